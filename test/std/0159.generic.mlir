#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {test.foo = 1 : i32}], function_type = (index, memref<8x?xindex>) -> (), sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {test.foo = 1 : i32}, {}, {}], function_type = (i32, vector<8x4xindex>, index, tensor<8x4xf64>) -> (), sym_name = "f0", sym_visibility = "private"}> ({
  ^bb0(%arg0: i32, %arg1: vector<8x4xindex>, %arg2: index, %arg3: tensor<8x4xf64>):
    %0 = "arith.constant"() <{value = dense<-1.000000e+00> : vector<8x4xf64>}> : () -> vector<8x4xf64>
    %1 = "math.fma"(%0, %0, %0) <{fastmath = #arith.fastmath<afn>}> : (vector<8x4xf64>, vector<8x4xf64>, vector<8x4xf64>) -> vector<8x4xf64>
    %2 = "arith.constant"() <{value = dense<49> : vector<8x4xi32>}> : () -> vector<8x4xi32>
    %3:2 = "arith.mulsi_extended"(%2, %2) : (vector<8x4xi32>, vector<8x4xi32>) -> (vector<8x4xi32>, vector<8x4xi32>)
    %4 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
    %5 = "arith.negf"(%4) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8 = "memref.alloc"(%7) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<8x?xindex>
    "func.call"(%6, %8) <{callee = @ext1}> : (index, memref<8x?xindex>) -> ()
    %9 = "arith.constant"() <{value = 4.000000e+02 : f64}> : () -> f64
    %10 = "scf.while"(%9) ({
    ^bb0(%arg15: f64):
      %45 = "arith.constant"() <{value = dense<[[4611686018427387903, -1, 64], [23, 1, -6], [0, 0, -1], [-1, -1, 0]]> : vector<4x3xi64>}> : () -> vector<4x3xi64>
      %46 = "arith.sitofp"(%45) : (vector<4x3xi64>) -> vector<4x3xf32>
      %47 = "arith.cmpi"(%arg0, %arg0) <{predicate = 0 : i64}> : (i32, i32) -> i1
      "scf.condition"(%47, %arg2) : (i1, index) -> ()
    }, {
    ^bb0(%arg4: index):
      %19 = "arith.constant"() <{value = dense<[[5.000000e-01], [1.000000e+00], [1.000000e+00]]> : tensor<3x1xf64>}> : () -> tensor<3x1xf64>
      %20 = "linalg.generic"(%19, %19, %19) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg12: f64, %arg13: f64, %arg14: f64):
        %43 = "arith.addf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        %44 = "arith.addf"(%43, %arg14) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        "linalg.yield"(%44) : (f64) -> ()
      }) : (tensor<3x1xf64>, tensor<3x1xf64>, tensor<3x1xf64>) -> tensor<3x1xf64>
      %21 = "arith.constant"() <{value = 0 : index}> : () -> index
      %22 = "arith.constant"() <{value = 3 : index}> : () -> index
      %23 = "arith.constant"() <{value = 1 : index}> : () -> index
      %24 = "arith.constant"() <{value = 0 : i8}> : () -> i8
      %25 = "scf.parallel"(%21, %22, %23, %24) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
      ^bb0(%arg5: index):
        %28 = "arith.constant"() <{value = dense<-1.000000e+00> : vector<4x1xf64>}> : () -> vector<4x1xf64>
        %29:2 = "scf.while"(%9, %28) ({
        ^bb0(%arg10: f64, %arg11: vector<4x1xf64>):
          %37 = "arith.constant"() <{value = 1 : index}> : () -> index
          %38 = "memref.alloc"(%37) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x4xindex>
          %39 = "arith.constant"() <{value = 0 : index}> : () -> index
          %40 = "arith.constant"() <{value = 0 : index}> : () -> index
          %41 = "memref.load"(%38, %39, %40) : (memref<?x4xindex>, index, index) -> index
          %42 = "arith.constant"() <{value = true}> : () -> i1
          "scf.condition"(%42, %9, %arg10) : (i1, f64, f64) -> ()
        }, {
        ^bb0(%arg8: f64, %arg9: f64):
          %33 = "arith.constant"() <{value = 4.000000e+02 : f16}> : () -> f16
          %34 = "arith.minimumf"(%33, %33) <{fastmath = #arith.fastmath<fast>}> : (f16, f16) -> f16
          %35 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x4xf32>
          %36 = "memref.subview"(%35) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 0>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 2, 1>}> : (memref<8x4xf32>) -> memref<3x4xf32, strided<[8, 1], offset: 4>>
          "scf.yield"(%9, %28) : (f64, vector<4x1xf64>) -> ()
        }) : (f64, vector<4x1xf64>) -> (f64, f64)
        %30 = "arith.constant"() <{value = 1 : index}> : () -> index
        %31 = "arith.constant"() <{value = 0 : index}> : () -> index
        "memref.store"(%22, %8, %30, %31) : (index, memref<8x?xindex>, index, index) -> ()
        "scf.reduce"(%24) ({
        ^bb0(%arg6: i8, %arg7: i8):
          %32 = "arith.xori"(%arg6, %arg7) : (i8, i8) -> i8
          "scf.reduce.return"(%32) : (i8) -> ()
        }) : (i8) -> ()
      }) : (index, index, index, i8) -> i8
      %26 = "tensor.expand_shape"(%arg3) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 8, 1, 4>}> : (tensor<8x4xf64>) -> tensor<8x1x4xf64>
      %27 = "tensor.splat"(%7) : (index) -> tensor<8x4xindex>
      "scf.yield"(%9) : (f64) -> ()
    }) : (f64) -> index
    %11 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x4x4xf64>
    "memref.dealloc"(%11) : (memref<8x4x4xf64>) -> ()
    %12 = "arith.constant"() <{value = dense<-1.000000e+00> : vector<8x4xf16>}> : () -> vector<8x4xf16>
    %13 = "arith.extf"(%12) : (vector<8x4xf16>) -> vector<8x4xf32>
    %14 = "arith.constant"() <{value = 0 : index}> : () -> index
    %15 = "tensor.empty"() : () -> tensor<3x2xf64>
    %16 = "tensor.insert_slice"(%15, %arg3, %14) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 1>, static_sizes = array<i64: 3, 2>, static_strides = array<i64: 1, 2>}> : (tensor<3x2xf64>, tensor<8x4xf64>, index) -> tensor<8x4xf64>
    %17 = "arith.constant"() <{value = dense<2.500000e+00> : vector<4x1xbf16>}> : () -> vector<4x1xbf16>
    %18 = "arith.maximumf"(%17, %17) <{fastmath = #arith.fastmath<arcp>}> : (vector<4x1xbf16>, vector<4x1xbf16>) -> vector<4x1xbf16>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

