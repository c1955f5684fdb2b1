//! `ir-run` (the binary is `src/bin/ir-run.rs`): executes a function of an MLIR file on inputs with tessera's
//! reference interpreter, and writes, prints or checks its results.
//!
//! ```text
//! ir-run FILE [--entry NAME] (--input A.npy ... | --random-inputs [--seed N])
//!        [--output Y.npy ...] [--print] [--check REF.npy ... [--rtol R] [--atol A]]
//!        [--max-steps N] [--bf16-out ml_dtypes|uint16|f32]
//! ir-run FILE --split-input-file [--entry NAME] [--max-steps N]
//! ir-run FILE --entry KERNEL --arg NAME=FILE.npy|NAME=zeros:SHAPE:DTYPE|NAME=VALUE ...
//!        [--out-dir D] [--report]
//! ```
//!
//! With `--arg`, the entry is a KTIR kernel run on a simulated Spyre (as
//! KTIR tools run one): each array argument is placed in device memory and
//! the kernel receives its element address, scalars are bound as given,
//! every core of the kernel's `grid` runs it, and every array argument's
//! final contents are written to `D/NAME.npy`. Arguments are named as the
//! source names them (`%x_ptr` is `x_ptr`), or `argN`.
//!
//! With `--split-input-file`, each `// -----` chunk is a module of its
//! own; in each, the function named by `--entry` runs, or, when none is
//! named, every function that takes no arguments (StableHLO's interpreter
//! tests, whose `check.*` ops assert the results). A failing function is a
//! located error; a summary line counts the functions that passed.
//!
//! The command line is parsed by hand, as ir-opt's is (`--flag VALUE` and
//! `--flag=VALUE` both work).

use interp::io::{allclose, format_values, input_value, output_tensors, random_input, Rng};
use interp::{npy, parse_module, Interpreter, Tensor};
use std::io::Write;
use std::process::ExitCode;

const HELP: &str = "OVERVIEW: tessera reference interpreter: run a function of an MLIR file

USAGE: ir-run <file> [options]

OPTIONS:
  --entry <name>        Function to run (default: main)
  --input <file.npy>    Argument, in order (repeatable); scalars are 0-d arrays
  --random-inputs       Draw the arguments from their types instead (floats normal,
                        ints in [0,4), bools fair, dynamic dims 2)
  --seed <n>            Seed for --random-inputs (default: 0)
  --output <file.npy>   Where to write each result, in order (repeatable)
  --print               Print each result: shape, dtype and (up to 256 elements) values
  --check <ref.npy>     Compare each result with a reference (repeatable); exit 1 on mismatch
  --rtol <x>            Relative tolerance of --check (default: 1e-4)
  --atol <x>            Absolute tolerance of --check (default: 1e-5)
  --split-input-file    Run each '// -----' chunk: --entry, or every function without
                        arguments; print how many passed
  --max-steps <n>       Stop any loop after n iterations with an error
  --max-memory <bytes>  An op whose result would take more (8 bytes an element, what the
                        interpreter stores; K, M, G suffixes) is an error at its location
                        (default: 4G)
  --bf16-out <form>     How bf16 results are written: ml_dtypes (default: '<V2', what
                        np.save of an ml_dtypes.bfloat16 array writes), uint16 (bit
                        patterns) or f32
  --arg <name=spec>     Run the entry as a KTIR kernel on a simulated Spyre; an argument
                        by name (or argN): FILE.npy (placed in device memory; the kernel
                        gets its address), zeros:SHAPE:DTYPE (zeros:64x128:f16), or a number
  --out-dir <dir>       With --arg: write every array argument's final contents to DIR/NAME.npy
  --dump-launches <dir> With --arg: for each kernel a host function launches, write its
                        arguments and the device arrays before and after (a replay
                        for another KTIR interpreter)
  --report              With --arg: print each kernel's latency estimate, the most
                        LX a core's buffers take and splits off stick boundaries
  --target <name|file>  With --arg: the machine to simulate, a built-in target or a
                        .target file: its LX, sticks, bandwidth, ring, clock, vector
                        and matrix rates (default: spyre)
  --grid <x[,y[,z]]>    With --arg: run the entry as a tile kernel (Triton's TTIR, the
                        `tt` dialect) over a grid of programs on the host; each pointer
                        argument receives its array, written back with --out-dir
  --jit                 With --grid: compile the kernel to machine code (LLVM, O3, the
                        host's vector units) and run that instead of interpreting
  --engine <e>          Who runs the tile kernels: interp (tessera's interpreter, the
                        default), jit (= --jit, tessera's LLVM lowering), or mlir (the
                        kernels written as MLIR's standard dialects, lowered by MLIR's own
                        passes and run by its ExecutionEngine, in-process; docs/interop.md)
  --engines             Print the engines this build has (`interp jit mlir`) and exit
  --bench <n>           With --jit: run n times; print `compile: X ms` (parse to
                        machine code) and
                        `run: median Y ms, min Z ms over n calls`
  --threads <t>         With --jit: spread the programs over t threads (default: 1;
                        a kernel with atomics runs its programs one at a time)
  --profile             With --jit on a compiled program: print each launch's median
                        time (over --bench's runs) and its share
  --check-bounds        With --jit: check every load and store against the arrays; one
                        outside them is an error at its location
                        (with --arg, --check takes NAME=REF.npy: an array's final contents)
  --help                Show this text
";

#[derive(Clone, Debug, Default)]
struct Args {
    file: Option<String>,
    entry: String,
    inputs: Vec<String>,
    outputs: Vec<String>,
    checks: Vec<String>,
    random: bool,
    seed: u64,
    print: bool,
    rtol: f64,
    atol: f64,
    entry_given: bool,
    split: bool,
    max_steps: Option<u64>,
    /// `--max-memory`: the most bytes one value may take.
    max_memory: u64,
    bf16: npy::Bf16Form,
    grid_args: Vec<String>,
    out_dir: Option<String>,
    dump_launches: Option<String>,
    report: bool,
    target: Option<String>,
    grid: Option<[i64; 3]>,
    jit: bool,
    /// `--engine=mlir`: real MLIR runs the tile kernels.
    mlir: bool,
    bench: Option<usize>,
    threads: Option<usize>,
    check_bounds: bool,
    profile: bool,
    /// What parsing the file took: the `compile:` line counts from the
    /// text (parse to machine code). Only a compiled engine prints it.
    #[cfg_attr(not(any(feature = "llvm", feature = "mlir")), allow(dead_code))]
    parse_ms: f64,
}

/// The budget of one value when `--max-memory` is not given: a runaway
/// shape is an error long before it could exhaust a machine's memory.
const DEFAULT_MAX_MEMORY: u64 = 4 << 30;

/// `N`, `NK`, `NM` or `NG` bytes (powers of 1024).
fn bytes(v: &str) -> Option<u64> {
    let (num, shift) = match v.as_bytes().last()? {
        b'K' | b'k' => (&v[..v.len() - 1], 10),
        b'M' | b'm' => (&v[..v.len() - 1], 20),
        b'G' | b'g' => (&v[..v.len() - 1], 30),
        _ => (v, 0),
    };
    num.parse::<u64>().ok()?.checked_mul(1 << shift)
}

/// The interpreter's budgets as the flags set them.
fn budgets_of(a: &Args) -> interp::Budgets {
    interp::Budgets {
        max_steps: a.max_steps,
        max_bytes: Some(a.max_memory),
    }
}

/// Sets `interp`'s budgets from the flags.
fn budgets(a: &Args, interp: &mut Interpreter) {
    interp.set_budgets(budgets_of(a));
}

/// A count of at least 1 given to `flag`.
fn positive(flag: &str, v: &str) -> Result<usize, String> {
    v.parse()
        .ok()
        .filter(|&n: &usize| n >= 1)
        .ok_or_else(|| format!("bad {flag} '{v}'"))
}

fn parse_args(argv: &[String]) -> Result<Option<Args>, String> {
    let mut a = Args {
        entry: "main".into(),
        rtol: 1e-4,
        atol: 1e-5,
        max_memory: DEFAULT_MAX_MEMORY,
        ..Args::default()
    };
    let mut i = 1;
    while i < argv.len() {
        let arg = argv[i].as_str();
        i += 1;
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f, Some(v.to_string())),
            _ => (arg, None),
        };
        let mut value = |name: &str| -> Result<String, String> {
            if let Some(v) = inline.clone() {
                return Ok(v);
            }
            match argv.get(i) {
                Some(v) => {
                    i += 1;
                    Ok(v.clone())
                }
                None => Err(format!("option '{name}' needs a value")),
            }
        };
        match flag {
            "--help" | "-h" => return Ok(None),
            "--entry" => {
                a.entry = value(flag)?.trim_start_matches('@').to_string();
                a.entry_given = true;
            }
            "--split-input-file" => a.split = true,
            "--max-steps" => {
                let v = value(flag)?;
                a.max_steps = Some(v.parse().map_err(|_| format!("bad --max-steps '{v}'"))?);
            }
            "--max-memory" => {
                let v = value(flag)?;
                a.max_memory = bytes(&v).ok_or_else(|| format!("bad --max-memory '{v}'"))?;
            }
            "--bf16-out" => {
                a.bf16 = match value(flag)?.as_str() {
                    "ml_dtypes" | "v2" => npy::Bf16Form::MlDtypes,
                    "uint16" | "u16" => npy::Bf16Form::Uint16,
                    "f32" => npy::Bf16Form::F32,
                    v => return Err(format!("bad --bf16-out '{v}' (ml_dtypes, uint16 or f32)")),
                };
            }
            "--input" => a.inputs.push(value(flag)?),
            "--arg" => a.grid_args.push(value(flag)?),
            "--out-dir" => a.out_dir = Some(value(flag)?),
            "--dump-launches" => a.dump_launches = Some(value(flag)?),
            "--report" => a.report = true,
            "--target" => a.target = Some(value(flag)?),
            "--jit" => a.jit = true,
            "--engine" => match value(flag)?.as_str() {
                "interp" => (a.jit, a.mlir) = (false, false),
                "jit" | "llvm" => (a.jit, a.mlir) = (true, false),
                "mlir" => (a.jit, a.mlir) = (false, true),
                v => return Err(format!("bad --engine '{v}' (interp, jit or mlir)")),
            },
            "--check-bounds" => a.check_bounds = true,
            "--profile" => a.profile = true,
            "--threads" => a.threads = Some(positive(flag, &value(flag)?)?),
            "--bench" => a.bench = Some(positive(flag, &value(flag)?)?),
            "--grid" => {
                let v = value(flag)?;
                let parts: Vec<&str> = v.split(',').collect();
                let mut g = [1i64; 3];
                if parts.is_empty() || parts.len() > 3 {
                    return Err(format!("bad --grid '{v}': expected X[,Y[,Z]]"));
                }
                for (i, p) in parts.iter().enumerate() {
                    g[i] = p
                        .trim()
                        .parse()
                        .ok()
                        .filter(|&x: &i64| x >= 1)
                        .ok_or_else(|| {
                            format!("bad --grid '{v}': extents are positive integers")
                        })?;
                }
                a.grid = Some(g);
            }
            "--output" | "-o" => a.outputs.push(value(flag)?),
            "--check" => a.checks.push(value(flag)?),
            "--random-inputs" => a.random = true,
            "--print" => a.print = true,
            "--seed" => {
                let v = value(flag)?;
                a.seed = v.parse().map_err(|_| format!("bad --seed '{v}'"))?;
            }
            "--rtol" | "--atol" => {
                let v = value(flag)?;
                let x: f64 = v.parse().map_err(|_| format!("bad {flag} '{v}'"))?;
                if !(x >= 0.0) {
                    return Err(format!("{flag} must be a non-negative number"));
                }
                if flag == "--rtol" {
                    a.rtol = x;
                } else {
                    a.atol = x;
                }
            }
            f if f.starts_with('-') && f != "-" => return Err(format!("unknown option '{f}'")),
            f => {
                if a.file.is_some() {
                    return Err(format!("more than one input file ('{f}')"));
                }
                a.file = Some(f.to_string());
            }
        }
    }
    if a.file.is_none() {
        return Err("no input file".into());
    }
    if a.random && !a.inputs.is_empty() {
        return Err("--random-inputs and --input cannot be used together".into());
    }
    Ok(Some(a))
}

fn fail(msg: impl std::fmt::Display) -> ExitCode {
    eprintln!("ir-run: error: {msg}");
    ExitCode::FAILURE
}

/// `--bench`'s lines: `compile: X ms` (when there was a compile) and
/// `run: median Y ms, min Z ms over N calls`.
fn print_bench(compile_ms: Option<f64>, runs_ms: &mut [f64]) {
    runs_ms.sort_by(f64::total_cmp);
    if let Some(ms) = compile_ms {
        println!("compile: {ms:.1} ms");
    }
    if let (Some(min), Some(median)) = (runs_ms.first(), runs_ms.get(runs_ms.len() / 2)) {
        println!(
            "run: median {median:.3} ms, min {min:.3} ms over {} calls",
            runs_ms.len()
        );
    }
}

/// `--profile`'s table: each launch's median milliseconds and share of
/// their sum, in program order.
#[cfg(feature = "llvm")]
fn print_profile(launches: &[(&str, &str, f64)]) {
    let total: f64 = launches.iter().map(|l| l.2).sum();
    println!("profile: {} launches, {total:.3} ms", launches.len());
    for (kernel, loc, ms) in launches {
        let share = if total > 0.0 { 100.0 * ms / total } else { 0.0 };
        println!("  {ms:8.3} ms {share:5.1}%  @{kernel}  {loc}");
    }
}

/// The module's top-level op.
#[cfg(any(feature = "llvm", feature = "mlir"))]
fn top_op(ctx: &ir::Context) -> Option<ir::Op> {
    (0..ctx.num_ops())
        .map(<ir::Op as ir::entity::EntityRef>::new)
        .find(|&op| ctx.op(op).parent.is_none())
}

fn read_file(path: &str) -> Result<Vec<u8>, String> {
    if path == "-" {
        let mut v = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin(), &mut v)
            .map_err(|e| format!("cannot read stdin: {e}"))?;
        return Ok(v);
    }
    std::fs::read(path).map_err(|e| format!("cannot read '{path}': {e}"))
}

/// `--split-input-file`: every chunk's entry (or argument-less functions)
/// run; failures are reported at their location and counted.
fn run_split(a: &Args, name: &str, text: Vec<u8>) -> ExitCode {
    let text = String::from_utf8_lossy(&text).into_owned();
    let mut passed = 0usize;
    let mut total = 0usize;
    let mut line = 0usize;
    let mut chunks = Vec::new();
    let mut cur = String::new();
    let mut start = 0usize;
    for l in text.split_inclusive('\n') {
        if l.trim_end() == "// -----" {
            chunks.push((start, std::mem::take(&mut cur)));
            start = line + 1;
        } else {
            cur.push_str(l);
        }
        line += 1;
    }
    chunks.push((start, cur));
    for (start, chunk) in chunks {
        // Blank lines before the chunk keep line numbers those of the file.
        let padded = "\n".repeat(start) + &chunk;
        let module = match parse_module(name, padded.into_bytes()) {
            Ok(m) => m,
            Err(diag) => {
                eprint!("{diag}");
                total += 1;
                continue;
            }
        };
        let ctx = &module.ctx;
        let mut interp = Interpreter::new(ctx);
        budgets(a, &mut interp);
        let names: Vec<String> = if a.entry_given {
            vec![a.entry.clone()]
        } else {
            interp
                .function_names()
                .into_iter()
                .filter(|n| interp.signature(n).is_some_and(|(args, _)| args.is_empty()))
                .collect()
        };
        for f in names {
            if interp.function(&f).is_none() {
                continue;
            }
            total += 1;
            match interp.run(&f, vec![]) {
                Ok(_) => passed += 1,
                Err(e) => match e.loc() {
                    Some(loc) => eprintln!("{loc}: error: @{f}: {}", e.message()),
                    None => eprintln!("ir-run: error: @{f}: {e}"),
                },
            }
        }
    }
    println!("{passed} of {total} functions passed");
    if passed == total {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn run(a: &Args) -> ExitCode {
    let file = a.file.as_deref().unwrap_or("-");
    let text = match read_file(file) {
        Ok(t) => t,
        Err(e) => return fail(e),
    };
    let name = if file == "-" { "<stdin>" } else { file };
    if a.split {
        return run_split(a, name, text);
    }
    if !a.grid_args.is_empty() || a.out_dir.is_some() || a.grid.is_some() {
        return run_kernel(a, name, text);
    }
    let t = std::time::Instant::now();
    let module = match parse_module(name, text) {
        Ok(m) => m,
        Err(diag) => {
            eprint!("{diag}");
            return ExitCode::FAILURE;
        }
    };
    let a = &Args {
        parse_ms: t.elapsed().as_secs_f64() * 1e3,
        ..a.clone()
    };
    let ctx = &module.ctx;
    let mut interp = Interpreter::new(ctx);
    budgets(a, &mut interp);
    let Some((arg_types, result_types)) = interp.signature(&a.entry) else {
        return fail(format!("no function @{} in {name}", a.entry));
    };
    let spell = |t| ir::text::type_to_string(ctx, t);

    // Inputs.
    let mut inputs = Vec::new();
    if a.random {
        let mut rng = Rng::new(a.seed);
        for (i, &t) in arg_types.iter().enumerate() {
            match random_input(ctx, t, &mut rng) {
                Ok(v) => inputs.push(v),
                Err(e) => return fail(format!("@{}'s argument {i}: {e}", a.entry)),
            }
        }
    } else {
        if a.inputs.len() != arg_types.len() {
            let types: Vec<String> = arg_types.iter().map(|&t| spell(t)).collect();
            return fail(format!(
                "@{} takes {} argument(s) ({}), but {} input(s) were given",
                a.entry,
                arg_types.len(),
                types.join(", "),
                a.inputs.len()
            ));
        }
        for (i, (path, &t)) in a.inputs.iter().zip(&arg_types).enumerate() {
            let tensor = match read_file(path).and_then(|b| npy::read(&b)) {
                Ok(x) => x,
                Err(e) => return fail(format!("input {i} ({path}): {e}")),
            };
            let what = format!("@{}'s argument {i}", a.entry);
            if let Some(v) = interp::io::input_array(ctx, t, &tensor, &what) {
                match v {
                    Ok(v) => inputs.push(v),
                    Err(e) => return fail(format!("input {i} ({path}) {e}")),
                }
                continue;
            }
            match input_value(ctx, t, tensor, &what) {
                Ok(v) => inputs.push(v),
                Err(e) => return fail(format!("input {i} ({path}) {e}")),
            }
        }
    }

    // Run.
    drop(interp);
    let results = match run_entry(a, ctx, name, inputs) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let mut outs: Vec<Tensor> = Vec::new();
    for (i, v) in results.iter().enumerate() {
        match output_tensors(v) {
            Ok(ts) => outs.extend(ts),
            Err(e) => return fail(format!("result {i}: {e}")),
        }
    }
    let _ = result_types;

    if !a.outputs.is_empty() && a.outputs.len() != outs.len() {
        return fail(format!(
            "@{} has {} results, but {} --output files were given",
            a.entry,
            outs.len(),
            a.outputs.len()
        ));
    }
    if !a.checks.is_empty() && a.checks.len() != outs.len() {
        return fail(format!(
            "@{} has {} results, but {} --check references were given",
            a.entry,
            outs.len(),
            a.checks.len()
        ));
    }
    // Read every reference before writing anything.
    let mut refs = Vec::new();
    for (i, path) in a.checks.iter().enumerate() {
        match read_file(path).and_then(|b| npy::read(&b)) {
            Ok(t) => refs.push(t),
            Err(e) => return fail(format!("reference {i} ({path}): {e}")),
        }
    }
    for (t, path) in outs.iter().zip(&a.outputs) {
        if let Err(e) = std::fs::write(path, npy::write_with(t, a.bf16)) {
            return fail(format!("cannot write '{path}': {e}"));
        }
    }
    // A reader that closes the pipe early (`| head`) ends the output, not
    // the process with a panic: write errors are ignored.
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    if a.print {
        for (i, t) in outs.iter().enumerate() {
            let shape: Vec<String> = t.shape().iter().map(|d| d.to_string()).collect();
            let _ = writeln!(
                out,
                "result {i}: shape [{}] dtype {}",
                shape.join(","),
                t.dtype().name()
            );
            if t.numel() <= 256 {
                let _ = writeln!(out, "  {}", format_values(t));
            }
        }
    }
    let mut ok = true;
    for (i, (t, r)) in outs.iter().zip(&refs).enumerate() {
        match allclose(t, r, a.rtol, a.atol) {
            Ok(c) => {
                let verdict = if c.ok { "ok" } else { "MISMATCH" };
                let _ = writeln!(
                    out,
                    "check {i}: {verdict}: max abs err {:.3e}, max rel err {:.3e} ({})",
                    c.max_abs, c.max_rel, a.checks[i]
                );
                if let Some((j, g, w)) = c.first_bad {
                    let _ = writeln!(
                        out,
                        "  first mismatch at element {j}: got {g}, expected {w}"
                    );
                    ok = false;
                }
            }
            Err(e) => {
                let _ = writeln!(out, "check {i}: MISMATCH: {e} ({})", a.checks[i]);
                ok = false;
            }
        }
    }
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// The source names of `@entry`'s parameters (`%x_ptr: index` is
/// `x_ptr`), read from the text: the parsed IR keeps no names.
fn param_names(text: &str, entry: &str) -> Vec<String> {
    let needle = format!("@{entry}(");
    // The definition: not a comment and not a call (`func.call @f(` also
    // holds "func"), on a line that holds the function op's name.
    let defines = |at: usize| {
        let line = text[..at].rsplit('\n').next().unwrap_or("").trim_start();
        !line.starts_with("//") && line.contains("func") && !line.contains("call")
    };
    let Some(at) = text
        .match_indices(&needle)
        .map(|(at, _)| at)
        .find(|&at| defines(at))
    else {
        return Vec::new();
    };
    let b = text.as_bytes();
    let mut i = at + needle.len();
    let mut depth = 0i32;
    let mut names = Vec::new();
    while i < b.len() {
        match b[i] {
            b'(' | b'<' | b'[' | b'{' => depth += 1,
            b')' if depth == 0 => break,
            b')' | b'>' | b']' | b'}' => depth -= 1,
            b'%' if depth == 0 => {
                let start = i + 1;
                let mut j = start;
                while j < b.len() && (b[j].is_ascii_alphanumeric() || b"_$.-".contains(&b[j])) {
                    j += 1;
                }
                names.push(text[start..j].to_string());
                i = j;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    names
}

/// One `--arg NAME=SPEC`.
fn grid_arg(spec: &str) -> Result<interp::spyre::GridArg, String> {
    use interp::spyre::GridArg;
    if let Some(rest) = spec.strip_prefix("zeros:") {
        let Some((shape, dtype)) = rest.rsplit_once(':') else {
            return Err(format!("'{spec}': expected zeros:SHAPE:DTYPE"));
        };
        let dims: Result<Vec<usize>, _> = shape
            .split('x')
            .filter(|d| !d.is_empty())
            .map(|d| d.parse::<usize>())
            .collect();
        let dims = dims.map_err(|_| format!("'{spec}': bad shape '{shape}'"))?;
        let d = dialects::torch::types::DType::parse(match dtype {
            "f16" | "float16" => "f16",
            "bf16" | "bfloat16" => "bf16",
            "f32" | "float32" => "f32",
            "f64" | "float64" => "f64",
            "i32" | "int32" => "si32",
            "i64" | "int64" => "si64",
            "i16" | "int16" => "si16",
            "i8" | "int8" => "si8",
            other => other,
        })
        .ok_or_else(|| format!("'{spec}': unknown dtype '{dtype}'"))?;
        let t = Tensor::full(dims, d, 0.0).map_err(|e| e.0)?;
        return Ok(GridArg::Array(String::new(), t));
    }
    if spec.ends_with(".npy") {
        let t = read_file(spec).and_then(|b| npy::read(&b))?;
        return Ok(GridArg::Array(String::new(), t));
    }
    if let Ok(v) = spec.parse::<i64>() {
        return Ok(GridArg::Int(v));
    }
    if let Ok(v) = spec.parse::<f64>() {
        return Ok(GridArg::Float(v));
    }
    Err(format!(
        "'{spec}' is neither FILE.npy, zeros:SHAPE:DTYPE nor a number"
    ))
}

/// `--arg`: the entry as a KTIR kernel on a simulated Spyre.
fn run_kernel(a: &Args, name: &str, text: Vec<u8>) -> ExitCode {
    use interp::spyre::GridArg;
    let src = String::from_utf8_lossy(&text).into_owned();
    let t = std::time::Instant::now();
    let module = match parse_module(name, text) {
        Ok(m) => m,
        Err(diag) => {
            eprint!("{diag}");
            return ExitCode::FAILURE;
        }
    };
    let a = &Args {
        parse_ms: t.elapsed().as_secs_f64() * 1e3,
        ..a.clone()
    };
    let ctx = &module.ctx;
    let interp = Interpreter::new(ctx);
    let Some((params, _)) = interp.signature(&a.entry) else {
        return fail(format!("no function @{} in {name}", a.entry));
    };
    let names = param_names(&src, &a.entry);
    let mut given: Vec<Option<GridArg>> = vec![None; params.len()];
    for spec in &a.grid_args {
        let Some((n, v)) = spec.split_once('=') else {
            return fail(format!("--arg '{spec}': expected NAME=VALUE"));
        };
        let idx = names
            .iter()
            .position(|x| x == n)
            .or_else(|| n.strip_prefix("arg").unwrap_or(n).parse::<usize>().ok())
            .filter(|&i| i < params.len());
        let Some(i) = idx else {
            return fail(format!(
                "--arg '{spec}': @{} has no argument '{n}' (it takes {})",
                a.entry,
                names.join(", ")
            ));
        };
        let label = names.get(i).cloned().unwrap_or_else(|| format!("arg{i}"));
        match grid_arg(v) {
            Ok(GridArg::Array(_, t)) => given[i] = Some(GridArg::Array(label, t)),
            Ok(x) => given[i] = Some(x),
            Err(e) => return fail(format!("--arg {n}: {e}")),
        }
    }
    let mut args = Vec::new();
    for (i, g) in given.into_iter().enumerate() {
        match g {
            Some(g) => args.push(g),
            None => {
                let n = names.get(i).cloned().unwrap_or_else(|| format!("arg{i}"));
                return fail(format!(
                    "@{}'s argument '{n}' was not given (--arg {n}=...)",
                    a.entry
                ));
            }
        }
    }
    for d in a.out_dir.iter().chain(a.dump_launches.iter()) {
        if let Err(e) = std::fs::create_dir_all(d) {
            return fail(format!("cannot create '{d}': {e}"));
        }
    }
    if let Some(grid) = a.grid {
        return run_tile(a, ctx, grid, args);
    }
    let spec = match simulated_machine(a.target.as_deref()) {
        Ok(s) => s,
        Err(code) => return code,
    };
    let (machine, lat) = match interp::spyre::run_grid(
        ctx,
        &a.entry,
        spec,
        args,
        a.dump_launches.as_ref().map(std::path::PathBuf::from),
        budgets_of(a),
    ) {
        Ok(r) => r,
        Err(e) => {
            match e.loc() {
                Some(loc) => eprintln!("{loc}: error: {}", e.message()),
                None => eprintln!("ir-run: error: {e}"),
            }
            return ExitCode::FAILURE;
        }
    };
    let arrays: Vec<(String, interp::Tensor)> = match machine
        .arrays()
        .into_iter()
        .map(|arr| {
            arr.tensor()
                .map(|t| (arr.name.clone(), t))
                .map_err(|e| format!("{}: {}", arr.name, e.0))
        })
        .collect::<Result<_, _>>()
    {
        Ok(v) => v,
        Err(e) => return fail(e),
    };
    let ok = match write_and_check(a, &arrays) {
        Ok(ok) => ok,
        Err(code) => return code,
    };
    if a.report {
        // A host function's kernels, each on its own grid, one after
        // another.
        let launched = machine.launched();
        for (k, l) in &launched {
            let sched = l
                .schedule_us
                .map_or_else(String::new, |s| format!("; schedule pass {s:.3} us"));
            println!(
                "@{k}: latency estimate {:.3} us (compute {:.3}, memory {:.3}, communication {:.3}; slowest core {}{sched}); {}",
                l.total_us, l.compute_us, l.memory_us, l.communication_us, l.slowest_core,
                placement(l, &machine.spec)
            );
        }
        if !launched.is_empty() {
            println!(
                "kernels: {}, total {:.3} us",
                launched.len(),
                launched.iter().map(|(_, l)| l.total_us).sum::<f64>()
            );
        }
        println!(
            "@{}: {} cores, latency estimate {:.3} us (compute {:.3}, memory {:.3}, communication {:.3}; slowest core {}); {}",
            a.entry,
            machine.cores(),
            lat.total_us,
            lat.compute_us,
            lat.memory_us,
            lat.communication_us,
            lat.slowest_core,
            if launched.is_empty() { placement(&lat, &machine.spec) } else { "a host function".into() }
        );
    }
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// The engines this build has: the interpreter always, the others when
/// their bridges were built in (`--features llvm`, `--features mlir`).
fn engines() -> Vec<&'static str> {
    let mut v = vec!["interp"];
    if cfg!(feature = "llvm") {
        v.push("jit");
    }
    if cfg!(feature = "mlir") {
        v.push("mlir");
    }
    v
}

/// ir-run on `argv` (the program's name first), in this process: what
/// the `ir-run` binary runs inside [`crate::guard::run`], and what the
/// fuzz targets of the engines call, so that a panic reaches them.
pub fn main_with_args(argv: Vec<String>) -> ExitCode {
    if argv.get(1).map(String::as_str) == Some("--engines") {
        println!("{}", engines().join(" "));
        return ExitCode::SUCCESS;
    }
    let args = match parse_args(&argv) {
        Ok(Some(a)) => a,
        Ok(None) => {
            print!("{HELP}");
            return ExitCode::SUCCESS;
        }
        Err(e) => return fail(format!("{e} (see --help)")),
    };
    run(&args)
}

/// `--out-dir D` and `--check NAME=REF.npy` on a launch's final arrays:
/// writes each to `D/NAME.npy` and compares the named ones; whether every
/// check passed.
fn write_and_check(a: &Args, arrays: &[(String, interp::Tensor)]) -> Result<bool, ExitCode> {
    if let Some(d) = &a.out_dir {
        for (name, t) in arrays {
            let path = std::path::Path::new(d).join(format!("{name}.npy"));
            if let Err(e) = std::fs::write(&path, npy::write_with(t, a.bf16)) {
                return Err(fail(format!("cannot write '{}': {e}", path.display())));
            }
        }
    }
    let mut ok = true;
    for spec in &a.checks {
        let Some((n, path)) = spec.split_once('=') else {
            return Err(fail(format!(
                "--check '{spec}': with --arg, expected NAME=REF.npy"
            )));
        };
        let Some((_, got)) = arrays.iter().find(|(x, _)| x == n) else {
            return Err(fail(format!("--check '{spec}': no array argument '{n}'")));
        };
        let want = match read_file(path).and_then(|b| npy::read(&b)) {
            Ok(t) => t,
            Err(e) => return Err(fail(format!("--check {n} ({path}): {e}"))),
        };
        match allclose(got, &want, a.rtol, a.atol) {
            Ok(c) => {
                println!(
                    "check {n}: {}: max abs err {:.3e}, max rel err {:.3e}",
                    if c.ok { "ok" } else { "MISMATCH" },
                    c.max_abs,
                    c.max_rel
                );
                if let Some((j, g, w)) = c.first_bad {
                    println!("  first mismatch at element {j}: got {g}, expected {w}");
                    ok = false;
                }
            }
            Err(e) => {
                println!("check {n}: MISMATCH: {e}");
                ok = false;
            }
        }
    }
    Ok(ok)
}

/// `--grid`: the entry as a tile kernel (Triton's TTIR) over a grid of
/// programs on the host.
fn run_tile(
    a: &Args,
    ctx: &ir::Context,
    grid: [i64; 3],
    args: Vec<interp::spyre::GridArg>,
) -> ExitCode {
    use interp::tile::GridArg;
    if a.jit {
        return run_jit(a, ctx, grid, args);
    }
    if a.mlir {
        return run_mlir(a, ctx, grid, args);
    }
    let args = args
        .into_iter()
        .map(|g| match g {
            interp::spyre::GridArg::Array(n, t) => GridArg::Array(n, t),
            interp::spyre::GridArg::Int(v) => GridArg::Int(v),
            interp::spyre::GridArg::Float(v) => GridArg::Float(v),
        })
        .collect();
    let memory = match interp::tile::run_grid(ctx, &a.entry, grid, args, budgets_of(a)) {
        Ok(m) => m,
        Err(e) => {
            match e.loc() {
                Some(loc) => eprintln!("{loc}: error: {}", e.message()),
                None => eprintln!("ir-run: error: {e}"),
            }
            return ExitCode::FAILURE;
        }
    };
    let arrays: Vec<(String, interp::Tensor)> = match memory
        .arrays
        .iter()
        .map(|arr| {
            arr.tensor()
                .map(|t| (arr.name.clone(), t))
                .map_err(|e| format!("{}: {}", arr.name, e.0))
        })
        .collect::<Result<_, _>>()
    {
        Ok(v) => v,
        Err(e) => return fail(e),
    };
    match write_and_check(a, &arrays) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(code) => code,
    }
}

/// An interpreter error as `file:line:col: error: message`.
fn located(e: &interp::InterpError) -> String {
    match e.loc() {
        Some(loc) => format!("{loc}: error: {}", e.message()),
        None => format!("ir-run: error: {e}"),
    }
}

/// Runs the entry function on `inputs` (`--bench N`: N times, printing
/// the timing lines); the tile kernels its `hlo.launch`es name are
/// interpreted, or with `--jit` compiled once and run as machine code.
fn run_entry(
    a: &Args,
    ctx: &ir::Context,
    file: &str,
    inputs: Vec<interp::Value>,
) -> Result<Vec<interp::Value>, String> {
    let run = |launcher: Option<&dyn interp::tile::Launcher>, compile_ms: Option<f64>| {
        let mut interp = Interpreter::new(ctx);
        interp.launcher = launcher;
        budgets(a, &mut interp);
        let runs = a.bench.unwrap_or(1).max(1);
        let mut times = Vec::with_capacity(runs);
        let mut last = None;
        for _ in 0..runs {
            let t = std::time::Instant::now();
            let r = interp
                .run(&a.entry, inputs.clone())
                .map_err(|e| located(&e))?;
            times.push(t.elapsed().as_secs_f64() * 1e3);
            last = Some(r);
        }
        if a.bench.is_some() {
            print_bench(compile_ms, &mut times);
        }
        Ok(last.unwrap_or_default())
    };
    if a.mlir {
        return mlir_entry(&run);
    }
    if !a.jit {
        return run(None, None);
    }
    jit_entry(a, ctx, file, &inputs, &run)
}

/// `--engine=mlir` on a whole program: the interpreter runs the host code
/// and MLIR each `hlo.launch`.
#[cfg(feature = "mlir")]
fn mlir_entry(
    run: &dyn Fn(
        Option<&dyn interp::tile::Launcher>,
        Option<f64>,
    ) -> Result<Vec<interp::Value>, String>,
) -> Result<Vec<interp::Value>, String> {
    run(Some(&mlir_bridge::MlirLauncher::default()), None)
}

#[cfg(not(feature = "mlir"))]
fn mlir_entry(
    _: &dyn Fn(
        Option<&dyn interp::tile::Launcher>,
        Option<f64>,
    ) -> Result<Vec<interp::Value>, String>,
) -> Result<Vec<interp::Value>, String> {
    Err(NO_MLIR.into())
}

#[cfg(not(feature = "mlir"))]
const NO_MLIR: &str = "ir-run: error: --engine=mlir needs the MLIR bridge: build the tools with `cargo build --features mlir` (scripts/setup.sh does)";

/// `--engine=mlir` with `--grid`: the kernel run by MLIR on the arrays'
/// bytes.
#[cfg(feature = "mlir")]
fn run_mlir(
    a: &Args,
    ctx: &ir::Context,
    grid: [i64; 3],
    args: Vec<interp::spyre::GridArg>,
) -> ExitCode {
    use mlir_bridge::Arg;
    run_on_bytes(a, ctx, args, |top, bytes| {
        let mut margs: Vec<Arg> = bytes
            .into_iter()
            .map(|b| match b {
                ByteArg::Buffer(b) => Arg::Buffer(b),
                ByteArg::Int(v) => Arg::Int(v),
                ByteArg::Float(v) => Arg::Float(v),
            })
            .collect();
        let runs = a.bench.unwrap_or(1);
        mlir_bridge::run_launch(ctx, top, &a.entry, grid, &mut margs, runs)
            .map(|t| (t.compile_ms, t.runs_ms))
            .map_err(|e| e.to_string())
    })
}

#[cfg(not(feature = "mlir"))]
fn run_mlir(_: &Args, _: &ir::Context, _: [i64; 3], _: Vec<interp::spyre::GridArg>) -> ExitCode {
    fail(String::from(NO_MLIR))
}

/// `--jit` on a whole program: its tile kernels compiled once.
#[cfg(feature = "llvm")]
fn jit_entry(
    a: &Args,
    ctx: &ir::Context,
    file: &str,
    inputs: &[interp::Value],
    run: &dyn Fn(
        Option<&dyn interp::tile::Launcher>,
        Option<f64>,
    ) -> Result<Vec<interp::Value>, String>,
) -> Result<Vec<interp::Value>, String> {
    let t0 = std::time::Instant::now();
    let Some(top) = top_op(ctx) else {
        return Err("ir-run: error: an empty module".into());
    };
    let threads = a.threads.unwrap_or(1);
    let entry = Interpreter::new(ctx).function(&a.entry);
    llvm_bridge::with_jit(ctx, top, a.check_bounds, threads, file, |l, _| {
        let compile_ms = a.parse_ms + t0.elapsed().as_secs_f64() * 1e3;
        // A host function of launches, constants and views runs on bytes
        // (llvm_bridge::Program); any other, in the interpreter.
        let program = entry.and_then(|f| llvm_bridge::Program::of(ctx, f));
        let (Some(mut program), Some(tensors)) = (program, as_tensors(inputs)) else {
            return run(Some(l), Some(compile_ms));
        };
        let runs = a.bench.unwrap_or(1).max(1);
        let mut times = Vec::with_capacity(runs);
        let mut last = Vec::new();
        for _ in 0..runs {
            let t = std::time::Instant::now();
            last = program
                .run(l.module(), &tensors, l.threads(), file)
                .map_err(|e| e.to_string())?;
            times.push(t.elapsed().as_secs_f64() * 1e3);
        }
        if a.bench.is_some() {
            print_bench(Some(compile_ms), &mut times);
        }
        if a.profile {
            print_profile(&program.profile());
        }
        Ok(last.into_iter().map(interp::Value::Tensor).collect())
    })
    .map_err(|e| e.to_string())?
}

/// The inputs as tensors, if each is one.
#[cfg(feature = "llvm")]
fn as_tensors(inputs: &[interp::Value]) -> Option<Vec<interp::Tensor>> {
    inputs
        .iter()
        .map(|v| match v {
            interp::Value::Tensor(t) => Some(t.clone()),
            interp::Value::Array(a) => a.to_tensor().ok(),
            _ => None,
        })
        .collect()
}

#[cfg(not(feature = "llvm"))]
fn jit_entry(
    _: &Args,
    _: &ir::Context,
    _: &str,
    _: &[interp::Value],
    _: &dyn Fn(
        Option<&dyn interp::tile::Launcher>,
        Option<f64>,
    ) -> Result<Vec<interp::Value>, String>,
) -> Result<Vec<interp::Value>, String> {
    Err(String::from("ir-run: error: --jit needs the LLVM bridge: build the tools with `cargo build --features llvm` (scripts/setup.sh does)"))
}

/// `--jit`: the kernel compiled by the LLVM bridge and run on the arrays'
/// bytes.
#[cfg(feature = "llvm")]
fn run_jit(
    a: &Args,
    ctx: &ir::Context,
    grid: [i64; 3],
    args: Vec<interp::spyre::GridArg>,
) -> ExitCode {
    use llvm_bridge::JitArg;
    run_on_bytes(a, ctx, args, |top, bytes| {
        let mut jit_args: Vec<JitArg> = bytes
            .into_iter()
            .map(|b| match b {
                ByteArg::Buffer(b) => JitArg::Buffer(b),
                ByteArg::Int(v) => JitArg::Int(v),
                ByteArg::Float(v) => JitArg::Float(v),
            })
            .collect();
        let at = a.file.clone().unwrap_or_default();
        llvm_bridge::jit_run(
            ctx,
            top,
            &a.entry,
            grid,
            &mut jit_args,
            a.bench.unwrap_or(1),
            a.threads.unwrap_or(1),
            a.check_bounds,
            &at,
        )
        .map(|t| (t.compile_ms, t.runs_ms))
        .map_err(|e| e.to_string())
    })
}

/// What a compiled engine (`--jit`, `--engine=mlir`) takes for one kernel
/// argument: an array as its element type's bytes, little-endian, or a
/// scalar.
#[cfg(any(feature = "llvm", feature = "mlir"))]
enum ByteArg<'a> {
    Buffer(&'a mut [u8]),
    Int(i64),
    Float(f64),
}

/// `--grid` with a compiled engine: every array as bytes, `launch` runs
/// the kernel on them (`--bench` times) and returns the compile and run
/// milliseconds; then `--bench`'s lines, and the arrays written and
/// checked.
#[cfg(any(feature = "llvm", feature = "mlir"))]
fn run_on_bytes(
    a: &Args,
    ctx: &ir::Context,
    args: Vec<interp::spyre::GridArg>,
    launch: impl FnOnce(ir::Op, Vec<ByteArg>) -> Result<(f64, Vec<f64>), String>,
) -> ExitCode {
    use interp::spyre::GridArg;
    let Some(top) = top_op(ctx) else {
        return fail(String::from("an empty module"));
    };
    let mut arrays: Vec<(String, interp::Tensor, interp::tile::Bytes)> = Vec::new();
    for g in &args {
        if let GridArg::Array(n, t) = g {
            arrays.push((n.clone(), t.clone(), interp::tile::to_bytes(t)));
        }
    }
    let mut bufs = arrays.iter_mut().map(|(_, _, b)| &mut b[..]);
    let mut bytes = Vec::new();
    for g in &args {
        bytes.push(match g {
            GridArg::Array(..) => match bufs.next() {
                Some(b) => ByteArg::Buffer(b),
                None => return fail(String::from("an array without its bytes")),
            },
            GridArg::Int(v) => ByteArg::Int(*v),
            GridArg::Float(v) => ByteArg::Float(*v),
        });
    }
    let (compile_ms, mut runs_ms) = match launch(top, bytes) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    if a.bench.is_some() {
        print_bench(Some(a.parse_ms + compile_ms), &mut runs_ms);
    }
    let mut results = Vec::new();
    for (n, t, b) in &arrays {
        match interp::tile::from_bytes(t, b) {
            Ok(out) => results.push((n.clone(), out)),
            Err(e) => return fail(format!("{n}: {}", e.0)),
        }
    }
    match write_and_check(a, &results) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(code) => code,
    }
}

#[cfg(not(feature = "llvm"))]
fn run_jit(_: &Args, _: &ir::Context, _: [i64; 3], _: Vec<interp::spyre::GridArg>) -> ExitCode {
    fail(String::from("--jit needs the LLVM bridge: build the tools with `cargo build --features llvm` (scripts/setup.sh does)"))
}

/// The simulated machine of a target (a built-in name or a file);
/// the built-in `spyre` by default. A bad file is its located
/// diagnostic (`FILE:LINE:COL: error: ...`), as ir-opt prints it.
fn simulated_machine(target: Option<&str>) -> Result<interp::spyre::Spec, ExitCode> {
    let name = target.unwrap_or("spyre");
    let loaded = targets::builtin(name).unwrap_or_else(|| targets::load_file(name));
    let t = loaded.map_err(|e| {
        eprintln!("{e}");
        ExitCode::FAILURE
    })?;
    interp::spyre::Spec::of(&t).map_err(fail)
}

/// What a kernel's report says of its placement: the most LX a core's
/// buffers take against the usable LX, and splits (and rows) off stick
/// boundaries.
fn placement(l: &interp::spyre::Latency, spec: &interp::spyre::Spec) -> String {
    let fits = if l.lx_bytes <= spec.lx_usable {
        "fits"
    } else {
        "EXCEEDS the usable LX"
    };
    let mut sticks = match l.split_off_stick {
        0 => "every split on a stick boundary".to_string(),
        n => format!("{n} tiles split off a stick boundary"),
    };
    if l.rows_off_stick > 0 {
        sticks += &format!(
            ", {} rows off a stick (row-major arrays whose rows are not whole sticks)",
            l.rows_off_stick
        );
    }
    format!(
        "LX {} of {} usable bytes a core at most (core {}, {fits}); {sticks}",
        l.lx_bytes, spec.lx_usable, l.lx_core
    )
}
