//! The `stablehlo` dialect: StableHLO as JAX and torch-mlir print it.
//! The short forms are in [`syntax`], the dialect attributes
//! (`#stablehlo.dot<...>`, `#stablehlo<comparison_direction GT>`) in
//! [`attrs`], the verifiers and shape rules in `verify`.

pub mod attrs;
// Generated (`cargo run -p tessera-dialects --bin dialect-ops`), kept as written.
#[rustfmt::skip]
pub mod ops;
pub mod syntax;
mod verify;

use crate::{DialectDesc, Loading};
use dialect_engine::Hooks;
use ir::Context;

/// The `stablehlo` dialect.
pub const DIALECT: DialectDesc = DialectDesc {
    name: "stablehlo",
    sources: &[("stablehlo.dialect", include_str!("stablehlo.dialect"))],
    hooks,
    materializer: None,
    types: Some(types),
    loading: Loading::Lazy(load),
};

/// The type predicates `stablehlo.dialect` names.
fn types(r: &mut ir::registry::Registry) {
    r.set_type_predicate("stablehlo.not_per_axis", |ctx, t| {
        crate::quant::types::element(ctx, t)
            .and_then(|q| q.uniform().map(|u| !u.is_per_axis()))
            .unwrap_or(true)
    });
}

fn hooks(h: &mut Hooks) {
    syntax::add(h);
    verify::add(h);
}

/// Loads the dialect the first time a context meets `stablehlo.`.
fn load(ctx: &mut Context) {
    crate::load_lazy(ctx, &DIALECT);
}
