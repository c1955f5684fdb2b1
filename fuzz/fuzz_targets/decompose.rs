//! Fuzz target: The decompose (PyTorch's decompositions) pass on generated programs (torch):
//! its output verifies and prints text that reads back.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    use tessera_fuzz::Kind::*;
    tessera_fuzz::pass(&["--decompose"], &[Torch], data);
});
