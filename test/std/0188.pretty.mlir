#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
module {
  func.func private @ext0(memref<8x8x8xi32> {llvm.noundef, test.tag = "x"}, tensor<8x8x8xi64>)
  func.func @fn.0(%arg0: i64, %arg1: i32) -> tensor<4xi32> attributes {test.kernel} {
    %cst = arith.constant dense<-7.500000e+00> : tensor<4xf64>
    %0 = tensor.empty() : tensor<4x4xf64>
    %broadcasted = linalg.broadcast ins(%cst : tensor<4xf64>) outs(%0 : tensor<4x4xf64>) dimensions = [1] 
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %cst_0 = arith.constant dense<1> : tensor<8x8x8xi32>
    %collapsed = tensor.collapse_shape %cst_0 [[0], [1, 2]] : tensor<8x8x8xi32> into tensor<8x64xi32>
    %c2147483647_i32 = arith.constant 2147483647 : i32
    cf.br ^bb2(%c2147483647_i32 : i32)
  ^bb2(%1: i32):  // pred: ^bb1
    %c1_i32 = arith.constant 1 : i32
    %low, %high = arith.mului_extended %1, %c1_i32 : i32
    cf.br ^bb3
  ^bb3:  // pred: ^bb2
    %c6 = arith.constant 6 : index
    %c5 = arith.constant 5 : index
    %alloc = memref.alloc(%c6)[%c5] {alignment = 64 : i64} : memref<?x4xi32, #map>
    %cst_1 = arith.constant dense<20> : tensor<4xi32>
    return %cst_1 : tensor<4xi32>
  }
}

