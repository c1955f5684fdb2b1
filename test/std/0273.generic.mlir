#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}], function_type = (i8) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "fn.0"}> ({
    %0 = "arith.constant"() <{value = dense<1.000000e+00> : vector<4x4x8xf32>}> : () -> vector<4x4x8xf32>
    %1 = "arith.cmpf"(%0, %0) <{fastmath = #arith.fastmath<reassoc,contract>, predicate = 3 : i64}> : (vector<4x4x8xf32>, vector<4x4x8xf32>) -> vector<4x4x8xi1>
    %2 = "tensor.empty"() : () -> tensor<2x2xf16>
    %3 = "tensor.empty"() : () -> tensor<2x2xf16>
    %4 = "tensor.empty"() : () -> tensor<2xf16>
    %5 = "linalg.generic"(%2, %3, %4) <{indexing_maps = [#map, #map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg11: f16, %arg12: f16, %arg13: f16):
      %31 = "arith.addf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      %32 = "arith.addf"(%31, %arg13) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%32) : (f16) -> ()
    }) : (tensor<2x2xf16>, tensor<2x2xf16>, tensor<2xf16>) -> tensor<2xf16>
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "arith.constant"() <{value = 2 : index}> : () -> index
    %8 = "arith.constant"() <{value = 5.000000e-01 : bf16}> : () -> bf16
    %9 = "scf.for"(%6, %6, %7, %8) ({
    ^bb0(%arg9: index, %arg10: bf16):
      %26 = "arith.constant"() <{value = dense<-7.500000e+00> : vector<8x3x8xbf16>}> : () -> vector<8x3x8xbf16>
      %27 = "math.acosh"(%26) <{fastmath = #arith.fastmath<none>}> : (vector<8x3x8xbf16>) -> vector<8x3x8xbf16>
      %28 = "arith.constant"() <{value = 5 : index}> : () -> index
      %29 = "arith.constant"() <{value = 6 : index}> : () -> index
      %30 = "memref.alloc"(%28, %29) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xbf16, #map2>
      "scf.yield"(%8) : (bf16) -> ()
    }) : (index, index, index, bf16) -> bf16
    %10 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %11 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    %12 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %13 = "arith.constant"() <{value = 38 : i64}> : () -> i64
    %14 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
    %15:2 = "scf.for"(%10, %11, %12, %13, %14) ({
    ^bb0(%arg0: i64, %arg1: i64, %arg2: f32):
      %16 = "arith.constant"() <{value = 0 : index}> : () -> index
      %17 = "arith.constant"() <{value = 7 : index}> : () -> index
      %18 = "arith.constant"() <{value = 2 : index}> : () -> index
      %19 = "arith.constant"() <{value = 0 : index}> : () -> index
      %20 = "arith.constant"() <{value = 3 : index}> : () -> index
      %21 = "arith.constant"() <{value = 1 : index}> : () -> index
      %22 = "arith.constant"() <{value = 0 : i16}> : () -> i16
      %23:2 = "scf.parallel"(%16, %19, %17, %20, %18, %21, %arg1, %22) <{operandSegmentSizes = array<i32: 2, 2, 2, 2>}> ({
      ^bb0(%arg3: index, %arg4: index):
        "scf.reduce"(%12, %22) ({
        ^bb0(%arg7: i64, %arg8: i64):
          %25 = "arith.xori"(%arg7, %arg8) : (i64, i64) -> i64
          "scf.reduce.return"(%25) : (i64) -> ()
        }, {
        ^bb0(%arg5: i16, %arg6: i16):
          %24 = "arith.maxsi"(%arg5, %arg6) : (i16, i16) -> i16
          "scf.reduce.return"(%24) : (i16) -> ()
        }) : (i64, i16) -> ()
      }) : (index, index, index, index, index, index, i64, i16) -> (i64, i16)
      "scf.yield"(%23#0, %arg2) : (i64, f32) -> ()
    }) : (i64, i64, i64, i64, f32) -> (i64, f32)
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

