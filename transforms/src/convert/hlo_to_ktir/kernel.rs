//! One kernel as a KTIR function: its signature (device addresses of the
//! kernel's operands, then its results), `grid` the plan's cores, the
//! core's tile id, coarse tiling in time as an `scf.for` over the plan's
//! steps, the loads of each operand's share, the body on per-core slices
//! and the stores of each result's share.

use super::memory::{io, Place};
use super::{body, Layouts, Residency};
use crate::convert::build::{int_attr, tensor_ty, Builder};
use crate::dataflow::dims::{self, DimMap, Division, Part, Role};
use dialects::hlo::plan::Plan;
use ir::{AttrKind, Attribute, Context, Diagnostic, Op, Type, TypeKind, TypedOp, Value};
use std::collections::HashMap;

/// The builder of one kernel's function.
pub(super) struct Emit<'c> {
    pub b: Builder<'c>,
    /// The kernel op (for errors).
    pub kernel: Op,
    /// Each value of the kernel's body as the function holds it.
    pub names: HashMap<Value, Value>,
    /// How each body value follows the output (the dimension map).
    pub roles: HashMap<Value, Vec<Role>>,
    /// The share each op wants of each operand, where it differs from the
    /// value's own (a widened value is narrowed on the core).
    pub wants: HashMap<(Op, usize), Vec<Role>>,
    /// The cores each output dimension is split over.
    pub splits: Vec<u64>,
    /// The kernel output's shape.
    pub out_shape: Vec<i64>,
    /// Cores a contraction's K is split over (1: not split).
    pub k_split: u64,
    /// Coarse tiling in time: the output dimension each core walks, in
    /// how many steps.
    pub time: Option<(usize, u64)>,
    /// The division with its steps in time.
    pub div: Division,
    /// The core's tile id, the kernel's `0`, and the step (in the loop).
    pub pid: Value,
    pub c0: Value,
    pub step: Option<Value>,
    pub res: &'c Residency,
    /// Where each kernel operand is (device address, sticks, LX if it
    /// stays on chip): what a gather reads through its indices.
    pub memory: HashMap<Value, Place>,
}

impl Emit<'_> {
    /// A value's roles (whole where the map gave none).
    pub fn roles_of(&self, v: Value) -> Vec<Role> {
        self.roles
            .get(&v)
            .cloned()
            .unwrap_or_else(|| vec![Role::Whole; dims::shape(self.b.ctx, v).len()])
    }

    /// A value's slice shape under the work division (a step's share).
    pub fn slice(&self, v: Value) -> Vec<i64> {
        self.div
            .share(&dims::shape(self.b.ctx, v), &self.roles_of(v))
    }

    /// The extent of a dimension of size `n` with role `r` in a core's
    /// slice (a step's, with steps in time).
    pub fn slice_dim(&self, r: Role, n: i64) -> i64 {
        self.div.extent(r, n)
    }

    /// Roles with every part no core divides read whole (steps aside).
    pub fn normalized(&self, r: &[Role]) -> Vec<Role> {
        Division {
            splits: self.splits.clone(),
            k_split: 2,
            out_shape: Vec::new(),
            time: None,
        }
        .normalized(r)
    }

    /// The element type of `v`'s type in the kernel: unsigned integers
    /// (`ui8`) as the signless type of their width, the only integers
    /// `arith` takes (their ops pick the unsigned forms).
    pub fn elem(&mut self, v: Value) -> Type {
        let t = self.b.ctx.value_type(v);
        let e = self.b.ctx.type_kind(t).element_type().unwrap_or(t);
        signless(self.b.ctx, e)
    }

    /// The tensor type of `v`'s slice.
    pub fn ty(&mut self, v: Value) -> Type {
        let (s, e) = (self.slice(v), self.elem(v));
        tensor_ty(self.b.ctx, &s, e)
    }

    /// What the function holds for body value `v`.
    pub fn name(&self, v: Value) -> Result<Value, Diagnostic> {
        self.names.get(&v).copied().ok_or_else(|| {
            body::unsupported(
                self.b.ctx,
                self.kernel,
                "a value of its body is used before it is built",
            )
        })
    }

    /// `tensor.empty()` of `v`'s slice type.
    pub fn empty(&mut self, v: Value) -> Value {
        let t = self.ty(v);
        self.b
            .value(|ctx, loc| dialects::tensor::ops::EmptyOp::build(ctx, &[], t, loc))
    }
}

/// `[n]`: `grid`'s value.
fn grid(ctx: &mut Context, cores: u64) -> Attribute {
    let i64t = ctx.int(64);
    let n = int_attr(ctx, i64t, cores as i64);
    ctx.attr(AttrKind::Array(vec![n].into()))
}

/// `x : f64`.
fn f64_attr(ctx: &mut Context, x: f64) -> Attribute {
    let f = ctx.float_type(ir::float::FloatKind::F64);
    ctx.attr(AttrKind::Float {
        ty: f,
        bits: (x.to_bits() as u128).into(),
    })
}

/// `loc`, or `fallback` where the source left it unknown (an exporter's
/// constants): what is built for it then comes from the kernel.
fn known_or(ctx: &Context, loc: Attribute, fallback: Attribute) -> Attribute {
    if loc == ctx.unknown_loc() {
        fallback
    } else {
        loc
    }
}

/// The location of the first op of the body (in program order, `ops`)
/// reading `v`, else `fallback`. Program order, not the use list's: the
/// use list's order depends on how the IR was built (in this process, or
/// read back from text), and the kernel must not.
fn reader_loc(ctx: &Context, ops: &[Op], v: Value, fallback: Attribute) -> Attribute {
    let loc = ops
        .iter()
        .find(|&&o| ctx.op(o).operands().any(|x| x == v))
        .map(|&o| ctx.op(o).loc)
        .or_else(|| ctx.uses(v).map(|u| ctx.op(u.op).loc).next())
        .unwrap_or(fallback);
    known_or(ctx, loc, fallback)
}

/// The location of the op making `v`, else `fallback`.
fn writer_loc(ctx: &Context, v: Value, fallback: Attribute) -> Attribute {
    match ctx.value(v).def {
        ir::value::ValueDef::Result(o, _) => known_or(ctx, ctx.op(o).loc, fallback),
        ir::value::ValueDef::Arg(..) => fallback,
    }
}

/// [`io`] with its ops at `loc`.
fn io_at(
    e: &mut Emit<'_>,
    loc: Attribute,
    p: &Place,
    data: Option<Value>,
) -> Result<Option<Value>, Diagnostic> {
    let saved = e.b.loc;
    e.b.loc = loc;
    let r = io(e, p, data);
    e.b.loc = saved;
    r
}

/// Builds the KTIR function `name` of kernel `k` under `plan` (detached).
pub(super) fn emit(
    ctx: &mut Context,
    plan: &Plan,
    k: Op,
    name: &str,
    schedule_us: f64,
    laid: &Layouts,
    res: &Residency,
) -> Result<Op, Diagnostic> {
    let d = ctx.op(k);
    let outer: Vec<Value> = d.operands().collect();
    let results: Vec<Value> = d.results().iter().collect();
    let kloc = d.loc;
    // The dimension map under the plan's division (a reshape of a kernel
    // operand is a view of the operand's memory in the reshape's shape:
    // it is read that way, and not built).
    let map = DimMap::of(ctx, k, &plan.split, plan.k_split)?;
    let params = map.body.params.clone();
    let body_ops = map.body.ops.clone();
    let yielded = map.body.yielded.clone();
    let folded = map.body.folded.clone();
    // The function: index arguments, `grid`, the schedule's estimate.
    let (func, entry, args) = super::index_function(ctx, name, outer.len() + results.len(), kloc);
    let g = grid(ctx, plan.cores);
    let est = f64_attr(ctx, schedule_us);
    crate::dataflow::set_attr(ctx, func, "grid", g);
    crate::dataflow::set_attr(ctx, func, "hlo.schedule_time_us", est);
    let index = ctx.ty(TypeKind::Index);
    let mut b = Builder::new(ctx, entry, kloc);
    let pid =
        b.value(|ctx, loc| dialects::ktdp::ops::GetComputeTileIdOp::build(ctx, &[index], loc));
    // Origins that do not move are `%c0`, as KTIR tools write them.
    let c0 = b.index(0);
    let mut e = Emit {
        b,
        kernel: k,
        names: HashMap::new(),
        roles: map.roles.clone(),
        wants: map.wants.clone(),
        splits: plan.split.clone(),
        out_shape: map.division.out_shape.clone(),
        k_split: plan.k_split,
        time: None,
        div: map.division.clone(),
        pid,
        c0,
        step: None,
        res,
        memory: HashMap::new(),
    };
    // Coarse tiling in time (docs/tiling.md): each core walks its share of
    // the cut dimension in steps, everything in the step's loop. Kept to
    // dimensions no reshape regroups, and to steps that divide the share.
    if let (Some(td), true) = (plan.time_dim, plan.time_steps > 1) {
        let t = plan.time_steps;
        let share = e.out_shape.get(td).copied().unwrap_or(1)
            / plan.split.get(td).copied().unwrap_or(1).max(1) as i64;
        let regrouped = e.roles.values().flatten().any(|r| match *r {
            Role::Digit { d, .. } => d == td,
            Role::Merged(p) => p
                .iter()
                .any(|x| matches!(x, Part::Out(d) | Part::Digit { d, .. } if d == td)),
            _ => false,
        });
        if share % t as i64 == 0 && !regrouped {
            e.time = Some((td, t));
            e.div.time = e.time;
            let c1 = e.b.index(1);
            let steps = e.b.index(t as i64);
            let l = e.b.add(|ctx, loc| {
                dialects::scf::ops::ForOp::build(ctx, c0, steps, c1, &[], &[], false, loc)
            });
            let r = e.b.ctx.op(l.0).regions[0];
            let body = e.b.ctx.create_block();
            e.b.ctx.append_block(r, body);
            let iv = e.b.ctx.add_block_arg(body, index, Some(kloc));
            e.step = Some(iv);
            e.b.block = body;
        }
    }
    let per = |v: Value| laid.sticks.get(&v).copied();
    // The LX plan's address of a tensor that stays in the LX.
    let lx = |v: Value| res.at.get(&v).map(|&o| (v, o));
    for (i, &p) in params.iter().enumerate() {
        e.memory.insert(
            p,
            Place {
                value: p,
                address: args[i],
                sticks: per(outer[i]),
                lx: lx(outer[i]),
            },
        );
        // A gather reads its operand and indices in memory, not loaded.
        let gathered = |ctx: &Context, u: &ir::value::Use| {
            u.index < 2 && dialects::stablehlo::ops::GatherOp::cast(ctx, u.op).is_some()
        };
        if e.b.ctx.uses(p).next().is_some() && e.b.ctx.uses(p).all(|u| gathered(e.b.ctx, &u)) {
            continue;
        }
        // Through each folded reshape, the operand in the reshape's shape.
        let mut direct = false;
        let uses: Vec<ir::value::Use> = e.b.ctx.uses(p).collect();
        for u in &uses {
            if folded.contains(&u.op) {
                let Some(r) = e.b.ctx.op(u.op).results().iter().next() else {
                    continue;
                };
                if res.at.contains_key(&outer[i]) {
                    res.note(outer[i], None);
                }
                let loc = reader_loc(e.b.ctx, &body_ops, r, e.b.ctx.op(u.op).loc);
                let place = Place {
                    value: r,
                    address: args[i],
                    sticks: per(outer[i]),
                    lx: None,
                };
                if let Some(v) = io_at(&mut e, loc, &place, None)? {
                    e.names.insert(r, v);
                }
            } else {
                direct = true;
            }
        }
        if direct || uses.is_empty() {
            // An operand with no role yet is read whole.
            let loc = reader_loc(e.b.ctx, &body_ops, p, kloc);
            let place = Place {
                value: p,
                address: args[i],
                sticks: per(outer[i]),
                lx: lx(outer[i]),
            };
            if let Some(v) = io_at(&mut e, loc, &place, None)? {
                e.names.insert(p, v);
            }
        }
    }
    for &op in &body_ops {
        let terminator = e.b.ctx.op_info(op).is_some_and(|i| i.traits.terminator);
        if terminator || folded.contains(&op) {
            continue;
        }
        let saved = e.b.loc;
        e.b.loc = known_or(e.b.ctx, e.b.ctx.op(op).loc, kloc);
        body::emit_op(&mut e, op)?;
        e.b.loc = saved;
    }
    for (j, &y) in yielded.iter().enumerate() {
        let v = e.name(y)?;
        // The result's slice is the yielded value's.
        let loc = writer_loc(e.b.ctx, y, kloc);
        let place = Place {
            value: y,
            address: args[outer.len() + j],
            sticks: per(results[j]),
            lx: lx(results[j]),
        };
        io_at(&mut e, loc, &place, Some(v))?;
    }
    if e.time.is_some() {
        e.b.add(|ctx, loc| dialects::scf::ops::YieldOp::build(ctx, &[], loc));
        e.b.block = entry;
    }
    e.b.add(|ctx, loc| dialects::func::ops::ReturnOp::build(ctx, &[], loc));
    Ok(func)
}

/// `e` as a signless type: an unsigned integer type becomes the signless
/// one of its width; anything else is itself.
pub(super) fn signless(ctx: &mut Context, e: Type) -> Type {
    match ctx.type_kind(e) {
        ir::TypeKind::Integer {
            width,
            signedness: ir::types::Signedness::Unsigned,
        } => {
            let w = *width;
            ctx.int(w)
        }
        _ => e,
    }
}
