//! Verification and shape inference of StableHLO ops, as the specification
//! states the constraints (its `(C1)`, `(C2)`, ...), with StableHLO's
//! messages where users compare them.

use super::attrs::{ConvDims, DotDims, GatherDims};
use super::ops::*;
use dialect_engine::Hooks;
use ir::dense_array::to_i64s;
use ir::registry::VerifyError;
use ir::TypedOp;
use ir::{Context, Op, Type, TypeKind};

pub(super) type VResult = Result<(), VerifyError>;

pub(super) fn err(msg: impl Into<String>) -> VResult {
    Err(VerifyError::op(msg))
}

pub(super) fn ty_str(ctx: &Context, t: Type) -> String {
    ir::text::type_to_string(ctx, t)
}

/// Shape (`None` for unranked) and element type of a tensor type.
pub(super) fn shape_elem(ctx: &Context, t: Type) -> Option<(Option<Vec<i64>>, Type)> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, elem, .. } => Some((Some(shape.to_vec()), *elem)),
        TypeKind::UnrankedTensor { elem } => Some((None, *elem)),
        _ => None,
    }
}

/// The shape of a ranked tensor type.
pub(super) fn shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    shape_elem(ctx, t).and_then(|(s, _)| s)
}

/// The integers of `v` when a constant-like op defines it.
pub(super) fn const_ints(ctx: &Context, v: ir::Value) -> Option<Vec<i64>> {
    let op = crate::util::shaped::def_op(ctx, v)?;
    if !ctx.op_info(op).is_some_and(|i| i.traits.constant_like) {
        return None;
    }
    super::syntax::int_elements(ctx, ctx.inherent_attr(op, "value")?)
}

pub(super) fn dims(ctx: &Context, op: Op, name: &str) -> Option<Vec<i64>> {
    ctx.inherent_attr(op, name).and_then(|a| to_i64s(ctx, a))
}

pub(super) fn operand_types(ctx: &Context, op: Op) -> Vec<Type> {
    ctx.op(op).operands().map(|v| ctx.value_type(v)).collect()
}

pub(super) fn result_types(ctx: &Context, op: Op) -> Vec<Type> {
    ctx.op(op)
        .results()
        .iter()
        .map(|v| ctx.value_type(v))
        .collect()
}

/// Dimension sizes are compatible when equal or either is dynamic.
pub(super) fn compatible_dim(a: i64, b: i64) -> bool {
    a == b || a == i64::MIN || b == i64::MIN || a < 0 || b < 0
}

pub(super) fn compatible_shapes(a: &Option<Vec<i64>>, b: &Option<Vec<i64>>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => {
            a.len() == b.len() && a.iter().zip(b).all(|(&x, &y)| compatible_dim(x, y))
        }
        _ => true,
    }
}

/// Operands and result of an elementwise op share a shape; for
/// same-typed ops also the element type.
fn verify_elementwise(ctx: &Context, op: Op, same_type: bool) -> VResult {
    let mut all = operand_types(ctx, op);
    all.extend(result_types(ctx, op));
    let mut first: Option<(Option<Vec<i64>>, Type)> = None;
    for &t in &all {
        let Some(se) = shape_elem(ctx, t) else {
            return err(format!(
                "operand #0 must be tensor, but got '{}'",
                ty_str(ctx, t)
            ));
        };
        match &first {
            None => first = Some(se),
            Some((s, e)) => {
                if !compatible_shapes(s, &se.0) {
                    return err("requires the same shape for all operands and results");
                }
                if same_type && *e != se.1 {
                    return err("requires compatible types for all operands and results");
                }
            }
        }
    }
    Ok(())
}

fn verify_unary(ctx: &Context, op: Op) -> VResult {
    check_result_accuracy(ctx, op)?;
    verify_elementwise(ctx, op, true)
}

/// `#stablehlo.result_accuracy<atol = .., rtol = .., ulps = .., mode =
/// #stablehlo.result_accuracy_mode<M>>`: tolerances are zero unless the
/// mode is TOLERANCE.
fn check_result_accuracy(ctx: &Context, op: Op) -> VResult {
    let Some(a) = ctx.inherent_attr(op, "result_accuracy") else {
        return Ok(());
    };
    let ir::AttrKind::Opaque { data, .. } = ctx.attr_kind(a) else {
        return Ok(());
    };
    let Some(body) = data.strip_prefix("result_accuracy<") else {
        return Ok(());
    };
    let mode = body
        .split("result_accuracy_mode<")
        .nth(1)
        .and_then(|m| m.split('>').next())
        .unwrap_or("DEFAULT")
        .trim()
        .to_string();
    let num = |key: &str| -> f64 {
        body.split(',')
            .find_map(|part| {
                part.trim()
                    .strip_prefix(key)?
                    .trim()
                    .strip_prefix('=')
                    .map(|v| v.trim().parse::<f64>().unwrap_or(0.0))
            })
            .unwrap_or(0.0)
    };
    let nonzero = num("atol") != 0.0 || num("rtol") != 0.0 || num("ulps") != 0.0;
    if mode != "TOLERANCE" && nonzero {
        return plain(format!(
            "Invalid tolerances for ResultAccuracyAttr with mode {mode}, must be all zero."
        ));
    }
    Ok(())
}

fn verify_same_shape(ctx: &Context, op: Op) -> VResult {
    verify_elementwise(ctx, op, false)
}

fn verify_binary(ctx: &Context, op: Op) -> VResult {
    verify_elementwise(ctx, op, true)
}

fn verify_constant(ctx: &Context, op: Op) -> VResult {
    let Some(v) = ctx.inherent_attr(op, "value") else {
        return err("requires attribute 'value'");
    };
    let r = result_types(ctx, op)[0];
    match super::syntax::elements_type(ctx, v) {
        Some(t) if t == r => Ok(()),
        Some(t) => incompatible(
            ctx,
            op,
            &format!("'{}'", ty_str(ctx, t)),
            &format!("'{}'", ty_str(ctx, r)),
        ),
        None => {
            err("attribute 'value' failed to satisfy constraint: constant vector/tensor attribute")
        }
    }
}

fn verify_iota(ctx: &Context, op: Op) -> VResult {
    let r = result_types(ctx, op)[0];
    let rank = shape_elem(ctx, r)
        .and_then(|(s, _)| s)
        .map(|s| s.len())
        .unwrap_or(0);
    let d = ctx
        .inherent_attr(op, "iota_dimension")
        .and_then(|a| int_value(ctx, a))
        .unwrap_or(-1);
    if rank == 0 {
        return err("does not support scalars.");
    }
    if d < 0 || d as usize >= rank {
        return err(format!(
            "iota dimension cannot go beyond the output rank or be negative."
        ));
    }
    Ok(())
}

fn verify_compare(ctx: &Context, op: Op) -> VResult {
    check_enums(ctx, op)?;
    // The properties are StableHLO's enum attributes (ODS's
    // `StableHLO_ComparisonDirectionAttr`, `..TypeAttr`): anything else,
    // given in generic form, is refused, not printed in a form the custom
    // parser cannot read (found by the parse_stablehlo fuzz target).
    for (name, kind, what) in [
        (
            "comparison_direction",
            "comparison_direction",
            "Which comparison operation to perform.",
        ),
        (
            "compare_type",
            "comparison_type",
            "Which comparison type to use.",
        ),
    ] {
        if let Some(a) = ctx.inherent_attr(op, name) {
            if super::attrs::enum_case(ctx, a, kind).is_none() {
                return err(format!(
                    "attribute '{name}' failed to satisfy constraint: {what}"
                ));
            }
        }
    }
    let t = operand_types(ctx, op);
    let (Some(a), Some(b)) = (shape_elem(ctx, t[0]), shape_elem(ctx, t[1])) else {
        return err("operands must be tensors");
    };
    if a.1 != b.1 {
        return err("requires compatible types for all operands");
    }
    if !compatible_shapes(&a.0, &b.0) {
        return err("requires the same shape for all operands and results");
    }
    let r = shape_elem(ctx, result_types(ctx, op)[0]);
    match r {
        Some((s, e))
            if compatible_shapes(&s, &a.0)
                && ctx.type_kind(e)
                    == &TypeKind::Integer {
                        width: 1,
                        signedness: ir::types::Signedness::Signless,
                    } =>
        {
            Ok(())
        }
        Some((s, _)) if !compatible_shapes(&s, &a.0) => {
            err("requires the same shape for all operands and results")
        }
        _ => err("result #0 must be ranked tensor of bool values"),
    }
}

fn verify_select(ctx: &Context, op: Op) -> VResult {
    let t = operand_types(ctx, op);
    let r = result_types(ctx, op)[0];
    if t[1] != t[2]
        && !compatible_shapes(
            &shape_elem(ctx, t[1])
                .and_then(|x| Some(x.0))
                .flatten()
                .map(Some)
                .unwrap_or(None),
            &shape_elem(ctx, t[2]).map(|x| x.0).unwrap_or(None),
        )
    {
        return inferred("requires compatible types for non-predicate operands");
    }
    if shape_elem(ctx, t[1]).map(|x| x.1) != shape_elem(ctx, t[2]).map(|x| x.1) {
        return inferred("requires compatible types for non-predicate operands");
    }
    let p = shape_elem(ctx, t[0]);
    let on = shape_elem(ctx, t[1]);
    if let (Some((Some(ps), _)), Some((os, _))) = (&p, &on) {
        if !ps.is_empty() && !compatible_shapes(&Some(ps.clone()), os) {
            return inferred("requires the same shape for all operands");
        }
    }
    match (&on, shape_elem(ctx, r)) {
        (Some((Some(os), oe)), Some((rs, re)))
            if re != *oe || !compatible_shapes(&rs, &Some(os.clone())) =>
        {
            check_inferred(ctx, op, os, *oe)
        }
        _ => Ok(()),
    }
}

fn verify_clamp(ctx: &Context, op: Op) -> VResult {
    let t = operand_types(ctx, op);
    let x = shape_elem(ctx, t[1]);
    for (i, name) in [(0, "min"), (2, "max")] {
        let m = shape_elem(ctx, t[i]);
        if let (Some((Some(ms), me)), Some((xs, xe))) = (&m, &x) {
            if me != xe {
                return inferred("requires compatible types for all operands and results");
            }
            if !ms.is_empty() && !compatible_shapes(&Some(ms.clone()), xs) {
                return inferred(format!(
                    "{name} shape [{}] is not scalar and is not compatible to operand shape [{}]",
                    super::attrs::join(ms),
                    xs.as_ref()
                        .map(|v| super::attrs::join(v))
                        .unwrap_or_default()
                ));
            }
        }
    }
    Ok(())
}

fn verify_broadcast_in_dim(ctx: &Context, op: Op) -> VResult {
    let x = operand_types(ctx, op)[0];
    let r = result_types(ctx, op)[0];
    let Some(bd) = dims(ctx, op, "broadcast_dimensions") else {
        return err("requires attribute 'broadcast_dimensions'");
    };
    let (Some((Some(xs), _)), Some((Some(rs), _))) = (shape_elem(ctx, x), shape_elem(ctx, r))
    else {
        return Ok(());
    };
    super::quant::check_compatible_elements(ctx, op).map_err(VerifyError::op)?;
    if bd.len() != xs.len() {
        return err(format!(
            "broadcast_dimensions size ({}) does not match operand rank ({})",
            bd.len(),
            xs.len()
        ));
    }
    if rs.len() < xs.len() {
        return err(format!(
            "result rank ({}) is less than operand rank ({})",
            rs.len(),
            xs.len()
        ));
    }
    let mut seen = vec![false; rs.len()];
    for (i, &d) in bd.iter().enumerate() {
        if d < 0 || d as usize >= rs.len() {
            return err(format!(
                "broadcast_dimensions contains invalid value {d} for result with rank {}",
                rs.len()
            ));
        }
        if std::mem::replace(&mut seen[d as usize], true) {
            return err("broadcast_dimensions should not have duplicates");
        }
        let (a, b) = (xs[i], rs[d as usize]);
        if a != 1 && a >= 0 && b >= 0 && a != b {
            return err(format!(
                "size of operand dimension {i} ({a}) is not equal to 1 or size of result dimension {d} ({b})"
            ));
        }
    }
    super::quant::check_broadcast(ctx, x, r, &bd).map_err(VerifyError::op)
}

pub(super) fn int_value(ctx: &Context, a: ir::Attribute) -> Option<i64> {
    match ctx.attr_kind(a) {
        ir::AttrKind::Integer {
            value: ir::IntValue::Small(v),
            ..
        } => Some(*v),
        _ => None,
    }
}

fn numel(s: &[i64]) -> Option<i64> {
    s.iter().try_fold(
        1i64,
        |acc, &d| if d < 0 { None } else { acc.checked_mul(d) },
    )
}

fn verify_reshape(ctx: &Context, op: Op) -> VResult {
    let x = operand_types(ctx, op)[0];
    let r = result_types(ctx, op)[0];
    let (Some((xs, _)), Some((rs, _))) = (shape_elem(ctx, x), shape_elem(ctx, r)) else {
        return Ok(());
    };
    super::quant::check_compatible_elements(ctx, op).map_err(VerifyError::op)?;
    if let (Some(xs), Some(rs)) = (xs, rs) {
        if let (Some(a), Some(b)) = (numel(&xs), numel(&rs)) {
            if a != b {
                return err(format!(
                    "number of output elements ({b}) doesn't match expected number of elements ({a})"
                ));
            }
        }
    }
    super::quant::check_reshape(ctx, x, r).map_err(VerifyError::op)
}

fn verify_transpose(ctx: &Context, op: Op) -> VResult {
    let x = operand_types(ctx, op)[0];
    let Some(perm) = dims(ctx, op, "permutation") else {
        return inferred("requires attribute 'permutation'");
    };
    let Some((Some(xs), xe)) = shape_elem(ctx, x) else {
        return Ok(());
    };
    if perm.len() != xs.len() {
        return inferred(format!(
            "TransposeOp operand rank {} does not match permutation size {}",
            xs.len(),
            perm.len()
        ));
    }
    let mut sorted = perm.clone();
    sorted.sort();
    if sorted.iter().enumerate().any(|(i, &p)| p != i as i64) {
        return inferred(format!(
            "attribute permutation must be a permutation of [{}] but got {}",
            super::attrs::join(&(0..xs.len() as i64).collect::<Vec<_>>()),
            super::attrs::join(&perm)
        ));
    }
    let expect: Vec<i64> = perm.iter().map(|&p| xs[p as usize]).collect();
    check_inferred(ctx, op, &expect, xe)?;
    super::quant::check_transpose(ctx, x, result_types(ctx, op)[0], &perm).map_err(VerifyError::op)
}

fn verify_slice(ctx: &Context, op: Op) -> VResult {
    let x = operand_types(ctx, op)[0];
    let (Some(s), Some(l), Some(st)) = (
        dims(ctx, op, "start_indices"),
        dims(ctx, op, "limit_indices"),
        dims(ctx, op, "strides"),
    ) else {
        return inferred("requires start_indices, limit_indices and strides");
    };
    let Some((Some(xs), xe)) = shape_elem(ctx, x) else {
        return Ok(());
    };
    if s.len() != xs.len() || l.len() != xs.len() || st.len() != xs.len() {
        return inferred(format!(
            "the number of elements in start_indices ({}) does not match the rank of the operand ({})",
            s.len(),
            xs.len()
        ));
    }
    let mut expect = Vec::new();
    for i in 0..xs.len() {
        if s[i] < 0 {
            return inferred(format!("negative start index {} in dimension {i}", s[i]));
        }
        if xs[i] >= 0 && l[i] > xs[i] {
            return inferred(format!(
                "limit index {} is larger than dimension size {} in dimension {i}",
                l[i], xs[i]
            ));
        }
        if s[i] > l[i] {
            return inferred(format!(
                "start index {} is larger than limit index {} in dimension {i}",
                s[i], l[i]
            ));
        }
        if st[i] <= 0 {
            return inferred(format!(
                "stride must be positive but got {} in dimension {i}",
                st[i]
            ));
        }
        expect.push((l[i] - s[i] + st[i] - 1) / st[i]);
    }
    check_inferred(ctx, op, &expect, xe)
}

fn verify_concatenate(ctx: &Context, op: Op) -> VResult {
    let ts = operand_types(ctx, op);
    if ts.is_empty() {
        return err("expected 1 or more operands, but found 0");
    }
    // SameOperandsAndResultElementType, checked before inference.
    let mut all = ts.clone();
    all.extend(result_types(ctx, op));
    let elems: Vec<Option<Type>> = all
        .iter()
        .map(|&t| shape_elem(ctx, t).map(|x| x.1))
        .collect();
    if elems.windows(2).any(|w| w[0] != w[1]) {
        return err("requires the same element type for all operands and results");
    }
    let d = ctx
        .inherent_attr(op, "dimension")
        .and_then(|a| int_value(ctx, a))
        .unwrap_or(0);
    let shapes: Vec<Vec<i64>> = ts
        .iter()
        .filter_map(|&t| shape_elem(ctx, t).and_then(|x| x.0))
        .collect();
    let Some(first) = shapes.first().cloned() else {
        return Ok(());
    };
    let rank = first.len() as i64;
    if rank == 0 {
        return inferred("rank-0 values cannot be concatenated");
    }
    if d >= rank {
        return inferred(format!(
            "dimension {d} is out-of-bounds for input rank {rank}"
        ));
    }
    let d = d as usize;
    let mut out = first.clone();
    out[d] = 0;
    for (i, s) in shapes.iter().enumerate() {
        if s.len() != first.len() {
            return inferred(format!("operands (0) and ({i}) do not match rank"));
        }
        for k in 0..s.len() {
            if k == d {
                out[k] = if out[k] < 0 || s[k] < 0 {
                    i64::MIN
                } else {
                    out[k] + s[k]
                };
            } else if !compatible_dim(first[k], s[k]) {
                return inferred(format!(
                    "shapes of operand (0) and ({i}) are not compatible at non-concat index {k}: ({}) != ({})",
                    list(&first),
                    list(s)
                ));
            } else if out[k] < 0 {
                // The most specific size any operand gives.
                out[k] = s[k];
            }
        }
    }
    let elem = elems[0].unwrap_or(ts[0]);
    check_inferred(ctx, op, &out, elem)
}

/// The StableHLO enum attributes of `op` (alone or in arrays, such as
/// `precision_config`) hold cases of their enum, as StableHLO's attribute
/// parser requires.
pub(super) fn check_enums(ctx: &Context, op: Op) -> VResult {
    fn walk(ctx: &Context, a: ir::Attribute) -> VResult {
        match ctx.attr_kind(a) {
            ir::AttrKind::Array(items) => items.iter().try_for_each(|&x| walk(ctx, x)),
            ir::AttrKind::Opaque { dialect, data } if ctx.str(*dialect) == "stablehlo" => {
                if let Some((kind, case)) = data.split_once(' ') {
                    let cases = super::attrs::cases(kind);
                    if !cases.is_empty() && !cases.contains(&case.trim()) {
                        let name = super::attrs::cpp_enum_name(kind);
                        return Err(VerifyError::plain(format!(
                            "expected ::mlir::stablehlo::{name} to be one of: {}",
                            cases.join(", ")
                        )));
                    }
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }
    let d = ctx.op(op);
    let mut all: Vec<ir::Attribute> = d
        .props
        .map(|p| ctx.dict_entries(p).iter().map(|e| e.1).collect())
        .unwrap_or_default();
    all.extend(ctx.dict_entries(d.attrs).iter().map(|e| e.1));
    all.into_iter().try_for_each(|a| walk(ctx, a))
}

fn verify_dot_general(ctx: &Context, op: Op) -> VResult {
    check_enums(ctx, op)?;
    let Some(d) = ctx
        .inherent_attr(op, "dot_dimension_numbers")
        .and_then(|a| DotDims::of(ctx, a))
    else {
        return err("attribute 'dot_dimension_numbers' failed to satisfy constraint: Attribute that models the dimension information for dot.");
    };
    let t = operand_types(ctx, op);
    let (Some((Some(ls), _)), Some((Some(rs), _))) = (shape_elem(ctx, t[0]), shape_elem(ctx, t[1]))
    else {
        return Ok(());
    };
    if d.lhs_batch.len() != d.rhs_batch.len() {
        return err("lhs and rhs should have the same number of batching dimensions");
    }
    if d.lhs_contract.len() != d.rhs_contract.len() {
        return err("lhs and rhs should have the same number of contracting dimensions");
    }
    for (side, b, c, s) in [
        ("lhs", &d.lhs_batch, &d.lhs_contract, &ls),
        ("rhs", &d.rhs_batch, &d.rhs_contract, &rs),
    ] {
        let mut seen = std::collections::HashSet::new();
        for &x in b.iter().chain(c.iter()) {
            if !seen.insert(x) {
                return err(format!("has duplicated dimension from {side}_batching_dimensions and {side}_contracting_dimensions: {x}"));
            }
        }
        for &x in b {
            if x < 0 || x as usize >= s.len() {
                return err(format!(
                    "{side}_batching_dimensions value: {x} is out of range: [0, {})",
                    s.len()
                ));
            }
        }
        for &x in c {
            if x < 0 || x as usize >= s.len() {
                return err(format!(
                    "{side}_contracting_dimensions value: {x} is out of range: [0, {})",
                    s.len()
                ));
            }
        }
    }
    for (&a, &b) in d.lhs_batch.iter().zip(&d.rhs_batch) {
        if !compatible_dim(ls[a as usize], rs[b as usize]) {
            return err("batching dimension sizes must match for lhs/rhs");
        }
    }
    for (&a, &b) in d.lhs_contract.iter().zip(&d.rhs_contract) {
        if !compatible_dim(ls[a as usize], rs[b as usize]) {
            return err("contracting dimension sizes must match for lhs/rhs");
        }
    }
    let mut expect: Vec<i64> = d.lhs_batch.iter().map(|&a| ls[a as usize]).collect();
    for (i, &s) in ls.iter().enumerate() {
        if !d.lhs_batch.contains(&(i as i64)) && !d.lhs_contract.contains(&(i as i64)) {
            expect.push(s);
        }
    }
    for (i, &s) in rs.iter().enumerate() {
        if !d.rhs_batch.contains(&(i as i64)) && !d.rhs_contract.contains(&(i as i64)) {
            expect.push(s);
        }
    }
    if let Some((out, _)) = shape_elem(ctx, result_types(ctx, op)[0]) {
        if !compatible_shapes(&out, &Some(expect.clone())) {
            return err(format!(
                "inferred shape '[{}]' is incompatible with return type of operation '{}'",
                super::attrs::join(&expect),
                ty_str(ctx, result_types(ctx, op)[0])
            ));
        }
    }
    if let Some(a) = ctx.inherent_attr(op, "precision_config") {
        if let ir::AttrKind::Array(items) = ctx.attr_kind(a) {
            if items.len() > 2 {
                return err(format!(
                    "expects precision config to be empty or have <= 2 elements."
                ));
            }
        }
    }
    let r = result_types(ctx, op)[0];
    super::quant::check_dot_general(ctx, t[0], t[1], r, &d.rhs_contract).map_err(VerifyError::op)
}

fn verify_convolution(ctx: &Context, op: Op) -> VResult {
    check_enums(ctx, op)?;
    let Some(d) = ctx
        .inherent_attr(op, "dimension_numbers")
        .and_then(|a| ConvDims::of(ctx, a))
    else {
        return err("attribute 'dimension_numbers' failed to satisfy constraint: Structure of dimension information for conv op");
    };
    let t = operand_types(ctx, op);
    let (Some((Some(ls), le)), Some((Some(ks), ke))) =
        (shape_elem(ctx, t[0]), shape_elem(ctx, t[1]))
    else {
        return Ok(());
    };
    let n_dims = ls.len();
    let (lt, kt) = (ty_str(ctx, t[0]), ty_str(ctx, t[1]));
    if n_dims < 2 {
        return plain(format!(
            "expects convolution arguments to have >= 2 dimensions. Got: '{lt}' and '{kt}'."
        ));
    }
    if n_dims != ks.len() {
        return plain(format!("expects convolution arguments to have same number of dimensions. Got: '{lt}' and '{kt}'."));
    }
    let quantized = |e: Type| matches!(ctx.type_kind(e), TypeKind::Opaque { .. });
    if le != ke && !quantized(le) && !quantized(ke) {
        return plain(format!(
            "expects lhs and rhs to have compatible element type. Got: '{}' and '{}'",
            ty_str(ctx, le),
            ty_str(ctx, ke)
        ));
    }
    // The dimension numbers.
    let n = d.input_spatial.len();
    if n != d.kernel_spatial.len() || n != d.output_spatial.len() {
        return plain(format!(
            "expects the same size for input, kernel and output spatial-dimensions, but got {n}, {}, and {} resp.",
            d.kernel_spatial.len(),
            d.output_spatial.len()
        ));
    }
    let input: Vec<i64> = [d.input_batch, d.input_feature]
        .into_iter()
        .chain(d.input_spatial.iter().copied())
        .collect();
    let kernel: Vec<i64> = [d.kernel_input_feature, d.kernel_output_feature]
        .into_iter()
        .chain(d.kernel_spatial.iter().copied())
        .collect();
    let output: Vec<i64> = [d.output_batch, d.output_feature]
        .into_iter()
        .chain(d.output_spatial.iter().copied())
        .collect();
    let in_range = |v: &[i64]| v.iter().all(|&x| x >= 0 && (x as usize) < n_dims);
    if !in_range(&input) || !in_range(&kernel) || !in_range(&output) {
        return plain(format!(
            "expects input, kernel, and output dimension-numbers to be in-range [0, {n_dims})."
        ));
    }
    for (what, v) in [("input", &input), ("kernel", &kernel), ("output", &output)] {
        if !unique(v) {
            return plain(format!(
                "expects {what} dimension-numbers to be unique, got {{{}}}.",
                list(v)
            ));
        }
    }
    let int = |name: &str| {
        ctx.inherent_attr(op, name)
            .and_then(|a| int_value(ctx, a))
            .unwrap_or(1)
    };
    for name in ["feature_group_count", "batch_group_count"] {
        let ok = ctx
            .inherent_attr(op, name)
            .is_none_or(|a| match ctx.attr_kind(a) {
                ir::AttrKind::Integer {
                    ty,
                    value: ir::IntValue::Small(v),
                } => {
                    *v > 0
                        && matches!(
                            ctx.type_kind(*ty),
                            TypeKind::Integer {
                                width: 64,
                                signedness: ir::types::Signedness::Signless
                            }
                        )
                }
                _ => false,
            });
        if !ok {
            return err(format!(
                "attribute '{name}' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive"
            ));
        }
    }
    let (fg, bg) = (int("feature_group_count"), int("batch_group_count"));
    if bg > 1 && fg > 1 {
        return plain(format!(
            "expects batch_group_count and feature_group_count not to be both greater than 1. Got {bg} and {fg} resp."
        ));
    }
    let in_f = ls[d.input_feature as usize];
    let in_b = ls[d.input_batch as usize];
    let k_in = ks[d.kernel_input_feature as usize];
    let k_out = ks[d.kernel_output_feature as usize];
    if in_b >= 0 && in_b % bg != 0 {
        return plain(format!(
            "expects input batch dimension ({in_b}) to be divisible by batch_group_count. Got batch_group_count = {bg}."
        ));
    }
    if in_f >= 0 {
        if in_f % fg != 0 {
            return plain(format!(
                "expects input feature dimension ({in_f}) to be a multiple of feature_group_count. Got feature_group_count = {fg}."
            ));
        }
        if k_in >= 0 && in_f / fg != k_in {
            return plain(format!(
                "expects input feature dimension ({in_f}) / feature_group_count = kernel input feature dimension ({k_in}). Got feature_group_count = {fg}."
            ));
        }
    }
    if k_out >= 0 {
        if k_out % bg != 0 {
            return plain(format!(
                "expects output feature dimension size ({k_out}) to be a multiple of batch_group_count. Got batch_group_count = {bg}."
            ));
        }
        if k_out % fg != 0 {
            return plain(format!(
                "expects kernel output feature dimension ({k_out}) to be divisible by feature_group_count. For feature_group_count = {fg}."
            ));
        }
    }
    if let Some(a) = ctx.inherent_attr(op, "precision_config") {
        if let ir::AttrKind::Array(items) = ctx.attr_kind(a) {
            if items.len() > 2 {
                return plain(format!(
                    "expects precision config to be empty or have <= 2 elements, got {}",
                    items.len()
                ));
            }
        }
    }
    if n_dims != n + 2 {
        return plain(format!(
            "expects convolution arguments to have {} dimensions. Got: {n_dims}",
            n + 2
        ));
    }
    // The window.
    let window: Vec<i64> = d.kernel_spatial.iter().map(|&k| ks[k as usize]).collect();
    let pad = padding_pairs(ctx, op, n, None)?;
    let sized = |name: &str, what: &str, default: i64| -> Result<Vec<i64>, VerifyError> {
        match ctx.inherent_attr(op, name) {
            Some(a) => {
                let v = to_i64s(ctx, a).unwrap_or_default();
                if v.len() != n {
                    return Err(VerifyError::plain(format!(
                        "expects {what} to have same dimension-size as size of window dimensions ({n}), but got: {}.",
                        v.len()
                    )));
                }
                Ok(v)
            }
            None => Ok(vec![default; n]),
        }
    };
    let strides = sized("window_strides", "window-strides", 1)?;
    if pad.len() != 2 * n {
        return plain(format!(
            "expects padding-entries to have same dimension-size as size of window dimensions ({n}), but got: {}.",
            pad.len() / 2
        ));
    }
    let lhs_d = sized("lhs_dilation", "base-dilation factors", 1)?;
    let rhs_d = sized("rhs_dilation", "window-dilation factors", 1)?;
    let _rev = sized("window_reversal", "window-reversal", 0)?;
    for i in 0..n {
        if window[i] < 0 {
            continue;
        }
        if window[i] == 0 {
            return plain(format!(
                "expects window to have positive value for {i}-th window dimension, but got {}.",
                window[i]
            ));
        }
        if strides[i] <= 0 {
            return plain(format!(
                "expects window to have positive stride for {i}-th window dimension, but got {}.",
                strides[i]
            ));
        }
        if lhs_d[i] <= 0 {
            return plain(format!("expects window to have positive base dilation factor for {i}-th window dimension, but got {}.", lhs_d[i]));
        }
        if rhs_d[i] <= 0 {
            return plain(format!("expects window to have positive window dilation factor for {i}-th window dimension, but got {}.", rhs_d[i]));
        }
    }
    if ctx.op_name(op) == DynamicConvOp::NAME {
        // Padding is an operand: the output's spatial sizes are not known.
        return Ok(());
    }
    let mut out = vec![0i64; n + 2];
    out[d.output_batch as usize] = if in_b < 0 { in_b } else { in_b / bg };
    out[d.output_feature as usize] = k_out;
    for i in 0..n {
        let x = ls[d.input_spatial[i] as usize];
        let k = window[i];
        let o = if x < 0 || k < 0 {
            i64::MIN
        } else {
            let dil_x = if x == 0 { 0 } else { (x - 1) * lhs_d[i] + 1 };
            let padded = dil_x + pad[2 * i] + pad[2 * i + 1];
            let dil_k = if k == 0 { 0 } else { (k - 1) * rhs_d[i] + 1 };
            if padded < dil_k {
                0
            } else {
                (padded - dil_k) / strides[i] + 1
            }
        };
        out[d.output_spatial[i] as usize] = o;
    }
    if let Some((rs, _)) = shape_elem(ctx, result_types(ctx, op)[0]) {
        if !compatible_shapes(&rs, &Some(out.clone())) {
            return err(format!(
                "inferred shape '[{}]' is incompatible with return type of operation '{}'",
                out.iter()
                    .map(|&x| if x < 0 {
                        "?".to_string()
                    } else {
                        x.to_string()
                    })
                    .collect::<Vec<_>>()
                    .join(", "),
                ty_str(ctx, result_types(ctx, op)[0])
            ));
        }
    }
    let r = result_types(ctx, op)[0];
    super::quant::check_convolution(
        ctx,
        t[0],
        t[1],
        r,
        d.kernel_output_feature,
        d.output_feature,
    )
    .map_err(VerifyError::op)
}

fn verify_uniform_quantize(ctx: &Context, op: Op) -> VResult {
    let (x, r) = (operand_types(ctx, op)[0], result_types(ctx, op)[0]);
    super::quant::check_uniform_quantize(ctx, x, r).map_err(VerifyError::op)
}

fn verify_reduce(ctx: &Context, op: Op) -> VResult {
    let ts = operand_types(ctx, op);
    if ts.is_empty() || ts.len() % 2 != 0 {
        return err("expects the same number of inputs and init values");
    }
    let n = ts.len() / 2;
    let Some(ds) = dims(ctx, op, "dimensions") else {
        return err("requires attribute 'dimensions'");
    };
    let Some((Some(s0), _)) = shape_elem(ctx, ts[0]) else {
        return Ok(());
    };
    for &t in &ts[1..n] {
        if let Some((s, _)) = shape_elem(ctx, t) {
            if !compatible_shapes(&s, &Some(s0.clone())) {
                return err("expects all inputs to have compatible shapes.");
            }
        }
    }
    let mut seen = std::collections::HashSet::new();
    for &d in &ds {
        if d < 0 || d as usize >= s0.len() {
            return err(format!(
                "Out-of-bounds dimension {d}, expected to be in range [0, {})",
                s0.len()
            ));
        }
        if !seen.insert(d) {
            return err("Dimensions should not have duplicates");
        }
    }
    let expect: Vec<i64> = s0
        .iter()
        .enumerate()
        .filter(|(i, _)| !ds.contains(&(*i as i64)))
        .map(|(_, &s)| s)
        .collect();
    let rs = result_types(ctx, op);
    if rs.len() != n {
        return err(format!("expects {n} results, got {}", rs.len()));
    }
    // The results have the body's element types (which may promote the
    // inits').
    let body_rets: Vec<Type> = ctx
        .op(op)
        .regions
        .first()
        .and_then(|&r| ctx.region(r).blocks.first().copied())
        .and_then(|b| ctx.terminator(b))
        .map(|t| ctx.op(t).operands().map(|v| ctx.value_type(v)).collect())
        .unwrap_or_default();
    let elems: Vec<Option<Type>> = (0..n)
        .map(|k| {
            body_rets
                .get(k)
                .or(ts.get(n + k))
                .and_then(|&t| shape_elem(ctx, t))
                .map(|x| x.1)
        })
        .collect();
    let bad = rs
        .iter()
        .zip(&elems)
        .any(|(&r, e)| match (shape_elem(ctx, r), e) {
            (Some((s, re)), Some(e)) => re != *e || !compatible_shapes(&s, &Some(expect.clone())),
            _ => false,
        });
    if bad {
        let want: Vec<String> = elems
            .iter()
            .map(|e| {
                e.map(|e| format!("'{}'", tensor_text(ctx, &expect, e)))
                    .unwrap_or_default()
            })
            .collect();
        let got: Vec<String> = rs
            .iter()
            .map(|&r| format!("'{}'", ty_str(ctx, r)))
            .collect();
        return err(format!(
            "inferred type(s) {} are incompatible with return type(s) of operation {}",
            want.join(", "),
            got.join(", ")
        ));
    }
    // The body takes 2n rank-0 tensors and returns n.
    let r = ctx.op(op).regions[0];
    verify_reducer(ctx, r, &ts[n..], &ts[..n])
}

fn verify_while(ctx: &Context, op: Op) -> VResult {
    let ts = operand_types(ctx, op);
    let rs = result_types(ctx, op);
    if ts.len() != rs.len()
        || ts
            .iter()
            .zip(&rs)
            .any(|(&a, &b)| !compatible_types(ctx, a, b))
    {
        return err("expects the same types for operands and results");
    }
    let regions = ctx.op(op).regions.clone();
    for (i, &r) in regions.iter().enumerate() {
        let Some(&b) = ctx.region(r).blocks.first() else {
            return err("expects non-empty regions");
        };
        let args: Vec<Type> = ctx
            .block(b)
            .args
            .iter()
            .map(|&a| ctx.value_type(a))
            .collect();
        if args.len() != ts.len()
            || args
                .iter()
                .zip(&ts)
                .any(|(&a, &b)| !compatible_types(ctx, a, b))
        {
            let which = if i == 0 { "cond" } else { "body" };
            return err(format!(
                "expect operands to be compatible with {which} block arguments but got ({}) vs ({})",
                ts.iter().map(|&t| ty_str(ctx, t)).collect::<Vec<_>>().join(", "),
                args.iter().map(|&t| ty_str(ctx, t)).collect::<Vec<_>>().join(", ")
            ));
        }
    }
    Ok(())
}

/// Whether element type `from` promotes to `to` in a reduction body
/// (StableHLO's `isPromotableElementType`): equal, or a float to a wider
/// float, an integer to a wider integer of the same signedness; quantized
/// (dialect) element types are not checked here.
fn promotable(ctx: &Context, from: Type, to: Type) -> bool {
    if from == to {
        return true;
    }
    match (ctx.type_kind(from), ctx.type_kind(to)) {
        (TypeKind::Float(a), TypeKind::Float(b)) => a.semantics().bits <= b.semantics().bits,
        (
            TypeKind::Integer {
                width: a,
                signedness: sa,
            },
            TypeKind::Integer {
                width: b,
                signedness: sb,
            },
        ) => sa == sb && a <= b && *a != 1 && *b != 1 || (a == b && sa == sb),
        // Quantized: one expressed type, the storage may widen.
        (TypeKind::Opaque { .. }, _) | (_, TypeKind::Opaque { .. }) => {
            use crate::quant::types::QuantType;
            match (QuantType::of(ctx, from), QuantType::of(ctx, to)) {
                (Some(a), Some(b)) => {
                    a.expressed() == b.expressed()
                        && matches!((a.storage(), b.storage()), (Some(x), Some(y)) if x.width <= y.width)
                }
                _ => false,
            }
        }
        _ => false,
    }
}

/// Types compatible for StableHLO's type inference: one element type,
/// shapes equal where both are static.
fn compatible_types(ctx: &Context, a: Type, b: Type) -> bool {
    if a == b {
        return true;
    }
    match (shape_elem(ctx, a), shape_elem(ctx, b)) {
        (Some((sa, ea)), Some((sb, eb))) => {
            (ea == eb
                || matches!(ctx.type_kind(ea), TypeKind::Opaque { .. })
                || matches!(ctx.type_kind(eb), TypeKind::Opaque { .. }))
                && compatible_shapes(&sa, &sb)
        }
        _ => false,
    }
}

pub(super) fn plain(msg: impl Into<String>) -> VResult {
    Err(VerifyError::plain(msg))
}

/// A reduction body (reduce, reduce_window, scatter, select_and_scatter's
/// scatter region, all_reduce): `2n` scalar parameters (accumulators,
/// then elements), `n` results of the accumulators' types, element types
/// those of the init values and inputs. StableHLO's `verifyReducerShape`.
/// An init given as a scalar type stands for the 0-d tensor of it.
pub(super) fn verify_reducer(
    ctx: &Context,
    region: ir::Region,
    inits: &[Type],
    inputs: &[Type],
) -> VResult {
    let n = inits.len();
    let Some(&b) = ctx.region(region).blocks.first() else {
        return plain("expects a non-empty reduction region");
    };
    let args: Vec<Type> = ctx
        .block(b)
        .args
        .iter()
        .map(|&a| ctx.value_type(a))
        .collect();
    if args.len() != 2 * n {
        return plain(format!(
            "Reduction-region must take {} parameters, but takes {} parameter(s)",
            2 * n,
            args.len()
        ));
    }
    let rets: Vec<Type> = match ctx.terminator(b) {
        Some(t) => ctx.op(t).operands().map(|v| ctx.value_type(v)).collect(),
        None => Vec::new(),
    };
    if rets.is_empty() {
        return plain("The reduction-region expected to return some value(s)");
    }
    if rets.len() != n {
        return plain(format!(
            "Reduction-region here must produce {n} tensors, but produces {} instead",
            rets.len()
        ));
    }
    for &r in &rets {
        if shape_elem(ctx, r).is_none() {
            return plain(format!(
                "Reduction-region here must produce tensor-typed result(s), but produces '{}' instead",
                ty_str(ctx, r)
            ));
        }
    }
    for i in 0..n {
        if args[i] != rets[i] {
            return plain(format!(
                "The type of reduction-region's parameter at index {i} is different than the corresponding result type: '{}' vs '{}'",
                ty_str(ctx, args[i]),
                ty_str(ctx, rets[i])
            ));
        }
        if args[n + i] != rets[i] {
            return plain(format!(
                "The type of reduction-region's parameter at index {} is different than the corresponding result type: '{}' vs '{}'",
                n + i,
                ty_str(ctx, args[n + i]),
                ty_str(ctx, rets[i])
            ));
        }
        // The accumulator has the init value's shape.
        let init_shape = shape_elem(ctx, inits[i]).map_or(Some(Vec::new()), |x| x.0);
        if !compatible_shapes(&shape_elem(ctx, rets[i]).and_then(|x| x.0), &init_shape) {
            let init_text = match shape_elem(ctx, inits[i]) {
                Some(_) => ty_str(ctx, inits[i]),
                None => format!("tensor<{}>", ty_str(ctx, inits[i])),
            };
            return plain(format!(
                "The shape of reduction-region's result type at index {i} differs from the op's corresponding init-value type: '{}' vs '{init_text}'",
                ty_str(ctx, rets[i])
            ));
        }
        let re = shape_elem(ctx, rets[i]).map(|x| x.1);
        // A collective passes its operand's element type: the init value
        // is a scalar tensor of it.
        let (ie, init_text) = match shape_elem(ctx, inits[i]) {
            Some((_, e)) => (e, ty_str(ctx, inits[i])),
            None => (inits[i], format!("tensor<{}>", ty_str(ctx, inits[i]))),
        };
        if !matches!(re, Some(b) if promotable(ctx, ie, b)) {
            return plain(format!(
                "The element-type of reduction-region's result type at index {i} is expected to be promotable from the op's corresponding init-value element-type: '{}' vs '{init_text}'",
                ty_str(ctx, rets[i]),
            ));
        }
        if let (Some(x), Some((_, ae))) = (
            inputs.get(i).and_then(|&t| shape_elem(ctx, t)),
            shape_elem(ctx, args[n + i]),
        ) {
            if !promotable(ctx, x.1, ae) {
                return plain(format!(
                    "The element-type of reduction-region's argument at index {} is expected to be promotable from '{}', but got '{}'",
                    n + i,
                    ty_str(ctx, x.1),
                    ty_str(ctx, ae)
                ));
            }
        }
    }
    Ok(())
}

fn verify_scatter(ctx: &Context, op: Op) -> VResult {
    use super::attrs::ScatterDims;
    let ts = operand_types(ctx, op);
    if ts.len() < 3 || ts.len() % 2 == 0 {
        return plain("expects the same number of inputs and updates");
    }
    let n = (ts.len() - 1) / 2;
    let (ins, ind, ups) = (&ts[..n], ts[n], &ts[n + 1..]);
    let Some(d) = ctx
        .inherent_attr(op, "scatter_dimension_numbers")
        .and_then(|a| ScatterDims::of(ctx, a))
    else {
        return err("attribute 'scatter_dimension_numbers' failed to satisfy constraint: Attribute that models the dimension information for scatter");
    };
    let shapes = |v: &[Type]| -> Option<Vec<Vec<i64>>> {
        v.iter()
            .map(|&t| shape_elem(ctx, t).and_then(|x| x.0))
            .collect()
    };
    let (Some(ish), Some(ush), Some((Some(ss), _))) =
        (shapes(ins), shapes(ups), shape_elem(ctx, ind))
    else {
        return Ok(());
    };
    if ish
        .iter()
        .any(|s| !compatible_shapes(&Some(s.clone()), &Some(ish[0].clone())))
    {
        return plain("Not all inputs have compatible shapes.");
    }
    if ush
        .iter()
        .any(|s| !compatible_shapes(&Some(s.clone()), &Some(ush[0].clone())))
    {
        return plain("Not all updates have compatible shapes.");
    }
    let sr = ss.len();
    let ivd = d.index_vector_dim;
    if ivd < 0 || ivd as usize > sr {
        return plain(format!(
            "Expects index_vector_dim to be in range [0, rank-of('scatter_indices')] i.e. [0, {sr}]. got: {ivd}."
        ));
    }
    let mut expanded = ss.clone();
    if ivd as usize == sr {
        expanded.push(1);
    }
    let want_rank = expanded.len() - 1 + d.update_window_dims.len();
    for u in &ush {
        if u.len() != want_rank {
            return plain(format!(
                "expects updates tensor must be of rank {want_rank} ( == rank-of('scatter_indices') - 1 + size-of('update_window_dims'), where 'scatter_indices' is expanded by a trailing 1 dimension if 'index_vector_dim' == rank-of('scatter_indices')), but got {}.",
                u.len()
            ));
        }
    }
    let (os, us) = (&ish[0], &ush[0]);
    let (r, ur) = (os.len(), us.len());
    let sorted_unique = |v: &[i64], name: &str| -> VResult {
        if !sorted(v) {
            return plain(format!("Expects {name} to be sorted; got: [{}].", list(v)));
        }
        if !unique(v) {
            return plain(format!("Expects {name} to not repeat; got: [{}].", list(v)));
        }
        Ok(())
    };
    let in_range = |v: &[i64], n: usize, name: &str, bound: &str| -> VResult {
        for &x in v {
            if x < 0 || x as usize >= n {
                return plain(format!(
                    "Expects each element of {name} to be in range [0, {bound}) i.e. [0, {n}). got: {x}."
                ));
            }
        }
        Ok(())
    };
    let distinct = |a: &[i64], b: &[i64], an: &str, bn: &str| -> VResult {
        let mut seen = std::collections::HashSet::new();
        for &x in a.iter().chain(b) {
            if !seen.insert(x) {
                return plain(format!("has duplicated dimension from {an} and {bn}: {x}"));
            }
        }
        Ok(())
    };
    let implied =
        d.update_window_dims.len() + d.inserted_window_dims.len() + d.input_batching_dims.len();
    if r != implied {
        return plain(format!(
            "Expects rank-of operand to match size-of('update_window_dims') + size-of('inserted_window_dims') + size-of('input_batching_dims') i.e. {implied} but got {r}."
        ));
    }
    sorted_unique(&d.update_window_dims, "update_window_dims")?;
    in_range(
        &d.update_window_dims,
        ur,
        "update_window_dims",
        "rank-of('updates')",
    )?;
    distinct(
        &d.inserted_window_dims,
        &d.input_batching_dims,
        "inserted_window_dims",
        "input_batching_dims",
    )?;
    sorted_unique(&d.inserted_window_dims, "inserted_window_dims")?;
    in_range(
        &d.inserted_window_dims,
        r,
        "inserted_window_dims",
        "rank-of('operand')",
    )?;
    sorted_unique(&d.input_batching_dims, "input_batching_dims")?;
    in_range(
        &d.input_batching_dims,
        r,
        "input_batching_dims",
        "rank-of('operand')",
    )?;
    if !unique(&d.scatter_indices_batching_dims) {
        return plain(format!(
            "Expects scatter_indices_batching_dims to not repeat; got: [{}].",
            list(&d.scatter_indices_batching_dims)
        ));
    }
    in_range(
        &d.scatter_indices_batching_dims,
        sr,
        "scatter_indices_batching_dims",
        "rank-of('scatter_indices')",
    )?;
    if d.scatter_indices_batching_dims.contains(&ivd) {
        return plain(format!(
            "expects scatter_indices_batching_dims not to include index_vector_dim {ivd}."
        ));
    }
    if d.input_batching_dims.len() != d.scatter_indices_batching_dims.len() {
        return plain(
            "input_batching_dims and scatter_indices_batching_dims should have the same size.",
        );
    }
    for (i, (&a, &b)) in d
        .input_batching_dims
        .iter()
        .zip(&d.scatter_indices_batching_dims)
        .enumerate()
    {
        if !compatible_dim(os[a as usize], ss[b as usize]) {
            return plain(format!(
                "input_batching_dims[{i}] and scatter_indices_batching_dims[{i}] must have compatible sizes, but got {} and {}.",
                os[a as usize], ss[b as usize]
            ));
        }
    }
    let bound = expanded[ivd as usize];
    if bound >= 0 && d.scatter_dims_to_operand_dims.len() as i64 != bound {
        return plain(format!(
            "Scatter op has {} elements in scatter_dims_to_operand_dims and the bound of dimension index_vector_dim={ivd} of scatter_indices is {bound}. These two numbers must be equal.",
            d.scatter_dims_to_operand_dims.len()
        ));
    }
    distinct(
        &d.scatter_dims_to_operand_dims,
        &d.input_batching_dims,
        "scatter_dims_to_operand_dims",
        "input_batching_dims",
    )?;
    in_range(
        &d.scatter_dims_to_operand_dims,
        r,
        "scatter_dims_to_operand_dims",
        "rank-of('operand')",
    )?;
    // Window bounds: updates' window dims against the operand's.
    let window_operand: Vec<usize> = (0..r)
        .filter(|i| {
            !d.inserted_window_dims.contains(&(*i as i64))
                && !d.input_batching_dims.contains(&(*i as i64))
        })
        .collect();
    for (k, &ud) in d.update_window_dims.iter().enumerate() {
        let (ub, ob) = (us[ud as usize], os[window_operand[k]]);
        if ub >= 0 && ob >= 0 && ub > ob {
            return plain(format!(
                "expects bounds of the window dimensions of updates to not exceed the bounds of the corresponding dimensions of operand. For dimension {ud}, updates bound is {ub}, operand bound is {ob}."
            ));
        }
    }
    let mut k = 0;
    for i in 0..ur {
        if d.update_window_dims.contains(&(i as i64)) {
            continue;
        }
        if k == ivd as usize {
            k += 1;
        }
        let sb = expanded.get(k).copied().unwrap_or(-1);
        if us[i] >= 0 && sb >= 0 && us[i] != sb {
            return plain(format!(
                "expects bounds of the scatter dimensions of updates to be same as the bounds of the corresponding dimensions of scatter indices. For scatter dimension {i}, updates bound is {} , scatter_indices bound is {sb}.",
                us[i]
            ));
        }
        k += 1;
    }
    let region = ctx.op(op).regions[0];
    let Some(&b) = ctx.region(region).blocks.first() else {
        return plain("expects a non-empty update_computation");
    };
    let args = ctx.block(b).args.len();
    if args != 2 * n {
        return plain(format!(
            "Reduction-region must take {} parameters, but takes {args} parameter(s)",
            2 * n
        ));
    }
    let acc: Vec<Type> = ctx.block(b).args[..n]
        .iter()
        .map(|&a| ctx.value_type(a))
        .collect();
    verify_reducer(ctx, region, &acc, ins).and_then(|_| {
        // The accumulators hold the inputs' element type.
        for (i, (&a, &t)) in acc.iter().zip(ins).enumerate() {
            let (ae, te) = (shape_elem(ctx, a).map(|x| x.1), shape_elem(ctx, t).map(|x| x.1));
            if !matches!((te, ae), (Some(x), Some(y)) if promotable(ctx, x, y)) {
                return plain(format!(
                    "The element-type of reduction-region's result type at index {i} is expected to be promotable from the op's corresponding init-value element-type: '{}' vs '{}'",
                    ty_str(ctx, a),
                    ty_str(ctx, te.unwrap_or(t))
                ));
            }
        }
        Ok(())
    })
}

/// MLIR's `verifyInferredResultTypes` failing: "'op' op inferred type(s)
/// ... are incompatible ...", then "failed to infer returned types".
pub(super) fn incompatible(ctx: &Context, op: Op, inferred_types: &str, actual: &str) -> VResult {
    inferred(format!(
        "'{}' op inferred type(s) {inferred_types} are incompatible with return type(s) of operation {actual}",
        ctx.op_name(op)
    ))
}

pub(super) fn inferred(msg: impl Into<String>) -> VResult {
    Err(VerifyError::inferred(msg))
}

fn list(v: &[i64]) -> String {
    super::attrs::join(v)
}

/// `Expects each element of NAME to be in range [0, BOUND) i.e. [0, N).`
fn dims_in_bounds(v: &[i64], n: usize, name: &str, bound: &str) -> VResult {
    for &d in v {
        if d < 0 || d as usize >= n {
            return inferred(format!(
                "Expects each element of {name} to be in range [0, {bound}) i.e. [0, {n}). got: {d}."
            ));
        }
    }
    Ok(())
}

fn dims_distinct(a: &[i64], b: &[i64], an: &str, bn: &str) -> VResult {
    let mut seen = std::collections::HashSet::new();
    for &d in a.iter().chain(b) {
        if !seen.insert(d) {
            return inferred(format!("has duplicated dimension from {an} and {bn}: {d}"));
        }
    }
    Ok(())
}

fn sorted(v: &[i64]) -> bool {
    v.windows(2).all(|w| w[0] <= w[1])
}

fn unique(v: &[i64]) -> bool {
    let mut s: Vec<i64> = v.to_vec();
    s.sort();
    s.windows(2).all(|w| w[0] != w[1])
}

/// A shape as MLIR prints it in a tensor type (`2x?x4`).
pub(super) fn tensor_text(ctx: &Context, shape: &[i64], elem: Type) -> String {
    let dims: Vec<String> = shape
        .iter()
        .map(|&d| {
            if d < 0 {
                "?".to_string()
            } else {
                d.to_string()
            }
        })
        .collect();
    let mut s = String::from("tensor<");
    for d in &dims {
        s.push_str(d);
        s.push('x');
    }
    s.push_str(&ty_str(ctx, elem));
    s.push('>');
    s
}

/// Compares an inferred shape with the op's result type, as MLIR's
/// `verifyInferredResultTypes` does.
pub(super) fn check_inferred(ctx: &Context, op: Op, shape: &[i64], elem: Type) -> VResult {
    let r = result_types(ctx, op)[0];
    match shape_elem(ctx, r) {
        Some((rs, re))
            if super::quant::compatible_elem(ctx, re, elem)
                && compatible_shapes(&rs, &Some(shape.to_vec())) =>
        {
            Ok(())
        }
        _ => incompatible(
            ctx,
            op,
            &format!("'{}'", tensor_text(ctx, shape, elem)),
            &format!("'{}'", ty_str(ctx, r)),
        ),
    }
}

fn verify_gather(ctx: &Context, op: Op) -> VResult {
    let Some(d) = ctx
        .inherent_attr(op, "dimension_numbers")
        .and_then(|a| GatherDims::of(ctx, a))
    else {
        return err("attribute 'dimension_numbers' failed to satisfy constraint: Attribute that models the dimension information for gather");
    };
    let t = operand_types(ctx, op);
    let (Some((Some(os), oe)), Some((Some(ss), _))) =
        (shape_elem(ctx, t[0]), shape_elem(ctx, t[1]))
    else {
        return Ok(());
    };
    // dynamic_gather takes its slice sizes as an operand: only their
    // count is known.
    let dynamic = ctx.op_name(op) == DynamicGatherOp::NAME;
    let sizes: Vec<i64> = if dynamic {
        let n = t
            .get(2)
            .and_then(|&st| shape_elem(ctx, st))
            .and_then(|x| x.0)
            .and_then(|s| s.first().copied())
            .unwrap_or(-1);
        vec![-1; n.max(0) as usize]
    } else {
        dims(ctx, op, "slice_sizes").unwrap_or_default()
    };
    let (r, sr) = (os.len(), ss.len());
    let implied =
        d.offset_dims.len() + d.collapsed_slice_dims.len() + d.operand_batching_dims.len();
    if r != implied {
        return inferred(format!(
            "offset_dims size ({}) plus collapse_slice_dims size ({}) plus operand_batching_dims size ({}) is not equal to operand rank ({r})",
            d.offset_dims.len(), d.collapsed_slice_dims.len(), d.operand_batching_dims.len()
        ));
    }
    let ivd = d.index_vector_dim;
    if ivd < 0 || ivd as usize > sr {
        return inferred(format!(
            "Expects index_vector_dim to be in range [0, rank-of('start_indices')] i.e. [0, {sr}]. got: {ivd}."
        ));
    }
    let trailing = ivd as usize == sr;
    if trailing || ss[ivd as usize] >= 0 {
        let eff = if trailing { 1 } else { ss[ivd as usize] };
        if eff != d.start_index_map.len() as i64 {
            return inferred(format!(
                "start_index_map size ({}) is not equal to size of index dimension ({ivd}) of start_indices ({eff})",
                d.start_index_map.len()
            ));
        }
    }
    if !sorted(&d.offset_dims) {
        return inferred(format!(
            "expects offset_dims to be sorted, got: [{}]",
            list(&d.offset_dims)
        ));
    }
    if !unique(&d.offset_dims) {
        return inferred(format!(
            "expects offset_dims to not repeat, got: [{}]",
            list(&d.offset_dims)
        ));
    }
    dims_distinct(
        &d.collapsed_slice_dims,
        &d.operand_batching_dims,
        "collapsed_slice_dims",
        "operand_batching_dims",
    )?;
    if !sorted(&d.collapsed_slice_dims) {
        return inferred(format!(
            "expects collapsed_slice_dims to be sorted, got: [{}]",
            list(&d.collapsed_slice_dims)
        ));
    }
    dims_in_bounds(
        &d.collapsed_slice_dims,
        r,
        "collapsed_slice_dims",
        "rank-of('operand')",
    )?;
    if !sorted(&d.operand_batching_dims) {
        return inferred(format!(
            "expects operand_batching_dims to be sorted, got: [{}]",
            list(&d.operand_batching_dims)
        ));
    }
    dims_in_bounds(
        &d.operand_batching_dims,
        r,
        "operand_batching_dims",
        "rank-of('operand')",
    )?;
    if !unique(&d.start_indices_batching_dims) {
        return inferred(format!(
            "expects start_indices_batching_dims to not repeat, got: [{}]",
            list(&d.start_indices_batching_dims)
        ));
    }
    dims_in_bounds(
        &d.start_indices_batching_dims,
        sr,
        "start_indices_batching_dims",
        "rank-of('start_indices')",
    )?;
    if d.start_indices_batching_dims.contains(&ivd) {
        return inferred(format!(
            "expects start_indices_batching_dims not to include index_vector_dim {ivd}"
        ));
    }
    if d.operand_batching_dims.len() != d.start_indices_batching_dims.len() {
        return inferred(
            "operand_batching_dims and start_indices_batching_dims should have the same size",
        );
    }
    for (i, (&a, &b)) in d
        .operand_batching_dims
        .iter()
        .zip(&d.start_indices_batching_dims)
        .enumerate()
    {
        let (x, y) = (os[a as usize], ss[b as usize]);
        if !compatible_dim(x, y) {
            return inferred(format!(
                "operand_batching_dims[{i}] and start_indices_batching_dims[{i}] must have compatible sizes, but got {x} and {y}"
            ));
        }
    }
    dims_distinct(
        &d.start_index_map,
        &d.operand_batching_dims,
        "start_index_map",
        "operand_batching_dims",
    )?;
    dims_in_bounds(
        &d.start_index_map,
        r,
        "start_index_map",
        "rank-of('operand')",
    )?;
    if (!dynamic || !sizes.is_empty()) && sizes.len() != r {
        return inferred(format!(
            "slice_sizes size ({}) not equal to operand rank ({r})",
            sizes.len()
        ));
    }
    for (name, ds) in [
        ("collapsed_slice_dims", &d.collapsed_slice_dims),
        ("operand_batching_dims", &d.operand_batching_dims),
    ] {
        for &k in ds.iter() {
            if !dynamic && sizes[k as usize] > 1 {
                return inferred(format!(
                    "Expects that for each dim in {name}, slice_sizes[dim] should be <= 1, but got {}",
                    sizes[k as usize]
                ));
            }
        }
    }
    for (i, &z) in sizes.iter().enumerate().filter(|_| !dynamic) {
        if z < 0 || (os[i] >= 0 && z > os[i]) {
            return inferred(format!(
                "slice size ({z}) is out of bounds for operand dimension ({}) at index {i}",
                os[i]
            ));
        }
    }
    let batch_rank = if trailing { sr } else { sr - 1 };
    let result_rank = batch_rank + d.offset_dims.len();
    dims_in_bounds(
        &d.offset_dims,
        result_rank,
        "offset_dims",
        "implied-result-rank",
    )?;
    let offset_sizes: Vec<i64> = (0..r)
        .filter(|i| {
            !d.collapsed_slice_dims.contains(&(*i as i64))
                && !d.operand_batching_dims.contains(&(*i as i64))
        })
        .map(|i| sizes.get(i).copied().unwrap_or(-1))
        .collect();
    let batch_sizes: Vec<i64> = (0..sr)
        .filter(|&i| i as i64 != ivd)
        .map(|i| ss[i])
        .collect();
    let (mut oi, mut bi) = (0, 0);
    let mut shape = Vec::with_capacity(result_rank);
    for i in 0..result_rank {
        if d.offset_dims.contains(&(i as i64)) {
            shape.push(offset_sizes.get(oi).copied().unwrap_or(0));
            oi += 1;
        } else {
            shape.push(batch_sizes.get(bi).copied().unwrap_or(0));
            bi += 1;
        }
    }
    check_inferred(ctx, op, &shape, oe)
}

fn verify_reduce_window(ctx: &Context, op: Op) -> VResult {
    let ts = operand_types(ctx, op);
    if ts.is_empty() || ts.len() % 2 != 0 {
        return plain("expects the same number of inputs and init values");
    }
    let n = ts.len() / 2;
    let Some((Some(s0), _)) = shape_elem(ctx, ts[0]) else {
        return Ok(());
    };
    let r = s0.len();
    let Some(wd) = dims(ctx, op, "window_dimensions") else {
        return err("requires attribute 'window_dimensions'");
    };
    for (i, &t) in ts[..n].iter().enumerate().skip(1) {
        if let Some((s, _)) = shape_elem(ctx, t) {
            if !compatible_shapes(&s, &Some(s0.clone())) {
                return plain(format!(
                    "expects all inputs to have compatible shapes. Shape at input-index {i} is not compatible with shape at input-index 0"
                ));
            }
        }
    }
    if wd.len() != r {
        return plain(format!(
            "expects window-dimensions size == input rank, but got window-dimensions size: {} and input: '{}' with rank = {r}.",
            wd.len(),
            ty_str(ctx, ts[0])
        ));
    }
    for (name, what) in [
        ("window_strides", "window-strides"),
        ("base_dilations", "base-dilation factors"),
        ("window_dilations", "window-dilation factors"),
    ] {
        if let Some(v) = dims(ctx, op, name) {
            if v.len() != r {
                return plain(format!(
                    "expects {what} to have same dimension-size as size of window dimensions ({r}), but got: {}.",
                    v.len()
                ));
            }
        }
    }
    for (i, &w) in wd.iter().enumerate() {
        if w <= 0 {
            return plain(format!(
                "expects window to have positive value for {i}-th window dimension, but got {w}."
            ));
        }
    }
    for (name, what) in [
        ("window_strides", "stride"),
        ("base_dilations", "base dilation factor"),
        ("window_dilations", "window dilation factor"),
    ] {
        if let Some(v) = dims(ctx, op, name) {
            for (i, &x) in v.iter().enumerate() {
                if x <= 0 {
                    return plain(format!(
                        "expects window to have positive {what} for {i}-th window dimension, but got {x}."
                    ));
                }
            }
        }
    }
    if let Some(p) = ctx.inherent_attr(op, "padding") {
        let shape = super::syntax::elements_type(ctx, p).and_then(|t| shape_elem(ctx, t));
        match shape {
            Some((Some(ps), pe))
                if matches!(ctx.type_kind(pe), TypeKind::Integer { width: 64, .. }) =>
            {
                if ps.len() != 2 || ps[1] != 2 {
                    return plain(format!(
                        "expects the shape of padding-attribute to be {{N, 2}}, but got {{{}}}.",
                        super::attrs::join(&ps)
                    ));
                }
                if ps[0] as usize != r {
                    return plain(format!(
                        "expects padding-entries to have same dimension-size as size of window dimensions ({r}), but got: {}.",
                        ps[0]
                    ));
                }
            }
            _ => {
                return err("attribute 'padding' failed to satisfy constraint: 64-bit signless integer elements attribute");
            }
        }
    }
    let region = ctx.op(op).regions[0];
    verify_reducer(ctx, region, &ts[n..], &ts[..n])?;
    // The output shape.
    let get = |name: &str| dims(ctx, op, name).unwrap_or(vec![1; r]);
    let (ws, bd, wdl) = (
        get("window_strides"),
        get("base_dilations"),
        get("window_dilations"),
    );
    let pad = ctx
        .inherent_attr(op, "padding")
        .and_then(|a| super::syntax::int_elements(ctx, a))
        .unwrap_or(vec![0; 2 * r]);
    if pad.len() != 2 * r {
        return Ok(());
    }
    let out: Vec<i64> = (0..r)
        .map(|i| {
            if s0[i] < 0 {
                return i64::MIN;
            }
            let based = if s0[i] == 0 {
                0
            } else {
                (s0[i] - 1) * bd[i] + 1
            };
            let padded = based + pad[2 * i] + pad[2 * i + 1];
            let win = (wd[i] - 1) * wdl[i] + 1;
            if padded < win {
                0
            } else {
                (padded - win) / ws[i] + 1
            }
        })
        .collect();
    for (k, &rt) in result_types(ctx, op).iter().enumerate() {
        let Some((rs, re)) = shape_elem(ctx, rt) else {
            continue;
        };
        if !compatible_shapes(&rs, &Some(out.clone())) {
            let e = shape_elem(ctx, ts[n + k]).map(|x| x.1).unwrap_or(re);
            return err(format!(
                "inferred type(s) '{}' are incompatible with return type(s) of operation '{}'",
                tensor_text(ctx, &out, e),
                ty_str(ctx, rt)
            ));
        }
    }
    Ok(())
}

/// A window op's `padding`: an `Nx2` integer elements attribute, with
/// `N == rank` when `rank` is given; zeros when absent (`n` pairs).
fn padding_pairs(
    ctx: &Context,
    op: Op,
    n: usize,
    rank: Option<usize>,
) -> Result<Vec<i64>, VerifyError> {
    let Some(a) = ctx.inherent_attr(op, "padding") else {
        return Ok(vec![0; 2 * n]);
    };
    let shape = super::syntax::elements_type(ctx, a)
        .and_then(|t| shape_elem(ctx, t))
        .and_then(|x| x.0);
    match shape {
        Some(ps) if ps.len() == 2 && ps[1] == 2 => {
            if let Some(r) = rank.filter(|&r| ps[0] as usize != r) {
                return Err(VerifyError::plain(format!(
                    "expects padding-entries to have same dimension-size as size of window dimensions ({r}), but got: {}.",
                    ps[0]
                )));
            }
        }
        Some(ps) => {
            return Err(VerifyError::plain(format!(
                "expects the shape of padding-attribute to be {{N, 2}}, but got {{{}}}.",
                list(&ps)
            )))
        }
        None => {
            return Err(VerifyError::plain(
                "expects padding to be an integer elements attribute",
            ))
        }
    }
    Ok(super::syntax::int_elements(ctx, a).unwrap_or_default())
}

fn verify_select_and_scatter(ctx: &Context, op: Op) -> VResult {
    let ts = operand_types(ctx, op);
    let (Some((Some(os), oe)), Some((Some(ss), se))) =
        (shape_elem(ctx, ts[0]), shape_elem(ctx, ts[1]))
    else {
        return Ok(());
    };
    let r = os.len();
    let wd = dims(ctx, op, "window_dimensions").unwrap_or(vec![1; r]);
    if wd.len() != r {
        return plain(format!(
            "expects window-dimensions size == operand rank, but got window-dimensions size: {} and operand-type: '{}' with rank = {r}.",
            wd.len(),
            ty_str(ctx, ts[0])
        ));
    }
    if let Some(v) = dims(ctx, op, "window_strides") {
        if v.len() != r {
            return plain(format!(
                "expects window-strides to have same dimension-size as size of window dimensions ({r}), but got: {}.",
                v.len()
            ));
        }
    }
    let pad = padding_pairs(ctx, op, r, Some(r))?;
    let strides = dims(ctx, op, "window_strides").unwrap_or(vec![1; r]);
    for i in 0..r {
        if wd[i] <= 0 {
            return plain(format!(
                "expects window to have positive value for {i}-th window dimension, but got {}.",
                wd[i]
            ));
        }
        if strides[i] <= 0 {
            return plain(format!(
                "expects window to have positive stride for {i}-th window dimension, but got {}.",
                strides[i]
            ));
        }
    }
    // The source has the shape of the windows' output.
    let out: Vec<i64> = (0..r)
        .map(|i| {
            if os[i] < 0 {
                return i64::MIN;
            }
            let padded = os[i]
                + pad.get(2 * i).copied().unwrap_or(0)
                + pad.get(2 * i + 1).copied().unwrap_or(0);
            if padded < wd[i] {
                0
            } else {
                (padded - wd[i]) / strides[i] + 1
            }
        })
        .collect();
    if se != oe || !compatible_shapes(&Some(ss.clone()), &Some(out.clone())) {
        return plain(format!(
            "expects source-type to be '{}', but got'{}'",
            tensor_text(ctx, &out, oe),
            ty_str(ctx, ts[1])
        ));
    }
    let regions = ctx.op(op).regions.clone();
    verify_reducer(ctx, regions[1], &ts[2..3], &ts[1..2])
}

fn verify_reverse(ctx: &Context, op: Op) -> VResult {
    let x = operand_types(ctx, op)[0];
    let Some(ds) = dims(ctx, op, "dimensions") else {
        return Ok(());
    };
    if !unique(&ds) {
        return plain(format!("dimensions should be unique. Got: {}", list(&ds)));
    }
    if let Some((Some(s), _)) = shape_elem(ctx, x) {
        for &d in &ds {
            if d < 0 {
                return plain(format!(
                    "all dimensions should be non-negative. Got dimension: {d}."
                ));
            }
            if d as usize >= s.len() {
                return plain(format!(
                    "all dimensions should be between [0, {}). Got dimension: {d}.",
                    s.len()
                ));
            }
        }
    }
    verify_elementwise(ctx, op, true)
}

fn verify_pad(ctx: &Context, op: Op) -> VResult {
    let t = operand_types(ctx, op);
    let Some((Some(xs), xe)) = shape_elem(ctx, t[0]) else {
        return Ok(());
    };
    let r = xs.len();
    let (lo, hi, inner) = (
        dims(ctx, op, "edge_padding_low").unwrap_or_default(),
        dims(ctx, op, "edge_padding_high").unwrap_or_default(),
        dims(ctx, op, "interior_padding").unwrap_or_default(),
    );
    for (name, v) in [
        ("edge_padding_low", &lo),
        ("edge_padding_high", &hi),
        ("interior_padding", &inner),
    ] {
        if v.len() != r {
            return inferred(format!(
                "{name} length ({}) must match operand rank ({r})",
                v.len()
            ));
        }
    }
    if let Some((Some(ps), pe)) = shape_elem(ctx, t[1]) {
        if !ps.is_empty() {
            return inferred(format!(
                "padding value type should be a rank-0 tensor, is rank {}",
                ps.len()
            ));
        }
        if pe != xe {
            return inferred("requires the same element type for all operands");
        }
    }
    let mut out = Vec::with_capacity(r);
    for i in 0..r {
        if inner[i] < 0 {
            return inferred(format!("Interior padding cannot be negative: {}", inner[i]));
        }
        if xs[i] < 0 {
            out.push(i64::MIN);
            continue;
        }
        let size = xs[i] + lo[i] + hi[i] + (xs[i] - 1).max(0) * inner[i];
        if size < 0 {
            return inferred(format!("Padding result in negative size for dimension {i}"));
        }
        out.push(size);
    }
    check_inferred(ctx, op, &out, xe)
}

fn verify_dynamic_slice(ctx: &Context, op: Op) -> VResult {
    let t = operand_types(ctx, op);
    let Some((Some(xs), xe)) = shape_elem(ctx, t[0]) else {
        return Ok(());
    };
    let sizes = dims(ctx, op, "slice_sizes").unwrap_or_default();
    let starts = &t[1..];
    if starts.len() != xs.len() {
        return inferred(format!(
            "has mismatched number of start indices ({}) and the rank of operand ({})",
            starts.len(),
            xs.len()
        ));
    }
    if sizes.len() != starts.len() {
        return inferred(format!(
            "has mismatched number of slice sizes ({}) and number of start indices ({})",
            sizes.len(),
            starts.len()
        ));
    }
    let e0 = starts
        .first()
        .and_then(|&s| shape_elem(ctx, s))
        .map(|x| x.1);
    if starts
        .iter()
        .any(|&s| shape_elem(ctx, s).map(|x| x.1) != e0)
    {
        return inferred("start indices must have same element type");
    }
    for (i, &z) in sizes.iter().enumerate() {
        if z < 0 {
            return inferred(format!("has negative size index to dynamic slice: {z}"));
        }
        if xs[i] >= 0 && z > xs[i] {
            return inferred(format!(
                "has slice size {z} greater than dimension size {} in dimension {i} of operand",
                xs[i]
            ));
        }
    }
    check_inferred(ctx, op, &sizes, xe)
}

fn verify_dynamic_update_slice(ctx: &Context, op: Op) -> VResult {
    let t = operand_types(ctx, op);
    let (Some((Some(xs), xe)), Some((Some(us), _))) =
        (shape_elem(ctx, t[0]), shape_elem(ctx, t[1]))
    else {
        return Ok(());
    };
    let starts = &t[2..];
    if us.len() != xs.len() {
        return inferred(format!(
            "update rank does not match operand rank: {} vs {}.",
            us.len(),
            xs.len()
        ));
    }
    if starts.len() != xs.len() {
        return inferred(format!(
            "expects number of start_indices to match operand rank: {} vs {}.",
            starts.len(),
            xs.len()
        ));
    }
    let e0 = starts
        .first()
        .and_then(|&s| shape_elem(ctx, s))
        .map(|x| x.1);
    if starts
        .iter()
        .any(|&s| shape_elem(ctx, s).map(|x| x.1) != e0)
    {
        return inferred("start indices must have same element type");
    }
    for i in 0..xs.len() {
        if xs[i] >= 0 && us[i] >= 0 && us[i] > xs[i] {
            return inferred(format!(
                "expects size at dimension {i} of update to be in range [0, {}]. Got: {}.",
                xs[i], us[i]
            ));
        }
    }
    check_inferred(ctx, op, &xs, xe)
}

fn verify_broadcast(ctx: &Context, op: Op) -> VResult {
    let t = operand_types(ctx, op);
    let Some((Some(xs), xe)) = shape_elem(ctx, t[0]) else {
        return Ok(());
    };
    let sizes = dims(ctx, op, "broadcast_sizes").unwrap_or_default();
    if let Some(&z) = sizes.iter().find(|&&z| z < 0) {
        return inferred(format!("Broadcast with negative dimension size {z}"));
    }
    let mut out = sizes;
    out.extend(xs);
    check_inferred(ctx, op, &out, xe)
}

/// `if` and `case`: a rank-0 selector, branches without arguments that
/// return the same types.
fn verify_branches(ctx: &Context, op: Op) -> VResult {
    let t = operand_types(ctx, op);
    if let Some((Some(s), _)) = shape_elem(ctx, t[0]) {
        if !s.is_empty() {
            return inferred(format!(
                "operand should be rank 0 tensor but got rank {}",
                s.len()
            ));
        }
    }
    let regions = ctx.op(op).regions.clone();
    if regions.is_empty() {
        return inferred("expect at least one branch");
    }
    let mut first: Option<Vec<Type>> = None;
    for (i, &r) in regions.iter().enumerate() {
        let Some(&b) = ctx.region(r).blocks.first() else {
            return inferred(format!("branch {i} must not be empty"));
        };
        let n = ctx.block(b).args.len();
        if n != 0 {
            return inferred(format!("branch {i} must have 0 arguments, but found {n}"));
        }
        let rets: Vec<Type> = ctx
            .terminator(b)
            .map(|t| ctx.op(t).operands().map(|v| ctx.value_type(v)).collect())
            .unwrap_or_default();
        match &first {
            None => first = Some(rets),
            Some(f)
                if f.len() != rets.len()
                    || f.iter()
                        .zip(&rets)
                        .any(|(&a, &b)| !compatible_types(ctx, a, b)) =>
            {
                let show = |v: &[Type]| {
                    v.iter()
                        .map(|&t| format!("'{}'", ty_str(ctx, t)))
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                return inferred(format!(
                    "branch 0 and branch {i} have mismatched return types: {} vs {}",
                    show(f),
                    show(&rets)
                ));
            }
            _ => {}
        }
    }
    let outs = result_types(ctx, op);
    if let Some(f) = first {
        if f.len() != outs.len()
            || f.iter()
                .zip(&outs)
                .any(|(&a, &b)| !compatible_types(ctx, a, b))
        {
            let show = |v: &[Type]| {
                v.iter()
                    .map(|&t| format!("'{}'", ty_str(ctx, t)))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            return incompatible(ctx, op, &show(&f), &show(&outs));
        }
    }
    Ok(())
}

fn verify_fft(ctx: &Context, op: Op) -> VResult {
    check_enums(ctx, op)?;
    let t = operand_types(ctx, op)[0];
    let r = result_types(ctx, op)[0];
    let Some((Some(xs), xe)) = shape_elem(ctx, t) else {
        return Ok(());
    };
    let lens = dims(ctx, op, "fft_length").unwrap_or_default();
    let k = lens.len();
    if !(1..=3).contains(&k) {
        return inferred(format!("rank must be between 1 and 3, but got {k}."));
    }
    let kind = ctx
        .inherent_attr(op, "fft_type")
        .and_then(|a| super::attrs::enum_case(ctx, a, "fft_type"))
        .unwrap_or("FFT");
    // MLIR prints a dynamic size as its raw value in these messages.
    let raw = |v: &[i64]| {
        v.iter()
            .map(|&d| {
                if d < 0 {
                    i64::MIN.to_string()
                } else {
                    d.to_string()
                }
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    let complex_of = |e: Type| match ctx.type_kind(e) {
        TypeKind::Complex(inner) => Some(*inner),
        _ => None,
    };
    let out_elem_complex;
    if kind == "RFFT" {
        let ok =
            matches!(ctx.type_kind(xe), TypeKind::Float(f) if matches!(f.name(), "f32" | "f64"));
        if !ok {
            return inferred(format!(
                "RFFT requires f32 or f64 input type, but is given '{}'.",
                ty_str(ctx, xe)
            ));
        }
        out_elem_complex = true;
    } else {
        if complex_of(xe).is_none() {
            return inferred(format!(
                "FFT/IFFT/IRFFT take a complex tensor as input, but is given '{}'.",
                ty_str(ctx, t)
            ));
        }
        out_elem_complex = kind != "IRFFT";
    }
    if xs.len() < k {
        return inferred(format!(
            "operand rank must not be less than fft rank of {k} for operand of type '{}'.",
            ty_str(ctx, t)
        ));
    }
    let n = xs.len();
    let inner = &xs[n - k..];
    let mut out = xs.clone();
    if kind == "RFFT" {
        if inner
            .iter()
            .zip(&lens)
            .any(|(&a, &b)| !compatible_dim(a, b))
        {
            return inferred(format!(
                "RFFT requires innermost dimensions to be compatible with fft_length. Got: {} but wanted {}.",
                raw(&xs),
                raw(&lens)
            ));
        }
        if lens[k - 1] != 0 {
            out[n - 1] = lens[k - 1] / 2 + 1;
        }
    }
    if kind == "IRFFT" {
        for (&a, &b) in inner[..k - 1].iter().zip(&lens) {
            if !compatible_dim(a, b) {
                return inferred(format!(
                    "IRFFT requires non-final dimensions to be compatible with fft_length. Got: {} but wanted {}, and {} != {b}.",
                    raw(&xs),
                    raw(&lens),
                    raw(&[a])
                ));
            }
        }
        let last = xs[n - 1];
        if (!compatible_dim(last, 0) || lens[k - 1] != 0)
            && !compatible_dim(last, lens[k - 1] / 2 + 1)
        {
            return inferred(format!(
                "IRFFT requires innermost dimension to be compatible with fft_length[-1]/2+1. Got: {} but fft_length is {}.",
                raw(&[last]),
                raw(&lens)
            ));
        }
        out[n - 1] = lens[k - 1];
    }
    // The inferred element type: complex for FFT, IFFT and RFFT (of the
    // input's float for RFFT), real for IRFFT.
    if let Some((rs, re)) = shape_elem(ctx, r) {
        let elem_ok = match (kind, complex_of(re)) {
            ("RFFT", Some(inner)) => inner == xe,
            ("IRFFT", None) => complex_of(xe) == Some(re),
            (_, Some(_)) => re == xe && out_elem_complex,
            _ => false,
        };
        if !elem_ok || !compatible_shapes(&rs, &Some(out.clone())) {
            let inferred_elem = match kind {
                "IRFFT" => complex_of(xe).map(|e| ty_str(ctx, e)),
                "RFFT" => Some(format!("complex<{}>", ty_str(ctx, xe))),
                _ => Some(ty_str(ctx, xe)),
            }
            .unwrap_or_default();
            let dims_text: Vec<String> = out
                .iter()
                .map(|&d| {
                    if d < 0 {
                        "?".to_string()
                    } else {
                        d.to_string()
                    }
                })
                .collect();
            let shape = if dims_text.is_empty() {
                String::new()
            } else {
                format!("{}x", dims_text.join("x"))
            };
            return incompatible(
                ctx,
                op,
                &format!("'tensor<{shape}{inferred_elem}>'"),
                &format!("'{}'", ty_str(ctx, r)),
            );
        }
    }
    Ok(())
}

fn verify_sort(ctx: &Context, op: Op) -> VResult {
    let ts = operand_types(ctx, op);
    let Some((Some(s0), _)) = ts.first().and_then(|&t| shape_elem(ctx, t)) else {
        return Ok(());
    };
    let r = s0.len() as i64;
    let dim = ctx
        .inherent_attr(op, "dimension")
        .and_then(|a| int_value(ctx, a))
        .unwrap_or(-1);
    if dim < -r || dim >= r.max(1) {
        return plain(format!(
            "dimension attribute value must be in range [{}, {r}), but found {dim}",
            -r
        ));
    }
    let Some(&region) = ctx.op(op).regions.first() else {
        return Ok(());
    };
    let Some(&b) = ctx.region(region).blocks.first() else {
        return plain("expects a non-empty comparator");
    };
    let args: Vec<Type> = ctx
        .block(b)
        .args
        .iter()
        .map(|&a| ctx.value_type(a))
        .collect();
    if args.len() != 2 * ts.len() {
        return plain(format!(
            "comparator block should have {} arguments",
            2 * ts.len()
        ));
    }
    for (i, &t) in ts.iter().enumerate() {
        let e = shape_elem(ctx, t).map(|x| x.1);
        for k in [2 * i, 2 * i + 1] {
            let ok = match (shape_elem(ctx, args[k]), e) {
                (Some((Some(s), ae)), Some(e)) => s.is_empty() && ae == e,
                _ => false,
            };
            if !ok {
                return plain(format!(
                    "comparator block argument #{k} should be of type 'tensor<{}>' but got '{}'",
                    e.map(|e| ty_str(ctx, e)).unwrap_or_default(),
                    ty_str(ctx, args[k])
                ));
            }
        }
    }
    let rets: Vec<Type> = ctx
        .terminator(b)
        .map(|t| ctx.op(t).operands().map(|v| ctx.value_type(v)).collect())
        .unwrap_or_default();
    if rets.len() != 1 {
        return plain(format!(
            "comparator must return single output but got {}",
            rets.len()
        ));
    }
    let is_pred = matches!(shape_elem(ctx, rets[0]), Some((Some(s), e)) if s.is_empty() && matches!(ctx.type_kind(e), TypeKind::Integer { width: 1, .. }));
    if !is_pred {
        return plain(format!(
            "comparator must return tensor<i1> but got '{}'",
            ty_str(ctx, rets[0])
        ));
    }
    Ok(())
}

/// batch_norm_*: the feature index in range, the 1-D operands of the
/// feature count.
fn verify_batch_norm(ctx: &Context, op: Op) -> VResult {
    let ts = operand_types(ctx, op);
    let Some((Some(xs), _)) = ts.first().and_then(|&t| shape_elem(ctx, t)) else {
        return Ok(());
    };
    let f = ctx
        .inherent_attr(op, "feature_index")
        .and_then(|a| int_value(ctx, a))
        .unwrap_or(0);
    if f < 0 {
        return err("attribute 'feature_index' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative");
    }
    if f as usize >= xs.len() {
        return inferred(format!(
            "expects featureIndex to be smaller than the rank of multi-dimensional operands; got featureIndex {f}, and rank {}.",
            xs.len()
        ));
    }
    let count = xs[f as usize];
    // The 1-D operands: scale, offset/mean, variance (grad_output is N-D).
    let one_d: Vec<i64> = ts[1..]
        .iter()
        .filter_map(|&t| shape_elem(ctx, t).and_then(|x| x.0))
        .filter(|s| s.len() == 1)
        .map(|s| s[0])
        .collect();
    if let Some(&first) = one_d.first() {
        if one_d.iter().any(|&z| !compatible_dim(z, first)) {
            return inferred("expects single-dimensional operands to have compatible shapes");
        }
        if count >= 0 && first >= 0 && first != count {
            return inferred(format!(
                "expects the size of single-dimensional operands to be compatible with feature count, but the size of single-dimensional operands is {first} and the feature count is {count}."
            ));
        }
    }
    Ok(())
}

/// Adds the verifiers.
pub(crate) fn add(h: &mut Hooks) {
    h.named_verifier("verify_unary", verify_unary)
        .named_verifier("verify_binary", verify_binary)
        .named_verifier("verify_same_shape", verify_same_shape)
        .verify::<ConstantOp>(verify_constant)
        .verify::<IotaOp>(verify_iota)
        .verify::<CompareOp>(verify_compare)
        .verify::<SelectOp>(verify_select)
        .verify::<ClampOp>(verify_clamp)
        .verify::<BroadcastInDimOp>(verify_broadcast_in_dim)
        .verify::<ReshapeOp>(verify_reshape)
        .verify::<UniformQuantizeOp>(verify_uniform_quantize)
        .verify::<TransposeOp>(verify_transpose)
        .verify::<SliceOp>(verify_slice)
        .verify::<ConcatenateOp>(verify_concatenate)
        .verify::<DotGeneralOp>(verify_dot_general)
        .verify::<ConvolutionOp>(verify_convolution)
        .verify::<ReduceOp>(verify_reduce)
        .verify::<WhileOp>(verify_while)
        .verify::<GatherOp>(verify_gather)
        .verify::<DynamicGatherOp>(verify_gather)
        .verify::<ReduceWindowOp>(verify_reduce_window)
        .verify::<ScatterOp>(verify_scatter)
        .verify::<ReverseOp>(verify_reverse)
        .verify::<PadOp>(verify_pad)
        .verify::<DynamicSliceOp>(verify_dynamic_slice)
        .verify::<DynamicUpdateSliceOp>(verify_dynamic_update_slice)
        .verify::<BroadcastOp>(verify_broadcast)
        .verify::<IfOp>(verify_branches)
        .verify::<FftOp>(verify_fft)
        .verify::<SortOp>(verify_sort)
        .verify::<BatchNormInferenceOp>(verify_batch_norm)
        .verify::<BatchNormTrainingOp>(verify_batch_norm)
        .verify::<BatchNormGradOp>(verify_batch_norm)
        .verify::<CaseOp>(verify_branches)
        .verify::<DynamicConvOp>(verify_convolution)
        .verify::<SelectAndScatterOp>(verify_select_and_scatter)
        .named_verifier("check_enums", check_enums)
        .fold::<ConstantOp>(fold_constant);
}

fn fold_constant(ctx: &mut Context, op: Op, _: &[Option<ir::Attribute>]) -> ir::rewrite::Fold {
    match ctx.inherent_attr(op, "value") {
        Some(v) => ir::rewrite::Fold::Results(vec![ir::rewrite::OpFoldResult::Attr(v)]),
        None => ir::rewrite::Fold::None,
    }
}
