//! Dense array attributes (`array<i64: 1, 2>`) as integer lists: what
//! MLIR's `DenseI32ArrayAttr`/`DenseI64ArrayAttr` accessors give, for the
//! static offsets, sizes, strides, permutations and segment sizes that
//! ops keep in them.

use crate::attributes::{AttrKind, Attribute};
use crate::context::Context;
use crate::types::TypeKind;

/// The elements of an integer dense array, sign-extended; `None` if `a`
/// is not one or an element does not fit `i64`.
pub fn to_i64s(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    let AttrKind::DenseArray { elem, count, raw } = ctx.attr_kind(a) else {
        return None;
    };
    let TypeKind::Integer { width, .. } = ctx.type_kind(*elem) else {
        return None;
    };
    let w = crate::text::elements::storage_bytes(ctx, *elem)?;
    let mut v = Vec::with_capacity(*count as usize);
    for c in raw.chunks(w).take(*count as usize) {
        let x = crate::text::elements::read_int(c, *width, true);
        v.push(i64::try_from(x).ok()?);
    }
    (v.len() == *count as usize).then_some(v)
}

/// `array<iW: values...>` (each value truncated to `W` bits).
pub fn from_i64s(ctx: &mut Context, width: u32, values: &[i64]) -> Attribute {
    let elem = ctx.int(width);
    let bytes = (width as usize).div_ceil(8);
    let mut raw = Vec::with_capacity(values.len() * bytes);
    for &v in values {
        raw.extend_from_slice(&v.to_le_bytes()[..bytes]);
    }
    ctx.attr(AttrKind::DenseArray {
        elem,
        count: values.len() as u32,
        raw: raw.into(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_and_sign_extends() {
        let mut ctx = Context::new();
        let a = from_i64s(&mut ctx, 32, &[1, -2, 3]);
        assert_eq!(to_i64s(&ctx, a), Some(vec![1, -2, 3]));
        let b = from_i64s(&mut ctx, 64, &[i64::MIN, i64::MAX]);
        assert_eq!(to_i64s(&ctx, b), Some(vec![i64::MIN, i64::MAX]));
        let s = ctx.attr(AttrKind::Bool(true));
        assert_eq!(to_i64s(&ctx, s), None);
    }
}
