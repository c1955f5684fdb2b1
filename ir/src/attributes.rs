//! Attributes: compile-time constant data, uniqued in the
//! [`Context`](crate::Context) and named by the `Copy` handle [`Attribute`].
//! Locations are attributes too (as in MLIR), see [`LocKind`].

use crate::affine::{AffineMap, IntegerSet};
use crate::intern::Ident;
use crate::types::Type;
use num_bigint::BigInt;

crate::entity! {
    /// A uniqued attribute.
    Attribute
}

/// An integer of any width, held as its mathematical value in the range
/// its type allows (signed for signless and signed types).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum IntValue {
    /// Values that fit in an `i64` (the common case, no allocation).
    Small(i64),
    /// Wider values (boxed to keep attributes small).
    Big(Box<BigInt>),
}

impl IntValue {
    /// Builds the canonical representation of `v`.
    pub fn from_big(v: BigInt) -> IntValue {
        match i64::try_from(&v) {
            Ok(s) => IntValue::Small(s),
            Err(_) => IntValue::Big(Box::new(v)),
        }
    }
    /// The value as a big integer.
    pub fn to_big(&self) -> BigInt {
        match self {
            IntValue::Small(v) => BigInt::from(*v),
            IntValue::Big(b) => (**b).clone(),
        }
    }
    /// The value if it fits an `i64`.
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            IntValue::Small(v) => Some(*v),
            IntValue::Big(_) => None,
        }
    }
}

/// A 128-bit float encoding stored as two words, so attributes need only
/// 8-byte alignment.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct FloatBits([u64; 2]);

impl FloatBits {
    /// The encoding.
    #[inline]
    pub fn get(self) -> u128 {
        (self.0[1] as u128) << 64 | self.0[0] as u128
    }
}

impl From<u128> for FloatBits {
    fn from(v: u128) -> FloatBits {
        FloatBits([v as u64, (v >> 64) as u64])
    }
}

impl std::fmt::Display for IntValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            IntValue::Small(v) => write!(f, "{v}"),
            IntValue::Big(v) => write!(f, "{v}"),
        }
    }
}

/// What a location is (MLIR's `LocationAttr` kinds).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum LocKind {
    /// `loc(unknown)`.
    Unknown,
    /// `loc("file":line:col)`.
    FileLineCol { file: Ident, line: u32, col: u32 },
    /// `loc("file":l1:c1 to l2:c2)`; `end_line == start_line` prints `to :c2`.
    FileRange {
        file: Ident,
        line: u32,
        col: u32,
        end_line: u32,
        end_col: u32,
    },
    /// `loc("name")` or `loc("name"(child))`.
    Name {
        name: Ident,
        child: Option<Attribute>,
    },
    /// `loc(callsite(callee at caller))`.
    CallSite {
        callee: Attribute,
        caller: Attribute,
    },
    /// `loc(fused<metadata>[a, b])`.
    Fused {
        locs: Box<[Attribute]>,
        metadata: Option<Attribute>,
    },
}

/// Element storage of a dense elements attribute: one little-endian
/// two's-complement slot of `ceil(bits / 8)` bytes per scalar (complex
/// numbers take two), as MLIR lays them out, except that `i1` uses a byte
/// per element rather than a bit.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct DenseData {
    /// The scalars; a single element when `splat`.
    pub raw: Box<[u8]>,
    /// All elements equal the one stored element.
    pub splat: bool,
}

/// What an attribute is.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrKind {
    /// `unit`.
    Unit,
    /// `true` / `false`.
    Bool(bool),
    /// `42 : i32`.
    Integer { ty: Type, value: IntValue },
    /// `1.5 : f32`; `bits` is the encoding in the type's format.
    Float { ty: Type, bits: FloatBits },
    /// `"text"` or `"text" : type`.
    String { value: Box<[u8]>, ty: Option<Type> },
    /// A type used as an attribute.
    Type(Type),
    /// `[a, b]`.
    Array(Box<[Attribute]>),
    /// `{a = 1, b}`: entries sorted by name.
    Dictionary(Box<[(Ident, Attribute)]>),
    /// `@root::@nested`.
    SymbolRef { root: Ident, nested: Box<[Ident]> },
    /// `dense<...> : tensor<...>` of integers, floats or complex numbers.
    DenseElements { ty: Type, data: DenseData },
    /// `dense<["a", "b"]> : tensor<2x!foo.s>`.
    DenseStrings {
        ty: Type,
        values: Box<[Box<[u8]>]>,
        splat: bool,
    },
    /// `dense_resource<key> : tensor<...>`.
    DenseResource { ty: Type, key: Ident },
    /// `sparse<indices, values> : tensor<...>`.
    Sparse {
        ty: Type,
        indices: Attribute,
        values: Attribute,
    },
    /// `array<i32: 1, 2>`: one storage slot per element as in [`DenseData`].
    DenseArray {
        elem: Type,
        count: u32,
        raw: Box<[u8]>,
    },
    /// `affine_map<...>` (boxed: rare and large).
    AffineMap(Box<AffineMap>),
    /// `affine_set<...>`.
    IntegerSet(Box<IntegerSet>),
    /// `strided<[s0, s1], offset: o>`.
    Strided { strides: Box<[i64]>, offset: i64 },
    /// A location.
    Location(LocKind),
    /// An attribute of a dialect this context does not know:
    /// `#foo.bar<...>` or `#foo<...>`; `data` kept verbatim.
    Opaque { dialect: Ident, data: Box<str> },
    /// `distinct[id]<referenced>`.
    Distinct { id: u64, referenced: Attribute },
}
