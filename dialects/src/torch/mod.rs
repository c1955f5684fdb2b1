//! The `torch` dialect: PyTorch programs as torch-mlir prints them.
//!
//! Two definition files make the dialect: `torch.dialect` (types, constants,
//! lists, literals, `torch.operator`, symbolic shapes; written by hand) and
//! `aten.dialect` (every ATen/prims operator torch-mlir defines, generated
//! by `scripts/gen-torch-ops.py`). This module gives them their Rust hooks:
//! the constants' result names, and the shape and dtype rules of the ops
//! tessera gives meaning to ([`shape`]).

// Generated (`cargo run -p tessera-dialects --bin dialect-ops`), kept as written.
#[rustfmt::skip]
pub mod ops;
pub mod shape;
pub mod types;

use crate::{DialectDesc, Loading};
use dialect_engine::Hooks;
use ir::{AttrKind, Context, IntValue, Op};

/// The `torch` dialect, loaded lazily: its 800 ops are read only by runs
/// that meet `torch.`.
pub const DIALECT: DialectDesc = DialectDesc {
    name: "torch",
    sources: &[
        ("torch.dialect", include_str!("torch.dialect")),
        ("aten.dialect", include_str!("aten.dialect")),
    ],
    hooks,
    materializer: None,
    types: None,
    loading: Loading::Lazy(load),
};

fn hooks(h: &mut Hooks) {
    h.name_hint("torch_constant_name", constant_name);
    h.named_verifier("torch_shape_rules", shape::verify);
}

/// Loads the dialect into `ctx` the first time the context meets `torch.`.
fn load(ctx: &mut Context) {
    crate::load_lazy(ctx, &DIALECT);
}

/// torch-mlir's result names for constants: `%int2`, `%int-1`, `%true`,
/// `%float1.000000e-05` (APFloat's six-digit form without the characters
/// an identifier cannot hold, so `e+00` gives `e00`), `%floatNaN`,
/// `%float-Inf`, and a device's own name (`%cpu`; the printer escapes
/// `cuda:0` to `%cuda3A0`).
fn constant_name(ctx: &Context, op: Op) -> Vec<Option<String>> {
    let name = match ctx.inherent_attr(op, "value").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => match value {
            IntValue::Small(x) => format!("int{x}"),
            IntValue::Big(b) => format!("int{b}"),
        },
        Some(AttrKind::Bool(b)) => (if *b { "true" } else { "false" }).to_string(),
        Some(AttrKind::Float { bits, .. }) => {
            let sem = ir::float::FloatKind::F64.semantics();
            let text = ir::float::ap_to_string(&sem, &sem.decode(bits.get()), 6, 0, false);
            let kept: String = text
                .chars()
                .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.' | '-'))
                .collect();
            format!("float{kept}")
        }
        Some(AttrKind::String { value, .. }) => String::from_utf8_lossy(value).into_owned(),
        _ => return vec![None],
    };
    vec![Some(name)]
}
