"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{function_type = (tensor<4x5xf32>) -> (tensor<4x5xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<4x5xf32>):
    %14 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %15 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %17:4 = "stablehlo.while"(%16, %14, %arg5, %15) ({
    ^bb0(%arg10: tensor<i32>, %arg11: tensor<i32>, %arg12: tensor<4x5xf32>, %arg13: tensor<f32>):
      %21 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
      %22 = "stablehlo.compare"(%arg10, %21) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%22) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<4x5xf32>, %arg9: tensor<f32>):
      %18:3 = "func.call"(%arg7, %arg8, %arg9) <{callee = @closed_call}> : (tensor<i32>, tensor<4x5xf32>, tensor<f32>) -> (tensor<i32>, tensor<4x5xf32>, tensor<f32>)
      %19 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %20 = "stablehlo.add"(%arg6, %19) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%20, %18#0, %18#1, %18#2) : (tensor<i32>, tensor<i32>, tensor<4x5xf32>, tensor<f32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<4x5xf32>, tensor<f32>) -> (tensor<i32>, tensor<i32>, tensor<4x5xf32>, tensor<f32>)
    "func.return"(%17#2, %17#3) : (tensor<4x5xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<4x5xf32>, tensor<f32>) -> (tensor<i32>, tensor<4x5xf32>, tensor<f32>), sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<4x5xf32>, %arg2: tensor<f32>):
    %0 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.add"(%arg0, %0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %4 = "stablehlo.multiply"(%arg1, %3) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %5 = "stablehlo.sine"(%arg1) : (tensor<4x5xf32>) -> tensor<4x5xf32>
    %6 = "stablehlo.convert"(%arg0) : (tensor<i32>) -> tensor<f32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %8 = "stablehlo.multiply"(%5, %7) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %9 = "stablehlo.add"(%4, %8) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %10 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.reduce"(%arg1, %10) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %13 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%13) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<f32>
    %12 = "stablehlo.add"(%arg2, %11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%1, %9, %12) : (tensor<i32>, tensor<4x5xf32>, tensor<f32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()

