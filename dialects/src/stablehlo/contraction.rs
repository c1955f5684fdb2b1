//! The `Contraction` interface of dot_general, dot and convolution: how
//! many products each result element sums, for the cost model.

use super::attrs::{ConvDims, DotDims};
use super::ops::*;
use dialect_engine::Hooks;
use ir::op_class::Contraction;
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
}

/// `dot`: the lhs's last dimension.
struct DotK;
impl Contraction for DotK {
    fn contracted_size(&self, ctx: &Context, op: Op) -> u64 {
        product(shape(ctx, op, 0).last().copied().into_iter())
    }
}

/// A convolution: the kernel's spatial elements times its input features
/// (already divided by the feature groups in the kernel's shape).
struct ConvK;
impl Contraction for ConvK {
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
