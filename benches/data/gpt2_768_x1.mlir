module @jit_block attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x768xf32>, %arg1: tensor<768xf32>, %arg2: tensor<768xf32>, %arg3: tensor<3072xf32>, %arg4: tensor<768x3072xf32>, %arg5: tensor<768xf32>, %arg6: tensor<768xf32>, %arg7: tensor<768x768xf32>, %arg8: tensor<768x768xf32>, %arg9: tensor<3072x768xf32>, %arg10: tensor<768x768xf32>, %arg11: tensor<768x768xf32>) -> (tensor<64x768xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_0 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<64x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<64x768xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<64x768xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_2 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<64x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %12 = stablehlo.subtract %arg0, %11 : tensor<64x768xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<64x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<64x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<64x768xf32>
    %18 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<64x768xf32>
    %21 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %23 = stablehlo.add %20, %22 : tensor<64x768xf32>
    %24 = stablehlo.dot_general %23, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %25 = stablehlo.reshape %24 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %26 = stablehlo.transpose %25, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %27 = stablehlo.dot_general %23, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %28 = stablehlo.reshape %27 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %29 = stablehlo.transpose %28, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %30 = stablehlo.dot_general %23, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %31 = stablehlo.reshape %30 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %32 = stablehlo.transpose %31, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %33 = stablehlo.dot_general %26, %29, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<12x64x64xf32>, tensor<12x64x64xf32>) -> tensor<12x64x64xf32>
    %cst_4 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<12x64x64xf32>
    %35 = stablehlo.divide %33, %34 : tensor<12x64x64xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %36 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %37 = call @tril(%36) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_5 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %38 = call @_where(%37, %35, %cst_5) : (tensor<64x64xi1>, tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64x64xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_6) applies stablehlo.maximum across dimensions = [2] : (tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<12x64xf32>
    %41 = stablehlo.maximum %40, %39 : tensor<12x64xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<12x64xf32>) -> tensor<12x64x1xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<12x64x1xf32>) -> tensor<12x64x64xf32>
    %44 = stablehlo.subtract %38, %43 : tensor<12x64x64xf32>
    %45 = stablehlo.exponential %44 : tensor<12x64x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<12x64xf32>) -> tensor<12x64x1xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<12x64x1xf32>) -> tensor<12x64x64xf32>
    %49 = stablehlo.divide %45, %48 : tensor<12x64x64xf32>
    %50 = stablehlo.dot_general %49, %32, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<12x64x64xf32>, tensor<12x64x64xf32>) -> tensor<12x64x64xf32>
    %51 = stablehlo.transpose %50, dims = [1, 0, 2] : (tensor<12x64x64xf32>) -> tensor<64x12x64xf32>
    %52 = stablehlo.reshape %51 : (tensor<64x12x64xf32>) -> tensor<64x768xf32>
    %53 = stablehlo.dot_general %52, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %54 = stablehlo.add %arg0, %53 : tensor<64x768xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_9) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_10 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %58 = stablehlo.divide %56, %57 : tensor<64x1xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %60 = stablehlo.subtract %54, %59 : tensor<64x768xf32>
    %61 = stablehlo.multiply %60, %60 : tensor<64x768xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%61 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_12 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %65 = stablehlo.divide %63, %64 : tensor<64x1xf32>
    %66 = stablehlo.broadcast_in_dim %58, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %67 = stablehlo.subtract %54, %66 : tensor<64x768xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %69 = stablehlo.add %65, %68 : tensor<64x1xf32>
    %70 = stablehlo.rsqrt %69 : tensor<64x1xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %72 = stablehlo.multiply %67, %71 : tensor<64x768xf32>
    %73 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %75 = stablehlo.multiply %72, %74 : tensor<64x768xf32>
    %76 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %78 = stablehlo.add %75, %77 : tensor<64x768xf32>
    %79 = stablehlo.dot_general %78, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x3072xf32>) -> tensor<64x3072xf32>
    %80 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<3072xf32>) -> tensor<1x3072xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<1x3072xf32>) -> tensor<64x3072xf32>
    %82 = stablehlo.add %79, %81 : tensor<64x3072xf32>
    %83 = stablehlo.multiply %82, %82 : tensor<64x3072xf32>
    %84 = stablehlo.multiply %83, %82 : tensor<64x3072xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %86 = stablehlo.multiply %85, %84 : tensor<64x3072xf32>
    %87 = stablehlo.add %82, %86 : tensor<64x3072xf32>
    %cst_15 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %89 = stablehlo.multiply %88, %87 : tensor<64x3072xf32>
    %90 = stablehlo.tanh %89 : tensor<64x3072xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %92 = stablehlo.add %91, %90 : tensor<64x3072xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %94 = stablehlo.multiply %93, %92 : tensor<64x3072xf32>
    %95 = stablehlo.multiply %82, %94 : tensor<64x3072xf32>
    %96 = stablehlo.dot_general %95, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x3072xf32>, tensor<3072x768xf32>) -> tensor<64x768xf32>
    %97 = stablehlo.add %54, %96 : tensor<64x768xf32>
    return %97 : tensor<64x768xf32>
  }
  func.func private @tril(%arg0: tensor<64x64xi1>) -> tensor<64x64xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<64x64xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64x64xi32>
    %2 = stablehlo.add %0, %1 : tensor<64x64xi32>
    %3 = stablehlo.iota dim = 1 : tensor<64x64xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<64x64xi1>, tensor<64x64xi1>
    return %6 : tensor<64x64xi1>
  }
  func.func private @_where(%arg0: tensor<64x64xi1>, %arg1: tensor<12x64x64xf32>, %arg2: tensor<f32>) -> tensor<12x64x64xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<64x64xi1>) -> tensor<12x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<12x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<12x64x64xi1>, tensor<12x64x64xf32>
    return %3 : tensor<12x64x64xf32>
  }
}
