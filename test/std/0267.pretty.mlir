#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
module attributes {test.module_note = "std"} {
  func.func @fn.0(%arg0: memref<4x?x3xf16> {test.foo = 1 : i32}, %arg1: memref<1x4xi8> {llvm.noundef, test.tag = "x"}, %arg2: tensor<?x1x3xi32>) -> (memref<4x3xi8> {llvm.noundef, test.tag = "x"}, tensor<1x4xi32>) {
    %c1_i64 = arith.constant 1 : i64
    %c39_i64 = arith.constant 39 : i64
    %0 = arith.cmpi ugt, %c1_i64, %c39_i64 : i64
    cf.assert %0, "bounds check"
    %alloc = memref.alloc() : memref<2048xi8>
    %c0 = arith.constant 0 : index
    %c6 = arith.constant 6 : index
    %view = memref.view %alloc[%c0][%c6] : memref<2048xi8> to memref<?x4xf16>
    %cst = arith.constant 1.500000e-01 : f32
    %1 = arith.cmpf olt, %cst, %cst : f32
    %cst_0 = arith.constant dense<1.000000e+00> : vector<1x4xf64>
    %2 = math.isnan %cst_0 : vector<1x4xf64>
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<2048xi8>
    %c0_2 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %view_3 = memref.view %alloc_1[%c0_2][%c4] : memref<2048xi8> to memref<?x4xf16>
    %c3_i8 = arith.constant 3 : i8
    %3 = arith.cmpi ule, %c3_i8, %c3_i8 : i8
    %cst_4 = arith.constant dense<[4611686018427387903, 3]> : vector<2xindex>
    %4 = arith.cmpi sle, %cst_4, %cst_4 : vector<2xindex>
    %alloca = memref.alloca() {alignment = 64 : i64} : memref<4x1x3xi32>
    %reinterpret_cast = memref.reinterpret_cast %alloca to offset: [0], sizes: [12], strides: [1] : memref<4x1x3xi32> to memref<12xi32, strided<[1]>>
    %alloc_5 = memref.alloc() {alignment = 64 : i64} : memref<1x4xi32>
    %c0_6 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %5 = memref.load %alloc_5[%c0_6, %c3] : memref<1x4xi32>
    memref.copy %view, %view_3 : memref<?x4xf16> to memref<?x4xf16>
    %alloc_7 = memref.alloc() : memref<4x1x3xi8>
    %collapse_shape = memref.collapse_shape %alloc_7 [[0, 1], [2]] : memref<4x1x3xi8> into memref<4x3xi8>
    %c-1_i16 = arith.constant -1 : i16
    %6 = arith.minui %c-1_i16, %c-1_i16 : i16
    %reinterpret_cast_8 = memref.reinterpret_cast %alloc_7 to offset: [0], sizes: [2, 6], strides: [6, 1] : memref<4x1x3xi8> to memref<2x6xi8, strided<[6, 1]>>
    %cst_9 = arith.constant dense<[[-2.500000e-01, 3.000000e+00], [5.000000e-01, 1.503910e-01], [1.000000e+00, 2.500000e+00], [-7.500000e+00, 5.000000e-01]]> : vector<4x2xbf16>
    %7 = arith.extf %cst_9 : vector<4x2xbf16> to vector<4x2xf32>
    %c1_i32 = arith.constant 1 : i32
    %c7 = arith.constant 7 : index
    %c5 = arith.constant 5 : index
    %alloc_10 = memref.alloc(%c7)[%c5] {alignment = 64 : i64} : memref<?x4xf32, #map>
    %cst_11 = arith.constant dense<-7.500000e+00> : vector<1xf32>
    %8 = math.rsqrt %cst_11 fastmath<nnan,ninf> : vector<1xf32>
    %alloca_12 = memref.alloca() : memref<4x8xf16>
    %alloc_13 = memref.alloc() : memref<8xf16>
    linalg.reduce ins(%alloca_12 : memref<4x8xf16>) outs(%alloc_13 : memref<8xf16>) dimensions = [0] 
      (%in: f16, %init: f16) {
        %10 = arith.addf %in, %init : f16
        linalg.yield %10 : f16
      }
    %9 = tensor.empty() : tensor<1x4xi32>
    return %collapse_shape, %9 : memref<4x3xi8>, tensor<1x4xi32>
  }
}

