//! Side-effect queries over the effects ops declare
//! ([`crate::registry::Effects`]): MLIR's `isMemoryEffectFree`,
//! `wouldOpBeTriviallyDead` and `getEffectsRecursively`, which cse, dead
//! code removal and the greedy rewrite driver decide by.

use crate::context::Context;
use crate::operation::Op;
use crate::registry::{EffectSet, Effects};
use crate::types::TypeKind;

/// The effects `op` itself declares through an effect interface, or
/// `None` if it has no such interface (unknown effects, or only
/// recursive ones).
pub fn own_effects(ctx: &Context, op: Op) -> Option<EffectSet> {
    match ctx.op_info(op)?.effects {
        Effects::Unknown | Effects::Recursive(None) => None,
        Effects::Declared(e) | Effects::Recursive(Some(e)) => Some(e),
        Effects::DestinationStyle => Some(destination_style(ctx, op)),
    }
}

/// A linalg-style op touches memory only through its buffer operands.
fn destination_style(ctx: &Context, op: Op) -> EffectSet {
    let on_buffers = ctx
        .op(op)
        .operands()
        .any(|v| matches!(ctx.type_kind(ctx.value_type(v)), TypeKind::MemRef { .. }));
    EffectSet {
        read: on_buffers,
        write: on_buffers,
        ..EffectSet::NONE
    }
}

fn is_recursive(ctx: &Context, op: Op) -> bool {
    matches!(
        ctx.op_info(op).map(|i| i.effects),
        Some(Effects::Recursive(_))
    )
}

/// Ops directly inside `op`'s regions.
fn nested(ctx: &Context, op: Op) -> impl Iterator<Item = Op> + '_ {
    ctx.op(op)
        .regions
        .iter()
        .flat_map(move |&r| ctx.region(r).blocks.iter())
        .flat_map(move |&b| ctx.block_ops(b))
}

/// Whether `op` (and, for recursive ops, everything in it) has no memory
/// effect at all: MLIR's `isMemoryEffectFree`.
pub fn is_memory_effect_free(ctx: &Context, op: Op) -> bool {
    let mut stack = vec![op];
    while let Some(o) = stack.pop() {
        match own_effects(ctx, o) {
            Some(e) if !e.is_empty() => return false,
            None if !is_recursive(ctx, o) => return false,
            _ => {}
        }
        if is_recursive(ctx, o) {
            stack.extend(nested(ctx, o));
        }
    }
    true
}

/// The effects of `op` and, for recursive ops, of the ops in it; `None`
/// if any of them has unknown effects (MLIR's `getEffectsRecursively`).
pub fn effects_recursively(ctx: &Context, op: Op) -> Option<EffectSet> {
    let mut all = EffectSet::NONE;
    let mut stack = vec![op];
    while let Some(o) = stack.pop() {
        let recursive = is_recursive(ctx, o);
        match own_effects(ctx, o) {
            Some(e) => all = all.union(e),
            None if !recursive => return None,
            None => {}
        }
        if recursive {
            stack.extend(nested(ctx, o));
        }
    }
    Some(all)
}

/// Whether `op` could be erased were its results unused: not a
/// terminator or symbol, and (recursively) it only reads memory or
/// allocates what it returns (MLIR's `wouldOpBeTriviallyDead`).
pub fn would_be_trivially_dead(ctx: &Context, op: Op) -> bool {
    if let Some(info) = ctx.op_info(op) {
        if info.traits.terminator || info.traits.symbol {
            return false;
        }
    } else {
        // An unregistered op might be a terminator or have any effect.
        return false;
    }
    match effects_recursively(ctx, op) {
        Some(e) => !e.write && !e.free,
        None => false,
    }
}

/// Whether `op` has no uses of its results and would be trivially dead.
pub fn is_trivially_dead(ctx: &Context, op: Op) -> bool {
    ctx.op(op).results().iter().all(|v| ctx.use_empty(v)) && would_be_trivially_dead(ctx, op)
}
