module attributes {test.module_note = "std"} {
  func.func private @ext0(f32 {llvm.noundef, test.tag = "x"}) -> f64
  func.func private @ext1()
  func.func public @kernel_0(%arg0: f32) -> f32 {
    %cst = arith.constant 1.500000e-01 : f32
    %0 = math.atan %cst fastmath<nnan,ninf> : f32
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %c-1_i8 = arith.constant -1 : i8
    %1 = arith.subi %c-1_i8, %c-1_i8 overflow<nsw, nuw> : i8
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    %2 = tensor.empty() : tensor<3x3xbf16>
    %transposed = linalg.transpose ins(%2 : tensor<3x3xbf16>) outs(%2 : tensor<3x3xbf16>) permutation = [1, 0] 
    return %cst : f32
  }
}

