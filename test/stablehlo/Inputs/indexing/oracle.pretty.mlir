module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xi32>, %arg1: tensor<4x6xf32>) -> (tensor<3x6xf32> {jax.result_info = "result[0]"}, tensor<4x6xf32> {jax.result_info = "result[1]"}, tensor<4x2xf32> {jax.result_info = "result[2]"}, tensor<4x2xi32> {jax.result_info = "result[3]"}, tensor<4xi32> {jax.result_info = "result[4]"}, tensor<4x6xf32> {jax.result_info = "result[5]"}, tensor<4x6xf32> {jax.result_info = "result[6]"}, tensor<5x8xf32> {jax.result_info = "result[7]"}, tensor<2x2xf32> {jax.result_info = "result[8]"}, tensor<4x6xf32> {jax.result_info = "result[9]"}, tensor<3x10xf32> {jax.result_info = "result[10]"}, tensor<4x6xf32> {jax.result_info = "result[11]"}, tensor<4x6xf32> {jax.result_info = "result[12]"}) {
    %cst = stablehlo.constant dense<[[0.0251460448, -0.0264209732, 0.128084525, 0.0209800228, -0.107133873, 0.0723190084], [2.608000e-01, 0.1894162, -0.140747041, -0.253084302, -0.124654889, 0.00826519541], [-0.465006143, -0.0437583327, -0.249182194, -0.14645347, -0.108851798, -0.0632600337], [0.0823261067, 0.20850268, -0.0257069319, 0.273292691, -0.133038938, 0.070302017], [0.180694044, 0.0188024603, -0.14869985, -0.184345081, -0.0915451645, 0.0440390259], [-0.201923639, -0.0418351144, -0.0318450034, 0.108169116, 0.0429318249, 0.0710745454], [-0.130765721, -0.0259227268, 0.156795099, 0.298686236, -0.251813114, 0.302784741], [0.269175082, 0.156262279, 0.0528911278, -0.06278456, 0.291604131, 0.392051667], [0.360326976, 0.263020754, 0.0714760795, -0.241663724, -8.90826632E-4, 0.131294981], [-0.25767228, 0.0790244117, 0.0859727412, 0.13920854, -0.236823589, -0.132340521]]> : tensor<10x6xf32>
    %c = stablehlo.constant dense<[0, 2]> : tensor<2xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_1 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<3xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<3xi1>, tensor<3xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %6 = "stablehlo.gather"(%cst, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<10x6xf32>, tensor<3x1xi32>) -> tensor<3x6xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %8 = stablehlo.compare LT, %c, %7, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_3 = stablehlo.constant dense<4> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %10 = stablehlo.add %c, %9 : tensor<2xi32>
    %11 = stablehlo.select %8, %10, %c : tensor<2xi1>, tensor<2xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %14 = "stablehlo.scatter"(%arg1, %12, %13) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %35 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %35 : tensor<f32>
    }) : (tensor<4x6xf32>, tensor<2x1xi32>, tensor<2x6xf32>) -> tensor<4x6xf32>
    %values, %indices = chlo.top_k(%arg1, k = 2) : tensor<4x6xf32> -> (tensor<4x2xf32>, tensor<4x2xi32>)
    %15 = call @argmax(%arg1) : (tensor<4x6xf32>) -> tensor<4xi32>
    %16 = call @sort(%arg1) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %17 = call @cumsum(%arg1) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %cst_5 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %18 = call @_pad(%arg1, %cst_5) : (tensor<4x6xf32>, tensor<f32>) -> tensor<5x8xf32>
    %19 = stablehlo.slice %arg0 [0:1] : (tensor<3xi32>) -> tensor<1xi32>
    %20 = stablehlo.reshape %19 : (tensor<1xi32>) -> tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.compare LT, %20, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<4> : tensor<i32>
    %22 = stablehlo.add %20, %c_7 : tensor<i32>
    %23 = stablehlo.select %21, %22, %20 : tensor<i1>, tensor<i32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %24 = stablehlo.dynamic_slice %arg1, %23, %c_8, sizes = [2, 2] : (tensor<4x6xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
    %26 = stablehlo.slice %arg0 [1:2] : (tensor<3xi32>) -> tensor<1xi32>
    %27 = stablehlo.reshape %26 : (tensor<1xi32>) -> tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.compare LT, %27, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<4> : tensor<i32>
    %29 = stablehlo.add %27, %c_11 : tensor<i32>
    %30 = stablehlo.select %28, %29, %27 : tensor<i1>, tensor<i32>
    %c_12 = stablehlo.constant dense<3> : tensor<i32>
    %31 = stablehlo.dynamic_update_slice %arg1, %25, %30, %c_12 : (tensor<4x6xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x6xf32>
    %32 = call @_one_hot(%arg0) : (tensor<3xi32>) -> tensor<3x10xf32>
    %33 = call @_flip(%arg1) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %cst_13 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %34 = call @clip(%arg1, %cst_13, %cst_14) : (tensor<4x6xf32>, tensor<f32>, tensor<f32>) -> tensor<4x6xf32>
    return %6, %14, %values, %indices, %15, %16, %17, %18, %24, %31, %32, %33, %34 : tensor<3x6xf32>, tensor<4x6xf32>, tensor<4x2xf32>, tensor<4x2xi32>, tensor<4xi32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<5x8xf32>, tensor<2x2xf32>, tensor<4x6xf32>, tensor<3x10xf32>, tensor<4x6xf32>, tensor<4x6xf32>
  }
  func.func private @argmax(%arg0: tensor<4x6xf32>) -> tensor<4xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<4x6xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<4x6xf32>, tensor<4x6xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<4xi32>
  }
  func.func private @sort(%arg0: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    return %0 : tensor<4x6xf32>
  }
  func.func private @cumsum(%arg0: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    return %0 : tensor<4x6xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[3, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 4, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<4x6xf32>
    return %1 : tensor<4x6xf32>
  }
  func.func private @_pad(%arg0: tensor<4x6xf32>, %arg1: tensor<f32>) -> tensor<5x8xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [1, 0], high = [0, 2], interior = [0, 0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<5x8xf32>
    return %1 : tensor<5x8xf32>
  }
  func.func private @_one_hot(%arg0: tensor<3xi32>) -> tensor<3x10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x10xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<3x1xi32>) -> tensor<3x10xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x10xi32>) -> tensor<3x10xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<3x10xi32>, tensor<3x10xi32>) -> tensor<3x10xi1>
    %5 = stablehlo.convert %4 : (tensor<3x10xi1>) -> tensor<3x10xf32>
    return %5 : tensor<3x10xf32>
  }
  func.func private @_flip(%arg0: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<4x6xf32>
    return %0 : tensor<4x6xf32>
  }
  func.func private @clip(%arg0: tensor<4x6xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x6xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x6xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<4x6xf32>
    return %5 : tensor<4x6xf32>
  }
}

