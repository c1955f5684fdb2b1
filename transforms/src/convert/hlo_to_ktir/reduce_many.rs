//! A reduction of several operands at once (`argmax`: the values with
//! their indices) on per-core slices: one `linalg.generic` whose inputs
//! are the operands' slices and whose outputs start at the init values,
//! reducing along the reduced dimensions; its body is the reduction's own
//! body translated op by op into scalar `arith` (the accumulators as its
//! first arguments, the new elements as its second).

use super::body::unsupported;
use super::kernel::Emit;
use super::memory::identity;
use crate::convert::build::{elem_of, is_float, Builder};
use crate::convert::elementwise;
use dialects::linalg::build as linalg;
use dialects::stablehlo::ops as hlo;
use ir::affine::{AffineExpr, AffineMap};
use ir::{Diagnostic, Op, TypedOp, Value};
use std::collections::HashMap;

pub(super) fn emit(
    e: &mut Emit<'_>,
    op: Op,
    operands: &[Value],
    args: &[Value],
) -> Result<(), Diagnostic> {
    let ctx = &*e.b.ctx;
    let n = operands.len() / 2;
    let results: Vec<Value> = ctx.op(op).results().iter().collect();
    let dims = ctx
        .inherent_attr(op, "dimensions")
        .and_then(|a| ir::dense_array::to_i64s(ctx, a))
        .unwrap_or_default();
    let (body, rargs) = super::reduce_many::region_body(ctx, op)
        .ok_or_else(|| unsupported(ctx, op, "a reduction without a body"))?;
    if rargs.len() != 2 * n || results.len() != n {
        return Err(unsupported(
            ctx,
            op,
            "a reduction whose body does not take two values an operand",
        ));
    }
    let in_shape = e.slice(operands[0]);
    let rank = in_shape.len();
    // The outputs, filled with their init values.
    let mut outs = Vec::new();
    let mut tys = Vec::new();
    for i in 0..n {
        let ty = e.ty(results[i]);
        outs.push(super::body::init_fill(e, op, ty, args[n + i])?);
        tys.push(ty);
    }
    let kept: Vec<u32> = (0..rank as u32)
        .filter(|d| !dims.contains(&(*d as i64)))
        .collect();
    let out_map = AffineMap {
        dims: rank as u32,
        symbols: 0,
        results: kept.iter().map(|&d| AffineExpr::Dim(d)).collect(),
    };
    let mut maps = vec![identity(rank); n];
    maps.extend(vec![out_map; n]);
    let iters: Vec<bool> = (0..rank).map(|d| !dims.contains(&(d as i64))).collect();
    let (g, blk) = linalg::generic(e.b.ctx, &args[..n], &outs, &tys, maps, &iters, e.b.loc);
    e.b.ctx.append_op(e.b.block, g);
    let bargs = e.b.ctx.block(blk).args.clone();
    // Region arguments: the accumulators (the outputs), then the elements.
    let mut scalar: HashMap<Value, Value> = HashMap::new();
    for i in 0..n {
        scalar.insert(rargs[i], bargs[n + i]);
        scalar.insert(rargs[n + i], bargs[i]);
    }
    let loc = e.b.loc;
    let yielded = e.b.within(blk, loc, |b| translate(b, &body, &mut scalar));
    let yielded = yielded.map_err(|o| {
        unsupported(
            e.b.ctx,
            o,
            "an op of a reduction body with no scalar form here",
        )
    })?;
    linalg::yield_(e.b.ctx, blk, &yielded, loc);
    for (i, &r) in results.iter().enumerate() {
        let v = e.b.ctx.result(g, i);
        e.names.insert(r, v);
    }
    Ok(())
}

/// The ops and arguments of `op`'s first region's block (a reduction's,
/// a sort's comparator, a scatter's combiner), for [`translate`].
pub(super) fn region_body(ctx: &ir::Context, op: Op) -> Option<(Vec<Op>, Vec<Value>)> {
    let b = *ctx.region(*ctx.op(op).regions.first()?).blocks.first()?;
    Some((ctx.block_ops(b).collect(), ctx.block(b).args.clone()))
}

/// The body's ops as scalar `arith` ops; the returned values. An op it
/// has no form for is the error.
pub(super) fn translate(
    b: &mut Builder<'_>,
    body: &[Op],
    scalar: &mut HashMap<Value, Value>,
) -> Result<Vec<Value>, Op> {
    for &o in body {
        let operands: Vec<Value> = b.ctx.op(o).operands().collect();
        // A constant the body reads from outside it (canonicalization
        // hoists them): its one value as a scalar.
        for &v in &operands {
            if scalar.contains_key(&v) {
                continue;
            }
            if let ir::value::ValueDef::Result(d, _) = b.ctx.value(v).def {
                if hlo::ConstantOp::cast(b.ctx, d).is_some() {
                    if let Some(c) = scalar_constant(b, d) {
                        scalar.insert(v, c);
                    }
                }
            }
        }
        let ctx = &*b.ctx;
        let get = |v: &Value| scalar.get(v).copied();
        let xs: Option<Vec<Value>> = operands.iter().map(get).collect();
        let Some(xs) = xs else { return Err(o) };
        if hlo::ReturnOp::cast(ctx, o).is_some() {
            return Ok(xs);
        }
        let Some(res) = ctx.op(o).results().iter().next() else {
            return Err(o);
        };
        let rt = ctx.value_type(res);
        let et = elem_of(ctx, rt);
        let float = is_float(ctx, et);
        let v = if hlo::ConstantOp::cast(ctx, o).is_some() {
            scalar_constant(b, o).ok_or(o)?
        } else if let Some(name) = elementwise::binary(ctx, o, float) {
            let name = if elementwise::unsigned(ctx, rt) {
                elementwise::unsigned_form(name)
            } else {
                name
            };
            elementwise::build(b, name, &xs, et)
        } else if hlo::CompareOp::cast(ctx, o).is_some() {
            elementwise::build_compare_op(b, o, xs[0], xs[1], et)
        } else if hlo::SelectOp::cast(ctx, o).is_some() {
            let (c, t, f) = (xs[0], xs[1], xs[2]);
            b.value(|ctx, loc| dialects::arith::ops::SelectOp::build(ctx, c, t, f, et, loc))
        } else if hlo::NotOp::cast(ctx, o).is_some() {
            let Some(ones) = b.number(et, -1.0) else {
                return Err(o);
            };
            let x = xs[0];
            b.value(|ctx, loc| dialects::arith::ops::XoriOp::build(ctx, x, ones, et, loc))
        } else if let Some(u) = elementwise::unary(ctx, o).filter(|_| float) {
            elementwise::build(b, u, &xs, et)
        } else {
            return Err(o);
        };
        scalar.insert(res, v);
    }
    Err(*body.last().expect("a body"))
}

/// The one value of rank-0 (or splat) `stablehlo.constant` `op` as a
/// scalar `arith.constant`.
fn scalar_constant(b: &mut Builder<'_>, op: Op) -> Option<Value> {
    let ctx = &*b.ctx;
    let r = ctx.op(op).results().iter().next()?;
    let et = elem_of(ctx, ctx.value_type(r));
    let sv = ctx
        .inherent_attr(op, "value")
        .and_then(|a| ir::constant::splat_value(ctx, a))?;
    let a = ir::constant::scalar_attr(b.ctx, et, sv);
    Some(b.value(|ctx, loc| dialects::arith::ops::ConstantOp::build(ctx, et, a, loc)))
}
