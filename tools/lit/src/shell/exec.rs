//! Running a parsed [`Script`]: sequences, pipelines, redirections, the
//! `not` / `env` prefixes, the `cd` / `export` state builtins, the stream
//! builtins of [`super::builtins`], and external programs.
//!
//! External programs in a pipeline are connected by OS pipes and run
//! concurrently; a builtin between them collects its input first. Every
//! child gets its own process group so that a time-out can kill everything
//! it started. The shell writes a transcript of what it ran (with each
//! command's captured output), printed when a test fails.

use std::collections::BTreeMap;
use std::fs::{File, OpenOptions};
use std::io::{self, PipeReader, PipeWriter, Read, Write};
use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::{Path, PathBuf};
use std::process::{Child, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

use super::builtins;
use super::glob;
use super::lex::{RedirKind, Word};
use super::parse::{Command, Pipeline, Script, SeqOp};

/// An error that aborts the whole script (lit's "internal shell error"); a
/// command that merely fails is an exit code, not an error.
#[derive(Debug, thiserror::Error)]
pub enum ShellError {
    /// The program was not found on `PATH`.
    #[error("'{0}': command not found")]
    NotFound(String),
    /// Something this shell does not do.
    #[error("unsupported: {0}")]
    Unsupported(String),
    /// A redirection's file could not be opened.
    #[error("cannot open '{path}': {source}")]
    Redirect {
        /// The file.
        path: String,
        /// Why.
        source: io::Error,
    },
    /// The program could not be started.
    #[error("cannot run '{program}': {source}")]
    Spawn {
        /// The program.
        program: String,
        /// Why.
        source: io::Error,
    },
    /// Creating a pipe or waiting for a child failed.
    #[error("i/o error: {0}")]
    Io(#[from] io::Error),
    /// The deadline passed; everything started was killed.
    #[error("command timed out")]
    Timeout,
}

/// The shell's state across the commands of one test.
#[derive(Debug, Clone)]
pub struct Shell {
    /// Working directory (changed by `cd`).
    pub cwd: PathBuf,
    /// Environment of the commands (changed by `export`).
    pub env: BTreeMap<String, String>,
    /// When to give up and kill everything.
    pub deadline: Option<Instant>,
    /// A pipeline fails if any stage fails (lit's default), not just the last.
    pub pipefail: bool,
    /// What ran and what it printed.
    pub transcript: String,
}

/// Where one of a command's output descriptors goes.
#[derive(Debug)]
enum Sink {
    /// The stage's standard-output stream: the next stage, or captured.
    Stream,
    /// The stage's captured standard error.
    Stderr,
    /// A file.
    File(File),
}

impl Sink {
    fn try_clone(&self) -> io::Result<Sink> {
        Ok(match self {
            Sink::Stream => Sink::Stream,
            Sink::Stderr => Sink::Stderr,
            Sink::File(f) => Sink::File(f.try_clone()?),
        })
    }
}

/// What a stage reads.
enum Input {
    Bytes(Vec<u8>),
    Pipe(PipeReader),
    File(File),
}

/// Captured output of a stage.
enum Capture {
    None,
    Bytes(Vec<u8>),
    Thread(Receiver<Vec<u8>>),
}

/// One started (or finished, for builtins) stage of a pipeline.
struct Stage {
    display: String,
    child: Option<Child>,
    builtin_code: Option<i32>,
    nots: Vec<bool>,
    stdout: Capture,
    stderr: Capture,
}

/// A command after its `env` / `not` prefixes were taken off.
struct Prepared {
    argv: Vec<String>,
    env: BTreeMap<String, String>,
    /// One entry per `not`, outermost first; true for `not --crash`.
    nots: Vec<bool>,
}

fn quote_for_display(arg: &str) -> String {
    if !arg.is_empty()
        && arg
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./=:,+%@".contains(c))
    {
        arg.to_string()
    } else {
        format!("'{}'", arg.replace('\'', "'\\''"))
    }
}

fn spawn_reader(mut r: PipeReader) -> Receiver<Vec<u8>> {
    let (tx, rx) = mpsc::channel();
    thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = r.read_to_end(&mut buf);
        let _ = tx.send(buf);
    });
    rx
}

fn kill_group(child: &mut Child) {
    let pid = child.id() as libc::pid_t;
    // SAFETY: kill(2) with a negative pid signals the process group the child
    // leads (it was spawned with process_group(0)); it touches no memory.
    unsafe {
        libc::kill(-pid, libc::SIGKILL);
    }
    let _ = child.kill();
    let _ = child.wait();
}

fn is_executable(p: &Path) -> bool {
    p.metadata()
        .map(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
        .unwrap_or(false)
}

/// An exit code for a finished process: its code, or 128 + signal.
fn raw_code(st: ExitStatus) -> (i32, bool) {
    match (st.code(), st.signal()) {
        (Some(c), _) => (c, false),
        (None, Some(sig)) => (128 + sig, true),
        (None, None) => (1, false),
    }
}

/// Applies `not` prefixes, innermost first (`nots[i]` is true for
/// `not --crash`): `not` inverts success but a crash stays a failure;
/// `not --crash` succeeds only if the command crashed.
fn negate(mut code: i32, mut crashed: bool, nots: &[bool]) -> i32 {
    for &crash in nots.iter().rev() {
        code = match (crash, crashed) {
            (true, true) => 0,
            (true, false) | (false, true) => 1,
            (false, false) => (code == 0) as i32,
        };
        crashed = false;
    }
    code
}

impl Shell {
    /// A shell in `cwd` with the given environment and no deadline.
    pub fn new(cwd: PathBuf, env: BTreeMap<String, String>) -> Self {
        Shell {
            cwd,
            env,
            deadline: None,
            pipefail: true,
            transcript: String::new(),
        }
    }

    /// Runs a script; returns its exit code (0 = success).
    pub fn run(&mut self, script: &Script) -> Result<i32, ShellError> {
        match script {
            Script::Pipeline(p) => self.run_pipeline(p),
            Script::Seq(lhs, op, rhs) => {
                let left = self.run(lhs)?;
                match op {
                    SeqOp::Semi => self.run(rhs),
                    SeqOp::And if left == 0 => self.run(rhs),
                    SeqOp::Or if left != 0 => self.run(rhs),
                    _ => Ok(left),
                }
            }
        }
    }

    fn expand(&self, words: &[Word]) -> Vec<String> {
        let mut out = Vec::new();
        for w in words {
            match w
                .pattern
                .as_deref()
                .and_then(|p| glob::expand(p, &self.cwd))
            {
                Some(matches) => out.extend(matches),
                None => out.push(w.text.clone()),
            }
        }
        out
    }

    fn prepare(&self, cmd: &Command) -> Result<Prepared, ShellError> {
        let mut argv = self.expand(&cmd.args);
        let mut env = self.env.clone();
        let mut nots = Vec::new();
        loop {
            match argv.first().map(String::as_str) {
                Some("env") => {
                    argv.remove(0);
                    loop {
                        match argv.first().map(String::as_str) {
                            Some("-u") if argv.len() > 1 => {
                                env.remove(&argv[1]);
                                argv.drain(..2);
                            }
                            Some("-i") | Some("--ignore-environment") => {
                                env.clear();
                                argv.remove(0);
                            }
                            Some(a) if a.contains('=') && !a.starts_with('=') => {
                                if let Some((k, v)) = a.split_once('=') {
                                    env.insert(k.to_string(), v.to_string());
                                }
                                argv.remove(0);
                            }
                            _ => break,
                        }
                    }
                    if argv.is_empty() {
                        return Err(ShellError::Unsupported("'env' without a command".into()));
                    }
                }
                // `!` is lit's spelling of a plain `not`.
                Some("not") | Some("!") => {
                    argv.remove(0);
                    let crash = argv.first().map(String::as_str) == Some("--crash");
                    if crash {
                        argv.remove(0);
                    }
                    nots.push(crash);
                    if argv.is_empty() {
                        return Err(ShellError::Unsupported("'not' requires a command".into()));
                    }
                }
                _ => break,
            }
        }
        Ok(Prepared { argv, env, nots })
    }

    fn open(&self, path: &str, kind: RedirKind) -> Result<File, ShellError> {
        let full = self.cwd.join(path);
        let mut o = OpenOptions::new();
        match kind {
            RedirKind::In => o.read(true),
            RedirKind::Append | RedirKind::BothAppend => o.append(true).create(true),
            _ => o.write(true).create(true).truncate(true),
        };
        o.open(&full).map_err(|source| ShellError::Redirect {
            path: path.to_string(),
            source,
        })
    }

    /// Opens a command's redirections in order; returns (stdin, stdout, stderr).
    fn redirects(&self, cmd: &Command) -> Result<(Option<File>, Sink, Sink), ShellError> {
        let mut stdin = None;
        let mut out = Sink::Stream;
        let mut err = Sink::Stderr;
        for r in &cmd.redirects {
            let target = r.target.text.as_str();
            match r.kind {
                RedirKind::In => {
                    if r.fd.unwrap_or(0) != 0 {
                        return Err(ShellError::Unsupported(format!(
                            "input redirection of descriptor {:?}",
                            r.fd
                        )));
                    }
                    stdin = Some(self.open(target, r.kind)?);
                }
                RedirKind::Out | RedirKind::Append => {
                    let f = Sink::File(self.open(target, r.kind)?);
                    match r.fd.unwrap_or(1) {
                        1 => out = f,
                        2 => err = f,
                        fd => {
                            return Err(ShellError::Unsupported(format!(
                                "redirection of descriptor {fd}"
                            )))
                        }
                    }
                }
                RedirKind::Dup => {
                    let copy = match target {
                        "1" => out.try_clone()?,
                        "2" => err.try_clone()?,
                        _ if r.fd.is_none() => {
                            // `>& file` is `&> file`.
                            let f = self.open(target, RedirKind::Out)?;
                            err = Sink::File(f.try_clone()?);
                            out = Sink::File(f);
                            continue;
                        }
                        _ => return Err(ShellError::Unsupported(format!("'>&{target}'"))),
                    };
                    match r.fd.unwrap_or(1) {
                        1 => out = copy,
                        2 => err = copy,
                        fd => {
                            return Err(ShellError::Unsupported(format!(
                                "redirection of descriptor {fd}"
                            )))
                        }
                    }
                }
                RedirKind::Both | RedirKind::BothAppend => {
                    let f = self.open(target, r.kind)?;
                    err = Sink::File(f.try_clone()?);
                    out = Sink::File(f);
                }
            }
        }
        Ok((stdin, out, err))
    }

    fn resolve(&self, name: &str, env: &BTreeMap<String, String>) -> Result<PathBuf, ShellError> {
        if name.contains('/') {
            let p = self.cwd.join(name);
            return if is_executable(&p) {
                Ok(p)
            } else {
                Err(ShellError::NotFound(name.to_string()))
            };
        }
        let path = env.get("PATH").map(String::as_str).unwrap_or("");
        for dir in path.split(':') {
            let dir = if dir.is_empty() {
                self.cwd.clone()
            } else {
                PathBuf::from(dir)
            };
            let p = dir.join(name);
            if is_executable(&p) {
                return Ok(p);
            }
        }
        Err(ShellError::NotFound(name.to_string()))
    }

    fn remaining(&self) -> Option<Duration> {
        self.deadline
            .map(|d| d.saturating_duration_since(Instant::now()))
    }

    /// Waits for a capture thread, up to the deadline.
    fn receive(&self, rx: &Receiver<Vec<u8>>) -> Result<Vec<u8>, ShellError> {
        match self.remaining() {
            None => Ok(rx.recv().unwrap_or_default()),
            Some(left) => match rx.recv_timeout(left) {
                Ok(v) => Ok(v),
                Err(RecvTimeoutError::Disconnected) => Ok(Vec::new()),
                Err(RecvTimeoutError::Timeout) => Err(ShellError::Timeout),
            },
        }
    }

    fn collect(&self, input: Input) -> Result<Vec<u8>, ShellError> {
        match input {
            Input::Bytes(b) => Ok(b),
            Input::File(mut f) => {
                let mut v = Vec::new();
                f.read_to_end(&mut v)?;
                Ok(v)
            }
            Input::Pipe(r) => self.receive(&spawn_reader(r)),
        }
    }

    /// `cd` and `export` change the shell; they run only as a whole pipeline.
    fn state_builtin(&mut self, p: &Pipeline) -> Option<Result<i32, ShellError>> {
        let [cmd] = p.commands.as_slice() else {
            return None;
        };
        let argv = self.expand(&cmd.args);
        let code = match argv[0].as_str() {
            "cd" => match argv.as_slice() {
                [_, dir] => {
                    let target = self.cwd.join(dir);
                    if target.is_dir() {
                        self.cwd = target.canonicalize().unwrap_or(target);
                        0
                    } else {
                        self.transcript
                            .push_str(&format!("# error: cd: {dir}: no such directory\n"));
                        1
                    }
                }
                _ => {
                    return Some(Err(ShellError::Unsupported(
                        "'cd' takes exactly one directory".into(),
                    )))
                }
            },
            "export" => {
                for a in &argv[1..] {
                    if let Some((k, v)) = a.split_once('=') {
                        self.env.insert(k.to_string(), v.to_string());
                    }
                }
                0
            }
            _ => return None,
        };
        self.transcript.push_str(&format!(
            "# executed command: {}\n",
            argv.iter()
                .map(|a| quote_for_display(a))
                .collect::<Vec<_>>()
                .join(" ")
        ));
        Some(Ok(code))
    }

    fn run_pipeline(&mut self, p: &Pipeline) -> Result<i32, ShellError> {
        if let Some(result) = self.state_builtin(p) {
            return result;
        }
        let mut stages: Vec<Stage> = Vec::new();
        let started = self.start_stages(p, &mut stages);
        if let Err(e) = started {
            for s in &mut stages {
                if let Some(c) = s.child.as_mut() {
                    kill_group(c);
                }
            }
            return Err(e);
        }
        let codes = match self.wait_stages(&mut stages) {
            Ok(c) => c,
            Err(e) => {
                for s in &mut stages {
                    if let Some(c) = s.child.as_mut() {
                        kill_group(c);
                    }
                }
                self.write_transcript(&mut stages, &[]);
                return Err(e);
            }
        };
        self.write_transcript(&mut stages, &codes);
        let code = if self.pipefail {
            codes.iter().rev().find(|&&c| c != 0).copied().unwrap_or(0)
        } else {
            codes.last().copied().unwrap_or(0)
        };
        if code != 0 {
            self.transcript.push_str(&format!(
                "# error: command failed with exit status: {code}\n"
            ));
        }
        Ok(code)
    }

    fn start_stages(&mut self, p: &Pipeline, stages: &mut Vec<Stage>) -> Result<(), ShellError> {
        let n = p.commands.len();
        let mut input = Input::Bytes(Vec::new());
        for (i, cmd) in p.commands.iter().enumerate() {
            let last = i + 1 == n;
            let display = cmd
                .args
                .iter()
                .map(|w| quote_for_display(&w.text))
                .collect::<Vec<_>>()
                .join(" ");
            let prep = self.prepare(cmd)?;
            let (stdin_file, out, err) = self.redirects(cmd)?;
            let mut this_input = std::mem::replace(&mut input, Input::Bytes(Vec::new()));
            if let Some(f) = stdin_file {
                this_input = Input::File(f);
            }
            let name = prep.argv[0].clone();
            if matches!(name.as_str(), "cd" | "export") {
                return Err(ShellError::Unsupported(format!(
                    "'{name}' inside a pipeline or under 'not'/'env'"
                )));
            }
            if builtins::is_builtin(&name) {
                let stdin = if builtins::reads_stdin(&prep.argv) {
                    self.collect(this_input)?
                } else {
                    Vec::new()
                };
                let o = builtins::run(&prep.argv, &stdin, &self.cwd);
                let mut stream = Vec::new();
                let mut errbuf = Vec::new();
                for (sink, bytes) in [(&out, &o.stdout), (&err, &o.stderr)] {
                    match sink {
                        Sink::Stream => stream.extend_from_slice(bytes),
                        Sink::Stderr => errbuf.extend_from_slice(bytes),
                        Sink::File(f) => {
                            let mut f: &File = f;
                            f.write_all(bytes)?;
                        }
                    }
                }
                let stdout = if last {
                    Capture::Bytes(stream)
                } else {
                    input = Input::Bytes(stream);
                    Capture::None
                };
                stages.push(Stage {
                    display,
                    child: None,
                    builtin_code: Some(o.code),
                    nots: prep.nots.clone(),
                    stdout,
                    stderr: Capture::Bytes(errbuf),
                });
                continue;
            }
            let program = self.resolve(&name, &prep.env)?;
            let mut command = std::process::Command::new(&program);
            command
                .arg0(&name)
                .args(&prep.argv[1..])
                .current_dir(&self.cwd)
                .env_clear()
                .envs(&prep.env)
                .process_group(0);
            let mut feed = None;
            match this_input {
                Input::Bytes(b) if b.is_empty() => {
                    command.stdin(Stdio::null());
                }
                Input::Bytes(b) => {
                    feed = Some(b);
                    command.stdin(Stdio::piped());
                }
                Input::Pipe(r) => {
                    command.stdin(r);
                }
                Input::File(f) => {
                    command.stdin(f);
                }
            }
            let uses = |s: &Sink, stream: bool| {
                matches!((s, stream), (Sink::Stream, true) | (Sink::Stderr, false))
            };
            let stream_pipe = if uses(&out, true) || uses(&err, true) {
                Some(io::pipe()?)
            } else {
                None
            };
            let err_pipe = if uses(&out, false) || uses(&err, false) {
                Some(io::pipe()?)
            } else {
                None
            };
            let stdio = |s: &Sink,
                         sp: &Option<(PipeReader, PipeWriter)>,
                         ep: &Option<(PipeReader, PipeWriter)>|
             -> io::Result<Stdio> {
                Ok(match s {
                    Sink::Stream => Stdio::from(
                        sp.as_ref()
                            .map(|p| p.1.try_clone())
                            .transpose()?
                            .ok_or_else(|| io::Error::other("no stream pipe"))?,
                    ),
                    Sink::Stderr => Stdio::from(
                        ep.as_ref()
                            .map(|p| p.1.try_clone())
                            .transpose()?
                            .ok_or_else(|| io::Error::other("no stderr pipe"))?,
                    ),
                    Sink::File(f) => Stdio::from(f.try_clone()?),
                })
            };
            command.stdout(stdio(&out, &stream_pipe, &err_pipe)?);
            command.stderr(stdio(&err, &stream_pipe, &err_pipe)?);
            // Our copies of the write ends must close, or readers never see EOF.
            let stream_r = stream_pipe.map(|(r, _w)| r);
            let err_r = err_pipe.map(|(r, _w)| r);
            let spawned = command.spawn();
            drop(command);
            let mut child = spawned.map_err(|source| ShellError::Spawn {
                program: name.clone(),
                source,
            })?;
            if let (Some(bytes), Some(mut stdin)) = (feed, child.stdin.take()) {
                // A reader that exits early closes the pipe; the error is expected.
                thread::spawn(move || {
                    let _ = stdin.write_all(&bytes);
                });
            }
            let stdout = match stream_r {
                Some(r) if last => Capture::Thread(spawn_reader(r)),
                Some(r) => {
                    input = Input::Pipe(r);
                    Capture::None
                }
                None => Capture::None,
            };
            let stderr = err_r.map_or(Capture::None, |r| Capture::Thread(spawn_reader(r)));
            stages.push(Stage {
                display,
                child: Some(child),
                builtin_code: None,
                nots: prep.nots,
                stdout,
                stderr,
            });
        }
        Ok(())
    }

    fn wait_stages(&self, stages: &mut [Stage]) -> Result<Vec<i32>, ShellError> {
        let mut codes = Vec::with_capacity(stages.len());
        for s in stages.iter_mut() {
            let (code, crashed) = match (s.builtin_code, s.child.as_mut()) {
                (Some(c), _) => (c, false),
                (None, Some(child)) => {
                    let mut pause = Duration::from_millis(1);
                    loop {
                        if let Some(st) = child.try_wait()? {
                            break raw_code(st);
                        }
                        if self.remaining().is_some_and(|d| d.is_zero()) {
                            return Err(ShellError::Timeout);
                        }
                        thread::sleep(pause);
                        pause = (pause * 2).min(Duration::from_millis(20));
                    }
                }
                (None, None) => (1, false),
            };
            codes.push(negate(code, crashed, &s.nots));
        }
        // Collect captured output now that every process has exited.
        for s in stages.iter_mut() {
            for cap in [&mut s.stdout, &mut s.stderr] {
                if let Capture::Thread(rx) = cap {
                    let bytes = self.receive(rx)?;
                    *cap = Capture::Bytes(bytes);
                }
            }
        }
        Ok(codes)
    }

    fn write_transcript(&mut self, stages: &mut [Stage], codes: &[i32]) {
        for (i, s) in stages.iter().enumerate() {
            self.transcript
                .push_str(&format!("# executed command: {}\n", s.display));
            for (label, cap) in [("stdout", &s.stdout), ("stderr", &s.stderr)] {
                if let Capture::Bytes(b) = cap {
                    if !b.is_empty() {
                        self.transcript
                            .push_str(&format!("# .---command {label}------------\n"));
                        for line in String::from_utf8_lossy(b).lines() {
                            self.transcript.push_str("# | ");
                            self.transcript.push_str(line);
                            self.transcript.push('\n');
                        }
                        self.transcript
                            .push_str("# `-----------------------------\n");
                    }
                }
            }
            if let Some(&c) = codes.get(i) {
                if c != 0 && stages.len() > 1 {
                    self.transcript
                        .push_str(&format!("# note: stage {} exited with {c}\n", i + 1));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::parse::parse_command;
    use super::*;

    fn shell(dir: &Path) -> Shell {
        let mut env = BTreeMap::new();
        env.insert(
            "PATH".to_string(),
            std::env::var("PATH").unwrap_or_default(),
        );
        let mut s = Shell::new(dir.to_path_buf(), env);
        s.deadline = Some(Instant::now() + Duration::from_secs(20));
        s
    }

    fn tmp(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("ir-lit-exec-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    fn run(sh: &mut Shell, cmd: &str) -> i32 {
        let script = parse_command(cmd).unwrap();
        sh.run(&script).unwrap()
    }

    #[test]
    fn sequences_and_negation() {
        let d = tmp("seq");
        let mut sh = shell(&d);
        assert_eq!(run(&mut sh, "true && false"), 1);
        assert_eq!(run(&mut sh, "false || true"), 0);
        assert_eq!(run(&mut sh, "false ; true"), 0);
        assert_eq!(run(&mut sh, "not false"), 0);
        assert_eq!(run(&mut sh, "not true"), 1);
        assert_eq!(run(&mut sh, "not not true"), 0);
        assert_eq!(run(&mut sh, "! true"), 1);
        assert_eq!(
            run(&mut sh, "! false | true"),
            0,
            "'!' applies to one command"
        );
        assert_eq!(run(&mut sh, "false && echo x > never"), 1);
        assert!(!d.join("never").exists());
    }

    #[test]
    fn pipes_redirections_and_files() {
        let d = tmp("pipes");
        let mut sh = shell(&d);
        assert_eq!(run(&mut sh, "echo a b > out.txt"), 0);
        assert_eq!(std::fs::read_to_string(d.join("out.txt")).unwrap(), "a b\n");
        assert_eq!(run(&mut sh, "echo c >> out.txt"), 0);
        assert_eq!(run(&mut sh, "cat out.txt | count 2"), 0);
        assert_eq!(run(&mut sh, "count 2 < out.txt"), 0);
        // External programs in the middle of a pipeline.
        assert_eq!(
            run(&mut sh, "cat out.txt | sort -r | head -n 1 > top.txt"),
            0
        );
        assert_eq!(std::fs::read_to_string(d.join("top.txt")).unwrap(), "c\n");
        // 2>&1 merges the streams into the pipe; 2> sends stderr to a file.
        assert_eq!(run(&mut sh, "not cat missing 2>&1 | grep -q missing"), 0);
        assert_eq!(run(&mut sh, "not cat missing 2> err.txt"), 0);
        assert!(std::fs::read_to_string(d.join("err.txt"))
            .unwrap()
            .contains("missing"));
        assert_eq!(
            run(&mut sh, "sh -c 'echo e >&2' 2>&1 > /dev/null | count 1"),
            0
        );
        assert_eq!(run(&mut sh, "sh -c 'echo o; echo e >&2' &> both.txt"), 0);
        assert_eq!(run(&mut sh, "count 2 < both.txt"), 0);
        // pipefail: a failing first stage fails the pipeline.
        assert_eq!(run(&mut sh, "false | cat"), 1);
        assert_eq!(run(&mut sh, "mkdir -p sub && cd sub && echo x > f"), 0);
        assert!(d.join("sub/f").exists());
        assert_eq!(run(&mut sh, "cd .. && rm -r sub"), 0);
        assert!(!d.join("sub").exists());
    }

    #[test]
    fn env_export_and_crash() {
        let d = tmp("env");
        let mut sh = shell(&d);
        assert_eq!(run(&mut sh, "env FOO=bar sh -c 'test \"$FOO\" = bar'"), 0);
        assert_eq!(run(&mut sh, "export FOO=baz"), 0);
        assert_eq!(run(&mut sh, "sh -c 'test \"$FOO\" = baz'"), 0);
        assert_eq!(run(&mut sh, "env -u FOO sh -c 'test -z \"$FOO\"'"), 0);
        assert_eq!(run(&mut sh, "not --crash sh -c 'kill -SEGV $$'"), 0);
        assert_eq!(
            run(&mut sh, "not sh -c 'kill -SEGV $$'"),
            1,
            "plain not does not accept a crash"
        );
        assert_eq!(run(&mut sh, "not --crash true"), 1);
        assert_eq!(run(&mut sh, "not not --crash true"), 0);
    }

    #[test]
    fn errors_and_timeout() {
        let d = tmp("err");
        let mut sh = shell(&d);
        let s = parse_command("no-such-program-xyz").unwrap();
        assert!(matches!(sh.run(&s), Err(ShellError::NotFound(_))));
        let s = parse_command("cat < no-such-file").unwrap();
        assert!(matches!(sh.run(&s), Err(ShellError::Redirect { .. })));
        let s = parse_command("echo | cd x").unwrap();
        assert!(matches!(sh.run(&s), Err(ShellError::Unsupported(_))));
        sh.deadline = Some(Instant::now() + Duration::from_millis(300));
        let start = Instant::now();
        let s = parse_command("sleep 30 | cat").unwrap();
        assert!(matches!(sh.run(&s), Err(ShellError::Timeout)));
        assert!(start.elapsed() < Duration::from_secs(5));
    }
}
