func.func public @kernel_0(%tmp1: f32, %2: f64 {llvm.noundef}, %3: tensor<1x?xi32>, %4: f32) {
  %5 = arith.constant 68 : i32
  %lhs = math.fpowi %4, %5 fastmath<none> : f32, i32
  func.call @kernel_0(%lhs, %2, %3, %tmp1) : (f32, f64, tensor<1x?xi32>, f32) -> ()
  %c = arith.constant -1 : i8
  %cmp = arith.cmpi sge, %c, %c : i8
  cf.cond_br %cmp, ^b1, ^bb2(%2 : f64)
^b1:
  %tmp9 = arith.constant dense<[[1.000000e+00,4.0E+2,-1.0,2.5,4.0E+2,2.5,1.000000e+00,1.000000e+00]]> : tensor<1x8xf64>
  %extracted_slice_10 = tensor.extract_slice %tmp9[0, 2] [1, 5] [1, 1] : tensor<1x8xf64> to tensor<1x5xf64>
  %t11 = arith.select %cmp, %tmp1, %lhs : f32
  %cst = arith.constant -7.5 : f32
  cf.br ^bb2(%cst : f64)
^bb2(%ba: f64):  // note
  %14 = arith.constant dense<[[1.000000e+00]]> : vector<1x1xf32>
  %v15 = arith.constant dense<0> : tensor<1x4xi32>
  %val = arith.constant dense<35> : tensor<4x4xi32>
  %lin = linalg.matmul ins(%v15, %val : tensor<1x4xi32>, tensor<4x4xi32>) outs(%v15 : tensor<1x4xi32>) -> tensor<1x4xi32>
  func.return
}
// ---- comment line ----
