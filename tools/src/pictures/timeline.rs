//! The schedule (`schedule.svg`): the kernels on the timeline `schedule`
//! recorded (`hlo.start_us`, `hlo.time_us`), each as high as the share of
//! the target's cores it runs on; under it two lanes, the kernel's
//! memory time (its bytes over the bandwidth) and its compute time (its
//! flops over its cores' peak), the longer of which is its time.

use super::svg::{num, Svg};
use transforms::dataflow::report::Report;

const WIDTH: f64 = 1100.0;
const LEFT: f64 = 90.0;
const CORES_H: f64 = 160.0;
const LANE_H: f64 = 22.0;

/// The timeline of the kernels of `rep`, placed at `times` (start,
/// duration in microseconds, one a kernel), on a target of `cores` cores.
pub fn draw(rep: &Report, times: &[(f64, f64)], cores: u64) -> String {
    let end = times
        .iter()
        .map(|(s, d)| s + d)
        .fold(0.0f64, f64::max)
        .max(1e-9);
    let span = WIDTH - LEFT - 20.0;
    let x_of = |t: f64| LEFT + span * t / end;
    let top = 40.0;
    let lanes_y = top + CORES_H + 16.0;
    let height = lanes_y + 2.0 * LANE_H + 56.0;
    let mut svg = Svg::new(WIDTH, height);
    svg.text_el(
        "text",
        &[
            ("x", "10".into()),
            ("y", "18".into()),
            ("class", "caption".into()),
        ],
        &format!(
            "{} kernels on {} ({} cores) in {:.3} us; bar height: the cores a kernel runs on",
            rep.kernels.len(),
            rep.target,
            cores,
            end
        ),
    );
    for (label, y) in [
        ("cores", top + CORES_H / 2.0),
        ("memory", lanes_y + LANE_H * 0.7),
        ("compute", lanes_y + LANE_H * 1.7),
    ] {
        svg.text_el(
            "text",
            &[("x", "10".into()), ("y", num(y)), ("class", "lane".into())],
            label,
        );
    }
    svg.rect(LEFT, top, span, CORES_H, "frame");
    for (i, (k, &(start, dur))) in rep.kernels.iter().zip(times).enumerate() {
        let share = (k.cores as f64 / cores.max(1) as f64).clamp(0.0, 1.0);
        let (x, w) = (x_of(start), (x_of(start + dur) - x_of(start)).max(1.0));
        let h = (CORES_H * share).max(2.0);
        svg.open(
            "g",
            &[
                ("class", "slot".into()),
                ("data-name", k.name.clone()),
                ("data-start-us", format!("{start}")),
                ("data-time-us", format!("{dur}")),
                ("data-cores", k.cores.to_string()),
            ],
        );
        svg.title(&format!(
            "{} ({}): starts at {:.3} us, takes {:.3} us on {} cores; memory {:.3} us, compute {:.3} us",
            k.name, k.kind, start, dur, k.cores, k.memory_us, k.compute_us
        ));
        svg.rect(x, top + CORES_H - h, w, h, &format!("bar c{}", i % 6));
        if w > 60.0 {
            svg.text_el(
                "text",
                &[
                    ("x", num(x + 3.0)),
                    ("y", num(top + CORES_H - h + 12.0)),
                    ("class", "name".into()),
                ],
                &k.name,
            );
        }
        for (lane, t, class) in [(0.0, k.memory_us, "memory"), (1.0, k.compute_us, "compute")] {
            let lw = (x_of(start + t) - x).max(if t > 0.0 { 1.0 } else { 0.0 });
            svg.rect(x, lanes_y + lane * LANE_H + 3.0, lw, LANE_H - 6.0, class);
        }
        svg.close("g");
    }
    // The time axis: ten ticks.
    let axis_y = lanes_y + 2.0 * LANE_H + 12.0;
    for i in 0..=10 {
        let t = end * i as f64 / 10.0;
        let x = x_of(t);
        svg.leaf(
            "line",
            &[
                ("x1", num(x)),
                ("y1", num(axis_y - 4.0)),
                ("x2", num(x)),
                ("y2", num(axis_y)),
                ("class", "tick".into()),
            ],
        );
        svg.text_el(
            "text",
            &[
                ("x", num(x - 12.0)),
                ("y", num(axis_y + 13.0)),
                ("class", "lane".into()),
            ],
            &format!("{t:.1}"),
        );
    }
    svg.text_el(
        "text",
        &[
            ("x", num(LEFT)),
            ("y", num(axis_y + 30.0)),
            ("class", "lane".into()),
        ],
        "microseconds",
    );
    svg.finish(STYLE)
}

const STYLE: &str = "
.caption { font-size: 13px; fill: #333; }
.lane { font-size: 11px; fill: #444; }
.frame { fill: #fafafa; stroke: #ccc; }
.bar { stroke: #fff; stroke-width: 0.5; }
.c0 { fill: #4c78a8; } .c1 { fill: #f58518; } .c2 { fill: #54a24b; }
.c3 { fill: #b279a2; } .c4 { fill: #e45756; } .c5 { fill: #72b7b2; }
.name { font-size: 10px; fill: #fff; }
.memory { fill: #9ecae9; }
.compute { fill: #f2b177; }
.tick { stroke: #666; }
";
