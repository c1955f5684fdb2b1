//! The `ktdp` dialect of KTIR (torch-spyre RFC 0682): compute tiles,
//! memory views, access tiles, loads and stores, and inter-tile exchange
//! (see `ktdp.dialect`). Types and `#ktdp.memory_space` are in [`types`],
//! the hand-written syntaxes in `syntax`, the verifiers in `verify`.

// Generated (`cargo run -p tessera-dialects --bin dialect-ops`), kept as written.
#[rustfmt::skip]
pub mod ops;
mod syntax;
pub mod types;
mod verify;

use crate::{DialectDesc, Loading};
use dialect_engine::Hooks;
use ir::Context;

/// The `ktdp` dialect.
pub const DIALECT: DialectDesc = DialectDesc {
    name: "ktdp",
    sources: &[("ktdp.dialect", include_str!("ktdp.dialect"))],
    hooks,
    materializer: None,
    types: Some(types::register),
    loading: Loading::Lazy(load),
};

fn hooks(h: &mut Hooks) {
    syntax::add(h);
    verify::add(h);
}

/// Loads the dialect the first time a context meets `ktdp.`.
fn load(ctx: &mut Context) {
    crate::load_lazy(ctx, &DIALECT);
}
