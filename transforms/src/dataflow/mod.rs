//! The dataflow passes: the decisions that matter on dataflow hardware,
//! taken for a target model (`targets`): `fuse` decides the kernels;
//! layout, tile and schedule follow (docs/pipeline.md). They work on the
//! whole-array level (StableHLO with `hlo` on top) and ask ops for their
//! declared class (`ctx.op_class`) and interfaces, never their names.

pub mod compare;
pub mod cost;
pub mod dims;
mod front;
pub mod fuse;
pub mod layout;
pub mod report;
pub mod schedule;
pub mod tile;
pub mod unfused;

use ir::{AttrKind, Block, Context, Diagnostic, Op};
use targets::Target;

/// The `target` option every dataflow pass takes.
pub const TARGET_OPTION: ir::pass::PassOption = ir::pass::PassOption {
    name: "target",
    kind: ir::pass::OptionKind::Str,
    default: "",
    help: "the target model: a built-in name (spyre, tpu-v4, tpu-v5e, tpu-v5p, tpu-v6e, cpu) or a .target file",
};

/// The target of a compilation: the pass's `target` option, else the
/// module's `hlo.target` string attribute, else the host `cpu`. A name is
/// a built-in target; anything else is read as a target file.
pub fn resolve_target(ctx: &Context, top: Op, option: &str) -> Result<Target, Diagnostic> {
    let spec = if !option.is_empty() {
        option.to_string()
    } else {
        discardable(ctx, top, "hlo.target")
            .and_then(|a| match ctx.attr_kind(a) {
                AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
                _ => None,
            })
            .unwrap_or_else(|| "cpu".to_string())
    };
    let loaded = match targets::builtin(&spec) {
        Some(t) => t,
        None => targets::load_file(&spec),
    };
    loaded.map_err(|e| ir::verify::at_op(ctx, top, &format!("target `{spec}`: {e}")))
}

/// Erases the ops of each function whose results nobody reads and that
/// have no effect (a broadcast left behind by `empty_strided`), as XLA's
/// HloDCE does before fusion: otherwise each would become a kernel that
/// writes an array no one reads.
fn erase_dead_ops(ctx: &mut Context, top: Op) {
    for block in function_bodies(ctx, top) {
        // Last to first: an op whose only reader was erased is dead in turn.
        let mut cur = ctx.block(block).last;
        while let Some(op) = cur {
            cur = ctx.op(op).prev;
            if ir::effects::is_trivially_dead(ctx, op) {
                ctx.erase_op(op);
            }
        }
    }
}

/// What every dataflow pass does first: resolves the target; brings a
/// program above the array level down to it (a torch-level program runs
/// `decompose` and `convert-torch-to-hlo` first, and a remark on the
/// module says so), or stops with a located error naming the passes to
/// run; erases dead ops; and records the program's unfused traffic as written, when no
/// pass has yet. `pass` names the pass in what it says.
pub fn prepare(
    ctx: &mut Context,
    top: Op,
    option: &str,
    pass: &'static str,
) -> Result<Target, Diagnostic> {
    let target = resolve_target(ctx, top, option)?;
    front::lower_to_arrays(ctx, top, pass)?;
    erase_dead_ops(ctx, top);
    if module_unfused(ctx, top).is_none() {
        record_unfused(ctx, top, &target);
    } else if !option.is_empty() {
        // A target named to this pass that differs from the one the
        // module was compiled for so far: later passes follow it, and the
        // earlier decisions (made for the other target) are said to stay.
        let recorded = discardable(ctx, top, "hlo.target").and_then(|a| match ctx.attr_kind(a) {
            AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
            _ => None,
        });
        let name = target.source.trim_start_matches("builtin:").to_string();
        if let Some(r) = recorded.filter(|r| *r != name) {
            ctx.warn(
                top,
                format!(
                    "{pass} plans for {name}, but the module was compiled for {r} so far (hlo.target): the decisions already made stay {r}'s; give --target={name} to the whole pipeline to compile for {name} throughout"
                ),
            );
            set_target_attr(ctx, top, &name);
        }
    }
    Ok(target)
}

/// A located error on `k` when the dataflow passes cannot size it: a
/// dynamic dimension (XLA would recompile for each shape).
pub fn require_static(ctx: &Context, k: Op, target: &Target) -> Result<(), Diagnostic> {
    for v in ctx.op(k).operands().chain(ctx.op(k).results().iter()) {
        if let Some(s) = ctx.type_kind(ctx.value_type(v)).shape() {
            if let Some(i) = s.iter().position(|&x| x < 0) {
                return Err(ir::verify::at_op(
                    ctx,
                    k,
                    &format!(
                        "dimension {i} of '{}' is dynamic: {} needs static shapes (XLA would recompile for each shape)",
                        ir::text::type_to_string(ctx, ctx.value_type(v)),
                        target.name
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// The kernels of `top`'s functions, in program order.
pub fn kernels(ctx: &Context, top: Op) -> Vec<Op> {
    function_bodies(ctx, top)
        .into_iter()
        .flat_map(|b| ctx.block_ops(b).filter(|&op| report::is_kernel(ctx, op)))
        .collect()
}

/// A kernel's body and what its operands are called there: for an
/// isolated op with a body (an `hlo.fusion`), its block's ops and
/// arguments; for an op computing on its own, itself and its operands.
pub fn kernel_body(ctx: &Context, k: Op) -> (Vec<Op>, Vec<ir::Value>) {
    if ctx.op_info(k).is_some_and(|i| i.traits.isolated_from_above) {
        if let Some(&r) = ctx.op(k).regions.first() {
            if let Some(&b) = ctx.region(r).blocks.first() {
                return (ctx.block_ops(b).collect(), ctx.block(b).args.clone());
            }
        }
    }
    (vec![k], ctx.op(k).operands().collect())
}

/// The ops of a kernel that compute: its body without the terminator and
/// the constants fused into it.
pub fn kernel_ops(ctx: &Context, k: Op) -> Vec<Op> {
    let (ops, _) = kernel_body(ctx, k);
    ops.into_iter()
        .filter(|&o| {
            !ctx.op_info(o)
                .is_some_and(|i| i.traits.terminator || i.traits.constant_like)
        })
        .collect()
}

/// `n` rounded up to a multiple of `m` (unchanged when `m` is 0 or 1).
pub fn round_up(n: i64, m: i64) -> i64 {
    if m <= 1 {
        n
    } else {
        (n + m - 1) / m * m
    }
}

/// The discardable attribute `key` of `op`, if set.
pub fn discardable(ctx: &Context, op: Op, key: &str) -> Option<ir::Attribute> {
    let k = ctx.lookup_ident(key)?;
    ctx.dict_entries(ctx.op(op).attrs)
        .iter()
        .find(|(n, _)| *n == k)
        .map(|e| e.1)
}

/// The integer attribute `key` of `op`, if set.
pub fn int_attr(ctx: &Context, op: Op, key: &str) -> Option<u64> {
    match ctx.attr_kind(discardable(ctx, op, key)?) {
        AttrKind::Integer { value, .. } => value.as_i64().map(|v| v as u64),
        _ => None,
    }
}

/// The bodies of the functions directly in `top` (each op there with a
/// region: its first block).
pub fn function_bodies(ctx: &Context, top: Op) -> Vec<Block> {
    let mut out = Vec::new();
    for &r in &ctx.op(top).regions {
        for &b in &ctx.region(r).blocks {
            for op in ctx.block_ops(b) {
                if let Some(&fr) = ctx.op(op).regions.first() {
                    if let Some(&fb) = ctx.region(fr).blocks.first() {
                        out.push(fb);
                    }
                }
            }
        }
    }
    out
}

/// Whether a pass recorded the unfused traffic on the module yet.
pub fn module_unfused(ctx: &Context, top: Op) -> Option<u64> {
    unfused::recorded(ctx, top).map(|(w, _)| w)
}

/// Records the module's target and unfused traffic ([`unfused::record`]).
pub fn record_unfused(ctx: &mut Context, top: Op, target: &Target) {
    unfused::record(ctx, top, target);
}

/// Records `target` (a built-in name or a file) as the module's
/// `hlo.target`, which the dataflow passes use when not told otherwise.
pub fn set_target_attr(ctx: &mut Context, top: Op, target: &str) {
    set_str(ctx, top, "hlo.target", target);
}

/// Sets the discardable attribute `name` of `op` (replacing it): how the
/// dataflow passes record a decision in the IR.
pub fn set_attr(ctx: &mut Context, op: Op, name: &str, a: ir::Attribute) {
    let key = ctx.ident(name);
    let mut entries = ctx.dict_entries(ctx.op(op).attrs).to_vec();
    entries.retain(|(k, _)| *k != key);
    entries.push((key, a));
    if let Ok(d) = ctx.dictionary(entries) {
        ctx.op_mut(op).attrs = d;
    }
}

/// [`set_attr`] with an `i64`.
pub fn set_int(ctx: &mut Context, op: Op, name: &str, v: u64) {
    let t = ctx.int(64);
    let a = ctx.attr(AttrKind::Integer {
        ty: t,
        value: ir::IntValue::Small(v as i64),
    });
    set_attr(ctx, op, name, a);
}

/// [`set_attr`] with a string.
pub fn set_str(ctx: &mut Context, op: Op, name: &str, v: &str) {
    let a = ctx.attr(AttrKind::String {
        value: v.as_bytes().into(),
        ty: None,
    });
    set_attr(ctx, op, name, a);
}

/// Records a decision of pass `pass` about `op` as a remark: what it
/// decided, and why (naming the target parameter that drove it, where
/// one did). The report and `--compare` read these.
pub fn record_decision(ctx: &mut Context, pass: &'static str, op: Op, what: String, because: &str) {
    let b = ctx.attr(AttrKind::String {
        value: because.as_bytes().into(),
        ty: None,
    });
    let r =
        ir::pass::remark::Remark::new(ctx, pass, ir::pass::remark::RemarkKind::Applied, op, what)
            .with_arg("because", b);
    ctx.remarks.record(r);
}
