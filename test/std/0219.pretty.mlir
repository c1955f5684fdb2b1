#map = affine_map<(d0, d1) -> (d0, d1)>
module attributes {test.module_note = "std"} {
  func.func private @ext0(memref<1x4xf16> {test.foo = 1 : i32}, i16)
  module @inner {
    func.func @helper2(%arg0: vector<1x4xi8>) {
      %cst = arith.constant 1.503910e-01 : bf16
      %from_elements = tensor.from_elements %cst, %cst, %cst, %cst : tensor<4xbf16>
      call @helper2(%arg0) : (vector<1x4xi8>) -> ()
      %c4611686018427387903 = arith.constant 4611686018427387903 : index
      %0 = arith.ori %c4611686018427387903, %c4611686018427387903 : index
      return
    }
  }
  func.func private @kernel_0() -> f16 {
    %cst = arith.constant -1.000000e+00 : f64
    %0 = arith.negf %cst : f64
    %1 = tensor.empty() : tensor<3xi8>
    %extracted_slice = tensor.extract_slice %1[0] [1] [1] : tensor<3xi8> to tensor<1xi8>
    %c7 = arith.constant 7 : index
    %2 = tensor.empty(%c7) : tensor<?xf32>
    %3 = math.asin %2 : tensor<?xf32>
    %cst_0 = arith.constant -1.000000e+00 : f16
    return %cst_0 : f16
  }
  func.func public @compute1(%arg0: vector<1x4xf16>, %arg1: i8, %arg2: tensor<1x4xf16> {test.foo = 1 : i32}, %arg3: i8) -> (f16, i8) attributes {ref = @inner::@helper2} {
    %0 = tensor.empty() : tensor<8xf32>
    %cst = arith.constant 4.000000e+02 : f32
    %c4 = arith.constant 4 : index
    %inserted = tensor.insert %cst into %0[%c4] : tensor<8xf32>
    %1 = tensor.empty() : tensor<1x4xf64>
    %cst_0 = arith.constant dense<2.500000e+00> : tensor<1x4xf64>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<1x4xf64>) outs(%cst_0 : tensor<1x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4 = arith.addf %in, %out : f64
      linalg.yield %4 : f64
    } -> tensor<1x4xf64>
    %cst_1 = arith.constant dense<2.500000e+00> : vector<1x4xf64>
    %3 = math.absf %cst_1 : vector<1x4xf64>
    %cst_2 = arith.constant 1.000000e+00 : f16
    %c127_i8 = arith.constant 127 : i8
    return %cst_2, %c127_i8 : f16, i8
  }
}

