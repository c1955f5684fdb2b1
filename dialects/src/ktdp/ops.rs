//! Typed wrappers of the `ktdp` ops, generated from the definition by
//! `cargo run -p tessera-dialects --bin dialect-ops` (do not edit):
//! `ktdp::ops::XOp::cast(ctx, op)` with named accessors, and `XOp::NAME`
//! wherever Rust names the op.

#![allow(missing_docs, unused_imports, unused_mut, clippy::too_many_arguments)]

use ir::{Attribute, Context, Op, Type, TypedOp, Value};

/// `ktdp.get_compute_tile_id`: the id of the compute tile running the kernel: '%id = ktdp.get_compute_tile_id : index'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct GetComputeTileIdOp(pub Op);

impl TypedOp for GetComputeTileIdOp {
    const NAME: &'static str = "ktdp.get_compute_tile_id";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl GetComputeTileIdOp {
    /// A detached `ktdp.get_compute_tile_id` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, result_tys: &[Type], loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(result_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `ktdp.construct_memory_view`: a memref view of memory at an element address: 'ktdp.construct_memory_view %a, sizes: [32, 64], strides: [64, 1] {coordinate_set = #s, memory_space = #ktdp.memory_space<global>} : memref<32x64xf16>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConstructMemoryViewOp(pub Op);

impl TypedOp for ConstructMemoryViewOp {
    const NAME: &'static str = "ktdp.construct_memory_view";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ConstructMemoryViewOp {
    /// Operand group `offset`.
    pub fn offset(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `sizes`.
    pub fn sizes(self, ctx: &Context) -> Vec<Value> {
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
    /// The `static_sizes` property, if set.
    pub fn static_sizes(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "static_sizes")
    }
    /// The `static_strides` property, if set.
    pub fn static_strides(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "static_strides")
    }
    /// The `memory_space` property, if set.
    pub fn memory_space(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "memory_space")
    }
    /// The `coordinate_set` property, if set.
    pub fn coordinate_set(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "coordinate_set")
    }
    /// A detached `ktdp.construct_memory_view` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, offset: Value, sizes: &[Value], strides: &[Value], result_ty: Type, static_sizes: Attribute, static_strides: Attribute, memory_space: Attribute, coordinate_set: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(offset);
        vals_.extend_from_slice(sizes);
        vals_.extend_from_slice(strides);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("static_sizes"), static_sizes));
        props_.push((ctx.ident("static_strides"), static_strides));
        props_.push((ctx.ident("memory_space"), memory_space));
        if let Some(x_) = coordinate_set {
            props_.push((ctx.ident("coordinate_set"), x_));
        }
        let seg_ = ir::dense_array::from_i64s(ctx, 32, &[1, sizes.len() as i64, strides.len() as i64]);
        props_.push((ctx.ident("operandSegmentSizes"), seg_));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `ktdp.construct_distributed_memory_view`: one view over several per-partition views: 'ktdp.construct_distributed_memory_view (%a, %b : memref<32x64xf16>, memref<32x64xf16>) : memref<64x64xf16>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConstructDistributedMemoryViewOp(pub Op);

impl TypedOp for ConstructDistributedMemoryViewOp {
    const NAME: &'static str = "ktdp.construct_distributed_memory_view";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ConstructDistributedMemoryViewOp {
    /// Operand group `memrefs`.
    pub fn memrefs(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `ktdp.construct_distributed_memory_view` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, memrefs: &[Value], result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(memrefs);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `ktdp.construct_access_tile`: the coordinates of one tile of a view: 'ktdp.construct_access_tile %v[%i, %c0] {access_tile_set = #s, access_tile_order = #m} : memref<64x64xf16> -> !ktdp.access_tile<32x64xindex>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConstructAccessTileOp(pub Op);

impl TypedOp for ConstructAccessTileOp {
    const NAME: &'static str = "ktdp.construct_access_tile";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ConstructAccessTileOp {
    /// Operand group `base`.
    pub fn base(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `indices`.
    pub fn indices(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `symbol_operands`.
    pub fn symbol_operands(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true, true], d.num_operands());
        groups[2].clone().map(|k| d.operand(k)).collect()
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `base_map` property, if set.
    pub fn base_map(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "base_map")
    }
    /// The `access_tile_set` property, if set.
    pub fn access_tile_set(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "access_tile_set")
    }
    /// The `access_tile_order` property, if set.
    pub fn access_tile_order(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "access_tile_order")
    }
    /// A detached `ktdp.construct_access_tile` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, base: Value, indices: &[Value], symbol_operands: &[Value], result_ty: Type, base_map: Attribute, access_tile_set: Attribute, access_tile_order: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(base);
        vals_.extend_from_slice(indices);
        vals_.extend_from_slice(symbol_operands);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("base_map"), base_map));
        props_.push((ctx.ident("access_tile_set"), access_tile_set));
        props_.push((ctx.ident("access_tile_order"), access_tile_order));
        let seg_ = ir::dense_array::from_i64s(ctx, 32, &[1, indices.len() as i64, symbol_operands.len() as i64]);
        props_.push((ctx.ident("operandSegmentSizes"), seg_));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `ktdp.construct_indirect_access_tile`: the coordinates of a gather or scatter: 'ktdp.construct_indirect_access_tile intermediate_variables(%m, %k) %x[ind(%idx[%m, %k]), (%k)] {variables_space_set = #s, variables_space_order = #o} : memref<..>, memref<..> -> !ktdp.access_tile<..>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConstructIndirectAccessTileOp(pub Op);

impl TypedOp for ConstructIndirectAccessTileOp {
    const NAME: &'static str = "ktdp.construct_indirect_access_tile";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ConstructIndirectAccessTileOp {
    /// Operand group `base`.
    pub fn base(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true, true, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `indirect_memrefs`.
    pub fn indirect_memrefs(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true, true, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `captured_variables`.
    pub fn captured_variables(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true, true, true], d.num_operands());
        groups[2].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `symbol_operands`.
    pub fn symbol_operands(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true, true, true], d.num_operands());
        groups[3].clone().map(|k| d.operand(k)).collect()
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `per_dim_subscript_kinds` property, if set.
    pub fn per_dim_subscript_kinds(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "per_dim_subscript_kinds")
    }
    /// The `per_dim_subscript_maps` property, if set.
    pub fn per_dim_subscript_maps(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "per_dim_subscript_maps")
    }
    /// The `variables_space_set` property, if set.
    pub fn variables_space_set(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "variables_space_set")
    }
    /// The `variables_space_order` property, if set.
    pub fn variables_space_order(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "variables_space_order")
    }
    /// A detached `ktdp.construct_indirect_access_tile` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, base: Value, indirect_memrefs: &[Value], captured_variables: &[Value], symbol_operands: &[Value], result_ty: Type, per_dim_subscript_kinds: Attribute, per_dim_subscript_maps: Attribute, variables_space_set: Attribute, variables_space_order: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(base);
        vals_.extend_from_slice(indirect_memrefs);
        vals_.extend_from_slice(captured_variables);
        vals_.extend_from_slice(symbol_operands);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("per_dim_subscript_kinds"), per_dim_subscript_kinds));
        props_.push((ctx.ident("per_dim_subscript_maps"), per_dim_subscript_maps));
        props_.push((ctx.ident("variables_space_set"), variables_space_set));
        props_.push((ctx.ident("variables_space_order"), variables_space_order));
        let seg_ = ir::dense_array::from_i64s(ctx, 32, &[1, indirect_memrefs.len() as i64, captured_variables.len() as i64, symbol_operands.len() as i64]);
        props_.push((ctx.ident("operandSegmentSizes"), seg_));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
    }
}

/// `ktdp.load`: reads a tile into a tensor: 'ktdp.load %t : !ktdp.access_tile<32x64xindex> -> tensor<32x64xf16>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct LoadOp(pub Op);

impl TypedOp for LoadOp {
    const NAME: &'static str = "ktdp.load";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl LoadOp {
    /// Operand `access_tile`.
    pub fn access_tile(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `ktdp.load` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, access_tile: Value, result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(access_tile);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `ktdp.store`: writes a tensor to a tile: 'ktdp.store %d, %t : tensor<32x64xf16>, !ktdp.access_tile<32x64xindex>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct StoreOp(pub Op);

impl TypedOp for StoreOp {
    const NAME: &'static str = "ktdp.store";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl StoreOp {
    /// Operand `data_tile`.
    pub fn data_tile(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `access_tile`.
    pub fn access_tile(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// A detached `ktdp.store` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, data_tile: Value, access_tile: Value, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(data_tile);
        vals_.push(access_tile);
        let mut tys_: Vec<Type> = Vec::new();
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `ktdp.runtime_arg_extract`: the value, granularity or upper bound of a runtime argument: 'ktdp.runtime_arg_extract value from %m : !ktdp.runtime_arg<index, granularity=3, upperbound=300> -> index'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RuntimeArgExtractOp(pub Op);

impl TypedOp for RuntimeArgExtractOp {
    const NAME: &'static str = "ktdp.runtime_arg_extract";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl RuntimeArgExtractOp {
    /// Operand `input`.
    pub fn input(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `kind` property, if set.
    pub fn kind(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "kind")
    }
    /// A detached `ktdp.runtime_arg_extract` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, input: Value, result_ty: Type, kind: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(input);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("kind"), kind));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `ktdp.inter_tile_produce`: this core's partial for a cross-core exchange: 'ktdp.inter_tile_produce producer_tiles_per_group = #p : tensor<1x128xf16> -> !ktdp.tile_future<tensor<1x128xf16>, groups = #g> { ^bb0(%gid: index): ktdp.yield_partial %x : tensor<1x128xf16> }'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct InterTileProduceOp(pub Op);

impl TypedOp for InterTileProduceOp {
    const NAME: &'static str = "ktdp.inter_tile_produce";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl InterTileProduceOp {
    /// Result `future`.
    pub fn future(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `producer_tiles_per_group` property, if set.
    pub fn producer_tiles_per_group(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "producer_tiles_per_group")
    }
    /// A detached `ktdp.inter_tile_produce` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, future_ty: Type, producer_tiles_per_group: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(future_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("producer_tiles_per_group"), producer_tiles_per_group));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
    }
}

/// `ktdp.inter_tile_reduce`: the group's partials combined: 'ktdp.inter_tile_reduce(%f) consumer_tiles_per_group = #c, identity(%z : tensor<1x128xf16>) : !ktdp.tile_future<..> -> tensor<128xf16> { ^bb0(%a: .., %b: ..): .. ktdp.yield_reduced %s : .. }'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct InterTileReduceOp(pub Op);

impl TypedOp for InterTileReduceOp {
    const NAME: &'static str = "ktdp.inter_tile_reduce";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl InterTileReduceOp {
    /// Operand group `future`.
    pub fn future(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `identity`.
    pub fn identity(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `consumer_tiles_per_group` property, if set.
    pub fn consumer_tiles_per_group(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "consumer_tiles_per_group")
    }
    /// A detached `ktdp.inter_tile_reduce` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, future: Value, identity: Option<Value>, result_ty: Type, consumer_tiles_per_group: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(future);
        vals_.extend(identity);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("consumer_tiles_per_group"), consumer_tiles_per_group));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
    }
}

/// `ktdp.inter_tile_consume`: a producer's partials delivered to the consumers of its group: 'ktdp.inter_tile_consume(%f) consumer_tiles_per_group = #c[, producer_dependency_per_consumer = #d] : !ktdp.tile_future<..> -> tensor<1x128xf16>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct InterTileConsumeOp(pub Op);

impl TypedOp for InterTileConsumeOp {
    const NAME: &'static str = "ktdp.inter_tile_consume";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl InterTileConsumeOp {
    /// Operand `future`.
    pub fn future(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// The `consumer_tiles_per_group` property, if set.
    pub fn consumer_tiles_per_group(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "consumer_tiles_per_group")
    }
    /// The `producer_dependency_per_consumer` property, if set.
    pub fn producer_dependency_per_consumer(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "producer_dependency_per_consumer")
    }
    /// A detached `ktdp.inter_tile_consume` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, future: Value, results_tys: &[Type], consumer_tiles_per_group: Attribute, producer_dependency_per_consumer: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(future);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(results_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("consumer_tiles_per_group"), consumer_tiles_per_group));
        if let Some(x_) = producer_dependency_per_consumer {
            props_.push((ctx.ident("producer_dependency_per_consumer"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `ktdp.yield_partial`: ends an 'inter_tile_produce' body with the partial
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct YieldPartialOp(pub Op);

impl TypedOp for YieldPartialOp {
    const NAME: &'static str = "ktdp.yield_partial";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl YieldPartialOp {
    /// Operand group `values`.
    pub fn values(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// A detached `ktdp.yield_partial` with these operands, result types and attributes, its regions empty.
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

/// `ktdp.yield_reduced`: ends an 'inter_tile_reduce' combiner with the combined value
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct YieldReducedOp(pub Op);

impl TypedOp for YieldReducedOp {
    const NAME: &'static str = "ktdp.yield_reduced";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl YieldReducedOp {
    /// Operand group `values`.
    pub fn values(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// A detached `ktdp.yield_reduced` with these operands, result types and attributes, its regions empty.
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

/// `ktdp.region_terminator`: ends a region that yields nothing
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RegionTerminatorOp(pub Op);

impl TypedOp for RegionTerminatorOp {
    const NAME: &'static str = "ktdp.region_terminator";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl RegionTerminatorOp {
    /// A detached `ktdp.region_terminator` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        let mut tys_: Vec<Type> = Vec::new();
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}
