module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16xf32>) -> (tensor<4x16xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[1.023440e+00, 9.726560e-01, 1.125000e+00, 1.023440e+00, 8.945310e-01, 1.070310e+00, 1.257810e+00, 1.187500e+00, 8.593750e-01, 7.460930e-01, 8.750000e-01, 1.007810e+00, 5.351560e-01, 9.570310e-01, 7.500000e-01, 8.554680e-01]> : tensor<16xbf16>
    %cst_0 = stablehlo.constant dense<[-1.088870e-01, -6.347650e-02, 8.251950e-02, 2.089840e-01, -2.575680e-02, 2.734380e-01, -1.328130e-01, 7.031250e-02, 1.806640e-01, 1.879880e-02, -1.484380e-01, -1.845700e-01, -9.130850e-02, 4.394530e-02, -2.021480e-01, -4.174800e-02]> : tensor<16xbf16>
    %0 = stablehlo.convert %arg0 : (tensor<4x16xf32>) -> tensor<4x16xbf16>
    %1 = stablehlo.convert %0 : (tensor<4x16xbf16>) -> tensor<4x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<4x1xf32>
    %6 = stablehlo.convert %5 : (tensor<4x1xf32>) -> tensor<4x1xbf16>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<4x1xbf16>) -> tensor<4x16xbf16>
    %8 = stablehlo.subtract %0, %7 : tensor<4x16xbf16>
    %9 = stablehlo.multiply %8, %8 : tensor<4x16xbf16>
    %10 = stablehlo.convert %9 : (tensor<4x16xbf16>) -> tensor<4x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_4 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<4x1xf32>
    %15 = stablehlo.convert %14 : (tensor<4x1xf32>) -> tensor<4x1xbf16>
    %16 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<4x1xbf16>) -> tensor<4x16xbf16>
    %17 = stablehlo.subtract %0, %16 : tensor<4x16xbf16>
    %cst_5 = stablehlo.constant dense<1.001360e-05> : tensor<bf16>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<4x1xbf16>
    %19 = stablehlo.add %15, %18 : tensor<4x1xbf16>
    %20 = stablehlo.rsqrt %19 : tensor<4x1xbf16>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<4x1xbf16>) -> tensor<4x16xbf16>
    %22 = stablehlo.multiply %17, %21 : tensor<4x16xbf16>
    %23 = stablehlo.broadcast_in_dim %cst, dims = [1] : (tensor<16xbf16>) -> tensor<1x16xbf16>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x16xbf16>) -> tensor<4x16xbf16>
    %25 = stablehlo.multiply %22, %24 : tensor<4x16xbf16>
    %26 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<16xbf16>) -> tensor<1x16xbf16>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x16xbf16>) -> tensor<4x16xbf16>
    %28 = stablehlo.add %25, %27 : tensor<4x16xbf16>
    return %28 : tensor<4x16xbf16>
  }
}

