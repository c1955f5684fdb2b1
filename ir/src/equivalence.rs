//! Structural equality of operations, ignoring locations (MLIR's
//! `OperationEquivalence` with `IgnoreLocations`), and a hash that agrees
//! with it: what cse looks duplicates up by.

use crate::block::{Block, Region};
use crate::context::Context;
use crate::operation::Op;
use crate::value::Value;
use rustc_hash::{FxHashMap, FxHasher};
use std::hash::{Hash, Hasher};

/// A hash of `op`'s name, attributes, properties, result types and
/// operands (not its regions): equal ops hash equal.
pub fn hash_op(ctx: &Context, op: Op) -> u64 {
    let d = ctx.op(op);
    let mut h = FxHasher::default();
    d.name.hash(&mut h);
    d.attrs.hash(&mut h);
    d.props.hash(&mut h);
    for r in d.results().iter() {
        ctx.value_type(r).hash(&mut h);
    }
    if is_commutative(ctx, op) {
        // Order-independent: a sum of the operands' own hashes.
        let sum = d.operands().fold(0u64, |acc, v| {
            let mut hv = FxHasher::default();
            v.hash(&mut hv);
            acc.wrapping_add(hv.finish())
        });
        sum.hash(&mut h);
    } else {
        for v in d.operands() {
            v.hash(&mut h);
        }
    }
    h.finish()
}

fn is_commutative(ctx: &Context, op: Op) -> bool {
    ctx.op_info(op).is_some_and(|i| i.traits.commutative)
}

/// Whether `a` and `b` are the same op but for locations and result
/// identities: same name, attributes, properties, result types, operands
/// and successors, and regions equal up to a renaming of what they define.
pub fn ops_equivalent(ctx: &Context, a: Op, b: Op) -> bool {
    let mut m = Mapping::default();
    same_op(ctx, a, b, &mut m)
}

/// Values and blocks defined inside compared regions, left to right.
#[derive(Default)]
struct Mapping {
    values: FxHashMap<Value, Value>,
    blocks: FxHashMap<Block, Block>,
}

fn same_op(ctx: &Context, a: Op, b: Op, m: &mut Mapping) -> bool {
    let (da, db) = (ctx.op(a), ctx.op(b));
    if da.name != db.name
        || da.attrs != db.attrs
        || da.props != db.props
        || da.num_operands() != db.num_operands()
        || da.results().len() != db.results().len()
        || da.successors.len() != db.successors.len()
        || da.regions.len() != db.regions.len()
    {
        return false;
    }
    let same_value = |m: &Mapping, x: Value, y: Value| x == y || m.values.get(&x) == Some(&y);
    if is_commutative(ctx, a) {
        // The same operands in any order (MLIR compares them sorted).
        let mut rest: Vec<Value> = db.operands().collect();
        for x in da.operands() {
            match rest.iter().position(|&y| same_value(m, x, y)) {
                Some(i) => {
                    rest.swap_remove(i);
                }
                None => return false,
            }
        }
    } else if !da
        .operands()
        .zip(db.operands())
        .all(|(x, y)| same_value(m, x, y))
    {
        return false;
    }
    if !da
        .results()
        .iter()
        .zip(db.results().iter())
        .all(|(x, y)| ctx.value_type(x) == ctx.value_type(y))
    {
        return false;
    }
    if !da
        .successors
        .iter()
        .zip(db.successors.iter())
        .all(|(x, y)| x == y || m.blocks.get(x) == Some(y))
    {
        return false;
    }
    for (x, y) in da.results().iter().zip(db.results().iter()) {
        m.values.insert(x, y);
    }
    da.regions
        .iter()
        .zip(db.regions.iter())
        .all(|(&ra, &rb)| same_region(ctx, ra, rb, m))
}

fn same_region(ctx: &Context, a: Region, b: Region, m: &mut Mapping) -> bool {
    let (ba, bb) = (&ctx.region(a).blocks, &ctx.region(b).blocks);
    if ba.len() != bb.len() {
        return false;
    }
    // Blocks first, so branches forward in the region map.
    for (&x, &y) in ba.iter().zip(bb.iter()) {
        let (xa, ya) = (&ctx.block(x).args, &ctx.block(y).args);
        if xa.len() != ya.len()
            || !xa
                .iter()
                .zip(ya.iter())
                .all(|(&p, &q)| ctx.value_type(p) == ctx.value_type(q))
        {
            return false;
        }
        m.blocks.insert(x, y);
        for (&p, &q) in xa.iter().zip(ya.iter()) {
            m.values.insert(p, q);
        }
    }
    for (&x, &y) in ba.iter().zip(bb.iter()) {
        let mut ox = ctx.block_ops(x);
        let mut oy = ctx.block_ops(y);
        loop {
            match (ox.next(), oy.next()) {
                (None, None) => break,
                (Some(p), Some(q)) => {
                    if !same_op(ctx, p, q, m) {
                        return false;
                    }
                }
                _ => return false,
            }
        }
    }
    true
}
