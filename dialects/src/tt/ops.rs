//! Typed wrappers of the `tt` ops, generated from the definition by
//! `cargo run -p tessera-dialects --bin dialect-ops` (do not edit):
//! `tt::ops::XOp::cast(ctx, op)` with named accessors, and `XOp::NAME`
//! wherever Rust names the op.

#![allow(missing_docs, unused_imports, unused_mut, clippy::too_many_arguments)]

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
    /// A detached `tt.func` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, sym_name: Attribute, function_type: Attribute, sym_visibility: Option<Attribute>, arg_attrs: Option<Attribute>, res_attrs: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        let mut tys_: Vec<Type> = Vec::new();
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("sym_name"), sym_name));
        props_.push((ctx.ident("function_type"), function_type));
        if let Some(x_) = sym_visibility {
            props_.push((ctx.ident("sym_visibility"), x_));
        }
        if let Some(x_) = arg_attrs {
            props_.push((ctx.ident("arg_attrs"), x_));
        }
        if let Some(x_) = res_attrs {
            props_.push((ctx.ident("res_attrs"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
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
    /// A detached `tt.return` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, srcs: &[Value], loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(srcs);
        let mut tys_: Vec<Type> = Vec::new();
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.call` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operands: &[Value], results_tys: &[Type], callee: Attribute, arg_attrs: Option<Attribute>, res_attrs: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(operands);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(results_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("callee"), callee));
        if let Some(x_) = arg_attrs {
            props_.push((ctx.ident("arg_attrs"), x_));
        }
        if let Some(x_) = res_attrs {
            props_.push((ctx.ident("res_attrs"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.get_program_id` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, result_ty: Type, axis: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("axis"), axis));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.get_num_programs` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, result_ty: Type, axis: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("axis"), axis));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.make_range` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, result_ty: Type, start: Attribute, end: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("start"), start));
        props_.push((ctx.ident("end"), end));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.splat` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, src: Value, result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(src);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.broadcast` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, src: Value, result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(src);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.expand_dims` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, src: Value, result_ty: Type, axis: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(src);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("axis"), axis));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.reshape` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, src: Value, result_ty: Type, allow_reorder: bool, efficient_layout: bool, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(src);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if allow_reorder {
            let x_ = ctx.attr(ir::AttrKind::Unit);
            props_.push((ctx.ident("allow_reorder"), x_));
        }
        if efficient_layout {
            let x_ = ctx.attr(ir::AttrKind::Unit);
            props_.push((ctx.ident("efficient_layout"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.trans` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, src: Value, result_ty: Type, order: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(src);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("order"), order));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.cat` with these operands, result types and attributes, its regions empty.
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
    /// A detached `tt.join` with these operands, result types and attributes, its regions empty.
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
    /// A detached `tt.split` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, src: Value, out_l_h_s_ty: Type, out_r_h_s_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(src);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(out_l_h_s_ty);
        tys_.push(out_r_h_s_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.histogram` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, src: Value, result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(src);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.gather` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, src: Value, indices: Value, result_ty: Type, axis: Attribute, efficient_layout: bool, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(src);
        vals_.push(indices);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("axis"), axis));
        if efficient_layout {
            let x_ = ctx.attr(ir::AttrKind::Unit);
            props_.push((ctx.ident("efficient_layout"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.int_to_ptr` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, src: Value, result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(src);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.ptr_to_int` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, src: Value, result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(src);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.bitcast` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, src: Value, result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(src);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.addptr` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, ptr: Value, offset: Value, result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(ptr);
        vals_.push(offset);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.load` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, ptr: Value, mask: Option<Value>, other: Option<Value>, result_ty: Type, boundary_check: Option<Attribute>, padding: Option<Attribute>, cache: Option<Attribute>, evict: Option<Attribute>, is_volatile: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(ptr);
        vals_.extend(mask);
        vals_.extend(other);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = boundary_check {
            props_.push((ctx.ident("boundaryCheck"), x_));
        }
        if let Some(x_) = padding {
            props_.push((ctx.ident("padding"), x_));
        }
        if let Some(x_) = cache {
            props_.push((ctx.ident("cache"), x_));
        }
        if let Some(x_) = evict {
            props_.push((ctx.ident("evict"), x_));
        }
        if let Some(x_) = is_volatile {
            props_.push((ctx.ident("isVolatile"), x_));
        }
        let seg_ = ir::dense_array::from_i64s(ctx, 32, &[1, mask.is_some() as i64, other.is_some() as i64]);
        props_.push((ctx.ident("operandSegmentSizes"), seg_));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.store` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, ptr: Value, value: Value, mask: Option<Value>, boundary_check: Option<Attribute>, cache: Option<Attribute>, evict: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(ptr);
        vals_.push(value);
        vals_.extend(mask);
        let mut tys_: Vec<Type> = Vec::new();
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = boundary_check {
            props_.push((ctx.ident("boundaryCheck"), x_));
        }
        if let Some(x_) = cache {
            props_.push((ctx.ident("cache"), x_));
        }
        if let Some(x_) = evict {
            props_.push((ctx.ident("evict"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.make_tensor_ptr` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, base: Value, shape: &[Value], strides: &[Value], offsets: &[Value], result_ty: Type, order: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(base);
        vals_.extend_from_slice(shape);
        vals_.extend_from_slice(strides);
        vals_.extend_from_slice(offsets);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("order"), order));
        let seg_ = ir::dense_array::from_i64s(ctx, 32, &[1, shape.len() as i64, strides.len() as i64, offsets.len() as i64]);
        props_.push((ctx.ident("operandSegmentSizes"), seg_));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.advance` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, ptr: Value, offsets: &[Value], result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(ptr);
        vals_.extend_from_slice(offsets);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.make_tensor_descriptor` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, base: Value, shape: &[Value], strides: &[Value], result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(base);
        vals_.extend_from_slice(shape);
        vals_.extend_from_slice(strides);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let seg_ = ir::dense_array::from_i64s(ctx, 32, &[1, shape.len() as i64, strides.len() as i64]);
        props_.push((ctx.ident("operandSegmentSizes"), seg_));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.descriptor_load` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, desc: Value, indices: &[Value], result_ty: Type, cache: Option<Attribute>, evict: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(desc);
        vals_.extend_from_slice(indices);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = cache {
            props_.push((ctx.ident("cache"), x_));
        }
        if let Some(x_) = evict {
            props_.push((ctx.ident("evict"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.descriptor_store` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, desc: Value, src: Value, indices: &[Value], loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(desc);
        vals_.push(src);
        vals_.extend_from_slice(indices);
        let mut tys_: Vec<Type> = Vec::new();
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.atomic_rmw` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, ptr: Value, val: Value, mask: Option<Value>, result_ty: Type, atomic_rmw_op: Attribute, sem: Attribute, scope: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(ptr);
        vals_.push(val);
        vals_.extend(mask);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("atomic_rmw_op"), atomic_rmw_op));
        props_.push((ctx.ident("sem"), sem));
        props_.push((ctx.ident("scope"), scope));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.atomic_cas` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, ptr: Value, cmp: Value, val: Value, result_ty: Type, sem: Attribute, scope: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(ptr);
        vals_.push(cmp);
        vals_.push(val);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("sem"), sem));
        props_.push((ctx.ident("scope"), scope));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.dot` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, a: Value, b: Value, c: Value, d_ty: Type, input_precision: Option<Attribute>, max_num_imprecise_acc: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(a);
        vals_.push(b);
        vals_.push(c);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(d_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = input_precision {
            props_.push((ctx.ident("inputPrecision"), x_));
        }
        if let Some(x_) = max_num_imprecise_acc {
            props_.push((ctx.ident("maxNumImpreciseAcc"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.reduce` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, srcs: &[Value], result_tys: &[Type], axis: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(srcs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(result_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("axis"), axis));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
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
    /// A detached `tt.reduce.return` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, result: &[Value], loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(result);
        let mut tys_: Vec<Type> = Vec::new();
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.scan` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, srcs: &[Value], result_tys: &[Type], axis: Attribute, reverse: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(srcs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(result_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("axis"), axis));
        props_.push((ctx.ident("reverse"), reverse));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
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
    /// A detached `tt.scan.return` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, result: &[Value], loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(result);
        let mut tys_: Vec<Type> = Vec::new();
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.extern_elementwise` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, srcs: &[Value], result_ty: Type, libname: Attribute, libpath: Attribute, symbol: Attribute, pure: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(srcs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("libname"), libname));
        props_.push((ctx.ident("libpath"), libpath));
        props_.push((ctx.ident("symbol"), symbol));
        props_.push((ctx.ident("pure"), pure));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.clampf` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, x: Value, min: Value, max: Value, result_ty: Type, propagate_nan: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(x);
        vals_.push(min);
        vals_.push(max);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("propagateNan"), propagate_nan));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.precise_sqrt` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, x: Value, result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(x);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.precise_divf` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, x: Value, y: Value, result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(x);
        vals_.push(y);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.mulhiui` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, x: Value, y: Value, result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(x);
        vals_.push(y);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.fp_to_fp` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, src: Value, result_ty: Type, rounding: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(src);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = rounding {
            props_.push((ctx.ident("rounding"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.print` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, args: &[Value], prefix: Attribute, hex: Attribute, is_signed: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(args);
        let mut tys_: Vec<Type> = Vec::new();
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("prefix"), prefix));
        props_.push((ctx.ident("hex"), hex));
        props_.push((ctx.ident("isSigned"), is_signed));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
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
    /// A detached `tt.assert` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, condition: Value, message: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(condition);
        let mut tys_: Vec<Type> = Vec::new();
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("message"), message));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}
