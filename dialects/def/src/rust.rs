//! Typed op wrappers generated from a definition, as Rust source: for
//! each op a `Copy` handle implementing `ir::TypedOp` (`NAME`, `cast`), with
//! named operand, result and attribute accessors and, for ops with fixed
//! operands and results and no regions, a builder. `tessera-dialects`
//! commits the output as `src/<d>/ops.rs` (`dialect-ops` writes it; a test
//! fails when it falls behind the definition), so no build script has to
//! compile this crate a second time.

use crate::ast::{Arity, AttrStorage, Dialect, OpDef};
use std::fmt::Write;

/// The wrappers of every op of `d`, as a Rust module body that expects
/// `ir::{Attribute, Context, Op, Type, TypedOp, Value}` in scope.
pub fn typed_ops(d: &Dialect) -> String {
    gen_dialect_ops(d)
}

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

fn doc(s: &Option<crate::ast::Text>) -> String {
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
    match doc(&op.summary) {
        d if d.is_empty() => writeln!(out, "/// `{full}`."),
        d => writeln!(out, "/// `{full}`: {d}"),
    }
    .ok();
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

fn gen_dialect_ops(d: &Dialect) -> String {
    let mut out = String::new();
    for op in &d.ops {
        gen_op(&d.name.name, op, &mut out);
    }
    out
}
