#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func private @ext0(memref<?x2x8xf32> {llvm.noundef, test.tag = "x"}) -> f32
  module @inner {
    func.func @helper4(%arg0: memref<1x2x?xf32> {llvm.noundef}) {
      %c7 = arith.constant 7 : index
      %0 = tensor.empty(%c7) : tensor<?x2x8xf32>
      %c0 = arith.constant 0 : index
      %c0_0 = arith.constant 0 : index
      %c5 = arith.constant 5 : index
      %extracted = tensor.extract %0[%c0, %c0_0, %c5] : tensor<?x2x8xf32>
      %c0_1 = arith.constant 0 : index
      %c0_2 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %extracted_3 = tensor.extract %0[%c0_1, %c0_2, %c2] : tensor<?x2x8xf32>
      %c0_4 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %c0_6 = arith.constant 0 : index
      %extracted_7 = tensor.extract %0[%c0_4, %c0_5, %c0_6] : tensor<?x2x8xf32>
      return
    }
  }
  func.func @fn.0(%arg0: memref<3x1xindex>, %arg1: vector<3x1xf32>, %arg2: vector<1x2x8xf32>, %arg3: memref<8xf32>) -> f32 attributes {ref = @inner::@helper4} {
    %cst = arith.constant dense<[[[0.000000e+00, 1.503910e-01, 3.000000e+00, -2.500000e-01, 5.000000e-01, 3.000000e+00, -1.000000e+00, 1.503910e-01], [-7.500000e+00, 1.000000e+02, -2.500000e-01, 2.500000e+00, 0.000000e+00, 1.503910e-01, 0.000000e+00, 5.000000e-01]]]> : tensor<1x2x8xbf16>
    %0 = tensor.empty() : tensor<1x2x8xbf16>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst : tensor<1x2x8xbf16>) outs(%0 : tensor<1x2x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %7 = arith.addf %in, %out : bf16
      %8 = math.absf %7 : bf16
      linalg.yield %8 : bf16
    } -> tensor<1x2x8xbf16>
    %c4 = arith.constant 4 : index
    %alloca = memref.alloca(%c4) {alignment = 64 : i64} : memref<1x?x8xf32>
    %cst_0 = arith.constant 5.000000e-01 : f32
    %c0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %c6 = arith.constant 6 : index
    memref.store %cst_0, %alloca[%c0, %c0_1, %c6] : memref<1x?x8xf32>
    %false = arith.constant false
    %2 = arith.cmpi eq, %false, %false : i1
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %cst_2 = arith.constant 1.000000e+00 : bf16
    %3 = scf.for %arg4 = %c2 to %c0 step %c3 iter_args(%arg5 = %cst_2) -> (bf16) {
      %cst_11 = arith.constant dense<[[[0.000000e+00, -1.000000e+00, 1.000000e+00, 3.000000e+00, 1.000000e+02, -7.500000e+00, 3.000000e+00, -1.000000e+00], [1.000000e+00, -1.000000e+00, 4.000000e+02, 0.000000e+00, -2.500000e-01, 0.000000e+00, 1.500000e-01, 1.000000e+00]]]> : vector<1x2x8xf64>
      %7 = arith.negf %cst_11 : vector<1x2x8xf64>
      %cst_12 = arith.constant dense<1> : vector<3x1xi32>
      %cst_13 = arith.constant dense<[[-1], [1], [2147483647]]> : vector<3x1xi32>
      %8 = arith.cmpi ult, %cst_12, %cst_13 : vector<3x1xi32>
      %c67_i16 = arith.constant 67 : i16
      %9 = arith.index_cast %c67_i16 : i16 to index
      %alloca_14 = memref.alloca() : memref<2x8xf32>
      %alloc = memref.alloc() : memref<1x2x8xf32>
      linalg.broadcast ins(%alloca_14 : memref<2x8xf32>) outs(%alloc : memref<1x2x8xf32>) dimensions = [0] 
      %cst_15 = arith.constant 1.000000e+00 : bf16
      scf.yield %cst_15 : bf16
    }
    %c0_3 = arith.constant 0 : index
    %c3_4 = arith.constant 3 : index
    %c3_5 = arith.constant 3 : index
    %cst_6 = arith.constant 1.000000e+02 : f32
    %4:2 = scf.for %arg4 = %c0_3 to %c3_4 step %c3_5 iter_args(%arg5 = %c3_4, %arg6 = %cst_6) -> (index, f32) {
      %cst_11 = arith.constant dense<[[42], [29], [0]]> : tensor<3x1xi64>
      %cst_12 = arith.constant dense<[[4611686018427387903, 1, -1, 17, 0, 0, 71, -1]]> : tensor<1x8xi64>
      %7 = tensor.empty() : tensor<3x8xi64>
      %8 = linalg.matmul ins(%cst_11, %cst_12 : tensor<3x1xi64>, tensor<1x8xi64>) outs(%7 : tensor<3x8xi64>) -> tensor<3x8xi64>
      %cst_13 = arith.constant 1.000000e+00 : f16
      %9 = arith.cmpf oge, %cst_13, %cst_13 fastmath<reassoc,contract> : f16
      %expanded = tensor.expand_shape %cst [[0], [1, 2], [3]] output_shape [1, 1, 2, 8] : tensor<1x2x8xbf16> into tensor<1x1x2x8xbf16>
      scf.yield %arg5, %cst_6 : index, f32
    }
    %cst_7 = arith.constant dense<1.000000e+00> : vector<1x1xf64>
    %5 = math.roundeven %cst_7 : vector<1x1xf64>
    %cst_8 = arith.constant dense<1.500000e-01> : vector<3x1xf32>
    %alloca_9 = memref.alloca() : memref<8xf32>
    %6 = call @fn.0(%arg0, %cst_8, %arg2, %alloca_9) : (memref<3x1xindex>, vector<3x1xf32>, vector<1x2x8xf32>, memref<8xf32>) -> f32
    %c-1_i16 = arith.constant -1 : i16
    %sum, %overflow = arith.addui_extended %c-1_i16, %c-1_i16 : i16, i1
    %c0_10 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %inserted = tensor.insert %3 into %cst[%c0_10, %c1, %c7] : tensor<1x2x8xbf16>
    return %cst_6 : f32
  }
}

