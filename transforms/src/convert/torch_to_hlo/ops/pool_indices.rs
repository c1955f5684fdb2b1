//! Max pooling with the positions of its maxima (`max_pool*_with_indices`,
//! `adaptive_max_pool*`, whose windows may differ in size): each window's
//! elements gathered into a last dimension (one `torch_index_select` of
//! constant positions per spatial dimension), the places a window does
//! not cover (padding, a shorter adaptive window) at the lowest value,
//! then the maximum with its place (a two-operand reduce: the first of
//! equal maxima, a NaN over any number), the place turned into the flat
//! spatial index PyTorch returns.

use super::index::take_along;
use super::reduce::arg_reduce;
use super::{Cx, R};
use ir::Value;

/// One spatial dimension: each output's window (its first input position,
/// possibly negative in the padding, and its length), the dilation, and
/// the input's extent.
pub(super) struct Windows {
    pub starts: Vec<(i64, i64)>,
    pub dilation: i64,
    pub extent: i64,
}

/// (values, i64 flat spatial indices) of max pooling `x` (its last
/// `dims.len()` dimensions spatial) over the windows, `low` the lowest
/// value of its elements.
pub(super) fn max_with_indices(
    cx: &mut Cx,
    x: Value,
    dims: &[Windows],
    low: f64,
) -> R<(Value, Value)> {
    let xs = cx.e.shape(x);
    let n = dims.len();
    let lead = xs.len() - n;
    let i64t = cx.i64t();
    let elem = cx.e.elem(x);
    let ks: Vec<i64> = dims
        .iter()
        .map(|w| w.starts.iter().map(|s| s.1).max().unwrap_or(0).max(1))
        .collect();
    let os: Vec<i64> = dims.iter().map(|w| w.starts.len() as i64).collect();
    // Gather each spatial dimension's windows: [.., O_i, K_i, ..].
    let mut p = x;
    for (i, w) in dims.iter().enumerate() {
        let mut pos = Vec::new();
        for &(st, _) in &w.starts {
            for k in 0..ks[i] {
                pos.push((st + k * w.dilation).clamp(0, w.extent - 1) as f64);
            }
        }
        let ids = cx.e.dense(&[os[i], ks[i]], i64t, &pos);
        p = cx.e.index_select(p, ids, lead + 2 * i);
    }
    // [.., O.., K..] then the windows' places flattened last.
    let mut perm: Vec<i64> = (0..lead as i64).collect();
    perm.extend((0..n).map(|i| (lead + 2 * i) as i64));
    perm.extend((0..n).map(|i| (lead + 2 * i + 1) as i64));
    let p = cx.e.transpose(p, &perm);
    let ktot: i64 = ks.iter().product();
    let mut flat_shape: Vec<i64> = xs[..lead].to_vec();
    flat_shape.extend(&os);
    flat_shape.push(ktot);
    let p = cx.e.reshape(p, &flat_shape);
    // Which places a window covers, and their flat spatial index.
    let outs: i64 = os.iter().product();
    let mut valid = Vec::with_capacity((outs * ktot) as usize);
    let mut flat = Vec::with_capacity((outs * ktot) as usize);
    for o in 0..outs {
        let mut oi = vec![0; n];
        let mut r = o;
        for i in (0..n).rev() {
            oi[i] = r % os[i];
            r /= os[i];
        }
        for k in 0..ktot {
            let mut ki = vec![0; n];
            let mut r = k;
            for i in (0..n).rev() {
                ki[i] = r % ks[i];
                r /= ks[i];
            }
            let (mut ok, mut f) = (true, 0i64);
            for i in 0..n {
                let (st, len) = dims[i].starts[oi[i] as usize];
                let c = st + ki[i] * dims[i].dilation;
                ok &= ki[i] < len && c >= 0 && c < dims[i].extent;
                f = f * dims[i].extent + c.clamp(0, dims[i].extent - 1);
            }
            valid.push(if ok { 1.0 } else { 0.0 });
            flat.push(f as f64);
        }
    }
    let mut table_shape = os.clone();
    table_shape.push(ktot);
    let i1 = cx.i1();
    let vt = cx.e.dense(&table_shape, i1, &valid);
    let ft = cx.e.dense(&table_shape, i64t, &flat);
    let tail: Vec<i64> = (lead as i64..flat_shape.len() as i64).collect();
    let vb = cx.e.broadcast_in_dim(vt, &flat_shape, &tail);
    let lowest = cx.e.full(&flat_shape, elem, low);
    let masked = cx.e.select(vb, p, lowest);
    let last = flat_shape.len() as i64 - 1;
    let (vals, k) = arg_reduce(cx, masked, last, true);
    let fb = cx.e.broadcast_in_dim(ft, &flat_shape, &tail);
    let mut one = flat_shape.clone();
    *one.last_mut().expect("a window dimension") = 1;
    let k = cx.e.reshape(k, &one);
    let idx = take_along(cx, fb, k, last as usize);
    let out: Vec<i64> = flat_shape[..flat_shape.len() - 1].to_vec();
    Ok((vals, cx.e.reshape(idx, &out)))
}
