//! Reading a kernel's plan: what every pass after `tile` does instead of
//! planning again. The recorded `#hlo.plan` is checked against the
//! target (its cores, its on-chip memory, its sticks); a plan that cannot
//! work is a located error naming the field and the target's limit. A
//! missing plan is an error saying to run `tile` first.
//!
//! `cores` is the decision a user edits to try another division: when it
//! no longer matches `split` and `k_split`, `cores` cores are divided
//! again by `tile`'s own rule, and a warning says so.

use super::{divisible, spyre, Kernel};
use dialects::hlo::decisions::{self, PLAN};
use dialects::hlo::plan::Plan;
use dialects::hlo::stored::Arrangement;
use ir::{Context, Diagnostic, Op};
use std::collections::HashMap;
use targets::{Kind, Target};

fn error(ctx: &Context, k: Op, msg: String) -> Diagnostic {
    ir::verify::at_op(ctx, k, &msg)
}

/// The plan of kernel `k` for `target`, as `pass` reads it, and the
/// warning to emit if `cores` had to be divided again. `None` for a
/// kernel with nothing to divide (no result).
pub fn read(
    ctx: &Context,
    k: Op,
    target: &Target,
    pass: &str,
) -> Result<Option<(Plan, Option<String>)>, Diagnostic> {
    let Some(kernel) = Kernel::of(ctx, k) else {
        return Ok(None);
    };
    let Some(mut plan) = decisions::plan_of(ctx, k) else {
        return Err(error(
            ctx,
            k,
            format!(
                "{pass} reads each kernel's plan ({PLAN}), which `tile` writes: run --tile first (e.g. --tile=target={})",
                target.name
            ),
        ));
    };
    let cap = target.cores as u64;
    if plan.cores > cap {
        return Err(error(
            ctx,
            k,
            format!(
                "{PLAN}: cores = {} exceeds compute.cores = {cap} of target {}",
                plan.cores, target.name
            ),
        ));
    }
    let mut warning = None;
    if plan.divided_cores() != plan.cores {
        // The user's `cores`, divided by tile's rule.
        let mut t = target.clone();
        t.cores = plan.cores as u32;
        let (map, _) = match target.kind {
            Kind::Spyre => divisible(ctx, k, &kernel, &|keep, keep_k| {
                let s = spyre::divide(&kernel, &t, keep, keep_k);
                (s.splits, s.k_split, Vec::new())
            }),
            _ => divisible(ctx, k, &kernel, &|keep, _| {
                let r = super::cpu::rows(&kernel, &t, keep);
                (r.splits, 1, Vec::new())
            }),
        };
        let list = |v: &[u64]| v.iter().map(u64::to_string).collect::<Vec<_>>().join(", ");
        warning = Some(format!(
            "{PLAN}: split [{}] with k_split = {} uses {} cores, not cores = {}: divided {} cores by tile's rule as split [{}], k_split = {}",
            list(&plan.split),
            plan.k_split,
            plan.divided_cores(),
            plan.cores,
            plan.cores,
            list(&map.division.splits),
            map.division.k_split
        ));
        plan.split = map.division.splits.clone();
        plan.k_split = map.division.k_split;
        plan.cores = plan.divided_cores();
    }
    check_division(ctx, k, target, &kernel, &plan)?;
    check_onchip(ctx, k, target, &plan)?;
    check_layouts(ctx, k, target)?;
    Ok(Some((plan, warning)))
}

/// Each split divides its output dimension (Spyre's innermost in whole
/// sticks), and K's split divides K.
fn check_division(
    ctx: &Context,
    k: Op,
    target: &Target,
    kernel: &Kernel,
    plan: &Plan,
) -> Result<(), Diagnostic> {
    if target.kind == Kind::Tpu {
        // A megacore splits blocks, which need not divide the dimension.
        return Ok(());
    }
    let stick = spyre::stick_elems(target, kernel.out_bytes);
    let rank = kernel.out.len();
    for (d, (&s, &n)) in plan.split.iter().zip(&kernel.out).enumerate() {
        let innermost = d + 1 == rank && target.kind == Kind::Spyre;
        let (units, what) = if innermost && stick > 1 {
            if s > 1 && n % stick != 0 {
                return Err(error(
                    ctx,
                    k,
                    format!(
                        "{PLAN}: split[{d}] = {s}, but output dimension {d} ({n}) is not a whole number of sticks of {stick} (layout.stick_bytes of {})",
                        target.name
                    ),
                ));
            }
            (n / stick, format!("{} sticks of {stick}", n / stick))
        } else {
            (n, format!("{n}"))
        };
        if units % s as i64 != 0 {
            return Err(error(
                ctx,
                k,
                format!("{PLAN}: split[{d}] = {s} does not divide output dimension {d} ({what})"),
            ));
        }
    }
    if plan.k_split > 1 {
        let k_units = if target.kind == Kind::Spyre && kernel.k_size as i64 % stick == 0 {
            kernel.k_size / stick as u64
        } else {
            kernel.k_size
        };
        if !kernel.contraction || k_units % plan.k_split != 0 {
            return Err(error(
                ctx,
                k,
                format!(
                    "{PLAN}: k_split = {} does not divide the kernel's contracted size ({})",
                    plan.k_split, kernel.k_size
                ),
            ));
        }
    }
    Ok(())
}

/// What a core holds fits the target's usable on-chip memory.
fn check_onchip(ctx: &Context, k: Op, target: &Target, plan: &Plan) -> Result<(), Diagnostic> {
    if target.kind != Kind::Spyre {
        return Ok(());
    }
    let usable = target.onchip.usable_bytes();
    if plan.onchip_bytes > usable {
        return Err(error(
            ctx,
            k,
            format!(
                "{PLAN}: onchip_bytes = {} exceeds onchip.usable_bytes = {usable} of target {}",
                plan.onchip_bytes, target.name
            ),
        ));
    }
    for (t, b) in plan.lx.iter().enumerate() {
        if let Some(o) = b.offset {
            if o + b.bytes > usable {
                return Err(error(
                    ctx,
                    k,
                    format!(
                        "{PLAN}: lx buffer {t} at offset {o} holds {} bytes, past onchip.usable_bytes = {usable} of target {}",
                        b.bytes, target.name
                    ),
                ));
            }
            if o % target.onchip.align.max(1) != 0 {
                return Err(error(
                    ctx,
                    k,
                    format!(
                        "{PLAN}: lx buffer {t} at offset {o} is not aligned to onchip.align = {} of target {}",
                        target.onchip.align, target.name
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// A tensor in sticks holds the target's stick of its element type.
fn check_layouts(ctx: &Context, k: Op, target: &Target) -> Result<(), Diagnostic> {
    let Some(layouts) = decisions::layouts_of(ctx, k) else {
        return Ok(());
    };
    let d = ctx.op(k);
    for (t, (s, v)) in layouts
        .iter()
        .zip(d.operands().chain(d.results().iter()))
        .enumerate()
    {
        if let Arrangement::Sticks { per_stick, .. } = s.arrangement {
            let bytes = super::elem_bytes(ctx, v);
            let want = spyre::stick_elems(target, bytes);
            if target.kind != Kind::Spyre || want != per_stick {
                return Err(error(
                    ctx,
                    k,
                    format!(
                        "{}[{t}]: sticks = {per_stick}, but target {} stores {}: run --layout for it",
                        decisions::LAYOUTS,
                        target.name,
                        if target.kind == Kind::Spyre {
                            format!("{want} elements of {bytes} bytes a stick (layout.stick_bytes)")
                        } else {
                            "no sticks".to_string()
                        }
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// Every kernel's plan in `top` as `pass` reads it; the warnings go to
/// the context.
pub fn read_all(
    ctx: &mut Context,
    top: Op,
    target: &Target,
    pass: &str,
) -> Result<HashMap<Op, Plan>, Diagnostic> {
    let mut out = HashMap::new();
    for k in super::super::kernels(ctx, top) {
        if let Some((p, warning)) = read(ctx, k, target, pass)? {
            if let Some(w) = warning {
                ctx.warn(k, w);
            }
            out.insert(k, p);
        }
    }
    Ok(out)
}
