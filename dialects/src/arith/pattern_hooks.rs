//! Native hooks that declarative patterns call by name: constraints
//! (`constraint native(is_power_of_two)($c)`) and builders
//! (`rewrite native(index_constant)(0)`). Every pattern file, compiled in
//! or loaded at run time, can use these; a program embedding tessera adds
//! its own to [`Hooks`].

use dialect_engine::{Bound, Hooks};
use ir::constant::{self, Const, Scalar};
use ir::rewrite::Rewriter;
use ir::{AttrKind, Attribute, Context, Type, TypeKind};

/// Adds the standard hooks.
pub fn add(n: &mut Hooks) {
    n.pattern_constraint("is_power_of_two", is_power_of_two)
        .pattern_constraint("is_zero", |ctx, a| splat_is(ctx, a, 0))
        .pattern_constraint("is_one", |ctx, a| splat_is(ctx, a, 1))
        .pattern_constraint("has_one_use", has_one_use)
        .pattern_constraint("same_type", same_type)
        .pattern_constraint("is_constant", |ctx, a| {
            matches!(a, [Bound::Value(v)] if ir::rewrite::constant_value(ctx, *v).is_some())
        });
    n.pattern_builder("zero_attr_like", zero_attr_like)
        .pattern_builder("log2_attr", log2_attr)
        .pattern_builder("index_constant", index_constant)
        .pattern_builder("constant_like", constant_like)
        .pattern_builder("add_attrs", |rw, a, _| {
            int_attrs(rw.ctx, a, u128::wrapping_add)
        })
        .pattern_builder("sub_attrs", |rw, a, _| {
            int_attrs(rw.ctx, a, u128::wrapping_sub)
        })
        .pattern_builder("mul_attrs", |rw, a, _| {
            int_attrs(rw.ctx, a, u128::wrapping_mul)
        });
}

/// The type of a bound value or typed attribute.
fn type_of(ctx: &mut Context, b: Bound) -> Option<Type> {
    match b {
        Bound::Value(v) => Some(ctx.value_type(v)),
        Bound::Attr(a) => dialect_engine::attrs::attr_type(ctx, a),
    }
}

/// The constant an argument stands for: an attribute, or a value a
/// constant op defines.
fn constant(ctx: &mut Context, b: Bound) -> Option<Attribute> {
    match b {
        Bound::Attr(a) => Some(a),
        Bound::Value(v) => ir::rewrite::constant_value(ctx, v),
    }
}

fn is_power_of_two(ctx: &mut Context, args: &[Bound]) -> bool {
    let [b] = args else { return false };
    let Some(a) = constant(ctx, *b) else {
        return false;
    };
    constant::is_int_splat(ctx, a, |w, bits| {
        bits != 0 && bits.is_power_of_two() && constant::sext(w, bits) > 0
    })
}

/// Whether the one argument is an integer or float constant (scalar or
/// splat) equal to `n`.
fn splat_is(ctx: &mut Context, args: &[Bound], n: i64) -> bool {
    let [b] = args else { return false };
    let Some(a) = constant(ctx, *b) else {
        return false;
    };
    match constant::splat_value(ctx, a) {
        Some(Scalar::Int { width, bits }) => {
            constant::sext(width, bits) == n as i128 || bits == n as u128
        }
        Some(Scalar::Float { kind, bits }) => constant::to_f64(kind, bits) == Some(n as f64),
        None => false,
    }
}

fn has_one_use(ctx: &mut Context, args: &[Bound]) -> bool {
    matches!(args, [Bound::Value(v)] if ctx.uses(*v).count() == 1)
}

fn same_type(ctx: &mut Context, args: &[Bound]) -> bool {
    match args {
        [a, b] => {
            let (x, y) = (type_of(ctx, *a), type_of(ctx, *b));
            x.is_some() && x == y
        }
        _ => false,
    }
}

/// The scalar `n` of element type `elem`.
fn scalar_of(ctx: &Context, elem: Type, n: i64) -> Option<Scalar> {
    match ctx.type_kind(elem) {
        TypeKind::Float(k) => Some(Scalar::Float {
            kind: *k,
            bits: constant::from_f64(*k, n as f64)?,
        }),
        _ => {
            let w = constant::int_width(ctx, elem)?;
            Some(Scalar::Int {
                width: w,
                bits: (n as i128 as u128) & constant::mask(w),
            })
        }
    }
}

/// `n` as a constant attribute of `ty` (scalar, or a splat of shaped `ty`).
fn number_attr(ctx: &mut Context, ty: Type, n: i64) -> Option<Attribute> {
    let elem = constant::element_type(ctx, ty);
    let s = scalar_of(ctx, elem, n)?;
    if ctx.type_kind(ty).shape().is_some() {
        constant::elements_attr(ctx, ty, &[s])
    } else {
        Some(constant::scalar_attr(ctx, ty, s))
    }
}

fn zero_attr_like(rw: &mut Rewriter<'_>, args: &[Bound], _: Attribute) -> Option<Bound> {
    let [b] = args else { return None };
    let ty = type_of(rw.ctx, *b)?;
    number_attr(rw.ctx, ty, 0).map(Bound::Attr)
}

fn log2_attr(rw: &mut Rewriter<'_>, args: &[Bound], _: Attribute) -> Option<Bound> {
    let [b] = args else { return None };
    let a = constant(rw.ctx, *b)?;
    let ty = type_of(rw.ctx, Bound::Attr(a))?;
    let r = constant::map_unary(rw.ctx, a, ty, |s| match s {
        Scalar::Int { width, bits } if bits.is_power_of_two() => Some(Scalar::Int {
            width,
            bits: bits.trailing_zeros() as u128,
        }),
        _ => None,
    })?;
    Some(Bound::Attr(r))
}

/// An integer literal argument.
fn int_arg(ctx: &Context, b: Bound) -> Option<i64> {
    match b {
        Bound::Attr(a) => match ctx.attr_kind(a) {
            AttrKind::Integer { value, .. } => i64::try_from(value.to_big()).ok(),
            _ => None,
        },
        Bound::Value(_) => None,
    }
}

/// `arith.constant n : index`.
fn index_constant(rw: &mut Rewriter<'_>, args: &[Bound], loc: Attribute) -> Option<Bound> {
    let [b] = args else { return None };
    let n = int_arg(rw.ctx, *b)?;
    let ty = rw.ctx.index_type();
    let value = number_attr(rw.ctx, ty, n)?;
    let op = crate::arith::make_constant(rw.ctx, value, ty, loc);
    rw.insert(op);
    Some(Bound::Value(rw.ctx.result(op, 0)))
}

/// `arith.constant n` of the type of the first argument.
fn constant_like(rw: &mut Rewriter<'_>, args: &[Bound], loc: Attribute) -> Option<Bound> {
    let [like, n] = args else { return None };
    let ty = type_of(rw.ctx, *like)?;
    let n = int_arg(rw.ctx, *n)?;
    let value = number_attr(rw.ctx, ty, n)?;
    let op = crate::arith::make_constant(rw.ctx, value, ty, loc);
    rw.insert(op);
    Some(Bound::Value(rw.ctx.result(op, 0)))
}

/// Two integer constants of one type combined element-wise (wrapping).
fn int_attrs(ctx: &mut Context, args: &[Bound], f: fn(u128, u128) -> u128) -> Option<Bound> {
    let [a, b] = args else { return None };
    let (a, b) = (constant(ctx, *a)?, constant(ctx, *b)?);
    let ty = type_of(ctx, Bound::Attr(a))?;
    if type_of(ctx, Bound::Attr(b)) != Some(ty) {
        return None;
    }
    if !matches!(
        constant::decode(ctx, a)?,
        Const::Scalar(Scalar::Int { .. }) | Const::Elements { .. }
    ) {
        return None;
    }
    let r = constant::map_binary(ctx, a, b, ty, |x, y| match (x, y) {
        (Scalar::Int { width, bits: p }, Scalar::Int { bits: q, .. }) => Some(Scalar::Int {
            width,
            bits: f(p, q) & constant::mask(width),
        }),
        _ => None,
    })?;
    Some(Bound::Attr(r))
}
