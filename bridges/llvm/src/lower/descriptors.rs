//! Tensor descriptors (`tt.make_tensor_descriptor`, Triton's successor
//! of block pointers): a base, a shape and strides kept at lowering time;
//! `tt.descriptor_load`/`_store` move a block at indices, reading zeros
//! and writing nothing outside the shape.

use super::loops::row_strides;
use super::{unsupported, Lower, Val};
use crate::LlvmError;
use inkwell::values::{BasicValueEnum, IntValue, PointerValue};
use inkwell::IntPredicate;
use ir::{Op, Value};

/// A tensor descriptor (`tt.make_tensor_descriptor`).
#[derive(Clone)]
pub(super) struct Descriptor<'ll> {
    base: PointerValue<'ll>,
    shape: Vec<IntValue<'ll>>,
    strides: Vec<IntValue<'ll>>,
}

impl<'a, 'll> Lower<'a, 'll> {
    /// `tt.make_tensor_descriptor`: its base, shape and strides (as i64),
    /// kept for the loads and stores through it.
    pub(super) fn make_descriptor(
        &mut self,
        op: Op,
        operands: &[Value],
        r: Value,
    ) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let n = (operands.len() - 1) / 2;
        let base = self.val(op, operands[0])?;
        let Val::Scalar(base) = base else {
            return Err(unsupported(ctx, op, "takes a base that is not a pointer"));
        };
        let mut ints = Vec::new();
        for &v in &operands[1..] {
            let Val::Scalar(x) = self.val(op, v)? else {
                return Err(unsupported(
                    ctx,
                    op,
                    "takes a shape or stride that is not a scalar",
                ));
            };
            ints.push(
                self.b
                    .build_int_s_extend_or_bit_cast(x.into_int_value(), self.ll.i64_type(), "d")
                    .expect("sext"),
            );
        }
        self.descs.insert(
            r,
            Descriptor {
                base: base.into_pointer_value(),
                shape: ints[..n].to_vec(),
                strides: ints[n..].to_vec(),
            },
        );
        Ok(())
    }

    /// `tt.descriptor_load` (with `r`) or `tt.descriptor_store`: the
    /// block at the indices, element by element; an element outside the
    /// descriptor's shape reads as zero and is not written.
    pub(super) fn descriptor_access(
        &mut self,
        op: Op,
        operands: &[Value],
        r: Option<Value>,
    ) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let Some(desc) = self.descs.get(&operands[0]).cloned() else {
            return Err(unsupported(
                ctx,
                op,
                "uses a descriptor not made in this kernel by tt.make_tensor_descriptor",
            ));
        };
        let (block_ty, first_index) = match r {
            Some(r) => (ctx.value_type(r), 1),
            None => (ctx.value_type(operands[1]), 2),
        };
        let (elem, shape) = self.shaped(op, block_ty)?;
        let shape = shape.unwrap_or_default();
        let mut at = Vec::new();
        for &v in &operands[first_index..] {
            let Val::Scalar(x) = self.val(op, v)? else {
                return Err(unsupported(ctx, op, "takes an index that is not a scalar"));
            };
            at.push(
                self.b
                    .build_int_s_extend_or_bit_cast(x.into_int_value(), self.ll.i64_type(), "at")
                    .expect("sext"),
            );
        }
        if at.len() != shape.len() || desc.shape.len() != shape.len() {
            return Err(unsupported(
                ctx,
                op,
                "has indices, a block and a descriptor of different ranks",
            ));
        }
        let src = match r {
            Some(_) => None,
            None => Some(self.val(op, operands[1])?),
        };
        let n = shape.iter().product::<usize>();
        let strides = row_strides(&shape);
        let buf = r.map(|_| self.alloc(elem, n));
        self.for_each(n, |l, i| {
            // The element's coordinates in the tensor, whether all are
            // inside its shape, and its offset.
            let mut inside: Option<IntValue<'ll>> = None;
            let mut off = l.i64c(0);
            for (k, &st) in strides.iter().enumerate() {
                let q =
                    l.b.build_int_unsigned_div(i, l.i64c(st as u64), "q")
                        .expect("div");
                let c =
                    l.b.build_int_unsigned_rem(q, l.i64c(shape[k] as u64), "c")
                        .expect("rem");
                let g = l.b.build_int_add(at[k], c, "g").expect("add");
                let lo =
                    l.b.build_int_compare(IntPredicate::SGE, g, l.i64c(0), "lo")
                        .expect("cmp");
                let hi =
                    l.b.build_int_compare(IntPredicate::SLT, g, desc.shape[k], "hi")
                        .expect("cmp");
                let ok = l.b.build_and(lo, hi, "ok").expect("and");
                inside = Some(match inside {
                    None => ok,
                    Some(p) => l.b.build_and(p, ok, "ok").expect("and"),
                });
                let t = l.b.build_int_mul(g, desc.strides[k], "t").expect("mul");
                off = l.b.build_int_add(off, t, "off").expect("add");
            }
            let inside = inside.unwrap_or_else(|| l.ll.bool_type().const_int(1, false));
            // SAFETY: the address is used only where `inside` holds.
            let addr = unsafe { l.b.build_gep(elem, desc.base, &[off], "a") }.expect("gep");
            match (buf, &src) {
                (Some(buf), _) => {
                    let v = l.guarded(
                        Some(inside),
                        |l| {
                            let ok = l.checked(op, addr, elem);
                            l.guarded(
                                ok,
                                |l| l.b.build_load(elem, addr, "ld").expect("load"),
                                elem.const_zero(),
                            )
                        },
                        elem.const_zero(),
                    );
                    l.store_at(buf, elem, i, v);
                }
                (None, Some(src)) => {
                    let x = l.load_at(src, i);
                    let done: BasicValueEnum<'ll> = l.ll.i8_type().const_zero().into();
                    l.guarded(
                        Some(inside),
                        |l| {
                            let ok = l.checked(op, addr, elem);
                            l.guarded(
                                ok,
                                |l| {
                                    l.b.build_store(addr, x).expect("store");
                                    done
                                },
                                done,
                            )
                        },
                        done,
                    );
                }
                (None, None) => {}
            }
            Ok(())
        })?;
        if let (Some(r), Some(buf)) = (r, buf) {
            self.bind_buffer(r, buf, shape, elem);
        }
        Ok(())
    }
}
