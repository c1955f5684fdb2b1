//! The offset/size/stride lists shared by `tensor.extract_slice`,
//! `tensor.insert_slice` and `memref.subview`: MLIR's
//! `OffsetSizeAndStrideOpInterface` checks (one entry per dimension, the
//! slice inside the sliced shape) and the rank-reduction rule.

use crate::memref::syntax::DYNAMIC;
use ir::registry::as_is;
use ir::{Context, Op, Type, TypeKind};

/// The sliced shape and element type, and the three static lists, when
/// all are present and well formed.
pub(crate) struct Slice {
    pub shape: Vec<i64>,
    pub elem: Type,
    /// Static offsets, sizes and strides (`DYNAMIC` where an operand is).
    pub lists: [Vec<i64>; 3],
}

impl Slice {
    /// The lists of `op` over operand `of` (the source of extract_slice
    /// and subview, the destination of insert_slice): a ranked tensor or
    /// a memref.
    pub fn of(ctx: &Context, op: Op, of: usize) -> Option<Slice> {
        let v = ctx.op(op).operands().nth(of)?;
        let (shape, elem) = match ctx.type_kind(ctx.value_type(v)) {
            TypeKind::RankedTensor { shape, elem, .. } | TypeKind::MemRef { shape, elem, .. } => {
                (shape.to_vec(), *elem)
            }
            _ => return None,
        };
        let list = |n| ir::dense_array::to_i64s(ctx, ctx.inherent_attr(op, n)?);
        Some(Slice {
            shape,
            elem,
            lists: [
                list("static_offsets")?,
                list("static_sizes")?,
                list("static_strides")?,
            ],
        })
    }

    pub fn offsets(&self) -> &[i64] {
        &self.lists[0]
    }

    pub fn sizes(&self) -> &[i64] {
        &self.lists[1]
    }

    pub fn strides(&self) -> &[i64] {
        &self.lists[2]
    }

    /// One entry per dimension of the sliced shape.
    pub fn check_counts(&self) -> Result<(), String> {
        let rank = self.shape.len();
        for (l, what) in self.lists.iter().zip(["offset", "size", "stride"]) {
            if l.len() != rank {
                return Err(as_is(format!(
                    "expected {rank} {what} values, got {}",
                    l.len()
                )));
            }
        }
        Ok(())
    }

    /// Static offsets and last positions must lie inside the shape
    /// (MLIR's `verifyInBoundsSlice`).
    pub fn check_bounds(&self) -> Result<(), String> {
        let [offs, sizes, strides] = &self.lists;
        for (i, &dim) in self.shape.iter().enumerate() {
            let off = offs[i];
            if dim == DYNAMIC || off == DYNAMIC {
                continue;
            }
            if off >= dim {
                return Err(as_is(format!(
                    "offset {i} is out-of-bounds: {off} >= {dim}"
                )));
            }
            if sizes[i] == DYNAMIC || strides[i] == DYNAMIC {
                continue;
            }
            let last = off.wrapping_add((sizes[i].wrapping_sub(1)).wrapping_mul(strides[i]));
            if last >= dim {
                return Err(as_is(format!(
                    "slice along dimension {i} runs out-of-bounds: {last} >= {dim}"
                )));
            }
        }
        Ok(())
    }
}

/// Whether dropping some unit dimensions of `full` gives `reduced`
/// (MLIR's greedy `computeRankReductionMask`).
pub(crate) fn rank_reduces(full: &[i64], reduced: &[i64]) -> bool {
    let mut j = 0;
    for &d in full {
        if j < reduced.len() && d == reduced[j] {
            j += 1;
        } else if d != 1 {
            return false;
        }
    }
    j == reduced.len()
}
