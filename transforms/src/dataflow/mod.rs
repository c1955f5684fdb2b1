//! The dataflow passes: the decisions that matter on dataflow hardware,
//! taken for a target model (`targets`): `fuse` decides the kernels;
//! layout, tile and schedule follow (docs/pipeline.md). They work on the
//! whole-array level (StableHLO with `hlo` on top) and ask ops for their
//! declared class (`ctx.op_class`) and interfaces, never their names.

pub mod cost;
pub mod fuse;

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
