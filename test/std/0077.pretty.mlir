module {
  func.func private @ext0(index {test.foo = 1 : i32}, vector<2x1xindex>) -> (i16, i64 {llvm.noundef, test.tag = "x"})
  func.func @compute0() -> (index {llvm.noundef}) {
    %c1_i16 = arith.constant 1 : i16
    %low, %high = arith.mulsi_extended %c1_i16, %c1_i16 : i16
    %c-1 = arith.constant -1 : index
    %0 = arith.cmpi sle, %c-1, %c-1 : index
    cf.assert %0, "bounds check"
    %alloc = memref.alloc() : memref<8x8xi16>
    %cast = memref.cast %alloc : memref<8x8xi16> to memref<8x?xi16>
    %cst = arith.constant 1.000000e+00 : bf16
    %cst_0 = arith.constant -2.500000e-01 : bf16
    %1 = arith.remf %cst, %cst_0 fastmath<nnan,ninf> : bf16
    %c1_i32 = arith.constant 1 : i32
    %cst_1 = arith.constant dense<2147483647> : tensor<8x4xi32>
    %2 = linalg.fill ins(%c1_i32 : i32) outs(%cst_1 : tensor<8x4xi32>) -> tensor<8x4xi32>
    %cst_2 = arith.constant dense<43> : vector<8x4xindex>
    %cst_3 = arith.constant dense<1.000000e+00> : vector<8x4xbf16>
    %cst_4 = arith.constant dense<24> : vector<8x4xi32>
    %3 = math.fpowi %cst_3, %cst_4 : vector<8x4xbf16>, vector<8x4xi32>
    %c0_i64 = arith.constant 0 : i64
    %c3_i64 = arith.constant 3 : i64
    scf.for %arg0 = %c0_i64 to %c0_i64 step %c3_i64  : i64 {
      %cst_10 = arith.constant dense<1> : vector<2x1xindex>
      %16:2 = func.call @ext0(%c-1, %cst_10) : (index, vector<2x1xindex>) -> (i16, i64)
    }
    %c-1_i16 = arith.constant -1 : i16
    %4 = arith.ceildivui %low, %c-1_i16 : i16
    %c3 = arith.constant 3 : index
    %5 = tensor.empty(%c3) : tensor<?x4xi32>
    %c3_5 = arith.constant 3 : index
    %6 = tensor.empty(%c3_5) : tensor<?x4xi32>
    %7 = arith.remui %5, %6 : tensor<?x4xi32>
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [2, 32], strides: [32, 1] : memref<8x8xi16> to memref<2x32xi16, strided<[32, 1]>>
    %cst_6 = arith.constant dense<4.000000e+02> : tensor<8x4xf32>
    %8 = math.cos %cst_6 : tensor<8x4xf32>
    %c1_i8 = arith.constant 1 : i8
    %9 = arith.cmpi uge, %c1_i8, %c1_i8 : i8
    %alloca = memref.alloca() : memref<2x1xi16>
    %c0 = arith.constant 0 : index
    %subview = memref.subview %alloca[%c0, 0] [1, 1] [1, 1] : memref<2x1xi16> to memref<1x1xi16, strided<[1, 1], offset: ?>>
    %cst_7 = arith.constant dense<[[1, -16], [9, 0], [1, 127], [61, 127], [127, -1], [-15, 127], [17, 54], [1, 5]]> : vector<8x2xi8>
    %10 = math.ipowi %cst_7, %cst_7 : vector<8x2xi8>
    %11 = tensor.empty() : tensor<2x1xindex>
    %collapsed = tensor.collapse_shape %11 [[0, 1]] : tensor<2x1xindex> into tensor<2xindex>
    %c2 = arith.constant 2 : index
    %12 = tensor.empty(%c2) : tensor<?x1xf32>
    %13 = arith.cmpf uno, %12, %12 fastmath<reassoc,contract> : tensor<?x1xf32>
    %c7 = arith.constant 7 : index
    %14 = tensor.empty(%c7) : tensor<?x1xindex>
    %15 = tensor.empty() : tensor<1xi8>
    %cst_8 = arith.constant dense<1> : tensor<2x1xi8>
    %broadcasted = linalg.broadcast ins(%15 : tensor<1xi8>) outs(%cst_8 : tensor<2x1xi8>) dimensions = [0] 
    %c23_i16 = arith.constant 23 : i16
    %c0_9 = arith.constant 0 : index
    %c21 = arith.constant 21 : index
    memref.store %c23_i16, %reinterpret_cast[%c0_9, %c21] : memref<2x32xi16, strided<[32, 1]>>
    return %c-1 : index
  }
}

