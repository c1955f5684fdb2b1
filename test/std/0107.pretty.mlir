module {
  func.func @f0(%arg0: vector<4xi32>) -> (f64, tensor<4xf64> {test.foo = 1 : i32}, vector<2xf64> {test.foo = 1 : i32}) attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %cst = arith.constant dense<-2.500000e-01> : tensor<8xf64>
    %expanded = tensor.expand_shape %cst [[0, 1]] output_shape [8, 1] : tensor<8xf64> into tensor<8x1xf64>
    %cst_0 = arith.constant dense<[1.000000e+00, 4.000000e+02, 0.000000e+00, 1.000000e+00, 5.000000e-01, 3.000000e+00, 0.000000e+00, 4.000000e+02]> : vector<8xf32>
    %cst_1 = arith.constant dense<0> : vector<8xi8>
    %0 = math.fpowi %cst_0, %cst_1 fastmath<fast> : vector<8xf32>, vector<8xi8>
    %c-1_i32 = arith.constant -1 : i32
    %low, %high = arith.mulsi_extended %c-1_i32, %c-1_i32 : i32
    %alloca = memref.alloca() : memref<4x3xf32>
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %1 = memref.load %alloca[%c2, %c0] : memref<4x3xf32>
    %cast = tensor.cast %cst : tensor<8xf64> to tensor<8xf64>
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %2 = arith.xori %c0_i32, %c0_i32_2 : i32
    %c0_3 = arith.constant 0 : index
    %c2_4 = arith.constant 2 : index
    %c2_5 = arith.constant 2 : index
    scf.parallel (%arg1) = (%c0_3) to (%c2_4) step (%c2_5) {
      scf.reduce 
    }
    %cst_6 = arith.constant -2.500000e-01 : f64
    %cst_7 = arith.constant dense<5.000000e-01> : tensor<4xf64>
    %cst_8 = arith.constant dense<[-2.500000e-01, 1.000000e+02]> : vector<2xf64>
    return %cst_6, %cst_7, %cst_8 : f64, tensor<4xf64>, vector<2xf64>
  }
  func.func private @compute1(%arg0: f64, %arg1: memref<8xi8>) -> vector<4xf64> attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %cst = arith.constant 3.000000e+00 : bf16
    %from_elements = tensor.from_elements %cst, %cst, %cst, %cst : tensor<4xbf16>
    %c64 = arith.constant 64 : index
    %0 = arith.cmpi sge, %c64, %c64 : index
    cf.cond_br %0, ^bb3, ^bb1
  ^bb1:  // pred: ^bb0
    %cst_0 = arith.constant 3.000000e+00 : f64
    %1 = math.log1p %cst_0 : f64
    %c1 = arith.constant 1 : index
    %c4611686018427387903 = arith.constant 4611686018427387903 : index
    %2 = arith.cmpi ult, %c1, %c4611686018427387903 : index
    cf.cond_br %2, ^bb2(%1 : f64), ^bb3
  ^bb2(%3: f64):  // pred: ^bb1
    %4 = tensor.empty() : tensor<4x2xf32>
    %transposed = linalg.transpose ins(%4 : tensor<4x2xf32>) outs(%4 : tensor<4x2xf32>) permutation = [0, 1] 
    cf.cond_br %0, ^bb3, ^bb3
  ^bb3:  // 4 preds: ^bb0, ^bb1, ^bb2, ^bb2
    %cast = tensor.cast %from_elements : tensor<4xbf16> to tensor<4xbf16>
    %cst_1 = arith.constant dense<5.000000e-01> : vector<4xf64>
    return %cst_1 : vector<4xf64>
  }
}

