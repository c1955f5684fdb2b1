//! `--verify-diagnostics`: diagnostics are matched against
//! `expected-error {{...}}` (and `-warning`, `-note`, `-remark`) comments
//! in the input instead of being printed, with mlir-opt's reports of the
//! unexpected and the missing.

use ir::diag::{DiagLoc, Diagnostic, Severity, SourceMgr};
use ir::Context;
use regex::Regex;
use std::io::Write;

/// One `expected-*` comment.
struct Expected {
    severity: Severity,
    /// 1-based line the diagnostic must be on.
    line: usize,
    /// Where the comment is (line, col) for "was not produced".
    at: (usize, usize),
    /// Substring, or regex when written with `-re`.
    text: String,
    regex: Option<Regex>,
    matched: bool,
}

fn parse_expected(text: &[u8]) -> Result<Vec<Expected>, String> {
    let re = Regex::new(r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}\s*$")
        .map_err(|e| e.to_string())?;
    let text = String::from_utf8_lossy(text);
    let lines: Vec<&str> = text.lines().collect();
    let mut out: Vec<Expected> = Vec::new();
    let mut pending_below: Vec<usize> = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let lno = i + 1;
        let Some(c) = re.captures(line) else {
            // `@below` attaches to the next line holding something other than a comment.
            if !line.trim_start().starts_with("//") && !line.trim().is_empty() {
                for idx in pending_below.drain(..) {
                    out[idx].line = lno;
                }
            }
            continue;
        };
        let severity = match &c[1] {
            "error" => Severity::Error,
            "warning" => Severity::Warning,
            "note" => Severity::Note,
            _ => Severity::Remark,
        };
        let col = c.get(0).map(|m| m.start() + 1).unwrap_or(1);
        let msg = c[5].to_string();
        let regex = if c.get(2).is_some() {
            Some(build_regex(&msg)?)
        } else {
            None
        };
        let mut target = lno;
        let mut below = false;
        if let Some(spec) = c.get(4) {
            match spec.as_str() {
                "above" => target = lno.saturating_sub(1),
                "below" => below = true,
                "unknown" => target = 0,
                s => {
                    let n: i64 = s.parse().unwrap_or(0);
                    target = (lno as i64 + n).max(0) as usize;
                }
            }
        }
        out.push(Expected {
            severity,
            line: target,
            at: (lno, col),
            text: msg,
            regex,
            matched: false,
        });
        if below {
            pending_below.push(out.len() - 1);
        }
    }
    Ok(out)
}

/// `{{re}}` parts are regexes, the rest literal text.
fn build_regex(msg: &str) -> Result<Regex, String> {
    let mut pat = String::new();
    let mut rest = msg;
    while let Some(s) = rest.find("{{") {
        pat.push_str(&regex::escape(&rest[..s]));
        let after = &rest[s + 2..];
        let e = after
            .find("}}")
            .ok_or_else(|| "found start of regex with no end '}}'".to_string())?;
        pat.push('(');
        pat.push_str(&after[..e]);
        pat.push(')');
        rest = &after[e + 2..];
    }
    pat.push_str(&regex::escape(rest));
    Regex::new(&pat).map_err(|e| format!("invalid regex: {e}"))
}

/// Matches `diags` (and their notes) against the expectations in `text`;
/// reports mismatches to `err`; true when everything matched.
pub fn check(
    sm: &SourceMgr,
    ctx: Option<&Context>,
    text: &[u8],
    diags: &[Diagnostic],
    err: &mut dyn Write,
) -> bool {
    let mut expected = match parse_expected(text) {
        Ok(e) => e,
        Err(m) => {
            let _ = writeln!(err, "error: {m}");
            return false;
        }
    };
    let mut ok = true;
    let mut all: Vec<&Diagnostic> = Vec::new();
    for d in diags {
        all.push(d);
        all.extend(d.notes.iter());
    }
    for d in all {
        let line = sm.position(ctx, &d.loc).map(|(_, l, _)| l).unwrap_or(0);
        let hit = expected.iter_mut().find(|e| {
            !e.matched
                && e.severity == d.severity
                && e.line == line
                && match &e.regex {
                    Some(r) => r.is_match(&d.message),
                    None => d.message.contains(&e.text),
                }
        });
        match hit {
            Some(e) => e.matched = true,
            None => {
                ok = false;
                let mut u = d.clone();
                u.severity = Severity::Error;
                u.message = format!("unexpected {}: {}", d.severity.word(), d.message);
                u.notes.clear();
                let _ = err.write_all(&sm.render_bytes(ctx, &u));
            }
        }
    }
    for e in expected.iter().filter(|e| !e.matched) {
        ok = false;
        let buffer = sm.buffers.len().saturating_sub(1);
        let loc = sm
            .buffers
            .get(buffer)
            .and_then(|b| b.offset_of(e.at.0, e.at.1))
            .map(|offset| DiagLoc::Offset { buffer, offset })
            .unwrap_or(DiagLoc::Unknown);
        let msg = format!(
            "expected {} \"{}\" was not produced",
            e.severity.word(),
            e.text
        );
        // mlir-opt underlines as many bytes as the expected message has.
        let d = Diagnostic {
            underline: e.text.len(),
            ..Diagnostic::error(loc, msg)
        };
        let _ = err.write_all(&sm.render_bytes(ctx, &d));
    }
    ok
}
