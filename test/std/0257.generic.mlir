#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef}, {}], function_type = (memref<4xindex>, index) -> vector<4xindex>, res_attrs = [{test.foo = 1 : i32}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{arg_attrs = [{}, {}, {}, {test.foo = 1 : i32}], function_type = (tensor<3x?x4xindex>, memref<?x8x4xindex>, index, vector<3xindex>) -> memref<4xindex>, sym_name = "helper2", sym_visibility = "private"}> ({
    ^bb0(%arg15: tensor<3x?x4xindex>, %arg16: memref<?x8x4xindex>, %arg17: index, %arg18: vector<3xindex>):
      %55 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x4xf16>
      %56 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x4x4xf16>
      "linalg.broadcast"(%55, %56) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg19: f16, %arg20: f16):
        "linalg.yield"(%arg19) : (f16) -> ()
      }) : (memref<2x4xf16>, memref<2x4x4xf16>) -> ()
      %57 = "arith.constant"() <{value = true}> : () -> i1
      %58 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      %59 = "arith.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
      "cf.cond_br"(%57, %59, %arg17, %arg17, %58)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, f64, index, index, i32) -> ()
    ^bb1(%60: index, %61: i32):  // pred: ^bb0
      "cf.assert"(%57) <{msg = "bounds check"}> : (i1) -> ()
      %62 = "arith.constant"() <{value = 52 : index}> : () -> index
      "cf.br"(%59, %62)[^bb2] : (f64, index) -> ()
    ^bb2(%63: f64, %64: index):  // 2 preds: ^bb0, ^bb1
      %65 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
      %66 = "arith.maximumf"(%65, %65) <{fastmath = #arith.fastmath<arcp>}> : (f16, f16) -> f16
      "cf.br"(%arg17, %58)[^bb3] : (index, i32) -> ()
    ^bb3(%67: index, %68: i32):  // pred: ^bb2
      %69 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xindex>
      "func.return"(%69) : (memref<4xindex>) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xindex>) -> (index, index), res_attrs = [{}, {test.foo = 1 : i32}], sym_name = "kernel_0"}> ({
  ^bb0(%arg0: vector<4xindex>):
    %0 = "arith.constant"() <{value = -14 : i16}> : () -> i16
    %1 = "arith.sitofp"(%0) : (i16) -> f32
    %2 = "arith.constant"() <{value = 3 : index}> : () -> index
    %3 = "tensor.empty"(%2) : (index) -> tensor<3x8x?xindex>
    %4 = "arith.constant"() <{value = 2 : index}> : () -> index
    %5 = "tensor.dim"(%3, %4) : (tensor<3x8x?xindex>, index) -> index
    %6 = "arith.constant"() <{value = 4 : index}> : () -> index
    %7 = "memref.alloc"(%6) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<3x?x4xindex>
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
    %10 = "arith.constant"() <{value = 1 : index}> : () -> index
    "memref.store"(%4, %7, %8, %9, %10) : (index, memref<3x?x4xindex>, index, index, index) -> ()
    %11 = "arith.constant"() <{value = true}> : () -> i1
    "cf.assert"(%11) <{msg = "x must be \22positive\22"}> : (i1) -> ()
    %12 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %13 = "arith.constant"() <{value = 49 : i32}> : () -> i32
    %14 = "math.ipowi"(%12, %13) : (i32, i32) -> i32
    %15 = "arith.constant"() <{value = 5 : index}> : () -> index
    %16 = "arith.constant"() <{value = 4 : index}> : () -> index
    %17 = "memref.alloc"(%15, %16) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xbf16, #map>
    %18 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xindex>
    %19 = "memref.expand_shape"(%18) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 2>}> : (memref<4xindex>) -> memref<2x2xindex>
    %20 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xindex>
    %21 = "memref.subview"(%20) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (memref<4xindex>) -> memref<3xindex, strided<[1]>>
    %22 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x8x4xindex>
    %23 = "memref.expand_shape"(%22) <{reassociation = [[0], [1, 2], [3]], static_output_shape = array<i64: 3, 8, 1, 4>}> : (memref<3x8x4xindex>) -> memref<3x8x1x4xindex>
    %24 = "tensor.empty"() : () -> tensor<4x4xf32>
    %25 = "linalg.generic"(%24, %24, %24) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg12: f32, %arg13: f32, %arg14: f32):
      %53 = "arith.addf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %54 = "arith.addf"(%53, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%54) : (f32) -> ()
    }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %26 = "tensor.empty"() : () -> tensor<3x8x4xindex>
    %27 = "tensor.empty"() : () -> tensor<1x4x1xindex>
    %28 = "tensor.insert_slice"(%27, %26) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 2, 0, 3>, static_sizes = array<i64: 1, 4, 1>, static_strides = array<i64: 1, 2, 1>}> : (tensor<1x4x1xindex>, tensor<3x8x4xindex>) -> tensor<3x8x4xindex>
    %29 = "memref.collapse_shape"(%22) <{reassociation = [[0, 1], [2]]}> : (memref<3x8x4xindex>) -> memref<24x4xindex>
    %30 = "arith.bitcast"(%1) : (f32) -> i32
    %31 = "arith.constant"() <{value = 0 : index}> : () -> index
    %32 = "arith.constant"() <{value = 2 : index}> : () -> index
    %33 = "arith.constant"() <{value = 1 : index}> : () -> index
    %34 = "arith.constant"() <{value = 1.500000e-01 : f64}> : () -> f64
    %35:2 = "scf.parallel"(%31, %32, %33, %34, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> ({
    ^bb0(%arg7: index):
      %46 = "memref.subview"(%19) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 1>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (memref<2x2xindex>) -> memref<1x1xindex, strided<[2, 1], offset: 3>>
      %47 = "arith.constant"() <{value = dense<1.000000e+00> : vector<3x8x4xf64>}> : () -> vector<3x8x4xf64>
      %48 = "arith.fptosi"(%47) : (vector<3x8x4xf64>) -> vector<3x8x4xi64>
      %49 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
      "memref.dealloc"(%49) : (memref<4xf32>) -> ()
      %50 = "arith.constant"() <{value = 5.000000e-01 : f64}> : () -> f64
      "scf.reduce"(%50, %1) ({
      ^bb0(%arg10: f64, %arg11: f64):
        %52 = "arith.maximumf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        "scf.reduce.return"(%52) : (f64) -> ()
      }, {
      ^bb0(%arg8: f32, %arg9: f32):
        %51 = "arith.maximumf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%51) : (f32) -> ()
      }) : (f64, f32) -> ()
    }) : (index, index, index, f64, f32) -> (f64, f32)
    %36 = "arith.constant"() <{value = dense<3.000000e+00> : tensor<3x8x4xf32>}> : () -> tensor<3x8x4xf32>
    %37 = "arith.constant"() <{value = dense<1.500000e-01> : tensor<3x8xf32>}> : () -> tensor<3x8xf32>
    %38 = "linalg.generic"(%36, %37) <{doc = "elementwise", indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %44 = "arith.addf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %45 = "math.absf"(%44) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%45) : (f32) -> ()
    }) : (tensor<3x8x4xf32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    %39 = "arith.constant"() <{value = 4611686018427387903 : i64}> : () -> i64
    %40 = "arith.bitcast"(%39) : (i64) -> f64
    %41 = "tensor.empty"() : () -> tensor<2x1xi8>
    %42 = "linalg.transpose"(%41, %41) <{permutation = array<i64: 0, 1>}> ({
    ^bb0(%arg3: i8, %arg4: i8):
      "linalg.yield"(%arg3) : (i8) -> ()
    }) : (tensor<2x1xi8>, tensor<2x1xi8>) -> tensor<2x1xi8>
    %43 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x2xi32>
    "linalg.transpose"(%43, %43) <{permutation = array<i64: 0, 1>}> ({
    ^bb0(%arg1: i32, %arg2: i32):
      "linalg.yield"(%arg1) : (i32) -> ()
    }) : (memref<4x2xi32>, memref<4x2xi32>) -> ()
    "func.return"(%33, %4) : (index, index) -> ()
  }) {ref = @inner::@helper2} : () -> ()
}) : () -> ()

