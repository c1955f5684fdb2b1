//! tessera's reference interpreter: the meaning of IR on host tensors.
//!
//! [`Interpreter::run`] executes a `func.func` of a parsed module on
//! [`Value`]s. Each op is looked up by name in a kernel registry
//! ([`Registry`]): torch ops (one file a dialect in [`dialects`]). An op without a kernel is
//! [`InterpError::Unsupported`]; a kernel's failure (bad shapes, dtypes,
//! operands) is [`InterpError::Failed`]; both name the op and its location.
//! Nothing here panics on any input.
//!
//! See `docs/interpreter.md`.

pub mod array;
pub mod dialects;
pub mod elements;
pub mod integer_set;
pub mod io;
pub mod kernels;
pub mod npy;
pub mod scalar;
pub mod spyre;
pub mod tensor;
pub mod tile;
pub mod value;

pub use tensor::{KernelError, Tensor};
pub use value::Value;

use ::dialects::cf::ops::{BrOp, CondBrOp};
use ::dialects::func::ops::{CallOp, FuncOp};
use ::std::collections::HashMap;
use ir::TypedOp;
use ir::{AttrKind, Attribute, Block, Context, LocKind, Op, Region};

/// Why a run failed.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum InterpError {
    /// The op has no kernel.
    #[error("{loc}: unsupported op '{op}': the interpreter has no kernel for it")]
    Unsupported { op: String, loc: String },
    /// A kernel rejected its operands.
    #[error("{loc}: '{op}' op {msg}")]
    Failed {
        op: String,
        loc: String,
        msg: String,
    },
    /// No function of that name.
    #[error("no function @{0} in the module")]
    NoFunction(String),
    /// The inputs do not fit the function.
    #[error("{0}")]
    BadInputs(String),
}

impl InterpError {
    /// The location the error is about (`file:line:col`), if any.
    pub fn loc(&self) -> Option<&str> {
        match self {
            InterpError::Unsupported { loc, .. } | InterpError::Failed { loc, .. } => Some(loc),
            _ => None,
        }
    }
    /// The message without the location.
    pub fn message(&self) -> String {
        match self {
            InterpError::Unsupported { op, .. } => {
                format!("unsupported op '{op}': the interpreter has no kernel for it")
            }
            InterpError::Failed { op, msg, .. } => format!("'{op}' op {msg}"),
            e => e.to_string(),
        }
    }
}

/// What a kernel sees of its op besides the operand values: the context,
/// the op (for attributes and result types).
pub struct OpCx<'a> {
    pub ctx: &'a Context,
    pub op: Op,
}

impl OpCx<'_> {
    /// Inherent attribute `name` of the op.
    pub fn attr(&self, name: &str) -> Option<&AttrKind> {
        self.ctx
            .inherent_attr(self.op, name)
            .map(|a| self.ctx.attr_kind(a))
    }
    /// The type of result `i`.
    pub fn result_type(&self, i: usize) -> Option<ir::Type> {
        let r = self.ctx.op(self.op).results();
        (i < r.len()).then(|| self.ctx.value_type(r.get(i)))
    }
    /// The number of results.
    pub fn num_results(&self) -> usize {
        self.ctx.op(self.op).results().len()
    }
}

/// A kernel of an op without regions: operand values in, result values out.
pub type SimpleKernel = fn(&OpCx, Vec<Value>) -> Result<Vec<Value>, KernelError>;

/// A kernel of an op with regions or calls: it runs nested code through
/// the interpreter, in the caller's frame.
pub type RegionKernel =
    fn(&Interpreter, &mut Frame, Op, Vec<Value>) -> Result<Vec<Value>, InterpError>;

/// A registered kernel.
#[derive(Copy, Clone)]
pub enum Kernel {
    Simple(SimpleKernel),
    Region(RegionKernel),
}

/// The kernels, by op name.
#[derive(Default)]
pub struct Registry {
    kernels: HashMap<&'static str, Kernel>,
    /// Kernels reached only as `torch.operator "NAME"`: ops torch-mlir
    /// prints that way because it has no definition for them.
    operator_only: Vec<&'static str>,
}

impl Registry {
    /// Registers a region-free kernel for `name`.
    pub fn simple(&mut self, name: &'static str, k: SimpleKernel) {
        self.kernels.insert(name, Kernel::Simple(k));
    }
    /// Registers a kernel that runs regions for `name`.
    pub fn region(&mut self, name: &'static str, k: RegionKernel) {
        self.kernels.insert(name, Kernel::Region(k));
    }
    /// The kernel of `name`.
    pub fn get(&self, name: &str) -> Option<Kernel> {
        self.kernels.get(name).copied()
    }
    /// Whether `name` has a kernel.
    pub fn has(&self, name: &str) -> bool {
        self.kernels.contains_key(name)
    }
    /// Marks kernels that are reached only through `torch.operator`.
    pub fn operator_only(&mut self, names: &[&'static str]) {
        self.operator_only.extend_from_slice(names);
    }
    /// Whether `name`'s kernel is reached only through `torch.operator`.
    pub fn is_operator_only(&self, name: &str) -> bool {
        self.operator_only.contains(&name)
    }
    /// Every registered op name, sorted.
    pub fn names(&self) -> Vec<&'static str> {
        let mut v: Vec<_> = self.kernels.keys().copied().collect();
        v.sort();
        v
    }
}

/// The registry of every kernel the interpreter has.
pub fn registry() -> Registry {
    let mut r = Registry::default();
    dialects::register(&mut r);
    r
}

/// The values of one function activation.
#[derive(Default)]
pub struct Frame {
    values: HashMap<ir::Value, Value>,
}

impl Frame {
    /// Binds an SSA value.
    pub fn set(&mut self, v: ir::Value, x: Value) {
        self.values.insert(v, x);
    }
    /// The value bound to `v`.
    pub fn get(&self, v: ir::Value) -> Option<&Value> {
        self.values.get(&v)
    }
}

/// How a block ended.
enum Exit {
    /// A region terminator (`func.return`, `scf.yield`, ...) with its values.
    Yield(Vec<Value>),
    /// A branch to a block of the same region with its arguments.
    Branch(Block, Vec<Value>),
}

/// Executes functions of one module.
pub struct Interpreter<'c> {
    ctx: &'c Context,
    kernels: Registry,
    funcs: HashMap<String, Op>,
    /// Call depth, to turn runaway recursion into an error.
    depth: ::std::cell::Cell<usize>,
    /// Loop iterations and value sizes ([`Budgets`]); no `max_steps` is
    /// the kernels' own hang guard.
    budgets: Budgets,
    /// Values `interpreter.probe` recorded, by probe id, in order.
    pub probes: ::std::cell::RefCell<HashMap<String, Vec<Value>>>,
    /// The traits of ops that end a region and hand their operands to the
    /// parent (`func.return`, `scf.yield`, `scf.condition`, `linalg.yield`):
    /// `ReturnLike` and `RegionBranchTerminatorOpInterface`.
    yield_traits: [Option<ir::Ident>; 2],
    /// The simulated Spyre core this interpreter runs a KTIR kernel on
    /// (`ktdp` ops need one; see [`spyre`]).
    pub spyre: Option<spyre::CoreCx>,
    /// The program of a tile kernel's launch this interpreter runs as
    /// (`tt` ops need one; see [`tile`]).
    pub program: Option<tile::Program>,
    /// What runs the tile kernels an `hlo.launch` names (`None`: this
    /// interpreter, [`tile::Interpreted`]).
    pub launcher: Option<&'c dyn tile::Launcher>,
    /// The iteration points of the structured ops being run, innermost
    /// last (what `linalg.index` reads).
    pub linalg_points: ::std::cell::RefCell<Vec<Vec<i64>>>,
}

/// What an interpreter may spend: loop iterations and bytes a value
/// (`ir-run --max-steps`, `--max-memory`); `None` is no bound. Kernels
/// launched from a program (a tile grid, a simulated Spyre's cores) run
/// under their launcher's budgets.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Budgets {
    /// The most iterations a loop may run.
    pub max_steps: Option<u64>,
    /// The most bytes one value may take ([`BYTES_PER_ELEMENT`] an element).
    pub max_bytes: Option<u64>,
}

/// The deepest call chain allowed.
const MAX_CALL_DEPTH: usize = 256;

impl<'c> Interpreter<'c> {
    /// An interpreter over every `func.func` in `ctx` (at any depth of
    /// modules), with every kernel.
    pub fn new(ctx: &'c Context) -> Interpreter<'c> {
        let mut funcs = HashMap::new();
        // Functions are what says so (`func.func`, `tt.func`, ...).
        let function = ctx.lookup_ident("FunctionOpInterface");
        for i in 0..ctx.num_ops() {
            let op = <Op as ir::entity::EntityRef>::new(i);
            let is_function = ctx.op_name(op) == FuncOp::NAME
                || function.is_some_and(|t| ctx.op_has_trait(op, t));
            if is_function && ctx.op(op).parent.is_some() {
                if let Some(AttrKind::String { value, .. }) =
                    ctx.inherent_attr(op, "sym_name").map(|a| ctx.attr_kind(a))
                {
                    funcs
                        .entry(String::from_utf8_lossy(value).into_owned())
                        .or_insert(op);
                }
            }
        }
        Interpreter {
            ctx,
            kernels: registry(),
            funcs,
            depth: ::std::cell::Cell::new(0),
            budgets: Budgets::default(),
            probes: Default::default(),
            yield_traits: [
                ctx.lookup_ident("ReturnLike"),
                ctx.lookup_ident("RegionBranchTerminatorOpInterface"),
            ],
            spyre: None,
            program: None,
            launcher: None,
            linalg_points: Default::default(),
        }
    }

    /// Bounds every loop to `n` iterations (`ir-run --max-steps N`); a
    /// loop that would run longer is an error at its location.
    pub fn set_max_steps(&mut self, n: u64) {
        self.budgets.max_steps = Some(n);
    }

    /// Bounds every value to `n` bytes (`ir-run --max-memory N`): an op
    /// whose result would take more is an error at its location before it
    /// runs (after, for a result whose type leaves dimensions open), so a
    /// runaway shape is a diagnostic rather than an out-of-memory kill.
    /// A value counts [`BYTES_PER_ELEMENT`] bytes an element, what the
    /// interpreter stores.
    pub fn set_max_bytes(&mut self, n: u64) {
        self.budgets.max_bytes = Some(n);
    }

    /// Both budgets at once.
    pub fn set_budgets(&mut self, b: Budgets) {
        self.budgets = b;
    }

    /// The budgets this interpreter runs under (what it hands the
    /// kernels it launches).
    pub fn budgets(&self) -> Budgets {
        self.budgets
    }

    /// Checks `elements` against the memory budget; the error names `what`.
    /// `what` names the value in the error; it is only spelled out then
    /// (this runs for every op).
    fn within_budget(
        &self,
        op: Op,
        elements: Option<u128>,
        what: impl FnOnce() -> String,
    ) -> Result<(), InterpError> {
        let (Some(max), Some(n)) = (self.budgets.max_bytes, elements) else {
            return Ok(());
        };
        let bytes = n.saturating_mul(BYTES_PER_ELEMENT as u128);
        if bytes > max as u128 {
            return Err(self.failed(
                op,
                format!(
                    "{} would take {bytes} bytes, over the memory budget of {max} bytes (--max-memory)",
                    what()
                ),
            ));
        }
        Ok(())
    }

    /// The loop bound set by [`Self::set_max_steps`].
    pub fn max_steps(&self) -> Option<u64> {
        self.budgets.max_steps
    }

    /// The context.
    pub fn ctx(&self) -> &'c Context {
        self.ctx
    }

    /// The `func.func` named `name`.
    pub fn function(&self, name: &str) -> Option<Op> {
        self.funcs.get(name).copied()
    }

    /// The names of every function, in the order the file defines them.
    pub fn function_names(&self) -> Vec<String> {
        let mut v: Vec<(usize, String)> = self
            .funcs
            .iter()
            .map(|(n, &f)| (<Op as ir::entity::EntityRef>::index(f), n.clone()))
            .collect();
        v.sort();
        v.into_iter().map(|(_, n)| n).collect()
    }

    /// The argument and result types of function `name`.
    pub fn signature(&self, name: &str) -> Option<(Vec<ir::Type>, Vec<ir::Type>)> {
        let f = self.function(name)?;
        let a = self.ctx.inherent_attr(f, "function_type")?;
        match self.ctx.attr_kind(a) {
            AttrKind::Type(t) => match self.ctx.type_kind(*t) {
                ir::TypeKind::Function { inputs, results } => {
                    Some((inputs.to_vec(), results.to_vec()))
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// Runs function `name` on `inputs`.
    pub fn run(&self, name: &str, inputs: Vec<Value>) -> Result<Vec<Value>, InterpError> {
        let f = self
            .function(name)
            .ok_or_else(|| InterpError::NoFunction(name.to_string()))?;
        self.call(f, inputs)
    }

    /// Calls `func.func` op `f`.
    pub fn call(&self, f: Op, inputs: Vec<Value>) -> Result<Vec<Value>, InterpError> {
        let ctx = self.ctx;
        let name = ctx
            .inherent_attr(f, "sym_name")
            .map(|a| match ctx.attr_kind(a) {
                AttrKind::String { value, .. } => String::from_utf8_lossy(value).into_owned(),
                _ => String::new(),
            })
            .unwrap_or_default();
        let Some(&body) = ctx.op(f).regions.first() else {
            return Err(InterpError::BadInputs(format!("@{name} has no body")));
        };
        let Some(&entry) = ctx.region(body).blocks.first() else {
            return Err(self.failed(f, format!("@{name} is only a declaration")));
        };
        let nargs = ctx.block(entry).args.len();
        if nargs != inputs.len() {
            return Err(InterpError::BadInputs(format!(
                "@{name} takes {nargs} arguments, but {} were given",
                inputs.len()
            )));
        }
        if self.depth.get() >= MAX_CALL_DEPTH {
            return Err(self.failed(f, "calls nest too deeply".into()));
        }
        self.depth.set(self.depth.get() + 1);
        let mut frame = Frame::default();
        let r = self.run_region(&mut frame, body, inputs);
        self.depth.set(self.depth.get() - 1);
        r
    }

    /// Runs region `r` from its entry block with `args` as the entry
    /// block's arguments, following branches, until a terminator yields;
    /// returns the yielded values.
    pub fn run_region(
        &self,
        frame: &mut Frame,
        r: Region,
        args: Vec<Value>,
    ) -> Result<Vec<Value>, InterpError> {
        let ctx = self.ctx;
        let parent = ctx.region(r).parent;
        let Some(&entry) = ctx.region(r).blocks.first() else {
            return Err(match parent {
                Some(p) => self.failed(p, "has an empty region".into()),
                None => InterpError::BadInputs("an empty region".into()),
            });
        };
        let mut block = entry;
        let mut args = args;
        loop {
            let params = &ctx.block(block).args;
            if params.len() != args.len() {
                let msg = format!(
                    "block expects {} arguments, got {}",
                    params.len(),
                    args.len()
                );
                return Err(match parent {
                    Some(p) => self.failed(p, msg),
                    None => InterpError::BadInputs(msg),
                });
            }
            for (&p, a) in params.iter().zip(args) {
                frame.set(p, a);
            }
            match self.run_block(frame, block)? {
                Exit::Yield(v) => return Ok(v),
                Exit::Branch(b, a) => {
                    block = b;
                    args = a;
                }
            }
        }
    }

    /// Runs the ops of `b` until its terminator.
    fn run_block(&self, frame: &mut Frame, b: Block) -> Result<Exit, InterpError> {
        let ctx = self.ctx;
        for op in ctx.block_ops(b) {
            let name = ctx.op_name(op);
            let operands = self.operands(frame, op)?;
            if self
                .yield_traits
                .iter()
                .flatten()
                .any(|&t| ctx.op_has_trait(op, t))
            {
                return Ok(Exit::Yield(operands));
            }
            match name {
                BrOp::NAME => {
                    let Some(&dest) = ctx.op(op).successors.first() else {
                        return Err(self.failed(op, "has no successor".into()));
                    };
                    return Ok(Exit::Branch(dest, operands));
                }
                CondBrOp::NAME => {
                    return self.cond_br(op, operands).map(|(b, a)| Exit::Branch(b, a))
                }
                _ => {}
            }
            let results = self.exec(frame, op, operands)?;
            let rs = ctx.op(op).results();
            if results.len() != rs.len() {
                return Err(self.failed(
                    op,
                    format!(
                        "kernel produced {} results for {} declared",
                        results.len(),
                        rs.len()
                    ),
                ));
            }
            for (i, v) in results.into_iter().enumerate() {
                frame.set(rs.get(i), v);
            }
        }
        // A block without terminator (a graph region or a single-block
        // region with an implicit terminator) yields nothing.
        Ok(Exit::Yield(Vec::new()))
    }

    /// `cf.cond_br %c, ^t(args), ^f(args)`: the operands are the
    /// condition, then the true successor's, then the false successor's.
    fn cond_br(&self, op: Op, mut v: Vec<Value>) -> Result<(Block, Vec<Value>), InterpError> {
        let ctx = self.ctx;
        let d = ctx.op(op);
        if d.successors.len() != 2 || v.is_empty() {
            return Err(self.failed(op, "needs a condition and two successors".into()));
        }
        let cond = v.remove(0).bool().map_err(|e| self.failed(op, e.0))?;
        let ntrue = ctx.block(d.successors[0]).args.len();
        if ntrue > v.len() {
            return Err(self.failed(op, "has too few successor operands".into()));
        }
        let fals = v.split_off(ntrue);
        Ok(if cond {
            (d.successors[0], v)
        } else {
            (d.successors[1], fals)
        })
    }

    /// The values of `op`'s operands.
    fn operands(&self, frame: &Frame, op: Op) -> Result<Vec<Value>, InterpError> {
        self.ctx
            .op(op)
            .operands()
            .map(|v| {
                frame
                    .get(v)
                    .cloned()
                    .ok_or_else(|| self.failed(op, "uses a value that was never computed".into()))
            })
            .collect()
    }

    /// Runs the kernel of `op`.
    pub fn exec(
        &self,
        frame: &mut Frame,
        op: Op,
        operands: Vec<Value>,
    ) -> Result<Vec<Value>, InterpError> {
        let ctx = self.ctx;
        let mut name = ctx.op_name(op);
        // `torch.operator "torch.aten.detach_"(...)`: an op torch-mlir has
        // no definition for, named by its `name` attribute.
        if name == "torch.operator" {
            if let Some(AttrKind::String { value, .. }) =
                ctx.inherent_attr(op, "name").map(|a| ctx.attr_kind(a))
            {
                let n = ::std::str::from_utf8(value).unwrap_or("");
                if !self.kernels.has(n) {
                    return Err(InterpError::Unsupported {
                        op: n.to_string(),
                        loc: self.loc(op),
                    });
                }
                name = n;
            }
        }
        // A host function's call of a KTIR kernel launches its grid.
        if let Some(core) = &self.spyre {
            if name == CallOp::NAME {
                if let Some(r) = spyre::launch_call(self, core, op, &operands) {
                    return r;
                }
            }
        }
        // A buffer result takes memory only where the op allocates it
        // (`memref.alloc`), not where it views memory already there.
        let allocates = ir::effects::own_effects(ctx, op).is_some_and(|e| e.alloc);
        for (i, r) in ctx.op(op).results().iter().enumerate() {
            let ty = ctx.value_type(r);
            if !allocates && matches!(ctx.type_kind(ty), ir::TypeKind::MemRef { .. }) {
                continue;
            }
            let what = || format!("result {i} ({})", ir::text::type_to_string(ctx, ty));
            self.within_budget(op, declared_elements(ctx, ty), what)?;
        }
        let results = self.exec_kernel(frame, op, name, operands)?;
        for (i, v) in results.iter().enumerate() {
            if let Value::Tensor(t) = v {
                let n = t
                    .shape()
                    .iter()
                    .fold(1u128, |a, &d| a.saturating_mul(d as u128));
                self.within_budget(op, Some(n), || format!("result {i}"))?;
            }
        }
        Ok(results)
    }

    /// Runs the kernel registered for `name` on `op`.
    fn exec_kernel(
        &self,
        frame: &mut Frame,
        op: Op,
        name: &str,
        operands: Vec<Value>,
    ) -> Result<Vec<Value>, InterpError> {
        let ctx = self.ctx;
        match self.kernels.get(name) {
            Some(Kernel::Simple(k)) => {
                let cx = OpCx { ctx, op };
                let results = k(&cx, operands).map_err(|e| self.failed(op, e.0))?;
                if let Some(core) = &self.spyre {
                    core.charge_compute(ctx, op, &results);
                }
                for (i, v) in results.iter().enumerate() {
                    if let Some(t) = cx.result_type(i) {
                        check_result(ctx, t, v)
                            .map_err(|m| self.failed(op, format!("result {i}: {m}")))?;
                    }
                }
                Ok(results)
            }
            Some(Kernel::Region(k)) => {
                let results = k(self, frame, op, operands)?;
                if let Some(core) = &self.spyre {
                    core.charge_compute(ctx, op, &results);
                }
                Ok(results)
            }
            None => Err(InterpError::Unsupported {
                op: name.to_string(),
                loc: self.loc(op),
            }),
        }
    }

    /// A kernel failure at `op`.
    pub fn failed(&self, op: Op, msg: String) -> InterpError {
        InterpError::Failed {
            op: self.ctx.op_name(op).to_string(),
            loc: self.loc(op),
            msg,
        }
    }

    /// `op`'s location as `file:line:col`.
    pub fn loc(&self, op: Op) -> String {
        loc_string(self.ctx, self.ctx.op(op).loc)
    }
}

/// What the memory budget counts an element: the interpreter stores
/// floats as `f64` and integers as `i64`.
pub const BYTES_PER_ELEMENT: u64 = 8;

/// The elements a value of type `ty` holds, when its type fixes them
/// (a tensor or memref of static shape, torch's value tensors included).
fn declared_elements(ctx: &Context, ty: ir::Type) -> Option<u128> {
    use ::dialects::torch::types::TorchType;
    let dims: Vec<i64> = match TorchType::of(ctx, ty) {
        Some(TorchType::Tensor { shape: Some(s), .. }) => {
            s.into_iter().map(|d| d.unwrap_or(-1)).collect()
        }
        Some(_) => return None,
        None => ctx.type_kind(ty).shape()?.to_vec(),
    };
    dims.iter()
        .try_fold(1u128, |a, &d| (d >= 0).then(|| a.saturating_mul(d as u128)))
}

/// Checks a computed value against the type its op declares: a tensor's
/// dtype and known dimensions must agree, so a kernel bug or an importer's
/// wrong type shows at the op rather than in the final numbers.
pub fn check_result(ctx: &Context, ty: ir::Type, v: &Value) -> Result<(), String> {
    use ::dialects::torch::types::TorchType;
    let Value::Tensor(t) = v else {
        return Ok(());
    };
    let (dims, dtype): (
        Option<Vec<Option<i64>>>,
        Option<::dialects::torch::types::DType>,
    ) = match TorchType::of(ctx, ty) {
        Some(TorchType::Tensor { shape, dtype, .. }) => (shape, dtype),
        Some(_) => return Ok(()),
        None => match ctx.type_kind(ty) {
            ir::TypeKind::RankedTensor { shape, elem, .. } => (
                Some(shape.iter().map(|&d| (d >= 0).then_some(d)).collect()),
                elements::elem_dtype(ctx, *elem).ok(),
            ),
            _ => return Ok(()),
        },
    };
    let shape_ok = dims.as_ref().is_none_or(|d| {
        d.len() == t.rank()
            && d.iter()
                .zip(t.shape())
                .all(|(d, &n)| d.is_none_or(|d| d as usize == n))
    });
    let dtype_ok = dtype.is_none_or(|d| d == t.dtype());
    if shape_ok && dtype_ok {
        return Ok(());
    }
    Err(format!(
        "computed a tensor of shape {:?} and dtype {}, but the op declares {}",
        t.shape(),
        t.dtype().name(),
        ir::text::type_to_string(ctx, ty)
    ))
}

/// A location as `file:line:col` (the innermost file position it holds;
/// `loc(unknown)` otherwise).
pub fn loc_string(ctx: &Context, loc: Attribute) -> String {
    let mut stack = vec![loc];
    while let Some(a) = stack.pop() {
        let AttrKind::Location(l) = ctx.attr_kind(a) else {
            continue;
        };
        match l {
            LocKind::FileLineCol { file, line, col }
            | LocKind::FileRange {
                file, line, col, ..
            } => {
                return format!("{}:{line}:{col}", ctx.str(*file));
            }
            LocKind::Name { child, .. } => stack.extend(child.iter().copied()),
            LocKind::CallSite { callee, .. } => stack.push(*callee),
            LocKind::Fused { locs, .. } => stack.extend(locs.iter().rev().copied()),
            LocKind::Unknown => {}
        }
    }
    "loc(unknown)".to_string()
}

/// A parsed and verified module, with the source it came from (for
/// diagnostics).
pub struct Module {
    pub ctx: Context,
    pub sm: ir::SourceMgr,
    pub top: Op,
}

/// Parses and verifies MLIR text as ir-opt does, with every standard
/// dialect registered (torch loads on first use). A failure is the
/// rendered diagnostic (`file:line:col: error: ...` with the source line).
pub fn parse_module(name: &str, text: Vec<u8>) -> Result<Module, String> {
    let mut sm = ir::SourceMgr::default();
    let id = sm.add(ir::SourceBuffer::new(name, text));
    let mut ctx = Context::new();
    let _ = ::dialects::register_all(&mut ctx);
    let parsed = ir::text::parse_source(&mut ctx, &sm, id, ir::text::ParseOptions::default())
        .and_then(|op| dialect_engine::normalize(&mut ctx, op).map(|_| op))
        .and_then(|op| ir::verify::verify(&ctx, op).map(|_| op));
    match parsed {
        Ok(top) => Ok(Module { ctx, sm, top }),
        Err(d) => Err(sm.render(Some(&ctx), &d)),
    }
}
