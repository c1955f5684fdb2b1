//! The `tensor` dialect: value tensors, their slices, reshapes and casts.
//! The custom assembly is in [`syntax`], the verifiers `tensor.dialect`
//! names in `verify`, folders and patterns in [`canonicalize`].

pub mod canonicalize;
// Generated (`cargo run -p tessera-dialects --bin dialect-ops`), kept as written.
#[rustfmt::skip]
pub mod ops;
pub mod syntax;
mod verify;

use crate::{DialectDesc, Loading};
use dialect_engine::Hooks;

/// The `tensor` dialect.
pub const DIALECT: DialectDesc = DialectDesc {
    name: "tensor",
    sources: &[("tensor.dialect", include_str!("tensor.dialect"))],
    hooks,
    materializer: Some(crate::arith::materialize_constant),
    types: None,
    loading: Loading::Eager,
};

fn hooks(h: &mut Hooks) {
    syntax::add(h);
    h.named_verifier("verify_reshape", verify::verify_reshape)
        .named_verifier("verify_concat", verify::verify_concat);
    canonicalize::add(h);
}
