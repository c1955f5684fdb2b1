//! Reductions over dimensions: sum, mean, var, max/min (with indices),
//! argmax, all/any. Float reductions accumulate in `f64` and round once.

use crate::bail;
use crate::tensor::{norm_dim, KResult, Tensor};
use dialects::torch::types::DType;

/// A tensor arranged for reducing: the kept dimensions first, the reduced
/// ones last, so each output element reduces a contiguous run.
pub struct Grouped {
    /// The input, permuted (kept dims, then reduced dims).
    pub t: Tensor,
    /// The output shape (with 1s for reduced dims when `keepdim`).
    pub out_shape: Vec<usize>,
    /// Elements per group.
    pub group: usize,
    /// Number of groups (output elements).
    pub groups: usize,
}

/// Normalized, deduplicated reduction dims; `None` or an empty list means
/// every dimension.
pub fn reduce_dims(dims: Option<&[i64]>, rank: usize) -> KResult<Vec<usize>> {
    let mut out = Vec::new();
    match dims {
        None | Some([]) => out.extend(0..rank),
        Some(ds) => {
            for &d in ds {
                let d = norm_dim(d, rank)?;
                if out.contains(&d) {
                    bail!("dimension {d} appears more than once in the reduction list");
                }
                out.push(d);
            }
        }
    }
    out.retain(|&d| d < rank);
    out.sort();
    Ok(out)
}

/// Groups `t` for reducing over `dims` (already normalized).
pub fn group(t: &Tensor, dims: &[usize], keepdim: bool) -> KResult<Grouped> {
    let rank = t.rank();
    let kept: Vec<usize> = (0..rank).filter(|d| !dims.contains(d)).collect();
    let mut perm = kept.clone();
    perm.extend_from_slice(dims);
    let p = t.permute(&perm)?;
    let group: usize = dims.iter().map(|&d| t.shape()[d]).product();
    let groups: usize = kept.iter().map(|&d| t.shape()[d]).product();
    let out_shape = if keepdim {
        (0..rank)
            .map(|d| if dims.contains(&d) { 1 } else { t.shape()[d] })
            .collect()
    } else {
        kept.iter().map(|&d| t.shape()[d]).collect()
    };
    Ok(Grouped {
        t: p,
        out_shape,
        group,
        groups,
    })
}

/// Applies `f` to each group's values (as `f64`), giving one float per
/// group, as a tensor of `dtype`.
pub fn reduce_f64(
    t: &Tensor,
    dims: &[usize],
    keepdim: bool,
    dtype: DType,
    f: impl Fn(&[f64]) -> f64,
) -> KResult<Tensor> {
    let g = group(t, dims, keepdim)?;
    let v = g.t.to_f64_vec();
    let out = (0..g.groups)
        .map(|i| f(&v[i * g.group..(i + 1) * g.group]))
        .collect();
    Tensor::from_f64(g.out_shape, dtype, out)
}

/// `sum` (with `dtype`, else int/bool sum as `int64`).
pub fn sum(t: &Tensor, dims: &[usize], keepdim: bool, dtype: Option<DType>) -> KResult<Tensor> {
    let out = dtype.unwrap_or(if t.dtype().is_float() {
        t.dtype()
    } else {
        DType::I64
    });
    if !out.is_float() {
        let g = group(&t.cast(DType::I64), dims, keepdim)?;
        let v = g.t.to_i64_vec();
        let r = (0..g.groups)
            .map(|i| {
                v[i * g.group..(i + 1) * g.group]
                    .iter()
                    .fold(0i64, |a, &b| a.wrapping_add(b))
            })
            .collect();
        return Tensor::from_i64(g.out_shape, out, r);
    }
    reduce_f64(&t.cast(out), dims, keepdim, out, |v| v.iter().sum())
}

/// `mean` (float dtypes only, as PyTorch).
pub fn mean(t: &Tensor, dims: &[usize], keepdim: bool, dtype: Option<DType>) -> KResult<Tensor> {
    let out = dtype.unwrap_or(t.dtype());
    if !out.is_float() {
        bail!(
            "mean is only defined for floating point dtypes, got {}",
            out.name()
        );
    }
    reduce_f64(&t.cast(out), dims, keepdim, out, |v| {
        v.iter().sum::<f64>() / v.len() as f64
    })
}

/// `var` with a correction (Bessel's is 1); and the mean.
pub fn var_mean(
    t: &Tensor,
    dims: &[usize],
    correction: f64,
    keepdim: bool,
) -> KResult<(Tensor, Tensor)> {
    let d = t.dtype();
    if !d.is_float() {
        bail!(
            "var is only defined for floating point dtypes, got {}",
            d.name()
        );
    }
    let var = reduce_f64(t, dims, keepdim, d, |v| {
        let n = v.len() as f64;
        let m = v.iter().sum::<f64>() / n;
        let ss: f64 = v.iter().map(|x| (x - m) * (x - m)).sum();
        ss / (n - correction).max(0.0)
    })?;
    let mean = mean(t, dims, keepdim, None)?;
    Ok((var, mean))
}

/// The index of the first largest (`min`: smallest) element of `s`; the
/// first NaN wins, as PyTorch's max/min do.
fn best_index(s: &[f64], min: bool) -> usize {
    let mut best = 0;
    for (j, &x) in s.iter().enumerate() {
        let b = s[best];
        if b.is_nan() {
            break;
        }
        if x.is_nan() || (if min { x < b } else { x > b }) {
            best = j;
        }
    }
    best
}

/// `max`/`min` over one dimension: values and (first) indices; NaN wins.
pub fn max_dim(t: &Tensor, dim: i64, keepdim: bool, min: bool) -> KResult<(Tensor, Tensor)> {
    let dims = if t.rank() == 0 {
        norm_dim(dim, 0)?;
        vec![]
    } else {
        vec![norm_dim(dim, t.rank())?]
    };
    let g = group(t, &dims, keepdim)?;
    if g.group == 0 {
        bail!("cannot reduce over an empty dimension");
    }
    let v = g.t.to_f64_vec();
    let mut idx = Vec::with_capacity(g.groups);
    for i in 0..g.groups {
        idx.push(best_index(&v[i * g.group..(i + 1) * g.group], min));
    }
    let src: Vec<usize> = idx
        .iter()
        .enumerate()
        .map(|(i, &j)| i * g.group + j)
        .collect();
    let values = g.t.gather_linear(g.out_shape.clone(), &src)?;
    let indices = Tensor::from_i64(
        g.out_shape,
        DType::I64,
        idx.iter().map(|&j| j as i64).collect(),
    )?;
    Ok((values, indices))
}

/// `amax`/`amin` over `dims` (NaN propagates).
pub fn amax(t: &Tensor, dims: &[usize], keepdim: bool, min: bool) -> KResult<Tensor> {
    let g = group(t, dims, keepdim)?;
    if g.group == 0 && g.groups > 0 {
        bail!("cannot reduce over an empty dimension");
    }
    let v = g.t.to_f64_vec();
    let src: Vec<usize> = (0..g.groups)
        .map(|i| i * g.group + best_index(&v[i * g.group..(i + 1) * g.group], min))
        .collect();
    g.t.gather_linear(g.out_shape, &src)
}

/// `argmax`/`argmin`; with no `dim`, over the flattened tensor.
pub fn argmax(t: &Tensor, dim: Option<i64>, keepdim: bool, min: bool) -> KResult<Tensor> {
    match dim {
        Some(d) => Ok(max_dim(t, d, keepdim, min)?.1),
        None => {
            let flat = t.reshape(vec![t.numel()])?;
            let (_, i) = max_dim(&flat, 0, false, min)?;
            if keepdim {
                i.reshape(vec![1; t.rank()])
            } else {
                Ok(i)
            }
        }
    }
}

/// `all`/`any` over `dims`: a bool tensor.
pub fn all_any(t: &Tensor, dims: &[usize], keepdim: bool, any: bool) -> KResult<Tensor> {
    let g = group(t, dims, keepdim)?;
    let v = g.t.to_bool_vec();
    let r = (0..g.groups)
        .map(|i| {
            let s = &v[i * g.group..(i + 1) * g.group];
            if any {
                s.iter().any(|&b| b)
            } else {
                s.iter().all(|&b| b)
            }
        })
        .collect();
    let out = Tensor::from_bool(g.out_shape, r)?;
    // PyTorch keeps uint8 for uint8 inputs.
    Ok(if t.dtype() == DType::U8 {
        out.cast(DType::U8)
    } else {
        out
    })
}

/// `cumsum(dim, dtype)`: integer and bool inputs sum as `int64`.
pub fn cumsum(t: &Tensor, dim: i64, dtype: Option<DType>) -> KResult<Tensor> {
    let out = dtype.unwrap_or(if t.dtype().is_float() {
        t.dtype()
    } else {
        DType::I64
    });
    let rank = t.rank();
    let d = norm_dim(dim, rank)?;
    if rank == 0 {
        return Ok(t.cast(out));
    }
    let s = t.shape();
    let (n, inner) = (s[d], s[d + 1..].iter().product::<usize>());
    let outer: usize = s[..d].iter().product();
    if out.is_float() {
        let mut v = t.cast(out).to_f64_vec();
        for o in 0..outer {
            for i in 0..inner {
                let mut acc = 0.0;
                for k in 0..n {
                    let j = (o * n + k) * inner + i;
                    acc = crate::tensor::round_float(out, acc + v[j]);
                    v[j] = acc;
                }
            }
        }
        Tensor::from_f64(s.to_vec(), out, v)
    } else {
        let mut v = t.cast(DType::I64).to_i64_vec();
        for o in 0..outer {
            for i in 0..inner {
                let mut acc = 0i64;
                for k in 0..n {
                    let j = (o * n + k) * inner + i;
                    acc = acc.wrapping_add(v[j]);
                    v[j] = acc;
                }
            }
        }
        Tensor::from_i64(s.to_vec(), out, v)
    }
}

/// `topk(k, dim, largest, sorted)`: values and indices (always sorted;
/// ties keep the lower index first).
pub fn topk(t: &Tensor, k: i64, dim: i64, largest: bool) -> KResult<(Tensor, Tensor)> {
    let rank = t.rank();
    let d = norm_dim(dim, rank)?;
    let n = if rank == 0 { 1 } else { t.shape()[d] };
    if k < 0 || k as usize > n {
        bail!("selected index k = {k} out of range for dimension of size {n}");
    }
    let k = k as usize;
    let dims = if rank == 0 { vec![] } else { vec![d] };
    let g = group(t, &dims, false)?;
    let v = g.t.to_f64_vec();
    let mut src = Vec::with_capacity(g.groups * k);
    let mut idx = Vec::with_capacity(g.groups * k);
    for i in 0..g.groups {
        let s = &v[i * g.group..(i + 1) * g.group];
        let mut order: Vec<usize> = (0..s.len()).collect();
        // NaN counts as the largest value, as in PyTorch.
        let key = |x: f64| if x.is_nan() { f64::INFINITY } else { x };
        order.sort_by(|&a, &b| {
            let (x, y) = (key(s[a]), key(s[b]));
            let o = if largest {
                y.partial_cmp(&x)
            } else {
                x.partial_cmp(&y)
            };
            o.unwrap_or(std::cmp::Ordering::Equal).then(a.cmp(&b))
        });
        for &j in &order[..k] {
            src.push(i * g.group + j);
            idx.push(j as i64);
        }
    }
    // Results in [kept..., k] order, then moved back to `dim`.
    let mut shape = g.out_shape.clone();
    shape.push(k);
    let vals = g.t.gather_linear(shape.clone(), &src)?;
    let inds = Tensor::from_i64(shape, DType::I64, idx)?;
    if rank == 0 {
        return Ok((vals.reshape(vec![])?, inds.reshape(vec![])?));
    }
    let mut perm: Vec<usize> = (0..rank - 1).collect();
    perm.insert(d, rank - 1);
    Ok((vals.permute(&perm)?, inds.permute(&perm)?))
}

/// `linalg_vector_norm(ord, dim, keepdim)`: `ord` is a p, `inf` or `-inf`.
pub fn vector_norm(
    t: &Tensor,
    ord: f64,
    dims: &[usize],
    keepdim: bool,
    dtype: Option<DType>,
) -> KResult<Tensor> {
    let out = dtype.unwrap_or(t.dtype());
    if !out.is_float() {
        bail!(
            "linalg.vector_norm expects a floating point dtype, got {}",
            out.name()
        );
    }
    reduce_f64(&t.cast(out), dims, keepdim, out, |v| {
        if ord == f64::INFINITY {
            v.iter().fold(0.0, |m, x| m.max(x.abs()))
        } else if ord == f64::NEG_INFINITY {
            v.iter().fold(f64::INFINITY, |m, x| m.min(x.abs()))
        } else if ord == 0.0 {
            v.iter().filter(|x| **x != 0.0).count() as f64
        } else {
            v.iter()
                .map(|x| x.abs().powf(ord))
                .sum::<f64>()
                .powf(1.0 / ord)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sums_and_means() {
        let t = Tensor::from_f64(vec![2, 3], DType::F32, vec![1., 2., 3., 4., 5., 6.]).unwrap();
        let s = sum(&t, &[1], false, None).unwrap();
        assert_eq!(
            (s.shape().to_vec(), s.to_f64_vec()),
            (vec![2], vec![6., 15.])
        );
        let s = sum(&t, &[0], true, None).unwrap();
        assert_eq!(
            (s.shape().to_vec(), s.to_f64_vec()),
            (vec![1, 3], vec![5., 7., 9.])
        );
        let m = mean(&t, &[0, 1], false, None).unwrap();
        assert_eq!(m.to_f64_vec(), vec![3.5]);
        let (v, _) = var_mean(&t, &[1], 1.0, false).unwrap();
        assert_eq!(v.to_f64_vec(), vec![1.0, 1.0]);
        let b = Tensor::from_bool(vec![3], vec![true, true, false]).unwrap();
        let s = sum(&b, &[0], false, None).unwrap();
        assert_eq!((s.dtype(), s.to_i64_vec()), (DType::I64, vec![2]));
    }

    #[test]
    fn max_with_indices() {
        let t = Tensor::from_f64(vec![2, 3], DType::F32, vec![1., 7., 7., 4., -5., 6.]).unwrap();
        let (v, i) = max_dim(&t, -1, false, false).unwrap();
        assert_eq!(v.to_f64_vec(), vec![7., 6.]);
        assert_eq!(i.to_i64_vec(), vec![1, 2]);
        let (v, i) = max_dim(&t, 0, true, true).unwrap();
        assert_eq!(v.shape(), &[1, 3]);
        assert_eq!(v.to_f64_vec(), vec![1., -5., 6.]);
        assert_eq!(i.to_i64_vec(), vec![0, 1, 1]);
        assert!(max_dim(&t, 2, false, false).is_err());
    }
}
