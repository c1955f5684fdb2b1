//! SSA value and block numbering, as MLIR's printer assigns it: entry
//! block arguments are `%argN`, other values `%N`, blocks `^bbN` per
//! region. Regions are numbered after their parent region, last-pushed
//! first. In generic form the counters run on across the whole op; in
//! custom form each region starts from the counters its parent had.

use crate::block::Block;
use crate::context::Context;
use crate::entity::EntityRef;
use crate::operation::Op;
use crate::value::Value;

/// A value's printed name.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ValueName {
    /// Not numbered (e.g. outside the printed op).
    None,
    /// `%argN`.
    Arg(u32),
    /// `%N`.
    Num(u32),
    /// Result `index` of a multi-result op named `%N`: `%N#index`.
    Group(u32, u32),
    /// A name hint (index into [`Names::hint`]): offset in its result
    /// group, and the group's size (uses print `#offset` when above 1).
    Hint(u32, u32, u32),
}

/// Names of every value and block under one printed op.
pub struct Names {
    values: Vec<ValueName>,
    blocks: Vec<u32>,
    hints: Vec<String>,
    /// Ops whose results form several groups (`%sum, %overflow = ...`).
    groups: rustc_hash::FxHashMap<Op, Vec<u32>>,
}

/// Names taken in one region and the regions around it (MLIR's scoped
/// `usedNames`): a hint is made unique against all of them.
struct Scopes {
    parent: Vec<Option<usize>>,
    used: Vec<rustc_hash::FxHashSet<String>>,
}

impl Scopes {
    fn taken(&self, mut s: usize, name: &str) -> bool {
        loop {
            if self.used[s].contains(name) {
                return true;
            }
            match self.parent[s] {
                Some(p) => s = p,
                None => return false,
            }
        }
    }
    fn push(&mut self, parent: usize) -> usize {
        self.parent.push(Some(parent));
        self.used.push(Default::default());
        self.used.len() - 1
    }
}

/// Counters carried from a region to the regions nested in it.
#[derive(Copy, Clone)]
struct Counters {
    value: u32,
    arg: u32,
    conflict: u32,
}

impl Names {
    /// Numbers everything under `top`; with `nameloc`, a value whose
    /// location carries a name takes it (`--mlir-use-nameloc-as-prefix`).
    pub fn new(ctx: &Context, top: Op, generic: bool, nameloc: bool) -> Names {
        let mut n = Names {
            values: vec![ValueName::None; ctx.num_values()],
            blocks: vec![u32::MAX; ctx.num_blocks()],
            hints: Vec::new(),
            groups: Default::default(),
        };
        let mut scopes = Scopes {
            parent: vec![None],
            used: vec![Default::default()],
        };
        let mut c = Counters {
            value: 0,
            arg: 0,
            conflict: 0,
        };
        n.number_op(ctx, top, &mut c, generic, nameloc, &mut scopes, 0);
        let mut stack: Vec<(crate::block::Region, Counters, usize)> = Vec::new();
        for &r in &ctx.op(top).regions {
            stack.push((r, c, 0));
        }
        while let Some((r, saved, parent_scope)) = stack.pop() {
            if !generic {
                c = saved;
            }
            let scope = scopes.push(parent_scope);
            let arg_hints = if generic {
                Vec::new()
            } else {
                entry_arg_hints(ctx, r)
            };
            for (bi, &b) in ctx.region(r).blocks.iter().enumerate() {
                n.blocks[b.index()] = bi as u32;
                let entry = bi == 0;
                for (ai, &arg) in ctx.block(b).args.iter().enumerate() {
                    let from_loc = if nameloc {
                        ctx.value(arg).loc.and_then(|l| loc_name(ctx, l))
                    } else {
                        None
                    };
                    if let Some(h) = from_loc {
                        // A named entry argument still takes its `%argN`
                        // number; another block's does not take a `%N`.
                        let name = unique_name(&sanitize(h), &mut c, &scopes, scope);
                        scopes.used[scope].insert(name.clone());
                        n.hints.push(name);
                        n.values[arg.index()] = ValueName::Hint(n.hints.len() as u32 - 1, 0, 1);
                        if entry {
                            c.arg += 1;
                        }
                        continue;
                    }
                    let hint = if entry { arg_hints.get(ai) } else { None };
                    if let Some(Some(h)) = hint {
                        let name = unique_name(&sanitize(h), &mut c, &scopes, scope);
                        scopes.used[scope].insert(name.clone());
                        n.hints.push(name);
                        n.values[arg.index()] = ValueName::Hint(n.hints.len() as u32 - 1, 0, 1);
                    } else if entry {
                        n.values[arg.index()] = ValueName::Arg(c.arg);
                        c.arg += 1;
                    } else {
                        n.values[arg.index()] = ValueName::Num(c.value);
                        c.value += 1;
                    }
                }
                for op in ctx.block_ops(b) {
                    n.number_op(ctx, op, &mut c, generic, nameloc, &mut scopes, scope);
                }
            }
            for &b in &ctx.region(r).blocks {
                for op in ctx.block_ops(b) {
                    for &inner in &ctx.op(op).regions {
                        stack.push((inner, c, scope));
                    }
                }
            }
        }
        n
    }

    fn number_op(
        &mut self,
        ctx: &Context,
        op: Op,
        c: &mut Counters,
        generic: bool,
        nameloc: bool,
        scopes: &mut Scopes,
        scope: usize,
    ) {
        let results = ctx.op(op).results();
        if results.is_empty() {
            return;
        }
        // In custom form an op's syntax may suggest names (`%c0`, `%cst`,
        // `%sum, %overflow`); each named result starts a result group.
        let mut hints: Vec<Option<String>> = if generic {
            Vec::new()
        } else {
            ctx.op_info(op)
                .and_then(|i| i.syntax.as_ref())
                .map(|s| s.result_names(ctx, op))
                .unwrap_or_default()
        };
        // A name in the op's location takes the place of every name the
        // syntax suggests, and names the first result (its group) if the
        // syntax names none there.
        if let Some(name) = nameloc.then(|| loc_name(ctx, ctx.op(op).loc)).flatten() {
            for h in hints.iter_mut().flatten() {
                *h = name.to_string();
            }
            match hints.first_mut() {
                Some(h) => *h = Some(name.to_string()),
                None => hints.push(Some(name.to_string())),
            }
        }
        let n = results.len();
        let mut starts: Vec<usize> = vec![0];
        starts.extend((1..n).filter(|&i| hints.get(i).is_some_and(|h| h.is_some())));
        if starts.len() > 1 {
            self.groups
                .insert(op, starts.iter().map(|&s| s as u32).collect());
        }
        for (g, &start) in starts.iter().enumerate() {
            let end = starts.get(g + 1).copied().unwrap_or(n);
            let size = (end - start) as u32;
            let name = match hints.get(start).cloned().flatten() {
                Some(h) => {
                    let name = unique_name(&sanitize(&h), c, scopes, scope);
                    scopes.used[scope].insert(name.clone());
                    self.hints.push(name);
                    Some(self.hints.len() as u32 - 1)
                }
                None => None,
            };
            let base = c.value;
            if name.is_none() {
                c.value += 1;
            }
            for j in start..end {
                let off = (j - start) as u32;
                self.values[results.get(j).index()] = match name {
                    Some(idx) => ValueName::Hint(idx, off, size),
                    None if size == 1 => ValueName::Num(base),
                    None => ValueName::Group(base, off),
                };
            }
        }
    }

    /// The result groups of `op` (start indices) when it has several.
    pub fn groups(&self, op: Op) -> Option<&[u32]> {
        self.groups.get(&op).map(Vec::as_slice)
    }

    /// The text of hint `idx`.
    pub fn hint(&self, idx: u32) -> &str {
        &self.hints[idx as usize]
    }

    /// The name of `v`.
    #[inline]
    pub fn value(&self, v: Value) -> ValueName {
        self.values
            .get(v.index())
            .copied()
            .unwrap_or(ValueName::None)
    }
    /// The number of block `b` in its region.
    #[inline]
    pub fn block(&self, b: Block) -> u32 {
        self.blocks.get(b.index()).copied().unwrap_or(u32::MAX)
    }
}

/// The name a location gives a value (MLIR's `--mlir-use-nameloc-as-prefix`):
/// a name location's name, a call site's callee's (else its caller's), a
/// fused location's first child's that has one.
fn loc_name(ctx: &Context, loc: crate::attributes::Attribute) -> Option<&str> {
    use crate::attributes::{AttrKind, LocKind};
    match ctx.attr_kind(loc) {
        AttrKind::Location(l) => match l {
            LocKind::Name { name, .. } => Some(ctx.str(*name)),
            LocKind::CallSite { callee, caller } => {
                loc_name(ctx, *callee).or_else(|| loc_name(ctx, *caller))
            }
            LocKind::Fused { locs, .. } => locs.iter().find_map(|&l| loc_name(ctx, l)),
            _ => None,
        },
        _ => None,
    }
}

/// The name hints the syntax of `r`'s parent op gives `r`'s entry block
/// arguments.
fn entry_arg_hints(ctx: &Context, r: crate::block::Region) -> Vec<Option<String>> {
    let Some(op) = ctx.region(r).parent else {
        return Vec::new();
    };
    let Some(idx) = ctx.op(op).regions.iter().position(|&x| x == r) else {
        return Vec::new();
    };
    ctx.op_info(op)
        .and_then(|i| i.syntax.as_ref())
        .map(|s| s.block_arg_names(ctx, op, idx))
        .unwrap_or_default()
}

/// MLIR's `sanitizeIdentifier` for value names: a space becomes `_`, other
/// characters outside `[a-zA-Z0-9_$.-]` their byte in upper-case hex
/// without leading zeros (`cuda:0` gives `cuda3A0`, as `llvm::utohexstr`),
/// and a leading digit gets a `_` before it.
fn sanitize(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 1);
    if name.starts_with(|c: char| c.is_ascii_digit()) {
        out.push('_');
    }
    for ch in name.chars() {
        if ch.is_ascii_alphanumeric() || matches!(ch, '_' | '$' | '.' | '-') {
            out.push(ch);
        } else if ch == ' ' {
            out.push('_');
        } else {
            let mut utf8 = [0u8; 4];
            for b in ch.encode_utf8(&mut utf8).bytes() {
                out.push_str(&format!("{b:X}"));
            }
        }
    }
    out
}

/// `name`, or `name_N` with MLIR's running conflict counter when taken.
fn unique_name(name: &str, c: &mut Counters, scopes: &Scopes, scope: usize) -> String {
    if !scopes.taken(scope, name) {
        return name.to_string();
    }
    loop {
        let probe = format!("{name}_{}", c.conflict);
        c.conflict += 1;
        if !scopes.taken(scope, &probe) {
            return probe;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hints_are_sanitized_and_made_unique() {
        assert_eq!(sanitize("c-1_i8"), "c-1_i8");
        assert_eq!(sanitize("1st x"), "_1st_x");
        // torch.constant.device "cuda:0" prints as %cuda3A0 in torch-mlir.
        assert_eq!(sanitize("cuda:0"), "cuda3A0");
        let mut scopes = Scopes {
            parent: vec![None],
            used: vec![Default::default()],
        };
        let mut c = Counters {
            value: 0,
            arg: 0,
            conflict: 0,
        };
        let a = unique_name("cst", &mut c, &scopes, 0);
        scopes.used[0].insert(a.clone());
        let inner = scopes.push(0);
        let b = unique_name("cst", &mut c, &scopes, inner);
        assert_eq!((a.as_str(), b.as_str()), ("cst", "cst_0"));
        // A sibling region does not see `inner`'s names.
        scopes.used[inner].insert(b);
        let sibling = scopes.push(0);
        assert!(!scopes.taken(sibling, "cst_0"));
        assert!(scopes.taken(sibling, "cst"));
    }
}
