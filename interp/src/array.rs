//! Arrays of any builtin element type, as StableHLO's interpreter needs
//! them: integers of every width down to `i2`/`ui2` (held as `i128`,
//! wrapped to their width), floats of every format down to the f8 and f4
//! families (held as `f64`, rounded to their format after every
//! operation), complex numbers, and `i1`. The torch-level [`Tensor`] holds
//! the dtypes PyTorch has; arrays convert to and from it at the edges
//! (function arguments, results, `.npy` files).

use crate::bail;
use crate::tensor::{numel_of, KResult, Storage, Tensor};
use dialects::torch::types::DType;
use ir::float::FloatKind;
use ir::text::elements::{read_float_bits, read_int, storage_bytes};
use ir::types::Signedness;
use ir::{AttrKind, Attribute, Context, Type, TypeKind};

/// An element type.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Elem {
    /// `i1`.
    Bool,
    /// `iN` (signless, treated as signed), `siN`, `uiN`.
    Int { width: u32, signed: bool },
    /// A float format.
    Float(FloatKind),
    /// `complex<f32>` / `complex<f64>`.
    Complex(FloatKind),
}

impl Elem {
    /// The element type of `t` (a scalar type).
    pub fn of(ctx: &Context, t: Type) -> KResult<Elem> {
        Ok(match ctx.type_kind(t) {
            TypeKind::Integer { width: 1, .. } => Elem::Bool,
            TypeKind::Integer { width, signedness } if *width <= 64 => Elem::Int {
                width: *width,
                signed: *signedness != Signedness::Unsigned,
            },
            TypeKind::Index => Elem::Int {
                width: 64,
                signed: true,
            },
            TypeKind::Float(k) => Elem::Float(*k),
            TypeKind::Complex(inner) => match ctx.type_kind(*inner) {
                TypeKind::Float(k) => Elem::Complex(*k),
                _ => bail!("unsupported complex element type"),
            },
            _ => bail!(
                "unsupported element type {}",
                ir::text::type_to_string(ctx, t)
            ),
        })
    }
    /// Whether a float (not complex).
    pub fn is_float(self) -> bool {
        matches!(self, Elem::Float(_))
    }
    /// Whether an integer (not `i1`).
    pub fn is_int(self) -> bool {
        matches!(self, Elem::Int { .. })
    }
    /// Whether an unsigned integer.
    pub fn is_unsigned(self) -> bool {
        matches!(self, Elem::Int { signed: false, .. })
    }
    /// The integer width (1 for `i1`).
    pub fn width(self) -> u32 {
        match self {
            Elem::Bool => 1,
            Elem::Int { width, .. } => width,
            Elem::Float(k) | Elem::Complex(k) => k.semantics().bits,
        }
    }
    /// `x` wrapped to this integer type (two's complement).
    pub fn wrap(self, x: i128) -> i128 {
        match self {
            Elem::Bool => x & 1,
            Elem::Int { width, signed } => {
                let m = if width >= 128 {
                    u128::MAX
                } else {
                    (1u128 << width) - 1
                };
                let u = (x as u128) & m;
                if signed && width < 128 && u >> (width - 1) & 1 == 1 {
                    (u | !m) as i128
                } else {
                    u as i128
                }
            }
            _ => x,
        }
    }
    /// `x` rounded to this float format.
    pub fn round(self, x: f64) -> f64 {
        match self {
            Elem::Float(k) | Elem::Complex(k) => round_to(k, x),
            _ => x,
        }
    }
    /// The smallest and largest values of an integer type.
    pub fn int_range(self) -> (i128, i128) {
        match self {
            Elem::Bool => (0, 1),
            Elem::Int {
                width,
                signed: true,
            } => (-(1i128 << (width - 1)), (1i128 << (width - 1)) - 1),
            Elem::Int {
                width,
                signed: false,
            } => (0, (1i128 << width) - 1),
            _ => (0, 0),
        }
    }
    /// The torch dtype holding this type exactly, if there is one.
    pub fn dtype(self) -> Option<DType> {
        Some(match self {
            Elem::Bool => DType::Bool,
            Elem::Int {
                width: 8,
                signed: false,
            } => DType::U8,
            Elem::Int {
                width: 8,
                signed: true,
            } => DType::I8,
            Elem::Int {
                width: 16,
                signed: true,
            } => DType::I16,
            Elem::Int {
                width: 32,
                signed: true,
            } => DType::I32,
            Elem::Int {
                width: 64,
                signed: true,
            } => DType::I64,
            Elem::Int {
                width: 16,
                signed: false,
            } => DType::U16,
            Elem::Int {
                width: 32,
                signed: false,
            } => DType::U32,
            Elem::Float(FloatKind::F16) => DType::F16,
            Elem::Float(FloatKind::BF16) => DType::BF16,
            Elem::Float(FloatKind::F32) => DType::F32,
            Elem::Float(FloatKind::F64) => DType::F64,
            _ => return None,
        })
    }
    /// The element type of a torch dtype.
    pub fn of_dtype(d: DType) -> Elem {
        match d {
            DType::Bool => Elem::Bool,
            DType::U16 => Elem::Int {
                width: 16,
                signed: false,
            },
            DType::U32 => Elem::Int {
                width: 32,
                signed: false,
            },
            DType::U8 => Elem::Int {
                width: 8,
                signed: false,
            },
            DType::I8 => Elem::Int {
                width: 8,
                signed: true,
            },
            DType::I16 => Elem::Int {
                width: 16,
                signed: true,
            },
            DType::I32 => Elem::Int {
                width: 32,
                signed: true,
            },
            DType::I64 => Elem::Int {
                width: 64,
                signed: true,
            },
            DType::F16 => Elem::Float(FloatKind::F16),
            DType::BF16 => Elem::Float(FloatKind::BF16),
            DType::F32 => Elem::Float(FloatKind::F32),
            DType::F64 => Elem::Float(FloatKind::F64),
        }
    }
}

/// `x` rounded to format `k` (to nearest, ties to even; overflow to inf
/// or, for formats without inf, NaN), as an `f64`.
pub fn round_to(k: FloatKind, x: f64) -> f64 {
    match k {
        FloatKind::F64 => x,
        FloatKind::F32 => x as f32 as f64,
        FloatKind::F16 => half::f16::from_f64(x).to_f64(),
        FloatKind::BF16 => half::bf16::from_f64(x).to_f64(),
        _ => {
            if x.is_nan() {
                return f64::NAN;
            }
            let bits = k.semantics().from_f64(x);
            float_value(k, bits)
        }
    }
}

/// The value of encoding `bits` of format `k`.
pub fn float_value(k: FloatKind, bits: u128) -> f64 {
    if let Some(v) = ir::constant::to_f64(k, bits) {
        return v;
    }
    match k.semantics().decode(bits) {
        ir::float::Decoded::Zero { neg } => {
            if neg {
                -0.0
            } else {
                0.0
            }
        }
        ir::float::Decoded::Inf { neg } => {
            if neg {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            }
        }
        ir::float::Decoded::NaN => f64::NAN,
        ir::float::Decoded::Finite { neg, exp, sig } => {
            let p = k.semantics().precision as i32;
            let s: f64 = sig.to_string().parse().unwrap_or(0.0);
            let v = s * 2f64.powi(exp - (p - 1));
            if neg {
                -v
            } else {
                v
            }
        }
    }
}

/// The elements.
#[derive(Clone, Debug, PartialEq)]
pub enum Data {
    /// `i1` and integers.
    I(Vec<i128>),
    /// Floats.
    F(Vec<f64>),
    /// Complex numbers (re, im).
    C(Vec<(f64, f64)>),
}

impl Data {
    /// The number of elements.
    pub fn len(&self) -> usize {
        match self {
            Data::I(v) => v.len(),
            Data::F(v) => v.len(),
            Data::C(v) => v.len(),
        }
    }
    /// Whether there are no elements.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The elements at `idx`, in order.
    pub fn pick(&self, idx: impl Iterator<Item = usize>) -> Data {
        match self {
            Data::I(v) => Data::I(idx.map(|i| v[i]).collect()),
            Data::F(v) => Data::F(idx.map(|i| v[i]).collect()),
            Data::C(v) => Data::C(idx.map(|i| v[i]).collect()),
        }
    }
}

/// A dense row-major array.
#[derive(Clone, Debug, PartialEq)]
pub struct Array {
    pub shape: Vec<usize>,
    pub elem: Elem,
    pub data: Data,
}

/// Row-major strides.
pub fn strides(shape: &[usize]) -> Vec<usize> {
    crate::tensor::strides(shape)
}

impl Array {
    /// An array, checking the element count.
    pub fn new(shape: Vec<usize>, elem: Elem, data: Data) -> KResult<Array> {
        let n = numel_of(&shape)?;
        if data.len() != n {
            bail!("{} elements for shape {shape:?}", data.len());
        }
        Ok(Array { shape, elem, data })
    }
    /// Every element `x` (of the storage class `elem` takes).
    pub fn full(shape: Vec<usize>, elem: Elem, x: &Data) -> KResult<Array> {
        let n = numel_of(&shape)?;
        let data = match x {
            Data::I(v) => Data::I(vec![v[0]; n]),
            Data::F(v) => Data::F(vec![v[0]; n]),
            Data::C(v) => Data::C(vec![v[0]; n]),
        };
        Ok(Array { shape, elem, data })
    }
    /// The number of elements.
    pub fn numel(&self) -> usize {
        self.data.len()
    }
    /// The rank.
    pub fn rank(&self) -> usize {
        self.shape.len()
    }
    /// Integer elements (`i1` and integers).
    pub fn ints(&self) -> KResult<&[i128]> {
        match &self.data {
            Data::I(v) => Ok(v),
            _ => bail!("expected integer elements"),
        }
    }
    /// Float elements.
    pub fn floats(&self) -> KResult<&[f64]> {
        match &self.data {
            Data::F(v) => Ok(v),
            _ => bail!("expected float elements"),
        }
    }
    /// Element `i` as a float (integers converted).
    pub fn get_f64(&self, i: usize) -> f64 {
        match &self.data {
            Data::I(v) => v[i] as f64,
            Data::F(v) => v[i],
            Data::C(v) => v[i].0,
        }
    }
    /// Element `i` as an integer (floats truncated).
    pub fn get_int(&self, i: usize) -> i128 {
        match &self.data {
            Data::I(v) => v[i],
            Data::F(v) => v[i] as i128,
            Data::C(v) => v[i].0 as i128,
        }
    }
    /// The same elements in another shape (same count).
    pub fn reshaped(&self, shape: Vec<usize>) -> KResult<Array> {
        Array::new(shape, self.elem, self.data.clone())
    }
    /// From a torch-level tensor.
    pub fn from_tensor(t: &Tensor) -> Array {
        let elem = Elem::of_dtype(t.dtype());
        let data = match t.storage() {
            Storage::F(v) => Data::F(v.clone()),
            Storage::I(v) => Data::I(v.iter().map(|&x| x as i128).collect()),
            Storage::B(v) => Data::I(v.iter().map(|&x| x as i128).collect()),
        };
        Array {
            shape: t.shape().to_vec(),
            elem,
            data,
        }
    }
    /// To a torch-level tensor, if its dtype can hold the elements.
    pub fn to_tensor(&self) -> KResult<Tensor> {
        let Some(d) = self.elem.dtype() else {
            bail!("element type {:?} has no host tensor form", self.elem);
        };
        let storage = match (&self.data, d) {
            (Data::I(v), DType::Bool) => Storage::B(v.iter().map(|&x| x != 0).collect()),
            (Data::I(v), _) => Storage::I(v.iter().map(|&x| x as i64).collect()),
            (Data::F(v), _) => Storage::F(v.clone()),
            (Data::C(_), _) => bail!("complex arrays have no host tensor form"),
        };
        Tensor::new(self.shape.clone(), d, storage)
    }
    /// A constant from an elements attribute.
    pub fn from_attr(ctx: &Context, a: Attribute) -> KResult<Array> {
        match ctx.attr_kind(a) {
            AttrKind::DenseElements { ty, data } => {
                let (shape, elem_ty) = crate::elements::tensor_shape(ctx, *ty)?;
                let elem = Elem::of(ctx, elem_ty)?;
                let n = numel_of(&shape)?;
                let slot_ty = match ctx.type_kind(elem_ty) {
                    TypeKind::Complex(inner) => *inner,
                    _ => elem_ty,
                };
                let size = storage_bytes(ctx, slot_ty).unwrap_or(1);
                let per = if matches!(elem, Elem::Complex(_)) {
                    2
                } else {
                    1
                };
                let stride = size * per;
                let splat = data.splat || (data.raw.len() == stride && n != 1);
                let count = if splat { 1 } else { n };
                if data.raw.len() < count * stride {
                    bail!("elements attribute is shorter than its type");
                }
                let at = |i: usize| &data.raw[i * stride..(i + 1) * stride];
                let idx = |i: usize| if splat { 0 } else { i };
                let d = match elem {
                    Elem::Bool => Data::I((0..n).map(|i| (at(idx(i))[0] & 1) as i128).collect()),
                    Elem::Int { width, signed } => Data::I(
                        (0..n)
                            .map(|i| {
                                let b = read_int(at(idx(i)), width, signed);
                                elem.wrap(i128::try_from(&b).unwrap_or(0))
                            })
                            .collect(),
                    ),
                    Elem::Float(k) => Data::F(
                        (0..n)
                            .map(|i| float_value(k, read_float_bits(at(idx(i)))))
                            .collect(),
                    ),
                    Elem::Complex(k) => Data::C(
                        (0..n)
                            .map(|i| {
                                let s = at(idx(i));
                                (
                                    float_value(k, read_float_bits(&s[..size])),
                                    float_value(k, read_float_bits(&s[size..])),
                                )
                            })
                            .collect(),
                    ),
                };
                Array::new(shape, elem, d)
            }
            AttrKind::DenseResource { .. } => {
                let t = crate::elements::attr_tensor(ctx, ctx.attr_kind(a))?;
                Ok(Array::from_tensor(&t))
            }
            _ => bail!("expected a dense elements attribute"),
        }
    }
    /// The element at a multi-index.
    pub fn offset(&self, idx: &[usize]) -> usize {
        let st = strides(&self.shape);
        idx.iter().zip(&st).map(|(i, s)| i * s).sum()
    }
}

/// Calls `f` with every multi-index of `shape` in row-major order.
pub fn for_each_index(shape: &[usize], mut f: impl FnMut(&[usize])) {
    if shape.contains(&0) {
        return;
    }
    let mut idx = vec![0usize; shape.len()];
    loop {
        f(&idx);
        let mut d = shape.len();
        loop {
            if d == 0 {
                return;
            }
            d -= 1;
            idx[d] += 1;
            if idx[d] < shape[d] {
                break;
            }
            idx[d] = 0;
        }
    }
}
