//! A dense, row-major host tensor: a shape, a dtype and storage.
//!
//! Float dtypes are stored as `f64` and rounded to the dtype after every
//! operation (`f32` through `as f32`, `f16`/`bf16` through `half`), so a
//! value always holds exactly what PyTorch would hold. Integer dtypes are
//! stored as `i64` and wrapped to their width; `bool` as `bool`.
//!
//! This module also holds PyTorch's broadcasting and type-promotion rules.

use dialects::torch::types::{category, Category, DType};
use std::rc::Rc;

/// A kernel's failure: the message; the interpreter adds the op and its
/// location.
#[derive(Clone, Debug, PartialEq)]
pub struct KernelError(pub String);

/// Shorthand for a kernel result.
pub type KResult<T> = Result<T, KernelError>;

/// Returns `Err(KernelError(format!(...)))`.
#[macro_export]
macro_rules! bail {
    ($($t:tt)*) => { return Err($crate::tensor::KernelError(format!($($t)*))) };
}

/// The elements, by storage class.
#[derive(Clone, Debug, PartialEq)]
pub enum Storage {
    /// Float dtypes.
    F(Vec<f64>),
    /// Integer dtypes (already wrapped to the dtype's width).
    I(Vec<i64>),
    /// `bool`.
    B(Vec<bool>),
}

impl Storage {
    fn len(&self) -> usize {
        match self {
            Storage::F(v) => v.len(),
            Storage::I(v) => v.len(),
            Storage::B(v) => v.len(),
        }
    }
    /// The elements at `idx`, in order.
    fn pick(&self, idx: &[usize]) -> Storage {
        match self {
            Storage::F(v) => Storage::F(idx.iter().map(|&i| v[i]).collect()),
            Storage::I(v) => Storage::I(idx.iter().map(|&i| v[i]).collect()),
            Storage::B(v) => Storage::B(idx.iter().map(|&i| v[i]).collect()),
        }
    }
}

/// A dense row-major tensor. Storage is shared (`Rc`): tensors are values,
/// and every operation builds a new one.
#[derive(Clone, Debug, PartialEq)]
pub struct Tensor {
    shape: Vec<usize>,
    dtype: DType,
    data: Rc<Storage>,
}

/// Rounds `x` to the float dtype `d` (identity for `f64`).
pub fn round_float(d: DType, x: f64) -> f64 {
    match d {
        DType::F32 => x as f32 as f64,
        DType::F16 => half::f16::from_f64(x).to_f64(),
        DType::BF16 => half::bf16::from_f64(x).to_f64(),
        _ => x,
    }
}

/// Wraps `x` to the integer dtype `d`, as a C cast does.
pub fn wrap_int(d: DType, x: i64) -> i64 {
    match d {
        DType::U8 => x as u8 as i64,
        DType::I8 => x as i8 as i64,
        DType::I16 => x as i16 as i64,
        DType::I32 => x as i32 as i64,
        DType::U16 => x as u16 as i64,
        DType::U32 => x as u32 as i64,
        _ => x,
    }
}

/// Converts a float to an integer dtype as PyTorch's casts do on the host
/// (truncation toward zero; NaN and out-of-range values saturate, where C
/// leaves them undefined).
pub fn float_to_int(d: DType, x: f64) -> i64 {
    if matches!(d, DType::U8 | DType::U16 | DType::U32) {
        // A negative float to an unsigned type goes through int64 in practice.
        return wrap_int(d, x as i64);
    }
    wrap_int(d, x as i64)
}

/// Row-major strides of `shape`.
pub fn strides(shape: &[usize]) -> Vec<usize> {
    let mut s = vec![1; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        s[i] = s[i + 1] * shape[i + 1];
    }
    s
}

/// The number of elements of `shape`, or an error if it overflows.
pub fn numel_of(shape: &[usize]) -> KResult<usize> {
    let mut n: usize = 1;
    for &d in shape {
        n = match n.checked_mul(d) {
            Some(n) if n <= (1 << 34) => n,
            _ => bail!("tensor of shape {shape:?} is too large"),
        };
    }
    Ok(n)
}

/// PyTorch's broadcast of two shapes (aligned at the right; a 1 stretches).
pub fn broadcast_shapes(a: &[usize], b: &[usize]) -> KResult<Vec<usize>> {
    let n = a.len().max(b.len());
    let mut out = vec![0; n];
    for i in 0..n {
        let da = if i + a.len() >= n {
            a[i + a.len() - n]
        } else {
            1
        };
        let db = if i + b.len() >= n {
            b[i + b.len() - n]
        } else {
            1
        };
        out[i] = if da == db || db == 1 {
            da
        } else if da == 1 {
            db
        } else {
            bail!("shapes {a:?} and {b:?} cannot be broadcast together")
        };
    }
    Ok(out)
}

/// Normalizes a possibly negative dimension index against `rank`.
pub fn norm_dim(dim: i64, rank: usize) -> KResult<usize> {
    // PyTorch treats a 0-d tensor as having one wrappable dim.
    let r = rank.max(1) as i64;
    let d = if dim < 0 { dim + r } else { dim };
    if d < 0 || d >= r {
        bail!("dimension {dim} is out of range for a tensor of rank {rank}");
    }
    Ok(d as usize)
}

impl Tensor {
    /// A tensor from float values (rounded to `dtype`, which may be any
    /// dtype: integers truncate, bools test non-zero).
    pub fn from_f64(shape: Vec<usize>, dtype: DType, v: Vec<f64>) -> KResult<Tensor> {
        let data = match category(dtype) {
            Category::Float => Storage::F(v.into_iter().map(|x| round_float(dtype, x)).collect()),
            Category::Int => Storage::I(v.into_iter().map(|x| float_to_int(dtype, x)).collect()),
            Category::Bool => Storage::B(v.into_iter().map(|x| x != 0.0).collect()),
        };
        Tensor::new(shape, dtype, data)
    }
    /// A tensor from integer values (wrapped or converted to `dtype`).
    pub fn from_i64(shape: Vec<usize>, dtype: DType, v: Vec<i64>) -> KResult<Tensor> {
        let data = match category(dtype) {
            Category::Float => Storage::F(
                v.into_iter()
                    .map(|x| round_float(dtype, x as f64))
                    .collect(),
            ),
            Category::Int => Storage::I(v.into_iter().map(|x| wrap_int(dtype, x)).collect()),
            Category::Bool => Storage::B(v.into_iter().map(|x| x != 0).collect()),
        };
        Tensor::new(shape, dtype, data)
    }
    /// A bool tensor.
    pub fn from_bool(shape: Vec<usize>, v: Vec<bool>) -> KResult<Tensor> {
        Tensor::new(shape, DType::Bool, Storage::B(v))
    }
    /// A tensor from storage that already holds values of `dtype`; checks
    /// the element count and the storage class.
    pub fn new(shape: Vec<usize>, dtype: DType, data: Storage) -> KResult<Tensor> {
        let n = numel_of(&shape)?;
        if n != data.len() {
            bail!("{} elements do not fill shape {shape:?}", data.len());
        }
        let ok = matches!(
            (&data, category(dtype)),
            (Storage::F(_), Category::Float)
                | (Storage::I(_), Category::Int)
                | (Storage::B(_), Category::Bool)
        );
        if !ok {
            bail!("storage does not match dtype {}", dtype.name());
        }
        Ok(Tensor {
            shape,
            dtype,
            data: Rc::new(data),
        })
    }
    /// A tensor of `shape` filled with `x` (converted to `dtype`).
    pub fn full(shape: Vec<usize>, dtype: DType, x: f64) -> KResult<Tensor> {
        let n = numel_of(&shape)?;
        Tensor::from_f64(shape, dtype, vec![x; n])
    }
    /// A 0-d tensor.
    pub fn scalar(dtype: DType, x: f64) -> Tensor {
        Tensor::from_f64(vec![], dtype, vec![x]).expect("a 0-d tensor has one element")
    }
    /// A 0-d tensor holding an integer exactly.
    pub fn scalar_i64(dtype: DType, x: i64) -> Tensor {
        Tensor::from_i64(vec![], dtype, vec![x]).expect("a 0-d tensor has one element")
    }

    /// The shape.
    pub fn shape(&self) -> &[usize] {
        &self.shape
    }
    /// The rank.
    pub fn rank(&self) -> usize {
        self.shape.len()
    }
    /// The dtype.
    pub fn dtype(&self) -> DType {
        self.dtype
    }
    /// The storage.
    pub fn storage(&self) -> &Storage {
        &self.data
    }
    /// The number of elements.
    pub fn numel(&self) -> usize {
        self.data.len()
    }

    /// Element `i` (row-major) as `f64`.
    pub fn get_f64(&self, i: usize) -> f64 {
        match &*self.data {
            Storage::F(v) => v[i],
            Storage::I(v) => v[i] as f64,
            Storage::B(v) => v[i] as u8 as f64,
        }
    }
    /// Element `i` as `i64` (floats truncate).
    pub fn get_i64(&self, i: usize) -> i64 {
        match &*self.data {
            Storage::F(v) => v[i] as i64,
            Storage::I(v) => v[i],
            Storage::B(v) => v[i] as i64,
        }
    }
    /// Element `i` as `bool` (non-zero).
    pub fn get_bool(&self, i: usize) -> bool {
        match &*self.data {
            Storage::F(v) => v[i] != 0.0,
            Storage::I(v) => v[i] != 0,
            Storage::B(v) => v[i],
        }
    }
    /// All elements as `f64`.
    pub fn to_f64_vec(&self) -> Vec<f64> {
        (0..self.numel()).map(|i| self.get_f64(i)).collect()
    }
    /// All elements as `i64`.
    pub fn to_i64_vec(&self) -> Vec<i64> {
        (0..self.numel()).map(|i| self.get_i64(i)).collect()
    }
    /// All elements as `bool`.
    pub fn to_bool_vec(&self) -> Vec<bool> {
        (0..self.numel()).map(|i| self.get_bool(i)).collect()
    }

    /// The tensor converted to `dtype` (PyTorch's `.to(dtype)`).
    pub fn cast(&self, dtype: DType) -> Tensor {
        if dtype == self.dtype {
            return self.clone();
        }
        let shape = self.shape.clone();
        let r = match &*self.data {
            Storage::F(v) => Tensor::from_f64(shape, dtype, v.clone()),
            Storage::I(v) => Tensor::from_i64(shape, dtype, v.clone()),
            Storage::B(v) => Tensor::from_i64(shape, dtype, v.iter().map(|&b| b as i64).collect()),
        };
        r.expect("a cast keeps the element count")
    }

    /// Same elements, another shape of the same element count.
    pub fn reshape(&self, shape: Vec<usize>) -> KResult<Tensor> {
        if numel_of(&shape)? != self.numel() {
            bail!(
                "shape {shape:?} is invalid for a tensor of {} elements ({:?})",
                self.numel(),
                self.shape
            );
        }
        Ok(Tensor {
            shape,
            dtype: self.dtype,
            data: self.data.clone(),
        })
    }

    /// A new tensor of `shape` whose element at each position is this
    /// tensor's element at the linear index `src` gives for it.
    pub fn gather_linear(&self, shape: Vec<usize>, src: &[usize]) -> KResult<Tensor> {
        Tensor::new(shape, self.dtype, self.data.pick(src))
    }

    /// The tensor broadcast to `shape` (materialized).
    pub fn broadcast_to(&self, shape: &[usize]) -> KResult<Tensor> {
        if self.shape == shape {
            return Ok(self.clone());
        }
        if shape.len() < self.rank() {
            bail!("cannot broadcast shape {:?} to {shape:?}", self.shape);
        }
        let off = shape.len() - self.rank();
        for (i, &d) in self.shape.iter().enumerate() {
            if d != 1 && d != shape[off + i] {
                bail!("cannot broadcast shape {:?} to {shape:?}", self.shape);
            }
        }
        let st = strides(&self.shape);
        // Source stride for each output dimension (0 where broadcast).
        let src_stride: Vec<usize> = (0..shape.len())
            .map(|i| {
                if i < off || self.shape[i - off] == 1 {
                    0
                } else {
                    st[i - off]
                }
            })
            .collect();
        let idx = strided_indices(shape, &src_stride, 0)?;
        self.gather_linear(shape.to_vec(), &idx)
    }

    /// The tensor with its dimensions permuted (`out.dim(i) = in.dim(perm[i])`).
    pub fn permute(&self, perm: &[usize]) -> KResult<Tensor> {
        if perm.len() != self.rank() {
            bail!("permutation {perm:?} does not match rank {}", self.rank());
        }
        let mut seen = vec![false; perm.len()];
        for &p in perm {
            if p >= perm.len() || seen[p] {
                bail!("{perm:?} is not a permutation");
            }
            seen[p] = true;
        }
        let st = strides(&self.shape);
        let shape: Vec<usize> = perm.iter().map(|&p| self.shape[p]).collect();
        let src: Vec<usize> = perm.iter().map(|&p| st[p]).collect();
        let idx = strided_indices(&shape, &src, 0)?;
        self.gather_linear(shape, &idx)
    }
}

/// The linear source indices of a strided view: for every position of
/// `shape` (row-major), `offset + sum(pos[i] * stride[i])`.
pub fn strided_indices(shape: &[usize], stride: &[usize], offset: usize) -> KResult<Vec<usize>> {
    let n = numel_of(shape)?;
    let mut out = Vec::with_capacity(n);
    if n == 0 {
        return Ok(out);
    }
    let mut pos = vec![0usize; shape.len()];
    let mut cur = offset;
    for _ in 0..n {
        out.push(cur);
        // Increment the multi-index.
        for d in (0..shape.len()).rev() {
            pos[d] += 1;
            cur += stride[d];
            if pos[d] < shape[d] {
                break;
            }
            cur -= stride[d] * pos[d];
            pos[d] = 0;
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use DType::*;

    #[test]
    fn broadcasting() {
        assert_eq!(
            broadcast_shapes(&[2, 1, 3], &[4, 1]).unwrap(),
            vec![2, 4, 3]
        );
        assert_eq!(broadcast_shapes(&[], &[5]).unwrap(), vec![5]);
        assert_eq!(broadcast_shapes(&[3], &[1]).unwrap(), vec![3]);
        assert!(broadcast_shapes(&[2, 3], &[3, 2]).is_err());
        let t = Tensor::from_f64(vec![3, 1], F32, vec![1.0, 2.0, 3.0]).unwrap();
        let b = t.broadcast_to(&[2, 3, 2]).unwrap();
        assert_eq!(
            b.to_f64_vec(),
            vec![1.0, 1.0, 2.0, 2.0, 3.0, 3.0, 1.0, 1.0, 2.0, 2.0, 3.0, 3.0]
        );
        assert!(t.broadcast_to(&[2, 2]).is_err());
    }

    #[test]
    fn rounding() {
        let t = Tensor::from_f64(vec![2], F16, vec![0.1, 70000.0]).unwrap();
        assert_eq!(t.get_f64(0), 0.0999755859375);
        assert!(t.get_f64(1).is_infinite());
        let t = Tensor::from_f64(vec![1], BF16, vec![1.0 + 1.0 / 512.0]).unwrap();
        assert_eq!(t.get_f64(0), 1.0);
        assert_eq!(wrap_int(I8, 200), -56);
        assert_eq!(float_to_int(I32, -2.7), -2);
    }

    #[test]
    fn permute_and_strides() {
        let t = Tensor::from_i64(vec![2, 3], I64, (0..6).collect()).unwrap();
        let p = t.permute(&[1, 0]).unwrap();
        assert_eq!(p.shape(), &[3, 2]);
        assert_eq!(p.to_i64_vec(), vec![0, 3, 1, 4, 2, 5]);
        assert!(t.permute(&[0, 0]).is_err());
    }
}
