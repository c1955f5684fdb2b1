//! Fuzz target: convert-to-ktir after fuse and tile=spyre on generated StableHLO:
//! the KTIR verifies and reads back.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    use tessera_fuzz::Kind::*;
    tessera_fuzz::pass(
        &[
            "--inline",
            "--fuse",
            "--layout",
            "--tile=spyre",
            "--convert-to-ktir",
        ],
        &[Hlo, Torch],
        data,
    );
});
