//! tensor verifiers that need more than the declared constraints and are
//! not about the shared slice or reshape syntaxes.

use ir::registry::VerifyError;
use ir::{Context, Op, TypeKind};

/// `tensor.reshape` (TensorOps.cpp's `ReshapeOp::verify`, after ODS's
/// operand constraint on the shape).
pub(super) fn verify_reshape(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let d = ctx.op(op);
    let (Some(src), Some(shape), Some(res)) = (
        d.operands().next(),
        d.operands().nth(1),
        d.results().iter().next(),
    ) else {
        return Ok(());
    };
    let (st, sht, rt) = (
        ctx.value_type(src),
        ctx.value_type(shape),
        ctx.value_type(res),
    );
    let shape_len = match ctx.type_kind(sht) {
        TypeKind::RankedTensor { shape, elem, .. }
            if shape.len() == 1
                && matches!(
                    ctx.type_kind(*elem),
                    TypeKind::Index
                        | TypeKind::Integer {
                            signedness: ir::types::Signedness::Signless,
                            ..
                        }
                ) =>
        {
            shape[0]
        }
        _ => {
            return Err(format!(
                "operand #1 must be 1D tensor of signless integer or index values, but got '{}'",
                ir::text::type_to_string(ctx, sht)
            )
            .into())
        }
    };
    let (se, re) = (
        ctx.type_kind(st).element_type(),
        ctx.type_kind(rt).element_type(),
    );
    if se != re {
        return Err(
            "element types of source and destination tensor types should be the same".into(),
        );
    }
    if let TypeKind::RankedTensor { shape: rshape, .. } = ctx.type_kind(rt) {
        let static_count = |s: &[i64]| {
            s.iter()
                .all(|&x| x != ir::types::DYNAMIC)
                .then(|| s.iter().map(|&x| x as i128).product::<i128>())
        };
        if let TypeKind::RankedTensor { shape: sshape, .. } = ctx.type_kind(st) {
            if let (Some(a), Some(b)) = (static_count(sshape), static_count(rshape)) {
                if a != b {
                    return Err(
                        "source and destination tensor should have the same number of elements"
                            .into(),
                    );
                }
            }
        }
        if shape_len == ir::types::DYNAMIC {
            return Err("cannot use shape operand with dynamic length to reshape to statically-ranked tensor type".into());
        }
        if shape_len != rshape.len() as i64 {
            return Err("length of shape operand differs from the result's tensor rank".into());
        }
    }
    Ok(())
}
