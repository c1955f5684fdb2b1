//! Loads and stores: each kernel operand loaded once as one tensor (its
//! program's block, a contiguous run of the row-major array), each result
//! stored the same way, and the loads through computed pointers a slice
//! of an operand and an embedding lookup (a gather of whole rows) become.

use super::kernel::{missed, Kernel, Missed};
use super::movement::{broadcast, indices, reshape};
use crate::convert::build::{elem_bits, int_attr, tensor_ty};
use dialects::arith::ops as arith;
use dialects::stablehlo::ops as hlo;
use dialects::tt::ops as tt;
use ir::{Op, Type, TypedOp, Value};

/// Pointer argument `i` (to `v`'s array), moved to this program's run of
/// it when the programs split `v`: the `pid`-th of `programs` equal runs.
fn base(kn: &mut Kernel, i: usize, v: Value, elem: Type) -> Value {
    let p = kn.ptrs[i];
    let Some(pid) = kn.pid().filter(|_| kn.split.contains(&v)) else {
        return p;
    };
    let share: i64 = crate::dataflow::dims::shape(kn.ctx(), v)
        .iter()
        .product::<i64>()
        / kn.programs;
    let ptr = kn.ptr_ty(elem);
    let loc = kn.loc;
    let i32t = kn.b.ctx.int(32);
    let n = int_attr(kn.b.ctx, i32t, share);
    kn.b.at(loc, |b| {
        let c = b.value(|ctx, loc| arith::ConstantOp::build(ctx, i32t, n, loc));
        let off = b.value(|ctx, loc| arith::MuliOp::build(ctx, pid, c, i32t, None, loc));
        b.value(|ctx, loc| tt::AddptrOp::build(ctx, p, off, ptr, loc))
    })
}

/// Pointers to `n` consecutive elements from `base`.
fn pointers(kn: &mut Kernel, base: Value, n: i64) -> Value {
    let r = kn.range(n);
    pointers_at(kn, base, r, &[n])
}

/// Pointers `base + off`, `off` a tensor of `shape` i32 offsets.
fn pointers_at(kn: &mut Kernel, base: Value, off: Value, shape: &[i64]) -> Value {
    let ptr = kn.ctx().value_type(base);
    let pt = tensor_ty(kn.b.ctx, shape, ptr);
    let s =
        kn.b.value(|ctx, loc| tt::SplatOp::build(ctx, base, pt, loc));
    kn.b.value(|ctx, loc| tt::AddptrOp::build(ctx, s, off, pt, loc))
}

/// `tt.load` through `ptrs`, of the values they point to.
fn load_through(kn: &mut Kernel, ptrs: Value, ty: Type) -> Value {
    kn.b.value(|ctx, loc| {
        tt::LoadOp::build(ctx, ptrs, None, None, ty, None, None, None, None, None, loc)
    })
}

/// The elements `elem` at `base + off`, `off` a tensor of `shape` i32
/// offsets.
pub(super) fn gather(kn: &mut Kernel, base: Value, off: Value, shape: &[i64], elem: Type) -> Value {
    let p = pointers_at(kn, base, off, shape);
    let ty = tensor_ty(kn.b.ctx, shape, elem);
    load_through(kn, p, ty)
}

/// The elements `elem` at `base + off` (`off` i32 offsets of `shape`)
/// where `mask` (i1 of `shape`) holds, `other` (of `shape`) elsewhere.
pub(super) fn load_where(
    kn: &mut Kernel,
    base: Value,
    off: Value,
    mask: Value,
    other: Value,
    shape: &[i64],
    elem: Type,
) -> Value {
    let p = pointers_at(kn, base, off, shape);
    let ty = tensor_ty(kn.b.ctx, shape, elem);
    kn.b.value(|ctx, loc| {
        tt::LoadOp::build(
            ctx,
            p,
            Some(mask),
            Some(other),
            ty,
            None,
            None,
            None,
            None,
            None,
            loc,
        )
    })
}

/// The value of kernel operand `v`, read by `at`: this program's block of
/// it, loaded once.
pub(super) fn load(kn: &mut Kernel, at: Op, v: Value) -> Result<Value, Missed> {
    if let Some(&x) = kn.names.get(&v) {
        return Ok(x);
    }
    let i = kn.params[&v];
    let elem = kn.elem(at, v)?;
    let s = kn.shape(v);
    let n: i64 = s.iter().product();
    if n == 0 {
        return Err(missed(at, "an operand without elements"));
    }
    let base = base(kn, i, v, elem);
    let x = if s.is_empty() {
        load_through(kn, base, elem)
    } else {
        let p = pointers(kn, base, n);
        let ty = tensor_ty(kn.b.ctx, &[n], elem);
        load_through(kn, p, ty)
    };
    let x = if s.len() <= 1 {
        x
    } else {
        reshape(kn, x, &[n], &s)
    };
    kn.names.insert(v, x);
    Ok(x)
}

/// Stores `x` (kernel value `v`) through result pointer `i`.
pub(super) fn store(kn: &mut Kernel, at: Op, i: usize, v: Value, x: Value) -> Result<(), Missed> {
    let elem = kn.elem(at, v)?;
    let s = kn.shape(v);
    let n: i64 = s.iter().product();
    if n == 0 {
        return Ok(());
    }
    let base = base(kn, i, v, elem);
    let (ptr, flat) = if s.is_empty() {
        (base, x)
    } else {
        let flat = reshape(kn, x, &s, &[n]);
        (pointers(kn, base, n), flat)
    };
    kn.b.add(|ctx, loc| tt::StoreOp::build(ctx, ptr, flat, None, None, None, None, loc));
    Ok(())
}

/// `i32` splat `v` of `shape`.
pub(super) fn i32_splat(kn: &mut Kernel, v: i64, shape: &[i64]) -> Value {
    let i32t = kn.b.ctx.int(32);
    let ty = tensor_ty(kn.b.ctx, shape, i32t);
    // An integer tensor type always has a number attribute.
    let a = crate::convert::build::number_attr(kn.b.ctx, ty, v as f64)
        .expect("an i32 tensor holds any i32 number");
    kn.b.value(|ctx, loc| arith::ConstantOp::build(ctx, ty, a, loc))
}

/// `stablehlo.slice` of a kernel operand: a strided load of the slice.
pub(super) fn slice(kn: &mut Kernel, op: Op, src: Value, res: Value) -> Result<Value, Missed> {
    let Some(&i) = kn.params.get(&src) else {
        return Err(missed(op, "a slice of a value computed in the kernel"));
    };
    let ctx = kn.ctx();
    let s = hlo::SliceOp::cast(ctx, op);
    let start = indices(ctx, s.and_then(|s| s.start_indices(ctx)));
    let strides = indices(ctx, s.and_then(|s| s.strides(ctx)));
    let ss = crate::dataflow::dims::shape(ctx, src);
    let rs = crate::dataflow::dims::shape(ctx, res);
    let elem = kn.elem(op, res)?;
    let row = super::views::row_major(&ss);
    let first: i64 = start.iter().zip(&row).map(|(&s, r)| s as i64 * r).sum();
    let n: i64 = rs.iter().product();
    if n == 0 || rs.is_empty() {
        return Err(missed(op, "an empty or scalar slice"));
    }
    // The offset of each element: first + the sum over d of
    // i_d · stride_d · row_d.
    let i32t = kn.b.ctx.int(32);
    let mut off: Option<Value> = None;
    for d in 0..rs.len() {
        let step = strides.get(d).map_or(1, |&x| x as i64) * row[d];
        let r = kn.range(rs[d]);
        let c = i32_splat(kn, step, &[rs[d]]);
        let ty = tensor_ty(kn.b.ctx, &[rs[d]], i32t);
        let m =
            kn.b.value(|ctx, loc| arith::MuliOp::build(ctx, r, c, ty, None, loc));
        let b = broadcast(kn, m, &[rs[d]], &[d], &rs);
        off = Some(match off {
            None => b,
            Some(o) => {
                let ty = tensor_ty(kn.b.ctx, &rs, i32t);
                kn.b.value(|ctx, loc| arith::AddiOp::build(ctx, o, b, ty, None, loc))
            }
        });
    }
    let off = off.ok_or_else(|| missed(op, "an empty or scalar slice"))?;
    let first = int_attr(kn.b.ctx, i32t, first);
    let (p, ptr) = (kn.ptrs[i], kn.ptr_ty(elem));
    let bc =
        kn.b.value(|ctx, loc| arith::ConstantOp::build(ctx, i32t, first, loc));
    let bp =
        kn.b.value(|ctx, loc| tt::AddptrOp::build(ctx, p, bc, ptr, loc));
    Ok(gather(kn, bp, off, &rs, elem))
}

/// A gather of whole rows of a kernel operand (an embedding table) at
/// indices `ids`, in the form `expand-hlo` leaves it (`hlo.in_bounds`:
/// each index names dimension 0, clamped to the table; the rest of each
/// row read whole, after the indices' dimensions): the rows loaded
/// through pointers `table + id · row + 0..row`.
pub(super) fn gather_rows(
    kn: &mut Kernel,
    op: Op,
    ids: Value,
    operands: &[Value],
    res: Value,
) -> Result<Value, Missed> {
    let Some(&i) = kn.params.get(&operands[0]) else {
        return Err(missed(op, "a gather from a value computed in the kernel"));
    };
    let ctx = kn.ctx();
    let table = crate::dataflow::dims::shape(ctx, operands[0]);
    let dims = ctx
        .inherent_attr(op, "dimension_numbers")
        .and_then(|a| dialects::stablehlo::attrs::GatherDims::of(ctx, a));
    let rank = crate::dataflow::dims::shape(ctx, res).len();
    let sizes = ctx
        .inherent_attr(op, "slice_sizes")
        .and_then(|a| ir::dense_array::to_i64s(ctx, a))
        .unwrap_or_default();
    let whole_rows = sizes.first() == Some(&1) && sizes.get(1..) == table.get(1..);
    let rows = dims.is_some_and(|d| {
        let lead = (rank + 1).saturating_sub(table.len());
        whole_rows
            && d.start_index_map == [0]
            && d.collapsed_slice_dims == [0]
            && d.operand_batching_dims.is_empty()
            && d.offset_dims == (lead as i64..rank as i64).collect::<Vec<_>>()
    }) && ctx
        .inherent_attr(op, dialects::hlo::decisions::IN_BOUNDS)
        .is_some();
    if !rows {
        return gather_general(kn, op, ids, operands, res);
    }
    let elem = kn.elem(op, res)?;
    let ie = kn.elem(op, operands[1])?;
    let table = crate::dataflow::dims::shape(kn.ctx(), operands[0]);
    let row: i64 = table.iter().skip(1).product();
    let is = kn.shape(operands[1]);
    let n: i64 = is.iter().product();
    if n == 0 || row == 0 {
        return Err(missed(op, "an empty gather"));
    }
    // The indices as one column of i32.
    let flat = reshape(kn, ids, &is, &[n]);
    let i32t = kn.b.ctx.int(32);
    let col_ty = tensor_ty(kn.b.ctx, &[n], i32t);
    let col = match elem_bits(kn.ctx(), ie) {
        32 => flat,
        w if w > 32 => {
            kn.b.value(|ctx, loc| arith::TrunciOp::build(ctx, flat, col_ty, None, loc))
        }
        _ => {
            kn.b.value(|ctx, loc| arith::ExtsiOp::build(ctx, flat, col_ty, loc))
        }
    };
    let rc = i32_splat(kn, row, &[n]);
    let m =
        kn.b.value(|ctx, loc| arith::MuliOp::build(ctx, col, rc, col_ty, None, loc));
    let starts = broadcast(kn, m, &[n], &[0], &[n, row]);
    let r = kn.range(row);
    let within = broadcast(kn, r, &[row], &[1], &[n, row]);
    let off_ty = tensor_ty(kn.b.ctx, &[n, row], i32t);
    let off =
        kn.b.value(|ctx, loc| arith::AddiOp::build(ctx, starts, within, off_ty, None, loc));
    let p = kn.ptrs[i];
    let x = gather(kn, p, off, &[n, row], elem);
    let out = kn.shape(res);
    Ok(reshape(kn, x, &[n, row], &out))
}

/// Any other gather from a kernel operand (`stablehlo.gather`'s general
/// form, without batching dimensions): each result element's offset in
/// the operand, its slice's clamped start (read from the indices, a
/// tensor the kernel holds) plus its place in the slice, then one load
/// through those pointers.
pub(super) fn gather_general(
    kn: &mut Kernel,
    op: Op,
    ids: Value,
    operands: &[Value],
    res: Value,
) -> Result<Value, Missed> {
    let Some(&i) = kn.params.get(&operands[0]) else {
        return Err(missed(op, "a gather from a value computed in the kernel"));
    };
    if [operands[0], operands[1], res]
        .iter()
        .any(|v| kn.split.contains(v))
    {
        return Err(missed(op, "a gather split across programs"));
    }
    let ctx = kn.ctx();
    let d = ctx
        .inherent_attr(op, "dimension_numbers")
        .and_then(|a| dialects::stablehlo::attrs::GatherDims::of(ctx, a))
        .ok_or_else(|| missed(op, "a gather without dimension numbers"))?;
    if !d.operand_batching_dims.is_empty() || !d.start_indices_batching_dims.is_empty() {
        return Err(missed(op, "a gather with batching dimensions"));
    }
    let sizes = ctx
        .inherent_attr(op, "slice_sizes")
        .and_then(|a| ir::dense_array::to_i64s(ctx, a))
        .ok_or_else(|| missed(op, "a gather without slice sizes"))?;
    let table = crate::dataflow::dims::shape(ctx, operands[0]);
    let (is, rs) = (kn.shape(operands[1]), kn.shape(res));
    let elem = kn.elem(op, res)?;
    let ie = kn.elem(op, operands[1])?;
    if rs.iter().product::<i64>() == 0 || sizes.len() != table.len() {
        return Err(missed(op, "an empty gather"));
    }
    let row = super::views::row_major(&table);
    let offset_dims: Vec<usize> = d.offset_dims.iter().map(|&x| x as usize).collect();
    let batch_dims: Vec<usize> = (0..rs.len()).filter(|r| !offset_dims.contains(r)).collect();
    // The indices as i32, the index vector's dimension last (one of size 1
    // when it is implicit).
    let ivd = d.index_vector_dim as usize;
    let i32t = kn.b.ctx.int(32);
    let (mut ids, mut ishape) = (ids, is.clone());
    if ivd == ishape.len() {
        ishape.push(1);
        ids = reshape(kn, ids, &is, &ishape);
    }
    let ity = tensor_ty(kn.b.ctx, &ishape, i32t);
    ids = match elem_bits(kn.ctx(), ie) {
        32 => ids,
        w if w > 32 => {
            kn.b.value(|ctx, loc| arith::TrunciOp::build(ctx, ids, ity, None, loc))
        }
        _ => {
            kn.b.value(|ctx, loc| arith::ExtsiOp::build(ctx, ids, ity, loc))
        }
    };
    let batch_shape: Vec<i64> = (0..ishape.len())
        .filter(|&k| k != ivd)
        .map(|k| ishape[k])
        .collect();
    if batch_shape.len() != batch_dims.len() {
        return Err(missed(
            op,
            "a gather whose batch dimensions do not match its indices",
        ));
    }
    let mut off: Option<Value> = None;
    let mut add = |kn: &mut Kernel, t: Value| {
        off = Some(match off {
            None => t,
            Some(o) => {
                let ty = tensor_ty(kn.b.ctx, &rs, i32t);
                kn.b.value(|ctx, loc| arith::AddiOp::build(ctx, o, t, ty, None, loc))
            }
        });
    };
    // Each start index, clamped so the slice fits, times its dimension's
    // stride, over the batch dimensions.
    for (k, &dim) in d.start_index_map.iter().enumerate() {
        let dim = dim as usize;
        let (s, sshape) = super::pieces::pick(kn, op, ids, &ishape, ivd, &[k as i64])?;
        let s = reshape(kn, s, &sshape, &batch_shape);
        // A scalar when the indices are one vector (no batch dimensions).
        let bty = kn.ty(&batch_shape, i32t);
        let int = |kn: &mut Kernel, v: i64| {
            kn.b.number(bty, v as f64)
                .ok_or_else(|| missed(op, "an index type without numbers"))
        };
        let lo = int(kn, 0)?;
        let hi = int(kn, table[dim] - sizes[dim])?;
        let s =
            kn.b.value(|ctx, loc| arith::MaxsiOp::build(ctx, s, lo, bty, loc));
        let s =
            kn.b.value(|ctx, loc| arith::MinsiOp::build(ctx, s, hi, bty, loc));
        let st = int(kn, row[dim])?;
        let s =
            kn.b.value(|ctx, loc| arith::MuliOp::build(ctx, s, st, bty, None, loc));
        let t = broadcast(kn, s, &batch_shape, &batch_dims, &rs);
        add(kn, t);
    }
    // Each offset dimension of the result walks an operand dimension that
    // is not collapsed, in order.
    let walked: Vec<usize> = (0..table.len())
        .filter(|&k| !d.collapsed_slice_dims.contains(&(k as i64)))
        .collect();
    if walked.len() != offset_dims.len() {
        return Err(missed(
            op,
            "a gather whose offset dimensions do not match its slices",
        ));
    }
    for (&r, &k) in offset_dims.iter().zip(&walked) {
        let v = {
            let rr = kn.range(rs[r]);
            let c = i32_splat(kn, row[k], &[rs[r]]);
            let ty = tensor_ty(kn.b.ctx, &[rs[r]], i32t);
            kn.b.value(|ctx, loc| arith::MuliOp::build(ctx, rr, c, ty, None, loc))
        };
        let t = broadcast(kn, v, &[rs[r]], &[r], &rs);
        add(kn, t);
    }
    let off = match off {
        Some(o) => o,
        None => i32_splat(kn, 0, &rs),
    };
    let p = kn.ptrs[i];
    Ok(gather(kn, p, off, &rs, elem))
}
