!tensor0 = tensor<?x1xi8>
!tensor1 = tensor<2x2xf32>
!vec2 = vector<4xf32>
!tensor3 = tensor<2xf16>
!tensor4 = tensor<2xi32>
!tensor5 = tensor<1x1xf32>
!buf6 = memref<2048xi8>
!vec7 = vector<2xf32>
func.func @kernel_0(%arg: memref<3xindex>, %3: memref<2xf32>, %4: tensor<4xf32> {test.foo = 1 : i32}) -> (i32, tensor<?x4xi32> {test.foo = 1 : i32}, !tensor0) {
  %5 = tensor.expand_shape %4 [[0, 1]] output_shape [2, 2] : tensor<4xf32> into !tensor1
  %tmp6 = arith.constant dense<1.5e-1> : !vec2
  %7 = arith.constant dense<[3.0, 1.000000e+00, 4.0E+2, -7.5]> : vector<4xf32>
  %t8 = arith.cmpf oeq, %tmp6, %7 fastmath<afn> : vector<4xf32>  // note
  %cst = arith.constant 1.000000e+00 : f32
  %x10 = arith.minnumf %cst, %cst fastmath<arcp> : f32
  %rhs = arith.constant dense<3.0> : tensor<2xf16>
  %v12 = arith.constant dense<51> : !tensor4
  %fpowi = math.fpowi %rhs, %v12 : !tensor3, !tensor4
  %14 = tensor.empty() : tensor<1x1xf32>
  %lhs = tensor.insert_slice %14 into %5[1, 1] [1, 1] [1, 1] : !tensor5 into !tensor1
  %alloc = memref.alloc() {alignment = 16 : i64} : !buf6
  %v18 = arith.constant 0 : index
  %19 = arith.constant 7 : index
  %tmp20 = memref.view %alloc[%v18][%19] : memref<2048xi8> to memref<?x4xf16>
  %cst_21 = arith.constant dense<1.000000e+00> : !vec7 //
  %22 = func.constant @kernel_0 : (memref<3xindex>, memref<2xf32>, tensor<4xf32>) -> (i32, tensor<?x4xi32>, tensor<?x1xi8>)
  %23, %24, %tmp25 = func.call_indirect %22(%arg, %3, %4) : (memref<3xindex>, memref<2xf32>, tensor<4xf32>) -> (i32, tensor<?x4xi32>, tensor<?x1xi8>)
  %t26 = arith.constant 3 : index
  %res = tensor.empty(%t26) : tensor<?x4xi32>
  func.return %23, %res, %tmp25 : i32, tensor<?x4xi32>, tensor<?x1xi8>
}
