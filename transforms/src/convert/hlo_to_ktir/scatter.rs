//! `stablehlo.scatter` on a core, exactly as StableHLO orders it: the
//! core starts from its share of the operand and walks every update in
//! order (an `scf.for` carrying its share), reading the update's
//! coordinates from the start indices; an update that lands in the
//! core's share is combined with the element(s) there by the scatter's
//! own body (translated into scalar `arith` in a `linalg.generic`), one
//! that lands outside it (another core's, or outside the operand, which
//! StableHLO skips) is left alone. Each core owns its share of the
//! result, so cores never write the same element, and updates to one
//! element apply in order: repeated indices accumulate as the
//! interpreter's.
//!
//! The form read: one operand; each operand dimension either indexed
//! (named by one component of the indices and inserted: a window of one)
//! or read whole by an update window dimension; the index vector last.

use super::body::unsupported;
use super::kernel::Emit;
use crate::convert::build::{elem_of, tensor_ty};
use crate::convert::elementwise::{build_compare, Compare};
use crate::dataflow::dims::shape;
use dialects::arith::ops as arith;
use dialects::linalg::build as linalg;
use dialects::scf::ops as scf;
use dialects::stablehlo::attrs::ScatterDims;
use dialects::tensor::ops as tensor;
use ir::affine::{AffineExpr, AffineMap};
use ir::{Diagnostic, Op, Type, TypedOp, Value};

/// `a pred b` on indices (`pred` an `arith.cmpi` predicate number).
fn cmp(e: &mut Emit<'_>, value: i64, a: Value, b: Value) -> Value {
    let i1 = e.b.ctx.int(1);
    let c = Compare {
        op: arith::CmpiOp::NAME,
        predicate: "",
        value,
    };
    build_compare(&mut e.b, c, a, b, i1)
}

const SGE: i64 = 5;
const SLT: i64 = 2;

/// The core's share of the scatter's result.
pub(super) fn emit(
    e: &mut Emit<'_>,
    op: Op,
    args: &[Value],
    res: Value,
    ty: Type,
) -> Result<Value, Diagnostic> {
    let ctx = &*e.b.ctx;
    let fail = |why: &str| unsupported(ctx, op, why);
    let operands: Vec<Value> = ctx.op(op).operands().collect();
    if operands.len() != 3 {
        return Err(fail("a scatter of several operands at once"));
    }
    let d = ctx
        .inherent_attr(op, "scatter_dimension_numbers")
        .and_then(|a| ScatterDims::of(ctx, a))
        .ok_or_else(|| fail("no dimension numbers"))?;
    let (os, is, us) = (
        shape(ctx, operands[0]),
        shape(ctx, operands[1]),
        shape(ctx, operands[2]),
    );
    let ivd = d.index_vector_dim as usize;
    let has = |v: &[i64], i: usize| v.contains(&(i as i64));
    // Each operand dimension: the component of the indices naming it, or
    // the update dimension reading it whole.
    let mut windows = d.update_window_dims.iter();
    let mut subs: Vec<Result<usize, usize>> = Vec::new();
    for i in 0..os.len() {
        if let Some(k) = d
            .scatter_dims_to_operand_dims
            .iter()
            .position(|&m| m as usize == i)
        {
            if !has(&d.inserted_window_dims, i) {
                return Err(fail(
                    "a window of several elements along an indexed dimension",
                ));
            }
            subs.push(Err(k));
        } else {
            match windows.next() {
                Some(&w) if us.get(w as usize) == os.get(i) && !has(&d.inserted_window_dims, i) => {
                    subs.push(Ok(w as usize))
                }
                _ => return Err(fail("a dimension neither indexed nor updated whole")),
            }
        }
    }
    if !d.input_batching_dims.is_empty() || !(ivd + 1 == is.len() || ivd == is.len()) {
        return Err(fail(
            "batching dimensions or an index vector that is not last",
        ));
    }
    // The update dimensions that are not windows walk the updates, in the
    // order of the indices' batch dimensions.
    let scatter_dims: Vec<usize> = (0..us.len())
        .filter(|&j| !has(&d.update_window_dims, j))
        .collect();
    let steps: i64 = scatter_dims.iter().map(|&j| us[j]).product();
    let (body, rargs) =
        super::reduce_many::region_body(ctx, op).ok_or_else(|| fail("a scatter without a body"))?;
    if rargs.len() != 2 {
        return Err(fail("a body that does not take two values"));
    }
    let sl = e.slice(res);
    let roles = e.roles_of(res);
    let origins: Vec<Value> = (0..sl.len())
        .map(|i| super::origin::run_origin(e, op, &roles, &sl, i))
        .collect::<Result<_, _>>()?;
    let ushare = e.slice(operands[2]);
    let (cur0, idx, upd) = (args[0], args[1], args[2]);
    let index = e.b.index_ty();
    let c0 = e.c0;
    let c1 = e.b.index(1);
    let n = e.b.index(steps);
    let lp =
        e.b.add(|ctx, loc| scf::ForOp::build(ctx, c0, n, c1, &[cur0], &[ty], false, loc));
    let lbody = e.b.ctx.create_block();
    let r = e.b.ctx.op(lp.0).regions[0];
    e.b.ctx.append_block(r, lbody);
    let loc = e.b.loc;
    let p = e.b.ctx.add_block_arg(lbody, index, Some(loc));
    let cur = e.b.ctx.add_block_arg(lbody, ty, Some(loc));
    let outer = e.b.block;
    e.b.block = lbody;
    // The update's place among the scatter dimensions (row-major).
    let mut coords = vec![c0; scatter_dims.len()];
    let mut rest = p;
    for (j, &sd) in scatter_dims.iter().enumerate().rev() {
        let ext = e.b.index(us[sd]);
        coords[j] = if j == 0 {
            rest
        } else {
            e.b.value(|ctx, loc| arith::RemuiOp::build(ctx, rest, ext, index, loc))
        };
        if j > 0 {
            rest =
                e.b.value(|ctx, loc| arith::DivuiOp::build(ctx, rest, ext, index, false, loc));
        }
    }
    // Each indexed dimension: its coordinate, within the core's share?
    let ie = elem_of(e.b.ctx, e.b.ctx.value_type(idx));
    let mut valid: Option<Value> = None;
    let mut local: Vec<Option<Value>> = vec![None; os.len()];
    for (i, s) in subs.iter().enumerate() {
        let Err(k) = *s else { continue };
        let mut at: Vec<Value> = coords.clone();
        if ivd < is.len() {
            let kv = e.b.index(k as i64);
            at.insert(ivd, kv);
        }
        let x =
            e.b.value(|ctx, loc| tensor::ExtractOp::build(ctx, idx, &at, ie, loc));
        let c =
            e.b.value(|ctx, loc| arith::IndexCastOp::build(ctx, x, index, loc));
        let lo = origins[i];
        let ext = e.b.index(sl[i]);
        let hi =
            e.b.value(|ctx, loc| arith::AddiOp::build(ctx, lo, ext, index, None, loc));
        let above = cmp(e, SGE, c, lo);
        let below = cmp(e, SLT, c, hi);
        let i1 = e.b.ctx.int(1);
        let both =
            e.b.value(|ctx, loc| arith::AndiOp::build(ctx, above, below, i1, loc));
        valid = Some(match valid {
            Some(v) => {
                e.b.value(|ctx, loc| arith::AndiOp::build(ctx, v, both, i1, loc))
            }
            None => both,
        });
        local[i] = Some(e.b.value(|ctx, loc| arith::SubiOp::build(ctx, c, lo, index, None, loc)));
    }
    let valid = match valid {
        Some(v) => v,
        None => {
            let t = e.b.ctx.int(1);
            e.b.number(t, 1.0)
                .ok_or_else(|| unsupported(e.b.ctx, op, "no i1 constant"))?
        }
    };
    let iff = e.b.add(|ctx, loc| scf::IfOp::build(ctx, valid, &[ty], loc));
    let (then, other) = {
        let ctx = &mut *e.b.ctx;
        let rs = ctx.op(iff.0).regions.clone();
        let t = ctx.create_block();
        ctx.append_block(rs[0], t);
        let f = ctx.create_block();
        ctx.append_block(rs[1], f);
        (t, f)
    };
    e.b.block = other;
    e.b.add(|ctx, loc| scf::YieldOp::build(ctx, &[cur], loc));
    e.b.block = then;
    // The element(s) the update lands on: one along each indexed
    // dimension, the core's window along the others.
    let et = elem_of(e.b.ctx, ty);
    let row: Vec<i64> = subs
        .iter()
        .enumerate()
        .map(|(i, s)| if s.is_err() { 1 } else { sl[i] })
        .collect();
    let dynamic: Vec<Value> = local.iter().flatten().copied().collect();
    let offs: Vec<i64> = local
        .iter()
        .map(|l| if l.is_some() { ir::types::DYNAMIC } else { 0 })
        .collect();
    let rty = tensor_ty(e.b.ctx, &row, et);
    let (so, sz, st) = (
        e.b.i64s(&offs),
        e.b.i64s(&row),
        e.b.i64s(&vec![1; row.len()]),
    );
    let old = e.b.value(|ctx, loc| {
        tensor::ExtractSliceOp::build(ctx, cur, &dynamic, &[], &[], rty, so, sz, st, loc)
    });
    // The update: its place along the scatter dimensions, the window.
    let urow: Vec<i64> = (0..us.len())
        .map(|j| {
            if scatter_dims.contains(&j) {
                1
            } else {
                ushare[j]
            }
        })
        .collect();
    let uoffs: Vec<i64> = (0..us.len())
        .map(|j| {
            if scatter_dims.contains(&j) {
                ir::types::DYNAMIC
            } else {
                0
            }
        })
        .collect();
    let uet = elem_of(e.b.ctx, e.b.ctx.value_type(upd));
    let uty = tensor_ty(e.b.ctx, &urow, uet);
    let (so, sz, st) = (
        e.b.i64s(&uoffs),
        e.b.i64s(&urow),
        e.b.i64s(&vec![1; urow.len()]),
    );
    let new = e.b.value(|ctx, loc| {
        tensor::ExtractSliceOp::build(ctx, upd, &coords, &[], &[], uty, so, sz, st, loc)
    });
    // Combined element by element by the body: the window dimensions of
    // the update follow the operand's, the scatter dimensions are 0.
    let rank = row.len() as u32;
    let umap = AffineMap {
        dims: rank,
        symbols: 0,
        results: (0..us.len())
            .map(|j| match subs.iter().position(|s| *s == Ok(j)) {
                Some(i) => AffineExpr::Dim(i as u32),
                None => AffineExpr::Const(0),
            })
            .collect(),
    };
    let maps = vec![umap, super::memory::identity(row.len())];
    let iters = vec![true; row.len()];
    let (g, blk) = linalg::generic(e.b.ctx, &[new], &[old], &[rty], maps, &iters, loc);
    e.b.ctx.append_op(e.b.block, g);
    let bargs = e.b.ctx.block(blk).args.clone();
    let mut scalar = std::collections::HashMap::new();
    scalar.insert(rargs[0], bargs[1]);
    scalar.insert(rargs[1], bargs[0]);
    let yielded =
        e.b.within(blk, loc, |b| {
            super::reduce_many::translate(b, &body, &mut scalar)
        })
        .map_err(|o| {
            unsupported(
                e.b.ctx,
                o,
                "an op of a scatter body with no scalar form here",
            )
        })?;
    linalg::yield_(e.b.ctx, blk, &yielded, loc);
    let combined = e.b.ctx.result(g, 0);
    let (so, sz, st) = (
        e.b.i64s(&offs),
        e.b.i64s(&row),
        e.b.i64s(&vec![1; row.len()]),
    );
    let put = e.b.value(|ctx, loc| {
        tensor::InsertSliceOp::build(ctx, combined, cur, &dynamic, &[], &[], ty, so, sz, st, loc)
    });
    e.b.add(|ctx, loc| scf::YieldOp::build(ctx, &[put], loc));
    e.b.block = lbody;
    let out = e.b.ctx.result(iff.0, 0);
    e.b.add(|ctx, loc| scf::YieldOp::build(ctx, &[out], loc));
    e.b.block = outer;
    Ok(e.b.ctx.result(lp.0, 0))
}
