func.func private @ext0(f32 {test.foo = 1 : i32}, index, index {llvm.noundef, test.tag = "x"}) -> (index {llvm.noundef}, vector<1xindex>) attributes {llvm.emit_c_interface, note = "generated"}
func.func private @ext1() -> memref<4x?xindex>
func.func @kernel_0(%arg_1: index, %2: tensor<?xindex>, %arg_3: memref<?xindex>, %4: i8 {llvm.signext}) {
  %5 = tensor.empty() : tensor<3x1xf32>
  %v6 = arith.constant dense<[[3.0, -1.0, 4.0E+2]]> : tensor<1x3xf32>
  %lin_7 = linalg.transpose ins(%5 : tensor<3x1xf32>) outs(%v6 : tensor<1x3xf32>) permutation = [1, 0]
  %8 = memref.alloc() : memref<4xf64>
  %c_9 = arith.constant 1 : index
  %10 = memref.subview %8[2] [1] [%c_9] : memref<4xf64> to memref<1xf64, strided<[?], offset: 2>>
  %11 = arith.constant 4.0E+2 : f64
  %12 = arith.cmpf ugt, %11, %11 fastmath<arcp> : f64
  return
}
func.func @fn.1(%v1: index, %arg_2: index {llvm.noundef}) -> memref<4xindex> attributes {test.kernel} {
  %c_3 = arith.constant 1 : index
  %4 = arith.cmpi uge, %c_3, %arg_2 : index
  cf.assert %4, "x must be \"positive\""
  %empty_5 = tensor.empty() : tensor<3xindex>
  %res = memref.alloc() : memref<4x3xindex>
  %c_7 = arith.constant 0 : index
  %8 = memref.dim %res, %c_7 : memref<4x3xindex>
  %v9 = memref.alloca() : memref<4xindex>
  func.return %v9 : memref<4xindex>
}
