//! MLIR as an in-process mlir-opt: parse, verify, run a pass pipeline and
//! print, as `mlir-opt [--pass-pipeline=P] [--mlir-print-op-generic]`
//! does, without a process per file. The oracle tests compare tessera's
//! answers with these (tools/tests/oracle_inprocess.rs).

use melior::ir::operation::{OperationLike, OperationPrintingFlags};
use melior::ir::Module;
use melior::pass::PassManager;
use melior::utility::parse_pass_pipeline;
use melior::Context;
use std::cell::RefCell;
use std::rc::Rc;

/// How the oracle treats one input.
#[derive(Clone, Debug, Default)]
pub struct OracleOptions {
    /// `--mlir-print-op-generic`.
    pub generic: bool,
    /// `--mlir-print-debuginfo`.
    pub debuginfo: bool,
    /// `--pass-pipeline=...` (`builtin.module(canonicalize)`).
    pub pipeline: Option<String>,
}

/// One MLIR context with every upstream dialect, reused for every input.
pub struct Oracle {
    context: Context,
}

impl Default for Oracle {
    fn default() -> Self {
        Oracle::new()
    }
}

impl Oracle {
    /// A context with all of MLIR's dialects and passes registered.
    pub fn new() -> Oracle {
        Oracle {
            context: crate::engine::mlir_context(),
        }
    }

    /// What mlir-opt prints for `text` (without its final newline), or
    /// its diagnostics when it rejects it.
    pub fn run(&self, text: &str, opts: &OracleOptions) -> Result<String, String> {
        let diags = Rc::new(RefCell::new(Vec::<String>::new()));
        let sink = diags.clone();
        let id = self.context.attach_diagnostic_handler(move |d| {
            sink.borrow_mut().push(format!("{}: {d}", d.location()));
            true
        });
        let result = self.run_inner(text, opts);
        self.context.detach_diagnostic_handler(id);
        result.map_err(|what| format!("{what}: {}", diags.borrow().join("\n")))
    }

    fn run_inner(&self, text: &str, opts: &OracleOptions) -> Result<String, &'static str> {
        // A text with a NUL cannot be handed to MLIR's C API.
        if text.contains('\0') {
            return Err("the text holds a NUL byte");
        }
        let mut module = Module::parse(&self.context, text).ok_or("parse")?;
        if !module.as_operation().verify() {
            return Err("verify");
        }
        if let Some(p) = &opts.pipeline {
            let pm = PassManager::new(&self.context);
            parse_pass_pipeline(pm.as_operation_pass_manager(), p).map_err(|_| "pipeline")?;
            pm.run(&mut module).map_err(|_| "passes")?;
        }
        let mut flags = OperationPrintingFlags::new();
        if opts.generic {
            flags = flags.print_generic_operation_form();
        }
        if opts.debuginfo {
            flags = flags.enable_debug_info(true, false);
        }
        module
            .as_operation()
            .to_string_with_flags(flags)
            .map_err(|_| "print")
    }
}
