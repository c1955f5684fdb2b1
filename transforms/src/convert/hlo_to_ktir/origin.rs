//! Where a core's share of a tensor starts along each dimension: index
//! arithmetic on the core's tile id (`ktdp.get_compute_tile_id`), the
//! first output dimension varying fastest and K's index above them all,
//! plus the step of coarse tiling in time. Dimensions that do not move
//! start at the kernel's one `0`.

use super::kernel::Emit;
use crate::dataflow::dims::{Part, Role};
use dialects::arith::ops as arith;
use ir::Value;

/// `a op b` on indices.
fn binop(e: &mut Emit<'_>, op: Op, a: Value, b: Value) -> Value {
    let idx = e.b.index_ty();
    match op {
        Op::Add => {
            e.b.value(|ctx, loc| arith::AddiOp::build(ctx, a, b, idx, None, loc))
        }
        Op::Mul => {
            e.b.value(|ctx, loc| arith::MuliOp::build(ctx, a, b, idx, None, loc))
        }
        Op::Div => {
            e.b.value(|ctx, loc| arith::DivuiOp::build(ctx, a, b, idx, false, loc))
        }
        Op::Rem => {
            e.b.value(|ctx, loc| arith::RemuiOp::build(ctx, a, b, idx, loc))
        }
    }
}

#[derive(Copy, Clone)]
enum Op {
    Add,
    Mul,
    Div,
    Rem,
}

/// `a op n` with `n` a new constant.
fn by(e: &mut Emit<'_>, op: Op, a: Value, n: i64) -> Value {
    let k = e.b.index(n);
    binop(e, op, a, k)
}

/// The origin of dimension `i` of a tensor with `roles` whose share is
/// `slice`.
pub(super) fn origin(e: &mut Emit<'_>, roles: &[Role], slice: &[i64], i: usize) -> Value {
    match roles.get(i).copied() {
        Some(Role::Merged(p)) => merged(e, &p.iter().collect::<Vec<_>>()),
        Some(Role::K) => {
            let p: u64 = e.splits.iter().product::<u64>().max(1);
            let chunk = slice.get(i).copied().unwrap_or(1);
            let mut cur = e.pid;
            if p > 1 {
                cur = by(e, Op::Div, cur, p as i64);
            }
            by(e, Op::Mul, cur, chunk)
        }
        Some(Role::Digit { d, inner, size }) => {
            let s = e.splits.get(d).copied().unwrap_or(1);
            if s <= 1 {
                return e.c0;
            }
            let c = e.out_shape.get(d).copied().unwrap_or(1) / s as i64;
            // The core's first index along d, then its digit.
            let mut cur = origin(e, &[Role::Out(d)], &[c], 0);
            if inner > 1 {
                cur = by(e, Op::Div, cur, inner);
            }
            by(e, Op::Rem, cur, size)
        }
        Some(Role::Out(d)) => along(e, d, slice.get(i).copied().unwrap_or(1)),
        _ => e.c0,
    }
}

/// The extent of one part of a merged dimension.
pub(super) fn part_size(x: Part, e: &Emit<'_>) -> i64 {
    match x {
        Part::Out(d) => e.out_shape.get(d).copied().unwrap_or(1),
        Part::Digit { size, .. } => size,
        Part::Whole(n) => n,
    }
}

/// Whether a core's share along a dimension of role `r` is one run of
/// consecutive indices from its origin: always for an output dimension,
/// and for a digit of one (the division falls on the digit's boundaries,
/// so a core's run along the output dimension covers consecutive digit
/// values); for a merged one when, inside the innermost part the cores
/// divide, the parts are held whole, and outside it one index each.
pub(super) fn is_run(e: &Emit<'_>, r: Role) -> bool {
    match r {
        Role::Out(_) | Role::Whole | Role::Digit { .. } => true,
        Role::Merged(p) => {
            let mut divided = false;
            for x in p.iter().collect::<Vec<_>>().into_iter().rev() {
                let n = part_size(x, e);
                let share = e.slice_dim(x.role(), n);
                if divided && share != 1 {
                    return false;
                }
                divided |= share < n;
            }
            true
        }
        _ => false,
    }
}

/// [`origin`] for an op that reads the share from one origin: a located
/// refusal where the share along `i` is strided (merged parts), which one
/// origin cannot say.
pub(super) fn run_origin(
    e: &mut Emit<'_>,
    op: ir::Op,
    roles: &[Role],
    slice: &[i64],
    i: usize,
) -> Result<Value, ir::Diagnostic> {
    if let Some(&r) = roles.get(i) {
        if !is_run(e, r) {
            return Err(super::body::unsupported(
                e.b.ctx,
                op,
                "a share the cores hold strided (every group's rows of a dimension a reshape merged), read from one origin",
            ));
        }
    }
    Ok(origin(e, roles, slice, i))
}

/// Σ start_d · (the sizes of the parts after d); unsplit parts start at 0.
fn merged(e: &mut Emit<'_>, ps: &[Part]) -> Value {
    let size = part_size;
    let mut acc: Option<Value> = None;
    for (k, &x) in ps.iter().enumerate() {
        let inner: i64 = ps[k + 1..].iter().map(|&y| size(y, e)).product();
        // The part's start along itself, then scaled by what follows.
        let start = match x {
            Part::Whole(_) => continue,
            Part::Out(d) => {
                let chunk = e.slice_dim(Role::Out(d), size(x, e));
                origin(e, &[Role::Out(d)], &[chunk], 0)
            }
            Part::Digit { .. } => origin(e, &[x.role()], &[1], 0),
        };
        if start == e.c0 {
            continue;
        }
        let o = if inner > 1 {
            by(e, Op::Mul, start, inner)
        } else {
            start
        };
        acc = Some(match acc {
            None => o,
            Some(a) => binop(e, Op::Add, a, o),
        });
    }
    acc.unwrap_or(e.c0)
}

/// The origin along output dimension `d` of a share `chunk` long.
fn along(e: &mut Emit<'_>, d: usize, chunk: i64) -> Value {
    let s = e.splits.get(d).copied().unwrap_or(1);
    if let Some((_, t)) = e.time.filter(|&(td, _)| td == d) {
        // The core's index along d, times the steps, plus this step.
        let step = e.step.unwrap_or(e.c0);
        let step_idx = if s > 1 {
            let core = core_index(e, d, s);
            let m = by(e, Op::Mul, core, t as i64);
            binop(e, Op::Add, m, step)
        } else {
            step
        };
        return by(e, Op::Mul, step_idx, chunk);
    }
    if s <= 1 {
        return e.c0;
    }
    let stride: u64 = e.splits.iter().take(d).product::<u64>().max(1);
    let total: u64 = e.splits.iter().product();
    let mut idx = e.pid;
    if stride > 1 {
        idx = by(e, Op::Div, idx, stride as i64);
    }
    if stride * s != total || e.k_split > 1 {
        idx = by(e, Op::Rem, idx, s as i64);
    }
    by(e, Op::Mul, idx, chunk)
}

/// The core's index along output dimension `d`, split `s` ways.
fn core_index(e: &mut Emit<'_>, d: usize, s: u64) -> Value {
    let stride: u64 = e.splits.iter().take(d).product::<u64>().max(1);
    let mut idx = e.pid;
    if stride > 1 {
        idx = by(e, Op::Div, idx, stride as i64);
    }
    by(e, Op::Rem, idx, s as i64)
}
