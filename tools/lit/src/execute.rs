//! Running one test: read its directives, decide whether it is supported,
//! substitute and parse its RUN lines, run them in order (stopping at the
//! first failure) and turn what happened into a [`ResultCode`].

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::config::Config;
use crate::directives::{self, Directives};
use crate::features::FeatureExpr;
use crate::result::ResultCode;
use crate::shell::{parse_command, Script, Shell, ShellError};
use crate::substitute::{self, TestPaths};

/// The outcome of one test.
#[derive(Debug, Clone)]
pub struct TestResult {
    /// What happened.
    pub code: ResultCode,
    /// The explanation or transcript shown for failures (and with `-a`).
    pub output: String,
    /// How long it took.
    pub elapsed: Duration,
}

impl TestResult {
    fn new(code: ResultCode, output: impl Into<String>, start: Instant) -> Self {
        TestResult {
            code,
            output: output.into(),
            elapsed: start.elapsed(),
        }
    }
}

/// The `%t` of a test: `<exec_root>/<dir of rel>/Output/<file name>.tmp`.
pub fn tmp_base(exec_root: &Path, rel: &str) -> PathBuf {
    let rel = Path::new(rel);
    let dir = rel
        .parent()
        .map(|p| exec_root.join(p))
        .unwrap_or_else(|| exec_root.to_path_buf());
    let name = rel
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    dir.join("Output").join(format!("{name}.tmp"))
}

/// Evaluates a directive's expressions; `Err` names a bad one.
fn any_true(exprs: &[String], config: &Config, star: bool) -> Result<Vec<String>, String> {
    let mut hits = Vec::new();
    for e in exprs {
        if star && e == "*" {
            hits.push(e.clone());
            continue;
        }
        let parsed = FeatureExpr::parse(e).map_err(|err| err.to_string())?;
        if parsed.eval(&config.features) {
            hits.push(e.clone());
        }
    }
    Ok(hits)
}

fn missing_requirements(d: &Directives, config: &Config) -> Result<Vec<String>, String> {
    let mut missing = Vec::new();
    for e in &d.requires {
        let parsed = FeatureExpr::parse(e).map_err(|err| err.to_string())?;
        if !parsed.eval(&config.features) {
            missing.push(e.clone());
        }
    }
    Ok(missing)
}

/// Runs the test at `path` (`rel` within its suite) with `config`; temporary
/// files go under `exec_root`.
pub fn run_test(path: &Path, rel: &str, config: &Config, exec_root: &Path) -> TestResult {
    let start = Instant::now();
    let contents = match std::fs::read(path) {
        Ok(c) => c,
        Err(e) => {
            return TestResult::new(
                ResultCode::Unresolved,
                format!("cannot read {}: {e}\n", path.display()),
                start,
            )
        }
    };
    let d = match directives::parse(&contents) {
        Ok(d) => d,
        Err(e) => return TestResult::new(ResultCode::Unresolved, format!("{e}\n"), start),
    };
    match missing_requirements(&d, config) {
        Ok(m) if !m.is_empty() => {
            return TestResult::new(
                ResultCode::Unsupported,
                format!(
                    "Test requires the following unavailable features: {}\n",
                    m.join(", ")
                ),
                start,
            )
        }
        Ok(_) => {}
        Err(e) => {
            return TestResult::new(ResultCode::Unresolved, format!("REQUIRES: {e}\n"), start)
        }
    }
    match any_true(&d.unsupported, config, false) {
        Ok(h) if !h.is_empty() => {
            return TestResult::new(
                ResultCode::Unsupported,
                format!(
                    "Test does not support the following features: {}\n",
                    h.join(", ")
                ),
                start,
            )
        }
        Ok(_) => {}
        Err(e) => {
            return TestResult::new(ResultCode::Unresolved, format!("UNSUPPORTED: {e}\n"), start)
        }
    }
    let expect_fail = match any_true(&d.xfail, config, true) {
        Ok(h) => !h.is_empty(),
        Err(e) => return TestResult::new(ResultCode::Unresolved, format!("XFAIL: {e}\n"), start),
    };

    let paths = TestPaths {
        source: path.to_path_buf(),
        tmp_base: tmp_base(exec_root, rel),
    };
    if let Err(e) = std::fs::create_dir_all(paths.tmp_dir()) {
        return TestResult::new(
            ResultCode::Unresolved,
            format!("cannot create {}: {e}\n", paths.tmp_dir().display()),
            start,
        );
    }

    if let Some(run) = d
        .run
        .iter()
        .find(|r| substitute::uses_removed_tmp_dir(&r.command))
    {
        let msg = format!(
            "RUN: at line {}: '%T' is not supported (LLVM's lit removed it); \
             use a directory at %t: rm -rf %t && mkdir -p %t\n",
            run.line
        );
        return TestResult::new(ResultCode::Unresolved, msg, start);
    }

    // Parse every command before running any, as lit does.
    let mut commands: Vec<(usize, String, Script)> = Vec::new();
    for run in &d.run {
        let text = match substitute::apply(&run.command, &paths, &config.tools, &config.features) {
            Ok(t) => t,
            Err(e) => {
                let msg = format!("RUN: at line {}: {e}\n", run.line);
                return TestResult::new(ResultCode::Unresolved, msg, start);
            }
        };
        // A command that `%if` left empty does nothing, as in lit.
        if text.trim().is_empty() {
            continue;
        }
        match parse_command(&text) {
            Ok(s) => commands.push((run.line, text, s)),
            Err(e) => {
                let msg = format!(
                    "shell parser error on RUN: at line {}: {text}\n{e}\n",
                    run.line
                );
                let code = if expect_fail {
                    ResultCode::XFail
                } else {
                    ResultCode::Fail
                };
                return TestResult::new(code, msg, start);
            }
        }
    }

    // Commands run in the test's exec directory (the parent of `%T`), as in lit.
    let exec_dir = paths
        .tmp_dir()
        .parent()
        .unwrap_or(paths.tmp_dir())
        .to_path_buf();
    let mut shell = Shell::new(exec_dir, config.environment());
    shell.deadline = Some(start + config.timeout);
    let mut exit = 0;
    let mut timed_out = false;
    for (line, text, script) in &commands {
        shell
            .transcript
            .push_str(&format!("# RUN: at line {line}\n{text}\n"));
        match shell.run(script) {
            Ok(0) => {}
            Ok(code) => {
                exit = code;
                break;
            }
            Err(ShellError::Timeout) => {
                timed_out = true;
                break;
            }
            Err(e) => {
                // lit's "internal shell error": the script stops and the test fails.
                shell.transcript.push_str(&format!("# error: {e}\n"));
                exit = 127;
                break;
            }
        }
    }
    let mut output = String::new();
    if timed_out {
        output.push_str(&format!(
            "Reached timeout of {} seconds\n",
            config.timeout.as_secs()
        ));
    } else {
        output.push_str(&format!("Exit Code: {exit}\n"));
    }
    output.push_str("\nCommand Output (stdout):\n--\n");
    output.push_str(&shell.transcript);
    output.push_str("--\n");
    let failed = timed_out || exit != 0;
    let code = match (timed_out, failed, expect_fail) {
        (true, _, _) => ResultCode::Timeout,
        (false, true, true) => ResultCode::XFail,
        (false, true, false) => ResultCode::Fail,
        (false, false, true) => ResultCode::XPass,
        (false, false, false) => ResultCode::Pass,
    };
    TestResult::new(code, output, start)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config() -> Config {
        let mut c = Config::defaults();
        c.features.insert("shell".into());
        c.timeout = Duration::from_secs(20);
        c
    }

    fn run(text: &str) -> TestResult {
        let d = std::env::temp_dir().join(format!("ir-lit-execute-{}", std::process::id()));
        std::fs::create_dir_all(&d).unwrap();
        // A unique name per call keeps parallel unit tests apart.
        static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = N.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        let f = d.join(format!("t{n}.txt"));
        std::fs::write(&f, text).unwrap();
        run_test(&f, &format!("t{n}.txt"), &config(), &d.join("out"))
    }

    #[test]
    fn result_codes() {
        assert_eq!(run("# RUN: true\n").code, ResultCode::Pass);
        assert_eq!(run("# RUN: false\n").code, ResultCode::Fail);
        assert_eq!(run("# XFAIL: *\n# RUN: false\n").code, ResultCode::XFail);
        assert_eq!(run("# XFAIL: shell\n# RUN: true\n").code, ResultCode::XPass);
        assert_eq!(run("# XFAIL: nope\n# RUN: true\n").code, ResultCode::Pass);
        assert_eq!(
            run("# REQUIRES: nope\n# RUN: false\n").code,
            ResultCode::Unsupported
        );
        assert_eq!(
            run("# REQUIRES: shell && !nope\n# RUN: true\n").code,
            ResultCode::Pass
        );
        assert_eq!(
            run("# UNSUPPORTED: shell\n# RUN: false\n").code,
            ResultCode::Unsupported
        );
        assert_eq!(
            run("# REQUIRES: (bad\n# RUN: true\n").code,
            ResultCode::Unresolved
        );
        assert_eq!(run("nothing here\n").code, ResultCode::Unresolved);
        assert_eq!(run("# RUN: echo \\\n").code, ResultCode::Unresolved);
        assert_eq!(run("# RUN: echo 'unterminated\n").code, ResultCode::Fail);
        assert_eq!(run("# RUN: no-such-command-xyz\n").code, ResultCode::Fail);
        assert_eq!(run("# RUN: mkdir -p %T\n").code, ResultCode::Unresolved);
    }

    #[test]
    fn stops_at_first_failure_and_uses_tmp() {
        let r = run("# RUN: echo x > %t\n# RUN: false\n# RUN: echo never\n");
        assert_eq!(r.code, ResultCode::Fail);
        assert!(r.output.contains("# RUN: at line 2"));
        assert!(!r.output.contains("at line 3"));
        assert_eq!(
            run("# RUN: echo abc > %t && cat %t | count 1\n").code,
            ResultCode::Pass
        );
    }

    #[test]
    fn timeout() {
        let mut c = config();
        c.timeout = Duration::from_millis(300);
        let d = std::env::temp_dir().join(format!("ir-lit-execute-to-{}", std::process::id()));
        std::fs::create_dir_all(&d).unwrap();
        let f = d.join("slow.txt");
        std::fs::write(&f, "# RUN: sleep 20\n").unwrap();
        let r = run_test(&f, "slow.txt", &c, &d.join("out"));
        assert_eq!(r.code, ResultCode::Timeout);
        assert!(r.elapsed < Duration::from_secs(5));
    }

    #[test]
    fn tmp_paths() {
        assert_eq!(
            tmp_base(Path::new("/o"), "lit/a.txt"),
            PathBuf::from("/o/lit/Output/a.txt.tmp")
        );
        assert_eq!(
            tmp_base(Path::new("/o"), "a.txt"),
            PathBuf::from("/o/Output/a.txt.tmp")
        );
    }
}
