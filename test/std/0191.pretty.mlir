module {
  module @inner {
    func.func private @helper5(%arg0: vector<2x8xf32>, %arg1: f32, %arg2: tensor<4x?x?xi32>) -> f32 attributes {level = 2 : i64, passthrough = ["nounwind"]} {
      %cst = arith.constant dense<1.000000e+00> : vector<4x2x3xf32>
      %0 = arith.minimumf %cst, %cst fastmath<arcp> : vector<4x2x3xf32>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c0_0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c1_1 = arith.constant 1 : index
      scf.parallel (%arg3, %arg4) = (%c0, %c0_0) to (%c1, %c8) step (%c2, %c1_1) {
        %alloc = memref.alloc() : memref<3x2xi32>
        %cast = memref.cast %alloc : memref<3x2xi32> to memref<3x2xi32>
        scf.reduce 
      }
      return %arg1 : f32
    }
  }
  func.func @f0() -> (i32, tensor<?x2xi32>) attributes {ref = @inner::@helper5} {
    %cst = arith.constant dense<2.500000e+00> : tensor<4x2x3xbf16>
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %extracted_slice = tensor.extract_slice %cst[0, 0, 0] [2, 1, 3] [3, %c1, %c1_0] : tensor<4x2x3xbf16> to tensor<2x1x3xbf16>
    %c6 = arith.constant 6 : index
    %0 = tensor.empty(%c6) : tensor<?x2xf16>
    %c7 = arith.constant 7 : index
    %1 = tensor.empty(%c7) : tensor<?x2xf16>
    %2 = arith.minimumf %0, %1 fastmath<fast> : tensor<?x2xf16>
    %c1_1 = arith.constant 1 : index
    %3 = arith.cmpi ule, %c1, %c1_1 : index
    cf.assert %3, "bounds check"
    scf.forall (%arg0) in (8) {
      %c1_i32 = arith.constant 1 : i32
      %6 = arith.minsi %c1_i32, %c1_i32 : i32
      %cst_3 = arith.constant 1.000000e+02 : f64
      %7 = arith.truncf %cst_3 : f64 to f32
      %c0 = arith.constant 0 : index
      %c1_4 = arith.constant 1 : index
      %8 = scf.for %arg1 = %c0 to %arg0 step %c1_4 iter_args(%arg2 = %7) -> (f32) {
        %c-16_i32 = arith.constant -16 : i32
        %c2147483647_i32_5 = arith.constant 2147483647 : i32
        %from_elements = tensor.from_elements %c-16_i32, %c2147483647_i32_5, %c-16_i32, %c2147483647_i32_5 : tensor<2x2xi32>
        scf.yield %arg2 : f32
      }
    }
    %cst_2 = arith.constant 1.000000e+02 : f32
    %4 = math.round %cst_2 : f32
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %c3 = arith.constant 3 : index
    %5 = tensor.empty(%c3) : tensor<?x2xi32>
    return %c2147483647_i32, %5 : i32, tensor<?x2xi32>
  }
}

