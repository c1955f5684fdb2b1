//! The pass reference, `docs/passes.md`, generated from the registry (a
//! test keeps the committed page current).

use ir::pass::{option_kind_name, PassRegistry};

/// The reference page in Markdown.
pub fn passes_page(r: &PassRegistry) -> String {
    let mut s = String::from(
        "<!-- Generated from the pass registry (transforms/src/lib.rs); regenerate with\n     `cargo run -p tessera-transforms --bin pass-doc`. -->\n# Passes\n\n\
Every pass is a flag of `ir-opt` (`--cse`, `--canonicalize=\"max-iterations=3\"`), run in\n\
command-line order on the top-level op, or an element of a textual pipeline\n\
(`--pass-pipeline='builtin.module(func.func(cse),symbol-dce)'`). Each gives mlir-opt 22's\n\
output for the same input and flags.\n",
    );
    for p in r.all() {
        s.push_str(&format!(
            "\n## `{}` ({})\n\n{}.\n",
            p.argument, p.name, p.summary
        ));
        if !p.doc.is_empty() {
            s.push_str(&format!("\n{}\n", p.doc.trim()));
        }
        if !p.options.is_empty() {
            s.push_str("\n| Option | Values | Default | Meaning |\n|---|---|---|---|\n");
            for o in p.options {
                s.push_str(&format!(
                    "| `{}` | {} | `{}` | {} |\n",
                    o.name,
                    option_kind_name(o.kind),
                    o.default,
                    o.help
                ));
            }
        }
    }
    s
}
