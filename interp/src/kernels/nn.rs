//! Neural-network kernels: softmax/log_softmax, layer_norm, rms_norm,
//! gelu, silu, scaled dot-product attention. All compute in `f64` and
//! round to the result dtype once.

use super::elementwise::{erf, map_float, sigmoid};
use super::linalg::matmul;
use crate::bail;
use crate::tensor::{broadcast_shapes, norm_dim, KResult, Tensor};
use dialects::torch::types::DType;

/// Applies `f` to every run along `dim` (values in, values out).
fn along_dim(t: &Tensor, dim: i64, out: DType, f: impl Fn(&mut [f64])) -> KResult<Tensor> {
    let rank = t.rank();
    let d = norm_dim(dim, rank)?;
    if rank == 0 {
        let mut v = t.to_f64_vec();
        f(&mut v);
        return Tensor::from_f64(vec![], out, v);
    }
    // Move `dim` last, transform runs, move it back.
    let mut perm: Vec<usize> = (0..rank).filter(|&i| i != d).collect();
    perm.push(d);
    let p = t.permute(&perm)?;
    let n = t.shape()[d];
    let mut v = p.to_f64_vec();
    if n > 0 {
        for run in v.chunks_mut(n) {
            f(run);
        }
    }
    let r = Tensor::from_f64(p.shape().to_vec(), out, v)?;
    let mut inv = vec![0; rank];
    for (i, &pi) in perm.iter().enumerate() {
        inv[pi] = i;
    }
    r.permute(&inv)
}

fn softmax_run(v: &mut [f64]) {
    let m = v.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let m = if m.is_finite() { m } else { 0.0 };
    let mut s = 0.0;
    for x in v.iter_mut() {
        *x = (*x - m).exp();
        s += *x;
    }
    for x in v.iter_mut() {
        *x /= s;
    }
}

fn log_softmax_run(v: &mut [f64]) {
    let m = v.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let m = if m.is_finite() { m } else { 0.0 };
    let s: f64 = v.iter().map(|x| (x - m).exp()).sum();
    let l = s.ln();
    for x in v.iter_mut() {
        *x = *x - m - l;
    }
}

/// `softmax` along `dim`, in `out` (a float dtype).
pub fn softmax(t: &Tensor, dim: i64, out: DType) -> KResult<Tensor> {
    if !out.is_float() {
        bail!("softmax needs a float dtype, got {}", out.name());
    }
    along_dim(&t.cast(out), dim, out, softmax_run)
}

/// `log_softmax` along `dim`, in `out`.
pub fn log_softmax(t: &Tensor, dim: i64, out: DType) -> KResult<Tensor> {
    if !out.is_float() {
        bail!("log_softmax needs a float dtype, got {}", out.name());
    }
    along_dim(&t.cast(out), dim, out, log_softmax_run)
}

/// The number of trailing elements `normalized_shape` covers, after
/// checking that it matches `x`'s trailing dimensions.
fn norm_size(x: &Tensor, normalized: &[i64]) -> KResult<usize> {
    let k = normalized.len();
    let r = x.rank();
    let ok = k <= r
        && normalized
            .iter()
            .zip(&x.shape()[r - k..])
            .all(|(&a, &b)| a >= 0 && a as usize == b);
    if !ok {
        bail!(
            "normalized_shape {normalized:?} does not match the trailing dimensions of input of shape {:?}",
            x.shape()
        );
    }
    Ok(x.shape()[r - k..].iter().product())
}

/// Reads an optional affine parameter broadcast over the normalized block.
fn param(p: Option<&Tensor>, shape: &[usize], what: &str) -> KResult<Option<Vec<f64>>> {
    match p {
        None => Ok(None),
        Some(p) => {
            let n: usize = shape.iter().product();
            if p.numel() != n {
                bail!(
                    "{what} of shape {:?} does not match normalized shape {shape:?}",
                    p.shape()
                );
            }
            Ok(Some(p.to_f64_vec()))
        }
    }
}

/// `native_layer_norm`: (output, mean, rstd); mean and rstd keep the
/// leading dimensions with 1s for the normalized ones.
pub fn layer_norm(
    x: &Tensor,
    normalized: &[i64],
    w: Option<&Tensor>,
    b: Option<&Tensor>,
    eps: f64,
) -> KResult<(Tensor, Tensor, Tensor)> {
    let d = x.dtype();
    if !d.is_float() {
        bail!("layer_norm needs a float input, got {}", d.name());
    }
    let n = norm_size(x, normalized)?;
    let r = x.rank();
    let tail = &x.shape()[r - normalized.len()..];
    let w = param(w, tail, "weight")?;
    let b = param(b, tail, "bias")?;
    let v = x.to_f64_vec();
    let rows = if n == 0 { 0 } else { v.len() / n };
    let mut out = vec![0.0; v.len()];
    let mut means = Vec::with_capacity(rows);
    let mut rstds = Vec::with_capacity(rows);
    for i in 0..rows {
        let s = &v[i * n..(i + 1) * n];
        let m = s.iter().sum::<f64>() / n as f64;
        let var = s.iter().map(|x| (x - m) * (x - m)).sum::<f64>() / n as f64;
        let rstd = 1.0 / (var + eps).sqrt();
        for j in 0..n {
            let mut y = (s[j] - m) * rstd;
            if let Some(w) = &w {
                y *= w[j];
            }
            if let Some(b) = &b {
                y += b[j];
            }
            out[i * n + j] = y;
        }
        means.push(m);
        rstds.push(rstd);
    }
    let mut stat_shape = x.shape()[..r - normalized.len()].to_vec();
    stat_shape.extend(std::iter::repeat_n(1, normalized.len()));
    Ok((
        Tensor::from_f64(x.shape().to_vec(), d, out)?,
        Tensor::from_f64(stat_shape.clone(), d, means)?,
        Tensor::from_f64(stat_shape, d, rstds)?,
    ))
}

/// `rms_norm(x, normalized_shape, weight, eps)`; `eps` defaults to the
/// dtype's machine epsilon, as PyTorch.
pub fn rms_norm(
    x: &Tensor,
    normalized: &[i64],
    w: Option<&Tensor>,
    eps: Option<f64>,
) -> KResult<Tensor> {
    let d = x.dtype();
    if !d.is_float() {
        bail!("rms_norm needs a float input, got {}", d.name());
    }
    let eps = eps.unwrap_or(match d {
        DType::F16 => 0.0009765625,
        DType::BF16 => 0.0078125,
        DType::F32 => f32::EPSILON as f64,
        _ => f64::EPSILON,
    });
    let n = norm_size(x, normalized)?;
    let r = x.rank();
    let w = param(w, &x.shape()[r - normalized.len()..], "weight")?;
    let v = x.to_f64_vec();
    let mut out = vec![0.0; v.len()];
    if n > 0 {
        for (i, s) in v.chunks(n).enumerate() {
            let ms = s.iter().map(|x| x * x).sum::<f64>() / n as f64;
            let rr = 1.0 / (ms + eps).sqrt();
            for j in 0..n {
                out[i * n + j] = s[j] * rr * w.as_ref().map_or(1.0, |w| w[j]);
            }
        }
    }
    let y = Tensor::from_f64(x.shape().to_vec(), d, out)?;
    // The weight's dtype joins the result's (a float32 weight over a half
    // input gives float32).
    Ok(y)
}

/// `gelu(x, approximate)`: `"none"` (erf) or `"tanh"`.
pub fn gelu(x: &Tensor, approximate: &str) -> KResult<Tensor> {
    let d = x.dtype();
    if !d.is_float() {
        bail!("gelu needs a float input, got {}", d.name());
    }
    match approximate {
        "none" => map_float(x, d, |x| {
            0.5 * x * (1.0 + erf(x / std::f64::consts::SQRT_2))
        }),
        "tanh" => map_float(x, d, |x| {
            let k = (2.0 / std::f64::consts::PI).sqrt();
            0.5 * x * (1.0 + (k * (x + 0.044715 * x * x * x)).tanh())
        }),
        a => bail!("approximate argument must be either none or tanh, got '{a}'"),
    }
}

/// `silu(x) = x * sigmoid(x)`.
pub fn silu(x: &Tensor) -> KResult<Tensor> {
    if !x.dtype().is_float() {
        bail!("silu needs a float input, got {}", x.dtype().name());
    }
    map_float(x, x.dtype(), |x| x * sigmoid(x))
}

/// The attention mask of `scaled_dot_product_attention`.
pub enum Mask<'a> {
    None,
    /// A bool mask (`true` keeps) or an additive float mask.
    Tensor(&'a Tensor),
    /// `is_causal`: the lower triangle of an `L x S` ones matrix.
    Causal,
}

/// `scaled_dot_product_attention(q, k, v, mask, scale, enable_gqa)`:
/// `softmax(q @ k^T * scale + mask) @ v`, with batch dims broadcasting and
/// (with `gqa`) key/value heads repeated to the query's.
pub fn sdpa(
    q: &Tensor,
    k: &Tensor,
    v: &Tensor,
    mask: Mask,
    scale: Option<f64>,
    gqa: bool,
) -> KResult<Tensor> {
    let d = q.dtype();
    if !d.is_float() || k.dtype() != d || v.dtype() != d {
        bail!(
            "expected query, key and value to have the same float dtype, got {}, {}, {}",
            q.dtype().name(),
            k.dtype().name(),
            v.dtype().name()
        );
    }
    if q.rank() < 2 || k.rank() < 2 || v.rank() < 2 {
        bail!("query, key and value must be at least 2-d");
    }
    let (l, e) = (q.shape()[q.rank() - 2], q.shape()[q.rank() - 1]);
    let s = k.shape()[k.rank() - 2];
    if k.shape()[k.rank() - 1] != e || v.shape()[v.rank() - 2] != s {
        bail!(
            "incompatible shapes: query {:?}, key {:?}, value {:?}",
            q.shape(),
            k.shape(),
            v.shape()
        );
    }
    let (mut k, mut v) = (k.clone(), v.clone());
    if gqa && q.rank() >= 3 && k.rank() >= 3 {
        let hq = q.shape()[q.rank() - 3];
        let hk = k.shape()[k.rank() - 3];
        if hk != hq {
            if hk == 0 || !hq.is_multiple_of(hk) {
                bail!("number of query heads {hq} is not a multiple of key heads {hk}");
            }
            k = repeat_interleave_heads(&k, hq / hk)?;
            v = repeat_interleave_heads(&v, hq / hk)?;
        }
    }
    let scale = scale.unwrap_or(1.0 / (e as f64).sqrt());
    // Work in f64 until the end: cast to F64 for the products.
    let q64 = q.cast(DType::F64);
    let kt = {
        let r = k.rank();
        let mut p: Vec<usize> = (0..r).collect();
        p.swap(r - 1, r - 2);
        k.cast(DType::F64).permute(&p)?
    };
    let scores = matmul(&q64, &kt)?;
    let mut sv = scores.to_f64_vec();
    for x in sv.iter_mut() {
        *x *= scale;
    }
    let shape = scores.shape().to_vec();
    let scores = match mask {
        Mask::None => Tensor::from_f64(shape, DType::F64, sv)?,
        Mask::Causal => {
            for (i, x) in sv.iter_mut().enumerate() {
                let (row, col) = ((i / s) % l, i % s);
                if col > row {
                    *x = f64::NEG_INFINITY;
                }
            }
            Tensor::from_f64(shape, DType::F64, sv)?
        }
        Mask::Tensor(m) => {
            let full = broadcast_shapes(&shape, m.shape())?;
            let base = Tensor::from_f64(shape, DType::F64, sv)?.broadcast_to(&full)?;
            let mv = m.broadcast_to(&full)?;
            let bv = base.to_f64_vec();
            let out: Vec<f64> = if m.dtype() == DType::Bool {
                bv.iter()
                    .zip(mv.to_bool_vec())
                    .map(|(&x, keep)| if keep { x } else { f64::NEG_INFINITY })
                    .collect()
            } else {
                // A float mask is first rounded to the query dtype.
                let mv = mv.cast(d);
                bv.iter().zip(mv.to_f64_vec()).map(|(x, m)| x + m).collect()
            };
            Tensor::from_f64(full, DType::F64, out)?
        }
    };
    let r = scores.rank();
    let p = along_dim(&scores, r as i64 - 1, DType::F64, softmax_run)?;
    let out = matmul(&p, &v.cast(DType::F64))?;
    Ok(out.cast(d))
}

/// Repeats each head (dim -3) `n` times in place (`repeat_interleave`).
fn repeat_interleave_heads(t: &Tensor, n: usize) -> KResult<Tensor> {
    let r = t.rank();
    let mut s = t.shape().to_vec();
    // [.., H, S, E] -> [.., H, 1, S, E] -> expand [.., H, n, S, E] -> [.., H*n, S, E]
    s.insert(r - 2, 1);
    let u = t.reshape(s.clone())?;
    s[r - 2] = n;
    let e = u.broadcast_to(&s)?;
    let mut out = t.shape().to_vec();
    out[r - 3] *= n;
    e.reshape(out)
}

/// `group_norm(x, groups, weight, bias, eps)` over `[N, C, *]`.
pub fn group_norm(
    x: &Tensor,
    groups: i64,
    w: Option<&Tensor>,
    b: Option<&Tensor>,
    eps: f64,
) -> KResult<Tensor> {
    let d = x.dtype();
    if !d.is_float() || x.rank() < 2 {
        bail!(
            "group_norm expects a float input of rank >= 2, got {:?} {}",
            x.shape(),
            d.name()
        );
    }
    let (n, c) = (x.shape()[0], x.shape()[1]);
    let g = groups.max(0) as usize;
    if g == 0 || c % g != 0 {
        bail!("expected number of channels {c} to be divisible by num_groups {groups}");
    }
    let hw: usize = x.shape()[2..].iter().product();
    let w = param(w, &[c], "weight")?;
    let b = param(b, &[c], "bias")?;
    let v = x.to_f64_vec();
    let mut out = vec![0.0; v.len()];
    let per = c / g * hw;
    for i in 0..n * g {
        let s = &v[i * per..(i + 1) * per];
        let m = s.iter().sum::<f64>() / per as f64;
        let var = s.iter().map(|x| (x - m) * (x - m)).sum::<f64>() / per as f64;
        let r = 1.0 / (var + eps).sqrt();
        for j in 0..per {
            let ch = (i % g) * (c / g) + j / hw;
            let mut y = (s[j] - m) * r;
            if let Some(w) = &w {
                y *= w[ch];
            }
            if let Some(b) = &b {
                y += b[ch];
            }
            out[i * per + j] = y;
        }
    }
    Tensor::from_f64(x.shape().to_vec(), d, out)
}

/// `batch_norm(x, weight, bias, running_mean, running_var, training, eps)`
/// over channel dim 1; training mode normalizes with the batch's own
/// (biased) statistics and does not update the running ones (tensors are
/// values).
#[allow(clippy::too_many_arguments)]
pub fn batch_norm(
    x: &Tensor,
    w: Option<&Tensor>,
    b: Option<&Tensor>,
    mean: Option<&Tensor>,
    var: Option<&Tensor>,
    training: bool,
    eps: f64,
) -> KResult<Tensor> {
    let d = x.dtype();
    if !d.is_float() || x.rank() < 2 {
        bail!(
            "batch_norm expects a float input of rank >= 2, got {:?} {}",
            x.shape(),
            d.name()
        );
    }
    let c = x.shape()[1];
    let hw: usize = x.shape()[2..].iter().product();
    let n = x.shape()[0];
    let v = x.to_f64_vec();
    let (m, s2) = if training || mean.is_none() || var.is_none() {
        let mut m = vec![0.0; c];
        let mut s2 = vec![0.0; c];
        let cnt = (n * hw) as f64;
        for (i, &x) in v.iter().enumerate() {
            m[(i / hw) % c] += x / cnt;
        }
        for (i, &x) in v.iter().enumerate() {
            let ch = (i / hw) % c;
            s2[ch] += (x - m[ch]) * (x - m[ch]) / cnt;
        }
        (m, s2)
    } else {
        (
            param(mean, &[c], "running_mean")?.unwrap_or_default(),
            param(var, &[c], "running_var")?.unwrap_or_default(),
        )
    };
    let w = param(w, &[c], "weight")?;
    let b = param(b, &[c], "bias")?;
    let out = v
        .iter()
        .enumerate()
        .map(|(i, &x)| {
            let ch = (i / hw) % c;
            let mut y = (x - m[ch]) / (s2[ch] + eps).sqrt();
            if let Some(w) = &w {
                y *= w[ch];
            }
            if let Some(b) = &b {
                y += b[ch];
            }
            y
        })
        .collect();
    Tensor::from_f64(x.shape().to_vec(), d, out)
}

/// `nll_loss(log_probs [N, C] or [C], target, weight, reduction,
/// ignore_index)`; reduction 0 none, 1 mean, 2 sum.
pub fn nll_loss(
    x: &Tensor,
    target: &Tensor,
    w: Option<&Tensor>,
    reduction: i64,
    ignore: i64,
) -> KResult<Tensor> {
    let d = x.dtype();
    let (n, c) = match x.shape() {
        [c] => (1, *c),
        [n, c] => (*n, *c),
        s => bail!("nll_loss expects a 1-d or 2-d input, got shape {s:?}"),
    };
    if target.numel() != n {
        bail!(
            "target of shape {:?} does not match {n} rows",
            target.shape()
        );
    }
    let w = param(w, &[c], "weight")?;
    let xv = x.to_f64_vec();
    let tv = target.to_i64_vec();
    let mut losses = Vec::with_capacity(n);
    let mut wsum = 0.0;
    for i in 0..n {
        let t = tv[i];
        if t == ignore {
            losses.push(0.0);
            continue;
        }
        if t < 0 || t as usize >= c {
            bail!("target {t} is out of bounds for {c} classes");
        }
        let wt = w.as_ref().map_or(1.0, |w| w[t as usize]);
        wsum += wt;
        losses.push(-wt * xv[i * c + t as usize]);
    }
    match reduction {
        0 => Tensor::from_f64(target.shape().to_vec(), d, losses),
        1 => Tensor::from_f64(vec![], d, vec![losses.iter().sum::<f64>() / wsum]),
        2 => Tensor::from_f64(vec![], d, vec![losses.iter().sum::<f64>()]),
        r => bail!("unknown reduction {r}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn softmax_rows() {
        let t = Tensor::from_f64(
            vec![2, 2],
            DType::F32,
            vec![0.0, 0.0, 1.0, f64::NEG_INFINITY],
        )
        .unwrap();
        let s = softmax(&t, 1, DType::F32).unwrap();
        assert_eq!(s.to_f64_vec(), vec![0.5, 0.5, 1.0, 0.0]);
        let s = softmax(&t, 0, DType::F32).unwrap();
        assert!((s.get_f64(0) - 0.2689414213699951).abs() < 1e-7);
    }

    #[test]
    fn layer_norm_stats() {
        let t = Tensor::from_f64(vec![1, 4], DType::F32, vec![1.0, 2.0, 3.0, 4.0]).unwrap();
        let (y, m, r) = layer_norm(&t, &[4], None, None, 0.0).unwrap();
        assert_eq!(m.shape(), &[1, 1]);
        assert_eq!(m.to_f64_vec(), vec![2.5]);
        assert!((r.get_f64(0) - 1.0 / 1.25f64.sqrt()).abs() < 1e-6);
        assert!((y.get_f64(0) + 1.3416407).abs() < 1e-6);
        assert!(layer_norm(&t, &[3], None, None, 1e-5).is_err());
    }
}
