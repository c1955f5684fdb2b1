//! Typed wrappers of the `spyreop` ops, generated from the definition by
//! `cargo run -p tessera-dialects --bin dialect-ops` (do not edit):
//! `spyreop::ops::XOp::cast(ctx, op)` with named accessors, and `XOp::NAME`
//! wherever Rust names the op.

#![allow(missing_docs, unused_imports, unused_mut, clippy::too_many_arguments)]

use ir::{Attribute, Context, Op, Type, TypedOp, Value};

/// `spyreop.addi32toi32`: adds two 32-bit integers: 'spyreop.addi32toi32 %a, %b'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Addi32toi32Op(pub Op);

impl TypedOp for Addi32toi32Op {
    const NAME: &'static str = "spyreop.addi32toi32";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl Addi32toi32Op {
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
    /// A detached `spyreop.addi32toi32` with these operands, result types and attributes, its regions empty.
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

/// `spyreop.addi64toi64`: adds two 64-bit integers: 'spyreop.addi64toi64 %a, %b'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Addi64toi64Op(pub Op);

impl TypedOp for Addi64toi64Op {
    const NAME: &'static str = "spyreop.addi64toi64";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl Addi64toi64Op {
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
    /// A detached `spyreop.addi64toi64` with these operands, result types and attributes, its regions empty.
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

/// `spyreop.muli32toi32`: multiplies two 32-bit integers into a 32-bit result: 'spyreop.muli32toi32 %a, %b'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Muli32toi32Op(pub Op);

impl TypedOp for Muli32toi32Op {
    const NAME: &'static str = "spyreop.muli32toi32";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl Muli32toi32Op {
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
    /// A detached `spyreop.muli32toi32` with these operands, result types and attributes, its regions empty.
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

/// `spyreop.idx32toaddr`: an address 'base + stride * index': 'spyreop.idx32toaddr %i base 0xDEADBEEF stride 4'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Idx32toaddrOp(pub Op);

impl TypedOp for Idx32toaddrOp {
    const NAME: &'static str = "spyreop.idx32toaddr";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl Idx32toaddrOp {
    /// Operand `index`.
    pub fn index(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `base_address` property, if set.
    pub fn base_address(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "base_address")
    }
    /// The `stride` property, if set.
    pub fn stride(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "stride")
    }
    /// A detached `spyreop.idx32toaddr` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, index: Value, result_ty: Type, base_address: Attribute, stride: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(index);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("base_address"), base_address));
        props_.push((ctx.ident("stride"), stride));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `spyreop.exp`: the exponential function 'exp(x)': 'spyreop.exp %x : f16'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExpOp(pub Op);

impl TypedOp for ExpOp {
    const NAME: &'static str = "spyreop.exp";
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
    /// A detached `spyreop.exp` with these operands, result types and attributes, its regions empty.
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

/// `spyreop.gelu`: the GeLU function 'x * CDF(x)': 'spyreop.gelu %x : !spyreop.df16'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct GeluOp(pub Op);

impl TypedOp for GeluOp {
    const NAME: &'static str = "spyreop.gelu";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl GeluOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `spyreop.gelu` with these operands, result types and attributes, its regions empty.
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

/// `spyreop.layernormscale`: the scaling part of LayerNorm, '1 / sqrt(x)' of a variance plus epsilon: 'spyreop.layernormscale %v : f16'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct LayernormscaleOp(pub Op);

impl TypedOp for LayernormscaleOp {
    const NAME: &'static str = "spyreop.layernormscale";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl LayernormscaleOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `spyreop.layernormscale` with these operands, result types and attributes, its regions empty.
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

/// `spyreop.realdiv`: divides two real numbers: 'spyreop.realdiv %a, %b : f32'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RealdivOp(pub Op);

impl TypedOp for RealdivOp {
    const NAME: &'static str = "spyreop.realdiv";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl RealdivOp {
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
    /// A detached `spyreop.realdiv` with these operands, result types and attributes, its regions empty.
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

/// `spyreop.reciprocal`: the multiplicative inverse: 'spyreop.reciprocal %x : f16'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReciprocalOp(pub Op);

impl TypedOp for ReciprocalOp {
    const NAME: &'static str = "spyreop.reciprocal";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ReciprocalOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `spyreop.reciprocal` with these operands, result types and attributes, its regions empty.
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

/// `spyreop.sigmoid`: the sigmoid function '1 / (1 + exp(-x))': 'spyreop.sigmoid %x : f16'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SigmoidOp(pub Op);

impl TypedOp for SigmoidOp {
    const NAME: &'static str = "spyreop.sigmoid";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl SigmoidOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `spyreop.sigmoid` with these operands, result types and attributes, its regions empty.
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

/// `spyreop.silu`: the SiLU function 'x * sigmoid(x)': 'spyreop.silu %x : f16'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SiluOp(pub Op);

impl TypedOp for SiluOp {
    const NAME: &'static str = "spyreop.silu";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl SiluOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `spyreop.silu` with these operands, result types and attributes, its regions empty.
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

/// `spyreop.softplus`: the softplus function '1/b * log(1 + exp(b*x))', linear above 'threshold': 'spyreop.softplus %x beta 2.0e-01 threshold 1.0e-01 : f16'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SoftplusOp(pub Op);

impl TypedOp for SoftplusOp {
    const NAME: &'static str = "spyreop.softplus";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl SoftplusOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `beta` property, if set.
    pub fn beta(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "beta")
    }
    /// The `threshold` property, if set.
    pub fn threshold(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "threshold")
    }
    /// A detached `spyreop.softplus` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, beta: Attribute, threshold: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("beta"), beta));
        props_.push((ctx.ident("threshold"), threshold));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `spyreop.sqrt`: the square root: 'spyreop.sqrt %x : f16'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SqrtOp(pub Op);

impl TypedOp for SqrtOp {
    const NAME: &'static str = "spyreop.sqrt";
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
    /// A detached `spyreop.sqrt` with these operands, result types and attributes, its regions empty.
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
