// ir-gen std --seed 237 --size 7
func.func @compute0(%1: tensor<4x4xbf16>, %2: f64 {test.foo = 1 : i32}, %res: bf16, %arg_4: i64) -> i64 attributes {passthrough = ["nounwind"], level = 2 : i64} {
  %5 = arith.constant false
  scf.if %5 {
    %collapsed = tensor.collapse_shape %1 [[0, 1]] : tensor<4x4xbf16> into tensor<16xbf16>
    %f_7 = func.constant @compute0 : (tensor<4x4xbf16>, f64, bf16, i64) -> (i64)
    %v8 = func.call_indirect %f_7(%1, %2, %res, %arg_4) : (tensor<4x4xbf16>, f64, bf16, i64) -> (i64)
    %x9 = memref.alloc() {alignment = 16 : i64} : memref<8x4xf32>
    %acc = memref.alloc() : memref<8x4xf32>
    linalg.div ins(%x9, %x9 : memref<8x4xf32>, memref<8x4xf32>) outs(%acc : memref<8x4xf32>)
    %sum, %high = arith.mului_extended %v8, %arg_4 : i64
  } else {
    %13 = arith.constant dense<-1> : vector<4xi64>
    %tmp14 = arith.remsi %13, %13 : vector<4xi64>
  }
  %rhs = tensor.empty() : tensor<8x8xf32>
  %lin = linalg.transpose ins(%rhs : tensor<8x8xf32>) outs(%rhs : tensor<8x8xf32>) permutation = [1, 0]
  func.return %arg_4 : i64
}
