//! `ir-opt`: mlir-opt's role. Reads MLIR text, verifies it, and prints it
//! back; flags are spelled as mlir-opt spells them so RUN lines port by
//! renaming the tool.

mod args;
mod expected;

pub use args::{parse_args, Args};

use ir::diag::{Diagnostic, SourceBuffer, SourceMgr};
use ir::text::{parse_source, print_op_to, ParseOptions, PrintOptions};
use ir::{Context, Op};
use std::io::{Read, Write};

/// One buffer (or split chunk), parsed and verified.
struct Chunk {
    sm: SourceMgr,
    ctx: Context,
    /// The top-level op, or the diagnostic that stopped processing.
    result: Result<Op, Diagnostic>,
}

fn process_chunk(args: &Args, name: &str, text: Vec<u8>) -> Chunk {
    let mut sm = SourceMgr::default();
    let id = sm.add(SourceBuffer::new(name, text));
    let mut ctx = Context::new();
    ctx.allow_unregistered = args.allow_unregistered_dialect;
    let opts = ParseOptions {
        no_implicit_module: args.no_implicit_module,
    };
    let parsed = parse_source(&mut ctx, &sm, id, opts);
    let mut result = parsed.and_then(|op| ir::verify::verify(&ctx, op).map(|_| op));
    // As mlir-opt (unless checking expected diagnostics): show the
    // operation an error is about.
    if let Err(d) = &mut result {
        if let (Some(op), false) = (d.op, args.verify_diagnostics) {
            let text = ir::text::print_op_for_diagnostic(&ctx, op);
            let sep = if text.contains('\n') { "\n" } else { "" };
            let note = format!("see current operation: {sep}{text}");
            let loc = d.loc.clone();
            d.notes.insert(0, Diagnostic { op: None, ..Diagnostic::error(loc, note) }.as_note());
        }
    }
    Chunk { sm, ctx, result }
}

fn print_options(args: &Args) -> PrintOptions {
    PrintOptions {
        generic: args.print_generic,
        debuginfo: args.print_debuginfo,
    }
}

/// Prints a processed chunk as mlir-opt does: the op, then an empty line.
fn print_chunk(args: &Args, c: &Chunk, sink: &mut dyn Write) -> std::io::Result<()> {
    if let Ok(op) = c.result {
        print_op_to(&c.ctx, op, print_options(args), sink)?;
        sink.write_all(b"\n")?;
    }
    Ok(())
}

/// Splits `text` at lines consisting of the marker (`// -----`). Each
/// chunk is padded with the newlines that precede it, so locations and
/// diagnostics carry line numbers of the whole file, as mlir-opt's do.
fn split_chunks(text: &[u8], marker: &str) -> Vec<(Vec<u8>, usize)> {
    let mut chunks = Vec::new();
    let mut cur = Vec::new();
    let mut start_line = 1;
    let mut line_no = 1;
    for line in text.split_inclusive(|&c| c == b'\n') {
        let trimmed = line.strip_suffix(b"\n").unwrap_or(line);
        let trimmed = trimmed.strip_suffix(b"\r").unwrap_or(trimmed);
        let is_marker = String::from_utf8_lossy(trimmed).trim_end() == marker;
        if is_marker {
            chunks.push((std::mem::take(&mut cur), start_line));
            start_line = line_no + 1;
            cur.resize(line_no, b'\n');
        } else {
            cur.extend_from_slice(line);
        }
        line_no += 1;
    }
    chunks.push((cur, start_line));
    chunks
}

/// Runs ir-opt with `args`; returns the process exit code.
pub fn run(args: &Args) -> i32 {
    let (name, text) = match read_input(&args.input) {
        Ok(v) => v,
        Err(e) => {
            eprintln!("Could not open input file '{}': {e}", args.input);
            return 1;
        }
    };
    let stderr = std::io::stderr();
    let Some(marker) = &args.split_input_file else {
        // One buffer: print straight to the output, only once it verified.
        let full = args.verify_diagnostics.then(|| text.clone());
        let c = process_chunk(args, &name, text);
        let ok = report(args, &c, full.as_deref(), &mut stderr.lock());
        if c.result.is_err() && !args.verify_diagnostics {
            return 1;
        }
        return match write_output(&args.output, |w| print_chunk(args, &c, w)) {
            Ok(()) => (!ok) as i32,
            Err(e) => {
                eprintln!("error: could not write output: {e}");
                1
            }
        };
    };
    let mut outputs: Vec<Vec<u8>> = Vec::new();
    let mut failed = false;
    for (chunk, _) in split_chunks(&text, marker) {
        let full = args.verify_diagnostics.then(|| chunk.clone());
        let c = process_chunk(args, &name, chunk);
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
    let diags: Vec<Diagnostic> = c.result.as_ref().err().cloned().into_iter().collect();
    match text {
        Some(t) if args.verify_diagnostics => expected::check(&c.sm, Some(&c.ctx), t, &diags, err),
        _ => {
            for d in &diags {
                let _ = err.write_all(&c.sm.render_bytes(Some(&c.ctx), d));
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
            print!("{}", args::HELP);
            return 0;
        }
        Err(args::ArgError::Bad(m)) => {
            eprintln!(
                "{}: {m}",
                argv.first().map(String::as_str).unwrap_or("ir-opt")
            );
            return 1;
        }
    };
    let handle = std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(move || run(&args));
    match handle {
        Ok(h) => h.join().unwrap_or(1),
        Err(_) => 1,
    }
}
