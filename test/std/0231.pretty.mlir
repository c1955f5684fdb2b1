module {
  func.func public @compute0(%arg0: i8, %arg1: vector<8x2xi32>, %arg2: tensor<1x2xi32>, %arg3: i32) -> (i8, i8) {
    %cst = arith.constant dense<[[49, 2147483647]]> : vector<1x2xi32>
    %c4611686018427387903 = arith.constant 4611686018427387903 : index
    %c4611686018427387903_0 = arith.constant 4611686018427387903 : index
    %0 = arith.cmpi slt, %c4611686018427387903, %c4611686018427387903_0 : index
    cf.cond_br %0, ^bb1(%arg0 : i8), ^bb2
  ^bb1(%1: i8):  // pred: ^bb0
    %cst_1 = arith.constant dense<[[2147483647, 2147483647], [6, 2147483647], [0, 2147483647], [0, 0], [-1, 1], [-1, 0], [2147483647, 47], [1, 2147483647]]> : tensor<8x2xi32>
    %cst_2 = arith.constant dense<1> : tensor<2xi32>
    %reduced = linalg.reduce ins(%cst_1 : tensor<8x2xi32>) outs(%cst_2 : tensor<2xi32>) dimensions = [0] 
      (%in: i32, %init: i32) {
        %4 = arith.addi %in, %init : i32
        linalg.yield %4 : i32
      }
    %c-1_i32 = arith.constant -1 : i32
    %2 = arith.cmpi slt, %arg3, %c-1_i32 : i32
    cf.cond_br %2, ^bb3(%1 : i8), ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %alloc = memref.alloc() : memref<1x2xf64>
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [2], strides: [1] : memref<1x2xf64> to memref<2xf64, strided<[1]>>
    %c62_i8 = arith.constant 62 : i8
    cf.cond_br %0, ^bb3(%c62_i8 : i8), ^bb4
  ^bb3(%3: i8):  // 2 preds: ^bb1, ^bb2
    %alloca = memref.alloca() {alignment = 64 : i64} : memref<1x2xi16>
    %cast = memref.cast %alloca : memref<1x2xi16> to memref<?x?xi16>
    cf.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    %c74_i16 = arith.constant 74 : i16
    %low, %high = arith.mulsi_extended %c74_i16, %c74_i16 : i16
    %c1_i8 = arith.constant 1 : i8
    return %c1_i8, %arg0 : i8, i8
  }
  func.func @kernel_1(%arg0: i8 {llvm.signext}, %arg1: memref<8x2xi8>, %arg2: i32, %arg3: i32) -> (memref<4xi8>, i16, i32) attributes {test.kernel} {
    %cst = arith.constant 4.000000e+02 : bf16
    %0 = arith.maxnumf %cst, %cst fastmath<nnan,ninf,nsz> : bf16
    %c2 = arith.constant 2 : index
    %alloc = memref.alloc(%c2) {alignment = 16 : i64} : memref<?x2xi8>
    memref.copy %alloc, %alloc : memref<?x2xi8> to memref<?x2xi8>
    %false = arith.constant false
    cf.assert %false, "ok"
    %cst_0 = arith.constant dense<[[1.000000e+00, 3.000000e+00]]> : tensor<1x2xf16>
    %1 = tensor.empty() : tensor<2x1xf16>
    %transposed = linalg.transpose ins(%cst_0 : tensor<1x2xf16>) outs(%1 : tensor<2x1xf16>) permutation = [1, 0] 
    %2 = arith.cmpi eq, %c2, %c2 : index
    %3:2 = scf.if %2 -> (i32, i8) {
      %cst_2 = arith.constant 3.000000e+00 : f64
      %4 = arith.negf %cst_2 fastmath<reassoc,contract> : f64
      %c0_i8 = arith.constant 0 : i8
      scf.yield %arg2, %c0_i8 : i32, i8
    } else {
      %cst_2 = arith.constant 1.000000e+02 : f64
      %4 = arith.negf %cst_2 fastmath<arcp> : f64
      %reinterpret_cast = memref.reinterpret_cast %arg1 to offset: [0], sizes: [16], strides: [1] : memref<8x2xi8> to memref<16xi8, strided<[1]>>
      %5 = scf.while (%arg4 = %arg3) : (i32) -> i32 {
        scf.condition(%false) %arg4 : i32
      } do {
      ^bb0(%arg4: i32):
        %c2147483647_i32 = arith.constant 2147483647 : i32
        scf.yield %c2147483647_i32 : i32
      }
      scf.yield %arg2, %arg0 : i32, i8
    }
    %alloc_1 = memref.alloc() : memref<4xi8>
    %c1_i16 = arith.constant 1 : i16
    %c24_i32 = arith.constant 24 : i32
    return %alloc_1, %c1_i16, %c24_i32 : memref<4xi8>, i16, i32
  }
}

