//! `tt.atomic_rmw` and `tt.atomic_cas`: plain read-modify-writes under
//! the mask, exact because a kernel with atomics runs its programs one at
//! a time (`Lowered::serial`).

use super::{int_prop, unsupported, Lower, Val};
use crate::LlvmError;
use dialects::tt::ops as tt;
use inkwell::values::BasicValueEnum;
use inkwell::{FloatPredicate, IntPredicate};
use ir::{Op, TypedOp, Value};

impl<'a, 'll> Lower<'a, 'll> {
    /// `tt.atomic_rmw` / `tt.atomic_cas`, element by element under the
    /// mask. The launcher runs programs one after another, so a plain
    /// read-modify-write is exact (threads will need LLVM's atomics).
    pub(super) fn atomic(&mut self, op: Op, operands: &[Value], r: Value) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let cas = ctx.op_name(op) == tt::AtomicCasOp::NAME;
        let kind = int_prop(ctx, op, "atomic_rmw_op").unwrap_or(0);
        let ins: Vec<Val<'ll>> = operands
            .iter()
            .map(|&v| self.val(op, v))
            .collect::<Result<_, _>>()?;
        let (elem, shape) = self.shaped(op, ctx.value_type(r))?;
        let mem = self.pointee(op, ctx.value_type(operands[0]))?;
        let n = shape.as_ref().map_or(1, |s| s.iter().product::<usize>());
        let buf = self.alloc(elem, n);
        let float = elem.is_float_type();
        if !cas && !(1..=10).contains(&kind) {
            return Err(unsupported(
                ctx,
                op,
                &format!("has an unknown operation {kind}"),
            ));
        }
        self.for_each(n, |l, i| {
            let addr = l.load_at(&ins[0], i).into_pointer_value();
            let mask = if cas { None } else { ins.get(2).cloned() };
            let mb = l.mask_bit(&mask, i);
            let zero = elem.const_zero();
            let old = l.guarded(
                mb,
                |l| {
                    let old = l.b.build_load(mem, addr, "old").expect("load");
                    let new: BasicValueEnum<'ll> = if cas {
                        let (cmp, val) = (l.load_at(&ins[1], i), l.load_at(&ins[2], i));
                        let same = if float {
                            l.b.build_float_compare(
                                FloatPredicate::OEQ,
                                old.into_float_value(),
                                cmp.into_float_value(),
                                "eq",
                            )
                            .expect("cmp")
                        } else {
                            l.b.build_int_compare(
                                IntPredicate::EQ,
                                old.into_int_value(),
                                cmp.into_int_value(),
                                "eq",
                            )
                            .expect("cmp")
                        };
                        l.b.build_select(same, val, old, "new").expect("select")
                    } else {
                        let v = l.load_at(&ins[1], i);
                        match (kind, float) {
                            (4 | 5, true) => l
                                .b
                                .build_float_add(old.into_float_value(), v.into_float_value(), "n")
                                .expect("add")
                                .into(),
                            (4, false) => {
                                l.b.build_int_add(old.into_int_value(), v.into_int_value(), "n")
                                    .expect("add")
                                    .into()
                            }
                            (1, false) => {
                                l.b.build_and(old.into_int_value(), v.into_int_value(), "n")
                                    .expect("and")
                                    .into()
                            }
                            (2, false) => {
                                l.b.build_or(old.into_int_value(), v.into_int_value(), "n")
                                    .expect("or")
                                    .into()
                            }
                            (3, false) => {
                                l.b.build_xor(old.into_int_value(), v.into_int_value(), "n")
                                    .expect("xor")
                                    .into()
                            }
                            (6, true) => l
                                .call_intrinsic("llvm.maxnum", elem, &[old, v])
                                .expect("maxnum"),
                            (7, true) => l
                                .call_intrinsic("llvm.minnum", elem, &[old, v])
                                .expect("minnum"),
                            (6 | 7 | 8 | 9, false) => {
                                let p = match kind {
                                    6 => IntPredicate::SGT,
                                    7 => IntPredicate::SLT,
                                    8 => IntPredicate::UGT,
                                    _ => IntPredicate::ULT,
                                };
                                let c =
                                    l.b.build_int_compare(
                                        p,
                                        old.into_int_value(),
                                        v.into_int_value(),
                                        "c",
                                    )
                                    .expect("cmp");
                                l.b.build_select(c, old, v, "n").expect("select")
                            }
                            _ => v,
                        }
                    };
                    l.b.build_store(addr, new).expect("store");
                    old
                },
                zero,
            );
            l.store_at(buf, elem, i, old);
            Ok(())
        })?;
        let v = match shape {
            Some(shape) => Val::Tensor {
                ptr: buf,
                shape,
                elem,
            },
            None => Val::Scalar(self.b.build_load(elem, buf, "old").expect("load")),
        };
        self.vals.insert(r, v);
        Ok(())
    }
}
