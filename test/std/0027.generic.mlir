#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, bf16, i16) -> bf16, res_attrs = [{test.foo = 1 : i32}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) {test.kernel} : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef}, {llvm.noundef}], function_type = (bf16, vector<2x4x4xf32>) -> (), sym_name = "ext1", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = (i64, memref<4x?xbf16>) -> vector<2x4x4xf32>, sym_name = "kernel_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: i64, %arg1: memref<4x?xbf16>):
    %0 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
    %1 = "arith.cmpi"(%0, %0) <{predicate = 1 : i64}> : (index, index) -> i1
    %2:2 = "scf.if"(%1) ({
      %41 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<1x2xf64>}> : () -> tensor<1x2xf64>
      %42 = "tensor.empty"() : () -> tensor<2x3xf64>
      %43 = "tensor.empty"() : () -> tensor<1x3xf64>
      %44 = "linalg.matmul"(%41, %42, %43) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg13: f64, %arg14: f64, %arg15: f64):
        %47 = "arith.mulf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        %48 = "arith.addf"(%arg15, %47) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        "linalg.yield"(%48) : (f64) -> ()
      }) : (tensor<1x2xf64>, tensor<2x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
      %45 = "arith.constant"() <{value = 4.000000e+02 : bf16}> : () -> bf16
      %46 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
      "scf.yield"(%45, %46) : (bf16, f32) -> ()
    }, {
      %37 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x4x4xf16>
      %38 = "memref.expand_shape"(%37) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 4, 2, 2>}> : (memref<2x4x4xf16>) -> memref<2x4x2x2xf16>
      %39 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
      %40 = "arith.constant"() <{value = -2.500000e-01 : f32}> : () -> f32
      "scf.yield"(%39, %40) : (bf16, f32) -> ()
    }) : (i1) -> (bf16, f32)
    %3 = "func.call"(%arg0, %arg1) <{callee = @kernel_0}> : (i64, memref<4x?xbf16>) -> vector<2x4x4xf32>
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8 = "arith.constant"() <{value = 3 : index}> : () -> index
    %9 = "arith.constant"() <{value = 2 : index}> : () -> index
    %10 = "arith.constant"() <{value = 71 : i64}> : () -> i64
    %11 = "arith.constant"() <{value = -5 : i16}> : () -> i16
    %12:2 = "scf.parallel"(%4, %7, %5, %8, %6, %9, %10, %11) <{operandSegmentSizes = array<i32: 2, 2, 2, 2>}> ({
    ^bb0(%arg7: index, %arg8: index):
      %31 = "arith.constant"() <{value = 3 : index}> : () -> index
      %32 = "arith.constant"() <{value = 0 : index}> : () -> index
      %33 = "memref.load"(%arg1, %31, %32) : (memref<4x?xbf16>, index, index) -> bf16
      %34 = "arith.constant"() <{value = -1 : i16}> : () -> i16
      "scf.reduce"(%arg0, %34) ({
      ^bb0(%arg11: i64, %arg12: i64):
        %36 = "arith.muli"(%arg11, %arg12) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
        "scf.reduce.return"(%36) : (i64) -> ()
      }, {
      ^bb0(%arg9: i16, %arg10: i16):
        %35 = "arith.muli"(%arg9, %arg10) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
        "scf.reduce.return"(%35) : (i16) -> ()
      }) : (i64, i16) -> ()
    }) : (index, index, index, index, index, index, i64, i16) -> (i64, i16)
    %13 = "arith.mulf"(%2#1, %2#1) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (f32, f32) -> f32
    %14 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %15 = "arith.truncf"(%14) : (f64) -> f32
    %16 = "arith.constant"() <{value = dense<[[-7, 0, 127, 41, 1, -1, 0, 127], [1, -15, 0, -1, 8, 1, 60, 1]]> : vector<2x8xi8>}> : () -> vector<2x8xi8>
    %17 = "arith.extsi"(%16) : (vector<2x8xi8>) -> vector<2x8xi64>
    %18 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %19 = "arith.constant"() <{value = 6 : i8}> : () -> i8
    %20 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %21:2 = "scf.for"(%18, %19, %20, %2#0, %2#0) ({
    ^bb0(%arg2: i8, %arg3: bf16, %arg4: bf16):
      %22 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x1x2xbf16>
      %23 = "memref.expand_shape"(%22) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 3, 1, 1, 2>}> : (memref<3x1x2xbf16>) -> memref<3x1x1x2xbf16>
      %24:2 = "scf.index_switch"(%6) <{cases = array<i64: 1>}> ({
        "scf.yield"(%19, %2#1) : (i8, f32) -> ()
      }, {
        %25 = "arith.constant"() <{value = 0 : index}> : () -> index
        %26 = "arith.constant"() <{value = 4 : index}> : () -> index
        %27 = "arith.constant"() <{value = 2 : index}> : () -> index
        %28 = "scf.for"(%25, %26, %27, %arg4) ({
        ^bb0(%arg5: index, %arg6: bf16):
          %30 = "arith.constant"() <{value = 1.000000e+02 : bf16}> : () -> bf16
          "scf.yield"(%30) : (bf16) -> ()
        }) : (index, index, index, bf16) -> bf16
        %29 = "arith.constant"() <{value = 127 : i8}> : () -> i8
        "scf.yield"(%29, %15) : (i8, f32) -> ()
      }) : (index) -> (i8, f32)
      "scf.yield"(%arg4, %2#0) : (bf16, bf16) -> ()
    }) : (i8, i8, i8, bf16, bf16) -> (bf16, bf16)
    "func.return"(%3) : (vector<2x4x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

