module {
  func.func @compute0(%arg0: i32) -> f32 attributes {test.kernel} {
    %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
    %0 = scf.while (%arg1 = %c4611686018427387903_i64) : (i64) -> i64 {
      %cst_1 = arith.constant -2.500000e-01 : f32
      %5 = math.round %cst_1 : f32
      %c-1 = arith.constant -1 : index
      %6 = arith.cmpi sle, %c-1, %c-1 : index
      scf.condition(%6) %arg1 : i64
    } do {
    ^bb0(%arg1: i64):
      %c2_i64 = arith.constant 2 : i64
      scf.yield %c2_i64 : i64
    }
    %c4_i64 = arith.constant 4 : i64
    %1 = arith.cmpi sgt, %c4_i64, %c4611686018427387903_i64 : i64
    %cst = arith.constant 3.000000e+00 : f16
    cf.cond_br %1, ^bb2(%c4_i64, %cst : i64, f16), ^bb1(%cst : f16)
  ^bb1(%2: f16):  // pred: ^bb0
    cf.br ^bb2(%c4_i64, %2 : i64, f16)
  ^bb2(%3: i64, %4: f16):  // 2 preds: ^bb0, ^bb1
    %cst_0 = arith.constant 1.000000e+00 : f32
    return %cst_0 : f32
  }
  func.func @compute1(%arg0: tensor<4xi64>) -> tensor<4xf16> attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %0 = tensor.empty() : tensor<2x4xi32>
    %1 = linalg.sub ins(%0, %0 : tensor<2x4xi32>, tensor<2x4xi32>) outs(%0 : tensor<2x4xi32>) -> tensor<2x4xi32>
    %cst = arith.constant 1.500000e-01 : f32
    %2 = math.asinh %cst : f32
    %3 = tensor.empty() : tensor<4xf16>
    return %3 : tensor<4xf16>
  }
}

