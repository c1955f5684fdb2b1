//! Which share of each value a program holds: the `pid`-th of the plan's
//! row blocks of the values whose rows every op keeps apart, the whole of
//! the others (the emitter's own row analysis, carried over as it was).

use crate::dataflow::dims::{shape, Body};
use dialects::hlo::plan::Plan;
use ir::{AttrKind, Context, Op, Value};
use std::collections::HashSet;

/// How the programs split a kernel: each holds the `pid`-th of `count`
/// equal runs of rows of the `split` values (a contiguous run of each
/// row-major array) and the whole of the others.
pub(super) struct Programs {
    pub count: i64,
    pub split: HashSet<Value>,
}

impl Programs {
    /// One program, holding everything whole.
    pub fn one() -> Programs {
        Programs {
            count: 1,
            split: HashSet::new(),
        }
    }
}

/// The programs of kernel `k` (its parts `body`) under `plan`: `None` when
/// one program computes it.
pub(super) fn divide(ctx: &Context, _k: Op, body: &Body, plan: Option<&Plan>) -> Option<Programs> {
    let programs = plan.map_or(1, |p| p.split.iter().product::<u64>().max(1) as i64);
    row_split(ctx, &body.ops, &body.params, &body.yielded, programs)
}

/// The row split of a kernel into `programs` parts, if every op keeps
/// them apart: each split value's outermost dimension divides into the
/// parts, and each op computes its split results' part from the same
/// part of its split operands and whole values (a bias broadcast along
/// the rows, the right side of a matmul); a reshape keeps the parts when
/// both outermost dimensions divide (each part is the same run of
/// elements).
fn row_split(
    ctx: &Context,
    body: &[Op],
    args: &[Value],
    yields: &[Value],
    programs: i64,
) -> Option<Programs> {
    if programs <= 1 || yields.is_empty() {
        return None;
    }
    let sd = |v: Value| rows_dim(&shape(ctx, v));
    let is_rows = |v: Value| {
        let s = shape(ctx, v);
        rows_dim(&s).is_some_and(|d| s[d] >= programs && s[d] % programs == 0)
    };
    // Operands a program reads whole: a matmul's right side, a value
    // broadcast along new row dimensions, an embedding table.
    let mut whole_use: HashSet<Value> = HashSet::new();
    for &op in body {
        let d = ctx.op(op);
        let ops: Vec<Value> = d.operands().collect();
        let rd = d.results().iter().next().and_then(sd);
        match ctx.op_name(op) {
            "stablehlo.dot_general" if ops.len() == 2 => {
                let lhs_rows_free = dot_dims(ctx, op)
                    .zip(sd(ops[0]))
                    .is_some_and(|([lb, lc, ..], s)| !lb.contains(&s) && !lc.contains(&s));
                if lhs_rows_free {
                    whole_use.insert(ops[1]);
                }
            }
            "stablehlo.broadcast_in_dim"
                if rd.is_none_or(|rd| {
                    !int_list(ctx, op, "broadcast_dimensions").contains(&(rd as i64))
                }) =>
            {
                whole_use.insert(ops[0]);
            }
            "stablehlo.torch_index_select" if !ops.is_empty() => {
                whole_use.insert(ops[0]);
            }
            _ => {}
        }
    }
    // What a whole value is computed from is read whole too (a weight
    // transposed before the matmul).
    for &op in body.iter().rev() {
        let d = ctx.op(op);
        if d.results().iter().any(|r| whole_use.contains(&r)) {
            whole_use.extend(d.operands());
        }
    }
    let mut split: HashSet<Value> = HashSet::new();
    for &a in args {
        if is_rows(a) && !whole_use.contains(&a) {
            split.insert(a);
        }
    }
    for &op in body {
        let d = ctx.op(op);
        let ops: Vec<Value> = d.operands().collect();
        let res: Vec<Value> = d.results().iter().collect();
        let any_split = ops.iter().any(|v| split.contains(v));
        let all_split = ops
            .iter()
            .all(|&v| split.contains(&v) || shape(ctx, v).is_empty());
        let name = ctx.op_name(op);
        let dims = |n: &str| int_list(ctx, op, n);
        let out_rows = res.iter().all(|&r| is_rows(r));
        let rd = res.first().and_then(|&r| sd(r));
        let od = ops.first().and_then(|&v| sd(v));
        let becomes_split = match (name, rd) {
            (_, None) => false,
            ("stablehlo.broadcast_in_dim", Some(rd)) => {
                // The operand's rows are the result's, or a whole operand
                // is broadcast along the rows (each program makes its
                // block of them).
                let bd = dims("broadcast_dimensions");
                let from = ops.first().map(|&v| shape(ctx, v)).unwrap_or_default();
                out_rows
                    && match bd.iter().position(|&d| d == rd as i64) {
                        Some(i) if all_split => od == Some(i),
                        Some(i) => !any_split && from.get(i) == Some(&1),
                        None => !any_split,
                    }
            }
            ("stablehlo.constant", _) => {
                out_rows && constant_body(ctx, op).is_some_and(|(_, splat)| splat)
            }
            ("stablehlo.iota", Some(rd)) => {
                let dim = dims("iota_dimension")
                    .first()
                    .copied()
                    .unwrap_or_else(|| int_attr(ctx, op, "iota_dimension").unwrap_or(0));
                out_rows && dim != rd as i64
            }
            _ if !any_split => false,
            ("stablehlo.transpose", Some(rd)) => {
                all_split
                    && od.is_some_and(|o| dims("permutation").get(rd) == Some(&(o as i64)))
                    && out_rows
            }
            ("stablehlo.reshape", _) => all_split && out_rows,
            ("stablehlo.torch_index_select", Some(rd)) => {
                // Rows of indices pick rows of a whole table.
                ops.len() == 2
                    && !split.contains(&ops[0])
                    && split.contains(&ops[1])
                    && sd(ops[1]) == Some(rd)
                    && int_attr(ctx, op, "dim") == Some(0)
                    && int_attr(ctx, op, "batch_dims") == Some(0)
                    && out_rows
            }
            ("stablehlo.reduce", _) => {
                let n = res.len();
                ops[..n].iter().all(|v| split.contains(v))
                    && ops[n..].iter().all(|&v| shape(ctx, v).is_empty())
                    && od.is_some_and(|o| !dims("dimensions").contains(&(o as i64)))
                    && out_rows
            }
            ("stablehlo.dot_general", Some(rd)) => {
                let Some([lb, lc, rb, _]) = dot_dims(ctx, op) else {
                    return None;
                };
                let (Some(ls), rs) = (sd(ops[0]), sd(ops[1])) else {
                    return None;
                };
                // Where the lhs's row dimension lands in the result:
                // batch dimensions first, then the lhs's free ones.
                let lhs_free: Vec<usize> = (0..shape(ctx, ops[0]).len())
                    .filter(|i| !lb.contains(i) && !lc.contains(i))
                    .collect();
                let batched = lb
                    .iter()
                    .position(|&b| b == ls)
                    .is_some_and(|j| j == rd && rs == rb.get(j).copied() && all_split);
                let rows_of_lhs = lhs_free
                    .iter()
                    .position(|&f| f == ls)
                    .is_some_and(|k| lb.len() + k == rd)
                    && split.contains(&ops[0])
                    && !split.contains(&ops[1]);
                (batched || rows_of_lhs) && out_rows
            }
            _ => ctx.op_class(op) == ir::OpClass::Elementwise && all_split && out_rows,
        };
        if becomes_split {
            split.extend(res);
        } else if any_split {
            // A split operand whose rows this op mixes.
            return None;
        }
    }
    if !yields.iter().all(|y| split.contains(y)) {
        return None;
    }
    // Every program reads the whole operands: when they outweigh the
    // split ones and the results (a weight matrix against a few rows),
    // more programs mostly repeat that reading (and a matmul's packing).
    let elements = |v: &Value| shape(ctx, *v).iter().product::<i64>();
    let whole: i64 = args
        .iter()
        .filter(|a| !split.contains(a))
        .map(elements)
        .sum();
    let parts: i64 = args
        .iter()
        .filter(|a| split.contains(a))
        .chain(yields)
        .map(elements)
        .sum();
    (whole <= parts).then_some(Programs {
        count: programs,
        split,
    })
}

/// The dimension a value's rows are split along: its first of extent
/// other than 1 (leading 1s, a batch of one, are skipped, and each part
/// is still a contiguous run of the row-major array).
pub(super) fn rows_dim(shape: &[i64]) -> Option<usize> {
    shape.iter().position(|&d| d != 1)
}

/// The dimensions numbers of a `stablehlo.dot_general` (lhs batch, lhs
/// contracting, rhs batch, rhs contracting), from its `#stablehlo.dot<...>`.
fn dot_dims(ctx: &Context, op: Op) -> Option<[Vec<usize>; 4]> {
    let a = ctx.inherent_attr(op, "dot_dimension_numbers")?;
    let text = ir::text::attr_to_string(ctx, a);
    let field = |key: &str| -> Vec<usize> {
        let Some(i) = text.find(&format!("{key} = [")) else {
            return Vec::new();
        };
        let rest = &text[i + key.len() + 4..];
        let end = rest.find(']').unwrap_or(0);
        rest[..end]
            .split(',')
            .filter_map(|x| x.trim().parse().ok())
            .collect()
    };
    Some([
        field("lhs_batching_dimensions"),
        field("lhs_contracting_dimensions"),
        field("rhs_batching_dimensions"),
        field("rhs_contracting_dimensions"),
    ])
}

fn int_attr(ctx: &Context, op: Op, name: &str) -> Option<i64> {
    match ctx.attr_kind(ctx.inherent_attr(op, name)?) {
        AttrKind::Integer { value, .. } => value.as_i64(),
        _ => None,
    }
}

fn int_list(ctx: &Context, op: Op, name: &str) -> Vec<i64> {
    ctx.inherent_attr(op, name)
        .and_then(|a| ir::dense_array::to_i64s(ctx, a))
        .unwrap_or_default()
}

/// The body of a `stablehlo.constant`'s value (`dense<...>`) and whether
/// it is a splat.
fn constant_body(ctx: &Context, op: Op) -> Option<(String, bool)> {
    let v = ctx.inherent_attr(op, "value")?;
    let text = ir::text::attr_to_string(ctx, v);
    let body = text
        .split_once(" : ")
        .map_or(text.as_str(), |x| x.0)
        .to_string();
    let splat =
        body.starts_with("dense<") && !body.starts_with("dense<[") && !body.starts_with("dense<\"");
    Some((body, splat))
}
