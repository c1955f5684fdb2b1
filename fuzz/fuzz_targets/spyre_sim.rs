//! Fuzz target: The simulated Spyre: a generated StableHLO program compiled to KTIR
//! and run on it (ir-run --arg ...), under the step and memory budget.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    tessera_fuzz::spyre_sim(data);
});
