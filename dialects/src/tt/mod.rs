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

/// The C math library name behind a libdevice function that
/// `tt.extern_elementwise` calls (`__nv_expf`, `__nv_fast_expf` and
/// `__nv_exp` are `exp`): CUDA's prefix and the `f` of the f32 form
/// dropped, `erf` kept whole.
pub fn libdevice_base(symbol: &str) -> &str {
    let base = symbol.strip_prefix("__nv_").unwrap_or(symbol);
    let base = base.strip_prefix("fast_").unwrap_or(base);
    match base.strip_suffix('f') {
        Some(b) if !b.is_empty() && base != "erf" => b,
        _ => base,
    }
}

/// Loads the dialect the first time a context meets `tt.`.
fn load(ctx: &mut Context) {
    crate::load_lazy(ctx, &DIALECT);
}
