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
    let threads = if keep.contains(&d) {
        1
    } else {
        largest_divisor_at_most(first, target.cores as u64)
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
    let decision = (
        if d == 0 {
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
    Rows {
        splits,
        time_steps: rows_per_thread.div_ceil(block),
        onchip: block * row,
        decisions: vec![decision],
    }
}
