//! scf's verifiers (SCF.cpp): loop and region arguments, yields against
//! results along every region-branch edge, `index_switch` cases,
//! `reduce` and `forall`.

use super::ops::*;
use crate::util::asm::*;
use ir::registry::VerifyError;
use ir::TypedOp;
use ir::{Context, Op, Region, Value};

/// The operands of the terminator of `r`'s first block, if it is `name`.
pub(super) fn yielded(ctx: &Context, r: Region, name: &str) -> Option<(Op, Vec<Value>)> {
    let t = first_terminator(ctx, r)?;
    (ctx.op_name(t) == name).then(|| (t, ctx.op(t).operands().collect()))
}

/// `expected region to end with scf.yield, but got X` unless it does.
pub(super) fn expect_yield(ctx: &Context, r: Region) -> Result<Option<(Op, Vec<Value>)>, String> {
    if ctx.region(r).blocks.is_empty() {
        return Ok(None);
    }
    match first_terminator(ctx, r) {
        Some(t) if ctx.op_name(t) == "scf.yield" => Ok(yielded(ctx, r, "scf.yield")),
        Some(t) => Err(format!(
            "expected region to end with scf.yield, but got {}",
            ctx.op_name(t)
        )
        .into()),
        None => Ok(None),
    }
}

pub(super) fn verify_for(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let d = ctx.op(op);
    let vals: Vec<Value> = d.operands().collect();
    if vals.len() < 3 {
        return Err(format!("expected 3 or more operands, but found {}", vals.len()).into());
    }
    let results = types_of(ctx, d.results().iter());
    let inits = &vals[3..];
    if inits.len() != results.len() {
        return Err("mismatch in number of loop-carried values and defined values".into());
    }
    let Some(&r) = d.regions.first() else {
        return Ok(());
    };
    let Some(&entry) = ctx.region(r).blocks.first() else {
        return Err("expects a non-empty block".into());
    };
    let args = &ctx.block(entry).args;
    if args.len() != inits.len() + 1 {
        return Err(format!(
            "expected as many induction variables as bounds and steps... got {} region arguments for {} iter operands",
            args.len(),
            inits.len()
        ).into());
    }
    let lbt = ctx.value_type(vals[0]);
    if ctx.value_type(args[0]) != lbt {
        return Err("expected induction variable to be same type as bounds and step".into());
    }
    let y = expect_yield(ctx, r)?;
    for (i, (&init, &arg)) in inits.iter().zip(&args[1..]).enumerate() {
        let (it, at) = (ctx.value_type(init), ctx.value_type(arg));
        if it != at {
            return Err(format!(
                "{i}-th init and {i}-th region iter_arg have different type: {} != {}",
                q(ctx, it),
                q(ctx, at)
            )
            .into());
        }
    }
    if let Some((t, yv)) = &y {
        if yv.len() != inits.len() {
            let want = types_of(ctx, args[1..].iter().copied());
            return check_edge(ctx, *t, yv, &want, "Region #0").map(|_| ());
        }
        for (i, (&arg, &v)) in args[1..].iter().zip(yv).enumerate() {
            let (at, vt) = (ctx.value_type(arg), ctx.value_type(v));
            if at != vt {
                return Err(format!(
                    "{i}-th region iter_arg and {i}-th yielded value have different type: {} != {}",
                    q(ctx, at),
                    q(ctx, vt)
                )
                .into());
            }
        }
    }
    for (i, (&arg, &rt)) in args[1..].iter().zip(&results).enumerate() {
        let at = ctx.value_type(arg);
        if at != rt {
            return Err(format!(
                "{i}-th region iter_arg and {i}-th loop result have different type: {} != {}",
                q(ctx, at),
                q(ctx, rt)
            )
            .into());
        }
    }
    Ok(())
}

pub(super) fn verify_if(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let d = ctx.op(op);
    let results = types_of(ctx, d.results().iter());
    let (Some(&then), Some(&els)) = (d.regions.first(), d.regions.get(1)) else {
        return Ok(());
    };
    if !results.is_empty() && ctx.region(els).blocks.is_empty() {
        return Err("must have an else block if defining values".into());
    }
    for r in [then, els] {
        if let Some((t, vals)) = expect_yield(ctx, r)? {
            check_edge(ctx, t, &vals, &results, "parent")?;
        }
    }
    Ok(())
}

pub(super) fn verify_while(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let d = ctx.op(op);
    let results = types_of(ctx, d.results().iter());
    let (Some(&before), Some(&after)) = (d.regions.first(), d.regions.get(1)) else {
        return Ok(());
    };
    if ctx.region(after).blocks.len() != 1 {
        return Err("region #1 ('after') failed to verify constraint: region with 1 blocks".into());
    }
    match ctx
        .region(after)
        .blocks
        .first()
        .and_then(|&b| ctx.terminator(b))
    {
        Some(t) if ctx.op_name(t) == "scf.yield" => {}
        _ => return Err("expects the 'after' region to terminate with 'scf.yield'".into()),
    }
    let Some(cond) = ctx
        .region(before)
        .blocks
        .last()
        .and_then(|&b| ctx.terminator(b))
    else {
        return Ok(());
    };
    if ctx.op_name(cond) != ConditionOp::NAME {
        return Err(format!(
            "expects the 'before' region to terminate with 'scf.condition', but got '{}'",
            ctx.op_name(cond)
        )
        .into());
    }
    let passed: Vec<Value> = ctx.op(cond).operands().skip(1).collect();
    check_edge(ctx, cond, &passed, &results, "parent")?;
    if let Some(&ab) = ctx.region(after).blocks.first() {
        let want = types_of(ctx, ctx.block(ab).args.iter().copied());
        check_edge(ctx, cond, &passed, &want, "Region #1")?;
    }
    Ok(())
}

pub(super) fn verify_execute_region(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let d = ctx.op(op);
    let results = types_of(ctx, d.results().iter());
    let Some(&r) = d.regions.first() else {
        return Ok(());
    };
    if ctx.region(r).blocks.is_empty() {
        return Err("region needs to have at least one block".into());
    }
    if let Some(&b) = ctx.region(r).blocks.first() {
        if !ctx.block(b).args.is_empty() {
            return Err("region cannot have any arguments".into());
        }
    }
    for &b in &ctx.region(r).blocks {
        if let Some(t) = ctx.terminator(b) {
            if ctx.op_name(t) == YieldOp::NAME {
                let vals: Vec<Value> = ctx.op(t).operands().collect();
                check_edge(ctx, t, &vals, &results, "parent")?;
            }
        }
    }
    Ok(())
}

pub(super) fn verify_index_switch(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let d = ctx.op(op);
    let results = types_of(ctx, d.results().iter());
    let cases = ctx
        .inherent_attr(op, "cases")
        .and_then(|a| ir::dense_array::to_i64s(ctx, a))
        .unwrap_or_default();
    let ncase = d.regions.len().saturating_sub(1);
    if cases.len() != ncase {
        return Err(format!("has {} case regions but {} case values", ncase, cases.len()).into());
    }
    let mut seen = std::collections::HashSet::new();
    for c in &cases {
        if !seen.insert(*c) {
            return Err(format!("has duplicate case value: {c}").into());
        }
    }
    for (i, &r) in d.regions.iter().enumerate() {
        if ctx.region(r).blocks.len() != 1 {
            let what = if i == 0 {
                "#0 ('defaultRegion')"
            } else {
                "#1 ('caseRegions')"
            };
            return Err(
                format!("region {what} failed to verify constraint: region with 1 blocks").into(),
            );
        }
        let Some((t, vals)) = expect_yield(ctx, r)? else {
            continue;
        };
        let _ = t;
        let name = if i == 0 {
            "default region".to_string()
        } else {
            format!("case region #{}", i - 1)
        };
        if vals.len() != results.len() {
            return Err(format!(
                "expected {} results from {name}, but got {}",
                results.len(),
                vals.len()
            )
            .into());
        }
        for (j, (&v, &rt)) in vals.iter().zip(&results).enumerate() {
            let vt = ctx.value_type(v);
            if vt != rt {
                return Err(format!(
                    "expected result #{j} of {name} to be {}, but got {}",
                    q(ctx, rt),
                    q(ctx, vt)
                )
                .into());
            }
        }
    }
    Ok(())
}

pub(super) fn verify_reduce(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let d = ctx.op(op);
    let vals: Vec<Value> = d.operands().collect();
    if d.regions.len() != vals.len() {
        return Err(format!(
            "expects number of reduction regions: {} to be the same as number of reduction operands: {}",
            d.regions.len(),
            vals.len()
        ).into());
    }
    for (i, (&r, &v)) in d.regions.iter().zip(&vals).enumerate() {
        let t = ctx.value_type(v);
        let Some(&b) = ctx.region(r).blocks.first() else {
            return Err(format!("{i}-th reduction has an empty body").into());
        };
        let args = &ctx.block(b).args;
        if args.len() != 2 || args.iter().any(|&a| ctx.value_type(a) != t) {
            return Err(format!(
                "expected two block arguments with type {} in the {i}-th reduction region",
                q(ctx, t)
            )
            .into());
        }
        match ctx.terminator(b) {
            Some(term) if ctx.op_name(term) == "scf.reduce.return" => {}
            _ => {
                return Err(
                    "reduction bodies must be terminated with an 'scf.reduce.return' op".into(),
                )
            }
        }
    }
    Ok(())
}

pub(super) fn verify_yield(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    const PARENTS: [&str; 5] = [
        ExecuteRegionOp::NAME,
        ForOp::NAME,
        IfOp::NAME,
        IndexSwitchOp::NAME,
        WhileOp::NAME,
    ];
    let parent = ctx.op(op).parent.and_then(|b| ctx.block_parent_op(b));
    match parent {
        Some(p) if PARENTS.contains(&ctx.op_name(p)) => Ok(()),
        _ => Err(format!("expects parent op to be one of '{}'", PARENTS.join(", ")).into()),
    }
}

pub(super) fn verify_forall(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    for k in ["staticLowerBound", "staticUpperBound", "staticStep"] {
        if ctx.inherent_attr(op, k).is_none() {
            return Err(format!("requires attribute '{k}'").into());
        }
    }
    if ir::segments::sizes(ctx, op, "operandSegmentSizes")
        .and_then(|s| ir::segments::split_operands(ctx, op, &s))
        .is_none()
    {
        return Err("operand count does not match operandSegmentSizes".into());
    }
    Ok(())
}
