//! `tensor`: value tensors: creation, element access, reshapes, casts.

use super::memref::{dim, empty, from_elements, insert, load, shaped, splat};
use crate::bail;
use crate::elements::tensor_shape;
use crate::scalar::*;
use crate::value::Value;
use crate::Registry;
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
}
