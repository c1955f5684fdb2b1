//! Fuzz target: The generic form: any op, registered or not, parses, prints in
//! generic form, and printing settles (reads back to the same text).

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = tessera_fuzz::round_trip(
        &["--allow-unregistered-dialect", "--mlir-print-op-generic"],
        data,
    );
});
