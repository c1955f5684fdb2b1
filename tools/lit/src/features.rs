//! Boolean feature expressions, as written after `REQUIRES:`, `UNSUPPORTED:`
//! and `XFAIL:`: identifiers joined with `&&`, `||`, `!` and parentheses.
//!
//! An identifier may contain `{{regex}}` parts; it is then true when the regex
//! (anchored, with the literal parts escaped) matches some available feature.
//! The identifier `true` is always true.

use std::collections::BTreeSet;

use regex::Regex;

/// Why an expression could not be parsed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid feature expression '{expr}': {reason}")]
pub struct ExprError {
    /// The whole expression.
    pub expr: String,
    /// What was wrong with it.
    pub reason: String,
}

/// A parsed feature expression.
#[derive(Debug, Clone)]
pub enum FeatureExpr {
    /// A plain feature name.
    Name(String),
    /// A name with `{{regex}}` parts, matched against every feature.
    Pattern(Regex),
    /// `!e`
    Not(Box<FeatureExpr>),
    /// `a && b`
    And(Box<FeatureExpr>, Box<FeatureExpr>),
    /// `a || b`
    Or(Box<FeatureExpr>, Box<FeatureExpr>),
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Tok {
    Ident(String),
    And,
    Or,
    Not,
    LParen,
    RParen,
}

fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '-' | '+' | '=' | '.' | '_' | ':' | '/' | ',')
}

fn tokenize(expr: &str) -> Result<Vec<Tok>, String> {
    let chars: Vec<char> = expr.chars().collect();
    let mut toks = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        match c {
            c if c.is_whitespace() => i += 1,
            '(' => {
                toks.push(Tok::LParen);
                i += 1
            }
            ')' => {
                toks.push(Tok::RParen);
                i += 1
            }
            '!' => {
                toks.push(Tok::Not);
                i += 1
            }
            '&' if chars.get(i + 1) == Some(&'&') => {
                toks.push(Tok::And);
                i += 2
            }
            '|' if chars.get(i + 1) == Some(&'|') => {
                toks.push(Tok::Or);
                i += 2
            }
            c if is_ident_char(c) || c == '{' => {
                let mut ident = String::new();
                while i < chars.len() {
                    let c = chars[i];
                    if c == '{' && chars.get(i + 1) == Some(&'{') {
                        // Copy a `{{...}}` part verbatim; the evaluator turns it into a regex.
                        let start = i;
                        i += 2;
                        while i < chars.len()
                            && !(chars[i] == '}' && chars.get(i + 1) == Some(&'}'))
                        {
                            i += 1;
                        }
                        if i >= chars.len() {
                            return Err("unterminated '{{'".into());
                        }
                        i += 2;
                        ident.extend(&chars[start..i]);
                    } else if is_ident_char(c) && c != ',' {
                        ident.push(c);
                        i += 1;
                    } else {
                        break;
                    }
                }
                if ident.is_empty() {
                    return Err(format!("unexpected character '{c}'"));
                }
                toks.push(Tok::Ident(ident));
            }
            other => return Err(format!("unexpected character '{other}'")),
        }
    }
    Ok(toks)
}

struct Parser {
    toks: Vec<Tok>,
    pos: usize,
}

impl Parser {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos)
    }

    fn or(&mut self) -> Result<FeatureExpr, String> {
        let mut lhs = self.and()?;
        while self.peek() == Some(&Tok::Or) {
            self.pos += 1;
            let rhs = self.and()?;
            lhs = FeatureExpr::Or(Box::new(lhs), Box::new(rhs));
        }
        Ok(lhs)
    }

    fn and(&mut self) -> Result<FeatureExpr, String> {
        let mut lhs = self.not()?;
        while self.peek() == Some(&Tok::And) {
            self.pos += 1;
            let rhs = self.not()?;
            lhs = FeatureExpr::And(Box::new(lhs), Box::new(rhs));
        }
        Ok(lhs)
    }

    fn not(&mut self) -> Result<FeatureExpr, String> {
        match self.toks.get(self.pos).cloned() {
            Some(Tok::Not) => {
                self.pos += 1;
                Ok(FeatureExpr::Not(Box::new(self.not()?)))
            }
            Some(Tok::LParen) => {
                self.pos += 1;
                let inner = self.or()?;
                if self.peek() != Some(&Tok::RParen) {
                    return Err("expected ')'".into());
                }
                self.pos += 1;
                Ok(inner)
            }
            Some(Tok::Ident(name)) => {
                self.pos += 1;
                ident_expr(&name)
            }
            Some(other) => Err(format!("unexpected {other:?}")),
            None => Err("unexpected end of expression".into()),
        }
    }
}

fn ident_expr(name: &str) -> Result<FeatureExpr, String> {
    if !name.contains("{{") {
        return Ok(FeatureExpr::Name(name.to_string()));
    }
    let mut pattern = String::from("^(?:");
    let mut rest = name;
    while let Some(start) = rest.find("{{") {
        pattern.push_str(&regex::escape(&rest[..start]));
        let after = &rest[start + 2..];
        let end = after.find("}}").ok_or("unterminated '{{'")?;
        pattern.push_str(&after[..end]);
        rest = &after[end + 2..];
    }
    pattern.push_str(&regex::escape(rest));
    pattern.push_str(")$");
    Regex::new(&pattern)
        .map(FeatureExpr::Pattern)
        .map_err(|e| format!("bad regex: {e}"))
}

impl FeatureExpr {
    /// Parses one expression (no commas: callers split lists first).
    pub fn parse(expr: &str) -> Result<FeatureExpr, ExprError> {
        let err = |reason: String| ExprError {
            expr: expr.to_string(),
            reason,
        };
        let toks = tokenize(expr).map_err(err)?;
        if toks.is_empty() {
            return Err(err("empty expression".into()));
        }
        let mut parser = Parser { toks, pos: 0 };
        let parsed = parser.or().map_err(err)?;
        if parser.pos != parser.toks.len() {
            return Err(err("unexpected text after the expression".into()));
        }
        Ok(parsed)
    }

    /// Evaluates the expression against the set of available features.
    pub fn eval(&self, features: &BTreeSet<String>) -> bool {
        match self {
            FeatureExpr::Name(n) => n == "true" || features.contains(n),
            FeatureExpr::Pattern(re) => features.iter().any(|f| re.is_match(f)),
            FeatureExpr::Not(e) => !e.eval(features),
            FeatureExpr::And(a, b) => a.eval(features) && b.eval(features),
            FeatureExpr::Or(a, b) => a.eval(features) || b.eval(features),
        }
    }
}

/// Parses and evaluates `expr` in one step.
pub fn evaluate(expr: &str, features: &BTreeSet<String>) -> Result<bool, ExprError> {
    Ok(FeatureExpr::parse(expr)?.eval(features))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn feats() -> BTreeSet<String> {
        ["shell", "mlir-opt", "x86_64-linux"]
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    fn ev(e: &str) -> bool {
        evaluate(e, &feats()).unwrap()
    }

    #[test]
    fn names_and_operators() {
        assert!(ev("shell"));
        assert!(!ev("torch"));
        assert!(ev("true"));
        assert!(ev("!torch"));
        assert!(ev("shell && mlir-opt"));
        assert!(!ev("shell && torch"));
        assert!(ev("torch || shell"));
        assert!(ev("!(torch || jax) && shell"));
        assert!(!ev("!!torch"));
    }

    #[test]
    fn precedence_and_binds_tighter_than_or() {
        // a || b && c == a || (b && c)
        assert!(ev("shell || torch && jax"));
        assert!(!ev("(shell || torch) && jax"));
    }

    #[test]
    fn regex_parts() {
        assert!(ev("{{x86.*}}"));
        assert!(ev("x86_64-{{.*}}"));
        assert!(!ev("{{arm.*}}"));
        assert!(!ev("{{shel}}"), "regex parts are anchored");
    }

    #[test]
    fn errors() {
        for bad in ["", "&&", "(shell", "shell torch", "shell &", "a || ", "{{x"] {
            assert!(FeatureExpr::parse(bad).is_err(), "{bad:?} should not parse");
        }
    }
}
