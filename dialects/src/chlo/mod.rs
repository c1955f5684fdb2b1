//! The `chlo` dialect (see `chlo.dialect`).

pub mod approx;
// Generated (`cargo run -p tessera-dialects --bin dialect-ops`), kept as written.
#[rustfmt::skip]
pub mod ops;
mod syntax;

use crate::{DialectDesc, Loading};
use dialect_engine::Hooks;
use ir::Context;

/// The `chlo` dialect.
pub const DIALECT: DialectDesc = DialectDesc {
    name: "chlo",
    sources: &[("chlo.dialect", include_str!("chlo.dialect"))],
    hooks,
    materializer: None,
    types: None,
    loading: Loading::Lazy(load),
};

fn hooks(h: &mut Hooks) {
    syntax::add(h);
    h.name_hint("top_k_names", |_, _| {
        vec![Some("values".to_string()), Some("indices".to_string())]
    });
}

/// Loads the dialect the first time a context meets `chlo.`.
fn load(ctx: &mut Context) {
    crate::load_lazy(ctx, &DIALECT);
}
