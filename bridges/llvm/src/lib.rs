//! tessera's LLVM bridge: tile kernels (`tt`, Triton's TTIR) lowered to
//! LLVM IR with inkwell against LLVM 22, printed (`ir-opt --emit=llvm`),
//! written as objects (`--emit=obj`) and run in-process
//! (`ir-run --jit`). The core crates build without it.
//!
//! This first lowering is direct: every tensor value is a stack buffer of
//! its elements, every op a loop over them, and LLVM's O3 pipeline turns
//! the loops into vector code. A launch function runs the kernel over the
//! grid. See docs/llvm.md.

mod executable;
mod gemm;
mod jit;
mod lower;
mod orc;
mod program;
mod runtime;

pub use executable::Executable;
pub use jit::{
    emit_llvm, emit_object, host_id, jit_run, with_jit, JitArg, JitLauncher, JitModule, Timing,
};
pub use lower::{kernels_of, lower_kernels, lower_module, Lowered, Param, Products, STACK_LIMIT};
pub use program::{Memory, Program};
pub use runtime::{precompiled, Precompiled, Sgemm};

use thiserror::Error;

/// Why a module could not be lowered or run, at the op it concerns.
#[derive(Debug, Error)]
pub enum LlvmError {
    /// An op or type the lowering does not handle, with the op's location.
    #[error("{loc}: error: {msg}")]
    Unsupported { loc: String, msg: String },
    /// LLVM rejected what was built (verification, code generation).
    #[error("{loc}: error: LLVM: {msg}")]
    Llvm { loc: String, msg: String },
    /// A run went wrong at this access (`--check-bounds`).
    #[error("{loc}: error: {msg}")]
    Fault { loc: String, msg: String },
}
