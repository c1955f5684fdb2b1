//! `stablehlo.gather` on a core: its share of the result loaded through a
//! `ktdp.construct_indirect_access_tile` over the operand in device
//! memory. `expand-hlo` leaves every gather in the one form this reads
//! (`hlo.in_bounds`): each operand dimension is either read in order along
//! the result's offset dimension for it (a direct subscript, the share's
//! origin plus the variable), or named element by element by one
//! component of the start indices (an indirect subscript `ind(%idx[..])`
//! at the result's batch position), the indices already within the
//! operand, as KTIR reads them unclamped.

use super::body::unsupported;
use super::kernel::Emit;
use super::memory::{
    access_tile_ty, box_set, identity, lx_view, memory_view, share_note, stored_strides, Place,
};
use crate::dataflow::dims::shape;
use dialects::hlo::decisions::IN_BOUNDS;
use dialects::ktdp::ops as ktdp;
use dialects::stablehlo::attrs::GatherDims;
use ir::affine::{AffineExpr, AffineMap};
use ir::{AttrKind, Diagnostic, Op, Type, Value};

/// The memory view a gather reads `p` through: the tensor as laid in
/// device memory, or the core's slice of it where it stays in LX.
fn view(e: &mut Emit<'_>, p: &Place) -> Value {
    let elem = e.elem(p.value);
    match p.lx {
        Some((outer, off)) => {
            let (r, sl) = (e.roles_of(p.value), e.slice(p.value));
            let how = share_note(e, &r, &sl);
            e.res.note(outer, Some(how));
            lx_view(e, off, &sl, elem)
        }
        None => {
            let s = shape(e.b.ctx, p.value);
            memory_view(e, p.address, &s, &stored_strides(&s, p.sticks), elem, false)
        }
    }
}

/// The share of `res` that gather `op` loads on the core.
pub(super) fn emit(e: &mut Emit<'_>, op: Op, res: Value, ty: Type) -> Result<Value, Diagnostic> {
    let ctx = &*e.b.ctx;
    let fail = |why: &str| unsupported(ctx, op, why);
    if ctx.inherent_attr(op, IN_BOUNDS).is_none() {
        return Err(fail(
            "its start indices may lie outside the operand (StableHLO clamps them; KTIR's indirect access reads them as they are): run --expand-hlo, which clamps them",
        ));
    }
    let d = ctx
        .inherent_attr(op, "dimension_numbers")
        .and_then(|a| GatherDims::of(ctx, a))
        .ok_or_else(|| fail("no dimension numbers"))?;
    let sizes = ctx
        .inherent_attr(op, "slice_sizes")
        .and_then(|a| ir::dense_array::to_i64s(ctx, a))
        .unwrap_or_default();
    let (x, idx) = (ctx.op(op).operand(0), ctx.op(op).operand(1));
    let (os, is, rs) = (shape(ctx, x), shape(ctx, idx), shape(ctx, res));
    let ivd = d.index_vector_dim as usize;
    let has = |v: &[i64], i: usize| v.contains(&(i as i64));
    // Each operand dimension: the result dimension it is read along, or
    // the component of the indices naming it.
    let mut offsets = d.offset_dims.iter();
    let mut subs: Vec<Result<usize, usize>> = Vec::new();
    for i in 0..os.len() {
        if let Some(k) = d.start_index_map.iter().position(|&m| m as usize == i) {
            if !has(&d.collapsed_slice_dims, i) || sizes.get(i) != Some(&1) {
                return Err(fail("a slice of several elements along an indexed dimension (expand-hlo rewrites it)"));
            }
            subs.push(Err(k));
        } else {
            match offsets.next() {
                Some(&o) if sizes.get(i) == os.get(i) && !has(&d.collapsed_slice_dims, i) => {
                    subs.push(Ok(o as usize))
                }
                _ => {
                    return Err(fail(
                        "a dimension neither indexed nor read whole (expand-hlo rewrites it)",
                    ))
                }
            }
        }
    }
    if !d.operand_batching_dims.is_empty() || !(ivd + 1 == is.len() || ivd == is.len()) {
        return Err(fail(
            "batching dimensions or an index vector that is not last (expand-hlo rewrites it)",
        ));
    }
    let (Some(&px), Some(&pi)) = (e.memory.get(&x), e.memory.get(&idx)) else {
        return Err(fail("a gather from a value the same kernel computes (it reads its operand and indices in memory)"));
    };
    // The share: its origin along each result dimension, captured.
    let rr = e.roles_of(res);
    let sl = e.slice(res);
    let origins: Vec<Value> = (0..rs.len())
        .map(|i| super::origin::run_origin(e, op, &rr, &sl, i))
        .collect::<Result<_, _>>()?;
    let mut captured: Vec<Value> = Vec::new();
    for &o in &origins {
        if !captured.contains(&o) {
            captured.push(o);
        }
    }
    let n = captured.len() as u32;
    // Result dimension `r`'s coordinate in a tensor held whole (the
    // share's origin plus the variable) or as the core's own slice in LX
    // (the variable).
    let at = |r: usize, local: bool| {
        let c = captured.iter().position(|&v| v == origins[r]).unwrap_or(0) as u32;
        let var = AffineExpr::Dim(n + r as u32);
        if local {
            var
        } else {
            AffineExpr::add(AffineExpr::Dim(c), var)
        }
    };
    let batch: Vec<usize> = (0..rs.len()).filter(|r| !has(&d.offset_dims, *r)).collect();
    let dims = n + rs.len() as u32;
    let mut kinds = Vec::new();
    let mut maps = Vec::new();
    for s in &subs {
        let results = match *s {
            Ok(o) => vec![at(o, px.lx.is_some())],
            Err(k) => {
                let mut r: Vec<AffineExpr> =
                    batch.iter().map(|&b| at(b, pi.lx.is_some())).collect();
                if ivd < is.len() {
                    r.insert(ivd, AffineExpr::Const(k as i64));
                }
                r
            }
        };
        kinds.push(s.is_err());
        maps.push(AffineMap {
            dims,
            symbols: 0,
            results,
        });
    }
    let base = view(e, &px);
    let iview = view(e, &pi);
    let views: Vec<Value> = kinds.iter().filter(|&&k| k).map(|_| iview).collect();
    let ctx = &mut *e.b.ctx;
    let kinds: Vec<ir::Attribute> = kinds.iter().map(|&k| ctx.attr(AttrKind::Bool(k))).collect();
    let kinds = ctx.attr(AttrKind::Array(kinds.into()));
    let maps: Vec<ir::Attribute> = maps
        .into_iter()
        .map(|m| ctx.attr(AttrKind::AffineMap(Box::new(m))))
        .collect();
    let maps = ctx.attr(AttrKind::Array(maps.into()));
    let set = box_set(ctx, &sl);
    let order = ctx.attr(AttrKind::AffineMap(Box::new(identity(sl.len()))));
    let tty = access_tile_ty(ctx, &sl);
    let loc = e.b.loc;
    let t = ktdp::ConstructIndirectAccessTileOp::build(
        ctx,
        base,
        &views,
        &captured,
        &[],
        tty,
        kinds,
        maps,
        set,
        order,
        loc,
    );
    // Its region: one index argument an intermediate variable.
    let region = ctx.op(t.0).regions[0];
    let block = ctx.create_block();
    ctx.append_block(region, block);
    let index = ctx.ty(ir::TypeKind::Index);
    for _ in 0..sl.len() {
        ctx.add_block_arg(block, index, Some(loc));
    }
    let term = ktdp::RegionTerminatorOp::build(ctx, loc);
    ctx.append_op(block, term.0);
    ctx.append_op(e.b.block, t.0);
    let tile = ctx.result(t.0, 0);
    Ok(e.b.value(|ctx, loc| ktdp::LoadOp::build(ctx, tile, ty, loc)))
}
