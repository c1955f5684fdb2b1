module attributes {test.module_note = "std"} {
  func.func private @kernel_0(%rhs: i8 {llvm.signext}, %arg_2: tensor<8xf16>) -> vector<2xf32> {
    %3 = arith.constant 0 : index
    %4 = arith.constant 3 : index
    %c_5 = arith.constant 1 : index
    scf.parallel (%6) = (%3) to (%4) step (%c_5) {
      %t7 = arith.constant -7.5 : f16
      %minnumf_8 = arith.minnumf %t7, %t7 fastmath<none> : f16
      scf.reduce
    }
    %9 = arith.constant -0.25 : f16
    %empty_10 = tensor.empty() : tensor<4x2x8xf16>
    %11 = linalg.fill ins(%9 : f16) outs(%empty_10 : tensor<4x2x8xf16>) -> tensor<4x2x8xf16>
    %cst_12 = arith.constant dense<[1, 58, -1, -6, 1, 7, 32, -1]> : tensor<8xi32>
    %t13 = arith.extsi %cst_12 : tensor<8xi32> to tensor<8xi64>
    %14 = memref.alloca() : memref<8xf32>
    %c_15 = arith.constant 0 : index
    %dim = memref.dim %14, %c_15 : memref<8xf32>
    %cst = arith.constant dense<[2.5, 4.0E+2]> : vector<2xf32>
    return %cst : vector<2xf32>
    // ---- comment line ----
  }
}
