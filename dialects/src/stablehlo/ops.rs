//! Typed wrappers of the `stablehlo` ops, generated from the definition by
//! `cargo run -p tessera-dialects --bin dialect-ops` (do not edit):
//! `stablehlo::ops::XOp::cast(ctx, op)` with named accessors, and `XOp::NAME`
//! wherever Rust names the op.

#![allow(missing_docs, unused_imports, unused_mut, clippy::too_many_arguments)]

use ir::{Attribute, Context, Op, Type, TypedOp, Value};

/// `stablehlo.constant`: a literal tensor: 'stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConstantOp(pub Op);

impl TypedOp for ConstantOp {
    const NAME: &'static str = "stablehlo.constant";
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
    /// A detached `stablehlo.constant` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.iota`: 0, 1, 2, ... along one dimension: 'stablehlo.iota dim = 0 : tensor<4xi32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct IotaOp(pub Op);

impl TypedOp for IotaOp {
    const NAME: &'static str = "stablehlo.iota";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl IotaOp {
    /// Result `output`.
    pub fn output(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `iota_dimension` property, if set.
    pub fn iota_dimension(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "iota_dimension")
    }
    /// A detached `stablehlo.iota` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, output_ty: Type, iota_dimension: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(output_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("iota_dimension"), iota_dimension));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.dynamic_iota`: iota of a shape given as a tensor: 'stablehlo.dynamic_iota %s, dim = 0 : (tensor<1xi64>) -> tensor<?xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DynamicIotaOp(pub Op);

impl TypedOp for DynamicIotaOp {
    const NAME: &'static str = "stablehlo.dynamic_iota";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl DynamicIotaOp {
    /// Operand `output_shape`.
    pub fn output_shape(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `iota_dimension` property, if set.
    pub fn iota_dimension(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "iota_dimension")
    }
    /// A detached `stablehlo.dynamic_iota` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, output_shape: Value, result_ty: Type, iota_dimension: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(output_shape);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("iota_dimension"), iota_dimension));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.create_token`: a fresh token (deprecated spelling of 'after_all' with no inputs)
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CreateTokenOp(pub Op);

impl TypedOp for CreateTokenOp {
    const NAME: &'static str = "stablehlo.create_token";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CreateTokenOp {
    /// Result `output`.
    pub fn output(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `stablehlo.create_token` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, output_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(output_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.replica_id`: the replica's id: 'stablehlo.replica_id : tensor<ui32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReplicaIdOp(pub Op);

impl TypedOp for ReplicaIdOp {
    const NAME: &'static str = "stablehlo.replica_id";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ReplicaIdOp {
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `stablehlo.replica_id` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.partition_id`: the partition's id: 'stablehlo.partition_id : tensor<ui32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PartitionIdOp(pub Op);

impl TypedOp for PartitionIdOp {
    const NAME: &'static str = "stablehlo.partition_id";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl PartitionIdOp {
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `stablehlo.partition_id` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.after_all`: a token that follows all input tokens: 'stablehlo.after_all %t0, %t1 : !stablehlo.token'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AfterAllOp(pub Op);

impl TypedOp for AfterAllOp {
    const NAME: &'static str = "stablehlo.after_all";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl AfterAllOp {
    /// Operand group `inputs`.
    pub fn inputs(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `stablehlo.after_all` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, inputs: &[Value], result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(inputs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.abs`: |x|; the result of a complex operand is its real modulus
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AbsOp(pub Op);

impl TypedOp for AbsOp {
    const NAME: &'static str = "stablehlo.abs";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl AbsOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `stablehlo.abs` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.cbrt`: cube root
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CbrtOp(pub Op);

impl TypedOp for CbrtOp {
    const NAME: &'static str = "stablehlo.cbrt";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CbrtOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `result_accuracy` property, if set.
    pub fn result_accuracy(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "result_accuracy")
    }
    /// A detached `stablehlo.cbrt` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, result_accuracy: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = result_accuracy {
            props_.push((ctx.ident("result_accuracy"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.ceil`: round toward +inf
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CeilOp(pub Op);

impl TypedOp for CeilOp {
    const NAME: &'static str = "stablehlo.ceil";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CeilOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `stablehlo.ceil` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.convert`: element type conversion: 'stablehlo.convert %x : (tensor<4xf32>) -> tensor<4xbf16>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConvertOp(pub Op);

impl TypedOp for ConvertOp {
    const NAME: &'static str = "stablehlo.convert";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ConvertOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `stablehlo.convert` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.count_leading_zeros`: leading zero bits of each integer
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CountLeadingZerosOp(pub Op);

impl TypedOp for CountLeadingZerosOp {
    const NAME: &'static str = "stablehlo.count_leading_zeros";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CountLeadingZerosOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `stablehlo.count_leading_zeros` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.cosine`: cos
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CosineOp(pub Op);

impl TypedOp for CosineOp {
    const NAME: &'static str = "stablehlo.cosine";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CosineOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `result_accuracy` property, if set.
    pub fn result_accuracy(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "result_accuracy")
    }
    /// A detached `stablehlo.cosine` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, result_accuracy: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = result_accuracy {
            props_.push((ctx.ident("result_accuracy"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.exponential`: e^x
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExponentialOp(pub Op);

impl TypedOp for ExponentialOp {
    const NAME: &'static str = "stablehlo.exponential";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ExponentialOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `result_accuracy` property, if set.
    pub fn result_accuracy(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "result_accuracy")
    }
    /// A detached `stablehlo.exponential` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, result_accuracy: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = result_accuracy {
            props_.push((ctx.ident("result_accuracy"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.exponential_minus_one`: e^x - 1
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExponentialMinusOneOp(pub Op);

impl TypedOp for ExponentialMinusOneOp {
    const NAME: &'static str = "stablehlo.exponential_minus_one";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ExponentialMinusOneOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `result_accuracy` property, if set.
    pub fn result_accuracy(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "result_accuracy")
    }
    /// A detached `stablehlo.exponential_minus_one` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, result_accuracy: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = result_accuracy {
            props_.push((ctx.ident("result_accuracy"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.floor`: round toward -inf
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct FloorOp(pub Op);

impl TypedOp for FloorOp {
    const NAME: &'static str = "stablehlo.floor";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl FloorOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `stablehlo.floor` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.imag`: imaginary part (zero for a real operand)
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ImagOp(pub Op);

impl TypedOp for ImagOp {
    const NAME: &'static str = "stablehlo.imag";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ImagOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `stablehlo.imag` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.is_finite`: neither infinite nor NaN: 'stablehlo.is_finite %x : (tensor<4xf32>) -> tensor<4xi1>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct IsFiniteOp(pub Op);

impl TypedOp for IsFiniteOp {
    const NAME: &'static str = "stablehlo.is_finite";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl IsFiniteOp {
    /// Operand `x`.
    pub fn x(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `y`.
    pub fn y(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `stablehlo.is_finite` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, x: Value, y_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(x);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(y_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.log`: natural logarithm
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct LogOp(pub Op);

impl TypedOp for LogOp {
    const NAME: &'static str = "stablehlo.log";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl LogOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `result_accuracy` property, if set.
    pub fn result_accuracy(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "result_accuracy")
    }
    /// A detached `stablehlo.log` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, result_accuracy: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = result_accuracy {
            props_.push((ctx.ident("result_accuracy"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.log_plus_one`: log(1 + x)
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct LogPlusOneOp(pub Op);

impl TypedOp for LogPlusOneOp {
    const NAME: &'static str = "stablehlo.log_plus_one";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl LogPlusOneOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `result_accuracy` property, if set.
    pub fn result_accuracy(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "result_accuracy")
    }
    /// A detached `stablehlo.log_plus_one` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, result_accuracy: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = result_accuracy {
            props_.push((ctx.ident("result_accuracy"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.logistic`: 1 / (1 + e^-x)
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct LogisticOp(pub Op);

impl TypedOp for LogisticOp {
    const NAME: &'static str = "stablehlo.logistic";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl LogisticOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `result_accuracy` property, if set.
    pub fn result_accuracy(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "result_accuracy")
    }
    /// A detached `stablehlo.logistic` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, result_accuracy: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = result_accuracy {
            props_.push((ctx.ident("result_accuracy"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.not`: logical or bitwise not
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct NotOp(pub Op);

impl TypedOp for NotOp {
    const NAME: &'static str = "stablehlo.not";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl NotOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `stablehlo.not` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.negate`: -x
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct NegateOp(pub Op);

impl TypedOp for NegateOp {
    const NAME: &'static str = "stablehlo.negate";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl NegateOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `stablehlo.negate` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.popcnt`: set bits of each integer
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PopcntOp(pub Op);

impl TypedOp for PopcntOp {
    const NAME: &'static str = "stablehlo.popcnt";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl PopcntOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `stablehlo.popcnt` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.real`: real part
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RealOp(pub Op);

impl TypedOp for RealOp {
    const NAME: &'static str = "stablehlo.real";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl RealOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `stablehlo.real` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.round_nearest_afz`: round to nearest, ties away from zero
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RoundNearestAfzOp(pub Op);

impl TypedOp for RoundNearestAfzOp {
    const NAME: &'static str = "stablehlo.round_nearest_afz";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl RoundNearestAfzOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `stablehlo.round_nearest_afz` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.round_nearest_even`: round to nearest, ties to even
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RoundNearestEvenOp(pub Op);

impl TypedOp for RoundNearestEvenOp {
    const NAME: &'static str = "stablehlo.round_nearest_even";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl RoundNearestEvenOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `stablehlo.round_nearest_even` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.rsqrt`: 1 / sqrt(x)
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RsqrtOp(pub Op);

impl TypedOp for RsqrtOp {
    const NAME: &'static str = "stablehlo.rsqrt";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl RsqrtOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `result_accuracy` property, if set.
    pub fn result_accuracy(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "result_accuracy")
    }
    /// A detached `stablehlo.rsqrt` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, result_accuracy: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = result_accuracy {
            props_.push((ctx.ident("result_accuracy"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.sign`: -1, 0 or 1 (NaN stays NaN)
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SignOp(pub Op);

impl TypedOp for SignOp {
    const NAME: &'static str = "stablehlo.sign";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl SignOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `stablehlo.sign` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.sine`: sin
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SineOp(pub Op);

impl TypedOp for SineOp {
    const NAME: &'static str = "stablehlo.sine";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl SineOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `result_accuracy` property, if set.
    pub fn result_accuracy(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "result_accuracy")
    }
    /// A detached `stablehlo.sine` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, result_accuracy: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = result_accuracy {
            props_.push((ctx.ident("result_accuracy"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.sqrt`: square root
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SqrtOp(pub Op);

impl TypedOp for SqrtOp {
    const NAME: &'static str = "stablehlo.sqrt";
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
    /// The `result_accuracy` property, if set.
    pub fn result_accuracy(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "result_accuracy")
    }
    /// A detached `stablehlo.sqrt` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, result_accuracy: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = result_accuracy {
            props_.push((ctx.ident("result_accuracy"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.tan`: tan
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TanOp(pub Op);

impl TypedOp for TanOp {
    const NAME: &'static str = "stablehlo.tan";
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
    /// The `result_accuracy` property, if set.
    pub fn result_accuracy(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "result_accuracy")
    }
    /// A detached `stablehlo.tan` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, result_accuracy: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = result_accuracy {
            props_.push((ctx.ident("result_accuracy"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.tanh`: tanh
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TanhOp(pub Op);

impl TypedOp for TanhOp {
    const NAME: &'static str = "stablehlo.tanh";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl TanhOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `result_accuracy` property, if set.
    pub fn result_accuracy(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "result_accuracy")
    }
    /// A detached `stablehlo.tanh` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, result_accuracy: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = result_accuracy {
            props_.push((ctx.ident("result_accuracy"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.uniform_quantize`: float (or quantized) to quantized, per tensor or per axis
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct UniformQuantizeOp(pub Op);

impl TypedOp for UniformQuantizeOp {
    const NAME: &'static str = "stablehlo.uniform_quantize";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl UniformQuantizeOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `stablehlo.uniform_quantize` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.uniform_dequantize`: quantized to its expressed float type
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct UniformDequantizeOp(pub Op);

impl TypedOp for UniformDequantizeOp {
    const NAME: &'static str = "stablehlo.uniform_dequantize";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl UniformDequantizeOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `stablehlo.uniform_dequantize` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.add`: x + y (or for i1)
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AddOp(pub Op);

impl TypedOp for AddOp {
    const NAME: &'static str = "stablehlo.add";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl AddOp {
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
    /// A detached `stablehlo.add` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.atan2`: atan2(y, x)
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Atan2Op(pub Op);

impl TypedOp for Atan2Op {
    const NAME: &'static str = "stablehlo.atan2";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl Atan2Op {
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
    /// A detached `stablehlo.atan2` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.complex`: a complex number from its real and imaginary parts
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ComplexOp(pub Op);

impl TypedOp for ComplexOp {
    const NAME: &'static str = "stablehlo.complex";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ComplexOp {
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
    /// A detached `stablehlo.complex` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.divide`: x / y (integers round toward zero)
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DivideOp(pub Op);

impl TypedOp for DivideOp {
    const NAME: &'static str = "stablehlo.divide";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl DivideOp {
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
    /// A detached `stablehlo.divide` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.maximum`: max, NaN-propagating
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MaximumOp(pub Op);

impl TypedOp for MaximumOp {
    const NAME: &'static str = "stablehlo.maximum";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl MaximumOp {
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
    /// A detached `stablehlo.maximum` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.minimum`: min, NaN-propagating
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MinimumOp(pub Op);

impl TypedOp for MinimumOp {
    const NAME: &'static str = "stablehlo.minimum";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl MinimumOp {
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
    /// A detached `stablehlo.minimum` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.multiply`: x * y (and for i1)
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MultiplyOp(pub Op);

impl TypedOp for MultiplyOp {
    const NAME: &'static str = "stablehlo.multiply";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl MultiplyOp {
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
    /// A detached `stablehlo.multiply` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.power`: x ^ y
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PowerOp(pub Op);

impl TypedOp for PowerOp {
    const NAME: &'static str = "stablehlo.power";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl PowerOp {
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
    /// A detached `stablehlo.power` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.remainder`: x - y * trunc(x / y)
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RemainderOp(pub Op);

impl TypedOp for RemainderOp {
    const NAME: &'static str = "stablehlo.remainder";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl RemainderOp {
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
    /// A detached `stablehlo.remainder` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.shift_left`: x << y (0 when y >= width)
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ShiftLeftOp(pub Op);

impl TypedOp for ShiftLeftOp {
    const NAME: &'static str = "stablehlo.shift_left";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ShiftLeftOp {
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
    /// A detached `stablehlo.shift_left` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.shift_right_arithmetic`: x >> y, sign-filling
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ShiftRightArithmeticOp(pub Op);

impl TypedOp for ShiftRightArithmeticOp {
    const NAME: &'static str = "stablehlo.shift_right_arithmetic";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ShiftRightArithmeticOp {
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
    /// A detached `stablehlo.shift_right_arithmetic` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.shift_right_logical`: x >> y, zero-filling
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ShiftRightLogicalOp(pub Op);

impl TypedOp for ShiftRightLogicalOp {
    const NAME: &'static str = "stablehlo.shift_right_logical";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ShiftRightLogicalOp {
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
    /// A detached `stablehlo.shift_right_logical` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.subtract`: x - y
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SubtractOp(pub Op);

impl TypedOp for SubtractOp {
    const NAME: &'static str = "stablehlo.subtract";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl SubtractOp {
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
    /// A detached `stablehlo.subtract` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.and`: logical or bitwise and
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AndOp(pub Op);

impl TypedOp for AndOp {
    const NAME: &'static str = "stablehlo.and";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl AndOp {
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
    /// A detached `stablehlo.and` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.or`: logical or bitwise or
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct OrOp(pub Op);

impl TypedOp for OrOp {
    const NAME: &'static str = "stablehlo.or";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl OrOp {
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
    /// A detached `stablehlo.or` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.xor`: logical or bitwise xor
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct XorOp(pub Op);

impl TypedOp for XorOp {
    const NAME: &'static str = "stablehlo.xor";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl XorOp {
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
    /// A detached `stablehlo.xor` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.compare`: 'stablehlo.compare GT, %a, %b, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CompareOp(pub Op);

impl TypedOp for CompareOp {
    const NAME: &'static str = "stablehlo.compare";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CompareOp {
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
    /// The `comparison_direction` property, if set.
    pub fn comparison_direction(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "comparison_direction")
    }
    /// The `compare_type` property, if set.
    pub fn compare_type(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "compare_type")
    }
    /// A detached `stablehlo.compare` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, comparison_direction: Attribute, compare_type: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("comparison_direction"), comparison_direction));
        if let Some(x_) = compare_type {
            props_.push((ctx.ident("compare_type"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.select`: pick per element (or whole, for an i1 scalar): 'stablehlo.select %p, %a, %b : tensor<4xi1>, tensor<4xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SelectOp(pub Op);

impl TypedOp for SelectOp {
    const NAME: &'static str = "stablehlo.select";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl SelectOp {
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
    /// A detached `stablehlo.select` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.clamp`: min(max(x, lo), hi); lo and hi may be scalars
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ClampOp(pub Op);

impl TypedOp for ClampOp {
    const NAME: &'static str = "stablehlo.clamp";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ClampOp {
    /// Operand `min`.
    pub fn min(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Operand `max`.
    pub fn max(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(2)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `stablehlo.clamp` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, min: Value, operand: Value, max: Value, result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(min);
        vals_.push(operand);
        vals_.push(max);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.map`: applies a scalar computation elementwise
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MapOp(pub Op);

impl TypedOp for MapOp {
    const NAME: &'static str = "stablehlo.map";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl MapOp {
    /// Operand group `inputs`.
    pub fn inputs(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `dimensions` property, if set.
    pub fn dimensions(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "dimensions")
    }
    /// A detached `stablehlo.map` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, inputs: &[Value], result_ty: Type, dimensions: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(inputs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("dimensions"), dimensions));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
    }
}

/// `stablehlo.reduce_precision`: rounds to fewer exponent and mantissa bits: 'stablehlo.reduce_precision %x, format = e5m10 : tensor<4xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReducePrecisionOp(pub Op);

impl TypedOp for ReducePrecisionOp {
    const NAME: &'static str = "stablehlo.reduce_precision";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ReducePrecisionOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `output`.
    pub fn output(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `exponent_bits` property, if set.
    pub fn exponent_bits(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "exponent_bits")
    }
    /// The `mantissa_bits` property, if set.
    pub fn mantissa_bits(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "mantissa_bits")
    }
    /// A detached `stablehlo.reduce_precision` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, output_ty: Type, exponent_bits: Attribute, mantissa_bits: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(output_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("exponent_bits"), exponent_bits));
        props_.push((ctx.ident("mantissa_bits"), mantissa_bits));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.bitcast_convert`: reinterprets bits as another element type
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BitcastConvertOp(pub Op);

impl TypedOp for BitcastConvertOp {
    const NAME: &'static str = "stablehlo.bitcast_convert";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BitcastConvertOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `stablehlo.bitcast_convert` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.broadcast_in_dim`: 'stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<16xf32>) -> tensor<4x16xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BroadcastInDimOp(pub Op);

impl TypedOp for BroadcastInDimOp {
    const NAME: &'static str = "stablehlo.broadcast_in_dim";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BroadcastInDimOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `broadcast_dimensions` property, if set.
    pub fn broadcast_dimensions(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "broadcast_dimensions")
    }
    /// A detached `stablehlo.broadcast_in_dim` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, broadcast_dimensions: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("broadcast_dimensions"), broadcast_dimensions));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.broadcast`: adds leading dimensions: 'stablehlo.broadcast %x, sizes = [2] : (tensor<3xf32>) -> tensor<2x3xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BroadcastOp(pub Op);

impl TypedOp for BroadcastOp {
    const NAME: &'static str = "stablehlo.broadcast";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BroadcastOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `broadcast_sizes` property, if set.
    pub fn broadcast_sizes(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "broadcast_sizes")
    }
    /// A detached `stablehlo.broadcast` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, broadcast_sizes: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("broadcast_sizes"), broadcast_sizes));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.dynamic_broadcast_in_dim`: broadcast_in_dim to a shape given as a tensor
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DynamicBroadcastInDimOp(pub Op);

impl TypedOp for DynamicBroadcastInDimOp {
    const NAME: &'static str = "stablehlo.dynamic_broadcast_in_dim";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl DynamicBroadcastInDimOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `output_dimensions`.
    pub fn output_dimensions(self, ctx: &Context) -> Value {
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
    /// The `known_expanding_dimensions` property, if set.
    pub fn known_expanding_dimensions(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "known_expanding_dimensions")
    }
    /// The `known_nonexpanding_dimensions` property, if set.
    pub fn known_nonexpanding_dimensions(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "known_nonexpanding_dimensions")
    }
    /// A detached `stablehlo.dynamic_broadcast_in_dim` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, output_dimensions: Value, result_ty: Type, broadcast_dimensions: Attribute, known_expanding_dimensions: Option<Attribute>, known_nonexpanding_dimensions: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        vals_.push(output_dimensions);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("broadcast_dimensions"), broadcast_dimensions));
        if let Some(x_) = known_expanding_dimensions {
            props_.push((ctx.ident("known_expanding_dimensions"), x_));
        }
        if let Some(x_) = known_nonexpanding_dimensions {
            props_.push((ctx.ident("known_nonexpanding_dimensions"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.reshape`: same elements, new shape: 'stablehlo.reshape %x : (tensor<2x3xf32>) -> tensor<6xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReshapeOp(pub Op);

impl TypedOp for ReshapeOp {
    const NAME: &'static str = "stablehlo.reshape";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ReshapeOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `stablehlo.reshape` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.dynamic_reshape`: reshape to a shape given as a tensor
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DynamicReshapeOp(pub Op);

impl TypedOp for DynamicReshapeOp {
    const NAME: &'static str = "stablehlo.dynamic_reshape";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl DynamicReshapeOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `output_shape`.
    pub fn output_shape(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `stablehlo.dynamic_reshape` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, output_shape: Value, result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        vals_.push(output_shape);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.transpose`: 'stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TransposeOp(pub Op);

impl TypedOp for TransposeOp {
    const NAME: &'static str = "stablehlo.transpose";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl TransposeOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `permutation` property, if set.
    pub fn permutation(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "permutation")
    }
    /// A detached `stablehlo.transpose` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, permutation: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("permutation"), permutation));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.reverse`: 'stablehlo.reverse %x, dims = [0] : tensor<4xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReverseOp(pub Op);

impl TypedOp for ReverseOp {
    const NAME: &'static str = "stablehlo.reverse";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ReverseOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `dimensions` property, if set.
    pub fn dimensions(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "dimensions")
    }
    /// A detached `stablehlo.reverse` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, dimensions: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("dimensions"), dimensions));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.slice`: static strided slice: 'stablehlo.slice %x [1:3, 0:8:2] : (tensor<4x8xf32>) -> tensor<2x4xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SliceOp(pub Op);

impl TypedOp for SliceOp {
    const NAME: &'static str = "stablehlo.slice";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl SliceOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `start_indices` property, if set.
    pub fn start_indices(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "start_indices")
    }
    /// The `limit_indices` property, if set.
    pub fn limit_indices(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "limit_indices")
    }
    /// The `strides` property, if set.
    pub fn strides(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "strides")
    }
    /// A detached `stablehlo.slice` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, start_indices: Attribute, limit_indices: Attribute, strides: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("start_indices"), start_indices));
        props_.push((ctx.ident("limit_indices"), limit_indices));
        props_.push((ctx.ident("strides"), strides));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.dynamic_slice`: 'stablehlo.dynamic_slice %x, %i, %j, sizes = [2, 2] : (tensor<4x4xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DynamicSliceOp(pub Op);

impl TypedOp for DynamicSliceOp {
    const NAME: &'static str = "stablehlo.dynamic_slice";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl DynamicSliceOp {
    /// Operand group `operand`.
    pub fn operand(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `start_indices`.
    pub fn start_indices(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `slice_sizes` property, if set.
    pub fn slice_sizes(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "slice_sizes")
    }
    /// A detached `stablehlo.dynamic_slice` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, start_indices: &[Value], result_ty: Type, slice_sizes: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        vals_.extend_from_slice(start_indices);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("slice_sizes"), slice_sizes));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.dynamic_update_slice`: a copy with a block replaced at clamped start indices
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DynamicUpdateSliceOp(pub Op);

impl TypedOp for DynamicUpdateSliceOp {
    const NAME: &'static str = "stablehlo.dynamic_update_slice";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl DynamicUpdateSliceOp {
    /// Operand group `operand`.
    pub fn operand(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, false, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `update`.
    pub fn update(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, false, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `start_indices`.
    pub fn start_indices(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, false, true], d.num_operands());
        groups[2].clone().map(|k| d.operand(k)).collect()
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `stablehlo.dynamic_update_slice` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, update: Value, start_indices: &[Value], result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        vals_.push(update);
        vals_.extend_from_slice(start_indices);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.real_dynamic_slice`: slice with bounds given as tensors
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RealDynamicSliceOp(pub Op);

impl TypedOp for RealDynamicSliceOp {
    const NAME: &'static str = "stablehlo.real_dynamic_slice";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl RealDynamicSliceOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `start_indices`.
    pub fn start_indices(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Operand `limit_indices`.
    pub fn limit_indices(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(2)
    }
    /// Operand `strides`.
    pub fn strides(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(3)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `stablehlo.real_dynamic_slice` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, start_indices: Value, limit_indices: Value, strides: Value, result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        vals_.push(start_indices);
        vals_.push(limit_indices);
        vals_.push(strides);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.concatenate`: 'stablehlo.concatenate %a, %b, dim = 0 : (tensor<2xf32>, tensor<3xf32>) -> tensor<5xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConcatenateOp(pub Op);

impl TypedOp for ConcatenateOp {
    const NAME: &'static str = "stablehlo.concatenate";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ConcatenateOp {
    /// Operand group `inputs`.
    pub fn inputs(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `dimension` property, if set.
    pub fn dimension(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "dimension")
    }
    /// A detached `stablehlo.concatenate` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, inputs: &[Value], result_ty: Type, dimension: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(inputs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("dimension"), dimension));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.pad`: edge and interior padding (negative edges crop): 'stablehlo.pad %x, %z, low = [1], high = [0], interior = [1] : (tensor<2xf32>, tensor<f32>) -> tensor<4xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PadOp(pub Op);

impl TypedOp for PadOp {
    const NAME: &'static str = "stablehlo.pad";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl PadOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `padding_value`.
    pub fn padding_value(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `edge_padding_low` property, if set.
    pub fn edge_padding_low(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "edge_padding_low")
    }
    /// The `edge_padding_high` property, if set.
    pub fn edge_padding_high(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "edge_padding_high")
    }
    /// The `interior_padding` property, if set.
    pub fn interior_padding(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "interior_padding")
    }
    /// A detached `stablehlo.pad` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, padding_value: Value, result_ty: Type, edge_padding_low: Attribute, edge_padding_high: Attribute, interior_padding: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        vals_.push(padding_value);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("edge_padding_low"), edge_padding_low));
        props_.push((ctx.ident("edge_padding_high"), edge_padding_high));
        props_.push((ctx.ident("interior_padding"), interior_padding));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.dynamic_pad`: pad with amounts given as tensors
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DynamicPadOp(pub Op);

impl TypedOp for DynamicPadOp {
    const NAME: &'static str = "stablehlo.dynamic_pad";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl DynamicPadOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `padding_value`.
    pub fn padding_value(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Operand `edge_padding_low`.
    pub fn edge_padding_low(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(2)
    }
    /// Operand `edge_padding_high`.
    pub fn edge_padding_high(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(3)
    }
    /// Operand `interior_padding`.
    pub fn interior_padding(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(4)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `stablehlo.dynamic_pad` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, padding_value: Value, edge_padding_low: Value, edge_padding_high: Value, interior_padding: Value, result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        vals_.push(padding_value);
        vals_.push(edge_padding_low);
        vals_.push(edge_padding_high);
        vals_.push(interior_padding);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.gather`: slices at computed start indices (XLA Gather); 'dimension_numbers = #stablehlo.gather<...>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct GatherOp(pub Op);

impl TypedOp for GatherOp {
    const NAME: &'static str = "stablehlo.gather";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl GatherOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `start_indices`.
    pub fn start_indices(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `dimension_numbers` property, if set.
    pub fn dimension_numbers(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "dimension_numbers")
    }
    /// The `slice_sizes` property, if set.
    pub fn slice_sizes(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "slice_sizes")
    }
    /// The `indices_are_sorted` property, if set.
    pub fn indices_are_sorted(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "indices_are_sorted")
    }
    /// A detached `stablehlo.gather` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, start_indices: Value, result_ty: Type, dimension_numbers: Attribute, slice_sizes: Attribute, indices_are_sorted: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        vals_.push(start_indices);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("dimension_numbers"), dimension_numbers));
        props_.push((ctx.ident("slice_sizes"), slice_sizes));
        if let Some(x_) = indices_are_sorted {
            props_.push((ctx.ident("indices_are_sorted"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.dynamic_gather`: gather with slice sizes given as a tensor
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DynamicGatherOp(pub Op);

impl TypedOp for DynamicGatherOp {
    const NAME: &'static str = "stablehlo.dynamic_gather";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl DynamicGatherOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `start_indices`.
    pub fn start_indices(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Operand `slice_sizes`.
    pub fn slice_sizes(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(2)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `dimension_numbers` property, if set.
    pub fn dimension_numbers(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "dimension_numbers")
    }
    /// The `indices_are_sorted` property, if set.
    pub fn indices_are_sorted(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "indices_are_sorted")
    }
    /// A detached `stablehlo.dynamic_gather` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, start_indices: Value, slice_sizes: Value, result_ty: Type, dimension_numbers: Attribute, indices_are_sorted: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        vals_.push(start_indices);
        vals_.push(slice_sizes);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("dimension_numbers"), dimension_numbers));
        if let Some(x_) = indices_are_sorted {
            props_.push((ctx.ident("indices_are_sorted"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.scatter`: combines updates into slices of the inputs at computed indices (XLA Scatter)
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ScatterOp(pub Op);

impl TypedOp for ScatterOp {
    const NAME: &'static str = "stablehlo.scatter";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ScatterOp {
    /// Operand group `operands`.
    pub fn operands(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// The `scatter_dimension_numbers` property, if set.
    pub fn scatter_dimension_numbers(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "scatter_dimension_numbers")
    }
    /// The `indices_are_sorted` property, if set.
    pub fn indices_are_sorted(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "indices_are_sorted")
    }
    /// The `unique_indices` property, if set.
    pub fn unique_indices(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "unique_indices")
    }
    /// A detached `stablehlo.scatter` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operands: &[Value], results_tys: &[Type], scatter_dimension_numbers: Attribute, indices_are_sorted: Option<Attribute>, unique_indices: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(operands);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(results_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("scatter_dimension_numbers"), scatter_dimension_numbers));
        if let Some(x_) = indices_are_sorted {
            props_.push((ctx.ident("indices_are_sorted"), x_));
        }
        if let Some(x_) = unique_indices {
            props_.push((ctx.ident("unique_indices"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
    }
}

/// `stablehlo.torch_index_select`: torch.index_select along 'dim' with 'batch_dims' leading batch dimensions
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TorchIndexSelectOp(pub Op);

impl TypedOp for TorchIndexSelectOp {
    const NAME: &'static str = "stablehlo.torch_index_select";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl TorchIndexSelectOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `index`.
    pub fn index(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `dim` property, if set.
    pub fn dim(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "dim")
    }
    /// The `batch_dims` property, if set.
    pub fn batch_dims(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "batch_dims")
    }
    /// A detached `stablehlo.torch_index_select` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, index: Value, result_ty: Type, dim: Attribute, batch_dims: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        vals_.push(index);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("dim"), dim));
        props_.push((ctx.ident("batch_dims"), batch_dims));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.get_dimension_size`: 'stablehlo.get_dimension_size %x, dim = 0 : (tensor<?xf32>) -> tensor<i32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct GetDimensionSizeOp(pub Op);

impl TypedOp for GetDimensionSizeOp {
    const NAME: &'static str = "stablehlo.get_dimension_size";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl GetDimensionSizeOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `dimension` property, if set.
    pub fn dimension(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "dimension")
    }
    /// A detached `stablehlo.get_dimension_size` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, dimension: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("dimension"), dimension));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.set_dimension_size`: sets a bounded dimension's size
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SetDimensionSizeOp(pub Op);

impl TypedOp for SetDimensionSizeOp {
    const NAME: &'static str = "stablehlo.set_dimension_size";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl SetDimensionSizeOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `size`.
    pub fn size(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `dimension` property, if set.
    pub fn dimension(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "dimension")
    }
    /// A detached `stablehlo.set_dimension_size` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, size: Value, result_ty: Type, dimension: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        vals_.push(size);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("dimension"), dimension));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.tuple`: 'stablehlo.tuple %a, %b : tuple<tensor<f32>, tensor<i32>>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TupleOp(pub Op);

impl TypedOp for TupleOp {
    const NAME: &'static str = "stablehlo.tuple";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl TupleOp {
    /// Operand group `val`.
    pub fn val(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `stablehlo.tuple` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, val: &[Value], result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(val);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.get_tuple_element`: 'stablehlo.get_tuple_element %t[0] : (tuple<tensor<f32>>) -> tensor<f32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct GetTupleElementOp(pub Op);

impl TypedOp for GetTupleElementOp {
    const NAME: &'static str = "stablehlo.get_tuple_element";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl GetTupleElementOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `index` property, if set.
    pub fn index(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "index")
    }
    /// A detached `stablehlo.get_tuple_element` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, index: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("index"), index));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.dot`: vector/matrix product (deprecated form of dot_general)
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DotOp(pub Op);

impl TypedOp for DotOp {
    const NAME: &'static str = "stablehlo.dot";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl DotOp {
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
    /// The `precision_config` property, if set.
    pub fn precision_config(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "precision_config")
    }
    /// A detached `stablehlo.dot` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, precision_config: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = precision_config {
            props_.push((ctx.ident("precision_config"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.dot_general`: 'stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (...) -> ...'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DotGeneralOp(pub Op);

impl TypedOp for DotGeneralOp {
    const NAME: &'static str = "stablehlo.dot_general";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl DotGeneralOp {
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
    /// The `dot_dimension_numbers` property, if set.
    pub fn dot_dimension_numbers(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "dot_dimension_numbers")
    }
    /// The `precision_config` property, if set.
    pub fn precision_config(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "precision_config")
    }
    /// The `algorithm` property, if set.
    pub fn algorithm(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "algorithm")
    }
    /// A detached `stablehlo.dot_general` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, dot_dimension_numbers: Attribute, precision_config: Option<Attribute>, algorithm: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("dot_dimension_numbers"), dot_dimension_numbers));
        if let Some(x_) = precision_config {
            props_.push((ctx.ident("precision_config"), x_));
        }
        if let Some(x_) = algorithm {
            props_.push((ctx.ident("algorithm"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.einsum`: 'stablehlo.einsum %a, %b, config = "ab,bc->ac" : (...) -> ...' (deprecated)
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct EinsumOp(pub Op);

impl TypedOp for EinsumOp {
    const NAME: &'static str = "stablehlo.einsum";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl EinsumOp {
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
    /// The `einsum_config` property, if set.
    pub fn einsum_config(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "einsum_config")
    }
    /// A detached `stablehlo.einsum` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, einsum_config: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("einsum_config"), einsum_config));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.unary_einsum`: one-operand einsum (deprecated)
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct UnaryEinsumOp(pub Op);

impl TypedOp for UnaryEinsumOp {
    const NAME: &'static str = "stablehlo.unary_einsum";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl UnaryEinsumOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `einsum_config` property, if set.
    pub fn einsum_config(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "einsum_config")
    }
    /// A detached `stablehlo.unary_einsum` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, einsum_config: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("einsum_config"), einsum_config));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.convolution`: 'stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {...} : (...) -> ...'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConvolutionOp(pub Op);

impl TypedOp for ConvolutionOp {
    const NAME: &'static str = "stablehlo.convolution";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ConvolutionOp {
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
    /// The `window_strides` property, if set.
    pub fn window_strides(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "window_strides")
    }
    /// The `padding` property, if set.
    pub fn padding(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "padding")
    }
    /// The `lhs_dilation` property, if set.
    pub fn lhs_dilation(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "lhs_dilation")
    }
    /// The `rhs_dilation` property, if set.
    pub fn rhs_dilation(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "rhs_dilation")
    }
    /// The `window_reversal` property, if set.
    pub fn window_reversal(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "window_reversal")
    }
    /// The `dimension_numbers` property, if set.
    pub fn dimension_numbers(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "dimension_numbers")
    }
    /// The `feature_group_count` property, if set.
    pub fn feature_group_count(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "feature_group_count")
    }
    /// The `batch_group_count` property, if set.
    pub fn batch_group_count(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "batch_group_count")
    }
    /// The `precision_config` property, if set.
    pub fn precision_config(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "precision_config")
    }
    /// A detached `stablehlo.convolution` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, window_strides: Option<Attribute>, padding: Option<Attribute>, lhs_dilation: Option<Attribute>, rhs_dilation: Option<Attribute>, window_reversal: Option<Attribute>, dimension_numbers: Attribute, feature_group_count: Attribute, batch_group_count: Attribute, precision_config: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = window_strides {
            props_.push((ctx.ident("window_strides"), x_));
        }
        if let Some(x_) = padding {
            props_.push((ctx.ident("padding"), x_));
        }
        if let Some(x_) = lhs_dilation {
            props_.push((ctx.ident("lhs_dilation"), x_));
        }
        if let Some(x_) = rhs_dilation {
            props_.push((ctx.ident("rhs_dilation"), x_));
        }
        if let Some(x_) = window_reversal {
            props_.push((ctx.ident("window_reversal"), x_));
        }
        props_.push((ctx.ident("dimension_numbers"), dimension_numbers));
        props_.push((ctx.ident("feature_group_count"), feature_group_count));
        props_.push((ctx.ident("batch_group_count"), batch_group_count));
        if let Some(x_) = precision_config {
            props_.push((ctx.ident("precision_config"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.dynamic_conv`: convolution with padding given as a tensor
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DynamicConvOp(pub Op);

impl TypedOp for DynamicConvOp {
    const NAME: &'static str = "stablehlo.dynamic_conv";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl DynamicConvOp {
    /// Operand `lhs`.
    pub fn lhs(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `rhs`.
    pub fn rhs(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Operand `d_padding`.
    pub fn d_padding(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(2)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `window_strides` property, if set.
    pub fn window_strides(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "window_strides")
    }
    /// The `lhs_dilation` property, if set.
    pub fn lhs_dilation(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "lhs_dilation")
    }
    /// The `rhs_dilation` property, if set.
    pub fn rhs_dilation(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "rhs_dilation")
    }
    /// The `window_reversal` property, if set.
    pub fn window_reversal(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "window_reversal")
    }
    /// The `dimension_numbers` property, if set.
    pub fn dimension_numbers(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "dimension_numbers")
    }
    /// The `feature_group_count` property, if set.
    pub fn feature_group_count(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "feature_group_count")
    }
    /// The `batch_group_count` property, if set.
    pub fn batch_group_count(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "batch_group_count")
    }
    /// The `precision_config` property, if set.
    pub fn precision_config(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "precision_config")
    }
    /// A detached `stablehlo.dynamic_conv` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, d_padding: Value, result_ty: Type, window_strides: Option<Attribute>, lhs_dilation: Option<Attribute>, rhs_dilation: Option<Attribute>, window_reversal: Option<Attribute>, dimension_numbers: Attribute, feature_group_count: Attribute, batch_group_count: Attribute, precision_config: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(lhs);
        vals_.push(rhs);
        vals_.push(d_padding);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = window_strides {
            props_.push((ctx.ident("window_strides"), x_));
        }
        if let Some(x_) = lhs_dilation {
            props_.push((ctx.ident("lhs_dilation"), x_));
        }
        if let Some(x_) = rhs_dilation {
            props_.push((ctx.ident("rhs_dilation"), x_));
        }
        if let Some(x_) = window_reversal {
            props_.push((ctx.ident("window_reversal"), x_));
        }
        props_.push((ctx.ident("dimension_numbers"), dimension_numbers));
        props_.push((ctx.ident("feature_group_count"), feature_group_count));
        props_.push((ctx.ident("batch_group_count"), batch_group_count));
        if let Some(x_) = precision_config {
            props_.push((ctx.ident("precision_config"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.fft`: 'stablehlo.fft %x, type = FFT, length = [8] : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct FftOp(pub Op);

impl TypedOp for FftOp {
    const NAME: &'static str = "stablehlo.fft";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl FftOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `fft_type` property, if set.
    pub fn fft_type(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fft_type")
    }
    /// The `fft_length` property, if set.
    pub fn fft_length(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "fft_length")
    }
    /// A detached `stablehlo.fft` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, fft_type: Attribute, fft_length: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("fft_type"), fft_type));
        props_.push((ctx.ident("fft_length"), fft_length));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.cholesky`: Cholesky factor of each matrix: 'stablehlo.cholesky %a, lower = true : tensor<3x3xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CholeskyOp(pub Op);

impl TypedOp for CholeskyOp {
    const NAME: &'static str = "stablehlo.cholesky";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CholeskyOp {
    /// Operand `a`.
    pub fn a(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `lower` property, if set.
    pub fn lower(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "lower")
    }
    /// A detached `stablehlo.cholesky` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, a: Value, result_ty: Type, lower: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(a);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = lower {
            props_.push((ctx.ident("lower"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.triangular_solve`: solves a triangular system for each batch
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TriangularSolveOp(pub Op);

impl TypedOp for TriangularSolveOp {
    const NAME: &'static str = "stablehlo.triangular_solve";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl TriangularSolveOp {
    /// Operand `a`.
    pub fn a(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `b`.
    pub fn b(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `left_side` property, if set.
    pub fn left_side(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "left_side")
    }
    /// The `lower` property, if set.
    pub fn lower(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "lower")
    }
    /// The `unit_diagonal` property, if set.
    pub fn unit_diagonal(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "unit_diagonal")
    }
    /// The `transpose_a` property, if set.
    pub fn transpose_a(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "transpose_a")
    }
    /// A detached `stablehlo.triangular_solve` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, a: Value, b: Value, result_ty: Type, left_side: Attribute, lower: Attribute, unit_diagonal: Attribute, transpose_a: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(a);
        vals_.push(b);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("left_side"), left_side));
        props_.push((ctx.ident("lower"), lower));
        props_.push((ctx.ident("unit_diagonal"), unit_diagonal));
        props_.push((ctx.ident("transpose_a"), transpose_a));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.reduce`: 'stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReduceOp(pub Op);

impl TypedOp for ReduceOp {
    const NAME: &'static str = "stablehlo.reduce";
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
    /// The `dimensions` property, if set.
    pub fn dimensions(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "dimensions")
    }
    /// A detached `stablehlo.reduce` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operands: &[Value], results_tys: &[Type], dimensions: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(operands);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(results_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("dimensions"), dimensions));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
    }
}

/// `stablehlo.reduce_window`: reduction over sliding windows (pooling, cumulative sums)
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReduceWindowOp(pub Op);

impl TypedOp for ReduceWindowOp {
    const NAME: &'static str = "stablehlo.reduce_window";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ReduceWindowOp {
    /// Operand group `operands`.
    pub fn operands(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// The `window_dimensions` property, if set.
    pub fn window_dimensions(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "window_dimensions")
    }
    /// The `window_strides` property, if set.
    pub fn window_strides(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "window_strides")
    }
    /// The `base_dilations` property, if set.
    pub fn base_dilations(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "base_dilations")
    }
    /// The `window_dilations` property, if set.
    pub fn window_dilations(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "window_dilations")
    }
    /// The `padding` property, if set.
    pub fn padding(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "padding")
    }
    /// A detached `stablehlo.reduce_window` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operands: &[Value], results_tys: &[Type], window_dimensions: Attribute, window_strides: Option<Attribute>, base_dilations: Option<Attribute>, window_dilations: Option<Attribute>, padding: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(operands);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(results_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("window_dimensions"), window_dimensions));
        if let Some(x_) = window_strides {
            props_.push((ctx.ident("window_strides"), x_));
        }
        if let Some(x_) = base_dilations {
            props_.push((ctx.ident("base_dilations"), x_));
        }
        if let Some(x_) = window_dilations {
            props_.push((ctx.ident("window_dilations"), x_));
        }
        if let Some(x_) = padding {
            props_.push((ctx.ident("padding"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
    }
}

/// `stablehlo.select_and_scatter`: scatters 'source' to the element 'select' picks in each window (max-pool's gradient)
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SelectAndScatterOp(pub Op);

impl TypedOp for SelectAndScatterOp {
    const NAME: &'static str = "stablehlo.select_and_scatter";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl SelectAndScatterOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `source`.
    pub fn source(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Operand `init_value`.
    pub fn init_value(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(2)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `window_dimensions` property, if set.
    pub fn window_dimensions(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "window_dimensions")
    }
    /// The `window_strides` property, if set.
    pub fn window_strides(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "window_strides")
    }
    /// The `padding` property, if set.
    pub fn padding(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "padding")
    }
    /// A detached `stablehlo.select_and_scatter` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, source: Value, init_value: Value, result_ty: Type, window_dimensions: Option<Attribute>, window_strides: Option<Attribute>, padding: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        vals_.push(source);
        vals_.push(init_value);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = window_dimensions {
            props_.push((ctx.ident("window_dimensions"), x_));
        }
        if let Some(x_) = window_strides {
            props_.push((ctx.ident("window_strides"), x_));
        }
        if let Some(x_) = padding {
            props_.push((ctx.ident("padding"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 2, loc))
    }
}

/// `stablehlo.sort`: sorts along 'dimension' with a comparator region
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SortOp(pub Op);

impl TypedOp for SortOp {
    const NAME: &'static str = "stablehlo.sort";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl SortOp {
    /// Operand group `inputs`.
    pub fn inputs(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// The `dimension` property, if set.
    pub fn dimension(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "dimension")
    }
    /// The `is_stable` property, if set.
    pub fn is_stable(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "is_stable")
    }
    /// A detached `stablehlo.sort` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, inputs: &[Value], results_tys: &[Type], dimension: Option<Attribute>, is_stable: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(inputs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(results_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = dimension {
            props_.push((ctx.ident("dimension"), x_));
        }
        if let Some(x_) = is_stable {
            props_.push((ctx.ident("is_stable"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
    }
}

/// `stablehlo.batch_norm_inference`: normalizes with given statistics along 'feature_index'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BatchNormInferenceOp(pub Op);

impl TypedOp for BatchNormInferenceOp {
    const NAME: &'static str = "stablehlo.batch_norm_inference";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BatchNormInferenceOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `scale`.
    pub fn scale(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Operand `offset`.
    pub fn offset(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(2)
    }
    /// Operand `mean`.
    pub fn mean(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(3)
    }
    /// Operand `variance`.
    pub fn variance(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(4)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `epsilon` property, if set.
    pub fn epsilon(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "epsilon")
    }
    /// The `feature_index` property, if set.
    pub fn feature_index(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "feature_index")
    }
    /// A detached `stablehlo.batch_norm_inference` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, scale: Value, offset: Value, mean: Value, variance: Value, result_ty: Type, epsilon: Attribute, feature_index: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        vals_.push(scale);
        vals_.push(offset);
        vals_.push(mean);
        vals_.push(variance);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("epsilon"), epsilon));
        props_.push((ctx.ident("feature_index"), feature_index));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.batch_norm_training`: normalizes with the batch's statistics along 'feature_index'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BatchNormTrainingOp(pub Op);

impl TypedOp for BatchNormTrainingOp {
    const NAME: &'static str = "stablehlo.batch_norm_training";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BatchNormTrainingOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `scale`.
    pub fn scale(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Operand `offset`.
    pub fn offset(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(2)
    }
    /// Result `output`.
    pub fn output(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// Result `batch_mean`.
    pub fn batch_mean(self, ctx: &Context) -> Value {
        ctx.result(self.0, 1)
    }
    /// Result `batch_var`.
    pub fn batch_var(self, ctx: &Context) -> Value {
        ctx.result(self.0, 2)
    }
    /// The `epsilon` property, if set.
    pub fn epsilon(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "epsilon")
    }
    /// The `feature_index` property, if set.
    pub fn feature_index(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "feature_index")
    }
    /// A detached `stablehlo.batch_norm_training` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, scale: Value, offset: Value, output_ty: Type, batch_mean_ty: Type, batch_var_ty: Type, epsilon: Attribute, feature_index: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        vals_.push(scale);
        vals_.push(offset);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(output_ty);
        tys_.push(batch_mean_ty);
        tys_.push(batch_var_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("epsilon"), epsilon));
        props_.push((ctx.ident("feature_index"), feature_index));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.batch_norm_grad`: gradients of batch_norm_training
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BatchNormGradOp(pub Op);

impl TypedOp for BatchNormGradOp {
    const NAME: &'static str = "stablehlo.batch_norm_grad";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BatchNormGradOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `scale`.
    pub fn scale(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Operand `mean`.
    pub fn mean(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(2)
    }
    /// Operand `variance`.
    pub fn variance(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(3)
    }
    /// Operand `grad_output`.
    pub fn grad_output(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(4)
    }
    /// Result `grad_operand`.
    pub fn grad_operand(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// Result `grad_scale`.
    pub fn grad_scale(self, ctx: &Context) -> Value {
        ctx.result(self.0, 1)
    }
    /// Result `grad_offset`.
    pub fn grad_offset(self, ctx: &Context) -> Value {
        ctx.result(self.0, 2)
    }
    /// The `epsilon` property, if set.
    pub fn epsilon(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "epsilon")
    }
    /// The `feature_index` property, if set.
    pub fn feature_index(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "feature_index")
    }
    /// A detached `stablehlo.batch_norm_grad` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, scale: Value, mean: Value, variance: Value, grad_output: Value, grad_operand_ty: Type, grad_scale_ty: Type, grad_offset_ty: Type, epsilon: Attribute, feature_index: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        vals_.push(scale);
        vals_.push(mean);
        vals_.push(variance);
        vals_.push(grad_output);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(grad_operand_ty);
        tys_.push(grad_scale_ty);
        tys_.push(grad_offset_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("epsilon"), epsilon));
        props_.push((ctx.ident("feature_index"), feature_index));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.rng`: 'stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (...) -> ...'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RngOp(pub Op);

impl TypedOp for RngOp {
    const NAME: &'static str = "stablehlo.rng";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl RngOp {
    /// Operand `a`.
    pub fn a(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `b`.
    pub fn b(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Operand `shape`.
    pub fn shape(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(2)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `rng_distribution` property, if set.
    pub fn rng_distribution(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "rng_distribution")
    }
    /// A detached `stablehlo.rng` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, a: Value, b: Value, shape: Value, result_ty: Type, rng_distribution: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(a);
        vals_.push(b);
        vals_.push(shape);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("rng_distribution"), rng_distribution));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.rng_bit_generator`: 'stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (...) -> (...)'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RngBitGeneratorOp(pub Op);

impl TypedOp for RngBitGeneratorOp {
    const NAME: &'static str = "stablehlo.rng_bit_generator";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl RngBitGeneratorOp {
    /// Operand `initial_state`.
    pub fn initial_state(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `output_state`.
    pub fn output_state(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// Result `output`.
    pub fn output(self, ctx: &Context) -> Value {
        ctx.result(self.0, 1)
    }
    /// The `rng_algorithm` property, if set.
    pub fn rng_algorithm(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "rng_algorithm")
    }
    /// A detached `stablehlo.rng_bit_generator` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, initial_state: Value, output_state_ty: Type, output_ty: Type, rng_algorithm: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(initial_state);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(output_state_ty);
        tys_.push(output_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("rng_algorithm"), rng_algorithm));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.while`: 'stablehlo.while(%i = %x) : tensor<i32> cond { ... } do { ... }'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct WhileOp(pub Op);

impl TypedOp for WhileOp {
    const NAME: &'static str = "stablehlo.while";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl WhileOp {
    /// Operand group `operand`.
    pub fn operand(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// A detached `stablehlo.while` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: &[Value], results_tys: &[Type], loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(results_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 2, loc))
    }
}

/// `stablehlo.if`: runs one of two regions on an i1 scalar
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct IfOp(pub Op);

impl TypedOp for IfOp {
    const NAME: &'static str = "stablehlo.if";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl IfOp {
    /// Operand `pred`.
    pub fn pred(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// A detached `stablehlo.if` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, pred: Value, results_tys: &[Type], loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(pred);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(results_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 2, loc))
    }
}

/// `stablehlo.case`: runs branch 'index' (the last one when out of range)
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CaseOp(pub Op);

impl TypedOp for CaseOp {
    const NAME: &'static str = "stablehlo.case";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CaseOp {
    /// Operand `index`.
    pub fn index(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// A detached `stablehlo.case` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, index: Value, results_tys: &[Type], loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(index);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(results_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
    }
}

/// `stablehlo.return`: ends a region of a StableHLO op: 'stablehlo.return %x : tensor<f32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReturnOp(pub Op);

impl TypedOp for ReturnOp {
    const NAME: &'static str = "stablehlo.return";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ReturnOp {
    /// Operand group `results`.
    pub fn results(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// A detached `stablehlo.return` with these operands, result types and attributes, its regions empty.
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

/// `stablehlo.optimization_barrier`: a point no optimization moves computation across: 'stablehlo.optimization_barrier %a, %b : tensor<f32>, tensor<f32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct OptimizationBarrierOp(pub Op);

impl TypedOp for OptimizationBarrierOp {
    const NAME: &'static str = "stablehlo.optimization_barrier";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl OptimizationBarrierOp {
    /// Operand group `operand`.
    pub fn operand(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// A detached `stablehlo.optimization_barrier` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: &[Value], result_tys: &[Type], loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(result_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.composite`: a named op with its decomposition: 'stablehlo.composite "my.op" %x {decomposition = @f} : (...) -> ...'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CompositeOp(pub Op);

impl TypedOp for CompositeOp {
    const NAME: &'static str = "stablehlo.composite";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CompositeOp {
    /// Operand group `inputs`.
    pub fn inputs(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// The `name` property, if set.
    pub fn name(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "name")
    }
    /// The `composite_attributes` property, if set.
    pub fn composite_attributes(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "composite_attributes")
    }
    /// The `decomposition` property, if set.
    pub fn decomposition(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "decomposition")
    }
    /// The `version` property, if set.
    pub fn version(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "version")
    }
    /// A detached `stablehlo.composite` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, inputs: &[Value], results_tys: &[Type], name: Attribute, composite_attributes: Option<Attribute>, decomposition: Attribute, version: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(inputs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(results_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("name"), name));
        if let Some(x_) = composite_attributes {
            props_.push((ctx.ident("composite_attributes"), x_));
        }
        props_.push((ctx.ident("decomposition"), decomposition));
        if let Some(x_) = version {
            props_.push((ctx.ident("version"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.custom_call`: 'stablehlo.custom_call @target(%x) {backend_config = ""} : (...) -> ...'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CustomCallOp(pub Op);

impl TypedOp for CustomCallOp {
    const NAME: &'static str = "stablehlo.custom_call";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CustomCallOp {
    /// Operand group `inputs`.
    pub fn inputs(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// The `call_target_name` property, if set.
    pub fn call_target_name(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "call_target_name")
    }
    /// The `has_side_effect` property, if set.
    pub fn has_side_effect(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "has_side_effect")
    }
    /// The `backend_config` property, if set.
    pub fn backend_config(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "backend_config")
    }
    /// The `api_version` property, if set.
    pub fn api_version(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "api_version")
    }
    /// The `called_computations` property, if set.
    pub fn called_computations(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "called_computations")
    }
    /// The `operand_layouts` property, if set.
    pub fn operand_layouts(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "operand_layouts")
    }
    /// The `result_layouts` property, if set.
    pub fn result_layouts(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "result_layouts")
    }
    /// The `output_operand_aliases` property, if set.
    pub fn output_operand_aliases(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "output_operand_aliases")
    }
    /// A detached `stablehlo.custom_call` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, inputs: &[Value], results_tys: &[Type], call_target_name: Attribute, has_side_effect: Option<Attribute>, backend_config: Option<Attribute>, api_version: Option<Attribute>, called_computations: Option<Attribute>, operand_layouts: Option<Attribute>, result_layouts: Option<Attribute>, output_operand_aliases: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(inputs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(results_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("call_target_name"), call_target_name));
        if let Some(x_) = has_side_effect {
            props_.push((ctx.ident("has_side_effect"), x_));
        }
        if let Some(x_) = backend_config {
            props_.push((ctx.ident("backend_config"), x_));
        }
        if let Some(x_) = api_version {
            props_.push((ctx.ident("api_version"), x_));
        }
        if let Some(x_) = called_computations {
            props_.push((ctx.ident("called_computations"), x_));
        }
        if let Some(x_) = operand_layouts {
            props_.push((ctx.ident("operand_layouts"), x_));
        }
        if let Some(x_) = result_layouts {
            props_.push((ctx.ident("result_layouts"), x_));
        }
        if let Some(x_) = output_operand_aliases {
            props_.push((ctx.ident("output_operand_aliases"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.infeed`: reads values from the infeed
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct InfeedOp(pub Op);

impl TypedOp for InfeedOp {
    const NAME: &'static str = "stablehlo.infeed";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl InfeedOp {
    /// Operand `token`.
    pub fn token(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// The `infeed_config` property, if set.
    pub fn infeed_config(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "infeed_config")
    }
    /// The `layout` property, if set.
    pub fn layout(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "layout")
    }
    /// A detached `stablehlo.infeed` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, token: Value, results_tys: &[Type], infeed_config: Option<Attribute>, layout: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(token);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(results_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = infeed_config {
            props_.push((ctx.ident("infeed_config"), x_));
        }
        if let Some(x_) = layout {
            props_.push((ctx.ident("layout"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.outfeed`: writes values to the outfeed
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct OutfeedOp(pub Op);

impl TypedOp for OutfeedOp {
    const NAME: &'static str = "stablehlo.outfeed";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl OutfeedOp {
    /// Operand group `operands`.
    pub fn operands(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `outfeed_config` property, if set.
    pub fn outfeed_config(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "outfeed_config")
    }
    /// A detached `stablehlo.outfeed` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operands: &[Value], result_ty: Type, outfeed_config: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(operands);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = outfeed_config {
            props_.push((ctx.ident("outfeed_config"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.send`: sends values over a channel
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SendOp(pub Op);

impl TypedOp for SendOp {
    const NAME: &'static str = "stablehlo.send";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl SendOp {
    /// Operand group `operands`.
    pub fn operands(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `channel_handle` property, if set.
    pub fn channel_handle(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "channel_handle")
    }
    /// The `is_host_transfer` property, if set.
    pub fn is_host_transfer(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "is_host_transfer")
    }
    /// The `source_target_pairs` property, if set.
    pub fn source_target_pairs(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "source_target_pairs")
    }
    /// A detached `stablehlo.send` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operands: &[Value], result_ty: Type, channel_handle: Attribute, is_host_transfer: Option<Attribute>, source_target_pairs: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(operands);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("channel_handle"), channel_handle));
        if let Some(x_) = is_host_transfer {
            props_.push((ctx.ident("is_host_transfer"), x_));
        }
        if let Some(x_) = source_target_pairs {
            props_.push((ctx.ident("source_target_pairs"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.recv`: receives values over a channel
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RecvOp(pub Op);

impl TypedOp for RecvOp {
    const NAME: &'static str = "stablehlo.recv";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl RecvOp {
    /// Operand `token`.
    pub fn token(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// The `channel_handle` property, if set.
    pub fn channel_handle(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "channel_handle")
    }
    /// The `is_host_transfer` property, if set.
    pub fn is_host_transfer(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "is_host_transfer")
    }
    /// The `source_target_pairs` property, if set.
    pub fn source_target_pairs(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "source_target_pairs")
    }
    /// A detached `stablehlo.recv` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, token: Value, results_tys: &[Type], channel_handle: Attribute, is_host_transfer: Option<Attribute>, source_target_pairs: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(token);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(results_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("channel_handle"), channel_handle));
        if let Some(x_) = is_host_transfer {
            props_.push((ctx.ident("is_host_transfer"), x_));
        }
        if let Some(x_) = source_target_pairs {
            props_.push((ctx.ident("source_target_pairs"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.all_gather`: concatenates each process's operand along 'all_gather_dim'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AllGatherOp(pub Op);

impl TypedOp for AllGatherOp {
    const NAME: &'static str = "stablehlo.all_gather";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl AllGatherOp {
    /// Operand group `operands`.
    pub fn operands(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// The `all_gather_dim` property, if set.
    pub fn all_gather_dim(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "all_gather_dim")
    }
    /// The `replica_groups` property, if set.
    pub fn replica_groups(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "replica_groups")
    }
    /// The `channel_handle` property, if set.
    pub fn channel_handle(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "channel_handle")
    }
    /// The `use_global_device_ids` property, if set.
    pub fn use_global_device_ids(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "use_global_device_ids")
    }
    /// A detached `stablehlo.all_gather` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operands: &[Value], results_tys: &[Type], all_gather_dim: Attribute, replica_groups: Attribute, channel_handle: Option<Attribute>, use_global_device_ids: bool, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(operands);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(results_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("all_gather_dim"), all_gather_dim));
        props_.push((ctx.ident("replica_groups"), replica_groups));
        if let Some(x_) = channel_handle {
            props_.push((ctx.ident("channel_handle"), x_));
        }
        if use_global_device_ids {
            let x_ = ctx.attr(ir::AttrKind::Unit);
            props_.push((ctx.ident("use_global_device_ids"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.all_reduce`: reduces each operand across the processes of a group
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AllReduceOp(pub Op);

impl TypedOp for AllReduceOp {
    const NAME: &'static str = "stablehlo.all_reduce";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl AllReduceOp {
    /// Operand group `operands`.
    pub fn operands(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// The `replica_groups` property, if set.
    pub fn replica_groups(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "replica_groups")
    }
    /// The `channel_handle` property, if set.
    pub fn channel_handle(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "channel_handle")
    }
    /// The `use_global_device_ids` property, if set.
    pub fn use_global_device_ids(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "use_global_device_ids")
    }
    /// A detached `stablehlo.all_reduce` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operands: &[Value], results_tys: &[Type], replica_groups: Attribute, channel_handle: Option<Attribute>, use_global_device_ids: bool, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(operands);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(results_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("replica_groups"), replica_groups));
        if let Some(x_) = channel_handle {
            props_.push((ctx.ident("channel_handle"), x_));
        }
        if use_global_device_ids {
            let x_ = ctx.attr(ir::AttrKind::Unit);
            props_.push((ctx.ident("use_global_device_ids"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
    }
}

/// `stablehlo.reduce_scatter`: reduces across processes, then scatters the parts along 'scatter_dimension'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReduceScatterOp(pub Op);

impl TypedOp for ReduceScatterOp {
    const NAME: &'static str = "stablehlo.reduce_scatter";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ReduceScatterOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `scatter_dimension` property, if set.
    pub fn scatter_dimension(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "scatter_dimension")
    }
    /// The `replica_groups` property, if set.
    pub fn replica_groups(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "replica_groups")
    }
    /// The `channel_handle` property, if set.
    pub fn channel_handle(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "channel_handle")
    }
    /// The `use_global_device_ids` property, if set.
    pub fn use_global_device_ids(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "use_global_device_ids")
    }
    /// A detached `stablehlo.reduce_scatter` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, scatter_dimension: Attribute, replica_groups: Attribute, channel_handle: Option<Attribute>, use_global_device_ids: bool, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("scatter_dimension"), scatter_dimension));
        props_.push((ctx.ident("replica_groups"), replica_groups));
        if let Some(x_) = channel_handle {
            props_.push((ctx.ident("channel_handle"), x_));
        }
        if use_global_device_ids {
            let x_ = ctx.attr(ir::AttrKind::Unit);
            props_.push((ctx.ident("use_global_device_ids"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
    }
}

/// `stablehlo.all_to_all`: splits, exchanges and concatenates parts between processes
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AllToAllOp(pub Op);

impl TypedOp for AllToAllOp {
    const NAME: &'static str = "stablehlo.all_to_all";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl AllToAllOp {
    /// Operand group `operands`.
    pub fn operands(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// The `split_dimension` property, if set.
    pub fn split_dimension(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "split_dimension")
    }
    /// The `concat_dimension` property, if set.
    pub fn concat_dimension(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "concat_dimension")
    }
    /// The `split_count` property, if set.
    pub fn split_count(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "split_count")
    }
    /// The `replica_groups` property, if set.
    pub fn replica_groups(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "replica_groups")
    }
    /// The `channel_handle` property, if set.
    pub fn channel_handle(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "channel_handle")
    }
    /// A detached `stablehlo.all_to_all` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operands: &[Value], results_tys: &[Type], split_dimension: Attribute, concat_dimension: Attribute, split_count: Attribute, replica_groups: Attribute, channel_handle: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(operands);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(results_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("split_dimension"), split_dimension));
        props_.push((ctx.ident("concat_dimension"), concat_dimension));
        props_.push((ctx.ident("split_count"), split_count));
        props_.push((ctx.ident("replica_groups"), replica_groups));
        if let Some(x_) = channel_handle {
            props_.push((ctx.ident("channel_handle"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.collective_permute`: sends the operand from each source process to its target
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CollectivePermuteOp(pub Op);

impl TypedOp for CollectivePermuteOp {
    const NAME: &'static str = "stablehlo.collective_permute";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CollectivePermuteOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `source_target_pairs` property, if set.
    pub fn source_target_pairs(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "source_target_pairs")
    }
    /// The `channel_handle` property, if set.
    pub fn channel_handle(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "channel_handle")
    }
    /// A detached `stablehlo.collective_permute` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, result_ty: Type, source_target_pairs: Attribute, channel_handle: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("source_target_pairs"), source_target_pairs));
        if let Some(x_) = channel_handle {
            props_.push((ctx.ident("channel_handle"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.collective_broadcast`: broadcasts the first process's operand within each group
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CollectiveBroadcastOp(pub Op);

impl TypedOp for CollectiveBroadcastOp {
    const NAME: &'static str = "stablehlo.collective_broadcast";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CollectiveBroadcastOp {
    /// Operand group `operands`.
    pub fn operands(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// The `replica_groups` property, if set.
    pub fn replica_groups(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "replica_groups")
    }
    /// The `channel_handle` property, if set.
    pub fn channel_handle(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "channel_handle")
    }
    /// A detached `stablehlo.collective_broadcast` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operands: &[Value], results_tys: &[Type], replica_groups: Attribute, channel_handle: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(operands);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(results_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("replica_groups"), replica_groups));
        if let Some(x_) = channel_handle {
            props_.push((ctx.ident("channel_handle"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `stablehlo.collective_reduce`: reduces each operand across the processes of a group, the result at one root
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CollectiveReduceOp(pub Op);

impl TypedOp for CollectiveReduceOp {
    const NAME: &'static str = "stablehlo.collective_reduce";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CollectiveReduceOp {
    /// Operand group `operands`.
    pub fn operands(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// The `replica_groups` property, if set.
    pub fn replica_groups(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "replica_groups")
    }
    /// The `channel_handle` property, if set.
    pub fn channel_handle(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "channel_handle")
    }
    /// The `use_global_device_ids` property, if set.
    pub fn use_global_device_ids(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "use_global_device_ids")
    }
    /// The `has_dynamic_root` property, if set.
    pub fn has_dynamic_root(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "has_dynamic_root")
    }
    /// A detached `stablehlo.collective_reduce` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operands: &[Value], results_tys: &[Type], replica_groups: Attribute, channel_handle: Option<Attribute>, use_global_device_ids: bool, has_dynamic_root: bool, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(operands);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(results_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("replica_groups"), replica_groups));
        if let Some(x_) = channel_handle {
            props_.push((ctx.ident("channel_handle"), x_));
        }
        if use_global_device_ids {
            let x_ = ctx.attr(ir::AttrKind::Unit);
            props_.push((ctx.ident("use_global_device_ids"), x_));
        }
        if has_dynamic_root {
            let x_ = ctx.attr(ir::AttrKind::Unit);
            props_.push((ctx.ident("has_dynamic_root"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
    }
}

/// `stablehlo.async_start`: starts the computation in its body asynchronously; the result is a '!stablehlo.future<...>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AsyncStartOp(pub Op);

impl TypedOp for AsyncStartOp {
    const NAME: &'static str = "stablehlo.async_start";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl AsyncStartOp {
    /// Operand group `operands`.
    pub fn operands(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `stablehlo.async_start` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operands: &[Value], result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(operands);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
    }
}

/// `stablehlo.async_done`: waits for a future and returns its values
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AsyncDoneOp(pub Op);

impl TypedOp for AsyncDoneOp {
    const NAME: &'static str = "stablehlo.async_done";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl AsyncDoneOp {
    /// Operand `operand`.
    pub fn operand(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// A detached `stablehlo.async_done` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operand: Value, results_tys: &[Type], loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(operand);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(results_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}
