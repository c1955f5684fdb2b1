// What JAX programs meet that arith leaves undefined, with StableHLO's
// meaning on every path (the interpreter, the CPU JIT, the simulated
// Spyre), by hand: x / 0 = -1 and x % 0 = x; MIN / -1 = MIN, remainder 0;
// shifts by 32 or more give 0 (an arithmetic right shift the sign); a
// rank-0 select predicate (1 > 0: the quotients); a private function
// called (inlined before the dataflow passes, as JAX's `call @_where`
// needs on Spyre), MIN + MIN wrapping to 0; a pad of 0..5 with interior 1
// and negative edges (-1, -2); next_after's bits: 1 toward 2 is 0x3f800001,
// 0 toward -1 the negative smallest subnormal 0x80000001, -1 toward 0
// 0xbf7fffff. The JIT used to trap on the division by zero (SIGFPE).
// RUN: ir-run %s --print | FileCheck %s
// RUN: ir-run %s --output %t.0.npy --output %t.1.npy --output %t.2.npy --output %t.3.npy --output %t.4.npy --output %t.5.npy --output %t.6.npy --output %t.7.npy > /dev/null
// RUN: ir-opt --fuse --tile=cpu --convert-to-tt %s | ir-run - --jit --check %t.0.npy --check %t.1.npy --check %t.2.npy --check %t.3.npy --check %t.4.npy --check %t.5.npy --check %t.6.npy --check %t.7.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=SAME
// RUN: ir-opt --fuse --tile=spyre --convert-to-ktir %s -o %t.spyre.mlir
// RUN: ir-run %t.spyre.mlir --entry main --arg arg0=zeros:4:i32 --arg arg1=zeros:4:i32 --arg arg2=zeros:4:i32 --arg arg3=zeros:4:i32 --arg arg4=zeros:4:i32 --arg arg5=zeros:4:i32 --arg arg6=zeros:8:f32 --arg arg7=zeros:3:i32 --arg arg8=zeros:65536:f64 --check arg0=%t.0.npy --check arg1=%t.1.npy --check arg2=%t.2.npy --check arg3=%t.3.npy --check arg4=%t.4.npy --check arg5=%t.5.npy --check arg6=%t.6.npy --check arg7=%t.7.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=SAME
// CHECK: [-1, -1, -2147483648, 2]
// CHECK: [7, -7, 0, 1]
// CHECK: [0, 0, 4080, -2147483648]
// CHECK: [0, 0, 15, 0]
// CHECK: [0, -1, 15, 0]
// CHECK: [-2, -2, 0, 4]
// CHECK: [9, 1, 9, 2, 9, 3, 9, 4]
// CHECK: [1065353217, -2147483647, -1082130433]
// SAME-COUNT-8: ok
// SAME-NOT: MISMATCH
func.func private @double(%v: tensor<4xi32>) -> tensor<4xi32> {
  %0 = stablehlo.add %v, %v : tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func @main() -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<8xf32>, tensor<3xi32>) {
  %x = stablehlo.constant dense<[7, -7, -2147483648, 5]> : tensor<4xi32>
  %y = stablehlo.constant dense<[0, 0, -1, 2]> : tensor<4xi32>
  %div = stablehlo.divide %x, %y : tensor<4xi32>
  %rem = stablehlo.remainder %x, %y : tensor<4xi32>
  %a = stablehlo.constant dense<[1, -8, 255, 3]> : tensor<4xi32>
  %s = stablehlo.constant dense<[32, 33, 4, 31]> : tensor<4xi32>
  %shl = stablehlo.shift_left %a, %s : tensor<4xi32>
  %shrl = stablehlo.shift_right_logical %a, %s : tensor<4xi32>
  %shra = stablehlo.shift_right_arithmetic %a, %s : tensor<4xi32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %sum = stablehlo.reduce(%y init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
  %p = stablehlo.compare GT, %sum, %z, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %sel = stablehlo.select %p, %div, %rem : tensor<i1>, tensor<4xi32>
  %twice = func.call @double(%sel) : (tensor<4xi32>) -> tensor<4xi32>
  %io = stablehlo.iota dim = 0 : tensor<6xf32>
  %nine = stablehlo.constant dense<9.0> : tensor<f32>
  %pad = stablehlo.pad %io, %nine, low = [-1], high = [-2], interior = [1] : (tensor<6xf32>, tensor<f32>) -> tensor<8xf32>
  %from = stablehlo.constant dense<[1.0, 0.0, -1.0]> : tensor<3xf32>
  %to = stablehlo.constant dense<[2.0, -1.0, 0.0]> : tensor<3xf32>
  %na = chlo.next_after %from, %to : tensor<3xf32>, tensor<3xf32> -> tensor<3xf32>
  %bits = stablehlo.bitcast_convert %na : (tensor<3xf32>) -> tensor<3xi32>
  return %div, %rem, %shl, %shrl, %shra, %twice, %pad, %bits : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<8xf32>, tensor<3xi32>
}
