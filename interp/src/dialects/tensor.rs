//! `tensor`: value tensors: creation, element access, reshapes, casts.

use super::memref::{dim, empty, from_elements, insert, load, shaped, splat};
use crate::bail;
use crate::elements::tensor_shape;
use crate::scalar::*;
use crate::tensor::{KResult, Tensor};
use crate::value::Value;
use crate::{OpCx, Registry};
use ::dialects::tensor::ops::*;
use ir::TypedOp;

/// Registers the `tensor` kernels.
pub fn register(r: &mut Registry) {
    for name in [ExpandShapeOp::NAME, CollapseShapeOp::NAME, ReshapeOp::NAME] {
        r.simple(name, |cx, a| {
            let t = shaped(arg(&a, 0)?)?;
            let Some(ty) = cx.result_type(0) else {
                bail!("has no result");
            };
            let (shape, _) = tensor_shape(cx.ctx, ty)?;
            Ok(vec![Value::Tensor(t.reshape(shape)?)])
        });
    }
    r.simple(EmptyOp::NAME, empty);
    r.simple(ExtractOp::NAME, load);
    r.simple(InsertOp::NAME, insert);
    r.simple(FromElementsOp::NAME, from_elements);
    r.simple(DimOp::NAME, dim);
    r.simple(SplatOp::NAME, splat);
    r.simple(CastOp::NAME, |_, a| Ok(vec![arg(&a, 0)?.clone()]));
    r.simple(ConcatOp::NAME, concat);
    r.simple(ExtractSliceOp::NAME, extract_slice);
    r.simple(InsertSliceOp::NAME, insert_slice);
}

/// `tensor.extract_slice %t[offsets] [sizes] [strides]`: the strided
/// window, dynamic entries from the operands (a rank-reducing result drops
/// the unit dimensions its type leaves out).
/// A slice op's offsets, sizes and strides: its static lists with the
/// dynamic entries taken in order from `dynamic`.
fn slice_params(cx: &OpCx, dynamic: &[Value]) -> KResult<(Vec<i64>, Vec<i64>, Vec<i64>)> {
    let st = |name: &str| -> Vec<i64> {
        cx.ctx
            .inherent_attr(cx.op, name)
            .and_then(|x| ir::dense_array::to_i64s(cx.ctx, x))
            .unwrap_or_default()
    };
    let mut dynv = dynamic.iter();
    let mut fill = |v: Vec<i64>| -> KResult<Vec<i64>> {
        v.into_iter()
            .map(|x| {
                if x == ir::types::DYNAMIC {
                    match dynv.next() {
                        Some(v) => Ok(int_of(v)?.1),
                        None => bail!("has too few dynamic operands"),
                    }
                } else {
                    Ok(x)
                }
            })
            .collect()
    };
    let offsets = fill(st("static_offsets"))?;
    let sizes = fill(st("static_sizes"))?;
    let strides = fill(st("static_strides"))?;
    Ok((offsets, sizes, strides))
}

/// That a strided window (`offsets`, `sizes`, `strides`) lies inside a
/// tensor of `shape`; `verb` says whether the op reads or writes it.
fn check_window(
    shape: &[usize],
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
    verb: &str,
) -> KResult<()> {
    if offsets.len() != shape.len() || sizes.len() != shape.len() || strides.len() != shape.len() {
        bail!("has offsets, sizes or strides of the wrong rank");
    }
    for i in 0..shape.len() {
        let last = offsets[i] + (sizes[i] - 1).max(0) * strides[i];
        if offsets[i] < 0 || sizes[i] < 0 || (sizes[i] > 0 && last >= shape[i] as i64) {
            bail!(
                "{verb} past dimension {i} of size {} (offset {}, size {}, stride {})",
                shape[i],
                offsets[i],
                sizes[i],
                strides[i]
            );
        }
    }
    Ok(())
}

fn extract_slice(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let t = shaped(arg(&a, 0)?)?;
    let (offsets, sizes, strides) = slice_params(cx, &a[1..])?;
    let shape = t.shape().to_vec();
    check_window(&shape, &offsets, &sizes, &strides, "reads")?;
    let out: Vec<usize> = sizes.iter().map(|&x| x as usize).collect();
    let src_st = crate::tensor::strides(&shape);
    let n: usize = out.iter().product();
    let mut idx = Vec::with_capacity(n);
    let mut pt = vec![0usize; out.len()];
    for lin in 0..n {
        let mut r = lin;
        for d in (0..out.len()).rev() {
            pt[d] = r % out[d].max(1);
            r /= out[d].max(1);
        }
        let off: i64 = (0..out.len())
            .map(|d| (offsets[d] + pt[d] as i64 * strides[d]) * src_st[d] as i64)
            .sum();
        idx.push(off as usize);
    }
    let Some(ty) = cx.result_type(0) else {
        bail!("has no result");
    };
    let (rshape, _) = tensor_shape(cx.ctx, ty)?;
    Ok(vec![Value::Tensor(t.gather_linear(rshape, &idx)?)])
}

/// `tensor.concat dim(d) %a, %b, ...`: the inputs joined along `d` (the
/// verifier has checked ranks, element types and the other sizes).
fn concat(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let dim = match cx.attr("dim") {
        Some(ir::AttrKind::Integer { value, .. }) => value.as_i64().unwrap_or(i64::MAX),
        _ => bail!("has no integer 'dim' attribute"),
    };
    let ts: Vec<Tensor> = a.iter().map(shaped).collect::<KResult<_>>()?;
    let refs: Vec<&Tensor> = ts.iter().collect();
    Ok(vec![Value::Tensor(crate::kernels::shape::cat(&refs, dim)?)])
}

/// `tensor.insert_slice %src into %dest[offsets] [sizes] [strides]`: the
/// destination with the strided window replaced by the source.
fn insert_slice(cx: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    let src = shaped(arg(&a, 0)?)?;
    let dst = shaped(arg(&a, 1)?)?;
    let (offsets, sizes, strides) = slice_params(cx, &a[2..])?;
    let shape = dst.shape().to_vec();
    check_window(&shape, &offsets, &sizes, &strides, "writes")?;
    let m: usize = sizes.iter().map(|&x| x as usize).product();
    if m != src.numel() {
        bail!("inserts {} elements into a window of {m}", src.numel());
    }
    let n = dst.numel();
    // Every destination position reads itself, or (in the window) the
    // source element placed there: one gather over both, laid end to end.
    let mut idx: Vec<usize> = (0..n).collect();
    let out: Vec<usize> = sizes.iter().map(|&x| x as usize).collect();
    let dst_st = crate::tensor::strides(&shape);
    let mut pt = vec![0usize; out.len()];
    for lin in 0..m {
        let mut r = lin;
        for d in (0..out.len()).rev() {
            pt[d] = r % out[d].max(1);
            r /= out[d].max(1);
        }
        let at: i64 = (0..out.len())
            .map(|d| (offsets[d] + pt[d] as i64 * strides[d]) * dst_st[d] as i64)
            .sum();
        idx[at as usize] = n + lin;
    }
    let flat_dst = dst.reshape(vec![n])?;
    let flat_src = src.reshape(vec![m])?;
    let both = crate::kernels::shape::cat(&[&flat_dst, &flat_src], 0)?;
    Ok(vec![Value::Tensor(both.gather_linear(shape, &idx)?)])
}
