module {
  func.func private @ext0(tensor<?x3xf32>, i32, tensor<4x4xf32>) -> (vector<8xi32> {llvm.noundef, test.tag = "x"}, tensor<4x4xi8> {llvm.noundef, test.tag = "x"}) attributes {llvm.emit_c_interface, note = "generated"}
  module @inner {
    func.func @helper1(%arg: i32, %arg_3: tensor<2x3xi8>, %5: f32, %7: index {test.foo = 1 : i32}) -> (vector<4x4xf32>, memref<2x4xi32>) {
      %a.b = arith.constant -0.25 : f16
      %9 = tensor.empty() : tensor<2x3xf16>
      %lin_10 = linalg.fill ins(%a.b : f16) outs(%9 : tensor<2x3xf16>) -> tensor<2x3xf16>
      %c = arith.constant 1 : i1
      cf.cond_br %c, ^exit1(%arg : i32), ^exit1(%arg : i32)
    ^exit1(%sum: i32):
      %res = arith.constant 71 : i32
      %lhs = arith.select %c, %sum, %res : i32
      %cmp = arith.cmpi eq, %7, %7 : index
      %17 = arith.constant -7.5 : f16
      cf.cond_br %cmp, ^bb2(%17 : f16), ^bb2(%a.b : f16)
    ^bb2(%ba_18: f16):
      %19 = arith.constant dense<[[2.5, -1.0, 0.0, 0.5], [0.0, 1.0, 1.000000e+00, 1.5e-1], [2.5, 100.0, -1.0, 0.5], [-0.25, -0.25, 2.5, 4.0E+2]]> : vector<4x4xf64>
      %cmp_20 = arith.cmpf ugt, %19, %19 fastmath<none> : vector<4x4xf64>
      %21 = arith.constant dense<[[1.000000e+00, -1.0, -1.0, 1.0], [1.000000e+00, 3.0, -0.25, 1.0], [1.0, 1.000000e+00, 1.000000e+00, -1.0], [4.0E+2, 2.5, -1.0, -0.25]]> : vector<4x4xf32>
      %22 = memref.alloc() : memref<2x4xi32>
      return %21, %22 : vector<4x4xf32>, memref<2x4xi32>
    }
  }
  func.func public @compute0(%1: i32, %2: memref<4x?xi32>, %3: f32, %arg_4: vector<2x3xf32> {test.foo = 1 : i32}) -> (tensor<2x3xi32>, f32) attributes {ref = @inner::@helper1} {
    %alloc = memref.alloc() : memref<2048xi8>
    %c = arith.constant 0 : index
    %c_7 = arith.constant 5 : index
    %val = memref.view %alloc[%c][%c_7] : memref<2048xi8> to memref<?x4xf64>
    %empty = tensor.empty() : tensor<3x2x4xf32>
    %c_10 = arith.constant 1 : index
    %t11 = tensor.extract_slice %empty[2, 0, 3] [1, 2, %c_10] [1, 1, 1] : tensor<3x2x4xf32> to tensor<1x2x?xf32>
    %12 = tensor.empty() : tensor<4x4xbf16>
    %collapsed_13 = tensor.collapse_shape %12 [[0, 1]] : tensor<4x4xbf16> into tensor<16xbf16>
    %14 = arith.constant 3.0 : f32
    %15 = arith.constant 32767 : i16
    %16 = math.cttz %15 : i16
    %x17 = tensor.empty() : tensor<2x3xi32>
    return %x17, %3 : tensor<2x3xi32>, f32
  }
}
