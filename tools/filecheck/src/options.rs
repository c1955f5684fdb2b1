//! The command line, parsed with LLVM `cl::opt` conventions: `-opt` and
//! `--opt` are the same, values come as `--opt=value` or `--opt value`,
//! booleans accept `=true`/`=false`, list options repeat, `-D` always takes
//! its value attached (`-DNAME=VALUE`), and a parse error exits with 1.

/// `--dump-input` choices, ordered as LLVM orders them (the largest given wins).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub enum DumpInput {
    /// Never dump.
    Never,
    /// Dump when a check fails (the default).
    Fail,
    /// Always dump.
    Always,
    /// Explain the dump format and exit.
    Help,
}

/// Everything the command line can set.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// The check file (positional).
    pub check_file: Option<String>,
    /// `--input-file` (`-` is stdin).
    pub input_file: Option<String>,
    /// `--check-prefix` / `--check-prefixes`, in order.
    pub check_prefixes: Vec<String>,
    /// `--comment-prefixes`.
    pub comment_prefixes: Vec<String>,
    /// Whether `--comment-prefixes` was given at all.
    pub comment_prefixes_given: bool,
    /// `--implicit-check-not`.
    pub implicit_check_not: Vec<String>,
    /// `-D` values, without the `-D`.
    pub defines: Vec<String>,
    /// `--match-full-lines`
    pub match_full_lines: bool,
    /// `--strict-whitespace`
    pub strict_whitespace: bool,
    /// `--allow-empty`
    pub allow_empty: bool,
    /// `--allow-unused-prefixes`
    pub allow_unused_prefixes: bool,
    /// `--ignore-case`
    pub ignore_case: bool,
    /// `--enable-var-scope`
    pub enable_var_scope: bool,
    /// `--allow-deprecated-dag-overlap`
    pub allow_deprecated_dag_overlap: bool,
    /// `-v` (or `-vv`)
    pub verbose: bool,
    /// `-vv`
    pub very_verbose: bool,
    /// `--dump-input` values given.
    pub dump_input: Vec<DumpInput>,
    /// `--dump-input-context` (lines around interesting ones; default 5).
    pub dump_context: Option<usize>,
    /// `--dump-input-filter` (`all`, `annotation-full`, `annotation`, `error`).
    pub dump_filter: Option<String>,
    /// `--help`
    pub help: bool,
    /// `--version`
    pub version: bool,
}

impl Options {
    /// The effective `--dump-input` mode.
    pub fn dump_mode(&self) -> DumpInput {
        self.dump_input
            .iter()
            .copied()
            .max()
            .unwrap_or(DumpInput::Fail)
    }
}

/// A command-line error (LLVM prints it and exits with 1).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct UsageError(pub String);

#[derive(Clone, Copy, PartialEq, Eq)]
enum Arity {
    Flag,
    Value,
}

const OPTIONS: &[(&str, Arity)] = &[
    ("check-prefix", Arity::Value),
    ("check-prefixes", Arity::Value),
    ("comment-prefixes", Arity::Value),
    ("implicit-check-not", Arity::Value),
    ("input-file", Arity::Value),
    ("dump-input", Arity::Value),
    ("dump-input-context", Arity::Value),
    ("dump-input-filter", Arity::Value),
    ("match-full-lines", Arity::Flag),
    ("strict-whitespace", Arity::Flag),
    ("allow-empty", Arity::Flag),
    ("allow-unused-prefixes", Arity::Flag),
    ("ignore-case", Arity::Flag),
    ("enable-var-scope", Arity::Flag),
    ("allow-deprecated-dag-overlap", Arity::Flag),
    ("v", Arity::Flag),
    ("vv", Arity::Flag),
    ("color", Arity::Flag),
    ("help", Arity::Flag),
    ("h", Arity::Flag),
    ("version", Arity::Flag),
];

fn parse_bool(name: &str, v: &str) -> Result<bool, UsageError> {
    match v {
        "" | "true" | "TRUE" | "True" | "1" => Ok(true),
        "false" | "FALSE" | "False" | "0" => Ok(false),
        _ => Err(UsageError(format!(
            "FileCheck: for the --{name} option: '{v}' is invalid value for boolean argument! Try 0 or 1"
        ))),
    }
}

/// Parses the arguments (without the program name).
pub fn parse(args: &[String]) -> Result<Options, UsageError> {
    let mut o = Options::default();
    let mut i = 0;
    let mut only_positional = false;
    while i < args.len() {
        let a = &args[i];
        i += 1;
        if only_positional || a == "-" || !a.starts_with('-') {
            if o.check_file.is_some() {
                return Err(UsageError(
                    "FileCheck: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: FileCheck --help".into(),
                ));
            }
            o.check_file = Some(a.clone());
            continue;
        }
        if a == "--" {
            only_positional = true;
            continue;
        }
        let body = a.strip_prefix("--").unwrap_or(&a[1..]);
        let (name, inline) = match body.find('=') {
            Some(p) => (&body[..p], Some(&body[p + 1..])),
            None => (body, None),
        };
        let known = OPTIONS.iter().find(|(n, _)| *n == name);
        if known.is_none() && body.starts_with('D') {
            // -D is an always-prefix option: the value is everything after it.
            let v = &body[1..];
            if v.is_empty() {
                return Err(UsageError(
                    "FileCheck: for the -D option: requires a value!".into(),
                ));
            }
            o.defines.push(v.to_string());
            continue;
        }
        let Some(&(name, arity)) = known else {
            return Err(UsageError(format!(
                "FileCheck: Unknown command line argument '{a}'.  Try: 'FileCheck --help'"
            )));
        };
        if arity == Arity::Flag {
            let on = parse_bool(name, inline.unwrap_or(""))?;
            match name {
                "match-full-lines" => o.match_full_lines = on,
                "strict-whitespace" => o.strict_whitespace = on,
                "allow-empty" => o.allow_empty = on,
                "allow-unused-prefixes" => o.allow_unused_prefixes = on,
                "ignore-case" => o.ignore_case = on,
                "enable-var-scope" => o.enable_var_scope = on,
                "allow-deprecated-dag-overlap" => o.allow_deprecated_dag_overlap = on,
                "v" => o.verbose = on,
                "vv" => {
                    o.verbose = on;
                    o.very_verbose = on;
                }
                "help" | "h" => o.help = on,
                "version" => o.version = on,
                _ => {}
            }
            continue;
        }
        let value = match inline {
            Some(v) => v.to_string(),
            None => {
                if i >= args.len() {
                    return Err(UsageError(format!(
                        "FileCheck: for the --{name} option: requires a value!"
                    )));
                }
                i += 1;
                args[i - 1].clone()
            }
        };
        match name {
            "check-prefix" => o.check_prefixes.push(value),
            "check-prefixes" => o
                .check_prefixes
                .extend(value.split(',').map(str::to_string)),
            "comment-prefixes" => {
                o.comment_prefixes_given = true;
                o.comment_prefixes
                    .extend(value.split(',').map(str::to_string));
            }
            "implicit-check-not" => o.implicit_check_not.push(value),
            "input-file" => o.input_file = Some(value),
            "dump-input" => o.dump_input.push(match value.as_str() {
                "never" => DumpInput::Never,
                "fail" => DumpInput::Fail,
                "always" => DumpInput::Always,
                "help" => DumpInput::Help,
                _ => {
                    return Err(UsageError(format!(
                    "FileCheck: for the --dump-input option: Cannot find option named '{value}'!"
                )))
                }
            }),
            "dump-input-context" => match value.parse::<u32>() {
                Ok(n) => o.dump_context = Some(n as usize),
                Err(_) => {
                    return Err(UsageError(format!(
                        "FileCheck: for the --dump-input-context option: '{value}' value invalid for uint argument!"
                    )))
                }
            },
            "dump-input-filter" => {
                if !["all", "annotation-full", "annotation", "error"].contains(&value.as_str()) {
                    return Err(UsageError(format!(
                        "FileCheck: for the --dump-input-filter option: Cannot find option named '{value}'!"
                    )));
                }
                o.dump_filter = Some(value);
            }
            _ => {}
        }
    }
    Ok(o)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(args: &[&str]) -> Result<Options, UsageError> {
        parse(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn spellings() {
        let o = p(&[
            "c.txt",
            "-check-prefix",
            "A",
            "--check-prefixes=B,C",
            "-DX=1",
            "--D#N=2",
            "--strict-whitespace=false",
            "-v",
        ])
        .unwrap();
        assert_eq!(o.check_file.as_deref(), Some("c.txt"));
        assert_eq!(o.check_prefixes, ["A", "B", "C"]);
        assert_eq!(o.defines, ["X=1", "#N=2"]);
        assert!(!o.strict_whitespace && o.verbose);
    }

    #[test]
    fn errors() {
        assert!(p(&["a", "b"]).is_err());
        assert!(p(&["a", "--bogus"]).is_err());
        assert!(p(&["a", "-D"]).is_err());
        assert!(p(&["a", "--input-file"]).is_err());
        assert!(p(&["a", "--dump-input=x"]).is_err());
    }

    #[test]
    fn dump_mode_takes_largest() {
        let o = p(&["a", "--dump-input=never", "--dump-input=always"]).unwrap();
        assert_eq!(o.dump_mode(), DumpInput::Always);
        assert_eq!(p(&["a"]).unwrap().dump_mode(), DumpInput::Fail);
    }
}
