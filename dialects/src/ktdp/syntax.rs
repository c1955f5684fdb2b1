//! The ktdp syntaxes a declarative format cannot say:
//!
//! - `construct_memory_view %a, sizes: [32, %n], strides: [%n, 1] {..} : memref<..>`
//!   (MLIR's `custom<DynamicIndexList>` lists);
//! - `construct_access_tile %v[%i * 32, %c0] symbols(%n) {..} : memref<..> -> !ktdp.access_tile<..>`
//!   (an affine map of SSA ids, as `affine.load` writes its subscripts);
//! - the inter-tile ops, whose region comes after their types:
//!   `inter_tile_produce producer_tiles_per_group = #s : T -> !ktdp.tile_future<..> { .. }`,
//!   `inter_tile_reduce(%f) consumer_tiles_per_group = #s, identity(%z : T) : !ktdp.tile_future<..> -> T { .. }`,
//!   `inter_tile_consume(%f) consumer_tiles_per_group = #s : !ktdp.tile_future<..> -> T`.
//!   The short form ktir-cpu's examples also use (`-> <(T), groups = ..>`,
//!   the future's type without its prefix) is read too.

use super::ops::*;
use crate::util::asm::*;
use crate::util::slice::{groups, parse_index_list, print_index_list, statics_of};
use dialect_engine::Hooks;
use ir::text::asm::{OpParser, OpPrinter, OpSyntax, Punct};
use ir::text::parser::PResult;
use ir::{AttrKind, Context, Op, Type, TypeKind};

pub(crate) fn add(h: &mut Hooks) {
    h.custom_syntax::<ConstructMemoryViewOp>(MemoryView);
    h.custom_syntax::<ConstructAccessTileOp>(AccessTile);
    h.custom_syntax::<InterTileProduceOp>(Produce);
    h.custom_syntax::<InterTileReduceOp>(Reduce);
    h.custom_syntax::<InterTileConsumeOp>(Consume);
    h.custom_syntax::<LoadOp>(Load);
    h.custom_syntax::<ConstructIndirectAccessTileOp>(IndirectTile);
    h.custom_syntax::<StoreOp>(Store);
    h.custom_syntax::<RuntimeArgExtractOp>(RuntimeArgExtract);
}

// ----- this dialect's types, stripped -----

/// A `!ktdp.NAME<..>` type, or its stripped form `<..>` (ODS prints an
/// operand whose constraint is one of the op's own dialect's types that
/// way).
fn parse_own_type(p: &mut OpParser<'_, '_>, name: &str) -> PResult<Type> {
    if !p.is_punct(Punct::Less) {
        return p.parse_type();
    }
    let at = p.offset();
    let body = p.parse_angle_body()?;
    let body = p.expand_aliases(body);
    let canon = super::types::canonical_type(&format!("{name}<{body}>"))
        .map_err(|e| p.error_at(at + e.offset.saturating_sub(name.len()), &e.message))?;
    let dialect = p.ctx().ident("ktdp");
    Ok(p.ctx().ty(TypeKind::Opaque {
        dialect,
        data: canon.into(),
    }))
}

/// Prints `t` stripped (`<..>`) when it is a `!ktdp.NAME<..>` type.
fn print_own_type(p: &mut OpPrinter<'_, '_>, t: Type, name: &str) {
    let ctx = p.ctx();
    match super::types::body(ctx, t, name) {
        Some(body) => {
            p.write("<");
            p.write(body);
            p.write(">");
        }
        None => p.ty(t),
    }
}

#[derive(Debug)]
struct Load;

impl OpSyntax for Load {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let tile = p.parse_operand()?;
        p.parse_optional_attr_dict()?;
        p.parse_punct(Punct::Colon)?;
        let tile_ty = parse_own_type(p, "access_tile")?;
        p.parse_punct(Punct::Arrow)?;
        let ty = p.parse_type()?;
        let v = p.resolve_operand(&tile, tile_ty)?;
        p.state.operands.push(v);
        p.state.result_types.push(ty);
        Ok(())
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let Some(t) = ctx.op(op).operands().next() else {
            return p.generic(op);
        };
        p.write(" ");
        p.operand(t);
        p.attr_dict(&all_attrs(ctx, op), &[]);
        p.write(" : ");
        print_own_type(p, ctx.value_type(t), "access_tile");
        p.write(" -> ");
        if let Some(r) = ctx.op(op).results().iter().next() {
            p.ty(ctx.value_type(r));
        }
    }
}

#[derive(Debug)]
struct Store;

impl OpSyntax for Store {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let data = p.parse_operand()?;
        p.parse_punct(Punct::Comma)?;
        let tile = p.parse_operand()?;
        p.parse_optional_attr_dict()?;
        p.parse_punct(Punct::Colon)?;
        let data_ty = p.parse_type()?;
        p.parse_punct(Punct::Comma)?;
        let tile_ty = parse_own_type(p, "access_tile")?;
        let v = p.resolve_operand(&data, data_ty)?;
        p.state.operands.push(v);
        let v = p.resolve_operand(&tile, tile_ty)?;
        p.state.operands.push(v);
        Ok(())
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let ops: Vec<_> = ctx.op(op).operands().collect();
        if ops.len() != 2 {
            return p.generic(op);
        }
        p.write(" ");
        p.operand(ops[0]);
        p.write(", ");
        p.operand(ops[1]);
        p.attr_dict(&all_attrs(ctx, op), &[]);
        p.write(" : ");
        p.ty(ctx.value_type(ops[0]));
        p.write(", ");
        print_own_type(p, ctx.value_type(ops[1]), "access_tile");
    }
}

#[derive(Debug)]
struct RuntimeArgExtract;

const EXTRACT_KINDS: [&str; 3] = ["value", "granularity", "upperbound"];

impl OpSyntax for RuntimeArgExtract {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let at = p.offset();
        let kw = p.parse_bare_keyword()?;
        let Some(k) = EXTRACT_KINDS.iter().position(|&x| x == kw) else {
            return Err(p.error_at(at, &format!("expected one of [value, granularity, upperbound] for Kind of extraction from runtime_arg type, found '{kw}'")));
        };
        let i32t = p.ctx().int(32);
        let kind = p.ctx().attr(AttrKind::Integer {
            ty: i32t,
            value: ir::IntValue::Small(k as i64),
        });
        p.add_prop("kind", kind);
        p.parse_keyword("from")?;
        let input = p.parse_operand()?;
        p.parse_punct(Punct::Colon)?;
        let in_ty = parse_own_type(p, "runtime_arg")?;
        p.parse_optional_attr_dict()?;
        p.parse_punct(Punct::Arrow)?;
        let ty = p.parse_type()?;
        let v = p.resolve_operand(&input, in_ty)?;
        p.state.operands.push(v);
        p.state.result_types.push(ty);
        Ok(())
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let Some(input) = ctx.op(op).operands().next() else {
            return p.generic(op);
        };
        let k = ctx
            .inherent_attr(op, "kind")
            .and_then(|a| match ctx.attr_kind(a) {
                AttrKind::Integer { value, .. } => value.as_i64(),
                _ => None,
            })
            .and_then(|k| EXTRACT_KINDS.get(k as usize).copied());
        let Some(k) = k else {
            return p.generic(op);
        };
        p.write(" ");
        p.write(k);
        p.write(" from ");
        p.operand(input);
        p.write(" : ");
        print_own_type(p, ctx.value_type(input), "runtime_arg");
        p.attr_dict(&rest(ctx, op, &["kind"]), &[]);
        p.write(" -> ");
        if let Some(r) = ctx.op(op).results().iter().next() {
            p.ty(ctx.value_type(r));
        }
    }
}

fn segments(p: &mut OpParser<'_, '_>, sizes: &[i64]) {
    let a = ir::dense_array::from_i64s(p.ctx(), 32, sizes);
    p.add_prop("operandSegmentSizes", a);
}

// ----- construct_memory_view -----

#[derive(Debug)]
struct MemoryView;

impl OpSyntax for MemoryView {
    fn printed_props(&self, ctx: &Context, op: Op) -> Vec<ir::Attribute> {
        ["coordinate_set", "memory_space"]
            .iter()
            .filter_map(|n| ctx.inherent_attr(op, n))
            .collect()
    }

    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let offset = p.parse_operand()?;
        p.parse_punct(Punct::Comma)?;
        p.parse_keyword("sizes")?;
        p.parse_punct(Punct::Colon)?;
        let (sizes, static_sizes) = parse_index_list(p)?;
        p.parse_punct(Punct::Comma)?;
        p.parse_keyword("strides")?;
        p.parse_punct(Punct::Colon)?;
        let (strides, static_strides) = parse_index_list(p)?;
        p.parse_optional_attr_dict()?;
        to_props(p, &["memory_space", "coordinate_set"]);
        p.parse_punct(Punct::Colon)?;
        let ty = p.parse_type()?;
        let index = p.ctx().index_type();
        for u in std::iter::once(&offset).chain(&sizes).chain(&strides) {
            let v = p.resolve_operand(u, index)?;
            p.state.operands.push(v);
        }
        let a = ir::dense_array::from_i64s(p.ctx(), 64, &static_sizes);
        p.add_prop("static_sizes", a);
        let a = ir::dense_array::from_i64s(p.ctx(), 64, &static_strides);
        p.add_prop("static_strides", a);
        segments(p, &[1, sizes.len() as i64, strides.len() as i64]);
        p.state.result_types.push(ty);
        Ok(())
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let gs = groups(ctx, op, 3);
        if let Some(&o) = gs[0].first() {
            p.write(" ");
            p.operand(o);
        }
        p.write(", sizes: ");
        print_index_list(p, &gs[1], &statics_of(ctx, op, "static_sizes"));
        p.write(", strides: ");
        print_index_list(p, &gs[2], &statics_of(ctx, op, "static_strides"));
        p.attr_dict(
            &all_attrs(ctx, op),
            &["operandSegmentSizes", "static_sizes", "static_strides"],
        );
        p.write(" : ");
        if let Some(r) = ctx.op(op).results().iter().next() {
            p.ty(ctx.value_type(r));
        }
    }
}

// ----- construct_access_tile -----

#[derive(Debug)]
struct AccessTile;

impl OpSyntax for AccessTile {
    fn printed_props(&self, ctx: &Context, op: Op) -> Vec<ir::Attribute> {
        ["access_tile_order", "access_tile_set"]
            .iter()
            .filter_map(|n| ctx.inherent_attr(op, n))
            .collect()
    }

    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let base = p.parse_operand()?;
        p.parse_punct(Punct::LSquare)?;
        let (map, indices) = p.parse_affine_map_of_ssa_ids(Punct::RSquare)?;
        let mut symbols = Vec::new();
        if p.parse_optional_keyword("symbols") {
            p.parse_punct(Punct::LParen)?;
            symbols = p.parse_operand_list()?;
            p.parse_punct(Punct::RParen)?;
        }
        p.parse_optional_attr_dict()?;
        to_props(p, &["access_tile_set", "access_tile_order"]);
        p.parse_punct(Punct::Colon)?;
        let base_ty = p.parse_type()?;
        p.parse_punct(Punct::Arrow)?;
        let ty = p.parse_type()?;
        let v = p.resolve_operand(&base, base_ty)?;
        p.state.operands.push(v);
        let index = p.ctx().index_type();
        for u in indices.iter().chain(&symbols) {
            let v = p.resolve_operand(u, index)?;
            p.state.operands.push(v);
        }
        let m = p.ctx().attr(AttrKind::AffineMap(Box::new(map)));
        p.add_prop("base_map", m);
        segments(p, &[1, indices.len() as i64, symbols.len() as i64]);
        p.state.result_types.push(ty);
        Ok(())
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let gs = groups(ctx, op, 3);
        p.write(" ");
        if let Some(&b) = gs[0].first() {
            p.operand(b);
        }
        p.write("[");
        let names: Vec<String> = gs[1].iter().map(|&v| p.value_name(v)).collect();
        if let Some(AttrKind::AffineMap(m)) =
            ctx.inherent_attr(op, "base_map").map(|a| ctx.attr_kind(a))
        {
            let name = |i: u32| {
                names
                    .get(i as usize)
                    .cloned()
                    .unwrap_or_else(|| format!("d{i}"))
            };
            let exprs: Vec<String> = m.results.iter().map(|e| e.to_string_with(&name)).collect();
            p.write(&exprs.join(", "));
        }
        p.write("]");
        if !gs[2].is_empty() {
            p.write(" symbols(");
            p.operands(gs[2].iter().copied());
            p.write(")");
        }
        p.attr_dict(&all_attrs(ctx, op), &["base_map", "operandSegmentSizes"]);
        p.write(" : ");
        if let Some(&b) = gs[0].first() {
            p.ty(ctx.value_type(b));
        }
        p.write(" -> ");
        if let Some(r) = ctx.op(op).results().iter().next() {
            p.ty(ctx.value_type(r));
        }
    }
}

// ----- the inter-tile ops -----

/// The future's type after `->` or `:`: `!ktdp.tile_future<..>`, or the
/// stripped `<(T, ..), groups = ..>`.
fn parse_future_type(p: &mut OpParser<'_, '_>) -> PResult<Type> {
    parse_own_type(p, "tile_future")
}

/// `name = #set` into the properties.
fn parse_set_prop(p: &mut OpParser<'_, '_>, name: &str) -> PResult<()> {
    p.parse_keyword(name)?;
    p.parse_punct(Punct::Equal)?;
    let a = p.parse_attribute()?;
    p.add_prop(name, a);
    Ok(())
}

fn print_prop(p: &mut OpPrinter<'_, '_>, ctx: &Context, op: Op, name: &str) {
    p.write(" ");
    p.write(name);
    p.write(" = ");
    if let Some(a) = ctx.inherent_attr(op, name) {
        p.attr(a);
    }
}

/// The attributes not printed in the op's own syntax.
fn rest(ctx: &Context, op: Op, shown: &[&str]) -> Vec<(ir::Ident, ir::Attribute)> {
    all_attrs(ctx, op)
        .into_iter()
        .filter(|(k, _)| !shown.contains(&ctx.str(*k)))
        .collect()
}

#[derive(Debug)]
struct Produce;

impl OpSyntax for Produce {
    fn printed_props(&self, ctx: &Context, op: Op) -> Vec<ir::Attribute> {
        ["producer_tiles_per_group"]
            .iter()
            .filter_map(|n| ctx.inherent_attr(op, n))
            .collect()
    }

    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        parse_set_prop(p, "producer_tiles_per_group")?;
        // `: T ->` is optional in the short form.
        if p.parse_optional_punct(Punct::Colon) {
            let _partial = p.parse_type()?;
        }
        p.parse_punct(Punct::Arrow)?;
        let fut = parse_future_type(p)?;
        p.parse_optional_attr_dict_with_keyword()?;
        let r = p.parse_region(&[])?;
        p.state.regions.push(r);
        p.state.result_types.push(fut);
        Ok(())
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        print_prop(p, ctx, op, "producer_tiles_per_group");
        p.write(" -> ");
        if let Some(r) = ctx.op(op).results().iter().next() {
            print_own_type(p, ctx.value_type(r), "tile_future");
        }
        p.attr_dict_with_keyword(&rest(ctx, op, &["producer_tiles_per_group"]), &[]);
        p.write(" ");
        if let Some(&r) = ctx.op(op).regions.first() {
            p.region(r, true, true);
        }
    }
}

#[derive(Debug)]
struct Reduce;

impl OpSyntax for Reduce {
    fn printed_props(&self, ctx: &Context, op: Op) -> Vec<ir::Attribute> {
        ["consumer_tiles_per_group"]
            .iter()
            .filter_map(|n| ctx.inherent_attr(op, n))
            .collect()
    }

    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        p.parse_punct(Punct::LParen)?;
        let fut = p.parse_operand()?;
        p.parse_punct(Punct::RParen)?;
        parse_set_prop(p, "consumer_tiles_per_group")?;
        let mut identity = None;
        if p.parse_optional_punct(Punct::Comma) {
            p.parse_keyword("identity")?;
            p.parse_punct(Punct::LParen)?;
            let u = p.parse_operand()?;
            p.parse_punct(Punct::Colon)?;
            let t = p.parse_type()?;
            p.parse_punct(Punct::RParen)?;
            identity = Some((u, t));
        }
        p.parse_punct(Punct::Colon)?;
        let fut_ty = parse_future_type(p)?;
        p.parse_punct(Punct::Arrow)?;
        let ty = p.parse_type()?;
        p.parse_optional_attr_dict_with_keyword()?;
        let r = p.parse_region(&[])?;
        let v = p.resolve_operand(&fut, fut_ty)?;
        p.state.operands.push(v);
        if let Some((u, t)) = identity {
            let v = p.resolve_operand(&u, t)?;
            p.state.operands.push(v);
        }
        p.state.regions.push(r);
        p.state.result_types.push(ty);
        Ok(())
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let ops: Vec<_> = ctx.op(op).operands().collect();
        p.write("(");
        if let Some(&f) = ops.first() {
            p.operand(f);
        }
        p.write(")");
        print_prop(p, ctx, op, "consumer_tiles_per_group");
        if let Some(&i) = ops.get(1) {
            p.write(", identity(");
            p.operand(i);
            p.write(" : ");
            p.ty(ctx.value_type(i));
            p.write(")");
        }
        p.write(" : ");
        if let Some(&f) = ops.first() {
            print_own_type(p, ctx.value_type(f), "tile_future");
        }
        p.write(" -> ");
        if let Some(r) = ctx.op(op).results().iter().next() {
            p.ty(ctx.value_type(r));
        }
        p.attr_dict_with_keyword(&rest(ctx, op, &["consumer_tiles_per_group"]), &[]);
        p.write(" ");
        if let Some(&r) = ctx.op(op).regions.first() {
            p.region(r, true, true);
        }
    }
}

#[derive(Debug)]
struct Consume;

impl OpSyntax for Consume {
    fn printed_props(&self, ctx: &Context, op: Op) -> Vec<ir::Attribute> {
        [
            "consumer_tiles_per_group",
            "producer_dependency_per_consumer",
        ]
        .iter()
        .filter_map(|n| ctx.inherent_attr(op, n))
        .collect()
    }

    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        p.parse_punct(Punct::LParen)?;
        let fut = p.parse_operand()?;
        p.parse_punct(Punct::RParen)?;
        parse_set_prop(p, "consumer_tiles_per_group")?;
        if p.parse_optional_punct(Punct::Comma) {
            parse_set_prop(p, "producer_dependency_per_consumer")?;
        }
        p.parse_punct(Punct::Colon)?;
        let fut_ty = parse_future_type(p)?;
        p.parse_punct(Punct::Arrow)?;
        let tys = p.parse_type_list()?;
        p.parse_optional_attr_dict_with_keyword()?;
        let v = p.resolve_operand(&fut, fut_ty)?;
        p.state.operands.push(v);
        p.state.result_types.extend(tys);
        Ok(())
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        p.write("(");
        if let Some(f) = ctx.op(op).operands().next() {
            p.operand(f);
        }
        p.write(")");
        print_prop(p, ctx, op, "consumer_tiles_per_group");
        if ctx
            .inherent_attr(op, "producer_dependency_per_consumer")
            .is_some()
        {
            p.write(",");
            print_prop(p, ctx, op, "producer_dependency_per_consumer");
        }
        p.write(" : ");
        if let Some(f) = ctx.op(op).operands().next() {
            print_own_type(p, ctx.value_type(f), "tile_future");
        }
        p.write(" -> ");
        let tys = types_of(ctx, ctx.op(op).results().iter());
        p.types(tys);
        p.attr_dict_with_keyword(
            &rest(
                ctx,
                op,
                &[
                    "consumer_tiles_per_group",
                    "producer_dependency_per_consumer",
                ],
            ),
            &[],
        );
    }
}

// ----- construct_indirect_access_tile -----

/// `e` with dimension `i` renamed `to[i]` (MLIR's `replaceDims`, through
/// the simplifying constructors).
fn rename_dims(e: &ir::affine::AffineExpr, to: &[u32]) -> ir::affine::AffineExpr {
    use ir::affine::{AffineExpr, AffineOp};
    match e {
        AffineExpr::Dim(i) => AffineExpr::Dim(to.get(*i as usize).copied().unwrap_or(*i)),
        AffineExpr::Bin(op, l, r) => {
            let (l, r) = (rename_dims(l, to), rename_dims(r, to));
            match op {
                AffineOp::Add => AffineExpr::add(l, r),
                AffineOp::Mul => AffineExpr::mul(l, r),
                _ => AffineExpr::div_like(*op, l, r),
            }
        }
        e => e.clone(),
    }
}

#[derive(Debug)]
struct IndirectTile;

impl OpSyntax for IndirectTile {
    fn printed_props(&self, ctx: &Context, op: Op) -> Vec<ir::Attribute> {
        ["variables_space_order", "variables_space_set"]
            .iter()
            .filter_map(|n| ctx.inherent_attr(op, n))
            .collect()
    }

    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        p.parse_keyword("intermediate_variables")?;
        p.parse_punct(Punct::LParen)?;
        let vars = p.parse_operand_list()?;
        p.parse_punct(Punct::RParen)?;
        let base = p.parse_operand()?;
        p.parse_punct(Punct::LSquare)?;
        // Each subscript: `ind(%m[exprs])` or `(expr)`, with its own
        // operands in order of appearance.
        let mut kinds = Vec::new();
        let mut subs = Vec::new();
        let mut indirect = Vec::new();
        if !p.parse_optional_punct(Punct::RSquare) {
            loop {
                if p.parse_optional_keyword("ind") {
                    p.parse_punct(Punct::LParen)?;
                    indirect.push(p.parse_operand()?);
                    p.parse_punct(Punct::LSquare)?;
                    subs.push(p.parse_affine_map_of_ssa_ids(Punct::RSquare)?);
                    p.parse_punct(Punct::RParen)?;
                    kinds.push(true);
                } else {
                    p.parse_punct(Punct::LParen)?;
                    let (m, uses) = p.parse_affine_map_of_ssa_ids(Punct::RParen)?;
                    subs.push((m, uses));
                    kinds.push(false);
                }
                if p.parse_optional_punct(Punct::RSquare) {
                    break;
                }
                p.parse_punct(Punct::Comma)?;
            }
        }
        let mut symbols = Vec::new();
        if p.parse_optional_keyword("symbols") {
            p.parse_punct(Punct::LParen)?;
            symbols = p.parse_operand_list()?;
            p.parse_punct(Punct::RParen)?;
        }
        p.parse_optional_attr_dict()?;
        to_props(p, &["variables_space_set", "variables_space_order"]);
        p.parse_punct(Punct::Colon)?;
        let mut types = vec![p.parse_type()?];
        while p.parse_optional_punct(Punct::Comma) {
            types.push(p.parse_type()?);
        }
        p.parse_punct(Punct::Arrow)?;
        let ty = p.parse_type()?;
        if types.len() != indirect.len() + 1 {
            let at = p.name_offset();
            return Err(p.error_at(
                at,
                &format!(
                    "expected {} types (base + {} indirect memrefs), but got {}",
                    indirect.len() + 1,
                    indirect.len(),
                    types.len()
                ),
            ));
        }
        // The captured variables: names that are not intermediate, in
        // order of first appearance; the maps range over them, then over
        // the intermediate variables.
        let is_var = |n: &[u8]| vars.iter().any(|v| v.name == n);
        let mut captured: Vec<ir::text::asm::UnresolvedOperand> = Vec::new();
        for (_, uses) in &subs {
            for u in uses {
                if !is_var(u.name)
                    && !captured
                        .iter()
                        .any(|c| c.name == u.name && c.number == u.number)
                {
                    captured.push(*u);
                }
            }
        }
        let canon = |u: &ir::text::asm::UnresolvedOperand| -> u32 {
            match vars.iter().position(|v| v.name == u.name) {
                Some(i) => (captured.len() + i) as u32,
                None => captured
                    .iter()
                    .position(|c| c.name == u.name && c.number == u.number)
                    .unwrap_or(0) as u32,
            }
        };
        let total = (captured.len() + vars.len()) as u32;
        let mut maps = Vec::new();
        for (m, uses) in &subs {
            let to: Vec<u32> = uses.iter().map(canon).collect();
            let results = m.results.iter().map(|e| rename_dims(e, &to)).collect();
            let map = ir::affine::AffineMap {
                dims: total,
                symbols: 0,
                results,
            };
            maps.push(p.ctx().attr(AttrKind::AffineMap(Box::new(map))));
        }
        let bools: Vec<ir::Attribute> = kinds
            .iter()
            .map(|&k| p.ctx().attr(AttrKind::Bool(k)))
            .collect();
        let a = p.ctx().attr(AttrKind::Array(bools.into()));
        p.add_prop("per_dim_subscript_kinds", a);
        let a = p.ctx().attr(AttrKind::Array(maps.into()));
        p.add_prop("per_dim_subscript_maps", a);
        let v = p.resolve_operand(&base, types[0])?;
        p.state.operands.push(v);
        for (u, &t) in indirect.iter().zip(&types[1..]) {
            let v = p.resolve_operand(u, t)?;
            p.state.operands.push(v);
        }
        let index = p.ctx().index_type();
        for u in captured.iter().chain(&symbols) {
            let v = p.resolve_operand(u, index)?;
            p.state.operands.push(v);
        }
        segments(
            p,
            &[
                1,
                indirect.len() as i64,
                captured.len() as i64,
                symbols.len() as i64,
            ],
        );
        // The region: one index argument an intermediate variable.
        let unknown = p.ctx().attr(AttrKind::Location(ir::LocKind::Unknown));
        let r = p.ctx().create_region();
        let b = p.ctx().create_block();
        p.ctx().append_block(r, b);
        for _ in &vars {
            p.ctx().add_block_arg(b, index, Some(unknown));
        }
        ensure_terminator(p, r, "ktdp.region_terminator", unknown);
        p.state.regions.push(r);
        p.state.result_types.push(ty);
        Ok(())
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let gs = groups(ctx, op, 4);
        let args: Vec<ir::Value> = ctx
            .op(op)
            .regions
            .first()
            .and_then(|&r| ctx.region(r).blocks.first())
            .map(|&b| ctx.block(b).args.clone())
            .unwrap_or_default();
        p.write(" intermediate_variables(");
        p.operands(args.iter().copied());
        p.write(") ");
        if let Some(&b) = gs[0].first() {
            p.operand(b);
        }
        p.write("[");
        let names: Vec<String> = gs[2]
            .iter()
            .chain(&args)
            .map(|&v| p.value_name(v))
            .collect();
        let name = |i: u32| {
            names
                .get(i as usize)
                .cloned()
                .unwrap_or_else(|| format!("d{i}"))
        };
        let list = |n: &str| match ctx.inherent_attr(op, n).map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(v)) => v.to_vec(),
            _ => Vec::new(),
        };
        let kinds = list("per_dim_subscript_kinds");
        let maps = list("per_dim_subscript_maps");
        let mut next_ind = gs[1].iter();
        for (i, m) in maps.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            let exprs = match ctx.attr_kind(*m) {
                AttrKind::AffineMap(m) => m
                    .results
                    .iter()
                    .map(|e| e.to_string_with(&name))
                    .collect::<Vec<_>>()
                    .join(", "),
                _ => String::new(),
            };
            let ind = kinds
                .get(i)
                .is_some_and(|k| matches!(ctx.attr_kind(*k), AttrKind::Bool(true)));
            if ind {
                p.write("ind(");
                if let Some(&v) = next_ind.next() {
                    p.operand(v);
                }
                p.write("[");
                p.write(&exprs);
                p.write("])");
            } else {
                p.write("(");
                p.write(&exprs);
                p.write(")");
            }
        }
        p.write("]");
        if !gs[3].is_empty() {
            p.write(" symbols(");
            p.operands(gs[3].iter().copied());
            p.write(")");
        }
        p.attr_dict(
            &all_attrs(ctx, op),
            &[
                "per_dim_subscript_kinds",
                "per_dim_subscript_maps",
                "operandSegmentSizes",
            ],
        );
        p.write(" : ");
        if let Some(&b) = gs[0].first() {
            p.ty(ctx.value_type(b));
        }
        for &v in &gs[1] {
            p.write(", ");
            p.ty(ctx.value_type(v));
        }
        p.write(" -> ");
        if let Some(r) = ctx.op(op).results().iter().next() {
            p.ty(ctx.value_type(r));
        }
    }
}
