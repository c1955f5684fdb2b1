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

/// `tensor.concat` (TensorOps.cpp's `ConcatOp::verify`): at least one
/// input; inputs of the result's rank and element type; `dim` below the
/// rank; static sizes that agree off `dim` and add up along it.
pub(super) fn verify_concat(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    use ir::types::DYNAMIC;
    let d = ctx.op(op);
    let Some(res) = d.results().iter().next() else {
        return Ok(());
    };
    let inputs: Vec<ir::Type> = d.operands().map(|v| ctx.value_type(v)).collect();
    if inputs.is_empty() {
        return Err("requires at least one input".into());
    }
    let ranked = |t: ir::Type| match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, elem, .. } => Some((shape.to_vec(), *elem)),
        _ => None,
    };
    let (Some((rshape, relem)), Some(ins)) = (
        ranked(ctx.value_type(res)),
        inputs
            .iter()
            .map(|&t| ranked(t))
            .collect::<Option<Vec<_>>>(),
    ) else {
        // The declared constraints report non-ranked tensors.
        return Ok(());
    };
    let rank = rshape.len();
    if ins.iter().any(|(s, _)| s.len() != rank) {
        return Err("rank of concatenated inputs must match result rank".into());
    }
    if ins.iter().any(|&(_, e)| e != relem) {
        return Err("inputs and result element type must match".into());
    }
    let dim = match ctx.inherent_attr(op, "dim").map(|a| ctx.attr_kind(a)) {
        Some(ir::AttrKind::Integer { value, .. }) => value.as_i64().unwrap_or(i64::MAX),
        _ => return Ok(()),
    };
    if dim >= rank as i64 {
        return Err("concatenation dim must be less than the tensor rank".into());
    }
    // MLIR's SaturatedInteger: a dynamic size joins any size; two static
    // sizes must agree; a sum with a dynamic term is dynamic.
    let mut inferred = vec![DYNAMIC; rank];
    for (i, slot) in inferred.iter_mut().enumerate() {
        if i as i64 == dim {
            continue;
        }
        for (s, _) in &ins {
            match (*slot, s[i]) {
                (_, DYNAMIC) => {}
                (DYNAMIC, x) => *slot = x,
                (a, b) if a != b => {
                    return Err(format!(
                        "static concatenation size mismatch along non-concatenated dimension {i}"
                    )
                    .into())
                }
                _ => {}
            }
        }
    }
    // A negative `dim` (not rejected above, as in MLIR) has no sum to check.
    let Ok(dim) = usize::try_from(dim) else {
        return Ok(());
    };
    inferred[dim] = ins
        .iter()
        .try_fold(0i64, |acc, (s, _)| match s[dim] {
            DYNAMIC => None,
            x => acc.checked_add(x),
        })
        .unwrap_or(DYNAMIC);
    let mismatch = inferred
        .iter()
        .zip(&rshape)
        .any(|(&a, &b)| a != DYNAMIC && b != DYNAMIC && a != b);
    if mismatch {
        // The inferred type is only printed: spell it rather than intern it.
        let dims: String = inferred
            .iter()
            .map(|&x| match x {
                DYNAMIC => "?x".to_string(),
                x => format!("{x}x"),
            })
            .collect();
        return Err(format!(
            "result type '{}'does not match inferred shape 'tensor<{dims}{}>' static sizes",
            ir::text::type_to_string(ctx, ctx.value_type(res)),
            ir::text::type_to_string(ctx, relem)
        )
        .into());
    }
    Ok(())
}
