//! Shape and dtype rules of the ATen ops tessera gives meaning to: from the
//! operand types and the constant operands (`torch.constant.int`, lists of
//! them), the result types PyTorch's meta functions give. The verifier
//! checks a printed result type against them (dimensions written `?` and
//! dtypes written `unk` are not checked), and passes that build torch ops
//! use them to type their results.

use super::types::{self, DType, Dim, Participant, TorchType};
use dialect_engine::spec_of;
use ir::registry::VerifyError;
use ir::{AttrKind, Context, IntValue, Op, Value};

/// A ranked tensor's shape and dtype.
#[derive(Clone, Debug, PartialEq)]
pub struct TensorInfo {
    pub shape: Vec<Dim>,
    pub dtype: Option<DType>,
}

impl TensorInfo {
    fn to_type(&self) -> TorchType {
        TorchType::Tensor {
            value: true,
            shape: Some(self.shape.clone()),
            dtype: self.dtype,
        }
    }
    fn with(&self, shape: Vec<Dim>) -> TensorInfo {
        TensorInfo {
            shape,
            dtype: self.dtype,
        }
    }
    fn rank(&self) -> i64 {
        self.shape.len() as i64
    }
}

/// The operands of one torch op, by the names torch-mlir gives them.
pub struct Args<'a> {
    ctx: &'a Context,
    op: Op,
    names: Vec<&'a str>,
}

/// Why a rule does not apply or fails.
enum Fail {
    /// Not enough is known statically (unranked, non-constant operand):
    /// nothing to check.
    Unknown,
    /// The op is ill-typed.
    Error(String),
}

type R<T> = Result<T, Fail>;

fn err<T>(msg: String) -> R<T> {
    Err(Fail::Error(msg))
}

impl<'a> Args<'a> {
    /// The operands of `op`, if the engine registered it.
    pub fn of(ctx: &'a Context, op: Op) -> Option<Args<'a>> {
        let spec = spec_of(ctx, op)?;
        let names = spec
            .def()
            .operands
            .iter()
            .map(|v| v.name.name.as_str())
            .collect();
        Some(Args { ctx, op, names })
    }
    fn index(&self, name: &str) -> Option<usize> {
        self.names.iter().position(|n| *n == name)
    }
    fn value(&self, name: &str) -> R<Value> {
        let i = self.index(name).ok_or(Fail::Unknown)?;
        self.ctx.op(self.op).operands().nth(i).ok_or(Fail::Unknown)
    }
    fn describe(&self, name: &str) -> String {
        match self.index(name) {
            Some(i) => format!("operand #{i} ('{name}')"),
            None => format!("operand '{name}'"),
        }
    }
    /// Whether operand `name` exists.
    pub fn has(&self, name: &str) -> bool {
        self.index(name).is_some()
    }
    /// The ranked tensor operand `name`.
    fn tensor(&self, name: &str) -> R<TensorInfo> {
        let v = self.value(name)?;
        tensor_info(self.ctx, self.ctx.value_type(v))
    }
    /// The constant int operand `name` (`None` when it is `torch.constant.none`).
    fn int(&self, name: &str) -> R<Option<i64>> {
        constant_int(self.ctx, self.value(name)?)
    }
    fn int_req(&self, name: &str) -> R<i64> {
        self.int(name)?.ok_or(Fail::Unknown)
    }
    fn bool(&self, name: &str) -> R<bool> {
        let v = self.value(name)?;
        let def = defining(self.ctx, v).ok_or(Fail::Unknown)?;
        if self.ctx.op_name(def) != "torch.constant.bool" {
            return Err(Fail::Unknown);
        }
        match self
            .ctx
            .inherent_attr(def, "value")
            .map(|a| self.ctx.attr_kind(a))
        {
            Some(AttrKind::Bool(b)) => Ok(*b),
            _ => Err(Fail::Unknown),
        }
    }
    /// The constant int list operand `name` (`None` when it is none).
    fn ints(&self, name: &str) -> R<Option<Vec<i64>>> {
        constant_ints(self.ctx, self.value(name)?)
    }
    fn is_none(&self, name: &str) -> bool {
        self.value(name).is_ok_and(|v| {
            matches!(
                TorchType::of(self.ctx, self.ctx.value_type(v)),
                Some(TorchType::None)
            )
        })
    }
    /// The tensors of list operand `name` (a `torch.prim.ListConstruct`).
    fn tensor_list(&self, name: &str) -> R<Vec<TensorInfo>> {
        let v = self.value(name)?;
        let def = defining(self.ctx, v).ok_or(Fail::Unknown)?;
        if self.ctx.op_name(def) != "torch.prim.ListConstruct" {
            return Err(Fail::Unknown);
        }
        self.ctx
            .op(def)
            .operands()
            .map(|e| tensor_info(self.ctx, self.ctx.value_type(e)))
            .collect()
    }
    /// A scalar operand's category: a Python int, float or bool.
    fn scalar_dtype(&self, name: &str) -> R<DType> {
        let v = self.value(name)?;
        match TorchType::of(self.ctx, self.ctx.value_type(v)) {
            Some(TorchType::Int) => Ok(DType::I64),
            Some(TorchType::Float) => Ok(DType::F64),
            Some(TorchType::Bool) => Ok(DType::Bool),
            _ => Err(Fail::Unknown),
        }
    }
}

fn defining(ctx: &Context, v: Value) -> Option<Op> {
    match ctx.value(v).def {
        ir::value::ValueDef::Result(op, _) => Some(op),
        ir::value::ValueDef::Arg(..) => None,
    }
}

/// The value of `v` if a `torch.constant.int` (or `.none`) defines it.
pub fn constant_int_value(ctx: &Context, v: Value) -> Option<Option<i64>> {
    constant_int(ctx, v).ok()
}

fn constant_int(ctx: &Context, v: Value) -> R<Option<i64>> {
    let def = defining(ctx, v).ok_or(Fail::Unknown)?;
    match ctx.op_name(def) {
        "torch.constant.none" => Ok(None),
        "torch.constant.int" => match ctx.inherent_attr(def, "value").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Integer {
                value: IntValue::Small(x),
                ..
            }) => Ok(Some(*x as i64)),
            _ => Err(Fail::Unknown),
        },
        _ => Err(Fail::Unknown),
    }
}

/// The ints of a `torch.prim.ListConstruct` of constants (`None` for none).
pub fn constant_int_list(ctx: &Context, v: Value) -> Option<Option<Vec<i64>>> {
    constant_ints(ctx, v).ok()
}

fn constant_ints(ctx: &Context, v: Value) -> R<Option<Vec<i64>>> {
    let def = defining(ctx, v).ok_or(Fail::Unknown)?;
    match ctx.op_name(def) {
        "torch.constant.none" => Ok(None),
        "torch.prim.ListConstruct" => {
            let mut out = Vec::new();
            for e in ctx.op(def).operands() {
                out.push(constant_int(ctx, e)?.ok_or(Fail::Unknown)?);
            }
            Ok(Some(out))
        }
        _ => Err(Fail::Unknown),
    }
}

/// A ranked tensor type's shape and dtype.
fn tensor_info(ctx: &Context, t: ir::Type) -> R<TensorInfo> {
    match TorchType::of(ctx, t) {
        Some(TorchType::Tensor {
            shape: Some(shape),
            dtype,
            ..
        }) => Ok(TensorInfo { shape, dtype }),
        _ => Err(Fail::Unknown),
    }
}

// ------------------------------------------------------------------ dtypes

/// `torch.result_type` over tensors (with rank) and Python scalars (of
/// the dtype whose category they have): [`types::result_type`], `None`
/// when a tensor's dtype is unknown.
fn result_type(tensors: &[&TensorInfo], scalars: &[DType]) -> Option<DType> {
    let mut parts = Vec::with_capacity(tensors.len() + scalars.len());
    for t in tensors {
        parts.push(Participant::Tensor {
            dtype: t.dtype?,
            zero_dim: t.shape.is_empty(),
        });
    }
    parts.extend(
        scalars
            .iter()
            .map(|&s| Participant::Scalar(types::category(s))),
    );
    (!parts.is_empty()).then(|| types::result_type(&parts))
}

fn float_of(d: Option<DType>) -> Option<DType> {
    d.map(|d| if d.is_float() { d } else { DType::F32 })
}

// ------------------------------------------------------------------ shapes

fn broadcast(a: &[Dim], b: &[Dim], what: &str) -> R<Vec<Dim>> {
    let n = a.len().max(b.len());
    let mut out = vec![None; n];
    for i in 0..n {
        let x = if i + a.len() >= n {
            a[i + a.len() - n]
        } else {
            Some(1)
        };
        let y = if i + b.len() >= n {
            b[i + b.len() - n]
        } else {
            Some(1)
        };
        out[i] = match (x, y) {
            (Some(1), d) | (d, Some(1)) => d,
            (Some(p), Some(q)) if p == q => Some(p),
            (Some(p), Some(q)) => {
                return err(format!(
                    "{what}: shapes {} and {} do not broadcast (dimension {i}: {p} vs {q})",
                    dims(a),
                    dims(b)
                ))
            }
            _ => None,
        };
    }
    Ok(out)
}

/// `[2,?,4]`.
pub fn dims(s: &[Dim]) -> String {
    let v: Vec<String> = s
        .iter()
        .map(|d| d.map_or("?".into(), |x| x.to_string()))
        .collect();
    format!("[{}]", v.join(","))
}

fn norm_dim(d: i64, rank: i64, what: &str) -> R<usize> {
    let r = rank.max(1);
    let x = if d < 0 { d + r } else { d };
    if x < 0 || x >= r {
        return err(format!(
            "{what}: dimension {d} is out of range for a tensor of rank {rank}"
        ));
    }
    Ok(x as usize)
}

fn numel(s: &[Dim]) -> Option<i64> {
    s.iter()
        .try_fold(1i64, |a, d| d.and_then(|x| a.checked_mul(x)))
}

fn reduce(t: &TensorInfo, dims_: Option<&[i64]>, keep: bool, what: &str) -> R<Vec<Dim>> {
    let rank = t.rank();
    let mut drop = vec![false; t.shape.len()];
    match dims_ {
        None => drop.iter_mut().for_each(|d| *d = true),
        Some(ds) if ds.is_empty() => drop.iter_mut().for_each(|d| *d = true),
        Some(ds) => {
            for &d in ds {
                // A rank-0 tensor takes dimension 0 or -1 (PyTorch treats
                // it as one of size 1) and has nothing to drop.
                let i = norm_dim(d, rank, what)?;
                if let Some(slot) = drop.get_mut(i) {
                    *slot = true;
                }
            }
        }
    }
    Ok(t.shape
        .iter()
        .zip(&drop)
        .filter_map(|(&d, &x)| match (x, keep) {
            (true, true) => Some(Some(1)),
            (true, false) => None,
            (false, _) => Some(d),
        })
        .collect())
}

fn matmul_shape(a: &[Dim], b: &[Dim], what: &str) -> R<Vec<Dim>> {
    let check = |k1: Dim, k2: Dim| -> R<()> {
        match (k1, k2) {
            (Some(x), Some(y)) if x != y => err(format!(
                "{what}: contracting dimensions differ ({} @ {}: {x} vs {y})",
                dims(a),
                dims(b)
            )),
            _ => Ok(()),
        }
    };
    match (a.len(), b.len()) {
        (0, _) | (_, 0) => err(format!(
            "{what}: both arguments need at least one dimension"
        )),
        (1, 1) => {
            check(a[0], b[0])?;
            Ok(vec![])
        }
        (2, 1) => {
            check(a[1], b[0])?;
            Ok(vec![a[0]])
        }
        (1, 2) => {
            check(a[0], b[0])?;
            Ok(vec![b[1]])
        }
        (n, m) => {
            let ka = a[n - 1];
            let kb = if m == 1 { b[0] } else { b[m - 2] };
            check(ka, kb)?;
            let ba = if n >= 2 { &a[..n - 2] } else { &a[..0] };
            let bb = if m >= 2 { &b[..m - 2] } else { &b[..0] };
            let mut out = broadcast(ba, bb, what)?;
            if n >= 2 {
                out.push(a[n - 2]);
            }
            if m >= 2 {
                out.push(b[m - 1]);
            }
            Ok(out)
        }
    }
}

// ------------------------------------------------------------------ rules

/// The result types of `op` by its rule: `None` if the op has no rule or
/// too little is known; `Some(Err)` if the operands are ill-typed.
pub fn infer(ctx: &Context, op: Op) -> Option<Result<Vec<TorchType>, String>> {
    let a = Args::of(ctx, op)?;
    let name = ctx.op_name(op).strip_prefix("torch.")?;
    match rule(&a, name) {
        Ok(v) => Some(Ok(v.iter().map(TensorInfo::to_type).collect())),
        Err(Fail::Unknown) => None,
        Err(Fail::Error(e)) => Some(Err(e)),
    }
}

/// Whether tessera has a rule for op `name` (`torch.aten.mm`).
pub fn has_rule(name: &str) -> bool {
    let Some(n) = name.strip_prefix("torch.") else {
        return false;
    };
    RULED.contains(&n)
}

/// The ops with rules here (and kernels in the interpreter).
pub const RULED: &[&str] = &[
    "aten.add.Tensor",
    "aten.sub.Tensor",
    "aten.mul.Tensor",
    "aten.div.Tensor",
    "aten.add.Scalar",
    "aten.sub.Scalar",
    "aten.mul.Scalar",
    "aten.div.Scalar",
    "aten.rsub.Scalar",
    "aten.pow.Tensor_Scalar",
    "aten.pow.Tensor_Tensor",
    "aten.neg",
    "aten.exp",
    "aten.log",
    "aten.sqrt",
    "aten.rsqrt",
    "aten.tanh",
    "aten.erf",
    "aten.sigmoid",
    "aten.relu",
    "aten.gelu",
    "aten.silu",
    "aten.clone",
    "aten.contiguous",
    "aten.detach",
    "aten.dropout",
    "aten.triu",
    "aten.tril",
    "aten.masked_fill.Scalar",
    "aten.masked_fill.Tensor",
    "aten.softmax.int",
    "aten._softmax",
    "aten.log_softmax.int",
    "aten._log_softmax",
    "aten.eq.Tensor",
    "aten.ne.Tensor",
    "aten.lt.Tensor",
    "aten.le.Tensor",
    "aten.gt.Tensor",
    "aten.ge.Tensor",
    "aten.eq.Scalar",
    "aten.ne.Scalar",
    "aten.lt.Scalar",
    "aten.le.Scalar",
    "aten.gt.Scalar",
    "aten.ge.Scalar",
    "aten.where.self",
    "aten.mm",
    "aten.bmm",
    "aten.matmul",
    "aten.addmm",
    "aten.linear",
    "aten.sum.dim_IntList",
    "aten.mean.dim",
    "aten.amax",
    "aten.max.dim",
    "aten.var_mean.correction",
    "aten.var.correction",
    "aten.native_layer_norm",
    "aten.layer_norm",
    "aten.rms_norm",
    "aten.view",
    "aten.reshape",
    "aten._unsafe_view",
    "aten.permute",
    "aten.transpose.int",
    "aten.t",
    "aten.expand",
    "aten.unsqueeze",
    "aten.squeeze.dim",
    "aten.slice.Tensor",
    "aten.select.int",
    "aten.cat",
    "aten._to_copy",
    "aten.to.dtype",
    "aten.scaled_dot_product_attention",
    "aten.embedding",
    "aten.ones",
    "aten.zeros",
    "prims.convert_element_type",
];

fn one(t: TensorInfo) -> R<Vec<TensorInfo>> {
    Ok(vec![t])
}

fn rule(a: &Args<'_>, name: &str) -> R<Vec<TensorInfo>> {
    let what = name;
    match name {
        "aten.add.Tensor"
        | "aten.sub.Tensor"
        | "aten.mul.Tensor"
        | "aten.div.Tensor"
        | "aten.pow.Tensor_Tensor" => {
            let x = a.tensor("self")?;
            let y = a.tensor(if a.has("other") { "other" } else { "exponent" })?;
            let shape = broadcast(&x.shape, &y.shape, what)?;
            let mut d = result_type(&[&x, &y], &[]);
            if name == "aten.div.Tensor" {
                d = float_of(d);
            }
            one(TensorInfo { shape, dtype: d })
        }
        "aten.add.Scalar"
        | "aten.sub.Scalar"
        | "aten.mul.Scalar"
        | "aten.div.Scalar"
        | "aten.rsub.Scalar"
        | "aten.pow.Tensor_Scalar" => {
            let x = a.tensor("self")?;
            let s = a.scalar_dtype(if a.has("other") { "other" } else { "exponent" })?;
            let mut d = result_type(&[&x], &[s]);
            if name == "aten.div.Scalar" {
                d = float_of(d);
            }
            one(x.with(x.shape.clone()).with_dtype(d))
        }
        "aten.neg"
        | "aten.relu"
        | "aten.clone"
        | "aten.contiguous"
        | "aten.detach"
        | "aten.dropout"
        | "aten.triu"
        | "aten.tril"
        | "aten.masked_fill.Scalar"
        | "aten.masked_fill.Tensor" => {
            let x = a.tensor("self").or_else(|_| a.tensor("input"))?;
            if name.starts_with("aten.masked_fill") {
                let m = a.tensor("mask")?;
                broadcast(&x.shape, &m.shape, what)?;
            }
            one(x)
        }
        "aten.exp" | "aten.log" | "aten.sqrt" | "aten.rsqrt" | "aten.tanh" | "aten.erf"
        | "aten.sigmoid" | "aten.gelu" | "aten.silu" => {
            let x = a.tensor("self")?;
            let d = float_of(x.dtype);
            one(x.with_dtype(d))
        }
        "aten.softmax.int" | "aten._softmax" | "aten.log_softmax.int" | "aten._log_softmax" => {
            let x = a.tensor("self")?;
            norm_dim(a.int_req("dim")?, x.rank(), what)?;
            let d = if a.has("dtype") && !a.is_none("dtype") {
                DType::from_scalar_type(a.int_req("dtype")?)
            } else {
                x.dtype
            };
            one(x.with_dtype(d))
        }
        "aten.eq.Tensor" | "aten.ne.Tensor" | "aten.lt.Tensor" | "aten.le.Tensor"
        | "aten.gt.Tensor" | "aten.ge.Tensor" => {
            let x = a.tensor("self")?;
            let y = a.tensor("other")?;
            let shape = broadcast(&x.shape, &y.shape, what)?;
            one(TensorInfo {
                shape,
                dtype: Some(DType::Bool),
            })
        }
        "aten.eq.Scalar" | "aten.ne.Scalar" | "aten.lt.Scalar" | "aten.le.Scalar"
        | "aten.gt.Scalar" | "aten.ge.Scalar" => {
            let x = a.tensor("self")?;
            one(x.with_dtype(Some(DType::Bool)))
        }
        "aten.where.self" => {
            let c = a.tensor("condition")?;
            let x = a.tensor("self")?;
            let y = a.tensor("other")?;
            let s = broadcast(&c.shape, &x.shape, what)?;
            let shape = broadcast(&s, &y.shape, what)?;
            one(TensorInfo {
                shape,
                dtype: result_type(&[&x, &y], &[]),
            })
        }
        "aten.mm" | "aten.bmm" => {
            let x = a.tensor("self")?;
            let y = a.tensor("mat2")?;
            let rank = if name == "aten.mm" { 2 } else { 3 };
            for (t, n) in [(&x, "self"), (&y, "mat2")] {
                if t.shape.len() != rank {
                    return err(format!(
                        "{} must have rank {rank}, but its shape is {}",
                        a.describe(n),
                        dims(&t.shape)
                    ));
                }
            }
            let shape = matmul_shape(&x.shape, &y.shape, what)?;
            one(TensorInfo {
                shape,
                dtype: x.dtype,
            })
        }
        "aten.matmul" => {
            let x = a.tensor("self")?;
            let y = a.tensor("other")?;
            let shape = matmul_shape(&x.shape, &y.shape, what)?;
            one(TensorInfo {
                shape,
                dtype: x.dtype,
            })
        }
        "aten.addmm" => {
            let x = a.tensor("mat1")?;
            let y = a.tensor("mat2")?;
            let b = a.tensor("self")?;
            let shape = matmul_shape(&x.shape, &y.shape, what)?;
            broadcast(&b.shape, &shape, what)?;
            one(TensorInfo {
                shape,
                dtype: x.dtype,
            })
        }
        "aten.linear" => {
            let x = a.tensor("input")?;
            let w = a.tensor("weight")?;
            if w.shape.len() != 2 && w.shape.len() != 1 {
                return err(format!(
                    "{} must have rank 1 or 2, but its shape is {}",
                    a.describe("weight"),
                    dims(&w.shape)
                ));
            }
            let wt: Vec<Dim> = w.shape.iter().rev().copied().collect();
            let shape = matmul_shape(&x.shape, &wt, what)?;
            if !a.is_none("bias") {
                let b = a.tensor("bias")?;
                broadcast(&b.shape, &shape, what)?;
            }
            one(TensorInfo {
                shape,
                dtype: x.dtype,
            })
        }
        "aten.sum.dim_IntList" | "aten.mean.dim" | "aten.amax" => {
            let x = a.tensor("self")?;
            let ds = a.ints("dim")?;
            let shape = reduce(&x, ds.as_deref(), a.bool("keepdim")?, what)?;
            let mut d = x.dtype;
            if a.has("dtype") && !a.is_none("dtype") {
                d = DType::from_scalar_type(a.int_req("dtype")?);
            } else if name == "aten.sum.dim_IntList" && d.is_some_and(|d| !d.is_float()) {
                d = Some(DType::I64);
            }
            one(TensorInfo { shape, dtype: d })
        }
        "aten.max.dim" => {
            let x = a.tensor("self")?;
            let d = a.int_req("dim")?;
            let shape = reduce(&x, Some(&[d]), a.bool("keepdim")?, what)?;
            Ok(vec![
                TensorInfo {
                    shape: shape.clone(),
                    dtype: x.dtype,
                },
                TensorInfo {
                    shape,
                    dtype: Some(DType::I64),
                },
            ])
        }
        "aten.var_mean.correction" | "aten.var.correction" => {
            let x = a.tensor("self")?;
            let ds = a.ints("dim")?;
            let shape = reduce(&x, ds.as_deref(), a.bool("keepdim")?, what)?;
            let t = TensorInfo {
                shape,
                dtype: float_of(x.dtype),
            };
            if name == "aten.var.correction" {
                one(t)
            } else {
                Ok(vec![t.clone(), t])
            }
        }
        "aten.native_layer_norm" | "aten.layer_norm" | "aten.rms_norm" => {
            let x = a.tensor("input")?;
            let ns = a.ints("normalized_shape")?.ok_or(Fail::Unknown)?;
            if ns.len() > x.shape.len()
                || x.shape[x.shape.len() - ns.len()..]
                    .iter()
                    .zip(&ns)
                    .any(|(d, n)| d.is_some_and(|d| d != *n))
            {
                return err(format!(
                    "normalized_shape {:?} is not a suffix of {}'s shape {}",
                    ns,
                    a.describe("input"),
                    dims(&x.shape)
                ));
            }
            if name != "aten.native_layer_norm" {
                return one(x);
            }
            let k = x.shape.len() - ns.len();
            let stat: Vec<Dim> = x
                .shape
                .iter()
                .enumerate()
                .map(|(i, &d)| if i < k { d } else { Some(1) })
                .collect();
            let s = TensorInfo {
                shape: stat,
                dtype: float_of(x.dtype),
            };
            Ok(vec![x, s.clone(), s])
        }
        "aten.view" | "aten.reshape" | "aten._unsafe_view" => {
            let x = a.tensor("self")?;
            let size = a
                .ints(if a.has("size") { "size" } else { "shape" })?
                .ok_or(Fail::Unknown)?;
            let total = numel(&x.shape);
            let holes = size.iter().filter(|&&d| d == -1).count();
            if holes > 1 || size.iter().any(|&d| d < -1) {
                return err(format!("{what}: invalid size {size:?}"));
            }
            let known: i64 = size.iter().filter(|&&d| d != -1).product();
            let shape: Vec<Dim> = size
                .iter()
                .map(|&d| {
                    if d == -1 {
                        total.and_then(|t| (known != 0).then(|| t / known))
                    } else {
                        Some(d)
                    }
                })
                .collect();
            if let (Some(t), Some(n)) = (total, numel(&shape)) {
                if t != n || (holes == 1 && known != 0 && t % known != 0) {
                    return err(format!(
                        "{what}: size {size:?} is invalid for {} of shape {} ({t} elements)",
                        a.describe("self"),
                        dims(&x.shape)
                    ));
                }
            }
            one(x.with(shape))
        }
        "aten.permute" => {
            let x = a.tensor("self")?;
            let p = a.ints("dims")?.ok_or(Fail::Unknown)?;
            if p.len() != x.shape.len() {
                return err(format!(
                    "permutation {p:?} has {} entries for a tensor of rank {}",
                    p.len(),
                    x.rank()
                ));
            }
            let mut seen = vec![false; p.len()];
            let mut shape = Vec::new();
            for &d in &p {
                let i = norm_dim(d, x.rank(), what)?;
                if std::mem::replace(&mut seen[i], true) {
                    return err(format!("permutation {p:?} repeats dimension {d}"));
                }
                shape.push(x.shape[i]);
            }
            one(x.with(shape))
        }
        "aten.transpose.int" => {
            let x = a.tensor("self")?;
            let i = norm_dim(a.int_req("dim0")?, x.rank(), what)?;
            let j = norm_dim(a.int_req("dim1")?, x.rank(), what)?;
            let mut s = x.shape.clone();
            if !s.is_empty() {
                s.swap(i, j);
            }
            one(x.with(s))
        }
        "aten.t" => {
            let x = a.tensor("self")?;
            if x.shape.len() > 2 {
                return err(format!(
                    "{} must have rank at most 2, but its shape is {}",
                    a.describe("self"),
                    dims(&x.shape)
                ));
            }
            one(x.with(x.shape.iter().rev().copied().collect()))
        }
        "aten.expand" => {
            let x = a.tensor("self")?;
            let size = a.ints("size")?.ok_or(Fail::Unknown)?;
            if size.len() < x.shape.len() {
                return err(format!(
                    "expand: size {size:?} has fewer dimensions than {}",
                    dims(&x.shape)
                ));
            }
            let off = size.len() - x.shape.len();
            let mut shape = Vec::new();
            for (i, &s) in size.iter().enumerate() {
                let cur = if i >= off { x.shape[i - off] } else { None };
                let d = if s == -1 {
                    if i < off {
                        return err(format!("expand: -1 is not allowed for a new dimension {i}"));
                    }
                    cur
                } else {
                    if let Some(c) = cur {
                        if c != 1 && c != s {
                            return err(format!(
                                "expand: dimension {} of size {c} cannot expand to {s}",
                                i - off
                            ));
                        }
                    }
                    Some(s)
                };
                shape.push(d);
            }
            one(x.with(shape))
        }
        "aten.unsqueeze" => {
            let x = a.tensor("self")?;
            let i = norm_dim(a.int_req("dim")?, x.rank() + 1, what)?;
            let mut s = x.shape.clone();
            s.insert(i, Some(1));
            one(x.with(s))
        }
        "aten.squeeze.dim" => {
            let x = a.tensor("self")?;
            let i = norm_dim(a.int_req("dim")?, x.rank(), what)?;
            let mut s = x.shape.clone();
            if s.get(i) == Some(&Some(1)) {
                s.remove(i);
            } else if s.get(i).is_some_and(|d| d.is_none()) {
                return Err(Fail::Unknown);
            }
            one(x.with(s))
        }
        "aten.slice.Tensor" => {
            let x = a.tensor("self")?;
            let i = norm_dim(a.int_req("dim")?, x.rank(), what)?;
            let step = a.int("step")?.unwrap_or(1);
            if step <= 0 {
                return err(format!("slice step must be positive, not {step}"));
            }
            let Some(n) = x.shape[i] else {
                return Err(Fail::Unknown);
            };
            let clamp = |v: i64| {
                let v = if v < 0 { v + n } else { v };
                v.clamp(0, n)
            };
            let start = clamp(a.int("start")?.unwrap_or(0));
            let end = clamp(a.int("end")?.unwrap_or(n)).max(start);
            let mut s = x.shape.clone();
            s[i] = Some((end - start + step - 1) / step);
            one(x.with(s))
        }
        "aten.select.int" => {
            let x = a.tensor("self")?;
            let i = norm_dim(a.int_req("dim")?, x.rank(), what)?;
            let idx = a.int_req("index")?;
            if let Some(n) = x.shape[i] {
                if idx < -n || idx >= n {
                    return err(format!(
                        "select: index {idx} is out of range for dimension {i} of size {n}"
                    ));
                }
            }
            let mut s = x.shape.clone();
            s.remove(i);
            one(x.with(s))
        }
        "aten.cat" => {
            let ts = a.tensor_list("tensors")?;
            let ts: Vec<TensorInfo> = ts
                .into_iter()
                .filter(|t| !(t.shape.len() == 1 && t.shape[0] == Some(0)))
                .collect();
            let Some(first) = ts.first() else {
                return Err(Fail::Unknown);
            };
            let i = norm_dim(a.int_req("dim")?, first.rank(), what)?;
            let mut s = first.shape.clone();
            let mut total = Some(0i64);
            for t in &ts {
                if t.shape.len() != s.len() {
                    return err(format!(
                        "cat: tensors of ranks {} and {} cannot be joined",
                        s.len(),
                        t.shape.len()
                    ));
                }
                for (k, (&p, &q)) in s.iter().zip(&t.shape).enumerate() {
                    if k != i {
                        if let (Some(p), Some(q)) = (p, q) {
                            if p != q {
                                return err(format!(
                                    "cat: shapes {} and {} differ outside dimension {i}",
                                    dims(&first.shape),
                                    dims(&t.shape)
                                ));
                            }
                        }
                    }
                }
                total = total.zip(t.shape[i]).map(|(a, b)| a + b);
            }
            s[i] = total;
            let refs: Vec<&TensorInfo> = ts.iter().collect();
            one(TensorInfo {
                shape: s,
                dtype: result_type(&refs, &[]),
            })
        }
        "prims.convert_element_type" => {
            let x = a.tensor("a")?;
            let d = DType::from_scalar_type(a.int_req("dtype")?);
            one(x.with_dtype(d))
        }
        "aten._to_copy" | "aten.to.dtype" => {
            let x = a.tensor("self")?;
            let d = if a.is_none("dtype") {
                x.dtype
            } else {
                DType::from_scalar_type(a.int_req("dtype")?)
            };
            one(x.with_dtype(d))
        }
        "aten.scaled_dot_product_attention" => {
            let q = a.tensor("query")?;
            let k = a.tensor("key")?;
            let v = a.tensor("value")?;
            if q.shape.len() < 2 || k.shape.len() < 2 || v.shape.len() < 2 {
                return err(
                    "scaled_dot_product_attention: query, key and value need rank 2 or more".into(),
                );
            }
            let kt: Vec<Dim> = {
                let mut s = k.shape.clone();
                let n = s.len();
                s.swap(n - 1, n - 2);
                s
            };
            let scores = matmul_shape(&q.shape, &kt, what)?;
            let out = matmul_shape(&scores, &v.shape, what)?;
            if !a.is_none("attn_mask") {
                let m = a.tensor("attn_mask")?;
                broadcast(&m.shape, &scores, what)?;
            }
            one(TensorInfo {
                shape: out,
                dtype: q.dtype,
            })
        }
        "aten.ones" | "aten.zeros" => {
            let size = a.ints("size")?.ok_or(Fail::Unknown)?;
            if let Some(d) = size.iter().find(|&&d| d < 0) {
                return err(format!("{what}: negative dimension {d} in size {size:?}"));
            }
            let dtype = if a.is_none("dtype") {
                Some(DType::F32)
            } else {
                DType::from_scalar_type(a.int_req("dtype")?)
            };
            one(TensorInfo {
                shape: size.into_iter().map(Some).collect(),
                dtype,
            })
        }
        "aten.embedding" => {
            let w = a.tensor("weight")?;
            let i = a.tensor("indices")?;
            if w.shape.len() != 2 {
                return err(format!(
                    "{} must have rank 2, but its shape is {}",
                    a.describe("weight"),
                    dims(&w.shape)
                ));
            }
            if i.dtype.is_some_and(|d| d.is_float() || d == DType::Bool) {
                return err(format!(
                    "{} must hold integers, not {}",
                    a.describe("indices"),
                    i.dtype.map_or("unk", |d| d.name())
                ));
            }
            let mut s = i.shape.clone();
            s.push(w.shape[1]);
            one(w.with(s))
        }
        _ => Err(Fail::Unknown),
    }
}

impl TensorInfo {
    fn with_dtype(&self, dtype: Option<DType>) -> TensorInfo {
        TensorInfo {
            shape: self.shape.clone(),
            dtype,
        }
    }
}

/// The verifier of every torch op with a rule: each result's written type
/// must agree with the rule's (a `?` dimension or `unk` dtype agrees with
/// anything).
pub fn verify(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let Some(inferred) = infer(ctx, op) else {
        return Ok(());
    };
    let inferred = inferred?;
    let results = ctx.op(op).results();
    for (i, want) in inferred.iter().enumerate() {
        if i >= results.len() {
            break;
        }
        let r = results.get(i);
        let Some(TorchType::Tensor { shape, dtype, .. }) = TorchType::of(ctx, ctx.value_type(r))
        else {
            continue;
        };
        let TorchType::Tensor {
            shape: Some(ws),
            dtype: wd,
            ..
        } = want
        else {
            continue;
        };
        if let Some(s) = &shape {
            let agree = s.len() == ws.len()
                && s.iter()
                    .zip(ws)
                    .all(|(x, y)| x.is_none() || y.is_none() || x == y);
            if !agree {
                return Err(format!(
                    "result #{i} has shape {}, but the operands give {}",
                    dims(s),
                    dims(ws)
                )
                .into());
            }
        }
        if let (Some(d), Some(w)) = (dtype, wd) {
            if d != *w {
                return Err(format!(
                    "result #{i} has dtype {}, but the operands give {}",
                    d.name(),
                    w.name()
                )
                .into());
            }
        }
    }
    Ok(())
}

// ------------------------------------------------------------------ for passes

/// Operand `name` of torch op `op` (by torch-mlir's operand names).
pub fn operand(ctx: &Context, op: Op, name: &str) -> Option<Value> {
    Args::of(ctx, op)?.value(name).ok()
}

/// The shape and dtype of a ranked tensor value.
pub fn tensor_of(ctx: &Context, v: Value) -> Option<TensorInfo> {
    tensor_info(ctx, ctx.value_type(v)).ok()
}

/// The value of `v` if a `torch.constant.bool` defines it.
pub fn constant_bool_value(ctx: &Context, v: Value) -> Option<bool> {
    let def = defining(ctx, v)?;
    if ctx.op_name(def) != "torch.constant.bool" {
        return None;
    }
    match ctx.inherent_attr(def, "value").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Bool(b)) => Some(*b),
        _ => None,
    }
}

/// The value of `v` if a `torch.constant.float` or `.int` defines it
/// (`None` inside for `torch.constant.none`).
pub fn constant_number_value(ctx: &Context, v: Value) -> Option<Option<f64>> {
    let def = defining(ctx, v)?;
    match ctx.op_name(def) {
        "torch.constant.none" => Some(None),
        "torch.constant.int" => constant_int(ctx, v).ok().map(|x| x.map(|x| x as f64)),
        "torch.constant.float" => match ctx.inherent_attr(def, "value").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Float { bits, .. }) => Some(Some(f64::from_bits(bits.get() as u64))),
            _ => None,
        },
        _ => None,
    }
}

/// The value of `v` if a `torch.constant.str` defines it.
pub fn constant_str_value(ctx: &Context, v: Value) -> Option<String> {
    let def = defining(ctx, v)?;
    if ctx.op_name(def) != "torch.constant.str" {
        return None;
    }
    match ctx.inherent_attr(def, "value").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::String { value, .. }) => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

/// Whether `v` is of type `!torch.none`.
pub fn is_none_value(ctx: &Context, v: Value) -> bool {
    matches!(TorchType::of(ctx, ctx.value_type(v)), Some(TorchType::None))
}
