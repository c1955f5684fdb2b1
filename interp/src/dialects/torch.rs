//! The torch dialect: dispatch from op names to kernels.
//!
//! Each entry reads its operands in the order torch-mlir defines them
//! (`dialects/src/torch/aten.dialect`: `aten.add.Tensor(self, other, alpha)`),
//! applies PyTorch's type promotion, and calls a kernel of
//! [`crate::kernels`]. Python scalars and lists arrive as [`Value`]s from
//! `torch.constant.*` and `torch.prim.ListConstruct`.

use crate::bail;
use crate::kernels::elementwise::{self as ew, Arith, Cmp};
use crate::kernels::{conv, creation, linalg, nn, reduce, shape};
use crate::tensor::{KResult, Tensor};
use crate::value::Value;
use crate::{OpCx, Registry};
use dialects::torch::types::{category, result_type, Category, Participant};
use dialects::torch::types::{DType, TorchType};
use ir::AttrKind;

/// The operands of one op, with typed accessors that name the operand in
/// errors.
struct Args<'a>(&'a [Value]);

impl<'a> Args<'a> {
    fn at(&self, i: usize) -> KResult<&'a Value> {
        match self.0.get(i) {
            Some(v) => Ok(v),
            None => bail!("expects at least {} operands, got {}", i + 1, self.0.len()),
        }
    }
    fn t(&self, i: usize) -> KResult<&'a Tensor> {
        self.at(i)?.tensor().map_err(|e| ctx_err(i, e))
    }
    fn int(&self, i: usize) -> KResult<i64> {
        self.at(i)?.int().map_err(|e| ctx_err(i, e))
    }
    fn float(&self, i: usize) -> KResult<f64> {
        self.at(i)?.float().map_err(|e| ctx_err(i, e))
    }
    fn bool(&self, i: usize) -> KResult<bool> {
        self.at(i)?.bool().map_err(|e| ctx_err(i, e))
    }
    fn ints(&self, i: usize) -> KResult<Vec<i64>> {
        self.at(i)?.int_list().map_err(|e| ctx_err(i, e))
    }
    /// Operand `i` unless it is absent or `None`.
    fn opt(&self, i: usize) -> Option<&'a Value> {
        self.0.get(i).filter(|v| !v.is_none())
    }
    fn opt_int(&self, i: usize) -> KResult<Option<i64>> {
        self.opt(i)
            .map(|v| v.int().map_err(|e| ctx_err(i, e)))
            .transpose()
    }
    fn opt_float(&self, i: usize) -> KResult<Option<f64>> {
        self.opt(i)
            .map(|v| v.float().map_err(|e| ctx_err(i, e)))
            .transpose()
    }
    fn opt_t(&self, i: usize) -> KResult<Option<&'a Tensor>> {
        self.opt(i)
            .map(|v| v.tensor().map_err(|e| ctx_err(i, e)))
            .transpose()
    }
    fn opt_ints(&self, i: usize) -> KResult<Option<Vec<i64>>> {
        self.opt(i)
            .map(|v| v.int_list().map_err(|e| ctx_err(i, e)))
            .transpose()
    }
    fn opt_bool(&self, i: usize, default: bool) -> KResult<bool> {
        Ok(match self.opt(i) {
            Some(v) => v.bool().map_err(|e| ctx_err(i, e))?,
            None => default,
        })
    }
    /// A `dtype` operand: PyTorch's ScalarType code, or `None`.
    fn dtype(&self, i: usize) -> KResult<Option<DType>> {
        match self.opt_int(i)? {
            None => Ok(None),
            Some(c) => match DType::from_scalar_type(c) {
                Some(d) => Ok(Some(d)),
                None => bail!("operand {i}: unsupported dtype code {c}"),
            },
        }
    }
    /// Operand `i` as a tensor (a Python number becomes a 0-d tensor) and
    /// how it takes part in type promotion.
    fn num(&self, i: usize) -> KResult<(Tensor, Participant)> {
        scalar_operand(self.at(i)?).map_err(|e| ctx_err(i, e))
    }
}

fn ctx_err(i: usize, e: crate::KernelError) -> crate::KernelError {
    crate::KernelError(format!("operand {i}: {}", e.0))
}

/// A tensor or Python number as a tensor and a promotion participant.
fn scalar_operand(v: &Value) -> KResult<(Tensor, Participant)> {
    Ok(match v {
        Value::Tensor(t) => (
            t.clone(),
            Participant::Tensor {
                dtype: t.dtype(),
                zero_dim: t.rank() == 0,
            },
        ),
        Value::Int(i) => (
            Tensor::scalar_i64(DType::I64, *i),
            Participant::Scalar(Category::Int),
        ),
        Value::Float(f) => (
            Tensor::scalar(DType::F64, *f),
            Participant::Scalar(Category::Float),
        ),
        Value::Bool(b) => (
            Tensor::scalar(DType::Bool, *b as u8 as f64),
            Participant::Scalar(Category::Bool),
        ),
        v => bail!("expected a tensor or a number, got {}", v.kind()),
    })
}

fn one(t: Tensor) -> KResult<Vec<Value>> {
    Ok(vec![Value::Tensor(t)])
}

fn tensors(ts: Vec<Tensor>) -> Vec<Value> {
    ts.into_iter().map(Value::Tensor).collect()
}

/// The declared dtype of result `i`, when the type says.
fn result_dtype(cx: &OpCx, i: usize) -> Option<DType> {
    match cx.result_type(i).and_then(|t| TorchType::of(cx.ctx, t)) {
        Some(TorchType::Tensor { dtype, .. }) => dtype,
        _ => None,
    }
}

/// Reads a float attribute's value.
pub fn float_attr(ctx: &ir::Context, ty: ir::Type, bits: u128) -> KResult<f64> {
    use ir::float::FloatKind;
    Ok(match ctx.type_kind(ty) {
        ir::TypeKind::Float(FloatKind::F64) => f64::from_bits(bits as u64),
        ir::TypeKind::Float(FloatKind::F32) => f32::from_bits(bits as u32) as f64,
        ir::TypeKind::Float(FloatKind::F16) => half::f16::from_bits(bits as u16).to_f64(),
        ir::TypeKind::Float(FloatKind::BF16) => half::bf16::from_bits(bits as u16).to_f64(),
        _ => bail!("unsupported float attribute type"),
    })
}

// ----- constants, lists, literals -----

fn constant(cx: &OpCx, _: Vec<Value>) -> KResult<Vec<Value>> {
    let v = match cx.attr("value") {
        Some(AttrKind::Integer { value, ty }) => {
            let is_bool = matches!(
                cx.ctx.type_kind(*ty),
                ir::TypeKind::Integer { width: 1, .. }
            ) && cx.ctx.op_name(cx.op) == "torch.constant.bool";
            let Some(i) = value.as_i64() else {
                bail!("integer constant does not fit in 64 bits");
            };
            if is_bool {
                Value::Bool(i != 0)
            } else {
                Value::Int(i)
            }
        }
        Some(AttrKind::Float { ty, bits }) => Value::Float(float_attr(cx.ctx, *ty, bits.get())?),
        Some(AttrKind::Bool(b)) => Value::Bool(*b),
        Some(AttrKind::String { value, .. }) => {
            let s = String::from_utf8_lossy(value).into_owned();
            if cx.ctx.op_name(cx.op) == "torch.constant.device" {
                Value::Device(s)
            } else {
                Value::Str(s)
            }
        }
        None if cx.ctx.op_name(cx.op) == "torch.constant.none" => Value::None,
        _ => bail!("has no readable 'value' attribute"),
    };
    Ok(vec![v])
}

fn literal(cx: &OpCx, _: Vec<Value>) -> KResult<Vec<Value>> {
    let Some(a) = cx.attr("value") else {
        bail!("has no 'value' attribute");
    };
    let t = crate::elements::attr_tensor(cx.ctx, a)?;
    // The torch type may spell the dtype differently (`si64` for `i64`).
    let t = match result_dtype(cx, 0) {
        Some(d) => t.cast(d),
        None => t,
    };
    one(t)
}

fn list_construct(_: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    Ok(vec![Value::List(a)])
}

fn tuple_construct(_: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    Ok(vec![Value::Tuple(a)])
}

fn list_unpack(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let l = Args(&a).at(0)?.list()?.to_vec();
    if l.len() != cx.num_results() {
        bail!(
            "unpacks a list of {} elements into {} results",
            l.len(),
            cx.num_results()
        );
    }
    Ok(l)
}

fn tuple_index(_: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let a = Args(&a);
    let l = a.at(0)?.list()?;
    let i = a.int(1)?;
    let j = if i < 0 { i + l.len() as i64 } else { i };
    match l.get(j as usize).filter(|_| j >= 0) {
        Some(v) => Ok(vec![v.clone()]),
        None => bail!("index {i} out of range for a tuple of {}", l.len()),
    }
}

fn num_to_tensor(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let t = match Args(&a).at(0)? {
        Value::Int(i) => Tensor::scalar_i64(DType::I64, *i),
        Value::Float(f) => Tensor::scalar(DType::F64, *f),
        Value::Bool(b) => Tensor::scalar(DType::Bool, *b as u8 as f64),
        v => bail!("expected a number, got {}", v.kind()),
    };
    one(match result_dtype(cx, 0) {
        Some(d) => t.cast(d),
        None => t,
    })
}

fn nothing(_: &OpCx, _: Vec<Value>) -> KResult<Vec<Value>> {
    Ok(vec![])
}

fn placeholder(_: &OpCx, _: Vec<Value>) -> KResult<Vec<Value>> {
    // `torch.symbolic_int`: a shape symbol only `bind_symbolic_shape` reads.
    Ok(vec![Value::None])
}

fn identity(_: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    one(Args(&a).t(0)?.clone())
}

// ----- Python scalar arithmetic -----

fn int_bool(_: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    Ok(vec![Value::Int(Args(&a).bool(0)? as i64)])
}

fn size_int(_: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let a = Args(&a);
    let t = a.t(0)?;
    let d = crate::tensor::norm_dim(a.int(1)?, t.rank())?;
    Ok(vec![Value::Int(
        t.shape().get(d).copied().unwrap_or(1) as i64
    )])
}

fn scalar_arith(
    a: &[Value],
    f: fn(i64, i64) -> Option<i64>,
    g: fn(f64, f64) -> f64,
) -> KResult<Vec<Value>> {
    let a = Args(a);
    match (a.at(0)?, a.at(1)?) {
        (Value::Int(x), Value::Int(y)) => match f(*x, *y) {
            Some(r) => Ok(vec![Value::Int(r)]),
            None => bail!("integer overflow or division by zero"),
        },
        _ => Ok(vec![Value::Float(g(a.float(0)?, a.float(1)?))]),
    }
}

/// Python's `//` on ints (`None` on division by zero).
fn floor_div(x: i64, y: i64) -> Option<i64> {
    let q = x.checked_div(y)?;
    Some(if x % y != 0 && ((x < 0) != (y < 0)) {
        q - 1
    } else {
        q
    })
}

// ----- elementwise -----

/// The promoted dtype of operands `idx` and the operands as tensors.
fn promoted(a: &Args, idx: &[usize]) -> KResult<(Vec<Tensor>, DType)> {
    let mut ts = Vec::new();
    let mut ps = Vec::new();
    for &i in idx {
        let (t, p) = a.num(i)?;
        ts.push(t);
        ps.push(p);
    }
    Ok((ts, result_type(&ps)))
}

fn binary(a: Vec<Value>, op: Arith) -> KResult<Vec<Value>> {
    let a = Args(&a);
    let (ts, d) = promoted(&a, &[0, 1])?;
    let d = if op == Arith::Div && !d.is_float() {
        DType::F32
    } else {
        d
    };
    one(ew::arith(&ts[0], &ts[1], d, op)?)
}

fn add_sub(a: Vec<Value>, sub: bool) -> KResult<Vec<Value>> {
    let a = Args(&a);
    let (ts, mut d) = promoted(&a, &[0, 1])?;
    let alpha = match a.opt(2) {
        Some(v) => {
            if let Value::Float(_) = v {
                if !d.is_float() {
                    bail!("for integral input tensors, argument alpha must not be a floating point number");
                }
            }
            v.float()?
        }
        None => 1.0,
    };
    if d == DType::Bool && sub {
        bail!("subtraction with two bool tensors is not supported");
    }
    if d == DType::Bool && alpha != 1.0 {
        d = DType::I64;
    }
    one(ew::add_scaled(&ts[0], &ts[1], alpha, d, sub)?)
}

fn rsub(a: Vec<Value>) -> KResult<Vec<Value>> {
    let args = Args(&a);
    let (ts, d) = promoted(&args, &[0, 1])?;
    let alpha = args.opt_float(2)?.unwrap_or(1.0);
    one(ew::add_scaled(&ts[1], &ts[0], alpha, d, true)?)
}

fn div_mode(a: Vec<Value>) -> KResult<Vec<Value>> {
    let args = Args(&a);
    let mode = match args.opt(2) {
        None => return binary(a, Arith::Div),
        Some(v) => v.str()?.to_string(),
    };
    let (ts, d) = promoted(&args, &[0, 1])?;
    let op = match mode.as_str() {
        "trunc" => Arith::TruncDiv,
        "floor" => Arith::FloorDiv,
        m => bail!(
            "div expected rounding_mode to be one of None, 'trunc', or 'floor' but found '{m}'"
        ),
    };
    if d.is_float() {
        // Divide in the float dtype first, as PyTorch does.
        let q = ew::arith(&ts[0], &ts[1], d, op)?;
        return one(q);
    }
    one(ew::arith(&ts[0], &ts[1], d, op)?)
}

fn compare(a: Vec<Value>, c: Cmp) -> KResult<Vec<Value>> {
    let a = Args(&a);
    let (ts, d) = promoted(&a, &[0, 1])?;
    one(ew::compare(&ts[0], &ts[1], d, c)?)
}

fn logical(a: Vec<Value>, f: fn(bool, bool) -> bool) -> KResult<Vec<Value>> {
    let a = Args(&a);
    one(ew::logical(a.t(0)?, a.t(1)?, f)?)
}

fn bitwise(a: Vec<Value>, op: Arith) -> KResult<Vec<Value>> {
    let a = Args(&a);
    let (ts, d) = promoted(&a, &[0, 1])?;
    if d.is_float() {
        bail!("bitwise operations are only defined on integer and bool tensors");
    }
    one(ew::arith(&ts[0], &ts[1], d, op)?)
}

fn unary_float(a: Vec<Value>, f: fn(f64) -> f64) -> KResult<Vec<Value>> {
    one(ew::unary_float(Args(&a).t(0)?, f)?)
}

fn pow(a: Vec<Value>) -> KResult<Vec<Value>> {
    let a = Args(&a);
    let (ts, d) = promoted(&a, &[0, 1])?;
    one(ew::arith(&ts[0], &ts[1], d, Arith::Pow)?)
}

fn where_(a: Vec<Value>) -> KResult<Vec<Value>> {
    let args = Args(&a);
    let cond = args.t(0)?;
    if cond.dtype() != DType::Bool && cond.dtype() != DType::U8 {
        bail!(
            "where expected condition to be a boolean tensor, but got {}",
            cond.dtype().name()
        );
    }
    let (ts, d) = promoted(&args, &[1, 2])?;
    // Two Python floats give the default dtype; where.Scalar keeps f32.
    one(ew::select(cond, &ts[0], &ts[1], d)?)
}

fn masked_fill(a: Vec<Value>) -> KResult<Vec<Value>> {
    let args = Args(&a);
    let t = args.t(0)?;
    let mask = args.t(1)?;
    if mask.dtype() != DType::Bool {
        bail!(
            "masked_fill only supports boolean masks, but got {}",
            mask.dtype().name()
        );
    }
    let (v, _) = args.num(2)?;
    if v.rank() != 0 {
        bail!(
            "masked_fill only supports a 0-dimensional value tensor, got shape {:?}",
            v.shape()
        );
    }
    let out = ew::select(mask, &v, t, t.dtype())?;
    if out.shape() != t.shape() {
        bail!(
            "mask of shape {:?} does not broadcast to input shape {:?}",
            mask.shape(),
            t.shape()
        );
    }
    one(out)
}

fn clamp(a: Vec<Value>, has_max: bool) -> KResult<Vec<Value>> {
    let args = Args(&a);
    let t = args.t(0)?;
    let mut parts = vec![Participant::Tensor {
        dtype: t.dtype(),
        zero_dim: t.rank() == 0,
    }];
    let mut bound = |i: usize| -> KResult<Option<f64>> {
        match args.opt(i) {
            None => Ok(None),
            Some(v @ Value::Tensor(_)) => {
                let (b, p) = scalar_operand(v)?;
                if b.numel() != 1 {
                    bail!("tensor clamp bounds are not supported");
                }
                parts.push(p);
                Ok(Some(b.get_f64(0)))
            }
            Some(v) => {
                parts.push(scalar_operand(v)?.1);
                Ok(Some(v.float()?))
            }
        }
    };
    let lo = bound(1)?;
    let hi = if has_max { bound(2)? } else { None };
    if lo.is_none() && hi.is_none() {
        bail!("at least one of 'min' or 'max' must not be None");
    }
    let d = result_type(&parts);
    one(ew::clamp(t, lo, hi, d)?)
}

// ----- reductions -----

fn sum_dim(a: Vec<Value>) -> KResult<Vec<Value>> {
    let a = Args(&a);
    let t = a.t(0)?;
    let dims = reduce::reduce_dims(a.opt_ints(1)?.as_deref(), t.rank())?;
    one(reduce::sum(t, &dims, a.opt_bool(2, false)?, a.dtype(3)?)?)
}

fn sum_all(a: Vec<Value>) -> KResult<Vec<Value>> {
    let a = Args(&a);
    let t = a.t(0)?;
    let dims: Vec<usize> = (0..t.rank()).collect();
    one(reduce::sum(t, &dims, false, a.dtype(1)?)?)
}

fn mean_dim(a: Vec<Value>) -> KResult<Vec<Value>> {
    let a = Args(&a);
    let t = a.t(0)?;
    let dims = reduce::reduce_dims(a.opt_ints(1)?.as_deref(), t.rank())?;
    one(reduce::mean(t, &dims, a.opt_bool(2, false)?, a.dtype(3)?)?)
}

fn mean_all(a: Vec<Value>) -> KResult<Vec<Value>> {
    let a = Args(&a);
    let t = a.t(0)?;
    let dims: Vec<usize> = (0..t.rank()).collect();
    one(reduce::mean(t, &dims, false, a.dtype(1)?)?)
}

/// `var`/`var_mean`: (self, dim, correction|unbiased, keepdim).
fn var(a: Vec<Value>, unbiased_form: bool, with_mean: bool, std: bool) -> KResult<Vec<Value>> {
    let a = Args(&a);
    let t = a.t(0)?;
    let dims = reduce::reduce_dims(a.opt_ints(1)?.as_deref(), t.rank())?;
    let correction = if unbiased_form {
        if a.opt_bool(2, true)? {
            1.0
        } else {
            0.0
        }
    } else {
        a.opt_float(2)?.unwrap_or(1.0)
    };
    let (v, m) = reduce::var_mean(t, &dims, correction, a.opt_bool(3, false)?)?;
    let v = if std {
        ew::map_float(&v, v.dtype(), f64::sqrt)?
    } else {
        v
    };
    Ok(if with_mean {
        tensors(vec![v, m])
    } else {
        tensors(vec![v])
    })
}

fn max_dim(a: Vec<Value>, min: bool) -> KResult<Vec<Value>> {
    let a = Args(&a);
    let (v, i) = reduce::max_dim(a.t(0)?, a.int(1)?, a.opt_bool(2, false)?, min)?;
    Ok(tensors(vec![v, i]))
}

fn amax(a: Vec<Value>, min: bool) -> KResult<Vec<Value>> {
    let a = Args(&a);
    let t = a.t(0)?;
    let dims = reduce::reduce_dims(a.opt_ints(1)?.as_deref(), t.rank())?;
    one(reduce::amax(t, &dims, a.opt_bool(2, false)?, min)?)
}

fn argmax(a: Vec<Value>, min: bool) -> KResult<Vec<Value>> {
    let a = Args(&a);
    one(reduce::argmax(
        a.t(0)?,
        a.opt_int(1)?,
        a.opt_bool(2, false)?,
        min,
    )?)
}

fn all_any_dim(a: Vec<Value>, any: bool) -> KResult<Vec<Value>> {
    let a = Args(&a);
    let t = a.t(0)?;
    let dims = reduce::reduce_dims(a.opt_ints(1)?.as_deref(), t.rank())?;
    one(reduce::all_any(t, &dims, a.opt_bool(2, false)?, any)?)
}

fn all_any(a: Vec<Value>, any: bool) -> KResult<Vec<Value>> {
    let t = Args(&a).t(0)?;
    let dims: Vec<usize> = (0..t.rank()).collect();
    one(reduce::all_any(t, &dims, false, any)?)
}

// ----- linear algebra -----

fn addmm(a: Vec<Value>, batched: bool) -> KResult<Vec<Value>> {
    let a = Args(&a);
    let beta = a.opt_float(3)?.unwrap_or(1.0);
    let alpha = a.opt_float(4)?.unwrap_or(1.0);
    let r = if batched {
        linalg::baddbmm(a.t(0)?, a.t(1)?, a.t(2)?, beta, alpha)?
    } else {
        linalg::addmm(a.t(0)?, a.t(1)?, a.t(2)?, beta, alpha)?
    };
    one(r)
}

// ----- shape -----

fn view(a: Vec<Value>) -> KResult<Vec<Value>> {
    let a = Args(&a);
    one(shape::view(a.t(0)?, &a.ints(1)?)?)
}

fn split_list(ts: KResult<Vec<Tensor>>) -> KResult<Vec<Value>> {
    Ok(vec![Value::List(tensors(ts?))])
}

fn to_dtype(a: Vec<Value>, dtype_at: usize) -> KResult<Vec<Value>> {
    let a = Args(&a);
    let t = a.t(0)?;
    one(match a.dtype(dtype_at)? {
        Some(d) => t.cast(d),
        None => t.clone(),
    })
}

// ----- nn -----

fn softmax(cx: &OpCx, a: Vec<Value>, log: bool, half_to_float: bool) -> KResult<Vec<Value>> {
    let args = Args(&a);
    let t = args.t(0)?;
    let dim = args.int(1)?;
    let out = if half_to_float {
        if args.opt_bool(2, false)? {
            if t.dtype() != DType::F16 && t.dtype() != DType::BF16 {
                bail!("conversion is supported for half type only");
            }
            DType::F32
        } else {
            t.dtype()
        }
    } else {
        args.dtype(2)?.unwrap_or(t.dtype())
    };
    let _ = cx;
    let out = if out.is_float() {
        out
    } else {
        bail!("softmax needs a float dtype, got {}", out.name())
    };
    one(if log {
        nn::log_softmax(t, dim, out)?
    } else {
        nn::softmax(t, dim, out)?
    })
}

fn native_layer_norm(a: Vec<Value>, full: bool) -> KResult<Vec<Value>> {
    let a = Args(&a);
    let (y, m, r) = nn::layer_norm(a.t(0)?, &a.ints(1)?, a.opt_t(2)?, a.opt_t(3)?, a.float(4)?)?;
    Ok(if full {
        tensors(vec![y, m, r])
    } else {
        tensors(vec![y])
    })
}

fn sdpa(a: Vec<Value>) -> KResult<Vec<Value>> {
    let a = Args(&a);
    let dropout = a.opt_float(4)?.unwrap_or(0.0);
    if dropout != 0.0 {
        bail!("dropout_p = {dropout} is random; only 0 has a reference meaning");
    }
    let causal = a.opt_bool(5, false)?;
    let mask = match (a.opt_t(3)?, causal) {
        (Some(_), true) => bail!("attn_mask and is_causal cannot both be set"),
        (Some(m), false) => nn::Mask::Tensor(m),
        (None, true) => nn::Mask::Causal,
        (None, false) => nn::Mask::None,
    };
    one(nn::sdpa(
        a.t(0)?,
        a.t(1)?,
        a.t(2)?,
        mask,
        a.opt_float(6)?,
        a.opt_bool(7, false)?,
    )?)
}

fn dropout(a: Vec<Value>) -> KResult<Vec<Value>> {
    let a = Args(&a);
    let p = a.float(1)?;
    if a.bool(2)? && p != 0.0 {
        bail!(
            "dropout in training mode (p = {p}) is random; only eval mode has a reference meaning"
        );
    }
    one(a.t(0)?.clone())
}

// ----- creation -----

/// The dtype of a factory: the `dtype` operand, else the declared result
/// dtype, else `default`.
fn factory_dtype(cx: &OpCx, a: &Args, i: usize, default: DType) -> KResult<DType> {
    Ok(a.dtype(i)?
        .or_else(|| result_dtype(cx, 0))
        .unwrap_or(default))
}

fn arange(cx: &OpCx, a: Vec<Value>, nbounds: usize) -> KResult<Vec<Value>> {
    let args = Args(&a);
    let (start, end, step) = match nbounds {
        1 => (Value::Int(0), args.at(0)?.clone(), Value::Int(1)),
        2 => (args.at(0)?.clone(), args.at(1)?.clone(), Value::Int(1)),
        _ => (
            args.at(0)?.clone(),
            args.at(1)?.clone(),
            args.at(2)?.clone(),
        ),
    };
    let any_float = [&start, &end, &step]
        .iter()
        .any(|v| matches!(v, Value::Float(_)));
    let default = if any_float { DType::F32 } else { DType::I64 };
    let d = args.dtype(nbounds)?.unwrap_or(default);
    let _ = cx;
    one(creation::arange(
        start.float()?,
        end.float()?,
        step.float()?,
        d,
    )?)
}

fn fill_dtype(v: &Value) -> DType {
    match v {
        Value::Float(_) => DType::F32,
        Value::Bool(_) => DType::Bool,
        Value::Tensor(t) => t.dtype(),
        _ => DType::I64,
    }
}

fn full(_: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let args = Args(&a);
    let v = args.at(1)?;
    let d = args.dtype(2)?.unwrap_or(fill_dtype(v));
    one(creation::full(&args.ints(0)?, v.float()?, d)?)
}

fn full_like(_: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let args = Args(&a);
    let t = args.t(0)?;
    let d = args.dtype(2)?.unwrap_or(t.dtype());
    one(Tensor::full(t.shape().to_vec(), d, args.float(1)?)?)
}

fn filled(cx: &OpCx, a: Vec<Value>, x: f64, dtype_at: usize) -> KResult<Vec<Value>> {
    let args = Args(&a);
    let d = factory_dtype(cx, &args, dtype_at, DType::F32)?;
    one(creation::full(&args.ints(0)?, x, d)?)
}

fn filled_like(a: Vec<Value>, x: f64) -> KResult<Vec<Value>> {
    let args = Args(&a);
    let t = args.t(0)?;
    let d = args.dtype(1)?.unwrap_or(t.dtype());
    one(Tensor::full(t.shape().to_vec(), d, x)?)
}

fn scalar_tensor(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let args = Args(&a);
    let d = factory_dtype(cx, &args, 1, DType::F32)?;
    one(match args.at(0)? {
        Value::Int(i) => Tensor::scalar_i64(d, *i),
        v => Tensor::scalar(d, v.float()?),
    })
}

/// Registers the kernels of ops beyond the core list (activations,
/// convolution and pooling, advanced indexing, einsum, losses).
fn register_more(r: &mut Registry) {
    r.simple("torch.aten.hardtanh", |_, a| {
        let mut a = a;
        a.truncate(3);
        clamp(a, true)
    });
    r.simple("torch.aten.relu6", |_, a| {
        let t = Args(&a).t(0)?;
        one(ew::clamp(t, Some(0.0), Some(6.0), t.dtype())?)
    });
    r.simple("torch.aten.leaky_relu", |_, a| {
        let a = Args(&a);
        let s = a.opt_float(1)?.unwrap_or(0.01);
        one(ew::map_float(
            a.t(0)?,
            ew::float_result(a.t(0)?),
            move |x| if x > 0.0 { x } else { x * s },
        )?)
    });
    r.simple("torch.aten.elu", |_, a| {
        let a = Args(&a);
        let (alpha, scale, input_scale) = (
            a.opt_float(1)?.unwrap_or(1.0),
            a.opt_float(2)?.unwrap_or(1.0),
            a.opt_float(3)?.unwrap_or(1.0),
        );
        let t = a.t(0)?;
        one(ew::map_float(t, ew::float_result(t), move |x| {
            if x > 0.0 {
                scale * x
            } else {
                scale * alpha * ((x * input_scale).exp() - 1.0)
            }
        })?)
    });
    r.simple("torch.aten.softplus", |_, a| {
        let a = Args(&a);
        let beta = a.opt_float(1)?.unwrap_or(1.0);
        let th = a.opt_float(2)?.unwrap_or(20.0);
        let t = a.t(0)?;
        one(ew::map_float(t, ew::float_result(t), move |x| {
            if x * beta > th {
                x
            } else {
                (x * beta).exp().ln_1p() / beta
            }
        })?)
    });
    r.simple("torch.aten.mish", |_, a| {
        let t = Args(&a).t(0)?;
        one(ew::map_float(t, ew::float_result(t), |x| {
            let sp = if x > 20.0 { x } else { x.exp().ln_1p() };
            x * sp.tanh()
        })?)
    });
    r.simple("torch.aten.hardswish", |_, a| {
        let t = Args(&a).t(0)?;
        one(ew::map_float(t, ew::float_result(t), |x| {
            x * (x + 3.0).clamp(0.0, 6.0) / 6.0
        })?)
    });
    r.simple("torch.aten.hardsigmoid", |_, a| {
        let t = Args(&a).t(0)?;
        one(ew::map_float(t, ew::float_result(t), |x| {
            (x + 3.0).clamp(0.0, 6.0) / 6.0
        })?)
    });
    r.simple("torch.aten.nan_to_num", |_, a| {
        let a = Args(&a);
        let t = a.t(0)?;
        if !t.dtype().is_float() {
            return one(t.clone());
        }
        let (lo, hi) = match t.dtype() {
            DType::F16 => (-65504.0, 65504.0),
            DType::BF16 => (-3.3895313892515355e38, 3.3895313892515355e38),
            DType::F32 => (f32::MIN as f64, f32::MAX as f64),
            _ => (f64::MIN, f64::MAX),
        };
        let nan = a.opt_float(1)?.unwrap_or(0.0);
        let pinf = a.opt_float(2)?.unwrap_or(hi);
        let ninf = a.opt_float(3)?.unwrap_or(lo);
        one(ew::map_float(t, t.dtype(), move |x| {
            if x.is_nan() {
                nan
            } else if x == f64::INFINITY {
                pinf
            } else if x == f64::NEG_INFINITY {
                ninf
            } else {
                x
            }
        })?)
    });
    r.simple("torch.aten.cumsum", |_, a| {
        let a = Args(&a);
        one(reduce::cumsum(a.t(0)?, a.int(1)?, a.dtype(2)?)?)
    });
    r.simple("torch.aten.topk", |_, a| {
        let a = Args(&a);
        let (v, i) = reduce::topk(
            a.t(0)?,
            a.int(1)?,
            a.opt_int(2)?.unwrap_or(-1),
            a.opt_bool(3, true)?,
        )?;
        Ok(tensors(vec![v, i]))
    });
    r.simple("torch.aten.linalg_vector_norm", |_, a| {
        let a = Args(&a);
        let t = a.t(0)?;
        let ord = a.opt_float(1)?.unwrap_or(2.0);
        let dims = reduce::reduce_dims(a.opt_ints(2)?.as_deref(), t.rank())?;
        one(reduce::vector_norm(
            t,
            ord,
            &dims,
            a.opt_bool(3, false)?,
            a.dtype(4)?,
        )?)
    });
    r.simple("torch.aten.index.Tensor", |_, a| {
        let a = Args(&a);
        let list = a.at(1)?.list()?;
        let idx: Vec<Option<&Tensor>> = list
            .iter()
            .map(|v| match v {
                Value::None => Ok(None),
                v => v.tensor().map(Some),
            })
            .collect::<KResult<_>>()?;
        one(shape::index(a.t(0)?, &idx)?)
    });
    r.simple("torch.aten.index.Tensor_hacked_twin", |_, a| {
        let a = Args(&a);
        let idx: Vec<Option<&Tensor>> = a.at(1)?.tensor_list()?.into_iter().map(Some).collect();
        one(shape::index(a.t(0)?, &idx)?)
    });
    r.simple("torch.aten.pad", |_, a| {
        let a = Args(&a);
        let mode = match a.opt(2) {
            Some(v) => v.str()?.to_string(),
            None => "constant".into(),
        };
        one(shape::pad(
            a.t(0)?,
            &a.ints(1)?,
            &mode,
            a.opt_float(3)?.unwrap_or(0.0),
        )?)
    });
    r.simple("torch.aten.einsum", |_, a| {
        let a = Args(&a);
        let eq = a.at(0)?.str()?;
        one(linalg::einsum(eq, &a.at(1)?.tensor_list()?)?)
    });
    r.simple("torch.aten.convolution", |_, a| {
        let a = Args(&a);
        if a.bool(6)? {
            bail!("transposed convolution is not supported");
        }
        one(conv::convolution(
            a.t(0)?,
            a.t(1)?,
            a.opt_t(2)?,
            &a.ints(3)?,
            &a.ints(4)?,
            &a.ints(5)?,
            a.int(8)?,
        )?)
    });
    for name in [
        "torch.aten.conv1d",
        "torch.aten.conv2d",
        "torch.aten.conv3d",
    ] {
        r.simple(name, |_, a| {
            let a = Args(&a);
            if let Some(Value::Str(_)) = a.opt(4) {
                bail!("string padding ('same'/'valid') is not supported");
            }
            one(conv::convolution(
                a.t(0)?,
                a.t(1)?,
                a.opt_t(2)?,
                &a.ints(3)?,
                &a.ints(4)?,
                &a.ints(5)?,
                a.int(6)?,
            )?)
        });
    }
    r.simple("torch.aten.max_pool2d", |_, a| {
        let a = Args(&a);
        let (v, _) = conv::max_pool(
            a.t(0)?,
            &a.ints(1)?,
            &a.ints(2)?,
            &a.ints(3)?,
            &a.ints(4)?,
            a.opt_bool(5, false)?,
            2,
        )?;
        one(v)
    });
    r.simple("torch.aten.max_pool2d_with_indices", |_, a| {
        let a = Args(&a);
        let (v, i) = conv::max_pool(
            a.t(0)?,
            &a.ints(1)?,
            &a.ints(2)?,
            &a.ints(3)?,
            &a.ints(4)?,
            a.opt_bool(5, false)?,
            2,
        )?;
        Ok(tensors(vec![v, i]))
    });
    r.simple("torch.aten.adaptive_avg_pool2d", |_, a| {
        let a = Args(&a);
        one(conv::adaptive_avg_pool(a.t(0)?, &a.ints(1)?, 2)?)
    });
    r.simple("torch.aten.group_norm", |_, a| {
        let a = Args(&a);
        one(nn::group_norm(
            a.t(0)?,
            a.int(1)?,
            a.opt_t(2)?,
            a.opt_t(3)?,
            a.opt_float(4)?.unwrap_or(1e-5),
        )?)
    });
    r.simple("torch.aten.batch_norm", |_, a| {
        let a = Args(&a);
        one(nn::batch_norm(
            a.t(0)?,
            a.opt_t(1)?,
            a.opt_t(2)?,
            a.opt_t(3)?,
            a.opt_t(4)?,
            a.bool(5)?,
            a.float(7)?,
        )?)
    });
    for name in [
        "torch.aten.nll_loss_nd",
        "torch.aten.nll_loss",
        "torch.aten.nll_loss_forward",
    ] {
        r.simple(name, |cx, a| {
            let a = Args(&a);
            let loss = nn::nll_loss(a.t(0)?, a.t(1)?, a.opt_t(2)?, a.int(3)?, a.int(4)?)?;
            if cx.num_results() == 2 {
                // nll_loss_forward also returns the total weight.
                let w = Tensor::scalar(loss.dtype(), a.t(1)?.numel() as f64);
                return Ok(tensors(vec![loss, w]));
            }
            one(loss)
        });
    }
}

/// Registers every torch kernel.
pub fn register(r: &mut Registry) {
    // torch-mlir has no op for these and prints them as `torch.operator`.
    r.operator_only(&[
        "torch.aten.__xor__.Tensor",
        "torch.aten.detach_",
        "torch.aten.mT",
        "torch.aten.nll_loss",
        "torch.aten.nll_loss_nd",
        "torch.aten.rsub.Tensor",
        "torch.aten.view_as",
        "torch.prims.reshape",
    ]);
    register_more(r);
    // Constants, lists, tuples, literals, bookkeeping.
    for name in [
        "torch.constant.int",
        "torch.constant.float",
        "torch.constant.bool",
        "torch.constant.str",
        "torch.constant.none",
        "torch.constant.device",
        "torch.constant.number",
    ] {
        r.simple(name, constant);
    }
    r.simple("torch.vtensor.literal", literal);
    r.simple("torch.prim.ListConstruct", list_construct);
    r.simple("torch.prim.TupleConstruct", tuple_construct);
    r.simple("torch.prim.ListUnpack", list_unpack);
    r.simple("torch.prim.TupleUnpack", list_unpack);
    r.simple("torch.prim.TupleIndex", tuple_index);
    r.simple("torch.prim.NumToTensor.Scalar", num_to_tensor);
    r.simple("torch.bind_symbolic_shape", nothing);
    r.simple("torch.symbolic_int", placeholder);
    r.simple("torch.aten._assert_tensor_metadata", nothing);
    r.simple("torch.aten.Int.bool", int_bool);
    r.simple("torch.aten.size.int", size_int);
    r.simple("torch.aten.mul.int", |_, a| {
        scalar_arith(&a, i64::checked_mul, |x, y| x * y)
    });
    r.simple("torch.aten.add.int", |_, a| {
        scalar_arith(&a, i64::checked_add, |x, y| x + y)
    });
    r.simple("torch.aten.sub.int", |_, a| {
        scalar_arith(&a, i64::checked_sub, |x, y| x - y)
    });
    r.simple("torch.aten.floordiv.int", |_, a| {
        scalar_arith(&a, floor_div, |x, y| (x / y).floor())
    });

    // Copies and aliases: tensors are values, so all are the identity.
    for name in [
        "torch.aten.clone",
        "torch.aten.contiguous",
        "torch.aten.alias",
        "torch.aten.detach",
        "torch.aten.detach_",
        "torch.aten.lift_fresh_copy",
        "torch.prims.view_of",
    ] {
        r.simple(name, identity);
    }
    r.simple("torch.aten.view_as", |_, a| {
        let a = Args(&a);
        one(a.t(0)?.reshape(a.t(1)?.shape().to_vec())?)
    });
    r.simple("torch.aten.reshape_as", |_, a| {
        let a = Args(&a);
        one(a.t(0)?.reshape(a.t(1)?.shape().to_vec())?)
    });
    r.simple("torch.aten._to_copy", |_, a| to_dtype(a, 1));
    r.simple("torch.aten.to.dtype", |_, a| to_dtype(a, 1));
    r.simple("torch.aten.type_as", |_, a| {
        let a = Args(&a);
        one(a.t(0)?.cast(a.t(1)?.dtype()))
    });
    r.simple("torch.prims.convert_element_type", |_, a| to_dtype(a, 1));

    // Elementwise arithmetic.
    r.simple("torch.aten.add.Tensor", |_, a| add_sub(a, false));
    r.simple("torch.aten.add.Scalar", |_, a| add_sub(a, false));
    r.simple("torch.aten.sub.Tensor", |_, a| add_sub(a, true));
    r.simple("torch.aten.sub.Scalar", |_, a| add_sub(a, true));
    r.simple("torch.aten.rsub.Scalar", |_, a| rsub(a));
    r.simple("torch.aten.rsub.Tensor", |_, a| rsub(a));
    r.simple("torch.aten.mul.Tensor", |_, a| binary(a, Arith::Mul));
    r.simple("torch.aten.mul.Scalar", |_, a| binary(a, Arith::Mul));
    r.simple("torch.aten.div.Tensor", |_, a| binary(a, Arith::Div));
    r.simple("torch.aten.div.Scalar", |_, a| binary(a, Arith::Div));
    r.simple("torch.aten.div.Tensor_mode", |_, a| div_mode(a));
    r.simple("torch.aten.div.Scalar_mode", |_, a| div_mode(a));
    r.simple("torch.aten.floor_divide", |_, a| binary(a, Arith::FloorDiv));
    r.simple("torch.aten.floor_divide.Scalar", |_, a| {
        binary(a, Arith::FloorDiv)
    });
    r.simple("torch.aten.remainder.Scalar", |_, a| binary(a, Arith::Rem));
    r.simple("torch.aten.remainder.Tensor", |_, a| binary(a, Arith::Rem));
    r.simple("torch.aten.fmod.Scalar", |_, a| binary(a, Arith::Fmod));
    r.simple("torch.aten.fmod.Tensor", |_, a| binary(a, Arith::Fmod));
    r.simple("torch.aten.maximum", |_, a| binary(a, Arith::Max));
    r.simple("torch.aten.minimum", |_, a| binary(a, Arith::Min));
    r.simple("torch.aten.pow.Tensor_Scalar", |_, a| pow(a));
    r.simple("torch.aten.pow.Tensor_Tensor", |_, a| pow(a));
    r.simple("torch.aten.pow.Scalar", |_, a| pow(a));
    r.simple("torch.aten.bitwise_and.Tensor", |_, a| {
        bitwise(a, Arith::BitAnd)
    });
    r.simple("torch.aten.bitwise_or.Tensor", |_, a| {
        bitwise(a, Arith::BitOr)
    });
    r.simple("torch.aten.bitwise_xor.Tensor", |_, a| {
        bitwise(a, Arith::BitXor)
    });
    r.simple("torch.aten.__and__.Tensor", |_, a| {
        bitwise(a, Arith::BitAnd)
    });
    r.simple("torch.aten.__or__.Tensor", |_, a| bitwise(a, Arith::BitOr));
    r.simple("torch.aten.__xor__.Tensor", |_, a| {
        bitwise(a, Arith::BitXor)
    });

    // Comparisons and logic.
    r.simple("torch.aten.eq.Tensor", |_, a| compare(a, Cmp::Eq));
    r.simple("torch.aten.eq.Scalar", |_, a| compare(a, Cmp::Eq));
    r.simple("torch.aten.ne.Tensor", |_, a| compare(a, Cmp::Ne));
    r.simple("torch.aten.ne.Scalar", |_, a| compare(a, Cmp::Ne));
    r.simple("torch.aten.lt.Tensor", |_, a| compare(a, Cmp::Lt));
    r.simple("torch.aten.lt.Scalar", |_, a| compare(a, Cmp::Lt));
    r.simple("torch.aten.le.Tensor", |_, a| compare(a, Cmp::Le));
    r.simple("torch.aten.le.Scalar", |_, a| compare(a, Cmp::Le));
    r.simple("torch.aten.gt.Tensor", |_, a| compare(a, Cmp::Gt));
    r.simple("torch.aten.gt.Scalar", |_, a| compare(a, Cmp::Gt));
    r.simple("torch.aten.ge.Tensor", |_, a| compare(a, Cmp::Ge));
    r.simple("torch.aten.ge.Scalar", |_, a| compare(a, Cmp::Ge));
    r.simple("torch.aten.logical_and", |_, a| logical(a, |x, y| x && y));
    r.simple("torch.aten.logical_or", |_, a| logical(a, |x, y| x || y));
    r.simple("torch.aten.logical_xor", |_, a| logical(a, |x, y| x != y));
    r.simple("torch.aten.logical_not", |_, a| {
        let t = Args(&a).t(0)?;
        one(Tensor::from_bool(
            t.shape().to_vec(),
            t.to_bool_vec().iter().map(|b| !b).collect(),
        )?)
    });
    r.simple("torch.aten.bitwise_not", |_, a| {
        let t = Args(&a).t(0)?;
        match category(t.dtype()) {
            Category::Bool => one(Tensor::from_bool(
                t.shape().to_vec(),
                t.to_bool_vec().iter().map(|b| !b).collect(),
            )?),
            Category::Int => one(Tensor::from_i64(
                t.shape().to_vec(),
                t.dtype(),
                t.to_i64_vec().iter().map(|x| !x).collect(),
            )?),
            Category::Float => bail!("bitwise_not is only defined on integer and bool tensors"),
        }
    });
    r.simple("torch.aten.isnan", |_, a| {
        let t = Args(&a).t(0)?;
        one(Tensor::from_bool(
            t.shape().to_vec(),
            t.to_f64_vec().iter().map(|x| x.is_nan()).collect(),
        )?)
    });
    r.simple("torch.aten.where.self", |_, a| where_(a));
    r.simple("torch.aten.where.Scalar", |_, a| where_(a));
    r.simple("torch.aten.where.ScalarOther", |_, a| where_(a));
    r.simple("torch.aten.where.ScalarSelf", |_, a| where_(a));
    r.simple("torch.aten.masked_fill.Scalar", |_, a| masked_fill(a));
    r.simple("torch.aten.masked_fill.Tensor", |_, a| masked_fill(a));
    r.simple("torch.aten.masked_fill_.Scalar", |_, a| masked_fill(a));
    r.simple("torch.aten.clamp", |_, a| clamp(a, true));
    r.simple("torch.aten.clamp.Tensor", |_, a| clamp(a, true));
    r.simple("torch.aten.clamp_min", |_, a| clamp(a, false));
    r.simple("torch.aten.clamp_max", |_, a| {
        let mut a = a;
        a.insert(1, Value::None);
        clamp(a, true)
    });

    // Float math.
    r.simple("torch.aten.exp", |_, a| unary_float(a, f64::exp));
    r.simple("torch.aten.expm1", |_, a| unary_float(a, f64::exp_m1));
    r.simple("torch.aten.log", |_, a| unary_float(a, f64::ln));
    r.simple("torch.aten.log2", |_, a| unary_float(a, f64::log2));
    r.simple("torch.aten.log1p", |_, a| unary_float(a, f64::ln_1p));
    r.simple("torch.aten.sqrt", |_, a| unary_float(a, f64::sqrt));
    r.simple("torch.aten.rsqrt", |_, a| {
        unary_float(a, |x| 1.0 / x.sqrt())
    });
    r.simple("torch.aten.reciprocal", |_, a| unary_float(a, |x| 1.0 / x));
    r.simple("torch.aten.sin", |_, a| unary_float(a, f64::sin));
    r.simple("torch.aten.cos", |_, a| unary_float(a, f64::cos));
    r.simple("torch.aten.tanh", |_, a| unary_float(a, f64::tanh));
    r.simple("torch.aten.erf", |_, a| unary_float(a, ew::erf));
    r.simple("torch.aten.sigmoid", |_, a| unary_float(a, ew::sigmoid));
    r.simple("torch.aten.neg", |_, a| {
        one(ew::unary_same(Args(&a).t(0)?, |x| -x, i64::wrapping_neg)?)
    });
    r.simple("torch.aten.abs", |_, a| {
        one(ew::unary_same(Args(&a).t(0)?, f64::abs, i64::wrapping_abs)?)
    });
    r.simple("torch.aten.relu", |_, a| {
        one(ew::unary_same(
            Args(&a).t(0)?,
            |x| if x > 0.0 || x.is_nan() { x } else { 0.0 },
            |x| x.max(0),
        )?)
    });
    r.simple("torch.aten.gelu", |_, a| {
        let a = Args(&a);
        let approx = match a.opt(1) {
            Some(v) => v.str()?.to_string(),
            None => "none".into(),
        };
        one(nn::gelu(a.t(0)?, &approx)?)
    });
    r.simple("torch.aten.silu", |_, a| one(nn::silu(Args(&a).t(0)?)?));

    // Reductions.
    r.simple("torch.aten.sum", |_, a| sum_all(a));
    r.simple("torch.aten.sum.dim_IntList", |_, a| sum_dim(a));
    r.simple("torch.aten.mean", |_, a| mean_all(a));
    r.simple("torch.aten.mean.dim", |_, a| mean_dim(a));
    r.simple("torch.aten.var.correction", |_, a| {
        var(a, false, false, false)
    });
    r.simple("torch.aten.var_mean.correction", |_, a| {
        var(a, false, true, false)
    });
    r.simple("torch.aten.var.dim", |_, a| var(a, true, false, false));
    r.simple("torch.aten.var_mean.dim", |_, a| var(a, true, true, false));
    r.simple("torch.aten.std.dim", |_, a| var(a, true, false, true));
    r.simple("torch.aten.std.correction", |_, a| {
        var(a, false, false, true)
    });
    r.simple("torch.aten.max.dim", |_, a| max_dim(a, false));
    r.simple("torch.aten.min.dim", |_, a| max_dim(a, true));
    r.simple("torch.aten.amax", |_, a| amax(a, false));
    r.simple("torch.aten.amin", |_, a| amax(a, true));
    r.simple("torch.aten.argmax", |_, a| argmax(a, false));
    r.simple("torch.aten.argmin", |_, a| argmax(a, true));
    r.simple("torch.aten.all.dim", |_, a| all_any_dim(a, false));
    r.simple("torch.aten.any.dim", |_, a| all_any_dim(a, true));
    r.simple("torch.aten.all", |_, a| all_any(a, false));
    r.simple("torch.aten.any", |_, a| all_any(a, true));
    r.simple("torch.aten.max", |_, a| {
        let t = Args(&a).t(0)?;
        let dims: Vec<usize> = (0..t.rank()).collect();
        one(reduce::amax(t, &dims, false, false)?)
    });
    r.simple("torch.aten.min", |_, a| {
        let t = Args(&a).t(0)?;
        let dims: Vec<usize> = (0..t.rank()).collect();
        one(reduce::amax(t, &dims, false, true)?)
    });

    // Linear algebra.
    r.simple("torch.aten.mm", |_, a| {
        let a = Args(&a);
        one(linalg::mm(a.t(0)?, a.t(1)?)?)
    });
    r.simple("torch.aten.bmm", |_, a| {
        let a = Args(&a);
        one(linalg::bmm(a.t(0)?, a.t(1)?)?)
    });
    r.simple("torch.aten.matmul", |_, a| {
        let a = Args(&a);
        one(linalg::matmul(a.t(0)?, a.t(1)?)?)
    });
    r.simple("torch.aten.addmm", |_, a| addmm(a, false));
    r.simple("torch.aten.baddbmm", |_, a| addmm(a, true));
    r.simple("torch.aten.linear", |_, a| {
        let a = Args(&a);
        one(linalg::linear(a.t(0)?, a.t(1)?, a.opt_t(2)?)?)
    });
    r.simple("torch.aten.outer", |_, a| {
        let a = Args(&a);
        let (x, y) = (a.t(0)?, a.t(1)?);
        if x.rank() != 1 || y.rank() != 1 {
            bail!("outer expects 1-d vectors");
        }
        one(linalg::mm(
            &x.reshape(vec![x.numel(), 1])?,
            &y.reshape(vec![1, y.numel()])?,
        )?)
    });

    // Shapes.
    r.simple("torch.aten.view", |_, a| view(a));
    r.simple("torch.aten.reshape", |_, a| view(a));
    r.simple("torch.aten._unsafe_view", |_, a| view(a));
    r.simple("torch.prims.reshape", |_, a| view(a));
    r.simple("torch.aten.permute", |_, a| {
        let a = Args(&a);
        one(shape::permute(a.t(0)?, &a.ints(1)?)?)
    });
    r.simple("torch.aten.transpose.int", |_, a| {
        let a = Args(&a);
        one(shape::transpose(a.t(0)?, a.int(1)?, a.int(2)?)?)
    });
    r.simple("torch.aten.t", |_, a| {
        let t = Args(&a).t(0)?;
        if t.rank() > 2 {
            bail!(
                "t() expects a tensor with <= 2 dimensions, but self is {}D",
                t.rank()
            );
        }
        one(shape::transpose(t, 0, -1)?)
    });
    r.simple("torch.aten.mT", |_, a| {
        one(shape::transpose(Args(&a).t(0)?, -2, -1)?)
    });
    r.simple("torch.aten.expand", |_, a| {
        let a = Args(&a);
        one(shape::expand(a.t(0)?, &a.ints(1)?)?)
    });
    r.simple("torch.aten.expand_as", |_, a| {
        let a = Args(&a);
        one(a.t(0)?.broadcast_to(a.t(1)?.shape())?)
    });
    r.simple("torch.aten.broadcast_to", |_, a| {
        let a = Args(&a);
        one(shape::expand(a.t(0)?, &a.ints(1)?)?)
    });
    r.simple("torch.aten.unsqueeze", |_, a| {
        let a = Args(&a);
        one(shape::unsqueeze(a.t(0)?, a.int(1)?)?)
    });
    r.simple("torch.aten.squeeze.dim", |_, a| {
        let a = Args(&a);
        one(shape::squeeze(a.t(0)?, &[a.int(1)?])?)
    });
    r.simple("torch.aten.squeeze", |_, a| {
        let t = Args(&a).t(0)?;
        let dims: Vec<i64> = (0..t.rank() as i64).collect();
        one(shape::squeeze(t, &dims)?)
    });
    r.simple("torch.prims.squeeze", |_, a| {
        let a = Args(&a);
        one(shape::squeeze(a.t(0)?, &a.ints(1)?)?)
    });
    r.simple("torch.aten.flatten.using_ints", |_, a| {
        let a = Args(&a);
        one(shape::flatten(a.t(0)?, a.int(1)?, a.int(2)?)?)
    });
    r.simple("torch.aten.unflatten.int", |_, a| {
        let a = Args(&a);
        one(shape::unflatten(a.t(0)?, a.int(1)?, &a.ints(2)?)?)
    });
    r.simple("torch.aten.slice.Tensor", |_, a| {
        let a = Args(&a);
        one(shape::slice(
            a.t(0)?,
            a.int(1)?,
            a.opt_int(2)?,
            a.opt_int(3)?,
            a.opt_int(4)?.unwrap_or(1),
        )?)
    });
    r.simple("torch.aten.narrow", |_, a| {
        let a = Args(&a);
        one(shape::narrow(a.t(0)?, a.int(1)?, a.int(2)?, a.int(3)?)?)
    });
    r.simple("torch.aten.select.int", |_, a| {
        let a = Args(&a);
        one(shape::select(a.t(0)?, a.int(1)?, a.int(2)?)?)
    });
    r.simple("torch.aten.cat", |_, a| {
        let a = Args(&a);
        one(shape::cat(&a.at(0)?.tensor_list()?, a.int(1)?)?)
    });
    r.simple("torch.aten.stack", |_, a| {
        let a = Args(&a);
        one(shape::stack(&a.at(0)?.tensor_list()?, a.int(1)?)?)
    });
    r.simple("torch.aten.split.Tensor", |_, a| {
        let a = Args(&a);
        split_list(shape::split(a.t(0)?, a.int(1)?, a.int(2)?))
    });
    r.simple("torch.aten.split_with_sizes", |_, a| {
        let a = Args(&a);
        split_list(shape::split_sizes(a.t(0)?, &a.ints(1)?, a.int(2)?))
    });
    r.simple("torch.aten.chunk", |_, a| {
        let a = Args(&a);
        split_list(shape::chunk(a.t(0)?, a.int(1)?, a.int(2)?))
    });
    r.simple("torch.aten.unbind.int", |_, a| {
        let a = Args(&a);
        let t = a.t(0)?;
        let d = crate::tensor::norm_dim(a.int(1)?, t.rank())?;
        let n = t.shape().get(d).copied().unwrap_or(0);
        split_list(
            (0..n as i64)
                .map(|i| shape::select(t, d as i64, i))
                .collect(),
        )
    });
    r.simple("torch.aten.index_select", |_, a| {
        let a = Args(&a);
        one(shape::index_select(a.t(0)?, a.int(1)?, a.t(2)?)?)
    });
    r.simple("torch.aten.gather", |_, a| {
        let a = Args(&a);
        one(shape::gather(a.t(0)?, a.int(1)?, a.t(2)?)?)
    });
    r.simple("torch.aten.embedding", |_, a| {
        let a = Args(&a);
        one(shape::embedding(a.t(0)?, a.t(1)?)?)
    });
    r.simple("torch.aten.triu", |_, a| {
        let a = Args(&a);
        one(shape::tri(a.t(0)?, a.opt_int(1)?.unwrap_or(0), true)?)
    });
    r.simple("torch.aten.tril", |_, a| {
        let a = Args(&a);
        one(shape::tri(a.t(0)?, a.opt_int(1)?.unwrap_or(0), false)?)
    });
    r.simple("torch.aten.constant_pad_nd", |_, a| {
        let a = Args(&a);
        one(shape::constant_pad(
            a.t(0)?,
            &a.ints(1)?,
            a.opt_float(2)?.unwrap_or(0.0),
        )?)
    });

    // Neural-network ops.
    r.simple("torch.aten.softmax.int", |cx, a| {
        softmax(cx, a, false, false)
    });
    r.simple("torch.aten._softmax", |cx, a| softmax(cx, a, false, true));
    r.simple("torch.aten.log_softmax.int", |cx, a| {
        softmax(cx, a, true, false)
    });
    r.simple("torch.aten._log_softmax", |cx, a| {
        softmax(cx, a, true, true)
    });
    r.simple("torch.aten.native_layer_norm", |_, a| {
        native_layer_norm(a, true)
    });
    r.simple("torch.aten.layer_norm", |_, a| native_layer_norm(a, false));
    r.simple("torch.aten.rms_norm", |_, a| {
        let a = Args(&a);
        one(nn::rms_norm(
            a.t(0)?,
            &a.ints(1)?,
            a.opt_t(2)?,
            a.opt_float(3)?,
        )?)
    });
    r.simple("torch.aten.scaled_dot_product_attention", |_, a| sdpa(a));
    r.simple("torch.aten.dropout", |_, a| dropout(a));

    // Factories.
    r.simple("torch.aten.arange", |cx, a| arange(cx, a, 1));
    r.simple("torch.aten.arange.start", |cx, a| arange(cx, a, 2));
    r.simple("torch.aten.arange.start_step", |cx, a| arange(cx, a, 3));
    r.simple("torch.aten.full", full);
    r.simple("torch.aten.full_like", full_like);
    r.simple("torch.aten.zeros", |cx, a| filled(cx, a, 0.0, 1));
    r.simple("torch.aten.ones", |cx, a| filled(cx, a, 1.0, 1));
    r.simple("torch.aten.empty.memory_format", |cx, a| {
        filled(cx, a, 0.0, 1)
    });
    r.simple("torch.aten.empty_strided", |cx, a| filled(cx, a, 0.0, 2));
    r.simple("torch.aten.new_zeros", |cx, a| {
        let mut a = a;
        a.remove(0);
        filled(cx, a, 0.0, 1)
    });
    r.simple("torch.aten.zeros_like", |_, a| filled_like(a, 0.0));
    r.simple("torch.aten.ones_like", |_, a| filled_like(a, 1.0));
    r.simple("torch.aten.empty_like", |_, a| filled_like(a, 0.0));
    r.simple("torch.aten.scalar_tensor", scalar_tensor);
    r.simple("torch.aten.eye", |cx, a| {
        let args = Args(&a);
        let n = args.int(0)?;
        let d = factory_dtype(cx, &args, 1, DType::F32)?;
        one(creation::eye(n, n, d)?)
    });
}
