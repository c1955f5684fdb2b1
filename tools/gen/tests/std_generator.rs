//! Tests of `ir-gen std`: determinism per seed, `--dialects` restricts the
//! ops used, std mutants differ and are deterministic, and (when mlir-opt
//! 22 is installed) generated programs are accepted by it, verifier
//! included, without --allow-unregistered-dialect.

use irgen::std::{mutants::mutate_std, parse_dialects, std_module, DIALECTS};
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

const MLIR_OPT: &str = "/usr/lib/llvm-22/bin/mlir-opt";

/// mlir-opt's verdict on `text`; `None` when mlir-opt isn't installed.
fn mlir_opt(text: &str) -> Option<Result<(), String>> {
    if !Path::new(MLIR_OPT).exists() {
        return None;
    }
    let mut child = Command::new(MLIR_OPT)
        .args(["-", "-o", "/dev/null"])
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
fn deterministic_per_seed() {
    for seed in [0u64, 1, 17, 123_456] {
        assert_eq!(std_module(seed, 30, None), std_module(seed, 30, None));
    }
    assert_ne!(std_module(5, 30, None), std_module(6, 30, None));
}

#[test]
fn dialect_subset_is_respected() {
    let ds = parse_dialects("scf").unwrap();
    assert_eq!(ds, vec!["func", "arith", "scf"]);
    for seed in 0..30u64 {
        let t = std_module(seed, 25, Some(&ds));
        for d in ["math.", "cf.", "memref.", "tensor.", "linalg."] {
            assert!(
                !t.lines()
                    .any(|l| l.trim_start().contains(&format!("= {d}"))
                        || l.trim_start().starts_with(d)),
                "seed {seed} uses {d} with --dialects scf:\n{t}"
            );
        }
    }
    assert!(parse_dialects("func,nope").is_err());
}

#[test]
fn every_dialect_appears() {
    let all: String = (0..40u64).map(|s| std_module(s, 40, None)).collect();
    for d in DIALECTS {
        assert!(all.contains(&format!("{d}.")), "no {d} op in 40 seeds");
    }
}

#[test]
fn std_mutants_differ_and_are_deterministic() {
    let src = std_module(3, 30, None);
    for seed in 0..100u64 {
        let a = mutate_std(src.as_bytes(), seed);
        assert_ne!(a.bytes, src.as_bytes());
        assert_eq!(a.bytes, mutate_std(src.as_bytes(), seed).bytes);
    }
}

#[test]
fn accepted_by_mlir_opt() {
    let mut sizes = [5u64, 12, 25, 40, 60].iter().cycle();
    for seed in 0..36u64 {
        let text = std_module(seed + 90_000, *sizes.next().unwrap(), None);
        match mlir_opt(&text) {
            None => return, // mlir-opt not installed
            Some(Ok(())) => {}
            Some(Err(e)) => panic!("mlir-opt rejects std seed {}:\n{e}\n{text}", seed + 90_000),
        }
    }
    // Restricted dialect sets are accepted too.
    for (i, ds) in ["scf", "cf", "memref", "tensor,linalg", "math"]
        .iter()
        .enumerate()
    {
        let d = parse_dialects(ds).unwrap();
        let text = std_module(i as u64 + 7, 30, Some(&d));
        if let Some(Err(e)) = mlir_opt(&text) {
            panic!("mlir-opt rejects --dialects {ds}:\n{e}\n{text}");
        }
    }
}
