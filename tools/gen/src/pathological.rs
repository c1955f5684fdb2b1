//! Pathological inputs (placeholder).
/// A kind.
pub struct Kind {
    /// name
    pub name: &'static str,
    /// default
    pub default_n: u64,
}
/// Kinds.
pub const KINDS: &[Kind] = &[];
/// Generates.
pub fn generate(_k: &str, _n: Option<u64>) -> Result<Vec<u8>, String> {
    Err("todo".into())
}
