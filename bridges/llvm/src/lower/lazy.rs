//! Lazy tensors: values computed where they are read (ranges, splats,
//! pointers, broadcasts and chains of elementwise ops) instead of stored,
//! so a chain of elementwise ops is one loop. `load_at` reads element `i`
//! of any lowered value; `fusable` decides which results stay lazy;
//! `materialize` gives one a buffer.

use super::{Lower, Val, LAZY_AWARE, NOT_ELEMENTWISE};
use crate::LlvmError;
use dialects::arith::ops as arith;
use dialects::tt::ops as tt;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicValueEnum, IntValue};
use ir::{Op, Type, TypedOp, Value};

/// How a lazy tensor's element `i` is computed.
pub(super) enum Lazy<'ll> {
    /// `start + i` (i32).
    Range { start: i64 },
    /// The scalar, everywhere.
    Splat(BasicValueEnum<'ll>),
    /// `base[i] + off[i]` elements of `pointee`.
    Ptr {
        base: Val<'ll>,
        off: Val<'ll>,
        pointee: BasicTypeEnum<'ll>,
    },
    /// An elementwise op of its operands' element `i`: a value with one
    /// use, computed inside its user's loop (so a chain of elementwise
    /// ops is one loop, with no buffer between them).
    Elementwise {
        op: Op,
        ins: Vec<Val<'ll>>,
        in_types: Vec<Type>,
    },
    /// `src` broadcast to `shape` (the broadcast's own: a reshape of the
    /// lazy tensor keeps the element order, not the coordinates): element
    /// `i`'s coordinates, with those of `src`'s size-1 dimensions dropped.
    Broadcast {
        src: Val<'ll>,
        src_shape: Vec<usize>,
        shape: Vec<usize>,
    },
}

/// Elementwise ops cheap enough to compute again in each user's loop
/// (`Lower::fusable`).
const CHEAP: &[&str] = &[
    arith::AddfOp::NAME,
    arith::SubfOp::NAME,
    arith::MulfOp::NAME,
    arith::NegfOp::NAME,
    arith::MaxnumfOp::NAME,
    arith::MinnumfOp::NAME,
    arith::MaximumfOp::NAME,
    arith::MinimumfOp::NAME,
    arith::SelectOp::NAME,
    arith::AddiOp::NAME,
    arith::SubiOp::NAME,
    arith::MuliOp::NAME,
    arith::AndiOp::NAME,
    arith::OriOp::NAME,
    arith::XoriOp::NAME,
    arith::CmpfOp::NAME,
    arith::CmpiOp::NAME,
];

impl<'a, 'll> Lower<'a, 'll> {
    /// Element `i` of any lowered value: a scalar is itself, a buffer is
    /// read (a size-1 one at 0), a lazy tensor's element is computed here.
    pub(super) fn load_at(&self, v: &Val<'ll>, i: IntValue<'ll>) -> BasicValueEnum<'ll> {
        match v {
            Val::Scalar(s) => *s,
            Val::Lazy { kind, .. } => match &**kind {
                Lazy::Range { start } => {
                    let i32t = self.ll.i32_type();
                    let x = self.b.build_int_truncate(i, i32t, "i").expect("trunc");
                    self.b
                        .build_int_add(x, i32t.const_int(*start as u64, true), "r")
                        .expect("add")
                        .into()
                }
                Lazy::Splat(x) => *x,
                Lazy::Ptr { base, off, pointee } => {
                    let p = self.load_at(base, i).into_pointer_value();
                    let o = self.load_at(off, i).into_int_value();
                    let o = self
                        .b
                        .build_int_s_extend_or_bit_cast(o, self.ll.i64_type(), "o")
                        .expect("sext");
                    // SAFETY: pointer arithmetic as the kernel states it.
                    unsafe { self.b.build_gep(*pointee, p, &[o], "p").expect("gep") }.into()
                }
                Lazy::Elementwise { op, ins, in_types } => {
                    let args: Vec<BasicValueEnum<'ll>> =
                        ins.iter().map(|v| self.load_at(v, i)).collect();
                    let Val::Lazy { elem, .. } = v else {
                        unreachable!("matched as lazy")
                    };
                    match self.scalar(*op, &args, in_types, *elem) {
                        Ok(x) => x,
                        Err(e) => {
                            // Reported after the op that reads it.
                            self.deferred.borrow_mut().get_or_insert(e);
                            elem.const_zero()
                        }
                    }
                }
                Lazy::Broadcast {
                    src,
                    src_shape,
                    shape,
                } => {
                    let si = self.broadcast_index(i, shape, src_shape);
                    self.load_at(src, si)
                }
            },
            Val::Tensor { ptr, elem, shape } => {
                // A size-1 tensor read everywhere (a splat's source).
                let i = if shape.iter().product::<usize>() == 1 {
                    self.i64c(0)
                } else {
                    i
                };
                let p = self.elem_ptr(*ptr, *elem, i);
                self.b.build_load(*elem, p, "x").expect("load")
            }
        }
    }

    /// A lazy tensor's elements in a buffer.
    pub(super) fn materialize(&mut self, v: &Val<'ll>) -> Result<Val<'ll>, LlvmError> {
        let Val::Lazy { shape, elem, .. } = v else {
            return Ok(v.clone());
        };
        let src = v.clone();
        let w = Self::row_width(v, shape.last().copied().unwrap_or(1));
        self.tensor_rows(shape.clone(), w, *elem, |l, i| Ok(l.load_at(&src, i)))
    }

    /// The row length a loop computing `v` should have: the last extent
    /// of a broadcast inside it (so the broadcast reads by [`Split`]), or
    /// `last` when there is none.
    pub(super) fn row_width(v: &Val<'ll>, last: usize) -> usize {
        fn find(v: &Val) -> Option<usize> {
            let Val::Lazy { kind, .. } = v else {
                return None;
            };
            match &**kind {
                Lazy::Broadcast { shape, src, .. } => shape
                    .last()
                    .copied()
                    .filter(|&w| w > 1)
                    .or_else(|| find(src)),
                Lazy::Elementwise { ins, .. } => ins.iter().find_map(find),
                Lazy::Ptr { base, off, .. } => find(base).or_else(|| find(off)),
                Lazy::Range { .. } | Lazy::Splat(_) => None,
            }
        }
        find(v).unwrap_or(last)
    }

    /// Whether `r`, the result of `op`, is computed where it is read: it
    /// has one use, in the same block, by an op that reads lazy operands
    /// element by element (each element is then computed once).
    pub(super) fn fusable(&self, op: Op, r: Value) -> bool {
        let ctx = self.ctx;
        let users: Vec<Op> = ctx.uses(r).map(|u| u.op).collect();
        let reads_lazily = |user: Op| {
            let name = ctx.op_name(user);
            ctx.op(user).parent == ctx.op(op).parent
                && ((LAZY_AWARE.contains(&name) && name != tt::BroadcastOp::NAME)
                    || (!NOT_ELEMENTWISE.contains(&name) && ctx.op(user).regions.is_empty()))
        };
        if users.is_empty() || !users.iter().all(|&u| reads_lazily(u)) {
            return false;
        }
        // A value with several users is computed again in each user's
        // loop when that costs a few cheap ops (x - mean in a variance, a
        // product plus bias that GELU reads three times): cheaper than a
        // pass writing a buffer and passes reading it back.
        if users.len() == 1 {
            return true;
        }
        let own = match ctx.op_name(op) {
            tt::ReshapeOp::NAME | tt::ExpandDimsOp::NAME => 0,
            name if CHEAP.contains(&name) => 1,
            _ => return false,
        };
        let ins: usize = ctx
            .op(op)
            .operands()
            .map(|v| self.vals.get(&v).map_or(0, |v| self.lazy_ops(v)))
            .sum();
        own + ins <= 4
    }

    /// What computing `v` again costs wherever it is read: its elementwise
    /// ops, a cheap one counting 1 and any other (exp, a division) 4.
    fn lazy_ops(&self, v: &Val<'ll>) -> usize {
        let Val::Lazy { kind, .. } = v else {
            return 0;
        };
        match &**kind {
            Lazy::Elementwise { op, ins, .. } => {
                let own = if CHEAP.contains(&self.ctx.op_name(*op)) {
                    1
                } else {
                    4
                };
                own + ins.iter().map(|v| self.lazy_ops(v)).sum::<usize>()
            }
            Lazy::Broadcast { src, .. } => self.lazy_ops(src),
            Lazy::Ptr { base, off, .. } => self.lazy_ops(base) + self.lazy_ops(off),
            Lazy::Range { .. } | Lazy::Splat(_) => 0,
        }
    }
}
