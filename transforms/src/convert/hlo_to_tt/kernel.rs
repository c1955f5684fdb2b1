//! One kernel as a `tt.func`: the signature (a pointer a kernel operand,
//! then a result), the program id, the ranges the kernel shares, and the
//! walk that hands each op of the kernel to its family.
//!
//! Locations: the function, its arguments and its scaffolding (program
//! id, ranges, each program's offset into its arrays) take the kernel op's
//! (a fusion's is the fused location of its ops); what is built for an op
//! takes that op's (the kernel's when the op has none); an operand's load
//! takes the location of the op that first reads it, a result's store
//! that of the op that makes it.

use super::programs::{self, Programs};
use super::{constants, convolution, dot, elementwise, memory, movement, pieces, reduce, window};
use crate::convert::build::{int_attr, str_attr, Builder};
use crate::dataflow::dims::Body;
use dialects::hlo::plan::Plan;
use dialects::stablehlo::ops as hlo;
use dialects::tt::ops as tt;
use ir::{AttrKind, Attribute, Block, Context, Op, OpClass, Type, TypeKind, TypedOp, Value};
use std::collections::{HashMap, HashSet};

/// Why a kernel has no tile form: the op, and the reason.
pub(super) type Missed = (Op, String);

/// A [`Missed`] at `op`.
pub(super) fn missed(op: Op, why: impl Into<String>) -> Missed {
    (op, why.into())
}

/// A tile kernel being built: where ops go, and what each value of the
/// StableHLO kernel is in it.
pub(super) struct Kernel<'c> {
    pub b: Builder<'c>,
    /// The kernel op's location: the function's and its scaffolding's.
    pub loc: Attribute,
    /// Each value of the kernel as this program holds it.
    pub names: HashMap<Value, Value>,
    /// The kernel's operands (as its body sees them): their pointer
    /// argument's index.
    pub params: HashMap<Value, usize>,
    /// The function's pointer arguments: the operands', then the results'.
    pub ptrs: Vec<Value>,
    /// The programs that split the kernel's rows (1: one computes it
    /// whole).
    pub programs: i64,
    /// The values a program holds only its share of the rows of.
    pub split: HashSet<Value>,
    /// The views of kernel operands the convolutions read
    /// ([`super::views`]), and their ops, which are not built.
    pub views: HashMap<Value, super::views::View>,
    skip: HashSet<Op>,
    /// A `tt.make_range` of `n` elements, by `n`.
    ranges: HashMap<i64, Value>,
    /// `tt.get_program_id x`, when the programs split the rows.
    pid: Option<Value>,
}

impl Kernel<'_> {
    /// The context, to read the StableHLO kernel.
    pub fn ctx(&self) -> &Context {
        self.b.ctx
    }

    /// The element type of `v`, if a tile kernel can hold it.
    pub fn elem(&self, at: Op, v: Value) -> Result<Type, Missed> {
        let ctx = self.ctx();
        let t = ctx.value_type(v);
        let e = ctx.type_kind(t).element_type().unwrap_or(t);
        match ctx.type_kind(e) {
            TypeKind::Float(_)
            | TypeKind::Integer {
                signedness: ir::types::Signedness::Signless,
                ..
            } => Ok(e),
            _ => Err(missed(
                at,
                format!(
                    "element type {} has no tile form here",
                    ir::text::type_to_string(ctx, e)
                ),
            )),
        }
    }

    /// `v`'s shape as one program holds it: its own, with the dimension
    /// its rows run along (the first that is not 1) a block when the
    /// programs split it.
    pub fn shape(&self, v: Value) -> Vec<i64> {
        let mut s = crate::dataflow::dims::shape(self.ctx(), v);
        if self.split.contains(&v) {
            if let Some(d) = programs::rows_dim(&s) {
                s[d] /= self.programs;
            }
        }
        s
    }

    /// A value of `shape` and element `elem`: a scalar for rank 0, else a
    /// tensor.
    pub fn ty(&mut self, shape: &[i64], elem: Type) -> Type {
        if shape.is_empty() {
            elem
        } else {
            crate::convert::build::tensor_ty(self.b.ctx, shape, elem)
        }
    }

    /// The type of `v` as one program holds it.
    pub fn vty(&mut self, at: Op, v: Value) -> Result<Type, Missed> {
        let (s, e) = (self.shape(v), self.elem(at, v)?);
        Ok(self.ty(&s, e))
    }

    /// `!tt.ptr<elem>` (global memory).
    pub fn ptr_ty(&mut self, elem: Type) -> Type {
        ptr_type(self.b.ctx, elem)
    }

    /// `tt.make_range` over `0..n` (i32), made once in the kernel.
    pub fn range(&mut self, n: i64) -> Value {
        if let Some(&r) = self.ranges.get(&n) {
            return r;
        }
        let loc = self.loc;
        let ctx = &mut *self.b.ctx;
        let i32t = ctx.int(32);
        let ty = crate::convert::build::tensor_ty(ctx, &[n], i32t);
        let (start, end) = (int_attr(ctx, i32t, 0), int_attr(ctx, i32t, n));
        let r = self.b.at(loc, |b| {
            b.value(|ctx, loc| tt::MakeRangeOp::build(ctx, ty, start, end, loc))
        });
        self.ranges.insert(n, r);
        r
    }

    /// `tt.get_program_id x`, when the programs split the rows.
    pub fn pid(&self) -> Option<Value> {
        self.pid
    }

    /// Runs `f` with ops going to `block`, then returns to where they went
    /// (the builder's `within`, for what needs the whole kernel).
    pub fn inside<R>(&mut self, block: Block, f: impl FnOnce(&mut Self) -> R) -> R {
        let outer = std::mem::replace(&mut self.b.block, block);
        let r = f(self);
        self.b.block = outer;
        r
    }

    /// Runs `f` with ops at `loc`, then returns to the location before.
    pub fn at<R>(&mut self, loc: Attribute, f: impl FnOnce(&mut Self) -> R) -> R {
        let outer = std::mem::replace(&mut self.b.loc, loc);
        let r = f(self);
        self.b.loc = outer;
        r
    }
}

/// `!tt.ptr<elem>`: the dialect keeps the pointee as its spelling.
pub(super) fn ptr_type(ctx: &mut Context, elem: Type) -> Type {
    let dialect = ctx.ident("tt");
    let data = format!("ptr<{}>", ir::text::type_to_string(ctx, elem)).into();
    ctx.ty(TypeKind::Opaque { dialect, data })
}

/// The tile kernel `name` of kernel op `k` (detached, for the caller to
/// place) and its grid, its programs splitting what `plan` divides.
pub(super) fn build(
    ctx: &mut Context,
    k: Op,
    name: &str,
    plan: Option<&Plan>,
) -> Result<(Op, i64), Missed> {
    let body = Body::of(ctx, k);
    let results: Vec<Value> = ctx.op(k).results().iter().collect();
    if results.is_empty() {
        return Err(missed(k, "a kernel without results"));
    }
    for &v in body.params.iter().chain(&results) {
        match ctx.type_kind(ctx.value_type(v)) {
            TypeKind::RankedTensor { shape, .. } if shape.iter().all(|&x| x >= 0) => {}
            _ => {
                return Err(missed(
                    k,
                    "an operand or result that is not a static tensor",
                ))
            }
        }
    }
    // A convolution's windows read across the rows a program would hold:
    // its kernel runs as one program.
    let convolves = body
        .ops
        .iter()
        .any(|&o| hlo::ConvolutionOp::cast(ctx, o).is_some());
    let Programs { count, split } = if convolves {
        Programs::one()
    } else {
        programs::divide(ctx, k, &body, plan).unwrap_or_else(Programs::one)
    };
    if let Some(p) = plan.filter(|p| p.cores > 1 && count == 1) {
        // Not silent: the plan asked for more.
        let r = ir::pass::remark::Remark::new(
            ctx,
            "convert-to-tt",
            ir::pass::remark::RemarkKind::Missed,
            k,
            format!(
                "runs as one program: the plan divides it across {} cores, a share its tile form cannot hold as a run of rows of each value",
                p.cores
            ),
        );
        ctx.remarks.record(r);
    }
    let loc = ctx.op(k).loc;
    // One pointer a tensor, of its element type; one the kernel cannot
    // hold is refused where it is first read or written (the function is
    // then dropped).
    let ptrs: Vec<Type> = body
        .params
        .iter()
        .chain(&body.yielded)
        .map(|&v| {
            let t = ctx.value_type(v);
            let e = ctx.type_kind(t).element_type().unwrap_or(t);
            ptr_type(ctx, e)
        })
        .collect();
    let func = function(ctx, name, &ptrs, loc);
    let block = ctx.op(func).regions[0];
    let block = ctx.region(block).blocks[0];
    let args = ctx.block(block).args.clone();
    let (views, skip) = super::views::of_convolutions(ctx, &body);
    let mut kernel = Kernel {
        b: Builder::new(ctx, block, loc),
        loc,
        names: HashMap::new(),
        params: body
            .params
            .iter()
            .enumerate()
            .map(|(i, &a)| (a, i))
            .collect(),
        ptrs: args,
        programs: count,
        split,
        views,
        skip,
        ranges: HashMap::new(),
        pid: None,
    };
    match kernel.body(k, &body) {
        Ok(()) => Ok((func, count)),
        Err(m) => {
            ctx.erase_op(func);
            Err(m)
        }
    }
}

/// `tt.func public @name(ptrs...) attributes {noinline = false}` with its
/// entry block, as the function syntax's parser makes it.
fn function(ctx: &mut Context, name: &str, ptrs: &[Type], loc: Attribute) -> Op {
    let fty = ctx.function_type(ptrs, &[]);
    let (sym, fty, public) = (
        str_attr(ctx, name),
        ctx.attr(AttrKind::Type(fty)),
        str_attr(ctx, "public"),
    );
    let f = tt::FuncOp::build(ctx, sym, fty, Some(public), None, None, loc).0;
    let block = ctx.create_block();
    for &t in ptrs {
        ctx.add_block_arg(block, t, Some(loc));
    }
    let region = ctx.op(f).regions[0];
    ctx.append_block(region, block);
    let (key, no) = (ctx.ident("noinline"), ctx.attr(AttrKind::Bool(false)));
    if let Ok(attrs) = ctx.dictionary(vec![(key, no)]) {
        ctx.op_mut(f).attrs = attrs;
    }
    f
}

impl Kernel<'_> {
    /// The kernel's body: the program id when the rows are split, each op
    /// of the kernel, a store of each result, `tt.return`.
    fn body(&mut self, k: Op, body: &Body) -> Result<(), Missed> {
        if self.programs > 1 {
            let loc = self.loc;
            let i32t = self.b.ctx.int(32);
            let x = int_attr(self.b.ctx, i32t, 0);
            self.pid = Some(self.b.at(loc, |b| {
                b.value(|ctx, loc| tt::GetProgramIdOp::build(ctx, i32t, x, loc))
            }));
        }
        for &op in &body.ops {
            if self.skip.contains(&op) {
                continue;
            }
            let loc = self.loc_of(op);
            self.at(loc, |kn| emit_op(kn, op))?;
        }
        let n = body.params.len();
        for (j, &y) in body.yielded.iter().enumerate() {
            let loc = match self.ctx().value(y).def {
                ir::value::ValueDef::Result(o, _) => self.loc_of(o),
                ir::value::ValueDef::Arg(..) => self.loc,
            };
            self.at(loc, |kn| {
                let x = kn.get(k, y)?;
                memory::store(kn, k, n + j, y, x)
            })?;
        }
        for &v in body.params.iter().chain(&body.yielded) {
            self.elem(k, v)?;
        }
        let loc = self.loc;
        self.b.at(loc, |b| {
            b.add(|ctx, loc| tt::ReturnOp::build(ctx, &[], loc))
        });
        Ok(())
    }

    /// Where what is built for kernel op `op` is: its own location, or,
    /// when it has none (`--inline` hoists constants to no location), the
    /// kernel's, of which it is a part.
    fn loc_of(&self, op: Op) -> Attribute {
        let loc = self.ctx().op(op).loc;
        if loc == self.ctx().unknown_loc() {
            self.loc
        } else {
            loc
        }
    }

    /// `v` as an operand of `at`: a kernel operand is loaded the first
    /// time it is read.
    pub fn get(&mut self, at: Op, v: Value) -> Result<Value, Missed> {
        if self.params.contains_key(&v) {
            return memory::load(self, at, v);
        }
        self.names
            .get(&v)
            .copied()
            .ok_or_else(|| missed(at, "an operand defined outside the kernel"))
    }
}

/// Builds op `op` of the kernel: its operands read (a scalar operand of an
/// elementwise op splat to the result's block), then its family's form.
fn emit_op(kn: &mut Kernel, op: Op) -> Result<(), Missed> {
    let ctx = kn.ctx();
    let d = ctx.op(op);
    let operands: Vec<Value> = d.operands().collect();
    let results: Vec<Value> = d.results().iter().collect();
    let Some(&res) = results.first() else {
        return Err(missed(op, format!("'{}' has no results", ctx.op_name(op))));
    };
    let elem = kn.elem(op, res)?;
    let rs = kn.shape(res);
    if hlo::ConstantOp::cast(kn.ctx(), op).is_some() {
        let r = constants::constant(kn, op, elem, &rs)?;
        kn.names.insert(res, r);
        return Ok(());
    }
    if hlo::ConvolutionOp::cast(kn.ctx(), op).is_some() {
        // Its operands are read through pointers, window by window.
        let r = convolution::convolution(kn, op, &operands, res)?;
        kn.names.insert(res, r);
        return Ok(());
    }
    let elementwise = kn.ctx().op_class(op) == OpClass::Elementwise;
    let mut args = Vec::new();
    for &v in &operands {
        let x = kn.get(op, v)?;
        if kn.shape(v).is_empty() && !rs.is_empty() && elementwise {
            args.push(movement::splat(kn, x, &rs));
        } else {
            args.push(x);
        }
    }
    if let Some(r) = elementwise::emit(kn, op, &args, &operands, res)? {
        kn.names.insert(res, r);
        return Ok(());
    }
    let ctx = kn.ctx();
    let out = if hlo::BroadcastInDimOp::cast(ctx, op).is_some() {
        movement::broadcast_in_dim(kn, op, args[0], operands[0], res)
    } else if hlo::ReshapeOp::cast(ctx, op).is_some() {
        let s = kn.shape(operands[0]);
        movement::reshape(kn, args[0], &s, &rs)
    } else if hlo::TransposeOp::cast(ctx, op).is_some() {
        movement::transpose_op(kn, op, args[0], operands[0])
    } else if hlo::IotaOp::cast(ctx, op).is_some() {
        constants::iota(kn, op, elem, &rs)?
    } else if hlo::DotGeneralOp::cast(ctx, op).is_some() {
        dot::dot_general(kn, op, &args, &operands, res)?
    } else if hlo::ReduceOp::cast(ctx, op).is_some() {
        return reduce::reduce(kn, op, &args, &operands, &results);
    } else if hlo::ReduceWindowOp::cast(ctx, op).is_some() {
        return window::reduce_window(kn, op, &args, &operands, &results);
    } else if hlo::GatherOp::cast(ctx, op).is_some() {
        memory::gather_rows(kn, op, args[1], &operands, res)?
    } else if hlo::SliceOp::cast(ctx, op).is_some() {
        if kn.params.contains_key(&operands[0]) {
            memory::slice(kn, op, operands[0], res)?
        } else {
            pieces::slice(kn, op, args[0], operands[0], res)?
        }
    } else if hlo::PadOp::cast(ctx, op).is_some() {
        pieces::pad(kn, op, args[0], args[1], operands[0], res)?
    } else if hlo::ConcatenateOp::cast(ctx, op).is_some() {
        pieces::concatenate(kn, op, &args, &operands, res)?
    } else {
        return Err(missed(
            op,
            format!("'{}' has no tile form here", ctx.op_name(op)),
        ));
    };
    kn.names.insert(res, out);
    Ok(())
}
