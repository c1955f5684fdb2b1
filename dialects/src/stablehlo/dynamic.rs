//! Verification of the ops whose result shape comes from an operand
//! (dynamic_broadcast_in_dim, dynamic_reshape, dynamic_iota, dynamic_pad):
//! what the static parts of their types say, and, when the shape operand
//! is a constant, that it agrees with the result type (StableHLO's
//! `matchInts`).

use super::ops::*;
use super::quant;
use super::verify::{
    const_ints, dims, int_value, operand_types, plain, result_types, shape, ty_str, VResult,
};
use dialect_engine::Hooks;
use ir::registry::VerifyError;
use ir::{Context, Op, Type, Value};

fn is_static(s: &[i64]) -> bool {
    s.iter().all(|&d| d >= 0)
}

/// `expects operand and result to have compatible element type`, unless
/// either is quantized.
fn compatible_elements(ctx: &Context, x: Type, r: Type) -> VResult {
    let quantized = quant::of(ctx, x).is_some() || quant::of(ctx, r).is_some();
    if !quantized && !quant::compatible_elem(ctx, x, r) {
        return plain(format!(
            "expects operand and result to have compatible element type. Got: '{}' and '{}'",
            ty_str(ctx, x),
            ty_str(ctx, r)
        ));
    }
    Ok(())
}

/// A constant shape operand agrees with the result type.
fn shape_operand_fits(ctx: &Context, v: Value, r: Type) -> VResult {
    let (Some(c), Some(rs)) = (const_ints(ctx, v), shape(ctx, r)) else {
        return Ok(());
    };
    let fits = c.iter().all(|&d| d >= 0)
        && c.len() == rs.len()
        && c.iter().zip(&rs).all(|(&a, &b)| b < 0 || a == b);
    if !fits {
        return plain(format!(
            "output shape [{}] is incompatible with return type of operation '{}'",
            c.iter().map(i64::to_string).collect::<Vec<_>>().join(", "),
            ty_str(ctx, r)
        ));
    }
    Ok(())
}

fn verify_dynamic_broadcast_in_dim(ctx: &Context, op: Op) -> VResult {
    let (x, r) = (operand_types(ctx, op)[0], result_types(ctx, op)[0]);
    let out_dims = ctx.op(op).operands().nth(1);
    let (Some(xs), Some(rs)) = (shape(ctx, x), shape(ctx, r)) else {
        return Ok(());
    };
    compatible_elements(ctx, x, r)?;
    let bd = dims(ctx, op, "broadcast_dimensions").unwrap_or_default();
    if bd.len() != xs.len() {
        return plain(format!(
            "broadcast_dimensions size ({}) does not match operand rank ({})",
            bd.len(),
            xs.len()
        ));
    }
    if rs.len() < xs.len() {
        return plain(format!(
            "result rank ({}) is less than operand rank ({})",
            rs.len(),
            xs.len()
        ));
    }
    let mut seen = std::collections::HashSet::new();
    if !bd.iter().all(|d| seen.insert(*d)) {
        return plain("broadcast_dimensions should not have duplicates");
    }
    for (i, &d) in bd.iter().enumerate() {
        if d < 0 || d as usize >= rs.len() {
            return plain(format!(
                "broadcast_dimensions contains invalid value {d} for result with rank {}",
                rs.len()
            ));
        }
        let (a, b) = (xs[i], rs[d as usize]);
        if a != 1 && a >= 0 && b >= 0 && a != b {
            return plain(format!(
                "size of operand dimension {i} ({a}) is not compatible with size of result dimension {d} ({b})"
            ));
        }
    }
    if let Some(v) = out_dims {
        shape_operand_fits(ctx, v, r)?;
    }
    let hints: Vec<i64> = [
        "known_expanding_dimensions",
        "known_nonexpanding_dimensions",
    ]
    .iter()
    .flat_map(|n| dims(ctx, op, n).unwrap_or_default())
    .collect();
    let distinct: std::collections::HashSet<i64> = hints.iter().copied().collect();
    if distinct.len() != hints.len() {
        return plain("duplicate expansion hint for at least one operand dimension");
    }
    let mut sorted: Vec<i64> = distinct.into_iter().collect();
    sorted.sort_unstable();
    if let Some(&i) = sorted.iter().find(|&&i| i < 0 || i as usize >= xs.len()) {
        return plain(format!(
            "hint for expanding dimension {i} does not refer to a valid operand dimension"
        ));
    }
    if let Some(c) = out_dims
        .and_then(|v| const_ints(ctx, v))
        .filter(|_| is_static(&xs))
    {
        for (i, &d) in bd.iter().enumerate() {
            let want = c.get(d as usize).copied().unwrap_or(0);
            if xs[i] != 1 && xs[i] != want {
                return plain(format!(
                    "size of operand dimension {i} ({}) is not equal to 1 or value of shape at index {d} ({want})",
                    xs[i]
                ));
            }
        }
    }
    quant::check_broadcast(ctx, x, r, &bd).map_err(VerifyError::plain)
}

fn verify_dynamic_reshape(ctx: &Context, op: Op) -> VResult {
    let (x, r) = (operand_types(ctx, op)[0], result_types(ctx, op)[0]);
    let Some(shape_v) = ctx.op(op).operands().nth(1) else {
        return Ok(());
    };
    compatible_elements(ctx, x, r)?;
    let (Some(xs), Some(rs)) = (shape(ctx, x), shape(ctx, r)) else {
        return Ok(());
    };
    let count = |s: &[i64]| s.iter().product::<i64>();
    if is_static(&xs) && is_static(&rs) && count(&xs) != count(&rs) {
        return plain(format!(
            "number of output elements ({}) doesn't match expected number of elements ({})",
            count(&rs),
            count(&xs)
        ));
    }
    shape_operand_fits(ctx, shape_v, r)?;
    if shape(ctx, ctx.value_type(shape_v)).and_then(|s| s.first().copied()) != Some(rs.len() as i64)
    {
        return plain("result should have a rank equal to the number of elements in output_shape");
    }
    if let Some(c) = const_ints(ctx, shape_v).filter(|_| is_static(&xs)) {
        if count(&xs) != count(&c) {
            return plain(format!(
                "output_shape is incompatible with input type of operation: input has {} elements, but output_shape has {}",
                count(&xs),
                count(&c)
            ));
        }
    }
    quant::check_reshape(ctx, x, r).map_err(VerifyError::plain)
}

fn verify_dynamic_iota(ctx: &Context, op: Op) -> VResult {
    let r = result_types(ctx, op)[0];
    let Some(rs) = shape(ctx, r) else {
        return Ok(());
    };
    let dim = ctx
        .inherent_attr(op, "iota_dimension")
        .and_then(|a| int_value(ctx, a))
        .unwrap_or(0);
    if dim >= rs.len() as i64 {
        return plain("iota dimension cannot go beyond the output rank.");
    }
    match ctx.op(op).operands().next() {
        Some(v) => shape_operand_fits(ctx, v, r),
        None => Ok(()),
    }
}

fn verify_dynamic_pad(ctx: &Context, op: Op) -> VResult {
    let vals: Vec<Value> = ctx.op(op).operands().collect();
    let ts = operand_types(ctx, op);
    let (Some(xs), Some(low_shape)) = (shape(ctx, ts[0]), ts.get(2).and_then(|&t| shape(ctx, t)))
    else {
        return Ok(());
    };
    let n = low_shape.first().copied().unwrap_or(0);
    if n != xs.len() as i64 {
        return plain(format!(
            "padding operands size ({n}) must match operand rank ({})",
            xs.len()
        ));
    }
    let interior = vals.get(4).and_then(|&v| const_ints(ctx, v));
    if let Some(i) = &interior {
        if i.iter().any(|&x| x < 0) {
            return plain(format!(
                "interior_padding must be non-negative, but got {}",
                i.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
            ));
        }
    }
    let Some(rs) = shape(ctx, result_types(ctx, op)[0]) else {
        return Ok(());
    };
    let (Some(interior), Some(low), Some(high)) = (
        interior,
        vals.get(2).and_then(|&v| const_ints(ctx, v)),
        vals.get(3).and_then(|&v| const_ints(ctx, v)),
    ) else {
        return Ok(());
    };
    if !is_static(&xs) || !is_static(&rs) {
        return Ok(());
    }
    for i in 0..xs
        .len()
        .min(rs.len())
        .min(low.len())
        .min(high.len())
        .min(interior.len())
    {
        let want = xs[i] + low[i] + (xs[i] - 1).max(0) * interior[i] + high[i];
        if rs[i] != want {
            return plain(format!(
                "expected output dimension at index {i} to equal {want}, but got {}",
                rs[i]
            ));
        }
    }
    Ok(())
}

/// Registers the verifiers.
pub(super) fn add(h: &mut Hooks) {
    h.verify::<DynamicBroadcastInDimOp>(verify_dynamic_broadcast_in_dim)
        .verify::<DynamicReshapeOp>(verify_dynamic_reshape)
        .verify::<DynamicIotaOp>(verify_dynamic_iota)
        .verify::<DynamicPadOp>(verify_dynamic_pad);
}
