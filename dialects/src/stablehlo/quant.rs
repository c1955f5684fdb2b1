//! StableHLO's rules for quantized element types (`!quant.uniform`): when
//! two element types are compatible for type inference, and the
//! quantization constraints of reshape, broadcast, dot_general,
//! convolution and uniform_quantize (the spec's `(C…)` constraints that
//! mention quantization), with StableHLO's messages.

use crate::quant::types::{Params, QuantType};
use ir::{Context, Type};

/// The quantized type of `t`'s elements (or of `t`).
pub fn of(ctx: &Context, t: Type) -> Option<QuantType> {
    crate::quant::types::element(ctx, t)
}

fn elem(ctx: &Context, t: Type) -> Type {
    ctx.type_kind(t).element_type().unwrap_or(t)
}

fn is_per_axis(q: &QuantType) -> bool {
    q.uniform().is_some_and(|u| u.is_per_axis())
}

/// `isCompatibleElementTypeForHloTypeInference`: quantized elements agree
/// when their storage, range, expressed type and granularity do (scales
/// may differ); otherwise the element types are equal.
pub fn compatible_elem(ctx: &Context, a: Type, b: Type) -> bool {
    let (a, b) = (elem(ctx, a), elem(ctx, b));
    match (QuantType::of(ctx, a), QuantType::of(ctx, b)) {
        (Some(x), Some(y)) => {
            x.storage() == y.storage()
                && x.expressed() == y.expressed()
                && is_per_axis(&x) == is_per_axis(&y)
        }
        (None, None) => a == b,
        _ => false,
    }
}

/// The `CompatibleOperandsAndResultElementType` trait.
pub fn check_compatible_elements(ctx: &Context, op: ir::Op) -> Result<(), String> {
    let d = ctx.op(op);
    let operands: Vec<Type> = d.operands().map(|v| ctx.value_type(v)).collect();
    let results: Vec<Type> = d.results().iter().map(|v| ctx.value_type(v)).collect();
    let Some(&expected) = operands.first().or(results.first()) else {
        return Ok(());
    };
    if operands
        .iter()
        .chain(&results)
        .all(|&t| compatible_elem(ctx, t, expected))
    {
        Ok(())
    } else {
        Err("requires compatible element types for all operands and results".into())
    }
}

fn text(ctx: &Context, t: Type) -> String {
    ir::text::type_to_string(ctx, t)
}

/// The (C1) of reshape, transpose and broadcast_in_dim: a quantized
/// operand and result share scales and zero points (`per_axis`: per-axis
/// pairs too).
pub fn check_same_scales(ctx: &Context, x: Type, r: Type, per_axis: bool) -> Result<(), String> {
    let (Some(qx), Some(qr)) = (of(ctx, x), of(ctx, r)) else {
        return Ok(());
    };
    let (Some(ux), Some(ur)) = (qx.uniform(), qr.uniform()) else {
        return Ok(());
    };
    match (&ux.params, &ur.params) {
        (Params::PerLayer(_), Params::PerLayer(_)) if ux != ur => Err(format!(
            "expect same quantization scale and zero_point but got {} vs {}",
            text(ctx, x),
            text(ctx, r)
        )),
        (Params::PerAxis { params: px, .. }, Params::PerAxis { params: pr, .. })
            if per_axis && px.iter().zip(pr).any(|(a, b)| a != b) =>
        {
            Err(format!(
                "expect same quantization scales and zero_points but got {} vs {}",
                text(ctx, x),
                text(ctx, r)
            ))
        }
        _ => Ok(()),
    }
}

/// transpose's (C1) and (C4): the result's quantized axis is the operand's,
/// permuted.
pub fn check_transpose(ctx: &Context, x: Type, r: Type, perm: &[i64]) -> Result<(), String> {
    check_same_scales(ctx, x, r, true)?;
    let ax = of(ctx, x).and_then(|q| q.uniform().and_then(|u| u.axis()));
    let ar = of(ctx, r).and_then(|q| q.uniform().and_then(|u| u.axis()));
    if let (Some(ax), Some(ar)) = (ax, ar) {
        if let Some(&p) = perm.get(ar as usize) {
            if p != ax {
                return Err(format!(
                    "operand quantization_dimension {ax} is not same as permutation[{ar}] = {p}"
                ));
            }
        }
    }
    Ok(())
}

/// reshape's and dynamic_reshape's (C1), (C3).
pub fn check_reshape(ctx: &Context, x: Type, r: Type) -> Result<(), String> {
    check_same_scales(ctx, x, r, true)?;
    let (Some(qx), Some(qr)) = (of(ctx, x), of(ctx, r)) else {
        return Ok(());
    };
    let (Some(ux), Some(ur)) = (qx.uniform(), qr.uniform()) else {
        return Ok(());
    };
    match (&ux.params, &ur.params) {
        (Params::PerAxis { dimension: dx, .. }, Params::PerAxis { dimension: dr, .. }) => {
            let sx = ctx.type_kind(x).shape().unwrap_or(&[]).to_vec();
            let sr = ctx.type_kind(r).shape().unwrap_or(&[]).to_vec();
            let (dx, dr) = (*dx as usize, *dr as usize);
            let (Some(&a), Some(&b)) = (sx.get(dx), sr.get(dr)) else {
                return Ok(());
            };
            if a >= 0 && b >= 0 && a != b {
                return Err(format!(
                    "expect same quantization dimension size for operand and result {} and {}",
                    text(ctx, x),
                    text(ctx, r)
                ));
            }
            if sx.iter().chain(&sr).all(|&d| d >= 0) {
                let px: i64 = sx[..dx].iter().product();
                let pr: i64 = sr[..dr].iter().product();
                if px != pr {
                    return Err(format!(
                        "product of dimensions before quantization dimension must match between operand and result for {px} and {pr}"
                    ));
                }
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// broadcast_in_dim's (C6): a per-axis result keeps the operand's axis
/// where it is broadcast to, and a size-1 axis repeats its one scale.
pub fn check_broadcast(ctx: &Context, x: Type, r: Type, dims: &[i64]) -> Result<(), String> {
    check_same_scales(ctx, x, r, false)?;
    let (Some(qx), Some(qr)) = (of(ctx, x), of(ctx, r)) else {
        return Ok(());
    };
    let (
        Some(Params::PerAxis {
            dimension: dx,
            params: px,
        }),
        Some(Params::PerAxis {
            dimension: dr,
            params: pr,
        }),
    ) = (
        qx.uniform().map(|u| &u.params),
        qr.uniform().map(|u| &u.params),
    )
    else {
        return Ok(());
    };
    let Some(&bd) = dims.get(*dx as usize) else {
        return Ok(());
    };
    if *dr != bd {
        return Err(format!(
            "result quantization_dimension {dr} not same as broadcast_dimensions[{dx}] = {bd}"
        ));
    }
    let sx = ctx.type_kind(x).shape().unwrap_or(&[]);
    let sr = ctx.type_kind(r).shape().unwrap_or(&[]);
    if sx.get(*dx as usize) == Some(&1) {
        let n = sr.get(*dr as usize).copied().unwrap_or(0).max(0) as usize;
        for (i, p) in pr.iter().enumerate().take(n) {
            if p.scale != px[0].scale {
                return Err(format!(
                    "mismatch result scale {i} ({}) and operand scale 0 ({})",
                    crate::quant::types::fmt_e(p.scale),
                    crate::quant::types::fmt_e(px[0].scale)
                ));
            }
            if p.zero_point != px[0].zero_point {
                return Err(format!(
                    "mismatch result zero_point {i} ({}) and operand zero_point 0 ({})",
                    p.zero_point, px[0].zero_point
                ));
            }
        }
    }
    Ok(())
}

/// What convolution and dot_general share: (C28), (C31)–(C34) of
/// convolution, (C14), (C17)–(C20) of dot_general.
fn check_contraction_common(ctx: &Context, l: Type, k: Type, r: Type) -> Result<(), String> {
    let (ql, qk, qr) = (of(ctx, l), of(ctx, k), of(ctx, r));
    let Some(qk) = qk.filter(|_| ql.is_some() == qr.is_some()) else {
        return Err("rhs should be quantized for quantized operations and is_quantized(lhs)=is_quantized(result) should hold".into());
    };
    match (ql, qr) {
        (Some(ql), Some(qr)) => {
            if ql.storage() != qk.storage() {
                return Err("mismatched lhs and rhs quantization storage types".into());
            }
            if ql.expressed() != qk.expressed() || ql.expressed() != qr.expressed() {
                return Err("mismatched lhs, rhs and result quantization expressed types".into());
            }
            if !is_per_axis(&qk) && is_per_axis(&qr) {
                return Err("mismatched rhs and result quantization granularity".into());
            }
        }
        _ => {
            let (le, re) = (elem(ctx, l), elem(ctx, r));
            let same = |t: Type| matches!(ctx.type_kind(t), ir::TypeKind::Float(k) if Some(*k) == qk.expressed());
            if !same(le) || le != re {
                return Err(
                    "mismatched rhs quantization expressed type and lhs and result element type"
                        .into(),
                );
            }
        }
    }
    Ok(())
}

fn any_quantized(ctx: &Context, ts: &[Type]) -> bool {
    ts.iter().any(|&t| of(ctx, t).is_some())
}

/// dot_general's quantization constraints (C14)–(C20).
pub fn check_dot_general(
    ctx: &Context,
    l: Type,
    k: Type,
    r: Type,
    rhs_contracting: &[i64],
) -> Result<(), String> {
    if !any_quantized(ctx, &[l, k, r]) {
        return Ok(());
    }
    if let Some(u) = of(ctx, k).and_then(|q| q.uniform().cloned()) {
        match &u.params {
            Params::PerLayer(p) if p.zero_point != 0 => {
                return Err("Zero point of rhs should be 0".into())
            }
            Params::PerAxis { dimension, params } => {
                if params.iter().any(|p| p.zero_point != 0) {
                    return Err("Zero points of rhs should be 0".into());
                }
                if rhs_contracting.contains(dimension) {
                    return Err(
                        "Quantization dimension of rhs should not be in the contracting dimension of rhs"
                            .into(),
                    );
                }
            }
            _ => {}
        }
    }
    check_contraction_common(ctx, l, k, r)
}

/// convolution's quantization constraints (C28)–(C34).
pub fn check_convolution(
    ctx: &Context,
    l: Type,
    k: Type,
    r: Type,
    kernel_output_feature: i64,
    output_feature: i64,
) -> Result<(), String> {
    if !any_quantized(ctx, &[l, k, r]) {
        return Ok(());
    }
    if of(ctx, k)
        .and_then(|q| q.uniform().and_then(|u| u.axis()))
        .is_some_and(|a| a != kernel_output_feature)
    {
        return Err(
            "quantization dimension of rhs should be same with kernel_output_feature_dimension"
                .into(),
        );
    }
    if of(ctx, r)
        .and_then(|q| q.uniform().and_then(|u| u.axis()))
        .is_some_and(|a| a != output_feature)
    {
        return Err(
            "quantization dimension of result should be same with output_feature_dimension".into(),
        );
    }
    check_contraction_common(ctx, l, k, r)
}

/// uniform_quantize's (C2): the result expresses the operand's float type
/// (or the operand's own expressed type when requantizing).
pub fn check_uniform_quantize(ctx: &Context, x: Type, r: Type) -> Result<(), String> {
    let Some(qr) = of(ctx, r) else {
        return Ok(());
    };
    let xe = elem(ctx, x);
    let expected = match of(ctx, x) {
        Some(qx) => qx.expressed(),
        None => match ctx.type_kind(xe) {
            ir::TypeKind::Float(k) => Some(*k),
            _ => None,
        },
    };
    match (expected, qr.expressed()) {
        (Some(e), Some(g)) if e != g => Err(format!(
            "Expressed type of result expected to be '{}', but got '{}'",
            e.name(),
            g.name()
        )),
        _ => Ok(()),
    }
}
