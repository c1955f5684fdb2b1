// stablehlo.convert from floats to integers out of the integer's range:
// StableHLO leaves it to the implementation; tessera saturates (and NaN
// is 0) on every path, the interpreter's semantics, which convert-to-tt
// and convert-to-ktir spell out (clamp, NaN select, fptosi, and 2^k and
// above at the maximum) instead of arith.fptosi's poison. The inputs
// (Inputs/float-to-int.npy): -inf, inf, NaN, 1e20, -1e20, 3.7, -3.7,
// 127.9 / 128, -129, 255.5, 256, -0.5, 2.1e9, -2.2e9, 40000.
// RUN: ir-run %s --input %S/Inputs/float-to-int.npy --print --output %t.0.npy --output %t.1.npy --output %t.2.npy --output %t.3.npy --output %t.4.npy | FileCheck %s
// RUN: ir-opt --fuse --tile=cpu --convert-to-tt %s | ir-run - --jit --input %S/Inputs/float-to-int.npy --check %t.0.npy --check %t.1.npy --check %t.2.npy --check %t.3.npy --check %t.4.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=SAME
// RUN: ir-opt --fuse --tile=spyre --convert-to-ktir %s -o %t.spyre.mlir
// RUN: ir-run %t.spyre.mlir --entry main --arg arg0=%S/Inputs/float-to-int.npy --arg arg1=zeros:2x8:i8 --arg arg2=zeros:2x8:i32 --arg arg3=zeros:2x8:i64 --arg arg4=zeros:2x8:ui8 --arg arg5=zeros:2x8:i16 --arg arg6=zeros:4096:f64 --check arg1=%t.0.npy --check arg2=%t.1.npy --check arg3=%t.2.npy --check arg4=%t.3.npy --check arg5=%t.4.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=SAME
// By hand: each truncated toward zero, then held to the type's range.
// CHECK: [-128, 127, 0, 127, -128, 3, -3, 127], [127, -128, 127, 127, 0, 127, -128, 127]
// CHECK: [-2147483648, 2147483647, 0, 2147483647, -2147483648, 3, -3, 127], [128, -129, 255, 256, 0, 2100000000, -2147483648, 40000]
// CHECK: [-9223372036854775808, 9223372036854775807, 0, 9223372036854775807, -9223372036854775808, 3, -3, 127], [128, -129, 255, 256, 0, 2100000000, -2200000000, 40000]
// CHECK: [0, 255, 0, 255, 0, 3, 0, 127], [128, 0, 255, 255, 0, 255, 0, 255]
// Through f16 (40000 and 2.1e9 are 32767 after f16's rounding and the clamp; 2.1e9 is inf in f16).
// CHECK: [-32768, 32767, 0, 32767, -32768, 3, -3, 127], [128, -129, 255, 256, 0, 32767, -32768, 32767]
// SAME-COUNT-5: ok
// SAME-NOT: MISMATCH
func.func @main(%x: tensor<2x8xf32>) -> (tensor<2x8xi8>, tensor<2x8xi32>, tensor<2x8xi64>, tensor<2x8xui8>, tensor<2x8xi16>) {
  %a = stablehlo.convert %x : (tensor<2x8xf32>) -> tensor<2x8xi8>
  %b = stablehlo.convert %x : (tensor<2x8xf32>) -> tensor<2x8xi32>
  %c = stablehlo.convert %x : (tensor<2x8xf32>) -> tensor<2x8xi64>
  %d = stablehlo.convert %x : (tensor<2x8xf32>) -> tensor<2x8xui8>
  %h = stablehlo.convert %x : (tensor<2x8xf32>) -> tensor<2x8xf16>
  %e = stablehlo.convert %h : (tensor<2x8xf16>) -> tensor<2x8xi16>
  return %a, %b, %c, %d, %e : tensor<2x8xi8>, tensor<2x8xi32>, tensor<2x8xi64>, tensor<2x8xui8>, tensor<2x8xi16>
}
