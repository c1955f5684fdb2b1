//! The `Contraction` interface of dot_general, dot and convolution: how
//! many products each result element sums, for the cost model.

use super::attrs::{ConvDims, DotDims};
use super::ops::*;
use dialect_engine::Hooks;
use ir::op_class::{Contraction, DimRole};
use ir::{Context, Op};
use std::sync::Arc;

fn shape(ctx: &Context, op: Op, operand: usize) -> Vec<i64> {
    let v = ctx.op(op).operand(operand);
    ctx.type_kind(ctx.value_type(v))
        .shape()
        .map(<[i64]>::to_vec)
        .unwrap_or_default()
}

fn product(dims: impl Iterator<Item = i64>) -> u64 {
    dims.map(|d| d.max(1) as u64).product()
}

struct DotGeneralK;
impl Contraction for DotGeneralK {
    fn contracted_size(&self, ctx: &Context, op: Op) -> u64 {
        let lhs = shape(ctx, op, 0);
        let dims = ctx
            .inherent_attr(op, "dot_dimension_numbers")
            .and_then(|a| DotDims::of(ctx, a));
        match dims {
            Some(d) => product(
                d.lhs_contract
                    .iter()
                    .filter_map(|&i| lhs.get(i as usize).copied()),
            ),
            None => 1,
        }
    }
    /// Result dimensions are the batch dimensions, then lhs's free ones,
    /// then rhs's.
    fn operand_dims(&self, ctx: &Context, op: Op, operand: usize) -> Option<Vec<DimRole>> {
        let d = ctx
            .inherent_attr(op, "dot_dimension_numbers")
            .and_then(|a| DotDims::of(ctx, a))?;
        let (lhs, rhs) = (shape(ctx, op, 0), shape(ctx, op, 1));
        let free = |s: &[i64], b: &[i64], c: &[i64]| -> Vec<usize> {
            (0..s.len())
                .filter(|i| !b.contains(&(*i as i64)) && !c.contains(&(*i as i64)))
                .collect()
        };
        let lhs_free = free(&lhs, &d.lhs_batch, &d.lhs_contract);
        let rhs_free = free(&rhs, &d.rhs_batch, &d.rhs_contract);
        let nb = d.lhs_batch.len();
        let (rank, batch, contract, own_free, offset) = match operand {
            0 => (lhs.len(), &d.lhs_batch, &d.lhs_contract, &lhs_free, nb),
            1 => (
                rhs.len(),
                &d.rhs_batch,
                &d.rhs_contract,
                &rhs_free,
                nb + lhs_free.len(),
            ),
            _ => return None,
        };
        Some(
            (0..rank)
                .map(|i| {
                    if let Some(p) = batch.iter().position(|&x| x == i as i64) {
                        DimRole::Result(p)
                    } else if contract.contains(&(i as i64)) {
                        DimRole::Contracted
                    } else {
                        DimRole::Result(offset + own_free.iter().position(|&x| x == i).unwrap_or(0))
                    }
                })
                .collect(),
        )
    }
}

/// `dot`: the lhs's last dimension.
struct DotK;
impl Contraction for DotK {
    fn contracted_size(&self, ctx: &Context, op: Op) -> u64 {
        product(shape(ctx, op, 0).last().copied().into_iter())
    }
    /// `[M, K] x [K, N] -> [M, N]` (a vector drops its dimension).
    fn operand_dims(&self, ctx: &Context, op: Op, operand: usize) -> Option<Vec<DimRole>> {
        let (l, r) = (shape(ctx, op, 0).len(), shape(ctx, op, 1).len());
        Some(match (operand, l, r) {
            (0, 2, _) => vec![DimRole::Result(0), DimRole::Contracted],
            (0, 1, _) => vec![DimRole::Contracted],
            (1, 2, 2) => vec![DimRole::Contracted, DimRole::Result(1)],
            (1, 1, 2) => vec![DimRole::Contracted, DimRole::Result(0)],
            (1, _, 1) => vec![DimRole::Contracted],
            _ => return None,
        })
    }
}

/// A convolution: the kernel's spatial elements times its input features
/// (already divided by the feature groups in the kernel's shape).
struct ConvK;
impl Contraction for ConvK {
    /// The input's batch and the kernel's output features walk with the
    /// result's; input features are summed; spatial dimensions are read
    /// through windows. Grouped convolutions do not say (each group's
    /// features are a block of the output's).
    fn operand_dims(&self, ctx: &Context, op: Op, operand: usize) -> Option<Vec<DimRole>> {
        let count = |n: &str| match ctx.inherent_attr(op, n).map(|a| ctx.attr_kind(a)) {
            Some(ir::AttrKind::Integer { value, .. }) => value.as_i64(),
            _ => Some(1),
        };
        if count("feature_group_count")? != 1 || count("batch_group_count")? != 1 {
            return None;
        }
        let d = ctx
            .inherent_attr(op, "dimension_numbers")
            .and_then(|a| ConvDims::of(ctx, a))?;
        let rank = shape(ctx, op, operand).len() as i64;
        let (walks, walks_with, summed) = match operand {
            0 => (d.input_batch, d.output_batch, d.input_feature),
            1 => (
                d.kernel_output_feature,
                d.output_feature,
                d.kernel_input_feature,
            ),
            _ => return None,
        };
        Some(
            (0..rank)
                .map(|i| {
                    if i == walks {
                        DimRole::Result(walks_with as usize)
                    } else if i == summed {
                        DimRole::Contracted
                    } else {
                        DimRole::Window
                    }
                })
                .collect(),
        )
    }
    fn contracted_size(&self, ctx: &Context, op: Op) -> u64 {
        let k = shape(ctx, op, 1);
        let dims = ctx
            .inherent_attr(op, "dimension_numbers")
            .and_then(|a| ConvDims::of(ctx, a));
        match dims {
            Some(d) => product(
                d.kernel_spatial
                    .iter()
                    .chain(std::iter::once(&d.kernel_input_feature))
                    .filter_map(|&i| k.get(i as usize).copied()),
            ),
            None => 1,
        }
    }
}

/// Attaches the interface.
pub(super) fn add(h: &mut Hooks) {
    h.interface::<DotGeneralOp, dyn Contraction>(Arc::new(DotGeneralK))
        .interface::<DotOp, dyn Contraction>(Arc::new(DotK))
        .interface::<ConvolutionOp, dyn Contraction>(Arc::new(ConvK))
        .interface::<DynamicConvOp, dyn Contraction>(Arc::new(ConvK));
}
