#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func private @ext0()
  func.func @f0(%arg0: memref<1x8xbf16> {test.foo = 1 : i32}, %arg1: memref<4x3xf16> {test.foo = 1 : i32}) -> f16 {
    %true = arith.constant true
    %0 = tensor.empty() : tensor<8xf16>
    %1 = arith.select %true, %0, %0 : tensor<8xf16>
    %c1 = arith.constant 1 : index
    %extracted_slice = tensor.extract_slice %1[7] [%c1] [1] : tensor<8xf16> to tensor<?xf16>
    %cst = arith.constant 4.000000e+02 : f32
    %2 = arith.fptoui %cst : f32 to i32
    %c28_i16 = arith.constant 28 : i16
    %3 = arith.divui %c28_i16, %c28_i16 : i16
    %cst_0 = arith.constant dense<[[5.000000e-01, -2.500000e-01, 1.000000e+00], [1.000000e+02, 3.000000e+00, 1.000000e+00]]> : tensor<2x3xf64>
    %cst_1 = arith.constant dense<[[2.500000e+00, -7.500000e+00, -1.000000e+00], [4.000000e+02, 1.000000e+00, 5.000000e-01]]> : tensor<2x3xf64>
    %4 = linalg.generic {doc = "elementwise", indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_0, %cst_1 : tensor<2x3xf64>, tensor<2x3xf64>) outs(%cst_1 : tensor<2x3xf64>) {
    ^bb0(%in: f64, %in_4: f64, %out: f64):
      %8 = arith.addf %in, %in_4 : f64
      %9 = arith.addf %8, %out : f64
      linalg.yield %9 : f64
    } -> tensor<2x3xf64>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x8xf16>
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [8], strides: [1] : memref<1x8xf16> to memref<8xf16, strided<[1]>>
    %5 = arith.addi %c1, %c1 overflow<nsw> : index
    %6 = arith.index_castui %c1 : index to i16
    %cst_2 = arith.constant dense<31> : vector<8xi32>
    %low, %high = arith.mulsi_extended %cst_2, %cst_2 : vector<8xi32>
    %7 = arith.negf %cst fastmath<nnan,ninf> : f32
    %cst_3 = arith.constant 1.000000e+00 : f16
    return %cst_3 : f16
  }
}

