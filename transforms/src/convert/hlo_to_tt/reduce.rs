//! `stablehlo.reduce` as `tt.reduce`: one a reduced dimension (innermost
//! first) with the reduction's body as the combiner, then the body once
//! more, elementwise, with the init values. Everything built for it takes
//! the reduce op's location: its body's own ops are elided when a compact
//! reduce (`applies stablehlo.add`) prints, so their locations do not
//! survive a print and parse.

use super::constants::body_constant;
use super::kernel::{missed, Kernel, Missed};
use super::movement::{combiner_block, indices, splat};
use crate::convert::build::is_float;
use crate::convert::elementwise as table;
use dialects::arith::ops as arith;
use dialects::stablehlo::ops as hlo;
use dialects::tt::ops as tt;
use ir::{Block, Op, TypedOp, Value};

/// Reduce `op` of `args` (kernel values `operands`: the inputs, then the
/// inits) into `results`.
pub(super) fn reduce(
    kn: &mut Kernel,
    op: Op,
    args: &[Value],
    operands: &[Value],
    results: &[Value],
) -> Result<(), Missed> {
    let ctx = kn.ctx();
    let n = results.len();
    if operands.len() != 2 * n {
        return Err(missed(op, "a reduce whose inputs and inits do not pair"));
    }
    let mut dims = indices(
        ctx,
        hlo::ReduceOp::cast(ctx, op).and_then(|r| r.dimensions(ctx)),
    );
    dims.sort_unstable();
    let body = ctx
        .op(op)
        .regions
        .first()
        .and_then(|&r| ctx.region(r).blocks.first().copied())
        .ok_or_else(|| missed(op, "a reduce without a body"))?;
    let elems = operands[..n]
        .iter()
        .map(|&v| kn.elem(op, v))
        .collect::<Result<Vec<_>, _>>()?;
    let mut cur: Vec<Value> = args[..n].to_vec();
    let mut shape = kn.shape(operands[0]);
    let i32t = kn.b.ctx.int(32);
    for &dim in dims.iter().rev() {
        let mut to = shape.clone();
        to.remove(dim);
        let tys: Vec<ir::Type> = elems.iter().map(|&t| kn.ty(&to, t)).collect();
        let axis = crate::convert::build::int_attr(kn.b.ctx, i32t, dim as i64);
        let srcs = cur.clone();
        let red =
            kn.b.add(|ctx, loc| tt::ReduceOp::build(ctx, &srcs, &tys, axis, loc));
        let params: Vec<ir::Type> = elems.iter().chain(&elems).copied().collect();
        let block = combiner_block(kn, red.0, &params);
        let pargs = kn.ctx().block(block).args.clone();
        kn.inside(block, |kn| -> Result<(), Missed> {
            let ys = combiner(kn, op, body, &pargs, &[])?;
            kn.b.add(|ctx, loc| tt::ReduceReturnOp::build(ctx, &ys, loc));
            Ok(())
        })?;
        cur = (0..n).map(|i| kn.ctx().result(red.0, i)).collect();
        shape = to;
    }
    // The init values join once.
    let mut with = cur;
    for &init in &operands[n..] {
        let x = kn.get(op, init)?;
        with.push(splat(kn, x, &shape));
    }
    let ys = combiner(kn, op, body, &with, &shape)?;
    for (&r, y) in results.iter().zip(ys) {
        kn.names.insert(r, y);
    }
    Ok(())
}

/// The body of reduce `op` applied to `args` (accumulators, then values),
/// on scalars or, with `shape`, elementwise on tensors of it; the values
/// it returns.
pub(super) fn combiner(
    kn: &mut Kernel,
    op: Op,
    body: Block,
    args: &[Value],
    shape: &[i64],
) -> Result<Vec<Value>, Missed> {
    let bargs = kn.ctx().block(body).args.clone();
    if bargs.len() != args.len() {
        return Err(missed(op, "a reduce body of another arity"));
    }
    // The body's 0-d values stand for scalars or, here, `shape` tensors;
    // nothing outside it is read.
    let outer = std::mem::take(&mut kn.names);
    let params = std::mem::take(&mut kn.params);
    kn.names
        .extend(bargs.iter().copied().zip(args.iter().copied()));
    let result = (|| {
        let ops: Vec<Op> = kn.ctx().block_ops(body).collect();
        for o in ops {
            if kn.ctx().op_info(o).is_some_and(|i| i.traits.terminator) {
                let vs: Vec<Value> = kn.ctx().op(o).operands().collect();
                return vs.into_iter().map(|v| kn.get(op, v)).collect();
            }
            body_op(kn, o, shape)?;
        }
        Err(missed(op, "a reduce body without a terminator"))
    })();
    kn.names = outer;
    kn.params = params;
    result
}

/// Op `o` of a reduction body (on 0-d tensors) on scalars, or
/// elementwise on tensors of `shape`.
fn body_op(kn: &mut Kernel, o: Op, shape: &[i64]) -> Result<(), Missed> {
    let ctx = kn.ctx();
    let Some(res) = ctx.op(o).results().iter().next() else {
        return Err(missed(o, "a body op without a result"));
    };
    let elem = kn.elem(o, res)?;
    let ty = kn.ty(shape, elem);
    let ctx = kn.ctx();
    let float = is_float(ctx, ctx.value_type(res));
    let operands: Vec<Value> = ctx.op(o).operands().collect();
    let args = operands
        .iter()
        .map(|&v| kn.get(o, v))
        .collect::<Result<Vec<_>, _>>()?;
    let ctx = kn.ctx();
    let r = if hlo::ConstantOp::cast(ctx, o).is_some() {
        body_constant(kn, o, elem, shape)?
    } else if let Some(name) = table::binary(ctx, o, float) {
        table::build(&mut kn.b, name, &args[..2], ty)
    } else if hlo::CompareOp::cast(ctx, o).is_some() {
        kn.elem(o, operands[0])?;
        let i1 = kn.b.ctx.int(1);
        let bt = kn.ty(shape, i1);
        table::build_compare_op(&mut kn.b, o, args[0], args[1], bt)
    } else if hlo::SelectOp::cast(ctx, o).is_some() {
        let (c, t, f) = (args[0], args[1], args[2]);
        kn.b.value(|ctx, loc| arith::SelectOp::build(ctx, c, t, f, ty, loc))
    } else if hlo::NotOp::cast(ctx, o).is_some() && !float {
        // Bitwise not (logical for i1): exclusive or with all ones.
        let ones =
            kn.b.number(ty, -1.0)
                .ok_or_else(|| missed(o, "a not of a type without all ones"))?;
        let x = args[0];
        kn.b.value(|ctx, loc| arith::XoriOp::build(ctx, x, ones, ty, loc))
    } else {
        return Err(missed(
            o,
            format!(
                "'{}' in a reduction body has no tile form here",
                ctx.op_name(o)
            ),
        ));
    };
    kn.names.insert(res, r);
    Ok(())
}
