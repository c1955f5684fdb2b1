//! The standard dialects: func, arith, math, scf, cf, memref, tensor and
//! linalg, on typed scalars ([`Value::Index`], [`Value::Integer`],
//! [`Value::FloatN`]), builtin tensors and memrefs.
//!
//! Integers are kept sign-extended from their width and wrap as MLIR's do;
//! unsigned operations (`divui`, `extui`, `cmpi ult`) read the same bits
//! zero-extended. What MLIR calls poison or undefined (division by zero,
//! shifts past the width, out-of-range float-to-int) is an error here.
//! arith and math ops on tensors apply elementwise.

use crate::bail;
use crate::elements::{attr_tensor, elem_dtype, tensor_shape};
use crate::tensor::{KResult, Tensor};
use crate::value::Value;
use crate::{Frame, InterpError, Interpreter, OpCx, Registry};
use ir::float::FloatKind;
use ir::{AttrKind, Context, Op, Type, TypeKind};
use std::cell::RefCell;
use std::rc::Rc;

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
enum Sc {
    Index,
    Int(u32),
    Float(FloatKind),
}

/// The scalar kind of `t`, or of its elements for a shaped type.
fn scalar_kind(ctx: &Context, t: Type) -> KResult<Sc> {
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
fn mk_int(s: Sc, x: i64) -> Value {
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
fn mk_float(s: Sc, x: f64) -> Value {
    match s {
        Sc::Float(k) => Value::FloatN {
            kind: k,
            value: round_to(k, x),
        },
        _ => mk_int(s, x as i64),
    }
}

/// An integer scalar's (width, sign-extended value).
fn int_of(v: &Value) -> KResult<(u32, i64)> {
    match v {
        Value::Index(i) => Ok((64, *i)),
        Value::Integer { width, value } => Ok((*width, *value)),
        Value::Int(i) => Ok((64, *i)),
        Value::Bool(b) => Ok((1, -(*b as i64))),
        v => bail!("expected an integer, got {}", v.kind()),
    }
}

fn float_of(v: &Value) -> KResult<f64> {
    match v {
        Value::FloatN { value, .. } | Value::Float(value) => Ok(*value),
        v => bail!("expected a float, got {}", v.kind()),
    }
}

/// Element `i` of a tensor as a scalar of kind `s`.
fn elem(t: &Tensor, i: usize, s: Sc) -> Value {
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
fn tensor_of(ctx: &Context, ety: Type, shape: Vec<usize>, vals: &[Value]) -> KResult<Tensor> {
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
fn result_elem(cx: &OpCx) -> KResult<(Type, Sc)> {
    let Some(t) = cx.result_type(0) else {
        bail!("has no result");
    };
    let e = cx.ctx.type_kind(t).element_type().unwrap_or(t);
    Ok((e, scalar_kind(cx.ctx, e)?))
}

/// The scalar kind of operand `i`'s type.
fn operand_kind(cx: &OpCx, i: usize) -> KResult<Sc> {
    let d = cx.ctx.op(cx.op);
    if i >= d.num_operands() {
        bail!("expects at least {} operands", i + 1);
    }
    scalar_kind(cx.ctx, cx.ctx.value_type(d.operand(i)))
}

/// Applies a scalar function elementwise when the operands are tensors
/// (all of one shape), else directly.
fn lift(
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

fn arg(a: &[Value], i: usize) -> KResult<&Value> {
    match a.get(i) {
        Some(v) => Ok(v),
        None => bail!("expects at least {} operands", i + 1),
    }
}

/// An integer binary op: `f(width, a, b)` on sign-extended values.
fn int_binary(
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
fn nan_or(x: f64, y: f64, f: fn(f64, f64) -> f64) -> f64 {
    if x.is_nan() || y.is_nan() {
        f64::NAN
    } else {
        f(x, y)
    }
}

fn float_binary(cx: &OpCx, a: Vec<Value>, f: fn(f64, f64) -> f64) -> KResult<Vec<Value>> {
    lift(cx, &a, |v, s| {
        Ok(mk_float(s, f(float_of(arg(v, 0)?)?, float_of(arg(v, 1)?)?)))
    })
}

fn float_unary(cx: &OpCx, a: Vec<Value>, f: fn(f64) -> f64) -> KResult<Vec<Value>> {
    lift(cx, &a, |v, s| Ok(mk_float(s, f(float_of(arg(v, 0)?)?))))
}

fn nonzero(y: i64) -> KResult<()> {
    if y == 0 {
        bail!("division by zero");
    }
    Ok(())
}

fn shift_ok(w: u32, y: i64) -> KResult<u32> {
    let s = zext(y, w);
    if s >= w as u64 {
        bail!("shift amount {s} is not less than the bit width {w}");
    }
    Ok(s as u32)
}

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
            crate::torch::float_attr(cx.ctx, *ty, bits.get())?,
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

// ----- memref and tensor -----

/// The shape of a result memref/tensor type, with `?` dims from `dynamic`.
fn alloc_shape(cx: &OpCx, dynamic: &[Value]) -> KResult<(Vec<usize>, Type)> {
    let Some(t) = cx.result_type(0) else {
        bail!("has no result");
    };
    let (shape, elem) = match cx.ctx.type_kind(t) {
        TypeKind::MemRef { shape, elem, .. } | TypeKind::RankedTensor { shape, elem, .. } => {
            (shape.clone(), *elem)
        }
        _ => bail!("expects a ranked memref or tensor result"),
    };
    let mut dynamic = dynamic.iter();
    let mut out = Vec::new();
    for &d in shape.iter() {
        if d >= 0 {
            out.push(d as usize);
        } else {
            let Some(v) = dynamic.next() else {
                bail!("has too few dynamic sizes");
            };
            let n = int_of(v)?.1;
            if n < 0 {
                bail!("dynamic size {n} is negative");
            }
            out.push(n as usize);
        }
    }
    Ok((out, elem))
}

fn alloc(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let ndyn = segment(cx, 0, a.len())?.min(a.len());
    let (shape, elem) = alloc_shape(cx, &a[..ndyn])?;
    let t = Tensor::full(shape, elem_dtype(cx.ctx, elem)?, 0.0)?;
    Ok(vec![Value::MemRef(Rc::new(RefCell::new(t)))])
}

/// The size of operand segment `i` (`operandSegmentSizes`), or `all` when
/// the op has no segments.
fn segment(cx: &OpCx, i: usize, all: usize) -> KResult<usize> {
    Ok(ir::segments::sizes(cx.ctx, cx.op, "operandSegmentSizes")
        .map_or(all, |s| s.get(i).copied().unwrap_or(0)))
}

/// The linear offset of `indices` in `shape` (bounds-checked).
fn offset(shape: &[usize], indices: &[Value]) -> KResult<usize> {
    if indices.len() != shape.len() {
        bail!("{} indices for a rank-{} value", indices.len(), shape.len());
    }
    let st = crate::tensor::strides(shape);
    let mut off = 0;
    for (k, (v, &n)) in indices.iter().zip(shape).enumerate() {
        let i = int_of(v)?.1;
        if i < 0 || i as usize >= n {
            bail!("index {i} is out of bounds for dimension {k} of size {n}");
        }
        off += i as usize * st[k];
    }
    Ok(off)
}

fn memref(v: &Value) -> KResult<&Rc<RefCell<Tensor>>> {
    match v {
        Value::MemRef(m) => Ok(m),
        v => bail!("expected a memref, got {}", v.kind()),
    }
}

/// A tensor or memref's contents.
fn shaped(v: &Value) -> KResult<Tensor> {
    match v {
        Value::Tensor(t) => Ok(t.clone()),
        Value::MemRef(m) => Ok(m.borrow().clone()),
        v => bail!("expected a tensor or memref, got {}", v.kind()),
    }
}

/// Element kind of operand `i` (a shaped value).
fn load(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let t = shaped(arg(&a, 0)?)?;
    let off = offset(t.shape(), &a[1..])?;
    let (_, s) = result_elem(cx)?;
    Ok(vec![elem(&t, off, s)])
}

/// Writes element `off` of `t` from a scalar.
fn with_elem(t: &Tensor, off: usize, v: &Value) -> KResult<Tensor> {
    let d = t.dtype();
    if d.is_float() {
        let mut x = t.to_f64_vec();
        x[off] = float_of(v)?;
        Tensor::from_f64(t.shape().to_vec(), d, x)
    } else {
        let mut x = t.to_i64_vec();
        x[off] = int_of(v)?.1;
        Tensor::from_i64(t.shape().to_vec(), d, x)
    }
}

fn store(_: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let m = memref(arg(&a, 1)?)?;
    let t = m.borrow().clone();
    let off = offset(t.shape(), &a[2..])?;
    let new = with_elem(&t, off, arg(&a, 0)?)?;
    *m.borrow_mut() = new;
    Ok(vec![])
}

fn dim(_: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let t = shaped(arg(&a, 0)?)?;
    let i = int_of(arg(&a, 1)?)?.1;
    match t.shape().get(i.max(0) as usize).filter(|_| i >= 0) {
        Some(&n) => Ok(vec![Value::Index(n as i64)]),
        None => bail!("dimension {i} is out of range for rank {}", t.rank()),
    }
}

fn insert(_: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let t = shaped(arg(&a, 1)?)?;
    let off = offset(t.shape(), &a[2..])?;
    Ok(vec![Value::Tensor(with_elem(&t, off, arg(&a, 0)?)?)])
}

fn from_elements(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let Some(t) = cx.result_type(0) else {
        bail!("has no result");
    };
    let (shape, elem) = tensor_shape(cx.ctx, t)?;
    if shape.iter().product::<usize>() != a.len() {
        bail!("{} elements do not fill shape {shape:?}", a.len());
    }
    Ok(vec![Value::Tensor(tensor_of(cx.ctx, elem, shape, &a)?)])
}

fn empty(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let (shape, elem) = alloc_shape(cx, &a)?;
    Ok(vec![Value::Tensor(Tensor::full(
        shape,
        elem_dtype(cx.ctx, elem)?,
        0.0,
    )?)])
}

fn splat(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let (shape, elem) = alloc_shape(cx, &a[1.min(a.len())..])?;
    let n = crate::tensor::numel_of(&shape)?;
    let v = vec![arg(&a, 0)?.clone(); n];
    Ok(vec![Value::Tensor(tensor_of(cx.ctx, elem, shape, &v)?)])
}

fn copy(_: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let src = shaped(arg(&a, 0)?)?;
    let dst = memref(arg(&a, 1)?)?;
    if src.shape() != dst.borrow().shape() {
        bail!(
            "copy between shapes {:?} and {:?}",
            src.shape(),
            dst.borrow().shape()
        );
    }
    let d = dst.borrow().dtype();
    *dst.borrow_mut() = src.cast(d);
    Ok(vec![])
}

// ----- region ops -----

type RResult = Result<Vec<Value>, InterpError>;

fn region(interp: &Interpreter, op: Op, i: usize) -> Result<ir::Region, InterpError> {
    interp
        .ctx()
        .op(op)
        .regions
        .get(i)
        .copied()
        .ok_or_else(|| interp.failed(op, format!("has no region {i}")))
}

fn call(interp: &Interpreter, _: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let ctx = interp.ctx();
    let name = match ctx.inherent_attr(op, "callee").map(|x| ctx.attr_kind(x)) {
        Some(AttrKind::SymbolRef { root, .. }) => ctx.str(*root).to_string(),
        _ => return Err(interp.failed(op, "has no 'callee' symbol".into())),
    };
    let Some(f) = interp.function(&name) else {
        return Err(interp.failed(op, format!("calls @{name}, which is not defined")));
    };
    interp.call(f, a)
}

fn scf_for(interp: &Interpreter, frame: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let err = |m: String| interp.failed(op, m);
    if a.len() < 3 {
        return Err(err("expects lower bound, upper bound and step".into()));
    }
    let kind = |v: &Value| int_of(v).map_err(|e| err(e.0));
    let (w, lb) = kind(&a[0])?;
    let (_, ub) = kind(&a[1])?;
    let (_, step) = kind(&a[2])?;
    if step <= 0 {
        return Err(err(format!("step {step} must be positive")));
    }
    let unsigned = interp.ctx().inherent_attr(op, "unsignedCmp").is_some();
    let mk = |x: i64| match &a[0] {
        Value::Index(_) => Value::Index(x),
        _ => Value::Integer {
            width: w,
            value: sext(x, w),
        },
    };
    let body = region(interp, op, 0)?;
    let mut iters: Vec<Value> = a[3..].to_vec();
    let mut iv = lb;
    loop {
        let go = if unsigned {
            zext(iv, w) < zext(ub, w)
        } else {
            iv < ub
        };
        if !go {
            break;
        }
        let mut args = vec![mk(iv)];
        args.extend(iters);
        iters = interp.run_region(frame, body, args)?;
        let next = sext(iv.wrapping_add(step), w);
        // Stop on wrap-around (the step overflowed the type).
        if if unsigned {
            zext(next, w) <= zext(iv, w)
        } else {
            next <= iv
        } {
            break;
        }
        iv = next;
    }
    Ok(iters)
}

fn scf_if(interp: &Interpreter, frame: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let c = a
        .first()
        .ok_or_else(|| interp.failed(op, "has no condition".into()))
        .and_then(|v| int_of(v).map_err(|e| interp.failed(op, e.0)))?
        .1;
    let r = region(interp, op, if c != 0 { 0 } else { 1 })?;
    if interp.ctx().region(r).blocks.is_empty() {
        return Ok(vec![]);
    }
    interp.run_region(frame, r, vec![])
}

/// Iterations a `scf.while` may run before it is taken for a hang.
const MAX_WHILE_ITERATIONS: u64 = 1 << 32;

fn scf_while(interp: &Interpreter, frame: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let before = region(interp, op, 0)?;
    let after = region(interp, op, 1)?;
    let mut args = a;
    for _ in 0..MAX_WHILE_ITERATIONS {
        let mut r = interp.run_region(frame, before, args)?;
        if r.is_empty() {
            return Err(interp.failed(op, "'before' region did not end in scf.condition".into()));
        }
        let c = int_of(&r.remove(0)).map_err(|e| interp.failed(op, e.0))?.1;
        if c == 0 {
            return Ok(r);
        }
        args = interp.run_region(frame, after, r)?;
    }
    Err(interp.failed(op, "ran more than 2^32 iterations".into()))
}

fn execute_region(interp: &Interpreter, frame: &mut Frame, op: Op, _: Vec<Value>) -> RResult {
    let r = region(interp, op, 0)?;
    interp.run_region(frame, r, vec![])
}

fn cf_assert(_: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    if int_of(arg(&a, 0)?)?.1 == 0 {
        bail!("assertion failed");
    }
    Ok(vec![])
}

// ----- linalg -----

/// Evaluates an affine expression at `dims`.
fn eval(e: &ir::affine::AffineExpr, dims: &[i64]) -> Option<i64> {
    use ir::affine::{AffineExpr, AffineOp};
    Some(match e {
        AffineExpr::Dim(i) => *dims.get(*i as usize)?,
        AffineExpr::Const(c) => *c,
        AffineExpr::Symbol(_) => return None,
        AffineExpr::Bin(op, l, r) => {
            let (x, y) = (eval(l, dims)?, eval(r, dims)?);
            match op {
                AffineOp::Add => x.checked_add(y)?,
                AffineOp::Mul => x.checked_mul(y)?,
                AffineOp::FloorDiv => {
                    let q = x.checked_div(y)?;
                    if x % y != 0 && ((x < 0) != (y < 0)) {
                        q - 1
                    } else {
                        q
                    }
                }
                AffineOp::CeilDiv => {
                    let q = x.checked_div(y)?;
                    if x % y != 0 && ((x < 0) == (y < 0)) {
                        q + 1
                    } else {
                        q
                    }
                }
                AffineOp::Mod => x.checked_rem_euclid(y)?,
            }
        }
    })
}

/// Runs a structured op: for every point of the iteration space, the body
/// gets one element per operand (through its indexing map) and yields the
/// outputs' new elements.
fn generic(interp: &Interpreter, frame: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let ctx = interp.ctx();
    let err = |m: String| interp.failed(op, m);
    let cx = OpCx { ctx, op };
    let nin = segment(&cx, 0, 0).map_err(|e| err(e.0))?;
    if nin > a.len() {
        return Err(err("has more inputs than operands".into()));
    }
    let maps: Vec<ir::affine::AffineMap> = match cx.attr("indexing_maps") {
        Some(AttrKind::Array(v)) => v
            .iter()
            .map(|m| match ctx.attr_kind(*m) {
                AttrKind::AffineMap(m) => Ok((**m).clone()),
                _ => Err(err("indexing_maps holds a non-map".into())),
            })
            .collect::<Result<_, _>>()?,
        _ => return Err(err("has no indexing_maps".into())),
    };
    if maps.len() != a.len() {
        return Err(err(format!(
            "has {} indexing maps for {} operands",
            maps.len(),
            a.len()
        )));
    }
    let mut data: Vec<Option<Tensor>> = Vec::new();
    for v in &a {
        data.push(match v {
            Value::Tensor(_) | Value::MemRef(_) => Some(shaped(v).map_err(|e| err(e.0))?),
            _ => None,
        });
    }
    let ndims = maps.first().map_or(0, |m| m.dims as usize);
    // Loop bounds: from the first operand dim each loop dim maps to directly.
    let mut bounds: Vec<Option<usize>> = vec![None; ndims];
    for (m, t) in maps.iter().zip(&data) {
        if let Some(t) = t {
            for (r, e) in m.results.iter().enumerate() {
                if let ir::affine::AffineExpr::Dim(d) = e {
                    if let (Some(b), Some(&n)) = (bounds.get_mut(*d as usize), t.shape().get(r)) {
                        b.get_or_insert(n);
                    }
                }
            }
        }
    }
    let bounds: Vec<usize> = bounds
        .into_iter()
        .map(|b| b.ok_or_else(|| err("cannot infer a loop bound from the indexing maps".into())))
        .collect::<Result<_, _>>()?;
    let body = region(interp, op, 0)?;
    let kinds: Vec<Option<Sc>> = ctx
        .op(op)
        .operands()
        .map(|v| scalar_kind(ctx, ctx.value_type(v)).ok())
        .collect();
    let mut outs: Vec<Tensor> = data[nin..]
        .iter()
        .map(|t| {
            t.clone()
                .ok_or_else(|| err("an output is not shaped".into()))
        })
        .collect::<Result<_, _>>()?;
    let total = crate::tensor::numel_of(&bounds).map_err(|e| err(e.0))?;
    let mut pt = vec![0i64; ndims];
    for lin in 0..total {
        let mut r = lin;
        for d in (0..ndims).rev() {
            pt[d] = (r % bounds[d]) as i64;
            r /= bounds[d];
        }
        let mut offs = Vec::with_capacity(a.len());
        let mut args = Vec::with_capacity(a.len());
        for (i, m) in maps.iter().enumerate() {
            let cur = if i < nin {
                data[i].as_ref()
            } else {
                Some(&outs[i - nin])
            };
            match cur {
                None => {
                    args.push(a[i].clone());
                    offs.push(0);
                }
                Some(t) => {
                    let idx: Vec<Value> = m
                        .results
                        .iter()
                        .map(|e| {
                            eval(e, &pt)
                                .map(Value::Index)
                                .ok_or_else(|| err("cannot evaluate an indexing map".into()))
                        })
                        .collect::<Result<_, _>>()?;
                    let off = offset(t.shape(), &idx).map_err(|e| err(e.0))?;
                    let k = kinds[i].ok_or_else(|| err("unsupported element type".into()))?;
                    args.push(elem(t, off, k));
                    offs.push(off);
                }
            }
        }
        let ys = interp.run_region(frame, body, args)?;
        if ys.len() != outs.len() {
            return Err(err(format!(
                "body yields {} values for {} outputs",
                ys.len(),
                outs.len()
            )));
        }
        for (j, y) in ys.iter().enumerate() {
            outs[j] = with_elem(&outs[j], offs[nin + j], y).map_err(|e| err(e.0))?;
        }
    }
    finish_outputs(interp, op, &a[nin..], outs)
}

/// Writes outputs back to memrefs, or returns them as the tensor results.
fn finish_outputs(interp: &Interpreter, op: Op, inits: &[Value], outs: Vec<Tensor>) -> RResult {
    let mut results = Vec::new();
    for (init, t) in inits.iter().zip(outs) {
        match init {
            Value::MemRef(m) => *m.borrow_mut() = t,
            _ => results.push(Value::Tensor(t)),
        }
    }
    if results.len() != interp.ctx().op(op).results().len() {
        return Err(interp.failed(op, "result count does not match its tensor outputs".into()));
    }
    Ok(results)
}

fn fill(interp: &Interpreter, _: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let err = |m: String| interp.failed(op, m);
    if a.len() != 2 {
        return Err(err("expects one value and one output".into()));
    }
    let t = shaped(&a[1]).map_err(|e| err(e.0))?;
    let x = match &a[0] {
        Value::FloatN { value, .. } => *value,
        v => int_of(v).map_err(|e| err(e.0))?.1 as f64,
    };
    let t = Tensor::full(t.shape().to_vec(), t.dtype(), x).map_err(|e| err(e.0))?;
    finish_outputs(interp, op, &a[1..], vec![t])
}

fn matmul(interp: &Interpreter, _: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let err = |m: String| interp.failed(op, m);
    if a.len() != 3 {
        return Err(err("expects two inputs and one output".into()));
    }
    let (x, y, c) = (
        shaped(&a[0]).map_err(|e| err(e.0))?,
        shaped(&a[1]).map_err(|e| err(e.0))?,
        shaped(&a[2]).map_err(|e| err(e.0))?,
    );
    let d = c.dtype();
    let p = crate::kernels::linalg::matmul(
        &x.cast(crate::tensor::promote_types(x.dtype(), d)),
        &y.cast(crate::tensor::promote_types(x.dtype(), d)),
    )
    .map_err(|e| err(e.0))?;
    let sum = crate::kernels::elementwise::arith(
        &c,
        &p.cast(d),
        d,
        crate::kernels::elementwise::Arith::Add,
    )
    .map_err(|e| err(e.0))?;
    if sum.shape() != c.shape() {
        return Err(err(format!(
            "product shape {:?} does not match the output {:?}",
            p.shape(),
            c.shape()
        )));
    }
    finish_outputs(interp, op, &a[2..], vec![sum])
}

/// Registers the standard-dialect kernels.
pub fn register(r: &mut Registry) {
    r.region("func.call", call);
    r.region("scf.for", scf_for);
    r.region("scf.if", scf_if);
    r.region("scf.while", scf_while);
    r.region("scf.execute_region", execute_region);
    r.region("linalg.generic", generic);
    r.region("linalg.fill", fill);
    r.region("linalg.matmul", matmul);
    r.simple("cf.assert", cf_assert);

    r.simple("arith.constant", constant);
    r.simple("arith.addi", |cx, a| {
        int_binary(cx, a, |_, x, y| Ok(x.wrapping_add(y)))
    });
    r.simple("arith.subi", |cx, a| {
        int_binary(cx, a, |_, x, y| Ok(x.wrapping_sub(y)))
    });
    r.simple("arith.muli", |cx, a| {
        int_binary(cx, a, |_, x, y| Ok(x.wrapping_mul(y)))
    });
    r.simple("arith.divsi", |cx, a| {
        int_binary(cx, a, |_, x, y| nonzero(y).map(|_| x.wrapping_div(y)))
    });
    r.simple("arith.divui", |cx, a| {
        int_binary(cx, a, |w, x, y| {
            nonzero(y).map(|_| (zext(x, w) / zext(y, w)) as i64)
        })
    });
    r.simple("arith.remsi", |cx, a| {
        int_binary(cx, a, |_, x, y| nonzero(y).map(|_| x.wrapping_rem(y)))
    });
    r.simple("arith.remui", |cx, a| {
        int_binary(cx, a, |w, x, y| {
            nonzero(y).map(|_| (zext(x, w) % zext(y, w)) as i64)
        })
    });
    r.simple("arith.floordivsi", |cx, a| {
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
    r.simple("arith.ceildivsi", |cx, a| {
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
    r.simple("arith.ceildivui", |cx, a| {
        int_binary(cx, a, |w, x, y| {
            nonzero(y).map(|_| zext(x, w).div_ceil(zext(y, w)) as i64)
        })
    });
    r.simple("arith.andi", |cx, a| int_binary(cx, a, |_, x, y| Ok(x & y)));
    r.simple("arith.ori", |cx, a| int_binary(cx, a, |_, x, y| Ok(x | y)));
    r.simple("arith.xori", |cx, a| int_binary(cx, a, |_, x, y| Ok(x ^ y)));
    r.simple("arith.shli", |cx, a| {
        int_binary(cx, a, |w, x, y| shift_ok(w, y).map(|s| x.wrapping_shl(s)))
    });
    r.simple("arith.shrsi", |cx, a| {
        int_binary(cx, a, |w, x, y| shift_ok(w, y).map(|s| x >> s))
    });
    r.simple("arith.shrui", |cx, a| {
        int_binary(cx, a, |w, x, y| {
            shift_ok(w, y).map(|s| (zext(x, w) >> s) as i64)
        })
    });
    r.simple("arith.maxsi", |cx, a| {
        int_binary(cx, a, |_, x, y| Ok(x.max(y)))
    });
    r.simple("arith.minsi", |cx, a| {
        int_binary(cx, a, |_, x, y| Ok(x.min(y)))
    });
    r.simple("arith.maxui", |cx, a| {
        int_binary(cx, a, |w, x, y| {
            Ok(if zext(x, w) >= zext(y, w) { x } else { y })
        })
    });
    r.simple("arith.minui", |cx, a| {
        int_binary(cx, a, |w, x, y| {
            Ok(if zext(x, w) <= zext(y, w) { x } else { y })
        })
    });
    r.simple("arith.cmpi", |cx, a| {
        let p = predicate(cx)?;
        lift(cx, &a, |v, s| {
            let (w, x) = int_of(arg(v, 0)?)?;
            let (_, y) = int_of(arg(v, 1)?)?;
            Ok(mk_int(s, cmpi(p, w, x, y)? as i64))
        })
    });
    r.simple("arith.cmpf", |cx, a| {
        let p = predicate(cx)?;
        lift(cx, &a, |v, s| {
            Ok(mk_int(
                s,
                cmpf(p, float_of(arg(v, 0)?)?, float_of(arg(v, 1)?)?)? as i64,
            ))
        })
    });
    r.simple("arith.select", select);
    r.simple("arith.addf", |cx, a| float_binary(cx, a, |x, y| x + y));
    r.simple("arith.subf", |cx, a| float_binary(cx, a, |x, y| x - y));
    r.simple("arith.mulf", |cx, a| float_binary(cx, a, |x, y| x * y));
    r.simple("arith.divf", |cx, a| float_binary(cx, a, |x, y| x / y));
    r.simple("arith.remf", |cx, a| float_binary(cx, a, |x, y| x % y));
    r.simple("arith.maxnumf", |cx, a| float_binary(cx, a, f64::max));
    r.simple("arith.minnumf", |cx, a| float_binary(cx, a, f64::min));
    r.simple("arith.maximumf", |cx, a| {
        float_binary(cx, a, |x, y| nan_or(x, y, f64::max))
    });
    r.simple("arith.minimumf", |cx, a| {
        float_binary(cx, a, |x, y| nan_or(x, y, f64::min))
    });
    r.simple("arith.negf", |cx, a| float_unary(cx, a, |x| -x));
    r.simple("arith.extsi", |cx, a| cast(cx, a, Cast::Sext));
    r.simple("arith.extui", |cx, a| cast(cx, a, Cast::Zext));
    r.simple("arith.trunci", |cx, a| cast(cx, a, Cast::Trunc));
    r.simple("arith.index_cast", |cx, a| cast(cx, a, Cast::Sext));
    r.simple("arith.index_castui", |cx, a| cast(cx, a, Cast::Zext));
    r.simple("arith.sitofp", |cx, a| cast(cx, a, Cast::SiToFp));
    r.simple("arith.uitofp", |cx, a| cast(cx, a, Cast::UiToFp));
    r.simple("arith.fptosi", |cx, a| cast(cx, a, Cast::FpToSi));
    r.simple("arith.fptoui", |cx, a| cast(cx, a, Cast::FpToUi));
    r.simple("arith.extf", |cx, a| cast(cx, a, Cast::FpToFp));
    r.simple("arith.truncf", |cx, a| cast(cx, a, Cast::FpToFp));
    r.simple("arith.bitcast", |cx, a| cast(cx, a, Cast::Bitcast));

    r.simple("math.exp", |cx, a| float_unary(cx, a, f64::exp));
    r.simple("math.exp2", |cx, a| float_unary(cx, a, f64::exp2));
    r.simple("math.expm1", |cx, a| float_unary(cx, a, f64::exp_m1));
    r.simple("math.log", |cx, a| float_unary(cx, a, f64::ln));
    r.simple("math.log2", |cx, a| float_unary(cx, a, f64::log2));
    r.simple("math.log10", |cx, a| float_unary(cx, a, f64::log10));
    r.simple("math.log1p", |cx, a| float_unary(cx, a, f64::ln_1p));
    r.simple("math.sqrt", |cx, a| float_unary(cx, a, f64::sqrt));
    r.simple("math.rsqrt", |cx, a| float_unary(cx, a, |x| 1.0 / x.sqrt()));
    r.simple("math.cbrt", |cx, a| float_unary(cx, a, f64::cbrt));
    r.simple("math.tanh", |cx, a| float_unary(cx, a, f64::tanh));
    r.simple("math.sin", |cx, a| float_unary(cx, a, f64::sin));
    r.simple("math.cos", |cx, a| float_unary(cx, a, f64::cos));
    r.simple("math.tan", |cx, a| float_unary(cx, a, f64::tan));
    r.simple("math.atan", |cx, a| float_unary(cx, a, f64::atan));
    r.simple("math.erf", |cx, a| {
        float_unary(cx, a, crate::kernels::elementwise::erf)
    });
    r.simple("math.erfc", |cx, a| {
        float_unary(cx, a, |x| 1.0 - crate::kernels::elementwise::erf(x))
    });
    r.simple("math.absf", |cx, a| float_unary(cx, a, f64::abs));
    r.simple("math.ceil", |cx, a| float_unary(cx, a, f64::ceil));
    r.simple("math.floor", |cx, a| float_unary(cx, a, f64::floor));
    r.simple("math.trunc", |cx, a| float_unary(cx, a, f64::trunc));
    r.simple("math.round", |cx, a| float_unary(cx, a, f64::round));
    r.simple("math.roundeven", |cx, a| {
        float_unary(cx, a, f64::round_ties_even)
    });
    r.simple("math.powf", |cx, a| float_binary(cx, a, f64::powf));
    r.simple("math.atan2", |cx, a| float_binary(cx, a, f64::atan2));
    r.simple("math.copysign", |cx, a| float_binary(cx, a, f64::copysign));
    r.simple("math.fma", |cx, a| {
        lift(cx, &a, |v, s| {
            Ok(mk_float(
                s,
                float_of(arg(v, 0)?)?.mul_add(float_of(arg(v, 1)?)?, float_of(arg(v, 2)?)?),
            ))
        })
    });
    r.simple("math.absi", |cx, a| {
        lift(cx, &a, |v, s| {
            Ok(mk_int(s, int_of(arg(v, 0)?)?.1.wrapping_abs()))
        })
    });
    r.simple("math.isnan", |cx, a| {
        lift(cx, &a, |v, s| {
            Ok(mk_int(s, float_of(arg(v, 0)?)?.is_nan() as i64))
        })
    });
    r.simple("math.isinf", |cx, a| {
        lift(cx, &a, |v, s| {
            Ok(mk_int(s, float_of(arg(v, 0)?)?.is_infinite() as i64))
        })
    });
    r.simple("math.isfinite", |cx, a| {
        lift(cx, &a, |v, s| {
            Ok(mk_int(s, float_of(arg(v, 0)?)?.is_finite() as i64))
        })
    });

    r.simple("math.ipowi", |cx, a| {
        int_binary(cx, a, |_, x, y| {
            if y < 0 {
                bail!("negative exponent {y}");
            }
            Ok(x.wrapping_pow(y.min(u32::MAX as i64) as u32))
        })
    });
    r.simple("math.fpowi", |cx, a| {
        lift(cx, &a, |v, s| {
            Ok(mk_float(
                s,
                float_of(arg(v, 0)?)?.powf(int_of(arg(v, 1)?)?.1 as f64),
            ))
        })
    });
    r.simple("math.ctpop", |cx, a| {
        lift(cx, &a, |v, s| {
            let (w, x) = int_of(arg(v, 0)?)?;
            Ok(mk_int(s, zext(x, w).count_ones() as i64))
        })
    });
    r.simple("math.ctlz", |cx, a| {
        lift(cx, &a, |v, s| {
            let (w, x) = int_of(arg(v, 0)?)?;
            Ok(mk_int(
                s,
                (zext(x, w).leading_zeros() as i64) - (64 - w as i64),
            ))
        })
    });
    r.simple("math.cttz", |cx, a| {
        lift(cx, &a, |v, s| {
            let (w, x) = int_of(arg(v, 0)?)?;
            Ok(mk_int(
                s,
                (zext(x, w).trailing_zeros() as i64).min(w as i64),
            ))
        })
    });
    for name in [
        "tensor.expand_shape",
        "tensor.collapse_shape",
        "tensor.reshape",
    ] {
        r.simple(name, |cx, a| {
            let t = shaped(arg(&a, 0)?)?;
            let Some(ty) = cx.result_type(0) else {
                bail!("has no result");
            };
            let (shape, _) = tensor_shape(cx.ctx, ty)?;
            Ok(vec![Value::Tensor(t.reshape(shape)?)])
        });
    }
    r.simple("memref.alloc", alloc);
    r.simple("memref.alloca", alloc);
    r.simple("memref.dealloc", |_, _| Ok(vec![]));
    r.simple("memref.load", load);
    r.simple("memref.store", store);
    r.simple("memref.dim", dim);
    r.simple("memref.copy", copy);
    r.simple("memref.cast", |_, a| Ok(vec![arg(&a, 0)?.clone()]));
    r.simple("tensor.empty", empty);
    r.simple("tensor.extract", load);
    r.simple("tensor.insert", insert);
    r.simple("tensor.from_elements", from_elements);
    r.simple("tensor.dim", dim);
    r.simple("tensor.splat", splat);
    r.simple("tensor.cast", |_, a| Ok(vec![arg(&a, 0)?.clone()]));
}

#[cfg(test)]
mod tests {
    use super::*;

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
