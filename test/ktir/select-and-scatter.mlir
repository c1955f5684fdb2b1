// select_and_scatter (max pooling's gradient) through expand-hlo's
// decomposition (strided slices, selects, interior pads) on the CPU JIT
// and the simulated Spyre, against the interpreter's own select_and_scatter
// and by hand. 2x2 windows, stride 2, GE (the first maximum in row-major
// order wins a tie): the sources 1, 2, 3, 4 land on (0, 1), (0, 2) (a
// window of four 2s), (2, 0) (a window of zeros) and (2, 2). A 1x3 window
// over [1, 5, 2] padded by one each side: all three windows choose the 5,
// which gets 10 + 20 + 30.
// RUN: ir-run %s --print | FileCheck %s
// RUN: ir-run %s --output %t.0.npy --output %t.1.npy > /dev/null
// RUN: ir-opt --fuse --tile=cpu --convert-to-tt %s | ir-run - --jit --check %t.0.npy --check %t.1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=SAME
// RUN: ir-opt --fuse --tile=spyre --convert-to-ktir %s -o %t.mlir
// RUN: ir-run %t.mlir --entry main --arg arg0=zeros:4x4:f32 --arg arg1=zeros:1x3:f32 --arg arg2=zeros:65536:f64 --check arg0=%t.0.npy --check arg1=%t.1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=SAME
// CHECK: {{\[}}[0, 1, 2, 0], [0, 0, 0, 0], [3, 0, 4, 0], [0, 0, 0, 0]]
// CHECK: {{\[}}[0, 60, 0]]
// SAME-COUNT-2: ok
// SAME-NOT: MISMATCH
func.func @main() -> (tensor<4x4xf32>, tensor<1x3xf32>) {
  %x = stablehlo.constant dense<[[1.0, 3.0, 2.0, 2.0], [3.0, 0.0, 2.0, 2.0], [0.0, 0.0, 9.0, 1.0], [0.0, 0.0, 1.0, 1.0]]> : tensor<4x4xf32>
  %s = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.select_and_scatter"(%x, %s, %z) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<f32>) -> tensor<4x4xf32>
  %y = stablehlo.constant dense<[[1.0, 5.0, 2.0]]> : tensor<1x3xf32>
  %t = stablehlo.constant dense<[[10.0, 20.0, 30.0]]> : tensor<1x3xf32>
  %1 = "stablehlo.select_and_scatter"(%y, %t, %z) <{padding = dense<[[0, 0], [1, 1]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 3>, window_strides = array<i64: 1, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) : (tensor<1x3xf32>, tensor<1x3xf32>, tensor<f32>) -> tensor<1x3xf32>
  return %0, %1 : tensor<4x4xf32>, tensor<1x3xf32>
}
