//! Scatters in the one form a kernel writes through, as gathers are read
//! ([`super::gather`]): every operand dimension either updated whole in
//! order (an update window over a dimension the scatter neither indexes
//! nor cuts), or named element by element by one component of the
//! indices. A scatter with a window of several elements along an indexed
//! dimension (`x.at[1:3, ::2].add(v)`), a window shorter than its operand
//! dimension, or batching dimensions (the gradient of `take_along_axis`)
//! becomes one: each such dimension's coordinate is computed for every
//! update position (its start plus the position in the window, or the
//! batch position). An update whose coordinates fall outside the operand
//! is still dropped, element by element, as the scatter drops it.

use crate::convert::hlo_emit::Emit;
use dialects::stablehlo::attrs::ScatterDims;
use ir::{Context, Op, Value};

fn dims(ctx: &Context, op: Op) -> Option<ScatterDims> {
    ctx.inherent_attr(op, "scatter_dimension_numbers")
        .and_then(|a| ScatterDims::of(ctx, a))
}

fn shape(ctx: &Context, v: Value) -> Vec<i64> {
    ctx.type_kind(ctx.value_type(v))
        .shape()
        .map(|s| s.to_vec())
        .unwrap_or_default()
}

/// The operand dimensions named element by element (indexed, batching,
/// or a window shorter than the dimension), and the update dimension of
/// each window over an operand dimension (None where there is none).
fn classify(ctx: &Context, op: Op, d: &ScatterDims) -> Option<(Vec<usize>, Vec<Option<usize>>)> {
    let operands: Vec<Value> = ctx.op(op).operands().collect();
    if operands.len() != 3 {
        return None;
    }
    let (os, us) = (shape(ctx, operands[0]), shape(ctx, operands[2]));
    let has = |v: &[i64], i: usize| v.contains(&(i as i64));
    let mut windows = d.update_window_dims.iter();
    let mut window_of = vec![None; os.len()];
    let mut indirect = Vec::new();
    for i in 0..os.len() {
        if !has(&d.inserted_window_dims, i) && !has(&d.input_batching_dims, i) {
            window_of[i] = Some(*windows.next()? as usize);
        }
        let whole = window_of[i].is_some_and(|w| us.get(w) == os.get(i))
            && !has(&d.scatter_dims_to_operand_dims, i);
        if !whole {
            indirect.push(i);
        }
    }
    Some((indirect, window_of))
}

/// Whether `op` is a scatter this module rewrites: one operand, not
/// already in the element-by-element form.
pub(super) fn wanted(ctx: &Context, op: Op) -> bool {
    if ctx.op_name(op) != "stablehlo.scatter" {
        return false;
    }
    let Some(d) = dims(ctx, op) else {
        return false;
    };
    let Some((indirect, window_of)) = classify(ctx, op, &d) else {
        return false;
    };
    !d.input_batching_dims.is_empty() || indirect.iter().any(|&i| window_of[i].is_some())
}

pub(super) fn rewrite(e: &mut Emit<'_>, op: Op) -> Option<Value> {
    let d = dims(e.ctx, op)?;
    let (indirect, window_of) = classify(e.ctx, op, &d)?;
    let operands: Vec<Value> = e.ctx.op(op).operands().collect();
    let (x, idx, upd) = (operands[0], operands[1], operands[2]);
    let (is, us) = (shape(e.ctx, idx), shape(e.ctx, upd));
    let ivd = d.index_vector_dim as usize;
    let has = |v: &[i64], i: usize| v.contains(&(i as i64));
    // The update dimensions that walk scatter positions: the original
    // scatter dimensions and the windows over indirect dimensions, in
    // order; the original ones correspond, in order, to the indices'
    // dimensions other than the index vector.
    let kept: Vec<usize> = indirect.iter().filter_map(|&i| window_of[i]).collect();
    let positions: Vec<usize> = (0..us.len())
        .filter(|&u| !has(&d.update_window_dims, u) || kept.contains(&u))
        .collect();
    let scatter_dims: Vec<usize> = (0..us.len())
        .filter(|&u| !has(&d.update_window_dims, u))
        .collect();
    let index_dims: Vec<usize> = (0..is.len()).filter(|&t| t != ivd).collect();
    if scatter_dims.len() != index_dims.len() {
        return None;
    }
    let pshape: Vec<i64> = positions.iter().map(|&u| us[u]).collect();
    let pos = |u: usize| positions.iter().position(|&p| p == u).unwrap_or(0);
    let ct = e.elem(idx);
    let ishape: Vec<i64> = index_dims.iter().map(|&t| is[t]).collect();
    let to_positions: Vec<i64> = scatter_dims.iter().map(|&u| pos(u) as i64).collect();
    let mut cols = Vec::new();
    for &i in &indirect {
        let mut c: Option<Value> = None;
        if let Some(k) = d
            .scatter_dims_to_operand_dims
            .iter()
            .position(|&m| m as usize == i)
        {
            let comp = if ivd < is.len() {
                let s = e.slice_dim(idx, ivd, k as i64, k as i64 + 1, 1);
                e.reshape(s, &ishape)
            } else {
                idx
            };
            c = Some(e.broadcast_in_dim(comp, &pshape, &to_positions));
        } else if let Some(j) = d.input_batching_dims.iter().position(|&m| m as usize == i) {
            // Batching: the coordinate is the update's batch position.
            let t = *d.scatter_indices_batching_dims.get(j)? as usize;
            let nth = index_dims.iter().position(|&x| x == t)?;
            c = Some(e.iota(&pshape, ct, pos(scatter_dims[nth])));
        }
        if let Some(w) = window_of[i] {
            let within = e.iota(&pshape, ct, pos(w));
            c = Some(match c {
                Some(s) => e.binary("stablehlo.add", s, within),
                None => within,
            });
        }
        let c = c.unwrap_or_else(|| e.full(&pshape, ct, 0.0));
        let mut one = pshape.clone();
        one.push(1);
        cols.push(e.reshape(c, &one));
    }
    let mut cshape = pshape.clone();
    cshape.push(indirect.len() as i64);
    let coords = e.concat(&cols, pshape.len(), &cshape, ct);
    let direct_windows: Vec<i64> = (0..us.len())
        .filter(|&u| has(&d.update_window_dims, u) && !kept.contains(&u))
        .map(|u| u as i64)
        .collect();
    let nd = ScatterDims {
        update_window_dims: direct_windows,
        inserted_window_dims: indirect.iter().map(|&i| i as i64).collect(),
        input_batching_dims: vec![],
        scatter_indices_batching_dims: vec![],
        scatter_dims_to_operand_dims: indirect.iter().map(|&i| i as i64).collect(),
        index_vector_dim: pshape.len() as i64,
    };
    let dn = nd.build(e.ctx);
    let rt = e.ctx.value_type(e.ctx.result(op, 0));
    let body = *e.ctx.op(op).regions.first()?;
    let no = e.ctx.attr(ir::AttrKind::Bool(false));
    Some(
        e.op_with_regions(
            "stablehlo.scatter",
            &[x, coords, upd],
            &[rt],
            vec![
                ("indices_are_sorted", no),
                ("scatter_dimension_numbers", dn),
                ("unique_indices", no),
            ],
            vec![body],
        )[0],
    )
}
