module {
  func.func private @ext0(tensor<2xi8>, memref<4x8xi8>, tensor<2xf64>) -> i8
  func.func private @ext1(tensor<2xi8>, tensor<4xi8> {llvm.noundef, test.tag = "x"}, i8) -> (vector<2xi8> {llvm.noundef, test.tag = "x"})
  func.func @fn.0(%arg0: i8) {
    %false = arith.constant false
    %0:2 = scf.if %false -> (index, i8) {
      %alloc = memref.alloc() : memref<4x8xi8>
      %c2_5 = arith.constant 2 : index
      %c5 = arith.constant 5 : index
      %6 = memref.load %alloc[%c2_5, %c5] : memref<4x8xi8>
      %cst_6 = arith.constant dense<1.000000e+00> : tensor<4x8xf64>
      %c1_7 = arith.constant 1 : index
      %dim = tensor.dim %cst_6, %c1_7 : tensor<4x8xf64>
      %expand_shape = memref.expand_shape %alloc [[0, 1], [2]] output_shape [4, 1, 8] : memref<4x8xi8> into memref<4x1x8xi8>
      scf.yield %c1_7, %6 : index, i8
    } else {
      %c7 = arith.constant 7 : index
      %alloca = memref.alloca(%c7) {alignment = 16 : i64} : memref<?xf64>
      memref.dealloc %alloca : memref<?xf64>
      %cst_5 = arith.constant dense<[1.000000e+00, 4.000000e+02]> : tensor<2xf64>
      %extracted_slice = tensor.extract_slice %cst_5[0] [1] [1] : tensor<2xf64> to tensor<1xf64>
      scf.yield %c7, %arg0 : index, i8
    }
    %1 = tensor.empty() : tensor<2xi8>
    %c1 = arith.constant 1 : index
    %extracted = tensor.extract %1[%c1] : tensor<2xi8>
    %cst = arith.constant dense<-2.500000e-01> : vector<4x8xf32>
    %2 = arith.negf %cst fastmath<reassoc,contract> : vector<4x8xf32>
    %c0_i16 = arith.constant 0 : i16
    %cst_0 = arith.constant 1.500000e-01 : f64
    cf.switch %c0_i16 : i16, [
      default: ^bb1,
      65535: ^bb2(%cst_0 : f64)
    ]
  ^bb1:  // pred: ^bb0
    %c0_i8 = arith.constant 0 : i8
    %cst_1 = arith.constant 1.503910e-01 : bf16
    %3 = arith.divf %cst_1, %cst_1 fastmath<fast> : bf16
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c3 = arith.constant 3 : index
    %cst_2 = arith.constant dense<[127, 0]> : tensor<2xi8>
    %4 = scf.for %arg1 = %c2 to %c8 step %c3 iter_args(%arg2 = %cst_2) -> (tensor<2xi8>) {
      scf.yield %arg2 : tensor<2xi8>
    }
    %cst_3 = arith.constant 0.000000e+00 : f64
    %cst_4 = arith.constant 5.000000e-01 : f64
    cf.switch %c0_i16 : i16, [
      default: ^bb2(%cst_3 : f64),
      0: ^bb2(%cst_4 : f64)
    ]
  ^bb2(%5: f64):  // 3 preds: ^bb0, ^bb1, ^bb1
    return
  }
}

