//! `if` and `case` whose branches only compute (no loops, no effects)
//! become selects between all their branches, computed before them, as
//! XLA's `ConditionalToSelect` does for cheap conditionals: the branches'
//! ops and the values they capture from outside join the program's
//! dataflow, so `fuse` makes kernels of them like any other ops and a
//! dataflow core (which has no host to branch on its behalf) runs them.
//! The selection follows StableHLO: `case` takes branch `i` for index
//! `i`, the last branch for any index out of range.

use crate::convert::hlo_emit::Emit;
use dialects::stablehlo::ops as hlo;
use ir::{Context, Op, TypedOp, Value};

/// Ops a branch may hold and still be computed whether taken or not:
/// everything of StableHLO and CHLO that only computes.
fn computes(ctx: &Context, op: Op) -> bool {
    let name = ctx.op_name(op);
    (name.starts_with("stablehlo.") || name.starts_with("chlo."))
        && !matches!(
            name,
            "stablehlo.while"
                | "stablehlo.custom_call"
                | "stablehlo.infeed"
                | "stablehlo.outfeed"
                | "stablehlo.send"
                | "stablehlo.recv"
                | "stablehlo.optimization_barrier"
        )
}

/// Whether `op` is an `if` or `case` [`rewrite`] takes.
pub(super) fn wanted(ctx: &Context, op: Op) -> bool {
    if hlo::IfOp::cast(ctx, op).is_none() && hlo::CaseOp::cast(ctx, op).is_none() {
        return false;
    }
    let mut stack: Vec<Op> = Vec::new();
    for &r in &ctx.op(op).regions {
        for &b in &ctx.region(r).blocks {
            stack.extend(ctx.block_ops(b));
        }
    }
    while let Some(o) = stack.pop() {
        if !computes(ctx, o) {
            return false;
        }
        for &r in &ctx.op(o).regions {
            for &b in &ctx.region(r).blocks {
                stack.extend(ctx.block_ops(b));
            }
        }
    }
    true
}

/// Each branch's ops copied before `op`; the values each returns.
fn branches(e: &mut Emit<'_>, op: Op) -> Option<Vec<Vec<Value>>> {
    let regions = e.ctx.op(op).regions.clone();
    let mut outs = Vec::new();
    for r in regions {
        let b = *e.ctx.region(r).blocks.first()?;
        let mut map = ir::clone::Mapping::default();
        let ops: Vec<Op> = e.ctx.block_ops(b).collect();
        let mut returned = None;
        for o in ops {
            if hlo::ReturnOp::cast(e.ctx, o).is_some() {
                returned = Some(e.ctx.op(o).operands().map(|v| map.value(v)).collect());
                break;
            }
            let c = ir::clone::clone_op(e.ctx, o, &mut map);
            e.ctx.insert_op_before(e.before, c);
        }
        outs.push(returned?);
    }
    Some(outs)
}

/// The selects replacing `op`'s results (all branches computed before it).
pub(super) fn rewrite(e: &mut Emit<'_>, op: Op) -> Option<Vec<Value>> {
    let sel = e.ctx.op(op).operand(0);
    let n = e.ctx.op(op).results().len();
    let outs = branches(e, op)?;
    if outs.iter().any(|o| o.len() != n) {
        return None;
    }
    let is_if = hlo::IfOp::cast(e.ctx, op).is_some();
    let mut results = outs.last()?.clone();
    for j in (0..outs.len() - 1).rev() {
        // Branch j where the selector says so.
        let c = if is_if {
            sel
        } else {
            let t = e.elem(sel);
            let k = e.full(&[], t, j as f64);
            e.compare("EQ", sel, k)
        };
        for (k, r) in results.iter_mut().enumerate() {
            let s = e.shape(*r);
            let p = if s.is_empty() {
                c
            } else {
                e.broadcast_in_dim(c, &s, &[])
            };
            *r = e.select(p, outs[j][k], *r);
        }
    }
    Some(results)
}
