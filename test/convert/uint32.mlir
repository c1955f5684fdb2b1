// ui32 tensors (JAX's hashes and PRNG keys) on every path: a Knuth
// multiplicative hash, x · 2654435761 mod 2^32, of [1, 2, -1, 12345]
// (-1 is 4294967295 as ui32). By hand: 2654435761, 1013904226,
// 1640531535, 2703968361. The results are written as uint32 (the
// interpreter had no host form for them; Spyre wrote them sign-extended).
// RUN: ir-run %s --input %S/Inputs/u32-x.npy --print --output %t.npy | FileCheck %s
// RUN: ir-opt --fuse --tile=cpu --convert-to-tt %s | ir-run - --jit --input %S/Inputs/u32-x.npy --check %t.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=SAME
// RUN: ir-opt --fuse --tile=spyre --convert-to-ktir %s -o %t.spyre.mlir
// RUN: ir-run %t.spyre.mlir --entry main --arg arg0=%S/Inputs/u32-x.npy --arg arg1=zeros:4:ui32 --arg arg2=zeros:4096:f64 --check arg1=%t.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=SAME
// CHECK: dtype ui32
// CHECK-NEXT: [2654435761, 1013904226, 1640531535, 2703968361]
// SAME: ok
func.func @main(%arg0: tensor<4xi32>) -> tensor<4xui32> {
  %0 = stablehlo.convert %arg0 : (tensor<4xi32>) -> tensor<4xui32>
  %c = stablehlo.constant dense<2654435761> : tensor<ui32>
  %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<4xui32>
  %2 = stablehlo.multiply %0, %1 : tensor<4xui32>
  return %2 : tensor<4xui32>
}
