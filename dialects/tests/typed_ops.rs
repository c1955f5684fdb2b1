//! The generated typed wrappers: cast, named accessors (fixed and
//! segmented operand groups), builders, and `NAME` matching the
//! registered op.

use dialects::arith::ops::{AddiOp, MuliOp};
use dialects::scf::ops::ForallOp;
use ir::diag::{SourceBuffer, SourceMgr};
use ir::text::{parse_source, ParseOptions};
use ir::{Context, Op, TypedOp};

fn parse(ctx: &mut Context, src: &str) -> Op {
    let mut sm = SourceMgr::default();
    sm.add(SourceBuffer::new("t.mlir", src.as_bytes().to_vec()));
    parse_source(ctx, &sm, 0, ParseOptions::default()).expect("parses")
}

fn walk(ctx: &Context, op: Op, out: &mut Vec<Op>) {
    out.push(op);
    for &r in ctx.op(op).regions.iter() {
        for &b in ctx.region(r).blocks.iter() {
            for o in ctx.block_ops(b) {
                walk(ctx, o, out);
            }
        }
    }
}

#[test]
fn wrappers_name_operands_and_build_ops() {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    dialects::register_all(&mut ctx).expect("dialects register");
    let src = "%a = \"t.a\"() : () -> i32\n%b = \"t.b\"() : () -> i32\n%0 = \"arith.addi\"(%a, %b) : (i32, i32) -> i32\n";
    let module = parse(&mut ctx, src);
    let body = ctx.region(ctx.op(module).regions[0]).blocks[0];
    let ops: Vec<Op> = ctx.block_ops(body).collect();
    let add = AddiOp::cast(&ctx, ops[2]).expect("an addi");
    assert_eq!(add.lhs(&ctx), ctx.result(ops[0], 0));
    assert_eq!(add.rhs(&ctx), ctx.result(ops[1], 0));
    assert!(AddiOp::cast(&ctx, ops[0]).is_none());
    let i32t = ctx.int(32);
    let loc = ctx.unknown_loc();
    let (x, y) = (add.lhs(&ctx), add.result(&ctx));
    let mul = MuliOp::build(&mut ctx, x, y, i32t, None, loc);
    assert_eq!(ctx.op_name(mul.op()), "arith.muli");
    assert_eq!(mul.rhs(&ctx), y);
    assert!(ctx.registry.op(AddiOp::NAME).is_some());
}

#[test]
fn segmented_groups_follow_operand_segment_sizes() {
    let mut ctx = Context::new();
    dialects::register_all(&mut ctx).expect("dialects register");
    // Two dynamic upper bounds, one shared output: the groups are
    // [] [%n, %m] [] [%t] by operandSegmentSizes, not by position.
    let src = r#"func.func @f(%n: index, %m: index, %t: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r = scf.forall (%i, %j) in (%n, %m) shared_outs(%o = %t) -> (tensor<4x4xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4x4xf32>
}"#;
    let module = parse(&mut ctx, src);
    let mut all = Vec::new();
    walk(&ctx, module, &mut all);
    let forall = all
        .iter()
        .find_map(|&o| ForallOp::cast(&ctx, o))
        .expect("an scf.forall");
    assert!(forall.dynamic_lower_bound(&ctx).is_empty());
    assert_eq!(forall.dynamic_upper_bound(&ctx).len(), 2);
    assert!(forall.dynamic_step(&ctx).is_empty());
    let outs = forall.outputs(&ctx);
    assert_eq!(outs.len(), 1);
    assert!(matches!(
        ctx.type_kind(ctx.value_type(outs[0])),
        ir::TypeKind::RankedTensor { .. }
    ));
}
