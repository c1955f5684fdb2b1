"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {test.foo = 1 : i32}], function_type = (f16, vector<3x1x4xf16>) -> f16, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (f64) -> (), sym_name = "helper8"}> ({
    ^bb0(%arg4: f64):
      %15 = "arith.constant"() <{value = true}> : () -> i1
      "cf.assert"(%15) <{msg = "bounds check"}> : (i1) -> ()
      %16 = "arith.constant"() <{value = -1 : i64}> : () -> i64
      %17 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
      "cf.switch"(%16, %17, %17)[^bb1, ^bb3, ^bb1] <{case_operand_segments = array<i32: 2, 0>, case_values = dense<[0, 3]> : vector<2xi64>, operandSegmentSizes = array<i32: 1, 0, 2>}> : (i64, f16, f16) -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb0
      %18 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
      %19 = "arith.mulf"(%18, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "cf.br"()[^bb2] : () -> ()
    ^bb2:  // pred: ^bb1
      %20 = "arith.extsi"(%15) : (i1) -> i8
      %21 = "arith.constant"() <{value = 48 : i16}> : () -> i16
      %22 = "arith.constant"() <{value = 5.000000e-01 : f16}> : () -> f16
      %23 = "arith.constant"() <{value = 0 : i16}> : () -> i16
      %24 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
      %25 = "arith.constant"() <{value = 5.000000e-01 : f16}> : () -> f16
      "cf.switch"(%21, %17, %22, %23, %24, %25)[^bb3, ^bb4, ^bb3] <{case_operand_segments = array<i32: 1, 2>, case_values = dense<[0, 1]> : vector<2xi16>, operandSegmentSizes = array<i32: 1, 2, 3>}> : (i16, f16, f16, i16, f16, f16) -> ()
    ^bb3(%26: f16, %27: f16):  // 3 preds: ^bb0, ^bb2, ^bb2
      %28 = "arith.constant"() <{value = -3 : index}> : () -> index
      %29 = "arith.cmpi"(%28, %28) <{predicate = 8 : i64}> : (index, index) -> i1
      %30 = "arith.constant"() <{value = -13 : i16}> : () -> i16
      "cf.cond_br"(%29, %30, %30)[^bb4, ^bb4] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i16, i16) -> ()
    ^bb4(%31: i16):  // 3 preds: ^bb2, ^bb3, ^bb3
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {}, {}, {}], function_type = (vector<3x1x4xf16>, f16, memref<3x4xf16>, f16) -> tensor<3x1x?xf64>, sym_name = "kernel_0"}> ({
  ^bb0(%arg0: vector<3x1x4xf16>, %arg1: f16, %arg2: memref<3x4xf16>, %arg3: f16):
    %0 = "tensor.empty"() : () -> tensor<3x1x4xf16>
    %1 = "tensor.extract_slice"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2, 0, 2>, static_sizes = array<i64: 1, 1, 1>, static_strides = array<i64: 1, 1, 1>}> : (tensor<3x1x4xf16>) -> tensor<1x1x1xf16>
    %2 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %3 = "math.rsqrt"(%2) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %4 = "arith.constant"() <{value = 2 : index}> : () -> index
    %5 = "arith.constant"() <{value = 2 : index}> : () -> index
    "memref.store"(%arg1, %arg2, %4, %5) : (f16, memref<3x4xf16>, index, index) -> ()
    %6 = "arith.constant"() <{value = true}> : () -> i1
    %7 = "arith.constant"() <{value = 1.500240e-01 : f16}> : () -> f16
    %8 = "arith.select"(%6, %arg1, %7) : (i1, f16, f16) -> f16
    %9 = "tensor.empty"() : () -> tensor<2xf16>
    %10 = "tensor.expand_shape"(%9) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 2>}> : (tensor<2xf16>) -> tensor<1x2xf16>
    %11 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %12 = "arith.mulf"(%11, %2) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (f64, f64) -> f64
    %13 = "arith.constant"() <{value = 3 : index}> : () -> index
    %14 = "tensor.empty"(%13) : (index) -> tensor<3x1x?xf64>
    "func.return"(%14) : (tensor<3x1x?xf64>) -> ()
  }) {ref = @inner::@helper8} : () -> ()
}) {test.module_note = "std"} : () -> ()

