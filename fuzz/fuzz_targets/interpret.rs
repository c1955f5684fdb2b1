//! Fuzz target: The interpreter (ir-run) on generated programs with random inputs,
//! under a step and memory budget: results or a located error.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    tessera_fuzz::interpret(data);
});
