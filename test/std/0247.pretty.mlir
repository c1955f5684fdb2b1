module attributes {test.module_note = "std"} {
  func.func private @compute0(%arg0: memref<8x3xf16>, %arg1: memref<3x?xindex> {llvm.noundef, test.tag = "x"}, %arg2: f64, %arg3: index) -> (f16 {test.foo = 1 : i32}, i8, f16 {llvm.noundef, test.tag = "x"}) {
    %cst = arith.constant dense<1.000000e+00> : tensor<8x3xf16>
    %c5 = arith.constant 5 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %extracted_slice = tensor.extract_slice %cst[%c5, %c2] [1, %c1] [1, 1] : tensor<8x3xf16> to tensor<1x?xf16>
    cf.br ^bb1(%c2 : index)
  ^bb1(%0: index):  // pred: ^bb0
    %false = arith.constant false
    cf.assert %false, "x must be \22positive\22"
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 1.000000e+02 : f16
    cf.switch %c0_i64 : i64, [
      default: ^bb2,
      18446744073709551615: ^bb4(%cst_0 : f16),
      0: ^bb2,
      3: ^bb2
    ]
  ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb1
    %c25_i64 = arith.constant 25 : i64
    %1 = arith.cmpi sge, %c25_i64, %c25_i64 : i64
    scf.if %1 {
      %cst_2 = arith.constant -2.500000e-01 : bf16
      %5 = math.erf %cst_2 fastmath<nnan,ninf,nsz> : bf16
      %subview = memref.subview %arg0[1, 0] [5, 2] [1, 1] : memref<8x3xf16> to memref<5x2xf16, strided<[3, 1], offset: 3>>
    }
    %c8_i32 = arith.constant 8 : i32
    cf.switch %c25_i64 : i64, [
      default: ^bb3(%c2, %c8_i32 : index, i32),
      1: ^bb3(%c5, %c8_i32 : index, i32)
    ]
  ^bb3(%2: index, %3: i32):  // 2 preds: ^bb2, ^bb2
    %cst_1 = arith.constant 5.000000e-01 : f16
    cf.br ^bb4(%cst_1 : f16)
  ^bb4(%4: f16):  // 2 preds: ^bb1, ^bb3
    %c-3_i8 = arith.constant -3 : i8
    return %4, %c-3_i8, %4 : f16, i8, f16
  }
}

