#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
module attributes {test.module_note = "std"} {
  func.func public @f0() -> (i8, tensor<2xf16> {llvm.noundef, test.tag = "x"}) {
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %alloc = memref.alloc(%c1)[%c7] {alignment = 64 : i64} : memref<?x4xindex, #map>
    %0 = tensor.empty() : tensor<2xf64>
    %1 = arith.minimumf %0, %0 fastmath<reassoc,contract> : tensor<2xf64>
    %cst = arith.constant dense<[[[0, 20, 35, 48]], [[4611686018427387903, 1, 0, 0]], [[60, 1, -1, 10]]]> : vector<3x1x4xi64>
    %2 = arith.minsi %cst, %cst : vector<3x1x4xi64>
    %c127_i8 = arith.constant 127 : i8
    %cst_0 = arith.constant dense<5.000000e-01> : tensor<2xf16>
    return %c127_i8, %cst_0 : i8, tensor<2xf16>
  }
  func.func @fn.1(%arg0: index, %arg1: f64, %arg2: f64) -> index {
    %c4 = arith.constant 4 : index
    %splat = tensor.splat %arg1[%c4] : tensor<?xf64>
    %cst = arith.constant dense<[1.000000e+00, 2.500000e+00]> : vector<2xf64>
    %0 = arith.negf %cst : vector<2xf64>
    %false = arith.constant false
    cf.assert %false, "ok"
    return %c4 : index
  }
}

