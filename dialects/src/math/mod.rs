//! The `math` dialect: elementwise math functions (MathOps.td). The
//! definition is `math.dialect`; [`fold`] holds the folders, which compute
//! with the same C library functions mlir-opt calls.

pub mod fold;
// Generated (`cargo run -p tessera-dialects --bin dialect-ops`), kept as written.
#[rustfmt::skip]
pub mod ops;

use crate::{DialectDesc, Loading};
use dialect_engine::Hooks;

/// The `math` dialect.
pub const DIALECT: DialectDesc = DialectDesc {
    name: "math",
    sources: &[("math.dialect", include_str!("math.dialect"))],
    hooks,
    materializer: Some(crate::arith::materialize_constant),
    types: None,
    loading: Loading::Eager,
};

fn hooks(h: &mut Hooks) {
    fold::add(h);
}
