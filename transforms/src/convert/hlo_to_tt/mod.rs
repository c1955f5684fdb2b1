//! `convert-to-tt`: each kernel the dataflow passes decided becomes a tile
//! kernel in Triton's TTIR (the `tt` dialect), which the interpreter runs
//! and the LLVM bridge compiles for the host; the kernel op in the host
//! function becomes an `hlo.launch` of it.
//!
//! A kernel's arguments are pointers to its operands' arrays, then to its
//! results' (dense, row-major). Its programs split the rows `tile`'s plan
//! divides when the dimension map lets each program hold the `pid`-th run
//! of rows of every value that walks with them and the whole of the rest
//! ([`programs`]); otherwise one program computes it whole. Each program
//! loads its block of each operand as one tensor ([`memory`]), computes
//! with `arith`/`math` on tensors ([`elementwise`]) and `tt` ops (data
//! movement in [`movement`], `tt.dot` with an f32 accumulator in [`dot`],
//! `tt.reduce` with the StableHLO reduction's body as its combiner in
//! [`reduce`], constants and iotas in [`constants`], convolutions as
//! im2col blocks and `tt.dot`s in [`convolution`], reading their operands
//! through [`views`], slices, pads and concatenations of computed values
//! as `tt.gather`s and selects in [`pieces`], pooling window position by
//! window position in [`window`]), and stores its block of each result. Every op is built through the generated builders, at
//! the location of what it comes from ([`kernel`] says which).
//!
//! A kernel with an op this pass has no tile form for (a gather, a sort, a
//! convolution of a computed value, a sort, a scatter, ...) stays in the host
//! function as it was, and a remark says why: the program still runs, that
//! kernel interpreted. Shapes are the tensors' own: Triton would pad them
//! to powers of two and mask; tessera's `tt` accepts any static shape.

mod constants;
mod convolution;
mod dot;
mod elementwise;
mod kernel;
mod memory;
mod movement;
mod pieces;
mod programs;
mod reduce;
mod views;
mod window;

use super::build::{string_of, symbol_safe};
use crate::dataflow;
use dialects::hlo::ops::LaunchOp;
use ir::pass::remark::{Remark, RemarkKind};
use ir::pass::{Pass, PassInfo, PassOptions};
use ir::{AttrKind, Context, Diagnostic, Op, Type, Value};

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
    options: &[dataflow::TARGET_OPTION],
    create: |o: &PassOptions| {
        Box::new(ToTt {
            target: o.str("target").to_string(),
        })
    },
};

struct ToTt {
    target: String,
}

impl Pass for ToTt {
    fn run(&mut self, ctx: &mut Context, top: Op) -> Result<(), Diagnostic> {
        let target = dataflow::prepare(ctx, top, &self.target, "convert-to-tt")?;
        if let Some((op, f)) = crate::convert::build::narrow_float(ctx, top) {
            return Err(ir::verify::at_op(
                ctx,
                op,
                &format!(
                    "convert-to-tt has no kernels for {f} (floats narrower than 16 bits) yet: the reference interpreter runs the program (ir-run before --fuse)"
                ),
            ));
        }
        // The programs of a kernel: the threads `tile` split its rows over.
        let plans = dataflow::tile::read_all(ctx, top, &target, "convert-to-tt")?;
        for d in ["tt", "arith", "math"] {
            ctx.load_dialect(d);
        }
        let Some(module) = ctx
            .op(top)
            .regions
            .first()
            .and_then(|&r| ctx.region(r).blocks.first().copied())
        else {
            return Ok(());
        };
        // Kernel op -> (tile kernel name, grid).
        let mut launches: Vec<(Op, String, i64)> = Vec::new();
        for b in dataflow::function_bodies(ctx, top) {
            let Some(f) = ctx.block(b).parent.and_then(|r| ctx.region(r).parent) else {
                continue;
            };
            let fname = string_of(ctx, f, "sym_name").unwrap_or_else(|| "main".into());
            let kernels: Vec<Op> = ctx
                .block_ops(b)
                .filter(|&op| dataflow::report::is_kernel(ctx, op))
                .collect();
            for (i, &k) in kernels.iter().enumerate() {
                let kname =
                    string_of(ctx, k, "name").unwrap_or_else(|| ctx.op_name(k).replace('.', "_"));
                let name = format!("{fname}_k{i}_{}", symbol_safe(&kname));
                match kernel::build(ctx, k, &name, plans.get(&k)) {
                    Ok((func, grid)) => {
                        ctx.append_op(module, func);
                        // A kernel built wrong is an error here, not a
                        // wrong program later.
                        ir::verify::verify(ctx, func).map_err(|d| {
                            ir::verify::at_op(
                                ctx,
                                k,
                                &format!(
                                    "convert-to-tt built TTIR for kernel {name} that does not verify: {}",
                                    d.message
                                ),
                            )
                        })?;
                        launches.push((k, name, grid));
                    }
                    Err((at, why)) => {
                        let r = Remark::new(
                            ctx,
                            "convert-to-tt",
                            RemarkKind::Missed,
                            at,
                            format!("kernel {name} stays on the host: {why}"),
                        );
                        ctx.remarks.record(r);
                    }
                }
            }
        }
        for (k, name, grid) in launches {
            replace_with_launch(ctx, k, &name, grid);
        }
        Ok(())
    }
}

/// Puts `hlo.launch @name` of `grid` programs in kernel `k`'s place, at
/// the kernel's location.
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
    let l = LaunchOp::build(ctx, &inputs, &types, callee, g, loc).0;
    ctx.insert_op_before(k, l);
    let new: Vec<Value> = ctx.op(l).results().iter().collect();
    for (o, n) in results.into_iter().zip(new) {
        ctx.replace_all_uses(o, n);
    }
    ctx.erase_op(k);
}
