//! Data-dependent indexing within a block: `tt.gather` reads its source
//! at computed indices, `tt.histogram` counts into bins (Triton's
//! GatherOpToLLVM and HistogramOpToLLVM).

use super::{int_prop, unsupported, Lower, Val};
use crate::LlvmError;
use inkwell::types::BasicTypeEnum;
use inkwell::IntPredicate;
use ir::{Op, Value};

impl<'a, 'll> Lower<'a, 'll> {
    /// `tt.gather`: `out[c] = src[c with c[axis] = indices[c]]`. Row-major,
    /// so with `inner` the elements after the axis, element `i` reads
    /// `src[(i / (n_axis * inner)) * (m_axis * inner) + idx * inner + i % inner]`.
    pub(super) fn gather(&mut self, op: Op, operands: &[Value], r: Value) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let (src, idx) = (self.val(op, operands[0])?, self.val(op, operands[1])?);
        let (elem, shape) = self.shaped(op, ctx.value_type(r))?;
        let shape = shape.unwrap_or_default();
        let (_, src_shape) = self.shaped(op, ctx.value_type(operands[0]))?;
        let src_shape = src_shape.unwrap_or_default();
        let axis = int_prop(ctx, op, "axis").unwrap_or(0) as usize;
        if axis >= shape.len() || src_shape.len() != shape.len() {
            return Err(unsupported(
                ctx,
                op,
                "gathers along an axis its operands do not share",
            ));
        }
        let inner = shape[axis + 1..].iter().product::<usize>() as u64;
        let (n_axis, m_axis) = (shape[axis] as u64, src_shape[axis] as u64);
        let v = self.tensor(shape, elem, |l, i| {
            let b = &l.b;
            let ix = l.load_at(&idx, i).into_int_value();
            let ix = b
                .build_int_s_extend_or_bit_cast(ix, l.ll.i64_type(), "ix")
                .expect("sext");
            let outer = b
                .build_int_unsigned_div(i, l.i64c(n_axis * inner), "o")
                .expect("div");
            let within = b
                .build_int_unsigned_rem(i, l.i64c(inner), "w")
                .expect("rem");
            let base = b
                .build_int_mul(outer, l.i64c(m_axis * inner), "b")
                .expect("mul");
            let at = b.build_int_mul(ix, l.i64c(inner), "a").expect("mul");
            let at = b.build_int_add(base, at, "s").expect("add");
            let at = b.build_int_add(at, within, "s").expect("add");
            Ok(l.load_at(&src, at))
        })?;
        self.vals.insert(r, v);
        Ok(())
    }

    /// `tt.histogram`: `out[b]` counts the elements equal to `b`; values
    /// outside the bins count in a slot past the end, which is not part of
    /// the result.
    pub(super) fn histogram(&mut self, op: Op, src: Value, r: Value) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let s = self.val(op, src)?;
        let (elem, shape) = self.shaped(op, ctx.value_type(r))?;
        let shape = shape.unwrap_or_default();
        let (_, src_shape) = self.shaped(op, ctx.value_type(src))?;
        let m = src_shape.unwrap_or_default().iter().product::<usize>();
        let bins = shape.iter().product::<usize>();
        let BasicTypeEnum::IntType(et) = elem else {
            return Err(unsupported(
                ctx,
                op,
                "counts into a block that is not of integers",
            ));
        };
        let buf = self.alloc(elem, bins + 1);
        self.for_each(bins + 1, |l, i| {
            l.store_at(buf, elem, i, et.const_zero().into());
            Ok(())
        })?;
        self.for_each(m, |l, j| {
            let b = &l.b;
            let x = l.load_at(&s, j).into_int_value();
            let x = b
                .build_int_s_extend_or_bit_cast(x, l.ll.i64_type(), "x")
                .expect("sext");
            // Unsigned: a negative value is past the end too.
            let inside = b
                .build_int_compare(IntPredicate::ULT, x, l.i64c(bins as u64), "in")
                .expect("cmp");
            let slot = b
                .build_select(inside, x, l.i64c(bins as u64), "slot")
                .expect("select");
            let slot = slot.into_int_value();
            let old = l.load_at(
                &Val::Tensor {
                    ptr: buf,
                    shape: vec![bins + 1],
                    elem,
                },
                slot,
            );
            let new = b
                .build_int_add(old.into_int_value(), et.const_int(1, false), "n")
                .expect("add");
            l.store_at(buf, elem, slot, new.into());
            Ok(())
        })?;
        self.bind_buffer(r, buf, shape, elem);
        Ok(())
    }
}
