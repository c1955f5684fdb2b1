//! Operands read through computed pointers (a convolution's) may be
//! views of a kernel operand rather than the operand itself: a transposed
//! convolution's kernel is the layer's weight reshaped, transposed and
//! reversed, and a half-precision convolution reads its operands
//! converted to f32. Such a chain of `reshape`, `transpose`, `reverse` and
//! float `convert` is resolved to the operand's memory, strides (negative
//! where reversed) and first offset, so the reads go straight to the
//! operand's elements; the chain's ops, used by nothing else, are not
//! built at all.

use crate::dataflow::dims::Body;
use dialects::stablehlo::ops as hlo;
use ir::value::ValueDef;
use ir::{Context, Op, Type, TypedOp, Value};
use std::collections::{HashMap, HashSet};

/// A value as elements of a kernel operand's array: element `i` of the
/// value is the operand's element `offset + Σ i_d · strides[d]`, read as
/// `stored` and converted to the value's own element type.
#[derive(Clone, Debug)]
pub(super) struct View {
    /// The kernel operand (as the body sees it).
    pub param: Value,
    pub strides: Vec<i64>,
    pub offset: i64,
    /// The element type of the operand's array.
    pub stored: Type,
}

/// Row-major strides of `shape`, in elements.
pub(super) fn row_major(shape: &[i64]) -> Vec<i64> {
    let mut s = vec![1i64; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        s[i] = s[i + 1] * shape[i + 1];
    }
    s
}

/// The strides of `old` (of `strides`) reshaped to `new`, where the
/// reshape only splits and merges dimensions whose strides allow it
/// (PyTorch's rule for `view`); None where it would need a copy.
fn reshaped(old: &[i64], strides: &[i64], new: &[i64]) -> Option<Vec<i64>> {
    if old.iter().product::<i64>() != new.iter().product::<i64>() {
        return None;
    }
    if old.is_empty() || new.is_empty() || old.contains(&0) {
        return Some(row_major(new));
    }
    let mut out = vec![0i64; new.len()];
    let mut view_d = new.len() as i64 - 1;
    let mut base = *strides.last()?;
    let (mut tensor_n, mut view_n) = (1i64, 1i64);
    for d in (0..old.len()).rev() {
        tensor_n *= old[d];
        let chunk_ends = d == 0 || (old[d - 1] != 1 && strides[d - 1] != tensor_n * base);
        if chunk_ends {
            while view_d >= 0 && (view_n < tensor_n || new[view_d as usize] == 1) {
                out[view_d as usize] = view_n * base;
                view_n *= new[view_d as usize];
                view_d -= 1;
            }
            if view_n != tensor_n {
                return None;
            }
            if d > 0 {
                base = strides[d - 1];
                tensor_n = 1;
                view_n = 1;
            }
        }
    }
    (view_d == -1).then_some(out)
}

/// `v` as a view of a kernel operand, and the ops between them; None when
/// something else (an op computing new values) is in between.
fn resolve(ctx: &Context, params: &HashSet<Value>, v: Value) -> Option<(View, Vec<Op>)> {
    let shape = crate::dataflow::dims::shape(ctx, v);
    if params.contains(&v) {
        let t = ctx.value_type(v);
        let stored = ctx.type_kind(t).element_type().unwrap_or(t);
        let view = View {
            param: v,
            strides: row_major(&shape),
            offset: 0,
            stored,
        };
        return Some((view, Vec::new()));
    }
    let ValueDef::Result(op, _) = ctx.value(v).def else {
        return None;
    };
    let x = ctx.op(op).operands().next()?;
    let (mut view, mut ops) = resolve(ctx, params, x)?;
    let from = crate::dataflow::dims::shape(ctx, x);
    if hlo::ReshapeOp::cast(ctx, op).is_some() {
        view.strides = reshaped(&from, &view.strides, &shape)?;
    } else if let Some(t) = hlo::TransposeOp::cast(ctx, op) {
        let perm = super::movement::indices(ctx, t.permutation(ctx));
        if perm.len() != from.len() {
            return None;
        }
        view.strides = perm.iter().map(|&p| view.strides[p]).collect();
    } else if let Some(r) = hlo::ReverseOp::cast(ctx, op) {
        for d in super::movement::indices(ctx, r.dimensions(ctx)) {
            let n = *from.get(d)?;
            view.offset += (n - 1) * view.strides[d];
            view.strides[d] = -view.strides[d];
        }
    } else if hlo::ConvertOp::cast(ctx, op).is_some() {
        let elem = |v: Value| {
            let t = ctx.value_type(v);
            ctx.type_kind(t).element_type().unwrap_or(t)
        };
        let float = |t: Type| matches!(ctx.type_kind(t), ir::TypeKind::Float(_));
        if !(float(elem(x)) && float(elem(v))) {
            return None;
        }
    } else {
        return None;
    }
    ops.push(op);
    Some((view, ops))
}

/// The views the kernel's convolutions read their operands through, and
/// the ops of those views that nothing else uses (not to be built).
pub(super) fn of_convolutions(ctx: &Context, body: &Body) -> (HashMap<Value, View>, HashSet<Op>) {
    let params: HashSet<Value> = body.params.iter().copied().collect();
    let mut views = HashMap::new();
    let mut chains: Vec<Op> = Vec::new();
    for &op in &body.ops {
        if hlo::ConvolutionOp::cast(ctx, op).is_none() {
            continue;
        }
        for v in ctx.op(op).operands() {
            if let Some((view, ops)) = resolve(ctx, &params, v) {
                views.insert(v, view);
                chains.extend(ops);
            }
        }
    }
    // A view's op is left out when every use of its result is a
    // convolution or another op left out (uses come later in the body).
    let mut skip: HashSet<Op> = chains.iter().copied().collect();
    loop {
        let mut changed = false;
        for &op in &chains {
            if !skip.contains(&op) {
                continue;
            }
            let results: Vec<Value> = ctx.op(op).results().iter().collect();
            let used_elsewhere = body.yielded.iter().any(|y| results.contains(y))
                || body.ops.iter().any(|&user| {
                    !skip.contains(&user)
                        && hlo::ConvolutionOp::cast(ctx, user).is_none()
                        && ctx.op(user).operands().any(|o| results.contains(&o))
                });
            if used_elsewhere {
                skip.remove(&op);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    (views, skip)
}

#[cfg(test)]
mod tests {
    use super::reshaped;

    #[test]
    fn reshapes_split_and_merge_what_the_strides_allow() {
        // Contiguous: any reshape.
        assert_eq!(reshaped(&[4, 6], &[6, 1], &[2, 2, 6]), Some(vec![12, 6, 1]));
        assert_eq!(reshaped(&[2, 3, 4], &[12, 4, 1], &[6, 4]), Some(vec![4, 1]));
        // A unit dimension in and out.
        assert_eq!(
            reshaped(&[4, 3, 3, 3], &[27, 9, 3, 1], &[1, 4, 3, 3, 3]),
            Some(vec![108, 27, 9, 3, 1])
        );
        // Transposed [3, 4] of a [4, 3] array: its dimensions cannot merge.
        assert_eq!(reshaped(&[3, 4], &[1, 3], &[12]), None);
        // ... but the unit dimension of a transposed [1, 3, 4] can go.
        assert_eq!(reshaped(&[1, 3, 4], &[12, 1, 3], &[3, 4]), Some(vec![1, 3]));
        // Reversed (negative stride) dimensions split like any other.
        assert_eq!(reshaped(&[6], &[-1], &[2, 3]), Some(vec![-3, -1]));
    }
}
