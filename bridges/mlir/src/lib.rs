//! tessera's MLIR bridge: real MLIR, in-process, through melior (the MLIR
//! C API) against Debian's MLIR 22. The core crates build without it.
//!
//! A `tt` kernel is written as MLIR's standard dialects for one launch
//! ([`lower`]: tensors, `linalg`, `scf`, `memref`, `arith`, `math`);
//! MLIR parses and verifies that text, lowers it with its own pass
//! pipeline ([`PIPELINE`]) to the LLVM dialect, and its ExecutionEngine
//! runs the launch on the arrays' bytes ([`engine`]). That makes MLIR a
//! second, independent execution engine beside tessera's interpreter and
//! its LLVM bridge: `ir-run --engine=mlir`. The same context serves the
//! oracle tests as an in-process mlir-opt ([`oracle`]). See
//! docs/interop.md.

pub mod engine;
pub mod lower;
pub mod oracle;

pub use engine::{compile_launch, run_launch, Arg, Compiled, MlirLauncher, Timing, PIPELINE};
pub use lower::{kernel_module, kernel_params, Lowered, Param};
pub use oracle::{Oracle, OracleOptions};

use thiserror::Error;

/// Why a kernel could not be lowered, compiled or run.
#[derive(Debug, Error)]
pub enum MlirError {
    /// An op the lowering does not handle, at its location.
    #[error("{loc}: error: {msg}")]
    Unsupported { loc: String, msg: String },
    /// MLIR rejected the module (parse, verification, a pass), with its
    /// diagnostics, for the kernel at `loc`.
    #[error("{loc}: error: MLIR: {msg}")]
    Mlir { loc: String, msg: String },
    /// The launch's arguments do not fit the kernel.
    #[error("error: {0}")]
    Launch(String),
}
