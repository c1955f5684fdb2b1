//! Special functions PyTorch has beyond CHLO's: `polygamma(n, x)` (the
//! digamma function for n = 0, else (-1)^(n+1) n! ζ(n+1, x)) and
//! `special_erfcx` (exp(x²) erfc(x): below 1 as written, from 1 the
//! rational tail of erfc's approximation without its exponential),
//! `special_zeta` (the Hurwitz zeta by Euler–Maclaurin summation as
//! Cephes computes it, and PyTorch after it: the first terms summed, the
//! tail's integral and twelve Bernoulli corrections), `special_ndtri`,
//! `angle` of reals and `nextafter`. Computed in f32 for the 16-bit
//! floats.

use super::{t, Conv, Cx, Rule, R};
use ir::{Type, Value};

pub(in super::super) const RULES: &[Rule] = &[
    Rule {
        ops: &["torch.aten.polygamma", "torch.aten.special_polygamma"],
        convert: polygamma,
    },
    Rule {
        ops: &["torch.aten.special_zeta"],
        convert: special_zeta,
    },
    Rule {
        ops: &["torch.aten.special_ndtri"],
        convert: ndtri,
    },
    Rule {
        ops: &["torch.aten.frexp.Tensor", "torch.aten.frexp"],
        convert: frexp,
    },
    Rule {
        ops: &["torch.aten.angle"],
        convert: angle,
    },
    Rule {
        ops: &["torch.aten.special_erfcx"],
        convert: erfcx,
    },
    Rule {
        ops: &["torch.aten.nextafter"],
        convert: nextafter,
    },
];

/// `angle(x)` of a real tensor: π where x < 0, 0 elsewhere, NaN kept.
fn angle(cx: &mut Cx) -> R<Vec<Conv>> {
    let (shape, elem) = cx.result(0)?;
    let x = cx.as_tensor(0, &shape, elem)?;
    let z = cx.e.full(&shape, elem, 0.0);
    let pi = cx.e.full(&shape, elem, std::f64::consts::PI);
    let neg = cx.e.compare("LT", x, z);
    let a = cx.e.select(neg, pi, z);
    let nan = cx.e.compare("NE", x, x);
    Ok(vec![t(cx.e.select(nan, x, a))])
}

/// `nextafter(x, y)`: the float after `x` towards `y`, by one step of its
/// bits as an integer (up where moving away from zero); `y` where they
/// are equal, NaN where either is, the smallest subnormal of `y`'s sign
/// from zero.
fn nextafter(cx: &mut Cx) -> R<Vec<Conv>> {
    let (shape, elem) = cx.result(0)?;
    if !cx.is_float(elem) {
        return cx.fail("needs a floating-point result");
    }
    let x = cx.as_tensor(0, &shape, elem)?;
    let y = cx.as_tensor(1, &shape, elem)?;
    Ok(vec![t(cx.e.next_after(x, y))])
}

/// Terms summed directly before the Euler–Maclaurin tail.
const TERMS: i64 = 12;

/// Cephes' zeta.c denominators of the Bernoulli corrections:
/// (2j)! / B_2j.
const BERNOULLI: [f64; 12] = [
    12.0,
    -720.0,
    30240.0,
    -1_209_600.0,
    47_900_160.0,
    -1.892_437_580_318_379_2e9,
    7.472_424_96e10,
    -2.950_130_727_918_164_2e12,
    1.164_678_281_435_006_7e14,
    -4.597_978_722_407_472_6e15,
    1.815_210_540_194_354_7e17,
    -7.166_165_256_175_667e18,
];

/// ζ(s, q) elementwise over `s` and `q` of `shape` (Hurwitz's; the
/// Riemann zeta at q = 1).
fn zeta(cx: &mut Cx, s: Value, q: Value, shape: &[i64], ty: Type) -> Value {
    let ms = cx.e.unary("stablehlo.negate", s);
    let mut sum = cx.e.binary("stablehlo.power", q, ms);
    let mut a = q;
    let mut b = sum;
    for _ in 0..TERMS {
        let one = cx.e.full(shape, ty, 1.0);
        a = cx.e.binary("stablehlo.add", a, one);
        b = cx.e.binary("stablehlo.power", a, ms);
        sum = cx.e.binary("stablehlo.add", sum, b);
    }
    // The tail: ∫ w^-s = w^(1-s) / (s-1), less half the last term.
    let w = a;
    let bw = cx.e.binary("stablehlo.multiply", b, w);
    let one = cx.e.full(shape, ty, 1.0);
    let s1 = cx.e.binary("stablehlo.subtract", s, one);
    let tail = cx.e.binary("stablehlo.divide", bw, s1);
    sum = cx.e.binary("stablehlo.add", sum, tail);
    let half = cx.e.full(shape, ty, 0.5);
    let hb = cx.e.binary("stablehlo.multiply", half, b);
    sum = cx.e.binary("stablehlo.subtract", sum, hb);
    // The corrections: s(s+1)..(s+2j-2) B_2j / (2j)! · w^(-s-2j+1).
    let mut fac = cx.e.full(shape, ty, 1.0);
    let mut k = 0.0;
    for &den in &BERNOULLI {
        let kk = cx.e.full(shape, ty, k);
        let sk = cx.e.binary("stablehlo.add", s, kk);
        fac = cx.e.binary("stablehlo.multiply", fac, sk);
        b = cx.e.binary("stablehlo.divide", b, w);
        let dn = cx.e.full(shape, ty, den);
        let c = cx.e.binary("stablehlo.divide", fac, dn);
        let term = cx.e.binary("stablehlo.multiply", c, b);
        sum = cx.e.binary("stablehlo.add", sum, term);
        k += 1.0;
        let kk = cx.e.full(shape, ty, k);
        let sk = cx.e.binary("stablehlo.add", s, kk);
        fac = cx.e.binary("stablehlo.multiply", fac, sk);
        b = cx.e.binary("stablehlo.divide", b, w);
        k += 1.0;
    }
    // s = 1 diverges; s < 1 and the poles of q (its non-positive
    // integers) have no value here: as Cephes, inf at the poles, NaN
    // below 1.
    let zero = cx.e.full(shape, ty, 0.0);
    let le0 = cx.e.compare("LE", q, zero);
    let fl = cx.e.unary("stablehlo.floor", q);
    let int = cx.e.compare("EQ", q, fl);
    let pole = cx.e.binary("stablehlo.and", le0, int);
    let inf = cx.e.full(shape, ty, f64::INFINITY);
    let sum = cx.e.select(pole, inf, sum);
    let at_one = cx.e.compare("EQ", s, one);
    let sum = cx.e.select(at_one, inf, sum);
    let below = cx.e.compare("LT", s, one);
    let nan = cx.e.full(shape, ty, f64::NAN);
    cx.e.select(below, nan, sum)
}

/// `special_zeta(x, q)`: the Hurwitz zeta function.
fn special_zeta(cx: &mut Cx) -> R<Vec<Conv>> {
    let (shape, elem) = cx.result(0)?;
    if !cx.is_float(elem) {
        return cx.fail("needs a floating-point result");
    }
    let wide = cx.accumulator(elem);
    let s = cx.as_tensor(0, &shape, wide)?;
    let q = cx.as_tensor(1, &shape, wide)?;
    let z = zeta(cx, s, q, &shape, wide);
    Ok(vec![t(cx.e.convert(z, elem))])
}

/// `special_ndtri(p)`: the standard normal's quantile, √2 · erfinv(2p - 1).
fn ndtri(cx: &mut Cx) -> R<Vec<Conv>> {
    let (shape, elem) = cx.result(0)?;
    if !cx.is_float(elem) {
        return cx.fail("needs a floating-point result");
    }
    let wide = cx.accumulator(elem);
    let p = cx.as_tensor(0, &shape, wide)?;
    let two = cx.e.full(&shape, wide, 2.0);
    let one = cx.e.full(&shape, wide, 1.0);
    let y = cx.e.binary("stablehlo.multiply", two, p);
    let y = cx.e.binary("stablehlo.subtract", y, one);
    let e = cx.e.unary("chlo.erf_inv", y);
    let r2 = cx.e.full(&shape, wide, std::f64::consts::SQRT_2);
    let v = cx.e.binary("stablehlo.multiply", r2, e);
    Ok(vec![t(cx.e.convert(v, elem))])
}

fn polygamma(cx: &mut Cx) -> R<Vec<Conv>> {
    let n = cx.int(0)?;
    let (shape, elem) = cx.result(0)?;
    if !cx.is_float(elem) {
        return cx.fail("needs a floating-point result");
    }
    if n < 0 {
        return cx.fail(&format!("polygamma of negative order {n}"));
    }
    let x = cx.as_tensor(1, &shape, elem)?;
    if n == 0 {
        return Ok(vec![t(cx.e.unary("chlo.digamma", x))]);
    }
    let wide = cx.accumulator(elem);
    let q = cx.e.convert(x, wide);
    let order = cx.e.full(&shape, wide, (n + 1) as f64);
    let z = zeta(cx, order, q, &shape, wide);
    let factorial: f64 = (1..=n).map(|k| k as f64).product();
    let sign = if n % 2 == 1 { 1.0 } else { -1.0 };
    let f = cx.e.full(&shape, wide, sign * factorial);
    let v = cx.e.binary("stablehlo.multiply", f, z);
    Ok(vec![t(cx.e.convert(v, elem))])
}

/// `frexp(x)`: (m, e) with x = m · 2^e and |m| in [1/2, 1), read off the
/// bits of x as f32 (exact for the narrower floats): the exponent field
/// less 126, the mantissa's exponent set to 126; a subnormal scaled up by
/// 2^24 first; zero, inf and NaN give themselves and exponent 0.
fn frexp(cx: &mut Cx) -> R<Vec<Conv>> {
    let (s0, e0) = cx.result(0)?;
    let (s1, e1) = cx.result(1)?;
    if !cx.is_float(e0) {
        return cx.fail("needs a floating-point input");
    }
    let f32t = cx.f32();
    let wide = match cx.e.ctx.type_kind(e0) {
        ir::TypeKind::Float(k) if k.semantics().bits > 32 => {
            return cx.fail("frexp of f64 (its bits are read as f32)")
        }
        _ => f32t,
    };
    let x = cx.as_tensor(0, &s0, wide)?;
    let shape = s0.clone();
    let i32t = cx.e.ctx.int(32);
    let ity = super::tensor_ty(cx.e.ctx, &shape, i32t);
    let full = |cx: &mut Cx, v: f64, t: Type| cx.e.full(&shape, t, v);
    // Subnormals: scaled by 2^24 into the normal range, 24 taken back.
    let ax = cx.e.unary("stablehlo.abs", x);
    let tiny = full(cx, f32::MIN_POSITIVE as f64, wide);
    let zero = full(cx, 0.0, wide);
    let sub = cx.e.compare("LT", ax, tiny);
    let nz = cx.e.compare("NE", x, zero);
    let sub = cx.e.binary("stablehlo.and", sub, nz);
    let scale = full(cx, 16_777_216.0, wide);
    let scaled = cx.e.binary("stablehlo.multiply", x, scale);
    let y = cx.e.select(sub, scaled, x);
    let bits = cx.e.op("stablehlo.bitcast_convert", &[y], &[ity], vec![])[0];
    let c23 = full(cx, 23.0, i32t);
    let shifted = cx.e.binary("stablehlo.shift_right_logical", bits, c23);
    let ff = full(cx, 255.0, i32t);
    let field = cx.e.binary("stablehlo.and", shifted, ff);
    let c126 = full(cx, 126.0, i32t);
    let mut ex = cx.e.binary("stablehlo.subtract", field, c126);
    let c24 = full(cx, 24.0, i32t);
    let ex24 = cx.e.binary("stablehlo.subtract", ex, c24);
    ex = cx.e.select(sub, ex24, ex);
    // The mantissa: the exponent field replaced by 126.
    let keep = full(cx, f64::from(!(0xffu32 << 23) as i32), i32t);
    let kept = cx.e.binary("stablehlo.and", bits, keep);
    let e126 = full(cx, f64::from(126i32 << 23), i32t);
    let mbits = cx.e.binary("stablehlo.or", kept, e126);
    let wty = cx.e.ctx.value_type(x);
    let m =
        cx.e.op("stablehlo.bitcast_convert", &[mbits], &[wty], vec![])[0];
    // Zero, inf and NaN: themselves, exponent 0.
    let inf = full(cx, f64::INFINITY, wide);
    let finite = cx.e.compare("LT", ax, inf);
    let plain = cx.e.binary("stablehlo.and", finite, nz);
    let m = cx.e.select(plain, m, x);
    let z32 = full(cx, 0.0, i32t);
    let ex = cx.e.select(plain, ex, z32);
    let m = cx.e.convert(m, e0);
    let ex = cx.e.convert(ex, e1);
    Ok(vec![t(cx.e.reshape(m, &s0)), t(cx.e.reshape(ex, &s1))])
}

/// `special_erfcx(x)` = exp(x²) erfc(x): below 1 as written (infinite once
/// exp(x²) overflows, as PyTorch's is), from 1 on the rational tail
/// `expand-hlo` multiplies by exp(-x²) for erfc, which keeps its relative
/// accuracy for large x (≈ 1/(x√π)).
fn erfcx(cx: &mut Cx) -> R<Vec<Conv>> {
    use crate::convert::expand_hlo::{erfc, wide};
    let (shape, elem) = cx.result(0)?;
    let Some(w) = wide(cx.e, elem) else {
        return cx.fail("needs a floating-point result");
    };
    let x = cx.as_tensor(0, &shape, w)?;
    let xx = cx.e.binary("stablehlo.multiply", x, x);
    let ex = cx.e.unary("stablehlo.exponential", xx);
    let ec = cx.e.unary("chlo.erfc", x);
    let near = cx.e.binary("stablehlo.multiply", ex, ec);
    let ax = cx.e.unary("stablehlo.abs", x);
    let double = erfc::is_double(cx.e, w);
    let far = erfc::scaled_tail(cx.e, ax, &shape, w, double);
    let one = cx.e.full(&shape, w, 1.0);
    let small = cx.e.compare("LT", x, one);
    let v = cx.e.select(small, near, far);
    Ok(vec![t(cx.e.convert(v, elem))])
}
