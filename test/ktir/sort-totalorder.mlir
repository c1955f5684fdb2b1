// A comparison under TOTALORDER ranks floats as IEEE 754's totalOrder
// does (-inf < -0 < +0 < .. < NaN), on each path: the sort of [3, NaN, -0,
// +0, -inf, 1] is [-inf, -0, +0, 1, 3, NaN] (by hand), where an ordered
// comparison (false against NaN) would leave NaN wherever it was.
// RUN: ir-run %s --entry main --input %S/Inputs/totalorder_x.npy --check %S/Inputs/totalorder_y.npy | FileCheck %s
// RUN: ir-opt --fuse --tile=cpu --convert-to-tt %s -o %t.tt.mlir
// RUN: ir-run %t.tt.mlir --jit --entry main --input %S/Inputs/totalorder_x.npy --check %S/Inputs/totalorder_y.npy | FileCheck %s
// RUN: ir-opt --fuse --tile=spyre --convert-to-ktir %s -o %t.mlir
// RUN: ir-run %t.mlir --entry main --arg arg0=%S/Inputs/totalorder_x.npy --arg arg1=zeros:1x6:f32 --arg arg2=zeros:64:f64 --out-dir %t.out --check arg1=%S/Inputs/totalorder_y.npy | FileCheck %s
// CHECK: ok
func.func @main(%x: tensor<1x6xf32>) -> tensor<1x6xf32> {
  %r = "stablehlo.sort"(%x) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %lt = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<1x6xf32>) -> tensor<1x6xf32>
  return %r : tensor<1x6xf32>
}
