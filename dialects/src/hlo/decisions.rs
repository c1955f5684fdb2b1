//! The dataflow passes' decisions as hlo attributes: how their text reads
//! (the attribute-syntax hook: `#hlo.plan<...>` and `#hlo.stored<...>`
//! are checked and respelled canonically when parsed, so a hand edit that
//! does not read is an error at its column) and how they are checked on
//! the op that carries them (MLIR's `verifyOperationAttribute`: a plan or
//! layout that cannot belong to its kernel is an error naming the field).
//! What the target allows (its cores, its on-chip memory) is checked by
//! the passes that read them, which know the target.

use super::plan::{self, Plan};
use super::stored::{self, Stored};
use ir::registry::{Registry, TypeSyntaxError, VerifyError};
use ir::{AttrKind, Attribute, Context, Op};

/// The discardable attribute holding a kernel's plan.
pub const PLAN: &str = "hlo.plan";
/// The discardable attribute holding a kernel's tensors as stored
/// (operands, then results).
pub const LAYOUTS: &str = "hlo.layouts";

/// The discardable unit attribute on a `stablehlo.gather` whose start
/// indices are in bounds by construction (`expand-hlo` clamped them, as
/// the gather itself would): a kernel emitter may then read through the
/// indices as they are, which KTIR's indirect access tiles do.
pub const IN_BOUNDS: &str = "hlo.in_bounds";

/// Registers the syntax hook and the attribute verifier.
pub fn register(r: &mut Registry) {
    r.set_attr_syntax("hlo", canonical_attr);
    r.set_attr_verifier("hlo", verify_attr);
}

/// The canonical text of an hlo attribute body; attributes other than
/// the decisions (`layout<...>`, `fusion_kind<...>`) are kept as written.
fn canonical_attr(body: &str) -> Result<String, TypeSyntaxError> {
    let name = body.split(['<', ' ']).next().unwrap_or("");
    match name {
        plan::NAME => Plan::parse(body).map(|p| p.text()),
        stored::NAME => Stored::parse(body).map(|s| s.text()),
        _ => Ok(body.to_string()),
    }
}

fn shape(ctx: &Context, v: ir::Value) -> Option<Vec<i64>> {
    ctx.type_kind(ctx.value_type(v))
        .shape()
        .map(<[i64]>::to_vec)
}

fn verify_attr(ctx: &Context, op: Op, name: &str, value: Attribute) -> Result<(), VerifyError> {
    match name {
        PLAN => verify_plan(ctx, op, value),
        LAYOUTS => verify_layouts(ctx, op, value),
        IN_BOUNDS if !matches!(ctx.attr_kind(value), AttrKind::Unit) => Err(VerifyError::plain(
            format!("'{IN_BOUNDS}' is a unit attribute"),
        )),
        _ => Ok(()),
    }
}

fn verify_plan(ctx: &Context, op: Op, value: Attribute) -> Result<(), VerifyError> {
    let p = Plan::of(ctx, value)
        .ok_or_else(|| VerifyError::op(format!("{PLAN} must be a #hlo.plan<...>")))?;
    let d = ctx.op(op);
    if let Some(out) = d.results().iter().next().and_then(|r| shape(ctx, r)) {
        if p.split.len() != out.len() {
            return Err(VerifyError::op(format!(
                "{PLAN}: split has {} entries, but the kernel's output has rank {}",
                p.split.len(),
                out.len()
            )));
        }
    }
    let tensors = d.num_operands() + d.results().len();
    if !p.lx.is_empty() && p.lx.len() != tensors {
        return Err(VerifyError::op(format!(
            "{PLAN}: lx has {} buffers for the kernel's {tensors} tensors (operands, then results)",
            p.lx.len()
        )));
    }
    // A kernel's own buffers are live together: they must not overlap.
    let placed: Vec<(usize, u64, u64)> =
        p.lx.iter()
            .enumerate()
            .filter_map(|(i, b)| b.offset.map(|o| (i, o, o + b.bytes)))
            .collect();
    for (i, a0, a1) in &placed {
        for (j, b0, b1) in &placed {
            if i < j && a0 < b1 && b0 < a1 {
                return Err(VerifyError::op(format!(
                    "{PLAN}: lx buffers {i} [{a0}, {a1}) and {j} [{b0}, {b1}) overlap"
                )));
            }
        }
    }
    Ok(())
}

fn verify_layouts(ctx: &Context, op: Op, value: Attribute) -> Result<(), VerifyError> {
    let AttrKind::Array(items) = ctx.attr_kind(value) else {
        return Err(VerifyError::op(format!(
            "{LAYOUTS} must be an array of #hlo.stored<...>"
        )));
    };
    let d = ctx.op(op);
    let values: Vec<ir::Value> = d.operands().chain(d.results().iter()).collect();
    if items.len() != values.len() {
        return Err(VerifyError::op(format!(
            "{LAYOUTS} has {} entries for the kernel's {} tensors (operands, then results)",
            items.len(),
            values.len()
        )));
    }
    for (i, (&a, &v)) in items.iter().zip(&values).enumerate() {
        let st = Stored::of(ctx, a)
            .ok_or_else(|| VerifyError::op(format!("{LAYOUTS}[{i}] must be a #hlo.stored<...>")))?;
        if let Some(s) = shape(ctx, v) {
            st.check(&s)
                .map_err(|m| VerifyError::op(format!("{LAYOUTS}[{i}]: {m}")))?;
        }
    }
    Ok(())
}

/// The plan on kernel `k`, if it has one.
pub fn plan_of(ctx: &Context, k: Op) -> Option<Plan> {
    Plan::of(ctx, discardable(ctx, k, PLAN)?)
}

/// The stored layouts on kernel `k` (operands, then results), if it has
/// them.
pub fn layouts_of(ctx: &Context, k: Op) -> Option<Vec<Stored>> {
    let a = discardable(ctx, k, LAYOUTS)?;
    match ctx.attr_kind(a) {
        AttrKind::Array(items) => items.iter().map(|&x| Stored::of(ctx, x)).collect(),
        _ => None,
    }
}

fn discardable(ctx: &Context, op: Op, key: &str) -> Option<Attribute> {
    let k = ctx.lookup_ident(key)?;
    ctx.dict_entries(ctx.op(op).attrs)
        .iter()
        .find(|(n, _)| *n == k)
        .map(|e| e.1)
}
