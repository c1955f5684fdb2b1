//! The cost model the dataflow passes share, XLA's HloCostAnalysis as
//! the issue states it: a kernel's bytes are its operands plus its results
//! at their logical sizes (what stays inside a kernel is free); an op that
//! only relabels contiguous data (a view, a reshape) and a constant count
//! nothing; flops are one an output element for elementwise work, one an
//! input element for a reduction, and two a product for a contraction
//! (`2 x elements(output) x contracted size`).

use ir::op_class::Contraction;
use ir::{Context, Op, OpClass, Type, TypeKind, Value};
use targets::DType;

/// The element type of a tensor as targets see it.
pub fn dtype_of(ctx: &Context, t: Type) -> Option<DType> {
    let e = ctx.type_kind(t).element_type().unwrap_or(t);
    match ctx.type_kind(e) {
        TypeKind::Float(k) => match k.name() {
            "f64" => Some(DType::F64),
            "f32" => Some(DType::F32),
            "bf16" => Some(DType::BF16),
            "f16" => Some(DType::F16),
            n if n.starts_with("f8") => Some(DType::F8),
            _ => None,
        },
        TypeKind::Integer { width, .. } => match width {
            1 => Some(DType::I1),
            2..=4 => Some(DType::I4),
            5..=8 => Some(DType::I8),
            9..=16 => Some(DType::I16),
            17..=32 => Some(DType::I32),
            _ => Some(DType::I64),
        },
        TypeKind::Index => Some(DType::I64),
        _ => None,
    }
}

/// Bits of one element of `t` (its own width for types targets do not
/// name: a complex is its parts).
fn elem_bits(ctx: &Context, t: Type) -> u64 {
    let e = ctx.type_kind(t).element_type().unwrap_or(t);
    match ctx.type_kind(e) {
        TypeKind::Complex(inner) => 2 * elem_bits(ctx, *inner),
        TypeKind::Float(k) => k.semantics().bits as u64,
        TypeKind::Integer { width, .. } => (*width as u64).max(1).next_power_of_two().max(8),
        TypeKind::Index => 64,
        _ => 32,
    }
}

/// Elements of a static shape (`None` when a dimension is dynamic).
pub fn elements(ctx: &Context, t: Type) -> Option<u64> {
    let shape = ctx.type_kind(t).shape()?;
    shape
        .iter()
        .try_fold(1u64, |n, &d| (d >= 0).then(|| n * d as u64))
}

/// Logical bytes of a tensor (0 for what is not a static tensor).
pub fn bytes_of_type(ctx: &Context, t: Type) -> u64 {
    match elements(ctx, t) {
        Some(n) => (n * elem_bits(ctx, t)).div_ceil(8),
        None => 0,
    }
}

/// Logical bytes of a value.
pub fn bytes(ctx: &Context, v: Value) -> u64 {
    bytes_of_type(ctx, ctx.value_type(v))
}

/// Whether `op` only relabels data (a view or reshape) or is a constant:
/// it costs nothing, run on its own or fused.
pub fn is_free(ctx: &Context, op: Op) -> bool {
    let info = ctx.op_info(op);
    let traits = info.map(|i| i.traits).unwrap_or_default();
    if traits.constant_like {
        return true;
    }
    ctx.lookup_ident("ViewLikeOpInterface")
        .is_some_and(|t| ctx.op_has_trait(op, t))
}

/// Bytes one op moves as a kernel of its own.
pub fn op_bytes(ctx: &Context, op: Op) -> u64 {
    if is_free(ctx, op) {
        return 0;
    }
    let d = ctx.op(op);
    d.operands().map(|v| bytes(ctx, v)).sum::<u64>()
        + d.results().iter().map(|v| bytes(ctx, v)).sum::<u64>()
}

/// Flops of one op.
pub fn op_flops(ctx: &Context, op: Op) -> u64 {
    let d = ctx.op(op);
    let out: u64 = d
        .results()
        .iter()
        .filter_map(|v| elements(ctx, ctx.value_type(v)))
        .sum();
    match ctx.op_class(op) {
        OpClass::Elementwise => out,
        OpClass::Reduction { .. } => d
            .operands()
            .next()
            .and_then(|v| elements(ctx, ctx.value_type(v)))
            .unwrap_or(0),
        OpClass::Contraction => {
            let k = ctx
                .interface::<dyn Contraction>(op)
                .map_or(1, |c| c.contracted_size(ctx, op));
            2 * out * k
        }
        OpClass::Broadcast | OpClass::DataMovement | OpClass::Opaque => 0,
    }
}
