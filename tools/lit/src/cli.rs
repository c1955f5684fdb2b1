//! The `ir-lit` command line.

use std::path::PathBuf;
use std::time::Duration;

use crate::error::LitError;
use crate::runner::{run, Options};

/// Usage text for `--help`.
pub const USAGE: &str = "\
usage: ir-lit [PATHS...] [options]

Runs lit-style tests (default path: test/).

options:
  -v, --verbose         print a line for every test, even on a terminal
  -a, --show-all        print the output of every test
  -q, --quiet           print only failures and the summary
  -j N, --workers N     run N tests at a time (default: number of cores)
  --filter REGEX        run only tests whose name matches REGEX
  -D NAME=VALUE, --param NAME=VALUE
                        set a parameter (filecheck=llvm, timeout=SECONDS)
  --timeout SECONDS     per-test time limit (default 180)
  --tools-dir DIR       where filecheck, ir-opt, ... are (default: beside
                        ir-lit, or $TESSERA_BIN_DIR)
  --output-dir DIR      where %t files go (default: target/ir-lit)
  -h, --help            show this help
";

fn value(args: &[String], i: &mut usize, flag: &str) -> Result<String, LitError> {
    *i += 1;
    args.get(*i)
        .cloned()
        .ok_or_else(|| LitError::Usage(format!("{flag} needs a value")))
}

/// Parses arguments (without the program name) into options; `Ok(None)` for `--help`.
pub fn parse_args(args: &[String], default_tools: PathBuf) -> Result<Option<Options>, LitError> {
    let mut opts = Options::new(Vec::new(), default_tools);
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        // `--flag=value` is the same as `--flag value`.
        let (flag, inline) = match a.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f, Some(v.to_string())),
            _ => (a, None),
        };
        let take = |i: &mut usize| match &inline {
            Some(v) => Ok(v.clone()),
            None => value(args, i, flag),
        };
        match flag {
            "-h" | "--help" => return Ok(None),
            "-v" | "--verbose" => opts.verbosity.verbose = true,
            "-a" | "--show-all" => opts.verbosity.show_all = true,
            "-q" | "--quiet" => opts.verbosity.quiet = true,
            "-s" | "--succinct" => {}
            "-j" | "--workers" | "--threads" => {
                let v = take(&mut i)?;
                let n = v
                    .parse::<usize>()
                    .map_err(|_| LitError::Usage(format!("bad job count '{v}'")))?;
                opts.jobs = Some(n.max(1));
            }
            "--filter" => opts.filter = Some(take(&mut i)?),
            "-D" | "--param" => {
                let v = take(&mut i)?;
                let (k, val) = v.split_once('=').unwrap_or((v.as_str(), ""));
                opts.params.insert(k.to_string(), val.to_string());
            }
            "--timeout" => {
                let v = take(&mut i)?;
                let s = v
                    .parse::<u64>()
                    .map_err(|_| LitError::Usage(format!("bad timeout '{v}'")))?;
                opts.timeout = Some(Duration::from_secs(s));
            }
            "--tools-dir" => opts.tools_dir = PathBuf::from(take(&mut i)?),
            "--output-dir" => opts.output_dir = Some(PathBuf::from(take(&mut i)?)),
            _ if a.starts_with("-D") && a.len() > 2 => {
                let (k, val) = a[2..].split_once('=').unwrap_or((&a[2..], ""));
                opts.params.insert(k.to_string(), val.to_string());
            }
            _ if a.starts_with("-j") && a[2..].parse::<usize>().is_ok() => {
                opts.jobs = a[2..].parse::<usize>().ok().map(|n| n.max(1));
            }
            _ if a.starts_with('-') && a != "-" => {
                return Err(LitError::Usage(format!("unknown option '{a}'\n{USAGE}")))
            }
            _ => opts.paths.push(PathBuf::from(a)),
        }
        i += 1;
    }
    if opts.paths.is_empty() {
        opts.paths.push(PathBuf::from("test"));
    }
    Ok(Some(opts))
}

/// The tools directory when not given: `$TESSERA_BIN_DIR`, else the
/// directory of the running executable (cargo puts all binaries together).
pub fn default_tools_dir() -> PathBuf {
    if let Some(d) = std::env::var_os("TESSERA_BIN_DIR") {
        return PathBuf::from(d);
    }
    std::env::current_exe()
        .ok()
        .and_then(|p| p.parent().map(|d| d.to_path_buf()))
        .unwrap_or_else(|| PathBuf::from("."))
}

/// Runs `ir-lit` with `args` (without the program name); returns the exit code.
pub fn main(args: &[String]) -> i32 {
    let opts = match parse_args(args, default_tools_dir()) {
        Ok(Some(o)) => o,
        Ok(None) => {
            print!("{USAGE}");
            return 0;
        }
        Err(e) => {
            eprintln!("ir-lit: error: {e}");
            return 2;
        }
    };
    match run(&opts) {
        Ok(summary) => summary.exit_code(),
        Err(e) => {
            eprintln!("ir-lit: error: {e}");
            2
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(args: &[&str]) -> Options {
        let v: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        parse_args(&v, PathBuf::from("/tools")).unwrap().unwrap()
    }

    #[test]
    fn flags() {
        let o = p(&[
            "a",
            "-v",
            "-j",
            "3",
            "--filter=x.*",
            "-D",
            "k=v",
            "-Dt=1",
            "--param",
            "z",
            "-j2",
            "b",
        ]);
        assert_eq!(o.paths, [PathBuf::from("a"), PathBuf::from("b")]);
        assert!(o.verbosity.verbose);
        assert_eq!(o.jobs, Some(2));
        assert_eq!(o.filter.as_deref(), Some("x.*"));
        assert_eq!(o.params.get("k").map(String::as_str), Some("v"));
        assert_eq!(o.params.get("t").map(String::as_str), Some("1"));
        assert_eq!(o.params.get("z").map(String::as_str), Some(""));
        assert_eq!(p(&[]).paths, [PathBuf::from("test")]);
        let v: Vec<String> = vec!["--bogus".into()];
        assert!(parse_args(&v, PathBuf::new()).is_err());
        let v: Vec<String> = vec!["-j".into()];
        assert!(parse_args(&v, PathBuf::new()).is_err());
        let v: Vec<String> = vec!["--help".into()];
        assert!(parse_args(&v, PathBuf::new()).unwrap().is_none());
    }
}
