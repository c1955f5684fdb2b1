#map = affine_map<(d0, d1) -> (d0, d1)>
module attributes {test.module_note = "std"} {
  func.func private @ext0(i32) attributes {test.kernel}
  func.func private @ext1() attributes {level = 2 : i64, passthrough = ["nounwind"]}
  module @inner {
    func.func public @helper7(%arg0: i32, %arg1: i32, %arg2: tensor<8xindex>, %arg3: i32 {llvm.noundef}) -> f32 {
      %false = arith.constant false
      cf.assert %false, "ok"
      %cst = arith.constant dense<[[0.000000e+00, -7.500000e+00, 0.000000e+00, -1.000000e+00], [3.000000e+00, -2.500000e-01, -2.500000e-01, 1.000000e+00], [1.000000e+02, 2.500000e+00, 1.000000e+00, 1.000000e+00], [1.000000e+02, -2.500000e-01, 0.000000e+00, 1.000000e+00]]> : tensor<4x4xf64>
      %0 = tensor.empty() : tensor<4x4xf64>
      %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst : tensor<4x4xf64>) outs(%0 : tensor<4x4xf64>) {
      ^bb0(%in: f64, %out: f64):
        %3 = arith.addf %in, %out : f64
        %4 = math.absf %3 : f64
        linalg.yield %4 : f64
      } -> tensor<4x4xf64>
      %cst_0 = arith.constant 2.500000e+00 : f32
      %2 = math.trunc %cst_0 : f32
      return %2 : f32
    }
  }
  func.func @f0(%arg0: i32) -> i32 {
    %c-11_i16 = arith.constant -11 : i16
    %c0_i16 = arith.constant 0 : i16
    %0 = arith.cmpi eq, %c-11_i16, %c0_i16 : i16
    cf.assert %0, ""
    scf.forall (%arg1) in (3) {
    }
    return %arg0 : i32
  }
  func.func @kernel_1() -> (i32, tensor<?x4xi32> {llvm.noundef}) attributes {ref = @inner::@helper7} {
    %cst = arith.constant dense<[[3.000000e+00, 1.000000e+02, 3.000000e+00, -2.500000e-01], [1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00], [5.000000e-01, -1.000000e+00, 1.000000e+00, 1.000000e+00], [5.000000e-01, -2.500000e-01, 1.000000e+02, 3.000000e+00]]> : vector<4x4xf32>
    %0 = math.floor %cst fastmath<afn> : vector<4x4xf32>
    %cst_0 = arith.constant 1.000000e+00 : f32
    %1 = math.isnormal %cst_0 : f32
    %c1_i32 = arith.constant 1 : i32
    %c3 = arith.constant 3 : index
    %2 = tensor.empty(%c3) : tensor<?x4xi32>
    return %c1_i32, %2 : i32, tensor<?x4xi32>
  }
}

