//! The `func` dialect: functions, calls and returns. Its assembly and
//! verifiers are hand-written (`syntax`, `verify`) as MLIR's are (the function-like
//! op syntax, symbol-use checks of calls); [`canonicalize`] folds
//! `func.constant` and turns a known indirect call into a direct one.

pub mod canonicalize;
// Generated (`cargo run -p tessera-dialects --bin dialect-ops`), kept as written.
#[rustfmt::skip]
pub mod ops;
pub mod syntax;
pub(crate) mod verify;

use crate::{DialectDesc, Loading};
use dialect_engine::Hooks;

/// The `func` dialect.
pub const DIALECT: DialectDesc = DialectDesc {
    name: "func",
    sources: &[("func.dialect", include_str!("func.dialect"))],
    hooks,
    materializer: Some(crate::arith::materialize_constant),
    types: None,
    loading: Loading::Eager,
};

fn hooks(h: &mut Hooks) {
    syntax::add(h);
    canonicalize::add(h);
}
