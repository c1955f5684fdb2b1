!tensor0 = tensor<3x3xbf16>

module attributes {test.module_note = "std"} {
  func.func private @ext0(f32 {llvm.noundef, test.tag = "x"}) -> f64
  func.func private @ext1() -> ()
  // ---- comment line ----
  func.func public @kernel_0(%rhs: f32) -> f32 {
    %cst = arith.constant 1.5e-1 : f32
    %atan_3 = math.atan %cst fastmath<nnan,ninf> : f32
    cf.br ^bb1
  ^bb1:    // keep
    %tmp4 = arith.constant -1 : i8
    %5 = arith.subi %tmp4, %tmp4 overflow<nsw, nuw> : i8
    cf.br ^then2
  ^then2:
    %empty = tensor.empty() : tensor<3x3xbf16>
    %7 = linalg.transpose ins(%empty : !tensor0) outs(%empty : tensor<3x3xbf16>) permutation = [1, 1000000000000000000000000000000]
    func.return %cst : f32
  }
}
