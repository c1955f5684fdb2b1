//! LLVM-compatible FileCheck.
