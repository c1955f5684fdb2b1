//! `scf`: structured loops and conditionals, run region by region.

use super::{region, RResult};
use crate::scalar::*;
use crate::value::Value;
use crate::{Frame, Interpreter, Registry};
use ::dialects::scf::ops::*;
use ir::Op;
use ir::TypedOp;

fn scf_for(interp: &Interpreter, frame: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let err = |m: String| interp.failed(op, m);
    if a.len() < 3 {
        return Err(err("expects lower bound, upper bound and step".into()));
    }
    let kind = |v: &Value| int_of(v).map_err(|e| err(e.0));
    let (w, lb) = kind(&a[0])?;
    let (_, ub) = kind(&a[1])?;
    let (_, step) = kind(&a[2])?;
    if step <= 0 {
        return Err(err(format!("step {step} must be positive")));
    }
    let unsigned = interp.ctx().inherent_attr(op, "unsignedCmp").is_some();
    let mk = |x: i64| match &a[0] {
        Value::Index(_) => Value::Index(x),
        _ => Value::Integer {
            width: w,
            value: sext(x, w),
        },
    };
    let body = region(interp, op, 0)?;
    let mut iters: Vec<Value> = a[3..].to_vec();
    let mut iv = lb;
    loop {
        let go = if unsigned {
            zext(iv, w) < zext(ub, w)
        } else {
            iv < ub
        };
        if !go {
            break;
        }
        let mut args = vec![mk(iv)];
        args.extend(iters);
        iters = interp.run_region(frame, body, args)?;
        let next = sext(iv.wrapping_add(step), w);
        // Stop on wrap-around (the step overflowed the type).
        if if unsigned {
            zext(next, w) <= zext(iv, w)
        } else {
            next <= iv
        } {
            break;
        }
        iv = next;
    }
    Ok(iters)
}

fn scf_if(interp: &Interpreter, frame: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let c = a
        .first()
        .ok_or_else(|| interp.failed(op, "has no condition".into()))
        .and_then(|v| int_of(v).map_err(|e| interp.failed(op, e.0)))?
        .1;
    let r = region(interp, op, if c != 0 { 0 } else { 1 })?;
    if interp.ctx().region(r).blocks.is_empty() {
        return Ok(vec![]);
    }
    interp.run_region(frame, r, vec![])
}

/// Iterations a `scf.while` may run before it is taken for a hang.
const MAX_WHILE_ITERATIONS: u64 = 1 << 32;

fn scf_while(interp: &Interpreter, frame: &mut Frame, op: Op, a: Vec<Value>) -> RResult {
    let before = region(interp, op, 0)?;
    let after = region(interp, op, 1)?;
    let mut args = a;
    for _ in 0..MAX_WHILE_ITERATIONS {
        let mut r = interp.run_region(frame, before, args)?;
        if r.is_empty() {
            return Err(interp.failed(op, "'before' region did not end in scf.condition".into()));
        }
        let c = int_of(&r.remove(0)).map_err(|e| interp.failed(op, e.0))?.1;
        if c == 0 {
            return Ok(r);
        }
        args = interp.run_region(frame, after, r)?;
    }
    Err(interp.failed(op, "ran more than 2^32 iterations".into()))
}

fn execute_region(interp: &Interpreter, frame: &mut Frame, op: Op, _: Vec<Value>) -> RResult {
    let r = region(interp, op, 0)?;
    interp.run_region(frame, r, vec![])
}

/// Registers the `scf` kernels.
pub fn register(r: &mut Registry) {
    r.region(ForOp::NAME, scf_for);
    r.region(IfOp::NAME, scf_if);
    r.region(WhileOp::NAME, scf_while);
    r.region(ExecuteRegionOp::NAME, execute_region);
}
