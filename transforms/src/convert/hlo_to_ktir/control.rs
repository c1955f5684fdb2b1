//! StableHLO's control flow and dynamic slices on a core. A `while`,
//! `if` or `case` is a kernel of its own (`fuse` leaves it so): the core
//! holds its loop-carried values whole and runs the loop as `scf.while`
//! (the condition's `i1` read out of its tensor for `scf.condition`), a
//! branch as `scf.if` (a `case` as a chain of them, an index out of range
//! taking the last branch as StableHLO says), each region's ops built op
//! by op like any kernel body's; constants the regions capture from
//! outside are built where the kernel starts. Where the plan divides the
//! results, each core runs the loop whole and keeps its run.
//! `dynamic_slice` and `dynamic_update_slice` read their start indices
//! out of their tensors, clamped into the operand as StableHLO clamps
//! them, along dimensions the core holds whole.

use super::body::{emit_op, unsupported};
use super::kernel::Emit;
use crate::convert::build::{elem_of, tensor_ty};
use crate::dataflow::dims::{shape, Role};
use dialects::arith::ops as arith;
use dialects::scf::ops as scf;
use dialects::stablehlo::ops as hlo;
use dialects::tensor::ops as tensor;
use ir::{Block, Diagnostic, Op, Type, TypedOp, Value};

/// The blocks of `op`'s regions, in order.
fn region_blocks(e: &Emit<'_>, op: Op) -> Vec<Block> {
    let ctx = &*e.b.ctx;
    ctx.op(op)
        .regions
        .iter()
        .filter_map(|&r| ctx.region(r).blocks.first().copied())
        .collect()
}

/// Builds the constants `op`'s regions read from outside it; any other
/// value from outside that the kernel does not hold is an error.
fn captured(e: &mut Emit<'_>, op: Op) -> Result<(), Diagnostic> {
    let mut inside = Vec::new();
    let mut stack = vec![op];
    while let Some(o) = stack.pop() {
        inside.push(o);
        for b in region_blocks(e, o) {
            stack.extend(e.b.ctx.block_ops(b));
        }
    }
    for &o in &inside[1..] {
        let reads: Vec<Value> = e.b.ctx.op(o).operands().collect();
        for v in reads {
            if e.names.contains_key(&v) {
                continue;
            }
            let def = match e.b.ctx.value(v).def {
                ir::value::ValueDef::Result(d, _) => Some(d),
                ir::value::ValueDef::Arg(b, _) => {
                    // A block argument of a region inside `op` is bound
                    // when that region is built.
                    let owner = e.b.ctx.block_parent_op(b);
                    if owner.is_some_and(|p| inside.contains(&p)) {
                        continue;
                    }
                    None
                }
            };
            match def {
                Some(d) if inside.contains(&d) => {}
                Some(d) if hlo::ConstantOp::cast(e.b.ctx, d).is_some() => emit_op(e, d)?,
                _ => {
                    return Err(unsupported(
                        e.b.ctx,
                        op,
                        "its regions read a value from outside it that is not a constant",
                    ))
                }
            }
        }
    }
    Ok(())
}

/// The ops of `block` built into `to` with its arguments bound to
/// `args`; the values its terminator returns.
fn region(
    e: &mut Emit<'_>,
    block: Block,
    to: Block,
    args: &[Value],
) -> Result<Vec<Value>, Diagnostic> {
    let params = e.b.ctx.block(block).args.clone();
    for (&p, &a) in params.iter().zip(args) {
        e.names.insert(p, a);
    }
    let saved = e.b.block;
    e.b.block = to;
    let ops: Vec<Op> = e.b.ctx.block_ops(block).collect();
    let mut out = Vec::new();
    for o in ops {
        if hlo::ReturnOp::cast(e.b.ctx, o).is_some() {
            let vs: Vec<Value> = e.b.ctx.op(o).operands().collect();
            for v in vs {
                out.push(e.name(v)?);
            }
            break;
        }
        let loc = e.b.ctx.op(o).loc;
        let saved_loc = e.b.loc;
        if loc != e.b.ctx.unknown_loc() {
            e.b.loc = loc;
        }
        let r = emit_op(e, o);
        e.b.loc = saved_loc;
        r?;
    }
    e.b.block = saved;
    Ok(out)
}

/// The whole tensor type of `v` (not a core's share).
fn whole_ty(e: &mut Emit<'_>, v: Value) -> Type {
    let s = shape(e.b.ctx, v);
    let el = e.elem(v);
    tensor_ty(e.b.ctx, &s, el)
}

/// The `i1` or index a rank-0 tensor holds.
fn scalar(e: &mut Emit<'_>, v: Value) -> Value {
    let t = e.b.ctx.value_type(v);
    let el = elem_of(e.b.ctx, t);
    e.b.value(|ctx, loc| tensor::ExtractOp::build(ctx, v, &[], el, loc))
}

/// The results of a control-flow op held whole: each core keeps its share
/// where the plan divides them (only runs of a dimension).
fn keep(e: &mut Emit<'_>, op: Op, results: &[Value], whole: &[Value]) -> Result<(), Diagnostic> {
    for (&r, &w) in results.iter().zip(whole) {
        let roles = e.roles_of(r);
        let full = shape(e.b.ctx, r);
        let sl = e.slice(r);
        let dims: Vec<usize> = (0..full.len()).filter(|&d| sl[d] != full[d]).collect();
        if dims
            .iter()
            .any(|&d| !matches!(roles.get(d), Some(Role::Out(_))))
        {
            return Err(unsupported(
                e.b.ctx,
                op,
                "results divided other than in runs of a dimension",
            ));
        }
        let kept = super::share::share(e, w, r, &dims);
        e.names.insert(r, kept);
    }
    Ok(())
}

/// `stablehlo.while` as `scf.while` on whole values.
pub(super) fn while_(e: &mut Emit<'_>, op: Op, args: &[Value]) -> Result<(), Diagnostic> {
    captured(e, op)?;
    let results: Vec<Value> = e.b.ctx.op(op).results().iter().collect();
    let operands: Vec<Value> = e.b.ctx.op(op).operands().collect();
    for (&a, &v) in args.iter().zip(&operands) {
        // `a` as the kernel holds it, `v` whole.
        if shape(e.b.ctx, a) != shape(e.b.ctx, v) {
            return Err(unsupported(
                e.b.ctx,
                op,
                "a loop over values the cores divide",
            ));
        }
    }
    let tys: Vec<Type> = results.iter().map(|&r| whole_ty(e, r)).collect();
    let blocks = region_blocks(e, op);
    let [cond, body] = blocks[..] else {
        return Err(unsupported(e.b.ctx, op, "a loop without its two regions"));
    };
    let w =
        e.b.add(|ctx, loc| scf::WhileOp::build(ctx, args, &tys, loc));
    let loc = e.b.loc;
    let regions = e.b.ctx.op(w.0).regions.clone();
    let mut blocks = Vec::new();
    for &rg in &regions {
        let b = e.b.ctx.create_block();
        e.b.ctx.append_block(rg, b);
        let params: Vec<Value> = tys
            .iter()
            .map(|&t| e.b.ctx.add_block_arg(b, t, Some(loc)))
            .collect();
        blocks.push((b, params));
    }
    let (before, bargs) = blocks[0].clone();
    let c = region(e, cond, before, &bargs)?;
    let Some(&c) = c.first() else {
        return Err(unsupported(e.b.ctx, op, "a condition returning nothing"));
    };
    let saved = e.b.block;
    e.b.block = before;
    let c = scalar(e, c);
    e.b.add(|ctx, loc| scf::ConditionOp::build(ctx, c, &bargs, loc));
    let (after, aargs) = blocks[1].clone();
    let next = region(e, body, after, &aargs)?;
    e.b.block = after;
    e.b.add(|ctx, loc| scf::YieldOp::build(ctx, &next, loc));
    e.b.block = saved;
    let whole: Vec<Value> = (0..results.len()).map(|i| e.b.ctx.result(w.0, i)).collect();
    keep(e, op, &results, &whole)
}

/// `scf.if` on `c`, its branches built from `then` and `other` (region
/// blocks, or a nested choice).
fn choose(
    e: &mut Emit<'_>,
    c: Value,
    tys: &[Type],
    then: &dyn Fn(&mut Emit<'_>) -> Result<Vec<Value>, Diagnostic>,
    other: &dyn Fn(&mut Emit<'_>) -> Result<Vec<Value>, Diagnostic>,
) -> Result<Vec<Value>, Diagnostic> {
    let iff = e.b.add(|ctx, loc| scf::IfOp::build(ctx, c, tys, loc));
    let regions = e.b.ctx.op(iff.0).regions.clone();
    let saved = e.b.block;
    for (k, &rg) in regions.iter().enumerate() {
        let b = e.b.ctx.create_block();
        e.b.ctx.append_block(rg, b);
        e.b.block = b;
        let vs = if k == 0 { then(e)? } else { other(e)? };
        e.b.block = b;
        e.b.add(|ctx, loc| scf::YieldOp::build(ctx, &vs, loc));
    }
    e.b.block = saved;
    Ok((0..tys.len()).map(|i| e.b.ctx.result(iff.0, i)).collect())
}

/// The branch in region block `b`, built where the builder is.
fn branch(e: &mut Emit<'_>, b: Block) -> Result<Vec<Value>, Diagnostic> {
    let to = e.b.block;
    region(e, b, to, &[])
}

/// `stablehlo.if` and `stablehlo.case` as (chains of) `scf.if`.
pub(super) fn branches(e: &mut Emit<'_>, op: Op, args: &[Value]) -> Result<(), Diagnostic> {
    captured(e, op)?;
    let results: Vec<Value> = e.b.ctx.op(op).results().iter().collect();
    let tys: Vec<Type> = results.iter().map(|&r| whole_ty(e, r)).collect();
    let blocks = region_blocks(e, op);
    let Some(&sel) = args.first() else {
        return Err(unsupported(e.b.ctx, op, "a choice without its selector"));
    };
    let s = scalar(e, sel);
    let whole = if hlo::IfOp::cast(e.b.ctx, op).is_some() {
        let (t, f) = (blocks[0], blocks[1]);
        choose(e, s, &tys, &|e| branch(e, t), &|e| branch(e, f))?
    } else {
        // case: branch k where the index is k, the last one otherwise.
        let index = e.b.index_ty();
        let i =
            e.b.value(|ctx, loc| arith::IndexCastOp::build(ctx, s, index, loc));
        cases(e, i, &blocks, &tys)?
    };
    keep(e, op, &results, &whole)
}

fn cases(
    e: &mut Emit<'_>,
    i: Value,
    blocks: &[Block],
    tys: &[Type],
) -> Result<Vec<Value>, Diagnostic> {
    match blocks {
        [] => Ok(Vec::new()),
        [last] => branch(e, *last),
        [first, rest @ ..] => {
            let z = e.b.index(0);
            let i1 = e.b.ctx.int(1);
            let c = crate::convert::elementwise::build_compare(
                &mut e.b,
                crate::convert::elementwise::Compare {
                    op: arith::CmpiOp::NAME,
                    predicate: "eq",
                    value: 0,
                },
                i,
                z,
                i1,
            );
            let one = e.b.index(1);
            let index = e.b.index_ty();
            let next =
                e.b.value(|ctx, loc| arith::SubiOp::build(ctx, i, one, index, None, loc));
            let f = *first;
            let rest = rest.to_vec();
            choose(e, c, tys, &|e| branch(e, f), &|e| {
                cases(e, next, &rest, tys)
            })
        }
    }
}

/// Start index `v` (a rank-0 integer tensor) clamped into `[0, hi]`.
fn start(e: &mut Emit<'_>, v: Value, hi: i64) -> Value {
    let s = scalar(e, v);
    let index = e.b.index_ty();
    let i =
        e.b.value(|ctx, loc| arith::IndexCastOp::build(ctx, s, index, loc));
    let z = e.b.index(0);
    let h = e.b.index(hi.max(0));
    let lo =
        e.b.value(|ctx, loc| arith::MaxsiOp::build(ctx, i, z, index, loc));
    e.b.value(|ctx, loc| arith::MinsiOp::build(ctx, lo, h, index, loc))
}

/// `dynamic_slice` (`update` None) or `dynamic_update_slice` of `x` (the
/// operand as held) at the clamped starts, along dimensions held whole.
pub(super) fn dynamic(
    e: &mut Emit<'_>,
    op: Op,
    args: &[Value],
    res: Value,
    ty: Type,
) -> Result<Value, Diagnostic> {
    let update = hlo::DynamicUpdateSliceOp::cast(e.b.ctx, op).is_some();
    let operands: Vec<Value> = e.b.ctx.op(op).operands().collect();
    let full = shape(e.b.ctx, operands[0]);
    let held = shape(e.b.ctx, args[0]);
    // The window: the result's (a slice), the update's.
    let (window, window_held): (Vec<i64>, Vec<i64>) = if update {
        let u = shape(e.b.ctx, operands[1]);
        (u, shape(e.b.ctx, args[1]))
    } else {
        (shape(e.b.ctx, res), e.slice(res))
    };
    let first = if update { 2 } else { 1 };
    let mut dynamic = Vec::new();
    let mut offsets = Vec::new();
    // The window cut out: whole along the moving dimensions (a core that
    // holds a run of the result keeps it afterwards), the core's share
    // along the others.
    let mut sizes = Vec::new();
    let mut cut = Vec::new();
    for d in 0..full.len() {
        if window[d] == full[d] {
            offsets.push(0); // the whole dimension (or the core's share) passes
            sizes.push(window_held[d]);
            continue;
        }
        let runs = matches!(e.roles_of(res).get(d), Some(Role::Out(_)));
        let partial = if update {
            e.slice(res)[d] != full[d]
        } else {
            window_held[d] != window[d]
        };
        if held[d] != full[d] || (partial && !runs) || (update && window_held[d] != window[d]) {
            return Err(unsupported(
                e.b.ctx,
                op,
                "a dynamic slice along a dimension the cores divide",
            ));
        }
        if partial {
            cut.push(d);
        }
        dynamic.push(start(e, args[first + d], full[d] - window[d]));
        offsets.push(ir::types::DYNAMIC);
        sizes.push(window[d]);
    }
    let (so, sz, st) = (
        e.b.i64s(&offsets),
        e.b.i64s(&sizes),
        e.b.i64s(&vec![1; full.len()]),
    );
    Ok(if update {
        // Into the operand as held (whole along the moving dimensions),
        // then the core's run of the result.
        let (u, x) = (args[1], args[0]);
        let xty = e.b.ctx.value_type(x);
        let w = e.b.value(|ctx, loc| {
            tensor::InsertSliceOp::build(ctx, u, x, &dynamic, &[], &[], xty, so, sz, st, loc)
        });
        super::share::share(e, w, res, &cut)
    } else {
        let x = args[0];
        let el = elem_of(e.b.ctx, ty);
        let wty = tensor_ty(e.b.ctx, &sizes, el);
        let w = e.b.value(|ctx, loc| {
            tensor::ExtractSliceOp::build(ctx, x, &dynamic, &[], &[], wty, so, sz, st, loc)
        });
        super::share::share(e, w, res, &cut)
    })
}
