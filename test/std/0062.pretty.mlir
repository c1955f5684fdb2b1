module attributes {test.module_note = "std"} {
  func.func private @ext0(f16, vector<3x1x4xf16> {test.foo = 1 : i32}) -> f16
  module @inner {
    func.func @helper8(%arg0: f64) {
      %true = arith.constant true
      cf.assert %true, "bounds check"
      %c-1_i64 = arith.constant -1 : i64
      %cst = arith.constant 0.000000e+00 : f16
      cf.switch %c-1_i64 : i64, [
        default: ^bb1,
        0: ^bb3(%cst, %cst : f16, f16),
        3: ^bb1
      ]
    ^bb1:  // 2 preds: ^bb0, ^bb0
      %cst_0 = arith.constant 3.000000e+00 : f32
      %0 = arith.mulf %cst_0, %cst_0 : f32
      cf.br ^bb2
    ^bb2:  // pred: ^bb1
      %1 = arith.extsi %true : i1 to i8
      %c48_i16 = arith.constant 48 : i16
      %cst_1 = arith.constant 5.000000e-01 : f16
      %c0_i16 = arith.constant 0 : i16
      %cst_2 = arith.constant 1.000000e+00 : f16
      %cst_3 = arith.constant 5.000000e-01 : f16
      cf.switch %c48_i16 : i16, [
        default: ^bb3(%cst, %cst_1 : f16, f16),
        0: ^bb4(%c0_i16 : i16),
        1: ^bb3(%cst_2, %cst_3 : f16, f16)
      ]
    ^bb3(%2: f16, %3: f16):  // 3 preds: ^bb0, ^bb2, ^bb2
      %c-3 = arith.constant -3 : index
      %4 = arith.cmpi ugt, %c-3, %c-3 : index
      %c-13_i16 = arith.constant -13 : i16
      cf.cond_br %4, ^bb4(%c-13_i16 : i16), ^bb4(%c-13_i16 : i16)
    ^bb4(%5: i16):  // 3 preds: ^bb2, ^bb3, ^bb3
      return
    }
  }
  func.func @kernel_0(%arg0: vector<3x1x4xf16> {test.foo = 1 : i32}, %arg1: f16, %arg2: memref<3x4xf16>, %arg3: f16) -> tensor<3x1x?xf64> attributes {ref = @inner::@helper8} {
    %0 = tensor.empty() : tensor<3x1x4xf16>
    %extracted_slice = tensor.extract_slice %0[2, 0, 2] [1, 1, 1] [1, 1, 1] : tensor<3x1x4xf16> to tensor<1x1x1xf16>
    %cst = arith.constant 0.000000e+00 : f64
    %1 = math.rsqrt %cst : f64
    %c2 = arith.constant 2 : index
    %c2_0 = arith.constant 2 : index
    memref.store %arg1, %arg2[%c2, %c2_0] : memref<3x4xf16>
    %true = arith.constant true
    %cst_1 = arith.constant 1.500240e-01 : f16
    %2 = arith.select %true, %arg1, %cst_1 : f16
    %3 = tensor.empty() : tensor<2xf16>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 2] : tensor<2xf16> into tensor<1x2xf16>
    %cst_2 = arith.constant 1.000000e+00 : f64
    %4 = arith.mulf %cst_2, %cst fastmath<nnan,ninf,nsz> : f64
    %c3 = arith.constant 3 : index
    %5 = tensor.empty(%c3) : tensor<3x1x?xf64>
    return %5 : tensor<3x1x?xf64>
  }
}

