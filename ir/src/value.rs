//! SSA values: operation results and block arguments, with use lists.

use crate::attributes::Attribute;
use crate::block::Block;
use crate::operation::Op;
use crate::types::Type;

crate::entity! {
    /// An SSA value.
    Value
}

/// Where a value is defined.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ValueDef {
    /// Result `index` of an operation.
    Result(Op, u32),
    /// Argument `index` of a block.
    Arg(Block, u32),
}

/// One use of a value: operand `index` of operation `op`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Use {
    /// The using operation.
    pub op: Op,
    /// Which of its operands.
    pub index: u32,
}

/// The data behind a [`Value`].
#[derive(Clone, Debug)]
pub struct ValueData {
    /// Its type.
    pub ty: Type,
    /// Its definition.
    pub def: ValueDef,
    /// Block arguments carry a location; results use their op's.
    pub loc: Option<Attribute>,
    /// Head of the list of operand slots that read it (linked through
    /// the slots; see [`crate::Context::uses`]).
    pub(crate) first_use: Option<Use>,
}
