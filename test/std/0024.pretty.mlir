module {
  func.func private @kernel_0() -> (memref<8x4xi32> {llvm.noundef}, tensor<4xindex> {llvm.noundef}) {
    %cst = arith.constant 1.000000e+02 : f64
    %0 = math.log1p %cst : f64
    %alloca = memref.alloca() : memref<2x1xf32>
    %alloc = memref.alloc() : memref<1x8xf32>
    %alloc_0 = memref.alloc() : memref<2x8xf32>
    linalg.matmul ins(%alloca, %alloc : memref<2x1xf32>, memref<1x8xf32>) outs(%alloc_0 : memref<2x8xf32>)
    %cst_1 = arith.constant dense<35> : vector<8x4xindex>
    %1 = tensor.empty() : tensor<8x4xf16>
    %c5 = arith.constant 5 : index
    %2 = tensor.empty() : tensor<2x1xf16>
    %inserted_slice = tensor.insert_slice %2 into %1[%c5, 3] [2, 1] [1, 1] : tensor<2x1xf16> into tensor<8x4xf16>
    %false = arith.constant false
    cf.assert %false, "x must be \22positive\22"
    %c36_i32 = arith.constant 36 : i32
    %low, %high = arith.mulsi_extended %c36_i32, %c36_i32 : i32
    %collapse_shape = memref.collapse_shape %alloc_0 [[0, 1]] : memref<2x8xf32> into memref<16xf32>
    %cst_2 = arith.constant dense<-2.500000e-01> : tensor<1x1xf16>
    %inserted_slice_3 = tensor.insert_slice %cst_2 into %2[0, 0] [1, 1] [1, 1] : tensor<1x1xf16> into tensor<2x1xf16>
    %c1_i64 = arith.constant 1 : i64
    %3 = arith.cmpi uge, %c1_i64, %c1_i64 : i64
    %4 = arith.select %3, %c5, %c5 : index
    %c7 = arith.constant 7 : index
    %alloc_4 = memref.alloc(%c7) : memref<?x4xindex>
    memref.dealloc %alloc_4 : memref<?x4xindex>
    %alloca_5 = memref.alloca() {alignment = 64 : i64} : memref<8x4xi32>
    %5 = tensor.empty() : tensor<4xindex>
    return %alloca_5, %5 : memref<8x4xi32>, tensor<4xindex>
  }
}

