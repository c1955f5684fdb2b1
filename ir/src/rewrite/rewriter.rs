//! The rewriter: IR changes made through it are reported to a
//! [`Listener`] (the greedy driver's worklist), in the order and with the
//! granularity of MLIR's `RewriterBase`, because the driver's visiting
//! order, and so its output, depends on them.

use crate::attributes::Attribute;
use crate::block::{Block, Region};
use crate::context::Context;
use crate::operation::Op;
use crate::types::Type;
use crate::value::Value;

/// Hears of IR changes made through a [`Rewriter`].
pub trait Listener {
    /// `op` was inserted into a block (created or moved).
    fn inserted(&mut self, _ctx: &Context, _op: Op) {}
    /// `op` was changed in place (operands, attributes).
    fn modified(&mut self, _ctx: &Context, _op: Op) {}
    /// `op` is about to be replaced by `with`.
    fn replaced(&mut self, _ctx: &Context, _op: Op, _with: &[Value]) {}
    /// `op` is about to be erased (its operands are still there).
    fn erased(&mut self, _ctx: &Context, _op: Op) {}
}

/// A listener that ignores everything.
pub struct NoListener;
impl Listener for NoListener {}

/// Where new ops go.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum InsertPoint {
    /// Before an op.
    Before(Op),
    /// At the end of a block.
    End(Block),
}

/// Changes IR and tells a listener.
pub struct Rewriter<'a> {
    /// The context: read it freely; change IR through the methods.
    pub ctx: &'a mut Context,
    listener: &'a mut dyn Listener,
    ip: Option<InsertPoint>,
}

impl<'a> Rewriter<'a> {
    /// A rewriter over `ctx` reporting to `listener`.
    pub fn new(ctx: &'a mut Context, listener: &'a mut dyn Listener) -> Rewriter<'a> {
        Rewriter {
            ctx,
            listener,
            ip: None,
        }
    }

    /// The insertion point.
    pub fn insertion_point(&self) -> Option<InsertPoint> {
        self.ip
    }
    /// Sets the insertion point.
    pub fn set_insertion_point(&mut self, ip: InsertPoint) {
        self.ip = Some(ip);
    }
    /// New ops go before `op`.
    pub fn set_insertion_point_before(&mut self, op: Op) {
        self.ip = Some(InsertPoint::Before(op));
    }
    /// New ops go after `op`.
    pub fn set_insertion_point_after(&mut self, op: Op) {
        self.ip = Some(match self.ctx.op(op).next {
            Some(n) => InsertPoint::Before(n),
            None => InsertPoint::End(self.ctx.op(op).parent.expect("op in a block")),
        });
    }
    /// New ops go at the start of `b`.
    pub fn set_insertion_point_to_start(&mut self, b: Block) {
        self.ip = Some(match self.ctx.block(b).first {
            Some(f) => InsertPoint::Before(f),
            None => InsertPoint::End(b),
        });
    }
    /// New ops go at the end of `b`.
    pub fn set_insertion_point_to_end(&mut self, b: Block) {
        self.ip = Some(InsertPoint::End(b));
    }

    /// Reports `op` as inserted without moving it.
    pub fn notify_inserted(&mut self, op: Op) {
        self.listener.inserted(self.ctx, op);
    }
    /// Reports `op` as changed in place.
    pub fn notify_modified(&mut self, op: Op) {
        self.listener.modified(self.ctx, op);
    }

    /// Places detached `op` at the insertion point and reports it.
    pub fn insert(&mut self, op: Op) -> Op {
        match self.ip.expect("rewriter has no insertion point") {
            InsertPoint::Before(b) => self.ctx.insert_op_before(b, op),
            InsertPoint::End(b) => self.ctx.append_op(b, op),
        }
        self.listener.inserted(self.ctx, op);
        op
    }

    /// Creates an op at the insertion point (empty attribute dictionary
    /// when `attrs` is `None`).
    #[allow(clippy::too_many_arguments)]
    pub fn create(
        &mut self,
        name: &str,
        operands: &[Value],
        result_types: &[Type],
        attrs: Option<Attribute>,
        props: Option<Attribute>,
        successors: &[Block],
        num_regions: usize,
        loc: Attribute,
    ) -> Op {
        let name = self.ctx.ident(name);
        let attrs = attrs.unwrap_or_else(|| self.ctx.empty_dict());
        let op = self.ctx.create_op(
            name,
            operands,
            result_types,
            attrs,
            props,
            successors,
            num_regions,
            loc,
        );
        self.insert(op)
    }

    /// Reports that `op` changed in place after running `f`.
    pub fn modify<R>(&mut self, op: Op, f: impl FnOnce(&mut Context) -> R) -> R {
        let r = f(self.ctx);
        self.listener.modified(self.ctx, op);
        r
    }

    /// Sets operand `index` of `op` to `v`, reporting the change.
    pub fn set_operand(&mut self, op: Op, index: usize, v: Value) {
        self.modify(op, |ctx| ctx.set_operand(op, index, v));
    }

    /// Replaces every use of `from` with `to`, one use at a time (newest
    /// first, as MLIR walks a use list), reporting each user.
    pub fn replace_all_uses(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        while let Some(u) = self.ctx.uses(from).next() {
            self.ctx.set_operand(u.op, u.index as usize, to);
            self.listener.modified(self.ctx, u.op);
        }
    }

    /// Replaces with `to` the uses of `from` whose user `pred` accepts.
    pub fn replace_uses_if(&mut self, from: Value, to: Value, pred: impl Fn(&Context, Op) -> bool) {
        let uses: Vec<_> = self.ctx.uses(from).collect();
        for u in uses {
            if pred(self.ctx, u.op) {
                self.ctx.set_operand(u.op, u.index as usize, to);
                self.listener.modified(self.ctx, u.op);
            }
        }
    }

    /// Replaces `op`'s results with `with` and erases it.
    pub fn replace_op(&mut self, op: Op, with: &[Value]) {
        self.listener.replaced(self.ctx, op, with);
        let results = self.ctx.op(op).results();
        assert_eq!(results.len(), with.len(), "replace_op: result count");
        for (r, &w) in results.iter().zip(with) {
            self.replace_all_uses(r, w);
        }
        self.erase_op(op);
    }

    /// Erases `op` and everything in it, reporting nested ops first
    /// (users before definitions: blocks in post-order, ops in reverse).
    pub fn erase_op(&mut self, op: Op) {
        let regions: Vec<Region> = self.ctx.op(op).regions.iter().rev().copied().collect();
        for r in regions {
            while let Some(&entry) = self.ctx.region(r).blocks.first() {
                let order = super::region::post_order(self.ctx, entry);
                for &b in &order {
                    let ops: Vec<Op> = self.ctx.block_ops(b).collect();
                    for o in ops.into_iter().rev() {
                        self.erase_op(o);
                    }
                }
                for b in order {
                    self.ctx.erase_block(b);
                }
            }
        }
        self.listener.erased(self.ctx, op);
        self.ctx.erase_op(op);
    }

    /// Erases block `b`: its ops (last first), then the block.
    pub fn erase_block(&mut self, b: Block) {
        let ops: Vec<Op> = self.ctx.block_ops(b).collect();
        for o in ops.into_iter().rev() {
            self.erase_op(o);
        }
        self.ctx.erase_block(b);
    }

    /// Moves `op` before `before`, reporting it as inserted.
    pub fn move_op_before(&mut self, op: Op, before: Op) {
        self.ctx.detach_op(op);
        self.ctx.insert_op_before(before, op);
        self.listener.inserted(self.ctx, op);
    }

    /// Moves `op` after `after`, reporting it as inserted.
    pub fn move_op_after(&mut self, op: Op, after: Op) {
        self.ctx.detach_op(op);
        self.ctx.insert_op_after(after, op);
        self.listener.inserted(self.ctx, op);
    }

    /// Moves the ops of `src` before `before` (or to the end of `dest`
    /// when `before` is `None`), replacing `src`'s arguments with `args`,
    /// and erases `src` (MLIR's `inlineBlockBefore`).
    pub fn inline_block_before(
        &mut self,
        src: Block,
        dest: Block,
        before: Option<Op>,
        args: &[Value],
    ) {
        let src_args = self.ctx.block(src).args.clone();
        assert_eq!(
            src_args.len(),
            args.len(),
            "inline_block_before: argument count"
        );
        for (&a, &v) in src_args.iter().zip(args) {
            self.replace_all_uses(a, v);
        }
        let ops: Vec<Op> = self.ctx.block_ops(src).collect();
        for o in ops {
            self.ctx.detach_op(o);
            match before {
                Some(b) => self.ctx.insert_op_before(b, o),
                None => self.ctx.append_op(dest, o),
            }
            self.listener.inserted(self.ctx, o);
        }
        self.ctx.erase_block(src);
    }

    /// Appends the ops of `src` to `dest` and erases `src`.
    pub fn merge_blocks(&mut self, src: Block, dest: Block, args: &[Value]) {
        self.inline_block_before(src, dest, None, args);
    }

    /// Moves every block of `region` into `dest` before block index `at`
    /// (blocks moving report nothing to the listener, as in MLIR).
    pub fn inline_region_before(&mut self, region: Region, dest: Region, at: usize) {
        self.ctx.move_blocks(region, dest, at);
    }
}
