//! Module generators.
