//! Typed wrappers of the `memref` ops, generated from the definition by
//! `cargo run -p tessera-dialects --bin dialect-ops` (do not edit):
//! `memref::ops::XOp::cast(ctx, op)` with named accessors, and `XOp::NAME`
//! wherever Rust names the op.

#![allow(missing_docs, unused_imports, unused_mut, clippy::too_many_arguments)]

use ir::{Attribute, Context, Op, Type, TypedOp, Value};

/// `memref.alloc`: heap allocation: 'memref.alloc(%d)[%s] {alignment = 64} : memref<?x4xf32, #map>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AllocOp(pub Op);

impl TypedOp for AllocOp {
    const NAME: &'static str = "memref.alloc";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl AllocOp {
    /// Operand group `dynamicSizes`.
    pub fn dynamic_sizes(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `symbolOperands`.
    pub fn symbol_operands(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// Result `memref`.
    pub fn memref(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `alignment` property, if set.
    pub fn alignment(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "alignment")
    }
    /// A detached `memref.alloc` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, dynamic_sizes: &[Value], symbol_operands: &[Value], memref_ty: Type, alignment: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(dynamic_sizes);
        vals_.extend_from_slice(symbol_operands);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(memref_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = alignment {
            props_.push((ctx.ident("alignment"), x_));
        }
        let seg_ = ir::dense_array::from_i64s(ctx, 32, &[dynamic_sizes.len() as i64, symbol_operands.len() as i64]);
        props_.push((ctx.ident("operandSegmentSizes"), seg_));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `memref.alloca`: stack allocation, freed when the enclosing scope returns
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AllocaOp(pub Op);

impl TypedOp for AllocaOp {
    const NAME: &'static str = "memref.alloca";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl AllocaOp {
    /// Operand group `dynamicSizes`.
    pub fn dynamic_sizes(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `symbolOperands`.
    pub fn symbol_operands(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// Result `memref`.
    pub fn memref(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `alignment` property, if set.
    pub fn alignment(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "alignment")
    }
    /// A detached `memref.alloca` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, dynamic_sizes: &[Value], symbol_operands: &[Value], memref_ty: Type, alignment: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(dynamic_sizes);
        vals_.extend_from_slice(symbol_operands);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(memref_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = alignment {
            props_.push((ctx.ident("alignment"), x_));
        }
        let seg_ = ir::dense_array::from_i64s(ctx, 32, &[dynamic_sizes.len() as i64, symbol_operands.len() as i64]);
        props_.push((ctx.ident("operandSegmentSizes"), seg_));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `memref.dealloc`: frees a buffer made by 'alloc'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DeallocOp(pub Op);

impl TypedOp for DeallocOp {
    const NAME: &'static str = "memref.dealloc";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl DeallocOp {
    /// Operand `memref`.
    pub fn memref(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// A detached `memref.dealloc` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, memref: Value, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(memref);
        let mut tys_: Vec<Type> = Vec::new();
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `memref.load`: reads one element: 'memref.load %m[%i, %j] : memref<4x4xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct LoadOp(pub Op);

impl TypedOp for LoadOp {
    const NAME: &'static str = "memref.load";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl LoadOp {
    /// Operand group `memref`.
    pub fn memref(self, ctx: &Context) -> Vec<Value> {
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
    /// The `nontemporal` property, if set.
    pub fn nontemporal(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "nontemporal")
    }
    /// The `alignment` property, if set.
    pub fn alignment(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "alignment")
    }
    /// A detached `memref.load` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, memref: Value, indices: &[Value], result_ty: Type, nontemporal: Option<Attribute>, alignment: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(memref);
        vals_.extend_from_slice(indices);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = nontemporal {
            props_.push((ctx.ident("nontemporal"), x_));
        }
        if let Some(x_) = alignment {
            props_.push((ctx.ident("alignment"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `memref.store`: writes one element: 'memref.store %v, %m[%i, %j] : memref<4x4xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct StoreOp(pub Op);

impl TypedOp for StoreOp {
    const NAME: &'static str = "memref.store";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl StoreOp {
    /// Operand group `value`.
    pub fn value(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, false, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `memref`.
    pub fn memref(self, ctx: &Context) -> Vec<Value> {
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
    /// The `nontemporal` property, if set.
    pub fn nontemporal(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "nontemporal")
    }
    /// The `alignment` property, if set.
    pub fn alignment(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "alignment")
    }
    /// A detached `memref.store` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, value: Value, memref: Value, indices: &[Value], nontemporal: Option<Attribute>, alignment: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(value);
        vals_.push(memref);
        vals_.extend_from_slice(indices);
        let mut tys_: Vec<Type> = Vec::new();
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = nontemporal {
            props_.push((ctx.ident("nontemporal"), x_));
        }
        if let Some(x_) = alignment {
            props_.push((ctx.ident("alignment"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `memref.dim`: the size of one dimension: 'memref.dim %m, %c0 : memref<4x?xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DimOp(pub Op);

impl TypedOp for DimOp {
    const NAME: &'static str = "memref.dim";
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
    /// A detached `memref.dim` with these operands, result types and attributes, its regions empty.
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

/// `memref.cast`: changes static to dynamic sizes or back: 'memref.cast %m : memref<4xf32> to memref<?xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CastOp(pub Op);

impl TypedOp for CastOp {
    const NAME: &'static str = "memref.cast";
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
    /// A detached `memref.cast` with these operands, result types and attributes, its regions empty.
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

/// `memref.copy`: copies all elements: 'memref.copy %a, %b : memref<4xf32> to memref<4xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CopyOp(pub Op);

impl TypedOp for CopyOp {
    const NAME: &'static str = "memref.copy";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CopyOp {
    /// Operand `source`.
    pub fn source(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(0)
    }
    /// Operand `target`.
    pub fn target(self, ctx: &Context) -> Value {
        ctx.op(self.0).operand(1)
    }
    /// A detached `memref.copy` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, source: Value, target: Value, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(source);
        vals_.push(target);
        let mut tys_: Vec<Type> = Vec::new();
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `memref.subview`: a strided window: 'memref.subview %m[%o, 0] [2, %s] [1, 1] : memref<4x4xf32> to memref<2x?xf32, strided<[4, 1], offset: ?>>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SubviewOp(pub Op);

impl TypedOp for SubviewOp {
    const NAME: &'static str = "memref.subview";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl SubviewOp {
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
    /// A detached `memref.subview` with these operands, result types and attributes, its regions empty.
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

/// `memref.reinterpret_cast`: new sizes and strides over the same buffer: 'memref.reinterpret_cast %m to offset: [0], sizes: [9], strides: [1] : ...'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReinterpretCastOp(pub Op);

impl TypedOp for ReinterpretCastOp {
    const NAME: &'static str = "memref.reinterpret_cast";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ReinterpretCastOp {
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
    /// A detached `memref.reinterpret_cast` with these operands, result types and attributes, its regions empty.
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

/// `memref.expand_shape`: splits dimensions: 'memref.expand_shape %m [[0, 1], [2]] output_shape [1, 3, 3] : memref<3x3xf32> into memref<1x3x3xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExpandShapeOp(pub Op);

impl TypedOp for ExpandShapeOp {
    const NAME: &'static str = "memref.expand_shape";
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
    /// A detached `memref.expand_shape` with these operands, result types and attributes, its regions empty.
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

/// `memref.collapse_shape`: merges dimensions: 'memref.collapse_shape %m [[0, 1]] : memref<3x3xf32> into memref<9xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CollapseShapeOp(pub Op);

impl TypedOp for CollapseShapeOp {
    const NAME: &'static str = "memref.collapse_shape";
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
    /// A detached `memref.collapse_shape` with these operands, result types and attributes, its regions empty.
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

/// `memref.view`: a typed view of a byte buffer: 'memref.view %b[%c0][%n] : memref<2048xi8> to memref<?x4xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ViewOp(pub Op);

impl TypedOp for ViewOp {
    const NAME: &'static str = "memref.view";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ViewOp {
    /// Operand group `source`.
    pub fn source(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, false, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `byte_shift`.
    pub fn byte_shift(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, false, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `sizes`.
    pub fn sizes(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, false, true], d.num_operands());
        groups[2].clone().map(|k| d.operand(k)).collect()
    }
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// A detached `memref.view` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, source: Value, byte_shift: Value, sizes: &[Value], result_ty: Type, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(source);
        vals_.push(byte_shift);
        vals_.extend_from_slice(sizes);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `memref.global`: a module-level buffer: 'memref.global "private" constant @g : memref<2xf32> = dense<1.0>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct GlobalOp(pub Op);

impl TypedOp for GlobalOp {
    const NAME: &'static str = "memref.global";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl GlobalOp {
    /// The `sym_name` property, if set.
    pub fn sym_name(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "sym_name")
    }
    /// The `sym_visibility` property, if set.
    pub fn sym_visibility(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "sym_visibility")
    }
    /// The `type` property, if set.
    pub fn type_(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "type")
    }
    /// The `initial_value` property, if set.
    pub fn initial_value(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "initial_value")
    }
    /// The `constant` property, if set.
    pub fn constant(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "constant")
    }
    /// The `alignment` property, if set.
    pub fn alignment(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "alignment")
    }
    /// A detached `memref.global` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, sym_name: Attribute, sym_visibility: Option<Attribute>, type_: Attribute, initial_value: Option<Attribute>, constant: bool, alignment: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        let mut tys_: Vec<Type> = Vec::new();
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("sym_name"), sym_name));
        if let Some(x_) = sym_visibility {
            props_.push((ctx.ident("sym_visibility"), x_));
        }
        props_.push((ctx.ident("type"), type_));
        if let Some(x_) = initial_value {
            props_.push((ctx.ident("initial_value"), x_));
        }
        if constant {
            let x_ = ctx.attr(ir::AttrKind::Unit);
            props_.push((ctx.ident("constant"), x_));
        }
        if let Some(x_) = alignment {
            props_.push((ctx.ident("alignment"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `memref.get_global`: the buffer of a 'memref.global': 'memref.get_global @g : memref<2xf32>'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct GetGlobalOp(pub Op);

impl TypedOp for GetGlobalOp {
    const NAME: &'static str = "memref.get_global";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl GetGlobalOp {
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `name` property, if set.
    pub fn name(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "name")
    }
    /// A detached `memref.get_global` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, result_ty: Type, name: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("name"), name));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}
