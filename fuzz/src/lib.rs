//! What the fuzz targets share: ir-opt and ir-run in-process on text,
//! programs built from the fuzzer's bytes, and the one rule every target
//! checks: tessera answers any input with a result or a located error,
//! never a panic. A pass's panic, which the pass manager turns into a
//! diagnostic for users, is a crash here.
//!
//! Each target is `fuzz_targets/<name>.rs`; `scripts/fuzz.sh --list`
//! names them and `docs/reliability.md` says how to run them.

use irgen::rng::Rng;
use std::io::Write;
use std::process::ExitCode;

/// What the pass manager writes when it caught a panic.
const CRASHED: &str = "(an internal error in tessera)";

/// ir-opt on `text` with `flags` (as on its command line): the printed
/// output, or `None` when the input was rejected with diagnostics. Panics
/// (failing the fuzz run) when a pass crashed or a rejection says no error.
pub fn opt(flags: &[&str], text: &[u8]) -> Option<Vec<u8>> {
    opt_diagnosed(flags, text).ok()
}

/// [`opt`], with the diagnostics of a rejection.
pub fn opt_diagnosed(flags: &[&str], text: &[u8]) -> Result<Vec<u8>, String> {
    let argv: Vec<String> = std::iter::once("ir-opt")
        .chain(flags.iter().copied())
        .chain(["--mlir-disable-threading"])
        .map(String::from)
        .collect();
    let args = match tools::opt::parse_args(&argv) {
        Ok(a) => a,
        Err(e) => panic!("the fuzz target's own flags {flags:?} do not parse: {e:?}"),
    };
    match tools::opt::run_buffer(&args, "fuzz.mlir", text.to_vec()) {
        Ok(out) => Ok(out),
        Err(diags) => {
            assert!(!diags.contains(CRASHED), "a pass crashed:\n{diags}");
            // The input's own locations may name other files, so a
            // rejection is only required to say what is wrong.
            assert!(
                diags.contains("error: "),
                "a rejection without an error:\n{diags}"
            );
            Err(diags)
        }
    }
}

/// How many prints mlir-opt may take to settle: its affine expressions
/// simplify a little more on each read (`d0 + s0 + -(d1 floordiv 4) - s0`,
/// then `d0 + -(d1 floordiv 4) + s0 - s0`, then `d0 - d1 floordiv 4 + s0 -
/// s0`), and an `f128` decimal below `f64`'s range reads back as 0 (its
/// printer checks the decimal exactly, its parser reads a `double`);
/// tessera prints as it does at every step (test/fuzz/).
const SETTLE: usize = 4;

/// Text that parses must print to text that parses, and printing again
/// must settle within [`SETTLE`] prints; returns the settled text.
pub fn round_trip(flags: &[&str], text: &[u8]) -> Option<Vec<u8>> {
    let mut last = opt(flags, text)?;
    for _ in 0..SETTLE {
        let next = opt_diagnosed(flags, &last).unwrap_or_else(|e| {
            panic!(
                "ir-opt's own output does not parse:\n{e}\n{}",
                String::from_utf8_lossy(&last)
            )
        });
        if next == last {
            return Some(last);
        }
        last = next;
    }
    let again = opt(flags, &last).unwrap_or_default();
    panic!(
        "printing does not settle in {SETTLE} prints:\n--- print {SETTLE}\n{}\n--- print {}\n{}",
        String::from_utf8_lossy(&last),
        SETTLE + 1,
        String::from_utf8_lossy(&again)
    );
}

/// A well-typed program of the given kind decided by `data`'s bytes.
pub fn program(kind: Kind, data: &[u8]) -> String {
    let size = 2 + data.first().copied().unwrap_or(0) as u64 % 14;
    let rng = Rng::from_bytes(data.get(1..).unwrap_or_default());
    match kind {
        Kind::Std => irgen::std::std_module_with(rng, "", size.min(8), None),
        Kind::Hlo => irgen::hlo::hlo_module(rng, size),
        Kind::Torch => irgen::torch::torch_module(rng, size),
    }
}

/// The generators a target can draw its programs from.
#[derive(Clone, Copy, Debug)]
pub enum Kind {
    /// The standard dialects (func, arith, math, scf, cf, memref, tensor, linalg).
    Std,
    /// StableHLO.
    Hlo,
    /// torch, as torch-mlir prints it.
    Torch,
}

/// A file of this process's own under the temporary folder, holding
/// `bytes` (ir-run and `--load-dialect` read files).
pub fn temp_file(name: &str, bytes: &[u8]) -> String {
    let dir = std::env::temp_dir().join(format!("tessera-fuzz-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let path = dir.join(name);
    if let Some(parent) = path.parent() {
        let _ = std::fs::create_dir_all(parent);
    }
    let mut f = std::fs::File::create(&path).expect("the temporary folder is writable");
    f.write_all(bytes)
        .expect("the temporary folder is writable");
    path.to_string_lossy().into_owned()
}

/// A folder of this process's own under the temporary folder.
pub fn temp_dir(name: &str) -> String {
    let dir = std::env::temp_dir()
        .join(format!("tessera-fuzz-{}", std::process::id()))
        .join(name);
    let _ = std::fs::create_dir_all(&dir);
    dir.to_string_lossy().into_owned()
}

/// ir-run in-process with `args` after the program's name: whether it
/// succeeded. A panic fails the fuzz run; an error is an answer.
pub fn run(args: &[&str]) -> bool {
    let argv = std::iter::once("ir-run")
        .chain(args.iter().copied())
        .map(String::from)
        .collect();
    tools::run::main_with_args(argv) == ExitCode::SUCCESS
}

/// The budgets every execution target runs under: a loop may take 10,000
/// iterations and a value 64 MiB, so a runaway program is an error.
pub const BUDGET: [&str; 4] = ["--max-steps", "10000", "--max-memory", "67108864"];

/// The custom syntax of a dialect: what parses prints, in custom form and
/// in generic form, each reading back to the same module (from the print
/// where printing has settled).
pub fn syntax(data: &[u8]) {
    let Some(custom) = round_trip(&[], data) else {
        return;
    };
    let generic = opt_diagnosed(&["--mlir-print-op-generic"], &custom)
        .unwrap_or_else(|e| panic!("the module parses but not when printed generic:\n{e}"));
    let back = opt_diagnosed(&[], &generic).unwrap_or_else(|e| {
        panic!(
            "the generic form ir-opt printed does not parse:\n{e}\n{}",
            String::from_utf8_lossy(&generic)
        )
    });
    assert!(
        back == custom,
        "custom -> generic -> custom changed the module:\n--- custom\n{}\n--- via generic\n{}",
        String::from_utf8_lossy(&custom),
        String::from_utf8_lossy(&back)
    );
}

/// The generator a byte picks among `kinds`.
fn kind_of(kinds: &[Kind], byte: u8) -> Kind {
    kinds[byte as usize % kinds.len()]
}

/// A generated program with one mutation the bytes decide (a type or
/// structure error half the time): a located error, or a module that
/// prints back.
pub fn verify(data: &[u8]) {
    let [k, s0, s1, rest @ ..] = data else {
        return;
    };
    let kind = kind_of(&[Kind::Std, Kind::Hlo, Kind::Torch], *k);
    let text = program(kind, rest);
    let mutant =
        irgen::std::mutants::mutate_std(text.as_bytes(), u64::from(*s0) << 8 | u64::from(*s1));
    let _ = round_trip(&[], &mutant.bytes);
}

/// `--load-dialect` on any text: it loads and registers, or is an error
/// at a line and column of the file.
pub fn dialect_def(data: &[u8]) {
    let Ok(src) = std::str::from_utf8(data) else {
        return;
    };
    if let Err(e) = dialect_def::load("fuzz.dialect", src) {
        let shown = e.render(src);
        assert!(
            shown.contains("error"),
            "a rejection without an error: {shown}"
        );
        return;
    }
    let path = temp_file("fuzz.dialect", data);
    let _ = opt(&["--load-dialect", &path], b"module {\n}\n");
}

/// `flags` on a program from one of `kinds`: the output verifies and
/// prints text that reads back.
pub fn pass(flags: &[&str], kinds: &[Kind], data: &[u8]) {
    let [k, rest @ ..] = data else {
        return;
    };
    let text = program(kind_of(kinds, *k), rest);
    if let Some(out) = opt(flags, text.as_bytes()) {
        reads_back(&out);
    }
}

fn reads_back(out: &[u8]) {
    if let Err(e) = opt_diagnosed(&[], out) {
        panic!(
            "ir-opt's output does not read back:\n{e}\n{}",
            String::from_utf8_lossy(out)
        );
    }
}

/// The dataflow passes' targets.
const TARGETS: [&str; 6] = ["spyre", "tpu-v4", "tpu-v5e", "tpu-v5p", "tpu-v6e", "cpu"];

/// fuse, layout, tile and schedule for a target the bytes pick, printing
/// the IR (which must read back), the report, or two targets compared.
pub fn dataflow(data: &[u8]) {
    let [t, k, mode, rest @ ..] = data else {
        return;
    };
    let kind = kind_of(&[Kind::Hlo, Kind::Torch], *k);
    let text = program(kind, rest);
    let target = TARGETS[*t as usize % TARGETS.len()];
    let tile = format!("--tile={target}");
    let mut flags = Vec::new();
    if let Kind::Torch = kind {
        flags.extend(["--decompose", "--convert-torch-to-hlo"]);
    }
    flags.extend(["--fuse", "--layout", &tile, "--schedule"]);
    let other = TARGETS[(*t as usize / TARGETS.len()) % TARGETS.len()];
    let compare = format!("--compare={target},{other}");
    match mode % 3 {
        0 => {
            if let Some(out) = opt(&flags, text.as_bytes()) {
                reads_back(&out);
            }
        }
        1 => {
            flags.push("--report=json");
            let _ = opt(&flags, text.as_bytes());
        }
        _ => {
            flags.retain(|f| !f.starts_with("--tile") && *f != "--schedule");
            flags.extend(["--tile", compare.as_str()]);
            let _ = opt(&flags, text.as_bytes());
        }
    }
}

/// The parameter and result types of the `@main` a generator wrote, as
/// (dimensions, element type) pairs.
fn signature(text: &str) -> (Vec<(String, String)>, Vec<(String, String)>) {
    let line = text
        .lines()
        .find(|l| l.contains("func.func @main("))
        .unwrap_or_default();
    let (params, results) = line.split_once(") -> ").unwrap_or((line, ""));
    let shaped = |s: &str| -> Vec<(String, String)> {
        s.split("tensor<")
            .skip(1)
            .filter_map(|t| t.split_once('>').map(|(inner, _)| inner))
            .map(|inner| {
                let inner = inner.trim_start_matches('[');
                match inner.rsplit_once(|c| c == 'x' || c == ',') {
                    // `2x3xf32` or torch's `[2,3],f32`.
                    Some((dims, elem)) => (
                        dims.replace([',', ']'], "x")
                            .trim_end_matches('x')
                            .to_string(),
                        elem.to_string(),
                    ),
                    None => (String::new(), inner.to_string()),
                }
            })
            .collect()
    };
    (shaped(params), shaped(results))
}

/// The interpreter on a generated program with random inputs, under the
/// budgets, as generated or after the dataflow passes.
pub fn interpret(data: &[u8]) {
    let [k, mode, seed, rest @ ..] = data else {
        return;
    };
    let text = program(kind_of(&[Kind::Hlo, Kind::Torch], *k), rest);
    let text = match mode % 3 {
        0 => text.into_bytes(),
        1 => match opt(&["--decompose", "--convert-torch-to-hlo"], text.as_bytes()) {
            Some(t) => t,
            None => return,
        },
        _ => match opt(
            &[
                "--decompose",
                "--convert-torch-to-hlo",
                "--fuse",
                "--layout",
                "--tile=spyre",
            ],
            text.as_bytes(),
        ) {
            Some(t) => t,
            None => return,
        },
    };
    let path = temp_file("interpret.mlir", &text);
    let seed = seed.to_string();
    let mut args = vec![path.as_str(), "--random-inputs", "--seed", &seed];
    args.extend(BUDGET);
    run(&args);
}

/// A generated StableHLO program compiled to KTIR and run on the
/// simulated Spyre: inputs and results as zero arrays, and the workspace
/// the host function asks for.
pub fn spyre_sim(data: &[u8]) {
    let text = program(Kind::Hlo, data);
    let Some(ktir) = opt(
        &["--inline", "--fuse", "--tile=spyre", "--convert-to-ktir"],
        text.as_bytes(),
    ) else {
        return;
    };
    let ktir_text = String::from_utf8_lossy(&ktir);
    let Some(ws) = ktir_text
        .split("hlo.workspace_elements = ")
        .nth(1)
        .and_then(|s| s.split(|c: char| !c.is_ascii_digit()).next())
        .and_then(|s| s.parse::<u64>().ok())
    else {
        return;
    };
    let (params, results) = signature(&text);
    let mut specs: Vec<String> = params
        .iter()
        .chain(&results)
        .map(|(dims, elem)| format!("zeros:{dims}:{elem}"))
        .collect();
    specs.push(format!("zeros:{}:f32", ws.max(1)));
    let path = temp_file("ktir.mlir", &ktir);
    let out_dir = temp_dir("out");
    let mut args = vec![
        path.clone(),
        "--entry".into(),
        "main".into(),
        "--out-dir".into(),
        out_dir,
    ];
    for (i, s) in specs.iter().enumerate() {
        args.push("--arg".into());
        args.push(format!("arg{i}={s}"));
    }
    args.extend(BUDGET.iter().map(|s| s.to_string()));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    run(&args);
}

/// A generated program compiled for the CPU, run by the interpreter and
/// by the JIT with bounds checks on: when the interpreter gives results,
/// the JIT gives the same.
pub fn jit(data: &[u8]) {
    let [k, seed, rest @ ..] = data else {
        return;
    };
    let kind = kind_of(&[Kind::Hlo, Kind::Torch], *k);
    let text = program(kind, rest);
    let Some(cpu) = opt(
        &[
            "--decompose",
            "--convert-torch-to-hlo",
            "--fuse",
            "--tile=cpu",
            "--convert-to-tt",
        ],
        text.as_bytes(),
    ) else {
        return;
    };
    let path = temp_file("cpu.mlir", &cpu);
    let seed = seed.to_string();
    let (_, results) = signature(&text);
    let outs: Vec<String> = (0..results.len())
        .map(|i| temp_file(&format!("ref{i}.npy"), b""))
        .collect();
    let mut args = vec![path.as_str(), "--random-inputs", "--seed", &seed];
    args.extend(BUDGET);
    for o in &outs {
        args.extend(["--output", o.as_str()]);
    }
    if !run(&args) {
        return;
    }
    let mut args = vec![
        path.as_str(),
        "--jit",
        "--check-bounds",
        "--random-inputs",
        "--seed",
        &seed,
    ];
    args.extend(["--rtol", "1e-3", "--atol", "1e-3"]);
    for o in &outs {
        args.extend(["--check", o.as_str()]);
    }
    assert!(
        run(&args),
        "the JIT disagrees with the interpreter on:\n{}",
        String::from_utf8_lossy(&cpu)
    );
}
