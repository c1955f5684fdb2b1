//! Normalizations Core ATen keeps whole: batch norm (with running
//! statistics, or the batch's own in training mode) and group norm, in
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

fn batch_norm(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let (shape, elem) = cx.result(0)?;
    let work = cx.accumulator(elem);
    let xw = cx.e.convert(x, work);
    let w = cx.opt_tensor(1)?;
    let b = cx.opt_tensor(2)?;
    // Operands after the bias, by form: (running_mean, running_var,
    // [training,] momentum, eps).
    let (rm, rv, training, eps_at) = match cx.name {
        "torch.aten._native_batch_norm_legit_no_training" => {
            (cx.opt_tensor(3)?, cx.opt_tensor(4)?, false, 6)
        }
        "torch.aten._native_batch_norm_legit.no_stats" => (None, None, cx.bool_or(3, true)?, 5),
        _ => (
            cx.opt_tensor(3)?,
            cx.opt_tensor(4)?,
            cx.bool_or(5, false)?,
            7,
        ),
    };
    let eps = cx.opt_float(eps_at)?.unwrap_or(1e-5);
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
    // The functional form also returns the (unchanged) running stats.
    while out.len() < nres {
        let i = out.len();
        let (s, e) = cx.result(i)?;
        let src = if i == 3 { rm } else { rv };
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
