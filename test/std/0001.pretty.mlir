#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  memref.global "private" constant @g0 : memref<4x3x8xf64> = dense<1.000000e+00>
  func.func private @ext0(memref<3x?xi16>) -> (tensor<?x3xf64>, tensor<?x4x4xf64> {test.foo = 1 : i32})
  func.func private @ext1(memref<3x3xi32>)
  func.func @kernel_0(%arg0: tensor<?xf64>, %arg1: memref<3x?xi16>) -> f64 attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %cst = arith.constant 1.000000e+00 : f64
    %0 = arith.negf %cst : f64
    %cst_0 = arith.constant dense<[5.000000e-01, 1.500000e-01, -2.500000e-01, -1.000000e+00]> : tensor<4xf64>
    %1 = arith.cmpf false, %cst_0, %cst_0 fastmath<nnan,ninf> : tensor<4xf64>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %cst_0, %c0 : tensor<4xf64>
    %cst_1 = arith.constant -1.000000e+00 : f16
    %2 = arith.addf %cst_1, %cst_1 : f16
    %c0_i32 = arith.constant 0 : i32
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    %c0_i16 = arith.constant 0 : i16
    %3 = scf.for %arg2 = %c0_i32 to %c2_i32 step %c3_i32 iter_args(%arg3 = %c0_i16) -> (i16)  : i32 {
      %7 = memref.get_global @g0 : memref<4x3x8xf64>
      %cst_5 = arith.constant dense<[[0], [1], [15], [4611686018427387903]]> : tensor<4x1xi64>
      %cst_6 = arith.constant dense<[-1, -1, 0, -1]> : tensor<4xi64>
      %8 = linalg.generic {doc = "elementwise", indexing_maps = [#map, #map, #map1], iterator_types = ["parallel", "reduction"]} ins(%cst_5, %cst_5 : tensor<4x1xi64>, tensor<4x1xi64>) outs(%cst_6 : tensor<4xi64>) {
      ^bb0(%in: i64, %in_7: i64, %out: i64):
        %9 = arith.addi %in, %in_7 : i64
        %10 = arith.addi %9, %out : i64
        linalg.yield %10 : i64
      } -> tensor<4xi64>
      scf.yield %arg3 : i16
    }
    %4 = call @kernel_0(%arg0, %arg1) : (tensor<?xf64>, memref<3x?xi16>) -> f64
    %true = arith.constant true
    %c3 = arith.constant 3 : index
    %inserted = tensor.insert %true into %1[%c3] : tensor<4xi1>
    %5 = tensor.empty() : tensor<4x1xi32>
    %cst_2 = arith.constant dense<-1> : tensor<1xi32>
    %reduced = linalg.reduce ins(%5 : tensor<4x1xi32>) outs(%cst_2 : tensor<1xi32>) dimensions = [0] 
      (%in: i32, %init: i32) {
        %7 = arith.addi %in, %init : i32
        linalg.yield %7 : i32
      }
    %cst_3 = arith.constant -7.500000e+00 : f32
    %cst_4 = arith.constant 2.500000e+00 : f32
    %6 = arith.remf %cst_3, %cst_4 : f32
    return %0 : f64
  }
}

