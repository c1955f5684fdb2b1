//! Floating-point formats and the two conversions the text format needs:
//! decimal text to bits (round to nearest, ties to even, as APFloat does)
//! and bits to MLIR's shortest faithful decimal spelling (APFloat's
//! `toString` algorithm, reproduced digit for digit so output matches
//! `mlir-opt`).

use num_bigint::BigUint;
use num_traits::{One, ToPrimitive, Zero};
use std::cmp::Ordering;

/// Every floating-point type of MLIR 22's builtin dialect.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum FloatKind {
    F4E2M1FN,
    F6E2M3FN,
    F6E3M2FN,
    F8E5M2,
    F8E4M3,
    F8E4M3FN,
    F8E5M2FNUZ,
    F8E4M3FNUZ,
    F8E4M3B11FNUZ,
    F8E3M4,
    F8E8M0FNU,
    BF16,
    F16,
    TF32,
    F32,
    F64,
    F80,
    F128,
}

/// How a format spends its special encodings.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum NonFinite {
    /// IEEE 754: all-ones exponent is inf (zero mantissa) or NaN.
    Ieee,
    /// No infinities; NaN is the all-ones pattern (the "FN" types).
    NanAllOnes,
    /// No infinities; NaN is the negative-zero pattern (the "FNUZ" types).
    NanNegZero,
    /// Neither infinities nor NaN ("FN" 4- and 6-bit types).
    FiniteOnly,
}

/// The parameters of a binary floating-point format.
#[derive(Copy, Clone, Debug)]
pub struct Semantics {
    /// Significand bits including the integer bit.
    pub precision: u32,
    /// Largest unbiased exponent of a finite value.
    pub max_exp: i32,
    /// Smallest unbiased exponent of a normal value.
    pub min_exp: i32,
    /// Width of the encoding.
    pub bits: u32,
    non_finite: NonFinite,
}

impl FloatKind {
    /// All kinds with their MLIR spelling.
    pub const ALL: [(FloatKind, &'static str); 18] = [
        (FloatKind::F4E2M1FN, "f4E2M1FN"),
        (FloatKind::F6E2M3FN, "f6E2M3FN"),
        (FloatKind::F6E3M2FN, "f6E3M2FN"),
        (FloatKind::F8E5M2, "f8E5M2"),
        (FloatKind::F8E4M3, "f8E4M3"),
        (FloatKind::F8E4M3FN, "f8E4M3FN"),
        (FloatKind::F8E5M2FNUZ, "f8E5M2FNUZ"),
        (FloatKind::F8E4M3FNUZ, "f8E4M3FNUZ"),
        (FloatKind::F8E4M3B11FNUZ, "f8E4M3B11FNUZ"),
        (FloatKind::F8E3M4, "f8E3M4"),
        (FloatKind::F8E8M0FNU, "f8E8M0FNU"),
        (FloatKind::BF16, "bf16"),
        (FloatKind::F16, "f16"),
        (FloatKind::TF32, "tf32"),
        (FloatKind::F32, "f32"),
        (FloatKind::F64, "f64"),
        (FloatKind::F80, "f80"),
        (FloatKind::F128, "f128"),
    ];

    /// The keyword that spells this type.
    pub fn name(self) -> &'static str {
        FloatKind::ALL
            .iter()
            .find(|(k, _)| *k == self)
            .map(|(_, n)| *n)
            .unwrap_or("f32")
    }

    /// The kind spelled by `s`, if any.
    pub fn from_name(s: &str) -> Option<FloatKind> {
        FloatKind::ALL
            .iter()
            .find(|(_, n)| *n == s)
            .map(|(k, _)| *k)
    }

    /// The format's parameters (values from LLVM's APFloat semantics tables).
    pub fn semantics(self) -> Semantics {
        use NonFinite::*;
        let s = |precision, max_exp, min_exp, bits, non_finite| Semantics {
            precision,
            max_exp,
            min_exp,
            bits,
            non_finite,
        };
        match self {
            FloatKind::F16 => s(11, 15, -14, 16, Ieee),
            FloatKind::BF16 => s(8, 127, -126, 16, Ieee),
            FloatKind::F32 => s(24, 127, -126, 32, Ieee),
            FloatKind::F64 => s(53, 1023, -1022, 64, Ieee),
            FloatKind::F80 => s(64, 16383, -16382, 80, Ieee),
            FloatKind::F128 => s(113, 16383, -16382, 128, Ieee),
            FloatKind::TF32 => s(11, 127, -126, 19, Ieee),
            FloatKind::F8E5M2 => s(3, 15, -14, 8, Ieee),
            FloatKind::F8E5M2FNUZ => s(3, 15, -15, 8, NanNegZero),
            FloatKind::F8E4M3 => s(4, 7, -6, 8, Ieee),
            FloatKind::F8E4M3FN => s(4, 8, -6, 8, NanAllOnes),
            FloatKind::F8E4M3FNUZ => s(4, 7, -7, 8, NanNegZero),
            FloatKind::F8E4M3B11FNUZ => s(4, 4, -10, 8, NanNegZero),
            FloatKind::F8E3M4 => s(5, 3, -2, 8, Ieee),
            FloatKind::F8E8M0FNU => s(1, 127, -127, 8, NanAllOnes),
            FloatKind::F6E3M2FN => s(3, 4, -2, 6, FiniteOnly),
            FloatKind::F6E2M3FN => s(4, 2, 0, 6, FiniteOnly),
            FloatKind::F4E2M1FN => s(2, 2, 0, 4, FiniteOnly),
        }
    }
}

/// A float value taken apart.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Decoded {
    Zero {
        neg: bool,
    },
    Inf {
        neg: bool,
    },
    NaN,
    /// `sig * 2^(exp - (precision - 1))`; `sig < 2^precision`.
    Finite {
        neg: bool,
        exp: i32,
        sig: BigUint,
    },
}

impl Semantics {
    /// Width of the stored exponent field.
    fn exp_bits(&self) -> u32 {
        if self.is_e8m0() {
            return 8;
        }
        self.bits - self.frac_bits() - 1
    }
    /// Stored fraction bits (x87 stores its integer bit explicitly).
    fn frac_bits(&self) -> u32 {
        if self.bits == 80 {
            64
        } else {
            self.precision - 1
        }
    }
    fn is_e8m0(&self) -> bool {
        self.precision == 1
    }
    fn bias(&self) -> i32 {
        if self.is_e8m0() {
            127
        } else {
            1 - self.min_exp
        }
    }
    /// Whether the format has infinities.
    pub fn has_inf(&self) -> bool {
        self.non_finite == NonFinite::Ieee
    }

    /// Splits an encoding into its value.
    pub fn decode(&self, bits: u128) -> Decoded {
        if self.is_e8m0() {
            // APFloat keeps a sign for this format although its encoding
            // has none; it is carried in bit 8, outside the encoding.
            let neg = bits & 0x100 != 0;
            let bits = bits & 0xff;
            if bits == 0xff {
                return Decoded::NaN;
            }
            return Decoded::Finite {
                neg,
                exp: bits as i32 - 127,
                sig: BigUint::one(),
            };
        }
        let bits = bits & mask(self.bits);
        let frac_bits = self.frac_bits();
        let exp_bits = self.exp_bits();
        let neg = (bits >> (self.bits - 1)) & 1 == 1;
        let frac = bits & mask(frac_bits);
        let e = ((bits >> frac_bits) & mask(exp_bits)) as i32;
        let all_ones = mask(exp_bits) as i32;
        match self.non_finite {
            NonFinite::Ieee if e == all_ones => {
                let f = if self.bits == 80 {
                    frac & mask(63)
                } else {
                    frac
                };
                return if f == 0 {
                    Decoded::Inf { neg }
                } else {
                    Decoded::NaN
                };
            }
            NonFinite::NanAllOnes if e == all_ones && frac == mask(frac_bits) => {
                return Decoded::NaN
            }
            NonFinite::NanNegZero if neg && e == 0 && frac == 0 => return Decoded::NaN,
            _ => {}
        }
        if self.bits == 80 {
            // x87: explicit integer bit; treat the pattern literally.
            if e == 0 && frac == 0 {
                return Decoded::Zero { neg };
            }
            let exp = if e == 0 {
                self.min_exp
            } else {
                e - self.bias()
            };
            return Decoded::Finite {
                neg,
                exp,
                sig: BigUint::from(frac),
            };
        }
        if e == 0 {
            if frac == 0 {
                return Decoded::Zero { neg };
            }
            return Decoded::Finite {
                neg,
                exp: self.min_exp,
                sig: BigUint::from(frac),
            };
        }
        let sig = frac | (1u128 << frac_bits);
        Decoded::Finite {
            neg,
            exp: e - self.bias(),
            sig: BigUint::from(sig),
        }
    }

    /// Builds the encoding of a finite value produced by [`round_rational`].
    fn encode_finite(&self, neg: bool, exp: i32, sig: &BigUint) -> u128 {
        let sig = sig.to_u128().unwrap_or(0);
        let sign = if neg { 1u128 << (self.bits - 1) } else { 0 };
        if self.is_e8m0() {
            return (exp + 127).clamp(0, 254) as u128 | if neg { 0x100 } else { 0 };
        }
        let frac_bits = self.frac_bits();
        let normal = sig >> (self.precision - 1) != 0;
        let stored_e = if normal {
            (exp + self.bias()) as u128
        } else {
            0
        };
        let frac = if self.bits == 80 {
            sig
        } else {
            sig & mask(frac_bits)
        };
        sign | (stored_e << frac_bits) | frac
    }

    fn encode_zero(&self, neg: bool) -> u128 {
        if self.is_e8m0() {
            // No zero: the smallest value stands in.
            return 0;
        }
        let neg = neg && self.non_finite != NonFinite::NanNegZero;
        if neg {
            1u128 << (self.bits - 1)
        } else {
            0
        }
    }

    /// The encoding of infinity, or what APFloat produces instead when
    /// the format has none (NaN, or the largest finite value).
    fn encode_overflow(&self, neg: bool) -> u128 {
        match self.non_finite {
            NonFinite::Ieee => {
                let sign = if neg { 1u128 << (self.bits - 1) } else { 0 };
                let e = mask(self.exp_bits()) << self.frac_bits();
                let int_bit = if self.bits == 80 { 1u128 << 63 } else { 0 };
                sign | e | int_bit
            }
            NonFinite::NanAllOnes | NonFinite::NanNegZero => self.encode_nan(neg),
            NonFinite::FiniteOnly => {
                let sign = if neg { 1u128 << (self.bits - 1) } else { 0 };
                sign | mask(self.bits - 1)
            }
        }
    }

    /// A quiet NaN; the "FN" formats keep the sign, as APFloat does.
    fn encode_nan(&self, neg: bool) -> u128 {
        match self.non_finite {
            NonFinite::Ieee => {
                let e = mask(self.exp_bits()) << self.frac_bits();
                let quiet = 1u128 << (self.frac_bits() - 1);
                let int_bit = if self.bits == 80 { 1u128 << 63 } else { 0 };
                e | quiet | int_bit
            }
            NonFinite::NanAllOnes if self.is_e8m0() => 0xff,
            NonFinite::NanAllOnes => {
                if neg {
                    mask(self.bits)
                } else {
                    mask(self.bits - 1)
                }
            }
            NonFinite::NanNegZero => 1u128 << (self.bits - 1),
            NonFinite::FiniteOnly => 0,
        }
    }

    /// The bits APFloat's `bitcastToAPInt` yields: the encoding, except
    /// that a negative E8M0 value (which the format cannot hold) comes out
    /// with bit 7 set.
    pub fn storage_bits(&self, bits: u128) -> u128 {
        if self.is_e8m0() {
            return (bits & 0xff) | ((bits >> 1) & 0x80);
        }
        bits & mask(self.bits)
    }

    /// The bits APFloat keeps for an encoding given in hex: x87's invalid
    /// patterns (pseudo-NaNs, unnormals) become NaNs with the all-ones
    /// exponent, pseudo-denormals get exponent 1. Other formats keep
    /// their bits.
    pub fn canonical_bits(&self, bits: u128) -> u128 {
        if self.bits != 80 {
            return bits;
        }
        let sign = bits & (1u128 << 79);
        let e = (bits >> 64) & 0x7fff;
        let sig = bits & mask(64);
        let int_bit = sig >> 63 == 1;
        let nan = (e == 0x7fff && sig != 1u128 << 63) || (e != 0x7fff && e != 0 && !int_bit);
        if nan {
            return sign | (0x7fff << 64) | sig;
        }
        if e == 0 && int_bit {
            return sign | (1 << 64) | sig;
        }
        bits
    }

    /// Rounds the exact value `neg * num / den` to this format (nearest,
    /// ties to even) and returns its encoding.
    pub fn round_rational(&self, neg: bool, num: &BigUint, den: &BigUint) -> u128 {
        if num.is_zero() {
            return self.encode_zero(neg);
        }
        // Find e with 2^e <= num/den < 2^(e+1).
        let mut e = num.bits() as i64 - den.bits() as i64;
        let below = if e >= 0 {
            num < &(den << e as u64)
        } else {
            &(num << (-e) as u64) < den
        };
        if below {
            e -= 1;
        }
        let p = self.precision as i64;
        let mut scale = e.max(self.min_exp as i64);
        let shift = p - 1 - scale;
        let (n, d) = if shift >= 0 {
            (num << shift as u64, den.clone())
        } else {
            (num.clone(), den << (-shift) as u64)
        };
        let (mut q, r) = (&n / &d, &n % &d);
        let twice: BigUint = r << 1u32;
        let round_up = match twice.cmp(&d) {
            Ordering::Greater => true,
            Ordering::Equal => q.bit(0),
            Ordering::Less => false,
        };
        if round_up {
            q += 1u32;
        }
        if q.bits() as i64 > p {
            q >>= 1u32;
            scale += 1;
        }
        if scale > self.max_exp as i64 {
            return self.encode_overflow(neg);
        }
        if q.is_zero() {
            return self.encode_zero(neg);
        }
        if self.non_finite == NonFinite::NanAllOnes && !self.is_e8m0() {
            // The all-ones pattern is NaN, so the largest exponent has one
            // value fewer.
            let enc = self.encode_finite(neg, scale as i32, &q);
            if enc & mask(self.bits - 1) == mask(self.bits - 1) {
                return self.encode_nan(neg);
            }
            return enc;
        }
        self.encode_finite(neg, scale as i32, &q)
    }

    /// The encoding of the nearest value to a finite `f64` (how MLIR turns
    /// a decimal literal into a non-`f64` float: through a double).
    pub fn from_f64(&self, v: f64) -> u128 {
        if v.is_nan() {
            return self.encode_nan(v.is_sign_negative());
        }
        if v.is_infinite() {
            return self.encode_overflow(v < 0.0);
        }
        let bits = v.to_bits();
        let neg = bits >> 63 == 1;
        let e = ((bits >> 52) & 0x7ff) as i64;
        let frac = bits & ((1u64 << 52) - 1);
        let (m, exp) = if e == 0 {
            (frac, -1074)
        } else {
            (frac | (1u64 << 52), e - 1075)
        };
        let num = BigUint::from(m);
        if exp >= 0 {
            self.round_rational(neg, &(num << exp as u64), &BigUint::one())
        } else {
            self.round_rational(neg, &num, &(BigUint::one() << (-exp) as u64))
        }
    }

    /// Parses a decimal literal (`[-+]?digits[.digits][e[-+]digits]`)
    /// exactly into this format; `None` if it is not one.
    pub fn parse_decimal(&self, s: &str) -> Option<u128> {
        let (neg, body) = match s.as_bytes().first()? {
            b'-' => (true, &s[1..]),
            b'+' => (false, &s[1..]),
            _ => (false, s),
        };
        let (mant, exp) = match body.find(['e', 'E']) {
            Some(i) => (&body[..i], body[i + 1..].parse::<i64>().ok()?),
            None => (body, 0),
        };
        let (int, frac) = match mant.find('.') {
            Some(i) => (&mant[..i], &mant[i + 1..]),
            None => (mant, ""),
        };
        if int.is_empty() && frac.is_empty() {
            return None;
        }
        let mut digits = BigUint::zero();
        for c in int.bytes().chain(frac.bytes()) {
            if !c.is_ascii_digit() {
                return None;
            }
            digits = digits * 10u32 + (c - b'0') as u32;
        }
        let e10 = exp.checked_sub(frac.len() as i64)?;
        if e10.abs() > 100_000 {
            // Far outside every format: saturate without huge arithmetic.
            return Some(if digits.is_zero() || e10 < 0 {
                self.encode_zero(neg)
            } else {
                self.encode_overflow(neg)
            });
        }
        let ten = BigUint::from(10u32);
        if e10 >= 0 {
            self.round_rational(neg, &(digits * ten.pow(e10 as u32)), &BigUint::one())
        } else {
            self.round_rational(neg, &digits, &ten.pow((-e10) as u32))
        }
        .into()
    }
}

fn mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

/// APFloat's `toString(str, FormatPrecision, FormatMaxPadding, TruncateZero)`.
pub fn ap_to_string(
    sem: &Semantics,
    d: &Decoded,
    format_precision: u32,
    format_max_padding: u32,
    truncate_zero: bool,
) -> String {
    let mut out = String::new();
    let (neg, exp, sig) = match d {
        Decoded::Inf { neg } => return if *neg { "-Inf".into() } else { "+Inf".into() },
        Decoded::NaN => return "NaN".into(),
        Decoded::Zero { neg } => {
            if *neg {
                out.push('-');
            }
            if format_max_padding == 0 {
                if truncate_zero {
                    out.push_str("0.0E+0");
                } else {
                    out.push_str("0.0");
                    for _ in 1..format_precision {
                        out.push('0');
                    }
                    out.push_str("e+00");
                }
            } else {
                out.push('0');
            }
            return out;
        }
        Decoded::Finite { neg, exp, sig } => (*neg, *exp, sig.clone()),
    };
    if neg {
        out.push('-');
    }
    let precision = sem.precision;
    let format_precision = if format_precision == 0 {
        2 + precision * 59 / 196
    } else {
        format_precision
    };

    let mut exp: i64 = exp as i64 - (precision as i64 - 1);
    let mut significand = sig;
    let tz = significand.trailing_zeros().unwrap_or(0);
    exp += tz as i64;
    significand >>= tz;

    if exp > 0 {
        significand <<= exp as u64;
        exp = 0;
    } else if exp < 0 {
        // N * 2^-e == N * 5^e * 10^-e
        let texp = (-exp) as u32;
        significand *= BigUint::from(5u32).pow(texp);
    }

    adjust_significand(&mut significand, &mut exp, format_precision);

    // Digits, least significant first, with trailing zeros dropped.
    let mut buffer: Vec<u8> = Vec::new();
    let mut in_trail = true;
    let digits = significand.to_str_radix(10);
    for &c in digits.as_bytes().iter().rev() {
        if in_trail && c == b'0' && significand != BigUint::zero() {
            exp += 1;
        } else {
            buffer.push(c);
            in_trail = false;
        }
    }
    adjust_buffer(&mut buffer, &mut exp, format_precision);

    let ndigits = buffer.len() as i64;
    let scientific = if format_max_padding == 0 {
        true
    } else if exp >= 0 {
        exp > format_max_padding as i64 || ndigits + exp > format_precision as i64
    } else {
        let msd = exp + (ndigits - 1);
        if msd >= 0 {
            false
        } else {
            -msd > format_max_padding as i64
        }
    };

    let n = buffer.len();
    if scientific {
        exp += ndigits - 1;
        out.push(buffer[n - 1] as char);
        out.push('.');
        if n == 1 && truncate_zero {
            out.push('0');
        } else {
            for i in 1..n {
                out.push(buffer[n - 1 - i] as char);
            }
        }
        if !truncate_zero && format_precision as i64 > ndigits - 1 {
            for _ in 0..(format_precision as i64 - ndigits + 1) {
                out.push('0');
            }
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if exp >= 0 { '+' } else { '-' });
        let e = exp.unsigned_abs().to_string();
        if !truncate_zero && e.len() < 2 {
            out.push('0');
        }
        out.push_str(&e);
        return out;
    }
    if exp >= 0 {
        for i in 0..n {
            out.push(buffer[n - 1 - i] as char);
        }
        for _ in 0..exp {
            out.push('0');
        }
        return out;
    }
    let whole = exp + ndigits;
    let mut i = 0usize;
    if whole > 0 {
        while (i as i64) < whole {
            out.push(buffer[n - i - 1] as char);
            i += 1;
        }
        out.push('.');
    } else {
        out.push_str("0.");
        for _ in 1..(1 + (-whole)) {
            out.push('0');
        }
    }
    while i < n {
        out.push(buffer[n - i - 1] as char);
        i += 1;
    }
    out
}

/// APFloat's first, truncating precision cut on the integer significand.
fn adjust_significand(significand: &mut BigUint, exp: &mut i64, format_precision: u32) {
    let bits = significand.bits();
    let bits_required = (format_precision as u64 * 196 + 58) / 59;
    if bits <= bits_required {
        return;
    }
    let tens = (bits - bits_required) * 59 / 196;
    if tens == 0 {
        return;
    }
    *exp += tens as i64;
    *significand /= BigUint::from(10u32).pow(tens as u32);
}

/// APFloat's decimal rounding (round half up) of the digit buffer, which
/// holds the least significant digit first.
fn adjust_buffer(buffer: &mut Vec<u8>, exp: &mut i64, format_precision: u32) {
    let n = buffer.len();
    let fp = format_precision as usize;
    if n <= fp {
        return;
    }
    let mut first = n - fp;
    if buffer[first - 1] < b'5' {
        while first < n && buffer[first] == b'0' {
            first += 1;
        }
        *exp += first as i64;
        buffer.drain(..first);
        return;
    }
    let mut i = first;
    while i != n {
        if buffer[i] == b'9' {
            first += 1;
            i += 1;
        } else {
            buffer[i] += 1;
            break;
        }
    }
    if first == n {
        *exp += first as i64;
        buffer.clear();
        buffer.push(b'1');
        return;
    }
    *exp += first as i64;
    buffer.drain(..first);
}

/// Spells a float value as MLIR's printer does: `1.500000e+00` when six
/// digits round-trip, else APFloat's natural-precision form if it has a
/// `.`, else the bit pattern in hex. Returns the text and whether it is hex.
pub fn format_mlir_float(kind: FloatKind, bits: u128) -> (String, bool) {
    let sem = kind.semantics();
    let d = sem.decode(bits);
    match d {
        Decoded::Inf { .. } | Decoded::NaN => {}
        _ => {
            let s = ap_to_string(&sem, &d, 6, 0, false);
            let keep = if sem.is_e8m0() { 0x1ff } else { mask(sem.bits) };
            if sem.parse_exact(&s) == Some(bits & keep) {
                return (s, false);
            }
            let s = ap_to_string(&sem, &d, 0, 3, true);
            if s.contains('.') {
                return (s, false);
            }
        }
    }
    (format!("0x{:X}", sem.storage_bits(bits)), true)
}

impl Semantics {
    /// Exact decimal parse, with fast paths for the formats Rust parses
    /// correctly itself.
    fn parse_exact(&self, s: &str) -> Option<u128> {
        match (self.bits, self.precision) {
            (32, 24) => s.parse::<f32>().ok().map(|v| v.to_bits() as u128),
            (64, 53) => s.parse::<f64>().ok().map(|v| v.to_bits() as u128),
            _ => self.parse_decimal(s),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fmt32(v: f32) -> String {
        format_mlir_float(FloatKind::F32, v.to_bits() as u128).0
    }
    fn fmt64(v: f64) -> String {
        format_mlir_float(FloatKind::F64, v.to_bits() as u128).0
    }

    #[test]
    fn six_digit_form() {
        // Spellings checked against mlir-opt 22.
        assert_eq!(fmt32(1.5), "1.500000e+00");
        assert_eq!(fmt64(0.1), "1.000000e-01");
        assert_eq!(fmt32(1.0e10), "1.000000e+10");
        assert_eq!(fmt64(-0.0), "-0.000000e+00");
        assert_eq!(fmt64(1.0e-300), "1.000000e-300");
        assert_eq!(fmt64(4.9406564584124654E-324), "4.940660e-324");
    }

    #[test]
    fn hex_when_no_decimal_round_trips() {
        assert_eq!(
            format_mlir_float(FloatKind::F32, 0x4B800000).0,
            "0x4B800000"
        );
        assert_eq!(
            format_mlir_float(FloatKind::F32, 0x4CEB79A3).0,
            "0x4CEB79A3"
        );
        assert_eq!(
            format_mlir_float(FloatKind::F32, 0x7FC00000).0,
            "0x7FC00000"
        );
    }

    #[test]
    fn natural_precision_form() {
        // 0.123456789 does not survive six digits; APFloat prints 17.
        assert_eq!(fmt64(0.123456789), "0.123456789");
        assert_eq!(fmt64(std::f64::consts::PI), "3.1415926535897931");
    }

    #[test]
    fn half_conversion_rounds_to_even() {
        let h = FloatKind::F16.semantics();
        assert_eq!(h.from_f64(1.0), 0x3C00);
        assert_eq!(h.from_f64(65504.0), 0x7BFF);
        assert_eq!(h.from_f64(1.0e10), 0x7C00);
        // 2049 lies halfway between 2048 and 2050: ties to even (2048).
        assert_eq!(h.from_f64(2049.0), 0x6800);
        assert_eq!(h.parse_decimal("0.5"), Some(0x3800));
    }
}
