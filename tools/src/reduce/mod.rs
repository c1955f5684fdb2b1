//! `ir-reduce FILE --test SCRIPT [-o OUT]`: mlir-reduce's role. Shrinks a
//! module while `SCRIPT CANDIDATE` still exits 0 ("still interesting"),
//! through the registry alone (no dialect's code): ops are removed in
//! chunks, delta-debugging style (halves, then quarters, ...), each
//! removed op's results replaced by an earlier value of the same type in
//! its block (a block argument first) and what is left unused erased;
//! then discardable attributes are dropped. A candidate that does not
//! verify is never tested, so the output always verifies. Candidates of
//! one round are tested in parallel, the first interesting one (in
//! order) kept, so the result does not depend on timing.

use ir::diag::{SourceBuffer, SourceMgr};
use ir::text::{parse_source, print_op, ParseOptions, PrintOptions};
use ir::{Context, Op, Value};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Why a reduction could not run.
#[derive(Debug, thiserror::Error)]
pub enum ReduceError {
    #[error("ir-reduce: error: the test script '{0}' does not exist")]
    NoScript(String),
    #[error("ir-reduce: error: the test script '{0}' is not executable (chmod +x it)")]
    NotExecutable(String),
    #[error("{0}")]
    Input(String),
    #[error("ir-reduce: error: '{file}' is not interesting to begin with: '{script} {file}' exited with {status}")]
    NotInteresting {
        file: String,
        script: String,
        status: String,
    },
    #[error("ir-reduce: error: {0}")]
    Io(String),
}

/// What to reduce and how.
pub struct Reduce {
    /// The input module's text and name.
    pub name: String,
    pub text: Vec<u8>,
    /// The interestingness test.
    pub script: PathBuf,
    /// Candidates tested at once.
    pub jobs: usize,
    pub allow_unregistered: bool,
}

/// The reduced module and what it took.
pub struct Reduced {
    pub text: String,
    pub ops_before: usize,
    pub ops_after: usize,
    pub tests: usize,
}

/// A module parsed into its own context.
struct Parsed {
    ctx: Context,
    top: Op,
}

impl Reduce {
    fn parse(&self, text: &[u8]) -> Result<Parsed, String> {
        let mut sm = SourceMgr::default();
        let id = sm.add(SourceBuffer::new(&self.name, text.to_vec()));
        let mut ctx = Context::new();
        ctx.allow_unregistered = self.allow_unregistered;
        let _ = dialects::register_all(&mut ctx);
        let top = parse_source(&mut ctx, &sm, id, ParseOptions::default())
            .map_err(|d| sm.render(Some(&ctx), &d))?;
        if let Err(ds) = ir::verify::verify_all(&ctx, top) {
            return Err(ds.iter().map(|d| sm.render(Some(&ctx), d)).collect());
        }
        Ok(Parsed { ctx, top })
    }

    /// Runs the test on each candidate text in `dir`, in parallel; the
    /// index of the first interesting one.
    fn first_interesting(
        &self,
        dir: &Path,
        candidates: &[String],
        tests: &mut usize,
    ) -> Option<usize> {
        for chunk in candidates.chunks(self.jobs.max(1)).enumerate() {
            let (c, texts) = chunk;
            let results: Vec<bool> = std::thread::scope(|s| {
                let handles: Vec<_> = texts
                    .iter()
                    .enumerate()
                    .map(|(j, t)| {
                        let path = dir.join(format!("candidate-{j}.mlir"));
                        s.spawn(move || std::fs::write(&path, t).is_ok() && self.interesting(&path))
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().unwrap_or(false))
                    .collect()
            });
            *tests += texts.len();
            if let Some(j) = results.iter().position(|&r| r) {
                return Some(c * self.jobs.max(1) + j);
            }
        }
        None
    }

    fn interesting(&self, file: &Path) -> bool {
        Command::new(&self.script)
            .arg(file)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    }

    /// Reduces; the input must be interesting.
    pub fn run(&self) -> Result<Reduced, ReduceError> {
        check_script(&self.script)?;
        let first = self.parse(&self.text).map_err(ReduceError::Input)?;
        let dir = tempdir().map_err(ReduceError::Io)?;
        let input = dir.join("input.mlir");
        std::fs::write(&input, &self.text).map_err(|e| ReduceError::Io(e.to_string()))?;
        let status = Command::new(&self.script)
            .arg(&input)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .status()
            .map_err(|e| ReduceError::Io(format!("cannot run '{}': {e}", self.script.display())))?;
        if !status.success() {
            let _ = std::fs::remove_dir_all(&dir);
            return Err(ReduceError::NotInteresting {
                file: self.name.clone(),
                script: self.script.display().to_string(),
                status: status.to_string(),
            });
        }
        let ops_before = count_ops(&first.ctx, first.top);
        let mut best = print(&first);
        let mut tests = 1;
        loop {
            let before = best.len();
            best = self.remove_ops(&dir, best, &mut tests);
            best = self.drop_attributes(&dir, best, &mut tests);
            if best.len() >= before {
                break;
            }
        }
        let last = self.parse(best.as_bytes()).map_err(ReduceError::Input)?;
        let _ = std::fs::remove_dir_all(&dir);
        Ok(Reduced {
            ops_after: count_ops(&last.ctx, last.top),
            text: best,
            ops_before,
            tests,
        })
    }

    /// Delta debugging over the ops: remove chunks of them, halves first.
    fn remove_ops(&self, dir: &Path, mut best: String, tests: &mut usize) -> String {
        let mut n = 2usize;
        loop {
            let Ok(p) = self.parse(best.as_bytes()) else {
                return best;
            };
            let ops = removable(&p.ctx, p.top);
            if ops.is_empty() {
                return best;
            }
            let n_chunks = n.min(ops.len());
            let size = ops.len().div_ceil(n_chunks);
            let candidates: Vec<String> = (0..n_chunks)
                .filter_map(|c| {
                    let lo = c * size;
                    let hi = (lo + size).min(ops.len());
                    (lo < hi).then_some((lo, hi))
                })
                .filter_map(|(lo, hi)| self.without(best.as_bytes(), lo..hi))
                .collect();
            match self.first_interesting(dir, &candidates, tests) {
                Some(i) => {
                    best = candidates[i].clone();
                    n = (n - 1).max(2);
                }
                None if n_chunks >= ops.len() => return best,
                None => n = (n * 2).min(ops.len()),
            }
        }
    }

    /// The module without the removable ops `range` (by their order in
    /// [`removable`]), or None when that does not verify.
    fn without(&self, text: &[u8], range: std::ops::Range<usize>) -> Option<String> {
        let mut p = self.parse(text).ok()?;
        let ops = removable(&p.ctx, p.top);
        let chosen: Vec<Op> = ops[range].to_vec();
        for &o in chosen.iter().rev() {
            if !remove(&mut p.ctx, o, &chosen) {
                return None;
            }
        }
        dead_code(&mut p.ctx, p.top);
        ir::verify::verify_all(&p.ctx, p.top).ok()?;
        Some(print(&p))
    }

    /// Every op's discardable attributes dropped, if that stays
    /// interesting.
    fn drop_attributes(&self, dir: &Path, best: String, tests: &mut usize) -> String {
        let Ok(mut p) = self.parse(best.as_bytes()) else {
            return best;
        };
        let empty = p.ctx.empty_dict();
        let mut changed = false;
        for o in all_ops(&p.ctx, p.top) {
            if p.ctx.op(o).attrs != empty {
                p.ctx.op_mut(o).attrs = empty;
                changed = true;
            }
        }
        if !changed || ir::verify::verify_all(&p.ctx, p.top).is_err() {
            return best;
        }
        let c = vec![print(&p)];
        match self.first_interesting(dir, &c, tests) {
            Some(_) => c.into_iter().next().unwrap_or(best),
            None => best,
        }
    }
}

fn print(p: &Parsed) -> String {
    print_op(&p.ctx, p.top, PrintOptions::default()) + "\n"
}

/// Every op nested in `top`, in order.
fn all_ops(ctx: &Context, top: Op) -> Vec<Op> {
    let mut out = Vec::new();
    let mut work = vec![top];
    while let Some(o) = work.pop() {
        out.push(o);
        let mut nested = Vec::new();
        for &r in &ctx.op(o).regions {
            for &b in &ctx.region(r).blocks {
                nested.extend(ctx.block_ops(b));
            }
        }
        work.extend(nested.into_iter().rev());
    }
    out
}

fn count_ops(ctx: &Context, top: Op) -> usize {
    all_ops(ctx, top).len()
}

/// The ops a reduction may try to remove: all but the top op and
/// terminators.
fn removable(ctx: &Context, top: Op) -> Vec<Op> {
    all_ops(ctx, top)
        .into_iter()
        .filter(|&o| o != top && !ctx.op_info(o).is_some_and(|i| i.traits.terminator))
        .collect()
}

/// Removes `o` (unless it is already gone with an enclosing op): each of
/// its results replaced by an earlier value of the same type in its
/// block, none of them being removed too. False when a result has none.
fn remove(ctx: &mut Context, o: Op, removing: &[Op]) -> bool {
    let Some(block) = ctx.op(o).parent else {
        return true;
    };
    let results: Vec<Value> = ctx.op(o).results().iter().collect();
    let mut earlier: Vec<Value> = ctx.block(block).args.clone();
    for b in ctx.block_ops(block) {
        if b == o {
            break;
        }
        if !removing.contains(&b) {
            earlier.extend(ctx.op(b).results().iter());
        }
    }
    let mut with = Vec::new();
    for &r in &results {
        let t = ctx.value_type(r);
        let unused = ctx.uses(r).next().is_none();
        match earlier.iter().find(|&&v| ctx.value_type(v) == t) {
            Some(&v) => with.push((r, Some(v))),
            None if unused => with.push((r, None)),
            None => return false,
        }
    }
    for (r, v) in with {
        if let Some(v) = v {
            ctx.replace_all_uses(r, v);
        }
    }
    ctx.erase_op(o);
    true
}

/// Erases ops nothing reads that have no effect, to a fixpoint.
fn dead_code(ctx: &mut Context, top: Op) {
    loop {
        let dead: Vec<Op> = all_ops(ctx, top)
            .into_iter()
            .filter(|&o| {
                o != top && ctx.op(o).parent.is_some() && ir::effects::is_trivially_dead(ctx, o)
            })
            .collect();
        if dead.is_empty() {
            return;
        }
        for o in dead.into_iter().rev() {
            if ctx.op(o).parent.is_some() && ir::effects::is_trivially_dead(ctx, o) {
                ctx.erase_op(o);
            }
        }
    }
}

fn check_script(script: &Path) -> Result<(), ReduceError> {
    use std::os::unix::fs::PermissionsExt;
    let meta = std::fs::metadata(script)
        .map_err(|_| ReduceError::NoScript(script.display().to_string()))?;
    if !meta.is_file() || meta.permissions().mode() & 0o111 == 0 {
        return Err(ReduceError::NotExecutable(script.display().to_string()));
    }
    Ok(())
}

/// A fresh folder for the candidates.
fn tempdir() -> Result<PathBuf, String> {
    let base = std::env::temp_dir();
    for i in 0..1000u32 {
        let d = base.join(format!("ir-reduce-{}-{i}", std::process::id()));
        if std::fs::create_dir(&d).is_ok() {
            return Ok(d);
        }
    }
    Err("cannot make a folder for the candidates".to_string())
}
