//! Target models: the machines tessera's dataflow passes compile for.
//!
//! A target is a text file (`targets/*.target`, TOML) with every number
//! beside the public source it comes from; [`Target`] is its one typed
//! form and [`load`] its one loader. The built-in targets (`spyre`,
//! `tpu-v4`, `tpu-v5e`, `tpu-v5p`, `tpu-v6e`, `cpu`) are compiled in;
//! `cpu` fills what its file leaves out from the host ([`host`]). A file
//! that does not parse, lacks a number or holds an impossible one (zero
//! cores, on-chip memory smaller than one stick or tile) is a
//! [`TargetError`] at its line.

mod host;
mod load;
mod model;

pub use host::Host;
pub use load::{builtin, builtin_names, builtin_text, load, load_file};
pub use model::{DType, Interconnect, Kind, LayoutRule, MatrixUnit, Memory, OnChip, Target};

/// Why a target file was rejected: where, and what.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{line}:{col}: error: {message}")]
pub struct TargetError {
    /// The file (or built-in name).
    pub file: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub col: usize,
    /// What is wrong.
    pub message: String,
}
