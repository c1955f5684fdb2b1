#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (memref<3x1xi8>) -> (), sym_name = "helper7", sym_visibility = "private"}> ({
    ^bb0(%arg12: memref<3x1xi8>):
      %40 = "tensor.empty"() : () -> tensor<2xi64>
      %41 = "arith.constant"() <{value = 1 : index}> : () -> index
      %42 = "tensor.extract_slice"(%40, %41) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<2xi64>, index) -> tensor<1xi64>
      %43 = "arith.constant"() <{value = false}> : () -> i1
      %44 = "arith.constant"() <{value = -1 : i8}> : () -> i8
      %45 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
      "cf.cond_br"(%43, %44, %45)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i8, f32) -> ()
    ^bb1(%46: i8, %47: f32):  // pred: ^bb0
      %48 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
      %49 = "arith.constant"() <{value = 0 : index}> : () -> index
      %50 = "memref.view"(%48, %49) : (memref<2048xi8>, index) -> memref<4x8xf16>
      "cf.br"()[^bb2] : () -> ()
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %51 = "tensor.empty"() : () -> tensor<2x8x8xf32>
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {}, {}], function_type = (tensor<4xi8>, f32, memref<2xi8>) -> (), sym_name = "fn.0", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<4xi8>, %arg4: f32, %arg5: memref<2xi8>):
    %21 = "arith.constant"() <{value = dense<1.000000e+02> : tensor<1x8xf32>}> : () -> tensor<1x8xf32>
    %22 = "tensor.empty"() : () -> tensor<8x3xf32>
    %23 = "arith.constant"() <{value = dense<1.000000e+02> : tensor<1x3xf32>}> : () -> tensor<1x3xf32>
    %24 = "linalg.matmul"(%21, %22, %23) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg9: f32, %arg10: f32, %arg11: f32):
      %38 = "arith.mulf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %39 = "arith.addf"(%arg11, %38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%39) : (f32) -> ()
    }) : (tensor<1x8xf32>, tensor<8x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %25 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    "cf.br"(%25, %25)[^bb1] : (i8, i8) -> ()
  ^bb1(%26: i8, %27: i8):  // pred: ^bb0
    %28 = "tensor.empty"() : () -> tensor<2x8x8xf64>
    %29 = "tensor.empty"() : () -> tensor<2x8x8xf64>
    %30 = "linalg.generic"(%28, %29) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg7: f64, %arg8: f64):
      %37 = "arith.addf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%37) : (f64) -> ()
    }) : (tensor<2x8x8xf64>, tensor<2x8x8xf64>) -> tensor<2x8x8xf64>
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    %31 = "arith.constant"() <{value = 1 : index}> : () -> index
    %32 = "arith.constant"() <{value = 5 : index}> : () -> index
    %33 = "arith.constant"() <{value = 2 : index}> : () -> index
    "scf.for"(%31, %32, %33) ({
    ^bb0(%arg6: index):
      %34 = "tensor.empty"() : () -> tensor<2xi32>
      %35 = "arith.constant"() <{value = dense<1> : tensor<2xi32>}> : () -> tensor<2xi32>
      %36 = "math.ipowi"(%34, %35) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, index), sym_name = "fn.1"}> ({
    %0 = "arith.constant"() <{value = dense<1> : tensor<2x8x8xi32>}> : () -> tensor<2x8x8xi32>
    %1 = "tensor.empty"() : () -> tensor<2x8x8xi32>
    %2 = "linalg.mul"(%0, %1, %0) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
      %20 = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%20) : (i32) -> ()
    }) : (tensor<2x8x8xi32>, tensor<2x8x8xi32>, tensor<2x8x8xi32>) -> tensor<2x8x8xi32>
    %3 = "arith.constant"() <{value = 34 : i64}> : () -> i64
    %4 = "arith.cmpi"(%3, %3) <{predicate = 9 : i64}> : (i64, i64) -> i1
    %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    "cf.cond_br"(%4, %5, %6)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 2>}> : (i1, i32, i8) -> ()
  ^bb1:  // pred: ^bb0
    %7 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %8 = "arith.addf"(%7, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %9 = "arith.constant"() <{value = 45 : i8}> : () -> i8
    "cf.br"(%5, %9)[^bb2] : (i32, i8) -> ()
  ^bb2(%10: i32, %11: i8):  // 2 preds: ^bb0, ^bb1
    %12 = "arith.constant"() <{value = 0 : index}> : () -> index
    %13 = "arith.constant"() <{value = 1 : index}> : () -> index
    %14 = "arith.constant"() <{value = 4 : index}> : () -> index
    %15 = "tensor.extract"(%0, %12, %13, %14) : (tensor<2x8x8xi32>, index, index, index) -> i32
    "cf.cond_br"(%4)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb3:  // 2 preds: ^bb2, ^bb2
    %16 = "arith.constant"() <{value = 1 : index}> : () -> index
    %17 = "arith.constant"() <{value = 7 : index}> : () -> index
    %18 = "memref.alloc"(%16, %17) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xi8, #map4>
    %19 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
    "func.return"(%19, %16) : (f32, index) -> ()
  }) {ref = @inner::@helper7} : () -> ()
}) : () -> ()

