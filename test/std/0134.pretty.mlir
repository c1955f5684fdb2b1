module {
  func.func private @ext0(f64, f32, i64 {llvm.signext}) -> f32
  func.func private @ext1(memref<2x8xf32> {llvm.noundef, test.tag = "x"}, i16, bf16) -> (vector<2x8xf32> {llvm.noundef}) attributes {llvm.emit_c_interface, note = "generated"}
  func.func @f0(%arg0: vector<1x2x2xbf16>) -> memref<?x8xf32> {
    %cst = arith.constant dense<44> : tensor<2x8xi64>
    %0 = tensor.empty() : tensor<2x8xi64>
    %transposed = linalg.transpose ins(%cst : tensor<2x8xi64>) outs(%0 : tensor<2x8xi64>) permutation = [0, 1] 
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    scf.for %arg1 = %c1 to %c1_0 step %c3 {
      %cst_4 = arith.constant dense<1.000000e+00> : vector<8xbf16>
      %4 = math.sinh %cst_4 fastmath<fast> : vector<8xbf16>
      %cst_5 = arith.constant dense<[1.000000e+00, 2.500000e+00, 2.500000e+00, -2.500000e-01]> : vector<4xf32>
      %5 = arith.negf %cst_5 fastmath<fast> : vector<4xf32>
    }
    %cst_1 = arith.constant 1.500000e-01 : f32
    cf.br ^bb1(%cst_1 : f32)
  ^bb1(%1: f32):  // pred: ^bb0
    %cst_2 = arith.constant dense<[[2.500000e+00, 1.000000e+00, -1.000000e+00, 2.500000e+00, -7.500000e+00, 4.000000e+02, 1.503910e-01, 3.000000e+00], [1.000000e+02, 5.000000e-01, 1.000000e+00, 1.000000e+00, 1.000000e+02, 3.000000e+00, 4.000000e+02, 4.000000e+02]]> : tensor<2x8xbf16>
    %cast = tensor.cast %cst_2 : tensor<2x8xbf16> to tensor<?x8xbf16>
    %c5 = arith.constant 5 : index
    %2 = tensor.empty() : tensor<2x2xi64>
    %inserted_slice = tensor.insert_slice %2 into %0[0, %c5] [2, 2] [1, 2] : tensor<2x2xi64> into tensor<2x8xi64>
    %cst_3 = arith.constant -7.500000e+00 : bf16
    cf.br ^bb2(%cst_3 : bf16)
  ^bb2(%3: bf16):  // pred: ^bb1
    %c6 = arith.constant 6 : index
    %alloc = memref.alloc(%c6) : memref<?x8xf32>
    return %alloc : memref<?x8xf32>
  }
}

