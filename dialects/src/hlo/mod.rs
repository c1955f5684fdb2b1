//! The `hlo` dialect: XLA's level above StableHLO (fusions, layouts,
//! copies, bitcasts) and the dataflow passes' decisions. Layouts are in
//! [`layout`]; the decisions (`#hlo.plan`, `#hlo.stored`) in [`plan`],
//! [`stored`] and [`decisions`]; the op verifiers in `verify`.

pub mod decisions;
mod fields;
pub mod layout;
pub mod plan;
pub mod stored;
// Generated (`cargo run -p tessera-dialects --bin dialect-ops`), kept as written.
#[rustfmt::skip]
pub mod ops;
mod verify;

use crate::{DialectDesc, Loading};
use dialect_engine::Hooks;
use ir::Context;

/// The `hlo` dialect.
pub const DIALECT: DialectDesc = DialectDesc {
    name: "hlo",
    sources: &[("hlo.dialect", include_str!("hlo.dialect"))],
    hooks,
    materializer: None,
    types: Some(decisions::register),
    loading: Loading::Lazy(load),
};

fn hooks(h: &mut Hooks) {
    verify::add(h);
}

/// Loads the dialect the first time a context meets `hlo.`.
fn load(ctx: &mut Context) {
    crate::load_lazy(ctx, &DIALECT);
}

/// `#hlo.fusion_kind<KIND>` (`loop`, `input`, `output`, `custom`).
pub fn fusion_kind_attr(ctx: &mut Context, kind: &str) -> ir::Attribute {
    let dialect = ctx.ident("hlo");
    ctx.attr(ir::AttrKind::Opaque {
        dialect,
        data: format!("fusion_kind<{kind}>").into(),
    })
}

/// A detached `hlo.fusion` of kind `kind` named `name` over `inputs`, its
/// body block created with one argument an input; the caller fills the
/// body and ends it with `hlo.yield`.
pub fn create_fusion(
    ctx: &mut Context,
    kind: &str,
    name: &str,
    inputs: &[ir::Value],
    result_types: &[ir::Type],
    loc: ir::Attribute,
) -> (ops::FusionOp, ir::Block) {
    let kind = fusion_kind_attr(ctx, kind);
    let name_attr = ctx.attr(ir::AttrKind::String {
        value: name.as_bytes().into(),
        ty: None,
    });
    let (k, n) = (ctx.ident("kind"), ctx.ident("name"));
    let props = ctx.dictionary(vec![(k, kind), (n, name_attr)]).ok();
    let op_name = ctx.ident(<ops::FusionOp as ir::TypedOp>::NAME);
    let attrs = ctx.empty_dict();
    let op = ctx.create_op(op_name, inputs, result_types, attrs, props, &[], 1, loc);
    let region = ctx.op(op).regions[0];
    let block = ctx.create_block();
    ctx.append_block(region, block);
    for &v in inputs {
        let t = ctx.value_type(v);
        ctx.add_block_arg(block, t, Some(loc));
    }
    (ops::FusionOp(op), block)
}
