//! `chlo.erfc` as XLA's CHLO legalization computes it (after Cephes):
//! below |x| = 1, one minus erf's odd polynomial; from 1, exp(-x²) times
//! a rational approximation, which keeps erfc's relative accuracy where it
//! is far below 1 (1 - erf(x) loses every digit there: erfc(4) ≈ 1.5e-8
//! is 0 in f32 that way); 0 once exp(-x²) underflows, and 2 - erfc(-x)
//! for negative x. f16 and bf16 compute in f32.

use super::super::hlo_emit::Emit;
use super::horner;
use ir::{Type, TypeKind, Value};

/// erf(x) / x on |x| < 1 in x², for f32.
const ERF_T_F32: [f64; 7] = [
    7.853861353153693E-5,
    -8.010193625184903E-4,
    5.188327685732524E-3,
    -2.685381193529856E-2,
    1.128358514861418E-1,
    -3.761262582423300E-1,
    1.128379165726710E+0,
];
/// x exp(x²) erfc(x) on [1, 2) in 1/x², for f32.
const ERFC_P_F32: [f64; 9] = [
    2.326819970068386E-2,
    -1.387039388740657E-1,
    3.687424674597105E-1,
    -5.824733027278666E-1,
    6.210004621745983E-1,
    -4.944515323274145E-1,
    3.404879937665872E-1,
    -2.741127028184656E-1,
    5.638259427386472E-1,
];
/// The same from 2 on, for f32.
const ERFC_R_F32: [f64; 8] = [
    -1.047766399936249E+1,
    1.297719955372516E+1,
    -7.495518717768503E+0,
    2.921019019210786E+0,
    -1.015265279202700E+0,
    4.218463358204948E-1,
    -2.820767439740514E-1,
    5.641895067754075E-1,
];
/// erf(x) = x T(x²) / U(x²) on |x| < 1, for f64.
const ERF_T_F64: [f64; 5] = [
    9.60497373987051638749E0,
    9.00260197203842689217E1,
    2.23200534594684319226E3,
    7.00332514112805075473E3,
    5.55923013010394962768E4,
];
const ERF_U_F64: [f64; 6] = [
    1.00000000000000000000E0,
    3.35617141647503099647E1,
    5.21357949780152679795E2,
    4.59432382970980127987E3,
    2.26290000613890934246E4,
    4.92673942608635921086E4,
];
/// exp(x²) erfc(x) = P(|x|) / Q(|x|) on [1, 8), for f64.
const ERFC_P_F64: [f64; 9] = [
    2.46196981473530512524E-10,
    5.64189564831068821977E-1,
    7.46321056442269912687E0,
    4.86371970985681366614E1,
    1.96520832956077098242E2,
    5.26445194995477358631E2,
    9.34528527171957607540E2,
    1.02755188689515710272E3,
    5.57535335369399327526E2,
];
const ERFC_Q_F64: [f64; 9] = [
    1.00000000000000000000E0,
    1.32281951154744992508E1,
    8.67072140885989742329E1,
    3.54937778887819891062E2,
    9.75708501743205489753E2,
    1.82390916687909736289E3,
    2.24633760818710981792E3,
    1.65666309194161350182E3,
    5.57535340817727675546E2,
];
/// exp(x²) erfc(x) = R(|x|) / S(|x|) from 8 on, for f64.
const ERFC_R_F64: [f64; 6] = [
    5.64189583547755073984E-1,
    1.27536670759978104416E0,
    5.01905042251180477414E0,
    6.16021097993053585195E0,
    7.40974269950448939160E0,
    2.97886665372100240670E0,
];
const ERFC_S_F64: [f64; 7] = [
    1.00000000000000000000E0,
    2.26052863220117276590E0,
    9.39603524938001434673E0,
    1.20489539808096656605E1,
    1.70814450747565897222E1,
    9.60896809063285878198E0,
    3.36907645100081516050E0,
];
/// The largest x² whose exp(-x²) is a normal number, by precision.
const MAXLOG_F32: f64 = 88.72283905206835;
const MAXLOG_F64: f64 = 7.09782712893383996843E2;

/// exp(x²) erfc(x) for `ax` = |x| >= 1 (the rational tail alone, no
/// exponential: `special_erfcx` takes it directly); `double` picks f64's
/// approximations.
pub(crate) fn scaled_tail(e: &mut Emit<'_>, ax: Value, s: &[i64], t: Type, double: bool) -> Value {
    if double {
        let p = horner(e, ax, &ERFC_P_F64, s, t);
        let q = horner(e, ax, &ERFC_Q_F64, s, t);
        let r = horner(e, ax, &ERFC_R_F64, s, t);
        let ss = horner(e, ax, &ERFC_S_F64, s, t);
        let pq = e.binary("stablehlo.divide", p, q);
        let rs = e.binary("stablehlo.divide", r, ss);
        let eight = e.full(s, t, 8.0);
        let mid = e.compare("LT", ax, eight);
        e.select(mid, pq, rs)
    } else {
        let one = e.full(s, t, 1.0);
        let xx = e.binary("stablehlo.multiply", ax, ax);
        let inv = e.binary("stablehlo.divide", one, xx);
        let p = horner(e, inv, &ERFC_P_F32, s, t);
        let r = horner(e, inv, &ERFC_R_F32, s, t);
        let two = e.full(s, t, 2.0);
        let mid = e.compare("LT", ax, two);
        let poly = e.select(mid, p, r);
        let iax = e.binary("stablehlo.divide", one, ax);
        e.binary("stablehlo.multiply", iax, poly)
    }
}

/// Whether `t` (a float) computes with f64's approximations.
pub(crate) fn is_double(e: &Emit<'_>, t: Type) -> bool {
    matches!(e.ctx.type_kind(t), TypeKind::Float(k) if k.semantics().precision > 24)
}

pub(super) fn erfc(e: &mut Emit<'_>, x0: Value, s: &[i64], elem: Type) -> Option<Value> {
    let t = super::wide(e, elem)?;
    let double = is_double(e, t);
    let x = e.convert(x0, t);
    let c = |e: &mut Emit<'_>, v: f64| e.full(s, t, v);
    let xx = e.binary("stablehlo.multiply", x, x);
    let ax = e.unary("stablehlo.abs", x);
    let one = c(e, 1.0);
    // |x| < 1: 1 - erf(x).
    let erf = if double {
        let p = horner(e, xx, &ERF_T_F64, s, t);
        let q = horner(e, xx, &ERF_U_F64, s, t);
        let xp = e.binary("stablehlo.multiply", x, p);
        e.binary("stablehlo.divide", xp, q)
    } else {
        let p = horner(e, xx, &ERF_T_F32, s, t);
        e.binary("stablehlo.multiply", x, p)
    };
    let near = e.binary("stablehlo.subtract", one, erf);
    // |x| >= 1: exp(-x²) times the rational tail, 0 once exp underflows.
    let z = e.unary("stablehlo.negate", xx);
    let ez = e.unary("stablehlo.exponential", z);
    let scaled = scaled_tail(e, ax, s, t, double);
    let tail = e.binary("stablehlo.multiply", ez, scaled);
    let maxlog = if double { MAXLOG_F64 } else { MAXLOG_F32 };
    let lim = c(e, -maxlog);
    let under = e.compare("LT", z, lim);
    let zero = c(e, 0.0);
    let tail = e.select(under, zero, tail);
    let neg = e.compare("LT", x, zero);
    let two = c(e, 2.0);
    let reflected = e.binary("stablehlo.subtract", two, tail);
    let far = e.select(neg, reflected, tail);
    let small = e.compare("LT", ax, one);
    let v = e.select(small, near, far);
    Some(e.convert(v, elem))
}
