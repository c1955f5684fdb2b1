//! A `stablehlo.pad` with negative edge padding (a crop, as torch-mlir
//! writes a shift or `F.pad` with negative amounts) becomes a slice of the
//! kept elements, then a pad by the non-negative amounts: the kernel
//! emitters pad only outwards. A dimension with interior padding as well
//! keeps its form (the crop would cut between interior gaps).

use super::super::hlo_emit::Emit;
use ir::{Context, Op, Value};

fn ints(ctx: &Context, op: Op, name: &str) -> Option<Vec<i64>> {
    ctx.inherent_attr(op, name)
        .and_then(|a| ir::dense_array::to_i64s(ctx, a))
}

/// The pad's (low, high, interior), if it crops only where it has no
/// interior padding.
fn crop(ctx: &Context, op: Op) -> Option<(Vec<i64>, Vec<i64>, Vec<i64>)> {
    if ctx.op_name(op) != "stablehlo.pad" {
        return None;
    }
    let lo = ints(ctx, op, "edge_padding_low")?;
    let hi = ints(ctx, op, "edge_padding_high")?;
    let int = ints(ctx, op, "interior_padding")?;
    let negative = lo.iter().chain(&hi).any(|&p| p < 0);
    let plain = lo
        .iter()
        .zip(&hi)
        .zip(&int)
        .all(|((&l, &h), &i)| (l >= 0 && h >= 0) || i == 0);
    (negative && plain).then_some((lo, hi, int))
}

pub(super) fn wanted(ctx: &Context, op: Op) -> bool {
    crop(ctx, op).is_some()
}

pub(super) fn rewrite(e: &mut Emit<'_>, op: Op) -> Option<Value> {
    let (lo, hi, int) = crop(e.ctx, op)?;
    let operands: Vec<Value> = e.ctx.op(op).operands().collect();
    let (&x, &pv) = (operands.first()?, operands.get(1)?);
    let s = e.shape(x);
    let mut v = x;
    for d in 0..s.len() {
        let (start, end) = ((-lo[d]).max(0), s[d] - (-hi[d]).max(0));
        if start > 0 || end < s[d] {
            v = e.slice_dim(v, d, start, end.max(start), 1);
        }
    }
    let lo: Vec<i64> = lo.iter().map(|&p| p.max(0)).collect();
    let hi: Vec<i64> = hi.iter().map(|&p| p.max(0)).collect();
    if lo.iter().chain(&hi).chain(&int).all(|&p| p == 0) {
        return Some(v);
    }
    Some(e.pad(v, pv, &lo, &hi, &int))
}
