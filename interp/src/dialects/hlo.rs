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
use crate::tile::Launcher;
use crate::{Frame, InterpError, Interpreter, Registry, Tensor, Value};
use ::dialects::hlo::ops::*;
use ir::TypedOp;
use ir::{AttrKind, Op};

/// Registers the `hlo` kernels.
pub fn register(r: &mut Registry) {
    r.region(FusionOp::NAME, |interp, frame, op, a| {
        let body = region(interp, op, 0)?;
        interp.run_region(frame, body, a)
    });
    r.region(LaunchOp::NAME, launch);
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

/// `hlo.launch`: the kernel runs on the inputs' arrays and zeroed result
/// arrays; the results are what it stored.
fn launch(
    interp: &Interpreter,
    _: &mut Frame,
    op: Op,
    inputs: Vec<Value>,
) -> Result<Vec<Value>, InterpError> {
    let ctx = interp.ctx();
    let l = LaunchOp(op);
    let name = match l.kernel(ctx).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::SymbolRef { root, .. }) => ctx.str(*root).to_string(),
        _ => return Err(interp.failed(op, "has no kernel symbol".into())),
    };
    let grid = l
        .grid(ctx)
        .and_then(|a| ir::dense_array::to_i64s(ctx, a))
        .filter(|g| g.len() == 3)
        .ok_or_else(|| interp.failed(op, "has no grid of three extents".into()))?;
    let mut arrays = Vec::new();
    for v in inputs {
        match v {
            Value::Tensor(t) => arrays.push(t),
            Value::Array(a) => arrays.push(a.to_tensor().map_err(|e| interp.failed(op, e.0))?),
            _ => return Err(interp.failed(op, "takes tensors".into())),
        }
    }
    let n_in = arrays.len();
    for r in ctx.op(op).results().iter() {
        let t = ctx.value_type(r);
        let (shape, elem) = match ctx.type_kind(t) {
            ir::TypeKind::RankedTensor { shape, elem, .. } => (shape.to_vec(), *elem),
            _ => return Err(interp.failed(op, "has a result that is not a ranked tensor".into())),
        };
        let d = crate::elements::elem_dtype(ctx, elem).map_err(|e| interp.failed(op, e.0))?;
        let shape: Vec<usize> = shape.iter().map(|&x| x.max(0) as usize).collect();
        arrays.push(Tensor::full(shape, d, 0.0).map_err(|e| interp.failed(op, e.0))?);
    }
    let g = [grid[0], grid[1], grid[2]];
    let out = match interp.launcher {
        Some(l) => l.launch(ctx, &name, g, arrays),
        None => crate::tile::Interpreted(interp.budgets()).launch(ctx, &name, g, arrays),
    }
    .map_err(|m| interp.failed(op, format!("kernel @{name}: {m}")))?;
    Ok(out
        .iter()
        .skip(n_in)
        .map(|t| val(Array::from_tensor(t)))
        .collect())
}
