"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{function_type = (tensor<2x8x4x16xf32>, tensor<2x8x4x16xf32>, tensor<2x8x4x16xf32>) -> tensor<2x8x4x16xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg4: tensor<2x8x4x16xf32>, %arg5: tensor<2x8x4x16xf32>, %arg6: tensor<2x8x4x16xf32>):
    %14 = "stablehlo.reshape"(%arg4) : (tensor<2x8x4x16xf32>) -> tensor<2x8x4x1x16xf32>
    %15 = "stablehlo.dot_general"(%14, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [4], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x4x1x16xf32>, tensor<2x8x4x16xf32>) -> tensor<2x4x8x1x8xf32>
    %16 = "stablehlo.constant"() <{value = dense<2.500000e-01> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x8x1x8xf32>
    %18 = "stablehlo.multiply"(%15, %17) : (tensor<2x4x8x1x8xf32>, tensor<2x4x8x1x8xf32>) -> tensor<2x4x8x1x8xf32>
    %19 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<2x4x8x8xi1>
    %21 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<8x8xi1>
    %23 = "func.call"(%22) <{callee = @tril}> : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x8x8xi1>) -> tensor<2x4x8x8xi1>
    %26 = "stablehlo.and"(%20, %25) : (tensor<2x4x8x8xi1>, tensor<2x4x8x8xi1>) -> tensor<2x4x8x8xi1>
    %27 = "stablehlo.constant"() <{value = dense<-2.38197633E+38> : tensor<f32>}> : () -> tensor<f32>
    %28 = "func.call"(%26, %18, %27) <{callee = @_where}> : (tensor<2x4x8x8xi1>, tensor<2x4x8x1x8xf32>, tensor<f32>) -> tensor<1x2x4x8x8xf32>
    %29 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %30 = "stablehlo.reduce"(%28, %29) <{dimensions = array<i64: 4>}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %48 = "stablehlo.maximum"(%arg9, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%48) : (tensor<f32>) -> ()
    }) : (tensor<1x2x4x8x8xf32>, tensor<f32>) -> tensor<1x2x4x8xf32>
    %31 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2x4x8xf32>
    %33 = "stablehlo.maximum"(%32, %30) : (tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2x4x8xf32>) -> tensor<1x2x4x8x1xf32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64: 0, 1, 2, 3, 4>}> : (tensor<1x2x4x8x1xf32>) -> tensor<1x2x4x8x8xf32>
    %36 = "stablehlo.subtract"(%28, %35) : (tensor<1x2x4x8x8xf32>, tensor<1x2x4x8x8xf32>) -> tensor<1x2x4x8x8xf32>
    %37 = "stablehlo.exponential"(%36) : (tensor<1x2x4x8x8xf32>) -> tensor<1x2x4x8x8xf32>
    %38 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %39 = "stablehlo.reduce"(%37, %38) <{dimensions = array<i64: 4>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %47 = "stablehlo.add"(%arg7, %arg8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%47) : (tensor<f32>) -> ()
    }) : (tensor<1x2x4x8x8xf32>, tensor<f32>) -> tensor<1x2x4x8xf32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2x4x8xf32>) -> tensor<1x2x4x8x1xf32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64: 0, 1, 2, 3, 4>}> : (tensor<1x2x4x8x1xf32>) -> tensor<1x2x4x8x8xf32>
    %42 = "stablehlo.divide"(%37, %41) : (tensor<1x2x4x8x8xf32>, tensor<1x2x4x8x8xf32>) -> tensor<1x2x4x8x8xf32>
    %43 = "stablehlo.dot_general"(%arg6, %42) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [1, 2], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [4]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x4x16xf32>, tensor<1x2x4x8x8xf32>) -> tensor<2x4x16x1x8xf32>
    %44 = "stablehlo.transpose"(%43) <{permutation = array<i64: 3, 0, 4, 1, 2>}> : (tensor<2x4x16x1x8xf32>) -> tensor<1x2x8x4x16xf32>
    %45 = "stablehlo.transpose"(%44) <{permutation = array<i64: 1, 2, 3, 0, 4>}> : (tensor<1x2x8x4x16xf32>) -> tensor<2x8x4x1x16xf32>
    %46 = "stablehlo.reshape"(%45) : (tensor<2x8x4x1x16xf32>) -> tensor<2x8x4x16xf32>
    "func.return"(%46) : (tensor<2x8x4x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x8xi1>) -> tensor<8x8xi1>, sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<8x8xi1>):
    %5 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8x8xi32>
    %6 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x8xi32>
    %8 = "stablehlo.add"(%5, %7) : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %9 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<8x8xi32>
    %10 = "stablehlo.compare"(%8, %9) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %11 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<8x8xi1>
    %13 = "stablehlo.select"(%10, %arg3, %12) : (tensor<8x8xi1>, tensor<8x8xi1>, tensor<8x8xi1>) -> tensor<8x8xi1>
    "func.return"(%13) : (tensor<8x8xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x4x8x8xi1>, tensor<2x4x8x1x8xf32>, tensor<f32>) -> tensor<1x2x4x8x8xf32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x4x8x8xi1>, %arg1: tensor<2x4x8x1x8xf32>, %arg2: tensor<f32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x8x8xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 1, 2, 3, 4>}> : (tensor<2x4x8x8xi1>) -> tensor<1x2x4x8x8xi1>
    %2 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64: 1, 2, 3, 4>}> : (tensor<2x4x8x8xf32>) -> tensor<1x2x4x8x8xf32>
    %3 = "stablehlo.transpose"(%arg1) <{permutation = array<i64: 3, 0, 1, 2, 4>}> : (tensor<2x4x8x1x8xf32>) -> tensor<1x2x4x8x8xf32>
    %4 = "stablehlo.select"(%1, %3, %2) : (tensor<1x2x4x8x8xi1>, tensor<1x2x4x8x8xf32>, tensor<1x2x4x8x8xf32>) -> tensor<1x2x4x8x8xf32>
    "func.return"(%4) : (tensor<1x2x4x8x8xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()

