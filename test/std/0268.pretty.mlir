module {
  func.func public @compute0(%arg0: f16, %arg1: i32, %arg2: memref<3x8x1xf16>, %arg3: memref<3x4xi32> {llvm.noundef, test.tag = "x"}) -> i32 {
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    memref.store %arg1, %arg3[%c2, %c1] : memref<3x4xi32>
    %cst = arith.constant 3.000000e+00 : f32
    %0 = math.expm1 %cst : f32
    %alloca = memref.alloca() : memref<1xi32>
    memref.dealloc %alloca : memref<1xi32>
    %cst_0 = arith.constant dense<-1> : tensor<3x4xi8>
    %1 = arith.sitofp %cst_0 : tensor<3x4xi8> to tensor<3x4xf64>
    %c0 = arith.constant 0 : index
    %c2_1 = arith.constant 2 : index
    %extracted = tensor.extract %1[%c0, %c2_1] : tensor<3x4xf64>
    %false = arith.constant false
    %c1_2 = arith.constant 1 : index
    %2 = tensor.empty(%c1_2) : tensor<?xf16>
    %3 = arith.select %false, %2, %2 : tensor<?xf16>
    %cst_3 = arith.constant dense<1.000000e+00> : tensor<3x4xf32>
    %4 = tensor.empty() : tensor<3x4xf32>
    %5 = linalg.add ins(%cst_3, %cst_3 : tensor<3x4xf32>, tensor<3x4xf32>) outs(%4 : tensor<3x4xf32>) -> tensor<3x4xf32>
    %cst_4 = arith.constant 2.500000e+00 : f16
    %c2_5 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c0_6 = arith.constant 0 : index
    memref.store %cst_4, %arg2[%c2_5, %c3, %c0_6] : memref<3x8x1xf16>
    return %arg1 : i32
  }
}

