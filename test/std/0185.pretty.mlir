module {
  func.func @f0(%arg0: f32, %arg1: bf16) -> (bf16, bf16) {
    %0 = tensor.empty() : tensor<2xbf16>
    %expanded = tensor.expand_shape %0 [[0, 1]] output_shape [1, 2] : tensor<2xbf16> into tensor<1x2xbf16>
    %c0 = arith.constant 0 : index
    %c56 = arith.constant 56 : index
    %c1 = arith.constant 1 : index
    %1 = scf.for %arg2 = %c0 to %c56 step %c1 iter_args(%arg3 = %arg1) -> (bf16) {
      %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
      %c0_i64 = arith.constant 0 : i64
      %14 = arith.cmpi ule, %c4611686018427387903_i64, %c0_i64 : i64
      cf.assert %14, "x must be \22positive\22"
      %cst_8 = arith.constant -2.500000e-01 : f64
      %15 = math.powf %cst_8, %cst_8 fastmath<nnan,ninf,nsz> : f64
      %alloca = memref.alloca() : memref<2xbf16>
      memref.dealloc %alloca : memref<2xbf16>
      %cst_9 = arith.constant -2.500000e-01 : f16
      %cst_10 = arith.constant 3.000000e+00 : f16
      %from_elements = tensor.from_elements %cst_9, %cst_10, %cst_9, %cst_9 : tensor<2x2xf16>
      %cst_11 = arith.constant -2.500000e-01 : bf16
      scf.yield %cst_11 : bf16
    }
    %cst = arith.constant dense<0.000000e+00> : vector<1xbf16>
    %2 = arith.fptoui %cst : vector<1xbf16> to vector<1xi32>
    %3 = arith.negf %arg0 : f32
    %cst_0 = arith.constant dense<4611686018427387903> : tensor<2xi64>
    %4 = arith.bitcast %cst_0 : tensor<2xi64> to tensor<2xf64>
    %cst_1 = arith.constant dense<2147483647> : vector<4x8xi32>
    %5 = arith.uitofp %cst_1 : vector<4x8xi32> to vector<4x8xf32>
    %cst_2 = arith.constant dense<[1, 48, 2147483647]> : vector<3xi32>
    %cst_3 = arith.constant dense<3> : vector<3xi32>
    %low, %high = arith.mului_extended %cst_2, %cst_3 : vector<3xi32>
    %alloc = memref.alloc() : memref<4x1x1xbf16>
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [4], strides: [1] : memref<4x1x1xbf16> to memref<4xbf16, strided<[1]>>
    %c0_i32 = arith.constant 0 : i32
    %6 = math.ctpop %c0_i32 : i32
    %c0_4 = arith.constant 0 : index
    %inserted_slice = tensor.insert_slice %0 into %0[%c0_4] [2] [1] : tensor<2xbf16> into tensor<2xbf16>
    %f = constant @f0 : (f32, bf16) -> (bf16, bf16)
    %7:2 = call_indirect %f(%3, %arg1) : (f32, bf16) -> (bf16, bf16)
    %cst_5 = arith.constant dense<-8> : tensor<1xindex>
    %8 = arith.cmpi eq, %cst_5, %cst_5 : tensor<1xindex>
    %cst_6 = arith.constant dense<[[4.000000e+02, 0.000000e+00, 4.000000e+02], [2.500000e+00, 1.000000e+02, 1.000000e+02], [0.000000e+00, 4.000000e+02, 3.000000e+00], [-2.500000e-01, -2.500000e-01, 1.503910e-01]]> : tensor<4x3xbf16>
    %cst_7 = arith.constant dense<[[4.000000e+02, 1.503910e-01], [2.500000e+00, -1.000000e+00], [2.500000e+00, -2.500000e-01]]> : tensor<3x2xbf16>
    %9 = tensor.empty() : tensor<4x2xbf16>
    %10 = linalg.matmul ins(%cst_6, %cst_7 : tensor<4x3xbf16>, tensor<3x2xbf16>) outs(%9 : tensor<4x2xbf16>) -> tensor<4x2xbf16>
    %11 = tensor.empty() : tensor<2xi32>
    %12 = math.ipowi %11, %11 : tensor<2xi32>
    %13:2 = scf.index_switch %c56 -> f16, f16 
    case 1 {
      %c1_8 = arith.constant 1 : index
      %14 = tensor.empty(%c1_8) : tensor<2x?xf32>
      %15 = arith.truncf %14 : tensor<2x?xf32> to tensor<2x?xf16>
      %cst_9 = arith.constant 0.000000e+00 : f64
      %16 = arith.truncf %cst_9 to_nearest_even : f64 to f32
      %cst_10 = arith.constant 3.000000e+00 : f16
      scf.yield %cst_10, %cst_10 : f16, f16
    }
    case 5 {
      %cst_8 = arith.constant -2.500000e-01 : f16
      scf.yield %cst_8, %cst_8 : f16, f16
    }
    default {
      %cst_8 = arith.constant -7.500000e+00 : f16
      scf.yield %cst_8, %cst_8 : f16, f16
    }
    return %7#0, %1 : bf16, bf16
  }
}

