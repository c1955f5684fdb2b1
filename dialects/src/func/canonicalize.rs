//! `func` folding and canonicalization as MLIR 22's `FuncOps.cpp` does
//! it: `func.constant` folds to its symbol (so the driver deduplicates
//! it), and `func.call_indirect` of a known function becomes `func.call`.

use super::ops::*;
use dialect_engine::Hooks;
use ir::rewrite::FnPattern;
use ir::rewrite::{Fold, OpFoldResult, Rewriter};
use ir::TypedOp;
use ir::{AttrKind, Attribute, Context, Op, Value};

/// Adds the func hooks.
pub fn add(n: &mut Hooks) {
    n.fold::<ConstantOp>(fold_constant);
    n.canonicalize::<CallIndirectOp>(|s| {
        s.add(FnPattern::new(
            CallIndirectOp::NAME,
            "SimplifyIndirectCallWithKnownCallee",
            known_callee,
        ));
    });
}

/// `func.constant` folds to its `value` symbol reference.
fn fold_constant(ctx: &mut Context, op: Op, _: &[Option<Attribute>]) -> Fold {
    match ctx.inherent_attr(op, "value") {
        Some(v) => Fold::Results(vec![OpFoldResult::Attr(v)]),
        None => Fold::None,
    }
}

/// `call_indirect` of a constant function is a direct `call` (argument
/// and result attributes are not kept, as in MLIR).
fn known_callee(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let operands: Vec<Value> = rw.ctx.op(op).operands().collect();
    let Some((&callee, args)) = operands.split_first() else {
        return false;
    };
    let Some(sym) = ir::rewrite::constant_value(rw.ctx, callee) else {
        return false;
    };
    if !matches!(rw.ctx.attr_kind(sym), AttrKind::SymbolRef { .. }) {
        return false;
    }
    let types: Vec<ir::Type> = rw
        .ctx
        .op(op)
        .results()
        .iter()
        .map(|v| rw.ctx.value_type(v))
        .collect();
    let loc = rw.ctx.op(op).loc;
    let call =
        dialect_engine::build::build(rw, CallOp::NAME, args, &types, &[("callee", sym)], loc);
    let results: Vec<Value> = rw.ctx.op(call).results().iter().collect();
    rw.replace_op(op, &results);
    true
}
