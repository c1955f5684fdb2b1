//! arith's verifiers beyond the declared constraints: the width rules of
//! the integer and float casts (`extsi` must widen, `trunci` narrow) and
//! `arith.constant`'s value rules.

use ir::registry::VerifyError;
use ir::{Context, Op, TypeKind};

fn elem_width(ctx: &Context, t: ir::Type) -> Option<u32> {
    let e = ctx.type_kind(t).element_type().unwrap_or(t);
    match ctx.type_kind(e) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Float(k) => Some(k.semantics().bits),
        _ => None,
    }
}

fn in_out(ctx: &Context, op: Op) -> Option<(ir::Type, ir::Type)> {
    let d = ctx.op(op);
    let i = d.operands().next()?;
    let o = d.results().iter().next()?;
    Some((ctx.value_type(i), ctx.value_type(o)))
}

fn cmp_widths(ctx: &Context, op: Op, wider: bool) -> Result<(), VerifyError> {
    let Some((i, o)) = in_out(ctx, op) else {
        return Ok(());
    };
    let (Some(wi), Some(wo)) = (elem_width(ctx, i), elem_width(ctx, o)) else {
        return Ok(());
    };
    let ok = if wider { wo > wi } else { wo < wi };
    if ok {
        return Ok(());
    }
    // CastOpInterface's check runs before the op's own and says it first
    // (`verifyCastInterfaceOp`: `areCastCompatible` is the width rule).
    Err(format!(
        "operand type '{}' and result type '{}' are cast incompatible",
        ir::text::type_to_string(ctx, i),
        ir::text::type_to_string(ctx, o)
    )
    .into())
}

pub(super) fn verify_ext_int(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    cmp_widths(ctx, op, true)
}
pub(super) fn verify_trunc_int(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    cmp_widths(ctx, op, false)
}
pub(super) fn verify_ext_float(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    cmp_widths(ctx, op, true)
}
pub(super) fn verify_trunc_float(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    cmp_widths(ctx, op, false)
}

/// `arith.constant` (ArithOps.cpp's `ConstantOp::verify`, after ODS's
/// `AllTypesMatch<["value", "result"]>`): the value's type is the
/// result's, integers are signless, the value is an integer, float or
/// elements attribute, and a scalable vector is only made from a splat.
pub(super) fn verify_constant(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    use ir::AttrKind;
    let (Some(value), Some(result)) = (
        ctx.inherent_attr(op, "value"),
        ctx.op(op).results().iter().next(),
    ) else {
        return Ok(());
    };
    let ty = ctx.value_type(result);
    let same = match ctx.attr_kind(value) {
        AttrKind::Integer { ty: t, .. }
        | AttrKind::Float { ty: t, .. }
        | AttrKind::DenseElements { ty: t, .. }
        | AttrKind::DenseResource { ty: t, .. }
        | AttrKind::Sparse { ty: t, .. }
        | AttrKind::DenseStrings { ty: t, .. } => *t == ty,
        AttrKind::String { ty: t, .. } => *t == Some(ty),
        AttrKind::Bool(_) => matches!(
            ctx.type_kind(ty),
            TypeKind::Integer {
                width: 1,
                signedness: ir::types::Signedness::Signless
            }
        ),
        _ => true,
    };
    if !same {
        return Err("failed to verify that all of {value, result} have same type".into());
    }
    if let TypeKind::Integer { signedness, .. } = ctx.type_kind(ty) {
        if *signedness != ir::types::Signedness::Signless {
            return Err("integer return type must be signless".into());
        }
    }
    let elements = match ctx.attr_kind(value) {
        AttrKind::Integer { .. } | AttrKind::Float { .. } | AttrKind::Bool(_) => None,
        AttrKind::DenseElements { data, .. } => Some(data.splat),
        AttrKind::DenseStrings { splat, .. } => Some(*splat),
        AttrKind::DenseResource { .. } | AttrKind::Sparse { .. } => Some(false),
        _ => return Err("value must be an integer, float, or elements attribute".into()),
    };
    let scalable = matches!(ctx.type_kind(ty), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s));
    if scalable && elements == Some(false) {
        return Err("intializing scalable vectors with elements attribute is not supported unless it's a vector splat".into());
    }
    Ok(())
}
