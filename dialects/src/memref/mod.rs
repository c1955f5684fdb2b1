//! The `memref` dialect: buffers, views and their loads and stores. The
//! custom assembly of the allocation, view and global ops is in [`syntax`],
//! the verifiers `memref.dialect` names in `verify`, folders and patterns
//! in [`canonicalize`].

pub mod canonicalize;
// Generated (`cargo run -p tessera-dialects --bin dialect-ops`), kept as written.
#[rustfmt::skip]
pub mod ops;
pub mod syntax;
mod verify;

use crate::{DialectDesc, Loading};
use dialect_engine::Hooks;

/// The `memref` dialect.
pub const DIALECT: DialectDesc = DialectDesc {
    name: "memref",
    sources: &[("memref.dialect", include_str!("memref.dialect"))],
    hooks,
    materializer: Some(crate::arith::materialize_constant),
    types: None,
    loading: Loading::Eager,
};

fn hooks(h: &mut Hooks) {
    syntax::add(h);
    canonicalize::add(h);
}
