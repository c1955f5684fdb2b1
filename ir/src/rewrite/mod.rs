//! Rewriting: folders, rewrite patterns, the [`Rewriter`] through which
//! patterns change IR (so a driver hears of every change), and the greedy
//! driver ([`greedy`]) that canonicalize and later passes run.
//!
//! The pieces follow MLIR's: an op's folder sees its operands' constant
//! values and returns attributes or existing values for its results; a
//! pattern matches a root op and rewrites through the rewriter; the driver
//! keeps a worklist fed by the rewriter's notifications.

pub mod greedy;
pub mod region;
pub mod region_branch;
mod rewriter;

pub use rewriter::{InsertPoint, Listener, NoListener, Rewriter};

use crate::attributes::Attribute;
use crate::context::Context;
use crate::operation::Op;
use crate::types::Type;
use crate::value::Value;

/// One folded result: a constant (to materialize) or an existing value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum OpFoldResult {
    /// A constant value of the result's type.
    Attr(Attribute),
    /// An existing value that replaces the result.
    Value(Value),
}

/// What a folder did.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Fold {
    /// Nothing.
    None,
    /// Changed the op in place (its results stay).
    InPlace,
    /// One replacement per result.
    Results(Vec<OpFoldResult>),
}

/// An op's folder: given the op and the constant value of each operand
/// (`None` where the operand is not a constant), fold it. It may create
/// attributes and types, and change the op itself (then returning
/// [`Fold::InPlace`]), but must not create or erase ops.
pub type FoldFn = fn(&mut Context, Op, &[Option<Attribute>]) -> Fold;

/// A dialect's constant materializer: builds a detached constant op of
/// `type` holding `value` at `loc`, or `None` if it cannot.
pub type MaterializeFn = fn(&mut Context, Attribute, Type, Attribute) -> Option<Op>;

/// Adds an op's canonicalization patterns to a set.
pub type CanonicalizeFn = fn(&mut PatternSet);

/// A rewrite pattern: MLIR's `RewritePattern`.
pub trait RewritePattern: Send + Sync {
    /// The op name the pattern is rooted at; `None` for any op.
    fn root(&self) -> Option<&str>;
    /// Higher benefits are tried first.
    fn benefit(&self) -> u16 {
        1
    }
    /// A name for debugging and `disable-patterns`.
    fn name(&self) -> &str;
    /// Matches `op` and, on success, rewrites it through `rw` and returns
    /// true. On failure the IR must be unchanged.
    fn match_and_rewrite(&self, op: Op, rw: &mut Rewriter<'_>) -> bool;
}

/// A pattern whose match-and-rewrite is a plain function (the one way to
/// make a pattern from a function): the function sees the root op with the
/// insertion point before it, as MLIR's applicator sets it, and returns
/// whether it changed the IR (leaving it unchanged when not).
#[derive(Copy, Clone)]
pub struct FnPattern {
    /// Root op name (`None`: any op).
    pub root: Option<&'static str>,
    /// Debug name (MLIR's pattern class name), for `disable-patterns`.
    pub name: &'static str,
    /// Higher is tried first.
    pub benefit: u16,
    /// The rewrite.
    pub f: fn(Op, &mut Rewriter<'_>) -> bool,
}

impl FnPattern {
    /// A benefit-1 pattern rooted at `root`.
    pub fn new(
        root: &'static str,
        name: &'static str,
        f: fn(Op, &mut Rewriter<'_>) -> bool,
    ) -> Self {
        FnPattern {
            root: Some(root),
            name,
            benefit: 1,
            f,
        }
    }
    /// The same pattern with benefit `benefit`.
    pub fn with_benefit(self, benefit: u16) -> Self {
        FnPattern { benefit, ..self }
    }
}

impl RewritePattern for FnPattern {
    fn root(&self) -> Option<&str> {
        self.root
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn name(&self) -> &str {
        self.name
    }
    fn match_and_rewrite(&self, op: Op, rw: &mut Rewriter<'_>) -> bool {
        rw.set_insertion_point_before(op);
        (self.f)(op, rw)
    }
}

/// A set of patterns, grouped by root for matching.
#[derive(Default)]
pub struct PatternSet {
    patterns: Vec<Box<dyn RewritePattern>>,
}

impl PatternSet {
    /// An empty set.
    pub fn new() -> PatternSet {
        PatternSet::default()
    }
    /// Adds a pattern.
    pub fn add(&mut self, p: impl RewritePattern + 'static) -> &mut Self {
        self.patterns.push(Box::new(p));
        self
    }
    /// Adds a boxed pattern.
    pub fn add_boxed(&mut self, p: Box<dyn RewritePattern>) -> &mut Self {
        self.patterns.push(p);
        self
    }
    /// Adds a pattern shared with other sets (one registered at run time).
    pub fn add_shared(&mut self, p: std::sync::Arc<dyn RewritePattern>) -> &mut Self {
        self.patterns.push(Box::new(Shared(p)));
        self
    }
    /// Number of patterns.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }
    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }
    /// Drops the patterns named in `disabled`, and unless `enabled` is
    /// empty, those not named there.
    pub fn filter(&mut self, disabled: &[String], enabled: &[String]) {
        self.patterns.retain(|p| {
            !disabled.iter().any(|d| d == p.name())
                && (enabled.is_empty() || enabled.iter().any(|e| e == p.name()))
        });
    }
    /// The canonicalization patterns of every registered op, collected in
    /// op-name order as MLIR's canonicalizer does: each op's own
    /// (`canonicalize native`), then the declarative ones rooted at it.
    pub fn canonicalization(ctx: &Context) -> PatternSet {
        let mut set = PatternSet::new();
        let mut ops: Vec<(&str, Option<CanonicalizeFn>)> = ctx
            .registry
            .ops()
            .map(|i| (i.name.as_str(), i.canonicalize))
            .collect();
        ops.sort_by(|a, b| a.0.cmp(b.0));
        for (name, hook) in ops {
            if let Some(f) = hook {
                f(&mut set);
            }
            for p in ctx.registry.patterns_of(name) {
                set.add_shared(p.clone());
            }
        }
        set
    }
    /// Freezes the set for matching.
    pub fn freeze(self) -> FrozenPatterns {
        let mut by_root: rustc_hash::FxHashMap<String, Vec<usize>> = Default::default();
        let mut any = Vec::new();
        for (i, p) in self.patterns.iter().enumerate() {
            match p.root() {
                Some(r) => by_root.entry(r.to_string()).or_default().push(i),
                None => any.push(i),
            }
        }
        let benefit = |i: &usize| std::cmp::Reverse(self.patterns[*i].benefit());
        for list in by_root.values_mut() {
            list.sort_by_key(benefit);
        }
        any.sort_by_key(benefit);
        FrozenPatterns {
            patterns: self.patterns,
            by_root,
            any,
        }
    }
}

/// A pattern held by the registry, added to a set.
struct Shared(std::sync::Arc<dyn RewritePattern>);

impl RewritePattern for Shared {
    fn root(&self) -> Option<&str> {
        self.0.root()
    }
    fn benefit(&self) -> u16 {
        self.0.benefit()
    }
    fn name(&self) -> &str {
        self.0.name()
    }
    fn match_and_rewrite(&self, op: Op, rw: &mut Rewriter<'_>) -> bool {
        self.0.match_and_rewrite(op, rw)
    }
}

/// Patterns ready for matching, each op's list sorted by benefit (stable).
pub struct FrozenPatterns {
    patterns: Vec<Box<dyn RewritePattern>>,
    by_root: rustc_hash::FxHashMap<String, Vec<usize>>,
    any: Vec<usize>,
}

impl FrozenPatterns {
    /// Tries the patterns for `op` in benefit order, interleaving those
    /// rooted at its name with those for any op (MLIR's
    /// `PatternApplicator`); true when one applied.
    pub fn apply(&self, op: Op, rw: &mut Rewriter<'_>) -> bool {
        let specific: &[usize] = self
            .by_root
            .get(rw.ctx.op_name(op))
            .map_or(&[], |v| v.as_slice());
        let (mut i, mut j) = (0, 0);
        loop {
            let pick_any = match (specific.get(i), self.any.get(j)) {
                (None, None) => return false,
                (Some(_), None) => false,
                (None, Some(_)) => true,
                (Some(&a), Some(&b)) => self.patterns[a].benefit() < self.patterns[b].benefit(),
            };
            let p = if pick_any {
                j += 1;
                self.any[j - 1]
            } else {
                i += 1;
                specific[i - 1]
            };
            // As MLIR's applicator: new ops go before the root by default.
            rw.set_insertion_point_before(op);
            if self.patterns[p].match_and_rewrite(op, rw) {
                return true;
            }
        }
    }
    /// Whether there are no patterns.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }
}

/// The constant value `v` holds, when a `ConstantLike` op defines it.
pub fn constant_value(ctx: &mut Context, v: Value) -> Option<Attribute> {
    let crate::value::ValueDef::Result(def, _) = ctx.value(v).def else {
        return None;
    };
    constant_of(ctx, def)
}

/// The value of `ConstantLike` op `op`.
pub fn constant_of(ctx: &mut Context, op: Op) -> Option<Attribute> {
    let info = ctx.op_info(op)?;
    if !info.traits.constant_like {
        return None;
    }
    let f = info.fold?;
    match f(ctx, op, &[]) {
        Fold::Results(r) => match r.first() {
            Some(OpFoldResult::Attr(a)) => Some(*a),
            _ => None,
        },
        _ => None,
    }
}

/// Folds `op` as MLIR's `Operation::fold` does: the op's folder, then,
/// if it did nothing or folded in place, the trait folds (a commutative
/// op moves its constant operands last).
pub fn fold_op(ctx: &mut Context, op: Op) -> Fold {
    let Some(info) = ctx.op_info(op) else {
        return Fold::None;
    };
    let (folder, commutative) = (info.fold, info.traits.commutative);
    let operands: Vec<Value> = ctx.op(op).operands().collect();
    let consts: Vec<Option<Attribute>> = operands.iter().map(|&v| constant_value(ctx, v)).collect();
    let first = folder.map_or(Fold::None, |f| f(ctx, op, &consts));
    let in_place = match &first {
        Fold::Results(_) => return first,
        Fold::InPlace => true,
        Fold::None => false,
    };
    if commutative && fold_commutative(ctx, op, &operands, &consts) {
        return Fold::InPlace;
    }
    if in_place {
        Fold::InPlace
    } else {
        Fold::None
    }
}

/// Moves constant operands after the others, keeping each group's order;
/// true if anything moved.
fn fold_commutative(
    ctx: &mut Context,
    op: Op,
    operands: &[Value],
    consts: &[Option<Attribute>],
) -> bool {
    if operands.len() < 2 {
        return false;
    }
    let Some(first_const) = consts.iter().position(|c| c.is_some()) else {
        return false;
    };
    if consts[first_const..].iter().all(|c| c.is_some()) {
        return false;
    }
    let order: Vec<Value> = (first_const..operands.len())
        .filter(|&i| consts[i].is_none())
        .chain((first_const..operands.len()).filter(|&i| consts[i].is_some()))
        .map(|i| operands[i])
        .collect();
    for (k, v) in order.into_iter().enumerate() {
        if operands[first_const + k] != v {
            ctx.set_operand(op, first_const + k, v);
        }
    }
    true
}
