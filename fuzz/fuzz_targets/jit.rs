//! Fuzz target: The LLVM JIT with bounds checks on (ir-run --jit --check-bounds): a
//! generated StableHLO program compiled for the CPU runs, and gives what
//! the interpreter gives.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    tessera_fuzz::jit(data);
});
