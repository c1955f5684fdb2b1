//! Helpers shared by the integration tests: running our FileCheck in
//! process, running LLVM's FileCheck (the oracle) when it is installed, and
//! a small deterministic random generator.

#![allow(dead_code)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Where LLVM's FileCheck lives on the development machines.
pub const ORACLE: &str = "/usr/lib/llvm-22/bin/FileCheck";

/// The oracle's path, if installed (and not disabled with FILECHECK_NO_ORACLE).
pub fn oracle() -> Option<&'static str> {
    if std::env::var_os("FILECHECK_NO_ORACLE").is_some() {
        return None;
    }
    Path::new(ORACLE).exists().then_some(ORACLE)
}

/// One FileCheck invocation: a check file, stdin, and extra arguments
/// (`%c` in an argument stands for the check file's path; without any
/// `%c` the path is passed first).
#[derive(Clone, Debug)]
pub struct Case {
    /// Check-file bytes.
    pub check: Vec<u8>,
    /// Input bytes (fed on stdin).
    pub input: Vec<u8>,
    /// Arguments.
    pub args: Vec<String>,
}

/// Result of a run: exit status and stderr.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// Exit code.
    pub code: i32,
    /// Captured stderr.
    pub stderr: String,
}

/// A scratch directory that is removed on drop.
pub struct Scratch(pub PathBuf);

impl Scratch {
    /// Creates a fresh directory under the system temp dir.
    pub fn new(tag: &str) -> Scratch {
        let mut p = std::env::temp_dir();
        let n = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0);
        p.push(format!("filecheck-{tag}-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&p).expect("scratch dir");
        Scratch(p)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn args_for(case: &Case, check_path: &Path) -> Vec<String> {
    let cp = check_path.to_string_lossy().into_owned();
    let mut args: Vec<String> = case.args.iter().map(|a| a.replace("%c", &cp)).collect();
    if !case.args.iter().any(|a| a.contains("%c")) {
        args.insert(0, cp);
    }
    args
}

/// Runs our implementation in process.
pub fn run_ours(case: &Case, dir: &Path, name: &str) -> Outcome {
    let check = dir.join(format!("{name}.check"));
    std::fs::write(&check, &case.check).expect("write check");
    let args = args_for(case, &check);
    let mut stdin = std::io::Cursor::new(case.input.clone());
    let mut out = Vec::new();
    let mut err = Vec::new();
    let code = filecheck::run(&args, &mut stdin, &mut out, &mut err);
    Outcome {
        code,
        stderr: String::from_utf8_lossy(&err).into_owned(),
    }
}

/// Runs LLVM's FileCheck on the same case.
pub fn run_oracle(oracle: &str, case: &Case, dir: &Path, name: &str) -> Outcome {
    let check = dir.join(format!("{name}.check"));
    std::fs::write(&check, &case.check).expect("write check");
    let args = args_for(case, &check);
    let mut child = Command::new(oracle)
        .args(&args)
        .env_remove("FILECHECK_OPTS")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn oracle");
    if let Some(mut si) = child.stdin.take() {
        let _ = si.write_all(&case.input);
    }
    let out = child.wait_with_output().expect("oracle");
    Outcome {
        // A crash of the oracle (signal) is reported as -1.
        code: out.status.code().unwrap_or(-1),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// xorshift64*: small, deterministic, good enough for test generation.
pub struct Rng(u64);

impl Rng {
    /// Seeds the generator (0 is mapped to a fixed non-zero seed).
    pub fn new(seed: u64) -> Rng {
        Rng(if seed == 0 {
            0x9E37_79B9_7F4A_7C15
        } else {
            seed
        })
    }
    /// Next raw value.
    pub fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// Uniform in `0..n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    /// True with probability `p` percent.
    pub fn chance(&mut self, p: usize) -> bool {
        self.below(100) < p
    }
    /// A random element.
    pub fn pick<'a, T>(&mut self, v: &'a [T]) -> &'a T {
        &v[self.below(v.len())]
    }
}

/// Renders a case for a failure message.
pub fn describe(case: &Case) -> String {
    format!(
        "args: {:?}\n--- check ---\n{}\n--- input ---\n{}\n",
        case.args,
        String::from_utf8_lossy(&case.check).escape_debug(),
        String::from_utf8_lossy(&case.input).escape_debug()
    )
}
