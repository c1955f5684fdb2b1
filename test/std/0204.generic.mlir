#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {test.foo = 1 : i32}], function_type = (memref<1x8xbf16>, memref<4x3xf16>) -> f16, sym_name = "f0"}> ({
  ^bb0(%arg0: memref<1x8xbf16>, %arg1: memref<4x3xf16>):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    %1 = "tensor.empty"() : () -> tensor<8xf16>
    %2 = "arith.select"(%0, %1, %1) : (i1, tensor<8xf16>, tensor<8xf16>) -> tensor<8xf16>
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4 = "tensor.extract_slice"(%2, %3) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 7>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<8xf16>, index) -> tensor<?xf16>
    %5 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
    %6 = "arith.fptoui"(%5) : (f32) -> i32
    %7 = "arith.constant"() <{value = 28 : i16}> : () -> i16
    %8 = "arith.divui"(%7, %7) : (i16, i16) -> i16
    %9 = "arith.constant"() <{value = dense<[[5.000000e-01, -2.500000e-01, 1.000000e+00], [1.000000e+02, 3.000000e+00, 1.000000e+00]]> : tensor<2x3xf64>}> : () -> tensor<2x3xf64>
    %10 = "arith.constant"() <{value = dense<[[2.500000e+00, -7.500000e+00, -1.000000e+00], [4.000000e+02, 1.000000e+00, 5.000000e-01]]> : tensor<2x3xf64>}> : () -> tensor<2x3xf64>
    %11 = "linalg.generic"(%9, %10, %10) <{doc = "elementwise", indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2: f64, %arg3: f64, %arg4: f64):
      %20 = "arith.addf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %21 = "arith.addf"(%20, %arg4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%21) : (f64) -> ()
    }) : (tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    %12 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x8xf16>
    %13 = "memref.reinterpret_cast"(%12) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (memref<1x8xf16>) -> memref<8xf16, strided<[1]>>
    %14 = "arith.addi"(%3, %3) <{overflowFlags = #arith.overflow<nsw>}> : (index, index) -> index
    %15 = "arith.index_castui"(%3) : (index) -> i16
    %16 = "arith.constant"() <{value = dense<31> : vector<8xi32>}> : () -> vector<8xi32>
    %17:2 = "arith.mulsi_extended"(%16, %16) : (vector<8xi32>, vector<8xi32>) -> (vector<8xi32>, vector<8xi32>)
    %18 = "arith.negf"(%5) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32) -> f32
    %19 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    "func.return"(%19) : (f16) -> ()
  }) : () -> ()
}) : () -> ()

