//! An LLVM-compatible FileCheck.
//!
//! `filecheck CHECKFILE [options] < input` verifies that the input matches
//! the directives (`CHECK:`, `CHECK-NEXT:`, ...) in the check file, with
//! the same semantics, messages and exit codes as LLVM's FileCheck: 0 when
//! everything matches, 1 when a check fails (or the command line is
//! malformed), 2 when the check file or the setup is invalid.
//!
//! The pieces, in the order a run uses them: [`options`] (command line),
//! [`source`] (buffers and locations), [`directive`] (reading the check
//! file) with [`pattern`], [`numeric`], [`ere`] and [`vm`] (compiling and
//! matching patterns), [`vars`] (variable tables), [`matcher`] (the
//! checking algorithm) and [`diag`] (messages and the input dump).

pub mod diag;
pub mod directive;
pub mod ere;
pub mod matcher;
pub mod numeric;
pub mod options;
pub mod pattern;
pub mod source;
pub mod vars;
pub mod vm;

use directive::{DagNot, ReadError, ReadOpts};
use options::{DumpInput, Options};
use pattern::{CheckKind, Pattern, PatternOpts};
use source::Sources;
use std::ffi::OsString;
use std::io::{Read, Write};
use vars::Vars;

const DEFAULT_CHECK_PREFIXES: &[&str] = &["CHECK"];
const DEFAULT_COMMENT_PREFIXES: &[&str] = &["COM", "RUN"];

/// Entry point for the binary: `args` includes the program name. Options
/// from the `FILECHECK_OPTS` environment variable come first, as in LLVM.
pub fn run_cli(args: impl IntoIterator<Item = OsString>) -> i32 {
    let mut argv: Vec<String> = args
        .into_iter()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    if let Ok(env) = std::env::var("FILECHECK_OPTS") {
        let mut extra: Vec<String> = env.split_whitespace().map(str::to_string).collect();
        extra.append(&mut argv);
        argv = extra;
    }
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let stderr = std::io::stderr();
    run(
        &argv,
        &mut stdin.lock(),
        &mut stdout.lock(),
        &mut stderr.lock(),
    )
}

/// Replaces CRLF with LF and, unless `strict`, folds each run of spaces
/// and tabs into one space (LLVM canonicalizes both the check file and the
/// input this way, which is what makes whitespace in patterns flexible).
pub fn canonicalize(text: &[u8], strict: bool) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    let mut i = 0;
    while i < text.len() {
        let b = text[i];
        if b == b'\r' && text.get(i + 1) == Some(&b'\n') {
            i += 1;
            continue;
        }
        if strict || (b != b' ' && b != b'\t') {
            out.push(b);
            i += 1;
            continue;
        }
        out.push(b' ');
        while i + 1 < text.len() && (text[i + 1] == b' ' || text[i + 1] == b'\t') {
            i += 1;
        }
        i += 1;
    }
    out
}

fn validate_prefixes(
    kind: &str,
    seen: &mut Vec<String>,
    prefixes: &[String],
) -> Result<(), String> {
    for p in prefixes {
        if p.is_empty() {
            return Err(format!(
                "error: supplied {kind} prefix must not be the empty string"
            ));
        }
        if !p
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        {
            return Err(format!(
                "error: supplied {kind} prefix must start with a letter and contain only alphanumeric characters, hyphens, and underscores: '{p}'"
            ));
        }
        if seen.contains(p) {
            return Err(format!(
                "error: supplied {kind} prefix must be unique among check and comment prefixes: '{p}'"
            ));
        }
        seen.push(p.clone());
    }
    Ok(())
}

fn read_file(path: &str, stdin: &mut dyn Read) -> std::io::Result<Vec<u8>> {
    if path == "-" {
        let mut v = Vec::new();
        stdin.read_to_end(&mut v)?;
        Ok(v)
    } else {
        std::fs::read(path)
    }
}

fn io_message(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "No such file or directory".into(),
        std::io::ErrorKind::PermissionDenied => "Permission denied".into(),
        _ => {
            if e.raw_os_error() == Some(21) {
                "Is a directory".into()
            } else {
                e.to_string()
            }
        }
    }
}

/// Defines the `-D` variables. Errors are reported like LLVM's, pointing
/// into a synthetic "Global defines" buffer.
fn define_globals(
    defines: &[String],
    src: &mut Sources,
    vars: &mut Vars,
    err: &mut String,
) -> bool {
    if defines.is_empty() {
        return true;
    }
    // One line per definition, as LLVM builds it, so messages can point at it.
    let mut text = String::new();
    let mut spans = Vec::new();
    for (i, d) in defines.iter().enumerate() {
        let prefix = format!("Global define #{}: ", i + 1);
        if let Some(rest) = d.strip_prefix('#') {
            let eq = rest.find('=').unwrap_or(rest.len());
            let subst = format!("#{}:{}", &rest[..eq], rest.get(eq + 1..).unwrap_or(""));
            text.push_str(&format!("{prefix}{d} (parsed as: [["));
            spans.push((text.len(), subst.len(), true));
            text.push_str(&subst);
            text.push_str("]])\n");
        } else {
            text.push_str(&prefix);
            spans.push((text.len(), d.len(), false));
            text.push_str(d);
            text.push('\n');
        }
    }
    let buf = src.add("Global defines", text.into_bytes());
    let mut ok = true;
    for (start, len, numeric) in spans {
        let full = &src.text(buf)[start..start + len];
        if numeric {
            let body = &full[1..];
            match pattern::parse_cmdline_numeric(body, buf, src, vars) {
                Err(e) => {
                    err.push_str(&src.message(e.loc, "error", &e.msg, 0));
                    ok = false;
                }
                Ok((def, expr)) => {
                    let value = match &expr {
                        Some(e) => pattern::eval_cmdline(e, vars),
                        None => Err(numeric::EvalError::Overflow),
                    };
                    match (def, value) {
                        (Some(id), Ok(v)) => {
                            vars.numvars[id].value = Some(v);
                            vars.numvars[id].def_line = None;
                        }
                        (_, Err(e)) => {
                            let loc = src.loc_of(buf, body);
                            err.push_str(&src.message(loc, "error", &e.to_string(), 0));
                            ok = false;
                        }
                        (None, Ok(_)) => {
                            let loc = src.loc_of(buf, body);
                            err.push_str(&src.message(
                                loc,
                                "error",
                                "invalid variable definition",
                                0,
                            ));
                            ok = false;
                        }
                    }
                }
            }
        } else {
            let eq = full.iter().position(|&b| b == b'=').unwrap_or(full.len());
            let name_part = &full[..eq];
            match pattern::check_cmdline_name(name_part, buf, src) {
                Err(e) => {
                    err.push_str(&src.message(e.loc, "error", &e.msg, 0));
                    ok = false;
                }
                Ok(name) => {
                    if vars.numeric_table.contains_key(&name) {
                        let loc = src.loc_of(buf, name_part);
                        err.push_str(&src.message(
                            loc,
                            "error",
                            &format!("numeric variable with name '{name}' already exists"),
                            0,
                        ));
                        ok = false;
                        continue;
                    }
                    let value = full.get(eq + 1..).unwrap_or(&[]).to_vec();
                    vars.strings.entry(name.clone()).or_insert(value);
                    vars.defined_strings.insert(name);
                }
            }
        }
    }
    ok
}

/// Runs FileCheck with `args` (without the program name); returns the
/// exit status.
pub fn run(
    args: &[String],
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    let mut err = String::new();
    let code = run_inner(args, stdin, stdout, &mut err);
    let _ = stderr.write_all(err.as_bytes());
    let _ = stderr.flush();
    code
}

fn run_inner(
    args: &[String],
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    err: &mut String,
) -> i32 {
    let opts = match options::parse(args) {
        Ok(o) => o,
        Err(e) => {
            err.push_str(&e.0);
            err.push('\n');
            return 1;
        }
    };
    if opts.help {
        let _ = stdout.write_all(HELP.as_bytes());
        return 0;
    }
    if opts.version {
        let _ = stdout.write_all(b"tessera filecheck (LLVM FileCheck 22 compatible)\n");
        return 0;
    }
    let dump = opts.dump_mode();
    if dump == DumpInput::Help {
        let _ = stdout.write_all(diag::DUMP_INPUT_HELP.as_bytes());
        return 0;
    }
    let Some(check_path) = opts.check_file.clone() else {
        err.push_str("<check-file> not specified\n");
        return 2;
    };
    let mut define_error = false;
    let mut defines = Vec::new();
    for d in &opts.defines {
        match d.find('=') {
            None => {
                err.push_str(&format!(
                    "Missing equal sign in command-line definition '-D{d}'\n"
                ));
                define_error = true;
            }
            Some(0) => {
                err.push_str(&format!(
                    "Missing variable name in command-line definition '-D{d}'\n"
                ));
                define_error = true;
            }
            Some(_) => defines.push(d.clone()),
        }
    }
    if define_error {
        return 2;
    }
    let mut seen: Vec<String> = Vec::new();
    if opts.check_prefixes.is_empty() {
        seen.extend(DEFAULT_CHECK_PREFIXES.iter().map(|s| s.to_string()));
    }
    if !opts.comment_prefixes_given {
        seen.extend(DEFAULT_COMMENT_PREFIXES.iter().map(|s| s.to_string()));
    }
    if let Err(m) = validate_prefixes("check", &mut seen, &opts.check_prefixes)
        .and_then(|_| validate_prefixes("comment", &mut seen, &opts.comment_prefixes))
    {
        err.push_str(&m);
        err.push('\n');
        return 2;
    }
    check_with(&opts, &check_path, &defines, dump, stdin, err)
}

fn check_with(
    opts: &Options,
    check_path: &str,
    defines: &[String],
    dump: DumpInput,
    stdin: &mut dyn Read,
    err: &mut String,
) -> i32 {
    let raw_check = match read_file(check_path, stdin) {
        Ok(t) => t,
        Err(e) => {
            err.push_str(&format!(
                "Could not open check file '{check_path}': {}\n",
                io_message(&e)
            ));
            return 2;
        }
    };
    let default_prefix = opts.check_prefixes.is_empty();
    let check_prefixes: Vec<String> = if default_prefix {
        DEFAULT_CHECK_PREFIXES
            .iter()
            .map(|s| s.to_string())
            .collect()
    } else {
        opts.check_prefixes.clone()
    };
    let comment_prefixes: Vec<String> = if opts.comment_prefixes_given {
        opts.comment_prefixes.clone()
    } else {
        DEFAULT_COMMENT_PREFIXES
            .iter()
            .map(|s| s.to_string())
            .collect()
    };
    let popts = PatternOpts {
        strict_whitespace: opts.strict_whitespace,
        match_full_lines: opts.match_full_lines,
        ignore_case: opts.ignore_case,
    };
    let mut src = Sources::default();
    let check_buf = src.add(check_path, canonicalize(&raw_check, opts.strict_whitespace));
    let mut vars = Vars::default();
    if !define_globals(defines, &mut src, &mut vars, err) {
        return 2;
    }
    // Each -implicit-check-not gets its own "command line" buffer; a bad
    // one is reported but, as in LLVM, does not stop the run.
    let mut implicit = Vec::new();
    for text in &opts.implicit_check_not {
        let lead = "-implicit-check-not='";
        let buf = src.add("command line", format!("{lead}{text}'").into_bytes());
        let body = &src.text(buf)[lead.len()..lead.len() + text.len()];
        match Pattern::parse(
            body,
            buf,
            &src,
            CheckKind::Not,
            "IMPLICIT-CHECK",
            None,
            false,
            popts,
            &mut vars,
        ) {
            Ok(p) => implicit.push(DagNot {
                pat: p,
                prefix: "IMPLICIT-CHECK".into(),
            }),
            Err(e) => {
                err.push_str(&src.message(e.loc, "error", &e.msg, 0));
                // A never-matching placeholder keeps the "no checks" logic
                // identical to LLVM's, which keeps the broken pattern.
                if let Ok(p) = Pattern::parse(
                    b"{{[^\x00-\xff]}}",
                    buf,
                    &src,
                    CheckKind::Not,
                    "IMPLICIT-CHECK",
                    None,
                    false,
                    PatternOpts::default(),
                    &mut vars,
                ) {
                    implicit.push(DagNot {
                        pat: p,
                        prefix: "IMPLICIT-CHECK".into(),
                    });
                }
            }
        }
    }
    let ropts = ReadOpts {
        check_prefixes,
        comment_prefixes,
        default_prefix,
        allow_unused_prefixes: opts.allow_unused_prefixes,
        pattern: popts,
    };
    let checks = match directive::read_check_file(&src, check_buf, &ropts, &implicit, &mut vars) {
        Ok(c) => c,
        Err(ReadError::At(e)) => {
            err.push_str(&src.message(e.loc, "error", &e.msg, 0));
            return if e.exit_one { 1 } else { 2 };
        }
        Err(ReadError::Plain(m)) => {
            err.push_str(&m);
            err.push('\n');
            return 2;
        }
    };
    let input_path = opts.input_file.clone().unwrap_or_else(|| "-".into());
    let input_name = if input_path == "-" {
        "<stdin>".to_string()
    } else {
        input_path.clone()
    };
    let raw_input = match read_file(&input_path, stdin) {
        Ok(t) => t,
        Err(e) => {
            err.push_str(&format!(
                "Could not open input file '{input_name}': {}\n",
                io_message(&e)
            ));
            return 2;
        }
    };
    if raw_input.is_empty() && !opts.allow_empty {
        err.push_str(&format!("FileCheck error: '{input_name}' is empty.\n"));
        err.push_str("FileCheck command line:  FileCheck");
        for a in std::iter::once(check_path).chain(std::iter::empty()) {
            err.push(' ');
            err.push_str(a);
        }
        err.push('\n');
        return 2;
    }
    let input_buf = src.add(
        input_name.clone(),
        canonicalize(&raw_input, opts.strict_whitespace),
    );
    let mut diags = diag::Diags {
        verbose: opts.very_verbose,
        annotate_found: opts.verbose,
        ..Default::default()
    };
    let mopts = matcher::MatchOpts {
        enable_var_scope: opts.enable_var_scope,
        allow_dag_overlap: opts.allow_deprecated_dag_overlap,
    };
    let ok =
        matcher::Checker::new(&src, input_buf, &mut vars, mopts, &mut diags).check_all(&checks);
    let code = if ok { 0 } else { 1 };
    err.push_str(&diags.out);
    if dump == DumpInput::Always || (code == 1 && dump == DumpInput::Fail) {
        err.push_str(&format!(
            "\nInput file: {input_name}\nCheck file: {check_path}\n\n-dump-input=help explains the following input dump.\n\n"
        ));
        let filter = match opts.dump_filter.as_deref() {
            Some("all") => diag::DumpFilter::All,
            Some("annotation" | "annotation-full") => diag::DumpFilter::Annotation,
            Some(_) => diag::DumpFilter::Error,
            None if dump == DumpInput::Always => diag::DumpFilter::All,
            None => diag::DumpFilter::Error,
        };
        let context = opts.dump_context.unwrap_or(5);
        err.push_str(&diag::dump_input(
            &src,
            input_buf,
            &diags.anns,
            filter,
            context,
        ));
    }
    code
}

const HELP: &str = "\
USAGE: filecheck [options] <check-file>

OPTIONS:
  -D <VAR=VALUE>                 - Define a variable to be used in capture patterns.
  --allow-deprecated-dag-overlap - Enable overlapping among matches in a group of consecutive CHECK-DAG directives
  --allow-empty                  - Allow the input file to be empty.
  --allow-unused-prefixes        - Allow prefixes to be specified but not appear in the test.
  --check-prefix=<string>        - Prefix to use from check file (defaults to 'CHECK')
  --check-prefixes=<string>      - Alias for -check-prefix permitting multiple comma separated values
  --comment-prefixes=<string>    - Comma-separated list of comment prefixes (defaults to 'COM,RUN')
  --dump-input=<value>           - Dump input to stderr: help, always, fail (default), never
  --enable-var-scope             - Enables scope for regex variables.
  --ignore-case                  - Use case-insensitive matching
  --implicit-check-not=<string>  - Add an implicit negative check with this pattern to every positive check.
  --input-file=<string>          - File to check (defaults to stdin)
  --match-full-lines             - Require all positive matches to cover an entire input line.
  --strict-whitespace            - Do not treat all horizontal whitespace as equivalent
  -v                             - Print directive pattern matches, or add them to the input dump if enabled.
  -vv                            - Print information helpful in diagnosing internal FileCheck issues.
";
