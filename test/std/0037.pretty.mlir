module {
  module @inner {
    func.func @helper0(%arg0: index, %arg1: index) -> index {
      %cst = arith.constant 1.500000e-01 : f64
      %0 = arith.truncf %cst : f64 to bf16
      %c5 = arith.constant 5 : index
      %1 = tensor.empty(%c5) : tensor<?xf32>
      %2 = arith.maxnumf %1, %1 : tensor<?xf32>
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c1_i32_0 = arith.constant 1 : i32
      %3 = scf.for %arg2 = %c1_i32 to %c2_i32 step %c1_i32_0 iter_args(%arg3 = %c5) -> (index)  : i32 {
        %c42 = arith.constant 42 : index
        scf.yield %c42 : index
      }
      return %c5 : index
    }
  }
  func.func @fn.0() -> (tensor<1xindex>, tensor<3x3xindex>) attributes {ref = @inner::@helper0} {
    %cst = arith.constant 3.000000e+00 : f16
    %0 = arith.negf %cst : f16
    %c8 = arith.constant 8 : index
    %alloc = memref.alloc(%c8) {alignment = 64 : i64} : memref<3x?xindex>
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    memref.store %c8, %alloc[%c2, %c0] : memref<3x?xindex>
    %false = arith.constant false
    %c-1 = arith.constant -1 : index
    cf.cond_br %false, ^bb1(%c-1 : index), ^bb2(%c0 : index)
  ^bb1(%1: index):  // pred: ^bb0
    %cst_0 = arith.constant dense<[[-1, -1, 24], [12, 4611686018427387903, -1], [4611686018427387903, -1, 0]]> : tensor<3x3xindex>
    %c2_1 = arith.constant 2 : index
    %c0_2 = arith.constant 0 : index
    %inserted = tensor.insert %c8 into %cst_0[%c2_1, %c0_2] : tensor<3x3xindex>
    %c-16 = arith.constant -16 : index
    cf.br ^bb2(%c-16 : index)
  ^bb2(%2: index):  // 2 preds: ^bb0, ^bb1
    %cst_3 = arith.constant -1.000000e+00 : f32
    %3 = arith.maximumf %cst_3, %cst_3 fastmath<nnan,ninf,nsz> : f32
    cf.assert %false, "bounds check"
    %c32 = arith.constant 32 : index
    %4 = arith.cmpi eq, %c2, %c32 : index
    %c78_i32 = arith.constant 78 : i32
    cf.cond_br %4, ^bb3(%c78_i32 : i32), ^bb3(%c78_i32 : i32)
  ^bb3(%5: i32):  // 2 preds: ^bb2, ^bb2
    %cst_4 = arith.constant -7.500000e+00 : f32
    %6 = arith.negf %cst_4 fastmath<fast> : f32
    %7 = arith.index_castui %c2 : index to i16
    cf.br ^bb4(%c-1 : index)
  ^bb4(%8: index):  // pred: ^bb3
    %cst_5 = arith.constant 1.000000e+02 : f64
    %cst_6 = arith.constant 4.000000e+02 : f64
    %9 = arith.cmpf one, %cst_5, %cst_6 : f64
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %10 = arith.shrui %c2147483647_i32, %c2147483647_i32 : i32
    %cst_7 = arith.constant dense<34> : tensor<1xindex>
    %cst_8 = arith.constant dense<[[68, 1, 0], [4611686018427387903, -1, 12], [-1, 63, 60]]> : tensor<3x3xindex>
    return %cst_7, %cst_8 : tensor<1xindex>, tensor<3x3xindex>
  }
}

