//! Folders and canonicalization patterns of the `memref` dialect, as
//! MLIR 22's `MemRefOps.cpp` has them.

use super::ops::*;
use crate::util::shaped::*;
use dialect_engine::build::build;
use dialect_engine::Hooks;
use ir::rewrite::FnPattern;
use ir::rewrite::{Fold, OpFoldResult, PatternSet, Rewriter};
use ir::types::DYNAMIC;
use ir::TypedOp;
use ir::{AttrKind, Attribute, Context, Op, Type, TypeKind, Value};

/// Adds the memref folders and patterns.
pub fn add(n: &mut Hooks) {
    n.canonicalize::<AllocOp>(|s: &mut PatternSet| {
        s.add(FnPattern::new(
            AllocOp::NAME,
            "SimplifyAllocConst",
            simplify_alloc_const,
        ));
        s.add(FnPattern::new(
            AllocOp::NAME,
            "SimplifyDeadAlloc",
            simplify_dead_alloc,
        ));
    });
    n.canonicalize::<AllocaOp>(|s: &mut PatternSet| {
        s.add(FnPattern::new(
            AllocaOp::NAME,
            "SimplifyAllocConst",
            simplify_alloc_const,
        ));
        s.add(FnPattern::new(
            AllocaOp::NAME,
            "SimplifyDeadAlloc",
            simplify_dead_alloc,
        ));
    });
    n.fold::<CastOp>(fold_cast);
    n.fold::<CopyOp>(fold_copy);
    n.canonicalize::<CopyOp>(|s: &mut PatternSet| {
        s.add(FnPattern::new(
            CopyOp::NAME,
            "FoldEmptyCopy",
            fold_empty_copy,
        ));
        s.add(FnPattern::new(CopyOp::NAME, "FoldSelfCopy", fold_self_copy));
    });
    n.fold::<DeallocOp>(fold_operand_casts_hook);
    n.fold::<StoreOp>(fold_operand_casts_hook);
    n.fold::<LoadOp>(fold_load);
    n.fold::<DimOp>(fold_dim);
    n.fold::<SubviewOp>(fold_subview);
    n.canonicalize::<SubviewOp>(|s: &mut PatternSet| {
        s.add(FnPattern::new(
            SubviewOp::NAME,
            "SubViewOpConstantArgumentFolder",
            subview_constant_args,
        ));
        s.add(FnPattern::new(
            SubviewOp::NAME,
            "SubViewOpMemRefCastFolder",
            subview_cast,
        ));
        s.add(FnPattern::new(
            SubviewOp::NAME,
            "TrivialSubViewOpFolder",
            trivial_subview,
        ));
    });
    n.fold::<ReinterpretCastOp>(fold_reinterpret_cast);
    n.fold::<ExpandShapeOp>(crate::util::reshape::fold_reshape);
    n.fold::<CollapseShapeOp>(crate::util::reshape::fold_reshape);
    n.canonicalize::<ExpandShapeOp>(|s: &mut PatternSet| {
        s.add(FnPattern::new(
            ExpandShapeOp::NAME,
            "ComposeReassociativeReshapeOps",
            compose_memref_reshapes,
        ));
    });
    n.canonicalize::<CollapseShapeOp>(|s: &mut PatternSet| {
        s.add(FnPattern::new(
            CollapseShapeOp::NAME,
            "ComposeReassociativeReshapeOps",
            compose_memref_reshapes,
        ));
    });
    n.canonicalize::<ViewOp>(|s: &mut PatternSet| {
        s.add(FnPattern::new(
            ViewOp::NAME,
            "ViewOpShapeFolder",
            view_shape,
        ));
    });
}

// ----- types -----

/// Shape, element type, layout and memory space of a memref type.
type MemRefParts = (Vec<i64>, Type, Option<Attribute>, Option<Attribute>);

fn memref_parts(ctx: &Context, t: Type) -> Option<MemRefParts> {
    match ctx.type_kind(t) {
        TypeKind::MemRef {
            shape,
            elem,
            layout,
            space,
        } => Some((shape.to_vec(), *elem, *layout, *space)),
        _ => None,
    }
}

fn memref_type(
    ctx: &mut Context,
    shape: &[i64],
    elem: Type,
    layout: Option<Attribute>,
    space: Option<Attribute>,
) -> Type {
    ctx.ty(TypeKind::MemRef {
        shape: shape.into(),
        elem,
        layout,
        space,
    })
}

fn sat_add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_add(b)
    }
}

fn sat_mul(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        0
    } else if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_mul(b)
    }
}

/// MLIR's `getStridesAndOffset` for identity and `strided<>` layouts and
/// one-result linear affine maps.
fn strides_and_offset(
    ctx: &Context,
    shape: &[i64],
    layout: Option<Attribute>,
) -> Option<(Vec<i64>, i64)> {
    let map = match layout.map(|l| ctx.attr_kind(l)) {
        None => None,
        Some(AttrKind::Strided { strides, offset }) => return Some((strides.to_vec(), *offset)),
        Some(AttrKind::AffineMap(m)) => Some(m),
        Some(_) => return None,
    };
    let identity = map.is_none_or(|m| {
        m.symbols == 0
            && m.dims as usize == m.results.len()
            && m.results
                .iter()
                .enumerate()
                .all(|(i, e)| *e == ir::affine::AffineExpr::Dim(i as u32))
    });
    if identity {
        let mut strides = vec![0; shape.len()];
        let (mut running, mut poisoned) = (1i64, false);
        for (i, &size) in shape.iter().enumerate().rev() {
            strides[i] = if poisoned { DYNAMIC } else { running };
            if size > 0 {
                running = running.wrapping_mul(size);
            } else {
                poisoned = true;
            }
        }
        return Some((strides, 0));
    }
    let m = map?;
    if m.results.len() != 1 || m.dims as usize != shape.len() {
        return None;
    }
    let mut strides = vec![0; shape.len()];
    let mut offset = 0;
    linear(&m.results[0], 1, &mut strides, &mut offset).then_some((strides, offset))
}

fn linear(e: &ir::affine::AffineExpr, factor: i64, strides: &mut [i64], offset: &mut i64) -> bool {
    use ir::affine::{AffineExpr as E, AffineOp};
    match e {
        E::Dim(i) => match strides.get_mut(*i as usize) {
            Some(s) => {
                *s = sat_add(*s, factor);
                true
            }
            None => false,
        },
        E::Symbol(_) => {
            *offset = sat_add(*offset, sat_mul(factor, DYNAMIC));
            true
        }
        E::Const(c) => {
            *offset = sat_add(*offset, sat_mul(factor, *c));
            true
        }
        E::Bin(AffineOp::Add, l, r) => {
            linear(l, factor, strides, offset) && linear(r, factor, strides, offset)
        }
        E::Bin(AffineOp::Mul, l, r) => {
            let scale = match (&**l, &**r) {
                (_, E::Const(c)) | (E::Const(c), _) => *c,
                _ => DYNAMIC,
            };
            let inner = if matches!(&**r, E::Const(_) | E::Symbol(_)) {
                l
            } else {
                r
            };
            linear(inner, sat_mul(factor, scale), strides, offset)
        }
        E::Bin(..) => false,
    }
}

/// Whether the layout is the identity (none, or an identity map).
fn identity_layout(ctx: &Context, layout: Option<Attribute>) -> bool {
    match layout.map(|l| ctx.attr_kind(l)) {
        None => true,
        Some(AttrKind::AffineMap(m)) => {
            m.symbols == 0
                && m.dims as usize == m.results.len()
                && m.results
                    .iter()
                    .enumerate()
                    .all(|(i, e)| *e == ir::affine::AffineExpr::Dim(i as u32))
        }
        _ => false,
    }
}

// ----- casts -----

/// `foldMemRefCast`: operands from a `memref.cast` of a ranked memref
/// read the cast's source (except `inner`).
pub fn fold_memref_casts(ctx: &mut Context, op: Op, inner: Option<Value>) -> bool {
    let mut folded = false;
    for i in 0..ctx.op(op).num_operands() {
        let v = ctx.op(op).operand(i);
        if Some(v) == inner {
            continue;
        }
        let Some(c) = def_named(ctx, v, CastOp::NAME) else {
            continue;
        };
        let src = ctx.op(c).operand(0);
        if matches!(
            ctx.type_kind(ctx.value_type(src)),
            TypeKind::UnrankedMemRef { .. }
        ) {
            continue;
        }
        ctx.set_operand(op, i, src);
        folded = true;
    }
    folded
}

fn fold_operand_casts_hook(ctx: &mut Context, op: Op, _: &[Option<Attribute>]) -> Fold {
    if fold_memref_casts(ctx, op, None) {
        Fold::InPlace
    } else {
        Fold::None
    }
}

/// `CastOp::canFoldIntoConsumerOp`.
fn can_fold_into_consumer(ctx: &Context, cast: Op) -> bool {
    let src_t = ctx.value_type(ctx.op(cast).operand(0));
    let res_t = ctx.value_type(ctx.result(cast, 0));
    let (Some((ss, se, sl, _)), Some((rs, re, rl, _))) =
        (memref_parts(ctx, src_t), memref_parts(ctx, res_t))
    else {
        return false;
    };
    if se != re || ss.len() != rs.len() {
        return false;
    }
    let (Some((sst, so)), Some((rst, ro))) = (
        strides_and_offset(ctx, &ss, sl),
        strides_and_offset(ctx, &rs, rl),
    ) else {
        return false;
    };
    let more_static = |a: i64, b: i64| a != b && a == DYNAMIC && b != DYNAMIC;
    !(ss.iter().zip(&rs).any(|(&a, &b)| more_static(a, b))
        || more_static(so, ro)
        || sst.iter().zip(&rst).any(|(&a, &b)| more_static(a, b)))
}

fn fold_cast(ctx: &mut Context, op: Op, _: &[Option<Attribute>]) -> Fold {
    let folded = fold_memref_casts(ctx, op, None);
    let src = ctx.op(op).operand(0);
    if ctx.value_type(src) == ctx.value_type(ctx.result(op, 0)) {
        return Fold::Results(vec![OpFoldResult::Value(src)]);
    }
    if folded {
        Fold::InPlace
    } else {
        Fold::None
    }
}

fn make_cast(rw: &mut Rewriter<'_>, v: Value, ty: Type, loc: Attribute) -> Value {
    let c = build(rw, CastOp::NAME, &[v], &[ty], &[], loc);
    rw.ctx.result(c, 0)
}

// ----- alloc / alloca -----

fn simplify_alloc_const(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some(segs) = ir::segments::sizes(rw.ctx, op, "operandSegmentSizes") else {
        return false;
    };
    let Some(groups) = ir::segments::split_operands(rw.ctx, op, &segs) else {
        return false;
    };
    if groups.len() != 2 {
        return false;
    }
    let (sizes, syms) = (groups[0].clone(), groups[1].clone());
    let consts: Vec<Option<i64>> = sizes.iter().map(|&v| const_int(rw.ctx, v)).collect();
    if !consts.iter().any(|c| c.is_some_and(|c| c >= 0)) {
        return false;
    }
    let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    let Some((mut shape, elem, layout, space)) = memref_parts(rw.ctx, ty) else {
        return false;
    };
    let mut kept = Vec::new();
    let mut k = 0;
    for d in shape.iter_mut() {
        if *d != DYNAMIC {
            continue;
        }
        let Some(&v) = sizes.get(k) else { return false };
        match consts.get(k).copied().flatten() {
            Some(c) if c >= 0 => *d = c,
            _ => kept.push(v),
        }
        k += 1;
    }
    let new_ty = memref_type(rw.ctx, &shape, elem, layout, space);
    let name = rw.ctx.op_name(op).to_string();
    let loc = rw.ctx.op(op).loc;
    let mut operands = kept.clone();
    operands.extend(&syms);
    let segs = ir::dense_array::from_i64s(rw.ctx, 32, &[kept.len() as i64, syms.len() as i64]);
    let mut props = vec![("operandSegmentSizes", segs)];
    if let Some(a) = rw.ctx.inherent_attr(op, "alignment") {
        props.push(("alignment", a));
    }
    let n = build(rw, &name, &operands, &[new_ty], &props, loc);
    let nv = rw.ctx.result(n, 0);
    let c = make_cast(rw, nv, ty, loc);
    rw.replace_op(op, &[c]);
    true
}

fn simplify_dead_alloc(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let v = ctx.result(op, 0);
    let users: Vec<(Op, u32)> = ctx.uses(v).map(|u| (u.op, u.index)).collect();
    for &(u, idx) in &users {
        match ctx.op_name(u) {
            "memref.store" if idx != 0 => {}
            "memref.dealloc" => {}
            _ => return false,
        }
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

// ----- copy, load, dim -----

fn fold_copy(ctx: &mut Context, op: Op, _: &[Option<Attribute>]) -> Fold {
    for i in 0..ctx.op(op).num_operands() {
        let v = ctx.op(op).operand(i);
        if let Some(c) = def_named(ctx, v, CastOp::NAME) {
            if can_fold_into_consumer(ctx, c) {
                let src = ctx.op(c).operand(0);
                ctx.set_operand(op, i, src);
                return Fold::InPlace;
            }
        }
    }
    Fold::None
}

fn fold_empty_copy(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let empty = ctx
        .op(op)
        .operands()
        .any(|v| shape_of(ctx, ctx.value_type(v)).is_some_and(|s| s.contains(&0)));
    if !empty {
        return false;
    }
    rw.erase_op(op);
    true
}

fn fold_self_copy(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let d = rw.ctx.op(op);
    if d.num_operands() != 2 || d.operand(0) != d.operand(1) {
        return false;
    }
    rw.erase_op(op);
    true
}

fn fold_load(ctx: &mut Context, op: Op, _: &[Option<Attribute>]) -> Fold {
    if fold_memref_casts(ctx, op, None) {
        return Fold::InPlace;
    }
    Fold::None
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
    let Some((shape, _, _, _)) = memref_parts(ctx, ctx.value_type(src)) else {
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
    let k = shape[..idx].iter().filter(|&&d| d == DYNAMIC).count();
    if let Some(def) = def_op(ctx, src) {
        match ctx.op_name(def) {
            "memref.alloc" | "memref.alloca" => {
                if let Some(v) = ctx.op(def).operands().nth(k) {
                    return Fold::Results(vec![OpFoldResult::Value(v)]);
                }
            }
            "memref.view" => {
                if let Some(v) = ctx.op(def).operands().nth(2 + k) {
                    return Fold::Results(vec![OpFoldResult::Value(v)]);
                }
            }
            "memref.subview" => {
                if let Some(oss) = Oss::of(ctx, def, 1) {
                    let dynamic: Vec<Value> = oss
                        .sizes
                        .iter()
                        .filter_map(|s| match s {
                            Ofr::V(v) => Some(*v),
                            Ofr::S(_) => None,
                        })
                        .collect();
                    if let Some(&v) = dynamic.get(k) {
                        return Fold::Results(vec![OpFoldResult::Value(v)]);
                    }
                }
                return Fold::None;
            }
            _ => {}
        }
    }
    if fold_memref_casts(ctx, op, None) {
        return Fold::InPlace;
    }
    Fold::None
}

// ----- subview -----

/// The strided type `SubViewOp::inferResultType` gives a subview of
/// `source` with static lists, or `None`.
fn infer_subview_type(
    ctx: &mut Context,
    source: Type,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Option<Type> {
    let (shape, elem, layout, space) = memref_parts(ctx, source)?;
    if offsets.iter().chain(sizes).any(|&x| x != DYNAMIC && x < 0) {
        return None;
    }
    if strides.iter().any(|&x| x != DYNAMIC && x < 0) {
        return None;
    }
    let (src_strides, src_offset) = strides_and_offset(ctx, &shape, layout)?;
    if offsets.len() != shape.len() || sizes.len() != shape.len() || strides.len() != shape.len() {
        return None;
    }
    let offset = offsets
        .iter()
        .zip(&src_strides)
        .fold(src_offset, |acc, (&o, &s)| sat_add(acc, sat_mul(o, s)));
    let st: Vec<i64> = src_strides
        .iter()
        .zip(strides)
        .map(|(&a, &b)| sat_mul(a, b))
        .collect();
    let l = ctx.attr(AttrKind::Strided {
        strides: st.into(),
        offset,
    });
    Some(memref_type(ctx, sizes, elem, Some(l), space))
}

/// `computeMemRefRankReductionMask` (stride-based disambiguation).
fn dropped_dims(ctx: &mut Context, src: Type, res: Type, sizes: &[Ofr]) -> Option<Vec<bool>> {
    let (ss, _, sl, _) = memref_parts(ctx, src)?;
    let (rs, _, rl, _) = memref_parts(ctx, res)?;
    if ss.len() == rs.len() {
        return Some(vec![false; ss.len()]);
    }
    let mut dropped: Vec<bool> = sizes.iter().map(|s| matches!(s, Ofr::S(1))).collect();
    let adds_up = |d: &[bool]| d.iter().filter(|&&b| b).count() + rs.len() == ss.len();
    if adds_up(&dropped) {
        return Some(dropped);
    }
    let (orig, _) = strides_and_offset(ctx, &ss, sl)?;
    let (cand, _) = strides_and_offset(ctx, &rs, rl)?;
    let count = |v: &[i64]| {
        let mut m = std::collections::BTreeMap::<i64, usize>::new();
        for &x in v {
            *m.entry(x).or_default() += 1;
        }
        m
    };
    let mut unaccounted = count(&orig);
    let candidate = count(&cand);
    for (dim, drop) in dropped.iter_mut().enumerate() {
        if !*drop {
            continue;
        }
        let st = *orig.get(dim)?;
        let have = unaccounted.get(&st).copied().unwrap_or(0);
        let want = candidate.get(&st).copied().unwrap_or(0);
        match have.cmp(&want) {
            std::cmp::Ordering::Greater => *unaccounted.get_mut(&st)? -= 1,
            std::cmp::Ordering::Equal => *drop = false,
            std::cmp::Ordering::Less => return None,
        }
    }
    adds_up(&dropped).then_some(dropped)
}

/// The inferred subview type with `dropped` dimensions removed.
fn reduce_type(ctx: &mut Context, full: Type, dropped: &[bool]) -> Option<Type> {
    if !dropped.iter().any(|&d| d) {
        return Some(full);
    }
    let (shape, elem, layout, space) = memref_parts(ctx, full)?;
    let (strides, offset) = strides_and_offset(ctx, &shape, layout)?;
    let mut s2 = Vec::new();
    let mut st2 = Vec::new();
    for i in 0..shape.len() {
        if dropped.get(i).copied().unwrap_or(false) {
            continue;
        }
        s2.push(shape[i]);
        st2.push(strides[i]);
    }
    let l = ctx.attr(AttrKind::Strided {
        strides: st2.into(),
        offset,
    });
    Some(memref_type(ctx, &s2, elem, Some(l), space))
}

fn fold_subview(ctx: &mut Context, op: Op, _: &[Option<Attribute>]) -> Fold {
    let src = ctx.op(op).operand(0);
    let src_t = ctx.value_type(src);
    let res_t = ctx.value_type(ctx.result(op, 0));
    let Some((shape, _, layout, _)) = memref_parts(ctx, res_t) else {
        return Fold::None;
    };
    let static_layout = match layout.map(|l| ctx.attr_kind(l)) {
        Some(AttrKind::Strided { strides, offset }) => {
            *offset != DYNAMIC && !strides.contains(&DYNAMIC)
        }
        _ => true,
    };
    if res_t == src_t && is_static(&shape) && static_layout {
        return Fold::Results(vec![OpFoldResult::Value(src)]);
    }
    if let Some(prev) = def_named(ctx, src, SubviewOp::NAME) {
        let (Some(a), Some(b)) = (Oss::of(ctx, prev, 1), Oss::of(ctx, op, 1)) else {
            return Fold::None;
        };
        let zero = b.offsets.iter().all(|&o| ofr_int(ctx, o) == Some(0));
        let one = b.strides.iter().all(|&o| ofr_int(ctx, o) == Some(1));
        if zero && one && a.sizes == b.sizes && res_t == src_t {
            return Fold::Results(vec![OpFoldResult::Value(src)]);
        }
    }
    Fold::None
}

fn subview_constant_args(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some(mut oss) = Oss::of(rw.ctx, op, 1) else {
        return false;
    };
    let original = oss.clone();
    let a = fold_index_list(rw.ctx, &mut oss.offsets, true, false);
    let b = fold_index_list(rw.ctx, &mut oss.sizes, true, false);
    let c = fold_index_list(rw.ctx, &mut oss.strides, false, false);
    if !(a || b || c) {
        return false;
    }
    let src_t = rw.ctx.value_type(oss.lead[0]);
    let Some((src_shape, ..)) = memref_parts(rw.ctx, src_t) else {
        return false;
    };
    let [so, ss, st] = oss.statics();
    if !in_bounds(&src_shape, &so, &ss, &st) {
        return false;
    }
    let old_t = rw.ctx.value_type(rw.ctx.result(op, 0));
    let Some(full) = infer_subview_type(rw.ctx, src_t, &so, &ss, &st) else {
        return false;
    };
    let Some(dropped) = dropped_dims(rw.ctx, src_t, old_t, &original.sizes) else {
        return false;
    };
    let Some(new_t) = reduce_type(rw.ctx, full, &dropped) else {
        return false;
    };
    let loc = rw.ctx.op(op).loc;
    let (operands, props) = oss.build_parts(rw.ctx);
    let n = build(rw, SubviewOp::NAME, &operands, &[new_t], &props, loc);
    let nv = rw.ctx.result(n, 0);
    let c = make_cast(rw, nv, old_t, loc);
    rw.replace_op(op, &[c]);
    true
}

fn subview_cast(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let operands: Vec<Value> = rw.ctx.op(op).operands().collect();
    if operands.iter().any(|&v| is_const_index(rw.ctx, v)) {
        return false;
    }
    let Some(c) = def_named(rw.ctx, operands[0], CastOp::NAME) else {
        return false;
    };
    if !can_fold_into_consumer(rw.ctx, c) {
        return false;
    }
    let Some(oss) = Oss::of(rw.ctx, op, 1) else {
        return false;
    };
    let cast_src = rw.ctx.op(c).operand(0);
    let src_t = rw.ctx.value_type(cast_src);
    let cur_src_t = rw.ctx.value_type(operands[0]);
    let old_t = rw.ctx.value_type(rw.ctx.result(op, 0));
    let [so, ss, st] = oss.statics();
    let Some(full) = infer_subview_type(rw.ctx, src_t, &so, &ss, &st) else {
        return false;
    };
    let Some(dropped) = dropped_dims(rw.ctx, cur_src_t, old_t, &oss.sizes) else {
        return false;
    };
    let Some(new_t) = reduce_type(rw.ctx, full, &dropped) else {
        return false;
    };
    let props: Vec<(&str, Attribute)> = [
        "operandSegmentSizes",
        "static_offsets",
        "static_sizes",
        "static_strides",
    ]
    .iter()
    .filter_map(|n| Some((*n, rw.ctx.inherent_attr(op, n)?)))
    .collect();
    let mut new_operands = operands.clone();
    new_operands[0] = cast_src;
    let loc = rw.ctx.op(op).loc;
    let n = build(rw, SubviewOp::NAME, &new_operands, &[new_t], &props, loc);
    let nv = rw.ctx.result(n, 0);
    let v = make_cast(rw, nv, old_t, loc);
    rw.replace_op(op, &[v]);
    true
}

fn trivial_subview(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some(oss) = Oss::of(rw.ctx, op, 1) else {
        return false;
    };
    let src_t = rw.ctx.value_type(oss.lead[0]);
    let res_t = rw.ctx.value_type(rw.ctx.result(op, 0));
    let (Some(ss), Some(rs)) = (shape_of(rw.ctx, src_t), shape_of(rw.ctx, res_t)) else {
        return false;
    };
    if ss.len() != rs.len() {
        return false;
    }
    for &o in &oss.offsets {
        if ofr_int(rw.ctx, o) != Some(0) {
            return false;
        }
    }
    for &s in &oss.strides {
        if ofr_int(rw.ctx, s) != Some(1) {
            return false;
        }
    }
    for (i, &s) in oss.sizes.iter().enumerate() {
        if ofr_int(rw.ctx, s) != Some(ss[i]) {
            return false;
        }
    }
    if src_t == res_t {
        rw.replace_op(op, &[oss.lead[0]]);
        return true;
    }
    let loc = rw.ctx.op(op).loc;
    let v = make_cast(rw, oss.lead[0], res_t, loc);
    rw.replace_op(op, &[v]);
    true
}

// ----- reinterpret_cast, reshapes, view -----

fn fold_reinterpret_cast(ctx: &mut Context, op: Op, _: &[Option<Attribute>]) -> Fold {
    let src = ctx.op(op).operand(0);
    let prev = def_op(ctx, src).and_then(|d| match ctx.op_name(d) {
        "memref.reinterpret_cast" | "memref.cast" => Some(ctx.op(d).operand(0)),
        "memref.subview" => {
            let oss = Oss::of(ctx, d, 1)?;
            oss.offsets
                .iter()
                .all(|o| matches!(o, Ofr::S(0)))
                .then(|| ctx.op(d).operand(0))
        }
        _ => None,
    });
    // `isZeroInteger` also accepts constant values.
    let prev = prev.or_else(|| {
        let d = def_named(ctx, src, SubviewOp::NAME)?;
        let oss = Oss::of(ctx, d, 1)?;
        let all_zero = oss.offsets.iter().all(|&o| ofr_int(ctx, o) == Some(0));
        all_zero.then(|| ctx.op(d).operand(0))
    });
    if let Some(p) = prev {
        ctx.set_operand(op, 0, p);
        return Fold::InPlace;
    }
    let res_t = ctx.value_type(ctx.result(op, 0));
    let offset0 = ctx
        .inherent_attr(op, "static_offsets")
        .and_then(|a| ir::dense_array::to_i64s(ctx, a))
        .and_then(|v| v.first().copied());
    if shape_of(ctx, res_t).is_some_and(|s| is_static(&s))
        && ctx.value_type(src) == res_t
        && offset0 == Some(0)
    {
        return Fold::Results(vec![OpFoldResult::Value(src)]);
    }
    Fold::None
}

fn compose_memref_reshapes(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let name = ctx.op_name(op).to_string();
    let src = ctx.op(op).operand(0);
    let Some(prev) = def_named(ctx, src, &name) else {
        return false;
    };
    let inner = ctx.op(prev).operand(0);
    let res = ctx.result(op, 0);
    for v in [inner, src, res] {
        let Some((_, _, layout, _)) = memref_parts(ctx, ctx.value_type(v)) else {
            return false;
        };
        if !identity_layout(ctx, layout) {
            return false;
        }
    }
    crate::util::reshape::compose_reshapes(op, rw)
}

fn view_shape(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let operands: Vec<Value> = rw.ctx.op(op).operands().collect();
    if !operands.iter().any(|&v| is_const_index(rw.ctx, v)) {
        return false;
    }
    let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    let Some((mut shape, elem, layout, space)) = memref_parts(rw.ctx, ty) else {
        return false;
    };
    if strides_and_offset(rw.ctx, &shape, layout).is_none() {
        return false;
    }
    let sizes = &operands[2.min(operands.len())..];
    let mut kept = Vec::new();
    let mut k = 0;
    for d in shape.iter_mut() {
        if *d != DYNAMIC {
            continue;
        }
        let Some(&v) = sizes.get(k) else { return false };
        k += 1;
        if is_const_index(rw.ctx, v) {
            if let Some(c) = const_int(rw.ctx, v) {
                *d = c;
                continue;
            }
        }
        kept.push(v);
    }
    let new_t = memref_type(rw.ctx, &shape, elem, layout, space);
    if new_t == ty {
        return false;
    }
    let mut new_operands = operands[..2].to_vec();
    new_operands.extend(kept);
    let loc = rw.ctx.op(op).loc;
    let n = build(rw, ViewOp::NAME, &new_operands, &[new_t], &[], loc);
    let nv = rw.ctx.result(n, 0);
    let c = make_cast(rw, nv, ty, loc);
    rw.replace_op(op, &[c]);
    true
}
