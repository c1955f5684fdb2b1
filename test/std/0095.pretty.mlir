module {
  func.func private @ext0(tensor<3x8x1xi16>, i16 {llvm.noundef, test.tag = "x"}, i16 {llvm.signext}) -> vector<3x8x1xi32>
  func.func private @ext1() -> (i32 {llvm.signext})
  func.func public @compute0(%arg0: vector<4x3xi32>, %arg1: memref<8xi16>) -> (tensor<3x8x1xi32> {test.foo = 1 : i32}, i16, i16) {
    %c1_i64 = arith.constant 1 : i64
    %c4_i64 = arith.constant 4 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0_i16 = arith.constant 0 : i16
    %0 = scf.for %arg2 = %c1_i64 to %c4_i64 step %c2_i64 iter_args(%arg3 = %c0_i16) -> (i16)  : i64 {
      %reinterpret_cast = memref.reinterpret_cast %arg1 to offset: [0], sizes: [2, 4], strides: [4, 1] : memref<8xi16> to memref<2x4xi16, strided<[4, 1]>>
      %c1_i16 = arith.constant 1 : i16
      %c25_i16 = arith.constant 25 : i16
      scf.yield %c25_i16 : i16
    }
    %cst = arith.constant 5.000000e-01 : f32
    %alloca = memref.alloca() : memref<3x1xf32>
    linalg.fill ins(%cst : f32) outs(%alloca : memref<3x1xf32>)
    %c52_i32 = arith.constant 52 : i32
    %low, %high = arith.mulsi_extended %c52_i32, %c52_i32 : i32
    %alloc = memref.alloc() : memref<8xi32>
    %c3 = arith.constant 3 : index
    %1 = memref.load %alloc[%c3] : memref<8xi32>
    %true = arith.constant true
    cf.assert %true, "ok"
    %2 = tensor.empty() : tensor<3x8x1xf32>
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %subview = memref.subview %alloc[3] [%c2] [%c1] : memref<8xi32> to memref<?xi32, strided<[?], offset: 3>>
    %c2_0 = arith.constant 2 : index
    memref.store %0, %arg1[%c2_0] : memref<8xi16>
    %3 = tensor.empty() : tensor<3x8x1xi32>
    return %3, %c0_i16, %c0_i16 : tensor<3x8x1xi32>, i16, i16
  }
  func.func @f1() -> (i32 {llvm.noundef, test.tag = "x"}) attributes {test.kernel} {
    %c2 = arith.constant 2 : index
    %0 = tensor.empty(%c2) : tensor<?x8x1xi32>
    %1 = arith.shrui %0, %0 : tensor<?x8x1xi32>
    %cst = arith.constant dense<[[-9, 0, 34], [2147483647, 2147483647, 2147483647], [46, 0, 2147483647], [0, 1, 60]]> : tensor<4x3xi32>
    %c1 = arith.constant 1 : index
    %extracted_slice = tensor.extract_slice %cst[%c1, 0] [1, 1] [1, 1] : tensor<4x3xi32> to tensor<1x1xi32>
    %c-1_i8 = arith.constant -1 : i8
    cf.switch %c-1_i8 : i8, [
      default: ^bb1,
      255: ^bb1,
      2: ^bb4
    ]
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %cst_0 = arith.constant dense<0.000000e+00> : vector<3x8x1xf64>
    %2 = arith.addf %cst_0, %cst_0 : vector<3x8x1xf64>
    %cst_1 = arith.constant -7.500000e+00 : bf16
    %3 = arith.cmpf ord, %cst_1, %cst_1 fastmath<fast> : bf16
    cf.cond_br %3, ^bb2, ^bb2
  ^bb2:  // 2 preds: ^bb1, ^bb1
    %c2_2 = arith.constant 2 : index
    %dim = tensor.dim %0, %c2_2 : tensor<?x8x1xi32>
    %cst_3 = arith.constant 4.000000e+02 : f32
    %cst_4 = arith.constant 5.000000e-01 : f32
    %4 = arith.remf %cst_3, %cst_4 : f32
    %c0_i16 = arith.constant 0 : i16
    %c0_i32 = arith.constant 0 : i32
    cf.switch %c0_i16 : i16, [
      default: ^bb3(%c0_i32 : i32),
      2: ^bb4
    ]
  ^bb3(%5: i32):  // pred: ^bb2
    %cst_5 = arith.constant dense<[1.503910e-01, 2.500000e+00, 0.000000e+00, 1.503910e-01, 4.000000e+02, 2.500000e+00, 1.503910e-01, 1.000000e+00]> : vector<8xbf16>
    %6 = arith.minnumf %cst_5, %cst_5 fastmath<fast> : vector<8xbf16>
    %f = constant @f1 : () -> i32
    %7 = call_indirect %f() : () -> i32
    cf.br ^bb4
  ^bb4:  // 3 preds: ^bb0, ^bb2, ^bb3
    %c74_i32 = arith.constant 74 : i32
    %c0 = arith.constant 0 : index
    %c1_6 = arith.constant 1 : index
    %c0_7 = arith.constant 0 : index
    %extracted = tensor.extract %1[%c0, %c1_6, %c0_7] : tensor<?x8x1xi32>
    return %c74_i32 : i32
  }
}

