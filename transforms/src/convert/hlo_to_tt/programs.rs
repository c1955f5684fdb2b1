//! Which share of each value a program holds. The kernel's plan
//! (`#hlo.plan`, which `tile` wrote) divides one output dimension over
//! the programs, and the dimension map (`dataflow::dims`) says how every
//! value of the kernel follows the output. A program holds the `pid`-th
//! run of rows of a value whose divided dimension is its outermost (the
//! first that is not 1), and the whole of a value the division leaves
//! whole. A kernel with any other share (a block that is not a run of its
//! array, a part of a value another op reads whole, a constant or an iota
//! that cannot be cut there, a slice) runs as one program. Whether a
//! split pays (every program reads the operands the division leaves
//! whole) is `tile`'s to weigh, not this conversion's: it follows the plan.

use super::constants::{iota_dimension, is_splat};
use crate::dataflow::dims::{self, Body, DimMap, Part, Role};
use dialects::hlo::plan::Plan;
use dialects::stablehlo::ops as hlo;
use ir::{Context, Op, TypedOp, Value};
use std::collections::HashSet;

/// How the programs split a kernel: each holds the `pid`-th of `count`
/// equal runs of rows of the `split` values (a contiguous run of each
/// row-major array) and the whole of the others.
pub(super) struct Programs {
    pub count: i64,
    pub split: HashSet<Value>,
}

impl Programs {
    /// One program, holding everything whole.
    pub fn one() -> Programs {
        Programs {
            count: 1,
            split: HashSet::new(),
        }
    }
}

/// The dimension a value's rows run along: its first of extent other
/// than 1 (leading 1s, a batch of one, are skipped, and each run is still
/// contiguous in the row-major array).
pub(super) fn rows_dim(shape: &[i64]) -> Option<usize> {
    shape.iter().position(|&d| d != 1)
}

/// What a program holds of a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Held {
    Whole,
    Rows,
}

/// The division as the programs see it: output dimension `d` cut in
/// `count` runs of `chunk`.
struct Cut<'m> {
    map: &'m DimMap,
    d: usize,
    count: i64,
    chunk: i64,
}

impl Cut<'_> {
    /// Whether `shape`'s rows divide into the programs.
    fn divides(&self, shape: &[i64]) -> bool {
        rows_dim(shape).is_some_and(|f| shape[f] >= self.count && shape[f] % self.count == 0)
    }

    /// What a program holds of a value of `shape` with `roles`, if it is
    /// a whole value or a run of its rows.
    fn held(&self, shape: &[i64], roles: &[Role]) -> Option<Held> {
        let nr = self.map.division.normalized(roles);
        if nr.iter().all(|r| *r == Role::Whole) {
            return Some(Held::Whole);
        }
        let f = rows_dim(shape)?;
        // Every other dimension is held whole (a digit of the divided
        // dimension below the rows' one included).
        let share = self.map.division.share(shape, roles);
        let others_whole = (0..shape.len()).all(|i| i == f || share[i] == shape[i]);
        let d = self.d;
        // The divided dimension must be the outermost part of the rows
        // dimension: itself, the first of a merge, or its top digit.
        let outermost = match nr.get(f).copied() {
            Some(Role::Out(x)) => x == d,
            Some(Role::Merged(p)) => {
                let mut parts = p.iter();
                parts.next() == Some(Part::Out(d)) && parts.all(|x| !x.walks_with(d))
            }
            Some(Role::Digit { d: x, inner, size }) => {
                x == d && inner * size == self.chunk * self.count && self.chunk % inner == 0
            }
            _ => false,
        };
        (others_whole && outermost && self.divides(shape)).then_some(Held::Rows)
    }

    fn held_value(&self, ctx: &Context, v: Value) -> Option<Held> {
        self.held(&dims::shape(ctx, v), &self.map.roles_of(ctx, v))
    }
}

/// The programs of kernel `k` (its parts `body`) under `plan`: `None` when
/// one program computes it.
pub(super) fn divide(ctx: &Context, k: Op, body: &Body, plan: Option<&Plan>) -> Option<Programs> {
    let plan = plan?;
    let count = plan.split.iter().product::<u64>().max(1) as i64;
    let mut divided = (0..plan.split.len()).filter(|&d| plan.split[d] > 1);
    let d = divided.next()?;
    if count <= 1 || divided.next().is_some() || plan.k_split > 1 || body.yielded.is_empty() {
        return None;
    }
    let map = DimMap::of(ctx, k, &plan.split, plan.k_split).ok()?;
    let cut = Cut {
        map: &map,
        d,
        count,
        chunk: map.division.out_shape.get(d).copied().unwrap_or(1) / count,
    };
    let nr = |r: &[Role]| map.division.normalized(r);
    let mut split = HashSet::new();
    for &p in &body.params {
        let (held, views) = param_held(ctx, &cut, body, p)?;
        if held == Held::Rows {
            split.insert(p);
            split.extend(views);
        }
    }
    for &op in &body.ops {
        if body.folded.contains(&op) {
            continue;
        }
        // The map follows an op's operands back from its first result:
        // the others must be held alike (a variadic reduce's).
        let results: Vec<Value> = ctx.op(op).results().iter().collect();
        let first = results.first().map(|&r| nr(&map.roles_of(ctx, r)));
        if results
            .iter()
            .any(|&r| Some(nr(&map.roles_of(ctx, r))) != first)
        {
            return None;
        }
        // The map keeps one share an op wants of an operand: an op that
        // reads a value twice (`x·xᵀ`) may want rows of it at one place
        // and all of it at the other, which a whole value cannot give.
        let operands: Vec<Value> = ctx.op(op).operands().collect();
        let twice = |v: &Value| operands.iter().filter(|&w| w == v).count() > 1;
        let rows_from_whole = operands
            .iter()
            .any(|v| twice(v) && !dims::shape(ctx, *v).is_empty() && !split.contains(v));
        for r in results {
            if cut.held_value(ctx, r)? == Held::Rows {
                if rows_from_whole || !can_cut(ctx, op, &dims::shape(ctx, r)) {
                    return None;
                }
                split.insert(r);
            }
        }
    }
    // An op that reads a part of a value another op needs whole would
    // need a block of a block.
    if map.wants.iter().any(|(&(op, j), want)| {
        ctx.op(op)
            .operands()
            .nth(j)
            .is_some_and(|v| nr(want) != nr(&map.roles_of(ctx, v)))
    }) {
        return None;
    }
    if !body.yielded.iter().all(|y| split.contains(y)) {
        return None;
    }
    Some(Programs { count, split })
}

/// What a program holds of kernel operand `p`, and the views of it the
/// kernel reads in its place (a folded reshape holds the same run of the
/// same memory, so it is held alike).
fn param_held(ctx: &Context, cut: &Cut, body: &Body, p: Value) -> Option<(Held, Vec<Value>)> {
    let views: Vec<Value> = ctx
        .uses(p)
        .filter(|u| body.folded.contains(&u.op))
        .filter_map(|u| ctx.op(u.op).results().iter().next())
        .collect();
    let direct = ctx.uses(p).any(|u| !body.folded.contains(&u.op));
    let held = match views.first() {
        Some(&v) if !direct => match cut.held_value(ctx, v)? {
            Held::Rows if !cut.divides(&dims::shape(ctx, p)) => return None,
            h => h,
        },
        _ => cut.held_value(ctx, p)?,
    };
    for &v in &views {
        if cut.held_value(ctx, v)? != held {
            return None;
        }
    }
    Some((held, views))
}

/// Whether the tile form of `op` can make a run of rows of its result
/// (`shape`): a constant only when it is a splat, an iota only along
/// another dimension, a slice never (it reads its operand whole).
fn can_cut(ctx: &Context, op: Op, shape: &[i64]) -> bool {
    if let Some(c) = hlo::ConstantOp::cast(ctx, op) {
        return c.value(ctx).is_some_and(|a| is_splat(ctx, a));
    }
    if hlo::IotaOp::cast(ctx, op).is_some() {
        return iota_dimension(ctx, op).unwrap_or(0) != rows_dim(shape).unwrap_or(0);
    }
    hlo::SliceOp::cast(ctx, op).is_none()
}
