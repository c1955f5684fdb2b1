//! Elementwise kernels: arithmetic, comparisons, logic, selection and the
//! float math functions, with PyTorch's broadcasting. The caller decides
//! the dtype an op computes in (type promotion); these cast the operands to
//! it, broadcast them, and apply the function.

use crate::bail;
use crate::tensor::{broadcast_shapes, KResult, Storage, Tensor};
use dialects::torch::types::DType;
use dialects::torch::types::{category, Category};

/// A binary arithmetic operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Arith {
    Add,
    Sub,
    Mul,
    /// True division (the caller picks a float dtype).
    Div,
    /// Python's `//`: rounds toward negative infinity.
    FloorDiv,
    /// C division: rounds toward zero.
    TruncDiv,
    /// Python's `%`: the sign of the divisor.
    Rem,
    /// C's `fmod`: the sign of the dividend.
    Fmod,
    Pow,
    Max,
    Min,
    BitAnd,
    BitOr,
    BitXor,
}

/// Casts `a` and `b` to `dtype` and broadcasts them to a common shape.
///
/// A 0-d float operand of a float op (a Python number, or a CPU scalar
/// tensor) is read in the op's math precision rather than rounded to
/// `dtype`, as PyTorch's kernels do: `bf16_tensor * 0.3535` multiplies by
/// `float(0.3535)`, not by `bf16(0.3535)`.
pub fn prepare(a: &Tensor, b: &Tensor, dtype: DType) -> KResult<(Tensor, Tensor)> {
    let shape = broadcast_shapes(a.shape(), b.shape())?;
    let cast = |t: &Tensor| {
        if dtype.is_float() && t.rank() == 0 && t.dtype().is_float() && t.dtype() != dtype {
            t.cast(opmath(dtype))
        } else {
            t.cast(dtype)
        }
    };
    Ok((cast(a).broadcast_to(&shape)?, cast(b).broadcast_to(&shape)?))
}

/// The precision PyTorch's CPU kernels compute a float dtype in: `float`
/// for the half types and `float`, `double` for `double`.
pub fn opmath(d: DType) -> DType {
    match d {
        DType::F16 | DType::BF16 => DType::F32,
        d => d,
    }
}

fn float_op(op: Arith, x: f64, y: f64) -> KResult<f64> {
    Ok(match op {
        Arith::Add => x + y,
        Arith::Sub => x - y,
        Arith::Mul => x * y,
        Arith::Div => x / y,
        Arith::FloorDiv => {
            // As PyTorch's div_floor: fix the quotient by the remainder's sign.
            if y == 0.0 {
                x / y
            } else {
                let m = x % y;
                let mut d = (x - m) / y;
                if m != 0.0 && ((y < 0.0) != (m < 0.0)) {
                    d -= 1.0;
                }
                if d == 0.0 {
                    0.0f64.copysign(x / y)
                } else {
                    let f = d.floor();
                    if d - f > 0.5 {
                        f + 1.0
                    } else {
                        f
                    }
                }
            }
        }
        Arith::TruncDiv => (x / y).trunc(),
        Arith::Rem => {
            let m = x % y;
            if m != 0.0 && ((m < 0.0) != (y < 0.0)) {
                m + y
            } else {
                m
            }
        }
        Arith::Fmod => x % y,
        Arith::Pow => x.powf(y),
        Arith::Max => {
            if x.is_nan() || y.is_nan() {
                f64::NAN
            } else {
                x.max(y)
            }
        }
        Arith::Min => {
            if x.is_nan() || y.is_nan() {
                f64::NAN
            } else {
                x.min(y)
            }
        }
        Arith::BitAnd | Arith::BitOr | Arith::BitXor => {
            bail!("bitwise operations are not defined on floats")
        }
    })
}

fn int_op(op: Arith, x: i64, y: i64) -> KResult<i64> {
    Ok(match op {
        Arith::Add => x.wrapping_add(y),
        Arith::Sub => x.wrapping_sub(y),
        Arith::Mul => x.wrapping_mul(y),
        Arith::Div | Arith::TruncDiv => {
            if y == 0 {
                bail!("integer division by zero")
            }
            x.wrapping_div(y)
        }
        Arith::FloorDiv => {
            if y == 0 {
                bail!("integer division by zero")
            }
            let q = x.wrapping_div(y);
            if x.wrapping_rem(y) != 0 && ((x < 0) != (y < 0)) {
                q - 1
            } else {
                q
            }
        }
        Arith::Rem => {
            if y == 0 {
                bail!("integer modulo by zero")
            }
            let m = x.wrapping_rem(y);
            if m != 0 && ((m < 0) != (y < 0)) {
                m + y
            } else {
                m
            }
        }
        Arith::Fmod => {
            if y == 0 {
                bail!("integer modulo by zero")
            }
            x.wrapping_rem(y)
        }
        Arith::Pow => {
            if y < 0 {
                if x == 1 {
                    1
                } else if x == -1 {
                    if y % 2 == 0 {
                        1
                    } else {
                        -1
                    }
                } else {
                    bail!("integers to negative integer powers are not allowed")
                }
            } else {
                x.wrapping_pow(y.min(u32::MAX as i64) as u32)
            }
        }
        Arith::Max => x.max(y),
        Arith::Min => x.min(y),
        Arith::BitAnd => x & y,
        Arith::BitOr => x | y,
        Arith::BitXor => x ^ y,
    })
}

fn bool_op(op: Arith, x: bool, y: bool) -> KResult<bool> {
    Ok(match op {
        Arith::Add | Arith::Max | Arith::BitOr => x | y,
        Arith::Mul | Arith::Min | Arith::BitAnd => x & y,
        Arith::BitXor => x ^ y,
        Arith::Sub => bail!("subtraction of bool tensors is not supported; use logical_xor"),
        Arith::Pow => x | !y,
        _ => bail!("{op:?} is not defined on bool tensors"),
    })
}

/// `op(a, b)` computed in `dtype` (which is also the result dtype).
pub fn arith(a: &Tensor, b: &Tensor, dtype: DType, op: Arith) -> KResult<Tensor> {
    let (a, b) = prepare(a, b, dtype)?;
    let shape = a.shape().to_vec();
    let data = match (a.storage(), b.storage()) {
        (Storage::F(x), Storage::F(y)) => Storage::F(
            x.iter()
                .zip(y)
                .map(|(&x, &y)| float_op(op, x, y).map(|r| crate::tensor::round_float(dtype, r)))
                .collect::<KResult<_>>()?,
        ),
        (Storage::I(x), Storage::I(y)) => Storage::I(
            x.iter()
                .zip(y)
                .map(|(&x, &y)| int_op(op, x, y).map(|r| crate::tensor::wrap_int(dtype, r)))
                .collect::<KResult<_>>()?,
        ),
        (Storage::B(x), Storage::B(y)) => Storage::B(
            x.iter()
                .zip(y)
                .map(|(&x, &y)| bool_op(op, x, y))
                .collect::<KResult<_>>()?,
        ),
        _ => bail!("operands of different storage after promotion"),
    };
    Tensor::new(shape, dtype, data)
}

/// `a + alpha * b` (and `a - alpha * b` for `sub`) in `dtype`.
pub fn add_scaled(a: &Tensor, b: &Tensor, alpha: f64, dtype: DType, sub: bool) -> KResult<Tensor> {
    if alpha == 1.0 {
        return arith(a, b, dtype, if sub { Arith::Sub } else { Arith::Add });
    }
    if category(dtype) != Category::Float {
        let alpha_i = alpha as i64;
        if alpha_i as f64 != alpha {
            bail!("for integral input tensors, alpha must not be a float")
        }
        let scaled = arith(b, &Tensor::scalar_i64(dtype, alpha_i), dtype, Arith::Mul)?;
        return arith(a, &scaled, dtype, if sub { Arith::Sub } else { Arith::Add });
    }
    let s = if sub { -alpha } else { alpha };
    let (a, b) = prepare(a, b, dtype)?;
    let v = a
        .to_f64_vec()
        .iter()
        .zip(b.to_f64_vec())
        .map(|(x, y)| x + s * y)
        .collect();
    Tensor::from_f64(a.shape().to_vec(), dtype, v)
}

/// A comparison.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Cmp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl Cmp {
    fn test<T: PartialOrd>(self, x: T, y: T) -> bool {
        match self {
            Cmp::Eq => x == y,
            Cmp::Ne => x != y,
            Cmp::Lt => x < y,
            Cmp::Le => x <= y,
            Cmp::Gt => x > y,
            Cmp::Ge => x >= y,
        }
    }
}

/// `a <cmp> b` compared in `dtype`; a bool tensor.
pub fn compare(a: &Tensor, b: &Tensor, dtype: DType, c: Cmp) -> KResult<Tensor> {
    let (a, b) = prepare(a, b, dtype)?;
    let v: Vec<bool> = match (a.storage(), b.storage()) {
        (Storage::F(x), Storage::F(y)) => x.iter().zip(y).map(|(&x, &y)| c.test(x, y)).collect(),
        (Storage::I(x), Storage::I(y)) => x.iter().zip(y).map(|(&x, &y)| c.test(x, y)).collect(),
        (Storage::B(x), Storage::B(y)) => x.iter().zip(y).map(|(&x, &y)| c.test(x, y)).collect(),
        _ => bail!("operands of different storage after promotion"),
    };
    Tensor::from_bool(a.shape().to_vec(), v)
}

/// A logical operation on the truth values of `a` and `b`.
pub fn logical(a: &Tensor, b: &Tensor, f: fn(bool, bool) -> bool) -> KResult<Tensor> {
    let shape = broadcast_shapes(a.shape(), b.shape())?;
    let x = a.broadcast_to(&shape)?.to_bool_vec();
    let y = b.broadcast_to(&shape)?.to_bool_vec();
    Tensor::from_bool(shape, x.into_iter().zip(y).map(|(x, y)| f(x, y)).collect())
}

/// `f` on every element, computed in `f64` and rounded to `dtype` (the
/// input is cast to `dtype` first).
pub fn map_float(t: &Tensor, dtype: DType, f: impl Fn(f64) -> f64) -> KResult<Tensor> {
    if !dtype.is_float() {
        bail!("expected a float dtype, got {}", dtype.name());
    }
    let t = t.cast(dtype);
    Tensor::from_f64(
        t.shape().to_vec(),
        dtype,
        t.to_f64_vec().into_iter().map(f).collect(),
    )
}

/// The dtype a float function of `t` gives: `t`'s own if float, else the
/// default `float32` (as `torch.exp` of an int tensor).
pub fn float_result(t: &Tensor) -> DType {
    if t.dtype().is_float() {
        t.dtype()
    } else {
        DType::F32
    }
}

/// A float function of `t` (`exp`, `sqrt`, ...).
pub fn unary_float(t: &Tensor, f: impl Fn(f64) -> f64) -> KResult<Tensor> {
    map_float(t, float_result(t), f)
}

/// A function that keeps the dtype (`neg`, `abs`, `relu`): floats through
/// `f`, integers through `g`.
pub fn unary_same(t: &Tensor, f: impl Fn(f64) -> f64, g: impl Fn(i64) -> i64) -> KResult<Tensor> {
    let d = t.dtype();
    match t.storage() {
        Storage::F(v) => Tensor::from_f64(t.shape().to_vec(), d, v.iter().map(|&x| f(x)).collect()),
        Storage::I(v) => Tensor::from_i64(t.shape().to_vec(), d, v.iter().map(|&x| g(x)).collect()),
        Storage::B(_) => bail!("the operation is not defined on bool tensors"),
    }
}

/// `where(cond, a, b)` with `a` and `b` cast to `dtype`.
pub fn select(cond: &Tensor, a: &Tensor, b: &Tensor, dtype: DType) -> KResult<Tensor> {
    let shape = broadcast_shapes(&broadcast_shapes(cond.shape(), a.shape())?, b.shape())?;
    let c = cond.broadcast_to(&shape)?.to_bool_vec();
    let a = a.cast(dtype).broadcast_to(&shape)?;
    let b = b.cast(dtype).broadcast_to(&shape)?;
    let data = match (a.storage(), b.storage()) {
        (Storage::F(x), Storage::F(y)) => Storage::F(
            c.iter()
                .zip(x.iter().zip(y))
                .map(|(&c, (&x, &y))| if c { x } else { y })
                .collect(),
        ),
        (Storage::I(x), Storage::I(y)) => Storage::I(
            c.iter()
                .zip(x.iter().zip(y))
                .map(|(&c, (&x, &y))| if c { x } else { y })
                .collect(),
        ),
        (Storage::B(x), Storage::B(y)) => Storage::B(
            c.iter()
                .zip(x.iter().zip(y))
                .map(|(&c, (&x, &y))| if c { x } else { y })
                .collect(),
        ),
        _ => bail!("operands of different storage after promotion"),
    };
    Tensor::new(shape, dtype, data)
}

/// `clamp(t, lo, hi)` in `dtype` (NaN stays NaN).
pub fn clamp(t: &Tensor, lo: Option<f64>, hi: Option<f64>, dtype: DType) -> KResult<Tensor> {
    let t = t.cast(dtype);
    let f = |x: f64| {
        if x.is_nan() {
            return x;
        }
        let mut y = x;
        if let Some(l) = lo {
            if l.is_nan() {
                return l;
            }
            y = y.max(l);
        }
        if let Some(h) = hi {
            if h.is_nan() {
                return h;
            }
            y = y.min(h);
        }
        y
    };
    match t.storage() {
        Storage::F(v) => {
            Tensor::from_f64(t.shape().to_vec(), dtype, v.iter().map(|&x| f(x)).collect())
        }
        Storage::I(v) => {
            let g = |x: i64| {
                let mut y = x;
                if let Some(l) = lo {
                    y = y.max(l as i64);
                }
                if let Some(h) = hi {
                    y = y.min(h as i64);
                }
                y
            };
            Tensor::from_i64(t.shape().to_vec(), dtype, v.iter().map(|&x| g(x)).collect())
        }
        Storage::B(_) => bail!("clamp is not defined on bool tensors"),
    }
}

/// The error function, to double precision: a power series for
/// `|x| < 3` and a continued fraction of `erfc` beyond.
pub fn erf(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    let a = x.abs();
    if a < 3.0 {
        // erf(x) = 2/sqrt(pi) * exp(-x^2) * sum_n 2^n x^(2n+1) / (2n+1)!!
        let x2 = a * a;
        let mut term = a;
        let mut sum = a;
        let mut n = 0.0;
        while term > sum * 1e-17 {
            n += 1.0;
            term *= 2.0 * x2 / (2.0 * n + 1.0);
            sum += term;
        }
        let r = 2.0 / ::std::f64::consts::PI.sqrt() * (-x2).exp() * sum;
        r.copysign(x)
    } else if a > 27.0 {
        1.0f64.copysign(x)
    } else {
        // erfc(a) = exp(-a^2)/sqrt(pi) * 1/(a + (1/2)/(a + 1/(a + (3/2)/(a + ...))))
        let mut f = a;
        for k in (1..60).rev() {
            f = a + (k as f64 / 2.0) / f;
        }
        let erfc = (-a * a).exp() / ::std::f64::consts::PI.sqrt() / f;
        (1.0 - erfc).copysign(x)
    }
}

/// The logistic sigmoid.
pub fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn erf_values() {
        // Values from tables of erf.
        for (x, e) in [
            (0.0, 0.0),
            (0.5, 0.5204998778130465),
            (1.0, 0.8427007929497149),
            (2.0, 0.9953222650189527),
            (2.9, 0.9999589021219005),
            (3.5, 0.9999992569016276),
            (-1.0, -0.8427007929497149),
        ] {
            assert!((erf(x) - e).abs() < 1e-14, "erf({x}) = {} != {e}", erf(x));
        }
    }

    #[test]
    fn broadcast_add_and_int_wrap() {
        let a = Tensor::from_i64(vec![2, 1], DType::I8, vec![100, -100]).unwrap();
        let b = Tensor::from_i64(vec![3], DType::I8, vec![27, 28, 1]).unwrap();
        let c = arith(&a, &b, DType::I8, Arith::Add).unwrap();
        assert_eq!(c.shape(), &[2, 3]);
        assert_eq!(c.to_i64_vec(), vec![127, -128, 101, -73, -72, -99]);
    }

    #[test]
    fn python_division_rules() {
        let a = Tensor::from_i64(vec![4], DType::I64, vec![7, -7, 7, -7]).unwrap();
        let b = Tensor::from_i64(vec![4], DType::I64, vec![2, 2, -2, -2]).unwrap();
        assert_eq!(
            arith(&a, &b, DType::I64, Arith::FloorDiv)
                .unwrap()
                .to_i64_vec(),
            vec![3, -4, -4, 3]
        );
        assert_eq!(
            arith(&a, &b, DType::I64, Arith::TruncDiv)
                .unwrap()
                .to_i64_vec(),
            vec![3, -3, -3, 3]
        );
        assert_eq!(
            arith(&a, &b, DType::I64, Arith::Rem).unwrap().to_i64_vec(),
            vec![1, 1, -1, -1]
        );
        assert!(arith(
            &a,
            &Tensor::scalar_i64(DType::I64, 0),
            DType::I64,
            Arith::FloorDiv
        )
        .is_err());
        let f = arith(&a, &b, DType::F32, Arith::Div).unwrap();
        assert_eq!(f.to_f64_vec(), vec![3.5, -3.5, -3.5, 3.5]);
    }
}
