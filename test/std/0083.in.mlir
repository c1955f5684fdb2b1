func.func private @ext0() -> (tensor<3x2x8xindex>, vector<3x2xi64>) attributes {passthrough = ["nounwind"], level = 2 : i64}
func.func @kernel_0(%arg_1: memref<3x2xindex> {llvm.noundef}) -> index {
  %c = arith.constant 2 : index
  %c_3 = arith.constant 2 : index
  scf.for %x_1 = %c to %c step %c_3 {
    %expand_shape = memref.expand_shape %arg_1 [[0, 1], [2]] output_shape [1, 3, 2] : memref<3x2xindex> into memref<1x3x2xindex>
    scf.forall (%6, %7) in (2, 4) {
      %lhs = arith.constant 0 : index

      %10 = arith.constant -1 : index
      %11 = arith.constant 1 : index
      %t12 = arith.constant 4611686018427387903 : i64
      %t15 = scf.for %y = %lhs to %10 step %11 iter_args(%acc = %t12) -> (i64) {
        %cst_16 = arith.constant dense<43> : vector<3x3xindex>
        %18 = arith.index_cast %cst_16 : vector<3x3xindex> to vector<3x3xi64>
        %19 = arith.constant dense<4611686018427387903> : tensor<3x3xindex>
        %collapsed = tensor.collapse_shape %19 [[0, 1]] : tensor<3x3xindex> into tensor<9xindex>
        %cst_21 = arith.constant 2.5 : f64
        %subf = arith.subf %cst_21, %cst_21 : f64
        %x23 = arith.constant dense<4611686018427387903> : tensor<3x2xi64>
        %24 = tensor.expand_shape %x23 [[0, 1], [2]] output_shape [3, 1, 2] : tensor<3x2xi64> into tensor<3x1x2xi64>
        scf.yield %acc : i64
      }
      %a.b = memref.alloc() : memref<3x2xindex>
      %val = arith.constant -1 : index
      %27 = arith.constant 2 : index
      %28 = arith.constant 0 : index
      memref.store %val, %a.b[%27, %28] : memref<3x2xindex>
    }
  }
  %c_29 = arith.constant 1 : index
  func.return %c_29 : index
}
