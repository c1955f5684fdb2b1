module attributes {test.module_note = "std"} {
  memref.global "private" @g0 : memref<4x3xi64> = dense<1>
  func.func private @ext0(memref<8xi8> {llvm.noundef, test.tag = "x"}) attributes {llvm.emit_c_interface, note = "generated"}
  func.func private @ext1(i16)
  func.func @fn.0(%arg0: tensor<8xi16>, %arg1: tensor<4x3xi32> {llvm.noundef, test.tag = "x"}) -> (i16 {llvm.noundef}) attributes {test.kernel} {
    %cst = arith.constant dense<-1.000000e+00> : tensor<8x4xf64>
    %0 = tensor.empty() : tensor<4x1xf64>
    %cst_0 = arith.constant dense<[[-1.000000e+00], [-1.000000e+00], [1.000000e+00], [5.000000e-01], [4.000000e+02], [1.500000e-01], [1.000000e+00], [-7.500000e+00]]> : tensor<8x1xf64>
    %1 = linalg.matmul ins(%cst, %0 : tensor<8x4xf64>, tensor<4x1xf64>) outs(%cst_0 : tensor<8x1xf64>) -> tensor<8x1xf64>
    %cst_1 = arith.constant dense<-2.500000e-01> : tensor<2x2xbf16>
    %2 = tensor.empty() : tensor<2x2xbf16>
    %transposed = linalg.transpose ins(%cst_1 : tensor<2x2xbf16>) outs(%2 : tensor<2x2xbf16>) permutation = [0, 1] 
    %cst_2 = arith.constant -7.500000e+00 : f64
    %3 = arith.negf %cst_2 fastmath<reassoc,contract> : f64
    %cst_3 = arith.constant 3.000000e+00 : f32
    %4 = arith.fptoui %cst_3 : f32 to i8
    %c1_i64 = arith.constant 1 : i64
    %5 = arith.remsi %c1_i64, %c1_i64 : i64
    %c2 = arith.constant 2 : index
    %c6 = arith.constant 6 : index
    %c2_4 = arith.constant 2 : index
    scf.for %arg2 = %c2 to %c6 step %c2_4 {
      %alloc = memref.alloc() : memref<8xi16>
      %c5 = arith.constant 5 : index
      %12 = memref.load %alloc[%c5] : memref<8xi16>
      %low_6, %high_7 = arith.mulsi_extended %5, %5 : i64
      %c-10_i32 = arith.constant -10 : i32
      %13 = math.cttz %c-10_i32 : i32
    }
    %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
    %low, %high = arith.mulsi_extended %c4611686018427387903_i64, %5 : i64
    %6 = math.ipowi %low, %low : i64
    %7 = tensor.empty() : tensor<2xf32>
    %8 = arith.negf %7 : tensor<2xf32>
    %c1 = arith.constant 1 : index
    %9 = tensor.empty() : tensor<2x1xf64>
    %inserted_slice = tensor.insert_slice %9 into %cst[2, 3] [2, 1] [1, %c1] : tensor<2x1xf64> into tensor<8x4xf64>
    %10 = memref.get_global @g0 : memref<4x3xi64>
    %c0 = arith.constant 0 : index
    %c1_5 = arith.constant 1 : index
    %c32767_i16 = arith.constant 32767 : i16
    %11:2 = scf.for %arg2 = %c0 to %c6 step %c1_5 iter_args(%arg3 = %cst_3, %arg4 = %c32767_i16) -> (f32, i16) {
      %cst_6 = arith.constant dense<-18> : vector<2xi32>
      %12 = math.absi %cst_6 : vector<2xi32>
      %expand_shape = memref.expand_shape %10 [[0], [1, 2]] output_shape [4, 3, 1] : memref<4x3xi64> into memref<4x3x1xi64>
      scf.yield %cst_3, %arg4 : f32, i16
    }
    return %11#1 : i16
  }
}

