module {
  func.func private @ext0()
  func.func @compute0(%arg0: vector<2x1xi32>, %arg1: index {llvm.noundef, test.tag = "x"}, %arg2: index {test.foo = 1 : i32}, %arg3: i32 {llvm.noundef, test.tag = "x"}) -> (f32, i32 {test.foo = 1 : i32}) {
    %false = arith.constant false
    cf.assert %false, ""
    %cst = arith.constant dense<false> : vector<1xi1>
    %cst_0 = arith.constant dense<3.000000e+00> : vector<1xf32>
    %0 = arith.select %cst, %cst_0, %cst_0 : vector<1xi1>, vector<1xf32>
    %1 = arith.cmpi uge, %arg1, %arg2 : index
    cf.cond_br %1, ^bb4(%arg2 : index), ^bb1(%arg3 : i32)
  ^bb1(%2: i32):  // pred: ^bb0
    %cst_1 = arith.constant dense<1.000000e+02> : tensor<4x4xf32>
    %3 = tensor.empty() : tensor<4xf32>
    %reduced = linalg.reduce ins(%cst_1 : tensor<4x4xf32>) outs(%3 : tensor<4xf32>) dimensions = [0] 
      (%in: f32, %init: f32) {
        %11 = arith.addf %in, %init : f32
        linalg.yield %11 : f32
      }
    %cst_2 = arith.constant 1.000000e+02 : f16
    %4 = arith.extf %cst_2 : f16 to f32
    cf.br ^bb2(%arg3 : i32)
  ^bb2(%5: i32):  // pred: ^bb1
    %c0 = arith.constant 0 : index
    call @ext0() : () -> ()
    cf.br ^bb3(%arg3 : i32)
  ^bb3(%6: i32):  // pred: ^bb2
    %c127_i8 = arith.constant 127 : i8
    %7 = arith.extui %c127_i8 : i8 to i32
    %f = constant @ext0 : () -> ()
    call_indirect %f() : () -> ()
    cf.cond_br %false, ^bb4(%arg1 : index), ^bb4(%arg2 : index)
  ^bb4(%8: index):  // 3 preds: ^bb0, ^bb3, ^bb3
    %c71_i32 = arith.constant 71 : i32
    %9 = arith.cmpi eq, %arg2, %arg1 : index
    %10 = arith.select %9, %arg1, %8 : index
    %cst_3 = arith.constant 1.000000e+02 : f32
    return %cst_3, %arg3 : f32, i32
  }
}

