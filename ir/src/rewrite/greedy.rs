//! The greedy pattern driver (MLIR's `applyPatternsGreedily` on a
//! region). Each iteration seeds a worklist with every op of the region
//! (pre-order, reversed so ops pop in order), deduplicating constants and
//! hoisting them to the entry block of the nearest isolated region; then
//! pops ops one at a time: a trivially dead op is erased, else it is
//! folded, else its patterns are tried. The rewriter's notifications feed
//! the worklist. After the worklist, regions are simplified. Iterations
//! repeat until nothing changes or the limit is reached.
//!
//! The visiting order and the notifications follow MLIR's exactly: where
//! constants end up and which fold wins depend on them.

use super::region;
use super::{fold_op, Fold, FrozenPatterns, Listener, OpFoldResult, Rewriter};
use crate::attributes::Attribute;
use crate::block::{Block, Region};
use crate::context::Context;
use crate::entity::EntityRef;
use crate::intern::Ident;
use crate::operation::Op;
use crate::types::Type;
use crate::value::{Value, ValueDef};
use rustc_hash::{FxHashMap, FxHashSet};

/// How much region simplification runs after each iteration.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RegionSimplify {
    /// None.
    Disabled,
    /// Unreachable blocks and region DCE.
    Normal,
    /// Also merging identical blocks (not implemented: treated as normal).
    Aggressive,
}

/// Driver settings (MLIR's `GreedyRewriteConfig`).
#[derive(Copy, Clone, Debug)]
pub struct Config {
    /// Seed the worklist top-down (pre-order) rather than post-order.
    pub top_down: bool,
    /// Iteration limit; negative for none.
    pub max_iterations: i64,
    /// Rewrite limit per iteration; negative for none.
    pub max_rewrites: i64,
    /// Region simplification level.
    pub region_simplify: RegionSimplify,
    /// Fold ops.
    pub fold: bool,
    /// Deduplicate and hoist constants when seeding.
    pub cse_constants: bool,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            top_down: true,
            max_iterations: 10,
            max_rewrites: -1,
            region_simplify: RegionSimplify::Normal,
            fold: true,
            cse_constants: true,
        }
    }
}

/// Applies `patterns` greedily to the regions of `op`; true if every
/// region converged within the limits.
pub fn apply_patterns(ctx: &mut Context, op: Op, patterns: &FrozenPatterns, cfg: &Config) -> bool {
    let regions: Vec<Region> = ctx.op(op).regions.to_vec();
    let mut converged = true;
    for r in regions {
        converged &= apply_to_region(ctx, r, patterns, cfg);
    }
    converged
}

/// Applies `patterns` greedily to region `scope`.
pub fn apply_to_region(
    ctx: &mut Context,
    scope: Region,
    patterns: &FrozenPatterns,
    cfg: &Config,
) -> bool {
    let mut state = Worklist {
        list: Vec::new(),
        pos: Vec::new(),
        scope,
    };
    let mut iteration = 0i64;
    loop {
        iteration += 1;
        if cfg.max_iterations >= 0 && iteration > cfg.max_iterations {
            return false;
        }
        state.clear();
        {
            let mut rw = Rewriter::new(ctx, &mut state);
            let mut folder = ConstantFolder::default();
            seed(&mut rw, scope, cfg, &mut folder);
        }
        state.seeded(cfg.top_down);
        let mut changed = process(ctx, &mut state, patterns, cfg);
        if cfg.region_simplify != RegionSimplify::Disabled {
            let mut rw = Rewriter::new(ctx, &mut state);
            changed |= region::simplify_regions(&mut rw, &[scope]);
        }
        if !changed {
            return true;
        }
    }
}

/// Fills the worklist, deduplicating constants on the way.
fn seed(rw: &mut Rewriter<'_>, r: Region, cfg: &Config, folder: &mut ConstantFolder) {
    let mut k = 0;
    while let Some(&b) = rw.ctx.region(r).blocks.get(k) {
        k += 1;
        let mut cur = rw.ctx.block(b).first;
        while let Some(op) = cur {
            cur = rw.ctx.op(op).next;
            if cfg.cse_constants {
                if let Some(value) = super::constant_of(rw.ctx, op) {
                    if !folder.insert_known_constant(rw, op, value) {
                        continue;
                    }
                }
            }
            if cfg.top_down {
                rw.notify_inserted(op);
            }
            let mut j = 0;
            while let Some(&nr) = rw.ctx.op(op).regions.get(j) {
                j += 1;
                seed(rw, nr, cfg, folder);
            }
            if !cfg.top_down {
                rw.notify_inserted(op);
            }
        }
    }
}

/// Pops and processes ops until the worklist is empty; true if anything
/// changed.
fn process(
    ctx: &mut Context,
    state: &mut Worklist,
    patterns: &FrozenPatterns,
    cfg: &Config,
) -> bool {
    let mut changed = false;
    let mut rewrites = 0i64;
    while let Some(op) = state.pop() {
        if cfg.max_rewrites >= 0 && rewrites >= cfg.max_rewrites {
            break;
        }
        let mut rw = Rewriter::new(ctx, state);
        if crate::effects::is_trivially_dead(rw.ctx, op) {
            rw.erase_op(op);
            changed = true;
            continue;
        }
        let constant_like = rw.ctx.op_info(op).is_some_and(|i| i.traits.constant_like);
        if cfg.fold && !constant_like {
            match fold_op(rw.ctx, op) {
                Fold::None => {}
                Fold::InPlace => {
                    changed = true;
                    rw.notify_modified(op);
                    continue;
                }
                Fold::Results(results) => {
                    changed = true;
                    if let Some(values) = materialize(&mut rw, op, &results) {
                        rw.replace_op(op, &values);
                        continue;
                    }
                }
            }
        }
        if patterns.apply(op, &mut rw) {
            changed = true;
            rewrites += 1;
        }
    }
    changed
}

/// Turns fold results into values, creating constants before `op` with
/// its dialect's materializer; `None` (and nothing left behind) if one
/// cannot be made.
fn materialize(rw: &mut Rewriter<'_>, op: Op, results: &[OpFoldResult]) -> Option<Vec<Value>> {
    let types: Vec<Type> = rw
        .ctx
        .op(op)
        .results()
        .iter()
        .map(|v| rw.ctx.value_type(v))
        .collect();
    assert_eq!(
        types.len(),
        results.len(),
        "folder gave a wrong result count"
    );
    let loc = rw.ctx.op(op).loc;
    let dialect = rw
        .ctx
        .op_name(op)
        .split('.')
        .next()
        .unwrap_or("")
        .to_string();
    let materializer = rw.ctx.registry.materializer(&dialect);
    rw.set_insertion_point_before(op);
    let mut values = Vec::with_capacity(results.len());
    let mut made = Vec::new();
    for (r, &ty) in results.iter().zip(&types) {
        match *r {
            OpFoldResult::Value(v) => values.push(v),
            OpFoldResult::Attr(a) => {
                let built = materializer.and_then(|m| m(rw.ctx, a, ty, loc));
                match built {
                    Some(c) => {
                        rw.insert(c);
                        made.push(c);
                        values.push(rw.ctx.result(c, 0));
                    }
                    None => {
                        for c in made {
                            rw.erase_op(c);
                        }
                        return None;
                    }
                }
            }
        }
    }
    Some(values)
}

/// The driver's worklist: ops in push order, each at most once (popped
/// from the back), fed by rewriter notifications.
struct Worklist {
    list: Vec<Option<Op>>,
    /// Position of each op in `list` plus one (0: absent), by op index.
    pos: Vec<u32>,
    scope: Region,
}

impl Worklist {
    fn clear(&mut self) {
        for op in self.list.drain(..).flatten() {
            self.pos[op.index()] = 0;
        }
    }
    fn push(&mut self, op: Op) {
        let i = op.index();
        if i >= self.pos.len() {
            self.pos.resize(i + 1 + i / 2, 0);
        }
        if self.pos[i] != 0 {
            return;
        }
        self.list.push(Some(op));
        self.pos[i] = self.list.len() as u32;
    }
    fn pop(&mut self) -> Option<Op> {
        while let Some(slot) = self.list.pop() {
            if let Some(op) = slot {
                self.pos[op.index()] = 0;
                return Some(op);
            }
        }
        None
    }
    fn remove(&mut self, op: Op) {
        if let Some(p) = self.pos.get(op.index()).copied() {
            if p != 0 {
                self.list[p as usize - 1] = None;
                self.pos[op.index()] = 0;
            }
        }
    }
    /// Puts the seeded list in popping order: reversed when seeded
    /// top-down, so the first op pops first.
    fn seeded(&mut self, top_down: bool) {
        if top_down {
            self.list.reverse();
            for (k, slot) in self.list.iter().enumerate() {
                if let Some(op) = slot {
                    self.pos[op.index()] = k as u32 + 1;
                }
            }
        }
    }
    /// Adds `op` and its ancestors up to the scope region (nothing if
    /// `op` is not inside it).
    fn add(&mut self, ctx: &Context, op: Op) {
        // Walk up once to see whether the chain reaches the scope, then
        // again to push it: cheaper than collecting the chain.
        let parent_op = |o: Op| ctx.parent_region(o).and_then(|r| ctx.region(r).parent);
        let mut top = op;
        loop {
            match ctx.parent_region(top) {
                Some(r) if r == self.scope => break,
                Some(_) => match parent_op(top) {
                    Some(p) => top = p,
                    None => return,
                },
                None => return,
            }
        }
        let mut cur = op;
        loop {
            self.push(cur);
            if cur == top {
                return;
            }
            cur = parent_op(cur).expect("the first walk reached the scope");
        }
    }
    /// Adds the defining ops of `op`'s operands that have at most one
    /// other user: erasing `op` may make them dead or foldable.
    fn add_operand_defs(&mut self, ctx: &Context, op: Op) {
        for v in ctx.op(op).operands() {
            let ValueDef::Result(def, _) = ctx.value(v).def else {
                continue;
            };
            let mut other: Option<Op> = None;
            let mut more = false;
            for u in ctx.uses(v) {
                if u.op == op || Some(u.op) == other {
                    continue;
                }
                if other.is_none() {
                    other = Some(u.op);
                    continue;
                }
                more = true;
                break;
            }
            if !more {
                self.add(ctx, def);
            }
        }
    }
}

impl Listener for Worklist {
    fn inserted(&mut self, ctx: &Context, op: Op) {
        self.add(ctx, op);
    }
    fn modified(&mut self, ctx: &Context, op: Op) {
        self.add(ctx, op);
    }
    fn erased(&mut self, ctx: &Context, op: Op) {
        self.add_operand_defs(ctx, op);
        self.remove(op);
    }
}

/// Constant deduplication while seeding (MLIR's `OperationFolder`, as
/// the driver uses it): one constant per (dialect, value, type) in each
/// isolated region, hoisted to the front of its entry block.
#[derive(Default)]
struct ConstantFolder {
    constants: FxHashMap<(Region, Ident, Attribute, Type), Op>,
    owned: FxHashSet<Op>,
}

impl ConstantFolder {
    /// Records constant `op`; false if it was replaced by an existing one
    /// (and erased).
    fn insert_known_constant(&mut self, rw: &mut Rewriter<'_>, op: Op, value: Attribute) -> bool {
        let block = rw.ctx.op(op).parent.expect("constant in a block");
        let prev_owned = |ctx: &Context, this: &ConstantFolder| {
            ctx.op(op).prev.is_some_and(|p| this.owned.contains(&p))
        };
        if self.owned.contains(&op) {
            if rw.ctx.block(block).first != Some(op) && !prev_owned(rw.ctx, self) {
                hoist(rw.ctx, op, block);
            }
            return true;
        }
        let region = insertion_region(rw.ctx, block);
        let dialect = {
            let name = rw.ctx.op_name(op);
            let d = name.split('.').next().unwrap_or("").to_string();
            rw.ctx.ident(&d)
        };
        let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
        let key = (region, dialect, value, ty);
        if let Some(&existing) = self.constants.get(&key) {
            let v = rw.ctx.result(existing, 0);
            rw.replace_op(op, &[v]);
            let unknown = rw.ctx.unknown_loc();
            rw.ctx.op_mut(existing).loc = unknown;
            return false;
        }
        let entry = rw.ctx.region(region).blocks[0];
        if block != entry || (rw.ctx.block(entry).first != Some(op) && !prev_owned(rw.ctx, self)) {
            hoist(rw.ctx, op, entry);
        }
        self.constants.insert(key, op);
        self.owned.insert(op);
        true
    }
}

/// Moves constant `op` to the front of `to` (not through the rewriter, as
/// MLIR's folder does), dropping its location.
fn hoist(ctx: &mut Context, op: Op, to: Block) {
    ctx.detach_op(op);
    ctx.prepend_op(to, op);
    let unknown = ctx.unknown_loc();
    ctx.op_mut(op).loc = unknown;
}

/// The region constants of `block` belong in: the nearest enclosing one
/// whose op is isolated from above, unregistered, or top-level.
fn insertion_region(ctx: &Context, mut block: Block) -> Region {
    loop {
        let r = ctx.block(block).parent.expect("block in a region");
        let Some(parent) = ctx.region(r).parent else {
            return r;
        };
        let isolated = ctx
            .op_info(parent)
            .is_none_or(|i| i.traits.isolated_from_above);
        match ctx.op(parent).parent {
            Some(b) if !isolated => block = b,
            _ => return r,
        }
    }
}
