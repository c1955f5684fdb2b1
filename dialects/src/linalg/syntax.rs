//! `linalg`: the structured ops KTIR kernels use, with the custom syntax
//! of mlir-opt 22 (`LinalgOps.cpp`). The named ops (`matmul`, `add`,
//! `sub`, `mul`, `max`, `div`, `fill`) print without their region; the
//! parser builds it as MLIR's region builders do (block arguments of the
//! element types, `arith` ops, `linalg.yield`), so the generic form shows
//! it. `broadcast` and `transpose` get an identity body the same way;
//! `reduce` and `generic` write theirs.

use super::ops::*;
use super::verify::*;
use crate::util::asm::*;
use dialect_engine::Hooks;
use ir::affine::{AffineExpr, AffineMap};
use ir::registry::VerifyFn;
use ir::text::asm::{Argument, OpSyntax, UnresolvedOperand};
use ir::text::asm::{OpParser, OpPrinter, Punct};
use ir::text::parser::PResult;
use ir::TypedOp;
use ir::{AttrKind, Attribute, Block, Context, Ident, Op, Region, Type, TypeKind, Value};

/// Adds the linalg hooks.
pub(crate) fn add(n: &mut Hooks) {
    let named = Some(verify_segmented as VerifyFn);
    hook::<MatmulOp>(n, NamedSyntax(Named::Matmul), named);
    hook::<AddOp>(n, NamedSyntax(Named::Binary(Bin::Add)), named);
    hook::<SubOp>(n, NamedSyntax(Named::Binary(Bin::Sub)), named);
    hook::<MulOp>(n, NamedSyntax(Named::Binary(Bin::Mul)), named);
    hook::<MaxOp>(n, NamedSyntax(Named::Binary(Bin::Max)), named);
    hook::<DivOp>(n, NamedSyntax(Named::Binary(Bin::Div)), named);
    hook::<FillOp>(n, NamedSyntax(Named::Fill), named);
    hook::<GenericOp>(n, Generic, Some(verify_generic));
    hook::<ReduceOp>(n, Reduce, Some(verify_halves));
    hook::<BroadcastOp>(
        n,
        DstStyle {
            attr: "dimensions",
            hint: "broadcasted",
        },
        Some(verify_halves),
    );
    hook::<TransposeOp>(
        n,
        DstStyle {
            attr: "permutation",
            hint: "transposed",
        },
        Some(verify_halves),
    );
    hook::<YieldOp>(n, Yield, None);
}

// ----- types -----

/// The element type of a ranked tensor or memref, else `t` (MLIR's
/// `isa<MemRefType, RankedTensorType>(t) ? getElementTypeOrSelf(t) : t`).
pub(super) fn elem_or_self(ctx: &Context, t: Type) -> Type {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { elem, .. } | TypeKind::MemRef { elem, .. } => *elem,
        _ => t,
    }
}

/// The element type of any shaped type, else `t`.
pub(super) fn shaped_elem(ctx: &Context, t: Type) -> Type {
    ctx.type_kind(t).element_type().unwrap_or(t)
}

fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Float(_))
}

fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

fn float_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Float(k) => Some(k.semantics().bits),
        _ => None,
    }
}

// ----- building bodies -----

/// The binary functions of the named elementwise ops (MLIR's `BinaryFn`).
#[derive(Copy, Clone, Debug)]
pub(super) enum Bin {
    Add,
    Sub,
    Mul,
    Max,
    Div,
}

/// Builds ops at the end of one block (MLIR's `RegionBuilderHelper`).
pub(super) struct Body<'c> {
    ctx: &'c mut Context,
    block: Block,
    loc: Attribute,
}

impl Body<'_> {
    /// Appends `name(operands) -> result` with properties `props`.
    fn op(
        &mut self,
        name: &str,
        operands: &[Value],
        result: Option<Type>,
        props: &[(&str, Attribute)],
    ) -> Option<Value> {
        let id = self.ctx.ident(name);
        let entries: Vec<(Ident, Attribute)> =
            props.iter().map(|&(k, v)| (self.ctx.ident(k), v)).collect();
        let props = if entries.is_empty() {
            None
        } else {
            self.ctx.dictionary(entries).ok()
        };
        let empty = self.ctx.empty_dict();
        let results: Vec<Type> = result.into_iter().collect();
        let op = self
            .ctx
            .create_op(id, operands, &results, empty, props, &[], 0, self.loc);
        self.ctx.append_op(self.block, op);
        result.map(|_| self.ctx.result(op, 0))
    }

    /// `#arith.<mnemonic><none>`.
    fn none_flags(&mut self, mnemonic: &str) -> Attribute {
        let dialect = self.ctx.ident("arith");
        self.ctx.attr(AttrKind::Opaque {
            dialect,
            data: format!("{mnemonic}<none>").into(),
        })
    }

    /// MLIR's `buildBinaryFn`.
    fn binary(&mut self, f: Bin, a: Value, b: Value) -> Result<Value, String> {
        let (ta, tb) = (self.ctx.value_type(a), self.ctx.value_type(b));
        let floats = is_float(self.ctx, ta) && is_float(self.ctx, tb);
        let ints = int_width(self.ctx, ta).is_some() && int_width(self.ctx, tb).is_some();
        let bools =
            ints && int_width(self.ctx, ta) == Some(1) && int_width(self.ctx, tb) == Some(1);
        if !floats && !ints {
            return Err(format!(
                "Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got {} and {}",
                ir::text::type_to_string(self.ctx, ta),
                ir::text::type_to_string(self.ctx, tb)
            ).into());
        }
        let (name, flags) = match (f, floats, bools) {
            (Bin::Add, true, _) => ("arith.addf", Some("fastmath")),
            (Bin::Add, false, true) => ("arith.ori", None),
            (Bin::Add, false, false) => ("arith.addi", Some("overflow")),
            (Bin::Sub, true, _) => ("arith.subf", Some("fastmath")),
            (Bin::Sub, false, true) => return Err("unsupported operation: sub with bools".into()),
            (Bin::Sub, false, false) => ("arith.subi", Some("overflow")),
            (Bin::Mul, true, _) => ("arith.mulf", Some("fastmath")),
            (Bin::Mul, false, true) => ("arith.andi", None),
            (Bin::Mul, false, false) => ("arith.muli", Some("overflow")),
            (Bin::Max, true, _) => ("arith.maximumf", Some("fastmath")),
            (Bin::Max, false, _) => ("arith.maxsi", None),
            (Bin::Div, true, _) => ("arith.divf", Some("fastmath")),
            (Bin::Div, false, true) => return Err("unsupported operation: div with bools".into()),
            (Bin::Div, false, false) => ("arith.divsi", None),
        };
        let props = match flags {
            Some("fastmath") => vec![("fastmath", self.none_flags("fastmath"))],
            Some(_) => vec![("overflowFlags", self.none_flags("overflow"))],
            None => Vec::new(),
        };
        Ok(self.op(name, &[a, b], Some(ta), &props).unwrap_or(a))
    }

    /// MLIR's `convertScalarToDtype` for a signed cast of `v` to `to`
    /// (integers and floats; anything else is left as is).
    fn cast(&mut self, to: Type, v: Value) -> Value {
        let from = self.ctx.value_type(v);
        if from == to {
            return v;
        }
        let (fi, ti) = (int_width(self.ctx, from), int_width(self.ctx, to));
        let (ff, tf) = (float_width(self.ctx, from), float_width(self.ctx, to));
        let name = match (fi, ti, ff, tf) {
            (Some(a), Some(b), _, _) if b > a => "arith.extsi",
            (Some(a), Some(b), _, _) if b < a => "arith.trunci",
            (_, _, Some(a), Some(b)) if b > a => "arith.extf",
            (_, _, Some(a), Some(b)) if b < a => "arith.truncf",
            (Some(_), _, _, Some(_)) => "arith.sitofp",
            (_, Some(_), Some(_), _) => "arith.fptosi",
            _ => return v,
        };
        self.op(name, &[v], Some(to), &[]).unwrap_or(v)
    }

    /// `linalg.yield` of `vals`.
    pub(super) fn yield_(&mut self, vals: &[Value]) {
        self.op(YieldOp::NAME, vals, None, &[]);
    }
}

/// A one-block region with arguments of `types` (at `arg_locs`, unknown
/// when `None`), filled by `build`.
pub(super) fn build_region(
    ctx: &mut Context,
    types: &[Type],
    arg_locs: Option<&[Attribute]>,
    loc: Attribute,
    build: impl FnOnce(&mut Body<'_>, &[Value]) -> Result<(), String>,
) -> (Region, Result<(), String>) {
    let r = ctx.create_region();
    let b = ctx.create_block();
    ctx.append_block(r, b);
    let unknown = ctx.unknown_loc();
    let args: Vec<Value> = types
        .iter()
        .enumerate()
        .map(|(i, &t)| {
            let l = arg_locs.and_then(|l| l.get(i).copied()).unwrap_or(unknown);
            ctx.add_block_arg(b, t, Some(l))
        })
        .collect();
    let mut body = Body { ctx, block: b, loc };
    let res = build(&mut body, &args);
    (r, res)
}

// ----- shared grammar -----

/// `ins(...)`/`outs(...)` operands and types, not yet resolved.
struct InsOuts<'a> {
    ins: TypedUses<'a>,
    outs: TypedUses<'a>,
}

/// MLIR's `parseCommonStructuredOpParts`: `<{props}>? {attrs}? ins(%a :
/// T)? outs(%b : U)?`; resolves the operands and, when `segments`, adds
/// `operandSegmentSizes`. Returns the input and output types.
fn parse_common(p: &mut OpParser<'_, '_>, segments: bool) -> PResult<(Vec<Type>, Vec<Type>)> {
    if p.parse_optional_punct(Punct::Less) {
        let a = p.parse_attribute()?;
        let entries = p.ctx().dict_entries(a).to_vec();
        p.state.props.extend(entries);
        p.parse_punct(Punct::Greater)?;
    }
    p.parse_optional_attr_dict()?;
    let mut io = InsOuts {
        ins: TypedUses {
            uses: Vec::new(),
            types: Vec::new(),
            at: p.offset(),
        },
        outs: TypedUses {
            uses: Vec::new(),
            types: Vec::new(),
            at: p.offset(),
        },
    };
    if p.parse_optional_keyword("ins") {
        p.parse_punct(Punct::LParen)?;
        io.ins.at = p.offset();
        io.ins.uses = p.parse_operand_list()?;
        p.parse_punct(Punct::Colon)?;
        io.ins.types = p.parse_type_list()?;
        p.parse_punct(Punct::RParen)?;
    }
    if p.parse_optional_keyword("outs") {
        io.outs.at = p.offset();
        p.parse_punct(Punct::LParen)?;
        io.outs.uses = p.parse_operand_list()?;
        p.parse_punct(Punct::Colon)?;
        io.outs.types = p.parse_type_list()?;
        p.parse_punct(Punct::RParen)?;
    }
    p.resolve_operands(&io.ins.uses, &io.ins.types, io.ins.at)?;
    p.resolve_operands(&io.outs.uses, &io.outs.types, io.outs.at)?;
    if segments {
        let sizes = [io.ins.uses.len() as i64, io.outs.uses.len() as i64];
        let a = ir::dense_array::from_i64s(p.ctx(), 32, &sizes);
        p.add_prop("operandSegmentSizes", a);
    }
    Ok((io.ins.types, io.outs.types))
}

/// MLIR's `printCommonStructuredOpParts`.
fn print_common(p: &mut OpPrinter<'_, '_>, ins: &[Value], outs: &[Value]) {
    let ctx = p.ctx();
    for (kw, vals) in [("ins", ins), ("outs", outs)] {
        if vals.is_empty() {
            continue;
        }
        p.write(&format!(" {kw}("));
        p.operands(vals.iter().copied());
        p.write(" : ");
        p.types(vals.iter().map(|&v| ctx.value_type(v)));
        p.write(")");
    }
}

/// The ins and outs of an op with `operandSegmentSizes` (all operands
/// are ins when the attribute is missing or wrong).
pub(super) fn ins_outs(ctx: &Context, op: Op) -> (Vec<Value>, Vec<Value>) {
    let all: Vec<Value> = ctx.op(op).operands().collect();
    match ir::segments::sizes(ctx, op, "operandSegmentSizes")
        .and_then(|s| ir::segments::split_operands(ctx, op, &s))
        .as_deref()
    {
        Some([i, o]) => (i.clone(), o.clone()),
        _ => (all, Vec::new()),
    }
}

/// The ins and outs of an op whose ins and outs are equally many
/// (`linalg.reduce`, `broadcast`, `transpose`).
pub(super) fn halves(ctx: &Context, op: Op) -> (Vec<Value>, Vec<Value>) {
    let all: Vec<Value> = ctx.op(op).operands().collect();
    let n = all.len() / 2;
    (all[..all.len() - n].to_vec(), all[all.len() - n..].to_vec())
}

/// MLIR's `parseDenseI64ArrayAttr`: `name = [1, 2]` into property `name`.
fn parse_named_i64_array(p: &mut OpParser<'_, '_>, name: &str) -> PResult<()> {
    p.parse_keyword(name)?;
    p.parse_punct(Punct::Equal)?;
    p.parse_punct(Punct::LSquare)?;
    let mut v = Vec::new();
    if !p.parse_optional_punct(Punct::RSquare) {
        loop {
            v.push(p.parse_integer()?);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RSquare)?;
    }
    let a = ir::dense_array::from_i64s(p.ctx(), 64, &v);
    p.add_prop(name, a);
    Ok(())
}

/// MLIR's `printDenseI64ArrayAttr`: ` name = [1, 2] ` (with the
/// trailing space).
fn print_named_i64_array(p: &mut OpPrinter<'_, '_>, op: Op, name: &str) {
    let ctx = p.ctx();
    let v = ctx
        .inherent_attr(op, name)
        .and_then(|a| ir::dense_array::to_i64s(ctx, a))
        .unwrap_or_default();
    let s: Vec<String> = v.iter().map(i64::to_string).collect();
    p.write(&format!(" {name} = [{}] ", s.join(", ")));
}

/// Result types after `->` if written (MLIR's
/// `parseNamedStructuredOpResults`).
fn parse_results(p: &mut OpParser<'_, '_>) -> PResult<()> {
    let t = parse_optional_arrow_types(p)?;
    p.state.result_types.extend(t);
    Ok(())
}

/// The result types of `op`.
fn result_types(ctx: &Context, op: Op) -> Vec<Type> {
    ctx.op(op)
        .results()
        .iter()
        .map(|v| ctx.value_type(v))
        .collect()
}

// ----- named structured ops -----

/// Which named op a [`NamedSyntax`] parses.
#[derive(Copy, Clone, Debug)]
pub(super) enum Named {
    Matmul,
    Binary(Bin),
    Fill,
}

impl Named {
    fn num_args(self) -> usize {
        match self {
            Named::Fill => 2,
            _ => 3,
        }
    }

    /// The op's region builder.
    pub(super) fn build(self, b: &mut Body<'_>, args: &[Value]) -> Result<(), String> {
        if args.len() != self.num_args() {
            return Err(format!(
                "expected {} block arguments, got {}",
                self.num_args(),
                args.len()
            )
            .into());
        }
        match self {
            Named::Matmul => {
                let out = b.ctx.value_type(args[2]);
                let x = b.cast(out, args[0]);
                let y = b.cast(out, args[1]);
                let m = b.binary(Bin::Mul, x, y)?;
                let s = b.binary(Bin::Add, args[2], m)?;
                b.yield_(&[s]);
            }
            Named::Binary(f) => {
                let v = b.binary(f, args[0], args[1])?;
                b.yield_(&[v]);
            }
            Named::Fill => b.yield_(&[args[0]]),
        }
        Ok(())
    }
}

/// `(d0, d1, d2) -> (d0, d2)`, `(d2, d1)`, `(d0, d1)`: matmul's maps.
pub(super) fn matmul_maps(ctx: &mut Context) -> Vec<Attribute> {
    [[0, 2], [2, 1], [0, 1]]
        .iter()
        .map(|r| {
            let m = AffineMap {
                dims: 3,
                symbols: 0,
                results: r.iter().map(|&d| AffineExpr::Dim(d)).collect(),
            };
            ctx.attr(AttrKind::AffineMap(Box::new(m)))
        })
        .collect()
}

/// Whether `a` is `[(d0, d1, d2) -> (d0, d2), (d2, d1), (d0, d1)]`.
fn default_matmul_maps(ctx: &Context, a: Attribute) -> bool {
    let AttrKind::Array(v) = ctx.attr_kind(a) else {
        return false;
    };
    let want = [[0u32, 2], [2, 1], [0, 1]];
    v.len() == 3
        && v.iter().zip(want).all(|(&m, w)| match ctx.attr_kind(m) {
            AttrKind::AffineMap(m) => {
                m.dims == 3
                    && m.symbols == 0
                    && m.results.len() == 2
                    && m.results
                        .iter()
                        .zip(w)
                        .all(|(e, d)| *e == AffineExpr::Dim(d))
            }
            _ => false,
        })
}

/// The syntax of a named structured op (MLIR's `parseNamedStructuredOp`
/// and `printNamedStructuredOp`; `MatmulOp::parse`/`print` for the
/// optional `indexing_maps = [...]`).
#[derive(Debug)]
struct NamedSyntax(Named);

impl OpSyntax for NamedSyntax {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let name_at = p.name_offset();
        if matches!(self.0, Named::Matmul) {
            let maps = if p.parse_optional_keyword("indexing_maps") {
                p.parse_punct(Punct::Equal)?;
                p.parse_punct(Punct::LSquare)?;
                let mut v = Vec::new();
                loop {
                    let a = p.parse_attribute()?;
                    if !matches!(p.ctx().attr_kind(a), AttrKind::AffineMap(_)) {
                        let at = p.offset();
                        return Err(p.error_at(at, "expected affine map attribute"));
                    }
                    v.push(a);
                    if !p.parse_optional_punct(Punct::Comma) {
                        break;
                    }
                }
                p.parse_punct(Punct::RSquare)?;
                v
            } else {
                matmul_maps(p.ctx())
            };
            let a = p.ctx().attr(AttrKind::Array(maps.into()));
            p.add_prop("indexing_maps", a);
        }
        let (ins, outs) = parse_common(p, true)?;
        p.parse_optional_attr_dict()?;
        parse_results(p)?;
        let n = ins.len() + outs.len();
        if n != self.0.num_args() {
            let at = p.offset();
            return Err(p.error_at(
                at,
                &format!(
                    "[parseNamedStructuredOpRegion] ods-gen generated region expects {} args, got {n}",
                    self.0.num_args()
                ),
            ));
        }
        let ctx = p.ctx();
        let types: Vec<Type> = ins
            .iter()
            .chain(&outs)
            .map(|&t| elem_or_self(ctx, t))
            .collect();
        let unknown = ctx.unknown_loc();
        let kind = self.0;
        let (r, res) = build_region(ctx, &types, None, unknown, |b, args| kind.build(b, args));
        if let Err(msg) = res {
            return Err(p.error_at(name_at, &msg));
        }
        p.state.regions.push(r);
        Ok(())
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let mut elided = vec!["operandSegmentSizes", "linalg.memoized_indexing_maps"];
        if matches!(self.0, Named::Matmul) {
            elided.push("indexing_maps");
            if let Some(a) = ctx.inherent_attr(op, "indexing_maps") {
                let is_default = default_matmul_maps(ctx, a);
                if !is_default {
                    p.write(" indexing_maps = ");
                    match ctx.attr_kind(a) {
                        AttrKind::Array(v) => {
                            p.write("[");
                            for (i, &m) in v.iter().enumerate() {
                                if i > 0 {
                                    p.write(", ");
                                }
                                p.attr(m);
                            }
                            p.write("]");
                        }
                        _ => p.attr(a),
                    }
                }
            }
        }
        p.attr_dict(&all_attrs(ctx, op), &elided);
        let (ins, outs) = ins_outs(ctx, op);
        print_common(p, &ins, &outs);
        print_arrow_types(p, &result_types(ctx, op), true);
    }

    fn printed_props(&self, ctx: &Context, op: Op) -> Vec<Attribute> {
        match (self.0, ctx.inherent_attr(op, "indexing_maps")) {
            (Named::Matmul, Some(a)) if !default_matmul_maps(ctx, a) => vec![a],
            _ => Vec::new(),
        }
    }
}

// ----- generic -----

/// The names of linalg.generic's inherent attributes, which its pretty
/// form writes in the leading dictionary.
const GENERIC_ATTRS: [&str; 4] = ["doc", "indexing_maps", "iterator_types", "library_call"];

/// `linalg.generic {indexing_maps = [...], iterator_types = [...]} ins(...)
/// outs(...) attrs = {...}? {region} -> T` (MLIR's `GenericOp::parse`/`print`).
#[derive(Debug)]
struct Generic;

impl OpSyntax for Generic {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let at = p.offset();
        if !p.is_punct(Punct::LBrace) {
            return Err(p.error("expected attribute value"));
        }
        let d = p.parse_attribute()?;
        let entries = p.ctx().dict_entries(d).to_vec();
        let its = entries
            .iter()
            .find(|(k, _)| p.ctx().str(*k) == "iterator_types")
            .map(|&(_, v)| v);
        let list = match its.map(|a| p.ctx().attr_kind(a).clone()) {
            Some(AttrKind::Array(v)) => v,
            _ => return Err(p.error_at(at, "expected iterator_types array attribute")),
        };
        let mut converted = Vec::with_capacity(list.len());
        for a in list.iter() {
            let text = string_of(p.ctx(), *a);
            match text.as_deref() {
                Some(s @ ("parallel" | "reduction")) => {
                    let dialect = p.ident("linalg");
                    let v = p.ctx().attr(AttrKind::Opaque {
                        dialect,
                        data: format!("iterator_type<{s}>").into(),
                    });
                    converted.push(v);
                }
                other => {
                    let here = p.offset();
                    let s = other.unwrap_or_default();
                    return Err(p.error_at(here, &format!("unexpected iterator_type ({s})")));
                }
            }
        }
        let its = p.ctx().attr(AttrKind::Array(converted.into()));
        for (k, v) in entries {
            let name = p.ctx().str(k).to_string();
            if name == "iterator_types" {
                p.state.props.push((k, its));
            } else if GENERIC_ATTRS.contains(&name.as_str()) {
                p.state.props.push((k, v));
            } else {
                p.state.attrs.push((k, v));
            }
        }
        parse_common(p, true)?;
        if p.parse_optional_keyword("attrs") {
            p.parse_punct(Punct::Equal)?;
            p.parse_optional_attr_dict()?;
        }
        let r = p.parse_region(&[])?;
        p.state.regions.push(r);
        parse_results(p)?;
        Ok(())
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let attrs = all_attrs(ctx, op);
        p.write(" ");
        let lead: Vec<&(Ident, Attribute)> = attrs
            .iter()
            .filter(|(k, _)| GENERIC_ATTRS.contains(&ctx.str(*k)))
            .collect();
        if !lead.is_empty() {
            p.write("{");
            for (i, &&(k, v)) in lead.iter().enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                p.write(ctx.str(k));
                p.write(" = ");
                match (ctx.str(k), ctx.attr_kind(v)) {
                    ("iterator_types", AttrKind::Array(items)) => {
                        p.write("[");
                        for (j, &it) in items.iter().enumerate() {
                            if j > 0 {
                                p.write(", ");
                            }
                            match ir_iterator_text(ctx, it) {
                                Some(s) => p.write(&format!("\"{s}\"")),
                                None => p.attr(it),
                            }
                        }
                        p.write("]");
                    }
                    _ => p.attr(v),
                }
            }
            p.write("}");
        }
        let (ins, outs) = ins_outs(ctx, op);
        print_common(p, &ins, &outs);
        let mut elided: Vec<&str> = GENERIC_ATTRS.to_vec();
        elided.push("operandSegmentSizes");
        if attrs.iter().any(|(k, _)| !elided.contains(&ctx.str(*k))) {
            p.write(" attrs = ");
            p.attr_dict(&attrs, &elided);
        }
        if let Some(&r) = ctx.op(op).regions.first() {
            if !ctx.region(r).blocks.is_empty() {
                p.write(" ");
                p.region(r, true, true);
            }
        }
        print_arrow_types(p, &result_types(ctx, op), true);
    }

    fn block_arg_names(&self, ctx: &Context, op: Op, _region: usize) -> Vec<Option<String>> {
        let (ins, outs) = ins_outs(ctx, op);
        in_out_names(ins.len(), outs.len(), "out")
    }

    fn printed_props(&self, ctx: &Context, op: Op) -> Vec<Attribute> {
        all_attrs(ctx, op)
            .into_iter()
            .filter(|(k, _)| {
                GENERIC_ATTRS.contains(&ctx.str(*k)) && ctx.str(*k) != "iterator_types"
            })
            .map(|(_, v)| v)
            .collect()
    }
}

/// `in` for each input and `out_name` for each init.
fn in_out_names(ins: usize, outs: usize, out_name: &str) -> Vec<Option<String>> {
    let mut v = vec![Some("in".to_string()); ins];
    v.extend(std::iter::repeat_n(Some(out_name.to_string()), outs));
    v
}

/// `parallel` for `#linalg.iterator_type<parallel>`.
pub(super) fn ir_iterator_text(ctx: &Context, a: Attribute) -> Option<&str> {
    match ctx.attr_kind(a) {
        AttrKind::Opaque { dialect, data } if ctx.str(*dialect) == "linalg" => {
            data.strip_prefix("iterator_type<")?.strip_suffix('>')
        }
        _ => None,
    }
}

// ----- reduce -----

/// `linalg.reduce { payload } ins(...) outs(...) dimensions = [...]` or
/// with the body written out: `... dimensions = [1]\n  (%in: f32, %init:
/// f32) { ... }` (MLIR's `ReduceOp::parse`/`print`).
#[derive(Debug)]
struct Reduce;

impl OpSyntax for Reduce {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let name_at = p.name_offset();
        let mut payload: Option<(String, Vec<(Ident, Attribute)>)> = None;
        if p.parse_optional_punct(Punct::LBrace) {
            let name = parse_op_name(p)?;
            let saved = std::mem::take(&mut p.state.attrs);
            p.parse_optional_attr_dict()?;
            let attrs = std::mem::replace(&mut p.state.attrs, saved);
            p.parse_punct(Punct::RBrace)?;
            payload = Some((name, attrs));
        }
        let (_, outs) = parse_dst_style(p, "dimensions")?;
        let _ = outs;
        match payload {
            Some((name, attrs)) => {
                let loc = p.loc_at(name_at);
                let ops = p.state.operands.clone();
                let ctx = p.ctx();
                let types: Vec<Type> = ops
                    .iter()
                    .map(|&v| shaped_elem(ctx, ctx.value_type(v)))
                    .collect();
                let res_ty = types.last().copied();
                let (r, _) = build_region(ctx, &types, None, loc, |b, args| {
                    let mut operands = Vec::new();
                    if let Some((&last, rest)) = args.split_last() {
                        operands.push(last);
                        operands.extend_from_slice(rest);
                    }
                    let id = b.ctx.ident(&name);
                    let a = b
                        .ctx
                        .dictionary(attrs)
                        .unwrap_or_else(|_| b.ctx.empty_dict());
                    let results: Vec<Type> = res_ty.into_iter().collect();
                    let op = b
                        .ctx
                        .create_op(id, &operands, &results, a, None, &[], 0, loc);
                    b.ctx.append_op(b.block, op);
                    let vals: Vec<Value> = b.ctx.op(op).results().iter().collect();
                    b.yield_(&vals);
                    Ok(())
                });
                p.state.regions.push(r);
            }
            None => {
                let args = parse_region_arguments(p)?;
                let r = p.parse_region(&args)?;
                p.state.regions.push(r);
            }
        }
        Ok(())
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let body = ctx
            .op(op)
            .regions
            .first()
            .and_then(|&r| ctx.region(r).blocks.first().copied());
        let payload = body.and_then(|b| find_payload(ctx, b));
        if let Some(pl) = payload {
            p.write(" { ");
            p.write(ctx.op_name(pl));
            let attrs = all_attrs(ctx, pl);
            let elide: Vec<&str> = attrs
                .iter()
                .find(|(_, v)| {
                    matches!(ctx.attr_kind(*v), AttrKind::Opaque { dialect, data }
                        if ctx.str(*dialect) == "arith" && &**data == "fastmath<none>")
                })
                .map(|(k, _)| ctx.str(*k))
                .into_iter()
                .collect();
            p.attr_dict(&attrs, &elide);
            p.write(" }");
        }
        let (ins, outs) = halves(ctx, op);
        print_common(p, &ins, &outs);
        print_named_i64_array(p, op, "dimensions");
        p.attr_dict(&all_attrs(ctx, op), &["dimensions"]);
        if payload.is_none() {
            p.increase_indent();
            let ind = p.indent();
            p.newline(ind);
            p.write("(");
            if let Some(b) = body {
                for (i, &a) in ctx.block(b).args.iter().enumerate() {
                    if i > 0 {
                        p.write(", ");
                    }
                    p.argument(a);
                }
            }
            p.write(") ");
            if let Some(&r) = ctx.op(op).regions.first() {
                p.region(r, false, true);
            }
            p.decrease_indent();
        }
    }

    fn result_names(&self, ctx: &Context, op: Op) -> Vec<Option<String>> {
        vec![Some("reduced".into()); ctx.op(op).results().len()]
    }

    fn block_arg_names(&self, ctx: &Context, op: Op, _region: usize) -> Vec<Option<String>> {
        let (ins, outs) = halves(ctx, op);
        in_out_names(ins.len(), outs.len(), "init")
    }
}

/// An op name inside `{ ... }` (MLIR's `parseCustomOperationName`).
fn parse_op_name(p: &mut OpParser<'_, '_>) -> PResult<String> {
    match p.peek_keyword() {
        Some(k) => {
            p.parse_bare_keyword()?;
            Ok(k.to_string())
        }
        None => {
            let at = p.offset();
            if let Ok(s) = p.parse_string() {
                return Ok(String::from_utf8_lossy(&s).into_owned());
            }
            Err(p.error_at(at, "expected operation name"))
        }
    }
}

/// `(%a: T, %b: U)` (MLIR's `parseArgumentList` with types and attributes).
fn parse_region_arguments<'a>(p: &mut OpParser<'_, 'a>) -> PResult<Vec<Argument<'a>>> {
    p.parse_punct(Punct::LParen)?;
    let mut args = Vec::new();
    if p.parse_optional_punct(Punct::RParen) {
        return Ok(args);
    }
    loop {
        args.push(p.parse_argument(true, true)?);
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RParen)?;
    Ok(args)
}

/// MLIR's `findPayloadOp` with `initFirst`: the body is one op on
/// (init, inputs...) and a yield.
fn find_payload(ctx: &Context, b: Block) -> Option<Op> {
    let ops: Vec<Op> = ctx.block_ops(b).collect();
    if ops.len() != 2 {
        return None;
    }
    let payload = ops[0];
    let operands: Vec<Value> = ctx.op(payload).operands().collect();
    let args = &ctx.block(b).args;
    if operands.is_empty() || operands.len() != args.len() {
        return None;
    }
    if *operands.last()? != args[0] {
        return None;
    }
    if operands.iter().zip(&args[1..]).any(|(o, a)| o != a) {
        return None;
    }
    Some(payload)
}

/// MLIR's `parseDstStyleOp` with a required `name = [...]`: ins, outs,
/// result types for the tensor outs, the array, then `{attrs}`.
fn parse_dst_style(p: &mut OpParser<'_, '_>, name: &str) -> PResult<(Vec<Type>, Vec<Type>)> {
    let (ins, outs) = parse_common(p, false)?;
    let ctx = p.ctx();
    let res: Vec<Type> = outs
        .iter()
        .copied()
        .filter(|&t| matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. }))
        .collect();
    p.state.result_types.extend(res);
    parse_named_i64_array(p, name)?;
    p.parse_optional_attr_dict()?;
    Ok((ins, outs))
}

// ----- broadcast, transpose -----

/// `linalg.broadcast`/`linalg.transpose`: `ins(...) outs(...) attr = [...]`
/// with an identity body built by the parser.
#[derive(Debug)]
struct DstStyle {
    attr: &'static str,
    hint: &'static str,
}

impl OpSyntax for DstStyle {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let name_at = p.name_offset();
        parse_dst_style(p, self.attr)?;
        let loc = p.loc_at(name_at);
        let ops = p.state.operands.clone();
        let ctx = p.ctx();
        let types: Vec<Type> = ops
            .iter()
            .map(|&v| elem_or_self(ctx, ctx.value_type(v)))
            .collect();
        let (r, _) = build_region(ctx, &types, None, loc, |b, args| {
            if let Some(&a) = args.first() {
                b.yield_(&[a]);
            }
            Ok(())
        });
        p.state.regions.push(r);
        Ok(())
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let (ins, outs) = halves(ctx, op);
        print_common(p, &ins, &outs);
        print_named_i64_array(p, op, self.attr);
        p.attr_dict(&all_attrs(ctx, op), &[self.attr]);
    }

    fn result_names(&self, ctx: &Context, op: Op) -> Vec<Option<String>> {
        vec![Some(self.hint.into()); ctx.op(op).results().len()]
    }
}

// ----- yield -----

/// `linalg.yield %a, %b {attrs} : T, U` (MLIR's `YieldOp::parse`/`print`).
#[derive(Debug)]
struct Yield;

impl OpSyntax for Yield {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let at = p.offset();
        let uses: Vec<UnresolvedOperand<'_>> = p.parse_operand_list()?;
        p.parse_optional_attr_dict()?;
        let types = if uses.is_empty() {
            Vec::new()
        } else {
            p.parse_punct(Punct::Colon)?;
            p.parse_type_list()?
        };
        p.resolve_operands(&uses, &types, at)
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let vals: Vec<Value> = ctx.op(op).operands().collect();
        if !vals.is_empty() {
            p.write(" ");
            p.operands(vals.iter().copied());
        }
        p.attr_dict(&all_attrs(ctx, op), &[]);
        if !vals.is_empty() {
            p.write(" : ");
            p.types(vals.iter().map(|&v| ctx.value_type(v)));
        }
    }
}
