//! The `tt` dialect: tile-level kernels as Triton's TTIR writes them (see
//! `tt.dialect`). `!tt.ptr` is spelled in [`types`]; `tt.func`, `tt.load`
//! and `tt.store` parse and print in `syntax`; the verifiers are in
//! `verify`.

// Generated (`cargo run -p tessera-dialects --bin dialect-ops`), kept as written.
#[rustfmt::skip]
pub mod ops;
mod syntax;
pub mod types;
mod verify;

use crate::{DialectDesc, Loading};
use dialect_engine::Hooks;
use ir::Context;

/// The `tt` dialect.
pub const DIALECT: DialectDesc = DialectDesc {
    name: "tt",
    sources: &[("tt.dialect", include_str!("tt.dialect"))],
    hooks,
    materializer: None,
    types: Some(types::register),
    loading: Loading::Lazy(load),
};

fn hooks(h: &mut Hooks) {
    syntax::add(h);
    verify::add(h);
}

/// Loads the dialect the first time a context meets `tt.`.
fn load(ctx: &mut Context) {
    crate::load_lazy(ctx, &DIALECT);
}
