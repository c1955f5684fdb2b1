module {
  func.func private @ext0() -> tensor<2xi64>
  func.func private @ext1(vector<2xi32>, memref<4x2xi32>, tensor<4x1xi32>) -> (i32 {llvm.signext})
  func.func @f0(%arg0: memref<2xf64>, %arg1: tensor<2xf64> {llvm.noundef, test.tag = "x"}) -> (memref<2xf64> {llvm.noundef, test.tag = "x"}) {
    %c-1_i8 = arith.constant -1 : i8
    %0 = math.ctpop %c-1_i8 : i8
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    scf.parallel (%arg2, %arg3) = (%c0, %c0_0) to (%c3, %c1_1) step (%c1, %c1_2) {
      %cst_15 = arith.constant 1.000000e+00 : f32
      %10 = arith.cmpf oge, %cst_15, %cst_15 fastmath<fast> : f32
      scf.reduce 
    }
    %cst = arith.constant -2.500000e-01 : f64
    cf.br ^bb1(%cst : f64)
  ^bb1(%1: f64):  // pred: ^bb0
    %2 = tensor.empty() : tensor<1xf64>
    %inserted_slice = tensor.insert_slice %2 into %arg1[1] [1] [1] : tensor<1xf64> into tensor<2xf64>
    %cst_3 = arith.constant dense<true> : tensor<2xi1>
    %cst_4 = arith.constant dense<[3.000000e+00, -2.500000e-01]> : tensor<2xf32>
    %3 = arith.select %cst_3, %cst_4, %cst_4 : tensor<2xi1>, tensor<2xf32>
    %c1_5 = arith.constant 1 : index
    %4 = arith.cmpi ule, %c0_0, %c1_5 : index
    %c0_i32 = arith.constant 0 : i32
    cf.cond_br %4, ^bb2, ^bb3(%c0_i32 : i32)
  ^bb2:  // pred: ^bb1
    %cst_6 = arith.constant 1.000000e+00 : f32
    %cst_7 = arith.constant 3.000000e+00 : f32
    %5 = arith.addf %cst_6, %cst_7 fastmath<fast> : f32
    %cst_8 = arith.constant dense<2.500000e+00> : vector<4x1xf64>
    %6 = math.asin %cst_8 : vector<4x1xf64>
    %c-1_i32 = arith.constant -1 : i32
    cf.br ^bb3(%c-1_i32 : i32)
  ^bb3(%7: i32):  // 2 preds: ^bb1, ^bb2
    %c0_9 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %c0_10 = arith.constant 0 : index
    %c2_11 = arith.constant 2 : index
    %c1_12 = arith.constant 1 : index
    %cst_13 = arith.constant 1.000000e+00 : f32
    %cst_14 = arith.constant 2.500000e+00 : f32
    %8:2 = scf.parallel (%arg2, %arg3) = (%c0_9, %c0_10) to (%c4, %c2_11) step (%c2, %c1_12) init (%cst_13, %cst_14) -> (f32, f32) {
      %expanded = tensor.expand_shape %arg1 [[0, 1]] output_shape [2, 1] : tensor<2xf64> into tensor<2x1xf64>
      %cst_15 = arith.constant 3.000000e+00 : f32
      scf.reduce(%cst_15, %cst_13 : f32, f32) {
      ^bb0(%arg4: f32, %arg5: f32):
        %10 = arith.mulf %arg4, %arg5 : f32
        scf.reduce.return %10 : f32
      }, {
      ^bb0(%arg4: f32, %arg5: f32):
        %10 = arith.addf %arg4, %arg5 : f32
        scf.reduce.return %10 : f32
      }
    }
    %true = arith.constant true
    %9 = scf.if %true -> (f64) {
      scf.yield %cst : f64
    } else {
      %cst_15 = arith.constant 2.500000e+00 : f64
      scf.yield %cst_15 : f64
    }
    return %arg0 : memref<2xf64>
  }
}

