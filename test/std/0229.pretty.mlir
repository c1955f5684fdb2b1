module {
  func.func @f0(%arg0: memref<8xf64> {llvm.noundef}) -> (f64, f32, f64 {llvm.noundef}) {
    %cst = arith.constant 1.000000e+00 : f32
    %0 = arith.negf %cst fastmath<arcp> : f32
    %cst_0 = arith.constant dense<5.000000e-01> : tensor<3xf32>
    %cst_1 = arith.constant 2.500000e+00 : f64
    return %cst_1, %0, %cst_1 : f64, f32, f64
  }
  func.func @f1(%arg0: vector<8x4xindex> {llvm.noundef}, %arg1: f64) {
    %cst = arith.constant 4.000000e+02 : f16
    %0 = arith.addf %cst, %cst : f16
    %cst_0 = arith.constant dense<[[5.000000e-01, 0.000000e+00, -1.000000e+00]]> : vector<1x3xbf16>
    %1 = arith.subf %cst_0, %cst_0 fastmath<reassoc,contract> : vector<1x3xbf16>
    return
  }
}

