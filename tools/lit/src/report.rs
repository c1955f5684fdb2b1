//! What the user sees: a progress line (on a terminal) or one line per test,
//! the output of failing tests, lit's summary and the closing count line.

use std::collections::BTreeMap;
use std::io::Write;
use std::time::Duration;

use crate::execute::TestResult;
use crate::result::ResultCode;

/// How much to print.
#[derive(Debug, Clone, Copy, Default)]
pub struct Verbosity {
    /// Print a line for every test, even on a terminal.
    pub verbose: bool,
    /// Print the output of every test, not only failing ones.
    pub show_all: bool,
    /// Print only failures and the summary.
    pub quiet: bool,
    /// Standard output is a terminal: show one updating progress line.
    pub tty: bool,
}

/// Prints results as they arrive.
pub struct Reporter {
    v: Verbosity,
    total: usize,
    done: usize,
    progress_shown: bool,
}

const RULE: &str = "********************";

impl Reporter {
    /// A reporter for `total` tests.
    pub fn new(v: Verbosity, total: usize) -> Self {
        Reporter {
            v,
            total,
            done: 0,
            progress_shown: false,
        }
    }

    fn clear_progress(&mut self, out: &mut impl Write) {
        if self.progress_shown {
            let _ = write!(out, "\r\x1b[K");
            self.progress_shown = false;
        }
    }

    /// Reports one finished test.
    pub fn result(&mut self, name: &str, r: &TestResult) {
        self.done += 1;
        let stdout = std::io::stdout();
        let mut out = stdout.lock();
        self.clear_progress(&mut out);
        let line_per_test = !self.v.quiet && (self.v.verbose || !self.v.tty);
        let show_output = (r.code.is_failure() && !self.v.quiet)
            || (self.v.show_all && r.code != ResultCode::Excluded);
        if line_per_test || r.code.is_failure() {
            let _ = writeln!(
                out,
                "{}: {} ({} of {})",
                r.code, name, self.done, self.total
            );
        }
        if show_output {
            let label = if r.code.is_failure() {
                "FAILED"
            } else {
                "RESULT"
            };
            let _ = writeln!(out, "{RULE} TEST '{name}' {label} {RULE}");
            let _ = write!(out, "{}", r.output);
            if !r.output.ends_with('\n') {
                let _ = writeln!(out);
            }
            let _ = writeln!(out, "{RULE}");
        }
        if self.v.tty && !self.v.quiet && !self.v.verbose && self.done < self.total {
            let pct = self.done * 100 / self.total.max(1);
            let _ = write!(
                out,
                "[{pct:3}%] {} of {} tests ({})",
                self.done, self.total, name
            );
            self.progress_shown = true;
        }
        let _ = out.flush();
    }

    /// Clears the progress line before the summary.
    pub fn finish(&mut self) {
        let stdout = std::io::stdout();
        let mut out = stdout.lock();
        self.clear_progress(&mut out);
        let _ = out.flush();
    }
}

/// Counts per result code, and the names of the failing tests.
#[derive(Debug, Clone, Default)]
pub struct Tally {
    /// Tests per code.
    pub counts: BTreeMap<ResultCode, usize>,
    /// Names of tests per failing code, sorted.
    pub failures: BTreeMap<ResultCode, Vec<String>>,
    /// Every discovered test.
    pub total: usize,
}

impl Tally {
    /// Records a result.
    pub fn add(&mut self, name: &str, code: ResultCode) {
        self.total += 1;
        *self.counts.entry(code).or_default() += 1;
        if code.is_failure() {
            self.failures
                .entry(code)
                .or_default()
                .push(name.to_string());
        }
    }

    /// How many tests had `code`.
    pub fn count(&self, code: ResultCode) -> usize {
        self.counts.get(&code).copied().unwrap_or(0)
    }

    /// Tests that passed.
    pub fn passed(&self) -> usize {
        self.count(ResultCode::Pass)
    }

    /// Tests that make the run fail.
    pub fn failed(&self) -> usize {
        ResultCode::ALL
            .iter()
            .filter(|c| c.is_failure())
            .map(|&c| self.count(c))
            .sum()
    }

    /// Tests that did not run or whose failure was expected.
    pub fn skipped(&self) -> usize {
        self.count(ResultCode::Unsupported) + self.count(ResultCode::XFail)
    }

    /// The closing line: `ir-lit: N passed, N failed[, N skipped]`.
    pub fn closing_line(&self) -> String {
        let mut s = format!("ir-lit: {} passed, {} failed", self.passed(), self.failed());
        if self.skipped() > 0 {
            s.push_str(&format!(", {} skipped", self.skipped()));
        }
        s
    }

    /// The summary lit prints, then the closing line.
    pub fn summary(&self, elapsed: Duration, quiet: bool) -> String {
        let mut s = String::new();
        for (code, names) in &self.failures {
            let mut names = names.clone();
            names.sort();
            s.push_str(&format!("{} Tests ({}):\n", code.label(), names.len()));
            for n in names {
                s.push_str(&format!("  {n}\n"));
            }
            s.push('\n');
        }
        if !quiet {
            s.push_str(&format!("\nTesting Time: {:.2}s\n", elapsed.as_secs_f64()));
        }
        s.push_str(&format!("\nTotal Discovered Tests: {}\n", self.total));
        let groups: Vec<(&str, usize)> = ResultCode::ALL
            .iter()
            .filter(|c| !quiet || c.is_failure())
            .map(|&c| (c.label(), self.count(c)))
            .filter(|&(_, n)| n > 0)
            .collect();
        let label_w = groups.iter().map(|(l, _)| l.len()).max().unwrap_or(0);
        let count_w = groups
            .iter()
            .map(|(_, n)| n.to_string().len())
            .max()
            .unwrap_or(0);
        for (label, n) in groups {
            let pct = n as f64 * 100.0 / self.total.max(1) as f64;
            s.push_str(&format!("  {label:<label_w$}: {n:>count_w$} ({pct:.2}%)\n"));
        }
        s.push_str(&self.closing_line());
        s.push('\n');
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn summary_and_closing_line() {
        let mut t = Tally::default();
        for _ in 0..3 {
            t.add("s :: p", ResultCode::Pass);
        }
        t.add("s :: u", ResultCode::Unsupported);
        t.add("s :: f", ResultCode::Fail);
        t.add("s :: x", ResultCode::XPass);
        assert_eq!(t.closing_line(), "ir-lit: 3 passed, 2 failed, 1 skipped");
        let s = t.summary(Duration::from_millis(1500), false);
        assert!(s.contains("Failed Tests (1):\n  s :: f\n"));
        assert!(s.contains("Unexpectedly Passed Tests (1):\n  s :: x\n"));
        assert!(s.contains("Testing Time: 1.50s"));
        assert!(s.contains("Total Discovered Tests: 6\n"));
        assert!(s.contains("  Passed             : 3 (50.00%)\n"));
        assert!(s.ends_with("ir-lit: 3 passed, 2 failed, 1 skipped\n"));
        let mut ok = Tally::default();
        ok.add("a", ResultCode::Pass);
        assert_eq!(ok.closing_line(), "ir-lit: 1 passed, 0 failed");
        assert!(ok
            .summary(Duration::ZERO, false)
            .contains("  Passed: 1 (100.00%)\n"));
    }
}
