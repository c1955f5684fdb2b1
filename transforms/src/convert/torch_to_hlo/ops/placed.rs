//! Ops that place elements by position rather than by index tensors:
//! `unfold` (sliding windows along a dimension, each element at its
//! window and place in it), `diagonal_scatter` (a tensor written along a
//! diagonal) and `masked_scatter` (a source's elements, in order, where a
//! mask is set).

use super::{t, Conv, Cx, Rule, R};

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
];

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
    let mut picked = xs.clone();
    picked.splice(d..=d, [n, size]);
    let elem = cx.e.elem(x);
    let ty = super::tensor_ty(cx.e.ctx, &picked, elem);
    let da = cx.e.int_attr(64, d as i64);
    let bd = cx.e.int_attr(64, 0);
    let w = cx.e.op(
        "stablehlo.torch_index_select",
        &[x, ids],
        &[ty],
        vec![("dim", da), ("batch_dims", bd)],
    )[0];
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
    let ty = super::tensor_ty(cx.e.ctx, &[n], elem);
    let da = cx.e.int_attr(64, 0);
    let bd = cx.e.int_attr(64, 0);
    let taken = cx.e.op(
        "stablehlo.torch_index_select",
        &[src, at],
        &[ty],
        vec![("dim", da), ("batch_dims", bd)],
    )[0];
    let taken = cx.e.reshape(taken, &shape);
    Ok(vec![t(cx.e.select(mask, taken, x))])
}
