module @inner {
  func.func public @helper6(%1: memref<2x2xi16>, %2: memref<?xi32>) {
    %acc = arith.constant -1 : i32
    cf.br ^b1
  ^b1:
    %c_4 = arith.constant 1 : i1
    %c_5 = arith.constant 1 : i1
    %v6 = arith.muli %c_4, %c_5 : i1
    %c = arith.constant 0x11 : i16
    cf.cond_br %c_5, ^next.2(%c : i16), ^bb3(%acc : i32)
  ^next.2(%ba: i16):
    %cst_9 = arith.constant dense<100.0> : vector<4x3xf64>
    %x_1 = arith.maximumf %cst_9, %cst_9 : vector<4x3xf64>
    %rhs = arith.constant false
    %c_13 = arith.constant -14 : i32
    cf.cond_br %rhs, ^bb3(%c_13 : i32), ^bb3(%c_13 : i32)
  ^bb3(%val: i32):
    return
  }
}
func.func @kernel_0(%v1: i16 {llvm.noundef}) -> (tensor<4xi32>) attributes {ref = @inner::@helper6} {
  %x2 = memref.alloc() : memref<4x3xindex>
  %c = arith.constant 1 : index
  %4 = memref.subview %x2[%c, 1] [1, 2] [1, 1] : memref<4x3xindex> to memref<1x2xindex, strided<[3, 1], offset: ?>>
  %val = arith.cmpi sge, %c, %c : index
  cf.cond_br %val, ^loop_3, ^b1 // TODO: check
^b1:
  %res = memref.collapse_shape %x2 [[0, 1]] : memref<4x3xindex> into memref<12xindex>
  cf.cond_br %val, ^b2, ^loop_3
^b2:
  %empty = tensor.empty() : tensor<4xi32>
  %9 = arith.constant 1 : index
  %v11 = tensor.empty() : tensor<2xi32>
  %12 = tensor.insert_slice %v11 into %empty[0] [2] [%9] : tensor<2xi32> into tensor<4xi32>
^loop_3:
  %13 = tensor.empty() : tensor<3xi64>
  %divui_14 = arith.divui %13, %13 : tensor<3xi64>
  %15 = tensor.empty() : tensor<4xi32>
  func.return %15 : tensor<4xi32>
}
