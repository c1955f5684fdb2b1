module {
  func.func @compute0(%arg0: tensor<4x4xbf16>, %arg1: f64 {test.foo = 1 : i32}, %arg2: bf16, %arg3: i64) -> i64 attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %false = arith.constant false
    scf.if %false {
      %collapsed = tensor.collapse_shape %arg0 [[0, 1]] : tensor<4x4xbf16> into tensor<16xbf16>
      %f = func.constant @compute0 : (tensor<4x4xbf16>, f64, bf16, i64) -> i64
      %1 = func.call_indirect %f(%arg0, %arg1, %arg2, %arg3) : (tensor<4x4xbf16>, f64, bf16, i64) -> i64
      %alloc = memref.alloc() {alignment = 16 : i64} : memref<8x4xf32>
      %alloc_0 = memref.alloc() : memref<8x4xf32>
      linalg.div ins(%alloc, %alloc : memref<8x4xf32>, memref<8x4xf32>) outs(%alloc_0 : memref<8x4xf32>)
      %low, %high = arith.mului_extended %1, %arg3 : i64
    } else {
      %cst = arith.constant dense<-1> : vector<4xi64>
      %1 = arith.remsi %cst, %cst : vector<4xi64>
    }
    %0 = tensor.empty() : tensor<8x8xf32>
    %transposed = linalg.transpose ins(%0 : tensor<8x8xf32>) outs(%0 : tensor<8x8xf32>) permutation = [1, 0] 
    return %arg3 : i64
  }
}

