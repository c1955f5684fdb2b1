// ir-gen std --seed 36 --size 4
func.func private @ext0() -> (f32 {llvm.noundef, test.tag = "x"}) attributes {passthrough = ["nounwind"], level = 2 : i64}
module @inner {
  func.func @helper7(%arg_1: tensor<4xf32>, %arg_2: memref<4xf32>) -> (f32, f32 {llvm.noundef}) {
    %3 = tensor.empty() : tensor<2x2xi16>
    %res = arith.constant dense<1> : tensor<2x2xi16>
    %v5 = arith.shrsi %3, %res : tensor<2x2xi16>
    %6 = tensor.empty() : tensor<3x4xf16>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6, %6 : tensor<3x4xf16>, tensor<3x4xf16>) outs(%6 : tensor<3x4xf16>) {
    ^undefined_block(%8: f16, %in: f16, %sum: f16):
      %tmp11 = arith.addf %8, %in : f16
      %12 = arith.addf %tmp11, %sum : f16
      linalg.yield %12 : f16
    } -> tensor<3x4xf16>
    %r_13, %tmp14 = call @helper7(%arg_1, %arg_2) : (tensor<4xf32>, memref<4xf32>) -> (f32, f32)
    func.return %tmp14, %r_13 : f32, f32
  }
}
func.func @fn.0(%arg: vector<3x4xi16>, %arg_2: f32, %3: f32) -> (i32, tensor<?x4xf32>) attributes {ref = @inner::@helper7} {
  %x4 = arith.constant dense<1.000000e+00> : tensor<2x2xf32>
  %neg_5 = arith.negf %x4 : tensor<2x2xf32>
  %c_6 = arith.constant 2 : index
  %t7 = arith.constant 5 : index
  %v8 = arith.constant 3 : index
  scf.for %9 = %c_6 to %t7 step %v8 {
    %10 = arith.constant 1 : i16
    %11 = arith.extui %10 : i16 to i32
    %alloca = memref.alloca() : memref<4xbf16>
    %c_13 = arith.constant 1 : index
    %x14 = memref.load %alloca[%c_13] : memref<4xbf16>
  }
  %c = arith.constant 1 : i32
  %c_16 = arith.constant 6 : index
  %empty = tensor.empty(%c_16) : tensor<?x4xf32>
  return %c, %empty : i32, tensor<?x4xf32>
}
