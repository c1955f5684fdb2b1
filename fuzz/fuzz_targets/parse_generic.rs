//! Fuzz target: The generic form: any op, registered or not, parses, prints in
//! generic form and parses back to the same text.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    tessera_fuzz::round_trip(
        &["--allow-unregistered-dialect", "--mlir-print-op-generic"],
        data,
    );
});
