//! Elementwise ops (Triton's ElementwiseOpToLLVM): on tensors a loop, or
//! a lazy value read inside its user's loop; on scalars one instruction of
//! `arith` and `tt`'s integer and float ops. Math functions are libm.rs's.

use super::lazy::Lazy;
use super::{int_prop, llvm_err, unsupported, Lower, Val};
use crate::LlvmError;
use dialects::arith::ops as arith;
use dialects::tt::ops as tt;
use inkwell::types::BasicTypeEnum;
use inkwell::values::BasicValueEnum;
use inkwell::{FloatPredicate, IntPredicate};
use ir::{Op, Type, TypeKind, TypedOp, Value};

impl<'a, 'll> Lower<'a, 'll> {
    /// An elementwise op: on scalars one instruction, on tensors a loop
    /// filling a buffer, or a lazy value when its one reader is in reach.
    pub(super) fn elementwise(
        &mut self,
        op: Op,
        operands: &[Value],
        results: &[Value],
    ) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        if results.len() != 1 || !ctx.op(op).regions.is_empty() {
            return Err(unsupported(ctx, op, "is not lowered to LLVM yet"));
        }
        let r = results[0];
        let ins: Vec<Val<'ll>> = operands
            .iter()
            .map(|&v| self.val(op, v))
            .collect::<Result<_, _>>()?;
        let (elem, shape) = self.shaped(op, ctx.value_type(r))?;
        let in_types: Vec<Type> = operands
            .iter()
            .map(|&v| {
                let t = ctx.value_type(v);
                ctx.type_kind(t).element_type().unwrap_or(t)
            })
            .collect();
        match shape {
            None => {
                let args: Vec<BasicValueEnum<'ll>> =
                    ins.iter().map(|v| self.load_at(v, self.i64c(0))).collect();
                let v = self.scalar(op, &args, &in_types, elem)?;
                self.vals.insert(r, Val::Scalar(v));
            }
            Some(shape) if self.fusable(op, r) => {
                self.vals.insert(
                    r,
                    Val::Lazy {
                        shape,
                        elem,
                        kind: std::rc::Rc::new(Lazy::Elementwise { op, ins, in_types }),
                    },
                );
            }
            Some(shape) => {
                let t = self.tensor(shape, elem, |l, i| {
                    let args: Vec<BasicValueEnum<'ll>> =
                        ins.iter().map(|v| l.load_at(v, i)).collect();
                    l.scalar(op, &args, &in_types, elem)
                })?;
                self.vals.insert(r, t);
            }
        }
        Ok(())
    }

    /// One scalar op of `arith` or `tt` on scalar operands (a math
    /// function: [`math`](Self::math)).
    pub(super) fn scalar(
        &self,
        op: Op,
        a: &[BasicValueEnum<'ll>],
        in_types: &[Type],
        rt: BasicTypeEnum<'ll>,
    ) -> Result<BasicValueEnum<'ll>, LlvmError> {
        let ctx = self.ctx;
        let b = &self.b;
        let name = ctx.op_name(op);
        let err = || unsupported(ctx, op, "is not lowered to LLVM yet");
        let i = |k: usize| a[k].into_int_value();
        let f = |k: usize| a[k].into_float_value();
        let unsigned_in = |k: usize| {
            matches!(
                ctx.type_kind(in_types[k]),
                TypeKind::Integer {
                    signedness: ir::types::Signedness::Unsigned,
                    ..
                }
            )
        };
        let _ = unsigned_in;
        let v: BasicValueEnum<'ll> = match name {
            arith::AddiOp::NAME => b.build_int_add(i(0), i(1), "v").map(Into::into),
            arith::SubiOp::NAME => b.build_int_sub(i(0), i(1), "v").map(Into::into),
            arith::MuliOp::NAME => b.build_int_mul(i(0), i(1), "v").map(Into::into),
            arith::DivsiOp::NAME => b.build_int_signed_div(i(0), i(1), "v").map(Into::into),
            arith::DivuiOp::NAME => b.build_int_unsigned_div(i(0), i(1), "v").map(Into::into),
            arith::RemsiOp::NAME => b.build_int_signed_rem(i(0), i(1), "v").map(Into::into),
            arith::RemuiOp::NAME => b.build_int_unsigned_rem(i(0), i(1), "v").map(Into::into),
            arith::AndiOp::NAME => b.build_and(i(0), i(1), "v").map(Into::into),
            arith::OriOp::NAME => b.build_or(i(0), i(1), "v").map(Into::into),
            arith::XoriOp::NAME => b.build_xor(i(0), i(1), "v").map(Into::into),
            arith::ShliOp::NAME => b.build_left_shift(i(0), i(1), "v").map(Into::into),
            arith::ShrsiOp::NAME => b.build_right_shift(i(0), i(1), true, "v").map(Into::into),
            arith::ShruiOp::NAME => b.build_right_shift(i(0), i(1), false, "v").map(Into::into),
            arith::MaxsiOp::NAME
            | arith::MinsiOp::NAME
            | arith::MaxuiOp::NAME
            | arith::MinuiOp::NAME => {
                let p = match name {
                    arith::MaxsiOp::NAME => IntPredicate::SGT,
                    arith::MinsiOp::NAME => IntPredicate::SLT,
                    arith::MaxuiOp::NAME => IntPredicate::UGT,
                    _ => IntPredicate::ULT,
                };
                let c = b.build_int_compare(p, i(0), i(1), "c").expect("cmp");
                b.build_select(c, a[0], a[1], "v")
            }
            arith::AddfOp::NAME => b.build_float_add(f(0), f(1), "v").map(Into::into),
            arith::SubfOp::NAME => b.build_float_sub(f(0), f(1), "v").map(Into::into),
            arith::MulfOp::NAME => b.build_float_mul(f(0), f(1), "v").map(Into::into),
            arith::DivfOp::NAME | tt::PreciseDivfOp::NAME => {
                b.build_float_div(f(0), f(1), "v").map(Into::into)
            }
            arith::RemfOp::NAME => b.build_float_rem(f(0), f(1), "v").map(Into::into),
            arith::NegfOp::NAME => b.build_float_neg(f(0), "v").map(Into::into),
            arith::MaxnumfOp::NAME => {
                return self.call_intrinsic("llvm.maxnum", rt, a).ok_or_else(err)
            }
            arith::MinnumfOp::NAME => {
                return self.call_intrinsic("llvm.minnum", rt, a).ok_or_else(err)
            }
            arith::MaximumfOp::NAME => {
                return self.call_intrinsic("llvm.maximum", rt, a).ok_or_else(err)
            }
            arith::MinimumfOp::NAME => {
                return self.call_intrinsic("llvm.minimum", rt, a).ok_or_else(err)
            }
            arith::CmpiOp::NAME => {
                let p = match int_prop(ctx, op, "predicate").unwrap_or(0) {
                    0 => IntPredicate::EQ,
                    1 => IntPredicate::NE,
                    2 => IntPredicate::SLT,
                    3 => IntPredicate::SLE,
                    4 => IntPredicate::SGT,
                    5 => IntPredicate::SGE,
                    6 => IntPredicate::ULT,
                    7 => IntPredicate::ULE,
                    8 => IntPredicate::UGT,
                    _ => IntPredicate::UGE,
                };
                b.build_int_compare(p, i(0), i(1), "v").map(Into::into)
            }
            arith::CmpfOp::NAME => {
                let p = match int_prop(ctx, op, "predicate").unwrap_or(0) {
                    0 => FloatPredicate::PredicateFalse,
                    1 => FloatPredicate::OEQ,
                    2 => FloatPredicate::OGT,
                    3 => FloatPredicate::OGE,
                    4 => FloatPredicate::OLT,
                    5 => FloatPredicate::OLE,
                    6 => FloatPredicate::ONE,
                    7 => FloatPredicate::ORD,
                    8 => FloatPredicate::UEQ,
                    9 => FloatPredicate::UGT,
                    10 => FloatPredicate::UGE,
                    11 => FloatPredicate::ULT,
                    12 => FloatPredicate::ULE,
                    13 => FloatPredicate::UNE,
                    14 => FloatPredicate::UNO,
                    _ => FloatPredicate::PredicateTrue,
                };
                b.build_float_compare(p, f(0), f(1), "v").map(Into::into)
            }
            arith::SelectOp::NAME => b.build_select(i(0), a[1], a[2], "v"),
            arith::ExtfOp::NAME => b
                .build_float_ext(f(0), rt.into_float_type(), "v")
                .map(Into::into),
            arith::TruncfOp::NAME => b
                .build_float_trunc(f(0), rt.into_float_type(), "v")
                .map(Into::into),
            arith::ExtsiOp::NAME => b
                .build_int_s_extend(i(0), rt.into_int_type(), "v")
                .map(Into::into),
            arith::ExtuiOp::NAME => b
                .build_int_z_extend(i(0), rt.into_int_type(), "v")
                .map(Into::into),
            arith::TrunciOp::NAME => b
                .build_int_truncate(i(0), rt.into_int_type(), "v")
                .map(Into::into),
            arith::IndexCastOp::NAME => b
                .build_int_cast_sign_flag(i(0), rt.into_int_type(), true, "v")
                .map(Into::into),
            arith::IndexCastuiOp::NAME => b
                .build_int_cast_sign_flag(i(0), rt.into_int_type(), false, "v")
                .map(Into::into),
            arith::SitofpOp::NAME => b
                .build_signed_int_to_float(i(0), rt.into_float_type(), "v")
                .map(Into::into),
            arith::UitofpOp::NAME => b
                .build_unsigned_int_to_float(i(0), rt.into_float_type(), "v")
                .map(Into::into),
            arith::FptosiOp::NAME => b
                .build_float_to_signed_int(f(0), rt.into_int_type(), "v")
                .map(Into::into),
            arith::FptouiOp::NAME => b
                .build_float_to_unsigned_int(f(0), rt.into_int_type(), "v")
                .map(Into::into),
            arith::BitcastOp::NAME | tt::BitcastOp::NAME => b.build_bit_cast(a[0], rt, "v"),
            tt::IntToPtrOp::NAME => b
                .build_int_to_ptr(i(0), rt.into_pointer_type(), "v")
                .map(Into::into),
            tt::PtrToIntOp::NAME => b
                .build_ptr_to_int(a[0].into_pointer_value(), rt.into_int_type(), "v")
                .map(Into::into),
            // max then min, as the interpreter: a NaN x gives min unless
            // NaNs propagate.
            tt::ClampfOp::NAME => {
                let lo = self
                    .call_intrinsic("llvm.maxnum", rt, &a[..2])
                    .ok_or_else(err)?;
                let y = self
                    .call_intrinsic("llvm.minnum", rt, &[lo, a[2]])
                    .ok_or_else(err)?;
                if int_prop(ctx, op, "propagateNan").unwrap_or(0) == 0 {
                    return Ok(y);
                }
                let nan = b
                    .build_float_compare(FloatPredicate::UNO, f(0), f(0), "nan")
                    .map_err(|e| llvm_err(ctx, op, e))?;
                b.build_select(nan, a[0], y, "v")
            }
            // The high half of the double-width product.
            tt::MulhiuiOp::NAME => {
                let t = i(0).get_type();
                let w = t.get_bit_width();
                let wide = match w {
                    8 => self.ll.i16_type(),
                    16 => self.ll.i32_type(),
                    32 => self.ll.i64_type(),
                    _ => self.ll.i128_type(),
                };
                let ext = |k: usize| b.build_int_z_extend(i(k), wide, "w");
                let (x, y) = (
                    ext(0).map_err(|e| llvm_err(ctx, op, e))?,
                    ext(1).map_err(|e| llvm_err(ctx, op, e))?,
                );
                let p = b
                    .build_int_mul(x, y, "p")
                    .map_err(|e| llvm_err(ctx, op, e))?;
                let hi = b
                    .build_right_shift(p, wide.const_int(w as u64, false), false, "hi")
                    .map_err(|e| llvm_err(ctx, op, e))?;
                b.build_int_truncate(hi, t, "v").map(Into::into)
            }
            // To the nearest value of the result type (ties to even).
            tt::FpToFpOp::NAME => {
                let (from, to) = (f(0).get_type(), rt.into_float_type());
                let ll = self.ll;
                let bits = |t: inkwell::types::FloatType<'ll>| {
                    if t == ll.f64_type() {
                        64
                    } else if t == ll.f32_type() {
                        32
                    } else {
                        16
                    }
                };
                if bits(to) >= bits(from) {
                    b.build_float_ext(f(0), to, "v").map(Into::into)
                } else {
                    b.build_float_trunc(f(0), to, "v").map(Into::into)
                }
            }
            _ => return self.math(op, a, rt),
        }
        .map_err(|e| llvm_err(ctx, op, e))?;
        Ok(v)
    }
}
