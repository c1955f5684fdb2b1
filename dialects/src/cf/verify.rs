//! cf's verifiers (ControlFlowOps.cpp): successor operand counts and
//! types, `cf.switch`'s case values.

use crate::util::asm::*;
use ir::registry::VerifyError;
use ir::{AttrKind, Context, Op, TypeKind, Value};

/// Successor operands against the target blocks' arguments, as
/// BranchOpInterface checks them.
pub(super) fn check_successors(
    ctx: &Context,
    op: Op,
    groups: &[Vec<Value>],
) -> Result<(), VerifyError> {
    for (i, (&b, vals)) in ctx.op(op).successors.iter().zip(groups).enumerate() {
        let args = &ctx.block(b).args;
        if args.len() != vals.len() {
            return Err(format!(
                "branch has {} operands for successor #{i}, but target block has {}",
                vals.len(),
                args.len()
            )
            .into());
        }
        for (j, (&a, &v)) in args.iter().zip(vals).enumerate() {
            if ctx.value_type(a) != ctx.value_type(v) {
                return Err(format!("type mismatch for bb argument #{j} of successor #{i}").into());
            }
        }
    }
    Ok(())
}

pub(super) fn verify_br(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let vals: Vec<Value> = ctx.op(op).operands().collect();
    check_successors(ctx, op, &[vals])
}

pub(super) fn verify_cond_br(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let Some(g) = ir::segments::sizes(ctx, op, "operandSegmentSizes")
        .and_then(|s| ir::segments::split_operands(ctx, op, &s))
    else {
        return Err("operand count does not match operandSegmentSizes".into());
    };
    if g.len() != 3 || g[0].len() != 1 {
        return Err(
            "'operandSegmentSizes' attribute for specifying operand segments must have 3 elements"
                .into(),
        );
    }
    check_successors(ctx, op, &g[1..])
}

pub(super) fn verify_switch(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let Some(g) = ir::segments::sizes(ctx, op, "operandSegmentSizes")
        .and_then(|s| ir::segments::split_operands(ctx, op, &s))
    else {
        return Err("operand count does not match operandSegmentSizes".into());
    };
    if g.len() != 3 || g[0].len() != 1 {
        return Err(
            "'operandSegmentSizes' attribute for specifying operand segments must have 3 elements"
                .into(),
        );
    }
    let ndest = ctx.op(op).successors.len().saturating_sub(1);
    let flag_ty = ctx.value_type(g[0][0]);
    if let Some(a) = ctx.inherent_attr(op, "case_values") {
        if let AttrKind::DenseElements { ty, .. } = ctx.attr_kind(a) {
            if let TypeKind::Vector { shape, elem, .. } = ctx.type_kind(*ty) {
                if *elem != flag_ty {
                    return Err(format!(
                        "'flag' type ({}) should match case value type ({})",
                        q(ctx, flag_ty),
                        q(ctx, *elem)
                    )
                    .into());
                }
                let n = shape.first().copied().unwrap_or(0);
                if n != ndest as i64 {
                    return Err(format!(
                        "number of case values ({n}) should match number of case destinations ({ndest})"
                    ).into());
                }
            }
        }
    } else if ndest != 0 {
        return Err(format!(
            "number of case values (0) should match number of case destinations ({ndest})"
        )
        .into());
    }
    let segs = ir::segments::sizes(ctx, op, "case_operand_segments").unwrap_or_default();
    if segs.len() != ndest || segs.iter().sum::<usize>() != g[2].len() {
        return Err("case operand segments do not match the case operands".into());
    }
    let mut groups = vec![g[1].clone()];
    let mut at = 0;
    for n in segs {
        groups.push(g[2][at..at + n].to_vec());
        at += n;
    }
    check_successors(ctx, op, &groups)
}
