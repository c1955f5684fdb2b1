//! Fuzz target: The convert-torch-to-hlo pass on generated programs (torch):
//! its output verifies and prints text that reads back.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    use tessera_fuzz::Kind::*;
    tessera_fuzz::pass(&["--decompose", "--convert-torch-to-hlo"], &[Torch], data);
});
