module attributes {test.module_note = "std"} {
  func.func @kernel_0(%arg0: i32 {llvm.noundef, test.tag = "x"}, %arg1: i32) -> memref<8xf16> {
    %cst = arith.constant dense<[2147483647, 27, 16, 5]> : tensor<4xi32>
    %expanded = tensor.expand_shape %cst [[0, 1]] output_shape [4, 1] : tensor<4xi32> into tensor<4x1xi32>
    %0 = tensor.empty() : tensor<4xi16>
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %0[%c0] : tensor<4xi16>
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %1 = arith.cmpi sge, %c2147483647_i32, %c2147483647_i32 : i32
    %cst_0 = arith.constant 1.500000e-01 : f32
    %2 = arith.maximumf %cst_0, %cst_0 : f32
    cf.cond_br %1, ^bb2(%c2147483647_i32 : i32), ^bb3
  ^bb2(%3: i32):  // pred: ^bb1
    %cst_1 = arith.constant dense<1.000000e+02> : tensor<4xf16>
    %cast = tensor.cast %cst_1 : tensor<4xf16> to tensor<4xf16>
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c2_2 = arith.constant 2 : index
    %cst_3 = arith.constant dense<[14, 2147483647, 76, -1, 2147483647, 25, -1, 1]> : vector<8xi32>
    %4 = scf.for %arg2 = %c2 to %c3 step %c2_2 iter_args(%arg3 = %cst_3) -> (vector<8xi32>) {
      %alloc = memref.alloc() : memref<8xi32>
      %c0_4 = arith.constant 0 : index
      %dim = memref.dim %alloc, %c0_4 : memref<8xi32>
      scf.yield %cst_3 : vector<8xi32>
    }
    %true = arith.constant true
    cf.cond_br %true, ^bb3, ^bb3
  ^bb3:  // 3 preds: ^bb1, ^bb2, ^bb2
    %alloca = memref.alloca() : memref<8xf16>
    return %alloca : memref<8xf16>
  }
}

