module {
  module @inner {
    func.func @helper4(%arg0: i8, %arg1: memref<4xf32>, %arg2: tensor<1x2x4xf32>, %arg3: memref<1x?x?xi8>) -> (vector<1xf32> {llvm.noundef}) {
      %c0 = arith.constant 0 : index
      %c9 = arith.constant 9 : index
      %c2 = arith.constant 2 : index
      scf.for %arg4 = %c0 to %c9 step %c2 {
        %c2_0 = arith.constant 2 : index
        %c2_1 = arith.constant 2 : index
        %c2_2 = arith.constant 2 : index
        %cst_3 = arith.constant 4.000000e+02 : f32
        %0:2 = scf.for %arg5 = %c2_0 to %c2_1 step %c2_2 iter_args(%arg6 = %cst_3, %arg7 = %cst_3) -> (f32, f32) {
          %cst_4 = arith.constant dense<[127, 0, 52, 1, 0, 127, 67, -1]> : tensor<8xi8>
          %cst_5 = arith.constant 1.000000e+00 : f32
          scf.yield %cst_5, %arg7 : f32, f32
        }
      }
      %cst = arith.constant dense<-2.500000e-01> : vector<1xf32>
      return %cst : vector<1xf32>
    }
  }
  func.func private @compute0(%arg0: tensor<4xf32> {test.foo = 1 : i32}, %arg1: i8, %arg2: vector<1x2x4xf32>, %arg3: memref<?xf32>) attributes {ref = @inner::@helper4} {
    %c0 = arith.constant 0 : index
    %c7 = arith.constant 7 : index
    %c3 = arith.constant 3 : index
    scf.for %arg4 = %c0 to %c7 step %c3 {
      %c2147483647_i32 = arith.constant 2147483647 : i32
      %c2147483647_i32_1 = arith.constant 2147483647 : i32
      %2 = arith.divsi %c2147483647_i32, %c2147483647_i32_1 : i32
      %cst_2 = arith.constant dense<1.503910e-01> : vector<1x2x4xbf16>
      %cst_3 = arith.constant 1.000000e+00 : bf16
      %3 = arith.minimumf %cst_3, %cst_3 : bf16
    }
    %cst = arith.constant 4.000000e+02 : f32
    %from_elements = tensor.from_elements %cst, %cst, %cst, %cst : tensor<2x2xf32>
    %cst_0 = arith.constant 1.000000e+00 : f32
    %0 = arith.remf %cst, %cst_0 fastmath<fast> : f32
    %c0_i32 = arith.constant 0 : i32
    %c4_i32 = arith.constant 4 : i32
    %c2_i32 = arith.constant 2 : i32
    %1:2 = scf.for %arg4 = %c0_i32 to %c4_i32 step %c2_i32 iter_args(%arg5 = %cst_0, %arg6 = %arg1) -> (f32, i8)  : i32 {
      %alloc = memref.alloc() : memref<4xf32>
      %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [4], strides: [1] : memref<4xf32> to memref<4xf32, strided<[1]>>
      %cst_1 = arith.constant dense<[[[2.500000e+00, -2.500000e-01, 4.000000e+02, -2.500000e-01], [1.000000e+00, 1.500000e-01, 1.000000e+00, 1.000000e+02]]]> : vector<1x2x4xf32>
      %2 = tensor.empty() : tensor<1x2x4xi32>
      %c0_2 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c0_3 = arith.constant 0 : index
      %extracted = tensor.extract %2[%c0_2, %c1, %c0_3] : tensor<1x2x4xi32>
      scf.yield %cst_0, %arg1 : f32, i8
    }
    return
  }
}

