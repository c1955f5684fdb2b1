//! Bringing a program to the level the dataflow passes work on: whole
//! arrays (StableHLO). A torch-level program (torch-mlir's output) is
//! lowered first with the passes that do it on the command line, and a
//! remark says so; anything below that level (tile kernels, memrefs, a
//! dialect's own types) is a located error naming the op.

use ir::{Context, Diagnostic, Op, TypeKind};

/// The level `top`'s functions are at, for the dataflow passes.
enum Level {
    /// Whole-array ops on builtin tensors: what the passes work on.
    Arrays,
    /// torch-mlir's `torch` dialect: lowered first.
    Torch,
    /// Something the passes cannot size (pointers, memrefs, a dialect's
    /// own types): this op.
    Other(Op),
}

fn level(ctx: &Context, top: Op) -> Level {
    let torch = format!("{}.", dialects::torch::DIALECT.name);
    let mut other = None;
    for b in super::function_bodies(ctx, top) {
        for op in ctx.block_ops(b) {
            if ctx.op_name(op).starts_with(&torch) {
                return Level::Torch;
            }
            if other.is_none() && super::report::is_kernel(ctx, op) && !at_array_level(ctx, op) {
                other = Some(op);
            }
        }
    }
    other.map_or(Level::Arrays, Level::Other)
}

/// Whether every operand and result of `op` is a builtin tensor or a
/// scalar (what the cost model can size).
fn at_array_level(ctx: &Context, op: Op) -> bool {
    let d = ctx.op(op);
    d.operands()
        .chain(d.results().iter())
        .all(|v| match ctx.type_kind(ctx.value_type(v)) {
            TypeKind::RankedTensor { .. }
            | TypeKind::UnrankedTensor { .. }
            | TypeKind::Integer { .. }
            | TypeKind::Index
            | TypeKind::Float(_) => true,
            _ => false,
        })
}

/// The passes that bring a torch-level program to the array level, in
/// order: what `ir-opt --decompose --convert-torch-to-hlo` runs.
const FRONT_PASSES: [&ir::pass::PassInfo; 2] =
    [&crate::decompose::INFO, &crate::convert::torch_to_hlo::INFO];

pub(super) fn lower_to_arrays(
    ctx: &mut Context,
    top: Op,
    pass: &'static str,
) -> Result<(), Diagnostic> {
    to_arrays(ctx, top, pass)?;
    inline_calls(ctx, top, pass)?;
    // The kernel emitters and the cost model take the primitive
    // elementwise ops and in-bounds gathers; composite ones (CHLO's,
    // `clamp`, `sign`) and other gathers are expanded first, as
    // --expand-hlo does.
    let n = crate::convert::expand_hlo::expand(ctx, top);
    if n > 0 {
        ir::verify::verify(ctx, top)?;
        let r = ir::pass::remark::Remark::new(
            ctx,
            pass,
            ir::pass::remark::RemarkKind::Applied,
            top,
            format!(
                "expanded {n} composite elementwise op(s) and gather(s) into primitive ones first (--expand-hlo)"
            ),
        );
        ctx.remarks.record(r);
    }
    Ok(())
}

/// Calls between the program's functions (JAX writes `call @_where`,
/// `@relu`, `@_var` even for small code) inlined first, as XLA's
/// CallInliner does before fusion: a kernel cannot span a call. The
/// inliner runs without its canonicalization, so the ops are the
/// program's own.
fn inline_calls(ctx: &mut Context, top: Op, pass: &'static str) -> Result<(), Diagnostic> {
    let call = format!("{}.call", dialects::func::DIALECT.name);
    // Anywhere: a call inside a loop's body (lax.scan's) as well.
    let mut calls = 0;
    let mut stack = vec![top];
    while let Some(op) = stack.pop() {
        calls += usize::from(ctx.op_name(op) == call);
        for &r in &ctx.op(op).regions {
            for &b in &ctx.region(r).blocks {
                stack.extend(ctx.block_ops(b));
            }
        }
    }
    if calls == 0 {
        return Ok(());
    }
    let info = &crate::inline::INFO;
    let options = ir::pass::PassOptions::parse(
        info.options,
        &[("default-pipeline".to_string(), String::new())],
    )
    .map_err(|e| ir::verify::at_op(ctx, top, &e))?;
    (info.create)(&options).run(ctx, top)?;
    ir::verify::verify(ctx, top)?;
    let r = ir::pass::remark::Remark::new(
        ctx,
        pass,
        ir::pass::remark::RemarkKind::Applied,
        top,
        format!("inlined the program's {calls} call(s) first (--inline)"),
    );
    ctx.remarks.record(r);
    Ok(())
}

fn to_arrays(ctx: &mut Context, top: Op, pass: &'static str) -> Result<(), Diagnostic> {
    match level(ctx, top) {
        Level::Arrays => Ok(()),
        Level::Torch => {
            for info in FRONT_PASSES {
                let options = ir::pass::PassOptions::parse(info.options, &[])
                    .map_err(|e| ir::verify::at_op(ctx, top, &e))?;
                (info.create)(&options).run(ctx, top)?;
                ir::verify::verify(ctx, top)?;
            }
            let names: Vec<String> = FRONT_PASSES
                .iter()
                .map(|i| format!("--{}", i.argument))
                .collect();
            let r = ir::pass::remark::Remark::new(
                ctx,
                pass,
                ir::pass::remark::RemarkKind::Applied,
                top,
                format!(
                    "lowered the torch-level program to StableHLO first ({})",
                    names.join(" ")
                ),
            );
            ctx.remarks.record(r);
            Ok(())
        }
        Level::Other(op) => Err(ir::verify::at_op(
            ctx,
            op,
            &format!(
                "{pass} works on whole-array ops (StableHLO, or torch-mlir's torch dialect, which it lowers first); '{}' is not at that level: run the dataflow passes before lowering to it",
                ctx.op_name(op)
            ),
        )),
    }
}
