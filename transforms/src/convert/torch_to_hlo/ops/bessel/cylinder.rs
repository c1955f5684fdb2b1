//! The Bessel functions of the first and second kind, orders 0 and 1
//! (`special_bessel_j0/j1/y0/y1`): on [0, 5] rational functions in x²
//! (Y with (2/π) log(x) times J), above it the Hankel asymptotic form,
//! the amplitudes P and Q rational in 25/x², the phase x - π/4 (order 0)
//! or x - 3π/4 (order 1); J0 even, J1 odd, Y -∞ at 0 and NaN below. And
//! the spherical j0 = sin(x)/x (`special_spherical_bessel_j0`), its Taylor
//! series below |x| = 0.5.

use super::super::Arith;
use super::super::{t, Conv, Cx, R};
use ir::Value;

/// sqrt(2/π).
const SQRT_2_OVER_PI: f64 = 0.797_884_560_802_865_355_879_892_119_868_763_737;
/// 2/π.
const TWO_OVER_PI: f64 = 0.636_619_772_367_581_343_075_535_053_490_057_448;
/// The squares of J0's first two zeros.
const J0_ZEROS_SQ: [f64; 2] = [5.783_185_962_946_784_521_18, 3.047_126_234_366_208_639_91e1];
/// The squares of J1's first two zeros.
const J1_ZEROS_SQ: [f64; 2] = [
    1.468_197_064_212_389_325_72e1,
    4.921_845_632_169_460_367_03e1,
];

pub(super) fn bessel(cx: &mut Cx) -> R<Vec<Conv>> {
    let (shape, elem) = super::float_result(cx)?;
    let short = cx.name.trim_start_matches("torch.aten.special_bessel_");
    let w = cx.accumulator(elem);
    let x = cx.as_tensor(0, &shape, w)?;
    let mut a = Arith {
        e: &mut *cx.e,
        shape,
        w,
    };
    let v = match short {
        "j0" => {
            let ax = a.un("stablehlo.abs", x);
            j0(&mut a, ax)
        }
        "j1" => {
            // Odd: J1(-x) = -J1(x).
            let ax = a.un("stablehlo.abs", x);
            let v = j1(&mut a, ax);
            let neg = a.cmp("LT", x, 0.0);
            let nv = a.un("stablehlo.negate", v);
            a.select(neg, nv, v)
        }
        "y0" => y0(&mut a, x),
        _ => y1(&mut a, x),
    };
    Ok(vec![t(a.e.convert(v, elem))])
}

/// The Hankel form above 5: sqrt(2/(πx)) (P cos(x - φ) - (5/x) Q sin(x - φ))
/// for J, (P sin + (5/x) Q cos) for Y; `z` is 25/x² as the order computes it.
#[allow(clippy::too_many_arguments)]
fn hankel(
    a: &mut Arith,
    x: Value,
    z: Value,
    pp: &[f64],
    pq: &[f64],
    qp: &[f64],
    qq: &[f64],
    phase: f64,
    second: bool,
) -> Value {
    let p = {
        let n = a.poly(z, pp);
        let d = a.poly(z, pq);
        a.div(n, d)
    };
    let q = {
        let n = a.poly(z, qp);
        let d = a.poly(z, qq);
        a.div(n, d)
    };
    let ph = a.c(phase);
    let xp = a.sub(x, ph);
    let (s, c) = (a.un("stablehlo.sine", xp), a.un("stablehlo.cosine", xp));
    let five = a.c(5.0);
    let fx = a.div(five, x);
    let fq = a.mul(fx, q);
    let v = if second {
        let ps = a.mul(p, s);
        let qc = a.mul(fq, c);
        a.add(ps, qc)
    } else {
        let pc = a.mul(p, c);
        let qs = a.mul(fq, s);
        a.sub(pc, qs)
    };
    let k = a.c(SQRT_2_OVER_PI);
    let vk = a.mul(v, k);
    let r = a.un("stablehlo.sqrt", x);
    a.div(vk, r)
}

/// 25/x², as J0 and Y0 write it.
fn z_order0(a: &mut Arith, x: Value) -> Value {
    let c = a.c(25.0);
    let xx = a.mul(x, x);
    a.div(c, xx)
}

/// (5/x)(5/x), as J1 and Y1 write it.
fn z_order1(a: &mut Arith, x: Value) -> Value {
    let c = a.c(5.0);
    let f = a.div(c, x);
    a.mul(f, f)
}

/// J0 of `x` >= 0.
fn j0(a: &mut Arith, x: Value) -> Value {
    let xx = a.mul(x, x);
    let rp = a.poly(xx, &J0_RP);
    let rq = a.poly(xx, &J0_RQ);
    let z1 = a.c(J0_ZEROS_SQ[0]);
    let z2 = a.c(J0_ZEROS_SQ[1]);
    let f1 = a.sub(xx, z1);
    let f2 = a.sub(xx, z2);
    let f = a.mul(f1, f2);
    let fr = a.mul(f, rp);
    let near = a.div(fr, rq);
    // 1 - x²/4 below 1e-5.
    let four = a.c(4.0);
    let q = a.div(xx, four);
    let one = a.c(1.0);
    let tiny_v = a.sub(one, q);
    let tiny = a.cmp("LT", x, 1e-5);
    let near = a.select(tiny, tiny_v, near);
    let z = z_order0(a, x);
    let far = hankel(
        a,
        x,
        z,
        &J0_PP,
        &J0_PQ,
        &J0_QP,
        &J0_QQ,
        std::f64::consts::FRAC_PI_4,
        false,
    );
    let small = a.cmp("LE", x, 5.0);
    a.select(small, near, far)
}

/// J1 of `x` >= 0.
fn j1(a: &mut Arith, x: Value) -> Value {
    let xx = a.mul(x, x);
    let rp = a.poly(xx, &J1_RP);
    let rq = a.poly(xx, &J1_RQ);
    let r = a.div(rp, rq);
    let rx = a.mul(r, x);
    let z1 = a.c(J1_ZEROS_SQ[0]);
    let z2 = a.c(J1_ZEROS_SQ[1]);
    let f1 = a.sub(xx, z1);
    let f2 = a.sub(xx, z2);
    let n1 = a.mul(rx, f1);
    let near = a.mul(n1, f2);
    let z = z_order1(a, x);
    let far = hankel(
        a,
        x,
        z,
        &J1_PP,
        &J1_PQ,
        &J1_QP,
        &J1_QQ,
        3.0 * std::f64::consts::FRAC_PI_4,
        false,
    );
    let small = a.cmp("LE", x, 5.0);
    a.select(small, near, far)
}

/// -∞ at 0 and NaN below, for Y.
fn y_domain(a: &mut Arith, x: Value, v: Value) -> Value {
    let at0 = a.cmp("EQ", x, 0.0);
    let v = a.where_const(at0, f64::NEG_INFINITY, v);
    let neg = a.cmp("LT", x, 0.0);
    a.where_const(neg, f64::NAN, v)
}

fn y0(a: &mut Arith, x: Value) -> Value {
    let xx = a.mul(x, x);
    let yp = a.poly(xx, &Y0_YP);
    let yq = a.poly(xx, &Y0_YQ);
    let r = a.div(yp, yq);
    let k = a.c(TWO_OVER_PI);
    let lg = a.un("stablehlo.log", x);
    let j = j0(a, x);
    let kl = a.mul(k, lg);
    let klj = a.mul(kl, j);
    let near = a.add(r, klj);
    let z = z_order0(a, x);
    let far = hankel(
        a,
        x,
        z,
        &J0_PP,
        &J0_PQ,
        &J0_QP,
        &J0_QQ,
        std::f64::consts::FRAC_PI_4,
        true,
    );
    let small = a.cmp("LE", x, 5.0);
    let v = a.select(small, near, far);
    y_domain(a, x, v)
}

fn y1(a: &mut Arith, x: Value) -> Value {
    let xx = a.mul(x, x);
    let yp = a.poly(xx, &Y1_YP);
    let yq = a.poly(xx, &Y1_YQ);
    let r = a.div(yp, yq);
    let xr = a.mul(x, r);
    let j = j1(a, x);
    let lg = a.un("stablehlo.log", x);
    let jl = a.mul(j, lg);
    let one = a.c(1.0);
    let ix = a.div(one, x);
    let d = a.sub(jl, ix);
    let k = a.c(TWO_OVER_PI);
    let kd = a.mul(k, d);
    let near = a.add(xr, kd);
    let z = z_order1(a, x);
    let far = hankel(
        a,
        x,
        z,
        &J1_PP,
        &J1_PQ,
        &J1_QP,
        &J1_QQ,
        3.0 * std::f64::consts::FRAC_PI_4,
        true,
    );
    let small = a.cmp("LE", x, 5.0);
    let v = a.select(small, near, far);
    y_domain(a, x, v)
}

/// The spherical j0: sin(x)/x, 0 at ±∞, the Taylor series of degree 14
/// below |x| = 0.5.
pub(super) fn spherical_j0(cx: &mut Cx) -> R<Vec<Conv>> {
    let (shape, elem) = super::float_result(cx)?;
    let w = cx.accumulator(elem);
    let x = cx.as_tensor(0, &shape, w)?;
    let mut a = Arith {
        e: &mut *cx.e,
        shape,
        w,
    };
    let xx = a.mul(x, x);
    // 1 + x²(-1/3! + x²(1/5! + ...)), innermost first.
    let coeffs = [
        1.0 / 6_227_020_800.0,
        -1.0 / 39_916_800.0,
        1.0 / 362_880.0,
        -1.0 / 5040.0,
        1.0 / 120.0,
        -1.0 / 6.0,
    ];
    let mut acc = a.c(coeffs[0]);
    for &k in &coeffs[1..] {
        let m = a.mul(xx, acc);
        let kc = a.c(k);
        acc = a.add(kc, m);
    }
    let m = a.mul(xx, acc);
    let one = a.c(1.0);
    let series = a.add(one, m);
    let s = a.un("stablehlo.sine", x);
    let ratio = a.div(s, x);
    let ax = a.un("stablehlo.abs", x);
    let small = a.cmp("LT", ax, 0.5);
    let v = a.select(small, series, ratio);
    let inf = a.cmp("EQ", ax, f64::INFINITY);
    let v = a.where_const(inf, 0.0, v);
    Ok(vec![t(a.e.convert(v, elem))])
}

/// P0(x) numerator, in 25/x² (J0 and Y0 for x > 5).
const J0_PP: [f64; 7] = [
    7.96936729297347051624e-04,
    8.28352392107440799803e-02,
    1.23953371646414299388e+00,
    5.44725003058768775090e+00,
    8.74716500199817011941e+00,
    5.30324038235394892183e+00,
    9.99999999999999997821e-01,
];

/// P0(x) denominator.
const J0_PQ: [f64; 7] = [
    9.24408810558863637013e-04,
    8.56288474354474431428e-02,
    1.25352743901058953537e+00,
    5.47097740330417105182e+00,
    8.76190883237069594232e+00,
    5.30605288235394617618e+00,
    1.00000000000000000218e+00,
];

/// Q0(x) numerator.
const J0_QP: [f64; 8] = [
    -1.13663838898469149931e-02,
    -1.28252718670509318512e+00,
    -1.95539544257735972385e+01,
    -9.32060152123768231369e+01,
    -1.77681167980488050595e+02,
    -1.47077505154951170175e+02,
    -5.14105326766599330220e+01,
    -6.05014350600728481186e+00,
];

/// Q0(x) denominator.
const J0_QQ: [f64; 7] = [
    6.43178256118178023184e+01,
    8.56430025976980587198e+02,
    3.88240183605401609683e+03,
    7.24046774195652478189e+03,
    5.93072701187316984827e+03,
    2.06209331660327847417e+03,
    2.42005740240291393179e+02,
];

/// J0 on [0, 5], numerator in x².
const J0_RP: [f64; 4] = [
    -4.79443220978201773821e+09,
    1.95617491946556577543e+12,
    -2.49248344360967716204e+14,
    9.70862251047306323952e+15,
];

/// J0 on [0, 5], denominator.
const J0_RQ: [f64; 8] = [
    4.99563147152651017219e+02,
    1.73785401676374683123e+05,
    4.84409658339962045305e+07,
    1.11855537045356834862e+10,
    2.11277520115489217587e+12,
    3.10518229857422583814e+14,
    3.18121955943204943306e+16,
    1.71086294081043136091e+18,
];

/// Y0 - (2/π) log(x) J0 on (0, 5], numerator in x².
const Y0_YP: [f64; 8] = [
    1.55924367855235737965e+04,
    -1.46639295903971606143e+07,
    5.43526477051876500413e+09,
    -9.82136065717911466409e+11,
    8.75906394395366999549e+13,
    -3.46628303384729719441e+15,
    4.42733268572569800351e+16,
    -1.84950800436986690637e+16,
];

/// its denominator.
const Y0_YQ: [f64; 7] = [
    1.04128353664259848412e+03,
    6.26107330137134956842e+05,
    2.68919633393814121987e+08,
    8.64002487103935000337e+10,
    2.02979612750105546709e+13,
    3.17157752842975028269e+15,
    2.50596256172653059228e+17,
];

/// P1(x) numerator, in 25/x² (J1 and Y1 for x > 5).
const J1_PP: [f64; 7] = [
    7.62125616208173112003e-04,
    7.31397056940917570436e-02,
    1.12719608129684925192e+00,
    5.11207951146807644818e+00,
    8.42404590141772420927e+00,
    5.21451598682361504063e+00,
    1.00000000000000000254e+00,
];

/// P1(x) denominator.
const J1_PQ: [f64; 7] = [
    5.71323128072548699714e-04,
    6.88455908754495404082e-02,
    1.10514232634061696926e+00,
    5.07386386128601488557e+00,
    8.39985554327604159757e+00,
    5.20982848682361821619e+00,
    9.99999999999999997461e-01,
];

/// Q1(x) numerator.
const J1_QP: [f64; 8] = [
    5.10862594750176621635e-02,
    4.98213872951233449420e+00,
    7.58238284132545283818e+01,
    3.66779609360150777800e+02,
    7.10856304998926107277e+02,
    5.97489612400613639965e+02,
    2.11688757100572135698e+02,
    2.52070205858023719784e+01,
];

/// Q1(x) denominator.
const J1_QQ: [f64; 7] = [
    7.42373277035675149943e+01,
    1.05644886038262816351e+03,
    4.98641058337653607651e+03,
    9.56231892404756170795e+03,
    7.99704160447350683650e+03,
    2.82619278517639096600e+03,
    3.36093607810698293419e+02,
];

/// J1 / x on [0, 5], numerator in x².
const J1_RP: [f64; 4] = [
    -8.99971225705559398224e+08,
    4.52228297998194034323e+11,
    -7.27494245221818276015e+13,
    3.68295732863852883286e+15,
];

/// its denominator.
const J1_RQ: [f64; 8] = [
    6.20836478118054335476e+02,
    2.56987256757748830383e+05,
    8.35146791431949253037e+07,
    2.21511595479792499675e+10,
    4.74914122079991414898e+12,
    7.84369607876235854894e+14,
    8.95222336184627338078e+16,
    5.32278620332680085395e+18,
];

/// Y1 on (0, 5], numerator in x².
const Y1_YP: [f64; 6] = [
    1.26320474790178026440e+09,
    -6.47355876379160291031e+11,
    1.14509511541823727583e+14,
    -8.12770255501325109621e+15,
    2.02439475713594898196e+17,
    -7.78877196265950026825e+17,
];

/// its denominator.
const Y1_YQ: [f64; 8] = [
    5.94301592346128195359e+02,
    2.35564092943068577943e+05,
    7.34811944459721705660e+07,
    1.87601316108706159478e+10,
    3.88231277496238566008e+12,
    6.20557727146953693363e+14,
    6.87141087355300489866e+16,
    3.97270608116560655612e+18,
];
