//! Ops that cut values apart and put them together, on values the kernel
//! computes: `slice`, `pad` and `concatenate` as `tt.gather`s along one
//! dimension at a time and `arith.select`s. Which source element each
//! position reads, and whether it reads one at all, is known when the
//! kernel is built: both are constants (i32 indices, i1 masks) along the
//! dimension, broadcast to the block. (A slice of a kernel operand loads
//! through computed pointers instead: `memory::slice`.)

use super::kernel::{missed, Kernel, Missed};
use super::movement::{broadcast, indices, splat};
use super::programs::rows_dim;
use crate::convert::build::tensor_ty;
use dialects::arith::ops as arith;
use dialects::stablehlo::ops as hlo;
use dialects::tt::ops as tt;
use ir::constant::{elements_attr, Scalar};
use ir::{Op, TypedOp, Value};

/// One dimension of a window op (a convolution's, a pooling's, a pad's):
/// output position `o` at window offset `k` reads the input, spread by
/// `spread` (base or input dilation) and padded by `low`, at
/// `o·stride + k·dilation - low`.
#[derive(Clone, Copy)]
pub(super) struct Axis {
    pub stride: i64,
    pub dilation: i64,
    pub low: i64,
    pub spread: i64,
    /// The input's elements along the dimension.
    pub size: i64,
}

impl Axis {
    /// The input element output position `o` reads at window offset `k`,
    /// or None where it falls in the padding or between spread elements.
    pub fn read(self, o: i64, k: i64) -> Option<i64> {
        let at = o * self.stride + k * self.dilation - self.low;
        (at >= 0 && at % self.spread == 0 && at / self.spread < self.size)
            .then_some(at / self.spread)
    }

    /// [`Axis::read`] for each of `n` output positions.
    pub fn reads(self, n: i64, k: i64) -> Vec<Option<i64>> {
        (0..n).map(|o| self.read(o, k)).collect()
    }
}

/// Window position `p` (row-major over a window of `dims`) as its offset
/// along each dimension.
pub(super) fn window_offsets(p: i64, dims: &[i64]) -> Vec<i64> {
    let mut k = vec![0i64; dims.len()];
    let mut rest = p;
    for d in (0..dims.len()).rev() {
        k[d] = rest % dims[d];
        rest /= dims[d];
    }
    k
}

/// An i32 (or i1) constant vector along one dimension.
pub(super) fn vector(kn: &mut Kernel, op: Op, values: &[i64], bits: u32) -> Result<Value, Missed> {
    let e = kn.b.ctx.int(bits);
    let ty = tensor_ty(kn.b.ctx, &[values.len() as i64], e);
    let mask = if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    };
    let elems: Vec<Scalar> = values
        .iter()
        .map(|&v| Scalar::Int {
            width: bits,
            bits: (v as i128 as u128) & mask,
        })
        .collect();
    let a = elements_attr(kn.b.ctx, ty, &elems)
        .ok_or_else(|| missed(op, "a constant the kernel cannot hold"))?;
    Ok(kn
        .b
        .value(|ctx, loc| arith::ConstantOp::build(ctx, ty, a, loc)))
}

/// `x` (a block of `shape`) read along dimension `axis` at `from[i]` for
/// each position `i` of the result's `from.len()`.
pub(super) fn pick(
    kn: &mut Kernel,
    op: Op,
    x: Value,
    shape: &[i64],
    axis: usize,
    from: &[i64],
) -> Result<(Value, Vec<i64>), Missed> {
    let mut out = shape.to_vec();
    out[axis] = from.len() as i64;
    if from.len() as i64 == shape[axis] && from.iter().enumerate().all(|(i, &f)| f == i as i64) {
        return Ok((x, out));
    }
    let ids = vector(kn, op, from, 32)?;
    let ids = broadcast(kn, ids, &[from.len() as i64], &[axis], &out);
    let elem = crate::convert::build::elem_of(kn.ctx(), kn.ctx().value_type(x));
    let ty = tensor_ty(kn.b.ctx, &out, elem);
    let i32t = kn.b.ctx.int(32);
    let axis_attr = crate::convert::build::int_attr(kn.b.ctx, i32t, axis as i64);
    let r =
        kn.b.value(|ctx, loc| tt::GatherOp::build(ctx, x, ids, ty, axis_attr, false, loc));
    Ok((r, out))
}

/// `select(mask along axis, a, b)` on blocks of `shape`.
pub(super) fn choose(
    kn: &mut Kernel,
    op: Op,
    mask: &[bool],
    axis: usize,
    a: Value,
    b: Value,
    shape: &[i64],
) -> Result<Value, Missed> {
    let bits: Vec<i64> = mask.iter().map(|&m| m as i64).collect();
    let m = vector(kn, op, &bits, 1)?;
    let m = broadcast(kn, m, &[mask.len() as i64], &[axis], shape);
    let ty = kn.ctx().value_type(a);
    Ok(kn
        .b
        .value(|ctx, loc| arith::SelectOp::build(ctx, m, a, b, ty, loc)))
}

/// Refuses a reshaping along the dimension the programs split.
pub(super) fn not_split(
    kn: &Kernel,
    op: Op,
    values: &[Value],
    dims: &[usize],
) -> Result<(), Missed> {
    for &v in values {
        if kn.split.contains(&v) {
            let full = crate::dataflow::dims::shape(kn.ctx(), v);
            if rows_dim(&full).is_some_and(|r| dims.contains(&r)) {
                return Err(missed(op, "cuts along the dimension the programs split"));
            }
        }
    }
    Ok(())
}

/// `stablehlo.slice` of a value computed in the kernel.
pub(super) fn slice(
    kn: &mut Kernel,
    op: Op,
    x: Value,
    src: Value,
    res: Value,
) -> Result<Value, Missed> {
    let ctx = kn.ctx();
    let s = hlo::SliceOp::cast(ctx, op).ok_or_else(|| missed(op, "not a slice"))?;
    let start = indices(ctx, s.start_indices(ctx));
    let strides = indices(ctx, s.strides(ctx));
    let (mut shape, rs) = (kn.shape(src), kn.shape(res));
    if shape.is_empty() || shape.len() != rs.len() {
        return Err(missed(op, "a scalar slice"));
    }
    let cut: Vec<usize> = (0..rs.len()).filter(|&d| rs[d] != shape[d]).collect();
    not_split(kn, op, &[src, res], &cut)?;
    let mut v = x;
    for d in 0..rs.len() {
        let (first, step) = (
            start.get(d).copied().unwrap_or(0) as i64,
            strides.get(d).copied().unwrap_or(1) as i64,
        );
        let from: Vec<i64> = (0..rs[d]).map(|i| first + i * step).collect();
        (v, shape) = pick(kn, op, v, &shape, d, &from)?;
    }
    Ok(v)
}

/// `stablehlo.pad` of `x` with scalar `value` (negative padding cuts).
pub(super) fn pad(
    kn: &mut Kernel,
    op: Op,
    x: Value,
    value: Value,
    src: Value,
    res: Value,
) -> Result<Value, Missed> {
    let ctx = kn.ctx();
    let p = hlo::PadOp::cast(ctx, op).ok_or_else(|| missed(op, "not a pad"))?;
    let ints = |a: Option<ir::Attribute>| {
        a.and_then(|a| ir::dense_array::to_i64s(ctx, a))
            .unwrap_or_default()
    };
    let (lo, interior) = (ints(p.edge_padding_low(ctx)), ints(p.interior_padding(ctx)));
    let (mut shape, rs) = (kn.shape(src), kn.shape(res));
    if shape.is_empty() || shape.len() != rs.len() {
        return Err(missed(op, "a scalar pad"));
    }
    let padded: Vec<usize> = (0..rs.len())
        .filter(|&d| lo.get(d).copied().unwrap_or(0) != 0 || rs[d] != shape[d])
        .collect();
    not_split(kn, op, &[src, res], &padded)?;
    let mut v = x;
    for d in padded {
        let (l, step) = (
            lo.get(d).copied().unwrap_or(0),
            interior.get(d).copied().unwrap_or(0) + 1,
        );
        // Position i reads source element (i - lo) / step where that is
        // whole and inside, else the padding value.
        let axis = Axis {
            stride: 1,
            dilation: 0,
            low: l,
            spread: step,
            size: shape[d],
        };
        let reads = axis.reads(rs[d], 0);
        let from: Vec<i64> = reads.iter().map(|r| r.unwrap_or(0)).collect();
        let (g, out) = pick(kn, op, v, &shape, d, &from)?;
        let fill = splat(kn, value, &out);
        let mask: Vec<bool> = reads.iter().map(Option::is_some).collect();
        v = if mask.iter().all(|&m| m) {
            g
        } else {
            choose(kn, op, &mask, d, g, fill, &out)?
        };
        shape = out;
    }
    Ok(v)
}

/// `stablehlo.concatenate` of blocks `args` (values `operands`).
pub(super) fn concatenate(
    kn: &mut Kernel,
    op: Op,
    args: &[Value],
    operands: &[Value],
    res: Value,
) -> Result<Value, Missed> {
    let ctx = kn.ctx();
    let c = hlo::ConcatenateOp::cast(ctx, op).ok_or_else(|| missed(op, "not a concatenate"))?;
    let axis = c
        .dimension(ctx)
        .and_then(|a| match ctx.attr_kind(a) {
            ir::AttrKind::Integer { value, .. } => value.as_i64(),
            _ => None,
        })
        .ok_or_else(|| missed(op, "a concatenate without a dimension"))? as usize;
    let rs = kn.shape(res);
    if axis >= rs.len() {
        return Err(missed(
            op,
            "a concatenate along a dimension it does not have",
        ));
    }
    let mut all = operands.to_vec();
    all.push(res);
    not_split(kn, op, &all, &[axis])?;
    // Each piece read over the whole result (its own positions clamped
    // into it), then chosen where its positions are.
    let mut out: Option<Value> = None;
    let mut offset = 0i64;
    for (&x, &v) in args.iter().zip(operands) {
        let shape = kn.shape(v);
        let n = shape[axis];
        if n == 0 {
            continue;
        }
        let from: Vec<i64> = (0..rs[axis])
            .map(|i| (i - offset).clamp(0, n - 1))
            .collect();
        let (g, _) = pick(kn, op, x, &shape, axis, &from)?;
        out = Some(match out {
            None => g,
            Some(prev) => {
                let mine: Vec<bool> = (0..rs[axis]).map(|i| i >= offset).collect();
                choose(kn, op, &mine, axis, g, prev, &rs)?
            }
        });
        offset += n;
    }
    out.ok_or_else(|| missed(op, "a concatenate without elements"))
}
