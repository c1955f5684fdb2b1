#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x8xi32>) -> (index, i32), res_attrs = [{}, {test.foo = 1 : i32}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}], function_type = (index) -> tensor<?xi32>, sym_name = "f0"}> ({
  ^bb0(%arg0: index):
    %0 = "tensor.empty"() : () -> tensor<4x8xf16>
    %1 = "tensor.empty"() : () -> tensor<4xf16>
    %2 = "linalg.generic"(%0, %0, %1) <{indexing_maps = [#map, #map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f16, %arg4: f16, %arg5: f16):
      %23 = "arith.addf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      %24 = "arith.addf"(%23, %arg5) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%24) : (f16) -> ()
    }) : (tensor<4x8xf16>, tensor<4x8xf16>, tensor<4xf16>) -> tensor<4xf16>
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 7 : index}> : () -> index
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6 = "scf.for"(%3, %4, %5, %4) ({
    ^bb0(%arg1: index, %arg2: index):
      %20 = "arith.constant"() <{value = 3 : index}> : () -> index
      %21 = "tensor.empty"(%20) : (index) -> tensor<4x?xf32>
      %22 = "arith.negf"(%21) <{fastmath = #arith.fastmath<fast>}> : (tensor<4x?xf32>) -> tensor<4x?xf32>
      "scf.yield"(%4) : (index) -> ()
    }) : (index, index, index, index) -> index
    %7 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    "cf.br"(%7)[^bb1] : (i32) -> ()
  ^bb1(%8: i32):  // pred: ^bb0
    %9 = "arith.constant"() <{value = 3 : index}> : () -> index
    %10 = "tensor.extract_slice"(%1, %9) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<4xf16>, index) -> tensor<1xf16>
    %11 = "arith.constant"() <{value = dense<0> : vector<2x8x4xindex>}> : () -> vector<2x8x4xindex>
    %12 = "arith.shli"(%11, %11) <{overflowFlags = #arith.overflow<none>}> : (vector<2x8x4xindex>, vector<2x8x4xindex>) -> vector<2x8x4xindex>
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    %13 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %14 = "arith.cmpi"(%13, %13) <{predicate = 0 : i64}> : (i8, i8) -> i1
    "cf.assert"(%14) <{msg = "bounds check"}> : (i1) -> ()
    %15 = "arith.cmpi"(%7, %7) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %16 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %17 = "arith.select"(%15, %7, %16) : (i1, i32, i32) -> i32
    %18 = "arith.constant"() <{value = 1 : index}> : () -> index
    %19 = "tensor.empty"(%18) : (index) -> tensor<?xi32>
    "func.return"(%19) : (tensor<?xi32>) -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
}) : () -> ()

