//! Mutations (placeholder).
/// A mutant.
pub struct Mutant {
    /// bytes
    pub bytes: Vec<u8>,
}
/// Mutates.
pub fn mutate(data: &[u8], _seed: u64) -> Mutant {
    Mutant {
        bytes: data.to_vec(),
    }
}
