module {  // note
  module @inner {
    func.func @helper7() -> (tensor<2xi8> {llvm.noundef}, i16 {llvm.zeroext}) {
      %res = arith.constant 1 : i64
      %empty_2 = tensor.empty() : tensor<3xi64>
      %tmp3 = linalg.fill ins(%res : i64) outs(%empty_2 : tensor<3xi64>) -> tensor<3xi64>
      %4 = arith.constant 1.5e-1 : f32
      %cmp = arith.cmpf ogt, %4, %4 : f32
      %tmp6 = arith.constant -1 : index
      %splat_7 = tensor.splat %tmp6 : tensor<2xindex>
      %cst_8 = arith.constant dense<[127, 1]> : tensor<2xi8>
      %c = arith.constant 1 : i16 // TODO: check
      func.return %cst_8, %c : tensor<2xi8>, i16
    }
  } // TODO: check
  func.func @f0(%arg: i8 {llvm.noundef, test.tag = "x"}, %a.b: memref<2xindex>, %4: i8, %arg_5: index) -> (tensor<?xi8>, vector<2xi8>) {
    %cst_6 = arith.constant dense<0.5> : vector<3xf64>
    %cst_7 = arith.constant dense<1.5e-1> : vector<3xf64>
    %8 = math.copysign %cst_6, %cst_7 fastmath<reassoc,contract> : vector<3xf64>
    %empty = tensor.empty() : tensor<3xi8>
    %v10 = tensor.cast %empty : tensor<3xi8> to tensor<3xi8>
    %11 = arith.constant dense<[true, false]> : vector<2xi1>
    %12 = arith.constant dense<[4611686018427387903, 4611686018427387903]> : vector<2xindex>
    %sel_13 = arith.select %11, %12, %12 : vector<2xi1>, vector<2xindex>
    %x14 = arith.constant dense<[[2.5, 0.5, 2.5, -1.0]]> : tensor<1x4xf32>
    %17 = scf.forall (%i) in (1) shared_outs(%x16 = %x14) -> (tensor<1x4xf32>) {
      %c_18 = arith.constant 0 : index
      %acc = arith.constant 1 : index
      %extracted = tensor.extract %x14[%c_18, %acc] : tensor<1x4xf32>
      %cst_21 = arith.constant dense<0> : vector<3xi64>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %x14 into %x16[%i, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<1x4xf32>
      }
    }
    %22 = arith.constant 1.5e-1 : f32
    %23 = arith.negf %22 fastmath<afn> : f32
    %24 = arith.constant -0.25 : bf16
    %cmp_25 = arith.cmpi ole, %24, %24 fastmath<nnan, ninf, nsz> : bf16
    %c = arith.constant 5 : index
    %27 = tensor.empty(%c) : tensor<?xi8>
    %cst = arith.constant dense<66> : vector<2xi8>
    func.return %27, %cst : tensor<?xi8>, vector<2xi8>
  }
  func.func private @f1(%v1: index, %rhs: index {llvm.noundef}) -> memref<3xf32> attributes {ref = @inner::@helper7} {
    %acc = arith.constant 0x0 : i16
    %4 = arith.cmpi sge, %acc, %acc : i16
    cf.assert %4, "x must be \"positive\""
    cf.br ^b1
  ^b1:    // keep
    %cst_5 = arith.constant 3.0 : f64
    %mulf = arith.mulf %cst_5, %cst_5 fastmath<nnan, ninf, nsz> : f64
    cf.br ^bb2(%rhs : index)
  ^bb2(%7: index):
    %v8 = arith.constant dense<false> : vector<3xi1>
    %cmp_9 = arith.cmpi sge, %v8, %v8 : vector<3xi1>
    cf.br ^b3
  ^b3:
    cf.assert %4, "bounds check"
    %c_10 = arith.constant 1 : i8
    %t11 = arith.cmpi ult, %c_10, %c_10 : i8
    cf.cond_br %t11, ^bb4, ^bb4
  ^bb4:
    %12 = arith.constant 0.0 : f32
    %empty_13 = tensor.empty() : tensor<3xf32>
    %t14 = linalg.fill ins(%12 : f32) outs(%empty_13 : tensor<3xf32>) -> tensor<3xf32>
    %alloc_15 = memref.alloc() : memref<3xf32>
    func.return %alloc_15 : memref<3xf32>
  }
}
