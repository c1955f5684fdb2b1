"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{function_type = (tensor<6x2x8xf32>, tensor<2x8xf32>) -> (tensor<2x8xf32>, tensor<6x2x8xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg8: tensor<6x2x8xf32>, %arg9: tensor<2x8xf32>):
    %14 = "stablehlo.constant"() <{value = dense<[[0.0251460448, -0.0264209732, 0.128084525, 0.0209800228, -0.107133873, 0.0723190084, 2.608000e-01, 0.1894162], [-0.140747041, -0.253084302, -0.124654889, 0.00826519541, -0.465006143, -0.0437583327, -0.249182194, -0.14645347], [-0.108851798, -0.0632600337, 0.0823261067, 0.20850268, -0.0257069319, 0.273292691, -0.133038938, 0.070302017], [0.180694044, 0.0188024603, -0.14869985, -0.184345081, -0.0915451645, 0.0440390259, -0.201923639, -0.0418351144], [-0.0318450034, 0.108169116, 0.0429318249, 0.0710745454, -0.130765721, -0.0259227268, 0.156795099, 0.298686236], [-0.251813114, 0.302784741, 0.269175082, 0.156262279, 0.0528911278, -0.06278456, 0.291604131, 0.392051667], [0.360326976, 0.263020754, 0.0714760795, -0.241663724, -8.90826632E-4, 0.131294981, -0.25767228, 0.0790244117], [0.0859727412, 0.13920854, -0.236823589, -0.132340521, -0.087287046, -0.233960375, 0.347873569, -0.0991821438]]> : tensor<8x8xf32>}> : () -> tensor<8x8xf32>
    %15 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x2x8xf32>
    %17 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %18:5 = "stablehlo.while"(%arg8, %14, %17, %arg9, %16) ({
    ^bb0(%arg15: tensor<6x2x8xf32>, %arg16: tensor<8x8xf32>, %arg17: tensor<i32>, %arg18: tensor<2x8xf32>, %arg19: tensor<6x2x8xf32>):
      %24 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
      %25 = "stablehlo.compare"(%arg17, %24) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%25) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg10: tensor<6x2x8xf32>, %arg11: tensor<8x8xf32>, %arg12: tensor<i32>, %arg13: tensor<2x8xf32>, %arg14: tensor<6x2x8xf32>):
      %19 = "func.call"(%arg10, %arg12) <{callee = @dynamic_index_in_dim}> : (tensor<6x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %20:2 = "func.call"(%arg11, %arg13, %19) <{callee = @closed_call}> : (tensor<8x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>) -> (tensor<2x8xf32>, tensor<2x8xf32>)
      %21 = "func.call"(%arg14, %20#1, %arg12) <{callee = @dynamic_update_index_in_dim}> : (tensor<6x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<6x2x8xf32>
      %22 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %23 = "stablehlo.add"(%arg12, %22) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg10, %arg11, %23, %20#0, %21) : (tensor<6x2x8xf32>, tensor<8x8xf32>, tensor<i32>, tensor<2x8xf32>, tensor<6x2x8xf32>) -> ()
    }) : (tensor<6x2x8xf32>, tensor<8x8xf32>, tensor<i32>, tensor<2x8xf32>, tensor<6x2x8xf32>) -> (tensor<6x2x8xf32>, tensor<8x8xf32>, tensor<i32>, tensor<2x8xf32>, tensor<6x2x8xf32>)
    "func.return"(%18#3, %18#4) : (tensor<2x8xf32>, tensor<6x2x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>, sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<6x2x8xf32>, %arg7: tensor<i32>):
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %12 = "stablehlo.dynamic_slice"(%arg6, %arg7, %10, %11) <{slice_sizes = array<i64: 1, 2, 8>}> : (tensor<6x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<1x2x8xf32>) -> tensor<2x8xf32>
    "func.return"(%13) : (tensor<2x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>) -> (tensor<2x8xf32>, tensor<2x8xf32>), sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<8x8xf32>, %arg4: tensor<2x8xf32>, %arg5: tensor<2x8xf32>):
    %4 = "stablehlo.dot_general"(%arg4, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8xf32>, tensor<8x8xf32>) -> tensor<2x8xf32>
    %5 = "stablehlo.add"(%4, %arg5) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %6 = "stablehlo.tanh"(%5) : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %7 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %9 = "stablehlo.multiply"(%6, %8) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    "func.return"(%6, %9) : (tensor<2x8xf32>, tensor<2x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<6x2x8xf32>, sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<6x2x8xf32>, %arg1: tensor<2x8xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2, %1, %2) : (tensor<6x2x8xf32>, tensor<1x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<6x2x8xf32>
    "func.return"(%3) : (tensor<6x2x8xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()

