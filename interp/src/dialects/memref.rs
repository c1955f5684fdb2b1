//! `memref`: buffers as shared, mutable tensors; loads, stores, copies.
//! The element access helpers serve `tensor` too.

use crate::bail;
use crate::elements::{elem_dtype, tensor_shape};
use crate::scalar::*;
use crate::tensor::{KResult, Tensor};
use crate::value::Value;
use crate::{OpCx, Registry};
use ::dialects::memref::ops::*;
use ir::TypedOp;
use ir::{Type, TypeKind};
use std::cell::RefCell;
use std::rc::Rc;

/// The shape of a result memref/tensor type, with `?` dims from `dynamic`.
pub(crate) fn alloc_shape(cx: &OpCx, dynamic: &[Value]) -> KResult<(Vec<usize>, Type)> {
    let Some(t) = cx.result_type(0) else {
        bail!("has no result");
    };
    let (shape, elem) = match cx.ctx.type_kind(t) {
        TypeKind::MemRef { shape, elem, .. } | TypeKind::RankedTensor { shape, elem, .. } => {
            (shape.clone(), *elem)
        }
        _ => bail!("expects a ranked memref or tensor result"),
    };
    let mut dynamic = dynamic.iter();
    let mut out = Vec::new();
    for &d in shape.iter() {
        if d >= 0 {
            out.push(d as usize);
        } else {
            let Some(v) = dynamic.next() else {
                bail!("has too few dynamic sizes");
            };
            let n = int_of(v)?.1;
            if n < 0 {
                bail!("dynamic size {n} is negative");
            }
            out.push(n as usize);
        }
    }
    Ok((out, elem))
}

pub(crate) fn alloc(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let ndyn = segment(cx, 0, a.len())?.min(a.len());
    let (shape, elem) = alloc_shape(cx, &a[..ndyn])?;
    let t = Tensor::full(shape, elem_dtype(cx.ctx, elem)?, 0.0)?;
    Ok(vec![Value::MemRef(Rc::new(RefCell::new(t)))])
}

/// The size of operand segment `i` (`operandSegmentSizes`), or `all` when
/// the op has no segments.
pub(crate) fn segment(cx: &OpCx, i: usize, all: usize) -> KResult<usize> {
    Ok(ir::segments::sizes(cx.ctx, cx.op, "operandSegmentSizes")
        .map_or(all, |s| s.get(i).copied().unwrap_or(0)))
}

/// The linear offset of `indices` in `shape` (bounds-checked).
pub(crate) fn offset(shape: &[usize], indices: &[Value]) -> KResult<usize> {
    if indices.len() != shape.len() {
        bail!("{} indices for a rank-{} value", indices.len(), shape.len());
    }
    let st = crate::tensor::strides(shape);
    let mut off = 0;
    for (k, (v, &n)) in indices.iter().zip(shape).enumerate() {
        let i = int_of(v)?.1;
        if i < 0 || i as usize >= n {
            bail!("index {i} is out of bounds for dimension {k} of size {n}");
        }
        off += i as usize * st[k];
    }
    Ok(off)
}

pub(crate) fn memref(v: &Value) -> KResult<&Rc<RefCell<Tensor>>> {
    match v {
        Value::MemRef(m) => Ok(m),
        v => bail!("expected a memref, got {}", v.kind()),
    }
}

/// A tensor or memref's contents.
pub(crate) fn shaped(v: &Value) -> KResult<Tensor> {
    match v {
        Value::Tensor(t) => Ok(t.clone()),
        Value::MemRef(m) => Ok(m.borrow().clone()),
        v => bail!("expected a tensor or memref, got {}", v.kind()),
    }
}

/// Element kind of operand `i` (a shaped value).
pub(crate) fn load(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let t = shaped(arg(&a, 0)?)?;
    let off = offset(t.shape(), &a[1..])?;
    let (_, s) = result_elem(cx)?;
    Ok(vec![elem(&t, off, s)])
}

/// Writes element `off` of `t` from a scalar.
pub(crate) fn with_elem(t: &Tensor, off: usize, v: &Value) -> KResult<Tensor> {
    let d = t.dtype();
    if d.is_float() {
        let mut x = t.to_f64_vec();
        x[off] = float_of(v)?;
        Tensor::from_f64(t.shape().to_vec(), d, x)
    } else {
        let mut x = t.to_i64_vec();
        x[off] = int_of(v)?.1;
        Tensor::from_i64(t.shape().to_vec(), d, x)
    }
}

pub(crate) fn store(_: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let m = memref(arg(&a, 1)?)?;
    let t = m.borrow().clone();
    let off = offset(t.shape(), &a[2..])?;
    let new = with_elem(&t, off, arg(&a, 0)?)?;
    *m.borrow_mut() = new;
    Ok(vec![])
}

pub(crate) fn dim(_: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let t = shaped(arg(&a, 0)?)?;
    let i = int_of(arg(&a, 1)?)?.1;
    match t.shape().get(i.max(0) as usize).filter(|_| i >= 0) {
        Some(&n) => Ok(vec![Value::Index(n as i64)]),
        None => bail!("dimension {i} is out of range for rank {}", t.rank()),
    }
}

pub(crate) fn insert(_: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let t = shaped(arg(&a, 1)?)?;
    let off = offset(t.shape(), &a[2..])?;
    Ok(vec![Value::Tensor(with_elem(&t, off, arg(&a, 0)?)?)])
}

pub(crate) fn from_elements(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let Some(t) = cx.result_type(0) else {
        bail!("has no result");
    };
    let (shape, elem) = tensor_shape(cx.ctx, t)?;
    if shape.iter().product::<usize>() != a.len() {
        bail!("{} elements do not fill shape {shape:?}", a.len());
    }
    Ok(vec![Value::Tensor(tensor_of(cx.ctx, elem, shape, &a)?)])
}

pub(crate) fn empty(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let (shape, elem) = alloc_shape(cx, &a)?;
    Ok(vec![Value::Tensor(Tensor::full(
        shape,
        elem_dtype(cx.ctx, elem)?,
        0.0,
    )?)])
}

pub(crate) fn splat(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let (shape, elem) = alloc_shape(cx, &a[1.min(a.len())..])?;
    let n = crate::tensor::numel_of(&shape)?;
    let v = vec![arg(&a, 0)?.clone(); n];
    Ok(vec![Value::Tensor(tensor_of(cx.ctx, elem, shape, &v)?)])
}

pub(crate) fn copy(_: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let src = shaped(arg(&a, 0)?)?;
    let dst = memref(arg(&a, 1)?)?;
    if src.shape() != dst.borrow().shape() {
        bail!(
            "copy between shapes {:?} and {:?}",
            src.shape(),
            dst.borrow().shape()
        );
    }
    let d = dst.borrow().dtype();
    *dst.borrow_mut() = src.cast(d);
    Ok(vec![])
}

/// Registers the `memref` kernels.
pub fn register(r: &mut Registry) {
    r.simple(AllocOp::NAME, alloc);
    r.simple(AllocaOp::NAME, alloc);
    r.simple(DeallocOp::NAME, |_, _| Ok(vec![]));
    r.simple(LoadOp::NAME, load);
    r.simple(StoreOp::NAME, store);
    r.simple(DimOp::NAME, dim);
    r.simple(CopyOp::NAME, copy);
    r.simple(CastOp::NAME, |_, a| Ok(vec![arg(&a, 0)?.clone()]));
}
