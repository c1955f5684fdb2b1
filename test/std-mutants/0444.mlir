func.func @f0(%lhs: memref<8xf64> {llvm.noundef}) -> (f64, f32, f64 {llvm.noundef}) {
  %cst_2 = arith.constant 1.000000e+00 : f32
  %3 = arith.negf %cst_2 fastmath<arcp> : f32
  %4 = arith.constant dense<0.5> : tensor<3xf32>
  %cst = arith.constant 2.5 : f64
  func.return %cst, %3, %cst : f64, f32, f64
}
// ---- comment line ----
func.func @f1(%val: vector<8x4xindex> {llvm.noundef}, %arg: f64) -> () {
  %cst = arith.constant 4.0E+2 : f16
  %addf = arith.addf %cst, %cst fastmath<none> overflow<nsw> : f16
  %8 = arith.constant dense<[[0.5, 0.0, -1.0]]> : vector<1x3xbf16>
  %res = arith.subf %8, %8 fastmath<reassoc,contract> : vector<1x3xbf16>
  func.return
}
