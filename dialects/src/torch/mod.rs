//! The `torch` dialect: PyTorch programs as torch-mlir prints them.
//!
//! Two definition files make the dialect: `torch.dialect` (types, constants,
//! lists, literals, `torch.operator`, symbolic shapes; written by hand) and
//! `aten.dialect` (every ATen/prims operator torch-mlir defines, generated
//! by `scripts/gen-torch-ops.py`). This module gives them their Rust hooks:
//! the constants' result names, and the shape and dtype rules of the ops
//! tessera gives meaning to ([`shape`]).

pub mod shape;
pub mod types;

use crate::native::Natives;
use ir::{AttrKind, Context, IntValue, Op};

/// The definitions: (file name for errors, text).
pub const FILES: &[(&str, &str)] = &[
    ("torch.dialect", include_str!("../../torch/torch.dialect")),
    ("aten.dialect", include_str!("../../torch/aten.dialect")),
];

/// The torch hooks.
pub fn natives() -> Natives {
    let mut n = Natives::new();
    n.name_hint("torch_constant_name", constant_name);
    n.verifier("torch_shape_rules", shape::verify);
    n
}

/// Loads the dialect into `ctx` (registered lazily by
/// [`crate::standard::register_all`]: its 800 ops are read only by runs
/// that meet `torch.`). The definitions are compiled in and checked by the
/// tests, so a failure here is a bug; it is reported and the dialect left
/// unloaded rather than taking the process down.
pub fn load(ctx: &mut Context) {
    let natives = natives();
    for (file, src) in FILES {
        let loaded = crate::engine::load_embedded(file, src)
            .and_then(|d| crate::engine::register_from(ctx, file, &d, &natives));
        if let Err(e) = loaded {
            eprintln!("{}:{}:{}: error: {}", e.file, e.line, e.col, e.message);
        }
    }
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
