//! `ir-opt --emit=llvm|obj`: the module's tile kernels (`tt`) through the
//! LLVM bridge (`bridges/llvm`), when the tools are built with it
//! (`--features llvm`, what the README's set-up builds).

/// What `--emit` writes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Emit {
    Llvm,
    Obj,
}

/// The bytes to write, or the message of why not.
#[cfg(feature = "llvm")]
pub fn emit(kind: Emit, ctx: &ir::Context, op: ir::Op, file: &str) -> Result<Vec<u8>, String> {
    match kind {
        Emit::Llvm => llvm_bridge::emit_llvm(ctx, op, file).map(String::into_bytes),
        Emit::Obj => llvm_bridge::emit_object(ctx, op, file),
    }
    .map_err(|e| e.to_string())
}

#[cfg(not(feature = "llvm"))]
pub fn emit(_: Emit, _: &ir::Context, _: ir::Op, _: &str) -> Result<Vec<u8>, String> {
    Err("ir-opt: error: --emit needs the LLVM bridge: build the tools with `cargo build --features llvm` (scripts/setup.sh does)".into())
}
