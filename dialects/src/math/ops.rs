//! Typed wrappers of the `math` ops, generated from the definition by
//! `cargo run -p tessera-dialects --bin dialect-ops` (do not edit):
//! `math::ops::XOp::cast(ctx, op)` with named accessors, and `XOp::NAME`
//! wherever Rust names the op.

#![allow(missing_docs, unused_imports, unused_mut, clippy::too_many_arguments)]

use ir::{Attribute, Context, Op, Type, TypedOp, Value};

/// `math.absf`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AbsfOp(pub Op);

impl TypedOp for AbsfOp {
    const NAME: &'static str = "math.absf";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl AbsfOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.absf` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.acosh`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AcoshOp(pub Op);

impl TypedOp for AcoshOp {
    const NAME: &'static str = "math.acosh";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl AcoshOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.acosh` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.asin`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AsinOp(pub Op);

impl TypedOp for AsinOp {
    const NAME: &'static str = "math.asin";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl AsinOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.asin` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.asinh`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AsinhOp(pub Op);

impl TypedOp for AsinhOp {
    const NAME: &'static str = "math.asinh";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl AsinhOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.asinh` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.atan`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AtanOp(pub Op);

impl TypedOp for AtanOp {
    const NAME: &'static str = "math.atan";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl AtanOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.atan` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.atanh`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AtanhOp(pub Op);

impl TypedOp for AtanhOp {
    const NAME: &'static str = "math.atanh";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl AtanhOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.atanh` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.cbrt`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CbrtOp(pub Op);

impl TypedOp for CbrtOp {
    const NAME: &'static str = "math.cbrt";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CbrtOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.cbrt` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.ceil`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CeilOp(pub Op);

impl TypedOp for CeilOp {
    const NAME: &'static str = "math.ceil";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CeilOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.ceil` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.cos`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CosOp(pub Op);

impl TypedOp for CosOp {
    const NAME: &'static str = "math.cos";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CosOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.cos` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.acos`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AcosOp(pub Op);

impl TypedOp for AcosOp {
    const NAME: &'static str = "math.acos";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl AcosOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.acos` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.cosh`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CoshOp(pub Op);

impl TypedOp for CoshOp {
    const NAME: &'static str = "math.cosh";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CoshOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.cosh` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.sin`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SinOp(pub Op);

impl TypedOp for SinOp {
    const NAME: &'static str = "math.sin";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl SinOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.sin` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.sinh`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SinhOp(pub Op);

impl TypedOp for SinhOp {
    const NAME: &'static str = "math.sinh";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl SinhOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.sinh` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.erf`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ErfOp(pub Op);

impl TypedOp for ErfOp {
    const NAME: &'static str = "math.erf";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ErfOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.erf` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.erfc`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ErfcOp(pub Op);

impl TypedOp for ErfcOp {
    const NAME: &'static str = "math.erfc";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ErfcOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.erfc` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.exp`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExpOp(pub Op);

impl TypedOp for ExpOp {
    const NAME: &'static str = "math.exp";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ExpOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.exp` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.exp2`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Exp2Op(pub Op);

impl TypedOp for Exp2Op {
    const NAME: &'static str = "math.exp2";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl Exp2Op {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.exp2` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.expm1`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Expm1Op(pub Op);

impl TypedOp for Expm1Op {
    const NAME: &'static str = "math.expm1";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl Expm1Op {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.expm1` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.floor`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct FloorOp(pub Op);

impl TypedOp for FloorOp {
    const NAME: &'static str = "math.floor";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl FloorOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.floor` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.log`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct LogOp(pub Op);

impl TypedOp for LogOp {
    const NAME: &'static str = "math.log";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl LogOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.log` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.log10`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Log10Op(pub Op);

impl TypedOp for Log10Op {
    const NAME: &'static str = "math.log10";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl Log10Op {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.log10` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.log1p`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Log1pOp(pub Op);

impl TypedOp for Log1pOp {
    const NAME: &'static str = "math.log1p";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl Log1pOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.log1p` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.log2`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Log2Op(pub Op);

impl TypedOp for Log2Op {
    const NAME: &'static str = "math.log2";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl Log2Op {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.log2` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.rsqrt`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RsqrtOp(pub Op);

impl TypedOp for RsqrtOp {
    const NAME: &'static str = "math.rsqrt";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl RsqrtOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.rsqrt` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.sqrt`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SqrtOp(pub Op);

impl TypedOp for SqrtOp {
    const NAME: &'static str = "math.sqrt";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl SqrtOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.sqrt` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.tan`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TanOp(pub Op);

impl TypedOp for TanOp {
    const NAME: &'static str = "math.tan";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl TanOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.tan` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.tanh`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TanhOp(pub Op);

impl TypedOp for TanhOp {
    const NAME: &'static str = "math.tanh";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl TanhOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.tanh` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.roundeven`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RoundevenOp(pub Op);

impl TypedOp for RoundevenOp {
    const NAME: &'static str = "math.roundeven";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl RoundevenOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.roundeven` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.round`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RoundOp(pub Op);

impl TypedOp for RoundOp {
    const NAME: &'static str = "math.round";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl RoundOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.round` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.trunc`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TruncOp(pub Op);

impl TypedOp for TruncOp {
    const NAME: &'static str = "math.trunc";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl TruncOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.trunc` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.atan2`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Atan2Op(pub Op);

impl TypedOp for Atan2Op {
    const NAME: &'static str = "math.atan2";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl Atan2Op {
    /// Operand `lhs`.
    pub fn lhs(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `rhs`.
    pub fn rhs(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.atan2` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.copysign`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CopysignOp(pub Op);

impl TypedOp for CopysignOp {
    const NAME: &'static str = "math.copysign";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CopysignOp {
    /// Operand `lhs`.
    pub fn lhs(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `rhs`.
    pub fn rhs(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.copysign` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.powf`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PowfOp(pub Op);

impl TypedOp for PowfOp {
    const NAME: &'static str = "math.powf";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl PowfOp {
    /// Operand `lhs`.
    pub fn lhs(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `rhs`.
    pub fn rhs(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.powf` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.fma`: fused multiply-add
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct FmaOp(pub Op);

impl TypedOp for FmaOp {
    const NAME: &'static str = "math.fma";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl FmaOp {
    /// Operand `a`.
    pub fn a(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `b`.
    pub fn b(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Operand `c`.
    pub fn c(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(2)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.fma` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, a: Value, b: Value, c: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(a);
        vals_.push(b);
        vals_.push(c);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.clampf`: floating point clamping
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ClampfOp(pub Op);

impl TypedOp for ClampfOp {
    const NAME: &'static str = "math.clampf";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ClampfOp {
    /// Operand `value`.
    pub fn value(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `min`.
    pub fn min(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Operand `max`.
    pub fn max(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(2)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.clampf` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, value: Value, min: Value, max: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(value);
        vals_.push(min);
        vals_.push(max);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.sincos`: sine and cosine
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SincosOp(pub Op);

impl TypedOp for SincosOp {
    const NAME: &'static str = "math.sincos";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl SincosOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `sin`.
    pub fn sin(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// Result `cos`.
    pub fn cos(self, ctx: &Context) -> Value {
        ctx.result(self.0, 1)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.sincos` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, sin_ty: Type, cos_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(sin_ty);
        tys_.push(cos_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.fpowi`: float raised to a signed integer power
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct FpowiOp(pub Op);

impl TypedOp for FpowiOp {
    const NAME: &'static str = "math.fpowi";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl FpowiOp {
    /// Operand `lhs`.
    pub fn lhs(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `rhs`.
    pub fn rhs(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.fpowi` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.absi`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AbsiOp(pub Op);

impl TypedOp for AbsiOp {
    const NAME: &'static str = "math.absi";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl AbsiOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `math.absi` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.ctlz`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CtlzOp(pub Op);

impl TypedOp for CtlzOp {
    const NAME: &'static str = "math.ctlz";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CtlzOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `math.ctlz` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.cttz`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CttzOp(pub Op);

impl TypedOp for CttzOp {
    const NAME: &'static str = "math.cttz";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CttzOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `math.cttz` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.ctpop`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CtpopOp(pub Op);

impl TypedOp for CtpopOp {
    const NAME: &'static str = "math.ctpop";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CtpopOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `math.ctpop` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.ipowi`: integer raised to an integer power
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct IpowiOp(pub Op);

impl TypedOp for IpowiOp {
    const NAME: &'static str = "math.ipowi";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl IpowiOp {
    /// Operand `lhs`.
    pub fn lhs(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `rhs`.
    pub fn rhs(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `math.ipowi` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.isfinite`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct IsfiniteOp(pub Op);

impl TypedOp for IsfiniteOp {
    const NAME: &'static str = "math.isfinite";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl IsfiniteOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.isfinite` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.isinf`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct IsinfOp(pub Op);

impl TypedOp for IsinfOp {
    const NAME: &'static str = "math.isinf";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl IsinfOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.isinf` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.isnan`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct IsnanOp(pub Op);

impl TypedOp for IsnanOp {
    const NAME: &'static str = "math.isnan";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl IsnanOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.isnan` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `math.isnormal`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct IsnormalOp(pub Op);

impl TypedOp for IsnormalOp {
    const NAME: &'static str = "math.isnormal";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl IsnormalOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `math.isnormal` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}
