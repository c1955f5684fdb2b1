module attributes {test.module_note = "std"} {
  func.func private @ext0() -> (tensor<8xf64>, memref<8xf64>)
  func.func @f0(%arg0: memref<4xi8>) attributes {llvm.emit_c_interface, note = "generated"} {
    %true = arith.constant true
    scf.if %true {
      %c0 = arith.constant 0 : index
      %dim = memref.dim %arg0, %c0 : memref<4xi8>
    } else {
      %cst = arith.constant dense<[8, 1, 1, 4, 2, 0, 0, -5]> : tensor<8xi8>
      %expanded = tensor.expand_shape %cst [[0, 1]] output_shape [4, 2] : tensor<8xi8> into tensor<4x2xi8>
    }
    return
  }
  func.func public @kernel_1(%arg0: tensor<?x3xi8>) -> (i32, f64, index {test.foo = 1 : i32}) attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %c-1_i32 = arith.constant -1 : i32
    %0 = arith.divui %c-1_i32, %c-1_i32 : i32
    %cst = arith.constant dense<-2.500000e-01> : tensor<8x2xf32>
    %cst_0 = arith.constant dense<[[3.000000e+00], [2.500000e+00]]> : tensor<2x1xf32>
    %cst_1 = arith.constant dense<1.500000e-01> : tensor<8x1xf32>
    %1 = linalg.matmul ins(%cst, %cst_0 : tensor<8x2xf32>, tensor<2x1xf32>) outs(%cst_1 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %cst_2 = arith.constant 1.503910e-01 : bf16
    %2 = arith.negf %cst_2 : bf16
    %cst_3 = arith.constant 4.000000e+02 : f64
    %c4611686018427387903 = arith.constant 4611686018427387903 : index
    return %0, %cst_3, %c4611686018427387903 : i32, f64, index
  }
}

