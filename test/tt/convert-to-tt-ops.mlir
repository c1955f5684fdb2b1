// Ops whose tile form is a few arith ops (convert-to-tt): sign, abs of an
// integer, is_finite, and not. Hand-worked: x = [0, -2.5, 3, -0, inf, nan],
// n = [-3, 0, 4, -7]; sign(x) = [0, -1, 1, -0, 1, nan] (zero and NaN are
// themselves), |n| = [3, 0, 4, 7], is_finite(x) = [1, 1, 1, 1, 0, 0],
// ~n = -n - 1 = [2, -1, -5, 6].
// RUN: ir-opt --fuse --tile=%S/Inputs/cpu2.target --convert-to-tt --remarks %s -o %t.mlir 2>&1 | FileCheck %s --check-prefix=REMARK --allow-empty
// RUN: ir-run %t.mlir --entry main --input %S/Inputs/ops_x.npy --input %S/Inputs/ops_n.npy --print | FileCheck %s
// RUN: ir-run %t.mlir --jit --entry main --input %S/Inputs/ops_x.npy --input %S/Inputs/ops_n.npy --print | FileCheck %s
// REMARK-NOT: stays on the host
// CHECK-LABEL: result 0: shape [6] dtype f32
// CHECK-NEXT: {{^  \[0, -1, 1, -0, 1, NaN\]$}}
// CHECK-LABEL: result 1: shape [4] dtype si32
// CHECK-NEXT: {{^  \[3, 0, 4, 7\]$}}
// CHECK-LABEL: result 2: shape [6] dtype i1
// CHECK-NEXT: {{^  \[true, true, true, true, false, false\]$}}
// CHECK-LABEL: result 3: shape [4] dtype si32
// CHECK-NEXT: {{^  \[2, -1, -5, 6\]$}}
func.func @main(%x: tensor<6xf32>, %n: tensor<4xi32>) -> (tensor<6xf32>, tensor<4xi32>, tensor<6xi1>, tensor<4xi32>) {
  %s = stablehlo.sign %x : tensor<6xf32>
  %a = stablehlo.abs %n : tensor<4xi32>
  %f = stablehlo.is_finite %x : (tensor<6xf32>) -> tensor<6xi1>
  %m = stablehlo.not %n : tensor<4xi32>
  return %s, %a, %f, %m : tensor<6xf32>, tensor<4xi32>, tensor<6xi1>, tensor<4xi32>
}
