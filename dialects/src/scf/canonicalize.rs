//! `scf` folding and canonicalization as MLIR 22's `SCF.cpp` does it,
//! plus the generic region-branch patterns MLIR 22 registers for the ops
//! whose regions forward values (`populateRegionBranchOpInterface
//! CanonicalizationPatterns`: make successor inputs dead, merge duplicate
//! ones, erase dead ones), which replaced the per-op unused-result and
//! iter-arg folders.

use super::ops::*;
use crate::util::control_flow;
use dialect_engine::Hooks;
use ir::rewrite::region_branch::{BranchEdge, RegionBranch};
use ir::rewrite::FnPattern;
use ir::rewrite::{Fold, Rewriter};
use ir::value::ValueDef;
use ir::TypedOp;
use ir::{Attribute, Block, Context, Op, Region, Type, Value};

/// Adds the scf hooks.
pub fn add(n: &mut Hooks) {
    n.fold::<IfOp>(fold_if);
    n.canonicalize::<ExecuteRegionOp>(|s| {
        s.add(FnPattern::new(
            ExecuteRegionOp::NAME,
            "SingleBlockExecuteInliner",
            single_block_inliner,
        ));
        s.add(FnPattern::new(
            ExecuteRegionOp::NAME,
            "MultiBlockExecuteInliner",
            multi_block_inliner,
        ));
        ir::rewrite::region_branch::add_patterns(s, ExecuteRegionOp::NAME);
    });
    n.canonicalize::<ForOp>(|s| {
        s.add(FnPattern::new(
            ForOp::NAME,
            "SimplifyTrivialLoops",
            simplify_trivial_loops,
        ));
        ir::rewrite::region_branch::add_patterns(s, ForOp::NAME);
    });
    n.canonicalize::<IfOp>(|s| {
        s.add(FnPattern::new(IfOp::NAME, "CombineIfs", combine_ifs));
        s.add(FnPattern::new(
            IfOp::NAME,
            "CombineNestedIfs",
            combine_nested_ifs,
        ));
        s.add(FnPattern::new(
            IfOp::NAME,
            "ConditionPropagation",
            condition_propagation,
        ));
        s.add(FnPattern::new(
            IfOp::NAME,
            "ConvertTrivialIfToSelect",
            trivial_if_to_select,
        ));
        s.add(FnPattern::new(
            IfOp::NAME,
            "RemoveEmptyElseBranch",
            remove_empty_else,
        ));
        s.add(FnPattern::new(
            IfOp::NAME,
            "RemoveStaticCondition",
            remove_static_condition,
        ));
        s.add(FnPattern::new(
            IfOp::NAME,
            "ReplaceIfYieldWithConditionOrValue",
            replace_yield_with_condition,
        ));
        ir::rewrite::region_branch::add_patterns(s, IfOp::NAME);
    });
    n.canonicalize::<IndexSwitchOp>(|s| {
        s.add(FnPattern::new(
            IndexSwitchOp::NAME,
            "FoldConstantCase",
            fold_constant_case,
        ));
        ir::rewrite::region_branch::add_patterns(s, IndexSwitchOp::NAME);
    });
    n.canonicalize::<ParallelOp>(|s| {
        s.add(FnPattern::new(
            ParallelOp::NAME,
            "ParallelOpSingleOrZeroIterationDimsFolder",
            parallel_single_dims,
        ));
    });
    n.canonicalize::<ForallOp>(|s| {
        s.add(FnPattern::new(
            ForallOp::NAME,
            "ForallOpIterArgsFolder",
            forall_iter_args,
        ));
        s.add(FnPattern::new(
            ForallOp::NAME,
            "ForallOpSingleOrZeroIterationDimsFolder",
            forall_single_dims,
        ));
    });
    n.canonicalize::<WhileOp>(|s| {
        s.add(FnPattern::new(
            WhileOp::NAME,
            "WhileConditionTruth",
            while_condition_truth,
        ));
        ir::rewrite::region_branch::add_patterns(s, WhileOp::NAME);
    });
}

// ----- small accessors -----

fn operands(ctx: &Context, op: Op) -> Vec<Value> {
    ctx.op(op).operands().collect()
}

fn results(ctx: &Context, op: Op) -> Vec<Value> {
    ctx.op(op).results().iter().collect()
}

fn result_types(ctx: &Context, op: Op) -> Vec<Type> {
    ctx.op(op)
        .results()
        .iter()
        .map(|v| ctx.value_type(v))
        .collect()
}

fn region(ctx: &Context, op: Op, i: usize) -> Option<Region> {
    ctx.op(op).regions.get(i).copied()
}

fn entry(ctx: &Context, r: Region) -> Option<Block> {
    ctx.region(r).blocks.first().copied()
}

/// The terminator of the entry block of region `i` of `op`.
fn term_of(ctx: &Context, op: Op, i: usize) -> Option<Op> {
    ctx.terminator(entry(ctx, region(ctx, op, i)?)?)
}

/// The region a value is defined in.
fn value_region(ctx: &Context, v: Value) -> Option<Region> {
    match ctx.value(v).def {
        ValueDef::Arg(b, _) => ctx.block(b).parent,
        ValueDef::Result(op, _) => ctx.parent_region(op),
    }
}

/// Whether `outer` is `r` or holds it (MLIR's `Region::isAncestor`).
fn region_is_ancestor(ctx: &Context, outer: Region, mut r: Region) -> bool {
    loop {
        if r == outer {
            return true;
        }
        let Some(p) = ctx.region(r).parent else {
            return false;
        };
        match ctx.parent_region(p) {
            Some(pr) => r = pr,
            None => return false,
        }
    }
}

/// Whether `op` is `other` or holds it.
fn op_is_ancestor(ctx: &Context, op: Op, mut other: Op) -> bool {
    loop {
        if other == op {
            return true;
        }
        match ctx.parent_op(other) {
            Some(p) => other = p,
            None => return false,
        }
    }
}

/// Whether `v` is defined outside `op` (MLIR's `isDefinedOutsideOfLoop`).
fn defined_outside(ctx: &Context, op: Op, v: Value) -> bool {
    match value_region(ctx, v).and_then(|r| ctx.region(r).parent) {
        Some(p) => !op_is_ancestor(ctx, op, p),
        None => true,
    }
}

fn loc(ctx: &Context, op: Op) -> Attribute {
    ctx.op(op).loc
}

/// Creates `scf.yield vals` at the insertion point.
fn create_yield(rw: &mut Rewriter<'_>, vals: &[Value], loc: Attribute) -> Op {
    rw.create(YieldOp::NAME, vals, &[], None, None, &[], 0, loc)
}

/// Creates an `scf.if` with empty regions at the insertion point.
fn create_if(rw: &mut Rewriter<'_>, types: &[Type], cond: Value, loc: Attribute) -> Op {
    rw.create(IfOp::NAME, &[cond], types, None, None, &[], 2, loc)
}

/// Appends a new empty block to `r`.
fn new_block(ctx: &mut Context, r: Region) -> Block {
    let b = ctx.create_block();
    ctx.append_block(r, b);
    b
}

/// Replaces `op` by the ops of the single block of `r` (its arguments
/// replaced by `args`), its results by the terminator's operands (MLIR's
/// `replaceOpWithRegion`). False (nothing changed) if the shapes are off.
fn replace_op_with_region(rw: &mut Rewriter<'_>, op: Op, r: Region, args: &[Value]) -> bool {
    let ctx = &*rw.ctx;
    let [b] = ctx.region(r).blocks[..] else {
        return false;
    };
    let Some(t) = ctx.terminator(b) else {
        return false;
    };
    let vals = operands(ctx, t);
    if vals.len() != ctx.op(op).results().len() || ctx.block(b).args.len() != args.len() {
        return false;
    }
    let Some(dest) = ctx.op(op).parent else {
        return false;
    };
    rw.inline_block_before(b, dest, Some(op), args);
    // Read again after inlining: a yielded block argument is now its value
    // (MLIR's `replaceOpWithRegion` reads the operands at this point).
    let vals = operands(rw.ctx, t);
    rw.replace_op(op, &vals);
    rw.erase_op(t);
    true
}

// ----- scf.if -----

/// `if (!c) A else B` (with `xori %c, true`) is `if c B else A`.
fn fold_if(ctx: &mut Context, op: Op, _: &[Option<Attribute>]) -> Fold {
    let (Some(then), Some(els)) = (region(ctx, op, 0), region(ctx, op, 1)) else {
        return Fold::None;
    };
    if ctx.region(els).blocks.is_empty() {
        return Fold::None;
    }
    let Some(&cond) = operands(ctx, op).first() else {
        return Fold::None;
    };
    let Some(x) = control_flow::def_op(ctx, cond) else {
        return Fold::None;
    };
    if ctx.op_name(x) != crate::arith::ops::XoriOp::NAME {
        return Fold::None;
    }
    let xo = operands(ctx, x);
    if xo.len() != 2 || !control_flow::is_one(ctx, xo[1]) {
        return Fold::None;
    }
    ctx.set_operand(op, 0, xo[0]);
    // Swap the regions' blocks.
    let tmp = ctx.create_region();
    ctx.move_blocks(then, tmp, 0);
    ctx.move_blocks(els, then, 0);
    ctx.move_blocks(tmp, els, 0);
    Fold::InPlace
}

fn if_parts(ctx: &Context, op: Op) -> Option<(Value, Region, Region)> {
    Some((
        *operands(ctx, op).first()?,
        region(ctx, op, 0)?,
        region(ctx, op, 1)?,
    ))
}

fn remove_static_condition(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some((cond, then, els)) = if_parts(rw.ctx, op) else {
        return false;
    };
    let Some((1, c)) = control_flow::const_scalar_int(rw.ctx, cond) else {
        return false;
    };
    if c != 0 {
        replace_op_with_region(rw, op, then, &[])
    } else if !rw.ctx.region(els).blocks.is_empty() {
        replace_op_with_region(rw, op, els, &[])
    } else {
        rw.erase_op(op);
        true
    }
}

fn remove_empty_else(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some((cond, then, els)) = if_parts(rw.ctx, op) else {
        return false;
    };
    if !rw.ctx.op(op).results().is_empty() {
        return false;
    }
    let Some(eb) = entry(rw.ctx, els) else {
        return false;
    };
    let single = rw
        .ctx
        .block(eb)
        .first
        .is_some_and(|f| rw.ctx.op(f).next.is_none());
    if !single {
        return false;
    }
    let (attrs, props, l) = {
        let d = rw.ctx.op(op);
        (d.attrs, d.props, d.loc)
    };
    let new = rw.create(IfOp::NAME, &[cond], &[], Some(attrs), props, &[], 2, l);
    let Some(nt) = region(rw.ctx, new, 0) else {
        return false;
    };
    rw.inline_region_before(then, nt, 0);
    rw.erase_op(op);
    true
}

fn condition_propagation(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some((cond, then, els)) = if_parts(rw.ctx, op) else {
        return false;
    };
    if ir::rewrite::constant_value(rw.ctx, cond).is_some() {
        return false;
    }
    let i1 = rw.ctx.int(1);
    let l = loc(rw.ctx, op);
    let (mut t, mut f): (Option<Value>, Option<Value>) = (None, None);
    let mut changed = false;
    let uses: Vec<ir::value::Use> = rw.ctx.uses(cond).collect();
    for u in uses {
        let Some(r) = rw.ctx.parent_region(u.op) else {
            continue;
        };
        let k = if region_is_ancestor(rw.ctx, then, r) {
            match t {
                Some(k) => k,
                None => {
                    let a = control_flow::bool_attr(rw.ctx, true);
                    let k = control_flow::constant(rw, a, i1, l);
                    t = Some(k);
                    k
                }
            }
        } else if region_is_ancestor(rw.ctx, els, r) {
            match f {
                Some(k) => k,
                None => {
                    let a = control_flow::bool_attr(rw.ctx, false);
                    let k = control_flow::constant(rw, a, i1, l);
                    f = Some(k);
                    k
                }
            }
        } else {
            continue;
        };
        changed = true;
        rw.set_operand(u.op, u.index as usize, k);
    }
    changed
}

/// The yields ending the then and else regions of an `scf.if` with
/// results.
fn if_yields(ctx: &Context, op: Op) -> Option<(Op, Op)> {
    let t = term_of(ctx, op, 0)?;
    let e = term_of(ctx, op, 1)?;
    let n = ctx.op(op).results().len();
    (ctx.op(t).num_operands() == n && ctx.op(e).num_operands() == n).then_some((t, e))
}

fn trivial_if_to_select(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let n = rw.ctx.op(op).results().len();
    if n == 0 {
        return false;
    }
    let Some((cond, then, els)) = if_parts(rw.ctx, op) else {
        return false;
    };
    let Some((ty, ey)) = if_yields(rw.ctx, op) else {
        return false;
    };
    let tv = operands(rw.ctx, ty);
    let ev = operands(rw.ctx, ey);
    let inside = |ctx: &Context, a: Value, b: Value| {
        value_region(ctx, a) == Some(then) || value_region(ctx, b) == Some(els)
    };
    let non_hoistable: Vec<Type> = (0..n)
        .filter(|&i| inside(rw.ctx, tv[i], ev[i]))
        .map(|i| rw.ctx.value_type(tv[i]))
        .collect();
    if non_hoistable.len() == n {
        return false;
    }
    let l = loc(rw.ctx, op);
    let new = create_if(rw, &non_hoistable, cond, l);
    let (Some(nt), Some(ne)) = (region(rw.ctx, new, 0), region(rw.ctx, new, 1)) else {
        return false;
    };
    rw.inline_region_before(then, nt, 0);
    rw.inline_region_before(els, ne, 0);
    rw.set_insertion_point_before(new);
    let old_results = results(rw.ctx, op);
    let mut repl = Vec::with_capacity(n);
    let (mut ty_vals, mut fy_vals) = (Vec::new(), Vec::new());
    for i in 0..n {
        let (a, b) = (tv[i], ev[i]);
        if value_region(rw.ctx, a) == Some(nt) || value_region(rw.ctx, b) == Some(ne) {
            repl.push(rw.ctx.result(new, ty_vals.len()));
            ty_vals.push(a);
            fy_vals.push(b);
        } else if a == b {
            repl.push(a);
        } else {
            let t = rw.ctx.value_type(a);
            let s = dialect_engine::build::build(
                rw,
                crate::arith::ops::SelectOp::NAME,
                &[cond, a, b],
                &[t],
                &[],
                l,
            );
            repl.push(rw.ctx.result(s, 0));
        }
    }
    debug_assert_eq!(repl.len(), old_results.len());
    for (yield_op, vals) in [(ty, ty_vals), (ey, fy_vals)] {
        let yl = loc(rw.ctx, yield_op);
        let Some(b) = rw.ctx.op(yield_op).parent else {
            continue;
        };
        rw.set_insertion_point_to_end(b);
        create_yield(rw, &vals, yl);
        rw.replace_op(yield_op, &[]);
    }
    rw.replace_op(op, &repl);
    true
}

fn replace_yield_with_condition(op: Op, rw: &mut Rewriter<'_>) -> bool {
    if rw.ctx.op(op).results().is_empty() {
        return false;
    }
    let Some((cond, _, _)) = if_parts(rw.ctx, op) else {
        return false;
    };
    let Some((ty, ey)) = if_yields(rw.ctx, op) else {
        return false;
    };
    let tv = operands(rw.ctx, ty);
    let ev = operands(rw.ctx, ey);
    let res = results(rw.ctx, op);
    let l = loc(rw.ctx, op);
    let i1 = rw.ctx.int(1);
    let mut changed = false;
    for i in 0..res.len() {
        let (a, b, r) = (tv[i], ev[i], res[i]);
        if a == b {
            if !rw.ctx.use_empty(r) {
                rw.replace_all_uses(r, a);
                changed = true;
            }
            continue;
        }
        let (Some((1, x)), Some((1, y))) = (
            control_flow::const_scalar_int(rw.ctx, a),
            control_flow::const_scalar_int(rw.ctx, b),
        ) else {
            continue;
        };
        if x == 0 && y != 0 && !rw.ctx.use_empty(r) {
            let t = control_flow::bool_attr(rw.ctx, true);
            let k = control_flow::constant(rw, t, i1, l);
            let not = dialect_engine::build::build(
                rw,
                crate::arith::ops::XoriOp::NAME,
                &[cond, k],
                &[i1],
                &[],
                l,
            );
            let nv = rw.ctx.result(not, 0);
            rw.replace_all_uses(r, nv);
            changed = true;
        }
        if x != 0 && y == 0 && !rw.ctx.use_empty(r) {
            rw.replace_all_uses(r, cond);
            changed = true;
        }
    }
    changed
}

/// The condition an `scf.if`'s condition negates (`xori %c, true`).
fn negated(ctx: &mut Context, v: Value) -> Option<Value> {
    let x = control_flow::def_op(ctx, v)?;
    if ctx.op_name(x) != crate::arith::ops::XoriOp::NAME {
        return None;
    }
    let xo = operands(ctx, x);
    (xo.len() == 2 && control_flow::is_one(ctx, xo[1])).then_some(xo[0])
}

fn combine_ifs(next: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some(prev) = rw.ctx.op(next).prev else {
        return false;
    };
    if rw.ctx.op_name(prev) != IfOp::NAME {
        return false;
    }
    let (Some((ncond, nthen_r, nelse_r)), Some((pcond, pthen_r, pelse_r))) =
        (if_parts(rw.ctx, next), if_parts(rw.ctx, prev))
    else {
        return false;
    };
    let nthen_b = entry(rw.ctx, nthen_r);
    let nelse_b = entry(rw.ctx, nelse_r);
    let (mut next_then, mut next_else) = (None, None);
    if ncond == pcond {
        next_then = nthen_b;
        next_else = nelse_b;
    }
    if negated(rw.ctx, ncond) == Some(pcond) {
        next_else = nthen_b;
        next_then = nelse_b;
    }
    if negated(rw.ctx, pcond) == Some(ncond) {
        next_else = nthen_b;
        next_then = nelse_b;
    }
    if next_then.is_none() && next_else.is_none() {
        return false;
    }
    let Some(pty) = term_of(rw.ctx, prev, 0) else {
        return false;
    };
    let prev_then_yielded = operands(rw.ctx, pty);
    let prev_else_yielded = match term_of(rw.ctx, prev, 1) {
        Some(t) => operands(rw.ctx, t),
        None => Vec::new(),
    };
    let prev_results = results(rw.ctx, prev);
    for ((&r, &tv), &ev) in prev_results
        .iter()
        .zip(&prev_then_yielded)
        .zip(&prev_else_yielded)
    {
        let uses: Vec<ir::value::Use> = rw.ctx.uses(r).collect();
        for u in uses {
            let Some(ur) = rw.ctx.parent_region(u.op) else {
                continue;
            };
            let in_block = |ctx: &Context, b: Option<Block>| {
                b.and_then(|b| ctx.block(b).parent)
                    .is_some_and(|br| region_is_ancestor(ctx, br, ur))
            };
            if in_block(rw.ctx, next_then) {
                rw.set_operand(u.op, u.index as usize, tv);
            } else if in_block(rw.ctx, next_else) {
                rw.set_operand(u.op, u.index as usize, ev);
            }
        }
    }
    let mut merged = result_types(rw.ctx, prev);
    merged.extend(result_types(rw.ctx, next));
    let l = loc(rw.ctx, next);
    let combined = create_if(rw, &merged, pcond, l);
    let (Some(ct), Some(ce)) = (region(rw.ctx, combined, 0), region(rw.ctx, combined, 1)) else {
        return false;
    };
    rw.inline_region_before(pthen_r, ct, 0);
    if let Some(nt) = next_then {
        if let (Some(cb), Some(y2)) = (entry(rw.ctx, ct), rw.ctx.terminator(nt)) {
            if let Some(y1) = rw.ctx.terminator(cb) {
                let y2l = loc(rw.ctx, y2);
                rw.merge_blocks(nt, cb, &[]);
                rw.set_insertion_point_to_end(cb);
                let mut vals = operands(rw.ctx, y1);
                vals.extend(operands(rw.ctx, y2));
                create_yield(rw, &vals, y2l);
                rw.erase_op(y1);
                rw.erase_op(y2);
            }
        }
    }
    rw.inline_region_before(pelse_r, ce, 0);
    if let Some(ne) = next_else {
        if rw.ctx.region(ce).blocks.is_empty() {
            if let Some(ner) = rw.ctx.block(ne).parent {
                rw.inline_region_before(ner, ce, 0);
            }
        } else if let (Some(cb), Some(y2)) = (entry(rw.ctx, ce), rw.ctx.terminator(ne)) {
            if let Some(y1) = rw.ctx.terminator(cb) {
                let y2l = loc(rw.ctx, y2);
                rw.merge_blocks(ne, cb, &[]);
                rw.set_insertion_point_to_end(cb);
                let mut vals = operands(rw.ctx, y1);
                vals.extend(operands(rw.ctx, y2));
                create_yield(rw, &vals, y2l);
                rw.erase_op(y1);
                rw.erase_op(y2);
            }
        }
    }
    let all = results(rw.ctx, combined);
    let np = prev_results.len();
    rw.replace_op(prev, &all[..np]);
    rw.replace_op(next, &all[np..]);
    true
}

/// Whether `b` holds exactly one op.
fn single_op(ctx: &Context, b: Block) -> bool {
    ctx.block(b).first.is_some_and(|f| ctx.op(f).next.is_none())
}

fn combine_nested_ifs(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some((cond, then, els)) = if_parts(rw.ctx, op) else {
        return false;
    };
    let Some(tb) = entry(rw.ctx, then) else {
        return false;
    };
    // The nested `if` must be the only op before the terminator.
    let Some(nested) = rw.ctx.block(tb).first else {
        return false;
    };
    let Some(outer_yield) = rw.ctx.terminator(tb) else {
        return false;
    };
    if rw.ctx.op(nested).next != Some(outer_yield) || rw.ctx.op_name(nested) != IfOp::NAME {
        return false;
    }
    let eb = entry(rw.ctx, els);
    if eb.is_some_and(|b| !single_op(rw.ctx, b)) {
        return false;
    }
    let Some((ncond, nthen, nels)) = if_parts(rw.ctx, nested) else {
        return false;
    };
    if entry(rw.ctx, nels).is_some_and(|b| !single_op(rw.ctx, b)) {
        return false;
    }
    let mut then_yield = operands(rw.ctx, outer_yield);
    let else_yield = match eb.and_then(|b| rw.ctx.terminator(b)) {
        Some(t) => operands(rw.ctx, t),
        None => Vec::new(),
    };
    let nested_then_y = term_of(rw.ctx, nested, 0).map(|t| operands(rw.ctx, t));
    let nested_else_y = term_of(rw.ctx, nested, 1).map(|t| operands(rw.ctx, t));
    let mut to_select = Vec::new();
    for (i, slot) in then_yield.iter_mut().enumerate() {
        let v = *slot;
        if let ValueDef::Result(d, k) = rw.ctx.value(v).def {
            if d == nested {
                let k = k as usize;
                let (Some(ne), Some(nt)) = (&nested_else_y, &nested_then_y) else {
                    return false;
                };
                if ne.get(k) != else_yield.get(i) {
                    return false;
                }
                let Some(&tv) = nt.get(k) else {
                    return false;
                };
                *slot = tv;
                continue;
            }
        }
        if value_region(rw.ctx, v) == Some(then) {
            return false;
        }
        if i >= else_yield.len() {
            return false;
        }
        to_select.push(i);
    }
    let Some(ntb) = entry(rw.ctx, nthen) else {
        return false;
    };
    let Some(nested_yield) = rw.ctx.terminator(ntb) else {
        return false;
    };
    let l = loc(rw.ctx, op);
    let i1 = rw.ctx.int(1);
    let and = dialect_engine::build::build(
        rw,
        crate::arith::ops::AndiOp::NAME,
        &[cond, ncond],
        &[i1],
        &[],
        l,
    );
    let new_cond = rw.ctx.result(and, 0);
    let types = result_types(rw.ctx, op);
    let new = create_if(rw, &types, new_cond, l);
    let (Some(nr_then), Some(nr_else)) = (region(rw.ctx, new, 0), region(rw.ctx, new, 1)) else {
        return false;
    };
    let new_block = new_block(rw.ctx, nr_then);
    let mut repl = results(rw.ctx, new);
    rw.set_insertion_point_before(new);
    for &i in &to_select {
        let ty = rw.ctx.value_type(then_yield[i]);
        let s = dialect_engine::build::build(
            rw,
            crate::arith::ops::SelectOp::NAME,
            &[cond, then_yield[i], else_yield[i]],
            &[ty],
            &[],
            l,
        );
        repl[i] = rw.ctx.result(s, 0);
    }
    rw.merge_blocks(ntb, new_block, &[]);
    rw.set_insertion_point_to_end(new_block);
    let nyl = loc(rw.ctx, nested_yield);
    create_yield(rw, &then_yield, nyl);
    rw.replace_op(nested_yield, &[]);
    if !else_yield.is_empty() {
        let b = new_block_in(rw, nr_else);
        rw.set_insertion_point_to_end(b);
        create_yield(rw, &else_yield, l);
    }
    rw.replace_op(op, &repl);
    true
}

fn new_block_in(rw: &mut Rewriter<'_>, r: Region) -> Block {
    new_block(rw.ctx, r)
}

// ----- scf.execute_region -----

fn no_inline(ctx: &Context, op: Op) -> bool {
    ctx.inherent_attr(op, "no_inline").is_some()
}

fn single_block_inliner(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some(r) = region(rw.ctx, op, 0) else {
        return false;
    };
    if rw.ctx.region(r).blocks.len() != 1 || no_inline(rw.ctx, op) {
        return false;
    }
    replace_op_with_region(rw, op, r, &[])
}

fn multi_block_inliner(_op: Op, _rw: &mut Rewriter<'_>) -> bool {
    // Inlining a multi-block region into a function splits the parent
    // block; not done yet.
    false
}

// ----- scf.index_switch -----

fn fold_constant_case(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some(&arg) = operands(rw.ctx, op).first() else {
        return false;
    };
    let Some((w, bits)) = control_flow::const_scalar_int(rw.ctx, arg) else {
        return false;
    };
    let v = ir::constant::sext(w, bits);
    let cases = rw
        .ctx
        .inherent_attr(op, "cases")
        .and_then(|a| ir::dense_array::to_i64s(rw.ctx, a))
        .unwrap_or_default();
    let idx = cases
        .iter()
        .position(|&c| c as i128 == v)
        .map_or(0, |i| i + 1);
    let Some(r) = region(rw.ctx, op, idx) else {
        return false;
    };
    let Some(b) = entry(rw.ctx, r) else {
        return false;
    };
    let Some(t) = rw.ctx.terminator(b) else {
        return false;
    };
    let vals = operands(rw.ctx, t);
    if vals.len() != rw.ctx.op(op).results().len() || !rw.ctx.block(b).args.is_empty() {
        return false;
    }
    let Some(dest) = rw.ctx.op(op).parent else {
        return false;
    };
    rw.inline_block_before(b, dest, Some(op), &[]);
    rw.erase_op(t);
    rw.replace_op(op, &vals);
    true
}

// ----- scf.for -----

/// `ub - lb` when known: both constant, or `ub = addi lb, C` with the
/// no-wrap flag of the comparison's signedness.
fn ub_minus_lb(
    ctx: &mut Context,
    lb: Value,
    ub: Value,
    unsigned: bool,
) -> Option<(u32, i128, bool)> {
    if let (Some((w, l)), Some((_, u))) = (
        control_flow::const_scalar_int(ctx, lb),
        control_flow::const_scalar_int(ctx, ub),
    ) {
        let (ls, us) = (ir::constant::sext(w, l), ir::constant::sext(w, u));
        let zero = if unsigned { l >= u } else { ls >= us };
        let diff = ir::constant::sext(w, u.wrapping_sub(l) & ir::constant::mask(w));
        return Some((w, diff, zero));
    }
    let add = control_flow::def_op(ctx, ub)?;
    if ctx.op_name(add) != crate::arith::ops::AddiOp::NAME {
        return None;
    }
    let ao = operands(ctx, add);
    if ao.len() != 2 || ao[0] != lb {
        return None;
    }
    let need = if unsigned { "nuw" } else { "nsw" };
    if !overflow_has(ctx, add, need) {
        return None;
    }
    let (w, d) = control_flow::const_scalar_int(ctx, ao[1])?;
    let ds = ir::constant::sext(w, d);
    let zero = ds == 0 || (!unsigned && ds < 0);
    Some((w, ds, zero))
}

/// Whether `op`'s `#arith.overflow<...>` flags include `flag`.
fn overflow_has(ctx: &Context, op: Op, flag: &str) -> bool {
    let Some(a) = ctx.inherent_attr(op, "overflowFlags") else {
        return false;
    };
    match ctx.attr_kind(a) {
        ir::AttrKind::Opaque { data, .. } => data
            .strip_prefix("overflow<")
            .and_then(|d| d.strip_suffix('>'))
            .is_some_and(|d| d.split([',', '|']).any(|p| p.trim() == flag)),
        _ => false,
    }
}

fn simplify_trivial_loops(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let ops = operands(rw.ctx, op);
    if ops.len() < 3 {
        return false;
    }
    let (lb, ub, step) = (ops[0], ops[1], ops[2]);
    let inits = ops[3..].to_vec();
    if inits.len() != rw.ctx.op(op).results().len() {
        return false;
    }
    if lb == ub {
        rw.replace_op(op, &inits);
        return true;
    }
    let unsigned = rw.ctx.inherent_attr(op, "unsignedCmp").is_some();
    // A constant step that is not positive runs no iteration mlir-opt 22
    // counts, whatever the bounds (checked against mlir-opt).
    if let Some((w, s)) = control_flow::const_scalar_int(rw.ctx, step) {
        let s = if unsigned {
            s as i128
        } else {
            ir::constant::sext(w, s)
        };
        if s <= 0 {
            rw.replace_op(op, &inits);
            return true;
        }
    }
    let Some((w, diff, zero)) = ub_minus_lb(rw.ctx, lb, ub, unsigned) else {
        return false;
    };
    if zero {
        rw.replace_op(op, &inits);
        return true;
    }
    let Some((_, s)) = control_flow::const_scalar_int(rw.ctx, step) else {
        return false;
    };
    let one_iter = if unsigned {
        s >= (diff as u128 & ir::constant::mask(w))
    } else {
        ir::constant::sext(w, s) >= diff
    };
    let Some(body) = region(rw.ctx, op, 0) else {
        return false;
    };
    if one_iter {
        let mut args = vec![lb];
        args.extend(&inits);
        return replace_op_with_region(rw, op, body, &args);
    }
    let Some(b) = entry(rw.ctx, body) else {
        return false;
    };
    if !single_op(rw.ctx, b) {
        return false;
    }
    let Some(y) = rw.ctx.terminator(b) else {
        return false;
    };
    let yielded = operands(rw.ctx, y);
    if yielded.len() != inits.len() || yielded.iter().any(|&v| !defined_outside(rw.ctx, op, v)) {
        return false;
    }
    rw.replace_op(op, &yielded);
    true
}

// ----- scf.while -----

fn while_condition_truth(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some(cond_op) = term_of(rw.ctx, op, 0) else {
        return false;
    };
    let Some(after) = region(rw.ctx, op, 1).and_then(|r| entry(rw.ctx, r)) else {
        return false;
    };
    let co = operands(rw.ctx, cond_op);
    let Some((&c, args)) = co.split_first() else {
        return false;
    };
    let after_args = rw.ctx.block(after).args.clone();
    let l = loc(rw.ctx, op);
    let mut k: Option<Value> = None;
    let mut replaced = false;
    for (&a, &ba) in args.iter().zip(&after_args) {
        if a != c || rw.ctx.use_empty(ba) {
            continue;
        }
        let kv = match k {
            Some(kv) => kv,
            None => {
                let t = rw.ctx.value_type(c);
                let attr = control_flow::bool_attr(rw.ctx, true);
                let kv = control_flow::constant(rw, attr, t, l);
                k = Some(kv);
                kv
            }
        };
        rw.replace_all_uses(ba, kv);
        replaced = true;
    }
    replaced
}

// ----- scf.parallel -----

/// The trip count of a loop with constant bounds (MLIR's
/// `constantTripCount`, signed).
fn trip_count(ctx: &mut Context, lb: Value, ub: Value, step: Value) -> Option<i128> {
    if lb == ub {
        return Some(0);
    }
    let (w, l) = control_flow::const_scalar_int(ctx, lb)?;
    let (_, u) = control_flow::const_scalar_int(ctx, ub)?;
    let (_, s) = control_flow::const_scalar_int(ctx, step)?;
    let (l, u, s) = (
        ir::constant::sext(w, l),
        ir::constant::sext(w, u),
        ir::constant::sext(w, s),
    );
    if u <= l {
        return Some(0);
    }
    if s <= 0 {
        return None;
    }
    Some((u - l + s - 1) / s)
}

fn parallel_single_dims(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some(segs) = ir::segments::sizes(rw.ctx, op, "operandSegmentSizes") else {
        return false;
    };
    let [n, n2, n3, ni] = segs[..] else {
        return false;
    };
    let ops = operands(rw.ctx, op);
    if n != n2 || n != n3 || ops.len() != n * 3 + ni {
        return false;
    }
    let (lbs, ubs, steps, inits) = (
        ops[..n].to_vec(),
        ops[n..2 * n].to_vec(),
        ops[2 * n..3 * n].to_vec(),
        ops[3 * n..].to_vec(),
    );
    let Some(body_r) = region(rw.ctx, op, 0) else {
        return false;
    };
    let Some(body) = entry(rw.ctx, body_r) else {
        return false;
    };
    let ivs = rw.ctx.block(body).args.clone();
    if ivs.len() != n || inits.len() != rw.ctx.op(op).results().len() {
        return false;
    }
    let mut map = ir::clone::Mapping::default();
    let (mut nl, mut nu, mut ns) = (Vec::new(), Vec::new(), Vec::new());
    let mut single = Vec::new();
    for i in 0..n {
        match trip_count(rw.ctx, lbs[i], ubs[i], steps[i]) {
            Some(0) => {
                rw.replace_op(op, &inits);
                return true;
            }
            Some(1) => {
                single.push(i);
                continue;
            }
            _ => {}
        }
        nl.push(lbs[i]);
        nu.push(ubs[i]);
        ns.push(steps[i]);
    }
    if nl.len() == n {
        return false;
    }
    for &i in &single {
        map.values.insert(ivs[i], lbs[i]);
    }
    let l = loc(rw.ctx, op);
    if nl.is_empty() {
        // Inline the body and the reductions.
        let Some(reduce) = rw.ctx.terminator(body) else {
            return false;
        };
        if rw.ctx.op_name(reduce) != ReduceOp::NAME {
            return false;
        }
        let red_ops = operands(rw.ctx, reduce);
        let red_regions: Vec<Region> = rw.ctx.op(reduce).regions.to_vec();
        if red_regions.len() != red_ops.len() || red_ops.len() != inits.len() {
            return false;
        }
        let body_ops: Vec<Op> = rw.ctx.block_ops(body).filter(|&o| o != reduce).collect();
        for o in body_ops {
            let c = ir::clone::clone_op(rw.ctx, o, &mut map);
            rw.insert(c);
        }
        let mut res = Vec::new();
        for (i, &rr) in red_regions.iter().enumerate() {
            let Some(rb) = entry(rw.ctx, rr) else {
                return false;
            };
            let rargs = rw.ctx.block(rb).args.clone();
            if rargs.len() != 2 {
                return false;
            }
            map.values.insert(rargs[0], inits[res.len()]);
            let v = map.value(red_ops[i]);
            map.values.insert(rargs[1], v);
            let Some(rt) = rw.ctx.terminator(rb) else {
                return false;
            };
            let rops: Vec<Op> = rw.ctx.block_ops(rb).filter(|&o| o != rt).collect();
            for o in rops {
                let c = ir::clone::clone_op(rw.ctx, o, &mut map);
                rw.insert(c);
            }
            let Some(&rv) = operands(rw.ctx, rt).first() else {
                return false;
            };
            res.push(map.value(rv));
        }
        rw.replace_op(op, &res);
        return true;
    }
    let k = nl.len();
    let mut new_ops = nl;
    new_ops.extend(nu);
    new_ops.extend(ns);
    new_ops.extend(&inits);
    let seg = control_flow::i32_array(rw.ctx, &[k, k, k, inits.len()]);
    let key = rw.ctx.ident("operandSegmentSizes");
    let props = rw.ctx.dictionary(vec![(key, seg)]).ok();
    let types = result_types(rw.ctx, op);
    let new = rw.create(ParallelOp::NAME, &new_ops, &types, None, props, &[], 1, l);
    let Some(nr) = region(rw.ctx, new, 0) else {
        return false;
    };
    ir::clone::clone_region_into(rw.ctx, body_r, nr, 0, &mut map);
    let res = results(rw.ctx, new);
    rw.replace_op(op, &res);
    true
}

// ----- scf.forall -----

/// A loop bound: static or an operand.
#[derive(Copy, Clone)]
enum Mixed {
    Static(i64),
    Dynamic(Value),
}

/// MLIR's `ShapedType::kDynamic`.
const DYNAMIC: i64 = i64::MIN;

/// The lower bounds, upper bounds, steps (per dimension) and outputs of
/// an `scf.forall`.
#[allow(clippy::type_complexity)]
fn forall_bounds(ctx: &Context, op: Op) -> Option<([Vec<Mixed>; 3], Vec<Value>)> {
    let segs = ir::segments::sizes(ctx, op, "operandSegmentSizes")?;
    let [a, b, c, d] = segs[..] else {
        return None;
    };
    let ops = operands(ctx, op);
    if ops.len() != a + b + c + d {
        return None;
    }
    let mut groups = Vec::new();
    let mut at = 0;
    for (name, n) in [
        ("staticLowerBound", a),
        ("staticUpperBound", b),
        ("staticStep", c),
    ] {
        let st = ir::dense_array::to_i64s(ctx, ctx.inherent_attr(op, name)?)?;
        let mut dynamic = ops[at..at + n].iter();
        at += n;
        let mut g = Vec::new();
        for v in st {
            g.push(if v == DYNAMIC {
                Mixed::Dynamic(*dynamic.next()?)
            } else {
                Mixed::Static(v)
            });
        }
        if dynamic.next().is_some() {
            return None;
        }
        groups.push(g);
    }
    let [l, u, s]: [Vec<Mixed>; 3] = groups.try_into().ok()?;
    if l.len() != u.len() || l.len() != s.len() {
        return None;
    }
    Some(([l, u, s], ops[at..].to_vec()))
}

fn mixed_const(ctx: &mut Context, m: Mixed) -> Option<i128> {
    match m {
        Mixed::Static(v) => Some(v as i128),
        Mixed::Dynamic(v) => {
            let (w, b) = control_flow::const_scalar_int(ctx, v)?;
            Some(ir::constant::sext(w, b))
        }
    }
}

/// MLIR's `constantTripCount` on mixed bounds.
fn mixed_trip_count(ctx: &mut Context, l: Mixed, u: Mixed, s: Mixed) -> Option<i128> {
    if let (Mixed::Dynamic(a), Mixed::Dynamic(b)) = (l, u) {
        if a == b {
            return Some(0);
        }
    }
    let (l, u, s) = (
        mixed_const(ctx, l)?,
        mixed_const(ctx, u)?,
        mixed_const(ctx, s)?,
    );
    if u <= l {
        return Some(0);
    }
    if s <= 0 {
        return None;
    }
    Some((u - l + s - 1) / s)
}

/// A value for a mixed bound: its operand, or a new index constant.
fn mixed_value(rw: &mut Rewriter<'_>, m: Mixed, loc: Attribute) -> Value {
    match m {
        Mixed::Dynamic(v) => v,
        Mixed::Static(c) => {
            let ty = rw.ctx.index_type();
            let a = rw.ctx.attr(ir::AttrKind::Integer {
                ty,
                value: ir::IntValue::Small(c),
            });
            control_flow::constant(rw, a, ty, loc)
        }
    }
}

/// Whether a forall body can be inlined: no outputs, nothing in its
/// `in_parallel` terminator.
fn can_promote(ctx: &Context, body: Block, outs: &[Value]) -> bool {
    let Some(t) = ctx.terminator(body) else {
        return false;
    };
    outs.is_empty()
        && !ctx.op(t).regions.iter().any(|&r| {
            ctx.region(r)
                .blocks
                .iter()
                .any(|&b| ctx.block(b).first.is_some())
        })
}

/// A new `scf.forall` before `op` with `op`'s attributes and location and
/// an empty body region, which it returns too.
fn forall_like(
    rw: &mut Rewriter<'_>,
    op: Op,
    operands: &[Value],
    types: &[Type],
    props: Attribute,
) -> Option<(Op, Region)> {
    let attrs = rw.ctx.op(op).attrs;
    let l = loc(rw.ctx, op);
    rw.set_insertion_point_before(op);
    let new = rw.create(
        ForallOp::NAME,
        operands,
        types,
        Some(attrs),
        Some(props),
        &[],
        1,
        l,
    );
    Some((new, region(rw.ctx, new, 0)?))
}

/// The ops of a forall's `in_parallel` terminator that insert into
/// shared output `arg` (MLIR's `getCombiningOps`).
fn combining_ops(ctx: &Context, term: Op, arg: Value) -> Vec<Op> {
    let mut out = Vec::new();
    for &r in ctx.op(term).regions.iter() {
        for &b in ctx.region(r).blocks.iter() {
            for o in ctx.block_ops(b) {
                // tensor.parallel_insert_slice: (source, dest, ...).
                if ctx.op_name(o) == crate::tensor::ops::ParallelInsertSliceOp::NAME
                    && ctx.op(o).operands().nth(1) == Some(arg)
                {
                    out.push(o);
                }
            }
        }
    }
    out
}

/// MLIR's `ForallOpIterArgsFolder`: a shared output whose result is unused
/// or that nothing inserts into is dropped; its insertions go, the body
/// reads the initial tensor instead and the result is replaced by it.
fn forall_iter_args(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some(([lbs, _, _], outs)) = forall_bounds(rw.ctx, op) else {
        return false;
    };
    let Some(body) = region(rw.ctx, op, 0).and_then(|r| entry(rw.ctx, r)) else {
        return false;
    };
    let Some(term) = rw.ctx.terminator(body) else {
        return false;
    };
    let res = results(rw.ctx, op);
    let args = rw.ctx.block(body).args.clone();
    let rank = lbs.len();
    if args.len() != rank + outs.len() || outs.len() != res.len() {
        return false;
    }
    let dropped: Vec<bool> = (0..res.len())
        .map(|i| {
            rw.ctx.uses(res[i]).next().is_none()
                || combining_ops(rw.ctx, term, args[rank + i]).is_empty()
        })
        .collect();
    if !dropped.contains(&true) {
        return false;
    }
    for i in (0..res.len()).filter(|&i| dropped[i]) {
        for c in combining_ops(rw.ctx, term, args[rank + i]) {
            rw.erase_op(c);
        }
    }
    let kept: Vec<usize> = (0..res.len()).filter(|&i| !dropped[i]).collect();
    // The new op: the old operands less the dropped outputs.
    let all = operands(rw.ctx, op);
    let n_control = all.len() - outs.len();
    let mut new_ops = all[..n_control].to_vec();
    new_ops.extend(kept.iter().map(|&i| outs[i]));
    let Some(segs) = ir::segments::sizes(rw.ctx, op, "operandSegmentSizes") else {
        return false;
    };
    let seg = control_flow::i32_array(rw.ctx, &[segs[0], segs[1], segs[2], kept.len()]);
    let seg_name = rw.ctx.ident("operandSegmentSizes");
    let mut props: Vec<(ir::Ident, Attribute)> = match rw.ctx.op(op).props {
        Some(p) => rw.ctx.dict_entries(p).to_vec(),
        None => Vec::new(),
    };
    props.retain(|&(k, _)| k != seg_name);
    props.push((seg_name, seg));
    let Ok(props) = rw.ctx.dictionary(props) else {
        return false;
    };
    let l = loc(rw.ctx, op);
    let types: Vec<Type> = kept.iter().map(|&i| rw.ctx.value_type(res[i])).collect();
    let Some((new, nr)) = forall_like(rw, op, &new_ops, &types, props) else {
        return false;
    };
    // The new body's arguments carry the op's location, as MLIR's builder
    // makes them.
    let nb = rw.ctx.create_block();
    rw.ctx.append_block(nr, nb);
    let mut repl = Vec::with_capacity(args.len());
    for &a in &args[..rank] {
        let ty = rw.ctx.value_type(a);
        repl.push(rw.ctx.add_block_arg(nb, ty, Some(l)));
    }
    for i in 0..res.len() {
        if dropped[i] {
            repl.push(outs[i]);
        } else {
            let ty = rw.ctx.value_type(args[rank + i]);
            repl.push(rw.ctx.add_block_arg(nb, ty, Some(l)));
        }
    }
    rw.merge_blocks(body, nb, &repl);
    let new_res = results(rw.ctx, new);
    for (&i, &v) in kept.iter().zip(&new_res) {
        rw.replace_all_uses(res[i], v);
    }
    for i in (0..res.len()).filter(|&i| dropped[i]) {
        rw.replace_all_uses(res[i], outs[i]);
    }
    rw.erase_op(op);
    true
}

fn forall_single_dims(op: Op, rw: &mut Rewriter<'_>) -> bool {
    if let Some(m) = rw.ctx.inherent_attr(op, "mapping") {
        if !matches!(rw.ctx.attr_kind(m), ir::AttrKind::Array(a) if a.is_empty()) {
            return false;
        }
    }
    let Some(([lbs, ubs, steps], outs)) = forall_bounds(rw.ctx, op) else {
        return false;
    };
    let Some(body_r) = region(rw.ctx, op, 0) else {
        return false;
    };
    let Some(body) = entry(rw.ctx, body_r) else {
        return false;
    };
    let args = rw.ctx.block(body).args.clone();
    let rank = lbs.len();
    if args.len() != rank + outs.len() || outs.len() != rw.ctx.op(op).results().len() {
        return false;
    }
    let l = loc(rw.ctx, op);
    let trips: Vec<Option<i128>> = (0..rank)
        .map(|i| mixed_trip_count(rw.ctx, lbs[i], ubs[i], steps[i]))
        .collect();
    let first_zero = trips.iter().position(|&t| t == Some(0));
    let kept: Vec<usize> = (0..rank).filter(|&i| trips[i] != Some(1)).collect();
    if first_zero.is_none() {
        if kept.len() == rank {
            return false;
        }
        if kept.is_empty() && !can_promote(rw.ctx, body, &outs) {
            return false;
        }
    }
    let mut map = ir::clone::Mapping::default();
    for i in 0..first_zero.unwrap_or(rank) {
        if trips[i] == Some(1) {
            let v = mixed_value(rw, lbs[i], l);
            map.values.insert(args[i], v);
        }
    }
    if first_zero.is_some() {
        rw.replace_op(op, &outs);
        return true;
    }
    if kept.is_empty() {
        // Inline the body (only without outputs: no insertions to turn
        // into `tensor.insert_slice`).
        let Some(t) = rw.ctx.terminator(body) else {
            return false;
        };
        // MLIR's `promote` makes the lower bounds again.
        let repl: Vec<Value> = lbs.iter().map(|&b| mixed_value(rw, b, l)).collect();
        let Some(dest) = rw.ctx.op(op).parent else {
            return false;
        };
        rw.inline_block_before(body, dest, Some(op), &repl);
        rw.replace_op(op, &[]);
        rw.erase_op(t);
        return true;
    }
    let mut dyn_ops: [Vec<Value>; 3] = Default::default();
    let mut statics: [Vec<i64>; 3] = Default::default();
    for (g, list) in [&lbs, &ubs, &steps].into_iter().enumerate() {
        for &i in &kept {
            match list[i] {
                Mixed::Static(c) => statics[g].push(c),
                Mixed::Dynamic(v) => {
                    statics[g].push(DYNAMIC);
                    dyn_ops[g].push(v);
                }
            }
        }
    }
    let mut new_ops = Vec::new();
    for d in &dyn_ops {
        new_ops.extend(d);
    }
    new_ops.extend(&outs);
    let mut props: Vec<(ir::Ident, Attribute)> = Vec::new();
    let skip = [
        "operandSegmentSizes",
        "staticLowerBound",
        "staticUpperBound",
        "staticStep",
    ];
    if let Some(p) = rw.ctx.op(op).props {
        for &(k, v) in rw.ctx.dict_entries(p) {
            if !skip.contains(&rw.ctx.str(k)) {
                props.push((k, v));
            }
        }
    }
    for (name, st) in skip[1..].iter().zip(&statics) {
        let a = ir::dense_array::from_i64s(rw.ctx, 64, st);
        props.push((rw.ctx.ident(name), a));
    }
    let seg = control_flow::i32_array(
        rw.ctx,
        &[
            dyn_ops[0].len(),
            dyn_ops[1].len(),
            dyn_ops[2].len(),
            outs.len(),
        ],
    );
    props.push((rw.ctx.ident("operandSegmentSizes"), seg));
    let Ok(props) = rw.ctx.dictionary(props) else {
        return false;
    };
    let types = result_types(rw.ctx, op);
    let Some((new, nr)) = forall_like(rw, op, &new_ops, &types, props) else {
        return false;
    };
    ir::clone::clone_region_into(rw.ctx, body_r, nr, 0, &mut map);
    let res = results(rw.ctx, new);
    rw.replace_op(op, &res);
    true
}

// ----- region-branch interface -----

/// The edges of the scf ops, per MLIR 22's `RegionBranchOpInterface` of
/// each: what the generic region-branch canonicalizations
/// (`ir::rewrite::region_branch`) rewrite.
pub(super) struct ScfBranches;

impl RegionBranch for ScfBranches {
    fn edges(&self, ctx: &Context, op: Op) -> Option<Vec<BranchEdge>> {
        edges(ctx, op)
    }
}

/// The successor inputs of `op`'s regions and results, with the operand
/// slots that feed them; `None` if the op's shape is off.
fn edges(ctx: &Context, op: Op) -> Option<Vec<BranchEdge>> {
    let n_ops = ctx.op(op).num_operands();
    let res = results(ctx, op);
    let slots = |o: Op, from: usize| -> Vec<(Op, usize)> {
        (from..ctx.op(o).num_operands()).map(|i| (o, i)).collect()
    };
    let mut out = Vec::new();
    let mut edge = |slots: Vec<(Op, usize)>, inputs: Vec<Value>| -> Option<()> {
        if slots.len() != inputs.len() {
            return None;
        }
        out.push(BranchEdge { slots, inputs });
        Some(())
    };
    // Terminators of the blocks of region i, of the given op type.
    let terms = |i: usize, want: &str| -> Vec<Op> {
        let Some(r) = region(ctx, op, i) else {
            return Vec::new();
        };
        ctx.region(r)
            .blocks
            .iter()
            .filter_map(|&b| ctx.terminator(b))
            .filter(|&t| ctx.op_name(t) == want)
            .collect()
    };
    if ForOp::cast(ctx, op).is_some() {
        let body = entry(ctx, region(ctx, op, 0)?)?;
        let iter: Vec<Value> = ctx.block(body).args.get(1..)?.to_vec();
        let init = slots(op, 3.min(n_ops));
        edge(init.clone(), iter.clone())?;
        edge(init, res.clone())?;
        for y in terms(0, YieldOp::NAME) {
            edge(slots(y, 0), iter.clone())?;
            edge(slots(y, 0), res.clone())?;
        }
    } else if WhileOp::cast(ctx, op).is_some() {
        let before = entry(ctx, region(ctx, op, 0)?)?;
        let after = entry(ctx, region(ctx, op, 1)?)?;
        let bargs = ctx.block(before).args.clone();
        let aargs = ctx.block(after).args.clone();
        edge(slots(op, 0), bargs.clone())?;
        for c in terms(0, ConditionOp::NAME) {
            edge(slots(c, 1), aargs.clone())?;
            edge(slots(c, 1), res.clone())?;
        }
        for y in terms(1, YieldOp::NAME) {
            edge(slots(y, 0), bargs.clone())?;
        }
    } else {
        // scf.if, scf.index_switch, scf.execute_region: each region's
        // yields go to the results.
        let nreg = ctx.op(op).regions.len();
        for i in 0..nreg {
            for y in terms(i, YieldOp::NAME) {
                edge(slots(y, 0), res.clone())?;
            }
        }
    }
    Some(out)
}
