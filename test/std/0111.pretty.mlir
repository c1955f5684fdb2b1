module {
  func.func public @kernel_0(%arg0: f32, %arg1: f64 {llvm.noundef}, %arg2: tensor<1x?xi32>, %arg3: f32) {
    %c68_i32 = arith.constant 68 : i32
    %0 = math.fpowi %arg3, %c68_i32 : f32, i32
    call @kernel_0(%0, %arg1, %arg2, %arg0) : (f32, f64, tensor<1x?xi32>, f32) -> ()
    %c-1_i8 = arith.constant -1 : i8
    %1 = arith.cmpi sge, %c-1_i8, %c-1_i8 : i8
    cf.cond_br %1, ^bb1, ^bb2(%arg1 : f64)
  ^bb1:  // pred: ^bb0
    %cst = arith.constant dense<[[1.000000e+00, 4.000000e+02, -1.000000e+00, 2.500000e+00, 4.000000e+02, 2.500000e+00, 1.000000e+00, 1.000000e+00]]> : tensor<1x8xf64>
    %extracted_slice = tensor.extract_slice %cst[0, 2] [1, 5] [1, 1] : tensor<1x8xf64> to tensor<1x5xf64>
    %2 = arith.select %1, %arg0, %0 : f32
    %cst_0 = arith.constant -7.500000e+00 : f64
    cf.br ^bb2(%cst_0 : f64)
  ^bb2(%3: f64):  // 2 preds: ^bb0, ^bb1
    %cst_1 = arith.constant dense<1.000000e+00> : vector<1x1xf32>
    %cst_2 = arith.constant dense<0> : tensor<1x4xi32>
    %cst_3 = arith.constant dense<35> : tensor<4x4xi32>
    %4 = linalg.matmul ins(%cst_2, %cst_3 : tensor<1x4xi32>, tensor<4x4xi32>) outs(%cst_2 : tensor<1x4xi32>) -> tensor<1x4xi32>
    return
  }
}

