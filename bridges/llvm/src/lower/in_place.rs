//! A product's operands read, and its result written, where they already
//! are in memory: a whole unmasked load of consecutive elements is read
//! from the kernel's argument, and a result stored whole to consecutive
//! elements is computed straight into the output (a run-time overlap test
//! keeps a buffer for aliased operands).

use super::lazy::Lazy;
use super::{Lower, Val};
use crate::LlvmError;
use dialects::tt::ops as tt;
use inkwell::values::{IntValue, PointerValue};
use inkwell::IntPredicate;
use ir::{Op, TypeKind, TypedOp, Value};

impl<'a, 'll> Lower<'a, 'll> {
    /// Where `v`'s elements already are, in order, when it is (a reshape
    /// of) a whole unmasked load of consecutive elements (`base + range`)
    /// and nothing between the load and `user` in their block can write
    /// memory: a product then reads the kernel's argument in place rather
    /// than the load's copy (which LLVM drops when nothing else reads it).
    pub(super) fn in_memory(&self, v: Value, user: Op) -> Option<PointerValue<'ll>> {
        let ctx = self.ctx;
        let mut v = v;
        let load = loop {
            let ir::value::ValueDef::Result(def, _) = ctx.value(v).def else {
                return None;
            };
            match ctx.op_name(def) {
                tt::ReshapeOp::NAME => v = ctx.op(def).operand(0),
                tt::LoadOp::NAME if ctx.op(def).operands().count() == 1 => break def,
                _ => return None,
            }
        };
        let block = ctx.op(load).parent?;
        if ctx.op(user).parent != Some(block) {
            return None;
        }
        let writes = |o: Op| {
            !ctx.op(o).regions.is_empty()
                || matches!(
                    ctx.op_name(o),
                    tt::StoreOp::NAME
                        | tt::AtomicRmwOp::NAME
                        | tt::AtomicCasOp::NAME
                        | tt::DescriptorStoreOp::NAME
                )
        };
        let between: Vec<Op> = ctx
            .block_ops(block)
            .skip_while(|&o| o != load)
            .take_while(|&o| o != user)
            .collect();
        if between.first() != Some(&load) || between.iter().any(|&o| writes(o)) {
            return None;
        }
        self.contiguous(&self.val(load, ctx.op(load).operand(0)).ok()?)
    }

    /// The address of the first element when the tensor of f32 pointers
    /// `ptrs` is `base + start + i` (a splat base plus a range): the
    /// elements it addresses are consecutive, in order.
    pub(super) fn contiguous(&self, ptrs: &Val<'ll>) -> Option<PointerValue<'ll>> {
        let Val::Lazy { kind, .. } = ptrs else {
            return None;
        };
        let Lazy::Ptr { base, off, pointee } = &**kind else {
            return None;
        };
        let base = match base {
            Val::Scalar(p) => *p,
            Val::Lazy { kind, .. } => match &**kind {
                Lazy::Splat(p) => *p,
                _ => return None,
            },
            Val::Tensor { .. } => return None,
        };
        let Val::Lazy { kind: off, .. } = off else {
            return None;
        };
        let Lazy::Range { start } = &**off else {
            return None;
        };
        if !base.is_pointer_value() || *pointee != self.ll.f32_type().into() {
            return None;
        }
        // SAFETY: the access reads or writes exactly these elements.
        Some(unsafe {
            self.b
                .build_gep(
                    *pointee,
                    base.into_pointer_value(),
                    &[self.i64c(*start as u64)],
                    "inplace",
                )
                .expect("gep")
        })
    }

    /// Where product `dot` can write its result `r` (`n` elements) in
    /// place: when `r`, through reshapes, has one use, a whole unmasked
    /// `tt.store` to consecutive elements later in the same block, and the
    /// ops between touch no memory. The store's address is lowered now
    /// (its ops are pure; they are skipped when the walk reaches them) and
    /// the store itself is dropped: the product's output is the kernel's,
    /// with no buffer and no copy. Not with bounds checks (the store
    /// checks its addresses).
    pub(super) fn result_in_place(
        &mut self,
        dot: Op,
        r: Value,
        n: usize,
    ) -> Result<Option<PointerValue<'ll>>, LlvmError> {
        let ctx = self.ctx;
        if self.check_bounds {
            return Ok(None);
        }
        let Some(block) = ctx.op(dot).parent else {
            return Ok(None);
        };
        let mut v = r;
        let mut chain = Vec::new();
        let store = loop {
            let mut uses = ctx.uses(v);
            let (Some(u), None) = (uses.next(), uses.next()) else {
                return Ok(None);
            };
            if ctx.op(u.op).parent != Some(block) {
                return Ok(None);
            }
            match ctx.op_name(u.op) {
                tt::ReshapeOp::NAME => {
                    chain.push(u.op);
                    v = ctx.result(u.op, 0);
                }
                tt::StoreOp::NAME
                    if ctx.op(u.op).num_operands() == 2 && ctx.op(u.op).operand(1) == v =>
                {
                    break u.op
                }
                _ => return Ok(None),
            }
        };
        // The store's address: the ops after the product that compute it.
        let after: Vec<Op> = ctx
            .block_ops(block)
            .skip_while(|&o| o != dot)
            .skip(1)
            .take_while(|&o| o != store)
            .collect();
        let mut needed = std::collections::HashSet::new();
        let mut work = vec![ctx.op(store).operand(0)];
        while let Some(x) = work.pop() {
            if let ir::value::ValueDef::Result(d, _) = ctx.value(x).def {
                if after.contains(&d) && needed.insert(d) {
                    work.extend(ctx.op(d).operands());
                }
            }
        }
        let pure =
            |o: Op| ctx.op(o).regions.is_empty() && ir::effects::is_memory_effect_free(ctx, o);
        if after.iter().any(|&o| !pure(o)) || chain.iter().any(|o| needed.contains(o)) {
            return Ok(None);
        }
        let ptrs = match ctx.value(ctx.op(store).operand(0)).def {
            ir::value::ValueDef::Result(d, _) if needed.contains(&d) => {
                for &o in after.iter().filter(|o| needed.contains(o)) {
                    self.op(o)?;
                    self.early.insert(o);
                }
                self.val(store, ctx.op(store).operand(0))?
            }
            _ => self.val(store, ctx.op(store).operand(0))?,
        };
        let count = match ctx.type_kind(ctx.value_type(ctx.op(store).operand(0))) {
            TypeKind::RankedTensor { shape, .. } => shape.iter().map(|&d| d as usize).product(),
            _ => 0,
        };
        let Some(p) = self.contiguous(&ptrs).filter(|_| count == n) else {
            return Ok(None);
        };
        self.early.insert(store);
        Ok(Some(p))
    }

    /// Whether the `n` f32s at `p` share no byte with any of `others`
    /// (pointer, f32 count).
    pub(super) fn disjoint(
        &self,
        p: PointerValue<'ll>,
        n: usize,
        others: &[(PointerValue<'ll>, usize)],
    ) -> IntValue<'ll> {
        let i64t = self.ll.i64_type();
        let addr = |q: PointerValue<'ll>| self.b.build_ptr_to_int(q, i64t, "").expect("ptrtoint");
        let end = |a: IntValue<'ll>, n: usize| {
            self.b
                .build_int_add(a, self.i64c(4 * n as u64), "")
                .expect("add")
        };
        let (lo, hi) = (addr(p), end(addr(p), n));
        let mut all = self.ll.bool_type().const_int(1, false);
        for &(q, m) in others {
            let (qlo, qhi) = (addr(q), end(addr(q), m));
            let before = self
                .b
                .build_int_compare(IntPredicate::ULE, hi, qlo, "")
                .expect("cmp");
            let after = self
                .b
                .build_int_compare(IntPredicate::ULE, qhi, lo, "")
                .expect("cmp");
            let apart = self.b.build_or(before, after, "").expect("or");
            all = self.b.build_and(all, apart, "").expect("and");
        }
        all
    }
}
