//! tessera against real MLIR in-process (the MLIR bridge's oracle), on the
//! standard-dialect corpus (`test/std/*.in.mlir`: programs in
//! func/arith/math/scf/cf/memref/tensor/linalg as written, before
//! mlir-opt normalised them): parse, verify and print (custom and generic
//! forms) and canonicalize, each required to give MLIR's own answer
//! byte for byte, or to reject what MLIR rejects. Neither side spawns a
//! process: `tessera_tools::opt::run_buffer` is ir-opt and `mlir_bridge::Oracle`
//! is mlir-opt, both in this process.
//!
//! `TESSERA_ORACLE_TIMING=1` also times the same checks the old way, one
//! `mlir-opt` process per file and conversion, and prints both. A release
//! build (`cargo test --release`) checks all 300 files; a debug build,
//! every third.
#![cfg(feature = "mlir")]

use mlir_bridge::{Oracle, OracleOptions};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../test/std")
}

fn corpus() -> Vec<(String, String)> {
    let mut ids: Vec<String> = std::fs::read_dir(dir())
        .expect("test/std")
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            e.file_name()
                .to_str()
                .and_then(|n| n.strip_suffix(".in.mlir"))
                .map(str::to_string)
        })
        .collect();
    ids.sort();
    ids.into_iter()
        .filter_map(|id| {
            let text = std::fs::read_to_string(dir().join(format!("{id}.in.mlir"))).ok()?;
            Some((id, text))
        })
        .collect()
}

/// (name, ir-opt flags, the oracle's options, share that must agree %)
fn conversions() -> Vec<(&'static str, Vec<&'static str>, OracleOptions, usize)> {
    vec![
        ("print", vec![], OracleOptions::default(), 95),
        (
            "generic",
            vec!["--mlir-print-op-generic"],
            OracleOptions {
                generic: true,
                ..Default::default()
            },
            95,
        ),
        (
            "canonicalize",
            vec!["--canonicalize"],
            OracleOptions {
                pipeline: Some("builtin.module(canonicalize)".into()),
                ..Default::default()
            },
            90,
        ),
    ]
}

#[test]
fn tessera_agrees_with_mlir_in_process() {
    // A debug build (the default `cargo test`) checks every third file:
    // tessera's debug build registers its dialects slowly, once a file.
    let step = if cfg!(debug_assertions) { 3 } else { 1 };
    let files: Vec<(String, String)> = corpus().into_iter().step_by(step).collect();
    assert!(files.len() * step >= 300, "the corpus is missing");
    let oracle = Oracle::new();
    let mut report = Vec::new();
    let start = Instant::now();
    let mut checks = 0;
    let (mut mlir_s, mut ours_s) = (0.0, 0.0);
    for (name, flags, opts, need) in conversions() {
        let mut argv = vec!["ir-opt".to_string()];
        argv.extend(flags.iter().map(|f| f.to_string()));
        let Ok(args) = tessera_tools::opt::parse_args(&argv) else {
            panic!("bad flags {flags:?}")
        };
        let mut differ = Vec::new();
        for (id, text) in &files {
            checks += 1;
            let t = Instant::now();
            let mlir = oracle.run(text, &opts);
            mlir_s += t.elapsed().as_secs_f64();
            let t = Instant::now();
            let ours = tessera_tools::opt::run_buffer(
                &args,
                &format!("{id}.in.mlir"),
                text.clone().into_bytes(),
            );
            ours_s += t.elapsed().as_secs_f64();
            let agree = match (&mlir, &ours) {
                (Ok(m), Ok(t)) => m.trim_end() == String::from_utf8_lossy(t).trim_end(),
                (Err(_), Err(_)) => true,
                _ => false,
            };
            if !agree {
                differ.push(id.clone());
            }
        }
        let ok = files.len() - differ.len();
        report.push(format!(
            "{name}: {ok}/{} agree (differ: {differ:?})",
            files.len()
        ));
        assert!(ok * 100 >= files.len() * need, "{}", report.join("\n"));
    }
    let in_process = start.elapsed().as_secs_f64();
    report.push(format!(
        "{checks} checks in process: {in_process:.2} s (MLIR {mlir_s:.2} s, tessera {ours_s:.2} s)"
    ));
    if std::env::var("TESSERA_ORACLE_TIMING").is_ok() {
        report.push(spawned_timing(&files));
    }
    eprintln!("{}", report.join("\n"));
}

/// The same checks' MLIR side the old way: one mlir-opt process per file
/// and conversion.
fn spawned_timing(files: &[(String, String)]) -> String {
    let mlir_opt = "/usr/lib/llvm-22/bin/mlir-opt";
    if !Path::new(mlir_opt).exists() {
        return "mlir-opt 22 is not installed: no spawned timing".into();
    }
    let start = Instant::now();
    let mut n = 0;
    for (flags, _) in [
        (vec![], ()),
        (vec!["--mlir-print-op-generic"], ()),
        (vec!["--canonicalize"], ()),
    ] {
        for (id, _) in files {
            let _ = Command::new(mlir_opt)
                .args(&flags)
                .arg(dir().join(format!("{id}.in.mlir")))
                .output();
            n += 1;
        }
    }
    format!(
        "the MLIR side alone, one mlir-opt process per check: {n} processes, {:.2} s",
        start.elapsed().as_secs_f64()
    )
}
