module {
  func.func private @ext0(tensor<4xindex>) -> index
  func.func private @ext1(vector<3x3x4xindex>, vector<4xindex>) attributes {llvm.emit_c_interface, note = "generated"}
  func.func private @kernel_0(%arg0: memref<4xi32>) -> memref<3x3x4xi32> attributes {llvm.emit_c_interface, note = "generated"} {
    %cst = arith.constant dense<1> : tensor<3x3x4xindex>
    %cst_0 = arith.constant dense<[[[80], [1], [-1]]]> : tensor<1x3x1xindex>
    %inserted_slice = tensor.insert_slice %cst_0 into %cst[2, 0, 3] [1, 3, 1] [1, 1, 1] : tensor<1x3x1xindex> into tensor<3x3x4xindex>
    %c1 = arith.constant 1 : index
    %c62 = arith.constant 62 : index
    %c1_1 = arith.constant 1 : index
    %cst_2 = arith.constant 1.000000e+00 : f32
    %0:2 = scf.for %arg1 = %c1 to %c62 step %c1_1 iter_args(%arg2 = %c62, %arg3 = %cst_2) -> (index, f32) {
      %2 = math.powf %arg3, %cst_2 fastmath<arcp> : f32
      %cst_4 = arith.constant dense<1.000000e+00> : vector<4xf64>
      %3 = arith.fptoui %cst_4 : vector<4xf64> to vector<4xi32>
      %false_5 = arith.constant false
      %4 = arith.select %false_5, %3, %3 : vector<4xi32>
      %cst_6 = arith.constant -7.500000e+00 : f32
      scf.yield %c1_1, %cst_6 : index, f32
    }
    %false = arith.constant false
    cf.assert %false, "bounds check"
    %cst_3 = arith.constant 1.000000e+00 : bf16
    %1 = arith.negf %cst_3 : bf16
    %alloc = memref.alloc() : memref<3x3x4xi32>
    return %alloc : memref<3x3x4xi32>
  }
  func.func @kernel_1() -> (tensor<3x3x4xi32>, vector<4x2xindex>) {
    %cst = arith.constant dense<2147483647> : tensor<3x3x4xi32>
    %c2 = arith.constant 2 : index
    %cst_0 = arith.constant dense<[[[0, 2147483647, 37]], [[2147483647, -1, 7]]]> : tensor<2x1x3xi32>
    %inserted_slice = tensor.insert_slice %cst_0 into %cst[1, %c2, 0] [2, 1, 3] [1, 1, 1] : tensor<2x1x3xi32> into tensor<3x3x4xi32>
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %alloc = memref.alloc() : memref<1x1xi32>
    %c0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %0 = memref.load %alloc[%c0, %c0_1] : memref<1x1xi32>
    %c1_i8 = arith.constant 1 : i8
    %c0_2 = arith.constant 0 : index
    cf.switch %c1_i8 : i8, [
      default: ^bb2(%0 : i32),
      2: ^bb4(%c0_2 : index),
      3: ^bb2(%0 : i32)
    ]
  ^bb2(%1: i32):  // 2 preds: ^bb1, ^bb1
    %c2_3 = arith.constant 2 : index
    %c0_4 = arith.constant 0 : index
    %c0_5 = arith.constant 0 : index
    %extracted = tensor.extract %cst[%c2_3, %c0_4, %c0_5] : tensor<3x3x4xi32>
    %true = arith.constant true
    cf.cond_br %true, ^bb3, ^bb4(%c0_5 : index)
  ^bb3:  // pred: ^bb2
    %c50_i32 = arith.constant 50 : i32
    %2 = arith.cmpi ule, %c50_i32, %c50_i32 : i32
    cf.assert %2, "x must be \22positive\22"
    %3 = arith.cmpi ult, %c2, %c2 : index
    cf.cond_br %3, ^bb4(%c2 : index), ^bb4(%c2 : index)
  ^bb4(%4: index):  // 4 preds: ^bb1, ^bb2, ^bb3, ^bb3
    %cst_6 = arith.constant 1.000000e+00 : f32
    %5 = arith.divf %cst_6, %cst_6 : f32
    %cst_7 = arith.constant dense<[[1, -1], [1, -1], [-1, 0], [1, -14]]> : vector<4x2xindex>
    return %cst, %cst_7 : tensor<3x3x4xi32>, vector<4x2xindex>
  }
}

