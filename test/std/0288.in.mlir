module attributes {test.module_note = "std"} {
  func.func @fn.0() -> (index, tensor<4x8xi32>) attributes {passthrough = ["nounwind"], level = 2 : i64} {
    %1 = arith.constant dense<1.5e-1> : vector<4x8xf32>
    %cst = arith.constant dense<-1.0> : vector<4x8xf32>

    %t3 = arith.minimumf %1, %cst fastmath<arcp> : vector<4x8xf32>
    %c = arith.constant -10 : i32
    cf.switch %c : i32, [default: ^then1(%c : i32), 0: ^then1(%c : i32), 3: ^bb4] // TODO: check
  ^then1(%ba_5: i32):
    %sum = memref.alloc() : memref<2048xi8>
    %c_7 = arith.constant 0 : index
    %res = arith.constant 8 : index
    %x9 = memref.view %sum[%c_7][%res] : memref<2048xi8> to memref<?x4xf16>
    %10 = arith.constant 0 : i1
    // ---- comment line ----
    %11 = arith.constant -1 : i64
    %c_13 = arith.constant 4611686018427387903 : i64
    cf.cond_br %10, ^b2(%11 : i64), ^b2(%c_13 : i64)
  ^b2(%14: i64):
    %15 = arith.constant dense<-1> : tensor<8x1xi8>
    %cst_17 = arith.constant dense<[[-1, 0, 127]]> : tensor<1x3xi8>
    %acc = arith.constant dense<8> : tensor<8x3xi8>
    %rhs = linalg.matmul ins(%15, %cst_17 : tensor<8x1xi8>, tensor<1x3xi8>) outs(%acc : tensor<8x3xi8>) -> tensor<8x3xi8>
    cf.br ^b3

  ^b3:
    %20 = arith.constant 7 : index
    %tmp21 = tensor.empty(%20) : tensor<?x8xi64>
    %trunci = arith.trunci %tmp21 overflow<none> : tensor<?x8xi64> to tensor<?x8xi16>
    %c_23 = arith.constant 0 : i1
    cf.cond_br %c_23, ^bb4, ^bb4
  ^bb4:
    %24 = arith.constant 4 : index
    %25 = arith.constant dense<0> : tensor<4x8xi32>
    return %24, %25 : index, tensor<4x8xi32>
  }
}
