//! `symbol-dce`: erases symbols nothing can reach, as MLIR's SymbolDCE
//! does. A symbol is live if it is visible from outside (public, in a
//! symbol table that is itself visible) or referenced from a live op;
//! non-symbol ops are always live. Nested symbol tables are handled
//! recursively; references resolve from the table holding the user.

use ir::pass::{Pass, PassInfo, PassOptions};
use ir::verify::op_error;
use ir::{AttrKind, Attribute, Context, Diagnostic, Ident, Op};
use rustc_hash::FxHashSet;

/// The registry entry.
pub static INFO: PassInfo = PassInfo {
    argument: "symbol-dce",
    name: "SymbolDCE",
    summary: "Eliminate dead symbols",
    doc: "Runs on an op with a symbol table. A symbol is live if it is visible from outside (public, in \
a table that is itself visible: the top-level module, or a public nested one) or referenced by a \
symbol reference in a live op; ops that are not symbols are always live. Dead symbols are erased, \
inner tables first. Running on an op without a symbol table is a pass failure.",
    options: &[],
    create: |_: &PassOptions| Box::new(SymbolDce),
};

struct SymbolDce;

impl Pass for SymbolDce {
    fn run(&mut self, ctx: &mut Context, op: Op) -> Result<(), Diagnostic> {
        if !is_symbol_table(ctx, op) {
            return Err(op_error(
                ctx,
                op,
                " was scheduled to run under SymbolDCE, but does not define a symbol table",
            ));
        }
        let has_parent = ctx.op(op).parent.is_some();
        let hidden = has_parent && is_symbol(ctx, op) && !is_public(ctx, op);
        let mut live = FxHashSet::default();
        liveness(ctx, op, hidden, &mut live);
        // Post-order over symbol tables: inner tables first.
        let mut tables = Vec::new();
        let mut stack = vec![op];
        while let Some(o) = stack.pop() {
            if is_symbol_table(ctx, o) {
                tables.push(o);
            }
            for &r in &ctx.op(o).regions {
                for &b in &ctx.region(r).blocks {
                    stack.extend(ctx.block_ops(b));
                }
            }
        }
        for t in tables.into_iter().rev() {
            let Some(&r) = ctx.op(t).regions.first() else {
                continue;
            };
            let blocks = ctx.region(r).blocks.clone();
            for b in blocks {
                let ops: Vec<Op> = ctx.block_ops(b).collect();
                for o in ops {
                    let terminator = ctx.op_info(o).is_some_and(|i| i.traits.terminator)
                        && ctx.block(b).last == Some(o);
                    if !terminator && is_symbol(ctx, o) && !live.contains(&o) {
                        ctx.erase_op(o);
                    }
                }
            }
        }
        Ok(())
    }
}

fn is_symbol_table(ctx: &Context, op: Op) -> bool {
    ctx.op_info(op).is_some_and(|i| i.traits.symbol_table)
}

/// A symbol op: one with the Symbol trait (a `builtin.module` only when named).
fn is_symbol(ctx: &Context, op: Op) -> bool {
    ctx.op_info(op).is_some_and(|i| i.traits.symbol) && sym_name(ctx, op).is_some()
}

fn string_of(ctx: &Context, a: Attribute) -> Option<&[u8]> {
    match ctx.attr_kind(a) {
        AttrKind::String { value, .. } => Some(value),
        _ => None,
    }
}

fn sym_name(ctx: &Context, op: Op) -> Option<&[u8]> {
    string_of(ctx, ctx.inherent_attr(op, "sym_name")?)
}

fn is_public(ctx: &Context, op: Op) -> bool {
    ctx.inherent_attr(op, "sym_visibility")
        .and_then(|a| string_of(ctx, a))
        .is_none_or(|v| v == b"public")
}

/// The symbol named `name` directly in symbol table `table`.
fn lookup(ctx: &Context, table: Op, name: &[u8]) -> Option<Op> {
    let &r = ctx.op(table).regions.first()?;
    ctx.region(r)
        .blocks
        .iter()
        .flat_map(|&b| ctx.block_ops(b))
        .find(|&o| is_symbol(ctx, o) && sym_name(ctx, o) == Some(name))
}

/// Marks live symbols of `table` (MLIR's `computeLiveness`).
fn liveness(ctx: &Context, table: Op, hidden: bool, live: &mut FxHashSet<Op>) {
    let mut work = Vec::new();
    for &r in &ctx.op(table).regions {
        for &b in &ctx.region(r).blocks {
            for o in ctx.block_ops(b) {
                if !is_symbol(ctx, o) {
                    work.push(o);
                    continue;
                }
                let discardable = hidden || !is_public(ctx, o);
                if !discardable && live.insert(o) {
                    work.push(o);
                }
            }
        }
    }
    while let Some(o) = work.pop() {
        if is_symbol_table(ctx, o) {
            let inner_hidden = hidden || !is_symbol(ctx, o) || !is_public(ctx, o);
            liveness(ctx, o, inner_hidden, live);
        }
        let Some(scope) = ctx.op(o).parent.and_then(|b| ctx.block_parent_op(b)) else {
            continue;
        };
        for (root, nested) in symbol_uses(ctx, o) {
            // Every symbol along a nested reference is live.
            let Some(mut s) = lookup(ctx, scope, ctx.str(root).as_bytes()) else {
                continue;
            };
            let mut path = vec![s];
            let mut ok = true;
            for n in nested {
                match lookup(ctx, s, ctx.str(n).as_bytes()) {
                    Some(x) => {
                        s = x;
                        path.push(x);
                    }
                    None => {
                        ok = false;
                        break;
                    }
                }
            }
            if !ok {
                continue;
            }
            for p in path {
                if live.insert(p) {
                    work.push(p);
                }
            }
        }
    }
}

/// The symbol references in `op`'s attributes and in the ops nested in it,
/// not looking inside nested symbol tables.
fn symbol_uses(ctx: &Context, op: Op) -> Vec<(Ident, Vec<Ident>)> {
    let mut out = Vec::new();
    let mut ops = vec![op];
    while let Some(o) = ops.pop() {
        let d = ctx.op(o);
        let mut attrs = vec![d.attrs];
        attrs.extend(d.props);
        while let Some(a) = attrs.pop() {
            match ctx.attr_kind(a) {
                AttrKind::SymbolRef { root, nested } => out.push((*root, nested.to_vec())),
                AttrKind::Array(items) => attrs.extend(items.iter().copied()),
                AttrKind::Dictionary(entries) => attrs.extend(entries.iter().map(|(_, v)| *v)),
                _ => {}
            }
        }
        if is_symbol_table(ctx, o) {
            continue;
        }
        for &r in &d.regions {
            for &b in &ctx.region(r).blocks {
                ops.extend(ctx.block_ops(b));
            }
        }
    }
    out
}
