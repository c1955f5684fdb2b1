//! Typed op wrappers generated from a definition, as Rust source: for
//! each op a `Copy` handle implementing `ir::TypedOp` (`NAME`, `cast`), with
//! named operand, result and attribute accessors and, for ops without
//! successors, a builder (operand groups, result types, attributes; the
//! regions created empty). `tessera-dialects`
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
    if op.successors.is_empty() {
        gen_builder(&full, op, out);
    }
    out.push_str("}\n\n");
}

/// `build`: a detached op from its operand groups, result types and
/// attributes (properties where the definition keeps them), with its
/// regions created empty; segment sizes are filled in where more than one
/// group varies in length.
fn gen_builder(full: &str, op: &OpDef, out: &mut String) {
    let mut params = String::new();
    let mut body = String::from("        let mut vals_: Vec<Value> = Vec::new();\n");
    let var_operands = op
        .operands
        .iter()
        .filter(|o| o.arity != Arity::Single)
        .count();
    let mut op_sizes: Vec<String> = Vec::new();
    for o in &op.operands {
        let n = snake(&o.name.name);
        match o.arity {
            Arity::Single => {
                let _ = write!(params, ", {n}: Value");
                let _ = writeln!(body, "        vals_.push({n});");
                op_sizes.push("1".into());
            }
            Arity::Optional => {
                let _ = write!(params, ", {n}: Option<Value>");
                let _ = writeln!(body, "        vals_.extend({n});");
                op_sizes.push(format!("{n}.is_some() as i64"));
            }
            Arity::Variadic => {
                let _ = write!(params, ", {n}: &[Value]");
                let _ = writeln!(body, "        vals_.extend_from_slice({n});");
                op_sizes.push(format!("{n}.len() as i64"));
            }
        }
    }
    body.push_str("        let mut tys_: Vec<Type> = Vec::new();\n");
    let var_results = op
        .results
        .iter()
        .filter(|r| r.arity != Arity::Single)
        .count();
    let mut res_sizes: Vec<String> = Vec::new();
    for r in &op.results {
        let n = snake(&r.name.name);
        match r.arity {
            Arity::Single => {
                let _ = write!(params, ", {n}_ty: Type");
                let _ = writeln!(body, "        tys_.push({n}_ty);");
                res_sizes.push("1".into());
            }
            _ => {
                let _ = write!(params, ", {n}_tys: &[Type]");
                let _ = writeln!(body, "        tys_.extend_from_slice({n}_tys);");
                res_sizes.push(format!("{n}_tys.len() as i64"));
            }
        }
    }
    body.push_str("        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();\n        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();\n");
    for a in &op.attrs {
        let n = snake(&a.name.name);
        let into = match a.storage {
            AttrStorage::Property => "props_",
            _ => "attrs_",
        };
        if a.kind == crate::ast::AttrKind::Unit {
            // A unit attribute is a flag: present or not.
            let _ = write!(params, ", {n}: bool");
            let _ = writeln!(body, "        if {n} {{\n            let x_ = ctx.attr(ir::AttrKind::Unit);\n            {into}.push((ctx.ident(\"{}\"), x_));\n        }}", a.name.name);
        } else if a.optional || a.default.is_some() {
            let _ = write!(params, ", {n}: Option<Attribute>");
            let _ = writeln!(body, "        if let Some(x_) = {n} {{\n            {into}.push((ctx.ident(\"{}\"), x_));\n        }}", a.name.name);
        } else {
            let _ = write!(params, ", {n}: Attribute");
            let _ = writeln!(
                body,
                "        {into}.push((ctx.ident(\"{}\"), {n}));",
                a.name.name
            );
        }
    }
    for (count, sizes, name) in [
        (var_operands, &op_sizes, "operandSegmentSizes"),
        (var_results, &res_sizes, "resultSegmentSizes"),
    ] {
        if count > 1 {
            let _ = writeln!(body, "        let seg_ = ir::dense_array::from_i64s(ctx, 32, &[{}]);\n        props_.push((ctx.ident(\"{name}\"), seg_));", sizes.join(", "));
        }
    }
    let regions = op.regions.len();
    let _ = writeln!(out, "    /// A detached `{full}` with these operands, result types and attributes, its regions empty.\n    #[allow(clippy::too_many_arguments)]\n    pub fn build(ctx: &mut Context{params}, loc: Attribute) -> Self {{\n{body}        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, {regions}, loc))\n    }}");
}

fn gen_dialect_ops(d: &Dialect) -> String {
    let mut out = String::new();
    for op in &d.ops {
        gen_op(&d.name.name, op, &mut out);
    }
    out
}
