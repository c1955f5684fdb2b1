//! `math`: elementwise math functions on scalars and tensors.

use crate::bail;
use crate::scalar::*;
use crate::Registry;
use ::dialects::math::ops::*;
use ir::TypedOp;

/// Registers the `math` kernels.
pub fn register(r: &mut Registry) {
    r.simple(ExpOp::NAME, |cx, a| float_unary(cx, a, f64::exp));
    r.simple(Exp2Op::NAME, |cx, a| float_unary(cx, a, f64::exp2));
    r.simple(Expm1Op::NAME, |cx, a| float_unary(cx, a, f64::exp_m1));
    r.simple(LogOp::NAME, |cx, a| float_unary(cx, a, f64::ln));
    r.simple(Log2Op::NAME, |cx, a| float_unary(cx, a, f64::log2));
    r.simple(Log10Op::NAME, |cx, a| float_unary(cx, a, f64::log10));
    r.simple(Log1pOp::NAME, |cx, a| float_unary(cx, a, f64::ln_1p));
    r.simple(SqrtOp::NAME, |cx, a| float_unary(cx, a, f64::sqrt));
    r.simple(RsqrtOp::NAME, |cx, a| {
        float_unary(cx, a, |x| 1.0 / x.sqrt())
    });
    r.simple(CbrtOp::NAME, |cx, a| float_unary(cx, a, f64::cbrt));
    r.simple(TanhOp::NAME, |cx, a| float_unary(cx, a, f64::tanh));
    r.simple(SinOp::NAME, |cx, a| float_unary(cx, a, f64::sin));
    r.simple(CosOp::NAME, |cx, a| float_unary(cx, a, f64::cos));
    r.simple(TanOp::NAME, |cx, a| float_unary(cx, a, f64::tan));
    r.simple(AtanOp::NAME, |cx, a| float_unary(cx, a, f64::atan));
    r.simple(ErfOp::NAME, |cx, a| {
        float_unary(cx, a, crate::kernels::elementwise::erf)
    });
    r.simple(ErfcOp::NAME, |cx, a| {
        float_unary(cx, a, |x| 1.0 - crate::kernels::elementwise::erf(x))
    });
    r.simple(AbsfOp::NAME, |cx, a| float_unary(cx, a, f64::abs));
    r.simple(CeilOp::NAME, |cx, a| float_unary(cx, a, f64::ceil));
    r.simple(FloorOp::NAME, |cx, a| float_unary(cx, a, f64::floor));
    r.simple(TruncOp::NAME, |cx, a| float_unary(cx, a, f64::trunc));
    r.simple(RoundOp::NAME, |cx, a| float_unary(cx, a, f64::round));
    r.simple(RoundevenOp::NAME, |cx, a| {
        float_unary(cx, a, f64::round_ties_even)
    });
    r.simple(PowfOp::NAME, |cx, a| float_binary(cx, a, f64::powf));
    r.simple(Atan2Op::NAME, |cx, a| float_binary(cx, a, f64::atan2));
    r.simple(CopysignOp::NAME, |cx, a| float_binary(cx, a, f64::copysign));
    r.simple(FmaOp::NAME, |cx, a| {
        lift(cx, &a, |v, s| {
            Ok(mk_float(
                s,
                float_of(arg(v, 0)?)?.mul_add(float_of(arg(v, 1)?)?, float_of(arg(v, 2)?)?),
            ))
        })
    });
    r.simple(AbsiOp::NAME, |cx, a| {
        lift(cx, &a, |v, s| {
            Ok(mk_int(s, int_of(arg(v, 0)?)?.1.wrapping_abs()))
        })
    });
    r.simple(IsnanOp::NAME, |cx, a| {
        lift(cx, &a, |v, s| {
            Ok(mk_int(s, float_of(arg(v, 0)?)?.is_nan() as i64))
        })
    });
    r.simple(IsinfOp::NAME, |cx, a| {
        lift(cx, &a, |v, s| {
            Ok(mk_int(s, float_of(arg(v, 0)?)?.is_infinite() as i64))
        })
    });
    r.simple(IsfiniteOp::NAME, |cx, a| {
        lift(cx, &a, |v, s| {
            Ok(mk_int(s, float_of(arg(v, 0)?)?.is_finite() as i64))
        })
    });
    r.simple(IpowiOp::NAME, |cx, a| {
        int_binary(cx, a, |_, x, y| {
            if y < 0 {
                bail!("negative exponent {y}");
            }
            Ok(x.wrapping_pow(y.min(u32::MAX as i64) as u32))
        })
    });
    r.simple(FpowiOp::NAME, |cx, a| {
        lift(cx, &a, |v, s| {
            Ok(mk_float(
                s,
                float_of(arg(v, 0)?)?.powf(int_of(arg(v, 1)?)?.1 as f64),
            ))
        })
    });
    r.simple(CtpopOp::NAME, |cx, a| {
        lift(cx, &a, |v, s| {
            let (w, x) = int_of(arg(v, 0)?)?;
            Ok(mk_int(s, zext(x, w).count_ones() as i64))
        })
    });
    r.simple(CtlzOp::NAME, |cx, a| {
        lift(cx, &a, |v, s| {
            let (w, x) = int_of(arg(v, 0)?)?;
            Ok(mk_int(
                s,
                (zext(x, w).leading_zeros() as i64) - (64 - w as i64),
            ))
        })
    });
    r.simple(CttzOp::NAME, |cx, a| {
        lift(cx, &a, |v, s| {
            let (w, x) = int_of(arg(v, 0)?)?;
            Ok(mk_int(
                s,
                (zext(x, w).trailing_zeros() as i64).min(w as i64),
            ))
        })
    });
}
