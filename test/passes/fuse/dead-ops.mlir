// Ops nobody reads are erased before kernels form (XLA's HloDCE runs
// before fusion): the broadcast torch-mlir's `empty_strided` leaves
// behind and an unused add become no kernel, and the program's unfused
// traffic counts the negate alone (8x8 f32 in and out: 2 x 256 = 512).
// RUN: ir-opt --fuse %s | FileCheck %s
// CHECK: hlo.unfused_bytes_accessed = 512 : i64
// CHECK-LABEL: func.func @dead
// CHECK-NOT: broadcast_in_dim
// CHECK-NOT: stablehlo.add
// CHECK: stablehlo.negate %arg0
// CHECK-NEXT: return
func.func @dead(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %c = stablehlo.constant dense<false> : tensor<i1>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
  %1 = stablehlo.add %x, %x : tensor<8x8xf32>
  %2 = stablehlo.negate %x : tensor<8x8xf32>
  return %2 : tensor<8x8xf32>
}
