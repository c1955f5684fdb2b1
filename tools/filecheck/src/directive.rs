//! Reading a check file: finding directives (`PREFIX:`, `PREFIX-NEXT:`,
//! `PREFIX-COUNT-3{LITERAL}:`, comments ...), compiling their patterns, and
//! grouping DAG/NOT patterns with the positive check that follows them.

use crate::pattern::{CheckKind, ParseError, Pattern, PatternOpts};
use crate::source::{BufId, Loc, Sources};
use crate::vars::Vars;

/// A CHECK-DAG or CHECK-NOT pattern waiting in front of a positive check.
#[derive(Clone, Debug)]
pub struct DagNot {
    /// The pattern.
    pub pat: Pattern,
    /// The prefix it was written with (for messages).
    pub prefix: String,
}

/// A positive check with the DAG/NOT patterns that precede it.
#[derive(Clone, Debug)]
pub struct CheckString {
    /// The pattern to find.
    pub pat: Pattern,
    /// The prefix it was written with.
    pub prefix: String,
    /// Location of the pattern (for messages).
    pub loc: Loc,
    /// Preceding DAG/NOT patterns, implicit NOTs first.
    pub dag_nots: Vec<DagNot>,
}

/// What reading a check file produced.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReadError {
    /// A diagnostic at a location.
    #[error("{}", .0.msg)]
    At(ParseError),
    /// A diagnostic without a location (printed as `error: ...`).
    #[error("{0}")]
    Plain(String),
}

/// Settings for reading a check file.
#[derive(Clone, Debug)]
pub struct ReadOpts {
    /// Check prefixes, in command-line order.
    pub check_prefixes: Vec<String>,
    /// Comment prefixes.
    pub comment_prefixes: Vec<String>,
    /// Whether the check prefixes are the default `CHECK`.
    pub default_prefix: bool,
    /// `--allow-unused-prefixes`
    pub allow_unused_prefixes: bool,
    /// Pattern compilation options.
    pub pattern: PatternOpts,
}

/// The directive recognised after a prefix.
enum Found {
    None,
    Comment,
    Check {
        kind: CheckKind,
        count: usize,
        literal: bool,
    },
    BadNot,
    BadCount,
    Misspelled,
}

fn is_word_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'-' || b == b'_'
}

/// Recognises the directive at `rest` (the text just after `prefix`);
/// returns it and the offset (in `rest`) where the pattern begins.
fn directive_type(rest: &[u8], is_comment: bool) -> (Found, usize) {
    if rest.is_empty() {
        return (Found::None, 0);
    }
    if is_comment {
        if rest[0] == b':' {
            return (Found::Comment, 1);
        }
        return (Found::None, 0);
    }
    let (found, off) = check_type(rest);
    (found, off)
}

fn modifiers(rest: &[u8], mut i: usize, kind: CheckKind, count: usize) -> (Found, usize) {
    if rest.get(i) == Some(&b':') {
        return (
            Found::Check {
                kind,
                count,
                literal: false,
            },
            i + 1,
        );
    }
    if rest.get(i) != Some(&b'{') {
        return (Found::None, 0);
    }
    i += 1;
    let mut literal;
    loop {
        while rest.get(i).is_some_and(|b| b.is_ascii_whitespace()) {
            i += 1;
        }
        if rest[i..].starts_with(b"LITERAL") {
            literal = true;
            i += 7;
        } else {
            return (Found::None, 0);
        }
        while rest.get(i).is_some_and(|b| b.is_ascii_whitespace()) {
            i += 1;
        }
        if rest.get(i) == Some(&b',') {
            i += 1;
            continue;
        }
        break;
    }
    if !rest[i..].starts_with(b"}:") {
        return (Found::None, 0);
    }
    (
        Found::Check {
            kind,
            count,
            literal,
        },
        i + 2,
    )
}

fn check_type(rest: &[u8]) -> (Found, usize) {
    let misspelled = rest.first() == Some(&b'_');
    let (found, off) = check_type_inner(rest);
    if misspelled && !matches!(found, Found::None) {
        return (Found::Misspelled, off);
    }
    (found, off)
}

fn check_type_inner(rest: &[u8]) -> (Found, usize) {
    if rest[0] == b':' {
        return (
            Found::Check {
                kind: CheckKind::Plain,
                count: 1,
                literal: false,
            },
            1,
        );
    }
    if rest[0] == b'{' {
        return modifiers(rest, 0, CheckKind::Plain, 1);
    }
    let misspelled = rest[0] == b'_';
    if rest[0] != b'-' && !misspelled {
        return (Found::None, 0);
    }
    let r = &rest[1..];
    let (found, off) = if let Some(num) = r.strip_prefix(b"COUNT-") {
        let digits = num.iter().take_while(|b| b.is_ascii_digit()).count();
        let base = 1 + 6;
        if digits == 0 {
            return (Found::BadCount, base);
        }
        let value: u64 = std::str::from_utf8(&num[..digits])
            .ok()
            .and_then(|t| t.parse().ok())
            .unwrap_or(u64::MAX);
        if value == 0 || value > i32::MAX as u64 {
            return (Found::BadCount, base + digits);
        }
        match num.get(digits) {
            Some(b':') | Some(b'{') => {
                let (f, o) = modifiers(num, digits, CheckKind::Plain, value as usize);
                (f, if o == 0 { 0 } else { base + o })
            }
            _ => return (Found::BadCount, base + digits),
        }
    } else {
        const BAD: [&[u8]; 8] = [
            b"DAG-NOT:",
            b"NOT-DAG:",
            b"NEXT-NOT:",
            b"NOT-NEXT:",
            b"SAME-NOT:",
            b"NOT-SAME:",
            b"EMPTY-NOT:",
            b"NOT-EMPTY:",
        ];
        if BAD.iter().any(|b| r.starts_with(b)) {
            return (Found::BadNot, 1);
        }
        let kinds: [(&[u8], CheckKind); 6] = [
            (b"NEXT", CheckKind::Next),
            (b"SAME", CheckKind::Same),
            (b"NOT", CheckKind::Not),
            (b"DAG", CheckKind::Dag),
            (b"LABEL", CheckKind::Label),
            (b"EMPTY", CheckKind::Empty),
        ];
        match kinds.iter().find(|(k, _)| r.starts_with(k)) {
            Some((k, kind)) => {
                let (f, o) = modifiers(r, k.len(), *kind, 1);
                (f, if o == 0 { 0 } else { 1 + o })
            }
            None => (Found::None, 0),
        }
    };
    (found, off)
}

/// Finds prefix occurrences in the check file. Each prefix's next
/// occurrence is cached, so scanning a large file stays linear even for
/// prefixes that never occur.
struct PrefixFinder<'p> {
    prefixes: &'p [(String, bool)],
    /// Per prefix: (searched-from, next occurrence at or after it).
    cache: Vec<Option<(usize, Option<usize>)>>,
}

impl<'p> PrefixFinder<'p> {
    fn new(prefixes: &'p [(String, bool)]) -> Self {
        PrefixFinder {
            prefixes,
            cache: vec![None; prefixes.len()],
        }
    }

    /// The earliest prefix occurrence at or after `from`; among prefixes
    /// starting at the same place, the longest.
    fn next(&mut self, text: &[u8], from: usize) -> Option<(usize, &'p str, bool)> {
        let mut best: Option<(usize, &'p str, bool)> = None;
        for (k, (p, is_comment)) in self.prefixes.iter().enumerate() {
            let pb = p.as_bytes();
            let hit = match self.cache[k] {
                Some((f, h)) if f <= from && h.is_none_or(|h| h >= from) => h,
                _ => {
                    let h = if pb.is_empty() || from + pb.len() > text.len() {
                        None
                    } else {
                        text[from..]
                            .windows(pb.len())
                            .position(|w| w == pb)
                            .map(|x| x + from)
                    };
                    self.cache[k] = Some((from, h));
                    h
                }
            };
            if let Some(pos) = hit {
                let better = match best {
                    None => true,
                    Some((bp, bs, _)) => pos < bp || (pos == bp && pb.len() > bs.len()),
                };
                if better {
                    best = Some((pos, p.as_str(), *is_comment));
                }
            }
        }
        best
    }
}

/// Parses the check file in buffer `buf`, appending to `checks`.
/// `implicit` are the compiled `-implicit-check-not` patterns.
pub fn read_check_file(
    src: &Sources,
    buf: BufId,
    opts: &ReadOpts,
    implicit: &[DagNot],
    vars: &mut Vars,
) -> Result<Vec<CheckString>, ReadError> {
    let text = src.text(buf);
    let mut prefixes: Vec<(String, bool)> = opts
        .check_prefixes
        .iter()
        .map(|p| (p.clone(), false))
        .collect();
    prefixes.extend(opts.comment_prefixes.iter().map(|p| (p.clone(), true)));
    let mut not_found: Vec<String> = Vec::new();
    for p in &opts.check_prefixes {
        if !not_found.contains(p) {
            not_found.push(p.clone());
        }
    }
    let mut finder = PrefixFinder::new(&prefixes);
    let mut checks: Vec<CheckString> = Vec::new();
    let mut pending: Vec<DagNot> = implicit.to_vec();
    let mut line = 1usize;
    let mut line_counted_to = 0usize;
    let mut pos = 0usize;
    loop {
        // Find the next directive.
        let mut found = None;
        while let Some((at, prefix, is_comment)) = finder.next(text, pos) {
            line += text[line_counted_to..at]
                .iter()
                .filter(|&&b| b == b'\n')
                .count();
            line_counted_to = at;
            let after_word = at == 0 || !is_word_char(text[at - 1]);
            if after_word {
                let rest = &text[at + prefix.len()..];
                let (kind, off) = directive_type(rest, is_comment);
                if !matches!(kind, Found::None) {
                    found = Some((at, prefix.to_string(), kind, at + prefix.len() + off));
                    break;
                }
            }
            let mut end = at + prefix.len();
            while end < text.len() && is_word_char(text[end]) {
                end += 1;
            }
            pos = end;
        }
        let Some((at, prefix, kind, after)) = found else {
            break;
        };
        if !matches!(kind, Found::Comment) {
            not_found.retain(|p| *p != prefix);
        }
        let prefix_loc = Loc { buf, off: at };
        // LLVM quirk: a directive ending exactly at end of file keeps its
        // suffix as the pattern text (it restarts just after the prefix).
        let mut p = if after >= text.len() {
            at + prefix.len()
        } else {
            after
        };
        match kind {
            Found::Misspelled => {
                return Err(ReadError::At(ParseError {
                    loc: prefix_loc,
                    msg: format!(
                        "misspelled directive '{}'",
                        String::from_utf8_lossy(&text[at..after.min(text.len())])
                    ),
                    exit_one: false,
                }))
            }
            Found::BadNot => {
                return Err(ReadError::At(ParseError {
                    loc: Loc { buf, off: p },
                    msg: format!("unsupported -NOT combo on prefix '{prefix}'"),
                    exit_one: false,
                }))
            }
            Found::BadCount => {
                return Err(ReadError::At(ParseError {
                    loc: Loc { buf, off: p },
                    msg: format!("invalid count in -COUNT specification on prefix '{prefix}'"),
                    exit_one: false,
                }))
            }
            _ => {}
        }
        let p_opts = opts.pattern;
        if !(p_opts.strict_whitespace && p_opts.match_full_lines) {
            while p < text.len() && (text[p] == b' ' || text[p] == b'\t') {
                p += 1;
            }
        }
        let eol = text[p..]
            .iter()
            .position(|&b| b == b'\n' || b == b'\r')
            .map_or(text.len(), |x| p + x);
        let pattern_text = &text[p..eol];
        pos = eol;
        let (kind, count, literal) = match kind {
            Found::Check {
                kind,
                count,
                literal,
            } => (kind, count, literal),
            _ => continue,
        };
        let mut pat = Pattern::parse(
            pattern_text,
            buf,
            src,
            kind,
            &prefix,
            Some(line),
            literal,
            p_opts,
            vars,
        )
        .map_err(ReadError::At)?;
        pat.count = count;
        if kind == CheckKind::Label && pat.has_variable() {
            return Err(ReadError::At(ParseError {
                loc: prefix_loc,
                msg: format!("found '{prefix}-LABEL:' with variable definition or use"),
                exit_one: false,
            }));
        }
        if matches!(kind, CheckKind::Next | CheckKind::Same | CheckKind::Empty) && checks.is_empty()
        {
            let name = match kind {
                CheckKind::Next => "NEXT",
                CheckKind::Empty => "EMPTY",
                _ => "SAME",
            };
            return Err(ReadError::At(ParseError {
                loc: prefix_loc,
                msg: format!("found '{prefix}-{name}' without previous '{prefix}: line"),
                exit_one: false,
            }));
        }
        if matches!(kind, CheckKind::Dag | CheckKind::Not) {
            pending.push(DagNot { pat, prefix });
            continue;
        }
        checks.push(CheckString {
            loc: pat.loc,
            pat,
            prefix,
            dag_nots: std::mem::replace(&mut pending, implicit.to_vec()),
        });
    }
    if !pending.is_empty() {
        let first = opts.check_prefixes.first().cloned().unwrap_or_default();
        let loc = Loc {
            buf,
            off: text.len(),
        };
        checks.push(CheckString {
            pat: Pattern::eof(loc),
            prefix: first,
            loc,
            dag_nots: pending,
        });
    }
    let none_found = not_found.len() == opts.check_prefixes.len();
    let some_unused = !opts.allow_unused_prefixes && !not_found.is_empty();
    if (none_found || some_unused) && (implicit.is_empty() || !opts.default_prefix) {
        let list: Vec<String> = not_found.iter().map(|p| format!("'{p}:'")).collect();
        return Err(ReadError::Plain(format!(
            "no check strings found with prefix{} {}",
            if not_found.len() > 1 { "es" } else { "" },
            list.join(", ")
        )));
    }
    Ok(checks)
}
