//! `stablehlo.select_and_scatter` (max pooling's gradient) in ops every
//! emitter takes, when its selection is one comparison and its scatter an
//! addition: for each of the window's positions `k` (row-major), the
//! operand's elements at that position of every window (a strided slice);
//! walked in order, a window keeps its selected position as the
//! selection does (a later position is taken where the comparison of the
//! current choice with it is false: `GE` keeps the first maximum, `GT` the
//! last); then each position's share of the source (the windows that
//! chose it) is put back where it came from (a pad with interior
//! padding), the shares summed and added to `init`. Padding is filled
//! with the value the selection never keeps (-inf for a maximum).

use crate::convert::hlo_emit::Emit;
use ir::{Context, Op, Value};

fn ints(ctx: &Context, op: Op, name: &str) -> Option<Vec<i64>> {
    ctx.inherent_attr(op, name)
        .and_then(|a| ir::dense_array::to_i64s(ctx, a))
}

/// The flat (low, high) padding, zeros when there is none.
fn padding(ctx: &Context, op: Op, rank: usize) -> Option<Vec<i64>> {
    let pad = crate::convert::build::window_padding(ctx, op);
    if pad.is_empty() {
        return Some(vec![0; 2 * rank]);
    }
    (pad.len() == 2 * rank).then_some(pad)
}

/// The one op of region `i`'s body and its name, if the body is one op.
fn single(ctx: &Context, op: Op, i: usize) -> Option<Op> {
    let r = *ctx.op(op).regions.get(i)?;
    let b = *ctx.region(r).blocks.first()?;
    let ops: Vec<Op> = ctx.block_ops(b).collect();
    (ops.len() == 2).then(|| ops[0])
}

/// The selection's comparison direction (`GE`, `GT`, `LE`, `LT`), if the
/// selection is one comparison of its arguments in order and the scatter
/// one addition.
fn form(ctx: &Context, op: Op) -> Option<String> {
    let sel = single(ctx, op, 0)?;
    let add = single(ctx, op, 1)?;
    if ctx.op_name(sel) != "stablehlo.compare" || ctx.op_name(add) != "stablehlo.add" {
        return None;
    }
    let b = *ctx.region(*ctx.op(op).regions.first()?).blocks.first()?;
    let args = ctx.block(b).args.clone();
    let operands: Vec<Value> = ctx.op(sel).operands().collect();
    if operands != args {
        return None;
    }
    let dir = ctx
        .inherent_attr(sel, "comparison_direction")
        .map(|a| ir::text::attr_to_string(ctx, a))?;
    // `#stablehlo<comparison_direction GE>`: the last word.
    let last = dir
        .trim_end_matches('>')
        .rsplit(|c: char| !c.is_ascii_alphabetic())
        .next()
        .unwrap_or("");
    ["GE", "GT", "LE", "LT"]
        .into_iter()
        .find(|d| *d == last)
        .map(str::to_string)
}

pub(super) fn wanted(ctx: &Context, op: Op) -> bool {
    ctx.op_name(op) == "stablehlo.select_and_scatter" && form(ctx, op).is_some()
}

pub(super) fn rewrite(e: &mut Emit<'_>, op: Op) -> Option<Value> {
    let dir = form(e.ctx, op)?;
    let operands: Vec<Value> = e.ctx.op(op).operands().collect();
    let (x, src, init) = (operands[0], operands[1], operands[2]);
    let (xs, os) = (e.shape(x), e.shape(src));
    let r = xs.len();
    let window = ints(e.ctx, op, "window_dimensions").unwrap_or_else(|| vec![1; r]);
    let strides = ints(e.ctx, op, "window_strides").unwrap_or_else(|| vec![1; r]);
    let pad = padding(e.ctx, op, r)?;
    if window.len() != r || strides.len() != r || os.len() != r {
        return None;
    }
    let et = e.elem(x);
    // Padding the selection never keeps.
    let never = if dir.starts_with('G') {
        f64::NEG_INFINITY
    } else {
        f64::INFINITY
    };
    let lo: Vec<i64> = (0..r).map(|d| pad[2 * d]).collect();
    let hi: Vec<i64> = (0..r).map(|d| pad[2 * d + 1]).collect();
    if lo.iter().chain(&hi).any(|&p| p < 0) {
        return None;
    }
    let padded = lo.iter().chain(&hi).any(|&p| p > 0);
    if padded && !matches!(e.ctx.type_kind(et), ir::TypeKind::Float(_)) {
        return None;
    }
    let xp = if padded {
        let pv = e.splat(&[], et, never);
        e.pad(x, pv, &lo, &hi, &vec![0; r])
    } else {
        x
    };
    let ps = e.shape(xp);
    // Window positions, row-major.
    let count: i64 = window.iter().product();
    let position = |mut n: i64| -> Vec<i64> {
        let mut k = vec![0; r];
        for d in (0..r).rev() {
            k[d] = n % window[d];
            n /= window[d];
        }
        k
    };
    let i32t = e.ctx.int(32);
    let mut cur: Option<Value> = None;
    let mut chosen = e.full(&os, i32t, 0.0);
    for n in 0..count {
        let k = position(n);
        let mut v = xp;
        for d in 0..r {
            let end = k[d] + (os[d] - 1) * strides[d] + 1;
            if k[d] != 0 || end != ps[d] || strides[d] != 1 {
                v = e.slice_dim(v, d, k[d], end, strides[d]);
            }
        }
        cur = Some(match cur {
            None => v,
            Some(c) => {
                let keep = e.compare(&dir, c, v);
                let here = e.full(&os, i32t, n as f64);
                chosen = e.select(keep, chosen, here);
                e.select(keep, c, v)
            }
        });
    }
    // Each position's share of the source, put back where it came from.
    let zero = e.full(&os, et, 0.0);
    let zs = e.splat(&[], et, 0.0);
    let mut acc: Option<Value> = None;
    for n in 0..count {
        let k = position(n);
        let here = e.full(&os, i32t, n as f64);
        let mine = e.compare("EQ", chosen, here);
        let share = e.select(mine, src, zero);
        let low: Vec<i64> = k.clone();
        let high: Vec<i64> = (0..r)
            .map(|d| ps[d] - (k[d] + (os[d] - 1) * strides[d] + 1))
            .collect();
        let interior: Vec<i64> = strides.iter().map(|&s| s - 1).collect();
        let placed = e.pad(share, zs, &low, &high, &interior);
        acc = Some(match acc {
            None => placed,
            Some(a) => e.binary("stablehlo.add", a, placed),
        });
    }
    let mut sum = acc?;
    if padded {
        for d in 0..r {
            if lo[d] != 0 || hi[d] != 0 {
                sum = e.slice_dim(sum, d, lo[d], lo[d] + xs[d], 1);
            }
        }
    }
    let ib = e.broadcast_in_dim(init, &xs, &[]);
    Some(e.binary("stablehlo.add", ib, sum))
}
