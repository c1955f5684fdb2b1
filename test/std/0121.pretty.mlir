module {
  func.func private @ext0(tensor<?x3xf32>, i32, tensor<4x4xf32>) -> (vector<8xi32> {llvm.noundef, test.tag = "x"}, tensor<4x4xi8> {llvm.noundef, test.tag = "x"}) attributes {llvm.emit_c_interface, note = "generated"}
  module @inner {
    func.func @helper1(%arg0: i32, %arg1: tensor<2x3xi8>, %arg2: f32, %arg3: index {test.foo = 1 : i32}) -> (vector<4x4xf32>, memref<2x4xi32>) {
      %cst = arith.constant -2.500000e-01 : f16
      %0 = tensor.empty() : tensor<2x3xf16>
      %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<2x3xf16>) -> tensor<2x3xf16>
      %true = arith.constant true
      cf.cond_br %true, ^bb1(%arg0 : i32), ^bb1(%arg0 : i32)
    ^bb1(%2: i32):  // 2 preds: ^bb0, ^bb0
      %c71_i32 = arith.constant 71 : i32
      %3 = arith.select %true, %2, %c71_i32 : i32
      %4 = arith.cmpi eq, %arg3, %arg3 : index
      %cst_0 = arith.constant -7.500000e+00 : f16
      cf.cond_br %4, ^bb2(%cst_0 : f16), ^bb2(%cst : f16)
    ^bb2(%5: f16):  // 2 preds: ^bb1, ^bb1
      %cst_1 = arith.constant dense<[[2.500000e+00, -1.000000e+00, 0.000000e+00, 5.000000e-01], [0.000000e+00, 1.000000e+00, 1.000000e+00, 1.500000e-01], [2.500000e+00, 1.000000e+02, -1.000000e+00, 5.000000e-01], [-2.500000e-01, -2.500000e-01, 2.500000e+00, 4.000000e+02]]> : vector<4x4xf64>
      %6 = arith.cmpf ugt, %cst_1, %cst_1 : vector<4x4xf64>
      %cst_2 = arith.constant dense<[[1.000000e+00, -1.000000e+00, -1.000000e+00, 1.000000e+00], [1.000000e+00, 3.000000e+00, -2.500000e-01, 1.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00, -1.000000e+00], [4.000000e+02, 2.500000e+00, -1.000000e+00, -2.500000e-01]]> : vector<4x4xf32>
      %alloc = memref.alloc() : memref<2x4xi32>
      return %cst_2, %alloc : vector<4x4xf32>, memref<2x4xi32>
    }
  }
  func.func public @compute0(%arg0: i32, %arg1: memref<4x?xi32>, %arg2: f32, %arg3: vector<2x3xf32> {test.foo = 1 : i32}) -> (tensor<2x3xi32>, f32) attributes {ref = @inner::@helper1} {
    %alloc = memref.alloc() : memref<2048xi8>
    %c0 = arith.constant 0 : index
    %c5 = arith.constant 5 : index
    %view = memref.view %alloc[%c0][%c5] : memref<2048xi8> to memref<?x4xf64>
    %0 = tensor.empty() : tensor<3x2x4xf32>
    %c1 = arith.constant 1 : index
    %extracted_slice = tensor.extract_slice %0[2, 0, 3] [1, 2, %c1] [1, 1, 1] : tensor<3x2x4xf32> to tensor<1x2x?xf32>
    %1 = tensor.empty() : tensor<4x4xbf16>
    %collapsed = tensor.collapse_shape %1 [[0, 1]] : tensor<4x4xbf16> into tensor<16xbf16>
    %cst = arith.constant 3.000000e+00 : f32
    %c32767_i16 = arith.constant 32767 : i16
    %2 = math.cttz %c32767_i16 : i16
    %3 = tensor.empty() : tensor<2x3xi32>
    return %3, %arg2 : tensor<2x3xi32>, f32
  }
}

