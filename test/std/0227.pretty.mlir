module {
  func.func public @compute0(%arg0: tensor<1x4xf64>, %arg1: tensor<1x4xi32> {test.foo = 1 : i32}, %arg2: tensor<4x8xi32>) -> (i32 {llvm.zeroext}) attributes {test.kernel} {
    %cst = arith.constant dense<5.000000e-01> : tensor<4x8xf32>
    %cst_0 = arith.constant dense<1.000000e+02> : tensor<4xf32>
    %reduced = linalg.reduce ins(%cst : tensor<4x8xf32>) outs(%cst_0 : tensor<4xf32>) dimensions = [1] 
      (%in: f32, %init: f32) {
        %1 = arith.addf %in, %init : f32
        linalg.yield %1 : f32
      }
    %alloc = memref.alloc() : memref<1x4xf64>
    %collapse_shape = memref.collapse_shape %alloc [[0, 1]] : memref<1x4xf64> into memref<4xf64>
    %cst_1 = arith.constant dense<1> : vector<1x4xi64>
    %0 = arith.divsi %cst_1, %cst_1 : vector<1x4xi64>
    %c-1_i32 = arith.constant -1 : i32
    return %c-1_i32 : i32
  }
  func.func public @fn.1(%arg0: f64, %arg1: f64, %arg2: i32 {llvm.noundef, test.tag = "x"}, %arg3: f64) attributes {test.kernel} {
    %cst = arith.constant dense<[[3.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<1x4xf64>
    %cast = tensor.cast %cst : tensor<1x4xf64> to tensor<1x4xf64>
    %cst_0 = arith.constant dense<true> : vector<8x2xi1>
    %0 = arith.cmpi sge, %cst_0, %cst_0 : vector<8x2xi1>
    %cst_1 = arith.constant 3.000000e+00 : bf16
    %1 = scf.while (%arg4 = %cst_1) : (bf16) -> bf16 {
      %c46_i8 = arith.constant 46 : i8
      %2 = arith.extui %c46_i8 : i8 to i64
      %true = arith.constant true
      scf.condition(%true) %cst_1 : bf16
    } do {
    ^bb0(%arg4: bf16):
      scf.yield %arg4 : bf16
    }
    return
  }
}

