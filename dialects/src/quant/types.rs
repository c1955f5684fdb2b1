//! The `quant` dialect's types, read and spelled as MLIR 22 reads and
//! prints them (mlir-opt is the oracle: `test/dialects/quant/types.mlir`):
//!
//! ```text
//! !quant.uniform<i8<-8:7>:f32, 9.987200e-01:127>          per-layer
//! !quant.uniform<u8:f32:1, {2.000000e+02:-120,1.0e+00}>    per-axis (dimension 1)
//! !quant.uniform<i8:f32:{0:1, 1:2}, {{s:z, s}, {s, s}}>    sub-channel (block sizes)
//! !quant.any<i8<-8:7>:f32>      !quant.calibrated<f32<-0.998:1.232100e+00>>
//! ```
//!
//! The core keeps a dialect type as its text; [`canonical`] is the hook
//! that checks that text and respells it (scales in `%e` form, default
//! storage ranges and zero zero-points left out), so two spellings of one
//! type are one type. [`QuantType::of`] reads a type back for verifiers.

use ir::float::{format_mlir_float, FloatKind};
use ir::registry::TypeSyntaxError;
use ir::{Context, Type, TypeKind};

/// A parsed `!quant.*` type.
#[derive(Clone, Debug, PartialEq)]
pub enum QuantType {
    /// `uniform<...>`.
    Uniform(Uniform),
    /// `any<storage[:expressed]>`.
    Any {
        /// The storage type and range.
        storage: Storage,
        /// The expressed type, if given.
        expressed: Option<FloatKind>,
    },
    /// `calibrated<expressed<min:max>>`.
    Calibrated {
        /// The expressed type.
        expressed: FloatKind,
        /// The calibrated range.
        min: f64,
        /// The calibrated range.
        max: f64,
    },
}

/// An integer storage type with its range (`i8<-8:7>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Storage {
    /// Signed (`i8`, `si8`) or unsigned (`u8`, `ui8`).
    pub signed: bool,
    /// Bit width, 1 to 32.
    pub width: u32,
    /// Smallest stored value.
    pub min: i64,
    /// Largest stored value.
    pub max: i64,
}

impl Storage {
    /// The full range of a `width`-bit integer.
    pub fn default_range(signed: bool, width: u32) -> (i64, i64) {
        if signed {
            (-(1i64 << (width - 1)), (1i64 << (width - 1)) - 1)
        } else {
            (0, (1i64 << width) - 1)
        }
    }
    fn write(&self, out: &mut String) {
        out.push(if self.signed { 'i' } else { 'u' });
        out.push_str(&self.width.to_string());
        if (self.min, self.max) != Storage::default_range(self.signed, self.width) {
            out.push_str(&format!("<{}:{}>", self.min, self.max));
        }
    }
}

/// A scale and its zero point.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Param {
    /// The scale.
    pub scale: f64,
    /// The zero point.
    pub zero_point: i64,
}

/// The scales of a uniform type.
#[derive(Clone, Debug, PartialEq)]
pub enum Params {
    /// One scale for the whole tensor.
    PerLayer(Param),
    /// One scale a slice along `dimension`.
    PerAxis {
        /// The quantized dimension.
        dimension: i64,
        /// One per slice.
        params: Vec<Param>,
    },
    /// Block-wise scales: `(dimension, block size)` pairs and the nested
    /// scale lists, one level a blocked dimension.
    SubChannel {
        /// The blocked dimensions and their block sizes.
        blocks: Vec<(i64, i64)>,
        /// The scales.
        params: Nested,
    },
}

/// Nested scale lists of a sub-channel type.
#[derive(Clone, Debug, PartialEq)]
pub enum Nested {
    /// A list of lists or of params.
    List(Vec<Nested>),
    /// One scale.
    Leaf(Param),
}

/// `!quant.uniform<...>`.
#[derive(Clone, Debug, PartialEq)]
pub struct Uniform {
    /// The integer values are stored in.
    pub storage: Storage,
    /// The float values stand for.
    pub expressed: FloatKind,
    /// Scales and zero points.
    pub params: Params,
}

impl Uniform {
    /// Whether it has one scale per slice of a dimension.
    pub fn is_per_axis(&self) -> bool {
        matches!(self.params, Params::PerAxis { .. })
    }
    /// The quantized dimension of a per-axis type.
    pub fn axis(&self) -> Option<i64> {
        match self.params {
            Params::PerAxis { dimension, .. } => Some(dimension),
            _ => None,
        }
    }
    /// The per-slice (or the single) scales and zero points.
    pub fn params(&self) -> Vec<Param> {
        match &self.params {
            Params::PerLayer(p) => vec![*p],
            Params::PerAxis { params, .. } => params.clone(),
            Params::SubChannel { params, .. } => {
                let mut v = Vec::new();
                flatten(params, &mut v);
                v
            }
        }
    }
}

fn flatten(n: &Nested, out: &mut Vec<Param>) {
    match n {
        Nested::Leaf(p) => out.push(*p),
        Nested::List(l) => l.iter().for_each(|x| flatten(x, out)),
    }
}

impl QuantType {
    /// Reads `t` if it is a `!quant.*` type (canonical text, so this
    /// cannot fail on a type the parser built).
    pub fn of(ctx: &Context, t: Type) -> Option<QuantType> {
        match ctx.type_kind(t) {
            TypeKind::Opaque { dialect, data } if ctx.str(*dialect) == "quant" => parse(data).ok(),
            _ => None,
        }
    }
    /// The uniform type, if it is one.
    pub fn uniform(&self) -> Option<&Uniform> {
        match self {
            QuantType::Uniform(u) => Some(u),
            _ => None,
        }
    }
    /// The storage type.
    pub fn storage(&self) -> Option<Storage> {
        match self {
            QuantType::Uniform(u) => Some(u.storage),
            QuantType::Any { storage, .. } => Some(*storage),
            QuantType::Calibrated { .. } => None,
        }
    }
    /// The expressed type.
    pub fn expressed(&self) -> Option<FloatKind> {
        match self {
            QuantType::Uniform(u) => Some(u.expressed),
            QuantType::Any { expressed, .. } => *expressed,
            QuantType::Calibrated { expressed, .. } => Some(*expressed),
        }
    }

    /// The canonical spelling of the body (what follows `!quant.`).
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        match self {
            QuantType::Uniform(u) => {
                out.push_str("uniform<");
                u.storage.write(&mut out);
                out.push(':');
                out.push_str(u.expressed.name());
                match &u.params {
                    Params::PerLayer(p) => {
                        out.push_str(", ");
                        write_param(p, &mut out);
                    }
                    Params::PerAxis { dimension, params } => {
                        out.push_str(&format!(":{dimension}, {{"));
                        for (i, p) in params.iter().enumerate() {
                            if i > 0 {
                                out.push(',');
                            }
                            write_param(p, &mut out);
                        }
                        out.push('}');
                    }
                    Params::SubChannel { blocks, params } => {
                        out.push_str(":{");
                        let b: Vec<String> =
                            blocks.iter().map(|(d, s)| format!("{d}:{s}")).collect();
                        out.push_str(&b.join(", "));
                        out.push_str("}, ");
                        write_nested(params, &mut out);
                    }
                }
                out.push('>');
            }
            QuantType::Any { storage, expressed } => {
                out.push_str("any<");
                storage.write(&mut out);
                if let Some(e) = expressed {
                    out.push(':');
                    out.push_str(e.name());
                }
                out.push('>');
            }
            QuantType::Calibrated {
                expressed,
                min,
                max,
            } => {
                // MLIR prints the minimum as a float attribute, the
                // maximum in `%e` form.
                let (m, _) = format_mlir_float(FloatKind::F64, min.to_bits() as u128);
                out.push_str(&format!(
                    "calibrated<{}<{m}:{}>>",
                    expressed.name(),
                    fmt_e(*max)
                ));
            }
        }
        out
    }
}

fn write_param(p: &Param, out: &mut String) {
    out.push_str(&fmt_e(p.scale));
    if p.zero_point != 0 {
        out.push_str(&format!(":{}", p.zero_point));
    }
}

fn write_nested(n: &Nested, out: &mut String) {
    match n {
        Nested::Leaf(p) => write_param(p, out),
        Nested::List(l) => {
            out.push('{');
            for (i, x) in l.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_nested(x, out);
            }
            out.push('}');
        }
    }
}

/// `x` as C's `%e` (LLVM's `raw_ostream << double`): `1.000000e-01`.
pub fn fmt_e(x: f64) -> String {
    let s = format!("{x:.6e}");
    match s.split_once('e') {
        Some((m, e)) => {
            let (sign, digits) = match e.strip_prefix('-') {
                Some(d) => ('-', d),
                None => ('+', e),
            };
            format!("{m}e{sign}{digits:0>2}")
        }
        None => s,
    }
}

/// The type-syntax hook: checks `body` and returns its canonical text.
pub fn canonical(body: &str) -> Result<String, TypeSyntaxError> {
    parse(body).map(|q| q.to_text())
}

/// Parses the body of a `!quant.*` type.
pub fn parse(body: &str) -> Result<QuantType, TypeSyntaxError> {
    let mut p = Lexer {
        s: body.as_bytes(),
        pos: 0,
    };
    let at = p.pos;
    let kw = p.word();
    let q = match kw.as_str() {
        "uniform" => {
            p.expect(b'<')?;
            let u = p.uniform()?;
            p.expect(b'>')?;
            QuantType::Uniform(u)
        }
        "any" => {
            p.expect(b'<')?;
            let storage = p.storage()?;
            let expressed = if p.eat(b':') {
                Some(p.expressed()?)
            } else {
                None
            };
            p.expect(b'>')?;
            QuantType::Any { storage, expressed }
        }
        "calibrated" => {
            p.expect(b'<')?;
            let expressed = p.expressed()?;
            p.expect(b'<')?;
            let min = p.float()?;
            p.expect(b':')?;
            let max = p.float()?;
            p.expect(b'>')?;
            p.expect(b'>')?;
            QuantType::Calibrated {
                expressed,
                min,
                max,
            }
        }
        _ => return Err(err(at, format!("unknown quantized type {kw}"))),
    };
    p.skip_ws();
    if p.pos != p.s.len() {
        return Err(err(p.pos, "unexpected text after the type".into()));
    }
    Ok(q)
}

fn err(offset: usize, message: String) -> TypeSyntaxError {
    TypeSyntaxError {
        offset,
        message,
        note: None,
    }
}

struct Lexer<'a> {
    s: &'a [u8],
    pos: usize,
}

impl Lexer<'_> {
    fn skip_ws(&mut self) {
        while self.pos < self.s.len() && self.s[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }
    fn eat(&mut self, c: u8) -> bool {
        self.skip_ws();
        if self.s.get(self.pos) == Some(&c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    fn expect(&mut self, c: u8) -> Result<(), TypeSyntaxError> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(err(self.pos, format!("expected '{}'", c as char)))
        }
    }
    fn word(&mut self) -> String {
        self.skip_ws();
        let start = self.pos;
        while self.pos < self.s.len()
            && (self.s[self.pos].is_ascii_alphanumeric() || self.s[self.pos] == b'_')
        {
            self.pos += 1;
        }
        String::from_utf8_lossy(&self.s[start..self.pos]).into_owned()
    }
    fn int(&mut self) -> Result<i64, TypeSyntaxError> {
        self.skip_ws();
        let start = self.pos;
        if matches!(self.s.get(self.pos), Some(b'-' | b'+')) {
            self.pos += 1;
        }
        while self.pos < self.s.len() && self.s[self.pos].is_ascii_digit() {
            self.pos += 1;
        }
        std::str::from_utf8(&self.s[start..self.pos])
            .ok()
            .and_then(|t| t.parse::<i64>().ok())
            .ok_or_else(|| err(start, "expected integer value".into()))
    }
    /// A float literal: MLIR rejects a bare integer here.
    fn float(&mut self) -> Result<f64, TypeSyntaxError> {
        self.skip_ws();
        let start = self.pos;
        if matches!(self.s.get(self.pos), Some(b'-' | b'+')) {
            self.pos += 1;
        }
        let digits = self.pos;
        while self.pos < self.s.len()
            && (self.s[self.pos].is_ascii_alphanumeric() || self.s[self.pos] == b'.')
        {
            let c = self.s[self.pos];
            self.pos += 1;
            // An exponent's sign.
            if (c == b'e' || c == b'E') && matches!(self.s.get(self.pos), Some(b'-' | b'+')) {
                self.pos += 1;
            }
        }
        let text = std::str::from_utf8(&self.s[start..self.pos]).unwrap_or("");
        let body = &self.s[digits..self.pos];
        if body.is_empty() || !body[0].is_ascii_digit() {
            self.pos = start;
            return Err(err(start, "expected floating point literal".into()));
        }
        if body.starts_with(b"0x") {
            let bits = u64::from_str_radix(&text[digits - start + 2..], 16)
                .map_err(|_| err(start, "expected floating point literal".into()))?;
            let v = f64::from_bits(bits);
            return Ok(if text.starts_with('-') { -v } else { v });
        }
        if !body.iter().any(|&c| c == b'.' || c == b'e' || c == b'E') {
            return Err(TypeSyntaxError {
                note: Some("add a trailing dot to make the literal a float".into()),
                ..err(
                    start,
                    "unexpected decimal integer literal for a floating point value".into(),
                )
            });
        }
        text.parse::<f64>()
            .map_err(|_| err(start, "expected floating point literal".into()))
    }
    fn storage(&mut self) -> Result<Storage, TypeSyntaxError> {
        self.skip_ws();
        let at = self.pos;
        let w = self.word();
        let (signed, digits) = if let Some(d) = w.strip_prefix("si") {
            (true, d)
        } else if let Some(d) = w.strip_prefix("ui") {
            (false, d)
        } else if let Some(d) = w.strip_prefix('i') {
            (true, d)
        } else if let Some(d) = w.strip_prefix('u') {
            (false, d)
        } else {
            return Err(err(at, "expected storage type".into()));
        };
        let width: u32 = match digits.parse() {
            Ok(v) if !digits.is_empty() && digits.bytes().all(|c| c.is_ascii_digit()) => v,
            _ => return Err(err(at, "expected storage type".into())),
        };
        if width == 0 || width > 32 {
            return Err(err(at, format!("illegal storage type size: {width}")));
        }
        let (dmin, dmax) = Storage::default_range(signed, width);
        let (mut min, mut max) = (dmin, dmax);
        self.skip_ws();
        if self.s.get(self.pos) == Some(&b'<') {
            self.pos += 1;
            self.skip_ws();
            let min_at = self.pos;
            min = self.int()?;
            if min < dmin {
                return Err(err(min_at, format!("illegal storage type minimum: {min}")));
            }
            self.expect(b':')?;
            self.skip_ws();
            let max_at = self.pos;
            max = self.int()?;
            if max > dmax {
                return Err(err(max_at, format!("illegal storage type maximum: {max}")));
            }
            self.expect(b'>')?;
            if min >= max {
                return Err(err(
                    0,
                    format!("illegal storage min and storage max: ({min}:{max})"),
                ));
            }
        }
        Ok(Storage {
            signed,
            width,
            min,
            max,
        })
    }
    fn expressed(&mut self) -> Result<FloatKind, TypeSyntaxError> {
        self.skip_ws();
        let at = self.pos;
        let w = self.word();
        FloatKind::from_name(&w).ok_or_else(|| err(at, "invalid kind of type specified".into()))
    }
    fn param(&mut self, expressed: FloatKind) -> Result<Param, TypeSyntaxError> {
        let scale = self.float()?;
        // MLIR reports a bad scale where the literal ends.
        let at = self.pos;
        let (lo, hi) = scale_range(expressed);
        if !(scale >= lo && scale <= hi) {
            return Err(err(
                at,
                format!(
                    "scale {} out of expressed type range [{}, {}]",
                    fmt_e(scale),
                    fmt_e(lo),
                    fmt_e(hi)
                ),
            ));
        }
        let zero_point = if self.eat(b':') { self.int()? } else { 0 };
        Ok(Param { scale, zero_point })
    }
    fn nested(&mut self, expressed: FloatKind) -> Result<Nested, TypeSyntaxError> {
        if self.eat(b'{') {
            let mut v = Vec::new();
            loop {
                v.push(self.nested(expressed)?);
                if !self.eat(b',') {
                    break;
                }
            }
            self.expect(b'}')?;
            Ok(Nested::List(v))
        } else {
            Ok(Nested::Leaf(self.param(expressed)?))
        }
    }
    fn uniform(&mut self) -> Result<Uniform, TypeSyntaxError> {
        let storage = self.storage()?;
        self.expect(b':')?;
        let expressed = self.expressed()?;
        let mut axis = None;
        let mut blocks = None;
        if self.eat(b':') {
            if self.eat(b'{') {
                let mut b = Vec::new();
                loop {
                    let d = self.int()?;
                    self.expect(b':')?;
                    let s = self.int()?;
                    b.push((d, s));
                    if !self.eat(b',') {
                        break;
                    }
                }
                self.expect(b'}')?;
                blocks = Some(b);
            } else {
                let d = self.int()?;
                if d < 0 {
                    // MLIR reports it at the type, as the range errors.
                    return Err(err(0, format!("illegal quantized dimension: {d}")));
                }
                axis = Some(d);
            }
        }
        self.expect(b',')?;
        let params = if let Some(blocks) = blocks {
            let params = self.nested(expressed)?;
            Params::SubChannel { blocks, params }
        } else if let Some(dimension) = axis {
            self.expect(b'{')?;
            let mut params = Vec::new();
            loop {
                params.push(self.param(expressed)?);
                if !self.eat(b',') {
                    break;
                }
            }
            self.expect(b'}')?;
            Params::PerAxis { dimension, params }
        } else {
            Params::PerLayer(self.param(expressed)?)
        };
        Ok(Uniform {
            storage,
            expressed,
            params,
        })
    }
}

/// The scales an expressed type can hold: its smallest positive value to
/// its largest.
fn scale_range(k: FloatKind) -> (f64, f64) {
    match k {
        FloatKind::F16 => (5.960464477539063e-8, 65504.0),
        FloatKind::BF16 => (9.183549615799121e-41, 3.3895313892515355e38),
        FloatKind::F32 => (f32::from_bits(1) as f64, f32::MAX as f64),
        _ => (f64::from_bits(1), f64::MAX),
    }
}

/// The quantized element type of `t` (itself or a shaped type's element).
pub fn element(ctx: &Context, t: Type) -> Option<QuantType> {
    let e = ctx.type_kind(t).element_type().unwrap_or(t);
    QuantType::of(ctx, e)
}

#[cfg(test)]
mod tests {
    use super::*;

    // Expected spellings are mlir-opt 22's (`mlir-opt
    // --allow-unregistered-dialect` on `"foo"() : () -> !quant...`).
    #[test]
    fn canonical_spellings() {
        let c = |s: &str| canonical(s).unwrap();
        assert_eq!(
            c("uniform<i8:f32, 2.0:15>"),
            "uniform<i8:f32, 2.000000e+00:15>"
        );
        assert_eq!(
            c("uniform<i8<-128:127>:f32:0, {0.1:-30, 2.5}>"),
            "uniform<i8:f32:0, {1.000000e-01:-30,2.500000e+00}>"
        );
        assert_eq!(c("uniform<ui8:f32, 1.0>"), "uniform<u8:f32, 1.000000e+00>");
        assert_eq!(
            c("uniform<u8<0:200>:f32, 1.0:0>"),
            "uniform<u8<0:200>:f32, 1.000000e+00>"
        );
        assert_eq!(
            c("uniform<si8:bf16, 1.0e-3>"),
            "uniform<i8:bf16, 1.000000e-03>"
        );
        assert_eq!(
            c("uniform<i8:f32:{0:1, 1:2}, {{1.0:1, 2.0:2}, {3.0, 4.0}}>"),
            "uniform<i8:f32:{0:1, 1:2}, {{1.000000e+00:1, 2.000000e+00:2}, {3.000000e+00, 4.000000e+00}}>"
        );
        assert_eq!(c("any<i8<-8:7>:f32>"), "any<i8<-8:7>:f32>");
        assert_eq!(
            c("calibrated<f32<-0.998:1.2321>>"),
            "calibrated<f32<-0.998:1.232100e+00>>"
        );
        assert_eq!(
            c("calibrated<f32<-2.0:1.0>>"),
            "calibrated<f32<-2.000000e+00:1.000000e+00>>"
        );
    }

    #[test]
    fn errors() {
        let e = |s: &str| canonical(s).unwrap_err().message;
        assert_eq!(
            e("uniform<i8<-200:127>:f32, 1.0>"),
            "illegal storage type minimum: -200"
        );
        assert_eq!(e("uniform<i8:i32, 1.0>"), "invalid kind of type specified");
        assert_eq!(
            e("uniform<i8:f32, -1.0>"),
            "scale -1.000000e+00 out of expressed type range [1.401298e-45, 3.402823e+38]"
        );
        assert_eq!(e("uniform<i64:f32, 1.0>"), "illegal storage type size: 64");
        assert_eq!(
            e("uniform<i8<5:1>:f32, 1.0>"),
            "illegal storage min and storage max: (5:1)"
        );
        assert_eq!(
            e("uniform<i16:f32, 3>"),
            "unexpected decimal integer literal for a floating point value"
        );
    }
}
