//! `stablehlo.sort` on a core, along a dimension each core holds whole:
//! every element's place in the sorted order is counted (how many
//! elements sort before it by the comparator, ties broken by position,
//! so equal keys keep their order), then each result element is the
//! operand element whose place it is. Two `linalg.generic`s over the
//! pairs of positions along the dimension, their bodies the sort's own
//! comparator translated into scalar `arith`: quadratic in the
//! dimension's length, with no data-dependent control, as a dataflow core
//! runs it. Where the cores divide the sorted dimension of the result,
//! each sorts whole and keeps its run.

use super::body::unsupported;
use super::kernel::Emit;
use super::memory::identity;
use super::reduce_many::translate;
use crate::convert::build::{elem_of, int_attr, tensor_ty};
use dialects::arith::ops as arith;
use dialects::linalg::build as linalg;
use ir::affine::{AffineExpr, AffineMap};
use ir::{AttrKind, Diagnostic, Op, Value};
use std::collections::HashMap;

/// The longest dimension sorted: each core compares every pair of its
/// elements (a bitonic network would take n log² n, not yet emitted).
const MAX_SORTED: i64 = 512;

/// `rank` dimensions with dimension `d` replaced by the extra one.
fn across(rank: usize, d: usize) -> AffineMap {
    AffineMap {
        dims: rank as u32 + 1,
        symbols: 0,
        results: (0..rank)
            .map(|k| AffineExpr::Dim(if k == d { rank as u32 } else { k as u32 }))
            .collect(),
    }
}

/// The first `rank` of `rank + 1` dimensions.
fn within(rank: usize) -> AffineMap {
    let mut m = identity(rank);
    m.dims = rank as u32 + 1;
    m
}

pub(super) fn emit(
    e: &mut Emit<'_>,
    op: Op,
    operands: &[Value],
    args: &[Value],
) -> Result<(), Diagnostic> {
    let ctx = &*e.b.ctx;
    let results: Vec<Value> = ctx.op(op).results().iter().collect();
    let d = match ctx.inherent_attr(op, "dimension").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => value.as_i64().unwrap_or(0) as usize,
        _ => 0,
    };
    let (body, rargs) = super::reduce_many::region_body(ctx, op)
        .ok_or_else(|| unsupported(ctx, op, "a sort without a comparator"))?;
    let n = operands.len();
    if rargs.len() != 2 * n || results.len() != n {
        return Err(unsupported(
            ctx,
            op,
            "a comparator that does not take two values an operand",
        ));
    }
    let held = crate::dataflow::dims::shape(ctx, args[0]);
    let full = crate::dataflow::dims::shape(ctx, operands[0]);
    if held.get(d) != full.get(d) {
        return Err(unsupported(
            ctx,
            op,
            "a sort of operands the cores divide along its dimension",
        ));
    }
    if held.get(d).is_some_and(|&m| m > MAX_SORTED) {
        return Err(unsupported(
            ctx,
            op,
            &format!(
                "a sort of {} elements along its dimension: each core compares every pair, so it is emitted for at most {MAX_SORTED}",
                held[d]
            ),
        ));
    }
    let rank = held.len();
    let loc = e.b.loc;
    // Each element's place: the count of elements sorting before it.
    let i64t = e.b.ctx.int(64);
    let i1 = e.b.ctx.int(1);
    let index = e.b.index_ty();
    let pty = tensor_ty(e.b.ctx, &held, i64t);
    let zero =
        e.b.number(i64t, 0.0)
            .ok_or_else(|| unsupported(e.b.ctx, op, "no i64 zero"))?;
    let zeros = super::body::fill(e, op, zero, pty)?;
    // Inputs: each operand at the other position (j), then at this one (i).
    let mut ins = Vec::new();
    let mut maps = Vec::new();
    for &a in &args[..n] {
        ins.push(a);
        maps.push(across(rank, d));
        ins.push(a);
        maps.push(within(rank));
    }
    maps.push(within(rank));
    let mut iters = vec![true; rank];
    iters.push(false);
    let (g, blk) = linalg::generic(e.b.ctx, &ins, &[zeros], &[pty], maps, &iters, loc);
    e.b.ctx.append_op(e.b.block, g);
    let bargs = e.b.ctx.block(blk).args.clone();
    let counted = e.b.within(blk, loc, |b| -> Result<Value, Op> {
        // x_j before x_i, and x_i before x_j, by the comparator.
        let mut before = HashMap::new();
        let mut after = HashMap::new();
        for k in 0..n {
            before.insert(rargs[2 * k], bargs[2 * k]);
            before.insert(rargs[2 * k + 1], bargs[2 * k + 1]);
            after.insert(rargs[2 * k], bargs[2 * k + 1]);
            after.insert(rargs[2 * k + 1], bargs[2 * k]);
        }
        let lt = *translate(b, &body, &mut before)?.first().ok_or(op)?;
        let gt = *translate(b, &body, &mut after)?.first().ok_or(op)?;
        // Equal keys keep their order: j before i when j < i.
        let dj = int_attr(b.ctx, i64t, rank as i64);
        let di = int_attr(b.ctx, i64t, d as i64);
        let j = b.value(|ctx, loc| dialects::linalg::ops::IndexOp::build(ctx, index, dj, loc));
        let i = b.value(|ctx, loc| dialects::linalg::ops::IndexOp::build(ctx, index, di, loc));
        let ult = int_attr(b.ctx, i64t, 6);
        let earlier = b.value(|ctx, loc| arith::CmpiOp::build(ctx, j, i, i1, ult, loc));
        let one = b.number(i1, -1.0).ok_or(op)?;
        let not_lt = b.value(|ctx, loc| arith::XoriOp::build(ctx, lt, one, i1, loc));
        let not_gt = b.value(|ctx, loc| arith::XoriOp::build(ctx, gt, one, i1, loc));
        let tie = b.value(|ctx, loc| arith::AndiOp::build(ctx, not_lt, not_gt, i1, loc));
        let tie = b.value(|ctx, loc| arith::AndiOp::build(ctx, tie, earlier, i1, loc));
        let first = b.value(|ctx, loc| arith::OriOp::build(ctx, lt, tie, i1, loc));
        let c = b.value(|ctx, loc| arith::ExtuiOp::build(ctx, first, i64t, loc));
        let acc = bargs[2 * n];
        Ok(b.value(|ctx, loc| arith::AddiOp::build(ctx, acc, c, i64t, None, loc)))
    });
    let counted = counted
        .map_err(|o| unsupported(e.b.ctx, o, "an op of a comparator with no scalar form here"))?;
    linalg::yield_(e.b.ctx, blk, &[counted], loc);
    let places = e.b.ctx.result(g, 0);
    // Each result element k: the operand element whose place is k.
    for k in 0..n {
        let et = elem_of(e.b.ctx, e.b.ctx.value_type(args[k]));
        let ty = tensor_ty(e.b.ctx, &held, et);
        let maps = vec![across(rank, d), across(rank, d), within(rank)];
        let (g, blk) = linalg::generic(
            e.b.ctx,
            &[places, args[k]],
            &[args[k]],
            &[ty],
            maps,
            &iters,
            loc,
        );
        e.b.ctx.append_op(e.b.block, g);
        let bargs = e.b.ctx.block(blk).args.clone();
        let picked = e.b.within(blk, loc, |b| {
            let di = int_attr(b.ctx, i64t, d as i64);
            let at = b.value(|ctx, loc| dialects::linalg::ops::IndexOp::build(ctx, index, di, loc));
            let at = b.value(|ctx, loc| arith::IndexCastOp::build(ctx, at, i64t, loc));
            let eq = int_attr(b.ctx, i64t, 0);
            let here = b.value(|ctx, loc| arith::CmpiOp::build(ctx, bargs[0], at, i1, eq, loc));
            let (x, acc) = (bargs[1], bargs[2]);
            b.value(|ctx, loc| arith::SelectOp::build(ctx, here, x, acc, et, loc))
        });
        linalg::yield_(e.b.ctx, blk, &[picked], loc);
        let sorted = e.b.ctx.result(g, 0);
        let kept = super::share::share(e, sorted, results[k], &[d]);
        e.names.insert(results[k], kept);
    }
    Ok(())
}
