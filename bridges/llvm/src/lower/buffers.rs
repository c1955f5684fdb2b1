//! Stack buffers: a tensor's elements live in one, allocated in the
//! kernel's entry block (their bytes counted against `STACK_LIMIT`); a
//! new tensor is a loop filling a buffer; carried values are copied.

use super::{Lower, Val};
use crate::LlvmError;
use inkwell::types::{BasicType, BasicTypeEnum};
use inkwell::values::{BasicValueEnum, IntValue, PointerValue};
use ir::Value;

impl<'a, 'll> Lower<'a, 'll> {
    /// A buffer of `n` elements, in the entry block.
    pub(super) fn alloc(&self, elem: BasicTypeEnum<'ll>, n: usize) -> PointerValue<'ll> {
        let bytes = match elem {
            BasicTypeEnum::IntType(t) => u64::from(t.get_bit_width()).div_ceil(8),
            BasicTypeEnum::FloatType(t) if t == self.ll.f64_type() => 8,
            BasicTypeEnum::FloatType(t) if t == self.ll.f32_type() => 4,
            BasicTypeEnum::FloatType(_) => 2,
            _ => 8,
        };
        self.stack_bytes.set(
            self.stack_bytes
                .get()
                .saturating_add(bytes.saturating_mul(n as u64)),
        );
        let ty = elem.array_type(n.clamp(1, u32::MAX as usize) as u32);
        self.entry_b.build_alloca(ty, "buf").expect("alloca")
    }

    /// The address of element `i` of the buffer at `base`.
    pub(super) fn elem_ptr(
        &self,
        base: PointerValue<'ll>,
        elem: BasicTypeEnum<'ll>,
        i: IntValue<'ll>,
    ) -> PointerValue<'ll> {
        // SAFETY: indices stay within the buffer of the value's shape.
        unsafe {
            self.b
                .build_in_bounds_gep(elem, base, &[i], "e")
                .expect("gep")
        }
    }

    /// Writes `x` as element `i` of the buffer at `base`.
    pub(super) fn store_at(
        &self,
        base: PointerValue<'ll>,
        elem: BasicTypeEnum<'ll>,
        i: IntValue<'ll>,
        x: BasicValueEnum<'ll>,
    ) {
        let p = self.elem_ptr(base, elem, i);
        self.b.build_store(p, x).expect("store");
    }

    /// Binds `r` to the buffer at `ptr` of `shape` elements of `elem`.
    pub(super) fn bind_buffer(
        &mut self,
        r: Value,
        ptr: PointerValue<'ll>,
        shape: Vec<usize>,
        elem: BasicTypeEnum<'ll>,
    ) {
        self.vals.insert(r, Val::Tensor { ptr, shape, elem });
    }

    /// A new buffer of `shape` whose element `i` is `element(i)`.
    pub(super) fn tensor(
        &mut self,
        shape: Vec<usize>,
        elem: BasicTypeEnum<'ll>,
        element: impl FnMut(&mut Self, IntValue<'ll>) -> Result<BasicValueEnum<'ll>, LlvmError>,
    ) -> Result<Val<'ll>, LlvmError> {
        let w = shape.last().copied().unwrap_or(1);
        self.tensor_rows(shape, w, elem, element)
    }

    /// [`tensor`](Self::tensor), its loop in rows of `w` elements.
    pub(super) fn tensor_rows(
        &mut self,
        shape: Vec<usize>,
        w: usize,
        elem: BasicTypeEnum<'ll>,
        mut element: impl FnMut(&mut Self, IntValue<'ll>) -> Result<BasicValueEnum<'ll>, LlvmError>,
    ) -> Result<Val<'ll>, LlvmError> {
        let n = shape.iter().product::<usize>();
        let buf = self.alloc(elem, n);
        self.for_each_split(n, w, |l, i| {
            let x = element(l, i)?;
            l.store_at(buf, elem, i, x);
            Ok(())
        })?;
        Ok(Val::Tensor {
            ptr: buf,
            shape,
            elem,
        })
    }

    /// Copies `n` elements from `from` to `to` (which may overlap).
    pub(super) fn copy(
        &mut self,
        from: PointerValue<'ll>,
        to: PointerValue<'ll>,
        elem: BasicTypeEnum<'ll>,
        n: usize,
    ) {
        let bytes = elem.size_of().expect("sized");
        let size = self
            .b
            .build_int_mul(bytes, self.i64c(n as u64), "bytes")
            .expect("mul");
        self.b.build_memmove(to, 1, from, 1, size).expect("memmove");
    }
}
