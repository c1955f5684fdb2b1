module attributes {test.module_note = "std"} {
  func.func private @ext0(vector<3xi32>, i32 {llvm.signext}, tensor<4x4xi32>) -> index
  func.func private @ext1(i8 {llvm.noundef, test.tag = "x"}, memref<4x4xi32>) -> memref<4x4xi32>
  func.func @fn.0(%arg0: f32, %arg1: memref<?xi8>) {
    %cst = arith.constant dense<0> : vector<4x4xi32>
    %low, %high = arith.mului_extended %cst, %cst : vector<4x4xi32>
    %0 = tensor.empty() : tensor<3xi32>
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %expanded = tensor.expand_shape %0 [[0, 1]] output_shape [1, 3] : tensor<3xi32> into tensor<1x3xi32>
    %cst_0 = arith.constant dense<1> : tensor<3xindex>
    %1 = arith.xori %cst_0, %cst_0 : tensor<3xindex>
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    %false = arith.constant false
    %2:2 = scf.if %false -> (i8, i32) {
      %cst_1 = arith.constant 1.500000e-01 : f32
      %5 = arith.negf %cst_1 : f32
      %c3_i8 = arith.constant 3 : i8
      %c49_i32 = arith.constant 49 : i32
      scf.yield %c3_i8, %c49_i32 : i8, i32
    } else {
      %c2_i32 = arith.constant 2 : i32
      %5 = arith.uitofp %c2_i32 : i32 to f32
      %6 = tensor.empty() : tensor<4x4xi8>
      %7 = arith.select %false, %6, %6 : tensor<4x4xi8>
      %c59_i8 = arith.constant 59 : i8
      %c0 = arith.constant 0 : index
      memref.store %c59_i8, %arg1[%c0] : memref<?xi8>
      %c19_i8 = arith.constant 19 : i8
      %c64_i32 = arith.constant 64 : i32
      scf.yield %c19_i8, %c64_i32 : i8, i32
    }
    %c1 = arith.constant 1 : index
    %3 = arith.cmpi sle, %c1, %c1 : index
    scf.if %3 {
      %5 = scf.if %3 -> (bf16) {
        %cst_1 = arith.constant -7.500000e+00 : f64
        %6 = arith.truncf %cst_1 : f64 to f16
        %cst_2 = arith.constant dense<[[1.000000e+02, 1.500000e-01, 4.000000e+02, 0.000000e+00], [0.000000e+00, 5.000000e-01, 4.000000e+02, 1.000000e+00], [2.500000e+00, 1.000000e+02, 1.000000e+02, 5.000000e-01], [0.000000e+00, 1.000000e+02, 2.500000e+00, -2.500000e-01]]> : vector<4x4xf64>
        %7 = arith.negf %cst_2 : vector<4x4xf64>
        %cst_3 = arith.constant -7.500000e+00 : bf16
        scf.yield %cst_3 : bf16
      } else {
        %cst_1 = arith.constant 1.000000e+00 : bf16
        scf.yield %cst_1 : bf16
      }
    } else {
    }
    cf.cond_br %false, ^bb3, ^bb3
  ^bb3:  // 2 preds: ^bb2, ^bb2
    %c53_i8 = arith.constant 53 : i8
    cf.br ^bb4(%c53_i8 : i8)
  ^bb4(%4: i8):  // pred: ^bb3
    return
  }
}

