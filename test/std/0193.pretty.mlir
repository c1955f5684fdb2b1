module attributes {test.module_note = "std"} {
  module @inner {
    func.func @helper7(%arg0: tensor<3x4xindex>, %arg1: index) -> tensor<8x1xindex> {
      %cst = arith.constant 1.000000e+00 : f32
      %0 = arith.minimumf %cst, %cst fastmath<nnan,ninf> : f32
      %false = arith.constant false
      %cst_0 = arith.constant 1.503910e-01 : bf16
      %c-1_i32 = arith.constant -1 : i32
      cf.cond_br %false, ^bb1(%cst_0, %c-1_i32 : bf16, i32), ^bb1(%cst_0, %c-1_i32 : bf16, i32)
    ^bb1(%1: bf16, %2: i32):  // 2 preds: ^bb0, ^bb0
      %c1 = arith.constant 1 : index
      %c7 = arith.constant 7 : index
      %c2 = arith.constant 2 : index
      %c11_i8 = arith.constant 11 : i8
      %3 = scf.for %arg2 = %c1 to %c7 step %c2 iter_args(%arg3 = %c11_i8) -> (i8) {
        %cst_1 = arith.constant -1.000000e+00 : f64
        %7 = math.powf %cst_1, %cst_1 : f64
        scf.yield %c11_i8 : i8
      }
      %c4 = arith.constant 4 : index
      cf.br ^bb2(%c4 : index)
    ^bb2(%4: index):  // pred: ^bb1
      cf.br ^bb3(%c-1_i32 : i32)
    ^bb3(%5: i32):  // pred: ^bb2
      %6 = tensor.empty() : tensor<8x1xindex>
      return %6 : tensor<8x1xindex>
    }
  }
  func.func @fn.0(%arg0: i32 {llvm.noundef, test.tag = "x"}, %arg1: i64) attributes {ref = @inner::@helper7} {
    %c7 = arith.constant 7 : index
    %0 = tensor.empty(%c7) : tensor<8x?xindex>
    cf.br ^bb1(%arg0 : i32)
  ^bb1(%1: i32):  // pred: ^bb0
    %c-1_i8 = arith.constant -1 : i8
    %c79_i8 = arith.constant 79 : i8
    %low, %high = arith.mulsi_extended %c-1_i8, %c79_i8 : i8
    cf.br ^bb2(%c7 : index)
  ^bb2(%2: index):  // pred: ^bb1
    %cst = arith.constant dense<-1> : tensor<3xi32>
    %c1 = arith.constant 1 : index
    %extracted = tensor.extract %cst[%c1] : tensor<3xi32>
    cf.br ^bb3(%arg0 : i32)
  ^bb3(%3: i32):  // pred: ^bb2
    %cst_0 = arith.constant dense<1> : vector<3x4xindex>
    return
  }
}

