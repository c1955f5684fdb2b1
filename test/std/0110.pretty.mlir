#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
module {
  func.func @kernel_0(%arg0: f32, %arg1: tensor<4x2xindex>) -> (memref<8x4xf32>, f32 {test.foo = 1 : i32}, f16) {
    %expanded = tensor.expand_shape %arg1 [[0, 1], [2]] output_shape [1, 4, 2] : tensor<4x2xindex> into tensor<1x4x2xindex>
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %0 = scf.for %arg2 = %c2 to %c2 step %c1 iter_args(%arg3 = %arg0) -> (f32) {
      %cst_5 = arith.constant 5.000000e-01 : f16
      %cst_6 = arith.constant -7.500000e+00 : f16
      %11 = math.fma %cst_5, %cst_6, %cst_6 : f16
      %cst_7 = arith.constant 1.500000e-01 : f32
      scf.yield %cst_7 : f32
    }
    %collapsed = tensor.collapse_shape %expanded [[0, 1], [2]] : tensor<1x4x2xindex> into tensor<4x2xindex>
    %c2_0 = arith.constant 2 : index
    %c9 = arith.constant 9 : index
    %c1_1 = arith.constant 1 : index
    %cst = arith.constant 4.000000e+02 : f64
    %1:2 = scf.for %arg2 = %c2_0 to %c9 step %c1_1 iter_args(%arg3 = %0, %arg4 = %cst) -> (f32, f64) {
      %11 = tensor.empty() : tensor<4x8xi32>
      %12 = linalg.sub ins(%11, %11 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%11 : tensor<4x8xi32>) -> tensor<4x8xi32>
      scf.yield %arg3, %cst : f32, f64
    }
    %2 = tensor.empty() : tensor<8x4xf64>
    %3 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %2 : tensor<8x4xf64>, tensor<8x4xf64>) outs(%2 : tensor<8x4xf64>) {
    ^bb0(%in: f64, %in_5: f64, %out: f64):
      %11 = arith.addf %in, %in_5 : f64
      %12 = arith.addf %11, %out : f64
      %13 = math.absf %12 : f64
      linalg.yield %13 : f64
    } -> tensor<8x4xf64>
    %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
    %4 = arith.cmpi sge, %c4611686018427387903_i64, %c4611686018427387903_i64 : i64
    scf.if %4 {
      scf.execute_region {
        %c5 = arith.constant 5 : index
        %c4 = arith.constant 4 : index
        %alloc_5 = memref.alloc(%c5)[%c4] {alignment = 64 : i64} : memref<?x4xi64, #map1>
        %11 = math.fma %1#0, %arg0, %0 fastmath<afn> : f32
        %c0 = arith.constant 0 : index
        %dim = tensor.dim %3, %c0 : tensor<8x4xf64>
        scf.yield
      }
    }
    %5 = math.atan %arg0 fastmath<afn> : f32
    %6 = arith.divf %1#0, %arg0 fastmath<nnan,ninf,nsz> : f32
    %cst_2 = arith.constant 5.000000e-01 : bf16
    %7 = math.ceil %cst_2 : bf16
    %8 = tensor.empty() : tensor<8x4xi64>
    %transposed = linalg.transpose ins(%8 : tensor<8x4xi64>) outs(%8 : tensor<8x4xi64>) permutation = [0, 1] 
    %cst_3 = arith.constant dense<4.000000e+02> : vector<8x4xf32>
    %9 = arith.cmpf ord, %cst_3, %cst_3 fastmath<nnan,ninf> : vector<8x4xf32>
    %cst_4 = arith.constant 3.000000e+00 : f16
    %10 = math.sinh %cst_4 fastmath<fast> : f16
    %alloc = memref.alloc() : memref<8x4xf32>
    return %alloc, %0, %10 : memref<8x4xf32>, f32, f16
  }
}

