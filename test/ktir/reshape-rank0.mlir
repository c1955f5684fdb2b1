// Reshapes to and from rank 0 on Spyre: a sum of x (a rank-0 tensor)
// reshaped to 1x1, and a rank-1 tensor of one element reshaped to rank 0
// and back. By hand, x = [1, 2, 3, 4]: the sum is 10.
// RUN: ir-opt --fuse --tile=spyre --convert-to-ktir %s -o %t.mlir
// RUN: ir-run %t.mlir --entry main --arg arg0=%S/Inputs/r0_x.npy --arg arg1=zeros:1x1:f32 --arg arg2=zeros:64:f32 --out-dir %t.out --check arg1=%S/Inputs/r0_y.npy | FileCheck %s
// CHECK: check arg1: ok
func.func @main(%x: tensor<4xf32>) -> tensor<1x1xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %a = stablehlo.reshape %s : (tensor<f32>) -> tensor<1xf32>
  %b = stablehlo.reshape %a : (tensor<1xf32>) -> tensor<f32>
  %c = stablehlo.reshape %b : (tensor<f32>) -> tensor<1x1xf32>
  return %c : tensor<1x1xf32>
}
