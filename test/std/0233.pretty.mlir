module {
  func.func private @ext0(vector<1x8xindex>) -> (vector<4x1xbf16> {llvm.noundef}) attributes {level = 2 : i64, passthrough = ["nounwind"]}
  func.func private @ext1(index, vector<8x4x4xindex>) -> (i32 {llvm.signext})
  module @inner {
    func.func private @helper2(%arg0: f32, %arg1: tensor<4x1xindex>) -> (tensor<4x?xbf16>, index) {
      %alloc = memref.alloc() : memref<4xindex>
      %c0 = arith.constant 0 : index
      %subview = memref.subview %alloc[%c0] [1] [1] : memref<4xindex> to memref<1xindex, strided<[1], offset: ?>>
      %false = arith.constant false
      %cst = arith.constant -7.500000e+00 : bf16
      cf.cond_br %false, ^bb1(%cst : bf16), ^bb1(%cst : bf16)
    ^bb1(%0: bf16):  // 2 preds: ^bb0, ^bb0
      %c-1 = arith.constant -1 : index
      %c0_0 = arith.constant 0 : index
      memref.store %c-1, %subview[%c0_0] : memref<1xindex, strided<[1], offset: ?>>
      cf.br ^bb2(%cst, %0 : bf16, bf16)
    ^bb2(%1: bf16, %2: bf16):  // pred: ^bb1
      %cst_1 = arith.constant dense<1.000000e+00> : tensor<4x1xf64>
      %3 = arith.negf %cst_1 fastmath<nnan,ninf> : tensor<4x1xf64>
      %c5 = arith.constant 5 : index
      %4 = tensor.empty(%c5) : tensor<4x?xbf16>
      return %4, %c5 : tensor<4x?xbf16>, index
    }
  }
  func.func private @f0(%arg0: memref<4x1xi32>, %arg1: bf16, %arg2: memref<1x?x2xbf16> {llvm.noundef}) {
    %c3 = arith.constant 3 : index
    %alloca = memref.alloca(%c3) {alignment = 64 : i64} : memref<1x?x2xbf16>
    call @f0(%arg0, %arg1, %alloca) : (memref<4x1xi32>, bf16, memref<1x?x2xbf16>) -> ()
    %cst = arith.constant dense<[[-2.500000e-01], [1.000000e+00], [1.000000e+02], [1.000000e+00], [-2.500000e-01], [2.500000e+00], [2.500000e+00], [1.000000e+00]]> : vector<8x1xf64>
    %cst_0 = arith.constant dense<[[1.000000e+02], [1.000000e+00], [-2.500000e-01], [5.000000e-01], [3.000000e+00], [2.500000e+00], [1.000000e+02], [0.000000e+00]]> : vector<8x1xf64>
    %0 = arith.cmpf ord, %cst, %cst_0 fastmath<afn> : vector<8x1xf64>
    %c0_i32 = arith.constant 0 : i32
    %1 = arith.xori %c0_i32, %c0_i32 : i32
    %cst_1 = arith.constant dense<[[0.000000e+00], [1.000000e+00], [5.000000e-01], [1.000000e+02]]> : tensor<4x1xbf16>
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %cst_1[%c2, %c0] : tensor<4x1xbf16>
    %extracted_slice = tensor.extract_slice %cst_1[1, 0] [1, 1] [1, 1] : tensor<4x1xbf16> to tensor<1x1xbf16>
    %extracted_slice_2 = tensor.extract_slice %cst_1[1, 0] [2, 1] [1, 1] : tensor<4x1xbf16> to tensor<2x1xbf16>
    %cst_3 = arith.constant 1.000000e+02 : f16
    %2 = arith.maxnumf %cst_3, %cst_3 fastmath<afn> : f16
    return
  }
  func.func @kernel_1(%arg0: memref<8x4x4xindex>, %arg1: bf16, %arg2: tensor<?x1xbf16>, %arg3: memref<?x4x4xbf16>) attributes {ref = @inner::@helper2} {
    %cst = arith.constant 5.000000e-01 : f16
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x4x4xf16>
    linalg.fill ins(%cst : f16) outs(%alloc : memref<8x4x4xf16>)
    %0 = arith.extf %cst : f16 to f64
    %true = arith.constant true
    cf.assert %true, "bounds check"
    %c3 = arith.constant 3 : index
    %1 = tensor.empty(%c3) : tensor<?x4x4xbf16>
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %extracted = tensor.extract %1[%c0, %c2, %c1] : tensor<?x4x4xbf16>
    %cst_0 = arith.constant dense<1> : vector<8x4x4xindex>
    %f = constant @ext1 : (index, vector<8x4x4xindex>) -> i32
    %2 = call_indirect %f(%c0, %cst_0) : (index, vector<8x4x4xindex>) -> i32
    %cst_1 = arith.constant 1.000000e+00 : bf16
    %cst_2 = arith.constant 1.500000e-01 : f64
    %3 = arith.cmpf ord, %0, %cst_2 : f64
    return
  }
}

