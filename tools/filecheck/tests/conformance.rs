//! The conformance corpus: hand-written cases in `tests/cases/*.case`,
//! each with the exit code LLVM FileCheck 22 gives, recorded in
//! `tests/cases/expected.txt` (regenerate with `tests/record.sh`).
//!
//! Our implementation must reproduce every recorded exit code. When the
//! oracle is installed the cases are also re-run through it live, so a
//! stale recording shows up too.
//!
//! Case file format:
//!
//! ```text
//! === case-name
//! args: --check-prefix=FOO '--implicit-check-not=a b'
//! --- check [noeol] [esc]
//! CHECK: ...
//! --- input [noeol] [esc]
//! ...
//! ```
//!
//! Sections run to the next `---`/`===` line and end with a newline unless
//! marked `noeol`; `esc` enables `\n`, `\r`, `\t`, `\xHH` and `\\`. A case
//! without an input section gets empty input.

mod common;

use common::{describe, oracle, run_oracle, run_ours, Case, Scratch};
use std::collections::BTreeMap;
use std::path::PathBuf;

fn cases_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/cases")
}

fn unescape(s: &str) -> Vec<u8> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' && i + 1 < b.len() {
            match b[i + 1] {
                b'n' => out.push(b'\n'),
                b'r' => out.push(b'\r'),
                b't' => out.push(b'\t'),
                b'\\' => out.push(b'\\'),
                b'x' if i + 3 < b.len() => {
                    let h = std::str::from_utf8(&b[i + 2..i + 4]).unwrap_or("00");
                    out.push(u8::from_str_radix(h, 16).unwrap_or(0));
                    i += 4;
                    continue;
                }
                c => {
                    out.push(b'\\');
                    out.push(c);
                }
            }
            i += 2;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    out
}

fn split_args(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut in_quote = false;
    let mut any = false;
    for c in s.chars() {
        match c {
            '\'' => {
                in_quote = !in_quote;
                any = true;
            }
            c if c.is_whitespace() && !in_quote => {
                if any {
                    out.push(std::mem::take(&mut cur));
                    any = false;
                }
            }
            c => {
                cur.push(c);
                any = true;
            }
        }
    }
    if any {
        out.push(cur);
    }
    out
}

/// Parses one `.case` file into named cases.
fn parse_case_file(name: &str, text: &str) -> Vec<(String, Case)> {
    let mut out = Vec::new();
    let mut cur: Option<(String, Case)> = None;
    let mut section: Option<(String, bool, bool)> = None;
    let mut body: Vec<&str> = Vec::new();
    fn flush(
        cur: &mut Option<(String, Case)>,
        section: &mut Option<(String, bool, bool)>,
        body: &mut Vec<&str>,
    ) {
        if let (Some((_, case)), Some((which, noeol, esc))) = (cur.as_mut(), section.take()) {
            let mut t = body.join("\n");
            if !noeol {
                t.push('\n');
            }
            let bytes = if esc { unescape(&t) } else { t.into_bytes() };
            if which == "check" {
                case.check = bytes;
            } else {
                case.input = bytes;
            }
        }
        body.clear();
    }
    for line in text.split('\n') {
        if let Some(n) = line.strip_prefix("=== ") {
            flush(&mut cur, &mut section, &mut body);
            if let Some(c) = cur.take() {
                out.push(c);
            }
            cur = Some((
                format!("{name}:{}", n.trim()),
                Case {
                    check: Vec::new(),
                    input: Vec::new(),
                    args: vec!["--dump-input=never".into()],
                },
            ));
        } else if let Some(s) = line.strip_prefix("--- ") {
            flush(&mut cur, &mut section, &mut body);
            let words: Vec<&str> = s.split_whitespace().collect();
            section = Some((
                words.first().copied().unwrap_or("").to_string(),
                words.contains(&"noeol"),
                words.contains(&"esc"),
            ));
        } else if section.is_none() {
            if let (Some(a), Some((_, case))) = (line.strip_prefix("args:"), cur.as_mut()) {
                case.args.extend(split_args(a));
            }
        } else {
            body.push(line);
        }
    }
    flush(&mut cur, &mut section, &mut body);
    if let Some(c) = cur.take() {
        out.push(c);
    }
    out
}

fn load_cases() -> Vec<(String, Case)> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(cases_dir())
        .expect("cases dir")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "case"))
        .collect();
    files.sort();
    let mut all = Vec::new();
    for f in files {
        let stem = f
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let text = std::fs::read_to_string(&f).expect("read case file");
        all.extend(parse_case_file(&stem, &text));
    }
    all
}

fn load_expected() -> BTreeMap<String, i32> {
    let text = std::fs::read_to_string(cases_dir().join("expected.txt")).unwrap_or_default();
    text.lines()
        .filter_map(|l| {
            let (name, code) = l.rsplit_once(' ')?;
            Some((name.to_string(), code.parse().ok()?))
        })
        .collect()
}

#[test]
fn corpus_matches_recorded_llvm_exit_codes() {
    let cases = load_cases();
    assert!(cases.len() >= 200, "corpus has only {} cases", cases.len());
    let mut names = std::collections::HashSet::new();
    for (n, _) in &cases {
        assert!(names.insert(n.clone()), "duplicate case name {n}");
    }
    let record = std::env::var_os("FILECHECK_RECORD").is_some();
    let oracle = oracle();
    if record && oracle.is_none() {
        panic!(
            "FILECHECK_RECORD needs LLVM FileCheck at {}",
            common::ORACLE
        );
    }
    let expected = load_expected();
    let dir = Scratch::new("corpus");
    let mut failures = Vec::new();
    let mut recorded = String::new();
    let mut live_checked = 0;
    for (name, case) in &cases {
        let ours = run_ours(case, &dir.0, "c");
        let mut want = expected.get(name).copied();
        if let Some(o) = oracle {
            let theirs = run_oracle(o, case, &dir.0, "c");
            live_checked += 1;
            if record {
                recorded.push_str(&format!("{name} {}\n", theirs.code));
                want = Some(theirs.code);
            } else if want != Some(theirs.code) {
                failures.push(format!(
                    "{name}: recorded {want:?} but LLVM now gives {} (run tests/record.sh)",
                    theirs.code
                ));
            }
            if ours.code != theirs.code {
                failures.push(format!(
                    "{name}: ours {} llvm {}\n{}llvm said:\n{}\nwe said:\n{}",
                    ours.code,
                    theirs.code,
                    describe(case),
                    theirs.stderr,
                    ours.stderr
                ));
                continue;
            }
        }
        match want {
            None => failures.push(format!(
                "{name}: no recorded exit code (run tests/record.sh)"
            )),
            Some(w) if w != ours.code => failures.push(format!(
                "{name}: ours {} recorded {w}\n{}we said:\n{}",
                ours.code,
                describe(case),
                ours.stderr
            )),
            _ => {}
        }
    }
    if record {
        std::fs::write(cases_dir().join("expected.txt"), recorded).expect("write expected.txt");
    }
    eprintln!(
        "conformance: {} cases, {} re-checked against LLVM live, {} failures",
        cases.len(),
        live_checked,
        failures.len()
    );
    if !failures.is_empty() {
        panic!(
            "{} failures:\n{}",
            failures.len(),
            failures.join("\n=====\n")
        );
    }
}
