//! The `math` dialect's folders, as mlir-opt 22 has them (MathOps.cpp):
//! the transcendental functions fold `f32` and `f64` constants through the
//! C library's functions (the same libm mlir-opt calls), the rounding and
//! sign ops fold any IEEE format, the bit counts and `ipowi` fold
//! integers, the classifiers fold scalars and splats. `cbrt`, `rsqrt`,
//! `fma`, `fpowi`, `clampf` and `sincos` do not fold in MLIR 22.

use super::ops::*;
use crate::arith::fold::{bool_attr, result_type as res_ty};
use dialect_engine::Hooks;
use ir::constant::{self, decode, map_binary, map_unary, mask, sext, Const, Scalar};
use ir::float::FloatKind;
use ir::rewrite::{Fold, OpFoldResult};
use ir::{Attribute, Context, Op};

#[allow(missing_docs)]
mod libm {
    extern "C" {
        pub fn acos(x: f64) -> f64;
        pub fn acosf(x: f32) -> f32;
        pub fn acosh(x: f64) -> f64;
        pub fn acoshf(x: f32) -> f32;
        pub fn asin(x: f64) -> f64;
        pub fn asinf(x: f32) -> f32;
        pub fn asinh(x: f64) -> f64;
        pub fn asinhf(x: f32) -> f32;
        pub fn atan(x: f64) -> f64;
        pub fn atanf(x: f32) -> f32;
        pub fn atanh(x: f64) -> f64;
        pub fn atanhf(x: f32) -> f32;
        pub fn atan2(y: f64, x: f64) -> f64;
        pub fn atan2f(y: f32, x: f32) -> f32;
        pub fn cos(x: f64) -> f64;
        pub fn cosf(x: f32) -> f32;
        pub fn cosh(x: f64) -> f64;
        pub fn coshf(x: f32) -> f32;
        pub fn sin(x: f64) -> f64;
        pub fn sinf(x: f32) -> f32;
        pub fn sinh(x: f64) -> f64;
        pub fn sinhf(x: f32) -> f32;
        pub fn tan(x: f64) -> f64;
        pub fn tanf(x: f32) -> f32;
        pub fn tanh(x: f64) -> f64;
        pub fn tanhf(x: f32) -> f32;
        pub fn erf(x: f64) -> f64;
        pub fn erff(x: f32) -> f32;
        pub fn erfc(x: f64) -> f64;
        pub fn erfcf(x: f32) -> f32;
        pub fn exp(x: f64) -> f64;
        pub fn expf(x: f32) -> f32;
        pub fn exp2(x: f64) -> f64;
        pub fn exp2f(x: f32) -> f32;
        pub fn expm1(x: f64) -> f64;
        pub fn expm1f(x: f32) -> f32;
        pub fn log(x: f64) -> f64;
        pub fn logf(x: f32) -> f32;
        pub fn log2(x: f64) -> f64;
        pub fn log2f(x: f32) -> f32;
        pub fn log10(x: f64) -> f64;
        pub fn log10f(x: f32) -> f32;
        pub fn log1p(x: f64) -> f64;
        pub fn log1pf(x: f32) -> f32;
        pub fn sqrt(x: f64) -> f64;
        pub fn sqrtf(x: f32) -> f32;
        pub fn round(x: f64) -> f64;
        pub fn roundf(x: f32) -> f32;
        pub fn trunc(x: f64) -> f64;
        pub fn truncf(x: f32) -> f32;
        pub fn pow(x: f64, y: f64) -> f64;
        pub fn powf(x: f32, y: f32) -> f32;
    }
}

type F64Fn = unsafe extern "C" fn(f64) -> f64;
type F32Fn = unsafe extern "C" fn(f32) -> f32;

/// Registers the folders.
pub fn add(n: &mut Hooks) {
    n.fold::<AbsfOp>(absf);
    n.fold::<Atan2Op>(atan2);
    n.fold::<Exp2Op>(exp2);
    n.fold::<Expm1Op>(expm1);
    n.fold::<Log2Op>(log2);
    n.fold::<Log10Op>(log10);
    n.fold::<Log1pOp>(log1p);
    n.fold::<AcosOp>(acos);
    n.fold::<AcoshOp>(acosh);
    n.fold::<AsinOp>(asin);
    n.fold::<AsinhOp>(asinh);
    n.fold::<AtanOp>(atan);
    n.fold::<AtanhOp>(atanh);
    n.fold::<CeilOp>(ceil);
    n.fold::<CopysignOp>(copysign);
    n.fold::<CosOp>(cos);
    n.fold::<CoshOp>(cosh);
    n.fold::<SinOp>(sin);
    n.fold::<SinhOp>(sinh);
    n.fold::<TanOp>(tan);
    n.fold::<TanhOp>(tanh);
    n.fold::<ErfOp>(erf);
    n.fold::<ErfcOp>(erfc);
    n.fold::<ExpOp>(exp);
    n.fold::<FloorOp>(floor);
    n.fold::<LogOp>(log);
    n.fold::<SqrtOp>(sqrt);
    n.fold::<PowfOp>(powf);
    n.fold::<RoundOp>(round);
    n.fold::<RoundevenOp>(roundeven);
    n.fold::<TruncOp>(trunc);
    n.fold::<CtlzOp>(ctlz);
    n.fold::<CttzOp>(cttz);
    n.fold::<CtpopOp>(ctpop);
    n.fold::<AbsiOp>(absi);
    n.fold::<IpowiOp>(ipowi);
    n.fold::<IsnanOp>(isnan);
    n.fold::<IsinfOp>(isinf);
    n.fold::<IsfiniteOp>(isfinite);
    n.fold::<IsnormalOp>(isnormal);
}

fn attr(a: Option<Attribute>) -> Fold {
    match a {
        Some(a) => Fold::Results(vec![OpFoldResult::Attr(a)]),
        None => Fold::None,
    }
}

/// Element-wise unary float fold into the result type.
fn unary(
    ctx: &mut Context,
    op: Op,
    c: &[Option<Attribute>],
    f: impl Fn(FloatKind, u128) -> Option<u128>,
) -> Fold {
    let Some(a) = c.first().copied().flatten() else {
        return Fold::None;
    };
    let ty = res_ty(ctx, op);
    attr(map_unary(ctx, a, ty, |s| {
        let (k, b) = s.float()?;
        Some(Scalar::Float {
            kind: k,
            bits: f(k, b)?,
        })
    }))
}

fn binary(
    ctx: &mut Context,
    op: Op,
    c: &[Option<Attribute>],
    f: impl Fn(FloatKind, u128, u128) -> Option<u128>,
) -> Fold {
    let (Some(a), Some(b)) = (c.first().copied().flatten(), c.get(1).copied().flatten()) else {
        return Fold::None;
    };
    let ty = res_ty(ctx, op);
    attr(map_binary(ctx, a, b, ty, |x, y| {
        let ((k, x), (k2, y)) = (x.float()?, y.float()?);
        if k != k2 {
            return None;
        }
        Some(Scalar::Float {
            kind: k,
            bits: f(k, x, y)?,
        })
    }))
}

/// Whether the sign bit of `bits` is set.
fn negative(k: FloatKind, bits: u128) -> bool {
    (bits >> (k.semantics().bits - 1)) & 1 == 1
}

/// Calls the libm function for `f32` or `f64`; other types do not fold.
fn call(k: FloatKind, b: u128, d: F64Fn, s: F32Fn) -> Option<u128> {
    // SAFETY: the C library's math functions are pure functions of their
    // argument.
    unsafe {
        match k {
            FloatKind::F64 => Some(d(f64::from_bits(b as u64)).to_bits() as u128),
            FloatKind::F32 => Some(s(f32::from_bits(b as u32)).to_bits() as u128),
            _ => None,
        }
    }
}

macro_rules! libm_fold {
    ($name:ident, $d:ident, $s:ident) => {
        fn $name(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
            unary(ctx, op, c, |k, b| call(k, b, libm::$d, libm::$s))
        }
    };
    ($name:ident, $d:ident, $s:ident, nonneg) => {
        fn $name(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
            unary(ctx, op, c, |k, b| {
                if negative(k, b) {
                    return None;
                }
                call(k, b, libm::$d, libm::$s)
            })
        }
    };
}

libm_fold!(acos, acos, acosf);
libm_fold!(acosh, acosh, acoshf);
libm_fold!(asin, asin, asinf);
libm_fold!(asinh, asinh, asinhf);
libm_fold!(atan, atan, atanf);
libm_fold!(atanh, atanh, atanhf);
libm_fold!(cos, cos, cosf);
libm_fold!(cosh, cosh, coshf);
libm_fold!(sin, sin, sinf);
libm_fold!(sinh, sinh, sinhf);
libm_fold!(tan, tan, tanf);
libm_fold!(tanh, tanh, tanhf);
libm_fold!(erf, erf, erff);
libm_fold!(erfc, erfc, erfcf);
libm_fold!(exp, exp, expf);
libm_fold!(exp2, exp2, exp2f);
libm_fold!(expm1, expm1, expm1f);
libm_fold!(round, round, roundf);
libm_fold!(trunc, trunc, truncf);
libm_fold!(log, log, logf, nonneg);
libm_fold!(log2, log2, log2f, nonneg);
libm_fold!(log10, log10, log10f, nonneg);
libm_fold!(sqrt, sqrt, sqrtf, nonneg);

fn log1p(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    unary(ctx, op, c, |k, b| {
        // `(a + 1).isNegative()`: below -1, or a NaN with its sign set.
        let v = constant::to_f64(k, b)?;
        if v < -1.0 || (v.is_nan() && negative(k, b)) {
            return None;
        }
        call(k, b, libm::log1p, libm::log1pf)
    })
}

fn binary_call(
    k: FloatKind,
    a: u128,
    b: u128,
    d: unsafe extern "C" fn(f64, f64) -> f64,
    s: unsafe extern "C" fn(f32, f32) -> f32,
) -> Option<u128> {
    // SAFETY: pure C library functions.
    unsafe {
        match k {
            FloatKind::F64 => {
                Some(d(f64::from_bits(a as u64), f64::from_bits(b as u64)).to_bits() as u128)
            }
            FloatKind::F32 => {
                Some(s(f32::from_bits(a as u32), f32::from_bits(b as u32)).to_bits() as u128)
            }
            _ => None,
        }
    }
}

fn atan2(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    binary(ctx, op, c, |k, a, b| {
        let s = k.semantics();
        let zero = |x: u128| matches!(s.decode(x), ir::float::Decoded::Zero { .. });
        if zero(a) && zero(b) {
            return constant::default_nan(k);
        }
        binary_call(k, a, b, libm::atan2, libm::atan2f)
    })
}

fn powf(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    binary(ctx, op, c, |k, a, b| {
        binary_call(k, a, b, libm::pow, libm::powf)
    })
}

/// Whether `kind`'s encoding has a plain sign bit (the IEEE formats).
fn signed_format(k: FloatKind) -> bool {
    k.semantics().has_inf()
}

fn absf(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    unary(ctx, op, c, |k, b| {
        signed_format(k).then(|| b & !(1u128 << (k.semantics().bits - 1)))
    })
}

fn copysign(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    binary(ctx, op, c, |k, a, b| {
        let sign = 1u128 << (k.semantics().bits - 1);
        signed_format(k).then_some((a & !sign) | (b & sign))
    })
}

/// `roundToIntegral` for the formats `f64` holds exactly.
fn round_integral(k: FloatKind, b: u128, f: fn(f64) -> f64) -> Option<u128> {
    let v = constant::to_f64(k, b)?;
    if v.is_nan() {
        return Some(constant::quiet(k, b));
    }
    if v.is_infinite() {
        return Some(b);
    }
    constant::from_f64(k, f(v))
}

fn ceil(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    unary(ctx, op, c, |k, b| round_integral(k, b, f64::ceil))
}

fn floor(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    unary(ctx, op, c, |k, b| round_integral(k, b, f64::floor))
}

fn roundeven(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    unary(ctx, op, c, |k, b| {
        round_integral(k, b, f64::round_ties_even)
    })
}

// ---------------------------------------------------------------- integers

fn int_unary(
    ctx: &mut Context,
    op: Op,
    c: &[Option<Attribute>],
    f: impl Fn(u32, u128) -> u128,
) -> Fold {
    let Some(a) = c.first().copied().flatten() else {
        return Fold::None;
    };
    let ty = res_ty(ctx, op);
    attr(map_unary(ctx, a, ty, |s| {
        let (w, b) = s.int()?;
        Some(Scalar::Int {
            width: w,
            bits: f(w, b) & mask(w),
        })
    }))
}

fn ctlz(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    int_unary(ctx, op, c, |w, b| {
        if b == 0 {
            w as u128
        } else {
            (w - (128 - b.leading_zeros())) as u128
        }
    })
}

fn cttz(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    int_unary(ctx, op, c, |w, b| {
        if b == 0 {
            w as u128
        } else {
            b.trailing_zeros() as u128
        }
    })
}

fn ctpop(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    int_unary(ctx, op, c, |_, b| b.count_ones() as u128)
}

fn absi(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    int_unary(ctx, op, c, |w, b| sext(w, b).unsigned_abs())
}

fn ipowi(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    let (Some(a), Some(b)) = (c.first().copied().flatten(), c.get(1).copied().flatten()) else {
        return Fold::None;
    };
    let ty = res_ty(ctx, op);
    attr(map_binary(ctx, a, b, ty, |x, y| {
        let ((w, base), (_, power)) = (x.int()?, y.int()?);
        if w == 1 {
            return None;
        }
        let m = mask(w);
        let r = if power == 0 {
            1
        } else if sext(w, power) < 0 {
            if base == 0 {
                return None;
            }
            if base == 1 {
                1
            } else if base != m {
                0
            } else if power & 1 == 1 {
                m
            } else {
                1
            }
        } else {
            let (mut result, mut cur, mut p) = (1u128, base, power);
            loop {
                if p & 1 == 1 {
                    result = result.wrapping_mul(cur) & m;
                }
                p >>= 1;
                if p == 0 {
                    break result;
                }
                cur = cur.wrapping_mul(cur) & m;
            }
        };
        Some(Scalar::Int {
            width: w,
            bits: r & m,
        })
    }))
}

// ---------------------------------------------------------------- classifiers

fn classify(
    ctx: &mut Context,
    op: Op,
    c: &[Option<Attribute>],
    p: impl Fn(FloatKind, u128) -> Option<bool>,
) -> Fold {
    let Some(a) = c.first().copied().flatten() else {
        return Fold::None;
    };
    let (k, b) = match decode(ctx, a) {
        Some(Const::Scalar(Scalar::Float { kind, bits })) => (kind, bits),
        Some(Const::Elements {
            splat: true, elems, ..
        }) => match elems.first().and_then(|e| e.float()) {
            Some(x) => x,
            None => return Fold::None,
        },
        _ => return Fold::None,
    };
    let Some(v) = p(k, b) else {
        return Fold::None;
    };
    let ty = res_ty(ctx, op);
    attr(bool_attr(ctx, ty, v))
}

fn decoded(k: FloatKind, b: u128) -> ir::float::Decoded {
    k.semantics().decode(b)
}

fn isnan(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    classify(ctx, op, c, |k, b| {
        Some(matches!(decoded(k, b), ir::float::Decoded::NaN))
    })
}

fn isinf(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    classify(ctx, op, c, |k, b| {
        Some(matches!(decoded(k, b), ir::float::Decoded::Inf { .. }))
    })
}

fn isfinite(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    classify(ctx, op, c, |k, b| {
        Some(matches!(
            decoded(k, b),
            ir::float::Decoded::Zero { .. } | ir::float::Decoded::Finite { .. }
        ))
    })
}

fn isnormal(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    classify(ctx, op, c, |k, b| {
        let s = k.semantics();
        Some(match decoded(k, b) {
            ir::float::Decoded::Finite { sig, .. } => sig.bits() as u32 == s.precision,
            _ => false,
        })
    })
}
