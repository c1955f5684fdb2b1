//! The Rust behind the standard dialects' `fold native` and
//! `canonicalize native` hooks: folders with MLIR's semantics, the
//! canonicalization patterns mlir-opt applies, constant materialization,
//! and the branch interfaces region DCE needs.

pub mod arith;
pub mod arith_patterns;
pub mod cf;
pub mod consts;
mod ctl;
pub mod declarative;
pub mod func;
pub mod hooks;
pub mod linalg;
pub mod math;
pub mod memref;
pub mod scf;
pub mod shaped;
pub mod tensor;

use crate::native::Natives;
use ir::rewrite::{Fold, OpFoldResult};
use ir::{AttrKind, Attribute, Context, Op, Type};

/// Adds the rewrite hooks of the standard dialects to `n`.
pub fn add(n: &mut Natives) {
    hooks::add(n);
    arith::add(n);
    arith_patterns::add(n);
    math::add(n);
    cf::add(n);
    func::add(n);
    scf::add(n);
    tensor::add(n);
    memref::add(n);
    linalg::add(n);
    n.folder("arith.constant", fold_constant);
}

/// Registers each standard dialect's constant materializer in `ctx`.
pub fn register_materializers(ctx: &mut Context) {
    for d in [
        "arith", "math", "scf", "tensor", "memref", "linalg", "cf", "func",
    ] {
        ctx.registry.set_materializer(d, materialize_arith_constant);
    }
}

/// `arith.constant` folds to its value.
fn fold_constant(ctx: &mut Context, op: Op, _: &[Option<Attribute>]) -> Fold {
    match ctx.inherent_attr(op, "value") {
        Some(v) => Fold::Results(vec![OpFoldResult::Attr(v)]),
        None => Fold::None,
    }
}

/// The type an attribute carries (`i1` for `true`/`false`).
pub fn typed_attr_type(ctx: &mut Context, a: Attribute) -> Option<Type> {
    Some(match ctx.attr_kind(a) {
        AttrKind::Bool(_) => return Some(ctx.int(1)),
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => *ty,
        AttrKind::DenseElements { ty, .. } => *ty,
        _ => return None,
    })
}

/// Builds a detached `arith.constant` of `ty` holding `value`, if that is
/// a valid one (MLIR's `arith::ConstantOp::materialize`: the value's type
/// must be `ty`; integers, floats and dense int/float elements).
pub fn materialize_arith_constant(
    ctx: &mut Context,
    value: Attribute,
    ty: Type,
    loc: Attribute,
) -> Option<Op> {
    if typed_attr_type(ctx, value)? != ty {
        return None;
    }
    Some(make_constant(ctx, value, ty, loc))
}

/// A detached `arith.constant` of `ty` holding `value`.
pub fn make_constant(ctx: &mut Context, value: Attribute, ty: Type, loc: Attribute) -> Op {
    let name = ctx.ident("arith.constant");
    let key = ctx.ident("value");
    let props = ctx.dictionary(vec![(key, value)]).ok();
    let attrs = ctx.empty_dict();
    ctx.create_op(name, &[], &[ty], attrs, props, &[], 0, loc)
}

/// Creates `name` at the rewriter's insertion point with properties
/// `props` (defaulted ones the definition declares are filled in, as
/// MLIR's builders leave them) and an empty attribute dictionary.
pub fn build(
    rw: &mut ir::rewrite::Rewriter<'_>,
    name: &str,
    operands: &[ir::Value],
    result_types: &[Type],
    props: &[(&str, Attribute)],
    loc: Attribute,
) -> Op {
    let entries: Vec<(ir::Ident, Attribute)> =
        props.iter().map(|(k, v)| (rw.ctx.ident(k), *v)).collect();
    let props = if entries.is_empty() {
        None
    } else {
        rw.ctx.dictionary(entries).ok()
    };
    let ident = rw.ctx.ident(name);
    let attrs = rw.ctx.empty_dict();
    let op = rw
        .ctx
        .create_op(ident, operands, result_types, attrs, props, &[], 0, loc);
    // Filling defaults cannot fail for properties we set ourselves.
    let _ = crate::engine::normalize(rw.ctx, op);
    rw.insert(op)
}
