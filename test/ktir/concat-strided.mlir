// Concatenations along a dimension the cores divide, whose share a reshape
// merged from parts: `stack(chunk(x)).sum(1)` (the concatenation viewed as
// [2, 2, 8, 8] and summed over the stacked dimension: each core's rows of
// both groups, strided), cut through the parts (expand_shape, one slice a
// part, collapse_shape); and a roll of a [2, 64, 16] iota viewed as
// [2, 8, 8, 16] (the iota's rows strided too: it counts part by part).
// Against the interpreter; by hand, the first row of the sum is x[0, 0, j]
// + x[0, 0, 8 + j] = j + (8 + j).
// RUN: ir-run %s --print | FileCheck %s
// RUN: ir-run %s --output %t.0.npy --output %t.1.npy > /dev/null
// RUN: ir-opt --fuse --tile=spyre --convert-to-ktir %s -o %t.mlir
// RUN: FileCheck %s --check-prefix=KTIR < %t.mlir
// RUN: ir-run %t.mlir --entry main --arg arg0=zeros:2x8x8:f32 --arg arg1=zeros:2x64x16:f32 --arg arg2=zeros:65536:f64 --check arg0=%t.0.npy --check arg1=%t.1.npy | FileCheck %s --check-prefix=SPYRE
// CHECK: result 0: shape [2,8,8]
// CHECK-NEXT: {{\[}}{{\[}}[8, 10, 12, 14, 16, 18, 20, 22],
// CHECK: result 1: shape [2,64,16]
// KTIR: tensor.expand_shape
// KTIR: tensor.collapse_shape
// SPYRE: check arg0: ok
// SPYRE: check arg1: ok
func.func @main() -> (tensor<2x8x8xf32>, tensor<2x64x16xf32>) {
  %a = stablehlo.iota dim = 2 : tensor<2x8x16xf32>
  %b = stablehlo.iota dim = 1 : tensor<2x8x16xf32>
  %c = stablehlo.constant dense<100.0> : tensor<2x8x16xf32>
  %bc = stablehlo.multiply %b, %c : tensor<2x8x16xf32>
  %x = stablehlo.add %a, %bc : tensor<2x8x16xf32>
  %lo = stablehlo.slice %x [0:2, 0:8, 0:8] : (tensor<2x8x16xf32>) -> tensor<2x8x8xf32>
  %hi = stablehlo.slice %x [0:2, 0:8, 8:16] : (tensor<2x8x16xf32>) -> tensor<2x8x8xf32>
  %cat = stablehlo.concatenate %lo, %hi, dim = 1 : (tensor<2x8x8xf32>, tensor<2x8x8xf32>) -> tensor<2x16x8xf32>
  %st = stablehlo.reshape %cat : (tensor<2x16x8xf32>) -> tensor<2x2x8x8xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%st init: %z) applies stablehlo.add across dimensions = [1] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x8x8xf32>
  %w = stablehlo.iota dim = 1 : tensor<2x64x16xf32>
  %w4 = stablehlo.reshape %w : (tensor<2x64x16xf32>) -> tensor<2x8x8x16xf32>
  %r1 = stablehlo.slice %w4 [0:2, 2:8, 0:8, 0:16] : (tensor<2x8x8x16xf32>) -> tensor<2x6x8x16xf32>
  %r2 = stablehlo.slice %w4 [0:2, 0:2, 0:8, 0:16] : (tensor<2x8x8x16xf32>) -> tensor<2x2x8x16xf32>
  %roll = stablehlo.concatenate %r1, %r2, dim = 1 : (tensor<2x6x8x16xf32>, tensor<2x2x8x16xf32>) -> tensor<2x8x8x16xf32>
  %back = stablehlo.reshape %roll : (tensor<2x8x8x16xf32>) -> tensor<2x64x16xf32>
  return %sum, %back : tensor<2x8x8xf32>, tensor<2x64x16xf32>
}
