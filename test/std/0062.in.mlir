module attributes {test.module_note = "std"} {
  func.func private @ext0(f16, vector<3x1x4xf16> {test.foo = 1 : i32}) -> f16
  module @inner {
    func.func @helper8(%1: f64) {
      %tmp2 = arith.constant true
      cf.assert %tmp2, "bounds check"
      %c = arith.constant -1 : i64
      %4 = arith.constant 0.0 : f16
      cf.switch %c : i64, [default: ^b1, 0: ^bb3(%4, %4 : f16, f16), 3: ^b1]
    ^b1:
      %cst_5 = arith.constant 3.0 : f32
      %mulf_6 = arith.mulf %cst_5, %cst_5 : f32
      cf.br ^bb2
    ^bb2:
      %t7 = arith.extsi %tmp2 : i1 to i8
      %t8 = arith.constant 48 : i16
      %cst = arith.constant 0.5 : f16
      %11 = arith.constant 0x0 : i16
      %x13 = arith.constant 1.0 : f16
      %val = arith.constant 0.5 : f16
      cf.switch %t8 : i16, [default: ^bb3(%4, %cst : f16, f16), 0: ^b4(%11 : i16), 1: ^bb3(%x13, %val : f16, f16)]
    ^bb3(%a.b: f16, %tmp16: f16):
      %c_17 = arith.constant -3 : index
      %cmp_18 = arith.cmpi ugt, %c_17, %c_17 : index
      %19 = arith.constant -13 : i16
      cf.cond_br %cmp_18, ^b4(%19 : i16), ^b4(%19 : i16)
    ^b4(%20: i16):
      func.return
    }
  }
  func.func @kernel_0(%v1: vector<3x1x4xf16> {test.foo = 1 : i32}, %t2: f16, %arg_3: memref<3x4xf16>, %4: f16) -> tensor<3x1x?xf64> attributes {ref = @inner::@helper8} {
    %empty = tensor.empty() : tensor<3x1x4xf16>
    %x6 = tensor.extract_slice %empty[2, 0, 2] [1, 1, 1] [1, 1, 1] : tensor<3x1x4xf16> to tensor<1x1x1xf16>
    %x7 = arith.constant 0.0 : f64
    %8 = math.rsqrt %x7 fastmath<none> : f64
    %c_9 = arith.constant 2 : index
    %10 = arith.constant 2 : index
    memref.store %t2, %arg_3[%c_9, %10] : memref<3x4xf16>
    %c = arith.constant 1 : i1
    %12 = arith.constant 1.5e-1 : f16
    %13 = arith.select %c, %t2, %12 : f16  // note
    %x_1 = tensor.empty() : tensor<2xf16>
    %t15 = tensor.expand_shape %x_1 [[0, 1]] output_shape [1, 2] : tensor<2xf16> into tensor<1x2xf16>
    %cst_16 = arith.constant 1.0 : f64
    %17 = arith.mulf %cst_16, %x7 fastmath<nnan, ninf, nsz> : f64
    %t18 = arith.constant 3 : index
    %empty_19 = tensor.empty(%t18) : tensor<3x1x?xf64>
    return %empty_19 : tensor<3x1x?xf64>
  }
}
