//! A `stablehlo.pad` with negative edge padding (a crop, as torch-mlir
//! writes a shift or `F.pad` with negative amounts, and `lax.pad` with
//! negative edges beside interior padding) becomes a pad by the
//! non-negative amounts (interior included), then a slice dropping what
//! the negative edges cut: the kernel emitters pad only outwards.

use super::super::hlo_emit::Emit;
use ir::{Context, Op, Value};

fn ints(ctx: &Context, op: Op, name: &str) -> Option<Vec<i64>> {
    ctx.inherent_attr(op, name)
        .and_then(|a| ir::dense_array::to_i64s(ctx, a))
}

/// The pad's (low, high, interior), if it has a negative edge.
fn crop(ctx: &Context, op: Op) -> Option<(Vec<i64>, Vec<i64>, Vec<i64>)> {
    if ctx.op_name(op) != "stablehlo.pad" {
        return None;
    }
    let lo = ints(ctx, op, "edge_padding_low")?;
    let hi = ints(ctx, op, "edge_padding_high")?;
    let int = ints(ctx, op, "interior_padding")?;
    lo.iter()
        .chain(&hi)
        .any(|&p| p < 0)
        .then_some((lo, hi, int))
}

pub(super) fn wanted(ctx: &Context, op: Op) -> bool {
    crop(ctx, op).is_some()
}

pub(super) fn rewrite(e: &mut Emit<'_>, op: Op) -> Option<Value> {
    let (lo, hi, int) = crop(e.ctx, op)?;
    let operands: Vec<Value> = e.ctx.op(op).operands().collect();
    let (&x, &pv) = (operands.first()?, operands.get(1)?);
    let plo: Vec<i64> = lo.iter().map(|&p| p.max(0)).collect();
    let phi: Vec<i64> = hi.iter().map(|&p| p.max(0)).collect();
    let mut v = if plo.iter().chain(&phi).chain(&int).all(|&p| p == 0) {
        x
    } else {
        e.pad(x, pv, &plo, &phi, &int)
    };
    let s = e.shape(v);
    for d in 0..s.len() {
        let (start, end) = ((-lo[d]).max(0), s[d] - (-hi[d]).max(0));
        if start > 0 || end < s[d] {
            v = e.slice_dim(v, d, start, end.max(start), 1);
        }
    }
    Some(v)
}
