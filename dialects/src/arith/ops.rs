//! Typed wrappers of the `arith` ops, generated from the definition by
//! `cargo run -p tessera-dialects --bin dialect-ops` (do not edit):
//! `arith::ops::XOp::cast(ctx, op)` with named accessors, and `XOp::NAME`
//! wherever Rust names the op.

#![allow(missing_docs, unused_imports, unused_mut, clippy::too_many_arguments)]

use ir::{Attribute, Context, Op, Type, TypedOp, Value};

/// `arith.constant`: integer, index or float constant
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConstantOp(pub Op);

impl TypedOp for ConstantOp {
    const NAME: &'static str = "arith.constant";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ConstantOp {
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `value` property, if set.
    pub fn value(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "value")
    }
    /// A detached `arith.constant` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, result_ty: Type, value: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("value"), value));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `arith.addi`: integer addition
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AddiOp(pub Op);

impl TypedOp for AddiOp {
    const NAME: &'static str = "arith.addi";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl AddiOp {
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
    /// The `overflowFlags` property, if set.
    pub fn overflow_flags(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "overflowFlags")
    }
    /// A detached `arith.addi` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, overflow_flags: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = overflow_flags {
            props_.push((ctx.ident("overflowFlags"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `arith.subi`: integer subtraction
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SubiOp(pub Op);

impl TypedOp for SubiOp {
    const NAME: &'static str = "arith.subi";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl SubiOp {
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
    /// The `overflowFlags` property, if set.
    pub fn overflow_flags(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "overflowFlags")
    }
    /// A detached `arith.subi` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, overflow_flags: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = overflow_flags {
            props_.push((ctx.ident("overflowFlags"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `arith.muli`: integer multiplication
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MuliOp(pub Op);

impl TypedOp for MuliOp {
    const NAME: &'static str = "arith.muli";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl MuliOp {
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
    /// The `overflowFlags` property, if set.
    pub fn overflow_flags(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "overflowFlags")
    }
    /// A detached `arith.muli` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, overflow_flags: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = overflow_flags {
            props_.push((ctx.ident("overflowFlags"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `arith.divsi`: signed integer division, rounding toward zero
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DivsiOp(pub Op);

impl TypedOp for DivsiOp {
    const NAME: &'static str = "arith.divsi";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl DivsiOp {
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
    /// The `isExact` property, if set.
    pub fn is_exact(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "isExact")
    }
    /// A detached `arith.divsi` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, is_exact: bool, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if is_exact {
            let x_ = ctx.attr(ir::AttrKind::Unit);
            props_.push((ctx.ident("isExact"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `arith.divui`: unsigned integer division
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DivuiOp(pub Op);

impl TypedOp for DivuiOp {
    const NAME: &'static str = "arith.divui";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl DivuiOp {
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
    /// The `isExact` property, if set.
    pub fn is_exact(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "isExact")
    }
    /// A detached `arith.divui` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, is_exact: bool, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if is_exact {
            let x_ = ctx.attr(ir::AttrKind::Unit);
            props_.push((ctx.ident("isExact"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `arith.remsi`: signed integer remainder
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RemsiOp(pub Op);

impl TypedOp for RemsiOp {
    const NAME: &'static str = "arith.remsi";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl RemsiOp {
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
    /// A detached `arith.remsi` with these operands, result types and attributes, its regions empty.
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

/// `arith.andi`: bitwise and
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AndiOp(pub Op);

impl TypedOp for AndiOp {
    const NAME: &'static str = "arith.andi";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl AndiOp {
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
    /// A detached `arith.andi` with these operands, result types and attributes, its regions empty.
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

/// `arith.ori`: bitwise or
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct OriOp(pub Op);

impl TypedOp for OriOp {
    const NAME: &'static str = "arith.ori";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl OriOp {
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
    /// A detached `arith.ori` with these operands, result types and attributes, its regions empty.
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

/// `arith.xori`: bitwise exclusive or
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct XoriOp(pub Op);

impl TypedOp for XoriOp {
    const NAME: &'static str = "arith.xori";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl XoriOp {
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
    /// A detached `arith.xori` with these operands, result types and attributes, its regions empty.
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

/// `arith.shli`: shift left
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ShliOp(pub Op);

impl TypedOp for ShliOp {
    const NAME: &'static str = "arith.shli";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ShliOp {
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
    /// The `overflowFlags` property, if set.
    pub fn overflow_flags(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "overflowFlags")
    }
    /// A detached `arith.shli` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, overflow_flags: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = overflow_flags {
            props_.push((ctx.ident("overflowFlags"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `arith.shrsi`: arithmetic shift right
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ShrsiOp(pub Op);

impl TypedOp for ShrsiOp {
    const NAME: &'static str = "arith.shrsi";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ShrsiOp {
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
    /// The `isExact` property, if set.
    pub fn is_exact(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "isExact")
    }
    /// A detached `arith.shrsi` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, is_exact: bool, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if is_exact {
            let x_ = ctx.attr(ir::AttrKind::Unit);
            props_.push((ctx.ident("isExact"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `arith.shrui`: logical shift right
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ShruiOp(pub Op);

impl TypedOp for ShruiOp {
    const NAME: &'static str = "arith.shrui";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ShruiOp {
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
    /// The `isExact` property, if set.
    pub fn is_exact(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "isExact")
    }
    /// A detached `arith.shrui` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, is_exact: bool, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if is_exact {
            let x_ = ctx.attr(ir::AttrKind::Unit);
            props_.push((ctx.ident("isExact"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `arith.addf`: float addition
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AddfOp(pub Op);

impl TypedOp for AddfOp {
    const NAME: &'static str = "arith.addf";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl AddfOp {
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
    /// A detached `arith.addf` with these operands, result types and attributes, its regions empty.
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

/// `arith.subf`: float subtraction
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SubfOp(pub Op);

impl TypedOp for SubfOp {
    const NAME: &'static str = "arith.subf";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl SubfOp {
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
    /// A detached `arith.subf` with these operands, result types and attributes, its regions empty.
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

/// `arith.mulf`: float multiplication
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MulfOp(pub Op);

impl TypedOp for MulfOp {
    const NAME: &'static str = "arith.mulf";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl MulfOp {
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
    /// A detached `arith.mulf` with these operands, result types and attributes, its regions empty.
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

/// `arith.divf`: float division
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DivfOp(pub Op);

impl TypedOp for DivfOp {
    const NAME: &'static str = "arith.divf";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl DivfOp {
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
    /// A detached `arith.divf` with these operands, result types and attributes, its regions empty.
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

/// `arith.negf`: float negation
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct NegfOp(pub Op);

impl TypedOp for NegfOp {
    const NAME: &'static str = "arith.negf";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl NegfOp {
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
    /// A detached `arith.negf` with these operands, result types and attributes, its regions empty.
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

/// `arith.maxnumf`: IEEE maxNum: the larger operand, ignoring a NaN
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MaxnumfOp(pub Op);

impl TypedOp for MaxnumfOp {
    const NAME: &'static str = "arith.maxnumf";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl MaxnumfOp {
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
    /// A detached `arith.maxnumf` with these operands, result types and attributes, its regions empty.
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

/// `arith.minnumf`: IEEE minNum: the smaller operand, ignoring a NaN
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MinnumfOp(pub Op);

impl TypedOp for MinnumfOp {
    const NAME: &'static str = "arith.minnumf";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl MinnumfOp {
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
    /// A detached `arith.minnumf` with these operands, result types and attributes, its regions empty.
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

/// `arith.cmpi`: integer comparison
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CmpiOp(pub Op);

impl TypedOp for CmpiOp {
    const NAME: &'static str = "arith.cmpi";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CmpiOp {
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
    /// The `predicate` property, if set.
    pub fn predicate(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "predicate")
    }
    /// A detached `arith.cmpi` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, predicate: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("predicate"), predicate));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `arith.cmpf`: float comparison
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CmpfOp(pub Op);

impl TypedOp for CmpfOp {
    const NAME: &'static str = "arith.cmpf";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CmpfOp {
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
    /// The `predicate` property, if set.
    pub fn predicate(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "predicate")
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `arith.cmpf` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, predicate: Attribute, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("predicate"), predicate));
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `arith.select`: choose between two values by an i1 condition
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SelectOp(pub Op);

impl TypedOp for SelectOp {
    const NAME: &'static str = "arith.select";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl SelectOp {
    /// Operand `condition`.
    pub fn condition(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `true_value`.
    pub fn true_value(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Operand `false_value`.
    pub fn false_value(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(2)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `arith.select` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, condition: Value, true_value: Value, false_value: Value, result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(condition);
        vals_.push(true_value);
        vals_.push(false_value);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `arith.extsi`: sign extension
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExtsiOp(pub Op);

impl TypedOp for ExtsiOp {
    const NAME: &'static str = "arith.extsi";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ExtsiOp {
    /// Operand `in`.
    pub fn in_(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `out`.
    pub fn out(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `arith.extsi` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, in_: Value, out_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(in_);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(out_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `arith.extui`: zero extension
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExtuiOp(pub Op);

impl TypedOp for ExtuiOp {
    const NAME: &'static str = "arith.extui";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ExtuiOp {
    /// Operand `in`.
    pub fn in_(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `out`.
    pub fn out(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `arith.extui` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, in_: Value, out_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(in_);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(out_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `arith.trunci`: integer truncation
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TrunciOp(pub Op);

impl TypedOp for TrunciOp {
    const NAME: &'static str = "arith.trunci";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl TrunciOp {
    /// Operand `in`.
    pub fn in_(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `out`.
    pub fn out(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `overflowFlags` property, if set.
    pub fn overflow_flags(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "overflowFlags")
    }
    /// A detached `arith.trunci` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, in_: Value, out_ty: Type, overflow_flags: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(in_);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(out_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = overflow_flags {
            props_.push((ctx.ident("overflowFlags"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `arith.sitofp`: signed integer to float
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SitofpOp(pub Op);

impl TypedOp for SitofpOp {
    const NAME: &'static str = "arith.sitofp";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl SitofpOp {
    /// Operand `in`.
    pub fn in_(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `out`.
    pub fn out(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `arith.sitofp` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, in_: Value, out_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(in_);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(out_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `arith.uitofp`: unsigned integer to float
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct UitofpOp(pub Op);

impl TypedOp for UitofpOp {
    const NAME: &'static str = "arith.uitofp";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl UitofpOp {
    /// Operand `in`.
    pub fn in_(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `out`.
    pub fn out(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `arith.uitofp` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, in_: Value, out_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(in_);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(out_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `arith.fptosi`: float to signed integer, rounding toward zero
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct FptosiOp(pub Op);

impl TypedOp for FptosiOp {
    const NAME: &'static str = "arith.fptosi";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl FptosiOp {
    /// Operand `in`.
    pub fn in_(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `out`.
    pub fn out(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `arith.fptosi` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, in_: Value, out_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(in_);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(out_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `arith.fptoui`: float to unsigned integer, rounding toward zero
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct FptouiOp(pub Op);

impl TypedOp for FptouiOp {
    const NAME: &'static str = "arith.fptoui";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl FptouiOp {
    /// Operand `in`.
    pub fn in_(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `out`.
    pub fn out(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `arith.fptoui` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, in_: Value, out_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(in_);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(out_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `arith.extf`: float extension
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExtfOp(pub Op);

impl TypedOp for ExtfOp {
    const NAME: &'static str = "arith.extf";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ExtfOp {
    /// Operand `in`.
    pub fn in_(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `out`.
    pub fn out(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `arith.extf` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, in_: Value, out_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(in_);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(out_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `arith.truncf`: float truncation
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TruncfOp(pub Op);

impl TypedOp for TruncfOp {
    const NAME: &'static str = "arith.truncf";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl TruncfOp {
    /// Operand `in`.
    pub fn in_(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `out`.
    pub fn out(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `roundingmode` property, if set.
    pub fn roundingmode(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "roundingmode")
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `arith.truncf` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, in_: Value, out_ty: Type, roundingmode: Option<Attribute>, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(in_);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(out_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = roundingmode {
            props_.push((ctx.ident("roundingmode"), x_));
        }
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `arith.index_cast`: cast between index and a signless integer (sign-extending)
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct IndexCastOp(pub Op);

impl TypedOp for IndexCastOp {
    const NAME: &'static str = "arith.index_cast";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl IndexCastOp {
    /// Operand `in`.
    pub fn in_(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `out`.
    pub fn out(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `arith.index_cast` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, in_: Value, out_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(in_);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(out_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `arith.bitcast`: reinterpret the bits of a value of equal width
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BitcastOp(pub Op);

impl TypedOp for BitcastOp {
    const NAME: &'static str = "arith.bitcast";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BitcastOp {
    /// Operand `in`.
    pub fn in_(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `out`.
    pub fn out(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `arith.bitcast` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, in_: Value, out_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(in_);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(out_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `arith.ceildivui`: unsigned ceiling division
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CeildivuiOp(pub Op);

impl TypedOp for CeildivuiOp {
    const NAME: &'static str = "arith.ceildivui";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CeildivuiOp {
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
    /// A detached `arith.ceildivui` with these operands, result types and attributes, its regions empty.
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

/// `arith.ceildivsi`: signed ceiling division
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CeildivsiOp(pub Op);

impl TypedOp for CeildivsiOp {
    const NAME: &'static str = "arith.ceildivsi";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CeildivsiOp {
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
    /// A detached `arith.ceildivsi` with these operands, result types and attributes, its regions empty.
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

/// `arith.floordivsi`: signed floor division
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct FloordivsiOp(pub Op);

impl TypedOp for FloordivsiOp {
    const NAME: &'static str = "arith.floordivsi";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl FloordivsiOp {
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
    /// A detached `arith.floordivsi` with these operands, result types and attributes, its regions empty.
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

/// `arith.remui`: unsigned integer remainder
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RemuiOp(pub Op);

impl TypedOp for RemuiOp {
    const NAME: &'static str = "arith.remui";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl RemuiOp {
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
    /// A detached `arith.remui` with these operands, result types and attributes, its regions empty.
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

/// `arith.maxsi`: signed maximum
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MaxsiOp(pub Op);

impl TypedOp for MaxsiOp {
    const NAME: &'static str = "arith.maxsi";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl MaxsiOp {
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
    /// A detached `arith.maxsi` with these operands, result types and attributes, its regions empty.
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

/// `arith.maxui`: unsigned maximum
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MaxuiOp(pub Op);

impl TypedOp for MaxuiOp {
    const NAME: &'static str = "arith.maxui";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl MaxuiOp {
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
    /// A detached `arith.maxui` with these operands, result types and attributes, its regions empty.
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

/// `arith.minsi`: signed minimum
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MinsiOp(pub Op);

impl TypedOp for MinsiOp {
    const NAME: &'static str = "arith.minsi";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl MinsiOp {
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
    /// A detached `arith.minsi` with these operands, result types and attributes, its regions empty.
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

/// `arith.minui`: unsigned minimum
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MinuiOp(pub Op);

impl TypedOp for MinuiOp {
    const NAME: &'static str = "arith.minui";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl MinuiOp {
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
    /// A detached `arith.minui` with these operands, result types and attributes, its regions empty.
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

/// `arith.addui_extended`: extended unsigned integer addition: the sum and an overflow bit
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AdduiExtendedOp(pub Op);

impl TypedOp for AdduiExtendedOp {
    const NAME: &'static str = "arith.addui_extended";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl AdduiExtendedOp {
    /// Operand `lhs`.
    pub fn lhs(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `rhs`.
    pub fn rhs(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Result `sum`.
    pub fn sum(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// Result `overflow`.
    pub fn overflow(self, ctx: &Context) -> Value {
        ctx.result(self.0, 1)
    }
    /// A detached `arith.addui_extended` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, sum_ty: Type, overflow_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(sum_ty);
        tys_.push(overflow_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `arith.mulsi_extended`: extended signed integer multiplication: low and high halves
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MulsiExtendedOp(pub Op);

impl TypedOp for MulsiExtendedOp {
    const NAME: &'static str = "arith.mulsi_extended";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl MulsiExtendedOp {
    /// Operand `lhs`.
    pub fn lhs(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `rhs`.
    pub fn rhs(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Result `low`.
    pub fn low(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// Result `high`.
    pub fn high(self, ctx: &Context) -> Value {
        ctx.result(self.0, 1)
    }
    /// A detached `arith.mulsi_extended` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, low_ty: Type, high_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(low_ty);
        tys_.push(high_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `arith.mului_extended`: extended unsigned integer multiplication: low and high halves
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MuluiExtendedOp(pub Op);

impl TypedOp for MuluiExtendedOp {
    const NAME: &'static str = "arith.mului_extended";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl MuluiExtendedOp {
    /// Operand `lhs`.
    pub fn lhs(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `rhs`.
    pub fn rhs(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Result `low`.
    pub fn low(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// Result `high`.
    pub fn high(self, ctx: &Context) -> Value {
        ctx.result(self.0, 1)
    }
    /// A detached `arith.mului_extended` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, low_ty: Type, high_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(low_ty);
        tys_.push(high_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `arith.maximumf`: IEEE maximum, propagating NaN
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MaximumfOp(pub Op);

impl TypedOp for MaximumfOp {
    const NAME: &'static str = "arith.maximumf";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl MaximumfOp {
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
    /// A detached `arith.maximumf` with these operands, result types and attributes, its regions empty.
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

/// `arith.minimumf`: IEEE minimum, propagating NaN
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MinimumfOp(pub Op);

impl TypedOp for MinimumfOp {
    const NAME: &'static str = "arith.minimumf";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl MinimumfOp {
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
    /// A detached `arith.minimumf` with these operands, result types and attributes, its regions empty.
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

/// `arith.remf`: float remainder
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RemfOp(pub Op);

impl TypedOp for RemfOp {
    const NAME: &'static str = "arith.remf";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl RemfOp {
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
    /// A detached `arith.remf` with these operands, result types and attributes, its regions empty.
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

/// `arith.index_castui`: cast between index and a signless integer (zero-extending)
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct IndexCastuiOp(pub Op);

impl TypedOp for IndexCastuiOp {
    const NAME: &'static str = "arith.index_castui";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl IndexCastuiOp {
    /// Operand `in`.
    pub fn in_(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `out`.
    pub fn out(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `arith.index_castui` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, in_: Value, out_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(in_);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(out_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `arith.scaling_extf`: float extension scaled by a power of two
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ScalingExtfOp(pub Op);

impl TypedOp for ScalingExtfOp {
    const NAME: &'static str = "arith.scaling_extf";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ScalingExtfOp {
    /// Operand `in`.
    pub fn in_(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `scale`.
    pub fn scale(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Result `out`.
    pub fn out(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `arith.scaling_extf` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, in_: Value, scale: Value, out_ty: Type, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(in_);
        vals_.push(scale);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(out_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `arith.scaling_truncf`: float truncation scaled by a power of two
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ScalingTruncfOp(pub Op);

impl TypedOp for ScalingTruncfOp {
    const NAME: &'static str = "arith.scaling_truncf";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ScalingTruncfOp {
    /// Operand `in`.
    pub fn in_(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `scale`.
    pub fn scale(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Result `out`.
    pub fn out(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `roundingmode` property, if set.
    pub fn roundingmode(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "roundingmode")
    }
    /// The `fastmath` property, if set.
    pub fn fastmath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fastmath")
    }
    /// A detached `arith.scaling_truncf` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, in_: Value, scale: Value, out_ty: Type, roundingmode: Option<Attribute>, fastmath: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(in_);
        vals_.push(scale);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(out_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = roundingmode {
            props_.push((ctx.ident("roundingmode"), x_));
        }
        if let Some(x_) = fastmath {
            props_.push((ctx.ident("fastmath"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}
