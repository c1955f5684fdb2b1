//! What the program moves with no fusion at all, counted two ways:
//!
//! - **as written** (`hlo.unfused_bytes_accessed`, the report's
//!   `unfused_bytes_accessed`): one kernel an op of the input program,
//!   recognized by its source location: the StableHLO ops a torch op or a
//!   JAX line became share its location, so a GEMM, a bias add and a GELU
//!   are three ops, not the dozen GELU decomposes into. Each reads every
//!   value it takes from outside once and writes every value used outside
//!   once: the figure a student works out by hand. Ops of one location
//!   are one op where they connect; ops without a location
//!   (`loc(unknown)`) count one by one.
//! - **as StableHLO ops** (`hlo.unfused_hlo_bytes_accessed`): every
//!   StableHLO op its own kernel, operands plus results, as XLA's
//!   HloCostAnalysis counts an unfused HLO module.
//!
//! Views, reshapes and constants move nothing either way.

use super::cost;
use ir::{AttrKind, Context, LocKind, Op, Value};
use std::collections::HashMap;
use targets::Target;

/// The module attribute holding the traffic as written.
pub const AS_WRITTEN: &str = "hlo.unfused_bytes_accessed";
/// The module attribute holding the traffic as StableHLO ops.
pub const AS_HLO: &str = "hlo.unfused_hlo_bytes_accessed";

fn computes(ctx: &Context, op: Op) -> bool {
    !ctx.op_info(op).is_some_and(|i| i.traits.terminator)
}

/// Bytes with every StableHLO op of `top`'s functions its own kernel.
pub fn as_hlo_ops(ctx: &Context, top: Op) -> u64 {
    super::function_bodies(ctx, top)
        .into_iter()
        .flat_map(|b| ctx.block_ops(b).collect::<Vec<_>>())
        .filter(|&op| computes(ctx, op))
        .map(|op| cost::op_bytes(ctx, op))
        .sum()
}

/// The ops of the input program as written: the function bodies' ops
/// grouped by source location, where ops of one location connect (one
/// uses another's result): two `nn.Linear`s called on one line are two
/// ops, each the cluster its call site's ops form. In program order of
/// first appearance.
pub fn written_ops(ctx: &Context, top: Op) -> Vec<Vec<Op>> {
    let mut groups: Vec<Vec<Op>> = Vec::new();
    for b in super::function_bodies(ctx, top) {
        let ops: Vec<Op> = ctx.block_ops(b).filter(|&op| computes(ctx, op)).collect();
        let index: HashMap<Op, usize> = ops.iter().enumerate().map(|(i, &o)| (o, i)).collect();
        let known = |o: Op| {
            !matches!(
                ctx.attr_kind(ctx.op(o).loc),
                AttrKind::Location(LocKind::Unknown)
            )
        };
        // Union-find over the ops: an op joins the producers of its
        // operands that share its (known) location.
        let mut parent: Vec<usize> = (0..ops.len()).collect();
        fn find(p: &mut [usize], mut i: usize) -> usize {
            while p[i] != i {
                p[i] = p[p[i]];
                i = p[i];
            }
            i
        }
        for (i, &o) in ops.iter().enumerate() {
            if !known(o) {
                continue;
            }
            for v in ctx.op(o).operands() {
                if let ir::value::ValueDef::Result(p, _) = ctx.value(v).def {
                    if let Some(&j) = index.get(&p) {
                        if ctx.op(p).loc == ctx.op(o).loc {
                            let (a, b) = (find(&mut parent, i), find(&mut parent, j));
                            parent[a.max(b)] = a.min(b);
                        }
                    }
                }
            }
        }
        let mut at: HashMap<usize, usize> = HashMap::new();
        for (i, &o) in ops.iter().enumerate() {
            let r = find(&mut parent, i);
            match at.get(&r) {
                Some(&g) => groups[g].push(o),
                None => {
                    at.insert(r, groups.len());
                    groups.push(vec![o]);
                }
            }
        }
    }
    groups
}

/// The bytes one op as written moves: the values its StableHLO ops take
/// from outside it, each once, and the values they make that are used
/// outside it (or returned), each once. Views and constants alone move
/// nothing; a scalar constant is part of the op that uses it (as a fused
/// kernel clones it in), a larger one (weights) is read like an input.
pub fn group_bytes(ctx: &Context, ops: &[Op]) -> u64 {
    if ops.iter().all(|&o| cost::is_free(ctx, o)) {
        return 0;
    }
    // What the op computes inside it; a constant of more than one
    // element (weights) is read from memory even when the op as written
    // made it, and a scalar constant belongs to the op that uses it (a
    // fused kernel clones it in).
    let scalar = |v: Value| cost::elements(ctx, ctx.value_type(v)).is_some_and(|n| n <= 1);
    let constant = |o: Op| ctx.op_info(o).is_some_and(|i| i.traits.constant_like);
    let inside = |v: Value| match ctx.value(v).def {
        ir::value::ValueDef::Result(o, _) if constant(o) => scalar(v),
        ir::value::ValueDef::Result(o, _) => ops.contains(&o),
        ir::value::ValueDef::Arg(..) => false,
    };
    let mut seen: Vec<Value> = Vec::new();
    let mut bytes = 0;
    for &o in ops {
        for v in ctx.op(o).operands() {
            if !inside(v) && !seen.contains(&v) {
                seen.push(v);
                bytes += cost::bytes(ctx, v);
            }
        }
        for r in ctx.op(o).results().iter() {
            if constant(o) {
                continue; // read by its users, counted there
            }
            if ctx.uses(r).any(|u| !ops.contains(&u.op)) {
                bytes += cost::bytes(ctx, r);
            }
        }
    }
    bytes
}

/// Bytes with every op of the input program as written its own kernel.
pub fn as_written(ctx: &Context, top: Op) -> u64 {
    written_ops(ctx, top)
        .iter()
        .map(|g| group_bytes(ctx, g))
        .sum()
}

/// Records on the module which target the kernels are for and what the
/// program moves unfused, both ways.
pub fn record(ctx: &mut Context, top: Op, target: &Target) {
    let (written, hlo) = (as_written(ctx, top), as_hlo_ops(ctx, top));
    super::set_str(
        ctx,
        top,
        "hlo.target",
        target.source.trim_start_matches("builtin:"),
    );
    super::set_int(ctx, top, AS_WRITTEN, written);
    super::set_int(ctx, top, AS_HLO, hlo);
}

/// The traffic as written a pass recorded on the module, if one did.
pub fn recorded(ctx: &Context, top: Op) -> Option<(u64, u64)> {
    Some((
        super::int_attr(ctx, top, AS_WRITTEN)?,
        super::int_attr(ctx, top, AS_HLO).unwrap_or(0),
    ))
}
