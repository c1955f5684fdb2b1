//! `arith`: constants (scalar and dense, every result-name hint shape),
//! integer and float binary ops with overflow / fastmath flags,
//! comparisons with every predicate, select, casts, extended arithmetic.

use super::{Elem, Gen, Ty};

/// Integer binary ops; `true` when the op takes `overflow<...>` flags.
const INT_BIN: &[(&str, bool)] = &[
    ("addi", true),
    ("subi", true),
    ("muli", true),
    ("shli", true),
    ("divsi", false),
    ("divui", false),
    ("ceildivsi", false),
    ("ceildivui", false),
    ("floordivsi", false),
    ("remsi", false),
    ("remui", false),
    ("andi", false),
    ("ori", false),
    ("xori", false),
    ("shrsi", false),
    ("shrui", false),
    ("maxsi", false),
    ("maxui", false),
    ("minsi", false),
    ("minui", false),
];
const FLOAT_BIN: &[&str] = &[
    "addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf",
];
/// `arith.cmpi` predicates.
pub const CMPI: &[&str] = &[
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];
/// `arith.cmpf` predicates.
pub const CMPF: &[&str] = &[
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];

/// A random `overflow<...>` suffix (with its leading space) or nothing.
pub fn overflow(g: &mut Gen) -> &'static str {
    *g.rng.pick(&[
        "",
        "",
        "",
        " overflow<nsw>",
        " overflow<nuw>",
        " overflow<nsw, nuw>",
        " overflow<nuw,nsw>",
        " overflow<none>",
    ])
}

/// A random `fastmath<...>` suffix (with its leading space) or nothing.
pub fn fastmath(g: &mut Gen) -> &'static str {
    *g.rng.pick(&[
        "",
        "",
        "",
        " fastmath<fast>",
        " fastmath<nnan,ninf>",
        " fastmath<nnan, ninf, nsz>",
        " fastmath<reassoc,contract>",
        " fastmath<afn>",
        " fastmath<arcp>",
        " fastmath<none>",
    ])
}

fn int_literal(g: &mut Gen, e: &Elem) -> i64 {
    let w = e.bits().min(63);
    match g.rng.below(6) {
        0 => 0,
        1 => 1,
        2 => -1,
        3 => (1i64 << (w - 1)) - 1, // max signed
        _ => g.rng.range(0, 100) as i64 - 20,
    }
}

/// An integer or index constant with value `v` (result hints `%c5`,
/// `%c-1_i8`, `%true`...).
pub fn constant_int(g: &mut Gen, e: &Elem, v: i64) -> String {
    let name = g.fresh("c");
    let text = match e {
        Elem::I(1) => {
            let b = v & 1 == 1;
            if g.rng.chance(1, 2) {
                format!("{b}")
            } else {
                format!("{} : i1", if b { 1 } else { 0 })
            }
        }
        Elem::I(w) => {
            let w = *w;
            let v = if w < 64 {
                let lo = -(1i64 << (w - 1));
                let hi = (1i64 << (w - 1)) - 1;
                v.clamp(lo, hi)
            } else {
                v
            };
            if v >= 0 && g.rng.chance(1, 8) {
                format!("{v:#x} : i{w}")
            } else {
                format!("{v} : i{w}")
            }
        }
        Elem::Index => format!("{v} : index"),
        Elem::F(_) => unreachable!(),
    };
    g.line(&format!("{name} = arith.constant {text}"));
    g.bind(&name, &Ty::S(e.clone()));
    name
}

/// A float literal that is exact in every float type used.
pub fn float_literal(g: &mut Gen) -> String {
    g.rng
        .pick(&[
            "0.0",
            "1.0",
            "-1.0",
            "2.5",
            "0.5",
            "-0.25",
            "3.0",
            "1.000000e+00",
            "4.0E+2",
            "1.5e-1",
            "100.0",
            "-7.5",
        ])
        .to_string()
}

/// A scalar constant of element type `e`.
pub fn constant_scalar(g: &mut Gen, e: &Elem) -> String {
    match e {
        Elem::F(f) => {
            let name = g.fresh("cst");
            let lit = float_literal(g);
            g.line(&format!("{name} = arith.constant {lit} : {f}"));
            g.bind(&name, &Ty::S(e.clone()));
            name
        }
        _ => {
            let v = int_literal(g, e);
            constant_int(g, e, v)
        }
    }
}

fn elem_literal(g: &mut Gen, e: &Elem) -> String {
    match e {
        Elem::F(_) => float_literal(g),
        Elem::I(1) => g.rng.pick(&["true", "false"]).to_string(),
        _ => {
            let v = int_literal(g, e);
            let v = if e.bits() < 64 {
                v.clamp(-(1i64 << (e.bits() - 1)), (1i64 << (e.bits() - 1)) - 1)
            } else {
                v
            };
            v.to_string()
        }
    }
}

fn nested(g: &mut Gen, shape: &[u64], e: &Elem) -> String {
    if shape.is_empty() {
        return elem_literal(g, e);
    }
    let parts: Vec<String> = (0..shape[0]).map(|_| nested(g, &shape[1..], e)).collect();
    let sep = if g.rng.chance(1, 4) { "," } else { ", " };
    format!("[{}]", parts.join(sep))
}

/// A `dense<...>` constant of static shaped type `ty` (splat or full).
pub fn constant_dense(g: &mut Gen, ty: &Ty) -> String {
    let shape = ty.static_shape().unwrap_or_default();
    let e = ty.elem().clone();
    let count: u64 = shape.iter().product();
    let body = if count > 16 || g.rng.chance(1, 2) {
        elem_literal(g, &e)
    } else {
        nested(g, &shape, &e)
    };
    let name = g.fresh("cst");
    let t = g.ty(ty);
    g.line(&format!("{name} = arith.constant dense<{body}> : {t}"));
    g.bind(&name, ty);
    name
}

/// A type with integer-or-index elements for an elementwise op.
fn int_like(g: &mut Gen) -> Ty {
    let e = if g.rng.chance(1, 5) {
        Elem::Index
    } else {
        g.int_elem(true)
    };
    g.container_of(e)
}

fn float_like(g: &mut Gen) -> Ty {
    let e = g.float_elem();
    g.container_of(e)
}

/// Writes `%r = arith.OP %a, %b FLAGS : T` and binds `%r`.
fn binary(g: &mut Gen, op: &str, ty: &Ty, flags: &str) -> String {
    let a = g.operand(ty);
    let b = g.operand(ty);
    let r = g.fresh(op);
    let t = g.ty(ty);
    g.line(&format!("{r} = arith.{op} {a}, {b}{flags} : {t}"));
    g.bind(&r, ty);
    r
}

/// One random arith op.
pub fn op(g: &mut Gen) {
    match g.rng.below(12) {
        0 | 1 => {
            let ty = int_like(g);
            let (op, fl) = *g.rng.pick(INT_BIN);
            let flags = if fl { overflow(g) } else { "" };
            binary(g, op, &ty, flags);
        }
        2 | 3 => {
            let ty = float_like(g);
            let op = *g.rng.pick(FLOAT_BIN);
            let flags = fastmath(g);
            binary(g, op, &ty, flags);
        }
        4 => {
            let ty = int_like(g);
            let p = *g.rng.pick(CMPI);
            cmp(g, "cmpi", p, &ty, "");
        }
        5 => {
            let ty = float_like(g);
            let p = *g.rng.pick(CMPF);
            let fm = fastmath(g);
            cmp(g, "cmpf", p, &ty, fm);
        }
        6 => select(g),
        7 | 8 => cast(g),
        9 => extended(g),
        10 => {
            let ty = float_like(g);
            let a = g.operand(&ty);
            let r = g.fresh("neg");
            let fm = fastmath(g);
            let t = g.ty(&ty);
            g.line(&format!("{r} = arith.negf {a}{fm} : {t}"));
            g.bind(&r, &ty);
        }
        _ => {
            let e = g.num_elem();
            let ty = g.container_of(e);
            g.materialize(&ty);
        }
    }
}

/// `%r = arith.cmpX pred, %a, %b : T` (result: i1 of the same shape).
pub fn cmp(g: &mut Gen, op: &str, pred: &str, ty: &Ty, fm: &str) -> String {
    let a = g.operand(ty);
    let b = g.operand(ty);
    let r = g.fresh("cmp");
    let t = g.ty(ty);
    g.line(&format!("{r} = arith.{op} {pred}, {a}, {b}{fm} : {t}"));
    let rt = ty.with_elem(Elem::I(1));
    g.bind(&r, &rt);
    r
}

/// An `i1` scalar condition.
pub fn cond(g: &mut Gen) -> String {
    if g.rng.chance(1, 3) {
        if let Some(v) = g.find(|t| *t == Ty::S(Elem::I(1))) {
            return v.name;
        }
    }
    if g.rng.chance(1, 2) {
        let e = if g.rng.chance(1, 2) {
            Elem::Index
        } else {
            g.int_elem(false)
        };
        let p = *g.rng.pick(CMPI);
        cmp(g, "cmpi", p, &Ty::S(e), "")
    } else {
        g.operand(&Ty::S(Elem::I(1)))
    }
}

fn select(g: &mut Gen) {
    let e = g.num_elem();
    let ty = g.container_of(e);
    let shaped_cond = !matches!(ty, Ty::S(_)) && g.rng.chance(1, 2);
    let (c, cty) = if shaped_cond {
        let ct = ty.with_elem(Elem::I(1));
        (g.operand(&ct), Some(ct))
    } else {
        (cond(g), None)
    };
    let a = g.operand(&ty);
    let b = g.operand(&ty);
    let r = g.fresh("sel");
    let t = g.ty(&ty);
    let ts = match cty {
        Some(ct) => format!("{}, {t}", g.ty(&ct)),
        None => t,
    };
    g.line(&format!("{r} = arith.select {c}, {a}, {b} : {ts}"));
    g.bind(&r, &ty);
}

fn cast(g: &mut Gen) {
    let kinds = [
        "extsi",
        "extui",
        "trunci",
        "sitofp",
        "uitofp",
        "fptosi",
        "fptoui",
        "extf",
        "truncf",
        "index_cast",
        "index_castui",
        "bitcast",
    ];
    let k = *g.rng.pick(&kinds);
    let ints = [1u32, 8, 16, 32, 64];
    let (src, dst): (Elem, Elem) = match k {
        "extsi" | "extui" | "trunci" => {
            let a = *g.rng.pick(&ints[..4]);
            let bigger: Vec<u32> = ints.iter().copied().filter(|&w| w > a).collect();
            let b = *g.rng.pick(&bigger);
            if k == "trunci" {
                (Elem::I(b), Elem::I(a))
            } else {
                (Elem::I(a), Elem::I(b))
            }
        }
        "sitofp" | "uitofp" => (g.int_elem(false), g.float_elem()),
        "fptosi" | "fptoui" => (g.float_elem(), g.int_elem(false)),
        "extf" | "truncf" => {
            let (a, b) = *g.rng.pick(&[
                ("f16", "f32"),
                ("bf16", "f32"),
                ("f16", "f64"),
                ("f32", "f64"),
                ("bf16", "f64"),
            ]);
            if k == "extf" {
                (Elem::F(a), Elem::F(b))
            } else {
                (Elem::F(b), Elem::F(a))
            }
        }
        "index_cast" | "index_castui" => {
            let i = g.int_elem(false);
            if g.rng.chance(1, 2) {
                (i, Elem::Index)
            } else {
                (Elem::Index, i)
            }
        }
        _ => g
            .rng
            .pick(&[
                (Elem::I(32), Elem::F("f32")),
                (Elem::F("f32"), Elem::I(32)),
                (Elem::I(16), Elem::F("f16")),
                (Elem::I(16), Elem::F("bf16")),
                (Elem::F("bf16"), Elem::I(16)),
                (Elem::I(64), Elem::F("f64")),
                (Elem::F("f64"), Elem::I(64)),
            ])
            .clone(),
    };
    let sty = g.container_of(src);
    let dty = sty.with_elem(dst);
    let a = g.operand(&sty);
    let r = g.fresh(k);
    let flags = match k {
        "trunci" => overflow(g),
        "truncf" if g.rng.chance(1, 4) => " to_nearest_even",
        _ => "",
    };
    // `truncf` takes a rounding mode before the fastmath flags; keep the
    // rounding mode alone.
    let (s, d) = (g.ty(&sty), g.ty(&dty));
    g.line(&format!("{r} = arith.{k} {a}{flags} : {s} to {d}"));
    g.bind(&r, &dty);
}

fn extended(g: &mut Gen) {
    let e = g.int_elem(false);
    let ty = if g.rng.chance(2, 3) {
        Ty::S(e)
    } else {
        let s = g.shape();
        Ty::Vector(s, e)
    };
    let a = g.operand(&ty);
    let b = g.operand(&ty);
    let k = *g
        .rng
        .pick(&["addui_extended", "mulsi_extended", "mului_extended"]);
    let t = g.ty(&ty);
    let (r1, r2, ty2, types) = if k == "addui_extended" {
        let ot = ty.with_elem(Elem::I(1));
        let o = g.ty(&ot);
        ("sum", "overflow", ot, format!("{t}, {o}"))
    } else {
        ("low", "high", ty.clone(), t)
    };
    if g.rng.chance(1, 2) {
        let x = g.fresh(r1);
        let y = g.fresh(r2);
        g.line(&format!("{x}, {y} = arith.{k} {a}, {b} : {types}"));
        g.bind(&x, &ty);
        g.bind(&y, &ty2);
    } else {
        let x = loop {
            let x = g.fresh("ext");
            if !x.contains('.') {
                break x;
            }
        };
        g.line(&format!("{x}:2 = arith.{k} {a}, {b} : {types}"));
        g.bind(&format!("{x}#0"), &ty);
        g.bind(&format!("{x}#1"), &ty2);
    }
}
