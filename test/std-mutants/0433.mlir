func.func private @ext0() -> (vector<4x1x3xbf16>) attributes {llvm.emit_c_interface, note = "generated"}
func.func private @ext1() -> (f16, i32)
func.func @f0() -> (tensor<4x2xf16>, i32, tensor<?x?xf16> {llvm.noundef, test.tag = "x"}) attributes {llvm.emit_c_interface, note = "generated"} {
  %cst = arith.constant dense<23> : tensor<4x4xi32>
  %2 = tensor.cast %cst : tensor<4x4xi32> to tensor<4x4xi32>
  %3 = arith.constant -7.5 : f32
  %4 = arith.constant 1.0 : f32
  %minimumf = arith.minimumf %3, %4 : f32
  %x_1 = memref.alloca() : memref<1x4xf16>

  %7 = memref.collapse_shape %x_1 [[0, 1]] : memref<1x4xf16> into memref<4xf16>
  %8 = memref.alloc() : memref<1x4xf32>
  linalg.mul ins(%8, %8 : memref<1x4xf32>, memref<1x4xf32>) outs(%8 : memref<1x4xf32>)
  %cst_9 = arith.constant dense<[[[56,1]], [[7, 0]], [[-1, 4611686018427387903]], [[1, 4611686018427387903]], [[1, 35]], [[4611686018427387903, 0]], [[4611686018427387903,-1]], [[0, -1]]]> : vector<8x1x2xindex> // TODO: check
  %10 = arith.cmpi ugt, %cst_9, %cst_9 : vector<8x1x2xindex>
  %11 = arith.remf %4, %minimumf : f32
  %c = arith.constant 0 : index
  %14 = arith.cmpi sle, %c, %c : index
  %x16 = arith.constant 0.0 : f16
  %x18 = arith.select %14, %x16, %x16 : f16
  %res, %t20, %t21 = call @f0() : () -> (tensor<4x2xf16>, i32, tensor<?x?xf16>)
  %22 = tensor.expand_shape %cst [[0, 1], [2]] output_shape [1, 4, 4] : tensor<4x4xi32> into tensor<1x4x4xi32>
  %lhs = arith.shrsi %c, %c : index
  %cst_24 = arith.constant dense<[[1.5e-1, 3.0, 0.0, 1.0]]> : vector<1x4xbf16>
  %val = arith.addf %cst_24, %cst_24 fastmath<afn> overflow<nsw> : vector<1x4xbf16>
  %26 = arith.constant dense<[[1.000000e+00]]> : vector<1x1xbf16>
  %bitcast_27 = arith.bitcast %26 : vector<1x1xbf16> to vector<1x1xi16>
  return %res, %t20, %t21 : tensor<4x2xf16>, i32, tensor<?x?xf16>
}
