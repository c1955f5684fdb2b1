//! lit-style test runner.
