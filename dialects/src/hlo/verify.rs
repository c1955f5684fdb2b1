//! The `hlo` verifiers: a fusion's body matches its operands and results,
//! layouts on tensor types are well formed, `copy` keeps shape and element
//! type, `bitcast` keeps the byte count.

use super::layout::Layout;
use super::ops::*;
use dialect_engine::Hooks;
use ir::registry::VerifyError;
use ir::{Context, Op, Type, TypeKind};

fn check_layouts(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let d = ctx.op(op);
    let types: Vec<Type> = d
        .operands()
        .map(|v| ctx.value_type(v))
        .chain(d.results().iter().map(|v| ctx.value_type(v)))
        .collect();
    for t in types {
        if let (Some(l), TypeKind::RankedTensor { shape, .. }) =
            (Layout::of_type(ctx, t), ctx.type_kind(t))
        {
            l.and_then(|l| l.check(shape.len()))
                .map_err(VerifyError::op)?;
        }
    }
    Ok(())
}

fn shape_elem(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, elem, .. } => Some((shape.to_vec(), *elem)),
        _ => None,
    }
}

fn verify_fusion(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    check_layouts(ctx, op)?;
    let d = ctx.op(op);
    let ins: Vec<Type> = d.operands().map(|v| ctx.value_type(v)).collect();
    let outs: Vec<Type> = d.results().iter().map(|v| ctx.value_type(v)).collect();
    let Some(&b) = d
        .regions
        .first()
        .and_then(|&r| ctx.region(r).blocks.first())
    else {
        return Err(VerifyError::op("expects a non-empty body"));
    };
    let args: Vec<Type> = ctx
        .block(b)
        .args
        .iter()
        .map(|&a| ctx.value_type(a))
        .collect();
    if args != ins {
        return Err(VerifyError::op(format!(
            "body takes {} argument(s) that must match the {} input(s) in type",
            args.len(),
            ins.len()
        )));
    }
    if let Some(t) = ctx.terminator(b) {
        let ys: Vec<Type> = ctx.op(t).operands().map(|v| ctx.value_type(v)).collect();
        if ys != outs {
            return Err(VerifyError::op(format!(
                "body yields {} value(s) that must match the {} result(s) in type",
                ys.len(),
                outs.len()
            )));
        }
    }
    Ok(())
}

fn verify_copy(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    check_layouts(ctx, op)?;
    let d = ctx.op(op);
    let (a, b) = (
        shape_elem(ctx, ctx.value_type(d.operand(0))),
        shape_elem(ctx, ctx.value_type(d.results().get(0))),
    );
    if a != b {
        return Err(VerifyError::op(
            "requires the same shape and element type for operand and result",
        ));
    }
    Ok(())
}

fn bytes(ctx: &Context, t: Type) -> Option<i64> {
    let (s, e) = shape_elem(ctx, t)?;
    let bits = match ctx.type_kind(e) {
        TypeKind::Integer { width, .. } => *width as i64,
        TypeKind::Float(k) => k.semantics().bits as i64,
        _ => return None,
    };
    let n: i64 = s
        .iter()
        .try_fold(1i64, |a, &d| if d < 0 { None } else { a.checked_mul(d) })?;
    n.checked_mul(bits).map(|b| (b + 7) / 8)
}

fn verify_bitcast(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    check_layouts(ctx, op)?;
    let d = ctx.op(op);
    let (a, b) = (
        ctx.value_type(d.operand(0)),
        ctx.value_type(d.results().get(0)),
    );
    match (bytes(ctx, a), bytes(ctx, b)) {
        (Some(x), Some(y)) if x != y => Err(VerifyError::op(format!(
            "operand holds {x} bytes and result {y}: a bitcast keeps the size"
        ))),
        _ => Ok(()),
    }
}

fn verify_launch(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let grid = ctx
        .inherent_attr(op, "grid")
        .and_then(|a| ir::dense_array::to_i64s(ctx, a));
    match grid {
        Some(g) if g.len() == 3 && g.iter().all(|&x| x >= 1) => Ok(()),
        _ => Err(VerifyError::op(
            "requires `grid` to be three positive extents (x, y, z)",
        )),
    }
}

/// Adds the verifiers.
pub(crate) fn add(h: &mut Hooks) {
    h.verify::<FusionOp>(verify_fusion)
        .verify::<CopyOp>(verify_copy)
        .verify::<BitcastOp>(verify_bitcast)
        .verify::<LaunchOp>(verify_launch);
}
