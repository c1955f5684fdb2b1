//! Order statistics: `median`, `nanmedian`, `kthvalue` (an element picked
//! from a stable sort along the dimension, NaN above every number) and
//! `searchsorted` (a count of the sequence's elements before each value),
//! `mode` (the commonest value, by counting equal pairs).

use super::super::Conv;
use super::index::{sorted, take_along};
use super::{t, Cx, Rule, R};
use ir::Value;

pub(in super::super) const RULES: &[Rule] = &[
    Rule {
        ops: &[
            "torch.aten.median",
            "torch.aten.median.dim",
            "torch.aten.nanmedian",
            "torch.aten.nanmedian.dim",
            "torch.aten.kthvalue",
        ],
        convert: pick,
    },
    Rule {
        ops: &[
            "torch.aten.searchsorted.Tensor",
            "torch.aten.bucketize.Tensor",
        ],
        convert: searchsorted,
    },
    Rule {
        ops: &["torch.aten.histc"],
        convert: histc,
    },
    Rule {
        ops: &["torch.aten.mode"],
        convert: mode,
    },
];

/// The count, along `d` kept as extent 1, of NaN in `x` (i64).
fn nans(cx: &mut Cx, x: Value, d: usize) -> Value {
    let s = cx.e.shape(x);
    let i64t = cx.i64t();
    let nan = cx.e.compare("NE", x, x);
    let n = cx.e.convert(nan, i64t);
    let c = cx.e.reduce(n, 0.0, &[d as i64], "stablehlo.add");
    let mut one = s;
    one[d] = 1;
    cx.e.reshape(c, &one)
}

/// `median(x[, dim, keepdim])`, `nanmedian(..)`, `kthvalue(x, k, dim,
/// keepdim)`: PyTorch's lower median (position (n-1)/2 of the sorted
/// values; a row holding NaN has NaN as its median, at its first NaN),
/// the median of a row's numbers ignoring NaN, the k-th smallest; with a
/// dimension, also the element's position in the input.
fn pick(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let kth = cx.name == "torch.aten.kthvalue";
    let nan_skipping = cx.name.starts_with("torch.aten.nanmedian");
    let whole = matches!(cx.name, "torch.aten.median" | "torch.aten.nanmedian");
    let r = cx.rank(x);
    let (x, d) = if whole || r == 0 {
        let n: i64 = cx.e.shape(x).iter().product();
        (cx.e.reshape(x, &[n]), 0usize)
    } else {
        let at = if kth { 2 } else { 1 };
        (x, cx.dim(at, r)? as usize)
    };
    let s = cx.e.shape(x);
    let n = s[d];
    if n == 0 {
        return cx.fail("an order statistic of an empty dimension");
    }
    let (v, i) = sorted(cx, x, d as i64, false);
    let mut one = s.clone();
    one[d] = 1;
    let i64t = cx.i64t();
    let float = {
        let e = cx.e.elem(x);
        cx.is_float(e)
    };
    // The position in the sorted row.
    let at = if kth {
        let k = cx.int(1)?;
        if k < 1 || k > n {
            return cx.fail(&format!(
                "k = {k} is out of range for a dimension of size {n}"
            ));
        }
        cx.e.full(&one, i64t, (k - 1) as f64)
    } else if !float {
        cx.e.full(&one, i64t, ((n - 1) / 2) as f64)
    } else {
        let c = nans(cx, x, d);
        let nn = cx.e.full(&one, i64t, n as f64);
        let numbers = cx.e.binary("stablehlo.subtract", nn, c);
        if nan_skipping {
            // (numbers - 1) / 2, at 0 when the row is all NaN.
            let one_ = cx.e.full(&one, i64t, 1.0);
            let two = cx.e.full(&one, i64t, 2.0);
            let m = cx.e.binary("stablehlo.subtract", numbers, one_);
            let h = cx.e.binary("stablehlo.divide", m, two);
            let z = cx.e.full(&one, i64t, 0.0);
            cx.e.binary("stablehlo.maximum", h, z)
        } else {
            // The first NaN when there is one.
            let mid = cx.e.full(&one, i64t, ((n - 1) / 2) as f64);
            let z = cx.e.full(&one, i64t, 0.0);
            let any = cx.e.compare("GT", c, z);
            cx.e.select(any, numbers, mid)
        }
    };
    let value = take_along(cx, v, at, d);
    let index = take_along(cx, i, at, d);
    value_and_index(cx, value, index)
}

/// `searchsorted(sorted_sequence, values, out_int32, right, side,
/// sorter)` and `bucketize(values, boundaries, out_int32, right)`: for
/// each value, how many elements of its row of the sequence
/// come before it (strictly less; at most it with `right`), NaN sorting
/// above every number.
fn searchsorted(cx: &mut Cx) -> R<Vec<Conv>> {
    // bucketize(values, boundaries, out_int32, right) is the same count.
    let (seq, vals, right) = if cx.name == "torch.aten.bucketize.Tensor" {
        (cx.tensor(1)?, cx.tensor(0)?, cx.bool_or(3, false)?)
    } else {
        if cx.opt_tensor(5)?.is_some() {
            return cx.fail("searchsorted with a sorter (a permutation of the sequence)");
        }
        let side_right =
            cx.nargs() > 4 && matches!(cx.arg(4), Ok(Conv::Str(ref s)) if s == "right");
        (
            cx.tensor(0)?,
            cx.tensor(1)?,
            cx.bool_or(3, false)? || side_right,
        )
    };
    let (rs, re) = cx.result(0)?;
    let ss = cx.e.shape(seq);
    let vs0 = cx.e.shape(vals);
    let vals = if vs0.is_empty() {
        cx.e.reshape(vals, &[1])
    } else {
        vals
    };
    let vs = cx.e.shape(vals);
    let Some(&n) = ss.last() else {
        return cx.fail("searchsorted of a 0-d sequence");
    };
    let m = *vs.last().unwrap_or(&1);
    let lead: Vec<i64> = vs[..vs.len() - 1].to_vec();
    if ss.len() > 1 && ss[..ss.len() - 1] != lead[..] {
        return cx.fail("searchsorted with sequence and values of different leading dimensions");
    }
    let mut full = lead.clone();
    full.push(m);
    full.push(n);
    let k = lead.len() as i64;
    // The sequence along the last dimension, the values along the one
    // before it.
    let seq_dims: Vec<i64> = if ss.len() > 1 {
        (0..k).chain([k + 1]).collect()
    } else {
        vec![k + 1]
    };
    let se = cx.e.elem(seq);
    let ve = cx.e.elem(vals);
    let common = if cx.is_float(se) { se } else { ve };
    let seq = cx.e.convert(seq, common);
    let vals = cx.e.convert(vals, common);
    let sb = cx.e.broadcast_in_dim(seq, &full, &seq_dims);
    let val_dims: Vec<i64> = (0..=k).collect();
    let vb = cx.e.broadcast_in_dim(vals, &full, &val_dims);
    let mut before = cx.e.compare(if right { "LE" } else { "LT" }, sb, vb);
    if cx.is_float(common) {
        // A NaN value comes after every number of the sequence.
        let vn = cx.e.compare("NE", vb, vb);
        let sn = cx.e.compare("NE", sb, sb);
        let nsn = cx.e.unary("stablehlo.not", sn);
        let after = cx.e.binary("stablehlo.and", vn, nsn);
        before = cx.e.binary("stablehlo.or", before, after);
    }
    let i64t = cx.i64t();
    let b = cx.e.convert(before, i64t);
    let c = cx.e.reduce(b, 0.0, &[k + 1], "stablehlo.add");
    let c = cx.e.convert(c, re);
    Ok(vec![t(cx.e.reshape(c, &rs))])
}

/// `histc(x, bins, min, max)`: how many elements fall in each of `bins`
/// equal bins over [min, max] (the data's own range when both are 0; the
/// top edge in the last bin; anything outside, and NaN, in none).
fn histc(cx: &mut Cx) -> R<Vec<Conv>> {
    let (rs, elem) = cx.result(0)?;
    let x = cx.tensor(0)?;
    let bins = cx.opt_int(1)?.unwrap_or(100);
    let (lo, hi) = (
        cx.opt_float(2)?.unwrap_or(0.0),
        cx.opt_float(3)?.unwrap_or(0.0),
    );
    if bins <= 0 {
        return cx.fail(&format!("histc with {bins} bins"));
    }
    let work = cx.accumulator(elem);
    let n: i64 = cx.e.shape(x).iter().product();
    if n == 0 {
        return Ok(vec![t(cx.e.full(&rs, elem, 0.0))]);
    }
    let x = cx.e.reshape(x, &[n]);
    let x = cx.e.convert(x, work);
    let (mut a, mut b) = (cx.e.full(&[], work, lo), cx.e.full(&[], work, hi));
    if lo == 0.0 && hi == 0.0 {
        a = cx.e.reduce(x, f64::INFINITY, &[0], "stablehlo.minimum");
        b = cx.e.reduce(x, f64::NEG_INFINITY, &[0], "stablehlo.maximum");
    }
    // An empty range widens by one on each side, as PyTorch does.
    let same = cx.e.compare("EQ", a, b);
    let one = cx.e.full(&[], work, 1.0);
    let a1 = cx.e.binary("stablehlo.subtract", a, one);
    let b1 = cx.e.binary("stablehlo.add", b, one);
    let a = cx.e.select(same, a1, a);
    let b = cx.e.select(same, b1, b);
    let ab = cx.e.broadcast_in_dim(a, &[n], &[]);
    let bb = cx.e.broadcast_in_dim(b, &[n], &[]);
    let nb = cx.e.full(&[n], work, bins as f64);
    let off = cx.e.binary("stablehlo.subtract", x, ab);
    let width = cx.e.binary("stablehlo.subtract", bb, ab);
    let scaled = cx.e.binary("stablehlo.multiply", off, nb);
    let q = cx.e.binary("stablehlo.divide", scaled, width);
    let bin = cx.e.unary("stablehlo.floor", q);
    let last = cx.e.full(&[n], work, (bins - 1) as f64);
    let bin = cx.e.binary("stablehlo.minimum", bin, last);
    let ge = cx.e.compare("GE", x, ab);
    let le = cx.e.compare("LE", x, bb);
    let inside = cx.e.binary("stablehlo.and", ge, le);
    let outside = cx.e.full(&[n], work, -1.0);
    let bin = cx.e.select(inside, bin, outside);
    // [n, bins]: element e in bin k.
    let spread = cx.e.broadcast_in_dim(bin, &[n, bins], &[0]);
    let k = cx.e.iota(&[n, bins], work, 1);
    let hit = cx.e.compare("EQ", spread, k);
    let c = cx.e.convert(hit, work);
    let counts = cx.e.reduce(c, 0.0, &[0], "stablehlo.add");
    let counts = cx.e.convert(counts, elem);
    Ok(vec![t(cx.e.reshape(counts, &rs))])
}

/// `mode(x, dim, keepdim)`: along `dim`, the value that occurs most often
/// (the smallest of those tied, as PyTorch's CPU kernel takes the first
/// group of its sorted row), and where it occurs: the last occurrence,
/// where PyTorch's sort of a short row (an insertion sort, which keeps
/// equal values in order) leaves it. Each element's count is the number
/// of equal elements in its row, from a comparison of all pairs (n² per
/// row, kept in one fused kernel).
fn mode(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let r = cx.rank(x);
    let (x, d) = if r == 0 {
        (cx.e.reshape(x, &[1]), 0usize)
    } else {
        let d = match cx.opt_int(1)? {
            Some(_) => cx.dim(1, r)? as usize,
            None => r as usize - 1,
        };
        (x, d)
    };
    let s = cx.e.shape(x);
    let n = s[d];
    if n == 0 {
        return cx.fail("the mode of an empty dimension");
    }
    let elem = cx.e.elem(x);
    let i64t = cx.i64t();
    // [.., n (i), .., n (j)]: element i of the row against element j.
    let mut pair = s.clone();
    pair.push(n);
    let rank = s.len() as i64;
    let xi =
        cx.e.broadcast_in_dim(x, &pair, &(0..rank).collect::<Vec<_>>());
    let j_dims: Vec<i64> = (0..rank)
        .map(|k| if k == d as i64 { rank } else { k })
        .collect();
    let xj = cx.e.broadcast_in_dim(x, &pair, &j_dims);
    let eq = cx.e.compare("EQ", xi, xj);
    let eq = cx.e.convert(eq, i64t);
    let count = cx.e.reduce(eq, 0.0, &[rank], "stablehlo.add"); // [s]
    let most = cx.e.reduce(count, 0.0, &[d as i64], "stablehlo.maximum");
    let keep: Vec<i64> = (0..rank).filter(|&k| k != d as i64).collect();
    let mb = cx.e.broadcast_in_dim(most, &s, &keep);
    let top = cx.e.compare("EQ", count, mb);
    let big = match cx.e.ctx.type_kind(elem) {
        ir::TypeKind::Float(_) => f64::INFINITY,
        ir::TypeKind::Integer { width: 1, .. } => 1.0,
        ir::TypeKind::Integer {
            width, signedness, ..
        } => {
            if matches!(signedness, ir::types::Signedness::Unsigned) {
                2f64.powi(*width as i32) - 1.0
            } else {
                2f64.powi(*width as i32 - 1) - 1.0
            }
        }
        _ => return cx.fail("needs a number type"),
    };
    let hi = cx.e.full(&s, elem, big);
    let cand = cx.e.select(top, x, hi);
    let value = cx.e.reduce(cand, big, &[d as i64], "stablehlo.minimum");
    let vb = cx.e.broadcast_in_dim(value, &s, &keep);
    let at = cx.e.compare("EQ", x, vb);
    let pos = cx.e.iota(&s, i64t, d);
    let none = cx.e.full(&s, i64t, -1.0);
    let pos = cx.e.select(at, pos, none);
    let index = cx.e.reduce(pos, -1.0, &[d as i64], "stablehlo.maximum");
    value_and_index(cx, value, index)
}

/// An order statistic's results: the value, and (when the op has it) the
/// index, each in its result's type and shape.
fn value_and_index(cx: &mut Cx, value: Value, index: Value) -> R<Vec<Conv>> {
    let (s0, e0) = cx.result(0)?;
    let value = cx.e.convert(value, e0);
    let mut out = vec![t(cx.e.reshape(value, &s0))];
    if cx.e.ctx.op(cx.op).results().len() > 1 {
        let (s1, e1) = cx.result(1)?;
        let index = cx.e.convert(index, e1);
        out.push(t(cx.e.reshape(index, &s1)));
    }
    Ok(out)
}
