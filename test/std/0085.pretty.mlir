#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
module attributes {test.module_note = "std"} {
  func.func private @ext0(memref<4x2x?xi64> {llvm.noundef}) -> tensor<4x?x3xf32>
  module @inner {
    func.func @helper8(%arg0: memref<?x1xi64> {llvm.noundef, test.tag = "x"}, %arg1: tensor<3x1xi32>, %arg2: i64 {llvm.zeroext}) -> i32 {
      %c23_i16 = arith.constant 23 : i16
      %0 = arith.index_castui %c23_i16 : i16 to index
      %1 = arith.cmpi sge, %0, %0 : index
      scf.if %1 {
        %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [3, 1, 1] : tensor<3x1xi32> into tensor<3x1x1xi32>
      }
      %c-1_i32 = arith.constant -1 : i32
      return %c-1_i32 : i32
    }
  }
  func.func @fn.0(%arg0: tensor<4x2x3xi32>, %arg1: i64 {llvm.noundef}) -> (tensor<3x1xi64>, tensor<4xi64>) attributes {ref = @inner::@helper8} {
    %cst = arith.constant dense<[[4.000000e+02], [1.000000e+00], [1.000000e+02]]> : vector<3x1xf16>
    %0 = arith.extf %cst : vector<3x1xf16> to vector<3x1xf32>
    %cst_0 = arith.constant dense<[1.500000e-01, 1.000000e+02]> : vector<2xf32>
    %cst_1 = arith.constant dense<5.000000e-01> : vector<2xf32>
    %1 = arith.maxnumf %cst_0, %cst_1 : vector<2xf32>
    %alloc = memref.alloc() : memref<4x2x3xf32>
    %alloca = memref.alloca() {alignment = 16 : i64} : memref<4x2xf32>
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc : memref<4x2x3xf32>) outs(%alloca : memref<4x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %5 = arith.addf %in, %out : f32
      %6 = math.absf %5 : f32
      linalg.yield %6 : f32
    }
    %cst_2 = arith.constant dense<[1.000000e+00, 0.000000e+00]> : tensor<2xf16>
    %2 = arith.negf %cst_2 fastmath<nnan,ninf,nsz> : tensor<2xf16>
    %3 = tensor.empty() : tensor<3x1xi64>
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %3[%c1, %c0] : tensor<3x1xi64>
    %cst_3 = arith.constant dense<10> : tensor<3x1xi64>
    %4 = tensor.empty() : tensor<4xi64>
    return %cst_3, %4 : tensor<3x1xi64>, tensor<4xi64>
  }
}

