//! One torch op at a time: what it becomes in StableHLO.

use super::emit::{shape_of, tensor_ty, Emit};
use super::{convert_type, elem_type, legalize_err, Conv};
use dialects::stablehlo::attrs::DotDims;
use dialects::torch::types::DType;
use ir::{AttrKind, Diagnostic, Op, Type, TypeKind, Value};
use std::collections::HashMap;

type R<T> = Result<T, Diagnostic>;

struct Cx<'a, 'c> {
    e: &'a mut Emit<'c>,
    op: Op,
    map: &'a HashMap<Value, Conv>,
}

impl Cx<'_, '_> {
    fn fail<T>(&self, why: &str) -> R<T> {
        Err(legalize_err(self.e.ctx, self.op, why))
    }
    fn arg(&self, i: usize) -> R<Conv> {
        let ops: Vec<Value> = self.e.ctx.op(self.op).operands().collect();
        match ops.get(i).and_then(|v| self.map.get(v)) {
            Some(c) => Ok(c.clone()),
            None => self.fail(&format!("operand {i} is not a value it can convert")),
        }
    }
    fn nargs(&self) -> usize {
        self.e.ctx.op(self.op).operands().len()
    }
    fn tensor(&self, i: usize) -> R<Value> {
        match self.arg(i)? {
            Conv::Tensor(v) => Ok(v),
            _ => self.fail(&format!("operand {i} must be a tensor")),
        }
    }
    fn int(&self, i: usize) -> R<i64> {
        match self.arg(i)?.int() {
            Some(v) => Ok(v),
            None => self.fail(&format!("operand {i} must be a constant int")),
        }
    }
    fn float(&self, i: usize) -> R<f64> {
        match self.arg(i)?.float() {
            Some(v) => Ok(v),
            None => self.fail(&format!("operand {i} must be a constant number")),
        }
    }
    fn ints(&self, i: usize) -> R<Vec<i64>> {
        match self.arg(i)?.ints() {
            Some(v) => Ok(v),
            None => self.fail(&format!("operand {i} must be a constant int list")),
        }
    }
    fn opt_int(&self, i: usize) -> R<Option<i64>> {
        if i >= self.nargs() {
            return Ok(None);
        }
        Ok(match self.arg(i)? {
            Conv::None => None,
            c => c.int(),
        })
    }
    /// The converted type of result `i`.
    fn result(&mut self, i: usize) -> R<(Vec<i64>, Type)> {
        let r = self.e.ctx.result(self.op, i);
        let t = self.e.ctx.value_type(r);
        match convert_type(self.e.ctx, t).and_then(|t| shape_of(self.e.ctx, t)) {
            Some(x) => Ok(x),
            None => self.fail("result needs a static shape and a known dtype"),
        }
    }
    /// Operand `i` as a tensor of `shape` and `elem`: converted and
    /// broadcast, or a scalar splatted.
    fn as_tensor(&mut self, i: usize, shape: &[i64], elem: Type) -> R<Value> {
        match self.arg(i)? {
            Conv::Tensor(v) => {
                let c = self.e.convert(v, elem);
                Ok(self.e.broadcast(c, shape))
            }
            c => match c.float() {
                Some(x) => {
                    let s = self.e.splat(&[], elem, x);
                    Ok(self.e.broadcast_in_dim(s, shape, &[]))
                }
                None => self.fail(&format!("operand {i} must be a tensor or a number")),
            },
        }
    }
    fn rank(&self, v: Value) -> i64 {
        self.e.shape(v).len() as i64
    }
}

fn norm_dim(d: i64, rank: i64) -> i64 {
    if d < 0 {
        d + rank
    } else {
        d
    }
}

fn is_float(ctx: &ir::Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Float(_))
}

fn t(v: Value) -> Conv {
    Conv::Tensor(v)
}

/// Converts `op`; returns what each of its results became.
pub fn convert(e: &mut Emit<'_>, op: Op, name: &str, map: &HashMap<Value, Conv>) -> R<Vec<Conv>> {
    let mut cx = Cx { e, op, map };
    let cx = &mut cx;
    let ctx_attr = |cx: &Cx, n: &str| {
        cx.e.ctx
            .inherent_attr(cx.op, n)
            .map(|a| cx.e.ctx.attr_kind(a).clone())
    };
    Ok(match name {
        // ---------------------------------------------------------------- constants
        "torch.constant.int" => match ctx_attr(cx, "value") {
            Some(AttrKind::Integer { value, .. }) => vec![Conv::Int(value.as_i64().unwrap_or(0))],
            _ => return cx.fail("bad value"),
        },
        "torch.constant.float" => match ctx_attr(cx, "value") {
            Some(AttrKind::Float { bits, .. }) => {
                vec![Conv::Float(f64::from_bits(bits.get() as u64))]
            }
            _ => return cx.fail("bad value"),
        },
        "torch.constant.bool" => match ctx_attr(cx, "value") {
            Some(AttrKind::Bool(b)) => vec![Conv::Bool(b)],
            Some(AttrKind::Integer { value, .. }) => vec![Conv::Bool(value.as_i64() != Some(0))],
            _ => return cx.fail("bad value"),
        },
        "torch.constant.none" => vec![Conv::None],
        // Python scalar arithmetic on constants folds away.
        "torch.aten.Int.bool" | "torch.aten.Int.float" | "torch.aten.Int.Scalar" => {
            vec![Conv::Int(cx.float(0)? as i64)]
        }
        "torch.aten.Float.Scalar" | "torch.aten.Float.int" => vec![Conv::Float(cx.float(0)?)],
        "torch.aten.Bool.int" | "torch.aten.Bool.float" => vec![Conv::Bool(cx.float(0)? != 0.0)],
        "torch.aten.add.int" => vec![Conv::Int(cx.int(0)?.wrapping_add(cx.int(1)?))],
        "torch.aten.sub.int" => vec![Conv::Int(cx.int(0)?.wrapping_sub(cx.int(1)?))],
        "torch.aten.mul.int" => vec![Conv::Int(cx.int(0)?.wrapping_mul(cx.int(1)?))],
        "torch.aten.neg.int" => vec![Conv::Int(cx.int(0)?.wrapping_neg())],
        "torch.aten.floordiv.int" => {
            let (a, b) = (cx.int(0)?, cx.int(1)?);
            if b == 0 {
                return cx.fail("division by zero");
            }
            vec![Conv::Int(
                a.div_euclid(b) - if (a % b != 0) && (b < 0) { 1 } else { 0 },
            )]
        }
        "torch.aten.add.float_int" | "torch.aten.add" => {
            vec![Conv::Float(cx.float(0)? + cx.float(1)?)]
        }
        "torch.aten.mul.float" | "torch.aten.mul.int_float" => {
            vec![Conv::Float(cx.float(0)? * cx.float(1)?)]
        }
        "torch.aten.div.float" | "torch.aten.div.int" => {
            vec![Conv::Float(cx.float(0)? / cx.float(1)?)]
        }
        "torch.aten.sqrt.int" => vec![Conv::Float(cx.float(0)?.sqrt())],
        "torch.prim.NumToTensor.Scalar" => {
            let (shape, elem) = cx.result(0)?;
            let x = cx.float(0)?;
            vec![t(cx.e.splat(&shape, elem, x))]
        }
        "torch.constant.str" => vec![Conv::Str(String::new())],
        "torch.constant.device" => vec![Conv::Device],
        "torch.prim.ListConstruct" => {
            let n = cx.nargs();
            let items = (0..n).map(|i| cx.arg(i)).collect::<R<Vec<_>>>()?;
            vec![Conv::List(items)]
        }
        "torch.prim.ListUnpack" => match cx.arg(0)? {
            Conv::List(v) => v,
            _ => return cx.fail("operand must be a list"),
        },
        "torch.vtensor.literal" => {
            let (shape, elem) = cx.result(0)?;
            let Some(a) = cx.e.ctx.inherent_attr(op, "value") else {
                return cx.fail("has no value");
            };
            let ty = tensor_ty(cx.e.ctx, &shape, elem);
            // The literal's own type is the builtin tensor already.
            vec![t(cx.e.op(
                "stablehlo.constant",
                &[],
                &[ty],
                vec![("value", a)],
            )[0])]
        }
        "torch.aten.scalar_tensor" => {
            let (shape, elem) = cx.result(0)?;
            let x = cx.float(0)?;
            vec![t(cx.e.splat(&shape, elem, x))]
        }
        "torch.aten.full_like" | "torch.aten.full" | "torch.aten.new_full" => {
            let (shape, elem) = cx.result(0)?;
            let x = cx.float(1)?;
            let s = cx.e.splat(&[], elem, x);
            vec![t(cx.e.broadcast_in_dim(s, &shape, &[]))]
        }
        "torch.aten.zeros_like"
        | "torch.aten.zeros"
        | "torch.aten.new_zeros"
        | "torch.aten.empty_strided"
        | "torch.aten.empty.memory_format"
        | "torch.aten.empty_like" => {
            let (shape, elem) = cx.result(0)?;
            let s = cx.e.splat(&[], elem, 0.0);
            vec![t(cx.e.broadcast_in_dim(s, &shape, &[]))]
        }
        "torch.aten.ones_like" | "torch.aten.ones" | "torch.aten.new_ones" => {
            let (shape, elem) = cx.result(0)?;
            let s = cx.e.splat(&[], elem, 1.0);
            vec![t(cx.e.broadcast_in_dim(s, &shape, &[]))]
        }
        "torch.aten.arange.start_step" | "torch.aten.arange.start" | "torch.aten.arange" => {
            let (shape, elem) = cx.result(0)?;
            let (start, step) = match name {
                "torch.aten.arange" => (0.0, 1.0),
                "torch.aten.arange.start" => (cx.float(0)?, 1.0),
                _ => (cx.float(0)?, cx.float(2)?),
            };
            let n = shape.first().copied().unwrap_or(0);
            let vals: Vec<f64> = (0..n).map(|i| start + i as f64 * step).collect();
            vec![t(cx.e.dense(&shape, elem, &vals))]
        }
        // ---------------------------------------------------------------- views
        "torch.aten.view"
        | "torch.aten.reshape"
        | "torch.aten._unsafe_view"
        | "torch.aten.unsqueeze"
        | "torch.aten.squeeze.dim"
        | "torch.aten.squeeze"
        | "torch.aten.squeeze.dims"
        | "torch.prims.squeeze"
        | "torch.aten.flatten.using_ints" => {
            let x = cx.tensor(0)?;
            let (shape, _) = cx.result(0)?;
            vec![t(cx.e.reshape(x, &shape))]
        }
        "torch.aten.permute" => {
            let x = cx.tensor(0)?;
            let r = cx.rank(x);
            let p: Vec<i64> = cx.ints(1)?.into_iter().map(|d| norm_dim(d, r)).collect();
            vec![t(cx.e.transpose(x, &p))]
        }
        "torch.aten.transpose.int" | "torch.aten.t" | "torch.aten.numpy_T" => {
            let x = cx.tensor(0)?;
            let r = cx.rank(x);
            let (a, b) = if name == "torch.aten.transpose.int" {
                (norm_dim(cx.int(1)?, r), norm_dim(cx.int(2)?, r))
            } else {
                (0, (r - 1).max(0))
            };
            let mut p: Vec<i64> = (0..r).collect();
            if r > 0 {
                p.swap(a as usize, b as usize);
            }
            vec![t(cx.e.transpose(x, &p))]
        }
        "torch.aten.expand" | "torch.aten.broadcast_to" | "torch.aten.expand_as" => {
            let x = cx.tensor(0)?;
            let (shape, _) = cx.result(0)?;
            vec![t(cx.e.broadcast(x, &shape))]
        }
        "torch.aten.clone"
        | "torch.aten.alias"
        | "torch.aten.contiguous"
        | "torch.aten.detach"
        | "torch.aten.lift_fresh_copy"
        | "torch.aten.dropout"
        | "torch.aten.copy" => vec![cx.arg(0)?],
        "torch.aten._to_copy"
        | "torch.aten.to.dtype"
        | "torch.aten.to.dtype_layout"
        | "torch.aten.type_as" => {
            let x = cx.tensor(0)?;
            let (_, elem) = cx.result(0)?;
            vec![t(cx.e.convert(x, elem))]
        }
        "torch.aten.slice.Tensor" => {
            let x = cx.tensor(0)?;
            let s = cx.e.shape(x);
            let r = s.len() as i64;
            let d = norm_dim(cx.int(1)?, r) as usize;
            let n = s[d];
            let clamp = |v: i64| {
                let v = if v < 0 { v + n } else { v };
                v.clamp(0, n)
            };
            let start = clamp(cx.opt_int(2)?.unwrap_or(0));
            let end = clamp(cx.opt_int(3)?.unwrap_or(n)).max(start);
            let step = cx.opt_int(4)?.unwrap_or(1).max(1);
            let mut st = vec![0; s.len()];
            let mut lim = s.clone();
            let mut strides = vec![1; s.len()];
            st[d] = start;
            lim[d] = end;
            strides[d] = step;
            let (shape, elem) = cx.result(0)?;
            let ty = tensor_ty(cx.e.ctx, &shape, elem);
            let (a, b, c) = (cx.e.i64s(&st), cx.e.i64s(&lim), cx.e.i64s(&strides));
            vec![t(cx.e.op(
                "stablehlo.slice",
                &[x],
                &[ty],
                vec![("start_indices", a), ("limit_indices", b), ("strides", c)],
            )[0])]
        }
        "torch.aten.select.int" => {
            // x[..., i, ...]: the slice at `i` along `dim`, without it.
            let x = cx.tensor(0)?;
            let s = cx.e.shape(x);
            let r = s.len() as i64;
            let d = norm_dim(cx.int(1)?, r) as usize;
            let n = s[d];
            let i = cx.int(2)?;
            let i = if i < 0 { i + n } else { i };
            if i < 0 || i >= n {
                return cx.fail(&format!(
                    "index {i} is out of range for dimension {d} of size {n}"
                ));
            }
            let mut st = vec![0; s.len()];
            let mut lim = s.clone();
            st[d] = i;
            lim[d] = i + 1;
            let (shape, elem) = cx.result(0)?;
            let mut kept = s.clone();
            kept[d] = 1;
            let ty = tensor_ty(cx.e.ctx, &kept, elem);
            let (a, b, c) = (
                cx.e.i64s(&st),
                cx.e.i64s(&lim),
                cx.e.i64s(&vec![1; s.len()]),
            );
            let sl = cx.e.op(
                "stablehlo.slice",
                &[x],
                &[ty],
                vec![("start_indices", a), ("limit_indices", b), ("strides", c)],
            )[0];
            vec![t(cx.e.reshape(sl, &shape))]
        }
        "torch.aten.split_with_sizes" | "torch.aten.split.Tensor" => {
            let x = cx.tensor(0)?;
            let s = cx.e.shape(x);
            let r = s.len() as i64;
            let d = norm_dim(cx.int(2)?, r) as usize;
            let sizes = if name == "torch.aten.split_with_sizes" {
                cx.ints(1)?
            } else {
                let k = cx.int(1)?.max(1);
                let mut v = Vec::new();
                let mut left = s[d];
                while left > 0 {
                    v.push(k.min(left));
                    left -= k;
                }
                v
            };
            let mut parts = Vec::new();
            let mut at = 0;
            for z in sizes {
                let mut st = vec![0; s.len()];
                let mut lim = s.clone();
                st[d] = at;
                lim[d] = at + z;
                at += z;
                let mut out = s.clone();
                out[d] = z;
                let e_ = cx.e.elem(x);
                let ty = tensor_ty(cx.e.ctx, &out, e_);
                let (a, b, c) = (
                    cx.e.i64s(&st),
                    cx.e.i64s(&lim),
                    cx.e.i64s(&vec![1; s.len()]),
                );
                parts.push(t(cx.e.op(
                    "stablehlo.slice",
                    &[x],
                    &[ty],
                    vec![("start_indices", a), ("limit_indices", b), ("strides", c)],
                )[0]));
            }
            vec![Conv::List(parts)]
        }
        "torch.aten.cat" | "torch.aten.concat" => {
            let Conv::List(items) = cx.arg(0)? else {
                return cx.fail("operand 0 must be a list of tensors");
            };
            let (shape, elem) = cx.result(0)?;
            let mut vs = Vec::new();
            for it in items {
                let Conv::Tensor(v) = it else {
                    return cx.fail("operand 0 must be a list of tensors");
                };
                vs.push(cx.e.convert(v, elem));
            }
            let d = norm_dim(cx.int(1)?, shape.len() as i64);
            let ty = tensor_ty(cx.e.ctx, &shape, elem);
            let da = cx.e.int_attr(64, d);
            vec![t(cx.e.op(
                "stablehlo.concatenate",
                &vs,
                &[ty],
                vec![("dimension", da)],
            )[0])]
        }
        // ---------------------------------------------------------------- matmul
        "torch.aten.mm" | "torch.aten.bmm" => {
            let (shape, elem) = cx.result(0)?;
            let a = cx.tensor(0)?;
            let b = cx.tensor(1)?;
            let (a, b) = (cx.e.convert(a, elem), cx.e.convert(b, elem));
            let d = if name == "torch.aten.mm" {
                DotDims {
                    lhs_contract: vec![1],
                    rhs_contract: vec![0],
                    ..Default::default()
                }
            } else {
                DotDims {
                    lhs_batch: vec![0],
                    rhs_batch: vec![0],
                    lhs_contract: vec![2],
                    rhs_contract: vec![1],
                }
            };
            vec![t(cx.e.dot_general(a, b, &d, &shape, elem))]
        }
        // ---------------------------------------------------------------- elementwise
        "torch.aten.add.Tensor"
        | "torch.aten.add.Scalar"
        | "torch.aten.sub.Tensor"
        | "torch.aten.sub.Scalar"
        | "torch.aten.rsub.Scalar" => {
            let (shape, elem) = cx.result(0)?;
            let a = cx.as_tensor(0, &shape, elem)?;
            let mut b = cx.as_tensor(1, &shape, elem)?;
            let alpha = if cx.nargs() > 2 {
                cx.arg(2)?.float().unwrap_or(1.0)
            } else {
                1.0
            };
            if alpha != 1.0 {
                let al = cx.e.splat(&[], elem, alpha);
                let al = cx.e.broadcast_in_dim(al, &shape, &[]);
                b = if name == "torch.aten.rsub.Scalar" {
                    b
                } else {
                    cx.e.binary("stablehlo.multiply", b, al)
                };
                if name == "torch.aten.rsub.Scalar" {
                    let a2 = cx.e.binary("stablehlo.multiply", a, al);
                    return Ok(vec![t(cx.e.binary("stablehlo.subtract", b, a2))]);
                }
            }
            let v = match name {
                "torch.aten.add.Tensor" | "torch.aten.add.Scalar" => {
                    cx.e.binary("stablehlo.add", a, b)
                }
                "torch.aten.rsub.Scalar" => cx.e.binary("stablehlo.subtract", b, a),
                _ => cx.e.binary("stablehlo.subtract", a, b),
            };
            vec![t(v)]
        }
        "torch.aten.mul.Tensor"
        | "torch.aten.mul.Scalar"
        | "torch.aten.div.Tensor"
        | "torch.aten.div.Scalar"
        | "torch.aten.pow.Tensor_Scalar"
        | "torch.aten.pow.Tensor_Tensor"
        | "torch.aten.pow.Scalar"
        | "torch.aten.maximum"
        | "torch.aten.minimum"
        | "torch.aten.remainder.Scalar"
        | "torch.aten.remainder.Tensor"
        | "torch.aten.atan2"
        | "torch.aten.bitwise_and.Tensor"
        | "torch.aten.bitwise_or.Tensor" => {
            let (shape, elem) = cx.result(0)?;
            let a = cx.as_tensor(0, &shape, elem)?;
            let b = cx.as_tensor(1, &shape, elem)?;
            let hlo = match name {
                "torch.aten.mul.Tensor" | "torch.aten.mul.Scalar" => "stablehlo.multiply",
                "torch.aten.div.Tensor" | "torch.aten.div.Scalar" => "stablehlo.divide",
                "torch.aten.maximum" => "stablehlo.maximum",
                "torch.aten.minimum" => "stablehlo.minimum",
                "torch.aten.remainder.Scalar" | "torch.aten.remainder.Tensor" => {
                    "stablehlo.remainder"
                }
                "torch.aten.atan2" => "stablehlo.atan2",
                "torch.aten.bitwise_and.Tensor" => "stablehlo.and",
                "torch.aten.bitwise_or.Tensor" => "stablehlo.or",
                _ => "stablehlo.power",
            };
            vec![t(cx.e.binary(hlo, a, b))]
        }
        "torch.aten.neg"
        | "torch.aten.exp"
        | "torch.aten.log"
        | "torch.aten.tanh"
        | "torch.aten.sigmoid"
        | "torch.aten.rsqrt"
        | "torch.aten.sqrt"
        | "torch.aten.abs"
        | "torch.aten.sin"
        | "torch.aten.cos"
        | "torch.aten.floor"
        | "torch.aten.ceil"
        | "torch.aten.erf"
        | "torch.aten.log1p"
        | "torch.aten.expm1"
        | "torch.aten.sign"
        | "torch.aten.round"
        | "torch.aten.tan"
        | "torch.aten.exp2"
        | "torch.aten.log2"
        | "torch.aten.reciprocal"
        | "torch.aten.relu"
        | "torch.aten.square" => {
            let (shape, elem) = cx.result(0)?;
            let x = cx.as_tensor(0, &shape, elem)?;
            let v = match name {
                "torch.aten.neg" => cx.e.unary("stablehlo.negate", x),
                "torch.aten.exp" => cx.e.unary("stablehlo.exponential", x),
                "torch.aten.log" => cx.e.unary("stablehlo.log", x),
                "torch.aten.tanh" => cx.e.unary("stablehlo.tanh", x),
                "torch.aten.sigmoid" => cx.e.unary("stablehlo.logistic", x),
                "torch.aten.rsqrt" => cx.e.unary("stablehlo.rsqrt", x),
                "torch.aten.sqrt" => cx.e.unary("stablehlo.sqrt", x),
                "torch.aten.abs" => cx.e.unary("stablehlo.abs", x),
                "torch.aten.sin" => cx.e.unary("stablehlo.sine", x),
                "torch.aten.cos" => cx.e.unary("stablehlo.cosine", x),
                "torch.aten.tan" => cx.e.unary("stablehlo.tan", x),
                "torch.aten.floor" => cx.e.unary("stablehlo.floor", x),
                "torch.aten.ceil" => cx.e.unary("stablehlo.ceil", x),
                "torch.aten.erf" => cx.e.unary("chlo.erf", x),
                "torch.aten.log1p" => cx.e.unary("stablehlo.log_plus_one", x),
                "torch.aten.expm1" => cx.e.unary("stablehlo.exponential_minus_one", x),
                "torch.aten.sign" => cx.e.unary("stablehlo.sign", x),
                "torch.aten.round" => cx.e.unary("stablehlo.round_nearest_even", x),
                "torch.aten.square" => cx.e.binary("stablehlo.multiply", x, x),
                "torch.aten.reciprocal" => {
                    let one = cx.e.splat(&[], elem, 1.0);
                    let one = cx.e.broadcast_in_dim(one, &shape, &[]);
                    cx.e.binary("stablehlo.divide", one, x)
                }
                "torch.aten.relu" => {
                    let z = cx.e.splat(&[], elem, 0.0);
                    let z = cx.e.broadcast_in_dim(z, &shape, &[]);
                    cx.e.binary("stablehlo.maximum", x, z)
                }
                "torch.aten.exp2" => {
                    let two = cx.e.splat(&[], elem, 2.0);
                    let two = cx.e.broadcast_in_dim(two, &shape, &[]);
                    cx.e.binary("stablehlo.power", two, x)
                }
                _ => {
                    let l = cx.e.unary("stablehlo.log", x);
                    let ln2 = cx.e.splat(&[], elem, std::f64::consts::LN_2);
                    let ln2 = cx.e.broadcast_in_dim(ln2, &shape, &[]);
                    cx.e.binary("stablehlo.divide", l, ln2)
                }
            };
            vec![t(v)]
        }
        "torch.aten.eq.Tensor"
        | "torch.aten.eq.Scalar"
        | "torch.aten.ne.Tensor"
        | "torch.aten.ne.Scalar"
        | "torch.aten.lt.Tensor"
        | "torch.aten.lt.Scalar"
        | "torch.aten.le.Tensor"
        | "torch.aten.le.Scalar"
        | "torch.aten.gt.Tensor"
        | "torch.aten.gt.Scalar"
        | "torch.aten.ge.Tensor"
        | "torch.aten.ge.Scalar" => {
            let (shape, _) = cx.result(0)?;
            // Compare in the tensor operand's type (PyTorch promotes a
            // Python scalar to it), or the float of both.
            let ta = cx.tensor(0)?;
            let mut ct = cx.e.elem(ta);
            if let Conv::Tensor(b) = cx.arg(1)? {
                let eb = cx.e.elem(b);
                if is_float(cx.e.ctx, eb) && !is_float(cx.e.ctx, ct) {
                    ct = eb;
                }
            } else if let Conv::Float(_) = cx.arg(1)? {
                if !is_float(cx.e.ctx, ct) {
                    ct = elem_type(cx.e.ctx, DType::F32);
                }
            }
            let a = cx.as_tensor(0, &shape, ct)?;
            let b = cx.as_tensor(1, &shape, ct)?;
            let dir = match &name["torch.aten.".len()..2 + "torch.aten.".len()] {
                "eq" => "EQ",
                "ne" => "NE",
                "lt" => "LT",
                "le" => "LE",
                "gt" => "GT",
                _ => "GE",
            };
            vec![t(cx.e.compare(dir, a, b))]
        }
        "torch.aten.bitwise_not" => {
            // ~x: on bools, logical not.
            let x = cx.tensor(0)?;
            vec![t(cx.e.unary("stablehlo.not", x))]
        }
        "torch.aten.logical_and"
        | "torch.aten.logical_or"
        | "torch.aten.logical_xor"
        | "torch.aten.logical_not" => {
            let (shape, _) = cx.result(0)?;
            let n = if name == "torch.aten.logical_not" {
                1
            } else {
                2
            };
            let mut bs = Vec::new();
            for i in 0..n {
                let x = cx.tensor(i)?;
                let ex = cx.e.elem(x);
                let xb = cx.e.broadcast(x, &shape);
                let b = if matches!(cx.e.ctx.type_kind(ex), TypeKind::Integer { width: 1, .. }) {
                    xb
                } else {
                    let z = cx.e.splat(&[], ex, 0.0);
                    let z = cx.e.broadcast_in_dim(z, &shape, &[]);
                    cx.e.compare("NE", xb, z)
                };
                bs.push(b);
            }
            let (_, relem) = cx.result(0)?;
            let v = match name {
                "torch.aten.logical_and" => cx.e.binary("stablehlo.and", bs[0], bs[1]),
                "torch.aten.logical_or" => cx.e.binary("stablehlo.or", bs[0], bs[1]),
                "torch.aten.logical_xor" => cx.e.binary("stablehlo.xor", bs[0], bs[1]),
                _ => cx.e.unary("stablehlo.not", bs[0]),
            };
            vec![t(cx.e.convert(v, relem))]
        }
        "torch.aten.where.self"
        | "torch.aten.where.Scalar"
        | "torch.aten.where.ScalarSelf"
        | "torch.aten.where.ScalarOther" => {
            let (shape, elem) = cx.result(0)?;
            let c = cx.tensor(0)?;
            let i1 = cx.e.ctx.int(1);
            let c = cx.e.convert(c, i1);
            let c = cx.e.broadcast(c, &shape);
            let a = cx.as_tensor(1, &shape, elem)?;
            let b = cx.as_tensor(2, &shape, elem)?;
            let ty = tensor_ty(cx.e.ctx, &shape, elem);
            vec![t(cx.e.op("stablehlo.select", &[c, a, b], &[ty], vec![])[0])]
        }
        "torch.aten.masked_fill.Scalar" | "torch.aten.masked_fill.Tensor" => {
            let (shape, elem) = cx.result(0)?;
            let x = cx.as_tensor(0, &shape, elem)?;
            let m = cx.tensor(1)?;
            let i1 = cx.e.ctx.int(1);
            let m = cx.e.convert(m, i1);
            let m = cx.e.broadcast(m, &shape);
            let v = cx.as_tensor(2, &shape, elem)?;
            let ty = tensor_ty(cx.e.ctx, &shape, elem);
            vec![t(cx.e.op("stablehlo.select", &[m, v, x], &[ty], vec![])[0])]
        }
        // ---------------------------------------------------------------- reductions
        "torch.aten.sum.dim_IntList"
        | "torch.aten.sum"
        | "torch.aten.mean.dim"
        | "torch.aten.mean"
        | "torch.aten.amax"
        | "torch.aten.amin"
        | "torch.aten.all.dim"
        | "torch.aten.any.dim"
        | "torch.aten.prod.dim_int" => {
            let (shape, elem) = cx.result(0)?;
            let x = cx.tensor(0)?;
            let r = cx.rank(x);
            let dims: Vec<i64> = match name {
                "torch.aten.sum" | "torch.aten.mean" => (0..r).collect(),
                "torch.aten.all.dim" | "torch.aten.any.dim" | "torch.aten.prod.dim_int" => {
                    vec![norm_dim(cx.int(1)?, r)]
                }
                _ => {
                    let d = match cx.arg(1)? {
                        Conv::None => (0..r).collect(),
                        c => c.ints().unwrap_or_default(),
                    };
                    if d.is_empty() {
                        (0..r).collect()
                    } else {
                        d.into_iter().map(|v| norm_dim(v, r)).collect()
                    }
                }
            };
            let mut dims = dims;
            dims.sort();
            dims.dedup();
            let xs = cx.e.shape(x);
            let (init, comb, work) = match name {
                "torch.aten.amax" => (f64::NEG_INFINITY, "stablehlo.maximum", cx.e.elem(x)),
                "torch.aten.amin" => (f64::INFINITY, "stablehlo.minimum", cx.e.elem(x)),
                "torch.aten.all.dim" => (1.0, "stablehlo.and", cx.e.ctx.int(1)),
                "torch.aten.any.dim" => (0.0, "stablehlo.or", cx.e.ctx.int(1)),
                "torch.aten.prod.dim_int" => (1.0, "stablehlo.multiply", elem),
                _ => (0.0, "stablehlo.add", elem),
            };
            let mut init = init;
            if !is_float(cx.e.ctx, work) && init.is_infinite() {
                let w = match cx.e.ctx.type_kind(work) {
                    TypeKind::Integer { width, .. } => *width,
                    _ => 64,
                };
                init = if init < 0.0 {
                    -(2f64.powi(w as i32 - 1))
                } else {
                    2f64.powi(w as i32 - 1) - 1.0
                };
            }
            let xw = if matches!(name, "torch.aten.all.dim" | "torch.aten.any.dim") {
                let ex = cx.e.elem(x);
                if matches!(cx.e.ctx.type_kind(ex), TypeKind::Integer { width: 1, .. }) {
                    x
                } else {
                    let z = cx.e.splat(&[], ex, 0.0);
                    let z = cx.e.broadcast_in_dim(z, &xs, &[]);
                    cx.e.compare("NE", x, z)
                }
            } else {
                cx.e.convert(x, work)
            };
            let mut v = cx.e.reduce(xw, init, &dims, comb);
            if matches!(name, "torch.aten.mean.dim" | "torch.aten.mean") {
                let count: i64 = dims.iter().map(|&d| xs[d as usize]).product();
                let vs = cx.e.shape(v);
                let c = cx.e.splat(&[], elem, count as f64);
                let c = cx.e.broadcast_in_dim(c, &vs, &[]);
                v = cx.e.binary("stablehlo.divide", v, c);
            }
            let v = cx.e.convert(v, elem);
            vec![t(cx.e.reshape(v, &shape))]
        }
        "torch.aten.cumsum" => {
            let (shape, elem) = cx.result(0)?;
            let x = cx.tensor(0)?;
            let x = cx.e.convert(x, elem);
            let r = shape.len() as i64;
            let d = norm_dim(cx.int(1)?, r) as usize;
            let mut win = vec![1i64; shape.len()];
            win[d] = shape[d];
            let mut pad = vec![0i64; 2 * shape.len()];
            pad[2 * d] = shape[d] - 1;
            let init = cx.e.splat(&[], elem, 0.0);
            let reg = cx.e.region(&[elem, elem], |em, a| {
                vec![em.binary("stablehlo.add", a[0], a[1])]
            });
            let ty = tensor_ty(cx.e.ctx, &shape, elem);
            let wd = cx.e.i64s(&win);
            let pa = dialects::stablehlo::syntax::padding_attr(cx.e.ctx, &pad);
            vec![t(cx.e.op_with_regions(
                "stablehlo.reduce_window",
                &[x, init],
                &[ty],
                vec![("window_dimensions", wd), ("padding", pa)],
                vec![reg],
            )[0])]
        }
        "torch.aten.sort" => {
            let x = cx.tensor(0)?;
            let r = cx.rank(x);
            let d = norm_dim(cx.int(1)?, r);
            let desc = cx.arg(2)?.int().unwrap_or(0) != 0;
            let (vshape, velem) = cx.result(0)?;
            let (_, ielem) = cx.result(1)?;
            let ity = tensor_ty(cx.e.ctx, &vshape, ielem);
            let ida = cx.e.int_attr(64, d);
            let iota =
                cx.e.op("stablehlo.iota", &[], &[ity], vec![("iota_dimension", ida)])[0];
            let ex = cx.e.elem(x);
            let reg = cx.e.region(&[ex, ex, ielem, ielem], |em, a| {
                vec![em.compare(if desc { "GT" } else { "LT" }, a[0], a[1])]
            });
            let vty = tensor_ty(cx.e.ctx, &vshape, velem);
            let da = cx.e.int_attr(64, d);
            let st = cx.e.ctx.attr(AttrKind::Bool(true));
            let rs = cx.e.op_with_regions(
                "stablehlo.sort",
                &[x, iota],
                &[vty, ity],
                vec![("dimension", da), ("is_stable", st)],
                vec![reg],
            );
            vec![t(rs[0]), t(rs[1])]
        }
        "torch.aten.embedding" | "torch.aten.index_select" => {
            let (shape, elem) = cx.result(0)?;
            let (w, ids, dim) = if name == "torch.aten.embedding" {
                (cx.tensor(0)?, cx.tensor(1)?, 0)
            } else {
                let w = cx.tensor(0)?;
                let r = cx.rank(w);
                (w, cx.tensor(2)?, norm_dim(cx.int(1)?, r))
            };
            let ty = tensor_ty(cx.e.ctx, &shape, elem);
            let da = cx.e.int_attr(64, dim);
            let bd = cx.e.int_attr(64, 0);
            vec![t(cx.e.op(
                "stablehlo.torch_index_select",
                &[w, ids],
                &[ty],
                vec![("dim", da), ("batch_dims", bd)],
            )[0])]
        }
        _ => return cx.fail(""),
    })
}
