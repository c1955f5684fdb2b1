//! `chlo`: special functions (through the C library's `erf`, `lgamma`, ...,
//! the functions XLA's CPU backend also ends in), `top_k`, and binary ops
//! with numpy broadcasting.

use super::stablehlo::{arr, binary_array, broadcast_to, map_unary, shape_elem, val};
use super::stablehlo_scalar::*;
use crate::array::{Array, Data, Elem};
use crate::bail;
use crate::tensor::{KResult, KernelError};
use crate::value::Value;
use crate::{OpCx, Registry};
use ::dialects::chlo::ops::*;
use ir::TypedOp;

mod c {
    extern "C" {
        pub fn erf(x: f64) -> f64;
        pub fn erfc(x: f64) -> f64;
        pub fn lgamma(x: f64) -> f64;
        pub fn nextafter(x: f64, y: f64) -> f64;
        pub fn nextafterf(x: f32, y: f32) -> f32;
    }
}

fn erf(x: f64) -> f64 {
    // SAFETY: pure C library function of a double.
    unsafe { c::erf(x) }
}
fn erfc(x: f64) -> f64 {
    // SAFETY: as above.
    unsafe { c::erfc(x) }
}
fn lgamma(x: f64) -> f64 {
    // SAFETY: as above (glibc's lgamma writes signgam, which nothing reads).
    unsafe { c::lgamma(x) }
}

/// The inverse error function: Giles' single-precision approximation,
/// refined by Newton steps on `erf`.
pub fn erf_inv(y: f64) -> f64 {
    if y.is_nan() || !(-1.0..=1.0).contains(&y) {
        return f64::NAN;
    }
    if y == 1.0 {
        return f64::INFINITY;
    }
    if y == -1.0 {
        return f64::NEG_INFINITY;
    }
    let w = -((1.0 - y) * (1.0 + y)).ln();
    let mut x = if w < 5.0 {
        let w = w - 2.5;
        let c = &dialects::chlo::approx::ERF_INV_CENTRAL;
        let mut p = c[0];
        for &k in &c[1..] {
            p = k + p * w;
        }
        p * y
    } else {
        let w = w.sqrt() - 3.0;
        let c = &dialects::chlo::approx::ERF_INV_TAIL;
        let mut p = c[0];
        for &k in &c[1..] {
            p = k + p * w;
        }
        p * y
    };
    for _ in 0..3 {
        let err = erf(x) - y;
        x -= err / (2.0 / std::f64::consts::PI.sqrt() * (-x * x).exp());
    }
    x
}

/// The digamma function (recurrence to x >= 6, then the asymptotic series).
pub fn digamma(mut x: f64) -> f64 {
    if x.is_nan() || x == f64::NEG_INFINITY {
        return f64::NAN;
    }
    if x <= 0.0 && x == x.floor() {
        return f64::NAN;
    }
    let mut r = 0.0;
    if x < 0.0 {
        // Reflection: psi(1 - x) - psi(x) = pi cot(pi x).
        return digamma(1.0 - x) - std::f64::consts::PI / (std::f64::consts::PI * x).tan();
    }
    while x < 6.0 {
        r -= 1.0 / x;
        x += 1.0;
    }
    let f = 1.0 / (x * x);
    r + x.ln()
        - 0.5 / x
        - f * (1.0 / 12.0 - f * (1.0 / 120.0 - f * (1.0 / 252.0 - f * (1.0 / 240.0 - f / 132.0))))
}

/// `exp(-|x|) * I1(x)` by its power series (small |x|) or asymptotic form.
pub fn bessel_i1e(x: f64) -> f64 {
    let ax = x.abs();
    let v = if ax < 15.0 {
        let mut term = x / 2.0;
        let mut sum = term;
        let q = x * x / 4.0;
        for k in 1..200 {
            term *= q / (k as f64 * (k as f64 + 1.0));
            sum += term;
            if term.abs() < 1e-17 * sum.abs() {
                break;
            }
        }
        sum * (-ax).exp()
    } else {
        let mut s = 1.0;
        let mut t = 1.0;
        for k in 1..12 {
            let kf = k as f64;
            t *= -(4.0 - (2.0 * kf - 1.0).powi(2)) / (kf * 8.0 * ax);
            s += t;
        }
        s / (2.0 * std::f64::consts::PI * ax).sqrt() * x.signum()
    };
    v
}

type Kern = fn(&OpCx, Vec<Value>) -> KResult<Vec<Value>>;

macro_rules! real {
    ($f:expr) => {
        (|cx: &OpCx, a: Vec<Value>| map_unary(cx, &a, |_, x| float_fn(x, $f, None))) as Kern
    };
}

const UNARY: &[(&str, Kern)] = &[
    (ErfOp::NAME, real!(erf)),
    (ErfcOp::NAME, real!(erfc)),
    (ErfInvOp::NAME, real!(erf_inv)),
    (LgammaOp::NAME, real!(lgamma)),
    (DigammaOp::NAME, real!(digamma)),
    (BesselI1eOp::NAME, real!(bessel_i1e)),
    (AcosOp::NAME, real!(f64::acos)),
    (AcoshOp::NAME, real!(f64::acosh)),
    (AsinOp::NAME, real!(f64::asin)),
    (AsinhOp::NAME, real!(f64::asinh)),
    (AtanOp::NAME, real!(f64::atan)),
    (AtanhOp::NAME, real!(f64::atanh)),
    (CoshOp::NAME, real!(f64::cosh)),
    (SinhOp::NAME, real!(f64::sinh)),
    (TanOp::NAME, real!(f64::tan)),
];

/// Registers the `chlo` kernels.
pub fn register(r: &mut Registry) {
    for (n, k) in UNARY {
        r.simple(n, *k);
    }
    r.simple(SquareOp::NAME, |cx, a| {
        map_unary(cx, &a, |e, x| mul(e, x, x))
    });
    r.simple(ConjOp::NAME, |cx, a| {
        map_unary(cx, &a, |_, x| {
            Ok(match x {
                S::C(re, im) => S::C(re, -im),
                x => x,
            })
        })
    });
    r.simple(IsInfOp::NAME, |cx, a| {
        map_unary(cx, &a, |_, x| Ok(S::I(x.f()?.is_infinite() as i128)))
    });
    r.simple(IsPosInfOp::NAME, |cx, a| {
        map_unary(cx, &a, |_, x| Ok(S::I((x.f()? == f64::INFINITY) as i128)))
    });
    r.simple(IsNegInfOp::NAME, |cx, a| {
        map_unary(cx, &a, |_, x| {
            Ok(S::I((x.f()? == f64::NEG_INFINITY) as i128))
        })
    });
    r.simple(ConstantOp::NAME, |cx, _| {
        let a = cx
            .ctx
            .inherent_attr(cx.op, "value")
            .ok_or_else(|| KernelError("has no value".into()))?;
        Ok(vec![val(Array::from_attr(cx.ctx, a)?)])
    });
    r.simple(ConstantLikeOp::NAME, constant_like);
    r.simple(TopKOp::NAME, top_k);
    r.region(ScanOp::NAME, scan);
    r.simple(NextAfterOp::NAME, |cx, a| {
        broadcast_binary(cx, a, |e, x, y| {
            Ok(S::F(match e {
                // SAFETY: pure C library functions.
                Elem::Float(ir::float::FloatKind::F32) => unsafe {
                    c::nextafterf(x.f()? as f32, y.f()? as f32) as f64
                },
                _ => unsafe { c::nextafter(x.f()?, y.f()?) },
            }))
        })
    });
    r.simple(MulhiOp::NAME, |cx, a| {
        broadcast_binary(cx, a, |e, x, y| match (x, y) {
            (S::I(p), S::I(q)) => Ok(S::I(e.wrap((p * q) >> e.width()))),
            _ => bail!("mulhi expects integers"),
        })
    });
    r.simple(BroadcastAddOp::NAME, |cx, a| broadcast_binary(cx, a, add));
    r.simple(BroadcastSubtractOp::NAME, |cx, a| {
        broadcast_binary(cx, a, sub)
    });
    r.simple(BroadcastMultiplyOp::NAME, |cx, a| {
        broadcast_binary(cx, a, mul)
    });
    r.simple(BroadcastDivideOp::NAME, |cx, a| {
        broadcast_binary(cx, a, div)
    });
    r.simple(BroadcastRemainderOp::NAME, |cx, a| {
        broadcast_binary(cx, a, rem)
    });
    r.simple(BroadcastPowerOp::NAME, |cx, a| broadcast_binary(cx, a, pow));
    r.simple(BroadcastMaximumOp::NAME, |cx, a| {
        broadcast_binary(cx, a, max)
    });
    r.simple(BroadcastMinimumOp::NAME, |cx, a| {
        broadcast_binary(cx, a, min)
    });
    r.simple(BroadcastAtan2Op::NAME, |cx, a| {
        broadcast_binary(cx, a, atan2)
    });
    r.simple(BroadcastShiftLeftOp::NAME, |cx, a| {
        broadcast_binary(cx, a, shl)
    });
    r.simple(BroadcastShiftRightArithmeticOp::NAME, |cx, a| {
        broadcast_binary(cx, a, sra)
    });
    r.simple(BroadcastShiftRightLogicalOp::NAME, |cx, a| {
        broadcast_binary(cx, a, srl)
    });
    r.simple(BroadcastAndOp::NAME, |cx, a| {
        broadcast_binary(cx, a, |e, x, y| bitwise(e, x, y, |a, b| a & b))
    });
    r.simple(BroadcastOrOp::NAME, |cx, a| {
        broadcast_binary(cx, a, |e, x, y| bitwise(e, x, y, |a, b| a | b))
    });
    r.simple(BroadcastXorOp::NAME, |cx, a| {
        broadcast_binary(cx, a, |e, x, y| bitwise(e, x, y, |a, b| a ^ b))
    });
    r.simple(BroadcastComplexOp::NAME, |cx, a| {
        broadcast_binary(cx, a, |_, x, y| Ok(S::C(x.f()?, y.f()?)))
    });
    r.simple(BroadcastCompareOp::NAME, |cx, a| {
        let dir = cx
            .ctx
            .inherent_attr(cx.op, "comparison_direction")
            .and_then(|d| match cx.ctx.attr_kind(d) {
                ir::AttrKind::Opaque { data, .. } => data
                    .strip_prefix("comparison_direction ")
                    .map(|s| s.trim().to_string()),
                _ => None,
            })
            .ok_or_else(|| KernelError("has no comparison_direction".into()))?;
        broadcast_binary_with(cx, a, move |e, x, y| {
            Ok(S::I(compare_scalar(e, &dir, false, x, y)? as i128))
        })
    });
    r.simple(BroadcastSelectOp::NAME, |cx, a| {
        let (shape, e) = shape_elem(
            cx.ctx,
            cx.result_type(0)
                .ok_or_else(|| KernelError("no result".into()))?,
        )?;
        let v: Vec<Array> = a
            .iter()
            .map(|x| Ok(numpy_broadcast(&*arr(x)?, &shape)?))
            .collect::<KResult<_>>()?;
        let p = v[0].ints()?;
        let mut b = Builder::new(e, p.len());
        for i in 0..p.len() {
            b.push(S::get(if p[i] != 0 { &v[1] } else { &v[2] }, i))?;
        }
        Ok(vec![val(Array::new(shape, e, b.finish())?)])
    });
}

/// `x` broadcast numpy-style (aligned at the right) to `shape`.
fn numpy_broadcast(x: &Array, shape: &[usize]) -> KResult<Array> {
    if x.rank() > shape.len() {
        bail!("cannot broadcast {:?} to {shape:?}", x.shape);
    }
    let k = shape.len() - x.rank();
    let dims: Vec<usize> = (k..shape.len()).collect();
    broadcast_to(x, shape, &dims)
}

fn broadcast_binary(
    cx: &OpCx,
    a: Vec<Value>,
    f: fn(Elem, S, S) -> KResult<S>,
) -> KResult<Vec<Value>> {
    broadcast_binary_with(cx, a, f)
}

fn broadcast_binary_with(
    cx: &OpCx,
    a: Vec<Value>,
    f: impl Fn(Elem, S, S) -> KResult<S>,
) -> KResult<Vec<Value>> {
    let (shape, e) = shape_elem(
        cx.ctx,
        cx.result_type(0)
            .ok_or_else(|| KernelError("no result".into()))?,
    )?;
    let (x, y) = (arr(&a[0])?, arr(&a[1])?);
    let bd = cx
        .ctx
        .inherent_attr(cx.op, "broadcast_dimensions")
        .and_then(|v| ir::dense_array::to_i64s(cx.ctx, v));
    let bx = |t: &Array| -> KResult<Array> {
        match &bd {
            // Explicit dimensions map the lower-rank operand.
            Some(d) if t.rank() < shape.len() => {
                let dims: Vec<usize> = d.iter().map(|&v| v as usize).collect();
                broadcast_to(t, &shape, &dims)
            }
            _ => numpy_broadcast(t, &shape),
        }
    };
    let (x, y) = (bx(&x)?, bx(&y)?);
    Ok(vec![val(binary_array(&x, &y, e, f)?)])
}

fn constant_like(cx: &OpCx, _a: Vec<Value>) -> KResult<Vec<Value>> {
    let (shape, e) = shape_elem(
        cx.ctx,
        cx.result_type(0)
            .ok_or_else(|| KernelError("no result".into()))?,
    )?;
    let v = cx
        .ctx
        .inherent_attr(cx.op, "value")
        .ok_or_else(|| KernelError("has no value".into()))?;
    let s = match ir::constant::decode(cx.ctx, v) {
        Some(ir::constant::Const::Scalar(ir::constant::Scalar::Int { width, bits })) => {
            S::I(ir::constant::sext(width, bits))
        }
        Some(ir::constant::Const::Scalar(ir::constant::Scalar::Float { kind, bits })) => {
            S::F(crate::array::float_value(kind, bits))
        }
        _ => bail!("unsupported constant_like value"),
    };
    let n: usize = shape.iter().product();
    let mut b = Builder::new(e, n);
    for _ in 0..n {
        b.push(convert_scalar(s, e))?;
    }
    Ok(vec![val(Array::new(shape, e, b.finish())?)])
}

fn top_k(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let x = arr(&a[0])?;
    let k = match cx.attr("k") {
        Some(ir::AttrKind::Integer { value, .. }) => value.as_i64().unwrap_or(-1),
        _ => bail!("has no k"),
    };
    let Some(&last) = x.shape.last() else {
        bail!("operand must have rank >= 1");
    };
    if k < 0 || k as usize > last {
        bail!("k = {k} is out of range for a last dimension of {last}");
    }
    let k = k as usize;
    let outer = x.numel() / last.max(1);
    let mut vals = Vec::with_capacity(outer * k);
    let mut idxs = Vec::with_capacity(outer * k);
    // Larger first; NaN counts as largest; ties keep index order.
    let key = |s: S| -> (i32, f64, i128) {
        match s {
            S::F(v) if v.is_nan() => (1, 0.0, 0),
            S::F(v) => (0, v, 0),
            S::I(v) => (0, 0.0, v),
            S::C(re, _) => (0, re, 0),
        }
    };
    let signed_key = |s: S| -> (i32, f64, i128) {
        let (a, b, c) = key(s);
        (a, b, c)
    };
    for o in 0..outer {
        let mut order: Vec<usize> = (0..last).collect();
        let elems: Vec<S> = (0..last).map(|j| S::get(&x, o * last + j)).collect();
        let cmp_unsigned = x.elem.is_unsigned();
        order.sort_by(|&i, &j| {
            let (a, b) = (signed_key(elems[i]), signed_key(elems[j]));
            let ord = if cmp_unsigned {
                (a.0, a.1, a.2 as u128).partial_cmp(&(b.0, b.1, b.2 as u128))
            } else {
                a.partial_cmp(&b)
            };
            ord.unwrap_or(std::cmp::Ordering::Equal).reverse()
        });
        for &j in order.iter().take(k) {
            vals.push(j + o * last);
            idxs.push(j as i128);
        }
    }
    let mut shape = x.shape.clone();
    *shape.last_mut().unwrap_or(&mut 0) = k;
    let values = Array::new(shape.clone(), x.elem, x.data.pick(vals.into_iter()))?;
    let ie = shape_elem(
        cx.ctx,
        cx.result_type(1)
            .ok_or_else(|| KernelError("no result".into()))?,
    )?
    .1;
    let indices = Array::new(shape, ie, Data::I(idxs))?;
    Ok(vec![val(values), val(indices)])
}

/// `chlo.scan`: the body runs once per position along `dimension` (from
/// the end when `is_reverse`), on that slice of each input and the
/// carries; it returns the outputs' slices and the new carries.
fn scan(
    interp: &crate::Interpreter,
    frame: &mut crate::Frame,
    op: ir::Op,
    a: Vec<Value>,
) -> super::RResult {
    use super::stablehlo::transpose_array;
    let ctx = interp.ctx();
    let fail = |m: String| interp.failed(op, m);
    let segs = ctx
        .inherent_attr(op, "operandSegmentSizes")
        .and_then(|v| ir::dense_array::to_i64s(ctx, v))
        .ok_or_else(|| fail("has no operandSegmentSizes".into()))?;
    let n = segs.first().copied().unwrap_or(0) as usize;
    let cx = OpCx { ctx, op };
    let dim = match cx.attr("dimension") {
        Some(ir::AttrKind::Integer { value, .. }) => value.as_i64().unwrap_or(0) as usize,
        _ => return Err(fail("has no dimension".into())),
    };
    let reverse = matches!(cx.attr("is_reverse"), Some(ir::AttrKind::Bool(true)));
    let ins: Vec<_> = a[..n]
        .iter()
        .map(arr)
        .collect::<KResult<Vec<_>>>()
        .map_err(|e| fail(e.0))?;
    let mut carries: Vec<Value> = a[n..].to_vec();
    let body = super::region(interp, op, 0)?;
    let Some(x0) = ins.first() else {
        return Err(fail("has no inputs".into()));
    };
    if dim >= x0.rank() {
        return Err(fail(format!("dimension {dim} out of range")));
    }
    let len = x0.shape[dim];
    // Move the scan dimension to the front so slices are contiguous.
    let perm: Vec<usize> = std::iter::once(dim)
        .chain((0..x0.rank()).filter(|&d| d != dim))
        .collect();
    let moved: Vec<Array> = ins
        .iter()
        .map(|x| transpose_array(x, &perm))
        .collect::<KResult<_>>()
        .map_err(|e| fail(e.0))?;
    let mut outs: Vec<Vec<Array>> = Vec::new();
    let order: Vec<usize> = if reverse {
        (0..len).rev().collect()
    } else {
        (0..len).collect()
    };
    for &i in &order {
        let mut args = Vec::new();
        for x in &moved {
            let inner: Vec<usize> = x.shape[1..].to_vec();
            let m: usize = inner.iter().product();
            let slice = Array::new(inner, x.elem, x.data.pick(i * m..(i + 1) * m))
                .map_err(|e| fail(e.0))?;
            args.push(val(slice));
        }
        args.extend(carries.iter().cloned());
        let r = interp.run_region(frame, body, args)?;
        let k = r.len() - carries.len();
        outs.push(
            r[..k]
                .iter()
                .map(|v| arr(v).map(|x| (*x).clone()))
                .collect::<KResult<_>>()
                .map_err(|e| fail(e.0))?,
        );
        carries = r[k..].to_vec();
    }
    if reverse {
        outs.reverse();
    }
    let mut results = Vec::new();
    let k = outs.first().map(|o| o.len()).unwrap_or(0);
    for j in 0..k {
        let first = &outs[0][j];
        let mut shape = vec![len];
        shape.extend(first.shape.iter().copied());
        let mut b = Builder::new(first.elem, 0);
        for o in &outs {
            for t in 0..o[j].numel() {
                b.push(S::get(&o[j], t)).map_err(|e| fail(e.0))?;
            }
        }
        let stacked = Array::new(shape, first.elem, b.finish()).map_err(|e| fail(e.0))?;
        // Move the scan dimension back.
        let mut inv = vec![0; perm.len()];
        for (i, &p) in perm.iter().enumerate() {
            inv[p] = i;
        }
        results.push(val(transpose_array(&stacked, &inv).map_err(|e| fail(e.0))?));
    }
    results.extend(carries);
    Ok(results)
}
