//! `convert-to-ktir`: each Spyre kernel the dataflow passes decided becomes
//! one KTIR function (torch-spyre's published interface to the Spyre back
//! end): its arguments are device-memory element addresses (the kernel's
//! operands, then its results), its `grid` the cores `tile` chose; each
//! core computes its tile id's share of the work division, builds memory
//! views over the arrays (row-major, `#ktdp.memory_space<global>`), loads
//! its slices with access tiles whose origins follow the tile id, computes
//! with linalg, arith and math on the slices, and stores its share of each
//! result.
//!
//! The kernels are written as KTIR text and read back, so what this pass
//! emits is exactly what the parser and verifier accept. How each tensor
//! dimension follows the output's work division is its `Role` (an output
//! dimension, a reshape's merge of several or a digit of one, a split K,
//! or whole). A kernel whose ops this pass cannot express on per-core
//! slices (a reshape that regroups split dimensions, an op with no KTIR
//! counterpart here) is a located error naming the op.
//!
//! A host function takes the entry function's place and name: it stores
//! the constants in a device workspace and calls the kernels in order.
//!
//! Coarse tiling in time is an `scf.for` over the steps `tile` chose.
//!
//! Not yet: LX views at the LX plan's addresses (every tensor goes through
//! device memory), the loop along a dimension a reshape regroups.

use super::dims::{DimMap, Division, Part, Role};
use super::emit_text::*;
use super::tile;
use dialects::hlo::plan::Plan;
use ir::op_class::{Contraction, DimRole};
use ir::pass::{Pass, PassInfo, PassOptions};
use ir::{AttrKind, Context, Diagnostic, Op, OpClass, Type, TypeKind, Value};
use std::collections::HashMap;
use std::fmt::Write as _;
use targets::Kind;

/// The registry entry.
pub static INFO: PassInfo = PassInfo {
    argument: "convert-to-ktir",
    name: "ConvertToKtir",
    summary: "Emit each Spyre kernel as a KTIR (ktdp) function over its work division",
    doc: "After `fuse` and `tile` for Spyre, writes one KTIR function a kernel, named after the entry function \
and the kernel: arguments are device-memory element addresses (the kernel's operands, then its results), \
`grid` is the cores the work division uses; each core derives its share of every tensor from \
`ktdp.get_compute_tile_id` (the first output dimension varying fastest), loads it through a memory view and an \
access tile (a reshaped operand as a view in the reshape's shape), computes with linalg (`matmul`, `generic`, \
`broadcast`, `reduce`, `transpose`, `fill`), tensor reshapes, arith and math on the slices, sums a K split across \
cores with `inter_tile_produce`/`inter_tile_reduce` (the group's first core stores the sum), keeps the tensors the \
LX plan leaves on chip in `ct_local` views at the plan's addresses, and stores its share of the results (tensors \
between kernels laid in whole sticks). A host function takes \
the entry function's name and place: its arguments are the inputs', the results' and a device workspace's \
addresses (`hlo.workspace_elements`); it stores the constants and calls the kernels in program order. A kernel \
this pass cannot express on per-core slices is a located error.",
    options: &[super::TARGET_OPTION],
    create: |o: &PassOptions| {
        Box::new(ToKtir {
            target: o.str("target").to_string(),
        })
    },
};

struct ToKtir {
    target: String,
}

impl Pass for ToKtir {
    fn run(&mut self, ctx: &mut Context, top: Op) -> Result<(), Diagnostic> {
        let target = super::prepare(ctx, top, &self.target, "convert-to-ktir")?;
        if target.kind != Kind::Spyre {
            return Err(ir::verify::at_op(
                ctx,
                top,
                &format!(
                    "convert-to-ktir emits Spyre kernels, but the target is {}",
                    target.name
                ),
            ));
        }
        let mut text = String::from("module {\n");
        let mut replaced = Vec::new();
        // The plans `tile` wrote (an edited one divided again, with a
        // warning), and the schedule's roofline of each kernel, for ir-run
        // --report to print beside the simulated Spyre's estimate.
        let plans = tile::read_all(ctx, top, &target, "convert-to-ktir")?;
        let rep = super::report::build(ctx, top, &target)?;
        let estimates: HashMap<Op, f64> = super::kernels(ctx, top)
            .into_iter()
            .zip(rep.kernels.iter().map(|k| k.time_estimate_us))
            .collect();
        for b in super::function_bodies(ctx, top) {
            let Some(f) = ctx.block(b).parent.and_then(|r| ctx.region(r).parent) else {
                continue;
            };
            let fname = string_attr(ctx, f, "sym_name").unwrap_or_else(|| "main".into());
            let kernels: Vec<Op> = ctx
                .block_ops(b)
                .filter(|&op| super::report::is_kernel(ctx, op))
                .collect();
            let mut names = HashMap::new();
            let laid = Layouts::of(ctx, &kernels);
            // Tensors the LX plan keeps in the cores' LX, at its address,
            // each written and read as the same per-core slice.
            let (at, dropped) = resident(ctx, &target, &kernels, &plans);
            for (k, why) in dropped {
                ctx.warn(k, why);
            }
            let res = Residency {
                at: at.clone(),
                seen: Default::default(),
            };
            for (i, &k) in kernels.iter().enumerate() {
                let kname = string_attr(ctx, k, "name")
                    .unwrap_or_else(|| ctx.op_name(k).replace('.', "_"));
                let name = format!("{fname}_k{i}_{}", sanitize(&kname));
                let est = estimates.get(&k).copied().unwrap_or(0.0);
                emit_kernel(ctx, plans.get(&k), k, &name, est, &laid, &res, &mut text)?;
                names.insert(k, name);
            }
            if let Some(&v) = res.inconsistent().first() {
                // tile's share keys and the emitted accesses disagree: a
                // bug, not a user's edit (those are checked above).
                let op = match ctx.value(v).def {
                    ir::value::ValueDef::Result(o, _) => o,
                    ir::value::ValueDef::Arg(..) => top,
                };
                return Err(ir::verify::at_op(
                    ctx,
                    op,
                    "convert-to-ktir: a tensor the LX plan keeps on chip is accessed as different per-core slices",
                ));
            }
            emit_host(ctx, f, b, &fname, &names, &laid, &at, &mut text)?;
            replaced.push(f);
        }
        text.push_str("}\n");
        // The host functions take the functions' places.
        for f in replaced {
            ctx.detach_op(f);
        }
        // Read the kernels back into this context and add them to the module.
        adopt_functions(ctx, top, text, "convert-to-ktir", "KTIR", "<ktir>")?;
        Ok(())
    }
}

/// `x` as an MLIR float literal, which needs a '.' (`1e-3` is not one).
fn float_literal(x: f64) -> String {
    let t = format!("{x:e}");
    if t.contains('.') || !t.contains('e') {
        t
    } else {
        t.replacen('e', ".0e", 1)
    }
}

/// The box `0 <= di < si` as an integer set.
fn box_set(s: &[i64]) -> String {
    if s.is_empty() {
        return "affine_set<() : (0 == 0)>".into();
    }
    let dims: Vec<String> = (0..s.len()).map(|i| format!("d{i}")).collect();
    let cons: Vec<String> = s
        .iter()
        .enumerate()
        .map(|(i, &n)| format!("d{i} >= 0, -d{i} + {} >= 0", n - 1))
        .collect();
    format!("affine_set<({}) : ({})>", dims.join(", "), cons.join(", "))
}

fn identity_map(rank: usize) -> String {
    let dims: Vec<String> = (0..rank).map(|i| format!("d{i}")).collect();
    format!("affine_map<({}) -> ({})>", dims.join(", "), dims.join(", "))
}

/// How each tensor between kernels lies in device memory, as `layout`
/// decided it (`hlo.layouts`): in sticks (its innermost dimension padded
/// to whole sticks, so every row starts on a stick and a split between
/// rows is a split between sticks), or in dense rows (`dense_in_memory`:
/// the program's inputs and results, a tensor viewed under another
/// innermost dimension). A tensor no kernel records is dense.
struct Layouts {
    /// Tensors laid in sticks, with their elements a stick.
    sticks: HashMap<Value, i64>,
}

impl Layouts {
    fn of(ctx: &Context, kernels: &[Op]) -> Layouts {
        let mut sticks = HashMap::new();
        for &k in kernels {
            let d = ctx.op(k);
            let values: Vec<Value> = d.operands().chain(d.results().iter()).collect();
            let layouts = dialects::hlo::decisions::layouts_of(ctx, k).unwrap_or_default();
            for (v, s) in values.into_iter().zip(layouts) {
                if let Some(per) = s.memory_sticks() {
                    sticks.insert(v, per);
                }
            }
        }
        Layouts { sticks }
    }

    /// `v`'s strides in elements: row-major, its innermost dimension
    /// padded to whole sticks if it is laid in sticks.
    fn strides(&self, ctx: &Context, v: Value) -> Vec<i64> {
        stored_strides(&shape(ctx, v), self.sticks.get(&v).copied())
    }

    /// The elements `v` takes in memory.
    fn elements(&self, ctx: &Context, v: Value) -> i64 {
        let s = shape(ctx, v);
        match (self.strides(ctx, v).first(), s.first()) {
            (Some(st), Some(n)) => st * n,
            _ => 1,
        }
        .max(1)
    }
}

/// The tensors kept in the cores' LX between kernels (at their LX plan
/// byte address), and how each kernel accessed them: the core's slice,
/// described by its dimensions' roles, the kernel's splits and the slice's
/// shape (equal descriptions: the same elements on the same core, in the
/// same order), or `None` where a kernel could not read it as such.
struct Residency {
    at: HashMap<Value, u64>,
    seen: std::cell::RefCell<HashMap<Value, Vec<Option<String>>>>,
}

impl Residency {
    fn note(&self, v: Value, how: Option<String>) {
        self.seen.borrow_mut().entry(v).or_default().push(how);
    }

    /// The resident tensors whose accesses disagree or were not plain.
    fn inconsistent(&self) -> Vec<Value> {
        let seen = self.seen.borrow();
        let mut bad: Vec<Value> = self
            .at
            .keys()
            .copied()
            .filter(|v| match seen.get(v) {
                Some(hows) => {
                    hows.len() < 2
                        || hows.iter().any(Option::is_none)
                        || hows.iter().any(|h| h != &hows[0])
                }
                None => true,
            })
            .collect();
        bad.sort();
        bad
    }
}

/// The tensors the LX plans keep in the cores' LX between kernels, at
/// their byte address: each one every kernel it lives through (its writer
/// and readers) records as resident and divides into the same per-core
/// slice. A tensor whose kernels disagree (a plan edited by hand since
/// `tile` placed it) goes through device memory instead: the warnings say
/// which, at the kernel.
fn resident(
    ctx: &Context,
    target: &targets::Target,
    kernels: &[Op],
    plans: &HashMap<Op, Plan>,
) -> (HashMap<Value, u64>, Vec<(Op, String)>) {
    // Per tensor value: (kernel, offset, its share's key) for each kernel
    // that keeps it resident.
    let mut seen: HashMap<Value, Vec<(Op, Option<u64>, Option<tile::ShareKey>)>> = HashMap::new();
    let mut order: Vec<Value> = Vec::new();
    for &k in kernels {
        let Some(p) = plans.get(&k) else { continue };
        if !p.lx.iter().any(|b| b.resident.is_some()) {
            continue;
        }
        let keys = match (tile::Kernel::of(ctx, k), DimMap::of(ctx, k, &p.split, p.k_split)) {
            (Some(shape), Ok(map)) => {
                let layouts = dialects::hlo::decisions::layouts_of(ctx, k).unwrap_or_default();
                tile::shares(ctx, target, &shape, &map, &layouts).1
            }
            _ => Vec::new(),
        };
        let d = ctx.op(k);
        let values: Vec<Value> = d.operands().chain(d.results().iter()).collect();
        for (t, (b, &v)) in p.lx.iter().zip(&values).enumerate() {
            if b.resident.is_some() {
                let key = keys.get(t).cloned().flatten();
                let key = key.filter(|_| p.time_steps == 1);
                if !seen.contains_key(&v) {
                    order.push(v);
                }
                seen.entry(v).or_default().push((k, b.offset, key));
            }
        }
    }
    let mut at = HashMap::new();
    let mut dropped = Vec::new();
    for v in order {
        let members = &seen[&v];
        // Its writer and every reader must keep it.
        let users = match ctx.value(v).def {
            ir::value::ValueDef::Result(w, _) => {
                1 + ctx.uses(v).filter(|u| kernels.contains(&u.op)).count()
                    - usize::from(!kernels.contains(&w))
            }
            ir::value::ValueDef::Arg(..) => usize::MAX,
        };
        let first = &members[0];
        let agree = members.len() == users
            && members.len() > 1
            && ctx.uses(v).all(|u| kernels.contains(&u.op))
            && members
                .iter()
                .all(|m| m.1.is_some() && m.1 == first.1 && m.2.is_some() && m.2 == first.2);
        match (agree, first.1) {
            (true, Some(o)) => {
                at.insert(v, o);
            }
            _ => dropped.push((
                first.0,
                format!(
                    "{}: a tensor planned to stay in LX is not kept, offset and per-core slice alike, by every kernel it lives through (the plans were edited since `tile` placed it): it goes through device memory",
                    dialects::hlo::decisions::PLAN
                ),
            )),
        }
    }
    (at, dropped)
}

/// Row-major strides of `shape`, its innermost dimension padded to whole
/// sticks of `per` elements if given.
fn stored_strides(shape: &[i64], per: Option<i64>) -> Vec<i64> {
    let mut stored = shape.to_vec();
    if let (Some(per), Some(last)) = (per, stored.last_mut()) {
        *last = (*last + per - 1) / per * per;
    }
    let mut strides = vec![1i64; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1] * stored[i + 1];
    }
    strides
}

/// The bits of `t`'s element type.
fn elem_bits(ctx: &Context, t: Type) -> u32 {
    let e = match ctx.type_kind(t) {
        ir::TypeKind::RankedTensor { elem, .. } => *elem,
        _ => t,
    };
    match ctx.type_kind(e) {
        ir::TypeKind::Float(k) => k.semantics().bits,
        ir::TypeKind::Integer { width, .. } => *width,
        _ => 32,
    }
}

/// The host function of `f` (body `b`), keeping its name: its arguments
/// are the device addresses of the program's inputs, then of its results,
/// then of a device workspace that holds the intermediate tensors and the
/// constants (stick-aligned, `hlo.workspace_elements` long, in elements
/// of at most 32 bits: the workspace is an f32 array); it stores the
/// constants there and calls the kernels in program order.
fn emit_host(
    ctx: &Context,
    f: Op,
    b: ir::Block,
    fname: &str,
    kernels: &HashMap<Op, String>,
    laid: &Layouts,
    in_lx: &HashMap<Value, u64>,
    text: &mut String,
) -> Result<(), Diagnostic> {
    let args: Vec<Value> = ctx.block(b).args.clone();
    let term = ctx
        .terminator(b)
        .ok_or_else(|| ir::verify::at_op(ctx, f, "convert-to-ktir: a function without a return"))?;
    let rets: Vec<Value> = ctx.op(term).operands().collect();
    let mut addr: HashMap<Value, String> = HashMap::new();
    for (i, &a) in args.iter().enumerate() {
        addr.insert(a, format!("%in{i}"));
    }
    // A returned value, and the views it is made of, live at the result's
    // address.
    for (j, &r) in rets.iter().enumerate() {
        let mut v = r;
        loop {
            if addr.contains_key(&v) {
                return Err(ir::verify::at_op(
                    ctx,
                    term,
                    &format!("convert-to-ktir: result {j} is an input or another result (a copy is not emitted yet)"),
                ));
            }
            addr.insert(v, format!("%res{j}"));
            match ctx.value(v).def {
                ir::value::ValueDef::Result(op, _)
                    if super::cost::is_free(ctx, op)
                        && !ctx.op_info(op).is_some_and(|i| i.traits.constant_like) =>
                {
                    match ctx.op(op).operands().next() {
                        Some(src) => v = src,
                        None => break,
                    }
                }
                _ => break,
            }
        }
    }
    let mut lines = Vec::new();
    let mut ws = 0i64;
    let mut next = 0usize;
    let mut place =
        |v: Value, lines: &mut Vec<String>, addr: &mut HashMap<Value, String>| -> String {
            if let Some(a) = addr.get(&v) {
                return a.clone();
            }
            // Kept in the cores' LX: the kernels ignore its address.
            if in_lx.contains_key(&v) {
                return "%ws".into();
            }
            let n = laid.elements(ctx, v);
            let off = ws;
            ws += (n + 63) / 64 * 64;
            next += 1;
            let (c, a) = (format!("%wo{next}"), format!("%wa{next}"));
            lines.push(format!("{c} = arith.constant {off} : index"));
            lines.push(format!("{a} = arith.addi %ws, {c} : index"));
            addr.insert(v, a.clone());
            a
        };
    for op in ctx.block_ops(b) {
        if op == term {
            continue;
        }
        let d = ctx.op(op);
        if let Some(name) = kernels.get(&op) {
            let mut call_args = Vec::new();
            for v in d.operands() {
                call_args.push(place(v, &mut lines, &mut addr));
            }
            for v in d.results().iter() {
                call_args.push(place(v, &mut lines, &mut addr));
            }
            let tys = vec!["index"; call_args.len()].join(", ");
            lines.push(format!(
                "func.call @{name}({}) : ({tys}) -> ()",
                call_args.join(", ")
            ));
        } else if ctx.op_info(op).is_some_and(|i| i.traits.constant_like) {
            let Some(r) = d.results().iter().next() else {
                continue;
            };
            if ctx.uses(r).next().is_none() {
                continue;
            }
            let a = place(r, &mut lines, &mut addr);
            let Some(value) = ctx.inherent_attr(op, "value") else {
                return Err(unsupported(ctx, op, "a constant without a value"));
            };
            let text = ir::text::attr_to_string(ctx, value);
            let body = text
                .split_once(" : ")
                .map_or(text.as_str(), |x| x.0)
                .to_string();
            let s = shape(ctx, r);
            let et = elem_text(ctx, ctx.value_type(r));
            let t = tensor_text(&s, &et);
            let list = |s: &[i64]| s.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
            let strides = laid.strides(ctx, r);
            let memref = format!("memref<{}{et}>", dims_text(&s));
            // Unique among the host's names: the line it starts at.
            let k = lines.len();
            lines.push(format!("%k{k} = arith.constant {body} : {t}"));
            lines.push(format!(
                "%kv{k} = ktdp.construct_memory_view {a}, sizes: [{}], strides: [{}] {{coordinate_set = {}, memory_space = #ktdp.memory_space<global>}} : {memref}",
                list(&s),
                list(&strides),
                box_set(&s)
            ));
            let zeros = vec!["%c0"; s.len()].join(", ");
            lines.push(format!(
                "%kt{k} = ktdp.construct_access_tile %kv{k}[{zeros}] {{access_tile_set = {}, access_tile_order = {}}} : {memref} -> !ktdp.access_tile<{}index>",
                box_set(&s),
                identity_map(s.len()),
                dims_text(&s)
            ));
            lines.push(format!(
                "ktdp.store %k{k}, %kt{k} : {t}, !ktdp.access_tile<{}index>",
                dims_text(&s)
            ));
        } else if super::cost::is_free(ctx, op) {
            // A view between kernels: the same bytes under another shape.
            let (Some(src), Some(r)) = (d.operands().next(), d.results().iter().next()) else {
                continue;
            };
            if !addr.contains_key(&r) {
                let a = place(src, &mut lines, &mut addr);
                addr.insert(r, a);
            }
        } else {
            return Err(unsupported(
                ctx,
                op,
                "an op between kernels that is neither a kernel nor a view",
            ));
        }
    }
    let mut sig: Vec<String> = (0..args.len()).map(|i| format!("%in{i}: index")).collect();
    sig.extend((0..rets.len()).map(|j| format!("%res{j}: index")));
    sig.push("%ws: index".into());
    let _ = writeln!(
        text,
        "  func.func @{fname}({}) attributes {{hlo.workspace_elements = {ws} : i64}} {{",
        sig.join(", ")
    );
    text.push_str("    %c0 = arith.constant 0 : index\n");
    for l in lines {
        let _ = writeln!(text, "    {l}");
    }
    text.push_str("    return\n  }\n");
    Ok(())
}

/// The emitter of one kernel's body.
struct Emit<'c> {
    ctx: &'c Context,
    out: String,
    names: HashMap<Value, String>,
    roles: HashMap<Value, Vec<Role>>,
    /// The share each op wants of each operand, where it differs from the
    /// value's own (a widened value is narrowed on the core).
    wants: HashMap<(Op, Value), Vec<Role>>,
    /// The cores each output dimension is split over.
    splits: Vec<u64>,
    /// The kernel output's shape.
    out_shape: Vec<i64>,
    /// Cores a contraction's K is split over (1: not split).
    k_split: u64,
    /// Coarse tiling in time: the output dimension each core walks in
    /// `steps` (an `scf.for` whose induction variable is `%step`).
    time: Option<(usize, u64)>,
    /// The division with its steps in time.
    div: Division,
    next: usize,
}

impl<'c> Emit<'c> {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%t{}", self.next)
    }

    /// A value's slice shape under the work division.
    fn slice(&self, v: Value) -> Vec<i64> {
        let s = shape(self.ctx, v);
        let r = self
            .roles
            .get(&v)
            .cloned()
            .unwrap_or_else(|| vec![Role::Whole; s.len()]);
        s.iter()
            .zip(r.iter().chain(std::iter::repeat(&Role::Whole)))
            .map(|(&n, r)| self.slice_dim(*r, n))
            .collect()
    }

    /// The extent of a dimension of size `n` with role `r` in a core's
    /// slice (a step's, with steps in time).
    fn slice_dim(&self, r: Role, n: i64) -> i64 {
        self.div.extent(r, n)
    }

    fn ty(&self, v: Value) -> String {
        tensor_text(&self.slice(v), &elem_text(self.ctx, self.ctx.value_type(v)))
    }

    fn name(&self, v: Value) -> String {
        self.names
            .get(&v)
            .cloned()
            .unwrap_or_else(|| "%undefined".into())
    }

    fn line(&mut self, s: String) {
        self.out.push_str("    ");
        self.out.push_str(&s);
        self.out.push('\n');
    }

    /// An empty tensor of `v`'s slice type.
    fn empty(&mut self, v: Value) -> String {
        let e = self.fresh();
        let t = self.ty(v);
        self.line(format!("{e} = tensor.empty() : {t}"));
        e
    }
}

fn unsupported(ctx: &Context, op: Op, why: &str) -> Diagnostic {
    ir::verify::at_op(
        ctx,
        op,
        &format!(
            "convert-to-ktir cannot emit '{}' on per-core slices: {why}",
            ctx.op_name(op)
        ),
    )
}

/// Roles with every part no core divides read whole (steps in time
/// aside): two roles name the same share exactly when these agree.
fn normalized(r: &[Role], splits: &[u64]) -> Vec<Role> {
    Division {
        splits: splits.to_vec(),
        k_split: 2,
        out_shape: Vec::new(),
        time: None,
    }
    .normalized(r)
}

/// When K is split across cores, each core holds a partial product: the
/// cores of one output slice (ids equal modulo the output's cores) sum
/// theirs with `inter_tile_produce` / `inter_tile_reduce`, and each ends
/// with the total. Returns the value to use.
fn k_reduce(e: &mut Emit, partial: &str, ty: &str, et: &str, float: bool) -> String {
    if e.k_split <= 1 {
        return partial.to_string();
    }
    let p: u64 = e.splits.iter().product::<u64>().max(1);
    let n = p * e.k_split;
    let members = format!(
        "affine_set<(d0)[s0] : ((d0 - s0) mod {p} == 0, d0 >= 0, -d0 + {} >= 0)>",
        n - 1
    );
    let groups = format!("affine_set<(d0) : (d0 >= 0, -d0 + {} >= 0)>", p - 1);
    let (fut, gid) = (e.fresh(), e.fresh());
    e.line(format!("{fut} = ktdp.inter_tile_produce producer_tiles_per_group = {members} -> <({ty}), groups = {groups}> {{"));
    e.line(format!("^bb0({gid}: index):"));
    e.line(format!("  ktdp.yield_partial {partial} : {ty}"));
    e.line("}".into());
    let (z, i, idn) = (e.fresh(), e.fresh(), e.fresh());
    e.line(format!(
        "{z} = arith.constant {} : {et}",
        if float { "0.0" } else { "0" }
    ));
    e.line(format!("{i} = tensor.empty() : {ty}"));
    e.line(format!(
        "{idn} = linalg.fill ins({z} : {et}) outs({i} : {ty}) -> {ty}"
    ));
    let (sum, l, r, t, s2) = (e.fresh(), e.fresh(), e.fresh(), e.fresh(), e.fresh());
    e.line(format!(
        "{sum} = ktdp.inter_tile_reduce({fut}) consumer_tiles_per_group = {members}, identity({idn} : {ty}) : <({ty}), groups = {groups}> -> {ty} {{"
    ));
    e.line(format!("^bb0({l}: {ty}, {r}: {ty}):"));
    e.line(format!("  {t} = tensor.empty() : {ty}"));
    e.line(format!(
        "  {s2} = linalg.add ins({l}, {r} : {ty}, {ty}) outs({t} : {ty}) -> {ty}"
    ));
    e.line(format!("  ktdp.yield_reduced {s2} : {ty}"));
    e.line("}".into());
    sum
}

/// The name of `v` as `op` reads it: the value itself, or, where the op
/// wants a narrower share than the value holds (the value was widened for
/// another consumer), that share cut out on the core.
fn operand(e: &mut Emit, op: Op, v: Value) -> String {
    let name = e.name(v);
    let (Some(want), Some(have)) = (e.wants.get(&(op, v)).cloned(), e.roles.get(&v).cloned())
    else {
        return name;
    };
    if normalized(&want, &e.splits) == normalized(&have, &e.splits) {
        return name;
    }
    let full = shape(e.ctx, v);
    let have_sl = e.slice(v);
    let want_sl: Vec<i64> = want
        .iter()
        .zip(&full)
        .map(|(r, &n)| e.slice_dim(*r, n))
        .collect();
    // Offsets: the wanted share's origin where the value is held whole.
    let mut offs = Vec::new();
    for i in 0..full.len() {
        if have_sl[i] == want_sl[i] {
            offs.push("0".to_string());
        } else {
            offs.push(origin(e, &want, &want_sl, i));
        }
    }
    let et = elem_text(e.ctx, e.ctx.value_type(v));
    let (src_t, dst_t) = (tensor_text(&have_sl, &et), tensor_text(&want_sl, &et));
    let x = e.fresh();
    let sizes: Vec<String> = want_sl.iter().map(i64::to_string).collect();
    let ones = vec!["1"; full.len()].join(", ");
    e.line(format!(
        "{x} = tensor.extract_slice {name}[{}] [{}] [{ones}] : {src_t} to {dst_t}",
        offs.join(", "),
        sizes.join(", ")
    ));
    x
}

/// The slice shape `op` reads of operand `v` (its wanted share).
fn oslice(e: &Emit, op: Op, v: Value) -> Vec<i64> {
    match e.wants.get(&(op, v)) {
        Some(want) => shape(e.ctx, v)
            .iter()
            .zip(want.iter().chain(std::iter::repeat(&Role::Whole)))
            .map(|(&n, r)| e.slice_dim(*r, n))
            .collect(),
        None => e.slice(v),
    }
}

/// The tensor type `op` reads of operand `v`.
fn otype(e: &Emit, op: Op, v: Value) -> String {
    tensor_text(&oslice(e, op, v), &elem_text(e.ctx, e.ctx.value_type(v)))
}

/// The `dense<...>` of a splat `stablehlo.constant` defining `v`.
fn splat_constant(ctx: &Context, v: Value) -> Option<String> {
    let ir::value::ValueDef::Result(op, _) = ctx.value(v).def else {
        return None;
    };
    if ctx.op_name(op) != "stablehlo.constant" {
        return None;
    }
    let text = ir::text::attr_to_string(ctx, ctx.inherent_attr(op, "value")?);
    let body = text
        .split_once(" : ")
        .map_or(text.as_str(), |x| x.0)
        .to_string();
    (body.starts_with("dense<") && !body.starts_with("dense<[") && !body.starts_with("dense<\""))
        .then_some(body)
}

/// Emits one body op on slices.
fn emit_op(e: &mut Emit, op: Op) -> Result<(), Diagnostic> {
    let ctx = e.ctx;
    let d = ctx.op(op);
    let name = ctx.op_name(op);
    let operands: Vec<Value> = d.operands().collect();
    let Some(res) = d.results().iter().next() else {
        return Err(unsupported(ctx, op, "an op without results"));
    };
    let rt = ctx.value_type(res);
    let float = is_float(ctx, rt);
    let ty = e.ty(res);
    let r = e.fresh();
    let args: Vec<String> = operands.iter().map(|&v| operand(e, op, v)).collect();
    if let Some(a) = binary_op(name, float) {
        e.line(format!("{r} = {a} {}, {} : {ty}", args[0], args[1]));
    } else if let Some(u) = unary_op(name) {
        if !float {
            return Err(unsupported(ctx, op, "an integer operand"));
        }
        e.line(format!("{r} = {u} {} : {ty}", args[0]));
    } else if name == "stablehlo.logistic" {
        let (n, x, one, s) = (e.fresh(), e.fresh(), e.fresh(), e.fresh());
        let et = elem_text(ctx, rt);
        e.line(format!("{n} = arith.negf {} : {ty}", args[0]));
        e.line(format!("{x} = math.exp {n} : {ty}"));
        e.line(format!("{one} = arith.constant dense<1.0> : {ty}"));
        e.line(format!("{s} = arith.addf {one}, {x} : {ty}"));
        let _ = et;
        e.line(format!("{r} = arith.divf {one}, {s} : {ty}"));
    } else if name == "stablehlo.constant" {
        let v = ctx
            .inherent_attr(op, "value")
            .ok_or_else(|| unsupported(ctx, op, "a constant without a value"))?;
        let whole = e.slice(res) == shape(ctx, res);
        let text = ir::text::attr_to_string(ctx, v);
        let body = text
            .split_once(" : ")
            .map_or(text.as_str(), |x| x.0)
            .to_string();
        let splat = body.starts_with("dense<")
            && !body.starts_with("dense<[")
            && !body.starts_with("dense<\"");
        if !(splat || whole) {
            return Err(unsupported(
                ctx,
                op,
                "a constant that is not a splat on a split dimension",
            ));
        }
        e.line(format!("{r} = arith.constant {body} : {ty}"));
    } else if name == "stablehlo.convert" {
        let from = ctx.value_type(operands[0]);
        let (ff, tf) = (is_float(ctx, from), float);
        let bits = |t: Type| {
            let el = ctx.type_kind(t).element_type().unwrap_or(t);
            match ctx.type_kind(el) {
                TypeKind::Float(k) => k.semantics().bits,
                TypeKind::Integer { width, .. } => *width,
                _ => 0,
            }
        };
        let a = match (ff, tf) {
            (true, true) if bits(from) < bits(rt) => "arith.extf",
            (true, true) if bits(from) > bits(rt) => "arith.truncf",
            (true, true) => "",
            (false, true) => "arith.sitofp",
            (true, false) => "arith.fptosi",
            (false, false) if bits(from) < bits(rt) => "arith.extsi",
            (false, false) if bits(from) > bits(rt) => "arith.trunci",
            (false, false) => "",
        };
        if a.is_empty() {
            e.names.insert(res, args[0].clone());
            return Ok(());
        }
        let ft = otype(e, op, operands[0]);
        e.line(format!("{r} = {a} {} : {ft} to {ty}", args[0]));
    } else if name == "stablehlo.broadcast_in_dim" && splat_constant(ctx, operands[0]).is_some() {
        // A broadcast scalar constant is the constant on the slice.
        let body = splat_constant(ctx, operands[0]).unwrap_or_default();
        e.line(format!("{r} = arith.constant {body} : {ty}"));
    } else if name == "stablehlo.broadcast_in_dim" {
        let dims = ctx
            .inherent_attr(op, "broadcast_dimensions")
            .and_then(|a| ir::dense_array::to_i64s(ctx, a))
            .unwrap_or_default();
        let src = operands[0];
        let (ss, rs) = (oslice(e, op, src), e.slice(res));
        let et = elem_text(ctx, rt);
        let init = e.empty(res);
        let nd = rs.len();
        let expands = dims
            .iter()
            .enumerate()
            .any(|(i, &dd)| ss.get(i) != rs.get(dd as usize));
        if !expands && dims.windows(2).all(|w| w[0] < w[1]) {
            // linalg.broadcast names the result's new dimensions.
            let added: Vec<String> = (0..nd as i64)
                .filter(|x| !dims.contains(x))
                .map(|x| x.to_string())
                .collect();
            let st = otype(e, op, src);
            e.line(format!(
                "{r} = linalg.broadcast ins({} : {st}) outs({init} : {ty}) dimensions = [{}]",
                args[0],
                added.join(", ")
            ));
            e.names.insert(res, r);
            return Ok(());
        }
        let loops: Vec<String> = (0..nd).map(|i| format!("d{i}")).collect();
        let in_res: Vec<String> = dims
            .iter()
            .enumerate()
            .map(|(i, &dd)| {
                if ss.get(i) == Some(&1) && rs.get(dd as usize) != Some(&1) {
                    "0".to_string()
                } else {
                    format!("d{dd}")
                }
            })
            .collect();
        let in_map = format!(
            "affine_map<({}) -> ({})>",
            loops.join(", "),
            in_res.join(", ")
        );
        let st = otype(e, op, src);
        let iters = vec!["\"parallel\""; nd].join(", ");
        e.line(format!(
            "{r} = linalg.generic {{indexing_maps = [{in_map}, {}], iterator_types = [{iters}]}} ins({} : {st}) outs({init} : {ty}) {{",
            identity_map(nd),
            args[0]
        ));
        e.line(format!("^bb0(%in: {et}, %out: {et}):"));
        e.line(format!("  linalg.yield %in : {et}"));
        e.line(format!("}} -> {ty}"));
    } else if name == "stablehlo.reduce" {
        let n = operands.len() / 2;
        if n != 1 {
            return Err(unsupported(ctx, op, "a variadic reduction"));
        }
        let body = d
            .regions
            .first()
            .and_then(|&rg| ctx.region(rg).blocks.first())
            .map(|&b| ctx.block_ops(b).collect::<Vec<_>>())
            .unwrap_or_default();
        let comb = body
            .first()
            .and_then(|&o| binary_op(ctx.op_name(o), float))
            .filter(|_| body.len() == 2)
            .ok_or_else(|| unsupported(ctx, op, "a reduction body other than one binary op"))?;
        let dims = ctx
            .inherent_attr(op, "dimensions")
            .and_then(|a| ir::dense_array::to_i64s(ctx, a))
            .unwrap_or_default();
        let et = elem_text(ctx, rt);
        let (s, init) = (e.fresh(), e.empty(res));
        let f = e.fresh();
        let it = tensor_text(&[], &et);
        e.line(format!("{s} = tensor.extract {}[] : {it}", args[1]));
        e.line(format!(
            "{f} = linalg.fill ins({s} : {et}) outs({init} : {ty}) -> {ty}"
        ));
        let st = otype(e, op, operands[0]);
        let dl: Vec<String> = dims.iter().map(i64::to_string).collect();
        e.line(format!(
            "{r} = linalg.reduce ins({} : {st}) outs({f} : {ty}) dimensions = [{}]",
            args[0],
            dl.join(", ")
        ));
        e.line(format!("  (%in: {et}, %acc: {et}) {{"));
        e.line(format!("    %c = {comb} %in, %acc : {et}"));
        e.line(format!("    linalg.yield %c : {et}"));
        e.line("  }".into());
    } else if ctx.op_class(op) == OpClass::Contraction {
        let c = ctx
            .interface::<dyn Contraction>(op)
            .ok_or_else(|| unsupported(ctx, op, "a contraction without its interface"))?;
        let lr = c.operand_dims(ctx, op, 0).unwrap_or_default();
        let rr = c.operand_dims(ctx, op, 1).unwrap_or_default();
        let et = elem_text(ctx, rt);
        let init = e.empty(res);
        let zero = e.fresh();
        let z = if float { "0.0" } else { "0" };
        let f = e.fresh();
        e.line(format!("{zero} = arith.constant {z} : {et}"));
        e.line(format!(
            "{f} = linalg.fill ins({zero} : {et}) outs({init} : {ty}) -> {ty}"
        ));
        let nout = e.slice(res).len();
        let std_2d = lr == [DimRole::Result(0), DimRole::Contracted]
            && rr == [DimRole::Contracted, DimRole::Result(1)];
        if std_2d {
            let (lt, rt2) = (otype(e, op, operands[0]), otype(e, op, operands[1]));
            e.line(format!(
                "{r} = linalg.matmul ins({}, {} : {lt}, {rt2}) outs({f} : {ty}) -> {ty}",
                args[0], args[1]
            ));
            let total = k_reduce(e, &r, &ty, &et, float);
            e.names.insert(res, total);
            return Ok(());
        }
        // Loops: the result's dimensions, then one a contracted pair.
        let nk = lr.iter().filter(|x| **x == DimRole::Contracted).count();
        let loops: Vec<String> = (0..nout + nk).map(|i| format!("d{i}")).collect();
        let map = |roles: &[DimRole]| {
            let mut k = 0;
            let rs: Vec<String> = roles
                .iter()
                .map(|x| match x {
                    DimRole::Result(j) => format!("d{j}"),
                    DimRole::Contracted => {
                        k += 1;
                        format!("d{}", nout + k - 1)
                    }
                })
                .collect();
            format!("affine_map<({}) -> ({})>", loops.join(", "), rs.join(", "))
        };
        let (lt, rt2) = (otype(e, op, operands[0]), otype(e, op, operands[1]));
        let out_map = format!(
            "affine_map<({}) -> ({})>",
            loops.join(", "),
            (0..nout)
                .map(|i| format!("d{i}"))
                .collect::<Vec<_>>()
                .join(", ")
        );
        let mut iters = vec!["\"parallel\""; nout];
        iters.extend(vec!["\"reduction\""; nk]);
        let (mul, add) = if float {
            ("arith.mulf", "arith.addf")
        } else {
            ("arith.muli", "arith.addi")
        };
        e.line(format!(
            "{r} = linalg.generic {{indexing_maps = [{}, {}, {out_map}], iterator_types = [{}]}} ins({}, {} : {lt}, {rt2}) outs({f} : {ty}) {{",
            map(&lr),
            map(&rr),
            iters.join(", "),
            args[0],
            args[1]
        ));
        e.line(format!("^bb0(%a: {et}, %b: {et}, %acc: {et}):"));
        e.line(format!("  %p = {mul} %a, %b : {et}"));
        e.line(format!("  %s = {add} %acc, %p : {et}"));
        e.line(format!("  linalg.yield %s : {et}"));
        e.line(format!("}} -> {ty}"));
        let total = k_reduce(e, &r, &ty, &et, float);
        e.names.insert(res, total);
        return Ok(());
    } else if name == "stablehlo.slice" {
        let get = |n: &str| {
            ctx.inherent_attr(op, n)
                .and_then(|a| ir::dense_array::to_i64s(ctx, a))
                .unwrap_or_default()
        };
        let (starts, strides) = (get("start_indices"), get("strides"));
        let (ss, rs) = (oslice(e, op, operands[0]), e.slice(res));
        // Unsliced dimensions start at 0 on the core's slice.
        let full = shape(ctx, operands[0]);
        let res_roles = e.roles.get(&res).cloned().unwrap_or_default();
        let mut offs: Vec<String> = Vec::new();
        for i in 0..rs.len() {
            let start = starts.get(i).copied().unwrap_or(0);
            if ss.get(i) != full.get(i) {
                offs.push("0".to_string()); // split as the result is
                continue;
            }
            // Held whole: the window starts at `start`, plus this core's
            // share of the result (in steps of the stride).
            let o = origin(e, &res_roles, &rs, i);
            if o == "%c0" {
                offs.push(start.to_string());
                continue;
            }
            let stride = strides.get(i).copied().unwrap_or(1);
            let mut cur = o;
            if stride != 1 {
                let k = e.fresh();
                e.line(format!("{k} = arith.constant {stride} : index"));
                let m = e.fresh();
                e.line(format!("{m} = arith.muli {cur}, {k} : index"));
                cur = m;
            }
            if start != 0 {
                let k = e.fresh();
                e.line(format!("{k} = arith.constant {start} : index"));
                let a = e.fresh();
                e.line(format!("{a} = arith.addi {cur}, {k} : index"));
                cur = a;
            }
            offs.push(cur);
        }
        let sizes: Vec<String> = rs.iter().map(i64::to_string).collect();
        let st: Vec<String> = (0..rs.len())
            .map(|i| strides.get(i).copied().unwrap_or(1).to_string())
            .collect();
        let srct = otype(e, op, operands[0]);
        e.line(format!(
            "{r} = tensor.extract_slice {}[{}] [{}] [{}] : {srct} to {ty}",
            args[0],
            offs.join(", "),
            sizes.join(", "),
            st.join(", ")
        ));
    } else if name == "stablehlo.iota" {
        // Each core's slice counts from its origin along the dimension.
        let dim = match ctx
            .inherent_attr(op, "iota_dimension")
            .map(|a| ctx.attr_kind(a))
        {
            Some(AttrKind::Integer { value, .. }) => value.as_i64().unwrap_or(0) as usize,
            _ => 0,
        };
        let roles = e.roles.get(&res).cloned().unwrap_or_default();
        let sl = e.slice(res);
        let start = origin(e, &roles, &sl, dim);
        let init = e.empty(res);
        let et = elem_text(ctx, rt);
        let nd = sl.len();
        let iters = vec!["\"parallel\""; nd].join(", ");
        let (i, j, v) = (e.fresh(), e.fresh(), e.fresh());
        e.line(format!(
            "{r} = linalg.generic {{indexing_maps = [{}], iterator_types = [{iters}]}} outs({init} : {ty}) {{",
            identity_map(nd)
        ));
        e.line(format!("^bb0(%out: {et}):"));
        e.line(format!("  {i} = linalg.index {dim} : index"));
        e.line(format!("  {j} = arith.addi {i}, {start} : index"));
        if float {
            let w = e.fresh();
            e.line(format!("  {w} = arith.index_cast {j} : index to i64"));
            e.line(format!("  {v} = arith.sitofp {w} : i64 to {et}"));
        } else {
            e.line(format!("  {v} = arith.index_cast {j} : index to {et}"));
        }
        e.line(format!("  linalg.yield {v} : {et}"));
        e.line(format!("}} -> {ty}"));
    } else if name == "stablehlo.reshape" {
        // On the slices: flatten, then give the result's slice shape (the
        // roles keep each core's slice contiguous in both shapes).
        let (ss, rs) = (oslice(e, op, operands[0]), e.slice(res));
        let et = elem_text(ctx, rt);
        let n: i64 = ss.iter().product();
        let flat = tensor_text(&[n], &et);
        let st = otype(e, op, operands[0]);
        let mut cur = args[0].clone();
        if ss.len() != 1 {
            let c = e.fresh();
            let all: Vec<String> = (0..ss.len()).map(|i| i.to_string()).collect();
            let reassoc = if ss.is_empty() {
                "[]".to_string()
            } else {
                format!("[[{}]]", all.join(", "))
            };
            e.line(format!(
                "{c} = tensor.collapse_shape {cur} {reassoc} : {st} into {flat}"
            ));
            cur = c;
        }
        if rs.len() == 1 {
            e.names.insert(res, cur);
            return Ok(());
        }
        let all: Vec<String> = (0..rs.len()).map(|i| i.to_string()).collect();
        let dims: Vec<String> = rs.iter().map(i64::to_string).collect();
        e.line(format!(
            "{r} = tensor.expand_shape {cur} [[{}]] output_shape [{}] : {flat} into {ty}",
            all.join(", "),
            dims.join(", ")
        ));
    } else if name == "stablehlo.transpose" {
        let perm = ctx
            .inherent_attr(op, "permutation")
            .and_then(|a| ir::dense_array::to_i64s(ctx, a))
            .unwrap_or_default();
        let init = e.empty(res);
        let st = otype(e, op, operands[0]);
        let pl: Vec<String> = perm.iter().map(i64::to_string).collect();
        e.line(format!(
            "{r} = linalg.transpose ins({} : {st}) outs({init} : {ty}) permutation = [{}]",
            args[0],
            pl.join(", ")
        ));
    } else if name == "stablehlo.select" {
        let ct = otype(e, op, operands[0]);
        e.line(format!(
            "{r} = arith.select {}, {}, {} : {ct}, {ty}",
            args[0], args[1], args[2]
        ));
    } else if name == "stablehlo.compare" {
        let (a, p) = compare_op(ctx, op);
        let ot = otype(e, op, operands[0]);
        e.line(format!("{r} = {a} {p}, {}, {} : {ot}", args[0], args[1]));
    } else {
        return Err(unsupported(
            ctx,
            op,
            "no KTIR counterpart is emitted for it yet",
        ));
    }
    e.names.insert(res, r);
    Ok(())
}

/// The access tile origin of dimension `i` of a tensor with `roles`, for
/// output splits `splits` with the first dimension varying fastest: an
/// index value computed from `%pid` with arith (as KTIR tools write it).
fn origin(e: &mut Emit, roles: &[Role], slice: &[i64], i: usize) -> String {
    if let Some(Role::Merged(p)) = roles.get(i).copied() {
        // Σ start_d · (the sizes of the parts after d); unsplit parts
        // start at 0.
        let ps: Vec<Part> = p.iter().collect();
        let size = |x: Part, e: &Emit| match x {
            Part::Out(d) => e.out_shape.get(d).copied().unwrap_or(1),
            Part::Digit { size, .. } => size,
            Part::Whole(n) => n,
        };
        let mut acc: Option<String> = None;
        for (k, &x) in ps.iter().enumerate() {
            let inner: i64 = ps[k + 1..].iter().map(|&y| size(y, e)).product();
            // The part's start along itself, then scaled by what follows.
            let start = match x {
                Part::Whole(_) => continue,
                Part::Out(d) => origin(
                    e,
                    &[Role::Out(d)],
                    &[e.slice_dim(Role::Out(d), size(x, e))],
                    0,
                ),
                Part::Digit { .. } => origin(e, &[x.role()], &[1], 0),
            };
            if start == "%c0" {
                continue;
            }
            let o = if inner > 1 {
                let k = e.fresh();
                e.line(format!("{k} = arith.constant {inner} : index"));
                let m = e.fresh();
                e.line(format!("{m} = arith.muli {start}, {k} : index"));
                m
            } else {
                start
            };
            acc = Some(match acc {
                None => o,
                Some(a) => {
                    let t = e.fresh();
                    e.line(format!("{t} = arith.addi {a}, {o} : index"));
                    t
                }
            });
        }
        return acc.unwrap_or_else(|| "%c0".into());
    }
    if let Some(Role::K) = roles.get(i).copied() {
        let p: u64 = e.splits.iter().product::<u64>().max(1);
        let chunk = slice.get(i).copied().unwrap_or(1);
        let mut cur = "%pid".to_string();
        if p > 1 {
            let k = e.fresh();
            e.line(format!("{k} = arith.constant {p} : index"));
            let q = e.fresh();
            e.line(format!("{q} = arith.divui {cur}, {k} : index"));
            cur = q;
        }
        let k = e.fresh();
        e.line(format!("{k} = arith.constant {chunk} : index"));
        let o = e.fresh();
        e.line(format!("{o} = arith.muli {cur}, {k} : index"));
        return o;
    }
    if let Some(Role::Digit { d, inner, size }) = roles.get(i).copied() {
        let s = e.splits.get(d).copied().unwrap_or(1);
        if s <= 1 {
            return "%c0".into();
        }
        let c = e.out_shape.get(d).copied().unwrap_or(1) / s as i64;
        // The core's first index along d, then its digit.
        let first = origin(e, &[Role::Out(d)], &[c], 0);
        let mut cur = first;
        if inner > 1 {
            let k = e.fresh();
            e.line(format!("{k} = arith.constant {inner} : index"));
            let q = e.fresh();
            e.line(format!("{q} = arith.divui {cur}, {k} : index"));
            cur = q;
        }
        let k = e.fresh();
        e.line(format!("{k} = arith.constant {size} : index"));
        let m = e.fresh();
        e.line(format!("{m} = arith.remui {cur}, {k} : index"));
        return m;
    }
    let Some(Role::Out(d)) = roles.get(i).copied() else {
        return "%c0".into();
    };
    let s = e.splits.get(d).copied().unwrap_or(1);
    if let Some((_, t)) = e.time.filter(|&(td, _)| td == d) {
        // The core's index along d, times the steps, plus this step.
        let chunk = slice.get(i).copied().unwrap_or(1);
        let step_idx = if s > 1 {
            let core = origin_core_index(e, d, s);
            let k = e.fresh();
            e.line(format!("{k} = arith.constant {t} : index"));
            let m = e.fresh();
            e.line(format!("{m} = arith.muli {core}, {k} : index"));
            let a = e.fresh();
            e.line(format!("{a} = arith.addi {m}, %step : index"));
            a
        } else {
            "%step".to_string()
        };
        let k = e.fresh();
        e.line(format!("{k} = arith.constant {chunk} : index"));
        let o = e.fresh();
        e.line(format!("{o} = arith.muli {step_idx}, {k} : index"));
        return o;
    }
    if s <= 1 {
        return "%c0".into();
    }
    let stride: u64 = e.splits.iter().take(d).product::<u64>().max(1);
    let total: u64 = e.splits.iter().product();
    let chunk = slice.get(i).copied().unwrap_or(1);
    let mut idx = "%pid".to_string();
    let konst = |e: &mut Emit, v: i64| {
        let c = e.fresh();
        e.line(format!("{c} = arith.constant {v} : index"));
        c
    };
    if stride > 1 {
        let c = konst(e, stride as i64);
        let q = e.fresh();
        e.line(format!("{q} = arith.divui {idx}, {c} : index"));
        idx = q;
    }
    if stride * s != total || e.k_split > 1 {
        let c = konst(e, s as i64);
        let m = e.fresh();
        e.line(format!("{m} = arith.remui {idx}, {c} : index"));
        idx = m;
    }
    let c = konst(e, chunk);
    let o = e.fresh();
    e.line(format!("{o} = arith.muli {idx}, {c} : index"));
    o
}

/// The core's index along output dimension `d`, split `s` ways (the first
/// dimension varying fastest; K's index above them all).
fn origin_core_index(e: &mut Emit, d: usize, s: u64) -> String {
    let stride: u64 = e.splits.iter().take(d).product::<u64>().max(1);
    let mut idx = "%pid".to_string();
    if stride > 1 {
        let c = e.fresh();
        e.line(format!("{c} = arith.constant {stride} : index"));
        let q = e.fresh();
        e.line(format!("{q} = arith.divui {idx}, {c} : index"));
        idx = q;
    }
    let c = e.fresh();
    e.line(format!("{c} = arith.constant {s} : index"));
    let m = e.fresh();
    e.line(format!("{m} = arith.remui {idx}, {c} : index"));
    m
}

fn emit_kernel(
    ctx: &Context,
    plan: Option<&Plan>,
    k: Op,
    name: &str,
    schedule_us: f64,
    laid: &Layouts,
    res: &Residency,
    text: &mut String,
) -> Result<(), Diagnostic> {
    let plan = plan.ok_or_else(|| unsupported(ctx, k, "the kernel has nothing to divide"))?;
    let d = ctx.op(k);
    let outer: Vec<Value> = d.operands().collect();
    let results: Vec<Value> = d.results().iter().collect();
    // The dimension map under the plan's division (a reshape of a kernel
    // operand is a view of the operand's memory in the reshape's shape:
    // it is read that way, and not emitted).
    let map = DimMap::of(ctx, k, &plan.split, plan.k_split)?;
    let isolated = ctx.op_info(k).is_some_and(|i| i.traits.isolated_from_above);
    let inner_args = map.body.params.clone();
    let body_ops = map.body.ops.clone();
    let yielded = map.body.yielded.clone();
    let folded = map.body.folded.clone();
    let mut e = Emit {
        ctx,
        out: String::new(),
        names: HashMap::new(),
        roles: map.roles.clone(),
        wants: map.wants.clone(),
        splits: plan.split.clone(),
        out_shape: map.division.out_shape.clone(),
        k_split: plan.k_split,
        time: None,
        div: map.division.clone(),
        next: 0,
    };
    // Kernel operands, as the body sees them.
    let params: Vec<Value> = if isolated {
        inner_args.clone()
    } else {
        outer.clone()
    };
    let mut sig = Vec::new();
    for i in 0..outer.len() {
        sig.push(format!("%in{i}: index"));
    }
    for i in 0..results.len() {
        sig.push(format!("%out{i}: index"));
    }
    let _ = writeln!(
        text,
        "  func.func @{name}({}) attributes {{grid = [{}], hlo.schedule_time_us = {} : f64}} {{",
        sig.join(", "),
        plan.cores,
        float_literal(schedule_us)
    );
    e.line("%pid = ktdp.get_compute_tile_id : index".into());
    // Origins that do not move are `%c0`, as KTIR tools write them.
    e.line("%c0 = arith.constant 0 : index".into());
    // Coarse tiling in time (docs/tiling.md): each core walks its share of
    // the cut dimension in steps, everything in the step's loop. Kept to
    // dimensions no reshape regroups, and to steps that divide the share.
    if let (Some(td), true) = (plan.time_dim, plan.time_steps > 1) {
        let t = plan.time_steps;
        let share = e.out_shape.get(td).copied().unwrap_or(1)
            / plan.split.get(td).copied().unwrap_or(1).max(1) as i64;
        let regrouped = e.roles.values().flatten().any(|r| match *r {
            Role::Digit { d, .. } => d == td,
            Role::Merged(p) => p
                .iter()
                .any(|x| matches!(x, Part::Out(d) | Part::Digit { d, .. } if d == td)),
            _ => false,
        });
        if share % t as i64 == 0 && !regrouped {
            e.time = Some((td, t));
            e.div.time = e.time;
            e.line("%c1 = arith.constant 1 : index".into());
            e.line(format!("%steps = arith.constant {t} : index"));
            e.line("scf.for %step = %c0 to %steps step %c1 {".into());
        }
    }
    // Views, tiles and loads of the operands.
    let per = |v: Value| laid.sticks.get(&v).copied();
    // The LX plan's address of tensor `t` (operands, then results) if it
    // stays in the LX between kernels.
    let resident = |v: Value| res.at.get(&v).map(|&o| (v, o));
    // `per`: the memory's elements a stick if it is laid in sticks; `lx`:
    // the LX plan's byte address if the tensor stays in the LX.
    let io = |e: &mut Emit,
              v: Value,
              arg: &str,
              per: Option<i64>,
              lx: Option<(Value, u64)>,
              load: bool,
              data: Option<String>| {
        let r0 = e.roles.get(&v).cloned().unwrap_or_default();
        // A dimension merged from several output dimensions is viewed as
        // those dimensions (the same memory): a core's share, possibly
        // strided in the merged dimension, is a box there.
        let vsl = e.slice(v);
        let vfull = shape(e.ctx, v);
        let mut full = Vec::new();
        let mut roles_x = Vec::new();
        let mut groups: Vec<Vec<usize>> = Vec::new();
        for (i, &n) in vfull.iter().enumerate() {
            match r0.get(i).copied() {
                Some(Role::Merged(p)) => {
                    let mut g = Vec::new();
                    for x in p.iter() {
                        g.push(full.len());
                        match x {
                            Part::Out(d) => full.push(e.out_shape.get(d).copied().unwrap_or(1)),
                            Part::Digit { size, .. } => full.push(size),
                            Part::Whole(m) => full.push(m),
                        }
                        roles_x.push(x.role());
                    }
                    let _ = n;
                    groups.push(g);
                }
                other => {
                    groups.push(vec![full.len()]);
                    full.push(n);
                    roles_x.push(other.unwrap_or(Role::Whole));
                }
            }
        }
        let expanded = full.len() != vfull.len();
        let sl: Vec<i64> = if expanded {
            roles_x
                .iter()
                .zip(&full)
                .map(|(r, &n)| e.slice_dim(*r, n))
                .collect()
        } else {
            vsl.clone()
        };
        let et = elem_text(e.ctx, e.ctx.value_type(v));
        // The value's strides as stored (its innermost dimension in whole
        // sticks if laid in sticks), then each dimension's parts within it.
        let vstrides = stored_strides(&vfull, per);
        let mut strides = vec![1i64; full.len()];
        if expanded {
            for (g, &vs) in groups.iter().zip(&vstrides) {
                let mut st = vs;
                for &j in g.iter().rev() {
                    strides[j] = st;
                    st *= full[j];
                }
            }
        } else {
            strides = vstrides;
        }
        let (vw, tl) = (e.fresh(), e.fresh());
        let list = |s: &[i64]| s.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
        let r = if expanded {
            roles_x.clone()
        } else {
            r0.clone()
        };
        // A resident tensor is read and written as the core's own slice.
        let lx = match lx {
            Some((outer, off)) if !expanded => {
                res.note(outer, Some(format!("{:?} {:?} {sl:?}", normalized(&r, &e.splits), e.splits)));
                Some(off)
            }
            Some((outer, _)) => {
                res.note(outer, None);
                None
            }
            None => None,
        };
        // Where the tile's data is: a resident tensor is the core's own
        // slice, row-major at the LX plan's address (in elements), read and
        // written whole; anything else is the core's share of the tensor in
        // device memory.
        let (base, view, vstr, space) = match lx {
            Some(off) => {
                let bytes = (elem_bits(e.ctx, e.ctx.value_type(v)) / 8).max(1) as u64;
                let at = e.fresh();
                e.line(format!("{at} = arith.constant {} : index", off / bytes));
                (at, sl.clone(), stored_strides(&sl, None), "ct_local")
            }
            None => (arg.to_string(), full.clone(), strides, "global"),
        };
        let memref = format!("memref<{}{et}>", dims_text(&view));
        e.line(format!(
            "{vw} = ktdp.construct_memory_view {base}, sizes: [{}], strides: [{}] {{coordinate_set = {}, memory_space = #ktdp.memory_space<{space}>}} : {memref}",
            list(&view),
            list(&vstr),
            box_set(&view)
        ));
        let orig: Vec<String> = match lx {
            Some(_) => vec!["%c0".to_string(); sl.len()],
            None => (0..full.len()).map(|i| origin(e, &r, &sl, i)).collect(),
        };
        e.line(format!(
            "{tl} = ktdp.construct_access_tile {vw}[{}] {{access_tile_set = {}, access_tile_order = {}}} : {memref} -> !ktdp.access_tile<{}index>",
            orig.join(", "),
            box_set(&sl),
            identity_map(sl.len()),
            dims_text(&sl)
        ));
        let tt = tensor_text(&sl, &et);
        if load {
            let x = e.fresh();
            e.line(format!(
                "{x} = ktdp.load {tl} : !ktdp.access_tile<{}index> -> {tt}",
                dims_text(&sl)
            ));
            if !expanded {
                return x;
            }
            // Back to the value's own shape.
            let y = e.fresh();
            let re: Vec<String> = groups
                .iter()
                .map(|g| {
                    format!(
                        "[{}]",
                        g.iter()
                            .map(usize::to_string)
                            .collect::<Vec<_>>()
                            .join(", ")
                    )
                })
                .collect();
            e.line(format!(
                "{y} = tensor.collapse_shape {x} [{}] : {tt} into {}",
                re.join(", "),
                tensor_text(&vsl, &et)
            ));
            y
        } else {
            let dv = data.unwrap_or_default();
            let store = format!(
                "ktdp.store {dv}, {tl} : {tt}, !ktdp.access_tile<{}index>",
                dims_text(&sl)
            );
            if e.k_split > 1 {
                // Every core of a K group holds the reduced sum: the
                // group's first (K index 0) stores it.
                let p: u64 = e.splits.iter().product::<u64>().max(1);
                let (cp, kidx, lead) = (e.fresh(), e.fresh(), e.fresh());
                e.line(format!("{cp} = arith.constant {p} : index"));
                e.line(format!("{kidx} = arith.divui %pid, {cp} : index"));
                e.line(format!("{lead} = arith.cmpi eq, {kidx}, %c0 : index"));
                e.line(format!("scf.if {lead} {{"));
                e.line(format!("  {store}"));
                e.line("}".into());
            } else {
                e.line(store);
            }
            String::new()
        }
    };
    for (i, &p) in params.iter().enumerate() {
        // Through each folded reshape, the operand in the reshape's shape.
        let mut direct = false;
        for u in ctx.uses(p) {
            if folded.contains(&u.op) {
                if let Some(r) = ctx.op(u.op).results().iter().next() {
                    if res.at.contains_key(&outer[i]) {
                        res.note(outer[i], None);
                    }
                    let x = io(
                        &mut e,
                        r,
                        &format!("%in{i}"),
                        per(outer[i]),
                        None,
                        true,
                        None,
                    );
                    e.names.insert(r, x);
                }
            } else {
                direct = true;
            }
        }
        if direct || ctx.uses(p).next().is_none() {
            // An operand with no role yet is read whole.
            let x = io(
                &mut e,
                p,
                &format!("%in{i}"),
                per(outer[i]),
                resident(outer[i]),
                true,
                None,
            );
            e.names.insert(p, x);
        }
    }
    for &op in &body_ops {
        if ctx.op_info(op).is_some_and(|i| i.traits.terminator) || folded.contains(&op) {
            continue;
        }
        emit_op(&mut e, op)?;
    }
    for (j, &y) in yielded.iter().enumerate() {
        let v = e.name(y);
        // The result's slice is the yielded value's.
        io(
            &mut e,
            y,
            &format!("%out{j}"),
            per(results[j]),
            resident(results[j]),
            false,
            Some(v),
        );
    }
    if e.time.is_some() {
        e.line("}".into());
    }
    e.line("return".into());
    text.push_str(
        &e.out
            .replace("\n    ", "\n      ")
            .replacen("    ", "      ", 1),
    );
    text.push_str("  }\n");
    Ok(())
}
