"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{function_type = (tensor<4x16xf32>) -> tensor<4x16xbf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x16xf32>):
    %0 = "stablehlo.constant"() <{value = dense<[1.023440e+00, 9.726560e-01, 1.125000e+00, 1.023440e+00, 8.945310e-01, 1.070310e+00, 1.257810e+00, 1.187500e+00, 8.593750e-01, 7.460930e-01, 8.750000e-01, 1.007810e+00, 5.351560e-01, 9.570310e-01, 7.500000e-01, 8.554680e-01]> : tensor<16xbf16>}> : () -> tensor<16xbf16>
    %1 = "stablehlo.constant"() <{value = dense<[-1.088870e-01, -6.347650e-02, 8.251950e-02, 2.089840e-01, -2.575680e-02, 2.734380e-01, -1.328130e-01, 7.031250e-02, 1.806640e-01, 1.879880e-02, -1.484380e-01, -1.845700e-01, -9.130850e-02, 4.394530e-02, -2.021480e-01, -4.174800e-02]> : tensor<16xbf16>}> : () -> tensor<16xbf16>
    %2 = "stablehlo.convert"(%arg0) : (tensor<4x16xf32>) -> tensor<4x16xbf16>
    %3 = "stablehlo.convert"(%2) : (tensor<4x16xbf16>) -> tensor<4x16xf32>
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.reduce"(%3, %4) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %37 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%37) : (tensor<f32>) -> ()
    }) : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %7 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1xf32>
    %9 = "stablehlo.divide"(%6, %8) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %10 = "stablehlo.convert"(%9) : (tensor<4x1xf32>) -> tensor<4x1xbf16>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xbf16>) -> tensor<4x16xbf16>
    %12 = "stablehlo.subtract"(%2, %11) : (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %13 = "stablehlo.multiply"(%12, %12) : (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %14 = "stablehlo.convert"(%13) : (tensor<4x16xbf16>) -> tensor<4x16xf32>
    %15 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.reduce"(%14, %15) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %36 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%36) : (tensor<f32>) -> ()
    }) : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %18 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1xf32>
    %20 = "stablehlo.divide"(%17, %19) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %21 = "stablehlo.convert"(%20) : (tensor<4x1xf32>) -> tensor<4x1xbf16>
    %22 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xbf16>) -> tensor<4x16xbf16>
    %23 = "stablehlo.subtract"(%2, %22) : (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %24 = "stablehlo.constant"() <{value = dense<1.001360e-05> : tensor<bf16>}> : () -> tensor<bf16>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4x1xbf16>
    %26 = "stablehlo.add"(%21, %25) : (tensor<4x1xbf16>, tensor<4x1xbf16>) -> tensor<4x1xbf16>
    %27 = "stablehlo.rsqrt"(%26) : (tensor<4x1xbf16>) -> tensor<4x1xbf16>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xbf16>) -> tensor<4x16xbf16>
    %29 = "stablehlo.multiply"(%23, %28) : (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %30 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xbf16>) -> tensor<1x16xbf16>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x16xbf16>) -> tensor<4x16xbf16>
    %32 = "stablehlo.multiply"(%29, %31) : (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %33 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xbf16>) -> tensor<1x16xbf16>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x16xbf16>) -> tensor<4x16xbf16>
    %35 = "stablehlo.add"(%32, %34) : (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    "func.return"(%35) : (tensor<4x16xbf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()

