//! Indexing: embedding and `index_select`, `gather`/`scatter` along a
//! dimension, advanced indexing (`index.Tensor`, `index_put`), and the
//! sorting ops (`sort`, `argsort`, `topk`). Index tensors may be
//! negative (counted from the end), as PyTorch allows.

use super::{t, tensor_ty, Conv, Cx, Rule, R};
use dialects::stablehlo::attrs::{GatherDims, ScatterDims};
use ir::{AttrKind, Type, Value};

pub(in super::super) const RULES: &[Rule] = &[
    Rule {
        ops: &["torch.aten.embedding", "torch.aten.index_select"],
        convert: index_select,
    },
    Rule {
        ops: &["torch.aten.gather", "torch.aten.take_along_dim"],
        convert: gather,
    },
    Rule {
        ops: &[
            "torch.aten.scatter.src",
            "torch.aten.scatter.value",
            "torch.aten.scatter_add",
            "torch.aten.scatter_reduce.two",
            "torch.aten.scatter.reduce",
            "torch.aten.scatter.value_reduce",
        ],
        convert: scatter,
    },
    Rule {
        ops: &["torch.aten.index_reduce"],
        convert: index_reduce,
    },
    Rule {
        ops: &[
            "torch.aten.index.Tensor",
            "torch.aten.index.Tensor_hacked_twin",
            "torch.aten._unsafe_index.Tensor",
        ],
        convert: index,
    },
    Rule {
        ops: &[
            "torch.aten.index_put",
            "torch.aten.index_put.hacked_twin",
            "torch.aten._index_put_impl",
            "torch.aten._unsafe_index_put",
        ],
        convert: index_put,
    },
    Rule {
        ops: &[
            "torch.aten.sort",
            "torch.aten.sort.stable",
            "torch.aten.argsort",
            "torch.aten.argsort.stable",
            "torch.aten.topk",
        ],
        convert: sort,
    },
];

fn index_select(cx: &mut Cx) -> R<Vec<Conv>> {
    let (shape, elem) = cx.result(0)?;
    let (w, ids, dim) = if cx.name == "torch.aten.embedding" {
        (cx.tensor(0)?, cx.tensor(1)?, 0)
    } else {
        let w = cx.tensor(0)?;
        let r = cx.rank(w);
        (w, cx.tensor(2)?, cx.dim(1, r)?)
    };
    // A 0-d tensor is indexed as the one element it holds (PyTorch's
    // view of a scalar as `[1]`), by its one index.
    let scalar = cx.e.shape(w).is_empty();
    let w = if scalar { cx.e.reshape(w, &[1]) } else { w };
    let n = cx.e.shape(w).get(dim as usize).copied().unwrap_or(1);
    let mut ids = wrap(cx, ids, n);
    if scalar && cx.e.shape(ids).iter().product::<i64>() == 1 {
        ids = cx.e.reshape(ids, &[]);
    }
    let ty = tensor_ty(cx.e.ctx, &shape, elem);
    let da = cx.e.int_attr(64, dim);
    let bd = cx.e.int_attr(64, 0);
    Ok(vec![t(cx.e.op(
        "stablehlo.torch_index_select",
        &[w, ids],
        &[ty],
        vec![("dim", da), ("batch_dims", bd)],
    )[0])])
}

/// Negative indices counted from the end of a dimension of size `n`.
fn wrap(cx: &mut Cx, ids: Value, n: i64) -> Value {
    let s = cx.e.shape(ids);
    let e = cx.e.elem(ids);
    let z = cx.e.full(&s, e, 0.0);
    let neg = cx.e.compare("LT", ids, z);
    let nn = cx.e.full(&s, e, n as f64);
    let up = cx.e.binary("stablehlo.add", ids, nn);
    cx.e.select(neg, up, ids)
}

/// Full coordinates for `gather`/`scatter` along `dim`: each element of
/// `idx`'s shape names `x[i0, .., idx[..], .., ir]`, as a tensor of
/// `idx.shape + [rank]`.
fn coordinates(cx: &mut Cx, idx: Value, dim: usize) -> Value {
    let s = cx.e.shape(idx);
    let i64t = cx.i64t();
    let idx = cx.e.convert(idx, i64t);
    let mut one = s.clone();
    one.push(1);
    let mut parts = Vec::new();
    for k in 0..s.len() {
        let c = if k == dim {
            idx
        } else {
            cx.e.iota(&s, i64t, k)
        };
        parts.push(cx.e.reshape(c, &one));
    }
    let mut all = s.clone();
    all.push(s.len() as i64);
    cx.e.concat(&parts, s.len(), &all, i64t)
}

fn gather(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let xs = cx.e.shape(x);
    let r = xs.len();
    let (idx, dim) = if cx.name == "torch.aten.take_along_dim" {
        let Some(d) = cx.opt_int(2)? else {
            return cx.fail("take_along_dim without a dimension");
        };
        (cx.tensor(1)?, super::norm_dim(d, r as i64) as usize)
    } else {
        (cx.tensor(2)?, cx.dim(1, r as i64)? as usize)
    };
    if r == 0 {
        let (shape, _) = cx.result(0)?;
        return Ok(vec![t(cx.e.reshape(x, &shape))]);
    }
    let idx = wrap(cx, idx, xs[dim]);
    Ok(vec![t(take_along(cx, x, idx, dim))])
}

fn hlo_gather(
    cx: &mut Cx,
    x: Value,
    idx: Value,
    dn: &GatherDims,
    sizes: &[i64],
    shape: &[i64],
    elem: Type,
) -> Value {
    let d = dn.build(cx.e.ctx);
    let ss = cx.e.i64s(sizes);
    let sorted = cx.e.ctx.attr(AttrKind::Bool(false));
    let ty = tensor_ty(cx.e.ctx, shape, elem);
    cx.e.op(
        "stablehlo.gather",
        &[x, idx],
        &[ty],
        vec![
            ("dimension_numbers", d),
            ("indices_are_sorted", sorted),
            ("slice_sizes", ss),
        ],
    )[0]
}

/// `stablehlo.scatter` of `upd` into `x` at `idx`, combining with
/// `combiner` (`None`: the update replaces).
pub(super) fn hlo_scatter(
    cx: &mut Cx,
    x: Value,
    idx: Value,
    upd: Value,
    dn: &ScatterDims,
    combiner: Option<&str>,
) -> Value {
    let elem = cx.e.elem(x);
    let c = combiner.map(str::to_string);
    let reg = cx.e.region(&[elem, elem], move |em, a| match &c {
        Some(op) => vec![em.binary(op, a[0], a[1])],
        None => vec![a[1]],
    });
    let d = dn.build(cx.e.ctx);
    let f = cx.e.ctx.attr(AttrKind::Bool(false));
    let ty = cx.e.ctx.value_type(x);
    cx.e.op_with_regions(
        "stablehlo.scatter",
        &[x, idx, upd],
        &[ty],
        vec![
            ("indices_are_sorted", f),
            ("scatter_dimension_numbers", d),
            ("unique_indices", f),
        ],
        vec![reg],
    )[0]
}

/// `scatter(x, dim, index, src | value [, reduce])` and `scatter_add`,
/// `scatter_reduce(x, dim, index, src, reduce, include_self)`.
fn scatter(cx: &mut Cx) -> R<Vec<Conv>> {
    let (shape, elem) = cx.result(0)?;
    let x = cx.tensor(0)?;
    let x = cx.e.convert(x, elem);
    let r = shape.len();
    let dim = cx.dim(1, r as i64)? as usize;
    let idx = cx.tensor(2)?;
    let is_ = cx.e.shape(idx);
    if is_.iter().product::<i64>() == 0 || r == 0 {
        return Ok(vec![t(x)]);
    }
    // The updates: `src` cut to the index's shape, or `value` everywhere.
    let upd = match cx.arg(3)? {
        Conv::Tensor(s) => {
            let s = cx.e.convert(s, elem);
            let mut v = s;
            for (d, &n) in is_.iter().enumerate() {
                v = cx.e.slice_dim(v, d, 0, n, 1);
            }
            v
        }
        c => match c.float() {
            Some(f) => cx.e.full(&is_, elem, f),
            None => return cx.fail("operand 3 must be a tensor or a number"),
        },
    };
    let reduce = match cx.name {
        "torch.aten.scatter_add" => Some("sum".to_string()),
        "torch.aten.scatter_reduce.two"
        | "torch.aten.scatter.reduce"
        | "torch.aten.scatter.value_reduce" => match cx.arg(4)? {
            Conv::Str(s) => Some(s),
            _ => return cx.fail("operand 4 must name the reduction"),
        },
        _ => None,
    };
    let include_self = cx.name != "torch.aten.scatter_reduce.two" || cx.bool_or(5, true)?;
    let out = scatter_into(cx, x, dim, idx, upd, reduce.as_deref(), include_self)?;
    Ok(vec![t(out)])
}

/// `index_reduce(x, dim, index, source, reduce, include_self)`: a
/// scatter along `dim` whose indices are `index` (one a position of
/// `source` along `dim`) broadcast to `source`'s shape.
fn index_reduce(cx: &mut Cx) -> R<Vec<Conv>> {
    let (shape, elem) = cx.result(0)?;
    let x = cx.tensor(0)?;
    let x = cx.e.convert(x, elem);
    let r = shape.len();
    let dim = cx.dim(1, r as i64)? as usize;
    let index = cx.tensor(2)?;
    let src = cx.tensor(3)?;
    let src = cx.e.convert(src, elem);
    let ss = cx.e.shape(src);
    let reduce = match cx.arg(4)? {
        Conv::Str(s) => s,
        _ => return cx.fail("operand 4 must name the reduction"),
    };
    let include_self = cx.bool_or(5, true)?;
    if ss.iter().product::<i64>() == 0 {
        return Ok(vec![t(x)]);
    }
    // A 0-d tensor is reduced into as the one element it holds.
    let (x, src, ss) = if r == 0 {
        (cx.e.reshape(x, &[1]), cx.e.reshape(src, &[1]), vec![1])
    } else {
        (x, src, ss)
    };
    let n = cx.e.shape(index).iter().product::<i64>();
    let index = cx.e.reshape(index, &[n]);
    let idx = cx.e.broadcast_in_dim(index, &ss, &[dim as i64]);
    let out = scatter_into(cx, x, dim, idx, src, Some(&reduce), include_self)?;
    Ok(vec![t(cx.e.reshape(out, &shape))])
}

/// `x` with `upd` scattered along `dim` at `idx` (of `upd`'s shape),
/// combined by PyTorch's reduction (`None`: replaced); `include_self`
/// false starts each element anything lands on from the reduction's
/// identity. `mean` divides the sum by how many were summed.
pub(super) fn scatter_into(
    cx: &mut Cx,
    x: Value,
    dim: usize,
    idx: Value,
    upd: Value,
    reduce: Option<&str>,
    include_self: bool,
) -> R<Value> {
    let shape = cx.e.shape(x);
    let elem = cx.e.elem(x);
    let is_ = cx.e.shape(idx);
    let r = shape.len();
    let combiner = match reduce {
        None => None,
        Some("sum" | "add" | "mean") => Some("stablehlo.add"),
        Some("prod" | "multiply") => Some("stablehlo.multiply"),
        Some("amax") => Some("stablehlo.maximum"),
        Some("amin") => Some("stablehlo.minimum"),
        Some(m) => {
            return cx.fail(&format!(
                "scatter reduction '{m}' (sum, prod, mean, amax and amin convert)"
            ))
        }
    };
    let idx = wrap(cx, idx, shape[dim]);
    let coords = coordinates(cx, idx, dim);
    let all: Vec<i64> = (0..r as i64).collect();
    let dn = ScatterDims {
        inserted_window_dims: all.clone(),
        scatter_dims_to_operand_dims: all,
        index_vector_dim: r as i64,
        ..Default::default()
    };
    let mut base = x;
    if !include_self {
        // The reduction starts from its identity where anything lands.
        let ident = match combiner {
            Some("stablehlo.multiply") => 1.0,
            Some("stablehlo.maximum") => f64::NEG_INFINITY,
            Some("stablehlo.minimum") => f64::INFINITY,
            _ => 0.0,
        };
        let id = cx.e.full(&is_, elem, ident);
        base = hlo_scatter(cx, base, coords, id, &dn, None);
    }
    let out = hlo_scatter(cx, base, coords, upd, &dn, combiner);
    if reduce != Some("mean") {
        return Ok(out);
    }
    // How many updates landed on each element (and the element itself).
    let ones = cx.e.full(&is_, elem, 1.0);
    let zeros = cx.e.full(&shape, elem, 0.0);
    let landed = hlo_scatter(cx, zeros, coords, ones, &dn, Some("stablehlo.add"));
    let one = cx.e.full(&shape, elem, 1.0);
    if include_self {
        let count = cx.e.binary("stablehlo.add", landed, one);
        return Ok(cx.e.binary("stablehlo.divide", out, count));
    }
    let any = cx.e.compare("GT", landed, zeros);
    let count = cx.e.binary("stablehlo.maximum", landed, one);
    let mean = cx.e.binary("stablehlo.divide", out, count);
    Ok(cx.e.select(any, mean, x))
}

/// The index tensors of `x[i0, None, i2]` (advanced indexing): which
/// dimensions are indexed, the indices broadcast together (wrapped), and
/// their common shape.
struct Indexing {
    dims: Vec<i64>,
    ids: Vec<Value>,
    batch: Vec<i64>,
}

fn indexing(cx: &mut Cx, xs: &[i64]) -> R<Indexing> {
    let Conv::List(items) = cx.arg(1)? else {
        return cx.fail("operand 1 must be a list of index tensors");
    };
    let mut dims = Vec::new();
    let mut raw = Vec::new();
    for (d, it) in items.into_iter().enumerate() {
        match it {
            Conv::None => {}
            Conv::Tensor(v) => {
                if super::is_bool(cx.e.ctx, cx.e.elem(v)) {
                    return cx.fail("indexing with a boolean mask gives a result whose shape depends on the mask's values (data-dependent); use torch.where instead");
                }
                dims.push(d as i64);
                raw.push(v);
            }
            _ => return cx.fail("operand 1 must be a list of index tensors"),
        }
    }
    if dims.is_empty() || dims.len() > xs.len() {
        return cx.fail("no index tensors, or more than the tensor has dimensions");
    }
    // Broadcast the index tensors to one shape (numpy rules).
    let mut batch: Vec<i64> = Vec::new();
    for &v in &raw {
        let s = cx.e.shape(v);
        batch = match ir::types::broadcast_shapes(&batch, &s) {
            Some(b) => b,
            None => return cx.fail("index tensors whose shapes do not broadcast"),
        };
    }
    let i64t = cx.i64t();
    let mut ids = Vec::new();
    for (&v, &d) in raw.iter().zip(&dims) {
        let v = cx.e.convert(v, i64t);
        let v = cx.e.broadcast(v, &batch);
        ids.push(wrap(cx, v, xs[d as usize]));
    }
    Ok(Indexing { dims, ids, batch })
}

/// Whether the indexed dimensions are consecutive (then the batch shape
/// takes their place in the result; else it comes first, as NumPy does).
fn adjacent(dims: &[i64]) -> bool {
    dims.windows(2).all(|w| w[1] == w[0] + 1)
}

/// The index vectors `batch + [k]` of an indexing.
fn stacked(cx: &mut Cx, ix: &Indexing) -> Value {
    let mut one = ix.batch.clone();
    one.push(1);
    let parts: Vec<Value> = ix.ids.iter().map(|&v| cx.e.reshape(v, &one)).collect();
    let mut all = ix.batch.clone();
    all.push(ix.ids.len() as i64);
    let i64t = cx.i64t();
    cx.e.concat(&parts, ix.batch.len(), &all, i64t)
}

fn index(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let xs = cx.e.shape(x);
    let ix = indexing(cx, &xs)?;
    let (shape, elem) = cx.result(0)?;
    let coords = stacked(cx, &ix);
    let b = ix.batch.len() as i64;
    let rest = xs.len() as i64 - ix.dims.len() as i64;
    let offset_dims: Vec<i64> = if adjacent(&ix.dims) {
        let d = ix.dims[0];
        (0..d).chain(d + b..d + b + (rest - d)).collect()
    } else {
        (b..b + rest).collect()
    };
    let mut sorted = ix.dims.clone();
    sorted.sort();
    let mut sizes = xs.clone();
    for &d in &ix.dims {
        sizes[d as usize] = 1;
    }
    let dn = GatherDims {
        offset_dims,
        collapsed_slice_dims: sorted,
        start_index_map: ix.dims.clone(),
        index_vector_dim: b,
        ..Default::default()
    };
    Ok(vec![t(hlo_gather(
        cx, x, coords, &dn, &sizes, &shape, elem,
    ))])
}

/// `index_put(x, indices, values, accumulate)`: the values (broadcast to
/// the shape `x[indices]` has) scattered into `x`, added when
/// `accumulate`.
fn index_put(cx: &mut Cx) -> R<Vec<Conv>> {
    let (shape, elem) = cx.result(0)?;
    let x = cx.tensor(0)?;
    let x = cx.e.convert(x, elem);
    let ix = indexing(cx, &shape)?;
    let coords = stacked(cx, &ix);
    let b = ix.batch.len();
    let rest: Vec<i64> = (0..shape.len() as i64)
        .filter(|d| !ix.dims.contains(d))
        .collect();
    let rest_sizes: Vec<i64> = rest.iter().map(|&d| shape[d as usize]).collect();
    // The shape x[indices] has, then moved to batch-first.
    let adj = adjacent(&ix.dims);
    let d0 = ix.dims[0] as usize;
    let mut got: Vec<i64> = Vec::new();
    if adj {
        got.extend(&rest_sizes[..d0]);
        got.extend(&ix.batch);
        got.extend(&rest_sizes[d0..]);
    } else {
        got.extend(&ix.batch);
        got.extend(&rest_sizes);
    }
    let v = cx.as_tensor(2, &got, elem)?;
    let v = if adj && d0 > 0 {
        let mut perm: Vec<i64> = (d0 as i64..(d0 + b) as i64).collect();
        perm.extend(0..d0 as i64);
        perm.extend((d0 + b) as i64..got.len() as i64);
        cx.e.transpose(v, &perm)
    } else {
        v
    };
    let accumulate = cx.bool_or(3, false)?;
    let mut inserted = ix.dims.clone();
    inserted.sort();
    let dn = ScatterDims {
        update_window_dims: (b as i64..(b + rest.len()) as i64).collect(),
        inserted_window_dims: inserted,
        scatter_dims_to_operand_dims: ix.dims.clone(),
        index_vector_dim: b as i64,
        ..Default::default()
    };
    let comb = if accumulate {
        Some(if super::is_bool(cx.e.ctx, elem) {
            "stablehlo.or"
        } else {
            "stablehlo.add"
        })
    } else {
        None
    };
    Ok(vec![t(hlo_scatter(cx, x, coords, v, &dn, comb))])
}

/// `sort(x, dim, descending)`, `argsort`, and `topk(x, k, dim, largest,
/// sorted)` (a sort and the first `k`): a stable `stablehlo.sort` of the
/// values with their positions, NaN ordered above every number as
/// PyTorch orders it.
fn sort(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let xs = cx.e.shape(x);
    let r = xs.len() as i64;
    let topk = cx.name == "torch.aten.topk";
    let stable_form = cx.name.ends_with(".stable");
    // Operand positions: sort(x, dim, descending); sort.stable(x, stable,
    // dim, descending); argsort same; topk(x, k, dim, largest, sorted).
    let (dim_at, desc) = if topk {
        (2, cx.bool_or(3, true)?)
    } else if stable_form {
        (2, cx.bool_or(3, false)?)
    } else {
        (1, cx.bool_or(2, false)?)
    };
    let d = if r == 0 {
        0
    } else {
        cx.opt_int(dim_at)?
            .map_or(Ok(r - 1), |_| cx.dim(dim_at, r))?
    };
    let x = if r == 0 { cx.e.reshape(x, &[1]) } else { x };
    let vs = cx.e.shape(x);
    let (mut v, mut i) = sorted(cx, x, d, desc);
    if topk {
        let k = cx.int(1)?;
        if k < 0 || k > vs[d as usize] {
            return cx.fail(&format!(
                "k = {k} is out of range for a dimension of size {}",
                vs[d as usize]
            ));
        }
        v = cx.e.slice_dim(v, d as usize, 0, k, 1);
        i = cx.e.slice_dim(i, d as usize, 0, k, 1);
    }
    if cx.name.starts_with("torch.aten.argsort") {
        let (s, e) = cx.result(0)?;
        let i = cx.e.convert(i, e);
        return Ok(vec![t(cx.e.reshape(i, &s))]);
    }
    let (s0, e0) = cx.result(0)?;
    let (s1, e1) = cx.result(1)?;
    let v = cx.e.convert(v, e0);
    let i = cx.e.convert(i, e1);
    Ok(vec![t(cx.e.reshape(v, &s0)), t(cx.e.reshape(i, &s1))])
}

/// `x` sorted along `d` (descending if `desc`), stably, with each
/// element's position (i64): NaN ordered above every number, as PyTorch
/// orders it.
pub(super) fn sorted(cx: &mut Cx, x: Value, d: i64, desc: bool) -> (Value, Value) {
    let vs = cx.e.shape(x);
    let ex = cx.e.elem(x);
    let i64t = cx.i64t();
    let iota = cx.e.iota(&vs, i64t, d as usize);
    let float = cx.is_float(ex);
    let reg = cx.e.region(&[ex, ex, i64t, i64t], |em, a| {
        let lt = em.compare(if desc { "GT" } else { "LT" }, a[0], a[1]);
        if !float {
            return vec![lt];
        }
        // NaN is the largest: first when descending, last when ascending.
        let a_nan = em.compare("NE", a[0], a[0]);
        let b_nan = em.compare("NE", a[1], a[1]);
        let nb = em.unary("stablehlo.not", b_nan);
        let na = em.unary("stablehlo.not", a_nan);
        if desc {
            let first = em.binary("stablehlo.and", a_nan, nb);
            let num = em.binary("stablehlo.and", lt, na);
            vec![em.binary("stablehlo.or", first, num)]
        } else {
            let num = em.binary("stablehlo.and", lt, nb);
            let na_b = em.binary("stablehlo.and", na, b_nan);
            vec![em.binary("stablehlo.or", num, na_b)]
        }
    });
    let vty = tensor_ty(cx.e.ctx, &vs, ex);
    let ity = tensor_ty(cx.e.ctx, &vs, i64t);
    let da = cx.e.int_attr(64, d);
    let st = cx.e.ctx.attr(AttrKind::Bool(true));
    let rs = cx.e.op_with_regions(
        "stablehlo.sort",
        &[x, iota],
        &[vty, ity],
        vec![("dimension", da), ("is_stable", st)],
        vec![reg],
    );
    (rs[0], rs[1])
}

/// `take_along_dim(x, idx, d)`: `x[.., idx[..], ..]` along `d`, `idx` of
/// `x`'s rank (its extent along `d` the result's).
pub(super) fn take_along(cx: &mut Cx, x: Value, idx: Value, d: usize) -> Value {
    let r = cx.e.shape(x).len();
    let shape = cx.e.shape(idx);
    let elem = cx.e.elem(x);
    let coords = coordinates(cx, idx, d);
    let all: Vec<i64> = (0..r as i64).collect();
    let dn = GatherDims {
        collapsed_slice_dims: all.clone(),
        start_index_map: all,
        index_vector_dim: r as i64,
        ..Default::default()
    };
    hlo_gather(cx, x, coords, &dn, &vec![1; r], &shape, elem)
}
