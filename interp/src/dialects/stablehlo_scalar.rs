//! StableHLO's elementwise semantics on one element ([`S`]): integer ops
//! wrap to their width, float results are rounded to their format when
//! stored ([`Builder`]), complex numbers follow the usual formulas.

use crate::array::{float_value, round_to, Array, Data, Elem};
use crate::bail;
use crate::tensor::KResult;
use ir::float::FloatKind;

/// One element.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum S {
    /// `i1` or an integer (wrapped to its type by whoever stores it).
    I(i128),
    /// A float.
    F(f64),
    /// A complex number.
    C(f64, f64),
}

impl S {
    /// Element `i` of `x`.
    pub fn get(x: &Array, i: usize) -> S {
        match &x.data {
            Data::I(v) => S::I(v[i]),
            Data::F(v) => S::F(v[i]),
            Data::C(v) => S::C(v[i].0, v[i].1),
        }
    }
    /// The value as a float.
    pub fn f(self) -> KResult<f64> {
        Ok(match self {
            S::I(v) => v as f64,
            S::F(v) => v,
            S::C(re, _) => re,
        })
    }
}

/// Collects elements into storage of one element type.
pub struct Builder {
    elem: Elem,
    data: Data,
}

impl Builder {
    pub fn new(elem: Elem, n: usize) -> Builder {
        let data = match elem {
            Elem::Bool | Elem::Int { .. } => Data::I(Vec::with_capacity(n)),
            Elem::Float(_) => Data::F(Vec::with_capacity(n)),
            Elem::Complex(_) => Data::C(Vec::with_capacity(n)),
        };
        Builder { elem, data }
    }
    /// Appends `s`, normalized to the element type.
    pub fn push(&mut self, s: S) -> KResult<()> {
        let e = self.elem;
        match &mut self.data {
            Data::I(v) => v.push(e.wrap(match s {
                S::I(x) => x,
                S::F(x) => x as i128,
                S::C(x, _) => x as i128,
            })),
            Data::F(v) => v.push(e.round(s.f()?)),
            Data::C(v) => v.push(match s {
                S::C(a, b) => (e.round(a), e.round(b)),
                s => (e.round(s.f()?), 0.0),
            }),
        }
        Ok(())
    }
    pub fn finish(self) -> Data {
        self.data
    }
}

/// A float function, with its complex counterpart if there is one.
pub fn float_fn(x: S, f: fn(f64) -> f64, c: Option<fn(f64, f64) -> (f64, f64)>) -> KResult<S> {
    match x {
        S::F(v) => Ok(S::F(f(v))),
        S::C(re, im) => match c {
            Some(g) => {
                let (a, b) = g(re, im);
                Ok(S::C(a, b))
            }
            None => bail!("unsupported on complex numbers"),
        },
        S::I(_) => bail!("expects floating-point elements"),
    }
}

pub fn c_mul(a: f64, b: f64, c: f64, d: f64) -> (f64, f64) {
    (a * c - b * d, a * d + b * c)
}
pub fn c_div(a: f64, b: f64, c: f64, d: f64) -> (f64, f64) {
    let den = c * c + d * d;
    ((a * c + b * d) / den, (b * c - a * d) / den)
}
pub fn c_exp(re: f64, im: f64) -> (f64, f64) {
    let m = re.exp();
    (m * im.cos(), m * im.sin())
}
pub fn c_log(re: f64, im: f64) -> (f64, f64) {
    (re.hypot(im).ln(), im.atan2(re))
}
pub fn c_sqrt(re: f64, im: f64) -> (f64, f64) {
    let m = re.hypot(im);
    let a = ((m + re) / 2.0).sqrt();
    let b = ((m - re) / 2.0).sqrt();
    (
        a,
        if im < 0.0 || (im == 0.0 && im.is_sign_negative()) {
            -b
        } else {
            b
        },
    )
}
pub fn c_sin(re: f64, im: f64) -> (f64, f64) {
    (re.sin() * im.cosh(), re.cos() * im.sinh())
}
pub fn c_cos(re: f64, im: f64) -> (f64, f64) {
    (re.cos() * im.cosh(), -re.sin() * im.sinh())
}
pub fn c_tan(re: f64, im: f64) -> (f64, f64) {
    let (a, b) = c_sin(re, im);
    let (c, d) = c_cos(re, im);
    c_div(a, b, c, d)
}
pub fn c_tanh(re: f64, im: f64) -> (f64, f64) {
    let (a, b) = c_tan(-im, re);
    (b, -a)
}
pub fn c_cbrt(re: f64, im: f64) -> (f64, f64) {
    if re == 0.0 && im == 0.0 {
        return (0.0, 0.0);
    }
    let (lr, li) = c_log(re, im);
    c_exp(lr / 3.0, li / 3.0)
}
pub fn c_logistic(re: f64, im: f64) -> (f64, f64) {
    let (a, b) = c_exp(-re, -im);
    c_div(1.0, 0.0, 1.0 + a, b)
}

pub fn abs(e: Elem, x: S) -> KResult<S> {
    Ok(match x {
        S::I(v) => S::I(e.wrap(v.wrapping_abs())),
        S::F(v) => S::F(v.abs()),
        S::C(a, b) => S::F(a.hypot(b)),
    })
}

pub fn negate(e: Elem, x: S) -> KResult<S> {
    Ok(match x {
        S::I(v) => S::I(e.wrap(v.wrapping_neg())),
        S::F(v) => S::F(-v),
        S::C(a, b) => S::C(-a, -b),
    })
}

pub fn not(e: Elem, x: S) -> KResult<S> {
    match (e, x) {
        (Elem::Bool, S::I(v)) => Ok(S::I((v == 0) as i128)),
        (_, S::I(v)) => Ok(S::I(e.wrap(!v))),
        _ => bail!("not expects boolean or integer elements"),
    }
}

pub fn sign(_e: Elem, x: S) -> KResult<S> {
    Ok(match x {
        S::I(v) => S::I(v.signum()),
        S::F(v) => S::F(if v.is_nan() || v == 0.0 {
            v
        } else {
            v.signum()
        }),
        S::C(a, b) => {
            if a.is_nan() || b.is_nan() {
                S::C(f64::NAN, f64::NAN)
            } else if a == 0.0 && b == 0.0 {
                S::C(0.0, 0.0)
            } else {
                let m = a.hypot(b);
                S::C(a / m, b / m)
            }
        }
    })
}

fn unsigned_bits(e: Elem, v: i128) -> u128 {
    let w = e.width();
    (v as u128)
        & if w >= 128 {
            u128::MAX
        } else {
            (1u128 << w) - 1
        }
}

pub fn popcnt(e: Elem, x: S) -> KResult<S> {
    match x {
        S::I(v) => Ok(S::I(unsigned_bits(e, v).count_ones() as i128)),
        _ => bail!("popcnt expects integers"),
    }
}

pub fn clz(e: Elem, x: S) -> KResult<S> {
    match x {
        S::I(v) => {
            let w = e.width();
            let u = unsigned_bits(e, v);
            Ok(S::I((u.leading_zeros() - (128 - w)) as i128))
        }
        _ => bail!("count_leading_zeros expects integers"),
    }
}

pub fn add(e: Elem, x: S, y: S) -> KResult<S> {
    Ok(match (x, y) {
        (S::I(a), S::I(b)) => S::I(if e == Elem::Bool {
            a | b
        } else {
            e.wrap(a.wrapping_add(b))
        }),
        (S::F(a), S::F(b)) => S::F(a + b),
        (S::C(a, b), S::C(c, d)) => S::C(a + c, b + d),
        _ => bail!("add: mismatched elements"),
    })
}

pub fn sub(e: Elem, x: S, y: S) -> KResult<S> {
    Ok(match (x, y) {
        (S::I(a), S::I(b)) => S::I(e.wrap(a.wrapping_sub(b))),
        (S::F(a), S::F(b)) => S::F(a - b),
        (S::C(a, b), S::C(c, d)) => S::C(a - c, b - d),
        _ => bail!("subtract: mismatched elements"),
    })
}

pub fn mul(e: Elem, x: S, y: S) -> KResult<S> {
    Ok(match (x, y) {
        (S::I(a), S::I(b)) => S::I(if e == Elem::Bool {
            a & b
        } else {
            e.wrap(a.wrapping_mul(b))
        }),
        (S::F(a), S::F(b)) => S::F(a * b),
        (S::C(a, b), S::C(c, d)) => {
            let (r, i) = c_mul(a, b, c, d);
            S::C(r, i)
        }
        _ => bail!("multiply: mismatched elements"),
    })
}

/// Integer division truncates; by zero it gives all ones (-1), and the
/// overflowing `MIN / -1` gives `MIN`, as XLA defines them.
pub fn div(e: Elem, x: S, y: S) -> KResult<S> {
    Ok(match (x, y) {
        (S::I(a), S::I(b)) => {
            if b == 0 {
                S::I(e.wrap(-1))
            } else if e.is_unsigned() {
                S::I(e.wrap((unsigned_bits(e, a) / unsigned_bits(e, b)) as i128))
            } else {
                S::I(e.wrap(a.wrapping_div(b)))
            }
        }
        (S::F(a), S::F(b)) => S::F(a / b),
        (S::C(a, b), S::C(c, d)) => {
            let (r, i) = c_div(a, b, c, d);
            S::C(r, i)
        }
        _ => bail!("divide: mismatched elements"),
    })
}

/// The remainder has the dividend's sign; by zero it is the dividend.
pub fn rem(e: Elem, x: S, y: S) -> KResult<S> {
    Ok(match (x, y) {
        (S::I(a), S::I(b)) => {
            if b == 0 {
                S::I(a)
            } else if e.is_unsigned() {
                S::I(e.wrap((unsigned_bits(e, a) % unsigned_bits(e, b)) as i128))
            } else {
                S::I(e.wrap(a.wrapping_rem(b)))
            }
        }
        (S::F(a), S::F(b)) => S::F(a % b),
        _ => bail!("remainder: unsupported elements"),
    })
}

pub fn pow(e: Elem, x: S, y: S) -> KResult<S> {
    Ok(match (x, y) {
        (S::I(a), S::I(b)) => {
            if b < 0 && !e.is_unsigned() {
                S::I(match a {
                    1 => 1,
                    -1 => {
                        if b % 2 == 0 {
                            1
                        } else {
                            -1
                        }
                    }
                    _ => 0,
                })
            } else {
                let mut base = a;
                let mut exp = if e.is_unsigned() {
                    unsigned_bits(e, b)
                } else {
                    b as u128
                };
                let mut acc: i128 = 1;
                while exp > 0 {
                    if exp & 1 == 1 {
                        acc = e.wrap(acc.wrapping_mul(base));
                    }
                    base = e.wrap(base.wrapping_mul(base));
                    exp >>= 1;
                }
                S::I(acc)
            }
        }
        (S::F(a), S::F(b)) => S::F(a.powf(b)),
        (S::C(a, b), S::C(c, d)) => {
            if a == 0.0 && b == 0.0 {
                if c == 0.0 && d == 0.0 {
                    S::C(1.0, 0.0)
                } else {
                    S::C(0.0, 0.0)
                }
            } else {
                let (lr, li) = c_log(a, b);
                let (r, i) = c_mul(lr, li, c, d);
                let (r, i) = c_exp(r, i);
                S::C(r, i)
            }
        }
        _ => bail!("power: mismatched elements"),
    })
}

fn int_lt(e: Elem, a: i128, b: i128) -> bool {
    if e.is_unsigned() {
        unsigned_bits(e, a) < unsigned_bits(e, b)
    } else {
        a < b
    }
}

/// NaN-propagating maximum (complex: lexicographic).
pub fn max(e: Elem, x: S, y: S) -> KResult<S> {
    Ok(match (x, y) {
        (S::I(a), S::I(b)) => S::I(if int_lt(e, a, b) { b } else { a }),
        (S::F(a), S::F(b)) => S::F(if a.is_nan() || b.is_nan() {
            f64::NAN
        } else if a == 0.0 && b == 0.0 {
            if a.is_sign_negative() {
                b
            } else {
                a
            }
        } else {
            a.max(b)
        }),
        (S::C(a, b), S::C(c, d)) => {
            if (a, b) >= (c, d) {
                S::C(a, b)
            } else {
                S::C(c, d)
            }
        }
        _ => bail!("maximum: mismatched elements"),
    })
}

/// NaN-propagating minimum.
pub fn min(e: Elem, x: S, y: S) -> KResult<S> {
    Ok(match (x, y) {
        (S::I(a), S::I(b)) => S::I(if int_lt(e, b, a) { b } else { a }),
        (S::F(a), S::F(b)) => S::F(if a.is_nan() || b.is_nan() {
            f64::NAN
        } else if a == 0.0 && b == 0.0 {
            if a.is_sign_negative() {
                a
            } else {
                b
            }
        } else {
            a.min(b)
        }),
        (S::C(a, b), S::C(c, d)) => {
            if (a, b) <= (c, d) {
                S::C(a, b)
            } else {
                S::C(c, d)
            }
        }
        _ => bail!("minimum: mismatched elements"),
    })
}

pub fn atan2(_e: Elem, x: S, y: S) -> KResult<S> {
    Ok(match (x, y) {
        (S::F(a), S::F(b)) => S::F(a.atan2(b)),
        (S::C(a, b), S::C(c, d)) => {
            // atan2(y, x) = -i log((x + iy) / sqrt(x^2 + y^2))
            let (nr, ni) = (c - b, d + a);
            let (s1, s2) = c_sqrt(c * c - d * d + a * a - b * b, 2.0 * (c * d + a * b));
            let (qr, qi) = c_div(nr, ni, s1, s2);
            let (lr, li) = c_log(qr, qi);
            S::C(li, -lr)
        }
        _ => bail!("atan2 expects floating-point elements"),
    })
}

pub fn bitwise(e: Elem, x: S, y: S, f: fn(i128, i128) -> i128) -> KResult<S> {
    match (x, y) {
        (S::I(a), S::I(b)) => Ok(S::I(e.wrap(f(a, b)))),
        _ => bail!("expects boolean or integer elements"),
    }
}

pub fn shl(e: Elem, x: S, y: S) -> KResult<S> {
    match (x, y) {
        (S::I(a), S::I(b)) => {
            let s = unsigned_bits(e, b);
            Ok(S::I(if s >= e.width() as u128 {
                0
            } else {
                e.wrap(a << s)
            }))
        }
        _ => bail!("shift_left expects integers"),
    }
}

pub fn sra(e: Elem, x: S, y: S) -> KResult<S> {
    match (x, y) {
        (S::I(a), S::I(b)) => {
            let s = unsigned_bits(e, b);
            let w = e.width() as u128;
            // Arithmetic on the signed reading of the bits.
            let v = Elem::Int {
                width: e.width(),
                signed: true,
            }
            .wrap(a);
            Ok(S::I(e.wrap(if s >= w {
                if v < 0 {
                    -1
                } else {
                    0
                }
            } else {
                v >> s
            })))
        }
        _ => bail!("shift_right_arithmetic expects integers"),
    }
}

pub fn srl(e: Elem, x: S, y: S) -> KResult<S> {
    match (x, y) {
        (S::I(a), S::I(b)) => {
            let s = unsigned_bits(e, b);
            Ok(S::I(if s >= e.width() as u128 {
                0
            } else {
                e.wrap((unsigned_bits(e, a) >> s) as i128)
            }))
        }
        _ => bail!("shift_right_logical expects integers"),
    }
}

/// Conversion to `out`: float to integer truncates toward zero and
/// saturates (NaN is 0); anything to `i1` is `x != 0`.
pub fn convert_scalar(s: S, out: Elem) -> S {
    match out {
        Elem::Bool => S::I(match s {
            S::I(v) => (v != 0) as i128,
            S::F(v) => (v != 0.0) as i128,
            // The real part decides, as StableHLO's interpreter does.
            S::C(a, _) => (a != 0.0) as i128,
        }),
        Elem::Int { .. } => S::I(match s {
            S::I(v) => out.wrap(v),
            S::F(v) | S::C(v, _) => {
                if v.is_nan() {
                    0
                } else {
                    let (lo, hi) = out.int_range();
                    let t = v.trunc();
                    if t <= lo as f64 {
                        lo
                    } else if t >= hi as f64 {
                        hi
                    } else {
                        t as i128
                    }
                }
            }
        }),
        Elem::Float(k) => S::F(round_to(
            k,
            match s {
                S::I(v) => v as f64,
                S::F(v) => v,
                S::C(a, _) => a,
            },
        )),
        Elem::Complex(k) => match s {
            S::C(a, b) => S::C(round_to(k, a), round_to(k, b)),
            s => S::C(round_to(k, s.f().unwrap_or(0.0)), 0.0),
        },
    }
}

fn total_key(v: f64) -> i128 {
    // IEEE totalOrder: flip the magnitude bits of negatives.
    let b = v.to_bits() as i64;
    (if b < 0 { b ^ i64::MAX } else { b }) as i128
}

pub fn compare_scalar(e: Elem, dir: &str, total: bool, x: S, y: S) -> KResult<bool> {
    use std::cmp::Ordering::*;
    let ord = match (x, y) {
        (S::I(a), S::I(b)) => {
            if e.is_unsigned() || e == Elem::Bool {
                Some(unsigned_bits(e, a).cmp(&unsigned_bits(e, b)))
            } else {
                Some(a.cmp(&b))
            }
        }
        (S::F(a), S::F(b)) => {
            if total {
                Some(total_key(a).cmp(&total_key(b)))
            } else {
                a.partial_cmp(&b)
            }
        }
        (S::C(a, b), S::C(c, d)) => {
            return Ok(match dir {
                "EQ" => a == c && b == d,
                "NE" => a != c || b != d,
                _ => bail!("complex numbers compare only EQ or NE"),
            })
        }
        _ => bail!("compare: mismatched elements"),
    };
    Ok(match (dir, ord) {
        ("EQ", o) => o == Some(Equal),
        ("NE", o) => o != Some(Equal),
        ("LT", o) => o == Some(Less),
        ("LE", o) => matches!(o, Some(Less | Equal)),
        ("GT", o) => o == Some(Greater),
        ("GE", o) => matches!(o, Some(Greater | Equal)),
        _ => bail!("unknown comparison direction {dir}"),
    })
}

/// `x` rounded to a float with `e` exponent and `m` mantissa bits.
pub fn reduce_precision_f64(x: f64, e: u32, m: u32) -> f64 {
    if x.is_nan() {
        // Without mantissa bits a NaN's payload is gone: it reads as inf.
        return if m == 0 { f64::INFINITY.copysign(x) } else { x };
    }
    if x.is_infinite() {
        return x;
    }
    let bits = x.to_bits();
    let m = m.min(52);
    // Round the mantissa to m bits (nearest, ties to even).
    let drop = 52 - m;
    let mut b = bits;
    if drop > 0 {
        let half = 1u64 << (drop - 1);
        let lsb = (b >> drop) & 1;
        b = b.wrapping_add(half - 1 + lsb);
        b &= !((1u64 << drop) - 1);
    }
    let v = f64::from_bits(b);
    // Clamp the exponent range.
    let e = e.min(11);
    let bias = (1i64 << (e - 1)) - 1;
    let exp = ((b >> 52) & 0x7ff) as i64 - 1023;
    if exp > bias {
        return if v.is_sign_negative() {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        };
    }
    if exp < 1 - bias {
        // Below the normal range: flush (no subnormals kept beyond that).
        let min_normal = 2f64.powi((1 - bias) as i32);
        let sub = min_normal * 2f64.powi(-(m as i32));
        let q = (v / sub).round_ties_even() * sub;
        return q;
    }
    v
}

/// The width in bits of an element type's storage.
pub fn bit_width(e: Elem) -> u32 {
    match e {
        Elem::Complex(k) => 2 * k.semantics().bits,
        e => e.width(),
    }
}

/// The bit pattern of an element.
pub fn to_bits(e: Elem, s: S) -> u128 {
    let fbits = |k: FloatKind, v: f64| -> u128 {
        match k {
            FloatKind::F64 => v.to_bits() as u128,
            FloatKind::F32 => (v as f32).to_bits() as u128,
            FloatKind::F16 => half::f16::from_f64(v).to_bits() as u128,
            FloatKind::BF16 => half::bf16::from_f64(v).to_bits() as u128,
            _ => k.semantics().from_f64(v),
        }
    };
    match (e, s) {
        (Elem::Float(k), S::F(v)) => fbits(k, v),
        (Elem::Complex(k), S::C(a, b)) => fbits(k, a) | (fbits(k, b) << k.semantics().bits),
        (_, S::I(v)) => unsigned_bits(e, v),
        _ => 0,
    }
}

/// The element with bit pattern `b`.
pub fn from_bits(e: Elem, b: u128) -> S {
    match e {
        Elem::Float(k) => S::F(float_value(k, b & mask(k.semantics().bits))),
        Elem::Complex(k) => {
            let w = k.semantics().bits;
            S::C(
                float_value(k, b & mask(w)),
                float_value(k, (b >> w) & mask(w)),
            )
        }
        _ => S::I(e.wrap(b as i128)),
    }
}

fn mask(w: u32) -> u128 {
    if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    }
}
