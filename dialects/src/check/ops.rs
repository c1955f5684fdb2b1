//! Typed wrappers of the `check` ops, generated from the definition by
//! `cargo run -p tessera-dialects --bin dialect-ops` (do not edit):
//! `check::ops::XOp::cast(ctx, op)` with named accessors, and `XOp::NAME`
//! wherever Rust names the op.

#![allow(missing_docs, unused_imports, unused_mut, clippy::too_many_arguments)]

use ir::{Attribute, Context, Op, Type, TypedOp, Value};

/// `check.expect_eq`: the two tensors are equal: 'check.expect_eq %a, %b : tensor<2xi32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExpectEqOp(pub Op);

impl TypedOp for ExpectEqOp {
    const NAME: &'static str = "check.expect_eq";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ExpectEqOp {
    /// Operand `lhs`.
    pub fn lhs(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `rhs`.
    pub fn rhs(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// A detached `check.expect_eq` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `check.expect_eq_const`: the tensor equals a constant: 'check.expect_eq_const %a, dense<[1, 2]> : tensor<2xi32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExpectEqConstOp(pub Op);

impl TypedOp for ExpectEqConstOp {
    const NAME: &'static str = "check.expect_eq_const";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ExpectEqConstOp {
    /// Operand `lhs`.
    pub fn lhs(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// The `value` property, if set.
    pub fn value(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "value")
    }
    /// A detached `check.expect_eq_const` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, value: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        let mut tys_: Vec<Type> = Vec::new();
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("value"), value));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `check.expect_almost_eq`: equal within a tolerance: 'check.expect_almost_eq %a, %b, tolerance = 1.0e-3 : tensor<2xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExpectAlmostEqOp(pub Op);

impl TypedOp for ExpectAlmostEqOp {
    const NAME: &'static str = "check.expect_almost_eq";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ExpectAlmostEqOp {
    /// Operand `lhs`.
    pub fn lhs(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `rhs`.
    pub fn rhs(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// The `tolerance` property, if set.
    pub fn tolerance(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "tolerance")
    }
    /// A detached `check.expect_almost_eq` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, tolerance: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = tolerance {
            props_.push((ctx.ident("tolerance"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `check.expect_almost_eq_const`: equal to a constant within a tolerance
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExpectAlmostEqConstOp(pub Op);

impl TypedOp for ExpectAlmostEqConstOp {
    const NAME: &'static str = "check.expect_almost_eq_const";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ExpectAlmostEqConstOp {
    /// Operand `lhs`.
    pub fn lhs(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// The `value` property, if set.
    pub fn value(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "value")
    }
    /// The `tolerance` property, if set.
    pub fn tolerance(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "tolerance")
    }
    /// A detached `check.expect_almost_eq_const` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, value: Attribute, tolerance: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        let mut tys_: Vec<Type> = Vec::new();
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("value"), value));
        if let Some(x_) = tolerance {
            props_.push((ctx.ident("tolerance"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `check.expect_close`: within a number of ULPs: 'check.expect_close %a, %b, max_ulp_difference = 3 : tensor<2xf32>, tensor<2xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExpectCloseOp(pub Op);

impl TypedOp for ExpectCloseOp {
    const NAME: &'static str = "check.expect_close";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ExpectCloseOp {
    /// Operand `actual`.
    pub fn actual(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `expected`.
    pub fn expected(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// The `max_ulp_difference` property, if set.
    pub fn max_ulp_difference(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "max_ulp_difference")
    }
    /// The `min_ulp_difference` property, if set.
    pub fn min_ulp_difference(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "min_ulp_difference")
    }
    /// A detached `check.expect_close` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, actual: Value, expected: Value, max_ulp_difference: Option<Attribute>, min_ulp_difference: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(actual);
        vals_.push(expected);
        let mut tys_: Vec<Type> = Vec::new();
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = max_ulp_difference {
            props_.push((ctx.ident("max_ulp_difference"), x_));
        }
        if let Some(x_) = min_ulp_difference {
            props_.push((ctx.ident("min_ulp_difference"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `check.expect_serialized_eq`: a probe's serialized tensor equals this one
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExpectSerializedEqOp(pub Op);

impl TypedOp for ExpectSerializedEqOp {
    const NAME: &'static str = "check.expect_serialized_eq";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ExpectSerializedEqOp {
    /// Operand `expected`.
    pub fn expected(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// The `probe_id` property, if set.
    pub fn probe_id(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "probe_id")
    }
    /// The `iteration` property, if set.
    pub fn iteration(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "iteration")
    }
    /// A detached `check.expect_serialized_eq` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, expected: Value, probe_id: Attribute, iteration: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(expected);
        let mut tys_: Vec<Type> = Vec::new();
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("probe_id"), probe_id));
        if let Some(x_) = iteration {
            props_.push((ctx.ident("iteration"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}
