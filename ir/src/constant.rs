//! Constant values as folders see them: scalars (integers as masked
//! two's-complement bits of their width, floats as their encoding) and
//! elements attributes (splat or one scalar per element), with the
//! element-wise helpers MLIR's `constFoldUnaryOp`/`constFoldBinaryOp` give.

use crate::attributes::DenseData;
use crate::float::FloatKind;
use crate::text::elements::{read_float_bits, read_int, storage_bytes};
use crate::types::Signedness;
use crate::{AttrKind, Attribute, Context, IntValue, Type, TypeKind};
use num_bigint::BigInt;

/// One scalar.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Scalar {
    /// `width` bits (`index` is 64), masked to the width.
    Int { width: u32, bits: u128 },
    /// A float encoding.
    Float { kind: FloatKind, bits: u128 },
}

impl Scalar {
    /// The integer bits, if an integer.
    pub fn int(self) -> Option<(u32, u128)> {
        match self {
            Scalar::Int { width, bits } => Some((width, bits)),
            _ => None,
        }
    }
    /// The float, if one.
    pub fn float(self) -> Option<(FloatKind, u128)> {
        match self {
            Scalar::Float { kind, bits } => Some((kind, bits)),
            _ => None,
        }
    }
}

/// The mask of `width` bits.
pub fn mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

/// `bits` of a `width`-bit integer read as signed.
pub fn sext(width: u32, bits: u128) -> i128 {
    if width == 0 {
        return 0;
    }
    let shift = 128 - width.min(128);
    ((bits << shift) as i128) >> shift
}

/// A constant operand: a scalar, or a shaped constant.
#[derive(Clone, PartialEq, Debug)]
pub enum Const {
    /// `IntegerAttr` / `FloatAttr` (and `true`/`false`).
    Scalar(Scalar),
    /// A dense elements attribute of shaped type `ty`: one element when
    /// `splat`.
    Elements {
        ty: Type,
        splat: bool,
        elems: Vec<Scalar>,
    },
}

/// Bit width of integer-like `ty` (`index` is 64).
pub fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

/// The element type of shaped `ty`, or `ty` itself.
pub fn element_type(ctx: &Context, ty: Type) -> Type {
    ctx.type_kind(ty).element_type().unwrap_or(ty)
}

fn scalar_kind(ctx: &Context, ty: Type) -> Option<ScalarKind> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } if *width <= 128 => Some(ScalarKind::Int(*width)),
        TypeKind::Index => Some(ScalarKind::Int(64)),
        TypeKind::Float(k) if k.semantics().bits <= 128 => Some(ScalarKind::Float(*k)),
        _ => None,
    }
}

#[derive(Copy, Clone)]
enum ScalarKind {
    Int(u32),
    Float(FloatKind),
}

/// Reads a constant attribute.
pub fn decode(ctx: &Context, a: Attribute) -> Option<Const> {
    match ctx.attr_kind(a) {
        AttrKind::Bool(b) => Some(Const::Scalar(Scalar::Int {
            width: 1,
            bits: *b as u128,
        })),
        AttrKind::Integer { ty, value } => {
            let w = int_width(ctx, *ty)?;
            if w > 128 {
                return None;
            }
            Some(Const::Scalar(Scalar::Int {
                width: w,
                bits: big_to_bits(&value.to_big(), w),
            }))
        }
        AttrKind::Float { ty, bits } => match ctx.type_kind(*ty) {
            TypeKind::Float(k) => Some(Const::Scalar(Scalar::Float {
                kind: *k,
                bits: bits.get(),
            })),
            _ => None,
        },
        AttrKind::DenseElements { ty, data } => {
            let elem = element_type(ctx, *ty);
            let kind = scalar_kind(ctx, elem)?;
            let slot = storage_bytes(ctx, elem)?;
            let elems = data
                .raw
                .chunks(slot)
                .map(|c| match kind {
                    ScalarKind::Int(w) => Scalar::Int {
                        width: w,
                        bits: big_to_bits(&read_int(c, w, false), w),
                    },
                    ScalarKind::Float(k) => Scalar::Float {
                        kind: k,
                        bits: read_float_bits(c),
                    },
                })
                .collect();
            Some(Const::Elements {
                ty: *ty,
                splat: data.splat,
                elems,
            })
        }
        _ => None,
    }
}

fn big_to_bits(v: &BigInt, w: u32) -> u128 {
    let (sign, digits) = v.to_u64_digits();
    let mut m: u128 = 0;
    for (i, d) in digits.iter().take(2).enumerate() {
        m |= (*d as u128) << (64 * i);
    }
    if sign == num_bigint::Sign::Minus {
        m = m.wrapping_neg();
    }
    m & mask(w)
}

/// The attribute of scalar `s` with type `ty` (an `i1` becomes
/// `true`/`false`, as the parser makes it).
pub fn scalar_attr(ctx: &mut Context, ty: Type, s: Scalar) -> Attribute {
    match s {
        Scalar::Int { width, bits } => {
            let signedness = match ctx.type_kind(ty) {
                TypeKind::Integer { signedness, .. } => *signedness,
                _ => Signedness::Signless,
            };
            if width == 1 && signedness == Signedness::Signless {
                return ctx.attr(AttrKind::Bool(bits & 1 == 1));
            }
            let v = if signedness == Signedness::Unsigned {
                BigInt::from(bits & mask(width))
            } else {
                BigInt::from(sext(width, bits))
            };
            ctx.attr(AttrKind::Integer {
                ty,
                value: IntValue::from_big(v),
            })
        }
        Scalar::Float { bits, .. } => ctx.attr(AttrKind::Float {
            ty,
            bits: bits.into(),
        }),
    }
}

/// A dense attribute of shaped `ty` holding `elems` (a splat when all
/// are equal, as MLIR stores it).
pub fn elements_attr(ctx: &mut Context, ty: Type, elems: &[Scalar]) -> Option<Attribute> {
    let elem = element_type(ctx, ty);
    let slot = storage_bytes(ctx, elem)?;
    let splat = elems.windows(2).all(|w| w[0] == w[1]);
    let take = if splat {
        &elems[..elems.len().min(1)]
    } else {
        elems
    };
    let mut raw = Vec::with_capacity(take.len() * slot);
    for s in take {
        let bits = match *s {
            Scalar::Int { bits, .. } | Scalar::Float { bits, .. } => bits,
        };
        raw.extend_from_slice(&bits.to_le_bytes()[..slot]);
    }
    Some(ctx.attr(AttrKind::DenseElements {
        ty,
        data: DenseData {
            raw: raw.into(),
            splat,
        },
    }))
}

/// The constant `c` re-typed as `ty` (a scalar, or elements of shape
/// `ty` taken from `c`'s elements).
pub fn encode(ctx: &mut Context, ty: Type, c: &Const) -> Option<Attribute> {
    match c {
        Const::Scalar(s) => Some(scalar_attr(ctx, ty, *s)),
        Const::Elements { elems, .. } => elements_attr(ctx, ty, elems),
    }
}

/// The number of elements of static shaped `ty`.
pub fn num_elements(ctx: &Context, ty: Type) -> Option<usize> {
    let shape = ctx.type_kind(ty).shape()?;
    shape.iter().try_fold(1usize, |n, &d| {
        if d < 0 {
            None
        } else {
            n.checked_mul(d as usize)
        }
    })
}

/// Applies `f` element-wise to constant `a`, giving a constant of type
/// `result_ty` (MLIR's `constFoldUnaryOp`); `None` if `f` refuses any
/// element.
pub fn map_unary(
    ctx: &mut Context,
    a: Attribute,
    result_ty: Type,
    f: impl Fn(Scalar) -> Option<Scalar>,
) -> Option<Attribute> {
    match decode(ctx, a)? {
        Const::Scalar(s) => {
            if ctx.type_kind(result_ty).shape().is_some() {
                return None;
            }
            let r = f(s)?;
            Some(scalar_attr(ctx, result_ty, r))
        }
        Const::Elements { elems, .. } => {
            let out: Option<Vec<Scalar>> = elems.iter().map(|&e| f(e)).collect();
            elements_attr(ctx, result_ty, &out?)
        }
    }
}

/// Applies `f` element-wise to constants `a` and `b` of the same shape
/// (MLIR's `constFoldBinaryOp`).
pub fn map_binary(
    ctx: &mut Context,
    a: Attribute,
    b: Attribute,
    result_ty: Type,
    f: impl Fn(Scalar, Scalar) -> Option<Scalar>,
) -> Option<Attribute> {
    match (decode(ctx, a)?, decode(ctx, b)?) {
        (Const::Scalar(x), Const::Scalar(y)) => {
            if ctx.type_kind(result_ty).shape().is_some() {
                return None;
            }
            let r = f(x, y)?;
            Some(scalar_attr(ctx, result_ty, r))
        }
        (
            Const::Elements {
                ty: ta,
                splat: sa,
                elems: ea,
            },
            Const::Elements {
                ty: tb,
                splat: sb,
                elems: eb,
            },
        ) => {
            let sa_shape = ctx.type_kind(ta).shape().map(<[i64]>::to_vec);
            if sa_shape.as_deref() != ctx.type_kind(tb).shape() {
                return None;
            }
            if sa && sb {
                let r = f(ea[0], eb[0])?;
                return elements_attr(ctx, result_ty, &[r]);
            }
            let n = num_elements(ctx, ta)?;
            let at = |e: &[Scalar], s: bool, i: usize| if s { e[0] } else { e[i] };
            let out: Option<Vec<Scalar>> =
                (0..n).map(|i| f(at(&ea, sa, i), at(&eb, sb, i))).collect();
            elements_attr(ctx, result_ty, &out?)
        }
        _ => None,
    }
}

/// Whether constant `a` is a scalar or splat equal to integer `v`
/// (sign-extended compare) — MLIR's `m_ConstantInt`-style checks.
pub fn is_int_splat(ctx: &Context, a: Attribute, pred: impl Fn(u32, u128) -> bool) -> bool {
    match decode(ctx, a) {
        Some(Const::Scalar(Scalar::Int { width, bits })) => pred(width, bits),
        Some(Const::Elements {
            splat: true, elems, ..
        }) => {
            matches!(elems[0], Scalar::Int { width, bits } if pred(width, bits))
        }
        _ => false,
    }
}

/// The scalar of a scalar or splat constant.
pub fn splat_value(ctx: &Context, a: Attribute) -> Option<Scalar> {
    match decode(ctx, a)? {
        Const::Scalar(s) => Some(s),
        Const::Elements {
            splat: true, elems, ..
        } => elems.first().copied(),
        _ => None,
    }
}

/// Float helpers: the value of an f16/bf16/f32/f64 encoding as `f64`.
pub fn to_f64(kind: FloatKind, bits: u128) -> Option<f64> {
    Some(match kind {
        FloatKind::F64 => f64::from_bits(bits as u64),
        FloatKind::F32 => f32::from_bits(bits as u32) as f64,
        FloatKind::F16 => half::f16::from_bits(bits as u16).to_f64(),
        FloatKind::BF16 => half::bf16::from_bits(bits as u16).to_f64(),
        _ => return None,
    })
}

/// The encoding of `v` rounded (to nearest, ties to even) to `kind`;
/// NaNs become the format's default quiet NaN, as APFloat makes them.
pub fn from_f64(kind: FloatKind, v: f64) -> Option<u128> {
    if v.is_nan() {
        return default_nan(kind);
    }
    Some(match kind {
        FloatKind::F64 => v.to_bits() as u128,
        FloatKind::F32 => (v as f32).to_bits() as u128,
        FloatKind::F16 => half::f16::from_f64(v).to_bits() as u128,
        FloatKind::BF16 => half::bf16::from_f64(v).to_bits() as u128,
        _ => return None,
    })
}

/// APFloat's default NaN (positive, quiet) of `kind`.
pub fn default_nan(kind: FloatKind) -> Option<u128> {
    Some(match kind {
        FloatKind::F64 => 0x7ff8_0000_0000_0000,
        FloatKind::F32 => 0x7fc0_0000,
        FloatKind::F16 => 0x7e00,
        FloatKind::BF16 => 0x7fc0,
        _ => return None,
    })
}

/// Whether encoding `bits` of `kind` is a NaN.
pub fn is_nan(kind: FloatKind, bits: u128) -> bool {
    to_f64(kind, bits).is_some_and(f64::is_nan)
}

/// `bits` made quiet (APFloat quiets a signalling NaN operand it returns).
pub fn quiet(kind: FloatKind, bits: u128) -> u128 {
    let q = match kind {
        FloatKind::F64 => 1u128 << 51,
        FloatKind::F32 => 1 << 22,
        FloatKind::F16 => 1 << 9,
        FloatKind::BF16 => 1 << 6,
        _ => 0,
    };
    bits | q
}

/// A binary IEEE operation as APFloat computes it for f16/bf16/f32/f64:
/// exactly rounded (computing in `f64` and rounding once more is exact for
/// these formats for + - * /), NaN operands propagated (first one, quieted),
/// other NaN results the default NaN.
pub fn float_binary(
    kind: FloatKind,
    a: u128,
    b: u128,
    op: impl Fn(f64, f64) -> f64,
) -> Option<u128> {
    let x = to_f64(kind, a)?;
    let y = to_f64(kind, b)?;
    if x.is_nan() {
        return Some(quiet(kind, a));
    }
    if y.is_nan() {
        return Some(quiet(kind, b));
    }
    if kind == FloatKind::F32 {
        // f32 arithmetic directly: one rounding.
        let r = op(x, y);
        return from_f64(kind, r);
    }
    from_f64(kind, op(x, y))
}
