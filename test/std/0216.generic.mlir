#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) {test.kernel} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "ext1", sym_visibility = "private"}> ({
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{arg_attrs = [{}, {}, {}, {llvm.noundef}], function_type = (i32, i32, tensor<8xindex>, i32) -> f32, sym_name = "helper7", sym_visibility = "public"}> ({
    ^bb0(%arg2: i32, %arg3: i32, %arg4: tensor<8xindex>, %arg5: i32):
      %10 = "arith.constant"() <{value = false}> : () -> i1
      "cf.assert"(%10) <{msg = "ok"}> : (i1) -> ()
      %11 = "arith.constant"() <{value = dense<[[0.000000e+00, -7.500000e+00, 0.000000e+00, -1.000000e+00], [3.000000e+00, -2.500000e-01, -2.500000e-01, 1.000000e+00], [1.000000e+02, 2.500000e+00, 1.000000e+00, 1.000000e+00], [1.000000e+02, -2.500000e-01, 0.000000e+00, 1.000000e+00]]> : tensor<4x4xf64>}> : () -> tensor<4x4xf64>
      %12 = "tensor.empty"() : () -> tensor<4x4xf64>
      %13 = "linalg.generic"(%11, %12) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg6: f64, %arg7: f64):
        %16 = "arith.addf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        %17 = "math.absf"(%16) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
        "linalg.yield"(%17) : (f64) -> ()
      }) : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
      %14 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
      %15 = "math.trunc"(%14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "func.return"(%15) : (f32) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f0"}> ({
  ^bb0(%arg0: i32):
    %7 = "arith.constant"() <{value = -11 : i16}> : () -> i16
    %8 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %9 = "arith.cmpi"(%7, %8) <{predicate = 0 : i64}> : (i16, i16) -> i1
    "cf.assert"(%9) <{msg = ""}> : (i1) -> ()
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 3>}> ({
    ^bb0(%arg1: index):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : () -> ()
    "func.return"(%arg0) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, tensor<?x4xi32>), res_attrs = [{}, {llvm.noundef}], sym_name = "kernel_1"}> ({
    %0 = "arith.constant"() <{value = dense<[[3.000000e+00, 1.000000e+02, 3.000000e+00, -2.500000e-01], [1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00], [5.000000e-01, -1.000000e+00, 1.000000e+00, 1.000000e+00], [5.000000e-01, -2.500000e-01, 1.000000e+02, 3.000000e+00]]> : vector<4x4xf32>}> : () -> vector<4x4xf32>
    %1 = "math.floor"(%0) <{fastmath = #arith.fastmath<afn>}> : (vector<4x4xf32>) -> vector<4x4xf32>
    %2 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %3 = "math.isnormal"(%2) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 3 : index}> : () -> index
    %6 = "tensor.empty"(%5) : (index) -> tensor<?x4xi32>
    "func.return"(%4, %6) : (i32, tensor<?x4xi32>) -> ()
  }) {ref = @inner::@helper7} : () -> ()
}) {test.module_note = "std"} : () -> ()

