//! Pictures of what the dataflow passes decided, drawn from the IR they
//! left (the kernels, `hlo.layouts`, `hlo.start_us`/`hlo.time_us`) and the
//! report read from it: the fusion graph, the layouts and the schedule,
//! as SVG laid out here (no Graphviz at run time). `ir-opt --dump-dir`
//! writes them beside the stages (docs/pictures.md).

mod fusion_graph;
mod layouts;
pub mod svg;
mod timeline;

use ir::{Context, Diagnostic, Op};
use transforms::dataflow::report::{self, Report};

/// Above this many ops the fusion graph draws each kernel as one box.
pub const COLLAPSE_ABOVE: usize = 3000;

/// Layout pictures drawn at most.
const LAYOUTS_DRAWN: usize = 24;

/// The pictures of one compiled module.
pub struct Pictures {
    /// The report they were drawn from.
    pub report: Report,
    /// `kernels.svg`.
    pub kernels: String,
    /// Whether the fusion graph drew each kernel as one box.
    pub collapsed: bool,
    /// `layouts.svg`, when `layout` has run.
    pub layouts: Option<String>,
    /// `schedule.svg` and the Chrome trace, when `schedule` has run.
    pub schedule: Option<(String, String)>,
}

/// The pictures of `top`, which the dataflow passes have compiled (an
/// error, as the report's, when a kernel lacks the decisions it needs).
pub fn draw(ctx: &Context, top: Op) -> Result<Pictures, Diagnostic> {
    let target = transforms::dataflow::resolve_target(ctx, top, "")?;
    let rep = report::build(ctx, top, &target)?;
    let graph = fusion_graph::build(ctx, top, &rep);
    let (kernels, collapsed) = fusion_graph::draw(&graph, COLLAPSE_ABOVE);
    let tensors = layouts::collect(ctx, top);
    let layouts =
        (!tensors.is_empty()).then(|| layouts::draw(&tensors, &target.name, LAYOUTS_DRAWN));
    let schedule = transforms::dataflow::schedule::timeline(ctx, top)
        .filter(|t| !t.is_empty())
        .and_then(|times| {
            let svg = timeline::draw(&rep, &times, u64::from(target.cores));
            let trace = transforms::dataflow::schedule::chrome_trace(ctx, top, &rep)?;
            Some((svg, trace))
        });
    Ok(Pictures {
        report: rep,
        kernels,
        collapsed,
        layouts,
        schedule,
    })
}
