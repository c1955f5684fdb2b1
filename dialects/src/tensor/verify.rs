//! tensor's verifiers (TensorOps.cpp): `empty`, `extract`/`insert`,
//! `cast`, `from_elements`, `splat`, the slices (through `util/slice`),
//! `reshape` and `concat`.

use crate::util::asm::*;
use crate::util::shaped::shapes_compatible;
use crate::util::slice::{rank_reduces, Slice};
use ir::registry::VerifyError;
use ir::types::DYNAMIC;
use ir::{Context, Op, Type, TypeKind};

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

/// The shape of a ranked tensor type.
pub(super) fn shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}

/// The result's shape and the number of operands after `skip`.
pub(super) fn result_shape_and_rest(
    ctx: &Context,
    op: Op,
    skip: usize,
) -> Option<(Vec<i64>, usize)> {
    let d = ctx.op(op);
    let r = d.results().iter().next()?;
    let s = shape(ctx, ctx.value_type(r))?;
    Some((s, d.operands().count().saturating_sub(skip)))
}

/// tensor.empty: one size per dynamic dimension.
pub(super) fn verify_empty(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    dynamic_sizes(ctx, op, 0)
}

/// tensor.splat: one size per dynamic dimension after the value.
pub(super) fn verify_splat(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    dynamic_sizes(ctx, op, 1)
}

/// One operand after the first `skip` per dynamic result dimension.
pub(super) fn dynamic_sizes(ctx: &Context, op: Op, skip: usize) -> Result<(), VerifyError> {
    let Some((s, n)) = result_shape_and_rest(ctx, op, skip) else {
        return Ok(());
    };
    let want = s.iter().filter(|&&x| x == DYNAMIC).count();
    if n != want {
        return Err(format!("incorrect number of dynamic sizes, has {n}, expected {want}").into());
    }
    Ok(())
}

/// The rank of operand `i`, if a ranked tensor.
pub(super) fn rank_of(ctx: &Context, op: Op, i: usize) -> Option<usize> {
    let v = ctx.op(op).operands().nth(i)?;
    shape(ctx, ctx.value_type(v)).map(|s| s.len())
}

/// tensor.extract: one index per dimension.
pub(super) fn verify_extract(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let Some(rank) = rank_of(ctx, op, 0) else {
        return Ok(());
    };
    if ctx.op(op).operands().count() - 1 != rank {
        return Err("incorrect number of indices for extract_element".into());
    }
    Ok(())
}

/// tensor.insert: one index per dimension.
pub(super) fn verify_insert(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let Some(rank) = rank_of(ctx, op, 1) else {
        return Ok(());
    };
    if ctx.op(op).operands().count().saturating_sub(2) != rank {
        return Err("incorrect number of indices".into());
    }
    Ok(())
}

/// tensor.cast: same element type, compatible shapes.
pub(super) fn verify_tensor_cast(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let d = ctx.op(op);
    let (Some(a), Some(b)) = (d.operands().next(), d.results().iter().next()) else {
        return Ok(());
    };
    let (ta, tb) = (ctx.value_type(a), ctx.value_type(b));
    let (ka, kb) = (ctx.type_kind(ta), ctx.type_kind(tb));
    let shapes_ok = match (shape(ctx, ta), shape(ctx, tb)) {
        (Some(x), Some(y)) => shapes_compatible(&x, &y),
        _ => true,
    };
    if ka.element_type() != kb.element_type() || !shapes_ok {
        return Err(format!(
            "operand type {} and result type {} are cast incompatible",
            q(ctx, ta),
            q(ctx, tb)
        )
        .into());
    }
    Ok(())
}

/// tensor.from_elements: a static shape with one operand per element.
pub(super) fn verify_from_elements(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let Some((s, n)) = result_shape_and_rest(ctx, op, 0) else {
        return Ok(());
    };
    if s.contains(&DYNAMIC) {
        return Ok(());
    }
    let want: i64 = s.iter().product();
    if n as i64 != want {
        return Err(format!("{n} operands present, but expected {want}").into());
    }
    Ok(())
}

/// Checks that `got` is the slice's type `tensor<sizes x elem>` or a
/// rank-reduced version of it (unit dimensions dropped).
pub(super) fn check_type(s: &Slice, ctx: &Context, got: Type) -> Result<(), VerifyError> {
    let TypeKind::RankedTensor { shape, elem, .. } = ctx.type_kind(got) else {
        return Ok(());
    };
    let want = s.sizes();
    if shape.len() > want.len() {
        return Err(VerifyError::plain(
            "expected rank to be smaller or equal to the other rank. ",
        ));
    }
    if !rank_reduces(want, shape) {
        // `&Context` cannot intern the expected type; spell it out.
        let dims: String = want
            .iter()
            .map(|&d| {
                if d == DYNAMIC {
                    "?x".to_string()
                } else {
                    format!("{d}x")
                }
            })
            .collect();
        let elem = ir::text::type_to_string(ctx, s.elem);
        return Err(VerifyError::plain(format!(
            "expected type to be 'tensor<{dims}{elem}>' or a rank-reduced version. (size mismatch) "
        )));
    }
    if *elem != s.elem {
        return Err(VerifyError::plain(format!(
            "expected element type to be {}",
            q(ctx, s.elem)
        )));
    }
    Ok(())
}

/// tensor.extract_slice: lists per source dimension, the result the
/// slice's type (maybe rank-reduced), the slice inside the source.
pub(super) fn verify_extract_slice(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let (Some(s), Some(r)) = (Slice::of(ctx, op, 0), ctx.op(op).results().iter().next()) else {
        return Ok(());
    };
    s.check_counts()?;
    check_type(&s, ctx, ctx.value_type(r))?;
    s.check_bounds()
}

/// tensor.insert_slice / parallel_insert_slice: lists per destination
/// dimension, the source the slice's type (maybe rank-reduced), the slice
/// inside the destination.
pub(super) fn verify_insert_slice(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let (Some(d), Some(src)) = (Slice::of(ctx, op, 1), ctx.op(op).operands().next()) else {
        return Ok(());
    };
    d.check_counts()?;
    check_type(&d, ctx, ctx.value_type(src))?;
    d.check_bounds()
}
