//! `memref`: the syntaxes a declarative format cannot say (MLIR's
//! `custom<DynamicIndexList>` lists of `subview`, `reinterpret_cast` and
//! `expand_shape`, and `custom<GlobalMemrefOpTypeAndInitialValue>` of
//! `global`), and the Rust verifiers `memref.dialect` names. The list
//! and reassociation syntaxes shared with `tensor` are in `util`.

use super::ops::*;
use crate::util::asm::*;
use dialect_engine::Hooks;
use ir::registry::VerifyError;
use ir::text::asm::OpSyntax;
use ir::text::asm::{OpParser, OpPrinter, Punct};
use ir::text::parser::PResult;
use ir::TypedOp;
use ir::{AttrKind, Attribute, Context, Ident, Op, Type, TypeKind};
use ir::{IntValue, SourceBuffer, SourceMgr};

use crate::util::reshape::ExpandShape;
use crate::util::shaped::shapes_compatible;
use crate::util::slice::{groups, OffsetsSizesStrides};
use ir::types::DYNAMIC;

/// Adds the memref hooks: syntaxes by op name, verifiers by hook name.
pub(crate) fn add(n: &mut Hooks) {
    n.custom_syntax::<AllocOp>(AllocLike("alloc"));
    n.custom_syntax::<AllocaOp>(AllocLike("alloca"));
    n.custom_syntax::<SubviewOp>(OffsetsSizesStrides::SUBVIEW);
    n.custom_syntax::<ReinterpretCastOp>(OffsetsSizesStrides::REINTERPRET);
    n.custom_syntax::<ExpandShapeOp>(ExpandShape("expand_shape"));
    n.custom_syntax::<GlobalOp>(Global);
    n.named_verifier("verify_alloc_like", verify_alloc_like);
    n.named_verifier("verify_load", verify_load);
    n.named_verifier("verify_store", verify_store);
    n.named_verifier("verify_dim", verify_dim);
    n.named_verifier("verify_memref_cast", verify_memref_cast);
    n.named_verifier("verify_subview", verify_subview);
}

// ----- alloc, alloca -----

/// `memref.alloc(%d)[%s] {alignment = 64 : i64} : T` (and `alloca`); `.0`
/// is the result name hint. Written in Rust because MLIR prints no space
/// between `)` and the `[` of the symbol operands.
#[derive(Debug)]
struct AllocLike(&'static str);

impl OpSyntax for AllocLike {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        p.parse_punct(Punct::LParen)?;
        let sizes = p.parse_operand_list()?;
        p.parse_punct(Punct::RParen)?;
        let mut syms = Vec::new();
        if p.parse_optional_punct(Punct::LSquare) {
            syms = p.parse_operand_list()?;
            p.parse_punct(Punct::RSquare)?;
        }
        p.parse_optional_attr_dict()?;
        to_props(p, &["alignment"]);
        p.parse_punct(Punct::Colon)?;
        let ty = p.parse_type()?;
        let index = p.ctx().index_type();
        for u in sizes.iter().chain(syms.iter()) {
            let v = p.resolve_operand(u, index)?;
            p.state.operands.push(v);
        }
        let segs =
            ir::dense_array::from_i64s(p.ctx(), 32, &[sizes.len() as i64, syms.len() as i64]);
        p.add_prop("operandSegmentSizes", segs);
        p.state.result_types.push(ty);
        Ok(())
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let gs = groups(ctx, op, 2);
        p.write("(");
        p.operands(gs[0].iter().copied());
        p.write(")");
        if !gs[1].is_empty() {
            p.write("[");
            p.operands(gs[1].iter().copied());
            p.write("]");
        }
        p.attr_dict(&all_attrs(ctx, op), &["operandSegmentSizes"]);
        p.write(" : ");
        if let Some(r) = ctx.op(op).results().iter().next() {
            p.ty(ctx.value_type(r));
        }
    }

    fn result_names(&self, _ctx: &Context, _op: Op) -> Vec<Option<String>> {
        vec![Some(self.0.to_string())]
    }
}

// ----- global -----

/// `memref.global ["private"] [constant] @name : memref<..> [= dense<..> | = uninitialized] {attrs}`.
#[derive(Debug)]
struct Global;

/// Attributes `memref.global` prints in its own clauses.
const GLOBAL_ELIDED: [&str; 5] = [
    "sym_name",
    "sym_visibility",
    "type",
    "initial_value",
    "constant",
];

/// The literal of an attribute parsed inside `dense<...>`, as text that
/// can be parsed again with a type (`1.5`, `[1, 2]`, `"0x0A"`).
fn literal_text(ctx: &Context, a: Attribute) -> Option<String> {
    Some(match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => match value {
            IntValue::Small(x) => x.to_string(),
            IntValue::Big(b) => b.to_string(),
        },
        AttrKind::Float { .. } => {
            let s = ir::text::attr_to_string(ctx, a);
            s.split(" : ").next()?.to_string()
        }
        AttrKind::Bool(b) => b.to_string(),
        AttrKind::String { ty: None, .. } => ir::text::attr_to_string(ctx, a),
        AttrKind::Array(xs) => {
            let parts: Option<Vec<String>> = xs.iter().map(|&x| literal_text(ctx, x)).collect();
            format!("[{}]", parts?.join(", "))
        }
        _ => return None,
    })
}

/// The tensor type of a memref type's shape and element type (MLIR's
/// `getTensorTypeFromMemRefType`).
fn tensor_of(ctx: &mut Context, memref: Type) -> Option<Type> {
    match ctx.type_kind(memref).clone() {
        TypeKind::MemRef { shape, elem, .. } => Some(ctx.ty(TypeKind::RankedTensor {
            shape,
            elem,
            encoding: None,
        })),
        _ => None,
    }
}

/// Parses `dense<LIT>` typed by `ty`: the literal is read, then parsed
/// again with its type in a scratch buffer of the same context.
fn parse_dense_with_type(p: &mut OpParser<'_, '_>, ty: Type) -> PResult<Attribute> {
    let at = p.offset();
    if !p.parse_optional_keyword("dense") {
        // Any other attribute must carry its own type.
        return p.parse_attribute();
    }
    p.parse_punct(Punct::Less)?;
    let lit = if p.is_punct(Punct::Greater) {
        String::new()
    } else {
        let a = p.parse_attribute()?;
        match literal_text(p.ctx(), a) {
            Some(s) => s,
            None => return Err(p.error_at(at, "expected element literal of primitive type")),
        }
    };
    p.parse_punct(Punct::Greater)?;
    let ctx = p.ctx();
    let ts = ir::text::type_to_string(ctx, ty);
    let text = format!("\"builtin.module\"() ({{\n}}) {{v = dense<{lit}> : {ts}}} : () -> ()\n");
    let mut sm = SourceMgr::default();
    let id = sm.add(SourceBuffer::new("<memref.global>", text.into_bytes()));
    let parsed = ir::text::parse_source(ctx, &sm, id, ir::text::parser::ParseOptions::default());
    let found = parsed.ok().and_then(|m| {
        let ctx = p.ctx();
        let d = ctx.op(m);
        let attrs = d.attrs;
        // The scratch module is parsed inside an implicit module, or
        // directly as the top-level module.
        let own = ctx
            .dict_entries(attrs)
            .iter()
            .find(|(k, _)| ctx.str(*k) == "v")
            .map(|(_, v)| *v);
        own.or_else(|| {
            let r = *ctx.op(m).regions.first()?;
            let b = *ctx.region(r).blocks.first()?;
            let inner = ctx.block_ops(b).next()?;
            ctx.dict_entries(ctx.op(inner).attrs)
                .iter()
                .find(|(k, _)| ctx.str(*k) == "v")
                .map(|(_, v)| *v)
        })
    });
    match found {
        Some(a) => Ok(a),
        None => Err(p.error_at(at, "invalid dense elements literal for the global's type")),
    }
}

impl OpSyntax for Global {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        const N: &str = GlobalOp::NAME;
        if let Ok(v) = p.parse_string() {
            let s = String::from_utf8_lossy(&v).into_owned();
            let a = str_attr(p.ctx(), &s);
            p.add_prop("sym_visibility", a);
        }
        if p.parse_optional_keyword("constant") {
            let u = p.ctx().attr(AttrKind::Unit);
            p.add_prop("constant", u);
        }
        let at = p.offset();
        let name = match p.parse_symbol_name() {
            Ok(n) => n,
            Err(_) => {
                return Err(custom_err(
                    p,
                    at,
                    N,
                    "expected valid '@'-identifier for symbol name",
                ))
            }
        };
        let a = str_attr(p.ctx(), &name);
        p.add_prop("sym_name", a);
        p.parse_punct(Punct::Colon)?;
        let tat = p.offset();
        let ty = p.parse_type()?;
        let Some(tensor) = tensor_of(p.ctx(), ty) else {
            return Err(p.error_at(tat, "type should be static shaped memref, but got "));
        };
        let ta = p.ctx().attr(AttrKind::Type(ty));
        p.add_prop("type", ta);
        if p.parse_optional_punct(Punct::Equal) {
            if p.parse_optional_keyword("uninitialized") {
                let u = p.ctx().attr(AttrKind::Unit);
                p.add_prop("initial_value", u);
            } else {
                let v = parse_dense_with_type(p, tensor)?;
                p.add_prop("initial_value", v);
            }
        }
        let mark = p.state.attrs.len();
        p.parse_optional_attr_dict()?;
        let moved: Vec<(Ident, Attribute)> = p.state.attrs.split_off(mark);
        for (k, v) in moved {
            if p.ctx().str(k) == "alignment" {
                p.state.props.push((k, v));
            } else {
                p.state.attrs.push((k, v));
            }
        }
        Ok(())
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        if let Some(v) = ctx
            .inherent_attr(op, "sym_visibility")
            .and_then(|a| string_of(ctx, a))
        {
            p.write(" ");
            p.string(v.as_bytes());
        }
        if ctx.inherent_attr(op, "constant").is_some() {
            p.write(" constant");
        }
        p.write(" ");
        let name = ctx
            .inherent_attr(op, "sym_name")
            .and_then(|a| string_of(ctx, a))
            .unwrap_or_default();
        p.symbol_name(&name);
        p.write(" : ");
        let ty = ctx
            .inherent_attr(op, "type")
            .and_then(|a| match ctx.attr_kind(a) {
                AttrKind::Type(t) => Some(*t),
                _ => None,
            });
        if let Some(t) = ty {
            p.ty(t);
        }
        if let Some(init) = ctx.inherent_attr(op, "initial_value") {
            p.write(" = ");
            if matches!(ctx.attr_kind(init), AttrKind::Unit) {
                p.write("uninitialized");
            } else {
                // Printed without its type, as `printAttributeWithoutType`.
                let s = ir::text::attr_to_string(ctx, init);
                let elem_ty = match ctx.attr_kind(init) {
                    AttrKind::DenseElements { ty, .. }
                    | AttrKind::DenseStrings { ty, .. }
                    | AttrKind::DenseResource { ty, .. } => Some(*ty),
                    _ => None,
                };
                match elem_ty {
                    Some(t) => {
                        let suffix = format!(" : {}", ir::text::type_to_string(ctx, t));
                        p.write(s.strip_suffix(&suffix).unwrap_or(&s));
                    }
                    None => p.attr(init),
                }
            }
        }
        p.attr_dict(&all_attrs(ctx, op), &GLOBAL_ELIDED);
    }
}

// ----- verifiers -----

/// The memref type of `v`'s type, if ranked: (shape, layout).
fn memref_shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}

/// Number of symbols of an affine-map layout.
fn layout_symbols(ctx: &Context, t: Type) -> usize {
    let TypeKind::MemRef {
        layout: Some(l), ..
    } = ctx.type_kind(t)
    else {
        return 0;
    };
    match ctx.attr_kind(*l) {
        AttrKind::AffineMap(m) => m.symbols as usize,
        _ => 0,
    }
}

/// alloc / alloca: one size per dynamic dimension, one symbol per symbol
/// of the layout map.
fn verify_alloc_like(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let d = ctx.op(op);
    let Some(r) = d.results().iter().next() else {
        return Ok(());
    };
    let t = ctx.value_type(r);
    let Some(shape) = memref_shape(ctx, t) else {
        return Ok(());
    };
    let gs = groups(ctx, op, 2);
    let ndyn = shape.iter().filter(|&&x| x == DYNAMIC).count();
    if gs[0].len() != ndyn {
        return Err(format!(
            "incorrect number of dynamic sizes, has {}, expected {ndyn}",
            gs[0].len()
        )
        .into());
    }
    let nsym = layout_symbols(ctx, t);
    if gs[1].len() != nsym {
        return Err(format!(
            "symbol operand count does not equal memref symbol count: expected {nsym}, got {}",
            gs[1].len()
        )
        .into());
    }
    Ok(())
}

/// The rank of the memref operand `i` of `op`, if ranked.
fn rank_of(ctx: &Context, op: Op, i: usize) -> Option<usize> {
    let v = ctx.op(op).operands().nth(i)?;
    memref_shape(ctx, ctx.value_type(v)).map(|s| s.len())
}

/// load: one index per dimension.
fn verify_load(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let Some(rank) = rank_of(ctx, op, 0) else {
        return Ok(());
    };
    let n = ctx.op(op).operands().count() - 1;
    if n != rank {
        return Err(
            format!("incorrect number of indices for load, expected {rank} but got {n}").into(),
        );
    }
    Ok(())
}

/// store: one index per dimension.
fn verify_store(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let Some(rank) = rank_of(ctx, op, 1) else {
        return Ok(());
    };
    let n = ctx.op(op).operands().count().saturating_sub(2);
    if n != rank {
        return Err("store index operand count not equal to memref rank".into());
    }
    Ok(())
}

/// dim: the source has rank > 0 (MLIR's `AnyNon0RankedOrUnrankedMemRef`).
fn verify_dim(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let Some(v) = ctx.op(op).operands().next() else {
        return Ok(());
    };
    let t = ctx.value_type(v);
    if memref_shape(ctx, t).is_some_and(|s| s.is_empty()) {
        return Err(format!(
            "operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got {}",
            q(ctx, t)
        ).into());
    }
    Ok(())
}

/// memref.cast: same element type, compatible shapes.
fn verify_memref_cast(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let d = ctx.op(op);
    let (Some(a), Some(b)) = (d.operands().next(), d.results().iter().next()) else {
        return Ok(());
    };
    let (ta, tb) = (ctx.value_type(a), ctx.value_type(b));
    let (ka, kb) = (ctx.type_kind(ta), ctx.type_kind(tb));
    let ok = match (ka, kb) {
        (
            TypeKind::MemRef {
                shape: sa,
                elem: ea,
                space: pa,
                ..
            },
            TypeKind::MemRef {
                shape: sb,
                elem: eb,
                space: pb,
                ..
            },
        ) => ea == eb && pa == pb && shapes_compatible(sa, sb),
        _ => ka.element_type() == kb.element_type(),
    };
    if !ok {
        return Err(format!(
            "operand type {} and result type {} are cast incompatible",
            q(ctx, ta),
            q(ctx, tb)
        )
        .into());
    }
    Ok(())
}

// ----- subview -----

/// MLIR's `SaturatedInteger` sum: dynamic if either side is.
fn sat_add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_add(b)
    }
}

/// MLIR's `SaturatedInteger` product: a static zero wins over dynamic.
fn sat_mul(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        0
    } else if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_mul(b)
    }
}

/// The strides and offset of a memref of `shape` with `layout` (MLIR's
/// `getStridesAndOffset`): an identity layout has the row-major strides,
/// dynamic from the first dynamic or zero size outwards; a `strided<>`
/// layout says them; a one-result linear affine map implies them. `None`
/// for layouts that are not strided.
fn strides_and_offset(
    ctx: &Context,
    shape: &[i64],
    layout: Option<Attribute>,
) -> Option<(Vec<i64>, i64)> {
    let map = match layout.map(|l| ctx.attr_kind(l)) {
        None => None,
        Some(AttrKind::Strided { strides, offset }) => return Some((strides.to_vec(), *offset)),
        Some(AttrKind::AffineMap(m)) => Some(m),
        Some(_) => return None,
    };
    let identity = map.is_none_or(|m| {
        m.symbols == 0
            && m.dims as usize == m.results.len()
            && m.results
                .iter()
                .enumerate()
                .all(|(i, e)| *e == ir::affine::AffineExpr::Dim(i as u32))
    });
    if identity {
        let mut strides = vec![0; shape.len()];
        let (mut running, mut poisoned) = (1i64, false);
        for (i, &size) in shape.iter().enumerate().rev() {
            strides[i] = if poisoned { DYNAMIC } else { running };
            if size > 0 {
                running = running.wrapping_mul(size);
            } else {
                poisoned = true;
            }
        }
        return Some((strides, 0));
    }
    let m = map?;
    if m.results.len() != 1 || m.dims as usize != shape.len() {
        return None;
    }
    let mut strides = vec![0; shape.len()];
    let mut offset = 0;
    linear_terms(&m.results[0], 1, &mut strides, &mut offset).then_some((strides, offset))
}

/// Adds `factor ×` the terms of linear expression `e` to the per-dimension
/// `strides` and the `offset` (symbols make them dynamic); false for
/// `mod`, `floordiv` and `ceildiv`.
fn linear_terms(
    e: &ir::affine::AffineExpr,
    factor: i64,
    strides: &mut [i64],
    offset: &mut i64,
) -> bool {
    use ir::affine::{AffineExpr as E, AffineOp};
    match e {
        E::Dim(i) => match strides.get_mut(*i as usize) {
            Some(s) => {
                *s = sat_add(*s, factor);
                true
            }
            None => false,
        },
        E::Symbol(_) => {
            *offset = sat_add(*offset, sat_mul(factor, DYNAMIC));
            true
        }
        E::Const(c) => {
            *offset = sat_add(*offset, sat_mul(factor, *c));
            true
        }
        E::Bin(AffineOp::Add, l, r) => {
            linear_terms(l, factor, strides, offset) && linear_terms(r, factor, strides, offset)
        }
        E::Bin(AffineOp::Mul, l, r) => {
            let scale = match (&**l, &**r) {
                (_, E::Const(c)) | (E::Const(c), _) => *c,
                _ => DYNAMIC,
            };
            let inner = if matches!(&**r, E::Const(_) | E::Symbol(_)) {
                l
            } else {
                r
            };
            linear_terms(inner, sat_mul(factor, scale), strides, offset)
        }
        E::Bin(..) => false,
    }
}

/// memref.subview: MLIR's `SubViewOp::verify`. The result must be the
/// slice's inferred strided type or a rank-reduced version of it whose
/// layout keeps the strides of the dimensions it keeps.
fn verify_subview(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let d = ctx.op(op);
    let (Some(s), Some(src), Some(res)) = (
        crate::util::slice::Slice::of(ctx, op, 0),
        d.operands().next(),
        d.results().iter().next(),
    ) else {
        return Ok(());
    };
    s.check_counts()?;
    let (src_t, res_t) = (ctx.value_type(src), ctx.value_type(res));
    let (
        TypeKind::MemRef {
            layout: src_layout,
            space: src_space,
            ..
        },
        TypeKind::MemRef {
            shape: got_shape,
            elem: got_elem,
            layout: got_layout,
            space: got_space,
        },
    ) = (ctx.type_kind(src_t), ctx.type_kind(res_t))
    else {
        return Ok(());
    };
    if src_space != got_space {
        return Err(VerifyError::plain(format!(
            "different memory spaces specified for base memref type {} and subview memref type {}",
            q(ctx, src_t),
            q(ctx, res_t)
        )));
    }
    let Some((src_strides, src_offset)) = strides_and_offset(ctx, &s.shape, *src_layout) else {
        return Err(VerifyError::plain(format!(
            "base type {} is not strided",
            q(ctx, src_t)
        )));
    };
    // The inferred type: offset and strides scaled by the slice's.
    let offset = s
        .offsets()
        .iter()
        .zip(&src_strides)
        .fold(src_offset, |acc, (&o, &st)| sat_add(acc, sat_mul(o, st)));
    let strides: Vec<i64> = src_strides
        .iter()
        .zip(s.strides())
        .map(|(&a, &b)| sat_mul(a, b))
        .collect();
    let sizes = s.sizes();
    let expected =
        ir::text::strided_memref_to_string(ctx, sizes, s.elem, &strides, offset, *src_space);
    let got = q(ctx, res_t);
    let layout_mismatch = || {
        VerifyError::plain(format!(
            "expected result type to be '{expected}' or a rank-reduced version. (mismatch of result layout), but got {got}"
        ))
    };
    if got_shape.len() > sizes.len() {
        return Err(VerifyError::plain(format!(
            "expected result rank to be smaller or equal to the source rank, but got {got}"
        )));
    }
    if !crate::util::slice::rank_reduces(sizes, got_shape) {
        return Err(VerifyError::plain(format!(
            "expected result type to be '{expected}' or a rank-reduced version. (mismatch of result sizes), but got {got}"
        )));
    }
    if *got_elem != s.elem {
        return Err(VerifyError::plain(format!(
            "expected result element type to be {}, but got {got}",
            q(ctx, s.elem)
        )));
    }
    let Some((got_strides, got_offset)) = strides_and_offset(ctx, got_shape, *got_layout) else {
        return Err(layout_mismatch());
    };
    if got_offset != offset {
        return Err(layout_mismatch());
    }
    let Some(dropped) = dropped_dims(sizes, &strides, got_shape.len(), &got_strides) else {
        return Err(layout_mismatch());
    };
    let kept = strides
        .iter()
        .zip(&dropped)
        .filter(|(_, &drop)| !drop)
        .map(|(&st, _)| st);
    if !kept.eq(got_strides.iter().copied()) {
        return Err(layout_mismatch());
    }
    s.check_bounds()
}

/// Which dimensions of the slice a rank-reduced result drops (MLIR's
/// `computeMemRefRankReductionMask`): static unit sizes, except that a
/// unit dimension whose stride the result still has as often as the
/// slice does is kept.
fn dropped_dims(
    sizes: &[i64],
    strides: &[i64],
    reduced_rank: usize,
    reduced_strides: &[i64],
) -> Option<Vec<bool>> {
    let mut dropped: Vec<bool> = if reduced_rank == sizes.len() {
        return Some(vec![false; sizes.len()]);
    } else {
        sizes.iter().map(|&x| x == 1).collect()
    };
    let adds_up =
        |dropped: &[bool]| dropped.iter().filter(|&&b| b).count() + reduced_rank == sizes.len();
    if adds_up(&dropped) {
        return Some(dropped);
    }
    let occurrences = |v: &[i64]| {
        let mut m = std::collections::BTreeMap::<i64, usize>::new();
        for &x in v {
            *m.entry(x).or_default() += 1;
        }
        m
    };
    let mut unaccounted = occurrences(strides);
    let candidate = occurrences(reduced_strides);
    for (dim, drop) in dropped.iter_mut().enumerate() {
        if !*drop {
            continue;
        }
        let st = strides[dim];
        let have = unaccounted.get(&st).copied().unwrap_or(0);
        let want = candidate.get(&st).copied().unwrap_or(0);
        match have.cmp(&want) {
            std::cmp::Ordering::Greater => *unaccounted.get_mut(&st)? -= 1,
            std::cmp::Ordering::Equal => *drop = false,
            std::cmp::Ordering::Less => return None,
        }
    }
    adds_up(&dropped).then_some(dropped)
}
