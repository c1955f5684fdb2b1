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
        ctl::add(s, "scf.if", "CombineIfs", combine_ifs);
        ctl::add(s, "scf.if", "CombineNestedIfs", combine_nested_ifs);
        ctl::add(s, "scf.if", "ConditionPropagation", if_condition_propagation);
        ctl::add(s, "scf.if", "ConvertTrivialIfToSelect", if_to_select);
        ctl::add(s, "scf.if", "RemoveEmptyElseBranch", if_empty_else);
        ctl::add(s, "scf.if", "RemoveStaticCondition", if_static_condition);
        ctl::add(s, "scf.if", "RemoveUnusedResults", if_unused_results);
        ctl::add(s, "scf.if", "ReplaceIfYieldWithConditionOrValue", if_yield_condition_or_value);
    })
    .canonicalizer("scf.index_switch", |s: &mut PatternSet| {
        ctl::add(s, "scf.index_switch", "FoldConstantCase", switch_constant_case);
    })
    .canonicalizer("scf.execute_region", |s: &mut PatternSet| {
        ctl::add(s, "scf.execute_region", "SingleBlockExecuteInliner", execute_region_inline);
    })
    .canonicalizer("scf.for", |s: &mut PatternSet| {
        ctl::add(s, "scf.for", "ForOpIterArgsFolder", for_iter_args);
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
    if rw.ctx.op(term).num_operands() != rw.ctx.op(op).results().len() {
        return false;
    }
    let parent = rw.ctx.op(op).parent;
    let Some(dest) = parent else { return false };
    rw.inline_block_before(b, dest, Some(op), args);
    // Read after inlining: a yielded block argument is now its value.
    let results: Vec<Value> = rw.ctx.op(term).operands().collect();
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
    // Results whose two branches yield the same pair of values as an
    // earlier result are that result (mlir-opt leaves one of them).
    if let (Some(tr), Some(er)) = (region(rw.ctx, op, 0), region(rw.ctx, op, 1)) {
        if let (Some(tb), Some(eb)) = (entry(rw.ctx, tr), entry(rw.ctx, er)) {
            let (ty, ey) = (yields_of(rw.ctx, tb), yields_of(rw.ctx, eb));
            if ty.len() == results.len() && ey.len() == results.len() {
                for j in 0..results.len() {
                    if let Some(i) = (0..j).find(|&i| ty[i] == ty[j] && ey[i] == ey[j]) {
                        rw.replace_all_uses(results[j], results[i]);
                    }
                }
            }
        }
    }
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
    // A constant step that is not positive runs no iteration mlir-opt counts: the loop is
    // dropped like an empty one, whatever its bounds.
    if value(rw.ctx, step).is_some_and(|s| s <= 0) {
        rw.replace_op(op, &inits);
        return true;
    }
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

/// Drops loop-carried values that are forwarded unchanged (the iter arg
/// or its init is yielded, or neither the arg nor the result is used) or
/// that duplicate an earlier one (same init, same yielded value).
fn for_iter_args(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let operands: Vec<Value> = rw.ctx.op(op).operands().collect();
    if operands.len() < 3 {
        return false;
    }
    let inits = operands[3..].to_vec();
    let results: Vec<Value> = rw.ctx.op(op).results().iter().collect();
    let Some(r) = region(rw.ctx, op, 0) else { return false };
    let Some(b) = entry(rw.ctx, r) else { return false };
    let Some(y) = rw.ctx.terminator(b) else { return false };
    let args = rw.ctx.block(b).args.clone();
    let yielded: Vec<Value> = rw.ctx.op(y).operands().collect();
    let n = results.len();
    if inits.len() != n || args.len() != n + 1 || yielded.len() != n {
        return false;
    }
    let mut keep = vec![false; n];
    let mut changed = false;
    let mut transfer: Vec<Option<Value>> = vec![None; n];
    let mut result_vals: Vec<Option<Value>> = vec![None; n];
    let mut seen: Vec<((Value, Value), (Value, Value))> = Vec::new();
    for i in 0..n {
        let (init, arg, res, yv) = (inits[i], args[i + 1], results[i], yielded[i]);
        let forwarded = arg == yv || init == yv || (rw.ctx.use_empty(arg) && rw.ctx.use_empty(res));
        if forwarded {
            changed = true;
            transfer[i] = Some(init);
            result_vals[i] = Some(init);
            continue;
        }
        if let Some(&(_, (same_arg, same_res))) = seen.iter().find(|(k, _)| *k == (init, yv)) {
            changed = true;
            rw.replace_all_uses(arg, same_arg);
            rw.replace_all_uses(res, same_res);
            transfer[i] = Some(init);
            result_vals[i] = Some(init);
            continue;
        }
        seen.push(((init, yv), (arg, res)));
        keep[i] = true;
    }
    if !changed {
        return false;
    }
    let kept: Vec<usize> = (0..n).filter(|&i| keep[i]).collect();
    let mut new_operands = operands[..3].to_vec();
    new_operands.extend(kept.iter().map(|&i| inits[i]));
    let types: Vec<ir::Type> = kept.iter().map(|&i| rw.ctx.value_type(results[i])).collect();
    let loc = rw.ctx.op(op).loc;
    let name = rw.ctx.ident("scf.for");
    let attrs = rw.ctx.op(op).attrs;
    let props = rw.ctx.op(op).props;
    let new = rw.ctx.create_op(name, &new_operands, &types, attrs, props, &[], 1, loc);
    rw.set_insertion_point_before(op);
    rw.insert(new);
    let Some(nr) = region(rw.ctx, new, 0) else { return false };
    let nb = rw.ctx.create_block();
    rw.ctx.append_block(nr, nb);
    let iv_ty = rw.ctx.value_type(args[0]);
    let iv = rw.ctx.add_block_arg(nb, iv_ty, Some(loc));
    let mut new_args = Vec::new();
    for &i in &kept {
        let t = rw.ctx.value_type(args[i + 1]);
        new_args.push(rw.ctx.add_block_arg(nb, t, Some(loc)));
    }
    let mut k = 0;
    let mut block_args = vec![iv];
    for i in 0..n {
        if keep[i] {
            block_args.push(new_args[k]);
            result_vals[i] = Some(rw.ctx.result(new, k));
            k += 1;
        } else {
            block_args.push(transfer[i].unwrap_or(inits[i]));
        }
    }
    rw.merge_blocks(b, nb, &block_args);
    if let Some(merged) = rw.ctx.terminator(nb) {
        let vals: Vec<Value> = kept.iter().map(|&i| rw.ctx.op(merged).operand(i)).collect();
        let yloc = rw.ctx.op(merged).loc;
        rw.set_insertion_point_before(merged);
        super::build(rw, "scf.yield", &vals, &[], &[], yloc);
        rw.erase_op(merged);
    }
    let rep: Vec<Value> = result_vals.into_iter().map(|v| v.unwrap_or(operands[0])).collect();
    rw.replace_op(op, &rep);
    true
}

/// Whether `v` is `xori(x, true)`: its `x`.
fn negated(rw: &mut Rewriter<'_>, v: Value) -> Option<Value> {
    let x = super::arith::def_named(rw.ctx, v, "arith.xori")?;
    let (l, r) = (rw.ctx.op(x).operand(0), rw.ctx.op(x).operand(1));
    let c = ir::rewrite::constant_value(rw.ctx, r)?;
    (super::arith::int_value(rw.ctx, Some(c))? == (1, 1)).then_some(l)
}

/// Whether region `r` contains (at any depth) op `o`.
fn region_holds(ctx: &Context, r: Region, o: Op) -> bool {
    let mut cur = ctx.parent_region(o);
    while let Some(c) = cur {
        if c == r {
            return true;
        }
        cur = ctx.region(c).parent.and_then(|p| ctx.parent_region(p));
    }
    false
}

/// Appends `extra` to the operands of the yield ending `b` (a new yield
/// replacing it), after the block's ops from `tail` were merged in.
fn yields_of(ctx: &Context, b: Block) -> Vec<Value> {
    ctx.terminator(b).map(|t| ctx.op(t).operands().collect()).unwrap_or_default()
}

/// Two adjacent `scf.if`s on the same (or negated) condition become one.
fn combine_ifs(next: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some(prev) = rw.ctx.op(next).prev else { return false };
    if rw.ctx.op_name(prev) != "scf.if" {
        return false;
    }
    let (pc, nc) = (rw.ctx.op(prev).operand(0), rw.ctx.op(next).operand(0));
    let (Some(nt_r), Some(ne_r)) = (region(rw.ctx, next, 0), region(rw.ctx, next, 1)) else { return false };
    let (Some(pt_r), Some(pe_r)) = (region(rw.ctx, prev, 0), region(rw.ctx, prev, 1)) else { return false };
    let next_then = entry(rw.ctx, nt_r);
    let next_else = entry(rw.ctx, ne_r);
    let (mut then_b, mut else_b) = (None, None);
    if nc == pc {
        then_b = next_then;
        else_b = next_else;
    }
    if negated(rw, nc) == Some(pc) || negated(rw, pc) == Some(nc) {
        else_b = next_then;
        then_b = next_else;
    }
    if then_b.is_none() && else_b.is_none() {
        return false;
    }
    let prev_results: Vec<Value> = rw.ctx.op(prev).results().iter().collect();
    let Some(ptb) = entry(rw.ctx, pt_r) else { return false };
    let then_yield = yields_of(rw.ctx, ptb);
    let else_yield = entry(rw.ctx, pe_r).map(|b| yields_of(rw.ctx, b)).unwrap_or_default();
    let then_region = then_b.and_then(|b| rw.ctx.block(b).parent);
    let else_region = else_b.and_then(|b| rw.ctx.block(b).parent);
    for (i, &r) in prev_results.iter().enumerate() {
        let uses: Vec<(Op, u32)> = rw.ctx.uses(r).map(|u| (u.op, u.index)).collect();
        for (user, idx) in uses {
            if then_region.is_some_and(|tr| region_holds(rw.ctx, tr, user)) {
                if let Some(&v) = then_yield.get(i) {
                    rw.set_operand(user, idx as usize, v);
                }
            } else if else_region.is_some_and(|er| region_holds(rw.ctx, er, user)) {
                if let Some(&v) = else_yield.get(i) {
                    rw.set_operand(user, idx as usize, v);
                }
            }
        }
    }
    let mut types: Vec<ir::Type> = prev_results.iter().map(|&v| rw.ctx.value_type(v)).collect();
    let next_results: Vec<Value> = rw.ctx.op(next).results().iter().collect();
    types.extend(next_results.iter().map(|&v| rw.ctx.value_type(v)));
    let loc = rw.ctx.op(next).loc;
    let name = rw.ctx.ident("scf.if");
    let attrs = rw.ctx.empty_dict();
    let new = rw.ctx.create_op(name, &[pc], &types, attrs, None, &[], 2, loc);
    rw.set_insertion_point_before(next);
    rw.insert(new);
    let (Some(ct), Some(ce)) = (region(rw.ctx, new, 0), region(rw.ctx, new, 1)) else { return false };
    rw.ctx.move_blocks(pt_r, ct, 0);
    let merge = |rw: &mut Rewriter<'_>, dest: Block, src: Block| {
        let first = yields_of(rw.ctx, dest);
        let old_first = rw.ctx.terminator(dest);
        let second = yields_of(rw.ctx, src);
        let old_second = rw.ctx.terminator(src);
        let yloc = old_second.map_or(loc, |t| rw.ctx.op(t).loc);
        rw.merge_blocks(src, dest, &[]);
        rw.set_insertion_point_to_end(dest);
        let mut all = first;
        all.extend(second);
        super::build(rw, "scf.yield", &all, &[], &[], yloc);
        if let Some(t) = old_first {
            rw.erase_op(t);
        }
        if let Some(t) = old_second {
            rw.erase_op(t);
        }
    };
    if let (Some(tb), Some(dest)) = (then_b, entry(rw.ctx, ct)) {
        merge(rw, dest, tb);
    }
    rw.ctx.move_blocks(pe_r, ce, 0);
    if let Some(eb) = else_b {
        match entry(rw.ctx, ce) {
            None => {
                if let Some(er) = rw.ctx.block(eb).parent {
                    rw.ctx.move_blocks(er, ce, 0);
                }
            }
            Some(dest) => merge(rw, dest, eb),
        }
    }
    let np = prev_results.len();
    let all: Vec<Value> = rw.ctx.op(new).results().iter().collect();
    rw.replace_op(prev, &all[..np]);
    rw.replace_op(next, &all[np..]);
    true
}

/// A result-less `scf.if` whose else block holds only its yield loses it.
fn if_empty_else(op: Op, rw: &mut Rewriter<'_>) -> bool {
    if !rw.ctx.op(op).results().is_empty() {
        return false;
    }
    let (Some(tr), Some(er)) = (region(rw.ctx, op, 0), region(rw.ctx, op, 1)) else { return false };
    let Some(eb) = entry(rw.ctx, er) else { return false };
    if rw.ctx.block_ops(eb).count() != 1 {
        return false;
    }
    let d = rw.ctx.op(op);
    let (name, cond, attrs, props, loc) = (d.name, d.operand(0), d.attrs, d.props, d.loc);
    let new = rw.ctx.create_op(name, &[cond], &[], attrs, props, &[], 2, loc);
    rw.set_insertion_point_before(op);
    rw.insert(new);
    let Some(nt) = region(rw.ctx, new, 0) else { return false };
    rw.ctx.move_blocks(tr, nt, 0);
    rw.erase_op(op);
    true
}

/// Inside an `scf.if`'s branches its condition is known: uses there
/// become `true` / `false` constants.
fn if_condition_propagation(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let cond = rw.ctx.op(op).operand(0);
    if ir::rewrite::constant_value(rw.ctx, cond).is_some() {
        return false;
    }
    let (Some(tr), Some(er)) = (region(rw.ctx, op, 0), region(rw.ctx, op, 1)) else { return false };
    let loc = rw.ctx.op(op).loc;
    let i1 = rw.ctx.int(1);
    let (mut t, mut f): (Option<Value>, Option<Value>) = (None, None);
    let mut changed = false;
    let uses: Vec<(Op, u32)> = rw.ctx.uses(cond).map(|u| (u.op, u.index)).collect();
    rw.set_insertion_point_before(op);
    for (user, idx) in uses {
        let value = if region_holds(rw.ctx, tr, user) {
            true
        } else if region_holds(rw.ctx, er, user) {
            false
        } else {
            continue;
        };
        let slot = if value { &mut t } else { &mut f };
        let c = match *slot {
            Some(c) => c,
            None => {
                let a = rw.ctx.attr(ir::AttrKind::Bool(value));
                let k = super::make_constant(rw.ctx, a, i1, loc);
                rw.insert(k);
                let v = rw.ctx.result(k, 0);
                *slot = Some(v);
                v
            }
        };
        rw.set_operand(user, idx as usize, c);
        changed = true;
    }
    changed
}

/// `scf.if a { scf.if b { ... } }` (nothing else in the outer then, else
/// branches that only yield) becomes `scf.if (a & b) { ... }`.
fn combine_nested_ifs(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let (Some(tr), Some(er)) = (region(rw.ctx, op, 0), region(rw.ctx, op, 1)) else { return false };
    let Some(tb) = entry(rw.ctx, tr) else { return false };
    let ops: Vec<Op> = rw.ctx.block_ops(tb).collect();
    if ops.len() != 2 || rw.ctx.op_name(ops[0]) != "scf.if" {
        return false;
    }
    let nested = ops[0];
    let eb = entry(rw.ctx, er);
    if eb.is_some_and(|b| rw.ctx.block_ops(b).count() != 1) {
        return false;
    }
    let (Some(ntr), Some(ner)) = (region(rw.ctx, nested, 0), region(rw.ctx, nested, 1)) else { return false };
    let Some(ntb) = entry(rw.ctx, ntr) else { return false };
    let neb = entry(rw.ctx, ner);
    if neb.is_some_and(|b| rw.ctx.block_ops(b).count() != 1) {
        return false;
    }
    let mut then_yield = yields_of(rw.ctx, tb);
    let else_yield = eb.map(|b| yields_of(rw.ctx, b)).unwrap_or_default();
    let nested_then = yields_of(rw.ctx, ntb);
    let nested_else = neb.map(|b| yields_of(rw.ctx, b)).unwrap_or_default();
    let mut to_select = Vec::new();
    for i in 0..then_yield.len() {
        let v = then_yield[i];
        if let ir::value::ValueDef::Result(d, k) = rw.ctx.value(v).def {
            if d == nested {
                let k = k as usize;
                if nested_else.get(k) != else_yield.get(i) {
                    return false;
                }
                let Some(&t) = nested_then.get(k) else { return false };
                then_yield[i] = t;
                continue;
            }
        }
        if value_region(rw.ctx, v) == Some(tr) {
            return false;
        }
        to_select.push(i);
    }
    let outer = rw.ctx.op(op).operand(0);
    let inner = rw.ctx.op(nested).operand(0);
    let loc = rw.ctx.op(op).loc;
    let i1 = rw.ctx.value_type(outer);
    rw.set_insertion_point_before(op);
    let and = super::build(rw, "arith.andi", &[outer, inner], &[i1], &[], loc);
    let cond = rw.ctx.result(and, 0);
    let types: Vec<ir::Type> = rw.ctx.op(op).results().iter().map(|v| rw.ctx.value_type(v)).collect();
    let name = rw.ctx.ident("scf.if");
    let attrs = rw.ctx.empty_dict();
    let new = rw.ctx.create_op(name, &[cond], &types, attrs, None, &[], 2, loc);
    rw.insert(new);
    let (Some(nt), Some(ne)) = (region(rw.ctx, new, 0), region(rw.ctx, new, 1)) else { return false };
    let nb = rw.ctx.create_block();
    rw.ctx.append_block(nt, nb);
    let mut results: Vec<Value> = rw.ctx.op(new).results().iter().collect();
    rw.set_insertion_point_before(new);
    for &i in &to_select {
        let t = rw.ctx.value_type(then_yield[i]);
        let Some(&e) = else_yield.get(i) else { return false };
        let sel = super::build(rw, "arith.select", &[outer, then_yield[i], e], &[t], &[], loc);
        results[i] = rw.ctx.result(sel, 0);
    }
    rw.merge_blocks(ntb, nb, &[]);
    if let Some(old) = rw.ctx.terminator(nb) {
        let yloc = rw.ctx.op(old).loc;
        rw.set_insertion_point_before(old);
        super::build(rw, "scf.yield", &then_yield, &[], &[], yloc);
        rw.erase_op(old);
    }
    if !else_yield.is_empty() {
        let b = rw.ctx.create_block();
        rw.ctx.append_block(ne, b);
        rw.set_insertion_point_to_end(b);
        super::build(rw, "scf.yield", &else_yield, &[], &[], loc);
    }
    rw.replace_op(op, &results);
    true
}

/// Results both branches yield the same value for are that value; `i1`
/// results yielding `true`/`false` (or `false`/`true`) are the condition
/// (or its negation).
fn if_yield_condition_or_value(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let results: Vec<Value> = rw.ctx.op(op).results().iter().collect();
    if results.is_empty() {
        return false;
    }
    let (Some(tr), Some(er)) = (region(rw.ctx, op, 0), region(rw.ctx, op, 1)) else { return false };
    let (Some(tb), Some(eb)) = (rw.ctx.region(tr).blocks.last().copied(), rw.ctx.region(er).blocks.last().copied()) else {
        return false;
    };
    let (ty, ey) = (yields_of(rw.ctx, tb), yields_of(rw.ctx, eb));
    if ty.len() != results.len() || ey.len() != results.len() {
        return false;
    }
    let cond = rw.ctx.op(op).operand(0);
    let loc = rw.ctx.op(op).loc;
    rw.set_insertion_point_before(op);
    let mut changed = false;
    for i in 0..results.len() {
        let r = results[i];
        if ty[i] == ey[i] {
            if !rw.ctx.use_empty(r) {
                rw.replace_all_uses(r, ty[i]);
                changed = true;
            }
            continue;
        }
        let as_bool = |rw: &mut Rewriter<'_>, v: Value| {
            let c = ir::rewrite::constant_value(rw.ctx, v)?;
            match rw.ctx.attr_kind(c) {
                ir::AttrKind::Bool(b) => Some(*b),
                _ => None,
            }
        };
        let (Some(t), Some(f)) = (as_bool(rw, ty[i]), as_bool(rw, ey[i])) else { continue };
        if rw.ctx.use_empty(r) {
            continue;
        }
        if !t && f {
            let i1 = rw.ctx.int(1);
            let one = rw.ctx.attr(ir::AttrKind::Bool(true));
            let k = super::make_constant(rw.ctx, one, i1, loc);
            rw.insert(k);
            let kv = rw.ctx.result(k, 0);
            let x = super::build(rw, "arith.xori", &[cond, kv], &[i1], &[], loc);
            let xv = rw.ctx.result(x, 0);
            rw.replace_all_uses(r, xv);
            changed = true;
        } else if t && !f {
            rw.replace_all_uses(r, cond);
            changed = true;
        }
    }
    changed
}
