module {
  func.func private @ext0(f32 {test.foo = 1 : i32}, index, index {llvm.noundef, test.tag = "x"}) -> (index {llvm.noundef}, vector<1xindex>) attributes {llvm.emit_c_interface, note = "generated"}
  func.func private @ext1() -> memref<4x?xindex>
  func.func @kernel_0(%arg0: index, %arg1: tensor<?xindex>, %arg2: memref<?xindex>, %arg3: i8 {llvm.signext}) {
    %0 = tensor.empty() : tensor<3x1xf32>
    %cst = arith.constant dense<[[3.000000e+00, -1.000000e+00, 4.000000e+02]]> : tensor<1x3xf32>
    %transposed = linalg.transpose ins(%0 : tensor<3x1xf32>) outs(%cst : tensor<1x3xf32>) permutation = [1, 0] 
    %alloc = memref.alloc() : memref<4xf64>
    %c1 = arith.constant 1 : index
    %subview = memref.subview %alloc[2] [1] [%c1] : memref<4xf64> to memref<1xf64, strided<[?], offset: 2>>
    %cst_0 = arith.constant 4.000000e+02 : f64
    %1 = arith.cmpf ugt, %cst_0, %cst_0 fastmath<arcp> : f64
    return
  }
  func.func @fn.1(%arg0: index, %arg1: index {llvm.noundef}) -> memref<4xindex> attributes {test.kernel} {
    %c1 = arith.constant 1 : index
    %0 = arith.cmpi uge, %c1, %arg1 : index
    cf.assert %0, "x must be \22positive\22"
    %1 = tensor.empty() : tensor<3xindex>
    %alloc = memref.alloc() : memref<4x3xindex>
    %c0 = arith.constant 0 : index
    %dim = memref.dim %alloc, %c0 : memref<4x3xindex>
    %alloca = memref.alloca() : memref<4xindex>
    return %alloca : memref<4xindex>
  }
}

