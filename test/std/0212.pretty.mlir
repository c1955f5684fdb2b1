module attributes {test.module_note = "std"} {
  func.func private @ext0() -> i32
  func.func private @ext1(tensor<?xi32>) -> i32
  func.func @kernel_0(%arg0: f32 {test.foo = 1 : i32}) -> (i32 {test.foo = 1 : i32}, memref<2x?xf16>) {
    %c0_i32 = arith.constant 0 : i32
    %splat = tensor.splat %c0_i32 : tensor<1xi32>
    %cst = arith.constant dense<1> : tensor<8x4xi32>
    %transposed = linalg.transpose ins(%cst : tensor<8x4xi32>) outs(%cst : tensor<8x4xi32>) permutation = [0, 1] 
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %extracted = tensor.extract %cst[%c4, %c3] : tensor<8x4xi32>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<1xf64>
    %0 = arith.cmpf une, %cst_0, %cst_0 : tensor<1xf64>
    cf.br ^bb1(%c0_i32, %c0_i32 : i32, i32)
  ^bb1(%1: i32, %2: i32):  // pred: ^bb0
    %c0_i16 = arith.constant 0 : i16
    %3 = arith.shli %c0_i16, %c0_i16 overflow<nuw> : i16
    %c42_i8 = arith.constant 42 : i8
    %low, %high = arith.mulsi_extended %c42_i8, %c42_i8 : i8
    %false = arith.constant false
    %4 = arith.ori %false, %false : i1
    %collapsed = tensor.collapse_shape %transposed [[0, 1]] : tensor<8x4xi32> into tensor<32xi32>
    %c73_i32 = arith.constant 73 : i32
    cf.cond_br %4, ^bb2(%c73_i32 : i32), ^bb2(%2 : i32)
  ^bb2(%5: i32):  // 2 preds: ^bb1, ^bb1
    %c2_i64 = arith.constant 2 : i64
    %c2_i64_1 = arith.constant 2 : i64
    %6 = scf.for %arg1 = %c2_i64 to %c2_i64 step %c2_i64_1 iter_args(%arg2 = %c2_i64_1) -> (i64)  : i64 {
      %cst_3 = arith.constant dense<1> : vector<3xi64>
      %8 = arith.addi %cst_3, %cst_3 : vector<3xi64>
      %9 = arith.negf %arg0 : f32
      scf.yield %arg2 : i64
    }
    %7 = arith.cmpi sge, %extracted, %5 : i32
    %c3_2 = arith.constant 3 : index
    %alloc = memref.alloc(%c3_2) : memref<2x?xf16>
    return %5, %alloc : i32, memref<2x?xf16>
  }
}

