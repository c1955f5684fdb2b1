"builtin.module"() ({
  "func.func"() <{function_type = (vector<1x8xindex>) -> vector<4x1xbf16>, res_attrs = [{llvm.noundef}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{function_type = (index, vector<8x4x4xindex>) -> i32, res_attrs = [{llvm.signext}], sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (f32, tensor<4x1xindex>) -> (tensor<4x?xbf16>, index), sym_name = "helper2", sym_visibility = "private"}> ({
    ^bb0(%arg9: f32, %arg10: tensor<4x1xindex>):
      %31 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xindex>
      %32 = "arith.constant"() <{value = 0 : index}> : () -> index
      %33 = "memref.subview"(%31, %32) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<4xindex>, index) -> memref<1xindex, strided<[1], offset: ?>>
      %34 = "arith.constant"() <{value = false}> : () -> i1
      %35 = "arith.constant"() <{value = -7.500000e+00 : bf16}> : () -> bf16
      "cf.cond_br"(%34, %35, %35)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, bf16, bf16) -> ()
    ^bb1(%36: bf16):  // 2 preds: ^bb0, ^bb0
      %37 = "arith.constant"() <{value = -1 : index}> : () -> index
      %38 = "arith.constant"() <{value = 0 : index}> : () -> index
      "memref.store"(%37, %33, %38) : (index, memref<1xindex, strided<[1], offset: ?>>, index) -> ()
      "cf.br"(%35, %36)[^bb2] : (bf16, bf16) -> ()
    ^bb2(%39: bf16, %40: bf16):  // pred: ^bb1
      %41 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<4x1xf64>}> : () -> tensor<4x1xf64>
      %42 = "arith.negf"(%41) <{fastmath = #arith.fastmath<nnan,ninf>}> : (tensor<4x1xf64>) -> tensor<4x1xf64>
      %43 = "arith.constant"() <{value = 5 : index}> : () -> index
      %44 = "tensor.empty"(%43) : (index) -> tensor<4x?xbf16>
      "func.return"(%44, %43) : (tensor<4x?xbf16>, index) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {llvm.noundef}], function_type = (memref<4x1xi32>, bf16, memref<1x?x2xbf16>) -> (), sym_name = "f0", sym_visibility = "private"}> ({
  ^bb0(%arg6: memref<4x1xi32>, %arg7: bf16, %arg8: memref<1x?x2xbf16>):
    %16 = "arith.constant"() <{value = 3 : index}> : () -> index
    %17 = "memref.alloca"(%16) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<1x?x2xbf16>
    "func.call"(%arg6, %arg7, %17) <{callee = @f0}> : (memref<4x1xi32>, bf16, memref<1x?x2xbf16>) -> ()
    %18 = "arith.constant"() <{value = dense<[[-2.500000e-01], [1.000000e+00], [1.000000e+02], [1.000000e+00], [-2.500000e-01], [2.500000e+00], [2.500000e+00], [1.000000e+00]]> : vector<8x1xf64>}> : () -> vector<8x1xf64>
    %19 = "arith.constant"() <{value = dense<[[1.000000e+02], [1.000000e+00], [-2.500000e-01], [5.000000e-01], [3.000000e+00], [2.500000e+00], [1.000000e+02], [0.000000e+00]]> : vector<8x1xf64>}> : () -> vector<8x1xf64>
    %20 = "arith.cmpf"(%18, %19) <{fastmath = #arith.fastmath<afn>, predicate = 7 : i64}> : (vector<8x1xf64>, vector<8x1xf64>) -> vector<8x1xi1>
    %21 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %22 = "arith.xori"(%21, %21) : (i32, i32) -> i32
    %23 = "arith.constant"() <{value = dense<[[0.000000e+00], [1.000000e+00], [5.000000e-01], [1.000000e+02]]> : tensor<4x1xbf16>}> : () -> tensor<4x1xbf16>
    %24 = "arith.constant"() <{value = 2 : index}> : () -> index
    %25 = "arith.constant"() <{value = 0 : index}> : () -> index
    %26 = "tensor.extract"(%23, %24, %25) : (tensor<4x1xbf16>, index, index) -> bf16
    %27 = "tensor.extract_slice"(%23) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 0>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (tensor<4x1xbf16>) -> tensor<1x1xbf16>
    %28 = "tensor.extract_slice"(%23) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 0>, static_sizes = array<i64: 2, 1>, static_strides = array<i64: 1, 1>}> : (tensor<4x1xbf16>) -> tensor<2x1xbf16>
    %29 = "arith.constant"() <{value = 1.000000e+02 : f16}> : () -> f16
    %30 = "arith.maxnumf"(%29, %29) <{fastmath = #arith.fastmath<afn>}> : (f16, f16) -> f16
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8x4x4xindex>, bf16, tensor<?x1xbf16>, memref<?x4x4xbf16>) -> (), sym_name = "kernel_1"}> ({
  ^bb0(%arg0: memref<8x4x4xindex>, %arg1: bf16, %arg2: tensor<?x1xbf16>, %arg3: memref<?x4x4xbf16>):
    %0 = "arith.constant"() <{value = 5.000000e-01 : f16}> : () -> f16
    %1 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x4x4xf16>
    "linalg.fill"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg4: f16, %arg5: f16):
      "linalg.yield"(%arg4) : (f16) -> ()
    }) : (f16, memref<8x4x4xf16>) -> ()
    %2 = "arith.extf"(%0) : (f16) -> f64
    %3 = "arith.constant"() <{value = true}> : () -> i1
    "cf.assert"(%3) <{msg = "bounds check"}> : (i1) -> ()
    %4 = "arith.constant"() <{value = 3 : index}> : () -> index
    %5 = "tensor.empty"(%4) : (index) -> tensor<?x4x4xbf16>
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "arith.constant"() <{value = 2 : index}> : () -> index
    %8 = "arith.constant"() <{value = 1 : index}> : () -> index
    %9 = "tensor.extract"(%5, %6, %7, %8) : (tensor<?x4x4xbf16>, index, index, index) -> bf16
    %10 = "arith.constant"() <{value = dense<1> : vector<8x4x4xindex>}> : () -> vector<8x4x4xindex>
    %11 = "func.constant"() <{value = @ext1}> : () -> ((index, vector<8x4x4xindex>) -> i32)
    %12 = "func.call_indirect"(%11, %6, %10) : ((index, vector<8x4x4xindex>) -> i32, index, vector<8x4x4xindex>) -> i32
    %13 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %14 = "arith.constant"() <{value = 1.500000e-01 : f64}> : () -> f64
    %15 = "arith.cmpf"(%2, %14) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
    "func.return"() : () -> ()
  }) {ref = @inner::@helper2} : () -> ()
}) : () -> ()

