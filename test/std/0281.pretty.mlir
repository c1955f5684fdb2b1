module {
  func.func private @ext0(f16, f16 {llvm.noundef, test.tag = "x"})
  func.func private @ext1(f16, memref<4xindex>) -> (f64 {llvm.noundef, test.tag = "x"}, memref<1x8x2xf64>) attributes {test.kernel}
  module @inner {
    func.func public @helper2(%arg0: tensor<4xf64>, %arg1: f16) -> (f16, tensor<4x4xf64>, f16 {llvm.noundef, test.tag = "x"}) {
      %cst = arith.constant 1.000000e+02 : f64
      %0 = math.atan %cst fastmath<nnan,ninf> : f64
      %cst_0 = arith.constant 1.000000e+02 : f32
      cf.br ^bb1(%0, %cst_0 : f64, f32)
    ^bb1(%1: f64, %2: f32):  // pred: ^bb0
      %c1 = arith.constant 1 : index
      %extracted = tensor.extract %arg0[%c1] : tensor<4xf64>
      %c2147483647_i32 = arith.constant 2147483647 : i32
      %3 = arith.cmpi slt, %c2147483647_i32, %c2147483647_i32 : i32
      cf.cond_br %3, ^bb2(%0 : f64), ^bb3
    ^bb2(%4: f64):  // pred: ^bb1
      %c76 = arith.constant 76 : index
      %c-1 = arith.constant -1 : index
      %5 = arith.cmpi sge, %c76, %c-1 : index
      cf.assert %5, "x must be \22positive\22"
      %c1_i64 = arith.constant 1 : i64
      cf.switch %c1_i64 : i64, [
        default: ^bb3,
        3: ^bb3,
        5: ^bb4(%4, %arg1 : f64, f16),
        7: ^bb3
      ]
    ^bb3:  // 4 preds: ^bb1, ^bb2, ^bb2, ^bb2
      %true = arith.constant true
      %cst_1 = arith.constant 5.000000e-01 : f64
      cf.cond_br %true, ^bb4(%cst_1, %arg1 : f64, f16), ^bb4(%cst_1, %arg1 : f64, f16)
    ^bb4(%6: f64, %7: f16):  // 3 preds: ^bb2, ^bb3, ^bb3
      %cst_2 = arith.constant 1.000000e+00 : f16
      %8 = tensor.empty() : tensor<4x4xf64>
      %cst_3 = arith.constant 0.000000e+00 : f16
      return %cst_2, %8, %cst_3 : f16, tensor<4x4xf64>, f16
    }
  }
  func.func @kernel_0(%arg0: f64) attributes {test.kernel} {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c1_0 = arith.constant 1 : index
    %cst = arith.constant 5.000000e-01 : f16
    %cst_1 = arith.constant -2.500000e-01 : f16
    %0:2 = scf.for %arg1 = %c1 to %c3 step %c1_0 iter_args(%arg2 = %cst, %arg3 = %cst_1) -> (f16, f16) {
      %c-1_i16 = arith.constant -1 : i16
      %2 = arith.addi %c-1_i16, %c-1_i16 : i16
      func.call @kernel_0(%arg0) : (f64) -> ()
      %cst_2 = arith.constant dense<[4611686018427387903, 75, 56, 1]> : tensor<4xindex>
      %c1_3 = arith.constant 1 : index
      %c1_4 = arith.constant 1 : index
      %3 = tensor.empty() : tensor<2xindex>
      %inserted_slice = tensor.insert_slice %3 into %cst_2[%c1_3] [2] [%c1_4] : tensor<2xindex> into tensor<4xindex>
      scf.yield %cst_1, %arg2 : f16, f16
    }
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    cf.br ^bb2(%c1_0 : index)
  ^bb2(%1: index):  // pred: ^bb1
    return
  }
  func.func @compute1() -> vector<4x4xf16> attributes {ref = @inner::@helper2} {
    %cst = arith.constant 5.000000e-01 : f32
    %0 = arith.maxnumf %cst, %cst fastmath<fast> : f32
    %true = arith.constant true
    cf.cond_br %true, ^bb1, ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %1 = scf.if %true -> (f64) {
      %3 = tensor.empty() : tensor<4x4xf64>
      scf.execute_region {
        scf.yield
      }
      %cst_2 = arith.constant 2.500000e+00 : f64
      scf.yield %cst_2 : f64
    } else {
      %cst_2 = arith.constant 0.000000e+00 : f64
      scf.yield %cst_2 : f64
    }
    %false = arith.constant false
    cf.cond_br %false, ^bb2, ^bb4
  ^bb2:  // pred: ^bb1
    %cst_0 = arith.constant 1.500240e-01 : f16
    cf.br ^bb3(%cst_0 : f16)
  ^bb3(%2: f16):  // pred: ^bb2
    cf.br ^bb4
  ^bb4:  // 2 preds: ^bb1, ^bb3
    %cst_1 = arith.constant dense<[[1.000000e+00, 1.000000e+00, 2.500000e+00, 0.000000e+00], [3.000000e+00, 1.000000e+00, -7.500000e+00, 3.000000e+00], [5.000000e-01, 1.500240e-01, 1.000000e+00, 5.000000e-01], [-1.000000e+00, 2.500000e+00, -2.500000e-01, 4.000000e+02]]> : vector<4x4xf16>
    return %cst_1 : vector<4x4xf16>
  }
}

