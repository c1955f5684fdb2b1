//! Deep copies of ops and regions (MLIR's `Operation::clone` and
//! `Region::cloneInto`) with a mapping from old values and blocks to new.

use crate::block::{Block, Region};
use crate::context::Context;
use crate::operation::Op;
use crate::value::Value;
use rustc_hash::FxHashMap;

/// Old-to-new values and blocks; anything unmapped stays as is (values
/// defined outside what is cloned).
#[derive(Default, Debug)]
pub struct Mapping {
    /// Values.
    pub values: FxHashMap<Value, Value>,
    /// Blocks.
    pub blocks: FxHashMap<Block, Block>,
}

impl Mapping {
    /// The new value for `v`.
    pub fn value(&self, v: Value) -> Value {
        self.values.get(&v).copied().unwrap_or(v)
    }
    /// The new block for `b`.
    pub fn block(&self, b: Block) -> Block {
        self.blocks.get(&b).copied().unwrap_or(b)
    }
}

/// A detached deep copy of `op`, its results and nested values recorded
/// in `map`. Operands defined outside `op` are mapped through `map` when
/// mapped, else kept.
pub fn clone_op(ctx: &mut Context, op: Op, map: &mut Mapping) -> Op {
    let d = ctx.op(op).clone();
    let operands: Vec<Value> = d.operands().map(|v| map.value(v)).collect();
    let types: Vec<_> = d.results().iter().map(|v| ctx.value_type(v)).collect();
    let succ: Vec<Block> = d.successors.iter().map(|&b| map.block(b)).collect();
    let new = ctx.create_op(
        d.name,
        &operands,
        &types,
        d.attrs,
        d.props,
        &succ,
        d.regions.len(),
        d.loc,
    );
    for (a, b) in d.results().iter().zip(ctx.op(new).results().iter()) {
        map.values.insert(a, b);
    }
    for (i, &r) in d.regions.iter().enumerate() {
        let dest = ctx.op(new).regions[i];
        clone_region_into(ctx, r, dest, 0, map);
    }
    new
}

/// Copies the blocks of `src` into `dest` before block index `at`; returns
/// the new blocks. Blocks and their arguments are made first so branches
/// and uses in any block order resolve.
pub fn clone_region_into(
    ctx: &mut Context,
    src: Region,
    dest: Region,
    at: usize,
    map: &mut Mapping,
) -> Vec<Block> {
    let blocks = ctx.region(src).blocks.clone();
    let mut new_blocks = Vec::with_capacity(blocks.len());
    for &b in &blocks {
        let nb = ctx.create_block();
        let args = ctx.block(b).args.clone();
        for a in args {
            // Arguments mapped already (an inlined entry block's, to the
            // call's operands) are not made (MLIR's `cloneInto`).
            if map.values.contains_key(&a) {
                continue;
            }
            let (ty, loc) = (ctx.value_type(a), ctx.value(a).loc);
            let na = ctx.add_block_arg(nb, ty, loc);
            map.values.insert(a, na);
        }
        map.blocks.insert(b, nb);
        new_blocks.push(nb);
    }
    // Values used before their definition in block order (a use in an
    // earlier block of a value a later one defines) get fixed up after.
    let mut pending: Vec<Op> = Vec::new();
    for (&b, &nb) in blocks.iter().zip(&new_blocks) {
        let ops: Vec<Op> = ctx.block_ops(b).collect();
        for o in ops {
            let c = clone_op(ctx, o, map);
            ctx.append_op(nb, c);
            pending.push(c);
        }
    }
    for c in pending {
        for i in 0..ctx.op(c).num_operands() {
            let v = ctx.op(c).operand(i);
            let m = map.value(v);
            if m != v {
                ctx.set_operand(c, i, m);
            }
        }
    }
    let tmp = ctx.create_region();
    for nb in &new_blocks {
        ctx.append_block(tmp, *nb);
    }
    ctx.move_blocks(tmp, dest, at);
    new_blocks
}
