module {
  func.func private @ext0() -> (tensor<?x3xi16>, vector<4x8x3xindex>)
  func.func private @ext1(i32 {llvm.signext}) -> (memref<4x8x3xi64>, vector<4xindex> {test.foo = 1 : i32}) attributes {test.kernel}
  func.func private @kernel_0(%arg0: i32 {llvm.zeroext}) -> tensor<2x3xindex> {
    %cst = arith.constant dense<[[-19, 2147483647, -1, 0], [2147483647, 51, 9, 1], [-1, 24, -1, 0]]> : tensor<3x4xi32>
    %0 = arith.cmpi sge, %cst, %cst : tensor<3x4xi32>
    %collapsed = tensor.collapse_shape %0 [[0, 1]] : tensor<3x4xi1> into tensor<12xi1>
    %c0 = arith.constant 0 : index
    %c7 = arith.constant 7 : index
    %c2 = arith.constant 2 : index
    %1 = scf.for %arg1 = %c0 to %c7 step %c2 iter_args(%arg2 = %c7) -> (index) {
      %cst_1 = arith.constant dense<[[-3, 1, 1], [0, -1, 1]]> : vector<2x3xi8>
      %low, %high = arith.mulsi_extended %cst_1, %cst_1 : vector<2x3xi8>
      %true = arith.constant true
      %cst_2 = arith.constant dense<[[56, 1, 1], [1, 5, -1], [0, -19, -1], [14, 0, 0]]> : vector<4x3xindex>
      %2 = arith.select %true, %cst_2, %cst_2 : vector<4x3xindex>
      scf.yield %arg2 : index
    }
    %cst_0 = arith.constant dense<[[1, 4611686018427387903, 0], [37, -1, -1]]> : tensor<2x3xindex>
    return %cst_0 : tensor<2x3xindex>
  }
  func.func public @kernel_1() -> (tensor<4xf32>, index) attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %c0_i32 = arith.constant 0 : i32
    %c-1_i32 = arith.constant -1 : i32
    %0 = arith.xori %c0_i32, %c-1_i32 : i32
    %1 = tensor.empty() : tensor<4x8x3xindex>
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %extracted_slice = tensor.extract_slice %1[2, 1, 2] [1, 2, 1] [1, %c2, %c1] : tensor<4x8x3xindex> to tensor<1x2x1xindex>
    %c0_i32_0 = arith.constant 0 : i32
    %low, %high = arith.mulsi_extended %c0_i32_0, %c0_i32 : i32
    %false = arith.constant false
    %c4611686018427387903 = arith.constant 4611686018427387903 : index
    %2 = arith.select %false, %c1, %c4611686018427387903 : index
    %c1_i8 = arith.constant 1 : i8
    %c0_i8 = arith.constant 0 : i8
    %low_1, %high_2 = arith.mulsi_extended %c1_i8, %c0_i8 : i8
    %3 = tensor.empty() : tensor<4xf32>
    return %3, %2 : tensor<4xf32>, index
  }
}

