//! `stablehlo.reduce_window` (pooling) on a program's blocks: for each
//! position of the window, the element each output position reads there,
//! the init value where it falls in the padding or between dilated
//! elements, folded into the accumulators by the reduction's body,
//! elementwise. Inputs in memory are loaded through constant offsets,
//! masked (one load a window position); inputs the kernel computes are
//! picked along each dimension the window moves on (`pieces::pick`, a
//! `tt.gather` with constant indices, and `pieces::choose`). Windows of
//! more than [`MAX_WINDOW`] elements keep their kernel on the host (each
//! position is built out).

use super::kernel::{missed, Kernel, Missed};
use super::memory::{gather, load_where};
use super::movement::{broadcast, indices, splat};
use super::pieces::{choose, not_split, pick, vector, window_offsets, Axis};
use super::reduce::combiner;
use crate::convert::build::window_padding;
use dialects::stablehlo::ops as hlo;
use ir::{Op, TypedOp, Value};

/// The most elements a window built out position by position may have.
pub(super) const MAX_WINDOW: i64 = 64;

/// Reduce-window `op` of `args` (kernel values `operands`: the inputs,
/// then the inits) into `results`.
pub(super) fn reduce_window(
    kn: &mut Kernel,
    op: Op,
    args: &[Value],
    operands: &[Value],
    results: &[Value],
) -> Result<(), Missed> {
    let ctx = kn.ctx();
    let n = results.len();
    if n == 0 || operands.len() != 2 * n {
        return Err(missed(
            op,
            "a reduce_window whose inputs and inits do not pair",
        ));
    }
    let rw = hlo::ReduceWindowOp::cast(ctx, op).ok_or_else(|| missed(op, "not a reduce_window"))?;
    let ins = kn.shape(operands[0]);
    let rs = kn.shape(results[0]);
    let rank = ins.len();
    if rank == 0 || rs.len() != rank {
        return Err(missed(op, "a scalar reduce_window"));
    }
    let ints = |a: Option<ir::Attribute>| {
        let v: Vec<i64> = indices(ctx, a).into_iter().map(|x| x as i64).collect();
        if v.len() == rank {
            v
        } else {
            vec![1; rank]
        }
    };
    let window = ints(rw.window_dimensions(ctx));
    let (strides, base, dil) = (
        ints(rw.window_strides(ctx)),
        ints(rw.base_dilations(ctx)),
        ints(rw.window_dilations(ctx)),
    );
    let pads = window_padding(ctx, op);
    let lo: Vec<i64> = (0..rank)
        .map(|d| pads.get(2 * d).copied().unwrap_or(0))
        .collect();
    let body = ctx
        .op(op)
        .regions
        .first()
        .and_then(|&r| ctx.region(r).blocks.first().copied())
        .ok_or_else(|| missed(op, "a reduce_window without a body"))?;
    let positions: i64 = window.iter().product();
    if positions > MAX_WINDOW {
        return Err(missed(
            op,
            format!("a window of {positions} elements (more than {MAX_WINDOW})"),
        ));
    }
    let moving: Vec<usize> = (0..rank)
        .filter(|&d| {
            window[d] != 1 || strides[d] != 1 || base[d] != 1 || lo[d] != 0 || rs[d] != ins[d]
        })
        .collect();
    let mut all = operands[..n].to_vec();
    all.extend(results);
    not_split(kn, op, &all, &moving)?;
    // Output position o reads the dilated, padded input at
    // o·stride + k·dilation - low: an element where that is a multiple of
    // the base dilation inside the input.
    let axis = |d: usize| Axis {
        stride: strides[d],
        dilation: dil[d],
        low: lo[d],
        spread: base[d],
        size: ins[d],
    };
    let inits: Vec<Value> = args[n..].to_vec();
    let mut acc: Vec<Value> = inits.iter().map(|&x| splat(kn, x, &rs)).collect();
    // Inputs read from memory are loaded window position by window
    // position through constant offsets; computed ones are picked from
    // their blocks.
    let from_memory = operands[..n].iter().all(|v| kn.params.contains_key(v))
        && !operands[..n].iter().any(|v| kn.split.contains(v));
    for w in 0..positions {
        let k = window_offsets(w, &window);
        if from_memory {
            let vals = loaded(
                kn,
                op,
                &operands[..n],
                &inits,
                &ins,
                &rs,
                &moving,
                |d, o| axis(d).read(o, k[d]),
            )?;
            let mut folded = acc.clone();
            folded.extend(vals);
            acc = combiner(kn, op, body, &folded, &rs)?;
            continue;
        }
        let mut vals: Vec<Value> = args[..n].to_vec();
        let mut shape = ins.clone();
        for &d in &moving {
            let reads = axis(d).reads(rs[d], k[d]);
            let from: Vec<i64> = reads.iter().map(|r| r.unwrap_or(0)).collect();
            let mask: Vec<bool> = reads.iter().map(Option::is_some).collect();
            let mut out = shape.clone();
            for (i, v) in vals.iter_mut().enumerate() {
                let (g, o) = pick(kn, op, *v, &shape, d, &from)?;
                *v = if mask.iter().all(|&m| m) {
                    g
                } else {
                    let fill = splat(kn, inits[i], &o);
                    choose(kn, op, &mask, d, g, fill, &o)?
                };
                out = o;
            }
            shape = out;
        }
        let mut folded = acc.clone();
        folded.extend(vals);
        acc = combiner(kn, op, body, &folded, &rs)?;
    }
    for (&r, y) in results.iter().zip(acc) {
        kn.names.insert(r, y);
    }
    Ok(())
}

/// The elements of kernel operands `inputs` (of shape `ins`, read from
/// memory) each position of a `rs` result reads at one window position:
/// along each dimension in `moving`, `reads(d, o)` is the input index
/// output position `o` reads, or None where it reads the init value (in
/// `inits`); the other dimensions read their own position. One load each,
/// through constant offsets.
#[allow(clippy::too_many_arguments)]
fn loaded(
    kn: &mut Kernel,
    op: Op,
    inputs: &[Value],
    inits: &[Value],
    ins: &[i64],
    rs: &[i64],
    moving: &[usize],
    reads: impl Fn(usize, i64) -> Option<i64>,
) -> Result<Vec<Value>, Missed> {
    let rank = ins.len();
    let row = super::views::row_major(ins);
    let i32t = kn.b.ctx.int(32);
    let i1 = kn.b.ctx.int(1);
    let (oty, mty) = (
        crate::convert::build::tensor_ty(kn.b.ctx, rs, i32t),
        crate::convert::build::tensor_ty(kn.b.ctx, rs, i1),
    );
    let mut off: Option<Value> = None;
    let mut mask: Option<Value> = None;
    for d in 0..rank {
        let at: Vec<Option<i64>> = (0..rs[d])
            .map(|o| {
                if moving.contains(&d) {
                    reads(d, o)
                } else {
                    Some(o)
                }
            })
            .collect();
        let offsets: Vec<i64> = at.iter().map(|a| a.unwrap_or(0) * row[d]).collect();
        let v = vector(kn, op, &offsets, 32)?;
        let v = broadcast(kn, v, &[rs[d]], &[d], rs);
        off = Some(match off {
            None => v,
            Some(o) => kn
                .b
                .value(|ctx, loc| dialects::arith::ops::AddiOp::build(ctx, o, v, oty, None, loc)),
        });
        if at.iter().any(Option::is_none) {
            let bits: Vec<i64> = at.iter().map(|a| a.is_some() as i64).collect();
            let m = vector(kn, op, &bits, 1)?;
            let m = broadcast(kn, m, &[rs[d]], &[d], rs);
            mask = Some(match mask {
                None => m,
                Some(p) => {
                    kn.b.value(|ctx, loc| dialects::arith::ops::AndiOp::build(ctx, p, m, mty, loc))
                }
            });
        }
    }
    let off = off.ok_or_else(|| missed(op, "a scalar reduce_window"))?;
    let mut out = Vec::with_capacity(inputs.len());
    for (&v, &init) in inputs.iter().zip(inits) {
        let elem = kn.elem(op, v)?;
        let base = kn.ptrs[kn.params[&v]];
        out.push(match mask {
            None => gather(kn, base, off, rs, elem),
            Some(m) => {
                let other = splat(kn, init, rs);
                load_where(kn, base, off, m, other, rs, elem)
            }
        });
    }
    Ok(out)
}
