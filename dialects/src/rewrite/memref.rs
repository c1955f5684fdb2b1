//! `memref` folding and canonicalization as MLIR 22's MemRefOps.cpp does
//! it: dead allocations, self and empty copies, constant dynamic sizes of
//! allocations made static, and `dim` of known extents.

use super::ctl;
use crate::native::Natives;
use ir::rewrite::{Fold, OpFoldResult, PatternSet, Rewriter};
use ir::value::ValueDef;
use ir::{Attribute, Context, Op, Type, TypeKind, Value};

/// Adds the memref hooks.
pub fn add(n: &mut Natives) {
    n.canonicalizer("memref.alloc", alloc_patterns);
    n.canonicalizer("memref.alloca", alloca_patterns);
    n.canonicalizer("memref.copy", |s: &mut PatternSet| {
        ctl::add(s, "memref.copy", "FoldEmptyCopy", fold_empty_copy);
        ctl::add(s, "memref.copy", "FoldSelfCopy", fold_self_copy);
    });
    n.folder("memref.dim", fold_dim);
    for op in ["memref.load", "memref.store", "memref.dealloc", "memref.copy"] {
        n.folder(op, |ctx, op, _| if fold_memref_cast(ctx, op) { Fold::InPlace } else { Fold::None });
    }
}

fn alloc_patterns(s: &mut PatternSet) {
    ctl::add(s, "memref.alloc", "SimplifyAllocConst", simplify_alloc_const);
    ctl::add(s, "memref.alloc", "SimplifyDeadAlloc", simplify_dead_alloc);
}

fn alloca_patterns(s: &mut PatternSet) {
    ctl::add(s, "memref.alloca", "SimplifyAllocConst", simplify_alloc_const);
    ctl::add(s, "memref.alloca", "SimplifyDeadAlloc", simplify_dead_alloc);
}

fn defining(ctx: &Context, v: Value) -> Option<Op> {
    match ctx.value(v).def {
        ValueDef::Result(d, _) => Some(d),
        ValueDef::Arg(..) => None,
    }
}

/// An allocation used only as the target of stores and by deallocs is
/// dead, with its users.
fn simplify_dead_alloc(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let mem = rw.ctx.result(op, 0);
    let users: Vec<(Op, u32)> = rw.ctx.uses(mem).map(|u| (u.op, u.index)).collect();
    let dead = users.iter().all(|&(u, i)| match rw.ctx.op_name(u) {
        // A store of the memref itself (operand 0) keeps it alive.
        "memref.store" => i != 0,
        "memref.dealloc" => true,
        _ => false,
    });
    if !dead {
        return false;
    }
    let mut seen = Vec::new();
    for (u, _) in users {
        if !seen.contains(&u) {
            seen.push(u);
            rw.erase_op(u);
        }
    }
    rw.erase_op(op);
    true
}

/// Constant non-negative dynamic sizes become static dimensions; a cast
/// gives back the original type.
fn simplify_alloc_const(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    let TypeKind::MemRef { shape, elem, layout, space } = rw.ctx.type_kind(ty).clone() else {
        return false;
    };
    let Some(segs) = crate::std::segments(rw.ctx, op, "operandSegmentSizes") else {
        return false;
    };
    let operands: Vec<Value> = rw.ctx.op(op).operands().collect();
    let (ndyn, nsym) = (segs.first().copied().unwrap_or(0), segs.get(1).copied().unwrap_or(0));
    if ndyn + nsym != operands.len() {
        return false;
    }
    let (dynamic, symbols) = operands.split_at(ndyn);
    let constant = |ctx: &mut Context, v: Value| -> Option<i64> {
        let (w, b) = ctl::const_scalar_int(ctx, v)?;
        let s = super::consts::sext(w, b);
        (s >= 0).then(|| i64::try_from(s).ok()).flatten()
    };
    if !dynamic.iter().any(|&v| constant(rw.ctx, v).is_some()) {
        return false;
    }
    let mut new_shape = Vec::with_capacity(shape.len());
    let mut kept = Vec::new();
    let mut at = 0;
    for &d in shape.iter() {
        if d >= 0 {
            new_shape.push(d);
            continue;
        }
        let Some(&v) = dynamic.get(at) else { return false };
        at += 1;
        match constant(rw.ctx, v) {
            Some(c) => new_shape.push(c),
            None => {
                new_shape.push(d);
                kept.push(v);
            }
        }
    }
    let new_ty = rw.ctx.ty(TypeKind::MemRef {
        shape: new_shape.into(),
        elem,
        layout,
        space,
    });
    let loc = rw.ctx.op(op).loc;
    let mut ops_in: Vec<Value> = kept.clone();
    ops_in.extend_from_slice(symbols);
    let seg = ctl::i32_array(rw.ctx, &[kept.len(), symbols.len()]);
    let mut props: Vec<(&str, Attribute)> = vec![("operandSegmentSizes", seg)];
    let align = rw.ctx.inherent_attr(op, "alignment");
    if let Some(a) = align {
        props.insert(0, ("alignment", a));
    }
    let name = rw.ctx.op_name(op).to_string();
    rw.set_insertion_point_before(op);
    let new = super::build(rw, &name, &ops_in, &[new_ty], &props, loc);
    let nv = rw.ctx.result(new, 0);
    let cast = super::build(rw, "memref.cast", &[nv], &[ty], &[], loc);
    let cv = rw.ctx.result(cast, 0);
    rw.replace_op(op, &[cv]);
    true
}

fn fold_self_copy(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let d = rw.ctx.op(op);
    if d.operand(0) != d.operand(1) {
        return false;
    }
    rw.erase_op(op);
    true
}

/// A copy of a statically empty memref does nothing.
fn fold_empty_copy(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let ty = rw.ctx.value_type(rw.ctx.op(op).operand(1));
    let empty = match rw.ctx.type_kind(ty) {
        TypeKind::MemRef { shape, .. } => shape.contains(&0),
        _ => false,
    };
    if !empty {
        return false;
    }
    rw.erase_op(op);
    true
}

fn index_attr(ctx: &mut Context, v: i64) -> Attribute {
    let ty = ctx.index_type();
    super::consts::scalar_attr(ctx, ty, super::consts::Scalar::Int {
        width: 64,
        bits: (v as i128 as u128) & super::consts::mask(64),
    })
}

/// The `i`-th dynamic size operand of an alloc-like op, for dimension `dim`
/// of its type `ty`.
fn dynamic_size(ctx: &Context, op: Op, ty: Type, dim: usize) -> Option<Value> {
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(ty) else {
        return None;
    };
    let k = shape[..dim].iter().filter(|&&d| d < 0).count();
    let segs = crate::std::segments(ctx, op, "operandSegmentSizes")?;
    (k < *segs.first()?).then(|| ctx.op(op).operand(k))
}

fn fold_dim(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    let Some((w, bits)) = c.get(1).copied().flatten().and_then(|a| ctl::const_int_attr(ctx, a)) else {
        return Fold::None;
    };
    let index = super::consts::sext(w, bits);
    let src = ctx.op(op).operand(0);
    let ty = ctx.value_type(src);
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(ty) else {
        return Fold::None;
    };
    if index < 0 || index >= shape.len() as i128 {
        return Fold::None;
    }
    let i = index as usize;
    let extent = shape[i];
    if extent >= 0 {
        let a = index_attr(ctx, extent);
        return Fold::Results(vec![OpFoldResult::Attr(a)]);
    }
    if let Some(def) = defining(ctx, src) {
        if matches!(ctx.op_name(def), "memref.alloc" | "memref.alloca") {
            if let Some(v) = dynamic_size(ctx, def, ty, i) {
                return Fold::Results(vec![OpFoldResult::Value(v)]);
            }
        }
    }
    if fold_memref_cast(ctx, op) {
        return Fold::InPlace;
    }
    Fold::None
}

/// MLIR's `foldMemRefCast`: operands that are `memref.cast`s from a more
/// static type use the cast's source instead; true if any changed.
fn fold_memref_cast(ctx: &mut Context, op: Op) -> bool {
    let mut changed = false;
    for i in 0..ctx.op(op).num_operands() {
        let v = ctx.op(op).operand(i);
        let Some(cast) = defining(ctx, v).filter(|&d| ctx.op_name(d) == "memref.cast") else {
            continue;
        };
        let src = ctx.op(cast).operand(0);
        if more_static(ctx, ctx.value_type(src), ctx.value_type(v)) {
            ctx.set_operand(op, i, src);
            changed = true;
        }
    }
    changed
}

/// Whether ranked memref `a` only makes static what `b` leaves dynamic
/// (MLIR's `CastOp::canFoldIntoConsumerOp`, for identity layouts).
fn more_static(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_kind(a), ctx.type_kind(b)) {
        (
            TypeKind::MemRef { shape: sa, elem: ea, layout: la, space: pa },
            TypeKind::MemRef { shape: sb, elem: eb, layout: lb, space: pb },
        ) => {
            ea == eb
                && pa == pb
                && la.is_none()
                && lb.is_none()
                && sa.len() == sb.len()
                && sa.iter().zip(sb.iter()).all(|(&x, &y)| y < 0 || x == y)
                && sa.iter().zip(sb.iter()).any(|(&x, &y)| y < 0 && x >= 0)
        }
        _ => false,
    }
}
