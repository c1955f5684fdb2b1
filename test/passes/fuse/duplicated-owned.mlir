// A producer one kernel duplicates while another kernel owns it: the
// matmul's kernel takes its own copy of the widening convert (the f16
// weight is half the bytes of the f32 one), and the transpose's kernel,
// which the convert seeded, is left computing only the transpose. This
// used to panic (the owner found its op erased). Bytes by hand: the
// transpose reads and writes 8x8 f16 (128 + 128 = 256); the matmul reads
// the transposed f16 weight (128) and x, 4x8 f32 (128), and writes 4x8 f32
// (128): 384.
// RUN: ir-opt --fuse %s | FileCheck %s
// CHECK: hlo.fusion <loop> "loop_transpose_fusion"(%arg1) {bytes_accessed = 256 : i64, flops = 0 : i64}
// CHECK-NEXT: ^bb0
// CHECK-NEXT: stablehlo.transpose
// CHECK-NEXT: hlo.yield
// CHECK: hlo.fusion <output> "output_dot_general_fusion"({{.*}}) {bytes_accessed = 384 : i64
// CHECK: stablehlo.convert
// CHECK: stablehlo.dot_general
func.func @main(%x: tensor<4x8xf32>, %w: tensor<8x8xf16>) -> tensor<4x8xf32> {
  %t = stablehlo.transpose %w, dims = [1, 0] : (tensor<8x8xf16>) -> tensor<8x8xf16>
  %1 = stablehlo.convert %t : (tensor<8x8xf16>) -> tensor<8x8xf32>
  %2 = stablehlo.dot_general %x, %1, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
  return %2 : tensor<4x8xf32>
}
