//! Reading a test file's directives: `RUN:`, `REQUIRES:`, `UNSUPPORTED:`,
//! `XFAIL:` (and `ALLOW_RETRIES:`, `END.`).
//!
//! As in lit, a directive keyword may appear anywhere on a line (usually after
//! a comment marker), the first keyword on a line wins, a line whose value ends
//! in `\` continues on the next line with the same keyword, and `END.` stops
//! the scan. Files are read as bytes, so invalid UTF-8 is never an error.

/// One RUN command after joining continuation lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunLine {
    /// 1-based line number of the first line of the command.
    pub line: usize,
    /// The command text, before substitution.
    pub command: String,
}

/// Everything the runner needs from a test file's directives.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Directives {
    /// The commands, in order.
    pub run: Vec<RunLine>,
    /// `REQUIRES:` expressions: all must hold.
    pub requires: Vec<String>,
    /// `UNSUPPORTED:` expressions: the test is skipped if any holds.
    pub unsupported: Vec<String>,
    /// `XFAIL:` expressions (`*` = always): the test is expected to fail if any holds.
    pub xfail: Vec<String>,
}

/// Why a test file's directives could not be used; the test is UNRESOLVED.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DirectiveError {
    /// There was no RUN line at all.
    #[error("Test has no 'RUN:' line")]
    NoRunLine,
    /// The last line of some directive ended in `\`.
    #[error("Test has unterminated '{0}' lines (with '\\')")]
    Unterminated(&'static str),
    /// A directive ir-lit does not implement (e.g. `DEFINE:`).
    #[error("line {line}: ir-lit does not support '{keyword}' directives")]
    Unsupported {
        /// The keyword.
        keyword: &'static str,
        /// Where it was.
        line: usize,
    },
    /// A directive with an invalid value.
    #[error("line {line}: {message}")]
    Invalid {
        /// Where it was.
        line: usize,
        /// What was wrong.
        message: String,
    },
}

const KEYWORDS: [&str; 8] = [
    "RUN:",
    "XFAIL:",
    "REQUIRES:",
    "UNSUPPORTED:",
    "ALLOW_RETRIES:",
    "END.",
    "DEFINE:",
    "REDEFINE:",
];

/// Finds the leftmost keyword on a line and returns it with the text after it.
fn find_keyword(line: &[u8]) -> Option<(&'static str, &[u8])> {
    let mut best: Option<(usize, &'static str)> = None;
    for kw in KEYWORDS {
        let k = kw.as_bytes();
        if let Some(pos) = line.windows(k.len()).position(|w| w == k) {
            if best.is_none_or(|(b, _)| pos < b) {
                best = Some((pos, kw));
            }
        }
    }
    best.map(|(pos, kw)| (kw, &line[pos + kw.len()..]))
}

/// A directive line being accumulated across `\` continuations.
struct Pending {
    keyword: &'static str,
    line: usize,
    text: String,
}

/// Parses the directives of a test file's contents.
pub fn parse(contents: &[u8]) -> Result<Directives, DirectiveError> {
    let mut out = Directives::default();
    // Continuations are kept per keyword, as lit does: a `RUN:` line ending in
    // `\` continues on the next `RUN:` line even if other lines come between.
    let mut pending: Vec<Pending> = Vec::new();
    for (index, raw) in contents.split(|&b| b == b'\n').enumerate() {
        let line_no = index + 1;
        let Some((keyword, value)) = find_keyword(raw) else {
            continue;
        };
        if keyword == "END." {
            break;
        }
        if matches!(keyword, "DEFINE:" | "REDEFINE:") {
            return Err(DirectiveError::Unsupported {
                keyword,
                line: line_no,
            });
        }
        let value = String::from_utf8_lossy(value);
        let value = value.trim_end_matches(['\r', ' ', '\t']);
        let mut current = match pending.iter().position(|p| p.keyword == keyword) {
            Some(i) => pending.remove(i),
            None => Pending {
                keyword,
                line: line_no,
                text: String::new(),
            },
        };
        current.text.push_str(value);
        if current.text.ends_with('\\') {
            current.text.pop();
            pending.push(current);
            continue;
        }
        finish(&mut out, current)?;
    }
    if let Some(p) = pending.first() {
        return Err(DirectiveError::Unterminated(p.keyword));
    }
    if out.run.is_empty() {
        return Err(DirectiveError::NoRunLine);
    }
    Ok(out)
}

fn split_list(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(',')
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
}

fn finish(out: &mut Directives, p: Pending) -> Result<(), DirectiveError> {
    let text = p.text.trim();
    match p.keyword {
        "RUN:"
            if !text.is_empty() => {
                out.run.push(RunLine {
                    line: p.line,
                    command: text.to_string(),
                });
            }
        "REQUIRES:" => out.requires.extend(split_list(text)),
        "UNSUPPORTED:" => out.unsupported.extend(split_list(text)),
        "XFAIL:" => out.xfail.extend(split_list(text)),
        "ALLOW_RETRIES:"
            // Accepted for compatibility; ir-lit does not retry.
            if text.parse::<u32>().is_err() => {
                return Err(DirectiveError::Invalid {
                    line: p.line,
                    message: format!("ALLOW_RETRIES needs a number, got '{text}'"),
                });
            }
        _ => {}
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn run_lines_and_continuations() {
        let d =
            parse(b"// RUN: echo a \\\n// RUN:   b | FileCheck %s\n// CHECK: a b\n// RUN: true\n")
                .unwrap();
        assert_eq!(d.run.len(), 2);
        assert_eq!(d.run[0].line, 1);
        assert_eq!(d.run[0].command, "echo a    b | FileCheck %s");
        assert_eq!(
            d.run[1],
            RunLine {
                line: 4,
                command: "true".into()
            }
        );
    }

    #[test]
    fn continuation_skips_other_lines() {
        let d = parse(b"# RUN: echo \\\n# plain comment\n# RUN: x\n").unwrap();
        assert_eq!(d.run[0].command, "echo  x");
    }

    #[test]
    fn feature_lists() {
        let d =
            parse(b"; REQUIRES: shell, mlir-opt\n; UNSUPPORTED: torch\n; XFAIL: *\n; RUN: true\n")
                .unwrap();
        assert_eq!(d.requires, vec!["shell", "mlir-opt"]);
        assert_eq!(d.unsupported, vec!["torch"]);
        assert_eq!(d.xfail, vec!["*"]);
    }

    #[test]
    fn errors() {
        assert_eq!(parse(b"no directives\n"), Err(DirectiveError::NoRunLine));
        assert_eq!(parse(b""), Err(DirectiveError::NoRunLine));
        assert_eq!(
            parse(b"# RUN: echo \\\n"),
            Err(DirectiveError::Unterminated("RUN:"))
        );
        assert!(matches!(
            parse(b"# DEFINE: %{x}=y\n# RUN: true"),
            Err(DirectiveError::Unsupported { .. })
        ));
    }

    #[test]
    fn invalid_utf8_and_crlf() {
        let d = parse(b"\xff\xfe # RUN: echo \xff ok\r\n").unwrap();
        assert_eq!(d.run[0].command, "echo \u{fffd} ok");
    }

    #[test]
    fn leftmost_keyword_and_end() {
        let d = parse(b"# RUN: echo XFAIL: no\n# END.\n# RUN: false\n").unwrap();
        assert_eq!(d.run.len(), 1);
        assert!(d.xfail.is_empty());
    }
}
