//! `chlo.top_k` as CHLO's own legalization writes it: a stable sort of
//! the values (larger first, NaN above everything, equal values in index
//! order) carrying their positions, then the first `k` of each.

use crate::convert::hlo_emit::{shape_of, Emit};
use ir::{AttrKind, Op, TypeKind, Value};

pub(super) fn rewrite(e: &mut Emit<'_>, op: Op) -> Option<Vec<Value>> {
    let k = match e.ctx.inherent_attr(op, "k").map(|a| e.ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => value.as_i64()?,
        _ => return None,
    };
    let x = e.ctx.op(op).operand(0);
    let it = e.ctx.value_type(e.ctx.result(op, 1));
    let (_, ie) = shape_of(e.ctx, it)?;
    let s = e.shape(x);
    let d = s.len().checked_sub(1)?;
    let xe = e.elem(x);
    let float = matches!(e.ctx.type_kind(xe), TypeKind::Float(_));
    let idx = e.iota(&s, ie, d);
    let cmp = e.region(&[xe, xe, ie, ie], move |em, a| {
        let gt = em.compare("GT", a[0], a[1]);
        if !float {
            return vec![gt];
        }
        // NaN sorts first (it is the largest).
        let an = em.compare("NE", a[0], a[0]);
        let bn = em.compare("NE", a[1], a[1]);
        let bt = em.unary("stablehlo.not", bn);
        let nan_first = em.binary("stablehlo.and", an, bt);
        vec![em.binary("stablehlo.or", gt, nan_first)]
    });
    let (vt, st) = (e.ctx.value_type(x), e.ctx.value_type(idx));
    let dim = e.int_attr(64, d as i64);
    let stable = e.ctx.attr(AttrKind::Bool(true));
    let sorted = e.op_with_regions(
        "stablehlo.sort",
        &[x, idx],
        &[vt, st],
        vec![("dimension", dim), ("is_stable", stable)],
        vec![cmp],
    );
    Some(vec![
        e.slice_dim(sorted[0], d, 0, k, 1),
        e.slice_dim(sorted[1], d, 0, k, 1),
    ])
}
