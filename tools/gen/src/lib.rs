//! Generators of MLIR modules for testing and benchmarking tessera's parser
//! and printer against LLVM 22's `mlir-opt`.
//!
//! - [`structure::random_module`]: broad random modules in generic form that
//!   exercise every builtin type, attribute and location kind.
//! - [`big::big_module`]: the large benchmark module (func/arith/scf/tensor).
//! - [`std::std_module`]: random well-typed modules in the standard dialects
//!   (func, arith, math, scf, cf, memref, tensor, linalg), custom syntax.
//! - [`hlo::hlo_module`], [`torch::torch_module`]: random well-typed StableHLO
//!   and torch programs (the fuzz targets' inputs past the parser).
//! - [`mutate::mutate`]: small corruptions of a valid file, for error paths.
//! - [`mutate_values::mutate_values`]: changes that mostly stay valid (extreme
//!   literals, swapped operands, a repeated op), to reach the passes.
//! - [`pathological::generate`]: inputs designed to stress limits.
//!
//! Output is a pure function of the arguments (seeded PRNG in [`rng`]).

pub mod attrs;
pub mod big;
pub mod cli;
pub mod ctx;
pub mod hlo;
pub mod locations;
pub mod mutate;
pub mod mutate_values;
pub mod pathological;
pub mod rng;
pub mod std;
pub mod structure;
pub mod torch;
pub mod types;

pub use cli::run_cli;
