//! Matrix products: mm, bmm, matmul (NumPy's broadcasting rules), addmm,
//! baddbmm, linear. Products accumulate in `f64` and are rounded once to
//! the result dtype; PyTorch's `f32` GEMMs accumulate in `f32`, which
//! agrees within `rtol 1e-4` on the sizes models use.

use crate::bail;
use crate::tensor::{broadcast_shapes, KResult, Tensor};
use dialects::torch::types::promote_types;
use dialects::torch::types::DType;

/// The dtype of a product of `a` and `b`: PyTorch requires them equal.
fn product_dtype(a: &Tensor, b: &Tensor) -> KResult<DType> {
    if a.dtype() != b.dtype() {
        bail!(
            "expected both operands to have the same dtype, but got {} and {}",
            a.dtype().name(),
            b.dtype().name()
        );
    }
    if a.dtype() == DType::Bool {
        bail!("matrix products are not defined on bool tensors");
    }
    Ok(a.dtype())
}

/// `[batch, m, k] x [batch, k, n]` on raw values.
fn bmm_raw(a: &[f64], b: &[f64], batch: usize, m: usize, k: usize, n: usize) -> Vec<f64> {
    let mut out = vec![0.0; batch * m * n];
    for p in 0..batch {
        let (a, b) = (&a[p * m * k..], &b[p * k * n..]);
        let o = &mut out[p * m * n..(p + 1) * m * n];
        for i in 0..m {
            for l in 0..k {
                let x = a[i * k + l];
                let row = &b[l * n..(l + 1) * n];
                for (oj, &y) in o[i * n..(i + 1) * n].iter_mut().zip(row) {
                    *oj += x * y;
                }
            }
        }
    }
    out
}

/// `a @ b` for 2-d tensors.
pub fn mm(a: &Tensor, b: &Tensor) -> KResult<Tensor> {
    let d = product_dtype(a, b)?;
    match (a.shape(), b.shape()) {
        (&[m, k], &[k2, n]) if k == k2 => {
            let v = bmm_raw(&a.to_f64_vec(), &b.to_f64_vec(), 1, m, k, n);
            Tensor::from_f64(vec![m, n], d, v)
        }
        (sa, sb) => bail!("cannot multiply matrices of shapes {sa:?} and {sb:?}"),
    }
}

/// Batched `a @ b` for 3-d tensors of equal batch.
pub fn bmm(a: &Tensor, b: &Tensor) -> KResult<Tensor> {
    let d = product_dtype(a, b)?;
    match (a.shape(), b.shape()) {
        (&[p, m, k], &[p2, k2, n]) if p == p2 && k == k2 => {
            let v = bmm_raw(&a.to_f64_vec(), &b.to_f64_vec(), p, m, k, n);
            Tensor::from_f64(vec![p, m, n], d, v)
        }
        (sa, sb) => bail!("cannot batch-multiply shapes {sa:?} and {sb:?}"),
    }
}

/// `torch.matmul`: 1-d operands gain a dimension that is then dropped;
/// batch dimensions broadcast.
pub fn matmul(a: &Tensor, b: &Tensor) -> KResult<Tensor> {
    let d = product_dtype(a, b)?;
    if a.rank() == 0 || b.rank() == 0 {
        bail!("both arguments to matmul need to be at least 1-d");
    }
    let a2 = if a.rank() == 1 {
        a.reshape(vec![1, a.shape()[0]])?
    } else {
        a.clone()
    };
    let b2 = if b.rank() == 1 {
        b.reshape(vec![b.shape()[0], 1])?
    } else {
        b.clone()
    };
    let (ra, rb) = (a2.rank(), b2.rank());
    let (m, k) = (a2.shape()[ra - 2], a2.shape()[ra - 1]);
    let (k2, n) = (b2.shape()[rb - 2], b2.shape()[rb - 1]);
    if k != k2 {
        bail!("cannot multiply shapes {:?} and {:?}", a.shape(), b.shape());
    }
    let batch = broadcast_shapes(&a2.shape()[..ra - 2], &b2.shape()[..rb - 2])?;
    let mut sa = batch.clone();
    sa.extend([m, k]);
    let mut sb = batch.clone();
    sb.extend([k, n]);
    let p: usize = batch.iter().product();
    let v = bmm_raw(
        &a2.broadcast_to(&sa)?.to_f64_vec(),
        &b2.broadcast_to(&sb)?.to_f64_vec(),
        p,
        m,
        k,
        n,
    );
    let mut shape = batch;
    if a.rank() > 1 {
        shape.push(m);
    }
    if b.rank() > 1 {
        shape.push(n);
    }
    Tensor::from_f64(shape, d, v)
}

/// `beta * input + alpha * (a x b)` rounded once to the operands' dtype,
/// as a GEMM with `beta` does (`product` is `mm`, `bmm` or `matmul`).
fn gemm(
    input: Option<&Tensor>,
    a: &Tensor,
    b: &Tensor,
    beta: f64,
    alpha: f64,
    product: fn(&Tensor, &Tensor) -> KResult<Tensor>,
) -> KResult<Tensor> {
    let d = product_dtype(a, b)?;
    // The product in f64, unrounded.
    let prod = product(&a.cast(DType::F64), &b.cast(DType::F64))?;
    let shape = prod.shape().to_vec();
    let Some(input) = input else {
        return Ok(prod.cast(d));
    };
    let out = promote_types(input.dtype(), d);
    let c = input.broadcast_to(&shape)?.to_f64_vec();
    let v = prod
        .to_f64_vec()
        .iter()
        .zip(c)
        .map(|(p, c)| {
            if beta == 0.0 {
                alpha * p
            } else {
                beta * c + alpha * p
            }
        })
        .collect();
    Tensor::from_f64(shape, out, v)
}

/// `addmm(input, m1, m2, beta, alpha)`.
pub fn addmm(input: &Tensor, m1: &Tensor, m2: &Tensor, beta: f64, alpha: f64) -> KResult<Tensor> {
    gemm(Some(input), m1, m2, beta, alpha, mm)
}

/// `baddbmm(input, b1, b2, beta, alpha)`.
pub fn baddbmm(input: &Tensor, b1: &Tensor, b2: &Tensor, beta: f64, alpha: f64) -> KResult<Tensor> {
    gemm(Some(input), b1, b2, beta, alpha, bmm)
}

/// `linear(x, w, b) = x @ w^T + b`.
pub fn linear(x: &Tensor, w: &Tensor, b: Option<&Tensor>) -> KResult<Tensor> {
    let wt = match w.rank() {
        1 => w.clone(),
        2 => w.permute(&[1, 0])?,
        _ => bail!(
            "linear expects a 1-d or 2-d weight, got shape {:?}",
            w.shape()
        ),
    };
    gemm(b, x, &wt, 1.0, 1.0, matmul)
}

/// `einsum(equation, operands)`: explicit (`->`) or implicit output,
/// `...` for broadcast dimensions; summed by direct iteration.
pub fn einsum(eq: &str, ts: &[&Tensor]) -> KResult<Tensor> {
    let eq: String = eq.chars().filter(|c| !c.is_whitespace()).collect();
    let (lhs, rhs) = match eq.split_once("->") {
        Some((l, r)) => (l.to_string(), Some(r.to_string())),
        None => (eq.clone(), None),
    };
    let terms: Vec<&str> = lhs.split(',').collect();
    if terms.len() != ts.len() {
        bail!(
            "einsum equation has {} operands, but {} tensors were given",
            terms.len(),
            ts.len()
        );
    }
    let Some(first) = ts.first() else {
        bail!("einsum needs at least one operand");
    };
    let dtype = ts
        .iter()
        .fold(first.dtype(), |d, t| promote_types(d, t.dtype()));
    // Ellipsis dims are labels '0'.. (right-aligned, broadcast).
    let mut ell_rank = 0;
    let mut labels: Vec<Vec<char>> = Vec::new();
    for (term, t) in terms.iter().zip(ts) {
        let named = term.replace("...", "").chars().count();
        if term.contains("...") {
            if t.rank() < named {
                bail!("einsum operand of rank {} has {named} subscripts", t.rank());
            }
            ell_rank = ell_rank.max(t.rank() - named);
        } else if named != t.rank() {
            bail!(
                "einsum subscripts '{term}' do not match an operand of rank {}",
                t.rank()
            );
        }
    }
    let ell_labels: Vec<char> = (0..ell_rank).map(|i| char::from(b'0' + i as u8)).collect();
    for (term, t) in terms.iter().zip(ts) {
        let mut v = Vec::new();
        if let Some((a, b)) = term.split_once("...") {
            let k = t.rank() - a.chars().count() - b.chars().count();
            v.extend(a.chars());
            v.extend(&ell_labels[ell_rank - k..]);
            v.extend(b.chars());
        } else {
            v.extend(term.chars());
        }
        if v.iter()
            .any(|c| !(c.is_ascii_alphabetic() || c.is_ascii_digit()))
        {
            bail!("invalid einsum subscripts '{term}'");
        }
        labels.push(v);
    }
    // Sizes per label (1 broadcasts).
    let mut size: std::collections::BTreeMap<char, usize> = Default::default();
    for (ls, t) in labels.iter().zip(ts) {
        for (&l, &n) in ls.iter().zip(t.shape()) {
            let e = size.entry(l).or_insert(n);
            if *e == 1 {
                *e = n;
            } else if n != 1 && *e != n {
                bail!("einsum dimension '{l}' has sizes {} and {n}", *e);
            }
        }
    }
    let out: Vec<char> =
        match rhs {
            Some(r) => {
                let mut v = Vec::new();
                if let Some((a, b)) = r.split_once("...") {
                    v.extend(a.chars());
                    v.extend(&ell_labels);
                    v.extend(b.chars());
                } else {
                    v.extend(r.chars());
                }
                for l in &v {
                    if !size.contains_key(l) {
                        bail!("einsum output subscript '{l}' does not appear in the inputs");
                    }
                }
                v
            }
            None => {
                // Implicit: ellipsis dims, then labels seen once, alphabetically.
                let mut v = ell_labels.clone();
                let all: Vec<char> = labels.iter().flatten().copied().collect();
                v.extend(size.keys().filter(|l| {
                    l.is_ascii_alphabetic() && all.iter().filter(|m| m == l).count() == 1
                }));
                v
            }
        };
    let summed: Vec<char> = size.keys().copied().filter(|l| !out.contains(l)).collect();
    let order: Vec<char> = out.iter().chain(&summed).copied().collect();
    let dims: Vec<usize> = order.iter().map(|l| size[l]).collect();
    let out_shape: Vec<usize> = out.iter().map(|l| size[l]).collect();
    let total_out = crate::tensor::numel_of(&out_shape)?;
    let inner: usize = summed.iter().map(|l| size[l]).product();
    crate::tensor::numel_of(&dims)?;
    let vals: Vec<Vec<f64>> = ts.iter().map(|t| t.to_f64_vec()).collect();
    // Stride of each iteration label in each operand (0 for absent or
    // broadcast dims).
    let op_strides: Vec<Vec<usize>> = labels
        .iter()
        .zip(ts)
        .map(|(ls, t)| {
            let st = crate::tensor::strides(t.shape());
            order
                .iter()
                .map(|l| {
                    ls.iter()
                        .enumerate()
                        .filter(|(i, m)| *m == l && t.shape()[*i] != 1)
                        .map(|(i, _)| st[i])
                        .sum()
                })
                .collect()
        })
        .collect();
    let mut res = Vec::with_capacity(total_out);
    let mut pos = vec![0usize; order.len()];
    for o in 0..total_out {
        let mut r = o;
        for i in (0..out.len()).rev() {
            pos[i] = r % dims[i];
            r /= dims[i];
        }
        let mut acc = 0.0;
        for s in 0..inner {
            let mut r = s;
            for i in (out.len()..order.len()).rev() {
                pos[i] = r % dims[i];
                r /= dims[i];
            }
            let mut p = 1.0;
            for (v, st) in vals.iter().zip(&op_strides) {
                let off: usize = pos.iter().zip(st).map(|(a, b)| a * b).sum();
                p *= v[off];
            }
            acc += p;
        }
        res.push(acc);
    }
    Tensor::from_f64(out_shape, dtype, res)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn products() {
        let a = Tensor::from_f64(vec![2, 3], DType::F32, vec![1., 2., 3., 4., 5., 6.]).unwrap();
        let b = Tensor::from_f64(vec![3, 2], DType::F32, vec![1., 0., 0., 1., 1., 1.]).unwrap();
        assert_eq!(mm(&a, &b).unwrap().to_f64_vec(), vec![4., 5., 10., 11.]);
        assert!(mm(&a, &a).is_err());
        let v = Tensor::from_f64(vec![3], DType::F32, vec![1., 1., 1.]).unwrap();
        let r = matmul(&a, &v).unwrap();
        assert_eq!(
            (r.shape().to_vec(), r.to_f64_vec()),
            (vec![2], vec![6., 15.])
        );
        // Batch broadcast: [2,1,2,3] @ [3,2] -> [2,1,2,2].
        let a4 = a
            .reshape(vec![1, 1, 2, 3])
            .unwrap()
            .broadcast_to(&[2, 1, 2, 3])
            .unwrap();
        assert_eq!(matmul(&a4, &b).unwrap().shape(), &[2, 1, 2, 2]);
        let bias = Tensor::from_f64(vec![2], DType::F32, vec![10., 20.]).unwrap();
        let w = b.permute(&[1, 0]).unwrap();
        assert_eq!(
            linear(&a, &w, Some(&bias)).unwrap().to_f64_vec(),
            vec![14., 25., 20., 31.]
        );
    }
}
