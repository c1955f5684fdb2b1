//! The `spyreop` dialect of KTIR: Spyre's scalar intrinsics and its df16
//! float type (see `spyreop.dialect`). `idx32toaddr`'s hex base is spelled
//! in `syntax`, softplus's non-zero `beta` checked in `verify`.

// Generated (`cargo run -p tessera-dialects --bin dialect-ops`), kept as written.
#[rustfmt::skip]
pub mod ops;
mod syntax;
mod verify;

use crate::{DialectDesc, Loading};
use dialect_engine::Hooks;
use ir::Context;

/// The `spyreop` dialect.
pub const DIALECT: DialectDesc = DialectDesc {
    name: "spyreop",
    sources: &[("spyreop.dialect", include_str!("spyreop.dialect"))],
    hooks,
    materializer: None,
    types: None,
    loading: Loading::Lazy(load),
};

fn hooks(h: &mut Hooks) {
    syntax::add(h);
    verify::add(h);
}

/// Loads the dialect the first time a context meets `spyreop.`.
fn load(ctx: &mut Context) {
    crate::load_lazy(ctx, &DIALECT);
}
