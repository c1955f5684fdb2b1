//! A lit-style test runner: tessera's counterpart of LLVM's `lit`.
//!
//! A test is a file whose `RUN:` lines are shell commands; the test passes when
//! every command succeeds. The pieces, each in its own module:
//!
//! - [`discovery`] finds test files under the given paths and their suite root;
//! - [`config`] says what a suite looks like (suffixes, tools, features);
//! - [`directives`] reads `RUN:`, `REQUIRES:`, `UNSUPPORTED:`, `XFAIL:` lines;
//! - [`features`] evaluates the boolean feature expressions of those lines;
//! - [`substitute`] expands `%s`, `%t`, ... and tool names in commands;
//! - [`shell`] is a small internal shell (pipes, `&&`, `||`, `;`, redirections,
//!   builtins such as `not`, `count`, `echo`, `cat`, `diff`);
//! - [`execute`] runs one test and decides its [`result::ResultCode`];
//! - [`runner`] runs many tests in parallel, [`report`] prints progress and the
//!   summary, and [`cli`] turns command-line arguments into [`runner::Options`].
//!
//! Nothing here panics on odd input: unreadable files, invalid UTF-8, missing
//! `RUN:` lines and unterminated continuations all become test results.

pub mod cli;
pub mod config;
pub mod directives;
pub mod discovery;
pub mod error;
pub mod execute;
pub mod features;
pub mod report;
pub mod result;
pub mod runner;
pub mod shell;
pub mod substitute;

pub use error::LitError;
pub use runner::{run, Options, Summary};
