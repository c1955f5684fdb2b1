#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef}], function_type = (i64) -> memref<2xf16>, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {test.foo = 1 : i32}, {}], function_type = (memref<2xi16>, f16, f16) -> f16, sym_name = "ext1", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = () -> tensor<2xf16>, res_attrs = [{test.foo = 1 : i32}], sym_name = "helper5"}> ({
      %10 = "arith.constant"() <{value = 4611686018427387903 : i64}> : () -> i64
      %11:2 = "arith.mului_extended"(%10, %10) : (i64, i64) -> (i64, i64)
      %12 = "arith.constant"() <{value = 79 : i32}> : () -> i32
      %13 = "arith.constant"() <{value = -15 : i16}> : () -> i16
      "cf.switch"(%12, %13)[^bb1, ^bb2, ^bb1, ^bb1] <{case_operand_segments = array<i32: 1, 0, 0>, case_values = dense<[3, 4, 6]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i16) -> ()
    ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0
      %14 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xi8>
      %15 = "arith.constant"() <{value = 0 : index}> : () -> index
      %16 = "memref.dim"(%14, %15) : (memref<2xi8>, index) -> index
      %17 = "arith.constant"() <{value = 1 : i16}> : () -> i16
      "cf.br"(%17)[^bb2] : (i16) -> ()
    ^bb2(%18: i16):  // 2 preds: ^bb0, ^bb1
      %19 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<2xf16>}> : () -> tensor<2xf16>
      %20 = "tensor.extract_slice"(%19) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<2xf16>) -> tensor<1xf16>
      "func.return"(%19) : (tensor<2xf16>) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}, {}], function_type = (vector<2xi16>, tensor<2xf16>, memref<?x1xf16>) -> i16, sym_name = "kernel_0"}> ({
  ^bb0(%arg3: vector<2xi16>, %arg4: tensor<2xf16>, %arg5: memref<?x1xf16>):
    %5 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
    %6 = "math.fma"(%5, %5, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
    %7 = "arith.constant"() <{value = -1.000000e+00 : f16}> : () -> f16
    %8 = "arith.extf"(%7) : (f16) -> f64
    %9 = "arith.constant"() <{value = -4 : i16}> : () -> i16
    "func.return"(%9) : (i16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xf16>, memref<2xf16>, i16) -> (), sym_name = "compute1"}> ({
  ^bb0(%arg0: tensor<2xf16>, %arg1: memref<2xf16>, %arg2: i16):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "math.atanh"(%0) <{fastmath = #arith.fastmath<afn>}> : (f32) -> f32
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 7 : index}> : () -> index
    %4 = "memref.alloc"(%2, %3) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xf16, #map>
    "func.return"() : () -> ()
  }) {ref = @inner::@helper5} : () -> ()
}) : () -> ()

