//! The IR is the contract between passes: the dataflow pipeline printed
//! after any prefix (with its locations, `--mlir-print-debuginfo`) and
//! resumed by a fresh context gives byte for byte what one run gives, on
//! every committed model (torch-mlir exports and JAX exports) for each
//! target. Nothing a pass decides lives outside the IR. In-process
//! (`tessera_tools::opt::run_buffer` is ir-opt), each run its own context,
//! as a new process would be. `scripts/resume-check.sh` runs the same
//! check with the ir-opt binary on any file.
//!
//! The final output is compared as printed, and for Spyre, where it is
//! all kernels (KTIR: every kernel op carries its source), with its
//! locations too. A StableHLO op left in the output (a TPU's kernels, a
//! CPU kernel kept on the host) may be a compact `reduce ... applies`,
//! which elides its body: MLIR still lists the body ops' locations
//! (`#locN` aliases) but a reparse cannot restore them (they are where
//! the parser stood), in mlir-opt as here.

use std::path::{Path, PathBuf};
use tessera_tools::opt::{parse_args, run_buffer};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The pipeline for `target`, one flag a pass. `--target` names the
/// target for every pass of both runs (ir-opt hoists the first pass's
/// target to the whole pipeline, so a prefix without `--tile=T` would
/// otherwise fuse for the host).
fn pipeline(target: &str, jax: bool) -> Vec<String> {
    let mut p: Vec<String> = vec![format!("--target={target}")];
    if jax {
        p.push("--inline".into());
    }
    p.extend(
        [
            "--decompose",
            "--convert-torch-to-hlo",
            "--fuse",
            "--layout",
        ]
        .iter()
        .map(|s| s.to_string()),
    );
    p.push(format!("--tile=target={target}"));
    p.push("--schedule".into());
    match target {
        "spyre" => p.push("--convert-to-ktir".into()),
        "cpu" => p.push("--convert-to-tt".into()),
        _ => {}
    }
    p
}

fn run(flags: &[String], name: &str, text: &[u8], debuginfo: bool) -> Result<Vec<u8>, String> {
    let mut argv: Vec<String> = vec!["ir-opt".into()];
    if debuginfo {
        argv.push("--mlir-print-debuginfo".into());
    }
    argv.extend(flags.iter().cloned());
    argv.push(name.into());
    let args = parse_args(&argv).map_err(|e| format!("{e:?}"))?;
    run_buffer(&args, name, text.to_vec())
}

/// Checks every prefix of the pipeline on one file; returns the prefixes
/// checked (0 when the whole pipeline does not apply to the file).
fn check(file: &Path, target: &str, jax: bool) -> usize {
    let name = file.to_string_lossy().to_string();
    let text = std::fs::read(file).expect("model");
    let flags = pipeline(target, jax);
    let kernels = target == "spyre";
    let Ok(whole) = run(&flags, &name, &text, kernels) else {
        // A program the pipeline cannot take for this target (an op with
        // no Spyre kernel yet) says so at its op; nothing to resume.
        return 0;
    };
    let (target_flag, passes) = flags.split_at(1);
    for cut in 1..passes.len() {
        let head: Vec<String> = target_flag.iter().chain(&passes[..cut]).cloned().collect();
        let tail: Vec<String> = target_flag.iter().chain(&passes[cut..]).cloned().collect();
        let first = run(&head, &name, &text, true)
            .unwrap_or_else(|e| panic!("{name} ({target}): the first {cut} passes fail: {e}"));
        let rest = run(&tail, &name, &first, kernels).unwrap_or_else(|e| {
            panic!(
                "{name} ({target}): resuming after {:?} fails: {e}",
                &passes[..cut]
            )
        });
        assert!(
            rest == whole,
            "{name} ({target}): resuming after {:?} differs from one run",
            &passes[..cut]
        );
    }
    passes.len() - 1
}

fn models(dir: &str, file: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(root().join(dir))
        .expect("models")
        .filter_map(|e| e.ok())
        .map(|e| e.path().join(file))
        .filter(|p| p.exists() && !p.to_string_lossy().contains("unsupported_op"))
        .collect();
    v.sort();
    v
}

#[test]
fn torch_models_resume_after_any_pass() {
    let mut checked = 0;
    for m in models("test/torch/Inputs", "model.mlir") {
        for t in ["spyre", "tpu-v5e", "cpu"] {
            checked += check(&m, t, false);
        }
    }
    assert!(checked > 50, "only {checked} prefixes checked");
}

#[test]
fn jax_models_resume_after_any_pass() {
    let mut checked = 0;
    for m in models("test/stablehlo/Inputs", "model.stablehlo.mlir") {
        for t in ["spyre", "tpu-v5e", "cpu"] {
            checked += check(&m, t, true);
        }
    }
    assert!(checked > 50, "only {checked} prefixes checked");
}
