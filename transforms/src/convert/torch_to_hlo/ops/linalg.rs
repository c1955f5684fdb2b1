//! Matrix products as `dot_general`: operands in their own element type,
//! the product accumulated in f32 for 16-bit floats (JAX's
//! `preferred_element_type`, PyTorch's CPU GEMMs) and rounded once; and
//! `_trilinear` (what `bilinear` leaves), a product of three summed.

use super::{t, Conv, Cx, Rule, R};
use dialects::stablehlo::attrs::DotDims;
use ir::Value;

pub(in super::super) const RULES: &[Rule] = &[
    Rule {
        ops: &[
            "torch.aten.mm",
            "torch.aten.bmm",
            "torch.aten.mv",
            "torch.aten.dot",
            "torch.aten.vdot",
            "torch.aten.inner",
            "torch.aten.outer",
            "torch.aten.ger",
        ],
        convert: product,
    },
    Rule {
        ops: &[
            "torch.aten.addmm",
            "torch.aten.baddbmm",
            "torch.aten.addmv",
            "torch.aten.addbmm",
        ],
        convert: add_product,
    },
    Rule {
        ops: &["torch.aten._trilinear"],
        convert: trilinear,
    },
];

/// The dimension numbers of each product, by operand ranks.
fn dims(name: &str) -> DotDims {
    match name {
        "torch.aten.bmm" | "torch.aten.baddbmm" => DotDims {
            lhs_batch: vec![0],
            rhs_batch: vec![0],
            lhs_contract: vec![2],
            rhs_contract: vec![1],
        },
        "torch.aten.addbmm" => DotDims {
            lhs_contract: vec![0, 2],
            rhs_contract: vec![0, 1],
            ..Default::default()
        },
        "torch.aten.mv" | "torch.aten.addmv" => DotDims {
            lhs_contract: vec![1],
            rhs_contract: vec![0],
            ..Default::default()
        },
        "torch.aten.dot" | "torch.aten.vdot" | "torch.aten.inner" => DotDims {
            lhs_contract: vec![0],
            rhs_contract: vec![0],
            ..Default::default()
        },
        "torch.aten.outer" | "torch.aten.ger" => DotDims::default(),
        _ => DotDims {
            lhs_contract: vec![1],
            rhs_contract: vec![0],
            ..Default::default()
        },
    }
}

/// `a · b` in the result's type, accumulated as [`Cx::accumulator`] says.
fn dot(cx: &mut Cx, a: Value, b: Value, d: &DotDims) -> R<Value> {
    let (shape, elem) = cx.result(0)?;
    if cx.name == "torch.aten.addbmm" {
        // (b, n, k) x (b, k, m): contract the batch and k.
        let (a, b) = (cx.e.convert(a, elem), cx.e.convert(b, elem));
        let acc = cx.accumulator(elem);
        let v = cx.e.dot_general(a, b, d, &shape, acc);
        return Ok(cx.e.convert(v, elem));
    }
    let (a, b) = (cx.e.convert(a, elem), cx.e.convert(b, elem));
    let acc = cx.accumulator(elem);
    let v = cx.e.dot_general(a, b, d, &shape, acc);
    Ok(cx.e.convert(v, elem))
}

fn product(cx: &mut Cx) -> R<Vec<Conv>> {
    let a = cx.tensor(0)?;
    let b = cx.tensor(1)?;
    if matches!(cx.name, "torch.aten.inner") && cx.rank(a) != 1 {
        return cx.fail("inner of tensors of rank above 1");
    }
    let d = dims(cx.name);
    let v = dot(cx, a, b, &d)?;
    Ok(vec![t(v)])
}

/// `beta·input + alpha·(a · b)`.
fn add_product(cx: &mut Cx) -> R<Vec<Conv>> {
    let (shape, elem) = cx.result(0)?;
    let a = cx.tensor(1)?;
    let b = cx.tensor(2)?;
    let d = dims(cx.name);
    let mut p = dot(cx, a, b, &d)?;
    let beta = cx.opt_float(3)?.unwrap_or(1.0);
    let alpha = cx.opt_float(4)?.unwrap_or(1.0);
    if alpha != 1.0 {
        let al = cx.e.full(&shape, elem, alpha);
        p = cx.e.binary("stablehlo.multiply", p, al);
    }
    if beta == 0.0 {
        return Ok(vec![t(p)]);
    }
    let mut c = cx.as_tensor(0, &shape, elem)?;
    if beta != 1.0 {
        let be = cx.e.full(&shape, elem, beta);
        c = cx.e.binary("stablehlo.multiply", c, be);
    }
    Ok(vec![t(cx.e.binary("stablehlo.add", c, p))])
}

/// `_trilinear(i1, i2, i3, expand1, expand2, expand3, sumdim, unroll_dim)`:
/// each operand with size-1 dimensions inserted at its `expand` positions
/// (all then of one rank), multiplied together with broadcasting and
/// summed over `sumdim` (those dimensions dropped). `unroll_dim` only
/// picks PyTorch's loop order. A multiply-reduce fusion keeps the
/// broadcast product from being stored.
fn trilinear(cx: &mut Cx) -> R<Vec<Conv>> {
    let (shape, elem) = cx.result(0)?;
    let work = cx.accumulator(elem);
    let mut ops = Vec::new();
    let mut full: Vec<i64> = Vec::new();
    for i in 0..3 {
        let v = cx.tensor(i)?;
        let mut expand = cx.ints(3 + i)?;
        let s = cx.e.shape(v);
        let rank = s.len() + expand.len();
        for d in expand.iter_mut() {
            *d = super::norm_dim(*d, rank as i64);
        }
        let mut it = s.iter();
        let mut us = Vec::with_capacity(rank);
        for d in 0..rank as i64 {
            if expand.contains(&d) {
                us.push(1);
            } else {
                match it.next() {
                    Some(&n) => us.push(n),
                    None => return cx.fail("expand positions out of range"),
                }
            }
        }
        if !full.is_empty() && full.len() != rank {
            return cx.fail("operands of different ranks after expansion");
        }
        if full.is_empty() {
            full = us.clone();
        }
        for (f, &u) in full.iter_mut().zip(&us) {
            if *f == 1 {
                *f = u;
            } else if u != 1 && u != *f {
                return cx.fail("operand shapes do not broadcast");
            }
        }
        let c = cx.e.convert(v, work);
        ops.push(cx.e.reshape(c, &us));
    }
    let mut sum: Vec<i64> = cx.ints(6)?;
    for d in sum.iter_mut() {
        *d = super::norm_dim(*d, full.len() as i64);
    }
    sum.sort_unstable();
    sum.dedup();
    let b: Vec<Value> = ops.iter().map(|&v| cx.e.broadcast(v, &full)).collect();
    let p = cx.e.binary("stablehlo.multiply", b[0], b[1]);
    let p = cx.e.binary("stablehlo.multiply", p, b[2]);
    let r = cx.e.reduce(p, 0.0, &sum, "stablehlo.add");
    if cx.e.shape(r) != shape {
        return cx.fail("result shape differs from the summed product's");
    }
    Ok(vec![t(cx.e.convert(r, elem))])
}
