//! Op classes come from the definitions: dataflow passes ask
//! `ctx.op_class(op)`, never a list of op names.

use ir::diag::{SourceBuffer, SourceMgr};
use ir::text::{parse_source, ParseOptions};
use ir::{Context, OpClass};

fn classes(src: &str) -> Vec<(String, OpClass)> {
    let mut ctx = Context::new();
    dialects::register_all(&mut ctx).expect("dialects register");
    let mut sm = SourceMgr::default();
    sm.add(SourceBuffer::new("t.mlir", src.as_bytes().to_vec()));
    let top = parse_source(&mut ctx, &sm, 0, ParseOptions::default()).expect("parses");
    let mut out = Vec::new();
    let mut stack = vec![top];
    while let Some(op) = stack.pop() {
        out.push((ctx.op_name(op).to_string(), ctx.op_class(op)));
        for &r in ctx.op(op).regions.iter().rev() {
            for &b in ctx.region(r).blocks.iter().rev() {
                let ops: Vec<_> = ctx.block_ops(b).collect();
                stack.extend(ops.into_iter().rev());
            }
        }
    }
    out
}

#[test]
fn stablehlo_ops_have_their_declared_classes() {
    let src = r#"
func.func @f(%x: tensor<4x8xf32>, %w: tensor<8x16xf32>, %b: tensor<16xf32>) -> tensor<4xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  %1 = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<16xf32>) -> tensor<4x16xf32>
  %2 = stablehlo.add %0, %1 : tensor<4x16xf32>
  %3 = stablehlo.transpose %2, dims = [1, 0] : (tensor<4x16xf32>) -> tensor<16x4xf32>
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %4 = stablehlo.reduce(%3 init: %c) applies stablehlo.add across dimensions = [0] : (tensor<16x4xf32>, tensor<f32>) -> tensor<4xf32>
  %5 = stablehlo.clamp %c, %4, %c : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %6 = "stablehlo.sort"(%5) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %g = stablehlo.compare GT, %p, %q : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %g : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  return %6 : tensor<4xf32>
}
"#;
    let got = classes(src);
    let class = |name: &str| {
        got.iter()
            .find(|(n, _)| n == name)
            .map(|(_, c)| *c)
            .expect(name)
    };
    assert_eq!(class("stablehlo.dot_general"), OpClass::Contraction);
    assert_eq!(class("stablehlo.broadcast_in_dim"), OpClass::Broadcast);
    assert_eq!(class("stablehlo.add"), OpClass::Elementwise);
    assert_eq!(class("stablehlo.clamp"), OpClass::Elementwise);
    assert_eq!(class("stablehlo.transpose"), OpClass::DataMovement);
    assert_eq!(class("stablehlo.sort"), OpClass::Opaque);
    assert_eq!(class("func.func"), OpClass::Opaque);
    match class("stablehlo.reduce") {
        OpClass::Reduction { .. } => {}
        other => panic!("reduce is {other:?}"),
    }
}

#[test]
fn the_reduction_trait_names_an_attribute() {
    let bad = "dialect t\nop r(x: AnyType) [Reduction<$dims>] {\n}\n";
    let e = dialect_def::load("t.dialect", bad).expect_err("no attribute dims");
    assert!(
        e.to_string()
            .contains("`$dims` is not an attribute of `t.r`"),
        "{e}"
    );
    let good =
        "dialect t\nop r(x: AnyType) [Reduction<$dims>] {\n  prop dims: dense_array<i64>\n}\n";
    assert!(dialect_def::load("t.dialect", good).is_ok());
}
