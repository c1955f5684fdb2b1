//! The `arith` dialect: integer and floating-point arithmetic as mlir-opt
//! 22 parses, prints, verifies and folds it (ArithOps.td). The definition
//! is `arith.dialect` (ops, enums, the declarative canonicalization
//! patterns); the Rust here is what text cannot say: `arith.select`'s
//! syntax and `arith.constant`'s result names ([`syntax`]), the cast width
//! rules ([`verify`]), the folders ([`fold`]), the Rust canonicalization
//! patterns ([`canonicalize`]) and the hooks declarative patterns call
//! everywhere ([`pattern_hooks`]).

pub mod canonicalize;
pub mod fold;
// Generated (`cargo run -p tessera-dialects --bin dialect-ops`), kept as written.
#[rustfmt::skip]
pub mod ops;
pub mod pattern_hooks;
mod syntax;
mod verify;

pub use fold::{
    make_constant, materialize_arith_constant as materialize_constant, typed_attr_type,
};

use self::ops::*;
use crate::{DialectDesc, Loading};
use dialect_engine::Hooks;

/// The `arith` dialect.
pub const DIALECT: DialectDesc = DialectDesc {
    name: "arith",
    sources: &[("arith.dialect", include_str!("arith.dialect"))],
    hooks,
    materializer: Some(materialize_constant),
    types: None,
    loading: Loading::Eager,
};

fn hooks(h: &mut Hooks) {
    h.name_hint("constant_name_hint", syntax::constant_name_hint);
    h.custom_syntax::<SelectOp>(syntax::SelectSyntax);
    h.verify::<ConstantOp>(verify::verify_constant);
    h.verify::<ExtsiOp>(verify::verify_ext_int);
    h.verify::<ExtuiOp>(verify::verify_ext_int);
    h.verify::<TrunciOp>(verify::verify_trunc_int);
    h.verify::<ExtfOp>(verify::verify_ext_float);
    h.verify::<TruncfOp>(verify::verify_trunc_float);
    fold::add(h);
    canonicalize::add(h);
    pattern_hooks::add(h);
}
