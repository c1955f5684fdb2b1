//! Random modules: nested regions, multi-block CFGs with successors, result
//! groups, properties, attribute dictionaries and locations, obeying SSA
//! dominance so mlir-opt's verifier accepts them.

use crate::attrs;
use crate::ctx::Gen;
use crate::locations::{loc_body, maybe_loc};
use crate::types;

/// An SSA value in scope: how to spell a use of it, and its type.
#[derive(Clone, Debug)]
struct Val {
    text: String,
    ty: String,
}

/// Op names in unregistered dialects. `test.` is avoided on purpose:
/// mlir-opt 22 registers the `test` dialect, whose ops have verifiers.
const OP_NAMES: &[&str] = &[
    "foo.op",
    "foo.bar",
    "a.b",
    "x.y",
    "foo.bar.baz",
    "my_dialect.thing",
    "d.op_1",
    "z.nop",
    "foo.compute",
    "bar.yield",
];

const BRANCH_NAMES: &[&str] = &["foo.br", "cfx.cond_br", "a.jump", "x.switch"];

struct Builder {
    g: Gen,
    /// Ops still to generate; regions stop descending when it runs out.
    budget: i64,
}

impl Builder {
    fn fresh_name(&mut self) -> String {
        let n = self.g.next_value;
        self.g.next_value += 1;
        match self.g.rng.below(6) {
            0 | 1 => format!("%{n}"),
            2 => format!("%v{n}"),
            3 => format!(
                "%{}{n}",
                self.g.rng.pick(&["x", "arg", "tmp_", "a.b", "$", "-", "r"])
            ),
            4 => format!("%value{n}"),
            _ => format!("%_{n}"),
        }
    }

    fn fresh_label(&mut self) -> String {
        let n = self.g.next_block;
        self.g.next_block += 1;
        match self.g.rng.below(4) {
            0 | 1 => format!("^bb{n}"),
            2 => format!(
                "^{}{n}",
                self.g.rng.pick(&["loop", "exit", "b", "x.y", "$"])
            ),
            _ => format!("^{n}"),
        }
    }

    fn indent(&self, level: usize) -> String {
        self.g.style.indent.repeat(level)
    }

    fn comment(&mut self, out: &mut String, level: usize) {
        if self.g.permille(self.g.style.comments) {
            let text = *self.g.rng.pick(&[
                "a comment",
                "\"quotes\" and {braces} in a comment",
                "// nested",
                "é unicode",
                "",
            ]);
            out.push_str(&format!("{}// {text}\n", self.indent(level)));
        }
        if self.g.permille(self.g.style.comments / 2) {
            out.push('\n');
        }
    }

    /// Picks up to `max` operands from the visible values.
    fn operands(&mut self, visible: &[Val], max: u64) -> Vec<Val> {
        if visible.is_empty() {
            return Vec::new();
        }
        let n = self.g.rng.range(0, max);
        (0..n)
            .map(|_| {
                // Prefer recent values (closer to realistic def-use chains).
                let len = visible.len();
                let i = if self.g.rng.chance(1, 2) {
                    len - 1 - self.g.rng.index(len.min(4))
                } else {
                    self.g.rng.index(len)
                };
                visible[i].clone()
            })
            .collect()
    }

    /// Generates one op; returns its text and the values it defines.
    fn op(
        &mut self,
        visible: &[Val],
        level: usize,
        depth: u32,
        successors: &[String],
    ) -> (String, Vec<Val>) {
        self.budget -= 1;
        let g = &mut self.g;
        let is_branch = !successors.is_empty();
        let name = if is_branch {
            *g.rng.pick(BRANCH_NAMES)
        } else {
            *g.rng.pick(OP_NAMES)
        };
        // Results: none, one, a group `%x:3`, or several groups.
        let groups: Vec<u64> = if is_branch {
            Vec::new()
        } else {
            match g.rng.weighted(&[3, 6, 2, 1]) {
                0 => vec![],
                1 => vec![1],
                2 => vec![g.rng.range(2, 4)],
                _ => vec![1, g.rng.range(2, 3)],
            }
        };
        let ops = self.operands(visible, 3);
        let mut text = String::new();
        let mut defined = Vec::new();
        let mut result_types = Vec::new();
        if !groups.is_empty() {
            let mut names = Vec::new();
            for &n in &groups {
                let base = self.fresh_name();
                let g = &mut self.g;
                for i in 0..n {
                    let ty = types::any(g, 2);
                    result_types.push(ty.clone());
                    let use_text = if n == 1 {
                        base.clone()
                    } else {
                        format!("{base}#{i}")
                    };
                    defined.push(Val { text: use_text, ty });
                }
                names.push(if n == 1 { base } else { format!("{base}:{n}") });
            }
            let g = &mut self.g;
            let joined = g.join(&names);
            text.push_str(&format!("{joined} = "));
        }
        let g = &mut self.g;
        text.push_str(&format!("\"{name}\"("));
        let op_names: Vec<String> = ops.iter().map(|v| v.text.clone()).collect();
        text.push_str(&g.join(&op_names));
        text.push(')');
        if is_branch {
            let s = g.join(successors);
            text.push_str(&format!("{}[{s}]", g.sp()));
        }
        if g.rng.chance(1, 5) {
            let d = attrs::dict(g, 2);
            let sp = if g.rng.chance(1, 2) { " " } else { "" };
            text.push_str(&format!("{sp}<{d}>"));
        }
        let nregions = if depth > 0 && self.budget > 0 && self.g.rng.chance(1, 4) {
            self.g.rng.weighted(&[0, 6, 2, 1]) as u64
        } else {
            0
        };
        if nregions > 0 {
            let mut rs = Vec::new();
            for _ in 0..nregions {
                rs.push(self.region(visible, level, depth - 1));
            }
            text.push_str(&format!(" ({})", rs.join(", ")));
        }
        let g = &mut self.g;
        if g.rng.chance(1, 2) {
            let d = attrs::dict(g, 2);
            text.push_str(&format!(" {d}"));
        }
        let arg_types: Vec<String> = ops.iter().map(|v| v.ty.clone()).collect();
        let ft = types::fn_type(g, &arg_types, &result_types);
        let (a, b) = (g.sp(), g.sp());
        text.push_str(&format!("{a}:{b} {ft}"));
        text.push_str(&maybe_loc(g, 500));
        if g.rng.chance(1, 20) {
            text.push_str(" // trailing comment");
        }
        (text, defined)
    }

    /// A block's argument list text `(%a: t loc(..), ...)` and values.
    fn block_args(&mut self, n: u64) -> (String, Vec<Val>) {
        let mut parts = Vec::new();
        let mut vals = Vec::new();
        for _ in 0..n {
            let name = self.fresh_name();
            let g = &mut self.g;
            let ty = types::any(g, 2);
            let loc = maybe_loc(g, 400);
            let sp = if g.rng.chance(1, 4) { " " } else { "" };
            parts.push(format!("{name}{sp}: {ty}{loc}"));
            vals.push(Val { text: name, ty });
        }
        (format!("({})", parts.join(", ")), vals)
    }

    /// The ops of one block. `succ` is the successor list for its last op
    /// (empty: no terminator with successors).
    #[allow(clippy::too_many_arguments)]
    fn block_ops(
        &mut self,
        out: &mut String,
        visible: &mut Vec<Val>,
        level: usize,
        depth: u32,
        nops: u64,
        succ: &[String],
    ) {
        for i in 0..nops {
            let last = i + 1 == nops;
            let s: &[String] = if last { succ } else { &[] };
            self.comment(out, level);
            let (text, defs) = self.op(visible, level, depth, s);
            out.push_str(&self.indent(level));
            out.push_str(&text);
            out.push('\n');
            visible.extend(defs);
        }
        if nops == 0 && !succ.is_empty() {
            let (text, _) = self.op(visible, level, depth, succ);
            out.push_str(&self.indent(level));
            out.push_str(&text);
            out.push('\n');
        }
    }

    fn ops_per_block(&mut self) -> u64 {
        if self.budget <= 0 {
            return self.g.rng.range(0, 1);
        }
        let hi = self.budget.clamp(1, 6) as u64;
        self.g.rng.range(0, hi)
    }

    /// A region `{...}` nested inside an op at `level`; `outer` values are
    /// visible (regions of unregistered ops are not isolated).
    fn region(&mut self, outer: &[Val], level: usize, depth: u32) -> String {
        let g = &mut self.g;
        if g.rng.chance(1, 8) {
            return "{\n}".to_string();
        }
        if g.rng.chance(1, 20) {
            // An isolated nested module: nothing from outside is visible.
            let mut out = String::from("{\n");
            let lvl = level + 1;
            out.push_str(&self.indent(lvl));
            out.push_str("\"builtin.module\"() ({\n");
            let mut vis = Vec::new();
            // At least one op: a module body without a block is invalid.
            let n = self.ops_per_block().max(1);
            self.block_ops(&mut out, &mut vis, lvl + 1, depth, n, &[]);
            out.push_str(&self.indent(lvl));
            let g = &mut self.g;
            let loc = maybe_loc(g, 300);
            out.push_str(&format!("}}) : () -> (){loc}\n"));
            out.push_str(&self.indent(level));
            out.push('}');
            return out;
        }
        let nblocks = if g.rng.chance(1, 4) {
            g.rng.range(2, 4)
        } else {
            1
        };
        let labels: Vec<String> = (0..nblocks).map(|_| self.fresh_label()).collect();
        let mut out = String::from("{\n");
        let mut entry_vals: Vec<Val> = Vec::new();
        for b in 0..nblocks as usize {
            let g = &mut self.g;
            let nargs = if g.rng.chance(1, 2) {
                g.rng.range(0, 3)
            } else {
                0
            };
            let (args_text, args) = self.block_args(nargs);
            let explicit = b > 0 || nargs > 0 || self.g.rng.chance(1, 6);
            if explicit {
                // Block labels are printed one level out from their ops.
                out.push_str(&self.indent(level));
                out.push_str(&labels[b]);
                if nargs > 0 || self.g.rng.chance(1, 3) {
                    out.push_str(&args_text);
                }
                out.push_str(":\n");
            }
            let mut vis: Vec<Val> = outer.to_vec();
            if b > 0 {
                // The entry block dominates every block (all are reachable
                // from it through the chain of successors).
                vis.extend(entry_vals.iter().cloned());
            }
            vis.extend(args);
            let before = vis.len();
            // Successors: the next block always (so every block is
            // reachable), plus random non-entry ones; the last block loops
            // back sometimes.
            let mut succ = Vec::new();
            if b + 1 < nblocks as usize {
                succ.push(labels[b + 1].clone());
                let g = &mut self.g;
                if g.rng.chance(1, 2) {
                    let k = g.rng.range(1, nblocks - 1) as usize;
                    succ.push(labels[k].clone());
                }
            } else if nblocks > 1 && self.g.rng.chance(1, 3) {
                let k = self.g.rng.range(1, nblocks - 1) as usize;
                succ.push(labels[k].clone());
            }
            let mut n = self.ops_per_block();
            if nblocks > 1 {
                // Blocks of multi-block regions may not be empty.
                n = n.max(1);
            }
            self.block_ops(&mut out, &mut vis, level + 1, depth, n, &succ);
            if b == 0 {
                entry_vals = vis[outer.len()..].to_vec();
                let _ = before;
            }
        }
        out.push_str(&self.indent(level));
        out.push('}');
        out
    }
}

/// Generates a random module for `seed` with roughly `size` ops.
pub fn random_module(seed: u64, size: u64) -> String {
    let mut b = Builder {
        g: Gen::new(seed),
        budget: size.max(1) as i64,
    };
    let explicit = b.g.rng.chance(1, 2);
    let level = usize::from(explicit);
    let mut body = String::new();
    let mut visible = Vec::new();
    // Top level: a single block without successors (builtin.module's body).
    while b.budget > 0 {
        let n = b.budget.min(4) as u64;
        b.block_ops(&mut body, &mut visible, level, 3, n, &[]);
    }
    let mut out = String::new();
    if b.g.rng.chance(1, 3) {
        out.push_str(&format!("// ir-gen random --seed {seed} --size {size}\n"));
    }
    let mut module = String::new();
    if explicit {
        let g = &mut b.g;
        let props = if g.rng.chance(1, 3) {
            format!(" <{{sym_name = \"m{}\"}}>", g.rng.below(100))
        } else {
            String::new()
        };
        module.push_str(&format!("\"builtin.module\"(){props} ({{\n"));
        module.push_str(&body);
        let attrs = if g.rng.chance(1, 3) {
            // Module attributes must be dialect-prefixed.
            let v = attrs::any(g, 1);
            format!(" {{foo.module_attr = {v}}}")
        } else {
            String::new()
        };
        let loc = if g.rng.chance(1, 2) {
            format!(" loc({})", loc_body(g, 1))
        } else {
            String::new()
        };
        module.push_str(&format!("}}){attrs} : () -> (){loc}\n"));
    } else {
        module = body;
    }
    for d in &b.g.alias_defs {
        out.push_str(d);
        out.push('\n');
    }
    if !b.g.alias_defs.is_empty() {
        out.push('\n');
    }
    out.push_str(&module);
    if !b.g.resources.is_empty() {
        out.push_str("\n{-#\n  dialect_resources: {\n    builtin: {\n");
        let items: Vec<String> =
            b.g.resources
                .iter()
                .map(|(n, h)| format!("      {n}: \"{h}\""))
                .collect();
        out.push_str(&items.join(",\n"));
        out.push_str("\n    }\n  }\n#-}\n");
    }
    out
}
