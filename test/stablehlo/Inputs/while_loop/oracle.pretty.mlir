module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xf32>) -> (tensor<4x5xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %c_0, %iterArg_1 = %c, %iterArg_2 = %arg0, %iterArg_3 = %cst) : tensor<i32>, tensor<i32>, tensor<4x5xf32>, tensor<f32>
    cond {
      %c_4 = stablehlo.constant dense<6> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:3 = func.call @closed_call(%iterArg_1, %iterArg_2, %iterArg_3) : (tensor<i32>, tensor<4x5xf32>, tensor<f32>) -> (tensor<i32>, tensor<4x5xf32>, tensor<f32>)
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg, %c_4 : tensor<i32>
      stablehlo.return %2, %1#0, %1#1, %1#2 : tensor<i32>, tensor<i32>, tensor<4x5xf32>, tensor<f32>
    }
    return %0#2, %0#3 : tensor<4x5xf32>, tensor<f32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<4x5xf32>, %arg2: tensor<f32>) -> (tensor<i32>, tensor<4x5xf32>, tensor<f32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %cst = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %2 = stablehlo.multiply %arg1, %1 : tensor<4x5xf32>
    %3 = stablehlo.sine %arg1 : tensor<4x5xf32>
    %4 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<4x5xf32>
    %7 = stablehlo.add %2, %6 : tensor<4x5xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%arg1 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<f32>
    %9 = stablehlo.add %arg2, %8 : tensor<f32>
    return %0, %7, %9 : tensor<i32>, tensor<4x5xf32>, tensor<f32>
  }
}

