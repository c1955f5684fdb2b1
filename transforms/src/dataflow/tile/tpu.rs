//! A TPU's VMEM blocks: the output's two most-minor dimensions in blocks
//! that are multiples of the element type's tile (and the reduction
//! dimension in multiples of the MXU), the largest whose double-buffered
//! inputs, output and f32 accumulator fit VMEM; a megacore's two
//! TensorCores take halves of the outer blocks. A contraction reports how
//! much of the MXU its padded dimensions use.

use super::Kernel;
use crate::dataflow::round_up;
use targets::{DType, Target};

/// The blocks of one kernel.
pub struct Blocks {
    pub splits: Vec<u64>,
    pub cores: u64,
    pub time_steps: u64,
    pub block: Vec<i64>,
    pub k_block: Option<i64>,
    pub onchip: u64,
    pub decisions: Vec<(String, String)>,
}

/// Useful over padded products on the matrix unit for a contraction of
/// output `out` and contracted size `k_size`: M, N and K are padded to
/// the MXU's size.
pub fn mxu_utilization(target: &Target, out: &[i64], k_size: u64) -> f64 {
    let rank = out.len();
    let m = if rank >= 2 { out[rank - 2] } else { 1 };
    let n = out.last().copied().unwrap_or(1);
    let mxu = target.matrix_unit.map_or(128, |u| u.rows as i64);
    let kp = round_up(k_size as i64, mxu);
    let logical = (m * n) as f64 * k_size as f64;
    let padded = (round_up(m, mxu) * round_up(n, mxu)) as f64 * kp as f64;
    logical / padded.max(1.0)
}

/// Blocks `k` for `target`.
pub fn block(k: &Kernel, target: &Target) -> Blocks {
    let usable = target.onchip.usable_bytes();
    let out = &k.out;
    let rank = out.len();
    let dtype = k.out_dtype.unwrap_or(DType::F32);
    let (r, c) = target.layout.minor_tile(dtype).unwrap_or((8, 128));
    let (r, c) = (r as i64, c as i64);
    let m = if rank >= 2 { out[rank - 2] } else { 1 };
    let n = out.last().copied().unwrap_or(1);
    let (mp, np) = (round_up(m, r), round_up(n, c));
    let mxu = target.matrix_unit.map_or(128, |u| u.rows as i64);
    let kp = round_up(k.k_size as i64, mxu);
    let in_bytes = k.first_in_bytes;
    let out_bytes = k.out_bytes;
    // Everything but the blocked dimensions, as a factor.
    let outer_elems: i64 = out
        .iter()
        .take(rank.saturating_sub(2))
        .product::<i64>()
        .max(1);
    let vmem = |bm: i64, bn: i64, bk: i64| -> u64 {
        if k.contraction {
            (2 * (bm * bk + bk * bn) as u64 * in_bytes)
                + (bm * bn) as u64 * 4
                + 2 * (bm * bn) as u64 * out_bytes
        } else {
            let ins = k.operands.max(1) as u64;
            (2 * ins + 2) * (bm * bn) as u64 * out_bytes
        }
    };
    let multiples = |total: i64, unit: i64| -> Vec<i64> {
        (1..=total / unit)
            .filter(|q| (total / unit) % q == 0)
            .map(|q| q * unit)
            .collect()
    };
    let ms = multiples(mp, r);
    let ns = multiples(np, c);
    let ks: Vec<i64> = if k.contraction {
        multiples(kp, mxu)
    } else {
        vec![1]
    };
    let mut best: Option<(i64, i64, i64)> = None;
    for &bm in &ms {
        for &bn in &ns {
            for &bk in &ks {
                if vmem(bm, bn, bk) <= usable {
                    let better = best.is_none_or(|(a, b, k)| (bm * bn, bk) > (a * b, k));
                    if better {
                        best = Some((bm, bn, bk));
                    }
                }
            }
        }
    }
    let (bm, bn, bk) = best.unwrap_or((r, c, mxu.min(kp.max(1))));
    let blocks = (mp / bm) as u64
        * (np / bn) as u64
        * outer_elems as u64
        * if k.contraction {
            (kp / bk.max(1)) as u64
        } else {
            1
        };
    let cores = if target.cores > 1 && blocks >= target.cores as u64 {
        target.cores as u64
    } else {
        1
    };
    let mut splits = vec![1u64; rank];
    // The TensorCores take the outer blocks: rows when there are enough
    // row blocks, else columns.
    if rank >= 1 && cores > 1 {
        let row_blocks = (mp / bm) as u64 * outer_elems as u64;
        let dim = if rank >= 2 && row_blocks >= cores {
            rank - 2
        } else {
            rank - 1
        };
        splits[dim] = cores;
    }
    let mut decisions = vec![(
        format!(
            "blocked the output in {bm}x{bn} VMEM blocks{}",
            if k.contraction {
                format!(", K in {bk}")
            } else {
                String::new()
            }
        ),
        format!(
            "layout.{dtype} tiles ({r},{c}); the largest block whose double-buffered operands fit onchip.usable_bytes ({usable})"
        ),
    )];
    if cores > 1 {
        decisions.push((
            format!("split the blocks across {cores} TensorCores"),
            format!("compute.cores = {} (megacore)", target.cores),
        ));
    }
    if k.contraction {
        let u = mxu_utilization(target, out, k.k_size);
        decisions.push((
            format!("the MXU runs {:.1}% useful products", 100.0 * u),
            format!(
                "compute.matrix_unit = {mxu}x{mxu}: M {m}, N {n}, K {} are padded to multiples of {mxu}",
                k.k_size
            ),
        ));
    }
    Blocks {
        splits,
        cores,
        time_steps: blocks.div_ceil(cores),
        block: if rank >= 2 { vec![bm, bn] } else { vec![bn] },
        k_block: k.contraction.then_some(bk),
        onchip: vmem(bm, bn, bk),
        decisions,
    }
}
