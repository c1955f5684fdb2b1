module {
  func.func public @compute0(%arg0: tensor<2x2xf32>) -> (memref<2x2xi64>, tensor<4xf32> {llvm.noundef, test.tag = "x"}) attributes {test.kernel} {
    %cst = arith.constant 3.000000e+00 : f32
    %0 = math.asinh %cst fastmath<nnan,ninf> : f32
    %c-1 = arith.constant -1 : index
    cf.br ^bb1(%c-1, %0 : index, f32)
  ^bb1(%1: index, %2: f32):  // pred: ^bb0
    %c0 = arith.constant 0 : index
    %from_elements = tensor.from_elements %c0, %c0, %1 : tensor<3xindex>
    %c1 = arith.constant 1 : index
    %3 = arith.cmpi ugt, %c1, %c1 : index
    cf.cond_br %3, ^bb2, ^bb2
  ^bb2:  // 2 preds: ^bb1, ^bb1
    %c1_0 = arith.constant 1 : index
    %extracted_slice = tensor.extract_slice %arg0[1, 0] [%c1_0, 1] [1, 1] : tensor<2x2xf32> to tensor<?x1xf32>
    %alloc = memref.alloc() : memref<2x2xi64>
    %cst_1 = arith.constant dense<[3.000000e+00, 1.000000e+00, 5.000000e-01, 1.000000e+00]> : tensor<4xf32>
    return %alloc, %cst_1 : memref<2x2xi64>, tensor<4xf32>
  }
}

