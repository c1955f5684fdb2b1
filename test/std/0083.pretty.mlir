module {
  func.func private @ext0() -> (tensor<3x2x8xindex>, vector<3x2xi64>) attributes {level = 2 : i64, passthrough = ["nounwind"]}
  func.func @kernel_0(%arg0: memref<3x2xindex> {llvm.noundef}) -> index {
    %c2 = arith.constant 2 : index
    %c2_0 = arith.constant 2 : index
    scf.for %arg1 = %c2 to %c2 step %c2_0 {
      %expand_shape = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [1, 3, 2] : memref<3x2xindex> into memref<1x3x2xindex>
      scf.forall (%arg2, %arg3) in (2, 4) {
        %c0 = arith.constant 0 : index
        %c-1 = arith.constant -1 : index
        %c1_1 = arith.constant 1 : index
        %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
        %0 = scf.for %arg4 = %c0 to %c-1 step %c1_1 iter_args(%arg5 = %c4611686018427387903_i64) -> (i64) {
          %cst = arith.constant dense<43> : vector<3x3xindex>
          %1 = arith.index_cast %cst : vector<3x3xindex> to vector<3x3xi64>
          %cst_5 = arith.constant dense<4611686018427387903> : tensor<3x3xindex>
          %collapsed = tensor.collapse_shape %cst_5 [[0, 1]] : tensor<3x3xindex> into tensor<9xindex>
          %cst_6 = arith.constant 2.500000e+00 : f64
          %2 = arith.subf %cst_6, %cst_6 : f64
          %cst_7 = arith.constant dense<4611686018427387903> : tensor<3x2xi64>
          %expanded = tensor.expand_shape %cst_7 [[0, 1], [2]] output_shape [3, 1, 2] : tensor<3x2xi64> into tensor<3x1x2xi64>
          scf.yield %arg5 : i64
        }
        %alloc = memref.alloc() : memref<3x2xindex>
        %c-1_2 = arith.constant -1 : index
        %c2_3 = arith.constant 2 : index
        %c0_4 = arith.constant 0 : index
        memref.store %c-1_2, %alloc[%c2_3, %c0_4] : memref<3x2xindex>
      }
    }
    %c1 = arith.constant 1 : index
    return %c1 : index
  }
}

