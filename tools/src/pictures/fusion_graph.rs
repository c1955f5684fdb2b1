//! The fusion graph (`kernels.svg`): one box a kernel of the report, its
//! ops listed inside, coloured by kind; an edge a tensor one kernel
//! writes and another reads, labelled with its bytes, dashed when the
//! tensor stays on chip between them (Spyre's LX plan), solid when it
//! goes through memory. Laid out in layers: a kernel one layer below the
//! deepest kernel it reads from, kernels within a layer ordered by where
//! their producers are (the barycenter heuristic), so edges mostly run
//! down and cross little.

use super::svg::{human_bytes, num, Svg};
use ir::value::ValueDef;
use ir::{Context, Op, Value};
use std::collections::HashMap;
use transforms::dataflow::report::{self, Report};

/// One kernel.
pub struct KernelBox {
    pub name: String,
    pub kind: String,
    /// Its `bytes_accessed` in the report.
    pub bytes: u64,
    pub time_us: f64,
    pub ops: Vec<OpLine>,
    pub source: Vec<String>,
}

/// One op of a kernel.
pub struct OpLine {
    pub name: String,
    /// Its first result's type, `64x768xf32`.
    pub shape: String,
    /// The model line it came from.
    pub source: String,
}

/// A tensor kernel `from` writes and kernel `to` reads.
pub struct Edge {
    pub from: usize,
    pub to: usize,
    pub bytes: u64,
    /// Kept on chip between the two (neither stored nor loaded).
    pub onchip: bool,
    /// Its type.
    pub tensor: String,
}

/// The kernels and the tensors between them.
pub struct Graph {
    pub kernels: Vec<KernelBox>,
    pub edges: Vec<Edge>,
}

/// The graph of the module `top` whose report is `rep` (the kernels in
/// the same order: both read the kernels the same way).
pub fn build(ctx: &Context, top: Op, rep: &Report) -> Graph {
    let ops = transforms::dataflow::kernels(ctx, top);
    let index: HashMap<Op, usize> = ops.iter().enumerate().map(|(i, &k)| (k, i)).collect();
    let mut kernels = Vec::with_capacity(ops.len());
    let mut edges = Vec::new();
    for (i, (&k, kr)) in ops.iter().zip(&rep.kernels).enumerate() {
        let lines = transforms::dataflow::kernel_ops(ctx, k)
            .into_iter()
            .map(|o| OpLine {
                name: ctx.op_name(o).to_string(),
                shape: ctx
                    .op(o)
                    .results()
                    .iter()
                    .next()
                    .map(|v| short_type(&ir::text::type_to_string(ctx, ctx.value_type(v))))
                    .unwrap_or_default(),
                source: report::source_lines(ctx, ctx.op(o).loc)
                    .into_iter()
                    .next()
                    .unwrap_or_default(),
            })
            .collect();
        kernels.push(KernelBox {
            name: kr.name.clone(),
            kind: kr.kind.clone(),
            bytes: kr.bytes_accessed,
            time_us: kr.time_estimate_us,
            ops: lines,
            source: kr.source.clone(),
        });
        let mut seen: Vec<(Value, usize)> = Vec::new();
        for (n, v) in ctx.op(k).operands().enumerate() {
            for from in producers(ctx, v, &index) {
                if from == i || seen.contains(&(v, from)) {
                    continue;
                }
                seen.push((v, from));
                // The reader's LX buffer for this operand says whether it
                // stays on chip (resident) or is loaded.
                let onchip = kr.lx_plan.get(n).is_some_and(|b| b.resident);
                edges.push(Edge {
                    from,
                    to: i,
                    bytes: transforms::dataflow::cost::bytes(ctx, v),
                    onchip,
                    tensor: short_type(&ir::text::type_to_string(ctx, ctx.value_type(v))),
                });
            }
        }
    }
    Graph { kernels, edges }
}

/// The kernels whose results `v` is, through free ops (views, reshapes)
/// between them; none for a function argument.
fn producers(ctx: &Context, v: Value, index: &HashMap<Op, usize>) -> Vec<usize> {
    let mut out = Vec::new();
    let mut work = vec![v];
    let mut visited = 0;
    while let Some(v) = work.pop() {
        visited += 1;
        if visited > 64 {
            break;
        }
        if let ValueDef::Result(def, _) = ctx.value(v).def {
            match index.get(&def) {
                Some(&k) => {
                    if !out.contains(&k) {
                        out.push(k)
                    }
                }
                None => work.extend(ctx.op(def).operands()),
            }
        }
    }
    out
}

/// `tensor<64x768xf32>` as `64x768xf32`.
fn short_type(t: &str) -> String {
    t.strip_prefix("tensor<")
        .and_then(|s| s.strip_suffix('>'))
        .unwrap_or(t)
        .to_string()
}

const BOX_W: f64 = 260.0;
const HEAD_H: f64 = 38.0;
const LINE_H: f64 = 15.0;
const GAP_X: f64 = 36.0;
const GAP_Y: f64 = 70.0;
const MARGIN: f64 = 20.0;

/// Where each kernel goes: its layer and its box.
struct Placed {
    x: f64,
    y: f64,
    h: f64,
}

/// The picture; kernels show their ops unless the graph has more than
/// `collapse_above` ops, when each kernel is one box saying how many it
/// holds. Returns the SVG and whether it collapsed.
pub fn draw(g: &Graph, collapse_above: usize) -> (String, bool) {
    let total_ops: usize = g.kernels.iter().map(|k| k.ops.len()).sum();
    let collapsed = total_ops > collapse_above;
    let n = g.kernels.len();
    // Layers: program order is a topological order (a kernel reads only
    // kernels before it), so one pass gives each its longest path.
    let mut layer = vec![0usize; n];
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
    for e in &g.edges {
        preds[e.to].push(e.from);
    }
    for i in 0..n {
        layer[i] = preds[i]
            .iter()
            .filter(|&&p| p < i)
            .map(|&p| layer[p] + 1)
            .max()
            .unwrap_or(0);
    }
    let layers = layer.iter().copied().max().map_or(0, |m| m + 1);
    let mut rows: Vec<Vec<usize>> = vec![Vec::new(); layers];
    for (i, &l) in layer.iter().enumerate() {
        rows[l].push(i);
    }
    // Order within a layer by the mean position of its producers (two
    // sweeps down), so a kernel sits under what it reads.
    let mut pos = vec![0.0f64; n];
    for _ in 0..2 {
        for row in rows.iter_mut() {
            for (p, &k) in row.iter().enumerate() {
                if preds[k].is_empty() {
                    pos[k] = p as f64;
                }
            }
            let key = |k: usize| {
                if preds[k].is_empty() {
                    pos[k]
                } else {
                    preds[k].iter().map(|&p| pos[p]).sum::<f64>() / preds[k].len() as f64
                }
            };
            let mut keyed: Vec<(f64, usize)> = row.iter().map(|&k| (key(k), k)).collect();
            keyed.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
            *row = keyed.into_iter().map(|(_, k)| k).collect();
            for (p, &k) in row.iter().enumerate() {
                pos[k] = p as f64;
            }
        }
    }
    let height_of = |k: &KernelBox| {
        if collapsed {
            HEAD_H + LINE_H
        } else {
            HEAD_H + LINE_H * k.ops.len() as f64 + 6.0
        }
    };
    let widest = rows.iter().map(Vec::len).max().unwrap_or(0) as f64;
    let width = 2.0 * MARGIN + widest * BOX_W + (widest - 1.0).max(0.0) * GAP_X;
    let mut placed: Vec<Placed> = (0..n)
        .map(|_| Placed {
            x: 0.0,
            y: 0.0,
            h: 0.0,
        })
        .collect();
    let mut y = MARGIN + 24.0;
    for row in &rows {
        let w = row.len() as f64 * BOX_W + (row.len() as f64 - 1.0).max(0.0) * GAP_X;
        let mut x = (width - w) / 2.0;
        let mut tallest: f64 = 0.0;
        for &k in row {
            let h = height_of(&g.kernels[k]);
            placed[k] = Placed { x, y, h };
            tallest = tallest.max(h);
            x += BOX_W + GAP_X;
        }
        y += tallest + GAP_Y;
    }
    let height = y - GAP_Y + MARGIN;
    let total_bytes: u64 = g.kernels.iter().map(|k| k.bytes).sum();
    let caption = format!(
        "{} kernels, {} ops, {} between kernels ({} on chip); {} accessed{}",
        n,
        total_ops,
        g.edges.len(),
        g.edges.iter().filter(|e| e.onchip).count(),
        human_bytes(total_bytes),
        if collapsed {
            format!("; more than {collapse_above} ops: each kernel drawn as one box")
        } else {
            String::new()
        }
    );
    // Wide enough for the caption too (about 7 pixels a character).
    let width = width.max(2.0 * MARGIN + 7.0 * caption.chars().count() as f64);
    // An edge skipping layers goes around the boxes between: out to a
    // lane of its own right of every box it passes, down, and back in.
    let mut lanes = 0usize;
    let mut paths = Vec::with_capacity(g.edges.len());
    for e in &g.edges {
        let (a, b) = (&placed[e.from], &placed[e.to]);
        let (x1, y1) = (a.x + BOX_W / 2.0, a.y + a.h);
        let (x2, y2) = (b.x + BOX_W / 2.0, b.y);
        let skipped = (layer[e.from] + 1..layer[e.to]).flat_map(|l| rows[l].iter());
        let right = skipped
            .map(|&k| placed[k].x + BOX_W)
            .fold(f64::MIN, f64::max);
        let path = if right > f64::MIN {
            let xr = right + 14.0 + 10.0 * (lanes % 12) as f64;
            lanes += 1;
            let (ya, yb) = (y1 + GAP_Y / 2.0, y2 - GAP_Y / 2.0);
            let d = format!(
                "M{} {} C{} {} {} {} {} {} L{} {} C{} {} {} {} {} {}",
                num(x1),
                num(y1),
                num(x1),
                num(ya),
                num(xr),
                num(y1),
                num(xr),
                num(ya),
                num(xr),
                num(yb),
                num(xr),
                num(y2),
                num(x2),
                num(yb),
                num(x2),
                num(y2 - 4.0)
            );
            (d, (xr + 4.0, (ya + yb) / 2.0))
        } else {
            let dy = ((y2 - y1) / 2.0).max(30.0);
            let d = format!(
                "M{} {} C{} {} {} {} {} {}",
                num(x1),
                num(y1),
                num(x1),
                num(y1 + dy),
                num(x2),
                num(y2 - dy),
                num(x2),
                num(y2 - 4.0)
            );
            (d, ((x1 + x2) / 2.0 + 4.0, (y1 + y2) / 2.0))
        };
        paths.push(path);
    }
    let width = width + 10.0 * lanes.min(12) as f64;
    let mut svg = Svg::new(width, height.max(80.0));
    svg.text_el(
        "text",
        &[
            ("x", num(MARGIN)),
            ("y", num(MARGIN + 4.0)),
            ("class", "caption".into()),
        ],
        &caption,
    );
    svg.open("g", &[("class", "edges".into())]);
    for (e, (d, (lx, ly))) in g.edges.iter().zip(paths) {
        svg.open(
            "g",
            &[
                ("class", "edge".into()),
                ("data-bytes", e.bytes.to_string()),
                ("data-from", g.kernels[e.from].name.clone()),
                ("data-to", g.kernels[e.to].name.clone()),
                ("data-onchip", e.onchip.to_string()),
            ],
        );
        svg.title(&format!(
            "{} -> {}: {} ({} bytes){}",
            g.kernels[e.from].name,
            g.kernels[e.to].name,
            e.tensor,
            e.bytes,
            if e.onchip {
                ", kept on chip"
            } else {
                ", through memory"
            }
        ));
        svg.leaf(
            "path",
            &[
                ("d", d),
                (
                    "class",
                    if e.onchip {
                        "wire onchip"
                    } else {
                        "wire memory"
                    }
                    .into(),
                ),
            ],
        );
        svg.text_el(
            "text",
            &[("x", num(lx)), ("y", num(ly)), ("class", "bytes".into())],
            &human_bytes(e.bytes),
        );
        svg.close("g");
    }
    svg.close("g");
    for (k, p) in g.kernels.iter().zip(&placed) {
        svg.open(
            "g",
            &[
                ("class", "kernel".into()),
                ("data-name", k.name.clone()),
                ("data-bytes", k.bytes.to_string()),
                ("data-kind", k.kind.clone()),
                ("data-ops", k.ops.len().to_string()),
                ("transform", format!("translate({},{})", num(p.x), num(p.y))),
            ],
        );
        svg.title(&format!(
            "{} ({}): {} ops, {} bytes, {:.3} us; {}",
            k.name,
            k.kind,
            k.ops.len(),
            k.bytes,
            k.time_us,
            k.source.join(", ")
        ));
        svg.leaf(
            "rect",
            &[
                ("width", num(BOX_W)),
                ("height", num(p.h)),
                ("rx", "6".into()),
                ("class", format!("box kind-{}", css_ident(&k.kind))),
            ],
        );
        svg.text_el(
            "text",
            &[
                ("x", "8".into()),
                ("y", "16".into()),
                ("class", "kname".into()),
            ],
            &clip(&k.name, 34),
        );
        svg.text_el(
            "text",
            &[
                ("x", "8".into()),
                ("y", "31".into()),
                ("class", "kinfo".into()),
            ],
            &format!(
                "{} · {} · {} ops",
                k.kind,
                human_bytes(k.bytes),
                k.ops.len()
            ),
        );
        if collapsed {
            svg.text_el(
                "text",
                &[
                    ("x", "8".into()),
                    ("y", num(HEAD_H + 10.0)),
                    ("class", "op".into()),
                ],
                &clip(&k.source.first().cloned().unwrap_or_default(), 40),
            );
        } else {
            for (j, o) in k.ops.iter().enumerate() {
                svg.open("g", &[("class", "op".into())]);
                svg.title(&format!("{} : {}  {}", o.name, o.shape, o.source));
                svg.text_el(
                    "text",
                    &[
                        ("x", "10".into()),
                        ("y", num(HEAD_H + LINE_H * j as f64 + 8.0)),
                    ],
                    &clip(&format!("{} {}", o.name, o.shape), 42),
                );
                svg.close("g");
            }
        }
        svg.close("g");
    }
    (svg.finish(STYLE), collapsed)
}

/// `s`, cut to `n` characters with an ellipsis.
fn clip(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        s.to_string()
    } else {
        s.chars().take(n - 1).collect::<String>() + "…"
    }
}

/// A kernel kind as a CSS class name part.
fn css_ident(s: &str) -> String {
    s.chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
        .collect()
}

const STYLE: &str = "
.caption { font-size: 13px; fill: #333; }
.box { stroke: #555; stroke-width: 1; }
.kind-output { fill: #fde2c4; } .kind-input { fill: #d4e8fb; }
.kind-loop { fill: #d9f2d9; } .kind-op { fill: #eeeeee; }
.kname { font-size: 12px; font-weight: bold; fill: #111; }
.kinfo { font-size: 10px; fill: #444; }
.op text, text.op { font-size: 10px; font-family: monospace; fill: #222; }
.wire { fill: none; stroke-width: 1.6; }
.memory { stroke: #666; }
.onchip { stroke: #1a7f37; stroke-dasharray: 5 3; stroke-width: 2.2; }
.bytes { font-size: 10px; fill: #555; }
";
