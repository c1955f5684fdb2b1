//! Command-line front end (`ir-gen`), plain std argument parsing.

use std::io::Write;

/// Errors of the command line; printed as `ir-gen: error: ...`.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// Bad or missing arguments.
    #[error("{0}\n\n{USAGE}")]
    Usage(String),
    /// Reading an input file failed.
    #[error("cannot read {path}: {source}")]
    Read {
        /// The file.
        path: String,
        /// Why.
        source: std::io::Error,
    },
    /// Writing the output failed.
    #[error("cannot write output: {0}")]
    Write(#[from] std::io::Error),
    /// A generator rejected its parameters.
    #[error("{0}")]
    Gen(String),
}

/// Usage text.
pub const USAGE: &str = "usage:
  ir-gen random --seed N [--size S]            random module (generic form, unregistered ops)
  ir-gen std --seed N [--size S] [--dialects func,arith,...]
                                               random well-typed module in the standard dialects
                                               (custom syntax; mlir-opt 22 accepts it)
  ir-gen hlo --seed N [--size S]               random well-typed StableHLO program (generic form)
  ir-gen torch --seed N [--size S]             random well-typed torch program (torch-mlir's form)
  ir-gen big [--functions F] [--ops K]         benchmark module (func/arith/scf/tensor)
  ir-gen mutate FILE --seed N                  a corrupted variant of FILE
  ir-gen mutate-std FILE --seed N              the same, half the time a type/structure error
                                               of the standard dialects
  ir-gen mutate-value FILE --seed N            a variant that mostly stays valid: an extreme
                                               literal, two operands swapped, an op repeated
  ir-gen pathological KIND [N]                 KIND: nested-regions, nested-arrays, nested-tuples,
                                               many-results, huge-dim, huge-int, invalid-utf8, nul, empty
  ir-gen pathological --list                   the kinds and their default sizes";

fn num(flag: &str, v: Option<&String>) -> Result<u64, CliError> {
    let v = v.ok_or_else(|| CliError::Usage(format!("{flag} needs a value")))?;
    v.parse::<u64>()
        .map_err(|_| CliError::Usage(format!("{flag}: not a non-negative integer: {v:?}")))
}

/// Parses `--flag value` pairs; positional arguments are returned in order.
fn flags(args: &[String], known: &[&str]) -> Result<(Vec<(String, u64)>, Vec<String>), CliError> {
    let mut out = Vec::new();
    let mut pos = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let a = &args[i];
        if let Some(stripped) = a.strip_prefix("--") {
            let (name, inline) = match stripped.split_once('=') {
                Some((n, v)) => (n.to_string(), Some(v.to_string())),
                None => (stripped.to_string(), None),
            };
            if !known.contains(&name.as_str()) {
                return Err(CliError::Usage(format!("unknown option --{name}")));
            }
            let v = match inline {
                Some(v) => num(&format!("--{name}"), Some(&v))?,
                None => {
                    i += 1;
                    num(&format!("--{name}"), args.get(i))?
                }
            };
            out.push((name, v));
        } else {
            pos.push(a.clone());
        }
        i += 1;
    }
    Ok((out, pos))
}

fn get(fl: &[(String, u64)], name: &str) -> Option<u64> {
    fl.iter().rev().find(|(n, _)| n == name).map(|(_, v)| *v)
}

/// Runs the CLI on `args` (without the program name), writing to `out`.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    let Some(cmd) = args.first() else {
        return Err(CliError::Usage("missing command".into()));
    };
    let rest = &args[1..];
    match cmd.as_str() {
        "random" => {
            let (fl, pos) = flags(rest, &["seed", "size"])?;
            if !pos.is_empty() {
                return Err(CliError::Usage(format!("unexpected argument {:?}", pos[0])));
            }
            let seed =
                get(&fl, "seed").ok_or_else(|| CliError::Usage("random needs --seed".into()))?;
            let size = get(&fl, "size").unwrap_or(20).min(1_000_000);
            out.write_all(crate::structure::random_module(seed, size).as_bytes())?;
        }
        "std" => {
            // `--dialects LIST` is the one non-numeric option.
            let mut rest = rest.to_vec();
            let mut dialects = None;
            if let Some(i) = rest
                .iter()
                .position(|a| a == "--dialects" || a.starts_with("--dialects="))
            {
                let v = match rest[i].split_once('=') {
                    Some((_, v)) => v.to_string(),
                    None => {
                        let v = rest
                            .get(i + 1)
                            .cloned()
                            .ok_or_else(|| CliError::Usage("--dialects needs a value".into()))?;
                        rest.remove(i + 1);
                        v
                    }
                };
                rest.remove(i);
                dialects = Some(crate::std::parse_dialects(&v).map_err(CliError::Usage)?);
            }
            let (fl, pos) = flags(&rest, &["seed", "size"])?;
            if !pos.is_empty() {
                return Err(CliError::Usage(format!("unexpected argument {:?}", pos[0])));
            }
            let seed =
                get(&fl, "seed").ok_or_else(|| CliError::Usage("std needs --seed".into()))?;
            let size = get(&fl, "size").unwrap_or(40).min(100_000);
            let text = crate::std::std_module(seed, size, dialects.as_deref());
            out.write_all(text.as_bytes())?;
        }
        "hlo" | "torch" => {
            let (fl, pos) = flags(rest, &["seed", "size"])?;
            if !pos.is_empty() {
                return Err(CliError::Usage(format!("unexpected argument {:?}", pos[0])));
            }
            let seed =
                get(&fl, "seed").ok_or_else(|| CliError::Usage(format!("{cmd} needs --seed")))?;
            let size = get(&fl, "size").unwrap_or(12).min(100_000);
            let rng = crate::rng::Rng::new(seed);
            let text = if cmd == "hlo" {
                crate::hlo::hlo_module(rng, size)
            } else {
                crate::torch::torch_module(rng, size)
            };
            out.write_all(text.as_bytes())?;
        }
        "big" => {
            let (fl, pos) = flags(rest, &["functions", "ops", "seed"])?;
            if !pos.is_empty() {
                return Err(CliError::Usage(format!("unexpected argument {:?}", pos[0])));
            }
            let f = get(&fl, "functions").unwrap_or(2000).min(1_000_000);
            let k = get(&fl, "ops").unwrap_or(100).min(1_000_000);
            crate::big::write_big_module(out, f, k, get(&fl, "seed").unwrap_or(0))?;
        }
        "mutate" | "mutate-std" | "mutate-value" => {
            let (fl, pos) = flags(rest, &["seed"])?;
            let [file] = pos.as_slice() else {
                return Err(CliError::Usage("mutate needs exactly one FILE".into()));
            };
            let seed =
                get(&fl, "seed").ok_or_else(|| CliError::Usage("mutate needs --seed".into()))?;
            let data = std::fs::read(file).map_err(|source| CliError::Read {
                path: file.clone(),
                source,
            })?;
            let m = match cmd.as_str() {
                "mutate-std" => crate::std::mutants::mutate_std(&data, seed),
                "mutate-value" => crate::mutate_values::mutate_values(&data, seed),
                _ => crate::mutate::mutate(&data, seed),
            };
            // The description goes to stderr so stdout is exactly the mutant.
            eprintln!("ir-gen: mutation: {}", m.description);
            out.write_all(&m.bytes)?;
        }
        "pathological" => {
            if rest.first().map(String::as_str) == Some("--list") {
                for k in crate::pathological::KINDS {
                    writeln!(out, "{} {}", k.name, k.default_n)?;
                }
                return Ok(());
            }
            let Some(kind) = rest.first() else {
                return Err(CliError::Usage("pathological needs a KIND".into()));
            };
            let n = match rest.get(1) {
                Some(v) => Some(num("N", Some(v))?),
                None => None,
            };
            if rest.len() > 2 {
                return Err(CliError::Usage(format!(
                    "unexpected argument {:?}",
                    rest[2]
                )));
            }
            let bytes = crate::pathological::generate(kind, n).map_err(CliError::Gen)?;
            out.write_all(&bytes)?;
        }
        "-h" | "--help" | "help" => {
            writeln!(out, "{USAGE}")?;
        }
        other => return Err(CliError::Usage(format!("unknown command {other:?}"))),
    }
    out.flush()?;
    Ok(())
}

/// Entry point for the `ir-gen` binary: runs on the process arguments,
/// prints errors to stderr and returns the exit code.
pub fn run_cli() -> i32 {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let stdout = std::io::stdout();
    let mut lock = std::io::BufWriter::new(stdout.lock());
    match run(&args, &mut lock) {
        Ok(()) => 0,
        Err(CliError::Write(e)) if e.kind() == std::io::ErrorKind::BrokenPipe => 0,
        Err(e) => {
            eprintln!("ir-gen: error: {e}");
            2
        }
    }
}
