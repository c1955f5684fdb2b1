//! The host CPU: the output's outermost dimension that is not 1 (a batch
//! of one is skipped) split across threads, its rows blocked so a block's
//! working set fits the usable L2.

use super::{largest_divisor_at_most, Kernel};
use targets::Target;

/// The threads and row blocks of one kernel.
pub struct Rows {
    pub splits: Vec<u64>,
    pub time_steps: u64,
    pub onchip: u64,
    pub decisions: Vec<(String, String)>,
}

/// Splits `k`'s rows over the target's threads, leaving the output
/// dimensions in `keep` undivided.
pub fn rows(k: &Kernel, target: &Target, keep: &[usize]) -> Rows {
    let usable = target.onchip.usable_bytes();
    let out = &k.out;
    let rank = out.len();
    let d = out.iter().position(|&x| x != 1).unwrap_or(0);
    let first = out.get(d).copied().unwrap_or(1).max(1) as u64;
    let worth = worth_waking(k, target);
    let threads = if keep.contains(&d) {
        1
    } else {
        largest_divisor_at_most(first, worth.min(target.cores as u64))
    };
    let mut splits = vec![1u64; rank];
    if rank >= 1 {
        splits[d] = threads;
    }
    // A row: what follows each tensor's own first dimension that is not 1.
    let row: u64 = k
        .shapes
        .iter()
        .zip(&k.elem_bytes)
        .map(|(s, &b)| {
            let own = s.iter().position(|&x| x != 1).unwrap_or(0);
            s.iter()
                .skip(own + 1)
                .map(|&x| x.max(1) as u64)
                .product::<u64>()
                * b
        })
        .sum();
    let rows_per_thread = first / threads;
    let rows_fit = (usable / row.max(1)).max(1);
    let block = rows_per_thread.min(rows_fit).max(1);
    let mut decision = (
        if threads == 1 {
            format!("one thread, {block} rows a block")
        } else if d == 0 {
            format!("split the first dimension across {threads} threads, {block} rows a block")
        } else {
            format!(
                "split dimension {d} (the first that is not 1) across {threads} threads, {block} rows a block"
            )
        },
        format!(
            "compute.cores = {}; a block fits onchip.usable_bytes ({usable})",
            target.cores
        ),
    );
    if worth < target.cores as u64 {
        decision.1 += &format!(
            "; a thread is worth waking for {:.1} us of work (compute.thread_wake_s), this kernel takes {:.2} us on one: {worth} worth it",
            target.thread_wake_s * 1e6,
            serial_seconds(k, target) * 1e6
        );
    }
    Rows {
        splits,
        time_steps: rows_per_thread.div_ceil(block),
        onchip: block * row,
        decisions: vec![decision],
    }
}

/// How many threads `k` keeps busy for longer than it takes to wake them:
/// each thread beyond the first costs `compute.thread_wake_s`, worth it
/// only while every thread's share of the work takes at least that long.
/// (XLA:CPU's parallel task assignment asks the same of its tasks, with a
/// fixed minimum cost a thread.) Every core when the target prices no
/// wake-up.
fn worth_waking(k: &Kernel, target: &Target) -> u64 {
    if target.thread_wake_s <= 0.0 {
        return target.cores as u64;
    }
    ((serial_seconds(k, target) / target.thread_wake_s) as u64).max(1)
}

/// `k`'s roofline time on one core: its tensors' bytes over the memory's
/// bandwidth, or its flops over one core's share of the peak.
fn serial_seconds(k: &Kernel, target: &Target) -> f64 {
    let bytes: u64 = k
        .shapes
        .iter()
        .zip(&k.elem_bytes)
        .map(|(s, &b)| s.iter().map(|&x| x.max(1) as u64).product::<u64>() * b)
        .sum();
    let per_core = target.default_peak_flops() / target.cores.max(1) as f64;
    (bytes as f64 / target.memory.bandwidth).max(k.flops as f64 / per_core)
}
