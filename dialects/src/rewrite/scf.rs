//! `scf` canonicalization as MLIR 22's SCF.cpp does it, for the cases the
//! structure alone decides: `scf.if` on a constant and with unused
//! results, `scf.index_switch` on a constant, and `scf.for` loops that run
//! zero times or once.

use super::ctl;
use crate::native::Natives;
use ir::rewrite::{PatternSet, Rewriter};
use ir::{Block, Context, Op, Region, Value};

/// Adds the scf hooks.
pub fn add(n: &mut Natives) {
    n.canonicalizer("scf.if", |s: &mut PatternSet| {
        ctl::add(s, "scf.if", "ConvertTrivialIfToSelect", if_to_select);
        ctl::add(s, "scf.if", "RemoveStaticCondition", if_static_condition);
        ctl::add(s, "scf.if", "RemoveUnusedResults", if_unused_results);
    })
    .canonicalizer("scf.index_switch", |s: &mut PatternSet| {
        ctl::add(s, "scf.index_switch", "FoldConstantCase", switch_constant_case);
    })
    .canonicalizer("scf.execute_region", |s: &mut PatternSet| {
        ctl::add(s, "scf.execute_region", "SingleBlockExecuteInliner", execute_region_inline);
    })
    .canonicalizer("scf.for", |s: &mut PatternSet| {
        ctl::add(s, "scf.for", "SimplifyTrivialLoops", for_trivial);
    });
}

fn region(ctx: &Context, op: Op, i: usize) -> Option<Region> {
    ctx.op(op).regions.get(i).copied()
}

fn entry(ctx: &Context, r: Region) -> Option<Block> {
    ctx.region(r).blocks.first().copied()
}

/// MLIR's `replaceOpWithRegion`: inlines the region's block before `op`
/// (its arguments bound to `args`) and replaces `op` with what the block's
/// terminator yields.
fn replace_with_region(rw: &mut Rewriter<'_>, op: Op, r: Region, args: &[Value]) -> bool {
    let Some(b) = entry(rw.ctx, r) else { return false };
    let Some(term) = rw.ctx.terminator(b) else { return false };
    if rw.ctx.block(b).args.len() != args.len() {
        return false;
    }
    let results: Vec<Value> = rw.ctx.op(term).operands().collect();
    if results.len() != rw.ctx.op(op).results().len() {
        return false;
    }
    let parent = rw.ctx.op(op).parent;
    let Some(dest) = parent else { return false };
    rw.inline_block_before(b, dest, Some(op), args);
    rw.replace_op(op, &results);
    rw.erase_op(term);
    true
}

fn if_static_condition(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let cond = rw.ctx.op(op).operand(0);
    let Some((_, bits)) = ctl::const_scalar_int(rw.ctx, cond) else {
        return false;
    };
    let (Some(then_r), Some(else_r)) = (region(rw.ctx, op, 0), region(rw.ctx, op, 1)) else {
        return false;
    };
    if bits & 1 == 1 {
        replace_with_region(rw, op, then_r, &[])
    } else if !rw.ctx.region(else_r).blocks.is_empty() {
        replace_with_region(rw, op, else_r, &[])
    } else {
        rw.erase_op(op);
        true
    }
}

/// Sets the operands of `op` to `vals` in place, reporting the change.
fn set_operands(rw: &mut Rewriter<'_>, op: Op, vals: &[Value]) {
    rw.modify(op, |ctx| {
        while ctx.op(op).num_operands() > 0 {
            let last = ctx.op(op).num_operands() - 1;
            ctx.remove_operand(op, last);
        }
        for &v in vals {
            ctx.push_operand(op, v);
        }
    });
}

fn if_unused_results(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let results: Vec<Value> = rw.ctx.op(op).results().iter().collect();
    let used: Vec<usize> = (0..results.len()).filter(|&i| !rw.ctx.use_empty(results[i])).collect();
    if used.len() == results.len() {
        return false;
    }
    let (Some(then_r), Some(else_r)) = (region(rw.ctx, op, 0), region(rw.ctx, op, 1)) else {
        return false;
    };
    let (Some(tb), Some(eb)) = (entry(rw.ctx, then_r), entry(rw.ctx, else_r)) else {
        return false;
    };
    let types: Vec<ir::Type> = used.iter().map(|&i| rw.ctx.value_type(results[i])).collect();
    let cond = rw.ctx.op(op).operand(0);
    let loc = rw.ctx.op(op).loc;
    let name = rw.ctx.ident("scf.if");
    let attrs = rw.ctx.empty_dict();
    let new = rw.ctx.create_op(name, &[cond], &types, attrs, None, &[], 2, loc);
    rw.set_insertion_point_before(op);
    rw.insert(new);
    for (i, src) in [tb, eb].into_iter().enumerate() {
        let Some(r) = region(rw.ctx, new, i) else { return false };
        let b = rw.ctx.create_block();
        rw.ctx.append_block(r, b);
        rw.merge_blocks(src, b, &[]);
        if let Some(y) = rw.ctx.terminator(b) {
            let vals: Vec<Value> = used.iter().map(|&k| rw.ctx.op(y).operand(k)).collect();
            set_operands(rw, y, &vals);
        }
    }
    let mut rep = vec![cond; results.len()];
    for (k, &i) in used.iter().enumerate() {
        rep[i] = rw.ctx.result(new, k);
    }
    rw.replace_op(op, &rep);
    true
}

fn switch_constant_case(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let arg = rw.ctx.op(op).operand(0);
    let Some((w, bits)) = ctl::const_scalar_int(rw.ctx, arg) else {
        return false;
    };
    let v = super::consts::sext(w, bits);
    let cases = rw
        .ctx
        .inherent_attr(op, "cases")
        .and_then(|a| crate::std::dense_array(rw.ctx, a))
        .unwrap_or_default();
    // Region 0 is the default; case i is region i + 1.
    let idx = cases.iter().position(|&c| c as i128 == v).map_or(0, |i| i + 1);
    let Some(r) = region(rw.ctx, op, idx) else { return false };
    let Some(b) = entry(rw.ctx, r) else { return false };
    let Some(term) = rw.ctx.terminator(b) else { return false };
    let results: Vec<Value> = rw.ctx.op(term).operands().collect();
    if results.len() != rw.ctx.op(op).results().len() {
        return false;
    }
    let Some(dest) = rw.ctx.op(op).parent else { return false };
    rw.inline_block_before(b, dest, Some(op), &[]);
    rw.erase_op(term);
    rw.replace_op(op, &results);
    true
}

fn for_trivial(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let operands: Vec<Value> = rw.ctx.op(op).operands().collect();
    if operands.len() < 3 {
        return false;
    }
    let (lb, ub, step) = (operands[0], operands[1], operands[2]);
    let inits = operands[3..].to_vec();
    if lb == ub {
        rw.replace_op(op, &inits);
        return true;
    }
    let unsigned = rw.ctx.inherent_attr(op, "unsignedCmp").is_some();
    let value = |ctx: &mut Context, v: Value| {
        ctl::const_scalar_int(ctx, v).map(|(w, b)| if unsigned { b as i128 } else { super::consts::sext(w, b) })
    };
    let (Some(l), Some(u)) = (value(rw.ctx, lb), value(rw.ctx, ub)) else {
        return false;
    };
    let diff = u - l;
    if diff <= 0 {
        rw.replace_op(op, &inits);
        return true;
    }
    let Some(s) = value(rw.ctx, step) else { return false };
    if s >= diff {
        let Some(r) = region(rw.ctx, op, 0) else { return false };
        let mut args = vec![lb];
        args.extend(inits);
        return replace_with_region(rw, op, r, &args);
    }
    // More than one iteration: an empty body yielding values from outside
    // the loop is those values.
    let Some(r) = region(rw.ctx, op, 0) else { return false };
    let Some(b) = entry(rw.ctx, r) else { return false };
    let ops: Vec<Op> = rw.ctx.block_ops(b).collect();
    if ops.len() != 1 {
        return false;
    }
    let yielded: Vec<Value> = rw.ctx.op(ops[0]).operands().collect();
    let inside = |ctx: &Context, v: Value| match ctx.value(v).def {
        ir::value::ValueDef::Arg(blk, _) => blk == b,
        ir::value::ValueDef::Result(d, _) => ctx.op(d).parent == Some(b),
    };
    if yielded.iter().any(|&v| inside(rw.ctx, v)) || yielded.len() != rw.ctx.op(op).results().len() {
        return false;
    }
    rw.replace_op(op, &yielded);
    true
}

/// A single-block `scf.execute_region` (not marked `no_inline`) is its
/// block, inlined.
fn execute_region_inline(op: Op, rw: &mut Rewriter<'_>) -> bool {
    if rw.ctx.inherent_attr(op, "no_inline").is_some() {
        return false;
    }
    let Some(r) = region(rw.ctx, op, 0) else { return false };
    if rw.ctx.region(r).blocks.len() != 1 {
        return false;
    }
    replace_with_region(rw, op, r, &[])
}

/// The region that directly holds `v`'s definition.
fn value_region(ctx: &Context, v: Value) -> Option<Region> {
    let b = match ctx.value(v).def {
        ir::value::ValueDef::Arg(b, _) => b,
        ir::value::ValueDef::Result(d, _) => ctx.op(d).parent?,
    };
    ctx.block(b).parent
}

/// Yielded values defined outside an `scf.if` become `arith.select`s (or
/// the value itself when both branches yield it); the `scf.if` keeps the
/// rest.
fn if_to_select(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let n = rw.ctx.op(op).results().len();
    if n == 0 {
        return false;
    }
    let (Some(then_r), Some(else_r)) = (region(rw.ctx, op, 0), region(rw.ctx, op, 1)) else {
        return false;
    };
    let (Some(tb), Some(eb)) = (entry(rw.ctx, then_r), entry(rw.ctx, else_r)) else {
        return false;
    };
    let (Some(ty), Some(ey)) = (rw.ctx.terminator(tb), rw.ctx.terminator(eb)) else {
        return false;
    };
    let tv: Vec<Value> = rw.ctx.op(ty).operands().collect();
    let ev: Vec<Value> = rw.ctx.op(ey).operands().collect();
    if tv.len() != n || ev.len() != n {
        return false;
    }
    let inner = |ctx: &Context, t: Value, f: Value| {
        value_region(ctx, t) == Some(then_r) || value_region(ctx, f) == Some(else_r)
    };
    let kept: Vec<usize> = (0..n).filter(|&i| inner(rw.ctx, tv[i], ev[i])).collect();
    if kept.len() == n {
        return false;
    }
    let cond = rw.ctx.op(op).operand(0);
    let loc = rw.ctx.op(op).loc;
    let types: Vec<ir::Type> = kept.iter().map(|&i| rw.ctx.value_type(tv[i])).collect();
    let name = rw.ctx.ident("scf.if");
    let attrs = rw.ctx.empty_dict();
    let new = rw.ctx.create_op(name, &[cond], &types, attrs, None, &[], 2, loc);
    rw.set_insertion_point_before(op);
    rw.insert(new);
    let (Some(nt), Some(ne)) = (region(rw.ctx, new, 0), region(rw.ctx, new, 1)) else {
        return false;
    };
    rw.ctx.move_blocks(then_r, nt, 0);
    rw.ctx.move_blocks(else_r, ne, 0);
    rw.set_insertion_point_before(new);
    let mut results = Vec::with_capacity(n);
    let mut k = 0;
    for i in 0..n {
        if kept.contains(&i) {
            results.push(rw.ctx.result(new, k));
            k += 1;
        } else if tv[i] == ev[i] {
            results.push(tv[i]);
        } else {
            let t = rw.ctx.value_type(tv[i]);
            let sel = super::build(rw, "arith.select", &[cond, tv[i], ev[i]], &[t], &[], loc);
            results.push(rw.ctx.result(sel, 0));
        }
    }
    for (y, vals) in [(ty, &tv), (ey, &ev)] {
        let keep: Vec<Value> = kept.iter().map(|&i| vals[i]).collect();
        let yloc = rw.ctx.op(y).loc;
        rw.set_insertion_point_before(y);
        let ny = super::build(rw, "scf.yield", &keep, &[], &[], yloc);
        let _ = ny;
        rw.erase_op(y);
    }
    rw.replace_op(op, &results);
    true
}
