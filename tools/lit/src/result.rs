//! Result codes of a test, with lit's names and labels.

use std::fmt;

/// What happened to one test. The names match LLVM lit's so that output reads
/// the same under both runners.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ResultCode {
    /// Not run because `--filter` did not select it.
    Excluded,
    /// Not run because of `REQUIRES:` / `UNSUPPORTED:`.
    Unsupported,
    /// Every RUN line succeeded.
    Pass,
    /// Marked `XFAIL:` and failed, as expected.
    XFail,
    /// The test could not be interpreted (no RUN line, unterminated line, ...).
    Unresolved,
    /// A RUN line ran past the time limit.
    Timeout,
    /// A RUN line failed.
    Fail,
    /// Marked `XFAIL:` but passed.
    XPass,
}

impl ResultCode {
    /// Every code, in the order lit prints its summary.
    pub const ALL: [ResultCode; 8] = [
        ResultCode::Excluded,
        ResultCode::Unsupported,
        ResultCode::Pass,
        ResultCode::XFail,
        ResultCode::Unresolved,
        ResultCode::Timeout,
        ResultCode::Fail,
        ResultCode::XPass,
    ];

    /// The upper-case name printed before each test (`PASS`, `FAIL`, ...).
    pub fn name(self) -> &'static str {
        match self {
            ResultCode::Excluded => "EXCLUDED",
            ResultCode::Unsupported => "UNSUPPORTED",
            ResultCode::Pass => "PASS",
            ResultCode::XFail => "XFAIL",
            ResultCode::Unresolved => "UNRESOLVED",
            ResultCode::Timeout => "TIMEOUT",
            ResultCode::Fail => "FAIL",
            ResultCode::XPass => "XPASS",
        }
    }

    /// The label used in the summary (`Passed`, `Failed`, ...).
    pub fn label(self) -> &'static str {
        match self {
            ResultCode::Excluded => "Excluded",
            ResultCode::Unsupported => "Unsupported",
            ResultCode::Pass => "Passed",
            ResultCode::XFail => "Expectedly Failed",
            ResultCode::Unresolved => "Unresolved",
            ResultCode::Timeout => "Timed Out",
            ResultCode::Fail => "Failed",
            ResultCode::XPass => "Unexpectedly Passed",
        }
    }

    /// Whether this code makes the run fail.
    pub fn is_failure(self) -> bool {
        matches!(
            self,
            ResultCode::Unresolved | ResultCode::Timeout | ResultCode::Fail | ResultCode::XPass
        )
    }
}

impl fmt::Display for ResultCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
