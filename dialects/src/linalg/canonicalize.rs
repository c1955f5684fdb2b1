//! Folders and canonicalization patterns of the `linalg` ops tessera has,
//! as MLIR 22's `LinalgOps.cpp` has them. Dead ops with tensor semantics
//! need nothing here: their effects (none on tensors) let the driver
//! erase them.

use super::ops::*;
use crate::util::shaped::*;
use dialect_engine::Hooks;
use ir::rewrite::FnPattern;
use ir::rewrite::{Fold, OpFoldResult, PatternSet, Rewriter};
use ir::TypedOp;
use ir::{AttrKind, Attribute, Context, Op, TypeKind, Value};

/// Adds the linalg folders and patterns.
pub fn add(n: &mut Hooks) {
    // The structured ops whose folder is `foldMemRefCast`.
    n.fold::<MatmulOp>(fold_memref_cast)
        .fold::<AddOp>(fold_memref_cast)
        .fold::<SubOp>(fold_memref_cast)
        .fold::<MulOp>(fold_memref_cast)
        .fold::<MaxOp>(fold_memref_cast)
        .fold::<DivOp>(fold_memref_cast)
        .fold::<FillOp>(fold_memref_cast)
        .fold::<GenericOp>(fold_memref_cast);
    // The dialect's own pattern (`LinalgDialect::getCanonicalizationPatterns`),
    // rooted at any op; collected with the first linalg op.
    n.canonicalize::<AddOp>(|s: &mut PatternSet| {
        s.add(FnPattern {
            root: None,
            name: "EraseDeadLinalgOp",
            benefit: 1,
            f: erase_dead_linalg,
        });
    });
    n.canonicalize::<FillOp>(|s: &mut PatternSet| {
        s.add(FnPattern::new(
            crate::tensor::ops::ExtractOp::NAME,
            "FoldFillWithTensorExtract",
            fill_extract,
        ));
        s.add(FnPattern::new(
            crate::tensor::ops::CollapseShapeOp::NAME,
            "FoldFillWithTensorReshape",
            fill_reshape,
        ));
        s.add(FnPattern::new(
            crate::tensor::ops::ExpandShapeOp::NAME,
            "FoldFillWithTensorReshape",
            fill_reshape,
        ));
        s.add(FnPattern::new(
            TransposeOp::NAME,
            "FoldFillWithTranspose",
            fill_transpose,
        ));
    });
    n.canonicalize::<GenericOp>(|s: &mut PatternSet| {
        s.add(FnPattern::new(
            GenericOp::NAME,
            "EraseIdentityLinalgOp",
            erase_identity,
        ));
    });
    n.fold::<TransposeOp>(fold_transpose);
    n.canonicalize::<TransposeOp>(|s: &mut PatternSet| {
        s.add(FnPattern::new(
            TransposeOp::NAME,
            "FoldTransposeWithTranspose",
            transpose_of_transpose,
        ));
    });
    n.canonicalize::<BroadcastOp>(|s: &mut PatternSet| {
        s.add(FnPattern::new(
            BroadcastOp::NAME,
            "FoldBroadcasts",
            broadcast_of_broadcast,
        ));
    });
}

fn is_linalg_structured(ctx: &Context, op: Op) -> bool {
    let n = ctx.op_name(op);
    n.starts_with("linalg.") && n != YieldOp::NAME
}

fn fold_memref_cast(ctx: &mut Context, op: Op, _: &[Option<Attribute>]) -> Fold {
    if crate::memref::canonicalize::fold_memref_casts(ctx, op, None) {
        Fold::InPlace
    } else {
        Fold::None
    }
}

/// `EraseDeadLinalgOp`: a linalg op with a memref operand of a static
/// zero dimension does nothing.
fn erase_dead_linalg(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    if !is_linalg_structured(ctx, op) {
        return false;
    }
    let empty = ctx
        .op(op)
        .operands()
        .any(|v| match ctx.type_kind(ctx.value_type(v)) {
            TypeKind::MemRef { shape, .. } => shape.contains(&0),
            _ => false,
        });
    if !empty {
        return false;
    }
    rw.erase_op(op);
    true
}

fn fill_extract(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let src = ctx.op(op).operand(0);
    let Some(fill) = def_named(ctx, src, FillOp::NAME) else {
        return false;
    };
    let Some(v) = ctx.op(fill).operands().next() else {
        return false;
    };
    if ctx.value_type(v) != ctx.value_type(ctx.result(op, 0)) {
        return false;
    }
    rw.replace_op(op, &[v]);
    true
}

/// The input and init of a one-input `linalg.fill`.
fn fill_parts(ctx: &Context, fill: Op) -> Option<(Value, Value)> {
    let d = ctx.op(fill);
    (d.num_operands() == 2 && d.results().len() == 1).then(|| (d.operand(0), d.operand(1)))
}

fn fill_reshape(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let src = ctx.op(op).operand(0);
    let Some(fill) = def_named(ctx, src, FillOp::NAME) else {
        return false;
    };
    let Some((value, init)) = fill_parts(ctx, fill) else {
        return false;
    };
    let res_ty = ctx.value_type(ctx.result(op, 0));
    let mut operands: Vec<Value> = ctx.op(op).operands().collect();
    operands[0] = init;
    let loc = ctx.op(fill).loc;
    let r = clone_with(rw.ctx, op, &operands, &[res_ty]);
    rw.ctx.op_mut(r).loc = loc;
    rw.ctx.op_mut(r).attrs = rw.ctx.empty_dict();
    rw.insert(r);
    let new_init = rw.ctx.result(r, 0);
    let f = clone_with(rw.ctx, fill, &[value, new_init], &[res_ty]);
    rw.ctx.op_mut(f).attrs = rw.ctx.empty_dict();
    rw.ctx.op_mut(f).loc = rw.ctx.op(op).loc;
    rw.insert(f);
    let v = rw.ctx.result(f, 0);
    rw.replace_op(op, &[v]);
    true
}

fn fill_transpose(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let d = ctx.op(op);
    if d.num_operands() != 2 {
        return false;
    }
    let (input, init) = (d.operand(0), d.operand(1));
    let Some(fill) = def_named(ctx, input, FillOp::NAME) else {
        return false;
    };
    let Some((value, _)) = fill_parts(ctx, fill) else {
        return false;
    };
    let types: Vec<_> = d.results().iter().map(|v| ctx.value_type(v)).collect();
    let f = clone_with(rw.ctx, fill, &[value, init], &types);
    rw.ctx.op_mut(f).attrs = rw.ctx.empty_dict();
    rw.ctx.op_mut(f).loc = rw.ctx.op(op).loc;
    rw.insert(f);
    let vals: Vec<Value> = rw.ctx.op(f).results().iter().collect();
    rw.replace_op(op, &vals);
    true
}

fn dims_prop(ctx: &Context, op: Op, name: &str) -> Option<Vec<i64>> {
    ir::dense_array::to_i64s(ctx, ctx.inherent_attr(op, name)?)
}

fn fold_transpose(ctx: &mut Context, op: Op, _: &[Option<Attribute>]) -> Fold {
    let d = ctx.op(op);
    if d.num_operands() != 2 || d.results().len() != 1 {
        return Fold::None;
    }
    let input = d.operand(0);
    let res = ctx.result(op, 0);
    if !matches!(
        ctx.type_kind(ctx.value_type(input)),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    ) {
        return Fold::None;
    }
    let Some(perm) = dims_prop(ctx, op, "permutation") else {
        return Fold::None;
    };
    let identity = perm.iter().enumerate().all(|(i, &p)| p == i as i64);
    if identity && ctx.value_type(input) == ctx.value_type(res) {
        return Fold::Results(vec![OpFoldResult::Value(input)]);
    }
    Fold::None
}

fn transpose_of_transpose(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let d = ctx.op(op);
    if d.num_operands() != 2 {
        return false;
    }
    let (input, init) = (d.operand(0), d.operand(1));
    let Some(prev) = def_named(ctx, input, TransposeOp::NAME) else {
        return false;
    };
    let (Some(p1), Some(p2)) = (
        dims_prop(ctx, prev, "permutation"),
        dims_prop(ctx, op, "permutation"),
    ) else {
        return false;
    };
    let mut folded = Vec::with_capacity(p2.len());
    for &p in &p2 {
        let Some(&q) = usize::try_from(p).ok().and_then(|i| p1.get(i)) else {
            return false;
        };
        folded.push(q);
    }
    let inner = ctx.op(prev).operand(0);
    let types: Vec<_> = d.results().iter().map(|v| ctx.value_type(v)).collect();
    let n = clone_with(rw.ctx, op, &[inner, init], &types);
    let perm = ir::dense_array::from_i64s(rw.ctx, 64, &folded);
    set_prop(rw.ctx, n, "permutation", perm);
    rw.ctx.op_mut(n).attrs = rw.ctx.empty_dict();
    rw.insert(n);
    let vals: Vec<Value> = rw.ctx.op(n).results().iter().collect();
    rw.replace_op(op, &vals);
    true
}

fn broadcast_of_broadcast(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let d = ctx.op(op);
    if d.num_operands() != 2 {
        return false;
    }
    let (input, init) = (d.operand(0), d.operand(1));
    let Some(prev) = def_named(ctx, input, BroadcastOp::NAME) else {
        return false;
    };
    let (Some(prev_dims), Some(dims)) = (
        dims_prop(ctx, prev, "dimensions"),
        dims_prop(ctx, op, "dimensions"),
    ) else {
        return false;
    };
    let Some(rank) = shape_of(ctx, ctx.value_type(init)).map(|s| s.len() as i64) else {
        return false;
    };
    let map: Vec<i64> = (0..rank).filter(|d| !dims.contains(d)).collect();
    let mut folded = dims.clone();
    for &p in &prev_dims {
        let Some(&m) = usize::try_from(p).ok().and_then(|i| map.get(i)) else {
            return false;
        };
        folded.push(m);
    }
    folded.sort_unstable();
    let inner = ctx.op(prev).operand(0);
    let types: Vec<_> = d.results().iter().map(|v| ctx.value_type(v)).collect();
    let n = clone_with(rw.ctx, op, &[inner, init], &types);
    let a = ir::dense_array::from_i64s(rw.ctx, 64, &folded);
    set_prop(rw.ctx, n, "dimensions", a);
    rw.ctx.op_mut(n).attrs = rw.ctx.empty_dict();
    rw.insert(n);
    let vals: Vec<Value> = rw.ctx.op(n).results().iter().collect();
    rw.replace_op(op, &vals);
    true
}

/// Sets property `name` of detached `op`.
fn set_prop(ctx: &mut Context, op: Op, name: &str, v: Attribute) {
    let mut entries: Vec<(ir::Ident, Attribute)> = ctx
        .op(op)
        .props
        .map(|p| ctx.dict_entries(p).to_vec())
        .unwrap_or_default();
    let k = ctx.ident(name);
    entries.retain(|(e, _)| *e != k);
    entries.push((k, v));
    ctx.op_mut(op).props = ctx.dictionary(entries).ok();
}

fn erase_identity(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let Some(maps) = ctx.inherent_attr(op, "indexing_maps") else {
        return false;
    };
    let AttrKind::Array(maps) = ctx.attr_kind(maps) else {
        return false;
    };
    if maps.windows(2).any(|w| w[0] != w[1]) {
        return false;
    }
    let Some(&region) = ctx.op(op).regions.first() else {
        return false;
    };
    let Some(&body) = ctx.region(region).blocks.first() else {
        return false;
    };
    let ops: Vec<Op> = ctx.block_ops(body).collect();
    if ops.len() != 1 || ctx.op_name(ops[0]) != YieldOp::NAME {
        return false;
    }
    let y = ops[0];
    let Some(inits) = dps_inits(ctx, op) else {
        return false;
    };
    let operands: Vec<Value> = ctx.op(op).operands().collect();
    let is_mem = |v: &Value| matches!(ctx.type_kind(ctx.value_type(*v)), TypeKind::MemRef { .. });
    let is_tensor = |v: &Value| {
        matches!(
            ctx.type_kind(ctx.value_type(*v)),
            TypeKind::RankedTensor { .. }
        )
    };
    let block_arg = |v: Value| match ctx.value(v).def {
        ir::value::ValueDef::Arg(b, i) if b == body => Some(i as usize),
        _ => None,
    };
    if !operands.iter().any(is_tensor) {
        let n_in = operands.len() - inits.len();
        if n_in != 1 || inits.len() != 1 || operands[0] != operands[inits[0]] {
            return false;
        }
        let Some(yv) = ctx.op(y).operands().next() else {
            return false;
        };
        if block_arg(yv).is_none() {
            return false;
        }
        rw.erase_op(op);
        return true;
    }
    if operands.iter().any(is_mem) {
        return false;
    }
    let results: Vec<Value> = ctx.op(op).results().iter().collect();
    let yields: Vec<Value> = ctx.op(y).operands().collect();
    let mut repl = Vec::new();
    let mut casts = Vec::new();
    for (k, &yv) in yields.iter().enumerate() {
        let Some(i) = block_arg(yv) else { return false };
        let Some(&arg) = operands.get(i) else {
            return false;
        };
        let Some(&r) = results.get(k) else {
            return false;
        };
        let (at, rt) = (ctx.value_type(arg), ctx.value_type(r));
        if at != rt {
            let (Some(a), Some(b)) = (shape_of(ctx, at), shape_of(ctx, rt)) else {
                return false;
            };
            let compatible = a.len() == b.len()
                && a.iter()
                    .zip(&b)
                    .all(|(&x, &y)| x == y || x == ir::types::DYNAMIC || y == ir::types::DYNAMIC)
                && ir::constant::element_type(ctx, at) == ir::constant::element_type(ctx, rt);
            if !compatible {
                return false;
            }
            casts.push((repl.len(), arg, rt));
        }
        repl.push(arg);
    }
    if repl.len() != results.len() {
        return false;
    }
    let loc = ctx.op(op).loc;
    for (k, arg, rt) in casts {
        let c = dialect_engine::build::build(
            rw,
            crate::tensor::ops::CastOp::NAME,
            &[arg],
            &[rt],
            &[],
            loc,
        );
        repl[k] = rw.ctx.result(c, 0);
    }
    rw.replace_op(op, &repl);
    true
}
