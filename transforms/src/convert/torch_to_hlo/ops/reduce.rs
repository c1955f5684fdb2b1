//! Reductions: sums, means, products, extrema, logic, their indices
//! (argmax, `max.dim`), running sums and products, `logsumexp`,
//! variances and norms. 16-bit floats accumulate in f32 and round once at
//! the end, as PyTorch's CPU kernels do.

use super::{is_bool, norm_dim, t, tensor_ty, Conv, Cx, Rule, R};
use ir::{Type, TypeKind, Value};

pub(in super::super) const RULES: &[Rule] = &[
    Rule {
        ops: &[
            "torch.aten.sum.dim_IntList",
            "torch.aten.sum",
            "torch.aten.mean.dim",
            "torch.aten.mean",
            "torch.aten.amax",
            "torch.aten.amin",
            "torch.aten.max",
            "torch.aten.min",
            "torch.aten.all",
            "torch.aten.all.dim",
            "torch.aten.all.dims",
            "torch.aten.any",
            "torch.aten.any.dim",
            "torch.aten.any.dims",
            "torch.aten.prod",
            "torch.aten.prod.dim_int",
            "torch.aten.count_nonzero",
            "torch.aten.count_nonzero.dim_IntList",
            "torch.aten.nansum",
            "torch.prims.sum",
        ],
        convert: reduce,
    },
    Rule {
        ops: &[
            "torch.aten.cumsum",
            "torch.aten.cumprod",
            "torch.aten.cummax",
            "torch.aten.cummin",
            "torch.aten.logcumsumexp",
        ],
        convert: scan,
    },
    Rule {
        ops: &[
            "torch.aten.argmax",
            "torch.aten.argmin",
            "torch.aten.max.dim",
            "torch.aten.min.dim",
            "torch.aten.aminmax",
        ],
        convert: arg_extreme,
    },
    Rule {
        ops: &["torch.aten.logsumexp"],
        convert: logsumexp,
    },
    Rule {
        ops: &[
            "torch.aten.var.dim",
            "torch.aten.std.dim",
            "torch.aten.std.correction",
            "torch.aten.std",
            "torch.aten.var",
            "torch.aten.std_mean.correction",
        ],
        convert: variance,
    },
    Rule {
        ops: &[
            "torch.aten.linalg_vector_norm",
            "torch.aten.norm.ScalarOpt_dim",
            "torch.aten.norm.Scalar",
            "torch.aten.frobenius_norm.dim",
        ],
        convert: norm,
    },
];

/// The dimensions a reduction's operand `i` names (all of them when it is
/// absent, `None` or empty), normalized and sorted.
fn dims_of(cx: &Cx, i: usize, rank: i64) -> R<Vec<i64>> {
    let given = if i < cx.nargs() {
        match cx.arg(i)? {
            Conv::None => None,
            c => c.ints(),
        }
    } else {
        None
    };
    let mut dims: Vec<i64> = match given {
        Some(d) if !d.is_empty() => {
            let mut out = Vec::new();
            for v in d {
                let n = norm_dim(v, rank);
                if n < 0 || n >= rank.max(1) {
                    return cx.fail(&format!(
                        "dimension {v} is out of range for a tensor of rank {rank}"
                    ));
                }
                if rank > 0 {
                    out.push(n);
                }
            }
            out
        }
        _ => (0..rank).collect(),
    };
    dims.sort();
    dims.dedup();
    Ok(dims)
}

/// The smallest or largest value of `elem` (the start of a max or min).
fn extreme(cx: &Cx, elem: Type, low: bool) -> f64 {
    match cx.e.ctx.type_kind(elem) {
        TypeKind::Integer { width: 1, .. } => f64::from(u8::from(!low)),
        TypeKind::Integer { width, signedness } => {
            let unsigned = matches!(signedness, ir::types::Signedness::Unsigned);
            match (low, unsigned) {
                (true, true) => 0.0,
                (false, true) => 2f64.powi(*width as i32) - 1.0,
                (true, false) => -(2f64.powi(*width as i32 - 1)),
                (false, false) => 2f64.powi(*width as i32 - 1) - 1.0,
            }
        }
        _ => {
            if low {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            }
        }
    }
}

fn reduce(cx: &mut Cx) -> R<Vec<Conv>> {
    let (shape, elem) = cx.result(0)?;
    let x = cx.tensor(0)?;
    let r = cx.rank(x);
    let short = cx
        .name
        .trim_start_matches("torch.aten.")
        .trim_start_matches("torch.prims.")
        .to_string();
    let dims = match short.as_str() {
        // The whole tensor (a second operand, if any, is a dtype).
        "sum" | "mean" | "max" | "min" | "all" | "any" | "prod" => (0..r).collect(),
        "all.dim" | "any.dim" | "prod.dim_int" => {
            if r == 0 {
                vec![]
            } else {
                vec![cx.dim(1, r)?]
            }
        }
        _ => dims_of(cx, 1, r)?,
    };
    let xs = cx.e.shape(x);
    let kind = short.split('.').next().unwrap_or("").to_string();
    let xe = cx.e.elem(x);
    let v = match kind.as_str() {
        "amax" | "max" | "amin" | "min" => {
            let max = kind.ends_with("max");
            let init = extreme(cx, xe, max);
            let comb = match (is_bool(cx.e.ctx, xe), max) {
                (true, true) => "stablehlo.or",
                (true, false) => "stablehlo.and",
                (false, true) => "stablehlo.maximum",
                (false, false) => "stablehlo.minimum",
            };
            cx.e.reduce(x, init, &dims, comb)
        }
        "all" | "any" => {
            let xs_ = xs.clone();
            let b = truth(cx, x, &xs_);
            let (init, comb) = if kind == "all" {
                (1.0, "stablehlo.and")
            } else {
                (0.0, "stablehlo.or")
            };
            cx.e.reduce(b, init, &dims, comb)
        }
        "count_nonzero" => {
            let xs_ = xs.clone();
            let b = truth(cx, x, &xs_);
            let i64t = cx.i64t();
            let n = cx.e.convert(b, i64t);
            cx.e.reduce(n, 0.0, &dims, "stablehlo.add")
        }
        _ => {
            // Sums, means and products in the result's type (the `dtype`
            // argument), accumulated in f32 for 16-bit floats; a sum of
            // bools counts in the result's integer type.
            let work = cx.accumulator(elem);
            let mut xw = cx.e.convert(x, work);
            if kind == "nansum" && cx.is_float(work) {
                let nan = cx.e.compare("NE", xw, xw);
                let z = cx.e.full(&xs, work, 0.0);
                xw = cx.e.select(nan, z, xw);
            }
            let (init, comb) = if kind == "prod" {
                (1.0, "stablehlo.multiply")
            } else {
                (0.0, "stablehlo.add")
            };
            let comb = if is_bool(cx.e.ctx, work) && kind == "prod" {
                "stablehlo.and"
            } else {
                comb
            };
            let comb = if is_bool(cx.e.ctx, work) && comb == "stablehlo.add" {
                "stablehlo.or"
            } else {
                comb
            };
            let mut v = cx.e.reduce(xw, init, &dims, comb);
            if kind == "mean" {
                if !cx.is_float(work) {
                    return cx.fail("mean needs a floating-point result");
                }
                let count: i64 = dims.iter().map(|&d| xs[d as usize]).product();
                let vs = cx.e.shape(v);
                let c = cx.e.full(&vs, work, count as f64);
                v = cx.e.binary("stablehlo.divide", v, c);
            }
            v
        }
    };
    let v = cx.e.convert(v, elem);
    Ok(vec![t(cx.e.reshape(v, &shape))])
}

/// A tensor as booleans: itself if `i1`, else `x != 0`.
fn truth(cx: &mut Cx, x: Value, shape: &[i64]) -> Value {
    let ex = cx.e.elem(x);
    if is_bool(cx.e.ctx, ex) {
        return x;
    }
    let z = cx.e.full(shape, ex, 0.0);
    cx.e.compare("NE", x, z)
}

/// Running sums, products, extrema along a dimension: a `reduce_window`
/// whose window covers everything up to each element (padded at the
/// front with the combiner's identity).
fn scan(cx: &mut Cx) -> R<Vec<Conv>> {
    let (shape, elem) = cx.result(0)?;
    let x = cx.tensor(0)?;
    let r = shape.len() as i64;
    let short = cx.name.trim_start_matches("torch.aten.");
    let d = if r == 0 { 0 } else { cx.dim(1, r)? as usize };
    if matches!(short, "cummax" | "cummin") {
        return running_extreme(cx, x, d, short == "cummax");
    }
    if r == 0 {
        let v = cx.e.convert(x, elem);
        return Ok(vec![t(v)]);
    }
    let work = cx.accumulator(elem);
    let mut xw = cx.e.convert(x, work);
    let (init, comb) = match short {
        "cumprod" => (1.0, "stablehlo.multiply"),
        "logcumsumexp" => (f64::NEG_INFINITY, "logaddexp"),
        _ => (0.0, "stablehlo.add"),
    };
    let v = if comb == "logaddexp" {
        // log(cumsum(exp(x - m))) + m with m the maximum along the
        // dimension, so the exponentials cannot overflow.
        let m =
            cx.e.reduce(xw, f64::NEG_INFINITY, &[d as i64], "stablehlo.maximum");
        let keep: Vec<i64> = (0..r).filter(|&k| k != d as i64).collect();
        let mb = cx.e.broadcast_in_dim(m, &shape, &keep);
        let finite = {
            let a = cx.e.unary("stablehlo.abs", mb);
            let inf = cx.e.full(&shape, work, f64::INFINITY);
            cx.e.compare("LT", a, inf)
        };
        let z = cx.e.full(&shape, work, 0.0);
        let mb = cx.e.select(finite, mb, z);
        xw = cx.e.binary("stablehlo.subtract", xw, mb);
        let ex = cx.e.unary("stablehlo.exponential", xw);
        let s = cx.e.running(ex, d, 0.0, "stablehlo.add");
        let l = cx.e.unary("stablehlo.log", s);
        cx.e.binary("stablehlo.add", l, mb)
    } else {
        cx.e.running(xw, d, init, comb)
    };
    Ok(vec![t(cx.e.convert(v, elem))])
}

/// `cummax`/`cummin(x, dim)`: the running extreme (NaN, once seen,
/// staying), and for each element the last position up to it holding
/// that extreme, as PyTorch's kernel keeps it (`>=`): the latest of the
/// positions j <= i whose element equals the running value at i (NaN
/// equal to NaN), found over every pair (quadratic in the dimension).
fn running_extreme(cx: &mut Cx, x: Value, d: usize, max: bool) -> R<Vec<Conv>> {
    let (s0, e0) = cx.result(0)?;
    let (s1, e1) = cx.result(1)?;
    let x = if cx.rank(x) == 0 {
        cx.e.reshape(x, &[1])
    } else {
        x
    };
    let shape = cx.e.shape(x);
    let ex = cx.e.elem(x);
    let (init, comb) = if max {
        (f64::NEG_INFINITY, "stablehlo.maximum")
    } else {
        (f64::INFINITY, "stablehlo.minimum")
    };
    let init = if cx.is_float(ex) {
        init
    } else if max {
        -9.2e18
    } else {
        9.2e18
    };
    let run = cx.e.running(x, d, init, comb);
    // Pairs (.., i, .., j): the element at j, the running value at i.
    let r = shape.len() as i64;
    let mut full = shape.clone();
    full.push(shape[d]);
    let xd: Vec<i64> = (0..r).map(|k| if k == d as i64 { r } else { k }).collect();
    let xj = cx.e.broadcast_in_dim(x, &full, &xd);
    let own: Vec<i64> = (0..r).collect();
    let ri = cx.e.broadcast_in_dim(run, &full, &own);
    let mut same = cx.e.compare("EQ", xj, ri);
    if cx.is_float(ex) {
        let a = cx.e.compare("NE", xj, xj);
        let b = cx.e.compare("NE", ri, ri);
        let both = cx.e.binary("stablehlo.and", a, b);
        same = cx.e.binary("stablehlo.or", same, both);
    }
    let i64t = cx.i64t();
    let j = cx.e.iota(&full, i64t, r as usize);
    let i = cx.e.iota(&full, i64t, d);
    let upto = cx.e.compare("LE", j, i);
    let hit = cx.e.binary("stablehlo.and", same, upto);
    let none = cx.e.full(&full, i64t, -1.0);
    let at = cx.e.select(hit, j, none);
    let idx = cx.e.reduce(at, -1.0, &[r], "stablehlo.maximum");
    let v = cx.e.convert(run, e0);
    let idx = cx.e.convert(idx, e1);
    Ok(vec![t(cx.e.reshape(v, &s0)), t(cx.e.reshape(idx, &s1))])
}

/// The position of the maximum (or minimum) along a dimension, and with
/// `max.dim`/`min.dim` the value too: a two-operand `reduce` over
/// (value, index) pairs that keeps the larger value, a NaN over any
/// number, and the lower index among equals, as PyTorch does.
fn arg_extreme(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let short = cx.name.trim_start_matches("torch.aten.").to_string();
    if short == "aminmax" {
        return aminmax(cx, x);
    }
    let is_max = short.contains("max");
    let xs = cx.e.shape(x);
    let r = xs.len() as i64;
    let whole = cx.opt_int(1)?.is_none();
    let (x, d) = if whole {
        let n: i64 = xs.iter().product();
        (cx.e.reshape(x, &[n]), 0)
    } else if r == 0 {
        (cx.e.reshape(x, &[1]), 0)
    } else {
        (x, cx.dim(1, r)?)
    };
    if cx.e.shape(x)[d as usize] == 0 {
        return cx.fail("argmax/argmin of an empty dimension");
    }
    let (vals, idx) = arg_reduce(cx, x, d, is_max);
    let values_too = short.ends_with(".dim");
    let (ishape, ielem) = cx.result(if values_too { 1 } else { 0 })?;
    let idx = cx.e.convert(idx, ielem);
    let idx = cx.e.reshape(idx, &ishape);
    if values_too {
        let (vshape, velem) = cx.result(0)?;
        let v = cx.e.convert(vals, velem);
        let v = cx.e.reshape(v, &vshape);
        return Ok(vec![t(v), t(idx)]);
    }
    Ok(vec![t(idx)])
}

/// (values, i64 indices) of the extreme of `x` along `d`.
pub(super) fn arg_reduce(cx: &mut Cx, x: Value, d: i64, is_max: bool) -> (Value, Value) {
    let xs = cx.e.shape(x);
    let xe = cx.e.elem(x);
    let i64t = cx.i64t();
    let iota = cx.e.iota(&xs, i64t, d as usize);
    let init_v = extreme(cx, xe, is_max);
    let float = cx.is_float(xe);
    let out: Vec<i64> = xs
        .iter()
        .enumerate()
        .filter(|&(k, _)| k as i64 != d)
        .map(|(_, &n)| n)
        .collect();
    let iv = cx.e.splat(&[], xe, init_v);
    let ii = cx.e.splat(&[], i64t, 0.0);
    let region = cx.e.region(&[xe, i64t, xe, i64t], |em, a| {
        let (av, ai, bv, bi) = (a[0], a[1], a[2], a[3]);
        let better = em.compare(if is_max { "GT" } else { "LT" }, av, bv);
        let eq = em.compare("EQ", av, bv);
        let lower = em.compare("LT", ai, bi);
        let tie = em.binary("stablehlo.and", eq, lower);
        let mut pick_a = em.binary("stablehlo.or", better, tie);
        if float {
            // A NaN beats any number; between two NaNs the lower index.
            let a_nan = em.compare("NE", av, av);
            let b_nan = em.compare("NE", bv, bv);
            let not_b = em.unary("stablehlo.not", b_nan);
            let a_only = em.binary("stablehlo.and", a_nan, not_b);
            let both = em.binary("stablehlo.and", a_nan, b_nan);
            let both_lower = em.binary("stablehlo.and", both, lower);
            let nan_pick = em.binary("stablehlo.or", a_only, both_lower);
            let no_nan_b = em.binary("stablehlo.and", pick_a, not_b);
            pick_a = em.binary("stablehlo.or", no_nan_b, nan_pick);
        }
        let v = em.select(pick_a, av, bv);
        let i = em.select(pick_a, ai, bi);
        vec![v, i]
    });
    let vt = tensor_ty(cx.e.ctx, &out, xe);
    let it = tensor_ty(cx.e.ctx, &out, i64t);
    let da = cx.e.i64s(&[d]);
    let rs = cx.e.op_with_regions(
        "stablehlo.reduce",
        &[x, iota, iv, ii],
        &[vt, it],
        vec![("dimensions", da)],
        vec![region],
    );
    (rs[0], rs[1])
}

fn aminmax(cx: &mut Cx, x: Value) -> R<Vec<Conv>> {
    let r = cx.rank(x);
    let dims: Vec<i64> = match cx.opt_int(1)? {
        Some(_) if r > 0 => vec![cx.dim(1, r)?],
        _ => (0..r).collect(),
    };
    let xe = cx.e.elem(x);
    let lo = extreme(cx, xe, true);
    let hi = extreme(cx, xe, false);
    let mn = cx.e.reduce(x, hi, &dims, "stablehlo.minimum");
    let mx = cx.e.reduce(x, lo, &dims, "stablehlo.maximum");
    let (s0, _) = cx.result(0)?;
    let (s1, _) = cx.result(1)?;
    let mn = cx.e.reshape(mn, &s0);
    let mx = cx.e.reshape(mx, &s1);
    Ok(vec![t(mn), t(mx)])
}

/// `logsumexp(x, dims, keepdim)`: `m + log(sum(exp(x - m)))` with `m` the
/// maximum (0 where it is infinite), computed in f32 for 16-bit floats.
fn logsumexp(cx: &mut Cx) -> R<Vec<Conv>> {
    let (shape, elem) = cx.result(0)?;
    let x = cx.tensor(0)?;
    let r = cx.rank(x);
    let dims = dims_of(cx, 1, r)?;
    let work = cx.accumulator(elem);
    let xw = cx.e.convert(x, work);
    let xs = cx.e.shape(xw);
    let m =
        cx.e.reduce(xw, f64::NEG_INFINITY, &dims, "stablehlo.maximum");
    let ms = cx.e.shape(m);
    let a = cx.e.unary("stablehlo.abs", m);
    let inf = cx.e.full(&ms, work, f64::INFINITY);
    let finite = cx.e.compare("LT", a, inf);
    let z = cx.e.full(&ms, work, 0.0);
    let m = cx.e.select(finite, m, z);
    let keep: Vec<i64> = (0..r).filter(|d| !dims.contains(d)).collect();
    let mb = cx.e.broadcast_in_dim(m, &xs, &keep);
    let d = cx.e.binary("stablehlo.subtract", xw, mb);
    let e = cx.e.unary("stablehlo.exponential", d);
    let s = cx.e.reduce(e, 0.0, &dims, "stablehlo.add");
    let l = cx.e.unary("stablehlo.log", s);
    let v = cx.e.binary("stablehlo.add", l, m);
    let v = cx.e.convert(v, elem);
    Ok(vec![t(cx.e.reshape(v, &shape))])
}

/// Variance and standard deviation with a correction (Bessel's by
/// default): `sum((x - mean)²) / (n - correction)`.
fn variance(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let r = cx.rank(x);
    let short = cx.name.trim_start_matches("torch.aten.").to_string();
    let (dims, correction) = match short.as_str() {
        "var" | "std" => (
            dims_of(cx, 99, r)?,
            if cx.bool_or(1, true)? { 1.0 } else { 0.0 },
        ),
        "var.dim" | "std.dim" => (
            dims_of(cx, 1, r)?,
            if cx.bool_or(2, true)? { 1.0 } else { 0.0 },
        ),
        _ => (dims_of(cx, 1, r)?, cx.opt_float(2)?.unwrap_or(1.0)),
    };
    let (shape, elem) = cx.result(0)?;
    let work = cx.accumulator(elem);
    let xw = cx.e.convert(x, work);
    let xs = cx.e.shape(xw);
    let n: i64 = dims.iter().map(|&d| xs[d as usize]).product();
    let s = cx.e.reduce(xw, 0.0, &dims, "stablehlo.add");
    let ss = cx.e.shape(s);
    let cnt = cx.e.full(&ss, work, n as f64);
    let mean = cx.e.binary("stablehlo.divide", s, cnt);
    let keep: Vec<i64> = (0..r).filter(|d| !dims.contains(d)).collect();
    let mb = cx.e.broadcast_in_dim(mean, &xs, &keep);
    let dev = cx.e.binary("stablehlo.subtract", xw, mb);
    let sq = cx.e.binary("stablehlo.multiply", dev, dev);
    let ssq = cx.e.reduce(sq, 0.0, &dims, "stablehlo.add");
    let den = cx.e.full(&ss, work, (n as f64 - correction).max(0.0));
    let mut v = cx.e.binary("stablehlo.divide", ssq, den);
    if short.starts_with("std") {
        v = cx.e.unary("stablehlo.sqrt", v);
    }
    let v = cx.e.convert(v, elem);
    let v = cx.e.reshape(v, &shape);
    if short == "std_mean.correction" {
        let (ms, me) = cx.result(1)?;
        let m = cx.e.convert(mean, me);
        let m = cx.e.reshape(m, &ms);
        return Ok(vec![t(v), t(m)]);
    }
    Ok(vec![t(v)])
}

/// Vector p-norms: `sum(|x|^p)^(1/p)`, with p = inf (max |x|), -inf
/// (min |x|), 0 (count of non-zeros), 1 and 2 spelled out.
fn norm(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let r = cx.rank(x);
    let (p, dims) = match cx.name {
        "torch.aten.frobenius_norm.dim" => (2.0, dims_of(cx, 1, r)?),
        "torch.aten.norm.Scalar" => (cx.opt_float(1)?.unwrap_or(2.0), (0..r).collect()),
        _ => (cx.opt_float(1)?.unwrap_or(2.0), dims_of(cx, 2, r)?),
    };
    let (shape, elem) = cx.result(0)?;
    if !cx.is_float(elem) {
        return cx.fail("a norm needs a floating-point result");
    }
    let work = cx.accumulator(elem);
    let xw = cx.e.convert(x, work);
    let xs = cx.e.shape(xw);
    let a = cx.e.unary("stablehlo.abs", xw);
    let v = if p == f64::INFINITY {
        cx.e.reduce(a, f64::NEG_INFINITY, &dims, "stablehlo.maximum")
    } else if p == f64::NEG_INFINITY {
        cx.e.reduce(a, f64::INFINITY, &dims, "stablehlo.minimum")
    } else if p == 0.0 {
        let z = cx.e.full(&xs, work, 0.0);
        let nz = cx.e.compare("NE", a, z);
        let c = cx.e.convert(nz, work);
        cx.e.reduce(c, 0.0, &dims, "stablehlo.add")
    } else if p == 1.0 {
        cx.e.reduce(a, 0.0, &dims, "stablehlo.add")
    } else if p == 2.0 {
        let sq = cx.e.binary("stablehlo.multiply", a, a);
        let s = cx.e.reduce(sq, 0.0, &dims, "stablehlo.add");
        cx.e.unary("stablehlo.sqrt", s)
    } else {
        let pp = cx.e.full(&xs, work, p);
        let pw = cx.e.binary("stablehlo.power", a, pp);
        let s = cx.e.reduce(pw, 0.0, &dims, "stablehlo.add");
        let ss = cx.e.shape(s);
        let inv = cx.e.full(&ss, work, 1.0 / p);
        cx.e.binary("stablehlo.power", s, inv)
    };
    let v = cx.e.convert(v, elem);
    Ok(vec![t(cx.e.reshape(v, &shape))])
}
