//! Typed wrappers of the `cf` ops, generated from the definition by
//! `cargo run -p tessera-dialects --bin dialect-ops` (do not edit):
//! `cf::ops::XOp::cast(ctx, op)` with named accessors, and `XOp::NAME`
//! wherever Rust names the op.

#![allow(missing_docs, unused_imports, unused_mut, clippy::too_many_arguments)]

use ir::{Attribute, Context, Op, Type, TypedOp, Value};

/// `cf.assert`: assert with a message: 'cf.assert %c, "message"'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AssertOp(pub Op);

impl TypedOp for AssertOp {
    const NAME: &'static str = "cf.assert";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl AssertOp {
    /// Operand `arg`.
    pub fn arg(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// The `msg` property, if set.
    pub fn msg(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "msg")
    }
    /// A detached `cf.assert` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, arg: Value, msg: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(arg);
        let mut tys_: Vec<Type> = Vec::new();
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("msg"), msg));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `cf.br`: unconditional branch: 'cf.br ^bb1(%a : i32)'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BrOp(pub Op);

impl TypedOp for BrOp {
    const NAME: &'static str = "cf.br";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BrOp {
    /// Operand group `destOperands`.
    pub fn dest_operands(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
}

/// `cf.cond_br`: conditional branch: 'cf.cond_br %c, ^bb1(%x : i32), ^bb2'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CondBrOp(pub Op);

impl TypedOp for CondBrOp {
    const NAME: &'static str = "cf.cond_br";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CondBrOp {
    /// Operand group `condition`.
    pub fn condition(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `trueDestOperands`.
    pub fn true_dest_operands(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `falseDestOperands`.
    pub fn false_dest_operands(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true, true], d.num_operands());
        groups[2].clone().map(|k| d.operand(k)).collect()
    }
    /// The `branch_weights` property, if set.
    pub fn branch_weights(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "branch_weights")
    }
}

/// `cf.switch`: multi-way branch on an integer: 'cf.switch %f : i32, [default: ^bb1, 42: ^bb2]'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SwitchOp(pub Op);

impl TypedOp for SwitchOp {
    const NAME: &'static str = "cf.switch";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl SwitchOp {
    /// Operand group `flag`.
    pub fn flag(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `defaultOperands`.
    pub fn default_operands(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `caseOperands`.
    pub fn case_operands(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true, true], d.num_operands());
        groups[2].clone().map(|k| d.operand(k)).collect()
    }
    /// The `case_values` property, if set.
    pub fn case_values(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "case_values")
    }
    /// The `case_operand_segments` property, if set.
    pub fn case_operand_segments(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "case_operand_segments")
    }
}
