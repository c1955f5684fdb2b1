//! Fuzz target: convert-to-tt after fuse and tile=cpu on generated StableHLO: the
//! tile kernels verify and read back.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    use tessera_fuzz::Kind::*;
    tessera_fuzz::pass(
        &["--fuse", "--tile=cpu", "--convert-to-tt"],
        &[Hlo, Torch],
        data,
    );
});
