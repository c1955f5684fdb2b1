#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
module {
  memref.global "private" @g0 : memref<2x8xi64> = dense<1>
  func.func @f0(%arg0: vector<2x8xi32>) -> (memref<2x1xi64> {llvm.noundef, test.tag = "x"}, memref<4xi64>) attributes {test.kernel} {
    %true = arith.constant true
    cf.assert %true, "ok"
    %0 = memref.get_global @g0 : memref<2x8xi64>
    %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
    %c0_i64 = arith.constant 0 : i64
    %1 = arith.select %true, %c4611686018427387903_i64, %c0_i64 : i64
    %f = constant @f0 : (vector<2x8xi32>) -> (memref<2x1xi64>, memref<4xi64>)
    %2:2 = call_indirect %f(%arg0) : (vector<2x8xi32>) -> (memref<2x1xi64>, memref<4xi64>)
    %cst = arith.constant dense<[[4.000000e+02, 1.000000e+02, 5.000000e-01, 5.000000e-01], [5.000000e-01, 0.000000e+00, -7.500000e+00, 5.000000e-01]]> : vector<2x4xbf16>
    %3 = arith.minimumf %cst, %cst fastmath<nnan,ninf> : vector<2x4xbf16>
    %c6 = arith.constant 6 : index
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc(%c6)[%c4] {alignment = 64 : i64} : memref<?x4xf32, #map>
    %c4_0 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %alloc_1 = memref.alloc(%c4_0)[%c5] {alignment = 64 : i64} : memref<?x4xi64, #map>
    %alloc_2 = memref.alloc() : memref<2x8xf32>
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%alloc_2, %alloc_2 : memref<2x8xf32>, memref<2x8xf32>) outs(%alloc_2 : memref<2x8xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %6 = arith.addf %in, %in_8 : f32
      %7 = arith.addf %6, %out : f32
      linalg.yield %7 : f32
    }
    %4:2 = scf.if %true -> (i64, i64) {
      %cst_8 = arith.constant -2.500000e-01 : f32
      %6 = arith.negf %cst_8 : f32
      scf.yield %c0_i64, %c0_i64 : i64, i64
    } else {
      %cst_8 = arith.constant dense<[0, -7, 4611686018427387903, 58]> : vector<4xi64>
      %low, %high = arith.mului_extended %cst_8, %cst_8 : vector<4xi64>
      %c35_i64 = arith.constant 35 : i64
      scf.yield %c35_i64, %c4611686018427387903_i64 : i64, i64
    }
    %cst_3 = arith.constant dense<[0, 57, 0, -1, 4611686018427387903, 1, 1, 4611686018427387903]> : tensor<8xi64>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %cst_3, %c0 : tensor<8xi64>
    %alloca = memref.alloca() {alignment = 64 : i64} : memref<4xi64>
    %subview = memref.subview %alloca[3] [1] [1] : memref<4xi64> to memref<1xi64, strided<[1], offset: 3>>
    %c6_4 = arith.constant 6 : index
    %alloc_5 = memref.alloc(%c6_4) : memref<2x?xi64>
    %c1 = arith.constant 1 : index
    %c0_6 = arith.constant 0 : index
    memref.store %c0_i64, %alloc_5[%c1, %c0_6] : memref<2x?xi64>
    %cst_7 = arith.constant dense<1> : vector<2x8xi64>
    %5 = arith.cmpi sgt, %cst_7, %cst_7 : vector<2x8xi64>
    return %2#0, %alloca : memref<2x1xi64>, memref<4xi64>
  }
}

