//! Constants and iotas: a StableHLO constant as `arith.constant` (a splat
//! at the program's block shape, any other up to [`MAX_INLINE_CONSTANT`]
//! elements as it is, a 0-d one as a scalar); an iota as `tt.make_range`,
//! converted to its element type and broadcast along its dimension.

use super::kernel::{missed, Kernel, Missed};
use super::movement::broadcast;
use crate::convert::build::{elem_bits, is_float, tensor_ty};
use dialects::arith::ops as arith;
use dialects::stablehlo::ops as hlo;
use ir::constant::{decode, elements_attr, scalar_attr, Const, Scalar};
use ir::{AttrKind, Attribute, Context, Op, Type, TypedOp, Value};

/// The most elements a constant written into a kernel may have; a larger
/// one keeps its kernel on the host.
pub(super) const MAX_INLINE_CONSTANT: i64 = 4096;

/// The value attribute of constant `op`.
fn value_of(ctx: &Context, op: Op) -> Option<Attribute> {
    hlo::ConstantOp::cast(ctx, op).and_then(|c| c.value(ctx))
}

/// The first (for a 0-d constant, the one) element of elements `a`.
fn first_element(ctx: &Context, a: Attribute) -> Option<Scalar> {
    match decode(ctx, a)? {
        Const::Elements { elems, .. } => elems.first().copied(),
        Const::Scalar(s) => Some(s),
    }
}

/// Whether elements `a` hold one value for every element (what prints as
/// `dense<v>`), so any block of them is the same attribute re-typed.
pub(super) fn is_splat(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::DenseElements { ty, data } => {
            data.splat || ir::constant::num_elements(ctx, *ty) == Some(0)
        }
        _ => false,
    }
}

/// Elements `a` as type `ty` (of the same elements, or a block of a
/// splat); other elements attributes as they are.
fn retyped(ctx: &mut Context, a: Attribute, ty: Type) -> Attribute {
    match ctx.attr_kind(a).clone() {
        AttrKind::DenseElements { data, .. } => ctx.attr(AttrKind::DenseElements { ty, data }),
        _ => a,
    }
}

/// `arith.constant` of `a` as type `ty`.
fn build(kn: &mut Kernel, ty: Type, a: Attribute) -> Value {
    kn.b.value(|ctx, loc| arith::ConstantOp::build(ctx, ty, a, loc))
}

/// Constant `op` as a program holds it: `shape` is its block (empty for
/// a scalar), `elem` its element type.
pub(super) fn constant(
    kn: &mut Kernel,
    op: Op,
    elem: Type,
    shape: &[i64],
) -> Result<Value, Missed> {
    let value = value_of(kn.ctx(), op).ok_or_else(|| missed(op, "a constant without a value"))?;
    if shape.is_empty() {
        let s = first_element(kn.ctx(), value)
            .ok_or_else(|| missed(op, "a constant that is not dense"))?;
        let a = scalar_attr(kn.b.ctx, elem, s);
        return Ok(build(kn, elem, a));
    }
    if !is_splat(kn.ctx(), value) && shape.iter().product::<i64>() > MAX_INLINE_CONSTANT {
        return Err(missed(op, "a large non-splat constant inside the kernel"));
    }
    let ty = tensor_ty(kn.b.ctx, shape, elem);
    let a = retyped(kn.b.ctx, value, ty);
    Ok(build(kn, ty, a))
}

/// Constant `op` of a reduction body (0-d) as a scalar of `elem`, or,
/// with `shape`, as a splat of that shape.
pub(super) fn body_constant(
    kn: &mut Kernel,
    op: Op,
    elem: Type,
    shape: &[i64],
) -> Result<Value, Missed> {
    let s = value_of(kn.ctx(), op)
        .and_then(|a| first_element(kn.ctx(), a))
        .ok_or_else(|| missed(op, "a constant without a value"))?;
    if shape.is_empty() {
        let a = scalar_attr(kn.b.ctx, elem, s);
        return Ok(build(kn, elem, a));
    }
    let ty = tensor_ty(kn.b.ctx, shape, elem);
    let a = elements_attr(kn.b.ctx, ty, &[s])
        .ok_or_else(|| missed(op, "a constant without a value"))?;
    Ok(build(kn, ty, a))
}

/// The dimension iota `op` counts along.
pub(super) fn iota_dimension(ctx: &Context, op: Op) -> Option<usize> {
    let a = hlo::IotaOp::cast(ctx, op)?.iota_dimension(ctx)?;
    let n = match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.as_i64(),
        _ => ir::dense_array::to_i64s(ctx, a).and_then(|v| v.first().copied()),
    };
    n.map(|n| n as usize)
}

/// `stablehlo.iota` as a program's block `rs` of element `elem`:
/// `0..n` along its dimension, the same in every other.
pub(super) fn iota(kn: &mut Kernel, op: Op, elem: Type, rs: &[i64]) -> Result<Value, Missed> {
    let dim = iota_dimension(kn.ctx(), op).unwrap_or(0);
    if rs.is_empty() || dim >= rs.len() {
        return Err(missed(op, "an iota without a dimension"));
    }
    let n = rs[dim];
    let mut x = kn.range(n);
    let i32t = kn.b.ctx.int(32);
    if elem != i32t {
        let ty = tensor_ty(kn.b.ctx, &[n], elem);
        let float = is_float(kn.ctx(), elem);
        let wide = elem_bits(kn.ctx(), elem) > 32;
        x = if float {
            kn.b.value(|ctx, loc| arith::SitofpOp::build(ctx, x, ty, loc))
        } else if wide {
            kn.b.value(|ctx, loc| arith::ExtsiOp::build(ctx, x, ty, loc))
        } else {
            kn.b.value(|ctx, loc| arith::TrunciOp::build(ctx, x, ty, None, loc))
        };
    }
    Ok(broadcast(kn, x, &[n], &[dim], rs))
}
