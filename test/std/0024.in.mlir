func.func private @kernel_0() -> (memref<8x4xi32> {llvm.noundef}, tensor<4xindex> {llvm.noundef}) {
  %res = arith.constant 100.0 : f64
  %log1p = math.log1p %res : f64
  %alloca_3 = memref.alloca() : memref<2x1xf32>
  %4 = memref.alloc() : memref<1x8xf32>
  %alloc_5 = memref.alloc() : memref<2x8xf32>
  linalg.matmul ins(%alloca_3, %4 : memref<2x1xf32>, memref<1x8xf32>) outs(%alloc_5 : memref<2x8xf32>)
  %cst_6 = arith.constant dense<35> : vector<8x4xindex>
  %8 = tensor.empty() : tensor<8x4xf16>
  %lhs = arith.constant 5 : index
  %empty = tensor.empty() : tensor<2x1xf16>

  %inserted_slice = tensor.insert_slice %empty into %8[%lhs, 3] [2, 1] [1, 1] : tensor<2x1xf16> into tensor<8x4xf16>
  %12 = arith.constant false
  cf.assert %12, "x must be \"positive\""
  %13 = arith.constant 36 : i32
  %ext:2 = arith.mulsi_extended %13, %13 : i32
  %collapse_shape_15 = memref.collapse_shape %alloc_5 [[0, 1]] : memref<2x8xf32> into memref<16xf32>
  %rhs = arith.constant dense<-0.25> : tensor<1x1xf16>
  %inserted_slice_19 = tensor.insert_slice %rhs into %empty[0, 0] [1, 1] [1, 1] : tensor<1x1xf16> into tensor<2x1xf16>
  %20 = arith.constant 1 : i64
  %21 = arith.cmpi uge, %20, %20 : i64
  %x22 = arith.select %21, %lhs, %lhs : index

  %23 = arith.constant 7 : index
  %alloc = memref.alloc(%23) : memref<?x4xindex>
  memref.dealloc %alloc : memref<?x4xindex>
  %acc = memref.alloca() {alignment = 64} : memref<8x4xi32>
  %t26 = tensor.empty() : tensor<4xindex>
  return %acc, %t26 : memref<8x4xi32>, tensor<4xindex>
}
