//! The structural verifier, run after parsing as mlir-opt does:
//! successors only on block terminators and within their region, entry
//! blocks without predecessors, terminators where a registered op
//! requires them, SSA dominance in regions with dominance, unique symbols
//! in symbol tables, then each registered op's own verifier.

use crate::attributes::AttrKind;
use crate::block::{Block, Region};
use crate::context::Context;
use crate::diag::{DiagLoc, Diagnostic};
use crate::operation::Op;
use crate::value::ValueDef;
use petgraph::algo::dominators;
use petgraph::graph::{DiGraph, NodeIndex};
use rustc_hash::FxHashMap;

/// MLIR's `emitOpError`: `'name' op msg` at `op`.
pub fn op_error(ctx: &Context, op: Op, msg: impl AsRef<str>) -> Diagnostic {
    at_op(
        ctx,
        op,
        &format!("'{}' op {}", ctx.op_name(op), msg.as_ref()),
    )
}

/// An error emitted on `op` (at its location) with a message as is.
pub fn at_op(ctx: &Context, op: Op, msg: &str) -> Diagnostic {
    Diagnostic::error(DiagLoc::Attr(ctx.op(op).loc), msg).with_op(op)
}

/// The diagnostic of a verifier's error on `op`, in MLIR's shape.
pub fn verify_error_diagnostic(
    ctx: &Context,
    op: Op,
    e: crate::registry::VerifyError,
) -> Diagnostic {
    use crate::registry::VerifyErrorKind;
    let mut d = match e.kind {
        VerifyErrorKind::Plain => at_op(ctx, op, &e.message),
        VerifyErrorKind::Op => op_error(ctx, op, &e.message),
        // Attribute constraint failures surface while MLIR builds the
        // op's properties, before there is an op to show.
        VerifyErrorKind::Properties => Diagnostic {
            op: None,
            ..op_error(ctx, op, &e.message)
        },
        VerifyErrorKind::Inferred => {
            let mut d = Diagnostic {
                op: None,
                ..at_op(ctx, op, &e.message)
            };
            d.then
                .push(op_error(ctx, op, "failed to infer returned types"));
            d
        }
    };
    for (loc, note) in e.notes {
        d = d.with_note(DiagLoc::Attr(loc.unwrap_or(ctx.op(op).loc)), note);
    }
    d
}

/// The symbols of every symbol table, indexed during verification so that
/// symbol users (calls, constants) resolve in O(1) rather than by a scan
/// (MLIR's `SymbolTableCollection`).
#[derive(Default)]
pub struct SymbolTables {
    tables: FxHashMap<Op, FxHashMap<Vec<u8>, Op>>,
}

impl SymbolTables {
    /// The op named `name` in the nearest symbol table enclosing `from`.
    /// Whether the nearest symbol table around `op` was indexed (or
    /// there is none).
    fn covers(&self, ctx: &Context, op: Op) -> bool {
        let mut cur = op;
        while let Some(parent) = ctx.op(cur).parent.and_then(|b| ctx.block_parent_op(b)) {
            if ctx.op_info(parent).is_some_and(|i| i.traits.symbol_table) {
                return self.tables.contains_key(&parent);
            }
            cur = parent;
        }
        // No table at all: nothing can resolve it; let the user say so.
        true
    }

    pub fn lookup(&self, ctx: &Context, from: Op, name: &[u8]) -> Option<Op> {
        let mut cur = from;
        loop {
            let parent = ctx.op(cur).parent.and_then(|b| ctx.block_parent_op(b))?;
            if let Some(t) = self.tables.get(&parent) {
                return t.get(name).copied();
            }
            cur = parent;
        }
    }
}

/// Verifies `top` and everything nested in it; the first error.
pub fn verify(ctx: &Context, top: Op) -> Result<(), Diagnostic> {
    verify_all(ctx, top).map_err(|mut ds| ds.swap_remove(0))
}

/// Verifies `top` and everything nested in it, reporting what mlir-opt's
/// verifier reports, in its order:
///
/// 1. each op's own checks, in pre-order, except inside ops isolated from
///    above (functions): the first failure is the only error;
/// 2. then every isolated op, in parallel (nothing inside one can refer
///    to a value outside it), each the same way: the first error of each
///    that fails, in op order, so the output does not depend on
///    scheduling;
/// 3. then SSA dominance outside them, then symbol uses.
pub fn verify_all(ctx: &Context, top: Op) -> Result<(), Vec<Diagnostic>> {
    verify_all_nested(ctx, top).map_err(crate::diag::flatten)
}

fn verify_all_nested(ctx: &Context, top: Op) -> Result<(), Vec<Diagnostic>> {
    use rayon::prelude::*;
    let mut main = Walk::new(ctx);
    let mut islands = Vec::new();
    let ops = main
        .ops_in(vec![top], Some((top, &mut islands)))
        .map_err(|d| vec![d])?;
    let done: Vec<Result<Walk<'_>, Diagnostic>> = islands
        .par_iter()
        .map_init(
            || Dominance::new(ctx),
            |dom, &island| {
                let mut w =
                    Walk::with_dominance(ctx, std::mem::replace(dom, Dominance::empty(ctx)));
                let mut roots = Vec::new();
                for &r in ctx.op(island).regions.iter().rev() {
                    for &b in ctx.region(r).blocks.iter().rev() {
                        w.dominance.number_block(b);
                        roots.extend(ctx.block_ops(b).collect::<Vec<_>>().into_iter().rev());
                    }
                }
                let r = w
                    .ops_in(roots, None)
                    .and_then(|ops| ops.iter().try_for_each(|&op| w.dominance.check(op)));
                *dom = std::mem::replace(&mut w.dominance, Dominance::empty(ctx));
                r.map(|_| w)
            },
        )
        .collect();
    let mut walks = Vec::with_capacity(done.len());
    let mut errors = Vec::new();
    for d in done {
        match d {
            Ok(w) => walks.push(w),
            Err(e) => errors.push(e),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    for &op in &ops {
        main.dominance.check(op).map_err(|d| vec![d])?;
    }
    for w in walks {
        main.tables.tables.extend(w.tables.tables);
        main.users.extend(w.users);
    }
    // Symbol uses are checked once every table is known, by the symbol
    // table that holds them (as MLIR's SymbolTable trait does): users
    // whose table lies outside `top` are not checked from here.
    for &(op, f) in &main.users {
        if !main.tables.covers(ctx, op) {
            continue;
        }
        f(ctx, op, &main.tables).map_err(|e| vec![verify_error_diagnostic(ctx, op, e)])?;
    }
    Ok(())
}

/// One verification walk: its symbol tables, symbol users and dominance.
struct Walk<'c> {
    ctx: &'c Context,
    tables: SymbolTables,
    users: Vec<(Op, crate::registry::SymbolUseFn)>,
    dominance: Dominance<'c>,
}

impl<'c> Walk<'c> {
    fn new(ctx: &'c Context) -> Walk<'c> {
        Walk::with_dominance(ctx, Dominance::new(ctx))
    }

    fn with_dominance(ctx: &'c Context, dominance: Dominance<'c>) -> Walk<'c> {
        Walk {
            ctx,
            tables: SymbolTables::default(),
            users: Vec::new(),
            dominance,
        }
    }

    /// Runs each op's own checks on the ops on `stack` and everything
    /// nested in them, in pre-order; returns the ops checked, in that
    /// order, for the dominance checks that follow. With `split = (top,
    /// islands)`, ops isolated from above other than `top` are not
    /// entered but recorded in `islands`.
    fn ops_in(
        &mut self,
        mut stack: Vec<Op>,
        mut split: Option<(Op, &mut Vec<Op>)>,
    ) -> Result<Vec<Op>, Diagnostic> {
        let ctx = self.ctx;
        let mut seen = Vec::new();
        // Explicit stack: deep nesting must not overflow the call stack.
        while let Some(op) = stack.pop() {
            verify_op(ctx, op, &mut self.tables)?;
            seen.push(op);
            if let Some(f) = ctx.op_info(op).and_then(|i| i.verify_symbol_uses) {
                self.users.push((op, f));
            }
            if let Some((top, islands)) = split.as_mut() {
                let isolated = ctx
                    .op_info(op)
                    .is_some_and(|i| i.traits.isolated_from_above);
                if op != *top && isolated && !ctx.op(op).regions.is_empty() {
                    islands.push(op);
                    continue;
                }
            }
            for &r in ctx.op(op).regions.iter().rev() {
                for &b in ctx.region(r).blocks.iter().rev() {
                    self.dominance.number_block(b);
                    // Last op first, so the block's first op is popped first.
                    let mut o = ctx.block(b).last;
                    while let Some(x) = o {
                        stack.push(x);
                        o = ctx.op(x).prev;
                    }
                }
            }
        }
        Ok(seen)
    }
}

fn verify_op(ctx: &Context, op: Op, tables: &mut SymbolTables) -> Result<(), Diagnostic> {
    let d = ctx.op(op);
    if !d.successors.is_empty() {
        if let Some(b) = d.parent {
            if ctx.block(b).last != Some(op) {
                return Err(at_op(
                    ctx,
                    op,
                    "operation with block successors must terminate its parent block",
                ));
            }
            let region = ctx.block(b).parent;
            for &s in &d.successors {
                if ctx.block(s).parent != region {
                    return Err(op_error(
                        ctx,
                        op,
                        "reference to block defined in another region",
                    ));
                }
            }
        }
    }
    let info = ctx.op_info(op);
    for (i, &r) in d.regions.iter().enumerate() {
        let blocks = &ctx.region(r).blocks;
        if let Some(&entry) = blocks.first() {
            if has_predecessors(ctx, r, entry) {
                let msg = "entry block of region may not have predecessors";
                return Err(Diagnostic::error(DiagLoc::Attr(d.loc), msg));
            }
        }
        // A block may lack a terminator only as the single block of an
        // op that allows it (unregistered ops might); empty blocks of
        // multi-block regions are always errors.
        let may_skip = blocks.len() == 1 && info.is_none_or(|i| i.traits.no_terminator);
        for &b in blocks {
            if may_skip {
                continue;
            }
            match ctx.block(b).last {
                None => {
                    // Emitted on the location only: no "current operation" note.
                    let msg = "empty block: expect at least a terminator";
                    return Err(Diagnostic::error(DiagLoc::Attr(d.loc), msg));
                }
                Some(t) => {
                    let is_term = ctx.op_info(t).is_none_or(|ti| ti.traits.terminator);
                    if !is_term {
                        let msg = format!("block with no terminator, has '{}' op", ctx.op_name(t));
                        return Err(at_op(ctx, t, &msg));
                    }
                }
            }
        }
        if let Some(info) = info {
            if info.traits.single_block && blocks.len() > 1 {
                return Err(op_error(
                    ctx,
                    op,
                    format!("expects region #{i} to have 0 or 1 blocks"),
                ));
            }
            if info.traits.isolated_from_above {
                verify_isolation(ctx, op, r)?;
            }
            if info.traits.symbol_table {
                let names = verify_symbol_table(ctx, r)?;
                tables.tables.entry(op).or_default().extend(names);
            }
        }
    }
    if let Some(info) = info {
        // MLIR's IsTerminator trait.
        if info.traits.terminator && d.parent.is_some_and(|b| ctx.block(b).last != Some(op)) {
            return Err(op_error(
                ctx,
                op,
                "must be the last operation in the parent block",
            ));
        }
        if let Some(f) = info.verify {
            f(ctx, op).map_err(|e| verify_error_diagnostic(ctx, op, e))?;
        }
    }
    verify_dialect_attrs(ctx, op)
}

/// The discardable attributes of `op` that a dialect owns (`hlo.plan`),
/// each checked by its dialect's verifier (MLIR's
/// `verifyOperationAttribute`).
fn verify_dialect_attrs(ctx: &Context, op: Op) -> Result<(), Diagnostic> {
    if !ctx.registry.has_attr_verifiers() {
        return Ok(());
    }
    for &(name, value) in ctx.dict_entries(ctx.op(op).attrs) {
        let name = ctx.str(name);
        let Some((dialect, _)) = name.split_once('.') else {
            continue;
        };
        if let Some(f) = ctx.registry.attr_verifier(dialect) {
            f(ctx, op, name, value).map_err(|e| verify_error_diagnostic(ctx, op, e))?;
        }
    }
    Ok(())
}

fn has_predecessors(ctx: &Context, r: Region, b: Block) -> bool {
    ctx.region(r).blocks.iter().any(|&pb| {
        ctx.terminator(pb)
            .is_some_and(|t| ctx.op(t).successors.contains(&b))
    })
}

/// No op inside region `r` of isolated-from-above `iso` may use a value
/// defined outside `iso` (nested isolated ops are checked on their own).
fn verify_isolation(ctx: &Context, iso: Op, r: Region) -> Result<(), Diagnostic> {
    let inside = |v: crate::value::Value| -> bool {
        let mut block = match ctx.value(v).def {
            ValueDef::Result(o, _) => ctx.op(o).parent,
            ValueDef::Arg(b, _) => Some(b),
        };
        while let Some(b) = block {
            match ctx.block_parent_op(b) {
                Some(p) if p == iso => return true,
                Some(p) => block = ctx.op(p).parent,
                None => return false,
            }
        }
        false
    };
    let mut stack: Vec<Op> = ctx
        .region(r)
        .blocks
        .iter()
        .flat_map(|&b| ctx.block_ops(b))
        .collect();
    stack.reverse();
    while let Some(op) = stack.pop() {
        if ctx.op(op).operands().any(|v| !inside(v)) {
            return Err(
                op_error(ctx, op, "using value defined outside the region").with_note(
                    DiagLoc::Attr(ctx.op(iso).loc),
                    "required by region isolation constraints",
                ),
            );
        }
        let nested_isolated = ctx
            .op_info(op)
            .is_some_and(|i| i.traits.isolated_from_above);
        if !nested_isolated {
            let d = ctx.op(op);
            let mut inner: Vec<Op> = d
                .regions
                .iter()
                .flat_map(|&nr| {
                    ctx.region(nr)
                        .blocks
                        .iter()
                        .flat_map(|&b| ctx.block_ops(b))
                        .collect::<Vec<_>>()
                })
                .collect();
            inner.reverse();
            stack.extend(inner);
        }
    }
    Ok(())
}

/// Unique `sym_name`s among the ops directly in region `r`; returns them.
fn verify_symbol_table(ctx: &Context, r: Region) -> Result<FxHashMap<Vec<u8>, Op>, Diagnostic> {
    let mut seen: FxHashMap<Vec<u8>, Op> = FxHashMap::default();
    let Some(sym) = ctx.lookup_ident("sym_name") else {
        return Ok(seen);
    };
    for &b in &ctx.region(r).blocks {
        for op in ctx.block_ops(b) {
            let d = ctx.op(op);
            let find = |a| {
                ctx.dict_entries(a)
                    .iter()
                    .find(|(k, _)| *k == sym)
                    .map(|(_, v)| *v)
            };
            let name = d.props.and_then(find).or_else(|| find(d.attrs));
            if let Some(n) = name {
                if let AttrKind::String { value, .. } = ctx.attr_kind(n) {
                    if let Some(prev) = seen.insert(value.to_vec(), op) {
                        let msg = format!(
                            "redefinition of symbol named '{}'",
                            String::from_utf8_lossy(value)
                        );
                        return Err(at_op(ctx, op, &msg).with_note(
                            DiagLoc::Attr(ctx.op(prev).loc),
                            "see existing symbol definition here",
                        ));
                    }
                }
            }
        }
    }
    Ok(seen)
}

/// SSA dominance, in one pass over every use: a value must dominate the
/// user's ancestor in the value's region. Within one block that means
/// earlier, but only in regions with SSA dominance (a registered op's
/// region that is not a graph region: MLIR gives unregistered ops graph
/// semantics inside a block); across blocks the region's dominator tree
/// decides, whatever the region's kind. Dominator trees are built only
/// for multi-block regions that need one.
struct Dominance<'c> {
    ctx: &'c Context,
    /// Position of each op in its block, indexed by op.
    pos: Vec<u32>,
    trees: FxHashMap<
        Region,
        (
            FxHashMap<Block, NodeIndex>,
            dominators::Dominators<NodeIndex>,
            NodeIndex,
        ),
    >,
}

impl<'c> Dominance<'c> {
    fn new(ctx: &'c Context) -> Dominance<'c> {
        Dominance {
            ctx,
            pos: vec![0; ctx.num_ops()],
            trees: FxHashMap::default(),
        }
    }

    /// A placeholder that owns nothing (while a worker's is lent out).
    fn empty(ctx: &'c Context) -> Dominance<'c> {
        Dominance {
            ctx,
            pos: Vec::new(),
            trees: FxHashMap::default(),
        }
    }

    /// Records op positions of block `b`.
    fn number_block(&mut self, b: Block) {
        for (i, op) in self.ctx.block_ops(b).enumerate() {
            self.pos[crate::entity::EntityRef::index(op)] = i as u32;
        }
    }

    /// Whether uses inside one block of `r` must follow their definitions.
    fn has_dominance(&self, r: Region) -> bool {
        let ctx = self.ctx;
        ctx.region(r)
            .parent
            .and_then(|p| ctx.op_info(p))
            .is_some_and(|i| !i.traits.graph_regions)
    }

    fn tree(
        &mut self,
        r: Region,
    ) -> &(
        FxHashMap<Block, NodeIndex>,
        dominators::Dominators<NodeIndex>,
        NodeIndex,
    ) {
        let ctx = self.ctx;
        self.trees.entry(r).or_insert_with(|| {
            let blocks = &ctx.region(r).blocks;
            let mut g: DiGraph<Block, ()> = DiGraph::new();
            let mut node: FxHashMap<Block, NodeIndex> = FxHashMap::default();
            for &b in blocks {
                node.insert(b, g.add_node(b));
            }
            for &b in blocks {
                if let Some(t) = ctx.terminator(b) {
                    for s in &ctx.op(t).successors {
                        if let Some(&n) = node.get(s) {
                            g.add_edge(node[&b], n, ());
                        }
                    }
                }
            }
            let entry = node[&blocks[0]];
            let dom = dominators::simple_fast(&g, entry);
            (node, dom, entry)
        })
    }

    /// MLIR's error for operand `i` (value `v`) of `user`: emitError, not
    /// emitOpError, so no `'name' op` prefix.
    fn not_dominating(&self, user: Op, i: usize, v: crate::value::Value) -> Diagnostic {
        let msg = format!("operand #{i} does not dominate this use");
        let (loc, note) = dominance_note(self.ctx, user, v);
        at_op(self.ctx, user, &msg).with_note(loc, note)
    }

    /// Whether `b` is reachable from its region's entry.
    fn reachable(&mut self, b: Block) -> bool {
        let ctx = self.ctx;
        let Some(r) = ctx.block(b).parent else {
            return true;
        };
        if ctx.region(r).blocks.len() < 2 || ctx.region(r).blocks[0] == b {
            return true;
        }
        let (node, dom, _) = self.tree(r);
        dom.immediate_dominator(node[&b]).is_some()
    }

    /// Checks every operand of `user` (none if `user`'s own block is
    /// unreachable, as in MLIR).
    fn check(&mut self, user: Op) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        if ctx.op(user).operands().next().is_none() {
            return Ok(());
        }
        if ctx.op(user).parent.is_some_and(|b| !self.reachable(b)) {
            return Ok(());
        }
        for (i, v) in ctx.op(user).operands().enumerate() {
            let (db, def_op) = match ctx.value(v).def {
                ValueDef::Result(o, _) => (ctx.op(o).parent, Some(o)),
                ValueDef::Arg(b, _) => (Some(b), None),
            };
            let Some(db) = db else { continue };
            let Some(r) = ctx.block(db).parent else {
                continue;
            };
            // The user's ancestor directly in `r`.
            let mut a = user;
            let ub = loop {
                let Some(b) = ctx.op(a).parent else {
                    break None;
                };
                if ctx.block(b).parent == Some(r) {
                    break Some(b);
                }
                match ctx.block_parent_op(b) {
                    Some(p) => a = p,
                    None => break None,
                }
            };
            // No ancestor in the value's region: the value is defined in
            // a region that does not enclose the user (a sibling branch).
            let Some(ub) = ub else {
                return Err(self.not_dominating(user, i, v));
            };
            let ok = if ub == db {
                match def_op {
                    None => true,
                    Some(o) if o == a => false,
                    Some(_) if !self.has_dominance(r) => true,
                    Some(o) => {
                        let idx = crate::entity::EntityRef::index;
                        self.pos[idx(o)] < self.pos[idx(a)]
                    }
                }
            } else {
                let (node, dom, entry) = self.tree(r);
                let (nd, nu) = (node[&db], node[&ub]);
                // Uses in unreachable blocks are not checked, as in MLIR.
                let reachable = nu == *entry || dom.immediate_dominator(nu).is_some();
                !reachable || dom.dominators(nu).is_some_and(|mut it| it.any(|n| n == nd))
            };
            if !ok {
                return Err(self.not_dominating(user, i, v));
            }
        }
        Ok(())
    }
}

/// Where a non-dominating operand comes from, as MLIR's note says it.
fn dominance_note(ctx: &Context, user: Op, v: crate::value::Value) -> (DiagLoc, String) {
    let user_region = ctx.op(user).parent.and_then(|b| ctx.block(b).parent);
    let (def_block, def_op) = match ctx.value(v).def {
        ValueDef::Result(o, _) => (ctx.op(o).parent, Some(o)),
        ValueDef::Arg(b, _) => (Some(b), None),
    };
    let def_region = def_block.and_then(|b| ctx.block(b).parent);
    // Whether region `outer` strictly encloses region `inner`.
    let encloses = |outer: Option<Region>, inner: Option<Region>| {
        let (Some(outer), Some(mut r)) = (outer, inner) else {
            return false;
        };
        while let Some(b) = ctx.region(r).parent.and_then(|p| ctx.op(p).parent) {
            match ctx.block(b).parent {
                Some(up) if up == outer => return true,
                Some(up) => r = up,
                None => return false,
            }
        }
        false
    };
    let relation = |same: &str, parent: &str, child: &str, neither: &str| -> String {
        if user_region == def_region {
            same.to_string()
        } else if encloses(def_region, user_region) {
            parent.to_string()
        } else if encloses(user_region, def_region) {
            child.to_string()
        } else {
            neither.to_string()
        }
    };
    match def_op {
        Some(o) => {
            let place = if ctx.op(user).parent == def_block {
                "op in the same block".to_string()
            } else {
                relation(
                    "op in the same region",
                    "op in a parent region",
                    "op in a child region",
                    "op is neither in a parent nor in a child region",
                )
            };
            (
                DiagLoc::Attr(ctx.op(o).loc),
                format!("operand defined here ({place})"),
            )
        }
        None => {
            let b = def_block.expect("a block argument has a block");
            let index = def_region
                .and_then(|r| ctx.region(r).blocks.iter().position(|&x| x == b))
                .unwrap_or(0);
            let place = relation(
                "in the same region",
                "in a parent region",
                "in a child region",
                "neither in a parent nor in a child region",
            );
            let loc = match def_region.and_then(|r| ctx.region(r).parent) {
                Some(p) => DiagLoc::Attr(ctx.op(p).loc),
                None => DiagLoc::Attr(ctx.unknown_loc()),
            };
            (
                loc,
                format!("operand defined as a block argument (block #{index} {place})"),
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::diag::{SourceBuffer, SourceMgr};
    use crate::registry::{OpInfo, OpTraits};
    use crate::text::{parse_source, ParseOptions};
    use crate::Context;

    /// Parses and verifies `src` with a registered `test.cfg` op whose
    /// regions have SSA dominance; returns the rendered error, if any.
    fn check(src: &str) -> Option<String> {
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        ctx.registry
            .add_op(OpInfo::new("test.cfg", OpTraits::default(), None));
        let mut sm = SourceMgr::default();
        sm.add(SourceBuffer::new("t.mlir", src.as_bytes().to_vec()));
        let r = parse_source(&mut ctx, &sm, 0, ParseOptions::default())
            .and_then(|op| super::verify(&ctx, op).map(|_| op));
        r.err().map(|d| sm.render(Some(&ctx), &d))
    }

    #[test]
    fn use_before_def_in_one_block_is_rejected() {
        let e = check("\"test.cfg\"() ({\n  \"x.use\"(%0) : (i32) -> ()\n  %0 = \"x.def\"() : () -> i32\n  \"x.term\"() : () -> ()\n}) : () -> ()\n");
        let e = e.expect("dominance error");
        assert!(
            e.starts_with("t.mlir:2:3: error: operand #0 does not dominate this use"),
            "{e}"
        );
        assert!(e.contains("t.mlir:3:8: note: operand defined here"), "{e}");
    }

    #[test]
    fn definition_in_a_dominating_block_is_accepted() {
        let src = "\"test.cfg\"() ({\n  %0 = \"x.def\"() : () -> i32\n  \"x.br\"()[^bb1] : () -> ()\n^bb1:\n  \"x.use\"(%0) : (i32) -> ()\n  \"x.term\"() : () -> ()\n}) : () -> ()\n";
        assert_eq!(check(src), None);
    }

    #[test]
    fn definition_in_a_sibling_branch_is_rejected() {
        let src = "\"test.cfg\"() ({\n  \"x.br\"()[^bb1, ^bb2] : () -> ()\n^bb1:\n  %0 = \"x.def\"() : () -> i32\n  \"x.br\"()[^bb2] : () -> ()\n^bb2:\n  \"x.use\"(%0) : (i32) -> ()\n  \"x.term\"() : () -> ()\n}) : () -> ()\n";
        let e = check(src).expect("dominance error");
        assert!(
            e.contains("error: operand #0 does not dominate this use"),
            "{e}"
        );
    }

    #[test]
    fn unregistered_regions_are_graph_regions() {
        // mlir-opt accepts this: unregistered ops may hold graph regions.
        let src = "\"x.graph\"() ({\n  \"x.use\"(%0) : (i32) -> ()\n  %0 = \"x.def\"() : () -> i32\n}) : () -> ()\n";
        assert_eq!(check(src), None);
    }

    #[test]
    fn successors_must_end_the_block() {
        let src = "\"x.r\"() ({\n  \"x.br\"()[^bb1] : () -> ()\n  \"x.other\"() : () -> ()\n^bb1:\n  \"x.t\"() : () -> ()\n}) : () -> ()\n";
        let e = check(src).expect("error");
        assert!(
            e.contains("operation with block successors must terminate its parent block"),
            "{e}"
        );
    }

    #[test]
    fn symbols_are_unique_in_a_module() {
        let src =
            "\"x.f\"() {sym_name = \"a\"} : () -> ()\n\"x.g\"() {sym_name = \"a\"} : () -> ()\n";
        let e = check(src).expect("error");
        assert!(
            e.starts_with("t.mlir:2:1: error: redefinition of symbol named 'a'"),
            "{e}"
        );
        assert!(
            e.contains("t.mlir:1:1: note: see existing symbol definition here"),
            "{e}"
        );
    }
}
