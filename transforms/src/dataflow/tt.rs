//! `convert-to-tt`: each kernel the dataflow passes decided becomes a tile
//! kernel in Triton's TTIR (the `tt` dialect), which the interpreter runs
//! and the LLVM bridge compiles for the host; the kernel op in the host
//! function becomes an `hlo.launch` of it.
//!
//! A kernel's arguments are pointers to its operands' arrays, then to its
//! results' (dense, row-major). Its programs split the output's outermost
//! dimension when every op of the kernel keeps that dimension apart (an
//! elementwise chain, a reduction or contraction over inner dimensions: a
//! row block per program, as `tile` for the CPU splits rows across
//! threads); otherwise one program computes it whole. Each program loads
//! its block of each operand as one tensor, computes with `arith`/`math`
//! on tensors and `tt` ops (`broadcast`, `reshape`, `trans`, `dot` with an
//! f32 accumulator, `reduce` with the StableHLO reduction's body as its
//! combiner), and stores its block of each result. A slice of an operand
//! is a strided load.
//!
//! A kernel with an op this pass has no tile form for (a gather, a sort, a
//! convolution, a slice of a computed value, ...) stays in the host
//! function as it was, and a remark says why: the program still runs, that
//! kernel interpreted. Shapes are the tensors' own: Triton would pad them
//! to powers of two and mask; tessera's `tt` accepts any static shape.

use super::emit_text::*;
use ir::pass::{Pass, PassInfo, PassOptions};
use ir::{AttrKind, Context, Diagnostic, Op, Type, TypeKind, Value};
use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;

/// The registry entry.
pub static INFO: PassInfo = PassInfo {
    argument: "convert-to-tt",
    name: "ConvertToTt",
    summary: "Emit each kernel as a tile kernel (Triton's TTIR) and launch it from the host function",
    doc: "After `fuse` (and `tile`), writes one `tt.func` a kernel, named after the function and the kernel: its \
arguments are pointers to the kernel's operands, then to its results (dense, row-major). When every op keeps the \
output's outermost dimension apart (elementwise ops, reductions and contractions over inner dimensions), the \
programs split it in row blocks (the grid is the number of blocks); otherwise one program computes the whole \
kernel. Each program loads its operands as tensors, computes with arith and math on tensors and `tt.broadcast`, \
`tt.reshape`, `tt.trans`, `tt.dot` (f32 accumulation) and `tt.reduce` (the reduction body as its combiner), and \
stores its results. The kernel op becomes `hlo.launch @kernel grid ...` on the same tensors. A kernel with an op \
that has no tile form here stays as it was (interpreted on the host), with a remark naming the op.",
    options: &[super::TARGET_OPTION],
    create: |o: &PassOptions| {
        Box::new(ToTt {
            target: o.str("target").to_string(),
        })
    },
};

struct ToTt {
    target: String,
}

/// The most elements a constant written into a kernel may have; a larger
/// one keeps its kernel on the host.
const MAX_INLINE_CONSTANT: i64 = 4096;

impl Pass for ToTt {
    fn run(&mut self, ctx: &mut Context, top: Op) -> Result<(), Diagnostic> {
        let target = super::prepare(ctx, top, &self.target, "convert-to-tt")?;
        // The programs of a kernel: the threads `tile` split its rows over.
        let plans = super::tile::read_all(ctx, top, &target, "convert-to-tt")?;
        let mut text = String::from("module {\n");
        // Kernel op -> (tile kernel name, grid).
        let mut launches: Vec<(Op, String, i64)> = Vec::new();
        for b in super::function_bodies(ctx, top) {
            let Some(f) = ctx.block(b).parent.and_then(|r| ctx.region(r).parent) else {
                continue;
            };
            let fname = string_attr(ctx, f, "sym_name").unwrap_or_else(|| "main".into());
            let kernels: Vec<Op> = ctx
                .block_ops(b)
                .filter(|&op| super::report::is_kernel(ctx, op))
                .collect();
            for (i, &k) in kernels.iter().enumerate() {
                let kname =
                    string_attr(ctx, k, "name").unwrap_or_else(|| ctx.op_name(k).replace('.', "_"));
                let name = format!("{fname}_k{i}_{}", sanitize(&kname));
                let programs = plans
                    .get(&k)
                    .map_or(1, |p| p.split.iter().product::<u64>().max(1) as i64);
                match emit_kernel(ctx, k, &name, programs) {
                    Ok((ktext, grid)) => {
                        text.push_str(&ktext);
                        launches.push((k, name, grid));
                    }
                    Err((at, why)) => {
                        let r = ir::pass::remark::Remark::new(
                            ctx,
                            "convert-to-tt",
                            ir::pass::remark::RemarkKind::Missed,
                            at,
                            format!("kernel {name} stays on the host: {why}"),
                        );
                        ctx.remarks.record(r);
                    }
                }
            }
        }
        text.push_str("}\n");
        adopt_functions(ctx, top, text, "convert-to-tt", "TTIR", "<tt>")?;
        for (k, name, grid) in launches {
            replace_with_launch(ctx, k, &name, grid);
        }
        Ok(())
    }
}

/// Puts `hlo.launch @name` of `grid` programs in kernel `k`'s place.
fn replace_with_launch(ctx: &mut Context, k: Op, name: &str, grid: i64) {
    let d = ctx.op(k);
    let inputs: Vec<Value> = d.operands().collect();
    let results: Vec<Value> = d.results().iter().collect();
    let types: Vec<Type> = results.iter().map(|&r| ctx.value_type(r)).collect();
    let loc = d.loc;
    let root = ctx.ident(name);
    let callee = ctx.attr(AttrKind::SymbolRef {
        root,
        nested: Box::new([]),
    });
    let g = ir::dense_array::from_i64s(ctx, 64, &[grid, 1, 1]);
    let (kk, gk) = (ctx.ident("kernel"), ctx.ident("grid"));
    let props = ctx.dictionary(vec![(kk, callee), (gk, g)]).ok();
    let op_name = ctx.ident("hlo.launch");
    let attrs = ctx.empty_dict();
    let l = ctx.create_op(op_name, &inputs, &types, attrs, props, &[], 0, loc);
    ctx.insert_op_before(k, l);
    let new: Vec<Value> = ctx.op(l).results().iter().collect();
    for (o, n) in results.into_iter().zip(new) {
        ctx.replace_all_uses(o, n);
    }
    ctx.erase_op(k);
}

/// Why a kernel has no tile form: the op, and the reason.
type Missed = (Op, String);

fn missed(op: Op, why: impl Into<String>) -> Missed {
    (op, why.into())
}

/// The writer of one tile kernel's body.
struct Emit<'c> {
    ctx: &'c Context,
    lines: Vec<String>,
    depth: usize,
    /// The name of each value as this kernel holds it.
    names: HashMap<Value, String>,
    /// The kernel's operands (body arguments): their pointer parameter.
    params: HashMap<Value, usize>,
    /// The programs that split the kernel's rows (1: one computes it
    /// whole).
    programs: i64,
    /// The values a program holds only its share of the rows of.
    split: HashSet<Value>,
    /// A `tt.make_range` of `n` elements, by `n`.
    ranges: HashMap<i64, String>,
    next: usize,
}

impl Emit<'_> {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    fn line(&mut self, l: String) {
        self.lines
            .push(format!("{}{l}", "  ".repeat(self.depth + 2)));
    }

    /// The element type of `v` as text, if a tile kernel can hold it.
    fn elem(&self, at: Op, v: Value) -> Result<String, Missed> {
        let t = self.ctx.value_type(v);
        let e = self.ctx.type_kind(t).element_type().unwrap_or(t);
        match self.ctx.type_kind(e) {
            TypeKind::Float(_) => Ok(ir::text::type_to_string(self.ctx, e)),
            TypeKind::Integer {
                signedness: ir::types::Signedness::Signless,
                ..
            } => Ok(ir::text::type_to_string(self.ctx, e)),
            _ => Err(missed(
                at,
                format!(
                    "element type {} has no tile form here",
                    ir::text::type_to_string(self.ctx, e)
                ),
            )),
        }
    }

    /// `v`'s shape as one program holds it: its own, with the outermost
    /// dimension a row block when the programs split it.
    fn shape(&self, v: Value) -> Vec<i64> {
        let mut s = shape(self.ctx, v);
        if self.split.contains(&v) {
            if let Some(d) = split_dim(&s) {
                s[d] /= self.programs;
            }
        }
        s
    }

    /// The type text of a value of `shape` and element `elem`: a scalar
    /// for rank 0, else a tensor.
    fn ty(shape: &[i64], elem: &str) -> String {
        if shape.is_empty() {
            elem.to_string()
        } else {
            tensor_text(shape, elem)
        }
    }

    fn vty(&self, at: Op, v: Value) -> Result<String, Missed> {
        Ok(Self::ty(&self.shape(v), &self.elem(at, v)?))
    }

    /// `r = arith.select c, a, b` on values of type `ty`, the condition a
    /// scalar (`cond` empty) or an `i1` tensor of shape `cond`.
    fn select(&mut self, r: &str, c: &str, a: &str, b: &str, cond: &[i64], ty: &str) {
        if cond.is_empty() {
            self.line(format!("{r} = arith.select {c}, {a}, {b} : {ty}"));
        } else {
            let ct = Self::ty(cond, "i1");
            self.line(format!("{r} = arith.select {c}, {a}, {b} : {ct}, {ty}"));
        }
    }

    /// `tt.make_range` over `0..n` (i32), shared within the kernel.
    fn range(&mut self, n: i64) -> String {
        if let Some(r) = self.ranges.get(&n) {
            return r.clone();
        }
        let r = self.fresh();
        self.line(format!(
            "{r} = tt.make_range {{end = {n} : i32, start = 0 : i32}} : tensor<{n}xi32>"
        ));
        self.ranges.insert(n, r.clone());
        r
    }

    /// The pointer `%p{i}` to `v`'s array, moved to this program's rows
    /// when it holds a block of them.
    fn base(&mut self, i: usize, v: Value, elem: &str) -> String {
        let p = format!("%p{i}");
        if !self.split.contains(&v) {
            return p;
        }
        // The program's share is the `pid`-th of `programs` equal runs of
        // the row-major array.
        let share: i64 = shape(self.ctx, v).iter().product::<i64>() / self.programs;
        let (c, off, q) = (self.fresh(), self.fresh(), self.fresh());
        self.line(format!("{c} = arith.constant {share} : i32"));
        self.line(format!("{off} = arith.muli %pid, {c} : i32"));
        self.line(format!("{q} = tt.addptr {p}, {off} : !tt.ptr<{elem}>, i32"));
        q
    }

    /// Pointers to `n` consecutive elements from `base`.
    fn pointers(&mut self, base: &str, n: i64, elem: &str) -> String {
        let r = self.range(n);
        let (s, a) = (self.fresh(), self.fresh());
        self.line(format!(
            "{s} = tt.splat {base} : !tt.ptr<{elem}> -> tensor<{n}x!tt.ptr<{elem}>>"
        ));
        self.line(format!(
            "{a} = tt.addptr {s}, {r} : tensor<{n}x!tt.ptr<{elem}>>, tensor<{n}xi32>"
        ));
        a
    }

    /// The elements of `elem` at `base + off` for a tensor `off` of i32
    /// offsets of `shape`.
    fn gather(&mut self, base: &str, off: &str, shape: &[i64], elem: &str) -> String {
        let (sp, p, x) = (self.fresh(), self.fresh(), self.fresh());
        let pt = tensor_text(shape, &format!("!tt.ptr<{elem}>"));
        self.line(format!("{sp} = tt.splat {base} : !tt.ptr<{elem}> -> {pt}"));
        self.line(format!(
            "{p} = tt.addptr {sp}, {off} : {pt}, {}",
            tensor_text(shape, "i32")
        ));
        self.line(format!("{x} = tt.load {p} : {pt}"));
        x
    }

    /// `x` (flat, `n` elements of `elem`) reshaped to `to`.
    fn unflatten(&mut self, x: String, n: i64, to: &[i64], elem: &str) -> String {
        if to.len() <= 1 {
            return x;
        }
        let r = self.fresh();
        self.line(format!(
            "{r} = tt.reshape {x} : tensor<{n}x{elem}> -> {}",
            tensor_text(to, elem)
        ));
        r
    }

    /// The value of kernel operand `v` (parameter `i`): this program's
    /// block of it, loaded once.
    fn load(&mut self, at: Op, v: Value) -> Result<String, Missed> {
        if let Some(n) = self.names.get(&v) {
            return Ok(n.clone());
        }
        let i = self.params[&v];
        let elem = self.elem(at, v)?;
        let s = self.shape(v);
        let n: i64 = s.iter().product();
        if n == 0 {
            return Err(missed(at, "an operand without elements"));
        }
        let base = self.base(i, v, &elem);
        let x = self.fresh();
        if s.is_empty() {
            self.line(format!("{x} = tt.load {base} : !tt.ptr<{elem}>"));
        } else {
            let p = self.pointers(&base, n, &elem);
            self.line(format!("{x} = tt.load {p} : tensor<{n}x!tt.ptr<{elem}>>"));
        }
        let x = self.unflatten(x, n, &s, &elem);
        self.names.insert(v, x.clone());
        Ok(x)
    }

    /// The name of `v` as an operand of `at`.
    fn get(&mut self, at: Op, v: Value) -> Result<String, Missed> {
        if self.params.contains_key(&v) {
            return self.load(at, v);
        }
        self.names
            .get(&v)
            .cloned()
            .ok_or_else(|| missed(at, "an operand defined outside the kernel"))
    }

    /// Stores `v` (named `x`) through result parameter `i`.
    fn store(&mut self, at: Op, i: usize, v: Value, x: &str) -> Result<(), Missed> {
        let elem = self.elem(at, v)?;
        let s = self.shape(v);
        let n: i64 = s.iter().product();
        if n == 0 {
            return Ok(());
        }
        let base = self.base(i, v, &elem);
        if s.is_empty() {
            self.line(format!("tt.store {base}, {x} : !tt.ptr<{elem}>"));
            return Ok(());
        }
        let flat = if s.len() == 1 {
            x.to_string()
        } else {
            let f = self.fresh();
            self.line(format!(
                "{f} = tt.reshape {x} : {} -> tensor<{n}x{elem}>",
                tensor_text(&s, &elem)
            ));
            f
        };
        let p = self.pointers(&base, n, &elem);
        self.line(format!(
            "tt.store {p}, {flat} : tensor<{n}x!tt.ptr<{elem}>>"
        ));
        Ok(())
    }

    /// A scalar `x` of `elem` as a tensor of `shape` (a scalar when the
    /// shape is empty).
    fn splat(&mut self, x: &str, shape: &[i64], elem: &str) -> String {
        if shape.is_empty() {
            return x.to_string();
        }
        let r = self.fresh();
        self.line(format!(
            "{r} = tt.splat {x} : {elem} -> {}",
            tensor_text(shape, elem)
        ));
        r
    }

    /// `x` of `from` reshaped to `to` (same elements), scalars included.
    fn reshape(&mut self, x: &str, from: &[i64], to: &[i64], elem: &str) -> String {
        if from == to {
            return x.to_string();
        }
        if from.is_empty() {
            return self.splat(x, to, elem);
        }
        if to.is_empty() {
            // One element to a scalar: reduce it (the combiner never runs).
            let flat = self.reshape(x, from, &[1], elem);
            let (r, a, b, c) = (self.fresh(), self.fresh(), self.fresh(), self.fresh());
            let add = if elem.starts_with('f') || elem.starts_with("bf") {
                "arith.addf"
            } else {
                "arith.addi"
            };
            self.line(format!(
                "{r} = \"tt.reduce\"({flat}) <{{axis = 0 : i32}}> ({{"
            ));
            self.line(format!("^bb0({a}: {elem}, {b}: {elem}):"));
            self.line(format!("  {c} = {add} {a}, {b} : {elem}"));
            self.line(format!("  tt.reduce.return {c} : {elem}"));
            self.line(format!("}}) : (tensor<1x{elem}>) -> {elem}"));
            return r;
        }
        let r = self.fresh();
        self.line(format!(
            "{r} = tt.reshape {x} : {} -> {}",
            tensor_text(from, elem),
            tensor_text(to, elem)
        ));
        r
    }

    /// `x` of `shape` with its dimensions in `perm`'s order.
    fn transpose(&mut self, x: &str, shape: &[i64], perm: &[usize], elem: &str) -> String {
        if perm.iter().enumerate().all(|(i, &p)| i == p) {
            return x.to_string();
        }
        let to: Vec<i64> = perm.iter().map(|&p| shape[p]).collect();
        let order: Vec<String> = perm.iter().map(|p| p.to_string()).collect();
        let r = self.fresh();
        self.line(format!(
            "{r} = tt.trans {x} {{order = array<i32: {}>}} : {} -> {}",
            order.join(", "),
            tensor_text(shape, elem),
            tensor_text(&to, elem)
        ));
        r
    }
}

/// The tile kernel of kernel op `k`: its text and its grid.
fn emit_kernel(ctx: &Context, k: Op, name: &str, programs: i64) -> Result<(String, i64), Missed> {
    let (ops, args) = super::kernel_body(ctx, k);
    let d = ctx.op(k);
    let results: Vec<Value> = d.results().iter().collect();
    if results.is_empty() {
        return Err(missed(k, "a kernel without results"));
    }
    // What the body yields: a fusion's terminator's operands, or the op's
    // own results.
    let (body, yields): (Vec<Op>, Vec<Value>) = match ops.last() {
        Some(&t) if ops.len() > 1 || t != k => {
            if ctx.op_info(t).is_some_and(|i| i.traits.terminator) {
                (
                    ops[..ops.len() - 1].to_vec(),
                    ctx.op(t).operands().collect(),
                )
            } else {
                (ops.clone(), results.clone())
            }
        }
        _ => (ops.clone(), results.clone()),
    };
    for &v in args.iter().chain(&results) {
        let t = ctx.value_type(v);
        match ctx.type_kind(t) {
            TypeKind::RankedTensor { shape, .. } if shape.iter().all(|&x| x >= 0) => {}
            _ => {
                return Err(missed(
                    k,
                    "an operand or result that is not a static tensor",
                ))
            }
        }
    }
    let rows = row_split(ctx, &body, &args, &yields, programs);
    let mut e = Emit {
        ctx,
        lines: Vec::new(),
        depth: 0,
        names: HashMap::new(),
        params: args.iter().enumerate().map(|(i, &a)| (a, i)).collect(),
        programs: rows.as_ref().map_or(1, |r| r.programs),
        split: rows.as_ref().map(|r| r.split.clone()).unwrap_or_default(),
        ranges: HashMap::new(),
        next: 0,
    };
    if rows.is_some() {
        e.line("%pid = tt.get_program_id x : i32".into());
    }
    for &op in &body {
        emit_op(&mut e, op)?;
    }
    for (j, &y) in yields.iter().enumerate() {
        let x = e.get(k, y)?;
        e.store(k, args.len() + j, y, &x)?;
    }
    let mut params = Vec::new();
    for (i, &v) in args.iter().chain(&yields).enumerate() {
        params.push(format!("%p{i}: !tt.ptr<{}>", e.elem(k, v)?));
    }
    let mut text = String::new();
    let _ = writeln!(
        text,
        "  tt.func public @{name}({}) attributes {{noinline = false}} {{",
        params.join(", ")
    );
    for l in &e.lines {
        let _ = writeln!(text, "{l}");
    }
    text.push_str("    tt.return\n  }\n");
    Ok((text, rows.map_or(1, |r| r.programs)))
}

/// How the programs split a kernel: each holds the `pid`-th of
/// `programs` equal parts of the outermost dimension of the `split`
/// values (a contiguous run of each row-major array); the other values it
/// holds whole.
struct RowSplit {
    programs: i64,
    split: HashSet<Value>,
}

/// The row split of a kernel into `programs` parts, if every op keeps
/// them apart: each split value's outermost dimension divides into the
/// parts, and each op computes its split results' part from the same
/// part of its split operands and whole values (a bias broadcast along
/// the rows, the right side of a matmul); a reshape keeps the parts when
/// both outermost dimensions divide (each part is the same run of
/// elements).
fn row_split(
    ctx: &Context,
    body: &[Op],
    args: &[Value],
    yields: &[Value],
    programs: i64,
) -> Option<RowSplit> {
    if programs <= 1 || yields.is_empty() {
        return None;
    }
    let sd = |v: Value| split_dim(&shape(ctx, v));
    let is_rows = |v: Value| {
        let s = shape(ctx, v);
        split_dim(&s).is_some_and(|d| s[d] >= programs && s[d] % programs == 0)
    };
    // Operands a program reads whole: a matmul's right side, a value
    // broadcast along new row dimensions, an embedding table.
    let mut whole_use: HashSet<Value> = HashSet::new();
    for &op in body {
        let d = ctx.op(op);
        let ops: Vec<Value> = d.operands().collect();
        let rd = d.results().iter().next().and_then(sd);
        match ctx.op_name(op) {
            "stablehlo.dot_general" if ops.len() == 2 => {
                let lhs_rows_free = dot_dims(ctx, op)
                    .zip(sd(ops[0]))
                    .is_some_and(|([lb, lc, ..], s)| !lb.contains(&s) && !lc.contains(&s));
                if lhs_rows_free {
                    whole_use.insert(ops[1]);
                }
            }
            "stablehlo.broadcast_in_dim"
                if rd.is_none_or(|rd| {
                    !int_list(ctx, op, "broadcast_dimensions").contains(&(rd as i64))
                }) =>
            {
                whole_use.insert(ops[0]);
            }
            "stablehlo.torch_index_select" if !ops.is_empty() => {
                whole_use.insert(ops[0]);
            }
            _ => {}
        }
    }
    // What a whole value is computed from is read whole too (a weight
    // transposed before the matmul).
    for &op in body.iter().rev() {
        let d = ctx.op(op);
        if d.results().iter().any(|r| whole_use.contains(&r)) {
            whole_use.extend(d.operands());
        }
    }
    let mut split: HashSet<Value> = HashSet::new();
    for &a in args {
        if is_rows(a) && !whole_use.contains(&a) {
            split.insert(a);
        }
    }
    for &op in body {
        let d = ctx.op(op);
        let ops: Vec<Value> = d.operands().collect();
        let res: Vec<Value> = d.results().iter().collect();
        let any_split = ops.iter().any(|v| split.contains(v));
        let all_split = ops
            .iter()
            .all(|&v| split.contains(&v) || shape(ctx, v).is_empty());
        let name = ctx.op_name(op);
        let dims = |n: &str| int_list(ctx, op, n);
        let out_rows = res.iter().all(|&r| is_rows(r));
        let rd = res.first().and_then(|&r| sd(r));
        let od = ops.first().and_then(|&v| sd(v));
        let becomes_split = match (name, rd) {
            (_, None) => false,
            ("stablehlo.broadcast_in_dim", Some(rd)) => {
                // The operand's rows are the result's, or a whole operand
                // is broadcast along the rows (each program makes its
                // block of them).
                let bd = dims("broadcast_dimensions");
                let from = ops.first().map(|&v| shape(ctx, v)).unwrap_or_default();
                out_rows
                    && match bd.iter().position(|&d| d == rd as i64) {
                        Some(i) if all_split => od == Some(i),
                        Some(i) => !any_split && from.get(i) == Some(&1),
                        None => !any_split,
                    }
            }
            ("stablehlo.constant", _) => {
                out_rows && constant_body(ctx, op).is_some_and(|(_, splat)| splat)
            }
            ("stablehlo.iota", Some(rd)) => {
                let dim = dims("iota_dimension")
                    .first()
                    .copied()
                    .unwrap_or_else(|| int_attr(ctx, op, "iota_dimension").unwrap_or(0));
                out_rows && dim != rd as i64
            }
            _ if !any_split => false,
            ("stablehlo.transpose", Some(rd)) => {
                all_split
                    && od.is_some_and(|o| dims("permutation").get(rd) == Some(&(o as i64)))
                    && out_rows
            }
            ("stablehlo.reshape", _) => all_split && out_rows,
            ("stablehlo.torch_index_select", Some(rd)) => {
                // Rows of indices pick rows of a whole table.
                ops.len() == 2
                    && !split.contains(&ops[0])
                    && split.contains(&ops[1])
                    && sd(ops[1]) == Some(rd)
                    && int_attr(ctx, op, "dim") == Some(0)
                    && int_attr(ctx, op, "batch_dims") == Some(0)
                    && out_rows
            }
            ("stablehlo.reduce", _) => {
                let n = res.len();
                ops[..n].iter().all(|v| split.contains(v))
                    && ops[n..].iter().all(|&v| shape(ctx, v).is_empty())
                    && od.is_some_and(|o| !dims("dimensions").contains(&(o as i64)))
                    && out_rows
            }
            ("stablehlo.dot_general", Some(rd)) => {
                let Some([lb, lc, rb, _]) = dot_dims(ctx, op) else {
                    return None;
                };
                let (Some(ls), rs) = (sd(ops[0]), sd(ops[1])) else {
                    return None;
                };
                // Where the lhs's row dimension lands in the result:
                // batch dimensions first, then the lhs's free ones.
                let lhs_free: Vec<usize> = (0..shape(ctx, ops[0]).len())
                    .filter(|i| !lb.contains(i) && !lc.contains(i))
                    .collect();
                let batched = lb
                    .iter()
                    .position(|&b| b == ls)
                    .is_some_and(|j| j == rd && rs == rb.get(j).copied() && all_split);
                let rows_of_lhs = lhs_free
                    .iter()
                    .position(|&f| f == ls)
                    .is_some_and(|k| lb.len() + k == rd)
                    && split.contains(&ops[0])
                    && !split.contains(&ops[1]);
                (batched || rows_of_lhs) && out_rows
            }
            _ => ctx.op_class(op) == ir::OpClass::Elementwise && all_split && out_rows,
        };
        if becomes_split {
            split.extend(res);
        } else if any_split {
            // A split operand whose rows this op mixes.
            return None;
        }
    }
    if !yields.iter().all(|y| split.contains(y)) {
        return None;
    }
    // Every program reads the whole operands: when they outweigh the
    // split ones and the results (a weight matrix against a few rows),
    // more programs mostly repeat that reading (and a matmul's packing).
    let elements = |v: &Value| shape(ctx, *v).iter().product::<i64>();
    let whole: i64 = args
        .iter()
        .filter(|a| !split.contains(a))
        .map(elements)
        .sum();
    let parts: i64 = args
        .iter()
        .filter(|a| split.contains(a))
        .chain(yields)
        .map(elements)
        .sum();
    (whole <= parts).then_some(RowSplit { programs, split })
}

/// The dimension a value's rows are split along: its first of extent
/// other than 1 (leading 1s, a batch of one, are skipped, and each part
/// is still a contiguous run of the row-major array).
fn split_dim(shape: &[i64]) -> Option<usize> {
    shape.iter().position(|&d| d != 1)
}

/// The dimensions numbers of a `stablehlo.dot_general` (lhs batch, lhs
/// contracting, rhs batch, rhs contracting), from its `#stablehlo.dot<...>`.
fn dot_dims(ctx: &Context, op: Op) -> Option<[Vec<usize>; 4]> {
    let a = ctx.inherent_attr(op, "dot_dimension_numbers")?;
    let text = ir::text::attr_to_string(ctx, a);
    let field = |key: &str| -> Vec<usize> {
        let Some(i) = text.find(&format!("{key} = [")) else {
            return Vec::new();
        };
        let rest = &text[i + key.len() + 4..];
        let end = rest.find(']').unwrap_or(0);
        rest[..end]
            .split(',')
            .filter_map(|x| x.trim().parse().ok())
            .collect()
    };
    Some([
        field("lhs_batching_dimensions"),
        field("lhs_contracting_dimensions"),
        field("rhs_batching_dimensions"),
        field("rhs_contracting_dimensions"),
    ])
}

fn int_attr(ctx: &Context, op: Op, name: &str) -> Option<i64> {
    match ctx.attr_kind(ctx.inherent_attr(op, name)?) {
        AttrKind::Integer { value, .. } => value.as_i64(),
        _ => None,
    }
}

fn int_list(ctx: &Context, op: Op, name: &str) -> Vec<i64> {
    ctx.inherent_attr(op, name)
        .and_then(|a| ir::dense_array::to_i64s(ctx, a))
        .unwrap_or_default()
}

/// The body of a `stablehlo.constant`'s value (`dense<...>`) and whether
/// it is a splat.
fn constant_body(ctx: &Context, op: Op) -> Option<(String, bool)> {
    let v = ctx.inherent_attr(op, "value")?;
    let text = ir::text::attr_to_string(ctx, v);
    let body = text
        .split_once(" : ")
        .map_or(text.as_str(), |x| x.0)
        .to_string();
    let splat =
        body.starts_with("dense<") && !body.starts_with("dense<[") && !body.starts_with("dense<\"");
    Some((body, splat))
}

/// `r = arith.constant` of scalar literal `lit` (an `i1` literal carries
/// its type).
fn scalar_constant(r: &str, lit: &str, elem: &str) -> String {
    if elem == "i1" {
        format!("{r} = arith.constant {lit}")
    } else {
        format!("{r} = arith.constant {lit} : {elem}")
    }
}

fn emit_op(e: &mut Emit, op: Op) -> Result<(), Missed> {
    let ctx = e.ctx;
    let name = ctx.op_name(op).to_string();
    let d = ctx.op(op);
    let operands: Vec<Value> = d.operands().collect();
    let results: Vec<Value> = d.results().iter().collect();
    let Some(&res) = results.first() else {
        return Err(missed(op, format!("'{name}' has no results")));
    };
    let rt = ctx.value_type(res);
    let float = is_float(ctx, rt);
    let elem = e.elem(op, res)?;
    let rs = e.shape(res);
    let ty = Emit::ty(&rs, &elem);
    if name == "stablehlo.constant" {
        let (body, splat) =
            constant_body(ctx, op).ok_or_else(|| missed(op, "a constant without a value"))?;
        let r = e.fresh();
        if rs.is_empty() {
            let inner = body
                .strip_prefix("dense<")
                .and_then(|b| b.strip_suffix('>'))
                .ok_or_else(|| missed(op, "a constant that is not dense"))?;
            e.line(scalar_constant(&r, inner, &elem));
        } else if splat {
            e.line(format!("{r} = arith.constant {body} : {ty}"));
        } else if rs.iter().product::<i64>() <= MAX_INLINE_CONSTANT {
            e.line(format!("{r} = arith.constant {body} : {ty}"));
        } else {
            return Err(missed(op, "a large non-splat constant inside the kernel"));
        }
        e.names.insert(res, r);
        return Ok(());
    }
    // Elementwise ops: scalars (a select's predicate, a clamp's bounds)
    // are splat to the result's shape.
    let mut args = Vec::new();
    for &v in &operands {
        let x = e.get(op, v)?;
        let s = e.shape(v);
        if s.is_empty() && !rs.is_empty() && ctx.op_class(op) == ir::OpClass::Elementwise {
            let ve = e.elem(op, v)?;
            args.push(e.splat(&x, &rs, &ve));
        } else {
            args.push(x);
        }
    }
    let r = e.fresh();
    if let Some(a) = binary_op(&name, float) {
        e.line(format!("{r} = {a} {}, {} : {ty}", args[0], args[1]));
    } else if let Some(u) = unary_op(&name).filter(|_| float || name != "stablehlo.abs") {
        if !float {
            return Err(missed(op, format!("'{name}' on integers")));
        }
        e.line(format!("{r} = {u} {} : {ty}", args[0]));
    } else if name == "stablehlo.sign" || (name == "stablehlo.abs" && !float) {
        // sign: 1 above 0, -1 below, x itself at ±0 and NaN; abs of an
        // integer: -x below 0.
        let (z, gt, lt) = (e.fresh(), e.fresh(), e.fresh());
        let (zero, one, minus) = if float {
            ("0.0", "1.0", "-1.0")
        } else {
            ("0", "1", "-1")
        };
        let cmp = if float { "arith.cmpf" } else { "arith.cmpi" };
        let (pgt, plt) = if float {
            ("ogt", "olt")
        } else {
            ("sgt", "slt")
        };
        let konst = |e: &mut Emit, lit: &str| {
            let c = e.fresh();
            if rs.is_empty() {
                e.line(scalar_constant(&c, lit, &elem));
            } else {
                e.line(format!("{c} = arith.constant dense<{lit}> : {ty}"));
            }
            c
        };
        let zc = konst(e, zero);
        let _ = z;
        e.line(format!("{gt} = {cmp} {pgt}, {}, {zc} : {ty}", args[0]));
        e.line(format!("{lt} = {cmp} {plt}, {}, {zc} : {ty}", args[0]));
        if name == "stablehlo.sign" {
            let (o, m, t) = (konst(e, one), konst(e, minus), e.fresh());
            e.select(&t, &lt, &m, &args[0], &rs, &ty);
            e.select(&r, &gt, &o, &t, &rs, &ty);
        } else {
            let n = e.fresh();
            e.line(format!("{n} = arith.subi {zc}, {} : {ty}", args[0]));
            e.select(&r, &lt, &n, &args[0], &rs, &ty);
        }
    } else if name == "stablehlo.is_finite" {
        // |x| ordered and not inf.
        let et = e.elem(op, operands[0])?;
        let xt = e.vty(op, operands[0])?;
        let (a, inf) = (e.fresh(), e.fresh());
        e.line(format!("{a} = math.absf {} : {xt}", args[0]));
        if rs.is_empty() {
            e.line(format!("{inf} = arith.constant 0x7F800000 : {et}"));
        } else {
            e.line(format!("{inf} = arith.constant dense<0x7F800000> : {xt}"));
        }
        let _ = float;
        e.line(format!("{r} = arith.cmpf one, {a}, {inf} : {xt}"));
    } else if name == "stablehlo.not" && !float {
        // All ones: -1, or true for i1.
        let (ones, x) = (e.fresh(), args[0].clone());
        let lit = if elem == "i1" { "true" } else { "-1" };
        if rs.is_empty() {
            e.line(scalar_constant(&ones, lit, &elem));
        } else {
            e.line(format!("{ones} = arith.constant dense<{lit}> : {ty}"));
        }
        e.line(format!("{r} = arith.xori {x}, {ones} : {ty}"));
    } else if name == "stablehlo.logistic" {
        let (n, x, one, s) = (e.fresh(), e.fresh(), e.fresh(), e.fresh());
        e.line(format!("{n} = arith.negf {} : {ty}", args[0]));
        e.line(format!("{x} = math.exp {n} : {ty}"));
        if rs.is_empty() {
            e.line(format!("{one} = arith.constant 1.0 : {ty}"));
        } else {
            e.line(format!("{one} = arith.constant dense<1.0> : {ty}"));
        }
        e.line(format!("{s} = arith.addf {one}, {x} : {ty}"));
        e.line(format!("{r} = arith.divf {one}, {s} : {ty}"));
    } else if name == "stablehlo.clamp" && float {
        let m = e.fresh();
        e.line(format!(
            "{m} = arith.maximumf {}, {} : {ty}",
            args[0], args[1]
        ));
        e.line(format!("{r} = arith.minimumf {m}, {} : {ty}", args[2]));
    } else if name == "stablehlo.select" {
        let cs = if rs.is_empty() {
            Vec::new()
        } else {
            e.shape(operands[0])
        };
        e.select(&r, &args[0], &args[1], &args[2], &cs, &ty);
    } else if name == "stablehlo.compare" {
        let (a, p) = compare_op(ctx, op);
        let ot = e.vty(op, operands[0])?;
        e.line(format!("{r} = {a} {p}, {}, {} : {ot}", args[0], args[1]));
    } else if name == "stablehlo.convert" {
        return convert(e, op, &args[0], operands[0], res, &r);
    } else if name == "stablehlo.broadcast_in_dim" {
        let dims: Vec<usize> = int_list(ctx, op, "broadcast_dimensions")
            .into_iter()
            .map(|x| x as usize)
            .collect();
        let s = e.shape(operands[0]);
        let out = broadcast(e, &args[0], &s, &dims, &rs, &elem);
        e.names.insert(res, out);
        return Ok(());
    } else if name == "stablehlo.reshape" {
        let s = e.shape(operands[0]);
        let out = e.reshape(&args[0], &s, &rs, &elem);
        e.names.insert(res, out);
        return Ok(());
    } else if name == "stablehlo.transpose" {
        let perm: Vec<usize> = int_list(ctx, op, "permutation")
            .into_iter()
            .map(|x| x as usize)
            .collect();
        let s = e.shape(operands[0]);
        let out = e.transpose(&args[0], &s, &perm, &elem);
        e.names.insert(res, out);
        return Ok(());
    } else if name == "stablehlo.iota" {
        let dim = int_list(ctx, op, "iota_dimension")
            .first()
            .copied()
            .or_else(|| {
                ctx.inherent_attr(op, "iota_dimension")
                    .and_then(|a| match ctx.attr_kind(a) {
                        AttrKind::Integer { value, .. } => value.as_i64(),
                        _ => None,
                    })
            })
            .unwrap_or(0) as usize;
        if rs.is_empty() || dim >= rs.len() {
            return Err(missed(op, "an iota without a dimension"));
        }
        let n = rs[dim];
        let mut x = e.range(n);
        if elem != "i32" {
            let c = e.fresh();
            let a = if float {
                "arith.sitofp"
            } else if elem == "i64" {
                "arith.extsi"
            } else {
                "arith.trunci"
            };
            e.line(format!(
                "{c} = {a} {x} : tensor<{n}xi32> to tensor<{n}x{elem}>"
            ));
            x = c;
        }
        let out = broadcast(e, &x, &[n], &[dim], &rs, &elem);
        e.names.insert(res, out);
        return Ok(());
    } else if name == "stablehlo.dot_general" {
        let out = dot(e, op, &args, &operands, res)?;
        e.names.insert(res, out);
        return Ok(());
    } else if name == "stablehlo.reduce" {
        return reduce(e, op, &args, &operands, &results);
    } else if name == "stablehlo.torch_index_select" {
        let out = index_select(e, op, &args[1], &operands, res)?;
        e.names.insert(res, out);
        return Ok(());
    } else if name == "stablehlo.slice" {
        let out = slice(e, op, operands[0], res)?;
        e.names.insert(res, out);
        return Ok(());
    } else {
        return Err(missed(op, format!("'{name}' has no tile form here")));
    }
    e.names.insert(res, r);
    Ok(())
}

/// `stablehlo.convert` of `x` (value `from`) to `to`'s type, into `r`.
fn convert(e: &mut Emit, op: Op, x: &str, from: Value, to: Value, r: &str) -> Result<(), Missed> {
    let ctx = e.ctx;
    let (fe, te) = (e.elem(op, from)?, e.elem(op, to)?);
    let (ft, tt) = (e.vty(op, from)?, e.vty(op, to)?);
    let bits = |v: Value| {
        let t = ctx.value_type(v);
        let el = ctx.type_kind(t).element_type().unwrap_or(t);
        match ctx.type_kind(el) {
            TypeKind::Float(k) => k.semantics().bits,
            TypeKind::Integer { width, .. } => *width,
            _ => 0,
        }
    };
    let (ff, tf) = (
        is_float(ctx, ctx.value_type(from)),
        is_float(ctx, ctx.value_type(to)),
    );
    let (fb, tb) = (bits(from), bits(to));
    if fe == te {
        e.names.insert(to, x.to_string());
        return Ok(());
    }
    let zero = |e: &mut Emit, float: bool| {
        let z = e.fresh();
        let lit = if float { "0.0" } else { "0" };
        if e.shape(from).is_empty() {
            e.line(format!("{z} = arith.constant {lit} : {fe}"));
        } else {
            e.line(format!("{z} = arith.constant dense<{lit}> : {ft}"));
        }
        z
    };
    match (ff, tf) {
        (true, true) if fb == tb => {
            // f16 <-> bf16: through f32.
            let w = e.fresh();
            let mid = Emit::ty(&e.shape(from), "f32");
            e.line(format!("{w} = arith.extf {x} : {ft} to {mid}"));
            e.line(format!("{r} = arith.truncf {w} : {mid} to {tt}"));
        }
        (true, true) => {
            let a = if fb < tb {
                "arith.extf"
            } else {
                "arith.truncf"
            };
            e.line(format!("{r} = {a} {x} : {ft} to {tt}"));
        }
        (false, true) => {
            let a = if fb == 1 {
                "arith.uitofp"
            } else {
                "arith.sitofp"
            };
            e.line(format!("{r} = {a} {x} : {ft} to {tt}"));
        }
        (true, false) if tb == 1 => {
            let z = zero(e, true);
            e.line(format!("{r} = arith.cmpf une, {x}, {z} : {ft}"));
        }
        (true, false) => e.line(format!("{r} = arith.fptosi {x} : {ft} to {tt}")),
        (false, false) if tb == 1 => {
            let z = zero(e, false);
            e.line(format!("{r} = arith.cmpi ne, {x}, {z} : {ft}"));
        }
        (false, false) => {
            let a = if fb < tb {
                if fb == 1 {
                    "arith.extui"
                } else {
                    "arith.extsi"
                }
            } else {
                "arith.trunci"
            };
            e.line(format!("{r} = {a} {x} : {ft} to {tt}"));
        }
    }
    e.names.insert(to, r.to_string());
    Ok(())
}

/// `x` of shape `s` broadcast into `to`, its dimension `i` at `dims[i]`.
fn broadcast(e: &mut Emit, x: &str, s: &[i64], dims: &[usize], to: &[i64], elem: &str) -> String {
    if s.is_empty() {
        return e.splat(x, to, elem);
    }
    // Operand dimensions in increasing target order.
    let mut perm: Vec<usize> = (0..dims.len()).collect();
    perm.sort_by_key(|&i| dims[i]);
    let x = e.transpose(x, s, &perm, elem);
    let mut mid = vec![1i64; to.len()];
    for &i in &perm {
        mid[dims[i]] = s[i];
    }
    let sorted: Vec<i64> = perm.iter().map(|&i| s[i]).collect();
    let y = e.reshape(&x, &sorted, &mid, elem);
    if mid == to {
        return y;
    }
    let r = e.fresh();
    e.line(format!(
        "{r} = tt.broadcast {y} : {} -> {}",
        tensor_text(&mid, elem),
        tensor_text(to, elem)
    ));
    r
}

/// `stablehlo.dot_general` as `tt.dot`: each side transposed to (batch,
/// free, contracting) order and reshaped to one batch, row and column
/// dimension; f32 accumulation; the product reshaped to the result.
fn dot(
    e: &mut Emit,
    op: Op,
    args: &[String],
    operands: &[Value],
    res: Value,
) -> Result<String, Missed> {
    let ctx = e.ctx;
    let [lb, lc, rb, rc] =
        dot_dims(ctx, op).ok_or_else(|| missed(op, "a dot without dimension numbers"))?;
    let (le, re, oe) = (
        e.elem(op, operands[0])?,
        e.elem(op, operands[1])?,
        e.elem(op, res)?,
    );
    let fl = |t: &str| t.starts_with('f') || t.starts_with("bf");
    if !(fl(&le) && fl(&re) && fl(&oe)) || le != re {
        return Err(missed(op, "a dot that is not on floats of one type"));
    }
    let (ls, rs) = (e.shape(operands[0]), e.shape(operands[1]));
    let lf: Vec<usize> = (0..ls.len())
        .filter(|i| !lb.contains(i) && !lc.contains(i))
        .collect();
    let rf: Vec<usize> = (0..rs.len())
        .filter(|i| !rb.contains(i) && !rc.contains(i))
        .collect();
    let prod = |s: &[i64], ix: &[usize]| ix.iter().map(|&i| s[i]).product::<i64>();
    let (b, m, k, n) = (
        prod(&ls, &lb),
        prod(&ls, &lf),
        prod(&ls, &lc),
        prod(&rs, &rf),
    );
    let lperm: Vec<usize> = lb.iter().chain(&lf).chain(&lc).copied().collect();
    let rperm: Vec<usize> = rb.iter().chain(&rc).chain(&rf).copied().collect();
    let a = e.transpose(&args[0], &ls, &lperm, &le);
    let bb = e.transpose(&args[1], &rs, &rperm, &re);
    let lt: Vec<i64> = lperm.iter().map(|&i| ls[i]).collect();
    let rt: Vec<i64> = rperm.iter().map(|&i| rs[i]).collect();
    let batched = !lb.is_empty();
    let (ash, bsh, csh) = if batched {
        (vec![b, m, k], vec![b, k, n], vec![b, m, n])
    } else {
        (vec![m, k], vec![k, n], vec![m, n])
    };
    let a = e.reshape(&a, &lt, &ash, &le);
    let bb = e.reshape(&bb, &rt, &bsh, &re);
    let (acc, c) = (e.fresh(), e.fresh());
    e.line(format!(
        "{acc} = arith.constant dense<0.0> : {}",
        tensor_text(&csh, "f32")
    ));
    e.line(format!(
        "{c} = tt.dot {a}, {bb}, {acc} : {} * {} -> {}",
        tensor_text(&ash, &le),
        tensor_text(&bsh, &re),
        tensor_text(&csh, "f32")
    ));
    let c = if oe == "f32" {
        c
    } else {
        let t = e.fresh();
        let a = if oe == "f64" {
            "arith.extf"
        } else {
            "arith.truncf"
        };
        e.line(format!(
            "{t} = {a} {c} : {} to {}",
            tensor_text(&csh, "f32"),
            tensor_text(&csh, &oe)
        ));
        t
    };
    let out = e.shape(res);
    Ok(e.reshape(&c, &csh, &out, &oe))
}

/// `stablehlo.reduce`: one `tt.reduce` a reduced dimension (innermost
/// first), the reduction's body as the combiner, then the body once more
/// with the init values.
fn reduce(
    e: &mut Emit,
    op: Op,
    args: &[String],
    operands: &[Value],
    results: &[Value],
) -> Result<(), Missed> {
    let ctx = e.ctx;
    let n = results.len();
    if operands.len() != 2 * n {
        return Err(missed(op, "a reduce whose inputs and inits do not pair"));
    }
    let mut dims: Vec<usize> = int_list(ctx, op, "dimensions")
        .into_iter()
        .map(|x| x as usize)
        .collect();
    dims.sort_unstable();
    let body = ctx
        .op(op)
        .regions
        .first()
        .and_then(|&r| ctx.region(r).blocks.first().copied())
        .ok_or_else(|| missed(op, "a reduce without a body"))?;
    let elems: Vec<String> = operands[..n]
        .iter()
        .map(|&v| e.elem(op, v))
        .collect::<Result<_, _>>()?;
    let mut cur: Vec<String> = args[..n].to_vec();
    let mut shape = e.shape(operands[0]);
    for &dim in dims.iter().rev() {
        let mut to = shape.clone();
        to.remove(dim);
        let outs: Vec<String> = (0..n).map(|_| e.fresh()).collect();
        let head = if n == 1 {
            outs[0].clone()
        } else {
            format!("{}:{n}", outs[0])
        };
        let ins_ty: Vec<String> = elems.iter().map(|t| tensor_text(&shape, t)).collect();
        let outs_ty: Vec<String> = elems.iter().map(|t| Emit::ty(&to, t)).collect();
        e.line(format!(
            "{head} = \"tt.reduce\"({}) <{{axis = {dim} : i32}}> ({{",
            cur.join(", ")
        ));
        let params: Vec<String> = (0..2 * n).map(|_| e.fresh()).collect();
        let decl: Vec<String> = params
            .iter()
            .zip(elems.iter().chain(&elems))
            .map(|(p, t)| format!("{p}: {t}"))
            .collect();
        e.line(format!("^bb0({}):", decl.join(", ")));
        e.depth += 1;
        let ys = combiner(e, op, body, &params, &[])?;
        e.line(format!(
            "tt.reduce.return {} : {}",
            ys.join(", "),
            elems.join(", ")
        ));
        e.depth -= 1;
        e.line(format!(
            "}}) : ({}) -> ({})",
            ins_ty.join(", "),
            outs_ty.join(", ")
        ));
        cur = if n == 1 {
            outs
        } else {
            (0..n).map(|i| format!("{}#{i}", outs[0])).collect()
        };
        shape = to;
    }
    // The init values join once.
    let mut with = cur.clone();
    for (i, &init) in operands[n..].iter().enumerate() {
        let x = e.get(op, init)?;
        with.push(e.splat(&x, &shape, &elems[i]));
    }
    let ys = combiner(e, op, body, &with, &shape)?;
    for (&r, y) in results.iter().zip(ys) {
        e.names.insert(r, y);
    }
    Ok(())
}

/// The body of a reduction applied to `args` (accumulators, then
/// values), on scalars or, with `shape`, elementwise on tensors of it;
/// returns the values it returns.
fn combiner(
    e: &mut Emit,
    op: Op,
    body: ir::Block,
    args: &[String],
    shape: &[i64],
) -> Result<Vec<String>, Missed> {
    let ctx = e.ctx;
    let bargs = ctx.block(body).args.clone();
    if bargs.len() != args.len() {
        return Err(missed(op, "a reduce body of another arity"));
    }
    // The body's 0-d values stand for scalars or, here, `shape` tensors.
    let outer = std::mem::take(&mut e.names);
    let params = std::mem::take(&mut e.params);
    for (&b, a) in bargs.iter().zip(args) {
        e.names.insert(b, a.clone());
    }
    let result = (|| {
        let mut ys = Vec::new();
        for o in ctx.block_ops(body) {
            if ctx.op_info(o).is_some_and(|i| i.traits.terminator) {
                for v in ctx.op(o).operands() {
                    ys.push(e.get(op, v)?);
                }
                return Ok(ys);
            }
            emit_scalar_op(e, o, shape)?;
        }
        Err(missed(op, "a reduce body without a terminator"))
    })();
    e.names = outer;
    e.params = params;
    result
}

/// An op of a reduction body (on 0-d tensors) on scalars, or elementwise
/// on tensors of `shape`.
fn emit_scalar_op(e: &mut Emit, o: Op, shape: &[i64]) -> Result<(), Missed> {
    let ctx = e.ctx;
    let name = ctx.op_name(o).to_string();
    let Some(res) = ctx.op(o).results().iter().next() else {
        return Err(missed(o, "a body op without a result"));
    };
    let elem = e.elem(o, res)?;
    let ty = Emit::ty(shape, &elem);
    let float = is_float(ctx, ctx.value_type(res));
    let args: Vec<String> = ctx
        .op(o)
        .operands()
        .map(|v| e.get(o, v))
        .collect::<Result<_, _>>()?;
    let r = e.fresh();
    if name == "stablehlo.constant" {
        let (body, _) =
            constant_body(ctx, o).ok_or_else(|| missed(o, "a constant without a value"))?;
        if shape.is_empty() {
            let inner = body
                .strip_prefix("dense<")
                .and_then(|b| b.strip_suffix('>'))
                .unwrap_or(&body);
            e.line(scalar_constant(&r, inner, &elem));
        } else {
            e.line(format!("{r} = arith.constant {body} : {ty}"));
        }
    } else if let Some(a) = binary_op(&name, float) {
        e.line(format!("{r} = {a} {}, {} : {ty}", args[0], args[1]));
    } else if name == "stablehlo.compare" {
        let (a, p) = compare_op(ctx, o);
        let ot = Emit::ty(shape, &e.elem(o, ctx.op(o).operand(0))?);
        e.line(format!("{r} = {a} {p}, {}, {} : {ot}", args[0], args[1]));
    } else if name == "stablehlo.select" {
        e.select(&r, &args[0], &args[1], &args[2], shape, &ty);
    } else {
        return Err(missed(
            o,
            format!("'{name}' in a reduction body has no tile form here"),
        ));
    }
    e.names.insert(res, r);
    Ok(())
}

/// `stablehlo.slice` of a kernel operand: a strided load of the slice.
fn slice(e: &mut Emit, op: Op, src: Value, res: Value) -> Result<String, Missed> {
    let ctx = e.ctx;
    let Some(&i) = e.params.get(&src) else {
        return Err(missed(op, "a slice of a value computed in the kernel"));
    };
    let (start, strides) = (
        int_list(ctx, op, "start_indices"),
        int_list(ctx, op, "strides"),
    );
    let ss = shape(ctx, src);
    let rs = shape(ctx, res);
    let elem = e.elem(op, res)?;
    let mut row = vec![1i64; ss.len()];
    for d in (0..ss.len().saturating_sub(1)).rev() {
        row[d] = row[d + 1] * ss[d + 1];
    }
    let base: i64 = start.iter().zip(&row).map(|(s, r)| s * r).sum();
    let n: i64 = rs.iter().product();
    if n == 0 || rs.is_empty() {
        return Err(missed(op, "an empty or scalar slice"));
    }
    // The offset of each element: base + sum over d of i_d * stride_d * row_d.
    let mut off: Option<String> = None;
    for d in 0..rs.len() {
        let step = strides.get(d).copied().unwrap_or(1) * row[d];
        let r = e.range(rs[d]);
        let (c, m) = (e.fresh(), e.fresh());
        e.line(format!(
            "{c} = arith.constant dense<{step}> : tensor<{}xi32>",
            rs[d]
        ));
        e.line(format!("{m} = arith.muli {r}, {c} : tensor<{}xi32>", rs[d]));
        let b = broadcast(e, &m, &[rs[d]], &[d], &rs, "i32");
        off = Some(match off {
            None => b,
            Some(o) => {
                let s = e.fresh();
                e.line(format!(
                    "{s} = arith.addi {o}, {b} : {}",
                    tensor_text(&rs, "i32")
                ));
                s
            }
        });
    }
    let off = off.unwrap_or_default();
    let (bc, bp) = (e.fresh(), e.fresh());
    e.line(format!("{bc} = arith.constant {base} : i32"));
    e.line(format!(
        "{bp} = tt.addptr %p{i}, {bc} : !tt.ptr<{elem}>, i32"
    ));
    let x = e.gather(&bp, &off, &rs, &elem);
    Ok(x)
}

/// `stablehlo.torch_index_select` along dimension 0 of a kernel operand
/// (an embedding table): the rows the indices name, loaded through
/// pointers `table + id · row + 0..row`. An index outside the table is an
/// access outside its array: an error under the interpreter and under
/// `--check-bounds`.
fn index_select(
    e: &mut Emit,
    op: Op,
    ids: &str,
    operands: &[Value],
    res: Value,
) -> Result<String, Missed> {
    let ctx = e.ctx;
    let Some(&i) = e.params.get(&operands[0]) else {
        return Err(missed(
            op,
            "an index_select from a value computed in the kernel",
        ));
    };
    if int_attr(ctx, op, "dim") != Some(0) || int_attr(ctx, op, "batch_dims") != Some(0) {
        return Err(missed(op, "an index_select along a dimension other than 0"));
    }
    let elem = e.elem(op, res)?;
    let ie = e.elem(op, operands[1])?;
    let table = shape(ctx, operands[0]);
    let row: i64 = table.iter().skip(1).product();
    let is = e.shape(operands[1]);
    let n: i64 = is.iter().product();
    if n == 0 || row == 0 {
        return Err(missed(op, "an empty index_select"));
    }
    // The indices as one column of i32.
    let flat = e.reshape(ids, &is, &[n], &ie);
    let col = if ie == "i32" {
        flat
    } else {
        let c = e.fresh();
        let a = if ie == "i64" {
            "arith.trunci"
        } else {
            "arith.extsi"
        };
        e.line(format!(
            "{c} = {a} {flat} : tensor<{n}x{ie}> to tensor<{n}xi32>"
        ));
        c
    };
    let (rc, m) = (e.fresh(), e.fresh());
    e.line(format!(
        "{rc} = arith.constant dense<{row}> : tensor<{n}xi32>"
    ));
    e.line(format!("{m} = arith.muli {col}, {rc} : tensor<{n}xi32>"));
    let starts = broadcast(e, &m, &[n], &[0], &[n, row], "i32");
    let r = e.range(row);
    let within = broadcast(e, &r, &[row], &[1], &[n, row], "i32");
    let off = e.fresh();
    e.line(format!(
        "{off} = arith.addi {starts}, {within} : tensor<{n}x{row}xi32>"
    ));
    let x = e.gather(&format!("%p{i}"), &off, &[n, row], &elem);
    let out = e.shape(res);
    Ok(e.reshape(&x, &[n, row], &out, &elem))
}
