//! StableHLO's (and CHLO's) elementwise ops as `arith` and `math` ops, one
//! table for every lowering that needs it (`convert-to-ktir` on per-core
//! slices, `convert-to-tt` on tile blocks): the same op on floats and on
//! integers, comparisons with their predicates, and element type
//! conversions. Keyed by the generated op types' names, so a renamed op
//! fails to compile here rather than being skipped.

use super::build::{elem_bits, elem_of, int_attr, is_float, Builder};
use dialects::arith::ops as arith;
use dialects::math::ops as math;
use dialects::stablehlo::ops as hlo;
use ir::{Context, Op, Type, TypeKind, TypedOp, Value};

/// StableHLO binary op: its float form, its integer form.
const BINARY: &[(&str, Option<&str>, Option<&str>)] = &[
    (
        hlo::AddOp::NAME,
        Some(arith::AddfOp::NAME),
        Some(arith::AddiOp::NAME),
    ),
    (
        hlo::SubtractOp::NAME,
        Some(arith::SubfOp::NAME),
        Some(arith::SubiOp::NAME),
    ),
    (
        hlo::MultiplyOp::NAME,
        Some(arith::MulfOp::NAME),
        Some(arith::MuliOp::NAME),
    ),
    (
        hlo::DivideOp::NAME,
        Some(arith::DivfOp::NAME),
        Some(arith::DivsiOp::NAME),
    ),
    (
        hlo::MaximumOp::NAME,
        Some(arith::MaximumfOp::NAME),
        Some(arith::MaxsiOp::NAME),
    ),
    (
        hlo::MinimumOp::NAME,
        Some(arith::MinimumfOp::NAME),
        Some(arith::MinsiOp::NAME),
    ),
    (hlo::PowerOp::NAME, Some(math::PowfOp::NAME), None),
    (
        hlo::RemainderOp::NAME,
        Some(arith::RemfOp::NAME),
        Some(arith::RemsiOp::NAME),
    ),
    (hlo::AndOp::NAME, None, Some(arith::AndiOp::NAME)),
    (hlo::OrOp::NAME, None, Some(arith::OriOp::NAME)),
    (hlo::XorOp::NAME, None, Some(arith::XoriOp::NAME)),
    (hlo::Atan2Op::NAME, Some(math::Atan2Op::NAME), None),
    (hlo::ShiftLeftOp::NAME, None, Some(arith::ShliOp::NAME)),
    (
        hlo::ShiftRightLogicalOp::NAME,
        None,
        Some(arith::ShruiOp::NAME),
    ),
    (
        hlo::ShiftRightArithmeticOp::NAME,
        None,
        Some(arith::ShrsiOp::NAME),
    ),
];

/// StableHLO (and CHLO) unary op on floats.
const UNARY: &[(&str, &str)] = &[
    (hlo::ExponentialOp::NAME, math::ExpOp::NAME),
    (hlo::LogOp::NAME, math::LogOp::NAME),
    (hlo::TanhOp::NAME, math::TanhOp::NAME),
    (hlo::SqrtOp::NAME, math::SqrtOp::NAME),
    (hlo::RsqrtOp::NAME, math::RsqrtOp::NAME),
    (hlo::NegateOp::NAME, arith::NegfOp::NAME),
    (hlo::AbsOp::NAME, math::AbsfOp::NAME),
    (hlo::SineOp::NAME, math::SinOp::NAME),
    (hlo::CosineOp::NAME, math::CosOp::NAME),
    (hlo::FloorOp::NAME, math::FloorOp::NAME),
    (hlo::CeilOp::NAME, math::CeilOp::NAME),
    (hlo::ExponentialMinusOneOp::NAME, math::Expm1Op::NAME),
    (hlo::LogPlusOneOp::NAME, math::Log1pOp::NAME),
    (dialects::chlo::ops::ErfOp::NAME, math::ErfOp::NAME),
    (hlo::TanOp::NAME, math::TanOp::NAME),
    (dialects::chlo::ops::TanOp::NAME, math::TanOp::NAME),
    (hlo::RoundNearestEvenOp::NAME, math::RoundevenOp::NAME),
    (hlo::RoundNearestAfzOp::NAME, math::RoundOp::NAME),
];

/// StableHLO unary op on integers.
const INT_UNARY: &[(&str, &str)] = &[
    (hlo::PopcntOp::NAME, math::CtpopOp::NAME),
    (hlo::CountLeadingZerosOp::NAME, math::CtlzOp::NAME),
];

/// The `math` op computing integer unary op `op`, if it has one.
pub fn unary_int(ctx: &Context, op: Op) -> Option<&'static str> {
    let name = ctx.op_name(op);
    INT_UNARY.iter().find(|(n, _)| *n == name).map(|(_, m)| *m)
}

/// The `arith`/`math` op computing binary op `op` elementwise on floats
/// (`float`) or integers, if it has one.
pub fn binary(ctx: &Context, op: Op, float: bool) -> Option<&'static str> {
    let name = ctx.op_name(op);
    BINARY
        .iter()
        .find(|(n, _, _)| *n == name)
        .and_then(|(_, f, i)| if float { *f } else { *i })
}

/// The unsigned form of a signed integer op of the table (`divsi` →
/// `divui`, ...): what an unsigned operand takes; any other op is itself
/// (addition, multiplication and the bitwise ops do not care, and an
/// arithmetic right shift is one on the bits either way).
pub fn unsigned_form(name: &'static str) -> &'static str {
    match name {
        n if n == arith::DivsiOp::NAME => arith::DivuiOp::NAME,
        n if n == arith::RemsiOp::NAME => arith::RemuiOp::NAME,
        n if n == arith::MaxsiOp::NAME => arith::MaxuiOp::NAME,
        n if n == arith::MinsiOp::NAME => arith::MinuiOp::NAME,
        n => n,
    }
}

/// The `arith`/`math` op computing unary op `op` on floats, if it has one.
pub fn unary(ctx: &Context, op: Op) -> Option<&'static str> {
    let name = ctx.op_name(op);
    UNARY.iter().find(|(n, _)| *n == name).map(|(_, m)| *m)
}

/// A comparison: `arith.cmpf` or `arith.cmpi`, its predicate's spelling
/// and its value in the op's enum.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Compare {
    pub op: &'static str,
    pub predicate: &'static str,
    pub value: i64,
}

/// `stablehlo.compare` as `arith`: `cmpf` with ordered predicates (`une`
/// for NE, as XLA does), `cmpi` signed, or unsigned where the compare type
/// says so or the operands are `i1`.
pub fn compare(ctx: &Context, op: Op) -> Compare {
    let attr = |n: &str| {
        ctx.inherent_attr(op, n)
            .map(|a| ir::text::attr_to_string(ctx, a))
            .unwrap_or_default()
    };
    let dir = attr("comparison_direction");
    let t = ctx.op(op).operands().next().map(|v| ctx.value_type(v));
    let float = t.is_some_and(|t| is_float(ctx, t));
    let unsigned = attr("compare_type").contains("UNSIGNED")
        || t.is_some_and(|t| {
            matches!(
                ctx.type_kind(elem_of(ctx, t)),
                TypeKind::Integer { width: 1, .. }
            )
        });
    let dir = ["EQ", "NE", "GE", "GT", "LE", "LT"]
        .iter()
        .find(|p| dir.contains(*p))
        .copied()
        .unwrap_or("EQ");
    // arith's CmpFPredicate and CmpIPredicate values.
    let (op, predicate, value) = match (float, unsigned, dir) {
        (true, _, "EQ") => (arith::CmpfOp::NAME, "oeq", 1),
        (true, _, "NE") => (arith::CmpfOp::NAME, "une", 13),
        (true, _, "GE") => (arith::CmpfOp::NAME, "oge", 3),
        (true, _, "GT") => (arith::CmpfOp::NAME, "ogt", 2),
        (true, _, "LE") => (arith::CmpfOp::NAME, "ole", 5),
        (true, _, _) => (arith::CmpfOp::NAME, "olt", 4),
        (false, _, "EQ") => (arith::CmpiOp::NAME, "eq", 0),
        (false, _, "NE") => (arith::CmpiOp::NAME, "ne", 1),
        (false, false, "GE") => (arith::CmpiOp::NAME, "sge", 5),
        (false, false, "GT") => (arith::CmpiOp::NAME, "sgt", 4),
        (false, false, "LE") => (arith::CmpiOp::NAME, "sle", 3),
        (false, false, _) => (arith::CmpiOp::NAME, "slt", 2),
        (false, true, "GE") => (arith::CmpiOp::NAME, "uge", 9),
        (false, true, "GT") => (arith::CmpiOp::NAME, "ugt", 8),
        (false, true, "LE") => (arith::CmpiOp::NAME, "ule", 7),
        (false, true, _) => (arith::CmpiOp::NAME, "ult", 6),
    };
    Compare {
        op,
        predicate,
        value,
    }
}

/// The comparison `stablehlo.compare` op `op` makes of `lhs` and `rhs`
/// (their `arith` values), of result type `ty`: [`compare`]'s, and for
/// floats under `TOTALORDER` the same signed comparison of each operand's
/// total-order key (its bits as an integer, the magnitude bits flipped
/// where the sign is set: -NaN < -inf < .. < -0 < +0 < .. < +inf < NaN),
/// as IEEE 754's totalOrder ranks them.
pub fn build_compare_op(b: &mut Builder<'_>, op: Op, lhs: Value, rhs: Value, ty: Type) -> Value {
    let c = compare(b.ctx, op);
    let total = c.op == arith::CmpfOp::NAME
        && b.ctx
            .inherent_attr(op, "compare_type")
            .is_some_and(|a| ir::text::attr_to_string(b.ctx, a).contains("TOTALORDER"));
    if !total {
        return build_compare(b, c, lhs, rhs, ty);
    }
    let (l, r) = (total_key(b, lhs), total_key(b, rhs));
    let value = match c.predicate {
        "oeq" => 0,
        "une" => 1,
        "oge" => 5,
        "ogt" => 4,
        "ole" => 3,
        _ => 2,
    };
    let ic = Compare {
        op: arith::CmpiOp::NAME,
        predicate: "",
        value,
    };
    build_compare(b, ic, l, r, ty)
}

/// The total-order key of float `x` (a scalar or a tensor): its bits as a
/// signless integer of its width, xor-ed with all magnitude bits where
/// the sign bit is set.
fn total_key(b: &mut Builder<'_>, x: Value) -> Value {
    let t = b.ctx.value_type(x);
    let width = elem_bits(b.ctx, t);
    let it = b.ctx.int(width);
    let ty = match b.ctx.type_kind(t).clone() {
        TypeKind::RankedTensor { shape, .. } => b.ctx.ty(TypeKind::RankedTensor {
            shape,
            elem: it,
            encoding: None,
        }),
        _ => it,
    };
    let i = b.value(|ctx, loc| arith::BitcastOp::build(ctx, x, ty, loc));
    let splat = |b: &mut Builder<'_>, n: i64| -> Value {
        let a = match b.ctx.type_kind(ty).clone() {
            TypeKind::RankedTensor { .. } => {
                let s = ir::constant::Scalar::Int {
                    width,
                    bits: (n as u128) & ir::constant::mask(width),
                };
                ir::constant::elements_attr(b.ctx, ty, &[s]).expect("a splat of an integer tensor")
            }
            _ => int_attr(b.ctx, ty, n),
        };
        b.value(|ctx, loc| arith::ConstantOp::build(ctx, ty, a, loc))
    };
    let sh = splat(b, i64::from(width) - 1);
    let one = splat(b, 1);
    let sign = b.value(|ctx, loc| arith::ShrsiOp::build(ctx, i, sh, ty, false, loc));
    let mag = b.value(|ctx, loc| arith::ShruiOp::build(ctx, sign, one, ty, false, loc));
    b.value(|ctx, loc| arith::XoriOp::build(ctx, i, mag, ty, loc))
}

/// The `arith` cast from element type `from` to `to` (`None`: the same
/// type; an error names what has no cast).
pub fn cast(ctx: &Context, from: Type, to: Type) -> Result<Option<&'static str>, String> {
    let (ff, tf) = (is_float(ctx, from), is_float(ctx, to));
    let (fb, tb) = (elem_bits(ctx, from), elem_bits(ctx, to));
    let same_kind = |a: Type, b: Type| elem_of(ctx, a) == elem_of(ctx, b);
    Ok(match (ff, tf) {
        (true, true) if fb < tb => Some(arith::ExtfOp::NAME),
        (true, true) if fb > tb => Some(arith::TruncfOp::NAME),
        (true, true) if same_kind(from, to) => None,
        (true, true) => {
            return Err(format!(
                "no arith cast between {} and {} (same width, different formats)",
                ir::text::type_to_string(ctx, elem_of(ctx, from)),
                ir::text::type_to_string(ctx, elem_of(ctx, to))
            ))
        }
        (false, true) => Some(arith::SitofpOp::NAME),
        (true, false) => Some(arith::FptosiOp::NAME),
        (false, false) if fb < tb => Some(arith::ExtsiOp::NAME),
        (false, false) if fb > tb => Some(arith::TrunciOp::NAME),
        (false, false) => None,
    })
}

/// Appends `name(operands) : ty` (an elementwise `arith`/`math` op of the
/// tables above, with no attributes) and returns its result.
pub fn build(b: &mut Builder<'_>, name: &'static str, operands: &[Value], ty: Type) -> Value {
    let n = b.ctx.ident(name);
    let empty = b.ctx.empty_dict();
    let op = b
        .ctx
        .create_op(n, operands, &[ty], empty, None, &[], 0, b.loc);
    b.ctx.append_op(b.block, op);
    b.ctx.result(op, 0)
}

/// Appends binary op `name` of the table on `args` (result type `ty`),
/// with StableHLO's meaning where `arith`'s is undefined: an integer
/// divided by zero is -1 (all ones) and its remainder the dividend, the
/// signed minimum divided by -1 is itself (remainder 0), and a shift by
/// the width or more gives 0 (the sign for an arithmetic right shift).
/// `arith` makes those poison: a trap on x86 (SIGFPE) under the JIT, an
/// error in the simulated Spyre, for lanes a select often throws away
/// (`jnp.gcd`, JAX's PRNG keys).
pub fn build_binary(b: &mut Builder<'_>, name: &'static str, args: &[Value], ty: Type) -> Value {
    let (x, y) = (args[0], args[1]);
    let divides = [
        arith::DivsiOp::NAME,
        arith::DivuiOp::NAME,
        arith::RemsiOp::NAME,
        arith::RemuiOp::NAME,
    ];
    let shifts = [
        arith::ShliOp::NAME,
        arith::ShruiOp::NAME,
        arith::ShrsiOp::NAME,
    ];
    if !divides.contains(&name) && !shifts.contains(&name) {
        return build(b, name, args, ty);
    }
    let bits = elem_bits(b.ctx, ty);
    let i1 = b.ctx.int(1);
    let pty = with_elem(b.ctx, ty, i1);
    let num = |b: &mut Builder<'_>, v: f64| b.number(ty, v);
    let (Some(zero), Some(one), Some(ones)) = (num(b, 0.0), num(b, 1.0), num(b, -1.0)) else {
        return build(b, name, args, ty);
    };
    let cmp = |b: &mut Builder<'_>, predicate: &'static str, value: i64, l: Value, r: Value| {
        let c = Compare {
            op: arith::CmpiOp::NAME,
            predicate,
            value,
        };
        build_compare(b, c, l, r, pty)
    };
    if shifts.contains(&name) {
        let Some(width) = num(b, bits as f64) else {
            return build(b, name, args, ty);
        };
        let big = cmp(b, "uge", 9, y, width);
        if name == arith::ShrsiOp::NAME {
            // By width - 1 or more: every bit the sign.
            let Some(top) = num(b, bits.saturating_sub(1) as f64) else {
                return build(b, name, args, ty);
            };
            let amount = build_select(b, big, top, y);
            return build(b, name, &[x, amount], ty);
        }
        let amount = build_select(b, big, zero, y);
        let r = build(b, name, &[x, amount], ty);
        return build_select(b, big, zero, r);
    }
    let by_zero = cmp(b, "eq", 0, y, zero);
    let signed = name == arith::DivsiOp::NAME || name == arith::RemsiOp::NAME;
    let mut unsafe_ = by_zero;
    if signed && bits > 1 {
        if let Some(min) = num(b, -(2f64.powi(bits as i32 - 1))) {
            let is_min = cmp(b, "eq", 0, x, min);
            let by_minus_one = cmp(b, "eq", 0, y, ones);
            let overflow = build(b, arith::AndiOp::NAME, &[is_min, by_minus_one], pty);
            unsafe_ = build(b, arith::OriOp::NAME, &[by_zero, overflow], pty);
        }
    }
    // min / 1 = min and min % 1 = 0: what the overflow gives.
    let divisor = build_select(b, unsafe_, one, y);
    let r = build(b, name, &[x, divisor], ty);
    let at_zero = if name == arith::DivsiOp::NAME || name == arith::DivuiOp::NAME {
        ones
    } else {
        x
    };
    build_select(b, by_zero, at_zero, r)
}

/// Appends the comparison `c` of `lhs` and `rhs`, of result type `ty`.
pub fn build_compare(b: &mut Builder<'_>, c: Compare, lhs: Value, rhs: Value, ty: Type) -> Value {
    let i64t = b.ctx.int(64);
    let pred = int_attr(b.ctx, i64t, c.value);
    if c.op == arith::CmpfOp::NAME {
        b.value(|ctx, loc| arith::CmpfOp::build(ctx, lhs, rhs, ty, pred, None, loc))
    } else {
        b.value(|ctx, loc| arith::CmpiOp::build(ctx, lhs, rhs, ty, pred, loc))
    }
}

/// A conversion between two float formats of one width (`f16` and
/// `bf16`), which no single `arith` cast makes: widened to `f32`, then
/// narrowed. `ty` is the result type; `None` when `x` and `ty` are not
/// floats of one width.
pub fn build_cast_through_f32(
    b: &mut Builder<'_>,
    x: Value,
    from: Type,
    ty: Type,
) -> Option<Value> {
    let ctx = &mut *b.ctx;
    if !(is_float(ctx, from) && is_float(ctx, ty)) || elem_bits(ctx, from) != elem_bits(ctx, ty) {
        return None;
    }
    let f32t = ctx.float_type(ir::float::FloatKind::F32);
    let wide = match ctx.type_kind(ty).clone() {
        TypeKind::RankedTensor { shape, .. } => ctx.ty(TypeKind::RankedTensor {
            shape,
            elem: f32t,
            encoding: None,
        }),
        _ => f32t,
    };
    let w = build(b, arith::ExtfOp::NAME, &[x], wide);
    Some(build(b, arith::TruncfOp::NAME, &[w], ty))
}

/// `stablehlo.convert` of `x` to `to` (its shape, another element type)
/// as StableHLO defines it: `i1` counts as unsigned (true is 1, not -1),
/// a conversion to `i1` is a comparison with zero (`une` for floats),
/// and two float formats of one width (f16 and bf16) meet in f32. `x`
/// itself when the element types agree.
pub fn build_convert(b: &mut Builder<'_>, x: Value, to: Type) -> Result<Value, String> {
    let from = b.ctx.value_type(x);
    let (su, tu) = (unsigned(b.ctx, from), unsigned(b.ctx, to));
    build_convert_signed(b, x, to, su, tu)
}

/// [`build_convert`] where the kernel holds unsigned integers in signless
/// types (`arith` takes no other): `src_unsigned` and `dst_unsigned` say
/// what the StableHLO types were.
pub fn build_convert_signed(
    b: &mut Builder<'_>,
    x: Value,
    to: Type,
    src_unsigned: bool,
    dst_unsigned: bool,
) -> Result<Value, String> {
    let from = b.ctx.value_type(x);
    if elem_of(b.ctx, from) == elem_of(b.ctx, to) {
        return Ok(x);
    }
    let (ff, tf) = (is_float(b.ctx, from), is_float(b.ctx, to));
    let (fb, tb) = (elem_bits(b.ctx, from), elem_bits(b.ctx, to));
    let name = match (ff, tf) {
        (true, true) if fb == tb => {
            return build_cast_through_f32(b, x, from, to)
                .ok_or_else(|| "no cast between these float formats".to_string());
        }
        (false, true) if fb == 1 || src_unsigned => arith::UitofpOp::NAME,
        (true, false) if tb > 1 => return Ok(build_float_to_int(b, x, to, tb, dst_unsigned)),
        (_, false) if tb == 1 => {
            let zero = b
                .number(from, 0.0)
                .ok_or_else(|| "no zero of the operand's type".to_string())?;
            let c = if ff {
                Compare {
                    op: arith::CmpfOp::NAME,
                    predicate: "une",
                    value: 13,
                }
            } else {
                Compare {
                    op: arith::CmpiOp::NAME,
                    predicate: "ne",
                    value: 1,
                }
            };
            return Ok(build_compare(b, c, x, zero, to));
        }
        (false, false) if (fb == 1 || src_unsigned) && tb > fb => arith::ExtuiOp::NAME,
        _ => match cast(b.ctx, from, to)? {
            Some(n) => n,
            None => return Ok(x),
        },
    };
    Ok(build(b, name, &[x], to))
}

/// `t` with its elements of type `elem` (the same shape, if shaped).
fn with_elem(ctx: &mut Context, t: Type, elem: Type) -> Type {
    match ctx.type_kind(t).clone() {
        TypeKind::RankedTensor { shape, .. } => ctx.ty(TypeKind::RankedTensor {
            shape,
            elem,
            encoding: None,
        }),
        _ => elem,
    }
}

/// A float to a `bits`-wide integer as tessera's StableHLO interpreter
/// converts (StableHLO leaves out-of-range values to the implementation):
/// truncated toward zero, saturated at the integer's range, NaN to 0.
/// `arith.fptosi` alone would make poison of them (an error in the
/// simulated Spyre, whatever x86 gives under the JIT), and a kernel that
/// converts a value it later discards (log(0) = -inf, then a select) must
/// not fail on it.
fn build_float_to_int(b: &mut Builder<'_>, x: Value, to: Type, bits: u32, unsigned: bool) -> Value {
    let from = b.ctx.value_type(x);
    let precision = match b.ctx.type_kind(elem_of(b.ctx, from)) {
        TypeKind::Float(k) => k.semantics().precision as i32,
        _ => 53,
    };
    let top = if unsigned { bits } else { bits - 1 } as i32;
    let lo = if unsigned { 0.0 } else { -(2f64.powi(top)) };
    // The largest value of `from` below 2^top (which is out of range).
    let hi = 2f64.powi(top) - 2f64.powi(top - precision);
    let (lo_c, hi_c, zero) = match (b.number(from, lo), b.number(from, hi), b.number(from, 0.0)) {
        (Some(l), Some(h), Some(z)) => (l, h, z),
        _ => return build(b, arith::FptosiOp::NAME, &[x], to),
    };
    let up = build(b, arith::MaximumfOp::NAME, &[x, lo_c], from);
    let clamped = build(b, arith::MinimumfOp::NAME, &[up, hi_c], from);
    let i1 = b.ctx.int(1);
    let pred_ty = with_elem(b.ctx, from, i1);
    let uno = Compare {
        op: arith::CmpfOp::NAME,
        predicate: "uno",
        value: 14,
    };
    let nan = build_compare(b, uno, x, x, pred_ty);
    let finite = build_select(b, nan, zero, clamped);
    let name = if unsigned {
        arith::FptouiOp::NAME
    } else {
        arith::FptosiOp::NAME
    };
    let r = build(b, name, &[finite], to);
    // 2^top and above: the integer's largest value.
    let (Some(limit), Some(max)) = (
        b.number(from, 2f64.powi(top)),
        // All ones for a 64-bit unsigned maximum (number() truncates through i64).
        b.number(
            to,
            if unsigned && bits == 64 {
                -1.0
            } else {
                2f64.powi(top) - 1.0
            },
        ),
    ) else {
        return r;
    };
    let oge = Compare {
        op: arith::CmpfOp::NAME,
        predicate: "oge",
        value: 3,
    };
    let over = build_compare(b, oge, x, limit, pred_ty);
    build_select(b, over, max, r)
}

/// `arith.select` of `a` where `pred`, else `c`.
fn build_select(b: &mut Builder<'_>, pred: Value, a: Value, c: Value) -> Value {
    let ty = b.ctx.value_type(a);
    let n = b.ctx.ident(arith::SelectOp::NAME);
    let empty = b.ctx.empty_dict();
    let op = b
        .ctx
        .create_op(n, &[pred, a, c], &[ty], empty, None, &[], 0, b.loc);
    b.ctx.append_op(b.block, op);
    b.ctx.result(op, 0)
}

/// Whether `t`'s elements are unsigned integers (`ui8`): they widen and
/// convert to floats as unsigned, as `i1` does.
pub fn unsigned(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(elem_of(ctx, t)),
        TypeKind::Integer {
            signedness: ir::types::Signedness::Unsigned,
            ..
        }
    )
}
