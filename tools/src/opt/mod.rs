//! `ir-opt`: mlir-opt's role. Reads MLIR text, verifies it, and prints it
//! back; flags are spelled as mlir-opt spells them so RUN lines port by
//! renaming the tool.

mod args;
pub mod dump;
mod emit;
mod expected;
mod irdl;
mod page;
mod report;

pub use args::{help_text, parse_args, ArgError, Args};

use ir::diag::{DiagLoc, Diagnostic, SourceBuffer, SourceMgr};
use ir::pass::{Instrumentation, OpPassManager, PipelineError, Timer};
use ir::text::{parse_source, print_op_to, ParseOptions, PrintOptions};
use ir::{Context, Op};
use std::io::{Read, Write};

/// One buffer (or split chunk), parsed and verified.
struct Chunk {
    sm: SourceMgr,
    ctx: Context,
    /// The top-level op, or the diagnostics that stopped processing (one
    /// from parsing or verifying; one per failed op from a pass).
    result: Result<Op, Vec<Diagnostic>>,
    /// Pass IR dumps, each after the given number of `result`'s diagnostics.
    dumps: Vec<(usize, Vec<u8>)>,
    /// `--report=json|table`: the kernels' report, printed instead of the IR.
    report: Option<String>,
}

/// The pass pipeline the command line asks for: `--pass-pipeline`, or the
/// pass flags in order on the top-level op. `None` if there is none.
fn build_pipeline(args: &Args) -> Result<Option<OpPassManager>, PipelineError> {
    let registry = transforms::registry();
    if args.pass_pipeline.is_some() && !args.passes.is_empty() {
        return Err(PipelineError::Usage(
            "'-pass-pipeline' option can't be used with individual pass options",
        ));
    }
    if args.print_module_scope && !args.disable_threading {
        return Err(PipelineError::Usage(
            "IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.\n",
        ));
    }
    if let Some(text) = &args.pass_pipeline {
        return ir::pass::parse_pipeline(text, &registry).map(Some);
    }
    if args.passes.is_empty() {
        return Ok(None);
    }
    let mut pm = OpPassManager::new("any");
    for (arg, opts) in &args.passes {
        ir::pass::add_flag_pass(&mut pm, &registry, arg, opts)?;
    }
    Ok(Some(pm))
}

/// Instrumentation as the flags set it.
fn instrumentation(args: &Args, timer: Option<Timer>) -> Instrumentation {
    let print_after = args.print_after.clone();
    Instrumentation {
        print_before: args.print_before.clone(),
        print_after,
        after_change: args.print_after_change,
        after_failure: args.print_after_failure,
        module_scope: args.print_module_scope,
        print: print_options(args),
        verify_each: args.verify_each,
        timer,
        dumps: Vec::new(),
        failures: 0,
        crash_reproducer: args.crash_reproducer.clone(),
        ..Instrumentation::default()
    }
}

fn process_chunk(
    args: &Args,
    loaded: &[Loaded],
    name: &str,
    text: Vec<u8>,
    timer: &mut Option<Timer>,
) -> Chunk {
    let mut sm = SourceMgr::default();
    let id = sm.add(SourceBuffer::new(name, text));
    let mut ctx = Context::new();
    // `--dump-dir`: the folder is checked (and made) before anything runs.
    let dump_dir = match args.dump_dir.as_deref().map(dump::DumpDir::prepare) {
        Some(Err(e)) => {
            return Chunk {
                sm,
                ctx,
                result: Err(vec![Diagnostic::error(DiagLoc::Unknown, e.to_string())]),
                dumps: Vec::new(),
                report: None,
            }
        }
        Some(Ok(d)) => Some(d),
        None => None,
    };
    ctx.allow_unregistered = args.allow_unregistered_dialect;
    // As mlir-opt, every standard dialect is registered; then the
    // dialects loaded from files, which may replace them.
    // Compiled-in definitions are checked by the tests (every hook
    // resolves), and the loaded ones by `load_dialects` before any input.
    let _ = dialects::register_all(&mut ctx);
    // The hook table is only needed (and only built) for loaded files.
    if !loaded.is_empty() {
        let hooks = dialects::compiled_hooks();
        for l in loaded {
            let _ = register_loaded(&mut ctx, l, &hooks);
        }
    }
    let opts = ParseOptions {
        no_implicit_module: args.no_implicit_module,
        max_ops: args.max_ops,
    };
    if let Some(t) = timer.as_mut() {
        t.push("Parser");
    }
    let parsed = parse_source(&mut ctx, &sm, id, opts);
    let parsed = parsed.and_then(|op| dialect_engine::normalize(&mut ctx, op).map(|_| op));
    // `--target`: the dataflow passes' target, recorded before they run.
    if let (Ok(op), Some(t)) = (&parsed, &args.target) {
        transforms::dataflow::set_target_attr(&mut ctx, *op, t);
    }
    let mut result = parsed
        .map_err(|d| ir::diag::flatten(vec![d]))
        .and_then(|op| ir::verify::verify_all(&ctx, op).map(|_| op));
    if let Some(t) = timer.as_mut() {
        t.pop();
    }
    let mut dumps = Vec::new();
    let mut stages = Vec::new();
    if let (Ok(top), Some(_)) = (&result, &dump_dir) {
        stages.push(ir::pass::Stage::record(&ctx, *top, "input".into(), 0.0));
    }
    let mut pipeline = String::new();
    // The pipeline was checked before any input was read.
    if let (Ok(top), Ok(Some(mut pm))) = (result.clone(), build_pipeline(args)) {
        pipeline = pm.describe();
        let mut ins = instrumentation(args, timer.take());
        if dump_dir.is_some() {
            ins.stages = Some(Vec::new());
        }
        let r = pm.run(&mut ctx, top, top, &mut ins);
        if let Some(path) = &ins.reproducer_written {
            // mlir-opt's words, so scripts that look for them find them.
            eprintln!("A failure has been detected while processing the MLIR module: a reproducer has been generated in '{path}'");
        }
        dumps = std::mem::take(&mut ins.dumps);
        stages.extend(ins.stages.take().unwrap_or_default());
        *timer = ins.timer.take();
        if let Err(d) = r {
            result = Err(d);
        }
    }
    if let Some(dir) = &dump_dir {
        let failure = result.as_ref().err().map(|ds| {
            ds.iter()
                .map(|d| sm.render(Some(&ctx), d))
                .collect::<String>()
        });
        let last = result.as_ref().ok().map(|&op| (&ctx, op));
        if let Err(e) = dir.write(name, &pipeline, stages, last, failure.as_deref()) {
            result = Err(vec![Diagnostic::error(DiagLoc::Unknown, e.to_string())]);
        }
    }
    // As mlir-opt (unless checking expected diagnostics): show the
    // operation an error is about.
    for d in result.as_mut().err().into_iter().flatten() {
        if let (Some(op), false) = (d.op, args.verify_diagnostics) {
            let text = ir::text::print_op_for_diagnostic(&ctx, op, args.print_debuginfo);
            let sep = if text.contains('\n') { "\n" } else { "" };
            let note = format!("see current operation: {sep}{text}");
            let loc = d.loc.clone();
            d.notes.insert(
                0,
                Diagnostic {
                    op: None,
                    ..Diagnostic::error(loc, note)
                }
                .as_note(),
            );
        }
    }
    // `--report=json|table`: read from the IR the passes left, for the
    // target they recorded; a kernel without the decisions it needs is an
    // error like any other.
    let mut report_text = None;
    if let (Ok(op), Some(kind @ (report::Report::Json | report::Report::Table))) =
        (result.clone(), args.report)
    {
        let built = transforms::dataflow::resolve_target(&ctx, op, "")
            .and_then(|t| transforms::dataflow::report::build(&ctx, op, &t));
        match built {
            Ok(r) if kind == report::Report::Json => report_text = Some(r.to_json()),
            Ok(r) => report_text = Some(r.to_table()),
            Err(d) => result = Err(vec![d]),
        }
    }
    // `--print-irdl-generic`: respelled last, after everything that
    // needs the IR as tessera's verifiers know it.
    if let (Ok(op), true) = (&result, args.print_irdl_generic) {
        irdl::respell(&mut ctx, *op, &irdl::Spelling::new(loaded));
    }
    Chunk {
        sm,
        ctx,
        result,
        dumps,
        report: report_text,
    }
}

fn print_options(args: &Args) -> PrintOptions {
    PrintOptions {
        generic: args.print_generic || args.print_irdl_generic,
        debuginfo: args.print_debuginfo,
        nameloc_prefix: args.nameloc_prefix,
    }
}

/// Prints a processed chunk as mlir-opt does: the op, then an empty line.
fn print_chunk(args: &Args, c: &Chunk, sink: &mut dyn Write) -> std::io::Result<()> {
    if let (Ok(&op), Some(report::Report::Unsupported)) = (c.result.as_ref(), args.report) {
        let kernels = interp::registry();
        let (text, _) = report::unsupported(&c.ctx, op, &args.input, &|n| kernels.has(n));
        return sink.write_all(text.as_bytes());
    }
    if let (Ok(_), Some(text)) = (&c.result, &c.report) {
        return sink.write_all(text.as_bytes());
    }
    if let Ok(op) = c.result {
        print_op_to(&c.ctx, op, print_options(args), sink)?;
        sink.write_all(b"\n")?;
    }
    Ok(())
}

/// Splits `text` at the split marker as mlir-opt does: the text is cut at
/// every occurrence of the marker less its last two characters; an
/// occurrence not followed by those two (and then something other than a
/// dash) is a near miss, reported and not split. Each chunk is padded
/// with the line breaks and spaces that precede it, so its locations carry
/// the whole file's line and column numbers. Returns the chunks and the
/// byte offsets of near misses.
fn split_chunks(text: &[u8], marker: &str) -> (Vec<Vec<u8>>, Vec<usize>) {
    const CHECK_LEN: usize = 2;
    let marker = marker.as_bytes();
    let (head, tail) = marker.split_at(marker.len().saturating_sub(CHECK_LEN));
    let mut cuts = Vec::new();
    let mut near_misses = Vec::new();
    let mut p = 0;
    while !head.is_empty() {
        let Some(i) = text[p..].windows(head.len()).position(|w| w == head) else {
            break;
        };
        let at = p + i;
        let after = at + head.len();
        let rest = &text[after..];
        if rest.starts_with(tail) && rest.get(tail.len()) != Some(&b'-') && rest.len() > tail.len()
        {
            cuts.push((at, after + tail.len()));
        } else {
            near_misses.push(after);
        }
        p = after;
    }
    let mut chunks = Vec::new();
    let mut start = 0;
    for (cut, resume) in cuts
        .into_iter()
        .chain(std::iter::once((text.len(), text.len())))
    {
        let mut chunk = Vec::with_capacity(cut - start + 64);
        let before = &text[..start];
        let lines = memchr_count(before);
        chunk.resize(lines, b'\n');
        let col = before.iter().rev().take_while(|&&c| c != b'\n').count();
        chunk.resize(lines + col, b' ');
        chunk.extend_from_slice(&text[start..cut]);
        chunks.push(chunk);
        start = resume;
    }
    (chunks, near_misses)
}

fn memchr_count(b: &[u8]) -> usize {
    b.iter().filter(|&&c| c == b'\n').count()
}

/// A definition given with `--load-dialect` or `--load-patterns`.
struct Loaded {
    path: String,
    dialect: std::sync::Arc<dialect_def::Dialect>,
}

/// Reads and checks the `--load-dialect` files, then the
/// `--load-patterns` files, and registers them once in a scratch context
/// so that what only registration finds (a pattern naming an unknown op
/// or hook) is reported before any input is read. An error is the text
/// to print, located in the definition file.
fn load_dialects(args: &Args) -> Result<Vec<Loaded>, String> {
    let mut out = Vec::new();
    let files = args
        .load_dialects
        .iter()
        .map(|p| (p, false))
        .chain(args.load_patterns.iter().map(|p| (p, true)));
    for (path, patterns) in files {
        let what = if patterns { "patterns" } else { "dialect" };
        let src = match std::fs::read_to_string(path) {
            Ok(s) => s,
            Err(e) => {
                let msg = e.to_string();
                let msg = msg.split(" (os error").next().unwrap_or(&msg);
                return Err(format!("cannot open {what} file '{path}': {msg}\n"));
            }
        };
        match dialect_def::load(path, &src) {
            Ok(dialect) if patterns && !dialect.patterns_only => {
                return Err(format!(
                    "{path}:{}:{}: error: a patterns file starts with `patterns NAME`, not `dialect`\n",
                    dialect.span.line, dialect.span.col
                ));
            }
            Ok(dialect) => out.push(Loaded {
                path: path.clone(),
                dialect: std::sync::Arc::new(dialect),
            }),
            Err(e) => return Err(e.render(&src)),
        }
    }
    if !out.is_empty() {
        let mut ctx = Context::new();
        dialects::register_all(&mut ctx).map_err(|e| format!("{e}\n"))?;
        let hooks = dialects::compiled_hooks();
        for l in &out {
            register_loaded(&mut ctx, l, &hooks).map_err(|e| format!("{e}\n"))?;
        }
    }
    Ok(out)
}

/// Registers a `--load-dialect` or `--load-patterns` file: its hooks may
/// be missing (the op keeps its declared behaviour).
fn register_loaded(
    ctx: &mut Context,
    l: &Loaded,
    hooks: &dialects::Hooks,
) -> Result<(), dialects::EngineError> {
    dialect_engine::register_from(
        ctx,
        &l.path,
        l.dialect.clone(),
        hooks,
        dialect_engine::HookPolicy::Lenient,
    )
}

/// `--compare=A,B`: the input compiled for each target (the pipeline the
/// flags give), the kernels' decisions printed side by side.
fn compare_targets(
    args: &Args,
    loaded: &[Loaded],
    name: &str,
    text: Vec<u8>,
    timer: &mut Option<Timer>,
) -> i32 {
    let stderr = std::io::stderr();
    // `--dump-dir=D`: each target's dump in D/<target>/, and D/index.html
    // comparing them.
    let top_dir = match args.dump_dir.as_deref().map(dump::DumpDir::prepare) {
        Some(Err(e)) => {
            eprintln!("<unknown>:0: error: {e}");
            return 1;
        }
        Some(Ok(d)) => Some(d),
        None => None,
    };
    let mut all = Vec::new();
    let mut subdirs = Vec::new();
    for t in &args.compare {
        let mut a = args.clone();
        a.target = Some(t.clone());
        a.compare = Vec::new();
        a.report = None;
        a.dump_dir = top_dir.as_ref().map(|d| d.sub(t));
        subdirs.extend(a.dump_dir.clone());
        let c = process_chunk(&a, loaded, name, text.clone(), timer);
        if c.result.is_err() {
            report(&a, &c, None, &mut stderr.lock());
            return 1;
        }
        let Ok(op) = c.result else { return 1 };
        match transforms::dataflow::compare::compiled(&c.ctx, op) {
            Ok(x) => all.push(x),
            Err(d) => {
                eprint!("{}", c.sm.render(Some(&c.ctx), &d));
                return 1;
            }
        }
    }
    let out = transforms::dataflow::compare::compare(&all);
    if let Some(dir) = &top_dir {
        let links: Vec<String> = subdirs
            .iter()
            .map(|s| {
                let leaf = std::path::Path::new(s).file_name().unwrap_or_default();
                format!("{}/index.html", leaf.to_string_lossy())
            })
            .collect();
        let html = page::render_compare(name, &all, &links);
        if let Err(e) = dir.write_index(&html) {
            eprintln!("<unknown>:0: error: {e}");
            return 1;
        }
    }
    match write_output(&args.output, |w| w.write_all(out.as_bytes())) {
        Ok(()) => 0,
        Err(_) => 1,
    }
}

/// ir-opt in-process on one buffer named `name`, as `args` say (input,
/// output and splitting aside): what it would print, or the diagnostics
/// it would report. The oracle tests call it once per file instead of
/// spawning a process.
pub fn run_buffer(args: &Args, name: &str, text: Vec<u8>) -> Result<Vec<u8>, String> {
    let loaded = load_dialects(args)?;
    let mut timer = None;
    let c = process_chunk(args, &loaded, name, text, &mut timer);
    if c.result.is_err() {
        let mut err = Vec::new();
        report(args, &c, None, &mut err);
        return Err(String::from_utf8_lossy(&err).into_owned());
    }
    let mut out = Vec::new();
    print_chunk(args, &c, &mut out).map_err(|e| e.to_string())?;
    Ok(out)
}

/// Runs ir-opt with `args`; returns the process exit code.
pub fn run(args: &Args) -> i32 {
    let mut timer = args.timing.then(Timer::new);
    let code = run_timed(args, &mut timer);
    if let Some(t) = timer {
        eprint!("{}", t.report(args.timing_display));
    }
    code
}

fn run_timed(args: &Args, timer: &mut Option<Timer>) -> i32 {
    // `--run-reproducer`: the input names its own pipeline.
    if args.run_reproducer {
        let mut a = args.clone();
        a.run_reproducer = false;
        let (name, text) = match read_input(&args.input) {
            Ok(v) => v,
            Err(e) => {
                eprintln!("cannot open input file '{}': {e}", args.input);
                return 1;
            }
        };
        match reproducer_pipeline(&name, &text) {
            Ok(p) => {
                a.pass_pipeline = Some(p);
                a.passes.clear();
            }
            Err(msg) => {
                eprint!("{msg}");
                if !msg.ends_with('\n') {
                    eprintln!();
                }
                return 1;
            }
        }
        return run_timed(&a, timer);
    }
    if let Err(e) = build_pipeline(args) {
        eprintln!("<unknown>:0: error: {e}");
        return 1;
    }
    let loaded = match load_dialects(args) {
        Ok(l) => l,
        Err(e) => {
            eprint!("{e}");
            return 1;
        }
    };
    // `--emit-irdl`: definitions out, no IR read.
    if !args.emit_irdl.is_empty() {
        return match irdl::emit(args, &loaded) {
            Ok(text) => match write_output(&args.output, |w| w.write_all(text.as_bytes())) {
                Ok(()) => 0,
                Err(e) => {
                    eprintln!("error: could not write output: {e}");
                    1
                }
            },
            Err(msg) => {
                eprintln!("{msg}");
                1
            }
        };
    }
    // A target named on the command line is checked before any input: a
    // bad target file is an error at its own line.
    for t in args.target.iter().chain(&args.compare) {
        let loaded = targets::builtin(t).unwrap_or_else(|| targets::load_file(t));
        if let Err(e) = loaded {
            eprintln!("{e}");
            return 1;
        }
    }
    let (name, text) = match read_input(&args.input) {
        Ok(v) => v,
        Err(e) => {
            // LLVM's wording, without Rust's "(os error N)".
            let msg = e.to_string();
            let msg = msg.split(" (os error").next().unwrap_or(&msg);
            eprintln!("cannot open input file '{}': {msg}", args.input);
            return 1;
        }
    };
    let stderr = std::io::stderr();
    if !args.compare.is_empty() {
        return compare_targets(args, &loaded, &name, text, timer);
    }
    let Some(marker) = &args.split_input_file else {
        // One buffer: print straight to the output, only once it verified.
        let full = args.verify_diagnostics.then(|| text.clone());
        let c = process_chunk(args, &loaded, &name, text, timer);
        let ok = report(args, &c, full.as_deref(), &mut stderr.lock());
        if c.result.is_err() && !args.verify_diagnostics {
            return 1;
        }
        if let Some(t) = timer.as_mut() {
            t.push("Output");
        }
        if let (Some(kind), Ok(op)) = (args.emit, c.result.as_ref()) {
            // Lowered whole before anything is written.
            return match emit::emit(kind, &c.ctx, *op, &name) {
                Ok(bytes) => match write_output(&args.output, |w| w.write_all(&bytes)) {
                    Ok(()) => 0,
                    Err(e) => {
                        eprintln!("error: could not write output: {e}");
                        1
                    }
                },
                Err(msg) => {
                    eprintln!("{msg}");
                    1
                }
            };
        }
        let written = write_output(&args.output, |w| print_chunk(args, &c, w));
        if let Some(t) = timer.as_mut() {
            t.pop();
        }
        // `--report-fail`: graph breaks are a failure.
        let breaks = match (&c.result, args.report_fail) {
            (Ok(op), true) => {
                let kernels = interp::registry();
                report::unsupported(&c.ctx, *op, &args.input, &|n| kernels.has(n)).1 > 0
            }
            _ => false,
        };
        // The process ends next: freeing millions of ops one by one would
        // only delay the exit (a tenth of a second on the big benchmark).
        std::mem::forget(c);
        return match written {
            Ok(()) => (!ok || breaks) as i32,
            Err(e) => {
                eprintln!("error: could not write output: {e}");
                1
            }
        };
    };
    let mut outputs: Vec<Vec<u8>> = Vec::new();
    let mut failed = false;
    let (chunks, near_misses) = split_chunks(&text, marker);
    if !near_misses.is_empty() {
        let mut whole = SourceMgr::default();
        whole.add(SourceBuffer::new(name.as_str(), text.clone()));
        for offset in near_misses {
            let loc = ir::diag::DiagLoc::Offset { buffer: 0, offset };
            let d = Diagnostic {
                severity: ir::Severity::Warning,
                ..Diagnostic::error(loc, "near miss with file split marker")
            };
            let _ = stderr.lock().write_all(&whole.render_bytes(None, &d));
        }
    }
    for chunk in chunks {
        let full = args.verify_diagnostics.then(|| chunk.clone());
        let c = process_chunk(args, &loaded, &name, chunk, timer);
        failed |= !report(args, &c, full.as_deref(), &mut stderr.lock());
        let mut out = Vec::new();
        // Writing to a Vec cannot fail.
        let _ = print_chunk(args, &c, &mut out);
        outputs.push(out);
    }
    let joined = outputs.join(&b"// -----\n"[..]);
    if let Err(e) = write_output(&args.output, |w| w.write_all(&joined)) {
        eprintln!("error: could not write output: {e}");
        return 1;
    }
    failed as i32
}

/// Reports a chunk's diagnostics (or checks them against its
/// `expected-*` comments); true if the chunk counts as a success.
fn report(args: &Args, c: &Chunk, text: Option<&[u8]>, err: &mut dyn Write) -> bool {
    let diags: Vec<Diagnostic> = c.result.as_ref().err().cloned().unwrap_or_default();
    // Warnings are printed whatever the flags, as mlir-opt does; remarks
    // only with --remarks.
    let mut remarks: Vec<Diagnostic> = c.ctx.warnings.clone();
    if args.remarks {
        remarks.extend(c.ctx.remarks.iter().map(|r| r.to_diagnostic(&c.ctx)));
    }
    match text {
        Some(t) if args.verify_diagnostics => {
            for (_, d) in &c.dumps {
                let _ = err.write_all(d);
            }
            let all: Vec<Diagnostic> = remarks.into_iter().chain(diags).collect();
            expected::check(&c.sm, Some(&c.ctx), t, &all, err)
        }
        _ => {
            for r in &remarks {
                let _ = err.write_all(&c.sm.render_bytes(Some(&c.ctx), r));
            }
            let mut dumps = c.dumps.iter().peekable();
            for (i, d) in diags.iter().enumerate() {
                while let Some((_, text)) = dumps.next_if(|(n, _)| *n <= i) {
                    let _ = err.write_all(text);
                }
                let _ = err.write_all(&c.sm.render_bytes(Some(&c.ctx), d));
            }
            for (_, text) in dumps {
                let _ = err.write_all(text);
            }
            diags.is_empty()
        }
    }
}

fn read_input(path: &str) -> std::io::Result<(String, Vec<u8>)> {
    if path == "-" {
        let mut v = Vec::new();
        std::io::stdin().read_to_end(&mut v)?;
        return Ok(("<stdin>".into(), v));
    }
    Ok((path.to_string(), std::fs::read(path)?))
}

/// Opens the output (`-` is stdout) and lets `f` write to it, buffered.
fn write_output(
    path: &str,
    f: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> std::io::Result<()> {
    if path == "-" {
        let stdout = std::io::stdout();
        let mut w = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
        f(&mut w)?;
        return w.flush();
    }
    let mut w = std::io::BufWriter::with_capacity(1 << 16, std::fs::File::create(path)?);
    f(&mut w)?;
    w.flush()
}

/// Entry point of the `ir-opt` binary: runs on a large stack so deeply
/// nested input is answered with a diagnostic, not a stack overflow.
pub fn main_with_args(argv: Vec<String>) -> i32 {
    let args = match parse_args(&argv) {
        Ok(a) => a,
        Err(args::ArgError::Help) => {
            print!("{}", args::help_text());
            return 0;
        }
        Err(args::ArgError::Bad(m)) => {
            // LLVM names the program by its file name here.
            let path = argv.first().map(String::as_str).unwrap_or("ir-opt");
            let base = std::path::Path::new(path)
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or(path);
            eprintln!("{base}: {m}");
            return 1;
        }
    };
    crate::guard::run("ir-opt", 1, move || run(&args))
}

/// `--run-reproducer`: the pipeline a crash reproducer names in its
/// `mlir_reproducer` resource (tessera's or mlir-opt's).
fn reproducer_pipeline(name: &str, text: &[u8]) -> Result<String, String> {
    let mut sm = SourceMgr::default();
    let id = sm.add(SourceBuffer::new(name, text.to_vec()));
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    let _ = dialects::register_all(&mut ctx);
    if let Err(d) = parse_source(&mut ctx, &sm, id, ParseOptions::default()) {
        return Err(sm.render(Some(&ctx), &d));
    }
    let key = ctx.ident("pipeline");
    ctx.external_resources
        .iter()
        .filter(|g| g.dialect == "mlir_reproducer")
        .flat_map(|g| g.entries.iter())
        .find(|e| e.key == key)
        .and_then(|e| match &e.value {
            ir::context::ResourceValue::String(p) => Some(p.clone()),
            _ => None,
        })
        .ok_or_else(|| {
            format!("{name}: error: --run-reproducer: no `mlir_reproducer` resource with a `pipeline` in the file")
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// In-process, a `--load-dialect` file that fails to register is
    /// answered with its located error, as the command line prints it
    /// (found by the dialect_def fuzz target: test/fuzz/).
    #[test]
    fn run_buffer_reports_a_dialect_that_does_not_register() {
        let file = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../test/fuzz/Inputs/unknown-native.dialect"
        );
        let argv: Vec<String> = ["ir-opt", "--load-dialect", file]
            .map(String::from)
            .to_vec();
        let args = parse_args(&argv).expect("the flags parse");
        let err = run_buffer(&args, "in.mlir", b"module {\n}\n".to_vec()).unwrap_err();
        assert!(
            err.contains(
                "unknown-native.dialect:9:21: error: no native constraint `no_such_check`"
            ),
            "{err}"
        );
    }
}
