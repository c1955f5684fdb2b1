//! `inline`: MLIR's inliner with its default behaviour on `func.call`.
//!
//! The call graph has a node per function with a body and an edge per
//! direct `func.call`. Strongly connected components are visited
//! bottom-up (callees first, Tarjan's order from an external root that
//! reaches every function in program order). In each component, up to
//! `max-iterations` times: the default pipeline (`canonicalize`) runs on
//! each live function, then every call in it whose callee may be inlined
//! is replaced by a copy of the callee's body (moved instead of copied
//! when it is the last use of a private function). Calls the inlined
//! body brings along are considered too, with a history that stops
//! infinite recursion. Private functions left without uses are erased.

use ir::attributes::LocKind;
use ir::clone::{clone_region_into, Mapping};
use ir::pass::{OptionKind, Pass, PassInfo, PassOption, PassOptions};
use ir::{AttrKind, Attribute, Block, Context, Diagnostic, Ident, Op, Region, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// The registry entry.
pub static INFO: PassInfo = PassInfo {
    argument: "inline",
    name: "Inliner",
    summary: "Inline function calls",
    doc: "Inlines `func.call`s of functions with bodies, bottom-up over the call graph's strongly \
connected components, as MLIR's inliner does: each component's functions are first simplified with \
the default pipeline (`canonicalize`), then their calls are inlined (not self-recursive callees, \
not calls marked `no_inline`, multi-block callees only where the caller's region may hold several \
blocks), repeating up to `max-iterations` times while something was inlined. The last call of a \
private function moves its body; private functions left without uses are erased.",
    options: &[
        PassOption {
            name: "default-pipeline",
            kind: OptionKind::Str,
            default: "canonicalize",
            help: "The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList",
        },
        PassOption {
            name: "max-iterations",
            kind: OptionKind::UInt,
            default: "4",
            help: "Maximum number of iterations when inlining within an SCC",
        },
    ],
    create: |o: &PassOptions| {
        Box::new(Inline {
            pipeline: o.str("default-pipeline").to_string(),
            max_iterations: o.int("max-iterations").max(1) as usize,
        })
    },
};

struct Inline {
    pipeline: String,
    max_iterations: usize,
}

impl Pass for Inline {
    fn run(&mut self, ctx: &mut Context, op: Op) -> Result<(), Diagnostic> {
        let mut pm = if self.pipeline.trim().is_empty() {
            None
        } else {
            let text = format!("any({})", self.pipeline);
            match ir::pass::parse_pipeline(&text, &crate::registry()) {
                Ok(pm) => Some(pm),
                Err(e) => {
                    return Err(Diagnostic::error(
                        ir::DiagLoc::Attr(ctx.op(op).loc),
                        format!("invalid default pipeline '{}': {e}", self.pipeline),
                    ))
                }
            }
        };
        let mut g = Graph::build(ctx, op);
        let sccs = g.sccs();
        for scc in sccs {
            let mut scc = scc;
            for _ in 0..self.max_iterations {
                // Simplify the component's live functions first.
                for &n in &scc {
                    if g.is_dead(n) {
                        continue;
                    }
                    if let Some(pm) = pm.as_mut() {
                        let f = g.nodes[n].op;
                        let mut ins = ir::pass::Instrumentation::default();
                        pm.run(ctx, f, op, &mut ins).map_err(|mut d| d.remove(0))?;
                    }
                    g.recompute_uses(ctx, n);
                }
                if !g.inline_in_scc(ctx, &mut scc) {
                    break;
                }
            }
        }
        // Erase what inlining proved dead, in program order.
        let mut doomed: Vec<usize> = g.deleted.iter().copied().collect();
        doomed.sort_unstable();
        for n in doomed {
            ctx.erase_op(g.nodes[n].op);
        }
        Ok(())
    }
}

/// A function with a body.
struct Node {
    op: Op,
    /// Private (discardable once unused).
    discardable: bool,
    /// Callee nodes of its direct calls, in call order.
    edges: Vec<usize>,
    /// The discardable nodes it references, with counts.
    uses: FxHashMap<usize, i64>,
}

struct Graph {
    nodes: Vec<Node>,
    by_op: FxHashMap<Op, usize>,
    /// Symbol references to each discardable node from live code.
    counts: FxHashMap<usize, i64>,
    /// Referenced from outside any function: never dead.
    always_live: FxHashSet<usize>,
    /// Marked for deletion.
    deleted: FxHashSet<usize>,
}

/// A call to inline: the call, the node it is in, its callee.
#[derive(Copy, Clone)]
struct Call {
    op: Op,
    source: usize,
    target: usize,
}

fn str_attr<'a>(ctx: &'a Context, a: Option<Attribute>) -> Option<&'a [u8]> {
    match ctx.attr_kind(a?) {
        AttrKind::String { value, .. } => Some(value),
        _ => None,
    }
}

fn is_symbol_table(ctx: &Context, op: Op) -> bool {
    ctx.op_info(op).is_some_and(|i| i.traits.symbol_table)
}

/// The nearest symbol table holding `op`.
fn table_of(ctx: &Context, op: Op) -> Option<Op> {
    let mut cur = ctx.parent_op(op);
    while let Some(p) = cur {
        if is_symbol_table(ctx, p) {
            return Some(p);
        }
        cur = ctx.parent_op(p);
    }
    None
}

/// The callee symbol of a `func.call`.
fn callee_of(ctx: &Context, call: Op) -> Option<Ident> {
    match ctx.attr_kind(ctx.inherent_attr(call, "callee")?) {
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => Some(*root),
        _ => None,
    }
}

/// Every symbol reference in `op`'s own attributes: root and nested
/// names.
fn refs_in_attrs(ctx: &Context, op: Op, out: &mut Vec<(Ident, Vec<Ident>)>) {
    let d = ctx.op(op);
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
}

/// The op named `name` directly in symbol table `table`.
fn symbol_in(ctx: &Context, table: Op, name: Ident) -> Option<Op> {
    let want = ctx.str(name).as_bytes();
    for &r in &ctx.op(table).regions {
        for &b in &ctx.region(r).blocks {
            for o in ctx.block_ops(b) {
                if str_attr(ctx, ctx.inherent_attr(o, "sym_name")) == Some(want) {
                    return Some(o);
                }
            }
        }
    }
    None
}

fn body(ctx: &Context, f: Op) -> Option<Region> {
    let r = *ctx.op(f).regions.first()?;
    (!ctx.region(r).blocks.is_empty()).then_some(r)
}

/// Ops nested in `r`, pre-order.
fn walk_region(ctx: &Context, r: Region, out: &mut Vec<Op>) {
    for &b in &ctx.region(r).blocks {
        for o in ctx.block_ops(b) {
            out.push(o);
            for &nr in &ctx.op(o).regions {
                walk_region(ctx, nr, out);
            }
        }
    }
}

impl Graph {
    fn build(ctx: &Context, top: Op) -> Graph {
        let mut all = Vec::new();
        for &r in &ctx.op(top).regions {
            walk_region(ctx, r, &mut all);
        }
        let mut g = Graph {
            nodes: Vec::new(),
            by_op: FxHashMap::default(),
            counts: FxHashMap::default(),
            always_live: FxHashSet::default(),
            deleted: FxHashSet::default(),
        };
        for &o in &all {
            if ctx.op_name(o) == "func.func" && body(ctx, o).is_some() {
                let private = str_attr(ctx, ctx.inherent_attr(o, "sym_visibility"))
                    .is_some_and(|v| v == b"private");
                g.by_op.insert(o, g.nodes.len());
                g.nodes.push(Node {
                    op: o,
                    discardable: private,
                    edges: Vec::new(),
                    uses: FxHashMap::default(),
                });
            }
        }
        for n in 0..g.nodes.len() {
            if g.nodes[n].discardable {
                g.counts.insert(n, 0);
            }
        }
        // References from outside every function keep their targets.
        for &o in &all {
            if g.enclosing_node(ctx, o).is_none() && !g.by_op.contains_key(&o) {
                let mut refs = Vec::new();
                refs_in_attrs(ctx, o, &mut refs);
                for (root, nested) in refs {
                    if let Some(t) = g.resolve_path(ctx, o, root, &nested) {
                        g.always_live.insert(t);
                    }
                }
            }
        }
        for n in 0..g.nodes.len() {
            g.recompute_uses(ctx, n);
            let mut calls = Vec::new();
            if let Some(r) = body(ctx, g.nodes[n].op) {
                g.collect_calls(ctx, &[r], n, &mut calls);
            }
            g.nodes[n].edges = calls.iter().map(|c| c.target).collect();
        }
        g
    }

    /// The node whose body holds `op`.
    fn enclosing_node(&self, ctx: &Context, op: Op) -> Option<usize> {
        let mut cur = ctx.parent_op(op);
        while let Some(p) = cur {
            if let Some(&n) = self.by_op.get(&p) {
                return Some(n);
            }
            cur = ctx.parent_op(p);
        }
        None
    }

    /// The node `name` names, seen from `user`.
    fn resolve(&self, ctx: &Context, user: Op, name: Ident) -> Option<usize> {
        self.resolve_path(ctx, user, name, &[])
    }

    /// The node `@root::@nested…` names, seen from `user` (MLIR's
    /// `lookupNearestSymbolFrom`: the root in the nearest symbol table,
    /// then each nested name inside the previous one).
    fn resolve_path(
        &self,
        ctx: &Context,
        user: Op,
        root: Ident,
        nested: &[Ident],
    ) -> Option<usize> {
        let mut op = symbol_in(ctx, table_of(ctx, user)?, root)?;
        for &n in nested {
            op = symbol_in(ctx, op, n)?;
        }
        self.by_op.get(&op).copied()
    }

    fn is_dead(&self, n: usize) -> bool {
        self.deleted.contains(&n)
            || (self.nodes[n].discardable
                && !self.always_live.contains(&n)
                && self.counts.get(&n).copied().unwrap_or(0) <= 0)
    }

    /// Recounts the references node `n` makes (MLIR's `recomputeUses`).
    fn recompute_uses(&mut self, ctx: &Context, n: usize) {
        let old = std::mem::take(&mut self.nodes[n].uses);
        for (t, c) in old {
            *self.counts.entry(t).or_default() -= c;
        }
        let f = self.nodes[n].op;
        let mut ops = vec![f];
        if let Some(r) = body(ctx, f) {
            walk_region(ctx, r, &mut ops);
        }
        let mut uses: FxHashMap<usize, i64> = FxHashMap::default();
        for o in ops {
            let mut refs = Vec::new();
            refs_in_attrs(ctx, o, &mut refs);
            for (root, nested) in refs {
                if let Some(t) = self.resolve_path(ctx, o, root, &nested) {
                    if self.counts.contains_key(&t) {
                        *uses.entry(t).or_default() += 1;
                    }
                }
            }
        }
        for (&t, &c) in &uses {
            *self.counts.entry(t).or_default() += c;
        }
        self.nodes[n].uses = uses;
    }

    /// Adds `delta` references from node `from` to node `to`.
    fn add_use(&mut self, from: usize, to: usize, delta: i64) {
        if self.counts.contains_key(&to) {
            *self.nodes[from].uses.entry(to).or_default() += delta;
            *self.counts.entry(to).or_default() += delta;
        }
    }

    /// The direct calls in `regions` of node `source`, in MLIR's order
    /// (blocks taken from a stack: a region's last block first, nested
    /// regions after the block that holds them).
    fn collect_calls(&self, ctx: &Context, regions: &[Region], source: usize, out: &mut Vec<Call>) {
        let mut stack: Vec<Block> = Vec::new();
        for &r in regions {
            stack.extend(ctx.region(r).blocks.iter().copied());
        }
        self.collect_from_blocks(ctx, stack, source, out);
    }

    fn collect_from_blocks(
        &self,
        ctx: &Context,
        mut stack: Vec<Block>,
        source: usize,
        out: &mut Vec<Call>,
    ) {
        while let Some(b) = stack.pop() {
            for o in ctx.block_ops(b) {
                if ctx.op_name(o) == "func.call" {
                    if let Some(t) = callee_of(ctx, o).and_then(|c| self.resolve(ctx, o, c)) {
                        out.push(Call {
                            op: o,
                            source,
                            target: t,
                        });
                    }
                    continue;
                }
                for &r in &ctx.op(o).regions {
                    if self.by_op.contains_key(&o) {
                        continue;
                    }
                    stack.extend(ctx.region(r).blocks.iter().copied());
                }
            }
        }
    }

    /// Strongly connected components in post-order (callees first), by
    /// Tarjan's algorithm from a root with an edge to every node.
    fn sccs(&self) -> Vec<Vec<usize>> {
        let n = self.nodes.len();
        let mut index = vec![usize::MAX; n];
        let mut low = vec![0usize; n];
        let mut on_stack = vec![false; n];
        let mut stack = Vec::new();
        let mut out = Vec::new();
        let mut next = 0;
        for root in 0..n {
            if index[root] != usize::MAX {
                continue;
            }
            let mut dfs: Vec<(usize, usize)> = vec![(root, 0)];
            index[root] = next;
            low[root] = next;
            next += 1;
            stack.push(root);
            on_stack[root] = true;
            while let Some(&mut (v, ref mut ei)) = dfs.last_mut() {
                if *ei < self.nodes[v].edges.len() {
                    let w = self.nodes[v].edges[*ei];
                    *ei += 1;
                    if index[w] == usize::MAX {
                        index[w] = next;
                        low[w] = next;
                        next += 1;
                        stack.push(w);
                        on_stack[w] = true;
                        dfs.push((w, 0));
                    } else if on_stack[w] {
                        low[v] = low[v].min(index[w]);
                    }
                } else {
                    dfs.pop();
                    if let Some(&(p, _)) = dfs.last() {
                        low[p] = low[p].min(low[v]);
                    }
                    if low[v] == index[v] {
                        let mut scc = Vec::new();
                        loop {
                            let w = stack.pop().expect("tarjan stack");
                            on_stack[w] = false;
                            scc.push(w);
                            if w == v {
                                break;
                            }
                        }
                        out.push(scc);
                    }
                }
            }
        }
        out
    }

    /// Inlines what can be inlined in component `scc`; true if anything was.
    fn inline_in_scc(&mut self, ctx: &mut Context, scc: &mut Vec<usize>) -> bool {
        let mut calls = Vec::new();
        let mut dead: Vec<usize> = Vec::new();
        for &n in scc.iter() {
            if self.is_dead(n) {
                dead.push(n);
            } else if let Some(r) = body(ctx, self.nodes[n].op) {
                self.collect_calls(ctx, &[r], n, &mut calls);
            }
        }
        // (callee, parent history entry) per inlining, and per call the
        // history entry it came from.
        let mut history: Vec<(usize, Option<usize>)> = Vec::new();
        let mut call_history: Vec<Option<usize>> = vec![None; calls.len()];
        let mut inlined = false;
        let mut i = 0;
        while i < calls.len() {
            let c = calls[i];
            let h = call_history[i];
            i += 1;
            if dead.contains(&c.source) || self.deleted.contains(&c.source) {
                continue;
            }
            let mut in_history = false;
            let mut cur = h;
            while let Some(k) = cur {
                if history[k].0 == c.target {
                    in_history = true;
                    break;
                }
                cur = history[k].1;
            }
            if in_history || !self.should_inline(ctx, c) {
                continue;
            }
            let in_place = self.nodes[c.target].discardable
                && !self.always_live.contains(&c.target)
                && self.counts.get(&c.target).copied() == Some(1);
            let Some(new_blocks) = self.inline_call(ctx, c, in_place) else {
                continue;
            };
            inlined = true;
            let entry = history.len();
            history.push((c.target, h));
            let before = calls.len();
            self.collect_from_blocks(
                ctx,
                new_blocks.into_iter().rev().collect(),
                c.source,
                &mut calls,
            );
            call_history.resize(calls.len(), Some(entry));
            debug_assert!(calls.len() >= before);
            // The call's reference goes; the callee's references come along.
            self.add_use(c.source, c.target, -1);
            if in_place {
                let moved = std::mem::take(&mut self.nodes[c.target].uses);
                for (t, k) in moved {
                    *self.nodes[c.source].uses.entry(t).or_default() += k;
                }
                self.deleted.insert(c.target);
                dead.push(c.target);
            } else {
                let callee_uses: Vec<(usize, i64)> = self.nodes[c.target]
                    .uses
                    .iter()
                    .map(|(&t, &k)| (t, k))
                    .collect();
                for (t, k) in callee_uses {
                    self.add_use(c.source, t, k);
                }
            }
        }
        for n in dead {
            scc.retain(|&x| x != n);
            self.deleted.insert(n);
        }
        inlined
    }

    fn should_inline(&self, ctx: &Context, c: Call) -> bool {
        let call = c.op;
        if ctx.inherent_attr(call, "no_inline").is_some() {
            return false;
        }
        // Self-recursive callees stay, and so do callees that call the
        // caller back (A -> B -> A): the edges are those of the call graph
        // as first built, as MLIR keeps them.
        let edges = &self.nodes[c.target].edges;
        if edges.contains(&c.target) || edges.contains(&c.source) {
            return false;
        }
        let callee = self.nodes[c.target].op;
        // `func.func ... attributes {no_inline}` is never inlined.
        if ctx.inherent_attr(callee, "no_inline").is_some() {
            return false;
        }
        // Not into the callee itself.
        let mut cur = ctx.parent_op(call);
        while let Some(p) = cur {
            if p == callee {
                return false;
            }
            cur = ctx.parent_op(p);
        }
        let Some(r) = body(ctx, callee) else {
            return false;
        };
        let multi = ctx.region(r).blocks.len() > 1;
        if multi {
            let parent = ctx.parent_op(call);
            let same = parent.is_some_and(|p| ctx.op_name(p) == ctx.op_name(callee));
            let single_block =
                parent.is_some_and(|p| ctx.op_info(p).is_none_or(|i| i.traits.single_block));
            if !same && single_block {
                return false;
            }
        }
        // Argument and result types must match.
        let entry = ctx.region(r).blocks[0];
        let args = &ctx.block(entry).args;
        let d = ctx.op(call);
        if args.len() != d.num_operands()
            || args
                .iter()
                .zip(d.operands())
                .any(|(&a, v)| ctx.value_type(a) != ctx.value_type(v))
        {
            return false;
        }
        true
    }

    /// Replaces call `c` by the callee's body; returns the blocks that
    /// now hold the inlined ops (for collecting new calls).
    fn inline_call(&mut self, ctx: &mut Context, c: Call, in_place: bool) -> Option<Vec<Block>> {
        let call = c.op;
        let callee = self.nodes[c.target].op;
        let src = body(ctx, callee)?;
        let call_block = ctx.op(call).parent?;
        let region = ctx.block(call_block).parent?;
        let call_loc = ctx.op(call).loc;
        let operands: Vec<Value> = ctx.op(call).operands().collect();
        let results: Vec<Value> = ctx.op(call).results().iter().collect();
        let at = ctx
            .region(region)
            .blocks
            .iter()
            .position(|&b| b == call_block)?
            + 1;
        let new_blocks = if in_place {
            let blocks = ctx.region(src).blocks.clone();
            let entry_args = ctx.block(blocks[0]).args.clone();
            for (&a, &v) in entry_args.iter().zip(&operands) {
                ctx.replace_all_uses(a, v);
            }
            for k in (0..entry_args.len()).rev() {
                ctx.erase_block_arg(blocks[0], k);
            }
            ctx.move_blocks(src, region, at);
            blocks
        } else {
            let mut map = Mapping::default();
            let entry = ctx.region(src).blocks[0];
            let entry_args = ctx.block(entry).args.clone();
            for (&a, &v) in entry_args.iter().zip(&operands) {
                map.values.insert(a, v);
            }
            clone_region_into(ctx, src, region, at, &mut map)
        };
        remap_locations(ctx, &new_blocks, call_loc);
        let first = new_blocks[0];
        if new_blocks.len() == 1 {
            let ret = ctx.terminator(first)?;
            let vals: Vec<Value> = ctx.op(ret).operands().collect();
            for (&r, &v) in results.iter().zip(&vals) {
                ctx.replace_all_uses(r, v);
            }
            ctx.erase_op(ret);
            move_ops_before(ctx, first, call);
            ctx.erase_block(first);
            ctx.erase_op(call);
            return Some(vec![call_block]);
        }
        // Several blocks: split after the call, branch from each return
        // to the rest with the results as block arguments.
        let post = ctx.create_block();
        let tail: Vec<Op> = {
            let mut v = Vec::new();
            let mut cur = ctx.op(call).next;
            while let Some(o) = cur {
                v.push(o);
                cur = ctx.op(o).next;
            }
            v
        };
        for o in tail {
            ctx.detach_op(o);
            ctx.append_op(post, o);
        }
        let last_new = ctx
            .region(region)
            .blocks
            .iter()
            .position(|&b| b == *new_blocks.last().unwrap())?;
        let tmp = ctx.create_region();
        ctx.append_block(tmp, post);
        ctx.move_blocks(tmp, region, last_new + 1);
        for &r in &results {
            let ty = ctx.value_type(r);
            let a = ctx.add_block_arg(post, ty, Some(call_loc));
            ctx.replace_all_uses(r, a);
        }
        let br = ctx.ident("cf.br");
        for &b in &new_blocks {
            let Some(t) = ctx.terminator(b) else { continue };
            if ctx.op_name(t) != "func.return" {
                continue;
            }
            let vals: Vec<Value> = ctx.op(t).operands().collect();
            let (attrs, loc) = (ctx.empty_dict(), ctx.op(t).loc);
            let nb = ctx.create_op(br, &vals, &[], attrs, None, &[post], 0, loc);
            ctx.insert_op_before(t, nb);
            ctx.erase_op(t);
        }
        // The entry block's ops join the call's block; the call goes.
        ctx.erase_op(call);
        let ops: Vec<Op> = ctx.block_ops(first).collect();
        for o in ops {
            ctx.detach_op(o);
            ctx.append_op(call_block, o);
        }
        ctx.erase_block(first);
        let mut out = vec![call_block];
        out.extend(new_blocks[1..].iter().copied());
        Some(out)
    }
}

/// Moves the ops of `b` before `before`.
fn move_ops_before(ctx: &mut Context, b: Block, before: Op) {
    let ops: Vec<Op> = ctx.block_ops(b).collect();
    for o in ops {
        ctx.detach_op(o);
        ctx.insert_op_before(before, o);
    }
}

/// Inlined ops (and block arguments) get `callsite(loc at call_loc)`
/// locations, nested call sites stacking (MLIR's `remapInlinedLocations`).
fn remap_locations(ctx: &mut Context, blocks: &[Block], call_loc: Attribute) {
    let mut memo: FxHashMap<Attribute, Attribute> = FxHashMap::default();
    let mut ops = Vec::new();
    for &b in blocks {
        let args = ctx.block(b).args.clone();
        for a in args {
            if let Some(l) = ctx.value(a).loc {
                let nl = stack_loc(ctx, l, call_loc, &mut memo);
                ctx.set_block_arg_loc(a, nl);
            }
        }
        for o in ctx.block_ops(b) {
            ops.push(o);
        }
    }
    while let Some(o) = ops.pop() {
        let l = ctx.op(o).loc;
        let nl = stack_loc(ctx, l, call_loc, &mut memo);
        ctx.op_mut(o).loc = nl;
        let regions = ctx.op(o).regions.to_vec();
        for r in regions {
            for &b in &ctx.region(r).blocks.clone() {
                let args = ctx.block(b).args.clone();
                for a in args {
                    if let Some(l) = ctx.value(a).loc {
                        let nl = stack_loc(ctx, l, call_loc, &mut memo);
                        ctx.set_block_arg_loc(a, nl);
                    }
                }
                ops.extend(ctx.block_ops(b));
            }
        }
    }
}

fn stack_loc(
    ctx: &mut Context,
    loc: Attribute,
    caller: Attribute,
    memo: &mut FxHashMap<Attribute, Attribute>,
) -> Attribute {
    if let Some(&m) = memo.get(&loc) {
        return m;
    }
    let out = match ctx.attr_kind(loc) {
        AttrKind::Location(LocKind::CallSite {
            callee,
            caller: inner,
        }) => {
            let (callee, inner) = (*callee, *inner);
            let stacked = stack_loc(ctx, inner, caller, memo);
            ctx.attr(AttrKind::Location(LocKind::CallSite {
                callee,
                caller: stacked,
            }))
        }
        _ => ctx.attr(AttrKind::Location(LocKind::CallSite {
            callee: loc,
            caller,
        })),
    };
    memo.insert(loc, out);
    out
}
