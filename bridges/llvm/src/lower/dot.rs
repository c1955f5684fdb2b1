//! `tt.dot` (Triton's DotOpToLLVM): an f32 product of whole blocks calls
//! the blocked product (gemm.rs, precompiled or in the module), reading
//! its operands and writing its result in place where it can
//! (in_place.rs); any other dot is a row loop the vectorizer handles.

use super::{llvm_err, unsupported, Lower, Products, Val};
use crate::LlvmError;
use dialects::arith::ops as arith;
use dialects::tt::ops as tt;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, PointerValue};
use ir::constant::{Const, Scalar};
use ir::{Context, Op, TypedOp, Value};

/// Whether `v` is an `arith.constant` whose every element is zero.
pub(super) fn zero_constant(ctx: &Context, v: Value) -> bool {
    let ir::value::ValueDef::Result(def, _) = ctx.value(v).def else {
        return false;
    };
    if ctx.op_name(def) != arith::ConstantOp::NAME {
        return false;
    }
    let zero = |s: &Scalar| match *s {
        Scalar::Int { bits, .. } => bits == 0,
        Scalar::Float { kind, bits } => ir::constant::to_f64(kind, bits) == Some(0.0),
    };
    match ctx
        .inherent_attr(def, "value")
        .and_then(|a| ir::constant::decode(ctx, a))
    {
        Some(Const::Scalar(s)) => zero(&s),
        Some(Const::Elements { elems, .. }) => elems.iter().all(zero),
        None => false,
    }
}

/// A dot's extents: `batch` products of an `m x k` block by a `k x n`
/// one (`rank` 2, or 3 with a batch dimension).
#[derive(Clone, Copy)]
struct Dims {
    rank: usize,
    batch: usize,
    m: usize,
    k: usize,
    n: usize,
}

impl<'a, 'll> Lower<'a, 'll> {
    /// `tt.dot`: `c + a·b` for 2-D blocks or batches of them.
    pub(super) fn dot(&mut self, op: Op, operands: &[Value], r: Value) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let (a, b, c) = (
            self.val(op, operands[0])?,
            self.val(op, operands[1])?,
            self.val(op, operands[2])?,
        );
        let (
            Val::Tensor {
                shape: sa,
                elem: ea,
                ..
            },
            Val::Tensor { shape: sb, .. },
        ) = (&a, &b)
        else {
            return Err(unsupported(ctx, op, "multiplies scalars"));
        };
        let rank = sa.len();
        if !(rank == 2 || rank == 3) {
            return Err(unsupported(
                ctx,
                op,
                "multiplies tensors that are neither 2-D nor 3-D",
            ));
        }
        let d = Dims {
            rank,
            batch: sa[..rank - 2].iter().product(),
            m: sa[rank - 2],
            k: sa[rank - 1],
            n: sb[rank - 1],
        };
        let (elem, _) = self.shaped(op, ctx.value_type(r))?;
        // An integer dot (Triton's i8 x i8 -> i32) sign-extends its
        // operands to the accumulator's width; a float dot extends them to
        // the accumulator's type.
        let int_acc = match (ea.is_int_type(), elem.is_int_type()) {
            (true, true) => true,
            (false, false) => false,
            _ => {
                return Err(unsupported(
                    ctx,
                    op,
                    "mixes integer and floating-point operands",
                ))
            }
        };
        let f32t: BasicTypeEnum = self.ll.f32_type().into();
        if let (
            Val::Tensor {
                ptr: pa,
                elem: ea,
                shape: sa2,
            },
            Val::Tensor {
                ptr: pb,
                elem: eb,
                shape: sb2,
            },
        ) = (&a, &b)
        {
            let whole = sa2.iter().product::<usize>() == d.batch * d.m * d.k
                && sb2.iter().product::<usize>() == d.batch * d.k * d.n;
            if whole && *ea == f32t && *eb == f32t && elem == f32t {
                return self.f32_product(op, r, (*pa, *pb), &c, d);
            }
        }
        self.dot_loops(op, r, [&a, &b, &c], d, int_acc)
    }

    /// An f32 dot of whole blocks: out = c, then out += a·b a batch at a
    /// time with the blocked product (gemm.rs). A b that is a transpose of
    /// the last two dimensions is read from its source, which the product
    /// packs as it is.
    fn f32_product(
        &mut self,
        op: Op,
        r: Value,
        (pa, pb): (PointerValue<'ll>, PointerValue<'ll>),
        c: &Val<'ll>,
        d: Dims,
    ) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let Dims { batch, m, k, n, .. } = d;
        let (elem, shape) = self.shaped(op, ctx.value_type(r))?;
        let f32t: BasicTypeEnum = self.ll.f32_type().into();
        let (a_v, b_v, c_v) = {
            let o = ctx.op(op);
            (o.operand(0), o.operand(1), o.operand(2))
        };
        let (mut pa, mut pb) = (pa, pb);
        let mut trans_b = false;
        if let Some(src) = self.transposed_source(b_v, d.rank) {
            if let Ok(Val::Tensor { ptr, shape: ss, .. }) = self.val(op, src) {
                if ss.iter().product::<usize>() == batch * k * n {
                    pb = self.in_memory(src, op).unwrap_or(ptr);
                    trans_b = true;
                }
            }
        } else if let Some(p) = self.in_memory(b_v, op) {
            pb = p;
        }
        if let Some(p) = self.in_memory(a_v, op) {
            pa = p;
        }
        let size = batch * m * n;
        let own = self.alloc(elem, size);
        // Written in place, the output must not be the operands' memory
        // (a kernel given overlapping arrays): then the product goes to
        // its own buffer and is copied out.
        let (buf, copy_out) = match self.result_in_place(op, r, size)? {
            Some(dest) => {
                let apart = self.disjoint(dest, size, &[(pa, batch * m * k), (pb, batch * k * n)]);
                let p = self
                    .b
                    .build_select(apart, dest, own, "c")
                    .map_err(|e| llvm_err(ctx, op, e))?
                    .into_pointer_value();
                (p, Some((dest, apart)))
            }
            None => (own, None),
        };
        // A zero accumulator (Triton's and --convert-to-tt's usual one) is
        // not copied in: the product overwrites.
        let accumulate = k == 0 || !zero_constant(ctx, c_v);
        if accumulate {
            self.for_each(batch * m * n, |l, i| {
                let x = l.load_at(c, i);
                l.store_at(buf, elem, i, x);
                Ok(())
            })?;
        }
        let g = match self.products {
            Products::InModule => crate::gemm::sgemm(
                self.ll,
                self.module,
                crate::runtime::host_blocking(&targets::Host::detect()),
                trans_b,
            ),
            Products::Runtime => crate::gemm::declare(self.ll, self.module, trans_b),
        };
        for bt in 0..batch {
            let at = |l: &Self, p: PointerValue<'ll>, off: usize| {
                l.elem_ptr(p, f32t, l.i64c(off as u64))
            };
            let args: Vec<BasicMetadataValueEnum> = vec![
                self.i64c(m as u64).into(),
                self.i64c(n as u64).into(),
                self.i64c(k as u64).into(),
                at(self, pa, bt * m * k).into(),
                self.i64c(k as u64).into(),
                at(self, pb, bt * k * n).into(),
                self.i64c(if trans_b { k } else { n } as u64).into(),
                at(self, buf, bt * m * n).into(),
                self.i64c(n as u64).into(),
                self.i64c(accumulate as u64).into(),
            ];
            self.b
                .build_call(g, &args, "")
                .map_err(|e| llvm_err(ctx, op, e))?;
        }
        if let Some((dest, apart)) = copy_out {
            let overlap = self.b.build_not(apart, "").expect("not");
            let done: BasicValueEnum<'ll> = self.ll.i8_type().const_zero().into();
            let bytes = self.i64c(4 * size as u64);
            self.guarded(
                Some(overlap),
                |l| {
                    l.b.build_memmove(dest, 4, own, 4, bytes).expect("memmove");
                    done
                },
                done,
            );
        }
        self.bind_buffer(r, buf, shape.unwrap_or_default(), elem);
        Ok(())
    }

    /// Any other dot: out = c, then out[i, :] += a[i, k] * b[k, :] for
    /// each k: the innermost loop runs along a row of b and of out,
    /// contiguous, which LLVM vectorizes.
    fn dot_loops(
        &mut self,
        op: Op,
        r: Value,
        [a, b, c]: [&Val<'ll>; 3],
        d: Dims,
        int_acc: bool,
    ) -> Result<(), LlvmError> {
        let Dims { batch, m, k, n, .. } = d;
        let (elem, shape) = self.shaped(op, self.ctx.value_type(r))?;
        let buf = self.alloc(elem, batch * m * n);
        self.for_each(batch * m * n, |l, i| {
            let x = l.load_at(c, i);
            l.store_at(buf, elem, i, x);
            Ok(())
        })?;
        self.for_each(batch * m, |l, bi| {
            let bt =
                l.b.build_int_unsigned_div(bi, l.i64c(m as u64), "bt")
                    .expect("div");
            let a_row = l.b.build_int_mul(bi, l.i64c(k as u64), "ar").expect("mul");
            let out_row = l.b.build_int_mul(bi, l.i64c(n as u64), "or").expect("mul");
            let b_base =
                l.b.build_int_mul(bt, l.i64c((k * n) as u64), "bb")
                    .expect("mul");
            l.for_each(k, |l, kk| {
                let ai = l.b.build_int_add(a_row, kk, "ai").expect("add");
                let x = l.load_at(a, ai);
                let x = l.widen(x, elem, int_acc);
                let bk = l.b.build_int_mul(kk, l.i64c(n as u64), "t").expect("mul");
                let b_row = l.b.build_int_add(b_base, bk, "br").expect("add");
                l.for_each(n, |l, j| {
                    let bj = l.b.build_int_add(b_row, j, "bj").expect("add");
                    let y = l.load_at(b, bj);
                    let y = l.widen(y, elem, int_acc);
                    let oj = l.b.build_int_add(out_row, j, "oj").expect("add");
                    let p = l.elem_ptr(buf, elem, oj);
                    let s = l.b.build_load(elem, p, "s").expect("load");
                    let s: BasicValueEnum = if int_acc {
                        let prod =
                            l.b.build_int_mul(x.into_int_value(), y.into_int_value(), "p")
                                .expect("mul");
                        l.b.build_int_add(s.into_int_value(), prod, "s")
                            .expect("add")
                            .into()
                    } else {
                        let prod =
                            l.b.build_float_mul(x.into_float_value(), y.into_float_value(), "p")
                                .expect("mul");
                        l.b.build_float_add(s.into_float_value(), prod, "s")
                            .expect("add")
                            .into()
                    };
                    l.b.build_store(p, s).expect("store");
                    Ok(())
                })
            })
        })?;
        self.bind_buffer(r, buf, shape.unwrap_or_default(), elem);
        Ok(())
    }

    /// The source of `v` when `v` is a `tt.trans` that swaps the last two
    /// of `rank` dimensions (and keeps the others).
    fn transposed_source(&self, v: Value, rank: usize) -> Option<Value> {
        let ctx = self.ctx;
        let ir::value::ValueDef::Result(def, _) = ctx.value(v).def else {
            return None;
        };
        if ctx.op_name(def) != tt::TransOp::NAME {
            return None;
        }
        let order = ctx
            .inherent_attr(def, "order")
            .and_then(|a| ir::dense_array::to_i64s(ctx, a))?;
        let mut want: Vec<i64> = (0..rank as i64).collect();
        want.swap(rank - 2, rank - 1);
        (order == want).then(|| ctx.op(def).operand(0))
    }

    /// A dot operand as the accumulator's type: sign-extended integers,
    /// extended floats (the value itself when the types agree).
    fn widen(
        &self,
        v: BasicValueEnum<'ll>,
        acc: BasicTypeEnum<'ll>,
        int: bool,
    ) -> BasicValueEnum<'ll> {
        if int {
            let v = v.into_int_value();
            let t = acc.into_int_type();
            if v.get_type() == t {
                return v.into();
            }
            self.b
                .build_int_s_extend(v, t, "x")
                .map(Into::into)
                .unwrap_or(v.into())
        } else {
            let v = v.into_float_value();
            let t = acc.into_float_type();
            if v.get_type() == t {
                return v.into();
            }
            // Wider or narrower: an f64 operand of an f32 accumulator is
            // rounded.
            self.b
                .build_float_cast(v, t, "x")
                .map(Into::into)
                .unwrap_or(v.into())
        }
    }
}
