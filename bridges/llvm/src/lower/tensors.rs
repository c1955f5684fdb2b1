//! Ops that make or rearrange tensors without arithmetic: constants,
//! ranges, splats, broadcasts, reshapes, transposes, join, split, cat
//! (Triton's ViewOpToLLVM and MakeRangeOpToLLVM).

use super::lazy::Lazy;
use super::loops::row_strides;
use super::{int_prop, unsupported, Lower, Val};
use crate::LlvmError;
use inkwell::values::BasicValueEnum;
use ir::constant::{Const, Scalar};
use ir::{Op, Value};

impl<'a, 'll> Lower<'a, 'll> {
    /// `arith.constant`: a scalar, a splat tensor filled by a loop, or up
    /// to 4096 elements stored one by one.
    pub(super) fn constant(&mut self, op: Op, r: Value) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let Some(a) = ctx.inherent_attr(op, "value") else {
            return Err(unsupported(ctx, op, "has no value"));
        };
        let (elem, shape) = self.shaped(op, ctx.value_type(r))?;
        let c = ir::constant::decode(ctx, a)
            .ok_or_else(|| unsupported(ctx, op, "has a value that is not lowered"))?;
        let scalar = |_: &Self, s: Scalar| -> BasicValueEnum<'ll> {
            match s {
                Scalar::Int { bits, .. } => {
                    elem.into_int_type().const_int(bits as u64, false).into()
                }
                Scalar::Float { kind, bits } => elem
                    .into_float_type()
                    .const_float(ir::constant::to_f64(kind, bits).unwrap_or(0.0))
                    .into(),
            }
        };
        match (c, shape) {
            (Const::Scalar(s), None) => {
                let v = scalar(self, s);
                self.vals.insert(r, Val::Scalar(v));
            }
            (
                Const::Elements {
                    splat: true, elems, ..
                },
                Some(shape),
            ) => {
                let v = scalar(self, elems[0]);
                let t = self.tensor(shape, elem, |_, _| Ok(v))?;
                self.vals.insert(r, t);
            }
            (Const::Elements { elems, .. }, Some(shape)) if elems.len() <= 4096 => {
                let n = shape.iter().product::<usize>();
                let buf = self.alloc(elem, n);
                for (i, &s) in elems.iter().enumerate() {
                    let v = scalar(self, s);
                    self.store_at(buf, elem, self.i64c(i as u64), v);
                }
                self.bind_buffer(r, buf, shape, elem);
            }
            _ => return Err(unsupported(ctx, op, "has a constant that is not lowered")),
        }
        Ok(())
    }

    /// `tt.make_range`: `start + i`, computed where it is read.
    pub(super) fn make_range(&mut self, op: Op, r: Value) -> Result<(), LlvmError> {
        let start = int_prop(self.ctx, op, "start").unwrap_or(0);
        let (elem, shape) = self.shaped(op, self.ctx.value_type(r))?;
        let n = shape.unwrap_or_default().iter().product::<usize>();
        self.vals.insert(
            r,
            Val::Lazy {
                shape: vec![n],
                elem,
                kind: std::rc::Rc::new(Lazy::Range { start }),
            },
        );
        Ok(())
    }

    /// `tt.splat` of a scalar: the scalar wherever it is read.
    pub(super) fn splat_scalar(&mut self, op: Op, src: Value, r: Value) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let Some(Val::Scalar(x)) = self.vals.get(&src).cloned() else {
            return Err(unsupported(ctx, op, "splats a value that was not lowered"));
        };
        let (elem, shape) = self.shaped(op, ctx.value_type(r))?;
        self.vals.insert(
            r,
            Val::Lazy {
                shape: shape.unwrap_or_default(),
                elem,
                kind: std::rc::Rc::new(Lazy::Splat(x)),
            },
        );
        Ok(())
    }

    /// `tt.expand_dims` and `tt.reshape`: the same elements in the same
    /// order, so the same buffer (or lazy value) under the new shape.
    pub(super) fn reshape(&mut self, op: Op, src: Value, r: Value) -> Result<(), LlvmError> {
        let mut s = self.val(op, src)?;
        // A computed (not addressing) lazy value read more than once gets
        // a buffer, not a recomputation a read.
        if let Val::Lazy { kind, .. } = &s {
            let costly = matches!(**kind, Lazy::Elementwise { .. } | Lazy::Broadcast { .. });
            if costly && !self.fusable(op, r) {
                s = self.materialize(&s)?;
            }
        }
        let (_, shape) = self.shaped(op, self.ctx.value_type(r))?;
        let v = match s {
            Val::Tensor { ptr, elem, .. } => Val::Tensor {
                ptr,
                elem,
                shape: shape.unwrap_or_default(),
            },
            Val::Lazy { elem, kind, .. } => Val::Lazy {
                elem,
                kind,
                shape: shape.unwrap_or_default(),
            },
            s => s,
        };
        self.vals.insert(r, v);
        Ok(())
    }

    /// A splat or broadcast: each result element reads the source element
    /// its index maps to (size-1 dimensions read index 0).
    pub(super) fn broadcast(&mut self, op: Op, src: Value, r: Value) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let (elem, shape) = self.shaped(op, ctx.value_type(r))?;
        let shape = shape.unwrap_or_default();
        let s = self.val(op, src)?;
        let src_shape = match &s {
            Val::Tensor { shape, .. } | Val::Lazy { shape, .. } => shape.clone(),
            Val::Scalar(_) => vec![1; shape.len()],
        };
        if self.fusable(op, r) && src_shape.len() == shape.len() {
            self.vals.insert(
                r,
                Val::Lazy {
                    shape: shape.clone(),
                    elem,
                    kind: std::rc::Rc::new(Lazy::Broadcast {
                        src: s,
                        src_shape,
                        shape,
                    }),
                },
            );
            return Ok(());
        }
        let t = self.tensor(shape.clone(), elem, |l, i| {
            let si = l.broadcast_index(i, &shape, &src_shape);
            Ok(l.load_at(&s, si))
        })?;
        self.vals.insert(r, t);
        Ok(())
    }

    /// `tt.trans`: result dimension `d` is source dimension `order[d]`.
    pub(super) fn trans(&mut self, op: Op, src: Value, r: Value) -> Result<(), LlvmError> {
        let ctx = self.ctx;
        let (elem, shape) = self.shaped(op, ctx.value_type(r))?;
        let shape = shape.unwrap_or_default();
        let order: Vec<usize> = ctx
            .inherent_attr(op, "order")
            .and_then(|o| ir::dense_array::to_i64s(ctx, o))
            .unwrap_or_default()
            .into_iter()
            .map(|x| x as usize)
            .collect();
        let s = self.val(op, src)?;
        let Val::Tensor { shape: sshape, .. } = &s else {
            return Err(unsupported(ctx, op, "transposes a scalar"));
        };
        let sstrides = row_strides(sshape);
        let strides = row_strides(&shape);
        let t = self.tensor(shape.clone(), elem, |l, i| {
            // Result index d reads source dimension order[d].
            let mut si = l.i64c(0);
            for d in 0..shape.len() {
                let c = l.coordinate(i, strides[d], shape[d]);
                let t =
                    l.b.build_int_mul(c, l.i64c(sstrides[order[d]] as u64), "t")
                        .expect("mul");
                si = l.b.build_int_add(si, t, "si").expect("add");
            }
            Ok(l.load_at(&s, si))
        })?;
        self.vals.insert(r, t);
        Ok(())
    }

    /// `tt.join`: two tensors interleaved along a new minor dimension of 2.
    pub(super) fn join(&mut self, op: Op, operands: &[Value], r: Value) -> Result<(), LlvmError> {
        let (a, b) = (self.val(op, operands[0])?, self.val(op, operands[1])?);
        let (elem, shape) = self.shaped(op, self.ctx.value_type(r))?;
        let shape = shape.unwrap_or_default();
        let n = shape.iter().product::<usize>();
        let buf = self.alloc(elem, n);
        self.for_each(n / 2, |l, i| {
            let two_i = l.b.build_int_mul(i, l.i64c(2), "t").expect("mul");
            let next = l.b.build_int_add(two_i, l.i64c(1), "t1").expect("add");
            let (x, y) = (l.load_at(&a, i), l.load_at(&b, i));
            l.store_at(buf, elem, two_i, x);
            l.store_at(buf, elem, next, y);
            Ok(())
        })?;
        self.bind_buffer(r, buf, shape, elem);
        Ok(())
    }

    /// `tt.split`: a tensor whose last dimension is 2 as its two halves.
    pub(super) fn split(&mut self, op: Op, src: Value, results: &[Value]) -> Result<(), LlvmError> {
        let s = self.val(op, src)?;
        let (elem, shape) = self.shaped(op, self.ctx.value_type(results[0]))?;
        let shape = shape.unwrap_or_default();
        let n = shape.iter().product::<usize>();
        let (lo, hi) = (self.alloc(elem, n), self.alloc(elem, n));
        self.for_each(n, |l, i| {
            let two_i = l.b.build_int_mul(i, l.i64c(2), "t").expect("mul");
            let next = l.b.build_int_add(two_i, l.i64c(1), "t1").expect("add");
            let (x, y) = (l.load_at(&s, two_i), l.load_at(&s, next));
            l.store_at(lo, elem, i, x);
            l.store_at(hi, elem, i, y);
            Ok(())
        })?;
        self.bind_buffer(results[0], lo, shape.clone(), elem);
        self.bind_buffer(results[1], hi, shape, elem);
        Ok(())
    }

    /// `tt.cat`: the two tensors one after the other.
    pub(super) fn cat(&mut self, op: Op, operands: &[Value], r: Value) -> Result<(), LlvmError> {
        let (a, b) = (self.val(op, operands[0])?, self.val(op, operands[1])?);
        let (elem, shape) = self.shaped(op, self.ctx.value_type(r))?;
        let shape = shape.unwrap_or_default();
        let n = shape.iter().product::<usize>();
        let half = match &a {
            Val::Tensor { shape, .. } | Val::Lazy { shape, .. } => shape.iter().product::<usize>(),
            Val::Scalar(_) => 1,
        };
        let buf = self.alloc(elem, n);
        self.for_each(half, |l, i| {
            let x = l.load_at(&a, i);
            l.store_at(buf, elem, i, x);
            Ok(())
        })?;
        self.for_each(n - half, |l, i| {
            let x = l.load_at(&b, i);
            let at =
                l.b.build_int_add(i, l.i64c(half as u64), "at")
                    .expect("add");
            l.store_at(buf, elem, at, x);
            Ok(())
        })?;
        self.bind_buffer(r, buf, shape, elem);
        Ok(())
    }
}
