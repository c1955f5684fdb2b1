#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  func.func private @ext0(tensor<4x8xi32>) -> (index, i32 {test.foo = 1 : i32})
  func.func @f0(%arg0: index {llvm.noundef, test.tag = "x"}) -> tensor<?xi32> attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %0 = tensor.empty() : tensor<4x8xf16>
    %1 = tensor.empty() : tensor<4xf16>
    %2 = linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["parallel", "reduction"]} ins(%0, %0 : tensor<4x8xf16>, tensor<4x8xf16>) outs(%1 : tensor<4xf16>) {
    ^bb0(%in: f16, %in_1: f16, %out: f16):
      %10 = arith.addf %in, %in_1 : f16
      %11 = arith.addf %10, %out : f16
      linalg.yield %11 : f16
    } -> tensor<4xf16>
    %c0 = arith.constant 0 : index
    %c7 = arith.constant 7 : index
    %c1 = arith.constant 1 : index
    %3 = scf.for %arg1 = %c0 to %c7 step %c1 iter_args(%arg2 = %c7) -> (index) {
      %c3_1 = arith.constant 3 : index
      %10 = tensor.empty(%c3_1) : tensor<4x?xf32>
      %11 = arith.negf %10 fastmath<fast> : tensor<4x?xf32>
      scf.yield %c7 : index
    }
    %c2147483647_i32 = arith.constant 2147483647 : i32
    cf.br ^bb1(%c2147483647_i32 : i32)
  ^bb1(%4: i32):  // pred: ^bb0
    %c3 = arith.constant 3 : index
    %extracted_slice = tensor.extract_slice %1[%c3] [1] [1] : tensor<4xf16> to tensor<1xf16>
    %cst = arith.constant dense<0> : vector<2x8x4xindex>
    %5 = arith.shli %cst, %cst : vector<2x8x4xindex>
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    %c0_i8 = arith.constant 0 : i8
    %6 = arith.cmpi eq, %c0_i8, %c0_i8 : i8
    cf.assert %6, "bounds check"
    %7 = arith.cmpi ule, %c2147483647_i32, %c2147483647_i32 : i32
    %c-1_i32 = arith.constant -1 : i32
    %8 = arith.select %7, %c2147483647_i32, %c-1_i32 : i32
    %c1_0 = arith.constant 1 : index
    %9 = tensor.empty(%c1_0) : tensor<?xi32>
    return %9 : tensor<?xi32>
  }
}

