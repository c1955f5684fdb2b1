//! The benchmark module (placeholder until implemented).
use std::io::Write;
/// Writes the big module.
pub fn write_big_module(_out: &mut dyn Write, _f: u64, _k: u64, _seed: u64) -> std::io::Result<()> {
    Ok(())
}
