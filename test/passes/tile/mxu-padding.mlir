// A matmul of awkward sizes on the TPU: its dimensions are padded to the
// MXU, and the report says how much of the MXU does useful work.
// RUN: ir-opt --fuse --tile=tpu-v5e --report=json %s | FileCheck %s
// RUN: ir-opt --fuse --tile=tpu-v6e --report=json %s | FileCheck %s --check-prefix=V6E
// 100x200 by 200x300 f32: M 100 -> 128, N 300 -> 384, K 200 -> 256 on a
// 128x128 MXU: 100x300x200 / (128x384x256) = 6000000 / 12582912 = 0.4768.
// On v6e's 256x256 MXU: 6000000 / (256x512x256) = 0.1788.
// CHECK: "matrix_unit_utilization": 0.4768
// CHECK: "what": "the MXU runs 47.7% useful products",
// CHECK-NEXT: "because": "compute.matrix_unit = 128x128: M 100, N 300, K 200 are padded to multiples of 128"
// V6E: "matrix_unit_utilization": 0.1788
func.func @mm(%a: tensor<100x200xf32>, %b: tensor<200x300xf32>) -> tensor<100x300xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<100x200xf32>, tensor<200x300xf32>) -> tensor<100x300xf32>
  return %0 : tensor<100x300xf32>
}
