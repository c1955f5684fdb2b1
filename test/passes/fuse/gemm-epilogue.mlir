// A GEMM with its epilogue (bias, a tanh-gated activation) is one
// `output` kernel; what stays inside is free.
// RUN: ir-opt --fuse %s | FileCheck %s
// RUN: ir-run %s --entry gemm_bias_act --random-inputs --output %t.npy
// RUN: ir-opt --fuse %s | ir-run - --entry gemm_bias_act --random-inputs --check %t.npy | FileCheck %s --check-prefix=SAME
//
// Bytes by hand (f32): x 128x256x4 = 131072, w 256x512x4 = 524288,
// b 512x4 = 2048, the result 128x512x4 = 262144; 919552 in all.
// Unfused, the dot alone moves 131072 + 524288 + 262144 = 917504 and each
// of the four ops after it at least another 262144 x 2.
// Flops: 2 x 128 x 512 x 256 = 33554432 for the dot, one an element for
// add, tanh and multiply (3 x 65536): 33751040.

// CHECK-LABEL: func.func @gemm_bias_act
// CHECK: %[[K:.*]] = hlo.fusion <output> "output_multiply_fusion"(%arg0, %arg1, %arg2) {bytes_accessed = 919552 : i64, flops = 33751040 : i64}
// CHECK: stablehlo.dot_general
// CHECK: stablehlo.broadcast_in_dim
// CHECK: stablehlo.add
// CHECK: stablehlo.tanh
// CHECK: stablehlo.multiply
// CHECK: hlo.yield
// CHECK: return %[[K]]
func.func @gemm_bias_act(%x: tensor<128x256xf32>, %w: tensor<256x512xf32>, %b: tensor<512xf32>) -> tensor<128x512xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<128x256xf32>, tensor<256x512xf32>) -> tensor<128x512xf32>
  %1 = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<512xf32>) -> tensor<128x512xf32>
  %2 = stablehlo.add %0, %1 : tensor<128x512xf32>
  %3 = stablehlo.tanh %2 : tensor<128x512xf32>
  %4 = stablehlo.multiply %2, %3 : tensor<128x512xf32>
  return %4 : tensor<128x512xf32>
}
// SAME: check 0: ok
