//! tessera's core IR: a [`Context`] that owns interned identifiers,
//! uniqued types and attributes, and arenas of operations, blocks,
//! regions and values; MLIR's textual format ([`text`]); diagnostics;
//! the structural verifier. `ir` knows no dialect but `builtin`.

pub mod affine;
pub mod attributes;
pub mod block;
pub mod builtin;
pub mod clone;
pub mod constant;
pub mod context;
pub mod dense_array;
pub mod diag;
pub mod effects;
pub mod entity;
pub mod equivalence;
pub mod float;
pub mod interface;
pub mod intern;
pub mod op_class;
pub mod operation;
pub mod pass;
pub mod registry;
pub mod rewrite;
pub mod segments;
pub mod text;
pub mod types;
mod uniquer;
pub mod value;
pub mod verify;

pub use attributes::{AttrKind, Attribute, IntValue, LocKind};
pub use block::{Block, Region};
pub use context::Context;
pub use diag::{DiagLoc, Diagnostic, Severity, SourceBuffer, SourceMgr};
pub use intern::Ident;
pub use op_class::OpClass;
pub use operation::{Op, TypedOp};
pub use types::{Type, TypeKind};
pub use value::Value;

#[cfg(test)]
mod size_report {
    #[test]
    fn sizes() {
        eprintln!(
            "OpData {} ValueData {} AttrKind {} TypeKind {} BlockData {} LocKind {} IntValue {}",
            std::mem::size_of::<crate::operation::OpData>(),
            std::mem::size_of::<crate::value::ValueData>(),
            std::mem::size_of::<crate::attributes::AttrKind>(),
            std::mem::size_of::<crate::types::TypeKind>(),
            std::mem::size_of::<crate::block::BlockData>(),
            std::mem::size_of::<crate::attributes::LocKind>(),
            std::mem::size_of::<crate::attributes::IntValue>(),
        );
    }
}
