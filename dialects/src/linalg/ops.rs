//! Typed wrappers of the `linalg` ops, generated from the definition by
//! `cargo run -p tessera-dialects --bin dialect-ops` (do not edit):
//! `linalg::ops::XOp::cast(ctx, op)` with named accessors, and `XOp::NAME`
//! wherever Rust names the op.

#![allow(missing_docs, unused_imports, unused_mut, clippy::too_many_arguments)]

use ir::{Attribute, Context, Op, Type, TypedOp, Value};

/// `linalg.matmul`: matrix multiplication: 'linalg.matmul ins(%a, %b : T, U) outs(%c : V) -> V'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MatmulOp(pub Op);

impl TypedOp for MatmulOp {
    const NAME: &'static str = "linalg.matmul";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl MatmulOp {
    /// Operand group `inputs`.
    pub fn inputs(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `outputs`.
    pub fn outputs(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// The `indexing_maps` property, if set.
    pub fn indexing_maps(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "indexing_maps")
    }
    /// A detached `linalg.matmul` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, inputs: &[Value], outputs: &[Value], result_tensors_tys: &[Type], indexing_maps: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(inputs);
        vals_.extend_from_slice(outputs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(result_tensors_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = indexing_maps {
            props_.push((ctx.ident("indexing_maps"), x_));
        }
        let seg_ = ir::dense_array::from_i64s(ctx, 32, &[inputs.len() as i64, outputs.len() as i64]);
        props_.push((ctx.ident("operandSegmentSizes"), seg_));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
    }
}

/// `linalg.add`: elementwise addition: 'linalg.add ins(%a, %b : T, T) outs(%c : T) -> T'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AddOp(pub Op);

impl TypedOp for AddOp {
    const NAME: &'static str = "linalg.add";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl AddOp {
    /// Operand group `inputs`.
    pub fn inputs(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `outputs`.
    pub fn outputs(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// A detached `linalg.add` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, inputs: &[Value], outputs: &[Value], result_tensors_tys: &[Type], loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(inputs);
        vals_.extend_from_slice(outputs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(result_tensors_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let seg_ = ir::dense_array::from_i64s(ctx, 32, &[inputs.len() as i64, outputs.len() as i64]);
        props_.push((ctx.ident("operandSegmentSizes"), seg_));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
    }
}

/// `linalg.sub`: elementwise subtraction: 'linalg.sub ins(%a, %b : T, T) outs(%c : T) -> T'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SubOp(pub Op);

impl TypedOp for SubOp {
    const NAME: &'static str = "linalg.sub";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl SubOp {
    /// Operand group `inputs`.
    pub fn inputs(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `outputs`.
    pub fn outputs(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// A detached `linalg.sub` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, inputs: &[Value], outputs: &[Value], result_tensors_tys: &[Type], loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(inputs);
        vals_.extend_from_slice(outputs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(result_tensors_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let seg_ = ir::dense_array::from_i64s(ctx, 32, &[inputs.len() as i64, outputs.len() as i64]);
        props_.push((ctx.ident("operandSegmentSizes"), seg_));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
    }
}

/// `linalg.mul`: elementwise multiplication: 'linalg.mul ins(%a, %b : T, T) outs(%c : T) -> T'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MulOp(pub Op);

impl TypedOp for MulOp {
    const NAME: &'static str = "linalg.mul";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl MulOp {
    /// Operand group `inputs`.
    pub fn inputs(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `outputs`.
    pub fn outputs(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// A detached `linalg.mul` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, inputs: &[Value], outputs: &[Value], result_tensors_tys: &[Type], loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(inputs);
        vals_.extend_from_slice(outputs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(result_tensors_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let seg_ = ir::dense_array::from_i64s(ctx, 32, &[inputs.len() as i64, outputs.len() as i64]);
        props_.push((ctx.ident("operandSegmentSizes"), seg_));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
    }
}

/// `linalg.max`: elementwise maximum: 'linalg.max ins(%a, %b : T, T) outs(%c : T) -> T'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MaxOp(pub Op);

impl TypedOp for MaxOp {
    const NAME: &'static str = "linalg.max";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl MaxOp {
    /// Operand group `inputs`.
    pub fn inputs(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `outputs`.
    pub fn outputs(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// A detached `linalg.max` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, inputs: &[Value], outputs: &[Value], result_tensors_tys: &[Type], loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(inputs);
        vals_.extend_from_slice(outputs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(result_tensors_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let seg_ = ir::dense_array::from_i64s(ctx, 32, &[inputs.len() as i64, outputs.len() as i64]);
        props_.push((ctx.ident("operandSegmentSizes"), seg_));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
    }
}

/// `linalg.div`: elementwise division: 'linalg.div ins(%a, %b : T, T) outs(%c : T) -> T'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DivOp(pub Op);

impl TypedOp for DivOp {
    const NAME: &'static str = "linalg.div";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl DivOp {
    /// Operand group `inputs`.
    pub fn inputs(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `outputs`.
    pub fn outputs(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// A detached `linalg.div` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, inputs: &[Value], outputs: &[Value], result_tensors_tys: &[Type], loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(inputs);
        vals_.extend_from_slice(outputs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(result_tensors_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let seg_ = ir::dense_array::from_i64s(ctx, 32, &[inputs.len() as i64, outputs.len() as i64]);
        props_.push((ctx.ident("operandSegmentSizes"), seg_));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
    }
}

/// `linalg.fill`: fills a tensor or memref with a scalar: 'linalg.fill ins(%x : f32) outs(%c : T) -> T'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct FillOp(pub Op);

impl TypedOp for FillOp {
    const NAME: &'static str = "linalg.fill";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl FillOp {
    /// Operand group `inputs`.
    pub fn inputs(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `outputs`.
    pub fn outputs(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// A detached `linalg.fill` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, inputs: &[Value], outputs: &[Value], result_tensors_tys: &[Type], loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(inputs);
        vals_.extend_from_slice(outputs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(result_tensors_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let seg_ = ir::dense_array::from_i64s(ctx, 32, &[inputs.len() as i64, outputs.len() as i64]);
        props_.push((ctx.ident("operandSegmentSizes"), seg_));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
    }
}

/// `linalg.generic`: a structured op with explicit indexing maps, iterator types and body
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct GenericOp(pub Op);

impl TypedOp for GenericOp {
    const NAME: &'static str = "linalg.generic";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl GenericOp {
    /// Operand group `inputs`.
    pub fn inputs(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `outputs`.
    pub fn outputs(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// The `indexing_maps` property, if set.
    pub fn indexing_maps(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "indexing_maps")
    }
    /// The `iterator_types` property, if set.
    pub fn iterator_types(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "iterator_types")
    }
    /// The `doc` property, if set.
    pub fn doc(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "doc")
    }
    /// The `library_call` property, if set.
    pub fn library_call(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "library_call")
    }
    /// A detached `linalg.generic` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, inputs: &[Value], outputs: &[Value], result_tensors_tys: &[Type], indexing_maps: Attribute, iterator_types: Attribute, doc: Option<Attribute>, library_call: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(inputs);
        vals_.extend_from_slice(outputs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(result_tensors_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("indexing_maps"), indexing_maps));
        props_.push((ctx.ident("iterator_types"), iterator_types));
        if let Some(x_) = doc {
            props_.push((ctx.ident("doc"), x_));
        }
        if let Some(x_) = library_call {
            props_.push((ctx.ident("library_call"), x_));
        }
        let seg_ = ir::dense_array::from_i64s(ctx, 32, &[inputs.len() as i64, outputs.len() as i64]);
        props_.push((ctx.ident("operandSegmentSizes"), seg_));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
    }
}

/// `linalg.reduce`: reduces the 'dimensions' of its inputs into its inits
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReduceOp(pub Op);

impl TypedOp for ReduceOp {
    const NAME: &'static str = "linalg.reduce";
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
    /// A detached `linalg.reduce` with these operands, result types and attributes, its regions empty.
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

/// `linalg.broadcast`: copies its input along the added 'dimensions' of its init
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BroadcastOp(pub Op);

impl TypedOp for BroadcastOp {
    const NAME: &'static str = "linalg.broadcast";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BroadcastOp {
    /// Operand `input`.
    pub fn input(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `init`.
    pub fn init(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// The `dimensions` property, if set.
    pub fn dimensions(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "dimensions")
    }
    /// A detached `linalg.broadcast` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, input: Value, init: Value, result_tys: &[Type], dimensions: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(input);
        vals_.push(init);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(result_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("dimensions"), dimensions));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
    }
}

/// `linalg.transpose`: permutes the dimensions of its input into its init
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TransposeOp(pub Op);

impl TypedOp for TransposeOp {
    const NAME: &'static str = "linalg.transpose";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl TransposeOp {
    /// Operand `input`.
    pub fn input(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `init`.
    pub fn init(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// The `permutation` property, if set.
    pub fn permutation(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "permutation")
    }
    /// A detached `linalg.transpose` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, input: Value, init: Value, result_tys: &[Type], permutation: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(input);
        vals_.push(init);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(result_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("permutation"), permutation));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
    }
}

/// `linalg.yield`: ends the body of a linalg op: 'linalg.yield %v : f32'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct YieldOp(pub Op);

impl TypedOp for YieldOp {
    const NAME: &'static str = "linalg.yield";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl YieldOp {
    /// Operand group `values`.
    pub fn values(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// A detached `linalg.yield` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, values: &[Value], loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(values);
        let mut tys_: Vec<Type> = Vec::new();
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `linalg.index`: the current iteration index along a loop dimension of the enclosing structured op: 'linalg.index 0 : index'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct IndexOp(pub Op);

impl TypedOp for IndexOp {
    const NAME: &'static str = "linalg.index";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl IndexOp {
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `dim` property, if set.
    pub fn dim(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "dim")
    }
    /// A detached `linalg.index` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, result_ty: Type, dim: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("dim"), dim));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}
