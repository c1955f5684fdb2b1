//! Reductions over segments whose bounds are data: `segment_reduce`
//! (by lengths or offsets) and `embedding_bag` (the rows an index list
//! names, reduced bag by bag). The number of segments is static (the
//! lengths' or offsets' extent); where each begins and ends is not, so
//! each segment reduces all positions under a mask `start <= j < end`
//! (a select before the reduction, which fusion keeps in one kernel)
//! rather than slicing.

use super::{t, Conv, Cx, Rule, R};
use ir::{Type, Value};

pub(in super::super) const RULES: &[Rule] = &[
    Rule {
        ops: &["torch.aten.segment_reduce", "torch.aten._segment_reduce"],
        convert: segment_reduce,
    },
    Rule {
        ops: &[
            "torch.aten.embedding_bag.padding_idx",
            "torch.aten.embedding_bag",
            "torch.aten._embedding_bag",
            "torch.aten._embedding_bag_forward_only",
        ],
        convert: embedding_bag,
    },
];

/// `mask[.., s, j] = starts[.., s] <= j < ends[.., s]` for j < `n`: i1 of
/// the bounds' shape with a dimension of `n` appended.
fn segment_mask(cx: &mut Cx, starts: Value, ends: Value, n: i64) -> Value {
    let mut s = cx.e.shape(starts);
    let k = s.len();
    s.push(n);
    let i64t = cx.i64t();
    let j = cx.e.iota(&s, i64t, k);
    let keep: Vec<i64> = (0..k as i64).collect();
    let sb = cx.e.broadcast_in_dim(starts, &s, &keep);
    let eb = cx.e.broadcast_in_dim(ends, &s, &keep);
    let after = cx.e.compare("GE", j, sb);
    let before = cx.e.compare("LT", j, eb);
    cx.e.binary("stablehlo.and", after, before)
}

/// How a segment reduction combines, its identity and the `initial` it
/// starts from when none is given.
struct Reduction {
    combiner: &'static str,
    identity: f64,
    mean: bool,
}

fn reduction(name: &str) -> Option<Reduction> {
    let (combiner, identity, mean) = match name {
        "sum" => ("stablehlo.add", 0.0, false),
        "mean" => ("stablehlo.add", 0.0, true),
        "prod" => ("stablehlo.multiply", 1.0, false),
        "max" => ("stablehlo.maximum", f64::NEG_INFINITY, false),
        "min" => ("stablehlo.minimum", f64::INFINITY, false),
        _ => return None,
    };
    Some(Reduction {
        combiner,
        identity,
        mean,
    })
}

/// The string operand `i` (the reduction's name).
fn string(cx: &Cx, i: usize) -> R<String> {
    match cx.arg(i)? {
        Conv::Str(s) => Ok(s),
        _ => cx.fail(&format!("operand {i} must be a constant string")),
    }
}

/// `segment_reduce(data, reduce, lengths?, indices?, offsets?, axis,
/// unsafe, initial?)`: PyTorch's CPU kernel's semantics, the segments
/// along `axis` (the lengths' last dimension; their leading dimensions
/// are the data's), `initial` folded into every segment (an empty one is
/// `initial`, or the reduction's identity; an empty mean without
/// `initial` is NaN), a mean divided by the segment's length.
fn segment_reduce(cx: &mut Cx) -> R<Vec<Conv>> {
    let data = cx.tensor(0)?;
    let (shape, elem) = cx.result(0)?;
    let how = string(cx, 1)?;
    let Some(red) = reduction(&how) else {
        return cx.fail(&format!("unknown reduction '{how}'"));
    };
    if cx.opt_tensor(3)?.is_some() {
        return cx.fail("segments given by indices (PyTorch does not take them either)");
    }
    let axis_at = 5;
    let initial = cx.opt_float(7)?;
    let i64t = cx.i64t();
    let (starts, ends) = match (cx.opt_tensor(2)?, cx.opt_tensor(4)?) {
        (Some(lengths), _) => {
            let l = cx.e.convert(lengths, i64t);
            let k = cx.e.shape(l).len();
            if k == 0 {
                return cx.fail("lengths must have a dimension");
            }
            let ends = cx.e.running(l, k - 1, 0.0, "stablehlo.add");
            (cx.e.binary("stablehlo.subtract", ends, l), ends)
        }
        (None, Some(offsets)) => {
            let o = cx.e.convert(offsets, i64t);
            let s = cx.e.shape(o);
            let Some(&m) = s.last() else {
                return cx.fail("offsets must have a dimension");
            };
            let k = s.len() - 1;
            (
                cx.e.slice_dim(o, k, 0, m - 1, 1),
                cx.e.slice_dim(o, k, 1, m, 1),
            )
        }
        (None, None) => return cx.fail("needs lengths or offsets"),
    };
    let bounds = cx.e.shape(starts);
    let lead = bounds.len() - 1;
    let dshape = cx.e.shape(data);
    let axis = cx.dim(axis_at, dshape.len() as i64)? as usize;
    if axis != lead || dshape[..lead] != bounds[..lead] {
        return cx.fail(&format!(
            "the segments' axis {axis} must be the last dimension of lengths/offsets (rank {}) and the dimensions before it theirs",
            lead + 1
        ));
    }
    let work = cx.accumulator(elem);
    let n = dshape[axis];
    let mask = segment_mask(cx, starts, ends, n);
    // [lead.., S, N, rest..]: the data under each segment's mask.
    let mut big = bounds.clone();
    big.extend_from_slice(&dshape[axis..]);
    let data_dims: Vec<i64> = (0..lead as i64)
        .chain((lead as i64 + 1)..big.len() as i64)
        .collect();
    let mask_dims: Vec<i64> = (0..=lead as i64 + 1).collect();
    let dw = cx.e.convert(data, work);
    let db = cx.e.broadcast_in_dim(dw, &big, &data_dims);
    let mb = cx.e.broadcast_in_dim(mask, &big, &mask_dims);
    let id = cx.e.full(&big, work, red.identity);
    let masked = cx.e.select(mb, db, id);
    let mut v =
        cx.e.reduce(masked, red.identity, &[lead as i64 + 1], red.combiner);
    if cx.e.shape(v) != shape {
        return cx.fail("result shape differs from the segments'");
    }
    if let Some(init) = initial {
        let c = cx.e.full(&shape, work, init);
        v = cx.e.binary(red.combiner, c, v);
    }
    if red.mean {
        let len = cx.e.binary("stablehlo.subtract", ends, starts);
        let lw = cx.e.convert(len, work);
        let dims: Vec<i64> = (0..=lead as i64).collect();
        let lb = cx.e.broadcast_in_dim(lw, &shape, &dims);
        let q = cx.e.binary("stablehlo.divide", v, lb);
        v = match initial {
            // An empty segment keeps `initial` undivided.
            Some(init) => {
                let z = cx.e.full(&shape, work, 0.0);
                let empty = cx.e.compare("EQ", lb, z);
                let c = cx.e.full(&shape, work, init);
                cx.e.select(empty, c, q)
            }
            // 0 / 0: NaN, as PyTorch gives.
            None => q,
        };
    }
    Ok(vec![t(cx.e.convert(v, elem))])
}

/// `embedding_bag(weight, indices, offsets, scale_grad_by_freq, mode,
/// sparse, per_sample_weights, include_last_offset, padding_idx)`: bag
/// `b` reduces the rows `weight[indices[offsets[b] .. offsets[b + 1]]]`
/// (the last bag to the end, or to the last offset with
/// `include_last_offset`) by sum (each row times its per-sample weight),
/// mean or max; rows at `padding_idx` take no part, and an empty bag is
/// zeros. Only the first result (the bags) is computed: the others are
/// PyTorch's bookkeeping for the backward pass.
fn embedding_bag(cx: &mut Cx) -> R<Vec<Conv>> {
    let weight = cx.tensor(0)?;
    let indices = cx.tensor(1)?;
    let offsets = cx.tensor(2)?;
    let (shape, elem) = cx.result(0)?;
    let mode = cx.opt_int(4)?.unwrap_or(0);
    let per_sample = cx.opt_tensor(6)?;
    let include_last = cx.bool_or(7, false)?;
    let padding = if cx.name == "torch.aten.embedding_bag.padding_idx" {
        cx.opt_int(8)?
    } else {
        None
    };
    let nres = cx.e.ctx.op(cx.op).results().len();
    for i in 1..nres {
        if cx.result_used(i) {
            return cx.fail(&format!(
                "result {i} (the backward pass's bookkeeping) is read; only the bags are computed"
            ));
        }
    }
    if cx.e.shape(indices).len() != 1 {
        return cx.fail("indices must be one list (2-d indices are flattened before the op)");
    }
    let wshape = cx.e.shape(weight);
    if wshape.len() != 2 {
        return cx.fail("weight must be a matrix");
    }
    let (rows, dim) = (wshape[0], wshape[1]);
    let n = cx.e.shape(indices)[0];
    let i64t = cx.i64t();
    let idx = cx.e.convert(indices, i64t);
    let off = cx.e.convert(offsets, i64t);
    let m = cx.e.shape(off)[0];
    let bags = if include_last { m - 1 } else { m };
    if shape != [bags, dim] {
        return cx.fail("result shape differs from [bags, embedding dim]");
    }
    let starts = cx.e.slice_dim(off, 0, 0, bags, 1);
    let ends = if include_last {
        cx.e.slice_dim(off, 0, 1, m, 1)
    } else {
        // Each bag ends where the next begins, the last at the end.
        let next = cx.e.slice_dim(off, 0, 1, m, 1);
        let last = cx.e.full(&[1], i64t, n as f64);
        cx.e.concat(&[next, last], 0, &[m], i64t)
    };
    let mut mask = segment_mask(cx, starts, ends, n); // [B, N]
    if let Some(p) = padding {
        let p = if p < 0 { p + rows } else { p };
        let pc = cx.e.full(&[n], i64t, p as f64);
        let real = cx.e.compare("NE", idx, pc);
        let rb = cx.e.broadcast_in_dim(real, &[bags, n], &[1]);
        mask = cx.e.binary("stablehlo.and", mask, rb);
    }
    let work = cx.accumulator(elem);
    let ww = cx.e.convert(weight, work);
    let mut picked = cx.e.index_select(ww, idx, 0); // [N, D]
    if let Some(psw) = per_sample {
        if mode != 0 {
            return cx.fail("per_sample_weights only with mode 'sum'");
        }
        let pw = cx.e.convert(psw, work);
        let pb = cx.e.broadcast_in_dim(pw, &[n, dim], &[0]);
        picked = cx.e.binary("stablehlo.multiply", picked, pb);
    }
    let big = [bags, n, dim];
    let pb = cx.e.broadcast_in_dim(picked, &big, &[1, 2]);
    let mb = cx.e.broadcast_in_dim(mask, &big, &[0, 1]);
    let (combiner, identity) = match mode {
        0 | 1 => ("stablehlo.add", 0.0),
        2 => ("stablehlo.maximum", f64::NEG_INFINITY),
        _ => return cx.fail(&format!("unknown mode {mode}")),
    };
    let id = cx.e.full(&big, work, identity);
    let sel = cx.e.select(mb, pb, id);
    let mut v = cx.e.reduce(sel, identity, &[1], combiner);
    let count = count_bags(cx, mask, bags, n, work);
    let cb = cx.e.broadcast_in_dim(count, &shape, &[0]);
    let z = cx.e.full(&shape, work, 0.0);
    let empty = cx.e.compare("EQ", cb, z);
    if mode == 1 {
        let one = cx.e.full(&shape, work, 1.0);
        let d = cx.e.select(empty, one, cb);
        v = cx.e.binary("stablehlo.divide", v, d);
    }
    v = cx.e.select(empty, z, v);
    let mut out = vec![t(cx.e.convert(v, elem))];
    // The unread bookkeeping results: zeros, never read (checked above).
    for i in 1..nres {
        let (s, e) = cx.result(i)?;
        out.push(t(cx.e.full(&s, e, 0.0)));
    }
    Ok(out)
}

/// How many positions each bag's mask holds, as `work`.
fn count_bags(cx: &mut Cx, mask: Value, bags: i64, n: i64, work: Type) -> Value {
    let ones = cx.e.full(&[bags, n], work, 1.0);
    let zeros = cx.e.full(&[bags, n], work, 0.0);
    let m = cx.e.select(mask, ones, zeros);
    cx.e.reduce(m, 0.0, &[1], "stablehlo.add")
}
