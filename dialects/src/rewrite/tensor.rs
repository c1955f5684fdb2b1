//! `tensor` folding and canonicalization as MLIR 22's TensorOps.cpp does
//! it: `dim` of known extents, `tensor.empty` with constant sizes made
//! static, element reads of constants and of `from_elements`/`insert`,
//! constant `from_elements`/`splat`, and no-op casts.

use super::consts::{self, Const, Scalar};
use super::ctl;
use crate::native::Natives;
use ir::rewrite::{Fold, OpFoldResult, PatternSet, Rewriter};
use ir::value::ValueDef;
use ir::{Attribute, Context, Op, TypeKind, Value};

/// Adds the tensor hooks.
pub fn add(n: &mut Natives) {
    n.folder("tensor.dim", fold_dim)
        .folder("tensor.extract", fold_extract)
        .folder("tensor.insert", fold_insert)
        .folder("tensor.from_elements", fold_from_elements)
        .folder("tensor.splat", fold_splat)
        .folder("tensor.cast", fold_cast)
        .folder("tensor.extract_slice", fold_extract_slice);
    n.canonicalizer("tensor.cast", |s: &mut PatternSet| {
        ctl::add(s, "tensor.cast", "ChainedTensorCast", chained_cast);
    });
    n.canonicalizer("tensor.dim", |s: &mut PatternSet| {
        ctl::add(s, "tensor.dim", "DimOfCastOp", dim_of_cast);
    })
    .canonicalizer("tensor.empty", |s: &mut PatternSet| {
        ctl::add(s, "tensor.dim", "FoldEmptyTensorWithDimOp", dim_of_empty);
        ctl::add(s, "tensor.empty", "ReplaceEmptyTensorStaticShapeDims", empty_static_dims);
    });
}

fn defining(ctx: &Context, v: Value) -> Option<Op> {
    match ctx.value(v).def {
        ValueDef::Result(d, _) => Some(d),
        ValueDef::Arg(..) => None,
    }
}

fn def_named(ctx: &Context, v: Value, name: &str) -> Option<Op> {
    defining(ctx, v).filter(|&d| ctx.op_name(d) == name)
}

fn shape_of(ctx: &Context, v: Value) -> Option<Vec<i64>> {
    match ctx.type_kind(ctx.value_type(v)) {
        TypeKind::RankedTensor { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}

fn index_attr(ctx: &mut Context, v: i64) -> Attribute {
    let ty = ctx.index_type();
    consts::scalar_attr(ctx, ty, Scalar::Int {
        width: 64,
        bits: (v as i128 as u128) & consts::mask(64),
    })
}

fn const_index(ctx: &Context, a: Option<Attribute>) -> Option<i128> {
    let (w, b) = ctl::const_int_attr(ctx, a?)?;
    Some(consts::sext(w, b))
}

/// The dynamic-size operand of `tensor.empty` `op` for dimension `dim`.
fn empty_size(ctx: &Context, op: Op, shape: &[i64], dim: usize) -> Option<Value> {
    let k = shape[..dim].iter().filter(|&&d| d < 0).count();
    (k < ctx.op(op).num_operands()).then(|| ctx.op(op).operand(k))
}

fn fold_dim(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    let Some(index) = const_index(ctx, c.get(1).copied().flatten()) else {
        return Fold::None;
    };
    let src = ctx.op(op).operand(0);
    let Some(shape) = shape_of(ctx, src) else {
        return Fold::None;
    };
    if index < 0 || index >= shape.len() as i128 {
        return Fold::None;
    }
    let i = index as usize;
    if shape[i] >= 0 {
        let a = index_attr(ctx, shape[i]);
        return Fold::Results(vec![OpFoldResult::Attr(a)]);
    }
    Fold::None
}

/// `dim(cast(x)) -> dim(x)`.
fn dim_of_cast(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let src = rw.ctx.op(op).operand(0);
    let Some(cast) = def_named(rw.ctx, src, "tensor.cast") else {
        return false;
    };
    let inner = rw.ctx.op(cast).operand(0);
    let index = rw.ctx.op(op).operand(1);
    let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    let loc = rw.ctx.op(op).loc;
    let d = super::build(rw, "tensor.dim", &[inner, index], &[ty], &[], loc);
    let r = rw.ctx.result(d, 0);
    rw.replace_op(op, &[r]);
    true
}

/// `dim(tensor.empty(..., %d, ...), i)` of a dynamic dimension is `%d`.
fn dim_of_empty(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let src = rw.ctx.op(op).operand(0);
    let Some(empty) = def_named(rw.ctx, src, "tensor.empty") else {
        return false;
    };
    let idx = rw.ctx.op(op).operand(1);
    let c = ir::rewrite::constant_value(rw.ctx, idx);
    let Some(i) = const_index(rw.ctx, c) else { return false };
    let Some(shape) = shape_of(rw.ctx, src) else { return false };
    if i < 0 || i >= shape.len() as i128 || shape[i as usize] >= 0 {
        return false;
    }
    let Some(v) = empty_size(rw.ctx, empty, &shape, i as usize) else {
        return false;
    };
    rw.replace_op(op, &[v]);
    true
}

/// Constant non-negative sizes of `tensor.empty` become static; a cast
/// gives back the original type.
fn empty_static_dims(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    let TypeKind::RankedTensor { shape, elem, encoding } = rw.ctx.type_kind(ty).clone() else {
        return false;
    };
    let sizes: Vec<Value> = rw.ctx.op(op).operands().collect();
    let mut new_shape = shape.to_vec();
    let mut kept = Vec::new();
    let mut at = 0;
    for d in new_shape.iter_mut() {
        if *d >= 0 {
            continue;
        }
        let Some(&v) = sizes.get(at) else { return false };
        at += 1;
        match ctl::const_scalar_int(rw.ctx, v).map(|(w, b)| consts::sext(w, b)) {
            Some(c) if c >= 0 && c <= i64::MAX as i128 => *d = c as i64,
            _ => kept.push(v),
        }
    }
    if kept.len() == sizes.len() {
        return false;
    }
    let new_ty = rw.ctx.ty(TypeKind::RankedTensor {
        shape: new_shape.into(),
        elem,
        encoding,
    });
    let loc = rw.ctx.op(op).loc;
    let e = super::build(rw, "tensor.empty", &kept, &[new_ty], &[], loc);
    let ev = rw.ctx.result(e, 0);
    let cast = super::build(rw, "tensor.cast", &[ev], &[ty], &[], loc);
    let cv = rw.ctx.result(cast, 0);
    rw.replace_op(op, &[cv]);
    true
}

/// Row-major linear index of `idx` in `shape`, if in bounds.
fn linear(shape: &[i64], idx: &[i128]) -> Option<usize> {
    if shape.len() != idx.len() {
        return None;
    }
    let mut flat: usize = 0;
    for (&d, &i) in shape.iter().zip(idx) {
        if d < 0 || i < 0 || i >= d as i128 {
            return None;
        }
        flat = flat.checked_mul(d as usize)?.checked_add(i as usize)?;
    }
    Some(flat)
}

fn fold_extract(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    let src = ctx.op(op).operand(0);
    let elem_ty = ctx.value_type(ctx.result(op, 0));
    let decoded = c[0].and_then(|a| consts::decode(ctx, a));
    if let Some(Const::Elements { splat: true, elems, .. }) = &decoded {
        if let Some(&s) = elems.first() {
            let a = consts::scalar_attr(ctx, elem_ty, s);
            return Fold::Results(vec![OpFoldResult::Attr(a)]);
        }
    }
    let mut idx = Vec::new();
    for a in &c[1..] {
        match const_index(ctx, *a) {
            Some(i) => idx.push(i),
            None => return Fold::None,
        }
    }
    let Some(shape) = shape_of(ctx, src) else { return Fold::None };
    if let Some(fe) = def_named(ctx, src, "tensor.from_elements") {
        if let Some(i) = linear(&shape, &idx) {
            if i < ctx.op(fe).num_operands() {
                return Fold::Results(vec![OpFoldResult::Value(ctx.op(fe).operand(i))]);
            }
        }
        return Fold::None;
    }
    if let Some(ins) = def_named(ctx, src, "tensor.insert") {
        // extract(insert(x, t, idx), idx) -> x
        let ins_idx: Vec<Value> = ctx.op(ins).operands().skip(2).collect();
        let ours: Vec<Value> = ctx.op(op).operands().skip(1).collect();
        if ins_idx == ours {
            return Fold::Results(vec![OpFoldResult::Value(ctx.op(ins).operand(0))]);
        }
    }
    if let Some(Const::Elements { splat: false, elems, .. }) = decoded {
        if let Some(i) = linear(&shape, &idx) {
            if let Some(&s) = elems.get(i) {
                let a = consts::scalar_attr(ctx, elem_ty, s);
                return Fold::Results(vec![OpFoldResult::Attr(a)]);
            }
        }
    }
    Fold::None
}

fn fold_insert(ctx: &mut Context, _: Op, c: &[Option<Attribute>]) -> Fold {
    // Inserting a splat's own value into it changes nothing.
    let (Some(scalar), Some(dest)) = (c[0], c[1]) else { return Fold::None };
    let Some(Const::Elements { splat: true, elems, .. }) = consts::decode(ctx, dest) else {
        return Fold::None;
    };
    match consts::decode(ctx, scalar) {
        Some(Const::Scalar(s)) if Some(&s) == elems.first() => Fold::Results(vec![OpFoldResult::Attr(dest)]),
        _ => Fold::None,
    }
}

fn fold_from_elements(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    let mut elems = Vec::with_capacity(c.len());
    for a in c {
        match a.and_then(|a| consts::decode(ctx, a)) {
            Some(Const::Scalar(s)) => elems.push(s),
            _ => return Fold::None,
        }
    }
    let ty = ctx.value_type(ctx.result(op, 0));
    if consts::num_elements(ctx, ty) != Some(elems.len()) {
        return Fold::None;
    }
    match consts::elements_attr(ctx, ty, &elems) {
        Some(a) => Fold::Results(vec![OpFoldResult::Attr(a)]),
        None => Fold::None,
    }
}

fn fold_splat(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    let Some(Some(a)) = c.first() else { return Fold::None };
    let Some(Const::Scalar(s)) = consts::decode(ctx, *a) else { return Fold::None };
    let ty = ctx.value_type(ctx.result(op, 0));
    if consts::num_elements(ctx, ty).is_none() {
        return Fold::None;
    }
    match consts::elements_attr(ctx, ty, &[s]) {
        Some(a) => Fold::Results(vec![OpFoldResult::Attr(a)]),
        None => Fold::None,
    }
}

/// MLIR's `foldCastInterfaceOp`: a cast to its own type, or back to the
/// type a chain of casts started from.
fn fold_cast(ctx: &mut Context, op: Op, _: &[Option<Attribute>]) -> Fold {
    let src = ctx.op(op).operand(0);
    let ty = ctx.value_type(ctx.result(op, 0));
    if ctx.value_type(src) == ty {
        return Fold::Results(vec![OpFoldResult::Value(src)]);
    }
    if let Some(inner) = def_named(ctx, src, "tensor.cast") {
        let first = ctx.op(inner).operand(0);
        if ctx.value_type(first) == ty {
            return Fold::Results(vec![OpFoldResult::Value(first)]);
        }
    }
    Fold::None
}

/// A slice of the whole source (offsets 0, sizes the source's, strides
/// 1, same type) is the source.
fn fold_extract_slice(ctx: &mut Context, op: Op, _: &[Option<Attribute>]) -> Fold {
    let src = ctx.op(op).operand(0);
    let ty = ctx.value_type(ctx.result(op, 0));
    if ctx.value_type(src) != ty || ctx.op(op).num_operands() != 1 {
        return Fold::None;
    }
    let Some(shape) = shape_of(ctx, src) else { return Fold::None };
    let get = |n: &str| ctx.inherent_attr(op, n).and_then(|a| crate::std::dense_array(ctx, a));
    let (Some(off), Some(sizes), Some(strides)) = (get("static_offsets"), get("static_sizes"), get("static_strides")) else {
        return Fold::None;
    };
    let identity = off.iter().all(|&o| o == 0)
        && strides.iter().all(|&s| s == 1)
        && sizes == shape
        && shape.iter().all(|&d| d >= 0);
    if identity {
        Fold::Results(vec![OpFoldResult::Value(src)])
    } else {
        Fold::None
    }
}

/// MLIR's `joinShapes`: the most static shape both agree with (`None`
/// for an unranked side means "the other").
fn join(a: Option<&[i64]>, b: Option<&[i64]>) -> Option<Option<Vec<i64>>> {
    match (a, b) {
        (None, x) | (x, None) => Some(x.map(<[i64]>::to_vec)),
        (Some(x), Some(y)) => {
            if x.len() != y.len() {
                return None;
            }
            let mut out = Vec::with_capacity(x.len());
            for (&p, &q) in x.iter().zip(y) {
                out.push(match (p < 0, q < 0) {
                    (true, _) => q,
                    (_, true) => p,
                    _ if p == q => p,
                    _ => return None,
                });
            }
            Some(Some(out))
        }
    }
}

/// `cast(cast(x))` -> `cast(x)` when the intermediate type adds nothing.
fn chained_cast(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let mid = rw.ctx.op(op).operand(0);
    let Some(inner) = def_named(rw.ctx, mid, "tensor.cast") else { return false };
    let src = rw.ctx.op(inner).operand(0);
    let res = rw.ctx.result(op, 0);
    let (s, m, r) = (shape_of(rw.ctx, src), shape_of(rw.ctx, mid), shape_of(rw.ctx, res));
    let Some(first) = join(s.as_deref(), m.as_deref()) else { return false };
    let Some(first) = join(first.as_deref(), r.as_deref()) else { return false };
    let Some(direct) = join(s.as_deref(), r.as_deref()) else { return false };
    if first != direct {
        return false;
    }
    let ty = rw.ctx.value_type(res);
    let loc = rw.ctx.op(op).loc;
    let c = super::build(rw, "tensor.cast", &[src], &[ty], &[], loc);
    let cv = rw.ctx.result(c, 0);
    rw.replace_op(op, &[cv]);
    true
}
