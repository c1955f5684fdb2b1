"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef}, {llvm.noundef, test.tag = "x"}, {llvm.noundef, test.tag = "x"}], function_type = (vector<1xf64>, f16, memref<4x1xf64>) -> memref<1xf16>, sym_name = "f0"}> ({
  ^bb0(%arg9: vector<1xf64>, %arg10: f16, %arg11: memref<4x1xf64>):
    %25 = "arith.constant"() <{value = dense<[[0.000000e+00], [4.000000e+02], [3.000000e+00], [-1.000000e+00]]> : vector<4x1xbf16>}> : () -> vector<4x1xbf16>
    %26 = "arith.cmpf"(%25, %25) <{fastmath = #arith.fastmath<afn>, predicate = 8 : i64}> : (vector<4x1xbf16>, vector<4x1xbf16>) -> vector<4x1xi1>
    %27 = "arith.constant"() <{value = true}> : () -> i1
    %28 = "arith.constant"() <{value = -1.000000e+00 : f64}> : () -> f64
    "cf.cond_br"(%27, %28)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, f64) -> ()
  ^bb1(%29: f64):  // pred: ^bb0
    %30 = "arith.constant"() <{value = -7.500000e+00 : f16}> : () -> f16
    %31 = "func.constant"() <{value = @f0}> : () -> ((vector<1xf64>, f16, memref<4x1xf64>) -> memref<1xf16>)
    %32 = "func.call_indirect"(%31, %arg9, %30, %arg11) : ((vector<1xf64>, f16, memref<4x1xf64>) -> memref<1xf16>, vector<1xf64>, f16, memref<4x1xf64>) -> memref<1xf16>
    %33 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %34 = "arith.constant"() <{value = -7.500000e+00 : f16}> : () -> f16
    "cf.switch"(%33, %34)[^bb2, ^bb3, ^bb4, ^bb3] <{case_operand_segments = array<i32: 0, 1, 0>, case_values = dense<[2, 4, 5]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, f16) -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %35 = "arith.constant"() <{value = -7.500000e+00 : bf16}> : () -> bf16
    %36 = "math.absf"(%35) <{fastmath = #arith.fastmath<fast>}> : (bf16) -> bf16
    "cf.br"()[^bb3] : () -> ()
  ^bb3:  // 3 preds: ^bb1, ^bb1, ^bb2
    %37 = "arith.constant"() <{value = 6 : index}> : () -> index
    %38 = "tensor.empty"(%37) : (index) -> tensor<4x?xf16>
    %39 = "arith.constant"() <{value = 3 : index}> : () -> index
    %40 = "arith.constant"() <{value = 0 : index}> : () -> index
    %41 = "tensor.extract"(%38, %39, %40) : (tensor<4x?xf16>, index, index) -> f16
    %42 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %43 = "arith.constant"() <{value = 5.000000e-01 : f16}> : () -> f16
    "cf.switch"(%42, %arg10, %43)[^bb4, ^bb4] <{case_operand_segments = array<i32: 1>, case_values = dense<0> : vector<1xi16>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i16, f16, f16) -> ()
  ^bb4(%44: f16):  // 3 preds: ^bb1, ^bb3, ^bb3
    %45 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xf16>
    "func.return"(%45) : (memref<1xf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {}, {test.foo = 1 : i32}], function_type = (f16, f16, f16) -> f64, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "compute1"}> ({
  ^bb0(%arg0: f16, %arg1: f16, %arg2: f16):
    %0 = "memref.alloca"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xf16>
    %1 = "memref.reinterpret_cast"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<1xf16>) -> memref<1xf16, strided<[1]>>
    %2 = "arith.constant"() <{value = -1 : index}> : () -> index
    %3 = "arith.cmpi"(%2, %2) <{predicate = 3 : i64}> : (index, index) -> i1
    "cf.cond_br"(%3, %arg2, %arg2)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f16, f16) -> ()
  ^bb1(%4: f16):  // 2 preds: ^bb0, ^bb0
    %5 = "func.call"(%arg1, %arg1, %arg1) <{callee = @compute1}> : (f16, f16, f16) -> f64
    %6 = "arith.constant"() <{value = false}> : () -> i1
    %7 = "arith.constant"() <{value = 16 : i64}> : () -> i64
    "cf.cond_br"(%6, %7)[^bb2, ^bb4] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i64) -> ()
  ^bb2(%8: i64):  // pred: ^bb1
    %9 = "arith.constant"() <{value = 2 : index}> : () -> index
    %10 = "arith.constant"() <{value = 1 : index}> : () -> index
    %11 = "arith.constant"() <{value = 3.000000e+00 : f16}> : () -> f16
    %12 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %13:2 = "scf.for"(%9, %9, %10, %11, %12) ({
    ^bb0(%arg3: index, %arg4: f16, %arg5: f64):
      %19 = "arith.constant"() <{value = 2 : index}> : () -> index
      %20 = "arith.constant"() <{value = 6 : index}> : () -> index
      %21 = "arith.constant"() <{value = 2 : index}> : () -> index
      %22 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
      %23:2 = "scf.for"(%19, %20, %21, %arg5, %22) ({
      ^bb0(%arg6: index, %arg7: f64, %arg8: f32):
        %24 = "arith.constant"() <{value = -7.500000e+00 : f32}> : () -> f32
        "scf.yield"(%arg5, %24) : (f64, f32) -> ()
      }) : (index, index, index, f64, f32) -> (f64, f32)
      "scf.yield"(%arg4, %23#0) : (f16, f64) -> ()
    }) : (index, index, index, f16, f64) -> (f16, f64)
    %14 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    "cf.br"(%14, %13#1)[^bb3] : (f16, f64) -> ()
  ^bb3(%15: f16, %16: f64):  // pred: ^bb2
    %17 = "arith.constant"() <{value = 53 : i8}> : () -> i8
    "cf.switch"(%17)[^bb4, ^bb4, ^bb4] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[2, 3]> : vector<2xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
  ^bb4:  // 4 preds: ^bb1, ^bb3, ^bb3, ^bb3
    %18 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    "func.return"(%18) : (f64) -> ()
  }) {test.kernel} : () -> ()
}) : () -> ()

