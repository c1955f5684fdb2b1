//! Commands the shell runs itself: `echo`, `cat`, `count`, `diff`, `rm`,
//! `mkdir`, `true`, `false` and `:`. (`cd`, `export`, `not` and `env` change
//! the shell or the command and live in [`super::exec`].)
//!
//! Running them in-process keeps tests independent of the host's coreutils,
//! which is why lit has them too.

use std::path::Path;

use super::diff::{diff, DiffOptions};

/// What a builtin produced.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Output {
    /// Bytes written to standard output.
    pub stdout: Vec<u8>,
    /// Bytes written to standard error.
    pub stderr: Vec<u8>,
    /// Exit code.
    pub code: i32,
}

impl Output {
    fn ok(stdout: Vec<u8>) -> Self {
        Output {
            stdout,
            ..Default::default()
        }
    }

    fn fail(code: i32, message: String) -> Self {
        let mut stderr = message.into_bytes();
        stderr.push(b'\n');
        Output {
            stdout: Vec::new(),
            stderr,
            code,
        }
    }
}

/// Names of the stream builtins (those [`run`] handles).
pub const NAMES: [&str; 9] = [
    "echo", "cat", "count", "diff", "rm", "mkdir", "true", "false", ":",
];

/// Whether `name` is a builtin handled by [`run`].
pub fn is_builtin(name: &str) -> bool {
    NAMES.contains(&name)
}

/// Whether the builtin invocation reads standard input (so the shell must
/// collect its input first).
pub fn reads_stdin(args: &[String]) -> bool {
    match args.first().map(String::as_str) {
        Some("cat") => args.len() == 1 || args[1..].iter().any(|a| a == "-"),
        Some("count") => true,
        Some("diff") => args[1..].iter().any(|a| a == "-"),
        _ => false,
    }
}

/// Runs a builtin; `args[0]` is its name.
pub fn run(args: &[String], stdin: &[u8], cwd: &Path) -> Output {
    let rest = args.get(1..).unwrap_or(&[]);
    match args.first().map(String::as_str) {
        Some("echo") => echo(rest),
        Some("cat") => cat(rest, stdin, cwd),
        Some("count") => count(rest, stdin),
        Some("diff") => diff_cmd(rest, stdin, cwd),
        Some("rm") => rm(rest, cwd),
        Some("mkdir") => mkdir(rest, cwd),
        Some("true") | Some(":") => Output::default(),
        Some("false") => Output {
            code: 1,
            ..Default::default()
        },
        Some(other) => Output::fail(127, format!("'{other}': not a builtin")),
        None => Output::fail(127, "empty command".into()),
    }
}

fn echo(args: &[String]) -> Output {
    let mut newline = true;
    let mut escapes = false;
    let mut i = 0;
    // Only separate `-e` and `-n` words are options, as in lit's echo:
    // `echo -D FOO` must print the dash.
    while let Some(a) = args.get(i) {
        match a.as_str() {
            "-n" => newline = false,
            "-e" => escapes = true,
            _ => break,
        }
        i += 1;
    }
    let text = args[i..].join(" ");
    let mut out = if escapes {
        unescape(&text)
    } else {
        text.into_bytes()
    };
    if newline {
        out.push(b'\n');
    }
    Output::ok(out)
}

/// `echo -e` escapes: `\n \t \\ \r \a \b \f \v \0NNN \xHH`.
fn unescape(s: &str) -> Vec<u8> {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'\\' || i + 1 >= b.len() {
            out.push(b[i]);
            i += 1;
            continue;
        }
        let c = b[i + 1];
        i += 2;
        match c {
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            b'r' => out.push(b'\r'),
            b'a' => out.push(7),
            b'b' => out.push(8),
            b'f' => out.push(12),
            b'v' => out.push(11),
            b'\\' => out.push(b'\\'),
            b'0' => {
                let mut v: u32 = 0;
                let mut n = 0;
                while n < 3 && i < b.len() && (b'0'..=b'7').contains(&b[i]) {
                    v = v * 8 + u32::from(b[i] - b'0');
                    i += 1;
                    n += 1;
                }
                out.push((v & 0xff) as u8);
            }
            b'x' => {
                let mut v: u32 = 0;
                let mut n = 0;
                while n < 2 && i < b.len() && b[i].is_ascii_hexdigit() {
                    v = v * 16 + (b[i] as char).to_digit(16).unwrap_or(0);
                    i += 1;
                    n += 1;
                }
                if n == 0 {
                    out.extend_from_slice(b"\\x");
                } else {
                    out.push(v as u8);
                }
            }
            other => {
                out.push(b'\\');
                out.push(other);
            }
        }
    }
    out
}

fn read_input(name: &str, stdin: &[u8], cwd: &Path) -> Result<Vec<u8>, String> {
    if name == "-" {
        return Ok(stdin.to_vec());
    }
    std::fs::read(cwd.join(name)).map_err(|e| format!("{name}: {e}"))
}

fn cat(args: &[String], stdin: &[u8], cwd: &Path) -> Output {
    if let Some(opt) = args.iter().find(|a| a.starts_with('-') && a.len() > 1) {
        return Output::fail(1, format!("cat: unsupported option '{opt}'"));
    }
    if args.is_empty() {
        return Output::ok(stdin.to_vec());
    }
    let mut out = Vec::new();
    for a in args {
        match read_input(a, stdin, cwd) {
            Ok(bytes) => out.extend_from_slice(&bytes),
            Err(e) => {
                let mut o = Output::fail(1, format!("cat: {e}"));
                o.stdout = out;
                return o;
            }
        }
    }
    Output::ok(out)
}

fn count(args: &[String], stdin: &[u8]) -> Output {
    let [n] = args else {
        return Output::fail(2, "usage: count <number of lines>".into());
    };
    let Ok(expected) = n.parse::<usize>() else {
        return Output::fail(2, format!("count: '{n}' is not a number"));
    };
    // A line is a newline character, as LLVM's `count` counts them.
    let got = stdin.iter().filter(|&&b| b == b'\n').count();
    if got == expected {
        Output::default()
    } else {
        Output::fail(1, format!("Expected {expected} lines, got {got}."))
    }
}

fn diff_cmd(args: &[String], stdin: &[u8], cwd: &Path) -> Output {
    let mut opts = DiffOptions {
        context: 3,
        ..Default::default()
    };
    let mut files = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        match a {
            "-u" => {}
            "-b" | "--ignore-space-change" => opts.ignore_space_change = true,
            "-w" | "--ignore-all-space" => opts.ignore_all_space = true,
            "--strip-trailing-cr" => opts.strip_trailing_cr = true,
            "-U" => {
                i += 1;
                match args.get(i).and_then(|n| n.parse().ok()) {
                    Some(n) => opts.context = n,
                    None => return Output::fail(2, "diff: -U needs a number".into()),
                }
            }
            _ if a.starts_with("-U") && a[2..].parse::<usize>().is_ok() => {
                opts.context = a[2..].parse().unwrap_or(3);
            }
            "-" => files.push(a.to_string()),
            _ if a.starts_with('-') => {
                return Output::fail(2, format!("diff: unsupported option '{a}'"))
            }
            _ => files.push(a.to_string()),
        }
        i += 1;
    }
    let [a, b] = files.as_slice() else {
        return Output::fail(2, "diff: expected two files".into());
    };
    let (ta, tb) = match (read_input(a, stdin, cwd), read_input(b, stdin, cwd)) {
        (Ok(x), Ok(y)) => (x, y),
        (Err(e), _) | (_, Err(e)) => return Output::fail(2, format!("diff: {e}")),
    };
    let ta = String::from_utf8_lossy(&ta);
    let tb = String::from_utf8_lossy(&tb);
    match diff(a, &ta, b, &tb, &opts) {
        None => Output::default(),
        Some(d) => Output {
            stdout: d.into_bytes(),
            stderr: Vec::new(),
            code: 1,
        },
    }
}

fn rm(args: &[String], cwd: &Path) -> Output {
    let mut force = false;
    let mut recursive = false;
    let mut paths = Vec::new();
    for a in args {
        match a.strip_prefix('-') {
            Some(flags) if !flags.is_empty() && paths.is_empty() => {
                for c in flags.chars() {
                    match c {
                        'f' => force = true,
                        'r' | 'R' => recursive = true,
                        'v' => {}
                        _ => return Output::fail(1, format!("rm: unsupported option '-{c}'")),
                    }
                }
            }
            _ => paths.push(a),
        }
    }
    for p in paths {
        let path = cwd.join(p);
        let result = match std::fs::symlink_metadata(&path) {
            Err(_) if force => Ok(()),
            Err(e) => Err(e),
            Ok(m) if m.is_dir() => {
                if recursive {
                    std::fs::remove_dir_all(&path)
                } else {
                    return Output::fail(1, format!("rm: {p}: is a directory"));
                }
            }
            Ok(_) => std::fs::remove_file(&path),
        };
        if let Err(e) = result {
            return Output::fail(1, format!("rm: {p}: {e}"));
        }
    }
    Output::default()
}

fn mkdir(args: &[String], cwd: &Path) -> Output {
    let mut parents = false;
    let mut paths = Vec::new();
    for a in args {
        match a.as_str() {
            "-p" | "--parents" => parents = true,
            s if s.starts_with('-') && s.len() > 1 => {
                return Output::fail(1, format!("mkdir: unsupported option '{s}'"))
            }
            _ => paths.push(a),
        }
    }
    if paths.is_empty() {
        return Output::fail(1, "mkdir: missing operand".into());
    }
    for p in paths {
        let path = cwd.join(p);
        let r = if parents {
            std::fs::create_dir_all(&path)
        } else {
            std::fs::create_dir(&path)
        };
        if let Err(e) = r {
            return Output::fail(1, format!("mkdir: {p}: {e}"));
        }
    }
    Output::default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(v: &[&str]) -> Vec<String> {
        v.iter().map(|x| x.to_string()).collect()
    }

    fn here() -> std::path::PathBuf {
        std::env::temp_dir()
    }

    #[test]
    fn echo_options() {
        assert_eq!(run(&s(&["echo", "a", "b"]), b"", &here()).stdout, b"a b\n");
        assert_eq!(run(&s(&["echo", "-n", "a"]), b"", &here()).stdout, b"a");
        assert_eq!(
            run(&s(&["echo", "-e", "a\\tb\\n"]), b"", &here()).stdout,
            b"a\tb\n\n"
        );
        assert_eq!(run(&s(&["echo", "-x"]), b"", &here()).stdout, b"-x\n");
        assert_eq!(run(&s(&["echo"]), b"", &here()).stdout, b"\n");
        assert_eq!(
            run(&s(&["echo", "-e", "\\x41\\0101"]), b"", &here()).stdout,
            b"AA\n"
        );
    }

    #[test]
    fn count_lines() {
        assert_eq!(run(&s(&["count", "2"]), b"a\nb\n", &here()).code, 0);
        assert_eq!(run(&s(&["count", "2"]), b"a\nb", &here()).code, 1);
        assert_eq!(run(&s(&["count", "0"]), b"", &here()).code, 0);
        assert_eq!(run(&s(&["count", "x"]), b"", &here()).code, 2);
        assert_eq!(run(&s(&["count"]), b"", &here()).code, 2);
    }

    #[test]
    fn cat_and_diff_and_files() {
        let dir = std::env::temp_dir().join(format!("ir-lit-builtins-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        assert_eq!(run(&s(&["mkdir", "-p", "x/y"]), b"", &dir).code, 0);
        assert_eq!(run(&s(&["mkdir", "x"]), b"", &dir).code, 1);
        std::fs::write(dir.join("x/a"), "1\n2\n").unwrap();
        std::fs::write(dir.join("x/b"), "1\n3\n").unwrap();
        assert_eq!(
            run(&s(&["cat", "x/a", "-"]), b"s\n", &dir).stdout,
            b"1\n2\ns\n"
        );
        assert_eq!(run(&s(&["cat", "nope"]), b"", &dir).code, 1);
        assert_eq!(run(&s(&["diff", "x/a", "x/a"]), b"", &dir).code, 0);
        assert_eq!(run(&s(&["diff", "x/a", "-"]), b"1\n2\n", &dir).code, 0);
        let d = run(&s(&["diff", "x/a", "x/b"]), b"", &dir);
        assert_eq!(d.code, 1);
        assert!(String::from_utf8_lossy(&d.stdout).contains("-2\n+3\n"));
        assert_eq!(run(&s(&["diff", "x/a", "nope"]), b"", &dir).code, 2);
        assert_eq!(run(&s(&["rm", "x"]), b"", &dir).code, 1);
        assert_eq!(run(&s(&["rm", "nope"]), b"", &dir).code, 1);
        assert_eq!(run(&s(&["rm", "-f", "nope"]), b"", &dir).code, 0);
        assert_eq!(run(&s(&["rm", "-rf", "x"]), b"", &dir).code, 0);
        assert!(!dir.join("x").exists());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn stdin_readers() {
        assert!(reads_stdin(&s(&["cat"])));
        assert!(!reads_stdin(&s(&["cat", "f"])));
        assert!(reads_stdin(&s(&["count", "1"])));
        assert!(reads_stdin(&s(&["diff", "a", "-"])));
        assert!(!reads_stdin(&s(&["echo"])));
    }
}
