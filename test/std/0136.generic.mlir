#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (vector<1xi16>) -> (), sym_name = "helper9"}> ({
    ^bb0(%arg10: vector<1xi16>):
      %46 = "tensor.empty"() : () -> tensor<4x1xbf16>
      %47 = "arith.addf"(%46, %46) <{fastmath = #arith.fastmath<fast>}> : (tensor<4x1xbf16>, tensor<4x1xbf16>) -> tensor<4x1xbf16>
      %48 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xbf16>
      %49 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x1xbf16>
      "linalg.broadcast"(%48, %49) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg11: bf16, %arg12: bf16):
        "linalg.yield"(%arg11) : (bf16) -> ()
      }) : (memref<4xbf16>, memref<4x1xbf16>) -> ()
      %50 = "arith.constant"() <{value = -1 : i16}> : () -> i16
      "func.return"() : () -> ()
    }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {}, {}, {}], function_type = (tensor<?x2xf32>, vector<1xf32>, f32, f32) -> (), sym_name = "fn.0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<?x2xf32>, %arg1: vector<1xf32>, %arg2: f32, %arg3: f32):
    %0 = "arith.constant"() <{value = -1.000000e+00 : f16}> : () -> f16
    %1 = "arith.cmpf"(%0, %0) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %2 = "arith.constant"() <{value = dense<2147483647> : vector<1xi32>}> : () -> vector<1xi32>
    %3 = "arith.constant"() <{value = dense<0> : vector<1xi32>}> : () -> vector<1xi32>
    %4:2 = "arith.addui_extended"(%2, %3) : (vector<1xi32>, vector<1xi32>) -> (vector<1xi32>, vector<1xi1>)
    %5 = "arith.constant"() <{value = 5.000000e-01 : f16}> : () -> f16
    %6 = "math.acos"(%5) <{fastmath = #arith.fastmath<afn>}> : (f16) -> f16
    %7 = "arith.constant"() <{value = -1 : index}> : () -> index
    %8:2 = "scf.index_switch"(%7) <{cases = array<i64: 0>}> ({
      %44 = "arith.constant"() <{value = -20 : i16}> : () -> i16
      %45 = "tensor.splat"(%44) : (i16) -> tensor<1xi16>
      "scf.yield"(%arg3, %arg3) : (f32, f32) -> ()
    }, {
      %35 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xi16>
      %36 = "arith.constant"() <{value = 0 : index}> : () -> index
      %37 = "memref.load"(%35, %36) : (memref<2xi16>, index) -> i16
      %38 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
      %39 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x1xf32>
      %40 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
      "linalg.generic"(%39, %40) <{doc = "elementwise", indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg8: f32, %arg9: f32):
        %43 = "arith.addf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "linalg.yield"(%43) : (f32) -> ()
      }) : (memref<4x1xf32>, memref<4xf32>) -> ()
      %41 = "arith.constant"() <{value = 0 : i16}> : () -> i16
      %42 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      "scf.yield"(%42, %38) : (f32, f32) -> ()
    }) : (index) -> (f32, f32)
    %9 = "arith.constant"() <{value = dense<[[67, -1, 50, 32767], [-1, 0, -1, 1], [-1, 44, 0, 11], [7, -1, 1, 5]]> : vector<4x4xi16>}> : () -> vector<4x4xi16>
    %10 = "arith.constant"() <{value = dense<[[1, 0, 32767, 0], [1, 63, 32767, 37], [-1, 70, 0, 1], [21, 1, 32767, 1]]> : vector<4x4xi16>}> : () -> vector<4x4xi16>
    %11 = "arith.select"(%1, %9, %10) : (i1, vector<4x4xi16>, vector<4x4xi16>) -> vector<4x4xi16>
    %12 = "arith.cmpi"(%7, %7) <{predicate = 2 : i64}> : (index, index) -> i1
    %13 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "cf.cond_br"(%12, %13)[^bb3, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
  ^bb1(%14: i32):  // pred: ^bb0
    %15 = "arith.cmpf"(%8#1, %8#1) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %16 = "tensor.empty"() : () -> tensor<4x1xf32>
    %17 = "arith.constant"() <{value = 4611686018427387903 : i64}> : () -> i64
    %18 = "arith.cmpi"(%17, %17) <{predicate = 7 : i64}> : (i64, i64) -> i1
    "cf.assert"(%18) <{msg = "ok"}> : (i1) -> ()
    %19 = "scf.if"(%15) ({
      %29 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xbf16>
      "linalg.add"(%29, %29, %29) <{operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg5: bf16, %arg6: bf16, %arg7: bf16):
        %34 = "arith.addf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
        "linalg.yield"(%34) : (bf16) -> ()
      }) : (memref<1xbf16>, memref<1xbf16>, memref<1xbf16>) -> ()
      %30 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<3x3xf32>}> : () -> tensor<3x3xf32>
      %31 = "arith.constant"() <{value = 0 : index}> : () -> index
      %32 = "tensor.dim"(%30, %31) : (tensor<3x3xf32>, index) -> index
      %33 = "arith.constant"() <{value = -1 : i16}> : () -> i16
      "scf.yield"(%33) : (i16) -> ()
    }, {
      "cf.assert"(%15) <{msg = ""}> : (i1) -> ()
      %22 = "arith.constant"() <{value = 0 : index}> : () -> index
      %23 = "arith.constant"() <{value = 6 : index}> : () -> index
      %24 = "arith.constant"() <{value = 3 : index}> : () -> index
      "scf.for"(%22, %23, %24) ({
      ^bb0(%arg4: index):
        %26 = "arith.constant"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
        %27 = "arith.constant"() <{value = 0 : index}> : () -> index
        %28 = "tensor.extract"(%26, %27) : (tensor<1xi32>, index) -> i32
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      %25 = "arith.constant"() <{value = 1 : i16}> : () -> i16
      "scf.yield"(%25) : (i16) -> ()
    }) : (i1) -> i16
    %20 = "arith.constant"() <{value = 3 : i8}> : () -> i8
    "cf.switch"(%20)[^bb2, ^bb2, ^bb2, ^bb2] <{case_operand_segments = array<i32: 0, 0, 0>, case_values = dense<[1, 2, 4]> : vector<3xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
  ^bb2:  // 4 preds: ^bb1, ^bb1, ^bb1, ^bb1
    %21 = "arith.cmpi"(%7, %7) <{predicate = 2 : i64}> : (index, index) -> i1
    "cf.cond_br"(%21)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb3:  // 3 preds: ^bb0, ^bb2, ^bb2
    "func.return"() : () -> ()
  }) {ref = @inner::@helper9} : () -> ()
}) : () -> ()

