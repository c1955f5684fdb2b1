#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  memref.global "private" constant @g0 : memref<8x4x2xf32> = dense<4.000000e+02>
  func.func public @f0() -> (f32, vector<2x4xf32> {llvm.noundef, test.tag = "x"}) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.cmpi ne, %c1_i32, %c1_i32 : i32
    %c4 = arith.constant 4 : index
    %1 = tensor.empty(%c4) : tensor<?x4x2xi16>
    %2 = arith.shrui %1, %1 : tensor<?x4x2xi16>
    %cst = arith.constant dense<0> : tensor<2x4xi16>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst : tensor<2x4xi16>) outs(%cst : tensor<2x4xi16>) {
    ^bb0(%in: i16, %out: i16):
      %7 = arith.addi %in, %out : i16
      linalg.yield %7 : i16
    } -> tensor<2x4xi16>
    %4 = scf.while (%arg0 = %c1_i32) : (i32) -> i32 {
      %cst_3 = arith.constant dense<1> : vector<2x4xindex>
      %cst_4 = arith.constant dense<[[-1, -1, 76, 18], [4611686018427387903, 1, 4611686018427387903, 4611686018427387903]]> : vector<2x4xindex>
      %7 = arith.shrui %cst_3, %cst_4 : vector<2x4xindex>
      scf.condition(%0) %c1_i32 : i32
    } do {
    ^bb0(%arg0: i32):
      %c2_i16 = arith.constant 2 : i16
      %c9_i16 = arith.constant 9 : i16
      %c3_i16 = arith.constant 3 : i16
      %cst_3 = arith.constant 0.000000e+00 : f32
      %cst_4 = arith.constant 0.000000e+00 : f64
      %7:2 = scf.for %arg1 = %c2_i16 to %c9_i16 step %c3_i16 iter_args(%arg2 = %cst_3, %arg3 = %cst_4) -> (f32, f64)  : i16 {
        %8 = math.erfc %cst_3 fastmath<fast> : f32
        %9 = arith.negf %cst_4 fastmath<afn> : f64
        %cst_5 = arith.constant 3.000000e+00 : bf16
        scf.yield %8, %9 : f32, f64
      }
      scf.yield %c1_i32 : i32
    }
    %5 = memref.get_global @g0 : memref<8x4x2xf32>
    %6 = tensor.empty() : tensor<2x4xbf16>
    %cst_0 = arith.constant dense<[1.000000e+00, -7.500000e+00]> : tensor<2xbf16>
    %reduced = linalg.reduce ins(%6 : tensor<2x4xbf16>) outs(%cst_0 : tensor<2xbf16>) dimensions = [1] 
      (%in: bf16, %init: bf16) {
        %7 = arith.addf %in, %init : bf16
        linalg.yield %7 : bf16
      }
    %cst_1 = arith.constant 1.500000e-01 : f32
    %cst_2 = arith.constant dense<5.000000e-01> : vector<2x4xf32>
    return %cst_1, %cst_2 : f32, vector<2x4xf32>
  }
}

