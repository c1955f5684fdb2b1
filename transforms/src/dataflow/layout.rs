//! `layout`: how each tensor a kernel reads or writes sits in the
//! target's memory, and the padding that costs.
//!
//! - **Spyre**: the innermost dimension is the stick dimension, stored in
//!   whole 128-byte sticks (64 f16, 32 f32): `150 x f16` takes 192. A
//!   reduction over the stick dimension leaves one value per stick (a
//!   sparse tensor: 63 of 64 f16 lanes are padding). A contraction wants
//!   its lhs sticked on K and its rhs on N, the innermost dimensions of a
//!   row-major `[M, K] x [K, N]`; an operand whose contracted dimension is
//!   not innermost needs a re-stickify.
//! - **TPU**: the two most-minor dimensions in tiles of the element type
//!   (XLA's `(8,128)`, `(8,128)(2,1)` for bf16: 16 rows, `(8,128)(4,1)` for
//!   int8: 32 rows); a vector is tiled by one tile's elements, flattened.
//!   A contraction's dimensions are padded to the matrix unit's size.
//! - **CPU**: row-major; the innermost dimension is padded to whole vector
//!   registers only when that wastes at most an eighth of it.

use super::cost;
use ir::pass::{Pass, PassInfo, PassOptions};
use ir::{AttrKind, Context, Diagnostic, Op, OpClass, Value};
use targets::{DType, Kind, LayoutRule, Target};

/// A tensor as the target stores it.
#[derive(Clone, Debug, PartialEq)]
pub struct Stored {
    /// The stored (padded) shape.
    pub shape: Vec<i64>,
    /// Elements stored.
    pub elements: u64,
    /// Logical elements.
    pub logical: u64,
    /// The layout in short (`sticks(64)`, `{1,0:T(8,128)(2,1)}`, `row-major`).
    pub text: String,
}

impl Stored {
    /// `1 - logical / stored`.
    pub fn padding_fraction(&self) -> f64 {
        if self.elements == 0 {
            0.0
        } else {
            1.0 - self.logical as f64 / self.elements as f64
        }
    }
}

/// How `target` stores a tensor of `shape` and `dtype`; `sparse_sticks`
/// for a Spyre tensor that a stick-dimension reduction produced (one value
/// a stick).
pub fn stored(target: &Target, shape: &[i64], dtype: DType, sparse_sticks: bool) -> Stored {
    let logical: u64 = shape.iter().map(|&d| d.max(0) as u64).product();
    let bytes = (dtype.bits() as i64 / 8).max(1);
    let (shape_out, text) = match &target.layout {
        LayoutRule::Sticks { stick_bytes } => {
            let per_stick = (*stick_bytes as i64 / bytes).max(1);
            let mut s = shape.to_vec();
            if sparse_sticks {
                // One value a stick: each element takes a whole stick.
                match s.last_mut() {
                    Some(last) => *last *= per_stick,
                    None => s.push(per_stick),
                }
                (s, format!("sparse sticks({per_stick})"))
            } else {
                if let Some(last) = s.last_mut() {
                    *last = super::round_up(*last, per_stick);
                }
                (s, format!("sticks({per_stick})"))
            }
        }
        LayoutRule::Tiles { .. } => {
            let (r, c) = target.layout.minor_tile(dtype).unwrap_or((8, 128));
            let (r, c) = (r as i64, c as i64);
            let mut s = shape.to_vec();
            let n = s.len();
            let tiles = target
                .layout
                .tiles_of(dtype)
                .map(|t| {
                    t.iter()
                        .map(|(a, b)| format!("({a},{b})"))
                        .collect::<String>()
                })
                .unwrap_or_default();
            let order: Vec<String> = (0..n).rev().map(|i| i.to_string()).collect();
            match n {
                0 => {}
                1 => s[0] = super::round_up(s[0], r * c),
                _ => {
                    s[n - 2] = super::round_up(s[n - 2], r);
                    s[n - 1] = super::round_up(s[n - 1], c);
                }
            }
            let text = if n == 1 {
                format!("{{0:T({})}}", r * c)
            } else {
                format!("{{{}:T{tiles}}}", order.join(","))
            };
            (s, text)
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
            (s, "row-major".to_string())
        }
    };
    let elements = shape_out.iter().map(|&d| d.max(0) as u64).product();
    Stored {
        shape: shape_out,
        elements,
        logical,
        text,
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
    let rank = ctx
        .type_kind(ctx.value_type(input))
        .shape()
        .map_or(0, |s| s.len()) as i64;
    ctx.inherent_attr(op, ctx.str(dimensions))
        .and_then(|a| ir::dense_array::to_i64s(ctx, a))
        .is_some_and(|d| d.contains(&(rank - 1)))
}

/// How `target` stores value `v` (a kernel's operand or result).
pub fn stored_value(ctx: &Context, target: &Target, v: Value) -> Option<Stored> {
    let t = ctx.value_type(v);
    let shape = ctx.type_kind(t).shape()?.to_vec();
    let dtype = cost::dtype_of(ctx, t)?;
    let sparse = target.kind == Kind::Spyre && is_stick_reduction(ctx, v);
    let mut s = stored(target, &shape, dtype, sparse);
    if let (LayoutRule::Sticks { stick_bytes }, false) = (&target.layout, sparse) {
        let per_stick = (*stick_bytes as i64 / (dtype.bits() as i64 / 8).max(1)).max(1);
        let dims = matmul_k_rows(ctx, v);
        for &d in &dims {
            if let Some(x) = s.shape.get_mut(d) {
                *x = super::round_up(*x, per_stick);
            }
        }
        if !dims.is_empty() {
            s.elements = s.shape.iter().map(|&d| d.max(0) as u64).product();
            s.text.push_str(", K rows padded");
        }
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
    out
}

/// The registry entry.
pub static INFO: PassInfo = PassInfo {
    argument: "layout",
    name: "Layout",
    summary: "Choose each kernel tensor's physical layout for the target and record its padding",
    doc: "For each kernel (an `hlo.fusion`, or an op computing on its own), records how the target stores \
each operand and result: `hlo.layouts`, one string a tensor (operands, then results), with the stored shape. \
Spyre: the innermost dimension in whole 128-byte sticks, one value a stick after a stick-dimension reduction; \
TPU: the two most-minor dimensions in the element type's tiles (XLA's (8,128), (8,128)(2,1) for bf16, \
(8,128)(4,1) for int8); CPU: row-major, the innermost dimension padded to whole vector registers when that \
wastes at most an eighth. Each padded tensor is a remark naming the target parameter behind it; the report \
prints `stored_shape`, `stored_elements` and `padding_fraction`. The target is resolved as for `fuse`.",
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
        let target = super::prepare(ctx, top, &self.target)?;
        for k in super::kernels(ctx, top) {
            record(ctx, &target, k);
        }
        Ok(())
    }
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

fn record(ctx: &mut Context, target: &Target, k: Op) {
    let restick = restickify(ctx, target, k);
    let d = ctx.op(k);
    let values: Vec<Value> = d.operands().chain(d.results().iter()).collect();
    let mut texts = Vec::new();
    let mut remarks: Vec<(String, String)> = restick
        .iter()
        .map(|(_, w, b)| (w.clone(), b.clone()))
        .collect();
    for v in values {
        let t = ctx.value_type(v);
        let shape = ctx
            .type_kind(t)
            .shape()
            .map(<[i64]>::to_vec)
            .unwrap_or_default();
        match stored_value(ctx, target, v) {
            Some(s) => {
                let dims = |v: &[i64]| v.iter().map(i64::to_string).collect::<Vec<_>>().join("x");
                texts.push(format!("{} {}", dims(&s.shape), s.text));
                if s.elements > s.logical {
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
                            dims(&shape),
                            dims(&s.shape),
                            100.0 * s.padding_fraction()
                        ),
                        because,
                    ));
                }
            }
            None => texts.push("-".to_string()),
        }
    }
    let items: Vec<ir::Attribute> = texts
        .iter()
        .map(|t| {
            ctx.attr(AttrKind::String {
                value: t.as_bytes().into(),
                ty: None,
            })
        })
        .collect();
    let arr = ctx.attr(AttrKind::Array(items.into()));
    super::set_attr(ctx, k, "hlo.layouts", arr);
    for (what, because) in remarks {
        super::record_decision(ctx, "layout", k, what, &because);
    }
}
