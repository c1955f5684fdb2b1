// A scatter of a value into itself (HF top-p: mask.scatter(1, idx, mask)):
// one op reads the value at two positions with two shares, the operand
// divided over the cores and the updates whole; each position gets its
// own share (the wanted share is kept per operand position), where the
// loop's start used to take the updates' whole value. x[i, j] = 100 i + j
// scattered to column 31 - j: each row reversed, by hand.
// RUN: ir-run %s --print | FileCheck %s
// RUN: ir-run %s --output %t.npy > /dev/null
// RUN: ir-opt --fuse --tile=spyre --convert-to-ktir %s -o %t.mlir
// RUN: ir-run %t.mlir --entry main --arg arg0=zeros:3x32:f32 --arg arg1=zeros:65536:f64 --check arg0=%t.npy | FileCheck %s --check-prefix=SPYRE
// CHECK: {{\[}}[31, 30, 29, {{.*}}, 2, 1, 0], [131, 130, {{.*}}, 101, 100], [231, {{.*}}, 200]]
// SPYRE: check arg0: ok
func.func @main() -> tensor<3x32xf32> {
  %j = stablehlo.iota dim = 1 : tensor<3x32xi64>
  %i = stablehlo.iota dim = 0 : tensor<3x32xi64>
  %h = stablehlo.constant dense<100> : tensor<3x32xi64>
  %r = stablehlo.multiply %i, %h : tensor<3x32xi64>
  %s = stablehlo.add %r, %j : tensor<3x32xi64>
  %x = stablehlo.convert %s : (tensor<3x32xi64>) -> tensor<3x32xf32>
  %c31 = stablehlo.constant dense<31> : tensor<3x32xi64>
  %rj = stablehlo.subtract %c31, %j : tensor<3x32xi64>
  %i3 = stablehlo.reshape %i : (tensor<3x32xi64>) -> tensor<3x32x1xi64>
  %j3 = stablehlo.reshape %rj : (tensor<3x32xi64>) -> tensor<3x32x1xi64>
  %idx = stablehlo.concatenate %i3, %j3, dim = 2 : (tensor<3x32x1xi64>, tensor<3x32x1xi64>) -> tensor<3x32x2xi64>
  %0 = "stablehlo.scatter"(%x, %idx, %x) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<3x32xf32>, tensor<3x32x2xi64>, tensor<3x32xf32>) -> tensor<3x32xf32>
  return %0 : tensor<3x32xf32>
}
