//! arith's canonicalization patterns that are not declarative (the
//! declarative ones, ArithCanonicalization.td's, are `pattern`s in
//! `arith.dialect`), and the native hooks those text patterns call.

use super::fold::{def_named, int_value, zero_attr};
use super::ops::*;
use dialect_engine::Bound;
use dialect_engine::Hooks;
use ir::constant;
use ir::rewrite::{PatternSet, RewritePattern, Rewriter};
use ir::TypedOp;
use ir::{AttrKind, Attribute, Context, Op, TypeKind, Value};

/// Registers the hooks and the Rust patterns.
pub fn add(n: &mut Hooks) {
    n.pattern_constraint("is_int_attr", |ctx, a| match a {
        [Bound::Attr(a)] => matches!(
            ctx.attr_kind(*a),
            AttrKind::Integer { .. } | AttrKind::Bool(_)
        ),
        _ => false,
    })
    .pattern_constraint("is_all_ones", |ctx, a| match a {
        [Bound::Attr(a)] => int_value(ctx, Some(*a)).is_some_and(|(w, b)| b == constant::mask(w)),
        _ => false,
    })
    .pattern_constraint("is_eq_or_ne", |ctx, a| match a {
        [Bound::Attr(a)] => matches!(dialect_engine::attrs::int_of(ctx, *a), Some(0 | 1)),
        _ => false,
    })
    .pattern_constraint("wider_than", |ctx, a| match a {
        [Bound::Value(x), Bound::Value(y)] => match (width(ctx, *x), width(ctx, *y)) {
            (Some(p), Some(q)) => p > q && q > 0,
            _ => false,
        },
        _ => false,
    })
    .pattern_constraint("trunc_matches_shift", |ctx, a| match a {
        [Bound::Value(x), Bound::Value(t), Bound::Attr(c)] => {
            match (width(ctx, *x), width(ctx, *t), int_value(ctx, Some(*c))) {
                (Some(p), Some(q), Some((_, s))) => p >= q && (p - q) as u128 == s,
                _ => false,
            }
        }
        _ => false,
    });
    n.pattern_builder("merge_overflow", |rw, a, _| match a {
        [Bound::Attr(x), Bound::Attr(y)] => {
            let bits = flag_bits(rw.ctx, *x) & flag_bits(rw.ctx, *y);
            Some(Bound::Attr(overflow_attr(rw.ctx, bits)))
        }
        _ => None,
    })
    .pattern_builder("invert_predicate", |rw, a, _| match a {
        [Bound::Attr(p)] => {
            let v = dialect_engine::attrs::int_of(rw.ctx, *p)?;
            // eq<->ne, slt<->sge, sle<->sgt, ult<->uge, ule<->ugt.
            let inv = match v {
                0 => 1,
                1 => 0,
                2 => 5,
                5 => 2,
                3 => 4,
                4 => 3,
                6 => 9,
                9 => 6,
                7 => 8,
                8 => 7,
                _ => return None,
            };
            let AttrKind::Integer { ty, .. } = *rw.ctx.attr_kind(*p) else {
                return None;
            };
            Some(Bound::Attr(dialect_engine::attrs::int_attr(
                rw.ctx, ty, inv,
            )))
        }
        _ => None,
    });
    n.canonicalize::<SelectOp>(|set: &mut PatternSet| {
        set.add(SelectToExtUI);
    })
    .canonicalize::<AdduiExtendedOp>(|set| {
        set.add(ExtendedToPlain {
            root: AdduiExtendedOp::NAME,
            plain: AddiOp::NAME,
            name: "AddUIExtendedToAddI",
        });
    })
    .canonicalize::<MulsiExtendedOp>(|set| {
        set.add(ExtendedToPlain {
            root: MulsiExtendedOp::NAME,
            plain: MuliOp::NAME,
            name: "MulSIExtendedToMulI",
        });
        set.add(MulSIExtendedRHSOne);
    })
    .canonicalize::<MuluiExtendedOp>(|set| {
        set.add(ExtendedToPlain {
            root: MuluiExtendedOp::NAME,
            plain: MuliOp::NAME,
            name: "MulUIExtendedToMulI",
        });
    })
    .canonicalize::<TruncfOp>(|set| {
        set.add(TruncFOfIntToFP {
            from: SitofpOp::NAME,
            name: "TruncFSIToFPToSIToFP",
        });
        set.add(TruncFOfIntToFP {
            from: UitofpOp::NAME,
            name: "TruncFUIToFPToUIToFP",
        });
    });
}

fn width(ctx: &Context, v: Value) -> Option<u32> {
    let t = ctx.value_type(v);
    constant::int_width(ctx, constant::element_type(ctx, t))
}

fn flag_bits(ctx: &Context, a: Attribute) -> u8 {
    dialect_engine::attrs::wrapped_text(ctx, a, "overflow").map_or(0, |t| {
        t.split(',').fold(0, |v, p| match p.trim() {
            "nsw" => v | 1,
            "nuw" => v | 2,
            _ => v,
        })
    })
}

/// `#arith.overflow<...>` of flag bits.
fn overflow_attr(ctx: &mut Context, bits: u8) -> Attribute {
    let text = match bits & 3 {
        0 => "none",
        1 => "nsw",
        2 => "nuw",
        _ => "nsw, nuw",
    };
    let dialect = ctx.ident("arith");
    ctx.attr(AttrKind::Opaque {
        dialect,
        data: format!("overflow<{text}>").into(),
    })
}

fn constant(ctx: &mut Context, v: Value) -> Option<Attribute> {
    ir::rewrite::constant_value(ctx, v)
}

/// `select %c, 1, 0 -> extui %c`; `select %c, 0, 1 -> extui (xori %c, 1)`.
struct SelectToExtUI;

impl RewritePattern for SelectToExtUI {
    fn root(&self) -> Option<&str> {
        Some(SelectOp::NAME)
    }
    fn name(&self) -> &str {
        "SelectToExtUI"
    }
    fn match_and_rewrite(&self, op: Op, rw: &mut Rewriter<'_>) -> bool {
        let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
        if !matches!(rw.ctx.type_kind(ty), TypeKind::Integer { width, .. } if *width != 1) {
            return false;
        }
        let (cond, t, f) = {
            let d = rw.ctx.op(op);
            (d.operand(0), d.operand(1), d.operand(2))
        };
        let (tc, fc) = (constant(rw.ctx, t), constant(rw.ctx, f));
        let is = |ctx: &Context, a: Option<Attribute>, v: u128| {
            int_value(ctx, a).is_some_and(|(_, b)| b == v)
        };
        let loc = rw.ctx.op(op).loc;
        rw.set_insertion_point_before(op);
        let src = if is(rw.ctx, tc, 1) && is(rw.ctx, fc, 0) {
            cond
        } else if is(rw.ctx, tc, 0) && is(rw.ctx, fc, 1) {
            let cty = rw.ctx.value_type(cond);
            let one = rw.ctx.attr(AttrKind::Bool(true));
            let c1 = crate::arith::make_constant(rw.ctx, one, cty, loc);
            rw.insert(c1);
            let c1v = rw.ctx.result(c1, 0);
            let x = dialect_engine::build::build(rw, XoriOp::NAME, &[cond, c1v], &[cty], &[], loc);
            rw.ctx.result(x, 0)
        } else {
            return false;
        };
        let e = dialect_engine::build::build(rw, ExtuiOp::NAME, &[src], &[ty], &[], loc);
        let r = rw.ctx.result(e, 0);
        rw.replace_op(op, &[r]);
        true
    }
}

/// `addui_extended` / `mulsi_extended` / `mului_extended` whose second
/// result is unused: the plain op, and the lhs for the unused result.
struct ExtendedToPlain {
    root: &'static str,
    plain: &'static str,
    name: &'static str,
}

impl RewritePattern for ExtendedToPlain {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn name(&self) -> &str {
        self.name
    }
    fn match_and_rewrite(&self, op: Op, rw: &mut Rewriter<'_>) -> bool {
        if !rw.ctx.use_empty(rw.ctx.result(op, 1)) {
            return false;
        }
        let (x, y) = {
            let d = rw.ctx.op(op);
            (d.operand(0), d.operand(1))
        };
        let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
        let loc = rw.ctx.op(op).loc;
        rw.set_insertion_point_before(op);
        let p = dialect_engine::build::build(rw, self.plain, &[x, y], &[ty], &[], loc);
        let r = rw.ctx.result(p, 0);
        rw.replace_op(op, &[r, x]);
        true
    }
}

/// `mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]`.
struct MulSIExtendedRHSOne;

impl RewritePattern for MulSIExtendedRHSOne {
    fn root(&self) -> Option<&str> {
        Some(MulsiExtendedOp::NAME)
    }
    fn name(&self) -> &str {
        "MulSIExtendedRHSOne"
    }
    fn match_and_rewrite(&self, op: Op, rw: &mut Rewriter<'_>) -> bool {
        let (x, y) = {
            let d = rw.ctx.op(op);
            (d.operand(0), d.operand(1))
        };
        let Some(c) = constant(rw.ctx, y) else {
            return false;
        };
        // Strictly positive and 1 (for i1, the value 1 is -1: not matched).
        let one = int_value(rw.ctx, Some(c)).is_some_and(|(w, b)| b == 1 && w > 1);
        if !one {
            return false;
        }
        let ty = rw.ctx.value_type(x);
        let Some(z) = zero_attr(rw.ctx, ty) else {
            return false;
        };
        let loc = rw.ctx.op(op).loc;
        rw.set_insertion_point_before(op);
        let zc = crate::arith::make_constant(rw.ctx, z, ty, loc);
        rw.insert(zc);
        let zv = rw.ctx.result(zc, 0);
        let i1 = rw.ctx.int(1);
        let cty = dialect_engine::constraints::with_element(rw.ctx, ty, i1);
        let pty = rw.ctx.int(64);
        let slt = dialect_engine::attrs::int_attr(rw.ctx, pty, 2);
        let cmp = dialect_engine::build::build(
            rw,
            CmpiOp::NAME,
            &[x, zv],
            &[cty],
            &[("predicate", slt)],
            loc,
        );
        let cv = rw.ctx.result(cmp, 0);
        let hi_ty = rw.ctx.value_type(rw.ctx.result(op, 1));
        let e = dialect_engine::build::build(rw, ExtsiOp::NAME, &[cv], &[hi_ty], &[], loc);
        let ev = rw.ctx.result(e, 0);
        rw.replace_op(op, &[x, ev]);
        true
    }
}

/// `truncf(sitofp(x)) -> sitofp(x)` (and uitofp) without a rounding mode.
struct TruncFOfIntToFP {
    from: &'static str,
    name: &'static str,
}

impl RewritePattern for TruncFOfIntToFP {
    fn root(&self) -> Option<&str> {
        Some(TruncfOp::NAME)
    }
    fn name(&self) -> &str {
        self.name
    }
    fn match_and_rewrite(&self, op: Op, rw: &mut Rewriter<'_>) -> bool {
        if rw.ctx.inherent_attr(op, "roundingmode").is_some() {
            return false;
        }
        let src = rw.ctx.op(op).operand(0);
        let Some(fp) = def_named(rw.ctx, src, self.from) else {
            return false;
        };
        let x = rw.ctx.op(fp).operand(0);
        let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
        let loc = rw.ctx.op(op).loc;
        rw.set_insertion_point_before(op);
        let n = dialect_engine::build::build(rw, self.from, &[x], &[ty], &[], loc);
        let r = rw.ctx.result(n, 0);
        rw.replace_op(op, &[r]);
        true
    }
}
