//! The spyreop checks ODS generates that the definition language does not
//! say: softplus's `beta` is a non-zero f32 (`ConfinedAttr<F32Attr,
//! [FloatNonZero]>`), with ODS's message.

use super::ops::*;
use dialect_engine::Hooks;
use ir::registry::VerifyError;
use ir::{AttrKind, Context, Op};

pub(crate) fn add(h: &mut Hooks) {
    h.verify::<SoftplusOp>(verify_softplus);
}

fn verify_softplus(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let zero = match ctx.inherent_attr(op, "beta").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Float { bits, .. }) => f32::from_bits(bits.get() as u32) == 0.0,
        _ => false,
    };
    if zero {
        return Err(VerifyError::op(
            "attribute 'beta' failed to satisfy constraint: 32-bit float attribute which is non-zero",
        ));
    }
    Ok(())
}
