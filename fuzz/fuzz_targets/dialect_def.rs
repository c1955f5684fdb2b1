//! Fuzz target: The `.dialect` loader: any text given to `--load-dialect` loads and
//! registers, or is a located error.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    tessera_fuzz::dialect_def(data);
});
