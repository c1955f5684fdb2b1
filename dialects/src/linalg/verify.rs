//! linalg's verifiers (LinalgOps.cpp, DestinationStyleOpInterface):
//! inputs and inits by operand segment, init and result types.

use super::syntax::{halves, ins_outs};
use crate::util::asm::*;
use ir::registry::VerifyError;
use ir::{Context, Op, TypeKind, Value};

/// MLIR's `DestinationStyleOpInterface` check: every init is a tensor or
/// a memref, one tensor result per tensor init, of the init's type.
pub(super) fn check_dps(
    ctx: &Context,
    op: Op,
    ins: usize,
    inits: &[Value],
) -> Result<(), VerifyError> {
    let mut tensor_inits = Vec::new();
    for (k, &v) in inits.iter().enumerate() {
        match ctx.type_kind(ctx.value_type(v)) {
            TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. } => {
                tensor_inits.push((k, v))
            }
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. } => {}
            _ => {
                return Err(
                    format!("expected that operand #{} is a tensor or a memref", ins + k).into(),
                )
            }
        }
    }
    let results: Vec<Value> = ctx.op(op).results().iter().collect();
    let tensor_results = results
        .iter()
        .filter(|&&r| {
            matches!(
                ctx.type_kind(ctx.value_type(r)),
                TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
            )
        })
        .count();
    if tensor_results != tensor_inits.len() {
        return Err(format!(
            "expected the number of tensor results ({tensor_results}) to be equal to the number of output tensors ({})",
            tensor_inits.len()
        ).into());
    }
    // The tied result has the init's position among all inits.
    for (k, v) in tensor_inits {
        let Some(&r) = results.get(k) else { continue };
        let (tv, tr) = (ctx.value_type(v), ctx.value_type(r));
        let num = ins + k;
        if tv != tr {
            return Err(format!(
                "expected type of operand #{num} ({}) to match type of corresponding result ({})",
                q(ctx, tv),
                q(ctx, tr)
            )
            .into());
        }
    }
    Ok(())
}

/// Ops with `ins(...) outs(...)` segments: the named ops and `generic`.
pub(super) fn verify_segmented(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let (ins, outs) = ins_outs(ctx, op);
    check_dps(ctx, op, ins.len(), &outs)
}

/// `linalg.generic`: the segments, and every iterator type one of
/// `#linalg.iterator_type<parallel|reduction>` (MLIR's property parser
/// refuses anything else; an unknown `#linalg.*` attribute would
/// otherwise print in a form the custom parser cannot read).
pub(super) fn verify_generic(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    verify_segmented(ctx, op)?;
    let items = match ctx
        .inherent_attr(op, "iterator_types")
        .map(|a| ctx.attr_kind(a))
    {
        Some(ir::AttrKind::Array(items)) => items.clone(),
        _ => return Ok(()),
    };
    for it in items.iter() {
        if !matches!(
            super::syntax::ir_iterator_text(ctx, *it),
            Some("parallel" | "reduction")
        ) {
            return Err(format!(
                "expected iterator_types to be #linalg.iterator_type<parallel> or <reduction>, got {}",
                ir::text::attr_to_string(ctx, *it)
            )
            .into());
        }
    }
    Ok(())
}

/// Ops whose inits are the second half of their operands.
pub(super) fn verify_halves(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let (ins, outs) = halves(ctx, op);
    check_dps(ctx, op, ins.len(), &outs)
}
