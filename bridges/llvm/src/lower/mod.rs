//! `tt` kernels to LLVM IR. A tensor value is a stack buffer of its
//! elements (reshapes share their source's), an op on tensors is a loop
//! over elements, and scalar code (a reduction's combiner, the scalar
//! arithmetic of a kernel) is emitted as is. Each kernel `@k` becomes
//! `@k(args..., pid x/y/z, grid x/y/z)` and `@k.launch(ptr args, gx, gy,
//! gz)`, which runs every program: `args[i]` is the buffer of pointer
//! argument `i`, or points to scalar argument `i`'s value.
//!
//! This file is the driver and the state every rule shares: the public
//! entry points, [`Lower`] (one kernel's lowering), [`Val`] (a lowered
//! value), and the dispatch from an op to the rule of its family. The
//! rules live one family a file, as Triton's `TritonGPUToLLVM` splits
//! them (docs/llvm.md lists the files).

mod atomics;
mod block_pointers;
mod bounds;
mod buffers;
mod control_flow;
mod descriptors;
mod dot;
mod elementwise;
mod gather;
mod in_place;
mod launch;
mod lazy;
mod libm;
mod loops;
mod memory;
mod reduce;
mod strided;
mod tensors;
mod types;

use crate::LlvmError;
use dialects::arith::ops as arith;
use dialects::scf::ops as scf;
use dialects::tt::ops as tt;
use inkwell::builder::Builder;
use inkwell::context::Context as LlContext;
use inkwell::module::Module;
use inkwell::types::{BasicMetadataTypeEnum, BasicTypeEnum};
use inkwell::values::{BasicValueEnum, FunctionValue, IntValue, PointerValue};
use inkwell::AddressSpace;
use ir::float::FloatKind;
use ir::{AttrKind, Context, Op, TypeKind, TypedOp, Value};
use lazy::Lazy;
use loops::Split;
use std::collections::HashMap;
use strided::Strided;

/// What a kernel's parameters are, for a caller passing them.
#[derive(Clone, Debug, PartialEq)]
pub enum Param {
    /// A pointer: the caller passes the buffer.
    Ptr,
    /// An integer of this width.
    Int(u32),
    /// A float of this kind.
    Float(FloatKind),
}

/// The module built, and each kernel's name and parameters.
pub struct Lowered<'ll> {
    /// The LLVM module holding every kernel and its launcher.
    pub module: Module<'ll>,
    /// Each kernel's name and parameters, in the order lowered.
    pub kernels: Vec<(String, Vec<Param>)>,
    /// Kernels with atomics: their programs must run one at a time (the
    /// lowering's atomics are plain reads and writes).
    pub serial: Vec<String>,
    /// With bounds checks: the location of each checked load or store, by
    /// the id a fault records.
    pub access_locs: Vec<String>,
}

/// Where a module's f32 products (`tessera.sgemm`, gemm.rs) come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Products {
    /// Defined in the module: a standalone `.ll` or object file.
    InModule,
    /// Declared only: the JIT resolves them to the copy compiled ahead of
    /// time for the host's vector width (`runtime.rs`).
    Runtime,
}

/// The most stack a kernel's buffers may take: the launch runs on a
/// thread with a stack this large and a margin.
pub const STACK_LIMIT: u64 = 64 << 20;

/// A lowered IR value.
#[derive(Clone)]
enum Val<'ll> {
    Scalar(BasicValueEnum<'ll>),
    /// A buffer of `shape` elements of type `elem`, row-major.
    Tensor {
        ptr: PointerValue<'ll>,
        shape: Vec<usize>,
        elem: BasicTypeEnum<'ll>,
    },
    /// A tensor whose elements are computed where they are read: a range,
    /// a splat scalar, or pointers a base and offsets make. The loads and
    /// stores of a kernel address memory through such tensors, so they
    /// need no buffer of pointers; any other op gets a buffer
    /// (`materialize`).
    Lazy {
        shape: Vec<usize>,
        elem: BasicTypeEnum<'ll>,
        kind: std::rc::Rc<Lazy<'ll>>,
    },
}

/// Ops that read lazy operands element by element themselves.
const LAZY_AWARE: &[&str] = &[
    tt::LoadOp::NAME,
    tt::StoreOp::NAME,
    tt::DescriptorStoreOp::NAME,
    tt::AddptrOp::NAME,
    tt::ReshapeOp::NAME,
    tt::ExpandDimsOp::NAME,
    tt::BroadcastOp::NAME,
];

/// Ops lowered by their own rule; every other op is elementwise
/// (`Lower::elementwise`), which reads lazy operands element by element.
const NOT_ELEMENTWISE: &[&str] = &[
    tt::ReturnOp::NAME,
    tt::GetProgramIdOp::NAME,
    tt::GetNumProgramsOp::NAME,
    arith::ConstantOp::NAME,
    tt::MakeRangeOp::NAME,
    tt::MakeTensorDescriptorOp::NAME,
    tt::DescriptorLoadOp::NAME,
    tt::MakeTensorPtrOp::NAME,
    tt::AdvanceOp::NAME,
    tt::TransOp::NAME,
    tt::DotOp::NAME,
    tt::AtomicRmwOp::NAME,
    tt::AtomicCasOp::NAME,
    tt::JoinOp::NAME,
    tt::SplitOp::NAME,
    tt::CatOp::NAME,
    tt::GatherOp::NAME,
    tt::HistogramOp::NAME,
    tt::ReduceOp::NAME,
    tt::ScanOp::NAME,
    scf::ForOp::NAME,
    scf::IfOp::NAME,
    scf::WhileOp::NAME,
    tt::CallOp::NAME,
];

/// Lowers every `tt.func` of `top`; with `check_bounds`, every load and
/// store first checks its address against the launch's arrays (the
/// `bounds` table each kernel takes: the count, then a (first, end) byte
/// address pair an array, then the first fault's access id + 1 and
/// address), and an access outside them records a fault and does not
/// happen. `products` says whether the f32 product is defined in the
/// module or only declared, for the precompiled runtime's copy.
pub fn lower_module<'ll>(
    ll: &'ll LlContext,
    ctx: &Context,
    top: Op,
    check_bounds: bool,
    products: Products,
) -> Result<Lowered<'ll>, LlvmError> {
    lower_kernels(ll, ctx, &kernels_of(ctx, top), check_bounds, products)
}

/// The tile kernels under `top`: the `tt.func`s a grid can launch (no
/// results, no tensor arguments). Other `tt.func`s are device functions,
/// lowered where a `tt.call` names them.
pub fn kernels_of(ctx: &Context, top: Op) -> Vec<Op> {
    (0..ctx.num_ops())
        .map(<Op as ir::entity::EntityRef>::new)
        .filter(|&op| {
            ctx.op_name(op) == tt::FuncOp::NAME
                && ctx.op(op).parent.is_some()
                && is_under(ctx, op, top)
                && launchable(ctx, op)
        })
        .collect()
}

/// Whether `f` can be launched on a grid: no results and no tensor
/// arguments (a declared type that is not a function's counts as yes).
fn launchable(ctx: &Context, f: Op) -> bool {
    match ctx
        .inherent_attr(f, "function_type")
        .map(|a| ctx.attr_kind(a))
    {
        Some(AttrKind::Type(t)) => match ctx.type_kind(*t) {
            TypeKind::Function { inputs, results } => {
                results.is_empty()
                    && !inputs
                        .iter()
                        .any(|&i| matches!(ctx.type_kind(i), TypeKind::RankedTensor { .. }))
            }
            _ => true,
        },
        _ => true,
    }
}

/// [`lower_module`] for the kernels `funcs` only: one module of a module
/// split for compiling in parallel.
pub fn lower_kernels<'ll>(
    ll: &'ll LlContext,
    ctx: &Context,
    funcs: &[Op],
    check_bounds: bool,
    products: Products,
) -> Result<Lowered<'ll>, LlvmError> {
    let module = ll.create_module("tessera");
    let mut kernels = Vec::new();
    let mut serial = Vec::new();
    let mut access_locs = Vec::new();
    for &f in funcs {
        let mut l = Lower {
            ll,
            ctx,
            module: &module,
            b: ll.create_builder(),
            entry_b: ll.create_builder(),
            vals: HashMap::new(),
            func: None,
            pid: Vec::new(),
            stack_bytes: std::cell::Cell::new(0),
            check_bounds,
            products,
            bounds: None,
            access_locs: std::mem::take(&mut access_locs),
            deferred: Default::default(),
            descs: HashMap::new(),
            splits: Default::default(),
            calls: Vec::new(),
            early: Default::default(),
        };
        let sig = l.kernel(f)?;
        access_locs = std::mem::take(&mut l.access_locs);
        let atomics = (0..ctx.num_ops())
            .map(<Op as ir::entity::EntityRef>::new)
            .any(|o| {
                matches!(
                    ctx.op_name(o),
                    tt::AtomicRmwOp::NAME | tt::AtomicCasOp::NAME
                ) && is_under(ctx, o, f)
            });
        if atomics {
            serial.push(sig.0.clone());
        }
        kernels.push(sig);
    }
    Ok(Lowered {
        module,
        kernels,
        serial,
        access_locs,
    })
}

/// Whether `op` is `top` or nested in it.
pub(crate) fn is_under(ctx: &Context, mut op: Op, top: Op) -> bool {
    loop {
        if op == top {
            return true;
        }
        match ctx.op(op).parent.and_then(|b| ctx.block_parent_op(b)) {
            Some(p) => op = p,
            None => return false,
        }
    }
}

/// One kernel's lowering: the LLVM builders, the values lowered so far
/// and what the rules record as they go.
struct Lower<'a, 'll> {
    ll: &'ll LlContext,
    ctx: &'a Context,
    module: &'a Module<'ll>,
    b: Builder<'ll>,
    /// Positioned in the entry block, before its terminator: allocas.
    entry_b: Builder<'ll>,
    vals: HashMap<Value, Val<'ll>>,
    func: Option<FunctionValue<'ll>>,
    /// Program id x, y, z, then the grid's extents.
    pid: Vec<IntValue<'ll>>,
    /// Bytes of stack the kernel's buffers take so far.
    stack_bytes: std::cell::Cell<u64>,
    /// Check every access against the launch's arrays.
    check_bounds: bool,
    products: Products,
    /// The kernel's `bounds` table parameter.
    bounds: Option<PointerValue<'ll>>,
    /// The location of each checked access, by id.
    access_locs: Vec<String>,
    /// An error found while computing a lazy element (reported after
    /// the op being lowered).
    deferred: std::cell::RefCell<Option<LlvmError>>,
    /// Each tensor descriptor: its base, shape and strides (i64).
    descs: HashMap<Value, Strided<'ll>>,
    /// The split indices of the loops being emitted, innermost last.
    splits: std::cell::RefCell<Vec<Split<'ll>>>,
    /// The device functions being inlined (`tt.call`), outermost first.
    calls: Vec<Op>,
    /// Ops lowered ahead of their place (the address a product writes its
    /// result to) or made redundant (the store of that result): skipped
    /// when the walk reaches them.
    early: std::collections::HashSet<Op>,
}

/// `op`'s location as diagnostics print it.
fn loc_of(ctx: &Context, op: Op) -> String {
    interp::loc_string(ctx, ctx.op(op).loc)
}

/// The error for what `op` does that is not lowered, at its location.
fn unsupported(ctx: &Context, op: Op, what: &str) -> LlvmError {
    LlvmError::Unsupported {
        loc: loc_of(ctx, op),
        msg: format!("'{}' {what}", ctx.op_name(op)),
    }
}

/// LLVM's refusal of what was built for `op`, at its location.
fn llvm_err(ctx: &Context, op: Op, e: impl std::fmt::Display) -> LlvmError {
    LlvmError::Llvm {
        loc: loc_of(ctx, op),
        msg: e.to_string(),
    }
}

/// An integer property or attribute of `op`.
fn int_prop(ctx: &Context, op: Op, name: &str) -> Option<i64> {
    match ctx.inherent_attr(op, name).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => value.as_i64(),
        _ => None,
    }
}

impl<'a, 'll> Lower<'a, 'll> {
    /// The lowered value of `v`, read by `op`.
    fn val(&self, op: Op, v: Value) -> Result<Val<'ll>, LlvmError> {
        self.vals.get(&v).cloned().ok_or_else(|| {
            unsupported(
                self.ctx,
                op,
                "uses a value defined by an op that was not lowered",
            )
        })
    }

    /// Lowers the kernel `f` as `@name(args..., pid x/y/z, grid x/y/z,
    /// bounds)` and its launcher; returns its name and parameters.
    fn kernel(&mut self, f: Op) -> Result<(String, Vec<Param>), LlvmError> {
        let ctx = self.ctx;
        let name = match ctx.inherent_attr(f, "sym_name").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::String { value, .. }) => String::from_utf8_lossy(value).into_owned(),
            _ => return Err(unsupported(ctx, f, "has no name")),
        };
        let body = ctx
            .op(f)
            .regions
            .first()
            .and_then(|&r| ctx.region(r).blocks.first().copied());
        let Some(entry) = body else {
            return Err(unsupported(ctx, f, "is a declaration"));
        };
        if ctx.region(ctx.op(f).regions[0]).blocks.len() != 1 {
            return Err(unsupported(
                ctx,
                f,
                "has several blocks (unstructured control flow)",
            ));
        }
        let args = ctx.block(entry).args.clone();
        let mut params = Vec::new();
        let mut tys: Vec<BasicMetadataTypeEnum> = Vec::new();
        for &a in &args {
            let t = ctx.value_type(a);
            if dialects::tt::types::is_tensor_ptr(ctx, t) {
                return Err(unsupported(
                    ctx,
                    f,
                    "takes a block pointer argument: a kernel makes its block pointers (tt.make_tensor_ptr)",
                ));
            }
            let lt = self.elem_type(f, t)?;
            params.push(match ctx.type_kind(t) {
                TypeKind::Float(k) => Param::Float(*k),
                TypeKind::Integer { width, .. } => Param::Int(*width),
                TypeKind::Index => Param::Int(64),
                _ => Param::Ptr,
            });
            tys.push(lt.into());
        }
        for _ in 0..6 {
            tys.push(self.ll.i32_type().into());
        }
        tys.push(self.ll.ptr_type(AddressSpace::default()).into());
        let fty = self.ll.void_type().fn_type(&tys, false);
        let func = self.module.add_function(&name, fty, None);
        self.func = Some(func);
        let bb = self.ll.append_basic_block(func, "entry");
        let body_bb = self.ll.append_basic_block(func, "body");
        self.entry_b.position_at_end(bb);
        let to_body = self
            .entry_b
            .build_unconditional_branch(body_bb)
            .expect("br");
        self.entry_b.position_before(&to_body);
        self.b.position_at_end(body_bb);
        for (i, &a) in args.iter().enumerate() {
            let p = func.get_nth_param(i as u32).expect("param");
            self.vals.insert(a, Val::Scalar(p));
        }
        self.bounds = Some(
            func.get_nth_param((args.len() + 6) as u32)
                .expect("param")
                .into_pointer_value(),
        );
        self.pid = (0..6)
            .map(|k| {
                func.get_nth_param((args.len() + k) as u32)
                    .expect("param")
                    .into_int_value()
            })
            .collect();
        for op in ctx.block_ops(entry) {
            self.op(op)?;
            if self.stack_bytes.get() > STACK_LIMIT {
                return Err(unsupported(
                    ctx,
                    op,
                    &format!(
                        "makes the kernel's blocks take more than {} MiB of stack: smaller blocks are needed",
                        STACK_LIMIT >> 20
                    ),
                ));
            }
        }
        if self
            .b
            .get_insert_block()
            .and_then(|b| b.get_terminator())
            .is_none()
        {
            self.b.build_return(None).expect("ret");
        }
        self.launcher(&name, func, &params)?;
        Ok((name, params))
    }

    /// Lowers one op of a kernel body.
    fn op(&mut self, op: Op) -> Result<(), LlvmError> {
        if self.early.remove(&op) {
            return Ok(());
        }
        let r = self.op_materialized(op);
        match self.deferred.borrow_mut().take() {
            Some(e) => Err(e),
            None => r,
        }
    }

    /// Lowers `op`, giving lazy operands a buffer unless it reads them
    /// element by element.
    fn op_materialized(&mut self, op: Op) -> Result<(), LlvmError> {
        let name = self.ctx.op_name(op).to_string();
        let elementwise =
            !NOT_ELEMENTWISE.contains(&name.as_str()) && self.ctx.op(op).regions.is_empty();
        if LAZY_AWARE.contains(&name.as_str()) || name == tt::SplatOp::NAME || elementwise {
            return self.lower_op(op);
        }
        // Lazy operands get a buffer for this op only: the op may sit in
        // a branch or loop that another use of the value is not in.
        let mut lazy = Vec::new();
        for v in self.ctx.op(op).operands() {
            if let Some(l @ Val::Lazy { .. }) = self.vals.get(&v).cloned() {
                let m = self.materialize(&l)?;
                lazy.push((v, l));
                self.vals.insert(v, m);
            }
        }
        let r = self.lower_op(op);
        for (v, l) in lazy {
            self.vals.insert(v, l);
        }
        r
    }

    /// The rule for `op`, by its name: each family's in its own file.
    fn lower_op(&mut self, op: Op) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let name = ctx.op_name(op).to_string();
        let results: Vec<Value> = ctx.op(op).results().iter().collect();
        let operands: Vec<Value> = ctx.op(op).operands().collect();
        match name.as_str() {
            tt::ReturnOp::NAME => {
                self.b.build_return(None).expect("ret");
                Ok(())
            }
            tt::GetProgramIdOp::NAME | tt::GetNumProgramsOp::NAME => {
                let axis = int_prop(ctx, op, "axis").unwrap_or(0).clamp(0, 2) as usize;
                let grid = if name == tt::GetProgramIdOp::NAME {
                    0
                } else {
                    3
                };
                let v = self.pid[axis + grid];
                self.vals.insert(results[0], Val::Scalar(v.into()));
                Ok(())
            }
            arith::ConstantOp::NAME => self.constant(op, results[0]),
            tt::MakeRangeOp::NAME => self.make_range(op, results[0]),
            tt::SplatOp::NAME if matches!(self.vals.get(&operands[0]), Some(Val::Scalar(_))) => {
                self.splat_scalar(op, operands[0], results[0])
            }
            tt::SplatOp::NAME | tt::BroadcastOp::NAME => {
                self.broadcast(op, operands[0], results[0])
            }
            tt::ExpandDimsOp::NAME | tt::ReshapeOp::NAME => {
                self.reshape(op, operands[0], results[0])
            }
            tt::TransOp::NAME => self.trans(op, operands[0], results[0]),
            tt::AddptrOp::NAME => self.addptr(op, &operands, results[0]),
            tt::MakeTensorPtrOp::NAME => self.make_block_ptr(op, &operands, results[0]),
            tt::AdvanceOp::NAME => self.advance(op, &operands, results[0]),
            tt::LoadOp::NAME if self.is_block_ptr(operands[0]) => {
                self.block_ptr_access(op, &operands, Some(results[0]))
            }
            tt::StoreOp::NAME if self.is_block_ptr(operands[0]) => {
                self.block_ptr_access(op, &operands, None)
            }
            tt::LoadOp::NAME => self.load(op, &operands, results[0]),
            tt::MakeTensorDescriptorOp::NAME => self.make_descriptor(op, &operands, results[0]),
            tt::DescriptorLoadOp::NAME => {
                self.descriptor_access(op, &operands, results.first().copied())
            }
            tt::DescriptorStoreOp::NAME => self.descriptor_access(op, &operands, None),
            tt::StoreOp::NAME => self.store(op, &operands),
            tt::DotOp::NAME => self.dot(op, &operands, results[0]),
            tt::AtomicRmwOp::NAME | tt::AtomicCasOp::NAME => self.atomic(op, &operands, results[0]),
            tt::JoinOp::NAME => self.join(op, &operands, results[0]),
            tt::SplitOp::NAME => self.split(op, operands[0], &results),
            tt::CatOp::NAME => self.cat(op, &operands, results[0]),
            tt::GatherOp::NAME => self.gather(op, &operands, results[0]),
            tt::HistogramOp::NAME => self.histogram(op, operands[0], results[0]),
            tt::ReduceOp::NAME => self.combine(op, &operands, &results, false),
            tt::ScanOp::NAME => self.combine(op, &operands, &results, true),
            scf::ForOp::NAME => self.scf_for(op, &operands, &results),
            scf::IfOp::NAME => self.scf_if(op, &operands, &results),
            scf::WhileOp::NAME => self.scf_while(op, &operands, &results),
            tt::CallOp::NAME => self.call(op, &operands, &results),
            _ => self.elementwise(op, &operands, &results),
        }
    }
}
