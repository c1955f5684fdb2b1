#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
module {
  func.func private @ext0(i8 {test.foo = 1 : i32})
  func.func @fn.0() {
    %cst = arith.constant dense<1.000000e+00> : vector<4x4x8xf32>
    %0 = arith.cmpf oge, %cst, %cst fastmath<reassoc,contract> : vector<4x4x8xf32>
    %1 = tensor.empty() : tensor<2x2xf16>
    %2 = tensor.empty() : tensor<2x2xf16>
    %3 = tensor.empty() : tensor<2xf16>
    %4 = linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["parallel", "reduction"]} ins(%1, %2 : tensor<2x2xf16>, tensor<2x2xf16>) outs(%3 : tensor<2xf16>) {
    ^bb0(%in: f16, %in_2: f16, %out: f16):
      %7 = arith.addf %in, %in_2 : f16
      %8 = arith.addf %7, %out : f16
      linalg.yield %8 : f16
    } -> tensor<2xf16>
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %cst_0 = arith.constant 5.000000e-01 : bf16
    %5 = scf.for %arg0 = %c0 to %c0 step %c2 iter_args(%arg1 = %cst_0) -> (bf16) {
      %cst_2 = arith.constant dense<-7.500000e+00> : vector<8x3x8xbf16>
      %7 = math.acosh %cst_2 : vector<8x3x8xbf16>
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %alloc = memref.alloc(%c5)[%c6] {alignment = 64 : i64} : memref<?x4xbf16, #map2>
      scf.yield %cst_0 : bf16
    }
    %c0_i64 = arith.constant 0 : i64
    %c3_i64 = arith.constant 3 : i64
    %c1_i64 = arith.constant 1 : i64
    %c38_i64 = arith.constant 38 : i64
    %cst_1 = arith.constant 4.000000e+02 : f32
    %6:2 = scf.for %arg0 = %c0_i64 to %c3_i64 step %c1_i64 iter_args(%arg1 = %c38_i64, %arg2 = %cst_1) -> (i64, f32)  : i64 {
      %c0_2 = arith.constant 0 : index
      %c7 = arith.constant 7 : index
      %c2_3 = arith.constant 2 : index
      %c0_4 = arith.constant 0 : index
      %c3 = arith.constant 3 : index
      %c1 = arith.constant 1 : index
      %c0_i16 = arith.constant 0 : i16
      %7:2 = scf.parallel (%arg3, %arg4) = (%c0_2, %c0_4) to (%c7, %c3) step (%c2_3, %c1) init (%arg1, %c0_i16) -> (i64, i16) {
        scf.reduce(%c1_i64, %c0_i16 : i64, i16) {
        ^bb0(%arg5: i64, %arg6: i64):
          %8 = arith.xori %arg5, %arg6 : i64
          scf.reduce.return %8 : i64
        }, {
        ^bb0(%arg5: i16, %arg6: i16):
          %8 = arith.maxsi %arg5, %arg6 : i16
          scf.reduce.return %8 : i16
        }
      }
      scf.yield %7#0, %arg2 : i64, f32
    }
    return
  }
}

