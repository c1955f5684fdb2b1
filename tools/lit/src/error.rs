//! Errors that stop a whole run (as opposed to a single test's failure, which is
//! a [`crate::result::ResultCode`]).

use std::path::PathBuf;

/// An error that prevents the runner from running the suite at all.
#[derive(Debug, thiserror::Error)]
pub enum LitError {
    /// A file or directory given on the command line could not be read.
    #[error("{}: {source}", path.display())]
    Io {
        /// The path that failed.
        path: PathBuf,
        /// The underlying error.
        source: std::io::Error,
    },
    /// `--filter` was not a valid regular expression.
    #[error("invalid --filter regex: {0}")]
    Filter(#[from] regex::Error),
    /// The command line could not be understood.
    #[error("{0}")]
    Usage(String),
}
