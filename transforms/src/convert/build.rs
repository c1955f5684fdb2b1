//! What the conversions build with: a [`Builder`] appending ops made by
//! the dialects' generated `build` functions to a block, each at the
//! location of what it comes from (MLIR's `OpBuilder` with an insertion
//! point and `ImplicitLocOpBuilder`'s location), and the types and
//! attributes they take.

use ir::dense_array::from_i64s;
use ir::{AttrKind, Attribute, Block, Context, IntValue, Type, TypeKind, TypedOp, Value};

/// Appends ops at the end of `block`, each at `loc`.
pub struct Builder<'c> {
    pub ctx: &'c mut Context,
    pub block: Block,
    pub loc: Attribute,
}

impl<'c> Builder<'c> {
    /// A builder appending to `block` at `loc`.
    pub fn new(ctx: &'c mut Context, block: Block, loc: Attribute) -> Self {
        Builder { ctx, block, loc }
    }

    /// Appends the op `make` builds (a generated `XOp::build`, given the
    /// context and the location).
    pub fn add<T: TypedOp>(&mut self, make: impl FnOnce(&mut Context, Attribute) -> T) -> T {
        let op = make(self.ctx, self.loc);
        self.ctx.append_op(self.block, op.op());
        op
    }

    /// The first result of the op `make` builds, appended.
    pub fn value<T: TypedOp>(&mut self, make: impl FnOnce(&mut Context, Attribute) -> T) -> Value {
        let op = self.add(make).op();
        self.ctx.result(op, 0)
    }

    /// Runs `f` with ops going to `block` at `loc`, then returns to where
    /// they went before.
    pub fn within<R>(&mut self, block: Block, loc: Attribute, f: impl FnOnce(&mut Self) -> R) -> R {
        let (b, l) = (self.block, self.loc);
        self.block = block;
        self.loc = loc;
        let r = f(self);
        self.block = b;
        self.loc = l;
        r
    }

    /// Runs `f` with ops at `loc`.
    pub fn at<R>(&mut self, loc: Attribute, f: impl FnOnce(&mut Self) -> R) -> R {
        let b = self.block;
        self.within(b, loc, f)
    }

    /// `index`.
    pub fn index_ty(&mut self) -> Type {
        self.ctx.ty(TypeKind::Index)
    }

    /// `arith.constant n : index`.
    pub fn index(&mut self, n: i64) -> Value {
        let t = self.index_ty();
        let a = int_attr(self.ctx, t, n);
        self.value(|ctx, loc| dialects::arith::ops::ConstantOp::build(ctx, t, a, loc))
    }

    /// An `array<i64: ...>`.
    pub fn i64s(&mut self, v: &[i64]) -> Attribute {
        from_i64s(self.ctx, 64, v)
    }
}

/// An integer attribute `n : ty`.
pub fn int_attr(ctx: &mut Context, ty: Type, n: i64) -> Attribute {
    ctx.attr(AttrKind::Integer {
        ty,
        value: IntValue::Small(n),
    })
}

/// A string attribute.
pub fn str_attr(ctx: &mut Context, s: &str) -> Attribute {
    ctx.attr(AttrKind::String {
        value: s.as_bytes().into(),
        ty: None,
    })
}

/// `tensor<shape x elem>`.
pub fn tensor_ty(ctx: &mut Context, shape: &[i64], elem: Type) -> Type {
    ctx.ty(TypeKind::RankedTensor {
        shape: shape.into(),
        elem,
        encoding: None,
    })
}

/// The element type of a shaped type (the type itself otherwise).
pub fn elem_of(ctx: &Context, t: Type) -> Type {
    ctx.type_kind(t).element_type().unwrap_or(t)
}

/// Whether `t` (or its elements) is a float.
pub fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(elem_of(ctx, t)), TypeKind::Float(_))
}

/// The first op under `top` that reads or makes a tensor of a float format
/// narrower than 16 bits (the f8 and f4 families), with the format's name:
/// the kernel emitters have no code for them, so they refuse the program
/// at that op, where the reference interpreter runs it.
pub fn narrow_float(ctx: &Context, top: ir::Op) -> Option<(ir::Op, &'static str)> {
    let mut stack = vec![top];
    while let Some(op) = stack.pop() {
        let d = ctx.op(op);
        for v in d.operands().chain(d.results().iter()) {
            if let TypeKind::Float(k) = ctx.type_kind(elem_of(ctx, ctx.value_type(v))) {
                if k.semantics().bits < 16 {
                    return Some((op, k.name()));
                }
            }
        }
        for &r in d.regions.iter().rev() {
            for &b in ctx.region(r).blocks.iter().rev() {
                let ops: Vec<ir::Op> = ctx.block_ops(b).collect();
                stack.extend(ops.into_iter().rev());
            }
        }
    }
    None
}

/// A window op's `padding` (`dense<[[lo, hi], ...]> : tensor<Nx2xi64>`)
/// as flat (low, high) pairs; empty when the op has none.
pub fn window_padding(ctx: &Context, op: ir::Op) -> Vec<i64> {
    let Some(AttrKind::DenseElements { ty, data }) =
        ctx.inherent_attr(op, "padding").map(|a| ctx.attr_kind(a))
    else {
        return Vec::new();
    };
    let n: i64 = ctx
        .type_kind(*ty)
        .shape()
        .map(|s| s.iter().product())
        .unwrap_or(0);
    let vals: Vec<i64> = data
        .raw
        .chunks(8)
        .map(|c| {
            let mut b = [0u8; 8];
            b[..c.len()].copy_from_slice(c);
            i64::from_le_bytes(b)
        })
        .collect();
    if data.splat || vals.len() == 1 {
        return vec![vals.first().copied().unwrap_or(0); n as usize];
    }
    vals
}

/// Bits of `t`'s element type (0 for what has none).
pub fn elem_bits(ctx: &Context, t: Type) -> u32 {
    match ctx.type_kind(elem_of(ctx, t)) {
        TypeKind::Float(k) => k.semantics().bits,
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Index => 64,
        _ => 0,
    }
}

impl Builder<'_> {
    /// `arith.constant` of the number `v` as type `ty` (a scalar, or a
    /// splat when `ty` is shaped), as `arith.constant 1.0 : f32` or
    /// `dense<-1> : tensor<4xi32>` parse; `None` for a type with no such
    /// number (a float format `v` cannot be written in, a non-number).
    pub fn number(&mut self, ty: Type, v: f64) -> Option<Value> {
        let a = number_attr(self.ctx, ty, v)?;
        Some(self.value(|ctx, loc| dialects::arith::ops::ConstantOp::build(ctx, ty, a, loc)))
    }
}

/// The attribute of the number `v` as type `ty`: an integer (truncated
/// toward zero), `true`/`false` for `i1` (true when not zero), a float in
/// the type's format, or a splat of one for a shaped `ty`.
pub fn number_attr(ctx: &mut Context, ty: Type, v: f64) -> Option<Attribute> {
    use ir::constant::{elements_attr, from_f64, mask, Scalar};
    let elem = elem_of(ctx, ty);
    let scalar = match ctx.type_kind(elem) {
        TypeKind::Float(k) => Scalar::Float {
            kind: *k,
            bits: from_f64(*k, v)?,
        },
        TypeKind::Integer { width, .. } => Scalar::Int {
            width: *width,
            bits: (v as i64 as i128 as u128) & mask(*width),
        },
        _ => return None,
    };
    if ctx.type_kind(ty).shape().is_some() {
        return elements_attr(ctx, ty, &[scalar]);
    }
    Some(match scalar {
        Scalar::Int { width: 1, bits } => ctx.attr(AttrKind::Bool(bits == 1)),
        Scalar::Int { .. } => int_attr(ctx, ty, v as i64),
        Scalar::Float { bits, .. } => ctx.attr(AttrKind::Float {
            ty,
            bits: bits.into(),
        }),
    })
}

/// The string that attribute `name` of `op` holds, if it holds one.
pub fn string_of(ctx: &Context, op: ir::Op, name: &str) -> Option<String> {
    match ctx.attr_kind(ctx.inherent_attr(op, name)?) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

/// `s` with every character a symbol name cannot hold bare (anything
/// but ASCII letters, digits and `_`) as `_`.
pub fn symbol_safe(s: &str) -> String {
    s.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect()
}
