//! `expand-hlo`: the composite elementwise ops of StableHLO and CHLO
//! rewritten into the primitive ones every kernel emitter takes, as
//! StableHLO's own CHLO legalization (`chlo-legalize-to-stablehlo`) does:
//! `clamp` into a maximum and a minimum, `sign` into selects, `not` into
//! an exclusive or, `is_finite` into a comparison, CHLO's hyperbolic and
//! inverse trigonometric functions into exponentials, logarithms and
//! `atan2`; `if` and `case` whose branches only compute into selects
//! between their branches ([`branches`]); and gathers into the one form
//! kernels read through their indices ([`gather`]). The dataflow passes run it on what they are given
//! (a remark says so), so `fuse`, the cost model, `convert-to-ktir` and
//! `convert-to-tt` meet only the primitive set; the reference interpreter
//! runs the original ops.

mod branches;
mod crop;
pub(crate) mod erfc;
mod gamma;
mod gather;
mod scatter;
mod select_scatter;
mod top_k;

use super::hlo_emit::{shape_of, Emit};
use ir::pass::{Pass, PassInfo, PassOptions};
use ir::{Context, Diagnostic, Op, Type, TypeKind, Value};

/// The registry entry.
pub static INFO: PassInfo = PassInfo {
    argument: "expand-hlo",
    name: "ExpandHlo",
    summary: "Rewrite composite StableHLO/CHLO elementwise ops into primitive ones, branches into selects, gathers into in-bounds element lookups",
    doc: "Rewrites `stablehlo.clamp` (maximum then minimum), integer `abs` and `negate` (subtractions from zero), `sign` (selects on the comparisons with zero; \
zeros and NaN pass through), `not` (exclusive or with all ones), `is_finite` (|x| < inf), `cbrt` (the sign \
times |x|^(1/3)), and CHLO's `square`, `erfc` (Cephes' rational approximations in exp(-x²), as XLA's), `sinh`, `cosh`, `asin`, `acos`, `asinh`, `acosh`, \
`atanh`, `is_inf`, `is_pos_inf`, `is_neg_inf`, `erf_inv` (Giles' approximation), `lgamma` and `digamma` \
(Lanczos, with reflection), `next_after` (a step of the bits as an integer) into the primitive elementwise ops (exponentials, \
logarithms, `atan2`, square roots, comparisons and selects), as StableHLO's CHLO legalization does. \
`stablehlo.gather` and `torch_index_select` become a gather whose every operand dimension is either read whole \
along its offset dimension or named element by element by one component of the start indices, the indices \
clamped as the gather clamps them (for a slice of several elements, the start plus the position in it, \
computed for every element), marked `hlo.in_bounds`: the form KTIR's indirect access tiles and the tile \
kernels' row lookups read. A scatter with a window along an indexed dimension or with batching dimensions becomes one \
that names every element it updates; a `select_and_scatter` whose selection is one comparison and whose \
scatter an addition (max pooling's gradient) becomes strided slices, selects and interior pads. A `stablehlo.pad` with negative edge padding (a crop) becomes a pad by the non-negative amounts \
(interior padding included), then a slice. `stablehlo.if` and `stablehlo.case` whose branches hold no loop and no effect become \
selects between all their branches, computed before them (XLA's ConditionalToSelect; a `case` index out of \
range takes the last branch). Other ops are left alone. The dataflow passes run it first on the program they \
are given.",
    options: &[],
    create: |_: &PassOptions| Box::new(ExpandHlo),
};

struct ExpandHlo;

impl Pass for ExpandHlo {
    fn run(&mut self, ctx: &mut Context, top: Op) -> Result<(), Diagnostic> {
        expand(ctx, top);
        Ok(())
    }
}

/// The ops [`expand`] rewrites.
const EXPANDED: &[&str] = &[
    "stablehlo.clamp",
    "stablehlo.sign",
    "stablehlo.not",
    "stablehlo.is_finite",
    "stablehlo.cbrt",
    "chlo.square",
    "chlo.erfc",
    "chlo.sinh",
    "chlo.cosh",
    "chlo.asin",
    "chlo.acos",
    "chlo.asinh",
    "chlo.acosh",
    "chlo.atanh",
    "chlo.is_inf",
    "chlo.is_pos_inf",
    "chlo.is_neg_inf",
    "chlo.erf_inv",
    "chlo.lgamma",
    "chlo.digamma",
    "chlo.next_after",
];

/// Integer ops the emitters take only on floats.
const INTEGER_EXPANDED: &[&str] = &["stablehlo.abs", "stablehlo.negate"];

/// Whether [`expand`] rewrites `op`. The bodies of reductions, sorts and
/// scatters are left as they are: the emitters translate those scalar
/// bodies op by op, and a constant there would have no scalar form.
fn expands(ctx: &Context, op: Op) -> bool {
    let name = ctx.op_name(op);
    let in_body = ctx
        .op(op)
        .parent
        .and_then(|b| ctx.block_parent_op(b))
        .is_some_and(|p| {
            matches!(
                ctx.op_name(p),
                "stablehlo.reduce"
                    | "stablehlo.reduce_window"
                    | "stablehlo.sort"
                    | "stablehlo.scatter"
                    | "stablehlo.select_and_scatter"
            )
        });
    !in_body
        && (EXPANDED.contains(&name)
            || (INTEGER_EXPANDED.contains(&name)
                && ctx.op(op).results().iter().next().is_some_and(|r| {
                    shape_of(ctx, ctx.value_type(r)).is_some_and(|(_, e)| !is_float(ctx, e))
                })))
}

fn ops_under(ctx: &Context, top: Op) -> Vec<Op> {
    let mut out = Vec::new();
    let mut stack = vec![top];
    while let Some(o) = stack.pop() {
        out.push(o);
        for &r in &ctx.op(o).regions {
            for &b in &ctx.region(r).blocks {
                stack.extend(ctx.block_ops(b));
            }
        }
    }
    out
}

/// Rewrites every composite op under `top`; returns how many.
pub fn expand(ctx: &mut Context, top: Op) -> usize {
    let targets: Vec<Op> = ops_under(ctx, top)
        .into_iter()
        .filter(|&o| expands(ctx, o))
        .collect();
    let mut n = 0;
    for op in targets {
        let name = ctx.op_name(op).to_string();
        let loc = ctx.op(op).loc;
        let operands: Vec<Value> = ctx.op(op).operands().collect();
        let res = ctx.result(op, 0);
        let rt = ctx.value_type(res);
        let Some((shape, elem)) = shape_of(ctx, rt) else {
            continue;
        };
        let mut e = Emit {
            ctx,
            before: op,
            loc,
        };
        let Some(v) = rewrite(&mut e, &name, &operands, &shape, elem) else {
            continue;
        };
        ctx.replace_all_uses(res, v);
        ctx.erase_op(op);
        n += 1;
    }
    // Branches that only compute into selects (inner ones first), top-k
    // into a sort.
    let multi: Vec<Op> = ops_under(ctx, top)
        .into_iter()
        .rev()
        .filter(|&o| branches::wanted(ctx, o) || ctx.op_name(o) == "chlo.top_k")
        .collect();
    for op in multi {
        let loc = ctx.op(op).loc;
        let results: Vec<Value> = ctx.op(op).results().iter().collect();
        let mut e = Emit {
            ctx,
            before: op,
            loc,
        };
        let vs = if e.ctx.op_name(op) == "chlo.top_k" {
            top_k::rewrite(&mut e, op)
        } else {
            branches::rewrite(&mut e, op)
        };
        let Some(vs) = vs else { continue };
        for (r, v) in results.into_iter().zip(vs) {
            ctx.replace_all_uses(r, v);
        }
        ctx.erase_op(op);
        n += 1;
    }
    // Gathers into the one form kernels read through; crops into slices.
    let gathers: Vec<Op> = ops_under(ctx, top)
        .into_iter()
        .filter(|&o| {
            gather::wanted(ctx, o)
                || crop::wanted(ctx, o)
                || scatter::wanted(ctx, o)
                || select_scatter::wanted(ctx, o)
        })
        .collect();
    for op in gathers {
        let loc = ctx.op(op).loc;
        let res = ctx.result(op, 0);
        let mut e = Emit {
            ctx,
            before: op,
            loc,
        };
        let v = if crop::wanted(e.ctx, op) {
            crop::rewrite(&mut e, op)
        } else if scatter::wanted(e.ctx, op) {
            scatter::rewrite(&mut e, op)
        } else if select_scatter::wanted(e.ctx, op) {
            select_scatter::rewrite(&mut e, op)
        } else {
            gather::rewrite(&mut e, op)
        };
        let Some(v) = v else {
            continue;
        };
        n += 1;
        if v != res {
            ctx.replace_all_uses(res, v);
            ctx.erase_op(op);
        }
    }
    n
}

fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Float(_))
}

/// The type a float computes in: f32 for the narrower floats, else its
/// own; None for other types.
pub(crate) fn wide(e: &mut Emit<'_>, elem: Type) -> Option<Type> {
    match e.ctx.type_kind(elem) {
        TypeKind::Float(k) if k.semantics().precision >= 24 => Some(elem),
        TypeKind::Float(_) => Some(e.ctx.float_type(ir::float::FloatKind::F32)),
        _ => None,
    }
}

/// `c[0] · w^(n-1) + ... + c[n-1]` by Horner's rule.
fn horner(e: &mut Emit<'_>, w: Value, c: &[f64], shape: &[i64], elem: Type) -> Value {
    let mut p = e.full(shape, elem, c[0]);
    for &k in &c[1..] {
        let m = e.binary("stablehlo.multiply", p, w);
        let a = e.full(shape, elem, k);
        p = e.binary("stablehlo.add", a, m);
    }
    p
}

/// The inverse error function by Giles' single-precision approximation
/// (the one XLA's CHLO legalization uses, and the interpreter before its
/// refinement), computed in f32 for narrower floats; ±1 give ±inf.
fn erf_inv(e: &mut Emit<'_>, x: Value, shape: &[i64], elem: Type) -> Option<Value> {
    let wide = wide(e, elem)?;
    let y = e.convert(x, wide);
    let one = e.full(shape, wide, 1.0);
    let a = e.binary("stablehlo.subtract", one, y);
    let b = e.binary("stablehlo.add", one, y);
    let ab = e.binary("stablehlo.multiply", a, b);
    let l = e.unary("stablehlo.log", ab);
    let w = e.unary("stablehlo.negate", l);
    let two5 = e.full(shape, wide, 2.5);
    let ws = e.binary("stablehlo.subtract", w, two5);
    let small = horner(e, ws, &dialects::chlo::approx::ERF_INV_CENTRAL, shape, wide);
    let r = e.unary("stablehlo.sqrt", w);
    let three = e.full(shape, wide, 3.0);
    let wb = e.binary("stablehlo.subtract", r, three);
    let big = horner(e, wb, &dialects::chlo::approx::ERF_INV_TAIL, shape, wide);
    let five = e.full(shape, wide, 5.0);
    let near = e.compare("LT", w, five);
    let p = e.select(near, small, big);
    let v = e.binary("stablehlo.multiply", p, y);
    // erf_inv(±1) = ±inf.
    let ay = e.unary("stablehlo.abs", y);
    let edge = e.compare("EQ", ay, one);
    let inf = e.full(shape, wide, f64::INFINITY);
    let signed = e.binary("stablehlo.multiply", y, inf);
    let v = e.select(edge, signed, v);
    Some(e.convert(v, elem))
}

/// The replacement of one op, built before it.
fn rewrite(e: &mut Emit<'_>, name: &str, a: &[Value], shape: &[i64], elem: Type) -> Option<Value> {
    let x = *a.first()?;
    let xe = e.elem(x);
    let float = is_float(e.ctx, xe);
    Some(match name {
        "stablehlo.clamp" => {
            // clamp(min, x, max); a rank-0 bound applies everywhere.
            let lo = e.broadcast(a[0], shape);
            let hi = e.broadcast(a[2], shape);
            let m = e.binary("stablehlo.maximum", a[1], lo);
            e.binary("stablehlo.minimum", m, hi)
        }
        "stablehlo.sign" => {
            let z = e.full(shape, elem, 0.0);
            let one = e.full(shape, elem, 1.0);
            let pos = e.compare("GT", x, z);
            let neg = e.compare("LT", x, z);
            let m1 = if matches!(
                e.ctx.type_kind(elem),
                TypeKind::Integer {
                    signedness: ir::types::Signedness::Unsigned,
                    ..
                }
            ) {
                z
            } else {
                e.full(shape, elem, -1.0)
            };
            // Zero (of either sign) and NaN are their own sign.
            let s = e.select(neg, m1, x);
            e.select(pos, one, s)
        }
        "stablehlo.not" => {
            let ones = e.full(shape, elem, -1.0);
            e.binary("stablehlo.xor", x, ones)
        }
        "stablehlo.is_finite" => {
            let ab = e.unary("stablehlo.abs", x);
            let inf = e.full(shape, xe, f64::INFINITY);
            e.compare("LT", ab, inf)
        }
        "chlo.is_inf" | "chlo.is_pos_inf" | "chlo.is_neg_inf" => {
            if !float {
                return Some(e.full(shape, elem, 0.0));
            }
            let (v, inf) = match name {
                "chlo.is_inf" => (e.unary("stablehlo.abs", x), f64::INFINITY),
                "chlo.is_pos_inf" => (x, f64::INFINITY),
                _ => (x, f64::NEG_INFINITY),
            };
            let c = e.full(shape, xe, inf);
            e.compare("EQ", v, c)
        }
        "stablehlo.cbrt" => {
            let ab = e.unary("stablehlo.abs", x);
            let third = e.full(shape, elem, 1.0 / 3.0);
            let p = e.binary("stablehlo.power", ab, third);
            let z = e.full(shape, elem, 0.0);
            let neg = e.compare("LT", x, z);
            let np = e.unary("stablehlo.negate", p);
            e.select(neg, np, p)
        }
        "stablehlo.abs" | "stablehlo.negate" => {
            // Integers: 0 - x, where negative for abs.
            let z = e.full(shape, elem, 0.0);
            let n = e.binary("stablehlo.subtract", z, x);
            if name == "stablehlo.negate" {
                return Some(n);
            }
            let neg = e.compare("LT", x, z);
            e.select(neg, n, x)
        }
        "chlo.square" => e.binary("stablehlo.multiply", x, x),
        "chlo.erf_inv" => erf_inv(e, x, shape, elem)?,
        "chlo.lgamma" => gamma::lgamma(e, x, shape, elem)?,
        "chlo.digamma" => gamma::digamma(e, x, shape, elem)?,
        "chlo.next_after" => e.next_after(x, *a.get(1)?),
        "chlo.erfc" => erfc::erfc(e, x, shape, elem)?,
        "chlo.sinh" => {
            // (expm1(x) - expm1(-x)) / 2: accurate near zero.
            let a1 = e.unary("stablehlo.exponential_minus_one", x);
            let nx = e.unary("stablehlo.negate", x);
            let b1 = e.unary("stablehlo.exponential_minus_one", nx);
            let d = e.binary("stablehlo.subtract", a1, b1);
            let h = e.full(shape, elem, 0.5);
            e.binary("stablehlo.multiply", d, h)
        }
        "chlo.cosh" => {
            let a1 = e.unary("stablehlo.exponential", x);
            let nx = e.unary("stablehlo.negate", x);
            let b1 = e.unary("stablehlo.exponential", nx);
            let s = e.binary("stablehlo.add", a1, b1);
            let h = e.full(shape, elem, 0.5);
            e.binary("stablehlo.multiply", s, h)
        }
        "chlo.asin" | "chlo.acos" => {
            let one = e.full(shape, elem, 1.0);
            let xx = e.binary("stablehlo.multiply", x, x);
            let d = e.binary("stablehlo.subtract", one, xx);
            let r = e.unary("stablehlo.sqrt", d);
            if name == "chlo.asin" {
                e.binary("stablehlo.atan2", x, r)
            } else {
                e.binary("stablehlo.atan2", r, x)
            }
        }
        "chlo.asinh" => {
            // sign(x) · log1p(|x| + x² / (1 + sqrt(1 + x²))).
            let one = e.full(shape, elem, 1.0);
            let ab = e.unary("stablehlo.abs", x);
            let xx = e.binary("stablehlo.multiply", x, x);
            let s = e.binary("stablehlo.add", xx, one);
            let r = e.unary("stablehlo.sqrt", s);
            let d = e.binary("stablehlo.add", r, one);
            let q = e.binary("stablehlo.divide", xx, d);
            let t = e.binary("stablehlo.add", ab, q);
            let l = e.unary("stablehlo.log_plus_one", t);
            let z = e.full(shape, elem, 0.0);
            let neg = e.compare("LT", x, z);
            let nl = e.unary("stablehlo.negate", l);
            e.select(neg, nl, l)
        }
        "chlo.acosh" => {
            let one = e.full(shape, elem, 1.0);
            let xx = e.binary("stablehlo.multiply", x, x);
            let s = e.binary("stablehlo.subtract", xx, one);
            let r = e.unary("stablehlo.sqrt", s);
            let t = e.binary("stablehlo.add", x, r);
            e.unary("stablehlo.log", t)
        }
        "chlo.atanh" => {
            let one = e.full(shape, elem, 1.0);
            let two = e.full(shape, elem, 2.0);
            let n = e.binary("stablehlo.multiply", two, x);
            let d = e.binary("stablehlo.subtract", one, x);
            let q = e.binary("stablehlo.divide", n, d);
            let l = e.unary("stablehlo.log_plus_one", q);
            let h = e.full(shape, elem, 0.5);
            e.binary("stablehlo.multiply", l, h)
        }
        _ => return None,
    })
}
