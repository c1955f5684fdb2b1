module {
  func.func private @ext0(memref<8x8x8xi32> {llvm.noundef, test.tag = "x"}, tensor<8x8x8xi64>)
  func.func @fn.0(%rhs: i64, %tmp2: i32) -> (tensor<4xi32>) attributes {test.kernel} {
    %3 = arith.constant dense<-7.5> : tensor<4xf64>
    %empty = tensor.empty() : tensor<4x4xf64>
    %5 = linalg.broadcast ins(%3 : tensor<4xf64>) outs(%empty : tensor<4x4xf64>) dimensions = [1]
    cf.br ^bb1
  ^bb1:
    %x6 = arith.constant dense<1> : tensor<8x8x8xi32>
    %7 = tensor.collapse_shape %x6 [[0], [1, 2]] : tensor<8x8x8xi32> into tensor<8x64xi32>
    %8 = arith.constant 2147483647 : i32
    cf.br ^bb2(%8 : i32)
  ^bb2(%acc: i32):
    %c = arith.constant 1 : i32
    %low, %high_12 = arith.mului_extended %acc, %c : i32
    cf.br ^b3
  ^b3:
    %c_13 = arith.constant 6 : index
    %14 = arith.constant 5 : index    €// keep
    %tmp16 = memref.alloc(%c_13)[%14] {alignment = 64} : memref<?x4xi32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
    %x18 = arith.constant dense<20> : tensor<4xi32>
    func.return %x18 : tensor<4xi32>
  }
}
