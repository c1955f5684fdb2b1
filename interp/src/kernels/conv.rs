//! Convolution and pooling over N spatial dimensions (`[N, C, *spatial]`,
//! or unbatched `[C, *spatial]`), computed directly in `f64`.

use crate::bail;
use crate::tensor::{numel_of, strides, KResult, Tensor};
use dialects::torch::types::DType;

/// Per-dimension parameters of a sliding window, each list expanded to
/// `n` entries (a single value applies to every dimension).
fn expand(v: &[i64], n: usize, what: &str, default: i64) -> KResult<Vec<i64>> {
    if v.iter().any(|x| x.unsigned_abs() > 1 << 31) {
        bail!("{what} {v:?} is out of range");
    }
    match v.len() {
        0 => Ok(vec![default; n]),
        1 => Ok(vec![v[0]; n]),
        k if k == n => Ok(v.to_vec()),
        k => bail!("{what} has {k} entries for {n} spatial dimensions"),
    }
}

/// Adds a batch dimension to an unbatched input; returns whether it did.
fn batched(x: &Tensor, spatial: usize) -> KResult<(Tensor, bool)> {
    if x.rank() == spatial + 1 {
        let mut s = vec![1];
        s.extend_from_slice(x.shape());
        Ok((x.reshape(s)?, true))
    } else if x.rank() == spatial + 2 {
        Ok((x.clone(), false))
    } else {
        bail!(
            "expected a {}-d or {}-d input, got shape {:?}",
            spatial + 1,
            spatial + 2,
            x.shape()
        )
    }
}

/// Walks every position of `shape`, calling `f` with the multi-index.
fn for_each_index(shape: &[usize], mut f: impl FnMut(&[usize])) {
    let n: usize = shape.iter().product();
    let mut idx = vec![0usize; shape.len()];
    for _ in 0..n {
        f(&idx);
        for d in (0..shape.len()).rev() {
            idx[d] += 1;
            if idx[d] < shape[d] {
                break;
            }
            idx[d] = 0;
        }
    }
}

/// `convolution(x, w, b, stride, padding, dilation, groups)` (not
/// transposed): `x [N, Cin, *S]`, `w [Cout, Cin/groups, *K]`.
#[allow(clippy::too_many_arguments)]
pub fn convolution(
    x: &Tensor,
    w: &Tensor,
    b: Option<&Tensor>,
    stride: &[i64],
    padding: &[i64],
    dilation: &[i64],
    groups: i64,
) -> KResult<Tensor> {
    let d = x.dtype();
    if !d.is_float() || w.dtype() != d {
        bail!(
            "convolution expects float input and weight of one dtype, got {} and {}",
            d.name(),
            w.dtype().name()
        );
    }
    if w.rank() < 3 {
        bail!(
            "convolution weight must be at least 3-d, got shape {:?}",
            w.shape()
        );
    }
    let sp = w.rank() - 2;
    let (x, unbatched) = batched(x, sp)?;
    let stride = expand(stride, sp, "stride", 1)?;
    let padding = expand(padding, sp, "padding", 0)?;
    let dilation = expand(dilation, sp, "dilation", 1)?;
    let (n, cin) = (x.shape()[0], x.shape()[1]);
    let (cout, cpg) = (w.shape()[0], w.shape()[1]);
    let g = groups.max(0) as usize;
    if g == 0 || cin % g != 0 || cout % g != 0 || cin / g != cpg {
        bail!(
            "input of {cin} channels, weight {:?} and groups = {groups} do not fit",
            w.shape()
        );
    }
    if stride.iter().chain(&dilation).any(|&s| s <= 0) || padding.iter().any(|&p| p < 0) {
        bail!("stride and dilation must be positive and padding non-negative");
    }
    let kshape = &w.shape()[2..];
    let ishape = &x.shape()[2..];
    let mut oshape = Vec::with_capacity(sp);
    for i in 0..sp {
        let eff = dilation[i] * (kshape[i] as i64 - 1) + 1;
        let o = (ishape[i] as i64 + 2 * padding[i] - eff) / stride[i] + 1;
        if o <= 0 {
            bail!("the kernel {kshape:?} does not fit the padded input {ishape:?}");
        }
        oshape.push(o as usize);
    }
    if let Some(b) = b {
        if b.numel() != cout {
            bail!(
                "bias of shape {:?} does not match {cout} output channels",
                b.shape()
            );
        }
    }
    let xv = x.to_f64_vec();
    let wv = w.to_f64_vec();
    let bv = b.map(|b| b.to_f64_vec());
    let xs = strides(x.shape());
    let ws = strides(w.shape());
    let mut out_shape = vec![n, cout];
    out_shape.extend(&oshape);
    let mut out = Vec::with_capacity(numel_of(&out_shape)?);
    let opg = cout / g;
    for bn in 0..n {
        for co in 0..cout {
            let grp = co / opg;
            for_each_index(&oshape, |o| {
                let mut acc = bv.as_ref().map_or(0.0, |b| b[co]);
                for ci in 0..cpg {
                    let c = grp * cpg + ci;
                    for_each_index(kshape, |k| {
                        let mut xo = bn * xs[0] + c * xs[1];
                        for i in 0..sp {
                            let p =
                                o[i] as i64 * stride[i] - padding[i] + k[i] as i64 * dilation[i];
                            if p < 0 || p >= ishape[i] as i64 {
                                return;
                            }
                            xo += p as usize * xs[2 + i];
                        }
                        let mut wo = co * ws[0] + ci * ws[1];
                        for i in 0..sp {
                            wo += k[i] * ws[2 + i];
                        }
                        acc += xv[xo] * wv[wo];
                    });
                }
                out.push(acc);
            });
        }
    }
    let r = Tensor::from_f64(out_shape, d, out)?;
    if unbatched {
        let s = r.shape()[1..].to_vec();
        return r.reshape(s);
    }
    Ok(r)
}

/// `max_pool{N}d(x, kernel, stride, padding, dilation, ceil_mode)`: the
/// values and the flat index of each maximum within its plane.
pub fn max_pool(
    x: &Tensor,
    kernel: &[i64],
    stride: &[i64],
    padding: &[i64],
    dilation: &[i64],
    ceil_mode: bool,
    sp: usize,
) -> KResult<(Tensor, Tensor)> {
    let (xb, unbatched) = batched(x, sp)?;
    let kernel = expand(kernel, sp, "kernel_size", 1)?;
    let stride = if stride.is_empty() {
        kernel.clone()
    } else {
        expand(stride, sp, "stride", 1)?
    };
    let padding = expand(padding, sp, "padding", 0)?;
    let dilation = expand(dilation, sp, "dilation", 1)?;
    if kernel
        .iter()
        .chain(&stride)
        .chain(&dilation)
        .any(|&v| v <= 0)
    {
        bail!("kernel_size, stride and dilation must be positive");
    }
    let ishape = xb.shape()[2..].to_vec();
    let mut oshape = Vec::new();
    for i in 0..sp {
        if padding[i] * 2 > kernel[i] {
            bail!("pad should be at most half of effective kernel size");
        }
        let eff = dilation[i] * (kernel[i] - 1) + 1;
        let span = ishape[i] as i64 + 2 * padding[i] - eff;
        let mut o = if ceil_mode {
            (span + stride[i] - 1) / stride[i] + 1
        } else {
            span / stride[i] + 1
        };
        // A window must start inside the input or its left padding.
        if ceil_mode && (o - 1) * stride[i] >= ishape[i] as i64 + padding[i] {
            o -= 1;
        }
        if o <= 0 {
            bail!("the pooling window does not fit the input {ishape:?}");
        }
        oshape.push(o as usize);
    }
    let planes = xb.shape()[0] * xb.shape()[1];
    let plane: usize = ishape.iter().product();
    let ist = strides(&ishape);
    let xv = xb.to_f64_vec();
    let mut vals = Vec::new();
    let mut idxs = Vec::new();
    let ks: Vec<usize> = kernel.iter().map(|&k| k as usize).collect();
    for p in 0..planes {
        let base = p * plane;
        for_each_index(&oshape, |o| {
            let mut best = f64::NEG_INFINITY;
            let mut bi: i64 = -1;
            for_each_index(&ks, |k| {
                let mut off = 0;
                for i in 0..sp {
                    let q = o[i] as i64 * stride[i] - padding[i] + k[i] as i64 * dilation[i];
                    if q < 0 || q >= ishape[i] as i64 {
                        return;
                    }
                    off += q as usize * ist[i];
                }
                let v = xv[base + off];
                let better = bi < 0 || (!best.is_nan() && (v.is_nan() || v > best));
                if better {
                    best = v;
                    bi = off as i64;
                }
            });
            vals.push(best);
            idxs.push(bi);
        });
    }
    let mut shape = xb.shape()[..2].to_vec();
    shape.extend(&oshape);
    let mut v = Tensor::from_f64(shape.clone(), x.dtype(), vals)?;
    let mut i = Tensor::from_i64(shape, DType::I64, idxs)?;
    if unbatched {
        let s = v.shape()[1..].to_vec();
        v = v.reshape(s.clone())?;
        i = i.reshape(s)?;
    }
    Ok((v, i))
}

/// `adaptive_avg_pool{N}d(x, output_size)`: window `i` covers
/// `[floor(i*L/O), ceil((i+1)*L/O))`.
pub fn adaptive_avg_pool(x: &Tensor, output: &[i64], sp: usize) -> KResult<Tensor> {
    let (xb, unbatched) = batched(x, sp)?;
    let output = expand(output, sp, "output_size", 1)?;
    if output.iter().any(|&o| o <= 0) {
        bail!("output_size must be positive, got {output:?}");
    }
    let ishape = xb.shape()[2..].to_vec();
    let oshape: Vec<usize> = output.iter().map(|&o| o as usize).collect();
    let planes = xb.shape()[0] * xb.shape()[1];
    let plane: usize = ishape.iter().product();
    let ist = strides(&ishape);
    let xv = xb.to_f64_vec();
    let mut out = Vec::new();
    for p in 0..planes {
        for_each_index(&oshape, |o| {
            let ranges: Vec<(usize, usize)> = (0..sp)
                .map(|i| {
                    let (l, n) = (ishape[i], oshape[i]);
                    (o[i] * l / n, ((o[i] + 1) * l).div_ceil(n))
                })
                .collect();
            let sizes: Vec<usize> = ranges.iter().map(|r| r.1 - r.0).collect();
            let mut s = 0.0;
            let mut cnt = 0usize;
            for_each_index(&sizes, |k| {
                let off: usize = (0..sp).map(|i| (ranges[i].0 + k[i]) * ist[i]).sum();
                s += xv[p * plane + off];
                cnt += 1;
            });
            out.push(s / cnt.max(1) as f64);
        });
    }
    let mut shape = xb.shape()[..2].to_vec();
    shape.extend(&oshape);
    let r = Tensor::from_f64(shape, x.dtype(), out)?;
    if unbatched {
        let s = r.shape()[1..].to_vec();
        return r.reshape(s);
    }
    Ok(r)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conv1d_by_hand() {
        // x = [1, 2, 3, 4], w = [1, 0, -1], padding 1: [-2, -2, -2, 3].
        let x = Tensor::from_f64(vec![1, 1, 4], DType::F32, vec![1., 2., 3., 4.]).unwrap();
        let w = Tensor::from_f64(vec![1, 1, 3], DType::F32, vec![1., 0., -1.]).unwrap();
        let y = convolution(&x, &w, None, &[1], &[1], &[1], 1).unwrap();
        assert_eq!(y.to_f64_vec(), vec![-2., -2., -2., 3.]);
    }

    #[test]
    fn pools() {
        let x = Tensor::from_f64(vec![1, 1, 2, 2], DType::F32, vec![1., 5., 3., 2.]).unwrap();
        let (v, i) = max_pool(&x, &[2], &[], &[0], &[1], false, 2).unwrap();
        assert_eq!((v.to_f64_vec(), i.to_i64_vec()), (vec![5.], vec![1]));
        let a = adaptive_avg_pool(&x, &[1], 2).unwrap();
        assert_eq!(a.to_f64_vec(), vec![2.75]);
    }
}
