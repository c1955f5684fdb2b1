//! `scf`: structured control flow. Loops and conditionals whose regions
//! end in an `scf.yield` that yields nothing print without it, and the
//! parser puts it back (MLIR's `ensureTerminator`), so generic output
//! shows `"scf.yield"() : () -> ()` where the pretty form shows nothing.

use super::ops::*;
use super::verify::*;
use crate::util::asm::*;
use dialect_engine::Hooks;
use ir::text::asm::{Argument, OpSyntax};
use ir::text::asm::{OpParser, OpPrinter, Punct};
use ir::text::parser::PResult;
use ir::TypedOp;
use ir::{AttrKind, Attribute, Context, Op, Region, TypeKind, Value};

/// Adds the scf hooks.
pub(crate) fn add(n: &mut Hooks) {
    hook::<ForOp>(n, For, Some(verify_for));
    hook::<IfOp>(n, If, Some(verify_if));
    hook::<WhileOp>(n, While, Some(verify_while));
    hook::<ExecuteRegionOp>(n, ExecuteRegion, Some(verify_execute_region));
    hook::<IndexSwitchOp>(n, IndexSwitch, Some(verify_index_switch));
    hook::<YieldOp>(n, Yield, Some(verify_yield));
    hook::<ConditionOp>(n, Condition, None);
    hook::<ParallelOp>(n, Parallel, None);
    hook::<ReduceOp>(n, Reduce, Some(verify_reduce));
    hook::<ReduceReturnOp>(n, ReduceReturn, None);
    hook::<ForallOp>(n, Forall, Some(verify_forall));
    hook::<ForallInParallelOp>(n, InParallel, None);
}

/// The keyword `kw`, or MLIR's `custom op 'NAME' expected 'kw'`.
fn keyword(p: &mut OpParser<'_, '_>, op: &str, kw: &str) -> PResult<()> {
    if p.parse_optional_keyword(kw) {
        return Ok(());
    }
    let at = p.offset();
    Err(custom_err(p, at, op, &format!("expected '{kw}'")))
}

/// `(%a = %x, %b = %y)`: region arguments and their initial values.
fn parse_assignment_list<'a>(
    p: &mut OpParser<'_, 'a>,
) -> PResult<(Vec<Argument<'a>>, Vec<ir::text::asm::UnresolvedOperand<'a>>)> {
    p.parse_punct(Punct::LParen)?;
    let mut args = Vec::new();
    let mut inits = Vec::new();
    if p.parse_optional_punct(Punct::RParen) {
        return Ok((args, inits));
    }
    loop {
        let name = p.parse_operand()?;
        p.parse_punct(Punct::Equal)?;
        inits.push(p.parse_operand()?);
        let none = p.ctx().none_type();
        args.push(Argument {
            name,
            ty: none,
            attrs: None,
            loc: None,
        });
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RParen)?;
    Ok((args, inits))
}

/// `(%a = %x, %b = %y)` with `prefix` before it; nothing if empty.
fn print_init_list(p: &mut OpPrinter<'_, '_>, args: &[Value], inits: &[Value], prefix: &str) {
    if inits.is_empty() {
        return;
    }
    p.write(prefix);
    p.write("(");
    for (i, (&a, &v)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.operand(a);
        p.write(" = ");
        p.operand(v);
    }
    p.write(")");
}

/// Whether the first block of `r` ends in a terminator with operands,
/// attributes or results: what MLIR's generated printers check before
/// eliding an implicit terminator.
fn terminator_is_explicit(ctx: &Context, r: Region) -> bool {
    match first_terminator(ctx, r) {
        Some(t) => {
            let d = ctx.op(t);
            !ctx.dict_entries(d.attrs).is_empty()
                || d.props.is_some_and(|p| !ctx.dict_entries(p).is_empty())
                || d.operands().next().is_some()
                || !d.results().is_empty()
        }
        None => true,
    }
}

/// `scf.for [unsigned] %i = %lb to %ub step %s [iter_args(...) -> (...)] [: T] {...}`.
#[derive(Debug)]
pub struct For;
impl OpSyntax for For {
    /// Entry arguments are declared in the op's header, without locations.
    fn prints_entry_arg_locs(&self, _ctx: &Context, _op: Op, _region: usize) -> bool {
        false
    }

    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        const N: &str = ForOp::NAME;
        let name_at = p.name_offset();
        if p.parse_optional_keyword("unsigned") {
            let u = p.ctx().attr(AttrKind::Unit);
            p.add_prop("unsignedCmp", u);
        }
        let iv = p.parse_operand()?;
        p.parse_punct(Punct::Equal)?;
        let lb = p.parse_operand()?;
        keyword(p, N, "to")?;
        let ub = p.parse_operand()?;
        keyword(p, N, "step")?;
        let step = p.parse_operand()?;
        let none = p.ctx().none_type();
        let mut args = vec![Argument {
            name: iv,
            ty: none,
            attrs: None,
            loc: None,
        }];
        let mut inits = Vec::new();
        if p.parse_optional_keyword("iter_args") {
            let (a, i) = parse_assignment_list(p)?;
            args.extend(a);
            inits = i;
            p.state.result_types = p.parse_arrow_type_list()?;
        }
        if args.len() != p.state.result_types.len() + 1 {
            return Err(custom_err(
                p,
                name_at,
                N,
                "mismatch in number of loop-carried values and defined values",
            ));
        }
        let ty = if p.parse_optional_punct(Punct::Colon) {
            p.parse_type()?
        } else {
            p.ctx().index_type()
        };
        args[0].ty = ty;
        for (a, &t) in args[1..].iter_mut().zip(&p.state.result_types) {
            a.ty = t;
        }
        let r = p.parse_region(&args)?;
        let loc = p.loc_at(name_at);
        ensure_terminator(p, r, YieldOp::NAME, loc);
        p.state.regions.push(r);
        // Operands resolve after the body, as in MLIR.
        for u in [lb, ub, step] {
            let v = p.resolve_operand(&u, ty)?;
            p.state.operands.push(v);
        }
        let types = p.state.result_types.clone();
        for (u, t) in inits.iter().zip(types) {
            let v = p.resolve_operand(u, t)?;
            p.state.operands.push(v);
        }
        p.parse_optional_attr_dict()?;
        to_props(p, &["unsignedCmp"]);
        Ok(())
    }
    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let d = ctx.op(op);
        let vals: Vec<Value> = d.operands().collect();
        let Some(&r) = d.regions.first() else { return };
        let Some(&entry) = ctx.region(r).blocks.first() else {
            return;
        };
        let bargs = ctx.block(entry).args.clone();
        if vals.len() < 3 || bargs.is_empty() {
            return;
        }
        if ctx.inherent_attr(op, "unsignedCmp").is_some() {
            p.write(" unsigned");
        }
        p.write(" ");
        p.operand(bargs[0]);
        p.write(" = ");
        p.operand(vals[0]);
        p.write(" to ");
        p.operand(vals[1]);
        p.write(" step ");
        p.operand(vals[2]);
        let inits = &vals[3..];
        print_init_list(p, &bargs[1..], inits, " iter_args");
        if !inits.is_empty() {
            p.write(" -> (");
            p.types(types_of(ctx, inits.iter().copied()));
            p.write(")");
        }
        p.write(" ");
        let t = ctx.value_type(bargs[0]);
        if !matches!(ctx.type_kind(t), TypeKind::Index) {
            p.write(" : ");
            p.ty(t);
            p.write(" ");
        }
        p.region(r, false, !inits.is_empty());
        p.attr_dict(&all_attrs(ctx, op), &["unsignedCmp"]);
    }
}

/// `scf.if %c [-> (T)] {...} [else {...}]`.
#[derive(Debug)]
pub struct If;
impl OpSyntax for If {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let name_at = p.name_offset();
        let c = p.parse_operand()?;
        let i1 = p.ctx().int(1);
        let v = p.resolve_operand(&c, i1)?;
        p.state.operands.push(v);
        p.state.result_types = parse_optional_arrow_types(p)?;
        let loc = p.loc_at(name_at);
        let then = p.parse_region(&[])?;
        ensure_terminator(p, then, YieldOp::NAME, loc);
        p.state.regions.push(then);
        let els = if p.parse_optional_keyword("else") {
            let r = p.parse_region(&[])?;
            ensure_terminator(p, r, YieldOp::NAME, loc);
            r
        } else {
            p.ctx().create_region()
        };
        p.state.regions.push(els);
        p.parse_optional_attr_dict()
    }
    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let d = ctx.op(op);
        p.write(" ");
        p.operands(d.operands().take(1));
        let results = types_of(ctx, d.results().iter());
        if !results.is_empty() {
            p.write(" -> (");
            p.types(results.iter().copied());
            p.write(")");
        }
        let terms = !results.is_empty();
        if let Some(&then) = d.regions.first() {
            p.write(" ");
            p.region(then, false, terms);
        }
        if let Some(&els) = d.regions.get(1) {
            if !ctx.region(els).blocks.is_empty() {
                p.write(" else ");
                p.region(els, false, terms);
            }
        }
        p.attr_dict(&all_attrs(ctx, op), &[]);
    }
}

/// `scf.while (%a = %x) : (T) -> U {...} do {...}`.
#[derive(Debug)]
pub struct While;
impl OpSyntax for While {
    /// The `before` region's arguments are the header's `(%a = %x)`; the
    /// `after` region prints its block header.
    fn prints_entry_arg_locs(&self, _ctx: &Context, _op: Op, region: usize) -> bool {
        region != 0
    }

    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        const N: &str = WhileOp::NAME;
        let (mut args, inits) = if p.is_punct(Punct::LParen) {
            parse_assignment_list(p)?
        } else {
            (Vec::new(), Vec::new())
        };
        let type_at = p.offset();
        p.parse_punct(Punct::Colon)?;
        let (_, ins, outs) = parse_function_type(p, N)?;
        p.state.result_types = outs;
        if ins.len() != inits.len() {
            let msg = format!(
                "expected as many input types as operands (expected {} got {})",
                inits.len(),
                ins.len()
            );
            return Err(custom_err(p, type_at, N, &msg));
        }
        let at = p.offset();
        p.resolve_operands(&inits, &ins, at)?;
        for (a, &t) in args.iter_mut().zip(&ins) {
            a.ty = t;
        }
        let before = p.parse_region(&args)?;
        p.state.regions.push(before);
        keyword(p, N, "do")?;
        let after = p.parse_region(&[])?;
        p.state.regions.push(after);
        p.parse_optional_attr_dict_with_keyword()
    }
    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let d = ctx.op(op);
        let inits: Vec<Value> = d.operands().collect();
        let (Some(&before), Some(&after)) = (d.regions.first(), d.regions.get(1)) else {
            return;
        };
        let bargs = ctx
            .region(before)
            .blocks
            .first()
            .map(|&b| ctx.block(b).args.clone())
            .unwrap_or_default();
        if bargs.len() == inits.len() {
            print_init_list(p, &bargs, &inits, " ");
        }
        p.write(" : ");
        let outs = types_of(ctx, d.results().iter());
        print_functional_type(p, &types_of(ctx, inits.iter().copied()), &outs);
        p.write(" ");
        p.region(before, false, true);
        p.write(" do ");
        p.region(after, true, true);
        p.attr_dict_with_keyword(&all_attrs(ctx, op), &[]);
    }
}

/// `scf.execute_region [-> T] [no_inline] {...}`.
#[derive(Debug)]
pub struct ExecuteRegion;
impl OpSyntax for ExecuteRegion {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        p.state.result_types = parse_optional_arrow_types(p)?;
        if p.parse_optional_keyword("no_inline") {
            let u = p.ctx().attr(AttrKind::Unit);
            p.add_prop("no_inline", u);
        }
        let r = p.parse_region(&[])?;
        p.state.regions.push(r);
        p.parse_optional_attr_dict()?;
        to_props(p, &["no_inline"]);
        Ok(())
    }
    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let d = ctx.op(op);
        print_arrow_types(p, &types_of(ctx, d.results().iter()), true);
        p.write(" ");
        if ctx.inherent_attr(op, "no_inline").is_some() {
            p.write("no_inline ");
        }
        if let Some(&r) = d.regions.first() {
            p.region(r, false, true);
        }
        p.attr_dict(&all_attrs(ctx, op), &["no_inline"]);
    }
}

/// ```text
/// scf.index_switch %i -> T
/// case 2 {...}
/// default {...}
/// ```
/// The default region is region 0, the cases follow it.
#[derive(Debug)]
pub struct IndexSwitch;
impl OpSyntax for IndexSwitch {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        const N: &str = IndexSwitchOp::NAME;
        let name_at = p.name_offset();
        let a = p.parse_operand()?;
        p.parse_optional_attr_dict()?;
        to_props(p, &["cases"]);
        if p.parse_optional_punct(Punct::Arrow) {
            p.state.result_types = p.parse_type_list()?;
        }
        let mut cases = Vec::new();
        let mut regions = Vec::new();
        while p.parse_optional_keyword("case") {
            cases.push(p.parse_integer()?);
            regions.push(p.parse_region(&[])?);
        }
        keyword(p, N, "default")?;
        let def = p.parse_region(&[])?;
        let loc = p.loc_at(name_at);
        ensure_terminator(p, def, YieldOp::NAME, loc);
        p.state.regions.push(def);
        p.state.regions.extend(regions);
        // The declarative format resolves operands after the regions.
        let idx = p.ctx().index_type();
        let v = p.resolve_operand(&a, idx)?;
        p.state.operands.push(v);
        let c = ir::dense_array::from_i64s(p.ctx(), 64, &cases);
        p.add_prop("cases", c);
        Ok(())
    }
    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let d = ctx.op(op);
        let ind = p.current_indent();
        p.write(" ");
        p.operands(d.operands().take(1));
        p.attr_dict(&all_attrs(ctx, op), &["cases"]);
        let outs = types_of(ctx, d.results().iter());
        if !outs.is_empty() {
            p.write(" -> ");
            p.types(outs);
        }
        p.write(" ");
        let cases = ctx
            .inherent_attr(op, "cases")
            .and_then(|a| ir::dense_array::to_i64s(ctx, a))
            .unwrap_or_default();
        for (c, &r) in cases.iter().zip(d.regions.iter().skip(1)) {
            p.newline(ind);
            p.write(&format!("case {c} "));
            p.region(r, false, true);
        }
        p.newline(ind);
        p.write("default ");
        if let Some(&def) = d.regions.first() {
            let t = terminator_is_explicit(ctx, def);
            p.region(def, true, t);
        }
    }
}

/// `scf.yield %a : T`.
#[derive(Debug)]
pub struct Yield;
impl OpSyntax for Yield {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        parse_attrs_then_values(p, YieldOp::NAME)
    }
    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        print_attrs_then_values(p, op)
    }
}

/// `scf.condition(%c) %a : T`.
#[derive(Debug)]
pub struct Condition;
impl OpSyntax for Condition {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        p.parse_punct(Punct::LParen)?;
        let c = p.parse_operand()?;
        p.parse_punct(Punct::RParen)?;
        let i1 = p.ctx().int(1);
        let v = p.resolve_operand(&c, i1)?;
        p.state.operands.push(v);
        parse_attrs_then_values(p, ConditionOp::NAME)
    }
    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let vals: Vec<Value> = ctx.op(op).operands().collect();
        let Some((&c, rest)) = vals.split_first() else {
            return;
        };
        p.write("(");
        p.operand(c);
        p.write(")");
        p.attr_dict(&all_attrs(ctx, op), &[]);
        if !rest.is_empty() {
            p.write(" ");
            p.operands(rest.iter().copied());
            p.write(" : ");
            p.types(types_of(ctx, rest.iter().copied()));
        }
    }
}

// ----- parallel loops -----

/// `(%a, %b)`: a parenthesized operand list.
fn parse_paren_operands<'a>(
    p: &mut OpParser<'_, 'a>,
) -> PResult<Vec<ir::text::asm::UnresolvedOperand<'a>>> {
    p.parse_punct(Punct::LParen)?;
    let v = p.parse_operand_list()?;
    p.parse_punct(Punct::RParen)?;
    Ok(v)
}

/// Resolves `uses` as `index` values and appends them to the operands;
/// `n` is how many there must be (MLIR's `parseOperandList(.., n, ..)`).
fn resolve_indices<'a>(
    p: &mut OpParser<'_, 'a>,
    uses: &[ir::text::asm::UnresolvedOperand<'a>],
    n: usize,
    at: usize,
) -> PResult<()> {
    if uses.len() != n {
        let msg = format!("expected {n} operands");
        return Err(custom_err(p, at, ParallelOp::NAME, &msg));
    }
    let idx = p.ctx().index_type();
    let types = vec![idx; n];
    p.resolve_operands(uses, &types, at)
}

/// `scf.parallel (%i) = (%lb) to (%ub) step (%s) [init (%x)] [-> T] {...}`.
#[derive(Debug)]
pub struct Parallel;
impl OpSyntax for Parallel {
    /// Entry arguments are declared in the op's header, without locations.
    fn prints_entry_arg_locs(&self, _ctx: &Context, _op: Op, _region: usize) -> bool {
        false
    }

    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        const N: &str = ParallelOp::NAME;
        let name_at = p.name_offset();
        let idx = p.ctx().index_type();
        let ivs: Vec<Argument<'_>> = parse_paren_operands(p)?
            .into_iter()
            .map(|name| Argument {
                name,
                ty: idx,
                attrs: None,
                loc: None,
            })
            .collect();
        let n = ivs.len();
        p.parse_punct(Punct::Equal)?;
        let at = p.offset();
        let lbs = parse_paren_operands(p)?;
        resolve_indices(p, &lbs, n, at)?;
        keyword(p, N, "to")?;
        let at = p.offset();
        let ubs = parse_paren_operands(p)?;
        resolve_indices(p, &ubs, n, at)?;
        keyword(p, N, "step")?;
        let at = p.offset();
        let steps = parse_paren_operands(p)?;
        resolve_indices(p, &steps, n, at)?;
        let inits = if p.parse_optional_keyword("init") {
            parse_paren_operands(p)?
        } else {
            Vec::new()
        };
        p.state.result_types = parse_optional_arrow_types(p)?;
        let r = p.parse_region(&ivs)?;
        p.state.regions.push(r);
        let seg = ir::dense_array::from_i64s(
            p.ctx(),
            32,
            &[n as i64, n as i64, n as i64, inits.len() as i64],
        );
        p.add_prop("operandSegmentSizes", seg);
        p.parse_optional_attr_dict()?;
        to_props(p, &["operandSegmentSizes"]);
        let types = p.state.result_types.clone();
        resolve_list(p, N, &inits, &types, name_at)?;
        let loc = p.loc_at(name_at);
        ensure_terminator(p, r, ReduceOp::NAME, loc);
        Ok(())
    }
    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let d = ctx.op(op);
        let Some(&r) = d.regions.first() else { return };
        let ivs = ctx
            .region(r)
            .blocks
            .first()
            .map(|&b| ctx.block(b).args.clone())
            .unwrap_or_default();
        let n = ivs.len();
        let vals: Vec<Value> = d.operands().collect();
        let g = ir::segments::sizes(ctx, op, "operandSegmentSizes")
            .and_then(|s| ir::segments::split_operands(ctx, op, &s))
            .filter(|g| g.len() == 4)
            .unwrap_or_else(|| {
                let c = |i: usize| vals.get(i * n..(i + 1) * n).unwrap_or(&[]).to_vec();
                vec![c(0), c(1), c(2), vals.get(3 * n..).unwrap_or(&[]).to_vec()]
            });
        p.write(" (");
        p.operands(ivs);
        p.write(") = (");
        p.operands(g[0].iter().copied());
        p.write(") to (");
        p.operands(g[1].iter().copied());
        p.write(") step (");
        p.operands(g[2].iter().copied());
        p.write(")");
        if !g[3].is_empty() {
            p.write(" init (");
            p.operands(g[3].iter().copied());
            p.write(")");
        }
        print_arrow_types(p, &types_of(ctx, d.results().iter()), true);
        p.write(" ");
        p.region(r, false, true);
        p.attr_dict(&all_attrs(ctx, op), &["operandSegmentSizes"]);
    }
}

/// `scf.reduce(%a, %b : T, U) {...}, {...}`: one reduction region per
/// operand; `scf.reduce ` (with its space) when there are none.
#[derive(Debug)]
pub struct Reduce;
impl OpSyntax for Reduce {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        if p.parse_optional_punct(Punct::LParen) {
            let at = p.offset();
            let uses = p.parse_operand_list()?;
            p.parse_punct(Punct::Colon)?;
            let types = p.parse_type_list()?;
            p.parse_punct(Punct::RParen)?;
            resolve_list(p, ReduceOp::NAME, &uses, &types, at)?;
        }
        if p.is_punct(Punct::LBrace) {
            loop {
                let r = p.parse_region(&[])?;
                p.state.regions.push(r);
                if !p.parse_optional_punct(Punct::Comma) {
                    break;
                }
            }
        }
        p.parse_optional_attr_dict()
    }
    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let d = ctx.op(op);
        let vals: Vec<Value> = d.operands().collect();
        if !vals.is_empty() {
            p.write("(");
            p.operands(vals.iter().copied());
            p.write(" : ");
            p.types(types_of(ctx, vals.iter().copied()));
            p.write(")");
        }
        p.write(" ");
        for (i, &r) in d.regions.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.region(r, true, true);
        }
        p.attr_dict(&all_attrs(ctx, op), &[]);
    }
}

/// `scf.reduce.return %x : T`.
#[derive(Debug)]
pub struct ReduceReturn;
impl OpSyntax for ReduceReturn {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let u = p.parse_operand()?;
        p.parse_optional_attr_dict()?;
        let t = p.parse_colon_type()?;
        let v = p.resolve_operand(&u, t)?;
        p.state.operands.push(v);
        Ok(())
    }
    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let Some(v) = ctx.op(op).operands().next() else {
            return;
        };
        p.write(" ");
        p.operand(v);
        p.attr_dict(&all_attrs(ctx, op), &[]);
        p.write(" : ");
        p.ty(ctx.value_type(v));
    }
}

/// MLIR's `ShapedType::kDynamic`: a bound given by an operand.
const DYNAMIC: i64 = i64::MIN;

/// `(%a, 4, %b)`: static integers and dynamic operands (MLIR's
/// `parseDynamicIndexList`); the operands are resolved as `index`.
fn parse_dynamic_index_list(p: &mut OpParser<'_, '_>) -> PResult<(Vec<i64>, usize)> {
    p.parse_punct(Punct::LParen)?;
    let mut statics = Vec::new();
    let mut dynamic = 0;
    if !p.parse_optional_punct(Punct::RParen) {
        loop {
            if p.is_operand() {
                let u = p.parse_operand()?;
                let idx = p.ctx().index_type();
                let v = p.resolve_operand(&u, idx)?;
                p.state.operands.push(v);
                statics.push(DYNAMIC);
                dynamic += 1;
            } else {
                statics.push(p.parse_integer()?);
            }
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RParen)?;
    }
    Ok((statics, dynamic))
}

/// Prints what [`parse_dynamic_index_list`] parses; `dynamic` supplies
/// the operands in order.
fn print_dynamic_index_list(p: &mut OpPrinter<'_, '_>, statics: &[i64], dynamic: &[Value]) {
    p.write("(");
    let mut next = dynamic.iter();
    for (i, &s) in statics.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if s == DYNAMIC {
            if let Some(&v) = next.next() {
                p.operand(v);
            }
        } else {
            p.write(&s.to_string());
        }
    }
    p.write(")");
}

/// `scf.forall (%i, %j) in (4, %n) [shared_outs(%o = %t) -> (T)] {...}`,
/// or with `= (lbs) to (ubs) step (steps)` when not normalized.
#[derive(Debug)]
pub struct Forall;
impl OpSyntax for Forall {
    /// Entry arguments are declared in the op's header, without locations.
    fn prints_entry_arg_locs(&self, _ctx: &Context, _op: Op, _region: usize) -> bool {
        false
    }

    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        const N: &str = ForallOp::NAME;
        let name_at = p.name_offset();
        let idx = p.ctx().index_type();
        let mut args: Vec<Argument<'_>> = parse_paren_operands(p)?
            .into_iter()
            .map(|name| Argument {
                name,
                ty: idx,
                attrs: None,
                loc: None,
            })
            .collect();
        let n = args.len();
        let (lbs, ubs, steps, dl, du, ds);
        if p.parse_optional_keyword("in") {
            (ubs, du) = parse_dynamic_index_list(p)?;
            (lbs, dl) = (vec![0; n], 0);
            (steps, ds) = (vec![1; n], 0);
        } else {
            p.parse_punct(Punct::Equal)?;
            (lbs, dl) = parse_dynamic_index_list(p)?;
            keyword(p, N, "to")?;
            (ubs, du) = parse_dynamic_index_list(p)?;
            keyword(p, N, "step")?;
            (steps, ds) = parse_dynamic_index_list(p)?;
        }
        let mut nouts = 0;
        if p.parse_optional_keyword("shared_outs") {
            let (outs, inits) = parse_assignment_list(p)?;
            p.state.result_types = parse_optional_arrow_types(p)?;
            nouts = inits.len();
            let types = p.state.result_types.clone();
            p.resolve_operands(&inits, &types, name_at)?;
            for (mut a, t) in outs.into_iter().zip(types) {
                a.ty = t;
                args.push(a);
            }
        }
        let r = p.parse_region(&args)?;
        let loc = p.loc_at(name_at);
        ensure_in_parallel(p, r, loc);
        p.state.regions.push(r);
        p.parse_optional_attr_dict()?;
        to_props(p, &["mapping"]);
        for (k, v) in [
            ("staticLowerBound", lbs),
            ("staticUpperBound", ubs),
            ("staticStep", steps),
        ] {
            let a = ir::dense_array::from_i64s(p.ctx(), 64, &v);
            p.add_prop(k, a);
        }
        let seg = ir::dense_array::from_i64s(
            p.ctx(),
            32,
            &[dl as i64, du as i64, ds as i64, nouts as i64],
        );
        p.add_prop("operandSegmentSizes", seg);
        Ok(())
    }
    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let d = ctx.op(op);
        let Some(&r) = d.regions.first() else { return };
        let bargs = ctx
            .region(r)
            .blocks
            .first()
            .map(|&b| ctx.block(b).args.clone())
            .unwrap_or_default();
        let arr = |k: &str| {
            ctx.inherent_attr(op, k)
                .and_then(|a| ir::dense_array::to_i64s(ctx, a))
                .unwrap_or_default()
        };
        let (lbs, ubs, steps) = (
            arr("staticLowerBound"),
            arr("staticUpperBound"),
            arr("staticStep"),
        );
        let n = ubs.len().min(bargs.len());
        let Some(g) = ir::segments::sizes(ctx, op, "operandSegmentSizes")
            .and_then(|s| ir::segments::split_operands(ctx, op, &s))
            .filter(|g| g.len() == 4)
        else {
            return;
        };
        p.write(" (");
        p.operands(bargs[..n].iter().copied());
        let normalized = lbs.iter().all(|&x| x == 0)
            && steps.iter().all(|&x| x == 1)
            && g[0].is_empty()
            && g[2].is_empty();
        if normalized {
            p.write(") in ");
            print_dynamic_index_list(p, &ubs, &g[1]);
        } else {
            p.write(") = ");
            print_dynamic_index_list(p, &lbs, &g[0]);
            p.write(" to ");
            print_dynamic_index_list(p, &ubs, &g[1]);
            p.write(" step ");
            print_dynamic_index_list(p, &steps, &g[2]);
        }
        print_init_list(p, &bargs[n..], &g[3], " shared_outs");
        p.write(" ");
        let results = types_of(ctx, d.results().iter());
        if bargs.len() > n {
            p.write("-> (");
            p.types(results.iter().copied());
            p.write(") ");
        }
        p.region(r, false, !results.is_empty());
        p.attr_dict(
            &all_attrs(ctx, op),
            &[
                "operandSegmentSizes",
                "staticLowerBound",
                "staticUpperBound",
                "staticStep",
            ],
        );
    }
}

/// `scf.forall`'s implicit terminator: an `scf.forall.in_parallel` whose
/// region holds one empty block, unless the body already ends in a
/// registered terminator.
fn ensure_in_parallel(p: &mut OpParser<'_, '_>, r: Region, loc: Attribute) {
    let ctx = p.ctx();
    let b = match ctx.region(r).blocks.last() {
        Some(&b) => b,
        None => {
            let b = ctx.create_block();
            ctx.append_block(r, b);
            b
        }
    };
    if let Some(t) = ctx.terminator(b) {
        if ctx
            .registry
            .op(ctx.op_name(t))
            .is_some_and(|i| i.traits.terminator)
        {
            return;
        }
    }
    let name = ctx.ident(ForallInParallelOp::NAME);
    let empty = ctx.empty_dict();
    let t = ctx.create_op(name, &[], &[], empty, None, &[], 1, loc);
    let inner = ctx.op(t).regions[0];
    let ib = ctx.create_block();
    ctx.append_block(inner, ib);
    ctx.append_op(b, t);
}

/// `scf.forall.in_parallel {...}`: the terminator of `scf.forall`.
#[derive(Debug)]
pub struct InParallel;
impl OpSyntax for InParallel {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let r = p.parse_region(&[])?;
        if p.ctx().region(r).blocks.is_empty() {
            let ctx = p.ctx();
            let b = ctx.create_block();
            ctx.append_block(r, b);
        }
        p.state.regions.push(r);
        p.parse_optional_attr_dict()
    }
    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        p.write(" ");
        if let Some(&r) = ctx.op(op).regions.first() {
            p.region(r, false, false);
        }
        p.attr_dict(&all_attrs(ctx, op), &[]);
    }
}
