#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = () -> vector<2x4xi32>, sym_name = "helper4", sym_visibility = "private"}> ({
      "scf.execute_region"() ({
        %50 = "arith.constant"() <{value = 17 : i32}> : () -> i32
        %51 = "arith.constant"() <{value = -1 : i32}> : () -> i32
        %52:2 = "arith.addui_extended"(%50, %51) : (i32, i32) -> (i32, i1)
        "scf.yield"() : () -> ()
      }) : () -> ()
      %38 = "arith.constant"() <{value = 12 : i8}> : () -> i8
      %39 = "arith.cmpi"(%38, %38) <{predicate = 5 : i64}> : (i8, i8) -> i1
      %40 = "arith.constant"() <{value = 4.000000e+02 : f64}> : () -> f64
      "cf.cond_br"(%39, %40, %40)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f64, f64) -> ()
    ^bb1(%41: f64):  // 2 preds: ^bb0, ^bb0
      %42 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %43 = "arith.constant"() <{value = 5 : i32}> : () -> i32
      %44 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %45 = "arith.constant"() <{value = -2.500000e-01 : f32}> : () -> f32
      %46 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
      %47:2 = "scf.for"(%42, %43, %44, %45, %46) ({
      ^bb0(%arg11: i32, %arg12: f32, %arg13: f32):
        "scf.yield"(%46, %arg13) : (f32, f32) -> ()
      }) : (i32, i32, i32, f32, f32) -> (f32, f32)
      %48 = "arith.constant"() <{value = 54 : i64}> : () -> i64
      "cf.switch"(%48)[^bb2, ^bb2, ^bb2] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[2, 3]> : vector<2xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
    ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb1
      %49 = "arith.constant"() <{value = dense<0> : vector<2x4xi32>}> : () -> vector<2x4xi32>
      "func.return"(%49) : (vector<2x4xi32>) -> ()
    }) {test.kernel} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x1x4xf32>, memref<4xf16>, i32) -> (i32, memref<1xi32>), sym_name = "compute0"}> ({
  ^bb0(%arg8: tensor<1x1x4xf32>, %arg9: memref<4xf16>, %arg10: i32):
    %19 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %20 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    "cf.br"(%20)[^bb1] : (f32) -> ()
  ^bb1(%21: f32):  // pred: ^bb0
    %22 = "arith.constant"() <{value = dense<1> : vector<1xi64>}> : () -> vector<1xi64>
    %23 = "math.ipowi"(%22, %22) : (vector<1xi64>, vector<1xi64>) -> vector<1xi64>
    %24 = "arith.constant"() <{value = true}> : () -> i1
    %25 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    "cf.cond_br"(%24, %25, %arg10)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb2(%26: i32):  // 2 preds: ^bb1, ^bb1
    %27 = "arith.constant"() <{value = dense<[false, true]> : vector<2xi1>}> : () -> vector<2xi1>
    %28 = "arith.constant"() <{value = dense<[true, false]> : vector<2xi1>}> : () -> vector<2xi1>
    %29 = "arith.shrui"(%27, %28) : (vector<2xi1>, vector<2xi1>) -> vector<2xi1>
    %30 = "arith.constant"() <{value = -4 : index}> : () -> index
    "cf.br"(%30, %26)[^bb3] : (index, i32) -> ()
  ^bb3(%31: index, %32: i32):  // pred: ^bb2
    %33 = "arith.constant"() <{value = 46 : i16}> : () -> i16
    %34 = "arith.minsi"(%33, %33) : (i16, i16) -> i16
    "cf.br"()[^bb4] : () -> ()
  ^bb4:  // pred: ^bb3
    %35 = "arith.constant"() <{value = dense<1.500000e-01> : vector<1xf64>}> : () -> vector<1xf64>
    %36 = "arith.addf"(%35, %35) <{fastmath = #arith.fastmath<none>}> : (vector<1xf64>, vector<1xf64>) -> vector<1xf64>
    %37 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    "func.return"(%arg10, %37) : (i32, memref<1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {test.foo = 1 : i32}], function_type = (memref<1xf32>, f32) -> vector<4x4x4xf32>, sym_name = "compute1", sym_visibility = "private"}> ({
  ^bb0(%arg0: memref<1xf32>, %arg1: f32):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x3xf64>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x3xf64>
    "linalg.generic"(%0, %0, %1) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg5: f64, %arg6: f64, %arg7: f64):
      %17 = "arith.addf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %18 = "arith.addf"(%17, %arg7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%18) : (f64) -> ()
    }) : (memref<4x3xf64>, memref<4x3xf64>, memref<4x3xf64>) -> ()
    %2 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %3 = "arith.cmpi"(%2, %2) <{predicate = 7 : i64}> : (i32, i32) -> i1
    "scf.if"(%3) ({
      %11 = "arith.constant"() <{value = dense<[[[0.000000e+00], [-2.500000e-01], [5.000000e-01], [1.000000e+00]], [[1.500000e-01], [1.000000e+02], [1.500000e-01], [-1.000000e+00]], [[1.000000e+00], [1.500000e-01], [5.000000e-01], [4.000000e+02]], [[4.000000e+02], [1.500000e-01], [0.000000e+00], [1.000000e+00]]]> : vector<4x4x1xf64>}> : () -> vector<4x4x1xf64>
      %12 = "arith.fptosi"(%11) : (vector<4x4x1xf64>) -> vector<4x4x1xi64>
      %13 = "arith.constant"() <{value = false}> : () -> i1
      %14 = "arith.select"(%13, %arg1, %arg1) : (i1, f32, f32) -> f32
      %15 = "arith.constant"() <{value = -7.500000e+00 : f64}> : () -> f64
      %16 = "arith.negf"(%15) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (f64) -> f64
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    %4 = "tensor.empty"() : () -> tensor<4x4xi32>
    %5 = "tensor.expand_shape"(%4) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 2, 4>}> : (tensor<4x4xi32>) -> tensor<2x2x4xi32>
    %6 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7 = "arith.constant"() <{value = 7 : index}> : () -> index
    %8 = "arith.constant"() <{value = 1 : index}> : () -> index
    %9:2 = "scf.for"(%6, %7, %8, %arg1, %2) ({
    ^bb0(%arg2: index, %arg3: f32, %arg4: i32):
      "scf.yield"(%arg1, %arg4) : (f32, i32) -> ()
    }) : (index, index, index, f32, i32) -> (f32, i32)
    %10 = "arith.constant"() <{value = dense<5.000000e-01> : vector<4x4x4xf32>}> : () -> vector<4x4x4xf32>
    "func.return"(%10) : (vector<4x4x4xf32>) -> ()
  }) {ref = @inner::@helper4} : () -> ()
}) {test.module_note = "std"} : () -> ()

