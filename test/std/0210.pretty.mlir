module {
  module @inner {
    func.func @helper7() -> (tensor<2xi8> {llvm.noundef}, i16 {llvm.zeroext}) {
      %c1_i64 = arith.constant 1 : i64
      %0 = tensor.empty() : tensor<3xi64>
      %1 = linalg.fill ins(%c1_i64 : i64) outs(%0 : tensor<3xi64>) -> tensor<3xi64>
      %cst = arith.constant 1.500000e-01 : f32
      %2 = arith.cmpf ogt, %cst, %cst : f32
      %c-1 = arith.constant -1 : index
      %splat = tensor.splat %c-1 : tensor<2xindex>
      %cst_0 = arith.constant dense<[127, 1]> : tensor<2xi8>
      %c1_i16 = arith.constant 1 : i16
      return %cst_0, %c1_i16 : tensor<2xi8>, i16
    }
  }
  func.func @f0(%arg0: i8 {llvm.noundef, test.tag = "x"}, %arg1: memref<2xindex>, %arg2: i8, %arg3: index) -> (tensor<?xi8>, vector<2xi8>) {
    %cst = arith.constant dense<5.000000e-01> : vector<3xf64>
    %cst_0 = arith.constant dense<1.500000e-01> : vector<3xf64>
    %0 = math.copysign %cst, %cst_0 fastmath<reassoc,contract> : vector<3xf64>
    %1 = tensor.empty() : tensor<3xi8>
    %cast = tensor.cast %1 : tensor<3xi8> to tensor<3xi8>
    %cst_1 = arith.constant dense<[true, false]> : vector<2xi1>
    %cst_2 = arith.constant dense<4611686018427387903> : vector<2xindex>
    %2 = arith.select %cst_1, %cst_2, %cst_2 : vector<2xi1>, vector<2xindex>
    %cst_3 = arith.constant dense<[[2.500000e+00, 5.000000e-01, 2.500000e+00, -1.000000e+00]]> : tensor<1x4xf32>
    %3 = scf.forall (%arg4) in (1) shared_outs(%arg5 = %cst_3) -> (tensor<1x4xf32>) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %extracted = tensor.extract %cst_3[%c0, %c1] : tensor<1x4xf32>
      %cst_7 = arith.constant dense<0> : vector<3xi64>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %cst_3 into %arg5[%arg4, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<1x4xf32>
      }
    }
    %cst_4 = arith.constant 1.500000e-01 : f32
    %4 = arith.negf %cst_4 fastmath<afn> : f32
    %cst_5 = arith.constant -2.500000e-01 : bf16
    %5 = arith.cmpf ole, %cst_5, %cst_5 fastmath<nnan,ninf,nsz> : bf16
    %c5 = arith.constant 5 : index
    %6 = tensor.empty(%c5) : tensor<?xi8>
    %cst_6 = arith.constant dense<66> : vector<2xi8>
    return %6, %cst_6 : tensor<?xi8>, vector<2xi8>
  }
  func.func private @f1(%arg0: index, %arg1: index {llvm.noundef}) -> memref<3xf32> attributes {ref = @inner::@helper7} {
    %c0_i16 = arith.constant 0 : i16
    %0 = arith.cmpi sge, %c0_i16, %c0_i16 : i16
    cf.assert %0, "x must be \22positive\22"
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %cst = arith.constant 3.000000e+00 : f64
    %1 = arith.mulf %cst, %cst fastmath<nnan,ninf,nsz> : f64
    cf.br ^bb2(%arg1 : index)
  ^bb2(%2: index):  // pred: ^bb1
    %cst_0 = arith.constant dense<false> : vector<3xi1>
    %3 = arith.cmpi sge, %cst_0, %cst_0 : vector<3xi1>
    cf.br ^bb3
  ^bb3:  // pred: ^bb2
    cf.assert %0, "bounds check"
    %c1_i8 = arith.constant 1 : i8
    %4 = arith.cmpi ult, %c1_i8, %c1_i8 : i8
    cf.cond_br %4, ^bb4, ^bb4
  ^bb4:  // 2 preds: ^bb3, ^bb3
    %cst_1 = arith.constant 0.000000e+00 : f32
    %5 = tensor.empty() : tensor<3xf32>
    %6 = linalg.fill ins(%cst_1 : f32) outs(%5 : tensor<3xf32>) -> tensor<3xf32>
    %alloc = memref.alloc() : memref<3xf32>
    return %alloc : memref<3xf32>
  }
}

