//! The pass manager: pipelines of passes and nested pipelines, run with
//! MLIR's instrumentation (IR dumps around passes, timing, verification
//! after each pass).

use super::timing::Timer;
use super::{Pass, PassInfo};
use crate::context::Context;
use crate::diag::{DiagLoc, Diagnostic};
use crate::operation::Op;
use crate::text::PrintOptions;
use std::hash::{Hash, Hasher};

/// A pass instance in a pipeline.
pub struct PassEntry {
    /// What it is.
    pub info: &'static PassInfo,
    /// The options it was given, as written.
    pub given: Vec<(String, String)>,
    pass: Box<dyn Pass>,
}

impl PassEntry {
    /// An instance of `info` with `given` options (checked by the caller).
    pub fn new(info: &'static PassInfo, given: Vec<(String, String)>, pass: Box<dyn Pass>) -> Self {
        PassEntry { info, given, pass }
    }
}

enum Element {
    Pass(PassEntry),
    /// Nested pipelines, each run on the ops directly inside the current
    /// one whose name is its anchor (MLIR's `OpToOpPassAdaptor`; adjacent
    /// ones are merged, so every nested pipeline runs whole on one op
    /// before the next op).
    Adaptor(Vec<OpPassManager>),
}

impl Element {
    /// The step as a pipeline names it (`cse`, `func.func(cse)`).
    fn describe(&self) -> String {
        match self {
            Element::Pass(p) => describe_pass(p),
            Element::Adaptor(pms) => pms
                .iter()
                .map(OpPassManager::describe)
                .collect::<Vec<_>>()
                .join(","),
        }
    }
}

/// A pipeline anchored on an op name (or `any`).
pub struct OpPassManager {
    /// The op name it runs on; `any` runs on every op.
    pub anchor: String,
    elements: Vec<Element>,
}

/// Which passes get an IR dump.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum PrintSelection {
    /// None.
    #[default]
    None,
    /// Every pass.
    All,
    /// Passes with these arguments.
    Named(Vec<String>),
}

impl PrintSelection {
    fn selects(&self, info: &PassInfo) -> bool {
        match self {
            PrintSelection::None => false,
            PrintSelection::All => true,
            PrintSelection::Named(v) => v.iter().any(|n| n == info.argument),
        }
    }
}

/// What happens around each pass run.
#[derive(Default)]
pub struct Instrumentation {
    /// `--mlir-print-ir-before(-all)`.
    pub print_before: PrintSelection,
    /// `--mlir-print-ir-after(-all)`.
    pub print_after: PrintSelection,
    /// `--mlir-print-ir-after-change`: only dumps after a pass that changed the IR.
    pub after_change: bool,
    /// `--mlir-print-ir-after-failure`.
    pub after_failure: bool,
    /// `--mlir-print-ir-module-scope`: dump the top-level op, not the one the pass ran on.
    pub module_scope: bool,
    /// How dumps print.
    pub print: PrintOptions,
    /// Verify after every pass (`--verify-each`, on by default in mlir-opt).
    pub verify_each: bool,
    /// Timing, when `--mlir-timing` is on.
    pub timer: Option<Timer>,
    /// The dumps in order, each with the number of pass failures
    /// reported before it (the tool interleaves them with those
    /// diagnostics on stderr, as mlir-opt emits both as they happen).
    pub dumps: Vec<(usize, Vec<u8>)>,
    /// Pass failures so far.
    pub failures: usize,
    /// `Some` to record the whole module after each step of the
    /// top-level pipeline (`ir-opt --dump-dir`): a pass on the top-level
    /// op, or a nested pipeline once it has run on every op it anchors on.
    pub stages: Option<Vec<Stage>>,
    /// `--crash-reproducer=FILE`: when a pass fails or crashes, the
    /// module as it was before that pass, with the pipeline that reruns
    /// it, is written to FILE (mlir-opt's local reproducer).
    pub crash_reproducer: Option<String>,
    /// The reproducer written, if one was.
    pub reproducer_written: Option<String>,
    /// The ops the pipelines being run are anchored on, outermost first
    /// (a reproducer's pipeline nests the failing pass in them); kept by
    /// the pass manager as it runs, empty before.
    pub anchors: Vec<String>,
}

/// What a pass may panic with (`std::panic::panic_any`) to say which op
/// it was working on when it hit an internal error: the crash is then
/// reported at that op rather than at the op the pass runs on.
#[derive(Clone, Debug)]
pub struct CrashAt {
    /// The op.
    pub op: Op,
    /// What went wrong.
    pub message: String,
}

/// The module after one step of the top-level pipeline.
#[derive(Clone, Debug)]
pub struct Stage {
    /// The step as a pipeline names it (`decompose`, `func.func(cse)`).
    pub step: String,
    /// The module printed with its locations.
    pub text: String,
    /// Its ops by dialect (the name before the first dot), most first.
    pub ops_by_dialect: Vec<(String, usize)>,
    /// Seconds the step took.
    pub seconds: f64,
}

impl Stage {
    /// `top` as it is now, after `step`.
    pub fn record(ctx: &Context, top: Op, step: String, seconds: f64) -> Stage {
        let print = PrintOptions {
            debuginfo: true,
            ..PrintOptions::default()
        };
        Stage {
            step,
            text: crate::text::print_op(ctx, top, print) + "\n",
            ops_by_dialect: ops_by_dialect(ctx, top),
            seconds,
        }
    }
}

/// The ops nested in `top` (itself included) by dialect, most first, then
/// by name.
fn ops_by_dialect(ctx: &Context, top: Op) -> Vec<(String, usize)> {
    let mut counts: std::collections::BTreeMap<String, usize> = Default::default();
    let mut work = vec![top];
    while let Some(op) = work.pop() {
        let name = ctx.op_name(op);
        let dialect = name.split('.').next().unwrap_or(name);
        *counts.entry(dialect.to_string()).or_default() += 1;
        for &r in &ctx.op(op).regions {
            for &b in &ctx.region(r).blocks {
                work.extend(ctx.block_ops(b));
            }
        }
    }
    let mut v: Vec<(String, usize)> = counts.into_iter().collect();
    v.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    v
}

impl OpPassManager {
    /// An empty pipeline on `anchor`.
    pub fn new(anchor: &str) -> OpPassManager {
        OpPassManager {
            anchor: anchor.to_string(),
            elements: Vec::new(),
        }
    }

    /// Whether nothing is scheduled.
    pub fn is_empty(&self) -> bool {
        self.elements.is_empty()
    }

    /// Appends a pass.
    pub fn add_pass(&mut self, p: PassEntry) {
        self.elements.push(Element::Pass(p));
    }

    /// Appends a nested pipeline; next to a previous nested pipeline it
    /// merges into it (the same anchor continues that pipeline).
    pub fn add_nested(&mut self, pm: OpPassManager) {
        if let Some(Element::Adaptor(pms)) = self.elements.last_mut() {
            match pms.iter_mut().find(|p| p.anchor == pm.anchor) {
                Some(existing) => {
                    for e in pm.elements {
                        match e {
                            Element::Pass(p) => existing.add_pass(p),
                            Element::Adaptor(inner) => {
                                for i in inner {
                                    existing.add_nested(i);
                                }
                            }
                        }
                    }
                }
                None => pms.push(pm),
            }
            return;
        }
        self.elements.push(Element::Adaptor(vec![pm]));
    }

    /// The pipeline as MLIR prints it (`builtin.module(func.func(cse))`).
    pub fn describe(&self) -> String {
        let inner: Vec<String> = self.elements.iter().map(Element::describe).collect();
        format!("{}({})", self.anchor, inner.join(","))
    }

    /// Runs the pipeline on `op`; `top` is the outermost op (for
    /// module-scope dumps). A nested pipeline runs on every op it anchors
    /// on even after one fails, so every failure is reported.
    pub fn run(
        &mut self,
        ctx: &mut Context,
        op: Op,
        top: Op,
        ins: &mut Instrumentation,
    ) -> Result<(), Vec<Diagnostic>> {
        ins.anchors.push(ctx.op_name(op).to_string());
        let r = self.run_elements(ctx, op, top, ins);
        ins.anchors.pop();
        r
    }

    fn run_elements(
        &mut self,
        ctx: &mut Context,
        op: Op,
        top: Op,
        ins: &mut Instrumentation,
    ) -> Result<(), Vec<Diagnostic>> {
        if self.anchor != "any" && self.anchor != ctx.op_name(op) {
            let msg = format!(
                "can't run '{}' pass manager on '{}' op",
                self.anchor,
                ctx.op_name(op)
            );
            return Err(vec![Diagnostic::error(DiagLoc::Attr(ctx.op(op).loc), msg)]);
        }
        for e in &mut self.elements {
            let start = std::time::Instant::now();
            match e {
                Element::Pass(p) => run_pass(p, ctx, op, top, ins).map_err(|d| vec![d])?,
                Element::Adaptor(pms) => {
                    // Collect first: passes may change the op list.
                    let mut work = Vec::new();
                    for &r in &ctx.op(op).regions {
                        for &b in &ctx.region(r).blocks {
                            for o in ctx.block_ops(b) {
                                let name = ctx.op_name(o);
                                if let Some(i) = pms
                                    .iter()
                                    .position(|p| p.anchor == name || p.anchor == "any")
                                {
                                    work.push((o, i));
                                }
                            }
                        }
                    }
                    let mut failures = Vec::new();
                    for (o, i) in work {
                        let label = format!("'{}' Pipeline", pms[i].anchor);
                        if let Some(t) = ins.timer.as_mut() {
                            t.push(&label);
                        }
                        let r = pms[i].run(ctx, o, top, ins);
                        if let Some(t) = ins.timer.as_mut() {
                            t.pop();
                        }
                        if let Err(mut ds) = r {
                            failures.append(&mut ds);
                        }
                    }
                    if !failures.is_empty() {
                        return Err(failures);
                    }
                }
            }
            if op == top && ins.stages.is_some() {
                let stage = Stage::record(ctx, top, e.describe(), start.elapsed().as_secs_f64());
                ins.stages.get_or_insert_with(Vec::new).push(stage);
            }
        }
        Ok(())
    }
}

/// A pass as a pipeline names it, with the options it was given.
fn describe_pass(p: &PassEntry) -> String {
    if p.given.is_empty() {
        p.info.argument.to_string()
    } else {
        let opts: Vec<String> = p.given.iter().map(|(k, v)| format!("{k}={v}")).collect();
        format!("{}{{{}}}", p.info.argument, opts.join(" "))
    }
}

fn dump(ctx: &Context, op: Op, top: Op, ins: &mut Instrumentation, header: &str) {
    let target = if ins.module_scope { top } else { op };
    // A module-scope dump of a pass that ran on a nested op names it.
    let mut header = header.to_string();
    if target != op {
        header.push_str(&format!(" ('{}' operation", ctx.op_name(op)));
        if let Some(n) = symbol_name(ctx, op) {
            header.push_str(&format!(": @{n}"));
        }
        header.push(')');
    }
    // mlir-opt leaves one more empty line after the outermost op.
    let text = if target == top {
        crate::text::print_op(ctx, target, ins.print) + "\n"
    } else {
        crate::text::print_op_local(ctx, target, ins.print)
    };
    let failures = ins.failures;
    ins.dumps.push((
        failures,
        format!("// -----// IR Dump {header} //----- //\n{text}\n").into_bytes(),
    ));
}

/// The `sym_name` of `op`, if it has one.
fn symbol_name(ctx: &Context, op: Op) -> Option<String> {
    match ctx.attr_kind(ctx.inherent_attr(op, "sym_name")?) {
        crate::attributes::AttrKind::String { value, .. } => {
            Some(String::from_utf8_lossy(value).into_owned())
        }
        _ => None,
    }
}

/// A hash of everything about `op` that printing shows (MLIR's
/// `OperationFingerPrint`), to tell whether a pass changed it.
fn fingerprint(ctx: &Context, op: Op) -> u64 {
    let text = crate::text::print_op_local(
        ctx,
        op,
        PrintOptions {
            generic: true,
            debuginfo: true,
            nameloc_prefix: false,
        },
    );
    let mut h = rustc_hash::FxHasher::default();
    text.hash(&mut h);
    h.finish()
}

fn run_pass(
    p: &mut PassEntry,
    ctx: &mut Context,
    op: Op,
    top: Op,
    ins: &mut Instrumentation,
) -> Result<(), Diagnostic> {
    let (name, arg) = (p.info.name, p.info.argument);
    if ins.print_before.selects(p.info) {
        dump(ctx, op, top, ins, &format!("Before {name} ({arg})"));
    }
    let printing_after = ins.print_after.selects(p.info);
    let before = (printing_after && ins.after_change).then(|| fingerprint(ctx, op));
    let reproducer = ins
        .crash_reproducer
        .is_some()
        .then(|| reproducer_text(ctx, top, &ins.anchors, &describe_pass(p)));
    if let Some(t) = ins.timer.as_mut() {
        t.push(name);
    }
    // A panic in a pass (a bug) is that pass's failure, reported at the
    // op it names or the op the pass ran on; the IR it leaves may be
    // half-rewritten, so nothing more is done with it.
    let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| p.pass.run(ctx, op)));
    if let Some(t) = ins.timer.as_mut() {
        t.pop();
    }
    let (mut result, crashed) = match run {
        Ok(r) => (r, false),
        Err(payload) => (Err(crash_diagnostic(ctx, op, p.info, payload)), true),
    };
    if let (Err(_), Some(text), Some(path)) = (&result, reproducer, &ins.crash_reproducer) {
        if std::fs::write(path, text).is_ok() {
            ins.reproducer_written = Some(path.clone());
        }
    }
    if crashed {
        ins.failures += 1;
        return result;
    }
    if result.is_ok() && ins.verify_each {
        result = crate::verify::verify(ctx, op);
    }
    match &result {
        Ok(()) if printing_after => {
            if before.is_none_or(|h| h != fingerprint(ctx, op)) {
                dump(ctx, op, top, ins, &format!("After {name} ({arg})"));
            }
        }
        Err(_) => {
            ins.failures += 1;
            if ins.after_failure || printing_after {
                dump(ctx, op, top, ins, &format!("After {name} Failed ({arg})"));
            }
        }
        _ => {}
    }
    result
}

/// The error a pass's panic becomes: where (the op in a [`CrashAt`], else
/// the op the pass ran on), which pass, and what the panic said.
fn crash_diagnostic(
    ctx: &Context,
    op: Op,
    info: &PassInfo,
    payload: Box<dyn std::any::Any + Send>,
) -> Diagnostic {
    let (at, what) = match payload.downcast_ref::<CrashAt>() {
        Some(c) => (c.op, c.message.clone()),
        None => (op, panic_text(payload.as_ref()).unwrap_or("a panic".into())),
    };
    Diagnostic::error(
        DiagLoc::Attr(ctx.op(at).loc),
        format!(
            "pass '{}' ({}) crashed on '{}': {what} (an internal error in tessera)",
            info.name,
            info.argument,
            ctx.op_name(at)
        ),
    )
}

/// A crash reproducer: the module `top` as it is now, with the pipeline
/// that reruns `pass` (nested in `anchors`) in a header line and, as
/// mlir-opt writes it, in the `mlir_reproducer` external resource.
fn reproducer_text(ctx: &mut Context, top: Op, anchors: &[String], pass: &str) -> String {
    let mut pipeline = pass.to_string();
    for a in anchors.iter().rev() {
        pipeline = format!("{a}({pipeline})");
    }
    let key = ctx.ident("pipeline");
    let group = crate::context::ResourceGroup {
        dialect: "mlir_reproducer".to_string(),
        entries: vec![crate::context::Resource {
            key,
            value: crate::context::ResourceValue::String(pipeline.clone()),
        }],
    };
    ctx.external_resources.push(group);
    let print = PrintOptions {
        debuginfo: true,
        ..PrintOptions::default()
    };
    let text = crate::text::print_op(ctx, top, print);
    ctx.external_resources.pop();
    format!(
        "// A crash reproducer: the module before '{pass}' failed. Rerun with\n// ir-opt --run-reproducer FILE (or --pass-pipeline='{pipeline}').\n{text}\n"
    )
}

/// What a panic said, when it said it with a string (`panic!`'s usual
/// payloads); for every place that turns a panic into an error.
pub fn panic_text(payload: &(dyn std::any::Any + Send)) -> Option<String> {
    payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
}
