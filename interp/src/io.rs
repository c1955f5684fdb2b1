//! Moving values in and out of a run: host tensors (from `.npy` files) as
//! arguments of a function's declared types, deterministic random inputs,
//! results as tensors, and numpy's `allclose` comparison.

use crate::elements::elem_dtype;
use crate::tensor::{numel_of, Tensor};
use crate::value::Value;
use dialects::torch::types::{DType, TorchType};
use ir::float::FloatKind;
use ir::{Context, Type, TypeKind};
use std::cell::RefCell;
use std::rc::Rc;

/// What an argument type asks for: a tensor of a shape (`None` dims are
/// dynamic) and dtype, or a scalar of a dtype.
#[derive(Clone, Debug, PartialEq)]
pub enum ArgKind {
    /// A torch value tensor, builtin tensor (`memref`: behind a cell).
    Tensor {
        dims: Vec<Option<usize>>,
        dtype: DType,
        memref: bool,
    },
    /// `!torch.int`/`float`/`bool`, or a builtin scalar of a type.
    Scalar(Type, DType),
}

/// Reads an argument type.
pub fn arg_kind(ctx: &Context, ty: Type) -> Result<ArgKind, String> {
    let spelled = || ir::text::type_to_string(ctx, ty);
    if let Some(tt) = TorchType::of(ctx, ty) {
        return match tt {
            TorchType::Tensor {
                shape: Some(s),
                dtype: Some(d),
                ..
            } => Ok(ArgKind::Tensor {
                dims: s.iter().map(|d| d.map(|n| n.max(0) as usize)).collect(),
                dtype: d,
                memref: false,
            }),
            TorchType::Int => Ok(ArgKind::Scalar(ty, DType::I64)),
            TorchType::Float => Ok(ArgKind::Scalar(ty, DType::F64)),
            TorchType::Bool => Ok(ArgKind::Scalar(ty, DType::Bool)),
            _ => Err(format!("arguments of type {} are not supported", spelled())),
        };
    }
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, elem, .. }
        | TypeKind::MemRef { shape, elem, .. }
        | TypeKind::Vector { shape, elem, .. } => {
            let memref = matches!(ctx.type_kind(ty), TypeKind::MemRef { .. });
            Ok(ArgKind::Tensor {
                dims: shape
                    .iter()
                    .map(|&d| (d >= 0).then_some(d as usize))
                    .collect(),
                dtype: elem_dtype(ctx, *elem).map_err(|e| e.0)?,
                memref,
            })
        }
        TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) => {
            Ok(ArgKind::Scalar(ty, elem_dtype(ctx, ty).map_err(|e| e.0)?))
        }
        _ => Err(format!("arguments of type {} are not supported", spelled())),
    }
}

/// A typed builtin scalar from a number.
pub fn builtin_scalar(ctx: &Context, ty: Type, x: f64, i: i64) -> Value {
    match ctx.type_kind(ty) {
        TypeKind::Index => Value::Index(i),
        TypeKind::Integer { width, .. } => Value::Integer {
            width: *width,
            value: crate::scalar::sext(i, *width),
        },
        TypeKind::Float(k) => Value::FloatN {
            kind: *k,
            value: crate::scalar::round_to(*k, x),
        },
        _ => Value::Float(x),
    }
}

fn dims_text(dims: &[Option<usize>]) -> String {
    let d: Vec<String> = dims
        .iter()
        .map(|d| d.map_or("?".into(), |n| n.to_string()))
        .collect();
    format!("[{}]", d.join(","))
}

fn shape_text(s: &[usize]) -> String {
    let d: Vec<String> = s.iter().map(|n| n.to_string()).collect();
    format!("[{}]", d.join(","))
}

/// The argument value of type `ty` from a host tensor, or why it does not
/// fit (`has shape [2,3], but ... is !torch.vtensor<[2,4],f32>`). A
/// `bf16` argument takes `float32` data (npy has no bf16).
pub fn input_value(ctx: &Context, ty: Type, t: Tensor, what: &str) -> Result<Value, String> {
    let spelled = ir::text::type_to_string(ctx, ty);
    match arg_kind(ctx, ty)? {
        ArgKind::Tensor {
            dims,
            dtype,
            memref,
        } => {
            let fits = dims.len() == t.rank()
                && dims
                    .iter()
                    .zip(t.shape())
                    .all(|(d, &n)| d.is_none_or(|d| d == n));
            if !fits {
                return Err(format!(
                    "has shape {}, but {what} is {spelled}",
                    shape_text(t.shape())
                ));
            }
            let ok = t.dtype() == dtype || (dtype == DType::BF16 && t.dtype() == DType::F32);
            if !ok {
                return Err(format!(
                    "has dtype {}, but {what} is {spelled}",
                    t.dtype().name()
                ));
            }
            let t = t.cast(dtype);
            Ok(if memref {
                Value::MemRef(Rc::new(RefCell::new(t)))
            } else {
                Value::Tensor(t)
            })
        }
        ArgKind::Scalar(sty, dtype) => {
            if t.numel() != 1 || t.rank() != 0 {
                return Err(format!(
                    "has shape {}, but {what} is the scalar {spelled}",
                    shape_text(t.shape())
                ));
            }
            let int_like = !dtype.is_float();
            if int_like && t.dtype().is_float() {
                return Err(format!(
                    "has dtype {}, but {what} is {spelled}",
                    t.dtype().name()
                ));
            }
            let (x, i) = (t.get_f64(0), t.get_i64(0));
            Ok(match TorchType::of(ctx, sty) {
                Some(TorchType::Int) => Value::Int(i),
                Some(TorchType::Float) => Value::Float(x),
                Some(TorchType::Bool) => Value::Bool(t.get_bool(0)),
                _ => builtin_scalar(ctx, sty, x, i),
            })
        }
    }
}

/// A small deterministic generator (SplitMix64).
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    /// Uniform in `[0, 1)`.
    pub fn uniform(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
    /// Standard normal (Box-Muller).
    pub fn normal(&mut self) -> f64 {
        let u = 1.0 - self.uniform();
        let v = self.uniform();
        (-2.0 * u.ln()).sqrt() * (2.0 * std::f64::consts::PI * v).cos()
    }
}

/// The size used for a dynamic (`?`) dimension of a random input.
pub const RANDOM_DYNAMIC_DIM: usize = 2;

/// A random value of type `ty`: floats standard normal, integers uniform
/// in `[0, 4)`, bools fair coins; `?` dimensions are [`RANDOM_DYNAMIC_DIM`].
pub fn random_input(ctx: &Context, ty: Type, rng: &mut Rng) -> Result<Value, String> {
    let draw = |rng: &mut Rng, d: DType| -> f64 {
        if d.is_float() {
            rng.normal()
        } else if d == DType::Bool {
            (rng.next_u64() & 1) as f64
        } else {
            (rng.next_u64() % 4) as f64
        }
    };
    match arg_kind(ctx, ty)? {
        ArgKind::Tensor { dims, dtype, .. } => {
            let shape: Vec<usize> = dims
                .iter()
                .map(|d| d.unwrap_or(RANDOM_DYNAMIC_DIM))
                .collect();
            let n = numel_of(&shape).map_err(|e| e.0)?;
            let v = (0..n).map(|_| draw(rng, dtype)).collect();
            let t = Tensor::from_f64(shape, dtype, v).map_err(|e| e.0)?;
            input_value(ctx, ty, t, "the argument")
        }
        ArgKind::Scalar(_, dtype) => {
            let x = draw(rng, dtype);
            input_value(ctx, ty, Tensor::scalar(dtype, x), "the argument")
        }
    }
}

/// A result as host tensors: a tensor or memref is itself, a number a 0-d
/// tensor, a list or tuple its elements in order.
pub fn output_tensors(v: &Value) -> Result<Vec<Tensor>, String> {
    Ok(match v {
        Value::Tensor(t) => vec![t.clone()],
        Value::MemRef(m) => vec![m.borrow().clone()],
        Value::Int(i) | Value::Index(i) => vec![Tensor::scalar_i64(DType::I64, *i)],
        Value::Integer { width, value } => {
            let d = match width {
                1 => DType::Bool,
                8 => DType::I8,
                16 => DType::I16,
                32 => DType::I32,
                _ => DType::I64,
            };
            vec![Tensor::scalar_i64(d, *value)]
        }
        Value::Float(f) => vec![Tensor::scalar(DType::F64, *f)],
        Value::FloatN { kind, value } => {
            let d = match kind {
                FloatKind::F16 => DType::F16,
                FloatKind::BF16 => DType::BF16,
                FloatKind::F32 => DType::F32,
                _ => DType::F64,
            };
            vec![Tensor::scalar(d, *value)]
        }
        Value::Bool(b) => vec![Tensor::scalar(DType::Bool, *b as u8 as f64)],
        Value::Array(a) => vec![a.to_tensor().map_err(|e| e.0)?],
        Value::List(vs) | Value::Tuple(vs) => {
            let mut out = Vec::new();
            for v in vs {
                out.extend(output_tensors(v)?);
            }
            out
        }
        v => return Err(format!("a result of kind {} has no tensor form", v.kind())),
    })
}

/// The result of comparing a tensor with a reference.
#[derive(Clone, Debug)]
pub struct Comparison {
    /// Whether every element is close.
    pub ok: bool,
    pub max_abs: f64,
    pub max_rel: f64,
    /// The first element that is not close: (index, got, expected).
    pub first_bad: Option<(usize, f64, f64)>,
}

/// numpy's `allclose(got, want, rtol, atol, equal_nan=True)`, elementwise
/// `|got - want| <= atol + rtol * |want|`; shapes must be equal.
pub fn allclose(got: &Tensor, want: &Tensor, rtol: f64, atol: f64) -> Result<Comparison, String> {
    if got.shape() != want.shape() {
        return Err(format!(
            "shape {} differs from the reference's {}",
            shape_text(got.shape()),
            shape_text(want.shape())
        ));
    }
    let mut c = Comparison {
        ok: true,
        max_abs: 0.0,
        max_rel: 0.0,
        first_bad: None,
    };
    for i in 0..got.numel() {
        let (g, w) = (got.get_f64(i), want.get_f64(i));
        let close = if g.is_nan() || w.is_nan() {
            g.is_nan() && w.is_nan()
        } else if g.is_infinite() || w.is_infinite() {
            g == w
        } else {
            let d = (g - w).abs();
            c.max_abs = c.max_abs.max(d);
            if w != 0.0 {
                c.max_rel = c.max_rel.max(d / w.abs());
            }
            d <= atol + rtol * w.abs()
        };
        if !close {
            c.ok = false;
            c.first_bad.get_or_insert((i, g, w));
        }
    }
    Ok(c)
}

/// Formats a tensor's values as nested lists (`[[1, 2], [3, 4]]`), floats
/// in the shortest form that reads back in the tensor's dtype.
pub fn format_values(t: &Tensor) -> String {
    fn elem(t: &Tensor, i: usize) -> String {
        let x = t.get_f64(i);
        match t.dtype() {
            DType::F32 => format!("{}", x as f32),
            DType::F16 => format!("{}", half::f16::from_f64(x)),
            DType::BF16 => format!("{}", half::bf16::from_f64(x)),
            DType::F64 => format!("{x}"),
            DType::Bool => format!("{}", t.get_bool(i)),
            _ => format!("{}", t.get_i64(i)),
        }
    }
    fn rec(t: &Tensor, dim: usize, off: usize, stride: &[usize], out: &mut String) {
        if dim == t.rank() {
            out.push_str(&elem(t, off));
            return;
        }
        out.push('[');
        for j in 0..t.shape()[dim] {
            if j > 0 {
                out.push_str(", ");
            }
            rec(t, dim + 1, off + j * stride[dim], stride, out);
        }
        out.push(']');
    }
    let mut s = String::new();
    rec(t, 0, 0, &crate::tensor::strides(t.shape()), &mut s);
    s
}

/// `[2,8] f32`-style summary text, with dynamic dims shown as `?`.
pub fn describe(dims: &[Option<usize>], dtype: DType) -> String {
    format!("{} {}", dims_text(dims), dtype.name())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rng_is_deterministic() {
        let a: Vec<u64> = {
            let mut r = Rng::new(7);
            (0..4).map(|_| r.next_u64()).collect()
        };
        let mut r = Rng::new(7);
        assert_eq!(a, (0..4).map(|_| r.next_u64()).collect::<Vec<_>>());
        assert_ne!(Rng::new(8).next_u64(), a[0]);
    }

    #[test]
    fn closeness() {
        let a = Tensor::from_f64(vec![3], DType::F32, vec![1.0, f64::NAN, 100.0]).unwrap();
        let b = Tensor::from_f64(vec![3], DType::F32, vec![1.00001, f64::NAN, 100.02]).unwrap();
        let c = allclose(&a, &b, 1e-4, 1e-5).unwrap();
        assert!(!c.ok);
        assert_eq!(c.first_bad.map(|b| b.0), Some(2));
        assert!(allclose(&a, &b, 1e-3, 1e-5).unwrap().ok);
        let t = Tensor::from_i64(vec![2, 2], DType::I64, vec![1, 2, 3, 4]).unwrap();
        assert_eq!(format_values(&t), "[[1, 2], [3, 4]]");
    }
}

/// An argument of a builtin tensor type whose element type has no host
/// tensor form (`ui32`, `ui64`, `i4`, f8 formats, complex): the file's
/// values as an array of that type, or `None` when the type is one a
/// [`Tensor`] holds (then [`input_value`] applies).
pub fn input_array(
    ctx: &Context,
    ty: Type,
    t: &Tensor,
    what: &str,
) -> Option<Result<Value, String>> {
    let ir::TypeKind::RankedTensor { shape, elem, .. } = ctx.type_kind(ty) else {
        return None;
    };
    let e = crate::array::Elem::of(ctx, *elem).ok()?;
    if e.dtype().is_some() {
        return None;
    }
    let fits = shape.len() == t.rank()
        && shape
            .iter()
            .zip(t.shape())
            .all(|(&d, &n)| d < 0 || d as usize == n);
    if !fits {
        return Some(Err(format!(
            "has shape {}, but {what} is {}",
            shape_text(t.shape()),
            ir::text::type_to_string(ctx, ty)
        )));
    }
    let a = crate::array::Array::from_tensor(t);
    Some(
        crate::dialects::stablehlo::convert_array(&a, e)
            .map(|a| Value::Array(Rc::new(a)))
            .map_err(|e| e.0),
    )
}
