//! The `quant` dialect: MLIR's quantized element types ([`types`]) and the
//! casts `qcast`/`dcast`/`scast` (see `quant.dialect`).

// Generated (`cargo run -p tessera-dialects --bin dialect-ops`), kept as written.
#[rustfmt::skip]
pub mod ops;
pub mod types;

use crate::{DialectDesc, Loading};
use dialect_engine::Hooks;
use ir::Context;

/// The `quant` dialect.
pub const DIALECT: DialectDesc = DialectDesc {
    name: "quant",
    sources: &[("quant.dialect", include_str!("quant.dialect"))],
    hooks,
    materializer: None,
    types: Some(|r| r.set_type_syntax("quant", types::canonical)),
    loading: Loading::Lazy(load),
};

fn hooks(_h: &mut Hooks) {}

/// Loads the dialect the first time a context meets `quant.` or `!quant.`.
fn load(ctx: &mut Context) {
    crate::load_lazy(ctx, &DIALECT);
}
