module attributes {test.module_note = "std"} {
  func.func private @ext0(memref<4xf32>, i32 {llvm.noundef, test.tag = "x"}) -> (tensor<2x?xi32>, memref<?x4xf64>)
  module @inner {
    func.func @helper8(%arg0: tensor<1x4xi32>, %arg1: memref<4xf64>) -> f64 {
      %c53_i32 = arith.constant 53 : i32
      %0 = arith.trunci %c53_i32 overflow<nuw> : i32 to i8
      %c0 = arith.constant 0 : index
      %1 = arith.cmpi ne, %c0, %c0 : index
      cf.cond_br %1, ^bb1, ^bb1
    ^bb1:  // 2 preds: ^bb0, ^bb0
      %c0_i8 = arith.constant 0 : i8
      %2 = arith.extsi %c0_i8 : i8 to i32
      cf.cond_br %1, ^bb2, ^bb4(%2 : i32)
    ^bb2:  // pred: ^bb1
      %3 = tensor.empty() : tensor<4x3xi32>
      %c1 = arith.constant 1 : index
      %c0_0 = arith.constant 0 : index
      %extracted = tensor.extract %3[%c1, %c0_0] : tensor<4x3xi32>
      %4 = arith.cmpi slt, %c0_0, %c0_0 : index
      cf.cond_br %4, ^bb3, ^bb3
    ^bb3:  // 2 preds: ^bb2, ^bb2
      %c26_i32 = arith.constant 26 : i32
      cf.br ^bb4(%c26_i32 : i32)
    ^bb4(%5: i32):  // 2 preds: ^bb1, ^bb3
      %cst = arith.constant 1.500000e-01 : f64
      return %cst : f64
    }
  }
  func.func public @fn.0() -> memref<8x1x1xi32> attributes {llvm.emit_c_interface, note = "generated"} {
    %c1_i32 = arith.constant 1 : i32
    %c3_i32 = arith.constant 3 : i32
    %c1_i32_0 = arith.constant 1 : i32
    %cst = arith.constant 1.000000e+02 : f64
    %0:2 = scf.for %arg0 = %c1_i32 to %c1_i32 step %c3_i32 iter_args(%arg1 = %c1_i32_0, %arg2 = %cst) -> (i32, f64)  : i32 {
      %8 = tensor.empty() : tensor<4xf64>
      %c24 = arith.constant 24 : index
      %9 = arith.cmpi slt, %c24, %c24 : index
      cf.assert %9, "bounds check"
      %c2147483647_i32 = arith.constant 2147483647 : i32
      scf.yield %c2147483647_i32, %cst : i32, f64
    }
    %1 = arith.cmpi ugt, %0#0, %c1_i32_0 : i32
    cf.cond_br %1, ^bb3(%cst : f64), ^bb1(%c1_i32, %0#0 : i32, i32)
  ^bb1(%2: i32, %3: i32):  // pred: ^bb0
    %cst_1 = arith.constant dense<[[-7.500000e+00, 1.000000e+00]]> : vector<1x2xf64>
    %cst_2 = arith.constant dense<[[0, -1]]> : vector<1x2xi32>
    %4 = math.fpowi %cst_1, %cst_2 : vector<1x2xf64>, vector<1x2xi32>
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    %c-16_i32 = arith.constant -16 : i32
    %cst_3 = arith.constant -7.500000e+00 : f64
    cf.br ^bb3(%cst_3 : f64)
  ^bb3(%5: f64):  // 2 preds: ^bb0, ^bb2
    %cst_4 = arith.constant 1.500240e-01 : f16
    %cst_5 = arith.constant 1.000000e+02 : f16
    %6 = arith.cmpf ogt, %cst_4, %cst_5 fastmath<reassoc,contract> : f16
    cf.cond_br %1, ^bb4, ^bb4
  ^bb4:  // 2 preds: ^bb3, ^bb3
    %7 = tensor.empty() : tensor<1x4xf32>
    %transposed = linalg.transpose ins(%7 : tensor<1x4xf32>) outs(%7 : tensor<1x4xf32>) permutation = [0, 1] 
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x1x1xi32>
    return %alloc : memref<8x1x1xi32>
  }
  func.func @kernel_1(%arg0: i32 {llvm.signext}, %arg1: memref<?xf64>) -> (tensor<4xf64> {llvm.noundef}, f64) attributes {ref = @inner::@helper8} {
    %c0 = arith.constant 0 : index
    %c5 = arith.constant 5 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1_1 = arith.constant 1 : index
    scf.parallel (%arg2, %arg3) = (%c0, %c0_0) to (%c5, %c8) step (%c1, %c1_1) {
      %alloc = memref.alloc() : memref<1x4xi32>
      %collapse_shape = memref.collapse_shape %alloc [[0, 1]] : memref<1x4xi32> into memref<4xi32>
      %c-1_i32 = arith.constant -1 : i32
      %c0_i32 = arith.constant 0 : i32
      scf.reduce 
    }
    %cst = arith.constant dense<[1.000000e+02, -1.000000e+00, 4.000000e+02, 1.000000e+02]> : tensor<4xbf16>
    %c0_2 = arith.constant 0 : index
    %dim = tensor.dim %cst, %c0_2 : tensor<4xbf16>
    %c0_i64 = arith.constant 0 : i64
    %0 = arith.divsi %c0_i64, %c0_i64 : i64
    %cst_3 = arith.constant 1.000000e+00 : f32
    %1 = arith.maximumf %cst_3, %cst_3 fastmath<afn> : f32
    %c0_4 = arith.constant 0 : index
    %dim_5 = tensor.dim %cst, %c0_4 : tensor<4xbf16>
    %cst_6 = arith.constant dense<-2.500000e-01> : tensor<4xf64>
    %cst_7 = arith.constant 0.000000e+00 : f64
    return %cst_6, %cst_7 : tensor<4xf64>, f64
  }
}

