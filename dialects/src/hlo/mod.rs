//! The `hlo` dialect: XLA's level above StableHLO (fusions, layouts,
//! copies, bitcasts). Layouts are in [`layout`], the verifiers in `verify`.

pub mod layout;
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
    types: None,
    loading: Loading::Lazy(load),
};

fn hooks(h: &mut Hooks) {
    verify::add(h);
}

/// Loads the dialect the first time a context meets `hlo.`.
fn load(ctx: &mut Context) {
    crate::load_lazy(ctx, &DIALECT);
}
