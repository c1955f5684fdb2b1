module attributes {test.module_note = "std"} {
  func.func private @ext0(i8, tensor<?x3xindex>, tensor<2x?xbf16>) -> tensor<8xi8>
  func.func @compute0(%arg0: i64) -> i8 attributes {llvm.emit_c_interface, note = "generated"} {
    %cst = arith.constant 4.000000e+02 : f16
    %0 = arith.maxnumf %cst, %cst fastmath<arcp> : f16
    %cst_0 = arith.constant dense<4.000000e+02> : tensor<8xf64>
    %1 = arith.cmpf ord, %cst_0, %cst_0 fastmath<afn> : tensor<8xf64>
    %2 = tensor.empty() : tensor<8xbf16>
    %c0_i8 = arith.constant 0 : i8
    %3 = arith.cmpi ugt, %c0_i8, %c0_i8 : i8
    %c-3_i64 = arith.constant -3 : i64
    %low, %high = arith.mulsi_extended %c-3_i64, %arg0 : i64
    cf.assert %3, "x must be \22positive\22"
    %alloc = memref.alloc() : memref<8xbf16>
    memref.dealloc %alloc : memref<8xbf16>
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c65_i32 = arith.constant 65 : i32
    %4:2 = scf.for %arg1 = %c0 to %c0 step %c3 iter_args(%arg2 = %c65_i32, %arg3 = %c0_i8) -> (i32, i8) {
      scf.yield %arg2, %arg3 : i32, i8
    }
    return %4#1 : i8
  }
  func.func @kernel_1(%arg0: bf16) -> (tensor<2x3xbf16> {llvm.noundef}, bf16) attributes {test.kernel} {
    %c2 = arith.constant 2 : index
    %c6 = arith.constant 6 : index
    %c1 = arith.constant 1 : index
    %c-8_i64 = arith.constant -8 : i64
    %0 = scf.for %arg1 = %c2 to %c6 step %c1 iter_args(%arg2 = %c-8_i64) -> (i64) {
      %cst_4 = arith.constant dense<3.000000e+00> : vector<2x3xf64>
      %cst_5 = arith.constant dense<[[-7.500000e+00, 2.500000e+00, 5.000000e-01], [5.000000e-01, 1.500000e-01, 1.000000e+00]]> : vector<2x3xf64>
      %8 = arith.mulf %cst_4, %cst_5 : vector<2x3xf64>
      %c1_i32 = arith.constant 1 : i32
      %9 = arith.ceildivsi %c1_i32, %c1_i32 : i32
      scf.yield %arg2 : i64
    }
    %cst = arith.constant dense<-2.500000e-01> : vector<2x3xbf16>
    %1 = math.roundeven %cst fastmath<nnan,ninf> : vector<2x3xbf16>
    %c70_i8 = arith.constant 70 : i8
    cf.br ^bb1(%c70_i8 : i8)
  ^bb1(%2: i8):  // pred: ^bb0
    %cst_0 = arith.constant dense<[[1, -1, 78], [-1, 38, 0], [1, 0, 127], [1, 1, 0]]> : tensor<4x3xi8>
    %cast = tensor.cast %cst_0 : tensor<4x3xi8> to tensor<4x?xi8>
    %c-18 = arith.constant -18 : index
    %c4611686018427387903 = arith.constant 4611686018427387903 : index
    %3 = arith.cmpi ule, %c-18, %c4611686018427387903 : index
    cf.assert %3, "ok"
    cf.cond_br %3, ^bb2, ^bb3(%arg0 : bf16)
  ^bb2:  // pred: ^bb1
    %cst_1 = arith.constant 1.000000e+00 : f16
    %4 = math.sinh %cst_1 fastmath<nnan,ninf> : f16
    %5 = arith.minsi %c70_i8, %c70_i8 : i8
    %cst_2 = arith.constant -1.000000e+00 : bf16
    cf.switch %0 : i64, [
      default: ^bb3(%arg0 : bf16),
      2: ^bb3(%cst_2 : bf16),
      5: ^bb3(%cst_2 : bf16),
      6: ^bb3(%arg0 : bf16)
    ]
  ^bb3(%6: bf16):  // 5 preds: ^bb1, ^bb2, ^bb2, ^bb2, ^bb2
    %7 = tensor.empty() : tensor<2x3xbf16>
    %cst_3 = arith.constant 2.500000e+00 : bf16
    return %7, %cst_3 : tensor<2x3xbf16>, bf16
  }
}

