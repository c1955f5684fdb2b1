//! The dataflow passes: the decisions that matter on dataflow hardware,
//! taken for a target model (`targets`): `fuse` decides the kernels;
//! layout, tile and schedule follow (docs/pipeline.md). They work on the
//! whole-array level (StableHLO with `hlo` on top) and ask ops for their
//! declared class (`ctx.op_class`) and interfaces, never their names.

pub mod compare;
pub mod cost;
pub mod fuse;
pub mod layout;
pub mod report;
pub mod schedule;
pub mod tile;

use ir::{AttrKind, Block, Context, Diagnostic, Op};
use targets::Target;

/// The target of a compilation: the pass's `target` option, else the
/// module's `hlo.target` string attribute, else the host `cpu`. A name is
/// a built-in target; anything else is read as a target file.
pub fn resolve_target(ctx: &Context, top: Op, option: &str) -> Result<Target, Diagnostic> {
    let from_module = ctx
        .lookup_ident("hlo.target")
        .and_then(|k| {
            ctx.dict_entries(ctx.op(top).attrs)
                .iter()
                .find(|(n, _)| *n == k)
                .map(|e| e.1)
        })
        .and_then(|a| match ctx.attr_kind(a) {
            AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
            _ => None,
        });
    let spec = if !option.is_empty() {
        option.to_string()
    } else {
        from_module.unwrap_or_else(|| "cpu".to_string())
    };
    let loaded = match targets::builtin(&spec) {
        Some(t) => t,
        None => targets::load_file(&spec),
    };
    loaded.map_err(|e| ir::verify::at_op(ctx, top, &format!("target `{spec}`: {e}")))
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

/// Bytes the functions of `top` move with every op its own kernel, as
/// the user gave them (views, reshapes and constants count nothing).
pub fn unfused_bytes(ctx: &Context, top: Op) -> u64 {
    let mut total = 0;
    for b in function_bodies(ctx, top) {
        for op in ctx.block_ops(b) {
            if ctx.op_info(op).is_some_and(|i| i.traits.terminator) {
                continue;
            }
            total += cost::op_bytes(ctx, op);
        }
    }
    total
}

/// Records on the module which target the kernels are for and what the
/// program moved unfused: `hlo.target`, `hlo.unfused_bytes_accessed`.
pub fn set_module_record(ctx: &mut Context, top: Op, target: &Target, unfused: u64) {
    set_str(
        ctx,
        top,
        "hlo.target",
        target.source.trim_start_matches("builtin:"),
    );
    set_int(ctx, top, "hlo.unfused_bytes_accessed", unfused);
}

/// The unfused bytes a pass recorded on the module, if one did.
pub fn module_unfused(ctx: &Context, top: Op) -> Option<u64> {
    let k = ctx.lookup_ident("hlo.unfused_bytes_accessed")?;
    let a = ctx
        .dict_entries(ctx.op(top).attrs)
        .iter()
        .find(|(n, _)| *n == k)?
        .1;
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.as_i64().map(|v| v as u64),
        _ => None,
    }
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
