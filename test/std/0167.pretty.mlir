module {
  func.func private @ext0(tensor<2x3x3xf32>, tensor<1xf32>) -> (vector<1xf16> {llvm.noundef}) attributes {test.kernel}
  func.func public @kernel_0() {
    %cst = arith.constant 3.000000e+00 : f32
    %splat = tensor.splat %cst : tensor<1xf32>
    %c-1 = arith.constant -1 : index
    %0 = arith.index_castui %c-1 : index to i8
    %cst_0 = arith.constant dense<1.000000e+00> : vector<4x3x4xbf16>
    %1 = math.asinh %cst_0 : vector<4x3x4xbf16>
    %cast = tensor.cast %splat : tensor<1xf32> to tensor<1xf32>
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %splat[%c0] : tensor<1xf32>
    %cst_1 = arith.constant dense<3.000000e+00> : vector<1xf16>
    %cst_2 = arith.constant dense<0.000000e+00> : vector<1xf16>
    %2 = arith.minnumf %cst_1, %cst_2 fastmath<nnan,ninf,nsz> : vector<1xf16>
    %cast_3 = tensor.cast %splat : tensor<1xf32> to tensor<1xf32>
    %cst_4 = arith.constant dense<-1.000000e+00> : tensor<8x3xbf16>
    %3 = linalg.max ins(%cst_4, %cst_4 : tensor<8x3xbf16>, tensor<8x3xbf16>) outs(%cst_4 : tensor<8x3xbf16>) -> tensor<8x3xbf16>
    %cst_5 = arith.constant dense<-7.500000e+00> : vector<3x8xf64>
    %4 = arith.minimumf %cst_5, %cst_5 fastmath<nnan,ninf> : vector<3x8xf64>
    %c19_i32 = arith.constant 19 : i32
    %5 = arith.bitcast %c19_i32 : i32 to f32
    %6 = tensor.empty() : tensor<2x3x3xf32>
    %f = constant @ext0 : (tensor<2x3x3xf32>, tensor<1xf32>) -> vector<1xf16>
    %7 = call_indirect %f(%6, %splat) : (tensor<2x3x3xf32>, tensor<1xf32>) -> vector<1xf16>
    %c36 = arith.constant 36 : index
    %cst_6 = arith.constant 2.500000e+00 : f16
    %from_elements = tensor.from_elements %cst_6 : tensor<1xf16>
    %c0_7 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    scf.for %arg0 = %c0_7 to %c-1 step %c2 {
      %9 = arith.index_castui %c19_i32 : i32 to index
      %cst_8 = arith.constant dense<3.000000e+00> : vector<3xf32>
      %10 = math.roundeven %cst_8 : vector<3xf32>
    }
    %true = arith.constant true
    %8:2 = scf.if %true -> (f32, i16) {
      %alloc = memref.alloc() : memref<1xindex>
      %c0_8 = arith.constant 0 : index
      memref.store %c0_7, %alloc[%c0_8] : memref<1xindex>
      %c0_9 = arith.constant 0 : index
      %dim = memref.dim %alloc, %c0_9 : memref<1xindex>
      %cst_10 = arith.constant 1.503910e-01 : bf16
      %c0_11 = arith.constant 0 : index
      %c2_12 = arith.constant 2 : index
      %inserted = tensor.insert %cst_10 into %cst_4[%c0_11, %c2_12] : tensor<8x3xbf16>
      %9 = math.expm1 %cst fastmath<nnan,ninf> : f32
      %c75_i16 = arith.constant 75 : i16
      scf.yield %extracted, %c75_i16 : f32, i16
    } else {
      %c0_i16 = arith.constant 0 : i16
      scf.yield %5, %c0_i16 : f32, i16
    }
    return
  }
}

