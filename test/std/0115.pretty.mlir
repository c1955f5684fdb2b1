module {
  memref.global @g0 : memref<4x1xbf16> = uninitialized
  func.func private @ext0(i32) -> (vector<4x1xi32>, f32) attributes {llvm.emit_c_interface, note = "generated"}
  func.func private @ext1(vector<4x1xi32> {llvm.noundef}) -> f32
  func.func @kernel_0(%arg0: tensor<4x1xi32>, %arg1: vector<4x1xi8>, %arg2: vector<3xi32>, %arg3: vector<4x1xi32>) {
    %cst = arith.constant dense<[[5.000000e-01, -7.500000e+00, -7.500000e+00, -2.500000e-01], [2.500000e+00, 1.000000e+02, 2.500000e+00, -2.500000e-01]]> : tensor<2x4xf32>
    %collapsed = tensor.collapse_shape %cst [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
    %c6 = arith.constant 6 : index
    %alloca = memref.alloca(%c6) {alignment = 16 : i64} : memref<?xf32>
    memref.dealloc %alloca : memref<?xf32>
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %0 = memref.get_global @g0 : memref<4x1xbf16>
    %extracted_slice = tensor.extract_slice %collapsed[1] [4] [1] : tensor<8xf32> to tensor<4xf32>
    %c0_i32 = arith.constant 0 : i32
    %1 = arith.cmpi sgt, %c0_i32, %c0_i32 : i32
    cf.cond_br %1, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c2_0 = arith.constant 2 : index
    %c0_1 = arith.constant 0 : index
    %c6_2 = arith.constant 6 : index
    %c2_3 = arith.constant 2 : index
    scf.parallel (%arg4, %arg5) = (%c0, %c0_1) to (%c2, %c6_2) step (%c2_0, %c2_3) {
      %cst_5 = arith.constant dense<4611686018427387903> : vector<3x8x4xi64>
      %low, %high = arith.mulsi_extended %cst_5, %cst_5 : vector<3x8x4xi64>
      scf.reduce 
    }
    %alloc = memref.alloc() : memref<3xi32>
    %c0_4 = arith.constant 0 : index
    %dim = memref.dim %alloc, %c0_4 : memref<3xi32>
    cf.br ^bb3
  ^bb3:  // 2 preds: ^bb1, ^bb2
    %2 = arith.cmpi sge, %c6, %c6 : index
    cf.assert %2, "ok"
    return
  }
  func.func @f1(%arg0: vector<3xf32>, %arg1: i32 {test.foo = 1 : i32}) -> (tensor<3xi32>, i32) attributes {test.kernel} {
    %c33_i32 = arith.constant 33 : i32
    %0 = arith.extui %c33_i32 : i32 to i64
    %c127_i8 = arith.constant 127 : i8
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %cst = arith.constant dense<[[-1], [-1], [7], [31]]> : tensor<4x1xi32>
    %cst_0 = arith.constant dense<1> : vector<4x1xi8>
    %cst_1 = arith.constant dense<1> : vector<3xi32>
    %cst_2 = arith.constant dense<[[2147483647], [12], [0], [0]]> : vector<4x1xi32>
    call @kernel_0(%cst, %cst_0, %cst_1, %cst_2) : (tensor<4x1xi32>, vector<4x1xi8>, vector<3xi32>, vector<4x1xi32>) -> ()
    %c1_i32 = arith.constant 1 : i32
    %1 = arith.cmpi sge, %c1_i32, %arg1 : i32
    cf.assert %1, ""
    cf.br ^bb2(%c127_i8 : i8)
  ^bb2(%2: i8):  // pred: ^bb1
    %cst_3 = arith.constant dense<[-1, 1, 4611686018427387903]> : tensor<3xi64>
    %c1 = arith.constant 1 : index
    %inserted = tensor.insert %0 into %cst_3[%c1] : tensor<3xi64>
    %c6 = arith.constant 6 : index
    %alloca = memref.alloca(%c6) : memref<4x?xi32>
    %c0 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %3 = memref.load %alloca[%c0, %c0_4] : memref<4x?xi32>
    %4 = tensor.empty() : tensor<3xi32>
    return %4, %3 : tensor<3xi32>, i32
  }
}

