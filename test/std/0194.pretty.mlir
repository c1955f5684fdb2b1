module {
  func.func public @fn.0(%arg0: tensor<4x?xi32>) -> (tensor<1x2xi16> {llvm.noundef, test.tag = "x"}, i16) {
    %c1 = arith.constant 1 : index
    %0 = tensor.empty(%c1) : tensor<?x4xf16>
    %1 = arith.mulf %0, %0 fastmath<reassoc,contract> : tensor<?x4xf16>
    %2 = tensor.empty() : tensor<4x4xi8>
    %extracted_slice = tensor.extract_slice %2[1, 0] [3, 2] [1, 2] : tensor<4x4xi8> to tensor<3x2xi8>
    %c-4_i16 = arith.constant -4 : i16
    %3 = arith.uitofp %c-4_i16 : i16 to f32
    %cst = arith.constant dense<[[0.000000e+00, 4.000000e+02, 1.000000e+02, -7.500000e+00], [1.000000e+02, 3.000000e+00, 2.500000e+00, 1.000000e+00], [3.000000e+00, 3.000000e+00, 5.000000e-01, 1.000000e+00]]> : vector<3x4xf64>
    %4 = math.atan2 %cst, %cst : vector<3x4xf64>
    %c36_i64 = arith.constant 36 : i64
    %5 = math.ctlz %c36_i64 : i64
    %c-1_i16 = arith.constant -1 : i16
    %cst_0 = arith.constant dense<true> : tensor<3x4xi1>
    %cst_1 = arith.constant dense<77> : tensor<3x4xi16>
    %6 = arith.select %cst_0, %cst_1, %cst_1 : tensor<3x4xi1>, tensor<3x4xi16>
    %alloca = memref.alloca() {alignment = 64 : i64} : memref<4x4x4xi32>
    linalg.add ins(%alloca, %alloca : memref<4x4x4xi32>, memref<4x4x4xi32>) outs(%alloca : memref<4x4x4xi32>)
    %c1_i8 = arith.constant 1 : i8
    %c8_i8 = arith.constant 8 : i8
    %c3_i8 = arith.constant 3 : i8
    %7 = scf.for %arg1 = %c1_i8 to %c8_i8 step %c3_i8 iter_args(%arg2 = %c8_i8) -> (i8)  : i8 {
      %inserted_slice = tensor.insert_slice %extracted_slice into %2[1, 0] [3, 2] [1, 2] : tensor<3x2xi8> into tensor<4x4xi8>
      %9:2 = func.call @fn.0(%arg0) : (tensor<4x?xi32>) -> (tensor<1x2xi16>, i16)
      %false = arith.constant false
      %10:2 = scf.if %false -> (i16, i16) {
        scf.yield %c-1_i16, %c-4_i16 : i16, i16
      } else {
        scf.yield %c-1_i16, %c-4_i16 : i16, i16
      }
      %c-1_i8 = arith.constant -1 : i8
      scf.yield %c-1_i8 : i8
    }
    %8 = tensor.empty() : tensor<1x2xi16>
    return %8, %c-4_i16 : tensor<1x2xi16>, i16
  }
}

