//! StableHLO's elementwise ops on a program's blocks: those the shared
//! table (`convert::elementwise`) maps to one `arith`/`math` op, its
//! comparisons and conversions, and the few that take several ops here
//! (sign, an integer's absolute value, is_finite, not, logistic, a float
//! clamp, select).

use super::kernel::{missed, Kernel, Missed};
use crate::convert::build::is_float;
use crate::convert::elementwise::{self as table, Compare};
use dialects::arith::ops as arith;
use dialects::math::ops as math;
use dialects::stablehlo::ops as hlo;
use ir::{Op, Type, TypedOp, Value};

/// `i1` of `ty`'s shape: what a comparison of `ty` values gives.
fn bool_of(kn: &mut Kernel, ty: Type) -> Type {
    let i1 = kn.b.ctx.int(1);
    match kn.ctx().type_kind(ty).shape().map(<[i64]>::to_vec) {
        Some(s) => crate::convert::build::tensor_ty(kn.b.ctx, &s, i1),
        None => i1,
    }
}

/// The comparison `pred` (its `arith` predicate value) of floats or
/// integers.
fn predicate(float: bool, pred: &'static str, value: i64) -> Compare {
    Compare {
        op: if float {
            arith::CmpfOp::NAME
        } else {
            arith::CmpiOp::NAME
        },
        predicate: pred,
        value,
    }
}

/// `arith.constant` `v` of type `ty`, for `op`.
fn number(kn: &mut Kernel, op: Op, ty: Type, v: f64) -> Result<Value, Missed> {
    kn.b.number(ty, v).ok_or_else(|| {
        missed(
            op,
            format!(
                "'{}' on {} has no tile form here",
                kn.ctx().op_name(op),
                ir::text::type_to_string(kn.ctx(), ty)
            ),
        )
    })
}

/// Op `op` of the kernel on `args` (its operands as built, scalars splat
/// to the result's block) when it is an elementwise op of this family;
/// `None` when it is not.
pub(super) fn emit(
    kn: &mut Kernel,
    op: Op,
    args: &[Value],
    operands: &[Value],
    res: Value,
) -> Result<Option<Value>, Missed> {
    let ctx = kn.ctx();
    let float = is_float(ctx, ctx.value_type(res));
    let ty = kn.vty(op, res)?;
    let ctx = kn.ctx();
    if let Some(name) = table::binary(ctx, op, float) {
        return Ok(Some(table::build_binary(&mut kn.b, name, &args[..2], ty)));
    }
    let abs = hlo::AbsOp::cast(ctx, op).is_some();
    if let Some(name) = table::unary(ctx, op).filter(|_| float || !abs) {
        if !float {
            return Err(missed(op, format!("'{}' on integers", ctx.op_name(op))));
        }
        return Ok(Some(table::build(&mut kn.b, name, &args[..1], ty)));
    }
    let sign = hlo::SignOp::cast(ctx, op).is_some();
    if sign || (abs && !float) {
        return sign_or_abs(kn, op, args[0], ty, float, sign).map(Some);
    }
    if hlo::IsFiniteOp::cast(ctx, op).is_some() {
        kn.elem(op, operands[0])?;
        let xt = kn.vty(op, operands[0])?;
        let x = args[0];
        let a =
            kn.b.value(|ctx, loc| math::AbsfOp::build(ctx, x, xt, None, loc));
        let inf = number(kn, op, xt, f64::INFINITY)?;
        let c = predicate(true, "one", 6);
        return Ok(Some(table::build_compare(&mut kn.b, c, a, inf, ty)));
    }
    if hlo::NotOp::cast(ctx, op).is_some() && !float {
        // All ones: -1, or true for i1.
        let ones = number(kn, op, ty, -1.0)?;
        let x = args[0];
        return Ok(Some(
            kn.b.value(|ctx, loc| arith::XoriOp::build(ctx, x, ones, ty, loc)),
        ));
    }
    if hlo::LogisticOp::cast(ctx, op).is_some() {
        // 1 / (1 + exp(-x)).
        let x = args[0];
        let n =
            kn.b.value(|ctx, loc| arith::NegfOp::build(ctx, x, ty, None, loc));
        let e =
            kn.b.value(|ctx, loc| math::ExpOp::build(ctx, n, ty, None, loc));
        let one = number(kn, op, ty, 1.0)?;
        let s =
            kn.b.value(|ctx, loc| arith::AddfOp::build(ctx, one, e, ty, None, loc));
        return Ok(Some(kn.b.value(|ctx, loc| {
            arith::DivfOp::build(ctx, one, s, ty, None, loc)
        })));
    }
    if hlo::ClampOp::cast(ctx, op).is_some() && float {
        let (lo, x, hi) = (args[0], args[1], args[2]);
        let m =
            kn.b.value(|ctx, loc| arith::MaximumfOp::build(ctx, lo, x, ty, None, loc));
        return Ok(Some(kn.b.value(|ctx, loc| {
            arith::MinimumfOp::build(ctx, m, hi, ty, None, loc)
        })));
    }
    if hlo::SelectOp::cast(ctx, op).is_some() {
        let (c, t, f) = (args[0], args[1], args[2]);
        return Ok(Some(
            kn.b.value(|ctx, loc| arith::SelectOp::build(ctx, c, t, f, ty, loc)),
        ));
    }
    if hlo::CompareOp::cast(ctx, op).is_some() {
        kn.elem(op, operands[0])?;
        let lt = kn.ctx().value_type(args[0]);
        let bt = bool_of(kn, lt);
        return Ok(Some(table::build_compare_op(
            &mut kn.b, op, args[0], args[1], bt,
        )));
    }
    if hlo::ConvertOp::cast(ctx, op).is_some() {
        kn.elem(op, operands[0])?;
        return table::build_convert(&mut kn.b, args[0], ty)
            .map(Some)
            .map_err(|why| missed(op, why));
    }
    Ok(None)
}

/// `stablehlo.sign` (1 above 0, -1 below, `x` itself at ±0 and NaN) or an
/// integer's `stablehlo.abs` (`0 - x` below 0) of `x`.
fn sign_or_abs(
    kn: &mut Kernel,
    op: Op,
    x: Value,
    ty: Type,
    float: bool,
    sign: bool,
) -> Result<Value, Missed> {
    let zero = number(kn, op, ty, 0.0)?;
    let bt = bool_of(kn, ty);
    let (gt, lt) = if float {
        (predicate(true, "ogt", 2), predicate(true, "olt", 4))
    } else {
        (predicate(false, "sgt", 4), predicate(false, "slt", 2))
    };
    let above = table::build_compare(&mut kn.b, gt, x, zero, bt);
    let below = table::build_compare(&mut kn.b, lt, x, zero, bt);
    if sign {
        let one = number(kn, op, ty, 1.0)?;
        let minus = number(kn, op, ty, -1.0)?;
        let t =
            kn.b.value(|ctx, loc| arith::SelectOp::build(ctx, below, minus, x, ty, loc));
        Ok(kn
            .b
            .value(|ctx, loc| arith::SelectOp::build(ctx, above, one, t, ty, loc)))
    } else {
        let n =
            kn.b.value(|ctx, loc| arith::SubiOp::build(ctx, zero, x, ty, None, loc));
        Ok(kn
            .b
            .value(|ctx, loc| arith::SelectOp::build(ctx, below, n, x, ty, loc)))
    }
}
