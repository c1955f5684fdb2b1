//! Folders and canonicalization patterns of the `linalg` dialect.

use crate::native::Natives;

/// Adds the linalg folders and patterns.
pub fn add(_n: &mut Natives) {}
