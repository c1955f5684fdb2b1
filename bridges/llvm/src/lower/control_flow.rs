//! Structured control flow and calls (Triton's ControlFlowOpToLLVM):
//! `scf.if`, `scf.for` and `scf.while` branch and loop over blocks whose
//! carried values live in carriers (a stack slot per scalar, a buffer per
//! tensor); `tt.call` inlines the callee's body.

use super::{is_under, unsupported, Lower, Val};
use crate::LlvmError;
use dialects::tt::ops as tt;
use inkwell::IntPredicate;
use ir::{AttrKind, Context, Op, TypedOp, Value};

/// The `tt.func` named `name` in the module holding `op`.
pub(super) fn callee(ctx: &Context, op: Op, name: &str) -> Option<Op> {
    let mut top = op;
    while let Some(p) = ctx.op(top).parent.and_then(|b| ctx.block_parent_op(b)) {
        top = p;
    }
    (0..ctx.num_ops())
        .map(<Op as ir::entity::EntityRef>::new)
        .find(|&f| {
            ctx.op_name(f) == tt::FuncOp::NAME
                && is_under(ctx, f, top)
                && matches!(
                    ctx.inherent_attr(f, "sym_name").map(|a| ctx.attr_kind(a)),
                    Some(AttrKind::String { value, .. }) if value.as_ref() == name.as_bytes()
                )
        })
}

impl<'a, 'll> Lower<'a, 'll> {
    /// `scf.if`: each branch writes its yielded values into the results'
    /// carriers.
    pub(super) fn scf_if(
        &mut self,
        op: Op,
        operands: &[Value],
        results: &[Value],
    ) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let Val::Scalar(c) = self.val(op, operands[0])? else {
            return Err(unsupported(ctx, op, "has a tensor condition"));
        };
        let carried = self.carriers(op, results)?;
        let f = self.func.expect("fn");
        let (then_bb, else_bb, join) = (
            self.ll.append_basic_block(f, "then"),
            self.ll.append_basic_block(f, "else"),
            self.ll.append_basic_block(f, "endif"),
        );
        self.b
            .build_conditional_branch(c.into_int_value(), then_bb, else_bb)
            .expect("br");
        for (k, bb) in [then_bb, else_bb].into_iter().enumerate() {
            self.b.position_at_end(bb);
            let region = ctx.op(op).regions.get(k).copied();
            if let Some(block) = region.and_then(|r| ctx.region(r).blocks.first().copied()) {
                let ys = self.run_block(block)?;
                self.write_all_carried(&ys, &carried);
            }
            self.b.build_unconditional_branch(join).expect("br");
        }
        self.b.position_at_end(join);
        self.bind_carried(results, &carried);
        Ok(())
    }

    /// `scf.for`: scalars carried in phis... here in stack slots, tensors in
    /// carried buffers (a yield copies into them).
    pub(super) fn scf_for(
        &mut self,
        op: Op,
        operands: &[Value],
        results: &[Value],
    ) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let (lb, ub, step) = (
            self.val(op, operands[0])?,
            self.val(op, operands[1])?,
            self.val(op, operands[2])?,
        );
        let (Val::Scalar(lb), Val::Scalar(ub), Val::Scalar(step)) = (lb, ub, step) else {
            return Err(unsupported(ctx, op, "has tensor bounds"));
        };
        let body = ctx.region(ctx.op(op).regions[0]).blocks[0];
        let bargs = ctx.block(body).args.clone();
        // Carried state: a slot per scalar, a buffer per tensor.
        let mut carried: Vec<Val<'ll>> = Vec::new();
        for &init in &operands[3..] {
            let v = self.val(op, init)?;
            carried.push(self.carry(v));
        }
        let iv_t = lb.get_type();
        let iv_slot = self.entry_b.build_alloca(iv_t, "iv").expect("alloca");
        self.b.build_store(iv_slot, lb).expect("store");
        let f = self.func.expect("fn");
        let (head, bb, exit) = (
            self.ll.append_basic_block(f, "for"),
            self.ll.append_basic_block(f, "for.body"),
            self.ll.append_basic_block(f, "for.done"),
        );
        self.b.build_unconditional_branch(head).expect("br");
        self.b.position_at_end(head);
        let iv = self
            .b
            .build_load(iv_t, iv_slot, "iv")
            .expect("load")
            .into_int_value();
        let go = self
            .b
            .build_int_compare(IntPredicate::SLT, iv, ub.into_int_value(), "go")
            .expect("cmp");
        self.b.build_conditional_branch(go, bb, exit).expect("br");
        self.b.position_at_end(bb);
        self.vals.insert(bargs[0], Val::Scalar(iv.into()));
        self.bind_carried(&bargs[1..], &carried);
        let yielded = self.run_block(body)?;
        self.write_all_carried(&yielded, &carried);
        let next = self
            .b
            .build_int_add(iv, step.into_int_value(), "iv.next")
            .expect("add");
        self.b.build_store(iv_slot, next).expect("store");
        self.b.build_unconditional_branch(head).expect("br");
        self.b.position_at_end(exit);
        self.bind_carried(results, &carried);
        Ok(())
    }

    /// `scf.while`: the before region computes the condition and the
    /// values it forwards (into the results' carriers); while it holds,
    /// the after region runs on them and yields the next carried values.
    pub(super) fn scf_while(
        &mut self,
        op: Op,
        operands: &[Value],
        results: &[Value],
    ) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let regions = &ctx.op(op).regions;
        let (Some(before), Some(after)) = (
            regions
                .first()
                .and_then(|&r| ctx.region(r).blocks.first().copied()),
            regions
                .get(1)
                .and_then(|&r| ctx.region(r).blocks.first().copied()),
        ) else {
            return Err(unsupported(ctx, op, "lacks a before or an after region"));
        };
        let mut carried = Vec::new();
        for &init in operands {
            let v = self.val(op, init)?;
            carried.push(self.carry(v));
        }
        let forwarded = self.carriers(op, results)?;
        let f = self.func.expect("fn");
        let (head, bb, exit) = (
            self.ll.append_basic_block(f, "while"),
            self.ll.append_basic_block(f, "while.body"),
            self.ll.append_basic_block(f, "while.done"),
        );
        self.b.build_unconditional_branch(head).expect("br");
        self.b.position_at_end(head);
        self.bind_carried(&ctx.block(before).args, &carried);
        let cond_and_values = self.run_block(before)?;
        let Some((Val::Scalar(go), values)) = cond_and_values.split_first() else {
            return Err(unsupported(ctx, op, "has a condition that is not a scalar"));
        };
        self.write_all_carried(&values, &forwarded);
        self.b
            .build_conditional_branch(go.into_int_value(), bb, exit)
            .expect("br");
        self.b.position_at_end(bb);
        self.bind_carried(&ctx.block(after).args, &forwarded);
        let yielded = self.run_block(after)?;
        self.write_all_carried(&yielded, &carried);
        self.b.build_unconditional_branch(head).expect("br");
        self.b.position_at_end(exit);
        self.bind_carried(results, &forwarded);
        Ok(())
    }

    /// `tt.call`: the callee's body lowered in place, its arguments bound
    /// to the call's operands, its `tt.return`'s operands the results (a
    /// device function is inlined, as Triton's compiler does).
    pub(super) fn call(
        &mut self,
        op: Op,
        operands: &[Value],
        results: &[Value],
    ) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let name = match ctx.inherent_attr(op, "callee").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::SymbolRef { root, .. }) => ctx.str(*root).to_string(),
            _ => return Err(unsupported(ctx, op, "names no callee")),
        };
        let Some(f) = callee(ctx, op, &name) else {
            return Err(unsupported(
                ctx,
                op,
                &format!("calls @{name}, which is not a tt.func here"),
            ));
        };
        let body = ctx
            .op(f)
            .regions
            .first()
            .and_then(|&r| ctx.region(r).blocks.first().copied());
        let Some(body) = body else {
            return Err(unsupported(
                ctx,
                op,
                &format!("calls @{name}, a declaration"),
            ));
        };
        if self.calls.contains(&f) {
            return Err(unsupported(ctx, op, &format!("calls @{name} recursively")));
        }
        for (&a, &v) in ctx.block(body).args.iter().zip(operands) {
            let x = self.val(op, v)?;
            self.vals.insert(a, x);
        }
        self.calls.push(f);
        let rets = self.run_block(body);
        self.calls.pop();
        for (&r, v) in results.iter().zip(rets?) {
            self.vals.insert(r, v);
        }
        Ok(())
    }

    /// Lowers a region's block up to its terminator (`scf.yield`,
    /// `scf.condition`) and returns the terminator's operands, every lazy
    /// one read into a buffer first: all are read before any carrier is
    /// written.
    fn run_block(&mut self, block: ir::Block) -> Result<Vec<Val<'ll>>, LlvmError> {
        let ctx = self.ctx;
        for inner in ctx.block_ops(block) {
            if ctx.op_info(inner).is_some_and(|i| i.traits.terminator) {
                let mut ys: Vec<Val<'ll>> = ctx
                    .op(inner)
                    .operands()
                    .map(|v| self.val(inner, v))
                    .collect::<Result<_, _>>()?;
                for y in ys.iter_mut() {
                    *y = self.materialize(y)?;
                }
                return Ok(ys);
            }
            self.op(inner)?;
        }
        Ok(Vec::new())
    }

    /// An empty carrier per value of `values`' types: a stack slot for a
    /// scalar, a buffer for a tensor.
    fn carriers(&mut self, op: Op, values: &[Value]) -> Result<Vec<Val<'ll>>, LlvmError> {
        let ctx = self.ctx;
        let mut out = Vec::with_capacity(values.len());
        for &r in values {
            let (elem, shape) = self.shaped(op, ctx.value_type(r))?;
            out.push(match shape {
                None => Val::Tensor {
                    ptr: self.entry_b.build_alloca(elem, "carrier").expect("alloca"),
                    shape: vec![],
                    elem,
                },
                Some(shape) => {
                    let n = shape.iter().product::<usize>();
                    Val::Tensor {
                        ptr: self.alloc(elem, n),
                        shape,
                        elem,
                    }
                }
            });
        }
        Ok(out)
    }

    /// A carrier holding `v` now: a slot for a scalar, a copy of a
    /// tensor's buffer, a lazy tensor's elements computed once.
    fn carry(&mut self, v: Val<'ll>) -> Val<'ll> {
        match v {
            Val::Scalar(s) => {
                let slot = self
                    .entry_b
                    .build_alloca(s.get_type(), "carry")
                    .expect("alloca");
                self.b.build_store(slot, s).expect("store");
                Val::Tensor {
                    ptr: slot,
                    shape: vec![],
                    elem: s.get_type(),
                }
            }
            Val::Tensor { ptr, shape, elem } => {
                let n = shape.iter().product::<usize>();
                let buf = self.alloc(elem, n);
                self.copy(ptr, buf, elem, n);
                Val::Tensor {
                    ptr: buf,
                    shape,
                    elem,
                }
            }
            // Its elements read once into a fresh buffer (computing them
            // cannot fail: they are ranges, splats, pointers or ops that
            // lowered already).
            lazy @ Val::Lazy { .. } => self.materialize(&lazy).unwrap_or(lazy),
        }
    }

    /// The value a carrier holds (a scalar is loaded from its slot).
    /// Binds each of `values` to what its carrier holds now.
    fn bind_carried(&mut self, values: &[Value], carriers: &[Val<'ll>]) {
        for (&x, c) in values.iter().zip(carriers) {
            let v = self.read_carried(c);
            self.vals.insert(x, v);
        }
    }

    /// Stores each of `ys` into its carrier.
    fn write_all_carried(&mut self, ys: &[Val<'ll>], carriers: &[Val<'ll>]) {
        for (y, c) in ys.iter().zip(carriers) {
            self.write_carried(y, c);
        }
    }

    fn read_carried(&self, c: &Val<'ll>) -> Val<'ll> {
        match c {
            Val::Tensor { ptr, shape, elem } if shape.is_empty() => {
                Val::Scalar(self.b.build_load(*elem, *ptr, "c").expect("load"))
            }
            other => other.clone(),
        }
    }

    /// Stores `y` into the carrier `c`.
    fn write_carried(&mut self, y: &Val<'ll>, c: &Val<'ll>) {
        match (y, c) {
            (Val::Scalar(s), Val::Tensor { ptr, shape, .. }) if shape.is_empty() => {
                self.b.build_store(*ptr, *s).expect("store");
            }
            (Val::Tensor { ptr: src, .. }, Val::Tensor { ptr, shape, elem }) => {
                let n = shape.iter().product::<usize>();
                self.copy(*src, *ptr, *elem, n);
            }
            // A lazy tensor (pointers advanced in a loop), or a scalar for
            // a tensor: element by element. Element i reads only element i
            // of what it is made of, so writing in place is safe.
            (y, Val::Tensor { ptr, shape, elem }) => {
                let n = shape.iter().product::<usize>();
                let (ptr, elem, y) = (*ptr, *elem, y.clone());
                let _ = self.for_each(n, |l, i| {
                    let x = l.load_at(&y, i);
                    l.store_at(ptr, elem, i, x);
                    Ok(())
                });
            }
            _ => {}
        }
    }
}
