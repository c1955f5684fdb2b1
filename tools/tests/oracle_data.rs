//! ir-opt against the oracle data mlir-opt 22 produced (committed under
//! `test/roundtrip`, `test/mutants`, `test/pathological`): byte-identical
//! generic printing, rejection of what mlir-opt rejects, and answers to
//! pathological inputs. Regenerate the data with `scripts/oracle-corpus.sh`
//! and `scripts/oracle-corpus-next.sh`.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::Mutex;

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Runs ir-opt in `dir` on `file` with `flags`.
fn ir_opt(dir: &Path, file: &str, flags: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ir-opt"))
        .current_dir(dir)
        .args(flags)
        .arg(file)
        .output()
        .expect("ir-opt runs")
}

/// Whether stderr holds mlir-opt's located error shape `FILE:L:C: error:`.
fn has_located_error(stderr: &[u8], file: &str) -> bool {
    let text = String::from_utf8_lossy(stderr);
    text.lines().any(|l| {
        let Some(rest) = l.strip_prefix(file).and_then(|r| r.strip_prefix(':')) else {
            return false;
        };
        let mut parts = rest.splitn(3, ':');
        let line = parts.next().unwrap_or("");
        let col = parts.next().unwrap_or("");
        let tail = parts.next().unwrap_or("");
        !line.is_empty()
            && line.bytes().all(|b| b.is_ascii_digit())
            && !col.is_empty()
            && col.bytes().all(|b| b.is_ascii_digit())
            && tail.starts_with(" error:")
    })
}

/// Maps `f` over `items` on two threads, collecting failure descriptions.
fn par_failures<T: Sync>(items: &[T], f: impl Fn(&T) -> Option<String> + Sync) -> Vec<String> {
    let failures = Mutex::new(Vec::new());
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(item) = items.get(i) else { break };
                if let Some(msg) = f(item) {
                    failures.lock().unwrap_or_else(|e| e.into_inner()).push(msg);
                }
            });
        }
    });
    let mut v = failures.into_inner().unwrap_or_else(|e| e.into_inner());
    v.sort();
    v
}

fn corpus_ids() -> Vec<String> {
    let tsv = std::fs::read_to_string(repo().join("test/roundtrip/corpus/fixpoint.tsv"))
        .expect("fixpoint.tsv");
    tsv.lines()
        .skip(1)
        .filter_map(|l| l.split('\t').next())
        .map(str::to_string)
        .collect()
}

/// ir-opt on mlir-opt's output must print what mlir-opt prints for it.
fn check_corpus(kind: &str, flags: &[&str]) {
    let dir = repo().join("test/roundtrip/corpus");
    let ids = corpus_ids();
    let failures = par_failures(&ids, |id| {
        let file = format!("{id}.{kind}.mlir");
        let out = ir_opt(&dir, &file, flags);
        if dir.join(format!("{file}.next.err")).exists()
            || dir.join(format!("{id}.{kind}.next.err")).exists()
        {
            // mlir-opt rejects its own output here. ir-opt rejects it too,
            // with a located error, or reads it to a print that reads back
            // to itself: tessera reads everything it prints, and where
            // mlir-opt prints what its parser refuses (a splat sparse index
            // with several values, docs/reliability.md) tessera prints the
            // same.
            let rejected = has_located_error(&out.stderr, &file) && out.status.code() == Some(1);
            let read_back = out.status.success() && {
                let again = format!("{id}.{kind}.reread.tmp.mlir");
                let tmp = std::env::temp_dir().join(&again);
                std::fs::write(&tmp, &out.stdout).is_ok_and(|()| {
                    let second = ir_opt(&std::env::temp_dir(), &again, flags);
                    let _ = std::fs::remove_file(&tmp);
                    second.status.success() && second.stdout == out.stdout
                })
            };
            return (!rejected && !read_back).then(|| {
                format!("{file}: mlir-opt rejects it; ir-opt neither rejects it nor reads it to a fixpoint")
            });
        }
        let next = dir.join(format!("{id}.{kind}.next"));
        let expected =
            std::fs::read(if next.exists() { next } else { dir.join(&file) }).expect("reference");
        (out.stdout != expected || !out.status.success()).then(|| {
            format!(
                "{file}: differs from mlir-opt ({})",
                String::from_utf8_lossy(&out.stderr)
                    .lines()
                    .next()
                    .unwrap_or("")
            )
        })
    });
    assert!(
        failures.is_empty(),
        "{} of {} differ:\n{}",
        failures.len(),
        ids.len(),
        failures.join("\n")
    );
}

#[test]
fn corpus_generic_output_is_byte_identical() {
    check_corpus(
        "generic",
        &["--allow-unregistered-dialect", "--mlir-print-op-generic"],
    );
}

#[test]
fn corpus_debuginfo_output_is_byte_identical() {
    check_corpus(
        "debuginfo",
        &[
            "--allow-unregistered-dialect",
            "--mlir-print-op-generic",
            "--mlir-print-debuginfo",
        ],
    );
}

/// From the generator's raw input (aliases, odd spacing, unnormalised
/// forms) ir-opt must normalise as mlir-opt does.
#[test]
fn corpus_from_raw_input_matches_mlir_opt() {
    let dir = repo().join("test/roundtrip/corpus");
    let ids = corpus_ids();
    for (kind, flags) in [
        (
            "generic",
            &["--allow-unregistered-dialect", "--mlir-print-op-generic"][..],
        ),
        (
            "debuginfo",
            &[
                "--allow-unregistered-dialect",
                "--mlir-print-op-generic",
                "--mlir-print-debuginfo",
            ][..],
        ),
    ] {
        let failures = par_failures(&ids, |id| {
            let out = ir_opt(&dir, &format!("{id}.in.mlir"), flags);
            let expected = std::fs::read(dir.join(format!("{id}.{kind}.mlir"))).expect("reference");
            (out.stdout != expected).then(|| format!("{id}.in.mlir ({kind})"))
        });
        let ok = ids.len() - failures.len();
        // Issue 2 asks for at least 98% on unseen files.
        assert!(
            ok * 100 >= ids.len() * 98,
            "{kind}: only {ok}/{} identical:\n{}",
            ids.len(),
            failures.join("\n")
        );
    }
}

/// Mutants: what mlir-opt rejects we reject with a located error; what it
/// accepts we print as it does.
#[test]
fn mutants_agree_with_mlir_opt() {
    let dir = repo().join("test/mutants");
    let manifest = std::fs::read_to_string(dir.join("manifest.tsv")).expect("manifest.tsv");
    let rows: Vec<(String, bool)> = manifest
        .lines()
        .skip(1)
        .filter_map(|l| {
            let cols: Vec<&str> = l.split('\t').collect();
            Some((cols.first()?.to_string(), cols.get(4)? == &"0"))
        })
        .collect();
    let flags = ["--allow-unregistered-dialect", "--mlir-print-op-generic"];
    let failures = par_failures(&rows, |(id, accepted)| {
        let file = format!("{id}.mlir");
        let out = ir_opt(&dir, &file, &flags);
        if let Some(sig) = std::os::unix::process::ExitStatusExt::signal(&out.status) {
            return Some(format!("{file}: crashed with signal {sig}"));
        }
        if String::from_utf8_lossy(&out.stderr).contains("panicked") {
            return Some(format!("{file}: panicked"));
        }
        if *accepted {
            let expected = std::fs::read(dir.join(format!("{id}.expected"))).expect("expected");
            (out.stdout != expected)
                .then(|| format!("{file}: accepted by mlir-opt, printed differently"))
        } else {
            let ok = out.status.code() == Some(1)
                && has_located_error(&out.stderr, &file)
                && out.stdout.is_empty();
            (!ok).then(|| {
                format!("{file}: rejected by mlir-opt, not by ir-opt with a located error")
            })
        }
    });
    assert!(
        failures.is_empty(),
        "{} of {} mutants disagree:\n{}",
        failures.len(),
        rows.len(),
        failures.join("\n")
    );
}

/// Deep nesting, many results, huge numbers, odd bytes: an answer (a
/// result or a located error) quickly, never a crash.
#[test]
fn pathological_inputs_are_answered() {
    let gen = |kind: &str| -> Vec<u8> {
        irgen::pathological::generate(kind, None).expect("generator runs")
    };
    let tmp = std::env::temp_dir().join(format!("tessera-patho-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).expect("temp dir");
    for kind in [
        "nested-regions",
        "nested-arrays",
        "nested-tuples",
        "many-results",
        "huge-dim",
        "huge-int",
        "invalid-utf8",
        "nul",
        "empty",
    ] {
        let file = format!("{kind}.mlir");
        std::fs::write(tmp.join(&file), gen(kind)).expect("write input");
        let start = std::time::Instant::now();
        let out = ir_opt(
            &tmp,
            &file,
            &["--allow-unregistered-dialect", "--mlir-print-op-generic"],
        );
        let secs = start.elapsed().as_secs_f64();
        assert!(
            std::os::unix::process::ExitStatusExt::signal(&out.status).is_none(),
            "{kind}: crashed"
        );
        match out.status.code() {
            Some(0) => {}
            Some(1) => assert!(
                has_located_error(&out.stderr, &file),
                "{kind}: error without location"
            ),
            c => panic!("{kind}: exit {c:?}"),
        }
        // A debug build is several times slower than release; keep slack.
        assert!(secs < 10.0, "{kind}: took {secs:.2} s");
    }
    let _ = std::fs::remove_dir_all(&tmp);
}
