//! Typed wrappers of the `interpreter` ops, generated from the definition by
//! `cargo run -p tessera-dialects --bin dialect-ops` (do not edit):
//! `interpreter::ops::XOp::cast(ctx, op)` with named accessors, and `XOp::NAME`
//! wherever Rust names the op.

#![allow(missing_docs, unused_imports, unused_mut, clippy::too_many_arguments)]

use ir::{Attribute, Context, Op, Type, TypedOp, Value};

/// `interpreter.print`: prints a tensor: 'interpreter.print %x : tensor<2xi32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PrintOp(pub Op);

impl TypedOp for PrintOp {
    const NAME: &'static str = "interpreter.print";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl PrintOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// A detached `interpreter.print` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `interpreter.probe`: records a tensor under an id: '%y = interpreter.probe %x, probe_id = "p" : tensor<2xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ProbeOp(pub Op);

impl TypedOp for ProbeOp {
    const NAME: &'static str = "interpreter.probe";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ProbeOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `probe_id` property, if set.
    pub fn probe_id(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "probe_id")
    }
    /// A detached `interpreter.probe` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, probe_id: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("probe_id"), probe_id));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `interpreter.run_parallel`: runs 'programs[replica][partition]' as a grid of processes
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RunParallelOp(pub Op);

impl TypedOp for RunParallelOp {
    const NAME: &'static str = "interpreter.run_parallel";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl RunParallelOp {
    /// Operand group `inputs`.
    pub fn inputs(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// The `infeed` property, if set.
    pub fn infeed(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "infeed")
    }
    /// The `programs` property, if set.
    pub fn programs(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "programs")
    }
    /// A detached `interpreter.run_parallel` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, inputs: &[Value], results_tys: &[Type], infeed: Option<Attribute>, programs: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(inputs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(results_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = infeed {
            props_.push((ctx.ident("infeed"), x_));
        }
        props_.push((ctx.ident("programs"), programs));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}
