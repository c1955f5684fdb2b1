"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {llvm.noundef, test.tag = "x"}, {}], function_type = (memref<4x4x8xi32>, memref<4x8x4xi32>, i8) -> tensor<?x4x8xi8>, sym_name = "fn.0", sym_visibility = "private"}> ({
  ^bb0(%arg6: memref<4x4x8xi32>, %arg7: memref<4x8x4xi32>, %arg8: i8):
    %29 = "arith.constant"() <{value = 6 : index}> : () -> index
    "scf.index_switch"(%29) <{cases = array<i64: 0>}> ({
      %39 = "arith.constant"() <{value = 51 : i32}> : () -> i32
      %40 = "arith.cmpi"(%39, %39) <{predicate = 7 : i64}> : (i32, i32) -> i1
      %41 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
      %42 = "arith.select"(%40, %41, %41) : (i1, i16, i16) -> i16
      %43 = "arith.constant"() <{value = dense<[[[0.000000e+00, 4.000000e+02, 1.503910e-01, 1.000000e+02]], [[1.503910e-01, 1.503910e-01, -7.500000e+00, 1.000000e+00]], [[1.503910e-01, 1.000000e+00, -1.000000e+00, 1.000000e+00]], [[2.500000e+00, 0.000000e+00, -7.500000e+00, 1.503910e-01]]]> : vector<4x1x4xbf16>}> : () -> vector<4x1x4xbf16>
      %44 = "math.atan"(%43) <{fastmath = #arith.fastmath<none>}> : (vector<4x1x4xbf16>) -> vector<4x1x4xbf16>
      %45 = "arith.bitcast"(%41) : (i16) -> bf16
      %46 = "arith.constant"() <{value = 1 : index}> : () -> index
      %47 = "arith.constant"() <{value = 1 : index}> : () -> index
      %48 = "arith.constant"() <{value = 4 : index}> : () -> index
      %49 = "memref.load"(%arg6, %46, %47, %48) : (memref<4x4x8xi32>, index, index, index) -> i32
      "scf.yield"() : () -> ()
    }, {
      "memref.copy"(%arg6, %arg6) : (memref<4x4x8xi32>, memref<4x4x8xi32>) -> ()
      %34 = "tensor.empty"() : () -> tensor<4x4x8xi16>
      %35 = "arith.constant"() <{value = 1 : index}> : () -> index
      %36 = "arith.constant"() <{value = 0 : index}> : () -> index
      %37 = "arith.constant"() <{value = 0 : index}> : () -> index
      %38 = "tensor.extract"(%34, %35, %36, %37) : (tensor<4x4x8xi16>, index, index, index) -> i16
      "scf.yield"() : () -> ()
    }) : (index) -> ()
    %30 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    "scf.while"(%30, %arg8) ({
    ^bb0(%arg9: i16, %arg10: i8):
      %33 = "arith.constant"() <{value = true}> : () -> i1
      "scf.condition"(%33) : (i1) -> ()
    }, {
      "scf.yield"(%30, %arg8) : (i16, i8) -> ()
    }) : (i16, i8) -> ()
    %31 = "arith.constant"() <{value = 3 : index}> : () -> index
    %32 = "tensor.empty"(%31) : (index) -> tensor<?x4x8xi8>
    "func.return"(%32) : (tensor<?x4x8xi8>) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {llvm.zeroext}], function_type = (i8, i8, vector<4x4x8xi8>, i32) -> (tensor<8x?x4xi32>, vector<4x3xi32>, vector<4x8x4xi32>), sym_name = "kernel_1"}> ({
  ^bb0(%arg0: i8, %arg1: i8, %arg2: vector<4x4x8xi8>, %arg3: i32):
    %0 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
    %1 = "math.atan2"(%0, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4x8xi8>
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6 = "memref.subview"(%2, %3, %4, %5) <{operandSegmentSizes = array<i32: 1, 2, 0, 1>, static_offsets = array<i64: -9223372036854775808, 0, -9223372036854775808>, static_sizes = array<i64: 4, 1, 7>, static_strides = array<i64: 1, 1, -9223372036854775808>}> : (memref<4x4x8xi8>, index, index, index) -> memref<4x1x7xi8, strided<[32, 8, ?], offset: ?>>
    %7 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<3x8xf32>}> : () -> tensor<3x8xf32>
    %8 = "arith.constant"() <{value = 1 : index}> : () -> index
    %9 = "arith.constant"() <{value = 3 : index}> : () -> index
    %10 = "tensor.extract_slice"(%7, %8, %9) <{operandSegmentSizes = array<i32: 1, 0, 0, 2>, static_offsets = array<i64: 0, 2>, static_sizes = array<i64: 1, 2>, static_strides = array<i64: -9223372036854775808, -9223372036854775808>}> : (tensor<3x8xf32>, index, index) -> tensor<1x2xf32>
    %11 = "arith.constant"() <{value = -1.000000e+00 : f16}> : () -> f16
    %12 = "arith.negf"(%11) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
    %13 = "arith.constant"() <{value = 72 : i8}> : () -> i8
    %14 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %15 = "tensor.from_elements"(%13, %14) : (i8, i8) -> tensor<2x1xi8>
    %16 = "arith.constant"() <{value = 0 : index}> : () -> index
    %17 = "arith.constant"() <{value = 2 : index}> : () -> index
    %18 = "arith.constant"() <{value = 1 : index}> : () -> index
    %19 = "arith.constant"() <{value = 0 : index}> : () -> index
    %20 = "arith.constant"() <{value = 6 : index}> : () -> index
    %21 = "arith.constant"() <{value = 2 : index}> : () -> index
    "scf.parallel"(%16, %19, %17, %20, %18, %21) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg4: index, %arg5: index):
      %28 = "arith.index_cast"(%3) : (index) -> i32
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    %22 = "arith.constant"() <{value = -2.500000e-01 : f64}> : () -> f64
    %23 = "math.acos"(%22) <{fastmath = #arith.fastmath<fast>}> : (f64) -> f64
    %24 = "arith.constant"() <{value = 2 : index}> : () -> index
    %25 = "tensor.empty"(%24) : (index) -> tensor<8x?x4xi32>
    %26 = "arith.constant"() <{value = dense<[[0, 1, 2147483647], [1, -1, -1], [0, 0, 0], [0, 14, 0]]> : vector<4x3xi32>}> : () -> vector<4x3xi32>
    %27 = "arith.constant"() <{value = dense<2147483647> : vector<4x8x4xi32>}> : () -> vector<4x8x4xi32>
    "func.return"(%25, %26, %27) : (tensor<8x?x4xi32>, vector<4x3xi32>, vector<4x8x4xi32>) -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

