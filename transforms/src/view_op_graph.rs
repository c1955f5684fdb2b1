//! `view-op-graph`: the op graph as Graphviz DOT on stderr, the IR passed
//! through unchanged (mlir-opt's `--view-op-graph`). An op is a node
//! (its name, attributes and result types), an op with regions a cluster
//! holding a node for itself, its blocks' arguments and its nested ops;
//! an edge goes from the op (or block argument) defining a value to each
//! op using it. Knows no dialect: every op is drawn the same way.

use ir::pass::{OptionKind, Pass, PassInfo, PassOption, PassOptions};
use ir::{Context, Diagnostic, Op, Value};
use std::collections::HashMap;
use std::fmt::Write as _;

/// The registry entry.
pub static INFO: PassInfo = PassInfo {
    argument: "view-op-graph",
    name: "ViewOpGraph",
    summary: "Print Graphviz visualization of an operation",
    doc: "Writes the op graph to stderr as Graphviz DOT (`dot -Tsvg`) and leaves the IR as it is: a node \
an op, labelled with its name, its attributes and its result types; a cluster an op with regions, holding \
the op's own node, its blocks' arguments and the ops nested in it; an edge from each value's definition \
to each of its users. Labels longer than `max-label-len` characters a line are cut.",
    options: &[
        PassOption {
            name: "max-label-len",
            kind: OptionKind::UInt,
            default: "20",
            help: "Limit attribute/type length to number of chars",
        },
        PassOption {
            name: "print-attrs",
            kind: OptionKind::Bool,
            default: "true",
            help: "Print attributes of operations",
        },
        PassOption {
            name: "print-data-flow-edges",
            kind: OptionKind::Bool,
            default: "true",
            help: "Print data flow edges",
        },
        PassOption {
            name: "print-result-types",
            kind: OptionKind::Bool,
            default: "true",
            help: "Print result types of operations",
        },
    ],
    create: |o: &PassOptions| {
        Box::new(ViewOpGraph {
            max_label: o.int("max-label-len").max(4) as usize,
            attrs: o.bool("print-attrs"),
            edges: o.bool("print-data-flow-edges"),
            types: o.bool("print-result-types"),
        })
    },
};

struct ViewOpGraph {
    max_label: usize,
    attrs: bool,
    edges: bool,
    types: bool,
}

impl Pass for ViewOpGraph {
    fn run(&mut self, ctx: &mut Context, top: Op) -> Result<(), Diagnostic> {
        eprint!("{}", self.dot(ctx, top));
        Ok(())
    }
}

/// The graph being written: node names of values' definitions.
struct Writer<'a> {
    ctx: &'a Context,
    out: String,
    nodes: usize,
    clusters: usize,
    /// The node that defines each value.
    defs: HashMap<Value, String>,
    /// Each op's node.
    op_nodes: HashMap<Op, String>,
}

impl ViewOpGraph {
    /// The DOT text of `top` and everything nested in it.
    pub fn dot(&self, ctx: &Context, top: Op) -> String {
        let mut w = Writer {
            ctx,
            out: String::from("digraph G {\n  compound = true;\n  node [fontname = \"monospace\", fontsize = 10];\n"),
            nodes: 0,
            clusters: 0,
            defs: HashMap::new(),
            op_nodes: HashMap::new(),
        };
        self.op(&mut w, top, 1);
        if self.edges {
            self.edge_lines(&mut w, top);
        }
        w.out.push_str("}\n");
        w.out
    }

    fn op(&self, w: &mut Writer, op: Op, depth: usize) {
        let ctx = w.ctx;
        let pad = "  ".repeat(depth);
        let label = self.label(ctx, op);
        let has_regions = !ctx.op(op).regions.is_empty();
        if has_regions {
            w.clusters += 1;
            let _ = writeln!(w.out, "{pad}subgraph cluster_{} {{", w.clusters);
            let _ = writeln!(w.out, "{pad}  label = \"{}\";", esc(ctx.op_name(op)));
            let _ = writeln!(w.out, "{pad}  style = rounded; color = \"#888888\";");
        }
        let inner = if has_regions {
            format!("{pad}  ")
        } else {
            pad.clone()
        };
        let node = self.node(w, &inner, &label, "box");
        for v in ctx.op(op).results().iter() {
            w.defs.insert(v, node.clone());
        }
        w.op_nodes.insert(op, node);
        for &r in &ctx.op(op).regions {
            for &b in &ctx.region(r).blocks {
                for &a in &ctx.block(b).args {
                    let t = ir::text::type_to_string(ctx, ctx.value_type(a));
                    let n = self.node(w, &inner, &format!("arg : {}", self.cut(&t)), "ellipse");
                    w.defs.insert(a, n);
                }
                for o in ctx.block_ops(b) {
                    self.op(w, o, depth + 1);
                }
            }
        }
        if has_regions {
            let _ = writeln!(w.out, "{pad}}}");
        }
    }

    fn node(&self, w: &mut Writer, pad: &str, label: &str, shape: &str) -> String {
        w.nodes += 1;
        let name = format!("v{}", w.nodes);
        let _ = writeln!(
            w.out,
            "{pad}{name} [label = \"{}\", shape = {shape}];",
            esc(label)
        );
        name
    }

    /// An op's label: its name, then its attributes and result types a
    /// line each.
    fn label(&self, ctx: &Context, op: Op) -> String {
        let mut lines = vec![ctx.op_name(op).to_string()];
        if self.attrs {
            // Properties (inherent attributes) first, then the discardable ones.
            let d = ctx.op(op);
            for dict in d.props.into_iter().chain([d.attrs]) {
                for (k, a) in ctx.dict_entries(dict) {
                    let v = ir::text::attr_to_string(ctx, *a);
                    lines.push(format!("{}: {}", ctx.str(*k), self.cut(&v)));
                }
            }
        }
        if self.types {
            let types: Vec<String> = ctx
                .op(op)
                .results()
                .iter()
                .map(|v| self.cut(&ir::text::type_to_string(ctx, ctx.value_type(v))))
                .collect();
            if !types.is_empty() {
                lines.push(types.join(", "));
            }
        }
        lines.join("\n")
    }

    fn cut(&self, s: &str) -> String {
        if s.chars().count() <= self.max_label {
            s.to_string()
        } else {
            s.chars().take(self.max_label).collect::<String>() + "..."
        }
    }

    fn edge_lines(&self, w: &mut Writer, top: Op) {
        let ctx = w.ctx;
        // In program order (a stack of the ops still to visit, the next
        // one last).
        let mut work = vec![top];
        let mut lines = String::new();
        while let Some(op) = work.pop() {
            if let Some(to) = w.op_nodes.get(&op) {
                // A value defined outside what is drawn has no node.
                for v in ctx.op(op).operands() {
                    if let Some(from) = w.defs.get(&v) {
                        let _ = writeln!(lines, "  {from} -> {to};");
                    }
                }
            }
            let mut nested: Vec<Op> = Vec::new();
            for &r in &ctx.op(op).regions {
                for &b in &ctx.region(r).blocks {
                    nested.extend(ctx.block_ops(b));
                }
            }
            work.extend(nested.into_iter().rev());
        }
        w.out.push_str(&lines);
    }
}

/// `s` inside a DOT double-quoted string: quotes and backslashes escaped,
/// line breaks as `\n`.
fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => {}
            c => out.push(c),
        }
    }
    out
}
