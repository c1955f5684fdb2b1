"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {llvm.noundef, test.tag = "x"}], function_type = (f16, f16) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (f16, memref<4xindex>) -> (f64, memref<1x8x2xf64>), res_attrs = [{llvm.noundef, test.tag = "x"}, {}], sym_name = "ext1", sym_visibility = "private"}> ({
  }) {test.kernel} : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (tensor<4xf64>, f16) -> (f16, tensor<4x4xf64>, f16), res_attrs = [{}, {}, {llvm.noundef, test.tag = "x"}], sym_name = "helper2", sym_visibility = "public"}> ({
    ^bb0(%arg4: tensor<4xf64>, %arg5: f16):
      %25 = "arith.constant"() <{value = 1.000000e+02 : f64}> : () -> f64
      %26 = "math.atan"(%25) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f64) -> f64
      %27 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
      "cf.br"(%26, %27)[^bb1] : (f64, f32) -> ()
    ^bb1(%28: f64, %29: f32):  // pred: ^bb0
      %30 = "arith.constant"() <{value = 1 : index}> : () -> index
      %31 = "tensor.extract"(%arg4, %30) : (tensor<4xf64>, index) -> f64
      %32 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
      %33 = "arith.cmpi"(%32, %32) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "cf.cond_br"(%33, %26)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, f64) -> ()
    ^bb2(%34: f64):  // pred: ^bb1
      %35 = "arith.constant"() <{value = 76 : index}> : () -> index
      %36 = "arith.constant"() <{value = -1 : index}> : () -> index
      %37 = "arith.cmpi"(%35, %36) <{predicate = 5 : i64}> : (index, index) -> i1
      "cf.assert"(%37) <{msg = "x must be \22positive\22"}> : (i1) -> ()
      %38 = "arith.constant"() <{value = 1 : i64}> : () -> i64
      "cf.switch"(%38, %34, %arg5)[^bb3, ^bb3, ^bb4, ^bb3] <{case_operand_segments = array<i32: 0, 2, 0>, case_values = dense<[3, 5, 7]> : vector<3xi64>, operandSegmentSizes = array<i32: 1, 0, 2>}> : (i64, f64, f16) -> ()
    ^bb3:  // 4 preds: ^bb1, ^bb2, ^bb2, ^bb2
      %39 = "arith.constant"() <{value = true}> : () -> i1
      %40 = "arith.constant"() <{value = 5.000000e-01 : f64}> : () -> f64
      "cf.cond_br"(%39, %40, %arg5, %40, %arg5)[^bb4, ^bb4] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, f64, f16, f64, f16) -> ()
    ^bb4(%41: f64, %42: f16):  // 3 preds: ^bb2, ^bb3, ^bb3
      %43 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
      %44 = "tensor.empty"() : () -> tensor<4x4xf64>
      %45 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
      "func.return"(%43, %44, %45) : (f16, tensor<4x4xf64>, f16) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f64) -> (), sym_name = "kernel_0"}> ({
  ^bb0(%arg0: f64):
    %11 = "arith.constant"() <{value = 1 : index}> : () -> index
    %12 = "arith.constant"() <{value = 3 : index}> : () -> index
    %13 = "arith.constant"() <{value = 1 : index}> : () -> index
    %14 = "arith.constant"() <{value = 5.000000e-01 : f16}> : () -> f16
    %15 = "arith.constant"() <{value = -2.500000e-01 : f16}> : () -> f16
    %16:2 = "scf.for"(%11, %12, %13, %14, %15) ({
    ^bb0(%arg1: index, %arg2: f16, %arg3: f16):
      %18 = "arith.constant"() <{value = -1 : i16}> : () -> i16
      %19 = "arith.addi"(%18, %18) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
      "func.call"(%arg0) <{callee = @kernel_0}> : (f64) -> ()
      %20 = "arith.constant"() <{value = dense<[4611686018427387903, 75, 56, 1]> : tensor<4xindex>}> : () -> tensor<4xindex>
      %21 = "arith.constant"() <{value = 1 : index}> : () -> index
      %22 = "arith.constant"() <{value = 1 : index}> : () -> index
      %23 = "tensor.empty"() : () -> tensor<2xindex>
      %24 = "tensor.insert_slice"(%23, %20, %21, %22) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 2>, static_strides = array<i64: -9223372036854775808>}> : (tensor<2xindex>, tensor<4xindex>, index, index) -> tensor<4xindex>
      "scf.yield"(%15, %arg2) : (f16, f16) -> ()
    }) : (index, index, index, f16, f16) -> (f16, f16)
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    "cf.br"(%13)[^bb2] : (index) -> ()
  ^bb2(%17: index):  // pred: ^bb1
    "func.return"() : () -> ()
  }) {test.kernel} : () -> ()
  "func.func"() <{function_type = () -> vector<4x4xf16>, sym_name = "compute1"}> ({
    %0 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %1 = "arith.maxnumf"(%0, %0) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %2 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%2)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %3 = "scf.if"(%2) ({
      %9 = "tensor.empty"() : () -> tensor<4x4xf64>
      "scf.execute_region"() ({
        "scf.yield"() : () -> ()
      }) : () -> ()
      %10 = "arith.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
      "scf.yield"(%10) : (f64) -> ()
    }, {
      %8 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
      "scf.yield"(%8) : (f64) -> ()
    }) : (i1) -> f64
    %4 = "arith.constant"() <{value = false}> : () -> i1
    "cf.cond_br"(%4)[^bb2, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %5 = "arith.constant"() <{value = 1.500240e-01 : f16}> : () -> f16
    "cf.br"(%5)[^bb3] : (f16) -> ()
  ^bb3(%6: f16):  // pred: ^bb2
    "cf.br"()[^bb4] : () -> ()
  ^bb4:  // 2 preds: ^bb1, ^bb3
    %7 = "arith.constant"() <{value = dense<[[1.000000e+00, 1.000000e+00, 2.500000e+00, 0.000000e+00], [3.000000e+00, 1.000000e+00, -7.500000e+00, 3.000000e+00], [5.000000e-01, 1.500240e-01, 1.000000e+00, 5.000000e-01], [-1.000000e+00, 2.500000e+00, -2.500000e-01, 4.000000e+02]]> : vector<4x4xf16>}> : () -> vector<4x4xf16>
    "func.return"(%7) : (vector<4x4xf16>) -> ()
  }) {ref = @inner::@helper2} : () -> ()
}) : () -> ()

