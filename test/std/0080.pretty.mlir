module {
  func.func private @ext0(i16 {test.foo = 1 : i32}, memref<1xindex>) -> i8
  func.func private @ext1(index {llvm.noundef, test.tag = "x"}, tensor<1x4xf32>) -> (vector<4xf32>, tensor<8x1xf32>) attributes {level = 2 : i64, passthrough = ["nounwind"]}
  func.func private @f0(%arg0: f32, %arg1: i16 {llvm.noundef, test.tag = "x"}, %arg2: index) -> (vector<2x2xindex>, memref<1x4xf64>, memref<8x1xindex> {test.foo = 1 : i32}) attributes {llvm.emit_c_interface, note = "generated"} {
    %alloc = memref.alloc() {alignment = 16 : i64} : memref<2x2xf16>
    linalg.transpose ins(%alloc : memref<2x2xf16>) outs(%alloc : memref<2x2xf16>) permutation = [0, 1] 
    %c29_i8 = arith.constant 29 : i8
    %alloca = memref.alloca() {alignment = 64 : i64} : memref<2x2xi8>
    linalg.fill ins(%c29_i8 : i8) outs(%alloca : memref<2x2xi8>)
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %0 = arith.index_castui %c2147483647_i32 : i32 to index
    %cst = arith.constant dense<[[0, 1], [-1, 0]]> : vector<2x2xindex>
    %alloc_0 = memref.alloc() : memref<1x4xf64>
    %alloc_1 = memref.alloc() : memref<8x1xindex>
    return %cst, %alloc_0, %alloc_1 : vector<2x2xindex>, memref<1x4xf64>, memref<8x1xindex>
  }
  func.func @kernel_1(%arg0: i16 {test.foo = 1 : i32}) -> (tensor<2x2xf32>, f32, f32) {
    %cst = arith.constant dense<[[1.500000e-01], [1.000000e+02], [5.000000e-01], [1.000000e+00], [-7.500000e+00], [5.000000e-01], [1.500000e-01], [-7.500000e+00]]> : tensor<8x1xf64>
    %transposed = linalg.transpose ins(%cst : tensor<8x1xf64>) outs(%cst : tensor<8x1xf64>) permutation = [0, 1] 
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %cst_0 = arith.constant 4.000000e+02 : f32
    %c-1 = arith.constant -1 : index
    %c-1_1 = arith.constant -1 : index
    cf.switch %c2147483647_i32 : i32, [
      default: ^bb1(%cst_0, %c-1 : f32, index),
      4294967295: ^bb2(%c-1_1, %c-1 : index, index),
      2: ^bb1(%cst_0, %c-1 : f32, index)
    ]
  ^bb1(%0: f32, %1: index):  // 2 preds: ^bb0, ^bb0
    %alloc = memref.alloc() : memref<2x2xf32>
    %c1 = arith.constant 1 : index
    %dim = memref.dim %alloc, %c1 : memref<2x2xf32>
    %true = arith.constant true
    cf.cond_br %true, ^bb2(%c-1_1, %c-1 : index, index), ^bb3(%cst_0 : f32)
  ^bb2(%2: index, %3: index):  // 2 preds: ^bb0, ^bb1
    %c-1_i16 = arith.constant -1 : i16
    %low, %high = arith.mulsi_extended %arg0, %c-1_i16 : i16
    cf.br ^bb3(%cst_0 : f32)
  ^bb3(%4: f32):  // 2 preds: ^bb1, ^bb2
    %5 = tensor.empty() : tensor<2x2xf32>
    return %5, %cst_0, %cst_0 : tensor<2x2xf32>, f32, f32
  }
}

