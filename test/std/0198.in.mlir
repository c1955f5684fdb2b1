!tensor0 = tensor<4xi64>
!tensor1 = tensor<2x4xi32>
!tensor2 = tensor<4xf16>
func.func @compute0(%arg: i32) -> f32 attributes {test.kernel} {
  %c = arith.constant 0x3fffffffffffffff : i64
  %r_4 = scf.while (%v3 = %c) : (i64) -> (i64) {
    %cst_5 = arith.constant -0.25 : f32
    %round = math.round %cst_5 : f32
    %tmp7 = arith.constant -1 : index
    %t8 = arith.cmpi sle, %tmp7, %tmp7 : index
    scf.condition(%t8) %v3 : i64
  } do {
  ^bb0(%9: i64):
    %c_10 = arith.constant 2 : i64
    scf.yield %c_10 : i64
  }
  %c_11 = arith.constant 4 : i64
  %12 = arith.cmpi sgt, %c_11, %c : i64
  %13 = arith.constant 3.0 : f16
  cf.cond_br %12, ^b2(%c_11, %13 : i64, f16), ^b1(%13 : f16)
^b1(%val: f16):
  cf.br ^b2(%c_11, %val : i64, f16)
^b2(%rhs: i64, %16: f16):
  %cst_17 = arith.constant 1.000000e+00 : f32

  func.return %cst_17 : f32
}
func.func @compute1(%res: !tensor0) -> (tensor<4xf16>) attributes {passthrough = ["nounwind"], level = 2 : i64} {
  %empty = tensor.empty() : tensor<2x4xi32>
  %t3 = linalg.sub ins(%empty, %empty : tensor<2x4xi32>, !tensor1) outs(%empty : tensor<2x4xi32>) -> tensor<2x4xi32>
  %rhs = arith.constant 1.5e-1 : f32
  %5 = math.asinh %rhs : f32
  %v6 = tensor.empty() : !tensor2
  func.return %v6 : tensor<4xf16>
}
