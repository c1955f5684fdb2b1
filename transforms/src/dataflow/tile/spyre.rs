//! Spyre's work division and coarse tiling (torch-spyre's):
//!
//! - the output's dimensions are split across the cores, the innermost
//!   counted in sticks so splits land on stick boundaries (and only if it
//!   is a whole number of sticks, so every core's share is equal); the
//!   largest stick-adjusted dimension first, each by the largest exact
//!   divisor the remaining cores allow; a contraction's K only when the
//!   output cannot fill the cores;
//! - then each core's slice is cut in time (double-buffered steps) along
//!   its largest dimension until it fits the usable LX; what never fits is
//!   planned as a spill, priced at twice its bytes.

use super::{largest_divisor_at_most, Kernel, Need};
use targets::{LayoutRule, Target};

/// A division of the output: cores a dimension and along K.
pub struct Split {
    pub splits: Vec<u64>,
    pub k_split: u64,
    pub decisions: Vec<(String, String)>,
}

/// Elements a stick holds of `bytes`-byte elements.
pub fn stick_elems(target: &Target, bytes: u64) -> i64 {
    match target.layout {
        LayoutRule::Sticks { stick_bytes } => (stick_bytes as i64 / bytes.max(1) as i64).max(1),
        _ => 1,
    }
}

/// The units each output dimension splits in: elements, sticks for the
/// innermost (1 when it is not a whole number of sticks).
fn units(out: &[i64], stick: i64) -> Vec<u64> {
    let rank = out.len();
    out.iter()
        .enumerate()
        .map(|(i, &n)| {
            if i + 1 == rank {
                if n % stick == 0 {
                    (n / stick) as u64
                } else {
                    1
                }
            } else {
                n.max(1) as u64
            }
        })
        .collect()
}

/// Divides `k`'s output across the target's cores, leaving the output
/// dimensions in `keep` (and K, if `keep_k`) undivided.
pub fn divide(k: &Kernel, target: &Target, keep: &[usize], keep_k: bool) -> Split {
    let stick = stick_elems(target, k.out_bytes);
    let out = &k.out;
    let rank = out.len();
    let units = units(out, stick);
    let mut order: Vec<usize> = (0..rank).filter(|i| !keep.contains(i)).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(units[i]));
    let mut splits = vec![1u64; rank];
    let mut budget = target.cores as u64;
    for &i in &order {
        let s = largest_divisor_at_most(units[i], budget);
        splits[i] = s;
        budget /= s;
    }
    let mut decisions = Vec::new();
    let mut k_split = 1;
    if k.contraction && k.k_splittable && budget > 1 && !keep_k {
        let k_units = if k.k_size as i64 % stick == 0 {
            (k.k_size as i64 / stick) as u64
        } else {
            1
        };
        k_split = largest_divisor_at_most(k_units, budget);
        if k_split > 1 {
            decisions.push((
                format!("split K ({}) across {k_split} cores", k.k_size),
                format!("the output cannot fill compute.cores = {}", target.cores),
            ));
        }
    }
    let used: u64 = splits.iter().product::<u64>() * k_split;
    decisions.push((
        format!(
            "divided the output {} across {used} cores as {}",
            super::dims_text(out),
            splits.iter().map(u64::to_string).collect::<Vec<_>>().join("x")
        ),
        format!(
            "compute.cores = {}: output dimensions first, the largest in sticks of layout.stick_bytes = {} first, by exact divisors",
            target.cores,
            match target.layout {
                LayoutRule::Sticks { stick_bytes } => stick_bytes,
                _ => 0,
            }
        ),
    ));
    Split {
        splits,
        k_split,
        decisions,
    }
}

/// Coarse tiling in time: the steps, the dimension they walk, each
/// tensor's buffer and the decisions, for a core holding `slices`
/// (bytes, as stored) of tensors that walk with output dimensions as
/// `walks` says.
pub struct Steps {
    pub time_steps: u64,
    pub time_dim: Option<usize>,
    pub needs: Vec<Need>,
    pub onchip: u64,
    pub spill: u64,
    pub decisions: Vec<(String, String)>,
}

/// Cuts each core's share in time until it fits the usable LX.
/// `slice_bytes[t]` is tensor t's per-core bytes; `walks(t, d)` whether it
/// walks with output dimension d.
pub fn steps(
    k: &Kernel,
    target: &Target,
    split: &Split,
    slice_bytes: &[u64],
    walks: &dyn Fn(usize, usize) -> bool,
) -> Steps {
    let usable = target.onchip.usable_bytes();
    let whole: u64 = slice_bytes.iter().sum();
    let mut needs: Vec<Need> = slice_bytes
        .iter()
        .map(|&b| Need {
            bytes: b,
            copies: 1,
            spilled: false,
        })
        .collect();
    let mut out = Steps {
        time_steps: 1,
        time_dim: None,
        needs: Vec::new(),
        onchip: whole,
        spill: 0,
        decisions: Vec::new(),
    };
    if whole <= usable {
        out.needs = needs;
        return out;
    }
    let stick = stick_elems(target, k.out_bytes);
    let units = units(&k.out, stick);
    let rank = k.out.len();
    // Cut the output's largest per-core dimension in time; the tensors
    // walking with it shrink, inputs are double-buffered.
    let per_core: Vec<u64> = (0..rank)
        .map(|i| units[i] / split.splits[i].max(1))
        .collect();
    let Some(dim) = (0..rank).max_by_key(|&i| per_core[i]) else {
        out.needs = needs;
        return out;
    };
    let footprint = |t: u64| -> Vec<Need> {
        slice_bytes
            .iter()
            .enumerate()
            .map(|(i, &bytes)| {
                // A tensor walking with the cut dimension is streamed:
                // step i+1's part moves while step i computes, two copies.
                // The others are loaded once and stay.
                let w = walks(i, dim);
                let b = if w { bytes.div_ceil(t) } else { bytes };
                let copies = if w && t > 1 { 2 } else { 1 };
                Need {
                    bytes: copies * b,
                    copies,
                    spilled: false,
                }
            })
            .collect()
    };
    let total = |b: &[Need]| b.iter().map(|x| x.bytes).sum::<u64>();
    let n = per_core[dim].max(1);
    match (1..=n)
        .filter(|t| n % t == 0)
        .find(|&t| total(&footprint(t)) <= usable)
    {
        Some(t) => {
            out.time_steps = t;
            out.time_dim = (t > 1).then_some(dim);
            needs = footprint(t);
            out.onchip = total(&needs);
            out.decisions.push((
                format!("tiled each core's slice in {t} steps along output dimension {dim}"),
                format!(
                    "the slice ({whole} bytes) exceeds onchip.usable_bytes ({usable}); {t} double-buffered steps take {} bytes",
                    out.onchip
                ),
            ));
        }
        None => {
            // Even the finest steps overflow: the largest buffers that
            // fit stay, the rest spill.
            out.time_steps = n;
            out.time_dim = (n > 1).then_some(dim);
            needs = footprint(n);
            let mut order: Vec<usize> = (0..needs.len()).collect();
            order.sort_by_key(|&i| std::cmp::Reverse(needs[i].bytes));
            let mut kept = 0u64;
            for i in order {
                if kept + needs[i].bytes <= usable {
                    kept += needs[i].bytes;
                } else {
                    needs[i].spilled = true;
                    out.spill += needs[i].bytes;
                }
            }
            out.onchip = kept;
            out.decisions.push((
                format!("spilled {} bytes to device memory", out.spill),
                format!(
                    "even {n} steps do not fit onchip.usable_bytes ({usable}); a spill costs twice its bytes"
                ),
            ));
        }
    }
    out.needs = needs;
    out
}
