//! One torch op at a time: what it becomes in StableHLO. Each module holds
//! the rules of one family of ops (scalars, creation, views, elementwise,
//! reductions, matrix products, convolution, windows, indexing,
//! normalization, order statistics, placement by position, special
//! functions, Bessel functions, distances, orthogonal polynomials, segment
//! reductions); [`Table`] maps every op name a rule takes to it.

mod bessel;
mod create;
mod distance;
mod elementwise;
mod index;
mod linalg;
mod norm;
mod order;
mod placed;
mod polynomial;
mod pool_indices;
mod reduce;
mod scalar;
mod segment;
mod special;
mod views;
mod window;

use super::super::hlo_emit::{shape_of, tensor_ty, Emit};
use super::{convert_type, elem_type, legalize_err, Conv};
use dialects::torch::types::DType;
use ir::{AttrKind, Diagnostic, Op, Type, TypeKind, Value};
use std::collections::HashMap;

pub(super) type R<T> = Result<T, Diagnostic>;

/// How one op converts: the values its results become.
type ConvertFn = fn(&mut Cx<'_, '_>) -> R<Vec<Conv>>;

/// A rule: the ops it converts and how.
pub(super) struct Rule {
    pub ops: &'static [&'static str],
    pub convert: ConvertFn,
}

/// Every family's rules.
const FAMILIES: &[&[Rule]] = &[
    scalar::RULES,
    create::RULES,
    views::RULES,
    elementwise::RULES,
    reduce::RULES,
    linalg::RULES,
    window::RULES,
    index::RULES,
    norm::RULES,
    order::RULES,
    placed::RULES,
    special::RULES,
    distance::RULES,
    bessel::RULES,
    polynomial::RULES,
    segment::RULES,
];

/// Op name to rule, built once per run of the pass.
pub struct Table(HashMap<&'static str, ConvertFn>);

impl Table {
    pub fn new() -> Table {
        let mut m = HashMap::new();
        for fam in FAMILIES {
            for r in fam.iter() {
                for &n in r.ops {
                    m.insert(n, r.convert);
                }
            }
        }
        Table(m)
    }
}

/// The op being converted, what its operands became, and where to build.
pub(super) struct Cx<'a, 'c> {
    pub e: &'a mut Emit<'c>,
    pub op: Op,
    /// The op's name (for `torch.operator`, the ATen op it names).
    pub name: &'a str,
    map: &'a HashMap<Value, Conv>,
}

impl Cx<'_, '_> {
    pub fn fail<T>(&self, why: &str) -> R<T> {
        Err(legalize_err(self.e.ctx, self.op, why))
    }
    pub fn arg(&self, i: usize) -> R<Conv> {
        let ops: Vec<Value> = self.e.ctx.op(self.op).operands().collect();
        match ops.get(i).and_then(|v| self.map.get(v)) {
            Some(c) => Ok(c.clone()),
            None => self.fail(&format!("operand {i} is not a value it can convert")),
        }
    }
    pub fn nargs(&self) -> usize {
        self.e.ctx.op(self.op).operands().len()
    }
    pub fn tensor(&self, i: usize) -> R<Value> {
        match self.arg(i)? {
            Conv::Tensor(v) => Ok(v),
            _ => self.fail(&format!("operand {i} must be a tensor")),
        }
    }
    /// Operand `i` when it is a tensor (not `None`, not absent).
    pub fn opt_tensor(&self, i: usize) -> R<Option<Value>> {
        if i >= self.nargs() {
            return Ok(None);
        }
        match self.arg(i)? {
            Conv::Tensor(v) => Ok(Some(v)),
            Conv::None => Ok(None),
            _ => self.fail(&format!("operand {i} must be a tensor or None")),
        }
    }
    pub fn int(&self, i: usize) -> R<i64> {
        match self.arg(i)?.int() {
            Some(v) => Ok(v),
            None => self.fail(&format!("operand {i} must be a constant int")),
        }
    }
    pub fn float(&self, i: usize) -> R<f64> {
        match self.arg(i)?.float() {
            Some(v) => Ok(v),
            None => self.fail(&format!("operand {i} must be a constant number")),
        }
    }
    /// Operand `i` as a number, `None` when it is `None` or absent.
    pub fn opt_float(&self, i: usize) -> R<Option<f64>> {
        if i >= self.nargs() {
            return Ok(None);
        }
        match self.arg(i)? {
            Conv::None => Ok(None),
            c => match c.float() {
                Some(x) => Ok(Some(x)),
                None => self.fail(&format!("operand {i} must be a constant number or None")),
            },
        }
    }
    pub fn ints(&self, i: usize) -> R<Vec<i64>> {
        match self.arg(i)?.ints() {
            Some(v) => Ok(v),
            None => self.fail(&format!("operand {i} must be a constant int list")),
        }
    }
    /// Operand `i` as an int list, `None` when it is `None` or absent.
    pub fn opt_ints(&self, i: usize) -> R<Option<Vec<i64>>> {
        if i >= self.nargs() {
            return Ok(None);
        }
        match self.arg(i)? {
            Conv::None => Ok(None),
            c => match c.ints() {
                Some(v) => Ok(Some(v)),
                None => self.fail(&format!("operand {i} must be a constant int list or None")),
            },
        }
    }
    pub fn opt_int(&self, i: usize) -> R<Option<i64>> {
        if i >= self.nargs() {
            return Ok(None);
        }
        Ok(match self.arg(i)? {
            Conv::None => None,
            c => c.int(),
        })
    }
    /// Operand `i` as a bool (`default` when absent or `None`).
    pub fn bool_or(&self, i: usize, default: bool) -> R<bool> {
        Ok(self.opt_int(i)?.map(|v| v != 0).unwrap_or(default))
    }
    /// The converted type of result `i`.
    pub fn result(&mut self, i: usize) -> R<(Vec<i64>, Type)> {
        let r = self.e.ctx.result(self.op, i);
        let t = self.e.ctx.value_type(r);
        match convert_type(self.e.ctx, t).and_then(|t| shape_of(self.e.ctx, t)) {
            Some(x) => Ok(x),
            None => self.fail("result needs a static shape and a known dtype"),
        }
    }
    /// Whether result `i` has uses (an unused index result of a pooling
    /// op need not be computed).
    pub fn result_used(&self, i: usize) -> bool {
        let r = self.e.ctx.result(self.op, i);
        !self.e.ctx.use_empty(r)
    }
    /// Operand `i` as a tensor of `shape` and `elem`: converted and
    /// broadcast, or a scalar splatted.
    pub fn as_tensor(&mut self, i: usize, shape: &[i64], elem: Type) -> R<Value> {
        match self.arg(i)? {
            Conv::Tensor(v) => {
                let c = self.e.convert(v, elem);
                Ok(self.e.broadcast(c, shape))
            }
            c => match c.float() {
                Some(x) => Ok(self.e.full(shape, elem, x)),
                None => self.fail(&format!("operand {i} must be a tensor or a number")),
            },
        }
    }
    pub fn rank(&self, v: Value) -> i64 {
        self.e.shape(v).len() as i64
    }
    /// Dimension operand `i` normalized against rank `r`, range-checked.
    pub fn dim(&self, i: usize, r: i64) -> R<i64> {
        let d = self.int(i)?;
        let n = if d < 0 { d + r.max(1) } else { d };
        if n < 0 || n >= r.max(1) {
            return self.fail(&format!(
                "dimension {d} is out of range for a tensor of rank {r}"
            ));
        }
        Ok(n)
    }
    pub fn is_float(&self, t: Type) -> bool {
        is_float(self.e.ctx, t)
    }
    pub fn i1(&mut self) -> Type {
        self.e.ctx.int(1)
    }
    pub fn i64t(&mut self) -> Type {
        elem_type(self.e.ctx, DType::I64)
    }
    pub fn f32(&mut self) -> Type {
        elem_type(self.e.ctx, DType::F32)
    }
    /// The type a reduction or product of `elem` accumulates in: f32 for
    /// the 16-bit floats, as PyTorch's CPU kernels do, else `elem`.
    pub fn accumulator(&mut self, elem: Type) -> Type {
        match self.e.ctx.type_kind(elem) {
            TypeKind::Float(k) if k.semantics().bits < 32 => self.f32(),
            _ => elem,
        }
    }
    /// A string attribute of the op (`torch.operator`'s `name`).
    fn string_attr(&self, key: &str) -> Option<String> {
        match self
            .e
            .ctx
            .inherent_attr(self.op, key)
            .map(|a| self.e.ctx.attr_kind(a))
        {
            Some(AttrKind::String { value, .. }) => {
                Some(String::from_utf8_lossy(value).into_owned())
            }
            _ => None,
        }
    }
}

/// Elementwise arithmetic on tensors of one shape and element type, for
/// the formulas of the special functions (`bessel/`, `polynomial`).
pub(super) struct Arith<'e, 'c> {
    pub e: &'e mut Emit<'c>,
    pub shape: Vec<i64>,
    pub w: Type,
}

impl Arith<'_, '_> {
    /// The constant `x`, of the shape and type.
    pub fn c(&mut self, x: f64) -> Value {
        self.e.full(&self.shape, self.w, x)
    }
    pub fn add(&mut self, a: Value, b: Value) -> Value {
        self.e.binary("stablehlo.add", a, b)
    }
    pub fn sub(&mut self, a: Value, b: Value) -> Value {
        self.e.binary("stablehlo.subtract", a, b)
    }
    pub fn mul(&mut self, a: Value, b: Value) -> Value {
        self.e.binary("stablehlo.multiply", a, b)
    }
    pub fn div(&mut self, a: Value, b: Value) -> Value {
        self.e.binary("stablehlo.divide", a, b)
    }
    pub fn un(&mut self, op: &str, a: Value) -> Value {
        self.e.unary(op, a)
    }
    pub fn neg(&mut self, a: Value) -> Value {
        self.un("stablehlo.negate", a)
    }
    /// `a <dir> x` for a constant `x`.
    pub fn cmp(&mut self, dir: &str, a: Value, x: f64) -> Value {
        let c = self.c(x);
        self.e.compare(dir, a, c)
    }
    pub fn select(&mut self, p: Value, a: Value, b: Value) -> Value {
        self.e.select(p, a, b)
    }
    /// The constant `x` where `p`, else `v`.
    pub fn where_const(&mut self, p: Value, x: f64, v: Value) -> Value {
        let c = self.c(x);
        self.select(p, c, v)
    }
    /// `even ? a : -a`.
    pub fn signed(&mut self, even: Value, a: Value) -> Value {
        let n = self.neg(a);
        self.select(even, a, n)
    }
    /// Cephes' `polevl` as PyTorch loops it: Horner's rule over `coeffs`
    /// at `y`, from 0.
    pub fn poly(&mut self, y: Value, coeffs: &[f64]) -> Value {
        let mut acc = self.c(0.0);
        for &k in coeffs {
            let m = self.mul(acc, y);
            let kc = self.c(k);
            acc = self.add(m, kc);
        }
        acc
    }
}

pub(super) fn norm_dim(d: i64, rank: i64) -> i64 {
    if d < 0 {
        d + rank.max(1)
    } else {
        d
    }
}

pub(super) fn is_float(ctx: &ir::Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Float(_))
}

pub(super) fn is_bool(ctx: &ir::Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { width: 1, .. })
}

pub(super) fn t(v: Value) -> Conv {
    Conv::Tensor(v)
}

/// Converts `op`; returns what each of its results became.
pub fn convert(
    table: &Table,
    e: &mut Emit<'_>,
    op: Op,
    map: &HashMap<Value, Conv>,
) -> R<Vec<Conv>> {
    let mut name = e.ctx.op_name(op).to_string();
    let probe = Cx {
        e: &mut *e,
        op,
        name: "",
        map,
    };
    // `torch.operator "torch.aten.foo"`: an op torch-mlir has no
    // definition for, converted as the op it names.
    if name == "torch.operator" {
        if let Some(n) = probe.string_attr("name") {
            name = if n.starts_with("torch.") {
                n
            } else {
                format!("torch.{n}")
            };
        }
    }
    let Some(&f) = table.0.get(name.as_str()) else {
        return Err(unsupported(probe.e.ctx, op, &name));
    };
    let mut cx = Cx {
        e,
        op,
        name: &name,
        map,
    };
    f(&mut cx)
}

/// Why an op has no rule: data-dependent shapes and random numbers say
/// so; anything else is an unknown op.
fn unsupported(ctx: &ir::Context, op: Op, name: &str) -> Diagnostic {
    let short = name.trim_start_matches("torch.");
    let why = match short {
        "aten.nonzero" | "aten.unique" | "aten._unique2" | "aten.masked_select"
        | "aten.unique_consecutive" | "aten.unique_dim" => {
            "its result's shape depends on the values of its input (data-dependent), which a static-shape compiler cannot lay out; compute it on the host".to_string()
        }
        "aten._local_scalar_dense" | "aten.item" | "aten.Int.Tensor" | "aten.Float.Tensor"
        | "aten.Bool.Tensor" => {
            "it reads a tensor's value back into a Python scalar (data-dependent control), which the compiled program cannot do".to_string()
        }
        n if n.starts_with("aten.rand")
            || n.starts_with("aten.normal")
            || n.starts_with("aten.bernoulli")
            || n.starts_with("aten.multinomial")
            || n.starts_with("aten.native_dropout")
            || n.starts_with("aten.uniform")
            || n.starts_with("aten.exponential") =>
        {
            "random numbers are not generated by tessera (no RNG state on the device); put the model in eval mode or pass the random tensor in as an input".to_string()
        }
        _ => String::new(),
    };
    let shown = if name != ctx.op_name(op) {
        format!("'{}' ({name})", ctx.op_name(op))
    } else {
        format!("'{name}'")
    };
    let msg = if why.is_empty() {
        format!("failed to legalize operation {shown}")
    } else {
        format!("failed to legalize operation {shown}: {why}")
    };
    ir::verify::at_op(ctx, op, &msg)
}
