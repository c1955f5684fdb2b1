//! Elementwise ops: arithmetic, math functions, comparisons, logic,
//! selection and the activations Core ATen keeps. Operands are converted
//! to the result's element type (torch-mlir's result types carry
//! PyTorch's type promotion) and broadcast explicitly.

use super::{is_bool, t, Conv, Cx, Rule, R};
use ir::{Type, TypeKind, Value};

pub(in super::super) const RULES: &[Rule] = &[
    Rule {
        ops: &[
            "torch.aten.add.Tensor",
            "torch.aten.add.Scalar",
            "torch.aten.sub.Tensor",
            "torch.aten.sub.Scalar",
            "torch.aten.rsub.Scalar",
            "torch.aten.rsub.Tensor",
        ],
        convert: add_sub,
    },
    Rule {
        ops: &[
            "torch.aten.mul.Tensor",
            "torch.aten.mul.Scalar",
            "torch.aten.div.Tensor",
            "torch.aten.div.Scalar",
            "torch.aten.true_divide.Tensor",
            "torch.aten.pow.Tensor_Scalar",
            "torch.aten.pow.Tensor_Tensor",
            "torch.aten.pow.Scalar",
            "torch.aten.maximum",
            "torch.aten.minimum",
            "torch.aten.fmax",
            "torch.aten.fmin",
            "torch.aten.atan2",
            "torch.aten.bitwise_and.Tensor",
            "torch.aten.bitwise_and.Scalar",
            "torch.aten.bitwise_or.Tensor",
            "torch.aten.bitwise_or.Scalar",
            "torch.aten.bitwise_xor.Tensor",
            "torch.aten.bitwise_xor.Scalar",
            "torch.aten.bitwise_left_shift.Tensor",
            "torch.aten.bitwise_right_shift.Tensor",
            "torch.aten.__lshift__.Scalar",
            "torch.aten.__rshift__.Scalar",
            "torch.aten.fmod.Tensor",
            "torch.aten.fmod.Scalar",
        ],
        convert: binary,
    },
    Rule {
        ops: &[
            "torch.aten.remainder.Scalar",
            "torch.aten.remainder.Tensor",
            "torch.aten.remainder.Scalar_Tensor",
        ],
        convert: remainder,
    },
    Rule {
        ops: &[
            "torch.aten.div.Tensor_mode",
            "torch.aten.div.Scalar_mode",
            "torch.aten.floor_divide",
            "torch.aten.floor_divide.Scalar",
        ],
        convert: div_mode,
    },
    Rule {
        ops: &[
            "torch.aten.neg",
            "torch.aten.exp",
            "torch.aten.log",
            "torch.aten.tanh",
            "torch.aten.sigmoid",
            "torch.aten.rsqrt",
            "torch.aten.sqrt",
            "torch.aten.abs",
            "torch.aten.sin",
            "torch.aten.cos",
            "torch.aten.tan",
            "torch.aten.floor",
            "torch.aten.ceil",
            "torch.aten.erf",
            "torch.aten.log1p",
            "torch.aten.expm1",
            "torch.aten.sign",
            "torch.aten.sgn",
            "torch.aten.round",
            "torch.aten.trunc",
            "torch.aten.fix",
            "torch.aten.frac",
            "torch.aten.exp2",
            "torch.aten.log2",
            "torch.aten.log10",
            "torch.aten.reciprocal",
            "torch.aten.relu",
            "torch.aten.square",
            "torch.aten.asin",
            "torch.aten.acos",
            "torch.aten.atan",
            "torch.aten.sinh",
            "torch.aten.cosh",
            "torch.aten.asinh",
            "torch.aten.acosh",
            "torch.aten.atanh",
            "torch.aten.erfc",
            "torch.aten.silu",
            "torch.aten.mish",
            "torch.aten.hardsigmoid",
            "torch.aten.hardswish",
            "torch.aten.logsigmoid",
            "torch.aten.log_sigmoid_forward",
            "torch.aten.softsign",
            "torch.aten.relu6",
            "torch.aten.bitwise_not",
            "torch.aten.deg2rad",
            "torch.aten.rad2deg",
            "torch.aten.sinc",
        ],
        convert: unary,
    },
    Rule {
        ops: &["torch.aten.round.decimals"],
        convert: round_decimals,
    },
    Rule {
        ops: &[
            "torch.aten.lgamma",
            "torch.aten.digamma",
            "torch.aten.erfinv",
        ],
        convert: special,
    },
    Rule {
        ops: &["torch.aten.isclose"],
        convert: isclose,
    },
    Rule {
        ops: &["torch.aten.ldexp.Tensor"],
        convert: ldexp,
    },
    Rule {
        ops: &[
            "torch.aten.isnan",
            "torch.aten.isinf",
            "torch.aten.isfinite",
            "torch.aten.isposinf",
            "torch.aten.isneginf",
            "torch.aten.signbit",
        ],
        convert: classify,
    },
    Rule {
        ops: &[
            "torch.aten.eq.Tensor",
            "torch.aten.eq.Scalar",
            "torch.aten.ne.Tensor",
            "torch.aten.ne.Scalar",
            "torch.aten.lt.Tensor",
            "torch.aten.lt.Scalar",
            "torch.aten.le.Tensor",
            "torch.aten.le.Scalar",
            "torch.aten.gt.Tensor",
            "torch.aten.gt.Scalar",
            "torch.aten.ge.Tensor",
            "torch.aten.ge.Scalar",
        ],
        convert: compare,
    },
    Rule {
        ops: &[
            "torch.aten.logical_and",
            "torch.aten.logical_or",
            "torch.aten.logical_xor",
            "torch.aten.logical_not",
        ],
        convert: logical,
    },
    Rule {
        ops: &[
            "torch.aten.where.self",
            "torch.aten.where.Scalar",
            "torch.aten.where.ScalarSelf",
            "torch.aten.where.ScalarOther",
            "torch.prims.where",
        ],
        convert: where_,
    },
    Rule {
        ops: &[
            "torch.aten.masked_fill.Scalar",
            "torch.aten.masked_fill.Tensor",
        ],
        convert: masked_fill,
    },
    Rule {
        ops: &[
            "torch.aten.clamp",
            "torch.aten.clamp.Tensor",
            "torch.aten.clip",
            "torch.aten.clamp_min",
            "torch.aten.clamp_min.Tensor",
            "torch.aten.clamp_max",
            "torch.aten.clamp_max.Tensor",
            "torch.aten.hardtanh",
        ],
        convert: clamp,
    },
    Rule {
        ops: &["torch.aten.leaky_relu"],
        convert: leaky_relu,
    },
    Rule {
        ops: &["torch.aten.elu", "torch.aten.celu", "torch.aten.selu"],
        convert: elu,
    },
    Rule {
        ops: &["torch.aten.softplus"],
        convert: softplus,
    },
    Rule {
        ops: &["torch.aten.hardshrink", "torch.aten.softshrink"],
        convert: shrink,
    },
    Rule {
        ops: &["torch.aten.threshold"],
        convert: threshold,
    },
    Rule {
        ops: &["torch.aten.lerp.Scalar", "torch.aten.lerp.Tensor"],
        convert: lerp,
    },
    Rule {
        ops: &["torch.aten.addcmul", "torch.aten.addcdiv"],
        convert: addc,
    },
    Rule {
        ops: &["torch.aten.logit"],
        convert: logit,
    },
    Rule {
        ops: &["torch.aten.nan_to_num"],
        convert: nan_to_num,
    },
    Rule {
        ops: &[
            "torch.aten.hypot",
            "torch.aten.copysign.Tensor",
            "torch.aten.xlogy.Tensor",
            "torch.aten.logaddexp",
            "torch.aten.logaddexp2",
            "torch.aten.heaviside",
        ],
        convert: binary_composite,
    },
];

/// The `i`-th operand in the result's shape and element type.
fn operand(cx: &mut Cx, i: usize) -> R<(Value, Vec<i64>, Type)> {
    let (shape, elem) = cx.result(0)?;
    let v = cx.as_tensor(i, &shape, elem)?;
    Ok((v, shape, elem))
}

fn add_sub(cx: &mut Cx) -> R<Vec<Conv>> {
    let (a, shape, elem) = operand(cx, 0)?;
    let mut b = cx.as_tensor(1, &shape, elem)?;
    let alpha = cx.opt_float(2)?.unwrap_or(1.0);
    let rsub = cx.name.starts_with("torch.aten.rsub");
    // `alpha` scales the second operand (`rsub`: self, which is subtracted).
    let (mut a, mut b2) = (a, b);
    if alpha != 1.0 {
        let al = cx.e.full(&shape, elem, alpha);
        if rsub {
            a = cx.e.binary("stablehlo.multiply", a, al);
        } else {
            b2 = cx.e.binary("stablehlo.multiply", b2, al);
        }
    }
    b = b2;
    let v = if cx.name.starts_with("torch.aten.add") {
        if is_bool(cx.e.ctx, elem) {
            cx.e.binary("stablehlo.or", a, b)
        } else {
            cx.e.binary("stablehlo.add", a, b)
        }
    } else if rsub {
        cx.e.binary("stablehlo.subtract", b, a)
    } else {
        cx.e.binary("stablehlo.subtract", a, b)
    };
    Ok(vec![t(v)])
}

fn binary(cx: &mut Cx) -> R<Vec<Conv>> {
    let (a, shape, elem) = operand(cx, 0)?;
    let b = cx.as_tensor(1, &shape, elem)?;
    let float = cx.is_float(elem);
    let bool_ = is_bool(cx.e.ctx, elem);
    let short = cx.name.trim_start_matches("torch.aten.");
    let op = match short.split('.').next().unwrap_or("") {
        "mul" if bool_ => "stablehlo.and",
        "mul" => "stablehlo.multiply",
        "div" | "true_divide" => "stablehlo.divide",
        "maximum" | "fmax" if bool_ => "stablehlo.or",
        "minimum" | "fmin" if bool_ => "stablehlo.and",
        "maximum" => "stablehlo.maximum",
        "minimum" => "stablehlo.minimum",
        "fmax" | "fmin" => return Ok(vec![t(fmax_fmin(cx, a, b, short.starts_with("fmax"))?)]),
        "atan2" => "stablehlo.atan2",
        "bitwise_and" => "stablehlo.and",
        "bitwise_or" => "stablehlo.or",
        "bitwise_xor" => "stablehlo.xor",
        "bitwise_left_shift" | "__lshift__" => "stablehlo.shift_left",
        "bitwise_right_shift" | "__rshift__" => {
            if unsigned(cx, elem) {
                "stablehlo.shift_right_logical"
            } else {
                "stablehlo.shift_right_arithmetic"
            }
        }
        "fmod" => "stablehlo.remainder",
        "pow" if !float => return Ok(vec![t(int_pow(cx, a, b, &shape, elem)?)]),
        _ => "stablehlo.power",
    };
    if !float && !bool_ && op == "stablehlo.divide" {
        return cx.fail("integer true division must produce a float result");
    }
    Ok(vec![t(cx.e.binary(op, a, b))])
}

fn unsigned(cx: &Cx, elem: Type) -> bool {
    matches!(
        cx.e.ctx.type_kind(elem),
        TypeKind::Integer {
            signedness: ir::types::Signedness::Unsigned,
            ..
        }
    )
}

/// `fmax`/`fmin`: the maximum ignoring a NaN operand (NaN only when both).
fn fmax_fmin(cx: &mut Cx, a: Value, b: Value, max: bool) -> R<Value> {
    let m = cx.e.binary(
        if max {
            "stablehlo.maximum"
        } else {
            "stablehlo.minimum"
        },
        a,
        b,
    );
    if !cx.is_float(cx.e.elem(a)) {
        return Ok(m);
    }
    let a_nan = cx.e.compare("NE", a, a);
    let b_nan = cx.e.compare("NE", b, b);
    let m = cx.e.select(a_nan, b, m);
    Ok(cx.e.select(b_nan, a, m))
}

/// Integer powers by repeated squaring over a constant exponent's bits
/// would need the exponent's value; `stablehlo.power` on integers is
/// exact, so it is used directly (negative exponents give 0 or ±1, as
/// PyTorch refuses them for integers).
fn int_pow(cx: &mut Cx, a: Value, b: Value, _shape: &[i64], _elem: Type) -> R<Value> {
    Ok(cx.e.binary("stablehlo.power", a, b))
}

/// Python's `%`: the remainder takes the divisor's sign.
fn remainder(cx: &mut Cx) -> R<Vec<Conv>> {
    let (a, shape, elem) = operand(cx, 0)?;
    let b = cx.as_tensor(1, &shape, elem)?;
    let r = cx.e.binary("stablehlo.remainder", a, b);
    let z = cx.e.full(&shape, elem, 0.0);
    let nonzero = cx.e.compare("NE", r, z);
    let r_neg = cx.e.compare("LT", r, z);
    let b_neg = cx.e.compare("LT", b, z);
    let differ = cx.e.binary("stablehlo.xor", r_neg, b_neg);
    let fix = cx.e.binary("stablehlo.and", nonzero, differ);
    let shifted = cx.e.binary("stablehlo.add", r, b);
    Ok(vec![t(cx.e.select(fix, shifted, r))])
}

/// `div(a, b, rounding_mode)`: "trunc" or "floor" (or none: true division).
fn div_mode(cx: &mut Cx) -> R<Vec<Conv>> {
    let (shape, elem) = cx.result(0)?;
    let mode = if cx.name.starts_with("torch.aten.floor_divide") {
        Some("floor".to_string())
    } else {
        match cx.arg(2)? {
            Conv::Str(s) => Some(s),
            _ => None,
        }
    };
    let a = cx.as_tensor(0, &shape, elem)?;
    let b = cx.as_tensor(1, &shape, elem)?;
    let q = cx.e.binary("stablehlo.divide", a, b);
    let float = cx.is_float(elem);
    let v = match (mode.as_deref(), float) {
        (None, _) => q,
        (Some("trunc"), true) => trunc(cx, q),
        (Some("trunc"), false) => q,
        (Some("floor"), true) => cx.e.unary("stablehlo.floor", q),
        (Some("floor"), false) => {
            // Integer division truncates; step down where the remainder is
            // non-zero and the signs differ.
            let r = cx.e.binary("stablehlo.remainder", a, b);
            let z = cx.e.full(&shape, elem, 0.0);
            let nonzero = cx.e.compare("NE", r, z);
            let a_neg = cx.e.compare("LT", a, z);
            let b_neg = cx.e.compare("LT", b, z);
            let differ = cx.e.binary("stablehlo.xor", a_neg, b_neg);
            let fix = cx.e.binary("stablehlo.and", nonzero, differ);
            let one = cx.e.full(&shape, elem, 1.0);
            let q1 = cx.e.binary("stablehlo.subtract", q, one);
            cx.e.select(fix, q1, q)
        }
        (Some(m), _) => {
            return cx.fail(&format!(
                "rounding mode '{m}' (expected 'trunc' or 'floor')"
            ))
        }
    };
    Ok(vec![t(v)])
}

/// Rounds toward zero: floor above zero, ceil below.
fn trunc(cx: &mut Cx, x: Value) -> Value {
    let shape = cx.e.shape(x);
    let elem = cx.e.elem(x);
    let z = cx.e.full(&shape, elem, 0.0);
    let neg = cx.e.compare("LT", x, z);
    let c = cx.e.unary("stablehlo.ceil", x);
    let f = cx.e.unary("stablehlo.floor", x);
    cx.e.select(neg, c, f)
}

fn unary(cx: &mut Cx) -> R<Vec<Conv>> {
    let (x, shape, out) = operand(cx, 0)?;
    // 16-bit floats compute in f32 and round once, as PyTorch's CPU
    // kernels do (the composite expansions below lose accuracy otherwise).
    let elem = cx.accumulator(out);
    let x = cx.e.convert(x, elem);
    let v = unary_in(cx, x, &shape, elem)?;
    let v = v.into_iter().map(|c| match c {
        Conv::Tensor(t) if cx.e.elem(t) == elem && elem != out => {
            Conv::Tensor(cx.e.convert(t, out))
        }
        c => c,
    });
    Ok(v.collect())
}

fn unary_in(cx: &mut Cx, x: Value, shape: &[i64], elem: Type) -> R<Vec<Conv>> {
    let shape = shape.to_vec();
    let float = cx.is_float(elem);
    let short = cx.name.trim_start_matches("torch.aten.").to_string();
    let one = |cx: &mut Cx| cx.e.full(&shape, elem, 1.0);
    let v = match short.as_str() {
        "neg" if is_bool(cx.e.ctx, elem) => return cx.fail("negation of a bool tensor"),
        "neg" => cx.e.unary("stablehlo.negate", x),
        "abs" => cx.e.unary("stablehlo.abs", x),
        "sign" | "sgn" => cx.e.unary("stablehlo.sign", x),
        "square" => cx.e.binary("stablehlo.multiply", x, x),
        "relu" => {
            let z = cx.e.full(&shape, elem, 0.0);
            cx.e.binary("stablehlo.maximum", x, z)
        }
        "bitwise_not" => cx.e.unary("stablehlo.not", x),
        // Rounding is the identity on integers.
        "floor" | "ceil" | "round" | "trunc" | "fix" if !float => x,
        "floor" => cx.e.unary("stablehlo.floor", x),
        "ceil" => cx.e.unary("stablehlo.ceil", x),
        "round" => cx.e.unary("stablehlo.round_nearest_even", x),
        "trunc" | "fix" => trunc(cx, x),
        "frac" => {
            let tr = trunc(cx, x);
            cx.e.binary("stablehlo.subtract", x, tr)
        }
        _ if !float => return cx.fail("needs a floating-point operand"),
        "exp" => cx.e.unary("stablehlo.exponential", x),
        "log" => cx.e.unary("stablehlo.log", x),
        "tanh" => cx.e.unary("stablehlo.tanh", x),
        "sigmoid" => cx.e.unary("stablehlo.logistic", x),
        "rsqrt" => cx.e.unary("stablehlo.rsqrt", x),
        "sqrt" => cx.e.unary("stablehlo.sqrt", x),
        "sin" => cx.e.unary("stablehlo.sine", x),
        "cos" => cx.e.unary("stablehlo.cosine", x),
        "tan" => cx.e.unary("stablehlo.tan", x),
        "erf" => cx.e.unary("chlo.erf", x),
        // CHLO's functions: the interpreter computes them directly, and
        // expand-hlo rewrites them into primitive ops for the kernel
        // emitters (one place for those formulas).
        "erfc" => cx.e.unary("chlo.erfc", x),
        "log1p" => cx.e.unary("stablehlo.log_plus_one", x),
        "expm1" => cx.e.unary("stablehlo.exponential_minus_one", x),
        "reciprocal" => {
            let c1 = one(cx);
            cx.e.binary("stablehlo.divide", c1, x)
        }
        "exp2" => {
            let two = cx.e.full(&shape, elem, 2.0);
            cx.e.binary("stablehlo.power", two, x)
        }
        "log2" | "log10" => {
            let l = cx.e.unary("stablehlo.log", x);
            let base = if short == "log2" {
                std::f64::consts::LN_2
            } else {
                std::f64::consts::LN_10
            };
            let b = cx.e.full(&shape, elem, base);
            cx.e.binary("stablehlo.divide", l, b)
        }
        "deg2rad" | "rad2deg" => {
            let f = if short == "deg2rad" {
                std::f64::consts::PI / 180.0
            } else {
                180.0 / std::f64::consts::PI
            };
            let f = cx.e.full(&shape, elem, f);
            cx.e.binary("stablehlo.multiply", x, f)
        }
        "atan" => {
            let c1 = one(cx);
            cx.e.binary("stablehlo.atan2", x, c1)
        }
        "asin" | "acos" | "sinh" | "cosh" | "asinh" | "acosh" | "atanh" => {
            let op = format!("chlo.{short}");
            cx.e.unary(&op, x)
        }
        "silu" => {
            let s = cx.e.unary("stablehlo.logistic", x);
            cx.e.binary("stablehlo.multiply", x, s)
        }
        "mish" => {
            let sp = softplus_of(cx, x, 1.0, 20.0);
            let th = cx.e.unary("stablehlo.tanh", sp);
            cx.e.binary("stablehlo.multiply", x, th)
        }
        "hardsigmoid" | "hardswish" => {
            let c1 = one(cx);
            // clamp(x / 6 + 1/2, 0, 1), times x for hardswish.
            let sixth = cx.e.full(&shape, elem, 1.0 / 6.0);
            let half = cx.e.full(&shape, elem, 0.5);
            let z = cx.e.full(&shape, elem, 0.0);
            let a = cx.e.binary("stablehlo.multiply", x, sixth);
            let a = cx.e.binary("stablehlo.add", a, half);
            let a = cx.e.binary("stablehlo.maximum", a, z);
            let hs = cx.e.binary("stablehlo.minimum", a, c1);
            if short == "hardswish" {
                cx.e.binary("stablehlo.multiply", x, hs)
            } else {
                hs
            }
        }
        "logsigmoid" | "log_sigmoid_forward" => {
            // -softplus(-x).
            let nx = cx.e.unary("stablehlo.negate", x);
            let sp = softplus_of(cx, nx, 1.0, 20.0);
            let v = cx.e.unary("stablehlo.negate", sp);
            if short == "log_sigmoid_forward" {
                // The second result is a buffer for the backward pass.
                let (bs, be) = cx.result(1)?;
                let buf = cx.e.full(&bs, be, 0.0);
                return Ok(vec![t(v), t(buf)]);
            }
            v
        }
        "softsign" => {
            let c1 = one(cx);
            let a = cx.e.unary("stablehlo.abs", x);
            let d = cx.e.binary("stablehlo.add", a, c1);
            cx.e.binary("stablehlo.divide", x, d)
        }
        "relu6" => {
            let z = cx.e.full(&shape, elem, 0.0);
            let six = cx.e.full(&shape, elem, 6.0);
            let a = cx.e.binary("stablehlo.maximum", x, z);
            cx.e.binary("stablehlo.minimum", a, six)
        }
        "sinc" => {
            let c1 = one(cx);
            // sin(πx) / (πx), 1 at 0.
            let pi = cx.e.full(&shape, elem, std::f64::consts::PI);
            let px = cx.e.binary("stablehlo.multiply", x, pi);
            let s = cx.e.unary("stablehlo.sine", px);
            let q = cx.e.binary("stablehlo.divide", s, px);
            let z = cx.e.full(&shape, elem, 0.0);
            let zero = cx.e.compare("EQ", x, z);
            cx.e.select(zero, c1, q)
        }
        _ => return cx.fail(""),
    };
    Ok(vec![t(v)])
}

/// `softplus(x) = log1p(exp(βx)) / β`, and `x` itself where `βx` passes
/// the threshold (as PyTorch's kernel does).
fn softplus_of(cx: &mut Cx, x: Value, beta: f64, threshold: f64) -> Value {
    let shape = cx.e.shape(x);
    let elem = cx.e.elem(x);
    let b = cx.e.full(&shape, elem, beta);
    let bx = cx.e.binary("stablehlo.multiply", x, b);
    let e = cx.e.unary("stablehlo.exponential", bx);
    let l = cx.e.unary("stablehlo.log_plus_one", e);
    let sp = cx.e.binary("stablehlo.divide", l, b);
    let th = cx.e.full(&shape, elem, threshold);
    let big = cx.e.compare("GT", bx, th);
    cx.e.select(big, x, sp)
}

fn softplus(cx: &mut Cx) -> R<Vec<Conv>> {
    let (x, _, _) = operand(cx, 0)?;
    let beta = cx.opt_float(1)?.unwrap_or(1.0);
    let th = cx.opt_float(2)?.unwrap_or(20.0);
    Ok(vec![t(softplus_of(cx, x, beta, th))])
}

fn round_decimals(cx: &mut Cx) -> R<Vec<Conv>> {
    let (x, shape, elem) = operand(cx, 0)?;
    let d = cx.int(1)?;
    let f = cx.e.full(&shape, elem, 10f64.powi(d as i32));
    let a = cx.e.binary("stablehlo.multiply", x, f);
    let r = cx.e.unary("stablehlo.round_nearest_even", a);
    Ok(vec![t(cx.e.binary("stablehlo.divide", r, f))])
}

/// `isnan`, `isinf`, `isfinite` and friends: always false (or true) on
/// integers.
fn classify(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let shape = cx.e.shape(x);
    let elem = cx.e.elem(x);
    let i1 = cx.i1();
    let short = cx.name.trim_start_matches("torch.aten.");
    if !cx.is_float(elem) {
        let v = match short {
            "isfinite" => 1.0,
            "signbit" => {
                let z = cx.e.full(&shape, elem, 0.0);
                return Ok(vec![t(cx.e.compare("LT", x, z))]);
            }
            _ => 0.0,
        };
        return Ok(vec![t(cx.e.full(&shape, i1, v))]);
    }
    let inf = cx.e.full(&shape, elem, f64::INFINITY);
    let v = match short {
        "isnan" => cx.e.compare("NE", x, x),
        "isinf" => {
            let a = cx.e.unary("stablehlo.abs", x);
            cx.e.compare("EQ", a, inf)
        }
        "isposinf" => cx.e.compare("EQ", x, inf),
        "isneginf" => {
            let ninf = cx.e.full(&shape, elem, f64::NEG_INFINITY);
            cx.e.compare("EQ", x, ninf)
        }
        "signbit" => {
            // Negative, or a negative zero (1/x is -inf).
            let z = cx.e.full(&shape, elem, 0.0);
            let neg = cx.e.compare("LT", x, z);
            let one = cx.e.full(&shape, elem, 1.0);
            let r = cx.e.binary("stablehlo.divide", one, x);
            let nz = cx.e.compare("LT", r, z);
            let isz = cx.e.compare("EQ", x, z);
            let negz = cx.e.binary("stablehlo.and", isz, nz);
            cx.e.binary("stablehlo.or", neg, negz)
        }
        _ => {
            // Finite: |x| < inf (false for NaN).
            let a = cx.e.unary("stablehlo.abs", x);
            cx.e.compare("LT", a, inf)
        }
    };
    Ok(vec![t(v)])
}

/// The element type two operands compare in: PyTorch's promotion of the
/// two (a Python float makes an integer tensor compare as float).
fn compare_type(cx: &mut Cx) -> R<Type> {
    let ta = match cx.arg(0)? {
        Conv::Tensor(v) => cx.e.elem(v),
        _ => return cx.fail("operand 0 must be a tensor"),
    };
    let mut ct = ta;
    match cx.arg(1)? {
        Conv::Tensor(b) => {
            let eb = cx.e.elem(b);
            let rank0 = cx.e.shape(b).is_empty();
            if cx.is_float(eb) && !cx.is_float(ct) {
                ct = eb;
            } else if !rank0 && cx.is_float(eb) && cx.is_float(ct) && bits(cx, eb) > bits(cx, ct) {
                ct = eb;
            } else if !cx.is_float(eb) && !cx.is_float(ct) && bits(cx, eb) > bits(cx, ct) {
                ct = eb;
            }
        }
        Conv::Float(_) if !cx.is_float(ct) => ct = cx.f32(),
        _ => {}
    }
    Ok(ct)
}

fn bits(cx: &Cx, t: Type) -> u32 {
    match cx.e.ctx.type_kind(t) {
        TypeKind::Float(k) => k.semantics().bits,
        TypeKind::Integer { width, .. } => *width,
        _ => 0,
    }
}

fn compare(cx: &mut Cx) -> R<Vec<Conv>> {
    let (shape, _) = cx.result(0)?;
    let ct = compare_type(cx)?;
    let a = cx.as_tensor(0, &shape, ct)?;
    let b = cx.as_tensor(1, &shape, ct)?;
    let dir = match &cx.name["torch.aten.".len().."torch.aten.".len() + 2] {
        "eq" => "EQ",
        "ne" => "NE",
        "lt" => "LT",
        "le" => "LE",
        "gt" => "GT",
        _ => "GE",
    };
    Ok(vec![t(cx.e.compare(dir, a, b))])
}

/// A tensor as booleans: itself if `i1`, else `x != 0`.
fn truth(cx: &mut Cx, x: Value, shape: &[i64]) -> Value {
    let ex = cx.e.elem(x);
    let xb = cx.e.broadcast(x, shape);
    if is_bool(cx.e.ctx, ex) {
        return xb;
    }
    let z = cx.e.full(shape, ex, 0.0);
    cx.e.compare("NE", xb, z)
}

fn logical(cx: &mut Cx) -> R<Vec<Conv>> {
    let (shape, relem) = cx.result(0)?;
    let n = if cx.name == "torch.aten.logical_not" {
        1
    } else {
        2
    };
    let mut bs = Vec::new();
    for i in 0..n {
        let x = cx.tensor(i)?;
        bs.push(truth(cx, x, &shape));
    }
    let v = match cx.name {
        "torch.aten.logical_and" => cx.e.binary("stablehlo.and", bs[0], bs[1]),
        "torch.aten.logical_or" => cx.e.binary("stablehlo.or", bs[0], bs[1]),
        "torch.aten.logical_xor" => cx.e.binary("stablehlo.xor", bs[0], bs[1]),
        _ => cx.e.unary("stablehlo.not", bs[0]),
    };
    Ok(vec![t(cx.e.convert(v, relem))])
}

fn where_(cx: &mut Cx) -> R<Vec<Conv>> {
    let (shape, elem) = cx.result(0)?;
    let c = cx.tensor(0)?;
    let c = truth(cx, c, &shape);
    let a = cx.as_tensor(1, &shape, elem)?;
    let b = cx.as_tensor(2, &shape, elem)?;
    Ok(vec![t(cx.e.select(c, a, b))])
}

fn masked_fill(cx: &mut Cx) -> R<Vec<Conv>> {
    let (x, shape, elem) = operand(cx, 0)?;
    let m = cx.tensor(1)?;
    let m = truth(cx, m, &shape);
    let v = cx.as_tensor(2, &shape, elem)?;
    Ok(vec![t(cx.e.select(m, v, x))])
}

/// `clamp(x, min, max)` as `min(max(x, lo), hi)`: NaN stays NaN, and a
/// `min` above `max` gives `max`, as PyTorch does.
fn clamp(cx: &mut Cx) -> R<Vec<Conv>> {
    let (x, shape, elem) = operand(cx, 0)?;
    let (lo, hi) = match cx.name {
        "torch.aten.hardtanh" => (Some(1), Some(2)),
        "torch.aten.clamp_min" | "torch.aten.clamp_min.Tensor" => (Some(1), None),
        "torch.aten.clamp_max" | "torch.aten.clamp_max.Tensor" => (None, Some(1)),
        _ => (Some(1), Some(2)),
    };
    let hardtanh = cx.name == "torch.aten.hardtanh";
    let bound = |cx: &mut Cx, i: Option<usize>, default: f64| -> R<Option<Value>> {
        let Some(i) = i else { return Ok(None) };
        if i >= cx.nargs() {
            return Ok(if hardtanh {
                Some(cx.e.full(&shape, elem, default))
            } else {
                None
            });
        }
        match cx.arg(i)? {
            Conv::None => Ok(None),
            _ => Ok(Some(cx.as_tensor(i, &shape, elem)?)),
        }
    };
    let lo = bound(cx, lo, -1.0)?;
    let hi = bound(cx, hi, 1.0)?;
    let mut v = x;
    if let Some(l) = lo {
        v = cx.e.binary("stablehlo.maximum", v, l);
    }
    if let Some(h) = hi {
        v = cx.e.binary("stablehlo.minimum", v, h);
    }
    Ok(vec![t(v)])
}

fn leaky_relu(cx: &mut Cx) -> R<Vec<Conv>> {
    let (x, shape, elem) = operand(cx, 0)?;
    let slope = cx.opt_float(1)?.unwrap_or(0.01);
    let z = cx.e.full(&shape, elem, 0.0);
    let s = cx.e.full(&shape, elem, slope);
    let pos = cx.e.compare("GT", x, z);
    let neg = cx.e.binary("stablehlo.multiply", x, s);
    Ok(vec![t(cx.e.select(pos, x, neg))])
}

/// `elu(x, alpha, scale, input_scale)`: `scale·x` above zero, else
/// `scale·alpha·(exp(x·input_scale) - 1)`; `selu` and `celu` are the same
/// with their own constants.
fn elu(cx: &mut Cx) -> R<Vec<Conv>> {
    let (x, shape, elem) = operand(cx, 0)?;
    let (alpha, scale, input_scale) = match cx.name {
        "torch.aten.selu" => (1.6732632423543772, 1.0507009873554805, 1.0),
        "torch.aten.celu" => {
            let a = cx.opt_float(1)?.unwrap_or(1.0);
            (a, 1.0, 1.0 / a)
        }
        _ => (
            cx.opt_float(1)?.unwrap_or(1.0),
            cx.opt_float(2)?.unwrap_or(1.0),
            cx.opt_float(3)?.unwrap_or(1.0),
        ),
    };
    let z = cx.e.full(&shape, elem, 0.0);
    let pos = cx.e.compare("GT", x, z);
    let is_ = cx.e.full(&shape, elem, input_scale);
    let xi = cx.e.binary("stablehlo.multiply", x, is_);
    let em = cx.e.unary("stablehlo.exponential_minus_one", xi);
    let a = cx.e.full(&shape, elem, alpha * scale);
    let neg = cx.e.binary("stablehlo.multiply", em, a);
    let s = cx.e.full(&shape, elem, scale);
    let p = cx.e.binary("stablehlo.multiply", x, s);
    Ok(vec![t(cx.e.select(pos, p, neg))])
}

/// `hardshrink(x, λ)`: x where |x| > λ, else 0; `softshrink` also moves
/// the kept values λ toward zero.
fn shrink(cx: &mut Cx) -> R<Vec<Conv>> {
    let (x, shape, elem) = operand(cx, 0)?;
    let l = cx.opt_float(1)?.unwrap_or(0.5);
    let lam = cx.e.full(&shape, elem, l);
    let z = cx.e.full(&shape, elem, 0.0);
    let a = cx.e.unary("stablehlo.abs", x);
    let keep = cx.e.compare("GT", a, lam);
    let kept = if cx.name == "torch.aten.softshrink" {
        let sg = cx.e.unary("stablehlo.sign", x);
        let m = cx.e.binary("stablehlo.multiply", sg, lam);
        cx.e.binary("stablehlo.subtract", x, m)
    } else {
        x
    };
    Ok(vec![t(cx.e.select(keep, kept, z))])
}

/// `threshold(x, th, value)`: x where x > th, else `value`.
fn threshold(cx: &mut Cx) -> R<Vec<Conv>> {
    let (x, shape, elem) = operand(cx, 0)?;
    let th = cx.as_tensor(1, &shape, elem)?;
    let v = cx.as_tensor(2, &shape, elem)?;
    let keep = cx.e.compare("GT", x, th);
    Ok(vec![t(cx.e.select(keep, x, v))])
}

fn lerp(cx: &mut Cx) -> R<Vec<Conv>> {
    let (a, shape, elem) = operand(cx, 0)?;
    let b = cx.as_tensor(1, &shape, elem)?;
    let w = cx.as_tensor(2, &shape, elem)?;
    let d = cx.e.binary("stablehlo.subtract", b, a);
    let m = cx.e.binary("stablehlo.multiply", w, d);
    Ok(vec![t(cx.e.binary("stablehlo.add", a, m))])
}

/// `addcmul(x, a, b, value)` = x + value·a·b; `addcdiv` divides.
fn addc(cx: &mut Cx) -> R<Vec<Conv>> {
    let (x, shape, elem) = operand(cx, 0)?;
    let a = cx.as_tensor(1, &shape, elem)?;
    let b = cx.as_tensor(2, &shape, elem)?;
    let value = cx.opt_float(3)?.unwrap_or(1.0);
    let op = if cx.name == "torch.aten.addcmul" {
        "stablehlo.multiply"
    } else {
        "stablehlo.divide"
    };
    let p = cx.e.binary(op, a, b);
    let v = cx.e.full(&shape, elem, value);
    let p = cx.e.binary("stablehlo.multiply", p, v);
    Ok(vec![t(cx.e.binary("stablehlo.add", x, p))])
}

/// `logit(x, eps)`: log(x / (1 - x)), x clamped to [eps, 1 - eps] first.
fn logit(cx: &mut Cx) -> R<Vec<Conv>> {
    let (mut x, shape, elem) = operand(cx, 0)?;
    if let Some(eps) = cx.opt_float(1)? {
        let lo = cx.e.full(&shape, elem, eps);
        let hi = cx.e.full(&shape, elem, 1.0 - eps);
        x = cx.e.binary("stablehlo.maximum", x, lo);
        x = cx.e.binary("stablehlo.minimum", x, hi);
    }
    let one = cx.e.full(&shape, elem, 1.0);
    let d = cx.e.binary("stablehlo.subtract", one, x);
    let q = cx.e.binary("stablehlo.divide", x, d);
    Ok(vec![t(cx.e.unary("stablehlo.log", q))])
}

/// `nan_to_num(x, nan, posinf, neginf)`: the type's largest finite
/// values replace the infinities unless given.
fn nan_to_num(cx: &mut Cx) -> R<Vec<Conv>> {
    let (x, shape, elem) = operand(cx, 0)?;
    if !cx.is_float(elem) {
        return Ok(vec![t(x)]);
    }
    let big = match cx.e.ctx.type_kind(elem) {
        TypeKind::Float(ir::float::FloatKind::F16) => 65504.0,
        TypeKind::Float(ir::float::FloatKind::BF16) => 3.3895313892515355e38,
        TypeKind::Float(ir::float::FloatKind::F64) => f64::MAX,
        _ => f32::MAX as f64,
    };
    let nan = cx.opt_float(1)?.unwrap_or(0.0);
    let pinf = cx.opt_float(2)?.unwrap_or(big);
    let ninf = cx.opt_float(3)?.unwrap_or(-big);
    let is_nan = cx.e.compare("NE", x, x);
    let inf = cx.e.full(&shape, elem, f64::INFINITY);
    let minf = cx.e.full(&shape, elem, f64::NEG_INFINITY);
    let is_p = cx.e.compare("EQ", x, inf);
    let is_n = cx.e.compare("EQ", x, minf);
    let (a, b, c) = (
        cx.e.full(&shape, elem, nan),
        cx.e.full(&shape, elem, pinf),
        cx.e.full(&shape, elem, ninf),
    );
    let v = cx.e.select(is_nan, a, x);
    let v = cx.e.select(is_p, b, v);
    Ok(vec![t(cx.e.select(is_n, c, v))])
}

/// Binary functions built from the primitive ones.
fn binary_composite(cx: &mut Cx) -> R<Vec<Conv>> {
    let (a, shape, elem) = operand(cx, 0)?;
    let b = cx.as_tensor(1, &shape, elem)?;
    let v = match cx.name {
        "torch.aten.hypot" => {
            let aa = cx.e.binary("stablehlo.multiply", a, a);
            let bb = cx.e.binary("stablehlo.multiply", b, b);
            let s = cx.e.binary("stablehlo.add", aa, bb);
            cx.e.unary("stablehlo.sqrt", s)
        }
        "torch.aten.copysign.Tensor" => {
            let m = cx.e.unary("stablehlo.abs", a);
            let z = cx.e.full(&shape, elem, 0.0);
            let neg = cx.e.compare("LT", b, z);
            let nm = cx.e.unary("stablehlo.negate", m);
            cx.e.select(neg, nm, m)
        }
        "torch.aten.xlogy.Tensor" => {
            // 0 where x == 0 (unless y is NaN), else x·log(y).
            let l = cx.e.unary("stablehlo.log", b);
            let p = cx.e.binary("stablehlo.multiply", a, l);
            let z = cx.e.full(&shape, elem, 0.0);
            let x0 = cx.e.compare("EQ", a, z);
            let ynum = cx.e.compare("EQ", b, b);
            let zero = cx.e.binary("stablehlo.and", x0, ynum);
            cx.e.select(zero, z, p)
        }
        "torch.aten.heaviside" => {
            let z = cx.e.full(&shape, elem, 0.0);
            let one = cx.e.full(&shape, elem, 1.0);
            let pos = cx.e.compare("GT", a, z);
            let eq = cx.e.compare("EQ", a, z);
            let v = cx.e.select(pos, one, z);
            cx.e.select(eq, b, v)
        }
        name => {
            // logaddexp(a, b) = max + log1p(exp(-|a - b|)) (base 2 for
            // logaddexp2).
            let two = name.ends_with('2');
            let (a, b) = if two {
                let ln2 = cx.e.full(&shape, elem, std::f64::consts::LN_2);
                (
                    cx.e.binary("stablehlo.multiply", a, ln2),
                    cx.e.binary("stablehlo.multiply", b, ln2),
                )
            } else {
                (a, b)
            };
            let m = cx.e.binary("stablehlo.maximum", a, b);
            let d = cx.e.binary("stablehlo.subtract", a, b);
            let ad = cx.e.unary("stablehlo.abs", d);
            let nd = cx.e.unary("stablehlo.negate", ad);
            let e = cx.e.unary("stablehlo.exponential", nd);
            let l = cx.e.unary("stablehlo.log_plus_one", e);
            let v = cx.e.binary("stablehlo.add", m, l);
            if two {
                let ln2 = cx.e.full(&shape, elem, std::f64::consts::LN_2);
                cx.e.binary("stablehlo.divide", v, ln2)
            } else {
                v
            }
        }
    };
    Ok(vec![t(v)])
}

/// The special functions CHLO has: `lgamma`, `digamma`, `erfinv` (the
/// interpreter runs them; `expand-hlo` rewrites them for the kernel
/// emitters as XLA's CHLO legalization does).
fn special(cx: &mut Cx) -> R<Vec<Conv>> {
    let (x, _, elem) = operand(cx, 0)?;
    if !cx.is_float(elem) {
        return cx.fail("needs a floating-point result");
    }
    let op = match cx.name {
        "torch.aten.lgamma" => "chlo.lgamma",
        "torch.aten.digamma" => "chlo.digamma",
        "torch.aten.erfinv" => "chlo.erf_inv",
        _ => return cx.fail("has no CHLO counterpart"),
    };
    Ok(vec![t(cx.e.unary(op, x))])
}

/// `isclose(a, b, rtol, atol, equal_nan)`: |a - b| <= atol + rtol·|b|,
/// equal infinities close, NaN close to NaN only with `equal_nan`.
fn isclose(cx: &mut Cx) -> R<Vec<Conv>> {
    let (shape, _) = cx.result(0)?;
    let ct = compare_type(cx)?;
    let a = cx.as_tensor(0, &shape, ct)?;
    let b = cx.as_tensor(1, &shape, ct)?;
    let rtol = cx.opt_float(2)?.unwrap_or(1e-5);
    let atol = cx.opt_float(3)?.unwrap_or(1e-8);
    let equal_nan = cx.bool_or(4, false)?;
    let eq = cx.e.compare("EQ", a, b);
    if !cx.is_float(ct) {
        return Ok(vec![t(eq)]);
    }
    let d = cx.e.binary("stablehlo.subtract", a, b);
    let ad = cx.e.unary("stablehlo.abs", d);
    let ab = cx.e.unary("stablehlo.abs", b);
    let r = cx.e.full(&shape, ct, rtol);
    let at = cx.e.full(&shape, ct, atol);
    let tol = cx.e.binary("stablehlo.multiply", r, ab);
    let tol = cx.e.binary("stablehlo.add", at, tol);
    let near = cx.e.compare("LE", ad, tol);
    let mut v = cx.e.binary("stablehlo.or", eq, near);
    if equal_nan {
        let an = cx.e.compare("NE", a, a);
        let bn = cx.e.compare("NE", b, b);
        let both = cx.e.binary("stablehlo.and", an, bn);
        v = cx.e.binary("stablehlo.or", v, both);
    }
    Ok(vec![t(v)])
}

/// `ldexp(a, b)` = a · 2^b.
fn ldexp(cx: &mut Cx) -> R<Vec<Conv>> {
    let (a, shape, elem) = operand(cx, 0)?;
    let b = cx.as_tensor(1, &shape, elem)?;
    let two = cx.e.full(&shape, elem, 2.0);
    let p = cx.e.binary("stablehlo.power", two, b);
    Ok(vec![t(cx.e.binary("stablehlo.multiply", a, p))])
}
