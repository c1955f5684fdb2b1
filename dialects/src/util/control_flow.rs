//! Helpers shared by the control-flow rewrites (`cf`, `scf`, `func`):
//! block predecessors, property updates, constant matching.

use ir::constant;
use ir::rewrite::Rewriter;
use ir::value::ValueDef;
use ir::{AttrKind, Attribute, Block, Context, Op, Value};

/// The ops branching to `b`, one entry per successor use (an op that
/// branches to `b` twice appears twice), as MLIR's `getPredecessors`.
pub fn pred_uses(ctx: &Context, b: Block) -> Vec<Op> {
    let mut out = Vec::new();
    let Some(r) = ctx.block(b).parent else {
        return out;
    };
    for &blk in &ctx.region(r).blocks {
        if let Some(t) = ctx.terminator(blk) {
            for &s in ctx.op(t).successors.iter() {
                if s == b {
                    out.push(t);
                }
            }
        }
    }
    out
}

/// MLIR's `Block::getSinglePredecessor`: the block of the only
/// successor use of `b`.
pub fn single_pred(ctx: &Context, b: Block) -> Option<Block> {
    match pred_uses(ctx, b).as_slice() {
        [t] => ctx.op(*t).parent,
        _ => None,
    }
}

/// MLIR's `Block::getUniquePredecessor`: the one block every successor
/// use of `b` is in.
pub fn unique_pred(ctx: &Context, b: Block) -> Option<Block> {
    let uses = pred_uses(ctx, b);
    let first = ctx.op(*uses.first()?).parent?;
    uses.iter()
        .all(|&t| ctx.op(t).parent == Some(first))
        .then_some(first)
}

/// Sets (or, with `None`, removes) inherent attribute `name` of `op`,
/// where it lives: the properties, or the attribute dictionary when a
/// generic op wrote it there.
pub fn set_inherent(ctx: &mut Context, op: Op, name: &str, value: Option<Attribute>) {
    let key = ctx.ident(name);
    let d = ctx.op(op);
    let in_attrs = ctx.dict_entries(d.attrs).iter().any(|(k, _)| *k == key)
        && !d
            .props
            .is_some_and(|p| ctx.dict_entries(p).iter().any(|(k, _)| *k == key));
    let dict = if in_attrs { Some(d.attrs) } else { d.props };
    let mut entries: Vec<(ir::Ident, Attribute)> = dict
        .map(|a| ctx.dict_entries(a).to_vec())
        .unwrap_or_default();
    entries.retain(|(k, _)| *k != key);
    if let Some(v) = value {
        entries.push((key, v));
    }
    let Ok(new) = ctx.dictionary(entries) else {
        return;
    };
    if in_attrs {
        ctx.op_mut(op).attrs = new;
    } else if ctx.dict_entries(new).is_empty() {
        ctx.op_mut(op).props = None;
    } else {
        ctx.op_mut(op).props = Some(new);
    }
}

/// An `array<i32: ...>` of `values`.
pub fn i32_array(ctx: &mut Context, values: &[usize]) -> Attribute {
    let v: Vec<i64> = values.iter().map(|&x| x as i64).collect();
    ir::dense_array::from_i64s(ctx, 32, &v)
}

/// The constant integer (scalar or splat) `v` holds: (width, bits).
pub fn const_int(ctx: &mut Context, v: Value) -> Option<(u32, u128)> {
    let a = ir::rewrite::constant_value(ctx, v)?;
    const_int_attr(ctx, a)
}

/// The integer (scalar or splat) an attribute holds.
pub fn const_int_attr(ctx: &Context, a: Attribute) -> Option<(u32, u128)> {
    if let AttrKind::Bool(b) = ctx.attr_kind(a) {
        return Some((1, *b as u128));
    }
    match constant::decode(ctx, a)? {
        constant::Const::Scalar(s) => s.int(),
        constant::Const::Elements {
            splat: true, elems, ..
        } => elems.first().and_then(|s| s.int()),
        _ => None,
    }
}

/// The scalar integer attribute `v` holds (MLIR's `m_ConstantInt` on an
/// `IntegerAttr`, no splats): (width, bits).
pub fn const_scalar_int(ctx: &mut Context, v: Value) -> Option<(u32, u128)> {
    let a = ir::rewrite::constant_value(ctx, v)?;
    if let AttrKind::Bool(b) = ctx.attr_kind(a) {
        return Some((1, *b as u128));
    }
    match constant::decode(ctx, a)? {
        constant::Const::Scalar(s) => s.int(),
        _ => None,
    }
}

/// `m_One`: a constant integer one (scalar or splat).
pub fn is_one(ctx: &mut Context, v: Value) -> bool {
    const_int(ctx, v).is_some_and(|(_, b)| b == 1)
}

/// `m_Zero`: a constant integer zero.
pub fn is_zero(ctx: &mut Context, v: Value) -> bool {
    const_int(ctx, v).is_some_and(|(_, b)| b == 0)
}

/// `m_NonZero`: a constant integer other than zero.
pub fn is_nonzero(ctx: &mut Context, v: Value) -> bool {
    const_int(ctx, v).is_some_and(|(_, b)| b != 0)
}

/// The op defining `v`, if a result.
pub fn def_op(ctx: &Context, v: Value) -> Option<Op> {
    match ctx.value(v).def {
        ValueDef::Result(op, _) => Some(op),
        ValueDef::Arg(..) => None,
    }
}

/// A `true`/`false` attribute.
pub fn bool_attr(ctx: &mut Context, b: bool) -> Attribute {
    ctx.attr(AttrKind::Bool(b))
}

/// Creates `arith.constant` of `value` (typed `ty`) at the insertion
/// point.
pub fn constant(rw: &mut Rewriter<'_>, value: Attribute, ty: ir::Type, loc: Attribute) -> Value {
    let c = crate::arith::make_constant(rw.ctx, value, ty, loc);
    rw.insert(c);
    rw.ctx.result(c, 0)
}
