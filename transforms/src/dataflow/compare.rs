//! `ir-opt --compare=A,B,...`: the same program compiled for several
//! targets, kernel by kernel: which ops each target put together, which
//! decisions agree, and for each difference the target parameter behind
//! it (the `because` the pass recorded).

use super::report::{self, Report};
use ir::{Context, Op};
use std::collections::BTreeSet;
use std::fmt::Write as _;

/// One target's compilation: its report and, per kernel, the locations of
/// the ops it runs (what identifies an op across compilations).
pub struct Compiled {
    /// The target's name.
    pub target: String,
    /// The report.
    pub report: Report,
    /// Per kernel (in the report's order), its ops' locations.
    pub ops: Vec<BTreeSet<String>>,
}

/// Reads one compiled module.
pub fn compiled(ctx: &Context, top: Op) -> Result<Compiled, ir::Diagnostic> {
    let target = super::resolve_target(ctx, top, "")?;
    let rep = report::build(ctx, top, &target)?;
    let mut ops = Vec::new();
    for k in super::kernels(ctx, top) {
        ops.push(
            super::kernel_ops(ctx, k)
                .into_iter()
                .map(|o| ir::text::attr_to_string(ctx, ctx.op(o).loc))
                .collect::<BTreeSet<_>>(),
        );
    }
    Ok(Compiled {
        target: target.name,
        report: rep,
        ops,
    })
}

/// A kernel in one line: name, kind, ops, bytes, time.
pub fn kernel_line(c: &Compiled, k: usize) -> String {
    let kr = &c.report.kernels[k];
    format!(
        "{} ({}, {} ops, {} bytes, {:.3} us)",
        kr.name,
        kr.kind,
        kr.ops.len(),
        kr.bytes_accessed,
        kr.time_estimate_us
    )
}

/// One kernel of the first target and what the others made of its ops.
pub struct Row {
    /// Per target, the kernel sharing most ops with it (by the report's
    /// index), if any.
    pub partners: Vec<Option<usize>>,
    /// Per target, how many ops that kernel runs (0 without one).
    pub sizes: Vec<usize>,
    /// Whether every target put exactly these ops in one kernel.
    pub same_ops: bool,
    /// Ops in the first target's kernel.
    pub ops: usize,
    /// Decisions every target took (pass, what).
    pub agree: Vec<(String, String)>,
    /// Decisions only some took: target index, pass, what, because.
    pub differ: Vec<(usize, String, String, String)>,
}

/// The comparison of several compilations, row by row.
pub fn rows(all: &[Compiled]) -> Vec<Row> {
    let Some(first) = all.first() else {
        return Vec::new();
    };
    let mut rows = Vec::new();
    for locs in &first.ops {
        // The other targets' kernels sharing most ops with this one.
        let partners: Vec<Option<usize>> = all
            .iter()
            .map(|c| {
                (0..c.ops.len())
                    .map(|j| (c.ops[j].intersection(locs).count(), j))
                    .filter(|(n, _)| *n > 0)
                    .max_by_key(|(n, j)| (*n, std::cmp::Reverse(*j)))
                    .map(|(_, j)| j)
            })
            .collect();
        let sets: Vec<Option<&BTreeSet<String>>> = all
            .iter()
            .zip(&partners)
            .map(|(c, p)| p.map(|j| &c.ops[j]))
            .collect();
        // Decisions: the same `what` everywhere agrees; the rest differ.
        let decisions: Vec<Vec<(String, String, String)>> = all
            .iter()
            .zip(&partners)
            .map(|(c, p)| {
                p.map(|j| {
                    // Which ops joined is summed up above: an op fused for
                    // no target reason is not repeated op by op. A tensor
                    // stored twice is said once.
                    let mut seen = BTreeSet::new();
                    c.report.kernels[j]
                        .decisions
                        .iter()
                        .filter(|d| {
                            !(d.what.starts_with("fused '") && !d.because.contains("onchip"))
                        })
                        .filter(|d| seen.insert((d.pass.clone(), d.what.clone())))
                        .map(|d| (d.pass.clone(), d.what.clone(), d.because.clone()))
                        .collect()
                })
                .unwrap_or_default()
            })
            .collect();
        let agree: Vec<(String, String)> = decisions[0]
            .iter()
            .filter(|d| {
                decisions
                    .iter()
                    .all(|ds| ds.iter().any(|e| e.0 == d.0 && e.1 == d.1))
            })
            .map(|d| (d.0.clone(), d.1.clone()))
            .collect();
        let mut differ = Vec::new();
        for (t, ds) in decisions.iter().enumerate() {
            for d in ds {
                if !agree.iter().any(|e| e.0 == d.0 && e.1 == d.1) {
                    differ.push((t, d.0.clone(), d.1.clone(), d.2.clone()));
                }
            }
        }
        rows.push(Row {
            sizes: sets.iter().map(|s| s.map_or(0, |s| s.len())).collect(),
            same_ops: sets.iter().all(|s| *s == Some(locs)),
            ops: locs.len(),
            partners,
            agree,
            differ,
        });
    }
    rows
}

/// The side-by-side comparison as text, kernels paired with the first
/// target's by the ops they share.
pub fn compare(all: &[Compiled]) -> String {
    let mut out = String::new();
    let names: Vec<&str> = all.iter().map(|c| c.target.as_str()).collect();
    let _ = writeln!(out, "compare: {}", names.join(", "));
    for c in all {
        let _ = writeln!(
            out,
            "  {}: {} kernels, {} bytes accessed (unfused {})",
            c.target,
            c.report.kernels.len(),
            c.report.bytes_accessed,
            c.report.unfused_bytes_accessed
        );
    }
    for (k, row) in rows(all).iter().enumerate() {
        let _ = writeln!(out, "\nkernel {}", k + 1);
        for (c, p) in all.iter().zip(&row.partners) {
            let line = p.map_or_else(
                || "(no kernel holds these ops)".to_string(),
                |j| kernel_line(c, j),
            );
            let _ = writeln!(out, "  {:<10} {line}", format!("{}:", c.target));
        }
        if row.same_ops {
            let _ = writeln!(out, "  agree: the same {} ops in one kernel", row.ops);
        } else {
            let sizes: Vec<String> = all
                .iter()
                .zip(&row.sizes)
                .map(|(c, n)| format!("{} {n}", c.target))
                .collect();
            let _ = writeln!(
                out,
                "  differ: which ops form the kernel ({})",
                sizes.join(", ")
            );
        }
        for d in &row.agree {
            let _ = writeln!(out, "  agree: [{}] {}", d.0, d.1);
        }
        for (t, pass, what, because) in &row.differ {
            let _ = writeln!(
                out,
                "  differ: {}: [{pass}] {what} (because {because})",
                all[*t].target
            );
        }
    }
    out
}
