//! `cse`: common subexpression elimination as MLIR's CSE pass does it.
//! Walks each region's dominator tree with a scoped table of known ops;
//! an op equal to a known one that dominates it is replaced by it, an op
//! with unused results and no effects is erased; ops that only read
//! memory are merged within a block when nothing writes in between.
//! Regions of isolated-from-above ops start a fresh table. Erasure is
//! deferred to the end, so one run removes one layer of dead ops, as in
//! MLIR.

use ir::effects::{effects_recursively, is_memory_effect_free, is_trivially_dead, own_effects};
use ir::equivalence::{hash_op, ops_equivalent};
use ir::pass::{Pass, PassInfo, PassOptions};
use ir::{Block, Context, Diagnostic, Op, Region};
use petgraph::algo::dominators::simple_fast;
use petgraph::graph::{DiGraph, NodeIndex};
use rustc_hash::FxHashMap;

/// The registry entry.
pub static INFO: PassInfo = PassInfo {
    argument: "cse",
    name: "CSE",
    summary: "Eliminate common sub-expressions",
    doc: "Walks each region's dominator tree with a scoped table of the ops seen so far. An op equal to a \
known one that dominates it (same name, attributes, properties, result types and operands, in any \
order for `Commutative` ops; equal regions) is replaced by it. Ops with unused results and no \
memory effects (or only reads, or allocations of their own results) are erased — one layer per run, \
as erasure waits for the end. Ops that only read memory are merged within a block when no op in \
between may write. Isolated-from-above ops start a fresh table; unreachable blocks and ops with \
multi-block regions are left alone.",
    options: &[],
    create: |_: &PassOptions| Box::new(Cse),
};

struct Cse;

impl Pass for Cse {
    fn run(&mut self, ctx: &mut Context, op: Op) -> Result<(), Diagnostic> {
        let mut d = Driver::default();
        let mut known = Known::default();
        let regions = ctx.op(op).regions.to_vec();
        for r in regions {
            d.region(ctx, &mut known, r);
        }
        for o in d.to_erase {
            ctx.erase_op(o);
        }
        Ok(())
    }
}

/// Known ops by hash, with scopes: entries added in a scope go when it
/// closes, and later entries shadow earlier ones.
#[derive(Default)]
struct Known {
    by_hash: FxHashMap<u64, Vec<Op>>,
    scopes: Vec<Vec<u64>>,
}

impl Known {
    fn open(&mut self) {
        self.scopes.push(Vec::new());
    }
    fn close(&mut self) {
        for h in self.scopes.pop().unwrap_or_default() {
            if let Some(v) = self.by_hash.get_mut(&h) {
                v.pop();
            }
        }
    }
    fn lookup(&self, ctx: &Context, op: Op) -> Option<Op> {
        let cands = self.by_hash.get(&hash_op(ctx, op))?;
        cands
            .iter()
            .rev()
            .copied()
            .find(|&c| ops_equivalent(ctx, c, op))
    }
    fn insert(&mut self, ctx: &Context, op: Op) {
        let h = hash_op(ctx, op);
        self.by_hash.entry(h).or_default().push(op);
        if let Some(s) = self.scopes.last_mut() {
            s.push(h);
        }
    }
}

#[derive(Default)]
struct Driver {
    to_erase: Vec<Op>,
}

/// Whether the region's blocks obey dominance (not a graph region).
fn has_ssa_dominance(ctx: &Context, r: Region) -> bool {
    let parent = ctx.region(r).parent;
    !parent
        .and_then(|p| ctx.op_info(p))
        .is_some_and(|i| i.traits.graph_regions)
}

impl Driver {
    fn region(&mut self, ctx: &mut Context, known: &mut Known, r: Region) {
        let blocks = ctx.region(r).blocks.clone();
        let Some(&entry) = blocks.first() else {
            return;
        };
        let ssa = has_ssa_dominance(ctx, r);
        if blocks.len() == 1 {
            known.open();
            self.block(ctx, known, entry, ssa);
            known.close();
            return;
        }
        if !ssa {
            return;
        }
        // The dominator tree of the reachable blocks, walked depth first
        // with a scope per node.
        let mut g: DiGraph<Block, ()> = DiGraph::new();
        let index: FxHashMap<Block, NodeIndex> =
            blocks.iter().map(|&b| (b, g.add_node(b))).collect();
        for &b in &blocks {
            if let Some(t) = ctx.terminator(b) {
                for s in &ctx.op(t).successors {
                    if let Some(&to) = index.get(s) {
                        g.add_edge(index[&b], to, ());
                    }
                }
            }
        }
        let dom = simple_fast(&g, index[&entry]);
        let mut children: FxHashMap<Block, Vec<Block>> = FxHashMap::default();
        for &b in &blocks[1..] {
            if let Some(idom) = dom.immediate_dominator(index[&b]) {
                children.entry(g[idom]).or_default().push(b);
            }
        }
        enum Step {
            Enter(Block),
            Leave,
        }
        let mut stack = vec![Step::Enter(entry)];
        while let Some(s) = stack.pop() {
            match s {
                Step::Leave => known.close(),
                Step::Enter(b) => {
                    known.open();
                    self.block(ctx, known, b, ssa);
                    stack.push(Step::Leave);
                    if let Some(cs) = children.get(&b) {
                        stack.extend(cs.iter().rev().map(|&c| Step::Enter(c)));
                    }
                }
            }
        }
    }

    fn block(&mut self, ctx: &mut Context, known: &mut Known, b: Block, ssa: bool) {
        let ops: Vec<Op> = ctx.block_ops(b).collect();
        for op in ops {
            let regions = ctx.op(op).regions.to_vec();
            if !regions.is_empty() {
                let isolated = ctx.op_info(op).is_none_or(|i| i.traits.isolated_from_above);
                if isolated {
                    let mut fresh = Known::default();
                    for r in regions {
                        self.region(ctx, &mut fresh, r);
                    }
                } else {
                    for r in regions {
                        self.region(ctx, known, r);
                    }
                }
            }
            self.simplify(ctx, known, op, ssa);
        }
    }

    fn simplify(&mut self, ctx: &mut Context, known: &mut Known, op: Op, ssa: bool) {
        if ctx.op_info(op).is_none_or(|i| i.traits.terminator) {
            return;
        }
        if is_trivially_dead(ctx, op) {
            self.to_erase.push(op);
            return;
        }
        let multi_block = ctx
            .op(op)
            .regions
            .iter()
            .any(|&r| ctx.region(r).blocks.len() > 1);
        if multi_block {
            return;
        }
        if !is_memory_effect_free(ctx, op) {
            // Only ops that do nothing but read are merged, within a block.
            let reads_only =
                own_effects(ctx, op).is_some_and(|e| e.read && !e.write && !e.alloc && !e.free);
            if !reads_only {
                return;
            }
            if let Some(existing) = known.lookup(ctx, op) {
                if ctx.op(existing).parent == ctx.op(op).parent
                    && !writes_between(ctx, existing, op)
                {
                    self.replace(ctx, known, op, existing, ssa);
                    return;
                }
            }
            known.insert(ctx, op);
            return;
        }
        if let Some(existing) = known.lookup(ctx, op) {
            self.replace(ctx, known, op, existing, ssa);
            return;
        }
        known.insert(ctx, op);
    }

    fn replace(&mut self, ctx: &mut Context, known: &Known, op: Op, existing: Op, ssa: bool) {
        let n = ctx.op(op).results().len();
        if ssa {
            for i in 0..n {
                let (from, to) = (ctx.result(op, i), ctx.result(existing, i));
                ctx.replace_all_uses(from, to);
            }
            self.to_erase.push(op);
        } else {
            // In a graph region only uses by ops not (equal to ones)
            // already seen are replaced.
            for i in 0..n {
                let (from, to) = (ctx.result(op, i), ctx.result(existing, i));
                let uses: Vec<_> = ctx.uses(from).collect();
                for u in uses {
                    if known.lookup(ctx, u.op).is_none() {
                        ctx.set_operand(u.op, u.index as usize, to);
                    }
                }
            }
            if ctx.op(op).results().iter().all(|v| ctx.use_empty(v)) {
                self.to_erase.push(op);
            }
        }
        let unknown = ctx.unknown_loc();
        if ctx.op(existing).loc == unknown && ctx.op(op).loc != unknown {
            let loc = ctx.op(op).loc;
            ctx.op_mut(existing).loc = loc;
        }
    }
}

/// Whether an op strictly between `from` and `to` (same block) may write
/// memory (unknown effects count as writes).
fn writes_between(ctx: &Context, from: Op, to: Op) -> bool {
    let mut cur = ctx.op(from).next;
    while let Some(c) = cur {
        if c == to {
            return false;
        }
        match effects_recursively(ctx, c) {
            Some(e) if !e.write => {}
            _ => return true,
        }
        cur = ctx.op(c).next;
    }
    false
}
