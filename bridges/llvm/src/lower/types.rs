//! tessera's types as LLVM's: element types (a block pointer's struct
//! among them), a value's (element type, shape), the integer of a width,
//! an i64 constant, what a pointer points to. An unlowered type is an
//! error at the op that has it.

use super::{unsupported, Lower};
use crate::LlvmError;
use inkwell::types::BasicTypeEnum;
use inkwell::values::IntValue;
use inkwell::AddressSpace;
use ir::float::FloatKind;
use ir::{Op, Type, TypeKind};

impl<'a, 'll> Lower<'a, 'll> {
    /// The LLVM type of a scalar or element type (pointers are `ptr`).
    pub(super) fn elem_type(&self, op: Op, t: Type) -> Result<BasicTypeEnum<'ll>, LlvmError> {
        Ok(match self.ctx.type_kind(t) {
            TypeKind::Float(FloatKind::F16) => self.ll.f16_type().into(),
            TypeKind::Float(FloatKind::BF16) => self.ll.bf16_type().into(),
            TypeKind::Float(FloatKind::F32) => self.ll.f32_type().into(),
            TypeKind::Float(FloatKind::F64) => self.ll.f64_type().into(),
            TypeKind::Integer { width, .. } => self.int_t(*width).into(),
            TypeKind::Index => self.ll.i64_type().into(),
            // A block pointer: its base, shape, strides and offsets
            // (block_pointers.rs).
            TypeKind::Opaque { .. } if dialects::tt::types::is_tensor_ptr(self.ctx, t) => {
                match dialects::tt::types::tensor_ptr_block(self.ctx, t) {
                    Some((block, _)) => self.block_ptr_type(block.len()).into(),
                    None => {
                        return Err(unsupported(
                            self.ctx,
                            op,
                            "has a block pointer to a block of no static shape",
                        ))
                    }
                }
            }
            TypeKind::Opaque { data, .. } if data.starts_with("ptr<") => {
                self.ll.ptr_type(AddressSpace::default()).into()
            }
            _ => {
                return Err(unsupported(
                    self.ctx,
                    op,
                    &format!(
                        "has type {}, which is not lowered",
                        ir::text::type_to_string(self.ctx, t)
                    ),
                ))
            }
        })
    }

    /// (element type, shape) of a value's type; a scalar has no shape.
    pub(super) fn shaped(
        &self,
        op: Op,
        t: Type,
    ) -> Result<(BasicTypeEnum<'ll>, Option<Vec<usize>>), LlvmError> {
        match self.ctx.type_kind(t) {
            TypeKind::RankedTensor { shape, elem, .. } => {
                if shape.iter().any(|&d| d < 0) {
                    return Err(unsupported(self.ctx, op, "has a dynamic shape"));
                }
                let e = self.elem_type(op, *elem)?;
                Ok((e, Some(shape.iter().map(|&d| d as usize).collect())))
            }
            _ => Ok((self.elem_type(op, t)?, None)),
        }
    }

    /// The integer type of `width` bits (`i1` for 0).
    pub(super) fn int_t(&self, width: u32) -> inkwell::types::IntType<'ll> {
        match std::num::NonZeroU32::new(width) {
            Some(w) => self
                .ll
                .custom_width_int_type(w)
                .unwrap_or(self.ll.i64_type()),
            None => self.ll.bool_type(),
        }
    }

    /// An i64 constant.
    pub(super) fn i64c(&self, v: u64) -> IntValue<'ll> {
        self.ll.i64_type().const_int(v, false)
    }

    /// The element type a pointer type points to.
    pub(super) fn pointee(&self, op: Op, t: Type) -> Result<BasicTypeEnum<'ll>, LlvmError> {
        let e = self.ctx.type_kind(t).element_type().unwrap_or(t);
        let Some((p, _)) = dialects::tt::types::pointee_text(self.ctx, e) else {
            return Err(unsupported(self.ctx, op, "expects a pointer"));
        };
        Ok(match p {
            "f16" => self.ll.f16_type().into(),
            "bf16" => self.ll.bf16_type().into(),
            "f32" => self.ll.f32_type().into(),
            "f64" => self.ll.f64_type().into(),
            "i1" | "i8" => self.ll.i8_type().into(),
            "i16" => self.ll.i16_type().into(),
            "i32" => self.ll.i32_type().into(),
            "i64" => self.ll.i64_type().into(),
            p => {
                return Err(unsupported(
                    self.ctx,
                    op,
                    &format!("points to {p}, which is not lowered"),
                ))
            }
        })
    }
}
