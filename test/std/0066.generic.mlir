"builtin.module"() ({
  "func.func"() <{function_type = (i8, tensor<?x3xindex>, tensor<2x?xbf16>) -> tensor<8xi8>, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i8, sym_name = "compute0"}> ({
  ^bb0(%arg3: i64):
    %26 = "arith.constant"() <{value = 4.000000e+02 : f16}> : () -> f16
    %27 = "arith.maxnumf"(%26, %26) <{fastmath = #arith.fastmath<arcp>}> : (f16, f16) -> f16
    %28 = "arith.constant"() <{value = dense<4.000000e+02> : tensor<8xf64>}> : () -> tensor<8xf64>
    %29 = "arith.cmpf"(%28, %28) <{fastmath = #arith.fastmath<afn>, predicate = 7 : i64}> : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xi1>
    %30 = "tensor.empty"() : () -> tensor<8xbf16>
    %31 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %32 = "arith.cmpi"(%31, %31) <{predicate = 8 : i64}> : (i8, i8) -> i1
    %33 = "arith.constant"() <{value = -3 : i64}> : () -> i64
    %34:2 = "arith.mulsi_extended"(%33, %arg3) : (i64, i64) -> (i64, i64)
    "cf.assert"(%32) <{msg = "x must be \22positive\22"}> : (i1) -> ()
    %35 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xbf16>
    "memref.dealloc"(%35) : (memref<8xbf16>) -> ()
    %36 = "arith.constant"() <{value = 0 : index}> : () -> index
    %37 = "arith.constant"() <{value = 3 : index}> : () -> index
    %38 = "arith.constant"() <{value = 65 : i32}> : () -> i32
    %39:2 = "scf.for"(%36, %36, %37, %38, %31) ({
    ^bb0(%arg4: index, %arg5: i32, %arg6: i8):
      "scf.yield"(%arg5, %arg6) : (i32, i8) -> ()
    }) : (index, index, index, i32, i8) -> (i32, i8)
    "func.return"(%39#1) : (i8) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = (bf16) -> (tensor<2x3xbf16>, bf16), res_attrs = [{llvm.noundef}, {}], sym_name = "kernel_1"}> ({
  ^bb0(%arg0: bf16):
    %0 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1 = "arith.constant"() <{value = 6 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = -8 : i64}> : () -> i64
    %4 = "scf.for"(%0, %1, %2, %3) ({
    ^bb0(%arg1: index, %arg2: i64):
      %21 = "arith.constant"() <{value = dense<3.000000e+00> : vector<2x3xf64>}> : () -> vector<2x3xf64>
      %22 = "arith.constant"() <{value = dense<[[-7.500000e+00, 2.500000e+00, 5.000000e-01], [5.000000e-01, 1.500000e-01, 1.000000e+00]]> : vector<2x3xf64>}> : () -> vector<2x3xf64>
      %23 = "arith.mulf"(%21, %22) <{fastmath = #arith.fastmath<none>}> : (vector<2x3xf64>, vector<2x3xf64>) -> vector<2x3xf64>
      %24 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %25 = "arith.ceildivsi"(%24, %24) : (i32, i32) -> i32
      "scf.yield"(%arg2) : (i64) -> ()
    }) : (index, index, index, i64) -> i64
    %5 = "arith.constant"() <{value = dense<-2.500000e-01> : vector<2x3xbf16>}> : () -> vector<2x3xbf16>
    %6 = "math.roundeven"(%5) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<2x3xbf16>) -> vector<2x3xbf16>
    %7 = "arith.constant"() <{value = 70 : i8}> : () -> i8
    "cf.br"(%7)[^bb1] : (i8) -> ()
  ^bb1(%8: i8):  // pred: ^bb0
    %9 = "arith.constant"() <{value = dense<[[1, -1, 78], [-1, 38, 0], [1, 0, 127], [1, 1, 0]]> : tensor<4x3xi8>}> : () -> tensor<4x3xi8>
    %10 = "tensor.cast"(%9) : (tensor<4x3xi8>) -> tensor<4x?xi8>
    %11 = "arith.constant"() <{value = -18 : index}> : () -> index
    %12 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
    %13 = "arith.cmpi"(%11, %12) <{predicate = 7 : i64}> : (index, index) -> i1
    "cf.assert"(%13) <{msg = "ok"}> : (i1) -> ()
    "cf.cond_br"(%13, %arg0)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, bf16) -> ()
  ^bb2:  // pred: ^bb1
    %14 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %15 = "math.sinh"(%14) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f16) -> f16
    %16 = "arith.minsi"(%7, %7) : (i8, i8) -> i8
    %17 = "arith.constant"() <{value = -1.000000e+00 : bf16}> : () -> bf16
    "cf.switch"(%4, %arg0, %17, %17, %arg0)[^bb3, ^bb3, ^bb3, ^bb3] <{case_operand_segments = array<i32: 1, 1, 1>, case_values = dense<[2, 5, 6]> : vector<3xi64>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i64, bf16, bf16, bf16, bf16) -> ()
  ^bb3(%18: bf16):  // 5 preds: ^bb1, ^bb2, ^bb2, ^bb2, ^bb2
    %19 = "tensor.empty"() : () -> tensor<2x3xbf16>
    %20 = "arith.constant"() <{value = 2.500000e+00 : bf16}> : () -> bf16
    "func.return"(%19, %20) : (tensor<2x3xbf16>, bf16) -> ()
  }) {test.kernel} : () -> ()
}) {test.module_note = "std"} : () -> ()

