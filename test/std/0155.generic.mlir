#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x?x?xindex>) -> (), sym_name = "kernel_0", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x?x?xindex>):
    %0 = "arith.constant"() <{value = dense<6> : tensor<1x8xindex>}> : () -> tensor<1x8xindex>
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "tensor.extract_slice"(%0, %2, %1) <{operandSegmentSizes = array<i32: 1, 0, 1, 1>, static_offsets = array<i64: 0, 3>, static_sizes = array<i64: 1, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, 1>}> : (tensor<1x8xindex>, index, index) -> tensor<1x?xindex>
    %4 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x8xi32>
    %5 = "memref.reinterpret_cast"(%4) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 4, 1>}> : (memref<1x8xi32>) -> memref<2x4xi32, strided<[4, 1]>>
    %6 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x8xf64>
    %7 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xf64>
    "linalg.generic"(%6, %7) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3: f64, %arg4: f64):
      %21 = "arith.addf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %22 = "math.absf"(%21) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
      "linalg.yield"(%22) : (f64) -> ()
    }) : (memref<1x8xf64>, memref<1xf64>) -> ()
    %8 = "arith.constant"() <{value = -7.500000e+00 : f32}> : () -> f32
    %9 = "arith.minnumf"(%8, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %10 = "math.tan"(%8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %11 = "arith.constant"() <{value = dense<[[1, 10, 51, 9, 0, -1, -1, 1]]> : vector<1x8xindex>}> : () -> vector<1x8xindex>
    %12 = "arith.constant"() <{value = 2 : index}> : () -> index
    %13 = "arith.constant"() <{value = 2 : index}> : () -> index
    %14 = "arith.constant"() <{value = 2 : index}> : () -> index
    %15 = "scf.for"(%12, %13, %14, %8) ({
    ^bb0(%arg1: index, %arg2: f32):
      %16 = "arith.constant"() <{value = dense<[[5.000000e-01, 1.000000e+00, 5.000000e-01, 3.000000e+00, -1.000000e+00, 0.000000e+00, 4.000000e+02, 5.000000e-01]]> : vector<1x8xf64>}> : () -> vector<1x8xf64>
      %17 = "arith.remf"(%16, %16) <{fastmath = #arith.fastmath<afn>}> : (vector<1x8xf64>, vector<1x8xf64>) -> vector<1x8xf64>
      %18 = "arith.constant"() <{value = 5 : index}> : () -> index
      %19 = "tensor.empty"(%18) : (index) -> tensor<?x1xindex>
      %20 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
      "scf.yield"(%20) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    "func.return"() : () -> ()
  }) {test.kernel} : () -> ()
}) : () -> ()

