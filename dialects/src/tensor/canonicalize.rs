//! Folders and canonicalization patterns of the `tensor` dialect, as
//! MLIR 22's `TensorOps.cpp` has them.

use super::ops::*;
use crate::util::reshape::{compose_reshapes, fold_reshape, reassociation};
use crate::util::shaped::*;
use dialect_engine::build::build;
use dialect_engine::Hooks;
use ir::constant::{self, Const};
use ir::rewrite::FnPattern;
use ir::rewrite::{Fold, OpFoldResult, PatternSet, Rewriter};
use ir::types::DYNAMIC;
use ir::TypedOp;
use ir::{AttrKind, Attribute, Context, Op, Type, Value};

/// Adds the tensor folders and patterns.
pub fn add(n: &mut Hooks) {
    n.fold::<ConcatOp>(fold_concat);
    n.fold::<DimOp>(fold_dim);
    n.canonicalize::<DimOp>(|s: &mut PatternSet| {
        s.add(FnPattern::new(DimOp::NAME, "DimOfCastOp", dim_of_cast));
        s.add(FnPattern::new(
            DimOp::NAME,
            "DimOfDestStyleOp",
            dim_of_dest_style,
        ));
    });
    n.canonicalize::<EmptyOp>(|s: &mut PatternSet| {
        s.add(FnPattern::new(
            CastOp::NAME,
            "FoldEmptyTensorWithCastOp",
            empty_with_cast,
        ));
        s.add(FnPattern::new(
            DimOp::NAME,
            "FoldEmptyTensorWithDimOp",
            empty_with_dim,
        ));
        s.add(FnPattern::new(
            EmptyOp::NAME,
            "ReplaceEmptyTensorStaticShapeDims",
            empty_static_dims,
        ));
    });
    n.fold::<ExtractOp>(fold_extract);
    n.canonicalize::<ExtractOp>(|s: &mut PatternSet| {
        s.add(FnPattern::new(
            ExtractOp::NAME,
            "ExtractFromTensorCast",
            extract_from_cast,
        ));
    });
    n.fold::<InsertOp>(fold_insert);
    n.fold::<FromElementsOp>(fold_from_elements);
    n.canonicalize::<FromElementsOp>(|s: &mut PatternSet| {
        s.add(FnPattern::new(
            ExtractOp::NAME,
            "ExtractElementFromIndexCast",
            extract_from_index_cast,
        ));
    });
    n.fold::<SplatOp>(fold_splat);
    n.fold::<CastOp>(fold_cast);
    n.canonicalize::<CastOp>(|s: &mut PatternSet| {
        s.add(FnPattern::new(
            CastOp::NAME,
            "ChainedTensorCast",
            chained_cast,
        ));
        s.add(FnPattern::new(
            CastOp::NAME,
            "TensorCastExtractSlice",
            cast_extract_slice,
        ));
        // The tensor dialect's own pattern (`TensorDialect::
        // getCanonicalizationPatterns`), rooted at any op.
        s.add(FnPattern {
            root: None,
            name: "FoldTensorCastProducerOp",
            benefit: 1,
            f: fold_cast_producer,
        });
    });
    n.fold::<ExtractSliceOp>(fold_extract_slice);
    n.canonicalize::<ExtractSliceOp>(|s: &mut PatternSet| {
        s.add(FnPattern::new(
            ExtractSliceOp::NAME,
            "ExtractSliceConstantArgumentFolder",
            extract_slice_constant_args,
        ));
        s.add(FnPattern::new(
            ExtractSliceOp::NAME,
            "ExtractSliceOpCastFolder",
            extract_slice_cast,
        ));
    });
    n.fold::<InsertSliceOp>(fold_insert_slice);
    n.canonicalize::<InsertSliceOp>(|s: &mut PatternSet| {
        s.add(FnPattern::new(
            InsertSliceOp::NAME,
            "InsertSliceOpConstantArgumentFolder",
            insert_slice_constant_args,
        ));
        s.add(FnPattern::new(
            InsertSliceOp::NAME,
            "InsertSliceOpCastFolder",
            insert_slice_cast,
        ));
        s.add(FnPattern::new(
            InsertSliceOp::NAME,
            "InsertSliceOpSourceCastInserter",
            insert_slice_source_cast,
        ));
    });
    n.fold::<ExpandShapeOp>(fold_reshape);
    n.fold::<CollapseShapeOp>(fold_reshape);
    n.canonicalize::<ExpandShapeOp>(|s: &mut PatternSet| {
        s.add(FnPattern::new(
            ExpandShapeOp::NAME,
            "ComposeReassociativeReshapeOps",
            compose_reshapes,
        ));
        s.add(FnPattern::new(
            ExpandShapeOp::NAME,
            "FoldReshapeWithConstant",
            reshape_constant,
        ));
        s.add(FnPattern::new(
            ExpandShapeOp::NAME,
            "FoldReshapeWithSplat",
            reshape_splat,
        ));
        s.add(FnPattern::new(
            ExpandShapeOp::NAME,
            "FoldReshapeWithFromElements",
            reshape_from_elements,
        ));
    });
    n.canonicalize::<CollapseShapeOp>(|s: &mut PatternSet| {
        s.add(FnPattern::new(
            CollapseShapeOp::NAME,
            "ComposeReassociativeReshapeOps",
            compose_reshapes,
        ));
        s.add(FnPattern::new(
            CollapseShapeOp::NAME,
            "FoldReshapeWithConstant",
            reshape_constant,
        ));
        s.add(FnPattern::new(
            CollapseShapeOp::NAME,
            "FoldReshapeWithSplat",
            reshape_splat,
        ));
        s.add(FnPattern::new(
            CollapseShapeOp::NAME,
            "FoldReshapeWithFromElements",
            reshape_from_elements,
        ));
        s.add(FnPattern::new(
            CollapseShapeOp::NAME,
            "FoldCollapseOfCastOp",
            collapse_of_cast,
        ));
    });
}

// ----- casts -----

/// MLIR's `preservesStaticInformation(source, target)`: ranked, same
/// element type, rank and encoding, and `target` is nowhere more static.
pub fn preserves_static(ctx: &Context, source: Type, target: Type) -> bool {
    let (Some((s, se, sn)), Some((t, te, tn))) =
        (ranked_tensor(ctx, source), ranked_tensor(ctx, target))
    else {
        return false;
    };
    se == te
        && s.len() == t.len()
        && sn == tn
        && s.iter()
            .zip(&t)
            .all(|(&a, &b)| !(a != DYNAMIC && b == DYNAMIC))
}

/// The source of a `tensor.cast` defining `v` that `canFoldIntoConsumerOp`
/// (the cast only loses static information).
pub fn foldable_cast_source(ctx: &Context, v: Value) -> Option<Value> {
    let c = def_named(ctx, v, CastOp::NAME)?;
    let src = ctx.op(c).operand(0);
    preserves_static(ctx, ctx.value_type(v), ctx.value_type(src)).then_some(src)
}

/// `canFoldIntoProducerOp`: the cast only adds static information.
fn can_fold_into_producer(ctx: &Context, cast: Op) -> bool {
    let src = ctx.op(cast).operand(0);
    let res = ctx.result(cast, 0);
    preserves_static(ctx, ctx.value_type(src), ctx.value_type(res))
}

/// `foldTensorCast`: operands from foldable casts read the casts' sources.
fn fold_operand_casts(ctx: &mut Context, op: Op) -> bool {
    let mut folded = false;
    for i in 0..ctx.op(op).num_operands() {
        let v = ctx.op(op).operand(i);
        if let Some(src) = foldable_cast_source(ctx, v) {
            ctx.set_operand(op, i, src);
            folded = true;
        }
    }
    folded
}

/// A `tensor.cast` of `v` to `ty` at the insertion point.
fn make_cast(rw: &mut Rewriter<'_>, v: Value, ty: Type, loc: Attribute) -> Value {
    let c = build(rw, CastOp::NAME, &[v], &[ty], &[], loc);
    rw.ctx.result(c, 0)
}

fn fold_cast(ctx: &mut Context, op: Op, _: &[Option<Attribute>]) -> Fold {
    let src = ctx.op(op).operand(0);
    if ctx.value_type(src) == ctx.value_type(ctx.result(op, 0)) {
        return Fold::Results(vec![OpFoldResult::Value(src)]);
    }
    Fold::None
}

/// MLIR's `joinShapes` of ranked tensor shapes.
fn join(a: &[i64], b: &[i64]) -> Option<Vec<i64>> {
    if a.len() != b.len() {
        return None;
    }
    a.iter()
        .zip(b)
        .map(|(&x, &y)| {
            if x == DYNAMIC {
                Some(y)
            } else if y == DYNAMIC || x == y {
                Some(x)
            } else {
                None
            }
        })
        .collect()
}

fn chained_cast(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let mid_v = ctx.op(op).operand(0);
    let Some(inner) = def_named(ctx, mid_v, CastOp::NAME) else {
        return false;
    };
    let src = ctx.op(inner).operand(0);
    let res_ty = ctx.value_type(ctx.result(op, 0));
    let (Some((s, se, _)), Some((m, _, _)), Some((r, _, _))) = (
        ranked_tensor(ctx, ctx.value_type(src)),
        ranked_tensor(ctx, ctx.value_type(mid_v)),
        ranked_tensor(ctx, res_ty),
    ) else {
        return false;
    };
    let Some(first) = join(&s, &m).and_then(|j| join(&j, &r)) else {
        return false;
    };
    if join(&s, &r).as_ref() != Some(&first) {
        return false;
    }
    let _ = se;
    let loc = ctx.op(op).loc;
    let c = make_cast(rw, src, res_ty, loc);
    rw.replace_op(op, &[c]);
    true
}

fn cast_extract_slice(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let src = ctx.op(op).operand(0);
    let res_ty = ctx.value_type(ctx.result(op, 0));
    let Some(slice) = def_named(ctx, src, ExtractSliceOp::NAME) else {
        return false;
    };
    let Some((res_shape, _, _)) = ranked_tensor(ctx, res_ty) else {
        return false;
    };
    if !can_fold_into_producer(ctx, op)
        || shape_of(ctx, ctx.value_type(src)).as_ref() == Some(&res_shape)
    {
        return false;
    }
    let Some(mut oss) = Oss::of(ctx, slice, 1) else {
        return false;
    };
    let slice_shape = shape_of(ctx, ctx.value_type(ctx.result(slice, 0))).unwrap_or_default();
    let mask = rank_reduction_mask(&oss.statics()[1], &slice_shape, false);
    let mut k = 0;
    for i in 0..oss.sizes.len() {
        if mask.as_ref().is_some_and(|m| m[i]) {
            continue;
        }
        let Some(&d) = res_shape.get(k) else {
            return false;
        };
        k += 1;
        if d != DYNAMIC {
            oss.sizes[i] = Ofr::S(d);
        }
    }
    let loc = ctx.op(op).loc;
    let (operands, props) = oss.build_parts(rw.ctx);
    let n = build(rw, ExtractSliceOp::NAME, &operands, &[res_ty], &props, loc);
    let v = rw.ctx.result(n, 0);
    rw.replace_op(op, &[v]);
    true
}

/// `FoldTensorCastProducerOp`: a destination-style op (not insert_slice)
/// reading a foldable cast reads its source; results whose type changes
/// are cast back.
fn fold_cast_producer(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let name = ctx.op_name(op);
    if name == InsertSliceOp::NAME || name == ParallelInsertSliceOp::NAME {
        return false;
    }
    let Some(inits) = dps_inits(ctx, op) else {
        return false;
    };
    let operands: Vec<Value> = ctx.op(op).operands().collect();
    if !operands
        .iter()
        .any(|&v| foldable_cast_source(ctx, v).is_some())
    {
        return false;
    }
    let mut new_operands = Vec::with_capacity(operands.len());
    let old_types: Vec<Type> = ctx
        .op(op)
        .results()
        .iter()
        .map(|v| ctx.value_type(v))
        .collect();
    let mut new_types = old_types.clone();
    let mut k = 0;
    for (i, &v) in operands.iter().enumerate() {
        let nv = foldable_cast_source(ctx, v).unwrap_or(v);
        new_operands.push(nv);
        if inits.contains(&i) {
            let t = ctx.value_type(nv);
            if !matches!(ctx.type_kind(t), ir::TypeKind::MemRef { .. }) {
                if let Some(slot) = new_types.get_mut(k) {
                    *slot = t;
                }
                k += 1;
            }
        }
    }
    let new_op = clone_with(rw.ctx, op, &new_operands, &new_types);
    rw.insert(new_op);
    let loc = rw.ctx.op(op).loc;
    let mut repl = Vec::new();
    for (i, &t) in old_types.iter().enumerate() {
        let r = rw.ctx.result(new_op, i);
        if rw.ctx.value_type(r) != t {
            repl.push(make_cast(rw, r, t, loc));
        } else {
            repl.push(r);
        }
    }
    rw.replace_op(op, &repl);
    true
}

// ----- concat -----

/// `ConcatOp::fold`: one input of the result's type is the result.
fn fold_concat(ctx: &mut Context, op: Op, _: &[Option<Attribute>]) -> Fold {
    let d = ctx.op(op);
    match (d.num_operands(), d.results().iter().next()) {
        (1, Some(r)) if ctx.value_type(d.operand(0)) == ctx.value_type(r) => {
            Fold::Results(vec![OpFoldResult::Value(d.operand(0))])
        }
        _ => Fold::None,
    }
}

// ----- dim -----

/// The `k`-th dynamic entry for position `idx` of a static list.
fn dynamic_index(statics: &[i64], idx: usize) -> usize {
    statics[..idx].iter().filter(|&&d| d == DYNAMIC).count()
}

fn fold_dim(ctx: &mut Context, op: Op, consts: &[Option<Attribute>]) -> Fold {
    let Some(index) = consts
        .get(1)
        .copied()
        .flatten()
        .and_then(|a| match ctx.attr_kind(a) {
            AttrKind::Integer { value, .. } => value.as_i64(),
            _ => None,
        })
    else {
        return Fold::None;
    };
    let src = ctx.op(op).operand(0);
    let Some((shape, _, _)) = ranked_tensor(ctx, ctx.value_type(src)) else {
        return Fold::None;
    };
    if index < 0 || index as usize >= shape.len() {
        return Fold::None;
    }
    let idx = index as usize;
    if shape[idx] != DYNAMIC {
        let a = index_attr(ctx, shape[idx]);
        return Fold::Results(vec![OpFoldResult::Attr(a)]);
    }
    if let Some(slice) = def_named(ctx, src, ExtractSliceOp::NAME) {
        let src_rank = shape_of(ctx, ctx.value_type(ctx.op(slice).operand(0))).map(|s| s.len());
        if src_rank == Some(shape.len()) {
            if let Some(Ofr::V(v)) = Oss::of(ctx, slice, 1).and_then(|o| o.sizes.get(idx).copied())
            {
                return Fold::Results(vec![OpFoldResult::Value(v)]);
            }
        }
    }
    if fold_operand_casts(ctx, op) {
        return Fold::InPlace;
    }
    Fold::None
}

fn dim_of_cast(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let src = ctx.op(op).operand(0);
    let Some(c) = def_named(ctx, src, CastOp::NAME) else {
        return false;
    };
    let new_src = ctx.op(c).operand(0);
    let index = ctx.op(op).operand(1);
    let loc = ctx.op(op).loc;
    let ty = ctx.value_type(ctx.result(op, 0));
    let n = build(rw, DimOp::NAME, &[new_src, index], &[ty], &[], loc);
    let v = rw.ctx.result(n, 0);
    rw.replace_op(op, &[v]);
    true
}

fn dim_of_dest_style(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let src = ctx.op(op).operand(0);
    let Some(d) = def_op(ctx, src) else {
        return false;
    };
    let Some(inits) = dps_inits(ctx, d) else {
        return false;
    };
    let Some(&init) = result_number(ctx, src).and_then(|i| inits.get(i)) else {
        return false;
    };
    let v = ctx.op(d).operand(init);
    rw.set_operand(op, 0, v);
    true
}

fn empty_with_dim(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let index = rw.ctx.op(op).operand(1);
    let Some(index) = const_int(rw.ctx, index) else {
        return false;
    };
    let ctx = &*rw.ctx;
    let src = ctx.op(op).operand(0);
    let Some(e) = def_named(ctx, src, EmptyOp::NAME) else {
        return false;
    };
    let Some((shape, _, _)) = ranked_tensor(ctx, ctx.value_type(src)) else {
        return false;
    };
    if index < 0 || index as usize >= shape.len() || shape[index as usize] != DYNAMIC {
        return false;
    }
    let k = dynamic_index(&shape, index as usize);
    let Some(v) = ctx.op(e).operands().nth(k) else {
        return false;
    };
    rw.replace_op(op, &[v]);
    true
}

// ----- empty -----

fn empty_static_dims(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    let Some((mut shape, elem, enc)) = ranked_tensor(rw.ctx, ty) else {
        return false;
    };
    let sizes: Vec<Value> = rw.ctx.op(op).operands().collect();
    let mut kept = Vec::new();
    let mut it = sizes.iter();
    let mut changed = false;
    for d in shape.iter_mut() {
        if *d != DYNAMIC {
            continue;
        }
        let Some(&v) = it.next() else { return false };
        match const_int(rw.ctx, v) {
            Some(c) if c >= 0 => {
                *d = c;
                changed = true;
            }
            _ => kept.push(v),
        }
    }
    if !changed {
        return false;
    }
    let new_ty = tensor_type(rw.ctx, &shape, elem, enc);
    let loc = rw.ctx.op(op).loc;
    let e = build(rw, EmptyOp::NAME, &kept, &[new_ty], &[], loc);
    let ev = rw.ctx.result(e, 0);
    let c = make_cast(rw, ev, ty, loc);
    rw.replace_op(op, &[c]);
    true
}

fn empty_with_cast(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    if !can_fold_into_producer(ctx, op) {
        return false;
    }
    let src = ctx.op(op).operand(0);
    let Some(e) = def_named(ctx, src, EmptyOp::NAME) else {
        return false;
    };
    let res_ty = ctx.value_type(ctx.result(op, 0));
    let (Some((res_shape, elem, _)), Some((cur, _, _))) = (
        ranked_tensor(ctx, res_ty),
        ranked_tensor(ctx, ctx.value_type(src)),
    ) else {
        return false;
    };
    let dyn_sizes: Vec<Value> = ctx.op(e).operands().collect();
    let mut it = dyn_sizes.iter();
    let mut shape = Vec::new();
    let mut kept = Vec::new();
    for (&new, &old) in res_shape.iter().zip(&cur) {
        if old != DYNAMIC {
            if new != old {
                return false;
            }
            shape.push(old);
            continue;
        }
        let Some(&v) = it.next() else { return false };
        if new != DYNAMIC {
            shape.push(new);
        } else {
            shape.push(DYNAMIC);
            kept.push(v);
        }
    }
    let ty = tensor_type(rw.ctx, &shape, elem, None);
    let loc = rw.ctx.op(op).loc;
    let n = build(rw, EmptyOp::NAME, &kept, &[ty], &[], loc);
    let v = rw.ctx.result(n, 0);
    if rw.ctx.value_type(v) != res_ty {
        rw.erase_op(n);
        return false;
    }
    rw.replace_op(op, &[v]);
    true
}

// ----- extract, insert, from_elements, splat -----

/// The element at row-major position `indices` of static `shape`.
fn flat_index(shape: &[i64], indices: &[i64]) -> Option<usize> {
    if shape.len() != indices.len() {
        return None;
    }
    let mut flat: usize = 0;
    for (&d, &i) in shape.iter().zip(indices) {
        if d < 0 || i < 0 || i >= d {
            return None;
        }
        flat = flat.checked_mul(d as usize)?.checked_add(i as usize)?;
    }
    Some(flat)
}

fn fold_extract(ctx: &mut Context, op: Op, consts: &[Option<Attribute>]) -> Fold {
    let res_ty = ctx.value_type(ctx.result(op, 0));
    if let Some(t) = consts.first().copied().flatten() {
        match ctx.attr_kind(t) {
            AttrKind::DenseElements { data, .. } if data.splat => {
                if let Some(s) = constant::splat_value(ctx, t) {
                    let a = constant::scalar_attr(ctx, res_ty, s);
                    return Fold::Results(vec![OpFoldResult::Attr(a)]);
                }
                return Fold::None;
            }
            AttrKind::DenseResource { .. } => return Fold::None,
            _ => {}
        }
    }
    let mut indices = Vec::new();
    for c in consts.iter().skip(1) {
        let Some(i) = c.and_then(|a| match ctx.attr_kind(a) {
            AttrKind::Integer { value, .. } => value.as_i64(),
            _ => None,
        }) else {
            return Fold::None;
        };
        indices.push(i);
    }
    let src = ctx.op(op).operand(0);
    if let Some(fe) = def_named(ctx, src, FromElementsOp::NAME) {
        let Some((shape, _, _)) = ranked_tensor(ctx, ctx.value_type(src)) else {
            return Fold::None;
        };
        // MLIR flattens in 32-bit ints; out-of-range positions do not fold.
        let mut flat: i64 = 0;
        let mut stride: i64 = 1;
        for i in (0..shape.len()).rev() {
            let Some(&ix) = indices.get(i) else {
                return Fold::None;
            };
            flat = flat.wrapping_add(ix.wrapping_mul(stride));
            stride = stride.wrapping_mul(shape[i]);
        }
        let elems: Vec<Value> = ctx.op(fe).operands().collect();
        let flat32 = flat as i32;
        if flat32 < 0 || flat32 as usize >= elems.len() {
            return Fold::None;
        }
        return Fold::Results(vec![OpFoldResult::Value(elems[flat32 as usize])]);
    }
    if let Some(t) = consts.first().copied().flatten() {
        if let Some(Const::Elements { ty, elems, .. }) = constant::decode(ctx, t) {
            let shape = shape_of(ctx, ty).unwrap_or_default();
            if let Some(k) = flat_index(&shape, &indices) {
                if let Some(&s) = elems.get(k) {
                    let a = constant::scalar_attr(ctx, res_ty, s);
                    return Fold::Results(vec![OpFoldResult::Attr(a)]);
                }
            }
        }
    }
    // extract(insert(x, t, idx), idx) -> x (the same index values).
    if let Some(ins) = def_named(ctx, src, InsertOp::NAME) {
        let written: Vec<Value> = ctx.op(ins).operands().skip(2).collect();
        let read: Vec<Value> = ctx.op(op).operands().skip(1).collect();
        if written == read {
            return Fold::Results(vec![OpFoldResult::Value(ctx.op(ins).operand(0))]);
        }
    }
    Fold::None
}

fn extract_from_cast(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let src = ctx.op(op).operand(0);
    let Some(c) = def_named(ctx, src, CastOp::NAME) else {
        return false;
    };
    let inner = ctx.op(c).operand(0);
    if ranked_tensor(ctx, ctx.value_type(inner)).is_none() {
        return false;
    }
    let mut operands: Vec<Value> = ctx.op(op).operands().collect();
    operands[0] = inner;
    let ty = ctx.value_type(ctx.result(op, 0));
    let loc = ctx.op(op).loc;
    let n = build(rw, ExtractOp::NAME, &operands, &[ty], &[], loc);
    let v = rw.ctx.result(n, 0);
    rw.replace_op(op, &[v]);
    true
}

fn extract_from_index_cast(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let src = ctx.op(op).operand(0);
    let Some(c) = def_named(ctx, src, crate::arith::ops::IndexCastOp::NAME) else {
        return false;
    };
    let inner = ctx.op(c).operand(0);
    let elem = constant::element_type(ctx, ctx.value_type(inner));
    let mut operands: Vec<Value> = ctx.op(op).operands().collect();
    operands[0] = inner;
    let ty = ctx.value_type(ctx.result(op, 0));
    let loc = ctx.op(op).loc;
    let e = build(rw, ExtractOp::NAME, &operands, &[elem], &[], loc);
    let ev = rw.ctx.result(e, 0);
    let ic = build(
        rw,
        crate::arith::ops::IndexCastOp::NAME,
        &[ev],
        &[ty],
        &[],
        loc,
    );
    let v = rw.ctx.result(ic, 0);
    rw.replace_op(op, &[v]);
    true
}

fn fold_insert(ctx: &mut Context, _op: Op, consts: &[Option<Attribute>]) -> Fold {
    let (Some(Some(scalar)), Some(Some(dest))) = (consts.first(), consts.get(1)) else {
        return Fold::None;
    };
    let splat = matches!(ctx.attr_kind(*dest), AttrKind::DenseElements { data, .. } if data.splat);
    if !splat {
        return Fold::None;
    }
    match (
        constant::decode(ctx, *scalar),
        constant::splat_value(ctx, *dest),
    ) {
        (Some(Const::Scalar(s)), Some(d)) if s == d => {
            Fold::Results(vec![OpFoldResult::Attr(*dest)])
        }
        _ => Fold::None,
    }
}

fn fold_from_elements(ctx: &mut Context, op: Op, consts: &[Option<Attribute>]) -> Fold {
    let mut elems = Vec::with_capacity(consts.len());
    for c in consts {
        let Some(a) = c else { return Fold::None };
        let Some(Const::Scalar(s)) = constant::decode(ctx, *a) else {
            return Fold::None;
        };
        elems.push(s);
    }
    let ty = ctx.value_type(ctx.result(op, 0));
    if constant::num_elements(ctx, ty) != Some(elems.len()) || elems.is_empty() {
        return Fold::None;
    }
    match constant::elements_attr(ctx, ty, &elems) {
        Some(a) => Fold::Results(vec![OpFoldResult::Attr(a)]),
        None => Fold::None,
    }
}

fn fold_splat(ctx: &mut Context, op: Op, consts: &[Option<Attribute>]) -> Fold {
    let Some(Some(a)) = consts.first() else {
        return Fold::None;
    };
    if !matches!(
        ctx.attr_kind(*a),
        AttrKind::Integer { .. } | AttrKind::Float { .. } | AttrKind::Bool(_)
    ) {
        return Fold::None;
    }
    let ty = ctx.value_type(ctx.result(op, 0));
    if !shape_of(ctx, ty).is_some_and(|s| is_static(&s)) {
        return Fold::None;
    }
    let Some(Const::Scalar(s)) = constant::decode(ctx, *a) else {
        return Fold::None;
    };
    match constant::elements_attr(ctx, ty, &[s]) {
        Some(r) => Fold::Results(vec![OpFoldResult::Attr(r)]),
        None => Fold::None,
    }
}

// ----- extract_slice / insert_slice -----

/// Whether the offsets are 0, the sizes `shape` (leading) and the
/// strides 1 (`foldIdentityOffsetSizeAndStrideOpInterface`).
fn identity_slice(ctx: &mut Context, oss: &Oss, shape: &[i64]) -> bool {
    for &o in &oss.offsets {
        if ofr_int(ctx, o) != Some(0) {
            return false;
        }
    }
    for (&s, &d) in oss.sizes.iter().zip(shape) {
        if ofr_int(ctx, s) != Some(d) {
            return false;
        }
    }
    for &s in &oss.strides {
        if ofr_int(ctx, s) != Some(1) {
            return false;
        }
    }
    true
}

fn fold_extract_slice(ctx: &mut Context, op: Op, consts: &[Option<Attribute>]) -> Fold {
    let src = ctx.op(op).operand(0);
    let res_ty = ctx.value_type(ctx.result(op, 0));
    if let Some(Some(a)) = consts.first() {
        if let AttrKind::DenseElements { data, .. } = ctx.attr_kind(*a) {
            if data.splat && shape_of(ctx, res_ty).is_some_and(|s| is_static(&s)) {
                if let Some(s) = constant::splat_value(ctx, *a) {
                    if let Some(r) = constant::elements_attr(ctx, res_ty, &[s]) {
                        return Fold::Results(vec![OpFoldResult::Attr(r)]);
                    }
                }
            }
        }
    }
    let Some(oss) = Oss::of(ctx, op, 1) else {
        return Fold::None;
    };
    if ctx.value_type(src) == res_ty {
        let shape = shape_of(ctx, res_ty).unwrap_or_default();
        if identity_slice(ctx, &oss, &shape) {
            return Fold::Results(vec![OpFoldResult::Value(src)]);
        }
    }
    if let Some(ins) = def_named(ctx, src, InsertSliceOp::NAME) {
        if let Some(io) = Oss::of(ctx, ins, 2) {
            if ctx.value_type(io.lead[0]) == res_ty && io.same_lists(&oss) {
                return Fold::Results(vec![OpFoldResult::Value(io.lead[0])]);
            }
        }
    }
    Fold::None
}

/// `inferCanonicalRankReducedResultType`: the slice type of `sizes` over
/// a tensor of `elem` (encoding `enc`), unit dimensions dropped first to
/// reach `rank`.
fn canonical_slice_type(
    ctx: &mut Context,
    rank: usize,
    sizes: &[i64],
    elem: Type,
    enc: Option<Attribute>,
) -> Type {
    if sizes.len() > rank {
        let drop = positions_of_shape_one(sizes.len() - rank, sizes);
        let shape: Vec<i64> = sizes
            .iter()
            .zip(&drop)
            .filter(|(_, &d)| !d)
            .map(|(&s, _)| s)
            .collect();
        tensor_type(ctx, &shape, elem, None)
    } else {
        tensor_type(ctx, sizes, elem, enc)
    }
}

fn extract_slice_constant_args(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some(mut oss) = Oss::of(rw.ctx, op, 1) else {
        return false;
    };
    let a = fold_index_list(rw.ctx, &mut oss.offsets, true, false);
    let b = fold_index_list(rw.ctx, &mut oss.sizes, true, false);
    let c = fold_index_list(rw.ctx, &mut oss.strides, false, false);
    if !(a || b || c) {
        return false;
    }
    let src_ty = rw.ctx.value_type(oss.lead[0]);
    let Some((src_shape, elem, enc)) = ranked_tensor(rw.ctx, src_ty) else {
        return false;
    };
    let [so, ss, st] = oss.statics();
    if !in_bounds(&src_shape, &so, &ss, &st) {
        return false;
    }
    let old_ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    let rank = shape_of(rw.ctx, old_ty).map_or(0, |s| s.len());
    let new_ty = canonical_slice_type(rw.ctx, rank, &ss, elem, enc);
    let loc = rw.ctx.op(op).loc;
    let (operands, props) = oss.build_parts(rw.ctx);
    let n = build(rw, ExtractSliceOp::NAME, &operands, &[new_ty], &props, loc);
    let mut v = rw.ctx.result(n, 0);
    if new_ty != old_ty {
        v = make_cast(rw, v, old_ty, loc);
    }
    rw.replace_op(op, &[v]);
    true
}

fn extract_slice_cast(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let operands: Vec<Value> = rw.ctx.op(op).operands().collect();
    if operands.iter().any(|&v| is_const_index(rw.ctx, v)) {
        return false;
    }
    let ctx = &*rw.ctx;
    let Some(src) = foldable_cast_source(ctx, operands[0]) else {
        return false;
    };
    let ty = ctx.value_type(ctx.result(op, 0));
    let mut new_operands = operands.clone();
    new_operands[0] = src;
    let props: Vec<(&str, Attribute)> = [
        "operandSegmentSizes",
        "static_offsets",
        "static_sizes",
        "static_strides",
    ]
    .iter()
    .filter_map(|n| Some((*n, ctx.inherent_attr(op, n)?)))
    .collect();
    let loc = ctx.op(op).loc;
    let n = build(rw, ExtractSliceOp::NAME, &new_operands, &[ty], &props, loc);
    let v = rw.ctx.result(n, 0);
    rw.replace_op(op, &[v]);
    true
}

fn fold_insert_slice(ctx: &mut Context, op: Op, _: &[Option<Attribute>]) -> Fold {
    let Some(oss) = Oss::of(ctx, op, 2) else {
        return Fold::None;
    };
    let (src, dest) = (oss.lead[0], oss.lead[1]);
    let src_ty = ctx.value_type(src);
    let res_ty = ctx.value_type(ctx.result(op, 0));
    let res_shape = shape_of(ctx, res_ty).unwrap_or_default();
    if src_ty == res_ty
        && shape_of(ctx, src_ty).is_some_and(|s| is_static(&s))
        && identity_slice(ctx, &oss, &res_shape)
    {
        return Fold::Results(vec![OpFoldResult::Value(src)]);
    }
    if let Some(prev) = def_named(ctx, dest, InsertSliceOp::NAME) {
        if let Some(po) = Oss::of(ctx, prev, 2) {
            if ctx.value_type(po.lead[0]) == src_ty && po.same_lists(&oss) {
                ctx.set_operand(op, 1, po.lead[1]);
                return Fold::InPlace;
            }
        }
    }
    if let Some(ex) = def_named(ctx, src, ExtractSliceOp::NAME) {
        if let Some(eo) = Oss::of(ctx, ex, 1) {
            if eo.lead[0] == dest && eo.same_lists(&oss) {
                return Fold::Results(vec![OpFoldResult::Value(dest)]);
            }
        }
    }
    for &s in &oss.sizes {
        if ofr_int(ctx, s) == Some(0) {
            return Fold::Results(vec![OpFoldResult::Value(dest)]);
        }
    }
    Fold::None
}

fn insert_slice_constant_args(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some(mut oss) = Oss::of(rw.ctx, op, 2) else {
        return false;
    };
    let a = fold_index_list(rw.ctx, &mut oss.offsets, true, false);
    let b = fold_index_list(rw.ctx, &mut oss.sizes, true, false);
    let c = fold_index_list(rw.ctx, &mut oss.strides, false, true);
    if !(a || b || c) {
        return false;
    }
    let dest_ty = rw.ctx.value_type(oss.lead[1]);
    let Some((dest_shape, elem, enc)) = ranked_tensor(rw.ctx, dest_ty) else {
        return false;
    };
    let [so, ss, st] = oss.statics();
    if !in_bounds(&dest_shape, &so, &ss, &st) {
        return false;
    }
    let src_ty = rw.ctx.value_type(oss.lead[0]);
    let rank = shape_of(rw.ctx, src_ty).map_or(0, |s| s.len());
    let new_src_ty = canonical_slice_type(rw.ctx, rank, &ss, elem, enc);
    let loc = rw.ctx.op(op).loc;
    if new_src_ty != src_ty {
        oss.lead[0] = make_cast(rw, oss.lead[0], new_src_ty, loc);
    }
    let (operands, props) = oss.build_parts(rw.ctx);
    let n = build(rw, InsertSliceOp::NAME, &operands, &[dest_ty], &props, loc);
    let v = rw.ctx.result(n, 0);
    rw.replace_op(op, &[v]);
    true
}

fn insert_slice_cast(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let operands: Vec<Value> = rw.ctx.op(op).operands().collect();
    if operands.iter().any(|&v| is_const_index(rw.ctx, v)) {
        return false;
    }
    let ctx = &*rw.ctx;
    let Some(mut oss) = Oss::of(ctx, op, 2) else {
        return false;
    };
    let sc = foldable_cast_source(ctx, oss.lead[0]);
    let dc = foldable_cast_source(ctx, oss.lead[1]);
    if sc.is_none() && dc.is_none() {
        return false;
    }
    let src = sc.unwrap_or(oss.lead[0]);
    let dst = dc.unwrap_or(oss.lead[1]);
    let (Some((src_shape, _, _)), Some((dst_shape, _, _))) = (
        ranked_tensor(ctx, ctx.value_type(src)),
        ranked_tensor(ctx, ctx.value_type(dst)),
    ) else {
        return false;
    };
    let [so, mut ss, st] = oss.statics();
    let Some(mask) = rank_reduction_mask(&ss, &src_shape, true) else {
        return false;
    };
    let mut r = 0;
    for i in 0..ss.len() {
        if !mask[i] {
            if let Some(&d) = src_shape.get(r) {
                if d != DYNAMIC {
                    oss.sizes[i] = Ofr::S(d);
                    ss[i] = d;
                    r += 1;
                }
            }
        }
    }
    // `verifyInsertSliceOp`: the source is the slice type or a rank
    // reduction of it, element types equal.
    if !rank_reduces(&ss, &src_shape) || !in_bounds(&dst_shape, &so, &ss, &st) {
        return false;
    }
    let dest_ty = ctx.value_type(oss.lead[1]);
    let new_dst_ty = ctx.value_type(dst);
    oss.lead = vec![src, dst];
    let loc = ctx.op(op).loc;
    let (operands, props) = oss.build_parts(rw.ctx);
    let n = build(
        rw,
        InsertSliceOp::NAME,
        &operands,
        &[new_dst_ty],
        &props,
        loc,
    );
    let mut v = rw.ctx.result(n, 0);
    if new_dst_ty != dest_ty {
        v = make_cast(rw, v, dest_ty, loc);
    }
    rw.replace_op(op, &[v]);
    true
}

fn insert_slice_source_cast(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some(oss) = Oss::of(rw.ctx, op, 2) else {
        return false;
    };
    let src_ty = rw.ctx.value_type(oss.lead[0]);
    let dest_ty = rw.ctx.value_type(oss.lead[1]);
    let (Some((src_shape, elem, enc)), Some((dest_shape, _, _))) = (
        ranked_tensor(rw.ctx, src_ty),
        ranked_tensor(rw.ctx, dest_ty),
    ) else {
        return false;
    };
    if src_shape.len() != dest_shape.len() {
        return false;
    }
    let mut new_shape = src_shape.clone();
    for (i, d) in new_shape.iter_mut().enumerate() {
        if let Some(c) = oss.sizes.get(i).and_then(|&s| ofr_int(rw.ctx, s)) {
            if c < 0 {
                return false;
            }
            *d = c;
        }
    }
    let new_ty = tensor_type(rw.ctx, &new_shape, elem, enc);
    if new_ty == src_ty || !preserves_static(rw.ctx, src_ty, new_ty) {
        return false;
    }
    if !src_shape
        .iter()
        .zip(&new_shape)
        .all(|(&a, &b)| a == DYNAMIC || b == DYNAMIC || a == b)
    {
        return false;
    }
    let loc = rw.ctx.op(op).loc;
    let c = make_cast(rw, oss.lead[0], new_ty, loc);
    let mut o2 = oss.clone();
    o2.lead[0] = c;
    let (operands, props) = o2.build_parts(rw.ctx);
    let n = build(rw, InsertSliceOp::NAME, &operands, &[dest_ty], &props, loc);
    let v = rw.ctx.result(n, 0);
    rw.replace_op(op, &[v]);
    true
}

// ----- expand_shape / collapse_shape -----

fn reshape_constant(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let src = rw.ctx.op(op).operand(0);
    let Some(a) = ir::rewrite::constant_value(rw.ctx, src) else {
        return false;
    };
    let ctx = &*rw.ctx;
    let AttrKind::DenseElements { data, .. } = ctx.attr_kind(a) else {
        return false;
    };
    if !data.splat {
        return false;
    }
    let res_ty = ctx.value_type(ctx.result(op, 0));
    let Some(s) = constant::splat_value(ctx, a) else {
        return false;
    };
    let Some(na) = constant::elements_attr(rw.ctx, res_ty, &[s]) else {
        return false;
    };
    let loc = rw.ctx.op(op).loc;
    let c = crate::arith::make_constant(rw.ctx, na, res_ty, loc);
    rw.insert(c);
    let v = rw.ctx.result(c, 0);
    rw.replace_op(op, &[v]);
    true
}

fn reshape_splat(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let src = ctx.op(op).operand(0);
    let Some(sp) = def_named(ctx, src, SplatOp::NAME) else {
        return false;
    };
    if !shape_of(ctx, ctx.value_type(src)).is_some_and(|s| is_static(&s)) {
        return false;
    }
    let input = ctx.op(sp).operand(0);
    let res_ty = ctx.value_type(ctx.result(op, 0));
    let loc = ctx.op(op).loc;
    let n = build(rw, SplatOp::NAME, &[input], &[res_ty], &[], loc);
    let v = rw.ctx.result(n, 0);
    rw.replace_op(op, &[v]);
    true
}

fn reshape_from_elements(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let src = ctx.op(op).operand(0);
    let Some(fe) = def_named(ctx, src, FromElementsOp::NAME) else {
        return false;
    };
    let res_ty = ctx.value_type(ctx.result(op, 0));
    if !shape_of(ctx, res_ty).is_some_and(|s| is_static(&s)) {
        return false;
    }
    let elems: Vec<Value> = ctx.op(fe).operands().collect();
    let loc = ctx.op(op).loc;
    let n = build(rw, FromElementsOp::NAME, &elems, &[res_ty], &[], loc);
    let v = rw.ctx.result(n, 0);
    rw.replace_op(op, &[v]);
    true
}

/// The collapsed shape of `shape` under `groups` (`inferCollapsedType`).
fn collapsed_shape(shape: &[i64], groups: &[Vec<i64>]) -> Option<Vec<i64>> {
    let mut out = Vec::with_capacity(groups.len());
    let mut at = 0usize;
    for g in groups {
        let band = shape.get(at..at + g.len())?;
        at += g.len();
        if band.contains(&DYNAMIC) {
            out.push(DYNAMIC);
        } else {
            out.push(band.iter().try_fold(1i64, |a, &b| a.checked_mul(b))?);
        }
    }
    Some(out)
}

fn collapse_of_cast(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let src = ctx.op(op).operand(0);
    let Some(inner) = foldable_cast_source(ctx, src) else {
        return false;
    };
    let Some(groups) = reassociation(ctx, op) else {
        return false;
    };
    let Some((shape, elem, _)) = ranked_tensor(ctx, ctx.value_type(inner)) else {
        return false;
    };
    let Some(cs) = collapsed_shape(&shape, &groups) else {
        return false;
    };
    let res_ty = ctx.value_type(ctx.result(op, 0));
    let new_ty = tensor_type(rw.ctx, &cs, elem, None);
    if new_ty == res_ty {
        rw.set_operand(op, 0, inner);
        return true;
    }
    let loc = rw.ctx.op(op).loc;
    let r = rw.ctx.inherent_attr(op, "reassociation");
    let Some(r) = r else { return false };
    let n = build(
        rw,
        CollapseShapeOp::NAME,
        &[inner],
        &[new_ty],
        &[("reassociation", r)],
        loc,
    );
    let nv = rw.ctx.result(n, 0);
    let c = make_cast(rw, nv, res_ty, loc);
    rw.replace_op(op, &[c]);
    true
}
