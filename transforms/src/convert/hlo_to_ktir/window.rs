//! The ops that read windows, on per-core slices: `convolution` as a
//! `linalg.generic` whose input map slides (`o·stride + k·dilation`) and
//! sums the input features and the window, `reduce_window` the same with
//! the reduction's combiner, `pad` as a fill and an insertion (interior
//! padding is a strided insertion), `concatenate` as `tensor.concat`.
//! A convolution's or a window's padding (and a convolution's input
//! dilation) pads the core's operand slice first, in the kernel: those
//! dimensions are read whole.
//!
//! A windowed dimension is read whole by each core, but the result's may
//! be split: a core whose share of the result starts at `o0` reads the
//! input from `o0·stride`, the rows its windows reach (a
//! `tensor.extract_slice`), so the maps are the same on every core.

use super::body::unsupported;
use super::kernel::Emit;
use super::origin::origin;
use super::share::share;
use crate::convert::build::{elem_of, tensor_ty};
use crate::convert::elementwise;
use crate::dataflow::dims::Role;
use dialects::linalg::build as linalg;
use dialects::stablehlo::attrs::ConvDims;
use ir::affine::{AffineExpr, AffineMap};
use ir::{AttrKind, Diagnostic, Op, Type, Value};

fn ints(e: &Emit<'_>, op: Op, name: &str) -> Option<Vec<i64>> {
    let ctx = &*e.b.ctx;
    ctx.inherent_attr(op, name)
        .and_then(|a| ir::dense_array::to_i64s(ctx, a))
}

fn int(e: &Emit<'_>, op: Op, name: &str) -> i64 {
    match e
        .b
        .ctx
        .inherent_attr(op, name)
        .map(|a| e.b.ctx.attr_kind(a))
    {
        Some(AttrKind::Integer { value, .. }) => value.as_i64().unwrap_or(1),
        _ => 1,
    }
}

/// A window op's flat (low, high) padding (empty when it has none).
fn padding(e: &Emit<'_>, op: Op) -> Vec<i64> {
    crate::convert::build::window_padding(e.b.ctx, op)
}

/// `x` (an operand slice, whole along every padded dimension) padded
/// with the scalar `value`: filled, and `x` inserted at the low edge
/// every `interior + 1`-th element.
fn pad_whole(
    e: &mut Emit<'_>,
    op: Op,
    x: Value,
    lo: &[i64],
    hi: &[i64],
    interior: &[i64],
    value: Value,
) -> Result<Value, Diagnostic> {
    if lo.iter().chain(hi).all(|&p| p == 0) && interior.iter().all(|&p| p == 0) {
        return Ok(x);
    }
    if lo.iter().chain(hi).any(|&p| p < 0) {
        return Err(unsupported(e.b.ctx, op, "a negative padding (a crop)"));
    }
    let xt = e.b.ctx.value_type(x);
    let xs: Vec<i64> =
        e.b.ctx
            .type_kind(xt)
            .shape()
            .map(|s| s.to_vec())
            .unwrap_or_default();
    let et = elem_of(e.b.ctx, xt);
    let out: Vec<i64> = (0..xs.len())
        .map(|d| {
            lo[d]
                + hi[d]
                + xs[d]
                + if xs[d] > 0 {
                    (xs[d] - 1) * interior[d]
                } else {
                    0
                }
        })
        .collect();
    let ty = tensor_ty(e.b.ctx, &out, et);
    let fv = super::body::fill(e, op, value, ty)?;
    let steps: Vec<i64> = interior.iter().map(|&i| i + 1).collect();
    let (so, sz, st) = (e.b.i64s(lo), e.b.i64s(&xs), e.b.i64s(&steps));
    Ok(e.b.value(|ctx, loc| {
        dialects::tensor::ops::InsertSliceOp::build(ctx, x, fv, &[], &[], &[], ty, so, sz, st, loc)
    }))
}

fn identity(n: usize, loops: u32) -> AffineMap {
    AffineMap {
        dims: loops,
        symbols: 0,
        results: (0..n as u32).map(AffineExpr::Dim).collect(),
    }
}

/// `o·stride + k·dilation`.
fn slide(o: u32, stride: i64, k: u32, dil: i64) -> AffineExpr {
    AffineExpr::add(
        AffineExpr::mul(AffineExpr::Dim(o), AffineExpr::Const(stride)),
        AffineExpr::mul(AffineExpr::Dim(k), AffineExpr::Const(dil)),
    )
}

/// The part of `arg` (an operand slice whose dimensions `windowed` are
/// whole) the core's windows reach: along each windowed dimension `d` of
/// result extent `out[d]` (starting at the core's origin along result
/// dimension `res_dim[d]`), `(out - 1)·stride + (window - 1)·dilation + 1`
/// elements from `origin·stride`.
struct Reach {
    /// Per operand dimension: the result dimension it slides along, its
    /// stride, window extent and dilation.
    along: Vec<Option<(usize, i64, i64, i64)>>,
}

fn reach(e: &mut Emit<'_>, arg: Value, res: Value, r: &Reach) -> Value {
    let rs = e.slice(res);
    let roles = e.roles_of(res);
    let full = crate::dataflow::dims::shape(e.b.ctx, res);
    let src_ty = e.b.ctx.value_type(arg);
    let Some(src) = e.b.ctx.type_kind(src_ty).shape().map(|s| s.to_vec()) else {
        return arg;
    };
    let mut offsets: Vec<Option<i64>> = Vec::new();
    let mut dynamic = Vec::new();
    let mut sizes = src.clone();
    let mut moved = false;
    for (d, a) in r.along.iter().enumerate() {
        let Some(&(j, stride, win, dil)) = a.as_ref() else {
            offsets.push(Some(0));
            continue;
        };
        let need = (rs[j] - 1) * stride + (win - 1) * dil + 1;
        // A result held whole, or an operand already cut to the core's
        // share (a dimension the map lets walk with the result): as is.
        if rs[j] == full[j] || src[d] <= need {
            offsets.push(Some(0));
            continue;
        }
        moved = true;
        sizes[d] = need;
        let o = origin(e, &roles, &rs, j);
        let idx = e.b.index_ty();
        let k = e.b.index(stride);
        let at =
            e.b.value(|ctx, loc| dialects::arith::ops::MuliOp::build(ctx, o, k, idx, None, loc));
        offsets.push(None);
        dynamic.push(at);
    }
    if !moved {
        return arg;
    }
    let et = elem_of(e.b.ctx, src_ty);
    let ty = tensor_ty(e.b.ctx, &sizes, et);
    let so: Vec<i64> = offsets
        .iter()
        .map(|x| x.unwrap_or(ir::types::DYNAMIC))
        .collect();
    let so = e.b.i64s(&so);
    let sz = e.b.i64s(&sizes);
    let st = e.b.i64s(&vec![1; sizes.len()]);
    e.b.value(|ctx, loc| {
        dialects::tensor::ops::ExtractSliceOp::build(
            ctx,
            arg,
            &dynamic,
            &[],
            &[],
            ty,
            so,
            sz,
            st,
            loc,
        )
    })
}

/// `stablehlo.convolution` (no padding, input dilation or feature groups
/// left: `expand-hlo` made the padding a `pad`).
pub(super) fn convolution(
    e: &mut Emit<'_>,
    op: Op,
    args: &[Value],
    res: Value,
    ty: Type,
    float: bool,
) -> Result<Value, Diagnostic> {
    let ctx = &*e.b.ctx;
    let d = ctx
        .inherent_attr(op, "dimension_numbers")
        .and_then(|a| ConvDims::of(ctx, a))
        .ok_or_else(|| unsupported(ctx, op, "a convolution without dimension numbers"))?;
    let n = d.input_spatial.len();
    let ones = vec![1; n];
    let strides = ints(e, op, "window_strides").unwrap_or_else(|| ones.clone());
    let lhs_dil = ints(e, op, "lhs_dilation").unwrap_or_else(|| ones.clone());
    let rhs_dil = ints(e, op, "rhs_dilation").unwrap_or_else(|| ones.clone());
    let reversed = ints(e, op, "window_reversal").unwrap_or_default();
    let groups = int(e, op, "feature_group_count");
    if int(e, op, "batch_group_count") != 1 {
        return Err(unsupported(e.b.ctx, op, "a convolution with batch groups"));
    }
    if reversed.iter().any(|&x| x != 0) {
        return Err(unsupported(
            e.b.ctx,
            op,
            "a convolution with reversed windows",
        ));
    }
    let kshape = crate::dataflow::dims::shape(e.b.ctx, ctx_operand(e, op, 1));
    let nout = e.slice(res).len() as u32;
    let loops = nout + 1 + n as u32;
    // Loops: the result's dimensions, the input feature, the window.
    let mut in_map = vec![AffineExpr::Const(0); n + 2];
    in_map[d.input_batch as usize] = AffineExpr::Dim(d.output_batch as u32);
    in_map[d.input_feature as usize] = AffineExpr::Dim(nout);
    if groups > 1 {
        // Output feature f reads its group's input features:
        // (f floordiv (out / groups)) · (in / groups) + c.
        let rs = e.slice(res);
        let full = crate::dataflow::dims::shape(e.b.ctx, res);
        let of = d.output_feature as usize;
        if rs[of] != full[of] {
            return Err(unsupported(
                e.b.ctx,
                op,
                "a grouped convolution whose output features the cores divide",
            ));
        }
        let cout_g = kshape[d.kernel_output_feature as usize] / groups;
        let cin_g = kshape[d.kernel_input_feature as usize];
        let g = AffineExpr::div_like(
            ir::affine::AffineOp::FloorDiv,
            AffineExpr::Dim(d.output_feature as u32),
            AffineExpr::Const(cout_g.max(1)),
        );
        in_map[d.input_feature as usize] = AffineExpr::add(
            AffineExpr::mul(g, AffineExpr::Const(cin_g)),
            AffineExpr::Dim(nout),
        );
    }
    let mut k_map = vec![AffineExpr::Const(0); n + 2];
    k_map[d.kernel_output_feature as usize] = AffineExpr::Dim(d.output_feature as u32);
    k_map[d.kernel_input_feature as usize] = AffineExpr::Dim(nout);
    let mut along = vec![None; n + 2];
    along[d.input_batch as usize] = Some((d.output_batch as usize, 1, 1, 1));
    for k in 0..n {
        let o = d.output_spatial[k] as u32;
        let w = nout + 1 + k as u32;
        in_map[d.input_spatial[k] as usize] = slide(o, strides[k], w, rhs_dil[k]);
        k_map[d.kernel_spatial[k] as usize] = AffineExpr::Dim(w);
        along[d.input_spatial[k] as usize] = Some((
            o as usize,
            strides[k],
            kshape[d.kernel_spatial[k] as usize],
            rhs_dil[k],
        ));
    }
    // The padding and the input dilation, on the core's slice.
    let pad = padding(e, op);
    let (mut lo, mut hi, mut interior) = (vec![0; n + 2], vec![0; n + 2], vec![0; n + 2]);
    for k in 0..n {
        let i = d.input_spatial[k] as usize;
        lo[i] = pad.get(2 * k).copied().unwrap_or(0);
        hi[i] = pad.get(2 * k + 1).copied().unwrap_or(0);
        interior[i] = lhs_dil[k] - 1;
    }
    let xet = elem_of(e.b.ctx, e.b.ctx.value_type(args[0]));
    let zero = {
        let xfloat = crate::convert::build::is_float(e.b.ctx, xet);
        let z = super::body::scalar_zero(e.b.ctx, xet, xfloat);
        super::body::constant_scalar(e, z, xet)
    };
    let xp = pad_whole(e, op, args[0], &lo, &hi, &interior, zero)?;
    let x = reach(e, xp, res, &Reach { along });
    let maps = vec![
        AffineMap {
            dims: loops,
            symbols: 0,
            results: in_map,
        },
        AffineMap {
            dims: loops,
            symbols: 0,
            results: k_map,
        },
        identity(nout as usize, loops),
    ];
    let mut iters = vec![true; nout as usize];
    iters.extend(vec![false; 1 + n]);
    let et = elem_of(e.b.ctx, ty);
    let zero = super::body::zero_fill(e, op, ty, et, float)?;
    let (g, blk) = linalg::generic(
        e.b.ctx,
        &[x, args[1]],
        &[zero],
        &[ty],
        maps,
        &iters,
        e.b.loc,
    );
    e.b.ctx.append_op(e.b.block, g);
    super::body::multiply_accumulate(e, blk, et, float);
    Ok(e.b.ctx.result(g, 0))
}

fn ctx_operand(e: &Emit<'_>, op: Op, i: usize) -> Value {
    e.b.ctx.op(op).operands().nth(i).expect("operand")
}

/// A one-operand `stablehlo.reduce_window` (no padding or base dilation
/// left) whose body is one binary op, or elementwise ops that have a
/// scalar form.
pub(super) fn reduce_window(
    e: &mut Emit<'_>,
    op: Op,
    args: &[Value],
    res: Value,
    ty: Type,
    float: bool,
) -> Result<Value, Diagnostic> {
    let ctx = &*e.b.ctx;
    if ctx.op(op).operands().len() != 2 {
        return Err(unsupported(ctx, op, "a variadic window reduction"));
    }
    // One binary op, or any body of elementwise ops (lax.cumlogsumexp's
    // logaddexp), translated to scalar arith inside the loop.
    let comb = super::body::combiner(ctx, op, float).ok();
    let region = match comb {
        Some(_) => None,
        None => Some(
            super::reduce_many::region_body(ctx, op)
                .filter(|(_, a)| a.len() == 2)
                .ok_or_else(|| {
                    unsupported(ctx, op, "a reduction body that does not take two values")
                })?,
        ),
    };
    let r = crate::dataflow::dims::shape(ctx, res).len();
    let ones = vec![1; r];
    let window = ints(e, op, "window_dimensions").unwrap_or_else(|| ones.clone());
    let strides = ints(e, op, "window_strides").unwrap_or_else(|| ones.clone());
    let base = ints(e, op, "base_dilations").unwrap_or_else(|| ones.clone());
    let dil = ints(e, op, "window_dilations").unwrap_or_else(|| ones.clone());
    if base.iter().any(|&x| x != 1) {
        return Err(unsupported(e.b.ctx, op, "a base-dilated window"));
    }
    // Loops: the result's dimensions, then one a windowed dimension.
    let windowed: Vec<usize> = (0..r)
        .filter(|&i| window[i] != 1 || strides[i] != 1)
        .collect();
    let loops = (r + windowed.len()) as u32;
    let mut in_map: Vec<AffineExpr> = (0..r as u32).map(AffineExpr::Dim).collect();
    let mut along: Vec<Option<(usize, i64, i64, i64)>> =
        (0..r).map(|i| Some((i, 1, 1, 1))).collect();
    for (k, &i) in windowed.iter().enumerate() {
        in_map[i] = slide(i as u32, strides[i], r as u32 + k as u32, dil[i]);
        along[i] = Some((i, strides[i], window[i], dil[i]));
    }
    let et = elem_of(e.b.ctx, ty);
    let iv = args[1];
    let s =
        e.b.value(|ctx, loc| dialects::tensor::ops::ExtractOp::build(ctx, iv, &[], et, loc));
    // Padded elements hold the init value, so they never change a result.
    let pad = padding(e, op);
    let lo: Vec<i64> = (0..r)
        .map(|i| pad.get(2 * i).copied().unwrap_or(0))
        .collect();
    let hi: Vec<i64> = (0..r)
        .map(|i| pad.get(2 * i + 1).copied().unwrap_or(0))
        .collect();
    let xp = pad_whole(e, op, args[0], &lo, &hi, &vec![0; r], s)?;
    let x = reach(e, xp, res, &Reach { along });
    let mut iters = vec![true; r];
    iters.extend(vec![false; windowed.len()]);
    let fv = super::body::init_fill(e, op, ty, iv)?;
    // The window's extents as a shape-only operand (as linalg's pooling
    // ops take one): the loops over the window get their bounds from it.
    let wshape: Vec<i64> = windowed.iter().map(|&i| window[i]).collect();
    let wty = tensor_ty(e.b.ctx, &wshape, et);
    let wv =
        e.b.value(|ctx, loc| dialects::tensor::ops::EmptyOp::build(ctx, &[], wty, loc));
    let wmap = AffineMap {
        dims: loops,
        symbols: 0,
        results: (0..windowed.len() as u32)
            .map(|k| AffineExpr::Dim(r as u32 + k))
            .collect(),
    };
    let maps = vec![
        AffineMap {
            dims: loops,
            symbols: 0,
            results: in_map,
        },
        wmap,
        identity(r, loops),
    ];
    let (g, blk) = linalg::generic(e.b.ctx, &[x, wv], &[fv], &[ty], maps, &iters, e.b.loc);
    e.b.ctx.append_op(e.b.block, g);
    let bargs = e.b.ctx.block(blk).args.clone();
    let loc = e.b.loc;
    let v = match (comb, region) {
        (Some(comb), _) => e.b.within(blk, loc, |b| {
            elementwise::build(b, comb, &[bargs[0], bargs[2]], et)
        }),
        (None, Some((body, rargs))) => {
            // The body's first argument is the running value, the second
            // the element.
            let mut scalar = std::collections::HashMap::new();
            scalar.insert(rargs[0], bargs[2]);
            scalar.insert(rargs[1], bargs[0]);
            let ys =
                e.b.within(blk, loc, |b| {
                    super::reduce_many::translate(b, &body, &mut scalar)
                })
                .map_err(|o| {
                    unsupported(
                        e.b.ctx,
                        o,
                        "an op of a reduction body with no scalar form here",
                    )
                })?;
            match ys.first() {
                Some(&y) => y,
                None => return Err(unsupported(e.b.ctx, op, "a reduction body with no result")),
            }
        }
        (None, None) => {
            return Err(unsupported(
                e.b.ctx,
                op,
                "a reduction body other than one binary op",
            ))
        }
    };
    linalg::yield_(e.b.ctx, blk, &[v], loc);
    Ok(e.b.ctx.result(g, 0))
}

/// `stablehlo.pad` on dimensions each core holds whole (non-negative
/// edges): the slice filled with the padding value, the operand inserted
/// at the low edge, every `interior + 1`-th element.
pub(super) fn pad(
    e: &mut Emit<'_>,
    op: Op,
    args: &[Value],
    res: Value,
    ty: Type,
) -> Result<Value, Diagnostic> {
    let lo = ints(e, op, "edge_padding_low").unwrap_or_default();
    let interior = ints(e, op, "interior_padding").unwrap_or_default();
    if lo.iter().any(|&x| x < 0)
        || ints(e, op, "edge_padding_high")
            .unwrap_or_default()
            .iter()
            .any(|&x| x < 0)
    {
        return Err(unsupported(e.b.ctx, op, "a negative padding (a crop)"));
    }
    let rs = e.slice(res);
    let full = crate::dataflow::dims::shape(e.b.ctx, res);
    // The operand is whole along the padded dimensions: the core pads it
    // whole there and keeps its share of what the cores divide.
    let src_full = crate::dataflow::dims::shape(e.b.ctx, ctx_operand(e, op, 0));
    let padded: Vec<usize> = (0..rs.len())
        .filter(|&i| {
            lo.get(i).copied().unwrap_or(0) != 0
                || interior.get(i).copied().unwrap_or(0) != 0
                || src_full[i] != full[i]
        })
        .collect();
    let held = crate::dataflow::dims::shape(e.b.ctx, args[0]);
    if padded.iter().any(|&i| held.get(i) != src_full.get(i)) {
        return Err(unsupported(
            e.b.ctx,
            op,
            "a padding of an operand the cores divide along a padded dimension",
        ));
    }
    let mut whole = rs.clone();
    for &i in &padded {
        whole[i] = full[i];
    }
    let et = elem_of(e.b.ctx, ty);
    let ty = tensor_ty(e.b.ctx, &whole, et);
    let iv = args[1];
    let sv =
        e.b.value(|ctx, loc| dialects::tensor::ops::ExtractOp::build(ctx, iv, &[], et, loc));
    let fv = super::body::fill(e, op, sv, ty)?;
    let src_ty = e.b.ctx.value_type(args[0]);
    let sizes: Vec<i64> =
        e.b.ctx
            .type_kind(src_ty)
            .shape()
            .map(|s| s.to_vec())
            .unwrap_or_default();
    let offs: Vec<i64> = (0..rs.len())
        .map(|i| lo.get(i).copied().unwrap_or(0))
        .collect();
    let steps: Vec<i64> = (0..rs.len())
        .map(|i| interior.get(i).copied().unwrap_or(0) + 1)
        .collect();
    let (so, sz, st) = (e.b.i64s(&offs), e.b.i64s(&sizes), e.b.i64s(&steps));
    let a = args[0];
    let v = e.b.value(|ctx, loc| {
        dialects::tensor::ops::InsertSliceOp::build(ctx, a, fv, &[], &[], &[], ty, so, sz, st, loc)
    });
    Ok(share(e, v, res, &padded))
}

/// `stablehlo.concatenate`: the operands are whole along its dimension.
pub(super) fn concatenate(
    e: &mut Emit<'_>,
    op: Op,
    args: &[Value],
    res: Value,
    ty: Type,
) -> Result<Value, Diagnostic> {
    let d = match e
        .b
        .ctx
        .inherent_attr(op, "dimension")
        .map(|a| e.b.ctx.attr_kind(a))
    {
        Some(AttrKind::Integer { value, .. }) => value.as_i64().unwrap_or(0),
        _ => 0,
    };
    let rs = e.slice(res);
    let full = crate::dataflow::dims::shape(e.b.ctx, res);
    let du = d as usize;
    if args.len() == 1 {
        return Ok(args[0]);
    }
    // The operands are whole along `d`: the core concatenates them whole
    // and keeps its share when the cores divide `d`. (An operand cut along
    // `d` is refused: its share would not line up with the result's.)
    let operands: Vec<Value> = e.b.ctx.op(op).operands().collect();
    for (&a, &o) in args.iter().zip(&operands) {
        let held = crate::dataflow::dims::shape(e.b.ctx, a).get(du).copied();
        if held != crate::dataflow::dims::shape(e.b.ctx, o).get(du).copied() {
            return Err(unsupported(
                e.b.ctx,
                op,
                "a concatenation of operands the cores divide along its dimension",
            ));
        }
    }
    // Along a dimension the cores divide (in runs, or strided where a
    // reshape merged it from parts), the core concatenates whole and keeps
    // its share.
    let divisible = e
        .roles_of(res)
        .get(du)
        .is_some_and(|&r| matches!(r, Role::Merged(_)) || super::origin::is_run(e, r));
    if rs[du] != full[du] && !divisible {
        return Err(unsupported(
            e.b.ctx,
            op,
            "a concatenation along a dimension the cores divide other than in runs or merged parts",
        ));
    }
    let mut whole = rs.clone();
    whole[du] = full[du];
    let et = elem_of(e.b.ctx, ty);
    let wty = tensor_ty(e.b.ctx, &whole, et);
    let i64t = e.b.ctx.int(64);
    let da = crate::convert::build::int_attr(e.b.ctx, i64t, d);
    let v =
        e.b.value(|ctx, loc| dialects::tensor::ops::ConcatOp::build(ctx, args, wty, da, loc));
    Ok(share(e, v, res, &[du]))
}

/// `stablehlo.reverse`: the core's share of the result read backwards
/// from the mirrored part of the operand (whole along the reversed
/// dimensions), through a `linalg.generic` whose map counts down.
pub(super) fn reverse(
    e: &mut Emit<'_>,
    op: Op,
    args: &[Value],
    res: Value,
    ty: Type,
) -> Result<Value, Diagnostic> {
    let dims = ints(e, op, "dimensions").unwrap_or_default();
    let rs = e.slice(res);
    let roles = e.roles_of(res);
    let full = crate::dataflow::dims::shape(e.b.ctx, res);
    let xt = e.b.ctx.value_type(args[0]);
    let src: Vec<i64> =
        e.b.ctx
            .type_kind(xt)
            .shape()
            .map(|s| s.to_vec())
            .unwrap_or_default();
    let r = rs.len();
    let mut offsets: Vec<Option<i64>> = vec![Some(0); r];
    let mut dynamic = Vec::new();
    let mut sizes = src.clone();
    for d in 0..r {
        if !dims.contains(&(d as i64)) || rs[d] == full[d] || src[d] <= rs[d] {
            continue;
        }
        // The core's share [o, o + len) reads [n - o - len, n - o).
        let o = super::origin::run_origin(e, op, &roles, &rs, d)?;
        let idx = e.b.index_ty();
        let start = e.b.index(full[d] - rs[d]);
        let at = e
            .b
            .value(|ctx, loc| dialects::arith::ops::SubiOp::build(ctx, start, o, idx, None, loc));
        offsets[d] = None;
        dynamic.push(at);
        sizes[d] = rs[d];
    }
    let et = elem_of(e.b.ctx, xt);
    let x = if dynamic.is_empty() {
        args[0]
    } else {
        let sty = tensor_ty(e.b.ctx, &sizes, et);
        let so: Vec<i64> = offsets
            .iter()
            .map(|x| x.unwrap_or(ir::types::DYNAMIC))
            .collect();
        let (so, sz, st) = (e.b.i64s(&so), e.b.i64s(&sizes), e.b.i64s(&vec![1; r]));
        let a = args[0];
        e.b.value(|ctx, loc| {
            dialects::tensor::ops::ExtractSliceOp::build(
                ctx,
                a,
                &dynamic,
                &[],
                &[],
                sty,
                so,
                sz,
                st,
                loc,
            )
        })
    };
    let in_map: Vec<AffineExpr> = (0..r)
        .map(|d| {
            if dims.contains(&(d as i64)) {
                AffineExpr::add(
                    AffineExpr::Const(rs[d] - 1),
                    AffineExpr::neg(AffineExpr::Dim(d as u32)),
                )
            } else {
                AffineExpr::Dim(d as u32)
            }
        })
        .collect();
    let init = e.empty(res);
    let maps = vec![
        AffineMap {
            dims: r as u32,
            symbols: 0,
            results: in_map,
        },
        identity(r, r as u32),
    ];
    let (g, blk) = linalg::generic(e.b.ctx, &[x], &[init], &[ty], maps, &vec![true; r], e.b.loc);
    e.b.ctx.append_op(e.b.block, g);
    let a = e.b.ctx.block(blk).args[0];
    linalg::yield_(e.b.ctx, blk, &[a], e.b.loc);
    Ok(e.b.ctx.result(g, 0))
}
