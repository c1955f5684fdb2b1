//! `stablehlo`: every op's meaning as the StableHLO specification states
//! it, on [`Array`]s of any element type. Elementwise semantics are in
//! `scalar_ops`; shape and data-movement ops, contractions, reductions,
//! windows, gathers and scatters here; ops with regions run them through
//! the interpreter.

use super::{region, RResult};
use crate::array::{for_each_index, strides, Array, Data, Elem};
use crate::bail;
use crate::tensor::{KResult, KernelError};
use crate::value::Value;
use crate::{Frame, Interpreter, OpCx, Registry};
use ::dialects::stablehlo::attrs::{ConvDims, DotDims, GatherDims, ScatterDims};
use ::dialects::stablehlo::ops::*;
use ir::dense_array::to_i64s;
use ir::{AttrKind, Context, Op, Type, TypeKind, TypedOp};
use std::rc::Rc;

use super::stablehlo_scalar::*;

// ---------------------------------------------------------------- values

/// The array a value holds (a torch-level tensor converts).
pub fn arr(v: &Value) -> KResult<Rc<Array>> {
    match v {
        Value::Array(a) => Ok(a.clone()),
        Value::Tensor(t) => Ok(Rc::new(Array::from_tensor(t))),
        v => bail!("expected a tensor, got {}", v.kind()),
    }
}

/// The value of an array: a torch-level tensor when its dtype holds the
/// elements (so the rest of the interpreter and `.npy` output see what
/// they know), an array otherwise.
pub fn val(a: Array) -> Value {
    Value::Array(Rc::new(a))
}

fn args(a: &[Value]) -> KResult<Vec<Rc<Array>>> {
    a.iter().map(arr).collect()
}

/// Shape and element type of a ranked tensor type.
pub fn shape_elem(ctx: &Context, t: Type) -> KResult<(Vec<usize>, Elem)> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, elem, .. } => {
            let mut s = Vec::with_capacity(shape.len());
            for &d in shape.iter() {
                if d < 0 {
                    bail!("dynamic dimension in result type");
                }
                s.push(d as usize);
            }
            Ok((s, Elem::of(ctx, *elem)?))
        }
        _ => bail!("expected a ranked tensor type"),
    }
}

fn result(cx: &OpCx, i: usize) -> KResult<(Vec<usize>, Elem)> {
    let Some(t) = cx.result_type(i) else {
        bail!("has no result {i}");
    };
    shape_elem(cx.ctx, t)
}

fn result_elem(cx: &OpCx, i: usize) -> KResult<Elem> {
    let Some(t) = cx.result_type(i) else {
        bail!("has no result {i}");
    };
    match cx.ctx.type_kind(t) {
        TypeKind::RankedTensor { elem, .. } | TypeKind::UnrankedTensor { elem } => {
            Elem::of(cx.ctx, *elem)
        }
        _ => bail!("expected a tensor result"),
    }
}

fn i64s(cx: &OpCx, name: &str) -> KResult<Vec<i64>> {
    match cx.ctx.inherent_attr(cx.op, name) {
        Some(a) => {
            to_i64s(cx.ctx, a).ok_or_else(|| KernelError(format!("'{name}' is not an i64 array")))
        }
        None => bail!("has no '{name}'"),
    }
}

fn opt_i64s(cx: &OpCx, name: &str) -> Option<Vec<i64>> {
    cx.ctx
        .inherent_attr(cx.op, name)
        .and_then(|a| to_i64s(cx.ctx, a))
}

fn int_attr(cx: &OpCx, name: &str) -> KResult<i64> {
    match cx.attr(name) {
        Some(AttrKind::Integer { value, .. }) => value
            .as_i64()
            .ok_or_else(|| KernelError(format!("'{name}' out of range"))),
        _ => bail!("has no integer '{name}'"),
    }
}

fn usizes(v: &[i64]) -> KResult<Vec<usize>> {
    v.iter()
        .map(|&x| usize::try_from(x).map_err(|_| KernelError(format!("negative dimension {x}"))))
        .collect()
}

/// The padding attribute as (low, high) pairs.
fn padding(cx: &OpCx, n: usize) -> KResult<Vec<(i64, i64)>> {
    match cx.ctx.inherent_attr(cx.op, "padding") {
        Some(a) => {
            let v = ::dialects::stablehlo::syntax::int_elements(cx.ctx, a)
                .ok_or_else(|| KernelError("malformed 'padding'".into()))?;
            if v.len() != 2 * n {
                bail!("'padding' has {} entries for {n} dimensions", v.len() / 2);
            }
            Ok(v.chunks(2).map(|c| (c[0], c[1])).collect())
        }
        None => Ok(vec![(0, 0); n]),
    }
}

// ---------------------------------------------------------------- registration

/// Registers the `stablehlo` kernels.
pub fn register(r: &mut Registry) {
    r.simple(ConstantOp::NAME, |cx, _| {
        let a = cx
            .ctx
            .inherent_attr(cx.op, "value")
            .ok_or_else(|| KernelError("has no value".into()))?;
        Ok(vec![val(Array::from_attr(cx.ctx, a)?)])
    });
    for (name, f) in UNARY {
        r.simple(name, *f);
    }
    for (name, f) in BINARY {
        r.simple(name, *f);
    }
    r.simple(ConvertOp::NAME, convert);
    r.simple(BitcastConvertOp::NAME, bitcast_convert);
    r.simple(IsFiniteOp::NAME, |cx, a| {
        map_unary(cx, &a, |_, x| {
            Ok(match x {
                S::F(v) => S::I(v.is_finite() as i128),
                _ => bail!("is_finite expects floats"),
            })
        })
    });
    r.simple(RealOp::NAME, |cx, a| {
        map_unary(cx, &a, |_, x| {
            Ok(match x {
                S::C(re, _) => S::F(re),
                x => x,
            })
        })
    });
    r.simple(ImagOp::NAME, |cx, a| {
        map_unary(cx, &a, |_, x| {
            Ok(match x {
                S::C(_, im) => S::F(im),
                S::F(_) => S::F(0.0),
                x => x,
            })
        })
    });
    r.simple(ComplexOp::NAME, |cx, a| {
        map_binary(cx, &a, |_, x, y| Ok(S::C(x.f()?, y.f()?)))
    });
    r.simple(CompareOp::NAME, compare);
    r.simple(SelectOp::NAME, select);
    r.simple(ClampOp::NAME, clamp);
    r.simple(ReducePrecisionOp::NAME, reduce_precision);
    r.simple(IotaOp::NAME, iota);
    r.simple(DynamicIotaOp::NAME, iota);
    r.simple(DynamicPadOp::NAME, dynamic_pad);
    r.simple(DynamicGatherOp::NAME, dynamic_gather);
    r.simple(DynamicConvOp::NAME, dynamic_conv);
    r.simple(BroadcastInDimOp::NAME, broadcast_in_dim);
    r.simple(DynamicBroadcastInDimOp::NAME, broadcast_in_dim);
    r.simple(BroadcastOp::NAME, broadcast);
    r.simple(ReshapeOp::NAME, reshape);
    r.simple(DynamicReshapeOp::NAME, reshape);
    r.simple(TransposeOp::NAME, transpose);
    r.simple(ReverseOp::NAME, reverse);
    r.simple(SliceOp::NAME, slice);
    r.simple(DynamicSliceOp::NAME, dynamic_slice);
    r.simple(DynamicUpdateSliceOp::NAME, dynamic_update_slice);
    r.simple(ConcatenateOp::NAME, concatenate);
    r.simple(PadOp::NAME, pad);
    r.simple(GetDimensionSizeOp::NAME, |cx, a| {
        let x = arr(&a[0])?;
        let d = int_attr(cx, "dimension")? as usize;
        let Some(&n) = x.shape.get(d) else {
            bail!("dimension {d} out of range");
        };
        Ok(vec![val(Array::new(
            vec![],
            Elem::Int {
                width: 32,
                signed: true,
            },
            Data::I(vec![n as i128]),
        )?)])
    });
    r.simple(DotGeneralOp::NAME, dot_general);
    r.simple(DotOp::NAME, dot);
    r.simple(ConvolutionOp::NAME, convolution);
    r.simple(GatherOp::NAME, gather);
    r.simple(TorchIndexSelectOp::NAME, torch_index_select);
    r.simple(TupleOp::NAME, |_, a| Ok(vec![Value::Tuple(a)]));
    r.simple(GetTupleElementOp::NAME, |cx, a| {
        let i = int_attr(cx, "index")? as usize;
        match &a[0] {
            Value::Tuple(v) if i < v.len() => Ok(vec![v[i].clone()]),
            _ => bail!("expects a tuple with element {i}"),
        }
    });
    r.simple(OptimizationBarrierOp::NAME, |_, a| Ok(a));
    r.simple(AfterAllOp::NAME, |_, _| Ok(vec![Value::Token]));
    r.simple(CreateTokenOp::NAME, |_, _| Ok(vec![Value::Token]));
    r.simple(ReplicaIdOp::NAME, |_, _| {
        Ok(vec![val(Array::new(
            vec![],
            Elem::Int {
                width: 32,
                signed: false,
            },
            Data::I(vec![0]),
        )?)])
    });
    r.simple(PartitionIdOp::NAME, |_, _| {
        Ok(vec![val(Array::new(
            vec![],
            Elem::Int {
                width: 32,
                signed: false,
            },
            Data::I(vec![0]),
        )?)])
    });
    r.simple(BatchNormInferenceOp::NAME, batch_norm_inference);
    r.simple(BatchNormTrainingOp::NAME, batch_norm_training);
    r.simple(RngBitGeneratorOp::NAME, rng_bit_generator);
    r.simple(CholeskyOp::NAME, cholesky);
    r.simple(TriangularSolveOp::NAME, triangular_solve);
    r.simple(FftOp::NAME, fft);

    r.region(WhileOp::NAME, while_);
    r.region(IfOp::NAME, if_);
    r.region(CaseOp::NAME, case);
    r.region(ReduceOp::NAME, reduce);
    r.region(ReduceWindowOp::NAME, reduce_window);
    r.region(SortOp::NAME, sort);
    r.region(MapOp::NAME, map);
    r.region(ScatterOp::NAME, scatter);
    r.region(SelectAndScatterOp::NAME, select_and_scatter);
    r.region(AllReduceOp::NAME, |_, _, _, a| Ok(a));
    r.simple(AllGatherOp::NAME, |_, a| Ok(a));
    r.simple(AllToAllOp::NAME, |_, a| Ok(a));
    r.region(ReduceScatterOp::NAME, |_, _, _, a| Ok(a));
    r.simple(CollectivePermuteOp::NAME, |cx, a| {
        // One process: every source sends to itself or nobody does.
        let x = arr(&a[0])?;
        let pairs = cx
            .ctx
            .inherent_attr(cx.op, "source_target_pairs")
            .and_then(|p| ::dialects::stablehlo::syntax::int_elements(cx.ctx, p))
            .unwrap_or_default();
        if pairs.chunks(2).any(|c| c == [0, 0]) {
            Ok(vec![val((*x).clone())])
        } else {
            Ok(vec![val(zeros_like(&x))])
        }
    });
    r.simple(CollectiveBroadcastOp::NAME, |_, a| Ok(a));
    r.region(CompositeOp::NAME, composite);
}

fn zeros_like(x: &Array) -> Array {
    let data = match &x.data {
        Data::I(v) => Data::I(vec![0; v.len()]),
        Data::F(v) => Data::F(vec![0.0; v.len()]),
        Data::C(v) => Data::C(vec![(0.0, 0.0); v.len()]),
    };
    Array {
        shape: x.shape.clone(),
        elem: x.elem,
        data,
    }
}

// ---------------------------------------------------------------- elementwise

type Kern = fn(&OpCx, Vec<Value>) -> KResult<Vec<Value>>;

macro_rules! unary {
    ($f:expr) => {
        (|cx: &OpCx, a: Vec<Value>| map_unary(cx, &a, $f)) as Kern
    };
}
macro_rules! binary {
    ($f:expr) => {
        (|cx: &OpCx, a: Vec<Value>| map_binary(cx, &a, $f)) as Kern
    };
}

const UNARY: &[(&str, Kern)] = &[
    (AbsOp::NAME, unary!(abs)),
    (
        CbrtOp::NAME,
        unary!(|_, x| float_fn(x, f64::cbrt, Some(c_cbrt))),
    ),
    (CeilOp::NAME, unary!(|_, x| float_fn(x, f64::ceil, None))),
    (FloorOp::NAME, unary!(|_, x| float_fn(x, f64::floor, None))),
    (
        CosineOp::NAME,
        unary!(|_, x| float_fn(x, f64::cos, Some(c_cos))),
    ),
    (
        SineOp::NAME,
        unary!(|_, x| float_fn(x, f64::sin, Some(c_sin))),
    ),
    (
        TanOp::NAME,
        unary!(|_, x| float_fn(x, f64::tan, Some(c_tan))),
    ),
    (
        TanhOp::NAME,
        unary!(|_, x| float_fn(x, f64::tanh, Some(c_tanh))),
    ),
    (
        ExponentialOp::NAME,
        unary!(|_, x| float_fn(x, f64::exp, Some(c_exp))),
    ),
    (
        ExponentialMinusOneOp::NAME,
        unary!(|_, x| float_fn(
            x,
            f64::exp_m1,
            Some(|re, im| {
                let (a, b) = c_exp(re, im);
                (a - 1.0, b)
            })
        )),
    ),
    (
        LogOp::NAME,
        unary!(|_, x| float_fn(x, f64::ln, Some(c_log))),
    ),
    (
        LogPlusOneOp::NAME,
        unary!(|_, x| float_fn(x, f64::ln_1p, Some(|re, im| c_log(re + 1.0, im)))),
    ),
    (
        LogisticOp::NAME,
        unary!(|_, x| float_fn(x, |v| 1.0 / (1.0 + (-v).exp()), Some(c_logistic))),
    ),
    (
        SqrtOp::NAME,
        unary!(|_, x| float_fn(x, f64::sqrt, Some(c_sqrt))),
    ),
    (
        RsqrtOp::NAME,
        unary!(|_, x| float_fn(
            x,
            |v| 1.0 / v.sqrt(),
            Some(|re, im| {
                let (a, b) = c_sqrt(re, im);
                c_div(1.0, 0.0, a, b)
            })
        )),
    ),
    (
        RoundNearestAfzOp::NAME,
        unary!(|_, x| float_fn(x, f64::round, None)),
    ),
    (
        RoundNearestEvenOp::NAME,
        unary!(|_, x| float_fn(x, f64::round_ties_even, None)),
    ),
    (NegateOp::NAME, unary!(negate)),
    (NotOp::NAME, unary!(not)),
    (SignOp::NAME, unary!(sign)),
    (PopcntOp::NAME, unary!(popcnt)),
    (CountLeadingZerosOp::NAME, unary!(clz)),
];

const BINARY: &[(&str, Kern)] = &[
    (AddOp::NAME, binary!(add)),
    (SubtractOp::NAME, binary!(sub)),
    (MultiplyOp::NAME, binary!(mul)),
    (DivideOp::NAME, binary!(div)),
    (RemainderOp::NAME, binary!(rem)),
    (PowerOp::NAME, binary!(pow)),
    (MaximumOp::NAME, binary!(max)),
    (MinimumOp::NAME, binary!(min)),
    (Atan2Op::NAME, binary!(atan2)),
    (
        AndOp::NAME,
        binary!(|e, x, y| bitwise(e, x, y, |a, b| a & b)),
    ),
    (
        OrOp::NAME,
        binary!(|e, x, y| bitwise(e, x, y, |a, b| a | b)),
    ),
    (
        XorOp::NAME,
        binary!(|e, x, y| bitwise(e, x, y, |a, b| a ^ b)),
    ),
    (ShiftLeftOp::NAME, binary!(shl)),
    (ShiftRightArithmeticOp::NAME, binary!(sra)),
    (ShiftRightLogicalOp::NAME, binary!(srl)),
];

/// Applies `f` to each element; the result has the result type's element
/// type, values normalized to it.
pub fn map_unary(cx: &OpCx, a: &[Value], f: impl Fn(Elem, S) -> KResult<S>) -> KResult<Vec<Value>> {
    let x = arr(a
        .first()
        .ok_or_else(|| KernelError("expects an operand".into()))?)?;
    let out = result_elem(cx, 0)?;
    Ok(vec![val(unary_array(&x, out, f)?)])
}

/// Elementwise `f` over one array, producing elements of type `out`.
pub fn unary_array(x: &Array, out: Elem, f: impl Fn(Elem, S) -> KResult<S>) -> KResult<Array> {
    let e = x.elem;
    // Fast paths for the common storage classes.
    let mut b = Builder::new(out, x.numel());
    for i in 0..x.numel() {
        b.push(f(e, S::get(x, i))?)?;
    }
    Array::new(x.shape.clone(), out, b.finish())
}

/// Applies `f` pairwise (shapes equal; the verifier checked).
pub fn map_binary(
    cx: &OpCx,
    a: &[Value],
    f: impl Fn(Elem, S, S) -> KResult<S>,
) -> KResult<Vec<Value>> {
    if a.len() != 2 {
        bail!("expects two operands");
    }
    let (x, y) = (arr(&a[0])?, arr(&a[1])?);
    let out = result_elem(cx, 0)?;
    Ok(vec![val(binary_array(&x, &y, out, f)?)])
}

/// Elementwise `f` over two arrays of one shape.
pub fn binary_array(
    x: &Array,
    y: &Array,
    out: Elem,
    f: impl Fn(Elem, S, S) -> KResult<S>,
) -> KResult<Array> {
    if x.shape != y.shape {
        bail!("operand shapes {:?} and {:?} differ", x.shape, y.shape);
    }
    let e = x.elem;
    // f32 arithmetic without the per-element enum dance.
    if let (Data::F(a), Data::F(b), Elem::Float(k)) = (&x.data, &y.data, out) {
        let mut v = Vec::with_capacity(a.len());
        for i in 0..a.len() {
            match f(e, S::F(a[i]), S::F(b[i]))? {
                S::F(r) => v.push(crate::array::round_to(k, r)),
                other => {
                    // Not a float result: take the general path.
                    let _ = other;
                    v.clear();
                    break;
                }
            }
        }
        if v.len() == a.len() {
            return Array::new(x.shape.clone(), out, Data::F(v));
        }
    }
    let mut bld = Builder::new(out, x.numel());
    for i in 0..x.numel() {
        bld.push(f(e, S::get(x, i), S::get(y, i))?)?;
    }
    Array::new(x.shape.clone(), out, bld.finish())
}

fn convert(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let x = arr(&a[0])?;
    let out = result_elem(cx, 0)?;
    Ok(vec![val(convert_array(&x, out)?)])
}

/// `x` converted elementwise to `out` (floats to integers truncate toward
/// zero and saturate, NaN gives 0; to `i1` is `x != 0`).
pub fn convert_array(x: &Array, out: Elem) -> KResult<Array> {
    unary_array(x, out, |_, s| Ok(convert_scalar(s, out)))
}

fn bitcast_convert(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let x = arr(&a[0])?;
    let (shape, out) = result(cx, 0)?;
    let (wi, wo) = (bit_width(x.elem) as usize, bit_width(out) as usize);
    let mut bits: Vec<u128> = (0..x.numel())
        .map(|i| to_bits(x.elem, S::get(&x, i)))
        .collect();
    if wi != wo {
        // Regroup the bits, element 0 in the least significant ones.
        let stream: Vec<bool> = bits
            .iter()
            .flat_map(|&b| (0..wi).map(move |k| b >> k & 1 == 1))
            .collect();
        bits = stream
            .chunks(wo)
            .map(|c| {
                c.iter()
                    .enumerate()
                    .fold(0u128, |acc, (k, &on)| acc | ((on as u128) << k))
            })
            .collect();
    }
    let mut b = Builder::new(out, bits.len());
    for &v in &bits {
        b.push(from_bits(out, v))?;
    }
    Ok(vec![val(Array::new(shape, out, b.finish())?)])
}

fn compare(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let dir = cx
        .ctx
        .inherent_attr(cx.op, "comparison_direction")
        .and_then(|d| ::dialects::stablehlo::attrs::enum_case(cx.ctx, d, "comparison_direction"))
        .ok_or_else(|| KernelError("has no comparison_direction".into()))?
        .to_string();
    let total = cx
        .ctx
        .inherent_attr(cx.op, "compare_type")
        .and_then(|d| ::dialects::stablehlo::attrs::enum_case(cx.ctx, d, "comparison_type"))
        == Some("TOTALORDER");
    map_binary(cx, &a, move |e, x, y| {
        Ok(S::I(compare_scalar(e, &dir, total, x, y)? as i128))
    })
}

fn select(_cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let v = args(&a)?;
    let (p, t, f) = (&v[0], &v[1], &v[2]);
    let pv = p.ints()?;
    let n = t.numel();
    let pick = |i: usize| {
        if pv.len() == 1 {
            pv[0] != 0
        } else {
            pv[i] != 0
        }
    };
    let data = match (&t.data, &f.data) {
        (Data::I(a), Data::I(b)) => {
            Data::I((0..n).map(|i| if pick(i) { a[i] } else { b[i] }).collect())
        }
        (Data::F(a), Data::F(b)) => {
            Data::F((0..n).map(|i| if pick(i) { a[i] } else { b[i] }).collect())
        }
        (Data::C(a), Data::C(b)) => {
            Data::C((0..n).map(|i| if pick(i) { a[i] } else { b[i] }).collect())
        }
        _ => bail!("select operands differ in element type"),
    };
    Ok(vec![val(Array::new(t.shape.clone(), t.elem, data)?)])
}

fn clamp(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let v = args(&a)?;
    let (lo, x, hi) = (&v[0], &v[1], &v[2]);
    let e = x.elem;
    let out = result_elem(cx, 0)?;
    let at = |arr: &Array, i: usize| S::get(arr, if arr.numel() == 1 { 0 } else { i });
    let mut b = Builder::new(out, x.numel());
    for i in 0..x.numel() {
        let m = max(e, at(lo, i), S::get(x, i))?;
        b.push(min(e, m, at(hi, i))?)?;
    }
    Ok(vec![val(Array::new(x.shape.clone(), out, b.finish())?)])
}

fn reduce_precision(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let e = int_attr(cx, "exponent_bits")?;
    let m = int_attr(cx, "mantissa_bits")?;
    map_unary(cx, &a, move |_, s| match s {
        S::F(v) => Ok(S::F(reduce_precision_f64(v, e as u32, m as u32))),
        _ => bail!("reduce_precision expects floats"),
    })
}

// ---------------------------------------------------------------- shapes

fn iota(cx: &OpCx, _: Vec<Value>) -> KResult<Vec<Value>> {
    let (shape, e) = result(cx, 0)?;
    let d = int_attr(cx, "iota_dimension")? as usize;
    if d >= shape.len() {
        bail!("iota dimension {d} out of range");
    }
    let st = strides(&shape);
    let n: usize = shape.iter().product();
    let mut b = Builder::new(e, n);
    for i in 0..n {
        let k = (i / st[d]) % shape[d];
        b.push(convert_scalar(S::I(k as i128), e))?;
    }
    Ok(vec![val(Array::new(shape, e, b.finish())?)])
}

/// `x` broadcast to `shape`, operand dimension `i` going to `dims[i]`.
pub fn broadcast_to(x: &Array, shape: &[usize], dims: &[usize]) -> KResult<Array> {
    if dims.len() != x.rank() {
        bail!(
            "broadcast_dimensions has {} entries for rank {}",
            dims.len(),
            x.rank()
        );
    }
    let xs = strides(&x.shape);
    // Stride, in x, of each result dimension (0 where broadcast).
    let mut rs = vec![0usize; shape.len()];
    for (i, &d) in dims.iter().enumerate() {
        if d >= shape.len() || (x.shape[i] != 1 && x.shape[i] != shape[d]) {
            bail!(
                "cannot broadcast dimension {i} of {:?} to {shape:?}",
                x.shape
            );
        }
        if x.shape[i] != 1 {
            rs[d] = xs[i];
        }
    }
    let n: usize = shape.iter().product();
    let mut idx = Vec::with_capacity(n);
    for_each_index(shape, |ix| {
        idx.push(ix.iter().zip(&rs).map(|(a, b)| a * b).sum())
    });
    Array::new(shape.to_vec(), x.elem, x.data.pick(idx.into_iter()))
}

fn broadcast_in_dim(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let x = arr(&a[0])?;
    let (shape, _) = result(cx, 0)?;
    let dims = usizes(&i64s(cx, "broadcast_dimensions")?)?;
    Ok(vec![val(broadcast_to(&x, &shape, &dims)?)])
}

fn broadcast(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let x = arr(&a[0])?;
    let (shape, _) = result(cx, 0)?;
    let Some(k) = shape.len().checked_sub(x.rank()) else {
        bail!(
            "result rank {} is less than operand rank {}",
            shape.len(),
            x.rank()
        );
    };
    let dims: Vec<usize> = (k..shape.len()).collect();
    Ok(vec![val(broadcast_to(&x, &shape, &dims)?)])
}

fn reshape(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let x = arr(&a[0])?;
    let (shape, _) = result(cx, 0)?;
    Ok(vec![val(x.reshaped(shape)?)])
}

/// `x` with dimensions permuted (`result[i] = x[perm[i]]`).
pub fn transpose_array(x: &Array, perm: &[usize]) -> KResult<Array> {
    if perm.len() != x.rank() {
        bail!("permutation of rank {} for rank {}", perm.len(), x.rank());
    }
    let xs = strides(&x.shape);
    let shape: Vec<usize> = perm.iter().map(|&p| x.shape[p]).collect();
    let rs: Vec<usize> = perm.iter().map(|&p| xs[p]).collect();
    let mut idx = Vec::with_capacity(x.numel());
    for_each_index(&shape, |ix| {
        idx.push(ix.iter().zip(&rs).map(|(a, b)| a * b).sum())
    });
    Array::new(shape, x.elem, x.data.pick(idx.into_iter()))
}

fn transpose(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let x = arr(&a[0])?;
    let perm = usizes(&i64s(cx, "permutation")?)?;
    Ok(vec![val(transpose_array(&x, &perm)?)])
}

fn reverse(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let x = arr(&a[0])?;
    let dims = usizes(&i64s(cx, "dimensions")?)?;
    let xs = strides(&x.shape);
    let mut idx = Vec::with_capacity(x.numel());
    for_each_index(&x.shape, |ix| {
        idx.push(
            ix.iter()
                .enumerate()
                .map(|(d, &i)| {
                    xs[d]
                        * if dims.contains(&d) {
                            x.shape[d] - 1 - i
                        } else {
                            i
                        }
                })
                .sum(),
        )
    });
    Ok(vec![val(Array::new(
        x.shape.clone(),
        x.elem,
        x.data.pick(idx.into_iter()),
    )?)])
}

/// Elements of `x` at `start + i * stride` for each index `i` of `shape`.
fn strided(x: &Array, start: &[usize], stride: &[usize], shape: &[usize]) -> KResult<Array> {
    let xs = strides(&x.shape);
    let mut idx = Vec::with_capacity(shape.iter().product());
    for_each_index(shape, |ix| {
        idx.push(
            (0..ix.len())
                .map(|d| (start[d] + ix[d] * stride[d]) * xs[d])
                .sum(),
        )
    });
    Array::new(shape.to_vec(), x.elem, x.data.pick(idx.into_iter()))
}

fn slice(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let x = arr(&a[0])?;
    let s = usizes(&i64s(cx, "start_indices")?)?;
    let l = usizes(&i64s(cx, "limit_indices")?)?;
    let st = usizes(&i64s(cx, "strides")?)?;
    if s.len() != x.rank() || l.len() != x.rank() || st.len() != x.rank() {
        bail!("slice bounds do not match rank {}", x.rank());
    }
    let shape: Vec<usize> = (0..x.rank())
        .map(|d| {
            if l[d] > s[d] && st[d] > 0 {
                (l[d] - s[d]).div_ceil(st[d])
            } else {
                0
            }
        })
        .collect();
    Ok(vec![val(strided(&x, &s, &st, &shape)?)])
}

/// Start indices clamped so that a block of `sizes` fits in `shape`.
fn clamped_starts(a: &[Value], shape: &[usize], sizes: &[usize]) -> KResult<Vec<usize>> {
    if a.len() != shape.len() {
        bail!("{} start indices for rank {}", a.len(), shape.len());
    }
    let mut out = Vec::with_capacity(a.len());
    for (d, v) in a.iter().enumerate() {
        let i = arr(v)?.get_int(0);
        let hi = shape[d].saturating_sub(sizes[d]) as i128;
        out.push(i.clamp(0, hi) as usize);
    }
    Ok(out)
}

fn dynamic_slice(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let x = arr(&a[0])?;
    let sizes = usizes(&i64s(cx, "slice_sizes")?)?;
    if sizes.iter().zip(&x.shape).any(|(s, d)| s > d) || sizes.len() != x.rank() {
        bail!("slice_sizes {sizes:?} do not fit {:?}", x.shape);
    }
    let start = clamped_starts(&a[1..], &x.shape, &sizes)?;
    Ok(vec![val(strided(&x, &start, &vec![1; x.rank()], &sizes)?)])
}

fn dynamic_update_slice(_: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let x = arr(&a[0])?;
    let u = arr(&a[1])?;
    if u.rank() != x.rank() || u.shape.iter().zip(&x.shape).any(|(s, d)| s > d) {
        bail!("update {:?} does not fit {:?}", u.shape, x.shape);
    }
    let start = clamped_starts(&a[2..], &x.shape, &u.shape)?;
    let mut out = (*x).clone();
    let xs = strides(&x.shape);
    let mut k = 0;
    for_each_index(&u.shape.clone(), |ix| {
        let o: usize = ix
            .iter()
            .enumerate()
            .map(|(d, &i)| (start[d] + i) * xs[d])
            .sum();
        set(&mut out.data, o, &u.data, k);
        k += 1;
    });
    Ok(vec![val(out)])
}

/// `dst[i] = src[j]`.
fn set(dst: &mut Data, i: usize, src: &Data, j: usize) {
    match (dst, src) {
        (Data::I(a), Data::I(b)) => a[i] = b[j],
        (Data::F(a), Data::F(b)) => a[i] = b[j],
        (Data::C(a), Data::C(b)) => a[i] = b[j],
        _ => {}
    }
}

fn concatenate(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let xs = args(&a)?;
    let d = int_attr(cx, "dimension")? as usize;
    let (shape, e) = result(cx, 0)?;
    let n: usize = shape.iter().product();
    let outer: usize = shape[..d].iter().product();
    let mut data = match &xs[0].data {
        Data::I(_) => Data::I(Vec::with_capacity(n)),
        Data::F(_) => Data::F(Vec::with_capacity(n)),
        Data::C(_) => Data::C(Vec::with_capacity(n)),
    };
    for o in 0..outer {
        for x in &xs {
            let inner: usize = x.shape[d..].iter().product();
            let r = o * inner..(o + 1) * inner;
            match (&mut data, &x.data) {
                (Data::I(v), Data::I(s)) => v.extend_from_slice(&s[r]),
                (Data::F(v), Data::F(s)) => v.extend_from_slice(&s[r]),
                (Data::C(v), Data::C(s)) => v.extend_from_slice(&s[r]),
                _ => bail!("concatenate operands differ in element type"),
            }
        }
    }
    Ok(vec![val(Array::new(shape, e, data)?)])
}

fn pad(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let lo = i64s(cx, "edge_padding_low")?;
    let inner = usizes(&i64s(cx, "interior_padding")?)?;
    pad_with(cx, a, lo, inner)
}

fn dynamic_pad(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let ints = |v: &Value| -> KResult<Vec<i64>> {
        let t = arr(v)?;
        Ok((0..t.numel()).map(|i| t.get_int(i) as i64).collect())
    };
    let lo = ints(&a[2])?;
    let inner = usizes(&ints(&a[4])?)?;
    pad_with(cx, a, lo, inner)
}

fn pad_with(cx: &OpCx, a: Vec<Value>, lo: Vec<i64>, inner: Vec<usize>) -> KResult<Vec<Value>> {
    let x = arr(&a[0])?;
    let pv = arr(&a[1])?;
    let (shape, _) = result(cx, 0)?;
    if lo.len() != x.rank() || inner.len() != x.rank() {
        bail!(
            "padding has the wrong number of entries for rank {}",
            x.rank()
        );
    }
    let mut out = Array::full(shape.clone(), x.elem, &pv.data)?;
    let os = strides(&shape);
    let mut k = 0;
    let xshape = x.shape.clone();
    for_each_index(&xshape, |ix| {
        let mut o = 0i64;
        let mut inside = true;
        for d in 0..ix.len() {
            let p = lo[d] + (ix[d] * (inner[d] + 1)) as i64;
            if p < 0 || p >= shape[d] as i64 {
                inside = false;
            }
            o += p * os[d] as i64;
        }
        if inside {
            set(&mut out.data, o as usize, &x.data, k);
        }
        k += 1;
    });
    Ok(vec![val(out)])
}

// ---------------------------------------------------------------- contractions

/// `dot_general` with the dimension numbers given.
pub fn dot_general_arrays(x: &Array, y: &Array, d: &DotDims, out: Elem) -> KResult<Array> {
    let lb = usizes(&d.lhs_batch)?;
    let rb = usizes(&d.rhs_batch)?;
    let lc = usizes(&d.lhs_contract)?;
    let rc = usizes(&d.rhs_contract)?;
    let lf: Vec<usize> = (0..x.rank())
        .filter(|i| !lb.contains(i) && !lc.contains(i))
        .collect();
    let rf: Vec<usize> = (0..y.rank())
        .filter(|i| !rb.contains(i) && !rc.contains(i))
        .collect();
    // Permute to [batch, free, contract] and [batch, contract, free].
    let lp: Vec<usize> = lb.iter().chain(&lf).chain(&lc).copied().collect();
    let rp: Vec<usize> = rb.iter().chain(&rc).chain(&rf).copied().collect();
    let xt = transpose_array(x, &lp)?;
    let yt = transpose_array(y, &rp)?;
    let size = |a: &Array, dims: &[usize]| dims.iter().map(|&i| a.shape[i]).product::<usize>();
    let (b, m, k, n) = (size(x, &lb), size(x, &lf), size(x, &lc), size(y, &rf));
    if size(y, &rb) != b || size(y, &rc) != k {
        bail!("dot_general dimension sizes do not match");
    }
    let mut shape: Vec<usize> = lb.iter().map(|&i| x.shape[i]).collect();
    shape.extend(lf.iter().map(|&i| x.shape[i]));
    shape.extend(rf.iter().map(|&i| y.shape[i]));
    let data = match (&xt.data, &yt.data) {
        (Data::F(a), Data::F(c)) => {
            let mut o = vec![0f64; b * m * n];
            for bi in 0..b {
                let (a, c) = (
                    &a[bi * m * k..(bi + 1) * m * k],
                    &c[bi * k * n..(bi + 1) * k * n],
                );
                let o = &mut o[bi * m * n..(bi + 1) * m * n];
                for i in 0..m {
                    let row = &mut o[i * n..(i + 1) * n];
                    for kk in 0..k {
                        let av = a[i * k + kk];
                        if av == 0.0 {
                            // Still propagates NaN/inf from the other side.
                            if c[kk * n..(kk + 1) * n].iter().all(|v| v.is_finite()) {
                                continue;
                            }
                        }
                        let crow = &c[kk * n..(kk + 1) * n];
                        for j in 0..n {
                            row[j] += av * crow[j];
                        }
                    }
                }
            }
            Data::F(o.into_iter().map(|v| out.round(v)).collect())
        }
        _ => {
            let mut bld = Builder::new(out, b * m * n);
            let e = xt.elem;
            for bi in 0..b {
                for i in 0..m {
                    for j in 0..n {
                        let mut acc = convert_scalar(S::I(0), out);
                        for kk in 0..k {
                            let p = mul(
                                out,
                                convert_scalar(S::get(&xt, bi * m * k + i * k + kk), out),
                                convert_scalar(S::get(&yt, bi * k * n + kk * n + j), out),
                            )?;
                            acc = add(out, acc, p)?;
                        }
                        let _ = e;
                        bld.push(acc)?;
                    }
                }
            }
            bld.finish()
        }
    };
    Array::new(shape, out, data)
}

fn dot_general(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let (x, y) = (arr(&a[0])?, arr(&a[1])?);
    let d = cx
        .ctx
        .inherent_attr(cx.op, "dot_dimension_numbers")
        .and_then(|v| DotDims::of(cx.ctx, v))
        .ok_or_else(|| KernelError("malformed dot_dimension_numbers".into()))?;
    let out = result_elem(cx, 0)?;
    Ok(vec![val(dot_general_arrays(&x, &y, &d, out)?)])
}

fn dot(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let (x, y) = (arr(&a[0])?, arr(&a[1])?);
    let d = DotDims {
        lhs_contract: vec![x.rank() as i64 - 1],
        rhs_contract: vec![0],
        ..Default::default()
    };
    let out = result_elem(cx, 0)?;
    Ok(vec![val(dot_general_arrays(&x, &y, &d, out)?)])
}

fn dynamic_conv(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let p = arr(&a[2])?;
    let pads: Vec<(i64, i64)> = (0..p.numel() / 2)
        .map(|i| (p.get_int(2 * i) as i64, p.get_int(2 * i + 1) as i64))
        .collect();
    conv_padded(cx, a, Some(pads))
}

fn convolution(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    conv_padded(cx, a, None)
}

fn conv_padded(
    cx: &OpCx,
    a: Vec<Value>,
    pad_override: Option<Vec<(i64, i64)>>,
) -> KResult<Vec<Value>> {
    let (x, w) = (arr(&a[0])?, arr(&a[1])?);
    let d = cx
        .ctx
        .inherent_attr(cx.op, "dimension_numbers")
        .and_then(|v| ConvDims::of(cx.ctx, v))
        .ok_or_else(|| KernelError("malformed dimension_numbers".into()))?;
    let n = d.input_spatial.len();
    let strides_ = opt_i64s(cx, "window_strides").unwrap_or(vec![1; n]);
    let lhs_dil = opt_i64s(cx, "lhs_dilation").unwrap_or(vec![1; n]);
    let rhs_dil = opt_i64s(cx, "rhs_dilation").unwrap_or(vec![1; n]);
    let rev = opt_i64s(cx, "window_reversal").unwrap_or(vec![0; n]);
    let pads = match pad_override {
        Some(p) if p.len() == n => p,
        Some(_) => bail!("padding has the wrong number of entries"),
        None => padding(cx, n)?,
    };
    let fg = int_attr(cx, "feature_group_count").unwrap_or(1).max(1) as usize;
    let bg = int_attr(cx, "batch_group_count").unwrap_or(1).max(1) as usize;
    let (oshape, out) = result(cx, 0)?;
    let xs = strides(&x.shape);
    let ws = strides(&w.shape);
    let ib = d.input_batch as usize;
    let ifd = d.input_feature as usize;
    let kif = d.kernel_input_feature as usize;
    let kof = d.kernel_output_feature as usize;
    let ob = d.output_batch as usize;
    let of = d.output_feature as usize;
    let isp = usizes(&d.input_spatial)?;
    let ksp = usizes(&d.kernel_spatial)?;
    let osp = usizes(&d.output_spatial)?;
    let in_feat = x.shape[ifd];
    let k_in = w.shape[kif];
    let k_out = w.shape[kof];
    let batch = x.shape[ib];
    let out_batch = oshape[ob];
    let kspatial: Vec<usize> = ksp.iter().map(|&k| w.shape[k]).collect();
    let xf: Vec<f64> = (0..x.numel())
        .map(|i| S::get(&x, i).f().unwrap_or(0.0))
        .collect();
    let wf: Vec<f64> = (0..w.numel())
        .map(|i| S::get(&w, i).f().unwrap_or(0.0))
        .collect();
    let is_float = out.is_float();
    let mut res = vec![0f64; oshape.iter().product()];
    let os = strides(&oshape);
    let oc_per_fg = k_out / fg;
    let oc_per_bg = k_out / bg;
    let mut opos = vec![0usize; n];
    for_each_index(&oshape.clone(), |oi| {
        let bo = oi[ob];
        let oc = oi[of];
        for s in 0..n {
            opos[s] = oi[osp[s]];
        }
        let g = oc / oc_per_fg.max(1);
        let bgi = oc / oc_per_bg.max(1);
        let mut acc = 0f64;
        // Input batch for this output batch and batch group.
        let b_in = bgi * out_batch + bo;
        if b_in >= batch {
            return;
        }
        for ic in 0..k_in {
            let in_c = g * k_in + ic;
            if in_c >= in_feat {
                continue;
            }
            for_each_index(&kspatial, |ki| {
                let mut xoff = b_in * xs[ib] + in_c * xs[ifd];
                for s in 0..n {
                    let kpos = if rev[s] != 0 {
                        kspatial[s] - 1 - ki[s]
                    } else {
                        ki[s]
                    } as i64;
                    // Position in the dilated, padded input.
                    let p = opos[s] as i64 * strides_[s] + kpos * rhs_dil[s] - pads[s].0;
                    if p < 0 || p % lhs_dil[s] != 0 {
                        return;
                    }
                    let q = (p / lhs_dil[s]) as usize;
                    if q >= x.shape[isp[s]] {
                        return;
                    }
                    xoff += q * xs[isp[s]];
                }
                let mut woff = ic * ws[kif] + oc * ws[kof];
                for s in 0..n {
                    woff += ki[s] * ws[ksp[s]];
                }
                acc += xf[xoff] * wf[woff];
            });
        }
        let o: usize = oi.iter().zip(&os).map(|(a, b)| a * b).sum();
        res[o] = acc;
    });
    let data = if is_float {
        Data::F(res.into_iter().map(|v| out.round(v)).collect())
    } else {
        Data::I(res.into_iter().map(|v| out.wrap(v as i128)).collect())
    };
    Ok(vec![val(Array::new(oshape, out, data)?)])
}

// ---------------------------------------------------------------- gather, scatter

/// The start index vector at batch position `batch` of `indices`.
fn index_vector(ind: &Array, batch: &[usize], ivd: usize) -> Vec<i128> {
    let is = strides(&ind.shape);
    let n = if ivd < ind.rank() { ind.shape[ivd] } else { 1 };
    (0..n)
        .map(|k| {
            let mut off = 0;
            let mut bi = 0;
            for d in 0..ind.rank() {
                let i = if d == ivd {
                    k
                } else {
                    let v = batch.get(bi).copied().unwrap_or(0);
                    bi += 1;
                    v
                };
                off += i * is[d];
            }
            ind.get_int(off)
        })
        .collect()
}

fn gather(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let sizes = usizes(&i64s(cx, "slice_sizes")?)?;
    gather_sized(cx, a, sizes)
}

fn dynamic_gather(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let s = arr(&a[2])?;
    let sizes = (0..s.numel())
        .map(|i| s.get_int(i) as i64)
        .collect::<Vec<_>>();
    gather_sized(cx, a, usizes(&sizes)?)
}

fn gather_sized(cx: &OpCx, a: Vec<Value>, sizes: Vec<usize>) -> KResult<Vec<Value>> {
    let (x, ind) = (arr(&a[0])?, arr(&a[1])?);
    let d = cx
        .ctx
        .inherent_attr(cx.op, "dimension_numbers")
        .and_then(|v| GatherDims::of(cx.ctx, v))
        .ok_or_else(|| KernelError("malformed dimension_numbers".into()))?;
    let (oshape, e) = result(cx, 0)?;
    let offset_dims = usizes(&d.offset_dims)?;
    let collapsed = usizes(&d.collapsed_slice_dims)?;
    let obatch = usizes(&d.operand_batching_dims)?;
    let ibatch = usizes(&d.start_indices_batching_dims)?;
    let sim = usizes(&d.start_index_map)?;
    let ivd = d.index_vector_dim as usize;
    let xs = strides(&x.shape);
    // Operand dimensions that offsets run over, in order.
    let offset_operand: Vec<usize> = (0..x.rank())
        .filter(|i| !collapsed.contains(i) && !obatch.contains(i))
        .collect();
    let batch_dims: Vec<usize> = (0..oshape.len())
        .filter(|i| !offset_dims.contains(i))
        .collect();
    // Index batch dimensions (all of indices' but index_vector_dim).
    let ind_batch: Vec<usize> = (0..ind.rank()).filter(|&i| i != ivd).collect();
    // The verifier checks gather's dimension numbers; dynamic_gather's are
    // checked here, so a malformed one is an error rather than a panic.
    let r = x.rank();
    if sizes.len() != r
        || ivd > ind.rank()
        || offset_dims.iter().any(|&d| d >= oshape.len())
        || collapsed.iter().chain(&obatch).chain(&sim).any(|&d| d >= r)
        || offset_operand.len() != offset_dims.len()
        || batch_dims.len() != ind_batch.len()
        || obatch.len() != ibatch.len()
        || ibatch.iter().any(|&d| d >= ind.rank())
    {
        bail!("dimension numbers do not fit the operand, indices and result shapes");
    }
    let mut idx = Vec::with_capacity(oshape.iter().product());
    let mut err = None;
    for_each_index(&oshape.clone(), |oi| {
        let bpos: Vec<usize> = batch_dims.iter().map(|&d| oi[d]).collect();
        let starts = index_vector(&ind, &bpos, ivd);
        let mut full = vec![0i128; x.rank()];
        for (k, &od) in sim.iter().enumerate() {
            let hi = x.shape[od].saturating_sub(sizes[od]) as i128;
            full[od] = starts.get(k).copied().unwrap_or(0).clamp(0, hi);
        }
        for (k, &od) in obatch.iter().enumerate() {
            let id = ibatch[k];
            let pos = ind_batch
                .iter()
                .position(|&x| x == id)
                .map(|p| bpos[p])
                .unwrap_or(0);
            full[od] = pos as i128;
        }
        let mut off = 0usize;
        for (k, &od) in offset_operand.iter().enumerate() {
            let o = oi[offset_dims[k]];
            full[od] += o as i128;
        }
        for dd in 0..x.rank() {
            if full[dd] < 0 || full[dd] as usize >= x.shape[dd] {
                err = Some(dd);
            }
            off += full[dd] as usize * xs[dd];
        }
        idx.push(off.min(x.numel().saturating_sub(1)));
    });
    if let Some(dd) = err {
        bail!("gather index out of bounds in dimension {dd}");
    }
    Ok(vec![val(Array::new(
        oshape,
        e,
        x.data.pick(idx.into_iter()),
    )?)])
}

fn torch_index_select(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let (x, ind) = (arr(&a[0])?, arr(&a[1])?);
    let dim = int_attr(cx, "dim")? as usize;
    let bd = int_attr(cx, "batch_dims")? as usize;
    let (oshape, e) = result(cx, 0)?;
    if dim >= x.rank()
        || bd > ind.rank()
        || bd > dim
        || oshape.len() + 1 != x.rank() + ind.rank() - bd
    {
        bail!("dim and batch_dims do not fit the operands");
    }
    let xs = strides(&x.shape);
    let is = strides(&ind.shape);
    let mut idx = Vec::new();
    let mut bad = false;
    for_each_index(&oshape.clone(), |oi| {
        // oi = x[:dim] ++ ind[bd:] ++ x[dim+1:]
        let k = ind.rank() - bd;
        let mut ioff = 0;
        for j in 0..bd {
            ioff += oi[j] * is[j];
        }
        for j in 0..k {
            ioff += oi[dim + j] * is[bd + j];
        }
        let sel = ind.get_int(ioff);
        if sel < 0 || sel as usize >= x.shape[dim] {
            bad = true;
            return;
        }
        let mut off = 0;
        for j in 0..dim {
            off += oi[j] * xs[j];
        }
        off += sel as usize * xs[dim];
        for j in dim + 1..x.rank() {
            off += oi[j + k - 1] * xs[j];
        }
        idx.push(off);
    });
    if bad {
        bail!("index out of range");
    }
    Ok(vec![val(Array::new(
        oshape,
        e,
        x.data.pick(idx.into_iter()),
    )?)])
}

fn scatter(interp: &Interpreter, frame: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let ctx = interp.ctx();
    let fail = |m: String| interp.failed(op, m);
    let d = ctx
        .inherent_attr(op, "scatter_dimension_numbers")
        .and_then(|v| ScatterDims::of(ctx, v))
        .ok_or_else(|| fail("malformed scatter_dimension_numbers".into()))?;
    let n = (a.len() - 1) / 2;
    let ins: Vec<Rc<Array>> = a[..n]
        .iter()
        .map(arr)
        .collect::<KResult<_>>()
        .map_err(|e| fail(e.0))?;
    let ind = arr(&a[n]).map_err(|e| fail(e.0))?;
    let ups: Vec<Rc<Array>> = a[n + 1..]
        .iter()
        .map(arr)
        .collect::<KResult<_>>()
        .map_err(|e| fail(e.0))?;
    let mut outs: Vec<Array> = ins.iter().map(|x| (**x).clone()).collect();
    let body = region(interp, op, 0)?;
    let uwd = usizes(&d.update_window_dims).map_err(|e| fail(e.0))?;
    let iwd = usizes(&d.inserted_window_dims).map_err(|e| fail(e.0))?;
    let ibd = usizes(&d.input_batching_dims).map_err(|e| fail(e.0))?;
    let sibd = usizes(&d.scatter_indices_batching_dims).map_err(|e| fail(e.0))?;
    let sdod = usizes(&d.scatter_dims_to_operand_dims).map_err(|e| fail(e.0))?;
    let ivd = d.index_vector_dim as usize;
    let x0 = &ins[0];
    let xs = strides(&x0.shape);
    let update_scatter_dims: Vec<usize> = (0..ups[0].rank()).filter(|i| !uwd.contains(i)).collect();
    let window_operand: Vec<usize> = (0..x0.rank())
        .filter(|i| !iwd.contains(i) && !ibd.contains(i))
        .collect();
    let ind_batch: Vec<usize> = (0..ind.rank()).filter(|&i| i != ivd).collect();
    let ushape = ups[0].shape.clone();
    let us = strides(&ushape);
    let mut positions = Vec::new();
    for_each_index(&ushape, |ui| positions.push(ui.to_vec()));
    for ui in positions {
        let bpos: Vec<usize> = update_scatter_dims.iter().map(|&d| ui[d]).collect();
        let starts = index_vector(&ind, &bpos, ivd);
        let mut full = vec![0i128; x0.rank()];
        for (k, &od) in sdod.iter().enumerate() {
            full[od] = starts.get(k).copied().unwrap_or(0);
        }
        for (k, &od) in ibd.iter().enumerate() {
            let id = sibd[k];
            let pos = ind_batch
                .iter()
                .position(|&x| x == id)
                .map(|p| bpos[p])
                .unwrap_or(0);
            full[od] = pos as i128;
        }
        for (k, &od) in window_operand.iter().enumerate() {
            full[od] += ui[uwd[k]] as i128;
        }
        if (0..x0.rank()).any(|dd| full[dd] < 0 || full[dd] as usize >= x0.shape[dd]) {
            continue; // out-of-bounds updates are skipped
        }
        let off: usize = (0..x0.rank()).map(|dd| full[dd] as usize * xs[dd]).sum();
        let uoff: usize = ui.iter().zip(&us).map(|(a, b)| a * b).sum();
        let mut args = Vec::with_capacity(2 * n);
        for o in &outs {
            args.push(val(scalar_at(o, off)));
        }
        for u in &ups {
            args.push(val(scalar_at(u, uoff)));
        }
        let r = interp.run_region(frame, body, args)?;
        for (k, v) in r.iter().enumerate() {
            let s = arr(v).map_err(|e| fail(e.0))?;
            set(&mut outs[k].data, off, &s.data, 0);
        }
    }
    Ok(outs.into_iter().map(val).collect())
}

/// Element `i` of `x` as a rank-0 array.
pub fn scalar_at(x: &Array, i: usize) -> Array {
    Array {
        shape: vec![],
        elem: x.elem,
        data: x.data.pick(std::iter::once(i)),
    }
}

// ---------------------------------------------------------------- regions

/// The single binary op of a reduction body applied to its two arguments,
/// if the body is just that (then reductions run without the interpreter).
fn simple_combiner(ctx: &Context, r: ir::Region) -> Option<&'static str> {
    let b = *ctx.region(r).blocks.first()?;
    let ops: Vec<Op> = ctx.block_ops(b).collect();
    if ops.len() != 2 {
        return None;
    }
    let args = &ctx.block(b).args;
    let inner = ctx.op(ops[0]);
    if args.len() != 2 || inner.operands().collect::<Vec<_>>() != args[..] {
        return None;
    }
    let ret = ctx.op(ops[1]);
    if ret.operands().len() != 1 || ret.operand(0) != inner.results().get(0) {
        return None;
    }
    Some(match ctx.op_name(ops[0]) {
        AddOp::NAME => AddOp::NAME,
        MaximumOp::NAME => MaximumOp::NAME,
        MinimumOp::NAME => MinimumOp::NAME,
        MultiplyOp::NAME => MultiplyOp::NAME,
        AndOp::NAME => AndOp::NAME,
        OrOp::NAME => OrOp::NAME,
        XorOp::NAME => XorOp::NAME,
        _ => return None,
    })
}

fn combine(name: &str, e: Elem, x: S, y: S) -> KResult<S> {
    match name {
        AddOp::NAME => add(e, x, y),
        MaximumOp::NAME => max(e, x, y),
        MinimumOp::NAME => min(e, x, y),
        MultiplyOp::NAME => mul(e, x, y),
        AndOp::NAME => bitwise(e, x, y, |a, b| a & b),
        OrOp::NAME => bitwise(e, x, y, |a, b| a | b),
        _ => bitwise(e, x, y, |a, b| a ^ b),
    }
}

/// Runs `body` on scalars, or the simple combiner directly.
struct Combiner<'a> {
    interp: &'a Interpreter<'a>,
    body: ir::Region,
    simple: Option<&'static str>,
}

impl Combiner<'_> {
    fn call(
        &self,
        frame: &mut Frame,
        op: Op,
        acc: &[Array],
        x: &[Array],
    ) -> Result<Vec<Array>, crate::InterpError> {
        if let (Some(name), [a], [b]) = (self.simple, acc, x) {
            let e = a.elem;
            let s = combine(name, e, S::get(a, 0), S::get(b, 0))
                .map_err(|m| self.interp.failed(op, m.0))?;
            let mut bld = Builder::new(e, 1);
            bld.push(s).map_err(|m| self.interp.failed(op, m.0))?;
            return Ok(vec![Array {
                shape: vec![],
                elem: e,
                data: bld.finish(),
            }]);
        }
        let args: Vec<Value> = acc.iter().chain(x).map(|a| val(a.clone())).collect();
        let r = self.interp.run_region(frame, self.body, args)?;
        r.iter()
            .map(|v| {
                arr(v)
                    .map(|a| (*a).clone())
                    .map_err(|m| self.interp.failed(op, m.0))
            })
            .collect()
    }
}

fn reduce(interp: &Interpreter, frame: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let ctx = interp.ctx();
    let fail = |m: String| interp.failed(op, m);
    let n = a.len() / 2;
    let ins: Vec<Rc<Array>> = a[..n]
        .iter()
        .map(arr)
        .collect::<KResult<_>>()
        .map_err(|e| fail(e.0))?;
    let inits: Vec<Rc<Array>> = a[n..]
        .iter()
        .map(arr)
        .collect::<KResult<_>>()
        .map_err(|e| fail(e.0))?;
    let dims = ctx
        .inherent_attr(op, "dimensions")
        .and_then(|v| to_i64s(ctx, v))
        .ok_or_else(|| fail("has no dimensions".into()))?;
    let dims = usizes(&dims).map_err(|e| fail(e.0))?;
    let body = region(interp, op, 0)?;
    let simple = if n == 1 {
        simple_combiner(ctx, body)
    } else {
        None
    };
    let x0 = &ins[0];
    let keep: Vec<usize> = (0..x0.rank()).filter(|d| !dims.contains(d)).collect();
    let oshape: Vec<usize> = keep.iter().map(|&d| x0.shape[d]).collect();
    let on: usize = oshape.iter().product();
    let xs = strides(&x0.shape);
    let ost = strides(&oshape);
    // Fast path: a float sum/max/min over one input.
    if let (Some(name), Data::F(xv), Data::F(iv)) = (simple, &x0.data, &inits[0].data) {
        let e = x0.elem;
        let mut acc = vec![iv[0]; on];
        let mut k = 0usize;
        let xshape = x0.shape.clone();
        let mut bad = None;
        for_each_index(&xshape, |ix| {
            let o: usize = keep.iter().enumerate().map(|(j, &d)| ix[d] * ost[j]).sum();
            match combine(name, e, S::F(acc[o]), S::F(xv[k])) {
                Ok(S::F(v)) => acc[o] = e.round(v),
                Ok(_) => {}
                Err(m) => bad = Some(m),
            }
            k += 1;
        });
        if let Some(m) = bad {
            return Err(fail(m.0));
        }
        let _ = xs;
        return Ok(vec![val(
            Array::new(oshape, e, Data::F(acc)).map_err(|m| fail(m.0))?
        )]);
    }
    let comb = Combiner {
        interp,
        body,
        simple,
    };
    let mut accs: Vec<Vec<Array>> = (0..on)
        .map(|_| inits.iter().map(|i| (**i).clone()).collect())
        .collect();
    let xshape = x0.shape.clone();
    let mut order = Vec::new();
    for_each_index(&xshape, |ix| {
        let o: usize = keep.iter().enumerate().map(|(j, &d)| ix[d] * ost[j]).sum();
        let xi: usize = ix.iter().zip(&xs).map(|(a, b)| a * b).sum();
        order.push((o, xi));
    });
    for (o, xi) in order {
        let xsc: Vec<Array> = ins.iter().map(|x| scalar_at(x, xi)).collect();
        accs[o] = comb.call(frame, op, &accs[o], &xsc)?;
    }
    gather_results(&accs, &inits, &oshape).map_err(|m| fail(m.0))
}

/// The `n` outputs of a reduction from its per-position scalar results
/// (`accs[position][k]`), each of its init value's element type.
fn gather_results(
    accs: &[Vec<Array>],
    inits: &[Rc<Array>],
    shape: &[usize],
) -> KResult<Vec<Value>> {
    let mut outs = Vec::with_capacity(inits.len());
    for (k, init) in inits.iter().enumerate() {
        let data = match &init.data {
            Data::I(_) => Data::I(accs.iter().map(|a| a[k].get_int(0)).collect()),
            Data::F(_) => Data::F(accs.iter().map(|a| a[k].get_f64(0)).collect()),
            Data::C(_) => Data::C(
                accs.iter()
                    .map(|a| match &a[k].data {
                        Data::C(v) => v[0],
                        _ => (0.0, 0.0),
                    })
                    .collect(),
            ),
        };
        outs.push(val(Array::new(shape.to_vec(), init.elem, data)?));
    }
    Ok(outs)
}

fn reduce_window(interp: &Interpreter, frame: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let ctx = interp.ctx();
    let fail = |m: String| interp.failed(op, m);
    let n = a.len() / 2;
    let ins: Vec<Rc<Array>> = a[..n]
        .iter()
        .map(arr)
        .collect::<KResult<_>>()
        .map_err(|e| fail(e.0))?;
    let inits: Vec<Rc<Array>> = a[n..]
        .iter()
        .map(arr)
        .collect::<KResult<_>>()
        .map_err(|e| fail(e.0))?;
    let x0 = ins[0].clone();
    let r = x0.rank();
    let get = |name: &str, dflt: i64| -> Vec<i64> {
        ctx.inherent_attr(op, name)
            .and_then(|v| to_i64s(ctx, v))
            .unwrap_or(vec![dflt; r])
    };
    let wd = get("window_dimensions", 1);
    let ws = get("window_strides", 1);
    let bd = get("base_dilations", 1);
    let wdl = get("window_dilations", 1);
    let cx = OpCx { ctx, op };
    let pads = padding(&cx, r).map_err(|e| fail(e.0))?;
    let body = region(interp, op, 0)?;
    let simple = if n == 1 {
        simple_combiner(ctx, body)
    } else {
        None
    };
    let comb = Combiner {
        interp,
        body,
        simple,
    };
    let oshape: Vec<usize> = match cx.result_type(0).map(|t| shape_elem(ctx, t)) {
        Some(Ok((s, _))) => s,
        _ => return Err(fail("bad result type".into())),
    };
    let xs = strides(&x0.shape);
    let wshape = usizes(&wd).map_err(|e| fail(e.0))?;
    let mut results: Vec<Vec<Array>> = Vec::new();
    let mut positions = Vec::new();
    for_each_index(&oshape, |oi| positions.push(oi.to_vec()));
    for oi in positions {
        let mut acc: Vec<Array> = inits.iter().map(|i| (**i).clone()).collect();
        let mut elems = Vec::new();
        for_each_index(&wshape, |wi| {
            let mut off = 0usize;
            for d in 0..r {
                let p = oi[d] as i64 * ws[d] + wi[d] as i64 * wdl[d] - pads[d].0;
                if p < 0 || p % bd[d] != 0 {
                    return;
                }
                let q = (p / bd[d]) as usize;
                if q >= x0.shape[d] {
                    return;
                }
                off += q * xs[d];
            }
            elems.push(off);
        });
        for off in elems {
            let xsc: Vec<Array> = ins.iter().map(|x| scalar_at(x, off)).collect();
            acc = comb.call(frame, op, &acc, &xsc)?;
        }
        results.push(acc);
    }
    gather_results(&results, &inits, &oshape).map_err(|m| fail(m.0))
}

fn select_and_scatter(interp: &Interpreter, frame: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let ctx = interp.ctx();
    let fail = |m: String| interp.failed(op, m);
    let x = arr(&a[0]).map_err(|e| fail(e.0))?;
    let src = arr(&a[1]).map_err(|e| fail(e.0))?;
    let init = arr(&a[2]).map_err(|e| fail(e.0))?;
    let r = x.rank();
    let get = |name: &str, dflt: i64| -> Vec<i64> {
        ctx.inherent_attr(op, name)
            .and_then(|v| to_i64s(ctx, v))
            .unwrap_or(vec![dflt; r])
    };
    let wd = get("window_dimensions", 1);
    let ws = get("window_strides", 1);
    if wd.len() != r || ws.len() != r || src.rank() != r {
        return Err(fail(format!("window attributes do not fit rank {r}")));
    }
    let cx = OpCx { ctx, op };
    let pads = padding(&cx, r).map_err(|e| fail(e.0))?;
    let sel = region(interp, op, 0)?;
    let sca = region(interp, op, 1)?;
    let mut out = Array::full(x.shape.clone(), x.elem, &init.data).map_err(|e| fail(e.0))?;
    let xs = strides(&x.shape);
    let wshape = usizes(&wd).map_err(|e| fail(e.0))?;
    let mut positions = Vec::new();
    for_each_index(&src.shape, |si| positions.push(si.to_vec()));
    let sst = strides(&src.shape);
    for si in positions {
        let mut chosen: Option<usize> = None;
        let mut elems = Vec::new();
        for_each_index(&wshape, |wi| {
            let mut off = 0usize;
            for d in 0..r {
                let p = si[d] as i64 * ws[d] + wi[d] as i64 - pads[d].0;
                if p < 0 || p as usize >= x.shape[d] {
                    return;
                }
                off += p as usize * xs[d];
            }
            elems.push(off);
        });
        for off in elems {
            match chosen {
                None => chosen = Some(off),
                Some(c) => {
                    let rr = interp.run_region(
                        frame,
                        sel,
                        vec![val(scalar_at(&x, c)), val(scalar_at(&x, off))],
                    )?;
                    let keep = arr(&rr[0]).map_err(|e| fail(e.0))?.get_int(0) != 0;
                    if !keep {
                        chosen = Some(off);
                    }
                }
            }
        }
        if let Some(c) = chosen {
            let soff: usize = si.iter().zip(&sst).map(|(a, b)| a * b).sum();
            let rr = interp.run_region(
                frame,
                sca,
                vec![val(scalar_at(&out, c)), val(scalar_at(&src, soff))],
            )?;
            let s = arr(&rr[0]).map_err(|e| fail(e.0))?;
            set(&mut out.data, c, &s.data, 0);
        }
    }
    Ok(vec![val(out)])
}

fn sort(interp: &Interpreter, frame: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let ctx = interp.ctx();
    let fail = |m: String| interp.failed(op, m);
    let ins: Vec<Rc<Array>> = a
        .iter()
        .map(arr)
        .collect::<KResult<_>>()
        .map_err(|e| fail(e.0))?;
    let x0 = ins[0].clone();
    let r = x0.rank() as i64;
    let mut dim = match ctx.inherent_attr(op, "dimension").map(|v| ctx.attr_kind(v)) {
        Some(AttrKind::Integer { value, .. }) => value.as_i64().unwrap_or(-1),
        _ => -1,
    };
    if dim < 0 {
        dim += r;
    }
    if dim < 0 || dim >= r.max(1) {
        return Err(fail(format!("sort dimension {dim} out of range")));
    }
    let dim = dim as usize;
    let body = region(interp, op, 0)?;
    let mut outs: Vec<Array> = ins.iter().map(|x| (**x).clone()).collect();
    if x0.rank() == 0 {
        return Ok(outs.into_iter().map(val).collect());
    }
    let xs = strides(&x0.shape);
    let len = x0.shape[dim];
    let mut outer_shape = x0.shape.clone();
    outer_shape[dim] = 1;
    let mut lines = Vec::new();
    for_each_index(&outer_shape, |oi| {
        let base: usize = oi.iter().zip(&xs).map(|(a, b)| a * b).sum();
        lines.push(base);
    });
    for base in lines {
        let offs: Vec<usize> = (0..len).map(|i| base + i * xs[dim]).collect();
        // A merge sort calling the comparator (stable, as is_stable asks;
        // an unstable order is also a valid one).
        let mut order: Vec<usize> = (0..len).collect();
        let mut err = None;
        let mut less = |i: usize, j: usize, frame: &mut Frame| -> bool {
            let mut args = Vec::with_capacity(2 * ins.len());
            for x in &ins {
                args.push(val(scalar_at(x, offs[i])));
                args.push(val(scalar_at(x, offs[j])));
            }
            match interp.run_region(frame, body, args) {
                Ok(r) => r
                    .first()
                    .and_then(|v| arr(v).ok())
                    .map(|v| v.get_int(0) != 0)
                    .unwrap_or(false),
                Err(e) => {
                    err = Some(e);
                    false
                }
            }
        };
        merge_sort(&mut order, &mut |i, j| less(i, j, frame));
        if let Some(e) = err {
            return Err(e);
        }
        for (k, x) in ins.iter().enumerate() {
            for (p, &src) in order.iter().enumerate() {
                set(&mut outs[k].data, offs[p], &x.data, offs[src]);
            }
        }
    }
    Ok(outs.into_iter().map(val).collect())
}

fn merge_sort(v: &mut Vec<usize>, less: &mut impl FnMut(usize, usize) -> bool) {
    if v.len() <= 1 {
        return;
    }
    let mid = v.len() / 2;
    let mut right = v.split_off(mid);
    merge_sort(v, less);
    merge_sort(&mut right, less);
    let left = std::mem::take(v);
    let (mut i, mut j) = (0, 0);
    while i < left.len() && j < right.len() {
        if less(right[j], left[i]) {
            v.push(right[j]);
            j += 1;
        } else {
            v.push(left[i]);
            i += 1;
        }
    }
    v.extend_from_slice(&left[i..]);
    v.extend_from_slice(&right[j..]);
}

fn map(interp: &Interpreter, frame: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let fail = |m: String| interp.failed(op, m);
    let ins: Vec<Rc<Array>> = a
        .iter()
        .map(arr)
        .collect::<KResult<_>>()
        .map_err(|e| fail(e.0))?;
    let body = region(interp, op, 0)?;
    let cx = OpCx {
        ctx: interp.ctx(),
        op,
    };
    let (shape, e) = result(&cx, 0).map_err(|m| fail(m.0))?;
    let n: usize = shape.iter().product();
    let mut b = Builder::new(e, n);
    for i in 0..n {
        let args = ins.iter().map(|x| val(scalar_at(x, i))).collect();
        let r = interp.run_region(frame, body, args)?;
        let s = arr(&r[0]).map_err(|m| fail(m.0))?;
        b.push(S::get(&s, 0)).map_err(|m| fail(m.0))?;
    }
    Ok(vec![val(
        Array::new(shape, e, b.finish()).map_err(|m| fail(m.0))?
    )])
}

/// Iterations of a `stablehlo.while` before it counts as a hang, unless
/// `--max-steps` says otherwise.
const MAX_WHILE_ITERATIONS: u64 = 1 << 32;

fn while_(interp: &Interpreter, frame: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let cond = region(interp, op, 0)?;
    let body = region(interp, op, 1)?;
    let mut args = a;
    let limit = interp.max_steps().unwrap_or(MAX_WHILE_ITERATIONS);
    for _ in 0..limit {
        let c = interp.run_region(frame, cond, args.clone())?;
        let go = c
            .first()
            .and_then(|v| arr(v).ok())
            .map(|v| v.get_int(0) != 0)
            .ok_or_else(|| interp.failed(op, "cond region did not return an i1 tensor".into()))?;
        if !go {
            return Ok(args);
        }
        args = interp.run_region(frame, body, args)?;
    }
    Err(interp.failed(
        op,
        format!("did not finish within {limit} iterations (--max-steps)"),
    ))
}

fn if_(interp: &Interpreter, frame: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let p = arr(&a[0]).map_err(|e| interp.failed(op, e.0))?.get_int(0) != 0;
    let r = region(interp, op, if p { 0 } else { 1 })?;
    interp.run_region(frame, r, vec![])
}

fn case(interp: &Interpreter, frame: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let i = arr(&a[0]).map_err(|e| interp.failed(op, e.0))?.get_int(0);
    let n = interp.ctx().op(op).regions.len();
    if n == 0 {
        return Err(interp.failed(op, "has no branches".into()));
    }
    let k = if i < 0 || i as usize >= n {
        n - 1
    } else {
        i as usize
    };
    let r = region(interp, op, k)?;
    interp.run_region(frame, r, vec![])
}

fn composite(interp: &Interpreter, _frame: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let ctx = interp.ctx();
    let name = match ctx
        .inherent_attr(op, "decomposition")
        .map(|v| ctx.attr_kind(v))
    {
        Some(AttrKind::SymbolRef { root, .. }) => ctx.str(*root).to_string(),
        _ => return Err(interp.failed(op, "has no decomposition".into())),
    };
    let f = interp
        .function(&name)
        .ok_or_else(|| interp.failed(op, format!("decomposition @{name} not found")))?;
    interp.call(f, a)
}

// ---------------------------------------------------------------- linear algebra, misc

fn batch_norm_inference(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let v = args(&a)?;
    let (x, scale, offset, mean, var) = (&v[0], &v[1], &v[2], &v[3], &v[4]);
    let eps = match cx.attr("epsilon") {
        Some(AttrKind::Float { ty, bits }) => float_attr(cx.ctx, *ty, bits.get()),
        _ => bail!("has no epsilon"),
    };
    let f = int_attr(cx, "feature_index")? as usize;
    if f >= x.rank()
        || [scale, offset, mean, var]
            .iter()
            .any(|t| t.numel() != x.shape[f])
    {
        bail!("feature_index and the 1-D operands do not fit the operand's shape");
    }
    let xs = strides(&x.shape);
    let e = x.elem;
    let out: Vec<f64> = (0..x.numel())
        .map(|i| {
            let c = (i / xs[f]) % x.shape[f];
            let y = (x.get_f64(i) - mean.get_f64(c)) / (var.get_f64(c) + eps).sqrt();
            e.round(y * scale.get_f64(c) + offset.get_f64(c))
        })
        .collect();
    Ok(vec![val(Array::new(x.shape.clone(), e, Data::F(out))?)])
}

fn batch_norm_training(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let v = args(&a)?;
    let (x, scale, offset) = (&v[0], &v[1], &v[2]);
    let eps = match cx.attr("epsilon") {
        Some(AttrKind::Float { ty, bits }) => float_attr(cx.ctx, *ty, bits.get()),
        _ => bail!("has no epsilon"),
    };
    let f = int_attr(cx, "feature_index")? as usize;
    if f >= x.rank() || [scale, offset].iter().any(|t| t.numel() != x.shape[f]) {
        bail!("feature_index and the 1-D operands do not fit the operand's shape");
    }
    let xs = strides(&x.shape);
    let c = x.shape[f];
    let cnt = (x.numel() / c.max(1)) as f64;
    let mut mean = vec![0f64; c];
    let mut var = vec![0f64; c];
    for i in 0..x.numel() {
        mean[(i / xs[f]) % c] += x.get_f64(i);
    }
    mean.iter_mut().for_each(|m| *m /= cnt);
    for i in 0..x.numel() {
        let k = (i / xs[f]) % c;
        var[k] += (x.get_f64(i) - mean[k]).powi(2);
    }
    var.iter_mut().for_each(|m| *m /= cnt);
    let e = x.elem;
    let out: Vec<f64> = (0..x.numel())
        .map(|i| {
            let k = (i / xs[f]) % c;
            e.round(
                (x.get_f64(i) - mean[k]) / (var[k] + eps).sqrt() * scale.get_f64(k)
                    + offset.get_f64(k),
            )
        })
        .collect();
    Ok(vec![
        val(Array::new(x.shape.clone(), e, Data::F(out))?),
        val(Array::new(
            vec![c],
            e,
            Data::F(mean.into_iter().map(|v| e.round(v)).collect()),
        )?),
        val(Array::new(
            vec![c],
            e,
            Data::F(var.into_iter().map(|v| e.round(v)).collect()),
        )?),
    ])
}

fn float_attr(_ctx: &Context, ty: Type, bits: u128) -> f64 {
    let _ = ty;
    // F32Attr: the encoding is f32's.
    f32::from_bits(bits as u32) as f64
}

fn rng_bit_generator(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    // A deterministic generator (the algorithm is implementation-defined
    // for DEFAULT): splitmix64 seeded from the state.
    let s = arr(&a[0])?;
    let (oshape, e) = result(cx, 1)?;
    let mut seed: u64 = (0..s.numel()).fold(0x9E37_79B9_7F4A_7C15, |h, i| {
        h ^ (s.get_int(i) as u64).wrapping_mul(0xBF58_476D_1CE4_E5B9)
    });
    let n: usize = oshape.iter().product();
    let mut b = Builder::new(e, n);
    for _ in 0..n {
        seed = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = seed;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        b.push(from_bits(e, z as u128))?;
    }
    let mut st = (*s).clone();
    if let Data::I(v) = &mut st.data {
        if let Some(x) = v.first_mut() {
            *x = s.elem.wrap(*x + n as i128);
        }
    }
    Ok(vec![val(st), val(Array::new(oshape, e, b.finish())?)])
}

fn cholesky(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let x = arr(&a[0])?;
    let lower = matches!(cx.attr("lower"), Some(AttrKind::Bool(true)));
    let r = x.rank();
    if r < 2 || x.shape[r - 1] != x.shape[r - 2] {
        bail!("expects square matrices in the two minor dimensions");
    }
    let n = x.shape[r - 1];
    let e = x.elem;
    let batch = x.numel() / (n * n).max(1);
    let mut out = vec![0f64; x.numel()];
    for b in 0..batch {
        let m = |i: usize, j: usize| {
            let (i, j) = if lower { (i, j) } else { (j, i) };
            x.get_f64(b * n * n + i * n + j)
        };
        let mut l = vec![0f64; n * n];
        for j in 0..n {
            let mut s = m(j, j);
            for k in 0..j {
                s -= l[j * n + k] * l[j * n + k];
            }
            l[j * n + j] = s.sqrt();
            for i in j + 1..n {
                let mut s = m(i, j);
                for k in 0..j {
                    s -= l[i * n + k] * l[j * n + k];
                }
                l[i * n + j] = s / l[j * n + j];
            }
        }
        for i in 0..n {
            for j in 0..n {
                let v = if lower { l[i * n + j] } else { l[j * n + i] };
                // The other triangle keeps the input's values.
                let keep = if lower { j > i } else { i > j };
                out[b * n * n + i * n + j] = e.round(if keep {
                    x.get_f64(b * n * n + i * n + j)
                } else {
                    v
                });
            }
        }
    }
    Ok(vec![val(Array::new(x.shape.clone(), e, Data::F(out))?)])
}

fn triangular_solve(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let (am, bm) = (arr(&a[0])?, arr(&a[1])?);
    let left = matches!(cx.attr("left_side"), Some(AttrKind::Bool(true)));
    let lower = matches!(cx.attr("lower"), Some(AttrKind::Bool(true)));
    let unit = matches!(cx.attr("unit_diagonal"), Some(AttrKind::Bool(true)));
    let tr = cx
        .ctx
        .inherent_attr(cx.op, "transpose_a")
        .and_then(|v| ::dialects::stablehlo::attrs::enum_case(cx.ctx, v, "transpose"))
        .unwrap_or("NO_TRANSPOSE");
    let r = bm.rank();
    if r < 2 || am.rank() != r || am.shape[r - 1] != am.shape[r - 2] {
        bail!("expects 'a' to be square matrices of the rank of 'b'");
    }
    let (m, n) = (bm.shape[r - 2], bm.shape[r - 1]);
    let k = am.shape[r - 1];
    if k != if left { m } else { n } {
        bail!("the shared dimension of 'a' and 'b' differs");
    }
    let batch = bm.numel() / (m * n).max(1);
    let e = bm.elem;
    let mut out = vec![0f64; bm.numel()];
    for b in 0..batch {
        // op(A)[i][j]
        let t = tr != "NO_TRANSPOSE";
        let opa = |i: usize, j: usize| {
            let (i, j) = if t { (j, i) } else { (i, j) };
            if i == j && unit {
                return 1.0;
            }
            let in_tri = if lower { j <= i } else { j >= i };
            if in_tri {
                am.get_f64(b * k * k + i * k + j)
            } else {
                0.0
            }
        };
        let eff_lower = lower != t;
        let bv = |i: usize, j: usize| bm.get_f64(b * m * n + i * n + j);
        let mut x = vec![0f64; m * n];
        if left {
            // op(A) X = B, X is m x n, op(A) is m x m.
            for j in 0..n {
                let rows: Vec<usize> = if eff_lower {
                    (0..m).collect()
                } else {
                    (0..m).rev().collect()
                };
                for &i in &rows {
                    let mut s = bv(i, j);
                    for kk in 0..m {
                        if kk != i && (if eff_lower { kk < i } else { kk > i }) {
                            s -= opa(i, kk) * x[kk * n + j];
                        }
                    }
                    x[i * n + j] = s / opa(i, i);
                }
            }
        } else {
            // X op(A) = B, op(A) is n x n.
            for i in 0..m {
                let cols: Vec<usize> = if eff_lower {
                    (0..n).rev().collect()
                } else {
                    (0..n).collect()
                };
                for &j in &cols {
                    let mut s = bv(i, j);
                    for kk in 0..n {
                        if kk != j && (if eff_lower { kk > j } else { kk < j }) {
                            s -= x[i * n + kk] * opa(kk, j);
                        }
                    }
                    x[i * n + j] = s / opa(j, j);
                }
            }
        }
        for (i, v) in x.into_iter().enumerate() {
            out[b * m * n + i] = e.round(v);
        }
    }
    Ok(vec![val(Array::new(bm.shape.clone(), e, Data::F(out))?)])
}

fn fft(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let x = arr(&a[0])?;
    let ty = cx
        .ctx
        .inherent_attr(cx.op, "fft_type")
        .and_then(|v| ::dialects::stablehlo::attrs::enum_case(cx.ctx, v, "fft_type"))
        .unwrap_or("FFT")
        .to_string();
    let lens = usizes(&i64s(cx, "fft_length")?)?;
    let (oshape, e) = result(cx, 0)?;
    // Complex input, the transformed dimensions the last len(lens).
    let mut cur: Vec<(f64, f64)> = (0..x.numel())
        .map(|i| match &x.data {
            Data::C(v) => v[i],
            _ => (x.get_f64(i), 0.0),
        })
        .collect();
    let mut shape = x.shape.clone();
    let r = shape.len();
    let k = lens.len();
    if k == 0 || k > 3 || k > r {
        bail!("fft_length has {k} entries for an operand of rank {r}");
    }
    for i in 0..k {
        let want = if ty == "IRFFT" && i == k - 1 {
            lens[i] / 2 + 1
        } else {
            lens[i]
        };
        if shape[r - k + i] != want {
            bail!(
                "operand dimension {} is {}, fft_length asks for {want}",
                r - k + i,
                shape[r - k + i]
            );
        }
    }
    if oshape.len() != r {
        bail!("result rank {} differs from operand rank {r}", oshape.len());
    }
    if ty == "IRFFT" {
        // Extend the half spectrum of the last dimension by symmetry.
        let last = lens[k - 1];
        let half = shape[r - 1];
        let outer: usize = cur.len() / half.max(1);
        let mut full = Vec::with_capacity(outer * last);
        for o in 0..outer {
            for j in 0..last {
                let v = if j < half {
                    cur[o * half + j]
                } else {
                    let c = cur[o * half + (last - j)];
                    (c.0, -c.1)
                };
                full.push(v);
            }
        }
        cur = full;
        shape[r - 1] = last;
    }
    let inverse = ty == "IFFT" || ty == "IRFFT";
    for d in (r - k)..r {
        let len = shape[d];
        let st = strides(&shape);
        let mut next = cur.clone();
        let mut outer = shape.clone();
        outer[d] = 1;
        for_each_index(&outer, |oi| {
            let base: usize = oi.iter().zip(&st).map(|(a, b)| a * b).sum();
            for kk in 0..len {
                let (mut re, mut im) = (0.0, 0.0);
                for j in 0..len {
                    let ang = 2.0 * std::f64::consts::PI * (kk * j) as f64 / len as f64
                        * if inverse { 1.0 } else { -1.0 };
                    let (a, b) = cur[base + j * st[d]];
                    re += a * ang.cos() - b * ang.sin();
                    im += a * ang.sin() + b * ang.cos();
                }
                if inverse {
                    re /= len as f64;
                    im /= len as f64;
                }
                next[base + kk * st[d]] = (re, im);
            }
        });
        cur = next;
    }
    let n: usize = oshape.iter().product();
    let data = match e {
        Elem::Complex(_) => {
            // RFFT keeps the first len/2 + 1 entries of the last dimension.
            let last_in = shape[r - 1];
            let last_out = oshape[r - 1];
            let outer = n / last_out.max(1);
            if last_out > last_in || outer * last_in > cur.len() {
                bail!("result type does not fit the transform");
            }
            Data::C(
                (0..outer)
                    .flat_map(|o| (0..last_out).map(move |j| (o, j)))
                    .map(|(o, j)| {
                        let (a, b) = cur[o * last_in + j];
                        (e.round(a), e.round(b))
                    })
                    .collect(),
            )
        }
        _ => {
            if cur.len() < n {
                bail!("result type does not fit the transform");
            }
            Data::F(cur.iter().take(n).map(|c| e.round(c.0)).collect())
        }
    };
    Ok(vec![val(Array::new(oshape, e, data)?)])
}
