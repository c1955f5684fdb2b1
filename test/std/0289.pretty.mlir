module {
  func.func private @ext0() -> f16 attributes {test.kernel}
  func.func private @ext1() -> tensor<3x1x2xf16>
  func.func @fn.0(%arg0: memref<3xindex>, %arg1: tensor<4xf16>, %arg2: f32, %arg3: index) -> (f16 {llvm.noundef, test.tag = "x"}) {
    %cst = arith.constant dense<[-2.500000e-01, 0.000000e+00, 3.000000e+00]> : vector<3xf32>
    %0 = arith.addf %cst, %cst : vector<3xf32>
    %false = arith.constant false
    %cst_0 = arith.constant 0.000000e+00 : f16
    cf.cond_br %false, ^bb1, ^bb4(%cst_0, %arg2 : f16, f32)
  ^bb1:  // pred: ^bb0
    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [3], strides: [1] : memref<3xindex> to memref<3xindex, strided<[1]>>
    cf.br ^bb2(%arg2 : f32)
  ^bb2(%1: f32):  // pred: ^bb1
    %cst_1 = arith.constant dense<[4.000000e+02, 2.500000e+00, 1.000000e+02]> : tensor<3xf32>
    %2 = linalg.fill ins(%1 : f32) outs(%cst_1 : tensor<3xf32>) -> tensor<3xf32>
    cf.br ^bb3
  ^bb3:  // pred: ^bb2
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %3:2 = scf.for %arg4 = %c0 to %arg3 step %c1 iter_args(%arg5 = %arg3, %arg6 = %cst_0) -> (index, f16) {
      %cst_2 = arith.constant 4.000000e+02 : f32
      scf.yield %c1, %arg6 : index, f16
    }
    cf.br ^bb4(%3#1, %arg2 : f16, f32)
  ^bb4(%4: f16, %5: f32):  // 2 preds: ^bb0, ^bb3
    return %cst_0 : f16
  }
  func.func public @kernel_1(%arg0: tensor<3xf16>) -> (tensor<4xindex>, index) attributes {llvm.emit_c_interface, note = "generated"} {
    %extracted_slice = tensor.extract_slice %arg0[1] [1] [1] : tensor<3xf16> to tensor<1xf16>
    %false = arith.constant false
    %cst = arith.constant 1.000000e+02 : bf16
    cf.cond_br %false, ^bb2, ^bb1(%cst : bf16)
  ^bb1(%0: bf16):  // pred: ^bb0
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %c3 = arith.constant 3 : index
    scf.for %arg1 = %c1 to %c7 step %c3 {
      %alloc = memref.alloc() : memref<1x4x8xi16>
      %c2 = arith.constant 2 : index
      %dim = memref.dim %alloc, %c2 : memref<1x4x8xi16>
      %c-1_i8 = arith.constant -1 : i8
      %2 = arith.cmpi ult, %c-1_i8, %c-1_i8 : i8
      cf.assert %2, ""
      %cst_1 = arith.constant dense<2.500000e+00> : vector<4xf32>
      %3 = arith.divf %cst_1, %cst_1 fastmath<fast> : vector<4xf32>
    }
    cf.cond_br %false, ^bb2, ^bb2
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
    %1 = tensor.empty() : tensor<4xindex>
    %c1_0 = arith.constant 1 : index
    return %1, %c1_0 : tensor<4xindex>, index
  }
}

