//! Torch constants, lists and Python scalar arithmetic: folded into the
//! attributes of the ops that use them, never emitted.

use super::{Conv, Cx, Rule, R};
use ir::AttrKind;

pub(in super::super) const RULES: &[Rule] = &[
    Rule {
        ops: &["torch.constant.int"],
        convert: constant_int,
    },
    Rule {
        ops: &["torch.constant.float"],
        convert: constant_float,
    },
    Rule {
        ops: &["torch.constant.bool"],
        convert: constant_bool,
    },
    Rule {
        ops: &["torch.constant.none"],
        convert: |_| Ok(vec![Conv::None]),
    },
    Rule {
        ops: &["torch.constant.str"],
        convert: constant_str,
    },
    Rule {
        ops: &["torch.constant.device"],
        convert: |_| Ok(vec![Conv::Device]),
    },
    Rule {
        ops: &["torch.prim.ListConstruct"],
        convert: list,
    },
    Rule {
        ops: &["torch.prim.ListUnpack"],
        convert: unpack,
    },
    Rule {
        ops: &[
            "torch.aten.Int.bool",
            "torch.aten.Int.float",
            "torch.aten.Int.Scalar",
        ],
        convert: |cx| Ok(vec![Conv::Int(cx.float(0)? as i64)]),
    },
    Rule {
        ops: &["torch.aten.Float.Scalar", "torch.aten.Float.int"],
        convert: |cx| Ok(vec![Conv::Float(cx.float(0)?)]),
    },
    Rule {
        ops: &["torch.aten.Bool.int", "torch.aten.Bool.float"],
        convert: |cx| Ok(vec![Conv::Bool(cx.float(0)? != 0.0)]),
    },
    Rule {
        ops: &[
            "torch.aten.add.int",
            "torch.aten.sub.int",
            "torch.aten.mul.int",
            "torch.aten.floordiv.int",
            "torch.aten.remainder.int",
        ],
        convert: int_arith,
    },
    Rule {
        ops: &["torch.aten.neg.int"],
        convert: |cx| Ok(vec![Conv::Int(cx.int(0)?.wrapping_neg())]),
    },
    Rule {
        ops: &[
            "torch.aten.add.float_int",
            "torch.aten.add",
            "torch.aten.sub.float",
            "torch.aten.mul.float",
            "torch.aten.mul.int_float",
            "torch.aten.div.float",
            "torch.aten.div.int",
        ],
        convert: float_arith,
    },
    Rule {
        ops: &["torch.aten.sqrt.int"],
        convert: |cx| Ok(vec![Conv::Float(cx.float(0)?.sqrt())]),
    },
    // Checks torch.export leaves behind; the types they check are the
    // converted program's own.
    Rule {
        ops: &[
            "torch.aten._assert_tensor_metadata",
            "torch.aten._assert_scalar",
            "torch.aten.sym_constrain_range_for_size",
            "torch.runtime.assert",
        ],
        convert: |_| Ok(vec![]),
    },
];

fn attr(cx: &Cx, n: &str) -> Option<AttrKind> {
    cx.e.ctx
        .inherent_attr(cx.op, n)
        .map(|a| cx.e.ctx.attr_kind(a).clone())
}

fn constant_int(cx: &mut Cx) -> R<Vec<Conv>> {
    match attr(cx, "value") {
        Some(AttrKind::Integer { value, .. }) => match value.as_i64() {
            Some(v) => Ok(vec![Conv::Int(v)]),
            None => cx.fail("value does not fit in 64 bits"),
        },
        _ => cx.fail("bad value"),
    }
}

fn constant_float(cx: &mut Cx) -> R<Vec<Conv>> {
    match attr(cx, "value") {
        Some(AttrKind::Float { bits, .. }) => {
            Ok(vec![Conv::Float(f64::from_bits(bits.get() as u64))])
        }
        _ => cx.fail("bad value"),
    }
}

fn constant_bool(cx: &mut Cx) -> R<Vec<Conv>> {
    match attr(cx, "value") {
        Some(AttrKind::Bool(b)) => Ok(vec![Conv::Bool(b)]),
        Some(AttrKind::Integer { value, .. }) => Ok(vec![Conv::Bool(value.as_i64() != Some(0))]),
        _ => cx.fail("bad value"),
    }
}

fn constant_str(cx: &mut Cx) -> R<Vec<Conv>> {
    Ok(vec![Conv::Str(match attr(cx, "value") {
        Some(AttrKind::String { value, .. }) => String::from_utf8_lossy(&value).into_owned(),
        _ => String::new(),
    })])
}

fn list(cx: &mut Cx) -> R<Vec<Conv>> {
    let items = (0..cx.nargs()).map(|i| cx.arg(i)).collect::<R<Vec<_>>>()?;
    Ok(vec![Conv::List(items)])
}

fn unpack(cx: &mut Cx) -> R<Vec<Conv>> {
    match cx.arg(0)? {
        Conv::List(v) => Ok(v),
        _ => cx.fail("operand must be a list"),
    }
}

fn int_arith(cx: &mut Cx) -> R<Vec<Conv>> {
    let (a, b) = (cx.int(0)?, cx.int(1)?);
    let v = match cx.name {
        "torch.aten.add.int" => a.wrapping_add(b),
        "torch.aten.sub.int" => a.wrapping_sub(b),
        "torch.aten.mul.int" => a.wrapping_mul(b),
        _ if b == 0 => return cx.fail("division by zero"),
        // Python's // and % round toward negative infinity.
        "torch.aten.floordiv.int" => a.div_euclid(b) - i64::from(a.rem_euclid(b) != 0 && b < 0),
        _ => a - b * (a.div_euclid(b) - i64::from(a.rem_euclid(b) != 0 && b < 0)),
    };
    Ok(vec![Conv::Int(v)])
}

fn float_arith(cx: &mut Cx) -> R<Vec<Conv>> {
    let (a, b) = (cx.float(0)?, cx.float(1)?);
    Ok(vec![Conv::Float(match cx.name {
        "torch.aten.sub.float" => a - b,
        "torch.aten.mul.float" | "torch.aten.mul.int_float" => a * b,
        "torch.aten.div.float" | "torch.aten.div.int" => a / b,
        _ => a + b,
    })])
}
