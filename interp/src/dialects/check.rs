//! `check`: the assertions of StableHLO's interpreter tests. A failing
//! check is a kernel error, so it is reported at the check's location.

use super::stablehlo::arr;
use super::stablehlo_scalar::S;
use crate::array::Array;
use crate::bail;
use crate::tensor::{KResult, KernelError};
use crate::value::Value;
use crate::{OpCx, Registry};
use ::dialects::check::ops::*;
use ir::{AttrKind, TypedOp};

/// Registers the `check` kernels.
pub fn register(r: &mut Registry) {
    r.simple(ExpectEqOp::NAME, |_, a| {
        let (x, y) = (arr(&a[0])?, arr(&a[1])?);
        eq(&x, &y, 0.0)
    });
    r.simple(ExpectEqConstOp::NAME, |cx, a| {
        let x = arr(&a[0])?;
        let y = value(cx)?;
        eq(&x, &y, 0.0)
    });
    r.simple(ExpectAlmostEqOp::NAME, |cx, a| {
        let (x, y) = (arr(&a[0])?, arr(&a[1])?);
        eq(&x, &y, tolerance(cx))
    });
    r.simple(ExpectAlmostEqConstOp::NAME, |cx, a| {
        let x = arr(&a[0])?;
        let y = value(cx)?;
        eq(&x, &y, tolerance(cx))
    });
    r.simple(ExpectCloseOp::NAME, |cx, a| {
        let (x, y) = (arr(&a[0])?, arr(&a[1])?);
        let int = |n: &str, d: i64| match cx.attr(n) {
            Some(AttrKind::Integer { value, .. }) => value.as_i64().unwrap_or(d),
            _ => d,
        };
        let (lo, hi) = (int("min_ulp_difference", 0), int("max_ulp_difference", 1));
        close(&x, &y, lo as u128, hi as u128)
    });
    r.region(ExpectSerializedEqOp::NAME, |interp, _, op, a| {
        let ctx = interp.ctx();
        let cx = OpCx { ctx, op };
        let id = match cx.attr("probe_id") {
            Some(AttrKind::String { value, .. }) => String::from_utf8_lossy(value).into_owned(),
            _ => return Err(interp.failed(op, "has no probe_id".into())),
        };
        let iter = match cx.attr("iteration") {
            Some(AttrKind::Integer { value, .. }) => value.as_i64().unwrap_or(0) as usize,
            _ => 0,
        };
        let recorded = interp
            .probes
            .borrow()
            .get(&id)
            .and_then(|v| v.get(iter).cloned());
        let Some(want) = recorded else {
            return Err(interp.failed(
                op,
                format!("check failed: probe '{id}' recorded no value at iteration {iter}"),
            ));
        };
        let got = arr(&a[0]).map_err(|e| interp.failed(op, e.0))?;
        let want = arr(&want).map_err(|e| interp.failed(op, e.0))?;
        eq(&got, &want, 0.0).map_err(|e| interp.failed(op, e.0))
    });
}

fn value(cx: &OpCx) -> KResult<Array> {
    let v = cx
        .ctx
        .inherent_attr(cx.op, "value")
        .ok_or_else(|| KernelError("has no value".into()))?;
    Array::from_attr(cx.ctx, v)
}

fn tolerance(cx: &OpCx) -> f64 {
    match cx.attr("tolerance") {
        Some(AttrKind::Float { bits, .. }) => f64::from_bits(bits.get() as u64),
        _ => 1e-4,
    }
}

fn show(s: S) -> String {
    match s {
        S::I(v) => v.to_string(),
        S::F(v) => format!("{v:e}"),
        S::C(a, b) => format!("({a:e}, {b:e})"),
    }
}

/// Equal elementwise (NaN equals NaN), within `tol` for floats.
fn eq(x: &Array, y: &Array, tol: f64) -> KResult<Vec<Value>> {
    if x.shape != y.shape {
        bail!(
            "check failed: shapes {:?} and {:?} differ",
            x.shape,
            y.shape
        );
    }
    for i in 0..x.numel() {
        let (a, b) = (S::get(x, i), S::get(y, i));
        let ok = match (a, b) {
            (S::I(p), S::I(q)) => p == q,
            (S::F(p), S::F(q)) => feq(p, q, tol),
            (S::C(p, q), S::C(r, s)) => feq(p, r, tol) && feq(q, s, tol),
            _ => false,
        };
        if !ok {
            bail!(
                "check failed at element {i}: got {}, expected {}",
                show(a),
                show(b)
            );
        }
    }
    Ok(vec![])
}

fn feq(a: f64, b: f64, tol: f64) -> bool {
    if a.is_nan() || b.is_nan() {
        return a.is_nan() && b.is_nan();
    }
    if a == b {
        return true;
    }
    tol > 0.0 && (a - b).abs() <= tol
}

/// Within `lo..=hi` units in the last place of the element type.
fn close(x: &Array, y: &Array, lo: u128, hi: u128) -> KResult<Vec<Value>> {
    if x.shape != y.shape {
        bail!(
            "check failed: shapes {:?} and {:?} differ",
            x.shape,
            y.shape
        );
    }
    let e = x.elem;
    for i in 0..x.numel() {
        let (a, b) = (S::get(x, i), S::get(y, i));
        let d = match (a, b) {
            (S::F(p), S::F(q)) => ulp_distance(e, p, q),
            (S::C(p, q), S::C(r, s)) => ulp_distance(e, p, r).max(ulp_distance(e, q, s)),
            _ => {
                if a == b {
                    0
                } else {
                    u128::MAX
                }
            }
        };
        if d < lo || d > hi {
            bail!("check failed at element {i}: got {}, expected {} ({} ULP apart, allowed {lo}..={hi})", show(a), show(b), d);
        }
    }
    Ok(vec![])
}

fn ulp_distance(e: crate::array::Elem, a: f64, b: f64) -> u128 {
    if a.is_nan() && b.is_nan() {
        return 0;
    }
    if a.is_nan() || b.is_nan() {
        return u128::MAX;
    }
    let key = |v: f64| -> i128 {
        let bits = super::stablehlo_scalar::to_bits(e, S::F(v)) as i128;
        let w = e.width();
        let sign = 1i128 << (w - 1);
        if bits & sign != 0 {
            -(bits & (sign - 1))
        } else {
            bits
        }
    };
    (key(a) - key(b)).unsigned_abs()
}
