//! Scalars of the standard dialects: integers kept sign-extended from
//! their width and wrapping as MLIR's do (unsigned operations read the
//! same bits zero-extended), floats rounded to their format, and the
//! lifting of a scalar kernel over tensors (arith and math ops apply
//! elementwise). What MLIR calls poison or undefined (division by zero,
//! shifts past the width) is an error here.

use crate::bail;
use crate::elements::elem_dtype;
use crate::tensor::{KResult, Tensor};
use crate::value::Value;
use crate::OpCx;
use ir::float::FloatKind;
use ir::{Context, Type, TypeKind};

/// Sign-extends the low `width` bits of `x` (`1 <= width <= 64`).
pub fn sext(x: i64, width: u32) -> i64 {
    if width >= 64 || width == 0 {
        x
    } else {
        (x << (64 - width)) >> (64 - width)
    }
}

/// Zero-extends the low `width` bits of `x`.
pub fn zext(x: i64, width: u32) -> u64 {
    if width >= 64 {
        x as u64
    } else {
        (x as u64) & ((1u64 << width) - 1)
    }
}

/// Rounds `x` to float format `k` (f16, bf16, f32; others kept as f64).
pub fn round_to(k: FloatKind, x: f64) -> f64 {
    match k {
        FloatKind::F16 => half::f16::from_f64(x).to_f64(),
        FloatKind::BF16 => half::bf16::from_f64(x).to_f64(),
        FloatKind::F32 => x as f32 as f64,
        _ => x,
    }
}

/// What a scalar type is.
#[derive(Copy, Clone, Debug, PartialEq)]
pub(crate) enum Sc {
    Index,
    Int(u32),
    Float(FloatKind),
}

/// The scalar kind of `t`, or of its elements for a shaped type.
pub(crate) fn scalar_kind(ctx: &Context, t: Type) -> KResult<Sc> {
    let k = ctx.type_kind(t);
    let t = k.element_type().unwrap_or(t);
    Ok(match ctx.type_kind(t) {
        TypeKind::Index => Sc::Index,
        TypeKind::Integer { width, .. } if *width <= 64 => Sc::Int(*width),
        TypeKind::Float(
            k @ (FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64),
        ) => Sc::Float(*k),
        _ => bail!("type {} is not supported", ir::text::type_to_string(ctx, t)),
    })
}

/// A scalar value of kind `s` from an integer.
pub(crate) fn mk_int(s: Sc, x: i64) -> Value {
    match s {
        Sc::Index => Value::Index(x),
        Sc::Int(w) => Value::Integer {
            width: w,
            value: sext(x, w),
        },
        Sc::Float(k) => Value::FloatN {
            kind: k,
            value: round_to(k, x as f64),
        },
    }
}

/// A scalar value of kind `s` from a float.
pub(crate) fn mk_float(s: Sc, x: f64) -> Value {
    match s {
        Sc::Float(k) => Value::FloatN {
            kind: k,
            value: round_to(k, x),
        },
        _ => mk_int(s, x as i64),
    }
}

/// An integer scalar's (width, sign-extended value).
pub(crate) fn int_of(v: &Value) -> KResult<(u32, i64)> {
    match v {
        Value::Index(i) => Ok((64, *i)),
        Value::Integer { width, value } => Ok((*width, *value)),
        Value::Int(i) => Ok((64, *i)),
        Value::Bool(b) => Ok((1, -(*b as i64))),
        v => bail!("expected an integer, got {}", v.kind()),
    }
}

pub(crate) fn float_of(v: &Value) -> KResult<f64> {
    match v {
        Value::FloatN { value, .. } | Value::Float(value) => Ok(*value),
        v => bail!("expected a float, got {}", v.kind()),
    }
}

/// Element `i` of a tensor as a scalar of kind `s`.
pub(crate) fn elem(t: &Tensor, i: usize, s: Sc) -> Value {
    match s {
        Sc::Float(k) => Value::FloatN {
            kind: k,
            value: t.get_f64(i),
        },
        Sc::Int(1) => mk_int(s, t.get_bool(i) as i64),
        _ => mk_int(s, t.get_i64(i)),
    }
}

/// A tensor of `shape` with element type `ety` from scalars.
pub(crate) fn tensor_of(
    ctx: &Context,
    ety: Type,
    shape: Vec<usize>,
    vals: &[Value],
) -> KResult<Tensor> {
    let d = elem_dtype(ctx, ety)?;
    if d.is_float() {
        let v = vals.iter().map(float_of).collect::<KResult<Vec<_>>>()?;
        Tensor::from_f64(shape, d, v)
    } else {
        let v = vals
            .iter()
            .map(|v| int_of(v).map(|x| x.1))
            .collect::<KResult<Vec<_>>>()?;
        Tensor::from_i64(shape, d, v)
    }
}

/// The element type of result 0 (itself if scalar).
pub(crate) fn result_elem(cx: &OpCx) -> KResult<(Type, Sc)> {
    let Some(t) = cx.result_type(0) else {
        bail!("has no result");
    };
    let e = cx.ctx.type_kind(t).element_type().unwrap_or(t);
    Ok((e, scalar_kind(cx.ctx, e)?))
}

/// The scalar kind of operand `i`'s type.
pub(crate) fn operand_kind(cx: &OpCx, i: usize) -> KResult<Sc> {
    let d = cx.ctx.op(cx.op);
    if i >= d.num_operands() {
        bail!("expects at least {} operands", i + 1);
    }
    scalar_kind(cx.ctx, cx.ctx.value_type(d.operand(i)))
}

/// Applies a scalar function elementwise when the operands are tensors
/// (all of one shape), else directly.
pub(crate) fn lift(
    cx: &OpCx,
    args: &[Value],
    f: impl Fn(&[Value], Sc) -> KResult<Value>,
) -> KResult<Vec<Value>> {
    let (ety, rs) = result_elem(cx)?;
    let Some(shape) = args.iter().find_map(|a| match a {
        Value::Tensor(t) => Some(t.shape().to_vec()),
        _ => None,
    }) else {
        return Ok(vec![f(args, rs)?]);
    };
    let kinds: Vec<Sc> = (0..args.len())
        .map(|i| operand_kind(cx, i))
        .collect::<KResult<_>>()?;
    let n = crate::tensor::numel_of(&shape)?;
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let scalars: Vec<Value> = args
            .iter()
            .zip(&kinds)
            .map(|(a, &k)| match a {
                Value::Tensor(t) if t.shape() == shape.as_slice() => Ok(elem(t, i, k)),
                Value::Tensor(t) => {
                    bail!("tensor operands of shapes {:?} and {shape:?}", t.shape())
                }
                v => Ok(v.clone()),
            })
            .collect::<KResult<_>>()?;
        out.push(f(&scalars, rs)?);
    }
    Ok(vec![Value::Tensor(tensor_of(cx.ctx, ety, shape, &out)?)])
}

pub(crate) fn arg(a: &[Value], i: usize) -> KResult<&Value> {
    match a.get(i) {
        Some(v) => Ok(v),
        None => bail!("expects at least {} operands", i + 1),
    }
}

/// An integer binary op: `f(width, a, b)` on sign-extended values.
pub(crate) fn int_binary(
    cx: &OpCx,
    a: Vec<Value>,
    f: fn(u32, i64, i64) -> KResult<i64>,
) -> KResult<Vec<Value>> {
    lift(cx, &a, |v, s| {
        let (w, x) = int_of(arg(v, 0)?)?;
        let (_, y) = int_of(arg(v, 1)?)?;
        Ok(mk_int(s, f(w, x, y)?))
    })
}

/// `f(x, y)`, or NaN if either is NaN (maximumf/minimumf; maxnumf and
/// minnumf ignore NaN instead).
pub(crate) fn nan_or(x: f64, y: f64, f: fn(f64, f64) -> f64) -> f64 {
    if x.is_nan() || y.is_nan() {
        f64::NAN
    } else {
        f(x, y)
    }
}

pub(crate) fn float_binary(
    cx: &OpCx,
    a: Vec<Value>,
    f: fn(f64, f64) -> f64,
) -> KResult<Vec<Value>> {
    lift(cx, &a, |v, s| {
        Ok(mk_float(s, f(float_of(arg(v, 0)?)?, float_of(arg(v, 1)?)?)))
    })
}

pub(crate) fn float_unary(cx: &OpCx, a: Vec<Value>, f: fn(f64) -> f64) -> KResult<Vec<Value>> {
    lift(cx, &a, |v, s| Ok(mk_float(s, f(float_of(arg(v, 0)?)?))))
}

pub(crate) fn nonzero(y: i64) -> KResult<()> {
    if y == 0 {
        bail!("division by zero");
    }
    Ok(())
}

pub(crate) fn shift_ok(w: u32, y: i64) -> KResult<u32> {
    let s = zext(y, w);
    if s >= w as u64 {
        bail!("shift amount {s} is not less than the bit width {w}");
    }
    Ok(s as u32)
}
