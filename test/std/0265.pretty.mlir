module attributes {test.module_note = "std"} {
  func.func private @kernel_0(%arg0: i8 {llvm.signext}, %arg1: tensor<8xf16>) -> vector<2xf32> {
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    scf.parallel (%arg2) = (%c0) to (%c3) step (%c1) {
      %cst_3 = arith.constant -7.500000e+00 : f16
      %3 = arith.minnumf %cst_3, %cst_3 : f16
      scf.reduce 
    }
    %cst = arith.constant -2.500000e-01 : f16
    %0 = tensor.empty() : tensor<4x2x8xf16>
    %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<4x2x8xf16>) -> tensor<4x2x8xf16>
    %cst_0 = arith.constant dense<[1, 58, -1, -6, 1, 7, 32, -1]> : tensor<8xi32>
    %2 = arith.extsi %cst_0 : tensor<8xi32> to tensor<8xi64>
    %alloca = memref.alloca() : memref<8xf32>
    %c0_1 = arith.constant 0 : index
    %dim = memref.dim %alloca, %c0_1 : memref<8xf32>
    %cst_2 = arith.constant dense<[2.500000e+00, 4.000000e+02]> : vector<2xf32>
    return %cst_2 : vector<2xf32>
  }
}

