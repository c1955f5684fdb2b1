//! What a dataflow pass may assume about an op, declared in its dialect's
//! definition (the traits `Elementwise`, `Broadcast`,
//! `Reduction<$dimensions>`, `Contraction`, `DataMovement`): fusion,
//! layout and tiling ask this, never a list of op names.

use crate::Ident;

/// The class of an op, as the dataflow passes see it.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum OpClass {
    /// Result element `i` is a function of operand elements `i` alone
    /// (operands and results share a shape).
    Elementwise,
    /// Copies its operand into a larger shape (a result element reads one
    /// operand element; several read the same one), or generates values
    /// from their indices (an iota): cheap to recompute wherever needed.
    Broadcast,
    /// Combines the operand's elements along the dimensions the named
    /// attribute lists.
    Reduction {
        /// The attribute holding the reduced dimensions.
        dimensions: Ident,
    },
    /// A matrix product or convolution: what a matrix unit runs.
    Contraction,
    /// Moves or relabels elements without computing (transpose, reshape,
    /// slice, concatenate, pad, reverse).
    DataMovement,
    /// Nothing declared: a pass keeps it as it is, in a kernel of its own.
    #[default]
    Opaque,
}

impl OpClass {
    /// A short name for reports.
    pub fn name(self) -> &'static str {
        match self {
            OpClass::Elementwise => "elementwise",
            OpClass::Broadcast => "broadcast",
            OpClass::Reduction { .. } => "reduction",
            OpClass::Contraction => "contraction",
            OpClass::DataMovement => "data-movement",
            OpClass::Opaque => "opaque",
        }
    }
}

/// What a [`OpClass::Contraction`] op tells the cost model: how many
/// products each result element sums (the contracted size `K` of a
/// matrix product; kernel elements times input features a group for a
/// convolution). An interface, attached by the dialect
/// (`ctx.interface::<dyn Contraction>(op)`).
pub trait Contraction: Send + Sync {
    /// Products summed into one result element.
    fn contracted_size(&self, ctx: &crate::Context, op: crate::Op) -> u64;
    /// What each dimension of operand `operand` is: a result dimension it
    /// walks with (batch or free), or contracted. `None` when the op does
    /// not say (a pass then treats the operand as read whole).
    fn operand_dims(
        &self,
        _ctx: &crate::Context,
        _op: crate::Op,
        _operand: usize,
    ) -> Option<Vec<DimRole>> {
        None
    }
}

/// What one operand dimension of a contraction is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DimRole {
    /// It walks with result dimension `n` (a batch or free dimension).
    Result(usize),
    /// It is summed over.
    Contracted,
    /// It is read through a window that slides with the result (a
    /// convolution's spatial dimensions): a share of the result needs it
    /// whole.
    Window,
}

/// How each dimension of an operand of a data-movement or broadcast op
/// follows its result (`broadcast_in_dim`, `transpose`, `slice`, ...): what
/// lets the dataflow passes carry a division of a kernel's output back to
/// the tensors it reads. An interface, attached by the dialect
/// (`ctx.interface::<dyn DimensionMap>(op)`); an op without it whose
/// operands have the result's shape walks with it dimension by dimension.
pub trait DimensionMap: Send + Sync {
    /// For each dimension of operand `operand`: the result dimension whose
    /// elements it holds in order (`Some(n)`), or `None` when the result
    /// reads it otherwise (broadcast from extent 1, through a window,
    /// reversed, padded, concatenated), so a share of the result needs it
    /// whole. `None` overall when the op does not say.
    fn operand_dims(
        &self,
        ctx: &crate::Context,
        op: crate::Op,
        operand: usize,
    ) -> Option<Vec<Option<usize>>>;
}
