//! The report of what the dataflow passes decided (`ir-opt --report=json`
//! or `--report=table`), read from the IR they left and nothing else: the
//! target and the unfused bytes recorded on the module, each kernel (an
//! `hlo.fusion`, or an op that computes on its own) with its bytes and
//! flops (`fuse`), its tensors as stored (`hlo.layouts`, from `layout`),
//! its plan (`hlo.plan`, from `tile`) and a roofline time estimate from
//! the target's numbers, the model lines it came from (its ops'
//! locations), and the decisions the passes recorded as remarks in this
//! process. A kernel without a plan is an error saying to run `tile`. The
//! JSON is documented in `docs/report.md`.

use super::cost;
use super::dims::DimMap;
use super::tile::{self, Kernel as Shape};
use dialects::hlo::plan::Plan;
use dialects::hlo::stored::Stored;
use ir::{AttrKind, Attribute, Context, Diagnostic, LocKind, Op};
use serde::Serialize;
use targets::{Kind, Target};

/// The whole report.
#[derive(Debug, Serialize)]
pub struct Report {
    /// The target's name.
    pub target: String,
    /// Bytes with every op of the input program as written its own
    /// kernel (ops recognized by their source locations).
    pub unfused_bytes_accessed: u64,
    /// Bytes with every StableHLO op its own kernel.
    pub unfused_hlo_bytes_accessed: u64,
    /// Bytes of the compiled kernels.
    pub bytes_accessed: u64,
    /// The same bytes as the target stores the tensors (its layout's
    /// padding included): padding is reported apart from `bytes_accessed`.
    pub stored_bytes_accessed: u64,
    /// The kernels one after another (docs/schedule.md), microseconds.
    pub time_estimate_us: f64,
    /// Device-memory bytes the LX plan saves by keeping tensors on chip
    /// between kernels (docs/tiling.md), not subtracted from the bytes above.
    pub lx_resident_bytes: u64,
    /// The kernels, in program order.
    pub kernels: Vec<Kernel>,
}

/// One kernel.
#[derive(Debug, Serialize)]
pub struct Kernel {
    /// XLA-style name (`output_multiply_fusion`), or the op's name.
    pub name: String,
    /// `loop`, `input`, `output`, or `op` for an op on its own.
    pub kind: String,
    /// The ops it runs, by name.
    pub ops: Vec<String>,
    /// The source lines its ops came from (the model's, through the
    /// importers' locations), in order of first appearance.
    pub source: Vec<String>,
    /// Its operands plus its results.
    pub bytes_accessed: u64,
    /// Its operands plus its results as the target stores them (padding
    /// included).
    pub stored_bytes_accessed: u64,
    /// Its flops.
    pub flops: u64,
    /// The roofline: the larger of bytes over bandwidth and flops over the
    /// peak of its element type (scaled to the cores it runs on, and by
    /// the matrix unit's utilization), in microseconds.
    pub time_estimate_us: f64,
    /// Cores it runs on (docs/tiling.md).
    pub cores: u64,
    /// Steps in time on each core.
    pub time_steps: u64,
    /// Peak on-chip bytes a core holds, double buffers included.
    pub onchip_bytes: u64,
    /// Bytes spilled off chip.
    pub spill_bytes: u64,
    /// Useful over padded products on the matrix unit, for a contraction.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub matrix_unit_utilization: Option<f64>,
    /// Of `bytes_accessed`, the bytes of tensors that stay in LX (neither
    /// loaded nor stored): the time estimate leaves them out.
    pub lx_resident_bytes: u64,
    /// Where each tensor's buffer lives in a core's on-chip memory (Spyre).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub lx_plan: Vec<LxBuffer>,
    /// Its operands and results.
    pub tensors: Vec<Tensor>,
    /// Why it is what it is.
    pub decisions: Vec<Decision>,
    /// The two sides of `time_estimate_us`, the larger of which it is:
    /// its device-memory bytes over the bandwidth...
    pub memory_us: f64,
    /// ...and its flops over the peak of its cores.
    pub compute_us: f64,
}

/// One tensor a kernel reads or writes.
#[derive(Debug, Serialize)]
pub struct Tensor {
    /// Its shape.
    pub shape: Vec<i64>,
    /// Its element type.
    pub dtype: String,
    /// Its logical bytes.
    pub bytes: u64,
    /// Its shape as the target stores it (docs/layout.md).
    pub stored_shape: Vec<i64>,
    /// Elements stored.
    pub stored_elements: u64,
    /// `1 - logical / stored` elements.
    pub padding_fraction: f64,
    /// The layout in short.
    pub layout: String,
    /// One core's share under the work division, before tiling in time.
    pub slice_shape: Vec<i64>,
    /// Its bytes, as stored.
    pub slice_bytes: u64,
}

/// One tensor's buffer in the LX plan.
#[derive(Debug, Serialize)]
pub struct LxBuffer {
    /// `argN` or `resultN`.
    pub tensor: String,
    /// Its address in a core's usable LX, or null when spilled.
    pub offset: Option<u64>,
    /// Bytes reserved, every copy included.
    pub bytes: u64,
    /// 2 when double-buffered.
    pub copies: u64,
    /// First and last kernel (index in its function) it lives in.
    pub lifetime: [usize; 2],
    /// It stays in LX across kernels.
    pub resident: bool,
}

/// One recorded decision.
#[derive(Debug, Serialize)]
pub struct Decision {
    /// The pass that took it.
    pub pass: String,
    /// What it decided.
    pub what: String,
    /// Why, naming the target parameter that drove it where one did.
    pub because: String,
}

fn tensor(ctx: &Context, v: ir::Value, stored: &Stored, slice: &tile::Slice) -> Tensor {
    let t = ctx.value_type(v);
    let shape = super::dims::shape(ctx, v);
    Tensor {
        dtype: cost::dtype_of(ctx, t).map_or_else(
            || ir::text::type_to_string(ctx, t),
            |d| d.name().to_string(),
        ),
        bytes: cost::bytes(ctx, v),
        stored_shape: stored.shape.clone(),
        stored_elements: stored.elements(),
        padding_fraction: super::layout::padding_fraction(stored, &shape),
        layout: stored.summary(),
        slice_shape: slice.shape.clone(),
        slice_bytes: slice.bytes,
        shape,
    }
}

/// The source lines of a location: `file:line` of each place it names;
/// a call site is its caller's line (the model's) with the callee's after
/// it (`model.py:7 (linear.py:134)`); a name is its child's.
pub fn source_lines(ctx: &Context, loc: Attribute) -> Vec<String> {
    match ctx.attr_kind(loc) {
        AttrKind::Location(k) => match k {
            LocKind::FileLineCol { file, line, .. } | LocKind::FileRange { file, line, .. } => {
                vec![format!("{}:{line}", ctx.str(*file))]
            }
            LocKind::Name { child: Some(c), .. } => source_lines(ctx, *c),
            LocKind::Name { name, child: None } => vec![ctx.str(*name).to_string()],
            LocKind::CallSite { callee, caller } => {
                let inner = source_lines(ctx, *callee);
                source_lines(ctx, *caller)
                    .into_iter()
                    .map(|c| match inner.first() {
                        Some(i) => format!("{c} ({i})"),
                        None => c,
                    })
                    .collect()
            }
            LocKind::Fused { locs, .. } => {
                locs.iter().flat_map(|&l| source_lines(ctx, l)).collect()
            }
            LocKind::Unknown => Vec::new(),
        },
        _ => Vec::new(),
    }
}

/// Whether `op` (in a function body) is a kernel: it computes (not a
/// terminator, a constant or a view).
pub fn is_kernel(ctx: &Context, op: Op) -> bool {
    !ctx.op_info(op).is_some_and(|i| i.traits.terminator) && !cost::is_free(ctx, op)
}

/// The report of the module `top` for `target`, read from the IR; a
/// kernel the passes left without a plan or layouts is a located error
/// naming the pass to run.
pub fn build(ctx: &Context, top: Op, target: &Target) -> Result<Report, Diagnostic> {
    let (unfused, unfused_hlo) = super::unfused::recorded(ctx, top).unwrap_or_else(|| {
        (
            super::unfused::as_written(ctx, top),
            super::unfused::as_hlo_ops(ctx, top),
        )
    });
    let mut kernels = Vec::new();
    for b in super::function_bodies(ctx, top) {
        let ks: Vec<Op> = ctx.block_ops(b).filter(|&op| is_kernel(ctx, op)).collect();
        for (index, &op) in ks.iter().enumerate() {
            kernels.push(kernel(ctx, target, op, index)?);
        }
    }
    Ok(Report {
        target: target.name.clone(),
        unfused_bytes_accessed: unfused,
        unfused_hlo_bytes_accessed: unfused_hlo,
        bytes_accessed: kernels.iter().map(|k| k.bytes_accessed).sum(),
        stored_bytes_accessed: kernels.iter().map(|k| k.stored_bytes_accessed).sum(),
        lx_resident_bytes: kernels.iter().map(|k| k.lx_resident_bytes).sum(),
        time_estimate_us: kernels.iter().map(|k| k.time_estimate_us).sum(),
        kernels,
    })
}

/// A string attribute's text.
fn string_of(ctx: &Context, a: Attribute) -> Option<String> {
    match ctx.attr_kind(a) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

/// The report of kernel `op`, the `index`-th of its function.
fn kernel(ctx: &Context, target: &Target, op: Op, index: usize) -> Result<Kernel, Diagnostic> {
    let d = ctx.op(op);
    let is_fusion = ctx.op_name(op) == <dialects::hlo::ops::FusionOp as ir::TypedOp>::NAME;
    let (name, kind, ops, flops) = if is_fusion {
        let name = ctx
            .inherent_attr(op, "name")
            .and_then(|a| string_of(ctx, a))
            .unwrap_or_default();
        let kind = ctx
            .inherent_attr(op, "kind")
            .map(|a| ir::text::attr_to_string(ctx, a))
            .and_then(|t| {
                t.split('<')
                    .nth(1)
                    .map(|k| k.trim_end_matches('>').to_string())
            })
            .unwrap_or_default();
        let ops = super::kernel_ops(ctx, op)
            .into_iter()
            .map(|o| ctx.op_name(o).to_string())
            .collect();
        (
            name,
            kind,
            ops,
            super::int_attr(ctx, op, "flops").unwrap_or(0),
        )
    } else {
        let n = ctx.op_name(op).to_string();
        (
            n.clone(),
            "op".to_string(),
            vec![n],
            cost::op_flops(ctx, op),
        )
    };
    let bytes = if is_fusion {
        super::int_attr(ctx, op, "bytes_accessed").unwrap_or_else(|| cost::op_bytes(ctx, op))
    } else {
        cost::op_bytes(ctx, op)
    };
    let mut source: Vec<String> = Vec::new();
    for o in super::kernel_ops(ctx, op) {
        for l in source_lines(ctx, ctx.op(o).loc) {
            if !source.contains(&l) {
                source.push(l);
            }
        }
    }
    let values: Vec<ir::Value> = d.operands().chain(d.results().iter()).collect();
    let plan: Option<Plan> = tile::read(ctx, op, target, "the report")?.map(|(p, _)| p);
    let layouts = match dialects::hlo::decisions::layouts_of(ctx, op) {
        Some(l) => l,
        None if plan.is_none() => values
            .iter()
            .map(|&v| Stored {
                shape: super::dims::shape(ctx, v),
                arrangement: dialects::hlo::stored::Arrangement::RowMajor,
            })
            .collect(),
        None => {
            return Err(ir::verify::at_op(
                ctx,
                op,
                "the report reads each kernel's tensors as stored (hlo.layouts), which `layout` writes: run --layout first",
            ))
        }
    };
    // Each tensor's share of the plan's division (whole without a plan:
    // a kernel with nothing to divide).
    let slices: Vec<tile::Slice> = match (&plan, Shape::of(ctx, op)) {
        (Some(p), Some(shape)) => {
            let map = DimMap::of(ctx, op, &p.split, p.k_split)
                .unwrap_or_else(|_| DimMap::undivided(ctx, op, shape.out.len()));
            tile::shares(ctx, target, &shape, &map, &layouts).0
        }
        _ => values
            .iter()
            .map(|&v| tile::Slice {
                shape: super::dims::shape(ctx, v),
                bytes: cost::bytes(ctx, v),
            })
            .collect(),
    };
    let tensors: Vec<Tensor> = values
        .iter()
        .zip(layouts.iter().zip(&slices))
        .map(|(&v, (s, sl))| tensor(ctx, v, s, sl))
        .collect();
    // The tensors' bytes under the layout: stored elements at the logical
    // bytes an element.
    let stored_bytes: u64 = tensors
        .iter()
        .map(|t| {
            let logical: u64 = t.shape.iter().map(|&x| x.max(0) as u64).product();
            if logical == 0 {
                t.bytes
            } else {
                t.bytes * t.stored_elements / logical
            }
        })
        .sum();
    let dtype = d
        .results()
        .iter()
        .next()
        .and_then(|v| cost::dtype_of(ctx, ctx.value_type(v)))
        .or(target.default_dtype)
        .unwrap_or(targets::DType::F32);
    let cores = plan.as_ref().map_or(1, |p| p.cores.max(1));
    let utilization = match (target.kind, target.matrix_unit, Shape::of(ctx, op)) {
        (Kind::Tpu, Some(_), Some(s)) if s.contraction => {
            Some(tile::tpu::mxu_utilization(target, &s.out, s.k_size))
        }
        _ => None,
    };
    let share = (cores as f64 / target.cores.max(1) as f64).min(1.0);
    let peak = target.peak_flops_for(dtype) * share * utilization.unwrap_or(1.0);
    let spill = plan.as_ref().map_or(0, |p| 2 * p.spill_bytes);
    let n_operands = d.num_operands();
    let lx_plan: Vec<LxBuffer> = plan
        .iter()
        .flat_map(|p| p.lx.iter().enumerate())
        .map(|(t, b)| LxBuffer {
            tensor: tile::tensor_name(t, n_operands),
            offset: b.offset,
            bytes: b.bytes,
            copies: b.copies,
            lifetime: match b.resident {
                Some((a, z)) => [a, z],
                None => [index, index],
            },
            resident: b.resident.is_some(),
        })
        .collect();
    let lx_resident_bytes: u64 = lx_plan
        .iter()
        .zip(&tensors)
        .filter(|(b, _)| b.resident)
        .map(|(_, t)| t.bytes)
        .sum();
    let device = (bytes.saturating_sub(lx_resident_bytes) + spill) as f64;
    let (memory_secs, compute_secs) = (device / target.memory.bandwidth, flops as f64 / peak);
    let secs = memory_secs.max(compute_secs);
    let decisions = ctx
        .remarks
        .of(op)
        .map(|r| Decision {
            pass: r.pass.to_string(),
            what: r.message.clone(),
            because: r
                .args
                .iter()
                .find(|(k, _)| k == "because")
                .and_then(|(_, a)| string_of(ctx, *a))
                .unwrap_or_default(),
        })
        .collect();
    Ok(Kernel {
        name,
        kind,
        ops,
        source,
        bytes_accessed: bytes,
        stored_bytes_accessed: stored_bytes,
        flops,
        time_estimate_us: secs * 1e6,
        cores,
        time_steps: plan.as_ref().map_or(1, |p| p.time_steps),
        onchip_bytes: plan.as_ref().map_or(0, |p| p.onchip_bytes),
        spill_bytes: plan.as_ref().map_or(0, |p| p.spill_bytes),
        lx_resident_bytes,
        lx_plan,
        matrix_unit_utilization: utilization,
        tensors,
        decisions,
        memory_us: memory_secs * 1e6,
        compute_us: compute_secs * 1e6,
    })
}

impl Report {
    /// The report as JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default() + "\n"
    }
    /// The report as a table, a row a kernel.
    pub fn to_table(&self) -> String {
        let mut out = format!(
            "target: {}\nbytes accessed: {} (unfused: {} as written, {} as StableHLO ops)\n\n{:<32} {:<6} {:>14} {:>16} {:>12}  ops\n",
            self.target, self.bytes_accessed, self.unfused_bytes_accessed, self.unfused_hlo_bytes_accessed, "kernel", "kind", "bytes", "flops", "time (us)"
        );
        for k in &self.kernels {
            out.push_str(&format!(
                "{:<32} {:<6} {:>14} {:>16} {:>12.3}  {}\n",
                k.name,
                k.kind,
                k.bytes_accessed,
                k.flops,
                k.time_estimate_us,
                k.ops.join(", ")
            ));
            if !k.source.is_empty() {
                out.push_str(&format!("{:<32} from {}\n", "", k.source.join(", ")));
            }
        }
        out
    }
}
