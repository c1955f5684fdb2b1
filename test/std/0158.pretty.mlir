module {
  func.func @kernel_0(%arg0: i32, %arg1: memref<1x3xi32> {llvm.noundef}) -> (f32, tensor<8x4x4xf32>) {
    %0 = tensor.empty() : tensor<8x4x4xi32>
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %inserted = tensor.insert %arg0 into %0[%c1, %c1_0, %c2] : tensor<8x4x4xi32>
    %false = arith.constant false
    %1 = arith.select %false, %arg0, %arg0 : i32
    %c-4_i32 = arith.constant -4 : i32
    %2:2 = call @kernel_0(%c-4_i32, %arg1) : (i32, memref<1x3xi32>) -> (f32, tensor<8x4x4xf32>)
    %3 = arith.negf %2#0 fastmath<reassoc,contract> : f32
    %cst = arith.constant 1.500240e-01 : f16
    %4 = arith.cmpf ord, %cst, %cst : f16
    %c76_i16 = arith.constant 76 : i16
    %5 = arith.cmpi ult, %c76_i16, %c76_i16 : i16
    cf.assert %5, "x must be \22positive\22"
    return %3, %2#1 : f32, tensor<8x4x4xf32>
  }
  func.func @fn.1() -> (vector<1x3xi32>, i32) {
    %0 = tensor.empty() : tensor<8x4x4xi32>
    %expanded = tensor.expand_shape %0 [[0, 1], [2], [3]] output_shape [4, 2, 4, 4] : tensor<8x4x4xi32> into tensor<4x2x4x4xi32>
    %c-1_i64 = arith.constant -1 : i64
    %c19_i32 = arith.constant 19 : i32
    cf.switch %c-1_i64 : i64, [
      default: ^bb1(%c19_i32 : i32),
      18446744073709551615: ^bb2,
      0: ^bb2,
      1: ^bb3
    ]
  ^bb1(%1: i32):  // pred: ^bb0
    %c0 = arith.constant 0 : index
    %c9 = arith.constant 9 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 1.500000e-01 : f32
    %2 = scf.for %arg0 = %c0 to %c9 step %c1 iter_args(%arg1 = %cst) -> (f32) {
      %alloc = memref.alloc() : memref<1x3xf32>
      %expand_shape = memref.expand_shape %alloc [[0], [1, 2]] output_shape [1, 1, 3] : memref<1x3xf32> into memref<1x1x3xf32>
      %cst_1 = arith.constant dense<5.000000e-01> : vector<8x4x4xf64>
      %3 = arith.cmpf oeq, %cst_1, %cst_1 fastmath<fast> : vector<8x4x4xf64>
      %cst_2 = arith.constant dense<[2147483647, 1]> : vector<2xi32>
      %sum, %overflow = arith.addui_extended %cst_2, %cst_2 : vector<2xi32>, vector<2xi1>
      %cst_3 = arith.constant dense<2> : vector<8x4x4xindex>
      %4 = arith.index_cast %cst_3 : vector<8x4x4xindex> to vector<8x4x4xi16>
      scf.yield %cst : f32
    }
    %true = arith.constant true
    cf.cond_br %true, ^bb2, ^bb2
  ^bb2:  // 4 preds: ^bb0, ^bb0, ^bb1, ^bb1
    cf.br ^bb3
  ^bb3:  // 2 preds: ^bb0, ^bb2
    %cst_0 = arith.constant dense<[[0, -1, 6]]> : vector<1x3xi32>
    return %cst_0, %c19_i32 : vector<1x3xi32>, i32
  }
}

