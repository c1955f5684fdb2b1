#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "memref.global"() <{initial_value = dense<1> : tensor<3x2xi8>, sym_name = "g0", type = memref<3x2xi8>}> : () -> ()
  "func.func"() <{function_type = () -> tensor<3x4xi8>, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = () -> i32, res_attrs = [{llvm.signext}], sym_name = "helper0"}> ({
      %39 = "func.call"() <{callee = @helper0}> : () -> i32
      %40 = "arith.constant"() <{value = 1 : i16}> : () -> i16
      "cf.br"(%40)[^bb1] : (i16) -> ()
    ^bb1(%41: i16):  // pred: ^bb0
      %42 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
      %43 = "arith.cmpf"(%42, %42) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
      "cf.br"()[^bb2] : () -> ()
    ^bb2:  // pred: ^bb1
      %44 = "tensor.empty"() : () -> tensor<3x4xf64>
      %45 = "tensor.empty"() : () -> tensor<3x4xf64>
      %46 = "linalg.generic"(%44, %45) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg12: f64, %arg13: f64):
        %51 = "arith.addf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        "linalg.yield"(%51) : (f64) -> ()
      }) : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
      %47 = "arith.constant"() <{value = 18 : i8}> : () -> i8
      %48 = "arith.cmpi"(%47, %47) <{predicate = 2 : i64}> : (i8, i8) -> i1
      "cf.cond_br"(%48, %47, %47)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i8, i8) -> ()
    ^bb3(%49: i8):  // pred: ^bb2
      "cf.br"(%49)[^bb4] : (i8) -> ()
    ^bb4(%50: i8):  // 2 preds: ^bb2, ^bb3
      "func.return"(%39) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef}, {}, {}], function_type = (tensor<4x2xi32>, tensor<4x?xi8>, i16) -> (index, i32), res_attrs = [{}, {llvm.signext}], sym_name = "f0"}> ({
  ^bb0(%arg4: tensor<4x2xi32>, %arg5: tensor<4x?xi8>, %arg6: i16):
    %19 = "arith.constant"() <{value = dense<[[0, 67], [6, 21], [41, 32767], [49, 1]]> : vector<4x2xi16>}> : () -> vector<4x2xi16>
    %20 = "arith.bitcast"(%19) : (vector<4x2xi16>) -> vector<4x2xbf16>
    %21 = "arith.constant"() <{value = 75 : i8}> : () -> i8
    "cf.br"(%21)[^bb1] : (i8) -> ()
  ^bb1(%22: i8):  // pred: ^bb0
    %23 = "arith.constant"() <{value = true}> : () -> i1
    "cf.assert"(%23) <{msg = "ok"}> : (i1) -> ()
    %24 = "arith.constant"() <{value = -2.500000e-01 : f16}> : () -> f16
    "cf.br"(%24)[^bb2] : (f16) -> ()
  ^bb2(%25: f16):  // pred: ^bb1
    %26 = "memref.get_global"() <{name = @g0}> : () -> memref<3x2xi8>
    %27 = "arith.constant"() <{value = 14 : i64}> : () -> i64
    "cf.switch"(%27)[^bb3, ^bb3, ^bb3, ^bb3] <{case_operand_segments = array<i32: 0, 0, 0>, case_values = dense<[2, 5, 6]> : vector<3xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
  ^bb3:  // 4 preds: ^bb2, ^bb2, ^bb2, ^bb2
    %28 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %29:2 = "scf.while"(%28) ({
    ^bb0(%arg9: i32):
      %31 = "scf.while"(%28) ({
      ^bb0(%arg11: i32):
        %35:2 = "arith.mului_extended"(%arg6, %arg6) : (i16, i16) -> (i16, i16)
        %36 = "arith.cmpi"(%21, %21) <{predicate = 2 : i64}> : (i8, i8) -> i1
        "scf.if"(%36) ({
          "scf.yield"() : () -> ()
        }, {
        }) : (i1) -> ()
        %37 = "arith.cmpi"(%21, %21) <{predicate = 5 : i64}> : (i8, i8) -> i1
        %38 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
        "scf.condition"(%37, %38) : (i1, i32) -> ()
      }, {
      ^bb0(%arg10: i32):
        "scf.yield"(%28) : (i32) -> ()
      }) : (i32) -> i32
      %32 = "arith.constant"() <{value = 0 : i16}> : () -> i16
      %33 = "arith.cmpi"(%arg6, %32) <{predicate = 7 : i64}> : (i16, i16) -> i1
      %34 = "arith.constant"() <{value = 1 : i8}> : () -> i8
      "scf.condition"(%33, %arg9, %34) : (i1, i32, i8) -> ()
    }, {
    ^bb0(%arg7: i32, %arg8: i8):
      "scf.yield"(%28) : (i32) -> ()
    }) : (i32) -> (i32, i8)
    %30 = "arith.constant"() <{value = 44 : index}> : () -> index
    "func.return"(%30, %29#0) : (index, i32) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef, test.tag = "x"}], function_type = (tensor<4x2xi32>, i32) -> i8, sym_name = "kernel_1"}> ({
  ^bb0(%arg0: tensor<4x2xi32>, %arg1: i32):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %1 = "math.erf"(%0) <{fastmath = #arith.fastmath<reassoc,contract>}> : (f64) -> f64
    %2 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    "cf.br"(%2)[^bb1] : (i8) -> ()
  ^bb1(%3: i8):  // pred: ^bb0
    %4 = "arith.divsi"(%arg1, %arg1) : (i32, i32) -> i32
    %5 = "arith.constant"() <{value = false}> : () -> i1
    "cf.cond_br"(%5, %3, %3)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i8, i8) -> ()
  ^bb2(%6: i8):  // 2 preds: ^bb1, ^bb1
    %7 = "arith.constant"() <{value = -17 : i64}> : () -> i64
    %8 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %9 = "arith.maxsi"(%7, %8) : (i64, i64) -> i64
    "cf.br"(%arg1, %6)[^bb3] : (i32, i8) -> ()
  ^bb3(%10: i32, %11: i8):  // pred: ^bb2
    %12 = "tensor.empty"() : () -> tensor<3x4xf64>
    %13 = "tensor.empty"() : () -> tensor<4x3xf64>
    %14 = "linalg.transpose"(%12, %13) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg2: f64, %arg3: f64):
      "linalg.yield"(%arg2) : (f64) -> ()
    }) : (tensor<3x4xf64>, tensor<4x3xf64>) -> tensor<4x3xf64>
    %15 = "arith.constant"() <{value = 17 : i32}> : () -> i32
    %16 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    "cf.switch"(%15, %10, %16, %arg1)[^bb4, ^bb4, ^bb4] <{case_operand_segments = array<i32: 1, 1>, case_values = dense<[-1, 1]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i32, i32, i32, i32) -> ()
  ^bb4(%17: i32):  // 3 preds: ^bb3, ^bb3, ^bb3
    %18 = "arith.negf"(%0) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    "func.return"(%2) : (i8) -> ()
  }) {ref = @inner::@helper0} : () -> ()
}) : () -> ()

