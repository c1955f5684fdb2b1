//! p-norm distances: `dist(a, b, p)` (of the whole difference),
//! `_cdist_forward(x1, x2, p, ..)` (every row of one against every row
//! of the other) and `_pdist_forward(x, p)` (every pair of rows, i < j,
//! in order); accumulated in f32 for the 16-bit floats.

use super::{t, Conv, Cx, Rule, R};
use ir::{Type, Value};

pub(in super::super) const RULES: &[Rule] = &[
    Rule {
        ops: &["torch.aten.dist"],
        convert: dist,
    },
    Rule {
        ops: &["torch.aten._cdist_forward"],
        convert: cdist,
    },
    Rule {
        ops: &["torch.aten._pdist_forward"],
        convert: pdist,
    },
];

/// The p-norm of `d` over `dims` (p = 0 counts the nonzero elements,
/// ±inf the largest or smallest magnitude).
fn pnorm(cx: &mut Cx, d: Value, dims: &[i64], p: f64, work: Type) -> Value {
    let s = cx.e.shape(d);
    let a = cx.e.unary("stablehlo.abs", d);
    if p == f64::INFINITY {
        return cx.e.reduce(a, f64::NEG_INFINITY, dims, "stablehlo.maximum");
    }
    if p == f64::NEG_INFINITY {
        return cx.e.reduce(a, f64::INFINITY, dims, "stablehlo.minimum");
    }
    if p == 0.0 {
        let z = cx.e.full(&s, work, 0.0);
        let nz = cx.e.compare("NE", a, z);
        let c = cx.e.convert(nz, work);
        return cx.e.reduce(c, 0.0, dims, "stablehlo.add");
    }
    let powered = if p == 1.0 {
        a
    } else if p == 2.0 {
        cx.e.binary("stablehlo.multiply", a, a)
    } else {
        let pe = cx.e.full(&s, work, p);
        cx.e.binary("stablehlo.power", a, pe)
    };
    let sum = cx.e.reduce(powered, 0.0, dims, "stablehlo.add");
    let ss = cx.e.shape(sum);
    if p == 1.0 {
        sum
    } else if p == 2.0 {
        cx.e.unary("stablehlo.sqrt", sum)
    } else {
        let inv = cx.e.full(&ss, work, 1.0 / p);
        cx.e.binary("stablehlo.power", sum, inv)
    }
}

fn dist(cx: &mut Cx) -> R<Vec<Conv>> {
    let (rs, elem) = cx.result(0)?;
    let a = cx.tensor(0)?;
    let b = cx.tensor(1)?;
    let p = cx.opt_float(2)?.unwrap_or(2.0);
    let work = cx.accumulator(elem);
    let (sa, sb) = (cx.e.shape(a), cx.e.shape(b));
    let shape = ir::types::broadcast_shapes(&sa, &sb).ok_or_else(|| {
        super::super::legalize_err(cx.e.ctx, cx.op, "operands that do not broadcast")
    })?;
    let a = cx.e.convert(a, work);
    let b = cx.e.convert(b, work);
    let a = cx.e.broadcast(a, &shape);
    let b = cx.e.broadcast(b, &shape);
    let d = cx.e.binary("stablehlo.subtract", a, b);
    let all: Vec<i64> = (0..shape.len() as i64).collect();
    let n = pnorm(cx, d, &all, p, work);
    let n = cx.e.convert(n, elem);
    Ok(vec![t(cx.e.reshape(n, &rs))])
}

fn cdist(cx: &mut Cx) -> R<Vec<Conv>> {
    let (rs, elem) = cx.result(0)?;
    let x1 = cx.tensor(0)?;
    let x2 = cx.tensor(1)?;
    let p = cx.float(2)?;
    let work = cx.accumulator(elem);
    let (s1, s2) = (cx.e.shape(x1), cx.e.shape(x2));
    if s1.len() < 2 || s2.len() < 2 {
        return cx.fail("cdist of tensors of rank below 2");
    }
    let (pr, m) = (s1[s1.len() - 2], s1[s1.len() - 1]);
    let rr = s2[s2.len() - 2];
    // [.., P, R, M]: x1 along P, x2 along R.
    let mut full = rs.clone();
    full.push(m);
    let k = full.len() as i64;
    let lead = k - 3;
    let x1 = cx.e.convert(x1, work);
    let x2 = cx.e.convert(x2, work);
    let mut s1b: Vec<i64> = rs[..lead as usize].to_vec();
    s1b.extend([pr, m]);
    let mut s2b: Vec<i64> = rs[..lead as usize].to_vec();
    s2b.extend([rr, m]);
    let x1 = cx.e.broadcast(x1, &s1b);
    let x2 = cx.e.broadcast(x2, &s2b);
    let d1: Vec<i64> = (0..lead).chain([k - 3, k - 1]).collect();
    let d2: Vec<i64> = (0..lead).chain([k - 2, k - 1]).collect();
    let a = cx.e.broadcast_in_dim(x1, &full, &d1);
    let b = cx.e.broadcast_in_dim(x2, &full, &d2);
    let d = cx.e.binary("stablehlo.subtract", a, b);
    let n = pnorm(cx, d, &[k - 1], p, work);
    let n = cx.e.convert(n, elem);
    Ok(vec![t(cx.e.reshape(n, &rs))])
}

fn pdist(cx: &mut Cx) -> R<Vec<Conv>> {
    let (rs, elem) = cx.result(0)?;
    let x = cx.tensor(0)?;
    let p = cx.opt_float(1)?.unwrap_or(2.0);
    let work = cx.accumulator(elem);
    let s = cx.e.shape(x);
    let [n, _] = s[..] else {
        return cx.fail("pdist of a tensor that is not a matrix");
    };
    let pairs: Vec<(i64, i64)> = (0..n)
        .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
        .collect();
    let np = pairs.len() as i64;
    if np == 0 {
        return Ok(vec![t(cx.e.full(&rs, elem, 0.0))]);
    }
    let i64t = cx.i64t();
    let x = cx.e.convert(x, work);
    let mut rows = Vec::new();
    for pick in [0, 1] {
        let ids: Vec<f64> = pairs
            .iter()
            .map(|&(i, j)| if pick == 0 { i } else { j } as f64)
            .collect();
        let ids = cx.e.dense(&[np], i64t, &ids);
        rows.push(cx.e.index_select(x, ids, 0));
    }
    let d = cx.e.binary("stablehlo.subtract", rows[0], rows[1]);
    let out = pnorm(cx, d, &[1], p, work);
    let out = cx.e.convert(out, elem);
    Ok(vec![t(cx.e.reshape(out, &rs))])
}
