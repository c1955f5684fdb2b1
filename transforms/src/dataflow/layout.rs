//! `layout`: how each tensor a kernel reads or writes sits in the
//! target's memory, and the padding that costs. It writes one
//! `#hlo.stored<...>` a tensor (operands, then results) in the kernel's
//! `hlo.layouts`; `tile`, the report and the kernel emitters read them.
//!
//! - **Spyre**: the innermost dimension is the stick dimension, stored in
//!   whole 128-byte sticks (64 f16, 32 f32): `150 x f16` takes 192. A
//!   reduction over the stick dimension leaves one value per stick (a
//!   sparse tensor: 63 of 64 f16 lanes are padding). A contraction wants
//!   its lhs sticked on K and its rhs on N, the innermost dimensions of a
//!   row-major `[M, K] x [K, N]`; an operand whose contracted dimension is
//!   not innermost needs a re-stickify. Some tensors lie in the program's
//!   device memory as dense rows all the same (`dense_in_memory`; a core
//!   still holds them in sticks on chip): the program's inputs and results
//!   (the caller's arrays, as the frameworks hand them over; torch-spyre
//!   stickifies them in the host-to-device copy, outside the program), and
//!   a tensor viewed between kernels, or read through a reshape, under
//!   another innermost dimension (the same bytes cannot be two stick
//!   layouts; torch-spyre would re-stickify).
//! - **TPU**: the two most-minor dimensions in tiles of the element type
//!   (XLA's `(8,128)`, `(8,128)(2,1)` for bf16: 16 rows, `(8,128)(4,1)` for
//!   int8: 32 rows); a vector is tiled by one tile's elements, flattened.
//! - **CPU**: row-major; the innermost dimension is padded to whole vector
//!   registers only when that wastes at most an eighth of it.

use super::cost;
use super::dims::{self, Body};
use dialects::hlo::decisions::LAYOUTS;
use dialects::hlo::stored::{Arrangement, Stored};
use ir::pass::{Pass, PassInfo, PassOptions};
use ir::{AttrKind, Block, Context, Diagnostic, Op, OpClass, Value};
use std::collections::{HashMap, HashSet};
use targets::{DType, Kind, LayoutRule, Target};

/// How `target` stores a tensor of `shape` and `dtype`; `sparse_sticks`
/// for a Spyre tensor that a stick-dimension reduction produced (one value
/// a stick).
pub fn stored(target: &Target, shape: &[i64], dtype: DType, sparse_sticks: bool) -> Stored {
    let bytes = (dtype.bits() as i64 / 8).max(1);
    match &target.layout {
        LayoutRule::Sticks { stick_bytes } => {
            let per_stick = (*stick_bytes as i64 / bytes).max(1);
            let mut s = shape.to_vec();
            if sparse_sticks {
                // One value a stick: each element takes a whole stick.
                match s.last_mut() {
                    Some(last) => *last *= per_stick,
                    None => s.push(per_stick),
                }
            } else if let Some(last) = s.last_mut() {
                *last = super::round_up(*last, per_stick);
            }
            Stored {
                shape: s,
                arrangement: Arrangement::Sticks {
                    per_stick,
                    sparse: sparse_sticks,
                    padded: Vec::new(),
                    dense_in_memory: false,
                },
            }
        }
        LayoutRule::Tiles { .. } => {
            let (r, c) = target.layout.minor_tile(dtype).unwrap_or((8, 128));
            let (r, c) = (r as i64, c as i64);
            let mut s = shape.to_vec();
            let n = s.len();
            let tiles: Vec<Vec<i64>> = target
                .layout
                .tiles_of(dtype)
                .map(|t| t.iter().map(|&(a, b)| vec![a as i64, b as i64]).collect())
                .unwrap_or_else(|| vec![vec![r, c]]);
            match n {
                0 => {}
                1 => s[0] = super::round_up(s[0], r * c),
                _ => {
                    s[n - 2] = super::round_up(s[n - 2], r);
                    s[n - 1] = super::round_up(s[n - 1], c);
                }
            }
            let tiles = if n == 1 { vec![vec![r * c]] } else { tiles };
            Stored {
                shape: s,
                arrangement: Arrangement::Tiles(tiles),
            }
        }
        LayoutRule::RowMajor => {
            let lanes = (target.vector_bytes as i64 / bytes).max(1);
            let mut s = shape.to_vec();
            if let Some(last) = s.last_mut() {
                let padded = super::round_up(*last, lanes);
                // Pad only when it wastes at most an eighth.
                if *last >= lanes && (padded - *last) * 8 <= padded {
                    *last = padded;
                }
            }
            Stored {
                shape: s,
                arrangement: Arrangement::RowMajor,
            }
        }
    }
}

/// `1 - logical / stored` elements of a tensor of `shape` stored as `s`.
pub fn padding_fraction(s: &Stored, shape: &[i64]) -> f64 {
    let logical: u64 = shape.iter().map(|&d| d.max(0) as u64).product();
    let stored = s.elements();
    if stored == 0 {
        0.0
    } else {
        1.0 - logical as f64 / stored as f64
    }
}

/// Whether `v` is the result of a reduction over its operand's innermost
/// dimension (on Spyre, a sparse tensor).
pub fn is_stick_reduction(ctx: &Context, v: Value) -> bool {
    let ir::value::ValueDef::Result(op, index) = ctx.value(v).def else {
        return false;
    };
    // A kernel (an isolated op whose body yields its results): look at
    // what its body yields.
    let isolated = ctx
        .op_info(op)
        .is_some_and(|i| i.traits.isolated_from_above);
    if let (true, Some(&r)) = (isolated, ctx.op(op).regions.first()) {
        let yielded = ctx
            .region(r)
            .blocks
            .first()
            .and_then(|&b| ctx.terminator(b))
            .and_then(|t| ctx.op(t).operands().nth(index as usize));
        return yielded.is_some_and(|y| is_stick_reduction(ctx, y));
    }
    let OpClass::Reduction { dimensions } = ctx.op_class(op) else {
        return false;
    };
    let Some(input) = ctx.op(op).operands().next() else {
        return false;
    };
    let rank = dims::shape(ctx, input).len() as i64;
    ctx.inherent_attr(op, ctx.str(dimensions))
        .and_then(|a| ir::dense_array::to_i64s(ctx, a))
        .is_some_and(|d| d.contains(&(rank - 1)))
}

/// How `target` stores value `v` (a kernel's operand or result); `dense`
/// when device memory holds it as dense rows.
fn stored_value(ctx: &Context, target: &Target, v: Value, dense: bool) -> Option<Stored> {
    let t = ctx.value_type(v);
    let shape = ctx.type_kind(t).shape()?.to_vec();
    let dtype = cost::dtype_of(ctx, t)?;
    let sparse = target.kind == Kind::Spyre && is_stick_reduction(ctx, v);
    let mut s = stored(target, &shape, dtype, sparse);
    if let Arrangement::Sticks {
        dense_in_memory, ..
    } = &mut s.arrangement
    {
        *dense_in_memory = dense;
    }
    if let Arrangement::Sticks {
        per_stick,
        sparse: false,
        padded,
        ..
    } = &mut s.arrangement
    {
        let dims = matmul_k_rows(ctx, v);
        for &d in &dims {
            if let Some(x) = s.shape.get_mut(d) {
                *x = super::round_up(*x, *per_stick);
            }
        }
        *padded = dims;
    }
    Some(s)
}

/// The dimensions of `v` that a Spyre matmul reads as B's K rows (B is
/// sticked on N, so K is an outer dimension): torch-spyre pads them with
/// zero rows to whole sticks, to match A's K, which the stick layout
/// already pads (and the hardware masks past the true K).
fn matmul_k_rows(ctx: &Context, v: Value) -> Vec<usize> {
    let mut out = Vec::new();
    let seen = |u: ir::value::Use, out: &mut Vec<usize>| {
        if ctx.op_class(u.op) != OpClass::Contraction || u.index != 1 {
            return;
        }
        let Some(c) = ctx.interface::<dyn ir::op_class::Contraction>(u.op) else {
            return;
        };
        let Some(roles) = c.operand_dims(ctx, u.op, 1) else {
            return;
        };
        // A matrix product's B; a convolution's kernel is read through
        // windows, not as K rows.
        if roles.contains(&ir::op_class::DimRole::Window) {
            return;
        }
        let last = roles.len().saturating_sub(1);
        for (d, r) in roles.iter().enumerate() {
            if *r == ir::op_class::DimRole::Contracted && d != last && !out.contains(&d) {
                out.push(d);
            }
        }
    };
    for u in ctx.uses(v) {
        seen(u, &mut out);
        // Through a kernel: the body's argument for this operand.
        if ctx
            .op_info(u.op)
            .is_some_and(|i| i.traits.isolated_from_above)
        {
            let (_, args) = super::kernel_body(ctx, u.op);
            if let Some(&a) = args.get(u.index as usize) {
                for inner in ctx.uses(a) {
                    seen(inner, &mut out);
                }
            }
        }
    }
    out.sort_unstable();
    out
}

/// The tensors of function body `b` stored as dense rows on a stick
/// target: its arguments and results (the caller's arrays), the views
/// between kernels chained to them, a view between kernels that changes
/// the innermost dimension (both ends), and a kernel operand read through
/// a reshape that changes it. With the reason for each.
fn dense_rows(ctx: &Context, b: Block, kernels: &[Op]) -> HashMap<Value, &'static str> {
    // Sets and maps throughout: a program of many layers sharing a tensor
    // (a weight, a mask) must not cost the square of its ops.
    let mut dense: HashMap<Value, &'static str> = HashMap::new();
    let add = |dense: &mut HashMap<Value, &'static str>, v: Value, why: &'static str| {
        dense.entry(v).or_insert(why);
    };
    let caller = "the program's own inputs and results are the caller's dense arrays (torch-spyre stickifies them in the host-to-device copy, outside the program)";
    let regrouped = "it is viewed under another innermost dimension, and the same bytes cannot be two stick layouts (torch-spyre would re-stickify)";
    for &a in &ctx.block(b).args {
        add(&mut dense, a, caller);
    }
    if let Some(term) = ctx.terminator(b) {
        for r in ctx.op(term).operands() {
            add(&mut dense, r, caller);
        }
    }
    let innermost = |v: Value| dims::shape(ctx, v).last().copied().unwrap_or(1);
    let is_kernel: HashSet<Op> = kernels.iter().copied().collect();
    let views: Vec<(Value, Value)> = ctx
        .block_ops(b)
        .filter(|&op| !is_kernel.contains(&op) && dims::is_view(ctx, op))
        .filter_map(|op| {
            let d = ctx.op(op);
            Some((d.operands().next()?, d.results().iter().next()?))
        })
        .collect();
    for &(src, r) in &views {
        if innermost(src) != innermost(r) {
            add(&mut dense, src, regrouped);
            add(&mut dense, r, regrouped);
        }
    }
    // A view aliases its source: dense if either end is, to a fixpoint.
    loop {
        let before = dense.len();
        for &(src, r) in &views {
            let why = dense.get(&src).or_else(|| dense.get(&r)).copied();
            if let Some(w) = why {
                add(&mut dense, src, w);
                add(&mut dense, r, w);
            }
        }
        if dense.len() == before {
            break;
        }
    }
    for &k in kernels {
        let body = Body::of(ctx, k);
        for (p, o) in body.params.iter().zip(ctx.op(k).operands()) {
            let reread = ctx.uses(*p).any(|u| {
                body.folded.contains(&u.op)
                    && ctx
                        .op(u.op)
                        .results()
                        .iter()
                        .next()
                        .is_some_and(|r| innermost(r) != innermost(*p))
            });
            if reread {
                add(&mut dense, o, regrouped);
            }
        }
    }
    dense
}

/// The registry entry.
pub static INFO: PassInfo = PassInfo {
    argument: "layout",
    name: "Layout",
    summary: "Choose each kernel tensor's physical layout for the target and record its padding",
    doc: "For each kernel (an `hlo.fusion`, or an op computing on its own), records how the target stores \
each operand and result: `hlo.layouts`, one `#hlo.stored<shape = [...], ...>` a tensor (operands, then \
results) with the stored (padded) shape. Spyre: the innermost dimension in whole 128-byte sticks \
(`sticks = 64` for f16), one value a stick after a stick-dimension reduction (`sparse`), a matmul's B with \
its K rows padded (`padded = [d]`), and dense rows in device memory (`dense_in_memory`) for the program's \
inputs and results and for a tensor viewed under another innermost dimension; TPU: the two most-minor dimensions in the element type's \
tiles (XLA's (8,128), (8,128)(2,1) for bf16, (8,128)(4,1) for int8); CPU: row-major, the innermost dimension \
padded to whole vector registers when that wastes at most an eighth. Each padded tensor is a remark naming \
the target parameter behind it; the report prints `stored_shape`, `stored_elements` and `padding_fraction`. \
The target is resolved as for `fuse`.",
    options: &[super::TARGET_OPTION],
    create: |o: &PassOptions| {
        Box::new(Layout {
            target: o.str("target").to_string(),
        })
    },
};

struct Layout {
    target: String,
}

impl Pass for Layout {
    fn run(&mut self, ctx: &mut Context, top: Op) -> Result<(), Diagnostic> {
        let target = super::prepare(ctx, top, &self.target, "layout")?;
        run(ctx, top, &target)
    }
}

/// Records every kernel's layouts in `top` for `target`; a kernel with a
/// dynamic dimension is an error.
pub fn run(ctx: &mut Context, top: Op, target: &Target) -> Result<(), Diagnostic> {
    for b in super::function_bodies(ctx, top) {
        let kernels: Vec<Op> = ctx
            .block_ops(b)
            .filter(|&op| super::report::is_kernel(ctx, op))
            .collect();
        for &k in &kernels {
            super::require_static(ctx, k, target)?;
        }
        let dense = if target.kind == Kind::Spyre {
            dense_rows(ctx, b, &kernels)
        } else {
            HashMap::new()
        };
        // A tensor is stored one way wherever it is read: each is worked
        // out once (a weight every layer reads is looked at once, not
        // once a layer through all its uses).
        let mut stored = HashMap::new();
        for k in kernels {
            record(ctx, target, k, &dense, &mut stored);
        }
    }
    Ok(())
}

/// Spyre's matrix unit takes A sticked on K and B on N: the contraction
/// operands of kernel `k` whose innermost dimension is not that, which a
/// re-stickify must lay out again first. Returns (kernel operand index,
/// what, because).
fn restickify(ctx: &Context, target: &Target, k: Op) -> Vec<(usize, String, String)> {
    if target.kind != Kind::Spyre {
        return Vec::new();
    }
    // The kernel's body (or the op itself) and what its operands are there.
    let (ops, args) = super::kernel_body(ctx, k);
    let mut out = Vec::new();
    for op in ops {
        if ctx.op_class(op) != OpClass::Contraction {
            continue;
        }
        let Some(c) = ctx.interface::<dyn ir::op_class::Contraction>(op) else {
            continue;
        };
        for (j, v) in ctx.op(op).operands().enumerate().take(2) {
            let Some(roles) = c.operand_dims(ctx, op, j) else {
                continue;
            };
            let Some(i) = args.iter().position(|&a| a == v) else {
                continue;
            };
            let innermost_is_k = roles.last() == Some(&ir::op_class::DimRole::Contracted);
            let (wants, name) = if j == 0 { (true, "A") } else { (false, "B") };
            if innermost_is_k != wants {
                out.push((
                    i,
                    format!(
                        "re-stickify {name} (operand {i}) so its stick dimension is {}",
                        if wants { "K" } else { "N" }
                    ),
                    "Spyre's matmul takes A sticked on K and B on N, and a tensor is sticked on its innermost dimension (layout.stick_bytes)".to_string(),
                ));
            }
        }
    }
    out
}

fn dims_text(v: &[i64]) -> String {
    v.iter().map(i64::to_string).collect::<Vec<_>>().join("x")
}

fn record(
    ctx: &mut Context,
    target: &Target,
    k: Op,
    dense: &HashMap<Value, &'static str>,
    stored: &mut HashMap<Value, Option<Stored>>,
) {
    let restick = restickify(ctx, target, k);
    let d = ctx.op(k);
    let values: Vec<Value> = d.operands().chain(d.results().iter()).collect();
    let mut items = Vec::new();
    let mut remarks: Vec<(String, String)> = restick
        .iter()
        .map(|(_, w, b)| (w.clone(), b.clone()))
        .collect();
    for v in values {
        let shape = dims::shape(ctx, v);
        let is_dense = dense.contains_key(&v);
        // A tensor without a static shape or a known element type is kept
        // as it is: dense rows of its own shape.
        let s = stored
            .entry(v)
            .or_insert_with(|| stored_value(ctx, target, v, is_dense))
            .clone()
            .unwrap_or(Stored {
                shape: shape.clone(),
                arrangement: Arrangement::RowMajor,
            });
        if is_dense && matches!(target.layout, LayoutRule::Sticks { .. }) {
            let why = dense.get(&v).copied().unwrap_or("");
            remarks.push((
                format!(
                    "kept {} in dense rows in device memory (in sticks on chip)",
                    dims_text(&shape)
                ),
                why.to_string(),
            ));
        }
        let logical: u64 = shape.iter().map(|&x| x.max(0) as u64).product();
        if s.elements() > logical {
            let t = ctx.value_type(v);
            let because = match &target.layout {
                LayoutRule::Sticks { stick_bytes } => {
                    format!("layout.stick_bytes = {stick_bytes}: the stick dimension is stored in whole sticks")
                }
                LayoutRule::Tiles { .. } => {
                    let dtype = cost::dtype_of(ctx, t).unwrap_or(DType::F32);
                    let tiles = target
                        .layout
                        .tiles_of(dtype)
                        .map(|ts| {
                            ts.iter()
                                .map(|(a, b)| format!("({a},{b})"))
                                .collect::<String>()
                        })
                        .unwrap_or_default();
                    format!("layout.{dtype} = {tiles}: the two most-minor dimensions are stored in whole tiles")
                }
                LayoutRule::RowMajor => {
                    format!("compute.vector_bytes = {}", target.vector_bytes)
                }
            };
            remarks.push((
                format!(
                    "stored {} as {} ({:.1}% padding)",
                    dims_text(&shape),
                    dims_text(&s.shape),
                    100.0 * padding_fraction(&s, &shape)
                ),
                because,
            ));
        }
        items.push(s.attr(ctx));
    }
    let arr = ctx.attr(AttrKind::Array(items.into()));
    super::set_attr(ctx, k, LAYOUTS, arr);
    for (what, because) in remarks {
        super::record_decision(ctx, "layout", k, what, &because);
    }
}
