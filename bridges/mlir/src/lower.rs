//! A `tt` kernel written as MLIR's standard dialects, for one launch.
//!
//! The text is MLIR that upstream MLIR reads and lowers by itself (no
//! tessera dialect in it): values stay tensors (`arith`/`math` on tensors,
//! `tensor.generate`, `linalg.matmul`), and memory is `memref`. A pointer
//! becomes an offset into one of the kernel's arrays: a pointer argument
//! is array `k` at offset 0, `tt.addptr` adds to the offsets (`index`, or
//! a tensor of them), and `tt.load`/`tt.store` read and write `memref`
//! elements at them under their masks. Which array a pointer points into
//! is known where it is built (every pointer derives from an argument), so
//! it is tracked here, not in the IR.
//!
//! The module holds the kernel `@k(arrays and scalars..., pid x/y/z,
//! grid x/y/z)` and `@__launch(arrays and scalars...)`, which runs every
//! program of the grid in order. Arrays are `memref<N x T>` of the launch's
//! sizes (booleans are bytes, as tessera's other engines store them).

use crate::MlirError;
use dialects::arith::ops as arith;
use dialects::scf::ops as scf;
use dialects::tt::ops as tt;
use ir::entity::EntityRef;
use ir::{AttrKind, Context, Op, Type, TypeKind, TypedOp, Value};
use std::collections::HashMap;
use std::fmt::Write;

/// What a kernel parameter is, in order.
#[derive(Clone, Debug, PartialEq)]
pub enum Param {
    /// A pointer: an array of `elem` (MLIR's spelling: `f32`, `i8` for
    /// booleans).
    Array {
        /// The element type as stored.
        elem: String,
    },
    /// A scalar of this MLIR type (`i32`, `f32`).
    Scalar(String),
}

/// A kernel's MLIR module for one launch, and its parameters.
pub struct Lowered {
    /// The module text.
    pub text: String,
    /// The kernel's parameters.
    pub params: Vec<Param>,
}

/// A lowered value: its SSA name, and for pointers the array they point
/// into.
#[derive(Clone)]
struct Val {
    name: String,
    /// `Some(k)`: an offset (or offsets) into array argument `k`.
    array: Option<usize>,
}

/// Writes kernel `kernel` of the module under `top` for a launch whose
/// arrays have `lens` elements each (in the order of the pointer
/// parameters) over `grid`.
pub fn kernel_module(
    ctx: &Context,
    top: Op,
    kernel: &str,
    lens: &[usize],
    grid: [i64; 3],
) -> Result<Lowered, MlirError> {
    let f = find_kernel(ctx, top, kernel)?;
    let mut w = Writer::new(ctx);
    let body = ctx.op(f).regions.first().copied();
    let Some(entry) = body.and_then(|r| ctx.region(r).blocks.first().copied()) else {
        return Err(w.unsupported(f, "is a declaration"));
    };
    if ctx.region(ctx.op(f).regions[0]).blocks.len() != 1 {
        return Err(w.unsupported(f, "has several blocks (unstructured control flow)"));
    }
    let args = ctx.block(entry).args.clone();
    let mut params = Vec::new();
    let mut sig = Vec::new();
    for &a in &args {
        let t = ctx.value_type(a);
        if dialects::tt::types::is_ptr(ctx, t) {
            let k = w.arrays.len();
            let elem = w.pointee(f, t)?;
            let Some(&n) = lens.get(k) else {
                return Err(MlirError::Launch(format!(
                    "{kernel}: {} arrays given, the kernel has more pointer arguments",
                    lens.len()
                )));
            };
            w.arrays.push((elem.clone(), n));
            params.push(Param::Array { elem: elem.clone() });
            sig.push(format!("%arr{k}: memref<{n}x{elem}>"));
            w.vals.insert(
                a,
                Val {
                    name: "%c0".into(),
                    array: Some(k),
                },
            );
        } else {
            let ty = w.scalar_type(f, t)?;
            let name = format!("%v{}", a.index());
            sig.push(format!("{name}: {ty}"));
            params.push(Param::Scalar(ty));
            w.vals.insert(a, Val { name, array: None });
        }
    }
    if w.arrays.len() != lens.len() {
        return Err(MlirError::Launch(format!(
            "{kernel}: {} arrays given, the kernel has {} pointer arguments",
            lens.len(),
            w.arrays.len()
        )));
    }
    let _ = writeln!(
        w.out,
        "func.func private @kernel({}, %pid_x: i32, %pid_y: i32, %pid_z: i32, %np_x: i32, %np_y: i32, %np_z: i32) {{",
        sig.join(", ")
    );
    w.out
        .push_str("  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n");
    w.block(entry, 1)?;
    w.out.push_str("}\n");
    // The launch: every program in order, z outermost as the interpreter.
    let mut launch = String::new();
    let mut call_args = Vec::new();
    let mut call_types = Vec::new();
    let mut launch_sig = Vec::new();
    let mut k = 0;
    for (i, p) in params.iter().enumerate() {
        match p {
            Param::Array { elem } => {
                let n = w.arrays[k].1;
                launch_sig.push(format!("%a{i}: memref<{n}x{elem}>"));
                call_types.push(format!("memref<{n}x{elem}>"));
                k += 1;
            }
            Param::Scalar(t) => {
                launch_sig.push(format!("%a{i}: {t}"));
                call_types.push(t.clone());
            }
        }
        call_args.push(format!("%a{i}"));
    }
    let _ = writeln!(
        launch,
        "func.func @__launch({}) attributes {{llvm.emit_c_interface}} {{",
        launch_sig.join(", ")
    );
    let _ = writeln!(
        launch,
        "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %gx = arith.constant {} : index\n  %gy = arith.constant {} : index\n  %gz = arith.constant {} : index\n  %nx = arith.constant {} : i32\n  %ny = arith.constant {} : i32\n  %nz = arith.constant {} : i32",
        grid[0], grid[1], grid[2], grid[0], grid[1], grid[2]
    );
    launch.push_str("  scf.for %z = %c0 to %gz step %c1 {\n   scf.for %y = %c0 to %gy step %c1 {\n    scf.for %x = %c0 to %gx step %c1 {\n");
    launch.push_str("     %px = arith.index_cast %x : index to i32\n     %py = arith.index_cast %y : index to i32\n     %pz = arith.index_cast %z : index to i32\n");
    call_types.extend(std::iter::repeat_n("i32".to_string(), 6));
    let _ = writeln!(
        launch,
        "     func.call @kernel({}, %px, %py, %pz, %nx, %ny, %nz) : ({}) -> ()",
        call_args.join(", "),
        call_types.join(", ")
    );
    launch.push_str("    }\n   }\n  }\n  return\n}\n");
    Ok(Lowered {
        text: format!("module {{\n{}{launch}}}\n", w.out),
        params,
    })
}

/// The parameters of kernel `kernel` (what a launch must pass).
pub fn kernel_params(ctx: &Context, top: Op, kernel: &str) -> Result<Vec<Param>, MlirError> {
    let f = find_kernel(ctx, top, kernel)?;
    let w = Writer::new(ctx);
    let Some(entry) = ctx
        .op(f)
        .regions
        .first()
        .and_then(|&r| ctx.region(r).blocks.first().copied())
    else {
        return Err(w.unsupported(f, "is a declaration"));
    };
    ctx.block(entry)
        .args
        .iter()
        .map(|&a| {
            let t = ctx.value_type(a);
            if dialects::tt::types::is_ptr(ctx, t) {
                Ok(Param::Array {
                    elem: w.pointee(f, t)?,
                })
            } else {
                Ok(Param::Scalar(w.scalar_type(f, t)?))
            }
        })
        .collect()
}

/// The `tt.func` named `name` under `top`.
fn find_kernel(ctx: &Context, top: Op, name: &str) -> Result<Op, MlirError> {
    let mut stack = vec![top];
    while let Some(op) = stack.pop() {
        if ctx.op_name(op) == tt::FuncOp::NAME {
            if let Some(AttrKind::String { value, .. }) =
                ctx.inherent_attr(op, "sym_name").map(|a| ctx.attr_kind(a))
            {
                if **value == *name.as_bytes() {
                    return Ok(op);
                }
            }
            continue;
        }
        for &r in ctx.op(op).regions.iter() {
            for &b in &ctx.region(r).blocks {
                stack.extend(ctx.block_ops(b));
            }
        }
    }
    Err(MlirError::Launch(format!("no tt.func named @{name}")))
}

/// A block of a strided tensor in one of the kernel's arrays, as a load or
/// store moves it: the offset of the tensor's start and its shape and
/// strides, the coordinates of the block's first element (all `index`
/// SSA names), which dimensions are checked against the shape, and
/// whether a padded load reads NaN (else zero).
struct StridedBlock {
    base: Val,
    shape: Vec<String>,
    strides: Vec<String>,
    at: Vec<String>,
    checked: Vec<bool>,
    nan: bool,
}

/// The MLIR type of a block pointer of rank `rank`: the offset of its base,
/// its shape, strides and offsets, as `index`es.
fn block_ptr_type(rank: usize) -> String {
    format!("tensor<{}xindex>", 1 + 3 * rank)
}

struct Writer<'c> {
    ctx: &'c Context,
    out: String,
    vals: HashMap<Value, Val>,
    fresh: usize,
    /// The kernel's arrays: element type as stored, length.
    arrays: Vec<(String, usize)>,
    /// Appended to the names `define` makes (a reduction's combiner is
    /// written once per result).
    suffix: String,
    /// The location of the tessera op being written (`loc("f.mlir":3:5)`),
    /// put on every MLIR op it becomes, so MLIR's diagnostics point at
    /// the tessera source.
    loc: String,
    /// Tensor descriptors: base pointer, then the shape's and the
    /// strides' SSA names and types.
    descs: HashMap<Value, (Val, Vec<String>, Vec<String>)>,
    /// The device functions being inlined (`tt.call`), outermost first.
    calls: Vec<Op>,
    /// Calls inlined so far: each inlined body's values get a suffix of
    /// their own, so a function called twice defines distinct names.
    inlined: usize,
}

impl<'c> Writer<'c> {
    fn new(ctx: &'c Context) -> Writer<'c> {
        Writer {
            ctx,
            out: String::new(),
            vals: HashMap::new(),
            fresh: 0,
            arrays: Vec::new(),
            suffix: String::new(),
            loc: String::new(),
            descs: HashMap::new(),
            calls: Vec::new(),
            inlined: 0,
        }
    }

    fn unsupported(&self, op: Op, what: &str) -> MlirError {
        MlirError::Unsupported {
            loc: interp::loc_string(self.ctx, self.ctx.op(op).loc),
            msg: format!("'{}' {what}", self.ctx.op_name(op)),
        }
    }

    fn tmp(&mut self) -> String {
        self.fresh += 1;
        format!("%t{}", self.fresh)
    }

    /// Writes one line; a line that ends an op (not a block label, an
    /// `else`, or a line opening a region) gets the op's location.
    fn line(&mut self, depth: usize, text: &str) {
        for _ in 0..depth {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        let ends_op = !(text.starts_with('^') || text.ends_with('{'));
        if ends_op && !self.loc.is_empty() {
            self.out.push(' ');
            self.out.push_str(&self.loc);
        }
        self.out.push('\n');
    }

    fn val(&self, op: Op, v: Value) -> Result<Val, MlirError> {
        self.vals
            .get(&v)
            .cloned()
            .ok_or_else(|| self.unsupported(op, "uses a value the lowering has not seen"))
    }

    fn name(&self, op: Op, v: Value) -> Result<String, MlirError> {
        Ok(self.val(op, v)?.name)
    }

    fn define(&mut self, v: Value, array: Option<usize>) -> String {
        let name = format!("%v{}{}", v.index(), self.suffix);
        self.vals.insert(
            v,
            Val {
                name: name.clone(),
                array,
            },
        );
        name
    }

    /// The element type a pointer type points to, as arrays store it.
    fn pointee(&self, op: Op, t: Type) -> Result<String, MlirError> {
        let e = self.ctx.type_kind(t).element_type().unwrap_or(t);
        let Some((p, _)) = dialects::tt::types::pointee_text(self.ctx, e) else {
            return Err(self.unsupported(op, "expects a pointer"));
        };
        Ok(match p {
            "i1" => "i8".to_string(),
            "f16" | "bf16" | "f32" | "f64" | "i8" | "i16" | "i32" | "i64" => p.to_string(),
            other => {
                return Err(
                    self.unsupported(op, &format!("points to {other}, which has no array type"))
                )
            }
        })
    }

    /// A scalar type's MLIR spelling (index stays index).
    fn scalar_type(&self, op: Op, t: Type) -> Result<String, MlirError> {
        match self.ctx.type_kind(t) {
            TypeKind::Integer { .. } | TypeKind::Float(_) | TypeKind::Index => {
                Ok(ir::text::type_to_string(self.ctx, t))
            }
            _ => {
                Err(self.unsupported(op, "has an argument that is neither a pointer nor a scalar"))
            }
        }
    }

    /// A value type's MLIR spelling: pointers are offsets (`index`).
    fn ty(&self, t: Type) -> String {
        let ctx = self.ctx;
        match ctx.type_kind(t) {
            TypeKind::RankedTensor { shape, elem, .. }
                if dialects::tt::types::is_ptr(ctx, *elem) =>
            {
                format!("tensor<{}xindex>", dims(shape))
            }
            _ if dialects::tt::types::is_ptr(ctx, t) => "index".into(),
            _ => match dialects::tt::types::tensor_ptr_block(ctx, t) {
                Some((block, _)) => block_ptr_type(block.len()),
                None => ir::text::type_to_string(ctx, t),
            },
        }
    }

    fn shape(&self, t: Type) -> Vec<i64> {
        match self.ctx.type_kind(t) {
            TypeKind::RankedTensor { shape, .. } => shape.to_vec(),
            _ => Vec::new(),
        }
    }

    /// The element type's MLIR spelling (pointers: index).
    fn elem(&self, t: Type) -> String {
        let ctx = self.ctx;
        let e = ctx.type_kind(t).element_type().unwrap_or(t);
        if dialects::tt::types::is_ptr(ctx, e) {
            "index".into()
        } else {
            ir::text::type_to_string(ctx, e)
        }
    }

    fn block(&mut self, b: ir::Block, depth: usize) -> Result<(), MlirError> {
        for op in self.ctx.block_ops(b) {
            self.op(op, depth)?;
        }
        Ok(())
    }

    fn op(&mut self, op: Op, d: usize) -> Result<(), MlirError> {
        let loc = mlir_loc(self.ctx, op);
        let outer = std::mem::replace(&mut self.loc, loc);
        let r = self.op_at(op, d);
        self.loc = outer;
        r
    }

    fn op_at(&mut self, op: Op, d: usize) -> Result<(), MlirError> {
        let ctx = self.ctx;
        let name = ctx.op_name(op).to_string();
        let ins: Vec<Value> = ctx.op(op).operands().collect();
        let outs: Vec<Value> = ctx.op(op).results().iter().collect();
        match name.as_str() {
            tt::ReturnOp::NAME => {
                if !ins.is_empty() {
                    return Err(self.unsupported(
                        op,
                        "returns values: a function with results is inlined where it is called, not launched",
                    ));
                }
                self.line(d, "return");
            }
            tt::GetProgramIdOp::NAME | tt::GetNumProgramsOp::NAME => {
                // The kernel's own parameters.
                let axis = int_attr(ctx, op, "axis").unwrap_or(0).clamp(0, 2) as usize;
                let base = if name == tt::GetProgramIdOp::NAME {
                    "pid"
                } else {
                    "np"
                };
                let name = format!("%{base}_{}", ["x", "y", "z"][axis]);
                self.vals.insert(outs[0], Val { name, array: None });
            }
            tt::MakeRangeOp::NAME => {
                let start = int_attr(ctx, op, "start").unwrap_or(0);
                let t = self.ty(ctx.value_type(outs[0]));
                let r = self.define(outs[0], None);
                let (i, s, c, k) = (self.tmp(), self.tmp(), self.tmp(), self.tmp());
                self.line(d, &format!("{r} = tensor.generate {{"));
                self.line(d, &format!("^bb0({i}: index):"));
                self.line(d + 1, &format!("{c} = arith.index_cast {i} : index to i32"));
                self.line(d + 1, &format!("{k} = arith.constant {start} : i32"));
                self.line(d + 1, &format!("{s} = arith.addi {c}, {k} : i32"));
                self.line(d + 1, &format!("tensor.yield {s} : i32"));
                self.line(d, &format!("}} : {t}"));
            }
            tt::SplatOp::NAME => {
                let x = self.val(op, ins[0])?;
                let t = self.ty(ctx.value_type(outs[0]));
                let r = self.define(outs[0], x.array);
                self.line(d, &format!("{r} = tensor.splat {} : {t}", x.name));
            }
            tt::AddptrOp::NAME => {
                let p = self.val(op, ins[0])?;
                let off = self.name(op, ins[1])?;
                let ot = ctx.value_type(ins[1]);
                let (ots, it) = (self.ty(ot), self.ty(ctx.value_type(outs[0])));
                let c = self.tmp();
                self.line(d, &format!("{c} = arith.index_cast {off} : {ots} to {it}"));
                let r = self.define(outs[0], p.array);
                self.line(d, &format!("{r} = arith.addi {}, {c} : {it}", p.name));
            }
            tt::MakeTensorPtrOp::NAME => self.make_block_ptr(op, &ins, outs[0], d)?,
            tt::AdvanceOp::NAME => self.advance(op, &ins, outs[0], d)?,
            tt::LoadOp::NAME | tt::StoreOp::NAME if self.is_block_ptr(ins[0]) => {
                self.block_ptr_access(op, &ins, outs.first().copied(), d)?
            }
            tt::LoadOp::NAME => self.load(op, &ins, outs[0], d)?,
            tt::StoreOp::NAME => self.store(op, &ins, d)?,
            tt::BroadcastOp::NAME
            | tt::ExpandDimsOp::NAME
            | tt::ReshapeOp::NAME
            | tt::TransOp::NAME => self.relayout(op, &name, ins[0], outs[0], d)?,
            tt::DotOp::NAME => {
                let (a, b, c) = (
                    self.name(op, ins[0])?,
                    self.name(op, ins[1])?,
                    self.name(op, ins[2])?,
                );
                let (ta, tb, tc) = (
                    self.ty(ctx.value_type(ins[0])),
                    self.ty(ctx.value_type(ins[1])),
                    self.ty(ctx.value_type(ins[2])),
                );
                let which = match self.shape(ctx.value_type(ins[0])).len() {
                    2 => "linalg.matmul",
                    3 => "linalg.batch_matmul",
                    _ => {
                        return Err(
                            self.unsupported(op, "multiplies blocks that are not 2-D or 3-D")
                        )
                    }
                };
                let r = self.define(outs[0], None);
                self.line(
                    d,
                    &format!("{r} = {which} ins({a}, {b} : {ta}, {tb}) outs({c} : {tc}) -> {tc}"),
                );
            }
            tt::ReduceOp::NAME => self.fold(op, &ins, &outs, d, false)?,
            tt::SplitOp::NAME => self.split(op, ins[0], &outs, d)?,
            tt::GatherOp::NAME => self.gather(op, &ins, outs[0], d)?,
            tt::HistogramOp::NAME => self.histogram(op, ins[0], outs[0], d)?,
            tt::JoinOp::NAME => self.join(op, &ins, outs[0], d)?,
            tt::AtomicRmwOp::NAME | tt::AtomicCasOp::NAME => {
                self.atomic(op, &name, &ins, outs[0], d)?
            }
            tt::MakeTensorDescriptorOp::NAME => {
                // Kept as its parts: the array, the base offset, the
                // shape and the strides; its loads and stores use them.
                let base = self.val(op, ins[0])?;
                let (rest, rest_tys) = self.names_and_types(op, &ins[1..])?;
                self.descs.insert(outs[0], (base, rest, rest_tys));
            }
            tt::DescriptorLoadOp::NAME | tt::DescriptorStoreOp::NAME => {
                self.descriptor(op, &name, &ins, &outs, d)?
            }
            tt::ScanOp::NAME => self.fold(op, &ins, &outs, d, true)?,
            tt::ExternElementwiseOp::NAME => {
                let sym = match ctx.inherent_attr(op, "symbol").map(|a| ctx.attr_kind(a)) {
                    Some(AttrKind::String { value, .. }) => {
                        String::from_utf8_lossy(value).into_owned()
                    }
                    _ => return Err(self.unsupported(op, "has no symbol")),
                };
                let base = dialects::tt::libdevice_base(&sym);
                let Some(m) = libm_op(base) else {
                    return Err(self.unsupported(op, &format!("calls {sym}, which has no math op")));
                };
                let args: Vec<String> = ins
                    .iter()
                    .map(|&v| self.name(op, v))
                    .collect::<Result<_, _>>()?;
                let t = self.ty(ctx.value_type(outs[0]));
                let r = self.define(outs[0], None);
                self.line(d, &format!("{r} = {m} {} : {t}", args.join(", ")));
            }
            tt::FpToFpOp::NAME => {
                let x = self.name(op, ins[0])?;
                let (ti, to) = (
                    self.ty(ctx.value_type(ins[0])),
                    self.ty(ctx.value_type(outs[0])),
                );
                let wide = float_width(&self.elem(ctx.value_type(outs[0])))
                    > float_width(&self.elem(ctx.value_type(ins[0])));
                let r = self.define(outs[0], None);
                let which = if wide { "arith.extf" } else { "arith.truncf" };
                self.line(d, &format!("{r} = {which} {x} : {ti} to {to}"));
            }
            tt::PreciseSqrtOp::NAME | tt::PreciseDivfOp::NAME => {
                let args: Vec<String> = ins
                    .iter()
                    .map(|&v| self.name(op, v))
                    .collect::<Result<_, _>>()?;
                let t = self.ty(ctx.value_type(outs[0]));
                let m = if name == tt::PreciseSqrtOp::NAME {
                    "math.sqrt"
                } else {
                    "arith.divf"
                };
                let r = self.define(outs[0], None);
                self.line(d, &format!("{r} = {m} {} : {t}", args.join(", ")));
            }
            scf::ForOp::NAME => self.scf_for(op, &ins, &outs, d)?,
            scf::IfOp::NAME => self.scf_if(op, &ins, &outs, d)?,
            scf::WhileOp::NAME => self.scf_while(op, &ins, &outs, d)?,
            scf::ConditionOp::NAME => {
                let c = self.name(op, ins[0])?;
                self.forward(op, &format!("scf.condition({c})"), &ins[1..], d)?
            }
            tt::CallOp::NAME => self.call(op, &ins, &outs, d)?,
            tt::ClampfOp::NAME => self.clampf(op, &ins, outs[0], d)?,
            tt::MulhiuiOp::NAME => self.mulhiui(op, &ins, outs[0], d)?,
            scf::YieldOp::NAME => self.forward(op, "scf.yield", &ins, d)?,
            arith::SelectOp::NAME if outs.iter().any(|&v| self.is_ptr_like(v)) => {
                let (a, b) = (self.val(op, ins[1])?, self.val(op, ins[2])?);
                if a.array != b.array {
                    return Err(
                        self.unsupported(op, "selects between pointers into different arrays")
                    );
                }
                let c = self.name(op, ins[0])?;
                let (tc, t) = (
                    self.ty(ctx.value_type(ins[0])),
                    self.ty(ctx.value_type(outs[0])),
                );
                let r = self.define(outs[0], a.array);
                self.line(
                    d,
                    &format!(
                        "{r} = \"arith.select\"({c}, {}, {}) : ({tc}, {t}, {t}) -> {t}",
                        a.name, b.name
                    ),
                );
            }
            n if (n.starts_with("arith.") || n.starts_with("math."))
                && ctx.op(op).regions.is_empty() =>
            {
                self.generic(op, &ins, &outs, d)?
            }
            _ => return Err(self.unsupported(op, "has no lowering to MLIR's standard dialects")),
        }
        Ok(())
    }

    /// The SSA names and the types of `values`, read by `op`.
    fn names_and_types(
        &self,
        op: Op,
        values: &[Value],
    ) -> Result<(Vec<String>, Vec<String>), MlirError> {
        let names = values
            .iter()
            .map(|&v| self.name(op, v))
            .collect::<Result<_, _>>()?;
        let tys = values
            .iter()
            .map(|&v| self.ty(self.ctx.value_type(v)))
            .collect();
        Ok((names, tys))
    }

    /// A terminator that forwards `values`: `head %a, %b : i32, f32`, or
    /// `head` alone when there are none (`scf.yield`, `scf.condition(%c)`).
    fn forward(&mut self, op: Op, head: &str, values: &[Value], d: usize) -> Result<(), MlirError> {
        let (names, tys) = self.names_and_types(op, values)?;
        if names.is_empty() {
            self.line(d, head);
        } else {
            self.line(
                d,
                &format!("{head} {} : {}", names.join(", "), tys.join(", ")),
            );
        }
        Ok(())
    }

    fn is_ptr_like(&self, v: Value) -> bool {
        let t = self.ctx.value_type(v);
        let e = self.ctx.type_kind(t).element_type().unwrap_or(t);
        dialects::tt::types::is_ptr(self.ctx, e)
    }

    /// An arith or math op, in generic form with its operands renamed.
    fn generic(
        &mut self,
        op: Op,
        ins: &[Value],
        outs: &[Value],
        d: usize,
    ) -> Result<(), MlirError> {
        let ctx = self.ctx;
        let names: Vec<String> = ins
            .iter()
            .map(|&v| self.name(op, v))
            .collect::<Result<_, _>>()?;
        let tin: Vec<String> = ins.iter().map(|&v| self.ty(ctx.value_type(v))).collect();
        let tout: Vec<String> = outs.iter().map(|&v| self.ty(ctx.value_type(v))).collect();
        let data = ctx.op(op);
        let props = data
            .props
            .map(|p| format!(" <{}>", ir::text::attr_to_string(ctx, p)))
            .unwrap_or_default();
        let attrs = if ctx.dict_entries(data.attrs).is_empty() {
            String::new()
        } else {
            format!(" {}", ir::text::attr_to_string(ctx, data.attrs))
        };
        let res: Vec<String> = outs.iter().map(|&v| self.define(v, None)).collect();
        let lhs = if res.is_empty() {
            String::new()
        } else {
            format!("{} = ", res.join(", "))
        };
        self.line(
            d,
            &format!(
                "{lhs}\"{}\"({}){props}{attrs} : ({}) -> ({})",
                ctx.op_name(op),
                names.join(", "),
                tin.join(", "),
                tout.join(", ")
            ),
        );
        Ok(())
    }

    /// Indices `%i0, ...` of a `tensor.generate` body of rank `rank`.
    fn indices(&mut self, rank: usize) -> Vec<String> {
        (0..rank).map(|_| self.tmp()).collect()
    }

    fn gen_head(&mut self, d: usize, r: &str, idx: &[String]) {
        self.line(d, &format!("{r} = tensor.generate {{"));
        let args: Vec<String> = idx.iter().map(|i| format!("{i}: index")).collect();
        self.line(d, &format!("^bb0({}):", args.join(", ")));
    }

    fn extract(&mut self, d: usize, src: &str, ty: &str, idx: &[String]) -> String {
        let e = self.tmp();
        self.line(
            d,
            &format!("{e} = tensor.extract {src}[{}] : {ty}", idx.join(", ")),
        );
        e
    }

    /// Converts a stored element (`i8` for a boolean) to the value's type.
    fn from_stored(&mut self, d: usize, v: String, stored: &str, elem: &str) -> String {
        if stored == "i8" && elem == "i1" {
            let t = self.tmp();
            self.line(d, &format!("{t} = arith.trunci {v} : i8 to i1"));
            t
        } else {
            v
        }
    }

    fn to_stored(&mut self, d: usize, v: String, stored: &str, elem: &str) -> String {
        if stored == "i8" && elem == "i1" {
            let t = self.tmp();
            self.line(d, &format!("{t} = arith.extui {v} : i1 to i8"));
            t
        } else {
            v
        }
    }

    /// `%z = arith.constant 0 : elem` (0.0 for floats).
    fn zero(&mut self, d: usize, elem: &str) -> String {
        let z = self.tmp();
        let zero = if elem.starts_with('f') || elem == "bf16" {
            "0.0"
        } else {
            "0"
        };
        self.line(d, &format!("{z} = arith.constant {zero} : {elem}"));
        z
    }

    /// `scf.if %mask -> (elem) { then } else { otherwise }`, each branch
    /// writing its lines one level deeper and yielding what it returns.
    fn select_if(
        &mut self,
        d: usize,
        mask: &str,
        elem: &str,
        then: impl FnOnce(&mut Self, usize) -> String,
        otherwise: impl FnOnce(&mut Self, usize) -> String,
    ) -> String {
        let v = self.tmp();
        self.line(d, &format!("{v} = scf.if {mask} -> ({elem}) {{"));
        let t = then(self, d + 1);
        self.line(d + 1, &format!("scf.yield {t} : {elem}"));
        self.line(d, "} else {");
        let o = otherwise(self, d + 1);
        self.line(d + 1, &format!("scf.yield {o} : {elem}"));
        self.line(d, "}");
        v
    }

    /// `memref.store`, under `scf.if %mask` when there is one.
    fn store_if(
        &mut self,
        d: usize,
        mask: Option<&str>,
        val: &str,
        arr: &str,
        off: &str,
        mt: &str,
    ) {
        let store = format!("memref.store {val}, {arr}[{off}] : {mt}");
        match mask {
            None => self.line(d, &store),
            Some(m) => {
                self.line(d, &format!("scf.if {m} {{"));
                self.line(d + 1, &store);
                self.line(d, "}");
            }
        }
    }

    /// Opens one `scf.for` per dimension of `shape`, with the indices `idx`.
    fn loops(&mut self, d: usize, idx: &[String], shape: &[i64]) {
        for (k, i) in idx.iter().enumerate() {
            let ub = self.tmp();
            self.line(
                d + k,
                &format!("{ub} = arith.constant {} : index", shape[k]),
            );
            self.line(d + k, &format!("scf.for {i} = %c0 to {ub} step %c1 {{"));
        }
    }

    /// Closes what `loops` opened.
    fn end_loops(&mut self, d: usize, rank: usize) {
        for k in (0..rank).rev() {
            self.line(d + k, "}");
        }
    }

    fn array(&self, op: Op, p: &Val) -> Result<(String, String, usize), MlirError> {
        let Some(k) = p.array else {
            return Err(self.unsupported(op, "reads a pointer whose array is not known"));
        };
        let (elem, n) = self.arrays[k].clone();
        Ok((format!("%arr{k}"), elem, n))
    }

    fn load(&mut self, op: Op, ins: &[Value], out: Value, d: usize) -> Result<(), MlirError> {
        let ctx = self.ctx;
        let p = self.val(op, ins[0])?;
        let (arr, stored, n) = self.array(op, &p)?;
        let rt = ctx.value_type(out);
        let elem = self.elem(rt);
        let shape = self.shape(rt);
        let mask = match ins.get(1) {
            Some(&m) => Some((self.name(op, m)?, self.ty(ctx.value_type(m)))),
            None => None,
        };
        let other = match ins.get(2) {
            Some(&o) => Some((self.name(op, o)?, self.ty(ctx.value_type(o)))),
            None => None,
        };
        let pt = self.ty(ctx.value_type(ins[0]));
        let mt = format!("memref<{n}x{stored}>");
        let rank = shape.len();
        let r = if rank > 0 {
            self.define(out, None)
        } else {
            String::new()
        };
        let idx = self.indices(rank);
        let body = if rank == 0 { d } else { d + 1 };
        if rank > 0 {
            self.gen_head(d, &r, &idx);
        }
        let off = if rank == 0 {
            p.name.clone()
        } else {
            self.extract(body, &p.name, &pt, &idx)
        };
        let load = |w: &mut Self, dd: usize| -> String {
            let v = w.tmp();
            w.line(dd, &format!("{v} = memref.load {arr}[{off}] : {mt}"));
            w.from_stored(dd, v, &stored, &elem)
        };
        let value = match mask {
            None => load(self, body),
            Some((m, mty)) => {
                let mv = if rank == 0 {
                    m
                } else {
                    self.extract(body, &m, &mty, &idx)
                };
                let otherwise = |w: &mut Self, dd: usize| match &other {
                    Some((o, oty)) if rank > 0 => w.extract(dd, o, oty, &idx),
                    Some((o, _)) => o.clone(),
                    None => w.zero(dd, &elem),
                };
                self.select_if(body, &mv, &elem, load, otherwise)
            }
        };
        if rank == 0 {
            self.vals.insert(
                out,
                Val {
                    name: value,
                    array: None,
                },
            );
            return Ok(());
        }
        self.line(body, &format!("tensor.yield {value} : {elem}"));
        self.line(d, &format!("}} : {}", self.ty(rt)));
        Ok(())
    }

    fn store(&mut self, op: Op, ins: &[Value], d: usize) -> Result<(), MlirError> {
        let ctx = self.ctx;
        let p = self.val(op, ins[0])?;
        let (arr, stored, n) = self.array(op, &p)?;
        let vt = ctx.value_type(ins[1]);
        let elem = self.elem(vt);
        let shape = self.shape(vt);
        let rank = shape.len();
        let v = self.name(op, ins[1])?;
        let (pt, ty) = (self.ty(ctx.value_type(ins[0])), self.ty(vt));
        let mask = match ins.get(2) {
            Some(&m) => Some((self.name(op, m)?, self.ty(ctx.value_type(m)))),
            None => None,
        };
        let mt = format!("memref<{n}x{stored}>");
        let idx = self.indices(rank);
        self.loops(d, &idx, &shape);
        let body = d + rank;
        let (off, val) = if rank == 0 {
            (p.name.clone(), v.clone())
        } else {
            (
                self.extract(body, &p.name, &pt, &idx),
                self.extract(body, &v, &ty, &idx),
            )
        };
        let val = self.to_stored(body, val, &stored, &elem);
        let mask = match mask {
            Some((m, _)) if rank == 0 => Some(m),
            Some((m, mty)) => Some(self.extract(body, &m, &mty, &idx)),
            None => None,
        };
        self.store_if(body, mask.as_deref(), &val, &arr, &off, &mt);
        self.end_loops(d, rank);
        Ok(())
    }

    /// broadcast, expand_dims, reshape, trans: each output element read
    /// from the element of the source it comes from.
    fn relayout(
        &mut self,
        op: Op,
        name: &str,
        src: Value,
        out: Value,
        d: usize,
    ) -> Result<(), MlirError> {
        let ctx = self.ctx;
        let s = self.val(op, src)?;
        let (st, rt) = (ctx.value_type(src), ctx.value_type(out));
        let (ss, rs) = (self.shape(st), self.shape(rt));
        let (sty, rty, elem) = (self.ty(st), self.ty(rt), self.elem(rt));
        let r = self.define(out, s.array);
        if rs.is_empty() {
            return Err(self.unsupported(op, "makes a scalar"));
        }
        let idx = self.indices(rs.len());
        self.gen_head(d, &r, &idx);
        let b = d + 1;
        let src_idx: Vec<String> = match name {
            tt::BroadcastOp::NAME => ss
                .iter()
                .zip(&idx)
                .map(|(&n, i)| if n == 1 { "%c0".to_string() } else { i.clone() })
                .collect(),
            tt::ExpandDimsOp::NAME => {
                let axis = int_attr(ctx, op, "axis").unwrap_or(0) as usize;
                idx.iter()
                    .enumerate()
                    .filter(|&(k, _)| k != axis)
                    .map(|(_, i)| i.clone())
                    .collect()
            }
            tt::TransOp::NAME => {
                let order = dense_ints(ctx, op, "order")
                    .unwrap_or_else(|| (0..rs.len() as i64).rev().collect());
                let mut v = vec![String::new(); ss.len()];
                for (k, &o) in order.iter().enumerate() {
                    if let Some(slot) = v.get_mut(o as usize) {
                        *slot = idx[k].clone();
                    }
                }
                v
            }
            _ => {
                // Row-major: the output element's linear index, then the
                // source's coordinates.
                let mut lin = "%c0".to_string();
                for (k, i) in idx.iter().enumerate() {
                    let (m, a, c) = (self.tmp(), self.tmp(), self.tmp());
                    self.line(b, &format!("{c} = arith.constant {} : index", rs[k]));
                    self.line(b, &format!("{m} = arith.muli {lin}, {c} : index"));
                    self.line(b, &format!("{a} = arith.addi {m}, {i} : index"));
                    lin = a;
                }
                let mut out = vec![String::new(); ss.len()];
                for k in (0..ss.len()).rev() {
                    let (c, q, rm) = (self.tmp(), self.tmp(), self.tmp());
                    self.line(b, &format!("{c} = arith.constant {} : index", ss[k]));
                    self.line(b, &format!("{rm} = arith.remui {lin}, {c} : index"));
                    self.line(b, &format!("{q} = arith.divui {lin}, {c} : index"));
                    out[k] = rm;
                    lin = q;
                }
                out
            }
        };
        let e = if ss.is_empty() {
            s.name.clone()
        } else {
            self.extract(b, &s.name, &sty, &src_idx)
        };
        self.line(b, &format!("tensor.yield {e} : {elem}"));
        self.line(d, &format!("}} : {rty}"));
        Ok(())
    }

    /// tt.reduce along `axis`: each output element folds the elements
    /// along the axis with the combiner, from the first.
    /// tt.reduce (`scan` false) or tt.scan along `axis`: an output element
    /// folds the elements along the axis with the combiner, from the
    /// first (a scan: up to its own position; `reverse`: from the last).
    fn fold(
        &mut self,
        op: Op,
        ins: &[Value],
        outs: &[Value],
        d: usize,
        scan: bool,
    ) -> Result<(), MlirError> {
        let ctx = self.ctx;
        let axis = int_attr(ctx, op, "axis").unwrap_or(0) as usize;
        let reverse = scan
            && matches!(
                ctx.inherent_attr(op, "reverse").map(|a| ctx.attr_kind(a)),
                Some(AttrKind::Bool(true))
            );
        let terminator = if scan {
            tt::ScanReturnOp::NAME
        } else {
            tt::ReduceReturnOp::NAME
        };
        let ist = ctx.value_type(ins[0]);
        let ishape = self.shape(ist);
        let Some(&n) = ishape.get(axis) else {
            return Err(self.unsupported(op, "reduces along an axis the operand does not have"));
        };
        let Some(&region) = ctx.op(op).regions.first() else {
            return Err(self.unsupported(op, "has no combiner"));
        };
        let Some(&comb) = ctx.region(region).blocks.first() else {
            return Err(self.unsupported(op, "has no combiner"));
        };
        let srcs: Vec<String> = ins
            .iter()
            .map(|&v| self.name(op, v))
            .collect::<Result<_, _>>()?;
        let src_tys: Vec<String> = ins.iter().map(|&v| self.ty(ctx.value_type(v))).collect();
        let elems: Vec<String> = ins.iter().map(|&v| self.elem(ctx.value_type(v))).collect();
        let k = ins.len();
        // One generate per result (each recomputes the fold; results of a
        // multi-operand reduce are rare and small).
        for (ri, &out) in outs.iter().enumerate() {
            let rt = ctx.value_type(out);
            let rshape = self.shape(rt);
            let r = if rshape.is_empty() {
                String::new()
            } else {
                self.define(out, None)
            };
            let idx = self.indices(rshape.len());
            let b = if rshape.is_empty() { d } else { d + 1 };
            if !rshape.is_empty() {
                self.gen_head(d, &r, &idx);
            }
            // The source coordinates of position `pos` along the axis.
            let at = |pos: &str| -> Vec<String> {
                let mut v = idx.clone();
                if scan {
                    v[axis] = pos.to_string();
                } else {
                    v.insert(axis, pos.to_string());
                }
                v
            };
            let last = self.tmp();
            self.line(b, &format!("{last} = arith.constant {} : index", n - 1));
            let first = if reverse {
                last.clone()
            } else {
                "%c0".to_string()
            };
            let firsts: Vec<String> = (0..k)
                .map(|j| {
                    let i = at(&first);
                    self.extract(b, &srcs[j], &src_tys[j], &i)
                })
                .collect();
            let (ub, iv) = (self.tmp(), self.tmp());
            // How many elements the fold takes: all of the axis, or a
            // scan's up to its own position.
            match (scan, reverse) {
                (false, _) => self.line(b, &format!("{ub} = arith.constant {n} : index")),
                (true, false) => {
                    self.line(b, &format!("{ub} = arith.addi {}, %c1 : index", idx[axis]))
                }
                (true, true) => self.line(
                    b,
                    &format!("{ub} = arith.subi {last}, {} : index", idx[axis]),
                ),
            }
            let ub = if scan && reverse {
                let u = self.tmp();
                self.line(b, &format!("{u} = arith.addi {ub}, %c1 : index"));
                u
            } else {
                ub
            };
            let accs: Vec<String> = (0..k).map(|_| self.tmp()).collect();
            let loop_res = self.tmp();
            let iters: Vec<String> = accs
                .iter()
                .zip(&firsts)
                .map(|(a, f)| format!("{a} = {f}"))
                .collect();
            self.line(
                b,
                &format!(
                    "{loop_res}:{k} = scf.for {iv} = %c1 to {ub} step %c1 iter_args({}) -> ({}) {{",
                    iters.join(", "),
                    elems.join(", ")
                ),
            );
            let pos = if reverse {
                let p = self.tmp();
                self.line(b + 1, &format!("{p} = arith.subi {last}, {iv} : index"));
                p
            } else {
                iv.clone()
            };
            let xs: Vec<String> = (0..k)
                .map(|j| {
                    let i = at(&pos);
                    self.extract(b + 1, &srcs[j], &src_tys[j], &i)
                })
                .collect();
            // The combiner's block arguments: the accumulators, then the
            // new elements.
            let cargs = ctx.block(comb).args.clone();
            for (j, &a) in cargs.iter().enumerate() {
                let name = if j < k {
                    accs[j].clone()
                } else {
                    xs[j - k].clone()
                };
                self.vals.insert(a, Val { name, array: None });
            }
            for cop in ctx.block_ops(comb) {
                if ctx.op_name(cop) == terminator {
                    let rets: Vec<String> = ctx
                        .op(cop)
                        .operands()
                        .map(|v| self.name(cop, v))
                        .collect::<Result<_, _>>()?;
                    self.line(
                        b + 1,
                        &format!("scf.yield {} : {}", rets.join(", "), elems.join(", ")),
                    );
                } else {
                    // The fold is written once per result: its values get
                    // that result's suffix (after an inlined call's).
                    let outer = std::mem::take(&mut self.suffix);
                    self.suffix = format!("{outer}_r{ri}");
                    let r = self.op(cop, b + 1);
                    self.suffix = outer;
                    r?;
                }
            }
            self.line(b, "}");
            let value = format!("{loop_res}#{ri}");
            if rshape.is_empty() {
                self.vals.insert(
                    out,
                    Val {
                        name: value,
                        array: None,
                    },
                );
                continue;
            }
            self.line(b, &format!("tensor.yield {value} : {}", elems[ri]));
            self.line(d, &format!("}} : {}", self.ty(rt)));
        }
        Ok(())
    }

    /// tt.split: the two halves along the last dimension (of size 2).
    fn split(&mut self, op: Op, src: Value, outs: &[Value], d: usize) -> Result<(), MlirError> {
        let ctx = self.ctx;
        let s = self.name(op, src)?;
        let st = self.ty(ctx.value_type(src));
        for (j, &out) in outs.iter().enumerate() {
            let rt = ctx.value_type(out);
            let (rty, elem, rank) = (self.ty(rt), self.elem(rt), self.shape(rt).len());
            let r = self.define(out, None);
            let idx = self.indices(rank);
            self.gen_head(d, &r, &idx);
            let c = self.tmp();
            self.line(d + 1, &format!("{c} = arith.constant {j} : index"));
            let mut at = idx.clone();
            at.push(c);
            let e = self.extract(d + 1, &s, &st, &at);
            self.line(d + 1, &format!("tensor.yield {e} : {elem}"));
            self.line(d, &format!("}} : {rty}"));
        }
        Ok(())
    }

    /// tt.gather: `out[i] = src[i with i[axis] = indices[i]]`.
    fn gather(&mut self, op: Op, ins: &[Value], out: Value, d: usize) -> Result<(), MlirError> {
        let ctx = self.ctx;
        let axis = int_attr(ctx, op, "axis").unwrap_or(0) as usize;
        let (src, ix) = (self.name(op, ins[0])?, self.name(op, ins[1])?);
        let (st, it) = (
            self.ty(ctx.value_type(ins[0])),
            self.ty(ctx.value_type(ins[1])),
        );
        let ie = self.elem(ctx.value_type(ins[1]));
        let rt = ctx.value_type(out);
        let (rty, elem, rank) = (self.ty(rt), self.elem(rt), self.shape(rt).len());
        if axis >= rank {
            return Err(self.unsupported(op, "gathers along an axis the result does not have"));
        }
        let r = self.define(out, None);
        let idx = self.indices(rank);
        self.gen_head(d, &r, &idx);
        let k = self.extract(d + 1, &ix, &it, &idx);
        let kk = self.tmp();
        self.line(
            d + 1,
            &format!("{kk} = arith.index_cast {k} : {ie} to index"),
        );
        let mut at = idx.clone();
        at[axis] = kk;
        let e = self.extract(d + 1, &src, &st, &at);
        self.line(d + 1, &format!("tensor.yield {e} : {elem}"));
        self.line(d, &format!("}} : {rty}"));
        Ok(())
    }

    /// tt.histogram: `out[b]` counts the elements of `src` equal to `b`.
    fn histogram(&mut self, op: Op, src: Value, out: Value, d: usize) -> Result<(), MlirError> {
        let ctx = self.ctx;
        let s = self.name(op, src)?;
        let st = ctx.value_type(src);
        let (sty, se, n) = (
            self.ty(st),
            self.elem(st),
            self.shape(st).iter().product::<i64>(),
        );
        if self.shape(st).len() != 1 {
            return Err(self.unsupported(op, "counts a block that is not 1-D"));
        }
        let rt = ctx.value_type(out);
        let (rty, re) = (self.ty(rt), self.elem(rt));
        let r = self.define(out, None);
        let idx = self.indices(1);
        self.gen_head(d, &r, &idx);
        let b = d + 1;
        let (bin, ub, zero, one, iv, acc, cnt) = (
            self.tmp(),
            self.tmp(),
            self.tmp(),
            self.tmp(),
            self.tmp(),
            self.tmp(),
            self.tmp(),
        );
        self.line(
            b,
            &format!("{bin} = arith.index_cast {} : index to {se}", idx[0]),
        );
        self.line(b, &format!("{ub} = arith.constant {n} : index"));
        self.line(b, &format!("{zero} = arith.constant 0 : {re}"));
        self.line(b, &format!("{one} = arith.constant 1 : {re}"));
        self.line(
            b,
            &format!("{cnt} = scf.for {iv} = %c0 to {ub} step %c1 iter_args({acc} = {zero}) -> ({re}) {{"),
        );
        let x = self.extract(b + 1, &s, &sty, std::slice::from_ref(&iv));
        let (eq, inc, next) = (self.tmp(), self.tmp(), self.tmp());
        self.line(b + 1, &format!("{eq} = arith.cmpi eq, {x}, {bin} : {se}"));
        self.line(b + 1, &format!("{inc} = arith.addi {acc}, {one} : {re}"));
        self.line(
            b + 1,
            &format!("{next} = arith.select {eq}, {inc}, {acc} : {re}"),
        );
        self.line(b + 1, &format!("scf.yield {next} : {re}"));
        self.line(b, "}");
        self.line(b, &format!("tensor.yield {cnt} : {re}"));
        self.line(d, &format!("}} : {rty}"));
        Ok(())
    }

    /// tt.join: a new last dimension of size 2, `lhs` then `rhs`.
    fn join(&mut self, op: Op, ins: &[Value], out: Value, d: usize) -> Result<(), MlirError> {
        let ctx = self.ctx;
        let (a, b) = (self.name(op, ins[0])?, self.name(op, ins[1])?);
        let it = self.ty(ctx.value_type(ins[0]));
        let rt = ctx.value_type(out);
        let (rty, elem, rank) = (self.ty(rt), self.elem(rt), self.shape(rt).len());
        let r = self.define(out, None);
        let idx = self.indices(rank);
        self.gen_head(d, &r, &idx);
        let inner = &idx[..rank - 1];
        let x = self.extract(d + 1, &a, &it, inner);
        let y = self.extract(d + 1, &b, &it, inner);
        let (c, v) = (self.tmp(), self.tmp());
        self.line(
            d + 1,
            &format!("{c} = arith.cmpi eq, {}, %c0 : index", idx[rank - 1]),
        );
        self.line(d + 1, &format!("{v} = arith.select {c}, {x}, {y} : {elem}"));
        self.line(d + 1, &format!("tensor.yield {v} : {elem}"));
        self.line(d, &format!("}} : {rty}"));
        Ok(())
    }

    /// tt.atomic_rmw and tt.atomic_cas: each element read, combined and
    /// written back in order (the launch runs its programs one after
    /// another), the old values collected in a tensor by the loops.
    fn atomic(
        &mut self,
        op: Op,
        name: &str,
        ins: &[Value],
        out: Value,
        d: usize,
    ) -> Result<(), MlirError> {
        let ctx = self.ctx;
        let p = self.val(op, ins[0])?;
        let (arr, stored, n) = self.array(op, &p)?;
        let rt = ctx.value_type(out);
        let (elem, shape) = (self.elem(rt), self.shape(rt));
        if stored != elem {
            return Err(self.unsupported(op, "updates booleans atomically"));
        }
        let float = elem.starts_with('f') || elem == "bf16";
        let kind = int_attr(ctx, op, "atomic_rmw_op").unwrap_or(0);
        let combine: Option<&str> = if name == tt::AtomicCasOp::NAME {
            None
        } else {
            Some(match (kind, float) {
                (1, false) => "arith.andi",
                (2, false) => "arith.ori",
                (3, false) => "arith.xori",
                (4, false) => "arith.addi",
                (4 | 5, true) => "arith.addf",
                (6, false) => "arith.maxsi",
                (6, true) => "arith.maximumf",
                (7, false) => "arith.minsi",
                (7, true) => "arith.minimumf",
                (8, false) => "arith.maxui",
                (9, false) => "arith.minui",
                (10, _) => "exch",
                _ => {
                    return Err(
                        self.unsupported(op, "has a read-modify-write kind with no arith op")
                    )
                }
            })
        };
        let names: Vec<String> = ins
            .iter()
            .map(|&v| self.name(op, v))
            .collect::<Result<_, _>>()?;
        let tys: Vec<String> = ins.iter().map(|&v| self.ty(ctx.value_type(v))).collect();
        let mt = format!("memref<{n}x{stored}>");
        let rank = shape.len();
        let idx = self.indices(rank);
        let rty = self.ty(rt);
        // The old values: a tensor threaded through the loops.
        let mut acc = self.tmp();
        if rank > 0 {
            self.line(d, &format!("{acc} = tensor.empty() : {rty}"));
        }
        let mut heads = Vec::new();
        for (k, i) in idx.iter().enumerate() {
            let (ub, inner, res) = (self.tmp(), self.tmp(), self.tmp());
            self.line(
                d + k,
                &format!("{ub} = arith.constant {} : index", shape[k]),
            );
            self.line(
                d + k,
                &format!("{res} = scf.for {i} = %c0 to {ub} step %c1 iter_args({inner} = {acc}) -> ({rty}) {{"),
            );
            heads.push(res);
            acc = inner;
        }
        let b = d + rank;
        let at = |w: &mut Self, j: usize| -> String {
            if rank == 0 {
                names[j].clone()
            } else {
                w.extract(b, &names[j], &tys[j], &idx)
            }
        };
        let off = at(self, 0);
        let (a1, a2) = (
            at(self, 1),
            if ins.len() > 2 {
                Some(at(self, 2))
            } else {
                None
            },
        );
        let mask = if name == tt::AtomicRmwOp::NAME {
            a2.clone()
        } else {
            None
        };
        let rmw = |w: &mut Self, dd: usize| -> String {
            let v = w.tmp();
            w.line(dd, &format!("{v} = memref.load {arr}[{off}] : {mt}"));
            let new = match combine {
                Some("exch") => a1.clone(),
                Some(c) => {
                    let t = w.tmp();
                    w.line(dd, &format!("{t} = {c} {v}, {a1} : {elem}"));
                    t
                }
                None => {
                    // Compare and swap: the new value where the old equals `cmp`.
                    let (eq, t) = (w.tmp(), w.tmp());
                    let cmp = if float {
                        "arith.cmpf oeq"
                    } else {
                        "arith.cmpi eq"
                    };
                    w.line(dd, &format!("{eq} = {cmp}, {v}, {a1} : {elem}"));
                    let val = a2.clone().unwrap_or_default();
                    w.line(dd, &format!("{t} = arith.select {eq}, {val}, {v} : {elem}"));
                    t
                }
            };
            w.line(dd, &format!("memref.store {new}, {arr}[{off}] : {mt}"));
            v
        };
        let old = match mask {
            None => rmw(self, b),
            Some(m) => self.select_if(b, &m, &elem, rmw, |w, dd| w.zero(dd, &elem)),
        };
        if rank == 0 {
            self.vals.insert(
                out,
                Val {
                    name: old,
                    array: None,
                },
            );
            return Ok(());
        }
        let t = self.tmp();
        self.line(
            b,
            &format!(
                "{t} = tensor.insert {old} into {acc}[{}] : {rty}",
                idx.join(", ")
            ),
        );
        self.line(b, &format!("scf.yield {t} : {rty}"));
        for k in (0..rank).rev() {
            self.line(d + k, "}");
            if k > 0 {
                let t = heads[k].clone();
                self.line(d + k, &format!("scf.yield {t} : {rty}"));
            }
        }
        self.vals.insert(
            out,
            Val {
                name: heads[0].clone(),
                array: None,
            },
        );
        Ok(())
    }

    /// tt.descriptor_load / _store: the block at `indices` of the
    /// descriptor's tensor; elements outside its shape read as zero and
    /// are not written.
    fn descriptor(
        &mut self,
        op: Op,
        name: &str,
        ins: &[Value],
        outs: &[Value],
        d: usize,
    ) -> Result<(), MlirError> {
        let ctx = self.ctx;
        let Some((base, parts, part_tys)) = self.descs.get(&ins[0]).cloned() else {
            return Err(self.unsupported(op, "uses a descriptor not made in this kernel"));
        };
        let rank = parts.len() / 2;
        let load = name == tt::DescriptorLoadOp::NAME;
        let (block_t, index_vals) = if load {
            (ctx.value_type(outs[0]), &ins[1..])
        } else {
            (ctx.value_type(ins[1]), &ins[2..])
        };
        if self.shape(block_t).len() != rank || index_vals.len() != rank {
            return Err(self.unsupported(op, "has a block whose rank is not the descriptor's"));
        }
        let (indices, index_tys) = self.names_and_types(op, index_vals)?;
        let as_index = |w: &mut Self, names: &[String], tys: &[String]| -> Vec<String> {
            names
                .iter()
                .zip(tys)
                .map(|(v, t)| w.index_cast(d, v, t))
                .collect()
        };
        let view = StridedBlock {
            base,
            shape: as_index(self, &parts[..rank], &part_tys[..rank]),
            strides: as_index(self, &parts[rank..], &part_tys[rank..]),
            at: as_index(self, &indices, &index_tys),
            checked: vec![true; rank],
            nan: false,
        };
        let (out, src) = if load {
            (Some(outs[0]), None)
        } else {
            (None, Some(ins[1]))
        };
        self.strided_access(op, &view, block_t, out, src, d)
    }

    /// `v` (of MLIR type `t`) as an `index` (sign-extended, as Triton
    /// extends its i32 offsets).
    fn index_cast(&mut self, d: usize, v: &str, t: &str) -> String {
        if t == "index" {
            return v.to_string();
        }
        let c = self.tmp();
        self.line(d, &format!("{c} = arith.index_cast {v} : {t} to index"));
        c
    }

    /// The block `view` describes, moved element by element: a load
    /// (`out`) reads it into a tensor, a store writes `src`'s elements.
    /// Where a checked coordinate falls outside `[0, shape)` a load reads
    /// the padding (zero, or NaN) and a store writes nothing.
    fn strided_access(
        &mut self,
        op: Op,
        view: &StridedBlock,
        block_t: Type,
        out: Option<Value>,
        src: Option<Value>,
        d: usize,
    ) -> Result<(), MlirError> {
        let (arr, stored, n) = self.array(op, &view.base)?;
        let (shape, elem, bty) = (self.shape(block_t), self.elem(block_t), self.ty(block_t));
        let rank = shape.len();
        let mt = format!("memref<{n}x{stored}>");
        let idx = self.indices(rank);
        let b = match out {
            Some(out) => {
                let r = self.define(out, None);
                self.gen_head(d, &r, &idx);
                d + 1
            }
            None => {
                self.loops(d, &idx, &shape);
                d + rank
            }
        };
        // The element's coordinates, whether the checked ones are inside
        // the shape, and its offset from the array's start.
        let mut inside = String::new();
        let mut off = view.base.name.clone();
        for (k, i) in idx.iter().enumerate() {
            let (c, m, o) = (self.tmp(), self.tmp(), self.tmp());
            self.line(b, &format!("{c} = arith.addi {}, {i} : index", view.at[k]));
            if view.checked[k] {
                // Unsigned: a negative coordinate is outside too.
                let ok = self.tmp();
                self.line(
                    b,
                    &format!("{ok} = arith.cmpi ult, {c}, {} : index", view.shape[k]),
                );
                inside = if inside.is_empty() {
                    ok
                } else {
                    let a = self.tmp();
                    self.line(b, &format!("{a} = arith.andi {inside}, {ok} : i1"));
                    a
                };
            }
            self.line(
                b,
                &format!("{m} = arith.muli {c}, {} : index", view.strides[k]),
            );
            self.line(b, &format!("{o} = arith.addi {off}, {m} : index"));
            off = o;
        }
        match src {
            None => {
                let read = |w: &mut Self, dd: usize| {
                    let l = w.tmp();
                    w.line(dd, &format!("{l} = memref.load {arr}[{off}] : {mt}"));
                    w.from_stored(dd, l, &stored, &elem)
                };
                let v = if inside.is_empty() {
                    read(self, b)
                } else {
                    let nan = view.nan;
                    self.select_if(b, &inside, &elem, read, |w, dd| w.padding(dd, &elem, nan))
                };
                self.line(b, &format!("tensor.yield {v} : {elem}"));
                self.line(d, &format!("}} : {bty}"));
            }
            Some(src) => {
                let src = self.name(op, src)?;
                let v = self.extract(b, &src, &bty, &idx);
                let v = self.to_stored(b, v, &stored, &elem);
                let mask = (!inside.is_empty()).then_some(inside);
                self.store_if(b, mask.as_deref(), &v, &arr, &off, &mt);
                self.end_loops(d, rank);
            }
        }
        Ok(())
    }

    /// What a padded load reads: zero, or a quiet NaN of `elem`.
    fn padding(&mut self, d: usize, elem: &str, nan: bool) -> String {
        let bits = match elem {
            "f16" => "0x7E00",
            "bf16" => "0x7FC0",
            "f32" => "0x7FC00000",
            "f64" => "0x7FF8000000000000",
            _ => return self.zero(d, elem),
        };
        if !nan {
            return self.zero(d, elem);
        }
        let z = self.tmp();
        self.line(d, &format!("{z} = arith.constant {bits} : {elem}"));
        z
    }

    fn is_block_ptr(&self, v: Value) -> bool {
        dialects::tt::types::is_tensor_ptr(self.ctx, self.ctx.value_type(v))
    }

    /// `tt.make_tensor_ptr`: the offset of its base in its array, then its
    /// shape, strides and offsets, as one `tensor<(1 + 3·rank) x index>`
    /// (block_ptr_type), which `scf` carries as any value.
    fn make_block_ptr(
        &mut self,
        op: Op,
        ins: &[Value],
        out: Value,
        d: usize,
    ) -> Result<(), MlirError> {
        let base = self.val(op, ins[0])?;
        let (names, tys) = self.names_and_types(op, &ins[1..])?;
        let mut parts = vec![base.name.clone()];
        for (v, t) in names.iter().zip(&tys) {
            parts.push(self.index_cast(d, v, t));
        }
        let t = block_ptr_type(ins.len() / 3);
        let r = self.define(out, base.array);
        self.line(
            d,
            &format!("{r} = tensor.from_elements {} : {t}", parts.join(", ")),
        );
        Ok(())
    }

    /// `tt.advance`: the block pointer with its deltas added to its
    /// offsets.
    fn advance(&mut self, op: Op, ins: &[Value], out: Value, d: usize) -> Result<(), MlirError> {
        let p = self.val(op, ins[0])?;
        let rank = ins.len() - 1;
        let mut parts = self.block_ptr_parts(d, &p.name, rank);
        let (names, tys) = self.names_and_types(op, &ins[1..])?;
        for (k, (v, t)) in names.iter().zip(&tys).enumerate() {
            let delta = self.index_cast(d, v, t);
            let moved = self.tmp();
            let o = &parts[1 + 2 * rank + k];
            self.line(d, &format!("{moved} = arith.addi {o}, {delta} : index"));
            parts[1 + 2 * rank + k] = moved;
        }
        let r = self.define(out, p.array);
        self.line(
            d,
            &format!(
                "{r} = tensor.from_elements {} : {}",
                parts.join(", "),
                block_ptr_type(rank)
            ),
        );
        Ok(())
    }

    /// The elements of block pointer `p` of rank `rank`, read at depth `d`.
    fn block_ptr_parts(&mut self, d: usize, p: &str, rank: usize) -> Vec<String> {
        let t = block_ptr_type(rank);
        (0..1 + 3 * rank)
            .map(|k| {
                let (c, e) = (self.tmp(), self.tmp());
                self.line(d, &format!("{c} = arith.constant {k} : index"));
                self.line(d, &format!("{e} = tensor.extract {p}[{c}] : {t}"));
                e
            })
            .collect()
    }

    /// `tt.load` (with `out`) or `tt.store` through a block pointer: the
    /// block at its offsets, padded or skipped where a `boundaryCheck`
    /// dimension falls outside the shape.
    fn block_ptr_access(
        &mut self,
        op: Op,
        ins: &[Value],
        out: Option<Value>,
        d: usize,
    ) -> Result<(), MlirError> {
        let ctx = self.ctx;
        let p = self.val(op, ins[0])?;
        let block_t = match out {
            Some(o) => ctx.value_type(o),
            None => ctx.value_type(ins[1]),
        };
        let rank = self.shape(block_t).len();
        let mut checked = vec![false; rank];
        for k in dense_ints(ctx, op, "boundaryCheck").unwrap_or_default() {
            match usize::try_from(k).ok().and_then(|k| checked.get_mut(k)) {
                Some(c) => *c = true,
                None => {
                    return Err(self.unsupported(
                        op,
                        &format!("checks dimension {k} of a block of rank {rank}"),
                    ))
                }
            }
        }
        let parts = self.block_ptr_parts(d, &p.name, rank);
        let view = StridedBlock {
            base: Val {
                name: parts[0].clone(),
                array: p.array,
            },
            shape: parts[1..1 + rank].to_vec(),
            strides: parts[1 + rank..1 + 2 * rank].to_vec(),
            at: parts[1 + 2 * rank..].to_vec(),
            checked,
            // PaddingOption: 1 zero, 2 NaN.
            nan: int_attr(ctx, op, "padding") == Some(2),
        };
        let src = if out.is_none() { Some(ins[1]) } else { None };
        self.strided_access(op, &view, block_t, out, src, d)
    }

    fn scf_for(
        &mut self,
        op: Op,
        ins: &[Value],
        outs: &[Value],
        d: usize,
    ) -> Result<(), MlirError> {
        let ctx = self.ctx;
        let (lb, ub, st) = (
            self.name(op, ins[0])?,
            self.name(op, ins[1])?,
            self.name(op, ins[2])?,
        );
        let ivt = self.ty(ctx.value_type(ins[0]));
        let Some(&region) = ctx.op(op).regions.first() else {
            return Err(self.unsupported(op, "has no body"));
        };
        let body = ctx.region(region).blocks[0];
        let bargs = ctx.block(body).args.clone();
        let inits: Vec<Val> = ins[3..]
            .iter()
            .map(|&v| self.val(op, v))
            .collect::<Result<_, _>>()?;
        let iv = self.define(bargs[0], None);
        let mut iters = Vec::new();
        let mut tys = Vec::new();
        for (j, init) in inits.iter().enumerate() {
            let a = self.define(bargs[j + 1], init.array);
            let t = self.ty(ctx.value_type(bargs[j + 1]));
            iters.push(format!("{a} = {}", init.name));
            tys.push(t);
        }
        let res = self.tmp();
        for (j, &o) in outs.iter().enumerate() {
            let name = format!("{res}#{j}");
            self.vals.insert(
                o,
                Val {
                    name,
                    array: inits[j].array,
                },
            );
        }
        let head = if outs.is_empty() {
            format!("scf.for {iv} = {lb} to {ub} step {st} : {ivt} {{")
        } else {
            format!(
                "{res}:{} = scf.for {iv} = {lb} to {ub} step {st} iter_args({}) -> ({}) : {ivt} {{",
                outs.len(),
                iters.join(", "),
                tys.join(", ")
            )
        };
        self.line(d, &head);
        self.block(body, d + 1)?;
        self.line(d, "}");
        Ok(())
    }

    fn scf_if(&mut self, op: Op, ins: &[Value], outs: &[Value], d: usize) -> Result<(), MlirError> {
        let ctx = self.ctx;
        let c = self.name(op, ins[0])?;
        let res = self.tmp();
        let tys: Vec<String> = outs.iter().map(|&v| self.ty(ctx.value_type(v))).collect();
        let regions = ctx.op(op).regions.to_vec();
        // Named now; which array a pointer result points into is known
        // once the branches are written (below).
        for (j, &o) in outs.iter().enumerate() {
            self.vals.insert(
                o,
                Val {
                    name: format!("{res}#{j}"),
                    array: None,
                },
            );
        }
        let head = if outs.is_empty() {
            format!("scf.if {c} {{")
        } else {
            format!(
                "{res}:{} = scf.if {c} -> ({}) {{",
                outs.len(),
                tys.join(", ")
            )
        };
        self.line(d, &head);
        if let Some(b) = regions
            .first()
            .and_then(|&r| ctx.region(r).blocks.first().copied())
        {
            self.block(b, d + 1)?;
        }
        if let Some(b) = regions
            .get(1)
            .and_then(|&r| ctx.region(r).blocks.first().copied())
        {
            self.line(d, "} else {");
            self.block(b, d + 1)?;
        }
        self.line(d, "}");
        // A pointer result points into the array its branches' pointers
        // do (a block pointer too); branches that disagree are an error.
        let yielded = |w: &Self, k: usize| -> Vec<Option<usize>> {
            regions
                .get(k)
                .and_then(|&r| ctx.region(r).blocks.first().copied())
                .and_then(|b| ctx.terminator(b))
                .map(|t| {
                    ctx.op(t)
                        .operands()
                        .map(|v| w.vals.get(&v).and_then(|x| x.array))
                        .collect()
                })
                .unwrap_or_default()
        };
        let (then, other) = (yielded(self, 0), yielded(self, 1));
        for (j, &o) in outs.iter().enumerate() {
            let (a, b) = (
                then.get(j).copied().flatten(),
                other.get(j).copied().flatten(),
            );
            if a.is_some() && b.is_some() && a != b {
                return Err(self.unsupported(op, "yields pointers into different arrays"));
            }
            if let Some(v) = self.vals.get_mut(&o) {
                v.array = a.or(b);
            }
        }
        Ok(())
    }

    /// `tt.clampf`: the max with the lower bound, then the min with the
    /// upper (a NaN gives the lower bound, as the interpreter and the LLVM
    /// bridge), unless NaNs propagate: then a NaN stays.
    fn clampf(&mut self, op: Op, ins: &[Value], out: Value, d: usize) -> Result<(), MlirError> {
        let ctx = self.ctx;
        let (x, lo, hi) = (
            self.name(op, ins[0])?,
            self.name(op, ins[1])?,
            self.name(op, ins[2])?,
        );
        let t = self.ty(ctx.value_type(out));
        let (up, clamped) = (self.tmp(), self.tmp());
        self.line(d, &format!("{up} = arith.maxnumf {x}, {lo} : {t}"));
        self.line(d, &format!("{clamped} = arith.minnumf {up}, {hi} : {t}"));
        let propagate = int_attr(ctx, op, "propagateNan").unwrap_or(0) != 0;
        let name = if propagate {
            let (nan, r) = (self.tmp(), self.tmp());
            let bools = match self.shape(ctx.value_type(out)).as_slice() {
                [] => "i1".to_string(),
                shape => format!("tensor<{}xi1>", dims(shape)),
            };
            self.line(d, &format!("{nan} = arith.cmpf uno, {x}, {x} : {t}"));
            self.line(
                d,
                &format!(
                    "{r} = \"arith.select\"({nan}, {x}, {clamped}) : ({bools}, {t}, {t}) -> {t}"
                ),
            );
            r
        } else {
            clamped
        };
        self.vals.insert(out, Val { name, array: None });
        Ok(())
    }

    /// `tt.mulhiui`: the high half of the unsigned product, computed at
    /// twice the width.
    fn mulhiui(&mut self, op: Op, ins: &[Value], out: Value, d: usize) -> Result<(), MlirError> {
        let ctx = self.ctx;
        let rt = ctx.value_type(out);
        let (t, elem, shape) = (self.ty(rt), self.elem(rt), self.shape(rt));
        let Some(w) = elem.strip_prefix('i').and_then(|w| w.parse::<u32>().ok()) else {
            return Err(self.unsupported(op, "multiplies values that are not integers"));
        };
        let wide_elem = format!("i{}", 2 * w);
        let wide = if shape.is_empty() {
            wide_elem.clone()
        } else {
            format!("tensor<{}x{wide_elem}>", dims(&shape))
        };
        let (a, b) = (self.name(op, ins[0])?, self.name(op, ins[1])?);
        let (xa, xb, p, k, hi) = (self.tmp(), self.tmp(), self.tmp(), self.tmp(), self.tmp());
        self.line(d, &format!("{xa} = arith.extui {a} : {t} to {wide}"));
        self.line(d, &format!("{xb} = arith.extui {b} : {t} to {wide}"));
        self.line(d, &format!("{p} = arith.muli {xa}, {xb} : {wide}"));
        if shape.is_empty() {
            self.line(d, &format!("{k} = arith.constant {w} : {wide}"));
        } else {
            self.line(d, &format!("{k} = arith.constant dense<{w}> : {wide}"));
        }
        self.line(d, &format!("{hi} = arith.shrui {p}, {k} : {wide}"));
        let r = self.define(out, None);
        self.line(d, &format!("{r} = arith.trunci {hi} : {wide} to {t}"));
        Ok(())
    }

    /// `scf.while`: the before region computes the condition and the
    /// values it forwards (`scf.condition`); while it holds, the after
    /// region runs on them and yields the next values of the before
    /// region's arguments. Pointers keep the array they point into: the
    /// before region's arguments that of their initial value, the after
    /// region's arguments and the results that of what the condition
    /// forwards.
    fn scf_while(
        &mut self,
        op: Op,
        ins: &[Value],
        outs: &[Value],
        d: usize,
    ) -> Result<(), MlirError> {
        let ctx = self.ctx;
        let regions = ctx.op(op).regions.to_vec();
        let block = |k: usize| {
            regions
                .get(k)
                .and_then(|&r| ctx.region(r).blocks.first().copied())
        };
        let (Some(before), Some(after)) = (block(0), block(1)) else {
            return Err(self.unsupported(op, "lacks a before or an after region"));
        };
        let Some(cond) = ctx.block_ops(before).last() else {
            return Err(self.unsupported(op, "has a before region without a terminator"));
        };
        if ctx.op_name(cond) != scf::ConditionOp::NAME {
            return Err(
                self.unsupported(op, "has a before region that does not end in scf.condition")
            );
        }
        let bargs = ctx.block(before).args.clone();
        if bargs.len() != ins.len() {
            return Err(self.unsupported(
                op,
                "has a before region whose arguments are not its operands",
            ));
        }
        let mut iters = Vec::new();
        let mut in_tys = Vec::new();
        for (&a, &init) in bargs.iter().zip(ins) {
            let init = self.val(op, init)?;
            let name = self.define(a, init.array);
            iters.push(format!("{name} = {}", init.name));
            in_tys.push(self.ty(ctx.value_type(a)));
        }
        let out_tys: Vec<String> = outs.iter().map(|&v| self.ty(ctx.value_type(v))).collect();
        let res = self.tmp();
        let lhs = if outs.is_empty() {
            String::new()
        } else {
            format!("{res}:{} = ", outs.len())
        };
        let args = if iters.is_empty() {
            String::new()
        } else {
            format!(" ({})", iters.join(", "))
        };
        self.line(
            d,
            &format!(
                "{lhs}scf.while{args} : ({}) -> ({}) {{",
                in_tys.join(", "),
                out_tys.join(", ")
            ),
        );
        self.block(before, d + 1)?;
        self.line(d, "} do {");
        // What the condition forwards: the after region's arguments and
        // the results, with their arrays.
        let forwarded: Vec<Option<usize>> = ctx
            .op(cond)
            .operands()
            .skip(1)
            .map(|v| self.vals.get(&v).and_then(|x| x.array))
            .collect();
        let aargs = ctx.block(after).args.clone();
        if aargs.len() != forwarded.len() || outs.len() != forwarded.len() {
            return Err(self.unsupported(
                op,
                "forwards values that do not match its after region's arguments or its results",
            ));
        }
        let mut decls = Vec::new();
        for (&a, &array) in aargs.iter().zip(&forwarded) {
            let name = self.define(a, array);
            decls.push(format!("{name}: {}", self.ty(ctx.value_type(a))));
        }
        if !decls.is_empty() {
            self.line(d, &format!("^bb0({}):", decls.join(", ")));
        }
        self.block(after, d + 1)?;
        self.line(d, "}");
        for (j, (&o, &array)) in outs.iter().zip(&forwarded).enumerate() {
            self.vals.insert(
                o,
                Val {
                    name: format!("{res}#{j}"),
                    array,
                },
            );
        }
        Ok(())
    }

    /// `tt.call`: the callee's body written in place, its arguments bound
    /// to the call's operands and its `tt.return`'s operands the results
    /// (a device function is inlined, as Triton's compiler and the LLVM
    /// bridge do). Each inlined body's values get a suffix of their own; a
    /// recursive call is an error.
    fn call(&mut self, op: Op, ins: &[Value], outs: &[Value], d: usize) -> Result<(), MlirError> {
        let ctx = self.ctx;
        let name = match ctx.inherent_attr(op, "callee").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::SymbolRef { root, .. }) => ctx.str(*root).to_string(),
            _ => return Err(self.unsupported(op, "names no callee")),
        };
        let mut top = op;
        while let Some(p) = ctx.op(top).parent.and_then(|b| ctx.block_parent_op(b)) {
            top = p;
        }
        let Ok(f) = find_kernel(ctx, top, &name) else {
            return Err(
                self.unsupported(op, &format!("calls @{name}, which is not a tt.func here"))
            );
        };
        let body = ctx
            .op(f)
            .regions
            .first()
            .filter(|&&r| ctx.region(r).blocks.len() == 1)
            .and_then(|&r| ctx.region(r).blocks.first().copied());
        let Some(body) = body else {
            return Err(self.unsupported(
                op,
                &format!("calls @{name}, which is a declaration or has several blocks"),
            ));
        };
        if self.calls.contains(&f) {
            return Err(self.unsupported(op, &format!("calls @{name} recursively")));
        }
        let params = ctx.block(body).args.clone();
        if params.len() != ins.len() {
            return Err(self.unsupported(
                op,
                &format!(
                    "passes {} arguments to @{name}, which takes {}",
                    ins.len(),
                    params.len()
                ),
            ));
        }
        for (&a, &v) in params.iter().zip(ins) {
            let x = self.val(op, v)?;
            self.vals.insert(a, x);
        }
        self.inlined += 1;
        let outer = std::mem::take(&mut self.suffix);
        self.suffix = format!("{outer}_i{}", self.inlined);
        self.calls.push(f);
        let rets = self.inline_body(body, d);
        self.calls.pop();
        self.suffix = outer;
        let rets = rets?;
        if rets.len() != outs.len() {
            return Err(self.unsupported(
                op,
                &format!(
                    "expects {} results from @{name}, which returns {}",
                    outs.len(),
                    rets.len()
                ),
            ));
        }
        for (&o, v) in outs.iter().zip(rets) {
            self.vals.insert(o, v);
        }
        Ok(())
    }

    /// Writes a callee's body up to its `tt.return` and returns what that
    /// returns.
    fn inline_body(&mut self, body: ir::Block, d: usize) -> Result<Vec<Val>, MlirError> {
        let ctx = self.ctx;
        for op in ctx.block_ops(body) {
            if ctx.op_name(op) == tt::ReturnOp::NAME {
                return ctx.op(op).operands().map(|v| self.val(op, v)).collect();
            }
            self.op(op, d)?;
        }
        Ok(Vec::new())
    }
}

/// The op's source location as an MLIR location (`loc("f.mlir":3:5)`),
/// or nothing when it has none.
fn mlir_loc(ctx: &Context, op: Op) -> String {
    let s = interp::loc_string(ctx, ctx.op(op).loc);
    let mut parts = s.rsplitn(3, ':');
    match (parts.next(), parts.next(), parts.next()) {
        (Some(c), Some(l), Some(f)) if c.parse::<u32>().is_ok() && l.parse::<u32>().is_ok() => {
            format!("loc({f:?}:{l}:{c})")
        }
        _ => String::new(),
    }
}

/// `2x3` of a static shape.
fn dims(shape: &[i64]) -> String {
    shape
        .iter()
        .map(|n| n.to_string())
        .collect::<Vec<_>>()
        .join("x")
}

fn float_width(t: &str) -> u32 {
    match t {
        "f16" | "bf16" => 16,
        "f32" => 32,
        "f64" => 64,
        _ => 8,
    }
}

/// An integer property or attribute.
fn int_attr(ctx: &Context, op: Op, name: &str) -> Option<i64> {
    match ctx.attr_kind(ctx.inherent_attr(op, name)?) {
        AttrKind::Integer { value, .. } => value.as_i64(),
        _ => None,
    }
}

/// A dense i32 array property (`order = array<i32: 1, 0>`).
fn dense_ints(ctx: &Context, op: Op, name: &str) -> Option<Vec<i64>> {
    let a = ctx.inherent_attr(op, name)?;
    ir::dense_array::to_i64s(ctx, a)
}

/// The math op computing a libdevice function.
fn libm_op(base: &str) -> Option<&'static str> {
    Some(match base {
        "exp" => "math.exp",
        "exp2" => "math.exp2",
        "expm1" => "math.expm1",
        "log" => "math.log",
        "log2" => "math.log2",
        "log10" => "math.log10",
        "log1p" => "math.log1p",
        "sqrt" => "math.sqrt",
        "rsqrt" => "math.rsqrt",
        "cbrt" => "math.cbrt",
        "erf" => "math.erf",
        "erfc" => "math.erfc",
        "tanh" => "math.tanh",
        "sin" => "math.sin",
        "cos" => "math.cos",
        "tan" => "math.tan",
        "asin" => "math.asin",
        "acos" => "math.acos",
        "atan" => "math.atan",
        "atan2" => "math.atan2",
        "sinh" => "math.sinh",
        "cosh" => "math.cosh",
        "asinh" => "math.asinh",
        "acosh" => "math.acosh",
        "atanh" => "math.atanh",
        "floor" => "math.floor",
        "ceil" => "math.ceil",
        "trunc" => "math.trunc",
        "round" => "math.round",
        "fabs" | "abs" => "math.absf",
        "pow" => "math.powf",
        "fmax" => "arith.maxnumf",
        "fmin" => "arith.minnumf",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Oracle, OracleOptions};
    use ir::diag::{SourceBuffer, SourceMgr};
    use ir::text::{parse_source, ParseOptions};

    /// `kernel`'s MLIR module for one launch of `text`, whose pointer
    /// arguments get arrays of 64 elements.
    fn lower(text: &str, kernel: &str, arrays: usize) -> Result<String, MlirError> {
        let mut ctx = Context::new();
        dialects::register_all(&mut ctx).expect("dialects register");
        let mut sm = SourceMgr::default();
        sm.add(SourceBuffer::new("t.mlir", text.as_bytes().to_vec()));
        let top = parse_source(&mut ctx, &sm, 0, ParseOptions::default()).expect("parses");
        kernel_module(&ctx, top, kernel, &vec![64; arrays], [1, 1, 1]).map(|l| l.text)
    }

    /// MLIR's verdict on `text`: parsed and verified, or its diagnostics.
    fn verify(text: &str) -> Result<String, String> {
        Oracle::new().run(text, &OracleOptions::default())
    }

    #[test]
    fn a_function_called_twice_is_inlined_twice_under_distinct_names() {
        let text = "tt.func @twice(%a: i32) -> i32 {
  %b = arith.addi %a, %a : i32
  tt.return %b : i32
}
tt.func @k(%q: !tt.ptr<i32>) {
  %c = arith.constant 3 : i32
  %x = tt.call @twice(%c) : (i32) -> i32
  %y = tt.call @twice(%x) : (i32) -> i32
  tt.store %q, %y : !tt.ptr<i32>
  tt.return
}";
        let m = lower(text, "k", 1).expect("lowers");
        assert_eq!(m.matches("arith.addi").count(), 2, "{m}");
        assert!(!m.contains("call @twice"), "{m}");
        verify(&m).expect("MLIR reads and verifies it");
    }

    #[test]
    fn scf_while_is_mlirs_scf_while() {
        let text = "tt.func @k(%q: !tt.ptr<i32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %go = arith.cmpi slt, %i, %n : i32
    scf.condition(%go) %i : i32
  } do {
  ^bb0(%j: i32):
    %k = arith.addi %j, %c1 : i32
    scf.yield %k : i32
  }
  tt.store %q, %r : !tt.ptr<i32>
  tt.return
}";
        let m = lower(text, "k", 1).expect("lowers");
        for want in ["scf.while (", "scf.condition(", "} do {", "^bb0("] {
            assert!(m.contains(want), "{want} in {m}");
        }
        verify(&m).expect("MLIR reads and verifies it");
    }

    #[test]
    fn a_recursive_call_is_an_error_at_the_call() {
        let text = "tt.func @f(%a: i32) -> i32 {
  %b = tt.call @f(%a) : (i32) -> i32
  tt.return %b : i32
}
tt.func @k(%q: !tt.ptr<i32>) {
  %c = arith.constant 3 : i32
  %x = tt.call @f(%c) : (i32) -> i32
  tt.store %q, %x : !tt.ptr<i32>
  tt.return
}";
        let e = lower(text, "k", 1).expect_err("recursion is refused");
        assert_eq!(
            e.to_string(),
            "t.mlir:2:8: error: 'tt.call' calls @f recursively"
        );
    }

    #[test]
    fn a_block_pointer_is_a_tensor_of_indices_carried_by_scf() {
        // Through scf.for and out of scf.if: still a pointer into the
        // array it was made from (x: %arr0), loaded with its rows checked.
        let text = "tt.func @k(%x: !tt.ptr<f32>, %y: !tt.ptr<f32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c1_i64 = arith.constant 1 : i64
  %c8_i64 = arith.constant 8 : i64
  %p = tt.make_tensor_ptr %x, [%c8_i64, %c8_i64], [%c8_i64, %c1_i64], [%c0, %c0] {order = array<i32: 1, 0>} : <tensor<2x8xf32>>
  %q = scf.for %i = %c0 to %n step %c1 iter_args(%a = %p) -> (!tt.ptr<tensor<2x8xf32>>) : i32 {
    %b = tt.advance %a, [%c2, %c0] : <tensor<2x8xf32>>
    scf.yield %b : !tt.ptr<tensor<2x8xf32>>
  }
  %big = arith.cmpi sgt, %n, %c1 : i32
  %r = scf.if %big -> (!tt.ptr<tensor<2x8xf32>>) {
    scf.yield %q : !tt.ptr<tensor<2x8xf32>>
  } else {
    scf.yield %p : !tt.ptr<tensor<2x8xf32>>
  }
  %v = tt.load %r {boundaryCheck = array<i32: 0>, padding = 2 : i32} : !tt.ptr<tensor<2x8xf32>>
  %o = tt.make_tensor_ptr %y, [%c8_i64, %c8_i64], [%c8_i64, %c1_i64], [%c0, %c0] {order = array<i32: 1, 0>} : <tensor<2x8xf32>>
  tt.store %o, %v : !tt.ptr<tensor<2x8xf32>>
  tt.return
}";
        let m = lower(text, "k", 2).expect("lowers");
        for want in [
            "tensor.from_elements",
            "-> (tensor<7xindex>) : i32",
            "scf.if",
            "arith.constant 0x7FC00000 : f32",
            "memref.load %arr0[",
            "memref.store",
        ] {
            assert!(m.contains(want), "{want} in {m}");
        }
        verify(&m).expect("MLIR reads and verifies it");
    }

    #[test]
    fn branches_yielding_pointers_into_different_arrays_are_an_error() {
        let text = "tt.func @k(%x: !tt.ptr<f32>, %y: !tt.ptr<f32>, %c: i1) {
  %p = scf.if %c -> (!tt.ptr<f32>) {
    scf.yield %x : !tt.ptr<f32>
  } else {
    scf.yield %y : !tt.ptr<f32>
  }
  %v = tt.load %p : !tt.ptr<f32>
  tt.store %x, %v : !tt.ptr<f32>
  tt.return
}";
        let e = lower(text, "k", 2).expect_err("two arrays are refused");
        assert_eq!(
            e.to_string(),
            "t.mlir:2:8: error: 'scf.if' yields pointers into different arrays"
        );
    }
}
