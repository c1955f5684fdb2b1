//! Tensors made from nothing: literals, fills and ranges; and `one_hot`
//! (a range compared with the indices).

use super::{t, tensor_ty, Conv, Cx, Rule, R};
use ir::AttrKind;

pub(in super::super) const RULES: &[Rule] = &[
    Rule {
        ops: &["torch.vtensor.literal"],
        convert: literal,
    },
    Rule {
        ops: &["torch.aten.scalar_tensor", "torch.prim.NumToTensor.Scalar"],
        convert: |cx| fill_with(cx, 0),
    },
    Rule {
        ops: &[
            "torch.aten.full_like",
            "torch.aten.full",
            "torch.aten.new_full",
            "torch.aten.fill.Scalar",
        ],
        convert: |cx| fill_with(cx, 1),
    },
    Rule {
        ops: &["torch.aten.fill.Tensor"],
        convert: fill_tensor,
    },
    Rule {
        ops: &["torch.aten.one_hot"],
        convert: one_hot,
    },
    Rule {
        ops: &[
            "torch.aten.zeros_like",
            "torch.aten.zeros",
            "torch.aten.new_zeros",
            "torch.aten.empty_strided",
            "torch.aten.empty.memory_format",
            "torch.aten.empty_like",
            "torch.aten.new_empty",
            "torch.aten.new_empty_strided",
        ],
        convert: |cx| fill(cx, 0.0),
    },
    Rule {
        ops: &[
            "torch.aten.ones_like",
            "torch.aten.ones",
            "torch.aten.new_ones",
        ],
        convert: |cx| fill(cx, 1.0),
    },
    Rule {
        ops: &[
            "torch.aten.arange.start_step",
            "torch.aten.arange.start",
            "torch.aten.arange",
        ],
        convert: arange,
    },
    Rule {
        ops: &["torch.aten.eye", "torch.aten.eye.m"],
        convert: eye,
    },
];

fn literal(cx: &mut Cx) -> R<Vec<Conv>> {
    let (shape, elem) = cx.result(0)?;
    let Some(a) = cx.e.ctx.inherent_attr(cx.op, "value") else {
        return cx.fail("has no value");
    };
    let ty = tensor_ty(cx.e.ctx, &shape, elem);
    // The literal's elements keep their bits; only their type changes to
    // the builtin one (torch's `si64` is the signless `i64`).
    let a = match cx.e.ctx.attr_kind(a).clone() {
        AttrKind::DenseElements { ty: old, data } if old != ty => {
            cx.e.ctx.attr(AttrKind::DenseElements { ty, data })
        }
        AttrKind::DenseResource { ty: old, key } if old != ty => {
            cx.e.ctx.attr(AttrKind::DenseResource { ty, key })
        }
        _ => a,
    };
    Ok(vec![t(cx.e.op(
        "stablehlo.constant",
        &[],
        &[ty],
        vec![("value", a)],
    )[0])])
}

fn fill(cx: &mut Cx, x: f64) -> R<Vec<Conv>> {
    let (shape, elem) = cx.result(0)?;
    Ok(vec![t(cx.e.full(&shape, elem, x))])
}

/// The result filled with the number operand `i`.
fn fill_with(cx: &mut Cx, i: usize) -> R<Vec<Conv>> {
    let x = cx.float(i)?;
    fill(cx, x)
}

/// `fill.Tensor(self, value)`: the rank-0 `value` everywhere.
fn fill_tensor(cx: &mut Cx) -> R<Vec<Conv>> {
    let (shape, elem) = cx.result(0)?;
    let v = cx.tensor(1)?;
    let v = cx.e.convert(v, elem);
    let v = cx.e.reshape(v, &[]);
    Ok(vec![t(cx.e.broadcast_in_dim(v, &shape, &[]))])
}

fn arange(cx: &mut Cx) -> R<Vec<Conv>> {
    let (shape, elem) = cx.result(0)?;
    let (start, step) = match cx.name {
        "torch.aten.arange" => (0.0, 1.0),
        "torch.aten.arange.start" => (cx.float(0)?, 1.0),
        _ => (cx.float(0)?, cx.float(2)?),
    };
    let n = shape.first().copied().unwrap_or(0);
    let vals: Vec<f64> = (0..n).map(|i| start + i as f64 * step).collect();
    Ok(vec![t(cx.e.dense(&shape, elem, &vals))])
}

fn eye(cx: &mut Cx) -> R<Vec<Conv>> {
    let (shape, elem) = cx.result(0)?;
    let (n, m) = (shape[0], shape.get(1).copied().unwrap_or(shape[0]));
    let vals: Vec<f64> = (0..n * m)
        .map(|k| f64::from(u8::from(k / m == k % m)))
        .collect();
    Ok(vec![t(cx.e.dense(&shape, elem, &vals))])
}

/// `one_hot(indices, num_classes)`: `result[.., c] = indices[..] == c`, the
/// classes the result type's last extent (torch-mlir's, so `num_classes =
/// -1`, counted from the data, is known once imported). An index outside
/// the classes gives a row of zeros, where PyTorch raises.
fn one_hot(cx: &mut Cx) -> R<Vec<Conv>> {
    let idx = cx.tensor(0)?;
    let (shape, elem) = cx.result(0)?;
    let Some((&classes, lead)) = shape.split_last() else {
        return cx.fail("the result must have a class dimension");
    };
    if cx.e.shape(idx) != lead {
        return cx.fail("the result must be the indices' shape and the classes");
    }
    if let Some(n) = cx.opt_int(1)? {
        if n >= 0 && n != classes {
            return cx.fail(&format!(
                "num_classes = {n} but the result has {classes} classes"
            ));
        }
    }
    let i64t = cx.i64t();
    let ix = cx.e.convert(idx, i64t);
    let keep: Vec<i64> = (0..lead.len() as i64).collect();
    let ib = cx.e.broadcast_in_dim(ix, &shape, &keep);
    let c = cx.e.iota(&shape, i64t, lead.len());
    let eq = cx.e.compare("EQ", ib, c);
    Ok(vec![t(cx.e.convert(eq, elem))])
}
