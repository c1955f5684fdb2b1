module {
// ---- comment line ----
   func.func private @ext0() -> (tensor<?x3xi16>, vector<4x8x3xindex>)
   func.func private @ext1(i32 {llvm.signext}) -> (memref<4x8x3xi64>, vector<4xindex> {test.foo = 1 : i32}) attributes {test.kernel}
   func.func private @kernel_0(%acc: i32 {llvm.zeroext}) -> tensor<2x3xindex> {
      %cst_2 = arith.constant dense<[[-19, 2147483647, -1, 0], [2147483647,51,9,1], [-1,24,-1,0]]> : tensor<3x4xi32>
      %lhs = arith.cmpi sge, %cst_2, %cst_2 : tensor<3x4xi32>
      %collapsed_4 = tensor.collapse_shape %lhs [[0, 1]] : tensor<3x4xi1> into tensor<12xi1>
      %c_5 = arith.constant 0 : index
      %v6 = arith.constant 7 : index
      %c = arith.constant 2 : index
      %r_10 = scf.for %x_1 = %c_5 to %v6 step %c iter_args(%rhs = %v6) -> index {
         %12 = arith.constant dense<[[-3, 1, 1], [0, -1, 1]]> : vector<2x3xi8>
         %tmp13:2 = arith.mulsi_extended %12, %12 : vector<2x3xi8>
         %a.b = arith.constant 1 : i1
         %15 = arith.constant dense<[[56, 1, 1], [1, 5, -1], [0,-19,-1], [14, 0, 0]]> : vector<4x3xindex>
         %16 = arith.select %a.b, %15, %15 : vector<4x3xindex>
         scf.yield %rhs : i64
      }
      %tmp17 = arith.constant dense<[[1, 4611686018427387903, 0], [37, -1, -1]]> : tensor<2x3xindex>
      func.return %tmp17 : tensor<2x3xindex>
   }
   func.func public @kernel_1() -> (tensor<4xf32>, index) attributes {passthrough = ["nounwind"], level = 2 : i64} {
      %c_1 = arith.constant 0 : i32 //
      %2 = arith.constant -1 : i32
      %v3 = arith.xori %c_1, %2 : i32
      %x4 = tensor.empty() : tensor<4x8x3xindex>
      %v5 = arith.constant 2 : index
      // ---- comment line ----
      %6 = arith.constant 1 : index
      %extracted_slice = tensor.extract_slice %x4[2, 1, 2] [1, 2, 1] [1, %v5, %6] : tensor<4x8x3xindex> to tensor<1x2x1xindex>
      %v8 = arith.constant 0 : i32
      %9, %10 = arith.mulsi_extended %v8, %c_1 : i32
      %c = arith.constant 0 : i1
      %12 = arith.constant 4611686018427387903 : index
      %13 = arith.select %c, %6, %12 : index
      %x_1 = arith.constant 0x1 : i8
      %15 = arith.constant 0x0 : i8
      %16:2 = arith.mulsi_extended %x_1, %15 : i8
      %empty_17 = tensor.empty() : tensor<4xf32>
      return %empty_17, %13 : tensor<4xf32>, index
   }
}
