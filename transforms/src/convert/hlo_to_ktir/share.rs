//! A core's share cut out of a value it computed whole along some
//! dimensions (a concatenation, a padding, a sort, a loop's carried value):
//! along a dimension whose share is one run, an `extract_slice` from the
//! run's origin; along one a reshape merged from parts where the share is
//! strided (a core's rows of every group: `stack(..).sum(1)` divided along
//! the rows), the dimension expanded into its parts, each part's share
//! cut at its own origin, and collapsed back.

use super::kernel::Emit;
use super::origin::{is_run, origin, part_size};
use crate::convert::build::{elem_of, int_attr, tensor_ty};
use crate::dataflow::dims::{Part, Role};
use dialects::tensor::ops as tensor;
use ir::{AttrKind, Attribute, Context, Value};

/// The core's share of `v` (whole along `dims`, the result's share along
/// the others) along `dims`: the result's extent from the core's origin.
pub(super) fn share(e: &mut Emit<'_>, v: Value, res: Value, dims: &[usize]) -> Value {
    let rs = e.slice(res);
    let roles = e.roles_of(res);
    let full = crate::dataflow::dims::shape(e.b.ctx, res);
    let split: Vec<usize> = dims.iter().copied().filter(|&d| rs[d] != full[d]).collect();
    if split.is_empty() {
        return v;
    }
    // Strided merged dimensions first, each through its parts.
    let mut cur = v;
    let mut runs = Vec::new();
    for &d in &split {
        match roles.get(d).copied() {
            Some(Role::Merged(p)) if !is_run(e, Role::Merged(p)) => {
                cur = cut_parts(e, cur, d, &p.iter().collect::<Vec<_>>());
            }
            _ => runs.push(d),
        }
    }
    if runs.is_empty() {
        return cur;
    }
    let held = crate::dataflow::dims::shape(e.b.ctx, cur);
    let mut offsets: Vec<Option<i64>> = vec![Some(0); rs.len()];
    let mut dynamic = Vec::new();
    let mut sizes = held.clone();
    for &d in &runs {
        dynamic.push(origin(e, &roles, &rs, d));
        offsets[d] = None;
        sizes[d] = rs[d];
    }
    extract(e, cur, &offsets, &dynamic, &sizes)
}

/// `tensor.extract_slice` of `v` at `offsets` (None: the next of
/// `dynamic`), `sizes` long, unit strides.
fn extract(
    e: &mut Emit<'_>,
    v: Value,
    offsets: &[Option<i64>],
    dynamic: &[Value],
    sizes: &[i64],
) -> Value {
    let vt = e.b.ctx.value_type(v);
    let et = elem_of(e.b.ctx, vt);
    let ty = tensor_ty(e.b.ctx, sizes, et);
    let so: Vec<i64> = offsets
        .iter()
        .map(|x| x.unwrap_or(ir::types::DYNAMIC))
        .collect();
    let (so, sz, st) = (
        e.b.i64s(&so),
        e.b.i64s(sizes),
        e.b.i64s(&vec![1; sizes.len()]),
    );
    e.b.value(|ctx, loc| {
        tensor::ExtractSliceOp::build(ctx, v, dynamic, &[], &[], ty, so, sz, st, loc)
    })
}

/// Reassociation groups: dimension `d` of a rank-`rank` shape is `m`
/// dimensions of the other, each other dimension one.
fn groups(ctx: &mut Context, rank: usize, d: usize, m: usize) -> Attribute {
    let i64t = ctx.int(64);
    let mut next = 0i64;
    let mut out = Vec::with_capacity(rank);
    for k in 0..rank {
        let n = if k == d { m } else { 1 };
        let items: Vec<Attribute> = (0..n)
            .map(|_| {
                next += 1;
                int_attr(ctx, i64t, next - 1)
            })
            .collect();
        out.push(ctx.attr(AttrKind::Array(items.into())));
    }
    ctx.attr(AttrKind::Array(out.into()))
}

/// The core's share along merged dimension `d` of `v` (held whole
/// there): expanded into `parts`, each cut at its own origin to its
/// share, collapsed back.
fn cut_parts(e: &mut Emit<'_>, v: Value, d: usize, parts: &[Part]) -> Value {
    let held = crate::dataflow::dims::shape(e.b.ctx, v);
    let vt = e.b.ctx.value_type(v);
    let et = elem_of(e.b.ctx, vt);
    let sizes: Vec<i64> = parts.iter().map(|&x| part_size(x, e)).collect();
    let shares: Vec<i64> = parts
        .iter()
        .zip(&sizes)
        .map(|(&x, &n)| e.slice_dim(x.role(), n))
        .collect();
    let mut wide = held[..d].to_vec();
    wide.extend_from_slice(&sizes);
    wide.extend_from_slice(&held[d + 1..]);
    let wty = tensor_ty(e.b.ctx, &wide, et);
    let re = groups(e.b.ctx, held.len(), d, parts.len());
    let ws = e.b.i64s(&wide);
    let expanded =
        e.b.value(|ctx, loc| tensor::ExpandShapeOp::build(ctx, v, &[], wty, re, ws, loc));
    let mut offsets: Vec<Option<i64>> = vec![Some(0); wide.len()];
    let mut dynamic = Vec::new();
    let mut cut = wide.clone();
    for (k, (&x, (&n, &s))) in parts.iter().zip(sizes.iter().zip(&shares)).enumerate() {
        cut[d + k] = s;
        if s == n {
            continue;
        }
        dynamic.push(origin(e, &[x.role()], &[s], 0));
        offsets[d + k] = None;
    }
    let part = extract(e, expanded, &offsets, &dynamic, &cut);
    let mut back = held.clone();
    back[d] = shares.iter().product();
    let bty = tensor_ty(e.b.ctx, &back, et);
    let re = groups(e.b.ctx, held.len(), d, parts.len());
    e.b.value(|ctx, loc| tensor::CollapseShapeOp::build(ctx, part, bty, re, loc))
}
