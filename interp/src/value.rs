//! Runtime values: what an SSA value holds while the interpreter runs.

use crate::tensor::{KResult, Tensor};
use ir::float::FloatKind;
use std::cell::RefCell;
use std::rc::Rc;

/// A runtime value.
///
/// The torch dialect's values are tensors and Python objects (`Int`,
/// `Float`, `Bool`, `Str`, `None`, `Device`, `List`, `Tuple`). The standard
/// dialects add typed scalars (`Index`, `Integer` of a width, `FloatN` of a
/// format) and memrefs; builtin tensors are [`Tensor`]s too.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// A tensor (`!torch.vtensor`, builtin `tensor<...>`).
    Tensor(Tensor),
    /// `!torch.int`: a Python int.
    Int(i64),
    /// `!torch.float`: a Python float.
    Float(f64),
    /// `!torch.bool`.
    Bool(bool),
    /// `!torch.str`.
    Str(String),
    /// `!torch.none`.
    None,
    /// `!torch.Device`, by name (`cpu`).
    Device(String),
    /// `!torch.list<T>`.
    List(Vec<Value>),
    /// `!torch.tuple<...>`.
    Tuple(Vec<Value>),
    /// `index`.
    Index(i64),
    /// `iN` (`1 <= N <= 64`): the value sign-extended from its width.
    Integer { width: u32, value: i64 },
    /// A builtin float of a format, holding a value already rounded to it.
    FloatN { kind: FloatKind, value: f64 },
    /// A memref: a tensor behind a shared cell, so stores are seen by every
    /// alias.
    MemRef(Rc<RefCell<Tensor>>),
    /// A builtin tensor of an element type the torch-level [`Tensor`]
    /// cannot hold (`ui32`, `i4`, `f8E4M3FN`, `complex<f32>`): StableHLO's
    /// values. Kernels that know arrays accept tensors too.
    Array(Rc<crate::array::Array>),
    /// `!stablehlo.token`.
    Token,
    /// A handle a dialect's kernels give meaning to (a KTIR memory view,
    /// access tile or tile future).
    Handle(Handle),
}

/// A dialect's opaque runtime object; two handles are equal when they are
/// the same object.
#[derive(Clone)]
pub struct Handle(pub Rc<dyn std::any::Any>);

impl std::fmt::Debug for Handle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("<handle>")
    }
}

impl PartialEq for Handle {
    fn eq(&self, other: &Handle) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl Value {
    /// A short description of the value's kind, for errors.
    pub fn kind(&self) -> String {
        match self {
            Value::Tensor(t) => format!("tensor {:?} {}", t.shape(), t.dtype().name()),
            Value::Int(_) => "int".into(),
            Value::Float(_) => "float".into(),
            Value::Bool(_) => "bool".into(),
            Value::Str(_) => "str".into(),
            Value::None => "None".into(),
            Value::Device(_) => "Device".into(),
            Value::List(_) => "list".into(),
            Value::Tuple(_) => "tuple".into(),
            Value::Index(_) => "index".into(),
            Value::Integer { width, .. } => format!("i{width}"),
            Value::FloatN { kind, .. } => kind.name().to_string(),
            Value::MemRef(_) => "memref".into(),
            Value::Array(a) => format!("tensor {:?} {:?}", a.shape, a.elem),
            Value::Token => "token".into(),
            Value::Handle(_) => "handle".into(),
        }
    }
    /// The tensor, or an error naming what it is.
    pub fn tensor(&self) -> KResult<&Tensor> {
        match self {
            Value::Tensor(t) => Ok(t),
            v => crate::bail!("expected a tensor, got {}", v.kind()),
        }
    }
    /// An int (Python int, bool, index or builtin integer).
    pub fn int(&self) -> KResult<i64> {
        match self {
            Value::Int(i) | Value::Index(i) | Value::Integer { value: i, .. } => Ok(*i),
            Value::Bool(b) => Ok(*b as i64),
            v => crate::bail!("expected an int, got {}", v.kind()),
        }
    }
    /// A number as `f64` (ints and bools convert).
    pub fn float(&self) -> KResult<f64> {
        match self {
            Value::Float(f) | Value::FloatN { value: f, .. } => Ok(*f),
            Value::Int(i) | Value::Index(i) | Value::Integer { value: i, .. } => Ok(*i as f64),
            Value::Bool(b) => Ok(*b as u8 as f64),
            v => crate::bail!("expected a number, got {}", v.kind()),
        }
    }
    /// A bool.
    pub fn bool(&self) -> KResult<bool> {
        match self {
            Value::Bool(b) => Ok(*b),
            Value::Int(i) => Ok(*i != 0),
            Value::Integer { value, .. } => Ok(*value != 0),
            v => crate::bail!("expected a bool, got {}", v.kind()),
        }
    }
    /// A string.
    pub fn str(&self) -> KResult<&str> {
        match self {
            Value::Str(s) => Ok(s),
            v => crate::bail!("expected a str, got {}", v.kind()),
        }
    }
    /// Whether this is `None`.
    pub fn is_none(&self) -> bool {
        matches!(self, Value::None)
    }
    /// The elements of a list or tuple.
    pub fn list(&self) -> KResult<&[Value]> {
        match self {
            Value::List(v) | Value::Tuple(v) => Ok(v),
            v => crate::bail!("expected a list, got {}", v.kind()),
        }
    }
    /// A list of ints.
    pub fn int_list(&self) -> KResult<Vec<i64>> {
        match self {
            // A single int where a list is expected (`dim=1`).
            Value::Int(i) => Ok(vec![*i]),
            _ => self.list()?.iter().map(Value::int).collect(),
        }
    }
    /// A list of tensors.
    pub fn tensor_list(&self) -> KResult<Vec<&Tensor>> {
        self.list()?.iter().map(Value::tensor).collect()
    }
}
