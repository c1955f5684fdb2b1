func.func private @ext0(f64 {test.foo = 1 : i32}, i8 {llvm.zeroext}) -> vector<2x1xi16> attributes {passthrough = ["nounwind"], level = 2 : i64}
func.func @kernel_0(%1: tensor<1xi16>) -> f64 {
  %2 = arith.constant 78 : i16
  %3 = arith.constant 1 : i32
  %t4 = arith.constant 38 : i32
  %5:2 = arith.mului_extended %3, %t4 : i32
  %res = arith.constant dense<[2147483647]> : vector<1xi32>
  %addi_7 = arith.addi %res, %res : vector<1xi32>
  %t8 = arith.constant 100.0 : f32
  %cmp = arith.cmpf oge, %t8, %t8 fastmath<arcp> : f32
  %rhs = arith.constant -1.0 : f64
  func.return %rhs : f64
}
func.func @fn.1() -> (bf16, memref<4x8xi16>) attributes {test.kernel} {
  %1 = arith.constant -0.25 : f16
  %2 = arith.negf %1 fastmath<fast> : f16
  cf.br ^bb1
^bb1:
// ---- comment line ----
  %rhs = arith.constant 25 : i32
  %4 = arith.minui %rhs, %rhs : i32
  %c_5 = arith.constant 32767 : i16
  %c = arith.constant 0 : i16
  %7 = arith.cmpi eq, %c_5, %c : i16
  cf.cond_br %7, ^bb2, ^bb2
^bb2:
  %y = arith.constant 4.0E+2 : f32
  %neg_9 = arith.negf %y : f32
  %10 = arith.constant 1.0 : f64
^b3(%ba_11: f64):
  %acc = arith.negf %1 : f16
  %a.b = arith.constant 1 : i1
  %v15 = arith.constant 1 : i16
  cf.cond_br %a.b, ^loop_4(%v15 : i16), ^loop_4(%v15 : i16)
^loop_4(%ba: i16):
  %res = arith.constant 3.0 : bf16
  %val = memref.alloca() : memref<4x8xi16>
  func.return %res, %val : bf16, memref<4x8xi16>
}
