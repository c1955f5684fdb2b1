#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d2, d1)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {test.foo = 1 : i32}, {}], function_type = (i64, vector<4x2x1xi64>, i64) -> memref<4xi8>, res_attrs = [{llvm.noundef}], sym_name = "compute0"}> ({
  ^bb0(%arg0: i64, %arg1: vector<4x2x1xi64>, %arg2: i64):
    %0 = "arith.constant"() <{value = 43 : i8}> : () -> i8
    %1 = "arith.index_cast"(%0) : (i8) -> index
    %2 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x2x1xi64>
    %3 = "memref.cast"(%2) : (memref<4x2x1xi64>) -> memref<4x2x1xi64>
    %4 = "tensor.empty"() : () -> tensor<4x2x1xbf16>
    %5 = "tensor.empty"() : () -> tensor<4x2xbf16>
    %6 = "linalg.generic"(%4, %5) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg8: bf16, %arg9: bf16):
      %29 = "arith.addf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%29) : (bf16) -> ()
    }) : (tensor<4x2x1xbf16>, tensor<4x2xbf16>) -> tensor<4x2xbf16>
    %7 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %8 = "math.powf"(%7, %7) <{fastmath = #arith.fastmath<arcp>}> : (f32, f32) -> f32
    "cf.br"(%arg2)[^bb1] : (i64) -> ()
  ^bb1(%9: i64):  // pred: ^bb0
    %10 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x1xbf16>
    %11 = "memref.alloca"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x4xbf16>
    %12 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x4xbf16>
    "linalg.matmul"(%10, %11, %12) <{indexing_maps = [#map2, #map3, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg5: bf16, %arg6: bf16, %arg7: bf16):
      %27 = "arith.mulf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %28 = "arith.addf"(%arg7, %27) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%28) : (bf16) -> ()
    }) : (memref<8x1xbf16>, memref<1x4xbf16>, memref<8x4xbf16>) -> ()
    %13 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %14 = "arith.remf"(%13, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %15 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %16 = "arith.constant"() <{value = dense<[1, -1]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %17 = "linalg.fill"(%15, %16) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3: i32, %arg4: i32):
      "linalg.yield"(%arg3) : (i32) -> ()
    }) : (i32, tensor<2xi32>) -> tensor<2xi32>
    %18 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x2xbf16>
    %19 = "memref.reinterpret_cast"(%18) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (memref<4x2xbf16>) -> memref<8xbf16, strided<[1]>>
    "cf.br"(%9)[^bb2] : (i64) -> ()
  ^bb2(%20: i64):  // pred: ^bb1
    %21 = "arith.ori"(%0, %0) : (i8, i8) -> i8
    %22 = "tensor.empty"() : () -> tensor<4x2x1xi8>
    %23 = "arith.constant"() <{value = dense<[[[-2.500000e-01], [5.000000e-01]], [[3.000000e+00], [4.000000e+02]], [[1.000000e+02], [1.000000e+02]], [[-2.500000e-01], [1.000000e+02]]]> : vector<4x2x1xf64>}> : () -> vector<4x2x1xf64>
    %24 = "math.isinf"(%23) <{fastmath = #arith.fastmath<none>}> : (vector<4x2x1xf64>) -> vector<4x2x1xi1>
    %25 = "arith.floordivsi"(%21, %0) : (i8, i8) -> i8
    %26 = "memref.alloca"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi8>
    "func.return"(%26) : (memref<4xi8>) -> ()
  }) : () -> ()
}) : () -> ()

