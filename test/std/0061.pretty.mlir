module {
  func.func @kernel_0(%arg0: tensor<4xf64>, %arg1: tensor<4xindex>) -> tensor<4xi32> attributes {test.kernel} {
    %cst = arith.constant 4.000000e+02 : f32
    %alloc = memref.alloc() : memref<4xindex>
    %cast = memref.cast %alloc : memref<4xindex> to memref<4xindex>
    %false = arith.constant false
    cf.assert %false, "x must be \22positive\22"
    %c4611686018427387903 = arith.constant 4611686018427387903 : index
    %0 = arith.muli %c4611686018427387903, %c4611686018427387903 : index
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<1x2xf32>
    %expanded = tensor.expand_shape %cst_0 [[0], [1, 2]] output_shape [1, 1, 2] : tensor<1x2xf32> into tensor<1x1x2xf32>
    %cst_1 = arith.constant dense<-1> : tensor<3x2x4xi8>
    %1 = arith.cmpi ne, %cst_1, %cst_1 : tensor<3x2x4xi8>
    %cst_2 = arith.constant dense<-2.500000e-01> : vector<4xbf16>
    %2 = arith.maximumf %cst_2, %cst_2 : vector<4xbf16>
    %c0_i32 = arith.constant 0 : i32
    %3 = tensor.empty() : tensor<4xi32>
    return %3 : tensor<4xi32>
  }
  func.func @fn.1(%arg0: i32, %arg1: memref<4xf32>) -> (tensor<8xf32>, vector<2x1xi32>, f32) attributes {llvm.emit_c_interface, note = "generated"} {
    %cst = arith.constant 4.000000e+02 : bf16
    %0 = arith.minimumf %cst, %cst : bf16
    %cst_0 = arith.constant -2.500000e-01 : f32
    %c3 = arith.constant 3 : index
    memref.store %cst_0, %arg1[%c3] : memref<4xf32>
    %1 = tensor.empty() : tensor<3xf32>
    %2 = tensor.empty() : tensor<4x3xf32>
    %broadcasted = linalg.broadcast ins(%1 : tensor<3xf32>) outs(%2 : tensor<4x3xf32>) dimensions = [0] 
    %cst_1 = arith.constant dense<1.000000e+02> : tensor<4xf32>
    %3 = tensor.empty() : tensor<4xi32>
    %4 = math.fpowi %cst_1, %3 : tensor<4xf32>, tensor<4xi32>
    %cst_2 = arith.constant dense<1> : vector<4xi32>
    %low, %high = arith.mului_extended %cst_2, %cst_2 : vector<4xi32>
    %cst_3 = arith.constant dense<36> : vector<4x1x2xi16>
    %5 = math.cttz %cst_3 : vector<4x1x2xi16>
    %c-6_i8 = arith.constant -6 : i8
    %6 = arith.sitofp %c-6_i8 : i8 to f32
    %cst_4 = arith.constant dense<[1, 1, 1, 69]> : tensor<4xi32>
    %cast = tensor.cast %cst_4 : tensor<4xi32> to tensor<?xi32>
    %7 = tensor.empty() : tensor<8xf32>
    %cst_5 = arith.constant dense<2147483647> : vector<2x1xi32>
    return %7, %cst_5, %cst_0 : tensor<8xf32>, vector<2x1xi32>, f32
  }
}

