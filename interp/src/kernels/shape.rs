//! Shape and indexing kernels: view/reshape, permute/transpose, expand,
//! (un)squeeze, flatten/unflatten, slice/select/narrow, cat/stack,
//! split/chunk, index_select/gather/embedding, triu/tril, padding.
//! Tensors are values, so views are copies.

use crate::bail;
use crate::tensor::{norm_dim, numel_of, strided_indices, strides, KResult, Tensor};
use dialects::torch::types::promote_types;
use dialects::torch::types::DType;

/// A size list with at most one `-1` resolved against `numel`.
pub fn infer_shape(sizes: &[i64], numel: usize) -> KResult<Vec<usize>> {
    let mut infer = None;
    let mut known: usize = 1;
    for (i, &s) in sizes.iter().enumerate() {
        if s == -1 {
            if infer.is_some() {
                bail!("only one dimension can be inferred in {sizes:?}");
            }
            infer = Some(i);
        } else if s < 0 {
            bail!("invalid shape dimension {s} in {sizes:?}");
        } else {
            known = known.saturating_mul(s as usize);
        }
    }
    let mut out: Vec<usize> = sizes.iter().map(|&s| s.max(0) as usize).collect();
    if let Some(i) = infer {
        if known == 0 || !numel.is_multiple_of(known) {
            bail!("shape {sizes:?} is invalid for input of size {numel}");
        }
        out[i] = numel / known;
    }
    Ok(out)
}

/// `view`/`reshape`.
pub fn view(t: &Tensor, sizes: &[i64]) -> KResult<Tensor> {
    t.reshape(infer_shape(sizes, t.numel())?)
}

/// `permute` with possibly negative dims.
pub fn permute(t: &Tensor, dims: &[i64]) -> KResult<Tensor> {
    let p: Vec<usize> = dims
        .iter()
        .map(|&d| norm_dim(d, t.rank()))
        .collect::<KResult<_>>()?;
    if t.rank() == 0 && p.len() <= 1 {
        return Ok(t.clone());
    }
    t.permute(&p)
}

/// `transpose(d0, d1)`.
pub fn transpose(t: &Tensor, d0: i64, d1: i64) -> KResult<Tensor> {
    if t.rank() == 0 {
        norm_dim(d0, 0)?;
        norm_dim(d1, 0)?;
        return Ok(t.clone());
    }
    let (a, b) = (norm_dim(d0, t.rank())?, norm_dim(d1, t.rank())?);
    let mut p: Vec<usize> = (0..t.rank()).collect();
    p.swap(a, b);
    t.permute(&p)
}

/// `expand(sizes)`: `-1` keeps a dimension; new leading dims may be added.
pub fn expand(t: &Tensor, sizes: &[i64]) -> KResult<Tensor> {
    if sizes.len() < t.rank() {
        bail!(
            "the number of sizes provided ({}) must be greater or equal to the number of dimensions in the tensor ({})",
            sizes.len(),
            t.rank()
        );
    }
    let off = sizes.len() - t.rank();
    let mut shape = Vec::with_capacity(sizes.len());
    for (i, &s) in sizes.iter().enumerate() {
        if s == -1 {
            if i < off {
                bail!("-1 is not allowed in a leading, non-existing dimension");
            }
            shape.push(t.shape()[i - off]);
        } else if s < 0 {
            bail!("invalid size {s} in expand");
        } else {
            shape.push(s as usize);
        }
    }
    t.broadcast_to(&shape)
}

/// `unsqueeze(dim)`.
pub fn unsqueeze(t: &Tensor, dim: i64) -> KResult<Tensor> {
    let d = norm_dim(dim, t.rank() + 1)?;
    let mut s = t.shape().to_vec();
    s.insert(d, 1);
    t.reshape(s)
}

/// `squeeze(dims)`: drops each listed dimension of size 1.
pub fn squeeze(t: &Tensor, dims: &[i64]) -> KResult<Tensor> {
    if t.rank() == 0 {
        for &d in dims {
            norm_dim(d, 0)?;
        }
        return Ok(t.clone());
    }
    let ds: Vec<usize> = dims
        .iter()
        .map(|&d| norm_dim(d, t.rank()))
        .collect::<KResult<_>>()?;
    let s: Vec<usize> = t
        .shape()
        .iter()
        .enumerate()
        .filter(|(i, &n)| !(n == 1 && ds.contains(i)))
        .map(|(_, &n)| n)
        .collect();
    t.reshape(s)
}

/// `flatten(start, end)`.
pub fn flatten(t: &Tensor, start: i64, end: i64) -> KResult<Tensor> {
    if t.rank() == 0 {
        return t.reshape(vec![1]);
    }
    let (a, b) = (norm_dim(start, t.rank())?, norm_dim(end, t.rank())?);
    if a > b {
        bail!("flatten() has invalid args: start_dim cannot come after end_dim");
    }
    let s = t.shape();
    let mut out = s[..a].to_vec();
    out.push(s[a..=b].iter().product());
    out.extend_from_slice(&s[b + 1..]);
    t.reshape(out)
}

/// `unflatten(dim, sizes)`.
pub fn unflatten(t: &Tensor, dim: i64, sizes: &[i64]) -> KResult<Tensor> {
    let d = norm_dim(dim, t.rank())?;
    if t.rank() == 0 {
        bail!("cannot unflatten a 0-d tensor");
    }
    let inner = infer_shape(sizes, t.shape()[d])?;
    if inner.iter().product::<usize>() != t.shape()[d] {
        bail!(
            "sizes {sizes:?} do not multiply to dimension {d} of size {}",
            t.shape()[d]
        );
    }
    let mut out = t.shape()[..d].to_vec();
    out.extend(inner);
    out.extend_from_slice(&t.shape()[d + 1..]);
    t.reshape(out)
}

/// A strided window: along `dim`, `len` elements from `start` by `step`.
fn window(t: &Tensor, dim: usize, start: usize, len: usize, step: usize) -> KResult<Tensor> {
    let st = strides(t.shape());
    let mut shape = t.shape().to_vec();
    shape[dim] = len;
    let mut stride = st.clone();
    stride[dim] *= step;
    let idx = strided_indices(&shape, &stride, start * st[dim])?;
    t.gather_linear(shape, &idx)
}

/// `slice(dim, start, end, step)` with Python's clamping.
pub fn slice(
    t: &Tensor,
    dim: i64,
    start: Option<i64>,
    end: Option<i64>,
    step: i64,
) -> KResult<Tensor> {
    if t.rank() == 0 {
        bail!("slice() cannot be applied to a 0-dim tensor");
    }
    let d = norm_dim(dim, t.rank())?;
    if step <= 0 {
        bail!("slice step must be positive, got {step}");
    }
    let n = t.shape()[d] as i64;
    let fix = |x: i64| -> i64 {
        let x = if x < 0 { x.saturating_add(n) } else { x };
        x.clamp(0, n)
    };
    let s = fix(start.unwrap_or(0));
    let e = fix(end.unwrap_or(i64::MAX)).max(s);
    let len = if e == s { 0 } else { (e - s - 1) / step + 1 };
    window(t, d, s as usize, len as usize, step as usize)
}

/// `narrow(dim, start, length)`.
pub fn narrow(t: &Tensor, dim: i64, start: i64, length: i64) -> KResult<Tensor> {
    let d = norm_dim(dim, t.rank())?;
    let n = t.shape()[d] as i64;
    let s = if start < 0 { start + n } else { start };
    if s < 0 || length < 0 || s + length > n {
        bail!("start ({start}) + length ({length}) exceeds dimension size ({n})");
    }
    window(t, d, s as usize, length as usize, 1)
}

/// `select(dim, index)`.
pub fn select(t: &Tensor, dim: i64, index: i64) -> KResult<Tensor> {
    if t.rank() == 0 {
        bail!("select() cannot be applied to a 0-dim tensor");
    }
    let d = norm_dim(dim, t.rank())?;
    let n = t.shape()[d] as i64;
    let i = if index < 0 { index + n } else { index };
    if i < 0 || i >= n {
        bail!("index {index} is out of range for dimension {d} of size {n}");
    }
    let w = window(t, d, i as usize, 1, 1)?;
    let mut s = t.shape().to_vec();
    s.remove(d);
    w.reshape(s)
}

/// `cat(tensors, dim)`: dtypes promote; 1-d empty tensors are skipped.
pub fn cat(ts: &[&Tensor], dim: i64) -> KResult<Tensor> {
    let ts: Vec<&Tensor> = ts
        .iter()
        .copied()
        .filter(|t| !(t.rank() == 1 && t.numel() == 0))
        .collect();
    let Some(first) = ts.first() else {
        bail!("cat expects a non-empty list of non-empty tensors");
    };
    let dtype = ts
        .iter()
        .fold(first.dtype(), |d, t| promote_types(d, t.dtype()));
    let rank = first.rank();
    if rank == 0 {
        bail!("zero-dimensional tensors cannot be concatenated");
    }
    let d = norm_dim(dim, rank)?;
    let mut total = 0;
    for t in &ts {
        let ok = t.rank() == rank && (0..rank).all(|i| i == d || t.shape()[i] == first.shape()[i]);
        if !ok {
            bail!(
                "sizes of tensors must match except in dimension {d}: {:?} vs {:?}",
                first.shape(),
                t.shape()
            );
        }
        total += t.shape()[d];
    }
    let outer: usize = first.shape()[..d].iter().product();
    let inner: usize = first.shape()[d + 1..].iter().product();
    let parts: Vec<Tensor> = ts.iter().map(|t| t.cast(dtype)).collect();
    let mut shape = first.shape().to_vec();
    shape[d] = total;
    numel_of(&shape)?;
    // Gather through a concatenation of the parts' storages.
    let mut data: Vec<f64> = Vec::new();
    let mut idata: Vec<i64> = Vec::new();
    let mut bdata: Vec<bool> = Vec::new();
    for o in 0..outer {
        for p in &parts {
            let run = p.shape()[d] * inner;
            let range = o * run..(o + 1) * run;
            match p.storage() {
                crate::tensor::Storage::F(v) => data.extend_from_slice(&v[range]),
                crate::tensor::Storage::I(v) => idata.extend_from_slice(&v[range]),
                crate::tensor::Storage::B(v) => bdata.extend_from_slice(&v[range]),
            }
        }
    }
    let storage = match parts[0].storage() {
        crate::tensor::Storage::F(_) => crate::tensor::Storage::F(data),
        crate::tensor::Storage::I(_) => crate::tensor::Storage::I(idata),
        crate::tensor::Storage::B(_) => crate::tensor::Storage::B(bdata),
    };
    Tensor::new(shape, dtype, storage)
}

/// `stack(tensors, dim)`.
pub fn stack(ts: &[&Tensor], dim: i64) -> KResult<Tensor> {
    let Some(first) = ts.first() else {
        bail!("stack expects a non-empty list of tensors");
    };
    if ts.iter().any(|t| t.shape() != first.shape()) {
        bail!("stack expects each tensor to be equal size");
    }
    let d = norm_dim(dim, first.rank() + 1)? as i64;
    let us: Vec<Tensor> = ts.iter().map(|t| unsqueeze(t, d)).collect::<KResult<_>>()?;
    let refs: Vec<&Tensor> = us.iter().collect();
    cat(&refs, d)
}

/// Splits along `dim` into pieces of the given sizes.
pub fn split_sizes(t: &Tensor, sizes: &[i64], dim: i64) -> KResult<Vec<Tensor>> {
    let d = norm_dim(dim, t.rank())?;
    let n = t.shape()[d] as i64;
    if sizes.iter().any(|&s| s < 0) || sizes.iter().sum::<i64>() != n {
        bail!("split sizes {sizes:?} do not sum to dimension {d} of size {n}");
    }
    let mut out = Vec::new();
    let mut at = 0;
    for &s in sizes {
        out.push(window(t, d, at, s as usize, 1)?);
        at += s as usize;
    }
    Ok(out)
}

/// `split(split_size, dim)`: equal pieces, the last smaller.
pub fn split(t: &Tensor, size: i64, dim: i64) -> KResult<Vec<Tensor>> {
    let d = norm_dim(dim, t.rank())?;
    let n = t.shape()[d] as i64;
    if size <= 0 && n > 0 {
        bail!("split expects split_size be positive, got {size}");
    }
    if n == 0 {
        return Ok(vec![t.clone()]);
    }
    let mut sizes = Vec::new();
    let mut left = n;
    while left > 0 {
        sizes.push(size.min(left));
        left -= size;
    }
    split_sizes(t, &sizes, dim)
}

/// `chunk(chunks, dim)`.
pub fn chunk(t: &Tensor, chunks: i64, dim: i64) -> KResult<Vec<Tensor>> {
    if chunks <= 0 {
        bail!("chunk expects chunks to be greater than 0, got {chunks}");
    }
    let d = norm_dim(dim, t.rank())?;
    let n = t.shape()[d] as i64;
    let size = (n + chunks - 1) / chunks;
    split(t, size.max(1), dim)
}

/// Checks that `index` holds integers and returns them, each normalized
/// against `n` (negative counts from the end).
fn indices(index: &Tensor, n: usize, what: &str) -> KResult<Vec<usize>> {
    if !matches!(
        index.dtype(),
        DType::I64 | DType::I32 | DType::I16 | DType::I8 | DType::U8
    ) {
        bail!(
            "{what} expects an integer index tensor, got {}",
            index.dtype().name()
        );
    }
    index
        .to_i64_vec()
        .into_iter()
        .map(|i| {
            let j = if i < 0 { i + n as i64 } else { i };
            if j < 0 || j >= n as i64 {
                bail!("index {i} is out of bounds for dimension of size {n}");
            }
            Ok(j as usize)
        })
        .collect()
}

/// `index_select(dim, index)`.
pub fn index_select(t: &Tensor, dim: i64, index: &Tensor) -> KResult<Tensor> {
    if index.rank() > 1 {
        bail!("index_select expects a 0-d or 1-d index");
    }
    if t.rank() == 0 {
        indices(index, 1, "index_select")?;
        return Ok(t.clone());
    }
    let d = norm_dim(dim, t.rank())?;
    let ix = indices(index, t.shape()[d], "index_select")?;
    let s = t.shape();
    let outer: usize = s[..d].iter().product();
    let inner: usize = s[d + 1..].iter().product();
    let mut src = Vec::with_capacity(outer * ix.len() * inner);
    for o in 0..outer {
        for &i in &ix {
            let base = (o * s[d] + i) * inner;
            src.extend(base..base + inner);
        }
    }
    let mut shape = s.to_vec();
    shape[d] = ix.len();
    t.gather_linear(shape, &src)
}

/// `gather(dim, index)`: `out[i][j][k] = t[i][index[i][j][k]][k]` (dim 1).
pub fn gather(t: &Tensor, dim: i64, index: &Tensor) -> KResult<Tensor> {
    let d = norm_dim(dim, t.rank())?;
    if index.rank() != t.rank() && !(t.rank() == 0 && index.rank() <= 1) {
        bail!("index tensor must have the same number of dimensions as input tensor");
    }
    if t.rank() == 0 {
        let ix = indices(index, 1, "gather")?;
        return t.gather_linear(index.shape().to_vec(), &vec![0; ix.len()]);
    }
    for i in 0..t.rank() {
        if i != d && index.shape()[i] > t.shape()[i] {
            bail!(
                "size of index {:?} exceeds the input's {:?} at dimension {i}",
                index.shape(),
                t.shape()
            );
        }
    }
    let ix = indices(index, t.shape()[d], "gather")?;
    let ist = strides(index.shape());
    let tst = strides(t.shape());
    let src = (0..ix.len())
        .map(|lin| {
            let mut off = 0;
            let mut r = lin;
            for k in 0..index.rank() {
                let c = r / ist[k];
                r %= ist[k];
                off += if k == d { ix[lin] } else { c } * tst[k];
            }
            off
        })
        .collect::<Vec<_>>();
    t.gather_linear(index.shape().to_vec(), &src)
}

/// `embedding(weight, indices)`: rows of `weight`.
pub fn embedding(weight: &Tensor, index: &Tensor) -> KResult<Tensor> {
    if weight.rank() != 2 {
        bail!(
            "embedding expects a 2-d weight, got shape {:?}",
            weight.shape()
        );
    }
    let flat = index.reshape(vec![index.numel()])?;
    let rows = index_select(weight, 0, &flat)?;
    let mut shape = index.shape().to_vec();
    shape.push(weight.shape()[1]);
    rows.reshape(shape)
}

/// `triu` (`upper`) or `tril` with a diagonal offset, over the last two
/// dimensions.
pub fn tri(t: &Tensor, diagonal: i64, upper: bool) -> KResult<Tensor> {
    if t.rank() < 2 {
        bail!("triu/tril expects a tensor with at least 2 dimensions");
    }
    let r = t.rank();
    let (m, n) = (t.shape()[r - 2], t.shape()[r - 1]);
    let zero = Tensor::full(vec![], t.dtype(), 0.0)?;
    let keep: Vec<bool> = (0..t.numel())
        .map(|i| {
            let j = (i % n) as i64;
            let row = ((i / n) % m) as i64;
            if upper {
                j - row >= diagonal
            } else {
                j - row <= diagonal
            }
        })
        .collect();
    let mask = Tensor::from_bool(t.shape().to_vec(), keep)?;
    super::elementwise::select(&mask, t, &zero, t.dtype())
}

/// `pad` must hold (before, after) pairs for at most every dimension.
fn check_pad(t: &Tensor, pad: &[i64]) -> KResult<()> {
    if !pad.len().is_multiple_of(2) || pad.len() / 2 > t.rank() {
        bail!(
            "padding length {} is invalid for a tensor of rank {}",
            pad.len(),
            t.rank()
        );
    }
    Ok(())
}

/// `constant_pad_nd(pad, value)`: `pad` pairs (before, after) from the
/// last dimension backwards; negative pads crop.
pub fn constant_pad(t: &Tensor, pad: &[i64], value: f64) -> KResult<Tensor> {
    check_pad(t, pad)?;
    let r = t.rank();
    let mut lo = vec![0i64; r];
    let mut shape = Vec::with_capacity(r);
    for d in 0..r {
        let k = r - 1 - d;
        let (b, a) = if 2 * k < pad.len() {
            (pad[2 * k], pad[2 * k + 1])
        } else {
            (0, 0)
        };
        let n = t.shape()[d] as i64 + b + a;
        if n < 0 {
            bail!("padding {pad:?} gives a negative size for dimension {d}");
        }
        lo[d] = b;
        shape.push(n as usize);
    }
    let out_n = numel_of(&shape)?;
    let ost = strides(&shape);
    let tst = strides(t.shape());
    let tv = t.to_f64_vec();
    let v = (0..out_n)
        .map(|lin| {
            let mut off = 0usize;
            for d in 0..r {
                let c = (lin / ost[d]) % shape[d].max(1);
                let s = c as i64 - lo[d];
                if s < 0 || s >= t.shape()[d] as i64 {
                    return value;
                }
                off += s as usize * tst[d];
            }
            tv[off]
        })
        .collect();
    Tensor::from_f64(shape, t.dtype(), v)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn iota(shape: Vec<usize>) -> Tensor {
        let n = shape.iter().product::<usize>() as i64;
        Tensor::from_i64(shape, DType::I64, (0..n).collect()).unwrap()
    }

    #[test]
    fn views_and_slices() {
        let t = iota(vec![2, 3, 4]);
        assert_eq!(view(&t, &[-1, 4]).unwrap().shape(), &[6, 4]);
        assert!(view(&t, &[-1, 5]).is_err());
        let s = slice(&t, 2, Some(1), Some(100), 2).unwrap();
        assert_eq!(s.shape(), &[2, 3, 2]);
        assert_eq!(&s.to_i64_vec()[..4], &[1, 3, 5, 7]);
        let s = slice(&t, -1, Some(-2), None, 1).unwrap();
        assert_eq!(&s.to_i64_vec()[..2], &[2, 3]);
        let s = select(&t, 1, -1).unwrap();
        assert_eq!(s.shape(), &[2, 4]);
        assert_eq!(&s.to_i64_vec()[..4], &[8, 9, 10, 11]);
        assert!(select(&t, 1, 3).is_err());
    }

    #[test]
    fn cat_split_roundtrip() {
        let t = iota(vec![2, 5]);
        let parts = split(&t, 2, 1).unwrap();
        assert_eq!(
            parts.iter().map(|p| p.shape()[1]).collect::<Vec<_>>(),
            vec![2, 2, 1]
        );
        let refs: Vec<&Tensor> = parts.iter().collect();
        assert_eq!(cat(&refs, 1).unwrap(), t);
        assert_eq!(chunk(&t, 3, 1).unwrap().len(), 3);
        let st = stack(&[&t, &t], 0).unwrap();
        assert_eq!(st.shape(), &[2, 2, 5]);
    }

    #[test]
    fn gathers() {
        let t = iota(vec![3, 2]);
        let i = Tensor::from_i64(vec![2], DType::I64, vec![2, 0]).unwrap();
        assert_eq!(
            index_select(&t, 0, &i).unwrap().to_i64_vec(),
            vec![4, 5, 0, 1]
        );
        let gi = Tensor::from_i64(vec![3, 1], DType::I64, vec![1, 0, 1]).unwrap();
        assert_eq!(gather(&t, 1, &gi).unwrap().to_i64_vec(), vec![1, 2, 5]);
        let e = embedding(
            &t,
            &Tensor::from_i64(vec![1, 2], DType::I64, vec![1, 1]).unwrap(),
        )
        .unwrap();
        assert_eq!(e.shape(), &[1, 2, 2]);
        let tr = tri(&iota(vec![3, 3]), 0, false).unwrap();
        assert_eq!(tr.to_i64_vec(), vec![0, 0, 0, 3, 4, 0, 6, 7, 8]);
        let p = constant_pad(&iota(vec![2]), &[1, 2], -1.0).unwrap();
        assert_eq!(p.to_i64_vec(), vec![-1, 0, 1, -1, -1]);
    }
}

/// `pad(pad, mode, value)`: `constant`, `reflect`, `replicate` or
/// `circular`, `pad` pairs from the last dimension backwards.
pub fn pad(t: &Tensor, pad: &[i64], mode: &str, value: f64) -> KResult<Tensor> {
    if mode == "constant" {
        return constant_pad(t, pad, value);
    }
    check_pad(t, pad)?;
    let r = t.rank();
    let mut lo = vec![0i64; r];
    let mut shape = t.shape().to_vec();
    for k in 0..pad.len() / 2 {
        let d = r - 1 - k;
        let (b, a) = (pad[2 * k], pad[2 * k + 1]);
        let n = t.shape()[d] as i64;
        if b < 0 || a < 0 {
            bail!("negative padding is not supported in {mode} mode");
        }
        if mode == "reflect" && (b >= n || a >= n) {
            bail!("padding ({b}, {a}) must be less than the input dimension {n} in reflect mode");
        }
        if mode == "circular" && (b > n || a > n) {
            bail!("padding ({b}, {a}) must be at most the input dimension {n} in circular mode");
        }
        lo[d] = b;
        shape[d] = (n + a + b) as usize;
    }
    let map = |c: i64, n: i64| -> i64 {
        match mode {
            "reflect" => {
                let mut c = c;
                if c < 0 {
                    c = -c;
                }
                if c >= n {
                    c = 2 * (n - 1) - c;
                }
                c
            }
            "replicate" => c.clamp(0, n - 1),
            _ => c.rem_euclid(n),
        }
    };
    if !matches!(mode, "reflect" | "replicate" | "circular") {
        bail!("unsupported padding mode '{mode}'");
    }
    let ost = strides(&shape);
    let tst = strides(t.shape());
    let total = numel_of(&shape)?;
    let src: Vec<usize> = (0..total)
        .map(|lin| {
            (0..r)
                .map(|d| {
                    let c = ((lin / ost[d]) % shape[d]) as i64 - lo[d];
                    map(c, t.shape()[d] as i64) as usize * tst[d]
                })
                .sum()
        })
        .collect();
    t.gather_linear(shape, &src)
}

/// `index.Tensor(self, indices)`: advanced indexing with a list of
/// optional index tensors (`None` keeps a dimension). Index tensors
/// broadcast together; their result dims replace the indexed dims in
/// place when those are adjacent, and lead the result otherwise.
pub fn index(t: &Tensor, indices: &[Option<&Tensor>]) -> KResult<Tensor> {
    if indices.len() > t.rank() {
        bail!(
            "too many indices ({}) for a tensor of rank {}",
            indices.len(),
            t.rank()
        );
    }
    // Bool masks become their nonzero positions.
    let mut idx: Vec<Option<Tensor>> = Vec::new();
    for (k, i) in indices.iter().enumerate() {
        match i {
            Some(m) if m.dtype() == DType::Bool => {
                if m.rank() != 1 {
                    bail!("only 1-d boolean index masks are supported");
                }
                if m.numel() != t.shape()[k] {
                    bail!(
                        "mask of {} elements does not match dimension {k} of size {}",
                        m.numel(),
                        t.shape()[k]
                    );
                }
                let pos: Vec<i64> = (0..m.numel())
                    .filter(|&j| m.get_bool(j))
                    .map(|j| j as i64)
                    .collect();
                idx.push(Some(Tensor::from_i64(vec![pos.len()], DType::I64, pos)?));
            }
            Some(x) => idx.push(Some((*x).clone())),
            None => idx.push(None),
        }
    }
    let used: Vec<usize> = (0..idx.len()).filter(|&k| idx[k].is_some()).collect();
    if used.is_empty() {
        return Ok(t.clone());
    }
    let mut bshape: Vec<usize> = vec![];
    for &k in &used {
        bshape = crate::tensor::broadcast_shapes(
            &bshape,
            idx[k].as_ref().map(|x| x.shape()).unwrap_or(&[]),
        )?;
    }
    let mut vals: Vec<Vec<usize>> = vec![Vec::new(); t.rank()];
    for &k in &used {
        let b = idx[k]
            .as_ref()
            .map(|x| x.broadcast_to(&bshape))
            .transpose()?
            .unwrap_or_else(|| t.clone());
        vals[k] = indices_of(&b, t.shape()[k])?;
    }
    let adjacent = used.windows(2).all(|w| w[1] == w[0] + 1);
    let rest: Vec<usize> = (0..t.rank()).filter(|d| !used.contains(d)).collect();
    // The output's dims: each either a broadcast-index dim or a kept dim.
    let (before, after): (Vec<usize>, Vec<usize>) = if adjacent {
        (
            rest.iter().copied().filter(|&d| d < used[0]).collect(),
            rest.iter().copied().filter(|&d| d > used[0]).collect(),
        )
    } else {
        (vec![], rest.clone())
    };
    let mut shape: Vec<usize> = before.iter().map(|&d| t.shape()[d]).collect();
    shape.extend(&bshape);
    shape.extend(after.iter().map(|&d| t.shape()[d]));
    let total = numel_of(&shape)?;
    let ost = strides(&shape);
    let tst = strides(t.shape());
    let bst = strides(&bshape);
    let nb = before.len();
    let src: Vec<usize> = (0..total)
        .map(|lin| {
            let c = |i: usize| (lin / ost[i]) % shape[i];
            let mut off = 0;
            for (j, &d) in before.iter().enumerate() {
                off += c(j) * tst[d];
            }
            let bl: usize = (0..bshape.len()).map(|j| c(nb + j) * bst[j]).sum();
            for &k in &used {
                off += vals[k][bl] * tst[k];
            }
            for (j, &d) in after.iter().enumerate() {
                off += c(nb + bshape.len() + j) * tst[d];
            }
            off
        })
        .collect();
    t.gather_linear(shape, &src)
}

/// The public form of the index check, for other kernels.
pub fn indices_of(index: &Tensor, n: usize) -> KResult<Vec<usize>> {
    indices(index, n, "indexing")
}
