//! `fuse`: producer–consumer fusion of whole-array ops into kernels
//! (`hlo.fusion`), by XLA's rules plus what the target's on-chip memory
//! allows:
//!
//! - consumers are visited last to first; a producer joins its consumer's
//!   kernel when every use of it is in that kernel (so nothing is computed
//!   twice and no cycle can form);
//! - a cheap producer (a broadcast, or an elementwise op or data movement
//!   whose operands are smaller than its result) used elsewhere too is
//!   duplicated into the kernel when that lowers the bytes moved;
//! - a contraction joins an elementwise consumer's kernel (its epilogue:
//!   bias, activation, residual), one contraction a kernel: an `output`
//!   fusion;
//! - a reduction is a kernel's root (an `input` fusion); it joins a
//!   consumer's kernel only when the reduced rows are innermost and one
//!   row of every tensor the kernel holds fits the target's usable
//!   on-chip memory, so a softmax or layer norm is one persistent kernel;
//! - ops of no declared class (`Opaque`) stay kernels of their own.
//!
//! The kernel's decisions are attributes on the `hlo.fusion`:
//! `bytes_accessed` (its operands plus its results, what stays inside is
//! free) and `flops`.

use super::cost;
use ir::clone::{clone_op, Mapping};
use ir::pass::{Pass, PassInfo, PassOptions};
use ir::{Block, Context, Diagnostic, Op, OpClass, Value};
use std::collections::{HashMap, HashSet};
use targets::Target;

/// The registry entry.
pub static INFO: PassInfo = PassInfo {
    argument: "fuse",
    name: "Fuse",
    summary: "Fuse whole-array ops into kernels (hlo.fusion) by XLA's producer-consumer rules",
    doc: "Groups the StableHLO ops of each function into kernels, `hlo.fusion <loop|input|output>`, as XLA's \
instruction fusion does: consumers are visited last to first and a producer joins its consumer's kernel when \
every use of it is in that kernel; a cheap producer (a broadcast, or an op whose operands are smaller than its \
result) is duplicated into a kernel when that lowers the bytes moved; a contraction joins the kernel of its \
elementwise epilogue (an `output` fusion); a reduction roots an `input` fusion and joins a consumer's kernel \
only when its rows are innermost and a row of every tensor in the kernel fits the target's usable on-chip \
memory (a persistent softmax or layer norm). Ops of no declared class stay their own kernels. Each fusion \
carries `bytes_accessed` (operands plus results; what stays inside is free, under HloCostAnalysis' model) and \
`flops`. The target is the `target` option, else the module's `hlo.target` string attribute, else `cpu`.",
    options: &[super::TARGET_OPTION],
    create: |o: &PassOptions| {
        Box::new(Fuse {
            target: o.str("target").to_string(),
        })
    },
};

struct Fuse {
    target: String,
}

impl Pass for Fuse {
    fn run(&mut self, ctx: &mut Context, top: Op) -> Result<(), Diagnostic> {
        ctx.load_dialect("hlo");
        // What the program moved before any kernel was formed, and for
        // which target the kernels are: the report reads both.
        let target = super::prepare(ctx, top, &self.target, "fuse")?;
        let mut names = Names::default();
        for block in super::function_bodies(ctx, top) {
            fuse_block(ctx, block, &target, &mut names);
        }
        Ok(())
    }
}

/// XLA-style kernel names: `loop_add_fusion`, `input_reduce_fusion.1`.
#[derive(Default)]
struct Names {
    used: HashMap<String, usize>,
}

impl Names {
    fn fresh(&mut self, base: String) -> String {
        let n = self.used.entry(base.clone()).or_insert(0);
        let name = if *n == 0 { base } else { format!("{base}.{n}") };
        *n += 1;
        name
    }
}

/// One kernel being formed: its ops (a set), and what it holds.
struct Group {
    ops: HashSet<Op>,
    /// Bytes of the longest reduced row among the reductions that are
    /// not the kernel's root: a row of each of its tensors must then stay
    /// on chip (a persistent kernel).
    persistent_row: Option<u64>,
    /// Producers cloned into it (they stay outside for their other users).
    duplicated: Vec<Op>,
    contraction: bool,
    reduction: bool,
    /// The contraction and the ops that feed its operands: only data
    /// movement and broadcasts join there (a matrix unit rereads its
    /// operands, so fused elementwise work would run again and again).
    upstream: HashSet<Op>,
    /// Why each op is in it (what, because), for the report.
    decisions: Vec<(String, String)>,
}

fn defining_op(ctx: &Context, v: Value) -> Option<Op> {
    match ctx.value(v).def {
        ir::value::ValueDef::Result(op, _) => Some(op),
        ir::value::ValueDef::Arg(..) => None,
    }
}

/// Whether `op` can be in a kernel at all: a declared class, static
/// tensor results.
fn fusible(ctx: &Context, op: Op) -> bool {
    if ctx.op_class(op) == OpClass::Opaque {
        return false;
    }
    let d = ctx.op(op);
    d.results().len() > 0
        && d.results()
            .iter()
            .all(|v| cost::elements(ctx, ctx.value_type(v)).is_some())
        && d.operands()
            .all(|v| cost::elements(ctx, ctx.value_type(v)).is_some())
}

/// The bytes of one reduced row of reduction `op`, if it reduces its
/// innermost dimensions (so a kernel can keep whole rows on chip).
fn reduced_row_bytes(ctx: &Context, op: Op) -> Option<u64> {
    let OpClass::Reduction { dimensions } = ctx.op_class(op) else {
        return None;
    };
    let dims = ctx
        .inherent_attr(op, ctx.str(dimensions))
        .and_then(|a| ir::dense_array::to_i64s(ctx, a))?;
    let input = ctx.op(op).operands().next()?;
    let t = ctx.value_type(input);
    let shape = ctx.type_kind(t).shape()?.to_vec();
    let rank = shape.len() as i64;
    let mut sorted = dims.clone();
    sorted.sort_unstable();
    let innermost = sorted
        .iter()
        .enumerate()
        .all(|(i, &d)| d == rank - sorted.len() as i64 + i as i64);
    if !innermost {
        return None;
    }
    let row: u64 = dims
        .iter()
        .map(|&d| shape[d as usize].max(1) as u64)
        .product();
    let elem = cost::bytes_of_type(ctx, t) / cost::elements(ctx, t)?.max(1);
    Some(row * elem.max(1))
}

/// Whether a kernel of `ops` ops holding rows of `row` bytes fits on chip:
/// one row of each op's result and of the kernel's input.
fn rows_fit(row: u64, ops: usize, target: &Target) -> bool {
    row.saturating_mul(ops as u64 + 1) <= target.onchip.usable_bytes()
}

fn fuse_block(ctx: &mut Context, block: Block, target: &Target, names: &mut Names) {
    let ops: Vec<Op> = ctx.block_ops(block).collect();
    let position: HashMap<Op, usize> = ops.iter().enumerate().map(|(i, &o)| (o, i)).collect();
    let mut group_of: HashMap<Op, usize> = HashMap::new();
    let mut groups: Vec<Group> = Vec::new();
    // Each value's first user in the block, found once.
    let mut earliest: HashMap<ir::Value, Option<Op>> = HashMap::new();
    let mut earliest_use = |v: ir::Value| -> Option<Op> {
        *earliest.entry(v).or_insert_with(|| {
            ctx.uses(v)
                .filter_map(|u| position.get(&u.op).map(|&at| (at, u.op)))
                .min()
                .map(|(_, o)| o)
        })
    };
    for &seed in ops.iter().rev() {
        if group_of.contains_key(&seed) || !fusible(ctx, seed) {
            continue;
        }
        let class = ctx.op_class(seed);
        let gi = groups.len();
        groups.push(Group {
            ops: HashSet::from([seed]),
            persistent_row: None,
            duplicated: Vec::new(),
            contraction: class == OpClass::Contraction,
            reduction: matches!(class, OpClass::Reduction { .. }),
            upstream: if class == OpClass::Contraction {
                HashSet::from([seed])
            } else {
                HashSet::new()
            },
            decisions: vec![(
                format!("kernel rooted at '{}'", ctx.op_name(seed)),
                "fusion visits consumers last to first".to_string(),
            )],
        });
        group_of.insert(seed, gi);
        // Absorb producers until nothing more joins.
        loop {
            let mut candidates: Vec<Op> = Vec::new();
            for &g in groups[gi].ops.iter().chain(groups[gi].duplicated.iter()) {
                for v in ctx.op(g).operands() {
                    if let Some(p) = defining_op(ctx, v) {
                        if position.contains_key(&p)
                            && !groups[gi].ops.contains(&p)
                            && !group_of.contains_key(&p)
                            && !groups[gi].duplicated.contains(&p)
                            && !candidates.contains(&p)
                        {
                            candidates.push(p);
                        }
                    }
                }
            }
            // Latest producers first, as XLA's reverse post-order.
            candidates.sort_by_key(|p| std::cmp::Reverse(position[p]));
            let mut changed = false;
            for p in candidates {
                if !fusible(ctx, p) {
                    continue;
                }
                let class = ctx.op_class(p);
                // Every use in the kernel; or (producer-consumer multi-output
                // fusion) the uses outside all come after the kernel's root,
                // so the kernel can also export the value without a cycle.
                let mut exported = false;
                // The earliest use decides at once when it is before the
                // root and outside the kernel (a constant every layer
                // reads): no walk over all its uses for every kernel.
                let early_outside = ctx.op(p).results().iter().any(|r| {
                    earliest_use(r).is_some_and(|u| {
                        position.get(&u).is_some_and(|&at| at <= position[&seed])
                            && !groups[gi].ops.contains(&u)
                    })
                });
                let all_uses_inside = !early_outside
                    && ctx.op(p).results().iter().all(|r| {
                        ctx.uses(r).all(|u| {
                            if groups[gi].ops.contains(&u.op) {
                                return true;
                            }
                            let after = position.get(&u.op).is_some_and(|&at| at > position[&seed]);
                            exported |= after;
                            after
                        })
                    });
                let g = &groups[gi];
                // A persistent kernel keeps growing only while its rows fit.
                let row = match class {
                    OpClass::Reduction { .. } => {
                        reduced_row_bytes(ctx, p).map(|r| r.max(g.persistent_row.unwrap_or(0)))
                    }
                    _ => g.persistent_row,
                };
                let fits = row.is_none_or(|r| rows_fit(r, g.ops.len() + 1, target));
                // Feeding the contraction's operands (its uses are there)?
                // Only asked of a producer that could join.
                let feeds_contraction = all_uses_inside
                    && ctx
                        .op(p)
                        .results()
                        .iter()
                        .any(|r| ctx.uses(r).any(|u| g.upstream.contains(&u.op)));
                let prologue_ok = !feeds_contraction
                    || matches!(class, OpClass::DataMovement | OpClass::Broadcast);
                let joins = fits
                    && prologue_ok
                    && match class {
                        OpClass::Contraction => all_uses_inside && !g.contraction && !g.reduction,
                        OpClass::Reduction { .. } => {
                            all_uses_inside && !g.contraction && row.is_some()
                        }
                        OpClass::Elementwise | OpClass::Broadcast | OpClass::DataMovement => {
                            all_uses_inside
                        }
                        OpClass::Opaque => false,
                    };
                let usable = target.onchip.usable_bytes();
                let because = match (class, row) {
                    (_, Some(r)) if fits => format!(
                        "every use is in the kernel, and a row of each of its {} tensors ({} bytes) fits onchip.usable_bytes ({usable})",
                        g.ops.len() + 2,
                        r * (g.ops.len() as u64 + 2)
                    ),
                    (_, Some(r)) => format!(
                        "a row of each of the kernel's {} tensors ({} bytes) would exceed onchip.usable_bytes ({usable})",
                        g.ops.len() + 2,
                        r * (g.ops.len() as u64 + 2)
                    ),
                    (OpClass::Contraction, None) => "one contraction a kernel, with its elementwise epilogue; every use is in the kernel".to_string(),
                    _ if exported => "every use of it is in the kernel or after it: the kernel also exports it (multi-output fusion), so it is computed once".to_string(),
                    _ => "every use of it is in the kernel, so it is computed once".to_string(),
                };
                if !joins && row.is_some() && matches!(class, OpClass::Reduction { .. }) {
                    let what = format!("kept '{}' out of the kernel", ctx.op_name(p));
                    groups[gi].decisions.push((what, because.clone()));
                }
                if !prologue_ok && all_uses_inside {
                    groups[gi].decisions.push((
                        format!("kept '{}' out of the kernel", ctx.op_name(p)),
                        "it feeds the contraction's operands, which the matrix unit rereads: only data movement and broadcasts join there".to_string(),
                    ));
                }
                if joins {
                    let g = &mut groups[gi];
                    if feeds_contraction || class == OpClass::Contraction {
                        g.upstream.insert(p);
                    }
                    g.decisions
                        .push((format!("fused '{}'", ctx.op_name(p)), because));
                    g.persistent_row = row;
                    g.ops.insert(p);
                    g.contraction |= class == OpClass::Contraction;
                    g.reduction |= matches!(class, OpClass::Reduction { .. });
                    group_of.insert(p, gi);
                    changed = true;
                } else if matches!(
                    class,
                    OpClass::Elementwise | OpClass::Broadcast | OpClass::DataMovement
                ) {
                    // Duplicate a cheap producer when its inputs are smaller
                    // than what the kernel would otherwise read.
                    let ins: u64 = ctx.op(p).operands().map(|v| cost::bytes(ctx, v)).sum();
                    let outs: u64 = ctx
                        .op(p)
                        .results()
                        .iter()
                        .map(|v| cost::bytes(ctx, v))
                        .sum();
                    if ins < outs {
                        groups[gi].duplicated.push(p);
                        groups[gi].decisions.push((
                            format!("duplicated '{}' into the kernel", ctx.op_name(p)),
                            format!("it has uses elsewhere, and its operands ({ins} bytes) are smaller than its result ({outs} bytes)"),
                        ));
                        changed = true;
                    }
                }
            }
            if !changed {
                break;
            }
        }
    }
    // An op one kernel duplicates may belong to another kernel, which
    // must find it in place when it is built.
    let owned: HashSet<Op> = groups.iter().flat_map(|g| g.ops.iter().copied()).collect();
    for g in &groups {
        if g.ops.len() + g.duplicated.len() >= 2 {
            materialize(ctx, &position, g, &owned, names);
        }
    }
}

/// Replaces the group's ops by one `hlo.fusion` at the place of its last
/// op.
fn materialize(
    ctx: &mut Context,
    position: &HashMap<Op, usize>,
    g: &Group,
    owned: &HashSet<Op>,
    names: &mut Names,
) {
    // The group's ops in program order (sorted, not filtered out of the
    // whole block: a block of many kernels must not cost their product).
    let mut all: Vec<Op> = g.ops.iter().chain(&g.duplicated).copied().collect();
    all.sort_by_key(|o| position.get(o).copied().unwrap_or(usize::MAX));
    all.dedup();
    // Members whose results nothing reads any more drop out: a kernel
    // built earlier may have taken a copy of an op this one owns (a
    // producer it duplicated), leaving the original unused.
    let mut live: HashSet<Op> = HashSet::new();
    for &o in all.iter().rev() {
        let read = ctx.op(o).results().iter().any(|r| {
            ctx.uses(r).any(|u| {
                if all.contains(&u.op) {
                    live.contains(&u.op)
                } else {
                    !g.duplicated.contains(&o)
                }
            })
        });
        if read {
            live.insert(o);
        }
    }
    let members: Vec<Op> = all.iter().copied().filter(|o| live.contains(o)).collect();
    let inside: HashSet<Value> = members
        .iter()
        .flat_map(|&o| ctx.op(o).results().iter().collect::<Vec<_>>())
        .collect();
    // Operands from outside are the kernel's inputs, except scalar
    // constants: those are cloned in (XLA fuses them).
    let mut inputs: Vec<Value> = Vec::new();
    let mut constants: Vec<Op> = Vec::new();
    for &o in &members {
        for v in ctx.op(o).operands() {
            if inside.contains(&v) || inputs.contains(&v) {
                continue;
            }
            // Scalar constants are cloned in; a larger constant (weights)
            // stays an input, read like any other and not copied per kernel.
            let scalar = cost::elements(ctx, ctx.value_type(v)).is_some_and(|n| n <= 1);
            match defining_op(ctx, v) {
                Some(c) if scalar && ctx.op_info(c).is_some_and(|i| i.traits.constant_like) => {
                    if !constants.contains(&c) {
                        constants.push(c);
                    }
                }
                _ => inputs.push(v),
            }
        }
    }
    // Results used outside the group (duplicated producers are private).
    let mut outputs: Vec<Value> = Vec::new();
    for &o in &members {
        if g.duplicated.contains(&o) {
            continue;
        }
        for r in ctx.op(o).results().iter() {
            if ctx.uses(r).any(|u| !g.ops.contains(&u.op)) {
                outputs.push(r);
            }
        }
    }
    if outputs.is_empty() {
        return;
    }
    let kind = if g.reduction {
        "input"
    } else if g.contraction {
        "output"
    } else {
        "loop"
    };
    let Some(&last) = all.iter().rev().find(|o| g.ops.contains(o)) else {
        return;
    };
    let root = members
        .iter()
        .rev()
        .find(|o| g.ops.contains(o))
        .copied()
        .unwrap_or(last);
    let root_name = ctx
        .op_name(root)
        .rsplit('.')
        .next()
        .unwrap_or("op")
        .to_string();
    let name = names.fresh(format!("{kind}_{root_name}_fusion"));
    // The kernel comes from every op it runs: MLIR's fused location.
    let locs: Vec<ir::Attribute> = members.iter().map(|&o| ctx.op(o).loc).collect();
    let loc = ctx.fused_loc(locs, None);
    let result_types: Vec<ir::Type> = outputs.iter().map(|&v| ctx.value_type(v)).collect();
    let (fusion, body) =
        dialects::hlo::create_fusion(ctx, kind, &name, &inputs, &result_types, loc);
    let mut map = Mapping::default();
    let args: Vec<Value> = ctx.block(body).args.clone();
    for (&v, &a) in inputs.iter().zip(&args) {
        map.values.insert(v, a);
    }
    let mut flops = 0u64;
    for &c in &constants {
        let cloned = clone_op(ctx, c, &mut map);
        ctx.append_op(body, cloned);
    }
    for &o in &members {
        let c = clone_op(ctx, o, &mut map);
        flops += cost::op_flops(ctx, o);
        ctx.append_op(body, c);
    }
    let yielded: Vec<Value> = outputs.iter().map(|&v| map.value(v)).collect();
    let yield_name = ctx.ident("hlo.yield");
    let empty = ctx.empty_dict();
    let y = ctx.create_op(yield_name, &yielded, &[], empty, None, &[], 0, loc);
    ctx.append_op(body, y);
    // The kernel's bytes: its operands plus its results.
    let bytes: u64 = inputs.iter().map(|&v| cost::bytes(ctx, v)).sum::<u64>()
        + outputs.iter().map(|&v| cost::bytes(ctx, v)).sum::<u64>();
    super::set_int(ctx, fusion.0, "bytes_accessed", bytes);
    super::set_int(ctx, fusion.0, "flops", flops);
    let kind_because = match kind {
        "input" => "it holds a reduction",
        "output" => "it holds a contraction",
        _ => "its ops are elementwise, broadcasts or data movement",
    };
    let mut decisions = g.decisions.clone();
    decisions.push((format!("kind {kind}"), kind_because.to_string()));
    for (what, because) in decisions {
        super::record_decision(ctx, "fuse", fusion.0, what, &because);
    }
    ctx.insert_op_before(last, fusion.0);
    for (i, &v) in outputs.iter().enumerate() {
        let r = ctx.result(fusion.0, i);
        ctx.replace_all_uses(v, r);
    }
    // Erase the fused ops, users first; duplicated producers stay for
    // their other users (and go if they have none left).
    for &o in all.iter().rev().chain(constants.iter()) {
        let dead = ctx.op(o).results().iter().all(|r| ctx.use_empty(r));
        if g.ops.contains(&o) || (dead && !owned.contains(&o)) {
            ctx.erase_op(o);
        }
    }
}
