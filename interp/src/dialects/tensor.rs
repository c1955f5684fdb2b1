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
