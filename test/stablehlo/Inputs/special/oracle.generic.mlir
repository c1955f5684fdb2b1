"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{function_type = (tensor<3x5xf32>) -> (tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<3x5xf32>):
    %1 = "chlo.erf"(%arg1) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %2 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %4 = "stablehlo.multiply"(%arg1, %3) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %5 = "chlo.erf_inv"(%4) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %6 = "stablehlo.abs"(%arg1) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %7 = "stablehlo.log_plus_one"(%6) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %8 = "stablehlo.exponential_minus_one"(%arg1) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %9 = "stablehlo.negate"(%arg1) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %10 = "stablehlo.exponential"(%9) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %11 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %13 = "stablehlo.add"(%12, %10) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %14 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %16 = "stablehlo.divide"(%15, %13) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %17 = "stablehlo.cbrt"(%arg1) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %18 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %20 = "stablehlo.multiply"(%arg1, %19) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %21 = "func.call"(%20) <{callee = @round}> : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %22 = "stablehlo.floor"(%arg1) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %23 = "stablehlo.ceil"(%arg1) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %24 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %26 = "stablehlo.subtract"(%25, %arg1) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %27 = "stablehlo.atan2"(%arg1, %26) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %28 = "stablehlo.abs"(%arg1) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %29 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %31 = "stablehlo.add"(%28, %30) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %32 = "chlo.lgamma"(%31) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %33 = "stablehlo.constant"() <{value = dense<3.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %35 = "stablehlo.multiply"(%arg1, %34) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %36 = "stablehlo.tan"(%35) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %37 = "stablehlo.divide"(%arg1, %arg1) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %38 = "stablehlo.is_finite"(%37) : (tensor<3x5xf32>) -> tensor<3x5xi1>
    %39 = "chlo.cosh"(%arg1) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %40 = "chlo.asinh"(%arg1) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    "func.return"(%1, %5, %7, %8, %16, %17, %21, %22, %23, %27, %32, %36, %38, %39, %40) : (tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x5xf32>) -> tensor<3x5xf32>, sym_name = "round", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x5xf32>):
    %0 = "stablehlo.round_nearest_even"(%arg0) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    "func.return"(%0) : (tensor<3x5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()

