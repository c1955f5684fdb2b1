//! `convert-to-ktir`: each Spyre kernel the dataflow passes decided becomes
//! one KTIR function (torch-spyre's published interface to the Spyre back
//! end), built op by op with the dialects' generated builders, each op at
//! the location of the StableHLO op it comes from:
//!
//! - [`kernel`]: the function (its arguments are device-memory element
//!   addresses, the kernel's operands then its results; its `grid` the
//!   cores the plan gives), the core's tile id and coarse tiling in time;
//! - [`memory`]: memory views and access tiles over each tensor, loads and
//!   stores of a core's share (in device memory as `layout` laid it out, or
//!   in the LX at the LX plan's address when it stays on chip);
//! - [`origin`]: where a core's share starts, from its tile id;
//! - [`body`]: each StableHLO op of the kernel on per-core slices (linalg,
//!   tensor, arith and math through the shared elementwise table), and a
//!   split K summed across cores;
//! - [`host`]: the host function in the entry function's place, which
//!   stores the constants in a device workspace and calls the kernels.
//!
//! It reads what the earlier passes decided and nothing else: each
//! kernel's plan (`tile`), the tensors' layouts (`layout`), and how each
//! tensor dimension follows the output (the dimension map, `dims`). A
//! kernel whose ops cannot be expressed on per-core slices is a located
//! error naming the op.

mod body;
mod control;
mod gather;
mod host;
mod kernel;
mod memory;
mod origin;
mod reduce_many;
mod scatter;
mod share;
mod sort;
mod window;

use super::build::{string_of, symbol_safe};
use crate::dataflow::{self, tile};
use dialects::hlo::plan::Plan;
use ir::pass::{Pass, PassInfo, PassOptions};
use ir::{AttrKind, Context, Diagnostic, Op, Value};
use std::cell::RefCell;
use std::collections::HashMap;
use targets::Kind;

/// The registry entry.
pub static INFO: PassInfo = PassInfo {
    argument: "convert-to-ktir",
    name: "ConvertToKtir",
    summary: "Emit each Spyre kernel as a KTIR (ktdp) function over its work division",
    doc: "After `fuse` and `tile` for Spyre, builds one KTIR function a kernel, named after the entry function \
and the kernel: arguments are device-memory element addresses (the kernel's operands, then its results), \
`grid` is the cores the kernel's plan (`hlo.plan`) gives; each core derives its share of every tensor from \
`ktdp.get_compute_tile_id` (the first output dimension varying fastest), loads it through a memory view and an \
access tile (a reshaped operand as a view in the reshape's shape), computes with linalg (`matmul`, `generic`, \
`broadcast`, `reduce`, `transpose`, `fill`), tensor reshapes, arith and math on the slices, sums a K split across \
cores with `inter_tile_produce`/`inter_tile_reduce` (the group's first core stores the sum), keeps the tensors the \
LX plan leaves on chip in `ct_local` views at the plan's addresses, and stores its share of the results (tensors \
between kernels laid out as `layout` recorded, in whole sticks or dense rows). Every op it builds carries the \
location of the StableHLO op it comes from. A host function takes the entry function's name and place: its \
arguments are the inputs', the results' and a device workspace's addresses (`hlo.workspace_elements`); it \
stores the constants and calls the kernels in program order. A kernel without a plan, or one this pass cannot \
express on per-core slices, is a located error.",
    options: &[dataflow::TARGET_OPTION],
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
        ctx.load_dialect("ktdp");
        let target = dataflow::prepare(ctx, top, &self.target, "convert-to-ktir")?;
        if let Some((op, f)) = crate::convert::build::narrow_float(ctx, top) {
            return Err(ir::verify::at_op(
                ctx,
                op,
                &format!(
                    "convert-to-ktir has no kernels for {f} (floats narrower than 16 bits) yet: the reference interpreter runs the program (ir-run before --fuse)"
                ),
            ));
        }
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
        // The plans `tile` wrote (an edited one divided again, with a
        // warning), and the schedule's roofline of each kernel, for ir-run
        // --report to print beside the simulated Spyre's estimate.
        let plans = tile::read_all(ctx, top, &target, "convert-to-ktir")?;
        let rep = dataflow::report::build(ctx, top, &target)?;
        let estimates: HashMap<Op, f64> = dataflow::kernels(ctx, top)
            .into_iter()
            .zip(rep.kernels.iter().map(|k| k.time_estimate_us))
            .collect();
        let mut built: Vec<Op> = Vec::new();
        let mut replaced = Vec::new();
        for b in dataflow::function_bodies(ctx, top) {
            let Some(f) = ctx.block(b).parent.and_then(|r| ctx.region(r).parent) else {
                continue;
            };
            let fname = symbol_name(ctx, f).unwrap_or_else(|| "main".into());
            let kernels: Vec<Op> = ctx
                .block_ops(b)
                .filter(|&op| dataflow::report::is_kernel(ctx, op))
                .collect();
            let laid = Layouts::of(ctx, &kernels);
            // Tensors the LX plan keeps in the cores' LX, at its address,
            // each written and read as the same per-core slice.
            let (at, dropped) = resident(ctx, &target, &kernels, &plans);
            for (k, why) in dropped {
                ctx.warn(k, why);
            }
            let res = Residency {
                at,
                seen: Default::default(),
            };
            let mut names = HashMap::new();
            for (i, &k) in kernels.iter().enumerate() {
                let kname =
                    string_of(ctx, k, "name").unwrap_or_else(|| ctx.op_name(k).replace('.', "_"));
                let name = format!("{fname}_k{i}_{}", symbol_safe(&kname));
                let est = estimates.get(&k).copied().unwrap_or(0.0);
                let plan = plans
                    .get(&k)
                    .ok_or_else(|| body::unsupported(ctx, k, "the kernel has nothing to divide"))?;
                built.push(kernel::emit(ctx, plan, k, &name, est, &laid, &res)?);
                names.insert(k, name);
            }
            if let Some(&v) = res.inconsistent().first() {
                // tile's share keys and the built accesses disagree: a bug,
                // not a user's edit (those are checked above).
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
            built.push(host::emit(
                ctx, f, b, &fname, &names, &laid, &res.at, &target,
            )?);
            replaced.push(f);
        }
        // The host functions take the functions' places, after the kernels.
        for f in replaced {
            ctx.detach_op(f);
        }
        let dst = ctx
            .op(top)
            .regions
            .first()
            .and_then(|&r| ctx.region(r).blocks.first().copied());
        if let Some(dst) = dst {
            for f in built {
                ctx.append_op(dst, f);
            }
        }
        Ok(())
    }
}

/// A detached `func.func @name` of `args` index arguments and no results,
/// at `loc`, with its entry block: the shape of every function this pass
/// builds (kernels take device addresses, the host its arrays' and the
/// workspace's).
fn index_function(
    ctx: &mut Context,
    name: &str,
    args: usize,
    loc: ir::Attribute,
) -> (Op, ir::Block, Vec<Value>) {
    let index = ctx.ty(ir::TypeKind::Index);
    let inputs = vec![index; args];
    let fty = ctx.ty(ir::TypeKind::Function {
        inputs: inputs.clone().into(),
        results: Box::new([]),
    });
    let fty = ctx.attr(AttrKind::Type(fty));
    let sym = crate::convert::build::str_attr(ctx, name);
    let func = dialects::func::ops::FuncOp::build(ctx, sym, fty, None, None, None, false, loc);
    let region = ctx.op(func.0).regions[0];
    let entry = ctx.create_block();
    ctx.append_block(region, entry);
    let params = inputs
        .iter()
        .map(|&t| ctx.add_block_arg(entry, t, Some(loc)))
        .collect();
    (func.0, entry, params)
}

/// `sym_name` of a function.
fn symbol_name(ctx: &Context, f: Op) -> Option<String> {
    string_of(ctx, f, "sym_name")
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
        memory::stored_strides(&dataflow::dims::shape(ctx, v), self.sticks.get(&v).copied())
    }

    /// The elements `v` takes in memory.
    fn elements(&self, ctx: &Context, v: Value) -> i64 {
        let s = dataflow::dims::shape(ctx, v);
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
    seen: RefCell<HashMap<Value, Vec<Option<String>>>>,
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
    type Member = (Op, Option<u64>, Option<tile::ShareKey>);
    let mut seen: HashMap<Value, Vec<Member>> = HashMap::new();
    let mut order: Vec<Value> = Vec::new();
    for &k in kernels {
        let Some(p) = plans.get(&k) else { continue };
        if !p.lx.iter().any(|b| b.resident.is_some()) {
            continue;
        }
        let keys = match (
            tile::Kernel::of(ctx, k),
            dataflow::dims::DimMap::of(ctx, k, &p.split, p.k_split),
        ) {
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
                let key = keys.get(t).cloned().flatten().filter(|_| p.time_steps == 1);
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
