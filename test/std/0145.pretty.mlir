module {
  func.func private @ext0(index) -> f32 attributes {level = 2 : i64, passthrough = ["nounwind"]}
  func.func private @ext1(index, i8) -> (index {llvm.noundef}, tensor<4x3xindex>) attributes {llvm.emit_c_interface, note = "generated"}
  module @inner {
    func.func @helper2() -> (tensor<4xindex>, index, tensor<8x2xindex>) {
      %cst = arith.constant dense<[[-2.500000e-01, 4.000000e+02, -7.500000e+00], [1.000000e+02, 3.000000e+00, -7.500000e+00], [3.000000e+00, 3.000000e+00, 1.000000e+00], [5.000000e-01, 1.000000e+00, 1.000000e+00]]> : tensor<4x3xf64>
      %0 = arith.minnumf %cst, %cst : tensor<4x3xf64>
      %c2147483647_i32 = arith.constant 2147483647 : i32
      %1 = arith.cmpi ne, %c2147483647_i32, %c2147483647_i32 : i32
      %c1 = arith.constant 1 : index
      %c127_i8 = arith.constant 127 : i8
      cf.cond_br %1, ^bb1(%c1 : index), ^bb3(%c127_i8, %c127_i8 : i8, i8)
    ^bb1(%2: index):  // pred: ^bb0
      %cst_0 = arith.constant 5.000000e-01 : f32
      %3 = math.log2 %cst_0 fastmath<fast> : f32
      cf.br ^bb2(%2 : index)
    ^bb2(%4: index):  // pred: ^bb1
      %splat = tensor.splat %c127_i8 : tensor<4xi8>
      cf.br ^bb3(%c127_i8, %c127_i8 : i8, i8)
    ^bb3(%5: i8, %6: i8):  // 2 preds: ^bb0, ^bb2
      %c0_i8 = arith.constant 0 : i8
      cf.cond_br %1, ^bb4(%c0_i8 : i8), ^bb4(%c127_i8 : i8)
    ^bb4(%7: i8):  // 2 preds: ^bb3, ^bb3
      %cst_1 = arith.constant dense<37> : tensor<4xindex>
      %c0 = arith.constant 0 : index
      %cst_2 = arith.constant dense<[[0, 0], [8, -1], [1, -1], [-11, 43], [1, 0], [1, 47], [0, -15], [22, 7]]> : tensor<8x2xindex>
      return %cst_1, %c0, %cst_2 : tensor<4xindex>, index, tensor<8x2xindex>
    }
  }
  func.func private @f0(%arg0: i16, %arg1: i8) -> vector<4x3xindex> {
    %c2 = arith.constant 2 : index
    %c4611686018427387903 = arith.constant 4611686018427387903 : index
    %c2_0 = arith.constant 2 : index
    scf.for %arg2 = %c2 to %c4611686018427387903 step %c2_0 {
      %cst_1 = arith.constant 1.000000e+02 : f32
      %0 = math.expm1 %cst_1 fastmath<fast> : f32
      %cst_2 = arith.constant 1.503910e-01 : bf16
      %1 = arith.maxnumf %cst_2, %cst_2 fastmath<arcp> : bf16
      %c6 = arith.constant 6 : index
      %2 = tensor.empty(%c6) : tensor<?xf32>
      %3 = arith.fptosi %2 : tensor<?xf32> to tensor<?xi64>
      %true = arith.constant true
      cf.assert %true, "x must be \22positive\22"
    }
    %cst = arith.constant dense<1> : vector<4x3xindex>
    return %cst : vector<4x3xindex>
  }
  func.func public @fn.1(%arg0: tensor<?x?x?xi8> {test.foo = 1 : i32}) -> (tensor<3xf32>, i8) attributes {ref = @inner::@helper2} {
    %alloca = memref.alloca() : memref<3xindex>
    %c0 = arith.constant 0 : index
    %dim = memref.dim %alloca, %c0 : memref<3xindex>
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %extracted = tensor.extract %arg0[%c0_0, %c0_1, %c0_2] : tensor<?x?x?xi8>
    %cst = arith.constant 2.500000e+00 : f64
    %0 = math.erfc %cst : f64
    %cst_3 = arith.constant dense<[[4611686018427387903, -8, -1], [37, 32, -1], [-1, -1, 1], [0, -1, -1]]> : tensor<4x3xindex>
    %c-13 = arith.constant -13 : index
    %c2 = arith.constant 2 : index
    %c0_4 = arith.constant 0 : index
    %inserted = tensor.insert %c-13 into %cst_3[%c2, %c0_4] : tensor<4x3xindex>
    %cst_5 = arith.constant dense<6> : tensor<3x4xi64>
    %1 = tensor.empty() : tensor<4x1xi64>
    %2 = tensor.empty() : tensor<3x1xi64>
    %3 = linalg.matmul ins(%cst_5, %1 : tensor<3x4xi64>, tensor<4x1xi64>) outs(%2 : tensor<3x1xi64>) -> tensor<3x1xi64>
    %4 = tensor.empty() : tensor<3xf32>
    return %4, %extracted : tensor<3xf32>, i8
  }
}

