//! `linalg`: `generic` over its indexing maps and iterator types, and the
//! named ops tessera has (`fill`, `matmul`).

use super::memref::{offset, segment, shaped, with_elem};
use super::{region, RResult};
use crate::scalar::*;
use crate::tensor::Tensor;
use crate::value::Value;
use crate::{Frame, Interpreter, OpCx, Registry};
use ::dialects::linalg::ops::*;
use ir::TypedOp;
use ir::{AttrKind, Op};

/// Runs a structured op: for every point of the iteration space, the body
/// gets one element per operand (through its indexing map) and yields the
/// outputs' new elements.
fn generic(interp: &Interpreter, frame: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let ctx = interp.ctx();
    let err = |m: String| interp.failed(op, m);
    let cx = OpCx { ctx, op };
    let nin = segment(&cx, 0, 0).map_err(|e| err(e.0))?;
    if nin > a.len() {
        return Err(err("has more inputs than operands".into()));
    }
    let maps: Vec<ir::affine::AffineMap> = match cx.attr("indexing_maps") {
        Some(AttrKind::Array(v)) => v
            .iter()
            .map(|m| match ctx.attr_kind(*m) {
                AttrKind::AffineMap(m) => Ok((**m).clone()),
                _ => Err(err("indexing_maps holds a non-map".into())),
            })
            .collect::<Result<_, _>>()?,
        _ => return Err(err("has no indexing_maps".into())),
    };
    if maps.len() != a.len() {
        return Err(err(format!(
            "has {} indexing maps for {} operands",
            maps.len(),
            a.len()
        )));
    }
    let mut data: Vec<Option<Tensor>> = Vec::new();
    for v in &a {
        data.push(match v {
            Value::Tensor(_) | Value::MemRef(_) => Some(shaped(v).map_err(|e| err(e.0))?),
            _ => None,
        });
    }
    let ndims = maps.first().map_or(0, |m| m.dims as usize);
    // Loop bounds: from the first operand dim each loop dim maps to directly.
    let mut bounds: Vec<Option<usize>> = vec![None; ndims];
    for (m, t) in maps.iter().zip(&data) {
        if let Some(t) = t {
            for (r, e) in m.results.iter().enumerate() {
                if let ir::affine::AffineExpr::Dim(d) = e {
                    if let (Some(b), Some(&n)) = (bounds.get_mut(*d as usize), t.shape().get(r)) {
                        b.get_or_insert(n);
                    }
                }
            }
        }
    }
    let bounds: Vec<usize> = bounds
        .into_iter()
        .map(|b| b.ok_or_else(|| err("cannot infer a loop bound from the indexing maps".into())))
        .collect::<Result<_, _>>()?;
    let body = region(interp, op, 0)?;
    let kinds: Vec<Option<Sc>> = ctx
        .op(op)
        .operands()
        .map(|v| scalar_kind(ctx, ctx.value_type(v)).ok())
        .collect();
    let mut outs: Vec<Tensor> = data[nin..]
        .iter()
        .map(|t| {
            t.clone()
                .ok_or_else(|| err("an output is not shaped".into()))
        })
        .collect::<Result<_, _>>()?;
    let total = crate::tensor::numel_of(&bounds).map_err(|e| err(e.0))?;
    let mut pt = vec![0i64; ndims];
    for lin in 0..total {
        let mut r = lin;
        for d in (0..ndims).rev() {
            pt[d] = (r % bounds[d]) as i64;
            r /= bounds[d];
        }
        let mut offs = Vec::with_capacity(a.len());
        let mut args = Vec::with_capacity(a.len());
        for (i, m) in maps.iter().enumerate() {
            let cur = if i < nin {
                data[i].as_ref()
            } else {
                Some(&outs[i - nin])
            };
            match cur {
                None => {
                    args.push(a[i].clone());
                    offs.push(0);
                }
                Some(t) => {
                    let idx: Vec<Value> = m
                        .results
                        .iter()
                        .map(|e| {
                            e.eval(&pt, &[])
                                .map(Value::Index)
                                .ok_or_else(|| err("cannot evaluate an indexing map".into()))
                        })
                        .collect::<Result<_, _>>()?;
                    let off = offset(t.shape(), &idx).map_err(|e| err(e.0))?;
                    let k = kinds[i].ok_or_else(|| err("unsupported element type".into()))?;
                    args.push(elem(t, off, k));
                    offs.push(off);
                }
            }
        }
        interp.linalg_points.borrow_mut().push(pt.clone());
        let ys = interp.run_region(frame, body, args);
        interp.linalg_points.borrow_mut().pop();
        let ys = ys?;
        if ys.len() != outs.len() {
            return Err(err(format!(
                "body yields {} values for {} outputs",
                ys.len(),
                outs.len()
            )));
        }
        for (j, y) in ys.iter().enumerate() {
            outs[j] = with_elem(&outs[j], offs[nin + j], y).map_err(|e| err(e.0))?;
        }
    }
    finish_outputs(interp, op, &a[nin..], outs)
}

/// Writes outputs back to memrefs, or returns them as the tensor results.
fn finish_outputs(interp: &Interpreter, op: Op, inits: &[Value], outs: Vec<Tensor>) -> RResult {
    let mut results = Vec::new();
    for (init, t) in inits.iter().zip(outs) {
        match init {
            Value::MemRef(m) => *m.borrow_mut() = t,
            _ => results.push(Value::Tensor(t)),
        }
    }
    if results.len() != interp.ctx().op(op).results().len() {
        return Err(interp.failed(op, "result count does not match its tensor outputs".into()));
    }
    Ok(results)
}

fn fill(interp: &Interpreter, _: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let err = |m: String| interp.failed(op, m);
    if a.len() != 2 {
        return Err(err("expects one value and one output".into()));
    }
    let t = shaped(&a[1]).map_err(|e| err(e.0))?;
    let x = match &a[0] {
        Value::FloatN { value, .. } => *value,
        v => int_of(v).map_err(|e| err(e.0))?.1 as f64,
    };
    let t = Tensor::full(t.shape().to_vec(), t.dtype(), x).map_err(|e| err(e.0))?;
    finish_outputs(interp, op, &a[1..], vec![t])
}

fn matmul(interp: &Interpreter, _: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let err = |m: String| interp.failed(op, m);
    if a.len() != 3 {
        return Err(err("expects two inputs and one output".into()));
    }
    let (x, y, c) = (
        shaped(&a[0]).map_err(|e| err(e.0))?,
        shaped(&a[1]).map_err(|e| err(e.0))?,
        shaped(&a[2]).map_err(|e| err(e.0))?,
    );
    let d = c.dtype();
    let p = crate::kernels::linalg::matmul(
        &x.cast(dialects::torch::types::promote_types(x.dtype(), d)),
        &y.cast(dialects::torch::types::promote_types(x.dtype(), d)),
    )
    .map_err(|e| err(e.0))?;
    let sum = crate::kernels::elementwise::arith(
        &c,
        &p.cast(d),
        d,
        crate::kernels::elementwise::Arith::Add,
    )
    .map_err(|e| err(e.0))?;
    if sum.shape() != c.shape() {
        return Err(err(format!(
            "product shape {:?} does not match the output {:?}",
            p.shape(),
            c.shape()
        )));
    }
    finish_outputs(interp, op, &a[2..], vec![sum])
}

/// Registers the standard-dialect kernels.

/// Registers the `linalg` kernels.
pub fn register(r: &mut Registry) {
    r.region(GenericOp::NAME, generic);
    r.region(FillOp::NAME, fill);
    r.region(MatmulOp::NAME, matmul);
    r.region(ReduceOp::NAME, reduce);
    r.region(IndexOp::NAME, index);
    r.region(BroadcastOp::NAME, broadcast);
    r.region(TransposeOp::NAME, transpose);
    r.region(AddOp::NAME, binary);
    r.region(SubOp::NAME, binary);
    r.region(MulOp::NAME, binary);
    r.region(DivOp::NAME, binary);
    r.region(MaxOp::NAME, binary);
}

/// `linalg.index D`: the enclosing structured op's iteration index along D.
fn index(interp: &Interpreter, _: &mut Frame, op: Op, _: Vec<Value>) -> RResult {
    let ctx = interp.ctx();
    let d = match (OpCx { ctx, op }).attr("dim") {
        Some(AttrKind::Integer { value, .. }) => value.as_i64().unwrap_or(-1),
        _ => -1,
    };
    let pts = interp.linalg_points.borrow();
    match pts
        .last()
        .and_then(|p| usize::try_from(d).ok().and_then(|d| p.get(d)))
    {
        Some(&i) => Ok(vec![Value::Index(i)]),
        None => Err(interp.failed(op, format!("has no enclosing loop dimension {d}"))),
    }
}

/// A tensor of `like`'s shape and dtype from values (rounded or wrapped).
fn rebuild(like: &Tensor, shape: Vec<usize>, v: Vec<f64>) -> crate::tensor::KResult<Tensor> {
    let d = like.dtype();
    if d.is_float() {
        Tensor::from_f64(shape, d, v)
    } else if d == dialects::torch::types::DType::Bool {
        Tensor::from_bool(shape, v.iter().map(|&x| x != 0.0).collect())
    } else {
        Tensor::from_i64(shape, d, v.iter().map(|&x| x as i64).collect())
    }
}

/// `linalg.add/sub/mul/div/max ins(%a, %b) outs(%c)`: elementwise, in the
/// output's element type.
fn binary(interp: &Interpreter, _: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let err = |m: String| interp.failed(op, m);
    if a.len() != 3 {
        return Err(err("expects two inputs and one output".into()));
    }
    let (x, y, c) = (
        shaped(&a[0]).map_err(|e| err(e.0))?,
        shaped(&a[1]).map_err(|e| err(e.0))?,
        shaped(&a[2]).map_err(|e| err(e.0))?,
    );
    if x.shape() != c.shape() || y.shape() != c.shape() {
        return Err(err(format!(
            "has inputs {:?} and {:?} for an output {:?}",
            x.shape(),
            y.shape(),
            c.shape()
        )));
    }
    let name = interp.ctx().op_name(op);
    let f: fn(f64, f64) -> f64 = match name {
        "linalg.add" => |p, q| p + q,
        "linalg.sub" => |p, q| p - q,
        "linalg.mul" => |p, q| p * q,
        "linalg.div" => |p, q| p / q,
        _ => |p, q| {
            if p.is_nan() || q.is_nan() {
                f64::NAN
            } else {
                p.max(q)
            }
        },
    };
    let (xv, yv) = (x.to_f64_vec(), y.to_f64_vec());
    let v = xv.iter().zip(&yv).map(|(&p, &q)| f(p, q)).collect();
    let t = rebuild(&c, c.shape().to_vec(), v).map_err(|e| err(e.0))?;
    finish_outputs(interp, op, &a[2..], vec![t])
}

/// `linalg.reduce ins(%x..) outs(%init..) dimensions = [..]`: the body
/// folds each input element into its output element.
fn reduce(interp: &Interpreter, frame: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let ctx = interp.ctx();
    let err = |m: String| interp.failed(op, m);
    if a.is_empty() || a.len() % 2 != 0 {
        return Err(err("expects as many inits as inputs".into()));
    }
    let n = a.len() / 2;
    let ins: Vec<Tensor> = a[..n]
        .iter()
        .map(shaped)
        .collect::<Result<_, _>>()
        .map_err(|e| err(e.0))?;
    let inits: Vec<Tensor> = a[n..]
        .iter()
        .map(shaped)
        .collect::<Result<_, _>>()
        .map_err(|e| err(e.0))?;
    let dims: Vec<usize> = match (OpCx { ctx, op }).attr("dimensions") {
        Some(AttrKind::DenseArray { .. }) => ctx
            .inherent_attr(op, "dimensions")
            .and_then(|d| ir::dense_array::to_i64s(ctx, d))
            .unwrap_or_default()
            .into_iter()
            .map(|d| d as usize)
            .collect(),
        _ => return Err(err("has no dimensions".into())),
    };
    let shape = ins[0].shape().to_vec();
    let kept: Vec<usize> = (0..shape.len()).filter(|d| !dims.contains(d)).collect();
    let out_shape: Vec<usize> = kept.iter().map(|&d| shape[d]).collect();
    for (t, i) in ins.iter().zip(&inits) {
        if t.shape() != shape.as_slice() || i.shape() != out_shape.as_slice() {
            return Err(err(format!(
                "reduces {:?} over {dims:?} into {:?}",
                t.shape(),
                i.shape()
            )));
        }
    }
    let kinds: Vec<Sc> = ctx
        .op(op)
        .operands()
        .map(|v| scalar_kind(ctx, ctx.value_type(v)).map_err(|e| err(e.0)))
        .collect::<Result<_, _>>()?;
    let body = region(interp, op, 0)?;
    if n == 1 {
        if let Some(f) = simple_combiner(ctx, body) {
            // One arith op on (input, accumulator): fold in f64, rounding
            // every step to the element type as the op would.
            let d = inits[0].dtype();
            let round = |x: f64| {
                if d.is_float() {
                    crate::tensor::round_float(d, x)
                } else {
                    crate::tensor::wrap_int(d, x as i64) as f64
                }
            };
            let mut accv = inits[0].to_f64_vec();
            let xv = ins[0].to_f64_vec();
            let st = crate::tensor::strides(&out_shape);
            let mut pt = vec![0usize; shape.len()];
            for (lin, &x) in xv.iter().enumerate() {
                let mut r = lin;
                for d in (0..shape.len()).rev() {
                    pt[d] = r % shape[d].max(1);
                    r /= shape[d].max(1);
                }
                let o: usize = kept.iter().zip(&st).map(|(&d, &s)| pt[d] * s).sum();
                accv[o] = round(f(x, accv[o]));
            }
            let t = rebuild(&inits[0], out_shape, accv).map_err(|e| err(e.0))?;
            return finish_outputs(interp, op, &a[n..], vec![t]);
        }
    }
    let mut acc: Vec<Vec<Value>> = (0..n)
        .map(|j| {
            (0..inits[j].numel())
                .map(|o| elem(&inits[j], o, kinds[n + j]))
                .collect()
        })
        .collect();
    let st = crate::tensor::strides(&out_shape);
    let total = ins[0].numel();
    let mut pt = vec![0usize; shape.len()];
    for lin in 0..total {
        let mut r = lin;
        for d in (0..shape.len()).rev() {
            pt[d] = r % shape[d].max(1);
            r /= shape[d].max(1);
        }
        let o: usize = kept.iter().zip(&st).map(|(&d, &s)| pt[d] * s).sum();
        let mut args: Vec<Value> = (0..n).map(|j| elem(&ins[j], lin, kinds[j])).collect();
        args.extend((0..n).map(|j| acc[j][o].clone()));
        let ys = interp.run_region(frame, body, args)?;
        if ys.len() != n {
            return Err(err(format!(
                "body yields {} values for {n} outputs",
                ys.len()
            )));
        }
        for (j, y) in ys.into_iter().enumerate() {
            acc[j][o] = y;
        }
    }
    let mut outs = Vec::new();
    for (j, vals) in acc.into_iter().enumerate() {
        let v: Vec<f64> = vals
            .iter()
            .map(|x| float_of(x).or_else(|_| int_of(x).map(|i| i.1 as f64)))
            .collect::<Result<_, _>>()
            .map_err(|e| err(e.0))?;
        outs.push(rebuild(&inits[j], out_shape.clone(), v).map_err(|e| err(e.0))?);
    }
    finish_outputs(interp, op, &a[n..], outs)
}

/// The combiner of a reduction body that is one arith op on its two
/// arguments, yielded.
fn simple_combiner(ctx: &ir::Context, body: ir::Region) -> Option<fn(f64, f64) -> f64> {
    let &b = ctx.region(body).blocks.first()?;
    let ops: Vec<Op> = ctx.block_ops(b).collect();
    let [o, y] = ops.as_slice() else { return None };
    let args = &ctx.block(b).args;
    let operands: Vec<ir::Value> = ctx.op(*o).operands().collect();
    let r = ctx.op(*o).results().iter().next()?;
    if args.len() != 2
        || operands.len() != 2
        || !operands.iter().all(|v| args.contains(v))
        || operands[0] == operands[1]
        || ctx.op(*y).operands().collect::<Vec<_>>() != vec![r]
    {
        return None;
    }
    Some(match ctx.op_name(*o) {
        "arith.addf" | "arith.addi" => |x, y| x + y,
        "arith.mulf" | "arith.muli" => |x, y| x * y,
        "arith.maximumf" => |x: f64, y: f64| {
            if x.is_nan() || y.is_nan() {
                f64::NAN
            } else {
                x.max(y)
            }
        },
        "arith.minimumf" => |x: f64, y: f64| {
            if x.is_nan() || y.is_nan() {
                f64::NAN
            } else {
                x.min(y)
            }
        },
        "arith.maxnumf" | "arith.maxsi" => f64::max,
        "arith.minnumf" | "arith.minsi" => f64::min,
        _ => return None,
    })
}

/// `linalg.broadcast ins(%x) outs(%init) dimensions = [..]`: the output's
/// `dimensions` are new; the others walk with the input's.
fn broadcast(interp: &Interpreter, _: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let ctx = interp.ctx();
    let err = |m: String| interp.failed(op, m);
    if a.len() != 2 {
        return Err(err("expects an input and an init".into()));
    }
    let (x, c) = (
        shaped(&a[0]).map_err(|e| err(e.0))?,
        shaped(&a[1]).map_err(|e| err(e.0))?,
    );
    let dims: Vec<usize> = ctx
        .inherent_attr(op, "dimensions")
        .and_then(|d| ir::dense_array::to_i64s(ctx, d))
        .unwrap_or_default()
        .into_iter()
        .map(|d| d as usize)
        .collect();
    let out = c.shape().to_vec();
    let kept: Vec<usize> = (0..out.len()).filter(|d| !dims.contains(d)).collect();
    if kept.iter().map(|&d| out[d]).collect::<Vec<_>>() != x.shape() {
        return Err(err(format!(
            "broadcasts {:?} to {out:?} adding {dims:?}",
            x.shape()
        )));
    }
    let xs = crate::tensor::strides(x.shape());
    let xv = x.to_f64_vec();
    let total = c.numel();
    let mut v = Vec::with_capacity(total);
    let mut pt = vec![0usize; out.len()];
    for lin in 0..total {
        let mut r = lin;
        for d in (0..out.len()).rev() {
            pt[d] = r % out[d].max(1);
            r /= out[d].max(1);
        }
        let i: usize = kept.iter().zip(&xs).map(|(&d, &s)| pt[d] * s).sum();
        v.push(xv[i]);
    }
    let t = rebuild(&c, out, v).map_err(|e| err(e.0))?;
    finish_outputs(interp, op, &a[1..], vec![t])
}

/// `linalg.transpose ins(%x) outs(%init) permutation = [..]`.
fn transpose(interp: &Interpreter, _: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let ctx = interp.ctx();
    let err = |m: String| interp.failed(op, m);
    if a.len() != 2 {
        return Err(err("expects an input and an init".into()));
    }
    let (x, c) = (
        shaped(&a[0]).map_err(|e| err(e.0))?,
        shaped(&a[1]).map_err(|e| err(e.0))?,
    );
    let perm: Vec<usize> = ctx
        .inherent_attr(op, "permutation")
        .and_then(|d| ir::dense_array::to_i64s(ctx, d))
        .unwrap_or_default()
        .into_iter()
        .map(|d| d as usize)
        .collect();
    let t = x.permute(&perm).map_err(|e| err(e.0))?;
    if t.shape() != c.shape() {
        return Err(err(format!(
            "transposes {:?} by {perm:?} into {:?}",
            x.shape(),
            c.shape()
        )));
    }
    let t = t.cast(c.dtype());
    finish_outputs(interp, op, &a[1..], vec![t])
}
