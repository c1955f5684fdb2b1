// argmax as a two-operand reduce (values with their indices, the first
// index among equals) on Spyre: one linalg.generic with two outputs whose
// body is the reduction's own, in scalar arith; the kernel exports only the
// indices, and its rows are divided across cores (the dimension map reads
// the roles of the result it reached). By hand, x = [[3, 7, 7, 1], [0, -2,
// 5, 5]]: the maxima are at 1 and 2.
// RUN: ir-opt --fuse --tile=spyre --convert-to-ktir %s -o %t.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.mlir
// RUN: ir-run %t.mlir --entry main --arg arg0=%S/Inputs/argmax_x.npy --arg arg1=zeros:2:i64 --arg arg2=zeros:64:f32 --out-dir %t.out --check arg1=%S/Inputs/argmax_y.npy | FileCheck %s
// IR: linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK: check arg1: ok
func.func @main(%x: tensor<2x4xf32>) -> tensor<2xi64> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %z = stablehlo.constant dense<0> : tensor<i64>
  %i = stablehlo.iota dim = 1 : tensor<2x4xi64>
  %r:2 = stablehlo.reduce(%x init: %ninf), (%i init: %z) across dimensions = [1] : (tensor<2x4xf32>, tensor<2x4xi64>, tensor<f32>, tensor<i64>) -> (tensor<2xf32>, tensor<2xi64>)
    reducer(%a: tensor<f32>, %b: tensor<f32>) (%ai: tensor<i64>, %bi: tensor<i64>) {
      %gt = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %eq = stablehlo.compare EQ, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %lt = stablehlo.compare LT, %ai, %bi, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %tie = stablehlo.and %eq, %lt : tensor<i1>
      %pick = stablehlo.or %gt, %tie : tensor<i1>
      %v = stablehlo.select %pick, %a, %b : tensor<i1>, tensor<f32>
      %j = stablehlo.select %pick, %ai, %bi : tensor<i1>, tensor<i64>
      stablehlo.return %v, %j : tensor<f32>, tensor<i64>
    }
  return %r#1 : tensor<2xi64>
}
