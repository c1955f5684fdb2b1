//! `tt`: Triton's tile-level ops on host tensors. Tensors of pointers are
//! i64 tensors of byte addresses into the launch's memory (`crate::tile`);
//! a scalar pointer is a 64-bit integer. Loads and stores go element by
//! element through the mask; an unmasked access outside every array is an
//! error at the op. A tensor descriptor is the tuple (base, shape,
//! strides), a block pointer (`tt.make_tensor_ptr`) the tuple (base,
//! shape, strides, offsets): a load or store through one moves the block
//! at its offsets, padding or skipping what a `boundaryCheck` dimension
//! puts outside the shape. `tt.dot` accumulates in f64 and rounds to the
//! accumulator's type; `tt.reduce` and `tt.scan` run their combiner region
//! on scalars; `tt.extern_elementwise` maps CUDA's libdevice functions
//! (`__nv_expf`, `__nv_erff`, ...) to the host's math.

use super::{region, RResult};
use crate::bail;
use crate::elements::elem_dtype;
use crate::scalar::*;
use crate::tensor::{KResult, Tensor};
use crate::value::Value;
use crate::{Frame, Interpreter, OpCx, Registry};
use ::dialects::torch::types::DType;
use ::dialects::tt::ops::*;
use ir::{AttrKind, Op, TypeKind, TypedOp};

/// Registers the `tt` kernels.
pub fn register(r: &mut Registry) {
    r.region(GetProgramIdOp::NAME, program_id);
    r.region(GetNumProgramsOp::NAME, num_programs);
    r.simple(MakeRangeOp::NAME, make_range);
    r.simple(SplatOp::NAME, splat);
    r.simple(BroadcastOp::NAME, broadcast);
    r.simple(ExpandDimsOp::NAME, reshape_to_result);
    r.simple(ReshapeOp::NAME, reshape_to_result);
    r.simple(TransOp::NAME, trans);
    r.simple(CatOp::NAME, cat);
    r.simple(JoinOp::NAME, join);
    r.simple(SplitOp::NAME, split);
    r.simple(IntToPtrOp::NAME, same_bits);
    r.simple(PtrToIntOp::NAME, same_bits);
    r.simple(BitcastOp::NAME, bitcast);
    r.simple(AddptrOp::NAME, addptr);
    r.region(LoadOp::NAME, load);
    r.region(StoreOp::NAME, store);
    r.simple(MakeTensorDescriptorOp::NAME, make_tensor_descriptor);
    r.simple(MakeTensorPtrOp::NAME, make_tensor_ptr);
    r.simple(AdvanceOp::NAME, advance);
    r.region(DescriptorLoadOp::NAME, descriptor_load);
    r.region(DescriptorStoreOp::NAME, descriptor_store);
    r.region(AtomicRmwOp::NAME, atomic_rmw);
    r.region(AtomicCasOp::NAME, atomic_cas);
    r.simple(DotOp::NAME, dot);
    r.region(ReduceOp::NAME, reduce);
    r.region(ScanOp::NAME, scan);
    r.simple(ExternElementwiseOp::NAME, extern_elementwise);
    r.simple(ClampfOp::NAME, clampf);
    r.simple(PreciseSqrtOp::NAME, |cx, a| float_unary(cx, a, f64::sqrt));
    r.simple(PreciseDivfOp::NAME, |cx, a| {
        float_binary(cx, a, |x, y| x / y)
    });
    r.simple(MulhiuiOp::NAME, |cx, a| {
        int_binary(cx, a, |w, x, y| {
            let (x, y) = (zext(x, w) as u128, zext(y, w) as u128);
            Ok(((x * y) >> w) as i64)
        })
    });
    r.simple(FpToFpOp::NAME, fp_to_fp);
    r.simple(HistogramOp::NAME, histogram);
    r.simple(GatherOp::NAME, gather);
    r.region(CallOp::NAME, call);
    r.region(AssertOp::NAME, assert);
    r.region(PrintOp::NAME, print);
}

// ----- helpers -----

fn int_attr(cx: &OpCx, name: &str) -> Option<i64> {
    match cx.attr(name) {
        Some(AttrKind::Integer { value, .. }) => value.as_i64(),
        _ => None,
    }
}

/// The dtype and shape of result `i` (a scalar has no shape).
fn result_dt(cx: &OpCx, i: usize) -> KResult<(DType, Option<Vec<usize>>)> {
    let Some(t) = cx.result_type(i) else {
        bail!("has no result {i}");
    };
    shaped(cx.ctx, t)
}

fn shaped(ctx: &ir::Context, t: ir::Type) -> KResult<(DType, Option<Vec<usize>>)> {
    Ok(match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, elem, .. } => (
            elem_dtype(ctx, *elem)?,
            Some(shape.iter().map(|&d| d.max(0) as usize).collect()),
        ),
        _ => (elem_dtype(ctx, t)?, None),
    })
}

/// A value as a tensor: a tensor itself, or a 0-d tensor of a scalar.
fn as_tensor(v: &Value, d: DType) -> KResult<Tensor> {
    match v {
        Value::Tensor(t) => Ok(t.clone()),
        Value::FloatN { value, .. } | Value::Float(value) => Ok(Tensor::scalar(d, *value)),
        Value::Integer { value, .. } | Value::Index(value) | Value::Int(value) => {
            if d.is_float() {
                Ok(Tensor::scalar(d, *value as f64))
            } else if d == DType::Bool {
                Tensor::from_bool(vec![], vec![*value != 0])
            } else {
                Tensor::from_i64(vec![], d, vec![*value])
            }
        }
        Value::Bool(b) => Tensor::from_bool(vec![], vec![*b]),
        v => bail!("expected a tensor or a scalar, got {}", v.kind()),
    }
}

/// Element `i` of `t` as the scalar kind of type `ty`'s elements.
fn scalar_at(ctx: &ir::Context, t: &Tensor, i: usize, ty: ir::Type) -> KResult<Value> {
    let e = ctx.type_kind(ty).element_type().unwrap_or(ty);
    let s = match scalar_kind(ctx, e) {
        Ok(s) => s,
        // A pointer: a 64-bit integer.
        Err(_) => Sc::Int(64),
    };
    Ok(elem(t, i, s))
}

fn make(dtype: DType, shape: Vec<usize>, vals: Vec<f64>) -> KResult<Tensor> {
    if dtype == DType::Bool {
        return Tensor::from_bool(shape, vals.iter().map(|&x| x != 0.0).collect());
    }
    Tensor::from_f64(shape, dtype, vals)
}

fn values_f64(t: &Tensor) -> Vec<f64> {
    if t.dtype().is_float() {
        t.to_f64_vec()
    } else {
        t.to_i64_vec().into_iter().map(|x| x as f64).collect()
    }
}

/// The result: a scalar if the result type is one, else a tensor.
fn finish(ctx: &ir::Context, ty: ir::Type, t: Tensor) -> KResult<Value> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { .. } => Ok(Value::Tensor(t)),
        _ => scalar_at(ctx, &t, 0, ty),
    }
}

// ----- the grid -----

fn program<'a>(
    interp: &'a Interpreter,
    op: Op,
) -> Result<&'a crate::tile::Program, crate::InterpError> {
    interp.program.as_ref().ok_or_else(|| {
        interp.failed(
            op,
            "runs only in a launch: run the kernel with `ir-run --entry KERNEL --grid X,Y,Z --arg ...`".into(),
        )
    })
}

fn axis_of(interp: &Interpreter, op: Op) -> usize {
    match interp
        .ctx()
        .inherent_attr(op, "axis")
        .map(|a| interp.ctx().attr_kind(a))
    {
        Some(AttrKind::Integer { value, .. }) => value.as_i64().unwrap_or(0).clamp(0, 2) as usize,
        _ => 0,
    }
}

fn program_id(interp: &Interpreter, _: &mut Frame, op: Op, _: Vec<Value>) -> RResult {
    let p = program(interp, op)?;
    Ok(vec![Value::Integer {
        width: 32,
        value: p.id[axis_of(interp, op)],
    }])
}

fn num_programs(interp: &Interpreter, _: &mut Frame, op: Op, _: Vec<Value>) -> RResult {
    let p = program(interp, op)?;
    Ok(vec![Value::Integer {
        width: 32,
        value: p.grid[axis_of(interp, op)],
    }])
}

// ----- blocks -----

fn make_range(cx: &OpCx, _: Vec<Value>) -> KResult<Vec<Value>> {
    let (start, end) = (
        int_attr(cx, "start").unwrap_or(0),
        int_attr(cx, "end").unwrap_or(0),
    );
    let (d, _) = result_dt(cx, 0)?;
    let n = (end - start).max(0) as usize;
    Ok(vec![Value::Tensor(Tensor::from_i64(
        vec![n],
        d,
        (start..end).collect(),
    )?)])
}

fn splat(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let (d, shape) = result_dt(cx, 0)?;
    let x = as_tensor(arg(&a, 0)?, d)?;
    Ok(vec![Value::Tensor(
        x.broadcast_to(&shape.unwrap_or_default())?,
    )])
}

fn broadcast(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let (_, shape) = result_dt(cx, 0)?;
    let x = arg(&a, 0)?.tensor()?;
    Ok(vec![Value::Tensor(
        x.broadcast_to(&shape.unwrap_or_default())?,
    )])
}

fn reshape_to_result(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let (_, shape) = result_dt(cx, 0)?;
    let x = arg(&a, 0)?.tensor()?;
    Ok(vec![Value::Tensor(x.reshape(shape.unwrap_or_default())?)])
}

fn trans(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let order: Vec<usize> = cx
        .ctx
        .inherent_attr(cx.op, "order")
        .and_then(|o| ir::dense_array::to_i64s(cx.ctx, o))
        .unwrap_or_default()
        .into_iter()
        .map(|x| x as usize)
        .collect();
    Ok(vec![Value::Tensor(arg(&a, 0)?.tensor()?.permute(&order)?)])
}

fn cat(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let (d, shape) = result_dt(cx, 0)?;
    let mut v = values_f64(arg(&a, 0)?.tensor()?);
    v.extend(values_f64(arg(&a, 1)?.tensor()?));
    Ok(vec![Value::Tensor(make(d, shape.unwrap_or_default(), v)?)])
}

fn join(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let (d, shape) = result_dt(cx, 0)?;
    let (l, r) = (
        values_f64(arg(&a, 0)?.tensor()?),
        values_f64(arg(&a, 1)?.tensor()?),
    );
    let v: Vec<f64> = l.iter().zip(&r).flat_map(|(&x, &y)| [x, y]).collect();
    Ok(vec![Value::Tensor(make(d, shape.unwrap_or_default(), v)?)])
}

fn split(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let (d, shape) = result_dt(cx, 0)?;
    let v = values_f64(arg(&a, 0)?.tensor()?);
    let l: Vec<f64> = v.iter().step_by(2).copied().collect();
    let r: Vec<f64> = v.iter().skip(1).step_by(2).copied().collect();
    let s = shape.unwrap_or_default();
    Ok(vec![
        Value::Tensor(make(d, s.clone(), l)?),
        Value::Tensor(make(d, s, r)?),
    ])
}

fn same_bits(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let ty = cx
        .result_type(0)
        .ok_or_else(|| crate::tensor::KernelError("has no result".into()))?;
    let v = arg(&a, 0)?;
    Ok(vec![match v {
        Value::Tensor(t) => Value::Tensor(Tensor::from_i64(
            t.shape().to_vec(),
            DType::I64,
            t.to_i64_vec(),
        )?),
        v => scalar_at(cx.ctx, &as_tensor(v, DType::I64)?, 0, ty)?,
    }])
}

fn bitcast(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let ty = cx
        .result_type(0)
        .ok_or_else(|| crate::tensor::KernelError("has no result".into()))?;
    let (to, shape) = result_dt(cx, 0)?;
    let src_ty = cx.ctx.value_type(cx.ctx.op(cx.op).operand(0));
    let (from, _) = shaped(cx.ctx, src_ty)?;
    let t = as_tensor(arg(&a, 0)?, from)?;
    let bits = |x: f64, d: DType| -> u64 {
        match d {
            DType::F32 => (x as f32).to_bits() as u64,
            DType::F64 => x.to_bits(),
            DType::F16 => half::f16::from_f64(x).to_bits() as u64,
            DType::BF16 => half::bf16::from_f64(x).to_bits() as u64,
            _ => x as i64 as u64,
        }
    };
    let back = |b: u64, d: DType| -> f64 {
        match d {
            DType::F32 => f32::from_bits(b as u32) as f64,
            DType::F64 => f64::from_bits(b),
            DType::F16 => half::f16::from_bits(b as u16).to_f64(),
            DType::BF16 => half::bf16::from_bits(b as u16).to_f64(),
            DType::I32 => b as u32 as i32 as f64,
            DType::I16 => b as u16 as i16 as f64,
            DType::I8 => b as u8 as i8 as f64,
            _ => b as i64 as f64,
        }
    };
    let v: Vec<f64> = values_f64(&t)
        .into_iter()
        .map(|x| back(bits(x, from), to))
        .collect();
    finish(cx.ctx, ty, make(to, shape.unwrap_or_default(), v)?).map(|v| vec![v])
}

// ----- pointers and memory -----

/// Bytes of what a pointer type points to (`!tt.ptr<f32>`: 4).
fn pointee_bytes(ctx: &ir::Context, ty: ir::Type) -> KResult<i64> {
    let e = ctx.type_kind(ty).element_type().unwrap_or(ty);
    let Some((p, _)) = ::dialects::tt::types::pointee_text(ctx, e) else {
        bail!("expects a pointer type");
    };
    Ok(match p {
        "i1" | "i8" | "f8E4M3FN" | "f8E5M2" | "f8E4M3FNUZ" | "f8E5M2FNUZ" => 1,
        "f16" | "bf16" | "i16" => 2,
        "f32" | "i32" => 4,
        "f64" | "i64" => 8,
        p => bail!("pointers to {p} are not supported"),
    })
}

fn addptr(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let ty = cx
        .result_type(0)
        .ok_or_else(|| crate::tensor::KernelError("has no result".into()))?;
    let size = pointee_bytes(cx.ctx, ty)?;
    let (p, o) = (
        as_tensor(arg(&a, 0)?, DType::I64)?,
        as_tensor(arg(&a, 1)?, DType::I64)?,
    );
    let (pv, ov) = (p.to_i64_vec(), o.to_i64_vec());
    let v: Vec<i64> = pv
        .iter()
        .zip(ov.iter().cycle())
        .map(|(&p, &o)| p.wrapping_add(o.wrapping_mul(size)))
        .collect();
    let t = Tensor::from_i64(p.shape().to_vec(), DType::I64, v)?;
    finish(cx.ctx, ty, t).map(|v| vec![v])
}

/// The mask's values, one an address (all true without a mask).
fn mask_of(v: Option<&Value>, n: usize) -> KResult<Vec<bool>> {
    match v {
        None => Ok(vec![true; n]),
        Some(m) => {
            let t = as_tensor(m, DType::Bool)?;
            let b = t.to_bool_vec();
            if b.len() == n {
                Ok(b)
            } else if b.len() == 1 {
                Ok(vec![b[0]; n])
            } else {
                bail!("a mask of {} elements for {n} pointers", b.len())
            }
        }
    }
}

fn load(interp: &Interpreter, _: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let ctx = interp.ctx();
    if ::dialects::tt::types::is_tensor_ptr(ctx, ctx.value_type(ctx.op(op).operand(0))) {
        return block_ptr_load(interp, op, &a);
    }
    let err = |m: String| interp.failed(op, m);
    let p = program(interp, op)?;
    let cx = OpCx { ctx, op };
    let ty = cx
        .result_type(0)
        .ok_or_else(|| err("has no result".into()))?;
    let (d, shape) = result_dt(&cx, 0).map_err(|e| err(e.0))?;
    let segs = ir::segments::sizes(ctx, op, "operandSegmentSizes").unwrap_or_else(|| vec![1, 0, 0]);
    let has_mask = segs.get(1).copied().unwrap_or(0) > 0;
    let has_other = segs.get(2).copied().unwrap_or(0) > 0;
    let ptrs = as_tensor(&a[0], DType::I64)
        .map_err(|e| err(e.0))?
        .to_i64_vec();
    let n = ptrs.len();
    let mask = mask_of(if has_mask { a.get(1) } else { None }, n).map_err(|e| err(e.0))?;
    let other = if has_other {
        let o = as_tensor(&a[1 + usize::from(has_mask)], d).map_err(|e| err(e.0))?;
        let v = values_f64(&o);
        if v.len() == 1 {
            vec![v[0]; n]
        } else {
            v
        }
    } else {
        vec![0.0; n]
    };
    let mem = p.memory.borrow();
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        out.push(if mask[i] {
            mem.read(ptrs[i], d)
                .map_err(|m| err(format!("(element {i}) {m}")))?
        } else {
            other.get(i).copied().unwrap_or(0.0)
        });
    }
    let t = make(d, shape.unwrap_or_default(), out).map_err(|e| err(e.0))?;
    Ok(vec![finish(ctx, ty, t).map_err(|e| err(e.0))?])
}

fn store(interp: &Interpreter, _: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let ctx = interp.ctx();
    if ::dialects::tt::types::is_tensor_ptr(ctx, ctx.value_type(ctx.op(op).operand(0))) {
        return block_ptr_store(interp, op, &a);
    }
    let err = |m: String| interp.failed(op, m);
    let p = program(interp, op)?;
    let vty = ctx.value_type(ctx.op(op).operand(1));
    let (d, _) = shaped(ctx, vty).map_err(|e| err(e.0))?;
    let ptrs = as_tensor(&a[0], DType::I64)
        .map_err(|e| err(e.0))?
        .to_i64_vec();
    let vals = values_f64(&as_tensor(&a[1], d).map_err(|e| err(e.0))?);
    let mask = mask_of(a.get(2), ptrs.len()).map_err(|e| err(e.0))?;
    let mut mem = p.memory.borrow_mut();
    for (i, &ptr) in ptrs.iter().enumerate() {
        if mask[i] {
            let x = vals.get(i).or(vals.first()).copied().unwrap_or(0.0);
            mem.write(ptr, d, x)
                .map_err(|m| err(format!("(element {i}) {m}")))?;
        }
    }
    Ok(vec![])
}

fn atomic_rmw(interp: &Interpreter, _: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let ctx = interp.ctx();
    let err = |m: String| interp.failed(op, m);
    let p = program(interp, op)?;
    let cx = OpCx { ctx, op };
    let ty = cx
        .result_type(0)
        .ok_or_else(|| err("has no result".into()))?;
    let (d, shape) = result_dt(&cx, 0).map_err(|e| err(e.0))?;
    let kind = int_attr(&cx, "atomic_rmw_op").unwrap_or(0);
    let ptrs = as_tensor(&a[0], DType::I64)
        .map_err(|e| err(e.0))?
        .to_i64_vec();
    let vals = values_f64(&as_tensor(&a[1], d).map_err(|e| err(e.0))?);
    let mask = mask_of(a.get(2), ptrs.len()).map_err(|e| err(e.0))?;
    let bits = (crate::tile::elem_bytes(d) * 8) as u32;
    let mut mem = p.memory.borrow_mut();
    let mut old = Vec::with_capacity(ptrs.len());
    for (i, &ptr) in ptrs.iter().enumerate() {
        if !mask[i] {
            old.push(0.0);
            continue;
        }
        let x = mem
            .read(ptr, d)
            .map_err(|m| err(format!("(element {i}) {m}")))?;
        let v = vals.get(i).or(vals.first()).copied().unwrap_or(0.0);
        let (xi, vi) = (x as i64, v as i64);
        let new = match kind {
            1 => (xi & vi) as f64,
            2 => (xi | vi) as f64,
            3 => (xi ^ vi) as f64,
            4 | 5 => x + v,
            6 => x.max(v),
            7 => x.min(v),
            8 => zext(xi, bits).max(zext(vi, bits)) as f64,
            9 => zext(xi, bits).min(zext(vi, bits)) as f64,
            10 => v,
            k => {
                return Err(err(format!(
                    "has an unknown read-modify-write operation {k}"
                )))
            }
        };
        mem.write(ptr, d, new)
            .map_err(|m| err(format!("(element {i}) {m}")))?;
        old.push(x);
    }
    let t = make(d, shape.unwrap_or_default(), old).map_err(|e| err(e.0))?;
    Ok(vec![finish(ctx, ty, t).map_err(|e| err(e.0))?])
}

fn atomic_cas(interp: &Interpreter, _: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let ctx = interp.ctx();
    let err = |m: String| interp.failed(op, m);
    let p = program(interp, op)?;
    let cx = OpCx { ctx, op };
    let ty = cx
        .result_type(0)
        .ok_or_else(|| err("has no result".into()))?;
    let (d, shape) = result_dt(&cx, 0).map_err(|e| err(e.0))?;
    let ptrs = as_tensor(&a[0], DType::I64)
        .map_err(|e| err(e.0))?
        .to_i64_vec();
    let cmp = values_f64(&as_tensor(&a[1], d).map_err(|e| err(e.0))?);
    let val = values_f64(&as_tensor(&a[2], d).map_err(|e| err(e.0))?);
    let mut mem = p.memory.borrow_mut();
    let mut old = Vec::with_capacity(ptrs.len());
    for (i, &ptr) in ptrs.iter().enumerate() {
        let x = mem
            .read(ptr, d)
            .map_err(|m| err(format!("(element {i}) {m}")))?;
        if x == cmp.get(i).or(cmp.first()).copied().unwrap_or(0.0) {
            let v = val.get(i).or(val.first()).copied().unwrap_or(0.0);
            mem.write(ptr, d, v)
                .map_err(|m| err(format!("(element {i}) {m}")))?;
        }
        old.push(x);
    }
    let t = make(d, shape.unwrap_or_default(), old).map_err(|e| err(e.0))?;
    Ok(vec![finish(ctx, ty, t).map_err(|e| err(e.0))?])
}

// ----- compute -----

fn dot(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let (d, shape) = result_dt(cx, 0)?;
    let (x, y, c) = (
        arg(&a, 0)?.tensor()?,
        arg(&a, 1)?.tensor()?,
        arg(&a, 2)?.tensor()?,
    );
    let (xs, ys) = (x.shape().to_vec(), y.shape().to_vec());
    let r = xs.len();
    if r < 2 || ys.len() != r {
        bail!("expects 2-D or 3-D operands");
    }
    let (m, k, n) = (xs[r - 2], xs[r - 1], ys[r - 1]);
    let batch: usize = xs[..r - 2].iter().product();
    let (xv, yv, mut acc) = (values_f64(x), values_f64(y), values_f64(c));
    for b in 0..batch {
        for i in 0..m {
            for j in 0..n {
                let mut s = 0.0;
                for l in 0..k {
                    s += xv[b * m * k + i * k + l] * yv[b * k * n + l * n + j];
                }
                acc[b * m * n + i * n + j] += s;
            }
        }
    }
    Ok(vec![Value::Tensor(make(
        d,
        shape.unwrap_or_default(),
        acc,
    )?)])
}

/// Runs `op`'s combiner region on scalars: `reduce` folds along the axis,
/// `scan` keeps every running value.
fn combine(interp: &Interpreter, frame: &mut Frame, op: Op, a: Vec<Value>, scan: bool) -> RResult {
    let ctx = interp.ctx();
    let err = |m: String| interp.failed(op, m);
    let body = region(interp, op, 0)?;
    let axis = match ctx.inherent_attr(op, "axis").map(|x| ctx.attr_kind(x)) {
        Some(AttrKind::Integer { value, .. }) => value.as_i64().unwrap_or(0) as usize,
        _ => 0,
    };
    let reverse = matches!(
        ctx.inherent_attr(op, "reverse").map(|x| ctx.attr_kind(x)),
        Some(AttrKind::Bool(true))
    );
    let srcs: Vec<Tensor> = a
        .iter()
        .map(|v| v.tensor().cloned())
        .collect::<KResult<_>>()
        .map_err(|e| err(e.0))?;
    let tys: Vec<ir::Type> = ctx.op(op).operands().map(|v| ctx.value_type(v)).collect();
    let Some(first) = srcs.first() else {
        return Err(err("has no operands".into()));
    };
    let shape = first.shape().to_vec();
    if axis >= shape.len() {
        return Err(err(format!(
            "axis {axis} is out of range for rank {}",
            shape.len()
        )));
    }
    let len = shape[axis];
    let inner: usize = shape[axis + 1..].iter().product();
    let outer: usize = shape[..axis].iter().product();
    let n_out = outer * inner;
    // Per source, the combined values: one per output position (reduce)
    // or one per element (scan).
    let total = if scan { outer * len * inner } else { n_out };
    let mut outs: Vec<Vec<Value>> = vec![Vec::with_capacity(total); srcs.len()];
    let mut scanned: Vec<Vec<Option<Value>>> = vec![vec![None; outer * len * inner]; srcs.len()];
    for o in 0..outer {
        for i in 0..inner {
            let idx = |j: usize| (o * len + j) * inner + i;
            let order: Vec<usize> = if reverse {
                (0..len).rev().collect()
            } else {
                (0..len).collect()
            };
            let mut acc: Option<Vec<Value>> = None;
            for &j in &order {
                let cur: Vec<Value> = srcs
                    .iter()
                    .zip(&tys)
                    .map(|(t, &ty)| scalar_at(ctx, t, idx(j), ty))
                    .collect::<KResult<_>>()
                    .map_err(|e| err(e.0))?;
                let next = match acc.take() {
                    None => cur,
                    Some(prev) => {
                        let mut args = prev;
                        args.extend(cur);
                        interp.run_region(frame, body, args)?
                    }
                };
                if scan {
                    for (s, v) in next.iter().enumerate() {
                        scanned[s][idx(j)] = Some(v.clone());
                    }
                }
                acc = Some(next);
            }
            if !scan {
                let acc = acc.ok_or_else(|| err("reduces an empty axis".into()))?;
                for (s, v) in acc.into_iter().enumerate() {
                    outs[s].push(v);
                }
            }
        }
    }
    let mut results = Vec::new();
    for (s, &rt) in ctx
        .op(op)
        .results()
        .iter()
        .map(|v| ctx.value_type(v))
        .collect::<Vec<_>>()
        .iter()
        .enumerate()
    {
        let vals: Vec<Value> = if scan {
            scanned[s]
                .iter()
                .map(|v| v.clone().unwrap_or(Value::Index(0)))
                .collect()
        } else {
            std::mem::take(&mut outs[s])
        };
        match ctx.type_kind(rt) {
            TypeKind::RankedTensor { shape, elem, .. } => {
                let shape: Vec<usize> = shape.iter().map(|&d| d.max(0) as usize).collect();
                let t = tensor_of(ctx, *elem, shape, &vals).map_err(|e| err(e.0))?;
                results.push(Value::Tensor(t));
            }
            _ => results.push(
                vals.into_iter()
                    .next()
                    .ok_or_else(|| err("gives no value".into()))?,
            ),
        }
    }
    Ok(results)
}

fn reduce(interp: &Interpreter, frame: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    combine(interp, frame, op, a, false)
}

fn scan(interp: &Interpreter, frame: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    combine(interp, frame, op, a, true)
}

/// CUDA's libdevice functions by their C library name
/// (`dialects::tt::libdevice_base`), as the host's math.
fn libdevice(symbol: &str) -> Option<fn(&[f64]) -> f64> {
    let name = match ::dialects::tt::libdevice_base(symbol) {
        "fabs" => "abs",
        n => n,
    };
    Some(match name {
        "exp" => |a| a[0].exp(),
        "exp2" => |a| a[0].exp2(),
        "exp10" => |a| 10f64.powf(a[0]),
        "expm1" => |a| a[0].exp_m1(),
        "log" => |a| a[0].ln(),
        "log2" => |a| a[0].log2(),
        "log10" => |a| a[0].log10(),
        "log1p" => |a| a[0].ln_1p(),
        "sqrt" => |a| a[0].sqrt(),
        "rsqrt" => |a| 1.0 / a[0].sqrt(),
        "cbrt" => |a| a[0].cbrt(),
        "tanh" => |a| a[0].tanh(),
        "sinh" => |a| a[0].sinh(),
        "cosh" => |a| a[0].cosh(),
        "sin" => |a| a[0].sin(),
        "cos" => |a| a[0].cos(),
        "tan" => |a| a[0].tan(),
        "asin" => |a| a[0].asin(),
        "acos" => |a| a[0].acos(),
        "atan" => |a| a[0].atan(),
        "asinh" => |a| a[0].asinh(),
        "acosh" => |a| a[0].acosh(),
        "atanh" => |a| a[0].atanh(),
        "erf" => |a| crate::kernels::elementwise::erf(a[0]),
        "erfc" => |a| 1.0 - crate::kernels::elementwise::erf(a[0]),
        "abs" => |a| a[0].abs(),
        "floor" => |a| a[0].floor(),
        "ceil" => |a| a[0].ceil(),
        "trunc" => |a| a[0].trunc(),
        "round" => |a| a[0].round(),
        "rint" | "nearbyint" => |a| a[0].round_ties_even(),
        "pow" => |a| a[0].powf(a[1]),
        "atan2" => |a| a[0].atan2(a[1]),
        "hypot" => |a| a[0].hypot(a[1]),
        "fmod" => |a| a[0] % a[1],
        "fmax" => |a| a[0].max(a[1]),
        "fmin" => |a| a[0].min(a[1]),
        "copysign" => |a| a[0].copysign(a[1]),
        "fma" => |a| a[0].mul_add(a[1], a[2]),
        "isnan" => |a| a[0].is_nan() as i32 as f64,
        "isinf" => |a| a[0].is_infinite() as i32 as f64,
        "signbit" => |a| a[0].is_sign_negative() as i32 as f64,
        _ => return None,
    })
}

fn extern_elementwise(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let symbol = match cx.attr("symbol") {
        Some(AttrKind::String { value, .. }) => String::from_utf8_lossy(value).into_owned(),
        _ => bail!("has no symbol"),
    };
    let Some(f) = libdevice(&symbol) else {
        bail!("calls {symbol}, which has no host counterpart here");
    };
    lift(cx, &a, |v, s| {
        let xs = v.iter().map(float_or_int).collect::<KResult<Vec<f64>>>()?;
        Ok(mk_float(s, f(&xs)))
    })
}

fn float_or_int(v: &Value) -> KResult<f64> {
    match v {
        Value::FloatN { value, .. } | Value::Float(value) => Ok(*value),
        v => Ok(int_of(v)?.1 as f64),
    }
}

fn clampf(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let all = int_attr(cx, "propagateNan").unwrap_or(0) != 0;
    lift(cx, &a, move |v, s| {
        let (x, lo, hi) = (
            float_of(arg(v, 0)?)?,
            float_of(arg(v, 1)?)?,
            float_of(arg(v, 2)?)?,
        );
        let y = if x.is_nan() && all {
            x
        } else {
            x.max(lo).min(hi)
        };
        Ok(mk_float(s, y))
    })
}

fn fp_to_fp(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    lift(cx, &a, |v, s| Ok(mk_float(s, float_of(arg(v, 0)?)?)))
}

fn histogram(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let (d, shape) = result_dt(cx, 0)?;
    let bins = shape
        .clone()
        .unwrap_or_default()
        .first()
        .copied()
        .unwrap_or(0);
    let mut counts = vec![0i64; bins];
    for x in arg(&a, 0)?.tensor()?.to_i64_vec() {
        if x >= 0 && (x as usize) < bins {
            counts[x as usize] += 1;
        }
    }
    Ok(vec![Value::Tensor(Tensor::from_i64(
        vec![bins],
        d,
        counts,
    )?)])
}

fn gather(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let (d, shape) = result_dt(cx, 0)?;
    let axis = int_attr(cx, "axis").unwrap_or(0) as usize;
    let (src, idx) = (arg(&a, 0)?.tensor()?, arg(&a, 1)?.tensor()?);
    let (ss, is) = (src.shape().to_vec(), idx.shape().to_vec());
    let sv = values_f64(src);
    let iv = idx.to_i64_vec();
    let strides = |s: &[usize]| -> Vec<usize> {
        let mut st = vec![1; s.len()];
        for i in (0..s.len().saturating_sub(1)).rev() {
            st[i] = st[i + 1] * s[i + 1];
        }
        st
    };
    let (sst, ist) = (strides(&ss), strides(&is));
    let mut out = Vec::with_capacity(iv.len());
    for (lin, &j) in iv.iter().enumerate() {
        if j < 0 || j as usize >= ss[axis] {
            bail!("gathers index {j}, outside the axis of {}", ss[axis]);
        }
        let mut off = 0;
        for (dim, &st) in ist.iter().enumerate() {
            let c = (lin / st) % is[dim];
            off += if dim == axis { j as usize } else { c } * sst[dim];
        }
        out.push(sv[off]);
    }
    Ok(vec![Value::Tensor(make(
        d,
        shape.unwrap_or_default(),
        out,
    )?)])
}

fn call(interp: &Interpreter, _: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let ctx = interp.ctx();
    let callee = match ctx.inherent_attr(op, "callee").map(|x| ctx.attr_kind(x)) {
        Some(AttrKind::SymbolRef { root, .. }) => ctx.str(*root).to_string(),
        _ => return Err(interp.failed(op, "has no callee".into())),
    };
    let f = interp
        .function(&callee)
        .ok_or_else(|| interp.failed(op, format!("calls @{callee}, which is not defined")))?;
    interp.call(f, a)
}

fn assert(interp: &Interpreter, _: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let ctx = interp.ctx();
    let c = as_tensor(&a[0], DType::Bool).map_err(|e| interp.failed(op, e.0))?;
    if c.to_bool_vec().iter().all(|&b| b) {
        return Ok(vec![]);
    }
    let msg = match ctx.inherent_attr(op, "message").map(|x| ctx.attr_kind(x)) {
        Some(AttrKind::String { value, .. }) => String::from_utf8_lossy(value).into_owned(),
        _ => String::new(),
    };
    Err(interp.failed(op, format!("assertion failed: {msg}")))
}

fn print(interp: &Interpreter, _: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let ctx = interp.ctx();
    let prefix = match ctx.inherent_attr(op, "prefix").map(|x| ctx.attr_kind(x)) {
        Some(AttrKind::String { value, .. }) => String::from_utf8_lossy(value).into_owned(),
        _ => String::new(),
    };
    let pid = interp.program.as_ref().map(|p| p.id).unwrap_or([0; 3]);
    for v in &a {
        let text = match v {
            Value::Tensor(t) => crate::io::format_values(t),
            Value::FloatN { value, .. } => format!("{value}"),
            Value::Integer { value, .. } => format!("{value}"),
            v => v.kind(),
        };
        eprintln!("pid ({}, {}, {}){prefix}{text}", pid[0], pid[1], pid[2]);
    }
    Ok(vec![])
}

// ----- strided blocks: tensor descriptors and block pointers -----

/// The integers of a tuple `(a, b, ..)` of indices.
fn tuple_ints(v: &Value, what: &str) -> KResult<Vec<i64>> {
    match v {
        Value::Tuple(xs) => xs
            .iter()
            .map(|x| match x {
                Value::Index(i) => Ok(*i),
                _ => bail!("a malformed {what}"),
            })
            .collect(),
        _ => bail!("a malformed {what}"),
    }
}

/// Integer operands as a tuple of indices, sign-extended to 64 bits (as
/// Triton extends a block pointer's i32 offsets).
fn index_tuple(vs: &[Value]) -> KResult<Value> {
    vs.iter()
        .map(|v| int_of(v).map(|(_, x)| Value::Index(x)))
        .collect::<KResult<_>>()
        .map(Value::Tuple)
}

/// A strided tensor in memory: its base address, shape and strides
/// (elements), what a descriptor and a block pointer both describe.
struct Strided {
    base: i64,
    shape: Vec<i64>,
    strides: Vec<i64>,
}

impl Strided {
    /// The value `(base, shape, strides, extra..)` as a tuple.
    fn value(base: i64, shape: &[Value], strides: &[Value], extra: Vec<Value>) -> KResult<Value> {
        let mut parts = vec![
            Value::Index(base),
            index_tuple(shape)?,
            index_tuple(strides)?,
        ];
        parts.extend(extra);
        Ok(Value::Tuple(parts))
    }

    /// Reads [`Strided::value`]'s tuple of `3 + extra` parts; returns the
    /// strided tensor and the extra parts.
    fn of<'v>(v: &'v Value, extra: usize, what: &str) -> KResult<(Strided, &'v [Value])> {
        let Value::Tuple(p) = v else {
            bail!("expects a {what}");
        };
        if p.len() != 3 + extra {
            bail!("expects a {what}");
        }
        let Value::Index(base) = p[0] else {
            bail!("a malformed {what}");
        };
        let s = Strided {
            base,
            shape: tuple_ints(&p[1], what)?,
            strides: tuple_ints(&p[2], what)?,
        };
        Ok((s, &p[3..]))
    }

    /// The address of each element of the block of shape `block` at
    /// coordinates `at` (row-major over the block): `None` where a
    /// coordinate in a `checked` dimension lies outside `[0, shape)`. An
    /// unchecked coordinate is used as it is: its address is the access's
    /// (an error there only if it reaches no array, as an unmasked load's).
    fn addresses(
        &self,
        at: &[i64],
        checked: &[bool],
        block: &[usize],
        d: DType,
    ) -> KResult<Vec<Option<i64>>> {
        let r = block.len();
        if at.len() != r || self.shape.len() != r || self.strides.len() != r || checked.len() != r {
            bail!("offsets, shape, strides and block disagree in rank");
        }
        let n: usize = block.iter().product();
        let mut out = Vec::with_capacity(n);
        for i in 0..n {
            let mut rem = i;
            let mut off = 0i64;
            let mut inside = true;
            for k in (0..r).rev() {
                let c = (rem % block[k]) as i64;
                rem /= block[k];
                let g = at[k].wrapping_add(c);
                inside &= !checked[k] || (g >= 0 && g < self.shape[k]);
                off = off.wrapping_add(g.wrapping_mul(self.strides[k]));
            }
            let addr = self
                .base
                .wrapping_add(off.wrapping_mul(crate::tile::elem_bytes(d)));
            out.push(inside.then_some(addr));
        }
        Ok(out)
    }
}

/// A tensor descriptor: `(base address, shape, strides)`, as a tuple.
fn make_tensor_descriptor(_: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let n = (a.len().saturating_sub(1)) / 2;
    let base = int_of(&a[0])?.1;
    Ok(vec![Strided::value(
        base,
        &a[1..1 + n],
        &a[1 + n..],
        vec![],
    )?])
}

/// A block pointer: `(base address, shape, strides, offsets)`, as a tuple.
fn make_tensor_ptr(_: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let n = (a.len().saturating_sub(1)) / 3;
    let base = int_of(&a[0])?.1;
    let offsets = index_tuple(&a[1 + 2 * n..])?;
    Ok(vec![Strided::value(
        base,
        &a[1..1 + n],
        &a[1 + n..1 + 2 * n],
        vec![offsets],
    )?])
}

/// `tt.advance`: the block pointer with the deltas (i32, sign-extended)
/// added to its offsets.
fn advance(_: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let (_, offsets) = Strided::of(arg(&a, 0)?, 1, "block pointer")?;
    let old = tuple_ints(&offsets[0], "block pointer")?;
    if old.len() != a.len() - 1 {
        bail!(
            "advances {} offsets of a block of rank {}",
            a.len() - 1,
            old.len()
        );
    }
    let mut parts = match &a[0] {
        Value::Tuple(p) => p.clone(),
        _ => bail!("expects a block pointer"),
    };
    let moved = old
        .iter()
        .zip(&a[1..])
        .map(|(&o, v)| int_of(v).map(|(_, x)| Value::Index(o.wrapping_add(x))))
        .collect::<KResult<_>>()?;
    parts[3] = Value::Tuple(moved);
    Ok(vec![Value::Tuple(parts)])
}

/// Where a load or store through a block pointer goes: each element's
/// address, `None` outside the boundary of a checked dimension.
fn block_ptr_addresses(
    ctx: &ir::Context,
    op: Op,
    ptr: &Value,
    block: &[usize],
    d: DType,
) -> KResult<Vec<Option<i64>>> {
    let (view, offsets) = Strided::of(ptr, 1, "block pointer")?;
    let at = tuple_ints(&offsets[0], "block pointer")?;
    let mut checked = vec![false; block.len()];
    for k in ctx
        .inherent_attr(op, "boundaryCheck")
        .and_then(|a| ir::dense_array::to_i64s(ctx, a))
        .unwrap_or_default()
    {
        match checked.get_mut(k as usize) {
            Some(c) if k >= 0 => *c = true,
            _ => bail!("checks dimension {k} of a block of rank {}", block.len()),
        }
    }
    view.addresses(&at, &checked, block, d)
}

/// Reads the block at `addrs` (`pad` where an address is `None`).
fn read_block(
    interp: &Interpreter,
    op: Op,
    addrs: &[Option<i64>],
    d: DType,
    pad: f64,
) -> Result<Vec<f64>, crate::InterpError> {
    let p = program(interp, op)?;
    let mem = p.memory.borrow();
    addrs
        .iter()
        .enumerate()
        .map(|(i, addr)| match addr {
            Some(x) => mem
                .read(*x, d)
                .map_err(|m| interp.failed(op, format!("(element {i}) {m}"))),
            None => Ok(pad),
        })
        .collect()
}

/// Writes `vals` at `addrs` (nothing where an address is `None`).
fn write_block(
    interp: &Interpreter,
    op: Op,
    addrs: &[Option<i64>],
    d: DType,
    vals: &[f64],
) -> Result<(), crate::InterpError> {
    let p = program(interp, op)?;
    let mut mem = p.memory.borrow_mut();
    for (i, addr) in addrs.iter().enumerate() {
        if let Some(x) = addr {
            let v = vals.get(i).or(vals.first()).copied().unwrap_or(0.0);
            mem.write(*x, d, v)
                .map_err(|m| interp.failed(op, format!("(element {i}) {m}")))?;
        }
    }
    Ok(())
}

/// `tt.load` through a block pointer: the block at its offsets; outside
/// the boundary of a checked dimension, the padding (zero, or NaN for
/// `padding = nan`).
fn block_ptr_load(interp: &Interpreter, op: Op, a: &[Value]) -> RResult {
    let ctx = interp.ctx();
    let err = |m: String| interp.failed(op, m);
    let cx = OpCx { ctx, op };
    let (d, shape) = result_dt(&cx, 0).map_err(|e| err(e.0))?;
    let shape = shape.unwrap_or_default();
    let addrs = block_ptr_addresses(ctx, op, &a[0], &shape, d).map_err(|e| err(e.0))?;
    // PaddingOption: 1 zero, 2 NaN.
    let pad = if int_attr(&cx, "padding") == Some(2) {
        f64::NAN
    } else {
        0.0
    };
    let out = read_block(interp, op, &addrs, d, pad)?;
    Ok(vec![Value::Tensor(
        make(d, shape, out).map_err(|e| err(e.0))?,
    )])
}

/// `tt.store` through a block pointer: the block written at its offsets,
/// nothing outside the boundary of a checked dimension.
fn block_ptr_store(interp: &Interpreter, op: Op, a: &[Value]) -> RResult {
    let ctx = interp.ctx();
    let err = |m: String| interp.failed(op, m);
    let (d, shape) = shaped(ctx, ctx.value_type(ctx.op(op).operand(1))).map_err(|e| err(e.0))?;
    let shape = shape.unwrap_or_default();
    let addrs = block_ptr_addresses(ctx, op, &a[0], &shape, d).map_err(|e| err(e.0))?;
    let vals = values_f64(&as_tensor(&a[1], d).map_err(|e| err(e.0))?);
    write_block(interp, op, &addrs, d, &vals)?;
    Ok(vec![])
}

/// The addresses of the block a descriptor op moves at its indices
/// (`first` is the first index operand): every dimension checked.
fn descriptor_addresses(
    a: &[Value],
    first: usize,
    block: &[usize],
    d: DType,
) -> KResult<Vec<Option<i64>>> {
    let (view, _) = Strided::of(arg(a, 0)?, 0, "tensor descriptor")?;
    let at: Vec<i64> = a[first..]
        .iter()
        .map(|v| int_of(v).map(|x| x.1))
        .collect::<KResult<_>>()?;
    view.addresses(&at, &vec![true; block.len()], block, d)
}

/// `tt.descriptor_load`: the block at the indices; elements outside the
/// tensor read as zero.
fn descriptor_load(interp: &Interpreter, _: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let ctx = interp.ctx();
    let err = |m: String| interp.failed(op, m);
    let cx = OpCx { ctx, op };
    let ty = cx
        .result_type(0)
        .ok_or_else(|| err("has no result".into()))?;
    let (d, shape) = result_dt(&cx, 0).map_err(|e| err(e.0))?;
    let shape = shape.unwrap_or_default();
    let addrs = descriptor_addresses(&a, 1, &shape, d).map_err(|e| err(e.0))?;
    let out = read_block(interp, op, &addrs, d, 0.0)?;
    let t = make(d, shape, out).map_err(|e| err(e.0))?;
    Ok(vec![finish(ctx, ty, t).map_err(|e| err(e.0))?])
}

/// `tt.descriptor_store`: the block written at the indices; elements
/// outside the tensor are not written.
fn descriptor_store(interp: &Interpreter, _: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let ctx = interp.ctx();
    let err = |m: String| interp.failed(op, m);
    let vty = ctx.value_type(ctx.op(op).operand(1));
    let (d, shape) = shaped(ctx, vty).map_err(|e| err(e.0))?;
    let shape = shape.unwrap_or_default();
    let vals = values_f64(&as_tensor(&a[1], d).map_err(|e| err(e.0))?);
    let addrs = descriptor_addresses(&a, 2, &shape, d).map_err(|e| err(e.0))?;
    write_block(interp, op, &addrs, d, &vals)?;
    Ok(vec![])
}
