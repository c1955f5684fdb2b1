//! Running a whole suite: discovery, filtering, a pool of worker threads
//! (one test each at a time), reporting as results arrive, and the summary.

use std::collections::BTreeMap;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use regex::Regex;

use crate::config::{Config, Inputs, LLVM_BIN};
use crate::discovery::{discover, Suite, TestFile};
use crate::error::LitError;
use crate::execute::{run_test, TestResult};
use crate::report::{Reporter, Tally, Verbosity};
use crate::result::ResultCode;

/// Everything a run is told.
#[derive(Debug, Clone)]
pub struct Options {
    /// Files and directories to test (default: `test/`).
    pub paths: Vec<PathBuf>,
    /// What to print.
    pub verbosity: Verbosity,
    /// Worker threads (default: the number of cores).
    pub jobs: Option<usize>,
    /// Only run tests whose full name (`suite :: path`) matches.
    pub filter: Option<String>,
    /// `-D name=value` parameters.
    pub params: BTreeMap<String, String>,
    /// Directory of tessera's binaries.
    pub tools_dir: PathBuf,
    /// Directory of LLVM's tools.
    pub llvm_bin: PathBuf,
    /// Where `%t` files go (default: `target/ir-lit` beside the suite).
    pub output_dir: Option<PathBuf>,
    /// Per-test time limit (overrides the configuration).
    pub timeout: Option<Duration>,
}

impl Options {
    /// Options for `paths` with tools from `tools_dir` and default settings.
    pub fn new(paths: Vec<PathBuf>, tools_dir: PathBuf) -> Self {
        Options {
            paths,
            verbosity: Verbosity {
                tty: std::io::stdout().is_terminal(),
                ..Default::default()
            },
            jobs: None,
            filter: None,
            params: BTreeMap::new(),
            tools_dir,
            llvm_bin: PathBuf::from(LLVM_BIN),
            output_dir: None,
            timeout: None,
        }
    }
}

/// The outcome of a run.
#[derive(Debug, Clone)]
pub struct Summary {
    /// Counts per result code.
    pub tally: Tally,
    /// Wall-clock time of the run.
    pub elapsed: Duration,
}

impl Summary {
    /// The process exit code: 0 if nothing failed, 1 otherwise.
    pub fn exit_code(&self) -> i32 {
        if self.tally.failed() > 0 {
            1
        } else {
            0
        }
    }
}

/// The project's Python (for the torch / jax features): `<repo>/.venv`.
fn project_python(suite_root: &Path) -> Option<PathBuf> {
    suite_root
        .ancestors()
        .map(|d| d.join(".venv/bin/python"))
        .find(|p| p.exists())
}

/// Where `%t` files go when not told: `$CARGO_TARGET_DIR/ir-lit`, else
/// `target/ir-lit` in the suite's parent (the repository), keeping the
/// source tree clean; for a suite without `lit.cfg.py`, the system temp dir.
fn default_output_dir(suite: &Suite) -> PathBuf {
    if !suite.root.join(crate::config::CFG_FILE).is_file() {
        // A directory of loose tests: keep their files out of the source tree.
        return std::env::temp_dir().join("ir-lit");
    }
    if let Some(t) = std::env::var_os("CARGO_TARGET_DIR") {
        return PathBuf::from(t).join("ir-lit");
    }
    suite
        .root
        .parent()
        .unwrap_or(&suite.root)
        .join("target")
        .join("ir-lit")
}

/// Runs the tests selected by `opts`, printing progress and the summary.
pub fn run(opts: &Options) -> Result<Summary, LitError> {
    let start = Instant::now();
    let filter = opts.filter.as_deref().map(Regex::new).transpose()?;
    let first = opts
        .paths
        .first()
        .cloned()
        .unwrap_or_else(|| PathBuf::from("test"));
    let python = first.canonicalize().ok().and_then(|p| project_python(&p));
    let mut base = Config::detect(&Inputs {
        tools_dir: opts.tools_dir.clone(),
        llvm_bin: opts.llvm_bin.clone(),
        params: opts.params.clone(),
        python,
    });
    let timeout_override = opts.timeout;
    if let Some(t) = timeout_override {
        base.timeout = t;
    }
    let (suites, tests) = discover(&opts.paths, &base)?;
    if tests.is_empty() {
        return Err(LitError::Usage(
            "did not discover any tests for the given paths".into(),
        ));
    }
    let name = |t: &TestFile| format!("{} :: {}", suites[t.suite].config.name, t.rel);
    let exec_roots: Vec<PathBuf> = suites
        .iter()
        .map(|s| {
            opts.output_dir
                .clone()
                .unwrap_or_else(|| default_output_dir(s))
        })
        .collect();

    let mut tally = Tally::default();
    let (selected, excluded): (Vec<&TestFile>, Vec<&TestFile>) = tests
        .iter()
        .partition(|t| filter.as_ref().is_none_or(|re| re.is_match(&name(t))));
    for t in &excluded {
        tally.add(&name(t), ResultCode::Excluded);
    }
    let mut reporter = Reporter::new(opts.verbosity, selected.len());
    let jobs = opts
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .clamp(1, selected.len().max(1));
    let next = AtomicUsize::new(0);
    let (tx, rx) = mpsc::channel::<(usize, TestResult)>();
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            let tx = tx.clone();
            let (next, selected, suites, exec_roots) = (&next, &selected, &suites, &exec_roots);
            scope.spawn(move || loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(t) = selected.get(i) else { break };
                let r = run_test(
                    &t.path,
                    &t.rel,
                    &suites[t.suite].config,
                    &exec_roots[t.suite],
                );
                if tx.send((i, r)).is_err() {
                    break;
                }
            });
        }
        drop(tx);
        for (i, r) in rx {
            let n = name(selected[i]);
            reporter.result(&n, &r);
            tally.add(&n, r.code);
        }
    });
    reporter.finish();
    let elapsed = start.elapsed();
    print!("{}", tally.summary(elapsed, opts.verbosity.quiet));
    Ok(Summary { tally, elapsed })
}
