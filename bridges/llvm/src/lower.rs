//! `tt` kernels to LLVM IR. A tensor value is a stack buffer of its
//! elements (reshapes share their source's), an op on tensors is a loop
//! over elements, and scalar code (a reduction's combiner, the scalar
//! arithmetic of a kernel) is emitted as is. Each kernel `@k` becomes
//! `@k(args..., pid x/y/z, grid x/y/z)` and `@k.launch(ptr args, gx, gy,
//! gz)`, which runs every program: `args[i]` is the buffer of pointer
//! argument `i`, or points to scalar argument `i`'s value.

use crate::LlvmError;
use inkwell::basic_block::BasicBlock;
use inkwell::builder::Builder;
use inkwell::context::Context as LlContext;
use inkwell::intrinsics::Intrinsic;
use inkwell::module::{Linkage, Module};
use inkwell::types::{BasicMetadataTypeEnum, BasicType, BasicTypeEnum};
use inkwell::values::{
    BasicMetadataValueEnum, BasicValueEnum, FunctionValue, IntValue, PointerValue,
};
use inkwell::{AddressSpace, FloatPredicate, IntPredicate};
use ir::constant::{Const, Scalar};
use ir::float::FloatKind;
use ir::{AttrKind, Context, Op, Type, TypeKind, Value};
use std::collections::HashMap;

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
    pub module: Module<'ll>,
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

/// A loop index `i` that is `outer·w + inner` with `inner < w` (an inner
/// loop of `w` steps): a broadcast read at `i` takes its source index
/// from `outer`, the same across the inner loop, and `inner`, instead of
/// dividing `i`, so the inner loop reads its source contiguously (or one
/// value) and vectorizes without gathers.
#[derive(Clone, Copy)]
struct Split<'ll> {
    i: IntValue<'ll>,
    outer: IntValue<'ll>,
    inner: IntValue<'ll>,
    w: u64,
}

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

/// How a lazy tensor's element `i` is computed.
enum Lazy<'ll> {
    /// `start + i` (i32).
    Range { start: i64 },
    /// The scalar, everywhere.
    Splat(BasicValueEnum<'ll>),
    /// `base[i] + off[i]` elements of `pointee`.
    Ptr {
        base: Val<'ll>,
        off: Val<'ll>,
        pointee: BasicTypeEnum<'ll>,
    },
    /// An elementwise op of its operands' element `i`: a value with one
    /// use, computed inside its user's loop (so a chain of elementwise
    /// ops is one loop, with no buffer between them).
    Elementwise {
        op: Op,
        ins: Vec<Val<'ll>>,
        in_types: Vec<Type>,
    },
    /// `src` broadcast to `shape` (the broadcast's own: a reshape of the
    /// lazy tensor keeps the element order, not the coordinates): element
    /// `i`'s coordinates, with those of `src`'s size-1 dimensions dropped.
    Broadcast {
        src: Val<'ll>,
        src_shape: Vec<usize>,
        shape: Vec<usize>,
    },
}

/// Elementwise ops cheap enough to compute again in each user's loop
/// (`Lower::fusable`).
const CHEAP: &[&str] = &[
    "arith.addf",
    "arith.subf",
    "arith.mulf",
    "arith.negf",
    "arith.maxnumf",
    "arith.minnumf",
    "arith.maximumf",
    "arith.minimumf",
    "arith.select",
    "arith.addi",
    "arith.subi",
    "arith.muli",
    "arith.andi",
    "arith.ori",
    "arith.xori",
    "arith.cmpf",
    "arith.cmpi",
];

/// Ops that read lazy operands element by element themselves.
const LAZY_AWARE: &[&str] = &[
    "tt.load",
    "tt.store",
    "tt.descriptor_store",
    "tt.addptr",
    "tt.reshape",
    "tt.expand_dims",
    "tt.broadcast",
];

/// Ops lowered by their own rule; every other op is elementwise
/// (`Lower::elementwise`), which reads lazy operands element by element.
const NOT_ELEMENTWISE: &[&str] = &[
    "tt.return",
    "tt.get_program_id",
    "tt.get_num_programs",
    "arith.constant",
    "tt.make_range",
    "tt.make_tensor_descriptor",
    "tt.descriptor_load",
    "tt.trans",
    "tt.dot",
    "tt.atomic_rmw",
    "tt.atomic_cas",
    "tt.join",
    "tt.split",
    "tt.cat",
    "tt.gather",
    "tt.histogram",
    "tt.reduce",
    "tt.scan",
    "scf.for",
    "scf.if",
    "scf.while",
    "tt.call",
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
            ctx.op_name(op) == "tt.func"
                && ctx.op(op).parent.is_some()
                && is_under(ctx, op, top)
                && launchable(ctx, op)
        })
        .collect()
}

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

/// The `tt.func` named `name` in the module holding `op`.
fn callee(ctx: &Context, op: Op, name: &str) -> Option<Op> {
    let mut top = op;
    while let Some(p) = ctx.op(top).parent.and_then(|b| ctx.block_parent_op(b)) {
        top = p;
    }
    (0..ctx.num_ops())
        .map(<Op as ir::entity::EntityRef>::new)
        .find(|&f| {
            ctx.op_name(f) == "tt.func"
                && is_under(ctx, f, top)
                && matches!(
                    ctx.inherent_attr(f, "sym_name").map(|a| ctx.attr_kind(a)),
                    Some(AttrKind::String { value, .. }) if value.as_ref() == name.as_bytes()
                )
        })
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
            .any(|o| ctx.op_name(o).starts_with("tt.atomic_") && is_under(ctx, o, f));
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
    descs: HashMap<Value, Descriptor<'ll>>,
    /// The split indices of the loops being emitted, innermost last.
    splits: std::cell::RefCell<Vec<Split<'ll>>>,
    /// The device functions being inlined (`tt.call`), outermost first.
    calls: Vec<Op>,
    /// Ops lowered ahead of their place (the address a product writes its
    /// result to) or made redundant (the store of that result): skipped
    /// when the walk reaches them.
    early: std::collections::HashSet<Op>,
}

/// A tensor descriptor (`tt.make_tensor_descriptor`).
#[derive(Clone)]
struct Descriptor<'ll> {
    base: PointerValue<'ll>,
    shape: Vec<IntValue<'ll>>,
    strides: Vec<IntValue<'ll>>,
}

/// The most stack a kernel's buffers may take: the launch runs on a
/// thread with a stack this large and a margin.
pub const STACK_LIMIT: u64 = 64 << 20;

fn loc_of(ctx: &Context, op: Op) -> String {
    interp::loc_string(ctx, ctx.op(op).loc)
}

fn unsupported(ctx: &Context, op: Op, what: &str) -> LlvmError {
    LlvmError::Unsupported {
        loc: loc_of(ctx, op),
        msg: format!("'{}' {what}", ctx.op_name(op)),
    }
}

fn llvm_err(ctx: &Context, op: Op, e: impl std::fmt::Display) -> LlvmError {
    LlvmError::Llvm {
        loc: loc_of(ctx, op),
        msg: e.to_string(),
    }
}

impl<'a, 'll> Lower<'a, 'll> {
    fn elem_type(&self, op: Op, t: Type) -> Result<BasicTypeEnum<'ll>, LlvmError> {
        Ok(match self.ctx.type_kind(t) {
            TypeKind::Float(FloatKind::F16) => self.ll.f16_type().into(),
            TypeKind::Float(FloatKind::BF16) => self.ll.bf16_type().into(),
            TypeKind::Float(FloatKind::F32) => self.ll.f32_type().into(),
            TypeKind::Float(FloatKind::F64) => self.ll.f64_type().into(),
            TypeKind::Integer { width, .. } => self.int_t(*width).into(),
            TypeKind::Index => self.ll.i64_type().into(),
            TypeKind::Opaque { data, .. } if data.starts_with("ptr<") => {
                self.ll.ptr_type(AddressSpace::default()).into()
            }
            _ => {
                return Err(unsupported(
                    self.ctx,
                    op,
                    &format!(
                        "has type {}, which is not lowered",
                        ir::text::type_to_string(self.ctx, t)
                    ),
                ))
            }
        })
    }

    /// (element type, shape) of a value's type; a scalar has no shape.
    fn shaped(
        &self,
        op: Op,
        t: Type,
    ) -> Result<(BasicTypeEnum<'ll>, Option<Vec<usize>>), LlvmError> {
        match self.ctx.type_kind(t) {
            TypeKind::RankedTensor { shape, elem, .. } => {
                if shape.iter().any(|&d| d < 0) {
                    return Err(unsupported(self.ctx, op, "has a dynamic shape"));
                }
                let e = self.elem_type(op, *elem)?;
                Ok((e, Some(shape.iter().map(|&d| d as usize).collect())))
            }
            _ => Ok((self.elem_type(op, t)?, None)),
        }
    }

    fn int_t(&self, width: u32) -> inkwell::types::IntType<'ll> {
        match std::num::NonZeroU32::new(width) {
            Some(w) => self
                .ll
                .custom_width_int_type(w)
                .unwrap_or(self.ll.i64_type()),
            None => self.ll.bool_type(),
        }
    }

    fn i64c(&self, v: u64) -> IntValue<'ll> {
        self.ll.i64_type().const_int(v, false)
    }

    /// A buffer of `n` elements, in the entry block.
    fn alloc(&self, elem: BasicTypeEnum<'ll>, n: usize) -> PointerValue<'ll> {
        let bytes = match elem {
            BasicTypeEnum::IntType(t) => u64::from(t.get_bit_width()).div_ceil(8),
            BasicTypeEnum::FloatType(t) if t == self.ll.f64_type() => 8,
            BasicTypeEnum::FloatType(t) if t == self.ll.f32_type() => 4,
            BasicTypeEnum::FloatType(_) => 2,
            _ => 8,
        };
        self.stack_bytes.set(
            self.stack_bytes
                .get()
                .saturating_add(bytes.saturating_mul(n as u64)),
        );
        let ty = elem.array_type(n.clamp(1, u32::MAX as usize) as u32);
        self.entry_b.build_alloca(ty, "buf").expect("alloca")
    }

    fn elem_ptr(
        &self,
        base: PointerValue<'ll>,
        elem: BasicTypeEnum<'ll>,
        i: IntValue<'ll>,
    ) -> PointerValue<'ll> {
        // SAFETY: indices stay within the buffer of the value's shape.
        unsafe {
            self.b
                .build_in_bounds_gep(elem, base, &[i], "e")
                .expect("gep")
        }
    }

    fn load_at(&self, v: &Val<'ll>, i: IntValue<'ll>) -> BasicValueEnum<'ll> {
        match v {
            Val::Scalar(s) => *s,
            Val::Lazy { kind, .. } => match &**kind {
                Lazy::Range { start } => {
                    let i32t = self.ll.i32_type();
                    let x = self.b.build_int_truncate(i, i32t, "i").expect("trunc");
                    self.b
                        .build_int_add(x, i32t.const_int(*start as u64, true), "r")
                        .expect("add")
                        .into()
                }
                Lazy::Splat(x) => *x,
                Lazy::Ptr { base, off, pointee } => {
                    let p = self.load_at(base, i).into_pointer_value();
                    let o = self.load_at(off, i).into_int_value();
                    let o = self
                        .b
                        .build_int_s_extend_or_bit_cast(o, self.ll.i64_type(), "o")
                        .expect("sext");
                    // SAFETY: pointer arithmetic as the kernel states it.
                    unsafe { self.b.build_gep(*pointee, p, &[o], "p").expect("gep") }.into()
                }
                Lazy::Elementwise { op, ins, in_types } => {
                    let args: Vec<BasicValueEnum<'ll>> =
                        ins.iter().map(|v| self.load_at(v, i)).collect();
                    let Val::Lazy { elem, .. } = v else {
                        unreachable!("matched as lazy")
                    };
                    match self.scalar(*op, &args, in_types, *elem) {
                        Ok(x) => x,
                        Err(e) => {
                            // Reported after the op that reads it.
                            self.deferred.borrow_mut().get_or_insert(e);
                            elem.const_zero()
                        }
                    }
                }
                Lazy::Broadcast {
                    src,
                    src_shape,
                    shape,
                } => {
                    let si = self.broadcast_index(i, shape, src_shape);
                    self.load_at(src, si)
                }
            },
            Val::Tensor { ptr, elem, shape } => {
                // A size-1 tensor read everywhere (a splat's source).
                let i = if shape.iter().product::<usize>() == 1 {
                    self.i64c(0)
                } else {
                    i
                };
                let p = self.elem_ptr(*ptr, *elem, i);
                self.b.build_load(*elem, p, "x").expect("load")
            }
        }
    }

    fn store_at(
        &self,
        base: PointerValue<'ll>,
        elem: BasicTypeEnum<'ll>,
        i: IntValue<'ll>,
        x: BasicValueEnum<'ll>,
    ) {
        let p = self.elem_ptr(base, elem, i);
        self.b.build_store(p, x).expect("store");
    }

    /// `body(i)` for i in 0..n, at the builder's position; the builder ends
    /// after the loop.
    fn for_each(
        &mut self,
        n: usize,
        mut body: impl FnMut(&mut Self, IntValue<'ll>) -> Result<(), LlvmError>,
    ) -> Result<(), LlvmError> {
        let f = self.func.expect("in a function");
        let pre = self.b.get_insert_block().expect("positioned");
        let head = self.ll.append_basic_block(f, "loop");
        let exit = self.ll.append_basic_block(f, "done");
        self.b.build_unconditional_branch(head).expect("br");
        self.b.position_at_end(head);
        let phi = self.b.build_phi(self.ll.i64_type(), "i").expect("phi");
        phi.add_incoming(&[(&self.i64c(0), pre)]);
        let i = phi.as_basic_value().into_int_value();
        body(self, i)?;
        let next = self
            .b
            .build_int_add(i, self.i64c(1), "i.next")
            .expect("add");
        let latch = self.b.get_insert_block().expect("positioned");
        phi.add_incoming(&[(&next, latch)]);
        let more = self
            .b
            .build_int_compare(IntPredicate::ULT, next, self.i64c(n as u64), "more")
            .expect("cmp");
        self.b
            .build_conditional_branch(more, head, exit)
            .expect("br");
        self.b.position_at_end(exit);
        Ok(())
    }

    /// [`for_each`](Self::for_each) as a loop of `n / w` rows of `w`
    /// elements when `w` divides `n`, with `i` registered as a [`Split`]
    /// while the body is built.
    fn for_each_split(
        &mut self,
        n: usize,
        w: usize,
        mut body: impl FnMut(&mut Self, IntValue<'ll>) -> Result<(), LlvmError>,
    ) -> Result<(), LlvmError> {
        if w < 2 || n <= w || n % w != 0 {
            return self.for_each(n, body);
        }
        self.for_each(n / w, |l, outer| {
            let row =
                l.b.build_int_nuw_mul(outer, l.i64c(w as u64), "row")
                    .expect("mul");
            l.for_each(w, |l, inner| {
                let i = l.b.build_int_nuw_add(row, inner, "i").expect("add");
                l.with_split(i, outer, inner, w, |l| body(l, i))
            })
        })
    }

    /// `body` with `i = outer·w + inner` registered as a [`Split`].
    fn with_split<R>(
        &mut self,
        i: IntValue<'ll>,
        outer: IntValue<'ll>,
        inner: IntValue<'ll>,
        w: usize,
        body: impl FnOnce(&mut Self) -> R,
    ) -> R {
        self.splits.borrow_mut().push(Split {
            i,
            outer,
            inner,
            w: w as u64,
        });
        let r = body(self);
        self.splits.borrow_mut().pop();
        r
    }

    /// The row length a loop computing `v` should have: the last extent
    /// of a broadcast inside it (so the broadcast reads by [`Split`]), or
    /// `last` when there is none.
    fn row_width(v: &Val<'ll>, last: usize) -> usize {
        fn find(v: &Val) -> Option<usize> {
            let Val::Lazy { kind, .. } = v else {
                return None;
            };
            match &**kind {
                Lazy::Broadcast { shape, src, .. } => shape
                    .last()
                    .copied()
                    .filter(|&w| w > 1)
                    .or_else(|| find(src)),
                Lazy::Elementwise { ins, .. } => ins.iter().find_map(find),
                Lazy::Ptr { base, off, .. } => find(base).or_else(|| find(off)),
                Lazy::Range { .. } | Lazy::Splat(_) => None,
            }
        }
        find(v).unwrap_or(last)
    }

    fn val(&self, op: Op, v: Value) -> Result<Val<'ll>, LlvmError> {
        self.vals.get(&v).cloned().ok_or_else(|| {
            unsupported(
                self.ctx,
                op,
                "uses a value defined by an op that was not lowered",
            )
        })
    }

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

    /// `@name.launch(ptr args, i32 gx, i32 gy, i32 gz, i64 first, i64 last)`:
    /// the programs whose linear ids (x fastest) are in `first..last`.
    fn launcher(
        &mut self,
        name: &str,
        k: FunctionValue<'ll>,
        params: &[Param],
    ) -> Result<(), LlvmError> {
        let ptr = self.ll.ptr_type(AddressSpace::default());
        let i32t = self.ll.i32_type();
        let fty = self.ll.void_type().fn_type(
            &[
                ptr.into(),
                i32t.into(),
                i32t.into(),
                i32t.into(),
                self.ll.i64_type().into(),
                self.ll.i64_type().into(),
                ptr.into(),
            ],
            false,
        );
        let f = self
            .module
            .add_function(&format!("{name}.launch"), fty, None);
        let b = self.ll.create_builder();
        let entry = self.ll.append_basic_block(f, "entry");
        b.position_at_end(entry);
        let argv = f.get_nth_param(0).expect("p").into_pointer_value();
        let mut args: Vec<BasicMetadataValueEnum> = Vec::new();
        for (i, p) in params.iter().enumerate() {
            // SAFETY: argv holds one pointer per parameter.
            let slot = unsafe {
                b.build_in_bounds_gep(
                    ptr,
                    argv,
                    &[self.ll.i64_type().const_int(i as u64, false)],
                    "slot",
                )
                .expect("gep")
            };
            let a = b
                .build_load(ptr, slot, "a")
                .expect("load")
                .into_pointer_value();
            args.push(match p {
                Param::Ptr => a.into(),
                Param::Int(w) => b.build_load(self.int_t(*w), a, "v").expect("load").into(),
                Param::Float(k) => {
                    let t: BasicTypeEnum = match k {
                        FloatKind::F16 => self.ll.f16_type().into(),
                        FloatKind::BF16 => self.ll.bf16_type().into(),
                        FloatKind::F64 => self.ll.f64_type().into(),
                        _ => self.ll.f32_type().into(),
                    };
                    b.build_load(t, a, "v").expect("load").into()
                }
            });
        }
        let g: Vec<IntValue> = (1..4)
            .map(|i| f.get_nth_param(i).expect("p").into_int_value())
            .collect();
        let (first, last) = (
            f.get_nth_param(4).expect("p").into_int_value(),
            f.get_nth_param(5).expect("p").into_int_value(),
        );
        // Programs first..last in linear order, x fastest.
        let i64t = self.ll.i64_type();
        let pre = b.get_insert_block().expect("b");
        let head = self.ll.append_basic_block(f, "grid");
        let body = self.ll.append_basic_block(f, "grid.body");
        let done = self.ll.append_basic_block(f, "grid.done");
        b.build_unconditional_branch(head).expect("br");
        b.position_at_end(head);
        let phi = b.build_phi(i64t, "id").expect("phi");
        phi.add_incoming(&[(&first, pre)]);
        let id = phi.as_basic_value().into_int_value();
        let go = b
            .build_int_compare(IntPredicate::SLT, id, last, "go")
            .expect("cmp");
        b.build_conditional_branch(go, body, done).expect("br");
        b.position_at_end(body);
        let gx = b.build_int_s_extend(g[0], i64t, "gx").expect("sext");
        let gy = b.build_int_s_extend(g[1], i64t, "gy").expect("sext");
        let x = b.build_int_signed_rem(id, gx, "x").expect("rem");
        let rest = b.build_int_signed_div(id, gx, "r").expect("div");
        let y = b.build_int_signed_rem(rest, gy, "y").expect("rem");
        let z = b.build_int_signed_div(rest, gy, "z").expect("div");
        let mut call_args = args;
        for v in [x, y, z] {
            call_args.push(b.build_int_truncate(v, i32t, "p").expect("trunc").into());
        }
        call_args.extend(g.iter().map(|&v| BasicMetadataValueEnum::from(v)));
        call_args.push(f.get_nth_param(6).expect("p").into());
        b.build_call(k, &call_args, "").expect("call");
        let next = b
            .build_int_add(id, i64t.const_int(1, false), "next")
            .expect("add");
        phi.add_incoming(&[(&next, body)]);
        b.build_unconditional_branch(head).expect("br");
        b.position_at_end(done);
        b.build_return(None).expect("ret");
        Ok(())
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
        if LAZY_AWARE.contains(&name.as_str()) || name == "tt.splat" || elementwise {
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

    /// A lazy tensor's elements in a buffer.
    fn materialize(&mut self, v: &Val<'ll>) -> Result<Val<'ll>, LlvmError> {
        let Val::Lazy { shape, elem, .. } = v else {
            return Ok(v.clone());
        };
        let src = v.clone();
        let w = Self::row_width(v, shape.last().copied().unwrap_or(1));
        self.tensor_rows(shape.clone(), w, *elem, |l, i| Ok(l.load_at(&src, i)))
    }

    /// A new buffer of `shape` whose element `i` is `element(i)`.
    fn tensor(
        &mut self,
        shape: Vec<usize>,
        elem: BasicTypeEnum<'ll>,
        element: impl FnMut(&mut Self, IntValue<'ll>) -> Result<BasicValueEnum<'ll>, LlvmError>,
    ) -> Result<Val<'ll>, LlvmError> {
        let w = shape.last().copied().unwrap_or(1);
        self.tensor_rows(shape, w, elem, element)
    }

    /// [`tensor`](Self::tensor), its loop in rows of `w` elements.
    fn tensor_rows(
        &mut self,
        shape: Vec<usize>,
        w: usize,
        elem: BasicTypeEnum<'ll>,
        mut element: impl FnMut(&mut Self, IntValue<'ll>) -> Result<BasicValueEnum<'ll>, LlvmError>,
    ) -> Result<Val<'ll>, LlvmError> {
        let n = shape.iter().product::<usize>();
        let buf = self.alloc(elem, n);
        self.for_each_split(n, w, |l, i| {
            let x = element(l, i)?;
            l.store_at(buf, elem, i, x);
            Ok(())
        })?;
        Ok(Val::Tensor {
            ptr: buf,
            shape,
            elem,
        })
    }

    fn lower_op(&mut self, op: Op) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let name = ctx.op_name(op).to_string();
        let results: Vec<Value> = ctx.op(op).results().iter().collect();
        let operands: Vec<Value> = ctx.op(op).operands().collect();
        match name.as_str() {
            "tt.return" => {
                self.b.build_return(None).expect("ret");
                Ok(())
            }
            "tt.get_program_id" | "tt.get_num_programs" => {
                let axis = int_prop(ctx, op, "axis").unwrap_or(0).clamp(0, 2) as usize;
                let v = self.pid[axis + if name == "tt.get_program_id" { 0 } else { 3 }];
                self.vals.insert(results[0], Val::Scalar(v.into()));
                Ok(())
            }
            "arith.constant" => self.constant(op, results[0]),
            "tt.make_range" => {
                let start = int_prop(ctx, op, "start").unwrap_or(0);
                let (elem, shape) = self.shaped(op, ctx.value_type(results[0]))?;
                let n = shape.unwrap_or_default().iter().product::<usize>();
                self.vals.insert(
                    results[0],
                    Val::Lazy {
                        shape: vec![n],
                        elem,
                        kind: std::rc::Rc::new(Lazy::Range { start }),
                    },
                );
                Ok(())
            }
            "tt.splat" if matches!(self.vals.get(&operands[0]), Some(Val::Scalar(_))) => {
                let Some(Val::Scalar(x)) = self.vals.get(&operands[0]).cloned() else {
                    return Err(unsupported(ctx, op, "splats a value that was not lowered"));
                };
                let (elem, shape) = self.shaped(op, ctx.value_type(results[0]))?;
                self.vals.insert(
                    results[0],
                    Val::Lazy {
                        shape: shape.unwrap_or_default(),
                        elem,
                        kind: std::rc::Rc::new(Lazy::Splat(x)),
                    },
                );
                Ok(())
            }
            "tt.splat" | "tt.broadcast" => self.broadcast(op, operands[0], results[0]),
            "tt.expand_dims" | "tt.reshape" => {
                // The same elements in the same order: the same buffer.
                let mut src = self.val(op, operands[0])?;
                // A computed (not addressing) lazy value read more than
                // once gets a buffer, not a recomputation a read.
                if let Val::Lazy { kind, .. } = &src {
                    let costly =
                        matches!(**kind, Lazy::Elementwise { .. } | Lazy::Broadcast { .. });
                    if costly && !self.fusable(op, results[0]) {
                        src = self.materialize(&src)?;
                    }
                }
                let (_, shape) = self.shaped(op, ctx.value_type(results[0]))?;
                let v = match src {
                    Val::Tensor { ptr, elem, .. } => Val::Tensor {
                        ptr,
                        elem,
                        shape: shape.unwrap_or_default(),
                    },
                    Val::Lazy { elem, kind, .. } => Val::Lazy {
                        elem,
                        kind,
                        shape: shape.unwrap_or_default(),
                    },
                    s => s,
                };
                self.vals.insert(results[0], v);
                Ok(())
            }
            "tt.trans" => self.trans(op, operands[0], results[0]),
            "tt.addptr" => self.addptr(op, &operands, results[0]),
            "tt.load" => self.load(op, &operands, results[0]),
            "tt.make_tensor_descriptor" => {
                let n = (operands.len() - 1) / 2;
                let base = self.val(op, operands[0])?;
                let Val::Scalar(base) = base else {
                    return Err(unsupported(ctx, op, "takes a base that is not a pointer"));
                };
                let mut ints = Vec::new();
                for &v in &operands[1..] {
                    let Val::Scalar(x) = self.val(op, v)? else {
                        return Err(unsupported(
                            ctx,
                            op,
                            "takes a shape or stride that is not a scalar",
                        ));
                    };
                    ints.push(
                        self.b
                            .build_int_s_extend_or_bit_cast(
                                x.into_int_value(),
                                self.ll.i64_type(),
                                "d",
                            )
                            .expect("sext"),
                    );
                }
                self.descs.insert(
                    results[0],
                    Descriptor {
                        base: base.into_pointer_value(),
                        shape: ints[..n].to_vec(),
                        strides: ints[n..].to_vec(),
                    },
                );
                Ok(())
            }
            "tt.descriptor_load" => self.descriptor_access(op, &operands, results.first().copied()),
            "tt.descriptor_store" => self.descriptor_access(op, &operands, None),
            "tt.store" => self.store(op, &operands),
            "tt.dot" => self.dot(op, &operands, results[0]),
            "tt.atomic_rmw" | "tt.atomic_cas" => self.atomic(op, &operands, results[0]),
            "tt.join" => self.join(op, &operands, results[0]),
            "tt.split" => self.split(op, operands[0], &results),
            "tt.cat" => self.cat(op, &operands, results[0]),
            "tt.gather" => self.gather(op, &operands, results[0]),
            "tt.histogram" => self.histogram(op, operands[0], results[0]),
            "tt.reduce" => self.combine(op, &operands, &results, false),
            "tt.scan" => self.combine(op, &operands, &results, true),
            "scf.for" => self.scf_for(op, &operands, &results),
            "scf.if" => self.scf_if(op, &operands, &results),
            "scf.while" => self.scf_while(op, &operands, &results),
            "tt.call" => self.call(op, &operands, &results),
            _ => self.elementwise(op, &operands, &results),
        }
    }

    fn constant(&mut self, op: Op, r: Value) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let Some(a) = ctx.inherent_attr(op, "value") else {
            return Err(unsupported(ctx, op, "has no value"));
        };
        let (elem, shape) = self.shaped(op, ctx.value_type(r))?;
        let c = ir::constant::decode(ctx, a)
            .ok_or_else(|| unsupported(ctx, op, "has a value that is not lowered"))?;
        let scalar = |_: &Self, s: Scalar| -> BasicValueEnum<'ll> {
            match s {
                Scalar::Int { bits, .. } => {
                    elem.into_int_type().const_int(bits as u64, false).into()
                }
                Scalar::Float { kind, bits } => elem
                    .into_float_type()
                    .const_float(ir::constant::to_f64(kind, bits).unwrap_or(0.0))
                    .into(),
            }
        };
        match (c, shape) {
            (Const::Scalar(s), None) => {
                let v = scalar(self, s);
                self.vals.insert(r, Val::Scalar(v));
            }
            (
                Const::Elements {
                    splat: true, elems, ..
                },
                Some(shape),
            ) => {
                let v = scalar(self, elems[0]);
                let t = self.tensor(shape, elem, |_, _| Ok(v))?;
                self.vals.insert(r, t);
            }
            (Const::Elements { elems, .. }, Some(shape)) if elems.len() <= 4096 => {
                let n = shape.iter().product::<usize>();
                let buf = self.alloc(elem, n);
                for (i, &s) in elems.iter().enumerate() {
                    let v = scalar(self, s);
                    self.store_at(buf, elem, self.i64c(i as u64), v);
                }
                self.vals.insert(
                    r,
                    Val::Tensor {
                        ptr: buf,
                        shape,
                        elem,
                    },
                );
            }
            _ => return Err(unsupported(ctx, op, "has a constant that is not lowered")),
        }
        Ok(())
    }

    /// A splat or broadcast: each result element reads the source element
    /// its index maps to (size-1 dimensions read index 0).
    fn broadcast(&mut self, op: Op, src: Value, r: Value) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let (elem, shape) = self.shaped(op, ctx.value_type(r))?;
        let shape = shape.unwrap_or_default();
        let s = self.val(op, src)?;
        let src_shape = match &s {
            Val::Tensor { shape, .. } | Val::Lazy { shape, .. } => shape.clone(),
            Val::Scalar(_) => vec![1; shape.len()],
        };
        if self.fusable(op, r) && src_shape.len() == shape.len() {
            self.vals.insert(
                r,
                Val::Lazy {
                    shape: shape.clone(),
                    elem,
                    kind: std::rc::Rc::new(Lazy::Broadcast {
                        src: s,
                        src_shape,
                        shape,
                    }),
                },
            );
            return Ok(());
        }
        let t = self.tensor(shape.clone(), elem, |l, i| {
            let si = l.broadcast_index(i, &shape, &src_shape);
            Ok(l.load_at(&s, si))
        })?;
        self.vals.insert(r, t);
        Ok(())
    }

    fn trans(&mut self, op: Op, src: Value, r: Value) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let (elem, shape) = self.shaped(op, ctx.value_type(r))?;
        let shape = shape.unwrap_or_default();
        let order: Vec<usize> = ctx
            .inherent_attr(op, "order")
            .and_then(|o| ir::dense_array::to_i64s(ctx, o))
            .unwrap_or_default()
            .into_iter()
            .map(|x| x as usize)
            .collect();
        let s = self.val(op, src)?;
        let Val::Tensor { shape: sshape, .. } = &s else {
            return Err(unsupported(ctx, op, "transposes a scalar"));
        };
        let sstrides = row_strides(sshape);
        let strides = row_strides(&shape);
        let t = self.tensor(shape.clone(), elem, |l, i| {
            // Result index d reads source dimension order[d].
            let mut si = l.i64c(0);
            for d in 0..shape.len() {
                let c = l.coordinate(i, strides[d], shape[d]);
                let t =
                    l.b.build_int_mul(c, l.i64c(sstrides[order[d]] as u64), "t")
                        .expect("mul");
                si = l.b.build_int_add(si, t, "si").expect("add");
            }
            Ok(l.load_at(&s, si))
        })?;
        self.vals.insert(r, t);
        Ok(())
    }

    /// The element type a pointer type points to.
    fn pointee(&self, op: Op, t: Type) -> Result<BasicTypeEnum<'ll>, LlvmError> {
        let e = self.ctx.type_kind(t).element_type().unwrap_or(t);
        let Some((p, _)) = dialects::tt::types::pointee_text(self.ctx, e) else {
            return Err(unsupported(self.ctx, op, "expects a pointer"));
        };
        Ok(match p {
            "f16" => self.ll.f16_type().into(),
            "bf16" => self.ll.bf16_type().into(),
            "f32" => self.ll.f32_type().into(),
            "f64" => self.ll.f64_type().into(),
            "i1" | "i8" => self.ll.i8_type().into(),
            "i16" => self.ll.i16_type().into(),
            "i32" => self.ll.i32_type().into(),
            "i64" => self.ll.i64_type().into(),
            p => {
                return Err(unsupported(
                    self.ctx,
                    op,
                    &format!("points to {p}, which is not lowered"),
                ))
            }
        })
    }

    fn addptr(&mut self, op: Op, operands: &[Value], r: Value) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let pointee = self.pointee(op, ctx.value_type(r))?;
        let (p, o) = (self.val(op, operands[0])?, self.val(op, operands[1])?);
        let gep = |l: &Self,
                   base: BasicValueEnum<'ll>,
                   off: BasicValueEnum<'ll>|
         -> BasicValueEnum<'ll> {
            let off =
                l.b.build_int_s_extend_or_bit_cast(off.into_int_value(), l.ll.i64_type(), "o")
                    .expect("sext");
            // SAFETY: pointer arithmetic as the kernel states it; loads check nothing.
            unsafe {
                l.b.build_gep(pointee, base.into_pointer_value(), &[off], "p")
                    .expect("gep")
            }
            .into()
        };
        let (elem, shape) = self.shaped(op, ctx.value_type(r))?;
        match shape {
            None => {
                let v = gep(
                    self,
                    self.load_at(&p, self.i64c(0)),
                    self.load_at(&o, self.i64c(0)),
                );
                self.vals.insert(r, Val::Scalar(v));
            }
            Some(shape) => {
                // Computed where a load or store reads it.
                let _ = gep;
                self.vals.insert(
                    r,
                    Val::Lazy {
                        shape,
                        elem,
                        kind: std::rc::Rc::new(Lazy::Ptr {
                            base: p,
                            off: o,
                            pointee,
                        }),
                    },
                );
            }
        }
        Ok(())
    }

    /// Segment `k` of a load's operands (`ptr`, `mask`, `other`).
    fn load_parts(&self, op: Op, operands: &[Value]) -> (Value, Option<Value>, Option<Value>) {
        let segs = ir::segments::sizes(self.ctx, op, "operandSegmentSizes")
            .unwrap_or_else(|| vec![1, 0, 0]);
        let mut it = operands.iter().copied();
        let p = it.next().expect("ptr");
        let m = (segs.get(1).copied().unwrap_or(0) > 0)
            .then(|| it.next())
            .flatten();
        let o = (segs.get(2).copied().unwrap_or(0) > 0)
            .then(|| it.next())
            .flatten();
        (p, m, o)
    }

    /// Runs `then` where `mask` (an i1) holds; returns the block joined.
    fn guarded(
        &mut self,
        mask: Option<IntValue<'ll>>,
        then: impl FnOnce(&mut Self) -> BasicValueEnum<'ll>,
        otherwise: BasicValueEnum<'ll>,
    ) -> BasicValueEnum<'ll> {
        let Some(m) = mask else {
            return then(self);
        };
        let f = self.func.expect("fn");
        let (yes, join) = (
            self.ll.append_basic_block(f, "m.on"),
            self.ll.append_basic_block(f, "m.join"),
        );
        let from = self.b.get_insert_block().expect("b");
        self.b.build_conditional_branch(m, yes, join).expect("br");
        self.b.position_at_end(yes);
        let v = then(self);
        let yes_end = self.b.get_insert_block().expect("b");
        self.b.build_unconditional_branch(join).expect("br");
        self.b.position_at_end(join);
        let phi = self.b.build_phi(v.get_type(), "m.v").expect("phi");
        phi.add_incoming(&[(&v, yes_end), (&otherwise, from)]);
        phi.as_basic_value()
    }

    /// With bounds checks, whether the access of a `mem` at `addr` falls
    /// in one of the launch's arrays (recording a fault if not).
    fn checked(
        &mut self,
        op: Op,
        addr: PointerValue<'ll>,
        mem: BasicTypeEnum<'ll>,
    ) -> Option<IntValue<'ll>> {
        if !self.check_bounds {
            return None;
        }
        let id = self.access_locs.len() as u64;
        self.access_locs.push(loc_of(self.ctx, op));
        let check = self.checker();
        let size = mem.size_of().expect("sized");
        let table = self.bounds.expect("bounds");
        let args: Vec<BasicMetadataValueEnum> =
            vec![table.into(), addr.into(), size.into(), self.i64c(id).into()];
        let r = self.b.build_call(check, &args, "inb").expect("call");
        r.try_as_basic_value().basic().map(|v| v.into_int_value())
    }

    /// `i1 @tessera.in_bounds(ptr table, ptr addr, i64 size, i64 id)`: the
    /// access lies in one (first, end) pair of the table; else the table's
    /// fault slot takes `id + 1` and the address, if it has none yet.
    fn checker(&self) -> FunctionValue<'ll> {
        if let Some(f) = self.module.get_function("tessera.in_bounds") {
            return f;
        }
        let (ll, i64t) = (self.ll, self.ll.i64_type());
        let ptr = ll.ptr_type(AddressSpace::default());
        let fty = ll
            .bool_type()
            .fn_type(&[ptr.into(), ptr.into(), i64t.into(), i64t.into()], false);
        let f = self
            .module
            .add_function("tessera.in_bounds", fty, Some(Linkage::Internal));
        let b = ll.create_builder();
        let blocks: Vec<BasicBlock> = [
            "entry", "head", "body", "next", "yes", "no", "record", "out",
        ]
        .iter()
        .map(|n| ll.append_basic_block(f, n))
        .collect();
        let (entry, head, body, next, yes, no, record, out) = (
            blocks[0], blocks[1], blocks[2], blocks[3], blocks[4], blocks[5], blocks[6], blocks[7],
        );
        let table = f.get_nth_param(0).expect("p").into_pointer_value();
        let addr = f.get_nth_param(1).expect("p").into_pointer_value();
        let size = f.get_nth_param(2).expect("p").into_int_value();
        let id = f.get_nth_param(3).expect("p").into_int_value();
        let c = |v: u64| i64t.const_int(v, false);
        let slot_ptr = |b: &Builder<'ll>, k: IntValue<'ll>| -> PointerValue<'ll> {
            // SAFETY: the caller's table has 3 + 2 * count slots.
            unsafe { b.build_in_bounds_gep(i64t, table, &[k], "t").expect("gep") }
        };
        let at = |b: &Builder<'ll>, k: IntValue<'ll>| -> IntValue<'ll> {
            b.build_load(i64t, slot_ptr(b, k), "v")
                .expect("load")
                .into_int_value()
        };
        b.position_at_end(entry);
        let count = at(&b, c(0));
        let a = b.build_ptr_to_int(addr, i64t, "a").expect("ptrtoint");
        let end = b.build_int_add(a, size, "e").expect("add");
        b.build_unconditional_branch(head).expect("br");
        b.position_at_end(head);
        let phi = b.build_phi(i64t, "k").expect("phi");
        phi.add_incoming(&[(&c(0), entry)]);
        let k = phi.as_basic_value().into_int_value();
        let more = b
            .build_int_compare(IntPredicate::ULT, k, count, "more")
            .expect("cmp");
        b.build_conditional_branch(more, body, no).expect("br");
        b.position_at_end(body);
        let twice = b.build_int_mul(k, c(2), "t").expect("mul");
        let slot = b.build_int_add(twice, c(1), "s").expect("add");
        let lo = at(&b, slot);
        let hi = at(&b, b.build_int_add(slot, c(1), "s1").expect("add"));
        let ge = b
            .build_int_compare(IntPredicate::UGE, a, lo, "ge")
            .expect("cmp");
        let le = b
            .build_int_compare(IntPredicate::ULE, end, hi, "le")
            .expect("cmp");
        let inside = b.build_and(ge, le, "in").expect("and");
        b.build_conditional_branch(inside, yes, next).expect("br");
        b.position_at_end(next);
        let k1 = b.build_int_add(k, c(1), "k1").expect("add");
        phi.add_incoming(&[(&k1, next)]);
        b.build_unconditional_branch(head).expect("br");
        b.position_at_end(yes);
        b.build_return(Some(&ll.bool_type().const_int(1, false)))
            .expect("ret");
        b.position_at_end(no);
        let twice = b.build_int_mul(count, c(2), "t").expect("mul");
        let fault = b.build_int_add(twice, c(1), "f").expect("add");
        let first = at(&b, fault);
        let none = b
            .build_int_compare(IntPredicate::EQ, first, c(0), "none")
            .expect("cmp");
        b.build_conditional_branch(none, record, out).expect("br");
        b.position_at_end(record);
        let id1 = b.build_int_add(id, c(1), "id1").expect("add");
        b.build_store(slot_ptr(&b, fault), id1).expect("store");
        let addr_slot = b.build_int_add(fault, c(1), "as").expect("add");
        b.build_store(slot_ptr(&b, addr_slot), a).expect("store");
        b.build_unconditional_branch(out).expect("br");
        b.position_at_end(out);
        b.build_return(Some(&ll.bool_type().const_zero()))
            .expect("ret");
        f
    }

    fn mask_bit(&self, m: &Option<Val<'ll>>, i: IntValue<'ll>) -> Option<IntValue<'ll>> {
        m.as_ref().map(|m| {
            let v = self.load_at(m, i).into_int_value();
            if v.get_type().get_bit_width() == 1 {
                v
            } else {
                self.b
                    .build_int_compare(IntPredicate::NE, v, v.get_type().const_zero(), "m")
                    .expect("cmp")
            }
        })
    }

    fn load(&mut self, op: Op, operands: &[Value], r: Value) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let (p, m, o) = self.load_parts(op, operands);
        let (p, m, o) = (
            self.val(op, p)?,
            m.map(|m| self.val(op, m)).transpose()?,
            o.map(|o| self.val(op, o)).transpose()?,
        );
        let (elem, shape) = self.shaped(op, ctx.value_type(r))?;
        let mem = self.pointee(op, ctx.value_type(operands[0]))?;
        let read = move |l: &mut Self, i: IntValue<'ll>| -> BasicValueEnum<'ll> {
            let addr = l.load_at(&p, i).into_pointer_value();
            let ok = l.checked(op, addr, mem);
            let x = l.guarded(
                ok,
                |l| l.b.build_load(mem, addr, "ld").expect("load"),
                mem.const_zero(),
            );
            // i1 is a byte in memory.
            if elem.is_int_type() && elem.into_int_type().get_bit_width() == 1 {
                l.b.build_int_truncate(x.into_int_value(), elem.into_int_type(), "b")
                    .expect("trunc")
                    .into()
            } else {
                x
            }
        };
        let zero = elem.const_zero();
        match shape {
            None => {
                let mb = self.mask_bit(&m, self.i64c(0));
                let other = o
                    .as_ref()
                    .map(|o| self.load_at(o, self.i64c(0)))
                    .unwrap_or(zero);
                let i0 = self.i64c(0);
                let v = self.guarded(mb, |l| read(l, i0), other);
                self.vals.insert(r, Val::Scalar(v));
            }
            Some(shape) => {
                let t = self.tensor(shape, elem, |l, i| {
                    let mb = l.mask_bit(&m, i);
                    let other = o.as_ref().map(|o| l.load_at(o, i)).unwrap_or(zero);
                    Ok(l.guarded(mb, |l| read(l, i), other))
                })?;
                self.vals.insert(r, t);
            }
        }
        Ok(())
    }

    fn store(&mut self, op: Op, operands: &[Value]) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let (p, v) = (self.val(op, operands[0])?, self.val(op, operands[1])?);
        let m = operands.get(2).map(|&m| self.val(op, m)).transpose()?;
        let mem = self.pointee(op, ctx.value_type(operands[0]))?;
        let (_, shape) = self.shaped(op, ctx.value_type(operands[1]))?;
        let n = shape.map_or(1, |s| s.iter().product::<usize>());
        let write = move |l: &mut Self, i: IntValue<'ll>| {
            let addr = l.load_at(&p, i).into_pointer_value();
            // With bounds checks, skipped where the check fails.
            let ok = l.checked(op, addr, mem);
            let done: BasicValueEnum<'ll> = l.ll.i8_type().const_zero().into();
            l.guarded(
                ok,
                |l| {
                    let mut x = l.load_at(&v, i);
                    // i1 is a byte in memory.
                    if mem.is_int_type()
                        && x.is_int_value()
                        && x.into_int_value().get_type().get_bit_width() == 1
                    {
                        x =
                            l.b.build_int_z_extend(x.into_int_value(), mem.into_int_type(), "b")
                                .expect("zext")
                                .into();
                    }
                    l.b.build_store(addr, x).expect("store");
                    done
                },
                done,
            );
        };
        let body = |l: &mut Self, i: IntValue<'ll>| -> Result<(), LlvmError> {
            let mb = l.mask_bit(&m, i);
            let dummy = l.ll.i8_type().const_zero().into();
            l.guarded(
                mb,
                |l| {
                    write(l, i);
                    l.ll.i8_type().const_zero().into()
                },
                dummy,
            );
            Ok(())
        };
        let value = self.val(op, operands[1])?;
        if n == 1 && !matches!(value, Val::Tensor { .. }) {
            let i0 = self.i64c(0);
            body(self, i0)
        } else {
            let w = Self::row_width(&value, n);
            self.for_each_split(n, w, body)
        }
    }

    fn dot(&mut self, op: Op, operands: &[Value], r: Value) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let (a, b, c) = (
            self.val(op, operands[0])?,
            self.val(op, operands[1])?,
            self.val(op, operands[2])?,
        );
        let (
            Val::Tensor {
                shape: sa,
                elem: ea,
                ..
            },
            Val::Tensor { shape: sb, .. },
        ) = (&a, &b)
        else {
            return Err(unsupported(ctx, op, "multiplies scalars"));
        };
        let rank = sa.len();
        if !(rank == 2 || rank == 3) {
            return Err(unsupported(
                ctx,
                op,
                "multiplies tensors that are neither 2-D nor 3-D",
            ));
        }
        let batch: usize = sa[..rank - 2].iter().product();
        let (m, k, n) = (sa[rank - 2], sa[rank - 1], sb[rank - 1]);
        let (elem, shape) = self.shaped(op, ctx.value_type(r))?;
        // An integer dot (Triton's i8 x i8 -> i32) sign-extends its
        // operands to the accumulator's width; a float dot extends them to
        // the accumulator's type.
        let int_acc = match (ea.is_int_type(), elem.is_int_type()) {
            (true, true) => Some(elem.into_int_type()),
            (false, false) => None,
            _ => {
                return Err(unsupported(
                    ctx,
                    op,
                    "mixes integer and floating-point operands",
                ))
            }
        };
        let f32t: BasicTypeEnum = self.ll.f32_type().into();
        if let (
            Val::Tensor {
                ptr: pa,
                elem: ea,
                shape: sa2,
            },
            Val::Tensor {
                ptr: pb,
                elem: eb,
                shape: sb2,
            },
        ) = (&a, &b)
        {
            let whole = sa2.iter().product::<usize>() == batch * m * k
                && sb2.iter().product::<usize>() == batch * k * n;
            if whole && *ea == f32t && *eb == f32t && elem == f32t {
                // f32: out = c, then out += a·b a batch at a time with the
                // blocked product (gemm.rs). A b that is a transpose of
                // the last two dimensions is read from its source, which
                // the product packs as it is.
                let (mut pa, mut pb) = (*pa, *pb);
                let mut trans_b = false;
                if let Some(src) = self.transposed_source(operands[1], rank) {
                    if let Ok(Val::Tensor { ptr, shape: ss, .. }) = self.val(op, src) {
                        if ss.iter().product::<usize>() == batch * k * n {
                            pb = self.in_memory(src, op).unwrap_or(ptr);
                            trans_b = true;
                        }
                    }
                } else if let Some(p) = self.in_memory(operands[1], op) {
                    pb = p;
                }
                if let Some(p) = self.in_memory(operands[0], op) {
                    pa = p;
                }
                let size = batch * m * n;
                let own = self.alloc(elem, size);
                // Written in place, the output must not be the operands'
                // memory (a kernel given overlapping arrays): then the
                // product goes to its own buffer and is copied out.
                let (buf, copy_out) = match self.result_in_place(op, r, size)? {
                    Some(dest) => {
                        let apart =
                            self.disjoint(dest, size, &[(pa, batch * m * k), (pb, batch * k * n)]);
                        let p = self
                            .b
                            .build_select(apart, dest, own, "c")
                            .map_err(|e| llvm_err(ctx, op, e))?
                            .into_pointer_value();
                        (p, Some((dest, apart)))
                    }
                    None => (own, None),
                };
                // A zero accumulator (Triton's and --convert-to-tt's usual
                // one) is not copied in: the product overwrites.
                let accumulate = k == 0 || !zero_constant(ctx, operands[2]);
                if accumulate {
                    self.for_each(batch * m * n, |l, i| {
                        let x = l.load_at(&c, i);
                        l.store_at(buf, elem, i, x);
                        Ok(())
                    })?;
                }
                let g = match self.products {
                    Products::InModule => crate::gemm::sgemm(
                        self.ll,
                        self.module,
                        crate::gemm::Blocking::host(),
                        trans_b,
                    ),
                    Products::Runtime => crate::gemm::declare(self.ll, self.module, trans_b),
                };
                for bt in 0..batch {
                    let at = |l: &Self, p: PointerValue<'ll>, off: usize| {
                        l.elem_ptr(p, f32t, l.i64c(off as u64))
                    };
                    let args: Vec<BasicMetadataValueEnum> = vec![
                        self.i64c(m as u64).into(),
                        self.i64c(n as u64).into(),
                        self.i64c(k as u64).into(),
                        at(self, pa, bt * m * k).into(),
                        self.i64c(k as u64).into(),
                        at(self, pb, bt * k * n).into(),
                        self.i64c(if trans_b { k } else { n } as u64).into(),
                        at(self, buf, bt * m * n).into(),
                        self.i64c(n as u64).into(),
                        self.i64c(accumulate as u64).into(),
                    ];
                    self.b
                        .build_call(g, &args, "")
                        .map_err(|e| llvm_err(ctx, op, e))?;
                }
                if let Some((dest, apart)) = copy_out {
                    let overlap = self.b.build_not(apart, "").expect("not");
                    let done: BasicValueEnum<'ll> = self.ll.i8_type().const_zero().into();
                    let bytes = self.i64c(4 * size as u64);
                    self.guarded(
                        Some(overlap),
                        |l| {
                            l.b.build_memmove(dest, 4, own, 4, bytes).expect("memmove");
                            done
                        },
                        done,
                    );
                }
                self.vals.insert(
                    r,
                    Val::Tensor {
                        ptr: buf,
                        shape: shape.unwrap_or_default(),
                        elem,
                    },
                );
                return Ok(());
            }
        }
        // out = c, then out[i, :] += a[i, k] * b[k, :] for each k: the
        // innermost loop runs along a row of b and of out, contiguous, which
        // LLVM vectorizes.
        let buf = self.alloc(elem, batch * m * n);
        self.for_each(batch * m * n, |l, i| {
            let x = l.load_at(&c, i);
            l.store_at(buf, elem, i, x);
            Ok(())
        })?;
        self.for_each(batch * m, |l, bi| {
            let bt =
                l.b.build_int_unsigned_div(bi, l.i64c(m as u64), "bt")
                    .expect("div");
            let a_row = l.b.build_int_mul(bi, l.i64c(k as u64), "ar").expect("mul");
            let out_row = l.b.build_int_mul(bi, l.i64c(n as u64), "or").expect("mul");
            let b_base =
                l.b.build_int_mul(bt, l.i64c((k * n) as u64), "bb")
                    .expect("mul");
            l.for_each(k, |l, kk| {
                let ai = l.b.build_int_add(a_row, kk, "ai").expect("add");
                let x = l.load_at(&a, ai);
                let x = l.widen(x, elem, int_acc.is_some());
                let bk = l.b.build_int_mul(kk, l.i64c(n as u64), "t").expect("mul");
                let b_row = l.b.build_int_add(b_base, bk, "br").expect("add");
                l.for_each(n, |l, j| {
                    let bj = l.b.build_int_add(b_row, j, "bj").expect("add");
                    let y = l.load_at(&b, bj);
                    let y = l.widen(y, elem, int_acc.is_some());
                    let oj = l.b.build_int_add(out_row, j, "oj").expect("add");
                    let p = l.elem_ptr(buf, elem, oj);
                    let s = l.b.build_load(elem, p, "s").expect("load");
                    let s: BasicValueEnum = if int_acc.is_some() {
                        let prod =
                            l.b.build_int_mul(x.into_int_value(), y.into_int_value(), "p")
                                .expect("mul");
                        l.b.build_int_add(s.into_int_value(), prod, "s")
                            .expect("add")
                            .into()
                    } else {
                        let prod =
                            l.b.build_float_mul(x.into_float_value(), y.into_float_value(), "p")
                                .expect("mul");
                        l.b.build_float_add(s.into_float_value(), prod, "s")
                            .expect("add")
                            .into()
                    };
                    l.b.build_store(p, s).expect("store");
                    Ok(())
                })
            })
        })?;
        self.vals.insert(
            r,
            Val::Tensor {
                ptr: buf,
                shape: shape.unwrap_or_default(),
                elem,
            },
        );
        Ok(())
    }

    /// `tt.descriptor_load` (with `r`) or `tt.descriptor_store`: the
    /// block at the indices, element by element; an element outside the
    /// descriptor's shape reads as zero and is not written.
    fn descriptor_access(
        &mut self,
        op: Op,
        operands: &[Value],
        r: Option<Value>,
    ) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let Some(desc) = self.descs.get(&operands[0]).cloned() else {
            return Err(unsupported(
                ctx,
                op,
                "uses a descriptor not made in this kernel by tt.make_tensor_descriptor",
            ));
        };
        let (block_ty, first_index) = match r {
            Some(r) => (ctx.value_type(r), 1),
            None => (ctx.value_type(operands[1]), 2),
        };
        let (elem, shape) = self.shaped(op, block_ty)?;
        let shape = shape.unwrap_or_default();
        let mut at = Vec::new();
        for &v in &operands[first_index..] {
            let Val::Scalar(x) = self.val(op, v)? else {
                return Err(unsupported(ctx, op, "takes an index that is not a scalar"));
            };
            at.push(
                self.b
                    .build_int_s_extend_or_bit_cast(x.into_int_value(), self.ll.i64_type(), "at")
                    .expect("sext"),
            );
        }
        if at.len() != shape.len() || desc.shape.len() != shape.len() {
            return Err(unsupported(
                ctx,
                op,
                "has indices, a block and a descriptor of different ranks",
            ));
        }
        let src = match r {
            Some(_) => None,
            None => Some(self.val(op, operands[1])?),
        };
        let n = shape.iter().product::<usize>();
        let strides = row_strides(&shape);
        let buf = r.map(|_| self.alloc(elem, n));
        self.for_each(n, |l, i| {
            // The element's coordinates in the tensor, whether all are
            // inside its shape, and its offset.
            let mut inside: Option<IntValue<'ll>> = None;
            let mut off = l.i64c(0);
            for (k, &st) in strides.iter().enumerate() {
                let q =
                    l.b.build_int_unsigned_div(i, l.i64c(st as u64), "q")
                        .expect("div");
                let c =
                    l.b.build_int_unsigned_rem(q, l.i64c(shape[k] as u64), "c")
                        .expect("rem");
                let g = l.b.build_int_add(at[k], c, "g").expect("add");
                let lo =
                    l.b.build_int_compare(IntPredicate::SGE, g, l.i64c(0), "lo")
                        .expect("cmp");
                let hi =
                    l.b.build_int_compare(IntPredicate::SLT, g, desc.shape[k], "hi")
                        .expect("cmp");
                let ok = l.b.build_and(lo, hi, "ok").expect("and");
                inside = Some(match inside {
                    None => ok,
                    Some(p) => l.b.build_and(p, ok, "ok").expect("and"),
                });
                let t = l.b.build_int_mul(g, desc.strides[k], "t").expect("mul");
                off = l.b.build_int_add(off, t, "off").expect("add");
            }
            let inside = inside.unwrap_or_else(|| l.ll.bool_type().const_int(1, false));
            // SAFETY: the address is used only where `inside` holds.
            let addr = unsafe { l.b.build_gep(elem, desc.base, &[off], "a") }.expect("gep");
            match (buf, &src) {
                (Some(buf), _) => {
                    let v = l.guarded(
                        Some(inside),
                        |l| {
                            let ok = l.checked(op, addr, elem);
                            l.guarded(
                                ok,
                                |l| l.b.build_load(elem, addr, "ld").expect("load"),
                                elem.const_zero(),
                            )
                        },
                        elem.const_zero(),
                    );
                    l.store_at(buf, elem, i, v);
                }
                (None, Some(src)) => {
                    let x = l.load_at(src, i);
                    let done: BasicValueEnum<'ll> = l.ll.i8_type().const_zero().into();
                    l.guarded(
                        Some(inside),
                        |l| {
                            let ok = l.checked(op, addr, elem);
                            l.guarded(
                                ok,
                                |l| {
                                    l.b.build_store(addr, x).expect("store");
                                    done
                                },
                                done,
                            )
                        },
                        done,
                    );
                }
                (None, None) => {}
            }
            Ok(())
        })?;
        if let (Some(r), Some(buf)) = (r, buf) {
            self.vals.insert(
                r,
                Val::Tensor {
                    ptr: buf,
                    shape,
                    elem,
                },
            );
        }
        Ok(())
    }

    /// The source of `v` when `v` is a `tt.trans` that swaps the last two
    /// of `rank` dimensions (and keeps the others).
    /// Where `v`'s elements already are, in order, when it is (a reshape
    /// of) a whole unmasked load of consecutive elements (`base + range`)
    /// and nothing between the load and `user` in their block can write
    /// memory: a product then reads the kernel's argument in place rather
    /// than the load's copy (which LLVM drops when nothing else reads it).
    fn in_memory(&self, v: Value, user: Op) -> Option<PointerValue<'ll>> {
        let ctx = self.ctx;
        let mut v = v;
        let load = loop {
            let ir::value::ValueDef::Result(def, _) = ctx.value(v).def else {
                return None;
            };
            match ctx.op_name(def) {
                "tt.reshape" => v = ctx.op(def).operand(0),
                "tt.load" if ctx.op(def).operands().count() == 1 => break def,
                _ => return None,
            }
        };
        let block = ctx.op(load).parent?;
        if ctx.op(user).parent != Some(block) {
            return None;
        }
        let writes = |o: Op| {
            !ctx.op(o).regions.is_empty()
                || matches!(
                    ctx.op_name(o),
                    "tt.store" | "tt.atomic_rmw" | "tt.atomic_cas" | "tt.descriptor_store"
                )
        };
        let between: Vec<Op> = ctx
            .block_ops(block)
            .skip_while(|&o| o != load)
            .take_while(|&o| o != user)
            .collect();
        if between.first() != Some(&load) || between.iter().any(|&o| writes(o)) {
            return None;
        }
        self.contiguous(&self.val(load, ctx.op(load).operand(0)).ok()?)
    }

    /// The address of the first element when the tensor of f32 pointers
    /// `ptrs` is `base + start + i` (a splat base plus a range): the
    /// elements it addresses are consecutive, in order.
    fn contiguous(&self, ptrs: &Val<'ll>) -> Option<PointerValue<'ll>> {
        let Val::Lazy { kind, .. } = ptrs else {
            return None;
        };
        let Lazy::Ptr { base, off, pointee } = &**kind else {
            return None;
        };
        let base = match base {
            Val::Scalar(p) => *p,
            Val::Lazy { kind, .. } => match &**kind {
                Lazy::Splat(p) => *p,
                _ => return None,
            },
            Val::Tensor { .. } => return None,
        };
        let Val::Lazy { kind: off, .. } = off else {
            return None;
        };
        let Lazy::Range { start } = &**off else {
            return None;
        };
        if !base.is_pointer_value() || *pointee != self.ll.f32_type().into() {
            return None;
        }
        // SAFETY: the access reads or writes exactly these elements.
        Some(unsafe {
            self.b
                .build_gep(
                    *pointee,
                    base.into_pointer_value(),
                    &[self.i64c(*start as u64)],
                    "inplace",
                )
                .expect("gep")
        })
    }

    /// Where product `dot` can write its result `r` (`n` elements) in
    /// place: when `r`, through reshapes, has one use, a whole unmasked
    /// `tt.store` to consecutive elements later in the same block, and the
    /// ops between touch no memory. The store's address is lowered now
    /// (its ops are pure; they are skipped when the walk reaches them) and
    /// the store itself is dropped: the product's output is the kernel's,
    /// with no buffer and no copy. Not with bounds checks (the store
    /// checks its addresses).
    fn result_in_place(
        &mut self,
        dot: Op,
        r: Value,
        n: usize,
    ) -> Result<Option<PointerValue<'ll>>, LlvmError> {
        let ctx = self.ctx;
        if self.check_bounds {
            return Ok(None);
        }
        let Some(block) = ctx.op(dot).parent else {
            return Ok(None);
        };
        let mut v = r;
        let mut chain = Vec::new();
        let store = loop {
            let mut uses = ctx.uses(v);
            let (Some(u), None) = (uses.next(), uses.next()) else {
                return Ok(None);
            };
            if ctx.op(u.op).parent != Some(block) {
                return Ok(None);
            }
            match ctx.op_name(u.op) {
                "tt.reshape" => {
                    chain.push(u.op);
                    v = ctx.result(u.op, 0);
                }
                "tt.store" if ctx.op(u.op).num_operands() == 2 && ctx.op(u.op).operand(1) == v => {
                    break u.op
                }
                _ => return Ok(None),
            }
        };
        // The store's address: the ops after the product that compute it.
        let after: Vec<Op> = ctx
            .block_ops(block)
            .skip_while(|&o| o != dot)
            .skip(1)
            .take_while(|&o| o != store)
            .collect();
        let mut needed = std::collections::HashSet::new();
        let mut work = vec![ctx.op(store).operand(0)];
        while let Some(x) = work.pop() {
            if let ir::value::ValueDef::Result(d, _) = ctx.value(x).def {
                if after.contains(&d) && needed.insert(d) {
                    work.extend(ctx.op(d).operands());
                }
            }
        }
        let pure =
            |o: Op| ctx.op(o).regions.is_empty() && ir::effects::is_memory_effect_free(ctx, o);
        if after.iter().any(|&o| !pure(o)) || chain.iter().any(|o| needed.contains(o)) {
            return Ok(None);
        }
        let ptrs = match ctx.value(ctx.op(store).operand(0)).def {
            ir::value::ValueDef::Result(d, _) if needed.contains(&d) => {
                for &o in after.iter().filter(|o| needed.contains(o)) {
                    self.op(o)?;
                    self.early.insert(o);
                }
                self.val(store, ctx.op(store).operand(0))?
            }
            _ => self.val(store, ctx.op(store).operand(0))?,
        };
        let count = match ctx.type_kind(ctx.value_type(ctx.op(store).operand(0))) {
            TypeKind::RankedTensor { shape, .. } => shape.iter().map(|&d| d as usize).product(),
            _ => 0,
        };
        let Some(p) = self.contiguous(&ptrs).filter(|_| count == n) else {
            return Ok(None);
        };
        self.early.insert(store);
        Ok(Some(p))
    }

    /// Whether the `n` f32s at `p` share no byte with any of `others`
    /// (pointer, f32 count).
    fn disjoint(
        &self,
        p: PointerValue<'ll>,
        n: usize,
        others: &[(PointerValue<'ll>, usize)],
    ) -> IntValue<'ll> {
        let i64t = self.ll.i64_type();
        let addr = |q: PointerValue<'ll>| self.b.build_ptr_to_int(q, i64t, "").expect("ptrtoint");
        let end = |a: IntValue<'ll>, n: usize| {
            self.b
                .build_int_add(a, self.i64c(4 * n as u64), "")
                .expect("add")
        };
        let (lo, hi) = (addr(p), end(addr(p), n));
        let mut all = self.ll.bool_type().const_int(1, false);
        for &(q, m) in others {
            let (qlo, qhi) = (addr(q), end(addr(q), m));
            let before = self
                .b
                .build_int_compare(IntPredicate::ULE, hi, qlo, "")
                .expect("cmp");
            let after = self
                .b
                .build_int_compare(IntPredicate::ULE, qhi, lo, "")
                .expect("cmp");
            let apart = self.b.build_or(before, after, "").expect("or");
            all = self.b.build_and(all, apart, "").expect("and");
        }
        all
    }

    fn transposed_source(&self, v: Value, rank: usize) -> Option<Value> {
        let ctx = self.ctx;
        let ir::value::ValueDef::Result(def, _) = ctx.value(v).def else {
            return None;
        };
        if ctx.op_name(def) != "tt.trans" {
            return None;
        }
        let order = ctx
            .inherent_attr(def, "order")
            .and_then(|a| ir::dense_array::to_i64s(ctx, a))?;
        let mut want: Vec<i64> = (0..rank as i64).collect();
        want.swap(rank - 2, rank - 1);
        (order == want).then(|| ctx.op(def).operand(0))
    }

    /// `tt.atomic_rmw` / `tt.atomic_cas`, element by element under the
    /// mask. The launcher runs programs one after another, so a plain
    /// read-modify-write is exact (threads will need LLVM's atomics).
    fn atomic(&mut self, op: Op, operands: &[Value], r: Value) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let cas = ctx.op_name(op) == "tt.atomic_cas";
        let kind = int_prop(ctx, op, "atomic_rmw_op").unwrap_or(0);
        let ins: Vec<Val<'ll>> = operands
            .iter()
            .map(|&v| self.val(op, v))
            .collect::<Result<_, _>>()?;
        let (elem, shape) = self.shaped(op, ctx.value_type(r))?;
        let mem = self.pointee(op, ctx.value_type(operands[0]))?;
        let n = shape.as_ref().map_or(1, |s| s.iter().product::<usize>());
        let buf = self.alloc(elem, n);
        let float = elem.is_float_type();
        if !cas && !(1..=10).contains(&kind) {
            return Err(unsupported(
                ctx,
                op,
                &format!("has an unknown operation {kind}"),
            ));
        }
        self.for_each(n, |l, i| {
            let addr = l.load_at(&ins[0], i).into_pointer_value();
            let mask = if cas {
                None
            } else {
                ins.get(2).map(|m| m.clone())
            };
            let mb = l.mask_bit(&mask, i);
            let zero = elem.const_zero();
            let old = l.guarded(
                mb,
                |l| {
                    let old = l.b.build_load(mem, addr, "old").expect("load");
                    let new: BasicValueEnum<'ll> = if cas {
                        let (cmp, val) = (l.load_at(&ins[1], i), l.load_at(&ins[2], i));
                        let same = if float {
                            l.b.build_float_compare(
                                FloatPredicate::OEQ,
                                old.into_float_value(),
                                cmp.into_float_value(),
                                "eq",
                            )
                            .expect("cmp")
                        } else {
                            l.b.build_int_compare(
                                IntPredicate::EQ,
                                old.into_int_value(),
                                cmp.into_int_value(),
                                "eq",
                            )
                            .expect("cmp")
                        };
                        l.b.build_select(same, val, old, "new").expect("select")
                    } else {
                        let v = l.load_at(&ins[1], i);
                        match (kind, float) {
                            (4 | 5, true) => l
                                .b
                                .build_float_add(old.into_float_value(), v.into_float_value(), "n")
                                .expect("add")
                                .into(),
                            (4, false) => {
                                l.b.build_int_add(old.into_int_value(), v.into_int_value(), "n")
                                    .expect("add")
                                    .into()
                            }
                            (1, false) => {
                                l.b.build_and(old.into_int_value(), v.into_int_value(), "n")
                                    .expect("and")
                                    .into()
                            }
                            (2, false) => {
                                l.b.build_or(old.into_int_value(), v.into_int_value(), "n")
                                    .expect("or")
                                    .into()
                            }
                            (3, false) => {
                                l.b.build_xor(old.into_int_value(), v.into_int_value(), "n")
                                    .expect("xor")
                                    .into()
                            }
                            (6, true) => l
                                .call_intrinsic("llvm.maxnum", elem, &[old, v])
                                .expect("maxnum"),
                            (7, true) => l
                                .call_intrinsic("llvm.minnum", elem, &[old, v])
                                .expect("minnum"),
                            (6 | 7 | 8 | 9, false) => {
                                let p = match kind {
                                    6 => IntPredicate::SGT,
                                    7 => IntPredicate::SLT,
                                    8 => IntPredicate::UGT,
                                    _ => IntPredicate::ULT,
                                };
                                let c =
                                    l.b.build_int_compare(
                                        p,
                                        old.into_int_value(),
                                        v.into_int_value(),
                                        "c",
                                    )
                                    .expect("cmp");
                                l.b.build_select(c, old, v, "n").expect("select")
                            }
                            _ => v,
                        }
                    };
                    l.b.build_store(addr, new).expect("store");
                    old
                },
                zero,
            );
            l.store_at(buf, elem, i, old);
            Ok(())
        })?;
        let v = match shape {
            Some(shape) => Val::Tensor {
                ptr: buf,
                shape,
                elem,
            },
            None => Val::Scalar(self.b.build_load(elem, buf, "old").expect("load")),
        };
        self.vals.insert(r, v);
        Ok(())
    }

    /// A dot operand as the accumulator's type: sign-extended integers,
    /// extended floats (the value itself when the types agree).
    fn widen(
        &self,
        v: BasicValueEnum<'ll>,
        acc: BasicTypeEnum<'ll>,
        int: bool,
    ) -> BasicValueEnum<'ll> {
        if int {
            let v = v.into_int_value();
            let t = acc.into_int_type();
            if v.get_type() == t {
                return v.into();
            }
            self.b
                .build_int_s_extend(v, t, "x")
                .map(Into::into)
                .unwrap_or(v.into())
        } else {
            let v = v.into_float_value();
            let t = acc.into_float_type();
            if v.get_type() == t {
                return v.into();
            }
            self.b
                .build_float_ext(v, t, "x")
                .map(Into::into)
                .unwrap_or(v.into())
        }
    }

    /// `tt.join`: two tensors interleaved along a new minor dimension of 2.
    fn join(&mut self, op: Op, operands: &[Value], r: Value) -> Result<(), LlvmError> {
        let (a, b) = (self.val(op, operands[0])?, self.val(op, operands[1])?);
        let (elem, shape) = self.shaped(op, self.ctx.value_type(r))?;
        let shape = shape.unwrap_or_default();
        let n = shape.iter().product::<usize>();
        let buf = self.alloc(elem, n);
        self.for_each(n / 2, |l, i| {
            let two_i = l.b.build_int_mul(i, l.i64c(2), "t").expect("mul");
            let next = l.b.build_int_add(two_i, l.i64c(1), "t1").expect("add");
            let (x, y) = (l.load_at(&a, i), l.load_at(&b, i));
            l.store_at(buf, elem, two_i, x);
            l.store_at(buf, elem, next, y);
            Ok(())
        })?;
        self.vals.insert(
            r,
            Val::Tensor {
                ptr: buf,
                shape,
                elem,
            },
        );
        Ok(())
    }

    /// `tt.split`: a tensor whose last dimension is 2 as its two halves.
    fn split(&mut self, op: Op, src: Value, results: &[Value]) -> Result<(), LlvmError> {
        let s = self.val(op, src)?;
        let (elem, shape) = self.shaped(op, self.ctx.value_type(results[0]))?;
        let shape = shape.unwrap_or_default();
        let n = shape.iter().product::<usize>();
        let (lo, hi) = (self.alloc(elem, n), self.alloc(elem, n));
        self.for_each(n, |l, i| {
            let two_i = l.b.build_int_mul(i, l.i64c(2), "t").expect("mul");
            let next = l.b.build_int_add(two_i, l.i64c(1), "t1").expect("add");
            let (x, y) = (l.load_at(&s, two_i), l.load_at(&s, next));
            l.store_at(lo, elem, i, x);
            l.store_at(hi, elem, i, y);
            Ok(())
        })?;
        self.vals.insert(
            results[0],
            Val::Tensor {
                ptr: lo,
                shape: shape.clone(),
                elem,
            },
        );
        self.vals.insert(
            results[1],
            Val::Tensor {
                ptr: hi,
                shape,
                elem,
            },
        );
        Ok(())
    }

    /// `tt.gather`: `out[c] = src[c with c[axis] = indices[c]]`. Row-major,
    /// so with `inner` the elements after the axis, element `i` reads
    /// `src[(i / (n_axis * inner)) * (m_axis * inner) + idx * inner + i % inner]`.
    fn gather(&mut self, op: Op, operands: &[Value], r: Value) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let (src, idx) = (self.val(op, operands[0])?, self.val(op, operands[1])?);
        let (elem, shape) = self.shaped(op, ctx.value_type(r))?;
        let shape = shape.unwrap_or_default();
        let (_, src_shape) = self.shaped(op, ctx.value_type(operands[0]))?;
        let src_shape = src_shape.unwrap_or_default();
        let axis = int_prop(ctx, op, "axis").unwrap_or(0) as usize;
        if axis >= shape.len() || src_shape.len() != shape.len() {
            return Err(unsupported(
                ctx,
                op,
                "gathers along an axis its operands do not share",
            ));
        }
        let inner = shape[axis + 1..].iter().product::<usize>() as u64;
        let (n_axis, m_axis) = (shape[axis] as u64, src_shape[axis] as u64);
        let v = self.tensor(shape, elem, |l, i| {
            let b = &l.b;
            let ix = l.load_at(&idx, i).into_int_value();
            let ix = b
                .build_int_s_extend_or_bit_cast(ix, l.ll.i64_type(), "ix")
                .expect("sext");
            let outer = b
                .build_int_unsigned_div(i, l.i64c(n_axis * inner), "o")
                .expect("div");
            let within = b
                .build_int_unsigned_rem(i, l.i64c(inner), "w")
                .expect("rem");
            let base = b
                .build_int_mul(outer, l.i64c(m_axis * inner), "b")
                .expect("mul");
            let at = b.build_int_mul(ix, l.i64c(inner), "a").expect("mul");
            let at = b.build_int_add(base, at, "s").expect("add");
            let at = b.build_int_add(at, within, "s").expect("add");
            Ok(l.load_at(&src, at))
        })?;
        self.vals.insert(r, v);
        Ok(())
    }

    /// `tt.histogram`: `out[b]` counts the elements equal to `b`; values
    /// outside the bins count in a slot past the end, which is not part of
    /// the result.
    fn histogram(&mut self, op: Op, src: Value, r: Value) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let s = self.val(op, src)?;
        let (elem, shape) = self.shaped(op, ctx.value_type(r))?;
        let shape = shape.unwrap_or_default();
        let (_, src_shape) = self.shaped(op, ctx.value_type(src))?;
        let m = src_shape.unwrap_or_default().iter().product::<usize>();
        let bins = shape.iter().product::<usize>();
        let BasicTypeEnum::IntType(et) = elem else {
            return Err(unsupported(
                ctx,
                op,
                "counts into a block that is not of integers",
            ));
        };
        let buf = self.alloc(elem, bins + 1);
        self.for_each(bins + 1, |l, i| {
            l.store_at(buf, elem, i, et.const_zero().into());
            Ok(())
        })?;
        self.for_each(m, |l, j| {
            let b = &l.b;
            let x = l.load_at(&s, j).into_int_value();
            let x = b
                .build_int_s_extend_or_bit_cast(x, l.ll.i64_type(), "x")
                .expect("sext");
            // Unsigned: a negative value is past the end too.
            let inside = b
                .build_int_compare(IntPredicate::ULT, x, l.i64c(bins as u64), "in")
                .expect("cmp");
            let slot = b
                .build_select(inside, x, l.i64c(bins as u64), "slot")
                .expect("select");
            let slot = slot.into_int_value();
            let old = l.load_at(
                &Val::Tensor {
                    ptr: buf,
                    shape: vec![bins + 1],
                    elem,
                },
                slot,
            );
            let new = b
                .build_int_add(old.into_int_value(), et.const_int(1, false), "n")
                .expect("add");
            l.store_at(buf, elem, slot, new.into());
            Ok(())
        })?;
        self.vals.insert(
            r,
            Val::Tensor {
                ptr: buf,
                shape,
                elem,
            },
        );
        Ok(())
    }

    /// `tt.cat`: the two tensors one after the other.
    fn cat(&mut self, op: Op, operands: &[Value], r: Value) -> Result<(), LlvmError> {
        let (a, b) = (self.val(op, operands[0])?, self.val(op, operands[1])?);
        let (elem, shape) = self.shaped(op, self.ctx.value_type(r))?;
        let shape = shape.unwrap_or_default();
        let n = shape.iter().product::<usize>();
        let half = match &a {
            Val::Tensor { shape, .. } | Val::Lazy { shape, .. } => shape.iter().product::<usize>(),
            Val::Scalar(_) => 1,
        };
        let buf = self.alloc(elem, n);
        self.for_each(half, |l, i| {
            let x = l.load_at(&a, i);
            l.store_at(buf, elem, i, x);
            Ok(())
        })?;
        self.for_each(n - half, |l, i| {
            let x = l.load_at(&b, i);
            let at =
                l.b.build_int_add(i, l.i64c(half as u64), "at")
                    .expect("add");
            l.store_at(buf, elem, at, x);
            Ok(())
        })?;
        self.vals.insert(
            r,
            Val::Tensor {
                ptr: buf,
                shape,
                elem,
            },
        );
        Ok(())
    }

    /// `tt.reduce` and `tt.scan`: along the axis (a scan from its end if
    /// `reverse`), the combiner region, emitted as scalar code, folds each
    /// element into the running value; a reduction keeps the last, a scan
    /// every one.
    fn combine(
        &mut self,
        op: Op,
        operands: &[Value],
        results: &[Value],
        scan: bool,
    ) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let axis = int_prop(ctx, op, "axis").unwrap_or(0) as usize;
        let reverse = scan
            && matches!(
                ctx.inherent_attr(op, "reverse").map(|a| ctx.attr_kind(a)),
                Some(AttrKind::Bool(true))
            );
        let srcs: Vec<Val<'ll>> = operands
            .iter()
            .map(|&v| self.val(op, v))
            .collect::<Result<_, _>>()?;
        let Some(Val::Tensor { shape, .. }) = srcs.first().cloned() else {
            return Err(unsupported(ctx, op, "combines a scalar"));
        };
        let len = shape[axis];
        let inner: usize = shape[axis + 1..].iter().product();
        let outer: usize = shape[..axis].iter().product();
        let elems: Vec<BasicTypeEnum<'ll>> = srcs
            .iter()
            .map(|s| match s {
                Val::Tensor { elem, .. } | Val::Lazy { elem, .. } => *elem,
                Val::Scalar(v) => v.get_type(),
            })
            .collect();
        let block = ctx.region(ctx.op(op).regions[0]).blocks[0];
        let out_len = if scan {
            outer * len * inner
        } else {
            outer * inner
        };
        let out_bufs: Vec<PointerValue<'ll>> =
            elems.iter().map(|&e| self.alloc(e, out_len)).collect();
        let slots: Vec<PointerValue<'ll>> = elems
            .iter()
            .map(|&e| self.entry_b.build_alloca(e, "acc").expect("alloca"))
            .collect();
        self.for_each(outer * inner, |l, oi| {
            let o =
                l.b.build_int_unsigned_div(oi, l.i64c(inner as u64), "o")
                    .expect("div");
            let ii =
                l.b.build_int_unsigned_rem(oi, l.i64c(inner as u64), "ii")
                    .expect("rem");
            let row =
                l.b.build_int_mul(o, l.i64c((len * inner) as u64), "t")
                    .expect("mul");
            let base = l.b.build_int_add(row, ii, "b").expect("add");
            // The element at step j along the axis.
            let at = |l: &Self, j: IntValue<'ll>| -> IntValue<'ll> {
                let j = if reverse {
                    l.b.build_int_sub(l.i64c(len as u64 - 1), j, "rj")
                        .expect("sub")
                } else {
                    j
                };
                let step =
                    l.b.build_int_mul(j, l.i64c(inner as u64), "t")
                        .expect("mul");
                l.b.build_int_add(base, step, "idx").expect("add")
            };
            let first = at(l, l.i64c(0));
            for ((s, slot), (e, buf)) in srcs.iter().zip(&slots).zip(elems.iter().zip(&out_bufs)) {
                let x = l.load_at(s, first);
                l.b.build_store(*slot, x).expect("store");
                if scan {
                    l.store_at(*buf, *e, first, x);
                }
            }
            if len > 1 {
                l.for_each(len - 1, |l, j| {
                    let j1 = l.b.build_int_add(j, l.i64c(1), "j").expect("add");
                    let idx = at(l, j1);
                    let mut args = Vec::new();
                    for (e, slot) in elems.iter().zip(&slots) {
                        args.push(l.b.build_load(*e, *slot, "a").expect("load"));
                    }
                    // Along the last axis, element idx is row o's j1-th:
                    // broadcasts read by (o, j1) (`Split`).
                    for s in &srcs {
                        let x = if inner == 1 && !reverse {
                            l.with_split(idx, o, j1, len, |l| l.load_at(s, idx))
                        } else {
                            l.load_at(s, idx)
                        };
                        args.push(x);
                    }
                    let outs = l.scalar_region(op, block, &args)?;
                    if !scan {
                        // tt.reduce's combiner is associative and its order
                        // unspecified (Triton reduces as a tree): a float
                        // combiner may be reassociated, so LLVM vectorizes
                        // the loop with partial results per lane.
                        for v in &outs {
                            if let Some(i) = inkwell::values::BasicValue::as_instruction_value(v) {
                                if i.can_use_fast_math_flags() {
                                    let _ = i.set_fast_math_flags(
                                        inkwell::values::FastMathFlags::AllowReassoc,
                                    );
                                }
                            }
                        }
                    }
                    for ((v, slot), (e, buf)) in
                        outs.iter().zip(&slots).zip(elems.iter().zip(&out_bufs))
                    {
                        l.b.build_store(*slot, *v).expect("store");
                        if scan {
                            l.store_at(*buf, *e, idx, *v);
                        }
                    }
                    Ok(())
                })?;
            }
            if !scan {
                for ((e, slot), buf) in elems.iter().zip(&slots).zip(&out_bufs) {
                    let v = l.b.build_load(*e, *slot, "r").expect("load");
                    l.store_at(*buf, *e, oi, v);
                }
            }
            Ok(())
        })?;
        for ((&r, buf), &e) in results.iter().zip(&out_bufs).zip(&elems) {
            let (_, rshape) = self.shaped(op, ctx.value_type(r))?;
            let v = match rshape {
                Some(rshape) => Val::Tensor {
                    ptr: *buf,
                    shape: rshape,
                    elem: e,
                },
                None => Val::Scalar(self.b.build_load(e, *buf, "r").expect("load")),
            };
            self.vals.insert(r, v);
        }
        Ok(())
    }

    /// `scf.if`: each branch writes its yielded values into the results'
    /// carriers.
    fn scf_if(&mut self, op: Op, operands: &[Value], results: &[Value]) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let Val::Scalar(c) = self.val(op, operands[0])? else {
            return Err(unsupported(ctx, op, "has a tensor condition"));
        };
        let carried = self.carriers(op, results)?;
        let f = self.func.expect("fn");
        let (then_bb, else_bb, join) = (
            self.ll.append_basic_block(f, "then"),
            self.ll.append_basic_block(f, "else"),
            self.ll.append_basic_block(f, "endif"),
        );
        self.b
            .build_conditional_branch(c.into_int_value(), then_bb, else_bb)
            .expect("br");
        for (k, bb) in [then_bb, else_bb].into_iter().enumerate() {
            self.b.position_at_end(bb);
            let region = ctx.op(op).regions.get(k).copied();
            if let Some(block) = region.and_then(|r| ctx.region(r).blocks.first().copied()) {
                let ys = self.run_block(block)?;
                for (y, c) in ys.iter().zip(&carried) {
                    self.write_carried(y, c);
                }
            }
            self.b.build_unconditional_branch(join).expect("br");
        }
        self.b.position_at_end(join);
        for (&r, c) in results.iter().zip(&carried) {
            let v = self.read_carried(c);
            self.vals.insert(r, v);
        }
        Ok(())
    }

    /// Runs a region of scalar ops on `args`; returns what its terminator
    /// yields.
    fn scalar_region(
        &mut self,
        parent: Op,
        block: ir::Block,
        args: &[BasicValueEnum<'ll>],
    ) -> Result<Vec<BasicValueEnum<'ll>>, LlvmError> {
        let ctx = self.ctx;
        for (&a, &v) in ctx.block(block).args.iter().zip(args) {
            self.vals.insert(a, Val::Scalar(v));
        }
        for op in ctx.block_ops(block) {
            if ctx.op_info(op).is_some_and(|i| i.traits.terminator) {
                return ctx
                    .op(op)
                    .operands()
                    .map(|v| match self.val(op, v)? {
                        Val::Scalar(s) => Ok(s),
                        Val::Tensor { .. } | Val::Lazy { .. } => {
                            Err(unsupported(ctx, op, "yields a tensor from a combiner"))
                        }
                    })
                    .collect();
            }
            self.op(op)?;
        }
        Err(unsupported(
            ctx,
            parent,
            "has a region without a terminator",
        ))
    }

    /// `scf.for`: scalars carried in phis... here in stack slots, tensors in
    /// carried buffers (a yield copies into them).
    fn scf_for(&mut self, op: Op, operands: &[Value], results: &[Value]) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let (lb, ub, step) = (
            self.val(op, operands[0])?,
            self.val(op, operands[1])?,
            self.val(op, operands[2])?,
        );
        let (Val::Scalar(lb), Val::Scalar(ub), Val::Scalar(step)) = (lb, ub, step) else {
            return Err(unsupported(ctx, op, "has tensor bounds"));
        };
        let body = ctx.region(ctx.op(op).regions[0]).blocks[0];
        let bargs = ctx.block(body).args.clone();
        // Carried state: a slot per scalar, a buffer per tensor.
        let mut carried: Vec<Val<'ll>> = Vec::new();
        for &init in &operands[3..] {
            let v = self.val(op, init)?;
            carried.push(self.carry(v));
        }
        let iv_t = lb.get_type();
        let iv_slot = self.entry_b.build_alloca(iv_t, "iv").expect("alloca");
        self.b.build_store(iv_slot, lb).expect("store");
        let f = self.func.expect("fn");
        let (head, bb, exit) = (
            self.ll.append_basic_block(f, "for"),
            self.ll.append_basic_block(f, "for.body"),
            self.ll.append_basic_block(f, "for.done"),
        );
        self.b.build_unconditional_branch(head).expect("br");
        self.b.position_at_end(head);
        let iv = self
            .b
            .build_load(iv_t, iv_slot, "iv")
            .expect("load")
            .into_int_value();
        let go = self
            .b
            .build_int_compare(IntPredicate::SLT, iv, ub.into_int_value(), "go")
            .expect("cmp");
        self.b.build_conditional_branch(go, bb, exit).expect("br");
        self.b.position_at_end(bb);
        self.vals.insert(bargs[0], Val::Scalar(iv.into()));
        for (&a, c) in bargs[1..].iter().zip(&carried) {
            let v = self.read_carried(c);
            self.vals.insert(a, v);
        }
        let yielded = self.run_block(body)?;
        for (y, c) in yielded.iter().zip(&carried) {
            self.write_carried(y, c);
        }
        let next = self
            .b
            .build_int_add(iv, step.into_int_value(), "iv.next")
            .expect("add");
        self.b.build_store(iv_slot, next).expect("store");
        self.b.build_unconditional_branch(head).expect("br");
        self.b.position_at_end(exit);
        for (&r, c) in results.iter().zip(&carried) {
            let v = self.read_carried(c);
            self.vals.insert(r, v);
        }
        Ok(())
    }

    /// `scf.while`: the before region computes the condition and the
    /// values it forwards (into the results' carriers); while it holds,
    /// the after region runs on them and yields the next carried values.
    fn scf_while(
        &mut self,
        op: Op,
        operands: &[Value],
        results: &[Value],
    ) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let regions = &ctx.op(op).regions;
        let (Some(before), Some(after)) = (
            regions
                .first()
                .and_then(|&r| ctx.region(r).blocks.first().copied()),
            regions
                .get(1)
                .and_then(|&r| ctx.region(r).blocks.first().copied()),
        ) else {
            return Err(unsupported(ctx, op, "lacks a before or an after region"));
        };
        let mut carried = Vec::new();
        for &init in operands {
            let v = self.val(op, init)?;
            carried.push(self.carry(v));
        }
        let forwarded = self.carriers(op, results)?;
        let f = self.func.expect("fn");
        let (head, bb, exit) = (
            self.ll.append_basic_block(f, "while"),
            self.ll.append_basic_block(f, "while.body"),
            self.ll.append_basic_block(f, "while.done"),
        );
        self.b.build_unconditional_branch(head).expect("br");
        self.b.position_at_end(head);
        for (&a, c) in ctx.block(before).args.iter().zip(&carried) {
            let v = self.read_carried(c);
            self.vals.insert(a, v);
        }
        let cond_and_values = self.run_block(before)?;
        let Some((Val::Scalar(go), values)) = cond_and_values.split_first() else {
            return Err(unsupported(ctx, op, "has a condition that is not a scalar"));
        };
        for (v, c) in values.iter().zip(&forwarded) {
            self.write_carried(v, c);
        }
        self.b
            .build_conditional_branch(go.into_int_value(), bb, exit)
            .expect("br");
        self.b.position_at_end(bb);
        for (&a, c) in ctx.block(after).args.iter().zip(&forwarded) {
            let v = self.read_carried(c);
            self.vals.insert(a, v);
        }
        let yielded = self.run_block(after)?;
        for (y, c) in yielded.iter().zip(&carried) {
            self.write_carried(y, c);
        }
        self.b.build_unconditional_branch(head).expect("br");
        self.b.position_at_end(exit);
        for (&r, c) in results.iter().zip(&forwarded) {
            let v = self.read_carried(c);
            self.vals.insert(r, v);
        }
        Ok(())
    }

    /// `tt.call`: the callee's body lowered in place, its arguments bound
    /// to the call's operands, its `tt.return`'s operands the results (a
    /// device function is inlined, as Triton's compiler does).
    fn call(&mut self, op: Op, operands: &[Value], results: &[Value]) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let name = match ctx.inherent_attr(op, "callee").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::SymbolRef { root, .. }) => ctx.str(*root).to_string(),
            _ => return Err(unsupported(ctx, op, "names no callee")),
        };
        let Some(f) = callee(ctx, op, &name) else {
            return Err(unsupported(
                ctx,
                op,
                &format!("calls @{name}, which is not a tt.func here"),
            ));
        };
        let body = ctx
            .op(f)
            .regions
            .first()
            .and_then(|&r| ctx.region(r).blocks.first().copied());
        let Some(body) = body else {
            return Err(unsupported(
                ctx,
                op,
                &format!("calls @{name}, a declaration"),
            ));
        };
        if self.calls.contains(&f) {
            return Err(unsupported(ctx, op, &format!("calls @{name} recursively")));
        }
        for (&a, &v) in ctx.block(body).args.iter().zip(operands) {
            let x = self.val(op, v)?;
            self.vals.insert(a, x);
        }
        self.calls.push(f);
        let rets = self.run_block(body);
        self.calls.pop();
        for (&r, v) in results.iter().zip(rets?) {
            self.vals.insert(r, v);
        }
        Ok(())
    }

    /// Lowers a region's block up to its terminator (`scf.yield`,
    /// `scf.condition`) and returns the terminator's operands, every lazy
    /// one read into a buffer first: all are read before any carrier is
    /// written.
    fn run_block(&mut self, block: ir::Block) -> Result<Vec<Val<'ll>>, LlvmError> {
        let ctx = self.ctx;
        for inner in ctx.block_ops(block) {
            if ctx.op_info(inner).is_some_and(|i| i.traits.terminator) {
                let mut ys: Vec<Val<'ll>> = ctx
                    .op(inner)
                    .operands()
                    .map(|v| self.val(inner, v))
                    .collect::<Result<_, _>>()?;
                for y in ys.iter_mut() {
                    *y = self.materialize(y)?;
                }
                return Ok(ys);
            }
            self.op(inner)?;
        }
        Ok(Vec::new())
    }

    /// An empty carrier per value of `values`' types: a stack slot for a
    /// scalar, a buffer for a tensor.
    fn carriers(&mut self, op: Op, values: &[Value]) -> Result<Vec<Val<'ll>>, LlvmError> {
        let ctx = self.ctx;
        let mut out = Vec::with_capacity(values.len());
        for &r in values {
            let (elem, shape) = self.shaped(op, ctx.value_type(r))?;
            out.push(match shape {
                None => Val::Tensor {
                    ptr: self.entry_b.build_alloca(elem, "carrier").expect("alloca"),
                    shape: vec![],
                    elem,
                },
                Some(shape) => {
                    let n = shape.iter().product::<usize>();
                    Val::Tensor {
                        ptr: self.alloc(elem, n),
                        shape,
                        elem,
                    }
                }
            });
        }
        Ok(out)
    }

    fn carry(&mut self, v: Val<'ll>) -> Val<'ll> {
        match v {
            Val::Scalar(s) => {
                let slot = self
                    .entry_b
                    .build_alloca(s.get_type(), "carry")
                    .expect("alloca");
                self.b.build_store(slot, s).expect("store");
                Val::Tensor {
                    ptr: slot,
                    shape: vec![],
                    elem: s.get_type(),
                }
            }
            Val::Tensor { ptr, shape, elem } => {
                let n = shape.iter().product::<usize>();
                let buf = self.alloc(elem, n);
                self.copy(ptr, buf, elem, n);
                Val::Tensor {
                    ptr: buf,
                    shape,
                    elem,
                }
            }
            // Its elements read once into a fresh buffer (computing them
            // cannot fail: they are ranges, splats, pointers or ops that
            // lowered already).
            lazy @ Val::Lazy { .. } => self.materialize(&lazy).unwrap_or(lazy),
        }
    }

    fn read_carried(&self, c: &Val<'ll>) -> Val<'ll> {
        match c {
            Val::Tensor { ptr, shape, elem } if shape.is_empty() => {
                Val::Scalar(self.b.build_load(*elem, *ptr, "c").expect("load"))
            }
            other => other.clone(),
        }
    }

    fn write_carried(&mut self, y: &Val<'ll>, c: &Val<'ll>) {
        match (y, c) {
            (Val::Scalar(s), Val::Tensor { ptr, shape, .. }) if shape.is_empty() => {
                self.b.build_store(*ptr, *s).expect("store");
            }
            (Val::Tensor { ptr: src, .. }, Val::Tensor { ptr, shape, elem }) => {
                let n = shape.iter().product::<usize>();
                self.copy(*src, *ptr, *elem, n);
            }
            // A lazy tensor (pointers advanced in a loop), or a scalar for
            // a tensor: element by element. Element i reads only element i
            // of what it is made of, so writing in place is safe.
            (y, Val::Tensor { ptr, shape, elem }) => {
                let n = shape.iter().product::<usize>();
                let (ptr, elem, y) = (*ptr, *elem, y.clone());
                let _ = self.for_each(n, |l, i| {
                    let x = l.load_at(&y, i);
                    l.store_at(ptr, elem, i, x);
                    Ok(())
                });
            }
            _ => {}
        }
    }

    fn copy(
        &mut self,
        from: PointerValue<'ll>,
        to: PointerValue<'ll>,
        elem: BasicTypeEnum<'ll>,
        n: usize,
    ) {
        let bytes = elem.size_of().expect("sized");
        let size = self
            .b
            .build_int_mul(bytes, self.i64c(n as u64), "bytes")
            .expect("mul");
        self.b.build_memmove(to, 1, from, 1, size).expect("memmove");
    }

    /// Everything else: an elementwise op, on scalars or tensors.
    /// Whether `r`, the result of `op`, is computed where it is read: it
    /// has one use, in the same block, by an op that reads lazy operands
    /// element by element (each element is then computed once).
    fn fusable(&self, op: Op, r: Value) -> bool {
        let ctx = self.ctx;
        let users: Vec<Op> = ctx.uses(r).map(|u| u.op).collect();
        let reads_lazily = |user: Op| {
            let name = ctx.op_name(user);
            ctx.op(user).parent == ctx.op(op).parent
                && ((LAZY_AWARE.contains(&name) && name != "tt.broadcast")
                    || (!NOT_ELEMENTWISE.contains(&name) && ctx.op(user).regions.is_empty()))
        };
        if users.is_empty() || !users.iter().all(|&u| reads_lazily(u)) {
            return false;
        }
        // A value with several users is computed again in each user's
        // loop when that costs a few cheap ops (x - mean in a variance, a
        // product plus bias that GELU reads three times): cheaper than a
        // pass writing a buffer and passes reading it back.
        if users.len() == 1 {
            return true;
        }
        let own = match ctx.op_name(op) {
            "tt.reshape" | "tt.expand_dims" => 0,
            name if CHEAP.contains(&name) => 1,
            _ => return false,
        };
        let ins: usize = ctx
            .op(op)
            .operands()
            .map(|v| self.vals.get(&v).map_or(0, |v| self.lazy_ops(v)))
            .sum();
        own + ins <= 4
    }

    /// What computing `v` again costs wherever it is read: its elementwise
    /// ops, a cheap one counting 1 and any other (exp, a division) 4.
    fn lazy_ops(&self, v: &Val<'ll>) -> usize {
        let Val::Lazy { kind, .. } = v else {
            return 0;
        };
        match &**kind {
            Lazy::Elementwise { op, ins, .. } => {
                let own = if CHEAP.contains(&self.ctx.op_name(*op)) {
                    1
                } else {
                    4
                };
                own + ins.iter().map(|v| self.lazy_ops(v)).sum::<usize>()
            }
            Lazy::Broadcast { src, .. } => self.lazy_ops(src),
            Lazy::Ptr { base, off, .. } => self.lazy_ops(base) + self.lazy_ops(off),
            Lazy::Range { .. } | Lazy::Splat(_) => 0,
        }
    }

    /// `(i / st) % n`: the coordinate of element `i` along a dimension of
    /// stride `st` and extent `n`. Where `i` is a [`Split`] `outer·w +
    /// inner` (inner < w), it is `(outer / (st / w)) % n` when `w`
    /// divides `st`, and `(inner / st) % n` when `st·n` divides `w`: the
    /// same across an inner loop, or a function of its index alone.
    fn coordinate(&self, i: IntValue<'ll>, st: usize, n: usize) -> IntValue<'ll> {
        let split = self
            .splits
            .borrow()
            .iter()
            .rev()
            .find(|s| s.i == i)
            .copied();
        let (st, n) = (st as u64, n as u64);
        let (from, st) = match split {
            Some(s) if st % s.w == 0 => (s.outer, st / s.w),
            Some(s) if s.w % (st * n) == 0 => (s.inner, st),
            _ => (i, st),
        };
        if split.is_some_and(|s| from == s.inner && st == 1 && n == s.w) {
            return from;
        }
        let q = if st == 1 {
            from
        } else {
            self.b
                .build_int_unsigned_div(from, self.i64c(st), "q")
                .expect("div")
        };
        self.b
            .build_int_unsigned_rem(q, self.i64c(n), "c")
            .expect("rem")
    }

    /// The index into a broadcast's source of element `i` of `shape`.
    fn broadcast_index(
        &self,
        i: IntValue<'ll>,
        shape: &[usize],
        src_shape: &[usize],
    ) -> IntValue<'ll> {
        let strides = row_strides(shape);
        let sstrides = row_strides(src_shape);
        let mut si = self.i64c(0);
        for (d, (&st, &sst)) in strides.iter().zip(&sstrides).enumerate() {
            if src_shape.get(d).copied().unwrap_or(1) == 1 {
                continue;
            }
            let c = self.coordinate(i, st, shape[d]);
            let t = self
                .b
                .build_int_mul(c, self.i64c(sst as u64), "t")
                .expect("mul");
            si = self.b.build_int_add(si, t, "si").expect("add");
        }
        si
    }

    fn elementwise(
        &mut self,
        op: Op,
        operands: &[Value],
        results: &[Value],
    ) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        if results.len() != 1 || !ctx.op(op).regions.is_empty() {
            return Err(unsupported(ctx, op, "is not lowered to LLVM yet"));
        }
        let r = results[0];
        let ins: Vec<Val<'ll>> = operands
            .iter()
            .map(|&v| self.val(op, v))
            .collect::<Result<_, _>>()?;
        let (elem, shape) = self.shaped(op, ctx.value_type(r))?;
        let in_types: Vec<Type> = operands
            .iter()
            .map(|&v| {
                let t = ctx.value_type(v);
                ctx.type_kind(t).element_type().unwrap_or(t)
            })
            .collect();
        match shape {
            None => {
                let args: Vec<BasicValueEnum<'ll>> =
                    ins.iter().map(|v| self.load_at(v, self.i64c(0))).collect();
                let v = self.scalar(op, &args, &in_types, elem)?;
                self.vals.insert(r, Val::Scalar(v));
            }
            Some(shape) if self.fusable(op, r) => {
                self.vals.insert(
                    r,
                    Val::Lazy {
                        shape,
                        elem,
                        kind: std::rc::Rc::new(Lazy::Elementwise { op, ins, in_types }),
                    },
                );
            }
            Some(shape) => {
                let t = self.tensor(shape, elem, |l, i| {
                    let args: Vec<BasicValueEnum<'ll>> =
                        ins.iter().map(|v| l.load_at(v, i)).collect();
                    l.scalar(op, &args, &in_types, elem)
                })?;
                self.vals.insert(r, t);
            }
        }
        Ok(())
    }

    fn call_intrinsic(
        &self,
        name: &str,
        ty: BasicTypeEnum<'ll>,
        args: &[BasicValueEnum<'ll>],
    ) -> Option<BasicValueEnum<'ll>> {
        let i = Intrinsic::find(name)?;
        let f = i.get_declaration(self.module, &[ty])?;
        let args: Vec<BasicMetadataValueEnum> = args.iter().map(|&a| a.into()).collect();
        self.b
            .build_call(f, &args, "m")
            .ok()?
            .try_as_basic_value()
            .basic()
    }

    /// A C math library function (`tanhf`, `erff`) of the float type `ty`.
    fn call_libm(
        &self,
        base: &str,
        ty: BasicTypeEnum<'ll>,
        args: &[BasicValueEnum<'ll>],
    ) -> Option<BasicValueEnum<'ll>> {
        let ft = ty.into_float_type();
        let (name, wide) = if ft == self.ll.f64_type() {
            (base.to_string(), false)
        } else {
            (format!("{base}f"), ft != self.ll.f32_type())
        };
        let f32t = self.ll.f32_type();
        let call_t: BasicTypeEnum = if wide { f32t.into() } else { ty };
        let f = self.module.get_function(&name).unwrap_or_else(|| {
            let ps: Vec<BasicMetadataTypeEnum> = args.iter().map(|_| call_t.into()).collect();
            self.module
                .add_function(&name, call_t.fn_type(&ps, false), Some(Linkage::External))
        });
        let args: Vec<BasicMetadataValueEnum> = args
            .iter()
            .map(|&a| {
                if wide {
                    self.b
                        .build_float_ext(a.into_float_value(), f32t, "w")
                        .expect("ext")
                        .into()
                } else {
                    a.into()
                }
            })
            .collect();
        let v = self
            .b
            .build_call(f, &args, "m")
            .ok()?
            .try_as_basic_value()
            .basic()?;
        Some(if wide {
            self.b
                .build_float_trunc(v.into_float_value(), ft, "n")
                .expect("trunc")
                .into()
        } else {
            v
        })
    }

    /// One scalar op on scalar operands.
    /// exp of an f32 without a call, so loops over it vectorize (LLVM's
    /// `llvm.exp` is a libm call a lane): x = k·ln2 + r with |r| <= ln2/2
    /// (ln2 in two parts, so r is exact), exp(r) by its Taylor polynomial
    /// to degree 7 (relative error below 1e-8), times 2^k built in the
    /// exponent bits. Above 88.72 it is inf; below -87.33, 0 (f32's
    /// subnormal results are flushed); NaN stays NaN.
    fn exp_f32(&self, x: inkwell::values::FloatValue<'ll>) -> inkwell::values::FloatValue<'ll> {
        let b = &self.b;
        let f32t = self.ll.f32_type();
        let i32t = self.ll.i32_type();
        let c = |v: f64| f32t.const_float(v);
        let mul = |p, q| b.build_float_mul(p, q, "").expect("mul");
        let add = |p, q| b.build_float_add(p, q, "").expect("add");
        let sub = |p, q| b.build_float_sub(p, q, "").expect("sub");
        let lo = self
            .call_intrinsic("llvm.maxnum", f32t.into(), &[x.into(), c(-87.0).into()])
            .expect("max")
            .into_float_value();
        let xc = self
            .call_intrinsic("llvm.minnum", f32t.into(), &[lo.into(), c(88.0).into()])
            .expect("min")
            .into_float_value();
        let k = self
            .call_intrinsic(
                "llvm.rint",
                f32t.into(),
                &[mul(xc, c(std::f64::consts::LOG2_E)).into()],
            )
            .expect("rint")
            .into_float_value();
        // ln2 = 0.693359375 (exact in 9 bits) - 2.12194440e-4.
        let r = sub(sub(xc, mul(k, c(0.693359375))), mul(k, c(-2.121_944_4e-4)));
        let mut p = c(1.0 / 5040.0);
        for d in [720.0, 120.0, 24.0, 6.0, 2.0, 1.0, 1.0] {
            p = add(mul(p, r), c(1.0 / d));
        }
        let ki = b.build_float_to_signed_int(k, i32t, "").expect("fptosi");
        let bits = b
            .build_left_shift(
                b.build_int_add(ki, i32t.const_int(127, false), "")
                    .expect("add"),
                i32t.const_int(23, false),
                "",
            )
            .expect("shl");
        let scale = b
            .build_bit_cast(bits, f32t, "")
            .expect("bitcast")
            .into_float_value();
        let y = mul(p, scale);
        let pick =
            |cond, t: inkwell::values::FloatValue<'ll>, e: inkwell::values::FloatValue<'ll>| {
                b.build_select(cond, t, e, "")
                    .expect("select")
                    .into_float_value()
            };
        let cmp = |pr, v| b.build_float_compare(pr, x, c(v), "").expect("cmp");
        let y = pick(cmp(FloatPredicate::OGT, 88.72283), c(f64::INFINITY), y);
        let y = pick(cmp(FloatPredicate::OLT, -87.33654), c(0.0), y);
        let nan = b
            .build_float_compare(FloatPredicate::UNO, x, x, "")
            .expect("cmp");
        pick(nan, x, y)
    }

    /// erf of an f32 without a call, so loops over it vectorize: an odd
    /// Taylor polynomial for |x| < 0.5 (truncation below 2e-8, and exact
    /// relative precision near 0), Abramowitz and Stegun's 7.1.26 above
    /// (absolute error at most 1.5e-7), both computed and one selected.
    fn erf_f32(&self, x: inkwell::values::FloatValue<'ll>) -> BasicValueEnum<'ll> {
        let b = &self.b;
        let f32t = self.ll.f32_type();
        let c = |v: f64| f32t.const_float(v);
        let mul = |p, q| b.build_float_mul(p, q, "").expect("mul");
        let add = |p, q| b.build_float_add(p, q, "").expect("add");
        // Small: 2/sqrt(pi) · (x - x^3/3 + x^5/10 - x^7/42 + x^9/216 - x^11/1320).
        let x2 = mul(x, x);
        let mut p = c(-1.0 / 1320.0);
        for k in [1.0 / 216.0, -1.0 / 42.0, 1.0 / 10.0, -1.0 / 3.0, 1.0] {
            p = add(mul(p, x2), c(k));
        }
        let small = mul(mul(p, x), c(std::f64::consts::FRAC_2_SQRT_PI));
        // Large: sign(x) · (1 - t·(a1 + t·(a2 + ...)) · exp(-x^2)), t = 1/(1 + p|x|).
        let ax = self
            .call_intrinsic("llvm.fabs", f32t.into(), &[x.into()])
            .expect("fabs")
            .into_float_value();
        let t = b
            .build_float_div(c(1.0), add(c(1.0), mul(c(0.3275911), ax)), "")
            .expect("div");
        let mut q = c(1.061405429);
        for k in [-1.453152027, 1.421413741, -0.284496736, 0.254829592] {
            q = add(mul(q, t), c(k));
        }
        q = mul(q, t);
        let e = self.exp_f32(b.build_float_neg(x2, "").expect("neg"));
        let big = b.build_float_sub(c(1.0), mul(q, e), "").expect("sub");
        let big = self
            .call_intrinsic("llvm.copysign", f32t.into(), &[big.into(), x.into()])
            .expect("copysign")
            .into_float_value();
        let is_small = b
            .build_float_compare(FloatPredicate::OLT, ax, c(0.5), "")
            .expect("cmp");
        b.build_select(is_small, small, big, "erf").expect("select")
    }

    fn scalar(
        &self,
        op: Op,
        a: &[BasicValueEnum<'ll>],
        in_types: &[Type],
        rt: BasicTypeEnum<'ll>,
    ) -> Result<BasicValueEnum<'ll>, LlvmError> {
        let ctx = self.ctx;
        let b = &self.b;
        let name = ctx.op_name(op);
        let err = || unsupported(ctx, op, "is not lowered to LLVM yet");
        let i = |k: usize| a[k].into_int_value();
        let f = |k: usize| a[k].into_float_value();
        let unsigned_in = |k: usize| {
            matches!(
                ctx.type_kind(in_types[k]),
                TypeKind::Integer {
                    signedness: ir::types::Signedness::Unsigned,
                    ..
                }
            )
        };
        let _ = unsigned_in;
        let v: BasicValueEnum<'ll> = match name {
            "arith.addi" => b.build_int_add(i(0), i(1), "v").map(Into::into),
            "arith.subi" => b.build_int_sub(i(0), i(1), "v").map(Into::into),
            "arith.muli" => b.build_int_mul(i(0), i(1), "v").map(Into::into),
            "arith.divsi" => b.build_int_signed_div(i(0), i(1), "v").map(Into::into),
            "arith.divui" => b.build_int_unsigned_div(i(0), i(1), "v").map(Into::into),
            "arith.remsi" => b.build_int_signed_rem(i(0), i(1), "v").map(Into::into),
            "arith.remui" => b.build_int_unsigned_rem(i(0), i(1), "v").map(Into::into),
            "arith.andi" => b.build_and(i(0), i(1), "v").map(Into::into),
            "arith.ori" => b.build_or(i(0), i(1), "v").map(Into::into),
            "arith.xori" => b.build_xor(i(0), i(1), "v").map(Into::into),
            "arith.shli" => b.build_left_shift(i(0), i(1), "v").map(Into::into),
            "arith.shrsi" => b.build_right_shift(i(0), i(1), true, "v").map(Into::into),
            "arith.shrui" => b.build_right_shift(i(0), i(1), false, "v").map(Into::into),
            "arith.maxsi" | "arith.minsi" | "arith.maxui" | "arith.minui" => {
                let p = match name {
                    "arith.maxsi" => IntPredicate::SGT,
                    "arith.minsi" => IntPredicate::SLT,
                    "arith.maxui" => IntPredicate::UGT,
                    _ => IntPredicate::ULT,
                };
                let c = b.build_int_compare(p, i(0), i(1), "c").expect("cmp");
                b.build_select(c, a[0], a[1], "v")
            }
            "arith.addf" => b.build_float_add(f(0), f(1), "v").map(Into::into),
            "arith.subf" => b.build_float_sub(f(0), f(1), "v").map(Into::into),
            "arith.mulf" => b.build_float_mul(f(0), f(1), "v").map(Into::into),
            "arith.divf" | "tt.precise_divf" => b.build_float_div(f(0), f(1), "v").map(Into::into),
            "arith.remf" => b.build_float_rem(f(0), f(1), "v").map(Into::into),
            "arith.negf" => b.build_float_neg(f(0), "v").map(Into::into),
            "arith.maxnumf" => return self.call_intrinsic("llvm.maxnum", rt, a).ok_or_else(err),
            "arith.minnumf" => return self.call_intrinsic("llvm.minnum", rt, a).ok_or_else(err),
            "arith.maximumf" => return self.call_intrinsic("llvm.maximum", rt, a).ok_or_else(err),
            "arith.minimumf" => return self.call_intrinsic("llvm.minimum", rt, a).ok_or_else(err),
            "arith.cmpi" => {
                let p = match int_prop(ctx, op, "predicate").unwrap_or(0) {
                    0 => IntPredicate::EQ,
                    1 => IntPredicate::NE,
                    2 => IntPredicate::SLT,
                    3 => IntPredicate::SLE,
                    4 => IntPredicate::SGT,
                    5 => IntPredicate::SGE,
                    6 => IntPredicate::ULT,
                    7 => IntPredicate::ULE,
                    8 => IntPredicate::UGT,
                    _ => IntPredicate::UGE,
                };
                b.build_int_compare(p, i(0), i(1), "v").map(Into::into)
            }
            "arith.cmpf" => {
                let p = match int_prop(ctx, op, "predicate").unwrap_or(0) {
                    0 => FloatPredicate::PredicateFalse,
                    1 => FloatPredicate::OEQ,
                    2 => FloatPredicate::OGT,
                    3 => FloatPredicate::OGE,
                    4 => FloatPredicate::OLT,
                    5 => FloatPredicate::OLE,
                    6 => FloatPredicate::ONE,
                    7 => FloatPredicate::ORD,
                    8 => FloatPredicate::UEQ,
                    9 => FloatPredicate::UGT,
                    10 => FloatPredicate::UGE,
                    11 => FloatPredicate::ULT,
                    12 => FloatPredicate::ULE,
                    13 => FloatPredicate::UNE,
                    14 => FloatPredicate::UNO,
                    _ => FloatPredicate::PredicateTrue,
                };
                b.build_float_compare(p, f(0), f(1), "v").map(Into::into)
            }
            "arith.select" => b.build_select(i(0), a[1], a[2], "v"),
            "arith.extf" => b
                .build_float_ext(f(0), rt.into_float_type(), "v")
                .map(Into::into),
            "arith.truncf" => b
                .build_float_trunc(f(0), rt.into_float_type(), "v")
                .map(Into::into),
            "arith.extsi" => b
                .build_int_s_extend(i(0), rt.into_int_type(), "v")
                .map(Into::into),
            "arith.extui" => b
                .build_int_z_extend(i(0), rt.into_int_type(), "v")
                .map(Into::into),
            "arith.trunci" => b
                .build_int_truncate(i(0), rt.into_int_type(), "v")
                .map(Into::into),
            "arith.index_cast" => b
                .build_int_cast_sign_flag(i(0), rt.into_int_type(), true, "v")
                .map(Into::into),
            "arith.index_castui" => b
                .build_int_cast_sign_flag(i(0), rt.into_int_type(), false, "v")
                .map(Into::into),
            "arith.sitofp" => b
                .build_signed_int_to_float(i(0), rt.into_float_type(), "v")
                .map(Into::into),
            "arith.uitofp" => b
                .build_unsigned_int_to_float(i(0), rt.into_float_type(), "v")
                .map(Into::into),
            "arith.fptosi" => b
                .build_float_to_signed_int(f(0), rt.into_int_type(), "v")
                .map(Into::into),
            "arith.fptoui" => b
                .build_float_to_unsigned_int(f(0), rt.into_int_type(), "v")
                .map(Into::into),
            "arith.bitcast" | "tt.bitcast" => b.build_bit_cast(a[0], rt, "v"),
            "tt.int_to_ptr" => b
                .build_int_to_ptr(i(0), rt.into_pointer_type(), "v")
                .map(Into::into),
            "tt.ptr_to_int" => b
                .build_ptr_to_int(a[0].into_pointer_value(), rt.into_int_type(), "v")
                .map(Into::into),
            // max then min, as the interpreter: a NaN x gives min unless
            // NaNs propagate.
            "tt.clampf" => {
                let lo = self
                    .call_intrinsic("llvm.maxnum", rt, &a[..2])
                    .ok_or_else(err)?;
                let y = self
                    .call_intrinsic("llvm.minnum", rt, &[lo, a[2]])
                    .ok_or_else(err)?;
                if int_prop(ctx, op, "propagateNan").unwrap_or(0) == 0 {
                    return Ok(y);
                }
                let nan = b
                    .build_float_compare(FloatPredicate::UNO, f(0), f(0), "nan")
                    .map_err(|e| llvm_err(ctx, op, e))?;
                b.build_select(nan, a[0], y, "v")
            }
            // The high half of the double-width product.
            "tt.mulhiui" => {
                let t = i(0).get_type();
                let w = t.get_bit_width();
                let wide = match w {
                    8 => self.ll.i16_type(),
                    16 => self.ll.i32_type(),
                    32 => self.ll.i64_type(),
                    _ => self.ll.i128_type(),
                };
                let ext = |k: usize| b.build_int_z_extend(i(k), wide, "w");
                let (x, y) = (
                    ext(0).map_err(|e| llvm_err(ctx, op, e))?,
                    ext(1).map_err(|e| llvm_err(ctx, op, e))?,
                );
                let p = b
                    .build_int_mul(x, y, "p")
                    .map_err(|e| llvm_err(ctx, op, e))?;
                let hi = b
                    .build_right_shift(p, wide.const_int(w as u64, false), false, "hi")
                    .map_err(|e| llvm_err(ctx, op, e))?;
                b.build_int_truncate(hi, t, "v").map(Into::into)
            }
            // To the nearest value of the result type (ties to even).
            "tt.fp_to_fp" => {
                let (from, to) = (f(0).get_type(), rt.into_float_type());
                let ll = self.ll;
                let bits = |t: inkwell::types::FloatType<'ll>| {
                    if t == ll.f64_type() {
                        64
                    } else if t == ll.f32_type() {
                        32
                    } else {
                        16
                    }
                };
                if bits(to) >= bits(from) {
                    b.build_float_ext(f(0), to, "v").map(Into::into)
                } else {
                    b.build_float_trunc(f(0), to, "v").map(Into::into)
                }
            }
            "math.exp" if rt == self.ll.f32_type().into() => return Ok(self.exp_f32(f(0)).into()),
            "math.exp" => return self.call_intrinsic("llvm.exp", rt, a).ok_or_else(err),
            "math.exp2" => return self.call_intrinsic("llvm.exp2", rt, a).ok_or_else(err),
            "math.log" => return self.call_intrinsic("llvm.log", rt, a).ok_or_else(err),
            "math.log2" => return self.call_intrinsic("llvm.log2", rt, a).ok_or_else(err),
            "math.log10" => return self.call_intrinsic("llvm.log10", rt, a).ok_or_else(err),
            "math.sqrt" | "tt.precise_sqrt" => {
                return self.call_intrinsic("llvm.sqrt", rt, a).ok_or_else(err)
            }
            "math.sin" => return self.call_intrinsic("llvm.sin", rt, a).ok_or_else(err),
            "math.cos" => return self.call_intrinsic("llvm.cos", rt, a).ok_or_else(err),
            "math.absf" => return self.call_intrinsic("llvm.fabs", rt, a).ok_or_else(err),
            "math.floor" => return self.call_intrinsic("llvm.floor", rt, a).ok_or_else(err),
            "math.ceil" => return self.call_intrinsic("llvm.ceil", rt, a).ok_or_else(err),
            "math.trunc" => return self.call_intrinsic("llvm.trunc", rt, a).ok_or_else(err),
            "math.round" => return self.call_intrinsic("llvm.round", rt, a).ok_or_else(err),
            "math.fma" => return self.call_intrinsic("llvm.fma", rt, a).ok_or_else(err),
            "math.powf" => return self.call_intrinsic("llvm.pow", rt, a).ok_or_else(err),
            "math.rsqrt" => {
                let s = self.call_intrinsic("llvm.sqrt", rt, a).ok_or_else(err)?;
                let one = rt.into_float_type().const_float(1.0);
                b.build_float_div(one, s.into_float_value(), "v")
                    .map(Into::into)
            }
            "math.tanh" => return self.call_libm("tanh", rt, a).ok_or_else(err),
            "math.erf" if rt == self.ll.f32_type().into() => return Ok(self.erf_f32(f(0))),
            "math.erf" => return self.call_libm("erf", rt, a).ok_or_else(err),
            "math.atan" => return self.call_libm("atan", rt, a).ok_or_else(err),
            "math.tan" => return self.call_libm("tan", rt, a).ok_or_else(err),
            "math.log1p" => return self.call_libm("log1p", rt, a).ok_or_else(err),
            "math.expm1" => return self.call_libm("expm1", rt, a).ok_or_else(err),
            "tt.extern_elementwise" => {
                let symbol = match ctx.inherent_attr(op, "symbol").map(|x| ctx.attr_kind(x)) {
                    Some(AttrKind::String { value, .. }) => {
                        String::from_utf8_lossy(value).into_owned()
                    }
                    _ => return Err(err()),
                };
                let base = dialects::tt::libdevice_base(&symbol);
                let intrinsic = match base {
                    "exp" | "exp2" | "log" | "log2" | "log10" | "sqrt" | "sin" | "cos"
                    | "floor" | "ceil" | "trunc" | "round" | "pow" | "fma" => {
                        Some(format!("llvm.{base}"))
                    }
                    "fabs" | "abs" => Some("llvm.fabs".into()),
                    "fmax" => Some("llvm.maxnum".into()),
                    "fmin" => Some("llvm.minnum".into()),
                    _ => None,
                };
                if base == "erf" && rt == self.ll.f32_type().into() {
                    return Ok(self.erf_f32(f(0)));
                }
                if base == "rsqrt" {
                    let s = self.call_intrinsic("llvm.sqrt", rt, a).ok_or_else(err)?;
                    let one = rt.into_float_type().const_float(1.0);
                    return Ok(b
                        .build_float_div(one, s.into_float_value(), "v")
                        .expect("div")
                        .into());
                }
                return match intrinsic {
                    Some(n) => self.call_intrinsic(&n, rt, a),
                    None => self.call_libm(base, rt, a),
                }
                .ok_or_else(|| {
                    unsupported(
                        ctx,
                        op,
                        &format!("calls {symbol}, which has no host counterpart here"),
                    )
                });
            }
            _ => return Err(err()),
        }
        .map_err(|e| llvm_err(ctx, op, e))?;
        Ok(v)
    }
}

/// Whether `v` is an `arith.constant` whose every element is zero.
fn zero_constant(ctx: &Context, v: Value) -> bool {
    let ir::value::ValueDef::Result(def, _) = ctx.value(v).def else {
        return false;
    };
    if ctx.op_name(def) != "arith.constant" {
        return false;
    }
    let zero = |s: &Scalar| match *s {
        Scalar::Int { bits, .. } => bits == 0,
        Scalar::Float { kind, bits } => ir::constant::to_f64(kind, bits) == Some(0.0),
    };
    match ctx
        .inherent_attr(def, "value")
        .and_then(|a| ir::constant::decode(ctx, a))
    {
        Some(Const::Scalar(s)) => zero(&s),
        Some(Const::Elements { elems, .. }) => elems.iter().all(zero),
        None => false,
    }
}

fn int_prop(ctx: &Context, op: Op, name: &str) -> Option<i64> {
    match ctx.inherent_attr(op, name).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => value.as_i64(),
        _ => None,
    }
}

fn row_strides(shape: &[usize]) -> Vec<usize> {
    let mut s = vec![1; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        s[i] = s[i + 1] * shape[i + 1];
    }
    s
}
