//! Operations: the unit of IR. An operation has a name, operands,
//! results, an attribute dictionary, optional properties (MLIR's
//! `<{...}>`), successors, regions and a location.

use crate::attributes::Attribute;
use crate::block::{Block, Region};
use crate::entity::EntityRef;
use crate::intern::Ident;
use crate::value::{Use, Value};
use thin_vec::ThinVec;

crate::entity! {
    /// An operation.
    Op
}

/// The data behind an [`Op`], kept compact (64 bytes): results are a
/// contiguous run of values, lists are thin vectors.
#[derive(Clone, Debug)]
pub struct OpData {
    /// Full name, `dialect.op`.
    pub name: Ident,
    /// Discardable attributes: a dictionary attribute.
    pub attrs: Attribute,
    /// Source location.
    pub loc: Attribute,
    /// Properties (inherent attributes), a dictionary, if any.
    pub props: Option<Attribute>,
    pub(crate) first_result: u32,
    pub(crate) num_results: u32,
    /// Registry index of the op's info, looked up once at creation
    /// (`u32::MAX`: unregistered).
    pub(crate) info: u32,
    /// Operand slots (value plus the intrusive use-list link).
    pub(crate) operands: ThinVec<Operand>,
    /// Successor blocks.
    pub successors: ThinVec<Block>,
    /// Owned regions.
    pub regions: ThinVec<Region>,
    /// The block that holds the op.
    pub parent: Option<Block>,
    /// Previous op in the parent block.
    pub prev: Option<Op>,
    /// Next op in the parent block.
    pub next: Option<Op>,
}

/// One operand slot: the value read and the next use of that value (the
/// use list is threaded through operand slots, so it costs no allocation).
#[derive(Copy, Clone, Debug)]
pub struct Operand {
    /// The value read.
    pub value: Value,
    pub(crate) next_use: Option<Use>,
}

impl OpData {
    /// The operand values.
    #[inline]
    pub fn operands(&self) -> impl ExactSizeIterator<Item = Value> + '_ {
        self.operands.iter().map(|o| o.value)
    }
    /// Operand `i`.
    #[inline]
    pub fn operand(&self, i: usize) -> Value {
        self.operands[i].value
    }
    /// Number of operands.
    #[inline]
    pub fn num_operands(&self) -> usize {
        self.operands.len()
    }
    /// The op's results.
    #[inline]
    pub fn results(&self) -> Results {
        Results {
            first: self.first_result,
            len: self.num_results,
        }
    }
}

/// The results of an operation: consecutive values.
#[derive(Copy, Clone, Debug)]
pub struct Results {
    first: u32,
    len: u32,
}

impl Results {
    /// Number of results.
    #[inline]
    pub fn len(&self) -> usize {
        self.len as usize
    }
    /// Whether there are none.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// Result `i`.
    #[inline]
    pub fn get(&self, i: usize) -> Value {
        assert!(i < self.len as usize, "result index out of range");
        Value::new(self.first as usize + i)
    }
    /// Iterates over the results.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = Value> {
        let first = self.first as usize;
        (first..first + self.len as usize).map(Value::new)
    }
}

/// A registered op seen through its generated Rust type (`arith::AddiOp`):
/// Rust names ops by type, so a renamed op fails to compile. The wrappers
/// are generated from the `.dialect` definitions by the crate that owns
/// them.
pub trait TypedOp: Copy {
    /// The op's full name (`arith.addi`).
    const NAME: &'static str;
    /// The underlying op.
    fn op(self) -> Op;
    /// `op` as this type, if it is one.
    fn cast(ctx: &crate::Context, op: Op) -> Option<Self>;
}
