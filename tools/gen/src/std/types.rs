//! The types of the standard-dialect generator: scalars, vectors, tensors
//! and memrefs, their MLIR spelling, and the random choice of types.

use super::Gen;
use std::fmt;

/// An element (or scalar) type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Elem {
    /// Signless integer of the given width.
    I(u32),
    /// `index`.
    Index,
    /// A float type by name: `f16`, `bf16`, `f32`, `f64`.
    F(&'static str),
}

impl Elem {
    /// Bit width (index counts as 64).
    pub fn bits(&self) -> u32 {
        match self {
            Elem::I(w) => *w,
            Elem::Index => 64,
            Elem::F(n) => match *n {
                "f16" | "bf16" => 16,
                "f32" => 32,
                _ => 64,
            },
        }
    }
    /// Signless integer (not index).
    pub fn is_int(&self) -> bool {
        matches!(self, Elem::I(_))
    }
    /// Float type.
    pub fn is_float(&self) -> bool {
        matches!(self, Elem::F(_))
    }
}

impl fmt::Display for Elem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Elem::I(w) => write!(f, "i{w}"),
            Elem::Index => write!(f, "index"),
            Elem::F(n) => write!(f, "{n}"),
        }
    }
}

/// A value type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ty {
    /// A scalar.
    S(Elem),
    /// `vector<AxBxE>` (static, non-scalable, rank >= 1).
    Vector(Vec<u64>, Elem),
    /// `tensor<...>`; `None` dims are dynamic.
    Tensor(Vec<Option<u64>>, Elem),
    /// `memref<...>` with an optional layout spelled as text.
    MemRef(Vec<Option<u64>>, Elem, Option<String>),
}

fn dims(f: &mut fmt::Formatter<'_>, d: &[Option<u64>]) -> fmt::Result {
    for x in d {
        match x {
            Some(n) => write!(f, "{n}x")?,
            None => write!(f, "?x")?,
        }
    }
    Ok(())
}

impl fmt::Display for Ty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ty::S(e) => write!(f, "{e}"),
            Ty::Vector(s, e) => {
                write!(f, "vector<")?;
                for x in s {
                    write!(f, "{x}x")?;
                }
                write!(f, "{e}>")
            }
            Ty::Tensor(s, e) => {
                write!(f, "tensor<")?;
                dims(f, s)?;
                write!(f, "{e}>")
            }
            Ty::MemRef(s, e, l) => {
                write!(f, "memref<")?;
                dims(f, s)?;
                write!(f, "{e}")?;
                if let Some(l) = l {
                    write!(f, ", {l}")?;
                }
                write!(f, ">")
            }
        }
    }
}

impl Ty {
    /// The element type.
    pub fn elem(&self) -> &Elem {
        match self {
            Ty::S(e) | Ty::Vector(_, e) | Ty::Tensor(_, e) | Ty::MemRef(_, e, _) => e,
        }
    }
    /// Same container and shape, another element type.
    pub fn with_elem(&self, e: Elem) -> Ty {
        match self {
            Ty::S(_) => Ty::S(e),
            Ty::Vector(s, _) => Ty::Vector(s.clone(), e),
            Ty::Tensor(s, _) => Ty::Tensor(s.clone(), e),
            Ty::MemRef(s, _, l) => Ty::MemRef(s.clone(), e, l.clone()),
        }
    }
    /// Static shape of a tensor (all dims known).
    pub fn static_shape(&self) -> Option<Vec<u64>> {
        match self {
            Ty::Tensor(s, _) | Ty::MemRef(s, _, _) => s.iter().copied().collect(),
            Ty::Vector(s, _) => Some(s.clone()),
            Ty::S(_) => None,
        }
    }
    /// Shaped dims (scalars: empty).
    pub fn dims(&self) -> Vec<Option<u64>> {
        match self {
            Ty::Tensor(s, _) | Ty::MemRef(s, _, _) => s.clone(),
            Ty::Vector(s, _) => s.iter().map(|&x| Some(x)).collect(),
            Ty::S(_) => vec![],
        }
    }
}

/// Integer widths used for data.
pub const INT_WIDTHS: &[u32] = &[1, 8, 16, 32, 64];
/// Float types used for data.
pub const FLOATS: &[&str] = &["f16", "bf16", "f32", "f64"];

impl Gen {
    /// A random integer element type (no i1 unless `bool_ok`).
    pub fn int_elem(&mut self, bool_ok: bool) -> Elem {
        loop {
            let w = *self.rng.pick(&[8, 16, 32, 32, 64, 1]);
            if w != 1 || bool_ok {
                return Elem::I(w);
            }
        }
    }
    /// A random float element type (f32 most often).
    pub fn float_elem(&mut self) -> Elem {
        Elem::F(
            *self
                .rng
                .pick(&["f32", "f32", "f32", "f16", "bf16", "f64", "f64"]),
        )
    }
    /// A random int, index or float element.
    pub fn num_elem(&mut self) -> Elem {
        // Mostly the module's palette, so values get reused.
        if !self.pal_elems.is_empty() && self.rng.chance(3, 4) {
            let i = self.rng.index(self.pal_elems.len());
            return self.pal_elems[i].clone();
        }
        match self.rng.below(7) {
            0..=2 => self.int_elem(false),
            3 => Elem::Index,
            _ => self.float_elem(),
        }
    }
    /// A small static shape of rank 1..=3.
    pub fn shape(&mut self) -> Vec<u64> {
        if !self.pal_shapes.is_empty() && self.rng.chance(3, 4) {
            let i = self.rng.index(self.pal_shapes.len());
            return self.pal_shapes[i].clone();
        }
        let rank = 1 + self.rng.weighted(&[4, 4, 1]);
        (0..rank)
            .map(|_| *self.rng.pick(&[1, 2, 3, 4, 4, 8]))
            .collect()
    }
    /// A tensor shape, sometimes with dynamic dims.
    pub fn tensor_dims(&mut self) -> Vec<Option<u64>> {
        let s = self.shape();
        s.into_iter()
            .map(|d| {
                if self.has("tensor") && self.rng.chance(1, 6) {
                    None
                } else {
                    Some(d)
                }
            })
            .collect()
    }
    /// A random type for an elementwise op on element `e`: scalar, vector
    /// or tensor.
    pub fn container_of(&mut self, e: Elem) -> Ty {
        match self.rng.below(8) {
            0..=4 => Ty::S(e),
            5 | 6 if e != Elem::Index || true => {
                let s = self.shape();
                Ty::Vector(s, e)
            }
            _ => {
                let d = self.tensor_dims();
                Ty::Tensor(d, e)
            }
        }
    }
    /// Spelling of a type: usually the type itself, sometimes an alias
    /// `!name` declared at the top of the module.
    pub fn ty(&mut self, t: &Ty) -> String {
        let text = t.to_string();
        if !matches!(t, Ty::S(_)) && self.use_aliases && self.rng.chance(1, 4) {
            if let Some((n, _)) = self.aliases.iter().find(|(_, v)| *v == text) {
                return n.clone();
            }
            let base: String = match t {
                Ty::Vector(..) => "vec".into(),
                Ty::Tensor(..) => "tensor".into(),
                Ty::MemRef(..) => "buf".into(),
                Ty::S(_) => "s".into(),
            };
            let n = format!("!{}{}", base, self.aliases.len());
            self.aliases.push((n.clone(), text));
            return n;
        }
        text
    }
}
