//! The `cf` dialect: unstructured control flow (`cf.br`, `cf.cond_br`,
//! `cf.switch`, `cf.assert`). Its assembly and verifiers are hand-written
//! (`syntax`, `verify`) because MLIR's are; [`canonicalize`] holds the branch
//! interfaces and the patterns of ControlFlowOps.cpp.

pub mod canonicalize;
// Generated (`cargo run -p tessera-dialects --bin dialect-ops`), kept as written.
#[rustfmt::skip]
pub mod ops;
pub mod syntax;
mod verify;

use crate::{DialectDesc, Loading};
use dialect_engine::Hooks;

/// The `cf` dialect.
pub const DIALECT: DialectDesc = DialectDesc {
    name: "cf",
    sources: &[("cf.dialect", include_str!("cf.dialect"))],
    hooks,
    materializer: Some(crate::arith::materialize_constant),
    types: None,
    loading: Loading::Eager,
};

fn hooks(h: &mut Hooks) {
    syntax::add(h);
    canonicalize::add(h);
}
