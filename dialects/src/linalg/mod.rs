//! The `linalg` ops tessera has: `generic`, the named elementwise ops,
//! `matmul`, `fill`, `reduce`, `broadcast`, `transpose`. Their assembly (the
//! named-op form with `ins`/`outs`) is in [`syntax`], the verifiers in
//! `verify`, folders and patterns in [`canonicalize`]; [`build`] makes
//! them from Rust with the regions their parsers make.

pub mod build;
pub mod canonicalize;
// Generated (`cargo run -p tessera-dialects --bin dialect-ops`), kept as written.
#[rustfmt::skip]
pub mod ops;
pub mod syntax;
mod verify;

use crate::{DialectDesc, Loading};
use dialect_engine::Hooks;

/// The `linalg` dialect.
pub const DIALECT: DialectDesc = DialectDesc {
    name: "linalg",
    sources: &[("linalg.dialect", include_str!("linalg.dialect"))],
    hooks,
    materializer: Some(crate::arith::materialize_constant),
    types: None,
    loading: Loading::Eager,
};

fn hooks(h: &mut Hooks) {
    syntax::add(h);
    canonicalize::add(h);
}
