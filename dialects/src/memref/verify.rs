//! memref's verifiers (MemRefOps.cpp): allocation operands against the
//! type's dynamic sizes and layout symbols, loads and stores, `dim`, casts,
//! and `subview`'s result type against the strided layout it implies.

use crate::util::asm::*;
use crate::util::shaped::shapes_compatible;
use crate::util::slice::groups;
use ir::registry::VerifyError;
use ir::types::DYNAMIC;
use ir::{AttrKind, Attribute, Context, Op, Type, TypeKind};

/// The memref type of `v`'s type, if ranked: (shape, layout).
pub(super) fn memref_shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}

/// Number of symbols of an affine-map layout.
pub(super) fn layout_symbols(ctx: &Context, t: Type) -> usize {
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
pub(super) fn verify_alloc_like(ctx: &Context, op: Op) -> Result<(), VerifyError> {
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
pub(super) fn rank_of(ctx: &Context, op: Op, i: usize) -> Option<usize> {
    let v = ctx.op(op).operands().nth(i)?;
    memref_shape(ctx, ctx.value_type(v)).map(|s| s.len())
}

/// load: one index per dimension.
pub(super) fn verify_load(ctx: &Context, op: Op) -> Result<(), VerifyError> {
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
pub(super) fn verify_store(ctx: &Context, op: Op) -> Result<(), VerifyError> {
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
pub(super) fn verify_dim(ctx: &Context, op: Op) -> Result<(), VerifyError> {
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
pub(super) fn verify_memref_cast(ctx: &Context, op: Op) -> Result<(), VerifyError> {
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
pub(super) fn sat_add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_add(b)
    }
}

/// MLIR's `SaturatedInteger` product: a static zero wins over dynamic.
pub(super) fn sat_mul(a: i64, b: i64) -> i64 {
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
pub(super) fn strides_and_offset(
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
pub(super) fn linear_terms(
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
pub(super) fn verify_subview(ctx: &Context, op: Op) -> Result<(), VerifyError> {
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
pub(super) fn dropped_dims(
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
