//! Storage layout of elements attributes (shared by parser and printer).

use crate::context::Context;
use crate::types::{Type, TypeKind};
use num_bigint::{BigInt, BigUint};

/// Bytes per element of a dense attribute with element type `elem`
/// (`None` for element types that cannot be stored densely).
pub fn storage_bytes(ctx: &Context, elem: Type) -> Option<usize> {
    match ctx.type_kind(elem) {
        TypeKind::Integer { width, .. } => Some((*width as usize).div_ceil(8).max(1)),
        TypeKind::Index => Some(8),
        TypeKind::Float(k) => Some((k.semantics().bits as usize).div_ceil(8)),
        TypeKind::Complex(inner) => storage_bytes(ctx, *inner).map(|b| 2 * b),
        _ => None,
    }
}

/// Reads a `width`-bit integer from little-endian `bytes`, sign-extended
/// when `signed`.
pub fn read_int(bytes: &[u8], width: u32, signed: bool) -> BigInt {
    let mut mag = BigUint::from_bytes_le(bytes);
    if width < (bytes.len() * 8) as u32 {
        mag &= (BigUint::from(1u8) << width) - 1u8;
    }
    let v = BigInt::from(mag);
    if signed && width > 0 && v.bit(width as u64 - 1) {
        v - (BigInt::from(1u8) << width)
    } else {
        v
    }
}

/// Reads a float encoding from little-endian `bytes`.
pub fn read_float_bits(bytes: &[u8]) -> u128 {
    let mut b = [0u8; 16];
    b[..bytes.len().min(16)].copy_from_slice(&bytes[..bytes.len().min(16)]);
    u128::from_le_bytes(b)
}
