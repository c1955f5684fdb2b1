#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
module {
  memref.global "private" @g0 : memref<1xbf16> = uninitialized
  func.func private @ext0(tensor<?xf32>) -> (tensor<1xbf16>, bf16) attributes {test.kernel}
  func.func public @f0(%arg0: vector<4x4x8xf32>, %arg1: memref<4xbf16>, %arg2: bf16) -> vector<1xbf16> {
    %reinterpret_cast = memref.reinterpret_cast %arg1 to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<4xbf16> to memref<2x2xbf16, strided<[2, 1]>>
    %0 = memref.get_global @g0 : memref<1xbf16>
    %cst = arith.constant dense<2.500000e+00> : vector<1xf16>
    %1 = math.tan %cst fastmath<nnan,ninf,nsz> : vector<1xf16>
    %cst_0 = arith.constant dense<52> : vector<1xi16>
    %low, %high = arith.mulsi_extended %cst_0, %cst_0 : vector<1xi16>
    %cst_1 = arith.constant dense<4.000000e+02> : vector<1xbf16>
    return %cst_1 : vector<1xbf16>
  }
  func.func public @fn.1(%arg0: tensor<1xbf16>, %arg1: f32, %arg2: f32 {llvm.noundef, test.tag = "x"}) -> (bf16, vector<1xbf16>) {
    %cst = arith.constant 2.500000e+00 : f32
    %0 = arith.remf %cst, %arg1 fastmath<nnan,ninf,nsz> : f32
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %1 = math.cbrt %cst : f32
    %c0 = arith.constant 0 : index
    %c-1 = arith.constant -1 : index
    %2 = arith.cmpi slt, %c0, %c-1 : index
    %cst_0 = arith.constant 1.000000e+00 : bf16
    %cst_1 = arith.constant 3.000000e+00 : bf16
    cf.cond_br %2, ^bb3(%cst_1 : bf16), ^bb2(%cst_0 : bf16)
  ^bb2(%3: bf16):  // pred: ^bb1
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc(%c3)[%c4] {alignment = 64 : i64} : memref<?x4xbf16, #map>
    cf.br ^bb3(%3 : bf16)
  ^bb3(%4: bf16):  // 2 preds: ^bb1, ^bb2
    %cst_2 = arith.constant dense<5.000000e-01> : tensor<1xf32>
    cf.br ^bb4(%0 : f32)
  ^bb4(%5: f32):  // pred: ^bb3
    %cst_3 = arith.constant -7.500000e+00 : bf16
    %cst_4 = arith.constant dense<3.000000e+00> : vector<1xbf16>
    return %cst_3, %cst_4 : bf16, vector<1xbf16>
  }
}

