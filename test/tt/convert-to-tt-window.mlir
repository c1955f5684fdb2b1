// reduce_window (pooling) becomes masked loads through constant offsets
// (or, of a value the kernel computes, gathers and selects) and the
// body's ops in the tile kernel, not a host op: base and window dilation,
// padding, strides, and a two-operand window (a max with the index that
// reaches it); compiled, the reference interpreter's numbers on the
// StableHLO program (test/python/pooling.test checks pooling against
// PyTorch).
// RUN: rm -rf %t && mkdir -p %t
// RUN: ir-run %s --random-inputs --output %t/a.npy --output %t/b.npy --output %t/c.npy
// RUN: ir-opt %s --fuse --tile=cpu --convert-to-tt -o %t/tt.mlir
// RUN: FileCheck %s < %t/tt.mlir
// RUN: ir-run %t/tt.mlir --jit --random-inputs --check %t/a.npy --check %t/b.npy --check %t/c.npy | FileCheck %s --check-prefix=RAN
// CHECK-NOT: stablehlo.reduce_window
// CHECK: tt.func
// RAN-COUNT-3: ok

func.func @main(%x: tensor<2x7x6xf32>) -> (tensor<2x7x5xf32>, tensor<2x4x3xf32>, tensor<2x4x3xi32>) {
  %e = stablehlo.exponential %x : tensor<2x7x6xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %imax = stablehlo.constant dense<-1> : tensor<i32>
  // A sum over windows of 2 with base dilation 2 and window dilation 3.
  %a = "stablehlo.reduce_window"(%e, %zero) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 1, 1, 2>, window_strides = array<i64: 1, 1, 2>, base_dilations = array<i64: 1, 1, 2>, window_dilations = array<i64: 1, 1, 3>, padding = dense<[[0, 0], [0, 0], [1, 0]]> : tensor<3x2xi64>} : (tensor<2x7x6xf32>, tensor<f32>) -> tensor<2x7x5xf32>
  // A max and the position reaching it, 3x3 windows, stride 2, padded.
  %t = stablehlo.tanh %x : tensor<2x7x6xf32>
  %i = stablehlo.iota dim = 1 : tensor<2x7x6xi32>
  %b:2 = "stablehlo.reduce_window"(%t, %i, %ninf, %imax) ({
  ^bb0(%v1: tensor<f32>, %i1: tensor<i32>, %v2: tensor<f32>, %i2: tensor<i32>):
    %ge = stablehlo.compare GE, %v1, %v2 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v = stablehlo.select %ge, %v1, %v2 : tensor<i1>, tensor<f32>
    %j = stablehlo.select %ge, %i1, %i2 : tensor<i1>, tensor<i32>
    stablehlo.return %v, %j : tensor<f32>, tensor<i32>
  }) {window_dimensions = array<i64: 1, 3, 3>, window_strides = array<i64: 1, 2, 2>, padding = dense<[[0, 0], [1, 1], [1, 0]]> : tensor<3x2xi64>} : (tensor<2x7x6xf32>, tensor<2x7x6xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x4x3xf32>, tensor<2x4x3xi32>)
  return %a, %b#0, %b#1 : tensor<2x7x5xf32>, tensor<2x4x3xf32>, tensor<2x4x3xi32>
}
