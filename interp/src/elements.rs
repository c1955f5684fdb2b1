//! Elements attributes (`dense<...>`, `dense_resource<...>`) and builtin
//! element types as host tensors.

use crate::bail;
use crate::tensor::{numel_of, KResult, Tensor};
use dialects::torch::types::DType;
use ir::context::ResourceValue;
use ir::float::FloatKind;
use ir::types::Signedness;
use ir::{AttrKind, Context, Type, TypeKind};

/// The tensor dtype of a builtin element type (`index` is `i64`; signless
/// integers are signed).
pub fn elem_dtype(ctx: &Context, t: Type) -> KResult<DType> {
    Ok(match ctx.type_kind(t) {
        TypeKind::Float(FloatKind::F16) => DType::F16,
        TypeKind::Float(FloatKind::BF16) => DType::BF16,
        TypeKind::Float(FloatKind::F32) => DType::F32,
        TypeKind::Float(FloatKind::F64) => DType::F64,
        TypeKind::Index => DType::I64,
        TypeKind::Integer { width, signedness } => match (width, signedness) {
            (1, _) => DType::Bool,
            (8, Signedness::Unsigned) => DType::U8,
            (8, _) => DType::I8,
            (16, Signedness::Unsigned) => DType::U16,
            (32, Signedness::Unsigned) => DType::U32,
            (64, Signedness::Unsigned) => {
                bail!("unsigned element type ui{width} is not supported")
            }
            (16, _) => DType::I16,
            (32, _) => DType::I32,
            (64, _) => DType::I64,
            _ => bail!("integer element type of width {width} is not supported"),
        },
        // A dialect's pointer (`!tt.ptr<f32>`, `!llvm.ptr`): an address.
        TypeKind::Opaque { data, .. } if data.starts_with("ptr") => DType::I64,
        _ => bail!(
            "element type {} is not supported",
            ir::text::type_to_string(ctx, t)
        ),
    })
}

/// The static shape of a builtin tensor type.
pub fn tensor_shape(ctx: &Context, t: Type) -> KResult<(Vec<usize>, Type)> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, elem, .. }
        | TypeKind::MemRef { shape, elem, .. }
        | TypeKind::Vector { shape, elem, .. } => {
            let s = shape
                .iter()
                .map(|&d| {
                    if d < 0 {
                        bail!("dynamic dimension in a constant's type");
                    }
                    Ok(d as usize)
                })
                .collect::<KResult<_>>()?;
            Ok((s, *elem))
        }
        _ => bail!("expected a ranked tensor type"),
    }
}

/// Decodes one element of `dtype` from its little-endian storage bytes.
fn decode(bytes: &[u8], dtype: DType, unsigned: bool) -> f64 {
    let mut w = [0u8; 8];
    let n = bytes.len().min(8);
    w[..n].copy_from_slice(&bytes[..n]);
    match dtype {
        DType::F16 => half::f16::from_bits(u16::from_le_bytes([w[0], w[1]])).to_f64(),
        DType::BF16 => half::bf16::from_bits(u16::from_le_bytes([w[0], w[1]])).to_f64(),
        DType::F32 => f32::from_le_bytes([w[0], w[1], w[2], w[3]]) as f64,
        DType::F64 => f64::from_le_bytes(w),
        DType::Bool => (w[0] & 1) as f64,
        _ => {
            let bits = (n * 8) as u32;
            let u = u64::from_le_bytes(w);
            let v = if unsigned || bits >= 64 {
                u as i64
            } else {
                ((u << (64 - bits)) as i64) >> (64 - bits)
            };
            v as f64
        }
    }
}

/// Reads integers exactly (an `f64` round trip would lose `i64` bits).
fn decode_int(bytes: &[u8], unsigned: bool) -> i64 {
    let mut w = [0u8; 8];
    let n = bytes.len().min(8);
    w[..n].copy_from_slice(&bytes[..n]);
    let bits = (n * 8) as u32;
    let u = u64::from_le_bytes(w);
    if unsigned || bits >= 64 {
        u as i64
    } else {
        ((u << (64 - bits)) as i64) >> (64 - bits)
    }
}

/// A tensor from raw element storage (`splat` repeats one element).
fn from_raw(ctx: &Context, ty: Type, raw: &[u8], splat: bool) -> KResult<Tensor> {
    let (shape, elem) = tensor_shape(ctx, ty)?;
    let dtype = elem_dtype(ctx, elem)?;
    let size = ir::text::elements::storage_bytes(ctx, elem).unwrap_or(1);
    let n = numel_of(&shape)?;
    let unsigned = matches!(
        ctx.type_kind(elem),
        TypeKind::Integer {
            signedness: Signedness::Unsigned,
            ..
        }
    );
    let splat = splat || (raw.len() == size && n != 1);
    let count = if splat { 1 } else { n };
    if raw.len() < count * size {
        bail!(
            "elements hold {} bytes, {n} elements of {} need {}",
            raw.len(),
            dtype.name(),
            n * size
        );
    }
    let at = |i: usize| {
        let j = if splat { 0 } else { i };
        &raw[j * size..(j + 1) * size]
    };
    if dtype.is_float() || dtype == DType::Bool {
        Tensor::from_f64(
            shape,
            dtype,
            (0..n).map(|i| decode(at(i), dtype, unsigned)).collect(),
        )
    } else {
        Tensor::from_i64(
            shape,
            dtype,
            (0..n).map(|i| decode_int(at(i), unsigned)).collect(),
        )
    }
}

/// The tensor an elements attribute holds: `dense<...>` (incl. splats) or
/// `dense_resource<key>` looked up in the file's `dialect_resources`.
pub fn attr_tensor(ctx: &Context, a: &AttrKind) -> KResult<Tensor> {
    match a {
        AttrKind::DenseElements { ty, data } => from_raw(ctx, *ty, &data.raw, data.splat),
        AttrKind::DenseResource { ty, key } => {
            let entry = ctx
                .dialect_resources
                .iter()
                .flat_map(|g| g.entries.iter())
                .find(|e| e.key == *key);
            match entry.map(|e| &e.value) {
                Some(ResourceValue::Blob { data, .. }) => from_raw(ctx, *ty, data, false),
                Some(_) => bail!("resource '{}' is not a blob", ctx.str(*key)),
                None => bail!(
                    "resource '{}' is not in the file's dialect_resources",
                    ctx.str(*key)
                ),
            }
        }
        _ => bail!("expected a dense elements attribute"),
    }
}
