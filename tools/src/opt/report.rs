//! `--report=unsupported`: the graph-break report. It lists the ops of a
//! module that tessera cannot give a meaning to (no interpreter kernel),
//! with how often each occurs and where, as torch.compile reports the ops
//! that break its graph. The IR is not printed; the exit code is 0 (the
//! report is information, not failure) unless `--report-fail` is given.

use ir::{AttrKind, Attribute, Context, LocKind, Op};
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// What `--report=KIND` asks for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Report {
    /// Ops without semantics.
    Unsupported,
    /// The dataflow passes' kernels and decisions, as JSON.
    Json,
    /// The same, a table row a kernel.
    Table,
}

impl Report {
    /// The report named `s`.
    pub fn parse(s: &str) -> Option<Report> {
        match s {
            "unsupported" => Some(Report::Unsupported),
            "json" => Some(Report::Json),
            "table" | "" => Some(Report::Table),
            _ => None,
        }
    }
}

/// Ops that structure a program rather than compute: never reported.
const STRUCTURE: &[&str] = &["builtin.module", "func.func", "func.return"];

/// The report on the module `top` (file `file`), and how many ops lack
/// semantics. `supported(name)` says whether an op has them.
pub fn unsupported(
    ctx: &Context,
    top: Op,
    file: &str,
    supported: &dyn Fn(&str) -> bool,
) -> (String, usize) {
    let mut by_name: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut total = 0usize;
    let mut stack = vec![top];
    while let Some(op) = stack.pop() {
        let name = op_display_name(ctx, op);
        if !STRUCTURE.contains(&name.as_str()) {
            total += 1;
        }
        if !STRUCTURE.contains(&name.as_str()) && !supported(ctx.op_name(op)) {
            by_name
                .entry(name)
                .or_default()
                .push(loc_text(ctx, ctx.op(op).loc));
        }
        for &r in ctx.op(op).regions.iter().rev() {
            for &b in ctx.region(r).blocks.iter().rev() {
                let ops: Vec<Op> = ctx.block_ops(b).collect();
                stack.extend(ops.into_iter().rev());
            }
        }
    }
    let missing: usize = by_name.values().map(Vec::len).sum();
    let mut rows: Vec<(&String, &Vec<String>)> = by_name.iter().collect();
    rows.sort_by(|a, b| b.1.len().cmp(&a.1.len()).then(a.0.cmp(b.0)));
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{file}: {missing} of {total} ops have no semantics in tessera ({} kinds)",
        rows.len()
    );
    let width = rows.iter().map(|(n, _)| n.len()).max().unwrap_or(0);
    for (name, locs) in rows {
        let _ = writeln!(
            s,
            "  {name:<width$}  {:>4}  {}",
            locs.len(),
            summarize(locs)
        );
    }
    (s, missing)
}

/// `torch.operator "aten.foo"` reports as `torch.operator "aten.foo"`.
fn op_display_name(ctx: &Context, op: Op) -> String {
    let name = ctx.op_name(op);
    if name == "torch.operator" {
        if let Some(AttrKind::String { value, .. }) =
            ctx.inherent_attr(op, "name").map(|a| ctx.attr_kind(a))
        {
            return format!("torch.operator \"{}\"", String::from_utf8_lossy(value));
        }
    }
    name.to_string()
}

/// The first few locations, then how many more.
fn summarize(locs: &[String]) -> String {
    const SHOWN: usize = 4;
    let mut s = locs[..locs.len().min(SHOWN)].join(", ");
    if locs.len() > SHOWN {
        let _ = write!(s, ", ... ({} more)", locs.len() - SHOWN);
    }
    s
}

/// `file:line:col` of a location: a call site's callee, a name's child,
/// a fused location's first part.
fn loc_text(ctx: &Context, loc: Attribute) -> String {
    match ctx.attr_kind(loc) {
        AttrKind::Location(k) => match k {
            LocKind::FileLineCol { file, line, col }
            | LocKind::FileRange {
                file, line, col, ..
            } => {
                format!("{}:{line}:{col}", ctx.str(*file))
            }
            LocKind::Name { child: Some(c), .. } => loc_text(ctx, *c),
            LocKind::Name { name, child: None } => ctx.str(*name).to_string(),
            LocKind::CallSite { callee, .. } => loc_text(ctx, *callee),
            LocKind::Fused { locs, .. } => locs
                .first()
                .map_or_else(|| "unknown".to_string(), |l| loc_text(ctx, *l)),
            LocKind::Unknown => "unknown".into(),
        },
        _ => "unknown".into(),
    }
}
