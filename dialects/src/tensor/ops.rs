//! Typed wrappers of the `tensor` ops, generated from the definition by
//! `cargo run -p tessera-dialects --bin dialect-ops` (do not edit):
//! `tensor::ops::XOp::cast(ctx, op)` with named accessors, and `XOp::NAME`
//! wherever Rust names the op.

#![allow(missing_docs, unused_imports, unused_mut, clippy::too_many_arguments)]

use ir::{Attribute, Context, Op, Type, TypedOp, Value};

/// `tensor.empty`: a tensor of unspecified contents: 'tensor.empty(%d) : tensor<4x?xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct EmptyOp(pub Op);

impl TypedOp for EmptyOp {
    const NAME: &'static str = "tensor.empty";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl EmptyOp {
    /// Operand group `dynamicSizes`.
    pub fn dynamic_sizes(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `tensor.empty` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, dynamic_sizes: &[Value], result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(dynamic_sizes);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `tensor.extract`: reads one element: 'tensor.extract %t[%i, %j] : tensor<4x4xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExtractOp(pub Op);

impl TypedOp for ExtractOp {
    const NAME: &'static str = "tensor.extract";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ExtractOp {
    /// Operand group `tensor`.
    pub fn tensor(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `indices`.
    pub fn indices(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `tensor.extract` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, tensor: Value, indices: &[Value], result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(tensor);
        vals_.extend_from_slice(indices);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `tensor.insert`: a copy with one element replaced: 'tensor.insert %v into %t[%i] : tensor<4xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct InsertOp(pub Op);

impl TypedOp for InsertOp {
    const NAME: &'static str = "tensor.insert";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl InsertOp {
    /// Operand group `scalar`.
    pub fn scalar(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, false, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `dest`.
    pub fn dest(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, false, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `indices`.
    pub fn indices(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, false, true], d.num_operands());
        groups[2].clone().map(|k| d.operand(k)).collect()
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `tensor.insert` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, scalar: Value, dest: Value, indices: &[Value], result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(scalar);
        vals_.push(dest);
        vals_.extend_from_slice(indices);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `tensor.extract_slice`: a strided slice: 'tensor.extract_slice %t[0, %i] [2, 1] [1, 1] : tensor<4x?xf32> to tensor<2x1xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExtractSliceOp(pub Op);

impl TypedOp for ExtractSliceOp {
    const NAME: &'static str = "tensor.extract_slice";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ExtractSliceOp {
    /// Operand group `source`.
    pub fn source(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true, true, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `offsets`.
    pub fn offsets(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true, true, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `sizes`.
    pub fn sizes(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true, true, true], d.num_operands());
        groups[2].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `strides`.
    pub fn strides(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true, true, true], d.num_operands());
        groups[3].clone().map(|k| d.operand(k)).collect()
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `static_offsets` property, if set.
    pub fn static_offsets(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "static_offsets")
    }
    /// The `static_sizes` property, if set.
    pub fn static_sizes(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "static_sizes")
    }
    /// The `static_strides` property, if set.
    pub fn static_strides(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "static_strides")
    }
    /// A detached `tensor.extract_slice` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, source: Value, offsets: &[Value], sizes: &[Value], strides: &[Value], result_ty: Type, static_offsets: Attribute, static_sizes: Attribute, static_strides: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(source);
        vals_.extend_from_slice(offsets);
        vals_.extend_from_slice(sizes);
        vals_.extend_from_slice(strides);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("static_offsets"), static_offsets));
        props_.push((ctx.ident("static_sizes"), static_sizes));
        props_.push((ctx.ident("static_strides"), static_strides));
        let seg_ = ir::dense_array::from_i64s(ctx, 32, &[1, offsets.len() as i64, sizes.len() as i64, strides.len() as i64]);
        props_.push((ctx.ident("operandSegmentSizes"), seg_));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `tensor.insert_slice`: a copy with a slice replaced: 'tensor.insert_slice %s into %t[0, %i] [2, 1] [1, 1] : tensor<2x1xf32> into tensor<4x?xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct InsertSliceOp(pub Op);

impl TypedOp for InsertSliceOp {
    const NAME: &'static str = "tensor.insert_slice";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl InsertSliceOp {
    /// Operand group `source`.
    pub fn source(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, false, true, true, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `dest`.
    pub fn dest(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, false, true, true, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `offsets`.
    pub fn offsets(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, false, true, true, true], d.num_operands());
        groups[2].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `sizes`.
    pub fn sizes(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, false, true, true, true], d.num_operands());
        groups[3].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `strides`.
    pub fn strides(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, false, true, true, true], d.num_operands());
        groups[4].clone().map(|k| d.operand(k)).collect()
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `static_offsets` property, if set.
    pub fn static_offsets(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "static_offsets")
    }
    /// The `static_sizes` property, if set.
    pub fn static_sizes(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "static_sizes")
    }
    /// The `static_strides` property, if set.
    pub fn static_strides(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "static_strides")
    }
    /// A detached `tensor.insert_slice` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, source: Value, dest: Value, offsets: &[Value], sizes: &[Value], strides: &[Value], result_ty: Type, static_offsets: Attribute, static_sizes: Attribute, static_strides: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(source);
        vals_.push(dest);
        vals_.extend_from_slice(offsets);
        vals_.extend_from_slice(sizes);
        vals_.extend_from_slice(strides);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("static_offsets"), static_offsets));
        props_.push((ctx.ident("static_sizes"), static_sizes));
        props_.push((ctx.ident("static_strides"), static_strides));
        let seg_ = ir::dense_array::from_i64s(ctx, 32, &[1, 1, offsets.len() as i64, sizes.len() as i64, strides.len() as i64]);
        props_.push((ctx.ident("operandSegmentSizes"), seg_));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `tensor.parallel_insert_slice`: inside 'scf.forall.in_parallel': insert a slice into a shared output: 'tensor.parallel_insert_slice %s into %o[%i] [4] [1] : tensor<4xf32> into tensor<8xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ParallelInsertSliceOp(pub Op);

impl TypedOp for ParallelInsertSliceOp {
    const NAME: &'static str = "tensor.parallel_insert_slice";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ParallelInsertSliceOp {
    /// Operand group `source`.
    pub fn source(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, false, true, true, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `dest`.
    pub fn dest(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, false, true, true, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `offsets`.
    pub fn offsets(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, false, true, true, true], d.num_operands());
        groups[2].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `sizes`.
    pub fn sizes(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, false, true, true, true], d.num_operands());
        groups[3].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `strides`.
    pub fn strides(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, false, true, true, true], d.num_operands());
        groups[4].clone().map(|k| d.operand(k)).collect()
    }
    /// The `static_offsets` property, if set.
    pub fn static_offsets(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "static_offsets")
    }
    /// The `static_sizes` property, if set.
    pub fn static_sizes(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "static_sizes")
    }
    /// The `static_strides` property, if set.
    pub fn static_strides(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "static_strides")
    }
    /// A detached `tensor.parallel_insert_slice` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, source: Value, dest: Value, offsets: &[Value], sizes: &[Value], strides: &[Value], static_offsets: Attribute, static_sizes: Attribute, static_strides: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(source);
        vals_.push(dest);
        vals_.extend_from_slice(offsets);
        vals_.extend_from_slice(sizes);
        vals_.extend_from_slice(strides);
        let mut tys_: Vec<Type> = Vec::new();
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("static_offsets"), static_offsets));
        props_.push((ctx.ident("static_sizes"), static_sizes));
        props_.push((ctx.ident("static_strides"), static_strides));
        let seg_ = ir::dense_array::from_i64s(ctx, 32, &[1, 1, offsets.len() as i64, sizes.len() as i64, strides.len() as i64]);
        props_.push((ctx.ident("operandSegmentSizes"), seg_));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `tensor.dim`: the size of one dimension: 'tensor.dim %t, %c0 : tensor<4x?xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DimOp(pub Op);

impl TypedOp for DimOp {
    const NAME: &'static str = "tensor.dim";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl DimOp {
    /// Operand `source`.
    pub fn source(self, ctx: &Context) -> Value {
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
    /// A detached `tensor.dim` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, source: Value, index: Value, result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(source);
        vals_.push(index);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `tensor.reshape`: reshape to the shape a 1-D tensor holds: 'tensor.reshape %t(%s) : (tensor<4xf32>, tensor<2xi64>) -> tensor<2x2xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReshapeOp(pub Op);

impl TypedOp for ReshapeOp {
    const NAME: &'static str = "tensor.reshape";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ReshapeOp {
    /// Operand `source`.
    pub fn source(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `shape`.
    pub fn shape(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `tensor.reshape` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, source: Value, shape: Value, result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(source);
        vals_.push(shape);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `tensor.concat`: joins tensors along one dimension: 'tensor.concat dim(0) %a, %b : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<6x3xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConcatOp(pub Op);

impl TypedOp for ConcatOp {
    const NAME: &'static str = "tensor.concat";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ConcatOp {
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
    /// The `dim` property, if set.
    pub fn dim(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "dim")
    }
    /// A detached `tensor.concat` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, inputs: &[Value], result_ty: Type, dim: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(inputs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("dim"), dim));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `tensor.cast`: changes static to dynamic sizes or back: 'tensor.cast %t : tensor<4xf32> to tensor<?xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CastOp(pub Op);

impl TypedOp for CastOp {
    const NAME: &'static str = "tensor.cast";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CastOp {
    /// Operand `source`.
    pub fn source(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `dest`.
    pub fn dest(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `tensor.cast` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, source: Value, dest_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(source);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(dest_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `tensor.from_elements`: a static tensor from its elements in row-major order: 'tensor.from_elements %a, %b : tensor<2xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct FromElementsOp(pub Op);

impl TypedOp for FromElementsOp {
    const NAME: &'static str = "tensor.from_elements";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl FromElementsOp {
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
    /// A detached `tensor.from_elements` with these operands, result types and attributes, its regions empty.
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

/// `tensor.splat`: a tensor with every element equal: 'tensor.splat %v[%d] : tensor<2x?xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SplatOp(pub Op);

impl TypedOp for SplatOp {
    const NAME: &'static str = "tensor.splat";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl SplatOp {
    /// Operand group `input`.
    pub fn input(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `dynamicSizes`.
    pub fn dynamic_sizes(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// Result `aggregate`.
    pub fn aggregate(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `tensor.splat` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, input: Value, dynamic_sizes: &[Value], aggregate_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(input);
        vals_.extend_from_slice(dynamic_sizes);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(aggregate_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `tensor.expand_shape`: splits dimensions: 'tensor.expand_shape %t [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExpandShapeOp(pub Op);

impl TypedOp for ExpandShapeOp {
    const NAME: &'static str = "tensor.expand_shape";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ExpandShapeOp {
    /// Operand group `src`.
    pub fn src(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `output_shape`.
    pub fn output_shape(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `reassociation` property, if set.
    pub fn reassociation(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "reassociation")
    }
    /// The `static_output_shape` property, if set.
    pub fn static_output_shape(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "static_output_shape")
    }
    /// A detached `tensor.expand_shape` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, src: Value, output_shape: &[Value], result_ty: Type, reassociation: Attribute, static_output_shape: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(src);
        vals_.extend_from_slice(output_shape);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("reassociation"), reassociation));
        props_.push((ctx.ident("static_output_shape"), static_output_shape));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `tensor.collapse_shape`: merges dimensions: 'tensor.collapse_shape %t [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CollapseShapeOp(pub Op);

impl TypedOp for CollapseShapeOp {
    const NAME: &'static str = "tensor.collapse_shape";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CollapseShapeOp {
    /// Operand `src`.
    pub fn src(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `reassociation` property, if set.
    pub fn reassociation(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "reassociation")
    }
    /// A detached `tensor.collapse_shape` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, src: Value, result_ty: Type, reassociation: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(src);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("reassociation"), reassociation));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}
