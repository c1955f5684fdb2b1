//! Fuzz target: The custom syntax of Triton's TTIR (tt): what parses prints
//! in custom and in generic form, each reading back to the same module
//! (the seeds are that dialect's tests).

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    tessera_fuzz::syntax(data);
});
