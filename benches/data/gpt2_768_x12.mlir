module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x768xf32>, %arg1: tensor<768xf32>, %arg2: tensor<768xf32>, %arg3: tensor<3072xf32>, %arg4: tensor<768x3072xf32>, %arg5: tensor<768xf32>, %arg6: tensor<768xf32>, %arg7: tensor<768x768xf32>, %arg8: tensor<768x768xf32>, %arg9: tensor<3072x768xf32>, %arg10: tensor<768x768xf32>, %arg11: tensor<768x768xf32>, %arg12: tensor<768xf32>, %arg13: tensor<768xf32>, %arg14: tensor<3072xf32>, %arg15: tensor<768x3072xf32>, %arg16: tensor<768xf32>, %arg17: tensor<768xf32>, %arg18: tensor<768x768xf32>, %arg19: tensor<768x768xf32>, %arg20: tensor<3072x768xf32>, %arg21: tensor<768x768xf32>, %arg22: tensor<768x768xf32>, %arg23: tensor<768xf32>, %arg24: tensor<768xf32>, %arg25: tensor<3072xf32>, %arg26: tensor<768x3072xf32>, %arg27: tensor<768xf32>, %arg28: tensor<768xf32>, %arg29: tensor<768x768xf32>, %arg30: tensor<768x768xf32>, %arg31: tensor<3072x768xf32>, %arg32: tensor<768x768xf32>, %arg33: tensor<768x768xf32>, %arg34: tensor<768xf32>, %arg35: tensor<768xf32>, %arg36: tensor<3072xf32>, %arg37: tensor<768x3072xf32>, %arg38: tensor<768xf32>, %arg39: tensor<768xf32>, %arg40: tensor<768x768xf32>, %arg41: tensor<768x768xf32>, %arg42: tensor<3072x768xf32>, %arg43: tensor<768x768xf32>, %arg44: tensor<768x768xf32>, %arg45: tensor<768xf32>, %arg46: tensor<768xf32>, %arg47: tensor<3072xf32>, %arg48: tensor<768x3072xf32>, %arg49: tensor<768xf32>, %arg50: tensor<768xf32>, %arg51: tensor<768x768xf32>, %arg52: tensor<768x768xf32>, %arg53: tensor<3072x768xf32>, %arg54: tensor<768x768xf32>, %arg55: tensor<768x768xf32>, %arg56: tensor<768xf32>, %arg57: tensor<768xf32>, %arg58: tensor<3072xf32>, %arg59: tensor<768x3072xf32>, %arg60: tensor<768xf32>, %arg61: tensor<768xf32>, %arg62: tensor<768x768xf32>, %arg63: tensor<768x768xf32>, %arg64: tensor<3072x768xf32>, %arg65: tensor<768x768xf32>, %arg66: tensor<768x768xf32>, %arg67: tensor<768xf32>, %arg68: tensor<768xf32>, %arg69: tensor<3072xf32>, %arg70: tensor<768x3072xf32>, %arg71: tensor<768xf32>, %arg72: tensor<768xf32>, %arg73: tensor<768x768xf32>, %arg74: tensor<768x768xf32>, %arg75: tensor<3072x768xf32>, %arg76: tensor<768x768xf32>, %arg77: tensor<768x768xf32>, %arg78: tensor<768xf32>, %arg79: tensor<768xf32>, %arg80: tensor<3072xf32>, %arg81: tensor<768x3072xf32>, %arg82: tensor<768xf32>, %arg83: tensor<768xf32>, %arg84: tensor<768x768xf32>, %arg85: tensor<768x768xf32>, %arg86: tensor<3072x768xf32>, %arg87: tensor<768x768xf32>, %arg88: tensor<768x768xf32>, %arg89: tensor<768xf32>, %arg90: tensor<768xf32>, %arg91: tensor<3072xf32>, %arg92: tensor<768x3072xf32>, %arg93: tensor<768xf32>, %arg94: tensor<768xf32>, %arg95: tensor<768x768xf32>, %arg96: tensor<768x768xf32>, %arg97: tensor<3072x768xf32>, %arg98: tensor<768x768xf32>, %arg99: tensor<768x768xf32>, %arg100: tensor<768xf32>, %arg101: tensor<768xf32>, %arg102: tensor<3072xf32>, %arg103: tensor<768x3072xf32>, %arg104: tensor<768xf32>, %arg105: tensor<768xf32>, %arg106: tensor<768x768xf32>, %arg107: tensor<768x768xf32>, %arg108: tensor<3072x768xf32>, %arg109: tensor<768x768xf32>, %arg110: tensor<768x768xf32>, %arg111: tensor<768xf32>, %arg112: tensor<768xf32>, %arg113: tensor<3072xf32>, %arg114: tensor<768x3072xf32>, %arg115: tensor<768xf32>, %arg116: tensor<768xf32>, %arg117: tensor<768x768xf32>, %arg118: tensor<768x768xf32>, %arg119: tensor<3072x768xf32>, %arg120: tensor<768x768xf32>, %arg121: tensor<768x768xf32>, %arg122: tensor<768xf32>, %arg123: tensor<768xf32>, %arg124: tensor<3072xf32>, %arg125: tensor<768x3072xf32>, %arg126: tensor<768xf32>, %arg127: tensor<768xf32>, %arg128: tensor<768x768xf32>, %arg129: tensor<768x768xf32>, %arg130: tensor<3072x768xf32>, %arg131: tensor<768x768xf32>, %arg132: tensor<768x768xf32>) -> (tensor<64x768xf32> {jax.result_info = "result"}) {
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
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%97 init: %cst_18) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_19 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %101 = stablehlo.divide %99, %100 : tensor<64x1xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %103 = stablehlo.subtract %97, %102 : tensor<64x768xf32>
    %104 = stablehlo.multiply %103, %103 : tensor<64x768xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%104 init: %cst_20) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_21 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %108 = stablehlo.divide %106, %107 : tensor<64x1xf32>
    %109 = stablehlo.broadcast_in_dim %101, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %110 = stablehlo.subtract %97, %109 : tensor<64x768xf32>
    %cst_22 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %112 = stablehlo.add %108, %111 : tensor<64x1xf32>
    %113 = stablehlo.rsqrt %112 : tensor<64x1xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %115 = stablehlo.multiply %110, %114 : tensor<64x768xf32>
    %116 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %118 = stablehlo.multiply %115, %117 : tensor<64x768xf32>
    %119 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %121 = stablehlo.add %118, %120 : tensor<64x768xf32>
    %122 = stablehlo.dot_general %121, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %123 = stablehlo.reshape %122 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %124 = stablehlo.transpose %123, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %125 = stablehlo.dot_general %121, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %126 = stablehlo.reshape %125 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %127 = stablehlo.transpose %126, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %128 = stablehlo.dot_general %121, %arg22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %129 = stablehlo.reshape %128 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %130 = stablehlo.transpose %129, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %131 = stablehlo.dot_general %124, %127, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<12x64x64xf32>, tensor<12x64x64xf32>) -> tensor<12x64x64xf32>
    %cst_23 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<12x64x64xf32>
    %133 = stablehlo.divide %131, %132 : tensor<12x64x64xf32>
    %c_24 = stablehlo.constant dense<true> : tensor<i1>
    %134 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %135 = call @tril(%134) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_25 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %136 = call @_where(%135, %133, %cst_25) : (tensor<64x64xi1>, tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64x64xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %137 = stablehlo.reduce(%136 init: %cst_26) applies stablehlo.maximum across dimensions = [2] : (tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64xf32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<12x64xf32>
    %139 = stablehlo.maximum %138, %137 : tensor<12x64xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1] : (tensor<12x64xf32>) -> tensor<12x64x1xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<12x64x1xf32>) -> tensor<12x64x64xf32>
    %142 = stablehlo.subtract %136, %141 : tensor<12x64x64xf32>
    %143 = stablehlo.exponential %142 : tensor<12x64x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%143 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1] : (tensor<12x64xf32>) -> tensor<12x64x1xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2] : (tensor<12x64x1xf32>) -> tensor<12x64x64xf32>
    %147 = stablehlo.divide %143, %146 : tensor<12x64x64xf32>
    %148 = stablehlo.dot_general %147, %130, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<12x64x64xf32>, tensor<12x64x64xf32>) -> tensor<12x64x64xf32>
    %149 = stablehlo.transpose %148, dims = [1, 0, 2] : (tensor<12x64x64xf32>) -> tensor<64x12x64xf32>
    %150 = stablehlo.reshape %149 : (tensor<64x12x64xf32>) -> tensor<64x768xf32>
    %151 = stablehlo.dot_general %150, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %152 = stablehlo.add %97, %151 : tensor<64x768xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.reduce(%152 init: %cst_29) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_30 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %156 = stablehlo.divide %154, %155 : tensor<64x1xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %158 = stablehlo.subtract %152, %157 : tensor<64x768xf32>
    %159 = stablehlo.multiply %158, %158 : tensor<64x768xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%159 init: %cst_31) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_32 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %163 = stablehlo.divide %161, %162 : tensor<64x1xf32>
    %164 = stablehlo.broadcast_in_dim %156, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %165 = stablehlo.subtract %152, %164 : tensor<64x768xf32>
    %cst_33 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %167 = stablehlo.add %163, %166 : tensor<64x1xf32>
    %168 = stablehlo.rsqrt %167 : tensor<64x1xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %170 = stablehlo.multiply %165, %169 : tensor<64x768xf32>
    %171 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %173 = stablehlo.multiply %170, %172 : tensor<64x768xf32>
    %174 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %176 = stablehlo.add %173, %175 : tensor<64x768xf32>
    %177 = stablehlo.dot_general %176, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x3072xf32>) -> tensor<64x3072xf32>
    %178 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<3072xf32>) -> tensor<1x3072xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1] : (tensor<1x3072xf32>) -> tensor<64x3072xf32>
    %180 = stablehlo.add %177, %179 : tensor<64x3072xf32>
    %181 = stablehlo.multiply %180, %180 : tensor<64x3072xf32>
    %182 = stablehlo.multiply %181, %180 : tensor<64x3072xf32>
    %cst_34 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %184 = stablehlo.multiply %183, %182 : tensor<64x3072xf32>
    %185 = stablehlo.add %180, %184 : tensor<64x3072xf32>
    %cst_35 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %187 = stablehlo.multiply %186, %185 : tensor<64x3072xf32>
    %188 = stablehlo.tanh %187 : tensor<64x3072xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %190 = stablehlo.add %189, %188 : tensor<64x3072xf32>
    %cst_37 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %192 = stablehlo.multiply %191, %190 : tensor<64x3072xf32>
    %193 = stablehlo.multiply %180, %192 : tensor<64x3072xf32>
    %194 = stablehlo.dot_general %193, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x3072xf32>, tensor<3072x768xf32>) -> tensor<64x768xf32>
    %195 = stablehlo.add %152, %194 : tensor<64x768xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.reduce(%195 init: %cst_38) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_39 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %199 = stablehlo.divide %197, %198 : tensor<64x1xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %201 = stablehlo.subtract %195, %200 : tensor<64x768xf32>
    %202 = stablehlo.multiply %201, %201 : tensor<64x768xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.reduce(%202 init: %cst_40) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_41 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %206 = stablehlo.divide %204, %205 : tensor<64x1xf32>
    %207 = stablehlo.broadcast_in_dim %199, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %208 = stablehlo.subtract %195, %207 : tensor<64x768xf32>
    %cst_42 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %210 = stablehlo.add %206, %209 : tensor<64x1xf32>
    %211 = stablehlo.rsqrt %210 : tensor<64x1xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %213 = stablehlo.multiply %208, %212 : tensor<64x768xf32>
    %214 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %216 = stablehlo.multiply %213, %215 : tensor<64x768xf32>
    %217 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %219 = stablehlo.add %216, %218 : tensor<64x768xf32>
    %220 = stablehlo.dot_general %219, %arg32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %221 = stablehlo.reshape %220 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %222 = stablehlo.transpose %221, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %223 = stablehlo.dot_general %219, %arg29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %224 = stablehlo.reshape %223 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %225 = stablehlo.transpose %224, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %226 = stablehlo.dot_general %219, %arg33, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %227 = stablehlo.reshape %226 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %228 = stablehlo.transpose %227, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %229 = stablehlo.dot_general %222, %225, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<12x64x64xf32>, tensor<12x64x64xf32>) -> tensor<12x64x64xf32>
    %cst_43 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<12x64x64xf32>
    %231 = stablehlo.divide %229, %230 : tensor<12x64x64xf32>
    %c_44 = stablehlo.constant dense<true> : tensor<i1>
    %232 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %233 = call @tril(%232) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_45 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %234 = call @_where(%233, %231, %cst_45) : (tensor<64x64xi1>, tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64x64xf32>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %235 = stablehlo.reduce(%234 init: %cst_46) applies stablehlo.maximum across dimensions = [2] : (tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64xf32>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<12x64xf32>
    %237 = stablehlo.maximum %236, %235 : tensor<12x64xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1] : (tensor<12x64xf32>) -> tensor<12x64x1xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2] : (tensor<12x64x1xf32>) -> tensor<12x64x64xf32>
    %240 = stablehlo.subtract %234, %239 : tensor<12x64x64xf32>
    %241 = stablehlo.exponential %240 : tensor<12x64x64xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.reduce(%241 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1] : (tensor<12x64xf32>) -> tensor<12x64x1xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2] : (tensor<12x64x1xf32>) -> tensor<12x64x64xf32>
    %245 = stablehlo.divide %241, %244 : tensor<12x64x64xf32>
    %246 = stablehlo.dot_general %245, %228, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<12x64x64xf32>, tensor<12x64x64xf32>) -> tensor<12x64x64xf32>
    %247 = stablehlo.transpose %246, dims = [1, 0, 2] : (tensor<12x64x64xf32>) -> tensor<64x12x64xf32>
    %248 = stablehlo.reshape %247 : (tensor<64x12x64xf32>) -> tensor<64x768xf32>
    %249 = stablehlo.dot_general %248, %arg30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %250 = stablehlo.add %195, %249 : tensor<64x768xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.reduce(%250 init: %cst_49) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_50 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %254 = stablehlo.divide %252, %253 : tensor<64x1xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %256 = stablehlo.subtract %250, %255 : tensor<64x768xf32>
    %257 = stablehlo.multiply %256, %256 : tensor<64x768xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.reduce(%257 init: %cst_51) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_52 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %261 = stablehlo.divide %259, %260 : tensor<64x1xf32>
    %262 = stablehlo.broadcast_in_dim %254, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %263 = stablehlo.subtract %250, %262 : tensor<64x768xf32>
    %cst_53 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %265 = stablehlo.add %261, %264 : tensor<64x1xf32>
    %266 = stablehlo.rsqrt %265 : tensor<64x1xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %268 = stablehlo.multiply %263, %267 : tensor<64x768xf32>
    %269 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %271 = stablehlo.multiply %268, %270 : tensor<64x768xf32>
    %272 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %274 = stablehlo.add %271, %273 : tensor<64x768xf32>
    %275 = stablehlo.dot_general %274, %arg26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x3072xf32>) -> tensor<64x3072xf32>
    %276 = stablehlo.broadcast_in_dim %arg25, dims = [1] : (tensor<3072xf32>) -> tensor<1x3072xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1] : (tensor<1x3072xf32>) -> tensor<64x3072xf32>
    %278 = stablehlo.add %275, %277 : tensor<64x3072xf32>
    %279 = stablehlo.multiply %278, %278 : tensor<64x3072xf32>
    %280 = stablehlo.multiply %279, %278 : tensor<64x3072xf32>
    %cst_54 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %282 = stablehlo.multiply %281, %280 : tensor<64x3072xf32>
    %283 = stablehlo.add %278, %282 : tensor<64x3072xf32>
    %cst_55 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %285 = stablehlo.multiply %284, %283 : tensor<64x3072xf32>
    %286 = stablehlo.tanh %285 : tensor<64x3072xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %288 = stablehlo.add %287, %286 : tensor<64x3072xf32>
    %cst_57 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %290 = stablehlo.multiply %289, %288 : tensor<64x3072xf32>
    %291 = stablehlo.multiply %278, %290 : tensor<64x3072xf32>
    %292 = stablehlo.dot_general %291, %arg31, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x3072xf32>, tensor<3072x768xf32>) -> tensor<64x768xf32>
    %293 = stablehlo.add %250, %292 : tensor<64x768xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.reduce(%293 init: %cst_58) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_59 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %297 = stablehlo.divide %295, %296 : tensor<64x1xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %299 = stablehlo.subtract %293, %298 : tensor<64x768xf32>
    %300 = stablehlo.multiply %299, %299 : tensor<64x768xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.reduce(%300 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_61 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %304 = stablehlo.divide %302, %303 : tensor<64x1xf32>
    %305 = stablehlo.broadcast_in_dim %297, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %306 = stablehlo.subtract %293, %305 : tensor<64x768xf32>
    %cst_62 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %308 = stablehlo.add %304, %307 : tensor<64x1xf32>
    %309 = stablehlo.rsqrt %308 : tensor<64x1xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %311 = stablehlo.multiply %306, %310 : tensor<64x768xf32>
    %312 = stablehlo.broadcast_in_dim %arg38, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %314 = stablehlo.multiply %311, %313 : tensor<64x768xf32>
    %315 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %317 = stablehlo.add %314, %316 : tensor<64x768xf32>
    %318 = stablehlo.dot_general %317, %arg43, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %319 = stablehlo.reshape %318 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %320 = stablehlo.transpose %319, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %321 = stablehlo.dot_general %317, %arg40, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %322 = stablehlo.reshape %321 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %323 = stablehlo.transpose %322, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %324 = stablehlo.dot_general %317, %arg44, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %325 = stablehlo.reshape %324 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %326 = stablehlo.transpose %325, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %327 = stablehlo.dot_general %320, %323, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<12x64x64xf32>, tensor<12x64x64xf32>) -> tensor<12x64x64xf32>
    %cst_63 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<12x64x64xf32>
    %329 = stablehlo.divide %327, %328 : tensor<12x64x64xf32>
    %c_64 = stablehlo.constant dense<true> : tensor<i1>
    %330 = stablehlo.broadcast_in_dim %c_64, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %331 = call @tril(%330) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_65 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %332 = call @_where(%331, %329, %cst_65) : (tensor<64x64xi1>, tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64x64xf32>
    %cst_66 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %333 = stablehlo.reduce(%332 init: %cst_66) applies stablehlo.maximum across dimensions = [2] : (tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64xf32>
    %cst_67 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<12x64xf32>
    %335 = stablehlo.maximum %334, %333 : tensor<12x64xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1] : (tensor<12x64xf32>) -> tensor<12x64x1xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2] : (tensor<12x64x1xf32>) -> tensor<12x64x64xf32>
    %338 = stablehlo.subtract %332, %337 : tensor<12x64x64xf32>
    %339 = stablehlo.exponential %338 : tensor<12x64x64xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %340 = stablehlo.reduce(%339 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0, 1] : (tensor<12x64xf32>) -> tensor<12x64x1xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2] : (tensor<12x64x1xf32>) -> tensor<12x64x64xf32>
    %343 = stablehlo.divide %339, %342 : tensor<12x64x64xf32>
    %344 = stablehlo.dot_general %343, %326, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<12x64x64xf32>, tensor<12x64x64xf32>) -> tensor<12x64x64xf32>
    %345 = stablehlo.transpose %344, dims = [1, 0, 2] : (tensor<12x64x64xf32>) -> tensor<64x12x64xf32>
    %346 = stablehlo.reshape %345 : (tensor<64x12x64xf32>) -> tensor<64x768xf32>
    %347 = stablehlo.dot_general %346, %arg41, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %348 = stablehlo.add %293, %347 : tensor<64x768xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %349 = stablehlo.reduce(%348 init: %cst_69) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_70 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %352 = stablehlo.divide %350, %351 : tensor<64x1xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %354 = stablehlo.subtract %348, %353 : tensor<64x768xf32>
    %355 = stablehlo.multiply %354, %354 : tensor<64x768xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %356 = stablehlo.reduce(%355 init: %cst_71) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_72 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %359 = stablehlo.divide %357, %358 : tensor<64x1xf32>
    %360 = stablehlo.broadcast_in_dim %352, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %361 = stablehlo.subtract %348, %360 : tensor<64x768xf32>
    %cst_73 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %363 = stablehlo.add %359, %362 : tensor<64x1xf32>
    %364 = stablehlo.rsqrt %363 : tensor<64x1xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %366 = stablehlo.multiply %361, %365 : tensor<64x768xf32>
    %367 = stablehlo.broadcast_in_dim %arg39, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %369 = stablehlo.multiply %366, %368 : tensor<64x768xf32>
    %370 = stablehlo.broadcast_in_dim %arg35, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %371 = stablehlo.broadcast_in_dim %370, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %372 = stablehlo.add %369, %371 : tensor<64x768xf32>
    %373 = stablehlo.dot_general %372, %arg37, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x3072xf32>) -> tensor<64x3072xf32>
    %374 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<3072xf32>) -> tensor<1x3072xf32>
    %375 = stablehlo.broadcast_in_dim %374, dims = [0, 1] : (tensor<1x3072xf32>) -> tensor<64x3072xf32>
    %376 = stablehlo.add %373, %375 : tensor<64x3072xf32>
    %377 = stablehlo.multiply %376, %376 : tensor<64x3072xf32>
    %378 = stablehlo.multiply %377, %376 : tensor<64x3072xf32>
    %cst_74 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %380 = stablehlo.multiply %379, %378 : tensor<64x3072xf32>
    %381 = stablehlo.add %376, %380 : tensor<64x3072xf32>
    %cst_75 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %383 = stablehlo.multiply %382, %381 : tensor<64x3072xf32>
    %384 = stablehlo.tanh %383 : tensor<64x3072xf32>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %386 = stablehlo.add %385, %384 : tensor<64x3072xf32>
    %cst_77 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %388 = stablehlo.multiply %387, %386 : tensor<64x3072xf32>
    %389 = stablehlo.multiply %376, %388 : tensor<64x3072xf32>
    %390 = stablehlo.dot_general %389, %arg42, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x3072xf32>, tensor<3072x768xf32>) -> tensor<64x768xf32>
    %391 = stablehlo.add %348, %390 : tensor<64x768xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %392 = stablehlo.reduce(%391 init: %cst_78) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %393 = stablehlo.broadcast_in_dim %392, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_79 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %395 = stablehlo.divide %393, %394 : tensor<64x1xf32>
    %396 = stablehlo.broadcast_in_dim %395, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %397 = stablehlo.subtract %391, %396 : tensor<64x768xf32>
    %398 = stablehlo.multiply %397, %397 : tensor<64x768xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %399 = stablehlo.reduce(%398 init: %cst_80) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_81 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %402 = stablehlo.divide %400, %401 : tensor<64x1xf32>
    %403 = stablehlo.broadcast_in_dim %395, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %404 = stablehlo.subtract %391, %403 : tensor<64x768xf32>
    %cst_82 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %406 = stablehlo.add %402, %405 : tensor<64x1xf32>
    %407 = stablehlo.rsqrt %406 : tensor<64x1xf32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %409 = stablehlo.multiply %404, %408 : tensor<64x768xf32>
    %410 = stablehlo.broadcast_in_dim %arg49, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %412 = stablehlo.multiply %409, %411 : tensor<64x768xf32>
    %413 = stablehlo.broadcast_in_dim %arg45, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %414 = stablehlo.broadcast_in_dim %413, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %415 = stablehlo.add %412, %414 : tensor<64x768xf32>
    %416 = stablehlo.dot_general %415, %arg54, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %417 = stablehlo.reshape %416 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %418 = stablehlo.transpose %417, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %419 = stablehlo.dot_general %415, %arg51, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %420 = stablehlo.reshape %419 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %421 = stablehlo.transpose %420, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %422 = stablehlo.dot_general %415, %arg55, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %423 = stablehlo.reshape %422 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %424 = stablehlo.transpose %423, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %425 = stablehlo.dot_general %418, %421, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<12x64x64xf32>, tensor<12x64x64xf32>) -> tensor<12x64x64xf32>
    %cst_83 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<12x64x64xf32>
    %427 = stablehlo.divide %425, %426 : tensor<12x64x64xf32>
    %c_84 = stablehlo.constant dense<true> : tensor<i1>
    %428 = stablehlo.broadcast_in_dim %c_84, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %429 = call @tril(%428) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_85 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %430 = call @_where(%429, %427, %cst_85) : (tensor<64x64xi1>, tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64x64xf32>
    %cst_86 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %431 = stablehlo.reduce(%430 init: %cst_86) applies stablehlo.maximum across dimensions = [2] : (tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64xf32>
    %cst_87 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<12x64xf32>
    %433 = stablehlo.maximum %432, %431 : tensor<12x64xf32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [0, 1] : (tensor<12x64xf32>) -> tensor<12x64x1xf32>
    %435 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2] : (tensor<12x64x1xf32>) -> tensor<12x64x64xf32>
    %436 = stablehlo.subtract %430, %435 : tensor<12x64x64xf32>
    %437 = stablehlo.exponential %436 : tensor<12x64x64xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %438 = stablehlo.reduce(%437 init: %cst_88) applies stablehlo.add across dimensions = [2] : (tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64xf32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [0, 1] : (tensor<12x64xf32>) -> tensor<12x64x1xf32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [0, 1, 2] : (tensor<12x64x1xf32>) -> tensor<12x64x64xf32>
    %441 = stablehlo.divide %437, %440 : tensor<12x64x64xf32>
    %442 = stablehlo.dot_general %441, %424, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<12x64x64xf32>, tensor<12x64x64xf32>) -> tensor<12x64x64xf32>
    %443 = stablehlo.transpose %442, dims = [1, 0, 2] : (tensor<12x64x64xf32>) -> tensor<64x12x64xf32>
    %444 = stablehlo.reshape %443 : (tensor<64x12x64xf32>) -> tensor<64x768xf32>
    %445 = stablehlo.dot_general %444, %arg52, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %446 = stablehlo.add %391, %445 : tensor<64x768xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %447 = stablehlo.reduce(%446 init: %cst_89) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %448 = stablehlo.broadcast_in_dim %447, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_90 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %449 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %450 = stablehlo.divide %448, %449 : tensor<64x1xf32>
    %451 = stablehlo.broadcast_in_dim %450, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %452 = stablehlo.subtract %446, %451 : tensor<64x768xf32>
    %453 = stablehlo.multiply %452, %452 : tensor<64x768xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %454 = stablehlo.reduce(%453 init: %cst_91) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %455 = stablehlo.broadcast_in_dim %454, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_92 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %457 = stablehlo.divide %455, %456 : tensor<64x1xf32>
    %458 = stablehlo.broadcast_in_dim %450, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %459 = stablehlo.subtract %446, %458 : tensor<64x768xf32>
    %cst_93 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %461 = stablehlo.add %457, %460 : tensor<64x1xf32>
    %462 = stablehlo.rsqrt %461 : tensor<64x1xf32>
    %463 = stablehlo.broadcast_in_dim %462, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %464 = stablehlo.multiply %459, %463 : tensor<64x768xf32>
    %465 = stablehlo.broadcast_in_dim %arg50, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %466 = stablehlo.broadcast_in_dim %465, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %467 = stablehlo.multiply %464, %466 : tensor<64x768xf32>
    %468 = stablehlo.broadcast_in_dim %arg46, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %469 = stablehlo.broadcast_in_dim %468, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %470 = stablehlo.add %467, %469 : tensor<64x768xf32>
    %471 = stablehlo.dot_general %470, %arg48, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x3072xf32>) -> tensor<64x3072xf32>
    %472 = stablehlo.broadcast_in_dim %arg47, dims = [1] : (tensor<3072xf32>) -> tensor<1x3072xf32>
    %473 = stablehlo.broadcast_in_dim %472, dims = [0, 1] : (tensor<1x3072xf32>) -> tensor<64x3072xf32>
    %474 = stablehlo.add %471, %473 : tensor<64x3072xf32>
    %475 = stablehlo.multiply %474, %474 : tensor<64x3072xf32>
    %476 = stablehlo.multiply %475, %474 : tensor<64x3072xf32>
    %cst_94 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %478 = stablehlo.multiply %477, %476 : tensor<64x3072xf32>
    %479 = stablehlo.add %474, %478 : tensor<64x3072xf32>
    %cst_95 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %480 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %481 = stablehlo.multiply %480, %479 : tensor<64x3072xf32>
    %482 = stablehlo.tanh %481 : tensor<64x3072xf32>
    %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %484 = stablehlo.add %483, %482 : tensor<64x3072xf32>
    %cst_97 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %485 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %486 = stablehlo.multiply %485, %484 : tensor<64x3072xf32>
    %487 = stablehlo.multiply %474, %486 : tensor<64x3072xf32>
    %488 = stablehlo.dot_general %487, %arg53, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x3072xf32>, tensor<3072x768xf32>) -> tensor<64x768xf32>
    %489 = stablehlo.add %446, %488 : tensor<64x768xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %490 = stablehlo.reduce(%489 init: %cst_98) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %491 = stablehlo.broadcast_in_dim %490, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_99 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %492 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %493 = stablehlo.divide %491, %492 : tensor<64x1xf32>
    %494 = stablehlo.broadcast_in_dim %493, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %495 = stablehlo.subtract %489, %494 : tensor<64x768xf32>
    %496 = stablehlo.multiply %495, %495 : tensor<64x768xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %497 = stablehlo.reduce(%496 init: %cst_100) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %498 = stablehlo.broadcast_in_dim %497, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_101 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %500 = stablehlo.divide %498, %499 : tensor<64x1xf32>
    %501 = stablehlo.broadcast_in_dim %493, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %502 = stablehlo.subtract %489, %501 : tensor<64x768xf32>
    %cst_102 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %504 = stablehlo.add %500, %503 : tensor<64x1xf32>
    %505 = stablehlo.rsqrt %504 : tensor<64x1xf32>
    %506 = stablehlo.broadcast_in_dim %505, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %507 = stablehlo.multiply %502, %506 : tensor<64x768xf32>
    %508 = stablehlo.broadcast_in_dim %arg60, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %509 = stablehlo.broadcast_in_dim %508, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %510 = stablehlo.multiply %507, %509 : tensor<64x768xf32>
    %511 = stablehlo.broadcast_in_dim %arg56, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %512 = stablehlo.broadcast_in_dim %511, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %513 = stablehlo.add %510, %512 : tensor<64x768xf32>
    %514 = stablehlo.dot_general %513, %arg65, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %515 = stablehlo.reshape %514 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %516 = stablehlo.transpose %515, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %517 = stablehlo.dot_general %513, %arg62, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %518 = stablehlo.reshape %517 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %519 = stablehlo.transpose %518, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %520 = stablehlo.dot_general %513, %arg66, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %521 = stablehlo.reshape %520 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %522 = stablehlo.transpose %521, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %523 = stablehlo.dot_general %516, %519, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<12x64x64xf32>, tensor<12x64x64xf32>) -> tensor<12x64x64xf32>
    %cst_103 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %524 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<12x64x64xf32>
    %525 = stablehlo.divide %523, %524 : tensor<12x64x64xf32>
    %c_104 = stablehlo.constant dense<true> : tensor<i1>
    %526 = stablehlo.broadcast_in_dim %c_104, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %527 = call @tril(%526) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_105 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %528 = call @_where(%527, %525, %cst_105) : (tensor<64x64xi1>, tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64x64xf32>
    %cst_106 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %529 = stablehlo.reduce(%528 init: %cst_106) applies stablehlo.maximum across dimensions = [2] : (tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64xf32>
    %cst_107 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %530 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<12x64xf32>
    %531 = stablehlo.maximum %530, %529 : tensor<12x64xf32>
    %532 = stablehlo.broadcast_in_dim %531, dims = [0, 1] : (tensor<12x64xf32>) -> tensor<12x64x1xf32>
    %533 = stablehlo.broadcast_in_dim %532, dims = [0, 1, 2] : (tensor<12x64x1xf32>) -> tensor<12x64x64xf32>
    %534 = stablehlo.subtract %528, %533 : tensor<12x64x64xf32>
    %535 = stablehlo.exponential %534 : tensor<12x64x64xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %536 = stablehlo.reduce(%535 init: %cst_108) applies stablehlo.add across dimensions = [2] : (tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64xf32>
    %537 = stablehlo.broadcast_in_dim %536, dims = [0, 1] : (tensor<12x64xf32>) -> tensor<12x64x1xf32>
    %538 = stablehlo.broadcast_in_dim %537, dims = [0, 1, 2] : (tensor<12x64x1xf32>) -> tensor<12x64x64xf32>
    %539 = stablehlo.divide %535, %538 : tensor<12x64x64xf32>
    %540 = stablehlo.dot_general %539, %522, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<12x64x64xf32>, tensor<12x64x64xf32>) -> tensor<12x64x64xf32>
    %541 = stablehlo.transpose %540, dims = [1, 0, 2] : (tensor<12x64x64xf32>) -> tensor<64x12x64xf32>
    %542 = stablehlo.reshape %541 : (tensor<64x12x64xf32>) -> tensor<64x768xf32>
    %543 = stablehlo.dot_general %542, %arg63, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %544 = stablehlo.add %489, %543 : tensor<64x768xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %545 = stablehlo.reduce(%544 init: %cst_109) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %546 = stablehlo.broadcast_in_dim %545, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_110 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %547 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %548 = stablehlo.divide %546, %547 : tensor<64x1xf32>
    %549 = stablehlo.broadcast_in_dim %548, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %550 = stablehlo.subtract %544, %549 : tensor<64x768xf32>
    %551 = stablehlo.multiply %550, %550 : tensor<64x768xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %552 = stablehlo.reduce(%551 init: %cst_111) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %553 = stablehlo.broadcast_in_dim %552, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_112 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %554 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %555 = stablehlo.divide %553, %554 : tensor<64x1xf32>
    %556 = stablehlo.broadcast_in_dim %548, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %557 = stablehlo.subtract %544, %556 : tensor<64x768xf32>
    %cst_113 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %558 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %559 = stablehlo.add %555, %558 : tensor<64x1xf32>
    %560 = stablehlo.rsqrt %559 : tensor<64x1xf32>
    %561 = stablehlo.broadcast_in_dim %560, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %562 = stablehlo.multiply %557, %561 : tensor<64x768xf32>
    %563 = stablehlo.broadcast_in_dim %arg61, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %564 = stablehlo.broadcast_in_dim %563, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %565 = stablehlo.multiply %562, %564 : tensor<64x768xf32>
    %566 = stablehlo.broadcast_in_dim %arg57, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %567 = stablehlo.broadcast_in_dim %566, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %568 = stablehlo.add %565, %567 : tensor<64x768xf32>
    %569 = stablehlo.dot_general %568, %arg59, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x3072xf32>) -> tensor<64x3072xf32>
    %570 = stablehlo.broadcast_in_dim %arg58, dims = [1] : (tensor<3072xf32>) -> tensor<1x3072xf32>
    %571 = stablehlo.broadcast_in_dim %570, dims = [0, 1] : (tensor<1x3072xf32>) -> tensor<64x3072xf32>
    %572 = stablehlo.add %569, %571 : tensor<64x3072xf32>
    %573 = stablehlo.multiply %572, %572 : tensor<64x3072xf32>
    %574 = stablehlo.multiply %573, %572 : tensor<64x3072xf32>
    %cst_114 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %575 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %576 = stablehlo.multiply %575, %574 : tensor<64x3072xf32>
    %577 = stablehlo.add %572, %576 : tensor<64x3072xf32>
    %cst_115 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %578 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %579 = stablehlo.multiply %578, %577 : tensor<64x3072xf32>
    %580 = stablehlo.tanh %579 : tensor<64x3072xf32>
    %cst_116 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %581 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %582 = stablehlo.add %581, %580 : tensor<64x3072xf32>
    %cst_117 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %583 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %584 = stablehlo.multiply %583, %582 : tensor<64x3072xf32>
    %585 = stablehlo.multiply %572, %584 : tensor<64x3072xf32>
    %586 = stablehlo.dot_general %585, %arg64, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x3072xf32>, tensor<3072x768xf32>) -> tensor<64x768xf32>
    %587 = stablehlo.add %544, %586 : tensor<64x768xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %588 = stablehlo.reduce(%587 init: %cst_118) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %589 = stablehlo.broadcast_in_dim %588, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_119 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %590 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %591 = stablehlo.divide %589, %590 : tensor<64x1xf32>
    %592 = stablehlo.broadcast_in_dim %591, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %593 = stablehlo.subtract %587, %592 : tensor<64x768xf32>
    %594 = stablehlo.multiply %593, %593 : tensor<64x768xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %595 = stablehlo.reduce(%594 init: %cst_120) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %596 = stablehlo.broadcast_in_dim %595, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_121 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %597 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %598 = stablehlo.divide %596, %597 : tensor<64x1xf32>
    %599 = stablehlo.broadcast_in_dim %591, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %600 = stablehlo.subtract %587, %599 : tensor<64x768xf32>
    %cst_122 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %601 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %602 = stablehlo.add %598, %601 : tensor<64x1xf32>
    %603 = stablehlo.rsqrt %602 : tensor<64x1xf32>
    %604 = stablehlo.broadcast_in_dim %603, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %605 = stablehlo.multiply %600, %604 : tensor<64x768xf32>
    %606 = stablehlo.broadcast_in_dim %arg71, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %607 = stablehlo.broadcast_in_dim %606, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %608 = stablehlo.multiply %605, %607 : tensor<64x768xf32>
    %609 = stablehlo.broadcast_in_dim %arg67, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %610 = stablehlo.broadcast_in_dim %609, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %611 = stablehlo.add %608, %610 : tensor<64x768xf32>
    %612 = stablehlo.dot_general %611, %arg76, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %613 = stablehlo.reshape %612 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %614 = stablehlo.transpose %613, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %615 = stablehlo.dot_general %611, %arg73, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %616 = stablehlo.reshape %615 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %617 = stablehlo.transpose %616, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %618 = stablehlo.dot_general %611, %arg77, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %619 = stablehlo.reshape %618 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %620 = stablehlo.transpose %619, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %621 = stablehlo.dot_general %614, %617, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<12x64x64xf32>, tensor<12x64x64xf32>) -> tensor<12x64x64xf32>
    %cst_123 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %622 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<12x64x64xf32>
    %623 = stablehlo.divide %621, %622 : tensor<12x64x64xf32>
    %c_124 = stablehlo.constant dense<true> : tensor<i1>
    %624 = stablehlo.broadcast_in_dim %c_124, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %625 = call @tril(%624) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_125 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %626 = call @_where(%625, %623, %cst_125) : (tensor<64x64xi1>, tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64x64xf32>
    %cst_126 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %627 = stablehlo.reduce(%626 init: %cst_126) applies stablehlo.maximum across dimensions = [2] : (tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64xf32>
    %cst_127 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<12x64xf32>
    %629 = stablehlo.maximum %628, %627 : tensor<12x64xf32>
    %630 = stablehlo.broadcast_in_dim %629, dims = [0, 1] : (tensor<12x64xf32>) -> tensor<12x64x1xf32>
    %631 = stablehlo.broadcast_in_dim %630, dims = [0, 1, 2] : (tensor<12x64x1xf32>) -> tensor<12x64x64xf32>
    %632 = stablehlo.subtract %626, %631 : tensor<12x64x64xf32>
    %633 = stablehlo.exponential %632 : tensor<12x64x64xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %634 = stablehlo.reduce(%633 init: %cst_128) applies stablehlo.add across dimensions = [2] : (tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64xf32>
    %635 = stablehlo.broadcast_in_dim %634, dims = [0, 1] : (tensor<12x64xf32>) -> tensor<12x64x1xf32>
    %636 = stablehlo.broadcast_in_dim %635, dims = [0, 1, 2] : (tensor<12x64x1xf32>) -> tensor<12x64x64xf32>
    %637 = stablehlo.divide %633, %636 : tensor<12x64x64xf32>
    %638 = stablehlo.dot_general %637, %620, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<12x64x64xf32>, tensor<12x64x64xf32>) -> tensor<12x64x64xf32>
    %639 = stablehlo.transpose %638, dims = [1, 0, 2] : (tensor<12x64x64xf32>) -> tensor<64x12x64xf32>
    %640 = stablehlo.reshape %639 : (tensor<64x12x64xf32>) -> tensor<64x768xf32>
    %641 = stablehlo.dot_general %640, %arg74, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %642 = stablehlo.add %587, %641 : tensor<64x768xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %643 = stablehlo.reduce(%642 init: %cst_129) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %644 = stablehlo.broadcast_in_dim %643, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_130 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %645 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %646 = stablehlo.divide %644, %645 : tensor<64x1xf32>
    %647 = stablehlo.broadcast_in_dim %646, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %648 = stablehlo.subtract %642, %647 : tensor<64x768xf32>
    %649 = stablehlo.multiply %648, %648 : tensor<64x768xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %650 = stablehlo.reduce(%649 init: %cst_131) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %651 = stablehlo.broadcast_in_dim %650, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_132 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %652 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %653 = stablehlo.divide %651, %652 : tensor<64x1xf32>
    %654 = stablehlo.broadcast_in_dim %646, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %655 = stablehlo.subtract %642, %654 : tensor<64x768xf32>
    %cst_133 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %656 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %657 = stablehlo.add %653, %656 : tensor<64x1xf32>
    %658 = stablehlo.rsqrt %657 : tensor<64x1xf32>
    %659 = stablehlo.broadcast_in_dim %658, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %660 = stablehlo.multiply %655, %659 : tensor<64x768xf32>
    %661 = stablehlo.broadcast_in_dim %arg72, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %662 = stablehlo.broadcast_in_dim %661, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %663 = stablehlo.multiply %660, %662 : tensor<64x768xf32>
    %664 = stablehlo.broadcast_in_dim %arg68, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %665 = stablehlo.broadcast_in_dim %664, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %666 = stablehlo.add %663, %665 : tensor<64x768xf32>
    %667 = stablehlo.dot_general %666, %arg70, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x3072xf32>) -> tensor<64x3072xf32>
    %668 = stablehlo.broadcast_in_dim %arg69, dims = [1] : (tensor<3072xf32>) -> tensor<1x3072xf32>
    %669 = stablehlo.broadcast_in_dim %668, dims = [0, 1] : (tensor<1x3072xf32>) -> tensor<64x3072xf32>
    %670 = stablehlo.add %667, %669 : tensor<64x3072xf32>
    %671 = stablehlo.multiply %670, %670 : tensor<64x3072xf32>
    %672 = stablehlo.multiply %671, %670 : tensor<64x3072xf32>
    %cst_134 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %673 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %674 = stablehlo.multiply %673, %672 : tensor<64x3072xf32>
    %675 = stablehlo.add %670, %674 : tensor<64x3072xf32>
    %cst_135 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %676 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %677 = stablehlo.multiply %676, %675 : tensor<64x3072xf32>
    %678 = stablehlo.tanh %677 : tensor<64x3072xf32>
    %cst_136 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %679 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %680 = stablehlo.add %679, %678 : tensor<64x3072xf32>
    %cst_137 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %681 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %682 = stablehlo.multiply %681, %680 : tensor<64x3072xf32>
    %683 = stablehlo.multiply %670, %682 : tensor<64x3072xf32>
    %684 = stablehlo.dot_general %683, %arg75, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x3072xf32>, tensor<3072x768xf32>) -> tensor<64x768xf32>
    %685 = stablehlo.add %642, %684 : tensor<64x768xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %686 = stablehlo.reduce(%685 init: %cst_138) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %687 = stablehlo.broadcast_in_dim %686, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_139 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %688 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %689 = stablehlo.divide %687, %688 : tensor<64x1xf32>
    %690 = stablehlo.broadcast_in_dim %689, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %691 = stablehlo.subtract %685, %690 : tensor<64x768xf32>
    %692 = stablehlo.multiply %691, %691 : tensor<64x768xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %693 = stablehlo.reduce(%692 init: %cst_140) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %694 = stablehlo.broadcast_in_dim %693, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_141 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %695 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %696 = stablehlo.divide %694, %695 : tensor<64x1xf32>
    %697 = stablehlo.broadcast_in_dim %689, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %698 = stablehlo.subtract %685, %697 : tensor<64x768xf32>
    %cst_142 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %699 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %700 = stablehlo.add %696, %699 : tensor<64x1xf32>
    %701 = stablehlo.rsqrt %700 : tensor<64x1xf32>
    %702 = stablehlo.broadcast_in_dim %701, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %703 = stablehlo.multiply %698, %702 : tensor<64x768xf32>
    %704 = stablehlo.broadcast_in_dim %arg82, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %705 = stablehlo.broadcast_in_dim %704, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %706 = stablehlo.multiply %703, %705 : tensor<64x768xf32>
    %707 = stablehlo.broadcast_in_dim %arg78, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %708 = stablehlo.broadcast_in_dim %707, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %709 = stablehlo.add %706, %708 : tensor<64x768xf32>
    %710 = stablehlo.dot_general %709, %arg87, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %711 = stablehlo.reshape %710 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %712 = stablehlo.transpose %711, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %713 = stablehlo.dot_general %709, %arg84, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %714 = stablehlo.reshape %713 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %715 = stablehlo.transpose %714, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %716 = stablehlo.dot_general %709, %arg88, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %717 = stablehlo.reshape %716 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %718 = stablehlo.transpose %717, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %719 = stablehlo.dot_general %712, %715, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<12x64x64xf32>, tensor<12x64x64xf32>) -> tensor<12x64x64xf32>
    %cst_143 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %720 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<12x64x64xf32>
    %721 = stablehlo.divide %719, %720 : tensor<12x64x64xf32>
    %c_144 = stablehlo.constant dense<true> : tensor<i1>
    %722 = stablehlo.broadcast_in_dim %c_144, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %723 = call @tril(%722) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_145 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %724 = call @_where(%723, %721, %cst_145) : (tensor<64x64xi1>, tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64x64xf32>
    %cst_146 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %725 = stablehlo.reduce(%724 init: %cst_146) applies stablehlo.maximum across dimensions = [2] : (tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64xf32>
    %cst_147 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %726 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<12x64xf32>
    %727 = stablehlo.maximum %726, %725 : tensor<12x64xf32>
    %728 = stablehlo.broadcast_in_dim %727, dims = [0, 1] : (tensor<12x64xf32>) -> tensor<12x64x1xf32>
    %729 = stablehlo.broadcast_in_dim %728, dims = [0, 1, 2] : (tensor<12x64x1xf32>) -> tensor<12x64x64xf32>
    %730 = stablehlo.subtract %724, %729 : tensor<12x64x64xf32>
    %731 = stablehlo.exponential %730 : tensor<12x64x64xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %732 = stablehlo.reduce(%731 init: %cst_148) applies stablehlo.add across dimensions = [2] : (tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64xf32>
    %733 = stablehlo.broadcast_in_dim %732, dims = [0, 1] : (tensor<12x64xf32>) -> tensor<12x64x1xf32>
    %734 = stablehlo.broadcast_in_dim %733, dims = [0, 1, 2] : (tensor<12x64x1xf32>) -> tensor<12x64x64xf32>
    %735 = stablehlo.divide %731, %734 : tensor<12x64x64xf32>
    %736 = stablehlo.dot_general %735, %718, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<12x64x64xf32>, tensor<12x64x64xf32>) -> tensor<12x64x64xf32>
    %737 = stablehlo.transpose %736, dims = [1, 0, 2] : (tensor<12x64x64xf32>) -> tensor<64x12x64xf32>
    %738 = stablehlo.reshape %737 : (tensor<64x12x64xf32>) -> tensor<64x768xf32>
    %739 = stablehlo.dot_general %738, %arg85, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %740 = stablehlo.add %685, %739 : tensor<64x768xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %741 = stablehlo.reduce(%740 init: %cst_149) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %742 = stablehlo.broadcast_in_dim %741, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_150 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %743 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %744 = stablehlo.divide %742, %743 : tensor<64x1xf32>
    %745 = stablehlo.broadcast_in_dim %744, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %746 = stablehlo.subtract %740, %745 : tensor<64x768xf32>
    %747 = stablehlo.multiply %746, %746 : tensor<64x768xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %748 = stablehlo.reduce(%747 init: %cst_151) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %749 = stablehlo.broadcast_in_dim %748, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_152 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %750 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %751 = stablehlo.divide %749, %750 : tensor<64x1xf32>
    %752 = stablehlo.broadcast_in_dim %744, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %753 = stablehlo.subtract %740, %752 : tensor<64x768xf32>
    %cst_153 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %754 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %755 = stablehlo.add %751, %754 : tensor<64x1xf32>
    %756 = stablehlo.rsqrt %755 : tensor<64x1xf32>
    %757 = stablehlo.broadcast_in_dim %756, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %758 = stablehlo.multiply %753, %757 : tensor<64x768xf32>
    %759 = stablehlo.broadcast_in_dim %arg83, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %760 = stablehlo.broadcast_in_dim %759, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %761 = stablehlo.multiply %758, %760 : tensor<64x768xf32>
    %762 = stablehlo.broadcast_in_dim %arg79, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %763 = stablehlo.broadcast_in_dim %762, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %764 = stablehlo.add %761, %763 : tensor<64x768xf32>
    %765 = stablehlo.dot_general %764, %arg81, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x3072xf32>) -> tensor<64x3072xf32>
    %766 = stablehlo.broadcast_in_dim %arg80, dims = [1] : (tensor<3072xf32>) -> tensor<1x3072xf32>
    %767 = stablehlo.broadcast_in_dim %766, dims = [0, 1] : (tensor<1x3072xf32>) -> tensor<64x3072xf32>
    %768 = stablehlo.add %765, %767 : tensor<64x3072xf32>
    %769 = stablehlo.multiply %768, %768 : tensor<64x3072xf32>
    %770 = stablehlo.multiply %769, %768 : tensor<64x3072xf32>
    %cst_154 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %771 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %772 = stablehlo.multiply %771, %770 : tensor<64x3072xf32>
    %773 = stablehlo.add %768, %772 : tensor<64x3072xf32>
    %cst_155 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %774 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %775 = stablehlo.multiply %774, %773 : tensor<64x3072xf32>
    %776 = stablehlo.tanh %775 : tensor<64x3072xf32>
    %cst_156 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %777 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %778 = stablehlo.add %777, %776 : tensor<64x3072xf32>
    %cst_157 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %779 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %780 = stablehlo.multiply %779, %778 : tensor<64x3072xf32>
    %781 = stablehlo.multiply %768, %780 : tensor<64x3072xf32>
    %782 = stablehlo.dot_general %781, %arg86, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x3072xf32>, tensor<3072x768xf32>) -> tensor<64x768xf32>
    %783 = stablehlo.add %740, %782 : tensor<64x768xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %784 = stablehlo.reduce(%783 init: %cst_158) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %785 = stablehlo.broadcast_in_dim %784, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_159 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %786 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %787 = stablehlo.divide %785, %786 : tensor<64x1xf32>
    %788 = stablehlo.broadcast_in_dim %787, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %789 = stablehlo.subtract %783, %788 : tensor<64x768xf32>
    %790 = stablehlo.multiply %789, %789 : tensor<64x768xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %791 = stablehlo.reduce(%790 init: %cst_160) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %792 = stablehlo.broadcast_in_dim %791, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_161 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %793 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %794 = stablehlo.divide %792, %793 : tensor<64x1xf32>
    %795 = stablehlo.broadcast_in_dim %787, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %796 = stablehlo.subtract %783, %795 : tensor<64x768xf32>
    %cst_162 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %797 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %798 = stablehlo.add %794, %797 : tensor<64x1xf32>
    %799 = stablehlo.rsqrt %798 : tensor<64x1xf32>
    %800 = stablehlo.broadcast_in_dim %799, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %801 = stablehlo.multiply %796, %800 : tensor<64x768xf32>
    %802 = stablehlo.broadcast_in_dim %arg93, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %803 = stablehlo.broadcast_in_dim %802, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %804 = stablehlo.multiply %801, %803 : tensor<64x768xf32>
    %805 = stablehlo.broadcast_in_dim %arg89, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %806 = stablehlo.broadcast_in_dim %805, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %807 = stablehlo.add %804, %806 : tensor<64x768xf32>
    %808 = stablehlo.dot_general %807, %arg98, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %809 = stablehlo.reshape %808 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %810 = stablehlo.transpose %809, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %811 = stablehlo.dot_general %807, %arg95, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %812 = stablehlo.reshape %811 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %813 = stablehlo.transpose %812, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %814 = stablehlo.dot_general %807, %arg99, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %815 = stablehlo.reshape %814 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %816 = stablehlo.transpose %815, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %817 = stablehlo.dot_general %810, %813, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<12x64x64xf32>, tensor<12x64x64xf32>) -> tensor<12x64x64xf32>
    %cst_163 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %818 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<12x64x64xf32>
    %819 = stablehlo.divide %817, %818 : tensor<12x64x64xf32>
    %c_164 = stablehlo.constant dense<true> : tensor<i1>
    %820 = stablehlo.broadcast_in_dim %c_164, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %821 = call @tril(%820) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_165 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %822 = call @_where(%821, %819, %cst_165) : (tensor<64x64xi1>, tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64x64xf32>
    %cst_166 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %823 = stablehlo.reduce(%822 init: %cst_166) applies stablehlo.maximum across dimensions = [2] : (tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64xf32>
    %cst_167 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %824 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<12x64xf32>
    %825 = stablehlo.maximum %824, %823 : tensor<12x64xf32>
    %826 = stablehlo.broadcast_in_dim %825, dims = [0, 1] : (tensor<12x64xf32>) -> tensor<12x64x1xf32>
    %827 = stablehlo.broadcast_in_dim %826, dims = [0, 1, 2] : (tensor<12x64x1xf32>) -> tensor<12x64x64xf32>
    %828 = stablehlo.subtract %822, %827 : tensor<12x64x64xf32>
    %829 = stablehlo.exponential %828 : tensor<12x64x64xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %830 = stablehlo.reduce(%829 init: %cst_168) applies stablehlo.add across dimensions = [2] : (tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64xf32>
    %831 = stablehlo.broadcast_in_dim %830, dims = [0, 1] : (tensor<12x64xf32>) -> tensor<12x64x1xf32>
    %832 = stablehlo.broadcast_in_dim %831, dims = [0, 1, 2] : (tensor<12x64x1xf32>) -> tensor<12x64x64xf32>
    %833 = stablehlo.divide %829, %832 : tensor<12x64x64xf32>
    %834 = stablehlo.dot_general %833, %816, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<12x64x64xf32>, tensor<12x64x64xf32>) -> tensor<12x64x64xf32>
    %835 = stablehlo.transpose %834, dims = [1, 0, 2] : (tensor<12x64x64xf32>) -> tensor<64x12x64xf32>
    %836 = stablehlo.reshape %835 : (tensor<64x12x64xf32>) -> tensor<64x768xf32>
    %837 = stablehlo.dot_general %836, %arg96, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %838 = stablehlo.add %783, %837 : tensor<64x768xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %839 = stablehlo.reduce(%838 init: %cst_169) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %840 = stablehlo.broadcast_in_dim %839, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_170 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %841 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %842 = stablehlo.divide %840, %841 : tensor<64x1xf32>
    %843 = stablehlo.broadcast_in_dim %842, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %844 = stablehlo.subtract %838, %843 : tensor<64x768xf32>
    %845 = stablehlo.multiply %844, %844 : tensor<64x768xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %846 = stablehlo.reduce(%845 init: %cst_171) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %847 = stablehlo.broadcast_in_dim %846, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_172 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %848 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %849 = stablehlo.divide %847, %848 : tensor<64x1xf32>
    %850 = stablehlo.broadcast_in_dim %842, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %851 = stablehlo.subtract %838, %850 : tensor<64x768xf32>
    %cst_173 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %852 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %853 = stablehlo.add %849, %852 : tensor<64x1xf32>
    %854 = stablehlo.rsqrt %853 : tensor<64x1xf32>
    %855 = stablehlo.broadcast_in_dim %854, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %856 = stablehlo.multiply %851, %855 : tensor<64x768xf32>
    %857 = stablehlo.broadcast_in_dim %arg94, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %858 = stablehlo.broadcast_in_dim %857, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %859 = stablehlo.multiply %856, %858 : tensor<64x768xf32>
    %860 = stablehlo.broadcast_in_dim %arg90, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %861 = stablehlo.broadcast_in_dim %860, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %862 = stablehlo.add %859, %861 : tensor<64x768xf32>
    %863 = stablehlo.dot_general %862, %arg92, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x3072xf32>) -> tensor<64x3072xf32>
    %864 = stablehlo.broadcast_in_dim %arg91, dims = [1] : (tensor<3072xf32>) -> tensor<1x3072xf32>
    %865 = stablehlo.broadcast_in_dim %864, dims = [0, 1] : (tensor<1x3072xf32>) -> tensor<64x3072xf32>
    %866 = stablehlo.add %863, %865 : tensor<64x3072xf32>
    %867 = stablehlo.multiply %866, %866 : tensor<64x3072xf32>
    %868 = stablehlo.multiply %867, %866 : tensor<64x3072xf32>
    %cst_174 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %869 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %870 = stablehlo.multiply %869, %868 : tensor<64x3072xf32>
    %871 = stablehlo.add %866, %870 : tensor<64x3072xf32>
    %cst_175 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %872 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %873 = stablehlo.multiply %872, %871 : tensor<64x3072xf32>
    %874 = stablehlo.tanh %873 : tensor<64x3072xf32>
    %cst_176 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %875 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %876 = stablehlo.add %875, %874 : tensor<64x3072xf32>
    %cst_177 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %877 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %878 = stablehlo.multiply %877, %876 : tensor<64x3072xf32>
    %879 = stablehlo.multiply %866, %878 : tensor<64x3072xf32>
    %880 = stablehlo.dot_general %879, %arg97, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x3072xf32>, tensor<3072x768xf32>) -> tensor<64x768xf32>
    %881 = stablehlo.add %838, %880 : tensor<64x768xf32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %882 = stablehlo.reduce(%881 init: %cst_178) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %883 = stablehlo.broadcast_in_dim %882, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_179 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %884 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %885 = stablehlo.divide %883, %884 : tensor<64x1xf32>
    %886 = stablehlo.broadcast_in_dim %885, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %887 = stablehlo.subtract %881, %886 : tensor<64x768xf32>
    %888 = stablehlo.multiply %887, %887 : tensor<64x768xf32>
    %cst_180 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %889 = stablehlo.reduce(%888 init: %cst_180) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %890 = stablehlo.broadcast_in_dim %889, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_181 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %891 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %892 = stablehlo.divide %890, %891 : tensor<64x1xf32>
    %893 = stablehlo.broadcast_in_dim %885, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %894 = stablehlo.subtract %881, %893 : tensor<64x768xf32>
    %cst_182 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %895 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %896 = stablehlo.add %892, %895 : tensor<64x1xf32>
    %897 = stablehlo.rsqrt %896 : tensor<64x1xf32>
    %898 = stablehlo.broadcast_in_dim %897, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %899 = stablehlo.multiply %894, %898 : tensor<64x768xf32>
    %900 = stablehlo.broadcast_in_dim %arg104, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %901 = stablehlo.broadcast_in_dim %900, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %902 = stablehlo.multiply %899, %901 : tensor<64x768xf32>
    %903 = stablehlo.broadcast_in_dim %arg100, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %904 = stablehlo.broadcast_in_dim %903, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %905 = stablehlo.add %902, %904 : tensor<64x768xf32>
    %906 = stablehlo.dot_general %905, %arg109, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %907 = stablehlo.reshape %906 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %908 = stablehlo.transpose %907, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %909 = stablehlo.dot_general %905, %arg106, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %910 = stablehlo.reshape %909 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %911 = stablehlo.transpose %910, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %912 = stablehlo.dot_general %905, %arg110, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %913 = stablehlo.reshape %912 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %914 = stablehlo.transpose %913, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %915 = stablehlo.dot_general %908, %911, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<12x64x64xf32>, tensor<12x64x64xf32>) -> tensor<12x64x64xf32>
    %cst_183 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %916 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<12x64x64xf32>
    %917 = stablehlo.divide %915, %916 : tensor<12x64x64xf32>
    %c_184 = stablehlo.constant dense<true> : tensor<i1>
    %918 = stablehlo.broadcast_in_dim %c_184, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %919 = call @tril(%918) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_185 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %920 = call @_where(%919, %917, %cst_185) : (tensor<64x64xi1>, tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64x64xf32>
    %cst_186 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %921 = stablehlo.reduce(%920 init: %cst_186) applies stablehlo.maximum across dimensions = [2] : (tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64xf32>
    %cst_187 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %922 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<12x64xf32>
    %923 = stablehlo.maximum %922, %921 : tensor<12x64xf32>
    %924 = stablehlo.broadcast_in_dim %923, dims = [0, 1] : (tensor<12x64xf32>) -> tensor<12x64x1xf32>
    %925 = stablehlo.broadcast_in_dim %924, dims = [0, 1, 2] : (tensor<12x64x1xf32>) -> tensor<12x64x64xf32>
    %926 = stablehlo.subtract %920, %925 : tensor<12x64x64xf32>
    %927 = stablehlo.exponential %926 : tensor<12x64x64xf32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %928 = stablehlo.reduce(%927 init: %cst_188) applies stablehlo.add across dimensions = [2] : (tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64xf32>
    %929 = stablehlo.broadcast_in_dim %928, dims = [0, 1] : (tensor<12x64xf32>) -> tensor<12x64x1xf32>
    %930 = stablehlo.broadcast_in_dim %929, dims = [0, 1, 2] : (tensor<12x64x1xf32>) -> tensor<12x64x64xf32>
    %931 = stablehlo.divide %927, %930 : tensor<12x64x64xf32>
    %932 = stablehlo.dot_general %931, %914, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<12x64x64xf32>, tensor<12x64x64xf32>) -> tensor<12x64x64xf32>
    %933 = stablehlo.transpose %932, dims = [1, 0, 2] : (tensor<12x64x64xf32>) -> tensor<64x12x64xf32>
    %934 = stablehlo.reshape %933 : (tensor<64x12x64xf32>) -> tensor<64x768xf32>
    %935 = stablehlo.dot_general %934, %arg107, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %936 = stablehlo.add %881, %935 : tensor<64x768xf32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %937 = stablehlo.reduce(%936 init: %cst_189) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %938 = stablehlo.broadcast_in_dim %937, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_190 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %939 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %940 = stablehlo.divide %938, %939 : tensor<64x1xf32>
    %941 = stablehlo.broadcast_in_dim %940, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %942 = stablehlo.subtract %936, %941 : tensor<64x768xf32>
    %943 = stablehlo.multiply %942, %942 : tensor<64x768xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %944 = stablehlo.reduce(%943 init: %cst_191) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %945 = stablehlo.broadcast_in_dim %944, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_192 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %946 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %947 = stablehlo.divide %945, %946 : tensor<64x1xf32>
    %948 = stablehlo.broadcast_in_dim %940, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %949 = stablehlo.subtract %936, %948 : tensor<64x768xf32>
    %cst_193 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %950 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %951 = stablehlo.add %947, %950 : tensor<64x1xf32>
    %952 = stablehlo.rsqrt %951 : tensor<64x1xf32>
    %953 = stablehlo.broadcast_in_dim %952, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %954 = stablehlo.multiply %949, %953 : tensor<64x768xf32>
    %955 = stablehlo.broadcast_in_dim %arg105, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %956 = stablehlo.broadcast_in_dim %955, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %957 = stablehlo.multiply %954, %956 : tensor<64x768xf32>
    %958 = stablehlo.broadcast_in_dim %arg101, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %959 = stablehlo.broadcast_in_dim %958, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %960 = stablehlo.add %957, %959 : tensor<64x768xf32>
    %961 = stablehlo.dot_general %960, %arg103, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x3072xf32>) -> tensor<64x3072xf32>
    %962 = stablehlo.broadcast_in_dim %arg102, dims = [1] : (tensor<3072xf32>) -> tensor<1x3072xf32>
    %963 = stablehlo.broadcast_in_dim %962, dims = [0, 1] : (tensor<1x3072xf32>) -> tensor<64x3072xf32>
    %964 = stablehlo.add %961, %963 : tensor<64x3072xf32>
    %965 = stablehlo.multiply %964, %964 : tensor<64x3072xf32>
    %966 = stablehlo.multiply %965, %964 : tensor<64x3072xf32>
    %cst_194 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %967 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %968 = stablehlo.multiply %967, %966 : tensor<64x3072xf32>
    %969 = stablehlo.add %964, %968 : tensor<64x3072xf32>
    %cst_195 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %970 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %971 = stablehlo.multiply %970, %969 : tensor<64x3072xf32>
    %972 = stablehlo.tanh %971 : tensor<64x3072xf32>
    %cst_196 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %973 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %974 = stablehlo.add %973, %972 : tensor<64x3072xf32>
    %cst_197 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %975 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %976 = stablehlo.multiply %975, %974 : tensor<64x3072xf32>
    %977 = stablehlo.multiply %964, %976 : tensor<64x3072xf32>
    %978 = stablehlo.dot_general %977, %arg108, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x3072xf32>, tensor<3072x768xf32>) -> tensor<64x768xf32>
    %979 = stablehlo.add %936, %978 : tensor<64x768xf32>
    %cst_198 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %980 = stablehlo.reduce(%979 init: %cst_198) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %981 = stablehlo.broadcast_in_dim %980, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_199 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %982 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %983 = stablehlo.divide %981, %982 : tensor<64x1xf32>
    %984 = stablehlo.broadcast_in_dim %983, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %985 = stablehlo.subtract %979, %984 : tensor<64x768xf32>
    %986 = stablehlo.multiply %985, %985 : tensor<64x768xf32>
    %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %987 = stablehlo.reduce(%986 init: %cst_200) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %988 = stablehlo.broadcast_in_dim %987, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_201 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %989 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %990 = stablehlo.divide %988, %989 : tensor<64x1xf32>
    %991 = stablehlo.broadcast_in_dim %983, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %992 = stablehlo.subtract %979, %991 : tensor<64x768xf32>
    %cst_202 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %993 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %994 = stablehlo.add %990, %993 : tensor<64x1xf32>
    %995 = stablehlo.rsqrt %994 : tensor<64x1xf32>
    %996 = stablehlo.broadcast_in_dim %995, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %997 = stablehlo.multiply %992, %996 : tensor<64x768xf32>
    %998 = stablehlo.broadcast_in_dim %arg115, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %999 = stablehlo.broadcast_in_dim %998, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %1000 = stablehlo.multiply %997, %999 : tensor<64x768xf32>
    %1001 = stablehlo.broadcast_in_dim %arg111, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %1002 = stablehlo.broadcast_in_dim %1001, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %1003 = stablehlo.add %1000, %1002 : tensor<64x768xf32>
    %1004 = stablehlo.dot_general %1003, %arg120, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %1005 = stablehlo.reshape %1004 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %1006 = stablehlo.transpose %1005, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %1007 = stablehlo.dot_general %1003, %arg117, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %1008 = stablehlo.reshape %1007 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %1009 = stablehlo.transpose %1008, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %1010 = stablehlo.dot_general %1003, %arg121, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %1011 = stablehlo.reshape %1010 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %1012 = stablehlo.transpose %1011, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %1013 = stablehlo.dot_general %1006, %1009, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<12x64x64xf32>, tensor<12x64x64xf32>) -> tensor<12x64x64xf32>
    %cst_203 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %1014 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<12x64x64xf32>
    %1015 = stablehlo.divide %1013, %1014 : tensor<12x64x64xf32>
    %c_204 = stablehlo.constant dense<true> : tensor<i1>
    %1016 = stablehlo.broadcast_in_dim %c_204, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %1017 = call @tril(%1016) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_205 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %1018 = call @_where(%1017, %1015, %cst_205) : (tensor<64x64xi1>, tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64x64xf32>
    %cst_206 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1019 = stablehlo.reduce(%1018 init: %cst_206) applies stablehlo.maximum across dimensions = [2] : (tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64xf32>
    %cst_207 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1020 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<12x64xf32>
    %1021 = stablehlo.maximum %1020, %1019 : tensor<12x64xf32>
    %1022 = stablehlo.broadcast_in_dim %1021, dims = [0, 1] : (tensor<12x64xf32>) -> tensor<12x64x1xf32>
    %1023 = stablehlo.broadcast_in_dim %1022, dims = [0, 1, 2] : (tensor<12x64x1xf32>) -> tensor<12x64x64xf32>
    %1024 = stablehlo.subtract %1018, %1023 : tensor<12x64x64xf32>
    %1025 = stablehlo.exponential %1024 : tensor<12x64x64xf32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1026 = stablehlo.reduce(%1025 init: %cst_208) applies stablehlo.add across dimensions = [2] : (tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64xf32>
    %1027 = stablehlo.broadcast_in_dim %1026, dims = [0, 1] : (tensor<12x64xf32>) -> tensor<12x64x1xf32>
    %1028 = stablehlo.broadcast_in_dim %1027, dims = [0, 1, 2] : (tensor<12x64x1xf32>) -> tensor<12x64x64xf32>
    %1029 = stablehlo.divide %1025, %1028 : tensor<12x64x64xf32>
    %1030 = stablehlo.dot_general %1029, %1012, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<12x64x64xf32>, tensor<12x64x64xf32>) -> tensor<12x64x64xf32>
    %1031 = stablehlo.transpose %1030, dims = [1, 0, 2] : (tensor<12x64x64xf32>) -> tensor<64x12x64xf32>
    %1032 = stablehlo.reshape %1031 : (tensor<64x12x64xf32>) -> tensor<64x768xf32>
    %1033 = stablehlo.dot_general %1032, %arg118, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %1034 = stablehlo.add %979, %1033 : tensor<64x768xf32>
    %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1035 = stablehlo.reduce(%1034 init: %cst_209) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %1036 = stablehlo.broadcast_in_dim %1035, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_210 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1037 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %1038 = stablehlo.divide %1036, %1037 : tensor<64x1xf32>
    %1039 = stablehlo.broadcast_in_dim %1038, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %1040 = stablehlo.subtract %1034, %1039 : tensor<64x768xf32>
    %1041 = stablehlo.multiply %1040, %1040 : tensor<64x768xf32>
    %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1042 = stablehlo.reduce(%1041 init: %cst_211) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %1043 = stablehlo.broadcast_in_dim %1042, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_212 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1044 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %1045 = stablehlo.divide %1043, %1044 : tensor<64x1xf32>
    %1046 = stablehlo.broadcast_in_dim %1038, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %1047 = stablehlo.subtract %1034, %1046 : tensor<64x768xf32>
    %cst_213 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1048 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %1049 = stablehlo.add %1045, %1048 : tensor<64x1xf32>
    %1050 = stablehlo.rsqrt %1049 : tensor<64x1xf32>
    %1051 = stablehlo.broadcast_in_dim %1050, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %1052 = stablehlo.multiply %1047, %1051 : tensor<64x768xf32>
    %1053 = stablehlo.broadcast_in_dim %arg116, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %1054 = stablehlo.broadcast_in_dim %1053, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %1055 = stablehlo.multiply %1052, %1054 : tensor<64x768xf32>
    %1056 = stablehlo.broadcast_in_dim %arg112, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %1057 = stablehlo.broadcast_in_dim %1056, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %1058 = stablehlo.add %1055, %1057 : tensor<64x768xf32>
    %1059 = stablehlo.dot_general %1058, %arg114, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x3072xf32>) -> tensor<64x3072xf32>
    %1060 = stablehlo.broadcast_in_dim %arg113, dims = [1] : (tensor<3072xf32>) -> tensor<1x3072xf32>
    %1061 = stablehlo.broadcast_in_dim %1060, dims = [0, 1] : (tensor<1x3072xf32>) -> tensor<64x3072xf32>
    %1062 = stablehlo.add %1059, %1061 : tensor<64x3072xf32>
    %1063 = stablehlo.multiply %1062, %1062 : tensor<64x3072xf32>
    %1064 = stablehlo.multiply %1063, %1062 : tensor<64x3072xf32>
    %cst_214 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1065 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %1066 = stablehlo.multiply %1065, %1064 : tensor<64x3072xf32>
    %1067 = stablehlo.add %1062, %1066 : tensor<64x3072xf32>
    %cst_215 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1068 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %1069 = stablehlo.multiply %1068, %1067 : tensor<64x3072xf32>
    %1070 = stablehlo.tanh %1069 : tensor<64x3072xf32>
    %cst_216 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1071 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %1072 = stablehlo.add %1071, %1070 : tensor<64x3072xf32>
    %cst_217 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1073 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %1074 = stablehlo.multiply %1073, %1072 : tensor<64x3072xf32>
    %1075 = stablehlo.multiply %1062, %1074 : tensor<64x3072xf32>
    %1076 = stablehlo.dot_general %1075, %arg119, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x3072xf32>, tensor<3072x768xf32>) -> tensor<64x768xf32>
    %1077 = stablehlo.add %1034, %1076 : tensor<64x768xf32>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1078 = stablehlo.reduce(%1077 init: %cst_218) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %1079 = stablehlo.broadcast_in_dim %1078, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_219 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1080 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %1081 = stablehlo.divide %1079, %1080 : tensor<64x1xf32>
    %1082 = stablehlo.broadcast_in_dim %1081, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %1083 = stablehlo.subtract %1077, %1082 : tensor<64x768xf32>
    %1084 = stablehlo.multiply %1083, %1083 : tensor<64x768xf32>
    %cst_220 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1085 = stablehlo.reduce(%1084 init: %cst_220) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %1086 = stablehlo.broadcast_in_dim %1085, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_221 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1087 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %1088 = stablehlo.divide %1086, %1087 : tensor<64x1xf32>
    %1089 = stablehlo.broadcast_in_dim %1081, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %1090 = stablehlo.subtract %1077, %1089 : tensor<64x768xf32>
    %cst_222 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1091 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %1092 = stablehlo.add %1088, %1091 : tensor<64x1xf32>
    %1093 = stablehlo.rsqrt %1092 : tensor<64x1xf32>
    %1094 = stablehlo.broadcast_in_dim %1093, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %1095 = stablehlo.multiply %1090, %1094 : tensor<64x768xf32>
    %1096 = stablehlo.broadcast_in_dim %arg126, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %1097 = stablehlo.broadcast_in_dim %1096, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %1098 = stablehlo.multiply %1095, %1097 : tensor<64x768xf32>
    %1099 = stablehlo.broadcast_in_dim %arg122, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %1100 = stablehlo.broadcast_in_dim %1099, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %1101 = stablehlo.add %1098, %1100 : tensor<64x768xf32>
    %1102 = stablehlo.dot_general %1101, %arg131, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %1103 = stablehlo.reshape %1102 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %1104 = stablehlo.transpose %1103, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %1105 = stablehlo.dot_general %1101, %arg128, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %1106 = stablehlo.reshape %1105 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %1107 = stablehlo.transpose %1106, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %1108 = stablehlo.dot_general %1101, %arg132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %1109 = stablehlo.reshape %1108 : (tensor<64x768xf32>) -> tensor<64x12x64xf32>
    %1110 = stablehlo.transpose %1109, dims = [1, 0, 2] : (tensor<64x12x64xf32>) -> tensor<12x64x64xf32>
    %1111 = stablehlo.dot_general %1104, %1107, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<12x64x64xf32>, tensor<12x64x64xf32>) -> tensor<12x64x64xf32>
    %cst_223 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %1112 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<12x64x64xf32>
    %1113 = stablehlo.divide %1111, %1112 : tensor<12x64x64xf32>
    %c_224 = stablehlo.constant dense<true> : tensor<i1>
    %1114 = stablehlo.broadcast_in_dim %c_224, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %1115 = call @tril(%1114) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_225 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %1116 = call @_where(%1115, %1113, %cst_225) : (tensor<64x64xi1>, tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64x64xf32>
    %cst_226 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1117 = stablehlo.reduce(%1116 init: %cst_226) applies stablehlo.maximum across dimensions = [2] : (tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64xf32>
    %cst_227 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1118 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<12x64xf32>
    %1119 = stablehlo.maximum %1118, %1117 : tensor<12x64xf32>
    %1120 = stablehlo.broadcast_in_dim %1119, dims = [0, 1] : (tensor<12x64xf32>) -> tensor<12x64x1xf32>
    %1121 = stablehlo.broadcast_in_dim %1120, dims = [0, 1, 2] : (tensor<12x64x1xf32>) -> tensor<12x64x64xf32>
    %1122 = stablehlo.subtract %1116, %1121 : tensor<12x64x64xf32>
    %1123 = stablehlo.exponential %1122 : tensor<12x64x64xf32>
    %cst_228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1124 = stablehlo.reduce(%1123 init: %cst_228) applies stablehlo.add across dimensions = [2] : (tensor<12x64x64xf32>, tensor<f32>) -> tensor<12x64xf32>
    %1125 = stablehlo.broadcast_in_dim %1124, dims = [0, 1] : (tensor<12x64xf32>) -> tensor<12x64x1xf32>
    %1126 = stablehlo.broadcast_in_dim %1125, dims = [0, 1, 2] : (tensor<12x64x1xf32>) -> tensor<12x64x64xf32>
    %1127 = stablehlo.divide %1123, %1126 : tensor<12x64x64xf32>
    %1128 = stablehlo.dot_general %1127, %1110, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<12x64x64xf32>, tensor<12x64x64xf32>) -> tensor<12x64x64xf32>
    %1129 = stablehlo.transpose %1128, dims = [1, 0, 2] : (tensor<12x64x64xf32>) -> tensor<64x12x64xf32>
    %1130 = stablehlo.reshape %1129 : (tensor<64x12x64xf32>) -> tensor<64x768xf32>
    %1131 = stablehlo.dot_general %1130, %arg129, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x768xf32>) -> tensor<64x768xf32>
    %1132 = stablehlo.add %1077, %1131 : tensor<64x768xf32>
    %cst_229 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1133 = stablehlo.reduce(%1132 init: %cst_229) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %1134 = stablehlo.broadcast_in_dim %1133, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_230 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1135 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %1136 = stablehlo.divide %1134, %1135 : tensor<64x1xf32>
    %1137 = stablehlo.broadcast_in_dim %1136, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %1138 = stablehlo.subtract %1132, %1137 : tensor<64x768xf32>
    %1139 = stablehlo.multiply %1138, %1138 : tensor<64x768xf32>
    %cst_231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1140 = stablehlo.reduce(%1139 init: %cst_231) applies stablehlo.add across dimensions = [1] : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %1141 = stablehlo.broadcast_in_dim %1140, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_232 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1142 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %1143 = stablehlo.divide %1141, %1142 : tensor<64x1xf32>
    %1144 = stablehlo.broadcast_in_dim %1136, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %1145 = stablehlo.subtract %1132, %1144 : tensor<64x768xf32>
    %cst_233 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1146 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %1147 = stablehlo.add %1143, %1146 : tensor<64x1xf32>
    %1148 = stablehlo.rsqrt %1147 : tensor<64x1xf32>
    %1149 = stablehlo.broadcast_in_dim %1148, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x768xf32>
    %1150 = stablehlo.multiply %1145, %1149 : tensor<64x768xf32>
    %1151 = stablehlo.broadcast_in_dim %arg127, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %1152 = stablehlo.broadcast_in_dim %1151, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %1153 = stablehlo.multiply %1150, %1152 : tensor<64x768xf32>
    %1154 = stablehlo.broadcast_in_dim %arg123, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %1155 = stablehlo.broadcast_in_dim %1154, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<64x768xf32>
    %1156 = stablehlo.add %1153, %1155 : tensor<64x768xf32>
    %1157 = stablehlo.dot_general %1156, %arg125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xf32>, tensor<768x3072xf32>) -> tensor<64x3072xf32>
    %1158 = stablehlo.broadcast_in_dim %arg124, dims = [1] : (tensor<3072xf32>) -> tensor<1x3072xf32>
    %1159 = stablehlo.broadcast_in_dim %1158, dims = [0, 1] : (tensor<1x3072xf32>) -> tensor<64x3072xf32>
    %1160 = stablehlo.add %1157, %1159 : tensor<64x3072xf32>
    %1161 = stablehlo.multiply %1160, %1160 : tensor<64x3072xf32>
    %1162 = stablehlo.multiply %1161, %1160 : tensor<64x3072xf32>
    %cst_234 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1163 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %1164 = stablehlo.multiply %1163, %1162 : tensor<64x3072xf32>
    %1165 = stablehlo.add %1160, %1164 : tensor<64x3072xf32>
    %cst_235 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1166 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %1167 = stablehlo.multiply %1166, %1165 : tensor<64x3072xf32>
    %1168 = stablehlo.tanh %1167 : tensor<64x3072xf32>
    %cst_236 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1169 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %1170 = stablehlo.add %1169, %1168 : tensor<64x3072xf32>
    %cst_237 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1171 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<64x3072xf32>
    %1172 = stablehlo.multiply %1171, %1170 : tensor<64x3072xf32>
    %1173 = stablehlo.multiply %1160, %1172 : tensor<64x3072xf32>
    %1174 = stablehlo.dot_general %1173, %arg130, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x3072xf32>, tensor<3072x768xf32>) -> tensor<64x768xf32>
    %1175 = stablehlo.add %1132, %1174 : tensor<64x768xf32>
    return %1175 : tensor<64x768xf32>
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
