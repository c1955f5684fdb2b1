module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x5x5x4xf32>) -> (tensor<1x10x10x2xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[[0.0251460448, -0.0264209732], [0.128084525, 0.0209800228], [-0.107133873, 0.0723190084], [2.608000e-01, 0.1894162]], [[-0.140747041, -0.253084302], [-0.124654889, 0.00826519541], [-0.465006143, -0.0437583327], [-0.249182194, -0.14645347]], [[-0.108851798, -0.0632600337], [0.0823261067, 0.20850268], [-0.0257069319, 0.273292691], [-0.133038938, 0.070302017]]], [[[0.180694044, 0.0188024603], [-0.14869985, -0.184345081], [-0.0915451645, 0.0440390259], [-0.201923639, -0.0418351144]], [[-0.0318450034, 0.108169116], [0.0429318249, 0.0710745454], [-0.130765721, -0.0259227268], [0.156795099, 0.298686236]], [[-0.251813114, 0.302784741], [0.269175082, 0.156262279], [0.0528911278, -0.06278456], [0.291604131, 0.392051667]]], [[[0.360326976, 0.263020754], [0.0714760795, -0.241663724], [-8.90826632E-4, 0.131294981], [-0.25767228, 0.0790244117]], [[0.0859727412, 0.13920854], [-0.236823589, -0.132340521], [-0.087287046, -0.233960375], [0.347873569, -0.0991821438]], [[0.065793924, -0.0517145097], [0.316694587, 0.26407221], [0.126670524, -0.440701962], [0.0104057947, 0.136737242]]]]> : tensor<3x3x4x2xf32>
    %0 = stablehlo.convolution(%arg0, %cst) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x4xf32>, tensor<3x3x4x2xf32>) -> tensor<1x10x10x2xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<f32>
    %2 = "stablehlo.reduce_window"(%0, %1) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 1], [0, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %5 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %5 : tensor<f32>
    }) : (tensor<1x10x10x2xf32>, tensor<f32>) -> tensor<1x10x10x2xf32>
    %cst_1 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x10x10x2xf32>
    %4 = stablehlo.divide %2, %3 : tensor<1x10x10x2xf32>
    return %4 : tensor<1x10x10x2xf32>
  }
}
