//! Data movement on a program's blocks: `broadcast_in_dim` as
//! `tt.trans`, `tt.reshape` and `tt.broadcast`; `reshape` as `tt.reshape`
//! (to a scalar, a one-element `tt.reduce`); `transpose` as `tt.trans`;
//! and the splats, reshapes and transposes every other family builds
//! with.

use super::kernel::Kernel;
use crate::convert::build::{elem_of, int_attr, is_float, tensor_ty};
use dialects::arith::ops as arith;
use dialects::stablehlo::ops as hlo;
use dialects::tt::ops as tt;
use ir::{Op, TypedOp, Value};

/// The element type and shape of a built value.
fn elem_shape(kn: &Kernel, x: Value) -> (ir::Type, Vec<i64>) {
    let ctx = kn.ctx();
    let t = ctx.value_type(x);
    let s = ctx
        .type_kind(t)
        .shape()
        .map(<[i64]>::to_vec)
        .unwrap_or_default();
    (elem_of(ctx, t), s)
}

/// Scalar `x` as a tensor of `shape` (itself when the shape is empty).
pub(super) fn splat(kn: &mut Kernel, x: Value, shape: &[i64]) -> Value {
    if shape.is_empty() {
        return x;
    }
    let (elem, _) = elem_shape(kn, x);
    let ty = tensor_ty(kn.b.ctx, shape, elem);
    kn.b.value(|ctx, loc| tt::SplatOp::build(ctx, x, ty, loc))
}

/// `x` of shape `from` reshaped to `to` (the same elements), scalars
/// included.
pub(super) fn reshape(kn: &mut Kernel, x: Value, from: &[i64], to: &[i64]) -> Value {
    if from == to {
        return x;
    }
    if from.is_empty() {
        return splat(kn, x, to);
    }
    let (elem, _) = elem_shape(kn, x);
    if to.is_empty() {
        return to_scalar(kn, x, from, elem);
    }
    let ty = tensor_ty(kn.b.ctx, to, elem);
    kn.b.value(|ctx, loc| tt::ReshapeOp::build(ctx, x, ty, false, false, loc))
}

/// One element of shape `from` as a scalar: a `tt.reduce` of its one
/// element (the combiner, an add, never runs).
fn to_scalar(kn: &mut Kernel, x: Value, from: &[i64], elem: ir::Type) -> Value {
    let flat = reshape(kn, x, from, &[1]);
    let i32t = kn.b.ctx.int(32);
    let axis = int_attr(kn.b.ctx, i32t, 0);
    let red =
        kn.b.add(|ctx, loc| tt::ReduceOp::build(ctx, &[flat], &[elem], axis, loc));
    let block = combiner_block(kn, red.0, &[elem, elem]);
    let [a, b] = [kn.ctx().block(block).args[0], kn.ctx().block(block).args[1]];
    let float = is_float(kn.ctx(), elem);
    kn.inside(block, |kn| {
        let c = if float {
            kn.b.value(|ctx, loc| arith::AddfOp::build(ctx, a, b, elem, None, loc))
        } else {
            kn.b.value(|ctx, loc| arith::AddiOp::build(ctx, a, b, elem, None, loc))
        };
        kn.b.add(|ctx, loc| tt::ReduceReturnOp::build(ctx, &[c], loc));
    });
    kn.b.ctx.result(red.0, 0)
}

/// The entry block of reduction `red`'s combiner, with arguments of
/// `types` at the builder's location.
pub(super) fn combiner_block(kn: &mut Kernel, red: Op, types: &[ir::Type]) -> ir::Block {
    let loc = kn.b.loc;
    let ctx = &mut *kn.b.ctx;
    let block = ctx.create_block();
    for &t in types {
        ctx.add_block_arg(block, t, Some(loc));
    }
    let region = ctx.op(red).regions[0];
    ctx.append_block(region, block);
    block
}

/// `x` of `shape` with its dimensions in `perm`'s order.
pub(super) fn transpose(kn: &mut Kernel, x: Value, shape: &[i64], perm: &[usize]) -> Value {
    if perm.iter().enumerate().all(|(i, &p)| i == p) {
        return x;
    }
    let (elem, _) = elem_shape(kn, x);
    let to: Vec<i64> = perm.iter().map(|&p| shape[p]).collect();
    let ty = tensor_ty(kn.b.ctx, &to, elem);
    let order: Vec<i64> = perm.iter().map(|&p| p as i64).collect();
    let order = ir::dense_array::from_i64s(kn.b.ctx, 32, &order);
    kn.b.value(|ctx, loc| tt::TransOp::build(ctx, x, ty, order, loc))
}

/// `x` of shape `s` broadcast into `to`, its dimension `i` at `dims[i]`:
/// its dimensions put in the target's order, size-1 dimensions added,
/// then stretched.
pub(super) fn broadcast(kn: &mut Kernel, x: Value, s: &[i64], dims: &[usize], to: &[i64]) -> Value {
    if s.is_empty() {
        return splat(kn, x, to);
    }
    let mut perm: Vec<usize> = (0..dims.len()).collect();
    perm.sort_by_key(|&i| dims[i]);
    let x = transpose(kn, x, s, &perm);
    let mut mid = vec![1i64; to.len()];
    for &i in &perm {
        mid[dims[i]] = s[i];
    }
    let sorted: Vec<i64> = perm.iter().map(|&i| s[i]).collect();
    let y = reshape(kn, x, &sorted, &mid);
    if mid == to {
        return y;
    }
    let (elem, _) = elem_shape(kn, y);
    let ty = tensor_ty(kn.b.ctx, to, elem);
    kn.b.value(|ctx, loc| tt::BroadcastOp::build(ctx, y, ty, loc))
}

/// The integers of a dense array attribute, as indices (none when it is
/// missing).
pub(super) fn indices(ctx: &ir::Context, a: Option<ir::Attribute>) -> Vec<usize> {
    a.and_then(|a| ir::dense_array::to_i64s(ctx, a))
        .unwrap_or_default()
        .into_iter()
        .map(|x| x as usize)
        .collect()
}

/// `stablehlo.broadcast_in_dim` of `x` (kernel value `operand`) to
/// `res`'s block.
pub(super) fn broadcast_in_dim(
    kn: &mut Kernel,
    op: Op,
    x: Value,
    operand: Value,
    res: Value,
) -> Value {
    let ctx = kn.ctx();
    let dims = indices(
        ctx,
        hlo::BroadcastInDimOp::cast(ctx, op).and_then(|b| b.broadcast_dimensions(ctx)),
    );
    let (s, to) = (kn.shape(operand), kn.shape(res));
    broadcast(kn, x, &s, &dims, &to)
}

/// `stablehlo.transpose` of `x` (kernel value `operand`).
pub(super) fn transpose_op(kn: &mut Kernel, op: Op, x: Value, operand: Value) -> Value {
    let ctx = kn.ctx();
    let perm = indices(
        ctx,
        hlo::TransposeOp::cast(ctx, op).and_then(|t| t.permutation(ctx)),
    );
    let s = kn.shape(operand);
    transpose(kn, x, &s, &perm)
}
