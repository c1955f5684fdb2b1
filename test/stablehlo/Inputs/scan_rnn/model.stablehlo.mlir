module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x2x8xf32>, %arg1: tensor<2x8xf32>) -> (tensor<2x8xf32> {jax.result_info = "result[0]"}, tensor<6x2x8xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<[[0.0251460448, -0.0264209732, 0.128084525, 0.0209800228, -0.107133873, 0.0723190084, 2.608000e-01, 0.1894162], [-0.140747041, -0.253084302, -0.124654889, 0.00826519541, -0.465006143, -0.0437583327, -0.249182194, -0.14645347], [-0.108851798, -0.0632600337, 0.0823261067, 0.20850268, -0.0257069319, 0.273292691, -0.133038938, 0.070302017], [0.180694044, 0.0188024603, -0.14869985, -0.184345081, -0.0915451645, 0.0440390259, -0.201923639, -0.0418351144], [-0.0318450034, 0.108169116, 0.0429318249, 0.0710745454, -0.130765721, -0.0259227268, 0.156795099, 0.298686236], [-0.251813114, 0.302784741, 0.269175082, 0.156262279, 0.0528911278, -0.06278456, 0.291604131, 0.392051667], [0.360326976, 0.263020754, 0.0714760795, -0.241663724, -8.90826632E-4, 0.131294981, -0.25767228, 0.0790244117], [0.0859727412, 0.13920854, -0.236823589, -0.132340521, -0.087287046, -0.233960375, 0.347873569, -0.0991821438]]> : tensor<8x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6x2x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:5 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %cst, %iterArg_2 = %c, %iterArg_3 = %arg1, %iterArg_4 = %0) : tensor<6x2x8xf32>, tensor<8x8xf32>, tensor<i32>, tensor<2x8xf32>, tensor<6x2x8xf32>
    cond {
      %c_5 = stablehlo.constant dense<6> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg_2, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_2) : (tensor<6x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %3:2 = func.call @closed_call(%iterArg_1, %iterArg_3, %2) : (tensor<8x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>) -> (tensor<2x8xf32>, tensor<2x8xf32>)
      %4 = func.call @dynamic_update_index_in_dim(%iterArg_4, %3#1, %iterArg_2) : (tensor<6x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<6x2x8xf32>
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_2, %c_5 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_1, %5, %3#0, %4 : tensor<6x2x8xf32>, tensor<8x8xf32>, tensor<i32>, tensor<2x8xf32>, tensor<6x2x8xf32>
    }
    return %1#3, %1#4 : tensor<2x8xf32>, tensor<6x2x8xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<6x2x8xf32>, %arg1: tensor<i32>) -> tensor<2x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2, 8] : (tensor<6x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x8xf32>) -> tensor<2x8xf32>
    return %1 : tensor<2x8xf32>
  }
  func.func private @closed_call(%arg0: tensor<8x8xf32>, %arg1: tensor<2x8xf32>, %arg2: tensor<2x8xf32>) -> (tensor<2x8xf32>, tensor<2x8xf32>) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8xf32>, tensor<8x8xf32>) -> tensor<2x8xf32>
    %1 = stablehlo.add %0, %arg2 : tensor<2x8xf32>
    %2 = stablehlo.tanh %1 : tensor<2x8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<2x8xf32>
    return %2, %4 : tensor<2x8xf32>, tensor<2x8xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<6x2x8xf32>, %arg1: tensor<2x8xf32>, %arg2: tensor<i32>) -> tensor<6x2x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<6x2x8xf32>, tensor<1x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<6x2x8xf32>
    return %1 : tensor<6x2x8xf32>
  }
}
