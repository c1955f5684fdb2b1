//! `ktdp`: KTIR's views, access tiles, loads, stores and inter-tile
//! exchange, on the simulated Spyre of [`crate::spyre`]. A kernel runs
//! through `spyre::run_grid`; outside a grid these ops are an error.
//!
//! A memory view is an offset, sizes and strides over device memory
//! (`#ktdp.memory_space<global>`) or a core's LX (`ct_local`); an access
//! tile is the list of view coordinates its set holds, in its order; a
//! load gathers them into a tensor, a store scatters a tensor to them.
//! Reading or writing outside the view, or past the LX, is an error at the
//! op.

use super::{region, RResult};
use crate::elements::elem_dtype;
use crate::integer_set::{bounds, contains, is_box};
use crate::scalar::int_of;
use crate::spyre::{self, Plain};
use crate::tensor::Tensor;
use crate::value::{Handle, Value};
use crate::{Frame, Interpreter, Registry};
use ::dialects::ktdp::ops::*;
use ::dialects::ktdp::types::MemorySpace;
use dialects::torch::types::DType;
use ir::affine::{AffineMap, IntegerSet};
use ir::{AttrKind, Op, TypeKind, TypedOp};
use std::rc::Rc;

/// Where a view's elements are.
#[derive(Clone, Copy, Debug)]
enum Space {
    Device,
    Lx(usize),
}

/// A memory view.
#[derive(Debug)]
struct View {
    space: Space,
    offset: i64,
    sizes: Vec<i64>,
    strides: Vec<i64>,
    dtype: DType,
}

/// An access tile: view coordinates in the tile's order, and its shape.
#[derive(Debug)]
struct Tile {
    view: Rc<View>,
    coords: Vec<Vec<i64>>,
    shape: Vec<usize>,
}

/// A tile future: where this core's partial went (its group is -1 when
/// the core produces for none), the producing tiles of each group, and
/// how many produce for this core's group.
#[derive(Debug)]
struct Future {
    key: (usize, u64, i64),
    producers: usize,
    producer_set: IntegerSet,
    groups: IntegerSet,
}

fn handle<T: 'static>(v: &Value) -> Option<Rc<T>> {
    match v {
        Value::Handle(Handle(h)) => h.clone().downcast::<T>().ok(),
        _ => None,
    }
}

fn core<'a>(interp: &'a Interpreter<'_>, op: Op) -> Result<&'a spyre::CoreCx, crate::InterpError> {
    interp.spyre.as_ref().ok_or_else(|| {
        interp.failed(
            op,
            "runs only on a simulated Spyre: run the kernel with `ir-run --entry KERNEL --arg ...`"
                .into(),
        )
    })
}

fn statics(ctx: &ir::Context, op: Op, name: &str) -> Vec<i64> {
    ctx.inherent_attr(op, name)
        .and_then(|a| ir::dense_array::to_i64s(ctx, a))
        .unwrap_or_default()
}

fn set_attr(ctx: &ir::Context, op: Op, name: &str) -> Option<IntegerSet> {
    match ctx.attr_kind(ctx.inherent_attr(op, name)?) {
        AttrKind::IntegerSet(s) => Some((**s).clone()),
        _ => None,
    }
}

fn map_attr(ctx: &ir::Context, op: Op, name: &str) -> Option<AffineMap> {
    match ctx.attr_kind(ctx.inherent_attr(op, name)?) {
        AttrKind::AffineMap(m) => Some((**m).clone()),
        _ => None,
    }
}

fn ints(interp: &Interpreter, op: Op, vs: &[Value]) -> Result<Vec<i64>, crate::InterpError> {
    vs.iter()
        .map(|v| int_of(v).map(|x| x.1).map_err(|e| interp.failed(op, e.0)))
        .collect()
}

fn tile_id(interp: &Interpreter, _: &mut Frame, op: Op, _: Vec<Value>) -> RResult {
    let c = core(interp, op)?;
    let pos = c.machine.position(c.id);
    let n = interp.ctx().op(op).results().len();
    Ok((0..n)
        .map(|i| Value::Index(pos.get(i).copied().unwrap_or(0) as i64))
        .collect())
}

fn memory_view(interp: &Interpreter, _: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let ctx = interp.ctx();
    let c = core(interp, op)?;
    let err = |m: String| interp.failed(op, m);
    let segs = ir::segments::sizes(ctx, op, "operandSegmentSizes").unwrap_or_default();
    let (nsz, nst) = (
        segs.get(1).copied().unwrap_or(0),
        segs.get(2).copied().unwrap_or(0),
    );
    if a.len() != 1 + nsz + nst {
        return Err(err("has the wrong number of operands".into()));
    }
    let vals = ints(interp, op, &a)?;
    let fill = |st: Vec<i64>, dynv: &[i64]| -> Vec<i64> {
        let mut it = dynv.iter();
        st.into_iter()
            .map(|x| {
                if x == ir::types::DYNAMIC {
                    *it.next().unwrap_or(&0)
                } else {
                    x
                }
            })
            .collect()
    };
    let sizes = fill(statics(ctx, op, "static_sizes"), &vals[1..1 + nsz]);
    let strides = fill(statics(ctx, op, "static_strides"), &vals[1 + nsz..]);
    if let Some(s) = sizes.iter().chain(&strides).find(|&&x| x < 0) {
        return Err(err(format!("has a negative size or stride ({s})")));
    }
    let Some(rt) = ctx
        .op(op)
        .results()
        .iter()
        .next()
        .map(|v| ctx.value_type(v))
    else {
        return Err(err("has no result".into()));
    };
    let elem = match ctx.type_kind(rt) {
        TypeKind::MemRef { elem, .. } => *elem,
        _ => return Err(err("does not make a memref".into())),
    };
    let dtype = elem_dtype(ctx, elem).map_err(|e| err(e.0))?;
    let space = match ctx
        .inherent_attr(op, "memory_space")
        .and_then(|s| MemorySpace::of(ctx, s))
    {
        Some(MemorySpace::Global) | None => Space::Device,
        Some(MemorySpace::CtLocal(None)) => Space::Lx(c.id),
        Some(MemorySpace::CtLocal(Some(n))) => {
            if n < 0 || n as usize >= c.machine.cores() {
                return Err(err(format!(
                    "views the LX of tile {n}, but the grid has {} tiles",
                    c.machine.cores()
                )));
            }
            Space::Lx(n as usize)
        }
    };
    if let Space::Lx(_) = space {
        // The bytes from address 0 of the LX to the view's last element.
        let span = sizes
            .iter()
            .zip(&strides)
            .try_fold(vals[0], |acc, (&s, &st)| {
                (s - 1)
                    .max(0)
                    .checked_mul(st)
                    .and_then(|x| acc.checked_add(x))
            });
        let bytes = spyre::dtype_bytes(dtype);
        let end = span
            .and_then(|last| last.checked_add(1))
            .map(|x| (x.max(0) as u64).saturating_mul(bytes))
            .unwrap_or(u64::MAX);
        if end > c.machine.spec.lx_bytes || vals[0] < 0 {
            return Err(err(format!(
                "LX overflow: this buffer ({} elements of {}, at address {}) reaches byte {end}, past the core's LX of {} bytes",
                sizes.iter().product::<i64>(),
                dtype.name(),
                vals[0],
                c.machine.spec.lx_bytes
            )));
        }
    }
    let v = View {
        space,
        offset: vals[0],
        sizes,
        strides,
        dtype,
    };
    Ok(vec![Value::Handle(Handle(Rc::new(v)))])
}

fn access_tile(interp: &Interpreter, _: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let ctx = interp.ctx();
    let err = |m: String| interp.failed(op, m);
    let segs = ir::segments::sizes(ctx, op, "operandSegmentSizes").unwrap_or_default();
    let nidx = segs.get(1).copied().unwrap_or(0);
    let Some(view) = a.first().and_then(handle::<View>) else {
        return Err(err(
            "takes a memory view (tiles of tensors are not simulated)".into(),
        ));
    };
    let idx = ints(interp, op, &a[1..1 + nidx.min(a.len() - 1)])?;
    let syms = ints(interp, op, &a[(1 + nidx).min(a.len())..])?;
    let base = map_attr(ctx, op, "base_map").ok_or_else(|| err("has no base_map".into()))?;
    let origin: Vec<i64> = base
        .results
        .iter()
        .map(|e| {
            e.eval(&idx, &[])
                .ok_or_else(|| err("cannot evaluate its base map".into()))
        })
        .collect::<Result<_, _>>()?;
    let set =
        set_attr(ctx, op, "access_tile_set").ok_or_else(|| err("has no access_tile_set".into()))?;
    let order = map_attr(ctx, op, "access_tile_order")
        .ok_or_else(|| err("has no access_tile_order".into()))?;
    let points = enumerate(&set, &syms).map_err(&err)?;
    // Visit in the order's lexicographic order; the tile's shape is the
    // extent of each ordered coordinate.
    let keyed = in_order(points, &order, &syms);
    let rank = order.results.len();
    let mut shape = Vec::with_capacity(rank);
    for d in 0..rank {
        let lo = keyed.iter().map(|k| k.0[d]).min().unwrap_or(0);
        let hi = keyed.iter().map(|k| k.0[d]).max().unwrap_or(-1);
        shape.push((hi - lo + 1).max(0) as usize);
    }
    if shape.iter().product::<usize>() != keyed.len() {
        return Err(err(format!(
            "its access_tile_set holds {} points, not a dense {shape:?} tile",
            keyed.len()
        )));
    }
    if let Some(t) = ctx.op(op).results().iter().next() {
        if let Some(want) = ::dialects::ktdp::types::access_tile_shape(ctx, ctx.value_type(t)) {
            let ok = want.len() == shape.len()
                && want
                    .iter()
                    .zip(&shape)
                    .all(|(&w, &s)| w < 0 || w as usize == s);
            if !ok {
                return Err(err(format!(
                    "its access_tile_set gives a {shape:?} tile, but the type says {want:?}"
                )));
            }
        }
    }
    let coords = keyed
        .into_iter()
        .map(|(_, p)| {
            origin
                .iter()
                .zip(&p)
                .map(|(o, x)| o.saturating_add(*x))
                .collect()
        })
        .collect();
    Ok(vec![Value::Handle(Handle(Rc::new(Tile {
        view,
        coords,
        shape,
    })))])
}

/// `construct_indirect_access_tile`: for each point of the variables'
/// space, in its order, each base coordinate is its direct subscript, or
/// the value an index view holds at its indirect subscript.
fn indirect_tile(interp: &Interpreter, _: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let ctx = interp.ctx();
    let c = core(interp, op)?;
    let err = |m: String| interp.failed(op, m);
    let segs = ir::segments::sizes(ctx, op, "operandSegmentSizes").unwrap_or_default();
    let (nind, ncap) = (
        segs.get(1).copied().unwrap_or(0),
        segs.get(2).copied().unwrap_or(0),
    );
    if a.len() < 1 + nind + ncap {
        return Err(err("has too few operands".into()));
    }
    let Some(view) = a.first().and_then(handle::<View>) else {
        return Err(err("takes a memory view as its base".into()));
    };
    let idx_views: Vec<Rc<View>> = a[1..1 + nind]
        .iter()
        .map(|v| handle::<View>(v).ok_or_else(|| err("takes memory views as index views".into())))
        .collect::<Result<_, _>>()?;
    let captured = ints(interp, op, &a[1 + nind..1 + nind + ncap])?;
    let syms = ints(interp, op, &a[1 + nind + ncap..])?;
    let set = set_attr(ctx, op, "variables_space_set")
        .ok_or_else(|| err("has no variables_space_set".into()))?;
    let order = map_attr(ctx, op, "variables_space_order")
        .ok_or_else(|| err("has no variables_space_order".into()))?;
    let list = |n: &str| match ctx.inherent_attr(op, n).map(|x| ctx.attr_kind(x)) {
        Some(AttrKind::Array(v)) => v.to_vec(),
        _ => Vec::new(),
    };
    let kinds: Vec<bool> = list("per_dim_subscript_kinds")
        .iter()
        .map(|k| matches!(ctx.attr_kind(*k), AttrKind::Bool(true)))
        .collect();
    let maps: Vec<AffineMap> = list("per_dim_subscript_maps")
        .iter()
        .filter_map(|m| match ctx.attr_kind(*m) {
            AttrKind::AffineMap(m) => Some((**m).clone()),
            _ => None,
        })
        .collect();
    let points = enumerate(&set, &syms).map_err(&err)?;
    let keyed = in_order(points, &order, &syms);
    let rank = order.results.len();
    let shape: Vec<usize> = (0..rank)
        .map(|d| {
            let lo = keyed.iter().map(|k| k.0[d]).min().unwrap_or(0);
            let hi = keyed.iter().map(|k| k.0[d]).max().unwrap_or(-1);
            (hi - lo + 1).max(0) as usize
        })
        .collect();
    if shape.iter().product::<usize>() != keyed.len() {
        return Err(err(format!(
            "its variables_space_set holds {} points, not a dense {shape:?} tile",
            keyed.len()
        )));
    }
    let mut coords = Vec::with_capacity(keyed.len());
    for (_, p) in &keyed {
        let dims: Vec<i64> = captured.iter().chain(p.iter()).copied().collect();
        let mut coord = Vec::with_capacity(maps.len());
        let mut ind = idx_views.iter();
        for (m, &is_ind) in maps.iter().zip(&kinds) {
            let sub: Vec<i64> = m
                .results
                .iter()
                .map(|e| {
                    e.eval(&dims, &syms)
                        .ok_or_else(|| err("cannot evaluate a subscript".into()))
                })
                .collect::<Result<_, _>>()?;
            if is_ind {
                let Some(iv) = ind.next() else {
                    return Err(err("has fewer index views than indirect subscripts".into()));
                };
                let ad = address(iv, &sub).map_err(|m| err(format!("its index view {m}")))?;
                let x = match iv.space {
                    Space::Device => c.machine.read_device(ad),
                    Space::Lx(k) => c.machine.read_lx(k, ad),
                }
                .map_err(|e| err(e.0))?;
                coord.push(x as i64);
            } else {
                coord.push(sub.first().copied().unwrap_or(0));
            }
        }
        coords.push(coord);
    }
    Ok(vec![Value::Handle(Handle(Rc::new(Tile {
        view,
        coords,
        shape,
    })))])
}

/// The points keyed by their place in `order` and sorted by it
/// (lexicographic order of the order map's results); an identity order
/// keeps the row-major enumeration as it is.
fn in_order(points: Vec<Vec<i64>>, order: &AffineMap, syms: &[i64]) -> Vec<(Vec<i64>, Vec<i64>)> {
    let identity = order.dims as usize == order.results.len()
        && order
            .results
            .iter()
            .enumerate()
            .all(|(i, e)| *e == ir::affine::AffineExpr::Dim(i as u32));
    if identity {
        return points.into_iter().map(|p| (p.clone(), p)).collect();
    }
    let mut keyed: Vec<(Vec<i64>, Vec<i64>)> = points
        .into_iter()
        .map(|p| {
            let k = order
                .results
                .iter()
                .map(|e| e.eval(&p, syms).unwrap_or(0))
                .collect();
            (k, p)
        })
        .collect();
    keyed.sort();
    keyed
}

/// The points of `set` (symbols bound), row-major over its bounding box.
fn enumerate(set: &IntegerSet, syms: &[i64]) -> Result<Vec<Vec<i64>>, String> {
    let Some(b) = bounds(set, syms) else {
        return Err("has an access_tile_set with an unbounded dimension".into());
    };
    let n = b.len();
    let total: u128 = b.iter().map(|&(l, h)| (h - l + 1).max(0) as u128).product();
    if total > 1 << 26 {
        return Err(format!(
            "has an access_tile_set of {total} points, too many to simulate"
        ));
    }
    let mut out = Vec::new();
    if b.iter().any(|&(l, h)| h < l) {
        return Ok(out);
    }
    // A set of one-dimension bounds only is its bounding box.
    let boxed = is_box(set);
    out.reserve(total as usize);
    let mut p: Vec<i64> = b.iter().map(|x| x.0).collect();
    loop {
        if boxed || contains(set, &p, syms) {
            out.push(p.clone());
        }
        let mut d = n;
        loop {
            if d == 0 {
                return Ok(out);
            }
            d -= 1;
            if p[d] < b[d].1 {
                p[d] += 1;
                break;
            }
            p[d] = b[d].0;
        }
        if n == 0 {
            return Ok(out);
        }
    }
}

/// The address of view coordinate `c`, checked against the view: in
/// device memory an element address; in the LX, whose view addresses count
/// elements of the view's type (as ktir-cpu reads them), the byte it
/// starts at, so that buffers of different types the LX plan keeps apart
/// in bytes never share a cell.
fn address(v: &View, c: &[i64]) -> Result<i64, String> {
    if c.len() != v.sizes.len() || c.iter().zip(&v.sizes).any(|(&x, &s)| x < 0 || x >= s) {
        return Err(format!(
            "reaches coordinate {c:?} outside its memory view of sizes {:?}",
            v.sizes
        ));
    }
    let scale = match v.space {
        Space::Lx(_) => spyre::dtype_bytes(v.dtype) as i64,
        Space::Device => 1,
    };
    c.iter()
        .zip(&v.strides)
        .try_fold(v.offset, |acc, (x, s)| {
            x.checked_mul(*s).and_then(|y| acc.checked_add(y))
        })
        .and_then(|e| e.checked_mul(scale))
        .ok_or_else(|| format!("reaches coordinate {c:?}, whose address overflows"))
}

/// Charges the device sticks a tile's `addrs` touch, notes the LX buffer
/// op `op` needs for the tile on this core, and counts the tile's rows
/// that do not start on a stick (where the view's innermost dimension is
/// contiguous: a split off a stick boundary).
fn charge_tile(c: &spyre::CoreCx, op: Op, t: &Tile, addrs: &[i64]) {
    let v = &t.view;
    let bytes = spyre::dtype_bytes(v.dtype) as i64;
    if let Space::Lx(_) = v.space {
        // The view's whole extent is the core's buffer.
        let span = v
            .sizes
            .iter()
            .zip(&v.strides)
            .map(|(&n, &s)| (n - 1).max(0).saturating_mul(s))
            .sum::<i64>()
            .saturating_add(1);
        let b = (span.max(0) as u64).saturating_mul(bytes as u64);
        c.machine.charge(c.id, |s| {
            let e = s.lx_views.entry(v.offset).or_insert(0);
            *e = (*e).max(b);
        });
        return;
    }
    let stick = c.machine.spec.stick_bytes.max(1) as i64;
    let mut sticks: Vec<i64> = addrs.iter().map(|a| a * bytes / stick).collect();
    sticks.sort_unstable();
    sticks.dedup();
    let moved = sticks.len() as u64 * stick as u64;
    // Rows start where the tile's innermost coordinate is at its least; a
    // split of the innermost dimension is off a stick if that coordinate
    // is not a whole number of sticks, and a row is off a stick if its
    // address is not (a row-major array whose rows are not whole sticks).
    let contiguous = v.strides.last() == Some(&1);
    let first_col = t.coords.iter().filter_map(|p| p.last()).min().copied();
    let (split_off, rows_off) = match (contiguous, first_col) {
        (true, Some(col)) => (
            u64::from((col * bytes) % stick != 0),
            t.coords
                .iter()
                .zip(addrs)
                .filter(|(p, &a)| p.last() == Some(&col) && (a * bytes) % stick != 0)
                .count() as u64,
        ),
        _ => (0, 0),
    };
    // As stored: the innermost dimension in whole sticks.
    let (inner, outer) = match t.shape.split_last() {
        Some((&i, o)) => (i as u64, o.iter().map(|&x| x as u64).product::<u64>()),
        None => (1, 1),
    };
    let stored = outer.saturating_mul((inner * bytes as u64).div_ceil(stick as u64) * stick as u64);
    let origin = t.coords.first().cloned().unwrap_or_default();
    c.machine.charge(c.id, |s| {
        s.device_bytes += moved;
        s.split_off_stick += split_off;
        s.rows_off_stick += rows_off;
        let b = s.buffers.entry(op).or_insert_with(|| spyre::Buffer {
            bytes: 0,
            origin: origin.clone(),
            streamed: false,
        });
        b.bytes = b.bytes.max(stored);
        b.streamed |= b.origin != origin;
    });
}

fn load(interp: &Interpreter, _: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let c = core(interp, op)?;
    let err = |m: String| interp.failed(op, m);
    let Some(t) = a.first().and_then(handle::<Tile>) else {
        return Err(err("takes an access tile".into()));
    };
    let addrs: Vec<i64> = t
        .coords
        .iter()
        .map(|p| address(&t.view, p))
        .collect::<Result<_, _>>()
        .map_err(&err)?;
    let data = match t.view.space {
        Space::Device => c.machine.read_device_many(&addrs),
        Space::Lx(k) => c.machine.read_lx_many(k, &addrs),
    }
    .map_err(|e| err(e.0))?;
    charge_tile(c, op, &t, &addrs);
    let ctx = interp.ctx();
    let dtype = match ctx
        .op(op)
        .results()
        .iter()
        .next()
        .map(|v| ctx.type_kind(ctx.value_type(v)))
    {
        Some(TypeKind::RankedTensor { elem, .. }) => {
            elem_dtype(ctx, *elem).map_err(|e| err(e.0))?
        }
        _ => t.view.dtype,
    };
    let out = if dtype.is_float() {
        Tensor::from_f64(t.shape.clone(), dtype, data)
    } else if dtype == DType::Bool {
        Tensor::from_bool(t.shape.clone(), data.iter().map(|&x| x != 0.0).collect())
    } else {
        Tensor::from_i64(
            t.shape.clone(),
            dtype,
            data.iter().map(|&x| x as i64).collect(),
        )
    }
    .map_err(|e| err(e.0))?;
    Ok(vec![Value::Tensor(out)])
}

fn store(interp: &Interpreter, _: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let c = core(interp, op)?;
    let err = |m: String| interp.failed(op, m);
    let (Some(data), Some(t)) = (a.first(), a.get(1).and_then(handle::<Tile>)) else {
        return Err(err("takes a tensor and an access tile".into()));
    };
    let data = data.tensor().map_err(|e| err(e.0))?;
    if data.shape() != t.shape.as_slice() {
        return Err(err(format!(
            "stores a {:?} tensor to a {:?} access tile",
            data.shape(),
            t.shape
        )));
    }
    let vals = data.to_f64_vec();
    let addrs: Vec<i64> = t
        .coords
        .iter()
        .map(|p| address(&t.view, p))
        .collect::<Result<_, _>>()
        .map_err(&err)?;
    match t.view.space {
        Space::Device => c.machine.write_device_many(&addrs, &vals),
        Space::Lx(k) => c.machine.write_lx_many(k, &addrs, &vals),
    }
    .map_err(|e| err(e.0))?;
    charge_tile(c, op, &t, &addrs);
    Ok(vec![])
}

/// The `groups` set of a tile future type.
fn groups_of(interp: &Interpreter, op: Op, t: ir::Type) -> Result<IntegerSet, crate::InterpError> {
    let ctx = interp.ctx();
    let body = ::dialects::ktdp::types::body(ctx, t, "tile_future")
        .ok_or_else(|| interp.failed(op, "has no tile future type".into()))?;
    let at = body
        .rfind("groups =")
        .ok_or_else(|| interp.failed(op, "has a future without groups".into()))?;
    ir::text::parse_integer_set(body[at + "groups =".len()..].trim())
        .map_err(|m| interp.failed(op, format!("has an unreadable groups set: {m}")))
}

fn produce(interp: &Interpreter, frame: &mut Frame, op: Op, _: Vec<Value>) -> RResult {
    let ctx = interp.ctx();
    let c = core(interp, op)?;
    let err = |m: String| interp.failed(op, m);
    let producers = set_attr(ctx, op, "producer_tiles_per_group")
        .ok_or_else(|| err("has no producer_tiles_per_group".into()))?;
    let fut_ty = ctx
        .op(op)
        .results()
        .iter()
        .next()
        .map(|v| ctx.value_type(v))
        .ok_or_else(|| err("has no result".into()))?;
    let groups = groups_of(interp, op, fut_ty)?;
    let n = c.machine.cores();
    let me = c.id as i64;
    let mine: Vec<i64> = (0..n as i64)
        .filter(|&g| contains(&groups, &[g], &[]) && contains(&producers, &[me], &[g]))
        .collect();
    let seq = c.next_seq(op);
    let op_index = <Op as ir::entity::EntityRef>::index(op);
    let gid = match mine.as_slice() {
        [g] => *g,
        // Not a producer: the future only names the exchange (a consumer
        // of a broadcast, say).
        [] => {
            return Ok(vec![Value::Handle(Handle(Rc::new(Future {
                key: (op_index, seq, -1),
                producers: 0,
                producer_set: producers,
                groups,
            })))])
        }
        gs => return Err(err(format!("tile {me} produces for several groups {gs:?}"))),
    };
    let count = (0..n as i64)
        .filter(|&i| contains(&producers, &[i], &[gid]))
        .count();
    let body = region(interp, op, 0)?;
    let ys = interp.run_region(frame, body, vec![Value::Index(gid)])?;
    if ys.is_empty() {
        return Err(err("its body yields no partial".into()));
    }
    let partials: Vec<Plain> = ys
        .iter()
        .map(|y| y.tensor().map(|t| Plain::of(&t)))
        .collect::<Result<_, _>>()
        .map_err(|e| err(e.0))?;
    let key = (op_index, seq, gid);
    let bytes = partials.iter().map(Plain::bytes).sum();
    c.machine.charge_ring(c.id, bytes).map_err(|e| err(e.0))?;
    c.machine.post(key, c.id, partials);
    Ok(vec![Value::Handle(Handle(Rc::new(Future {
        key,
        producers: count,
        producer_set: producers,
        groups,
    })))])
}

fn reduce(interp: &Interpreter, frame: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let ctx = interp.ctx();
    let c = core(interp, op)?;
    let err = |m: String| interp.failed(op, m);
    let Some(f) = a.first().and_then(handle::<Future>) else {
        return Err(err("takes a tile future".into()));
    };
    if f.key.2 < 0 {
        return Err(err(format!(
            "tile {} reduces a future it produced nothing for",
            c.id
        )));
    }
    let partials: Vec<(usize, Plain)> = c
        .machine
        .collect(f.key, f.producers)
        .map_err(|e| err(e.0))?
        .into_iter()
        .filter_map(|(k, ps)| ps.into_iter().next().map(|p| (k, p)))
        .collect();
    let body = region(interp, op, 0)?;
    let mut acc = match a.get(1) {
        Some(v) => v.clone(),
        None => match partials.first() {
            Some((_, p)) => Value::Tensor(p.tensor().map_err(|e| err(e.0))?),
            None => return Err(err("has no partials and no identity".into())),
        },
    };
    let skip = usize::from(a.get(1).is_none());
    for (_, p) in partials.iter().skip(skip) {
        let x = Value::Tensor(p.tensor().map_err(|e| err(e.0))?);
        let ys = interp.run_region(frame, body, vec![acc, x])?;
        acc = ys
            .into_iter()
            .next()
            .ok_or_else(|| err("its combiner yields nothing".into()))?;
    }
    let bytes = partials.iter().map(|(_, p)| p.bytes()).sum();
    c.machine.charge_ring(c.id, bytes).map_err(|e| err(e.0))?;
    // The result may be the combined partial reshaped (`1x128` to `128`).
    let t = acc.tensor().map_err(|e| err(e.0))?;
    let want = ctx
        .op(op)
        .results()
        .iter()
        .next()
        .and_then(|v| match ctx.type_kind(ctx.value_type(v)) {
            TypeKind::RankedTensor { shape, .. } => {
                Some(shape.iter().map(|&d| d.max(0) as usize).collect::<Vec<_>>())
            }
            _ => None,
        })
        .unwrap_or_else(|| t.shape().to_vec());
    let t = t.reshape(want).map_err(|e| err(e.0))?;
    Ok(vec![Value::Tensor(t)])
}

/// Registers the `ktdp` kernels.
pub fn register(r: &mut Registry) {
    r.region(GetComputeTileIdOp::NAME, tile_id);
    r.region(ConstructMemoryViewOp::NAME, memory_view);
    r.region(ConstructAccessTileOp::NAME, access_tile);
    r.region(LoadOp::NAME, load);
    r.region(ConstructIndirectAccessTileOp::NAME, indirect_tile);
    r.region(StoreOp::NAME, store);
    r.region(InterTileProduceOp::NAME, produce);
    r.region(InterTileReduceOp::NAME, reduce);
    r.region(InterTileConsumeOp::NAME, consume);
}

/// `inter_tile_consume`: this tile's group's producer's partials, as they
/// were yielded (the only producer, or the one the dependency set pairs
/// this tile with).
fn consume(interp: &Interpreter, _: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let ctx = interp.ctx();
    let c = core(interp, op)?;
    let err = |m: String| interp.failed(op, m);
    let Some(f) = a.first().and_then(handle::<Future>) else {
        return Err(err("takes a tile future".into()));
    };
    let consumers = set_attr(ctx, op, "consumer_tiles_per_group")
        .ok_or_else(|| err("has no consumer_tiles_per_group".into()))?;
    let n = c.machine.cores() as i64;
    let me = c.id as i64;
    let mine: Vec<i64> = (0..n)
        .filter(|&g| contains(&f.groups, &[g], &[]) && contains(&consumers, &[me], &[g]))
        .collect();
    let g = match mine.as_slice() {
        [g] => *g,
        // Every tile runs the kernel; one outside the consumer set
        // receives nothing, and its results are zeros.
        [] => {
            return ctx
                .op(op)
                .results()
                .iter()
                .map(|v| {
                    let t = ctx.value_type(v);
                    let (shape, elem) = match ctx.type_kind(t) {
                        TypeKind::RankedTensor { shape, elem, .. } => (
                            shape.iter().map(|&d| d.max(0) as usize).collect::<Vec<_>>(),
                            *elem,
                        ),
                        _ => return Err(err("gives a value that is not a ranked tensor".into())),
                    };
                    let dtype = elem_dtype(ctx, elem).map_err(|e| err(e.0))?;
                    Tensor::full(shape, dtype, 0.0)
                        .map(Value::Tensor)
                        .map_err(|e| err(e.0))
                })
                .collect();
        }
        gs => return Err(err(format!("tile {me} consumes for several groups {gs:?}"))),
    };
    let producers: Vec<i64> = (0..n)
        .filter(|&i| contains(&f.producer_set, &[i], &[g]))
        .collect();
    let partials = c
        .machine
        .collect((f.key.0, f.key.1, g), producers.len())
        .map_err(|e| err(e.0))?;
    let from = match producers.as_slice() {
        [p] => *p,
        _ => {
            let dep = set_attr(ctx, op, "producer_dependency_per_consumer").ok_or_else(|| {
                err(format!(
                    "group {g} has {} producers and no producer_dependency_per_consumer to pick one",
                    producers.len()
                ))
            })?;
            let syms: Vec<i64> = if dep.symbols >= 2 {
                vec![me, g]
            } else {
                vec![me]
            };
            let picked: Vec<i64> = producers
                .iter()
                .copied()
                .filter(|&p| contains(&dep, &[p], &syms))
                .collect();
            match picked.as_slice() {
                [p] => *p,
                ps => {
                    return Err(err(format!(
                        "the dependency set pairs tile {me} with {} producers of group {g} ({ps:?}), not one",
                        ps.len()
                    )))
                }
            }
        }
    };
    let Some((_, ps)) = partials.iter().find(|(k, _)| *k as i64 == from) else {
        return Err(err(format!("producer {from} posted nothing")));
    };
    let bytes = ps.iter().map(Plain::bytes).sum();
    c.machine.charge_ring(c.id, bytes).map_err(|e| err(e.0))?;
    ps.iter()
        .map(|p| p.tensor().map(Value::Tensor).map_err(|e| err(e.0)))
        .collect()
}
