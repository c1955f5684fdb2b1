//! The decomposition rules: each turns one composite ATen op into Core
//! ATen ops, following PyTorch's decomposition table
//! (`torch._decomp` / `torch._refs`). A rule may produce other composite
//! ops (`linear` gives `matmul`, `scaled_dot_product_attention` gives
//! `matmul` and `softmax`); the greedy driver decomposes those in turn
//! unless they are kept. Rules need static shapes where they reshape or
//! count elements, and leave the op alone otherwise.

use super::build::{Builder, Untyped, B};
use dialects::torch::shape::{
    constant_bool_value, constant_int_list, constant_int_value, constant_number_value,
    constant_str_value, is_none_value, operand, tensor_of, TensorInfo,
};
use dialects::torch::types::DType;
use ir::{Op, Value};

/// A rule: what it decomposes, the name `keep=` uses, and how.
pub struct Rule {
    /// The root op (`torch.aten.gelu`).
    pub root: &'static str,
    /// The group name for `keep` (`gelu`).
    pub group: &'static str,
    /// Builds the replacement values of the root's results.
    pub build: fn(&mut Builder<'_, '_>, Op) -> B<Vec<Value>>,
}

/// Every rule.
pub const RULES: &[Rule] = &[
    Rule {
        root: "torch.aten.softmax.int",
        group: "softmax",
        build: softmax,
    },
    Rule {
        root: "torch.aten._softmax",
        group: "softmax",
        build: softmax,
    },
    Rule {
        root: "torch.aten.log_softmax.int",
        group: "log_softmax",
        build: log_softmax,
    },
    Rule {
        root: "torch.aten._log_softmax",
        group: "log_softmax",
        build: log_softmax,
    },
    Rule {
        root: "torch.aten.gelu",
        group: "gelu",
        build: gelu,
    },
    Rule {
        root: "torch.aten.silu",
        group: "silu",
        build: silu,
    },
    Rule {
        root: "torch.aten.layer_norm",
        group: "layer_norm",
        build: layer_norm,
    },
    Rule {
        root: "torch.aten.native_layer_norm",
        group: "layer_norm",
        build: layer_norm,
    },
    Rule {
        root: "torch.aten.var_mean.correction",
        group: "var_mean",
        build: var_mean,
    },
    Rule {
        root: "torch.aten.var.correction",
        group: "var_mean",
        build: var_mean,
    },
    Rule {
        root: "torch.aten.rms_norm",
        group: "rms_norm",
        build: rms_norm,
    },
    Rule {
        root: "torch.aten.linear",
        group: "linear",
        build: linear,
    },
    Rule {
        root: "torch.aten.addmm",
        group: "addmm",
        build: addmm,
    },
    Rule {
        root: "torch.aten.matmul",
        group: "matmul",
        build: matmul,
    },
    Rule {
        root: "torch.aten.scaled_dot_product_attention",
        group: "scaled_dot_product_attention",
        build: sdpa,
    },
];

/// The names `keep=` accepts.
pub fn groups() -> Vec<&'static str> {
    let mut g: Vec<&str> = RULES.iter().map(|r| r.group).collect();
    g.dedup();
    g
}

// ------------------------------------------------------------------ reading

fn arg(b: &Builder<'_, '_>, op: Op, name: &str) -> B<Value> {
    operand(b.ctx(), op, name).ok_or(Untyped)
}

fn tensor(b: &Builder<'_, '_>, v: Value) -> B<TensorInfo> {
    tensor_of(b.ctx(), v).ok_or(Untyped)
}

fn static_shape(t: &TensorInfo) -> B<Vec<i64>> {
    t.shape.iter().map(|d| d.ok_or(Untyped)).collect()
}

fn int_arg(b: &Builder<'_, '_>, op: Op, name: &str) -> B<Option<i64>> {
    constant_int_value(b.ctx(), arg(b, op, name)?).ok_or(Untyped)
}

fn ints_arg(b: &Builder<'_, '_>, op: Op, name: &str) -> B<Option<Vec<i64>>> {
    constant_int_list(b.ctx(), arg(b, op, name)?).ok_or(Untyped)
}

fn bool_arg(b: &Builder<'_, '_>, op: Op, name: &str) -> B<bool> {
    constant_bool_value(b.ctx(), arg(b, op, name)?).ok_or(Untyped)
}

fn number_arg(b: &Builder<'_, '_>, op: Op, name: &str) -> B<Option<f64>> {
    constant_number_value(b.ctx(), arg(b, op, name)?).ok_or(Untyped)
}

fn none_arg(b: &Builder<'_, '_>, op: Op, name: &str) -> B<bool> {
    Ok(is_none_value(b.ctx(), arg(b, op, name)?))
}

/// The trailing `k` dimensions of a rank-`rank` tensor.
fn last_dims(rank: usize, k: usize) -> B<Vec<i64>> {
    if k > rank {
        return Err(Untyped);
    }
    Ok((rank - k..rank).map(|d| d as i64).collect())
}

// ------------------------------------------------------------------ building

fn sub(b: &mut Builder<'_, '_>, x: Value, y: Value) -> B<Value> {
    let one = b.int(1);
    b.op("aten.sub.Tensor", &[x, y, one])
}

fn add(b: &mut Builder<'_, '_>, x: Value, y: Value) -> B<Value> {
    let one = b.int(1);
    b.op("aten.add.Tensor", &[x, y, one])
}

fn add_scalar(b: &mut Builder<'_, '_>, x: Value, s: f64) -> B<Value> {
    let (s, one) = (b.float(s), b.int(1));
    b.op("aten.add.Scalar", &[x, s, one])
}

fn mul(b: &mut Builder<'_, '_>, x: Value, y: Value) -> B<Value> {
    b.op("aten.mul.Tensor", &[x, y])
}

fn mul_scalar(b: &mut Builder<'_, '_>, x: Value, s: f64) -> B<Value> {
    let s = b.float(s);
    b.op("aten.mul.Scalar", &[x, s])
}

/// `amax`, `sum.dim_IntList`, `mean.dim` over `dims`.
fn reduce(b: &mut Builder<'_, '_>, name: &str, x: Value, dims: &[i64], keep: bool) -> B<Value> {
    let (d, k) = (b.ints(dims), b.bool(keep));
    if name == "aten.amax" {
        return b.op(name, &[x, d, k]);
    }
    let none = b.none();
    b.op(name, &[x, d, k, none])
}

fn view(b: &mut Builder<'_, '_>, x: Value, shape: &[i64]) -> B<Value> {
    let s = b.ints(shape);
    b.op("aten.view", &[x, s])
}

fn reshape(b: &mut Builder<'_, '_>, x: Value, shape: &[i64]) -> B<Value> {
    let s = b.ints(shape);
    b.op("aten.reshape", &[x, s])
}

/// PyTorch's decompositions compute half-precision inputs in f32
/// (`utils.get_computation_dtype`) and round the result back: `x` in its
/// computation dtype, and the dtype to return to if that differs.
fn upcast(b: &mut Builder<'_, '_>, x: Value) -> B<(Value, Option<DType>)> {
    match tensor(b, x)?.dtype {
        Some(d @ (DType::F16 | DType::BF16)) => Ok((convert(b, x, DType::F32)?, Some(d))),
        _ => Ok((x, None)),
    }
}

/// `x` back in `to`, if the computation was upcast.
fn downcast(b: &mut Builder<'_, '_>, x: Value, to: Option<DType>) -> B<Value> {
    match to {
        Some(d) => convert(b, x, d),
        None => Ok(x),
    }
}

fn convert(b: &mut Builder<'_, '_>, x: Value, to: DType) -> B<Value> {
    let d = b.int(to.scalar_type());
    b.op("prims.convert_element_type", &[x, d])
}

// ------------------------------------------------------------------ rules

/// The steps softmax and log_softmax share, in the computation dtype:
/// `shifted = x - amax(x)`, `e = exp(shifted)`, `z = sum(e)` over `dim`,
/// and the dtype to round the result back to.
#[allow(clippy::type_complexity)]
fn shifted_exp_sum(b: &mut Builder<'_, '_>, op: Op) -> B<(Value, Value, Value, Option<DType>)> {
    let (x, dim) = softmax_args(b, op)?;
    let (x, back) = upcast(b, x)?;
    let m = reduce(b, "aten.amax", x, &[dim], true)?;
    let shifted = sub(b, x, m)?;
    let e = b.op("aten.exp", &[shifted])?;
    let z = reduce(b, "aten.sum.dim_IntList", e, &[dim], true)?;
    Ok((shifted, e, z, back))
}

/// softmax(x) = exp(x - amax(x)) / sum(exp(x - amax(x))), over `dim`.
fn softmax(b: &mut Builder<'_, '_>, op: Op) -> B<Vec<Value>> {
    let (_, e, z, back) = shifted_exp_sum(b, op)?;
    let r = b.op("aten.div.Tensor", &[e, z])?;
    Ok(vec![downcast(b, r, back)?])
}

/// log_softmax(x) = (x - amax) - log(sum(exp(x - amax))).
fn log_softmax(b: &mut Builder<'_, '_>, op: Op) -> B<Vec<Value>> {
    let (shifted, _, z, back) = shifted_exp_sum(b, op)?;
    let lse = b.op("aten.log", &[z])?;
    let r = sub(b, shifted, lse)?;
    Ok(vec![downcast(b, r, back)?])
}

/// The input and dimension of a softmax; only the forms that keep the
/// dtype (`dtype` none, `half_to_float` false).
fn softmax_args(b: &Builder<'_, '_>, op: Op) -> B<(Value, i64)> {
    let x = arg(b, op, "self")?;
    let dim = int_arg(b, op, "dim")?.ok_or(Untyped)?;
    let same_dtype = if b.ctx().op_name(op).ends_with(".int") {
        none_arg(b, op, "dtype")?
    } else {
        !bool_arg(b, op, "half_to_float")?
    };
    if !same_dtype {
        return Err(Untyped);
    }
    Ok((x, dim))
}

/// gelu: `x * 0.5 * (1 + erf(x / sqrt 2))`; with `approximate="tanh"`,
/// `0.5 * x * (1 + tanh(sqrt(2/pi) * (x + 0.044715 x^3)))`.
fn gelu(b: &mut Builder<'_, '_>, op: Op) -> B<Vec<Value>> {
    let x = arg(b, op, "self")?;
    let approx = constant_str_value(b.ctx(), arg(b, op, "approximate")?).ok_or(Untyped)?;
    let (x, back) = upcast(b, x)?;
    let out = match approx.as_str() {
        "none" => {
            let t = mul_scalar(b, x, std::f64::consts::FRAC_1_SQRT_2)?;
            let e = b.op("aten.erf", &[t])?;
            let one_plus = add_scalar(b, e, 1.0)?;
            let half_x = mul_scalar(b, x, 0.5)?;
            mul(b, half_x, one_plus)?
        }
        "tanh" => {
            let beta = std::f64::consts::SQRT_2 * std::f64::consts::FRAC_2_SQRT_PI * 0.5;
            let x2 = mul(b, x, x)?;
            let x3 = mul(b, x2, x)?;
            let k = mul_scalar(b, x3, 0.044715)?;
            let s = add(b, x, k)?;
            let inner = mul_scalar(b, s, beta)?;
            let t = b.op("aten.tanh", &[inner])?;
            let one_plus = add_scalar(b, t, 1.0)?;
            let half_x = mul_scalar(b, x, 0.5)?;
            mul(b, half_x, one_plus)?
        }
        _ => return Err(Untyped),
    };
    Ok(vec![downcast(b, out, back)?])
}

/// silu(x) = x * sigmoid(x).
fn silu(b: &mut Builder<'_, '_>, op: Op) -> B<Vec<Value>> {
    let x = arg(b, op, "self")?;
    let (x, back) = upcast(b, x)?;
    let s = b.op("aten.sigmoid", &[x])?;
    let r = mul(b, x, s)?;
    Ok(vec![downcast(b, r, back)?])
}

/// layer_norm over the trailing `normalized_shape` dimensions:
/// `(x - mean) * rsqrt(var + eps) * weight + bias` with the biased
/// variance; native_layer_norm also returns the mean and rstd.
fn layer_norm(b: &mut Builder<'_, '_>, op: Op) -> B<Vec<Value>> {
    let x = arg(b, op, "input")?;
    let t = tensor(b, x)?;
    let ns = ints_arg(b, op, "normalized_shape")?.ok_or(Untyped)?;
    let dims = last_dims(t.shape.len(), ns.len())?;
    let eps = number_arg(b, op, "eps")?.ok_or(Untyped)?;
    let (x, back) = upcast(b, x)?;
    let mean = reduce(b, "aten.mean.dim", x, &dims, true)?;
    let d = sub(b, x, mean)?;
    let sq = mul(b, d, d)?;
    let var = reduce(b, "aten.mean.dim", sq, &dims, true)?;
    let ve = add_scalar(b, var, eps)?;
    let rstd = b.op("aten.rsqrt", &[ve])?;
    let normed = mul(b, d, rstd)?;
    let mut out = downcast(b, normed, back)?;
    out = times_optional(b, op, out, "weight")?;
    if !none_arg(b, op, "bias")? {
        let bias = arg(b, op, "bias")?;
        out = add(b, out, bias)?;
    }
    if b.ctx().op_name(op) == "torch.aten.native_layer_norm" {
        let mean = downcast(b, mean, back)?;
        let rstd = downcast(b, rstd, back)?;
        Ok(vec![out, mean, rstd])
    } else {
        Ok(vec![out])
    }
}

/// `x * w` where operand `name` of `op` is a tensor `w`; `x` if it is none.
fn times_optional(b: &mut Builder<'_, '_>, op: Op, x: Value, name: &str) -> B<Value> {
    if none_arg(b, op, name)? {
        return Ok(x);
    }
    let w = arg(b, op, name)?;
    mul(b, x, w)
}

/// var_mean / var with a correction: `sum((x - mean)^2) / (N - correction)`.
fn var_mean(b: &mut Builder<'_, '_>, op: Op) -> B<Vec<Value>> {
    let x = arg(b, op, "self")?;
    let t = tensor(b, x)?;
    let shape = static_shape(&t)?;
    let dims: Vec<i64> = match ints_arg(b, op, "dim")? {
        Some(d) if !d.is_empty() => d
            .iter()
            .map(|&d| if d < 0 { d + shape.len() as i64 } else { d })
            .collect(),
        _ => (0..shape.len() as i64).collect(),
    };
    if dims.iter().any(|&d| d < 0 || d as usize >= shape.len()) {
        return Err(Untyped);
    }
    let n: i64 = dims.iter().map(|&d| shape[d as usize]).product();
    let correction = number_arg(b, op, "correction")?.unwrap_or(1.0);
    let keep = bool_arg(b, op, "keepdim")?;
    // 16-bit floats compute in f32 and round once, as PyTorch's kernel.
    let (x, back) = upcast(b, x)?;
    let mean = reduce(b, "aten.mean.dim", x, &dims, true)?;
    let d = sub(b, x, mean)?;
    let sq = mul(b, d, d)?;
    let ss = reduce(b, "aten.sum.dim_IntList", sq, &dims, keep)?;
    let denom = b.float((n as f64 - correction).max(0.0));
    let var = b.op("aten.div.Scalar", &[ss, denom])?;
    let var = downcast(b, var, back)?;
    if b.ctx().op_name(op) == "torch.aten.var.correction" {
        return Ok(vec![var]);
    }
    let mean_out = if keep {
        mean
    } else {
        reduce(b, "aten.mean.dim", x, &dims, false)?
    };
    Ok(vec![var, downcast(b, mean_out, back)?])
}

/// rms_norm: `x * rsqrt(mean(x^2) + eps) * weight` over the trailing
/// dimensions; `eps` none is the dtype's machine epsilon.
fn rms_norm(b: &mut Builder<'_, '_>, op: Op) -> B<Vec<Value>> {
    let x = arg(b, op, "input")?;
    let t = tensor(b, x)?;
    let ns = ints_arg(b, op, "normalized_shape")?.ok_or(Untyped)?;
    let dims = last_dims(t.shape.len(), ns.len())?;
    let eps = match number_arg(b, op, "eps")? {
        Some(e) => e,
        None => match t.dtype.ok_or(Untyped)? {
            DType::F64 => f64::EPSILON,
            DType::F16 => 0.0009765625,
            DType::BF16 => 0.0078125,
            _ => f32::EPSILON as f64,
        },
    };
    let (x, back) = upcast(b, x)?;
    let sq = mul(b, x, x)?;
    let ms = reduce(b, "aten.mean.dim", sq, &dims, true)?;
    let me = add_scalar(b, ms, eps)?;
    let r = b.op("aten.rsqrt", &[me])?;
    let normed = mul(b, x, r)?;
    let out = downcast(b, normed, back)?;
    let out = times_optional(b, op, out, "weight")?;
    Ok(vec![out])
}

/// linear(x, w, b) = matmul(x, w^T) + b.
fn linear(b: &mut Builder<'_, '_>, op: Op) -> B<Vec<Value>> {
    let x = arg(b, op, "input")?;
    let w = arg(b, op, "weight")?;
    if tensor(b, w)?.shape.len() != 2 {
        return Err(Untyped);
    }
    // Half precision accumulates in f32 and rounds once, as PyTorch's
    // fused CPU kernel (addmm) does.
    let (x, back) = upcast(b, x)?;
    let w = if back.is_some() {
        convert(b, w, DType::F32)?
    } else {
        w
    };
    let perm = b.ints(&[1, 0]);
    let wt = b.op("aten.permute", &[w, perm])?;
    let mut y = b.op("aten.matmul", &[x, wt])?;
    if !none_arg(b, op, "bias")? {
        let bias = arg(b, op, "bias")?;
        let bias = if back.is_some() {
            convert(b, bias, DType::F32)?
        } else {
            bias
        };
        y = add(b, y, bias)?;
    }
    Ok(vec![downcast(b, y, back)?])
}

/// addmm(c, a, m, beta, alpha) = beta * c + alpha * (a @ m).
fn addmm(b: &mut Builder<'_, '_>, op: Op) -> B<Vec<Value>> {
    let c = arg(b, op, "self")?;
    let m1 = arg(b, op, "mat1")?;
    let m2 = arg(b, op, "mat2")?;
    let beta = number_arg(b, op, "beta")?.ok_or(Untyped)?;
    let alpha = number_arg(b, op, "alpha")?.ok_or(Untyped)?;
    let mut p = b.op("aten.mm", &[m1, m2])?;
    if alpha != 1.0 {
        p = mul_scalar(b, p, alpha)?;
    }
    let mut c = c;
    if beta != 1.0 {
        c = mul_scalar(b, c, beta)?;
    }
    Ok(vec![add(b, p, c)?])
}

/// matmul into mm / bmm: batch dimensions are broadcast and flattened.
fn matmul(b: &mut Builder<'_, '_>, op: Op) -> B<Vec<Value>> {
    let x = arg(b, op, "self")?;
    let y = arg(b, op, "other")?;
    let (tx, ty) = (tensor(b, x)?, tensor(b, y)?);
    let (sx, sy) = (static_shape(&tx)?, static_shape(&ty)?);
    let out = match (sx.len(), sy.len()) {
        (2, 2) => b.op("aten.mm", &[x, y])?,
        (2, 1) => {
            let one = b.int(1);
            let y2 = b.op("aten.unsqueeze", &[y, one])?;
            let p = b.op("aten.mm", &[x, y2])?;
            let last = b.int(-1);
            b.op("aten.squeeze.dim", &[p, last])?
        }
        (1, 2) => {
            let zero = b.int(0);
            let x2 = b.op("aten.unsqueeze", &[x, zero])?;
            let p = b.op("aten.mm", &[x2, y])?;
            let zero = b.int(0);
            b.op("aten.squeeze.dim", &[p, zero])?
        }
        (n, 2) if n >= 3 => {
            let (m, k) = (sx[n - 2], sx[n - 1]);
            let batch: i64 = sx[..n - 2].iter().product();
            let x2 = reshape(b, x, &[batch * m, k])?;
            let p = b.op("aten.mm", &[x2, y])?;
            let mut shape = sx[..n - 1].to_vec();
            shape.push(sy[1]);
            view(b, p, &shape)?
        }
        (n, k) if n >= 2 && k >= 3 || n >= 3 && k >= 2 => {
            let (bx, by) = (&sx[..n - 2], &sy[..k - 2]);
            let batch = ir::types::broadcast_shapes(bx, by).ok_or(Untyped)?;
            let flat: i64 = batch.iter().product();
            let (m, kk, nn) = (sx[n - 2], sx[n - 1], sy[k - 1]);
            let x3 = to_batched(b, x, &sx, &batch, m, kk, flat)?;
            let y3 = to_batched(b, y, &sy, &batch, kk, nn, flat)?;
            let p = b.op("aten.bmm", &[x3, y3])?;
            let mut shape = batch.clone();
            shape.extend([m, nn]);
            if shape.len() == 3 {
                p
            } else {
                view(b, p, &shape)?
            }
        }
        _ => return Err(Untyped),
    };
    Ok(vec![out])
}

/// `x` of shape `s` as `[flat, r, c]`: expanded to the batch, then flattened.
fn to_batched(
    b: &mut Builder<'_, '_>,
    x: Value,
    s: &[i64],
    batch: &[i64],
    r: i64,
    c: i64,
    flat: i64,
) -> B<Value> {
    let mut full = batch.to_vec();
    full.extend([r, c]);
    let mut v = x;
    if s != full.as_slice() {
        let size = b.ints(&full);
        let f = b.bool(false);
        v = b.op("aten.expand", &[v, size, f])?;
    }
    if full.len() == 3 {
        return Ok(v);
    }
    reshape(b, v, &[flat, r, c])
}

/// scaled_dot_product_attention: `softmax(q k^T * scale + mask) v`, with
/// `scale = 1/sqrt(E)` by default, a boolean mask (or `is_causal`'s lower
/// triangle) filling masked scores with -inf, a float mask added.
fn sdpa(b: &mut Builder<'_, '_>, op: Op) -> B<Vec<Value>> {
    let q = arg(b, op, "query")?;
    let k = arg(b, op, "key")?;
    let v = arg(b, op, "value")?;
    if number_arg(b, op, "dropout_p")?.unwrap_or(0.0) != 0.0 || bool_arg(b, op, "enable_gqa")? {
        return Err(Untyped);
    }
    let tq = tensor(b, q)?;
    let tk = tensor(b, k)?;
    let sq = static_shape(&tq)?;
    let skk = static_shape(&tk)?;
    let (l, e) = (sq[sq.len() - 2], sq[sq.len() - 1]);
    let s = skk[skk.len() - 2];
    let scale = match number_arg(b, op, "scale")? {
        Some(x) => x,
        None => 1.0 / (e as f64).sqrt(),
    };
    // Half precision runs in f32 and rounds once, as PyTorch's CPU
    // attention kernels accumulate.
    let (q, back) = upcast(b, q)?;
    let (k, _) = upcast(b, k)?;
    let (v, _) = upcast(b, v)?;
    let (m2, m1) = (b.int(-2), b.int(-1));
    let kt = b.op("aten.transpose.int", &[k, m2, m1])?;
    let scores = b.op("aten.matmul", &[q, kt])?;
    let mut scores = mul_scalar(b, scores, scale)?;
    if bool_arg(b, op, "is_causal")? {
        let size = b.ints(&[l, s]);
        let dt = b.int(DType::Bool.scalar_type());
        let (n1, n2, n3) = (b.none(), b.none(), b.none());
        let ones = b.op("aten.ones", &[size, dt, n1, n2, n3])?;
        let zero = b.int(0);
        let keep = b.op("aten.tril", &[ones, zero])?;
        scores = mask_out(b, scores, keep)?;
    }
    if !none_arg(b, op, "attn_mask")? {
        let mask = arg(b, op, "attn_mask")?;
        if tensor(b, mask)?.dtype == Some(DType::Bool) {
            scores = mask_out(b, scores, mask)?;
        } else {
            let (mask, _) = upcast(b, mask)?;
            scores = add(b, scores, mask)?;
        }
    }
    let last = b.int(-1);
    let none = b.none();
    let attn = b.op("aten.softmax.int", &[scores, last, none])?;
    let out = b.op("aten.matmul", &[attn, v])?;
    Ok(vec![downcast(b, out, back)?])
}

/// `scores` with -inf where boolean `keep` is false.
fn mask_out(b: &mut Builder<'_, '_>, scores: Value, keep: Value) -> B<Value> {
    let zero = b.int(0);
    let dropped = b.op("aten.eq.Scalar", &[keep, zero])?;
    let ninf = b.float(f64::NEG_INFINITY);
    b.op("aten.masked_fill.Scalar", &[scores, dropped, ninf])
}
