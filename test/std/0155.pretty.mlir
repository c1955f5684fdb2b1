#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  func.func public @kernel_0(%arg0: tensor<4x?x?xindex>) attributes {test.kernel} {
    %cst = arith.constant dense<6> : tensor<1x8xindex>
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %extracted_slice = tensor.extract_slice %cst[0, 3] [1, %c1_0] [%c1, 1] : tensor<1x8xindex> to tensor<1x?xindex>
    %alloc = memref.alloc() : memref<1x8xi32>
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [2, 4], strides: [4, 1] : memref<1x8xi32> to memref<2x4xi32, strided<[4, 1]>>
    %alloc_1 = memref.alloc() : memref<1x8xf64>
    %alloca = memref.alloca() : memref<1xf64>
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%alloc_1 : memref<1x8xf64>) outs(%alloca : memref<1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %3 = arith.addf %in, %out : f64
      %4 = math.absf %3 : f64
      linalg.yield %4 : f64
    }
    %cst_2 = arith.constant -7.500000e+00 : f32
    %0 = arith.minnumf %cst_2, %cst_2 : f32
    %1 = math.tan %cst_2 : f32
    %cst_3 = arith.constant dense<[[1, 10, 51, 9, 0, -1, -1, 1]]> : vector<1x8xindex>
    %c2 = arith.constant 2 : index
    %c2_4 = arith.constant 2 : index
    %c2_5 = arith.constant 2 : index
    %2 = scf.for %arg1 = %c2 to %c2_4 step %c2_5 iter_args(%arg2 = %cst_2) -> (f32) {
      %cst_6 = arith.constant dense<[[5.000000e-01, 1.000000e+00, 5.000000e-01, 3.000000e+00, -1.000000e+00, 0.000000e+00, 4.000000e+02, 5.000000e-01]]> : vector<1x8xf64>
      %3 = arith.remf %cst_6, %cst_6 fastmath<afn> : vector<1x8xf64>
      %c5 = arith.constant 5 : index
      %4 = tensor.empty(%c5) : tensor<?x1xindex>
      %cst_7 = arith.constant 1.000000e+02 : f32
      scf.yield %cst_7 : f32
    }
    return
  }
}

