"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{function_type = (tensor<i32>, tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<3x4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.clamp"(%0, %arg0, %1) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %21 = "stablehlo.sine"(%arg1) : (tensor<3x4xf32>) -> tensor<3x4xf32>
      "stablehlo.return"(%21) : (tensor<3x4xf32>) -> ()
    }, {
      %20 = "stablehlo.cosine"(%arg1) : (tensor<3x4xf32>) -> tensor<3x4xf32>
      "stablehlo.return"(%20) : (tensor<3x4xf32>) -> ()
    }, {
      %17 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
      %19 = "stablehlo.multiply"(%arg1, %18) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
      "stablehlo.return"(%19) : (tensor<3x4xf32>) -> ()
    }) : (tensor<i32>) -> tensor<3x4xf32>
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.reduce"(%arg1, %4) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %16 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%16) : (tensor<f32>) -> ()
    }) : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %6 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.compare"(%5, %6) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = "stablehlo.convert"(%7) : (tensor<i1>) -> tensor<i32>
    %9 = "stablehlo.case"(%8) ({
      %13 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
      %15 = "stablehlo.subtract"(%arg1, %14) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
      "stablehlo.return"(%15) : (tensor<3x4xf32>) -> ()
    }, {
      %10 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
      %12 = "stablehlo.add"(%arg1, %11) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
      "stablehlo.return"(%12) : (tensor<3x4xf32>) -> ()
    }) : (tensor<i32>) -> tensor<3x4xf32>
    "func.return"(%3, %9) : (tensor<3x4xf32>, tensor<3x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()

