//! Fuzz target: The inline pass on generated programs (the standard dialects, StableHLO):
//! its output verifies and prints text that reads back.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    use tessera_fuzz::Kind::*;
    tessera_fuzz::pass(&["--inline"], &[Std, Hlo], data);
});
