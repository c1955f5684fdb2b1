// Slices, pads (edge, negative and interior) and concatenations of values
// a kernel computes become tt.gather and arith.select in the tile kernel,
// not host ops; compiled, they give the reference interpreter's numbers on
// the StableHLO program (test/python/pieces.test checks the same ops
// against PyTorch).
// RUN: rm -rf %t && mkdir -p %t
// RUN: ir-run %s --random-inputs --output %t/a.npy --output %t/b.npy --output %t/c.npy
// RUN: ir-opt %s --fuse --tile=cpu --convert-to-tt -o %t/tt.mlir
// RUN: FileCheck %s < %t/tt.mlir
// RUN: ir-run %t/tt.mlir --jit --random-inputs --check %t/a.npy --check %t/b.npy --check %t/c.npy | FileCheck %s --check-prefix=RAN
// CHECK-NOT: stablehlo.pad
// CHECK-NOT: stablehlo.concatenate
// CHECK: tt.gather
// CHECK: arith.select
// RAN-COUNT-3: ok

func.func @main(%x: tensor<4x6xf32>, %y: tensor<4x3xf32>) -> (tensor<9x6xf32>, tensor<4x9xf32>, tensor<2x3xf32>) {
  %z = stablehlo.constant dense<-1.5> : tensor<f32>
  %e = stablehlo.exponential %x : tensor<4x6xf32>
  // Interior padding 1 between rows, one row below, a column cut on each side... then restored.
  %p = stablehlo.pad %e, %z, low = [0, 1], high = [1, -1], interior = [1, 0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<8x6xf32>
  %t = stablehlo.tanh %x : tensor<4x6xf32>
  %r = stablehlo.slice %t [1:2, 0:6] : (tensor<4x6xf32>) -> tensor<1x6xf32>
  %a = stablehlo.concatenate %p, %r, dim = 0 : (tensor<8x6xf32>, tensor<1x6xf32>) -> tensor<9x6xf32>
  %n = stablehlo.negate %y : tensor<4x3xf32>
  %b = stablehlo.concatenate %n, %t, dim = 1 : (tensor<4x3xf32>, tensor<4x6xf32>) -> tensor<4x9xf32>
  %c = stablehlo.slice %t [0:4:2, 1:6:2] : (tensor<4x6xf32>) -> tensor<2x3xf32>
  return %a, %b, %c : tensor<9x6xf32>, tensor<4x9xf32>, tensor<2x3xf32>
}
