//! Airy's Ai (`special_airy_ai`): below -2.09 the asymptotic form in
//! ζ = 2(-x)^{3/2}/3 with its rational amplitude and phase corrections,
//! from 2.09 the decaying asymptotic form, between the Maclaurin series
//! of its two fundamental solutions (PyTorch runs it to machine epsilon;
//! here a fixed number of terms past where that stops for |x| < 2.09);
//! NaN at ±∞ and 0 above 103.892.

use super::super::Arith;
use super::super::{t, Conv, Cx, R};

/// Terms of the series: |x|³ < 9.2 there, so the 14th term is below
/// f64's epsilon relative to the sum.
const SERIES_TERMS: usize = 14;

pub(super) fn airy_ai(cx: &mut Cx) -> R<Vec<Conv>> {
    let (shape, elem) = super::float_result(cx)?;
    let w = cx.accumulator(elem);
    let x = cx.as_tensor(0, &shape, w)?;
    let mut a = Arith {
        e: &mut *cx.e,
        shape,
        w,
    };
    let pi = std::f64::consts::PI;
    let inv_sqrt_pi = a.c(5.641_895_835_477_562_869_48e-1);
    // x < -2.09.
    let nx = a.un("stablehlo.negate", x);
    let snx = a.un("stablehlo.sqrt", nx);
    let m2 = a.c(-2.0);
    let t0 = a.mul(m2, x);
    let t1 = a.mul(t0, snx);
    let three = a.c(3.0);
    let zeta_n = a.div(t1, three);
    let one = a.c(1.0);
    let z = a.div(one, zeta_n);
    let zz = a.mul(z, z);
    let afn = a.poly(zz, &AI_AFN);
    let afd = a.poly(zz, &AI_AFD);
    let agn = a.poly(zz, &AI_AGN);
    let agd = a.poly(zz, &AI_AGD);
    let quarter_pi = a.c(0.25 * pi);
    let th = a.add(zeta_n, quarter_pi);
    let f0 = a.mul(zz, afn);
    let f1 = a.div(f0, afd);
    let f = a.add(one, f1);
    let g0 = a.mul(z, agn);
    let g = a.div(g0, agd);
    let sn = a.un("stablehlo.sine", th);
    let cs = a.un("stablehlo.cosine", th);
    let sf = a.mul(sn, f);
    let cg = a.mul(cs, g);
    let osc = a.sub(sf, cg);
    let q = a.un("stablehlo.sqrt", snx);
    let amp = a.div(inv_sqrt_pi, q);
    let negative = a.mul(amp, osc);
    // x >= 2.09.
    let sx = a.un("stablehlo.sqrt", x);
    let two = a.c(2.0);
    let p0 = a.mul(two, x);
    let p1 = a.mul(p0, sx);
    let zeta = a.div(p1, three);
    let iz = a.div(one, zeta);
    let an = a.poly(iz, &AI_AN);
    let ad = a.poly(iz, &AI_AD);
    let r = a.div(an, ad);
    let num = a.mul(inv_sqrt_pi, r);
    let qx = a.un("stablehlo.sqrt", sx);
    let d0 = a.mul(two, qx);
    let ez = a.un("stablehlo.exponential", zeta);
    let den = a.mul(d0, ez);
    let positive = a.div(num, den);
    // Between: c1 f(x) - c2 g(x), the series in x³.
    let cube0 = a.mul(x, x);
    let cube = a.mul(cube0, x);
    let (mut f, mut g) = (one, x);
    let (mut m, mut n, mut k) = (one, x, 1.0);
    for _ in 0..SERIES_TERMS {
        m = a.mul(m, cube);
        k += 1.0;
        let kc = a.c(k);
        m = a.div(m, kc);
        n = a.mul(n, cube);
        k += 1.0;
        let kc = a.c(k);
        n = a.div(n, kc);
        m = a.div(m, kc);
        f = a.add(f, m);
        k += 1.0;
        let kc = a.c(k);
        n = a.div(n, kc);
        g = a.add(g, n);
    }
    let c1 = a.c(0.355_028_053_887_817_239_260);
    let c2 = a.c(0.258_819_403_792_806_798_405);
    let cf = a.mul(c1, f);
    let cg = a.mul(c2, g);
    let middle = a.sub(cf, cg);
    let low = a.cmp("LT", x, -2.09);
    let high = a.cmp("GE", x, 2.09);
    let mut v = a.select(high, positive, middle);
    v = a.select(low, negative, v);
    let far = a.cmp("GT", x, 103.892);
    v = a.where_const(far, 0.0, v);
    let ax = a.un("stablehlo.abs", x);
    let inf = a.cmp("EQ", ax, f64::INFINITY);
    v = a.where_const(inf, f64::NAN, v);
    Ok(vec![t(a.e.convert(v, elem))])
}

/// Ai above 2.09, numerator in 1/ζ.
const AI_AN: [f64; 8] = [
    3.46538101525629032477e-01,
    1.20075952739645805542e+01,
    7.62796053615234516538e+01,
    1.68089224934630576269e+02,
    1.59756391350164413639e+02,
    7.05360906840444183113e+01,
    1.40264691163389668864e+01,
    9.99999999999999995305e-01,
];

/// its denominator.
const AI_AD: [f64; 8] = [
    5.67594532638770212846e-01,
    1.47562562584847203173e+01,
    8.45138970141474626562e+01,
    1.77318088145400459522e+02,
    1.64234692871529701831e+02,
    7.14778400825575695274e+01,
    1.40959135607834029598e+01,
    1.00000000000000000470e+00,
];

/// the amplitude's f below -2.09, numerator in z².
const AI_AFN: [f64; 9] = [
    -1.31696323418331795333e-01,
    -6.26456544431912369773e-01,
    -6.93158036036933542233e-01,
    -2.79779981545119124951e-01,
    -4.91900132609500318020e-02,
    -4.06265923594885404393e-03,
    -1.59276496239262096340e-04,
    -2.77649108155232920844e-06,
    -1.67787698489114633780e-08,
];

/// its denominator.
const AI_AFD: [f64; 9] = [
    1.33560420706553243746e+01,
    3.26825032795224613948e+01,
    2.67367040941499554804e+01,
    9.18707402907259625840e+00,
    1.47529146771666414581e+00,
    1.15687173795188044134e-01,
    4.40291641615211203805e-03,
    7.54720348287414296618e-05,
    4.51850092970580378464e-07,
];

/// the phase's g, numerator in z².
const AI_AGN: [f64; 11] = [
    1.97339932091685679179e-02,
    3.91103029615688277255e-01,
    1.06579897599595591108e+00,
    9.39169229816650230044e-01,
    3.51465656105547619242e-01,
    6.33888919628925490927e-02,
    5.85804113048388458567e-03,
    2.82851600836737019778e-04,
    6.98793669997260967291e-06,
    8.11789239554389293311e-08,
    3.41551784765923618484e-10,
];

/// its denominator.
const AI_AGD: [f64; 10] = [
    9.30892908077441974853e+00,
    1.98352928718312140417e+01,
    1.55646628932864612953e+01,
    5.47686069422975497931e+00,
    9.54293611618961883998e-01,
    8.64580826352392193095e-02,
    4.12656523824222607191e-03,
    1.01259085116509135510e-04,
    1.17166733214413521882e-06,
    4.91834570062930015649e-09,
];
