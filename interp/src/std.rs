//! The standard dialects: func, arith, math, scf, cf, memref, tensor,
//! linalg, on typed scalars, builtin tensors and memrefs.

use crate::Registry;
use ir::float::FloatKind;

/// Sign-extends the low `width` bits of `x` (`1 <= width <= 64`).
pub fn sext(x: i64, width: u32) -> i64 {
    if width >= 64 {
        x
    } else {
        (x << (64 - width)) >> (64 - width)
    }
}

/// Rounds `x` to float format `k` (f16, bf16, f32; others kept as f64).
pub fn round_to(k: FloatKind, x: f64) -> f64 {
    match k {
        FloatKind::F16 => half::f16::from_f64(x).to_f64(),
        FloatKind::BF16 => half::bf16::from_f64(x).to_f64(),
        FloatKind::F32 => x as f32 as f64,
        _ => x,
    }
}

/// Registers the standard-dialect kernels.
pub fn register(r: &mut Registry) {
    let _ = r;
}
