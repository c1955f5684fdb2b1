//! Fuzz target: fuse, layout, tile and schedule for every target (Spyre, the TPUs,
//! the CPU) on generated StableHLO and torch programs, with the report:
//! the compiled program verifies and reads back.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    tessera_fuzz::dataflow(data);
});
