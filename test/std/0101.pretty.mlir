module {
  func.func @fn.0(%arg0: f32 {llvm.noundef}, %arg1: memref<?x3xf32> {llvm.noundef, test.tag = "x"}, %arg2: tensor<4x2xf32>) -> f32 {
    %c55_i64 = arith.constant 55 : i64
    %0 = arith.cmpi uge, %c55_i64, %c55_i64 : i64
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x1x2xf64>
    %collapse_shape = memref.collapse_shape %alloc [[0, 1], [2]] : memref<4x1x2xf64> into memref<4x2xf64>
    %c2147483647_i32 = arith.constant 2147483647 : i32
    cf.switch %c2147483647_i32 : i32, [
      default: ^bb1,
      2: ^bb3(%arg0 : f32)
    ]
  ^bb1:  // pred: ^bb0
    %1 = tensor.empty() : tensor<4x2xf32>
    %expanded = tensor.expand_shape %1 [[0], [1, 2]] output_shape [4, 1, 2] : tensor<4x2xf32> into tensor<4x1x2xf32>
    %c1_i8 = arith.constant 1 : i8
    %2 = math.ipowi %c1_i8, %c1_i8 : i8
    %cst = arith.constant 1.000000e+00 : f64
    cf.cond_br %0, ^bb2(%cst : f64), ^bb2(%cst : f64)
  ^bb2(%3: f64):  // 2 preds: ^bb1, ^bb1
    %4 = tensor.empty() : tensor<8x3xf16>
    %5 = tensor.empty() : tensor<8x3xf16>
    %6 = math.fma %4, %4, %5 fastmath<afn> : tensor<8x3xf16>
    %cst_0 = arith.constant dense<[[[1, 1, 42, 2147483647], [61, 1, 65, 65], [51, 1, 0, 0], [76, 72, 2147483647, 9]]]> : vector<1x4x4xi32>
    %low, %high = arith.mului_extended %cst_0, %cst_0 : vector<1x4x4xi32>
    cf.cond_br %0, ^bb3(%arg0 : f32), ^bb3(%arg0 : f32)
  ^bb3(%7: f32):  // 3 preds: ^bb0, ^bb2, ^bb2
    %c38_i64 = arith.constant 38 : i64
    %8 = arith.ori %c38_i64, %c55_i64 : i64
    %alloc_1 = memref.alloc() : memref<1x2xf32>
    %expand_shape = memref.expand_shape %alloc_1 [[0, 1], [2]] output_shape [1, 1, 2] : memref<1x2xf32> into memref<1x1x2xf32>
    return %arg0 : f32
  }
}

