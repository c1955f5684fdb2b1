//! Fuzz target: The custom syntax of the standard dialects (builtin, func, arith, math, scf, cf, memref, tensor,
//! linalg, affine): what parses prints
//! in custom and in generic form, each reading back to the same module
//! (the seeds are that dialect's tests).

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    tessera_fuzz::syntax(data);
});
