#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> i64, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (f32, tensor<4x8xf32>, i64, i64) -> (vector<4xf32>, tensor<4x8xindex>, f32), sym_name = "fn.0", sym_visibility = "public"}> ({
  ^bb0(%arg0: f32, %arg1: tensor<4x8xf32>, %arg2: i64, %arg3: i64):
    %0 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %1 = "math.fma"(%0, %0, %0) <{fastmath = #arith.fastmath<fast>}> : (f16, f16, f16) -> f16
    %2 = "arith.constant"() <{value = 3 : index}> : () -> index
    %3 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4 = "tensor.extract"(%arg1, %2, %3) : (tensor<4x8xf32>, index, index) -> f32
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6 = "arith.constant"() <{value = 5 : index}> : () -> index
    %7 = "tensor.extract"(%arg1, %5, %6) : (tensor<4x8xf32>, index, index) -> f32
    %8 = "arith.constant"() <{value = dense<0> : vector<4xi8>}> : () -> vector<4xi8>
    %9 = "arith.shrui"(%8, %8) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %10 = "arith.constant"() <{value = 2 : i16}> : () -> i16
    %11 = "arith.ori"(%10, %10) : (i16, i16) -> i16
    %12 = "tensor.empty"() : () -> tensor<8x4xi8>
    %13 = "linalg.generic"(%12, %12, %12) <{doc = "elementwise", indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg8: i8, %arg9: i8, %arg10: i8):
      %39 = "arith.addi"(%arg8, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
      %40 = "arith.addi"(%39, %arg10) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
      "linalg.yield"(%40) : (i8) -> ()
    }) : (tensor<8x4xi8>, tensor<8x4xi8>, tensor<8x4xi8>) -> tensor<8x4xi8>
    %14 = "arith.constant"() <{value = 31 : i32}> : () -> i32
    %15 = "arith.cmpi"(%14, %14) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "cf.assert"(%15) <{msg = "bounds check"}> : (i1) -> ()
    %16 = "tensor.empty"() : () -> tensor<4x8xf32>
    %17:3 = "func.call"(%4, %16, %arg3, %arg2) <{callee = @fn.0}> : (f32, tensor<4x8xf32>, i64, i64) -> (vector<4xf32>, tensor<4x8xindex>, f32)
    %18 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %19 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x8xf64>
    "linalg.fill"(%18, %19) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg6: f64, %arg7: f64):
      "linalg.yield"(%arg6) : (f64) -> ()
    }) : (f64, memref<4x8xf64>) -> ()
    %20 = "arith.select"(%15, %17#2, %17#2) : (i1, f32, f32) -> f32
    %21 = "memref.cast"(%19) : (memref<4x8xf64>) -> memref<4x?xf64>
    %22 = "arith.constant"() <{value = dense<52> : vector<4x8xindex>}> : () -> vector<4x8xindex>
    %23 = "arith.index_castui"(%22) : (vector<4x8xindex>) -> vector<4x8xi64>
    %24 = "arith.constant"() <{value = dense<[true, false, true, false]> : vector<4xi1>}> : () -> vector<4xi1>
    %25 = "arith.select"(%24, %17#0, %17#0) : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %26 = "arith.select"(%15, %arg2, %arg2) : (i1, i64, i64) -> i64
    %27 = "scf.while"(%arg3) ({
    ^bb0(%arg5: i64):
      %30 = "arith.negf"(%1) <{fastmath = #arith.fastmath<afn>}> : (f16) -> f16
      %31 = "arith.cmpi"(%11, %10) <{predicate = 4 : i64}> : (i16, i16) -> i1
      %32:2 = "scf.if"(%31) ({
        %36 = "arith.constant"() <{value = 3 : index}> : () -> index
        %37 = "tensor.extract_slice"(%17#1, %36) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 2, 1>, static_strides = array<i64: 1, 1>}> : (tensor<4x8xindex>, index) -> tensor<2x1xindex>
        %38 = "arith.constant"() <{value = dense<[-7.500000e+00, -7.500000e+00, 1.000000e+00, -2.500000e-01, 1.000000e+00, -1.000000e+00, -2.500000e-01, -1.000000e+00]> : tensor<8xf32>}> : () -> tensor<8xf32>
        "scf.yield"(%38, %14) : (tensor<8xf32>, i32) -> ()
      }, {
        %34 = "arith.constant"() <{value = dense<[1.000000e+00, 4.000000e+02, -7.500000e+00, 4.000000e+02, 1.500000e-01, 4.000000e+02, 1.500000e-01, -1.000000e+00]> : tensor<8xf32>}> : () -> tensor<8xf32>
        %35 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
        "scf.yield"(%34, %35) : (tensor<8xf32>, i32) -> ()
      }) : (i1) -> (tensor<8xf32>, i32)
      %33 = "arith.constant"() <{value = 1 : i64}> : () -> i64
      "scf.condition"(%31, %33) : (i1, i64) -> ()
    }, {
    ^bb0(%arg4: i64):
      "scf.yield"(%26) : (i64) -> ()
    }) : (i64) -> i64
    %28 = "arith.constant"() <{value = dense<-2.500000e-01> : vector<4xf32>}> : () -> vector<4xf32>
    %29 = "arith.constant"() <{value = -7.500000e+00 : f32}> : () -> f32
    "func.return"(%28, %17#1, %29) : (vector<4xf32>, tensor<4x8xindex>, f32) -> ()
  }) : () -> ()
}) : () -> ()

