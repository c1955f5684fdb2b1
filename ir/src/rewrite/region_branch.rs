//! The canonicalizations every op with MLIR's `RegionBranchOpInterface`
//! gets (`populateRegionBranchOpInterfaceCanonicalizationPatterns`, which
//! replaced the per-op unused-result and iter-arg folders in MLIR 22): make
//! successor inputs dead when one value reaches them, merge duplicate
//! inputs, erase dead ones. They know no op: they ask the op's
//! [`RegionBranch`] interface for its control-flow edges.

use crate::block::{Block, Region};
use crate::context::Context;
use crate::operation::Op;
use crate::rewrite::{FnPattern, PatternSet, Rewriter};
use crate::types::Type;
use crate::value::{Value, ValueDef};

/// One control-flow edge: the operand slots (op, operand index) forwarded,
/// in order, to successor inputs (block arguments or the op's results).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BranchEdge {
    /// Forwarded operands.
    pub slots: Vec<(Op, usize)>,
    /// The values they become.
    pub inputs: Vec<Value>,
}

/// MLIR's `RegionBranchOpInterface`, as far as the canonicalizations need
/// it: every edge from the op into its regions, between its regions and
/// back out to its results.
pub trait RegionBranch: Send + Sync {
    /// `op`'s edges; `None` when its shape is off (the patterns then leave
    /// it alone).
    fn edges(&self, ctx: &Context, op: Op) -> Option<Vec<BranchEdge>>;
}

/// Adds the three patterns rooted at `root`, an op with a [`RegionBranch`]
/// interface.
pub fn add_patterns(s: &mut PatternSet, root: &'static str) {
    s.add(FnPattern::new(
        root,
        "MakeRegionBranchOpSuccessorInputsDead",
        make_inputs_dead,
    ));
    s.add(FnPattern::new(
        root,
        "RemoveDuplicateSuccessorInputUses",
        remove_duplicate_inputs,
    ));
    s.add(FnPattern::new(
        root,
        "RemoveDeadRegionBranchOpSuccessorInputs",
        remove_dead_inputs,
    ));
}

fn edges_of(ctx: &Context, op: Op) -> Option<Vec<BranchEdge>> {
    ctx.interface::<dyn RegionBranch>(op)?.edges(ctx, op)
}

/// The region a value is defined in.
fn value_region(ctx: &Context, v: Value) -> Option<Region> {
    match ctx.value(v).def {
        ValueDef::Arg(b, _) => ctx.block(b).parent,
        ValueDef::Result(op, _) => ctx.parent_region(op),
    }
}

/// Successor inputs in order of first appearance, each with the operand
/// slots feeding it.
fn input_map(es: &[BranchEdge]) -> Vec<(Value, Vec<(Op, usize)>)> {
    let mut out: Vec<(Value, Vec<(Op, usize)>)> = Vec::new();
    for e in es {
        for (&s, &v) in e.slots.iter().zip(&e.inputs) {
            match out.iter_mut().find(|(x, _)| *x == v) {
                Some((_, l)) => {
                    if !l.contains(&s) {
                        l.push(s);
                    }
                }
                None => out.push((v, vec![s])),
            }
        }
    }
    out
}

fn slot_value(ctx: &Context, (o, i): (Op, usize)) -> Value {
    ctx.op(o).operand(i)
}

/// Whether `a` can stand for successor input `b` of `op` (MLIR's
/// `isDefinedBefore`).
fn defined_before(ctx: &Context, op: Op, a: Value, b: Value) -> bool {
    let a_in = value_region(ctx, a).and_then(|r| ctx.region(r).parent) == Some(op);
    if !a_in {
        return true;
    }
    match (ctx.value(a).def, ctx.value(b).def) {
        (_, ValueDef::Result(..)) => false,
        (ValueDef::Arg(ba, _), ValueDef::Arg(bb, _)) => ba == bb,
        _ => false,
    }
}

fn make_inputs_dead(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some(es) = edges_of(rw.ctx, op) else {
        return false;
    };
    let map = input_map(&es);
    let mut changed = false;
    for (v, _) in &map {
        let v = *v;
        if rw.ctx.use_empty(v) {
            continue;
        }
        // The non-input values reaching `v`.
        let mut reach: Vec<Value> = Vec::new();
        let mut seen: Vec<Value> = Vec::new();
        let mut work = vec![v];
        while let Some(x) = work.pop() {
            match map.iter().find(|(k, _)| *k == x) {
                None => {
                    if !reach.contains(&x) {
                        reach.push(x);
                    }
                }
                Some((_, slots)) => {
                    for &s in slots {
                        let y = slot_value(rw.ctx, s);
                        if !seen.contains(&y) {
                            seen.push(y);
                            work.push(y);
                        }
                    }
                }
            }
        }
        let [r] = reach[..] else {
            continue;
        };
        if !defined_before(rw.ctx, op, r, v) {
            continue;
        }
        rw.replace_all_uses(v, r);
        changed = true;
    }
    changed
}

/// The block or op a successor input belongs to, and its number.
fn owner_and_number(ctx: &Context, v: Value) -> (Option<Block>, Option<Op>, u32) {
    match ctx.value(v).def {
        ValueDef::Arg(b, i) => (Some(b), None, i),
        ValueDef::Result(o, i) => (None, Some(o), i),
    }
}

fn remove_duplicate_inputs(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some(es) = edges_of(rw.ctx, op) else {
        return false;
    };
    let mut map = input_map(&es);
    map.sort_by_key(|(v, _)| owner_and_number(rw.ctx, *v).2);
    let mut changed = false;
    for i in 0..map.len() {
        for j in i + 1..map.len() {
            let (a, b) = (map[i].0, map[j].0);
            if rw.ctx.use_empty(b) {
                continue;
            }
            let (oa, ob) = (owner_and_number(rw.ctx, a), owner_and_number(rw.ctx, b));
            if (oa.0, oa.1) != (ob.0, ob.1) {
                continue;
            }
            let by_owner = |ctx: &Context, slots: &[(Op, usize)]| {
                let mut m: Vec<(Op, Value)> =
                    slots.iter().map(|&s| (s.0, slot_value(ctx, s))).collect();
                m.sort_by_key(|&(o, _)| o);
                m
            };
            if by_owner(rw.ctx, &map[i].1) == by_owner(rw.ctx, &map[j].1) {
                rw.replace_all_uses(b, a);
                changed = true;
            }
        }
    }
    changed
}

fn remove_dead_inputs(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some(es) = edges_of(rw.ctx, op) else {
        return false;
    };
    // Tied inputs: those one operand feeds go together (union-find).
    let map = input_map(&es);
    let vals: Vec<Value> = map.iter().map(|(v, _)| *v).collect();
    let idx = |v: Value| vals.iter().position(|&x| x == v);
    let mut parent: Vec<usize> = (0..vals.len()).collect();
    fn find(p: &mut [usize], mut x: usize) -> usize {
        while p[x] != x {
            p[x] = p[p[x]];
            x = p[x];
        }
        x
    }
    let mut slot_inputs: Vec<((Op, usize), Vec<Value>)> = Vec::new();
    for e in &es {
        for (&s, &v) in e.slots.iter().zip(&e.inputs) {
            match slot_inputs.iter_mut().find(|(x, _)| *x == s) {
                Some((_, l)) => l.push(v),
                None => slot_inputs.push((s, vec![v])),
            }
        }
    }
    for (_, ins) in &slot_inputs {
        let Some(first) = ins.first().and_then(|&v| idx(v)) else {
            continue;
        };
        for &v in &ins[1..] {
            if let Some(k) = idx(v) {
                let (a, b) = (find(&mut parent, first), find(&mut parent, k));
                if a != b {
                    parent[b] = a;
                }
            }
        }
    }
    let n = vals.len();
    let mut set_dead = vec![true; n];
    for (i, &v) in vals.iter().enumerate() {
        let r = find(&mut parent, i);
        if !rw.ctx.use_empty(v) {
            set_dead[r] = false;
        }
    }
    let remove: Vec<Value> = (0..n)
        .filter(|&i| {
            let r = find(&mut parent, i);
            set_dead[r]
        })
        .map(|i| vals[i])
        .collect();
    if remove.is_empty() {
        return false;
    }
    // Operands feeding removed inputs, grouped by op.
    let mut operand_sets: Vec<(Op, Vec<usize>)> = Vec::new();
    for (v, slots) in &map {
        if !remove.contains(v) {
            continue;
        }
        for &(o, i) in slots {
            match operand_sets.iter_mut().find(|(x, _)| *x == o) {
                Some((_, l)) => {
                    if !l.contains(&i) {
                        l.push(i);
                    }
                }
                None => operand_sets.push((o, vec![i])),
            }
        }
    }
    for (o, mut is) in operand_sets {
        is.sort_unstable();
        rw.modify(o, |ctx| {
            for &i in is.iter().rev() {
                if i < ctx.op(o).num_operands() {
                    ctx.remove_operand(o, i);
                }
            }
        });
    }
    // Block arguments, grouped by block.
    let mut blocks: Vec<(Block, Vec<usize>)> = Vec::new();
    let mut drop_results = vec![false; rw.ctx.op(op).results().len()];
    for &v in &remove {
        match rw.ctx.value(v).def {
            ValueDef::Arg(b, i) => match blocks.iter_mut().find(|(x, _)| *x == b) {
                Some((_, l)) => l.push(i as usize),
                None => blocks.push((b, vec![i as usize])),
            },
            ValueDef::Result(_, i) => {
                if let Some(d) = drop_results.get_mut(i as usize) {
                    *d = true;
                }
            }
        }
    }
    for (b, mut is) in blocks {
        is.sort_unstable();
        let owner = rw.ctx.block_parent_op(b).unwrap_or(op);
        rw.modify(owner, |ctx| {
            for &i in is.iter().rev() {
                ctx.erase_block_arg(b, i);
            }
        });
    }
    if drop_results.iter().any(|&d| d) {
        erase_results(rw, op, &drop_results);
    }
    true
}

/// MLIR's `RewriterBase::eraseOpResults`: a copy of `op` without the
/// results `drop` marks takes its regions and replaces it.
pub fn erase_results(rw: &mut Rewriter<'_>, op: Op, drop: &[bool]) -> Op {
    let d = rw.ctx.op(op).clone();
    let name = rw.ctx.op_name(op).to_string();
    let ops: Vec<Value> = rw.ctx.op(op).operands().collect();
    let old: Vec<Value> = rw.ctx.op(op).results().iter().collect();
    let types: Vec<Type> = old
        .iter()
        .zip(drop)
        .filter(|(_, &x)| !x)
        .map(|(&v, _)| rw.ctx.value_type(v))
        .collect();
    rw.set_insertion_point_before(op);
    let new = rw.create(
        &name,
        &ops,
        &types,
        Some(d.attrs),
        d.props,
        &[],
        d.regions.len(),
        d.loc,
    );
    for (i, &r) in d.regions.iter().enumerate() {
        if let Some(&nr) = rw.ctx.op(new).regions.get(i) {
            rw.inline_region_before(r, nr, 0);
        }
    }
    let mut k = 0;
    let mut repl = Vec::with_capacity(old.len());
    for (&v, &x) in old.iter().zip(drop) {
        if x {
            repl.push(v);
        } else {
            repl.push(rw.ctx.result(new, k));
            k += 1;
        }
    }
    rw.replace_op(op, &repl);
    new
}
