#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef}], function_type = (tensor<3x2xi32>) -> f32, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (i32) -> (f32, i32), res_attrs = [{}, {test.foo = 1 : i32}], sym_name = "helper6", sym_visibility = "public"}> ({
    ^bb0(%arg3: i32):
      %15 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
      "memref.dealloc"(%15) : (memref<4xf32>) -> ()
      %16 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
      "cf.br"(%16)[^bb1] : (f32) -> ()
    ^bb1(%17: f32):  // pred: ^bb0
      %18 = "scf.execute_region"() ({
        %24 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<4x3x1xf32>}> : () -> tensor<4x3x1xf32>
        %25 = "arith.constant"() <{value = 2 : index}> : () -> index
        %26 = "tensor.dim"(%24, %25) : (tensor<4x3x1xf32>, index) -> index
        %27 = "tensor.empty"() : () -> tensor<4x3x1xi32>
        "scf.yield"(%27) : (tensor<4x3x1xi32>) -> ()
      }) : () -> tensor<4x3x1xi32>
      "cf.br"(%arg3, %17)[^bb2] : (i32, f32) -> ()
    ^bb2(%19: i32, %20: f32):  // pred: ^bb1
      %21 = "arith.constant"() <{value = false}> : () -> i1
      %22 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "cf.cond_br"(%21, %22, %19)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
    ^bb3(%23: i32):  // 2 preds: ^bb2, ^bb2
      "cf.br"()[^bb4] : () -> ()
    ^bb4:  // pred: ^bb3
      "func.return"(%16, %arg3) : (f32, i32) -> ()
    }) {test.kernel} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "kernel_0"}> ({
    %0 = "arith.constant"() <{value = 46 : index}> : () -> index
    %1 = "arith.cmpi"(%0, %0) <{predicate = 2 : i64}> : (index, index) -> i1
    "cf.assert"(%1) <{msg = "bounds check"}> : (i1) -> ()
    %2 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
    "cf.br"(%2)[^bb1] : (f32) -> ()
  ^bb1(%3: f32):  // pred: ^bb0
    %4 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %5 = "arith.cmpf"(%4, %4) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f16, f16) -> i1
    %6 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    "cf.switch"(%6, %3)[^bb2, ^bb3, ^bb4, ^bb3] <{case_operand_segments = array<i32: 0, 0, 0>, case_values = dense<[3, 4, 5]> : vector<3xi8>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i8, f32) -> ()
  ^bb2(%7: f32):  // pred: ^bb1
    %8 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x3x1xf64>
    %9 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x3xf64>
    "linalg.generic"(%8, %8, %9) <{indexing_maps = [#map, #map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg0: f64, %arg1: f64, %arg2: f64):
      %13 = "arith.addf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %14 = "arith.addf"(%13, %arg2) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%14) : (f64) -> ()
    }) : (memref<4x3x1xf64>, memref<4x3x1xf64>, memref<4x3xf64>) -> ()
    %10 = "arith.constant"() <{value = 4611686018427387903 : i64}> : () -> i64
    "cf.switch"(%10)[^bb3, ^bb3, ^bb4, ^bb4] <{case_operand_segments = array<i32: 0, 0, 0>, case_values = dense<[0, 3, 5]> : vector<3xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
  ^bb3:  // 4 preds: ^bb1, ^bb1, ^bb2, ^bb2
    %11 = "tensor.empty"() : () -> tensor<1x1x1xf32>
    %12 = "arith.bitcast"(%11) : (tensor<1x1x1xf32>) -> tensor<1x1x1xi32>
    "cf.br"()[^bb4] : () -> ()
  ^bb4:  // 4 preds: ^bb1, ^bb2, ^bb2, ^bb3
    "cf.assert"(%1) <{msg = "x must be \22positive\22"}> : (i1) -> ()
    "func.return"() : () -> ()
  }) {ref = @inner::@helper6} : () -> ()
}) : () -> ()

