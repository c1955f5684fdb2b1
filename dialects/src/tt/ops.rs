//! Typed wrappers of the `tt` ops, generated from the definition by
//! `cargo run -p tessera-dialects --bin dialect-ops` (do not edit):
//! `tt::ops::XOp::cast(ctx, op)` with named accessors, and `XOp::NAME`
//! wherever Rust names the op.

#![allow(missing_docs, unused_imports, clippy::too_many_arguments)]

use ir::{Attribute, Context, Op, Type, TypedOp, Value};

/// `tt.func`: a kernel or device function: 'tt.func public @k(%x: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32) attributes {noinline = false} { ... }'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct FuncOp(pub Op);

impl TypedOp for FuncOp {
    const NAME: &'static str = "tt.func";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl FuncOp {
    /// The `sym_name` property, if set.
    pub fn sym_name(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "sym_name")
    }
    /// The `function_type` property, if set.
    pub fn function_type(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "function_type")
    }
    /// The `sym_visibility` property, if set.
    pub fn sym_visibility(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "sym_visibility")
    }
    /// The `arg_attrs` property, if set.
    pub fn arg_attrs(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "arg_attrs")
    }
    /// The `res_attrs` property, if set.
    pub fn res_attrs(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "res_attrs")
    }
}

/// `tt.return`: returns from a 'tt.func': 'tt.return' or 'tt.return %x : f32'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReturnOp(pub Op);

impl TypedOp for ReturnOp {
    const NAME: &'static str = "tt.return";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ReturnOp {
    /// Operand group `srcs`.
    pub fn srcs(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
}

/// `tt.call`: calls a 'tt.func': '%r = tt.call @f(%a) : (f32) -> f32'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CallOp(pub Op);

impl TypedOp for CallOp {
    const NAME: &'static str = "tt.call";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CallOp {
    /// Operand group `operands`.
    pub fn operands(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// The `callee` property, if set.
    pub fn callee(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "callee")
    }
    /// The `arg_attrs` property, if set.
    pub fn arg_attrs(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "arg_attrs")
    }
    /// The `res_attrs` property, if set.
    pub fn res_attrs(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "res_attrs")
    }
}

/// `tt.get_program_id`: this program's index along an axis of the grid: '%pid = tt.get_program_id x : i32'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct GetProgramIdOp(pub Op);

impl TypedOp for GetProgramIdOp {
    const NAME: &'static str = "tt.get_program_id";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl GetProgramIdOp {
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `axis` property, if set.
    pub fn axis(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "axis")
    }
    /// A detached `tt.get_program_id` with these operands and result types and no attributes.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, result_ty: Type, loc: Attribute) -> Self {
        let name = ctx.ident(Self::NAME);
        let attrs = ctx.empty_dict();
        Self(ctx.create_op(name, &[], &[result_ty], attrs, None, &[], 0, loc))
    }
}

/// `tt.get_num_programs`: the grid's extent along an axis: '%n = tt.get_num_programs y : i32'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct GetNumProgramsOp(pub Op);

impl TypedOp for GetNumProgramsOp {
    const NAME: &'static str = "tt.get_num_programs";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl GetNumProgramsOp {
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `axis` property, if set.
    pub fn axis(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "axis")
    }
    /// A detached `tt.get_num_programs` with these operands and result types and no attributes.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, result_ty: Type, loc: Attribute) -> Self {
        let name = ctx.ident(Self::NAME);
        let attrs = ctx.empty_dict();
        Self(ctx.create_op(name, &[], &[result_ty], attrs, None, &[], 0, loc))
    }
}

/// `tt.make_range`: the 1-D i32 tensor start, start+1, ..., end-1: 'tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MakeRangeOp(pub Op);

impl TypedOp for MakeRangeOp {
    const NAME: &'static str = "tt.make_range";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl MakeRangeOp {
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `start` property, if set.
    pub fn start(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "start")
    }
    /// The `end` property, if set.
    pub fn end(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "end")
    }
    /// A detached `tt.make_range` with these operands and result types and no attributes.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, result_ty: Type, loc: Attribute) -> Self {
        let name = ctx.ident(Self::NAME);
        let attrs = ctx.empty_dict();
        Self(ctx.create_op(name, &[], &[result_ty], attrs, None, &[], 0, loc))
    }
}

/// `tt.splat`: a tensor filled with a scalar: 'tt.splat %x : f32 -> tensor<128xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SplatOp(pub Op);

impl TypedOp for SplatOp {
    const NAME: &'static str = "tt.splat";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl SplatOp {
    /// Operand `src`.
    pub fn src(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `tt.splat` with these operands and result types and no attributes.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, src: Value, result_ty: Type, loc: Attribute) -> Self {
        let name = ctx.ident(Self::NAME);
        let attrs = ctx.empty_dict();
        Self(ctx.create_op(name, &[src], &[result_ty], attrs, None, &[], 0, loc))
    }
}

/// `tt.broadcast`: size-1 dimensions stretched: 'tt.broadcast %x : tensor<1x64xf32> -> tensor<32x64xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BroadcastOp(pub Op);

impl TypedOp for BroadcastOp {
    const NAME: &'static str = "tt.broadcast";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BroadcastOp {
    /// Operand `src`.
    pub fn src(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `tt.broadcast` with these operands and result types and no attributes.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, src: Value, result_ty: Type, loc: Attribute) -> Self {
        let name = ctx.ident(Self::NAME);
        let attrs = ctx.empty_dict();
        Self(ctx.create_op(name, &[src], &[result_ty], attrs, None, &[], 0, loc))
    }
}

/// `tt.expand_dims`: a size-1 dimension inserted at 'axis': 'tt.expand_dims %x {axis = 1 : i32} : tensor<32xf32> -> tensor<32x1xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExpandDimsOp(pub Op);

impl TypedOp for ExpandDimsOp {
    const NAME: &'static str = "tt.expand_dims";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ExpandDimsOp {
    /// Operand `src`.
    pub fn src(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `axis` property, if set.
    pub fn axis(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "axis")
    }
    /// A detached `tt.expand_dims` with these operands and result types and no attributes.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, src: Value, result_ty: Type, loc: Attribute) -> Self {
        let name = ctx.ident(Self::NAME);
        let attrs = ctx.empty_dict();
        Self(ctx.create_op(name, &[src], &[result_ty], attrs, None, &[], 0, loc))
    }
}

/// `tt.reshape`: the same elements in another shape: 'tt.reshape %x : tensor<4x8xf32> -> tensor<32xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReshapeOp(pub Op);

impl TypedOp for ReshapeOp {
    const NAME: &'static str = "tt.reshape";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ReshapeOp {
    /// Operand `src`.
    pub fn src(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `allow_reorder` property, if set.
    pub fn allow_reorder(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "allow_reorder")
    }
    /// The `efficient_layout` property, if set.
    pub fn efficient_layout(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "efficient_layout")
    }
    /// A detached `tt.reshape` with these operands and result types and no attributes.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, src: Value, result_ty: Type, loc: Attribute) -> Self {
        let name = ctx.ident(Self::NAME);
        let attrs = ctx.empty_dict();
        Self(ctx.create_op(name, &[src], &[result_ty], attrs, None, &[], 0, loc))
    }
}

/// `tt.trans`: dimensions permuted: 'tt.trans %x {order = array<i32: 1, 0>} : tensor<16x32xf32> -> tensor<32x16xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TransOp(pub Op);

impl TypedOp for TransOp {
    const NAME: &'static str = "tt.trans";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl TransOp {
    /// Operand `src`.
    pub fn src(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `order` property, if set.
    pub fn order(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "order")
    }
    /// A detached `tt.trans` with these operands and result types and no attributes.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, src: Value, result_ty: Type, loc: Attribute) -> Self {
        let name = ctx.ident(Self::NAME);
        let attrs = ctx.empty_dict();
        Self(ctx.create_op(name, &[src], &[result_ty], attrs, None, &[], 0, loc))
    }
}

/// `tt.cat`: two tensors concatenated along the first dimension: 'tt.cat %a, %b : tensor<32xf32> -> tensor<64xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CatOp(pub Op);

impl TypedOp for CatOp {
    const NAME: &'static str = "tt.cat";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CatOp {
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
    /// A detached `tt.cat` with these operands and result types and no attributes.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, loc: Attribute) -> Self {
        let name = ctx.ident(Self::NAME);
        let attrs = ctx.empty_dict();
        Self(ctx.create_op(name, &[lhs, rhs], &[result_ty], attrs, None, &[], 0, loc))
    }
}

/// `tt.join`: two tensors joined along a new minor dimension of 2: 'tt.join %a, %b : tensor<4x8xf32> -> tensor<4x8x2xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct JoinOp(pub Op);

impl TypedOp for JoinOp {
    const NAME: &'static str = "tt.join";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl JoinOp {
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
    /// A detached `tt.join` with these operands and result types and no attributes.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, lhs: Value, rhs: Value, result_ty: Type, loc: Attribute) -> Self {
        let name = ctx.ident(Self::NAME);
        let attrs = ctx.empty_dict();
        Self(ctx.create_op(name, &[lhs, rhs], &[result_ty], attrs, None, &[], 0, loc))
    }
}

/// `tt.split`: a tensor whose last dimension is 2 split in two: '%a, %b = tt.split %x : tensor<4x8x2xf32> -> tensor<4x8xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SplitOp(pub Op);

impl TypedOp for SplitOp {
    const NAME: &'static str = "tt.split";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl SplitOp {
    /// Operand `src`.
    pub fn src(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `outLHS`.
    pub fn out_l_h_s(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// Result `outRHS`.
    pub fn out_r_h_s(self, ctx: &Context) -> Value {
        ctx.result(self.0, 1)
    }
    /// A detached `tt.split` with these operands and result types and no attributes.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, src: Value, out_l_h_s_ty: Type, out_r_h_s_ty: Type, loc: Attribute) -> Self {
        let name = ctx.ident(Self::NAME);
        let attrs = ctx.empty_dict();
        Self(ctx.create_op(name, &[src], &[out_l_h_s_ty, out_r_h_s_ty], attrs, None, &[], 0, loc))
    }
}

/// `tt.histogram`: counts of each value in [0, bins): 'tt.histogram %x : tensor<64xi32> -> tensor<8xi32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct HistogramOp(pub Op);

impl TypedOp for HistogramOp {
    const NAME: &'static str = "tt.histogram";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl HistogramOp {
    /// Operand `src`.
    pub fn src(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `tt.histogram` with these operands and result types and no attributes.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, src: Value, result_ty: Type, loc: Attribute) -> Self {
        let name = ctx.ident(Self::NAME);
        let attrs = ctx.empty_dict();
        Self(ctx.create_op(name, &[src], &[result_ty], attrs, None, &[], 0, loc))
    }
}

/// `tt.gather`: elements picked along 'axis' by indices: 'tt.gather %x[%i] {axis = 0 : i32} : (tensor<8xf32>, tensor<4xi32>) -> tensor<4xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct GatherOp(pub Op);

impl TypedOp for GatherOp {
    const NAME: &'static str = "tt.gather";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl GatherOp {
    /// Operand `src`.
    pub fn src(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `indices`.
    pub fn indices(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `axis` property, if set.
    pub fn axis(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "axis")
    }
    /// The `efficient_layout` property, if set.
    pub fn efficient_layout(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "efficient_layout")
    }
    /// A detached `tt.gather` with these operands and result types and no attributes.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, src: Value, indices: Value, result_ty: Type, loc: Attribute) -> Self {
        let name = ctx.ident(Self::NAME);
        let attrs = ctx.empty_dict();
        Self(ctx.create_op(name, &[src, indices], &[result_ty], attrs, None, &[], 0, loc))
    }
}

/// `tt.int_to_ptr`: an i64 as a pointer: 'tt.int_to_ptr %a : i64 -> !tt.ptr<f32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct IntToPtrOp(pub Op);

impl TypedOp for IntToPtrOp {
    const NAME: &'static str = "tt.int_to_ptr";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl IntToPtrOp {
    /// Operand `src`.
    pub fn src(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `tt.int_to_ptr` with these operands and result types and no attributes.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, src: Value, result_ty: Type, loc: Attribute) -> Self {
        let name = ctx.ident(Self::NAME);
        let attrs = ctx.empty_dict();
        Self(ctx.create_op(name, &[src], &[result_ty], attrs, None, &[], 0, loc))
    }
}

/// `tt.ptr_to_int`: a pointer as an i64: 'tt.ptr_to_int %p : !tt.ptr<f32> -> i64'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PtrToIntOp(pub Op);

impl TypedOp for PtrToIntOp {
    const NAME: &'static str = "tt.ptr_to_int";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl PtrToIntOp {
    /// Operand `src`.
    pub fn src(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `tt.ptr_to_int` with these operands and result types and no attributes.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, src: Value, result_ty: Type, loc: Attribute) -> Self {
        let name = ctx.ident(Self::NAME);
        let attrs = ctx.empty_dict();
        Self(ctx.create_op(name, &[src], &[result_ty], attrs, None, &[], 0, loc))
    }
}

/// `tt.bitcast`: the same bits as another type of their width: 'tt.bitcast %x : tensor<8xf32> -> tensor<8xi32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BitcastOp(pub Op);

impl TypedOp for BitcastOp {
    const NAME: &'static str = "tt.bitcast";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl BitcastOp {
    /// Operand `src`.
    pub fn src(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `tt.bitcast` with these operands and result types and no attributes.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, src: Value, result_ty: Type, loc: Attribute) -> Self {
        let name = ctx.ident(Self::NAME);
        let attrs = ctx.empty_dict();
        Self(ctx.create_op(name, &[src], &[result_ty], attrs, None, &[], 0, loc))
    }
}

/// `tt.addptr`: pointers moved by a number of elements: 'tt.addptr %p, %o : tensor<128x!tt.ptr<f32>>, tensor<128xi32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AddptrOp(pub Op);

impl TypedOp for AddptrOp {
    const NAME: &'static str = "tt.addptr";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl AddptrOp {
    /// Operand `ptr`.
    pub fn ptr(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `offset`.
    pub fn offset(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `tt.addptr` with these operands and result types and no attributes.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, ptr: Value, offset: Value, result_ty: Type, loc: Attribute) -> Self {
        let name = ctx.ident(Self::NAME);
        let attrs = ctx.empty_dict();
        Self(ctx.create_op(name, &[ptr, offset], &[result_ty], attrs, None, &[], 0, loc))
    }
}

/// `tt.load`: reads through pointers where the mask holds, else 'other': '%x = tt.load %p, %m, %z : tensor<128x!tt.ptr<f32>>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct LoadOp(pub Op);

impl TypedOp for LoadOp {
    const NAME: &'static str = "tt.load";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl LoadOp {
    /// Operand group `ptr`.
    pub fn ptr(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `mask`.
    pub fn mask(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `other`.
    pub fn other(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true, true], d.num_operands());
        groups[2].clone().map(|k| d.operand(k)).collect()
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `boundaryCheck` property, if set.
    pub fn boundary_check(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "boundaryCheck")
    }
    /// The `padding` property, if set.
    pub fn padding(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "padding")
    }
    /// The `cache` property, if set.
    pub fn cache(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "cache")
    }
    /// The `evict` property, if set.
    pub fn evict(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "evict")
    }
    /// The `isVolatile` property, if set.
    pub fn is_volatile(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "isVolatile")
    }
}

/// `tt.store`: writes through pointers where the mask holds: 'tt.store %p, %x, %m : tensor<128x!tt.ptr<f32>>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct StoreOp(pub Op);

impl TypedOp for StoreOp {
    const NAME: &'static str = "tt.store";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl StoreOp {
    /// Operand group `ptr`.
    pub fn ptr(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, false, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `value`.
    pub fn value(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, false, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `mask`.
    pub fn mask(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, false, true], d.num_operands());
        groups[2].clone().map(|k| d.operand(k)).collect()
    }
    /// The `boundaryCheck` property, if set.
    pub fn boundary_check(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "boundaryCheck")
    }
    /// The `cache` property, if set.
    pub fn cache(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "cache")
    }
    /// The `evict` property, if set.
    pub fn evict(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "evict")
    }
}

/// `tt.make_tensor_ptr`: a pointer to a block of a strided tensor: 'tt.make_tensor_ptr %base, [%m, %n], [%sm, %c1], [%o0, %o1] {order = array<i32: 1, 0>} : <tensor<32x32xf16>>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MakeTensorPtrOp(pub Op);

impl TypedOp for MakeTensorPtrOp {
    const NAME: &'static str = "tt.make_tensor_ptr";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl MakeTensorPtrOp {
    /// Operand group `base`.
    pub fn base(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true, true, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `shape`.
    pub fn shape(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true, true, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `strides`.
    pub fn strides(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true, true, true], d.num_operands());
        groups[2].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `offsets`.
    pub fn offsets(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true, true, true], d.num_operands());
        groups[3].clone().map(|k| d.operand(k)).collect()
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `order` property, if set.
    pub fn order(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "order")
    }
}

/// `tt.advance`: a block pointer moved by offsets: 'tt.advance %p, [%c0, %c32] : <tensor<32x32xf16>>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AdvanceOp(pub Op);

impl TypedOp for AdvanceOp {
    const NAME: &'static str = "tt.advance";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl AdvanceOp {
    /// Operand group `ptr`.
    pub fn ptr(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `offsets`.
    pub fn offsets(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
}

/// `tt.make_tensor_descriptor`: a descriptor of a strided tensor in global memory and of the blocks read from it: 'tt.make_tensor_descriptor %p, [%m, %n], [%sm, %c1_i64] : <f32>, <16x32xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MakeTensorDescriptorOp(pub Op);

impl TypedOp for MakeTensorDescriptorOp {
    const NAME: &'static str = "tt.make_tensor_descriptor";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl MakeTensorDescriptorOp {
    /// Operand group `base`.
    pub fn base(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `shape`.
    pub fn shape(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `strides`.
    pub fn strides(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true, true], d.num_operands());
        groups[2].clone().map(|k| d.operand(k)).collect()
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
}

/// `tt.descriptor_load`: reads the block of a descriptor at indices: 'tt.descriptor_load %d[%i, %j] : !tt.tensordesc<16x32xf32> -> tensor<16x32xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DescriptorLoadOp(pub Op);

impl TypedOp for DescriptorLoadOp {
    const NAME: &'static str = "tt.descriptor_load";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl DescriptorLoadOp {
    /// Operand group `desc`.
    pub fn desc(self, ctx: &Context) -> Vec<Value> {
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
    /// The `cache` property, if set.
    pub fn cache(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "cache")
    }
    /// The `evict` property, if set.
    pub fn evict(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "evict")
    }
}

/// `tt.descriptor_store`: writes a block through a descriptor at indices: 'tt.descriptor_store %d[%i, %j], %x : !tt.tensordesc<16x32xf32>, tensor<16x32xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DescriptorStoreOp(pub Op);

impl TypedOp for DescriptorStoreOp {
    const NAME: &'static str = "tt.descriptor_store";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl DescriptorStoreOp {
    /// Operand group `desc`.
    pub fn desc(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, false, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `src`.
    pub fn src(self, ctx: &Context) -> Vec<Value> {
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
}

/// `tt.atomic_rmw`: reads, combines and writes back atomically, giving the old value: 'tt.atomic_rmw fadd, acq_rel, gpu, %p, %v, %m : (tensor<64x!tt.ptr<f32>>, tensor<64xf32>, tensor<64xi1>) -> tensor<64xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AtomicRmwOp(pub Op);

impl TypedOp for AtomicRmwOp {
    const NAME: &'static str = "tt.atomic_rmw";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl AtomicRmwOp {
    /// Operand group `ptr`.
    pub fn ptr(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, false, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `val`.
    pub fn val(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, false, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `mask`.
    pub fn mask(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, false, true], d.num_operands());
        groups[2].clone().map(|k| d.operand(k)).collect()
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `atomic_rmw_op` property, if set.
    pub fn atomic_rmw_op(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "atomic_rmw_op")
    }
    /// The `sem` property, if set.
    pub fn sem(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "sem")
    }
    /// The `scope` property, if set.
    pub fn scope(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "scope")
    }
}

/// `tt.atomic_cas`: compare and swap, giving the old value: 'tt.atomic_cas acq_rel, gpu, %p, %c, %v : (!tt.ptr<i32>, i32, i32) -> i32'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AtomicCasOp(pub Op);

impl TypedOp for AtomicCasOp {
    const NAME: &'static str = "tt.atomic_cas";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl AtomicCasOp {
    /// Operand `ptr`.
    pub fn ptr(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `cmp`.
    pub fn cmp(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Operand `val`.
    pub fn val(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(2)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `sem` property, if set.
    pub fn sem(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "sem")
    }
    /// The `scope` property, if set.
    pub fn scope(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "scope")
    }
    /// A detached `tt.atomic_cas` with these operands and result types and no attributes.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, ptr: Value, cmp: Value, val: Value, result_ty: Type, loc: Attribute) -> Self {
        let name = ctx.ident(Self::NAME);
        let attrs = ctx.empty_dict();
        Self(ctx.create_op(name, &[ptr, cmp, val], &[result_ty], attrs, None, &[], 0, loc))
    }
}

/// `tt.dot`: a·b + c over blocks: 'tt.dot %a, %b, %c : tensor<32x16xf16> * tensor<16x64xf16> -> tensor<32x64xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DotOp(pub Op);

impl TypedOp for DotOp {
    const NAME: &'static str = "tt.dot";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl DotOp {
    /// Operand `a`.
    pub fn a(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `b`.
    pub fn b(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Operand `c`.
    pub fn c(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(2)
    }
    /// Result `d`.
    pub fn d(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `inputPrecision` property, if set.
    pub fn input_precision(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "inputPrecision")
    }
    /// The `maxNumImpreciseAcc` property, if set.
    pub fn max_num_imprecise_acc(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "maxNumImpreciseAcc")
    }
    /// A detached `tt.dot` with these operands and result types and no attributes.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, a: Value, b: Value, c: Value, d_ty: Type, loc: Attribute) -> Self {
        let name = ctx.ident(Self::NAME);
        let attrs = ctx.empty_dict();
        Self(ctx.create_op(name, &[a, b, c], &[d_ty], attrs, None, &[], 0, loc))
    }
}

/// `tt.reduce`: tensors combined along 'axis' by a region: '%s = "tt.reduce"(%x) <{axis = 1 : i32}> ({ ^bb0(%a: f32, %b: f32): ... tt.reduce.return %c : f32 }) : (tensor<8x16xf32>) -> tensor<8xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReduceOp(pub Op);

impl TypedOp for ReduceOp {
    const NAME: &'static str = "tt.reduce";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ReduceOp {
    /// Operand group `srcs`.
    pub fn srcs(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// The `axis` property, if set.
    pub fn axis(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "axis")
    }
}

/// `tt.reduce.return`: ends a 'tt.reduce' combiner
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReduceReturnOp(pub Op);

impl TypedOp for ReduceReturnOp {
    const NAME: &'static str = "tt.reduce.return";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ReduceReturnOp {
    /// Operand group `result`.
    pub fn result(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
}

/// `tt.scan`: running combination along 'axis' by a region ('reverse' from the end)
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ScanOp(pub Op);

impl TypedOp for ScanOp {
    const NAME: &'static str = "tt.scan";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ScanOp {
    /// Operand group `srcs`.
    pub fn srcs(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// The `axis` property, if set.
    pub fn axis(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "axis")
    }
    /// The `reverse` property, if set.
    pub fn reverse(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "reverse")
    }
}

/// `tt.scan.return`: ends a 'tt.scan' combiner
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ScanReturnOp(pub Op);

impl TypedOp for ScanReturnOp {
    const NAME: &'static str = "tt.scan.return";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ScanReturnOp {
    /// Operand group `result`.
    pub fn result(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
}

/// `tt.extern_elementwise`: an external library function applied elementwise: 'tt.extern_elementwise %x {libname = "", libpath = "", pure = true, symbol = "__nv_erff"} : (tensor<64xf32>) -> tensor<64xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExternElementwiseOp(pub Op);

impl TypedOp for ExternElementwiseOp {
    const NAME: &'static str = "tt.extern_elementwise";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ExternElementwiseOp {
    /// Operand group `srcs`.
    pub fn srcs(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `libname` property, if set.
    pub fn libname(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "libname")
    }
    /// The `libpath` property, if set.
    pub fn libpath(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "libpath")
    }
    /// The `symbol` property, if set.
    pub fn symbol(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "symbol")
    }
    /// The `pure` property, if set.
    pub fn pure(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "pure")
    }
}

/// `tt.clampf`: x clamped to [min, max]: 'tt.clampf %x, %lo, %hi, propagateNan = none : tensor<64xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ClampfOp(pub Op);

impl TypedOp for ClampfOp {
    const NAME: &'static str = "tt.clampf";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ClampfOp {
    /// Operand `x`.
    pub fn x(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `min`.
    pub fn min(self, ctx: &Context) -> Value {
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
    /// The `propagateNan` property, if set.
    pub fn propagate_nan(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "propagateNan")
    }
    /// A detached `tt.clampf` with these operands and result types and no attributes.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, x: Value, min: Value, max: Value, result_ty: Type, loc: Attribute) -> Self {
        let name = ctx.ident(Self::NAME);
        let attrs = ctx.empty_dict();
        Self(ctx.create_op(name, &[x, min, max], &[result_ty], attrs, None, &[], 0, loc))
    }
}

/// `tt.precise_sqrt`: the correctly rounded square root: 'tt.precise_sqrt %x : tensor<64xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PreciseSqrtOp(pub Op);

impl TypedOp for PreciseSqrtOp {
    const NAME: &'static str = "tt.precise_sqrt";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl PreciseSqrtOp {
    /// Operand `x`.
    pub fn x(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `tt.precise_sqrt` with these operands and result types and no attributes.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, x: Value, result_ty: Type, loc: Attribute) -> Self {
        let name = ctx.ident(Self::NAME);
        let attrs = ctx.empty_dict();
        Self(ctx.create_op(name, &[x], &[result_ty], attrs, None, &[], 0, loc))
    }
}

/// `tt.precise_divf`: the correctly rounded quotient: 'tt.precise_divf %x, %y : tensor<64xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PreciseDivfOp(pub Op);

impl TypedOp for PreciseDivfOp {
    const NAME: &'static str = "tt.precise_divf";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl PreciseDivfOp {
    /// Operand `x`.
    pub fn x(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `y`.
    pub fn y(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `tt.precise_divf` with these operands and result types and no attributes.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, x: Value, y: Value, result_ty: Type, loc: Attribute) -> Self {
        let name = ctx.ident(Self::NAME);
        let attrs = ctx.empty_dict();
        Self(ctx.create_op(name, &[x, y], &[result_ty], attrs, None, &[], 0, loc))
    }
}

/// `tt.mulhiui`: the high half of the unsigned double-width product: 'tt.mulhiui %x, %y : i32'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MulhiuiOp(pub Op);

impl TypedOp for MulhiuiOp {
    const NAME: &'static str = "tt.mulhiui";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl MulhiuiOp {
    /// Operand `x`.
    pub fn x(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `y`.
    pub fn y(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `tt.mulhiui` with these operands and result types and no attributes.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, x: Value, y: Value, result_ty: Type, loc: Attribute) -> Self {
        let name = ctx.ident(Self::NAME);
        let attrs = ctx.empty_dict();
        Self(ctx.create_op(name, &[x, y], &[result_ty], attrs, None, &[], 0, loc))
    }
}

/// `tt.fp_to_fp`: a float conversion with a rounding mode: 'tt.fp_to_fp %x, rounding = rtne : tensor<64xf32> -> tensor<64xf8E5M2>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct FpToFpOp(pub Op);

impl TypedOp for FpToFpOp {
    const NAME: &'static str = "tt.fp_to_fp";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl FpToFpOp {
    /// Operand `src`.
    pub fn src(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `rounding` property, if set.
    pub fn rounding(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "rounding")
    }
    /// A detached `tt.fp_to_fp` with these operands and result types and no attributes.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, src: Value, result_ty: Type, loc: Attribute) -> Self {
        let name = ctx.ident(Self::NAME);
        let attrs = ctx.empty_dict();
        Self(ctx.create_op(name, &[src], &[result_ty], attrs, None, &[], 0, loc))
    }
}

/// `tt.print`: prints values from the device: 'tt.print " x: " {hex = false, isSigned = array<i32: 0>} : %x : tensor<64xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PrintOp(pub Op);

impl TypedOp for PrintOp {
    const NAME: &'static str = "tt.print";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl PrintOp {
    /// Operand group `args`.
    pub fn args(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// The `prefix` property, if set.
    pub fn prefix(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "prefix")
    }
    /// The `hex` property, if set.
    pub fn hex(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "hex")
    }
    /// The `isSigned` property, if set.
    pub fn is_signed(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "isSigned")
    }
}

/// `tt.assert`: stops the kernel where a condition is false: 'tt.assert %c, "index out of bounds" : tensor<64xi1>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AssertOp(pub Op);

impl TypedOp for AssertOp {
    const NAME: &'static str = "tt.assert";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl AssertOp {
    /// Operand `condition`.
    pub fn condition(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// The `message` property, if set.
    pub fn message(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "message")
    }
    /// A detached `tt.assert` with these operands and result types and no attributes.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, condition: Value, loc: Attribute) -> Self {
        let name = ctx.ident(Self::NAME);
        let attrs = ctx.empty_dict();
        Self(ctx.create_op(name, &[condition], &[], attrs, None, &[], 0, loc))
    }
}
