//! Passes and the pass manager, as MLIR has them: a pass runs on one op
//! (and what is nested in it); an [`OpPassManager`] holds a pipeline of
//! passes and of nested pipelines anchored on op names
//! (`builtin.module(func.func(cse,canonicalize{max-iterations=10}))`);
//! instrumentation prints the IR around passes, times them and verifies
//! after each.

mod manager;
mod options;
mod pipeline;
pub mod remark;
mod timing;

pub use manager::{
    panic_text, CrashAt, Instrumentation, OpPassManager, PassEntry, PrintSelection, Stage,
};
pub use options::{option_kind_name, OptionKind, PassOption, PassOptions};
pub use pipeline::{add_flag_pass, parse_pipeline, PipelineError};
pub use remark::{Remark, RemarkKind, Remarks};
pub use timing::{Timer, TimingDisplay};

use crate::context::Context;
use crate::diag::Diagnostic;
use crate::operation::Op;

/// One transformation. `run` may change `op` and anything nested in it,
/// nothing outside; an error is the pass's failure, with its diagnostic.
pub trait Pass {
    /// Runs the pass on `op`.
    fn run(&mut self, ctx: &mut Context, op: Op) -> Result<(), Diagnostic>;
}

/// A registered pass: what pipelines name and `--help` lists.
pub struct PassInfo {
    /// Its name in pipelines and as a flag (`cse`, `canonicalize`).
    pub argument: &'static str,
    /// Its display name in dumps and timing (`CSE`, `Canonicalizer`).
    pub name: &'static str,
    /// One line for `--help`.
    pub summary: &'static str,
    /// What it does, for the reference page (Markdown).
    pub doc: &'static str,
    /// The options it takes.
    pub options: &'static [PassOption],
    /// Builds an instance from checked options.
    pub create: fn(&PassOptions) -> Box<dyn Pass>,
}

impl std::fmt::Debug for PassInfo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "PassInfo({})", self.argument)
    }
}

/// The passes a tool knows, by argument.
#[derive(Debug, Default)]
pub struct PassRegistry {
    passes: Vec<&'static PassInfo>,
}

impl PassRegistry {
    /// Adds `info` (a later registration of the same argument wins).
    pub fn add(&mut self, info: &'static PassInfo) {
        self.passes.retain(|p| p.argument != info.argument);
        self.passes.push(info);
    }
    /// The pass registered as `argument`.
    pub fn get(&self, argument: &str) -> Option<&'static PassInfo> {
        self.passes.iter().copied().find(|p| p.argument == argument)
    }
    /// All passes, sorted by argument (as `--help` lists them).
    pub fn all(&self) -> Vec<&'static PassInfo> {
        let mut v = self.passes.clone();
        v.sort_by_key(|p| p.argument);
        v
    }
}
