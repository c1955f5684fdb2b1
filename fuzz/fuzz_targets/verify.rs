//! Fuzz target: The verifiers: a generated well-typed program (standard dialects,
//! StableHLO or torch) with one mutation the bytes decide, type and
//! structure errors included, is verified: a located error or a module
//! that prints back.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    tessera_fuzz::verify(data);
});
