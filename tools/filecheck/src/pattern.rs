//! Check patterns: compiling the text after a directive into something that
//! can be matched, and matching it.
//!
//! A pattern is literal text with embedded `{{regex}}` blocks, string
//! variable definitions and uses (`[[X:re]]`, `[[X]]`), numeric blocks
//! (`[[#...]]`) and legacy `[[@LINE+N]]` expressions. Patterns without any
//! block are plain substring searches; the rest become a regular expression
//! tree whose substitutions are filled in at match time, when the variable
//! values are known.

use crate::ere::{self, Look, Node};
use crate::numeric::{self, consume_integer, EvalError, Expr, Format, Kind, Op};
use crate::source::{BufId, Loc, Sources};
use crate::vars::Vars;
use crate::vm::Program;

/// The kinds of check directives.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CheckKind {
    /// `CHECK:` (and `CHECK-COUNT-N:`)
    Plain,
    /// `CHECK-NEXT:`
    Next,
    /// `CHECK-SAME:`
    Same,
    /// `CHECK-NOT:`
    Not,
    /// `CHECK-DAG:`
    Dag,
    /// `CHECK-LABEL:`
    Label,
    /// `CHECK-EMPTY:`
    Empty,
    /// The implicit end-of-input check that carries trailing DAG/NOTs.
    Eof,
}

impl CheckKind {
    /// The directive suffix used in messages (`-NEXT`, ...).
    pub fn suffix(self) -> &'static str {
        match self {
            CheckKind::Plain | CheckKind::Eof => "",
            CheckKind::Next => "-NEXT",
            CheckKind::Same => "-SAME",
            CheckKind::Not => "-NOT",
            CheckKind::Dag => "-DAG",
            CheckKind::Label => "-LABEL",
            CheckKind::Empty => "-EMPTY",
        }
    }
}

/// Options that change how patterns are compiled.
#[derive(Clone, Copy, Debug, Default)]
pub struct PatternOpts {
    /// `--strict-whitespace`
    pub strict_whitespace: bool,
    /// `--match-full-lines`
    pub match_full_lines: bool,
    /// `--ignore-case`
    pub ignore_case: bool,
}

/// A pattern that failed to parse.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{msg}")]
pub struct ParseError {
    /// Where to point.
    pub loc: Loc,
    /// LLVM's message text.
    pub msg: String,
    /// LLVM exits with status 1 (not 2) for this one.
    pub exit_one: bool,
}

/// A piece of a regex pattern.
#[derive(Clone, Debug)]
enum Part {
    /// Fixed regex text (literal, `{{...}}`, or a definition group).
    Node(Node),
    /// `[[X]]`: the current value of string variable `X`, as a literal.
    StrSubst { name: String, loc: Loc },
    /// `[[#expr]]`: the value of the expression in `format`; with `group`,
    /// it is also captured (a definition like `[[#Y:X+1]]`).
    NumSubst {
        expr: Expr,
        format: Format,
        loc: Loc,
        group: Option<usize>,
    },
}

#[derive(Clone, Debug)]
enum Body {
    Fixed(Vec<u8>),
    Regex {
        parts: Vec<Part>,
        groups: usize,
        str_defs: Vec<(String, usize)>,
        num_defs: Vec<(usize, usize)>,
    },
    Eof,
}

/// A compiled check pattern.
#[derive(Clone, Debug)]
pub struct Pattern {
    /// Which directive it belongs to.
    pub kind: CheckKind,
    /// Where the pattern text starts.
    pub loc: Loc,
    /// Check-file line (for `@LINE`); `None` for command-line patterns.
    pub line: Option<usize>,
    /// `CHECK-COUNT-N`'s N (1 otherwise).
    pub count: usize,
    body: Body,
    icase: bool,
    /// Text to compare against for the "possible intended match" guess.
    pub example: Vec<u8>,
    has_substitution: bool,
    has_string_def: bool,
}

/// A successful match, relative to the searched buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Match {
    /// Start offset.
    pub pos: usize,
    /// Length.
    pub len: usize,
}

/// Why a pattern did not match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MatchError {
    /// No occurrence.
    NotFound,
    /// A substitution could not be computed (undefined variable, overflow).
    Subst(Vec<(Loc, String)>),
}

/// Which operands the numeric expression grammar allows at a position.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Allowed {
    LineVar,
    LegacyLiteral,
    Any,
}

const SPACES: &[u8] = b" \t";

fn ltrim(s: &[u8]) -> &[u8] {
    let n = s.iter().take_while(|b| SPACES.contains(b)).count();
    &s[n..]
}

fn rtrim(s: &[u8]) -> &[u8] {
    let n = s.iter().rev().take_while(|b| SPACES.contains(b)).count();
    &s[..s.len() - n]
}

fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    if from > hay.len() {
        return None;
    }
    if needle.is_empty() {
        return Some(from);
    }
    hay[from..]
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|p| p + from)
}

fn find_icase(hay: &[u8], needle: &[u8]) -> Option<usize> {
    if needle.is_empty() {
        return Some(0);
    }
    hay.windows(needle.len())
        .position(|w| w.eq_ignore_ascii_case(needle))
}

/// Whether `b` may start a variable name.
fn is_name_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_'
}

/// A literal as a regex tree, folding letters when matching ignores case.
fn literal_node(s: &[u8], icase: bool) -> Node {
    if !icase {
        return Node::literal(s);
    }
    Node::Concat(
        s.iter()
            .map(|&b| {
                if b.is_ascii_alphabetic() {
                    let mut set = ere::ByteSet::new();
                    set.insert(b.to_ascii_lowercase());
                    set.insert(b.to_ascii_uppercase());
                    Node::Set(Box::new(set))
                } else {
                    Node::Byte(b)
                }
            })
            .collect(),
    )
}

/// Escapes regex metacharacters (only used for the fuzzy-match example).
fn escape(s: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    for &b in s {
        if b"()^$|*+?.[]\\{}".contains(&b) {
            out.push(b'\\');
        }
        out.push(b);
    }
    out
}

/// Finds the `]]` that closes a substitution block, skipping brackets and
/// backslash escapes of an embedded regex. `Err` is LLVM's fatal "missing
/// closing ]" (offset of the stray `]`).
fn var_block_end(s: &[u8]) -> Result<Option<usize>, usize> {
    let mut i = 0;
    let mut depth = 0usize;
    while i < s.len() {
        if depth == 0 && s[i..].starts_with(b"]]") {
            return Ok(Some(i));
        }
        match s[i] {
            b'\\' => {
                i += 2;
                continue;
            }
            b'[' => depth += 1,
            b']' => {
                if depth == 0 {
                    return Err(i);
                }
                depth -= 1;
            }
            _ => {}
        }
        i += 1;
    }
    Ok(None)
}

/// The result of [`parse_variable`]: name and whether it is `@`-pseudo.
struct VarName<'a> {
    name: &'a [u8],
    pseudo: bool,
}

struct Parser<'a> {
    src: &'a Sources,
    buf: BufId,
    line: Option<usize>,
    icase: bool,
}

impl<'a> Parser<'a> {
    fn err(&self, at: &[u8], msg: impl Into<String>) -> ParseError {
        ParseError {
            loc: self.src.loc_of(self.buf, at),
            msg: msg.into(),
            exit_one: false,
        }
    }

    fn loc(&self, at: &[u8]) -> Loc {
        self.src.loc_of(self.buf, at)
    }

    /// Splits a variable name off the front of `s`.
    fn parse_variable<'s>(&self, s: &mut &'s [u8]) -> Result<VarName<'s>, ParseError> {
        let str_ = *s;
        if str_.is_empty() {
            return Err(self.err(str_, "empty variable name"));
        }
        let pseudo = str_[0] == b'@';
        let mut i = usize::from(str_[0] == b'$' || pseudo);
        if i == str_.len() {
            return Err(self.err(
                &str_[i..],
                format!(
                    "empty {}variable name",
                    if pseudo { "pseudo " } else { "global " }
                ),
            ));
        }
        if !is_name_start(str_[i]) {
            return Err(self.err(str_, "invalid variable name"));
        }
        i += 1;
        while i < str_.len() && (str_[i] == b'_' || str_[i].is_ascii_alphanumeric()) {
            i += 1;
        }
        *s = &str_[i..];
        Ok(VarName {
            name: &str_[..i],
            pseudo,
        })
    }

    /// Parses the inside of `[[#...]]` (without the `#`): returns the
    /// expression (if any), its format, and the defined variable (if any).
    fn numeric_block(
        &self,
        mut s: &'a [u8],
        legacy: bool,
        vars: &mut Vars,
    ) -> Result<(Option<Expr>, Format, Option<usize>), ParseError> {
        let mut explicit: Option<Format> = None;
        let mut precision = 0u32;
        let comma = s.iter().position(|&b| b == b',');
        let paren = s.iter().position(|&b| b == b'(');
        if let Some(c) = comma.filter(|&c| paren.is_none_or(|p| c < p)) {
            let mut fe = ltrim(rtrim(&s[..c]));
            s = &s[c + 1..];
            if fe.first() != Some(&b'%') {
                return Err(self.err(fe, "invalid matching format specification in expression"));
            }
            fe = &fe[1..];
            let alt_at = fe;
            let alternate = fe.first() == Some(&b'#');
            if alternate {
                fe = &fe[1..];
            }
            if fe.first() == Some(&b'.') {
                fe = &fe[1..];
                match consume_integer(fe, false) {
                    Ok((v, n)) if v <= i128::from(u32::MAX) => {
                        precision = v as u32;
                        fe = &fe[n..];
                    }
                    _ => return Err(self.err(fe, "invalid precision in format specifier")),
                }
            }
            if let Some(&c) = fe.first() {
                let kind = match c {
                    b'u' => Kind::Unsigned,
                    b'd' => Kind::Signed,
                    b'x' => Kind::HexLower,
                    b'X' => Kind::HexUpper,
                    _ => return Err(self.err(fe, "invalid format specifier in expression")),
                };
                let hex = matches!(kind, Kind::HexLower | Kind::HexUpper);
                explicit = Some(Format {
                    kind,
                    precision,
                    alternate: alternate && hex,
                });
                fe = &fe[1..];
            }
            let is_hex =
                explicit.is_some_and(|f| matches!(f.kind, Kind::HexLower | Kind::HexUpper));
            if alternate && !is_hex {
                return Err(self.err(alt_at, "alternate form only supported for hex values"));
            }
            fe = ltrim(fe);
            if !fe.is_empty() {
                return Err(self.err(fe, "invalid matching format specification in expression"));
            }
        }
        let mut def_expr: Option<&[u8]> = None;
        if let Some(d) = s.iter().position(|&b| b == b':') {
            def_expr = Some(&s[..d]);
            s = &s[d + 1..];
        }
        s = ltrim(s);
        let constraint = s.starts_with(b"==");
        if constraint {
            s = &s[2..];
        }
        s = ltrim(s);
        let mut expr = None;
        if s.is_empty() {
            if constraint {
                return Err(self.err(s, "empty numeric expression should not have a constraint"));
            }
        } else {
            s = rtrim(s);
            let allowed = if legacy {
                Allowed::LineVar
            } else {
                Allowed::Any
            };
            let mut e = self.operand(&mut s, allowed, !constraint, vars)?;
            while !s.is_empty() {
                e = self.binop(&mut s, e, legacy, vars)?;
                if legacy && !s.is_empty() {
                    return Err(self.err(
                        s,
                        format!(
                            "unexpected characters at end of expression '{}'",
                            String::from_utf8_lossy(s)
                        ),
                    ));
                }
            }
            expr = Some(e);
        }
        let format = match (explicit, &expr) {
            (Some(f), _) => f,
            (None, Some(e)) => e
                .implicit_format(vars)
                .map_err(|m| self.err(s, m))?
                .unwrap_or(Format {
                    precision,
                    ..Format::UNSIGNED
                }),
            (None, None) => Format {
                precision,
                ..Format::UNSIGNED
            },
        };
        let mut defined = None;
        if let Some(mut d) = def_expr {
            d = ltrim(d);
            defined = Some(self.numeric_definition(d, format, vars)?);
        }
        Ok((expr, format, defined))
    }

    fn numeric_definition(
        &self,
        mut d: &[u8],
        format: Format,
        vars: &mut Vars,
    ) -> Result<usize, ParseError> {
        let v = self.parse_variable(&mut d)?;
        let name = String::from_utf8_lossy(v.name).into_owned();
        if v.pseudo {
            return Err(self.err(v.name, "definition of pseudo numeric variable unsupported"));
        }
        if vars.defined_strings.contains(&name) {
            return Err(self.err(
                v.name,
                format!("string variable with name '{name}' already exists"),
            ));
        }
        d = ltrim(d);
        if !d.is_empty() {
            return Err(self.err(d, "unexpected characters after numeric variable name"));
        }
        if let Some(&id) = vars.numeric_table.get(&name) {
            if vars.numvars[id].format != format {
                return Err(self.err(d, "format different from previous variable definition"));
            }
            Ok(id)
        } else {
            Ok(vars.new_numvar(&name, format, self.line))
        }
    }

    fn operand(
        &self,
        s: &mut &'a [u8],
        allowed: Allowed,
        maybe_constraint: bool,
        vars: &mut Vars,
    ) -> Result<Expr, ParseError> {
        if s.first() == Some(&b'(') {
            if allowed != Allowed::Any {
                return Err(self.err(s, "parenthesized expression not permitted here"));
            }
            return self.paren(s, vars);
        }
        if matches!(allowed, Allowed::LineVar | Allowed::Any) {
            let mut probe = *s;
            match self.parse_variable(&mut probe) {
                Ok(v) => {
                    if ltrim(probe).first() == Some(&b'(') {
                        if allowed != Allowed::Any {
                            return Err(self.err(v.name, "unexpected function call"));
                        }
                        *s = probe;
                        return self.call(s, v.name, vars);
                    }
                    *s = probe;
                    return self.variable_use(v, vars);
                }
                Err(e) => {
                    if allowed == Allowed::LineVar {
                        return Err(e);
                    }
                }
            }
        }
        let save = *s;
        let mut t = *s;
        let neg = t.first() == Some(&b'-');
        if neg {
            t = &t[1..];
        }
        match consume_integer(t, allowed != Allowed::LegacyLiteral) {
            Ok((v, n)) => {
                *s = &t[n..];
                Ok(Expr::Lit(if neg { -v } else { v }))
            }
            Err(true) => Err(self.err(save, "unable to represent numeric value")),
            Err(false) => Err(self.err(
                save,
                format!(
                    "invalid {}operand format",
                    if maybe_constraint {
                        "matching constraint or "
                    } else {
                        ""
                    }
                ),
            )),
        }
    }

    fn variable_use(&self, v: VarName<'_>, vars: &mut Vars) -> Result<Expr, ParseError> {
        let name = String::from_utf8_lossy(v.name).into_owned();
        if v.pseudo {
            if name != "@LINE" {
                return Err(self.err(v.name, format!("invalid pseudo numeric variable '{name}'")));
            }
            return Ok(Expr::Line);
        }
        let id = match vars.numeric_table.get(&name) {
            Some(&id) => id,
            None => vars.new_numvar(&name, Format::UNSIGNED, None),
        };
        if let (Some(d), Some(l)) = (vars.numvars[id].def_line, self.line) {
            if d == l {
                return Err(self.err(
                    v.name,
                    format!(
                        "numeric variable '{name}' defined earlier in the same CHECK directive"
                    ),
                ));
            }
        }
        Ok(Expr::Var(id, name))
    }

    fn binop(
        &self,
        s: &mut &'a [u8],
        left: Expr,
        legacy: bool,
        vars: &mut Vars,
    ) -> Result<Expr, ParseError> {
        *s = ltrim(s);
        let Some(&c) = s.first() else {
            return Ok(left);
        };
        let op = match c {
            b'+' => Op::Add,
            b'-' => Op::Sub,
            _ => return Err(self.err(s, format!("unsupported operation '{}'", char::from(c)))),
        };
        *s = ltrim(&s[1..]);
        if s.is_empty() {
            return Err(self.err(s, "missing operand in expression"));
        }
        let allowed = if legacy {
            Allowed::LegacyLiteral
        } else {
            Allowed::Any
        };
        let right = self.operand(s, allowed, false, vars)?;
        *s = ltrim(s);
        Ok(Expr::Bin(op, Box::new(left), Box::new(right)))
    }

    fn paren(&self, s: &mut &'a [u8], vars: &mut Vars) -> Result<Expr, ParseError> {
        *s = ltrim(&s[1..]);
        if s.is_empty() {
            return Err(self.err(s, "missing operand in expression"));
        }
        let mut e = self.operand(s, Allowed::Any, false, vars)?;
        *s = ltrim(s);
        while !s.is_empty() && s[0] != b')' {
            e = self.binop(s, e, false, vars)?;
            *s = ltrim(s);
        }
        if s.first() != Some(&b')') {
            return Err(self.err(s, "missing ')' at end of nested expression"));
        }
        *s = &s[1..];
        Ok(e)
    }

    fn call(&self, s: &mut &'a [u8], name: &[u8], vars: &mut Vars) -> Result<Expr, ParseError> {
        *s = ltrim(s);
        let op = match name {
            b"add" => Op::Add,
            b"div" => Op::Div,
            b"max" => Op::Max,
            b"min" => Op::Min,
            b"mul" => Op::Mul,
            b"sub" => Op::Sub,
            _ => {
                return Err(self.err(
                    name,
                    format!(
                        "call to undefined function '{}'",
                        String::from_utf8_lossy(name)
                    ),
                ))
            }
        };
        *s = ltrim(&s[1..]);
        let mut args = Vec::new();
        while !s.is_empty() && s[0] != b')' {
            if s[0] == b',' {
                return Err(self.err(s, "missing argument"));
            }
            let mut arg = self.operand(s, Allowed::Any, false, vars)?;
            while !s.is_empty() {
                *s = ltrim(s);
                if s.first().is_some_and(|&c| c == b',' || c == b')') {
                    break;
                }
                arg = self.binop(s, arg, false, vars)?;
            }
            args.push(arg);
            *s = ltrim(s);
            if s.first() != Some(&b',') {
                break;
            }
            *s = ltrim(&s[1..]);
            if s.first() == Some(&b')') {
                return Err(self.err(s, "missing argument"));
            }
        }
        if s.first() != Some(&b')') {
            return Err(self.err(s, "missing ')' at end of call expression"));
        }
        *s = &s[1..];
        if args.len() == 2 {
            let b = args.pop().unwrap_or(Expr::Lit(0));
            let a = args.pop().unwrap_or(Expr::Lit(0));
            return Ok(Expr::Bin(op, Box::new(a), Box::new(b)));
        }
        Err(self.err(
            name,
            format!(
                "function '{}' takes 2 arguments but {} given",
                String::from_utf8_lossy(name),
                args.len()
            ),
        ))
    }
}

/// Parses a numeric `-D#` definition body (`%fmt,NAME=expr` with the `=`
/// already turned into `:`) from buffer `buf`; returns the defined variable
/// and the expression giving its value.
pub fn parse_cmdline_numeric(
    text: &[u8],
    buf: BufId,
    src: &Sources,
    vars: &mut Vars,
) -> Result<(Option<usize>, Option<Expr>), ParseError> {
    let p = Parser {
        src,
        buf,
        line: None,
        icase: false,
    };
    let (expr, _, def) = p.numeric_block(text, false, vars)?;
    Ok((def, expr))
}

/// Checks a `-DNAME=...` name, returning the error LLVM gives for a bad one.
pub fn check_cmdline_name(text: &[u8], buf: BufId, src: &Sources) -> Result<String, ParseError> {
    let p = Parser {
        src,
        buf,
        line: None,
        icase: false,
    };
    let mut s = text;
    let v = p.parse_variable(&mut s)?;
    if v.pseudo || !s.is_empty() {
        return Err(p.err(
            text,
            format!(
                "invalid name in string variable definition '{}'",
                String::from_utf8_lossy(text)
            ),
        ));
    }
    Ok(String::from_utf8_lossy(v.name).into_owned())
}

impl Pattern {
    /// The implicit end-of-input pattern.
    pub fn eof(loc: Loc) -> Pattern {
        Pattern {
            kind: CheckKind::Eof,
            loc,
            line: None,
            count: 1,
            body: Body::Eof,
            icase: false,
            example: Vec::new(),
            has_substitution: false,
            has_string_def: false,
        }
    }

    /// Whether the pattern defines or uses variables in the way that
    /// CHECK-LABEL forbids (string definitions or any substitution).
    pub fn has_variable(&self) -> bool {
        self.has_substitution || self.has_string_def
    }

    /// Compiles pattern text `text` (a sub-slice of buffer `buf`, leading
    /// blanks already skipped) for a directive of `kind`.
    #[allow(clippy::too_many_arguments)]
    pub fn parse(
        text: &[u8],
        buf: BufId,
        src: &Sources,
        kind: CheckKind,
        prefix: &str,
        line: Option<usize>,
        literal: bool,
        opts: PatternOpts,
        vars: &mut Vars,
    ) -> Result<Pattern, ParseError> {
        let p = Parser {
            src,
            buf,
            line,
            icase: opts.ignore_case,
        };
        let full_lines = opts.match_full_lines && kind != CheckKind::Not;
        let mut s = text;
        if !(opts.strict_whitespace && opts.match_full_lines) {
            s = rtrim(s);
        }
        let mut pat = Pattern {
            kind,
            loc: p.loc(text),
            line,
            count: 1,
            body: Body::Fixed(Vec::new()),
            icase: opts.ignore_case,
            example: Vec::new(),
            has_substitution: false,
            has_string_def: false,
        };
        if s.is_empty() && kind != CheckKind::Empty {
            return Err(p.err(
                text,
                format!("found empty check string with prefix '{prefix}:'"),
            ));
        }
        if !s.is_empty() && kind == CheckKind::Empty {
            return Err(p.err(
                text,
                format!("found non-empty check string for empty check with prefix '{prefix}:'"),
            ));
        }
        if kind == CheckKind::Empty {
            pat.body = Body::Regex {
                parts: vec![Part::Node(Node::Concat(vec![
                    Node::Byte(b'\n'),
                    Node::Look(Look::Eol),
                ]))],
                groups: 1,
                str_defs: Vec::new(),
                num_defs: Vec::new(),
            };
            pat.example = b"(\n$)".to_vec();
            return Ok(pat);
        }
        let has_block = find(s, b"{{", 0).is_some() || find(s, b"[[", 0).is_some();
        if literal || (!full_lines && (s.len() < 2 || !has_block)) {
            pat.body = Body::Fixed(s.to_vec());
            pat.example = s.to_vec();
            return Ok(pat);
        }

        let mut parts = Vec::new();
        let mut example = Vec::new();
        let spaces = || Node::Repeat {
            node: Box::new(Node::Byte(b' ')),
            min: 0,
            max: None,
        };
        if full_lines {
            parts.push(Part::Node(Node::Look(Look::Bol)));
            example.push(b'^');
            if !opts.strict_whitespace {
                parts.push(Part::Node(spaces()));
                example.extend_from_slice(b" *");
            }
        }
        let mut cur_group = 1usize;
        let mut str_defs: Vec<(String, usize)> = Vec::new();
        let mut num_defs: Vec<(usize, usize)> = Vec::new();
        while !s.is_empty() {
            if s.starts_with(b"{{") {
                let Some(end) = find(s, b"}}", 0) else {
                    return Err(p.err(s, "found start of regex string with no end '}}'"));
                };
                let alternation = s[..end].contains(&b'|');
                let re = &s[2..end];
                let wrap = if alternation {
                    cur_group += 1;
                    Some(cur_group - 1)
                } else {
                    None
                };
                let parsed = ere::parse(re, p.icase)
                    .map_err(|e| p.err(re, format!("invalid regex: {e}")))?;
                let mut node = parsed.node;
                node.shift_groups(cur_group - 1);
                cur_group += parsed.groups;
                parts.push(Part::Node(match wrap {
                    Some(g) => Node::Group(Box::new(node), Some(g)),
                    None => node,
                }));
                if alternation {
                    example.push(b'(');
                }
                example.extend_from_slice(re);
                if alternation {
                    example.push(b')');
                }
                s = &s[end + 2..];
                continue;
            }
            if s.starts_with(b"[[") && !s.starts_with(b"[[[") {
                let block_start = s;
                let rest = &s[2..];
                let end = match var_block_end(rest) {
                    Ok(e) => e,
                    Err(off) => {
                        return Err(ParseError {
                            loc: p.loc(&rest[off..]),
                            msg: "missing closing \"]\" for regex variable".into(),
                            exit_one: true,
                        })
                    }
                };
                let Some(end) = end else {
                    return Err(p.err(block_start, "Invalid substitution block, no ]] found"));
                };
                let mut body = &rest[..end];
                s = &rest[end + 2..];
                let mut numeric = body.first() == Some(&b'#');
                if numeric {
                    body = &body[1..];
                }
                let mut legacy = false;
                let mut def_name: Option<String> = None;
                let mut match_re: Option<&[u8]> = None;
                let mut subst_name: Option<(String, &[u8])> = None;
                let mut wildcard = String::new();
                if !numeric {
                    let colon = body.iter().position(|&b| b == b':');
                    let head = &body[..colon.unwrap_or(body.len())];
                    if let Some(sp) = head.iter().position(|b| SPACES.contains(b)) {
                        return Err(p.err(&body[sp..], "unexpected whitespace"));
                    }
                    let orig = body;
                    let mut rest_name = body;
                    let v = p.parse_variable(&mut rest_name)?;
                    let name = String::from_utf8_lossy(v.name).into_owned();
                    if colon.is_some() {
                        if v.pseudo || rest_name.first() != Some(&b':') {
                            return Err(p.err(v.name, "invalid name in string variable definition"));
                        }
                        if vars.numeric_table.contains_key(&name) {
                            return Err(p.err(
                                v.name,
                                format!("numeric variable with name '{name}' already exists"),
                            ));
                        }
                        match_re = Some(&rest_name[1..]);
                        def_name = Some(name);
                    } else if v.pseudo {
                        body = orig;
                        legacy = true;
                        numeric = true;
                    } else {
                        if !rest_name.is_empty() {
                            return Err(p.err(v.name, "invalid name in string variable use"));
                        }
                        subst_name = Some((name, v.name));
                    }
                }
                let mut num_expr: Option<(Expr, Format)> = None;
                let mut num_def: Option<usize> = None;
                if numeric {
                    let (expr, format, defined) = p.numeric_block(body, legacy, vars)?;
                    match expr {
                        Some(e) => num_expr = Some((e, format)),
                        None => wildcard = format.wildcard(),
                    }
                    num_def = defined;
                }
                let is_def = def_name.is_some() || num_def.is_some();
                let mut group = None;
                if is_def {
                    group = Some(cur_group);
                    if let Some(id) = num_def {
                        vars.numeric_table.insert(vars.numvars[id].name.clone(), id);
                        num_defs.retain(|&(v, _)| v != id);
                        num_defs.push((id, cur_group));
                    } else if let Some(n) = &def_name {
                        str_defs.retain(|(k, _)| k != n);
                        str_defs.push((n.clone(), cur_group));
                        vars.defined_strings.insert(n.clone());
                    }
                    cur_group += 1;
                }
                let re_text: &[u8] = match match_re {
                    Some(r) => r,
                    None => wildcard.as_bytes(),
                };
                let mut inner = Node::Empty;
                if !re_text.is_empty() {
                    let parsed = ere::parse(re_text, p.icase).map_err(|e| {
                        // The wildcard is built by us and always valid; a
                        // user regex error points at the user's text.
                        p.err(
                            match_re.unwrap_or(block_start),
                            format!("invalid regex: {e}"),
                        )
                    })?;
                    inner = parsed.node;
                    inner.shift_groups(cur_group - 1);
                    cur_group += parsed.groups;
                }
                if is_def {
                    example.push(b'(');
                }
                example.extend_from_slice(re_text);
                if let Some((expr, format)) = num_expr {
                    pat.has_substitution = true;
                    parts.push(Part::NumSubst {
                        expr,
                        format,
                        loc: p.loc(body),
                        group,
                    });
                } else if let Some(g) = group {
                    parts.push(Part::Node(Node::Group(Box::new(inner), Some(g))));
                } else if !re_text.is_empty() {
                    parts.push(Part::Node(inner));
                }
                if is_def {
                    example.push(b')');
                }
                if let Some((name, at)) = subst_name {
                    if let Some(&(_, g)) = str_defs.iter().find(|(k, _)| *k == name) {
                        if !(1..=9).contains(&g) {
                            return Err(p.err(at, "Can't back-reference more than 9 variables"));
                        }
                        parts.push(Part::Node(Node::Backref(g)));
                        example.extend_from_slice(format!("\\{g}").as_bytes());
                    } else {
                        pat.has_substitution = true;
                        parts.push(Part::StrSubst {
                            name,
                            loc: p.loc(at),
                        });
                    }
                }
                continue;
            }
            let end = [find(s, b"{{", 1), find(s, b"[[", 1)]
                .into_iter()
                .flatten()
                .min()
                .unwrap_or(s.len());
            parts.push(Part::Node(literal_node(&s[..end], p.icase)));
            example.extend(escape(&s[..end]));
            s = &s[end..];
        }
        if full_lines {
            if !opts.strict_whitespace {
                parts.push(Part::Node(spaces()));
                example.extend_from_slice(b" *");
            }
            parts.push(Part::Node(Node::Look(Look::Eol)));
            example.push(b'$');
        }
        pat.has_string_def = !str_defs.is_empty();
        pat.body = Body::Regex {
            parts,
            groups: cur_group - 1,
            str_defs,
            num_defs,
        };
        pat.example = example;
        Ok(pat)
    }

    /// Searches `buf` (the whole search range) for the pattern, recording
    /// variable definitions on success.
    pub fn find_in(&self, buf: &[u8], vars: &mut Vars) -> Result<Match, MatchError> {
        let (parts, groups, str_defs, num_defs) = match &self.body {
            Body::Eof => {
                return Ok(Match {
                    pos: buf.len(),
                    len: 0,
                })
            }
            Body::Fixed(s) => {
                let pos = if self.icase {
                    find_icase(buf, s)
                } else {
                    find(buf, s, 0)
                };
                return pos
                    .map(|pos| Match { pos, len: s.len() })
                    .ok_or(MatchError::NotFound);
            }
            Body::Regex {
                parts,
                groups,
                str_defs,
                num_defs,
            } => (parts, *groups, str_defs, num_defs),
        };
        let mut nodes = Vec::with_capacity(parts.len());
        let mut errors = Vec::new();
        for part in parts {
            match part {
                Part::Node(n) => nodes.push(n.clone()),
                Part::StrSubst { name, loc } => match vars.strings.get(name) {
                    Some(v) => nodes.push(literal_node(v, self.icase)),
                    None => errors.push((*loc, format!("undefined variable: {name}"))),
                },
                Part::NumSubst {
                    expr,
                    format,
                    loc,
                    group,
                } => {
                    let text = expr
                        .eval(vars, self.line)
                        .and_then(|v| format.render(v).ok_or(EvalError::Overflow));
                    match text {
                        Ok(t) => {
                            let lit = literal_node(t.as_bytes(), self.icase);
                            nodes.push(match group {
                                Some(g) => Node::Group(Box::new(lit), Some(*g)),
                                None => lit,
                            });
                        }
                        Err(EvalError::Undefined(n)) => errors
                            .push((self.var_loc(*loc, &n), format!("undefined variable: {n}"))),
                        Err(e @ EvalError::Overflow) => errors.push((*loc, e.to_string())),
                    }
                }
            }
        }
        if !errors.is_empty() {
            return Err(MatchError::Subst(errors));
        }
        // LLVM joins the pieces into one regex string; if only empty
        // substitutions remain, that string is empty, regcomp rejects it,
        // and the pattern matches nothing.
        let all_empty_substs = parts.iter().all(|p| match p {
            Part::StrSubst { name, .. } => vars.strings.get(name).is_some_and(|v| v.is_empty()),
            _ => false,
        });
        if all_empty_substs {
            return Err(MatchError::NotFound);
        }
        let Some(prog) = Program::compile(&Node::Concat(nodes), groups) else {
            return Err(MatchError::NotFound);
        };
        let caps = prog.find(buf).ok_or(MatchError::NotFound)?;
        let Some((s, e)) = caps.groups[0] else {
            return Err(MatchError::NotFound);
        };
        let text_of = |g: usize| -> &[u8] {
            match caps.groups.get(g).copied().flatten() {
                Some((a, b)) => &buf[a..b],
                None => &[],
            }
        };
        for (name, g) in str_defs {
            vars.strings.insert(name.clone(), text_of(*g).to_vec());
        }
        for &(id, g) in num_defs {
            let name = vars.numvars[id].name.clone();
            let value = vars.numvars[id].format.parse_value(text_of(g));
            vars.numeric_table.entry(name).or_insert(id);
            vars.numvars[id].value = value;
        }
        let skip = usize::from(self.kind == CheckKind::Empty);
        Ok(Match {
            pos: s + skip,
            len: (e - s).saturating_sub(skip),
        })
    }

    /// Best-effort location of variable `name` inside the expression at `loc`.
    fn var_loc(&self, loc: Loc, _name: &str) -> Loc {
        loc
    }

    /// LLVM's "closeness" of the pattern to the start of `buf`: the edit
    /// distance between the example text and the first line of `buf`.
    pub fn distance(&self, buf: &[u8]) -> usize {
        let ex = &self.example;
        let mut prefix = &buf[..ex.len().min(buf.len())];
        if let Some(nl) = prefix.iter().position(|&b| b == b'\n') {
            prefix = &prefix[..nl];
        }
        edit_distance(prefix, ex)
    }
}

fn edit_distance(a: &[u8], b: &[u8]) -> usize {
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for (i, &ca) in a.iter().enumerate() {
        cur[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != cb);
            cur[j + 1] = sub.min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()]
}

/// Evaluates a numeric expression for a `-D#` definition.
pub fn eval_cmdline(expr: &Expr, vars: &Vars) -> Result<i128, EvalError> {
    expr.eval(vars, None)
}

/// Re-exported so callers can name the format type.
pub type NumFormat = numeric::Format;

#[cfg(test)]
mod tests {
    use super::*;

    fn compile(text: &str, opts: PatternOpts) -> (Result<Pattern, ParseError>, Vars, Sources) {
        let mut src = Sources::default();
        let id = src.add("check", text.as_bytes().to_vec());
        let mut vars = Vars::default();
        let t = src.text(id);
        let r = Pattern::parse(
            t,
            id,
            &src,
            CheckKind::Plain,
            "CHECK",
            Some(1),
            false,
            opts,
            &mut vars,
        );
        (r, vars, src)
    }

    fn matches(text: &str, input: &str) -> Option<(usize, usize)> {
        let (p, mut vars, _src) = compile(text, PatternOpts::default());
        let p = p.ok()?;
        p.find_in(input.as_bytes(), &mut vars)
            .ok()
            .map(|m| (m.pos, m.len))
    }

    #[test]
    fn literal_metacharacters_are_literal() {
        assert_eq!(matches("a.b(c)*[d]", "xa.b(c)*[d]"), Some((1, 10)));
        assert_eq!(matches("a.b{{x}}", "aXbx a.bx"), Some((5, 4)));
        assert_eq!(matches("[[[x]]]", "[[[x]]]"), None);
    }

    #[test]
    fn regex_blocks_and_alternation() {
        assert_eq!(matches("a{{b|c}}d", "acd"), Some((0, 3)));
        assert_eq!(matches("{{[0-9]+}} x", "v 42 x"), Some((2, 4)));
    }

    #[test]
    fn same_line_backreference() {
        assert_eq!(matches("[[X:[a-z]+]]=[[X]]", "ab=cd ef=ef"), Some((6, 5)));
    }

    #[test]
    fn definitions_are_recorded() {
        let (p, mut vars, _s) = compile("v=[[V:[0-9]+]] n=[[#N:]]", PatternOpts::default());
        let p = p.unwrap();
        p.find_in(b"v=12 n=34", &mut vars).unwrap();
        assert_eq!(vars.strings["V"], b"12");
        let id = vars.numeric_table["N"];
        assert_eq!(vars.numvars[id].value, Some(34));
    }

    #[test]
    fn parse_errors() {
        let err = |t: &str| compile(t, PatternOpts::default()).0.unwrap_err().msg;
        assert_eq!(err("{{a"), "found start of regex string with no end '}}'");
        assert_eq!(err("[[X"), "Invalid substitution block, no ]] found");
        assert_eq!(err("[[X Y]]"), "unexpected whitespace");
        assert_eq!(err("[[1X]]"), "invalid variable name");
        assert_eq!(err("[[#%q,X:]]"), "invalid format specifier in expression");
        assert_eq!(
            err("[[#X:]] [[#X]]"),
            "numeric variable 'X' defined earlier in the same CHECK directive"
        );
        assert_eq!(err("[[#foo(1,2)]]"), "call to undefined function 'foo'");
        assert_eq!(
            err("{{a**}}"),
            "invalid regex: repetition-operator operand invalid"
        );
        assert!(
            compile("[[X:a]b]]", PatternOpts::default())
                .0
                .unwrap_err()
                .exit_one
        );
    }

    #[test]
    fn full_lines_anchor() {
        let opts = PatternOpts {
            match_full_lines: true,
            ..Default::default()
        };
        let (p, mut vars, _s) = compile("foo", opts);
        let p = p.unwrap();
        assert!(p.find_in(b"xfoo\n foo \n", &mut vars).is_ok());
        assert!(p.find_in(b"xfoo\nfoox\n", &mut vars).is_err());
    }
}
