#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @compute0(%arg0: i64, %arg1: vector<4x2x1xi64> {test.foo = 1 : i32}, %arg2: i64) -> (memref<4xi8> {llvm.noundef}) {
    %c43_i8 = arith.constant 43 : i8
    %0 = arith.index_cast %c43_i8 : i8 to index
    %alloc = memref.alloc() {alignment = 16 : i64} : memref<4x2x1xi64>
    %cast = memref.cast %alloc : memref<4x2x1xi64> to memref<4x2x1xi64>
    %1 = tensor.empty() : tensor<4x2x1xbf16>
    %2 = tensor.empty() : tensor<4x2xbf16>
    %3 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<4x2x1xbf16>) outs(%2 : tensor<4x2xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %13 = arith.addf %in, %out : bf16
      linalg.yield %13 : bf16
    } -> tensor<4x2xbf16>
    %cst = arith.constant 0.000000e+00 : f32
    %4 = math.powf %cst, %cst fastmath<arcp> : f32
    cf.br ^bb1(%arg2 : i64)
  ^bb1(%5: i64):  // pred: ^bb0
    %alloc_0 = memref.alloc() : memref<8x1xbf16>
    %alloca = memref.alloca() {alignment = 64 : i64} : memref<1x4xbf16>
    %alloc_1 = memref.alloc() : memref<8x4xbf16>
    linalg.matmul ins(%alloc_0, %alloca : memref<8x1xbf16>, memref<1x4xbf16>) outs(%alloc_1 : memref<8x4xbf16>)
    %cst_2 = arith.constant 0.000000e+00 : f64
    %6 = arith.remf %cst_2, %cst_2 : f64
    %c-1_i32 = arith.constant -1 : i32
    %cst_3 = arith.constant dense<[1, -1]> : tensor<2xi32>
    %7 = linalg.fill ins(%c-1_i32 : i32) outs(%cst_3 : tensor<2xi32>) -> tensor<2xi32>
    %alloca_4 = memref.alloca() : memref<4x2xbf16>
    %reinterpret_cast = memref.reinterpret_cast %alloca_4 to offset: [0], sizes: [8], strides: [1] : memref<4x2xbf16> to memref<8xbf16, strided<[1]>>
    cf.br ^bb2(%5 : i64)
  ^bb2(%8: i64):  // pred: ^bb1
    %9 = arith.ori %c43_i8, %c43_i8 : i8
    %10 = tensor.empty() : tensor<4x2x1xi8>
    %cst_5 = arith.constant dense<[[[-2.500000e-01], [5.000000e-01]], [[3.000000e+00], [4.000000e+02]], [[1.000000e+02], [1.000000e+02]], [[-2.500000e-01], [1.000000e+02]]]> : vector<4x2x1xf64>
    %11 = math.isinf %cst_5 : vector<4x2x1xf64>
    %12 = arith.floordivsi %9, %c43_i8 : i8
    %alloca_6 = memref.alloca() {alignment = 64 : i64} : memref<4xi8>
    return %alloca_6 : memref<4xi8>
  }
}

