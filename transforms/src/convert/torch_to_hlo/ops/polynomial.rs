//! The classical orthogonal polynomials of `torch.special`: Chebyshev
//! T, U, V, W and their shifted forms (in 2x - 1), physicists' and
//! probabilists' Hermite H and He, Laguerre L and Legendre P, of degree
//! `n` (a tensor: each element its own degree, truncated to an integer).
//!
//! As PyTorch's kernels (`ATen/native/Math.h`) compute them: the
//! three-term recurrence from P0 = 1 and P1, run to the largest degree as
//! a `stablehlo.while` in which each element stops at its own degree; the
//! closed forms in acos for high degrees inside (-1, 1) where PyTorch
//! takes them; the exact values at the ends of the interval; 0 for a
//! negative degree and NaN for Hermite degrees past PyTorch's limit.
//! Computed in f32 for the 16-bit floats.

use super::{t, Arith, Conv, Cx, Rule, R};
use crate::convert::hlo_emit::Emit;
use ir::{Type, Value};

pub(in super::super) const RULES: &[Rule] = &[Rule {
    ops: &[
        "torch.aten.special_chebyshev_polynomial_t",
        "torch.aten.special_chebyshev_polynomial_u",
        "torch.aten.special_chebyshev_polynomial_v",
        "torch.aten.special_chebyshev_polynomial_w",
        "torch.aten.special_shifted_chebyshev_polynomial_t",
        "torch.aten.special_shifted_chebyshev_polynomial_u",
        "torch.aten.special_shifted_chebyshev_polynomial_v",
        "torch.aten.special_shifted_chebyshev_polynomial_w",
        "torch.aten.special_hermite_polynomial_h",
        "torch.aten.special_hermite_polynomial_he",
        "torch.aten.special_laguerre_polynomial_l",
        "torch.aten.special_legendre_polynomial_p",
    ],
    convert: polynomial,
}];

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    /// Chebyshev of the first kind.
    T,
    /// Chebyshev of the second kind.
    U,
    /// Chebyshev of the third kind.
    V,
    /// Chebyshev of the fourth kind.
    W,
    /// Hermite (physicists').
    H,
    /// Hermite (probabilists').
    He,
    /// Laguerre.
    L,
    /// Legendre.
    P,
}

impl Kind {
    fn chebyshev(self) -> bool {
        matches!(self, Kind::T | Kind::U | Kind::V | Kind::W)
    }
}

fn polynomial(cx: &mut Cx) -> R<Vec<Conv>> {
    let (shape, elem) = cx.result(0)?;
    if !cx.is_float(elem) {
        return cx.fail("needs a floating-point result");
    }
    let short = cx.name.trim_start_matches("torch.aten.special_");
    let shifted = short.starts_with("shifted_");
    let kind = match short.trim_start_matches("shifted_") {
        "chebyshev_polynomial_t" => Kind::T,
        "chebyshev_polynomial_u" => Kind::U,
        "chebyshev_polynomial_v" => Kind::V,
        "chebyshev_polynomial_w" => Kind::W,
        "hermite_polynomial_h" => Kind::H,
        "hermite_polynomial_he" => Kind::He,
        "laguerre_polynomial_l" => Kind::L,
        _ => Kind::P,
    };
    let w = cx.accumulator(elem);
    let hermite_limit = match cx.e.ctx.type_kind(w) {
        ir::TypeKind::Float(k) if k.semantics().bits > 32 => 512.0,
        _ => 128.0,
    };
    let x = cx.as_tensor(0, &shape, w)?;
    let nf = cx.as_tensor(1, &shape, w)?;
    let i64t = cx.i64t();
    // static_cast<int64_t>(n): toward zero, as convert does.
    let n = cx.e.convert(nf, i64t);
    let s = shape.clone();
    let mut a = Arith {
        e: &mut *cx.e,
        shape: shape.clone(),
        w,
    };
    // The argument of the unshifted polynomial.
    let y = if shifted {
        let xx = a.add(x, x);
        let one = a.c(1.0);
        a.sub(xx, one)
    } else {
        x
    };
    let p0 = a.c(1.0);
    let q0 = first(&mut a, kind, x, y);
    let steps = recurrence(a.e, kind, &s, w, y, n, p0, q0);
    let nw = a.e.convert(n, w);
    let mut v = steps;
    // n == 0: 1 (n == 1 is P1, where the recurrence left it).
    let zero_n = a.cmp("EQ", nw, 0.0);
    v = a.select(zero_n, p0, v);
    if matches!(kind, Kind::H | Kind::He) {
        let lim = a.c(hermite_limit);
        let past = a.e.compare("GT", nw, lim);
        let nan = a.c(f64::NAN);
        v = a.select(past, nan, v);
    }
    let two = a.e.full(&s, i64t, 2.0);
    let rem = a.e.binary("stablehlo.remainder", n, two);
    let zero_i = a.e.full(&s, i64t, 0.0);
    let even = a.e.compare("EQ", rem, zero_i);
    if kind.chebyshev() {
        // The degrees above which PyTorch takes the closed form.
        let threshold = match (kind, shifted) {
            (Kind::T, _) => 6.0,
            (Kind::W, true) => 4.0,
            (_, true) => 6.0,
            _ => 8.0,
        };
        let closed = closed_form(&mut a, kind, shifted, x, y, nw, even);
        let big = a.c(threshold);
        let high = a.e.compare("GT", nw, big);
        let ay = a.un("stablehlo.abs", y);
        let one = a.c(1.0);
        let inside = a.e.compare("LT", ay, one);
        let take = a.e.binary("stablehlo.and", high, inside);
        v = a.select(take, closed, v);
    }
    v = ends(&mut a, kind, shifted, x, nw, even, v);
    let neg = a.e.compare("LT", n, zero_i);
    let z = a.c(0.0);
    v = a.select(neg, z, v);
    Ok(vec![t(cx.e.convert(v, elem))])
}

/// P1 of each family.
fn first(a: &mut Arith, kind: Kind, x: Value, y: Value) -> Value {
    let one = a.c(1.0);
    match kind {
        Kind::T | Kind::He | Kind::P => y,
        Kind::U | Kind::H => a.add(y, y),
        Kind::V => {
            let yy = a.add(y, y);
            a.sub(yy, one)
        }
        Kind::W => {
            let yy = a.add(y, y);
            a.add(yy, one)
        }
        Kind::L => a.sub(one, x),
    }
}

/// The recurrence from (p, q) = (P0, P1) up to each element's degree `n`:
/// a while over m = 2 ..= max(n), an element taking step m only while
/// m <= its own degree.
#[allow(clippy::too_many_arguments)]
fn recurrence(
    e: &mut Emit,
    kind: Kind,
    shape: &[i64],
    w: Type,
    y: Value,
    n: Value,
    p0: Value,
    q0: Value,
) -> Value {
    let i64t = e.elem(n);
    let all: Vec<i64> = (0..shape.len() as i64).collect();
    let nmax = e.reduce(n, 0.0, &all, "stablehlo.maximum");
    let m0 = e.splat(&[], i64t, 2.0);
    let shape = shape.to_vec();
    let out = e.while_loop(
        &[m0, nmax, y, n, p0, q0],
        |e, c| e.compare("LE", c[0], c[1]),
        |e, c| {
            let (m, nmax, y, n, p, q) = (c[0], c[1], c[2], c[3], c[4], c[5]);
            let mb = e.broadcast(m, &shape);
            let active = e.compare("LE", mb, n);
            let mut a = Arith {
                e,
                shape: shape.clone(),
                w,
            };
            let mf = a.e.convert(mb, w);
            let r = step(&mut a, kind, y, mf, p, q);
            let p2 = a.select(active, q, p);
            let q2 = a.select(active, r, q);
            let one = a.e.splat(&[], i64t, 1.0);
            let m2 = a.e.binary("stablehlo.add", m, one);
            vec![m2, nmax, y, n, p2, q2]
        },
    );
    out[5]
}

/// P_m from P_{m-1} = q and P_{m-2} = p, in PyTorch's order of operations
/// (its loop counters are k = m - 1, and 2k for H).
fn step(a: &mut Arith, kind: Kind, y: Value, m: Value, p: Value, q: Value) -> Value {
    let one = a.c(1.0);
    let k = a.sub(m, one);
    match kind {
        Kind::T | Kind::U | Kind::V | Kind::W => {
            let yy = a.add(y, y);
            let t = a.mul(yy, q);
            a.sub(t, p)
        }
        Kind::H => {
            let yy = a.add(y, y);
            let t = a.mul(yy, q);
            let kk = a.add(k, k);
            let u = a.mul(kk, p);
            a.sub(t, u)
        }
        Kind::He => {
            let t = a.mul(y, q);
            let u = a.mul(k, p);
            a.sub(t, u)
        }
        Kind::L => {
            let kk = a.add(k, k);
            let omx = a.sub(one, y);
            let c = a.add(kk, omx);
            let t = a.mul(c, q);
            let u = a.mul(k, p);
            let d = a.sub(t, u);
            let k1 = a.add(k, one);
            a.div(d, k1)
        }
        Kind::P => {
            let kk = a.add(k, k);
            let c = a.add(kk, one);
            let cx = a.mul(c, y);
            let t = a.mul(cx, q);
            let u = a.mul(k, p);
            let d = a.sub(t, u);
            let k1 = a.add(k, one);
            a.div(d, k1)
        }
    }
}

/// The Chebyshev closed forms in θ = acos(y) PyTorch takes for high
/// degrees inside (-1, 1), with its guards where a denominator vanishes.
fn closed_form(
    a: &mut Arith,
    kind: Kind,
    shifted: bool,
    x: Value,
    y: Value,
    n: Value,
    even: Value,
) -> Value {
    let th = a.un("chlo.acos", y);
    let one = a.c(1.0);
    let half = a.c(0.5);
    match kind {
        Kind::T => {
            let nt = a.mul(n, th);
            a.un("stablehlo.cosine", nt)
        }
        Kind::U => {
            let s = a.un("stablehlo.sine", th);
            let n1 = a.add(n, one);
            let n1t = a.mul(n1, th);
            let num = a.un("stablehlo.sine", n1t);
            let ratio = a.div(num, s);
            let c = a.un("stablehlo.cosine", n1t);
            let nc = a.mul(n1, c);
            let alt = a.div(nc, y);
            let zero = a.cmp("EQ", s, 0.0);
            a.select(zero, alt, ratio)
        }
        Kind::V | Kind::W => {
            let h = a.mul(th, half);
            let nh = a.add(n, half);
            let nht = a.mul(nh, th);
            let (num, den, guard) = if kind == Kind::V {
                let num = a.un("stablehlo.cosine", nht);
                let den = a.un("stablehlo.cosine", h);
                (num, den, a.un("stablehlo.sine", h))
            } else {
                let num = a.un("stablehlo.sine", nht);
                let den = a.un("stablehlo.sine", h);
                (num, den, a.un("stablehlo.cosine", h))
            };
            let ratio = a.div(num, den);
            let degenerate = a.cmp("EQ", guard, 1.0);
            let nn = a.add(n, n);
            let nn1 = a.add(nn, one);
            let alt = if kind == Kind::V {
                a.signed(even, nn1)
            } else {
                let pm = a.signed(even, one);
                if shifted {
                    pm
                } else {
                    let z = a.c(0.0);
                    let pos = a.e.compare("GT", x, z);
                    a.select(pos, nn1, pm)
                }
            };
            a.select(degenerate, alt, ratio)
        }
        _ => y,
    }
}

/// The exact values at the ends: x = ±1 (x = 1 and 0 shifted) for the
/// Chebyshev and Legendre polynomials, x = 0 for Laguerre's.
fn ends(
    a: &mut Arith,
    kind: Kind,
    shifted: bool,
    x: Value,
    n: Value,
    even: Value,
    v: Value,
) -> Value {
    let one = a.c(1.0);
    let (upper, lower) = if shifted {
        (a.cmp("EQ", x, 1.0), a.cmp("EQ", x, 0.0))
    } else {
        (a.cmp("EQ", x, 1.0), a.cmp("EQ", x, -1.0))
    };
    let n1 = a.add(n, one);
    let nn = a.add(n, n);
    let nn1 = a.add(nn, one);
    let (at_upper, at_lower) = match kind {
        Kind::T | Kind::P => (one, a.signed(even, one)),
        Kind::U => (n1, a.signed(even, n1)),
        Kind::V => (one, a.signed(even, nn1)),
        Kind::W => (nn1, a.signed(even, one)),
        Kind::L => {
            let zero = a.cmp("EQ", x, 0.0);
            return a.select(zero, one, v);
        }
        Kind::H | Kind::He => return v,
    };
    let v = a.select(lower, at_lower, v);
    a.select(upper, at_upper, v)
}
