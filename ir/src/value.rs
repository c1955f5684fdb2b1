//! SSA values: operation results and block arguments, with use lists.

use crate::attributes::Attribute;
use crate::block::Block;
use crate::operation::Op;
use crate::types::Type;
use thin_vec::ThinVec;

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
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
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
    /// Every operand slot that reads it.
    pub uses: ThinVec<Use>,
}
