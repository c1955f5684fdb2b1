//! `tt.reduce` and `tt.scan` (Triton's ReduceOpToLLVM and
//! ScanOpToLLVM): the combiner region emitted as scalar code and folded
//! along the axis.

use super::{int_prop, unsupported, Lower, Val};
use crate::LlvmError;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicValueEnum, IntValue, PointerValue};
use ir::{AttrKind, Op, Value};

impl<'a, 'll> Lower<'a, 'll> {
    /// `tt.reduce` and `tt.scan`: along the axis (a scan from its end if
    /// `reverse`), the combiner region, emitted as scalar code, folds each
    /// element into the running value; a reduction keeps the last, a scan
    /// every one.
    pub(super) fn combine(
        &mut self,
        op: Op,
        operands: &[Value],
        results: &[Value],
        scan: bool,
    ) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let axis = int_prop(ctx, op, "axis").unwrap_or(0) as usize;
        let reverse = scan
            && matches!(
                ctx.inherent_attr(op, "reverse").map(|a| ctx.attr_kind(a)),
                Some(AttrKind::Bool(true))
            );
        let srcs: Vec<Val<'ll>> = operands
            .iter()
            .map(|&v| self.val(op, v))
            .collect::<Result<_, _>>()?;
        let Some(Val::Tensor { shape, .. }) = srcs.first().cloned() else {
            return Err(unsupported(ctx, op, "combines a scalar"));
        };
        let len = shape[axis];
        let inner: usize = shape[axis + 1..].iter().product();
        let outer: usize = shape[..axis].iter().product();
        let elems: Vec<BasicTypeEnum<'ll>> = srcs
            .iter()
            .map(|s| match s {
                Val::Tensor { elem, .. } | Val::Lazy { elem, .. } => *elem,
                Val::Scalar(v) => v.get_type(),
            })
            .collect();
        let block = ctx.region(ctx.op(op).regions[0]).blocks[0];
        let out_len = if scan {
            outer * len * inner
        } else {
            outer * inner
        };
        let out_bufs: Vec<PointerValue<'ll>> =
            elems.iter().map(|&e| self.alloc(e, out_len)).collect();
        let slots: Vec<PointerValue<'ll>> = elems
            .iter()
            .map(|&e| self.entry_b.build_alloca(e, "acc").expect("alloca"))
            .collect();
        self.for_each(outer * inner, |l, oi| {
            let o =
                l.b.build_int_unsigned_div(oi, l.i64c(inner as u64), "o")
                    .expect("div");
            let ii =
                l.b.build_int_unsigned_rem(oi, l.i64c(inner as u64), "ii")
                    .expect("rem");
            let row =
                l.b.build_int_mul(o, l.i64c((len * inner) as u64), "t")
                    .expect("mul");
            let base = l.b.build_int_add(row, ii, "b").expect("add");
            // The element at step j along the axis.
            let at = |l: &Self, j: IntValue<'ll>| -> IntValue<'ll> {
                let j = if reverse {
                    l.b.build_int_sub(l.i64c(len as u64 - 1), j, "rj")
                        .expect("sub")
                } else {
                    j
                };
                let step =
                    l.b.build_int_mul(j, l.i64c(inner as u64), "t")
                        .expect("mul");
                l.b.build_int_add(base, step, "idx").expect("add")
            };
            let first = at(l, l.i64c(0));
            for ((s, slot), (e, buf)) in srcs.iter().zip(&slots).zip(elems.iter().zip(&out_bufs)) {
                let x = l.load_at(s, first);
                l.b.build_store(*slot, x).expect("store");
                if scan {
                    l.store_at(*buf, *e, first, x);
                }
            }
            if len > 1 {
                l.for_each(len - 1, |l, j| {
                    let j1 = l.b.build_int_add(j, l.i64c(1), "j").expect("add");
                    let idx = at(l, j1);
                    let mut args = Vec::new();
                    for (e, slot) in elems.iter().zip(&slots) {
                        args.push(l.b.build_load(*e, *slot, "a").expect("load"));
                    }
                    // Along the last axis, element idx is row o's j1-th:
                    // broadcasts read by (o, j1) (`Split`).
                    for s in &srcs {
                        let x = if inner == 1 && !reverse {
                            l.with_split(idx, o, j1, len, |l| l.load_at(s, idx))
                        } else {
                            l.load_at(s, idx)
                        };
                        args.push(x);
                    }
                    let outs = l.scalar_region(op, block, &args)?;
                    if !scan {
                        // tt.reduce's combiner is associative and its order
                        // unspecified (Triton reduces as a tree): a float
                        // combiner may be reassociated, so LLVM vectorizes
                        // the loop with partial results per lane.
                        for v in &outs {
                            if let Some(i) = inkwell::values::BasicValue::as_instruction_value(v) {
                                if i.can_use_fast_math_flags() {
                                    let _ = i.set_fast_math_flags(
                                        inkwell::values::FastMathFlags::AllowReassoc,
                                    );
                                }
                            }
                        }
                    }
                    for ((v, slot), (e, buf)) in
                        outs.iter().zip(&slots).zip(elems.iter().zip(&out_bufs))
                    {
                        l.b.build_store(*slot, *v).expect("store");
                        if scan {
                            l.store_at(*buf, *e, idx, *v);
                        }
                    }
                    Ok(())
                })?;
            }
            if !scan {
                for ((e, slot), buf) in elems.iter().zip(&slots).zip(&out_bufs) {
                    let v = l.b.build_load(*e, *slot, "r").expect("load");
                    l.store_at(*buf, *e, oi, v);
                }
            }
            Ok(())
        })?;
        for ((&r, buf), &e) in results.iter().zip(&out_bufs).zip(&elems) {
            let (_, rshape) = self.shaped(op, ctx.value_type(r))?;
            let v = match rshape {
                Some(rshape) => Val::Tensor {
                    ptr: *buf,
                    shape: rshape,
                    elem: e,
                },
                None => Val::Scalar(self.b.build_load(e, *buf, "r").expect("load")),
            };
            self.vals.insert(r, v);
        }
        Ok(())
    }

    /// Runs a region of scalar ops on `args`; returns what its terminator
    /// yields.
    pub(super) fn scalar_region(
        &mut self,
        parent: Op,
        block: ir::Block,
        args: &[BasicValueEnum<'ll>],
    ) -> Result<Vec<BasicValueEnum<'ll>>, LlvmError> {
        let ctx = self.ctx;
        for (&a, &v) in ctx.block(block).args.iter().zip(args) {
            self.vals.insert(a, Val::Scalar(v));
        }
        for op in ctx.block_ops(block) {
            if ctx.op_info(op).is_some_and(|i| i.traits.terminator) {
                return ctx
                    .op(op)
                    .operands()
                    .map(|v| match self.val(op, v)? {
                        Val::Scalar(s) => Ok(s),
                        Val::Tensor { .. } | Val::Lazy { .. } => {
                            Err(unsupported(ctx, op, "yields a tensor from a combiner"))
                        }
                    })
                    .collect();
            }
            self.op(op)?;
        }
        Err(unsupported(
            ctx,
            parent,
            "has a region without a terminator",
        ))
    }
}
