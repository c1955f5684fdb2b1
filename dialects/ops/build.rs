//! Generates typed op wrappers from the `.dialect` definitions: for each
//! op a `Copy` handle type with `cast`, named operand / result / attribute
//! accessors and, for ops with fixed operands and results, a builder. The
//! definitions are the same files the run-time engine registers.

use dialects::def::ast::{Arity, AttrStorage, Dialect, OpDef};
use std::fmt::Write;

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
        | "where" => out + "_",
        _ => out,
    }
}

fn doc(s: &Option<dialects::def::ast::Text>) -> String {
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
    let _ = writeln!(out, "impl {ty} {{");
    let _ = writeln!(
        out,
        "    /// The op's full name.\n    pub const NAME: &'static str = \"{full}\";"
    );
    let _ = writeln!(out, "    /// `op` as a `{full}`, if it is one.\n    pub fn cast(ctx: &Context, op: Op) -> Option<Self> {{\n        (ctx.op_name(op) == Self::NAME).then_some(Self(op))\n    }}");
    let _ = writeln!(
        out,
        "    /// The underlying op.\n    pub fn op(self) -> Op {{\n        self.0\n    }}"
    );
    let fixed = op.operands.iter().all(|o| o.arity == Arity::Single);
    if fixed {
        for (i, o) in op.operands.iter().enumerate() {
            let _ = writeln!(out, "    /// Operand `{}`.\n    pub fn {}(self, ctx: &Context) -> Value {{\n        ctx.op(self.0).operand({i})\n    }}", o.name.name, snake(&o.name.name));
        }
    } else {
        for (i, o) in op.operands.iter().enumerate() {
            let _ = writeln!(out, "    /// Operand group `{}`.\n    pub fn {}(self, ctx: &Context) -> Vec<Value> {{\n        operand_group(ctx, self.0, {i}, {})\n    }}", o.name.name, snake(&o.name.name), op.operands.len());
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
        let _ = writeln!(out, "    /// The `{}` {place}, if set.\n    pub fn {}(self, ctx: &Context) -> Option<Attribute> {{\n        inherent(ctx, self.0, \"{}\")\n    }}", a.name.name, snake(&a.name.name), a.name.name);
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

fn gen_dialect(d: &Dialect, out: &mut String) {
    let name = &d.name.name;
    let _ = writeln!(out, "/// Typed wrappers of the `{name}` dialect's ops.\npub mod {name} {{\n    #![allow(missing_docs)]\n    use super::*;\n");
    let mut body = String::new();
    for op in &d.ops {
        gen_op(name, op, &mut body);
    }
    for line in body.lines() {
        if line.is_empty() {
            out.push('\n');
        } else {
            let _ = writeln!(out, "    {line}");
        }
    }
    out.push_str("}\n\n");
}

fn main() {
    let mut out = String::new();
    for (file, src) in dialects::doc_sources() {
        println!(
            "cargo:rerun-if-changed=../{}",
            file.trim_end_matches(".dialect")
        );
        match dialects::def::load(file, src) {
            Ok(d) if d.name.name != "ring" => gen_dialect(&d, &mut out),
            Ok(_) => {}
            Err(e) => panic!("{}", e.render(src)),
        }
    }
    let dest =
        std::path::Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("ops.rs");
    std::fs::write(dest, out).expect("write generated wrappers");
}
