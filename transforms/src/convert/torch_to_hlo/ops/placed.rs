//! Ops that place elements by position rather than by index tensors:
//! `unfold` (sliding windows along a dimension, each element at its
//! window and place in it), `diagonal_scatter` (a tensor written along a
//! diagonal), `masked_scatter` (a source's elements, in order, where a
//! mask is set) and `as_strided` (a contiguous tensor's elements at
//! strided positions) with its scatter.

use super::{t, Conv, Cx, Rule, R};
use ir::Value;

pub(in super::super) const RULES: &[Rule] = &[
    Rule {
        ops: &["torch.aten.unfold", "torch.aten.unfold_copy"],
        convert: unfold,
    },
    Rule {
        ops: &["torch.aten.diagonal_scatter"],
        convert: diagonal_scatter,
    },
    Rule {
        ops: &["torch.aten.masked_scatter"],
        convert: masked_scatter,
    },
    Rule {
        ops: &["torch.aten.as_strided_copy"],
        convert: as_strided,
    },
    Rule {
        ops: &["torch.aten.as_strided_scatter"],
        convert: as_strided_scatter,
    },
    Rule {
        ops: &["torch.aten.put"],
        convert: put,
    },
    Rule {
        ops: &["torch.aten.nonzero_static"],
        convert: nonzero_static,
    },
];

/// `nonzero_static(x, size, fill_value)`: the coordinates of the first
/// `size` nonzero elements in row-major order, one a row, the rows past
/// them `fill_value`: each nonzero element's coordinates (a constant
/// table) scattered to the row its running count gives; the others, and
/// those past `size`, land outside and are dropped.
fn nonzero_static(cx: &mut Cx) -> R<Vec<Conv>> {
    let (rs, elem) = cx.result(0)?;
    let x = cx.tensor(0)?;
    let xs = cx.e.shape(x);
    let size = cx.int(1)?;
    let fill = cx.opt_float(2)?.unwrap_or(-1.0);
    let r = xs.len() as i64;
    let n: i64 = xs.iter().product();
    let i64t = cx.i64t();
    let base = cx.e.full(&[size, r], i64t, fill);
    if n == 0 || size == 0 || r == 0 {
        return Ok(vec![t(cx.e.reshape(base, &rs))]);
    }
    let ex = cx.e.elem(x);
    let flat = cx.e.reshape(x, &[n]);
    let z = cx.e.full(&[n], ex, 0.0);
    let set = cx.e.compare("NE", flat, z);
    let ones = cx.e.convert(set, i64t);
    let count = cx.e.running(ones, 0, 0.0, "stablehlo.add");
    let one = cx.e.full(&[n], i64t, 1.0);
    let row = cx.e.binary("stablehlo.subtract", count, one);
    let past = cx.e.full(&[n], i64t, size as f64);
    let row = cx.e.select(set, row, past);
    let row = cx.e.reshape(row, &[n, 1]);
    // Each flat position's coordinates.
    let mut coords = Vec::with_capacity((n * r) as usize);
    for i in 0..n {
        let mut rest = i;
        let mut c = vec![0; xs.len()];
        for k in (0..xs.len()).rev() {
            c[k] = rest % xs[k];
            rest /= xs[k];
        }
        coords.extend(c.iter().map(|&v| v as f64));
    }
    let upd = cx.e.dense(&[n, r], i64t, &coords);
    let dn = dialects::stablehlo::attrs::ScatterDims {
        update_window_dims: vec![1],
        inserted_window_dims: vec![0],
        scatter_dims_to_operand_dims: vec![0],
        index_vector_dim: 1,
        ..Default::default()
    };
    let out = super::index::hlo_scatter(cx, base, row, upd, &dn, None);
    let out = cx.e.convert(out, elem);
    Ok(vec![t(cx.e.reshape(out, &rs))])
}

/// `put(x, index, source, accumulate)`: `source` written (or added) at
/// the flat positions `index` of `x` (negative from the end).
fn put(cx: &mut Cx) -> R<Vec<Conv>> {
    let (rs, elem) = cx.result(0)?;
    let x = cx.tensor(0)?;
    let x = cx.e.convert(x, elem);
    let idx = cx.tensor(1)?;
    let src = cx.tensor(2)?;
    let src = cx.e.convert(src, elem);
    let accumulate = cx.bool_or(3, false)?;
    let total: i64 = rs.iter().product();
    let n: i64 = cx.e.shape(idx).iter().product();
    if total == 0 || n == 0 {
        return Ok(vec![t(x)]);
    }
    let flat = cx.e.reshape(x, &[total]);
    let idx = cx.e.reshape(idx, &[n]);
    let src = cx.e.reshape(src, &[n]);
    let how = accumulate.then_some("sum");
    let out = super::index::scatter_into(cx, flat, 0, idx, src, how, true)?;
    Ok(vec![t(cx.e.reshape(out, &rs))])
}

/// The flat positions `as_strided(size, stride, offset)` reads of a
/// contiguous tensor: `offset + Σ i_k · stride_k` for each index of
/// `size`, as a constant of shape `size`.
fn strided_positions(cx: &mut Cx, at: usize, total: i64) -> R<Value> {
    let size = cx.ints(at)?;
    let stride = cx.ints(at + 1)?;
    let offset = cx.opt_int(at + 2)?.unwrap_or(0);
    if size.len() != stride.len() {
        return cx.fail("as_strided with sizes and strides of different lengths");
    }
    let n: i64 = size.iter().product();
    let mut pos = Vec::with_capacity(n as usize);
    for flat in 0..n {
        let (mut rest, mut p) = (flat, offset);
        for k in (0..size.len()).rev() {
            p += rest % size[k] * stride[k];
            rest /= size[k];
        }
        if p < 0 || (p >= total && total > 0) {
            return cx.fail(&format!(
                "as_strided reads element {p} of a tensor of {total}"
            ));
        }
        pos.push(p as f64);
    }
    let i64t = cx.i64t();
    Ok(cx.e.dense(&size, i64t, &pos))
}

/// `as_strided_copy(x, size, stride, storage_offset)` of a contiguous
/// tensor (what a functionalized graph hands over): its flat elements at
/// the strided positions.
fn as_strided(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let (rs, elem) = cx.result(0)?;
    let total: i64 = cx.e.shape(x).iter().product();
    let pos = strided_positions(cx, 1, total)?;
    if total == 0 || rs.iter().product::<i64>() == 0 {
        return Ok(vec![t(cx.e.full(&rs, elem, 0.0))]);
    }
    let flat = cx.e.reshape(x, &[total]);
    let v = cx.e.index_select(flat, pos, 0);
    Ok(vec![t(cx.e.reshape(v, &rs))])
}

/// `as_strided_scatter(x, src, size, stride, storage_offset)`: `x` with
/// the strided positions written from `src`.
fn as_strided_scatter(cx: &mut Cx) -> R<Vec<Conv>> {
    let (rs, elem) = cx.result(0)?;
    let x = cx.tensor(0)?;
    let x = cx.e.convert(x, elem);
    let src = cx.tensor(1)?;
    let src = cx.e.convert(src, elem);
    let total: i64 = rs.iter().product();
    let pos = strided_positions(cx, 2, total)?;
    let n: i64 = cx.e.shape(pos).iter().product();
    if total == 0 || n == 0 {
        return Ok(vec![t(x)]);
    }
    let flat = cx.e.reshape(x, &[total]);
    let pos = cx.e.reshape(pos, &[n]);
    let src = cx.e.reshape(src, &[n]);
    let out = super::index::scatter_into(cx, flat, 0, pos, src, None, true)?;
    Ok(vec![t(cx.e.reshape(out, &rs))])
}

/// `x.unfold(dim, size, step)`: window `i`'s element `k` is `x[.., i·step
/// + k, ..]`, the windows along `dim`, their elements a new last
/// dimension: a `torch_index_select` of constant positions, then the
/// window's dimension moved last.
fn unfold(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let (rs, _) = cx.result(0)?;
    let x = if cx.rank(x) == 0 {
        cx.e.reshape(x, &[1])
    } else {
        x
    };
    let xs = cx.e.shape(x);
    let r = xs.len() as i64;
    let d = cx.dim(1, r)? as usize;
    let (size, step) = (cx.int(2)?, cx.int(3)?);
    if size < 0 || step <= 0 || size > xs[d] {
        return cx.fail(&format!(
            "windows of {size} every {step} along a dimension of {}",
            xs[d]
        ));
    }
    let n = (xs[d] - size) / step + 1;
    let positions: Vec<f64> = (0..n)
        .flat_map(|i| (0..size).map(move |k| (i * step + k) as f64))
        .collect();
    let i64t = cx.i64t();
    let ids = cx.e.dense(&[n, size], i64t, &positions);
    let w = cx.e.index_select(x, ids, d);
    // [.., n, size, ..] -> [.., n, .., size]
    let mut perm: Vec<i64> = (0..=r).filter(|&a| a != d as i64 + 1).collect();
    perm.push(d as i64 + 1);
    let moved = cx.e.transpose(w, &perm);
    Ok(vec![t(cx.e.reshape(moved, &rs))])
}

/// `diagonal_scatter(x, src, offset, dim1, dim2)`: `x` with its diagonal
/// (the elements where `j - i = offset` along `dim1`, `dim2`) taken from
/// `src` (shaped as `x.diagonal(..)`: the other dimensions, then the
/// diagonal's), everything else kept: a select on the diagonal's mask of
/// `src` broadcast across the dimension the diagonal does not count.
fn diagonal_scatter(cx: &mut Cx) -> R<Vec<Conv>> {
    let (shape, elem) = cx.result(0)?;
    let x = cx.tensor(0)?;
    let x = cx.e.convert(x, elem);
    let src = cx.tensor(1)?;
    let src = cx.e.convert(src, elem);
    let r = shape.len() as i64;
    let offset = cx.opt_int(2)?.unwrap_or(0);
    let d1 = super::norm_dim(cx.opt_int(3)?.unwrap_or(0), r) as usize;
    let d2 = super::norm_dim(cx.opt_int(4)?.unwrap_or(1), r) as usize;
    if r < 2 || d1 == d2 || d1 >= r as usize || d2 >= r as usize {
        return cx.fail("diagonal_scatter needs two distinct dimensions");
    }
    // The diagonal counts along dim1 (offset >= 0) or dim2.
    let counted = if offset >= 0 { d1 } else { d2 };
    let ss = cx.e.shape(src);
    let len = *ss.last().unwrap_or(&0);
    let pad = shape[counted] - len;
    if pad < 0 {
        return cx.fail("diagonal_scatter's source is longer than the diagonal");
    }
    let z = cx.e.full(&[], elem, 0.0);
    let k = ss.len();
    let mut hi = vec![0; k];
    hi[k - 1] = pad;
    let src = cx.e.pad(src, z, &vec![0; k], &hi, &vec![0; k]);
    // src's dimensions in x: the others in order, the diagonal's at
    // `counted`; transposed into x's order, then broadcast.
    let others: Vec<i64> = (0..r as usize)
        .filter(|&a| a != d1 && a != d2)
        .map(|a| a as i64)
        .collect();
    let mut target: Vec<i64> = others.clone();
    target.push(counted as i64);
    let mut order: Vec<usize> = (0..k).collect();
    order.sort_by_key(|&a| target[a]);
    let perm: Vec<i64> = order.iter().map(|&a| a as i64).collect();
    let src = cx.e.transpose(src, &perm);
    let mut dims: Vec<i64> = target.clone();
    dims.sort();
    let wide = cx.e.broadcast_in_dim(src, &shape, &dims);
    let i64t = cx.i64t();
    let i = cx.e.iota(&shape, i64t, d1);
    let j = cx.e.iota(&shape, i64t, d2);
    let diff = cx.e.binary("stablehlo.subtract", j, i);
    let off = cx.e.full(&shape, i64t, offset as f64);
    let on = cx.e.compare("EQ", diff, off);
    Ok(vec![t(cx.e.select(on, wide, x))])
}

/// `masked_scatter(x, mask, source)`: where the mask (broadcast to `x`)
/// is set, the source's elements in order (the n-th set element takes
/// the source's n-th, its running count of set elements), else `x`.
fn masked_scatter(cx: &mut Cx) -> R<Vec<Conv>> {
    let (shape, elem) = cx.result(0)?;
    let x = cx.tensor(0)?;
    let x = cx.e.convert(x, elem);
    let mask = cx.tensor(1)?;
    let mask = cx.e.broadcast(mask, &shape);
    let src = cx.tensor(2)?;
    let src = cx.e.convert(src, elem);
    let n: i64 = shape.iter().product();
    let m: i64 = cx.e.shape(src).iter().product();
    if n == 0 || m == 0 {
        return Ok(vec![t(x)]);
    }
    let i64t = cx.i64t();
    let flat = cx.e.reshape(mask, &[n]);
    let ones = cx.e.convert(flat, i64t);
    let count = cx.e.running(ones, 0, 0.0, "stablehlo.add");
    let one = cx.e.full(&[n], i64t, 1.0);
    let at = cx.e.binary("stablehlo.subtract", count, one);
    let z = cx.e.full(&[n], i64t, 0.0);
    let hi = cx.e.full(&[n], i64t, (m - 1) as f64);
    let at = cx.e.binary("stablehlo.maximum", at, z);
    let at = cx.e.binary("stablehlo.minimum", at, hi);
    let src = cx.e.reshape(src, &[m]);
    let taken = cx.e.index_select(src, at, 0);
    let taken = cx.e.reshape(taken, &shape);
    Ok(vec![t(cx.e.select(mask, taken, x))])
}
