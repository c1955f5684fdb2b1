//! `chlo.lgamma` and `chlo.digamma` by the Lanczos approximation (g = 7,
//! nine coefficients), with the reflection formula below 1/2, as XLA's
//! CHLO legalization computes them: in f32 for narrower floats.

use crate::convert::hlo_emit::Emit;
use ir::{Type, Value};

const LANCZOS_G: f64 = 7.0;
const LANCZOS_BASE: f64 = 0.999_999_999_999_809_9;
const LANCZOS: [f64; 8] = [
    676.520_368_121_885_1,
    -1_259.139_216_722_402_8,
    771.323_428_777_653_1,
    -176.615_029_162_140_6,
    12.507_343_278_686_905,
    -0.138_571_095_265_720_12,
    9.984_369_578_019_572e-6,
    1.505_632_735_149_311_6e-7,
];

/// The common start: whether each element reflects (x < 1/2), and
/// `z` (-x where it does, x - 1 elsewhere).
fn start(e: &mut Emit<'_>, x: Value, s: &[i64], t: Type) -> (Value, Value) {
    let half = e.full(s, t, 0.5);
    let one = e.full(s, t, 1.0);
    let reflect = e.compare("LT", x, half);
    let neg = e.unary("stablehlo.negate", x);
    let dec = e.binary("stablehlo.subtract", x, one);
    let z = e.select(reflect, neg, dec);
    (reflect, z)
}

/// `log(z + g + 1/2)`, as `log(g + 1/2) + log1p(z / (g + 1/2))`.
fn log_t(e: &mut Emit<'_>, z: Value, s: &[i64], t: Type) -> Value {
    let gh = LANCZOS_G + 0.5;
    let c = e.full(s, t, gh);
    let q = e.binary("stablehlo.divide", z, c);
    let l = e.unary("stablehlo.log_plus_one", q);
    let lc = e.full(s, t, gh.ln());
    e.binary("stablehlo.add", lc, l)
}

/// `x - floor(x)` folded into [0, 1/2]: the distance to the nearest
/// integer, for the reflection's sine.
fn reduced(e: &mut Emit<'_>, x: Value, s: &[i64], t: Type) -> Value {
    let ax = e.unary("stablehlo.abs", x);
    let fl = e.unary("stablehlo.floor", ax);
    let fr = e.binary("stablehlo.subtract", ax, fl);
    let half = e.full(s, t, 0.5);
    let one = e.full(s, t, 1.0);
    let big = e.compare("GT", fr, half);
    let other = e.binary("stablehlo.subtract", one, fr);
    e.select(big, other, fr)
}

pub(super) fn lgamma(e: &mut Emit<'_>, x0: Value, s: &[i64], elem: Type) -> Option<Value> {
    let t = super::wide(e, elem)?;
    let x = e.convert(x0, t);
    let (reflect, z) = start(e, x, s, t);
    let mut a = e.full(s, t, LANCZOS_BASE);
    for (i, &c) in LANCZOS.iter().enumerate() {
        let k = e.full(s, t, i as f64 + 1.0);
        let d = e.binary("stablehlo.add", z, k);
        let cc = e.full(s, t, c);
        let q = e.binary("stablehlo.divide", cc, d);
        a = e.binary("stablehlo.add", a, q);
    }
    // log Γ(z + 1) = log √(2π) + (z + 1/2 - t / log t) · log t + log a.
    let gh = e.full(s, t, LANCZOS_G + 0.5);
    let tt = e.binary("stablehlo.add", z, gh);
    let lt = log_t(e, z, s, t);
    let half = e.full(s, t, 0.5);
    let zh = e.binary("stablehlo.add", z, half);
    let r = e.binary("stablehlo.divide", tt, lt);
    let m = e.binary("stablehlo.subtract", zh, r);
    let p = e.binary("stablehlo.multiply", m, lt);
    let la = e.unary("stablehlo.log", a);
    let l2 = e.full(s, t, (2.0 * std::f64::consts::PI).sqrt().ln());
    let y = e.binary("stablehlo.add", l2, p);
    let y = e.binary("stablehlo.add", y, la);
    // Reflection: log π - log|sin(π r)| - log Γ(1 - x).
    let rf = reduced(e, x, s, t);
    let pi = e.full(s, t, std::f64::consts::PI);
    let pr = e.binary("stablehlo.multiply", pi, rf);
    let sn = e.unary("stablehlo.sine", pr);
    let denom = e.unary("stablehlo.log", sn);
    let fin = {
        let ab = e.unary("stablehlo.abs", denom);
        let inf = e.full(s, t, f64::INFINITY);
        e.compare("LT", ab, inf)
    };
    let lpi = e.full(s, t, std::f64::consts::PI.ln());
    let a1 = e.binary("stablehlo.subtract", lpi, denom);
    let a1 = e.binary("stablehlo.subtract", a1, y);
    let a2 = e.unary("stablehlo.negate", denom);
    let reflection = e.select(fin, a1, a2);
    let out = e.select(reflect, reflection, y);
    // ±inf give +inf.
    let ax = e.unary("stablehlo.abs", x);
    let inf = e.full(s, t, f64::INFINITY);
    let is_inf = e.compare("EQ", ax, inf);
    let out = e.select(is_inf, inf, out);
    Some(e.convert(out, elem))
}

pub(super) fn digamma(e: &mut Emit<'_>, x0: Value, s: &[i64], elem: Type) -> Option<Value> {
    let t = super::wide(e, elem)?;
    let x = e.convert(x0, t);
    let (reflect, z) = start(e, x, s, t);
    let mut num = e.full(s, t, 0.0);
    let mut den = e.full(s, t, LANCZOS_BASE);
    for (i, &c) in LANCZOS.iter().enumerate() {
        let k = e.full(s, t, i as f64 + 1.0);
        let d = e.binary("stablehlo.add", z, k);
        let cc = e.full(s, t, c);
        let q = e.binary("stablehlo.divide", cc, d);
        let q2 = e.binary("stablehlo.divide", q, d);
        num = e.binary("stablehlo.subtract", num, q2);
        den = e.binary("stablehlo.add", den, q);
    }
    // ψ(z + 1) = log t + num / den - g / t.
    let gh = e.full(s, t, LANCZOS_G + 0.5);
    let tt = e.binary("stablehlo.add", z, gh);
    let lt = log_t(e, z, s, t);
    let nd = e.binary("stablehlo.divide", num, den);
    let g = e.full(s, t, LANCZOS_G);
    let gt = e.binary("stablehlo.divide", g, tt);
    let y = e.binary("stablehlo.add", lt, nd);
    let y = e.binary("stablehlo.subtract", y, gt);
    // Reflection: ψ(1 - x) - π / tan(π x), with x reduced by its nearest
    // integer for accuracy.
    let half = e.full(s, t, 0.5);
    let xh = e.binary("stablehlo.add", x, half);
    let fl = e.unary("stablehlo.floor", xh);
    let r = e.binary("stablehlo.subtract", x, fl);
    let pi = e.full(s, t, std::f64::consts::PI);
    let pr = e.binary("stablehlo.multiply", pi, r);
    let co = e.unary("stablehlo.cosine", pr);
    let si = e.unary("stablehlo.sine", pr);
    let ratio = e.binary("stablehlo.divide", co, si);
    let pc = e.binary("stablehlo.multiply", pi, ratio);
    let reflection = e.binary("stablehlo.subtract", y, pc);
    let out = e.select(reflect, reflection, y);
    // Poles at 0, -1, -2, ...: NaN.
    let zero = e.full(s, t, 0.0);
    let le0 = e.compare("LE", x, zero);
    let fx = e.unary("stablehlo.floor", x);
    let int = e.compare("EQ", x, fx);
    let pole = e.binary("stablehlo.and", le0, int);
    let nan = e.full(s, t, f64::NAN);
    let out = e.select(pole, nan, out);
    Some(e.convert(out, elem))
}
