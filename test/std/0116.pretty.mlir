module {
  func.func private @ext0(bf16 {test.foo = 1 : i32}, vector<2x8xbf16>, i32 {llvm.zeroext}) -> (tensor<4xi32>, bf16)
  func.func public @fn.0() -> (i32 {llvm.signext}, i32 {llvm.zeroext}) {
    %cst = arith.constant dense<[[-7.500000e+00, -1.000000e+00, 5.000000e-01, 1.503910e-01, 1.000000e+00, 1.000000e+00, 2.500000e+00, 0.000000e+00], [-7.500000e+00, 0.000000e+00, -1.000000e+00, 3.000000e+00, 5.000000e-01, -2.500000e-01, 3.000000e+00, 1.000000e+02]]> : vector<2x8xbf16>
    %0 = arith.minnumf %cst, %cst fastmath<reassoc,contract> : vector<2x8xbf16>
    %c3 = arith.constant 3 : index
    %1 = tensor.empty(%c3) : tensor<4x4x?xindex>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %1, %c0 : tensor<4x4x?xindex>
    %alloc = memref.alloc() : memref<2x8xindex>
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %2 = memref.load %alloc[%c0_0, %c1] : memref<2x8xindex>
    %c2147483647_i32 = arith.constant 2147483647 : i32
    return %c2147483647_i32, %c2147483647_i32 : i32, i32
  }
  func.func private @kernel_1() -> vector<4x1xi32> {
    %0 = tensor.empty() : tensor<4xf64>
    %1 = tensor.empty() : tensor<4xf64>
    %2 = linalg.max ins(%0, %1 : tensor<4xf64>, tensor<4xf64>) outs(%1 : tensor<4xf64>) -> tensor<4xf64>
    %cst = arith.constant dense<2.500000e+00> : tensor<8x3xf64>
    %3 = tensor.empty() : tensor<3x1xf64>
    %cst_0 = arith.constant dense<[[1.000000e+00], [1.500000e-01], [-7.500000e+00], [2.500000e+00], [-2.500000e-01], [4.000000e+02], [1.000000e+00], [1.000000e+00]]> : tensor<8x1xf64>
    %4 = linalg.matmul ins(%cst, %3 : tensor<8x3xf64>, tensor<3x1xf64>) outs(%cst_0 : tensor<8x1xf64>) -> tensor<8x1xf64>
    %cst_1 = arith.constant 1.500000e-01 : f64
    %5 = arith.fptosi %cst_1 : f64 to i8
    %cst_2 = arith.constant dense<2147483647> : vector<4x1xi32>
    return %cst_2 : vector<4x1xi32>
  }
}

