//! Typed wrappers of the `hlo` ops, generated from the definition by
//! `cargo run -p tessera-dialects --bin dialect-ops` (do not edit):
//! `hlo::ops::XOp::cast(ctx, op)` with named accessors, and `XOp::NAME`
//! wherever Rust names the op.

#![allow(missing_docs, unused_imports, unused_mut, clippy::too_many_arguments)]

use ir::{Attribute, Context, Op, Type, TypedOp, Value};

/// `hlo.fusion`: a kernel: '%r = hlo.fusion <loop> "fusion.1" (%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> { ... }'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct FusionOp(pub Op);

impl TypedOp for FusionOp {
    const NAME: &'static str = "hlo.fusion";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl FusionOp {
    /// Operand group `inputs`.
    pub fn inputs(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// The `kind` property, if set.
    pub fn kind(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "kind")
    }
    /// The `name` property, if set.
    pub fn name(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "name")
    }
    /// A detached `hlo.fusion` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, inputs: &[Value], results_tys: &[Type], kind: Attribute, name: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(inputs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(results_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("kind"), kind));
        props_.push((ctx.ident("name"), name));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
    }
}

/// `hlo.yield`: ends a fusion's body: 'hlo.yield %x : tensor<4xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct YieldOp(pub Op);

impl TypedOp for YieldOp {
    const NAME: &'static str = "hlo.yield";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl YieldOp {
    /// Operand group `results`.
    pub fn results(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// A detached `hlo.yield` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, results: &[Value], loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(results);
        let mut tys_: Vec<Type> = Vec::new();
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `hlo.copy`: the same values in another layout: 'hlo.copy %x : tensor<8x128xf32, #hlo.layout<{0,1}>> -> tensor<8x128xf32, #hlo.layout<{1,0}>>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CopyOp(pub Op);

impl TypedOp for CopyOp {
    const NAME: &'static str = "hlo.copy";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CopyOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `hlo.copy` with these operands, result types and attributes, its regions empty.
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

/// `hlo.bitcast`: the same bytes under another shape or layout (no data movement): 'hlo.bitcast %x : tensor<4x4xf32> -> tensor<16xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BitcastOp(pub Op);

impl TypedOp for BitcastOp {
    const NAME: &'static str = "hlo.bitcast";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BitcastOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `hlo.bitcast` with these operands, result types and attributes, its regions empty.
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

/// `hlo.launch`: runs a tile kernel over its grid on tensors: '%r = hlo.launch @k(%a) grid array<i64: 4, 1, 1> : (tensor<4x8xf32>) -> tensor<4x8xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct LaunchOp(pub Op);

impl TypedOp for LaunchOp {
    const NAME: &'static str = "hlo.launch";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl LaunchOp {
    /// Operand group `inputs`.
    pub fn inputs(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// The `kernel` property, if set.
    pub fn kernel(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "kernel")
    }
    /// The `grid` property, if set.
    pub fn grid(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "grid")
    }
    /// A detached `hlo.launch` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, inputs: &[Value], results_tys: &[Type], kernel: Attribute, grid: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(inputs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(results_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("kernel"), kernel));
        props_.push((ctx.ident("grid"), grid));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}
