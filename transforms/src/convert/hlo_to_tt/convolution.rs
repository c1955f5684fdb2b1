//! `stablehlo.convolution` as tile ops, in the im2col form: for each
//! position of the window, the input element each output position reads
//! there is loaded through computed pointers (padding and input dilation
//! masked to zero), a block of [output positions, input features]; that
//! block times the window position's slice of the kernel, [input
//! features, output features], by `tt.dot` into one f32 accumulator. The
//! sum is then laid out as the result's dimensions say. Any number of
//! spatial dimensions, strides, padding, input and kernel dilation and
//! window reversal; feature groups as a block-diagonal kernel (each output
//! feature reads its group's input features, the rest masked to zero), or,
//! with one input and one output feature a group (a depthwise
//! convolution), as products and sums on the input's blocks. Both operands
//! are read from memory, each a kernel operand or a view of one (`views`:
//! a transposed convolution's reversed kernel, a half-precision one's
//! operands converted to f32), or the input, when the kernel computes it,
//! is picked from its block (`pieces`' gathers) instead; a kernel the
//! kernel computes has no tile form here.

use super::kernel::{missed, Kernel, Missed};
use super::memory::{gather, i32_splat, load_where};
use super::movement::{broadcast, reshape, transpose};
use super::pieces::{choose, pick, vector, window_offsets, Axis};
use super::views::View;
use crate::convert::build::{elem_bits, int_attr, is_float, tensor_ty, window_padding};
use dialects::arith::ops as arith;
use dialects::stablehlo::attrs::ConvDims;
use dialects::stablehlo::ops as hlo;
use dialects::tt::ops as tt;
use ir::{AttrKind, Op, Type, TypedOp, Value};

/// What a convolution computes, from its attributes and operand shapes.
struct Conv {
    d: ConvDims,
    /// The input's, kernel's and result's shapes.
    ls: Vec<i64>,
    ks: Vec<i64>,
    os: Vec<i64>,
    strides: Vec<i64>,
    lhs_dil: Vec<i64>,
    rhs_dil: Vec<i64>,
    reversed: Vec<bool>,
    /// Low padding of each spatial dimension.
    pad_lo: Vec<i64>,
    groups: i64,
}

impl Conv {
    fn of(kn: &Kernel, op: Op, operands: &[Value], res: Value) -> Result<Conv, Missed> {
        let ctx = kn.ctx();
        let c = hlo::ConvolutionOp::cast(ctx, op).ok_or_else(|| missed(op, "not a convolution"))?;
        let d = c
            .dimension_numbers(ctx)
            .and_then(|a| ConvDims::of(ctx, a))
            .ok_or_else(|| missed(op, "a convolution without dimension numbers"))?;
        let n = d.input_spatial.len();
        let ints = |a: Option<ir::Attribute>| {
            a.and_then(|a| ir::dense_array::to_i64s(ctx, a))
                .filter(|v| v.len() == n)
                .unwrap_or_else(|| vec![1; n])
        };
        let int = |a: Option<ir::Attribute>| match a.map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Integer { value, .. }) => value.as_i64().unwrap_or(1),
            _ => 1,
        };
        if int(c.batch_group_count(ctx)) != 1 {
            return Err(missed(op, "a convolution with batch groups"));
        }
        let reversed = c
            .window_reversal(ctx)
            .and_then(|a| ir::dense_array::to_i64s(ctx, a))
            .map(|v| v.iter().map(|&x| x != 0).collect())
            .unwrap_or_else(|| vec![false; n]);
        let pads = window_padding(ctx, op);
        let pad_lo = (0..n)
            .map(|i| pads.get(2 * i).copied().unwrap_or(0))
            .collect();
        let shape = |v| crate::dataflow::dims::shape(ctx, v);
        Ok(Conv {
            ls: shape(operands[0]),
            ks: shape(operands[1]),
            os: shape(res),
            strides: ints(c.window_strides(ctx)),
            lhs_dil: ints(c.lhs_dilation(ctx)),
            rhs_dil: ints(c.rhs_dilation(ctx)),
            reversed,
            pad_lo,
            groups: int(c.feature_group_count(ctx)).max(1),
            d,
        })
    }

    fn spatial(&self) -> usize {
        self.d.input_spatial.len()
    }

    /// Spatial dimension `i` as the window walks the input.
    fn axis(&self, i: usize) -> Axis {
        Axis {
            stride: self.strides[i],
            dilation: self.rhs_dil[i],
            low: self.pad_lo[i],
            spread: self.lhs_dil[i],
            size: self.ls[self.d.input_spatial[i] as usize],
        }
    }

    /// Where kernel view `kv` holds window position `k` (offsets along the
    /// kernel's spatial dimensions `kspatial`, reversed where the window
    /// is), its features aside.
    fn kernel_at(&self, kv: &View, kspatial: &[i64], k: &[i64]) -> i64 {
        kv.offset
            + (0..self.spatial())
                .map(|i| {
                    let at = if self.reversed[i] {
                        kspatial[i] - 1 - k[i]
                    } else {
                        k[i]
                    };
                    at * kv.strides[self.d.kernel_spatial[i] as usize]
                })
                .sum::<i64>()
    }
}

/// Builds `a + b` of i32 tensors (or i1 `a and b`) of `shape`.
fn combine(kn: &mut Kernel, a: Option<Value>, b: Value, shape: &[i64], and: bool) -> Value {
    let Some(a) = a else { return b };
    let bits = if and { 1 } else { 32 };
    let e = kn.b.ctx.int(bits);
    let ty = tensor_ty(kn.b.ctx, shape, e);
    if and {
        kn.b.value(|ctx, loc| arith::AndiOp::build(ctx, a, b, ty, loc))
    } else {
        kn.b.value(|ctx, loc| arith::AddiOp::build(ctx, a, b, ty, None, loc))
    }
}

/// `range(n) · step + first`, an i32 vector of `n`.
fn line(kn: &mut Kernel, n: i64, step: i64, first: i64) -> Value {
    let i32t = kn.b.ctx.int(32);
    let ty = tensor_ty(kn.b.ctx, &[n], i32t);
    let mut x = kn.range(n);
    if step != 1 {
        let s = i32_splat(kn, step, &[n]);
        x =
            kn.b.value(|ctx, loc| arith::MuliOp::build(ctx, x, s, ty, None, loc));
    }
    if first != 0 {
        let f = i32_splat(kn, first, &[n]);
        x =
            kn.b.value(|ctx, loc| arith::AddiOp::build(ctx, x, f, ty, None, loc));
    }
    x
}

/// `arith.cmpi eq`'s number.
const EQ: i64 = 0;

/// `tt.load` of `elem` at `base + off` (`off` i32 of `shape`), zero where
/// `mask` (i1 of `shape`) is false.
fn load_masked(
    kn: &mut Kernel,
    op: Op,
    base: Value,
    off: Value,
    mask: Option<Value>,
    shape: &[i64],
    elem: Type,
) -> Result<Value, Missed> {
    let Some(mask) = mask else {
        return Ok(gather(kn, base, off, shape, elem));
    };
    let ty = tensor_ty(kn.b.ctx, shape, elem);
    let zero =
        kn.b.number(ty, 0.0)
            .ok_or_else(|| missed(op, "an element type without a zero for the padding"))?;
    Ok(load_where(kn, base, off, mask, zero, shape, elem))
}

/// The elements of view `v` at offsets `off` (i32 of `shape`, the
/// view's offset included), zero where `mask` is false, as `elem`.
fn load_view(
    kn: &mut Kernel,
    op: Op,
    v: &View,
    off: Value,
    mask: Option<Value>,
    shape: &[i64],
    elem: Type,
) -> Result<Value, Missed> {
    let base = kn.ptrs[kn.params[&v.param]];
    let x = load_masked(kn, op, base, off, mask, shape, v.stored)?;
    Ok(cast(kn, x, shape, v.stored, elem))
}

/// `convolution` `op` of `operands` (kernel operands or views of them):
/// the result's block.
pub(super) fn convolution(
    kn: &mut Kernel,
    op: Op,
    operands: &[Value],
    res: Value,
) -> Result<Value, Missed> {
    // The kernel from memory; the input from memory, or (a value the
    // kernel computes) picked from its block.
    let Some(kv) = kn.views.get(&operands[1]).cloned() else {
        return Err(missed(op, "a convolution whose kernel the kernel computes"));
    };
    let lv = kn.views.get(&operands[0]).cloned();
    let computed = match lv {
        Some(_) => None,
        None => Some(kn.get(op, operands[0])?),
    };
    let lhs_value = lv.as_ref().map_or(operands[0], |v| v.param);
    if [lhs_value, kv.param, res]
        .iter()
        .any(|v| kn.split.contains(v))
    {
        return Err(missed(op, "a convolution split across programs"));
    }
    let (le, ke, oe) = (
        kn.elem(op, operands[0])?,
        kn.elem(op, operands[1])?,
        kn.elem(op, res)?,
    );
    let ctx = kn.ctx();
    if !(is_float(ctx, le) && is_float(ctx, ke) && is_float(ctx, oe)) || le != ke {
        return Err(missed(
            op,
            "a convolution that is not on floats of one type",
        ));
    }
    let c = Conv::of(kn, op, operands, res)?;
    let d = &c.d;
    let n = c.spatial();
    let (batch, cin) = (c.ls[d.input_batch as usize], c.ls[d.input_feature as usize]);
    let cout = c.ks[d.kernel_output_feature as usize];
    let cin_g = c.ks[d.kernel_input_feature as usize];
    let g = c.groups;
    if cin != cin_g * g || cout % g != 0 || c.os[d.output_batch as usize] != batch {
        return Err(missed(
            op,
            "a convolution whose features and groups disagree",
        ));
    }
    let cout_g = cout / g;
    let out_sp: Vec<i64> = d.output_spatial.iter().map(|&x| c.os[x as usize]).collect();
    let m: i64 = batch * out_sp.iter().product::<i64>();
    if m == 0 || cout == 0 || cin == 0 {
        return Err(missed(op, "a convolution without elements"));
    }
    // The im2col block's dimensions: batch, the output's spatial
    // dimensions, the input features.
    let depthwise = g > 1 && cin_g == 1 && cout_g == 1;
    let kstr = &kv.strides;
    let mut block: Vec<i64> = vec![batch];
    block.extend(&out_sp);
    block.push(cin);
    let rank = block.len();
    // f32 accumulates every narrower float; f64 accumulates in f64.
    let f32t = kn.b.ctx.float_type(ir::float::FloatKind::F32);
    let acc_e = if elem_bits(kn.ctx(), le) > 32 {
        le
    } else {
        f32t
    };
    let acc_ty = tensor_ty(kn.b.ctx, &[m, cout], acc_e);
    let mut acc =
        kn.b.number(acc_ty, 0.0)
            .ok_or_else(|| missed(op, "a convolution without an accumulator"))?;
    // What every window position shares, reading from memory: the batch's
    // and features' offsets into the input.
    let shared = match &lv {
        Some(lv) => {
            let lstr = &lv.strides;
            let bo = line(kn, batch, lstr[d.input_batch as usize], lv.offset);
            let bo = broadcast(kn, bo, &[batch], &[0], &block);
            let fo = line(kn, cin, lstr[d.input_feature as usize], 0);
            let fo = broadcast(kn, fo, &[cin], &[rank - 1], &block);
            Some(combine(kn, Some(bo), fo, &block, false))
        }
        None => None,
    };
    let kspatial: Vec<i64> = d.kernel_spatial.iter().map(|&x| c.ks[x as usize]).collect();
    let positions: i64 = kspatial.iter().product();
    // From memory and not depthwise: the whole im2col block, every window
    // position at once, in one load, and one product with K = positions ·
    // features (a product per window position has K = features: with few
    // input features, as a first layer's 3, it runs far from the FMA
    // peak). Up to a block of IM2COL_BYTES.
    let whole = !depthwise
        && lv.is_some()
        && m * positions * cin * crate::convert::build::elem_bits(kn.ctx(), le) as i64 / 8
            <= IM2COL_BYTES;
    if let (true, Some(lv)) = (whole, &lv) {
        acc = im2col(
            kn,
            op,
            &c,
            lv,
            &kv,
            (le, ke),
            (cin_g, cout_g),
            &kspatial,
            acc,
        )?;
    }
    for w in 0..if whole { 0 } else { positions } {
        let k = window_offsets(w, &kspatial);
        let a = match (&lv, shared, computed) {
            (Some(lv), Some(shared), _) => {
                let lstr = &lv.strides;
                let mut off = shared;
                let mut mask: Option<Value> = None;
                for i in 0..n {
                    let o = out_sp[i];
                    let reads = c.axis(i).reads(o, k[i]);
                    let step = lstr[d.input_spatial[i] as usize];
                    let offsets: Vec<i64> = reads.iter().map(|r| r.unwrap_or(0) * step).collect();
                    let io = vector(kn, op, &offsets, 32)?;
                    let io = broadcast(kn, io, &[o], &[1 + i], &block);
                    off = combine(kn, Some(off), io, &block, false);
                    if reads.iter().any(Option::is_none) {
                        let bits: Vec<i64> = reads.iter().map(|r| r.is_some() as i64).collect();
                        let v = vector(kn, op, &bits, 1)?;
                        let v = broadcast(kn, v, &[o], &[1 + i], &block);
                        mask = Some(combine(kn, mask, v, &block, true));
                    }
                }
                load_view(kn, op, lv, off, mask, &block, le)?
            }
            (_, _, Some(x)) => picked(kn, op, &c, x, &k, le)?,
            _ => return Err(missed(op, "a convolution without its input")),
        };
        let a = reshape(kn, a, &block, &[m, cin]);
        // The kernel's elements at this window position (reversed where
        // the window is).
        let kfirst = c.kernel_at(&kv, &kspatial, &k);
        let (sin, sout) = (
            kstr[d.kernel_input_feature as usize],
            kstr[d.kernel_output_feature as usize],
        );
        if depthwise {
            // out[m, f] += in[m, f] · kernel[f, 0, window].
            let wv = line(kn, cout, sout, kfirst);
            let wk = load_view(kn, op, &kv, wv, None, &[cout], ke)?;
            let wk = broadcast(kn, wk, &[cout], &[1], &[m, cout]);
            let (a32, w32) = (
                cast(kn, a, &[m, cout], le, acc_e),
                cast(kn, wk, &[m, cout], ke, acc_e),
            );
            let p =
                kn.b.value(|ctx, loc| arith::MulfOp::build(ctx, a32, w32, acc_ty, None, loc));
            acc =
                kn.b.value(|ctx, loc| arith::AddfOp::build(ctx, acc, p, acc_ty, None, loc));
            continue;
        }
        // [input features, output features]: element (i, o) is the kernel's
        // (o, i - group(o)·cin_g) where i is in o's group, zero elsewhere.
        let kshape = [cin, cout];
        let (wk, wmask) = if g == 1 {
            let ri = line(kn, cin, sin, kfirst);
            let ri = broadcast(kn, ri, &[cin], &[0], &kshape);
            let ro = line(kn, cout, sout, 0);
            let ro = broadcast(kn, ro, &[cout], &[1], &kshape);
            (combine(kn, Some(ri), ro, &kshape, false), None)
        } else {
            grouped_offsets(kn, &c, cin_g, cout_g, kfirst, sin, sout)
        };
        let b = load_view(kn, op, &kv, wk, wmask, &kshape, ke)?;
        acc =
            kn.b.value(|ctx, loc| tt::DotOp::build(ctx, a, b, acc, acc_ty, None, None, loc));
    }
    // [m, cout] accumulated -> the result's type, then its layout: the
    // rows are (batch, spatial...), the columns the features.
    let acc = cast(kn, acc, &[m, cout], acc_e, oe);
    let mut natural: Vec<i64> = vec![batch];
    natural.extend(&out_sp);
    natural.push(cout);
    let x = reshape(kn, acc, &[m, cout], &natural);
    // Result dimension r is natural dimension perm[r].
    let mut order = vec![d.output_batch as usize];
    order.extend(d.output_spatial.iter().map(|&s| s as usize));
    order.push(d.output_feature as usize);
    let perm: Vec<usize> = (0..order.len())
        .map(|r| order.iter().position(|&o| o == r).unwrap_or(r))
        .collect();
    Ok(transpose(kn, x, &natural, &perm))
}

/// `x` (of `from`, `shape`) as `to`, both floats: one `arith` cast, or
/// two through f32 between the two 16-bit formats.
fn cast(kn: &mut Kernel, x: Value, shape: &[i64], from: Type, to: Type) -> Value {
    if from == to {
        return x;
    }
    let (fb, tb) = (elem_bits(kn.ctx(), from), elem_bits(kn.ctx(), to));
    if fb == tb {
        let f32t = kn.b.ctx.float_type(ir::float::FloatKind::F32);
        let wide = cast(kn, x, shape, from, f32t);
        return cast(kn, wide, shape, f32t, to);
    }
    let ty = tensor_ty(kn.b.ctx, shape, to);
    if tb > fb {
        kn.b.value(|ctx, loc| arith::ExtfOp::build(ctx, x, ty, None, loc))
    } else {
        kn.b.value(|ctx, loc| arith::TruncfOp::build(ctx, x, ty, None, None, loc))
    }
}

/// The im2col block of window position `k` from `x`, the input as a
/// block the kernel computed: the element each output position reads
/// picked along each spatial dimension (`pieces::pick`, zero in the
/// padding and between dilated elements), then laid out as (batch,
/// spatial..., features).
fn picked(
    kn: &mut Kernel,
    op: Op,
    c: &Conv,
    x: Value,
    k: &[i64],
    elem: Type,
) -> Result<Value, Missed> {
    let d = &c.d;
    let (mut v, mut shape) = (x, c.ls.clone());
    for i in 0..c.spatial() {
        let dim = d.input_spatial[i] as usize;
        let reads = c.axis(i).reads(c.os[d.output_spatial[i] as usize], k[i]);
        let from: Vec<i64> = reads.iter().map(|r| r.unwrap_or(0)).collect();
        let (g, out) = pick(kn, op, v, &shape, dim, &from)?;
        v = if reads.iter().all(Option::is_some) {
            g
        } else {
            let ty = tensor_ty(kn.b.ctx, &out, elem);
            let zero =
                kn.b.number(ty, 0.0)
                    .ok_or_else(|| missed(op, "an element type without a zero for the padding"))?;
            let mask: Vec<bool> = reads.iter().map(Option::is_some).collect();
            choose(kn, op, &mask, dim, g, zero, &out)?
        };
        shape = out;
    }
    let mut perm = vec![d.input_batch as usize];
    perm.extend(d.input_spatial.iter().map(|&s| s as usize));
    perm.push(d.input_feature as usize);
    Ok(transpose(kn, v, &shape, &perm))
}

/// The largest im2col block built whole (bytes).
const IM2COL_BYTES: i64 = 8 << 20;

/// The convolution from memory as one product: the im2col block
/// [batch · output positions, window positions · input features] in one
/// load through constant per-dimension offset tables (masked where a
/// position falls in the padding or between dilated elements), the kernel
/// as [window positions · input features, output features] in one load
/// (block-diagonal for feature groups), and one `tt.dot` into `acc`.
#[allow(clippy::too_many_arguments)]
fn im2col(
    kn: &mut Kernel,
    op: Op,
    c: &Conv,
    lv: &View,
    kv: &View,
    (le, ke): (Type, Type),
    (cin_g, cout_g): (i64, i64),
    kspatial: &[i64],
    acc: Value,
) -> Result<Value, Missed> {
    let d = &c.d;
    let n = c.spatial();
    let positions: i64 = kspatial.iter().product();
    let batch = c.ls[d.input_batch as usize];
    let cin = c.ls[d.input_feature as usize];
    let cout = cout_g * c.groups;
    let out_sp: Vec<i64> = d.output_spatial.iter().map(|&x| c.os[x as usize]).collect();
    let m: i64 = batch * out_sp.iter().product::<i64>();
    // Each window position's offset along each spatial dimension.
    let ks: Vec<Vec<i64>> = (0..positions)
        .map(|p| window_offsets(p, kspatial))
        .collect();
    // [batch, out spatial..., positions, features]
    let mut block = vec![batch];
    block.extend(&out_sp);
    block.push(positions);
    block.push(cin);
    let rank = block.len();
    let i32t = kn.b.ctx.int(32);
    let i1 = kn.b.ctx.int(1);
    let (oty, mty) = (
        tensor_ty(kn.b.ctx, &block, i32t),
        tensor_ty(kn.b.ctx, &block, i1),
    );
    let add = |kn: &mut Kernel, a: Value, b: Value| {
        kn.b.value(|ctx, loc| arith::AddiOp::build(ctx, a, b, oty, None, loc))
    };
    let lstr = &lv.strides;
    let bo = line(kn, batch, lstr[d.input_batch as usize], lv.offset);
    let mut off = broadcast(kn, bo, &[batch], &[0], &block);
    let fo = line(kn, cin, lstr[d.input_feature as usize], 0);
    let fo = broadcast(kn, fo, &[cin], &[rank - 1], &block);
    off = add(kn, off, fo);
    let mut mask: Option<Value> = None;
    for i in 0..n {
        let (o, axis) = (out_sp[i], c.axis(i));
        let step = lstr[d.input_spatial[i] as usize];
        let mut offsets = Vec::with_capacity((o * positions) as usize);
        let mut valid = Vec::with_capacity((o * positions) as usize);
        for q in 0..o {
            for k in &ks {
                let r = axis.read(q, k[i]);
                offsets.push(r.unwrap_or(0) * step);
                valid.push(r.is_some() as i64);
            }
        }
        let t = vector(kn, op, &offsets, 32)?;
        let t = reshape(kn, t, &[o * positions], &[o, positions]);
        let t = broadcast(kn, t, &[o, positions], &[1 + i, rank - 2], &block);
        off = add(kn, off, t);
        if valid.iter().any(|&v| v == 0) {
            let v = vector(kn, op, &valid, 1)?;
            let v = reshape(kn, v, &[o * positions], &[o, positions]);
            let v = broadcast(kn, v, &[o, positions], &[1 + i, rank - 2], &block);
            mask = Some(match mask {
                None => v,
                Some(p) => {
                    kn.b.value(|ctx, loc| arith::AndiOp::build(ctx, p, v, mty, loc))
                }
            });
        }
    }
    let a = load_view(kn, op, lv, off, mask, &block, le)?;
    let a = reshape(kn, a, &block, &[m, positions * cin]);
    // The kernel: element (p, i, o) at o's and i's strides plus window
    // position p's (reversed where the window is).
    let kstr = &kv.strides;
    let (sin, sout) = (
        kstr[d.kernel_input_feature as usize],
        kstr[d.kernel_output_feature as usize],
    );
    let pos: Vec<i64> = ks.iter().map(|k| c.kernel_at(kv, kspatial, k)).collect();
    let kshape = [positions, cin, cout];
    let kty = tensor_ty(kn.b.ctx, &kshape, i32t);
    let (io, imask) = if c.groups == 1 {
        let ri = line(kn, cin, sin, 0);
        let ri = broadcast(kn, ri, &[cin], &[0], &[cin, cout]);
        let ro = line(kn, cout, sout, 0);
        let ro = broadcast(kn, ro, &[cout], &[1], &[cin, cout]);
        (combine(kn, Some(ri), ro, &[cin, cout], false), None)
    } else {
        grouped_offsets(kn, c, cin_g, cout_g, 0, sin, sout)
    };
    let io = broadcast(kn, io, &[cin, cout], &[1, 2], &kshape);
    let pv = vector(kn, op, &pos, 32)?;
    let pv = broadcast(kn, pv, &[positions], &[0], &kshape);
    let koff =
        kn.b.value(|ctx, loc| arith::AddiOp::build(ctx, io, pv, kty, None, loc));
    let kmask = imask.map(|mk| broadcast(kn, mk, &[cin, cout], &[1, 2], &kshape));
    let b = load_view(kn, op, kv, koff, kmask, &kshape, ke)?;
    let b = reshape(kn, b, &kshape, &[positions * cin, cout]);
    let acc_ty = kn.ctx().value_type(acc);
    Ok(kn
        .b
        .value(|ctx, loc| tt::DotOp::build(ctx, a, b, acc, acc_ty, None, None, loc)))
}

/// A grouped convolution's kernel at one window position as a
/// block-diagonal [cin, cout]: the offsets of element (i, o), the kernel's
/// (o, i mod cin_g), and the mask of the elements in o's group.
fn grouped_offsets(
    kn: &mut Kernel,
    c: &Conv,
    cin_g: i64,
    cout_g: i64,
    kfirst: i64,
    sin: i64,
    sout: i64,
) -> (Value, Option<Value>) {
    let g = c.groups;
    let (cin, cout) = (cin_g * g, cout_g * g);
    let shape = [cin, cout];
    let i32t = kn.b.ctx.int(32);
    let i1 = kn.b.ctx.int(1);
    let (vin, vout) = (
        tensor_ty(kn.b.ctx, &[cin], i32t),
        tensor_ty(kn.b.ctx, &[cout], i32t),
    );
    // i's group and place in it; o's group.
    let ri = kn.range(cin);
    let cg = i32_splat(kn, cin_g, &[cin]);
    let gi =
        kn.b.value(|ctx, loc| arith::DivsiOp::build(ctx, ri, cg, vin, false, loc));
    let wi =
        kn.b.value(|ctx, loc| arith::RemsiOp::build(ctx, ri, cg, vin, loc));
    let ro = kn.range(cout);
    let og = i32_splat(kn, cout_g, &[cout]);
    let go =
        kn.b.value(|ctx, loc| arith::DivsiOp::build(ctx, ro, og, vout, false, loc));
    let si = i32_splat(kn, sin, &[cin]);
    let wi =
        kn.b.value(|ctx, loc| arith::MuliOp::build(ctx, wi, si, vin, None, loc));
    let so = i32_splat(kn, sout, &[cout]);
    let oo =
        kn.b.value(|ctx, loc| arith::MuliOp::build(ctx, ro, so, vout, None, loc));
    let first = i32_splat(kn, kfirst, &[cout]);
    let oo =
        kn.b.value(|ctx, loc| arith::AddiOp::build(ctx, oo, first, vout, None, loc));
    let wi = broadcast(kn, wi, &[cin], &[0], &shape);
    let oo = broadcast(kn, oo, &[cout], &[1], &shape);
    let off = combine(kn, Some(wi), oo, &shape, false);
    let gi = broadcast(kn, gi, &[cin], &[0], &shape);
    let go = broadcast(kn, go, &[cout], &[1], &shape);
    let i64t = kn.b.ctx.int(64);
    let p = int_attr(kn.b.ctx, i64t, EQ);
    let mty = tensor_ty(kn.b.ctx, &shape, i1);
    let same =
        kn.b.value(|ctx, loc| arith::CmpiOp::build(ctx, gi, go, mty, p, loc));
    (off, Some(same))
}
