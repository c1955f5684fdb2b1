//! `arith`: integer and float arithmetic, comparisons, selects and casts
//! on scalars and elementwise on tensors.

use crate::bail;
use crate::elements::attr_tensor;
use crate::scalar::*;
use crate::tensor::KResult;
use crate::value::Value;
use crate::{OpCx, Registry};
use ::dialects::arith::ops::*;
use ir::float::FloatKind;
use ir::AttrKind;
use ir::TypedOp;

/// `cmpi` by predicate number (eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge).
fn cmpi(p: i64, w: u32, x: i64, y: i64) -> KResult<bool> {
    let (ux, uy) = (zext(x, w), zext(y, w));
    Ok(match p {
        0 => x == y,
        1 => x != y,
        2 => x < y,
        3 => x <= y,
        4 => x > y,
        5 => x >= y,
        6 => ux < uy,
        7 => ux <= uy,
        8 => ux > uy,
        9 => ux >= uy,
        _ => bail!("unknown cmpi predicate {p}"),
    })
}

/// `cmpf` by predicate number (false, oeq, ogt, oge, olt, ole, one, ord,
/// ueq, ugt, uge, ult, ule, une, uno, true).
fn cmpf(p: i64, x: f64, y: f64) -> KResult<bool> {
    let unord = x.is_nan() || y.is_nan();
    let ord = !unord;
    Ok(match p {
        0 => false,
        1 => ord && x == y,
        2 => ord && x > y,
        3 => ord && x >= y,
        4 => ord && x < y,
        5 => ord && x <= y,
        6 => ord && x != y,
        7 => ord,
        8 => unord || x == y,
        9 => unord || x > y,
        10 => unord || x >= y,
        11 => unord || x < y,
        12 => unord || x <= y,
        13 => unord || x != y,
        14 => unord,
        15 => true,
        _ => bail!("unknown cmpf predicate {p}"),
    })
}

fn predicate(cx: &OpCx) -> KResult<i64> {
    match cx.attr("predicate") {
        Some(AttrKind::Integer { value, .. }) => value
            .as_i64()
            .ok_or_else(|| crate::KernelError("bad predicate".into())),
        _ => bail!("has no integer 'predicate' attribute"),
    }
}

/// `arith.constant`, `func.constant`-free scalars and dense tensors.
fn constant(cx: &OpCx, _: Vec<Value>) -> KResult<Vec<Value>> {
    let Some(a) = cx.attr("value") else {
        bail!("has no 'value' attribute");
    };
    Ok(vec![match a {
        AttrKind::Integer { ty, value } => {
            let Some(x) = value.as_i64() else {
                bail!("integer constants wider than 64 bits are not supported");
            };
            mk_int(scalar_kind(cx.ctx, *ty)?, x)
        }
        AttrKind::Float { ty, bits } => mk_float(
            scalar_kind(cx.ctx, *ty)?,
            crate::dialects::torch::float_attr(cx.ctx, *ty, bits.get())?,
        ),
        AttrKind::Bool(b) => mk_int(Sc::Int(1), *b as i64),
        a => Value::Tensor(attr_tensor(cx.ctx, a)?),
    }])
}

/// Casts between scalar kinds: `mode` picks the conversion.
#[derive(Copy, Clone)]
enum Cast {
    Sext,
    Zext,
    Trunc,
    SiToFp,
    UiToFp,
    FpToSi,
    FpToUi,
    FpToFp,
    Bitcast,
}

fn cast(cx: &OpCx, a: Vec<Value>, mode: Cast) -> KResult<Vec<Value>> {
    lift(cx, &a, |v, s| {
        let x = arg(v, 0)?;
        Ok(match mode {
            Cast::Sext | Cast::Trunc => mk_int(s, int_of(x)?.1),
            Cast::Zext => {
                let (w, y) = int_of(x)?;
                mk_int(s, zext(y, w) as i64)
            }
            Cast::SiToFp => mk_float(s, int_of(x)?.1 as f64),
            Cast::UiToFp => {
                let (w, y) = int_of(x)?;
                mk_float(s, zext(y, w) as f64)
            }
            Cast::FpToSi | Cast::FpToUi => {
                let f = float_of(x)?.trunc();
                let w = match s {
                    Sc::Int(w) => w,
                    _ => 64,
                };
                let (lo, hi) = if matches!(mode, Cast::FpToSi) {
                    (-(2f64.powi(w as i32 - 1)), 2f64.powi(w as i32 - 1))
                } else {
                    (0.0, 2f64.powi(w as i32))
                };
                if !(f >= lo && f < hi) {
                    bail!("{} does not fit the result type", float_of(x)?);
                }
                mk_int(
                    s,
                    if f >= 2f64.powi(63) {
                        f as u64 as i64
                    } else {
                        f as i64
                    },
                )
            }
            Cast::FpToFp => mk_float(s, float_of(x)?),
            Cast::Bitcast => bitcast(x, s)?,
        })
    })
}

fn bitcast(x: &Value, s: Sc) -> KResult<Value> {
    let bits: u64 = match x {
        Value::FloatN { kind, value } => match kind {
            FloatKind::F64 => value.to_bits(),
            FloatKind::F32 => (*value as f32).to_bits() as u64,
            FloatKind::F16 => half::f16::from_f64(*value).to_bits() as u64,
            FloatKind::BF16 => half::bf16::from_f64(*value).to_bits() as u64,
            _ => bail!("unsupported float format"),
        },
        v => {
            let (w, y) = int_of(v)?;
            zext(y, w)
        }
    };
    Ok(match s {
        Sc::Float(FloatKind::F64) => mk_float(s, f64::from_bits(bits)),
        Sc::Float(FloatKind::F32) => mk_float(s, f32::from_bits(bits as u32) as f64),
        Sc::Float(FloatKind::F16) => mk_float(s, half::f16::from_bits(bits as u16).to_f64()),
        Sc::Float(FloatKind::BF16) => mk_float(s, half::bf16::from_bits(bits as u16).to_f64()),
        _ => mk_int(s, bits as i64),
    })
}

fn select(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let c = arg(&a, 0)?;
    match c {
        Value::Tensor(_) => lift(cx, &a, |v, _| {
            Ok(if int_of(arg(v, 0)?)?.1 != 0 {
                arg(v, 1)?.clone()
            } else {
                arg(v, 2)?.clone()
            })
        }),
        c => Ok(vec![if int_of(c)?.1 != 0 {
            arg(&a, 1)?.clone()
        } else {
            arg(&a, 2)?.clone()
        }]),
    }
}

/// Registers the `arith` kernels.
pub fn register(r: &mut Registry) {
    r.simple(ConstantOp::NAME, constant);
    r.simple(AddiOp::NAME, |cx, a| {
        int_binary(cx, a, |_, x, y| Ok(x.wrapping_add(y)))
    });
    r.simple(SubiOp::NAME, |cx, a| {
        int_binary(cx, a, |_, x, y| Ok(x.wrapping_sub(y)))
    });
    r.simple(MuliOp::NAME, |cx, a| {
        int_binary(cx, a, |_, x, y| Ok(x.wrapping_mul(y)))
    });
    r.simple(DivsiOp::NAME, |cx, a| {
        int_binary(cx, a, |_, x, y| nonzero(y).map(|_| x.wrapping_div(y)))
    });
    r.simple(DivuiOp::NAME, |cx, a| {
        int_binary(cx, a, |w, x, y| {
            nonzero(y).map(|_| (zext(x, w) / zext(y, w)) as i64)
        })
    });
    r.simple(RemsiOp::NAME, |cx, a| {
        int_binary(cx, a, |_, x, y| nonzero(y).map(|_| x.wrapping_rem(y)))
    });
    r.simple(RemuiOp::NAME, |cx, a| {
        int_binary(cx, a, |w, x, y| {
            nonzero(y).map(|_| (zext(x, w) % zext(y, w)) as i64)
        })
    });
    r.simple(FloordivsiOp::NAME, |cx, a| {
        int_binary(cx, a, |_, x, y| {
            nonzero(y)?;
            let q = x.wrapping_div(y);
            Ok(if x.wrapping_rem(y) != 0 && ((x < 0) != (y < 0)) {
                q - 1
            } else {
                q
            })
        })
    });
    r.simple(CeildivsiOp::NAME, |cx, a| {
        int_binary(cx, a, |_, x, y| {
            nonzero(y)?;
            let q = x.wrapping_div(y);
            Ok(if x.wrapping_rem(y) != 0 && ((x < 0) == (y < 0)) {
                q + 1
            } else {
                q
            })
        })
    });
    r.simple(CeildivuiOp::NAME, |cx, a| {
        int_binary(cx, a, |w, x, y| {
            nonzero(y).map(|_| zext(x, w).div_ceil(zext(y, w)) as i64)
        })
    });
    r.simple(AndiOp::NAME, |cx, a| int_binary(cx, a, |_, x, y| Ok(x & y)));
    r.simple(OriOp::NAME, |cx, a| int_binary(cx, a, |_, x, y| Ok(x | y)));
    r.simple(XoriOp::NAME, |cx, a| int_binary(cx, a, |_, x, y| Ok(x ^ y)));
    r.simple(ShliOp::NAME, |cx, a| {
        int_binary(cx, a, |w, x, y| shift_ok(w, y).map(|s| x.wrapping_shl(s)))
    });
    r.simple(ShrsiOp::NAME, |cx, a| {
        int_binary(cx, a, |w, x, y| shift_ok(w, y).map(|s| x >> s))
    });
    r.simple(ShruiOp::NAME, |cx, a| {
        int_binary(cx, a, |w, x, y| {
            shift_ok(w, y).map(|s| (zext(x, w) >> s) as i64)
        })
    });
    r.simple(MaxsiOp::NAME, |cx, a| {
        int_binary(cx, a, |_, x, y| Ok(x.max(y)))
    });
    r.simple(MinsiOp::NAME, |cx, a| {
        int_binary(cx, a, |_, x, y| Ok(x.min(y)))
    });
    r.simple(MaxuiOp::NAME, |cx, a| {
        int_binary(cx, a, |w, x, y| {
            Ok(if zext(x, w) >= zext(y, w) { x } else { y })
        })
    });
    r.simple(MinuiOp::NAME, |cx, a| {
        int_binary(cx, a, |w, x, y| {
            Ok(if zext(x, w) <= zext(y, w) { x } else { y })
        })
    });
    r.simple(CmpiOp::NAME, |cx, a| {
        let p = predicate(cx)?;
        lift(cx, &a, |v, s| {
            let (w, x) = int_of(arg(v, 0)?)?;
            let (_, y) = int_of(arg(v, 1)?)?;
            Ok(mk_int(s, cmpi(p, w, x, y)? as i64))
        })
    });
    r.simple(CmpfOp::NAME, |cx, a| {
        let p = predicate(cx)?;
        lift(cx, &a, |v, s| {
            Ok(mk_int(
                s,
                cmpf(p, float_of(arg(v, 0)?)?, float_of(arg(v, 1)?)?)? as i64,
            ))
        })
    });
    r.simple(SelectOp::NAME, select);
    r.simple(AddfOp::NAME, |cx, a| float_binary(cx, a, |x, y| x + y));
    r.simple(SubfOp::NAME, |cx, a| float_binary(cx, a, |x, y| x - y));
    r.simple(MulfOp::NAME, |cx, a| float_binary(cx, a, |x, y| x * y));
    r.simple(DivfOp::NAME, |cx, a| float_binary(cx, a, |x, y| x / y));
    r.simple(RemfOp::NAME, |cx, a| float_binary(cx, a, |x, y| x % y));
    r.simple(MaxnumfOp::NAME, |cx, a| float_binary(cx, a, f64::max));
    r.simple(MinnumfOp::NAME, |cx, a| float_binary(cx, a, f64::min));
    r.simple(MaximumfOp::NAME, |cx, a| {
        float_binary(cx, a, |x, y| nan_or(x, y, f64::max))
    });
    r.simple(MinimumfOp::NAME, |cx, a| {
        float_binary(cx, a, |x, y| nan_or(x, y, f64::min))
    });
    r.simple(NegfOp::NAME, |cx, a| float_unary(cx, a, |x| -x));
    r.simple(ExtsiOp::NAME, |cx, a| cast(cx, a, Cast::Sext));
    r.simple(ExtuiOp::NAME, |cx, a| cast(cx, a, Cast::Zext));
    r.simple(TrunciOp::NAME, |cx, a| cast(cx, a, Cast::Trunc));
    r.simple(IndexCastOp::NAME, |cx, a| cast(cx, a, Cast::Sext));
    r.simple(IndexCastuiOp::NAME, |cx, a| cast(cx, a, Cast::Zext));
    r.simple(SitofpOp::NAME, |cx, a| cast(cx, a, Cast::SiToFp));
    r.simple(UitofpOp::NAME, |cx, a| cast(cx, a, Cast::UiToFp));
    r.simple(FptosiOp::NAME, |cx, a| cast(cx, a, Cast::FpToSi));
    r.simple(FptouiOp::NAME, |cx, a| cast(cx, a, Cast::FpToUi));
    r.simple(ExtfOp::NAME, |cx, a| cast(cx, a, Cast::FpToFp));
    r.simple(TruncfOp::NAME, |cx, a| cast(cx, a, Cast::FpToFp));
    r.simple(BitcastOp::NAME, |cx, a| cast(cx, a, Cast::Bitcast));
}

#[cfg(test)]
mod tests {
    use super::*;
    use ir::float::FloatKind;

    #[test]
    fn integer_semantics() {
        assert_eq!(sext(0xff, 8), -1);
        assert_eq!(zext(-1, 8), 255);
        // ult on i8: -1 is 255.
        assert!(cmpi(8, 8, -1, 1).unwrap());
        assert!(cmpi(2, 8, -1, 1).unwrap());
        assert!(cmpf(14, f64::NAN, 1.0).unwrap());
        assert!(!cmpf(1, f64::NAN, f64::NAN).unwrap());
        assert!(shift_ok(8, 8).is_err());
        assert_eq!(
            bitcast(&mk_float(Sc::Float(FloatKind::F32), 1.0), Sc::Int(32)).unwrap(),
            Value::Integer {
                width: 32,
                value: 0x3f80_0000
            }
        );
    }
}
