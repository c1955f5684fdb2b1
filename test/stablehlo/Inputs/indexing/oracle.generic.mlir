"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{function_type = (tensor<3xi32>, tensor<4x6xf32>) -> (tensor<3x6xf32>, tensor<4x6xf32>, tensor<4x2xf32>, tensor<4x2xi32>, tensor<4xi32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<5x8xf32>, tensor<2x2xf32>, tensor<4x6xf32>, tensor<3x10xf32>, tensor<4x6xf32>, tensor<4x6xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg19: tensor<3xi32>, %arg20: tensor<4x6xf32>):
    %49 = "stablehlo.constant"() <{value = dense<[[0.0251460448, -0.0264209732, 0.128084525, 0.0209800228, -0.107133873, 0.0723190084], [2.608000e-01, 0.1894162, -0.140747041, -0.253084302, -0.124654889, 0.00826519541], [-0.465006143, -0.0437583327, -0.249182194, -0.14645347, -0.108851798, -0.0632600337], [0.0823261067, 0.20850268, -0.0257069319, 0.273292691, -0.133038938, 0.070302017], [0.180694044, 0.0188024603, -0.14869985, -0.184345081, -0.0915451645, 0.0440390259], [-0.201923639, -0.0418351144, -0.0318450034, 0.108169116, 0.0429318249, 0.0710745454], [-0.130765721, -0.0259227268, 0.156795099, 0.298686236, -0.251813114, 0.302784741], [0.269175082, 0.156262279, 0.0528911278, -0.06278456, 0.291604131, 0.392051667], [0.360326976, 0.263020754, 0.0714760795, -0.241663724, -8.90826632E-4, 0.131294981], [-0.25767228, 0.0790244117, 0.0859727412, 0.13920854, -0.236823589, -0.132340521]]> : tensor<10x6xf32>}> : () -> tensor<10x6xf32>
    %50 = "stablehlo.constant"() <{value = dense<[0, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %51 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %53 = "stablehlo.compare"(%arg19, %52) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %54 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %56 = "stablehlo.add"(%arg19, %55) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %57 = "stablehlo.select"(%53, %56, %arg19) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x1xi32>
    %59 = "stablehlo.gather"(%49, %58) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<10x6xf32>, tensor<3x1xi32>) -> tensor<3x6xf32>
    %60 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2xi32>
    %62 = "stablehlo.compare"(%50, %61) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %63 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2xi32>
    %65 = "stablehlo.add"(%50, %64) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    %66 = "stablehlo.select"(%62, %65, %50) : (tensor<2xi1>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xi32>) -> tensor<2x1xi32>
    %68 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6xf32>
    %70 = "stablehlo.scatter"(%arg20, %67, %69) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg21: tensor<f32>, %arg22: tensor<f32>):
      %102 = "stablehlo.add"(%arg21, %arg22) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%102) : (tensor<f32>) -> ()
    }) : (tensor<4x6xf32>, tensor<2x1xi32>, tensor<2x6xf32>) -> tensor<4x6xf32>
    %71:2 = "chlo.top_k"(%arg20) <{k = 2 : i64}> : (tensor<4x6xf32>) -> (tensor<4x2xf32>, tensor<4x2xi32>)
    %72 = "func.call"(%arg20) <{callee = @argmax}> : (tensor<4x6xf32>) -> tensor<4xi32>
    %73 = "func.call"(%arg20) <{callee = @sort}> : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %74 = "func.call"(%arg20) <{callee = @cumsum}> : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %75 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %76 = "func.call"(%arg20, %75) <{callee = @_pad}> : (tensor<4x6xf32>, tensor<f32>) -> tensor<5x8xf32>
    %77 = "stablehlo.slice"(%arg19) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<3xi32>) -> tensor<1xi32>
    %78 = "stablehlo.reshape"(%77) : (tensor<1xi32>) -> tensor<i32>
    %79 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %80 = "stablehlo.compare"(%78, %79) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %81 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %82 = "stablehlo.add"(%78, %81) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %83 = "stablehlo.select"(%80, %82, %78) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %84 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %85 = "stablehlo.dynamic_slice"(%arg20, %83, %84) <{slice_sizes = array<i64: 2, 2>}> : (tensor<4x6xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
    %86 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2xf32>
    %88 = "stablehlo.slice"(%arg19) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<3xi32>) -> tensor<1xi32>
    %89 = "stablehlo.reshape"(%88) : (tensor<1xi32>) -> tensor<i32>
    %90 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %91 = "stablehlo.compare"(%89, %90) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %92 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %93 = "stablehlo.add"(%89, %92) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %94 = "stablehlo.select"(%91, %93, %89) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %95 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %96 = "stablehlo.dynamic_update_slice"(%arg20, %87, %94, %95) : (tensor<4x6xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x6xf32>
    %97 = "func.call"(%arg19) <{callee = @_one_hot}> : (tensor<3xi32>) -> tensor<3x10xf32>
    %98 = "func.call"(%arg20) <{callee = @_flip}> : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %99 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %100 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %101 = "func.call"(%arg20, %99, %100) <{callee = @clip}> : (tensor<4x6xf32>, tensor<f32>, tensor<f32>) -> tensor<4x6xf32>
    "func.return"(%59, %70, %71#0, %71#1, %72, %73, %74, %76, %85, %96, %97, %98, %101) : (tensor<3x6xf32>, tensor<4x6xf32>, tensor<4x2xf32>, tensor<4x2xi32>, tensor<4xi32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<5x8xf32>, tensor<2x2xf32>, tensor<4x6xf32>, tensor<3x10xf32>, tensor<4x6xf32>, tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4xi32>, sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<4x6xf32>):
    %36 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x6xi32>
    %37 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %38 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %39:2 = "stablehlo.reduce"(%arg14, %36, %37, %38) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg15: tensor<f32>, %arg16: tensor<i32>, %arg17: tensor<f32>, %arg18: tensor<i32>):
      %40 = "stablehlo.compare"(%arg15, %arg17) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %41 = "stablehlo.compare"(%arg15, %arg15) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %42 = "stablehlo.or"(%40, %41) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %43 = "stablehlo.compare"(%arg15, %arg17) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %44 = "stablehlo.compare"(%arg16, %arg18) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %45 = "stablehlo.and"(%43, %44) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %46 = "stablehlo.or"(%42, %45) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %47 = "stablehlo.select"(%42, %arg15, %arg17) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %48 = "stablehlo.select"(%46, %arg16, %arg18) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%47, %48) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<4x6xf32>, tensor<4x6xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
    "func.return"(%39#1) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "sort", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<4x6xf32>):
    %20 = "stablehlo.sort"(%arg11) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %21 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %22 = "stablehlo.compare"(%arg12, %21) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %23 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %24 = "stablehlo.select"(%22, %23, %arg12) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %25 = "stablehlo.compare"(%arg12, %arg12) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %26 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %27 = "stablehlo.select"(%25, %26, %24) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %28 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %29 = "stablehlo.compare"(%arg13, %28) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %30 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %31 = "stablehlo.select"(%29, %30, %arg13) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %32 = "stablehlo.compare"(%arg13, %arg13) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %33 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %34 = "stablehlo.select"(%32, %33, %31) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %35 = "stablehlo.compare"(%27, %34) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%35) : (tensor<i1>) -> ()
    }) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%20) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<4x6xf32>):
    %19 = "func.call"(%arg10) <{callee = @cumsum_0}> : (tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%19) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<4x6xf32>):
    %15 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %17 = "stablehlo.reduce_window"(%arg7, %16) <{base_dilations = array<i64: 1, 1>, padding = dense<[[3, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 4, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %18 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%18) : (tensor<f32>) -> ()
    }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<4x6xf32>
    "func.return"(%17) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x6xf32>, tensor<f32>) -> tensor<5x8xf32>, sym_name = "_pad", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<4x6xf32>, %arg6: tensor<f32>):
    %13 = "stablehlo.convert"(%arg6) : (tensor<f32>) -> tensor<f32>
    %14 = "stablehlo.pad"(%arg5, %13) <{edge_padding_high = array<i64: 0, 2>, edge_padding_low = array<i64: 1, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<4x6xf32>, tensor<f32>) -> tensor<5x8xf32>
    "func.return"(%14) : (tensor<5x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3xi32>) -> tensor<3x10xf32>, sym_name = "_one_hot", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<3xi32>):
    %7 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x1xi32>
    %8 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1x10xi32>
    %9 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xi32>) -> tensor<3x10xi32>
    %10 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x10xi32>) -> tensor<3x10xi32>
    %11 = "stablehlo.compare"(%9, %10) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3x10xi32>, tensor<3x10xi32>) -> tensor<3x10xi1>
    %12 = "stablehlo.convert"(%11) : (tensor<3x10xi1>) -> tensor<3x10xf32>
    "func.return"(%12) : (tensor<3x10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "_flip", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<4x6xf32>):
    %6 = "stablehlo.reverse"(%arg3) <{dimensions = array<i64: 0>}> : (tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%6) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x6xf32>, tensor<f32>, tensor<f32>) -> tensor<4x6xf32>, sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x6xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %2 = "stablehlo.maximum"(%1, %arg0) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %3 = "stablehlo.convert"(%arg2) : (tensor<f32>) -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %5 = "stablehlo.minimum"(%4, %2) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%5) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()

