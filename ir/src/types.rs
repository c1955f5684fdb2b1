//! Types: uniqued in the [`Context`](crate::Context) and named by the
//! `Copy` handle [`Type`]; equal types have equal handles.

use crate::attributes::Attribute;
use crate::float::FloatKind;
use crate::intern::Ident;

crate::entity! {
    /// A uniqued type.
    Type
}

/// Marker for a dynamic dimension (`?`), as MLIR's `ShapedType::kDynamic`.
pub const DYNAMIC: i64 = i64::MIN;

/// Signedness of an integer type.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    /// `iN`
    Signless,
    /// `siN`
    Signed,
    /// `uiN`
    Unsigned,
}

/// What a type is.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeKind {
    /// `i32`, `si8`, `ui1024`.
    Integer { width: u32, signedness: Signedness },
    /// `index`.
    Index,
    /// `f32`, `bf16`, `f8E4M3FN`, ...
    Float(FloatKind),
    /// `complex<f32>`.
    Complex(Type),
    /// `tensor<2x?xf32, #enc>`.
    RankedTensor {
        shape: Box<[i64]>,
        elem: Type,
        encoding: Option<Attribute>,
    },
    /// `tensor<*xf32>`.
    UnrankedTensor { elem: Type },
    /// `memref<4x?xf32, strided<[?, 1]>, 1>`.
    MemRef {
        shape: Box<[i64]>,
        elem: Type,
        layout: Option<Attribute>,
        space: Option<Attribute>,
    },
    /// `memref<*xf32, 1>`.
    UnrankedMemRef {
        elem: Type,
        space: Option<Attribute>,
    },
    /// `vector<[4]x8xf32>`: `scalable[i]` marks `[n]` dimensions.
    Vector {
        shape: Box<[i64]>,
        scalable: Box<[bool]>,
        elem: Type,
    },
    /// `tuple<i32, f32>`.
    Tuple(Box<[Type]>),
    /// `(i32) -> (f32, f32)`.
    Function {
        inputs: Box<[Type]>,
        results: Box<[Type]>,
    },
    /// `none`.
    None,
    /// A type of a dialect this context does not know: `!foo.bar<...>`
    /// or `!foo<"...">`; `data` is kept verbatim (`bar<...>`, `"..."`).
    Opaque { dialect: Ident, data: Box<str> },
}

impl TypeKind {
    /// Element type of a shaped type (tensor, memref, vector).
    pub fn element_type(&self) -> Option<Type> {
        match self {
            TypeKind::RankedTensor { elem, .. }
            | TypeKind::UnrankedTensor { elem }
            | TypeKind::MemRef { elem, .. }
            | TypeKind::UnrankedMemRef { elem, .. }
            | TypeKind::Vector { elem, .. } => Some(*elem),
            _ => None,
        }
    }
    /// Static shape of a ranked shaped type.
    pub fn shape(&self) -> Option<&[i64]> {
        match self {
            TypeKind::RankedTensor { shape, .. }
            | TypeKind::MemRef { shape, .. }
            | TypeKind::Vector { shape, .. } => Some(shape),
            _ => None,
        }
    }
}

/// numpy's broadcast of two static shapes (aligned at the right, an
/// extent of 1 stretching), or `None` where they do not broadcast.
pub fn broadcast_shapes(a: &[i64], b: &[i64]) -> Option<Vec<i64>> {
    let n = a.len().max(b.len());
    (0..n)
        .map(|i| {
            let x = if i + a.len() >= n {
                a[i + a.len() - n]
            } else {
                1
            };
            let y = if i + b.len() >= n {
                b[i + b.len() - n]
            } else {
                1
            };
            match (x, y) {
                (1, d) | (d, 1) => Some(d),
                (p, q) if p == q => Some(p),
                _ => None,
            }
        })
        .collect()
}
