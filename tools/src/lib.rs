//! Library side of tessera's command-line tools.

pub mod opt;
