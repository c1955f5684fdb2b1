//! `polygamma(n, x)`: the digamma function for n = 0 (CHLO's), else
//! (-1)^(n+1) n! ζ(n+1, x), the Hurwitz zeta by Euler–Maclaurin summation
//! as Cephes computes it (and PyTorch after it): the first terms summed,
//! the tail's integral and twelve Bernoulli corrections. Computed in f32
//! for the 16-bit floats.

use super::{t, Conv, Cx, Rule, R};
use ir::{Type, Value};

pub(in super::super) const RULES: &[Rule] = &[
    Rule {
        ops: &["torch.aten.polygamma", "torch.aten.special_polygamma"],
        convert: polygamma,
    },
    Rule {
        ops: &["torch.aten.angle"],
        convert: angle,
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
    let bits = match cx.e.ctx.type_kind(elem) {
        ir::TypeKind::Float(k) => k.semantics().bits,
        _ => 32,
    };
    let it = cx.e.ctx.int(bits);
    let ity = super::tensor_ty(cx.e.ctx, &shape, it);
    let xi = cx.e.op("stablehlo.bitcast_convert", &[x], &[ity], vec![])[0];
    let one = cx.e.full(&shape, it, 1.0);
    let up = cx.e.binary("stablehlo.add", xi, one);
    let down = cx.e.binary("stablehlo.subtract", xi, one);
    let z = cx.e.full(&shape, elem, 0.0);
    let toward_up = cx.e.compare("LT", x, y);
    let positive = cx.e.compare("GT", x, z);
    // Away from zero (bits up) when y is beyond x on x's own side.
    let same = cx.e.compare("EQ", toward_up, positive);
    let stepped = cx.e.select(same, up, down);
    let ty = cx.e.ctx.value_type(x);
    let moved =
        cx.e.op("stablehlo.bitcast_convert", &[stepped], &[ty], vec![])[0];
    // From zero: the smallest subnormal with y's sign.
    let tiny_bits = cx.e.full(&shape, it, 1.0);
    let tiny =
        cx.e.op("stablehlo.bitcast_convert", &[tiny_bits], &[ty], vec![])[0];
    let ntiny = cx.e.unary("stablehlo.negate", tiny);
    let ypos = cx.e.compare("GT", y, z);
    let from_zero = cx.e.select(ypos, tiny, ntiny);
    let is_zero = cx.e.compare("EQ", x, z);
    let r = cx.e.select(is_zero, from_zero, moved);
    let eq = cx.e.compare("EQ", x, y);
    let r = cx.e.select(eq, y, r);
    let xn = cx.e.compare("NE", x, x);
    let yn = cx.e.compare("NE", y, y);
    let any = cx.e.binary("stablehlo.or", xn, yn);
    let nan = cx.e.binary("stablehlo.add", x, y);
    Ok(vec![t(cx.e.select(any, nan, r))])
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

/// ζ(s, q) for a constant `s > 1`, elementwise over `q` of `shape`.
fn zeta(cx: &mut Cx, s: f64, q: Value, shape: &[i64], ty: Type) -> Value {
    let ms = cx.e.full(shape, ty, -s);
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
    let s1 = cx.e.full(shape, ty, s - 1.0);
    let tail = cx.e.binary("stablehlo.divide", bw, s1);
    sum = cx.e.binary("stablehlo.add", sum, tail);
    let half = cx.e.full(shape, ty, 0.5);
    let hb = cx.e.binary("stablehlo.multiply", half, b);
    sum = cx.e.binary("stablehlo.subtract", sum, hb);
    // The corrections: s(s+1)..(s+2j-2) B_2j / (2j)! · w^(-s-2j+1).
    let mut fac = 1.0;
    let mut k = 0.0;
    for &den in &BERNOULLI {
        fac *= s + k;
        b = cx.e.binary("stablehlo.divide", b, w);
        let c = cx.e.full(shape, ty, fac / den);
        let term = cx.e.binary("stablehlo.multiply", c, b);
        sum = cx.e.binary("stablehlo.add", sum, term);
        k += 1.0;
        fac *= s + k;
        b = cx.e.binary("stablehlo.divide", b, w);
        k += 1.0;
    }
    // Poles at the non-positive integers.
    let zero = cx.e.full(shape, ty, 0.0);
    let le0 = cx.e.compare("LE", q, zero);
    let fl = cx.e.unary("stablehlo.floor", q);
    let int = cx.e.compare("EQ", q, fl);
    let pole = cx.e.binary("stablehlo.and", le0, int);
    let inf = cx.e.full(shape, ty, f64::INFINITY);
    cx.e.select(pole, inf, sum)
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
    let z = zeta(cx, (n + 1) as f64, q, &shape, wide);
    let factorial: f64 = (1..=n).map(|k| k as f64).product();
    let sign = if n % 2 == 1 { 1.0 } else { -1.0 };
    let f = cx.e.full(&shape, wide, sign * factorial);
    let v = cx.e.binary("stablehlo.multiply", f, z);
    Ok(vec![t(cx.e.convert(v, elem))])
}
