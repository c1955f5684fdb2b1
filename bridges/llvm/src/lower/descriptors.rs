//! Tensor descriptors (`tt.make_tensor_descriptor`, Triton's successor
//! of block pointers): a base, a shape and strides kept at lowering time;
//! `tt.descriptor_load`/`_store` move a block at indices (strided.rs),
//! reading zeros and writing nothing outside the shape.

use super::strided::{Block, Strided};
use super::{unsupported, Lower, Val};
use crate::LlvmError;
use ir::{Op, Value};

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
        let ints = self.i64_operands(
            op,
            &operands[1..],
            "takes a shape or stride that is not a scalar",
            "d",
        )?;
        self.descs.insert(
            r,
            Strided {
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
        let first_index = if r.is_some() { 1 } else { 2 };
        let (elem, shape) = self.moved_block(op, operands, r)?;
        let at = self.i64_operands(
            op,
            &operands[first_index..],
            "takes an index that is not a scalar",
            "at",
        )?;
        if at.len() != shape.len() || desc.shape.len() != shape.len() {
            return Err(unsupported(
                ctx,
                op,
                "has indices, a block and a descriptor of different ranks",
            ));
        }
        let block = Block {
            at,
            checked: vec![true; shape.len()],
            shape,
            elem,
            mem: elem,
            pad: elem.const_zero(),
        };
        self.strided_access(op, operands, r, &desc, &block)
    }

    /// Scalar integer operands sign-extended to i64 (each named `name`);
    /// a tensor among them is an error saying `what`.
    pub(super) fn i64_operands(
        &self,
        op: Op,
        operands: &[Value],
        what: &str,
        name: &str,
    ) -> Result<Vec<inkwell::values::IntValue<'ll>>, LlvmError> {
        let mut out = Vec::with_capacity(operands.len());
        for &v in operands {
            let Val::Scalar(x) = self.val(op, v)? else {
                return Err(unsupported(self.ctx, op, what));
            };
            out.push(
                self.b
                    .build_int_s_extend_or_bit_cast(x.into_int_value(), self.ll.i64_type(), name)
                    .expect("sext"),
            );
        }
        Ok(out)
    }
}
