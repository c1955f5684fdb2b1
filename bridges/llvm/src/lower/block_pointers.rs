//! Block pointers (`tt.make_tensor_ptr`, `tt.advance`, and `tt.load` /
//! `tt.store` through one), as Triton defines them: a base pointer, a
//! tensor's shape and strides (elements) and the block's offsets in it.
//! A block pointer is one LLVM value, the struct `{ ptr, i64 x rank
//! (shape), i64 x rank (strides), i64 x rank (offsets) }`, so it is
//! carried through `scf.for`, `scf.if` and `scf.while` and bound by an
//! inlined call as any scalar is (its carrier a stack slot, which LLVM's
//! SROA splits back into registers); `tt.advance` adds to the offsets in
//! 64 bits, as Triton's rewrite of block pointers does. A load or store
//! moves the block at the offsets (strided.rs): a `boundaryCheck`
//! dimension pads (zero, or NaN for `padding = nan`) or skips what falls
//! outside `[0, shape)`.

use super::strided::{Block, Strided};
use super::{unsupported, Lower, Val};
use crate::LlvmError;
use inkwell::types::{BasicTypeEnum, StructType};
use inkwell::values::{BasicValueEnum, IntValue, StructValue};
use ir::{Op, Value};

/// `padding = nan` (Triton's PaddingOption::PAD_NAN).
const PAD_NAN: i64 = 2;

impl<'a, 'll> Lower<'a, 'll> {
    /// The LLVM type of a block pointer of rank `rank`.
    pub(super) fn block_ptr_type(&self, rank: usize) -> StructType<'ll> {
        let ptr = self.ll.ptr_type(inkwell::AddressSpace::default()).into();
        let mut fields: Vec<BasicTypeEnum<'ll>> = vec![ptr];
        fields.extend(std::iter::repeat_n(
            BasicTypeEnum::from(self.ll.i64_type()),
            3 * rank,
        ));
        self.ll.struct_type(&fields, false)
    }

    /// Whether `v` is a block pointer.
    pub(super) fn is_block_ptr(&self, v: Value) -> bool {
        dialects::tt::types::is_tensor_ptr(self.ctx, self.ctx.value_type(v))
    }

    /// `tt.make_tensor_ptr`: the struct of its base, shape, strides and
    /// offsets (each widened to i64).
    pub(super) fn make_block_ptr(
        &mut self,
        op: Op,
        operands: &[Value],
        r: Value,
    ) -> Result<(), LlvmError> {
        let Val::Scalar(base) = self.val(op, operands[0])? else {
            return Err(unsupported(
                self.ctx,
                op,
                "takes a base that is not a pointer",
            ));
        };
        let rank = (operands.len() - 1) / 3;
        let ints = self.i64_operands(
            op,
            &operands[1..],
            "takes a shape, stride or offset that is not a scalar",
            "bp",
        )?;
        let mut agg = self.block_ptr_type(rank).get_undef();
        let fields = std::iter::once(base).chain(ints.into_iter().map(Into::into));
        for (k, x) in fields.enumerate() {
            agg = self.insert(agg, x, k);
        }
        self.vals.insert(r, Val::Scalar(agg.into()));
        Ok(())
    }

    /// `tt.advance`: the block pointer with its deltas (i32, sign-extended)
    /// added to its offsets.
    pub(super) fn advance(
        &mut self,
        op: Op,
        operands: &[Value],
        r: Value,
    ) -> Result<(), LlvmError> {
        let agg = self.block_ptr(op, operands[0])?;
        let rank = operands.len() - 1;
        if agg.get_type().count_fields() as usize != 1 + 3 * rank {
            return Err(unsupported(
                self.ctx,
                op,
                "moves a block pointer by offsets of another rank",
            ));
        }
        let deltas = self.i64_operands(
            op,
            &operands[1..],
            "takes an offset that is not a scalar",
            "d",
        )?;
        let mut out = agg;
        for (k, d) in deltas.into_iter().enumerate() {
            let field = 1 + 2 * rank + k;
            let o = self.field(agg, field);
            let moved = self.b.build_int_add(o, d, "adv").expect("add");
            out = self.insert(out, moved.into(), field);
        }
        self.vals.insert(r, Val::Scalar(out.into()));
        Ok(())
    }

    /// `tt.load` (with `r`) or `tt.store` through a block pointer: the
    /// block at its offsets.
    pub(super) fn block_ptr_access(
        &mut self,
        op: Op,
        operands: &[Value],
        r: Option<Value>,
    ) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let (elem, shape) = self.moved_block(op, operands, r)?;
        let rank = shape.len();
        let agg = self.block_ptr(op, operands[0])?;
        if agg.get_type().count_fields() as usize != 1 + 3 * rank {
            return Err(unsupported(
                ctx,
                op,
                "moves a block whose rank is not its pointer's",
            ));
        }
        let mut checked = vec![false; rank];
        let dims = ctx
            .inherent_attr(op, "boundaryCheck")
            .and_then(|a| ir::dense_array::to_i64s(ctx, a))
            .unwrap_or_default();
        for k in dims {
            match usize::try_from(k).ok().and_then(|k| checked.get_mut(k)) {
                Some(c) => *c = true,
                None => {
                    return Err(unsupported(
                        ctx,
                        op,
                        &format!("checks dimension {k} of a block of rank {rank}"),
                    ))
                }
            }
        }
        let pad: BasicValueEnum<'ll> = match (super::int_prop(ctx, op, "padding"), elem) {
            (Some(PAD_NAN), BasicTypeEnum::FloatType(f)) => f.const_float(f64::NAN).into(),
            (Some(PAD_NAN), _) => {
                return Err(unsupported(ctx, op, "pads a block of integers with NaN"))
            }
            _ => elem.const_zero(),
        };
        // An i1 is a byte in memory, as in Triton.
        let mem = match elem {
            BasicTypeEnum::IntType(t) if t.get_bit_width() == 1 => self.ll.i8_type().into(),
            _ => elem,
        };
        let ints: Vec<IntValue<'ll>> = (1..=3 * rank).map(|k| self.field(agg, k)).collect();
        let view = Strided {
            base: self
                .b
                .build_extract_value(agg, 0, "bp.base")
                .expect("field 0 of a block pointer")
                .into_pointer_value(),
            shape: ints[..rank].to_vec(),
            strides: ints[rank..2 * rank].to_vec(),
        };
        let block = Block {
            at: ints[2 * rank..].to_vec(),
            checked,
            shape,
            elem,
            mem,
            pad,
        };
        self.strided_access(op, operands, r, &view, &block)
    }

    /// The struct value of block pointer `v`, read by `op`.
    fn block_ptr(&self, op: Op, v: Value) -> Result<StructValue<'ll>, LlvmError> {
        match self.val(op, v)? {
            Val::Scalar(BasicValueEnum::StructValue(s)) => Ok(s),
            _ => Err(unsupported(
                self.ctx,
                op,
                "takes a block pointer that was not lowered as one",
            )),
        }
    }

    /// Field `k` (an i64) of a block pointer.
    fn field(&self, agg: StructValue<'ll>, k: usize) -> IntValue<'ll> {
        self.b
            .build_extract_value(agg, k as u32, "bp")
            .expect("a field of a block pointer")
            .into_int_value()
    }

    /// `agg` with field `k` set to `x`.
    fn insert(&self, agg: StructValue<'ll>, x: BasicValueEnum<'ll>, k: usize) -> StructValue<'ll> {
        self.b
            .build_insert_value(agg, x, k as u32, "bp")
            .expect("a field of a block pointer")
            .into_struct_value()
    }
}
