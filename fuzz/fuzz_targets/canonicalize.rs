//! Fuzz target: The canonicalize (folds and patterns) pass on generated programs (the standard dialects, StableHLO, torch):
//! its output verifies and prints text that reads back.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    use tessera_fuzz::Kind::*;
    tessera_fuzz::pass(&["--canonicalize"], &[Std, Hlo, Torch], data);
});
