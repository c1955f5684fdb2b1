#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (f32, tensor<4x2xindex>) -> (memref<8x4xf32>, f32, f16), res_attrs = [{}, {test.foo = 1 : i32}, {}], sym_name = "kernel_0"}> ({
  ^bb0(%arg0: f32, %arg1: tensor<4x2xindex>):
    %0 = "tensor.expand_shape"(%arg1) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 2>}> : (tensor<4x2xindex>) -> tensor<1x4x2xindex>
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "scf.for"(%1, %1, %2, %arg0) ({
    ^bb0(%arg13: index, %arg14: f32):
      %37 = "arith.constant"() <{value = 5.000000e-01 : f16}> : () -> f16
      %38 = "arith.constant"() <{value = -7.500000e+00 : f16}> : () -> f16
      %39 = "math.fma"(%37, %38, %38) <{fastmath = #arith.fastmath<none>}> : (f16, f16, f16) -> f16
      %40 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
      "scf.yield"(%40) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    %4 = "tensor.collapse_shape"(%0) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x2xindex>) -> tensor<4x2xindex>
    %5 = "arith.constant"() <{value = 2 : index}> : () -> index
    %6 = "arith.constant"() <{value = 9 : index}> : () -> index
    %7 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8 = "arith.constant"() <{value = 4.000000e+02 : f64}> : () -> f64
    %9:2 = "scf.for"(%5, %6, %7, %3, %8) ({
    ^bb0(%arg7: index, %arg8: f32, %arg9: f64):
      %34 = "tensor.empty"() : () -> tensor<4x8xi32>
      %35 = "linalg.sub"(%34, %34, %34) <{operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg10: i32, %arg11: i32, %arg12: i32):
        %36 = "arith.subi"(%arg10, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "linalg.yield"(%36) : (i32) -> ()
      }) : (tensor<4x8xi32>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
      "scf.yield"(%arg8, %8) : (f32, f64) -> ()
    }) : (index, index, index, f32, f64) -> (f32, f64)
    %10 = "tensor.empty"() : () -> tensor<8x4xf64>
    %11 = "linalg.generic"(%10, %10, %10) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg4: f64, %arg5: f64, %arg6: f64):
      %31 = "arith.addf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %32 = "arith.addf"(%31, %arg6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %33 = "math.absf"(%32) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
      "linalg.yield"(%33) : (f64) -> ()
    }) : (tensor<8x4xf64>, tensor<8x4xf64>, tensor<8x4xf64>) -> tensor<8x4xf64>
    %12 = "arith.constant"() <{value = 4611686018427387903 : i64}> : () -> i64
    %13 = "arith.cmpi"(%12, %12) <{predicate = 5 : i64}> : (i64, i64) -> i1
    "scf.if"(%13) ({
      "scf.execute_region"() ({
        %25 = "arith.constant"() <{value = 5 : index}> : () -> index
        %26 = "arith.constant"() <{value = 4 : index}> : () -> index
        %27 = "memref.alloc"(%25, %26) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xi64, #map1>
        %28 = "math.fma"(%9#0, %arg0, %3) <{fastmath = #arith.fastmath<afn>}> : (f32, f32, f32) -> f32
        %29 = "arith.constant"() <{value = 0 : index}> : () -> index
        %30 = "tensor.dim"(%11, %29) : (tensor<8x4xf64>, index) -> index
        "scf.yield"() : () -> ()
      }) : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    %14 = "math.atan"(%arg0) <{fastmath = #arith.fastmath<afn>}> : (f32) -> f32
    %15 = "arith.divf"(%9#0, %arg0) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (f32, f32) -> f32
    %16 = "arith.constant"() <{value = 5.000000e-01 : bf16}> : () -> bf16
    %17 = "math.ceil"(%16) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
    %18 = "tensor.empty"() : () -> tensor<8x4xi64>
    %19 = "linalg.transpose"(%18, %18) <{permutation = array<i64: 0, 1>}> ({
    ^bb0(%arg2: i64, %arg3: i64):
      "linalg.yield"(%arg2) : (i64) -> ()
    }) : (tensor<8x4xi64>, tensor<8x4xi64>) -> tensor<8x4xi64>
    %20 = "arith.constant"() <{value = dense<4.000000e+02> : vector<8x4xf32>}> : () -> vector<8x4xf32>
    %21 = "arith.cmpf"(%20, %20) <{fastmath = #arith.fastmath<nnan,ninf>, predicate = 7 : i64}> : (vector<8x4xf32>, vector<8x4xf32>) -> vector<8x4xi1>
    %22 = "arith.constant"() <{value = 3.000000e+00 : f16}> : () -> f16
    %23 = "math.sinh"(%22) <{fastmath = #arith.fastmath<fast>}> : (f16) -> f16
    %24 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x4xf32>
    "func.return"(%24, %3, %23) : (memref<8x4xf32>, f32, f16) -> ()
  }) : () -> ()
}) : () -> ()

