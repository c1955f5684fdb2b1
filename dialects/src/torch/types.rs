//! Torch types as torch-mlir spells them. The context keeps them opaque
//! (`!torch.vtensor<[2,?],f32>` is dialect `torch`, data
//! `vtensor<[2,?],f32>`); [`TorchType::of`] reads one into a value that the
//! shape rules and the interpreter can work with, and [`TorchType::spell`]
//! writes it back in the same spelling.

use ir::{Context, Type, TypeKind};

/// A tensor element type (torch-mlir's dtype spelling: `f32`, `si64`, `i1`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DType {
    F16,
    BF16,
    F32,
    F64,
    /// `i1`: PyTorch's bool.
    Bool,
    /// `ui8`
    U8,
    /// `si8`
    I8,
    /// `si16`
    I16,
    /// `si32`
    I32,
    /// `si64`
    I64,
    /// `ui16` (torch.uint16: few ops; JAX's and StableHLO's unsigned types)
    U16,
    /// `ui32` (torch.uint32; JAX's PRNG keys and hashes)
    U32,
}

impl DType {
    /// The dtype spelled `s`.
    pub fn parse(s: &str) -> Option<DType> {
        Some(match s {
            "f16" => DType::F16,
            "bf16" => DType::BF16,
            "f32" => DType::F32,
            "f64" => DType::F64,
            "i1" => DType::Bool,
            "ui8" => DType::U8,
            "si8" => DType::I8,
            "si16" => DType::I16,
            "si32" => DType::I32,
            "si64" => DType::I64,
            "ui16" => DType::U16,
            "ui32" => DType::U32,
            _ => return None,
        })
    }
    /// torch-mlir's spelling.
    pub fn name(self) -> &'static str {
        match self {
            DType::F16 => "f16",
            DType::BF16 => "bf16",
            DType::F32 => "f32",
            DType::F64 => "f64",
            DType::Bool => "i1",
            DType::U8 => "ui8",
            DType::I8 => "si8",
            DType::I16 => "si16",
            DType::I32 => "si32",
            DType::I64 => "si64",
            DType::U16 => "ui16",
            DType::U32 => "ui32",
        }
    }
    /// Whether the dtype is a floating-point type.
    pub fn is_float(self) -> bool {
        matches!(self, DType::F16 | DType::BF16 | DType::F32 | DType::F64)
    }
    /// PyTorch's `ScalarType` code (`torch.float32` is 6), which the
    /// importer passes as the `dtype` int of `_to_copy`, `arange`, `full`.
    pub fn from_scalar_type(code: i64) -> Option<DType> {
        Some(match code {
            0 => DType::U8,
            1 => DType::I8,
            2 => DType::I16,
            3 => DType::I32,
            4 => DType::I64,
            5 => DType::F16,
            6 => DType::F32,
            7 => DType::F64,
            11 => DType::Bool,
            15 => DType::BF16,
            27 => DType::U16,
            28 => DType::U32,
            _ => return None,
        })
    }
    /// The inverse of [`DType::from_scalar_type`].
    pub fn scalar_type(self) -> i64 {
        match self {
            DType::U8 => 0,
            DType::I8 => 1,
            DType::I16 => 2,
            DType::I32 => 3,
            DType::I64 => 4,
            DType::F16 => 5,
            DType::F32 => 6,
            DType::F64 => 7,
            DType::Bool => 11,
            DType::BF16 => 15,
            DType::U16 => 27,
            DType::U32 => 28,
        }
    }
}

/// A dimension: known, or `?`.
pub type Dim = Option<i64>;

/// A torch type, read from its spelling.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TorchType {
    /// `vtensor<[2,?],f32>` (`value`), `tensor<...>`; shape `None` is
    /// unranked (`*` or absent), dtype `None` unknown (`unk` or absent).
    Tensor {
        value: bool,
        shape: Option<Vec<Dim>>,
        dtype: Option<DType>,
    },
    Int,
    Float,
    Bool,
    Str,
    None,
    Number,
    Device,
    Generator,
    Any,
    List(Box<TorchType>),
    Optional(Box<TorchType>),
    Tuple(Vec<TorchType>),
    Union(Vec<TorchType>),
    /// A torch type this module has no model for (kept as spelled).
    Other(String),
}

impl TorchType {
    /// The torch type `t` is, if it is one.
    pub fn of(ctx: &Context, t: Type) -> Option<TorchType> {
        match ctx.type_kind(t) {
            TypeKind::Opaque { dialect, data } if ctx.str(*dialect) == "torch" => {
                Some(TorchType::parse(data))
            }
            _ => None,
        }
    }

    /// Reads the spelling after `!torch.`; never fails (unknown spellings
    /// are [`TorchType::Other`]).
    pub fn parse(s: &str) -> TorchType {
        let mut p = Spell {
            s: s.as_bytes(),
            i: 0,
        };
        match p.ty() {
            Some(t) if p.i == p.s.len() => t,
            _ => TorchType::Other(s.to_string()),
        }
    }

    /// The spelling after `!torch.`, as torch-mlir prints it.
    pub fn spell(&self) -> String {
        match self {
            TorchType::Tensor {
                value,
                shape,
                dtype,
            } => {
                let base = if *value { "vtensor" } else { "tensor" };
                if shape.is_none() && dtype.is_none() {
                    return base.to_string();
                }
                let shape = match shape {
                    None => "*".to_string(),
                    Some(dims) => {
                        let d: Vec<String> = dims
                            .iter()
                            .map(|d| d.map_or("?".to_string(), |n| n.to_string()))
                            .collect();
                        format!("[{}]", d.join(","))
                    }
                };
                let dtype = dtype.map_or("unk", |d| d.name());
                format!("{base}<{shape},{dtype}>")
            }
            TorchType::Int => "int".into(),
            TorchType::Float => "float".into(),
            TorchType::Bool => "bool".into(),
            TorchType::Str => "str".into(),
            TorchType::None => "none".into(),
            TorchType::Number => "number".into(),
            TorchType::Device => "Device".into(),
            TorchType::Generator => "Generator".into(),
            TorchType::Any => "any".into(),
            TorchType::List(t) => format!("list<{}>", t.spell()),
            TorchType::Optional(t) => format!("optional<{}>", t.spell()),
            TorchType::Tuple(v) => format!("tuple<{}>", join(v)),
            TorchType::Union(v) => format!("union<{}>", join(v)),
            TorchType::Other(s) => s.clone(),
        }
    }

    /// The type in `ctx`.
    pub fn to_type(&self, ctx: &mut Context) -> Type {
        let dialect = ctx.ident("torch");
        ctx.ty(TypeKind::Opaque {
            dialect,
            data: self.spell().into(),
        })
    }

    /// A value tensor of known shape and dtype.
    pub fn vtensor(shape: &[i64], dtype: DType) -> TorchType {
        TorchType::Tensor {
            value: true,
            shape: Some(shape.iter().map(|&d| Some(d)).collect()),
            dtype: Some(dtype),
        }
    }

    /// The shape, when every dimension is known.
    pub fn static_shape(&self) -> Option<Vec<i64>> {
        match self {
            TorchType::Tensor { shape: Some(s), .. } => s.iter().copied().collect(),
            _ => None,
        }
    }

    /// Whether this is a tensor type.
    pub fn is_tensor(&self) -> bool {
        matches!(self, TorchType::Tensor { .. })
    }
}

fn join(v: &[TorchType]) -> String {
    v.iter().map(|t| t.spell()).collect::<Vec<_>>().join(", ")
}

/// A cursor over a spelling.
struct Spell<'a> {
    s: &'a [u8],
    i: usize,
}

impl Spell<'_> {
    fn eat(&mut self, c: u8) -> bool {
        if self.s.get(self.i) == Some(&c) {
            self.i += 1;
            true
        } else {
            false
        }
    }
    fn spaces(&mut self) {
        while self.s.get(self.i) == Some(&b' ') {
            self.i += 1;
        }
    }
    fn word(&mut self) -> &str {
        let start = self.i;
        while self
            .s
            .get(self.i)
            .is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_' || *c == b'.')
        {
            self.i += 1;
        }
        std::str::from_utf8(&self.s[start..self.i]).unwrap_or("")
    }
    fn ty(&mut self) -> Option<TorchType> {
        let w = self.word().to_string();
        Some(match w.as_str() {
            "vtensor" | "tensor" => self.tensor(w == "vtensor")?,
            "int" => TorchType::Int,
            "float" => TorchType::Float,
            "bool" => TorchType::Bool,
            "str" => TorchType::Str,
            "none" => TorchType::None,
            "number" => TorchType::Number,
            "Device" => TorchType::Device,
            "Generator" => TorchType::Generator,
            "any" => TorchType::Any,
            "list" | "optional" => {
                if !self.eat(b'<') {
                    return None;
                }
                let inner = self.ty()?;
                if !self.eat(b'>') {
                    return None;
                }
                if w == "list" {
                    TorchType::List(Box::new(inner))
                } else {
                    TorchType::Optional(Box::new(inner))
                }
            }
            "tuple" | "union" => {
                if !self.eat(b'<') {
                    return None;
                }
                let mut v = Vec::new();
                if !self.eat(b'>') {
                    loop {
                        self.spaces();
                        v.push(self.ty()?);
                        if self.eat(b'>') {
                            break;
                        }
                        if !self.eat(b',') {
                            return None;
                        }
                    }
                }
                if w == "tuple" {
                    TorchType::Tuple(v)
                } else {
                    TorchType::Union(v)
                }
            }
            _ => return None,
        })
    }
    fn tensor(&mut self, value: bool) -> Option<TorchType> {
        if !self.eat(b'<') {
            return Some(TorchType::Tensor {
                value,
                shape: None,
                dtype: None,
            });
        }
        let shape = if self.eat(b'*') {
            None
        } else {
            if !self.eat(b'[') {
                return None;
            }
            let mut dims = Vec::new();
            if !self.eat(b']') {
                loop {
                    if self.eat(b'?') {
                        dims.push(None);
                    } else {
                        let w = self.word();
                        dims.push(Some(w.parse::<i64>().ok()?));
                    }
                    if self.eat(b']') {
                        break;
                    }
                    if !self.eat(b',') {
                        return None;
                    }
                }
            }
            Some(dims)
        };
        if !self.eat(b',') {
            return None;
        }
        let w = self.word();
        let dtype = if w == "unk" {
            None
        } else {
            Some(DType::parse(w)?)
        };
        if !self.eat(b'>') {
            return None;
        }
        Some(TorchType::Tensor {
            value,
            shape,
            dtype,
        })
    }
}

// ------------------------------------------------------------ type promotion

/// The storage class of a dtype.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Category {
    /// `torch.bool`.
    Bool,
    /// Integers.
    Int,
    /// Floating point.
    Float,
}

/// The category of `d`.
pub fn category(d: DType) -> Category {
    if d == DType::Bool {
        Category::Bool
    } else if d.is_float() {
        Category::Float
    } else {
        Category::Int
    }
}

fn int_bits(d: DType) -> u32 {
    match d {
        DType::U8 | DType::I8 => 8,
        DType::I16 | DType::U16 => 16,
        DType::I32 | DType::U32 => 32,
        _ => 64,
    }
}

/// `torch.promote_types(a, b)`.
pub fn promote_types(a: DType, b: DType) -> DType {
    use DType::*;
    if a == b {
        return a;
    }
    match (category(a), category(b)) {
        (Category::Bool, _) => b,
        (_, Category::Bool) => a,
        (Category::Float, Category::Float) => {
            let rank = |d| match d {
                F16 | BF16 => 16,
                F32 => 32,
                _ => 64,
            };
            if rank(a) == 16 && rank(b) == 16 {
                F32
            } else if rank(a) >= rank(b) {
                a
            } else {
                b
            }
        }
        (Category::Float, _) => a,
        (_, Category::Float) => b,
        _ => {
            // Two integer types: uint8 with int8 gives int16; otherwise the
            // wider signed type (uint8 is below every wider signed type).
            if (a == U8 && b == I8) || (a == I8 && b == U8) {
                I16
            } else if a == U8 {
                b
            } else if b == U8 {
                a
            } else if matches!(a, U16 | U32) != matches!(b, U16 | U32) {
                // A wider unsigned type with a signed one: the signed type
                // that holds both (PyTorch refuses most such promotions).
                let bits = int_bits(a).max(int_bits(b));
                let unsigned_bits = if matches!(a, U16 | U32) {
                    int_bits(a)
                } else {
                    int_bits(b)
                };
                if bits > unsigned_bits {
                    if matches!(a, U16 | U32) {
                        b
                    } else {
                        a
                    }
                } else if unsigned_bits >= 32 {
                    I64
                } else {
                    I32
                }
            } else if int_bits(a) >= int_bits(b) {
                a
            } else {
                b
            }
        }
    }
}

/// An operand of a PyTorch op as type promotion sees it.
#[derive(Copy, Clone, Debug)]
pub enum Participant {
    /// A tensor: its dtype and whether it is 0-d.
    Tensor {
        /// Its dtype.
        dtype: DType,
        /// Whether it has no dimensions (a 0-d tensor).
        zero_dim: bool,
    },
    /// A Python number (`!torch.int`, `!torch.float`, `!torch.bool`).
    Scalar(Category),
}

/// `torch.result_type` over the participants: tensors with dimensions
/// decide, then 0-d tensors, then Python numbers, each only when it is of a
/// higher category than what decides before it. A Python float never
/// raises a float tensor's dtype and is `float32` (the default dtype) over
/// integer tensors.
pub fn result_type(parts: &[Participant]) -> DType {
    let mut dim: Option<DType> = None;
    let mut zero: Option<DType> = None;
    let mut wrapped: Option<DType> = None;
    let up = |slot: &mut Option<DType>, d: DType| {
        *slot = Some(match *slot {
            None => d,
            Some(s) => promote_types(s, d),
        })
    };
    for p in parts {
        match *p {
            Participant::Tensor {
                dtype,
                zero_dim: false,
            } => up(&mut dim, dtype),
            Participant::Tensor {
                dtype,
                zero_dim: true,
            } => up(&mut zero, dtype),
            Participant::Scalar(c) => up(
                &mut wrapped,
                match c {
                    Category::Bool => DType::Bool,
                    Category::Int => DType::I64,
                    Category::Float => DType::F32,
                },
            ),
        }
    }
    let combine = |higher: Option<DType>, lower: Option<DType>| -> Option<DType> {
        match (higher, lower) {
            (None, l) => l,
            (h, None) => h,
            (Some(h), Some(l)) => {
                if h.is_float() {
                    Some(h)
                } else if h == DType::Bool || l.is_float() {
                    Some(promote_types(h, l))
                } else {
                    Some(h)
                }
            }
        }
    };
    combine(dim, combine(zero, wrapped)).unwrap_or(DType::F32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spellings_round_trip() {
        // Spellings from torch-mlir's printer (see test/torch/).
        for s in [
            "vtensor<[2,?,64],f32>",
            "vtensor<[],si64>",
            "vtensor<*,f32>",
            "vtensor<[?,3],unk>",
            "vtensor",
            "tensor<[2],bf16>",
            "list<int>",
            "list<vtensor<[2],f32>>",
            "optional<list<int>>",
            "tuple<vtensor<[2,3],f32>, int>",
            "Device",
        ] {
            assert_eq!(TorchType::parse(s).spell(), s);
            assert!(!matches!(TorchType::parse(s), TorchType::Other(_)), "{s}");
        }
        assert_eq!(
            TorchType::parse("vtensor<[2,?],i1>"),
            TorchType::Tensor {
                value: true,
                shape: Some(vec![Some(2), None]),
                dtype: Some(DType::Bool)
            }
        );
        assert!(matches!(
            TorchType::parse("vtensor<[2x3],f32>"),
            TorchType::Other(_)
        ));
        assert!(matches!(TorchType::parse("qint8"), TorchType::Other(_)));
    }
}

#[cfg(test)]
mod promotion_tests {
    use super::*;
    use DType::*;

    #[test]
    fn promotion() {
        assert_eq!(promote_types(U8, I8), I16);
        assert_eq!(promote_types(F16, BF16), F32);
        assert_eq!(promote_types(I64, F16), F16);
        assert_eq!(promote_types(Bool, I32), I32);
        let t = |d| Participant::Tensor {
            dtype: d,
            zero_dim: false,
        };
        let z = |d| Participant::Tensor {
            dtype: d,
            zero_dim: true,
        };
        // A Python float does not raise a half tensor.
        assert_eq!(
            result_type(&[t(F16), Participant::Scalar(Category::Float)]),
            F16
        );
        // ... but makes an int tensor float32.
        assert_eq!(
            result_type(&[t(I64), Participant::Scalar(Category::Float)]),
            F32
        );
        // A Python int does not widen an int32 tensor.
        assert_eq!(
            result_type(&[t(I32), Participant::Scalar(Category::Int)]),
            I32
        );
        // A 0-d f64 tensor does not raise an f32 tensor; a 0-d float does
        // raise an int tensor, to its own dtype.
        assert_eq!(result_type(&[t(F32), z(F64)]), F32);
        assert_eq!(result_type(&[t(I32), z(F64)]), F64);
        // Two 0-d tensors promote normally.
        assert_eq!(result_type(&[z(F32), z(F64)]), F64);
        assert_eq!(
            result_type(&[t(Bool), Participant::Scalar(Category::Int)]),
            I64
        );
    }
}
