module {
  memref.global "private" @g0 : memref<1xbf16> = dense<0.000000e+00>
  func.func private @ext0(bf16, vector<4x2xf32>, tensor<?xbf16>)
  func.func @fn.0(%arg0: bf16 {llvm.noundef}) attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %f = constant @fn.0 : (bf16) -> ()
    call_indirect %f(%arg0) : (bf16) -> ()
    %c58_i32 = arith.constant 58 : i32
    %0 = arith.ori %c58_i32, %c58_i32 : i32
    %true = arith.constant true
    cf.assert %true, "x must be \22positive\22"
    cf.cond_br %true, ^bb1(%arg0 : bf16), ^bb3
  ^bb1(%1: bf16):  // pred: ^bb0
    %c5 = arith.constant 5 : index
    %2 = tensor.empty(%c5) : tensor<4x?xf32>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %2, %c0 : tensor<4x?xf32>
    %3 = arith.cmpi uge, %c5, %dim : index
    cf.assert %3, "ok"
    %cst = arith.constant dense<1.000000e+00> : tensor<1xbf16>
    %c0_0 = arith.constant 0 : index
    %extracted = tensor.extract %cst[%c0_0] : tensor<1xbf16>
    cf.switch %c58_i32 : i32, [
      default: ^bb2,
      4294967295: ^bb2,
      2: ^bb3,
      5: ^bb2
    ]
  ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb1
    %cst_1 = arith.constant 1.000000e+00 : bf16
    %cst_2 = arith.constant dense<[[-2.500000e-01, -2.500000e-01, -1.000000e+00, 3.000000e+00], [-2.500000e-01, 1.000000e+02, 1.000000e+02, 4.000000e+02]]> : vector<2x4xf32>
    %4 = arith.fptosi %cst_2 : vector<2x4xf32> to vector<2x4xi64>
    %5 = memref.get_global @g0 : memref<1xbf16>
    cf.br ^bb3
  ^bb3:  // 3 preds: ^bb0, ^bb1, ^bb2
    %cst_3 = arith.constant dense<2.500000e+00> : tensor<1xf32>
    %c0_4 = arith.constant 0 : index
    %extracted_5 = tensor.extract %cst_3[%c0_4] : tensor<1xf32>
    %c53_i8 = arith.constant 53 : i8
    %alloc = memref.alloc() : memref<4xi8>
    %subview = memref.subview %alloc[1] [3] [1] : memref<4xi8> to memref<3xi8, strided<[1], offset: 1>>
    return
  }
}

