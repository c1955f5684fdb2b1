//! Kernels on host tensors, one module per family. They take and return
//! [`Tensor`](crate::Tensor)s and plain Rust values; reading operands of an
//! op is the dialect adapters' job ([`crate::torch`], [`crate::std`]).

pub mod conv;
pub mod creation;
pub mod elementwise;
pub mod linalg;
pub mod nn;
pub mod reduce;
pub mod shape;
