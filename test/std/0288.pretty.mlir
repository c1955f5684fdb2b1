module attributes {test.module_note = "std"} {
  func.func @fn.0() -> (index, tensor<4x8xi32>) attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %cst = arith.constant dense<1.500000e-01> : vector<4x8xf32>
    %cst_0 = arith.constant dense<-1.000000e+00> : vector<4x8xf32>
    %0 = arith.minimumf %cst, %cst_0 fastmath<arcp> : vector<4x8xf32>
    %c-10_i32 = arith.constant -10 : i32
    cf.switch %c-10_i32 : i32, [
      default: ^bb1(%c-10_i32 : i32),
      0: ^bb1(%c-10_i32 : i32),
      3: ^bb4
    ]
  ^bb1(%1: i32):  // 2 preds: ^bb0, ^bb0
    %alloc = memref.alloc() : memref<2048xi8>
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %view = memref.view %alloc[%c0][%c8] : memref<2048xi8> to memref<?x4xf16>
    %false = arith.constant false
    %c-1_i64 = arith.constant -1 : i64
    %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
    cf.cond_br %false, ^bb2(%c-1_i64 : i64), ^bb2(%c4611686018427387903_i64 : i64)
  ^bb2(%2: i64):  // 2 preds: ^bb1, ^bb1
    %cst_1 = arith.constant dense<-1> : tensor<8x1xi8>
    %cst_2 = arith.constant dense<[[-1, 0, 127]]> : tensor<1x3xi8>
    %cst_3 = arith.constant dense<8> : tensor<8x3xi8>
    %3 = linalg.matmul ins(%cst_1, %cst_2 : tensor<8x1xi8>, tensor<1x3xi8>) outs(%cst_3 : tensor<8x3xi8>) -> tensor<8x3xi8>
    cf.br ^bb3
  ^bb3:  // pred: ^bb2
    %c7 = arith.constant 7 : index
    %4 = tensor.empty(%c7) : tensor<?x8xi64>
    %5 = arith.trunci %4 : tensor<?x8xi64> to tensor<?x8xi16>
    %false_4 = arith.constant false
    cf.cond_br %false_4, ^bb4, ^bb4
  ^bb4:  // 3 preds: ^bb0, ^bb3, ^bb3
    %c4 = arith.constant 4 : index
    %cst_5 = arith.constant dense<0> : tensor<4x8xi32>
    return %c4, %cst_5 : index, tensor<4x8xi32>
  }
}

