//! Blocks (argument list plus an intrusive list of operations) and
//! regions (a list of blocks owned by an operation).

use crate::operation::Op;
use crate::value::Value;

crate::entity! {
    /// A basic block.
    Block
}

crate::entity! {
    /// A region.
    Region
}

/// The data behind a [`Block`].
#[derive(Clone, Debug, Default)]
pub struct BlockData {
    /// Block arguments.
    pub args: Vec<Value>,
    /// First operation (head of the intrusive list).
    pub first: Option<Op>,
    /// Last operation.
    pub last: Option<Op>,
    /// The region that holds the block.
    pub parent: Option<Region>,
}

/// The data behind a [`Region`].
#[derive(Clone, Debug, Default)]
pub struct RegionData {
    /// Blocks in order; the first is the entry block.
    pub blocks: Vec<Block>,
    /// The operation that owns the region.
    pub parent: Option<Op>,
}
