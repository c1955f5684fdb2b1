//! Library side of tessera's command-line tools.

pub mod alloc;
pub mod guard;
pub mod opt;
pub mod pictures;
pub mod reduce;
pub mod run;
