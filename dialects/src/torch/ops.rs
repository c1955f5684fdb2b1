//! Typed wrappers of the `torch` ops, generated from the definition by
//! `cargo run -p tessera-dialects --bin dialect-ops` (do not edit):
//! `torch::ops::XOp::cast(ctx, op)` with named accessors, and `XOp::NAME`
//! wherever Rust names the op.

#![allow(missing_docs, unused_imports, unused_mut, clippy::too_many_arguments)]

use ir::{Attribute, Context, Op, Type, TypedOp, Value};

/// `torch.constant.int`: an int: '%int2 = torch.constant.int 2'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConstantIntOp(pub Op);

impl TypedOp for ConstantIntOp {
    const NAME: &'static str = "torch.constant.int";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ConstantIntOp {
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `value` property, if set.
    pub fn value(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "value")
    }
    /// A detached `torch.constant.int` with these operands, result types and attributes, its regions empty.
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

/// `torch.constant.float`: a float: '%float1.000000e-05 = torch.constant.float 1.000000e-05'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConstantFloatOp(pub Op);

impl TypedOp for ConstantFloatOp {
    const NAME: &'static str = "torch.constant.float";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ConstantFloatOp {
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `value` property, if set.
    pub fn value(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "value")
    }
    /// A detached `torch.constant.float` with these operands, result types and attributes, its regions empty.
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

/// `torch.constant.bool`: a bool: '%true = torch.constant.bool true'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConstantBoolOp(pub Op);

impl TypedOp for ConstantBoolOp {
    const NAME: &'static str = "torch.constant.bool";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ConstantBoolOp {
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `value` property, if set.
    pub fn value(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "value")
    }
    /// A detached `torch.constant.bool` with these operands, result types and attributes, its regions empty.
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

/// `torch.constant.str`: a str: '%str = torch.constant.str "none"'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConstantStrOp(pub Op);

impl TypedOp for ConstantStrOp {
    const NAME: &'static str = "torch.constant.str";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ConstantStrOp {
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `value` property, if set.
    pub fn value(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "value")
    }
    /// A detached `torch.constant.str` with these operands, result types and attributes, its regions empty.
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

/// `torch.constant.none`: None: '%none = torch.constant.none'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConstantNoneOp(pub Op);

impl TypedOp for ConstantNoneOp {
    const NAME: &'static str = "torch.constant.none";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ConstantNoneOp {
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `torch.constant.none` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `torch.constant.device`: a device: '%cpu = torch.constant.device "cpu"'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConstantDeviceOp(pub Op);

impl TypedOp for ConstantDeviceOp {
    const NAME: &'static str = "torch.constant.device";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ConstantDeviceOp {
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `value` property, if set.
    pub fn value(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "value")
    }
    /// A detached `torch.constant.device` with these operands, result types and attributes, its regions empty.
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

/// `torch.constant.number`: an int or float of type '!torch.number' (printed in generic form)
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConstantNumberOp(pub Op);

impl TypedOp for ConstantNumberOp {
    const NAME: &'static str = "torch.constant.number";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ConstantNumberOp {
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `value` property, if set.
    pub fn value(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "value")
    }
    /// A detached `torch.constant.number` with these operands, result types and attributes, its regions empty.
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

/// `torch.prim.ListConstruct`: a list: 'torch.prim.ListConstruct %a, %b : (!torch.int, !torch.int) -> !torch.list<int>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PrimListConstructOp(pub Op);

impl TypedOp for PrimListConstructOp {
    const NAME: &'static str = "torch.prim.ListConstruct";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl PrimListConstructOp {
    /// Operand group `elements`.
    pub fn elements(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `torch.prim.ListConstruct` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, elements: &[Value], result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(elements);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `torch.prim.TupleConstruct`: a tuple: 'torch.prim.TupleConstruct %a, %b : !torch.int, !torch.float -> !torch.tuple<int, float>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PrimTupleConstructOp(pub Op);

impl TypedOp for PrimTupleConstructOp {
    const NAME: &'static str = "torch.prim.TupleConstruct";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl PrimTupleConstructOp {
    /// Operand group `elements`.
    pub fn elements(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `torch.prim.TupleConstruct` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, elements: &[Value], result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(elements);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `torch.vtensor.literal`: a constant tensor: 'torch.vtensor.literal(dense<0.0> : tensor<4xf32>) : !torch.vtensor<[4],f32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct VtensorLiteralOp(pub Op);

impl TypedOp for VtensorLiteralOp {
    const NAME: &'static str = "torch.vtensor.literal";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl VtensorLiteralOp {
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `value` property, if set.
    pub fn value(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "value")
    }
    /// A detached `torch.vtensor.literal` with these operands, result types and attributes, its regions empty.
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

/// `torch.tensor.literal`: a constant tensor with reference semantics
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TensorLiteralOp(pub Op);

impl TypedOp for TensorLiteralOp {
    const NAME: &'static str = "torch.tensor.literal";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl TensorLiteralOp {
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `value` property, if set.
    pub fn value(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "value")
    }
    /// A detached `torch.tensor.literal` with these operands, result types and attributes, its regions empty.
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

/// `torch.operator`: an operator the dialect has no op for: 'torch.operator "aten.foo"(%x) : (T) -> T'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct OperatorOp(pub Op);

impl TypedOp for OperatorOp {
    const NAME: &'static str = "torch.operator";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl OperatorOp {
    /// Operand group `operands`.
    pub fn operands(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// The `name` property, if set.
    pub fn name(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "name")
    }
    /// A detached `torch.operator` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operands: &[Value], results_tys: &[Type], name: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(operands);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(results_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("name"), name));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
    }
}

/// `torch.operator_terminator`: ends a region of 'torch.operator'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct OperatorTerminatorOp(pub Op);

impl TypedOp for OperatorTerminatorOp {
    const NAME: &'static str = "torch.operator_terminator";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl OperatorTerminatorOp {
    /// Operand group `operands`.
    pub fn operands(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// A detached `torch.operator_terminator` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operands: &[Value], loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(operands);
        let mut tys_: Vec<Type> = Vec::new();
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `torch.symbolic_int`: a symbolic size: 'torch.symbolic_int "s0" {min_val = 2, max_val = 64} : !torch.int'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SymbolicIntOp(pub Op);

impl TypedOp for SymbolicIntOp {
    const NAME: &'static str = "torch.symbolic_int";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl SymbolicIntOp {
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `symbol_name` property, if set.
    pub fn symbol_name(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "symbol_name")
    }
    /// The `min_val` property, if set.
    pub fn min_val(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "min_val")
    }
    /// The `max_val` property, if set.
    pub fn max_val(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "max_val")
    }
    /// A detached `torch.symbolic_int` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, result_ty: Type, symbol_name: Attribute, min_val: Attribute, max_val: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("symbol_name"), symbol_name));
        props_.push((ctx.ident("min_val"), min_val));
        props_.push((ctx.ident("max_val"), max_val));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `torch.bind_symbolic_shape`: ties a tensor's shape to symbols: 'torch.bind_symbolic_shape %x, [%s0], affine_map<()[s0] -> (s0, 3)> : T'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BindSymbolicShapeOp(pub Op);

impl TypedOp for BindSymbolicShapeOp {
    const NAME: &'static str = "torch.bind_symbolic_shape";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BindSymbolicShapeOp {
    /// Operand group `operand`.
    pub fn operand(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `shape_symbols`.
    pub fn shape_symbols(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// The `shape_expressions` property, if set.
    pub fn shape_expressions(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "shape_expressions")
    }
    /// A detached `torch.bind_symbolic_shape` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, shape_symbols: &[Value], shape_expressions: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        vals_.extend_from_slice(shape_symbols);
        let mut tys_: Vec<Type> = Vec::new();
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("shape_expressions"), shape_expressions));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `torch.tensor_static_info_cast`: changes how much of a tensor's shape and dtype the type says
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TensorStaticInfoCastOp(pub Op);

impl TypedOp for TensorStaticInfoCastOp {
    const NAME: &'static str = "torch.tensor_static_info_cast";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl TensorStaticInfoCastOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `torch.tensor_static_info_cast` with these operands, result types and attributes, its regions empty.
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

/// `torch.copy.to_vtensor`: a value-semantic copy of a tensor
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CopyToVtensorOp(pub Op);

impl TypedOp for CopyToVtensorOp {
    const NAME: &'static str = "torch.copy.to_vtensor";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CopyToVtensorOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `torch.copy.to_vtensor` with these operands, result types and attributes, its regions empty.
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

/// `torch.copy.to_tensor`: a mutable copy of a value-semantic tensor
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CopyToTensorOp(pub Op);

impl TypedOp for CopyToTensorOp {
    const NAME: &'static str = "torch.copy.to_tensor";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CopyToTensorOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `torch.copy.to_tensor` with these operands, result types and attributes, its regions empty.
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
