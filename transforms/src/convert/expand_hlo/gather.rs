//! Gathers in the one form a kernel reads through its indices: every
//! operand dimension is either read whole in order (an offset dimension
//! the gather neither indexes nor slices), or named, element by element,
//! by one component of the start indices (indexed, collapsed, a slice of
//! one), with those indices already within the operand. KTIR's indirect
//! access tiles read exactly that (each indirect coordinate is an index
//! tensor's value, nothing added, nothing clamped); the tile kernels'
//! row lookups likewise.
//!
//! A gather already in that form gets its indices clamped as the gather
//! itself would clamp them. Any other (a slice of several elements along
//! an indexed dimension, batching dimensions, the index vector not last,
//! `torch_index_select`) becomes one: each indexed dimension's coordinate
//! is computed for every element of the result (its clamped start plus
//! the position in the slice), and the gather reads those. The rewritten
//! gather carries `hlo.in_bounds`, which the emitters check.

use crate::convert::hlo_emit::Emit;
use dialects::hlo::decisions::IN_BOUNDS;
use dialects::stablehlo::attrs::GatherDims;
use ir::{AttrKind, Context, Op, Type, TypeKind, Value};

/// Whether `op` is a gather this module rewrites.
pub(super) fn wanted(ctx: &Context, op: Op) -> bool {
    match ctx.op_name(op) {
        "stablehlo.gather" => ctx.inherent_attr(op, IN_BOUNDS).is_none(),
        "stablehlo.torch_index_select" => true,
        _ => false,
    }
}

/// The gather as its parts: operand, start indices, dimension numbers
/// and slice sizes.
struct Gather {
    x: Value,
    idx: Value,
    dims: GatherDims,
    sizes: Vec<i64>,
}

/// `torch_index_select(x, idx, dim, batch_dims)` as the gather it is:
/// the result is `x[:dim] ++ idx[batch_dims:] ++ x[dim+1:]`, the leading
/// `batch_dims` shared by both.
fn from_index_select(e: &Emit<'_>, op: Op) -> Option<Gather> {
    let ctx = &*e.ctx;
    let int = |n: &str| match ctx.inherent_attr(op, n).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => value.as_i64(),
        _ => None,
    };
    let (dim, bd) = (
        int("dim")? as usize,
        int("batch_dims").unwrap_or(0) as usize,
    );
    let d = ctx.op(op);
    let (x, idx) = (d.operand(0), d.operand(1));
    let (xr, ir) = (e.shape(x).len(), e.shape(idx).len());
    if dim >= xr || bd > dim || bd > ir {
        return None;
    }
    let k = ir - bd;
    let mut sizes = e.shape(x);
    for s in sizes.iter_mut().take(bd) {
        *s = 1;
    }
    sizes[dim] = 1;
    let batch: Vec<i64> = (0..bd as i64).collect();
    Some(Gather {
        x,
        idx,
        dims: GatherDims {
            offset_dims: (bd..dim)
                .chain(dim + k..xr - 1 + k)
                .map(|r| r as i64)
                .collect(),
            collapsed_slice_dims: vec![dim as i64],
            operand_batching_dims: batch.clone(),
            start_indices_batching_dims: batch,
            start_index_map: vec![dim as i64],
            index_vector_dim: ir as i64,
        },
        sizes,
    })
}

fn from_gather(e: &Emit<'_>, op: Op) -> Option<Gather> {
    let ctx = &*e.ctx;
    let d = ctx.op(op);
    Some(Gather {
        x: d.operand(0),
        idx: d.operand(1),
        dims: ctx
            .inherent_attr(op, "dimension_numbers")
            .and_then(|a| GatherDims::of(ctx, a))?,
        sizes: ctx
            .inherent_attr(op, "slice_sizes")
            .and_then(|a| ir::dense_array::to_i64s(ctx, a))?,
    })
}

/// The integer type coordinates are computed in: the indices' own if
/// 32 or 64 bits wide and signless, else `i64`.
fn coordinate_type(ctx: &mut Context, e: Type) -> Type {
    match ctx.type_kind(e) {
        TypeKind::Integer {
            width: 32 | 64,
            signedness: ir::types::Signedness::Signless,
        } => e,
        _ => ctx.int(64),
    }
}

/// `min(max(v, 0), hi)` with `hi` one bound for each component along
/// `along` (or one for all).
fn clamp(e: &mut Emit<'_>, v: Value, hi: &[i64], along: Option<usize>) -> Value {
    let s = e.shape(v);
    let t = e.elem(v);
    let z = e.full(&s, t, 0.0);
    let up = match (along, hi) {
        (_, [h]) => e.full(&s, t, *h as f64),
        (Some(a), _) => {
            let vals: Vec<f64> = hi.iter().map(|&h| h as f64).collect();
            let c = e.dense(&[hi.len() as i64], t, &vals);
            e.broadcast_in_dim(c, &s, &[a as i64])
        }
        (None, _) => e.full(&s, t, hi.iter().copied().min().unwrap_or(0) as f64),
    };
    let m = e.binary("stablehlo.maximum", v, z);
    e.binary("stablehlo.minimum", m, up)
}

/// Rewrites `op` (before it) into an in-bounds gather in the one form;
/// returns its result, or `None` to leave `op` alone (a form this module
/// does not know, which the emitters then refuse).
pub(super) fn rewrite(e: &mut Emit<'_>, op: Op) -> Option<Value> {
    let g = if e.ctx.op_name(op) == "stablehlo.torch_index_select" {
        from_index_select(e, op)?
    } else {
        from_gather(e, op)?
    };
    let res = e.ctx.op(op).results().iter().next()?;
    let rt = e.ctx.value_type(res);
    let rs = e.shape(res);
    let os = e.shape(g.x);
    let is = e.shape(g.idx);
    let d = &g.dims;
    let ivd = usize::try_from(d.index_vector_dim).ok()?;
    let has = |v: &[i64], i: usize| v.contains(&(i as i64));
    // The result's offset dimension of each operand dimension.
    let offset: Vec<usize> = d.offset_dims.iter().map(|&x| x as usize).collect();
    let mut next = offset.iter();
    let off_of: Vec<Option<usize>> = (0..os.len())
        .map(|i| {
            if has(&d.collapsed_slice_dims, i) || has(&d.operand_batching_dims, i) {
                None
            } else {
                next.next().copied()
            }
        })
        .collect();
    if g.sizes.len() != os.len() || ivd > is.len() {
        return None;
    }
    let direct =
        |i: usize| !has(&d.start_index_map, i) && off_of[i].is_some() && g.sizes[i] == os[i];
    let indirect: Vec<usize> = (0..os.len()).filter(|&i| !direct(i)).collect();
    let canonical = d.operand_batching_dims.is_empty()
        && (ivd + 1 == is.len() || (ivd == is.len() && d.start_index_map.len() == 1))
        && indirect
            .iter()
            .all(|&i| has(&d.start_index_map, i) && has(&d.collapsed_slice_dims, i));
    let ct = coordinate_type(e.ctx, e.elem(g.idx));
    if canonical && e.ctx.op_name(op) == "stablehlo.gather" {
        // Already read element by element: clamp the indices in place.
        let hi: Vec<i64> = d
            .start_index_map
            .iter()
            .map(|&i| os[i as usize] - 1)
            .collect();
        let idx = e.convert(g.idx, ct);
        let c = clamp(e, idx, &hi, (ivd < is.len()).then_some(ivd));
        e.ctx.set_operand(op, 1, c);
        let unit = e.ctx.attr(AttrKind::Unit);
        crate::dataflow::set_attr(e.ctx, op, IN_BOUNDS, unit);
        return Some(res);
    }
    // The result's batch dimensions, in order, are the indices' (all but
    // the index vector dimension).
    let rb: Vec<usize> = (0..rs.len()).filter(|r| !offset.contains(r)).collect();
    let ib: Vec<usize> = (0..is.len()).filter(|&i| i != ivd).collect();
    if rb.len() != ib.len() {
        return None;
    }
    // The new gather's offset dimensions are the directly read ones; its
    // batch dimensions the rest of the result, in order.
    let new_offset: Vec<usize> = (0..os.len())
        .filter(|&i| direct(i))
        .filter_map(|i| off_of[i])
        .collect();
    let nb: Vec<usize> = (0..rs.len()).filter(|r| !new_offset.contains(r)).collect();
    let bshape: Vec<i64> = nb.iter().map(|&r| rs[r]).collect();
    let pos = |r: usize| nb.iter().position(|&x| x == r).unwrap_or(0) as i64;
    let idx = e.convert(g.idx, ct);
    let ishape: Vec<i64> = ib.iter().map(|&i| is[i]).collect();
    let to_batch: Vec<i64> = rb.iter().map(|&r| pos(r)).collect();
    let mut cols = Vec::new();
    for &i in &indirect {
        let mut c: Option<Value> = None;
        if let Some(k) = d.start_index_map.iter().position(|&x| x as usize == i) {
            let comp = if ivd < is.len() {
                let s = e.slice_dim(idx, ivd, k as i64, k as i64 + 1, 1);
                e.reshape(s, &ishape)
            } else {
                idx
            };
            let comp = clamp(e, comp, &[os[i] - g.sizes[i]], None);
            c = Some(e.broadcast_in_dim(comp, &bshape, &to_batch));
        } else if let Some(j) = d
            .operand_batching_dims
            .iter()
            .position(|&x| x as usize == i)
        {
            // Batching: the coordinate is the result's batch position.
            let id = *d.start_indices_batching_dims.get(j)? as usize;
            let jj = ib.iter().position(|&x| x == id)?;
            c = Some(e.iota(&bshape, ct, pos(rb[jj]) as usize));
        }
        if let Some(o) = off_of[i] {
            let within = e.iota(&bshape, ct, pos(o) as usize);
            c = Some(match c {
                Some(s) => e.binary("stablehlo.add", s, within),
                None => within,
            });
        }
        let c = c.unwrap_or_else(|| e.full(&bshape, ct, 0.0));
        let mut one = bshape.clone();
        one.push(1);
        cols.push(e.reshape(c, &one));
    }
    let mut ishape = bshape.clone();
    ishape.push(indirect.len() as i64);
    let coords = e.concat(&cols, bshape.len(), &ishape, ct);
    let dims = GatherDims {
        offset_dims: new_offset.iter().map(|&x| x as i64).collect(),
        collapsed_slice_dims: indirect.iter().map(|&x| x as i64).collect(),
        operand_batching_dims: vec![],
        start_indices_batching_dims: vec![],
        start_index_map: indirect.iter().map(|&x| x as i64).collect(),
        index_vector_dim: bshape.len() as i64,
    };
    let sizes: Vec<i64> = (0..os.len())
        .map(|i| if direct(i) { os[i] } else { 1 })
        .collect();
    let dn = dims.build(e.ctx);
    let ss = e.i64s(&sizes);
    let r = e.op(
        "stablehlo.gather",
        &[g.x, coords],
        &[rt],
        vec![("dimension_numbers", dn), ("slice_sizes", ss)],
    )[0];
    if let ir::value::ValueDef::Result(new, _) = e.ctx.value(r).def {
        let unit = e.ctx.attr(AttrKind::Unit);
        crate::dataflow::set_attr(e.ctx, new, IN_BOUNDS, unit);
    }
    Some(r)
}
