#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func private @ext0() -> i64
  func.func public @fn.0(%arg0: f32, %arg1: tensor<4x8xf32>, %arg2: i64, %arg3: i64) -> (vector<4xf32>, tensor<4x8xindex>, f32) {
    %cst = arith.constant 1.000000e+00 : f16
    %0 = math.fma %cst, %cst, %cst fastmath<fast> : f16
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %extracted = tensor.extract %arg1[%c3, %c2] : tensor<4x8xf32>
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %extracted_0 = tensor.extract %arg1[%c1, %c5] : tensor<4x8xf32>
    %cst_1 = arith.constant dense<0> : vector<4xi8>
    %1 = arith.shrui %cst_1, %cst_1 : vector<4xi8>
    %c2_i16 = arith.constant 2 : i16
    %2 = arith.ori %c2_i16, %c2_i16 : i16
    %3 = tensor.empty() : tensor<8x4xi8>
    %4 = linalg.generic {doc = "elementwise", indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %3 : tensor<8x4xi8>, tensor<8x4xi8>) outs(%3 : tensor<8x4xi8>) {
    ^bb0(%in: i8, %in_7: i8, %out: i8):
      %13 = arith.addi %in, %in_7 : i8
      %14 = arith.addi %13, %out : i8
      linalg.yield %14 : i8
    } -> tensor<8x4xi8>
    %c31_i32 = arith.constant 31 : i32
    %5 = arith.cmpi slt, %c31_i32, %c31_i32 : i32
    cf.assert %5, "bounds check"
    %6 = tensor.empty() : tensor<4x8xf32>
    %7:3 = call @fn.0(%extracted, %6, %arg3, %arg2) : (f32, tensor<4x8xf32>, i64, i64) -> (vector<4xf32>, tensor<4x8xindex>, f32)
    %cst_2 = arith.constant 0.000000e+00 : f64
    %alloc = memref.alloc() : memref<4x8xf64>
    linalg.fill ins(%cst_2 : f64) outs(%alloc : memref<4x8xf64>)
    %8 = arith.select %5, %7#2, %7#2 : f32
    %cast = memref.cast %alloc : memref<4x8xf64> to memref<4x?xf64>
    %cst_3 = arith.constant dense<52> : vector<4x8xindex>
    %9 = arith.index_castui %cst_3 : vector<4x8xindex> to vector<4x8xi64>
    %cst_4 = arith.constant dense<[true, false, true, false]> : vector<4xi1>
    %10 = arith.select %cst_4, %7#0, %7#0 : vector<4xi1>, vector<4xf32>
    %11 = arith.select %5, %arg2, %arg2 : i64
    %12 = scf.while (%arg4 = %arg3) : (i64) -> i64 {
      %13 = arith.negf %0 fastmath<afn> : f16
      %14 = arith.cmpi sgt, %2, %c2_i16 : i16
      %15:2 = scf.if %14 -> (tensor<8xf32>, i32) {
        %c3_7 = arith.constant 3 : index
        %extracted_slice = tensor.extract_slice %7#1[0, %c3_7] [2, 1] [1, 1] : tensor<4x8xindex> to tensor<2x1xindex>
        %cst_8 = arith.constant dense<[-7.500000e+00, -7.500000e+00, 1.000000e+00, -2.500000e-01, 1.000000e+00, -1.000000e+00, -2.500000e-01, -1.000000e+00]> : tensor<8xf32>
        scf.yield %cst_8, %c31_i32 : tensor<8xf32>, i32
      } else {
        %cst_7 = arith.constant dense<[1.000000e+00, 4.000000e+02, -7.500000e+00, 4.000000e+02, 1.500000e-01, 4.000000e+02, 1.500000e-01, -1.000000e+00]> : tensor<8xf32>
        %c2147483647_i32 = arith.constant 2147483647 : i32
        scf.yield %cst_7, %c2147483647_i32 : tensor<8xf32>, i32
      }
      %c1_i64 = arith.constant 1 : i64
      scf.condition(%14) %c1_i64 : i64
    } do {
    ^bb0(%arg4: i64):
      scf.yield %11 : i64
    }
    %cst_5 = arith.constant dense<-2.500000e-01> : vector<4xf32>
    %cst_6 = arith.constant -7.500000e+00 : f32
    return %cst_5, %7#1, %cst_6 : vector<4xf32>, tensor<4x8xindex>, f32
  }
}

