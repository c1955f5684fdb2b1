//! Generates each compiled-in dialect's typed op wrappers from its
//! `.dialect` files (`src/<d>/<d>.dialect`, and torch's hand-written
//! `torch.dialect`; aten's 777 generated ops have none): for each op a
//! `Copy` handle implementing `ir::TypedOp`, with named operand, result and
//! attribute accessors and, for ops with fixed operands and results and no
//! regions, a builder. `src/<d>/ops.rs` includes `$OUT_DIR/<d>_ops.rs`.

use dialect_def::ast::{Arity, AttrStorage, Dialect, OpDef};
use std::fmt::Write;
use std::path::Path;

/// The definitions that get wrappers: (dialect folder, file).
const SOURCES: &[(&str, &str)] = &[
    ("arith", "arith.dialect"),
    ("cf", "cf.dialect"),
    ("func", "func.dialect"),
    ("linalg", "linalg.dialect"),
    ("math", "math.dialect"),
    ("memref", "memref.dialect"),
    ("scf", "scf.dialect"),
    ("tensor", "tensor.dialect"),
    ("torch", "torch.dialect"),
];

fn camel(s: &str) -> String {
    s.split(['_', '.'])
        .filter(|p| !p.is_empty())
        .map(|p| {
            let mut c = p.chars();
            match c.next() {
                Some(f) => f.to_ascii_uppercase().to_string() + c.as_str(),
                None => String::new(),
            }
        })
        .collect()
}

fn snake(s: &str) -> String {
    let mut out = String::new();
    for (i, ch) in s.chars().enumerate() {
        if ch.is_ascii_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.push(ch.to_ascii_lowercase());
        } else {
            out.push(ch);
        }
    }
    // Accessor names must not collide with Rust keywords or our methods.
    match out.as_str() {
        "type" | "in" | "ref" | "loop" | "move" | "match" | "op" | "cast" | "build" | "static"
        | "where" | "self" | "fn" | "let" | "mod" | "use" | "impl" | "for" | "if" | "else"
        | "while" | "return" | "true" | "false" => out + "_",
        _ => out,
    }
}

fn doc(s: &Option<dialect_def::ast::Text>) -> String {
    s.as_ref()
        .map(|t| {
            t.value
                .lines()
                .next()
                .unwrap_or("")
                .trim()
                .replace('`', "'")
        })
        .unwrap_or_default()
}

fn gen_op(dialect: &str, op: &OpDef, out: &mut String) {
    let full = format!("{dialect}.{}", op.name.name);
    let ty = format!("{}Op", camel(&op.name.name));
    let _ = writeln!(out, "/// `{full}`: {}", doc(&op.summary));
    let _ = writeln!(
        out,
        "#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]\npub struct {ty}(pub Op);\n"
    );
    let _ = writeln!(out, "impl TypedOp for {ty} {{\n    const NAME: &'static str = \"{full}\";\n    fn op(self) -> Op {{\n        self.0\n    }}\n    fn cast(ctx: &Context, op: Op) -> Option<Self> {{\n        (ctx.op_name(op) == Self::NAME).then_some(Self(op))\n    }}\n}}\n");
    let _ = writeln!(out, "impl {ty} {{");
    let fixed = op.operands.iter().all(|o| o.arity == Arity::Single);
    let variable: Vec<String> = op
        .operands
        .iter()
        .map(|o| (o.arity != Arity::Single).to_string())
        .collect();
    for (i, o) in op.operands.iter().enumerate() {
        if fixed {
            let _ = writeln!(out, "    /// Operand `{}`.\n    pub fn {}(self, ctx: &Context) -> Value {{\n        ctx.op(self.0).operand({i})\n    }}", o.name.name, snake(&o.name.name));
        } else {
            let _ = writeln!(out, "    /// Operand group `{}`.\n    pub fn {}(self, ctx: &Context) -> Vec<Value> {{\n        let d = ctx.op(self.0);\n        let groups = ir::segments::ranges(ctx, self.0, \"operandSegmentSizes\", &[{}], d.num_operands());\n        groups[{i}].clone().map(|k| d.operand(k)).collect()\n    }}", o.name.name, snake(&o.name.name), variable.join(", "));
        }
    }
    let fixed_results = op.results.iter().all(|r| r.arity == Arity::Single);
    if fixed_results {
        for (i, r) in op.results.iter().enumerate() {
            let _ = writeln!(out, "    /// Result `{}`.\n    pub fn {}(self, ctx: &Context) -> Value {{\n        ctx.result(self.0, {i})\n    }}", r.name.name, snake(&r.name.name));
        }
    }
    for a in &op.attrs {
        let place = match a.storage {
            AttrStorage::Property => "property",
            _ => "attribute",
        };
        let _ = writeln!(out, "    /// The `{}` {place}, if set.\n    pub fn {}(self, ctx: &Context) -> Option<Attribute> {{\n        ctx.inherent_attr(self.0, \"{}\")\n    }}", a.name.name, snake(&a.name.name), a.name.name);
    }
    if fixed && fixed_results && op.regions.is_empty() && op.successors.is_empty() {
        let args: String = op
            .operands
            .iter()
            .map(|o| format!(", {}: Value", snake(&o.name.name)))
            .collect();
        let tys: String = op
            .results
            .iter()
            .map(|r| format!(", {}_ty: Type", snake(&r.name.name)))
            .collect();
        let ops: Vec<String> = op.operands.iter().map(|o| snake(&o.name.name)).collect();
        let rts: Vec<String> = op
            .results
            .iter()
            .map(|r| format!("{}_ty", snake(&r.name.name)))
            .collect();
        let _ = writeln!(out, "    /// A detached `{full}` with these operands and result types and no attributes.\n    #[allow(clippy::too_many_arguments)]\n    pub fn build(ctx: &mut Context{args}{tys}, loc: Attribute) -> Self {{\n        let name = ctx.ident(Self::NAME);\n        let attrs = ctx.empty_dict();\n        Self(ctx.create_op(name, &[{}], &[{}], attrs, None, &[], 0, loc))\n    }}", ops.join(", "), rts.join(", "));
    }
    out.push_str("}\n\n");
}

fn gen_dialect(d: &Dialect) -> String {
    let mut out =
        String::from("// Generated by dialects/build.rs from the dialect's definition.\n\n");
    for op in &d.ops {
        gen_op(&d.name.name, op, &mut out);
    }
    out
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out_dir = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    for (folder, file) in SOURCES {
        let path = root.join("src").join(folder).join(file);
        println!("cargo:rerun-if-changed={}", path.display());
        let src =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let d = match dialect_def::load(file, &src) {
            Ok(d) => d,
            Err(e) => panic!("{}", e.render(&src)),
        };
        let dest = Path::new(&out_dir).join(format!("{folder}_ops.rs"));
        std::fs::write(dest, gen_dialect(&d)).expect("write generated wrappers");
    }
    println!("cargo:rerun-if-changed=build.rs");
}
