//! Layout pictures (`layouts.svg`): each distinct tensor the kernels
//! read or write, its stored shape (the layout `layout` recorded in
//! `hlo.layouts`) drawn over its logical one: the last two dimensions as
//! a rectangle, the logical part filled, the padding the layout adds
//! shaded, the sticks or tiles as a grid, and the padding fraction
//! written, so that the padding arithmetic of docs/layout.md can be seen.

use super::svg::{human_bytes, num, Svg};
use dialects::hlo::stored::{Arrangement, Stored};
use ir::{Context, Op};
use transforms::dataflow::{cost, dims, layout};

/// One distinct tensor as stored.
pub struct Drawn {
    pub shape: Vec<i64>,
    pub dtype: String,
    pub stored: Stored,
    pub padding: f64,
    pub bytes: u64,
    /// Kernels reading or writing it.
    pub uses: usize,
}

/// The distinct tensors of the kernels of `top` (by shape, element type
/// and layout), the most padded first, then the largest.
pub fn collect(ctx: &Context, top: Op) -> Vec<Drawn> {
    let mut out: Vec<Drawn> = Vec::new();
    for k in transforms::dataflow::kernels(ctx, top) {
        let Some(layouts) = dialects::hlo::decisions::layouts_of(ctx, k) else {
            continue;
        };
        let d = ctx.op(k);
        let values: Vec<ir::Value> = d.operands().chain(d.results().iter()).collect();
        for (v, stored) in values.into_iter().zip(layouts) {
            let shape = dims::shape(ctx, v);
            let t = ctx.value_type(v);
            let dtype = cost::dtype_of(ctx, t).map_or_else(
                || ir::text::type_to_string(ctx, t),
                |d| d.name().to_string(),
            );
            match out
                .iter_mut()
                .find(|x| x.shape == shape && x.dtype == dtype && x.stored == stored)
            {
                Some(x) => x.uses += 1,
                None => out.push(Drawn {
                    padding: layout::padding_fraction(&stored, &shape),
                    bytes: cost::bytes(ctx, v),
                    shape,
                    dtype,
                    stored,
                    uses: 1,
                }),
            }
        }
    }
    out.sort_by(|a, b| b.padding.total_cmp(&a.padding).then(b.bytes.cmp(&a.bytes)));
    out
}

const PANEL_W: f64 = 300.0;
const PANEL_H: f64 = 200.0;
const AREA_W: f64 = 270.0;
const AREA_H: f64 = 120.0;
const COLUMNS: usize = 3;

/// The picture of the first `limit` tensors; says how many it left out.
pub fn draw(tensors: &[Drawn], target: &str, limit: usize) -> String {
    let shown = &tensors[..tensors.len().min(limit)];
    let rows = shown.len().div_ceil(COLUMNS).max(1);
    let mut svg = Svg::new(
        COLUMNS as f64 * PANEL_W + 20.0,
        rows as f64 * PANEL_H + 40.0,
    );
    let padded = tensors.iter().filter(|t| t.padding > 0.0).count();
    let mut caption = format!(
        "{} distinct tensors on {target}, {padded} of them padded by the layout",
        tensors.len()
    );
    if shown.len() < tensors.len() {
        caption.push_str(&format!(
            "; the {} most padded or largest drawn",
            shown.len()
        ));
    }
    svg.text_el(
        "text",
        &[
            ("x", "10".into()),
            ("y", "18".into()),
            ("class", "caption".into()),
        ],
        &caption,
    );
    for (i, t) in shown.iter().enumerate() {
        let (x0, y0) = (
            10.0 + (i % COLUMNS) as f64 * PANEL_W,
            30.0 + (i / COLUMNS) as f64 * PANEL_H,
        );
        panel(&mut svg, t, x0, y0);
    }
    svg.finish(STYLE)
}

/// The last two dimensions of `shape` (1 for missing ones) and the
/// product of the others.
fn matrix(shape: &[i64]) -> (i64, i64, i64) {
    let n = shape.len();
    let at = |i: usize| shape.get(i).copied().unwrap_or(1).max(1);
    let (r, c) = match n {
        0 => (1, 1),
        1 => (1, at(0)),
        _ => (at(n - 2), at(n - 1)),
    };
    let lead = shape[..n.saturating_sub(2)]
        .iter()
        .map(|&d| d.max(1))
        .product();
    (r, c, lead)
}

/// The unit the layout stores in, over the last two dimensions: a
/// stick (one row by `per_stick`), or the innermost tile.
fn unit(s: &Stored) -> Option<(i64, i64)> {
    match &s.arrangement {
        Arrangement::Sticks {
            per_stick, padded, ..
        } => {
            let rank = s.shape.len();
            let rows = if rank >= 2 && padded.contains(&(rank - 2)) {
                *per_stick
            } else {
                1
            };
            Some((rows, *per_stick))
        }
        Arrangement::Tiles(t) => match t.first().map(Vec::as_slice) {
            Some([c]) => Some((1, *c)),
            Some([.., r, c]) => Some((*r, *c)),
            _ => None,
        },
        Arrangement::RowMajor => None,
    }
}

fn dims_text(d: &[i64]) -> String {
    d.iter().map(i64::to_string).collect::<Vec<_>>().join("x")
}

fn panel(svg: &mut Svg, t: &Drawn, x0: f64, y0: f64) {
    let (r, c, lead) = matrix(&t.shape);
    let (sr, sc, _) = matrix(&t.stored.shape);
    let (sr, sc) = (sr.max(r), sc.max(c));
    let s = (AREA_W / sc as f64).min(AREA_H / sr as f64);
    let (w, h) = ((sc as f64 * s).max(12.0), (sr as f64 * s).max(6.0));
    let (lw, lh) = (w * c as f64 / sc as f64, h * r as f64 / sr as f64);
    let (ax, ay) = (x0, y0 + 34.0);
    svg.open(
        "g",
        &[
            ("class", "layout".into()),
            ("data-shape", dims_text(&t.shape)),
            ("data-stored", dims_text(&t.stored.shape)),
            ("data-padding", format!("{:.4}", t.padding)),
        ],
    );
    svg.title(&format!(
        "{}x{} stored as {} ({}): {:.1}% padding, {} logical, in {} kernel operands and results",
        dims_text(&t.shape),
        t.dtype,
        dims_text(&t.stored.shape),
        t.stored.summary(),
        100.0 * t.padding,
        human_bytes(t.bytes),
        t.uses
    ));
    svg.text_el(
        "text",
        &[
            ("x", num(x0)),
            ("y", num(y0 + 12.0)),
            ("class", "name".into()),
        ],
        &format!("{}x{}", dims_text(&t.shape), t.dtype),
    );
    svg.text_el(
        "text",
        &[
            ("x", num(x0)),
            ("y", num(y0 + 26.0)),
            ("class", "info".into()),
        ],
        &format!(
            "stored {} · {} · {:.1}% padding",
            dims_text(&t.stored.shape),
            t.stored.summary(),
            100.0 * t.padding
        ),
    );
    svg.rect(ax, ay, w, h, "padding");
    svg.rect(ax, ay, lw, lh, "logical");
    // The storage unit's grid, at most 32 lines a side (every k-th unit
    // past that).
    if let Some((ur, uc)) = unit(&t.stored) {
        for (n, along_x) in [(sc / uc.max(1), true), (sr / ur.max(1), false)] {
            let step = (n as f64 / 32.0).ceil().max(1.0) as i64;
            let mut i = step;
            while i < n {
                let f = i as f64 / n as f64;
                let (x1, y1, x2, y2) = if along_x {
                    (ax + f * w, ay, ax + f * w, ay + h)
                } else {
                    (ax, ay + f * h, ax + w, ay + f * h)
                };
                svg.leaf(
                    "line",
                    &[
                        ("x1", num(x1)),
                        ("y1", num(y1)),
                        ("x2", num(x2)),
                        ("y2", num(y2)),
                        ("class", "grid".into()),
                    ],
                );
                i += step;
            }
        }
    }
    svg.rect(ax, ay, w, h, "outline");
    let mut note = format!("{} x {} of {} x {}", r, c, sr, sc);
    if lead > 1 {
        note.push_str(&format!(", x{lead} along the outer dimensions"));
    }
    svg.text_el(
        "text",
        &[
            ("x", num(x0)),
            ("y", num(ay + h + 14.0)),
            ("class", "info".into()),
        ],
        &note,
    );
    svg.close("g");
}

const STYLE: &str = "
.caption { font-size: 13px; fill: #333; }
.name { font-size: 12px; font-weight: bold; font-family: monospace; }
.info { font-size: 10px; fill: #444; }
.padding { fill: #f6c6c6; }
.logical { fill: #bcd7f5; }
.outline { fill: none; stroke: #333; stroke-width: 1; }
.grid { stroke: #ffffff; stroke-opacity: 0.8; stroke-width: 0.6; }
";
