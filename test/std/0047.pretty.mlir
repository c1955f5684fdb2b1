module {
  func.func private @ext0(f64 {test.foo = 1 : i32}, i8 {llvm.zeroext}) -> vector<2x1xi16> attributes {level = 2 : i64, passthrough = ["nounwind"]}
  func.func @kernel_0(%arg0: tensor<1xi16>) -> f64 {
    %c78_i16 = arith.constant 78 : i16
    %c1_i32 = arith.constant 1 : i32
    %c38_i32 = arith.constant 38 : i32
    %low, %high = arith.mului_extended %c1_i32, %c38_i32 : i32
    %cst = arith.constant dense<2147483647> : vector<1xi32>
    %0 = arith.addi %cst, %cst : vector<1xi32>
    %cst_0 = arith.constant 1.000000e+02 : f32
    %1 = arith.cmpf oge, %cst_0, %cst_0 fastmath<arcp> : f32
    %cst_1 = arith.constant -1.000000e+00 : f64
    return %cst_1 : f64
  }
  func.func @fn.1() -> (bf16, memref<4x8xi16>) attributes {test.kernel} {
    %cst = arith.constant -2.500000e-01 : f16
    %0 = arith.negf %cst fastmath<fast> : f16
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %c25_i32 = arith.constant 25 : i32
    %1 = arith.minui %c25_i32, %c25_i32 : i32
    %c32767_i16 = arith.constant 32767 : i16
    %c0_i16 = arith.constant 0 : i16
    %2 = arith.cmpi eq, %c32767_i16, %c0_i16 : i16
    cf.cond_br %2, ^bb2, ^bb2
  ^bb2:  // 2 preds: ^bb1, ^bb1
    %cst_0 = arith.constant 4.000000e+02 : f32
    %3 = arith.negf %cst_0 : f32
    %cst_1 = arith.constant 1.000000e+00 : f64
    cf.br ^bb3(%cst_1 : f64)
  ^bb3(%4: f64):  // pred: ^bb2
    %5 = arith.negf %cst : f16
    %true = arith.constant true
    %c1_i16 = arith.constant 1 : i16
    cf.cond_br %true, ^bb4(%c1_i16 : i16), ^bb4(%c1_i16 : i16)
  ^bb4(%6: i16):  // 2 preds: ^bb3, ^bb3
    %cst_2 = arith.constant 3.000000e+00 : bf16
    %alloca = memref.alloca() : memref<4x8xi16>
    return %cst_2, %alloca : bf16, memref<4x8xi16>
  }
}

