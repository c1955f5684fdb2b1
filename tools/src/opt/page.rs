//! `index.html` of a dump folder: one self-contained page (inline CSS and
//! script, no network, opens from `file://`): the pipeline as a strip of
//! stages with each one's ops by dialect and a link to its IR, the
//! report's kernels as a sortable table with their decisions, and the
//! pictures inline (each also linked as its file).

use crate::pictures::svg::{escape, human_bytes};
use crate::pictures::Pictures;
use ir::pass::Stage;
use std::fmt::Write as _;
use transforms::dataflow::compare::Compiled;

/// What the page shows.
pub struct Page<'a> {
    /// The input file's name.
    pub input: &'a str,
    /// The pipeline as given.
    pub pipeline: &'a str,
    /// The stages and the file each was written to.
    pub stages: &'a [(Stage, String)],
    /// The pictures, or why there are none.
    pub pictures: &'a Result<Pictures, String>,
    /// The diagnostics that stopped the pipeline, if it failed.
    pub failure: Option<&'a str>,
    /// Other files in the folder to link and show (the lab's plots).
    pub extras: &'a [String],
}

/// The page.
pub fn render(p: &Page) -> String {
    let mut h = String::new();
    let title = format!("tessera: {}", p.input);
    let _ = write!(
        h,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n",
        escape(&title)
    );
    let _ = writeln!(h, "<h1>{}</h1>", escape(&title));
    let target = p.pictures.as_ref().ok().map(|x| x.report.target.as_str());
    let _ = writeln!(
        h,
        "<p class=\"meta\">pipeline <code>{}</code>{}</p>",
        escape(p.pipeline),
        target.map_or(String::new(), |t| format!(" · target <b>{}</b>", escape(t)))
    );
    let _ = writeln!(
        h,
        "<nav><a href=\"#stages\">stages</a> <a href=\"#kernels\">kernels</a> <a href=\"#graph\">fusion graph</a> <a href=\"#layouts\">layouts</a> <a href=\"#schedule\">schedule</a>{}</nav>",
        if p.extras.is_empty() { "" } else { " <a href=\"#extras\">plots</a>" }
    );
    if let Some(f) = p.failure {
        let _ = writeln!(
            h,
            "<div class=\"failure\"><b>The pipeline failed</b>; the stages before the failure are below.<pre>{}</pre></div>",
            escape(f)
        );
    }
    stages(&mut h, p.stages);
    match p.pictures {
        Ok(pics) => {
            kernels(&mut h, pics);
            pictures(&mut h, pics);
        }
        Err(why) => {
            let _ = writeln!(
                h,
                "<h2 id=\"kernels\">Kernels</h2><p class=\"none\">No report: {}</p><span id=\"graph\"></span><span id=\"layouts\"></span><span id=\"schedule\"></span>",
                escape(why)
            );
        }
    }
    if !p.extras.is_empty() {
        let _ = writeln!(h, "<h2 id=\"extras\">Plots</h2>");
        for e in p.extras {
            let _ = writeln!(
                h,
                "<figure><a href=\"{0}\"><img src=\"{0}\" alt=\"{0}\"></a><figcaption>{0}</figcaption></figure>",
                escape(e)
            );
        }
    }
    let _ = write!(h, "<script>{SCRIPT}</script>\n</body>\n</html>\n");
    h
}

/// The page over `--compare`'s dumps: the targets' totals, then each
/// kernel of the first target beside what the others made of its ops,
/// the decisions that differ highlighted with the target parameter behind
/// each (`links[i]`: target i's own page).
pub fn render_compare(input: &str, all: &[Compiled], links: &[String]) -> String {
    let mut h = String::new();
    let names: Vec<&str> = all.iter().map(|c| c.target.as_str()).collect();
    let title = format!("tessera: {} on {}", input, names.join(" and "));
    let _ = write!(
        h,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<h1>{}</h1>\n",
        escape(&title),
        escape(&title)
    );
    h.push_str("<h2 id=\"targets\">Targets</h2>\n<table class=\"sortable\"><thead><tr><th data-type=\"text\">target</th><th data-type=\"num\">kernels</th><th data-type=\"num\">bytes</th><th data-type=\"num\">stored bytes</th><th data-type=\"num\">unfused bytes</th><th data-type=\"num\">time (us)</th><th data-type=\"text\">its dump</th></tr></thead><tbody>\n");
    for (c, link) in all.iter().zip(links) {
        let r = &c.report;
        let _ = writeln!(
            h,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{:.3}</td><td><a href=\"{}\">stages, kernels and pictures</a></td></tr>",
            escape(&c.target),
            r.kernels.len(),
            r.bytes_accessed,
            r.stored_bytes_accessed,
            r.unfused_bytes_accessed,
            r.time_estimate_us,
            escape(link)
        );
    }
    h.push_str("</tbody></table>\n");
    let rows = transforms::dataflow::compare::rows(all);
    let differing = rows
        .iter()
        .filter(|r| !r.same_ops || !r.differ.is_empty())
        .count();
    let _ = writeln!(
        h,
        "<h2 id=\"kernels\">Kernels side by side</h2>\n<p>Each kernel of {} beside the kernel of each other target that holds most of its ops (ops are known by their source locations). {differing} of {} differ, highlighted; each differing decision names the target parameter behind it.</p>",
        escape(names.first().copied().unwrap_or("")),
        rows.len()
    );
    h.push_str("<table class=\"compare\"><thead><tr><th>#</th>");
    for n in &names {
        let _ = write!(h, "<th>{}</th>", escape(n));
    }
    h.push_str("<th>decisions</th></tr></thead><tbody>\n");
    for (k, row) in rows.iter().enumerate() {
        let differs = !row.same_ops || !row.differ.is_empty();
        let _ = write!(
            h,
            "<tr class=\"{}\"><td>{}</td>",
            if differs { "differ" } else { "agree" },
            k + 1
        );
        for (c, p) in all.iter().zip(&row.partners) {
            let cell = p.map_or_else(
                || "(no kernel holds these ops)".to_string(),
                |j| transforms::dataflow::compare::kernel_line(c, j),
            );
            let _ = write!(h, "<td>{}</td>", escape(&cell));
        }
        h.push_str("<td><ul>");
        if row.same_ops {
            let _ = write!(h, "<li>agree: the same {} ops in one kernel</li>", row.ops);
        } else {
            let sizes: Vec<String> = names
                .iter()
                .zip(&row.sizes)
                .map(|(n, s)| format!("{n} {s}"))
                .collect();
            let _ = write!(
                h,
                "<li class=\"d\">differ: which ops form the kernel ({})</li>",
                escape(&sizes.join(", "))
            );
        }
        for (pass, what) in &row.agree {
            let _ = write!(h, "<li>agree: [{}] {}</li>", escape(pass), escape(what));
        }
        for (t, pass, what, because) in &row.differ {
            let _ = write!(
                h,
                "<li class=\"d\">{}: [{}] {} <b>because {}</b></li>",
                escape(names[*t]),
                escape(pass),
                escape(what),
                escape(because)
            );
        }
        h.push_str("</ul></td></tr>\n");
    }
    let _ = write!(
        h,
        "</tbody></table>\n<script>{SCRIPT}</script>\n</body>\n</html>\n"
    );
    h
}

fn stages(h: &mut String, stages: &[(Stage, String)]) {
    let _ = writeln!(h, "<h2 id=\"stages\">Stages</h2>\n<div class=\"strip\">");
    for (i, (s, file)) in stages.iter().enumerate() {
        let total: usize = s.ops_by_dialect.iter().map(|(_, n)| n).sum();
        let _ = write!(
            h,
            "<a class=\"stage\" href=\"{}\"><span class=\"n\">{i:02}</span> <b>{}</b><br><span class=\"ops\">{total} ops",
            escape(file),
            escape(&s.step)
        );
        if i > 0 {
            let _ = write!(h, " · {:.1} ms", s.seconds * 1e3);
        }
        h.push_str("</span><table class=\"dialects\">");
        for (d, n) in &s.ops_by_dialect {
            let _ = write!(h, "<tr><td>{}</td><td>{n}</td></tr>", escape(d));
        }
        h.push_str("</table></a>\n");
    }
    h.push_str("</div>\n");
    // Each stage's IR on the page too, folded, when it is small enough to
    // read there (the files have them all).
    for (i, (s, file)) in stages.iter().enumerate() {
        if s.text.len() > STAGE_INLINE_BYTES {
            continue;
        }
        let _ = writeln!(
            h,
            "<details class=\"ir\"><summary>{i:02} {} (<a href=\"{}\">{}</a>)</summary><pre>{}</pre></details>",
            escape(&s.step),
            escape(file),
            escape(file),
            escape(&s.text)
        );
    }
}

/// A stage's IR larger than this is only linked.
const STAGE_INLINE_BYTES: usize = 256 << 10;

fn kernels(h: &mut String, pics: &Pictures) {
    let r = &pics.report;
    let _ = writeln!(
        h,
        "<h2 id=\"kernels\">Kernels</h2>\n<p>{} kernels on {}: {} accessed ({} as written, one kernel an op), {} stored with the layout's padding, {:.3} us estimated. <a href=\"report.json\">report.json</a>. Click a column to sort.</p>",
        r.kernels.len(),
        escape(&r.target),
        human_bytes(r.bytes_accessed),
        human_bytes(r.unfused_bytes_accessed),
        human_bytes(r.stored_bytes_accessed),
        r.time_estimate_us
    );
    h.push_str("<table class=\"sortable\" id=\"kernel-table\"><thead><tr>");
    for (c, numeric) in [
        ("#", true),
        ("kernel", false),
        ("kind", false),
        ("ops", true),
        ("bytes", true),
        ("stored bytes", true),
        ("flops", true),
        ("time (us)", true),
        ("memory (us)", true),
        ("compute (us)", true),
        ("cores", true),
        ("source", false),
    ] {
        let _ = write!(
            h,
            "<th data-type=\"{}\">{}</th>",
            if numeric { "num" } else { "text" },
            escape(c)
        );
    }
    h.push_str("</tr></thead><tbody>\n");
    for (i, k) in r.kernels.iter().enumerate().take(TABLE_ROWS) {
        let _ = writeln!(
            h,
            "<tr><td>{i}</td><td><details><summary>{}</summary><ul>{}</ul></details></td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{:.3}</td><td>{:.3}</td><td>{:.3}</td><td>{}</td><td>{}</td></tr>",
            escape(&k.name),
            k.decisions
                .iter()
                .map(|d| format!(
                    "<li>[{}] {}{}</li>",
                    escape(&d.pass),
                    escape(&d.what),
                    if d.because.is_empty() {
                        String::new()
                    } else {
                        format!(" <i>because {}</i>", escape(&d.because))
                    }
                ))
                .collect::<String>(),
            escape(&k.kind),
            k.ops.len(),
            k.bytes_accessed,
            k.stored_bytes_accessed,
            k.flops,
            k.time_estimate_us,
            k.memory_us,
            k.compute_us,
            k.cores,
            escape(&k.source.join(", "))
        );
    }
    h.push_str("</tbody></table>\n");
    if r.kernels.len() > TABLE_ROWS {
        let _ = writeln!(
            h,
            "<p class=\"none\">The first {TABLE_ROWS} of {} kernels; every one is in <a href=\"report.json\">report.json</a>.</p>",
            r.kernels.len()
        );
    }
}

/// Kernels listed in the page's table at most (a page a browser opens
/// at once; the report has them all).
const TABLE_ROWS: usize = 2000;

/// A picture larger than this is linked, not put in the page.
const INLINE_BYTES: usize = 4 << 20;

/// The picture `svg` in the page, or a link to `file` when it is too large
/// to put inline.
fn inline_or_link(svg: &str, file: &str) -> String {
    if svg.len() <= INLINE_BYTES {
        format!("<div class=\"picture\">{}</div>", strip_xml_decl(svg))
    } else {
        format!(
            "<p class=\"none\">{} is {:.0} MB: open <a href=\"{file}\">{file}</a> on its own.</p>",
            file,
            svg.len() as f64 / 1e6
        )
    }
}

fn pictures(h: &mut String, pics: &Pictures) {
    let _ = writeln!(
        h,
        "<h2 id=\"graph\">Fusion graph</h2>\n<p>One box a kernel, coloured by kind (output: a contraction with its epilogue; input: a reduction; loop: elementwise); an edge a tensor between kernels with its bytes, dashed green when it stays on chip. Hover for an op's shape and line. <a href=\"kernels.svg\">kernels.svg</a>{}</p>\n{}",
        if pics.collapsed {
            format!(
                " · <b>more than {} ops: each kernel is drawn as one box</b>",
                crate::pictures::COLLAPSE_ABOVE
            )
        } else {
            String::new()
        },
        inline_or_link(&pics.kernels, "kernels.svg")
    );
    let _ = writeln!(h, "<h2 id=\"layouts\">Layouts</h2>");
    match &pics.layouts {
        Some(svg) => {
            let _ = writeln!(
                h,
                "<p>Each tensor's stored shape over its logical one (last two dimensions): blue is data, red the layout's padding, white lines its sticks or tiles. <a href=\"layouts.svg\">layouts.svg</a></p>\n{}",
                inline_or_link(svg, "layouts.svg")
            );
        }
        None => h.push_str("<p class=\"none\">No layouts: run <code>--layout</code>.</p>\n"),
    }
    let _ = writeln!(h, "<h2 id=\"schedule\">Schedule</h2>");
    match &pics.schedule {
        Some((svg, _)) => {
            let _ = writeln!(
                h,
                "<p>The kernels in time, each as high as the cores it uses; below, each one's memory and compute time (the longer is its time). <a href=\"schedule.svg\">schedule.svg</a> · <a href=\"trace.json\">trace.json</a> (chrome://tracing or Perfetto)</p>\n{}",
                inline_or_link(svg, "schedule.svg")
            );
        }
        None => h.push_str("<p class=\"none\">No schedule: run <code>--schedule</code>.</p>\n"),
    }
}

/// An SVG document as it goes inline in HTML.
fn strip_xml_decl(svg: &str) -> &str {
    svg.strip_prefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        .unwrap_or(svg)
}

const STYLE: &str = "
body { font-family: sans-serif; margin: 1.5em; color: #222; }
h1 { font-size: 1.4em; } h2 { font-size: 1.15em; margin-top: 1.6em; border-bottom: 1px solid #ddd; }
nav a { margin-right: 1em; }
.meta code { background: #f4f4f4; padding: 0 .3em; }
.failure { background: #fde8e8; border: 1px solid #e0a0a0; padding: .5em 1em; }
.strip { display: flex; flex-wrap: wrap; gap: 6px; align-items: flex-start; }
.stage { display: block; border: 1px solid #bbb; border-radius: 6px; padding: 6px 8px; min-width: 120px;
  text-decoration: none; color: #222; background: #f7f9fc; font-size: 12px; }
.stage:hover { background: #e8f0fb; }
.stage .n { color: #888; } .stage .ops { color: #555; }
.dialects td { font-size: 11px; padding: 0 6px 0 0; color: #444; }
table.sortable { border-collapse: collapse; font-size: 12px; }
table.sortable th { background: #eef; cursor: pointer; padding: 3px 6px; text-align: left; }
table.sortable td { border-top: 1px solid #eee; padding: 2px 6px; vertical-align: top; }
table.sortable th.asc::after { content: ' \\25B2'; } table.sortable th.desc::after { content: ' \\25BC'; }
details ul { margin: 0; padding-left: 1.2em; font-size: 11px; }
.picture { overflow: auto; border: 1px solid #eee; max-height: 900px; }
.none { color: #777; }
details.ir summary { font-size: 12px; cursor: pointer; }
details.ir pre { font-size: 11px; background: #fafafa; border: 1px solid #eee; padding: 6px; overflow: auto; max-height: 500px; }
table.compare { border-collapse: collapse; font-size: 12px; }
table.compare th { background: #eef; padding: 3px 6px; text-align: left; }
table.compare td { border-top: 1px solid #ddd; padding: 3px 6px; vertical-align: top; }
table.compare tr.differ { background: #fff4d6; }
table.compare li.d { color: #8a3b00; }
table.compare ul { margin: 0; padding-left: 1.1em; }
figure img { max-width: 800px; border: 1px solid #eee; }
";

const SCRIPT: &str = "
document.querySelectorAll('table.sortable').forEach(function (table) {
  var heads = table.querySelectorAll('th');
  heads.forEach(function (th, col) {
    th.addEventListener('click', function () {
      var asc = !th.classList.contains('asc');
      heads.forEach(function (o) { o.classList.remove('asc', 'desc'); });
      th.classList.add(asc ? 'asc' : 'desc');
      var numeric = th.dataset.type === 'num';
      var body = table.tBodies[0];
      var rows = Array.prototype.slice.call(body.rows);
      rows.sort(function (a, b) {
        var x = a.cells[col].textContent, y = b.cells[col].textContent;
        var c = numeric ? parseFloat(x) - parseFloat(y) : x.localeCompare(y);
        return asc ? c : -c;
      });
      rows.forEach(function (r) { body.appendChild(r); });
    });
  });
});
";
