//! SSA value and block numbering, as MLIR's printer assigns it: entry
//! block arguments are `%argN`, other values `%N`, blocks `^bbN` per
//! region. Regions are numbered after their parent region, last-pushed
//! first. In generic form the counters run on across the whole op; in
//! custom form each region starts from the counters its parent had.

use crate::block::Block;
use crate::context::Context;
use crate::entity::EntityRef;
use crate::operation::Op;
use crate::value::Value;

/// A value's printed name.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ValueName {
    /// Not numbered (e.g. outside the printed op).
    None,
    /// `%argN`.
    Arg(u32),
    /// `%N`.
    Num(u32),
    /// Result `index` of a multi-result op named `%N`: `%N#index`.
    Group(u32, u32),
}

/// Names of every value and block under one printed op.
pub struct Names {
    values: Vec<ValueName>,
    blocks: Vec<u32>,
}

impl Names {
    /// Numbers everything under `top`.
    pub fn new(ctx: &Context, top: Op, generic: bool) -> Names {
        let mut n = Names {
            values: vec![ValueName::None; ctx.num_values()],
            blocks: vec![u32::MAX; ctx.num_blocks()],
        };
        let mut next_value = 0u32;
        let mut next_arg = 0u32;
        n.number_op(ctx, top, &mut next_value);
        let mut stack: Vec<(crate::block::Region, u32, u32)> = Vec::new();
        for &r in &ctx.op(top).regions {
            stack.push((r, next_value, next_arg));
        }
        while let Some((r, v, a)) = stack.pop() {
            if !generic {
                next_value = v;
                next_arg = a;
            }
            for (bi, &b) in ctx.region(r).blocks.iter().enumerate() {
                n.blocks[b.index()] = bi as u32;
                let entry = bi == 0;
                for &arg in &ctx.block(b).args {
                    if entry {
                        n.values[arg.index()] = ValueName::Arg(next_arg);
                        next_arg += 1;
                    } else {
                        n.values[arg.index()] = ValueName::Num(next_value);
                        next_value += 1;
                    }
                }
                for op in ctx.block_ops(b) {
                    n.number_op(ctx, op, &mut next_value);
                }
            }
            for &b in &ctx.region(r).blocks {
                for op in ctx.block_ops(b) {
                    for &inner in &ctx.op(op).regions {
                        stack.push((inner, next_value, next_arg));
                    }
                }
            }
        }
        n
    }

    fn number_op(&mut self, ctx: &Context, op: Op, next_value: &mut u32) {
        let results = ctx.op(op).results();
        match results.len() {
            0 => {}
            1 => {
                self.values[results.get(0).index()] = ValueName::Num(*next_value);
                *next_value += 1;
            }
            _ => {
                for (i, r) in results.iter().enumerate() {
                    self.values[r.index()] = ValueName::Group(*next_value, i as u32);
                }
                *next_value += 1;
            }
        }
    }

    /// The name of `v`.
    #[inline]
    pub fn value(&self, v: Value) -> ValueName {
        self.values
            .get(v.index())
            .copied()
            .unwrap_or(ValueName::None)
    }
    /// The number of block `b` in its region.
    #[inline]
    pub fn block(&self, b: Block) -> u32 {
        self.blocks.get(b.index()).copied().unwrap_or(u32::MAX)
    }
}
