//! Tensor factories: arange, full/zeros/ones/empty, eye. (`triu`/`tril`
//! are in [`super::shape`].) `empty*` tensors are zero-filled so runs are
//! deterministic.

use crate::bail;
use crate::tensor::{numel_of, KResult, Tensor};
use dialects::torch::types::DType;

/// A size list as a shape.
pub fn shape_of(sizes: &[i64]) -> KResult<Vec<usize>> {
    sizes
        .iter()
        .map(|&s| {
            if s < 0 {
                bail!("negative dimension {s} in size {sizes:?}");
            }
            Ok(s as usize)
        })
        .collect()
}

/// `arange(start, end, step)` in `dtype`.
pub fn arange(start: f64, end: f64, step: f64, dtype: DType) -> KResult<Tensor> {
    if step == 0.0 || !step.is_finite() || !start.is_finite() || !end.is_finite() {
        bail!("arange needs a finite, non-zero step and finite bounds");
    }
    if (step > 0.0 && end < start) || (step < 0.0 && end > start) {
        bail!("upper bound and larger bound inconsistent with step sign");
    }
    let n = ((end - start) / step).ceil().max(0.0);
    if n > (1u64 << 34) as f64 {
        bail!("arange of {n} elements is too large");
    }
    let n = n as usize;
    let v = (0..n).map(|i| start + i as f64 * step).collect();
    Tensor::from_f64(vec![n], dtype, v)
}

/// `full(size, value)` in `dtype`.
pub fn full(sizes: &[i64], value: f64, dtype: DType) -> KResult<Tensor> {
    Tensor::full(shape_of(sizes)?, dtype, value)
}

/// `eye(n, m)`.
pub fn eye(n: i64, m: i64, dtype: DType) -> KResult<Tensor> {
    let shape = shape_of(&[n, m])?;
    let count = numel_of(&shape)?;
    let m = shape[1].max(1);
    let v = (0..count)
        .map(|i| if i / m == i % m { 1.0 } else { 0.0 })
        .collect();
    Tensor::from_f64(shape, dtype, v)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges() {
        let t = arange(0.0, 5.0, 2.0, DType::I64).unwrap();
        assert_eq!(t.to_i64_vec(), vec![0, 2, 4]);
        let t = arange(1.0, 2.0, 0.25, DType::F32).unwrap();
        assert_eq!(t.to_f64_vec(), vec![1.0, 1.25, 1.5, 1.75]);
        assert!(arange(0.0, 5.0, 0.0, DType::F32).is_err());
        assert!(arange(0.0, -5.0, 1.0, DType::F32).is_err());
        assert_eq!(
            eye(2, 3, DType::F32).unwrap().to_f64_vec(),
            vec![1., 0., 0., 0., 1., 0.]
        );
        assert!(full(&[2, -1], 0.0, DType::F32).is_err());
    }
}
