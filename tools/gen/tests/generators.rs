//! Integration tests of the generators: determinism, claimed shapes of the
//! pathological inputs, mutants differ, and (when mlir-opt 22 is installed)
//! random modules and the small benchmark module are accepted by it.

use irgen::{big, mutate, pathological, structure};
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

const MLIR_OPT: &str = "/usr/lib/llvm-22/bin/mlir-opt";

/// Runs mlir-opt on `text`; `None` when mlir-opt isn't installed.
fn mlir_opt_accepts(text: &str, extra: &[&str]) -> Option<Result<(), String>> {
    if !Path::new(MLIR_OPT).exists() {
        return None;
    }
    let mut child = Command::new(MLIR_OPT)
        .args([
            "--allow-unregistered-dialect",
            "--mlir-print-op-generic",
            "-",
            "-o",
            "/dev/null",
        ])
        .args(extra)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .ok()?;
    child.stdin.take()?.write_all(text.as_bytes()).ok()?;
    let out = child.wait_with_output().ok()?;
    Some(if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    })
}

#[test]
fn random_is_deterministic_and_seed_dependent() {
    assert_eq!(
        structure::random_module(42, 30),
        structure::random_module(42, 30)
    );
    assert_ne!(
        structure::random_module(42, 30),
        structure::random_module(43, 30)
    );
}

#[test]
fn random_modules_are_accepted_by_mlir_opt() {
    let mut skipped = false;
    for seed in 0..40u64 {
        let text = structure::random_module(seed + 7000, 5 + seed % 40);
        match mlir_opt_accepts(&text, &[]) {
            None => {
                skipped = true;
                break;
            }
            Some(Ok(())) => {}
            Some(Err(e)) => panic!("seed {}: mlir-opt rejected:\n{e}\n{text}", seed + 7000),
        }
    }
    if skipped {
        eprintln!("mlir-opt not installed at {MLIR_OPT}: acceptance not checked");
    }
}

#[test]
fn small_big_module_is_accepted_by_mlir_opt() {
    let text = big::big_module(6, 40, 0);
    assert!(text.contains("\"func.func\"") && text.contains("\"scf.for\""));
    assert_eq!(text, big::big_module(6, 40, 0));
    if let Some(r) = mlir_opt_accepts(&text, &[]) {
        r.unwrap_or_else(|e| panic!("mlir-opt rejected the big module:\n{e}"));
    }
}

#[test]
fn mutants_differ_and_are_deterministic() {
    let src = structure::random_module(5, 20);
    for seed in 0..200 {
        let m = mutate::mutate(src.as_bytes(), seed);
        assert_ne!(m.bytes, src.as_bytes(), "seed {seed}: {}", m.description);
        assert_eq!(m.bytes, mutate::mutate(src.as_bytes(), seed).bytes);
    }
}

fn max_depth(bytes: &[u8], open: &[u8], close: u8) -> usize {
    let (mut d, mut m) = (0usize, 0usize);
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i..].starts_with(open) {
            d += 1;
            m = m.max(d);
            i += open.len();
            continue;
        }
        if bytes[i] == close {
            d = d.saturating_sub(1);
        }
        i += 1;
    }
    m
}

#[test]
fn pathological_inputs_are_what_they_claim() {
    let g = |k: &str, n: Option<u64>| pathological::generate(k, n).expect(k);
    assert_eq!(max_depth(&g("nested-regions", None), b"({", b'}'), 20_000);
    assert_eq!(max_depth(&g("nested-arrays", None), b"[", b']'), 100_000);
    assert_eq!(
        max_depth(&g("nested-tuples", None), b"tuple<", b'>'),
        100_000
    );
    let many = String::from_utf8(g("many-results", None)).unwrap();
    assert!(many.starts_with("%0:100000 = "));
    assert_eq!(many.matches("i32").count(), 100_000);
    let dim = String::from_utf8(g("huge-dim", None)).unwrap();
    assert!(dim.contains(&format!("tensor<1{}xf32>", "0".repeat(30))));
    let int = String::from_utf8(g("huge-int", None)).unwrap();
    assert!(int.contains(&format!("v = 1{}}}", "0".repeat(30))));
    assert!(std::str::from_utf8(&g("invalid-utf8", None)).is_err());
    assert!(g("nul", None).contains(&0));
    assert!(g("empty", None).is_empty());
    assert_eq!(max_depth(&g("nested-regions", Some(7)), b"({", b'}'), 7);
    assert!(pathological::generate("no-such-kind", None).is_err());
    assert!(pathological::generate("nested-arrays", Some(u64::MAX)).is_err());
}

#[test]
fn cli_never_panics_on_bad_arguments() {
    let bad: &[&[&str]] = &[
        &[],
        &["random"],
        &["random", "--seed"],
        &["random", "--seed", "x"],
        &["random", "--seed", "-1"],
        &["random", "--bogus", "1"],
        &["mutate"],
        &["mutate", "/nonexistent/file", "--seed", "1"],
        &["pathological"],
        &["pathological", "nope"],
        &["pathological", "empty", "1", "2"],
        &["frobnicate"],
    ];
    for args in bad {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        let mut out = Vec::new();
        assert!(
            irgen::cli::run(&args, &mut out).is_err(),
            "{args:?} should fail"
        );
    }
    let mut out = Vec::new();
    let ok: Vec<String> = ["random", "--seed", "3", "--size=5"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    irgen::cli::run(&ok, &mut out).unwrap();
    assert_eq!(
        String::from_utf8(out).unwrap(),
        structure::random_module(3, 5)
    );
}
