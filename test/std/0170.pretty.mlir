module {
  func.func public @fn.0(%arg0: f32) -> (tensor<8xf32>, tensor<3xf32>) attributes {test.kernel} {
    %c0_i8 = arith.constant 0 : i8
    %0 = arith.sitofp %c0_i8 : i8 to f32
    %f = constant @fn.0 : (f32) -> (tensor<8xf32>, tensor<3xf32>)
    %1:2 = call_indirect %f(%arg0) : (f32) -> (tensor<8xf32>, tensor<3xf32>)
    %true = arith.constant true
    %c-12_i64 = arith.constant -12 : i64
    %c4611686018427387903 = arith.constant 4611686018427387903 : index
    cf.cond_br %true, ^bb1(%c-12_i64 : i64), ^bb2(%c4611686018427387903 : index)
  ^bb1(%2: i64):  // pred: ^bb0
    %c7 = arith.constant 7 : index
    %c3 = arith.constant 3 : index
    %3 = tensor.empty(%c7, %c3) : tensor<?x?xf16>
    %4 = math.powf %3, %3 fastmath<nnan,ninf,nsz> : tensor<?x?xf16>
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.divui %c0_i32, %c0_i32 : i32
    %c1_i8 = arith.constant 1 : i8
    %6 = arith.cmpi ult, %c0_i8, %c1_i8 : i8
    cf.cond_br %6, ^bb2(%c4611686018427387903 : index), ^bb2(%c3 : index)
  ^bb2(%7: index):  // 3 preds: ^bb0, ^bb1, ^bb1
    %cst = arith.constant 1.000000e+00 : bf16
    %8 = math.asinh %cst : bf16
    %c1 = arith.constant 1 : index
    %alloca = memref.alloca(%c1) : memref<8x?xf32>
    memref.copy %alloca, %alloca : memref<8x?xf32> to memref<8x?xf32>
    return %1#0, %1#1 : tensor<8xf32>, tensor<3xf32>
  }
}

