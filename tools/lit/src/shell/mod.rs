//! A small shell in the manner of lit's internal shell: enough to run RUN
//! lines the same way on every machine, without `/bin/sh`.
//!
//! [`lex`] splits a command into words and operators, [`parse`] builds the
//! [`parse::Script`] tree, and [`exec`] runs it with the builtins of
//! [`builtins`] (and [`diff`], [`glob`]) and external programs.

pub mod builtins;
pub mod diff;
pub mod exec;
pub mod glob;
pub mod lex;
pub mod parse;

pub use exec::{Shell, ShellError};
pub use parse::{parse_command, ParseError, Script};
