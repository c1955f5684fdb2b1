//! Result-type inference of the ops that have no other home (map,
//! triangular_solve, cholesky, rng, set_dimension_size,
//! get_tuple_element, dot), as StableHLO's `infer*Op` functions state it:
//! a failure is its message then "failed to infer returned types", a
//! result type the inference contradicts is "inferred type(s) ... are
//! incompatible".

use super::ops::*;
use super::verify::{
    check_enums, check_inferred, compatible_dim, const_ints, err, incompatible, inferred,
    int_value, operand_types, plain, result_types, shape, shape_elem, ty_str, VResult,
};
use dialect_engine::Hooks;
use ir::{Context, Op, Type, TypeKind, Value};

/// A shape as MLIR streams an `ArrayRef<int64_t>` into a diagnostic.
fn raw(v: &[i64]) -> String {
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
}

fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", ty_str(ctx, t))
}

fn verify_map(ctx: &Context, op: Op) -> VResult {
    let inputs = operand_types(ctx, op);
    let Some(&region) = ctx.op(op).regions.first() else {
        return Ok(());
    };
    let Some(&block) = ctx.region(region).blocks.first() else {
        return inferred("expects a non-empty computation region");
    };
    let args: Vec<Type> = ctx
        .block(block)
        .args
        .iter()
        .map(|&a| ctx.value_type(a))
        .collect();
    if inputs.len() != args.len() {
        return inferred(format!(
            "expects number of operands to match the arity of map computation, but got: {} and {}",
            inputs.len(),
            args.len()
        ));
    }
    for (i, (&a, &x)) in args.iter().zip(&inputs).enumerate() {
        let Some((Some(s), ae)) = shape_elem(ctx, a) else {
            continue;
        };
        if !s.is_empty() {
            return inferred(format!(
                "computation arguments must be 0-rank tensor, but got: arg #{i} of type {}",
                quoted(ctx, a)
            ));
        }
        if let Some((_, xe)) = shape_elem(ctx, x) {
            if ae != xe {
                return inferred(format!(
                    "element type of operands and computation arguments must match, but got: {} and {}",
                    quoted(ctx, xe),
                    quoted(ctx, ae)
                ));
            }
        }
    }
    let outs: Vec<Type> = match ctx.terminator(block) {
        Some(t) => ctx.op(t).operands().map(|v| ctx.value_type(v)).collect(),
        None => Vec::new(),
    };
    if outs.len() != 1 {
        return inferred(format!(
            "computation must return single output, but got: {}",
            outs.len()
        ));
    }
    let Some((Some(os), oe)) = shape_elem(ctx, outs[0]) else {
        return Ok(());
    };
    if !os.is_empty() {
        return inferred(format!(
            "computation must return 0-rank tensor, but got: {}",
            quoted(ctx, outs[0])
        ));
    }
    let dims = super::verify::dims(ctx, op, "dimensions").unwrap_or_default();
    if dims.iter().enumerate().any(|(i, &d)| d != i as i64) {
        return inferred(format!(
            "requires monotonically increasing dimension numbers, but got: {}",
            raw(&dims)
        ));
    }
    let mut result_shape = Vec::new();
    for &x in &inputs {
        let xs = shape(ctx, x).unwrap_or_default();
        if dims.len() != xs.len() {
            return inferred(format!(
                "applied to a subset of dimensions currently not supported: operand dimensions = {}, requested map dimensions size = {}",
                xs.len(),
                dims.len()
            ));
        }
        result_shape = xs;
    }
    check_inferred(ctx, op, &result_shape, oe)
}

fn verify_triangular_solve(ctx: &Context, op: Op) -> VResult {
    check_enums(ctx, op)?;
    let ts = operand_types(ctx, op);
    let (a, b) = (ts[0], ts[1]);
    let (Some((Some(sa), _)), Some((Some(sb), be))) = (shape_elem(ctx, a), shape_elem(ctx, b))
    else {
        return Ok(());
    };
    let n = sa.len();
    if n < 2 {
        return inferred(format!(
            "operand 'a' must have rank >= 2, but got {}",
            quoted(ctx, a)
        ));
    }
    if !compatible_dim(sa[n - 2], sa[n - 1]) {
        return inferred(format!(
            "two minor dimensions of operand 'a' must be compatible, but got {}",
            quoted(ctx, a)
        ));
    }
    if sb.len() != n {
        return inferred(format!(
            "operands must have equal rank, but got {} and {}",
            quoted(ctx, a),
            quoted(ctx, b)
        ));
    }
    let left = matches!(
        ctx.inherent_attr(op, "left_side").map(|x| ctx.attr_kind(x)),
        Some(ir::AttrKind::Bool(true))
    );
    if !compatible_dim(sa[n - 1], sb[n - if left { 2 } else { 1 }]) {
        return inferred(format!(
            "shared dimension of operands 'a' and 'b' must be compatible, but got {} and {}",
            quoted(ctx, a),
            quoted(ctx, b)
        ));
    }
    if sa[..n - 2]
        .iter()
        .zip(&sb[..n - 2])
        .any(|(&x, &y)| !compatible_dim(x, y))
    {
        return inferred(format!(
            "batch dimensions of the operands must be compatible, but got {} and {}",
            quoted(ctx, a),
            quoted(ctx, b)
        ));
    }
    let transpose = ctx
        .inherent_attr(op, "transpose_a")
        .and_then(|x| super::attrs::enum_case(ctx, x, "transpose"));
    if transpose == Some("TRANSPOSE_INVALID") {
        return inferred("Invalid transpose option value for triangular solve");
    }
    check_inferred(ctx, op, &sb, be)
}

fn verify_cholesky(ctx: &Context, op: Op) -> VResult {
    let a = operand_types(ctx, op)[0];
    let Some((Some(s), e)) = shape_elem(ctx, a) else {
        return Ok(());
    };
    let n = s.len();
    if n < 2 {
        return inferred(format!(
            "argument 'a' must have rank >= 2, got shape {}.",
            raw(&s)
        ));
    }
    if !compatible_dim(s[n - 2], s[n - 1]) {
        return inferred(format!(
            "minor dimensions of 'a' must have equal size, got shape {}.",
            raw(&s)
        ));
    }
    check_inferred(ctx, op, &s, e)
}

fn verify_rng(ctx: &Context, op: Op) -> VResult {
    check_enums(ctx, op)?;
    let vals: Vec<Value> = ctx.op(op).operands().collect();
    let ts = operand_types(ctx, op);
    let uniform = ctx
        .inherent_attr(op, "rng_distribution")
        .and_then(|a| super::attrs::enum_case(ctx, a, "rng_distribution"))
        != Some("NORMAL");
    let is_float = |t: Type| {
        shape_elem(ctx, t).is_some_and(|(_, e)| matches!(ctx.type_kind(e), TypeKind::Float(_)))
    };
    if !uniform && (!is_float(ts[0]) || !is_float(ts[1])) {
        return inferred("mu and sigma must be floats");
    }
    let Some((_, elem)) = shape_elem(ctx, ts[1]) else {
        return Ok(());
    };
    let out = match const_ints(ctx, vals[2]) {
        Some(c) => c,
        None => vec![
            i64::MIN;
            shape(ctx, ts[2])
                .and_then(|s| s.first().copied())
                .unwrap_or(0)
                .max(0) as usize
        ],
    };
    check_inferred(ctx, op, &out, elem)
}

fn verify_set_dimension_size(ctx: &Context, op: Op) -> VResult {
    let ts = operand_types(ctx, op);
    let Some(size) = shape(ctx, ts[1]) else {
        return Ok(());
    };
    if !size.is_empty() {
        return inferred("size operand should be of rank-0");
    }
    let Some((Some(xs), _)) = shape_elem(ctx, ts[0]) else {
        return Ok(());
    };
    let d = ctx
        .inherent_attr(op, "dimension")
        .and_then(|a| int_value(ctx, a))
        .unwrap_or(0);
    if d < 0 || d as usize >= xs.len() {
        return inferred(format!(
            "requires dimension attribute in range [0, {}); found ({d})",
            xs.len()
        ));
    }
    Ok(())
}

fn verify_get_tuple_element(ctx: &Context, op: Op) -> VResult {
    let t = operand_types(ctx, op)[0];
    let TypeKind::Tuple(elems) = ctx.type_kind(t) else {
        return Ok(());
    };
    let index = ctx
        .inherent_attr(op, "index")
        .and_then(|a| int_value(ctx, a))
        .unwrap_or(0);
    if index as usize >= elems.len() {
        return inferred(format!(
            "index {index} is out of bounds of operand with size {}",
            elems.len()
        ));
    }
    let want = elems[index as usize];
    let r = result_types(ctx, op)[0];
    if r != want {
        return incompatible(ctx, op, &quoted(ctx, want), &quoted(ctx, r));
    }
    Ok(())
}

fn verify_dot(ctx: &Context, op: Op) -> VResult {
    check_enums(ctx, op)?;
    if let Some(a) = ctx.inherent_attr(op, "precision_config") {
        let ok = match ctx.attr_kind(a) {
            ir::AttrKind::Array(items) => items
                .iter()
                .all(|&x| super::attrs::enum_case(ctx, x, "precision").is_some()),
            _ => false,
        };
        if !ok {
            return err("attribute 'precision_config' failed to satisfy constraint: Precision Config attribute");
        }
        if let ir::AttrKind::Array(items) = ctx.attr_kind(a) {
            if items.len() > 2 {
                return plain("expects precision config to be empty or have <= 2 elements.");
            }
        }
    }
    let ts = operand_types(ctx, op);
    let (Some(l), Some(r)) = (shape(ctx, ts[0]), shape(ctx, ts[1])) else {
        return Ok(());
    };
    let out = match (l.len(), r.len()) {
        (1, 1) if compatible_dim(l[0], r[0]) => vec![],
        (2, 1) if compatible_dim(l[1], r[0]) => vec![l[0]],
        (1, 2) if compatible_dim(l[0], r[0]) => vec![r[1]],
        (2, 2) if compatible_dim(l[1], r[0]) => vec![l[0], r[1]],
        _ => return plain("expected both lhs/rhs ranks to be either 1 or 2"),
    };
    let res = result_types(ctx, op)[0];
    if let Some(rs) = shape(ctx, res) {
        if rs.len() != out.len() || rs.iter().zip(&out).any(|(&a, &b)| !compatible_dim(a, b)) {
            let text: Vec<String> = out
                .iter()
                .map(|&d| if d < 0 { "?".into() } else { d.to_string() })
                .collect();
            return plain(format!(
                "inferred shape '[{}]' is incompatible with return type of operation {}",
                text.join(", "),
                quoted(ctx, res)
            ));
        }
    }
    Ok(())
}

/// Registers the verifiers.
pub(super) fn add(h: &mut Hooks) {
    h.verify::<MapOp>(verify_map)
        .verify::<TriangularSolveOp>(verify_triangular_solve)
        .verify::<CholeskyOp>(verify_cholesky)
        .verify::<RngOp>(verify_rng)
        .verify::<SetDimensionSizeOp>(verify_set_dimension_size)
        .verify::<GetTupleElementOp>(verify_get_tuple_element)
        .verify::<DotOp>(verify_dot);
}
