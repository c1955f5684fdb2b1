//! `hlo`: a fusion runs its body on its inputs; `copy` changes only the
//! layout, which the interpreter's row-major arrays do not model, so the
//! values pass through; `bitcast` keeps the bytes, so a shape change is a
//! reshape of the row-major data (layouts aside) and an element type
//! change reinterprets bits as `bitcast_convert` does.

use super::region;
use super::stablehlo::{arr, shape_elem, val};
use super::stablehlo_scalar::{from_bits, to_bits, Builder, S};
use crate::array::Array;
use crate::tensor::KernelError;
use crate::Registry;
use ::dialects::hlo::ops::*;
use ir::TypedOp;

/// Registers the `hlo` kernels.
pub fn register(r: &mut Registry) {
    r.region(FusionOp::NAME, |interp, frame, op, a| {
        let body = region(interp, op, 0)?;
        interp.run_region(frame, body, a)
    });
    r.simple(CopyOp::NAME, |_, a| Ok(vec![a[0].clone()]));
    r.simple(BitcastOp::NAME, |cx, a| {
        let x = arr(&a[0])?;
        let t = cx
            .result_type(0)
            .ok_or_else(|| KernelError("has no result".into()))?;
        let (shape, e) = shape_elem(cx.ctx, t)?;
        if e == x.elem {
            return Ok(vec![val(x.reshaped(shape)?)]);
        }
        if super::stablehlo_scalar::bit_width(e) != super::stablehlo_scalar::bit_width(x.elem) {
            crate::bail!("bitcast between element types of different widths");
        }
        let mut b = Builder::new(e, x.numel());
        for i in 0..x.numel() {
            b.push(from_bits(e, to_bits(x.elem, S::get(&x, i))))?;
        }
        Ok(vec![val(Array::new(shape, e, b.finish())?)])
    });
}
