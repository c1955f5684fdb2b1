//! `stablehlo.dot_general` as one `tt.dot`: each side transposed to
//! (batch, free, contracting) order and reshaped to one batch, row and
//! column dimension; an f32 accumulator (f64 for f64); the product converted to the
//! result's element type and reshaped to its block.

use super::kernel::{missed, Kernel, Missed};
use super::movement::{reshape, transpose};
use crate::convert::build::{elem_bits, is_float, tensor_ty};
use dialects::arith::ops as arith;
use dialects::stablehlo::attrs::DotDims;
use dialects::stablehlo::ops as hlo;
use dialects::tt::ops as tt;
use ir::{Op, TypedOp, Value};

/// The dimension numbers of dot `op`: lhs batch, lhs contracting, rhs
/// batch, rhs contracting.
fn dims(kn: &Kernel, op: Op) -> Option<[Vec<usize>; 4]> {
    let ctx = kn.ctx();
    let a = hlo::DotGeneralOp::cast(ctx, op)?.dot_dimension_numbers(ctx)?;
    let d = DotDims::of(ctx, a)?;
    let u = |v: &[i64]| v.iter().map(|&x| x as usize).collect();
    Some([
        u(&d.lhs_batch),
        u(&d.lhs_contract),
        u(&d.rhs_batch),
        u(&d.rhs_contract),
    ])
}

/// The dimensions of a side of `rank` that are neither batch nor
/// contracted, in order.
fn free(rank: usize, batch: &[usize], contract: &[usize]) -> Vec<usize> {
    (0..rank)
        .filter(|i| !batch.contains(i) && !contract.contains(i))
        .collect()
}

/// `dot_general` `op` of `args` (kernel values `operands`) as this
/// program's block of `res`.
pub(super) fn dot_general(
    kn: &mut Kernel,
    op: Op,
    args: &[Value],
    operands: &[Value],
    res: Value,
) -> Result<Value, Missed> {
    let [lb, lc, rb, rc] =
        dims(kn, op).ok_or_else(|| missed(op, "a dot without dimension numbers"))?;
    let (le, re, oe) = (
        kn.elem(op, operands[0])?,
        kn.elem(op, operands[1])?,
        kn.elem(op, res)?,
    );
    let ctx = kn.ctx();
    if !(is_float(ctx, le) && is_float(ctx, re) && is_float(ctx, oe)) || le != re {
        return Err(missed(op, "a dot that is not on floats of one type"));
    }
    let (ls, rs) = (kn.shape(operands[0]), kn.shape(operands[1]));
    let (lf, rf) = (free(ls.len(), &lb, &lc), free(rs.len(), &rb, &rc));
    let prod = |s: &[i64], ix: &[usize]| ix.iter().map(|&i| s[i]).product::<i64>();
    let (b, m, k, n) = (
        prod(&ls, &lb),
        prod(&ls, &lf),
        prod(&ls, &lc),
        prod(&rs, &rf),
    );
    let lperm: Vec<usize> = lb.iter().chain(&lf).chain(&lc).copied().collect();
    let rperm: Vec<usize> = rb.iter().chain(&rc).chain(&rf).copied().collect();
    let a = transpose(kn, args[0], &ls, &lperm);
    let bb = transpose(kn, args[1], &rs, &rperm);
    let lt: Vec<i64> = lperm.iter().map(|&i| ls[i]).collect();
    let rt: Vec<i64> = rperm.iter().map(|&i| rs[i]).collect();
    let (ash, bsh, csh) = if lb.is_empty() {
        (vec![m, k], vec![k, n], vec![m, n])
    } else {
        (vec![b, m, k], vec![b, k, n], vec![b, m, n])
    };
    let a = reshape(kn, a, &lt, &ash);
    let bb = reshape(kn, bb, &rt, &bsh);
    // f32 accumulates every narrower float (as PyTorch's CPU kernels do);
    // f64 accumulates in f64.
    let f32t = kn.b.ctx.float_type(ir::float::FloatKind::F32);
    let acc_e = if elem_bits(kn.ctx(), le) > 32 {
        le
    } else {
        f32t
    };
    let acc_ty = tensor_ty(kn.b.ctx, &csh, acc_e);
    let acc =
        kn.b.number(acc_ty, 0.0)
            .ok_or_else(|| missed(op, "a dot without an accumulator"))?;
    let mut c =
        kn.b.value(|ctx, loc| tt::DotOp::build(ctx, a, bb, acc, acc_ty, None, None, loc));
    if oe != acc_e {
        let ty = tensor_ty(kn.b.ctx, &csh, oe);
        c = if elem_bits(kn.ctx(), oe) > elem_bits(kn.ctx(), acc_e) {
            kn.b.value(|ctx, loc| arith::ExtfOp::build(ctx, c, ty, None, loc))
        } else {
            kn.b.value(|ctx, loc| arith::TruncfOp::build(ctx, c, ty, None, None, loc))
        };
    }
    let out = kn.shape(res);
    Ok(reshape(kn, c, &csh, &out))
}
