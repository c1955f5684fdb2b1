module {
  func.func private @ext0() -> f64 attributes {level = 2 : i64, passthrough = ["nounwind"]}
  func.func @compute0(%arg0: f64, %arg1: f64, %arg2: memref<4xf64>, %arg3: f64) -> (f64 {llvm.noundef, test.tag = "x"}) {
    %0 = tensor.empty() : tensor<8x3xf32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %extracted = tensor.extract %0[%c1, %c2] : tensor<8x3xf32>
    %c1_0 = arith.constant 1 : index
    %1 = memref.load %arg2[%c1_0] : memref<4xf64>
    %true = arith.constant true
    cf.cond_br %true, ^bb1(%1 : f64), ^bb1(%arg1 : f64)
  ^bb1(%2: f64):  // 2 preds: ^bb0, ^bb0
    %c1_1 = arith.constant 1 : index
    %extracted_slice = tensor.extract_slice %0[2, 0] [5, 1] [%c1_1, 1] : tensor<8x3xf32> to tensor<5x1xf32>
    %collapsed = tensor.collapse_shape %0 [[0, 1]] : tensor<8x3xf32> into tensor<24xf32>
    %c36_i16 = arith.constant 36 : i16
    cf.switch %c36_i16 : i16, [
      default: ^bb2,
      0: ^bb2
    ]
  ^bb2:  // 2 preds: ^bb1, ^bb1
    %3 = arith.truncf %arg3 : f64 to f32
    %4 = arith.subf %3, %extracted fastmath<fast> : f32
    return %arg1 : f64
  }
}

