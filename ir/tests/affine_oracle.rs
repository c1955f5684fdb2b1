//! Affine maps and integer sets against mlir-opt: a committed corpus of
//! inputs with the text LLVM 22's mlir-opt printed for them (recorded by
//! `tests/data/affine/record.sh`), and, where mlir-opt is installed, a live
//! differential run over seeded random inputs and over mlir-opt's own
//! output fed back in (so our fixpoints are mlir-opt's fixpoints).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

use ir::diag::{DiagLoc, SourceBuffer, SourceMgr};
use ir::text::{parse_source, print_op, ParseOptions, PrintOptions};
use ir::Context;

const MLIR_OPT: &str = "/usr/lib/llvm-22/bin/mlir-opt";

/// Cases per generated batch file: one op per case keeps a batch cheap
/// for mlir-opt while a failing case is still easy to find.
const BATCH: usize = 500;

// ----- random inputs -----

/// splitmix64: small, seeded, the same on every platform.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len() as u64) as usize]
    }
}

/// Binding of generated text: what may embed it without parentheses.
#[derive(Copy, Clone, PartialEq, PartialOrd)]
enum Level {
    Sum,
    Term,
    Operand,
}

struct Gen<'a> {
    rng: &'a mut Rng,
    dims: Vec<String>,
    syms: Vec<String>,
    /// Allow literals above `i64::MAX` and non-affine products/divisions:
    /// inputs mlir-opt rejects.
    invalid: bool,
    /// Subexpressions made so far, with whether they are dimension-free:
    /// reusing them produces the `x - x`, `c1 * x + c2 * x` and
    /// `x - (x floordiv c) * c` shapes the simplifier looks for.
    seen: Vec<((String, Level), bool)>,
}

impl Gen<'_> {
    fn constant(&mut self) -> String {
        let r = self.rng.below(100);
        let v: u64 = if r < 55 {
            self.rng.below(10)
        } else if r < 80 {
            self.rng.below(1000)
        } else if r < 90 {
            *self.rng.pick(&[64, 128, 256, 1 << 31, 1 << 32, 1 << 62])
        } else {
            let big = [
                i64::MAX as u64,
                i64::MAX as u64 - 1,
                (i64::MAX as u64) / 2,
                (i64::MAX as u64) / 3,
                1 << 62,
                3037000499,
                3037000500,
            ];
            *self.rng.pick(&big)
        };
        if self.invalid && self.rng.chance(8) {
            return (i64::MAX as u64 + 1 + self.rng.below(3)).to_string();
        }
        v.to_string()
    }

    fn wrap(&mut self, (text, level): (String, Level), need: Level) -> String {
        if level < need || self.rng.chance(8) {
            format!("({text})")
        } else {
            text
        }
    }

    /// An expression as text; `symbolic` keeps dimensions out so products
    /// and divisor operands stay affine.
    fn expr(&mut self, depth: u32, symbolic: bool) -> (String, Level) {
        if self.rng.chance(12) {
            let fits: Vec<&(String, Level)> = self
                .seen
                .iter()
                .filter(|(_, sym)| *sym || !symbolic)
                .map(|(e, _)| e)
                .collect();
            if !fits.is_empty() {
                return (*self.rng.pick(&fits)).clone();
            }
        }
        let e = self.fresh(depth, symbolic);
        self.seen.push((e.clone(), symbolic));
        e
    }

    fn fresh(&mut self, depth: u32, symbolic: bool) -> (String, Level) {
        let leaf = depth == 0 || self.rng.chance(25);
        if leaf {
            let r = self.rng.below(100);
            if r < 45 && !self.dims.is_empty() && (!symbolic || (self.invalid && r < 5)) {
                return (self.rng.pick(&self.dims).clone(), Level::Operand);
            }
            if r < 75 && !self.syms.is_empty() {
                return (self.rng.pick(&self.syms).clone(), Level::Operand);
            }
            return (self.constant(), Level::Operand);
        }
        let d = depth - 1;
        match self.rng.below(100) {
            0..=24 => {
                let a = self.expr(d, symbolic);
                let b = self.expr(d, symbolic);
                let a = self.wrap(a, Level::Sum);
                let b = self.wrap(b, Level::Term);
                let op = if self.rng.chance(50) { "+" } else { "-" };
                (format!("{a} {op} {b}"), Level::Sum)
            }
            25..=44 => {
                // One factor has no dimensions, on either side.
                let free = self.invalid && self.rng.chance(40);
                let a = self.expr(d, symbolic);
                let b = self.expr(d, !free);
                let (a, b) = if self.rng.chance(50) { (a, b) } else { (b, a) };
                let a = self.wrap(a, Level::Term);
                let b = self.wrap(b, Level::Operand);
                (format!("{a} * {b}"), Level::Term)
            }
            45..=69 => {
                let free = self.invalid && self.rng.chance(40);
                let a = self.expr(d, symbolic);
                let b = if self.rng.chance(60) {
                    let c = self.constant();
                    if self.rng.chance(20) {
                        (format!("-{c}"), Level::Operand)
                    } else {
                        (c, Level::Operand)
                    }
                } else {
                    self.expr(d, !free)
                };
                let a = self.wrap(a, Level::Term);
                let b = self.wrap(b, Level::Operand);
                let op = self.rng.pick(&["floordiv", "ceildiv", "mod"]);
                (format!("{a} {op} {b}"), Level::Term)
            }
            70..=74 => {
                // `x - (x floordiv q) * q`, maybe behind another summand.
                let (x, _) = self.expr(d, symbolic);
                let q = if self.rng.chance(60) {
                    self.constant()
                } else {
                    let q = self.expr(0, true);
                    self.wrap(q, Level::Operand)
                };
                let lead = if self.rng.chance(40) {
                    let a = self.expr(d, symbolic);
                    format!("{} + ", self.wrap(a, Level::Sum))
                } else {
                    String::new()
                };
                let scaled = if self.rng.chance(50) {
                    format!("({x} floordiv {q}) * {q}")
                } else {
                    format!("{q} * ({x} floordiv {q})")
                };
                (format!("{lead}({x}) - {scaled}"), Level::Sum)
            }
            75..=84 => {
                let a = self.expr(d, symbolic);
                let a = self.wrap(a, Level::Operand);
                (format!("-{a}"), Level::Operand)
            }
            _ => {
                let (a, _) = self.expr(d, symbolic);
                (format!("({a})"), Level::Operand)
            }
        }
    }
}

/// Names for dimensions and symbols, including MLIR's own spellings in
/// the other role and keywords, which MLIR accepts as identifiers.
const NAMES: &[&str] = &[
    "d0", "d1", "d2", "s0", "s1", "i", "j", "k", "N", "M", "x_1", "a.b", "i32", "mod", "floordiv",
];

fn gen_case(rng: &mut Rng, invalid: bool) -> String {
    let ndims = rng.below(4) as usize;
    let nsyms = rng.below(3) as usize;
    let custom = rng.chance(40);
    let mut pool: Vec<String> = NAMES.iter().map(|s| s.to_string()).collect();
    let mut take = |rng: &mut Rng, default: String| -> String {
        if !custom {
            return default;
        }
        let i = rng.below(pool.len() as u64) as usize;
        pool.swap_remove(i)
    };
    let dims: Vec<String> = (0..ndims).map(|i| take(rng, format!("d{i}"))).collect();
    let syms: Vec<String> = (0..nsyms).map(|i| take(rng, format!("s{i}"))).collect();
    let set = rng.chance(30);
    let count = match rng.below(10) {
        0 => 0,
        1..=5 => 1,
        6..=8 => 2,
        _ => 4,
    };
    let depth = 1 + rng.below(5) as u32;
    let mut g = Gen {
        rng,
        dims,
        syms,
        invalid,
        seen: Vec::new(),
    };
    let mut items = Vec::new();
    for _ in 0..count {
        let (e, _) = g.expr(depth, false);
        if set {
            let (r, _) = g.expr(depth.min(2), false);
            let rel = g.rng.pick(&[">=", "<=", "=="]);
            let r = if g.rng.chance(40) { "0".to_string() } else { r };
            items.push(format!("{e} {rel} {r}"));
        } else {
            items.push(e);
        }
    }
    let mut head = format!("({})", g.dims.join(", "));
    if !g.syms.is_empty() || g.rng.chance(5) {
        let _ = write!(head, "[{}]", g.syms.join(", "));
    }
    if set {
        format!("affine_set<{head} : ({})>", items.join(", "))
    } else {
        format!("affine_map<{head} -> ({})>", items.join(", "))
    }
}

/// Hand-picked inputs first (the ones that once disagreed), then `n`
/// seeded random ones.
fn inputs(seed: u64, n: usize) -> Vec<String> {
    let mut v: Vec<String> = HAND_PICKED.iter().map(|s| s.to_string()).collect();
    let mut rng = Rng(seed);
    v.extend((0..n).map(|_| gen_case(&mut rng, false)));
    v
}

const HAND_PICKED: &[&str] = &[
    "affine_map<(d0, d1)[s0] -> (d0 - d0 + s0 * 2)>",
    "affine_set<(d0)[s0] : (d0 - s0 >= 0)>",
    "affine_map<(d0) -> (-d0 - d0 - 3)>",
    "affine_map<()[s0, s1] -> (s1 * s0)>",
    "affine_map<()[s0] -> ((s0 + s0) floordiv 3)>",
    "affine_map<(d0) -> ((d0 - d0) mod 4)>",
    "affine_map<()[s0] -> ((s0 * 5) * s0)>",
    "affine_map<(d0, d1) -> (d1 - d1 * 9)>",
    "affine_map<(d0, d1)[s0] -> (d0 + s0 - d1 floordiv 4 - s0)>",
    "affine_map<(d0, d1) -> (d0 + 9223372036854775807 + 1, d0 * 9223372036854775807 * 2)>",
    "affine_map<(d0) -> (9223372036854775807 + 1, 2 * 9223372036854775807)>",
    "affine_map<(d0) -> ((-9223372036854775807 - 1) * d0, -9223372036854775807 - 1)>",
    "affine_map<(d0) -> (d0 floordiv 0, d0 mod 0, d0 ceildiv 0, 7 floordiv 0, 7 mod -2)>",
    "affine_map<(d0) -> ((d0 * 4) floordiv -2, 7 floordiv -2, 7 ceildiv -2, d0 floordiv -1)>",
    "affine_map<(d0) -> ((-9223372036854775807 - 1) floordiv -1, (-9223372036854775807 - 1) ceildiv -1)>",
    "affine_map<(d0) -> (d0 + d0 * 9223372036854775807, d0 * 0)>",
    "affine_map<(d0)[s0] -> (d0 - (d0 floordiv s0) * s0, d0 - (d0 floordiv 8) * 8)>",
    "affine_map<(d0, d1)[s0] -> (s0 * 64 + d1 - (d1 floordiv 8) * 8)>",
    "affine_map<(d0, d1) -> ((d0 * 8 + d1) mod 8, (d0 * 8 + d1) floordiv 8, (d0 mod 16) mod 4)>",
    "affine_map<(d1, d0)[N] -> (d0 + d1, N * d0, d0 * N)>",
    "affine_set<(d0) : ()>",
    "affine_set<() : (1 >= 0)>",
    "affine_map<() -> ()>",
    "affine_map<(d0, d1) -> ()>",
    "affine_map<(d0)[] -> (d0)>",
    "affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 <= 3, d0 == s0)>",
    "affine_map<(mod, floordiv) -> (mod mod 2, floordiv floordiv 3)>",
];

// ----- running both sides -----

/// The source holding `cases`, one op each.
fn batch_source(cases: &[String]) -> String {
    let mut s = String::new();
    for c in cases {
        let _ = writeln!(s, "\"x.y\"() {{a = {c}}} : () -> ()");
    }
    s
}

/// The attribute of each `x.y` op in printed output, aliases resolved.
fn extract(out: &str) -> Vec<String> {
    let mut aliases = std::collections::HashMap::new();
    let mut attrs = Vec::new();
    for line in out.lines() {
        if let Some(rest) = line.strip_prefix('#') {
            if let Some((name, value)) = rest.split_once(" = ") {
                aliases.insert(format!("#{name}"), value.to_string());
            }
        } else if let Some(rest) = line.trim_start().strip_prefix("\"x.y\"() {a = ") {
            let v = rest.strip_suffix("} : () -> ()").unwrap_or(rest);
            attrs.push(v.to_string());
        }
    }
    attrs
        .into_iter()
        .map(|a| aliases.get(&a).cloned().unwrap_or(a))
        .collect()
}

/// What we print for a source: the attributes, or the first error as
/// `error at COL: MESSAGE`.
fn ours_source(src: &str) -> Result<Vec<String>, String> {
    let mut sm = SourceMgr::default();
    let id = sm.add(SourceBuffer::new("in.mlir", src.as_bytes().to_vec()));
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    match parse_source(&mut ctx, &sm, id, ParseOptions::default()) {
        Ok(op) => {
            let opts = PrintOptions {
                generic: true,
                debuginfo: false,
                nameloc_prefix: false,
            };
            Ok(extract(&print_op(&ctx, op, opts)))
        }
        Err(d) => {
            let col = match d.loc {
                DiagLoc::Offset { buffer, offset } => sm.buffers[buffer].line_col(offset).1,
                _ => 0,
            };
            Err(format!("error at {col}: {}", d.message))
        }
    }
}

fn ours(case: &str) -> String {
    match ours_source(&batch_source(&[case.to_string()])) {
        Ok(mut v) if v.len() == 1 => v.remove(0),
        Ok(v) => format!("unexpected output {v:?}"),
        Err(e) => e,
    }
}

/// What mlir-opt made of one case.
#[derive(Clone, Debug, PartialEq)]
enum Theirs {
    Printed(String),
    /// A diagnostic (its own output is not always valid input).
    Rejected,
    /// Killed by a signal: some int64 corner cases trap inside MLIR.
    Crashed,
}

/// mlir-opt on a batch: its attributes, or how the whole run failed.
fn mlir_batch(cases: &[String], dir: &Path) -> Result<Vec<Theirs>, Theirs> {
    let file = dir.join("batch.mlir");
    std::fs::write(&file, batch_source(cases)).map_err(|_| Theirs::Crashed)?;
    let out = Command::new(MLIR_OPT)
        .args(["--allow-unregistered-dialect", "--mlir-print-op-generic"])
        .arg(&file)
        .output()
        .map_err(|_| Theirs::Crashed)?;
    match out.status.code() {
        Some(0) => {}
        Some(_) => return Err(Theirs::Rejected),
        None => return Err(Theirs::Crashed),
    }
    let v = extract(&String::from_utf8_lossy(&out.stdout));
    if v.len() != cases.len() {
        return Err(Theirs::Crashed);
    }
    Ok(v.into_iter().map(Theirs::Printed).collect())
}

/// mlir-opt's answer for each case, batched; a failing batch is split in
/// halves until the failing cases stand alone.
fn mlir_all(cases: &[String], dir: &Path) -> Vec<Theirs> {
    fn go(cases: &[String], dir: &Path, res: &mut Vec<Theirs>) {
        match mlir_batch(cases, dir) {
            Ok(v) => res.extend(v),
            Err(e) if cases.len() == 1 => res.push(e),
            Err(_) => {
                let (a, b) = cases.split_at(cases.len() / 2);
                go(a, dir, res);
                go(b, dir, res);
            }
        }
    }
    let mut res = Vec::new();
    for chunk in cases.chunks(BATCH) {
        go(chunk, dir, &mut res);
    }
    res
}

/// Compares our answer with mlir-opt's; `None` when they agree (or
/// mlir-opt crashed, which counts apart).
fn compare(case: &str, theirs: &Theirs) -> Option<String> {
    let got = ours(case);
    let ok = match theirs {
        Theirs::Printed(t) => &got == t,
        Theirs::Rejected => got.starts_with("error"),
        Theirs::Crashed => true,
    };
    (!ok).then(|| format!("  in:  {case}\n  want {theirs:?}\n  got  {got}"))
}

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/affine")
}

fn scratch_dir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("tessera-affine-{tag}-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&d);
    d
}

// ----- the tests -----

/// The committed corpus: `in:` lines with the `out:` line mlir-opt printed.
#[test]
fn recorded_cases() {
    let text = std::fs::read_to_string(data_dir().join("cases.txt")).expect("cases.txt");
    let mut lines = text.lines().filter(|l| !l.starts_with("//"));
    let (mut total, mut bad) = (0, Vec::new());
    while let Some(i) = lines.next() {
        let (Some(input), Some(expected)) = (
            i.strip_prefix("in: "),
            lines.next().and_then(|o| o.strip_prefix("out: ")),
        ) else {
            panic!("malformed cases.txt near {i:?}");
        };
        total += 1;
        let got = ours(input);
        if got != expected {
            bad.push(format!("  in:  {input}\n  want {expected}\n  got  {got}"));
        }
    }
    assert!(total >= 300, "only {total} recorded cases");
    assert!(
        bad.is_empty(),
        "{} of {total} differ:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

/// Seeded random inputs against the live mlir-opt, then mlir-opt's output
/// fed back to both. `AFFINE_ORACLE_CASES` sets the count (default 3000).
#[test]
fn live_differential() {
    if !Path::new(MLIR_OPT).exists() {
        eprintln!("skipped: {MLIR_OPT} not installed");
        return;
    }
    let n = std::env::var("AFFINE_ORACLE_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(3000);
    let seed = std::env::var("AFFINE_ORACLE_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x7e55e7a);
    let dir = scratch_dir("live");
    let cases = inputs(seed, n);
    let mut report = String::new();
    let theirs = mlir_all(&cases, &dir);
    let crashed = |v: &[Theirs]| v.iter().filter(|t| **t == Theirs::Crashed).count();
    let rejected = |v: &[Theirs]| v.iter().filter(|t| **t == Theirs::Rejected).count();
    let mut bad = 0;
    for (c, t) in cases.iter().zip(&theirs) {
        if let Some(m) = compare(c, t) {
            bad += 1;
            if bad <= 30 {
                report.push_str(&m);
                report.push('\n');
            }
        }
        if std::env::var("AFFINE_ORACLE_VERBOSE").is_ok() && !matches!(t, Theirs::Printed(_)) {
            eprintln!("mlir-opt {t:?} on {c}; we print {}", ours(c));
        }
    }
    // Printed output as input: equal answers here make our fixpoints
    // exactly mlir-opt's.
    let round2: Vec<String> = theirs
        .iter()
        .filter_map(|t| match t {
            Theirs::Printed(p) => Some(p.clone()),
            _ => None,
        })
        .collect();
    let theirs2 = mlir_all(&round2, &dir);
    let (mut bad2, mut moved) = (0, 0);
    for (c, t) in round2.iter().zip(&theirs2) {
        moved += (t != &Theirs::Printed(c.clone())) as usize;
        if let Some(m) = compare(c, t) {
            bad2 += 1;
            if bad2 <= 30 {
                report.push_str("  round 2:\n");
                report.push_str(&m);
                report.push('\n');
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    eprintln!(
        "affine oracle: {} cases, {bad} differ ({} crashed mlir-opt, {} rejected); \
         {} reprinted, {bad2} differ, {moved} not mlir-opt fixpoints ({} crashed, {} rejected)",
        cases.len(),
        crashed(&theirs),
        rejected(&theirs),
        round2.len(),
        crashed(&theirs2),
        rejected(&theirs2),
    );
    assert!(bad == 0 && bad2 == 0, "mismatches:\n{report}");
}

/// Inputs mlir-opt rejects (non-affine products and divisions, literals
/// past `i64::MAX`) must fail here too, with its message at its column.
#[test]
fn live_errors() {
    if !Path::new(MLIR_OPT).exists() {
        eprintln!("skipped: {MLIR_OPT} not installed");
        return;
    }
    let n: usize = std::env::var("AFFINE_ORACLE_ERRORS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(60);
    let dir = scratch_dir("errors");
    let file = dir.join("e.mlir");
    let mut rng = Rng(0xe7707);
    let (mut tried, mut bad, mut report) = (0, 0, String::new());
    while tried < n {
        let c = gen_case(&mut rng, true);
        let src = batch_source(std::slice::from_ref(&c));
        std::fs::write(&file, &src).expect("write");
        let out = Command::new(MLIR_OPT)
            .args(["--allow-unregistered-dialect", "--mlir-print-op-generic"])
            .arg(&file)
            .output()
            .expect("mlir-opt");
        if out.status.success() {
            continue;
        }
        let err = String::from_utf8_lossy(&out.stderr);
        // `FILE:1:COL: error: MESSAGE`
        let Some(first) = err.lines().next() else {
            continue;
        };
        let mut parts = first.splitn(4, ':');
        let (_, _, col, msg) = (parts.next(), parts.next(), parts.next(), parts.next());
        let (Some(col), Some(msg)) = (col, msg) else {
            continue;
        };
        tried += 1;
        let want = format!(
            "error at {col}: {}",
            msg.trim_start().strip_prefix("error: ").unwrap_or(msg)
        );
        let got = match ours_source(&src) {
            Ok(v) => format!("accepted: {v:?}"),
            Err(e) => e,
        };
        if got != want {
            bad += 1;
            if bad <= 20 {
                let _ = writeln!(report, "  in:  {c}\n  want {want}\n  got  {got}");
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    eprintln!("affine errors: {tried} rejected inputs, {bad} differ");
    assert!(bad == 0, "mismatches:\n{report}");
}

/// Hostile inputs: never a panic, whatever is accepted or rejected. Runs
/// on a stack as large as `ir-opt` gives its parser.
#[test]
fn no_panics() {
    std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(hostile_inputs)
        .expect("spawn")
        .join()
        .expect("no panic");
}

fn hostile_inputs() {
    let mut rng = Rng(0xbad);
    let toks = [
        "d0",
        "s0",
        "(",
        ")",
        "+",
        "-",
        "*",
        "floordiv",
        "ceildiv",
        "mod",
        "0",
        "1",
        "-1",
        "9223372036854775807",
        "9223372036854775808",
        ">=",
        "<=",
        "==",
        ",",
        "[",
        "]",
    ];
    for _ in 0..3000 {
        let n = rng.below(30);
        let body: Vec<&str> = (0..n).map(|_| *rng.pick(&toks)).collect();
        let body = body.join(" ");
        let _ = ours(&format!("affine_map<(d0)[s0] -> ({body})>"));
        let _ = ours(&format!("affine_set<(d0)[s0] : ({body})>"));
    }
    for _ in 0..300 {
        let _ = ours(&gen_case(&mut rng, true));
    }
    // Deep parentheses and long chains hit the nesting limit, not the stack.
    let deep = format!(
        "affine_map<(d0) -> ({}d0{})>",
        "(".repeat(50_000),
        ")".repeat(50_000)
    );
    assert!(ours(&deep).contains("nesting too deep"));
    let long = vec!["d0 floordiv 2 + d0 * 3"; 30_000].join(" - ");
    assert!(ours(&format!("affine_map<(d0) -> ({long})>")).contains("nesting too deep"));
    let ok = vec!["d0 floordiv 2 + d0 * 3"; 500].join(" - ");
    assert!(!ours(&format!("affine_map<(d0) -> ({ok})>")).starts_with("error"));
}

/// Writes the corpus inputs (hand-picked, then seeded random ones) to
/// `$AFFINE_DUMP`, one a line, for `record.sh`.
#[test]
#[ignore]
fn dump_inputs() {
    let Ok(path) = std::env::var("AFFINE_DUMP") else {
        return;
    };
    let n = std::env::var("AFFINE_DUMP_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(400);
    let mut text = inputs(0xc0ffee, n).join("\n");
    text.push('\n');
    std::fs::write(path, text).expect("write inputs");
}
