//! tessera's dialects, defined in text.
//!
//! [`def`] is the definition language itself: a pest grammar for
//! `.dialect` files, the typed AST they parse to, and the checker that
//! validates names, formats and defaults before anything uses them.

pub mod def;
pub mod engine;
pub mod native;
pub mod standard;
pub mod std;
