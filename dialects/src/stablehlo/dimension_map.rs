//! The `DimensionMap` interface of StableHLO's data movement and
//! broadcasts: which result dimension each operand dimension holds in
//! order, so the dataflow passes can carry a division of a kernel's output
//! back to what it reads. A dimension the result reads some other way
//! (broadcast from extent 1, windowed, reversed, padded, concatenated,
//! pooled) is
//! `None`: a share of the result needs it whole.

use super::ops::*;
use dialect_engine::Hooks;
use ir::op_class::DimensionMap;
use ir::{Context, Op, TypedOp};
use std::sync::Arc;

fn shape(ctx: &Context, v: ir::Value) -> Vec<i64> {
    ctx.type_kind(ctx.value_type(v))
        .shape()
        .map(<[i64]>::to_vec)
        .unwrap_or_default()
}

fn ints(ctx: &Context, op: Op, name: &str) -> Option<Vec<i64>> {
    ctx.inherent_attr(op, name)
        .and_then(|a| ir::dense_array::to_i64s(ctx, a))
}

/// Operand and result shapes of a one-operand op.
fn shapes(ctx: &Context, op: Op) -> Option<(Vec<i64>, Vec<i64>)> {
    let d = ctx.op(op);
    Some((
        shape(ctx, d.operands().next()?),
        shape(ctx, d.results().iter().next()?),
    ))
}

/// `broadcast_in_dim`: operand dimension i is result dimension dims[i],
/// unless it is broadcast from extent 1.
struct Broadcast;
impl DimensionMap for Broadcast {
    fn operand_dims(&self, ctx: &Context, op: Op, operand: usize) -> Option<Vec<Option<usize>>> {
        let (from, to) = shapes(ctx, op)?;
        let dims = ints(ctx, op, "broadcast_dimensions")?;
        (operand == 0).then(|| {
            dims.iter()
                .enumerate()
                .map(|(i, &d)| (from.get(i) == to.get(d as usize)).then_some(d as usize))
                .collect()
        })
    }
}

/// `transpose`: operand dimension perm[j] is result dimension j.
struct Transpose;
impl DimensionMap for Transpose {
    fn operand_dims(&self, ctx: &Context, op: Op, operand: usize) -> Option<Vec<Option<usize>>> {
        let perm = ints(ctx, op, "permutation")?;
        let mut out = vec![None; perm.len()];
        for (j, &p) in perm.iter().enumerate() {
            *out.get_mut(p as usize)? = Some(j);
        }
        (operand == 0).then_some(out)
    }
}

/// Ops that keep their rank and read some dimensions whole: a dimension
/// of unchanged extent that the op leaves alone walks with the result.
struct KeepsRank {
    /// The attribute naming the dimensions it works along (`reverse`'s
    /// `dimensions`), if any; otherwise those whose extent changes.
    along: Option<&'static str>,
}
impl DimensionMap for KeepsRank {
    fn operand_dims(&self, ctx: &Context, op: Op, operand: usize) -> Option<Vec<Option<usize>>> {
        let d = ctx.op(op);
        let v = d.operands().nth(operand)?;
        let (from, to) = (shape(ctx, v), shape(ctx, d.results().iter().next()?));
        if from.len() != to.len() {
            // A scalar padding value, or start indices: read whole.
            return Some(vec![None; from.len()]);
        }
        let along = self
            .along
            .and_then(|a| ints(ctx, op, a))
            .unwrap_or_default();
        // A concatenation reads along its dimension.
        let concat = ConcatenateOp::cast(ctx, op).and_then(|_| {
            match ctx.inherent_attr(op, "dimension").map(|a| ctx.attr_kind(a)) {
                Some(ir::AttrKind::Integer { value, .. }) => value.as_i64(),
                _ => None,
            }
        });
        Some(
            (0..from.len())
                .map(|i| {
                    let moved = along.contains(&(i as i64)) || concat == Some(i as i64);
                    (from[i] == to[i] && !moved).then_some(i)
                })
                .collect(),
        )
    }
}

/// `reduce_window`: a dimension its window does not span (extent 1,
/// stride 1, no dilation, no padding) walks with the result; the others
/// are read through the windows. Init values are scalars.
struct Windows;
impl DimensionMap for Windows {
    fn operand_dims(&self, ctx: &Context, op: Op, operand: usize) -> Option<Vec<Option<usize>>> {
        let d = ctx.op(op);
        let v = d.operands().nth(operand)?;
        let (from, to) = (shape(ctx, v), shape(ctx, d.results().iter().next()?));
        if from.len() != to.len() {
            return Some(vec![None; from.len()]);
        }
        let window = ints(ctx, op, "window_dimensions")?;
        let ones = |name: &str| ints(ctx, op, name).unwrap_or_else(|| vec![1; from.len()]);
        let (strides, base, dil) = (
            ones("window_strides"),
            ones("base_dilations"),
            ones("window_dilations"),
        );
        // Padding is an elements attribute; any is read as moving windows.
        let padded = ctx.inherent_attr(op, "padding").is_some();
        Some(
            (0..from.len())
                .map(|i| {
                    let plain = window.get(i) == Some(&1)
                        && strides.get(i) == Some(&1)
                        && base.get(i) == Some(&1)
                        && dil.get(i) == Some(&1)
                        && !padded
                        && from[i] == to[i];
                    plain.then_some(i)
                })
                .collect(),
        )
    }
}

/// `gather`: an operand dimension the gather neither indexes nor slices
/// (read whole at offset 0) is the result's offset dimension for it; each
/// batch dimension of the start indices is the result's batch dimension
/// in the same place among the batch dimensions. Every other dimension is
/// read through the indices' values: whole.
struct Gather;
impl DimensionMap for Gather {
    fn operand_dims(&self, ctx: &Context, op: Op, operand: usize) -> Option<Vec<Option<usize>>> {
        let d = ctx.op(op);
        let dims = ctx
            .inherent_attr(op, "dimension_numbers")
            .and_then(|a| super::attrs::GatherDims::of(ctx, a))?;
        let sizes = ints(ctx, op, "slice_sizes")?;
        let (os, is, rs) = (
            shape(ctx, d.operands().next()?),
            shape(ctx, d.operands().nth(1)?),
            shape(ctx, d.results().iter().next()?),
        );
        let offset: Vec<usize> = dims.offset_dims.iter().map(|&x| x as usize).collect();
        match operand {
            0 => {
                // Operand dimensions not collapsed nor batching map in
                // order onto the offset dimensions.
                let mut next = offset.iter();
                Some(
                    (0..os.len())
                        .map(|i| {
                            let i64i = i as i64;
                            if dims.collapsed_slice_dims.contains(&i64i)
                                || dims.operand_batching_dims.contains(&i64i)
                            {
                                return None;
                            }
                            let o = *next.next()?;
                            let plain =
                                !dims.start_index_map.contains(&i64i) && sizes.get(i) == os.get(i);
                            plain.then_some(o)
                        })
                        .collect(),
                )
            }
            1 => {
                let mut batch = (0..rs.len()).filter(|r| !offset.contains(r));
                Some(
                    (0..is.len())
                        .map(|i| {
                            if i as i64 == dims.index_vector_dim {
                                None
                            } else {
                                batch.next()
                            }
                        })
                        .collect(),
                )
            }
            _ => None,
        }
    }
}

/// `scatter` (of one operand): the operand walks with the result; an
/// update window dimension holds the operand dimension it updates whole
/// (the next one neither inserted nor batching, in order); the indices,
/// and the updates along their scatter dimensions, are read whole.
struct Scatter;
impl DimensionMap for Scatter {
    fn operand_dims(&self, ctx: &Context, op: Op, operand: usize) -> Option<Vec<Option<usize>>> {
        let d = ctx.op(op);
        if d.operands().count() != 3 {
            return None;
        }
        let dims = ctx
            .inherent_attr(op, "scatter_dimension_numbers")
            .and_then(|a| super::attrs::ScatterDims::of(ctx, a))?;
        let os = shape(ctx, d.operands().next()?);
        let v = shape(ctx, d.operands().nth(operand)?);
        match operand {
            0 => Some((0..os.len()).map(Some).collect()),
            2 => {
                let free: Vec<usize> = (0..os.len())
                    .filter(|&i| {
                        !dims.inserted_window_dims.contains(&(i as i64))
                            && !dims.input_batching_dims.contains(&(i as i64))
                    })
                    .collect();
                Some(
                    (0..v.len())
                        .map(|j| {
                            let k = dims
                                .update_window_dims
                                .iter()
                                .position(|&w| w as usize == j)?;
                            let i = *free.get(k)?;
                            (v[j] == os[i]).then_some(i)
                        })
                        .collect(),
                )
            }
            _ => Some(vec![None; v.len()]),
        }
    }
}

/// `sort`: every dimension walks with the results but the sorted one,
/// which each sort reads whole.
struct Sort;
impl DimensionMap for Sort {
    fn operand_dims(&self, ctx: &Context, op: Op, operand: usize) -> Option<Vec<Option<usize>>> {
        let v = ctx.op(op).operands().nth(operand)?;
        let d = match ctx.inherent_attr(op, "dimension").map(|a| ctx.attr_kind(a)) {
            Some(ir::AttrKind::Integer { value, .. }) => value.as_i64()?,
            _ => return None,
        };
        Some(
            (0..shape(ctx, v).len())
                .map(|i| (i as i64 != d).then_some(i))
                .collect(),
        )
    }
}

/// Control flow (`while`, `if`, `case`): what its regions compute from
/// each operand is not a map of dimensions, so every operand is read
/// whole.
struct Whole;
impl DimensionMap for Whole {
    fn operand_dims(&self, ctx: &Context, op: Op, operand: usize) -> Option<Vec<Option<usize>>> {
        let v = ctx.op(op).operands().nth(operand)?;
        Some(vec![None; shape(ctx, v).len()])
    }
}

/// `dynamic_update_slice`: a dimension the update spans whole walks with
/// the result, in the operand and the update alike; along the others the
/// update lands at a start known only at run time, so both are read
/// whole there.
struct UpdateSlice;
impl DimensionMap for UpdateSlice {
    fn operand_dims(&self, ctx: &Context, op: Op, operand: usize) -> Option<Vec<Option<usize>>> {
        let d = ctx.op(op);
        let v = shape(ctx, d.operands().nth(operand)?);
        if operand > 1 {
            return Some(vec![None; v.len()]);
        }
        let (x, u) = (
            shape(ctx, d.operands().next()?),
            shape(ctx, d.operands().nth(1)?),
        );
        Some(
            (0..v.len())
                .map(|i| (x.get(i) == u.get(i)).then_some(i))
                .collect(),
        )
    }
}

/// Attaches the interface.
pub(super) fn add(h: &mut Hooks) {
    h.interface::<BroadcastInDimOp, dyn DimensionMap>(Arc::new(Broadcast))
        .interface::<TransposeOp, dyn DimensionMap>(Arc::new(Transpose))
        .interface::<SliceOp, dyn DimensionMap>(Arc::new(KeepsRank { along: None }))
        .interface::<DynamicSliceOp, dyn DimensionMap>(Arc::new(KeepsRank { along: None }))
        .interface::<PadOp, dyn DimensionMap>(Arc::new(KeepsRank { along: None }))
        .interface::<ConcatenateOp, dyn DimensionMap>(Arc::new(KeepsRank { along: None }))
        .interface::<ReduceWindowOp, dyn DimensionMap>(Arc::new(Windows))
        .interface::<GatherOp, dyn DimensionMap>(Arc::new(Gather))
        .interface::<ScatterOp, dyn DimensionMap>(Arc::new(Scatter))
        .interface::<SortOp, dyn DimensionMap>(Arc::new(Sort))
        .interface::<WhileOp, dyn DimensionMap>(Arc::new(Whole))
        .interface::<IfOp, dyn DimensionMap>(Arc::new(Whole))
        .interface::<CaseOp, dyn DimensionMap>(Arc::new(Whole))
        .interface::<DynamicUpdateSliceOp, dyn DimensionMap>(Arc::new(UpdateSlice))
        .interface::<ReverseOp, dyn DimensionMap>(Arc::new(KeepsRank {
            along: Some("dimensions"),
        }));
}
