//! `tile`: how each kernel's work is divided across the target's cores
//! and, within a core, in time so its working set fits on-chip memory.
//! The decision is one `#hlo.plan<...>` on each kernel (`hlo.plan`); the
//! report, `schedule` and the kernel emitters read it ([`read`]) and never
//! plan again.
//!
//! - **Spyre** ([`spyre`]): torch-spyre's work division and coarse
//!   tiling, then the LX plan ([`lx`]): each buffer's address, and which
//!   tensors stay on chip between kernels.
//! - **TPU** ([`tpu`]): VMEM blocks, megacore halves, the MXU's use.
//! - **CPU** ([`cpu`]): rows across threads, blocked to fit L2.
//!
//! A division the kernel's ops cannot follow (a reshape that regroups
//! divided dimensions, results of different shapes) leaves those
//! dimensions whole, and a decision says why ([`super::dims`]).

mod cpu;
pub mod lx;
mod read;
pub mod spyre;
pub mod tpu;

pub use read::{read, read_all};

use super::cost;
use super::dims::{self, DimMap, Role};
use dialects::hlo::decisions::PLAN;
use dialects::hlo::plan::{Buffer, Plan};
use dialects::hlo::stored::{Arrangement, Stored};
use ir::op_class::Contraction;
use ir::pass::{Pass, PassInfo, PassOptions};
use ir::{Context, Diagnostic, Op, OpClass, Value};
use targets::{DType, Kind, Target};

/// What the division rules need to know of a kernel.
pub struct Kernel {
    /// Its (first) output's shape.
    pub out: Vec<i64>,
    /// Bytes of one output element.
    pub out_bytes: u64,
    pub out_dtype: Option<DType>,
    /// It holds a contraction, summing `k_size` products an element.
    pub contraction: bool,
    /// Its contraction's summed dimensions can be divided across cores (a
    /// matrix product's K; not a convolution's windows).
    pub k_splittable: bool,
    pub k_size: u64,
    /// Its flops (`hlo.flops`, which `fuse` records; an op's own count
    /// for a kernel of one op).
    pub flops: u64,
    /// Its operands.
    pub operands: usize,
    /// Bytes of one element of its first operand.
    pub first_in_bytes: u64,
    /// Every tensor (operands, then results): shape and element bytes.
    pub shapes: Vec<Vec<i64>>,
    pub elem_bytes: Vec<u64>,
}

fn elem_bytes(ctx: &Context, v: Value) -> u64 {
    // From the element type: a tensor with no elements has no bytes to
    // divide (its element would come out 1 byte wide).
    (crate::convert::build::elem_bits(ctx, ctx.value_type(v)) as u64 / 8).max(1)
}

impl Kernel {
    /// The kernel `k`, if it has a result to divide.
    pub fn of(ctx: &Context, k: Op) -> Option<Kernel> {
        let d = ctx.op(k);
        let result = d.results().iter().next()?;
        let (ops, _) = super::kernel_body(ctx, k);
        let contraction = ops
            .iter()
            .copied()
            .find(|&o| ctx.op_class(o) == OpClass::Contraction);
        let values: Vec<Value> = d.operands().chain(d.results().iter()).collect();
        Some(Kernel {
            out: dims::shape(ctx, result),
            out_bytes: elem_bytes(ctx, result),
            out_dtype: cost::dtype_of(ctx, ctx.value_type(result)),
            contraction: contraction.is_some(),
            k_splittable: contraction.is_some_and(|c| {
                let i = ctx.interface::<dyn Contraction>(c);
                (0..2).all(|j| {
                    i.and_then(|i| i.operand_dims(ctx, c, j))
                        .is_some_and(|d| !d.contains(&ir::op_class::DimRole::Window))
                })
            }),
            k_size: contraction
                .and_then(|c| {
                    ctx.interface::<dyn Contraction>(c)
                        .map(|i| i.contracted_size(ctx, c))
                })
                .unwrap_or(1),
            flops: super::int_attr(ctx, k, "flops").unwrap_or_else(|| cost::op_flops(ctx, k)),
            operands: d.num_operands(),
            first_in_bytes: d.operands().next().map_or(4, |v| elem_bytes(ctx, v)),
            shapes: values.iter().map(|&v| dims::shape(ctx, v)).collect(),
            elem_bytes: values.iter().map(|&v| elem_bytes(ctx, v)).collect(),
        })
    }
}

/// One tensor's on-chip buffer before the LX plan places it.
#[derive(Clone, Debug, PartialEq)]
pub struct Need {
    /// Bytes reserved, every copy included.
    pub bytes: u64,
    /// 2 when double-buffered (an input streamed in steps), else 1.
    pub copies: u64,
    /// It does not fit beside the others: it stays in device memory.
    pub spilled: bool,
}

/// One core's share of a tensor before tiling in time, and its bytes as
/// stored.
#[derive(Clone, Debug, PartialEq)]
pub struct Slice {
    pub shape: Vec<i64>,
    pub bytes: u64,
}

/// What identifies a kernel's per-core share of a tensor: two kernels
/// that agree on it hold the same elements on the same core in the same
/// order, so the tensor can stay on chip between them.
#[derive(Clone, Debug, PartialEq)]
pub struct ShareKey {
    pub roles: Vec<Role>,
    pub splits: Vec<u64>,
    pub k_split: u64,
    pub share: Vec<i64>,
}

/// A kernel's plan with what `tile` worked out on the way.
pub struct Planned {
    pub plan: Plan,
    pub slices: Vec<Slice>,
    /// Per tensor, its share's key when the kernel reads or writes it as
    /// a plain slice (not through a folded view or a merged dimension).
    pub keys: Vec<Option<ShareKey>>,
    /// Per tensor, its buffer (Spyre; empty elsewhere).
    pub needs: Vec<Need>,
    pub decisions: Vec<(String, String)>,
}

/// The largest divisor of `n` that is at most `cap`.
pub fn largest_divisor_at_most(n: u64, cap: u64) -> u64 {
    (1..=cap.min(n).max(1))
        .rev()
        .find(|d| n % d == 0)
        .unwrap_or(1)
}

fn dims_text(v: &[i64]) -> String {
    v.iter().map(i64::to_string).collect::<Vec<_>>().join("x")
}

/// `argN` for an operand, `resultN` for a result.
pub fn tensor_name(t: usize, operands: usize) -> String {
    if t < operands {
        format!("arg{t}")
    } else {
        format!("result{}", t - operands)
    }
}

/// Each tensor's share (operands, then results) under `map` as a core
/// holds it on chip, and the share's key where it is a plain slice. On a
/// scratchpad machine with sticks (Spyre) a core holds whole sticks: a
/// tensor is divided as stored (`layouts`: its padding, one value a stick
/// after a stick reduction, a matmul's K rows), a view of one with its
/// innermost dimension padded alike; elsewhere shares count logical
/// elements.
pub fn shares(
    ctx: &Context,
    target: &Target,
    k: &Kernel,
    map: &DimMap,
    layouts: &[Stored],
) -> (Vec<Slice>, Vec<Option<ShareKey>>) {
    let mut slices = Vec::new();
    let mut keys = Vec::new();
    for (t, a) in map.accesses(ctx).into_iter().enumerate() {
        let bytes = k.elem_bytes.get(t).copied().unwrap_or(1);
        let stick = (target.kind == Kind::Spyre).then(|| spyre::stick_elems(target, bytes));
        let logical = dims::shape(ctx, a.value);
        let shape = match (stick, layouts.get(t)) {
            (Some(_), Some(s))
                if a.plain && matches!(s.arrangement, Arrangement::Sticks { .. }) =>
            {
                s.shape.clone()
            }
            (Some(per), _) => {
                let mut s = logical.clone();
                if let Some(last) = s.last_mut() {
                    *last = super::round_up(*last, per);
                }
                s
            }
            _ => logical,
        };
        let share = map.division.share(&shape, &a.roles);
        let mut padded = share.clone();
        if let (Some(per), Some(last)) = (stick, padded.last_mut()) {
            *last = super::round_up(*last, per);
        }
        let bytes = padded.iter().map(|&d| d.max(0) as u64).product::<u64>() * bytes;
        let plain = a.plain && !a.roles.iter().any(|r| matches!(r, Role::Merged(_)));
        keys.push(plain.then(|| ShareKey {
            roles: map.division.normalized(&a.roles),
            splits: map.division.splits.clone(),
            k_split: map.division.k_split,
            share: share.clone(),
        }));
        slices.push(Slice {
            shape: share,
            bytes,
        });
    }
    (slices, keys)
}

/// The map of kernel `op` under a division the rule `divide` picks with
/// some output dimensions kept whole: dimensions are given up (the least
/// divided first, then K) until the kernel's ops can follow the division.
fn divisible(
    ctx: &Context,
    op: Op,
    k: &Kernel,
    divide: &dyn Fn(&[usize], bool) -> (Vec<u64>, u64, Vec<(String, String)>),
) -> (DimMap, Vec<(String, String)>) {
    let mut keep: Vec<usize> = Vec::new();
    let mut keep_k = false;
    let mut notes = Vec::new();
    loop {
        let (splits, k_split, decisions) = divide(&keep, keep_k);
        match DimMap::of(ctx, op, &splits, k_split) {
            Ok(map) => {
                notes.extend(decisions);
                return (map, notes);
            }
            Err(e) => {
                let divided: Vec<usize> = (0..splits.len())
                    .filter(|&d| splits[d] > 1 && !keep.contains(&d))
                    .collect();
                let what = if k_split > 1 && !keep_k {
                    keep_k = true;
                    "did not split K".to_string()
                } else if let Some(&d) = divided.iter().min_by_key(|&&d| (splits[d], d)) {
                    keep.push(d);
                    format!("kept output dimension {d} whole")
                } else {
                    // Nothing divided and still no map (results of
                    // different shapes): one core, every tensor whole.
                    let map = DimMap::undivided(ctx, op, k.out.len());
                    notes.push(("kept the kernel on one core".to_string(), e.message.clone()));
                    return (map, notes);
                };
                notes.push((what, e.message.clone()));
            }
        }
    }
}

/// Plans kernel `op` for `target`, its tensors stored as `layouts`.
pub fn plan(ctx: &Context, target: &Target, op: Op, layouts: &[Stored]) -> Option<Planned> {
    let k = Kernel::of(ctx, op)?;
    match target.kind {
        Kind::Spyre => {
            let (map, mut decisions) = divisible(ctx, op, &k, &|keep, keep_k| {
                let s = spyre::divide(&k, target, keep, keep_k);
                (s.splits, s.k_split, s.decisions)
            });
            let (slices, keys) = shares(ctx, target, &k, &map, layouts);
            let split = spyre::Split {
                splits: map.division.splits.clone(),
                k_split: map.division.k_split,
                decisions: Vec::new(),
            };
            let accesses = map.accesses(ctx);
            let walks = |t: usize, d: usize| {
                accesses
                    .get(t)
                    .is_some_and(|a| a.roles.contains(&Role::Out(d)))
            };
            let bytes: Vec<u64> = slices.iter().map(|s| s.bytes).collect();
            let steps = spyre::steps(&k, target, &split, &bytes, &walks);
            decisions.extend(steps.decisions);
            Some(Planned {
                plan: Plan {
                    cores: map.division.splits.iter().product::<u64>() * map.division.k_split,
                    split: map.division.splits.clone(),
                    k_split: map.division.k_split,
                    time_steps: steps.time_steps,
                    time_dim: steps.time_dim,
                    block: Vec::new(),
                    k_block: None,
                    onchip_bytes: steps.onchip,
                    spill_bytes: steps.spill,
                    lx: Vec::new(),
                },
                slices,
                keys,
                needs: steps.needs,
                decisions,
            })
        }
        Kind::Tpu => {
            let b = tpu::block(&k, target);
            let (map, mut decisions) = divisible(ctx, op, &k, &|keep, _| {
                let mut s = b.splits.clone();
                for &d in keep {
                    s[d] = 1;
                }
                (s, 1, Vec::new())
            });
            decisions.splice(0..0, b.decisions);
            let (slices, keys) = shares(ctx, target, &k, &map, layouts);
            let cores: u64 = map.division.splits.iter().product();
            Some(Planned {
                plan: Plan {
                    cores,
                    split: map.division.splits.clone(),
                    k_split: 1,
                    time_steps: if cores == b.cores {
                        b.time_steps
                    } else {
                        b.time_steps * b.cores / cores.max(1)
                    },
                    time_dim: None,
                    block: b.block,
                    k_block: b.k_block,
                    onchip_bytes: b.onchip,
                    spill_bytes: 0,
                    lx: Vec::new(),
                },
                slices,
                keys,
                needs: Vec::new(),
                decisions,
            })
        }
        Kind::Cpu => {
            let (map, mut decisions) = divisible(ctx, op, &k, &|keep, _| {
                let r = cpu::rows(&k, target, keep);
                (r.splits, 1, Vec::new())
            });
            let r = cpu::rows(&k, target, &kept(&map.division.splits, &k.out));
            decisions.splice(0..0, r.decisions);
            let (slices, keys) = shares(ctx, target, &k, &map, layouts);
            Some(Planned {
                plan: Plan {
                    cores: map.division.splits.iter().product(),
                    split: map.division.splits.clone(),
                    k_split: 1,
                    time_steps: r.time_steps,
                    time_dim: None,
                    block: Vec::new(),
                    k_block: None,
                    onchip_bytes: r.onchip,
                    spill_bytes: 0,
                    lx: Vec::new(),
                },
                slices,
                keys,
                needs: Vec::new(),
                decisions,
            })
        }
    }
}

/// The output dimensions a division leaves whole that the CPU rule would
/// split (its first dimension that is not 1).
fn kept(splits: &[u64], out: &[i64]) -> Vec<usize> {
    let d = out.iter().position(|&x| x != 1).unwrap_or(0);
    if splits.get(d).copied().unwrap_or(1) <= 1 {
        vec![d]
    } else {
        Vec::new()
    }
}

/// The registry entry.
pub static INFO: PassInfo = PassInfo {
    argument: "tile",
    name: "Tile",
    summary: "Divide each kernel's work across the target's cores and in time to fit on-chip memory",
    doc: "For each kernel, decides how its output is divided across the target's cores and, within a core, \
in time so the working set fits on-chip memory, and writes the decision as `hlo.plan = #hlo.plan<cores = N, \
split = [...], k_split = K, time_steps = T, ...>` (docs/tiling.md): on Spyre, torch-spyre's work division \
(output dimensions first, the largest in sticks first, exact divisors on stick boundaries (a stick dimension \
only if it is a whole number of sticks), a contraction's K only when the output cannot fill the cores) and \
coarse tiling in double-buffered steps until a core's slice fits the usable LX, else a spill, then the LX \
plan: each tensor's buffer address (`lx = [{offset = ..., bytes = ...}, ...]`) and the tensors kept in LX \
from the kernel that writes them to the kernels that read them (`resident = [first, last]`); on a TPU, the \
largest VMEM blocks (multiples of the element type's tiles, K in multiples of the MXU) whose double-buffered \
operands fit, split across a megacore's TensorCores (`block`, `k_block`); on the CPU, the outermost dimension \
that is not 1 across threads and rows blocked to fit L2. A division the kernel's ops cannot follow (a reshape \
regrouping divided dimensions) leaves those dimensions whole. It reads the tensors' layouts (`hlo.layouts`), \
running `layout` first when no pass recorded them. `--tile=spyre` is short for `--tile=target=spyre`.",
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
        let target = super::prepare(ctx, top, &self.target, "tile")?;
        ensure_layouts(ctx, top, &target)?;
        for b in super::function_bodies(ctx, top) {
            let kernels: Vec<Op> = ctx
                .block_ops(b)
                .filter(|&op| super::report::is_kernel(ctx, op))
                .collect();
            let mut planned: Vec<Option<Planned>> = Vec::new();
            for &k in &kernels {
                super::require_static(ctx, k, &target)?;
                let layouts = dialects::hlo::decisions::layouts_of(ctx, k).unwrap_or_default();
                planned.push(plan(ctx, &target, k, &layouts));
            }
            let placed = lx::plan_function(ctx, &target, &kernels, &planned);
            for ((&k, p), buffers) in kernels.iter().zip(planned).zip(placed) {
                let Some(mut p) = p else { continue };
                p.plan.lx = buffers;
                let a = p.plan.attr(ctx);
                super::set_attr(ctx, k, PLAN, a);
                for (what, because) in p.decisions {
                    super::record_decision(ctx, "tile", k, what, &because);
                }
                let n = ctx.op(k).num_operands();
                let resident: Vec<String> = p
                    .plan
                    .lx
                    .iter()
                    .enumerate()
                    .filter(|(_, b)| b.resident.is_some())
                    .map(|(t, _)| tensor_name(t, n))
                    .collect();
                if !resident.is_empty() {
                    super::record_decision(
                        ctx,
                        "tile",
                        k,
                        format!("kept {} in LX across kernels", resident.join(", ")),
                        &format!(
                            "every kernel it lives through fits onchip.usable_bytes ({}) and sees the same per-core slice",
                            target.onchip.usable_bytes()
                        ),
                    );
                }
            }
        }
        Ok(())
    }
}

/// Runs `layout` first when a kernel has no recorded layouts (a remark on
/// the module says so): the plan depends on how tensors are stored.
fn ensure_layouts(ctx: &mut Context, top: Op, target: &Target) -> Result<(), Diagnostic> {
    let missing = super::kernels(ctx, top)
        .into_iter()
        .any(|k| dialects::hlo::decisions::layouts_of(ctx, k).is_none());
    if missing {
        super::layout::run(ctx, top, target)?;
        let r = ir::pass::remark::Remark::new(
            ctx,
            "tile",
            ir::pass::remark::RemarkKind::Applied,
            top,
            "ran `layout` first: no pass had recorded the tensors' layouts".to_string(),
        );
        ctx.remarks.record(r);
    }
    Ok(())
}

/// A buffer placed by the LX plan.
pub(crate) fn placed(need: &Need, offset: Option<u64>, resident: Option<(usize, usize)>) -> Buffer {
    Buffer {
        offset: if need.spilled { None } else { offset },
        bytes: need.bytes,
        copies: need.copies,
        resident,
    }
}
