//! Building linalg's structured ops from Rust, with the regions their
//! parsers make (MLIR's `build` methods and region builders): what a
//! conversion creates instead of writing text. Each op is detached; the
//! caller inserts it. Bodies take the op's location.

use super::ops::*;
use super::syntax::{build_region, elem_or_self, matmul_maps, shaped_elem, Bin, Named};
use ir::affine::AffineMap;
use ir::{AttrKind, Attribute, Block, Context, Op, Type, TypedOp, Value};

/// The named structured ops a conversion makes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NamedOp {
    /// `linalg.matmul` with its default maps.
    Matmul,
    /// `linalg.add`.
    Add,
    /// `linalg.fill`.
    Fill,
}

fn region_types(ctx: &Context, vals: &[Value]) -> Vec<Type> {
    vals.iter()
        .map(|&v| elem_or_self(ctx, ctx.value_type(v)))
        .collect()
}

/// A named op over `ins` and `outs` with results `result_tys` and the
/// body its parser builds; an error when the operands' element types have
/// no body (MLIR's message).
pub fn named(
    ctx: &mut Context,
    kind: NamedOp,
    ins: &[Value],
    outs: &[Value],
    result_tys: &[Type],
    loc: Attribute,
) -> Result<Op, String> {
    let all: Vec<Value> = ins.iter().chain(outs).copied().collect();
    let types = region_types(ctx, &all);
    let named = match kind {
        NamedOp::Matmul => Named::Matmul,
        NamedOp::Add => Named::Binary(Bin::Add),
        NamedOp::Fill => Named::Fill,
    };
    let (region, res) = build_region(ctx, &types, None, loc, |b, args| named.build(b, args));
    res?;
    let op = match kind {
        NamedOp::Matmul => {
            let maps = matmul_maps(ctx);
            let maps = ctx.attr(AttrKind::Array(maps.into()));
            MatmulOp::build(ctx, ins, outs, result_tys, Some(maps), loc).op()
        }
        NamedOp::Add => AddOp::build(ctx, ins, outs, result_tys, loc).op(),
        NamedOp::Fill => FillOp::build(ctx, ins, outs, result_tys, loc).op(),
    };
    adopt(ctx, op, region);
    Ok(op)
}

/// Moves the blocks of `from` into `op`'s first region.
fn adopt(ctx: &mut Context, op: Op, from: ir::Region) {
    let to = ctx.op(op).regions[0];
    ctx.move_blocks(from, to, 0);
}

/// `linalg.broadcast ins(input) outs(init) dimensions = dims`.
pub fn broadcast(
    ctx: &mut Context,
    input: Value,
    init: Value,
    result_ty: Type,
    dims: &[i64],
    loc: Attribute,
) -> Op {
    copying(ctx, input, init, loc, |ctx| {
        let d = ir::dense_array::from_i64s(ctx, 64, dims);
        BroadcastOp::build(ctx, input, init, &[result_ty], d, loc).op()
    })
}

/// `linalg.transpose ins(input) outs(init) permutation = perm`.
pub fn transpose(
    ctx: &mut Context,
    input: Value,
    init: Value,
    result_ty: Type,
    perm: &[i64],
    loc: Attribute,
) -> Op {
    copying(ctx, input, init, loc, |ctx| {
        let p = ir::dense_array::from_i64s(ctx, 64, perm);
        TransposeOp::build(ctx, input, init, &[result_ty], p, loc).op()
    })
}

/// The op `make` builds, given the body its parser makes for the ops that
/// copy their input's elements (`yield %in`).
fn copying(
    ctx: &mut Context,
    input: Value,
    init: Value,
    loc: Attribute,
    make: impl FnOnce(&mut Context) -> Op,
) -> Op {
    let types = region_types(ctx, &[input, init]);
    let (region, _) = build_region(ctx, &types, None, loc, |b, args| {
        b.yield_(&args[..1]);
        Ok(())
    });
    let op = make(ctx);
    adopt(ctx, op, region);
    op
}

/// `#linalg.iterator_type<parallel>` or `<reduction>`.
pub fn iterator(ctx: &mut Context, parallel: bool) -> Attribute {
    let dialect = ctx.ident("linalg");
    let kind = if parallel { "parallel" } else { "reduction" };
    ctx.attr(AttrKind::Opaque {
        dialect,
        data: format!("iterator_type<{kind}>").into(),
    })
}

/// A block with one argument an operand's element type (at `loc`), as the
/// body of `op`'s first region.
fn body_block(ctx: &mut Context, op: Op, types: &[Type], loc: Attribute) -> Block {
    let r = ctx.op(op).regions[0];
    let b = ctx.create_block();
    ctx.append_block(r, b);
    for &t in types {
        ctx.add_block_arg(b, t, Some(loc));
    }
    b
}

/// `linalg.generic` with `maps` (one an operand) and `iterators` (true:
/// parallel); returns the op and its empty body block, whose arguments
/// are the operands' element types, for the caller to fill and end with
/// [`yield_`].
pub fn generic(
    ctx: &mut Context,
    ins: &[Value],
    outs: &[Value],
    result_tys: &[Type],
    maps: Vec<AffineMap>,
    iterators: &[bool],
    loc: Attribute,
) -> (Op, Block) {
    let maps: Vec<Attribute> = maps
        .into_iter()
        .map(|m| ctx.attr(AttrKind::AffineMap(Box::new(m))))
        .collect();
    let maps = ctx.attr(AttrKind::Array(maps.into()));
    let its: Vec<Attribute> = iterators.iter().map(|&p| iterator(ctx, p)).collect();
    let its = ctx.attr(AttrKind::Array(its.into()));
    let op = GenericOp::build(ctx, ins, outs, result_tys, maps, its, None, None, loc).op();
    let all: Vec<Value> = ins.iter().chain(outs).copied().collect();
    let types = region_types(ctx, &all);
    let block = body_block(ctx, op, &types, loc);
    (op, block)
}

/// `linalg.reduce ins(inputs) outs(inits) dimensions = dims`; returns the
/// op and its empty combiner block (arguments: the inputs' then the
/// inits' element types) for the caller to fill and end with [`yield_`].
pub fn reduce(
    ctx: &mut Context,
    inputs: &[Value],
    inits: &[Value],
    result_tys: &[Type],
    dims: &[i64],
    loc: Attribute,
) -> (Op, Block) {
    let all: Vec<Value> = inputs.iter().chain(inits).copied().collect();
    let d = ir::dense_array::from_i64s(ctx, 64, dims);
    let op = ReduceOp::build(ctx, &all, result_tys, d, loc).op();
    let types: Vec<Type> = all
        .iter()
        .map(|&v| shaped_elem(ctx, ctx.value_type(v)))
        .collect();
    let block = body_block(ctx, op, &types, loc);
    (op, block)
}

/// Ends `block` with `linalg.yield vals`.
pub fn yield_(ctx: &mut Context, block: Block, vals: &[Value], loc: Attribute) {
    let y = YieldOp::build(ctx, vals, loc);
    ctx.append_op(block, y.op());
}
