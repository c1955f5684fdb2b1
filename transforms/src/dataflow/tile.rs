//! `tile`: how each kernel's work is divided across the target's cores
//! and, within a core, in time so its working set fits on-chip memory.
//!
//! - **Spyre** (torch-spyre's work division): the output's dimensions are
//!   split across the cores, the innermost counted in sticks so splits land
//!   on stick boundaries (and only if it is a whole number of sticks, so
//!   every core's share is equal); the largest stick-adjusted dimension first, each
//!   by the largest exact divisor the remaining cores allow; a
//!   contraction's K only when the output cannot fill the cores; a
//!   reduction's reduced dimensions never. Then each core's slice is cut in
//!   time (coarse tiling: double-buffered steps) until it fits the usable
//!   LX; what never fits is planned as a spill, priced at twice its bytes.
//! - **TPU**: the output's two most-minor dimensions in VMEM blocks,
//!   multiples of the element type's tile (and the reduction dimension in
//!   multiples of the MXU), the largest whose double-buffered inputs,
//!   output and f32 accumulator fit VMEM; a megacore's two TensorCores
//!   take halves of the outer blocks. A contraction reports how much of the
//!   MXU its padded dimensions use.
//! - **CPU**: the outermost dimension that is not 1 split across threads; rows blocked
//!   so a block's working set fits the usable L2.
//!
//! The decisions are attributes on the kernel (`hlo.cores`,
//! `hlo.core_splits`, `hlo.time_steps`, `hlo.onchip_bytes`) and remarks;
//! the report prints each tensor's one-core slice.

use super::cost;
use ir::op_class::{Contraction, DimRole};
use ir::pass::{Pass, PassInfo, PassOptions};
use ir::{Context, Diagnostic, Op, OpClass, Value};
use std::collections::HashMap;
use targets::{DType, Kind, LayoutRule, Target};

/// The plan of one kernel.
#[derive(Clone, Debug, PartialEq)]
pub struct Plan {
    /// Cores it runs on.
    pub cores: u64,
    /// Core splits of each output dimension.
    pub splits: Vec<u64>,
    /// Core split of a contraction's K (Spyre).
    pub k_split: u64,
    /// Steps in time on each core (coarse tiles, or grid blocks).
    pub time_steps: u64,
    /// On Spyre, the output dimension the steps in time walk along.
    pub time_dim: Option<usize>,
    /// Per tensor (operands, then results): one core's slice before tiling
    /// in time, and its bytes (as stored).
    pub slices: Vec<(Vec<i64>, u64)>,
    /// Peak on-chip bytes a core holds (double buffers included).
    pub onchip_bytes: u64,
    /// Bytes spilled off chip (priced at twice their size).
    pub spill_bytes: u64,
    /// How much of the matrix unit a contraction uses (logical over
    /// padded products), if it has one.
    pub matrix_unit_utilization: Option<f64>,
    /// Per tensor (operands, then results): how many cores share each of
    /// its dimensions, so two kernels can tell whether their per-core views
    /// of a tensor agree.
    pub tensor_splits: Vec<Vec<u64>>,
    /// Per tensor, the on-chip buffer a core reserves for it (Spyre's LX;
    /// empty on other targets). The LX plan (`lx.rs`) gives them addresses.
    pub buffers: Vec<Buffer>,
    /// What it decided, and why.
    pub decisions: Vec<(String, String)>,
}

/// One tensor's on-chip buffer in a core.
#[derive(Clone, Debug, PartialEq)]
pub struct Buffer {
    /// Bytes reserved, every copy included.
    pub bytes: u64,
    /// 2 when double-buffered (an input streamed in steps), else 1.
    pub copies: u64,
    /// It does not fit beside the others: it stays in device memory and
    /// its traffic is priced twice.
    pub spilled: bool,
}

/// How each dimension of a kernel tensor relates to the output.
#[derive(Clone, Debug)]
enum Dims {
    /// Per dimension: the output dimension it walks with, contracted, or
    /// read whole.
    Roles(Vec<Role>),
}

#[derive(Copy, Clone, Debug, PartialEq)]
enum Role {
    Out(usize),
    K,
    Whole,
}

fn shape_of(ctx: &Context, v: Value) -> Vec<i64> {
    ctx.type_kind(ctx.value_type(v))
        .shape()
        .map(<[i64]>::to_vec)
        .unwrap_or_default()
}

fn elem_bytes(ctx: &Context, v: Value) -> u64 {
    let n = cost::elements(ctx, ctx.value_type(v)).unwrap_or(1).max(1);
    (cost::bytes(ctx, v) / n).max(1)
}

/// How an operand value (as the kernel's body sees it) maps to the output.
fn roles(ctx: &Context, inner: Value, outer: Value, out: &[i64]) -> Dims {
    let shape = shape_of(ctx, outer);
    for u in ctx.uses(inner) {
        match ctx.op_class(u.op) {
            OpClass::Contraction => {
                if let Some(r) = ctx
                    .interface::<dyn Contraction>(u.op)
                    .and_then(|c| c.operand_dims(ctx, u.op, u.index as usize))
                {
                    return Dims::Roles(
                        r.into_iter()
                            .map(|x| match x {
                                DimRole::Result(d) if d < out.len() => Role::Out(d),
                                DimRole::Result(_) => Role::Whole,
                                DimRole::Contracted => Role::K,
                            })
                            .collect(),
                    );
                }
            }
            OpClass::Reduction { dimensions } if u.index == 0 => {
                let reduced = ctx
                    .inherent_attr(u.op, ctx.str(dimensions))
                    .and_then(|a| ir::dense_array::to_i64s(ctx, a))
                    .unwrap_or_default();
                let mut next = 0;
                return Dims::Roles(
                    (0..shape.len())
                        .map(|i| {
                            if reduced.contains(&(i as i64)) {
                                Role::Whole
                            } else {
                                next += 1;
                                if next - 1 < out.len() {
                                    Role::Out(next - 1)
                                } else {
                                    Role::Whole
                                }
                            }
                        })
                        .collect(),
                );
            }
            _ => {}
        }
    }
    // Elementwise or broadcast: dimensions aligned from the right walk
    // with the output where their sizes agree.
    let n = shape.len();
    let m = out.len();
    Dims::Roles(
        (0..n)
            .map(|i| {
                let from_right = n - 1 - i;
                if from_right < m && shape[i] == out[m - 1 - from_right] {
                    Role::Out(m - 1 - from_right)
                } else {
                    Role::Whole
                }
            })
            .collect(),
    )
}

fn largest_divisor_at_most(n: u64, cap: u64) -> u64 {
    (1..=cap.min(n).max(1))
        .rev()
        .find(|d| n % d == 0)
        .unwrap_or(1)
}

/// Elements a stick holds for a tensor of `bytes`-byte elements.
fn stick_elems(target: &Target, bytes: u64) -> i64 {
    match target.layout {
        LayoutRule::Sticks { stick_bytes } => (stick_bytes as i64 / bytes.max(1) as i64).max(1),
        _ => 1,
    }
}

/// One core's slice of a tensor of `shape` under the splits.
fn slice(shape: &[i64], roles: &[Role], splits: &[u64], k_split: u64, stick: i64) -> Vec<i64> {
    let n = shape.len();
    (0..n)
        .map(|i| {
            let s = match roles.get(i).copied().unwrap_or(Role::Whole) {
                Role::Out(d) => splits.get(d).copied().unwrap_or(1),
                Role::K => k_split,
                Role::Whole => 1,
            } as i64;
            if i + 1 == n && stick > 1 {
                // The stick dimension splits in whole sticks.
                (super::round_up(shape[i], stick) / stick / s.max(1)) * stick
            } else {
                shape[i] / s.max(1)
            }
        })
        .collect()
}

fn slice_bytes(slice: &[i64], bytes: u64, stick: i64) -> u64 {
    let mut s = slice.to_vec();
    if let Some(last) = s.last_mut() {
        *last = super::round_up(*last, stick);
    }
    s.iter().map(|&d| d.max(0) as u64).product::<u64>() * bytes
}

/// The tile plan of every kernel of `top` that has one.
pub fn plan_module(ctx: &Context, target: &Target, top: Op) -> HashMap<Op, Plan> {
    super::kernels(ctx, top)
        .into_iter()
        .filter_map(|k| Some((k, plan(ctx, target, k)?)))
        .collect()
}

/// Plans kernel `k` for `target`.
pub fn plan(ctx: &Context, target: &Target, k: Op) -> Option<Plan> {
    let d = ctx.op(k);
    let result = d.results().iter().next()?;
    let out = shape_of(ctx, result);
    let out_bytes = elem_bytes(ctx, result);
    let (ops, inner_args) = super::kernel_body(ctx, k);
    let contraction = ops
        .iter()
        .copied()
        .find(|&o| ctx.op_class(o) == OpClass::Contraction);
    let k_size = contraction
        .and_then(|c| {
            ctx.interface::<dyn Contraction>(c)
                .map(|i| i.contracted_size(ctx, c))
        })
        .unwrap_or(1);
    let outer: Vec<Value> = d.operands().collect();
    let mut tensors: Vec<(Value, Vec<Role>)> = Vec::new();
    for (i, &v) in outer.iter().enumerate() {
        let inner = inner_args.get(i).copied().unwrap_or(v);
        let Dims::Roles(r) = roles(ctx, inner, v, &out);
        tensors.push((v, r));
    }
    for v in d.results().iter() {
        let n = shape_of(ctx, v).len();
        tensors.push((v, (0..n).map(Role::Out).collect()));
    }
    let mut decisions = Vec::new();
    let rank = out.len();
    let mut splits = vec![1u64; rank];
    let mut k_split = 1u64;
    let mut time_steps = 1u64;
    let mut time_dim = None;
    let mut onchip;
    let mut spill_bytes = 0u64;
    let mut utilization = None;
    let usable = target.onchip.usable_bytes();
    match target.kind {
        Kind::Spyre => {
            let stick = stick_elems(target, out_bytes);
            let units: Vec<u64> = out
                .iter()
                .enumerate()
                .map(|(i, &n)| {
                    // The stick dimension splits in whole sticks, each core
                    // an equal share: one that is not a whole number of
                    // sticks is not split (its last share would be ragged,
                    // which a static tile cannot hold).
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
                .collect();
            let mut order: Vec<usize> = (0..rank).collect();
            order.sort_by_key(|&i| std::cmp::Reverse(units[i]));
            let mut budget = target.cores as u64;
            for &i in &order {
                let s = largest_divisor_at_most(units[i], budget);
                splits[i] = s;
                budget /= s;
            }
            if contraction.is_some() && budget > 1 {
                let k_units = if k_size as i64 % stick == 0 {
                    (k_size as i64 / stick) as u64
                } else {
                    1
                };
                k_split = largest_divisor_at_most(k_units, budget);
                if k_split > 1 {
                    decisions.push((
                        format!("split K ({k_size}) across {k_split} cores"),
                        format!("the output cannot fill compute.cores = {}", target.cores),
                    ));
                }
            }
            let used: u64 = splits.iter().product::<u64>() * k_split;
            decisions.push((
                format!(
                    "divided the output {} across {used} cores as {}",
                    dims_text(&out),
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
            // The per-core working set, then coarse tiling in time.
            let per_tensor: Vec<(Vec<i64>, u64)> = tensors
                .iter()
                .map(|(v, r)| {
                    let b = elem_bytes(ctx, *v);
                    let st = stick_elems(target, b);
                    // As stored: whole sticks, a matmul's B with its K
                    // rows padded, one value a stick after a
                    // stick-dimension reduction.
                    let shape = super::layout::stored_value(ctx, target, *v)
                        .map_or_else(|| shape_of(ctx, *v), |s| s.shape);
                    let sl = slice(&shape, r, &splits, k_split, st);
                    let bytes = slice_bytes(&sl, b, st);
                    (sl, bytes)
                })
                .collect();
            let whole: u64 = per_tensor.iter().map(|t| t.1).sum();
            onchip = whole;
            let mut buffers: Vec<Buffer> = per_tensor
                .iter()
                .map(|t| Buffer {
                    bytes: t.1,
                    copies: 1,
                    spilled: false,
                })
                .collect();
            if whole > usable {
                // Cut the output's largest per-core dimension in time; the
                // tensors walking with it shrink, inputs are double-buffered.
                let per_core_units: Vec<u64> =
                    (0..rank).map(|i| units[i] / splits[i].max(1)).collect();
                let Some(dim) = (0..rank).max_by_key(|&i| per_core_units[i]) else {
                    return None;
                };
                let footprint = |t: u64| -> Vec<Buffer> {
                    tensors
                        .iter()
                        .zip(&per_tensor)
                        .map(|((_, r), (_, bytes))| {
                            // A tensor walking with the cut dimension is
                            // streamed: step i+1's part moves while step i
                            // computes, two copies. The others are loaded
                            // once and stay.
                            let walks = r.contains(&Role::Out(dim));
                            let b = if walks { bytes.div_ceil(t) } else { *bytes };
                            let copies = if walks && t > 1 { 2 } else { 1 };
                            Buffer {
                                bytes: copies * b,
                                copies,
                                spilled: false,
                            }
                        })
                        .collect()
                };
                let total = |b: &[Buffer]| b.iter().map(|x| x.bytes).sum::<u64>();
                let n = per_core_units[dim].max(1);
                match (1..=n)
                    .filter(|t| n % t == 0)
                    .find(|&t| total(&footprint(t)) <= usable)
                {
                    Some(t) => {
                        time_steps = t;
                        time_dim = (t > 1).then_some(dim);
                        buffers = footprint(t);
                        onchip = total(&buffers);
                        decisions.push((
                            format!("tiled each core's slice in {t} steps along output dimension {dim}"),
                            format!(
                                "the slice ({whole} bytes) exceeds onchip.usable_bytes ({usable}); {t} double-buffered steps take {} bytes",
                                onchip
                            ),
                        ));
                    }
                    None => {
                        // Even the finest steps overflow: the largest
                        // buffers that fit stay, the rest spill.
                        time_steps = n;
                        time_dim = (n > 1).then_some(dim);
                        buffers = footprint(n);
                        let mut order: Vec<usize> = (0..buffers.len()).collect();
                        order.sort_by_key(|&i| std::cmp::Reverse(buffers[i].bytes));
                        let mut kept = 0u64;
                        for i in order {
                            if kept + buffers[i].bytes <= usable {
                                kept += buffers[i].bytes;
                            } else {
                                buffers[i].spilled = true;
                                spill_bytes += buffers[i].bytes;
                            }
                        }
                        onchip = kept;
                        decisions.push((
                            format!("spilled {spill_bytes} bytes to device memory"),
                            format!(
                                "even {n} steps do not fit onchip.usable_bytes ({usable}); a spill costs twice its bytes"
                            ),
                        ));
                    }
                }
            }
            let slices = per_tensor;
            let splits_of = tensor_splits(&tensors, &splits, k_split);
            return Some(Plan {
                cores: used,
                splits,
                k_split,
                time_steps,
                time_dim,
                slices,
                onchip_bytes: onchip,
                spill_bytes,
                matrix_unit_utilization: None,
                tensor_splits: splits_of,
                buffers,
                decisions,
            });
        }
        Kind::Tpu => {
            let dtype = cost::dtype_of(ctx, ctx.value_type(result)).unwrap_or(DType::F32);
            let (r, c) = target.layout.minor_tile(dtype).unwrap_or((8, 128));
            let (r, c) = (r as i64, c as i64);
            let m = if rank >= 2 { out[rank - 2] } else { 1 };
            let n = out.last().copied().unwrap_or(1);
            let (mp, np) = (super::round_up(m, r), super::round_up(n, c));
            let mxu = target.matrix_unit.map_or(128, |u| u.rows as i64);
            let kp = super::round_up(k_size as i64, mxu);
            let in_bytes: u64 = outer.first().map_or(4, |&v| elem_bytes(ctx, v));
            // Everything but the blocked dimensions, as a factor.
            let outer_elems: i64 = out
                .iter()
                .take(rank.saturating_sub(2))
                .product::<i64>()
                .max(1);
            let vmem = |bm: i64, bn: i64, bk: i64| -> u64 {
                if contraction.is_some() {
                    (2 * (bm * bk + bk * bn) as u64 * in_bytes)
                        + (bm * bn) as u64 * 4
                        + 2 * (bm * bn) as u64 * out_bytes
                } else {
                    let ins = outer.len().max(1) as u64;
                    (2 * ins + 2) * (bm * bn) as u64 * out_bytes
                }
            };
            let mut best: Option<(i64, i64, i64)> = None;
            let ms: Vec<i64> = (1..=mp / r)
                .filter(|q| (mp / r) % q == 0)
                .map(|q| q * r)
                .collect();
            let ns: Vec<i64> = (1..=np / c)
                .filter(|q| (np / c) % q == 0)
                .map(|q| q * c)
                .collect();
            let ks: Vec<i64> = if contraction.is_some() {
                (1..=kp / mxu)
                    .filter(|q| (kp / mxu) % q == 0)
                    .map(|q| q * mxu)
                    .collect()
            } else {
                vec![1]
            };
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
                * if contraction.is_some() {
                    (kp / bk.max(1)) as u64
                } else {
                    1
                };
            let cores = if target.cores > 1 && blocks >= target.cores as u64 {
                target.cores as u64
            } else {
                1
            };
            // The TensorCores take the outer blocks: rows when there are
            // enough row blocks, else columns.
            if rank >= 1 && cores > 1 {
                let row_blocks = (mp / bm) as u64 * outer_elems as u64;
                let dim = if rank >= 2 && row_blocks >= cores {
                    rank - 2
                } else {
                    rank - 1
                };
                splits[dim] = cores;
            }
            time_steps = blocks.div_ceil(cores);
            onchip = vmem(bm, bn, bk);
            decisions.push((
                format!("blocked the output in {bm}x{bn} VMEM blocks{}", if contraction.is_some() { format!(", K in {bk}") } else { String::new() }),
                format!(
                    "layout.{dtype} tiles ({r},{c}); the largest block whose double-buffered operands fit onchip.usable_bytes ({usable})"
                ),
            ));
            if cores > 1 {
                decisions.push((
                    format!("split the blocks across {cores} TensorCores"),
                    format!("compute.cores = {} (megacore)", target.cores),
                ));
            }
            if contraction.is_some() {
                let logical = (m * n) as f64 * k_size as f64;
                let padded = (super::round_up(m, mxu) * super::round_up(n, mxu)) as f64 * kp as f64;
                utilization = Some(logical / padded.max(1.0));
                decisions.push((
                    format!("the MXU runs {:.1}% useful products", 100.0 * logical / padded.max(1.0)),
                    format!(
                        "compute.matrix_unit = {mxu}x{mxu}: M {m}, N {n}, K {k_size} are padded to multiples of {mxu}"
                    ),
                ));
            }
        }
        Kind::Cpu => {
            // The outermost dimension that is not 1 (a batch of one is
            // skipped): its rows are what the threads share.
            let d = out.iter().position(|&x| x != 1).unwrap_or(0);
            let first = out.get(d).copied().unwrap_or(1).max(1) as u64;
            let threads = largest_divisor_at_most(first, target.cores as u64);
            if rank >= 1 {
                splits[d] = threads;
            }
            let row: u64 = tensors
                .iter()
                .map(|(v, _)| {
                    // A row: what follows the tensor's own first dimension
                    // that is not 1.
                    let s = shape_of(ctx, *v);
                    let own = s.iter().position(|&x| x != 1).unwrap_or(0);
                    s.iter()
                        .skip(own + 1)
                        .map(|&x| x.max(1) as u64)
                        .product::<u64>()
                        * elem_bytes(ctx, *v)
                })
                .sum();
            let rows_per_thread = first / threads;
            let rows_fit = (usable / row.max(1)).max(1);
            let block = rows_per_thread.min(rows_fit).max(1);
            time_steps = rows_per_thread.div_ceil(block);
            onchip = block * row;
            decisions.push((
                if d == 0 {
                    format!("split the first dimension across {threads} threads, {block} rows a block")
                } else {
                    format!("split dimension {d} (the first that is not 1) across {threads} threads, {block} rows a block")
                },
                format!(
                    "compute.cores = {}; a block fits onchip.usable_bytes ({usable})",
                    target.cores
                ),
            ));
        }
    }
    let slices = tensors
        .iter()
        .map(|(v, r)| {
            let b = elem_bytes(ctx, *v);
            let sl = slice(&shape_of(ctx, *v), r, &splits, k_split, 1);
            let bytes = slice_bytes(&sl, b, 1);
            (sl, bytes)
        })
        .collect();
    let splits_of = tensor_splits(&tensors, &splits, k_split);
    Some(Plan {
        cores: splits.iter().product::<u64>() * k_split,
        splits,
        k_split,
        time_steps,
        time_dim,
        slices,
        onchip_bytes: onchip,
        spill_bytes,
        matrix_unit_utilization: utilization,
        tensor_splits: splits_of,
        buffers: Vec::new(),
        decisions,
    })
}

/// How many cores share each dimension of each tensor.
fn tensor_splits(tensors: &[(Value, Vec<Role>)], splits: &[u64], k_split: u64) -> Vec<Vec<u64>> {
    tensors
        .iter()
        .map(|(_, roles)| {
            roles
                .iter()
                .map(|r| match r {
                    Role::Out(d) => splits.get(*d).copied().unwrap_or(1),
                    Role::K => k_split,
                    Role::Whole => 1,
                })
                .collect()
        })
        .collect()
}

/// `argN` for an operand, `resultN` for a result.
pub fn tensor_name(t: usize, operands: usize) -> String {
    if t < operands {
        format!("arg{t}")
    } else {
        format!("result{}", t - operands)
    }
}

fn dims_text(v: &[i64]) -> String {
    v.iter().map(i64::to_string).collect::<Vec<_>>().join("x")
}

/// The registry entry.
pub static INFO: PassInfo = PassInfo {
    argument: "tile",
    name: "Tile",
    summary: "Divide each kernel's work across the target's cores and in time to fit on-chip memory",
    doc: "For each kernel, decides how its output is divided across the target's cores and, within a core, \
in time so the working set fits on-chip memory: on Spyre, torch-spyre's work division (output dimensions \
first, the largest in sticks first, exact divisors on stick boundaries (a stick dimension only if it is a whole number of sticks), a contraction's K only when the \
output cannot fill the cores) and coarse tiling in double-buffered steps until a core's slice fits the \
usable LX, else a spill; on a TPU, the largest VMEM blocks (multiples of the element type's tiles, K in \
multiples of the MXU) whose double-buffered operands fit, split across a megacore's TensorCores, with the \
MXU's utilization; on the CPU, the outermost dimension that is not 1 across threads and rows blocked to fit L2. Records \
`hlo.cores`, `hlo.core_splits`, `hlo.time_steps` and `hlo.onchip_bytes` on each kernel and remarks for the \
report; on Spyre, the LX plan: each buffer's address (`hlo.lx_offsets`) and the tensors kept in LX from the \
kernel that writes them to the kernels that read them (`hlo.lx_resident`). `--tile=spyre` is short for `--tile=target=spyre`.",
    options: &[super::TARGET_OPTION],
    create: |o: &PassOptions| {
        Box::new(Tile {
            target: o.str("target").to_string(),
        })
    },
};

struct Tile {
    target: String,
}

impl Pass for Tile {
    fn run(&mut self, ctx: &mut Context, top: Op) -> Result<(), Diagnostic> {
        let target = super::resolve_target(ctx, top, &self.target)?;
        if super::module_unfused(ctx, top).is_none() {
            let unfused = super::unfused_bytes(ctx, top);
            super::set_module_record(ctx, top, &target, unfused);
        }
        for b in super::function_bodies(ctx, top) {
            let kernels: Vec<Op> = ctx
                .block_ops(b)
                .filter(|&op| super::report::is_kernel(ctx, op))
                .collect();
            for k in kernels {
                // Targets need static shapes to divide work.
                for v in ctx.op(k).operands().chain(ctx.op(k).results().iter()) {
                    if let Some(s) = ctx.type_kind(ctx.value_type(v)).shape() {
                        if let Some(i) = s.iter().position(|&x| x < 0) {
                            return Err(ir::verify::at_op(
                                ctx,
                                k,
                                &format!(
                                    "dimension {i} of '{}' is dynamic: {} needs static shapes (XLA would recompile for each shape)",
                                    ir::text::type_to_string(ctx, ctx.value_type(v)),
                                    target.name
                                ),
                            ));
                        }
                    }
                }
                let Some(p) = plan(ctx, &target, k) else {
                    continue;
                };
                super::set_int(ctx, k, "hlo.cores", p.cores);
                let splits = ir::dense_array::from_i64s(
                    ctx,
                    64,
                    &p.splits.iter().map(|&x| x as i64).collect::<Vec<_>>(),
                );
                super::set_attr(ctx, k, "hlo.core_splits", splits);
                super::set_int(ctx, k, "hlo.time_steps", p.time_steps);
                super::set_int(ctx, k, "hlo.onchip_bytes", p.onchip_bytes);
                for (what, because) in p.decisions {
                    super::record_decision(ctx, "tile", k, what, &because);
                }
            }
        }
        // The LX plan: each buffer's address, and which tensors stay on
        // chip between kernels.
        let plans = plan_module(ctx, &target, top);
        let lx = super::lx::plan_module(ctx, &target, top, &plans);
        let mut kernels: Vec<_> = lx
            .into_iter()
            .filter(|(_, l)| !l.buffers.is_empty())
            .collect();
        kernels.sort_by_key(|(k, _)| *k);
        for (k, l) in kernels {
            let offsets: Vec<i64> = l
                .buffers
                .iter()
                .map(|b| b.offset.map_or(-1, |o| o as i64))
                .collect();
            let a = ir::dense_array::from_i64s(ctx, 64, &offsets);
            super::set_attr(ctx, k, "hlo.lx_offsets", a);
            let resident: Vec<i64> = (0..l.buffers.len() as i64)
                .filter(|&t| l.buffers[t as usize].resident)
                .collect();
            if !resident.is_empty() {
                let a = ir::dense_array::from_i64s(ctx, 64, &resident);
                super::set_attr(ctx, k, "hlo.lx_resident", a);
                let n = ctx.op(k).operands().count();
                let names: Vec<String> = resident
                    .iter()
                    .map(|&t| tensor_name(t as usize, n))
                    .collect();
                super::record_decision(
                    ctx,
                    "tile",
                    k,
                    format!("kept {} in LX across kernels", names.join(", ")),
                    &format!(
                        "every kernel it lives through fits onchip.usable_bytes ({}) and sees the same per-core slice",
                        target.onchip.usable_bytes()
                    ),
                );
            }
        }
        Ok(())
    }
}
