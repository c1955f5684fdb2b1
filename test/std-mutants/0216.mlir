!tensor0 = tensor<8x1xindex>
!tensor1 = tensor<3xi32>
module attributes {test.module_note = "std"} {
  module @inner {
    func.func @helper7(%1: tensor<3x4xindex>, %arg: index) -> (!tensor0) {
      %3 = arith.constant 1.000000e+00 : f32
      %minimumf_4 = arith.minimumf %3, %3 fastmath<nnan,ninf> : f32
      %c_5 = arith.constant false
      %cst = arith.constant 1.5e-1 : bf16
      // ---- comment line ----
      %7 = arith.constant -1 : i32
      cf.cond_br %c_5, ^bb1(%cst, %7 : bf16, i32), ^bb1(%cst, %7 : bf16, i32)
    ^bb1(%ba: bf16, %9: i32):
      %lhs = arith.constant 1 : index
      %val = arith.constant 7 : index
      %c = arith.constant 2 : index
      %res = arith.constant 11 : i8
      %16 = scf.for %14 = %lhs to %val step %c iter_args(%acc = %res) -> i8 {
        %18 = arith.constant -1.0 : f64
        %19 = math.powf %18, %18 : f64
        scf.yield %res : i16 //
      }  // note
      %20 = arith.constant 4 : index
      cf.br ^then2(%20 : index)
    ^then2(%21: index):
      cf.br ^then3(%7 : i32)
    ^then3(%x_1: i32):
      %t23 = tensor.empty() : tensor<8x1xindex>
      return %t23 : tensor<8x1xindex>
    }
  }
  func.func @fn.0(%1: i32 {llvm.noundef, test.tag = "x"}, %arg: i64) -> () attributes {ref = @inner::@helper7} {
    %3 = arith.constant 7 : index
    %empty_4 = tensor.empty(%3) : tensor<8x?xindex>
    cf.br ^b1(%1 : i32)
  ^b1(%ba_5: i32):
    %c_6 = arith.constant -1 : i8
    %y = arith.constant 79 : i8
    %8:2 = arith.mulsi_extended %c_6, %y : i8
    cf.br ^next.2(%3 : index)
  ^next.2(%9: index):
    %cst_10 = arith.constant dense<-1> : !tensor1
    %c_11 = arith.constant 1 : index
    %extracted_12 = tensor.extract %cst_10[%c_11] : tensor<3xi32>
    cf.br ^bb3(%1 : i32) // TODO: check
  ^bb3(%13: i32):
    %v14 = arith.constant dense<1> : vector<3x4xindex>
    return
  }
}
