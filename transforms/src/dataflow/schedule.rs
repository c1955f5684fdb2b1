//! `schedule`: the kernels' timeline. Kernels run in program order (a
//! kernel starts when the one before it ends: each needs the cores the
//! tiling gave it); within a kernel, a core's steps overlap their
//! transfers with compute (double buffering), so a kernel takes its
//! roofline time: the larger of its bytes (spills priced twice) over the
//! memory bandwidth and its flops over the peak of the cores it runs on.
//! Each kernel gets `hlo.start_us` and `hlo.time_us`, the module
//! `hlo.total_time_us`; `trace=FILE` writes the timeline as a Chrome trace
//! (chrome://tracing, Perfetto): one row a kernel's cores.

use super::report;
use ir::pass::{Pass, PassInfo, PassOptions};
use ir::{AttrKind, Context, Diagnostic, Op};
use std::fmt::Write as _;

/// The registry entry.
pub static INFO: PassInfo = PassInfo {
    argument: "schedule",
    name: "Schedule",
    summary: "Order the kernels and estimate each one's time and the program's from the target's numbers",
    doc: "Lays the kernels out in time: in program order, each starting when the one before it ends, each \
taking its roofline time (the larger of its bytes, spills priced twice, over `memory.bandwidth` and its flops \
over the peak of the cores it runs on, scaled by the matrix unit's utilization), transfers overlapped with \
compute by double buffering within a kernel. Records `hlo.start_us` and `hlo.time_us` on each kernel and \
`hlo.total_time_us` on the module; with `trace=FILE`, writes the timeline as a Chrome trace (chrome://tracing \
or Perfetto). The target is resolved as for `fuse`.",
    options: &[
        super::TARGET_OPTION,
        ir::pass::PassOption {
            name: "trace",
            kind: ir::pass::OptionKind::Str,
            default: "",
            help: "write the timeline to this file as a Chrome trace",
        },
    ],
    create: |o: &PassOptions| {
        Box::new(Schedule {
            target: o.str("target").to_string(),
            trace: o.str("trace").to_string(),
        })
    },
};

struct Schedule {
    target: String,
    trace: String,
}

fn set_f64(ctx: &mut Context, op: Op, name: &str, v: f64) {
    let f = ctx.float_type(ir::float::FloatKind::F64);
    let a = ctx.attr(AttrKind::Float {
        ty: f,
        bits: (v.to_bits() as u128).into(),
    });
    super::set_attr(ctx, op, name, a);
}

/// A JSON string literal.
fn json_str(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_else(|_| "\"\"".into())
}

impl Pass for Schedule {
    fn run(&mut self, ctx: &mut Context, top: Op) -> Result<(), Diagnostic> {
        let target = super::prepare(ctx, top, &self.target, "schedule")?;
        // Read every plan first: a plan that cannot work is an error here,
        // and an edited one warns once.
        super::tile::read_all(ctx, top, &target, "schedule")?;
        let rep = report::build(ctx, top, &target)?;
        let kernels = super::kernels(ctx, top);
        let mut t = 0.0f64;
        for (k, kr) in kernels.iter().zip(&rep.kernels) {
            set_f64(ctx, *k, "hlo.start_us", t);
            set_f64(ctx, *k, "hlo.time_us", kr.time_estimate_us);
            t += kr.time_estimate_us;
        }
        set_f64(ctx, top, "hlo.total_time_us", t);
        if !self.trace.is_empty() {
            let text = chrome_trace(ctx, top, &rep).unwrap_or_default();
            std::fs::write(&self.trace, text).map_err(|e| {
                ir::verify::at_op(
                    ctx,
                    top,
                    &format!("cannot write the schedule trace '{}': {e}", self.trace),
                )
            })?;
        }
        Ok(())
    }
}

/// Each kernel's place on the timeline as `schedule` recorded it
/// (`hlo.start_us`, `hlo.time_us`), in program order; `None` when the
/// schedule has not run (a kernel without them).
pub fn timeline(ctx: &Context, top: Op) -> Option<Vec<(f64, f64)>> {
    super::kernels(ctx, top)
        .into_iter()
        .map(|k| {
            Some((
                f64_attr(ctx, k, "hlo.start_us")?,
                f64_attr(ctx, k, "hlo.time_us")?,
            ))
        })
        .collect()
}

fn f64_attr(ctx: &Context, op: Op, name: &str) -> Option<f64> {
    match ctx.attr_kind(super::discardable(ctx, op, name)?) {
        AttrKind::Float { bits, .. } => Some(f64::from_bits(bits.get() as u64)),
        _ => None,
    }
}

/// The recorded timeline as a Chrome trace (chrome://tracing, Perfetto):
/// one event a kernel, with the report's figures for it; `None` when the
/// schedule has not run.
pub fn chrome_trace(ctx: &Context, top: Op, rep: &report::Report) -> Option<String> {
    let times = timeline(ctx, top)?;
    let mut text = String::from("{\"traceEvents\":[\n");
    let _ = write!(
        text,
        "{{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":1,\"args\":{{\"name\":{}}}}}",
        json_str(&format!("tessera on {}", rep.target))
    );
    for ((start, dur), kr) in times.iter().zip(&rep.kernels) {
        let _ = write!(
            text,
            ",\n{{\"name\":{},\"cat\":{},\"ph\":\"X\",\"ts\":{start},\"dur\":{dur},\"pid\":1,\"tid\":1,\"args\":{{\"cores\":{},\"bytes\":{},\"flops\":{},\"onchip_bytes\":{}}}}}",
            json_str(&kr.name),
            json_str(&kr.kind),
            kr.cores,
            kr.bytes_accessed,
            kr.flops,
            kr.onchip_bytes
        );
    }
    text.push_str("\n],\"displayTimeUnit\":\"ns\"}\n");
    Some(text)
}
