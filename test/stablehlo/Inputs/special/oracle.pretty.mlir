module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf32>) -> (tensor<3x5xf32> {jax.result_info = "result[0]"}, tensor<3x5xf32> {jax.result_info = "result[1]"}, tensor<3x5xf32> {jax.result_info = "result[2]"}, tensor<3x5xf32> {jax.result_info = "result[3]"}, tensor<3x5xf32> {jax.result_info = "result[4]"}, tensor<3x5xf32> {jax.result_info = "result[5]"}, tensor<3x5xf32> {jax.result_info = "result[6]"}, tensor<3x5xf32> {jax.result_info = "result[7]"}, tensor<3x5xf32> {jax.result_info = "result[8]"}, tensor<3x5xf32> {jax.result_info = "result[9]"}, tensor<3x5xf32> {jax.result_info = "result[10]"}, tensor<3x5xf32> {jax.result_info = "result[11]"}, tensor<3x5xi1> {jax.result_info = "result[12]"}, tensor<3x5xf32> {jax.result_info = "result[13]"}, tensor<3x5xf32> {jax.result_info = "result[14]"}) {
    %0 = chlo.erf %arg0 : tensor<3x5xf32> -> tensor<3x5xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<3x5xf32>
    %3 = chlo.erf_inv %2 : tensor<3x5xf32> -> tensor<3x5xf32>
    %4 = stablehlo.abs %arg0 : tensor<3x5xf32>
    %5 = stablehlo.log_plus_one %4 : tensor<3x5xf32>
    %6 = stablehlo.exponential_minus_one %arg0 : tensor<3x5xf32>
    %7 = stablehlo.negate %arg0 : tensor<3x5xf32>
    %8 = stablehlo.exponential %7 : tensor<3x5xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %10 = stablehlo.add %9, %8 : tensor<3x5xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %12 = stablehlo.divide %11, %10 : tensor<3x5xf32>
    %13 = stablehlo.cbrt %arg0 : tensor<3x5xf32>
    %cst_2 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %15 = stablehlo.multiply %arg0, %14 : tensor<3x5xf32>
    %16 = call @round(%15) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %17 = stablehlo.floor %arg0 : tensor<3x5xf32>
    %18 = stablehlo.ceil %arg0 : tensor<3x5xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %20 = stablehlo.subtract %19, %arg0 : tensor<3x5xf32>
    %21 = stablehlo.atan2 %arg0, %20 : tensor<3x5xf32>
    %22 = stablehlo.abs %arg0 : tensor<3x5xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %24 = stablehlo.add %22, %23 : tensor<3x5xf32>
    %25 = chlo.lgamma %24 : tensor<3x5xf32> -> tensor<3x5xf32>
    %cst_5 = stablehlo.constant dense<3.000000e-01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %27 = stablehlo.multiply %arg0, %26 : tensor<3x5xf32>
    %28 = stablehlo.tan %27 : tensor<3x5xf32>
    %29 = stablehlo.divide %arg0, %arg0 : tensor<3x5xf32>
    %30 = stablehlo.is_finite %29 : (tensor<3x5xf32>) -> tensor<3x5xi1>
    %31 = chlo.cosh %arg0 : tensor<3x5xf32> -> tensor<3x5xf32>
    %32 = chlo.asinh %arg0 : tensor<3x5xf32> -> tensor<3x5xf32>
    return %0, %3, %5, %6, %12, %13, %16, %17, %18, %21, %25, %28, %30, %31, %32 : tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>
  }
  func.func private @round(%arg0: tensor<3x5xf32>) -> tensor<3x5xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<3x5xf32>
    return %0 : tensor<3x5xf32>
  }
}

