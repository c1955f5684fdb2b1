module {
  module @inner {
    func.func public @helper6(%arg0: memref<2x2xi16>, %arg1: memref<?xi32>) {
      %c-1_i32 = arith.constant -1 : i32
      cf.br ^bb1
    ^bb1:  // pred: ^bb0
      %true = arith.constant true
      %true_0 = arith.constant true
      %0 = arith.muli %true, %true_0 : i1
      %c17_i16 = arith.constant 17 : i16
      cf.cond_br %true_0, ^bb2(%c17_i16 : i16), ^bb3(%c-1_i32 : i32)
    ^bb2(%1: i16):  // pred: ^bb1
      %cst = arith.constant dense<1.000000e+02> : vector<4x3xf64>
      %2 = arith.maximumf %cst, %cst : vector<4x3xf64>
      %false = arith.constant false
      %c-14_i32 = arith.constant -14 : i32
      cf.cond_br %false, ^bb3(%c-14_i32 : i32), ^bb3(%c-14_i32 : i32)
    ^bb3(%3: i32):  // 3 preds: ^bb1, ^bb2, ^bb2
      return
    }
  }
  func.func @kernel_0(%arg0: i16 {llvm.noundef}) -> tensor<4xi32> attributes {ref = @inner::@helper6} {
    %alloc = memref.alloc() : memref<4x3xindex>
    %c1 = arith.constant 1 : index
    %subview = memref.subview %alloc[%c1, 1] [1, 2] [1, 1] : memref<4x3xindex> to memref<1x2xindex, strided<[3, 1], offset: ?>>
    %0 = arith.cmpi sge, %c1, %c1 : index
    cf.cond_br %0, ^bb3, ^bb1
  ^bb1:  // pred: ^bb0
    %collapse_shape = memref.collapse_shape %alloc [[0, 1]] : memref<4x3xindex> into memref<12xindex>
    cf.cond_br %0, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %1 = tensor.empty() : tensor<4xi32>
    %c1_0 = arith.constant 1 : index
    %2 = tensor.empty() : tensor<2xi32>
    %inserted_slice = tensor.insert_slice %2 into %1[0] [2] [%c1_0] : tensor<2xi32> into tensor<4xi32>
    cf.br ^bb3
  ^bb3:  // 3 preds: ^bb0, ^bb1, ^bb2
    %3 = tensor.empty() : tensor<3xi64>
    %4 = arith.divui %3, %3 : tensor<3xi64>
    %5 = tensor.empty() : tensor<4xi32>
    return %5 : tensor<4xi32>
  }
}

