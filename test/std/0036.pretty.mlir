#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func private @ext0() -> (f32 {llvm.noundef, test.tag = "x"}) attributes {level = 2 : i64, passthrough = ["nounwind"]}
  module @inner {
    func.func @helper7(%arg0: tensor<4xf32>, %arg1: memref<4xf32>) -> (f32, f32 {llvm.noundef}) {
      %0 = tensor.empty() : tensor<2x2xi16>
      %cst = arith.constant dense<1> : tensor<2x2xi16>
      %1 = arith.shrsi %0, %cst : tensor<2x2xi16>
      %2 = tensor.empty() : tensor<3x4xf16>
      %3 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %2 : tensor<3x4xf16>, tensor<3x4xf16>) outs(%2 : tensor<3x4xf16>) {
      ^bb0(%in: f16, %in_0: f16, %out: f16):
        %5 = arith.addf %in, %in_0 : f16
        %6 = arith.addf %5, %out : f16
        linalg.yield %6 : f16
      } -> tensor<3x4xf16>
      %4:2 = call @helper7(%arg0, %arg1) : (tensor<4xf32>, memref<4xf32>) -> (f32, f32)
      return %4#1, %4#0 : f32, f32
    }
  }
  func.func @fn.0(%arg0: vector<3x4xi16>, %arg1: f32, %arg2: f32) -> (i32, tensor<?x4xf32>) attributes {ref = @inner::@helper7} {
    %cst = arith.constant dense<1.000000e+00> : tensor<2x2xf32>
    %0 = arith.negf %cst : tensor<2x2xf32>
    %c2 = arith.constant 2 : index
    %c5 = arith.constant 5 : index
    %c3 = arith.constant 3 : index
    scf.for %arg3 = %c2 to %c5 step %c3 {
      %c1_i16 = arith.constant 1 : i16
      %2 = arith.extui %c1_i16 : i16 to i32
      %alloca = memref.alloca() : memref<4xbf16>
      %c1 = arith.constant 1 : index
      %3 = memref.load %alloca[%c1] : memref<4xbf16>
    }
    %c1_i32 = arith.constant 1 : i32
    %c6 = arith.constant 6 : index
    %1 = tensor.empty(%c6) : tensor<?x4xf32>
    return %c1_i32, %1 : i32, tensor<?x4xf32>
  }
}

