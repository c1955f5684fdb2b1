#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (vector<4x8xbf16>, bf16), sym_name = "ext0", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = () -> bf16, sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (tensor<4x8xi32>, i32, tensor<2x?xf64>) -> vector<4x8xi8>, sym_name = "helper5", sym_visibility = "private"}> ({
    ^bb0(%arg17: tensor<4x8xi32>, %arg18: i32, %arg19: tensor<2x?xf64>):
      %33 = "tensor.empty"() : () -> tensor<4x8xi32>
      %34 = "arith.constant"() <{value = 3 : index}> : () -> index
      %35 = "tensor.empty"(%34) : (index) -> tensor<2x?xf64>
      %36 = "func.call"(%33, %arg18, %35) <{callee = @helper5}> : (tensor<4x8xi32>, i32, tensor<2x?xf64>) -> vector<4x8xi8>
      %37 = "arith.constant"() <{value = 47 : i64}> : () -> i64
      %38 = "math.ipowi"(%37, %37) : (i64, i64) -> i64
      %39 = "arith.constant"() <{value = 3 : index}> : () -> index
      %40 = "memref.alloc"(%39) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x4xbf16>
      "memref.dealloc"(%40) : (memref<?x4xbf16>) -> ()
      "func.return"(%36) : (vector<4x8xi8>) -> ()
    }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f64, f64, index) -> memref<4x?xf32>, sym_name = "fn.0", sym_visibility = "public"}> ({
  ^bb0(%arg0: f64, %arg1: f64, %arg2: index):
    %0 = "tensor.empty"() : () -> tensor<4x8xf64>
    %1 = "tensor.extract_slice"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 3, 3>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x8xf64>) -> tensor<1x4xf64>
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x4xf64>
    "linalg.fill"(%arg1, %2) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: f64, %arg16: f64):
      "linalg.yield"(%arg15) : (f64) -> ()
    }) : (f64, memref<3x4xf64>) -> ()
    %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x4xf32>
    "linalg.generic"(%3, %3) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg13: f32, %arg14: f32):
      %32 = "arith.addf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%32) : (f32) -> ()
    }) : (memref<3x4xf32>, memref<3x4xf32>) -> ()
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "arith.constant"() <{value = 6 : index}> : () -> index
    %6 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %8 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %9:2 = "scf.parallel"(%4, %5, %6, %7, %8) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> ({
    ^bb0(%arg5: index):
      %20 = "tensor.empty"() : () -> tensor<3x4xbf16>
      %21 = "tensor.empty"() : () -> tensor<3xbf16>
      %22 = "linalg.generic"(%20, %20, %21) <{indexing_maps = [#map, #map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg10: bf16, %arg11: bf16, %arg12: bf16):
        %29 = "arith.addf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
        %30 = "arith.addf"(%29, %arg12) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
        %31 = "math.absf"(%30) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
        "linalg.yield"(%31) : (bf16) -> ()
      }) : (tensor<3x4xbf16>, tensor<3x4xbf16>, tensor<3xbf16>) -> tensor<3xbf16>
      %23 = "arith.constant"() <{value = dense<1.000000e+02> : vector<3x4xf32>}> : () -> vector<3x4xf32>
      %24 = "math.fma"(%23, %23, %23) <{fastmath = #arith.fastmath<reassoc,contract>}> : (vector<3x4xf32>, vector<3x4xf32>, vector<3x4xf32>) -> vector<3x4xf32>
      %25 = "arith.constant"() <{value = -2.500000e-01 : f32}> : () -> f32
      %26 = "arith.negf"(%25) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32) -> f32
      "scf.reduce"(%7, %8) ({
      ^bb0(%arg8: i32, %arg9: i32):
        %28 = "arith.addi"(%arg8, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.reduce.return"(%28) : (i32) -> ()
      }, {
      ^bb0(%arg6: bf16, %arg7: bf16):
        %27 = "arith.addf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
        "scf.reduce.return"(%27) : (bf16) -> ()
      }) : (i32, bf16) -> ()
    }) : (index, index, index, i32, bf16) -> (i32, bf16)
    %10 = "tensor.empty"() : () -> tensor<3x4xf32>
    %11 = "arith.cmpf"(%10, %10) <{fastmath = #arith.fastmath<arcp>, predicate = 5 : i64}> : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %12 = "arith.constant"() <{value = dense<2.500000e+00> : vector<4x8xf32>}> : () -> vector<4x8xf32>
    %13 = "math.isnan"(%12) <{fastmath = #arith.fastmath<none>}> : (vector<4x8xf32>) -> vector<4x8xi1>
    %14 = "scf.while"(%9#0) ({
    ^bb0(%arg4: i32):
      %18 = "arith.constant"() <{value = 7 : i64}> : () -> i64
      %19 = "arith.cmpi"(%18, %18) <{predicate = 1 : i64}> : (i64, i64) -> i1
      "scf.condition"(%19, %arg4) : (i1, i32) -> ()
    }, {
    ^bb0(%arg3: i32):
      %17 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.yield"(%17) : (i32) -> ()
    }) : (i32) -> i32
    %15 = "arith.constant"() <{value = 7 : index}> : () -> index
    %16 = "memref.alloca"(%15) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<4x?xf32>
    "func.return"(%16) : (memref<4x?xf32>) -> ()
  }) {ref = @inner::@helper5} : () -> ()
}) : () -> ()

