#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "memref.global"() <{initial_value = dense<1> : tensor<4x3xi64>, sym_name = "g0", sym_visibility = "private", type = memref<4x3xi64>}> : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}], function_type = (memref<8xi8>) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = (i16) -> (), sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef, test.tag = "x"}], function_type = (tensor<8xi16>, tensor<4x3xi32>) -> i16, res_attrs = [{llvm.noundef}], sym_name = "fn.0"}> ({
  ^bb0(%arg0: tensor<8xi16>, %arg1: tensor<4x3xi32>):
    %0 = "arith.constant"() <{value = dense<-1.000000e+00> : tensor<8x4xf64>}> : () -> tensor<8x4xf64>
    %1 = "tensor.empty"() : () -> tensor<4x1xf64>
    %2 = "arith.constant"() <{value = dense<[[-1.000000e+00], [-1.000000e+00], [1.000000e+00], [5.000000e-01], [4.000000e+02], [1.500000e-01], [1.000000e+00], [-7.500000e+00]]> : tensor<8x1xf64>}> : () -> tensor<8x1xf64>
    %3 = "linalg.matmul"(%0, %1, %2) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg8: f64, %arg9: f64, %arg10: f64):
      %38 = "arith.mulf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %39 = "arith.addf"(%arg10, %38) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%39) : (f64) -> ()
    }) : (tensor<8x4xf64>, tensor<4x1xf64>, tensor<8x1xf64>) -> tensor<8x1xf64>
    %4 = "arith.constant"() <{value = dense<-2.500000e-01> : tensor<2x2xbf16>}> : () -> tensor<2x2xbf16>
    %5 = "tensor.empty"() : () -> tensor<2x2xbf16>
    %6 = "linalg.transpose"(%4, %5) <{permutation = array<i64: 0, 1>}> ({
    ^bb0(%arg6: bf16, %arg7: bf16):
      "linalg.yield"(%arg6) : (bf16) -> ()
    }) : (tensor<2x2xbf16>, tensor<2x2xbf16>) -> tensor<2x2xbf16>
    %7 = "arith.constant"() <{value = -7.500000e+00 : f64}> : () -> f64
    %8 = "arith.negf"(%7) <{fastmath = #arith.fastmath<reassoc,contract>}> : (f64) -> f64
    %9 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %10 = "arith.fptoui"(%9) : (f32) -> i8
    %11 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %12 = "arith.remsi"(%11, %11) : (i64, i64) -> i64
    %13 = "arith.constant"() <{value = 2 : index}> : () -> index
    %14 = "arith.constant"() <{value = 6 : index}> : () -> index
    %15 = "arith.constant"() <{value = 2 : index}> : () -> index
    "scf.for"(%13, %14, %15) ({
    ^bb0(%arg5: index):
      %32 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi16>
      %33 = "arith.constant"() <{value = 5 : index}> : () -> index
      %34 = "memref.load"(%32, %33) : (memref<8xi16>, index) -> i16
      %35:2 = "arith.mulsi_extended"(%12, %12) : (i64, i64) -> (i64, i64)
      %36 = "arith.constant"() <{value = -10 : i32}> : () -> i32
      %37 = "math.cttz"(%36) : (i32) -> i32
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %16 = "arith.constant"() <{value = 4611686018427387903 : i64}> : () -> i64
    %17:2 = "arith.mulsi_extended"(%16, %12) : (i64, i64) -> (i64, i64)
    %18 = "math.ipowi"(%17#0, %17#0) : (i64, i64) -> i64
    %19 = "tensor.empty"() : () -> tensor<2xf32>
    %20 = "arith.negf"(%19) <{fastmath = #arith.fastmath<none>}> : (tensor<2xf32>) -> tensor<2xf32>
    %21 = "arith.constant"() <{value = 1 : index}> : () -> index
    %22 = "tensor.empty"() : () -> tensor<2x1xf64>
    %23 = "tensor.insert_slice"(%22, %0, %21) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>, static_offsets = array<i64: 2, 3>, static_sizes = array<i64: 2, 1>, static_strides = array<i64: 1, -9223372036854775808>}> : (tensor<2x1xf64>, tensor<8x4xf64>, index) -> tensor<8x4xf64>
    %24 = "memref.get_global"() <{name = @g0}> : () -> memref<4x3xi64>
    %25 = "arith.constant"() <{value = 0 : index}> : () -> index
    %26 = "arith.constant"() <{value = 1 : index}> : () -> index
    %27 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    %28:2 = "scf.for"(%25, %14, %26, %9, %27) ({
    ^bb0(%arg2: index, %arg3: f32, %arg4: i16):
      %29 = "arith.constant"() <{value = dense<-18> : vector<2xi32>}> : () -> vector<2xi32>
      %30 = "math.absi"(%29) : (vector<2xi32>) -> vector<2xi32>
      %31 = "memref.expand_shape"(%24) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 4, 3, 1>}> : (memref<4x3xi64>) -> memref<4x3x1xi64>
      "scf.yield"(%9, %arg4) : (f32, i16) -> ()
    }) : (index, index, index, f32, i16) -> (f32, i16)
    "func.return"(%28#1) : (i16) -> ()
  }) {test.kernel} : () -> ()
}) {test.module_note = "std"} : () -> ()

