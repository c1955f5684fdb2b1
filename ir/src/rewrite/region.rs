//! Region simplification as MLIR's `simplifyRegions` does it after each
//! greedy iteration: unreachable blocks go, then region DCE (ops whose
//! results nothing live reads, unused block arguments of non-entry blocks
//! and the branch operands that fed them).

use super::Rewriter;
use crate::block::{Block, Region};
use crate::context::Context;
use crate::entity::EntityRef;
use crate::operation::Op;
use crate::value::{Use, Value};

/// The successors of `b`: those of its last op, unless `b` is alone in
/// its region (MLIR's `SuccessorRange`).
pub fn successors(ctx: &Context, b: Block) -> Vec<Block> {
    let single = ctx
        .block(b)
        .parent
        .is_none_or(|r| ctx.region(r).blocks.len() == 1);
    if single {
        return Vec::new();
    }
    match ctx.terminator(b) {
        Some(t) => ctx.op(t).successors.to_vec(),
        None => Vec::new(),
    }
}

/// The blocks reachable from `entry`, in post-order (LLVM's `po_iterator`:
/// successors in order, each block once).
pub fn post_order(ctx: &Context, entry: Block) -> Vec<Block> {
    if ctx
        .block(entry)
        .parent
        .is_none_or(|r| ctx.region(r).blocks.len() == 1)
    {
        return vec![entry];
    }
    let mut seen = rustc_hash::FxHashSet::default();
    let mut out = Vec::new();
    let mut stack: Vec<(Block, Vec<Block>, usize)> = Vec::new();
    seen.insert(entry);
    stack.push((entry, successors(ctx, entry), 0));
    while let Some(top) = stack.last_mut() {
        if top.2 < top.1.len() {
            let s = top.1[top.2];
            top.2 += 1;
            if seen.insert(s) {
                let succ = successors(ctx, s);
                stack.push((s, succ, 0));
            }
        } else {
            out.push(top.0);
            stack.pop();
        }
    }
    out
}

/// Runs unreachable-block elimination and region DCE on `regions`; true
/// if anything changed. (`merge` would merge identical blocks, MLIR's
/// aggressive level; canonicalize's default does not.)
pub fn simplify_regions(rw: &mut Rewriter<'_>, regions: &[Region]) -> bool {
    let a = erase_unreachable_blocks(rw, regions);
    let b = region_dce(rw, regions);
    a || b
}

/// Erases blocks no path from their region's entry reaches.
pub fn erase_unreachable_blocks(rw: &mut Rewriter<'_>, regions: &[Region]) -> bool {
    let mut erased = false;
    let mut work: Vec<Region> = regions.to_vec();
    while let Some(r) = work.pop() {
        let blocks = rw.ctx.region(r).blocks.clone();
        let Some(&entry) = blocks.first() else {
            continue;
        };
        let nested = |ctx: &Context, b: Block, work: &mut Vec<Region>| {
            for op in ctx.block_ops(b) {
                work.extend(ctx.op(op).regions.iter().copied());
            }
        };
        if blocks.len() == 1 {
            nested(rw.ctx, entry, &mut work);
            continue;
        }
        let reachable: rustc_hash::FxHashSet<Block> =
            post_order(rw.ctx, entry).into_iter().collect();
        for b in blocks {
            if !reachable.contains(&b) {
                rw.erase_block(b);
                erased = true;
            } else {
                nested(rw.ctx, b, &mut work);
            }
        }
    }
    erased
}

/// Liveness facts for region DCE. Each op and value is `Unknown` (not
/// live, never read), `Read` (not live, and some decision read it) or
/// `Live`. Another round of propagation is needed only when a fact a
/// decision read as dead becomes live: otherwise a new round would take
/// the same decisions. This saves MLIR's confirming round over the whole
/// region when nothing flows backwards.
struct Live {
    ops: Vec<Fact>,
    values: Vec<Fact>,
    changed: bool,
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum Fact {
    Unknown,
    Read,
    Live,
}

impl Live {
    /// Whether `op` is live (marked so, or one of its results is),
    /// remembering the read.
    fn op(&mut self, ctx: &Context, op: Op) -> bool {
        if self.peek_op(ctx, op) {
            return true;
        }
        self.ops[op.index()] = Fact::Read;
        for v in ctx.op(op).results().iter() {
            self.values[v.index()] = Fact::Read;
        }
        false
    }
    /// Whether `v` is live, remembering the read.
    fn value(&mut self, v: Value) -> bool {
        let f = &mut self.values[v.index()];
        if *f == Fact::Live {
            return true;
        }
        *f = Fact::Read;
        false
    }
    /// Liveness without recording a read: for the checks that only skip
    /// work on a fact already known.
    fn peek_op(&self, ctx: &Context, op: Op) -> bool {
        self.ops[op.index()] == Fact::Live
            || ctx.op(op).results().iter().any(|v| self.peek_value(v))
    }
    fn peek_value(&self, v: Value) -> bool {
        self.values[v.index()] == Fact::Live
    }
    fn set_op(&mut self, op: Op) {
        Self::set(&mut self.ops[op.index()], &mut self.changed);
    }
    fn set_value(&mut self, v: Value) {
        Self::set(&mut self.values[v.index()], &mut self.changed);
    }
    fn set(f: &mut Fact, changed: &mut bool) {
        if *f == Fact::Read {
            *changed = true;
        }
        *f = Fact::Live;
    }
}

fn is_terminator(ctx: &Context, op: Op) -> bool {
    ctx.op_info(op).is_some_and(|i| i.traits.terminator)
}

/// The block argument operand `index` of branch `op` feeds, if any.
fn successor_arg(ctx: &Context, op: Op, index: usize) -> Option<Value> {
    let branch = ctx.op_info(op)?.branch?;
    for (i, &s) in ctx.op(op).successors.iter().enumerate() {
        let range = (branch.successor_operands)(ctx, op, i);
        if range.contains(&index) {
            return ctx.block(s).args.get(index - range.start).copied();
        }
    }
    None
}

fn process_value(ctx: &Context, v: Value, live: &mut Live) {
    let proved = ctx.uses(v).any(|u: Use| {
        if is_terminator(ctx, u.op) {
            if let Some(arg) = successor_arg(ctx, u.op, u.index as usize) {
                if !live.value(arg) {
                    return false;
                }
            }
        }
        live.op(ctx, u.op)
    });
    if proved {
        live.set_value(v);
    }
}

fn propagate_region(ctx: &Context, r: Region, live: &mut Live) {
    let Some(&entry) = ctx.region(r).blocks.first() else {
        return;
    };
    for b in post_order(ctx, entry) {
        // Backwards through the block's list, without collecting it.
        let mut cur = ctx.block(b).last;
        while let Some(op) = cur {
            cur = ctx.op(op).prev;
            propagate_op(ctx, op, live);
        }
        if b == entry {
            continue;
        }
        for &a in &ctx.block(b).args {
            if !live.peek_value(a) {
                process_value(ctx, a, live);
            }
        }
    }
}

fn propagate_op(ctx: &Context, op: Op, live: &mut Live) {
    for &r in ctx.op(op).regions.iter() {
        propagate_region(ctx, r, live);
    }
    if is_terminator(ctx, op) {
        live.set_op(op);
        if ctx.op_info(op).and_then(|i| i.branch).is_none() {
            for &s in ctx.op(op).successors.iter() {
                for &a in &ctx.block(s).args {
                    live.set_value(a);
                }
            }
        }
        return;
    }
    if live.peek_op(ctx, op) {
        return;
    }
    if !crate::effects::would_be_trivially_dead(ctx, op) {
        live.set_op(op);
        return;
    }
    for v in ctx.op(op).results().iter() {
        process_value(ctx, v, live);
    }
}

/// MLIR's `runRegionDCE`: computes liveness to a fixed point, then erases
/// what is dead; true if anything was.
pub fn region_dce(rw: &mut Rewriter<'_>, regions: &[Region]) -> bool {
    let mut live = Live {
        ops: vec![Fact::Unknown; rw.ctx.num_ops()],
        values: vec![Fact::Unknown; rw.ctx.num_values()],
        changed: true,
    };
    while live.changed {
        live.changed = false;
        for &r in regions {
            propagate_region(rw.ctx, r, &mut live);
        }
    }
    delete_dead(rw, regions, &live)
}

fn delete_dead(rw: &mut Rewriter<'_>, regions: &[Region], live: &Live) -> bool {
    let mut erased = false;
    for &r in regions {
        let Some(&entry) = rw.ctx.region(r).blocks.first() else {
            continue;
        };
        let single = rw.ctx.region(r).blocks.len() == 1;
        for b in post_order(rw.ctx, entry) {
            if !single {
                if let Some(t) = rw.ctx.terminator(b) {
                    erased |= erase_dead_successor_operands(rw.ctx, t, live);
                }
            }
            let mut cur = rw.ctx.block(b).last;
            while let Some(op) = cur {
                cur = rw.ctx.op(op).prev;
                if !live.peek_op(rw.ctx, op) {
                    erased = true;
                    rw.erase_op(op);
                } else {
                    let nested: Vec<Region> = rw.ctx.op(op).regions.to_vec();
                    erased |= delete_dead(rw, &nested, live);
                }
            }
        }
        let blocks: Vec<Block> = rw.ctx.region(r).blocks.iter().skip(1).copied().collect();
        for b in blocks {
            let args = rw.ctx.block(b).args.clone();
            for (i, a) in args.into_iter().enumerate().rev() {
                if !live.peek_value(a) {
                    rw.ctx.erase_block_arg(b, i);
                    erased = true;
                }
            }
        }
    }
    erased
}

fn erase_dead_successor_operands(ctx: &mut Context, t: Op, live: &Live) -> bool {
    let Some(branch) = ctx.op_info(t).and_then(|i| i.branch) else {
        return false;
    };
    let mut erased = false;
    let succs: Vec<Block> = ctx.op(t).successors.to_vec();
    for (i, s) in succs.into_iter().enumerate().rev() {
        let args = ctx.block(s).args.clone();
        for (j, a) in args.into_iter().enumerate().rev() {
            if !live.peek_value(a) {
                (branch.erase_successor_operand)(ctx, t, i, j);
                erased = true;
            }
        }
    }
    erased
}
