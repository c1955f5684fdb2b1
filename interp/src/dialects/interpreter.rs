//! `interpreter`: StableHLO's instrumentation ops. `print` writes a tensor
//! to standard output; `probe` records it (in memory, under its id) for
//! `check.expect_serialized_eq`. `run_parallel` has no kernel: tessera
//! interprets one process.

use super::stablehlo::arr;
use super::stablehlo_scalar::S;
use crate::value::Value;
use crate::Registry;
use ::dialects::interpreter::ops::*;
use ir::{AttrKind, TypedOp};

/// Registers the `interpreter` kernels.
pub fn register(r: &mut Registry) {
    r.simple(PrintOp::NAME, |_, a| {
        let x = arr(&a[0])?;
        let elems: Vec<String> = (0..x.numel())
            .map(|i| match S::get(&x, i) {
                S::I(v) => v.to_string(),
                S::F(v) => format!("{v:e}"),
                S::C(p, q) => format!("({p:e}, {q:e})"),
            })
            .collect();
        println!("tensor<{:?}> [{}]", x.shape, elems.join(", "));
        Ok(vec![])
    });
    r.region(ProbeOp::NAME, |interp, _, op, a| {
        let id = match interp
            .ctx()
            .inherent_attr(op, "probe_id")
            .map(|v| interp.ctx().attr_kind(v))
        {
            Some(AttrKind::String { value, .. }) => String::from_utf8_lossy(value).into_owned(),
            _ => return Err(interp.failed(op, "has no probe_id".into())),
        };
        let v: Value = a[0].clone();
        interp
            .probes
            .borrow_mut()
            .entry(id)
            .or_default()
            .push(v.clone());
        Ok(vec![v])
    });
}
