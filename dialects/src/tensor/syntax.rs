//! `tensor`: the syntaxes of `extract_slice`, `insert_slice` and
//! `expand_shape` (mixed static/dynamic lists, reassociations), shared
//! with [`super::memref`], and the Rust verifiers `tensor.dialect` names.

use super::ops::*;
use crate::util::asm::*;
use crate::util::reshape::ExpandShape;
use crate::util::shaped::shapes_compatible;
use crate::util::slice::OffsetsSizesStrides;
use crate::util::slice::{rank_reduces, Slice};
use dialect_engine::Hooks;
use ir::registry::VerifyError;
use ir::types::DYNAMIC;
use ir::{Context, Op, Type, TypeKind};

/// Adds the tensor hooks: syntaxes by op name, verifiers by hook name.
pub(crate) fn add(n: &mut Hooks) {
    n.custom_syntax::<ExtractSliceOp>(OffsetsSizesStrides {
        hint: "extracted_slice",
        labels: false,
        dest: false,
        no_result: false,
    });
    n.custom_syntax::<InsertSliceOp>(OffsetsSizesStrides {
        hint: "inserted_slice",
        labels: false,
        dest: true,
        no_result: false,
    });
    n.custom_syntax::<ParallelInsertSliceOp>(OffsetsSizesStrides {
        hint: "",
        labels: false,
        dest: true,
        no_result: true,
    });
    n.custom_syntax::<ExpandShapeOp>(ExpandShape("expanded"));
    n.named_verifier("verify_empty", verify_empty);
    n.named_verifier("verify_extract", verify_extract);
    n.named_verifier("verify_insert", verify_insert);
    n.named_verifier("verify_tensor_cast", verify_tensor_cast);
    n.named_verifier("verify_from_elements", verify_from_elements);
    n.named_verifier("verify_splat", verify_splat);
    n.named_verifier("verify_extract_slice", verify_extract_slice);
    n.named_verifier("verify_insert_slice", verify_insert_slice);
}

/// The shape of a ranked tensor type.
fn shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}

/// The result's shape and the number of operands after `skip`.
fn result_shape_and_rest(ctx: &Context, op: Op, skip: usize) -> Option<(Vec<i64>, usize)> {
    let d = ctx.op(op);
    let r = d.results().iter().next()?;
    let s = shape(ctx, ctx.value_type(r))?;
    Some((s, d.operands().count().saturating_sub(skip)))
}

/// tensor.empty: one size per dynamic dimension.
fn verify_empty(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    dynamic_sizes(ctx, op, 0)
}

/// tensor.splat: one size per dynamic dimension after the value.
fn verify_splat(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    dynamic_sizes(ctx, op, 1)
}

/// One operand after the first `skip` per dynamic result dimension.
fn dynamic_sizes(ctx: &Context, op: Op, skip: usize) -> Result<(), VerifyError> {
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
fn rank_of(ctx: &Context, op: Op, i: usize) -> Option<usize> {
    let v = ctx.op(op).operands().nth(i)?;
    shape(ctx, ctx.value_type(v)).map(|s| s.len())
}

/// tensor.extract: one index per dimension.
fn verify_extract(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let Some(rank) = rank_of(ctx, op, 0) else {
        return Ok(());
    };
    if ctx.op(op).operands().count() - 1 != rank {
        return Err("incorrect number of indices for extract_element".into());
    }
    Ok(())
}

/// tensor.insert: one index per dimension.
fn verify_insert(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let Some(rank) = rank_of(ctx, op, 1) else {
        return Ok(());
    };
    if ctx.op(op).operands().count().saturating_sub(2) != rank {
        return Err("incorrect number of indices".into());
    }
    Ok(())
}

/// tensor.cast: same element type, compatible shapes.
fn verify_tensor_cast(ctx: &Context, op: Op) -> Result<(), VerifyError> {
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
fn verify_from_elements(ctx: &Context, op: Op) -> Result<(), VerifyError> {
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
fn check_type(s: &Slice, ctx: &Context, got: Type) -> Result<(), VerifyError> {
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
fn verify_extract_slice(ctx: &Context, op: Op) -> Result<(), VerifyError> {
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
fn verify_insert_slice(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let (Some(d), Some(src)) = (Slice::of(ctx, op, 1), ctx.op(op).operands().next()) else {
        return Ok(());
    };
    d.check_counts()?;
    check_type(&d, ctx, ctx.value_type(src))?;
    d.check_bounds()
}
