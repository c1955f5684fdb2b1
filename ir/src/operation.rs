//! Operations: the unit of IR. An operation has a name, operands,
//! results, an attribute dictionary, optional properties (MLIR's
//! `<{...}>`), successors, regions and a location.

use crate::attributes::Attribute;
use crate::block::{Block, Region};
use crate::intern::Ident;
use crate::value::Value;

crate::entity! {
    /// An operation.
    Op
}

/// The data behind an [`Op`].
#[derive(Clone, Debug)]
pub struct OpData {
    /// Full name, `dialect.op`.
    pub name: Ident,
    /// Operand values.
    pub operands: Vec<Value>,
    /// Result values.
    pub results: Vec<Value>,
    /// Discardable attributes: a dictionary attribute.
    pub attrs: Attribute,
    /// Properties (inherent attributes), a dictionary, if any.
    pub props: Option<Attribute>,
    /// Successor blocks.
    pub successors: Vec<Block>,
    /// Owned regions.
    pub regions: Vec<Region>,
    /// Source location.
    pub loc: Attribute,
    /// The block that holds the op.
    pub parent: Option<Block>,
    /// Previous op in the parent block.
    pub prev: Option<Op>,
    /// Next op in the parent block.
    pub next: Option<Op>,
}
