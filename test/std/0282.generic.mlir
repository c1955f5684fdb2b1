#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}], function_type = (memref<?x2x8xf32>) -> f32, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{arg_attrs = [{llvm.noundef}], function_type = (memref<1x2x?xf32>) -> (), sym_name = "helper4"}> ({
    ^bb0(%arg16: memref<1x2x?xf32>):
      %52 = "arith.constant"() <{value = 7 : index}> : () -> index
      %53 = "tensor.empty"(%52) : (index) -> tensor<?x2x8xf32>
      %54 = "arith.constant"() <{value = 0 : index}> : () -> index
      %55 = "arith.constant"() <{value = 0 : index}> : () -> index
      %56 = "arith.constant"() <{value = 5 : index}> : () -> index
      %57 = "tensor.extract"(%53, %54, %55, %56) : (tensor<?x2x8xf32>, index, index, index) -> f32
      %58 = "arith.constant"() <{value = 0 : index}> : () -> index
      %59 = "arith.constant"() <{value = 0 : index}> : () -> index
      %60 = "arith.constant"() <{value = 2 : index}> : () -> index
      %61 = "tensor.extract"(%53, %58, %59, %60) : (tensor<?x2x8xf32>, index, index, index) -> f32
      %62 = "arith.constant"() <{value = 0 : index}> : () -> index
      %63 = "arith.constant"() <{value = 0 : index}> : () -> index
      %64 = "arith.constant"() <{value = 0 : index}> : () -> index
      %65 = "tensor.extract"(%53, %62, %63, %64) : (tensor<?x2x8xf32>, index, index, index) -> f32
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<3x1xindex>, vector<3x1xf32>, vector<1x2x8xf32>, memref<8xf32>) -> f32, sym_name = "fn.0"}> ({
  ^bb0(%arg0: memref<3x1xindex>, %arg1: vector<3x1xf32>, %arg2: vector<1x2x8xf32>, %arg3: memref<8xf32>):
    %0 = "arith.constant"() <{value = dense<[[[0.000000e+00, 1.503910e-01, 3.000000e+00, -2.500000e-01, 5.000000e-01, 3.000000e+00, -1.000000e+00, 1.503910e-01], [-7.500000e+00, 1.000000e+02, -2.500000e-01, 2.500000e+00, 0.000000e+00, 1.503910e-01, 0.000000e+00, 5.000000e-01]]]> : tensor<1x2x8xbf16>}> : () -> tensor<1x2x8xbf16>
    %1 = "tensor.empty"() : () -> tensor<1x2x8xbf16>
    %2 = "linalg.generic"(%0, %1) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg14: bf16, %arg15: bf16):
      %50 = "arith.addf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %51 = "math.absf"(%50) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
      "linalg.yield"(%51) : (bf16) -> ()
    }) : (tensor<1x2x8xbf16>, tensor<1x2x8xbf16>) -> tensor<1x2x8xbf16>
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4 = "memref.alloca"(%3) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<1x?x8xf32>
    %5 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8 = "arith.constant"() <{value = 6 : index}> : () -> index
    "memref.store"(%5, %4, %6, %7, %8) : (f32, memref<1x?x8xf32>, index, index, index) -> ()
    %9 = "arith.constant"() <{value = false}> : () -> i1
    %10 = "arith.cmpi"(%9, %9) <{predicate = 0 : i64}> : (i1, i1) -> i1
    %11 = "arith.constant"() <{value = 2 : index}> : () -> index
    %12 = "arith.constant"() <{value = 3 : index}> : () -> index
    %13 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %14 = "scf.for"(%11, %6, %12, %13) ({
    ^bb0(%arg10: index, %arg11: bf16):
      %40 = "arith.constant"() <{value = dense<[[[0.000000e+00, -1.000000e+00, 1.000000e+00, 3.000000e+00, 1.000000e+02, -7.500000e+00, 3.000000e+00, -1.000000e+00], [1.000000e+00, -1.000000e+00, 4.000000e+02, 0.000000e+00, -2.500000e-01, 0.000000e+00, 1.500000e-01, 1.000000e+00]]]> : vector<1x2x8xf64>}> : () -> vector<1x2x8xf64>
      %41 = "arith.negf"(%40) <{fastmath = #arith.fastmath<none>}> : (vector<1x2x8xf64>) -> vector<1x2x8xf64>
      %42 = "arith.constant"() <{value = dense<1> : vector<3x1xi32>}> : () -> vector<3x1xi32>
      %43 = "arith.constant"() <{value = dense<[[-1], [1], [2147483647]]> : vector<3x1xi32>}> : () -> vector<3x1xi32>
      %44 = "arith.cmpi"(%42, %43) <{predicate = 6 : i64}> : (vector<3x1xi32>, vector<3x1xi32>) -> vector<3x1xi1>
      %45 = "arith.constant"() <{value = 67 : i16}> : () -> i16
      %46 = "arith.index_cast"(%45) : (i16) -> index
      %47 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x8xf32>
      %48 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x2x8xf32>
      "linalg.broadcast"(%47, %48) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg12: f32, %arg13: f32):
        "linalg.yield"(%arg12) : (f32) -> ()
      }) : (memref<2x8xf32>, memref<1x2x8xf32>) -> ()
      %49 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
      "scf.yield"(%49) : (bf16) -> ()
    }) : (index, index, index, bf16) -> bf16
    %15 = "arith.constant"() <{value = 0 : index}> : () -> index
    %16 = "arith.constant"() <{value = 3 : index}> : () -> index
    %17 = "arith.constant"() <{value = 3 : index}> : () -> index
    %18 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
    %19:2 = "scf.for"(%15, %16, %17, %16, %18) ({
    ^bb0(%arg4: index, %arg5: index, %arg6: f32):
      %31 = "arith.constant"() <{value = dense<[[42], [29], [0]]> : tensor<3x1xi64>}> : () -> tensor<3x1xi64>
      %32 = "arith.constant"() <{value = dense<[[4611686018427387903, 1, -1, 17, 0, 0, 71, -1]]> : tensor<1x8xi64>}> : () -> tensor<1x8xi64>
      %33 = "tensor.empty"() : () -> tensor<3x8xi64>
      %34 = "linalg.matmul"(%31, %32, %33) <{indexing_maps = [#map1, #map2, #map3], operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg7: i64, %arg8: i64, %arg9: i64):
        %38 = "arith.muli"(%arg7, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
        %39 = "arith.addi"(%arg9, %38) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
        "linalg.yield"(%39) : (i64) -> ()
      }) : (tensor<3x1xi64>, tensor<1x8xi64>, tensor<3x8xi64>) -> tensor<3x8xi64>
      %35 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
      %36 = "arith.cmpf"(%35, %35) <{fastmath = #arith.fastmath<reassoc,contract>, predicate = 3 : i64}> : (f16, f16) -> i1
      %37 = "tensor.expand_shape"(%0) <{reassociation = [[0], [1, 2], [3]], static_output_shape = array<i64: 1, 1, 2, 8>}> : (tensor<1x2x8xbf16>) -> tensor<1x1x2x8xbf16>
      "scf.yield"(%arg5, %18) : (index, f32) -> ()
    }) : (index, index, index, index, f32) -> (index, f32)
    %20 = "arith.constant"() <{value = dense<1.000000e+00> : vector<1x1xf64>}> : () -> vector<1x1xf64>
    %21 = "math.roundeven"(%20) <{fastmath = #arith.fastmath<none>}> : (vector<1x1xf64>) -> vector<1x1xf64>
    %22 = "arith.constant"() <{value = dense<1.500000e-01> : vector<3x1xf32>}> : () -> vector<3x1xf32>
    %23 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
    %24 = "func.call"(%arg0, %22, %arg2, %23) <{callee = @fn.0}> : (memref<3x1xindex>, vector<3x1xf32>, vector<1x2x8xf32>, memref<8xf32>) -> f32
    %25 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %26:2 = "arith.addui_extended"(%25, %25) : (i16, i16) -> (i16, i1)
    %27 = "arith.constant"() <{value = 0 : index}> : () -> index
    %28 = "arith.constant"() <{value = 1 : index}> : () -> index
    %29 = "arith.constant"() <{value = 7 : index}> : () -> index
    %30 = "tensor.insert"(%14, %0, %27, %28, %29) : (bf16, tensor<1x2x8xbf16>, index, index, index) -> tensor<1x2x8xbf16>
    "func.return"(%18) : (f32) -> ()
  }) {ref = @inner::@helper4} : () -> ()
}) : () -> ()

