//! The dimension map: how every tensor in a kernel follows the kernel's
//! output, dimension by dimension, under a division of that output across
//! cores. It is the one analysis behind `tile` (each core's slice of each
//! tensor, what fits on chip), the LX plan (which tensors two kernels see
//! as the same per-core slice) and the kernel emitters (which share of
//! each tensor a core loads, computes and stores).
//!
//! Walking back from the output: a contraction's operand dimensions are
//! its result's or contracted (`Contraction::operand_dims`); a
//! reduction's are its result's with the reduced ones read whole;
//! broadcasts and data movement say which result dimension each operand
//! dimension holds (`DimensionMap`); a view (a reshape) regroups
//! dimensions, so an operand dimension may be the merge of several output
//! dimensions or a digit of one; anything else with the result's shape
//! walks with it. A tensor two consumers want different shares of is
//! widened to what they agree on, and each takes its share on the core.
//!
//! A reshape of a kernel operand is not walked through: the kernel reads
//! the operand's memory viewed in the reshape's shape (it is "folded").

use ir::op_class::{Contraction, DimRole, DimensionMap};
use ir::{Context, Diagnostic, Op, OpClass, Value};
use std::collections::HashMap;

/// How one tensor dimension follows the kernel's output.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// It walks with output dimension `d`.
    Out(usize),
    /// It is the row-major merge of the parts (a reshape merged them).
    Merged(Parts),
    /// A digit of output dimension `d` split by a reshape: the index is
    /// `(i_d / inner) mod size`.
    Digit { d: usize, inner: i64, size: i64 },
    /// A contracted dimension split across cores (the core's K index is
    /// its id divided by the output's cores).
    K,
    /// Read whole.
    Whole,
}

/// What a merged dimension is made of, outermost first (at most four).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Parts {
    parts: [Part; 4],
    len: u8,
}

/// One part of a merged dimension: an output dimension, a digit of one,
/// or an unsplit stretch of a size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    Out(usize),
    Digit { d: usize, inner: i64, size: i64 },
    Whole(i64),
}

impl Parts {
    fn new(ps: &[Part]) -> Option<Parts> {
        if ps.is_empty() || ps.len() > 4 {
            return None;
        }
        let mut parts = [Part::Whole(1); 4];
        parts[..ps.len()].copy_from_slice(ps);
        Some(Parts {
            parts,
            len: ps.len() as u8,
        })
    }
    /// The parts, outermost first.
    pub fn iter(self) -> impl Iterator<Item = Part> {
        (0..self.len as usize).map(move |i| self.parts[i])
    }
    /// How many parts.
    pub fn len(self) -> usize {
        self.len as usize
    }
    /// Whether it has no parts (never: a merge has at least one).
    pub fn is_empty(self) -> bool {
        self.len == 0
    }
}

impl Part {
    /// The part as a role of its own.
    pub fn role(self) -> Role {
        match self {
            Part::Out(d) => Role::Out(d),
            Part::Digit { d, inner, size } => Role::Digit { d, inner, size },
            Part::Whole(_) => Role::Whole,
        }
    }
    /// Whether it moves with output dimension `d`.
    pub fn walks_with(self, d: usize) -> bool {
        matches!(self, Part::Out(x) | Part::Digit { d: x, .. } if x == d)
    }
}

impl Role {
    /// Whether it moves with output dimension `d` (alone, merged or as a
    /// digit).
    pub fn walks_with(self, d: usize) -> bool {
        match self {
            Role::Out(x) | Role::Digit { d: x, .. } => x == d,
            Role::Merged(p) => p.iter().any(|x| x.walks_with(d)),
            Role::K | Role::Whole => false,
        }
    }
}

/// A division of a kernel's output: the cores along each output
/// dimension, along K, and the steps in time along one dimension.
#[derive(Clone, Debug, PartialEq)]
pub struct Division {
    pub splits: Vec<u64>,
    pub k_split: u64,
    pub out_shape: Vec<i64>,
    /// Steps in time along an output dimension (coarse tiling).
    pub time: Option<(usize, u64)>,
}

impl Division {
    /// Ways output dimension `d` is cut (cores times steps).
    fn ways(&self, d: usize) -> i64 {
        self.splits.get(d).copied().unwrap_or(1).max(1) as i64
            * match self.time {
                Some((td, t)) if td == d => t as i64,
                _ => 1,
            }
    }
    fn chunk(&self, d: usize) -> i64 {
        self.out_shape.get(d).copied().unwrap_or(1) / self.ways(d)
    }
    /// The extent of a dimension of size `n` with role `r` in one core's
    /// share (one step's, with steps in time).
    pub fn extent(&self, r: Role, n: i64) -> i64 {
        match r {
            Role::Out(d) => n / self.ways(d),
            Role::K => n / self.k_split.max(1) as i64,
            Role::Digit { d, inner, size } => digit_extent(self.chunk(d), inner, size),
            Role::Merged(p) => p
                .iter()
                .map(|x| match x {
                    Part::Out(d) => self.chunk(d),
                    Part::Digit { d, inner, size } => digit_extent(self.chunk(d), inner, size),
                    Part::Whole(n) => n,
                })
                .product(),
            Role::Whole => n,
        }
    }
    /// One core's share of a tensor of `shape` with `roles`.
    pub fn share(&self, shape: &[i64], roles: &[Role]) -> Vec<i64> {
        shape
            .iter()
            .zip(roles.iter().chain(std::iter::repeat(&Role::Whole)))
            .map(|(&n, &r)| self.extent(r, n))
            .collect()
    }
    /// Whether output dimension `d` is divided at all (by cores or steps).
    pub fn divides(&self, d: usize) -> bool {
        self.ways(d) > 1
    }
    /// Roles with every undivided part read whole: two tensors hold the
    /// same share exactly when these agree.
    pub fn normalized(&self, r: &[Role]) -> Vec<Role> {
        r.iter()
            .map(|x| match *x {
                Role::Out(d) | Role::Digit { d, .. } if !self.divides(d) => Role::Whole,
                Role::Merged(p)
                    if p.iter().all(|x| match x {
                        Part::Out(d) | Part::Digit { d, .. } => !self.divides(d),
                        Part::Whole(_) => true,
                    }) =>
                {
                    Role::Whole
                }
                Role::K if self.k_split <= 1 => Role::Whole,
                x => x,
            })
            .collect()
    }
}

/// The extent of a digit of an output dimension in a core's chunk `c`.
fn digit_extent(c: i64, inner: i64, size: i64) -> i64 {
    if c <= inner {
        1
    } else {
        (c / inner).min(size)
    }
}

/// The reshape groups between shapes `a` and `b`: runs of dimensions
/// whose sizes multiply to the same number (dimensions of size 1 join the
/// group before them), as (a's range, b's range).
pub fn reshape_groups(
    a: &[i64],
    b: &[i64],
) -> Option<Vec<(std::ops::Range<usize>, std::ops::Range<usize>)>> {
    let (mut i, mut j) = (0, 0);
    let mut out = Vec::new();
    while i < a.len() || j < b.len() {
        let (si, sj) = (i, j);
        let (mut pa, mut pb) = (1i64, 1i64);
        if i < a.len() {
            pa *= a[i];
            i += 1;
        }
        if j < b.len() {
            pb *= b[j];
            j += 1;
        }
        while pa != pb {
            if pa < pb && i < a.len() {
                pa *= a[i];
                i += 1;
            } else if pb < pa && j < b.len() {
                pb *= b[j];
                j += 1;
            } else {
                return None;
            }
        }
        // Trailing size-1 dimensions belong to this group.
        while i < a.len() && a[i] == 1 && (j >= b.len() || b[j] != 1) {
            i += 1;
        }
        while j < b.len() && b[j] == 1 && (i >= a.len() || a[i] != 1) {
            j += 1;
        }
        out.push((si..i, sj..j));
    }
    Some(out)
}

/// The roles of `v` when it is a reduction of a value of the output's
/// shape: the output dimensions it keeps, in order.
fn reduced_roles(ctx: &Context, v: Value, out_shape: &[i64]) -> Option<Vec<Role>> {
    let ir::value::ValueDef::Result(op, _) = ctx.value(v).def else {
        return None;
    };
    let OpClass::Reduction { dimensions } = ctx.op_class(op) else {
        return None;
    };
    let input = ctx.op(op).operands().next()?;
    if shape(ctx, input) != out_shape {
        return None;
    }
    let reduced = ctx
        .inherent_attr(op, ctx.str(dimensions))
        .and_then(|a| ir::dense_array::to_i64s(ctx, a))?;
    Some(
        (0..out_shape.len())
            .filter(|d| !reduced.contains(&(*d as i64)))
            .map(Role::Out)
            .collect(),
    )
}

/// The shape of a value's type (empty for a scalar or a non-tensor).
pub fn shape(ctx: &Context, v: Value) -> Vec<i64> {
    ctx.type_kind(ctx.value_type(v))
        .shape()
        .map(<[i64]>::to_vec)
        .unwrap_or_default()
}

/// Whether `op` only views its operand's memory in another shape (a
/// reshape): a view with one operand and one result.
pub fn is_view(ctx: &Context, op: Op) -> bool {
    let d = ctx.op(op);
    super::cost::is_free(ctx, op)
        && d.num_operands() == 1
        && d.results().len() == 1
        && !ctx.op_info(op).is_some_and(|i| i.traits.constant_like)
}

/// A kernel's parts: the ops that compute (no terminator), its
/// parameters as the body sees them, what it yields, and the views of
/// parameters read in place of them.
#[derive(Clone, Debug)]
pub struct Body {
    pub ops: Vec<Op>,
    pub params: Vec<Value>,
    pub yielded: Vec<Value>,
    pub folded: Vec<Op>,
}

impl Body {
    /// The body of kernel `k` (an isolated op's block, or the op itself).
    pub fn of(ctx: &Context, k: Op) -> Body {
        let (ops, inner_args) = super::kernel_body(ctx, k);
        let isolated = ctx.op_info(k).is_some_and(|i| i.traits.isolated_from_above);
        let (params, ops, yielded): (Vec<Value>, Vec<Op>, Vec<Value>) = if isolated {
            let term = ops.last().copied();
            let y = term
                .map(|t| ctx.op(t).operands().collect())
                .unwrap_or_default();
            (inner_args, ops[..ops.len().saturating_sub(1)].to_vec(), y)
        } else {
            (
                ctx.op(k).operands().collect(),
                vec![k],
                ctx.op(k).results().iter().collect(),
            )
        };
        let folded = ops
            .iter()
            .copied()
            .filter(|&o| {
                is_view(ctx, o)
                    && ctx
                        .op(o)
                        .operands()
                        .next()
                        .is_some_and(|v| params.contains(&v))
            })
            .collect();
        Body {
            ops,
            params,
            yielded,
            folded,
        }
    }
}

/// The map of one kernel under one division.
#[derive(Clone, Debug)]
pub struct DimMap {
    pub body: Body,
    pub division: Division,
    /// Every value's roles (a widened value: what its consumers agree on).
    pub roles: HashMap<Value, Vec<Role>>,
    /// The share an op reads of its operand at a position, where it is
    /// narrower than the value's own (the value was widened for another
    /// consumer, or for the same op reading it at another position: a
    /// scatter of a value into itself wants its operand divided and its
    /// updates whole).
    pub wants: HashMap<(Op, usize), Vec<Role>>,
}

/// How a kernel reads or writes one of its tensors.
#[derive(Clone, Debug, PartialEq)]
pub struct Access {
    /// The value it is read as: the parameter itself, or the view of it
    /// (a folded reshape) with its own shape.
    pub value: Value,
    /// That value's roles.
    pub roles: Vec<Role>,
    /// Read as itself (not through a folded view).
    pub plain: bool,
}

fn unsupported(ctx: &Context, op: Op, why: &str) -> Diagnostic {
    ir::verify::at_op(
        ctx,
        op,
        &format!(
            "'{}' cannot be divided across cores this way: {why}",
            ctx.op_name(op)
        ),
    )
}

impl DimMap {
    /// The map of kernel `k` with its output divided by `splits` (one a
    /// dimension of its first result) and `k_split`. An op whose operands
    /// cannot follow the division is a located error naming it; with
    /// nothing divided, such a kernel is [`DimMap::undivided`] (what
    /// `tile` falls back to), every tensor whole.
    pub fn of(ctx: &Context, k: Op, splits: &[u64], k_split: u64) -> Result<DimMap, Diagnostic> {
        let mut m = DimMap::empty(ctx, k, splits.to_vec(), k_split);
        match m.walk(ctx) {
            Ok(()) => Ok(m),
            Err(_) if k_split <= 1 && splits.iter().all(|&s| s <= 1) => {
                Ok(DimMap::undivided(ctx, k, splits.len()))
            }
            Err(e) => Err(e),
        }
    }

    /// The map of `k` under a division before the walk: no roles yet.
    fn empty(ctx: &Context, k: Op, splits: Vec<u64>, k_split: u64) -> DimMap {
        let body = Body::of(ctx, k);
        let out_shape = body
            .yielded
            .first()
            .map(|&v| shape(ctx, v))
            .unwrap_or_default();
        DimMap {
            body,
            division: Division {
                splits,
                k_split,
                out_shape,
                time: None,
            },
            roles: HashMap::new(),
            wants: HashMap::new(),
        }
    }

    /// The map of kernel `k` on one core, every tensor read whole: for a
    /// kernel no division fits (its results differ in shape).
    pub fn undivided(ctx: &Context, k: Op, rank: usize) -> DimMap {
        DimMap::empty(ctx, k, vec![1; rank], 1)
    }

    /// The same map with `steps` in time along output dimension `dim`.
    pub fn with_time(mut self, time: Option<(usize, u64)>) -> DimMap {
        self.division.time = time;
        self
    }

    /// A value's roles (read whole if the walk gave it none).
    pub fn roles_of(&self, ctx: &Context, v: Value) -> Vec<Role> {
        self.roles
            .get(&v)
            .cloned()
            .unwrap_or_else(|| vec![Role::Whole; shape(ctx, v).len()])
    }

    /// One core's share of value `v`.
    pub fn share(&self, ctx: &Context, v: Value) -> Vec<i64> {
        self.division.share(&shape(ctx, v), &self.roles_of(ctx, v))
    }

    /// How the kernel reads each operand (through a folded view when it is
    /// only read that way) and writes each result: operands, then results.
    pub fn accesses(&self, ctx: &Context) -> Vec<Access> {
        let mut out = Vec::new();
        for &p in &self.body.params {
            // Without folded views nothing is read through one; and the
            // uses are not walked (an op on its own has the function's
            // values as params, a weight every layer reads among them).
            if self.body.folded.is_empty() {
                out.push(Access {
                    value: p,
                    roles: self.roles_of(ctx, p),
                    plain: true,
                });
                continue;
            }
            let views: Vec<Value> = ctx
                .uses(p)
                .filter(|u| self.body.folded.contains(&u.op))
                .filter_map(|u| ctx.op(u.op).results().iter().next())
                .collect();
            let direct = ctx.uses(p).any(|u| !self.body.folded.contains(&u.op));
            let value = match views.first() {
                Some(&v) if !direct => v,
                _ => p,
            };
            out.push(Access {
                value,
                roles: self.roles_of(ctx, value),
                plain: views.is_empty(),
            });
        }
        for &y in &self.body.yielded {
            out.push(Access {
                value: y,
                roles: self.roles_of(ctx, y),
                plain: true,
            });
        }
        out
    }

    fn set(
        &mut self,
        ctx: &Context,
        op: Op,
        j: usize,
        v: Value,
        r: Vec<Role>,
    ) -> Result<(), Diagnostic> {
        self.wants.insert((op, j), r.clone());
        let div = &self.division;
        match self.roles.get(&v) {
            Some(old) if div.normalized(old) != div.normalized(&r) => {
                if old.len() != r.len() {
                    return Err(unsupported(
                        ctx,
                        op,
                        "one of its operands is read with two different divisions",
                    ));
                }
                let (no, nr) = (div.normalized(old), div.normalized(&r));
                let widened = old
                    .iter()
                    .zip(no.iter().zip(&nr))
                    .map(|(&o, (a, b))| if a == b { o } else { Role::Whole })
                    .collect();
                self.roles.insert(v, widened);
            }
            Some(_) => {}
            None => {
                self.roles.insert(v, r);
            }
        }
        Ok(())
    }

    fn walk(&mut self, ctx: &Context) -> Result<(), Diagnostic> {
        let out_shape = self.division.out_shape.clone();
        let out_rank = out_shape.len();
        for y in self.body.yielded.clone() {
            // A result of the output's shape walks with it; a reduction of
            // something of the output's shape (a row sum exported beside
            // its rows) walks with the dimensions it keeps.
            let r = if shape(ctx, y) == out_shape {
                Some((0..out_rank).map(Role::Out).collect())
            } else {
                reduced_roles(ctx, y, &out_shape)
            };
            match r {
                Some(r) => {
                    self.roles.insert(y, r);
                }
                None => {
                    let at = self.body.ops.last().copied();
                    return Err(match at {
                        Some(o) => unsupported(ctx, o, "the kernel's results differ in shape"),
                        None => Diagnostic::error(
                            ir::DiagLoc::Unknown,
                            "a kernel whose results differ in shape cannot be divided",
                        ),
                    });
                }
            }
        }
        for op in self.body.ops.clone().into_iter().rev() {
            if self.body.folded.contains(&op) {
                continue;
            }
            let d = ctx.op(op);
            // The roles of the result the walk reached (a two-result
            // reduce may export only its indices).
            let Some(res) = d
                .results()
                .iter()
                .find(|r| self.roles.contains_key(r))
                .or_else(|| d.results().iter().next())
            else {
                continue;
            };
            let rr = self.roles_of(ctx, res);
            let operands: Vec<Value> = d.operands().collect();
            match ctx.op_class(op) {
                OpClass::Contraction => {
                    let c = ctx.interface::<dyn Contraction>(op).ok_or_else(|| {
                        unsupported(ctx, op, "a contraction without its interface")
                    })?;
                    for (j, &v) in operands.iter().enumerate().take(2) {
                        let dims = c.operand_dims(ctx, op, j).ok_or_else(|| {
                            unsupported(ctx, op, "a contraction that does not say its dimensions")
                        })?;
                        let k = self.division.k_split;
                        let r = dims
                            .iter()
                            .map(|x| match x {
                                DimRole::Result(n) => rr.get(*n).copied().unwrap_or(Role::Whole),
                                DimRole::Contracted if k > 1 => Role::K,
                                DimRole::Contracted | DimRole::Window => Role::Whole,
                            })
                            .collect();
                        self.set(ctx, op, j, v, r)?;
                    }
                }
                OpClass::Reduction { dimensions } => {
                    let reduced = ctx
                        .inherent_attr(op, ctx.str(dimensions))
                        .and_then(|a| ir::dense_array::to_i64s(ctx, a))
                        .unwrap_or_default();
                    let n = operands.len() / 2;
                    for (j, &v) in operands.iter().enumerate() {
                        let r = if j < n.max(1) {
                            let mut k = 0;
                            (0..shape(ctx, v).len())
                                .map(|i| {
                                    if reduced.contains(&(i as i64)) {
                                        Role::Whole
                                    } else {
                                        k += 1;
                                        rr.get(k - 1).copied().unwrap_or(Role::Whole)
                                    }
                                })
                                .collect()
                        } else {
                            vec![Role::Whole; shape(ctx, v).len()]
                        };
                        self.set(ctx, op, j, v, r)?;
                    }
                }
                _ if is_view(ctx, op) => {
                    let r = self.through_view(ctx, op, operands[0], res, &rr)?;
                    self.set(ctx, op, 0, operands[0], r)?;
                }
                _ => {
                    let map = ctx.interface::<dyn DimensionMap>(op);
                    for (j, &v) in operands.iter().enumerate() {
                        let s = shape(ctx, v);
                        let r = match map.and_then(|m| m.operand_dims(ctx, op, j)) {
                            Some(dims) => dims
                                .iter()
                                .map(|x| match x {
                                    Some(n) => rr.get(*n).copied().unwrap_or(Role::Whole),
                                    None => Role::Whole,
                                })
                                .collect(),
                            None if s.is_empty() => vec![],
                            None if s == shape(ctx, res) => rr.clone(),
                            None if self
                                .division
                                .normalized(&rr)
                                .iter()
                                .all(|r| *r == Role::Whole) =>
                            {
                                vec![Role::Whole; s.len()]
                            }
                            None => return Err(unsupported(
                                ctx,
                                op,
                                "its operands and result differ in shape on a divided dimension",
                            )),
                        };
                        self.set(ctx, op, j, v, r)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// The roles of a view's operand from its result's `rr`.
    fn through_view(
        &self,
        ctx: &Context,
        op: Op,
        v: Value,
        res: Value,
        rr: &[Role],
    ) -> Result<Vec<Role>, Diagnostic> {
        let (os, rs) = (shape(ctx, v), shape(ctx, res));
        let groups = reshape_groups(&os, &rs)
            .ok_or_else(|| unsupported(ctx, op, "a reshape whose dimensions do not group"))?;
        let div = &self.division;
        let mut r = vec![Role::Whole; os.len()];
        for (ga, gb) in groups {
            let rb: Vec<Role> = gb
                .clone()
                .map(|j| rr.get(j).copied().unwrap_or(Role::Whole))
                .collect();
            if div.normalized(&rb).iter().all(|x| *x == Role::Whole) {
                continue; // read whole
            }
            let real_a: Vec<usize> = ga.clone().filter(|&i| os[i] != 1).collect();
            let real_b: Vec<usize> = gb.clone().filter(|&j| rs[j] != 1).collect();
            if real_a.len() == 1 && real_b.len() == 1 {
                r[real_a[0]] = rr.get(real_b[0]).copied().unwrap_or(Role::Whole);
            } else if real_a.len() == 1 {
                // The operand dimension is the merge of the result's.
                let mut ps: Vec<Part> = Vec::new();
                for &j in &real_b {
                    ps.push(match rr.get(j).copied() {
                        Some(Role::Out(d)) => Part::Out(d),
                        Some(Role::Digit { d, inner, size }) => Part::Digit { d, inner, size },
                        Some(Role::Whole) | None => Part::Whole(rs[j]),
                        Some(_) => {
                            return Err(unsupported(
                                ctx,
                                op,
                                "a reshape merging a dimension that is itself merged",
                            ))
                        }
                    });
                }
                let parts = Parts::new(&ps).ok_or_else(|| {
                    unsupported(ctx, op, "a reshape merging more than four dimensions")
                })?;
                r[real_a[0]] = Role::Merged(parts);
            } else if real_b.len() == 1 {
                match rr.get(real_b[0]).copied() {
                    Some(Role::Merged(p)) if p.len() == real_a.len() => {
                        for (x, &i) in p.iter().zip(&real_a) {
                            r[i] = x.role();
                        }
                    }
                    Some(Role::Out(dd)) => {
                        // The operand's dimensions are digits of output
                        // dimension dd; each core's chunk must fall on
                        // digit boundaries.
                        let c = div.out_shape.get(dd).copied().unwrap_or(1)
                            / div.splits.get(dd).copied().unwrap_or(1).max(1) as i64;
                        let mut inner = 1i64;
                        for &i in real_a.iter().rev() {
                            let size = os[i];
                            let off = (c % inner != 0 && inner % c != 0)
                                || (c > inner && c < inner * size && c % inner != 0);
                            if off {
                                return Err(unsupported(
                                    ctx,
                                    op,
                                    "a reshape whose division does not fall on its dimensions' boundaries",
                                ));
                            }
                            r[i] = Role::Digit { d: dd, inner, size };
                            inner *= size;
                        }
                    }
                    _ => {
                        return Err(unsupported(
                            ctx,
                            op,
                            "a reshape splitting a dimension the division splits",
                        ))
                    }
                }
            } else {
                return Err(unsupported(
                    ctx,
                    op,
                    "a reshape regrouping divided dimensions",
                ));
            }
        }
        Ok(r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups() {
        let g = reshape_groups(&[2, 3, 4], &[6, 4]).unwrap();
        assert_eq!(g, vec![(0..2, 0..1), (2..3, 1..2)]);
        let g = reshape_groups(&[1, 8, 1], &[8]).unwrap();
        assert_eq!(g.len(), 1);
        assert!(reshape_groups(&[5], &[2, 3]).is_none());
    }

    #[test]
    fn extents() {
        let d = Division {
            splits: vec![4, 2],
            k_split: 1,
            out_shape: vec![64, 128],
            time: Some((1, 4)),
        };
        assert_eq!(d.extent(Role::Out(0), 64), 16);
        assert_eq!(d.extent(Role::Out(1), 128), 16);
        assert_eq!(d.extent(Role::Whole, 7), 7);
        let p = Parts::new(&[Part::Out(0), Part::Whole(3)]).unwrap();
        assert_eq!(d.extent(Role::Merged(p), 192), 48);
        assert_eq!(
            d.normalized(&[Role::Out(0), Role::K]),
            vec![Role::Out(0), Role::Whole]
        );
    }
}
