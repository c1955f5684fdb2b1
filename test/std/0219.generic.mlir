#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {}], function_type = (memref<1x4xf16>, i16) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (vector<1x4xi8>) -> (), sym_name = "helper2"}> ({
    ^bb0(%arg6: vector<1x4xi8>):
      %20 = "arith.constant"() <{value = 1.503910e-01 : bf16}> : () -> bf16
      %21 = "tensor.from_elements"(%20, %20, %20, %20) : (bf16, bf16, bf16, bf16) -> tensor<4xbf16>
      "func.call"(%arg6) <{callee = @helper2}> : (vector<1x4xi8>) -> ()
      %22 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
      %23 = "arith.ori"(%22, %22) : (index, index) -> index
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> f16, sym_name = "kernel_0", sym_visibility = "private"}> ({
    %12 = "arith.constant"() <{value = -1.000000e+00 : f64}> : () -> f64
    %13 = "arith.negf"(%12) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %14 = "tensor.empty"() : () -> tensor<3xi8>
    %15 = "tensor.extract_slice"(%14) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<3xi8>) -> tensor<1xi8>
    %16 = "arith.constant"() <{value = 7 : index}> : () -> index
    %17 = "tensor.empty"(%16) : (index) -> tensor<?xf32>
    %18 = "math.asin"(%17) <{fastmath = #arith.fastmath<none>}> : (tensor<?xf32>) -> tensor<?xf32>
    %19 = "arith.constant"() <{value = -1.000000e+00 : f16}> : () -> f16
    "func.return"(%19) : (f16) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {test.foo = 1 : i32}, {}], function_type = (vector<1x4xf16>, i8, tensor<1x4xf16>, i8) -> (f16, i8), sym_name = "compute1", sym_visibility = "public"}> ({
  ^bb0(%arg0: vector<1x4xf16>, %arg1: i8, %arg2: tensor<1x4xf16>, %arg3: i8):
    %0 = "tensor.empty"() : () -> tensor<8xf32>
    %1 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "tensor.insert"(%1, %0, %2) : (f32, tensor<8xf32>, index) -> tensor<8xf32>
    %4 = "tensor.empty"() : () -> tensor<1x4xf64>
    %5 = "arith.constant"() <{value = dense<2.500000e+00> : tensor<1x4xf64>}> : () -> tensor<1x4xf64>
    %6 = "linalg.generic"(%4, %5) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg4: f64, %arg5: f64):
      %11 = "arith.addf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%11) : (f64) -> ()
    }) : (tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %7 = "arith.constant"() <{value = dense<2.500000e+00> : vector<1x4xf64>}> : () -> vector<1x4xf64>
    %8 = "math.absf"(%7) <{fastmath = #arith.fastmath<none>}> : (vector<1x4xf64>) -> vector<1x4xf64>
    %9 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %10 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    "func.return"(%9, %10) : (f16, i8) -> ()
  }) {ref = @inner::@helper2} : () -> ()
}) {test.module_note = "std"} : () -> ()

