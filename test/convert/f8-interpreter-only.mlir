// The f8 formats: the reference interpreter rounds to them as ml_dtypes
// does (Inputs/f8-ref.npy is ml_dtypes' float8_e4m3fn / float8_e5m2 of the
// same steps: x to e4m3fn, y to e5m2 then e4m3fn, their sum rounded to
// e4m3fn; 500 and 70000 are NaN there, e4m3fn having no infinity), bit for
// bit. The kernel emitters have no f8 code yet: each refuses the program
// at the first op that makes an f8 tensor, and says who runs it.
// RUN: ir-run %s --input %S/Inputs/f8-x.npy --input %S/Inputs/f8-y.npy --check %S/Inputs/f8-ref.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: not ir-opt --fuse --tile=cpu --convert-to-tt %s 2>&1 | FileCheck %s --check-prefix=CPU
// RUN: not ir-opt --fuse --tile=spyre --convert-to-ktir %s 2>&1 | FileCheck %s --check-prefix=SPYRE
// CHECK: check 0: ok
// CPU: f8-interpreter-only.mlir:[[@LINE+4]]:8: error: convert-to-tt has no kernels for f8E4M3FN (floats narrower than 16 bits) yet: the reference interpreter runs the program
// SPYRE: f8-interpreter-only.mlir:[[@LINE+3]]:8: error: convert-to-ktir has no kernels for f8E4M3FN
// SPYRE-NOT: module
func.func @main(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %a = stablehlo.convert %x : (tensor<4x8xf32>) -> tensor<4x8xf8E4M3FN>
  %b = stablehlo.convert %y : (tensor<4x8xf32>) -> tensor<4x8xf8E5M2>
  %bb = stablehlo.convert %b : (tensor<4x8xf8E5M2>) -> tensor<4x8xf8E4M3FN>
  %c = stablehlo.add %a, %bb : tensor<4x8xf8E4M3FN>
  %d = stablehlo.convert %c : (tensor<4x8xf8E4M3FN>) -> tensor<4x8xf32>
  return %d : tensor<4x8xf32>
}
