//! Typed wrappers of the `quant` ops, generated from the definition by
//! `cargo run -p tessera-dialects --bin dialect-ops` (do not edit):
//! `quant::ops::XOp::cast(ctx, op)` with named accessors, and `XOp::NAME`
//! wherever Rust names the op.

#![allow(missing_docs, unused_imports, unused_mut, clippy::too_many_arguments)]

use ir::{Attribute, Context, Op, Type, TypedOp, Value};

/// `quant.qcast`: quantizes: 'quant.qcast %x : tensor<2xf32> to tensor<2x!quant.uniform<i8:f32, 1.000000e+00>>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct QcastOp(pub Op);

impl TypedOp for QcastOp {
    const NAME: &'static str = "quant.qcast";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl QcastOp {
    /// Operand `arg`.
    pub fn arg(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `res`.
    pub fn res(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `quant.qcast` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, arg: Value, res_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(arg);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(res_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `quant.dcast`: dequantizes: 'quant.dcast %q : tensor<2x!quant.uniform<i8:f32, 1.000000e+00>> to tensor<2xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DcastOp(pub Op);

impl TypedOp for DcastOp {
    const NAME: &'static str = "quant.dcast";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl DcastOp {
    /// Operand `arg`.
    pub fn arg(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `res`.
    pub fn res(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `quant.dcast` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, arg: Value, res_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(arg);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(res_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `quant.scast`: reinterprets between a quantized type and its storage type
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ScastOp(pub Op);

impl TypedOp for ScastOp {
    const NAME: &'static str = "quant.scast";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ScastOp {
    /// Operand `arg`.
    pub fn arg(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `res`.
    pub fn res(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `quant.scast` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, arg: Value, res_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(arg);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(res_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}
