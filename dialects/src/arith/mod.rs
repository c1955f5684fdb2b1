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
pub mod pattern_hooks;
mod syntax;
mod verify;

pub use fold::{
    make_constant, materialize_arith_constant as materialize_constant, typed_attr_type,
};

use crate::{DialectDesc, Loading};
use dialect_engine::Hooks;

/// The `arith` dialect.
pub const DIALECT: DialectDesc = DialectDesc {
    name: "arith",
    sources: &[("arith.dialect", include_str!("arith.dialect"))],
    hooks,
    materializer: Some(materialize_constant),
    loading: Loading::Eager,
};

fn hooks(h: &mut Hooks) {
    h.name_hint("constant_name_hint", syntax::constant_name_hint);
    h.syntax("arith.select", syntax::SelectSyntax);
    h.verifier("arith.constant", verify::verify_constant);
    h.verifier("arith.extsi", verify::verify_ext_int);
    h.verifier("arith.extui", verify::verify_ext_int);
    h.verifier("arith.trunci", verify::verify_trunc_int);
    h.verifier("arith.extf", verify::verify_ext_float);
    h.verifier("arith.truncf", verify::verify_trunc_float);
    fold::add(h);
    canonicalize::add(h);
    pattern_hooks::add(h);
}
