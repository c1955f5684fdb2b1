//! Normalizations Core ATen keeps whole: batch norm (with running
//! statistics, or the batch's own in training mode, the functional forms
//! returning the running statistics updated) and group norm, in
//! f32 for 16-bit floats, as PyTorch's CPU kernels compute them.

use super::{t, Conv, Cx, Rule, R};
use ir::{Type, Value};

pub(in super::super) const RULES: &[Rule] = &[
    Rule {
        ops: &[
            "torch.aten._native_batch_norm_legit_no_training",
            "torch.aten._native_batch_norm_legit",
            "torch.aten._native_batch_norm_legit.no_stats",
            "torch.aten.native_batch_norm",
            "torch.aten.batch_norm",
            "torch.aten._native_batch_norm_legit_functional",
            "torch.aten._batch_norm_with_update_functional",
            "torch.aten._batch_norm_no_update",
        ],
        convert: batch_norm,
    },
    Rule {
        ops: &["torch.aten.native_group_norm", "torch.aten.group_norm"],
        convert: group_norm,
    },
];

/// `v` (of rank 1, the channels) broadcast along dimension 1 of `shape`.
fn per_channel(cx: &mut Cx, v: Value, shape: &[i64], work: Type) -> Value {
    let v = cx.e.convert(v, work);
    cx.e.broadcast_in_dim(v, shape, &[1])
}

/// `y · w + b` per channel (each when given).
fn affine(
    cx: &mut Cx,
    mut y: Value,
    w: Option<Value>,
    b: Option<Value>,
    shape: &[i64],
    work: Type,
) -> Value {
    if let Some(w) = w {
        let wb = per_channel(cx, w, shape, work);
        y = cx.e.binary("stablehlo.multiply", y, wb);
    }
    if let Some(b) = b {
        let bb = per_channel(cx, b, shape, work);
        y = cx.e.binary("stablehlo.add", y, bb);
    }
    y
}

/// Where a batch norm form keeps its operands after the bias: the running
/// statistics (when it takes them), `training` (an index, or fixed),
/// momentum and eps.
struct Form {
    stats: bool,
    training: Training,
    momentum: Option<usize>,
    eps: usize,
}

enum Training {
    At(usize),
    Always,
    Never,
    /// `_batch_norm_no_update`: the batch's statistics when no running
    /// ones are given.
    WithoutStats,
}

fn form(name: &str) -> Form {
    let (stats, training, momentum, eps) = match name {
        "torch.aten._native_batch_norm_legit_no_training" => (true, Training::Never, Some(5), 6),
        "torch.aten._native_batch_norm_legit.no_stats" => (false, Training::At(3), Some(4), 5),
        "torch.aten._batch_norm_with_update_functional" => (true, Training::Always, Some(5), 6),
        "torch.aten._batch_norm_no_update" => (true, Training::WithoutStats, Some(5), 6),
        // (input, weight, bias, running_mean, running_var, training, momentum, eps, ...)
        _ => (true, Training::At(5), Some(6), 7),
    };
    Form {
        stats,
        training,
        momentum,
        eps,
    }
}

fn batch_norm(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let (shape, elem) = cx.result(0)?;
    let work = cx.accumulator(elem);
    let xw = cx.e.convert(x, work);
    let w = cx.opt_tensor(1)?;
    let b = cx.opt_tensor(2)?;
    let f = form(cx.name);
    let (rm, rv) = if f.stats {
        (cx.opt_tensor(3)?, cx.opt_tensor(4)?)
    } else {
        (None, None)
    };
    let training = match f.training {
        Training::At(i) => cx.bool_or(i, false)?,
        Training::Always => true,
        Training::Never => false,
        Training::WithoutStats => rm.is_none(),
    };
    let momentum = match f.momentum {
        Some(i) => cx.opt_float(i)?.unwrap_or(0.1),
        None => 0.1,
    };
    let eps = cx.opt_float(f.eps)?.unwrap_or(1e-5);
    let r = shape.len() as i64;
    let c = shape.get(1).copied().unwrap_or(1);
    let reduce_dims: Vec<i64> = (0..r).filter(|&d| d != 1).collect();
    let count: i64 = reduce_dims.iter().map(|&d| shape[d as usize]).product();
    let (mean, var) = match (training, rm, rv) {
        (false, Some(m), Some(v)) => (cx.e.convert(m, work), cx.e.convert(v, work)),
        (false, _, _) => return cx.fail("batch norm in eval mode without running statistics"),
        (true, _, _) => {
            let s = cx.e.reduce(xw, 0.0, &reduce_dims, "stablehlo.add");
            let n = cx.e.full(&[c], work, count as f64);
            let mean = cx.e.binary("stablehlo.divide", s, n);
            let mb = cx.e.broadcast_in_dim(mean, &shape, &[1]);
            let d = cx.e.binary("stablehlo.subtract", xw, mb);
            let sq = cx.e.binary("stablehlo.multiply", d, d);
            let ss = cx.e.reduce(sq, 0.0, &reduce_dims, "stablehlo.add");
            // Normalizing uses the biased variance.
            (mean, cx.e.binary("stablehlo.divide", ss, n))
        }
    };
    let e = cx.e.full(&[c], work, eps);
    let ve = cx.e.binary("stablehlo.add", var, e);
    let rstd = cx.e.unary("stablehlo.rsqrt", ve);
    let mb = cx.e.broadcast_in_dim(mean, &shape, &[1]);
    let rb = cx.e.broadcast_in_dim(rstd, &shape, &[1]);
    let d = cx.e.binary("stablehlo.subtract", xw, mb);
    let y = cx.e.binary("stablehlo.multiply", d, rb);
    let y = affine(cx, y, w, b, &shape, work);
    let y = cx.e.convert(y, elem);
    let nres = cx.e.ctx.op(cx.op).results().len();
    if cx.name == "torch.aten.batch_norm" || nres == 1 {
        return Ok(vec![t(y)]);
    }
    // The saved mean and inverse deviation (empty in eval mode).
    let mut out = vec![t(y)];
    for (i, v) in [(1, mean), (2, rstd)] {
        if i >= nres {
            break;
        }
        let (s, e) = cx.result(i)?;
        let v = if s.iter().product::<i64>() == c && training {
            let cv = cx.e.convert(v, e);
            cx.e.reshape(cv, &s)
        } else {
            cx.e.full(&s, e, 0.0)
        };
        out.push(t(v));
    }
    // The functional forms also return the running statistics, updated
    // in training mode as PyTorch does (momentum times the batch's, the
    // variance unbiased, plus 1 - momentum times the old), after an empty
    // `reserve` where the form has one.
    let updated = |cx: &mut Cx, old: Option<Value>, batch: Value, unbias: f64| -> Option<Value> {
        let old = old?;
        let old = cx.e.convert(old, work);
        if !training {
            return Some(old);
        }
        let u = cx.e.full(&[c], work, unbias);
        let batch = cx.e.binary("stablehlo.multiply", batch, u);
        let m = cx.e.full(&[c], work, momentum);
        let keep = cx.e.full(&[c], work, 1.0 - momentum);
        let a = cx.e.binary("stablehlo.multiply", m, batch);
        let k = cx.e.binary("stablehlo.multiply", keep, old);
        Some(cx.e.binary("stablehlo.add", a, k))
    };
    let unbias = if count > 1 {
        count as f64 / (count - 1) as f64
    } else {
        f64::INFINITY
    };
    let mut stats = vec![updated(cx, rm, mean, 1.0), updated(cx, rv, var, unbias)].into_iter();
    while out.len() < nres {
        let i = out.len();
        let (s, e) = cx.result(i)?;
        let reserve = s.iter().product::<i64>() == 0 && !cx.is_float(e);
        let src = if reserve {
            None
        } else {
            stats.next().flatten()
        };
        out.push(t(match src {
            Some(v) => {
                let cv = cx.e.convert(v, e);
                cx.e.reshape(cv, &s)
            }
            None => cx.e.full(&s, e, 0.0),
        }));
    }
    Ok(out)
}

/// `native_group_norm(x, w, b, N, C, HxW, groups, eps)` and
/// `group_norm(x, groups, w, b, eps, cudnn)`: each group of channels
/// normalized over its channels and positions.
fn group_norm(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let native = cx.name == "torch.aten.native_group_norm";
    let (w, b, groups, eps) = if native {
        (
            cx.opt_tensor(1)?,
            cx.opt_tensor(2)?,
            cx.int(6)?,
            cx.float(7)?,
        )
    } else {
        (
            cx.opt_tensor(2)?,
            cx.opt_tensor(3)?,
            cx.int(1)?,
            cx.opt_float(4)?.unwrap_or(1e-5),
        )
    };
    let (shape, elem) = cx.result(0)?;
    let work = cx.accumulator(elem);
    let n = shape[0];
    let c = shape.get(1).copied().unwrap_or(1);
    if groups < 1 || c % groups != 0 {
        return cx.fail(&format!("{c} channels do not divide into {groups} groups"));
    }
    let per: i64 = shape.iter().skip(1).product::<i64>() / groups;
    let xw = cx.e.convert(x, work);
    let g = cx.e.reshape(xw, &[n, groups, per]);
    let s = cx.e.reduce(g, 0.0, &[2], "stablehlo.add");
    let cnt = cx.e.full(&[n, groups], work, per as f64);
    let mean = cx.e.binary("stablehlo.divide", s, cnt);
    let mb = cx.e.broadcast_in_dim(mean, &[n, groups, per], &[0, 1]);
    let d = cx.e.binary("stablehlo.subtract", g, mb);
    let sq = cx.e.binary("stablehlo.multiply", d, d);
    let ss = cx.e.reduce(sq, 0.0, &[2], "stablehlo.add");
    let var = cx.e.binary("stablehlo.divide", ss, cnt);
    let e = cx.e.full(&[n, groups], work, eps);
    let ve = cx.e.binary("stablehlo.add", var, e);
    let rstd = cx.e.unary("stablehlo.rsqrt", ve);
    let rb = cx.e.broadcast_in_dim(rstd, &[n, groups, per], &[0, 1]);
    let y = cx.e.binary("stablehlo.multiply", d, rb);
    let y = cx.e.reshape(y, &shape);
    let y = affine(cx, y, w, b, &shape, work);
    let y = cx.e.convert(y, elem);
    if !native {
        return Ok(vec![t(y)]);
    }
    let (ms, me) = cx.result(1)?;
    let (rs, re) = cx.result(2)?;
    let m = cx.e.convert(mean, me);
    let m = cx.e.reshape(m, &ms);
    let r = cx.e.convert(rstd, re);
    let r = cx.e.reshape(r, &rs);
    Ok(vec![t(y), t(m), t(r)])
}
