#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  memref.global "private" constant @g0 : memref<1xbf16> = dense<-7.500000e+00>
  func.func private @ext0() -> memref<2xindex>
  func.func public @f0(%arg0: i32 {llvm.zeroext}, %arg1: index {llvm.noundef}, %arg2: index) -> (index {llvm.noundef, test.tag = "x"}) attributes {test.kernel} {
    %cst = arith.constant dense<-2.500000e-01> : tensor<3x4xf32>
    %0 = math.isnan %cst : tensor<3x4xf32>
    %1 = call @ext0() : () -> memref<2xindex>
    %cst_0 = arith.constant 2.500000e+00 : f64
    %2 = arith.cmpf uge, %cst_0, %cst_0 fastmath<nnan,ninf,nsz> : f64
    %3 = memref.get_global @g0 : memref<1xbf16>
    %4 = tensor.empty() : tensor<1xi1>
    %cst_1 = arith.constant dense<-1> : tensor<1xindex>
    %5 = arith.select %4, %cst_1, %cst_1 : tensor<1xi1>, tensor<1xindex>
    %cst_2 = arith.constant 4.000000e+02 : f64
    %6 = math.log %cst_2 fastmath<fast> : f64
    %alloca = memref.alloca() {alignment = 64 : i64} : memref<3x4xf32>
    %alloc = memref.alloc() : memref<3xf32>
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%alloca : memref<3x4xf32>) outs(%alloc : memref<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.addf %in, %out : f32
      %11 = math.absf %10 : f32
      linalg.yield %11 : f32
    }
    %alloc_3 = memref.alloc() {alignment = 16 : i64} : memref<1x4xindex>
    %c0 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    memref.store %arg2, %alloc_3[%c0, %c0_4] : memref<1x4xindex>
    %cst_5 = arith.constant -1.000000e+00 : f16
    %splat = tensor.splat %cst_5 : tensor<1xf16>
    %7 = arith.cmpi sge, %arg0, %arg0 : i32
    cf.assert %7, "ok"
    %cst_6 = arith.constant dense<1.000000e+00> : vector<1xf32>
    %8 = math.isinf %cst_6 : vector<1xf32>
    %cst_7 = arith.constant dense<1.500000e-01> : tensor<3x4xf32>
    %9 = arith.cmpf ule, %cst_7, %cst_7 : tensor<3x4xf32>
    %c64_i64 = arith.constant 64 : i64
    %low, %high = arith.mului_extended %c64_i64, %c64_i64 : i64
    %c1_i64 = arith.constant 1 : i64
    %c3_i64 = arith.constant 3 : i64
    scf.for %arg3 = %c1_i64 to %c1_i64 step %c3_i64  : i64 {
      %cst_8 = arith.constant dense<127> : vector<4x8xi8>
      %10 = arith.shli %cst_8, %cst_8 : vector<4x8xi8>
    }
    return %c0_4 : index
  }
}

