//! Operand and result groups: how an op's flat operand (or result) list
//! splits into the groups its definition declares. With more than one
//! variable-length group the sizes come from a segment-sizes attribute
//! (`operandSegmentSizes`, MLIR's `AttrSizedOperandSegments`); otherwise
//! each single group takes one value and the one variable group the rest.
//! One splitter serves the engine's verifier and formats, the custom
//! syntaxes, the folders and the interpreter.

use crate::context::Context;
use crate::operation::Op;
use crate::value::Value;
use std::ops::Range;

/// The segment sizes attribute `name` of `op` (a property or attribute),
/// if present and made of non-negative integers.
pub fn sizes(ctx: &Context, op: Op, name: &str) -> Option<Vec<usize>> {
    let v = crate::dense_array::to_i64s(ctx, ctx.inherent_attr(op, name)?)?;
    v.into_iter().map(|x| usize::try_from(x).ok()).collect()
}

/// The range of each declared group in a list of `total` values.
/// `variable[k]` says whether group `k` is optional or variadic. The
/// segment sizes are used when there is more than one variable group and
/// the attribute has one entry per group; ranges are clamped to `total`
/// (the verifier reports a count mismatch separately).
pub fn ranges(
    ctx: &Context,
    op: Op,
    seg_name: &str,
    variable: &[bool],
    total: usize,
) -> Vec<Range<usize>> {
    let nvar = variable.iter().filter(|&&v| v).count();
    let given = (nvar > 1)
        .then(|| sizes(ctx, op, seg_name))
        .flatten()
        .filter(|s| s.len() == variable.len());
    let sizes = given.unwrap_or_else(|| {
        let rest = total.saturating_sub(variable.len() - nvar);
        let mut first = true;
        variable
            .iter()
            .map(|&v| match v {
                false => 1,
                true if first => {
                    first = false;
                    rest
                }
                true => 0,
            })
            .collect()
    });
    let mut at = 0usize;
    sizes
        .into_iter()
        .map(|n| {
            let s = at.min(total);
            at = at.saturating_add(n);
            s..at.min(total)
        })
        .collect()
}

/// `op`'s operands cut into consecutive groups of `sizes`; `None` unless
/// the sizes add up to the operand count.
pub fn split_operands(ctx: &Context, op: Op, sizes: &[usize]) -> Option<Vec<Vec<Value>>> {
    let all: Vec<Value> = ctx.op(op).operands().collect();
    if sizes.iter().try_fold(0usize, |a, &s| a.checked_add(s)) != Some(all.len()) {
        return None;
    }
    let mut at = 0;
    Some(
        sizes
            .iter()
            .map(|&s| {
                let g = all[at..at + s].to_vec();
                at += s;
                g
            })
            .collect(),
    )
}
