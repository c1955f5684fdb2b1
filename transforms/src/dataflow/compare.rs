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

fn kernel_line(c: &Compiled, k: usize) -> String {
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

/// The side-by-side comparison, kernels paired with the first target's
/// by the ops they share.
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
    let Some(first) = all.first() else {
        return out;
    };
    for (k, locs) in first.ops.iter().enumerate() {
        let _ = writeln!(out, "\nkernel {}", k + 1);
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
        for (c, p) in all.iter().zip(&partners) {
            let line = p.map_or_else(
                || "(no kernel holds these ops)".to_string(),
                |j| kernel_line(c, j),
            );
            let _ = writeln!(out, "  {:<10} {line}", format!("{}:", c.target));
        }
        let sets: Vec<Option<&BTreeSet<String>>> = all
            .iter()
            .zip(&partners)
            .map(|(c, p)| p.map(|j| &c.ops[j]))
            .collect();
        if sets.iter().all(|s| *s == Some(locs)) {
            let _ = writeln!(out, "  agree: the same {} ops in one kernel", locs.len());
        } else {
            let sizes: Vec<String> = all
                .iter()
                .zip(&sets)
                .map(|(c, s)| format!("{} {}", c.target, s.map_or(0, |s| s.len())))
                .collect();
            let _ = writeln!(
                out,
                "  differ: which ops form the kernel ({})",
                sizes.join(", ")
            );
        }
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
        let common: Vec<&(String, String, String)> = decisions[0]
            .iter()
            .filter(|d| {
                decisions
                    .iter()
                    .all(|ds| ds.iter().any(|e| e.0 == d.0 && e.1 == d.1))
            })
            .collect();
        for d in &common {
            let _ = writeln!(out, "  agree: [{}] {}", d.0, d.1);
        }
        for (c, ds) in all.iter().zip(&decisions) {
            for d in ds {
                if common.iter().any(|e| e.0 == d.0 && e.1 == d.1) {
                    continue;
                }
                let _ = writeln!(
                    out,
                    "  differ: {}: [{}] {} (because {})",
                    c.target, d.0, d.1, d.2
                );
            }
        }
    }
    out
}
