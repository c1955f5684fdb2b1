//! `math`: unary, binary and ternary float ops (with fastmath), integer
//! ops (`ctlz`, `absi`, `ipowi`...), `fpowi`, and the float classifiers.

use super::arith::fastmath;
use super::{Elem, Gen, Ty};

const FLOAT_UNARY: &[&str] = &[
    "absf",
    "sqrt",
    "rsqrt",
    "exp",
    "exp2",
    "expm1",
    "log",
    "log2",
    "log10",
    "log1p",
    "tanh",
    "tan",
    "sin",
    "cos",
    "asin",
    "acos",
    "atan",
    "sinh",
    "cosh",
    "asinh",
    "acosh",
    "atanh",
    "erf",
    "erfc",
    "ceil",
    "floor",
    "round",
    "roundeven",
    "trunc",
    "cbrt",
];
const FLOAT_BINARY: &[&str] = &["powf", "atan2", "copysign"];
const INT_UNARY: &[&str] = &["ctlz", "cttz", "ctpop", "absi"];
const CLASSIFY: &[&str] = &["isnan", "isinf", "isfinite", "isnormal"];

/// One random math op.
pub fn op(g: &mut Gen) {
    let k = g.rng.below(10);
    let e = if k >= 8 {
        g.int_elem(false)
    } else {
        g.float_elem()
    };
    let ty = g.container_of(e.clone());
    let t = g.ty(&ty);
    match k {
        0..=3 => {
            let op = *g.rng.pick(FLOAT_UNARY);
            let a = g.operand(&ty);
            let fm = fastmath(g);
            let r = g.fresh(op);
            g.line(&format!("{r} = math.{op} {a}{fm} : {t}"));
            g.bind(&r, &ty);
        }
        4 => {
            let op = *g.rng.pick(FLOAT_BINARY);
            let a = g.operand(&ty);
            let b = g.operand(&ty);
            let fm = fastmath(g);
            let r = g.fresh(op);
            g.line(&format!("{r} = math.{op} {a}, {b}{fm} : {t}"));
            g.bind(&r, &ty);
        }
        5 => {
            let a = g.operand(&ty);
            let b = g.operand(&ty);
            let c = g.operand(&ty);
            let fm = fastmath(g);
            let r = g.fresh("fma");
            g.line(&format!("{r} = math.fma {a}, {b}, {c}{fm} : {t}"));
            g.bind(&r, &ty);
        }
        6 => {
            let ity = ty.with_elem(g.int_elem(false));
            let a = g.operand(&ty);
            let b = g.operand(&ity);
            let fm = fastmath(g);
            let r = g.fresh("fpowi");
            let it = g.ty(&ity);
            g.line(&format!("{r} = math.fpowi {a}, {b}{fm} : {t}, {it}"));
            g.bind(&r, &ty);
        }
        7 => {
            let op = *g.rng.pick(CLASSIFY);
            let a = g.operand(&ty);
            let r = g.fresh(op);
            g.line(&format!("{r} = math.{op} {a} : {t}"));
            g.bind(&r, &ty.with_elem(Elem::I(1)));
        }
        8 => {
            let op = *g.rng.pick(INT_UNARY);
            let a = g.operand(&ty);
            let r = g.fresh(op);
            g.line(&format!("{r} = math.{op} {a} : {t}"));
            g.bind(&r, &ty);
        }
        _ => {
            let a = g.operand(&ty);
            let b = g.operand(&ty);
            let r = g.fresh("ipowi");
            g.line(&format!("{r} = math.ipowi {a}, {b} : {t}"));
            g.bind(&r, &ty);
        }
    }
    let _ = Ty::S(Elem::Index);
}
