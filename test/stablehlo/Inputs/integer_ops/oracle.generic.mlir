"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{function_type = (tensor<2x4xi32>, tensor<2x4xi32>) -> (tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi1>, tensor<2x4xi32>, tensor<2x4xf32>, tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}, {jax.result_info = "result[15]"}, {jax.result_info = "result[16]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg7: tensor<2x4xi32>, %arg8: tensor<2x4xi32>):
    %34 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x4xi32>
    %36 = "stablehlo.maximum"(%arg8, %35) : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %37 = "func.call"(%arg7, %36) <{callee = @floor_divide}> : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %38 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x4xi32>
    %40 = "stablehlo.maximum"(%arg8, %39) : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %41 = "func.call"(%arg7, %40) <{callee = @remainder}> : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %42 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x4xi32>
    %44 = "stablehlo.shift_left"(%arg7, %43) : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %45 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x4xi32>
    %47 = "stablehlo.shift_right_arithmetic"(%arg7, %46) : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %48 = "stablehlo.and"(%arg7, %arg8) : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %49 = "stablehlo.or"(%arg7, %arg8) : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %50 = "stablehlo.xor"(%arg7, %arg8) : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %51 = "stablehlo.abs"(%arg7) : (tensor<2x4xi32>) -> tensor<2x4xi32>
    %52 = "stablehlo.sign"(%arg7) : (tensor<2x4xi32>) -> tensor<2x4xi32>
    %53 = "stablehlo.popcnt"(%arg7) : (tensor<2x4xi32>) -> tensor<2x4xi32>
    %54 = "stablehlo.count_leading_zeros"(%arg7) : (tensor<2x4xi32>) -> tensor<2x4xi32>
    %55 = "stablehlo.compare"(%arg7, %arg8) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi1>
    %56 = "stablehlo.compare"(%arg7, %arg8) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi1>
    %57 = "func.call"(%56, %arg7, %arg8) <{callee = @_where}> : (tensor<2x4xi1>, tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %58 = "stablehlo.convert"(%arg7) : (tensor<2x4xi32>) -> tensor<2x4xf32>
    %59 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %61 = "stablehlo.divide"(%58, %60) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %62 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x4xi32>
    %64 = "stablehlo.shift_right_logical"(%arg7, %63) : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %65 = "stablehlo.minimum"(%arg7, %arg8) : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %66 = "stablehlo.multiply"(%arg8, %arg8) : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    "func.return"(%37, %41, %44, %47, %48, %49, %50, %51, %52, %53, %54, %55, %57, %61, %64, %65, %66) : (tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi1>, tensor<2x4xi32>, tensor<2x4xf32>, tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>, sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<2x4xi32>, %arg6: tensor<2x4xi32>):
    %21 = "stablehlo.divide"(%arg5, %arg6) : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %22 = "stablehlo.sign"(%arg5) : (tensor<2x4xi32>) -> tensor<2x4xi32>
    %23 = "stablehlo.sign"(%arg6) : (tensor<2x4xi32>) -> tensor<2x4xi32>
    %24 = "stablehlo.compare"(%22, %23) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi1>
    %25 = "stablehlo.remainder"(%arg5, %arg6) : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %26 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x4xi32>
    %28 = "stablehlo.compare"(%25, %27) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi1>
    %29 = "stablehlo.and"(%24, %28) : (tensor<2x4xi1>, tensor<2x4xi1>) -> tensor<2x4xi1>
    %30 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x4xi32>
    %32 = "stablehlo.subtract"(%21, %31) : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %33 = "func.call"(%29, %32, %21) <{callee = @_where}> : (tensor<2x4xi1>, tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    "func.return"(%33) : (tensor<2x4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x4xi1>, tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<2x4xi1>, %arg3: tensor<2x4xi32>, %arg4: tensor<2x4xi32>):
    %20 = "stablehlo.select"(%arg2, %arg3, %arg4) : (tensor<2x4xi1>, tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    "func.return"(%20) : (tensor<2x4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>, sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x4xi32>, %arg1: tensor<2x4xi32>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x4xi32>
    %2 = "stablehlo.compare"(%arg1, %1) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi1>
    %3 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x4xi32>
    %5 = "func.call"(%2, %4, %arg1) <{callee = @_where}> : (tensor<2x4xi1>, tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %6 = "stablehlo.remainder"(%arg0, %5) : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %7 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x4xi32>
    %9 = "stablehlo.compare"(%6, %8) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi1>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x4xi32>
    %12 = "stablehlo.compare"(%6, %11) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi1>
    %13 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x4xi32>
    %15 = "stablehlo.compare"(%5, %14) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi1>
    %16 = "stablehlo.compare"(%12, %15) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<2x4xi1>, tensor<2x4xi1>) -> tensor<2x4xi1>
    %17 = "stablehlo.and"(%16, %9) : (tensor<2x4xi1>, tensor<2x4xi1>) -> tensor<2x4xi1>
    %18 = "stablehlo.add"(%6, %5) : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %19 = "stablehlo.select"(%17, %18, %6) : (tensor<2x4xi1>, tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    "func.return"(%19) : (tensor<2x4xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()

