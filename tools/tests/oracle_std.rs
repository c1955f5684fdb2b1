//! ir-opt against mlir-opt 22 on the committed standard-dialect corpus
//! (`test/std`, programs in func/arith/math/scf/cf/memref/tensor/linalg
//! printed by mlir-opt): issue 4's three conversions, each required to be
//! byte-identical on at least 95% of the files where mlir-opt's own output
//! is a fixed point (`fixpoint.tsv` says where it is).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../test/std")
}

fn ir_opt(file: &str, generic: bool) -> Vec<u8> {
    let mut c = Command::new(env!("CARGO_BIN_EXE_ir-opt"));
    c.current_dir(dir());
    if generic {
        c.arg("--mlir-print-op-generic");
    }
    c.arg(file).output().map(|o| o.stdout).unwrap_or_default()
}

#[test]
fn std_corpus_conversions_match_mlir_opt() {
    let tsv = std::fs::read_to_string(dir().join("fixpoint.tsv")).expect("fixpoint.tsv");
    let rows: Vec<Vec<String>> = tsv
        .lines()
        .skip(1)
        .map(|l| l.split('\t').map(str::to_string).collect())
        .collect();
    // (conversion, column, input suffix, generic output?, reference suffix)
    let checks = [
        ("pretty->pretty", 1, "pretty", false, "pretty"),
        ("generic->pretty", 2, "generic", false, "pretty"),
        ("pretty->generic", 3, "pretty", true, "generic"),
    ];
    let mut report = Vec::new();
    for (name, col, input, generic, reference) in checks {
        let cases: Vec<&Vec<String>> = rows
            .iter()
            .filter(|r| r.get(col).map(String::as_str) == Some("same"))
            .collect();
        let failures = Mutex::new(Vec::new());
        let next = AtomicUsize::new(0);
        std::thread::scope(|s| {
            for _ in 0..2 {
                s.spawn(|| loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(r) = cases.get(i) else { break };
                    let id = &r[0];
                    let got = ir_opt(&format!("{id}.{input}.mlir"), generic);
                    let want = std::fs::read(dir().join(format!("{id}.{reference}.mlir")))
                        .unwrap_or_default();
                    if got != want {
                        failures
                            .lock()
                            .unwrap_or_else(|e| e.into_inner())
                            .push(id.clone());
                    }
                });
            }
        });
        let failures = failures.into_inner().unwrap_or_else(|e| e.into_inner());
        let ok = cases.len() - failures.len();
        report.push(format!(
            "{name}: {ok}/{} (failing: {:?})",
            cases.len(),
            failures
        ));
        assert!(ok * 100 >= cases.len() * 95, "{}", report.join("\n"));
    }
    eprintln!("{}", report.join("\n"));
}
