//! `func`: calls (the interpreter runs `func.func` bodies itself).

use super::RResult;
use crate::value::Value;
use crate::{Frame, Interpreter, Registry};
use ::dialects::func::ops::*;
use ir::TypedOp;
use ir::{AttrKind, Op};

fn call(interp: &Interpreter, _: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let ctx = interp.ctx();
    let name = match ctx.inherent_attr(op, "callee").map(|x| ctx.attr_kind(x)) {
        Some(AttrKind::SymbolRef { root, .. }) => ctx.str(*root).to_string(),
        _ => return Err(interp.failed(op, "has no 'callee' symbol".into())),
    };
    let Some(f) = interp.function(&name) else {
        return Err(interp.failed(op, format!("calls @{name}, which is not defined")));
    };
    interp.call(f, a)
}

/// Registers the `func` kernels.
pub fn register(r: &mut Registry) {
    r.region(CallOp::NAME, call);
}
