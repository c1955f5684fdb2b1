//! Folders and canonicalization patterns of the `memref` dialect.

use crate::native::Natives;

/// Adds the memref folders and patterns.
pub fn add(_n: &mut Natives) {}
