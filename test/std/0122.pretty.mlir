module {
  func.func private @ext0() -> vector<4x1x3xbf16> attributes {llvm.emit_c_interface, note = "generated"}
  func.func private @ext1() -> (f16, i32)
  func.func @f0() -> (tensor<4x2xf16>, i32, tensor<?x?xf16> {llvm.noundef, test.tag = "x"}) attributes {llvm.emit_c_interface, note = "generated"} {
    %cst = arith.constant dense<23> : tensor<4x4xi32>
    %cast = tensor.cast %cst : tensor<4x4xi32> to tensor<4x4xi32>
    %cst_0 = arith.constant -7.500000e+00 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %0 = arith.minimumf %cst_0, %cst_1 : f32
    %alloca = memref.alloca() : memref<1x4xf16>
    %collapse_shape = memref.collapse_shape %alloca [[0, 1]] : memref<1x4xf16> into memref<4xf16>
    %alloc = memref.alloc() : memref<1x4xf32>
    linalg.mul ins(%alloc, %alloc : memref<1x4xf32>, memref<1x4xf32>) outs(%alloc : memref<1x4xf32>)
    %cst_2 = arith.constant dense<[[[56, 1]], [[7, 0]], [[-1, 4611686018427387903]], [[1, 4611686018427387903]], [[1, 35]], [[4611686018427387903, 0]], [[4611686018427387903, -1]], [[0, -1]]]> : vector<8x1x2xindex>
    %1 = arith.cmpi ugt, %cst_2, %cst_2 : vector<8x1x2xindex>
    %2 = arith.remf %cst_1, %0 : f32
    %c0 = arith.constant 0 : index
    %3 = arith.cmpi sle, %c0, %c0 : index
    %cst_3 = arith.constant 0.000000e+00 : f16
    %4 = arith.select %3, %cst_3, %cst_3 : f16
    %5:3 = call @f0() : () -> (tensor<4x2xf16>, i32, tensor<?x?xf16>)
    %expanded = tensor.expand_shape %cst [[0, 1], [2]] output_shape [1, 4, 4] : tensor<4x4xi32> into tensor<1x4x4xi32>
    %6 = arith.shrsi %c0, %c0 : index
    %cst_4 = arith.constant dense<[[1.503910e-01, 3.000000e+00, 0.000000e+00, 1.000000e+00]]> : vector<1x4xbf16>
    %7 = arith.addf %cst_4, %cst_4 fastmath<afn> : vector<1x4xbf16>
    %cst_5 = arith.constant dense<1.000000e+00> : vector<1x1xbf16>
    %8 = arith.bitcast %cst_5 : vector<1x1xbf16> to vector<1x1xi16>
    return %5#0, %5#1, %5#2 : tensor<4x2xf16>, i32, tensor<?x?xf16>
  }
}

