//! The `scf` dialect: structured control flow (`for`, `if`, `while`,
//! `forall`, `parallel`, `index_switch`, `execute_region`). Assembly and
//! verifiers are hand-written ([`syntax`]); [`canonicalize`] holds SCF.cpp's
//! folders and patterns.

pub mod canonicalize;
pub mod ops;
pub mod syntax;

use crate::{DialectDesc, Loading};
use dialect_engine::Hooks;

/// The `scf` dialect.
pub const DIALECT: DialectDesc = DialectDesc {
    name: "scf",
    sources: &[("scf.dialect", include_str!("scf.dialect"))],
    hooks,
    materializer: Some(crate::arith::materialize_constant),
    loading: Loading::Eager,
};

fn hooks(h: &mut Hooks) {
    syntax::add(h);
    canonicalize::add(h);
}
