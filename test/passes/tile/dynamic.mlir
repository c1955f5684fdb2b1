// A dynamic dimension where the target needs static shapes is an error
// that names the dimension and the target, and nothing is printed.
// RUN: not ir-opt --fuse --tile=tpu-v5e %s 2>&1 | FileCheck %s
// CHECK: dynamic.mlir:[[@LINE+3]]:8: error: dimension 0 of 'tensor<?x4xf32>' is dynamic: tpu-v5e needs static shapes (XLA would recompile for each shape)
// CHECK-NOT: func.func
func.func @f(%a: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = stablehlo.exponential %a : tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
