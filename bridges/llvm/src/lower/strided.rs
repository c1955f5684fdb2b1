//! A block of a strided tensor in memory, moved element by element: what
//! a tensor descriptor's loads and stores (descriptors.rs) and a block
//! pointer's (block_pointers.rs) both are. Each element's coordinates are
//! the block's origin plus its place in the block; a dimension that is
//! checked pads (loads) or skips (stores) the elements outside `[0,
//! shape)`, an unchecked one uses its coordinate as it is.

use super::loops::row_strides;
use super::Lower;
use crate::LlvmError;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicValueEnum, IntValue, PointerValue};
use inkwell::IntPredicate;
use ir::{Op, Value};

/// A strided tensor: its base, and its shape and strides (elements, i64).
#[derive(Clone)]
pub(super) struct Strided<'ll> {
    pub(super) base: PointerValue<'ll>,
    pub(super) shape: Vec<IntValue<'ll>>,
    pub(super) strides: Vec<IntValue<'ll>>,
}

/// The block a load or a store moves.
pub(super) struct Block<'ll> {
    /// The tensor coordinates (i64) of the block's first element.
    pub(super) at: Vec<IntValue<'ll>>,
    /// Per dimension: whether coordinates outside `[0, shape)` pad or skip.
    pub(super) checked: Vec<bool>,
    /// The block's shape.
    pub(super) shape: Vec<usize>,
    /// The elements' type, and their type in memory (`i8` for `i1`).
    pub(super) elem: BasicTypeEnum<'ll>,
    pub(super) mem: BasicTypeEnum<'ll>,
    /// What a load reads where a checked coordinate is outside.
    pub(super) pad: BasicValueEnum<'ll>,
}

impl<'a, 'll> Lower<'a, 'll> {
    /// The element type and shape of the block a load (`r`: its result)
    /// or a store (operand 1: its value) moves.
    pub(super) fn moved_block(
        &self,
        op: Op,
        operands: &[Value],
        r: Option<Value>,
    ) -> Result<(BasicTypeEnum<'ll>, Vec<usize>), LlvmError> {
        let t = match r {
            Some(r) => self.ctx.value_type(r),
            None => self.ctx.value_type(operands[1]),
        };
        let (elem, shape) = self.shaped(op, t)?;
        Ok((elem, shape.unwrap_or_default()))
    }

    /// Moves `block` of `view`: a load binds its result `r` to the buffer
    /// it read the block into; a store (no `r`) writes the elements of its
    /// value, operand 1. With bounds checks, every element that is moved
    /// is checked too.
    pub(super) fn strided_access(
        &mut self,
        op: Op,
        operands: &[Value],
        r: Option<Value>,
        view: &Strided<'ll>,
        block: &Block<'ll>,
    ) -> Result<(), LlvmError> {
        let src = match r {
            Some(_) => None,
            None => Some(self.val(op, operands[1])?),
        };
        let src = src.as_ref();
        let (elem, mem, pad) = (block.elem, block.mem, block.pad);
        let shape = &block.shape;
        let n = shape.iter().product::<usize>();
        let strides = row_strides(shape);
        let buf = src.is_none().then(|| self.alloc(elem, n));
        self.for_each(n, |l, i| {
            // The element's coordinates in the tensor, whether the checked
            // ones are inside its shape, and its offset.
            let mut inside: Option<IntValue<'ll>> = None;
            let mut off = l.i64c(0);
            for (k, &st) in strides.iter().enumerate() {
                let q =
                    l.b.build_int_unsigned_div(i, l.i64c(st as u64), "q")
                        .expect("div");
                let c =
                    l.b.build_int_unsigned_rem(q, l.i64c(shape[k] as u64), "c")
                        .expect("rem");
                let g = l.b.build_int_add(block.at[k], c, "g").expect("add");
                if block.checked[k] {
                    let lo =
                        l.b.build_int_compare(IntPredicate::SGE, g, l.i64c(0), "lo")
                            .expect("cmp");
                    let hi =
                        l.b.build_int_compare(IntPredicate::SLT, g, view.shape[k], "hi")
                            .expect("cmp");
                    let ok = l.b.build_and(lo, hi, "ok").expect("and");
                    inside = Some(match inside {
                        None => ok,
                        Some(p) => l.b.build_and(p, ok, "ok").expect("and"),
                    });
                }
                let t = l.b.build_int_mul(g, view.strides[k], "t").expect("mul");
                off = l.b.build_int_add(off, t, "off").expect("add");
            }
            // SAFETY: the address is used only where `inside` holds (and,
            // with bounds checks, where it lies in an array).
            let addr = unsafe { l.b.build_gep(mem, view.base, &[off], "a") }.expect("gep");
            match (buf, src) {
                (Some(buf), _) => {
                    let v = l.guarded(
                        inside,
                        |l| {
                            let ok = l.checked(op, addr, mem);
                            let x = l.guarded(
                                ok,
                                |l| l.b.build_load(mem, addr, "ld").expect("load"),
                                mem.const_zero(),
                            );
                            l.in_type(x, elem)
                        },
                        pad,
                    );
                    l.store_at(buf, elem, i, v);
                }
                (None, Some(src)) => {
                    let x = l.load_at(src, i);
                    let x = l.in_type(x, mem);
                    let done: BasicValueEnum<'ll> = l.ll.i8_type().const_zero().into();
                    l.guarded(
                        inside,
                        |l| {
                            let ok = l.checked(op, addr, mem);
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
            self.bind_buffer(r, buf, shape.clone(), elem);
        }
        Ok(())
    }

    /// `x` as memory or a value holds it (type `to`): itself, or an `i1`
    /// widened to the byte it is in memory, or narrowed back, as in
    /// Triton.
    fn in_type(&self, x: BasicValueEnum<'ll>, to: BasicTypeEnum<'ll>) -> BasicValueEnum<'ll> {
        if x.get_type() == to {
            return x;
        }
        let (x, t) = (x.into_int_value(), to.into_int_type());
        if x.get_type().get_bit_width() > t.get_bit_width() {
            self.b.build_int_truncate(x, t, "b").expect("trunc").into()
        } else {
            self.b.build_int_z_extend(x, t, "b").expect("zext").into()
        }
    }
}
