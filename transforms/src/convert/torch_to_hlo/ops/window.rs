//! Ops over windows of the spatial dimensions: convolution (strided,
//! padded, dilated, grouped, transposed; 1-d to 3-d), max and average
//! pooling, adaptive pooling and upsampling.

use super::pool_indices::{max_with_indices, Windows};
use super::{t, tensor_ty, Conv, Cx, Rule, R};
use dialects::stablehlo::attrs::{ConvDims, DotDims};
use ir::{AttrKind, Type, Value};

pub(in super::super) const RULES: &[Rule] = &[
    Rule {
        ops: &[
            "torch.aten.convolution",
            "torch.aten._convolution",
            "torch.aten.convolution_overrideable",
        ],
        convert: convolution,
    },
    Rule {
        ops: &[
            "torch.aten.conv1d",
            "torch.aten.conv2d",
            "torch.aten.conv3d",
        ],
        convert: conv_nd,
    },
    Rule {
        ops: &[
            "torch.aten.max_pool1d",
            "torch.aten.max_pool2d",
            "torch.aten.max_pool3d",
            "torch.aten.max_pool1d_with_indices",
            "torch.aten.max_pool2d_with_indices",
            "torch.aten.max_pool3d_with_indices",
        ],
        convert: max_pool,
    },
    Rule {
        ops: &[
            "torch.aten.avg_pool1d",
            "torch.aten.avg_pool2d",
            "torch.aten.avg_pool3d",
        ],
        convert: avg_pool,
    },
    Rule {
        ops: &[
            "torch.aten.adaptive_avg_pool1d",
            "torch.aten.adaptive_avg_pool2d",
            "torch.aten.adaptive_avg_pool3d",
            "torch.aten._adaptive_avg_pool2d",
            "torch.aten._adaptive_avg_pool3d",
        ],
        convert: adaptive_avg_pool,
    },
    Rule {
        ops: &[
            "torch.aten.adaptive_max_pool1d",
            "torch.aten.adaptive_max_pool2d",
            "torch.aten.adaptive_max_pool3d",
        ],
        convert: adaptive_max_pool,
    },
    Rule {
        ops: &[
            "torch.aten.upsample_nearest1d",
            "torch.aten.upsample_nearest2d",
            "torch.aten.upsample_nearest3d",
            "torch.aten.upsample_nearest1d.vec",
            "torch.aten.upsample_nearest2d.vec",
            "torch.aten.upsample_nearest3d.vec",
        ],
        convert: upsample_nearest,
    },
    Rule {
        ops: &[
            "torch.aten.upsample_linear1d",
            "torch.aten.upsample_bilinear2d",
            "torch.aten.upsample_trilinear3d",
            "torch.aten.upsample_linear1d.vec",
            "torch.aten.upsample_bilinear2d.vec",
            "torch.aten.upsample_trilinear3d.vec",
        ],
        convert: upsample_linear,
    },
];

/// A per-spatial-dimension list (one value stands for all), or `default`
/// when empty.
fn per_dim(v: Vec<i64>, n: usize, default: &[i64]) -> Option<Vec<i64>> {
    match v.len() {
        0 => Some(default.to_vec()),
        1 => Some(vec![v[0]; n]),
        k if k == n => Some(v),
        _ => None,
    }
}

fn list(cx: &Cx, i: usize, n: usize, default: &[i64], what: &str) -> R<Vec<i64>> {
    let v = if i < cx.nargs() {
        cx.opt_ints(i)?.unwrap_or_default()
    } else {
        vec![]
    };
    match per_dim(v, n, default) {
        Some(v) => Ok(v),
        None => cx.fail(&format!(
            "{what} does not have one entry per spatial dimension ({n})"
        )),
    }
}

fn i1s(cx: &mut Cx, v: &[bool]) -> ir::Attribute {
    let vals: Vec<i64> = v.iter().map(|&b| i64::from(b)).collect();
    ir::dense_array::from_i64s(cx.e.ctx, 1, &vals)
}

/// `stablehlo.convolution` in PyTorch's layouts (`[b, f, spatial]` and
/// `[o, i, spatial]`).
#[allow(clippy::too_many_arguments)]
fn hlo_conv(
    cx: &mut Cx,
    x: Value,
    w: Value,
    strides: &[i64],
    pad: &[(i64, i64)],
    lhs_dil: &[i64],
    rhs_dil: &[i64],
    groups: i64,
    out: &[i64],
    elem: Type,
) -> Value {
    let n = strides.len();
    let sp: Vec<i64> = (2..2 + n as i64).collect();
    let d = ConvDims {
        input_batch: 0,
        input_feature: 1,
        input_spatial: sp.clone(),
        kernel_input_feature: 1,
        kernel_output_feature: 0,
        kernel_spatial: sp.clone(),
        output_batch: 0,
        output_feature: 1,
        output_spatial: sp,
    };
    let dn = d.build(cx.e.ctx);
    let ws = cx.e.i64s(strides);
    let flat: Vec<i64> = pad.iter().flat_map(|&(a, b)| [a, b]).collect();
    let pa = dialects::stablehlo::syntax::padding_attr(cx.e.ctx, &flat);
    let ld = cx.e.i64s(lhs_dil);
    let rd = cx.e.i64s(rhs_dil);
    let rev = i1s(cx, &vec![false; n]);
    let fg = cx.e.int_attr(64, groups);
    let bg = cx.e.int_attr(64, 1);
    let prec = dialects::stablehlo::attrs::enum_attr(cx.e.ctx, "precision", "DEFAULT");
    let pc = cx.e.ctx.attr(AttrKind::Array(vec![prec, prec].into()));
    let ty = tensor_ty(cx.e.ctx, out, elem);
    cx.e.op(
        "stablehlo.convolution",
        &[x, w],
        &[ty],
        vec![
            ("batch_group_count", bg),
            ("dimension_numbers", dn),
            ("feature_group_count", fg),
            ("lhs_dilation", ld),
            ("padding", pa),
            ("precision_config", pc),
            ("rhs_dilation", rd),
            ("window_reversal", rev),
            ("window_strides", ws),
        ],
    )[0]
}

/// `convolution(x, w, bias, stride, padding, dilation, transposed,
/// output_padding, groups)`.
fn convolution(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let w = cx.tensor(1)?;
    let bias = cx.opt_tensor(2)?;
    let n = cx.rank(w) as usize - 2;
    let stride = list(cx, 3, n, &vec![1; n], "stride")?;
    let padding = list(cx, 4, n, &vec![0; n], "padding")?;
    let dilation = list(cx, 5, n, &vec![1; n], "dilation")?;
    let transposed = cx.bool_or(6, false)?;
    let out_pad = list(cx, 7, n, &vec![0; n], "output_padding")?;
    let groups = cx.opt_int(8)?.unwrap_or(1).max(1);
    build_conv(
        cx, x, w, bias, &stride, &padding, &dilation, transposed, &out_pad, groups,
    )
}

/// `conv2d(x, w, bias, stride, padding, dilation, groups)` and its 1-d
/// and 3-d forms, with `padding` as numbers or as 'valid' / 'same'.
fn conv_nd(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let w = cx.tensor(1)?;
    let bias = cx.opt_tensor(2)?;
    let n = cx.rank(w) as usize - 2;
    let stride = list(cx, 3, n, &vec![1; n], "stride")?;
    let dilation = list(cx, 5, n, &vec![1; n], "dilation")?;
    let padding = match cx.arg(4)? {
        Conv::Str(s) if s == "valid" => vec![0; n],
        Conv::Str(s) if s == "same" => {
            // Total padding dil·(k-1), the extra element on the high side;
            // build_conv takes symmetric padding, so a lopsided one is
            // refused rather than computed wrong.
            let ws = cx.e.shape(w);
            let mut p = Vec::new();
            for d in 0..n {
                let total = dilation[d] * (ws[2 + d] - 1);
                if total % 2 != 0 {
                    return cx.fail("padding='same' with an even kernel (lopsided padding)");
                }
                p.push(total / 2);
            }
            p
        }
        _ => list(cx, 4, n, &vec![0; n], "padding")?,
    };
    let groups = cx.opt_int(6)?.unwrap_or(1).max(1);
    let unbatched = cx.rank(x) as usize == n + 1;
    let x = if unbatched {
        let mut s = cx.e.shape(x);
        s.insert(0, 1);
        cx.e.reshape(x, &s)
    } else {
        x
    };
    let r = build_conv(
        cx,
        x,
        w,
        bias,
        &stride,
        &padding,
        &dilation,
        false,
        &vec![0; n],
        groups,
    )?;
    Ok(r)
}

#[allow(clippy::too_many_arguments)]
fn build_conv(
    cx: &mut Cx,
    x: Value,
    w: Value,
    bias: Option<Value>,
    stride: &[i64],
    padding: &[i64],
    dilation: &[i64],
    transposed: bool,
    out_pad: &[i64],
    groups: i64,
) -> R<Vec<Conv>> {
    let (shape, elem) = cx.result(0)?;
    let n = stride.len();
    let ws = cx.e.shape(w);
    let xs = cx.e.shape(x);
    if xs.len() != n + 2 {
        return cx.fail(&format!(
            "input of rank {} for a {n}-d convolution",
            xs.len()
        ));
    }
    // 16-bit floats convolve in f32 and round once, as PyTorch's CPU
    // kernels accumulate.
    let work = cx.accumulator(elem);
    let xw = cx.e.convert(x, work);
    let mut ww = cx.e.convert(w, work);
    let full: Vec<i64> = if shape.len() == n + 1 {
        let mut s = shape.clone();
        s.insert(0, 1);
        s
    } else {
        shape.clone()
    };
    let v = if !transposed {
        let pad: Vec<(i64, i64)> = padding.iter().map(|&p| (p, p)).collect();
        hlo_conv(
            cx,
            xw,
            ww,
            stride,
            &pad,
            &vec![1; n],
            dilation,
            groups,
            &full,
            work,
        )
    } else {
        // A transposed convolution is the forward one over the input
        // dilated by the stride, with the kernel flipped and its two
        // feature dimensions swapped (within each group).
        let (cin, cout_g) = (ws[0], ws[1]);
        if cin % groups != 0 {
            return cx.fail("input channels do not divide into the groups");
        }
        let k: Vec<i64> = ws[2..].to_vec();
        let mut gshape = vec![groups, cin / groups, cout_g];
        gshape.extend(&k);
        let g = cx.e.reshape(ww, &gshape);
        let mut perm = vec![0, 2, 1];
        perm.extend((3..3 + n as i64).collect::<Vec<_>>());
        let g = cx.e.transpose(g, &perm);
        let mut oi = vec![groups * cout_g, cin / groups];
        oi.extend(&k);
        ww = cx.e.reshape(g, &oi);
        let sp: Vec<i64> = (2..2 + n as i64).collect();
        ww = cx.e.reverse(ww, &sp);
        let mut pad = Vec::new();
        for d in 0..n {
            let edge = dilation[d] * (k[d] - 1) - padding[d];
            if edge < 0 {
                return cx.fail("transposed convolution whose padding exceeds the dilated kernel");
            }
            pad.push((edge, edge + out_pad[d]));
        }
        hlo_conv(
            cx,
            xw,
            ww,
            &vec![1; n],
            &pad,
            stride,
            dilation,
            groups,
            &full,
            work,
        )
    };
    let mut v = v;
    if let Some(b) = bias {
        let b = cx.e.convert(b, work);
        v = {
            let bb = cx.e.broadcast_in_dim(b, &full, &[1]);
            cx.e.binary("stablehlo.add", v, bb)
        };
    }
    let v = cx.e.convert(v, elem);
    Ok(vec![t(cx.e.reshape(v, &shape))])
}

/// The window of a pooling op over the last `n` dimensions of a rank-`r`
/// input: window, strides, dilations, and (low, high) padding where the
/// high side grows to give the result's size (`ceil_mode`).
struct Window {
    dims: Vec<i64>,
    strides: Vec<i64>,
    dilations: Vec<i64>,
    pad: Vec<i64>,
}

fn window(xs: &[i64], out: &[i64], k: &[i64], s: &[i64], d: &[i64], p: &[i64]) -> Window {
    let r = xs.len();
    let n = k.len();
    let lead = r - n;
    let mut w = Window {
        dims: vec![1; r],
        strides: vec![1; r],
        dilations: vec![1; r],
        pad: vec![0; 2 * r],
    };
    for i in 0..n {
        let a = lead + i;
        w.dims[a] = k[i];
        w.strides[a] = s[i];
        w.dilations[a] = d[i];
        let need = (out[a] - 1) * s[i] + d[i] * (k[i] - 1) + 1;
        w.pad[2 * a] = p[i];
        w.pad[2 * a + 1] = (need - xs[a] - p[i]).max(p[i]).max(0);
    }
    w
}

fn pool_params(cx: &Cx, n: usize, k_at: usize) -> R<(Vec<i64>, Vec<i64>, Vec<i64>)> {
    let k = list(cx, k_at, n, &[], "kernel_size")?;
    if k.len() != n {
        return cx.fail("kernel_size is required");
    }
    let s = list(cx, k_at + 1, n, &k, "stride")?;
    let p = list(cx, k_at + 2, n, &vec![0; n], "padding")?;
    Ok((k, s, p))
}

fn spatial(name: &str) -> usize {
    if name.contains("1d") {
        1
    } else if name.contains("3d") {
        3
    } else {
        2
    }
}

fn max_pool(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let n = spatial(cx.name);
    let (k, s, p) = pool_params(cx, n, 1)?;
    let d = list(cx, 4, n, &vec![1; n], "dilation")?;
    let (shape, elem) = cx.result(0)?;
    let xs = cx.e.shape(x);
    if xs.len() < n + 1 {
        return cx.fail(&format!("input of rank {} for {n}-d pooling", xs.len()));
    }
    let low = lowest(cx, elem);
    let indices = cx.name.ends_with("with_indices") && cx.result_used(1);
    if !indices {
        let w = window(&xs, &shape, &k, &s, &d, &p);
        let v = cx.e.reduce_window(
            x,
            low,
            &w.dims,
            &w.strides,
            &w.dilations,
            &w.pad,
            "stablehlo.maximum",
            &shape,
        );
        if !cx.name.ends_with("with_indices") {
            return Ok(vec![t(v)]);
        }
        // The index result is unused: nothing computes it.
        return Ok(vec![t(v), Conv::None]);
    }
    let lead = xs.len() - n;
    let dims: Vec<Windows> = (0..n)
        .map(|i| Windows {
            starts: (0..shape[lead + i])
                .map(|o| (o * s[i] - p[i], k[i]))
                .collect(),
            dilation: d[i],
            extent: xs[lead + i],
        })
        .collect();
    let (v, idx) = max_with_indices(cx, x, &dims, low)?;
    let (s1, e1) = cx.result(1)?;
    let idx = cx.e.convert(idx, e1);
    Ok(vec![t(v), t(cx.e.reshape(idx, &s1))])
}

/// The lowest value of `elem` (where a maximum starts).
fn lowest(cx: &Cx, elem: Type) -> f64 {
    match cx.e.ctx.type_kind(elem) {
        ir::TypeKind::Integer { width, .. } => -(2f64.powi(*width as i32 - 1)),
        _ => f64::NEG_INFINITY,
    }
}

/// `avg_pool(x, kernel, stride, padding, ceil_mode, count_include_pad,
/// divisor_override)`: a windowed sum divided by each window's count,
/// which PyTorch takes over the padded input up to its padded edge
/// (`count_include_pad`) or over the real elements only. Shapes are
/// static, so the counts are a constant.
fn avg_pool(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let n = spatial(cx.name);
    let (k, s, p) = pool_params(cx, n, 1)?;
    let include = cx.bool_or(5, true)?;
    let divisor = if n == 1 { None } else { cx.opt_int(6)? };
    let (shape, elem) = cx.result(0)?;
    let xs = cx.e.shape(x);
    if xs.len() < n + 1 {
        return cx.fail(&format!("input of rank {} for {n}-d pooling", xs.len()));
    }
    let w = window(&xs, &shape, &k, &s, &vec![1; n], &p);
    let work = cx.accumulator(elem);
    let xw = cx.e.convert(x, work);
    let sum = cx.e.reduce_window(
        xw,
        0.0,
        &w.dims,
        &w.strides,
        &w.dilations,
        &w.pad,
        "stablehlo.add",
        &shape,
    );
    let lead = xs.len() - n;
    let out_sp: Vec<i64> = shape[lead..].to_vec();
    let total: i64 = out_sp.iter().product();
    let mut counts = Vec::with_capacity(total as usize);
    for flat in 0..total {
        let mut rem = flat;
        let mut c = 1i64;
        for i in (0..n).rev() {
            let o = rem % out_sp[i];
            rem /= out_sp[i];
            let inn = xs[lead + i];
            let start = o * s[i] - p[i];
            let end = (start + k[i]).min(inn + p[i]);
            let len = if include {
                end - start
            } else {
                end.min(inn) - start.max(0)
            };
            c *= len.max(1);
        }
        counts.push(divisor.unwrap_or(c) as f64);
    }
    let cst = cx.e.dense(&out_sp, work, &counts);
    let dims: Vec<i64> = (lead as i64..xs.len() as i64).collect();
    let cb = cx.e.broadcast_in_dim(cst, &shape, &dims);
    let v = cx.e.binary("stablehlo.divide", sum, cb);
    Ok(vec![t(cx.e.convert(v, elem))])
}

/// PyTorch's adaptive window of output `i` of `out` over `inn`.
fn adaptive_range(i: i64, inn: i64, out: i64) -> (i64, i64) {
    let start = (i * inn) / out;
    let end = ((i + 1) * inn + out - 1) / out;
    (start, end)
}

/// Adaptive average pooling: each spatial dimension mapped through a
/// constant averaging matrix (`out x in`, the window's weights `1/len`),
/// one `dot_general` a dimension, in f32 for 16-bit floats.
fn adaptive_avg_pool(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let (shape, elem) = cx.result(0)?;
    let xs = cx.e.shape(x);
    let n = spatial(cx.name);
    if xs.len() < n + 1 {
        return cx.fail(&format!("input of rank {} for {n}-d pooling", xs.len()));
    }
    let lead = xs.len() - n;
    let work = cx.accumulator(elem);
    let mut v = cx.e.convert(x, work);
    for i in 0..n {
        let a = lead + i;
        let (inn, out) = (xs[a], shape[a]);
        if inn == out {
            continue;
        }
        if inn % out == 0 {
            // Equal windows: a windowed mean over `inn / out` elements.
            let cur = cx.e.shape(v);
            let mut dims = vec![1; cur.len()];
            dims[a] = inn / out;
            let mut o = cur.clone();
            o[a] = out;
            let sum = cx.e.reduce_window(
                v,
                0.0,
                &dims,
                &dims,
                &vec![1; cur.len()],
                &vec![0; 2 * cur.len()],
                "stablehlo.add",
                &o,
            );
            let c = cx.e.full(&o, work, (inn / out) as f64);
            v = cx.e.binary("stablehlo.divide", sum, c);
            continue;
        }
        let mut m = vec![0.0; (out * inn) as usize];
        for o in 0..out {
            let (st, en) = adaptive_range(o, inn, out);
            for j in st..en {
                m[(o * inn + j) as usize] = 1.0 / (en - st) as f64;
            }
        }
        v = apply_matrix(cx, v, a, &m, out, inn, work);
    }
    Ok(vec![t(cx.e.convert(v, elem))])
}

/// `v` with dimension `a` (of size `inn`) mapped through the constant
/// `out x inn` matrix `m`.
fn apply_matrix(
    cx: &mut Cx,
    v: Value,
    a: usize,
    m: &[f64],
    out: i64,
    inn: i64,
    work: Type,
) -> Value {
    let cur = cx.e.shape(v);
    let mat = cx.e.dense(&[out, inn], work, m);
    let d = DotDims {
        lhs_contract: vec![a as i64],
        rhs_contract: vec![1],
        ..Default::default()
    };
    let mut prod: Vec<i64> = cur
        .iter()
        .enumerate()
        .filter(|&(k, _)| k != a)
        .map(|(_, &s)| s)
        .collect();
    prod.push(out);
    let p = cx.e.dot_general(v, mat, &d, &prod, work);
    // The new dimension came last: move it back to `a`.
    let r = cur.len() as i64;
    let mut perm: Vec<i64> = (0..r - 1).collect();
    perm.insert(a, r - 1);
    cx.e.transpose(p, &perm)
}

/// Adaptive max pooling: a `reduce_window` where the windows are equal
/// (the input divides evenly) and only the values are wanted; otherwise
/// PyTorch's ragged windows gathered, with the positions of the maxima.
fn adaptive_max_pool(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let (shape, elem) = cx.result(0)?;
    let xs = cx.e.shape(x);
    let n = spatial(cx.name);
    if xs.len() < n + 1 {
        return cx.fail(&format!("input of rank {} for {n}-d pooling", xs.len()));
    }
    let lead = xs.len() - n;
    let low = lowest(cx, elem);
    let even = (0..n).all(|i| shape[lead + i] > 0 && xs[lead + i] % shape[lead + i] == 0);
    if even && !cx.result_used(1) {
        let mut dims = vec![1; xs.len()];
        for i in 0..n {
            dims[lead + i] = xs[lead + i] / shape[lead + i];
        }
        let r = xs.len();
        let v = cx.e.reduce_window(
            x,
            low,
            &dims,
            &dims,
            &vec![1; r],
            &vec![0; 2 * r],
            "stablehlo.maximum",
            &shape,
        );
        return Ok(vec![t(v), Conv::None]);
    }
    let dims: Vec<Windows> = (0..n)
        .map(|i| {
            let (inn, out) = (xs[lead + i], shape[lead + i]);
            Windows {
                starts: (0..out)
                    .map(|o| {
                        let (st, en) = adaptive_range(o, inn, out);
                        (st, en - st)
                    })
                    .collect(),
                dilation: 1,
                extent: inn,
            }
        })
        .collect();
    let (v, idx) = max_with_indices(cx, x, &dims, low)?;
    if !cx.result_used(1) {
        return Ok(vec![t(v), Conv::None]);
    }
    let (s1, e1) = cx.result(1)?;
    let idx = cx.e.convert(idx, e1);
    Ok(vec![t(v), t(cx.e.reshape(idx, &s1))])
}

/// The scale factors an upsampling op was given (`None`: from the sizes).
fn scales(cx: &Cx, n: usize) -> R<Vec<Option<f64>>> {
    let vec_form = cx.name.ends_with(".vec");
    let mut out = vec![None; n];
    if vec_form {
        let at = if cx.name.contains("nearest") { 2 } else { 3 };
        if at < cx.nargs() {
            if let Conv::List(v) = cx.arg(at)? {
                for (i, c) in v.iter().enumerate().take(n) {
                    out[i] = c.float();
                }
            }
        }
    } else {
        // upsample_nearest2d(x, output_size, scales_h?, scales_w?) and the
        // linear forms with align_corners before the scales.
        let first = if cx.name.contains("nearest") { 2 } else { 3 };
        for (i, o) in out.iter_mut().enumerate() {
            *o = cx.opt_float(first + i)?;
        }
    }
    Ok(out)
}

/// Nearest-neighbour upsampling: output `o` reads input
/// `floor(o · scale)`; an integer factor is a broadcast and a reshape,
/// any other a `torch_index_select` with constant indices.
fn upsample_nearest(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let (shape, _) = cx.result(0)?;
    let xs = cx.e.shape(x);
    let n = spatial(cx.name);
    let lead = xs.len() - n;
    let sc = scales(cx, n)?;
    let mut v = x;
    for i in 0..n {
        let a = lead + i;
        let (inn, out) = (xs[a], shape[a]);
        if inn == out && sc[i].is_none_or(|f| f == 1.0) {
            continue;
        }
        let scale = match sc[i] {
            Some(f) if f > 0.0 => 1.0 / f,
            _ => inn as f64 / out as f64,
        };
        let idx: Vec<i64> = (0..out)
            .map(|o| ((o as f64 * scale).floor() as i64).min(inn - 1))
            .collect();
        let cur = cx.e.shape(v);
        if out % inn == 0
            && idx
                .iter()
                .enumerate()
                .all(|(o, &j)| j == o as i64 / (out / inn))
        {
            // Each element repeated out/inn times.
            let f = out / inn;
            let mut wide = cur.clone();
            wide.insert(a + 1, f);
            let dims: Vec<i64> = (0..cur.len() as i64)
                .map(|d| if d > a as i64 { d + 1 } else { d })
                .collect();
            let b = cx.e.broadcast_in_dim(v, &wide, &dims);
            let mut o = cur.clone();
            o[a] = out;
            v = cx.e.reshape(b, &o);
        } else {
            let i64t = cx.i64t();
            let vals: Vec<f64> = idx.iter().map(|&j| j as f64).collect();
            let ids = cx.e.dense(&[out], i64t, &vals);
            v = cx.e.index_select(v, ids, a);
        }
    }
    Ok(vec![t(v)])
}

/// Linear, bilinear and trilinear upsampling, separable: each spatial
/// dimension mapped through a constant interpolation matrix with two
/// weights a row (PyTorch's source index rule, with or without
/// `align_corners`).
fn upsample_linear(cx: &mut Cx) -> R<Vec<Conv>> {
    let x = cx.tensor(0)?;
    let (shape, elem) = cx.result(0)?;
    let xs = cx.e.shape(x);
    let n = spatial(cx.name);
    let lead = xs.len() - n;
    let align = cx.bool_or(2, false)?;
    let sc = scales(cx, n)?;
    let work = cx.accumulator(elem);
    let mut v = cx.e.convert(x, work);
    for i in 0..n {
        let a = lead + i;
        let (inn, out) = (xs[a], shape[a]);
        if inn == out && !align && sc[i].is_none_or(|f| f == 1.0) {
            continue;
        }
        let mut m = vec![0.0; (out * inn) as usize];
        for o in 0..out {
            let src = if align {
                if out > 1 {
                    o as f64 * (inn - 1) as f64 / (out - 1) as f64
                } else {
                    0.0
                }
            } else {
                let scale = match sc[i] {
                    Some(f) if f > 0.0 => 1.0 / f,
                    _ => inn as f64 / out as f64,
                };
                ((o as f64 + 0.5) * scale - 0.5).max(0.0)
            };
            let i0 = (src.floor() as i64).min(inn - 1);
            let i1 = (i0 + 1).min(inn - 1);
            let l1 = src - i0 as f64;
            m[(o * inn + i0) as usize] += 1.0 - l1;
            m[(o * inn + i1) as usize] += l1;
        }
        v = apply_matrix(cx, v, a, &m, out, inn, work);
    }
    Ok(vec![t(cx.e.convert(v, elem))])
}
