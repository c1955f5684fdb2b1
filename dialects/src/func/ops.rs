//! Typed wrappers of the `func` ops, generated from the definition by
//! `dialects/build.rs`: `func::ops::XOp::cast(ctx, op)` with named
//! accessors, and `XOp::NAME` wherever Rust names the op.

#![allow(missing_docs, unused_imports)]

use ir::{Attribute, Context, Op, Type, TypedOp, Value};

include!(concat!(env!("OUT_DIR"), "/func_ops.rs"));
