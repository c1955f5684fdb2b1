//! Ops that move elements without computing on them: views, permutes,
//! slices, concatenation, flips, rolls, padding, repeats and the
//! scatter-into-slice ops.

use super::{is_bool, t, Conv, Cx, Rule, R};
use ir::Value;

pub(in super::super) const RULES: &[Rule] = &[
    Rule {
        ops: &[
            "torch.aten.view",
            "torch.aten.reshape",
            "torch.aten._unsafe_view",
            "torch.aten.unsqueeze",
            "torch.aten.squeeze.dim",
            "torch.aten.squeeze",
            "torch.aten.squeeze.dims",
            "torch.prims.squeeze",
            "torch.aten.flatten.using_ints",
            "torch.aten.unflatten.int",
            "torch.aten.view_as",
            "torch.aten.reshape_as",
            "torch.prims.collapse_view",
            "torch.prims.split_dim",
            "torch.aten.view_copy",
            "torch.aten._reshape_alias",
            "torch.aten._reshape_copy",
            "torch.aten.squeeze_copy",
            "torch.aten.squeeze_copy.dim",
            "torch.aten.squeeze_copy.dims",
            "torch.aten.unsqueeze_copy",
            "torch.aten._unsafe_view_copy",
        ],
        convert: reshape,
    },
    Rule {
        ops: &[
            "torch.aten.permute",
            "torch.aten.permute_copy",
            "torch.prims.transpose",
        ],
        convert: permute,
    },
    Rule {
        ops: &[
            "torch.aten.transpose.int",
            "torch.aten.transpose_copy.int",
            "torch.aten.t",
            "torch.aten.t_copy",
            "torch.aten.numpy_T",
            "torch.aten.swapaxes",
            "torch.aten.mT",
        ],
        convert: transpose,
    },
    Rule {
        ops: &[
            "torch.aten.expand",
            "torch.aten.expand_copy",
            "torch.aten.broadcast_to",
            "torch.aten.expand_as",
            "torch.prims.broadcast_in_dim",
        ],
        convert: expand,
    },
    Rule {
        ops: &[
            "torch.aten.clone",
            "torch.aten.alias",
            "torch.aten.alias_copy",
            "torch.aten.detach_copy",
            "torch.aten.contiguous",
            "torch.aten.detach",
            "torch.aten.lift_fresh_copy",
            "torch.aten.dropout",
            "torch.aten.feature_dropout",
            "torch.aten.alpha_dropout",
            "torch.aten.positive",
            "torch.aten.resolve_conj",
            "torch.aten.resolve_neg",
            "torch.aten.conj",
            "torch.prims.view_of",
        ],
        convert: |cx| Ok(vec![cx.arg(0)?]),
    },
    Rule {
        ops: &[
            "torch.aten._to_copy",
            "torch.aten.to.dtype",
            "torch.aten.to.dtype_layout",
            "torch.aten.to.device",
            "torch.aten.to.other",
            "torch.aten.type_as",
            "torch.prims.convert_element_type",
            "torch.aten._cast_Float",
            "torch.aten.copy",
            "torch.aten.lift_fresh",
        ],
        convert: to_result_type,
    },
    Rule {
        ops: &["torch.aten.slice.Tensor", "torch.aten.slice_copy.Tensor"],
        convert: slice,
    },
    Rule {
        ops: &["torch.aten.narrow", "torch.aten.narrow_copy"],
        convert: narrow,
    },
    Rule {
        ops: &["torch.aten.select.int", "torch.aten.select_copy.int"],
        convert: select,
    },
    Rule {
        ops: &[
            "torch.aten.split_with_sizes",
            "torch.aten.split.Tensor",
            "torch.aten.split.sizes",
            "torch.aten.unbind.int",
            "torch.aten.unbind_copy.int",
            "torch.aten.split_copy.Tensor",
            "torch.aten.split_with_sizes_copy",
            "torch.aten.chunk",
        ],
        convert: split,
    },
    Rule {
        ops: &[
            "torch.aten.cat",
            "torch.aten.concat",
            "torch.aten.concatenate",
        ],
        convert: cat,
    },
    Rule {
        ops: &["torch.aten.stack"],
        convert: stack,
    },
    Rule {
        ops: &["torch.aten.flip"],
        convert: flip,
    },
    Rule {
        ops: &["torch.aten.roll"],
        convert: roll,
    },
    Rule {
        ops: &["torch.aten.constant_pad_nd", "torch.aten.pad"],
        convert: constant_pad,
    },
    Rule {
        ops: &[
            "torch.aten.reflection_pad1d",
            "torch.aten.reflection_pad2d",
            "torch.aten.reflection_pad3d",
            "torch.aten.replication_pad1d",
            "torch.aten.replication_pad2d",
            "torch.aten.replication_pad3d",
        ],
        convert: edge_pad,
    },
    Rule {
        ops: &["torch.aten.repeat"],
        convert: repeat,
    },
    Rule {
        ops: &["torch.aten.slice_scatter"],
        convert: slice_scatter,
    },
    Rule {
        ops: &["torch.aten.select_scatter"],
        convert: select_scatter,
    },
    Rule {
        ops: &["torch.aten.diagonal", "torch.aten.diagonal_copy"],
        convert: diagonal,
    },
    Rule {
        ops: &["torch.aten.tril", "torch.aten.triu"],
        convert: triangle,
    },
];

fn reshape(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let (shape, _) = cx.result(0)?;
    Ok(vec![t(cx.e.reshape(x, &shape))])
}

fn permute(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let r = cx.rank(x);
    let mut p = Vec::new();
    for d in cx.ints(1)? {
        let n = if d < 0 { d + r } else { d };
        if n < 0 || n >= r || p.contains(&n) {
            return cx.fail(&format!(
                "{d} is not a permutation entry of a rank-{r} tensor"
            ));
        }
        p.push(n);
    }
    if p.len() as i64 != r {
        return cx.fail(&format!(
            "the permutation has {} entries for a rank-{r} tensor",
            p.len()
        ));
    }
    Ok(vec![t(cx.e.transpose(x, &p))])
}

fn transpose(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let r = cx.rank(x);
    let (a, b) = match cx.name {
        "torch.aten.transpose.int" | "torch.aten.transpose_copy.int" | "torch.aten.swapaxes" => {
            (cx.dim(1, r)?, cx.dim(2, r)?)
        }
        "torch.aten.mT" => (r - 2, r - 1),
        _ => (0, (r - 1).max(0)),
    };
    if r < 2 {
        return Ok(vec![t(x)]);
    }
    let mut p: Vec<i64> = (0..r).collect();
    p.swap(a as usize, b as usize);
    Ok(vec![t(cx.e.transpose(x, &p))])
}

fn expand(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let (shape, _) = cx.result(0)?;
    if cx.name == "torch.prims.broadcast_in_dim" {
        let dims = cx.ints(2)?;
        return Ok(vec![t(cx.e.broadcast_in_dim(x, &shape, &dims))]);
    }
    Ok(vec![t(cx.e.broadcast(x, &shape))])
}

/// The first operand (or, for `copy`, the second: `copy(self, src)` is
/// `src` in `self`'s shape) converted to the result's element type. A
/// conversion to `i1` is `x != 0`, as PyTorch's bool cast is.
fn to_result_type(cx: &mut Cx) -> R<Vec<Conv>> {
    let (shape, elem) = cx.result(0)?;
    let src = if cx.name == "torch.aten.copy" { 1 } else { 0 };
    let x = match cx.arg(src)? {
        Conv::Tensor(v) => v,
        c => match c.float() {
            Some(v) => return Ok(vec![t(cx.e.full(&shape, elem, v))]),
            None => return cx.fail("operand 0 must be a tensor"),
        },
    };
    let v = if is_bool(cx.e.ctx, elem) && !is_bool(cx.e.ctx, cx.e.elem(x)) {
        let xs = cx.e.shape(x);
        let ex = cx.e.elem(x);
        let z = cx.e.full(&xs, ex, 0.0);
        cx.e.compare("NE", x, z)
    } else {
        cx.e.convert(x, elem)
    };
    Ok(vec![t(cx.e.broadcast(v, &shape))])
}

/// Normalizes a Python slice bound against a dimension of size `n`.
fn bound(v: i64, n: i64) -> i64 {
    let v = if v < 0 { v + n } else { v };
    v.clamp(0, n)
}

fn slice(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let s = cx.e.shape(x);
    let d = cx.dim(1, s.len() as i64)? as usize;
    let n = s[d];
    let start = bound(cx.opt_int(2)?.unwrap_or(0), n);
    let end = bound(cx.opt_int(3)?.unwrap_or(n), n).max(start);
    let step = cx.opt_int(4)?.unwrap_or(1);
    if step < 1 {
        return cx.fail(&format!("slice step must be positive, not {step}"));
    }
    Ok(vec![t(cx.e.slice_dim(x, d, start, end, step))])
}

/// `narrow(x, dim, start, length)`: `length` elements from `start` (from
/// the end when negative).
fn narrow(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let s = cx.e.shape(x);
    let d = cx.dim(1, s.len() as i64)? as usize;
    let n = s[d];
    let start = cx.int(2)?;
    let start = if start < 0 { start + n } else { start };
    let len = cx.int(3)?;
    if start < 0 || len < 0 || start + len > n {
        return cx.fail(&format!(
            "{len} elements from {start} do not fit a dimension of {n}"
        ));
    }
    Ok(vec![t(cx.e.slice_dim(x, d, start, start + len, 1))])
}

fn select(cx: &mut Cx) -> R<Vec<Conv>> {
    // x[..., i, ...]: the slice at `i` along `dim`, without it.
    let x = cx.tensor(0)?;
    let s = cx.e.shape(x);
    let d = cx.dim(1, s.len() as i64)? as usize;
    let n = s[d];
    let i = cx.int(2)?;
    let i = if i < 0 { i + n } else { i };
    if i < 0 || i >= n {
        return cx.fail(&format!(
            "index {i} is out of range for dimension {d} of size {n}"
        ));
    }
    let sl = cx.e.slice_dim(x, d, i, i + 1, 1);
    let (shape, _) = cx.result(0)?;
    Ok(vec![t(cx.e.reshape(sl, &shape))])
}

fn split(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let s = cx.e.shape(x);
    let r = s.len() as i64;
    let unbind = cx.name.starts_with("torch.aten.unbind");
    let d = if unbind { cx.dim(1, r)? } else { cx.dim(2, r)? } as usize;
    let sizes = match cx.name {
        "torch.aten.split_with_sizes"
        | "torch.aten.split_with_sizes_copy"
        | "torch.aten.split.sizes" => cx.ints(1)?,
        "torch.aten.unbind.int" | "torch.aten.unbind_copy.int" => vec![1; s[d] as usize],
        name => {
            let k = if name == "torch.aten.chunk" {
                let c = cx.int(1)?.max(1);
                (s[d] + c - 1) / c
            } else {
                cx.int(1)?
            };
            if k < 1 {
                return cx.fail(&format!("split size must be positive, not {k}"));
            }
            let mut v = Vec::new();
            let mut left = s[d];
            while left > 0 {
                v.push(k.min(left));
                left -= k;
            }
            if v.is_empty() {
                v.push(0);
            }
            v
        }
    };
    if sizes.iter().sum::<i64>() != s[d] || sizes.iter().any(|&z| z < 0) {
        return cx.fail(&format!(
            "split sizes {sizes:?} do not add up to dimension {d} of size {}",
            s[d]
        ));
    }
    let mut parts = Vec::new();
    let mut at = 0;
    for z in sizes {
        let mut p = cx.e.slice_dim(x, d, at, at + z, 1);
        if unbind {
            let mut out = s.clone();
            out.remove(d);
            p = cx.e.reshape(p, &out);
        }
        parts.push(t(p));
        at += z;
    }
    Ok(vec![Conv::List(parts)])
}

fn tensors(cx: &Cx, i: usize) -> R<Vec<Value>> {
    let Conv::List(items) = cx.arg(i)? else {
        return cx.fail(&format!("operand {i} must be a list of tensors"));
    };
    items
        .into_iter()
        .map(|it| match it {
            Conv::Tensor(v) => Ok(v),
            _ => cx.fail(&format!("operand {i} must be a list of tensors")),
        })
        .collect()
}

fn cat(cx: &mut Cx) -> R<Vec<Conv>> {
    let (shape, elem) = cx.result(0)?;
    let items = tensors(cx, 0)?;
    let d = if cx.nargs() > 1 {
        cx.dim(1, shape.len() as i64)?
    } else {
        0
    };
    let mut vs = Vec::new();
    for v in items {
        // torch.cat skips empty 1-d tensors of any other shape (legacy).
        let s = cx.e.shape(v);
        if s.len() != shape.len() {
            if s.iter().product::<i64>() == 0 {
                continue;
            }
            return cx.fail("tensors of different ranks");
        }
        vs.push(cx.e.convert(v, elem));
    }
    Ok(vec![t(cx.e.concat(&vs, d as usize, &shape, elem))])
}

fn stack(cx: &mut Cx) -> R<Vec<Conv>> {
    let (shape, elem) = cx.result(0)?;
    let items = tensors(cx, 0)?;
    let d = if cx.nargs() > 1 {
        cx.dim(1, shape.len() as i64)?
    } else {
        0
    } as usize;
    let mut vs = Vec::new();
    for v in items {
        let mut s = cx.e.shape(v);
        s.insert(d, 1);
        let c = cx.e.convert(v, elem);
        vs.push(cx.e.reshape(c, &s));
    }
    Ok(vec![t(cx.e.concat(&vs, d, &shape, elem))])
}

fn flip(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let r = cx.rank(x);
    let mut dims: Vec<i64> = Vec::new();
    for d in cx.ints(1)? {
        let n = if d < 0 { d + r } else { d };
        if n < 0 || n >= r {
            return cx.fail(&format!(
                "dimension {d} is out of range for a tensor of rank {r}"
            ));
        }
        dims.push(n);
    }
    dims.sort();
    dims.dedup();
    Ok(vec![t(cx.e.reverse(x, &dims))])
}

/// `roll(x, shifts, dims)`: for each dimension, the last `shift` elements
/// moved to the front (a slice pair concatenated). No `dims`: the
/// flattened tensor rolled.
fn roll(cx: &mut Cx) -> R<Vec<Conv>> {
    let mut x = cx.tensor(0)?;
    let shape = cx.e.shape(x);
    let shifts = cx.ints(1)?;
    let dims = cx.opt_ints(2)?.unwrap_or_default();
    let elem = cx.e.elem(x);
    let flat = dims.is_empty();
    if flat {
        let n = shape.iter().product();
        x = cx.e.reshape(x, &[n]);
    }
    let dims = if flat { vec![0] } else { dims };
    if dims.len() != shifts.len() {
        return cx.fail("shifts and dims differ in length");
    }
    for (&d, &k) in dims.iter().zip(&shifts) {
        let s = cx.e.shape(x);
        let d = super::norm_dim(d, s.len() as i64) as usize;
        let n = s[d];
        if n == 0 {
            continue;
        }
        let k = k.rem_euclid(n);
        if k == 0 {
            continue;
        }
        let tail = cx.e.slice_dim(x, d, n - k, n, 1);
        let head = cx.e.slice_dim(x, d, 0, n - k, 1);
        x = cx.e.concat(&[tail, head], d, &s, elem);
    }
    Ok(vec![t(cx.e.reshape(x, &shape))])
}

/// `constant_pad_nd(x, pad, value)`: `pad` lists (low, high) pairs from
/// the last dimension backwards; negative amounts crop.
fn constant_pad(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let s = cx.e.shape(x);
    let pad = cx.ints(1)?;
    if cx.name == "torch.aten.pad" {
        if let Conv::Str(mode) = cx.arg(2)? {
            if mode != "constant" {
                return cx.fail(&format!("padding mode '{mode}' (only 'constant' here; reflect and replicate come as their own ops)"));
            }
        }
    }
    let value_at = if cx.name == "torch.aten.pad" { 3 } else { 2 };
    let value = cx.opt_float(value_at)?.unwrap_or(0.0);
    let (lo, hi) = match pads(&pad, s.len()) {
        Some(p) => p,
        None => {
            return cx.fail(&format!(
                "{} padding amounts for a tensor of rank {}",
                pad.len(),
                s.len()
            ))
        }
    };
    let elem = cx.e.elem(x);
    let v = cx.e.splat(&[], elem, value);
    Ok(vec![t(cx.e.pad(x, v, &lo, &hi, &vec![0; s.len()]))])
}

/// Torch's padding list (last dimension first, low then high) as low
/// and high amounts per dimension.
fn pads(pad: &[i64], rank: usize) -> Option<(Vec<i64>, Vec<i64>)> {
    if pad.len() % 2 != 0 || pad.len() / 2 > rank {
        return None;
    }
    let mut lo = vec![0; rank];
    let mut hi = vec![0; rank];
    for (i, p) in pad.chunks(2).enumerate() {
        lo[rank - 1 - i] = p[0];
        hi[rank - 1 - i] = p[1];
    }
    Some((lo, hi))
}

/// Reflection and replication padding: each padded dimension grows by
/// slices of itself (reversed for reflection) concatenated on each side.
fn edge_pad(cx: &mut Cx) -> R<Vec<Conv>> {
    let mut x = cx.tensor(0)?;
    let s = cx.e.shape(x);
    let pad = cx.ints(1)?;
    let reflect = cx.name.contains("reflection");
    let Some((lo, hi)) = pads(&pad, s.len()) else {
        return cx.fail(&format!(
            "{} padding amounts for a tensor of rank {}",
            pad.len(),
            s.len()
        ));
    };
    let elem = cx.e.elem(x);
    for d in 0..s.len() {
        let (l, h) = (lo[d], hi[d]);
        if l == 0 && h == 0 {
            continue;
        }
        let cur = cx.e.shape(x);
        let n = cur[d];
        if l < 0 || h < 0 || (reflect && (l >= n || h >= n)) || n == 0 {
            return cx.fail(&format!(
                "padding ({l}, {h}) does not fit dimension {d} of size {n}"
            ));
        }
        let mut parts = Vec::new();
        if l > 0 {
            let p = if reflect {
                let sl = cx.e.slice_dim(x, d, 1, l + 1, 1);
                cx.e.reverse(sl, &[d as i64])
            } else {
                let sl = cx.e.slice_dim(x, d, 0, 1, 1);
                let mut to = cur.clone();
                to[d] = l;
                cx.e.broadcast_in_dim(sl, &to, &(0..cur.len() as i64).collect::<Vec<_>>())
            };
            parts.push(p);
        }
        parts.push(x);
        if h > 0 {
            let p = if reflect {
                let sl = cx.e.slice_dim(x, d, n - 1 - h, n - 1, 1);
                cx.e.reverse(sl, &[d as i64])
            } else {
                let sl = cx.e.slice_dim(x, d, n - 1, n, 1);
                let mut to = cur.clone();
                to[d] = h;
                cx.e.broadcast_in_dim(sl, &to, &(0..cur.len() as i64).collect::<Vec<_>>())
            };
            parts.push(p);
        }
        let mut out = cur.clone();
        out[d] = n + l + h;
        x = cx.e.concat(&parts, d, &out, elem);
    }
    Ok(vec![t(x)])
}

/// `repeat(x, reps)`: each dimension `d` tiled `reps[d]` times, as a
/// broadcast into `[r0, s0, r1, s1, ...]` and a reshape.
fn repeat(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let reps = cx.ints(1)?;
    let mut s = cx.e.shape(x);
    if reps.len() < s.len() {
        return cx.fail("fewer repeats than dimensions");
    }
    while s.len() < reps.len() {
        s.insert(0, 1);
    }
    let x = cx.e.reshape(x, &s);
    let mut wide = Vec::new();
    let mut dims = Vec::new();
    for (i, (&r, &n)) in reps.iter().zip(&s).enumerate() {
        wide.push(r);
        wide.push(n);
        dims.push(2 * i as i64 + 1);
    }
    let b = cx.e.broadcast_in_dim(x, &wide, &dims);
    let (shape, _) = cx.result(0)?;
    Ok(vec![t(cx.e.reshape(b, &shape))])
}

/// Where `src` lands in `x` along `d` from `start` by `step`: `src`
/// spread with `step - 1` holes and padded to `x`'s size, and a mask of
/// the same placement; the result selects between them.
fn place(cx: &mut Cx, x: Value, src: Value, d: usize, start: i64, step: i64) -> R<Value> {
    let s = cx.e.shape(x);
    let elem = cx.e.elem(x);
    let src = cx.e.convert(src, elem);
    let ss = cx.e.shape(src);
    let k = ss[d];
    let mut lo = vec![0; s.len()];
    let mut hi = vec![0; s.len()];
    let mut interior = vec![0; s.len()];
    lo[d] = start;
    interior[d] = step - 1;
    let used = if k > 0 { (k - 1) * step + 1 } else { 0 };
    hi[d] = s[d] - start - used;
    if hi[d] < 0 {
        return cx.fail("the source does not fit the destination");
    }
    let zero = cx.e.splat(&[], elem, 0.0);
    let spread = cx.e.pad(src, zero, &lo, &hi, &interior);
    let i1 = cx.i1();
    let ones = cx.e.full(&ss, i1, 1.0);
    let f = cx.e.splat(&[], i1, 0.0);
    let mask = cx.e.pad(ones, f, &lo, &hi, &interior);
    Ok(cx.e.select(mask, spread, x))
}

fn slice_scatter(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let src = cx.tensor(1)?;
    let s = cx.e.shape(x);
    let d = if cx.nargs() > 2 {
        cx.dim(2, s.len() as i64)?
    } else {
        0
    } as usize;
    let n = s[d];
    let start = bound(cx.opt_int(3)?.unwrap_or(0), n);
    let step = cx.opt_int(5)?.unwrap_or(1).max(1);
    Ok(vec![t(place(cx, x, src, d, start, step)?)])
}

fn select_scatter(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let src = cx.tensor(1)?;
    let s = cx.e.shape(x);
    let d = cx.dim(2, s.len() as i64)? as usize;
    let i = cx.int(3)?;
    let i = if i < 0 { i + s[d] } else { i };
    if i < 0 || i >= s[d] {
        return cx.fail(&format!(
            "index {i} is out of range for dimension {d} of size {}",
            s[d]
        ));
    }
    let mut one = s.clone();
    one[d] = 1;
    let src = cx.e.reshape(src, &one);
    Ok(vec![t(place(cx, x, src, d, i, 1)?)])
}

/// `diagonal(x, offset, d1, d2)`: the elements where the two dimensions'
/// indices differ by `offset`, as a new last dimension: the matrix masked
/// to its diagonal and summed along `d2` (one non-zero term a row).
fn diagonal(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let s = cx.e.shape(x);
    let r = s.len() as i64;
    let off = cx.opt_int(1)?.unwrap_or(0);
    let d1 = if cx.nargs() > 2 { cx.dim(2, r)? } else { 0 };
    let d2 = if cx.nargs() > 3 { cx.dim(3, r)? } else { 1 };
    if d1 == d2 {
        return cx.fail("the two dimensions must differ");
    }
    // Move d1, d2 last, then slice the window the diagonal runs through.
    let mut perm: Vec<i64> = (0..r).filter(|&d| d != d1 && d != d2).collect();
    perm.push(d1);
    perm.push(d2);
    let y = cx.e.transpose(x, &perm);
    let (n1, n2) = (s[d1 as usize], s[d2 as usize]);
    let (r0, c0) = if off >= 0 { (0, off) } else { (-off, 0) };
    let len = (n1 - r0).min(n2 - c0).max(0);
    let k = perm.len();
    let y = cx.e.slice_dim(y, k - 2, r0, r0 + len, 1);
    let y = cx.e.slice_dim(y, k - 1, c0, c0 + len, 1);
    let ys = cx.e.shape(y);
    let i64t = cx.i64t();
    let a = cx.e.iota(&ys, i64t, k - 2);
    let b = cx.e.iota(&ys, i64t, k - 1);
    let eq = cx.e.compare("EQ", a, b);
    let elem = cx.e.elem(y);
    let z = cx.e.full(&ys, elem, 0.0);
    let masked = cx.e.select(eq, y, z);
    let is_b = is_bool(cx.e.ctx, elem);
    let comb = if is_b {
        "stablehlo.or"
    } else {
        "stablehlo.add"
    };
    let v = cx.e.reduce(masked, 0.0, &[k as i64 - 1], comb);
    let (shape, _) = cx.result(0)?;
    Ok(vec![t(cx.e.reshape(v, &shape))])
}

/// `tril(x, k)` / `triu(x, k)`: the last two dimensions masked by
/// `col - row <= k` (or `>= k`).
fn triangle(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let s = cx.e.shape(x);
    let k = cx.opt_int(1)?.unwrap_or(0);
    let r = s.len();
    if r < 2 {
        return cx.fail("needs a tensor of rank 2 or more");
    }
    let i64t = cx.i64t();
    let row = cx.e.iota(&s, i64t, r - 2);
    let col = cx.e.iota(&s, i64t, r - 1);
    let diff = cx.e.binary("stablehlo.subtract", col, row);
    let kk = cx.e.full(&s, i64t, k as f64);
    let keep = cx.e.compare(
        if cx.name == "torch.aten.tril" {
            "LE"
        } else {
            "GE"
        },
        diff,
        kk,
    );
    let elem = cx.e.elem(x);
    let z = cx.e.full(&s, elem, 0.0);
    Ok(vec![t(cx.e.select(keep, x, z))])
}
