//! The `interpreter` dialect (see `interpreter.dialect`).

// Generated (`cargo run -p tessera-dialects --bin dialect-ops`), kept as written.
#[rustfmt::skip]
pub mod ops;

use crate::{DialectDesc, Loading};
use dialect_engine::Hooks;
use ir::Context;

/// The `interpreter` dialect.
pub const DIALECT: DialectDesc = DialectDesc {
    name: "interpreter",
    sources: &[("interpreter.dialect", include_str!("interpreter.dialect"))],
    hooks,
    materializer: None,
    types: None,
    loading: Loading::Lazy(load),
};

fn hooks(_h: &mut Hooks) {}

/// Loads the dialect the first time a context meets `interpreter.`.
fn load(ctx: &mut Context) {
    crate::load_lazy(ctx, &DIALECT);
}
