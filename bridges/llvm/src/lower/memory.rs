//! Loads, stores and pointers (Triton's LoadStoreOpToLLVM): `tt.addptr`
//! makes lazy pointers, `tt.load`/`tt.store` go element by element under
//! their masks (`guarded`), with bounds checks when asked (bounds.rs).

use super::lazy::Lazy;
use super::{Lower, Val};
use crate::LlvmError;
use inkwell::values::{BasicValueEnum, IntValue};
use inkwell::IntPredicate;
use ir::{Op, Value};

impl<'a, 'll> Lower<'a, 'll> {
    /// `tt.addptr`: a scalar pointer moved now, a tensor of pointers
    /// computed where a load or store reads it.
    pub(super) fn addptr(&mut self, op: Op, operands: &[Value], r: Value) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let pointee = self.pointee(op, ctx.value_type(r))?;
        let (p, o) = (self.val(op, operands[0])?, self.val(op, operands[1])?);
        let gep = |l: &Self,
                   base: BasicValueEnum<'ll>,
                   off: BasicValueEnum<'ll>|
         -> BasicValueEnum<'ll> {
            let off =
                l.b.build_int_s_extend_or_bit_cast(off.into_int_value(), l.ll.i64_type(), "o")
                    .expect("sext");
            // SAFETY: pointer arithmetic as the kernel states it; loads check nothing.
            unsafe {
                l.b.build_gep(pointee, base.into_pointer_value(), &[off], "p")
                    .expect("gep")
            }
            .into()
        };
        let (elem, shape) = self.shaped(op, ctx.value_type(r))?;
        match shape {
            None => {
                let v = gep(
                    self,
                    self.load_at(&p, self.i64c(0)),
                    self.load_at(&o, self.i64c(0)),
                );
                self.vals.insert(r, Val::Scalar(v));
            }
            Some(shape) => {
                // Computed where a load or store reads it.
                let _ = gep;
                self.vals.insert(
                    r,
                    Val::Lazy {
                        shape,
                        elem,
                        kind: std::rc::Rc::new(Lazy::Ptr {
                            base: p,
                            off: o,
                            pointee,
                        }),
                    },
                );
            }
        }
        Ok(())
    }

    /// Segment `k` of a load's operands (`ptr`, `mask`, `other`).
    pub(super) fn load_parts(
        &self,
        op: Op,
        operands: &[Value],
    ) -> (Value, Option<Value>, Option<Value>) {
        let segs = ir::segments::sizes(self.ctx, op, "operandSegmentSizes")
            .unwrap_or_else(|| vec![1, 0, 0]);
        let mut it = operands.iter().copied();
        let p = it.next().expect("ptr");
        let m = (segs.get(1).copied().unwrap_or(0) > 0)
            .then(|| it.next())
            .flatten();
        let o = (segs.get(2).copied().unwrap_or(0) > 0)
            .then(|| it.next())
            .flatten();
        (p, m, o)
    }

    /// Element `i` of the mask `m` as an i1, if there is a mask.
    pub(super) fn mask_bit(&self, m: &Option<Val<'ll>>, i: IntValue<'ll>) -> Option<IntValue<'ll>> {
        m.as_ref().map(|m| {
            let v = self.load_at(m, i).into_int_value();
            if v.get_type().get_bit_width() == 1 {
                v
            } else {
                self.b
                    .build_int_compare(IntPredicate::NE, v, v.get_type().const_zero(), "m")
                    .expect("cmp")
            }
        })
    }

    /// Runs `then` where `mask` (an i1) holds; returns the block joined.
    pub(super) fn guarded(
        &mut self,
        mask: Option<IntValue<'ll>>,
        then: impl FnOnce(&mut Self) -> BasicValueEnum<'ll>,
        otherwise: BasicValueEnum<'ll>,
    ) -> BasicValueEnum<'ll> {
        let Some(m) = mask else {
            return then(self);
        };
        let f = self.func.expect("fn");
        let (yes, join) = (
            self.ll.append_basic_block(f, "m.on"),
            self.ll.append_basic_block(f, "m.join"),
        );
        let from = self.b.get_insert_block().expect("b");
        self.b.build_conditional_branch(m, yes, join).expect("br");
        self.b.position_at_end(yes);
        let v = then(self);
        let yes_end = self.b.get_insert_block().expect("b");
        self.b.build_unconditional_branch(join).expect("br");
        self.b.position_at_end(join);
        let phi = self.b.build_phi(v.get_type(), "m.v").expect("phi");
        phi.add_incoming(&[(&v, yes_end), (&otherwise, from)]);
        phi.as_basic_value()
    }

    /// `tt.load`: each element read where its mask holds, `other` (or
    /// zero) elsewhere.
    pub(super) fn load(&mut self, op: Op, operands: &[Value], r: Value) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let (p, m, o) = self.load_parts(op, operands);
        let (p, m, o) = (
            self.val(op, p)?,
            m.map(|m| self.val(op, m)).transpose()?,
            o.map(|o| self.val(op, o)).transpose()?,
        );
        let (elem, shape) = self.shaped(op, ctx.value_type(r))?;
        let mem = self.pointee(op, ctx.value_type(operands[0]))?;
        let read = move |l: &mut Self, i: IntValue<'ll>| -> BasicValueEnum<'ll> {
            let addr = l.load_at(&p, i).into_pointer_value();
            let ok = l.checked(op, addr, mem);
            let x = l.guarded(
                ok,
                |l| l.b.build_load(mem, addr, "ld").expect("load"),
                mem.const_zero(),
            );
            // i1 is a byte in memory.
            if elem.is_int_type() && elem.into_int_type().get_bit_width() == 1 {
                l.b.build_int_truncate(x.into_int_value(), elem.into_int_type(), "b")
                    .expect("trunc")
                    .into()
            } else {
                x
            }
        };
        let zero = elem.const_zero();
        match shape {
            None => {
                let mb = self.mask_bit(&m, self.i64c(0));
                let other = o
                    .as_ref()
                    .map(|o| self.load_at(o, self.i64c(0)))
                    .unwrap_or(zero);
                let i0 = self.i64c(0);
                let v = self.guarded(mb, |l| read(l, i0), other);
                self.vals.insert(r, Val::Scalar(v));
            }
            Some(shape) => {
                let t = self.tensor(shape, elem, |l, i| {
                    let mb = l.mask_bit(&m, i);
                    let other = o.as_ref().map(|o| l.load_at(o, i)).unwrap_or(zero);
                    Ok(l.guarded(mb, |l| read(l, i), other))
                })?;
                self.vals.insert(r, t);
            }
        }
        Ok(())
    }

    /// `tt.store`: each element written where its mask holds.
    pub(super) fn store(&mut self, op: Op, operands: &[Value]) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let (p, v) = (self.val(op, operands[0])?, self.val(op, operands[1])?);
        let m = operands.get(2).map(|&m| self.val(op, m)).transpose()?;
        let mem = self.pointee(op, ctx.value_type(operands[0]))?;
        let (_, shape) = self.shaped(op, ctx.value_type(operands[1]))?;
        let n = shape.map_or(1, |s| s.iter().product::<usize>());
        let write = move |l: &mut Self, i: IntValue<'ll>| {
            let addr = l.load_at(&p, i).into_pointer_value();
            // With bounds checks, skipped where the check fails.
            let ok = l.checked(op, addr, mem);
            let done: BasicValueEnum<'ll> = l.ll.i8_type().const_zero().into();
            l.guarded(
                ok,
                |l| {
                    let mut x = l.load_at(&v, i);
                    // i1 is a byte in memory.
                    if mem.is_int_type()
                        && x.is_int_value()
                        && x.into_int_value().get_type().get_bit_width() == 1
                    {
                        x =
                            l.b.build_int_z_extend(x.into_int_value(), mem.into_int_type(), "b")
                                .expect("zext")
                                .into();
                    }
                    l.b.build_store(addr, x).expect("store");
                    done
                },
                done,
            );
        };
        let body = |l: &mut Self, i: IntValue<'ll>| -> Result<(), LlvmError> {
            let mb = l.mask_bit(&m, i);
            let dummy = l.ll.i8_type().const_zero().into();
            l.guarded(
                mb,
                |l| {
                    write(l, i);
                    l.ll.i8_type().const_zero().into()
                },
                dummy,
            );
            Ok(())
        };
        let value = self.val(op, operands[1])?;
        if n == 1 && !matches!(value, Val::Tensor { .. }) {
            let i0 = self.i64c(0);
            body(self, i0)
        } else {
            let w = Self::row_width(&value, n);
            self.for_each_split(n, w, body)
        }
    }
}
