//! Typed wrappers of the `scf` ops, generated from the definition by
//! `cargo run -p tessera-dialects --bin dialect-ops` (do not edit):
//! `scf::ops::XOp::cast(ctx, op)` with named accessors, and `XOp::NAME`
//! wherever Rust names the op.

#![allow(missing_docs, unused_imports, unused_mut, clippy::too_many_arguments)]

use ir::{Attribute, Context, Op, Type, TypedOp, Value};

/// `scf.for`: counted loop: 'scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (f32) { ... }'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ForOp(pub Op);

impl TypedOp for ForOp {
    const NAME: &'static str = "scf.for";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ForOp {
    /// Operand group `lowerBound`.
    pub fn lower_bound(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, false, false, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `upperBound`.
    pub fn upper_bound(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, false, false, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `step`.
    pub fn step(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, false, false, true], d.num_operands());
        groups[2].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `initArgs`.
    pub fn init_args(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, false, false, true], d.num_operands());
        groups[3].clone().map(|k| d.operand(k)).collect()
    }
    /// The `unsignedCmp` property, if set.
    pub fn unsigned_cmp(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "unsignedCmp")
    }
    /// A detached `scf.for` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lower_bound: Value, upper_bound: Value, step: Value, init_args: &[Value], results_tys: &[Type], unsigned_cmp: bool, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lower_bound);
        vals_.push(upper_bound);
        vals_.push(step);
        vals_.extend_from_slice(init_args);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(results_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if unsigned_cmp {
            let x_ = ctx.attr(ir::AttrKind::Unit);
            props_.push((ctx.ident("unsignedCmp"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
    }
}

/// `scf.if`: conditional: 'scf.if %c -> (i32) { ... } else { ... }'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct IfOp(pub Op);

impl TypedOp for IfOp {
    const NAME: &'static str = "scf.if";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl IfOp {
    /// Operand `condition`.
    pub fn condition(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// A detached `scf.if` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, condition: Value, results_tys: &[Type], loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(condition);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(results_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 2, loc))
    }
}

/// `scf.while`: while loop: 'scf.while (%a = %x) : (i32) -> i32 { ... scf.condition(%c) %a : i32 } do { ^bb0(%a: i32): ... }'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct WhileOp(pub Op);

impl TypedOp for WhileOp {
    const NAME: &'static str = "scf.while";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl WhileOp {
    /// Operand group `inits`.
    pub fn inits(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// A detached `scf.while` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, inits: &[Value], results_tys: &[Type], loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(inits);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(results_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 2, loc))
    }
}

/// `scf.condition`: ends the 'before' region of 'scf.while': 'scf.condition(%c) %a : i32'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConditionOp(pub Op);

impl TypedOp for ConditionOp {
    const NAME: &'static str = "scf.condition";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ConditionOp {
    /// Operand group `condition`.
    pub fn condition(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `args`.
    pub fn args(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// A detached `scf.condition` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, condition: Value, args: &[Value], loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(condition);
        vals_.extend_from_slice(args);
        let mut tys_: Vec<Type> = Vec::new();
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `scf.execute_region`: a region executed once: 'scf.execute_region -> i32 { ... }'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExecuteRegionOp(pub Op);

impl TypedOp for ExecuteRegionOp {
    const NAME: &'static str = "scf.execute_region";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ExecuteRegionOp {
    /// The `no_inline` property, if set.
    pub fn no_inline(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "no_inline")
    }
    /// A detached `scf.execute_region` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, results_tys: &[Type], no_inline: bool, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(results_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if no_inline {
            let x_ = ctx.attr(ir::AttrKind::Unit);
            props_.push((ctx.ident("no_inline"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
    }
}

/// `scf.index_switch`: switch on an index: 'scf.index_switch %i -> T case 2 { ... } default { ... }'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct IndexSwitchOp(pub Op);

impl TypedOp for IndexSwitchOp {
    const NAME: &'static str = "scf.index_switch";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl IndexSwitchOp {
    /// Operand `arg`.
    pub fn arg(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// The `cases` property, if set.
    pub fn cases(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "cases")
    }
    /// A detached `scf.index_switch` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, arg: Value, results_tys: &[Type], cases: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(arg);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(results_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("cases"), cases));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 2, loc))
    }
}

/// `scf.yield`: ends a region of an scf op: 'scf.yield %a : i32'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct YieldOp(pub Op);

impl TypedOp for YieldOp {
    const NAME: &'static str = "scf.yield";
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
    /// A detached `scf.yield` with these operands, result types and attributes, its regions empty.
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

/// `scf.parallel`: parallel loop nest: 'scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> T { ... scf.reduce(...) }'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ParallelOp(pub Op);

impl TypedOp for ParallelOp {
    const NAME: &'static str = "scf.parallel";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ParallelOp {
    /// Operand group `lowerBound`.
    pub fn lower_bound(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true, true, true, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `upperBound`.
    pub fn upper_bound(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true, true, true, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `step`.
    pub fn step(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true, true, true, true], d.num_operands());
        groups[2].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `initVals`.
    pub fn init_vals(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true, true, true, true], d.num_operands());
        groups[3].clone().map(|k| d.operand(k)).collect()
    }
    /// A detached `scf.parallel` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lower_bound: &[Value], upper_bound: &[Value], step: &[Value], init_vals: &[Value], results_tys: &[Type], loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(lower_bound);
        vals_.extend_from_slice(upper_bound);
        vals_.extend_from_slice(step);
        vals_.extend_from_slice(init_vals);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(results_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let seg_ = ir::dense_array::from_i64s(ctx, 32, &[lower_bound.len() as i64, upper_bound.len() as i64, step.len() as i64, init_vals.len() as i64]);
        props_.push((ctx.ident("operandSegmentSizes"), seg_));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
    }
}

/// `scf.reduce`: combines values of a parallel loop's iterations: 'scf.reduce(%v : f32) { ^bb0(%a: f32, %b: f32): ... }'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReduceOp(pub Op);

impl TypedOp for ReduceOp {
    const NAME: &'static str = "scf.reduce";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ReduceOp {
    /// Operand group `operands`.
    pub fn operands(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// A detached `scf.reduce` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operands: &[Value], loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(operands);
        let mut tys_: Vec<Type> = Vec::new();
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
    }
}

/// `scf.reduce.return`: ends a reduction region: 'scf.reduce.return %x : f32'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReduceReturnOp(pub Op);

impl TypedOp for ReduceReturnOp {
    const NAME: &'static str = "scf.reduce.return";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ReduceReturnOp {
    /// Operand `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// A detached `scf.reduce.return` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, result: Value, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(result);
        let mut tys_: Vec<Type> = Vec::new();
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `scf.forall`: parallel loop over a multi-dimensional range: 'scf.forall (%i, %j) in (4, %n) shared_outs(%o = %t) -> (T) { ... }'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ForallOp(pub Op);

impl TypedOp for ForallOp {
    const NAME: &'static str = "scf.forall";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ForallOp {
    /// Operand group `dynamicLowerBound`.
    pub fn dynamic_lower_bound(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true, true, true, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `dynamicUpperBound`.
    pub fn dynamic_upper_bound(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true, true, true, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `dynamicStep`.
    pub fn dynamic_step(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true, true, true, true], d.num_operands());
        groups[2].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `outputs`.
    pub fn outputs(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true, true, true, true], d.num_operands());
        groups[3].clone().map(|k| d.operand(k)).collect()
    }
    /// The `staticLowerBound` property, if set.
    pub fn static_lower_bound(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "staticLowerBound")
    }
    /// The `staticUpperBound` property, if set.
    pub fn static_upper_bound(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "staticUpperBound")
    }
    /// The `staticStep` property, if set.
    pub fn static_step(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "staticStep")
    }
    /// The `mapping` property, if set.
    pub fn mapping(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "mapping")
    }
    /// A detached `scf.forall` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, dynamic_lower_bound: &[Value], dynamic_upper_bound: &[Value], dynamic_step: &[Value], outputs: &[Value], results_tys: &[Type], static_lower_bound: Attribute, static_upper_bound: Attribute, static_step: Attribute, mapping: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(dynamic_lower_bound);
        vals_.extend_from_slice(dynamic_upper_bound);
        vals_.extend_from_slice(dynamic_step);
        vals_.extend_from_slice(outputs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(results_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("staticLowerBound"), static_lower_bound));
        props_.push((ctx.ident("staticUpperBound"), static_upper_bound));
        props_.push((ctx.ident("staticStep"), static_step));
        if let Some(x_) = mapping {
            props_.push((ctx.ident("mapping"), x_));
        }
        let seg_ = ir::dense_array::from_i64s(ctx, 32, &[dynamic_lower_bound.len() as i64, dynamic_upper_bound.len() as i64, dynamic_step.len() as i64, outputs.len() as i64]);
        props_.push((ctx.ident("operandSegmentSizes"), seg_));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
    }
}

/// `scf.forall.in_parallel`: the terminator of 'scf.forall', holding its parallel insertions
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ForallInParallelOp(pub Op);

impl TypedOp for ForallInParallelOp {
    const NAME: &'static str = "scf.forall.in_parallel";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ForallInParallelOp {
    /// A detached `scf.forall.in_parallel` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        let mut tys_: Vec<Type> = Vec::new();
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
    }
}
