//! Matrix products as `dot_general`: operands in their own element type,
//! the product accumulated in f32 for 16-bit floats (JAX's
//! `preferred_element_type`, PyTorch's CPU GEMMs) and rounded once.

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
