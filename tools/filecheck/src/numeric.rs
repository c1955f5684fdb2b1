//! Numeric substitution blocks: `[[#%fmt,VAR: expr]]`.
//!
//! This covers the format specifier, the expression grammar (literals,
//! variables, `@LINE`, `+`/`-`, parentheses and the `add`, `sub`, `mul`,
//! `div`, `min`, `max` calls), implicit formats, and turning values to and
//! from text. Values are `i128`; anything outside that range is reported
//! as an overflow.

use std::fmt;

/// How a numeric value is written.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// `%u`
    Unsigned,
    /// `%d`
    Signed,
    /// `%x`
    HexLower,
    /// `%X`
    HexUpper,
}

/// A matching format: kind, minimum digits, and the `0x` alternate form.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Format {
    /// Digit style.
    pub kind: Kind,
    /// Minimum number of digits (`%.N`), 0 for none.
    pub precision: u32,
    /// Whether the value carries a `0x` prefix (`%#x`).
    pub alternate: bool,
}

impl Format {
    /// The default `%u` format.
    pub const UNSIGNED: Format = Format {
        kind: Kind::Unsigned,
        precision: 0,
        alternate: false,
    };

    /// The regular expression text (ERE) that matches values of this format.
    pub fn wildcard(&self) -> String {
        let prefix = if self.alternate { "0x" } else { "" };
        let (lead, digit) = match self.kind {
            Kind::Unsigned => ("", "[0-9]"),
            Kind::Signed => ("-?", "[0-9]"),
            Kind::HexLower => ("", "[0-9a-f]"),
            Kind::HexUpper => ("", "[0-9A-F]"),
        };
        if self.precision > 0 {
            let nz = match self.kind {
                Kind::Unsigned | Kind::Signed => "[1-9][0-9]*",
                Kind::HexLower => "[1-9a-f][0-9a-f]*",
                Kind::HexUpper => "[1-9A-F][0-9A-F]*",
            };
            format!("{prefix}{lead}({nz})?{digit}{{{}}}", self.precision)
        } else {
            format!("{prefix}{lead}{digit}+")
        }
    }

    /// Writes `v` in this format; `None` when the format cannot show it
    /// (a negative value in an unsigned or hex format).
    pub fn render(&self, v: i128) -> Option<String> {
        if v < 0 && self.kind != Kind::Signed {
            return None;
        }
        let abs = v.unsigned_abs();
        let digits = match self.kind {
            Kind::Unsigned | Kind::Signed => abs.to_string(),
            Kind::HexLower => format!("{abs:x}"),
            Kind::HexUpper => format!("{abs:X}"),
        };
        let pad = (self.precision as usize).saturating_sub(digits.len());
        Some(format!(
            "{}{}{}{}",
            if v < 0 { "-" } else { "" },
            if self.alternate { "0x" } else { "" },
            "0".repeat(pad),
            digits
        ))
    }

    /// Reads a value matched by [`Format::wildcard`]; `None` on overflow.
    pub fn parse_value(&self, text: &[u8]) -> Option<i128> {
        let mut t = text;
        let neg = t.first() == Some(&b'-');
        if neg {
            t = &t[1..];
        }
        if self.alternate && t.starts_with(b"0x") {
            t = &t[2..];
        }
        let radix = match self.kind {
            Kind::HexLower | Kind::HexUpper => 16,
            _ => 10,
        };
        let mag = parse_digits(t, radix)?;
        if neg {
            0i128.checked_sub(mag)
        } else {
            Some(mag)
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = match self.kind {
            Kind::Unsigned => 'u',
            Kind::Signed => 'd',
            Kind::HexLower => 'x',
            Kind::HexUpper => 'X',
        };
        write!(f, "%{c}")
    }
}

fn parse_digits(t: &[u8], radix: u32) -> Option<i128> {
    let mut v: i128 = 0;
    for &b in t {
        let d = (b as char).to_digit(radix)?;
        v = v
            .checked_mul(i128::from(radix))?
            .checked_add(i128::from(d))?;
    }
    Some(v)
}

/// A binary operation of the expression language.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Op {
    /// `+` / `add`
    Add,
    /// `-` / `sub`
    Sub,
    /// `mul`
    Mul,
    /// `div`
    Div,
    /// `max`
    Max,
    /// `min`
    Min,
}

/// An expression tree. Variables are indices into the context's numeric
/// variable arena, so that a use binds to the definition parsed before it
/// (as LLVM does) even if the name is defined again later.
#[derive(Clone, Debug)]
pub enum Expr {
    /// A literal.
    Lit(i128),
    /// A variable use (index into the variable arena), with its name.
    Var(usize, String),
    /// `@LINE`: the line of the directive.
    Line,
    /// A binary operation.
    Bin(Op, Box<Expr>, Box<Expr>),
}

/// Why an expression could not be evaluated.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EvalError {
    /// A variable has no value (never matched, or cleared by a label).
    #[error("undefined variable: {0}")]
    Undefined(String),
    /// Out of range, division by zero, or unrepresentable in the format.
    #[error("unable to substitute variable or numeric expression: overflow error")]
    Overflow,
}

/// Looks up variable values during evaluation.
pub trait Values {
    /// The value of variable `id`, if it has one.
    fn value(&self, id: usize) -> Option<i128>;
    /// The implicit format of variable `id`.
    fn format(&self, id: usize) -> Format;
}

impl Expr {
    /// Evaluates the expression; `line` is the directive's line number.
    pub fn eval(&self, vals: &dyn Values, line: Option<usize>) -> Result<i128, EvalError> {
        match self {
            Expr::Lit(v) => Ok(*v),
            Expr::Var(id, name) => vals
                .value(*id)
                .ok_or_else(|| EvalError::Undefined(name.clone())),
            Expr::Line => line
                .map(|l| l as i128)
                .ok_or_else(|| EvalError::Undefined("@LINE".into())),
            Expr::Bin(op, a, b) => {
                // Both sides are evaluated so that every undefined variable is reported.
                let (a, b) = (a.eval(vals, line), b.eval(vals, line));
                let (a, b) = (a?, b?);
                let r = match op {
                    Op::Add => a.checked_add(b),
                    Op::Sub => a.checked_sub(b),
                    Op::Mul => a.checked_mul(b),
                    Op::Div => {
                        if b == 0 {
                            None
                        } else {
                            a.checked_div(b)
                        }
                    }
                    Op::Max => Some(a.max(b)),
                    Op::Min => Some(a.min(b)),
                };
                r.ok_or(EvalError::Overflow)
            }
        }
    }

    /// The format the expression implies when none is given explicitly;
    /// `Ok(None)` if it has no variables. Conflicting formats are an error.
    pub fn implicit_format(&self, vals: &dyn Values) -> Result<Option<Format>, String> {
        match self {
            Expr::Lit(_) | Expr::Line => Ok(None),
            Expr::Var(id, _) => Ok(Some(vals.format(*id))),
            Expr::Bin(_, a, b) => {
                let fa = a.implicit_format(vals)?;
                let fb = b.implicit_format(vals)?;
                match (fa, fb) {
                    (Some(x), Some(y)) if x != y => Err(format!(
                        "implicit format conflict between '{}' ({}) and '{}' ({}), need an explicit format specifier",
                        a.text(),
                        x,
                        b.text(),
                        y
                    )),
                    (Some(x), _) => Ok(Some(x)),
                    (None, y) => Ok(y),
                }
            }
        }
    }

    fn text(&self) -> String {
        match self {
            Expr::Lit(v) => v.to_string(),
            Expr::Var(_, n) => n.clone(),
            Expr::Line => "@LINE".into(),
            Expr::Bin(op, a, b) => {
                let name = match op {
                    Op::Add => "+",
                    Op::Sub => "-",
                    Op::Mul => "mul",
                    Op::Div => "div",
                    Op::Max => "max",
                    Op::Min => "min",
                };
                format!("{}{}{}", a.text(), name, b.text())
            }
        }
    }
}

/// Parses an integer literal the way LLVM's `consumeInteger` with radix 0
/// does (`0x`, `0b`, `0o` and leading-`0` octal prefixes), returning the
/// value and the number of bytes consumed. `Err(true)` means the digits
/// were there but overflowed.
pub fn consume_integer(s: &[u8], auto_radix: bool) -> Result<(i128, usize), bool> {
    let (radix, skip) = if !auto_radix {
        (10, 0)
    } else if s.len() >= 2 && s[0] == b'0' && (s[1] | 0x20) == b'x' {
        (16, 2)
    } else if s.len() >= 2 && s[0] == b'0' && (s[1] | 0x20) == b'b' {
        (2, 2)
    } else if s.starts_with(b"0o") {
        (8, 2)
    } else if s.len() >= 2 && s[0] == b'0' && s[1].is_ascii_digit() {
        (8, 1)
    } else {
        (10, 0)
    };
    let body = &s[skip..];
    let n = body
        .iter()
        .take_while(|&&b| (b as char).to_digit(36).is_some_and(|d| d < radix))
        .count();
    if n == 0 {
        // "0" followed by a non-octal digit consumes the zero only.
        if skip == 1 {
            return Ok((0, 1));
        }
        return Err(false);
    }
    let v = parse_digits(&body[..n], radix).ok_or(true)?;
    Ok((v, skip + n))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_formats() {
        let hex = Format {
            kind: Kind::HexLower,
            precision: 4,
            alternate: true,
        };
        assert_eq!(hex.render(255).as_deref(), Some("0x00ff"));
        assert_eq!(Format::UNSIGNED.render(-1), None);
        let d = Format {
            kind: Kind::Signed,
            precision: 3,
            alternate: false,
        };
        assert_eq!(d.render(-5).as_deref(), Some("-005"));
    }

    #[test]
    fn parses_values_and_literals() {
        let x = Format {
            kind: Kind::HexUpper,
            precision: 0,
            alternate: true,
        };
        assert_eq!(x.parse_value(b"0xFF"), Some(255));
        assert_eq!(consume_integer(b"0x1f+", true), Ok((31, 4)));
        assert_eq!(consume_integer(b"017", true), Ok((15, 3)));
        assert_eq!(consume_integer(b"12a", true), Ok((12, 2)));
        assert_eq!(consume_integer(b"x", true), Err(false));
        assert!(Format::UNSIGNED.parse_value(&[b'9'; 60]).is_none());
    }

    #[test]
    fn wildcard_texts() {
        assert_eq!(Format::UNSIGNED.wildcard(), "[0-9]+");
        let d = Format {
            kind: Kind::Signed,
            precision: 2,
            alternate: false,
        };
        assert_eq!(d.wildcard(), "-?([1-9][0-9]*)?[0-9]{2}");
    }
}
