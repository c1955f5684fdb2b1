//! Differential fuzzing against LLVM's FileCheck: deterministically
//! generated check files and inputs from a vocabulary of directives,
//! patterns and options; both tools must agree on the exit code.
//!
//! Runs only when the oracle is installed. `FILECHECK_FUZZ_CASES=N` sets
//! the number of cases (default 400) and `FILECHECK_FUZZ_SEED=S` the seed.

mod common;

use common::{describe, oracle, run_oracle, run_ours, Case, Rng, Scratch};

const WORDS: &[&str] = &["foo", "bar", "baz", "a", "b", "x1", "Foo", "BAR"];

fn input_line(r: &mut Rng) -> String {
    match r.below(12) {
        0 => String::new(),
        1 => format!("{}  {}", r.pick(WORDS), r.pick(WORDS)),
        2 => format!("\t{} {}", r.pick(WORDS), r.below(20)),
        3 => format!("{} = {}", r.pick(WORDS), r.pick(WORDS)),
        4 => format!("v{} 0x{:x}", r.below(5), r.below(300)),
        5 => format!("[{}] ({}) *.", r.pick(WORDS), r.pick(WORDS)),
        6 => format!(" {} ", r.pick(WORDS)),
        7 => format!("{}{}", r.pick(WORDS), r.pick(WORDS)),
        8 => format!("{} {} {}", r.below(10), r.below(10), r.below(10)),
        _ => r.pick(WORDS).to_string(),
    }
}

fn pattern(r: &mut Rng, line: usize) -> String {
    let w = r.pick(WORDS).to_string();
    match r.below(30) {
        0 => "{{.*}}".into(),
        1 => format!("{w}{{{{.*}}}}"),
        2 => format!("{{{{^}}}}{w}"),
        3 => format!("{w}{{{{$}}}}"),
        4 => format!("{{{{[a-z]+}}}} {w}"),
        5 => "{{a|ab}}".into(),
        6 => format!(
            "[[X:{}]]",
            r.pick(&["[a-z]+", "[0-9]+", ".*", "foo|bar", "a*"])
        ),
        7 => "[[X]]".into(),
        8 => "[[#N:]]".into(),
        9 => format!("[[#N+{}]]", r.below(3)),
        10 => "[[#%x,H:]]".into(),
        11 => format!("[[@LINE{}]]", *r.pick(&["", "+1", "-1"])),
        12 => format!("{w}  {}", r.pick(WORDS)),
        13 => format!("[{w}]"),
        14 => format!("({w})"),
        15 => "*.".into(),
        16 => format!("{w} = [[X]]"),
        17 => "{{[0-9]}} {{[0-9]}}".into(),
        18 => format!("[[Y:{w}]] {{{{.*}}}}"),
        19 => "[[Y]]".into(),
        20 => "[[#N]]".into(),
        21 => format!("{w} [[#@LINE-{line}]]"),
        22 => "{{x[0-9]}}".into(),
        23 => format!("[[#add(N,{})]]", r.below(3)),
        24 => "v[[#]]".into(),
        25 => format!("{{{{(b)?}}}}{w}"),
        _ => w,
    }
}

fn directive(r: &mut Rng, prefix: &str, line: usize) -> String {
    let (kind, body) = match r.below(24) {
        0..=6 => (":", true),
        7..=9 => ("-NEXT:", true),
        10..=11 => ("-SAME:", true),
        12..=14 => ("-NOT:", true),
        15..=17 => ("-DAG:", true),
        18 => ("-LABEL:", true),
        19 => ("-EMPTY:", false),
        20 => (*r.pick(&["-COUNT-2:", "-COUNT-1:", "-COUNT-3:"]), true),
        21 => ("{LITERAL}:", true),
        22 => (
            *r.pick(&[
                "-NEXT-NOT:",
                "_NEXT:",
                "-COUNT-0:",
                "-FOO:",
                "-EMPTY: x",
                ":",
                "-DAG:",
            ]),
            false,
        ),
        _ => (":", true),
    };
    let lead = *r.pick(&["", "", "// ", "; ", "  "]);
    if body {
        format!("{lead}{prefix}{kind} {}", pattern(r, line))
    } else {
        format!("{lead}{prefix}{kind}")
    }
}

/// Turns a piece of real input text into a pattern that usually matches it.
fn derive(r: &mut Rng, text: &str, numbered: &mut bool) -> String {
    let toks: Vec<&str> = text.split_whitespace().collect();
    if toks.is_empty() {
        return pattern(r, 1);
    }
    let start = r.below(toks.len());
    let len = 1 + r.below(toks.len() - start);
    let mut out = Vec::new();
    for t in &toks[start..start + len] {
        let t = *t;
        let num = t.chars().all(|c| c.is_ascii_digit());
        let v = match r.below(14) {
            0 => "{{.*}}".to_string(),
            1 if num => {
                if *numbered {
                    format!("[[#N+{}]]", r.below(2))
                } else {
                    *numbered = true;
                    "[[#N:]]".to_string()
                }
            }
            2 if num => "[[#]]".into(),
            3 => format!("{{{{{}}}}}", if num { "[0-9]+" } else { "[^ ]+" }),
            4 => format!("[[V:{}]]", t.replace('[', "\\[").replace(']', "\\]")),
            5 => "[[V]]".into(),
            6 => t.to_uppercase(),
            7 => format!("{{{{^}}}}{t}"),
            8 => format!("{t}{{{{$}}}}"),
            9 if t.len() > 1 => t[1..].to_string(),
            _ => t.to_string(),
        };
        out.push(v);
    }
    out.join(if r.chance(20) { "   " } else { " " })
}

/// A check file written against a generated input, so that a good share
/// of the cases pass and the rest fail in interesting places.
fn gen_aligned(r: &mut Rng) -> Case {
    let ninput = 1 + r.below(8);
    let lines: Vec<String> = (0..ninput).map(|_| input_line(r)).collect();
    let mut input = lines.join("\n");
    if r.chance(85) {
        input.push('\n');
    }
    let mut check = String::new();
    let mut cur = 0usize;
    let mut numbered = false;
    let n = 1 + r.below(6);
    let mut wrote = 0;
    for _ in 0..n {
        let step = r.below(3);
        let next = (cur + step).min(ninput - 1);
        let text = derive(r, &lines[next], &mut numbered);
        let kind = match r.below(20) {
            0..=2 if wrote > 0 && step == 1 => "-NEXT",
            3..=4 if wrote > 0 && step == 0 => "-SAME",
            5..=6 => "-DAG",
            7..=8 => "-NOT",
            9 => "-LABEL",
            10 if wrote > 0 && lines[next].is_empty() => "-EMPTY",
            11 => "-COUNT-2",
            _ => "",
        };
        if kind == "-EMPTY" {
            check.push_str("CHECK-EMPTY:\n");
        } else if kind == "-LABEL" && (text.contains("[[") || text.contains("{{")) {
            check.push_str(&format!("CHECK-LABEL: {}\n", lines[next].trim()));
        } else if kind == "-NOT" {
            let w = r.pick(WORDS);
            check.push_str(&format!("CHECK-NOT: {w}\n"));
        } else {
            check.push_str(&format!("CHECK{kind}: {text}\n"));
        }
        wrote += 1;
        cur = next;
    }
    let mut args = Vec::new();
    for (p, opt) in [
        (10, "--match-full-lines"),
        (10, "--strict-whitespace"),
        (10, "--ignore-case"),
        (8, "--implicit-check-not=baz"),
        (10, "--enable-var-scope"),
        (3, "-DV=foo"),
        (3, "-D#N=3"),
    ] {
        if r.chance(p) {
            args.push(opt.to_string());
        }
    }
    args.push("--dump-input=never".into());
    Case {
        check: check.into_bytes(),
        input: input.into_bytes(),
        args,
    }
}

/// Sprinkles syntax characters over a case to reach the parsers' error paths.
fn mutate(r: &mut Rng, mut case: Case) -> Case {
    const SPICE: &[u8] = b"[]{}#:%,()\\|*+?^$@-=_ \t\n0123456789xX.";
    let target = if r.chance(80) {
        &mut case.check
    } else {
        &mut case.input
    };
    for _ in 0..1 + r.below(3) {
        let c = *r.pick(SPICE);
        let at = r.below(target.len() + 1);
        match r.below(3) {
            0 if at < target.len() => target[at] = c,
            1 if at < target.len() => {
                target.remove(at);
            }
            _ => target.insert(at, c),
        }
    }
    case
}

fn gen_case(r: &mut Rng) -> Case {
    if r.chance(20) {
        let base = if r.chance(50) {
            gen_aligned(r)
        } else {
            gen_random(r)
        };
        return mutate(r, base);
    }
    if r.chance(55) {
        return gen_aligned(r);
    }
    gen_random(r)
}

fn gen_random(r: &mut Rng) -> Case {
    let mut args = Vec::new();
    let custom = r.chance(15);
    let prefixes: Vec<&str> = if custom {
        args.push("--check-prefixes=A,B".to_string());
        vec!["A", "B"]
    } else {
        vec!["CHECK"]
    };
    let nlines = 1 + r.below(6);
    let mut check = String::new();
    for i in 0..nlines {
        if r.chance(8) {
            check.push_str(*r.pick(&["COM: CHECK: nothing", "RUN: true", "plain text", ""]));
        } else {
            let p = *r.pick(&prefixes);
            check.push_str(&directive(r, p, i + 1));
        }
        if i + 1 < nlines || r.chance(85) {
            check.push('\n');
        }
    }
    let ninput = r.below(7);
    let mut input = String::new();
    for i in 0..ninput {
        input.push_str(&input_line(r));
        if i + 1 < ninput || r.chance(80) {
            input.push_str(if r.chance(5) { "\r\n" } else { "\n" });
        }
    }
    for (p, opt) in [
        (10, "--match-full-lines"),
        (10, "--strict-whitespace"),
        (8, "--ignore-case"),
        (8, "--implicit-check-not=baz"),
        (8, "--enable-var-scope"),
        (5, "--allow-empty"),
        (5, "-DX=foo"),
        (5, "-D#N=3"),
        (3, "--allow-unused-prefixes"),
    ] {
        if r.chance(p) {
            args.push(opt.to_string());
        }
    }
    args.push("--dump-input=never".into());
    Case {
        check: check.into_bytes(),
        input: input.into_bytes(),
        args,
    }
}

#[test]
fn agrees_with_llvm_on_random_cases() {
    let Some(oracle) = oracle() else {
        eprintln!("LLVM FileCheck not installed; skipping differential test");
        return;
    };
    let n: usize = std::env::var("FILECHECK_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(400);
    let seed: u64 = std::env::var("FILECHECK_FUZZ_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20240601);
    let mut rng = Rng::new(seed);
    let dir = Scratch::new("fuzz");
    let mut failures = Vec::new();
    let mut by_code = [0usize; 3];
    for i in 0..n {
        let case = gen_case(&mut rng);
        let ours = run_ours(&case, &dir.0, "c");
        let theirs = run_oracle(oracle, &case, &dir.0, "c");
        if theirs.code < 0 {
            // The oracle crashed; nothing to compare against.
            continue;
        }
        if let Some(c) = by_code.get_mut(theirs.code as usize) {
            *c += 1;
        }
        if ours.code != theirs.code {
            failures.push(format!(
                "case {i}: ours {} llvm {}\n{}llvm said:\n{}\nwe said:\n{}",
                ours.code,
                theirs.code,
                describe(&case),
                theirs.stderr,
                ours.stderr
            ));
        }
    }
    eprintln!(
        "differential: {n} cases, LLVM exit codes 0/1/2 = {:?}, {} disagreements",
        by_code,
        failures.len()
    );
    if !failures.is_empty() {
        let shown: Vec<_> = failures.iter().take(8).cloned().collect();
        panic!(
            "{} of {n} random cases disagree with LLVM FileCheck:\n{}",
            failures.len(),
            shown.join("\n=====\n")
        );
    }
}
