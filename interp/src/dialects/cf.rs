//! `cf`: `cf.assert` (branches are the interpreter's own business).

use crate::bail;
use crate::scalar::*;
use crate::tensor::KResult;
use crate::value::Value;
use crate::{OpCx, Registry};
use ::dialects::cf::ops::*;
use ir::TypedOp;

fn cf_assert(_: &OpCx, a: Vec<Value>) -> KResult<Vec<Value>> {
    if int_of(arg(&a, 0)?)?.1 == 0 {
        bail!("assertion failed");
    }
    Ok(vec![])
}

/// Registers the `cf` kernels.
pub fn register(r: &mut Registry) {
    r.simple(AssertOp::NAME, cf_assert);
}
