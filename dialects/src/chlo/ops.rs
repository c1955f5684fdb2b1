//! Typed wrappers of the `chlo` ops, generated from the definition by
//! `cargo run -p tessera-dialects --bin dialect-ops` (do not edit):
//! `chlo::ops::XOp::cast(ctx, op)` with named accessors, and `XOp::NAME`
//! wherever Rust names the op.

#![allow(missing_docs, unused_imports, unused_mut, clippy::too_many_arguments)]

use ir::{Attribute, Context, Op, Type, TypedOp, Value};

/// `chlo.constant`: a literal tensor: 'chlo.constant dense<1.0> : tensor<f32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConstantOp(pub Op);

impl TypedOp for ConstantOp {
    const NAME: &'static str = "chlo.constant";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ConstantOp {
    /// Result `output`.
    pub fn output(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `value` property, if set.
    pub fn value(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "value")
    }
    /// A detached `chlo.constant` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, output_ty: Type, value: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(output_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("value"), value));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `chlo.constant_like`: a splat of 'value' in the operand's shape
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConstantLikeOp(pub Op);

impl TypedOp for ConstantLikeOp {
    const NAME: &'static str = "chlo.constant_like";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ConstantLikeOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `value` property, if set.
    pub fn value(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "value")
    }
    /// A detached `chlo.constant_like` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, value: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("value"), value));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `chlo.acos`: arc cosine: 'chlo.acos %x : tensor<4xf32> -> tensor<4xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AcosOp(pub Op);

impl TypedOp for AcosOp {
    const NAME: &'static str = "chlo.acos";
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
    /// A detached `chlo.acos` with these operands, result types and attributes, its regions empty.
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

/// `chlo.acosh`: inverse hyperbolic cosine: 'chlo.acosh %x : tensor<4xf32> -> tensor<4xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AcoshOp(pub Op);

impl TypedOp for AcoshOp {
    const NAME: &'static str = "chlo.acosh";
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
    /// A detached `chlo.acosh` with these operands, result types and attributes, its regions empty.
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

/// `chlo.asin`: arc sine: 'chlo.asin %x : tensor<4xf32> -> tensor<4xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AsinOp(pub Op);

impl TypedOp for AsinOp {
    const NAME: &'static str = "chlo.asin";
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
    /// A detached `chlo.asin` with these operands, result types and attributes, its regions empty.
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

/// `chlo.asinh`: inverse hyperbolic sine: 'chlo.asinh %x : tensor<4xf32> -> tensor<4xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AsinhOp(pub Op);

impl TypedOp for AsinhOp {
    const NAME: &'static str = "chlo.asinh";
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
    /// A detached `chlo.asinh` with these operands, result types and attributes, its regions empty.
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

/// `chlo.atan`: arc tangent: 'chlo.atan %x : tensor<4xf32> -> tensor<4xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AtanOp(pub Op);

impl TypedOp for AtanOp {
    const NAME: &'static str = "chlo.atan";
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
    /// A detached `chlo.atan` with these operands, result types and attributes, its regions empty.
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

/// `chlo.atanh`: inverse hyperbolic tangent: 'chlo.atanh %x : tensor<4xf32> -> tensor<4xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AtanhOp(pub Op);

impl TypedOp for AtanhOp {
    const NAME: &'static str = "chlo.atanh";
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
    /// A detached `chlo.atanh` with these operands, result types and attributes, its regions empty.
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

/// `chlo.bessel_i1e`: exponentially scaled modified Bessel function of order 1: 'chlo.bessel_i1e %x : tensor<4xf32> -> tensor<4xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BesselI1eOp(pub Op);

impl TypedOp for BesselI1eOp {
    const NAME: &'static str = "chlo.bessel_i1e";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BesselI1eOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `chlo.bessel_i1e` with these operands, result types and attributes, its regions empty.
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

/// `chlo.conj`: complex conjugate: 'chlo.conj %x : tensor<4xf32> -> tensor<4xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConjOp(pub Op);

impl TypedOp for ConjOp {
    const NAME: &'static str = "chlo.conj";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ConjOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `chlo.conj` with these operands, result types and attributes, its regions empty.
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

/// `chlo.cosh`: hyperbolic cosine: 'chlo.cosh %x : tensor<4xf32> -> tensor<4xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CoshOp(pub Op);

impl TypedOp for CoshOp {
    const NAME: &'static str = "chlo.cosh";
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
    /// A detached `chlo.cosh` with these operands, result types and attributes, its regions empty.
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

/// `chlo.sinh`: hyperbolic sine: 'chlo.sinh %x : tensor<4xf32> -> tensor<4xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SinhOp(pub Op);

impl TypedOp for SinhOp {
    const NAME: &'static str = "chlo.sinh";
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
    /// A detached `chlo.sinh` with these operands, result types and attributes, its regions empty.
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

/// `chlo.tan`: tangent: 'chlo.tan %x : tensor<4xf32> -> tensor<4xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TanOp(pub Op);

impl TypedOp for TanOp {
    const NAME: &'static str = "chlo.tan";
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
    /// A detached `chlo.tan` with these operands, result types and attributes, its regions empty.
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

/// `chlo.digamma`: digamma (derivative of lgamma): 'chlo.digamma %x : tensor<4xf32> -> tensor<4xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DigammaOp(pub Op);

impl TypedOp for DigammaOp {
    const NAME: &'static str = "chlo.digamma";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl DigammaOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `chlo.digamma` with these operands, result types and attributes, its regions empty.
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

/// `chlo.erf`: error function: 'chlo.erf %x : tensor<4xf32> -> tensor<4xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ErfOp(pub Op);

impl TypedOp for ErfOp {
    const NAME: &'static str = "chlo.erf";
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
    /// A detached `chlo.erf` with these operands, result types and attributes, its regions empty.
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

/// `chlo.erf_inv`: inverse error function: 'chlo.erf_inv %x : tensor<4xf32> -> tensor<4xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ErfInvOp(pub Op);

impl TypedOp for ErfInvOp {
    const NAME: &'static str = "chlo.erf_inv";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ErfInvOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `chlo.erf_inv` with these operands, result types and attributes, its regions empty.
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

/// `chlo.erfc`: complementary error function: 'chlo.erfc %x : tensor<4xf32> -> tensor<4xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ErfcOp(pub Op);

impl TypedOp for ErfcOp {
    const NAME: &'static str = "chlo.erfc";
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
    /// A detached `chlo.erfc` with these operands, result types and attributes, its regions empty.
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

/// `chlo.is_inf`: is +inf or -inf (i1 result): 'chlo.is_inf %x : tensor<4xf32> -> tensor<4xi1>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct IsInfOp(pub Op);

impl TypedOp for IsInfOp {
    const NAME: &'static str = "chlo.is_inf";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl IsInfOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `chlo.is_inf` with these operands, result types and attributes, its regions empty.
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

/// `chlo.is_neg_inf`: is -inf (i1 result): 'chlo.is_neg_inf %x : tensor<4xf32> -> tensor<4xi1>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct IsNegInfOp(pub Op);

impl TypedOp for IsNegInfOp {
    const NAME: &'static str = "chlo.is_neg_inf";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl IsNegInfOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `chlo.is_neg_inf` with these operands, result types and attributes, its regions empty.
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

/// `chlo.is_pos_inf`: is +inf (i1 result): 'chlo.is_pos_inf %x : tensor<4xf32> -> tensor<4xi1>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct IsPosInfOp(pub Op);

impl TypedOp for IsPosInfOp {
    const NAME: &'static str = "chlo.is_pos_inf";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl IsPosInfOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `chlo.is_pos_inf` with these operands, result types and attributes, its regions empty.
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

/// `chlo.lgamma`: log of the absolute value of gamma: 'chlo.lgamma %x : tensor<4xf32> -> tensor<4xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct LgammaOp(pub Op);

impl TypedOp for LgammaOp {
    const NAME: &'static str = "chlo.lgamma";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl LgammaOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `chlo.lgamma` with these operands, result types and attributes, its regions empty.
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

/// `chlo.square`: x * x: 'chlo.square %x : tensor<4xf32> -> tensor<4xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SquareOp(pub Op);

impl TypedOp for SquareOp {
    const NAME: &'static str = "chlo.square";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl SquareOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `chlo.square` with these operands, result types and attributes, its regions empty.
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

/// `chlo._asin_acos_kernel`: the kernel shared by complex asin and acos: 'chlo._asin_acos_kernel %x : tensor<4xf32> -> tensor<4xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AsinAcosKernelOp(pub Op);

impl TypedOp for AsinAcosKernelOp {
    const NAME: &'static str = "chlo._asin_acos_kernel";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl AsinAcosKernelOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `chlo._asin_acos_kernel` with these operands, result types and attributes, its regions empty.
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

/// `chlo.broadcast_add`: add with numpy broadcasting: 'chlo.broadcast_add %a, %b : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x3xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BroadcastAddOp(pub Op);

impl TypedOp for BroadcastAddOp {
    const NAME: &'static str = "chlo.broadcast_add";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BroadcastAddOp {
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
    /// The `broadcast_dimensions` property, if set.
    pub fn broadcast_dimensions(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "broadcast_dimensions")
    }
    /// A detached `chlo.broadcast_add` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, broadcast_dimensions: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = broadcast_dimensions {
            props_.push((ctx.ident("broadcast_dimensions"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `chlo.broadcast_atan2`: atan2 with numpy broadcasting: 'chlo.broadcast_atan2 %a, %b : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x3xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BroadcastAtan2Op(pub Op);

impl TypedOp for BroadcastAtan2Op {
    const NAME: &'static str = "chlo.broadcast_atan2";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BroadcastAtan2Op {
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
    /// The `broadcast_dimensions` property, if set.
    pub fn broadcast_dimensions(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "broadcast_dimensions")
    }
    /// A detached `chlo.broadcast_atan2` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, broadcast_dimensions: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = broadcast_dimensions {
            props_.push((ctx.ident("broadcast_dimensions"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `chlo.broadcast_divide`: divide with numpy broadcasting: 'chlo.broadcast_divide %a, %b : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x3xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BroadcastDivideOp(pub Op);

impl TypedOp for BroadcastDivideOp {
    const NAME: &'static str = "chlo.broadcast_divide";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BroadcastDivideOp {
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
    /// The `broadcast_dimensions` property, if set.
    pub fn broadcast_dimensions(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "broadcast_dimensions")
    }
    /// A detached `chlo.broadcast_divide` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, broadcast_dimensions: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = broadcast_dimensions {
            props_.push((ctx.ident("broadcast_dimensions"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `chlo.broadcast_maximum`: maximum with numpy broadcasting: 'chlo.broadcast_maximum %a, %b : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x3xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BroadcastMaximumOp(pub Op);

impl TypedOp for BroadcastMaximumOp {
    const NAME: &'static str = "chlo.broadcast_maximum";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BroadcastMaximumOp {
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
    /// The `broadcast_dimensions` property, if set.
    pub fn broadcast_dimensions(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "broadcast_dimensions")
    }
    /// A detached `chlo.broadcast_maximum` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, broadcast_dimensions: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = broadcast_dimensions {
            props_.push((ctx.ident("broadcast_dimensions"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `chlo.broadcast_minimum`: minimum with numpy broadcasting: 'chlo.broadcast_minimum %a, %b : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x3xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BroadcastMinimumOp(pub Op);

impl TypedOp for BroadcastMinimumOp {
    const NAME: &'static str = "chlo.broadcast_minimum";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BroadcastMinimumOp {
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
    /// The `broadcast_dimensions` property, if set.
    pub fn broadcast_dimensions(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "broadcast_dimensions")
    }
    /// A detached `chlo.broadcast_minimum` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, broadcast_dimensions: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = broadcast_dimensions {
            props_.push((ctx.ident("broadcast_dimensions"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `chlo.broadcast_multiply`: multiply with numpy broadcasting: 'chlo.broadcast_multiply %a, %b : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x3xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BroadcastMultiplyOp(pub Op);

impl TypedOp for BroadcastMultiplyOp {
    const NAME: &'static str = "chlo.broadcast_multiply";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BroadcastMultiplyOp {
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
    /// The `broadcast_dimensions` property, if set.
    pub fn broadcast_dimensions(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "broadcast_dimensions")
    }
    /// A detached `chlo.broadcast_multiply` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, broadcast_dimensions: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = broadcast_dimensions {
            props_.push((ctx.ident("broadcast_dimensions"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `chlo.broadcast_next_after`: next_after with numpy broadcasting: 'chlo.broadcast_next_after %a, %b : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x3xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BroadcastNextAfterOp(pub Op);

impl TypedOp for BroadcastNextAfterOp {
    const NAME: &'static str = "chlo.broadcast_next_after";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BroadcastNextAfterOp {
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
    /// The `broadcast_dimensions` property, if set.
    pub fn broadcast_dimensions(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "broadcast_dimensions")
    }
    /// A detached `chlo.broadcast_next_after` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, broadcast_dimensions: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = broadcast_dimensions {
            props_.push((ctx.ident("broadcast_dimensions"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `chlo.broadcast_polygamma`: polygamma with numpy broadcasting: 'chlo.broadcast_polygamma %a, %b : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x3xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BroadcastPolygammaOp(pub Op);

impl TypedOp for BroadcastPolygammaOp {
    const NAME: &'static str = "chlo.broadcast_polygamma";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BroadcastPolygammaOp {
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
    /// The `broadcast_dimensions` property, if set.
    pub fn broadcast_dimensions(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "broadcast_dimensions")
    }
    /// A detached `chlo.broadcast_polygamma` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, broadcast_dimensions: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = broadcast_dimensions {
            props_.push((ctx.ident("broadcast_dimensions"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `chlo.broadcast_power`: power with numpy broadcasting: 'chlo.broadcast_power %a, %b : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x3xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BroadcastPowerOp(pub Op);

impl TypedOp for BroadcastPowerOp {
    const NAME: &'static str = "chlo.broadcast_power";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BroadcastPowerOp {
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
    /// The `broadcast_dimensions` property, if set.
    pub fn broadcast_dimensions(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "broadcast_dimensions")
    }
    /// A detached `chlo.broadcast_power` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, broadcast_dimensions: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = broadcast_dimensions {
            props_.push((ctx.ident("broadcast_dimensions"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `chlo.broadcast_remainder`: remainder with numpy broadcasting: 'chlo.broadcast_remainder %a, %b : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x3xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BroadcastRemainderOp(pub Op);

impl TypedOp for BroadcastRemainderOp {
    const NAME: &'static str = "chlo.broadcast_remainder";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BroadcastRemainderOp {
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
    /// The `broadcast_dimensions` property, if set.
    pub fn broadcast_dimensions(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "broadcast_dimensions")
    }
    /// A detached `chlo.broadcast_remainder` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, broadcast_dimensions: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = broadcast_dimensions {
            props_.push((ctx.ident("broadcast_dimensions"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `chlo.broadcast_shift_left`: shift_left with numpy broadcasting: 'chlo.broadcast_shift_left %a, %b : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x3xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BroadcastShiftLeftOp(pub Op);

impl TypedOp for BroadcastShiftLeftOp {
    const NAME: &'static str = "chlo.broadcast_shift_left";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BroadcastShiftLeftOp {
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
    /// The `broadcast_dimensions` property, if set.
    pub fn broadcast_dimensions(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "broadcast_dimensions")
    }
    /// A detached `chlo.broadcast_shift_left` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, broadcast_dimensions: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = broadcast_dimensions {
            props_.push((ctx.ident("broadcast_dimensions"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `chlo.broadcast_shift_right_arithmetic`: shift_right_arithmetic with numpy broadcasting: 'chlo.broadcast_shift_right_arithmetic %a, %b : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x3xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BroadcastShiftRightArithmeticOp(pub Op);

impl TypedOp for BroadcastShiftRightArithmeticOp {
    const NAME: &'static str = "chlo.broadcast_shift_right_arithmetic";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BroadcastShiftRightArithmeticOp {
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
    /// The `broadcast_dimensions` property, if set.
    pub fn broadcast_dimensions(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "broadcast_dimensions")
    }
    /// A detached `chlo.broadcast_shift_right_arithmetic` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, broadcast_dimensions: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = broadcast_dimensions {
            props_.push((ctx.ident("broadcast_dimensions"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `chlo.broadcast_shift_right_logical`: shift_right_logical with numpy broadcasting: 'chlo.broadcast_shift_right_logical %a, %b : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x3xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BroadcastShiftRightLogicalOp(pub Op);

impl TypedOp for BroadcastShiftRightLogicalOp {
    const NAME: &'static str = "chlo.broadcast_shift_right_logical";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BroadcastShiftRightLogicalOp {
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
    /// The `broadcast_dimensions` property, if set.
    pub fn broadcast_dimensions(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "broadcast_dimensions")
    }
    /// A detached `chlo.broadcast_shift_right_logical` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, broadcast_dimensions: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = broadcast_dimensions {
            props_.push((ctx.ident("broadcast_dimensions"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `chlo.broadcast_subtract`: subtract with numpy broadcasting: 'chlo.broadcast_subtract %a, %b : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x3xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BroadcastSubtractOp(pub Op);

impl TypedOp for BroadcastSubtractOp {
    const NAME: &'static str = "chlo.broadcast_subtract";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BroadcastSubtractOp {
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
    /// The `broadcast_dimensions` property, if set.
    pub fn broadcast_dimensions(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "broadcast_dimensions")
    }
    /// A detached `chlo.broadcast_subtract` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, broadcast_dimensions: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = broadcast_dimensions {
            props_.push((ctx.ident("broadcast_dimensions"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `chlo.broadcast_zeta`: zeta with numpy broadcasting: 'chlo.broadcast_zeta %a, %b : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x3xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BroadcastZetaOp(pub Op);

impl TypedOp for BroadcastZetaOp {
    const NAME: &'static str = "chlo.broadcast_zeta";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BroadcastZetaOp {
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
    /// The `broadcast_dimensions` property, if set.
    pub fn broadcast_dimensions(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "broadcast_dimensions")
    }
    /// A detached `chlo.broadcast_zeta` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, broadcast_dimensions: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = broadcast_dimensions {
            props_.push((ctx.ident("broadcast_dimensions"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `chlo.broadcast_and`: and with numpy broadcasting: 'chlo.broadcast_and %a, %b : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x3xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BroadcastAndOp(pub Op);

impl TypedOp for BroadcastAndOp {
    const NAME: &'static str = "chlo.broadcast_and";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BroadcastAndOp {
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
    /// The `broadcast_dimensions` property, if set.
    pub fn broadcast_dimensions(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "broadcast_dimensions")
    }
    /// A detached `chlo.broadcast_and` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, broadcast_dimensions: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = broadcast_dimensions {
            props_.push((ctx.ident("broadcast_dimensions"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `chlo.broadcast_or`: or with numpy broadcasting: 'chlo.broadcast_or %a, %b : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x3xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BroadcastOrOp(pub Op);

impl TypedOp for BroadcastOrOp {
    const NAME: &'static str = "chlo.broadcast_or";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BroadcastOrOp {
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
    /// The `broadcast_dimensions` property, if set.
    pub fn broadcast_dimensions(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "broadcast_dimensions")
    }
    /// A detached `chlo.broadcast_or` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, broadcast_dimensions: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = broadcast_dimensions {
            props_.push((ctx.ident("broadcast_dimensions"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `chlo.broadcast_xor`: xor with numpy broadcasting: 'chlo.broadcast_xor %a, %b : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x3xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BroadcastXorOp(pub Op);

impl TypedOp for BroadcastXorOp {
    const NAME: &'static str = "chlo.broadcast_xor";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BroadcastXorOp {
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
    /// The `broadcast_dimensions` property, if set.
    pub fn broadcast_dimensions(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "broadcast_dimensions")
    }
    /// A detached `chlo.broadcast_xor` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, broadcast_dimensions: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = broadcast_dimensions {
            props_.push((ctx.ident("broadcast_dimensions"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `chlo.broadcast_complex`: complex with numpy broadcasting: 'chlo.broadcast_complex %a, %b : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x3xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BroadcastComplexOp(pub Op);

impl TypedOp for BroadcastComplexOp {
    const NAME: &'static str = "chlo.broadcast_complex";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BroadcastComplexOp {
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
    /// The `broadcast_dimensions` property, if set.
    pub fn broadcast_dimensions(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "broadcast_dimensions")
    }
    /// A detached `chlo.broadcast_complex` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, broadcast_dimensions: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = broadcast_dimensions {
            props_.push((ctx.ident("broadcast_dimensions"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `chlo.broadcast_compare`: compare with numpy broadcasting; 'comparison_direction = #chlo<comparison_direction GT>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BroadcastCompareOp(pub Op);

impl TypedOp for BroadcastCompareOp {
    const NAME: &'static str = "chlo.broadcast_compare";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BroadcastCompareOp {
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
    /// The `broadcast_dimensions` property, if set.
    pub fn broadcast_dimensions(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "broadcast_dimensions")
    }
    /// The `comparison_direction` property, if set.
    pub fn comparison_direction(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "comparison_direction")
    }
    /// The `compare_type` property, if set.
    pub fn compare_type(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "compare_type")
    }
    /// A detached `chlo.broadcast_compare` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, broadcast_dimensions: Option<Attribute>, comparison_direction: Attribute, compare_type: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = broadcast_dimensions {
            props_.push((ctx.ident("broadcast_dimensions"), x_));
        }
        props_.push((ctx.ident("comparison_direction"), comparison_direction));
        if let Some(x_) = compare_type {
            props_.push((ctx.ident("compare_type"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `chlo.broadcast_select`: select with numpy broadcasting
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BroadcastSelectOp(pub Op);

impl TypedOp for BroadcastSelectOp {
    const NAME: &'static str = "chlo.broadcast_select";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BroadcastSelectOp {
    /// Operand `pred`.
    pub fn pred(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `on_true`.
    pub fn on_true(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Operand `on_false`.
    pub fn on_false(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(2)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `chlo.broadcast_select` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, pred: Value, on_true: Value, on_false: Value, result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(pred);
        vals_.push(on_true);
        vals_.push(on_false);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `chlo.next_after`: the next float after x toward y
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct NextAfterOp(pub Op);

impl TypedOp for NextAfterOp {
    const NAME: &'static str = "chlo.next_after";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl NextAfterOp {
    /// Operand `x`.
    pub fn x(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `y`.
    pub fn y(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `chlo.next_after` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, x: Value, y: Value, result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(x);
        vals_.push(y);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `chlo.polygamma`: polygamma of order n
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PolygammaOp(pub Op);

impl TypedOp for PolygammaOp {
    const NAME: &'static str = "chlo.polygamma";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl PolygammaOp {
    /// Operand `n`.
    pub fn n(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `x`.
    pub fn x(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `chlo.polygamma` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, n: Value, x: Value, result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(n);
        vals_.push(x);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `chlo.zeta`: Hurwitz zeta
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ZetaOp(pub Op);

impl TypedOp for ZetaOp {
    const NAME: &'static str = "chlo.zeta";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ZetaOp {
    /// Operand `x`.
    pub fn x(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `q`.
    pub fn q(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `chlo.zeta` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, x: Value, q: Value, result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(x);
        vals_.push(q);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `chlo.mulhi`: the high half of the double-width integer product
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MulhiOp(pub Op);

impl TypedOp for MulhiOp {
    const NAME: &'static str = "chlo.mulhi";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl MulhiOp {
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
    /// A detached `chlo.mulhi` with these operands, result types and attributes, its regions empty.
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

/// `chlo.top_k`: the k largest entries of the last dimension and their indices: 'chlo.top_k(%x, k = 2) : tensor<4x8xf32> -> (tensor<4x2xf32>, tensor<4x2xi32>)'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TopKOp(pub Op);

impl TypedOp for TopKOp {
    const NAME: &'static str = "chlo.top_k";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl TopKOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `values`.
    pub fn values(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// Result `indices`.
    pub fn indices(self, ctx: &Context) -> Value {
        ctx.result(self.0, 1)
    }
    /// The `k` property, if set.
    pub fn k(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "k")
    }
    /// The `is_stable` property, if set.
    pub fn is_stable(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "is_stable")
    }
    /// A detached `chlo.top_k` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, values_ty: Type, indices_ty: Type, k: Attribute, is_stable: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(values_ty);
        tys_.push(indices_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("k"), k));
        if let Some(x_) = is_stable {
            props_.push((ctx.ident("is_stable"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `chlo.ragged_dot`: a dot_general whose lhs rows fall into groups, each with its own rhs
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RaggedDotOp(pub Op);

impl TypedOp for RaggedDotOp {
    const NAME: &'static str = "chlo.ragged_dot";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl RaggedDotOp {
    /// Operand `lhs`.
    pub fn lhs(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `rhs`.
    pub fn rhs(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Operand `group_sizes`.
    pub fn group_sizes(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(2)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `ragged_dot_dimension_numbers` property, if set.
    pub fn ragged_dot_dimension_numbers(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "ragged_dot_dimension_numbers")
    }
    /// The `precision_config` property, if set.
    pub fn precision_config(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "precision_config")
    }
    /// A detached `chlo.ragged_dot` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, group_sizes: Value, result_ty: Type, ragged_dot_dimension_numbers: Attribute, precision_config: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        vals_.push(group_sizes);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("ragged_dot_dimension_numbers"), ragged_dot_dimension_numbers));
        if let Some(x_) = precision_config {
            props_.push((ctx.ident("precision_config"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `chlo.scan`: a scan along 'dimension': 'chlo.scan(%x) inits (%c) dimension=0 { ^bb0(%input: ..., %carry: ...): ... } : (...) -> (...)'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ScanOp(pub Op);

impl TypedOp for ScanOp {
    const NAME: &'static str = "chlo.scan";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ScanOp {
    /// Operand group `inputs`.
    pub fn inputs(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `inits`.
    pub fn inits(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// The `dimension` property, if set.
    pub fn dimension(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "dimension")
    }
    /// The `scan_dim_size` property, if set.
    pub fn scan_dim_size(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "scan_dim_size")
    }
    /// The `is_reverse` property, if set.
    pub fn is_reverse(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "is_reverse")
    }
    /// The `is_associative` property, if set.
    pub fn is_associative(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "is_associative")
    }
    /// A detached `chlo.scan` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, inputs: &[Value], inits: &[Value], outputs_tys: &[Type], carries_tys: &[Type], dimension: Attribute, scan_dim_size: Option<Attribute>, is_reverse: Option<Attribute>, is_associative: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(inputs);
        vals_.extend_from_slice(inits);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(outputs_tys);
        tys_.extend_from_slice(carries_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("dimension"), dimension));
        if let Some(x_) = scan_dim_size {
            props_.push((ctx.ident("scan_dim_size"), x_));
        }
        if let Some(x_) = is_reverse {
            props_.push((ctx.ident("is_reverse"), x_));
        }
        if let Some(x_) = is_associative {
            props_.push((ctx.ident("is_associative"), x_));
        }
        let seg_ = ir::dense_array::from_i64s(ctx, 32, &[inputs.len() as i64, inits.len() as i64]);
        props_.push((ctx.ident("operandSegmentSizes"), seg_));
        let seg_ = ir::dense_array::from_i64s(ctx, 32, &[outputs_tys.len() as i64, carries_tys.len() as i64]);
        props_.push((ctx.ident("resultSegmentSizes"), seg_));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
    }
}
