//! The loops over a tensor's elements and the index arithmetic inside
//! them: counted loops, loops in rows of a broadcast's width ([`Split`],
//! so a broadcast read needs no division), an element's coordinate, a
//! broadcast's source index, row-major strides.

use super::Lower;
use crate::LlvmError;
use inkwell::values::IntValue;
use inkwell::IntPredicate;

/// A loop index `i` that is `outer·w + inner` with `inner < w` (an inner
/// loop of `w` steps): a broadcast read at `i` takes its source index
/// from `outer`, the same across the inner loop, and `inner`, instead of
/// dividing `i`, so the inner loop reads its source contiguously (or one
/// value) and vectorizes without gathers.
#[derive(Clone, Copy)]
pub(super) struct Split<'ll> {
    i: IntValue<'ll>,
    outer: IntValue<'ll>,
    inner: IntValue<'ll>,
    w: u64,
}

/// Row-major strides of `shape`, in elements.
pub(super) fn row_strides(shape: &[usize]) -> Vec<usize> {
    let mut s = vec![1; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        s[i] = s[i + 1] * shape[i + 1];
    }
    s
}

impl<'a, 'll> Lower<'a, 'll> {
    /// `body(i)` for i in 0..n, at the builder's position; the builder ends
    /// after the loop.
    pub(super) fn for_each(
        &mut self,
        n: usize,
        mut body: impl FnMut(&mut Self, IntValue<'ll>) -> Result<(), LlvmError>,
    ) -> Result<(), LlvmError> {
        let f = self.func.expect("in a function");
        let pre = self.b.get_insert_block().expect("positioned");
        let head = self.ll.append_basic_block(f, "loop");
        let exit = self.ll.append_basic_block(f, "done");
        self.b.build_unconditional_branch(head).expect("br");
        self.b.position_at_end(head);
        let phi = self.b.build_phi(self.ll.i64_type(), "i").expect("phi");
        phi.add_incoming(&[(&self.i64c(0), pre)]);
        let i = phi.as_basic_value().into_int_value();
        body(self, i)?;
        let next = self
            .b
            .build_int_add(i, self.i64c(1), "i.next")
            .expect("add");
        let latch = self.b.get_insert_block().expect("positioned");
        phi.add_incoming(&[(&next, latch)]);
        let more = self
            .b
            .build_int_compare(IntPredicate::ULT, next, self.i64c(n as u64), "more")
            .expect("cmp");
        self.b
            .build_conditional_branch(more, head, exit)
            .expect("br");
        self.b.position_at_end(exit);
        Ok(())
    }

    /// [`for_each`](Self::for_each) as a loop of `n / w` rows of `w`
    /// elements when `w` divides `n`, with `i` registered as a [`Split`]
    /// while the body is built.
    pub(super) fn for_each_split(
        &mut self,
        n: usize,
        w: usize,
        mut body: impl FnMut(&mut Self, IntValue<'ll>) -> Result<(), LlvmError>,
    ) -> Result<(), LlvmError> {
        if w < 2 || n <= w || n % w != 0 {
            return self.for_each(n, body);
        }
        self.for_each(n / w, |l, outer| {
            let row =
                l.b.build_int_nuw_mul(outer, l.i64c(w as u64), "row")
                    .expect("mul");
            l.for_each(w, |l, inner| {
                let i = l.b.build_int_nuw_add(row, inner, "i").expect("add");
                l.with_split(i, outer, inner, w, |l| body(l, i))
            })
        })
    }

    /// `body` with `i = outer·w + inner` registered as a [`Split`].
    pub(super) fn with_split<R>(
        &mut self,
        i: IntValue<'ll>,
        outer: IntValue<'ll>,
        inner: IntValue<'ll>,
        w: usize,
        body: impl FnOnce(&mut Self) -> R,
    ) -> R {
        self.splits.borrow_mut().push(Split {
            i,
            outer,
            inner,
            w: w as u64,
        });
        let r = body(self);
        self.splits.borrow_mut().pop();
        r
    }

    /// `(i / st) % n`: the coordinate of element `i` along a dimension of
    /// stride `st` and extent `n`. Where `i` is a [`Split`] `outer·w +
    /// inner` (inner < w), it is `(outer / (st / w)) % n` when `w`
    /// divides `st`, and `(inner / st) % n` when `st·n` divides `w`: the
    /// same across an inner loop, or a function of its index alone.
    pub(super) fn coordinate(&self, i: IntValue<'ll>, st: usize, n: usize) -> IntValue<'ll> {
        let split = self
            .splits
            .borrow()
            .iter()
            .rev()
            .find(|s| s.i == i)
            .copied();
        let (st, n) = (st as u64, n as u64);
        let (from, st) = match split {
            Some(s) if st % s.w == 0 => (s.outer, st / s.w),
            Some(s) if s.w % (st * n) == 0 => (s.inner, st),
            _ => (i, st),
        };
        if split.is_some_and(|s| from == s.inner && st == 1 && n == s.w) {
            return from;
        }
        let q = if st == 1 {
            from
        } else {
            self.b
                .build_int_unsigned_div(from, self.i64c(st), "q")
                .expect("div")
        };
        self.b
            .build_int_unsigned_rem(q, self.i64c(n), "c")
            .expect("rem")
    }

    /// The index into a broadcast's source of element `i` of `shape`.
    pub(super) fn broadcast_index(
        &self,
        i: IntValue<'ll>,
        shape: &[usize],
        src_shape: &[usize],
    ) -> IntValue<'ll> {
        let strides = row_strides(shape);
        let sstrides = row_strides(src_shape);
        let mut si = self.i64c(0);
        for (d, (&st, &sst)) in strides.iter().zip(&sstrides).enumerate() {
            if src_shape.get(d).copied().unwrap_or(1) == 1 {
                continue;
            }
            let c = self.coordinate(i, st, shape[d]);
            let t = self
                .b
                .build_int_mul(c, self.i64c(sst as u64), "t")
                .expect("mul");
            si = self.b.build_int_add(si, t, "si").expect("add");
        }
        si
    }
}
