//! `spyreop`: Spyre's scalar intrinsics on f16 and f32 (and tensors of
//! them, elementwise, as the math kernels lift). The integer ops wrap as
//! 32- and 64-bit hardware adders do. The functions are the mathematical
//! ones the op summaries state, computed in f64 and rounded to the type:
//! the device's own approximations are not published. `!spyreop.df16` is
//! not interpreted (a located error).

use crate::kernels::elementwise::erf;
use crate::scalar::*;
use crate::Registry;
use ::dialects::spyreop::ops::*;
use ir::{AttrKind, TypedOp};

/// Registers the `spyreop` kernels.
pub fn register(r: &mut Registry) {
    r.simple(Addi32toi32Op::NAME, |cx, a| {
        int_binary(cx, a, |_, x, y| Ok(x.wrapping_add(y)))
    });
    r.simple(Addi64toi64Op::NAME, |cx, a| {
        int_binary(cx, a, |_, x, y| Ok(x.wrapping_add(y)))
    });
    r.simple(Muli32toi32Op::NAME, |cx, a| {
        int_binary(cx, a, |_, x, y| Ok(x.wrapping_mul(y)))
    });
    r.simple(Idx32toaddrOp::NAME, |cx, a| {
        let int = |name: &str| match cx
            .ctx
            .inherent_attr(cx.op, name)
            .map(|a| cx.ctx.attr_kind(a))
        {
            Some(AttrKind::Integer { value, .. }) => value.as_i64().unwrap_or(0),
            _ => 0,
        };
        // The base is a 32-bit pattern: an address, unsigned.
        let (base, stride) = (int("base_address") as u32 as i64, int("stride"));
        lift(cx, &a, move |v, s| {
            let (_, i) = int_of(arg(v, 0)?)?;
            Ok(mk_int(s, base.wrapping_add(stride.wrapping_mul(i))))
        })
    });
    r.simple(ExpOp::NAME, |cx, a| float_unary(cx, a, f64::exp));
    r.simple(GeluOp::NAME, |cx, a| {
        float_unary(cx, a, |x| {
            0.5 * x * (1.0 + erf(x / std::f64::consts::SQRT_2))
        })
    });
    // The scale LayerNorm multiplies by: 1 / sqrt(variance + eps), the
    // operand being the variance plus epsilon.
    r.simple(LayernormscaleOp::NAME, |cx, a| {
        float_unary(cx, a, |x| 1.0 / x.sqrt())
    });
    r.simple(RealdivOp::NAME, |cx, a| float_binary(cx, a, |x, y| x / y));
    r.simple(ReciprocalOp::NAME, |cx, a| float_unary(cx, a, |x| 1.0 / x));
    r.simple(SigmoidOp::NAME, |cx, a| {
        float_unary(cx, a, |x| 1.0 / (1.0 + (-x).exp()))
    });
    r.simple(SiluOp::NAME, |cx, a| {
        float_unary(cx, a, |x| x / (1.0 + (-x).exp()))
    });
    r.simple(SqrtOp::NAME, |cx, a| float_unary(cx, a, f64::sqrt));
    r.simple(SoftplusOp::NAME, |cx, a| {
        let f = |name: &str| match cx
            .ctx
            .inherent_attr(cx.op, name)
            .map(|a| cx.ctx.attr_kind(a))
        {
            Some(AttrKind::Float { bits, .. }) => f32::from_bits(bits.get() as u32) as f64,
            _ => 0.0,
        };
        let (beta, threshold) = (f("beta"), f("threshold"));
        // PyTorch's softplus: linear where beta * x exceeds the threshold.
        lift(cx, &a, move |v, s| {
            let x = float_of(arg(v, 0)?)?;
            let y = if beta * x > threshold {
                x
            } else {
                (beta * x).exp().ln_1p() / beta
            };
            Ok(mk_float(s, y))
        })
    });
}
