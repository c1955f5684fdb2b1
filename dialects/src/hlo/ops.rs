//! Typed wrappers of the `hlo` ops, generated from the definition by
//! `cargo run -p tessera-dialects --bin dialect-ops` (do not edit):
//! `hlo::ops::XOp::cast(ctx, op)` with named accessors, and `XOp::NAME`
//! wherever Rust names the op.

#![allow(missing_docs, unused_imports, clippy::too_many_arguments)]

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
    /// A detached `hlo.copy` with these operands and result types and no attributes.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, loc: Attribute) -> Self {
        let name = ctx.ident(Self::NAME);
        let attrs = ctx.empty_dict();
        Self(ctx.create_op(name, &[operand], &[result_ty], attrs, None, &[], 0, loc))
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
    /// A detached `hlo.bitcast` with these operands and result types and no attributes.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, loc: Attribute) -> Self {
        let name = ctx.ident(Self::NAME);
        let attrs = ctx.empty_dict();
        Self(ctx.create_op(name, &[operand], &[result_ty], attrs, None, &[], 0, loc))
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
}
