#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (memref<2x2xf32>, tensor<4xindex>, index, vector<3xindex>) -> memref<3xindex>, sym_name = "helper9", sym_visibility = "public"}> ({
    ^bb0(%arg10: memref<2x2xf32>, %arg11: tensor<4xindex>, %arg12: index, %arg13: vector<3xindex>):
      %34 = "arith.constant"() <{value = -1.000000e+00 : bf16}> : () -> bf16
      %35 = "arith.extf"(%34) : (bf16) -> f64
      %36 = "arith.constant"() <{value = false}> : () -> i1
      %37 = "arith.constant"() <{value = 55 : i64}> : () -> i64
      "cf.cond_br"(%36, %37)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i64) -> ()
    ^bb1:  // pred: ^bb0
      %38 = "arith.negf"(%35) <{fastmath = #arith.fastmath<fast>}> : (f64) -> f64
      %39 = "arith.constant"() <{value = 1 : i8}> : () -> i8
      %40 = "arith.cmpi"(%39, %39) <{predicate = 6 : i64}> : (i8, i8) -> i1
      "cf.cond_br"(%40)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // 2 preds: ^bb1, ^bb1
      %41 = "arith.constant"() <{value = 1 : index}> : () -> index
      %42 = "arith.constant"() <{value = 5 : index}> : () -> index
      %43 = "memref.alloc"(%41, %42) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xf32, #map>
      %44 = "arith.constant"() <{value = 24 : i32}> : () -> i32
      %45 = "arith.constant"() <{value = -2.500000e-01 : f32}> : () -> f32
      "cf.switch"(%44, %37, %45)[^bb3, ^bb4] <{case_operand_segments = array<i32: 1>, case_values = dense<3> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i64, f32) -> ()
    ^bb3(%46: i64):  // 2 preds: ^bb0, ^bb2
      %47 = "arith.constant"() <{value = 15 : i16}> : () -> i16
      %48 = "arith.constant"() <{value = -7.500000e+00 : f32}> : () -> f32
      "cf.switch"(%47, %48, %48, %48)[^bb4, ^bb4, ^bb4] <{case_operand_segments = array<i32: 1, 1>, case_values = dense<[0, 2]> : vector<2xi16>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i16, f32, f32, f32) -> ()
    ^bb4(%49: f32):  // 4 preds: ^bb2, ^bb3, ^bb3, ^bb3
      %50 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xindex>
      "func.return"(%50) : (memref<3xindex>) -> ()
    }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef, test.tag = "x"}, {}], function_type = (memref<2x8xindex>, index, f32) -> tensor<8x8xf32>, sym_name = "f0"}> ({
  ^bb0(%arg7: memref<2x8xindex>, %arg8: index, %arg9: f32):
    %17 = "arith.constant"() <{value = 4.000000e+02 : f16}> : () -> f16
    %18 = "arith.addf"(%17, %17) <{fastmath = #arith.fastmath<afn>}> : (f16, f16) -> f16
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %19 = "arith.constant"() <{value = dense<-1> : vector<4xi32>}> : () -> vector<4xi32>
    %20 = "arith.andi"(%19, %19) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %21 = "arith.constant"() <{value = -7.500000e+00 : bf16}> : () -> bf16
    "cf.br"(%21)[^bb2] : (bf16) -> ()
  ^bb2(%22: bf16):  // pred: ^bb1
    %23 = "arith.constant"() <{value = dense<[1.000000e+00, 1.000000e+02, 0.000000e+00]> : vector<3xf64>}> : () -> vector<3xf64>
    %24 = "math.tanh"(%23) <{fastmath = #arith.fastmath<none>}> : (vector<3xf64>) -> vector<3xf64>
    "cf.br"()[^bb3] : () -> ()
  ^bb3:  // pred: ^bb2
    %25 = "arith.constant"() <{value = -2.500000e-01 : f32}> : () -> f32
    %26 = "arith.remf"(%25, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %27 = "arith.constant"() <{value = 41 : index}> : () -> index
    %28 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    "cf.br"(%27, %28)[^bb4] : (index, i64) -> ()
  ^bb4(%29: index, %30: i64):  // pred: ^bb3
    %31 = "tensor.empty"() : () -> tensor<3xf32>
    %32 = "tensor.extract_slice"(%31) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (tensor<3xf32>) -> tensor<3xf32>
    %33 = "tensor.empty"() : () -> tensor<8x8xf32>
    "func.return"(%33) : (tensor<8x8xf32>) -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{function_type = (bf16, vector<3xindex>, memref<3xf32>) -> memref<3x3xf32>, res_attrs = [{test.foo = 1 : i32}], sym_name = "f1", sym_visibility = "private"}> ({
  ^bb0(%arg0: bf16, %arg1: vector<3xindex>, %arg2: memref<3xf32>):
    %0 = "arith.constant"() <{value = dense<[51, -7, 14]> : vector<3xindex>}> : () -> vector<3xindex>
    %1 = "tensor.empty"() : () -> tensor<3x3xbf16>
    %2 = "linalg.fill"(%arg0, %1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg5: bf16, %arg6: bf16):
      "linalg.yield"(%arg5) : (bf16) -> ()
    }) : (bf16, tensor<3x3xbf16>) -> tensor<3x3xbf16>
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4 = "arith.cmpi"(%3, %3) <{predicate = 1 : i64}> : (index, index) -> i1
    "cf.assert"(%4) <{msg = ""}> : (i1) -> ()
    %5 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    "scf.while"(%5) ({
    ^bb0(%arg3: f32):
      %12 = "arith.constant"() <{value = 2 : i8}> : () -> i8
      %13 = "arith.constant"() <{value = 3 : i8}> : () -> i8
      %14 = "arith.constant"() <{value = 2 : i8}> : () -> i8
      "scf.for"(%12, %13, %14) ({
      ^bb0(%arg4: i8):
        %15 = "tensor.cast"(%2) : (tensor<3x3xbf16>) -> tensor<?x?xbf16>
        %16 = "memref.subview"(%arg2) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<3xf32>) -> memref<1xf32, strided<[1], offset: 1>>
        "scf.yield"() : () -> ()
      }) : (i8, i8, i8) -> ()
      "scf.condition"(%4) : (i1) -> ()
    }, {
      %7 = "memref.reinterpret_cast"(%arg2) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (memref<3xf32>) -> memref<3xf32, strided<[1]>>
      %8 = "arith.constant"() <{value = 0 : index}> : () -> index
      %9 = "arith.constant"() <{value = 2 : index}> : () -> index
      %10 = "tensor.extract"(%2, %8, %9) : (tensor<3x3xbf16>, index, index) -> bf16
      %11 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      "scf.yield"(%11) : (f32) -> ()
    }) : (f32) -> ()
    %6 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x3xf32>
    "func.return"(%6) : (memref<3x3xf32>) -> ()
  }) {ref = @inner::@helper9} : () -> ()
}) : () -> ()

