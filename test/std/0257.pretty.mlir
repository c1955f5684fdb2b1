#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func private @ext0(memref<4xindex> {llvm.noundef}, index) -> (vector<4xindex> {test.foo = 1 : i32})
  module @inner {
    func.func private @helper2(%arg0: tensor<3x?x4xindex>, %arg1: memref<?x8x4xindex>, %arg2: index, %arg3: vector<3xindex> {test.foo = 1 : i32}) -> memref<4xindex> {
      %alloc = memref.alloc() : memref<2x4xf16>
      %alloc_0 = memref.alloc() : memref<2x4x4xf16>
      linalg.broadcast ins(%alloc : memref<2x4xf16>) outs(%alloc_0 : memref<2x4x4xf16>) dimensions = [1] 
      %true = arith.constant true
      %c-1_i32 = arith.constant -1 : i32
      %cst = arith.constant 2.500000e+00 : f64
      cf.cond_br %true, ^bb2(%cst, %arg2 : f64, index), ^bb1(%arg2, %c-1_i32 : index, i32)
    ^bb1(%0: index, %1: i32):  // pred: ^bb0
      cf.assert %true, "bounds check"
      %c52 = arith.constant 52 : index
      cf.br ^bb2(%cst, %c52 : f64, index)
    ^bb2(%2: f64, %3: index):  // 2 preds: ^bb0, ^bb1
      %cst_1 = arith.constant 1.000000e+00 : f16
      %4 = arith.maximumf %cst_1, %cst_1 fastmath<arcp> : f16
      cf.br ^bb3(%arg2, %c-1_i32 : index, i32)
    ^bb3(%5: index, %6: i32):  // pred: ^bb2
      %alloc_2 = memref.alloc() : memref<4xindex>
      return %alloc_2 : memref<4xindex>
    }
  }
  func.func @kernel_0(%arg0: vector<4xindex>) -> (index, index {test.foo = 1 : i32}) attributes {ref = @inner::@helper2} {
    %c-14_i16 = arith.constant -14 : i16
    %0 = arith.sitofp %c-14_i16 : i16 to f32
    %c3 = arith.constant 3 : index
    %1 = tensor.empty(%c3) : tensor<3x8x?xindex>
    %c2 = arith.constant 2 : index
    %dim = tensor.dim %1, %c2 : tensor<3x8x?xindex>
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc(%c4) : memref<3x?x4xindex>
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    memref.store %c2, %alloc[%c0, %c0_0, %c1] : memref<3x?x4xindex>
    %true = arith.constant true
    cf.assert %true, "x must be \22positive\22"
    %c1_i32 = arith.constant 1 : i32
    %c49_i32 = arith.constant 49 : i32
    %2 = math.ipowi %c1_i32, %c49_i32 : i32
    %c5 = arith.constant 5 : index
    %c4_1 = arith.constant 4 : index
    %alloc_2 = memref.alloc(%c5)[%c4_1] {alignment = 64 : i64} : memref<?x4xbf16, #map>
    %alloc_3 = memref.alloc() : memref<4xindex>
    %expand_shape = memref.expand_shape %alloc_3 [[0, 1]] output_shape [2, 2] : memref<4xindex> into memref<2x2xindex>
    %alloca = memref.alloca() : memref<4xindex>
    %subview = memref.subview %alloca[0] [3] [1] : memref<4xindex> to memref<3xindex, strided<[1]>>
    %alloc_4 = memref.alloc() : memref<3x8x4xindex>
    %expand_shape_5 = memref.expand_shape %alloc_4 [[0], [1, 2], [3]] output_shape [3, 8, 1, 4] : memref<3x8x4xindex> into memref<3x8x1x4xindex>
    %3 = tensor.empty() : tensor<4x4xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3, %3 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%3 : tensor<4x4xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %12 = arith.addf %in, %in_12 : f32
      %13 = arith.addf %12, %out : f32
      linalg.yield %13 : f32
    } -> tensor<4x4xf32>
    %5 = tensor.empty() : tensor<3x8x4xindex>
    %6 = tensor.empty() : tensor<1x4x1xindex>
    %inserted_slice = tensor.insert_slice %6 into %5[2, 0, 3] [1, 4, 1] [1, 2, 1] : tensor<1x4x1xindex> into tensor<3x8x4xindex>
    %collapse_shape = memref.collapse_shape %alloc_4 [[0, 1], [2]] : memref<3x8x4xindex> into memref<24x4xindex>
    %7 = arith.bitcast %0 : f32 to i32
    %c0_6 = arith.constant 0 : index
    %c2_7 = arith.constant 2 : index
    %c1_8 = arith.constant 1 : index
    %cst = arith.constant 1.500000e-01 : f64
    %8:2 = scf.parallel (%arg1) = (%c0_6) to (%c2_7) step (%c1_8) init (%cst, %0) -> (f64, f32) {
      %subview_12 = memref.subview %expand_shape[1, 1] [1, 1] [1, 1] : memref<2x2xindex> to memref<1x1xindex, strided<[2, 1], offset: 3>>
      %cst_13 = arith.constant dense<1.000000e+00> : vector<3x8x4xf64>
      %12 = arith.fptosi %cst_13 : vector<3x8x4xf64> to vector<3x8x4xi64>
      %alloc_14 = memref.alloc() : memref<4xf32>
      memref.dealloc %alloc_14 : memref<4xf32>
      %cst_15 = arith.constant 5.000000e-01 : f64
      scf.reduce(%cst_15, %0 : f64, f32) {
      ^bb0(%arg2: f64, %arg3: f64):
        %13 = arith.maximumf %arg2, %arg3 : f64
        scf.reduce.return %13 : f64
      }, {
      ^bb0(%arg2: f32, %arg3: f32):
        %13 = arith.maximumf %arg2, %arg3 : f32
        scf.reduce.return %13 : f32
      }
    }
    %cst_9 = arith.constant dense<3.000000e+00> : tensor<3x8x4xf32>
    %cst_10 = arith.constant dense<1.500000e-01> : tensor<3x8xf32>
    %9 = linalg.generic {doc = "elementwise", indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%cst_9 : tensor<3x8x4xf32>) outs(%cst_10 : tensor<3x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %12 = arith.addf %in, %out : f32
      %13 = math.absf %12 : f32
      linalg.yield %13 : f32
    } -> tensor<3x8xf32>
    %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
    %10 = arith.bitcast %c4611686018427387903_i64 : i64 to f64
    %11 = tensor.empty() : tensor<2x1xi8>
    %transposed = linalg.transpose ins(%11 : tensor<2x1xi8>) outs(%11 : tensor<2x1xi8>) permutation = [0, 1] 
    %alloca_11 = memref.alloca() : memref<4x2xi32>
    linalg.transpose ins(%alloca_11 : memref<4x2xi32>) outs(%alloca_11 : memref<4x2xi32>) permutation = [0, 1] 
    return %c1_8, %c2 : index, index
  }
}

