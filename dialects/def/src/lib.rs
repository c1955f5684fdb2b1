//! The dialect-definition language: grammar ([`parse`]), typed model
//! ([`ast`]), semantic checks ([`check`]) and reference pages ([`doc`]).
//!
//! Architecture invariant: this crate knows no dialect and no IR. It reads
//! `.dialect` text and says what it means; the engine
//! (`tessera-dialect-engine`) turns that into registered ops.
//!
//! [`load`] is the usual entry point: parse, then check, returning every
//! error with its `file:line:col`.

pub mod ast;
pub mod check;
pub mod doc;
pub mod error;
pub mod irdl;
pub mod parse;
pub mod rust;

pub use ast::*;
pub use error::{DefError, DefErrors};

/// Parses and checks one `.dialect` file. `file` is the name errors print.
pub fn load(file: &str, source: &str) -> Result<Dialect, DefErrors> {
    let d = parse::parse(file, source)?;
    let errs = check::check(file, &d);
    if errs.is_empty() {
        Ok(d)
    } else {
        Err(DefErrors(errs))
    }
}
