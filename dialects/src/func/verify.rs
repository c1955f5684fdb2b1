//! func's verifiers (FuncOps.cpp): the function body against its
//! signature, returns against the enclosing function, calls and
//! `func.constant` against the symbols they name.

use super::ops::*;
use crate::util::asm::*;
use ir::registry::VerifyError;
use ir::verify::SymbolTables;
use ir::TypedOp;
use ir::{AttrKind, Context, Op, Type, Value};

/// A `func.func`'s name and function type.
pub(crate) fn func_sig(ctx: &Context, f: Op) -> Option<(String, Vec<Type>, Vec<Type>)> {
    let name = ctx
        .inherent_attr(f, "sym_name")
        .and_then(|a| string_of(ctx, a))?;
    let (i, r) = match ctx.attr_kind(ctx.inherent_attr(f, "function_type")?) {
        AttrKind::Type(t) => fn_type(ctx, *t)?,
        _ => return None,
    };
    Some((name, i, r))
}

/// The `func.func` named `name` in the nearest symbol table around `op`
/// (an index lookup: the verifier indexed every table first).
pub(crate) fn lookup_func(ctx: &Context, tables: &SymbolTables, op: Op, name: &str) -> Option<Op> {
    let f = tables.lookup(ctx, op, name.as_bytes())?;
    (ctx.op_name(f) == FuncOp::NAME).then_some(f)
}

pub(super) fn verify_func(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    if let Some(v) = ctx.inherent_attr(op, "sym_visibility") {
        match string_of(ctx, v).as_deref() {
            Some("public" | "private" | "nested") => {}
            other => {
                return Err(format!(
                    "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"{}\"",
                    other.unwrap_or_default()
                ).into())
            }
        }
    }
    let Some((_, ins, outs)) = func_sig(ctx, op) else {
        return Err("requires attribute 'function_type'".into());
    };
    // FunctionOpInterface: one dictionary per argument/result, holding
    // only dialect attributes (names with a dot).
    for (key, what, n) in [
        ("arg_attrs", "argument", ins.len()),
        ("res_attrs", "result", outs.len()),
    ] {
        let Some(a) = ctx.inherent_attr(op, key) else {
            continue;
        };
        let AttrKind::Array(dicts) = ctx.attr_kind(a) else {
            continue;
        };
        if dicts.len() != n {
            return Err(format!(
                "expects {what} attribute array to have the same number of elements as the number of function {what}s, got {}, but expected {n}",
                dicts.len()
            ).into());
        }
        for &d in dicts.iter() {
            if ctx
                .dict_entries(d)
                .iter()
                .any(|(k, _)| !ctx.str(*k).contains('.'))
            {
                let plural = if what == "argument" {
                    "arguments"
                } else {
                    "results"
                };
                return Err(format!("{plural} may only have dialect attributes").into());
            }
        }
    }
    let Some(entry) = ctx
        .op(op)
        .regions
        .first()
        .and_then(|&r| ctx.region(r).blocks.first().copied())
    else {
        return Ok(());
    };
    let args = &ctx.block(entry).args;
    if args.len() != ins.len() {
        return Err(format!(
            "entry block must have {} arguments to match function signature",
            ins.len()
        )
        .into());
    }
    for (i, (&a, &t)) in args.iter().zip(&ins).enumerate() {
        let at = ctx.value_type(a);
        if at != t {
            return Err(format!(
                "type of entry block argument #{i}({}) must match the type of the corresponding argument in function signature({})",
                q(ctx, at),
                q(ctx, t)
            ).into());
        }
    }
    Ok(())
}

pub(super) fn verify_return(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let Some(f) = parent_named(ctx, op, FuncOp::NAME) else {
        return Err("expects parent op 'func.func'".into());
    };
    let Some((name, _, results)) = func_sig(ctx, f) else {
        return Ok(());
    };
    let vals: Vec<Value> = ctx.op(op).operands().collect();
    if vals.len() != results.len() {
        return Err(format!(
            "has {} operands, but enclosing function (@{name}) returns {}",
            vals.len(),
            results.len()
        )
        .into());
    }
    for (i, (&v, &t)) in vals.iter().zip(&results).enumerate() {
        let vt = ctx.value_type(v);
        if vt != t {
            return Err(format!(
                "type of return operand {i} ({}) doesn't match function result type ({}) in function @{name}",
                q(ctx, vt),
                q(ctx, t)
            ).into());
        }
    }
    Ok(())
}

pub(super) fn verify_call(ctx: &Context, op: Op, tables: &SymbolTables) -> Result<(), VerifyError> {
    let Some(callee) = ctx
        .inherent_attr(op, "callee")
        .and_then(|a| flat_symbol(ctx, a))
    else {
        return Err("requires a 'callee' symbol reference attribute".into());
    };
    let Some((_, ins, outs)) = lookup_func(ctx, tables, op, &callee).and_then(|f| func_sig(ctx, f))
    else {
        return Err(format!("'{callee}' does not reference a valid function").into());
    };
    let vals: Vec<Value> = ctx.op(op).operands().collect();
    if vals.len() != ins.len() {
        return Err("incorrect number of operands for callee".into());
    }
    for (i, (&v, &t)) in vals.iter().zip(&ins).enumerate() {
        let vt = ctx.value_type(v);
        if vt != t {
            return Err(format!(
                "operand type mismatch: expected operand type {}, but provided {} for operand number {i}",
                q(ctx, t),
                q(ctx, vt)
            ).into());
        }
    }
    let res = types_of(ctx, ctx.op(op).results().iter());
    if res.len() != outs.len() {
        return Err("incorrect number of results for callee".into());
    }
    if let Some(i) = res.iter().zip(&outs).position(|(a, b)| a != b) {
        return Err(format!("result type mismatch at index {i}").into());
    }
    Ok(())
}

pub(super) fn verify_constant(
    ctx: &Context,
    op: Op,
    tables: &SymbolTables,
) -> Result<(), VerifyError> {
    let Some(sym) = ctx
        .inherent_attr(op, "value")
        .and_then(|a| flat_symbol(ctx, a))
    else {
        return Err("requires attribute 'value'".into());
    };
    let Some(f) = lookup_func(ctx, tables, op, &sym) else {
        return Err(format!("reference to undefined function '{sym}'").into());
    };
    let ft = ctx
        .inherent_attr(f, "function_type")
        .and_then(|a| match ctx.attr_kind(a) {
            AttrKind::Type(t) => Some(*t),
            _ => None,
        });
    let rt = ctx
        .op(op)
        .results()
        .iter()
        .next()
        .map(|v| ctx.value_type(v));
    if ft != rt {
        return Err("reference to function with mismatched type".into());
    }
    Ok(())
}
