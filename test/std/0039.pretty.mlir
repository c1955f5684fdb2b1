module attributes {test.module_note = "std"} {
  func.func private @ext0(memref<1x3xi16> {llvm.noundef}, i16 {test.foo = 1 : i32}, index {llvm.noundef}) -> index
  func.func private @ext1(index, memref<2x1xi32>, tensor<2x?xindex>) -> (index, memref<4x8x?xi16>)
  func.func @f0(%arg0: tensor<2x2xindex>, %arg1: memref<4x8x3xbf16>, %arg2: index, %arg3: i16) -> (memref<2x1xindex> {llvm.noundef}, memref<3xi16>, i32) {
    %0:2 = scf.while (%arg4 = %arg3, %arg5 = %arg3) : (i16, i16) -> (i16, i16) {
      %5 = tensor.empty() : tensor<4x8x3xf32>
      %6 = linalg.mul ins(%5, %5 : tensor<4x8x3xf32>, tensor<4x8x3xf32>) outs(%5 : tensor<4x8x3xf32>) -> tensor<4x8x3xf32>
      %cst_0 = arith.constant dense<-9> : tensor<1x3xindex>
      %7 = tensor.empty() : tensor<1x3xindex>
      %8 = arith.cmpi sge, %cst_0, %7 : tensor<1x3xindex>
      %cst_1 = arith.constant dense<4.000000e+02> : vector<4x8x3xf64>
      %9 = arith.fptoui %cst_1 : vector<4x8x3xf64> to vector<4x8x3xi64>
      %10 = arith.cmpi sge, %arg2, %arg2 : index
      scf.condition(%10) %arg3, %arg4 : i16, i16
    } do {
    ^bb0(%arg4: i16, %arg5: i16):
      %cst_0 = arith.constant dense<1.000000e+00> : tensor<4x8x3xf32>
      %collapsed = tensor.collapse_shape %cst_0 [[0, 1], [2]] : tensor<4x8x3xf32> into tensor<32x3xf32>
      %cst_1 = arith.constant 1.000000e+00 : f16
      %5 = math.isfinite %cst_1 : f16
      scf.yield %arg4, %arg5 : i16, i16
    }
    cf.br ^bb1(%arg2 : index)
  ^bb1(%1: index):  // pred: ^bb0
    %cst = arith.constant 4.000000e+02 : f32
    %2 = math.copysign %cst, %cst fastmath<afn> : f32
    %c1_i64 = arith.constant 1 : i64
    %c-1_i32 = arith.constant -1 : i32
    %c1_i32 = arith.constant 1 : i32
    cf.switch %c1_i64 : i64, [
      default: ^bb2(%c-1_i32 : i32),
      18446744073709551615: ^bb2(%c1_i32 : i32),
      0: ^bb3,
      2: ^bb3
    ]
  ^bb2(%3: i32):  // 2 preds: ^bb1, ^bb1
    %4 = arith.cmpi sge, %arg2, %arg2 : index
    cf.cond_br %4, ^bb3, ^bb3
  ^bb3:  // 4 preds: ^bb1, ^bb1, ^bb2, ^bb2
    cf.br ^bb4
  ^bb4:  // pred: ^bb3
    %alloc = memref.alloc() : memref<2x1xindex>
    %alloca = memref.alloca() : memref<3xi16>
    %c2147483647_i32 = arith.constant 2147483647 : i32
    return %alloc, %alloca, %c2147483647_i32 : memref<2x1xindex>, memref<3xi16>, i32
  }
}

