//! `ir-opt`: mlir-opt's role. Reads MLIR text, verifies it, and prints it
//! back; flags are spelled as mlir-opt spells them so RUN lines port by
//! renaming the tool.

mod args;
mod expected;

pub use args::{parse_args, Args};

use ir::diag::{Diagnostic, SourceBuffer, SourceMgr};
use ir::text::{parse_source, print_op, ParseOptions, PrintOptions};
use ir::Context;
use std::io::{Read, Write};

/// The result of processing one buffer (or split chunk).
struct ChunkResult {
    output: Option<String>,
    diagnostics: Vec<Diagnostic>,
    sm: SourceMgr,
    ctx: Context,
}

fn process_chunk(args: &Args, name: &str, text: Vec<u8>) -> ChunkResult {
    let mut sm = SourceMgr::default();
    let id = sm.add(SourceBuffer::new(name, text));
    let mut ctx = Context::new();
    ctx.allow_unregistered = args.allow_unregistered_dialect;
    let opts = ParseOptions {
        no_implicit_module: args.no_implicit_module,
    };
    let parsed = parse_source(&mut ctx, &sm, id, opts);
    let result = parsed.and_then(|op| ir::verify::verify(&ctx, op).map(|_| op));
    match result {
        Ok(op) => {
            let mut out = print_op(
                &ctx,
                op,
                PrintOptions {
                    generic: args.print_generic,
                    debuginfo: args.print_debuginfo,
                },
            );
            // mlir-opt ends each printed op with an empty line.
            out.push('\n');
            ChunkResult {
                output: Some(out),
                diagnostics: vec![],
                sm,
                ctx,
            }
        }
        Err(d) => ChunkResult {
            output: None,
            diagnostics: vec![d],
            sm,
            ctx,
        },
    }
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
    let chunks = match &args.split_input_file {
        Some(marker) => split_chunks(&text, marker),
        None => vec![(text, 1)],
    };
    let split = args.split_input_file.is_some();
    let mut outputs = Vec::new();
    let mut failed = false;
    let stderr = std::io::stderr();
    for (chunk, line) in chunks {
        let _ = line;
        let full = chunk.clone();
        let r = process_chunk(args, &name, chunk);
        if args.verify_diagnostics {
            let ok = expected::check(
                &r.sm,
                Some(&r.ctx),
                &full,
                &r.diagnostics,
                &mut stderr.lock(),
            );
            if !ok {
                failed = true;
            }
        } else {
            for d in &r.diagnostics {
                let _ = stderr
                    .lock()
                    .write_all(r.sm.render(Some(&r.ctx), d).as_bytes());
            }
            if !r.diagnostics.is_empty() {
                failed = true;
            }
        }
        outputs.push(r.output.unwrap_or_default());
    }
    if failed && !split && !args.verify_diagnostics {
        return 1;
    }
    let joined = outputs.join("// -----\n");
    if let Err(e) = write_output(&args.output, joined.as_bytes()) {
        eprintln!("error: could not write output: {e}");
        return 1;
    }
    if failed {
        1
    } else {
        0
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

fn write_output(path: &str, data: &[u8]) -> std::io::Result<()> {
    if path == "-" {
        let stdout = std::io::stdout();
        let mut lock = stdout.lock();
        lock.write_all(data)?;
        return lock.flush();
    }
    std::fs::write(path, data)
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
