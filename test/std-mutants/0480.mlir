// ir-gen std --seed 61 --size 17
func.func @kernel_0(%1: tensor<4xf64>, %acc: tensor<4xindex>) -> tensor<4xi32> attributes {test.kernel} {
  %3 = arith.constant 4.0E+2 : f32
  %4 = memref.alloc() : memref<4xindex>
  %5 = memref.cast %4 : memref<4xindex> to memref<4xindex>
  %c = arith.constant 0 : i1
  cf.assert %undefined_cond, "x must be \"positive\""
  %t7 = arith.constant 4611686018427387903 : index
  %x8 = arith.muli %t7, %t7 : index
  %9 = arith.constant dense<0.0> : tensor<1x2xf32>
  %10 = tensor.expand_shape %9 [[0], [1, 2]] output_shape [1, 1, 2] : tensor<1x2xf32> into tensor<1x1x2xf32>
  %x_1 = arith.constant dense<-1> : tensor<3x2x4xi8>
  %12 = arith.cmpi ne, %x_1, %x_1 : tensor<3x2x4xi8>
  %13 = arith.constant dense<-0.25> : vector<4xbf16>
  %maximumf = arith.maximumf %13, %13 : vector<4xbf16>
  %c_16 = arith.constant 0 : i32
  %val = tensor.empty() : tensor<4xi32>
  return %val : tensor<4xi32>
}
func.func @fn.1(%v1: i32, %v2: memref<4xf32>) -> (tensor<8xf32>, vector<2x1xi32>, f32) attributes {llvm.emit_c_interface, note = "generated"} {
  %3 = arith.constant 4.0E+2 : bf16
  %minimumf_4 = arith.minimumf %3, %3 : bf16
  // ---- comment line ----
  %cst = arith.constant -0.25 : f32
  %c = arith.constant 3 : index
  memref.store %cst, %v2[%c] : memref<4xf32>
  %7 = tensor.empty() : tensor<3xf32>
  %t8 = tensor.empty() : tensor<4x3xf32>
  %res = linalg.broadcast ins(%7 : tensor<3xf32>) outs(%t8 : tensor<4x3xf32>) dimensions = [0]
  %tmp12 = arith.constant dense<100.0> : tensor<4xf32> //
  %13 = tensor.empty() : tensor<4xi32>

  %v14 = math.fpowi %tmp12, %13 : tensor<4xf32>, tensor<4xi32>
  %tmp15 = arith.constant dense<1> : vector<4xi32>
  %tmp16:2 = arith.mului_extended %tmp15, %tmp15 : vector<4xi32>
  %18 = arith.constant dense<36> : vector<4x1x2xi16>
  %19 = math.cttz %18 : vector<4x1x2xi16>
  // ---- comment line ----
  %c_20 = arith.constant -6 : i8
  %21 = arith.sitofp %c_20 : i8 to f32
  %tmp23 = arith.constant dense<[1,1,1,69]> : tensor<4xi32>
  %v24 = tensor.cast %tmp23 : tensor<4xi32> to tensor<?xi32>
  %25 = tensor.empty() : tensor<8xf32>
  %26 = arith.constant dense<[[2147483647], [2147483647]]> : vector<2x1xi32>
  return %25, %26, %cst : tensor<8xf32>, vector<2x1xi32>, f32
}
