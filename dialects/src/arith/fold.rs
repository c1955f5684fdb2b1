//! The folders of `arith` with MLIR 22's semantics (ArithOps.cpp):
//! constant folding of integer and float arithmetic, comparisons, selects
//! and casts, and the algebraic identities each op's folder applies. The
//! canonicalization patterns of ArithCanonicalization.td are declarative
//! patterns in `arith.dialect`; the Rust ones (`select` to `extui`) and
//! the hooks those patterns call are in [`super::arith_patterns`].

use super::ops::*;
use dialect_engine::Hooks;
use ir::constant::{self, Const, Scalar};
use ir::float::FloatKind;
use ir::rewrite::{Fold, OpFoldResult};
use ir::value::ValueDef;
use ir::TypedOp;
use ir::{AttrKind, Attribute, Context, Op, Type, TypeKind, Value};

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
    let name = ctx.ident(ConstantOp::NAME);
    let key = ctx.ident("value");
    let props = ctx.dictionary(vec![(key, value)]).ok();
    let attrs = ctx.empty_dict();
    ctx.create_op(name, &[], &[ty], attrs, props, &[], 0, loc)
}

/// Registers the folders.
pub fn add(n: &mut Hooks) {
    n.fold::<ConstantOp>(fold_constant);
    n.fold::<AddiOp>(fold_addi);
    n.fold::<SubiOp>(fold_subi);
    n.fold::<MuliOp>(fold_muli);
    n.fold::<DivuiOp>(fold_divui);
    n.fold::<DivsiOp>(fold_divsi);
    n.fold::<CeildivuiOp>(fold_ceildivui);
    n.fold::<CeildivsiOp>(fold_ceildivsi);
    n.fold::<FloordivsiOp>(fold_floordivsi);
    n.fold::<RemuiOp>(fold_remui);
    n.fold::<RemsiOp>(fold_remsi);
    n.fold::<AndiOp>(fold_andi);
    n.fold::<OriOp>(fold_ori);
    n.fold::<XoriOp>(fold_xori);
    n.fold::<ShliOp>(fold_shli);
    n.fold::<ShruiOp>(fold_shrui);
    n.fold::<ShrsiOp>(fold_shrsi);
    n.fold::<MaxsiOp>(fold_maxsi);
    n.fold::<MaxuiOp>(fold_maxui);
    n.fold::<MinsiOp>(fold_minsi);
    n.fold::<MinuiOp>(fold_minui);
    n.fold::<AdduiExtendedOp>(fold_addui_extended);
    n.fold::<MulsiExtendedOp>(fold_mulsi_extended);
    n.fold::<MuluiExtendedOp>(fold_mului_extended);
    n.fold::<NegfOp>(fold_negf);
    n.fold::<AddfOp>(fold_addf);
    n.fold::<SubfOp>(fold_subf);
    n.fold::<MulfOp>(fold_mulf);
    n.fold::<DivfOp>(fold_divf);
    n.fold::<RemfOp>(fold_remf);
    n.fold::<MaximumfOp>(fold_maximumf);
    n.fold::<MinimumfOp>(fold_minimumf);
    n.fold::<MaxnumfOp>(fold_maxnumf);
    n.fold::<MinnumfOp>(fold_minnumf);
    n.fold::<CmpiOp>(fold_cmpi);
    n.fold::<CmpfOp>(fold_cmpf);
    n.fold::<SelectOp>(fold_select);
    n.fold::<ExtuiOp>(fold_extui);
    n.fold::<ExtsiOp>(fold_extsi);
    n.fold::<TrunciOp>(fold_trunci);
    n.fold::<IndexCastOp>(fold_index_cast);
    n.fold::<IndexCastuiOp>(fold_index_castui);
    n.fold::<SitofpOp>(|c, o, k| fold_int_to_float(c, o, k, true));
    n.fold::<UitofpOp>(|c, o, k| fold_int_to_float(c, o, k, false));
    n.fold::<FptosiOp>(|c, o, k| fold_float_to_int(c, o, k, true));
    n.fold::<FptouiOp>(|c, o, k| fold_float_to_int(c, o, k, false));
    n.fold::<ExtfOp>(fold_extf);
    n.fold::<TruncfOp>(fold_truncf);
    n.fold::<BitcastOp>(fold_bitcast);
}

// ------------------------------------------------------------------ helpers

fn operand(ctx: &Context, op: Op, i: usize) -> Value {
    ctx.op(op).operand(i)
}

pub(crate) fn result_type(ctx: &Context, op: Op) -> Type {
    ctx.value_type(ctx.result(op, 0))
}

/// The op defining `v`, if it is named `name`.
pub(crate) fn def_named(ctx: &Context, v: Value, name: &str) -> Option<Op> {
    match ctx.value(v).def {
        ValueDef::Result(d, _) if ctx.op_name(d) == name => Some(d),
        _ => None,
    }
}

fn value(v: Value) -> Fold {
    Fold::Results(vec![OpFoldResult::Value(v)])
}

fn attr(a: Option<Attribute>) -> Fold {
    match a {
        Some(a) => Fold::Results(vec![OpFoldResult::Attr(a)]),
        None => Fold::None,
    }
}

/// The integer scalar or splat value of constant `a` (`m_ConstantInt`).
pub(crate) fn int_value(ctx: &Context, a: Option<Attribute>) -> Option<(u32, u128)> {
    constant::splat_value(ctx, a?)?.int()
}

/// The float scalar or splat value of constant `a`.
fn float_value(ctx: &Context, a: Option<Attribute>) -> Option<(FloatKind, u128)> {
    constant::splat_value(ctx, a?)?.float()
}

fn is_int(ctx: &Context, a: Option<Attribute>, pred: impl Fn(u32, u128) -> bool) -> bool {
    int_value(ctx, a).is_some_and(|(w, b)| pred(w, b))
}

fn is_zero(ctx: &Context, a: Option<Attribute>) -> bool {
    is_int(ctx, a, |_, b| b == 0)
}

fn is_one(ctx: &Context, a: Option<Attribute>) -> bool {
    is_int(ctx, a, |_, b| b == 1)
}

fn is_all_ones(ctx: &Context, a: Option<Attribute>) -> bool {
    is_int(ctx, a, |w, b| b == constant::mask(w))
}

fn is_float(ctx: &Context, a: Option<Attribute>, want: f64) -> bool {
    float_value(ctx, a).is_some_and(|(k, b)| {
        constant::to_f64(k, b)
            .is_some_and(|x| x == want && x.is_sign_negative() == want.is_sign_negative())
    })
}

/// MLIR's `Builder::getZeroAttr(ty)`: 0, `false`, 0.0, or a splat of it
/// for a statically shaped type.
pub(crate) fn zero_attr(ctx: &mut Context, ty: Type) -> Option<Attribute> {
    scalar_or_splat(ctx, ty, |ctx, elem| zero_scalar(ctx, elem))
}

fn zero_scalar(ctx: &Context, elem: Type) -> Option<Scalar> {
    match ctx.type_kind(elem) {
        TypeKind::Float(k) => Some(Scalar::Float { kind: *k, bits: 0 }),
        _ => Some(Scalar::Int {
            width: constant::int_width(ctx, elem)?,
            bits: 0,
        }),
    }
}

/// A constant of type `ty` whose scalar (or splat element) `f` gives.
fn scalar_or_splat(
    ctx: &mut Context,
    ty: Type,
    f: impl Fn(&Context, Type) -> Option<Scalar>,
) -> Option<Attribute> {
    if ctx.type_kind(ty).shape().is_some() {
        constant::num_elements(ctx, ty)?;
        let elem = constant::element_type(ctx, ty);
        let s = f(ctx, elem)?;
        constant::elements_attr(ctx, ty, &[s])
    } else {
        let s = f(ctx, ty)?;
        Some(constant::scalar_attr(ctx, ty, s))
    }
}

/// Two constant operands combined element-wise (`constFoldBinaryOp`).
fn fold_binary(
    ctx: &mut Context,
    op: Op,
    consts_: &[Option<Attribute>],
    ty: Type,
    f: impl Fn(Scalar, Scalar) -> Option<Scalar>,
) -> Fold {
    let (Some(a), Some(b)) = (consts_[0], consts_[1]) else {
        return Fold::None;
    };
    let _ = op;
    attr(constant::map_binary(ctx, a, b, ty, f))
}

/// Integer operands: `f(width, a, b)` on the masked bits.
fn fold_int(
    ctx: &mut Context,
    op: Op,
    c: &[Option<Attribute>],
    f: impl Fn(u32, u128, u128) -> Option<u128>,
) -> Fold {
    let ty = result_type(ctx, op);
    fold_binary(ctx, op, c, ty, |x, y| match (x, y) {
        (Scalar::Int { width, bits: a }, Scalar::Int { bits: b, .. }) => Some(Scalar::Int {
            width,
            bits: f(width, a, b)? & constant::mask(width),
        }),
        _ => None,
    })
}

/// Float operands through `f64` (exact for f16/bf16/f32/f64).
fn fold_float(ctx: &mut Context, op: Op, c: &[Option<Attribute>], f: fn(f64, f64) -> f64) -> Fold {
    let ty = result_type(ctx, op);
    fold_binary(ctx, op, c, ty, |x, y| match (x, y) {
        (Scalar::Float { kind, bits: a }, Scalar::Float { bits: b, .. }) => Some(Scalar::Float {
            kind,
            bits: constant::float_binary(kind, a, b, f)?,
        }),
        _ => None,
    })
}

/// Float operands with a function of the encodings.
fn fold_float_bits(
    ctx: &mut Context,
    op: Op,
    c: &[Option<Attribute>],
    f: impl Fn(FloatKind, u128, u128) -> Option<u128>,
) -> Fold {
    let ty = result_type(ctx, op);
    fold_binary(ctx, op, c, ty, |x, y| match (x, y) {
        (Scalar::Float { kind, bits: a }, Scalar::Float { bits: b, .. }) => Some(Scalar::Float {
            kind,
            bits: f(kind, a, b)?,
        }),
        _ => None,
    })
}

fn s(w: u32, b: u128) -> i128 {
    constant::sext(w, b)
}

fn smax(w: u32) -> u128 {
    constant::mask(w) >> 1
}

fn smin(w: u32) -> u128 {
    if w == 0 {
        0
    } else {
        1u128 << (w - 1)
    }
}

// ------------------------------------------------------------------ integer arithmetic

fn fold_addi(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    let (lhs, rhs) = (operand(ctx, op, 0), operand(ctx, op, 1));
    if is_zero(ctx, c[1]) {
        return value(lhs);
    }
    if let Some(sub) = def_named(ctx, lhs, SubiOp::NAME) {
        if operand(ctx, sub, 1) == rhs {
            return value(operand(ctx, sub, 0));
        }
    }
    if let Some(sub) = def_named(ctx, rhs, SubiOp::NAME) {
        if operand(ctx, sub, 1) == lhs {
            return value(operand(ctx, sub, 0));
        }
    }
    fold_int(ctx, op, c, |_, a, b| Some(a.wrapping_add(b)))
}

fn fold_subi(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    let (lhs, rhs) = (operand(ctx, op, 0), operand(ctx, op, 1));
    if lhs == rhs {
        let ty = result_type(ctx, op);
        if let Some(z) = zero_attr(ctx, ty) {
            return attr(Some(z));
        }
    }
    if is_zero(ctx, c[1]) {
        return value(lhs);
    }
    if let Some(add) = def_named(ctx, lhs, AddiOp::NAME) {
        if rhs == operand(ctx, add, 1) {
            return value(operand(ctx, add, 0));
        }
        if rhs == operand(ctx, add, 0) {
            return value(operand(ctx, add, 1));
        }
    }
    fold_int(ctx, op, c, |_, a, b| Some(a.wrapping_sub(b)))
}

fn fold_muli(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    if is_zero(ctx, c[1]) {
        return value(operand(ctx, op, 1));
    }
    if is_one(ctx, c[1]) {
        return value(operand(ctx, op, 0));
    }
    fold_int(ctx, op, c, |_, a, b| Some(a.wrapping_mul(b)))
}

/// The overflow flags of `op` as bits (nsw = 1, nuw = 2).
pub(crate) fn overflow_bits(ctx: &Context, op: Op) -> u8 {
    let Some(a) = ctx.inherent_attr(op, "overflowFlags") else {
        return 0;
    };
    let Some(text) = dialect_engine::attrs::wrapped_text(ctx, a, "overflow") else {
        return 0;
    };
    text.split(',').fold(0, |v, p| match p.trim() {
        "nsw" => v | 1,
        "nuw" => v | 2,
        _ => v,
    })
}

/// `(a * b) / b -> a` when the multiplication carries `flag`.
fn fold_div_mul(ctx: &Context, lhs: Value, rhs: Value, flag: u8) -> Option<Value> {
    let mul = def_named(ctx, lhs, MuliOp::NAME)?;
    if overflow_bits(ctx, mul) & flag != flag {
        return None;
    }
    if operand(ctx, mul, 0) == rhs {
        return Some(operand(ctx, mul, 1));
    }
    if operand(ctx, mul, 1) == rhs {
        return Some(operand(ctx, mul, 0));
    }
    None
}

fn fold_divui(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    let (lhs, rhs) = (operand(ctx, op, 0), operand(ctx, op, 1));
    if is_one(ctx, c[1]) {
        return value(lhs);
    }
    if let Some(v) = fold_div_mul(ctx, lhs, rhs, 2) {
        return value(v);
    }
    fold_int(ctx, op, c, |_, a, b| a.checked_div(b))
}

fn fold_divsi(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    let (lhs, rhs) = (operand(ctx, op, 0), operand(ctx, op, 1));
    if is_one(ctx, c[1]) {
        return value(lhs);
    }
    if let Some(v) = fold_div_mul(ctx, lhs, rhs, 1) {
        return value(v);
    }
    fold_int(ctx, op, c, |w, a, b| {
        if b == 0 || (a == smin(w) && b == constant::mask(w)) {
            return None;
        }
        Some(s(w, a).checked_div(s(w, b))? as u128)
    })
}

fn fold_ceildivui(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    if is_one(ctx, c[1]) {
        return value(operand(ctx, op, 0));
    }
    fold_int(ctx, op, c, |w, a, b| {
        let q = a.checked_div(b)?;
        if a % b == 0 {
            return Some(q);
        }
        let r = q + 1;
        (r <= constant::mask(w)).then_some(r)
    })
}

/// Signed `a / b` rounded up, failing on overflow as MLIR's folder does.
fn ceildiv_signed(w: u32, a: u128, b: u128) -> Option<u128> {
    if b == 0 {
        return None;
    }
    let (x, y) = (s(w, a), s(w, b));
    if x == 0 {
        return Some(0);
    }
    let lo = -(1i128 << (w - 1));
    let hi = (1i128 << (w - 1)) - 1;
    let fits = |v: i128| (lo..=hi).contains(&v);
    let neg = |v: i128| {
        let r = -v;
        fits(r).then_some(r)
    };
    // (a - 1) / b + 1 for positive inputs, each step checked.
    let ceil_pos = |p: i128, q: i128| -> Option<i128> {
        let t = p - 1;
        if !fits(t) {
            return None;
        }
        let d = t / q;
        let r = d + 1;
        fits(r).then_some(r)
    };
    let r = if x > 0 && y > 0 {
        ceil_pos(x, y)?
    } else if x < 0 && y < 0 {
        ceil_pos(neg(x)?, neg(y)?)?
    } else if x < 0 {
        neg(neg(x)? / y)?
    } else {
        neg(x / neg(y)?)?
    };
    Some(r as u128)
}

fn fold_ceildivsi(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    if is_one(ctx, c[1]) {
        return value(operand(ctx, op, 0));
    }
    fold_int(ctx, op, c, ceildiv_signed)
}

fn fold_floordivsi(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    if is_one(ctx, c[1]) {
        return value(operand(ctx, op, 0));
    }
    fold_int(ctx, op, c, |w, a, b| {
        if b == 0 || (a == smin(w) && b == constant::mask(w)) {
            return None;
        }
        let (x, y) = (s(w, a), s(w, b));
        let q = x / y;
        let q = if (x % y != 0) && ((x < 0) != (y < 0)) {
            q - 1
        } else {
            q
        };
        Some(q as u128)
    })
}

fn fold_remui(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    if is_one(ctx, c[1]) {
        let ty = result_type(ctx, op);
        return attr(zero_attr(ctx, ty));
    }
    fold_int(ctx, op, c, |_, a, b| a.checked_rem(b))
}

fn fold_remsi(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    if is_one(ctx, c[1]) {
        let ty = result_type(ctx, op);
        return attr(zero_attr(ctx, ty));
    }
    fold_int(ctx, op, c, |w, a, b| {
        if b == 0 {
            return None;
        }
        // INT_MIN % -1 is 0 in APInt's srem.
        Some(s(w, a).checked_rem(s(w, b)).unwrap_or(0) as u128)
    })
}

/// `xori(x, all-ones)` defining `v`: its `x`.
fn not_of(ctx: &mut Context, v: Value) -> Option<(Op, Value)> {
    let x = def_named(ctx, v, XoriOp::NAME)?;
    let c = ir::rewrite::constant_value(ctx, operand(ctx, x, 1));
    is_all_ones(ctx, c).then(|| (x, operand(ctx, x, 0)))
}

fn fold_andi(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    let (lhs, rhs) = (operand(ctx, op, 0), operand(ctx, op, 1));
    if is_zero(ctx, c[1]) {
        return value(rhs);
    }
    if is_all_ones(ctx, c[1]) {
        return value(lhs);
    }
    let not_match =
        |ctx: &mut Context, a: Value, b: Value| not_of(ctx, a).is_some_and(|(_, x)| x == b);
    if not_match(ctx, rhs, lhs) || not_match(ctx, lhs, rhs) {
        let ty = result_type(ctx, op);
        return attr(zero_attr(ctx, ty));
    }
    // and(a, and(a, b)) -> and(a, b)
    for (prev_v, other) in [(lhs, rhs), (rhs, lhs)] {
        if let Some(prev) = def_named(ctx, prev_v, AndiOp::NAME) {
            if other == operand(ctx, prev, 0) || other == operand(ctx, prev, 1) {
                return value(prev_v);
            }
        }
    }
    // The Idempotent trait's fold, after the op's own.
    if lhs == rhs {
        return value(lhs);
    }
    fold_int(ctx, op, c, |_, a, b| Some(a & b))
}

fn fold_ori(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    let (lhs, rhs) = (operand(ctx, op, 0), operand(ctx, op, 1));
    if let Some((w, b)) = int_value(ctx, c[1]) {
        if b == 0 {
            return value(lhs);
        }
        if b == constant::mask(w) {
            return attr(c[1]);
        }
    }
    if let Some((x, v)) = not_of(ctx, rhs) {
        if v == lhs {
            return value(operand(ctx, x, 1));
        }
    }
    if let Some((x, v)) = not_of(ctx, lhs) {
        if v == rhs {
            return value(operand(ctx, x, 1));
        }
    }
    if lhs == rhs {
        return value(lhs);
    }
    fold_int(ctx, op, c, |_, a, b| Some(a | b))
}

fn fold_xori(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    let (lhs, rhs) = (operand(ctx, op, 0), operand(ctx, op, 1));
    if is_zero(ctx, c[1]) {
        return value(lhs);
    }
    if lhs == rhs {
        let ty = result_type(ctx, op);
        return attr(zero_attr(ctx, ty));
    }
    if let Some(prev) = def_named(ctx, lhs, XoriOp::NAME) {
        if operand(ctx, prev, 1) == rhs {
            return value(operand(ctx, prev, 0));
        }
        if operand(ctx, prev, 0) == rhs {
            return value(operand(ctx, prev, 1));
        }
    }
    if let Some(prev) = def_named(ctx, rhs, XoriOp::NAME) {
        if operand(ctx, prev, 1) == lhs {
            return value(operand(ctx, prev, 0));
        }
        if operand(ctx, prev, 0) == lhs {
            return value(operand(ctx, prev, 1));
        }
    }
    fold_int(ctx, op, c, |_, a, b| Some(a ^ b))
}

fn fold_shift(
    ctx: &mut Context,
    op: Op,
    c: &[Option<Attribute>],
    f: fn(u32, u128, u32) -> u128,
) -> Fold {
    if is_zero(ctx, c[1]) {
        return value(operand(ctx, op, 0));
    }
    fold_int(ctx, op, c, |w, a, b| {
        (b < w as u128).then(|| f(w, a, b as u32))
    })
}

fn fold_shli(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    fold_shift(ctx, op, c, |_, a, b| a << b)
}

fn fold_shrui(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    fold_shift(ctx, op, c, |_, a, b| a >> b)
}

fn fold_shrsi(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    fold_shift(ctx, op, c, |w, a, b| (s(w, a) >> b) as u128)
}

/// min/max: `x, x`; the absorbing bound; the neutral bound; constants.
fn fold_minmax(
    ctx: &mut Context,
    op: Op,
    c: &[Option<Attribute>],
    absorbing: fn(u32) -> u128,
    neutral: fn(u32) -> u128,
    pick: fn(u32, u128, u128) -> u128,
) -> Fold {
    let (lhs, rhs) = (operand(ctx, op, 0), operand(ctx, op, 1));
    if lhs == rhs {
        return value(rhs);
    }
    if let Some((w, b)) = int_value(ctx, c[1]) {
        if b == absorbing(w) {
            return value(rhs);
        }
        if b == neutral(w) {
            return value(lhs);
        }
    }
    fold_int(ctx, op, c, move |w, a, b| Some(pick(w, a, b)))
}

fn fold_maxsi(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    fold_minmax(ctx, op, c, smax, smin, |w, a, b| {
        if s(w, a) >= s(w, b) {
            a
        } else {
            b
        }
    })
}

fn fold_maxui(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    fold_minmax(ctx, op, c, constant::mask, |_| 0, |_, a, b| a.max(b))
}

fn fold_minsi(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    fold_minmax(ctx, op, c, smin, smax, |w, a, b| {
        if s(w, a) <= s(w, b) {
            a
        } else {
            b
        }
    })
}

fn fold_minui(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    fold_minmax(ctx, op, c, |_| 0, constant::mask, |_, a, b| a.min(b))
}

/// Two results from two constant operands, each element-wise.
fn two_results(
    ctx: &mut Context,
    op: Op,
    c: &[Option<Attribute>],
    first: impl Fn(u32, u128, u128) -> u128,
    second: impl Fn(u32, u128, u128) -> u128,
) -> Fold {
    let (Some(a), Some(b)) = (c[0], c[1]) else {
        return Fold::None;
    };
    let t0 = ctx.value_type(ctx.result(op, 0));
    let t1 = ctx.value_type(ctx.result(op, 1));
    let w1 = constant::int_width(ctx, constant::element_type(ctx, t1)).unwrap_or(1);
    let r0 = constant::map_binary(ctx, a, b, t0, |x, y| match (x, y) {
        (Scalar::Int { width, bits: p }, Scalar::Int { bits: q, .. }) => Some(Scalar::Int {
            width,
            bits: first(width, p, q) & constant::mask(width),
        }),
        _ => None,
    });
    let r1 = constant::map_binary(ctx, a, b, t1, |x, y| match (x, y) {
        (Scalar::Int { width, bits: p }, Scalar::Int { bits: q, .. }) => Some(Scalar::Int {
            width: w1,
            bits: second(width, p, q) & constant::mask(w1),
        }),
        _ => None,
    });
    match (r0, r1) {
        (Some(x), Some(y)) => Fold::Results(vec![OpFoldResult::Attr(x), OpFoldResult::Attr(y)]),
        _ => Fold::None,
    }
}

fn fold_addui_extended(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    if is_zero(ctx, c[1]) {
        let t1 = ctx.value_type(ctx.result(op, 1));
        let Some(f) = zero_attr(ctx, t1) else {
            return Fold::None;
        };
        return Fold::Results(vec![
            OpFoldResult::Value(operand(ctx, op, 0)),
            OpFoldResult::Attr(f),
        ]);
    }
    two_results(
        ctx,
        op,
        c,
        |_, a, b| a.wrapping_add(b),
        |w, a, b| ((a.wrapping_add(b) & constant::mask(w)) < a) as u128,
    )
}

/// The high half of a `w`-bit product.
fn mul_high(w: u32, a: u128, b: u128, signed: bool) -> u128 {
    if w > 64 {
        // Wider than the u128 product holds: not folded by the caller.
        return 0;
    }
    if signed {
        ((s(w, a) * s(w, b)) >> w) as u128
    } else {
        (a * b) >> w
    }
}

fn fold_mul_extended(ctx: &mut Context, op: Op, c: &[Option<Attribute>], signed: bool) -> Fold {
    if is_zero(ctx, c[1]) {
        return Fold::Results(vec![
            OpFoldResult::Attr(c[1].unwrap()),
            OpFoldResult::Attr(c[1].unwrap()),
        ]);
    }
    if !signed && is_one(ctx, c[1]) {
        let ty = ctx.value_type(operand(ctx, op, 0));
        let Some(z) = zero_attr(ctx, ty) else {
            return Fold::None;
        };
        return Fold::Results(vec![
            OpFoldResult::Value(operand(ctx, op, 0)),
            OpFoldResult::Attr(z),
        ]);
    }
    let ty = ctx.value_type(operand(ctx, op, 0));
    let w = constant::int_width(ctx, constant::element_type(ctx, ty)).unwrap_or(128);
    if w > 64 {
        return Fold::None;
    }
    two_results(
        ctx,
        op,
        c,
        |_, a, b| a.wrapping_mul(b),
        move |w, a, b| mul_high(w, a, b, signed),
    )
}

fn fold_mulsi_extended(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    fold_mul_extended(ctx, op, c, true)
}

fn fold_mului_extended(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    fold_mul_extended(ctx, op, c, false)
}

// ------------------------------------------------------------------ float arithmetic

fn sign_bit(kind: FloatKind) -> u128 {
    1u128 << (kind.semantics().bits - 1)
}

fn fold_negf(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    let x = operand(ctx, op, 0);
    if let Some(inner) = def_named(ctx, x, NegfOp::NAME) {
        return value(operand(ctx, inner, 0));
    }
    let Some(a) = c[0] else { return Fold::None };
    let ty = result_type(ctx, op);
    attr(constant::map_unary(ctx, a, ty, |s| match s {
        Scalar::Float { kind, bits } => Some(Scalar::Float {
            kind,
            bits: bits ^ sign_bit(kind),
        }),
        _ => None,
    }))
}

fn fold_addf(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    if is_float(ctx, c[1], -0.0) {
        return value(operand(ctx, op, 0));
    }
    fold_float(ctx, op, c, |a, b| a + b)
}

fn fold_subf(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    if is_float(ctx, c[1], 0.0) {
        return value(operand(ctx, op, 0));
    }
    fold_float(ctx, op, c, |a, b| a - b)
}

fn fold_mulf(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    if is_float(ctx, c[1], 1.0) {
        return value(operand(ctx, op, 0));
    }
    fold_float(ctx, op, c, |a, b| a * b)
}

fn fold_divf(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    if is_float(ctx, c[1], 1.0) {
        return value(operand(ctx, op, 0));
    }
    fold_float(ctx, op, c, |a, b| a / b)
}

fn fold_remf(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    // APFloat::mod: the remainder has the sign of the dividend (fmod).
    fold_float(ctx, op, c, |a, b| a % b)
}

fn is_nan_bits(kind: FloatKind, bits: u128) -> bool {
    constant::is_nan(kind, bits)
}

/// llvm::maximum / minimum: NaN-propagating (quieted), -0 below +0.
fn float_extremum(kind: FloatKind, a: u128, b: u128, max: bool) -> Option<u128> {
    let (x, y) = (constant::to_f64(kind, a)?, constant::to_f64(kind, b)?);
    if x.is_nan() {
        return Some(constant::quiet(kind, a));
    }
    if y.is_nan() {
        return Some(constant::quiet(kind, b));
    }
    if x == 0.0 && y == 0.0 && x.is_sign_negative() != y.is_sign_negative() {
        let a_neg = x.is_sign_negative();
        return Some(if max == a_neg { b } else { a });
    }
    Some(if (max && x < y) || (!max && y < x) {
        b
    } else {
        a
    })
}

/// llvm::maxnum / minnum: a NaN operand yields the other.
fn float_num(kind: FloatKind, a: u128, b: u128, max: bool) -> Option<u128> {
    let (x, y) = (constant::to_f64(kind, a)?, constant::to_f64(kind, b)?);
    if x.is_nan() {
        return Some(if y.is_nan() {
            constant::quiet(kind, a)
        } else {
            b
        });
    }
    if y.is_nan() {
        return Some(a);
    }
    float_extremum(kind, a, b, max)
}

fn fold_maximumf(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    let (lhs, rhs) = (operand(ctx, op, 0), operand(ctx, op, 1));
    if lhs == rhs {
        return value(rhs);
    }
    if is_float(ctx, c[1], f64::NEG_INFINITY) {
        return value(lhs);
    }
    fold_float_bits(ctx, op, c, |k, a, b| float_extremum(k, a, b, true))
}

fn fold_minimumf(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    let (lhs, rhs) = (operand(ctx, op, 0), operand(ctx, op, 1));
    if lhs == rhs {
        return value(rhs);
    }
    if is_float(ctx, c[1], f64::INFINITY) {
        return value(lhs);
    }
    fold_float_bits(ctx, op, c, |k, a, b| float_extremum(k, a, b, false))
}

fn is_nan_const(ctx: &Context, a: Option<Attribute>) -> bool {
    float_value(ctx, a).is_some_and(|(k, b)| is_nan_bits(k, b))
}

fn fold_maxnumf(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    let (lhs, rhs) = (operand(ctx, op, 0), operand(ctx, op, 1));
    if lhs == rhs {
        return value(rhs);
    }
    if is_nan_const(ctx, c[1]) {
        return value(lhs);
    }
    fold_float_bits(ctx, op, c, |k, a, b| float_num(k, a, b, true))
}

fn fold_minnumf(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    let (lhs, rhs) = (operand(ctx, op, 0), operand(ctx, op, 1));
    if lhs == rhs {
        return value(rhs);
    }
    if is_nan_const(ctx, c[1]) {
        return value(lhs);
    }
    fold_float_bits(ctx, op, c, |k, a, b| float_num(k, a, b, false))
}

// ------------------------------------------------------------------ comparisons

/// The integer value of an enum property (`predicate`).
pub(crate) fn int_prop(ctx: &Context, op: Op, name: &str) -> Option<i128> {
    dialect_engine::attrs::int_of(ctx, ctx.inherent_attr(op, name)?)
}

/// `cmpi` predicate `p` on `w`-bit `a`, `b`.
pub(crate) fn cmpi(p: i128, w: u32, a: u128, b: u128) -> bool {
    let (x, y) = (s(w, a), s(w, b));
    match p {
        0 => a == b,
        1 => a != b,
        2 => x < y,
        3 => x <= y,
        4 => x > y,
        5 => x >= y,
        6 => a < b,
        7 => a <= b,
        8 => a > b,
        _ => a >= b,
    }
}

/// A boolean of type `ty`: `true`/`false`, or a splat of it.
pub(crate) fn bool_attr(ctx: &mut Context, ty: Type, v: bool) -> Option<Attribute> {
    scalar_or_splat(ctx, ty, |_, _| {
        Some(Scalar::Int {
            width: 1,
            bits: v as u128,
        })
    })
}

fn fold_cmpi(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    let (lhs, rhs) = (operand(ctx, op, 0), operand(ctx, op, 1));
    let Some(pred) = int_prop(ctx, op, "predicate") else {
        return Fold::None;
    };
    let ty = result_type(ctx, op);
    if lhs == rhs {
        return attr(bool_attr(ctx, ty, matches!(pred, 0 | 3 | 5 | 7 | 9)));
    }
    let lhs_ty = ctx.value_type(lhs);
    let lhs_i1 = constant::int_width(ctx, constant::element_type(ctx, lhs_ty)) == Some(1)
        && !matches!(
            ctx.type_kind(constant::element_type(ctx, lhs_ty)),
            TypeKind::Index
        );
    if is_zero(ctx, c[1]) {
        for ext in [ExtsiOp::NAME, ExtuiOp::NAME] {
            if let Some(e) = def_named(ctx, lhs, ext) {
                let src = operand(ctx, e, 0);
                let st = ctx.value_type(src);
                let width_one = match ctx.type_kind(st) {
                    TypeKind::Integer { width, .. } => *width == 1,
                    TypeKind::Vector { elem, .. } => constant::int_width(ctx, *elem) == Some(1),
                    _ => false,
                };
                if width_one && pred == 1 {
                    return value(src);
                }
            }
        }
        if lhs_i1 && pred == 1 {
            return value(lhs);
        }
    }
    if is_one(ctx, c[1]) && lhs_i1 && pred == 0 {
        return value(lhs);
    }
    if c[0].is_some() && c[1].is_none() {
        let swapped = match pred {
            2 => 4,
            4 => 2,
            3 => 5,
            5 => 3,
            6 => 8,
            8 => 6,
            7 => 9,
            9 => 7,
            p => p,
        };
        let pa = ctx.inherent_attr(op, "predicate");
        if let Some(AttrKind::Integer { ty: pty, .. }) = pa.map(|a| ctx.attr_kind(a).clone()) {
            let new = dialect_engine::attrs::int_attr(ctx, pty, swapped);
            set_prop(ctx, op, "predicate", new);
        }
        ctx.set_operand(op, 0, rhs);
        ctx.set_operand(op, 1, lhs);
        return Fold::InPlace;
    }
    let (Some(a), Some(b)) = (c[0], c[1]) else {
        return Fold::None;
    };
    attr(constant::map_binary(ctx, a, b, ty, |x, y| match (x, y) {
        (Scalar::Int { width, bits: p }, Scalar::Int { bits: q, .. }) => Some(Scalar::Int {
            width: 1,
            bits: cmpi(pred, width, p, q) as u128,
        }),
        _ => None,
    }))
}

/// Replaces property `name` of `op` with `v`.
pub(crate) fn set_prop(ctx: &mut Context, op: Op, name: &str, v: Attribute) {
    let key = ctx.ident(name);
    let mut entries: Vec<(ir::Ident, Attribute)> = match ctx.op(op).props {
        Some(p) => ctx.dict_entries(p).to_vec(),
        None => Vec::new(),
    };
    match entries.iter_mut().find(|(k, _)| *k == key) {
        Some(e) => e.1 = v,
        None => entries.push((key, v)),
    }
    if let Ok(d) = ctx.dictionary(entries) {
        ctx.op_mut(op).props = Some(d);
    }
}

fn cmpf(p: i128, x: f64, y: f64) -> bool {
    let unordered = x.is_nan() || y.is_nan();
    let (lt, eq, gt) = (x < y, x == y, x > y);
    match p {
        0 => false,
        1 => eq,
        2 => gt,
        3 => gt || eq,
        4 => lt,
        5 => lt || eq,
        6 => !unordered && !eq,
        7 => !unordered,
        8 => unordered || eq,
        9 => unordered || gt,
        10 => unordered || gt || eq,
        11 => unordered || lt,
        12 => unordered || lt || eq,
        13 => !eq,
        14 => unordered,
        _ => true,
    }
}

fn fold_cmpf(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    let scalar = |ctx: &Context, a: Option<Attribute>| match constant::decode(ctx, a?)? {
        Const::Scalar(Scalar::Float { kind, bits }) => constant::to_f64(kind, bits),
        _ => None,
    };
    let (mut x, mut y) = (scalar(ctx, c[0]), scalar(ctx, c[1]));
    if x.is_some_and(f64::is_nan) {
        y = x;
    }
    if y.is_some_and(f64::is_nan) {
        x = y;
    }
    let (Some(x), Some(y)) = (x, y) else {
        return Fold::None;
    };
    let Some(pred) = int_prop(ctx, op, "predicate") else {
        return Fold::None;
    };
    attr(Some(ctx.attr(AttrKind::Bool(cmpf(pred, x, y)))))
}

fn fold_select(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    let (cond, t, f) = (
        operand(ctx, op, 0),
        operand(ctx, op, 1),
        operand(ctx, op, 2),
    );
    if t == f {
        return value(t);
    }
    if is_one(ctx, c[0]) {
        return value(t);
    }
    if is_zero(ctx, c[0]) {
        return value(f);
    }
    let ty = result_type(ctx, op);
    let i1 = matches!(
        ctx.type_kind(ty),
        TypeKind::Integer {
            width: 1,
            signedness: ir::types::Signedness::Signless
        }
    );
    if i1 && is_one(ctx, c[1]) && is_zero(ctx, c[2]) {
        return value(cond);
    }
    if let Some(cmp) = def_named(ctx, cond, CmpiOp::NAME) {
        let pred = int_prop(ctx, cmp, "predicate");
        if matches!(pred, Some(0 | 1)) {
            let (l, r) = (operand(ctx, cmp, 0), operand(ctx, cmp, 1));
            if (l == t && r == f) || (r == t && l == f) {
                return value(if pred == Some(1) { t } else { f });
            }
        }
    }
    // Element-wise over a constant condition of dense constants.
    if let (Some(ca), Some(ta), Some(fa)) = (c[0], c[1], c[2]) {
        let dense = |ctx: &Context, a: Attribute| match constant::decode(ctx, a) {
            Some(Const::Elements { elems, splat, ty }) => Some((elems, splat, ty)),
            _ => None,
        };
        if let (Some((ce, cs, cty)), Some((te, ts, _)), Some((fe, fs, _))) =
            (dense(ctx, ca), dense(ctx, ta), dense(ctx, fa))
        {
            let Some(n) = constant::num_elements(ctx, cty) else {
                return Fold::None;
            };
            let at = |e: &[Scalar], s: bool, i: usize| {
                if s {
                    e.first().copied()
                } else {
                    e.get(i).copied()
                }
            };
            let mut out = Vec::with_capacity(n);
            for i in 0..n {
                let (Some(cv), Some(tv), Some(fv)) =
                    (at(&ce, cs, i), at(&te, ts, i), at(&fe, fs, i))
                else {
                    return Fold::None;
                };
                let on = matches!(cv, Scalar::Int { bits, .. } if bits & 1 == 1);
                out.push(if on { tv } else { fv });
            }
            return attr(constant::elements_attr(ctx, ty, &out));
        }
    }
    Fold::None
}

// ------------------------------------------------------------------ casts

/// A cast of a constant operand, element-wise, to the result type.
fn fold_cast(
    ctx: &mut Context,
    op: Op,
    c: &[Option<Attribute>],
    f: impl Fn(Scalar) -> Option<Scalar>,
) -> Fold {
    let Some(a) = c[0] else { return Fold::None };
    let ty = result_type(ctx, op);
    attr(constant::map_unary(ctx, a, ty, f))
}

fn result_width(ctx: &Context, op: Op) -> u32 {
    let ty = result_type(ctx, op);
    constant::int_width(ctx, constant::element_type(ctx, ty)).unwrap_or(64)
}

fn fold_extui(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    let x = operand(ctx, op, 0);
    if let Some(inner) = def_named(ctx, x, ExtuiOp::NAME) {
        let src = operand(ctx, inner, 0);
        ctx.set_operand(op, 0, src);
        return Fold::InPlace;
    }
    let w = result_width(ctx, op);
    fold_cast(ctx, op, c, |s| {
        Some(Scalar::Int {
            width: w,
            bits: s.int()?.1,
        })
    })
}

fn fold_extsi(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    let x = operand(ctx, op, 0);
    if let Some(inner) = def_named(ctx, x, ExtsiOp::NAME) {
        let src = operand(ctx, inner, 0);
        ctx.set_operand(op, 0, src);
        return Fold::InPlace;
    }
    let w = result_width(ctx, op);
    fold_cast(ctx, op, c, |sc| {
        let (from, bits) = sc.int()?;
        Some(Scalar::Int {
            width: w,
            bits: (s(from, bits) as u128) & constant::mask(w),
        })
    })
}

fn elem_width(ctx: &Context, v: Value) -> Option<u32> {
    let t = ctx.value_type(v);
    constant::int_width(ctx, constant::element_type(ctx, t))
}

fn fold_trunci(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    let x = operand(ctx, op, 0);
    let dst = result_width(ctx, op);
    let ext = def_named(ctx, x, ExtuiOp::NAME).or_else(|| def_named(ctx, x, ExtsiOp::NAME));
    if let Some(e) = ext {
        let src = operand(ctx, e, 0);
        let sw = elem_width(ctx, src).unwrap_or(0);
        if sw > dst {
            ctx.set_operand(op, 0, src);
            return Fold::InPlace;
        }
        let (st, rt) = (ctx.value_type(src), result_type(ctx, op));
        if constant::element_type(ctx, st) == constant::element_type(ctx, rt) {
            return value(src);
        }
    }
    if let Some(t) = def_named(ctx, x, TrunciOp::NAME) {
        let src = operand(ctx, t, 0);
        ctx.set_operand(op, 0, src);
        return Fold::InPlace;
    }
    fold_cast(ctx, op, c, |sc| {
        Some(Scalar::Int {
            width: dst,
            bits: sc.int()?.1 & constant::mask(dst),
        })
    })
}

fn fold_index_cast(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    let w = result_width(ctx, op);
    fold_cast(ctx, op, c, |sc| {
        let (from, bits) = sc.int()?;
        Some(Scalar::Int {
            width: w,
            bits: (s(from, bits) as u128) & constant::mask(w),
        })
    })
}

fn fold_index_castui(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    let w = result_width(ctx, op);
    fold_cast(ctx, op, c, |sc| {
        Some(Scalar::Int {
            width: w,
            bits: sc.int()?.1 & constant::mask(w),
        })
    })
}

fn result_float(ctx: &Context, op: Op) -> Option<FloatKind> {
    let ty = result_type(ctx, op);
    match ctx.type_kind(constant::element_type(ctx, ty)) {
        TypeKind::Float(k) => Some(*k),
        _ => None,
    }
}

fn fold_int_to_float(ctx: &mut Context, op: Op, c: &[Option<Attribute>], signed: bool) -> Fold {
    let Some(kind) = result_float(ctx, op) else {
        return Fold::None;
    };
    fold_cast(ctx, op, c, |sc| {
        let (w, bits) = sc.int()?;
        let enc = match kind {
            // Rust's integer-to-float conversions round to nearest, ties
            // to even, in one step.
            FloatKind::F32 => (if signed {
                s(w, bits) as f32
            } else {
                bits as f32
            })
            .to_bits() as u128,
            FloatKind::F64 => (if signed {
                s(w, bits) as f64
            } else {
                bits as f64
            })
            .to_bits() as u128,
            _ => constant::from_f64(
                kind,
                if signed {
                    s(w, bits) as f64
                } else {
                    bits as f64
                },
            )?,
        };
        Some(Scalar::Float { kind, bits: enc })
    })
}

fn fold_float_to_int(ctx: &mut Context, op: Op, c: &[Option<Attribute>], signed: bool) -> Fold {
    let w = result_width(ctx, op);
    fold_cast(ctx, op, c, |sc| {
        let (kind, bits) = sc.float()?;
        let x = constant::to_f64(kind, bits)?;
        if !x.is_finite() {
            return None;
        }
        let t = x.trunc();
        let (lo, hi) = if signed {
            (-(2f64.powi(w as i32 - 1)), 2f64.powi(w as i32 - 1) - 1.0)
        } else {
            (0.0, 2f64.powi(w as i32) - 1.0)
        };
        if t < lo || t > hi {
            return None;
        }
        let v = t as i128;
        Some(Scalar::Int {
            width: w,
            bits: (v as u128) & constant::mask(w),
        })
    })
}

/// Mantissa width (stored bits) of an IEEE-style format.
fn mantissa_bits(kind: FloatKind) -> u32 {
    kind.semantics().precision - 1
}

/// Converts `bits` of `from` to `to` when that loses nothing (MLIR's
/// `convertFloatValue` with `losesInfo == false` and status OK).
fn convert_exact(from: FloatKind, to: FloatKind, bits: u128) -> Option<u128> {
    let x = constant::to_f64(from, bits)?;
    if x.is_nan() {
        let (mf, mt) = (mantissa_bits(from), mantissa_bits(to));
        let sign = bits & sign_bit(from) != 0;
        let payload = bits & ((1u128 << mf) - 1);
        let moved = if mt >= mf {
            payload << (mt - mf)
        } else {
            if payload & ((1u128 << (mf - mt)) - 1) != 0 {
                return None;
            }
            payload >> (mf - mt)
        };
        let exp_all = ((1u128 << (to.semantics().bits - 1 - mt)) - 1) << mt;
        let out = exp_all | moved | if sign { sign_bit(to) } else { 0 };
        return Some(out);
    }
    let r = constant::from_f64(to, x)?;
    let back = constant::to_f64(to, r)?;
    (back == x && back.is_sign_negative() == x.is_sign_negative()).then_some(r)
}

fn fold_extf(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    let x = operand(ctx, op, 0);
    if let Some(t) = def_named(ctx, x, TruncfOp::NAME) {
        let src = operand(ctx, t, 0);
        if ctx.value_type(src) == result_type(ctx, op)
            && has_contract(ctx, t)
            && has_contract(ctx, op)
        {
            return value(src);
        }
    }
    let Some(to) = result_float(ctx, op) else {
        return Fold::None;
    };
    fold_cast(ctx, op, c, |sc| {
        let (from, bits) = sc.float()?;
        Some(Scalar::Float {
            kind: to,
            bits: convert_exact(from, to, bits)?,
        })
    })
}

/// Whether `op`'s fast-math flags include `contract`.
fn has_contract(ctx: &Context, op: Op) -> bool {
    let Some(a) = ctx.inherent_attr(op, "fastmath") else {
        return false;
    };
    dialect_engine::attrs::wrapped_text(ctx, a, "fastmath").is_some_and(|t| {
        t.split(',')
            .any(|p| matches!(p.trim(), "contract" | "fast"))
    })
}

/// Whether every value of `a` is exactly representable in `b`.
fn representable_by(a: FloatKind, b: FloatKind) -> bool {
    let (sa, sb) = (a.semantics(), b.semantics());
    sa.precision <= sb.precision && sa.max_exp <= sb.max_exp && sa.min_exp >= sb.min_exp
}

fn fold_truncf(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    let x = operand(ctx, op, 0);
    let Some(to) = result_float(ctx, op) else {
        return Fold::None;
    };
    if let Some(e) = def_named(ctx, x, ExtfOp::NAME) {
        let src = operand(ctx, e, 0);
        let kind_of = |ctx: &Context, v: Value| match ctx
            .type_kind(constant::element_type(ctx, ctx.value_type(v)))
        {
            TypeKind::Float(k) => Some(*k),
            _ => None,
        };
        if let (Some(sk), Some(ik)) = (kind_of(ctx, src), kind_of(ctx, x)) {
            if representable_by(sk, ik) {
                if sk.semantics().bits > to.semantics().bits {
                    ctx.set_operand(op, 0, src);
                    return Fold::InPlace;
                }
                if sk == to {
                    return value(src);
                }
            }
        }
    }
    fold_cast(ctx, op, c, |sc| {
        let (from, bits) = sc.float()?;
        Some(Scalar::Float {
            kind: to,
            bits: convert_exact(from, to, bits)?,
        })
    })
}

fn fold_bitcast(ctx: &mut Context, op: Op, c: &[Option<Attribute>]) -> Fold {
    let ty = result_type(ctx, op);
    let elem = constant::element_type(ctx, ty);
    let to = match ctx.type_kind(elem) {
        TypeKind::Float(k) => Some(*k),
        _ => None,
    };
    let w = constant::int_width(ctx, elem);
    fold_cast(ctx, op, c, |sc| {
        let bits = match sc {
            Scalar::Int { bits, .. } | Scalar::Float { bits, .. } => bits,
        };
        match (to, w) {
            (Some(kind), _) => Some(Scalar::Float { kind, bits }),
            (None, Some(width)) => Some(Scalar::Int { width, bits }),
            _ => None,
        }
    })
}
