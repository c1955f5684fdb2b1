// --target names the dataflow passes' target for the whole pipeline (the
// module records it); a target file with an impossible value is an error
// at its line, and nothing is printed.
// RUN: ir-opt --target=tpu-v4 --fuse %s | FileCheck %s
// RUN: ir-opt --target=tpu-v4 --fuse --tile --report=table %s | FileCheck %s --check-prefix=TABLE
// RUN: not ir-opt --target-file=%S/Inputs/zero-cores.target --fuse %s 2>&1 | FileCheck %s --check-prefix=BAD
// CHECK: module attributes {hlo.target = "tpu-v4", hlo.unfused_bytes_accessed = 96 : i64, hlo.unfused_hlo_bytes_accessed = 96 : i64}
// TABLE: target: tpu-v4
// BAD: zero-cores.target:7:9: error: compute.cores must be at least 1, not 0
// BAD-NOT: error
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %b : tensor<4xf32>
  %1 = stablehlo.multiply %0, %b : tensor<4xf32>
  return %1 : tensor<4xf32>
}
