"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {llvm.noundef, test.tag = "x"}, {llvm.signext}], function_type = (tensor<3x8x1xi16>, i16, i16) -> vector<3x8x1xi32>, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, res_attrs = [{llvm.signext}], sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (vector<4x3xi32>, memref<8xi16>) -> (tensor<3x8x1xi32>, i16, i16), res_attrs = [{test.foo = 1 : i32}, {}, {}], sym_name = "compute0", sym_visibility = "public"}> ({
  ^bb0(%arg0: vector<4x3xi32>, %arg1: memref<8xi16>):
    %28 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %29 = "arith.constant"() <{value = 4 : i64}> : () -> i64
    %30 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %31 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %32 = "scf.for"(%28, %29, %30, %31) ({
    ^bb0(%arg4: i64, %arg5: i16):
      %47 = "memref.reinterpret_cast"(%arg1) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 4, 1>}> : (memref<8xi16>) -> memref<2x4xi16, strided<[4, 1]>>
      %48 = "arith.constant"() <{value = 1 : i16}> : () -> i16
      %49 = "arith.constant"() <{value = 25 : i16}> : () -> i16
      "scf.yield"(%49) : (i16) -> ()
    }) : (i64, i64, i64, i16) -> i16
    %33 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %34 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x1xf32>
    "linalg.fill"(%33, %34) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f32, %arg3: f32):
      "linalg.yield"(%arg2) : (f32) -> ()
    }) : (f32, memref<3x1xf32>) -> ()
    %35 = "arith.constant"() <{value = 52 : i32}> : () -> i32
    %36:2 = "arith.mulsi_extended"(%35, %35) : (i32, i32) -> (i32, i32)
    %37 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi32>
    %38 = "arith.constant"() <{value = 3 : index}> : () -> index
    %39 = "memref.load"(%37, %38) : (memref<8xi32>, index) -> i32
    %40 = "arith.constant"() <{value = true}> : () -> i1
    "cf.assert"(%40) <{msg = "ok"}> : (i1) -> ()
    %41 = "tensor.empty"() : () -> tensor<3x8x1xf32>
    %42 = "arith.constant"() <{value = 2 : index}> : () -> index
    %43 = "arith.constant"() <{value = 1 : index}> : () -> index
    %44 = "memref.subview"(%37, %42, %43) <{operandSegmentSizes = array<i32: 1, 0, 1, 1>, static_offsets = array<i64: 3>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: -9223372036854775808>}> : (memref<8xi32>, index, index) -> memref<?xi32, strided<[?], offset: 3>>
    %45 = "arith.constant"() <{value = 2 : index}> : () -> index
    "memref.store"(%32, %arg1, %45) : (i16, memref<8xi16>, index) -> ()
    %46 = "tensor.empty"() : () -> tensor<3x8x1xi32>
    "func.return"(%46, %31, %31) : (tensor<3x8x1xi32>, i16, i16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "f1"}> ({
    %0 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1 = "tensor.empty"(%0) : (index) -> tensor<?x8x1xi32>
    %2 = "arith.shrui"(%1, %1) : (tensor<?x8x1xi32>, tensor<?x8x1xi32>) -> tensor<?x8x1xi32>
    %3 = "arith.constant"() <{value = dense<[[-9, 0, 34], [2147483647, 2147483647, 2147483647], [46, 0, 2147483647], [0, 1, 60]]> : tensor<4x3xi32>}> : () -> tensor<4x3xi32>
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "tensor.extract_slice"(%3, %4) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (tensor<4x3xi32>, index) -> tensor<1x1xi32>
    %6 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    "cf.switch"(%6)[^bb1, ^bb1, ^bb4] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[-1, 2]> : vector<2xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %7 = "arith.constant"() <{value = dense<0.000000e+00> : vector<3x8x1xf64>}> : () -> vector<3x8x1xf64>
    %8 = "arith.addf"(%7, %7) <{fastmath = #arith.fastmath<none>}> : (vector<3x8x1xf64>, vector<3x8x1xf64>) -> vector<3x8x1xf64>
    %9 = "arith.constant"() <{value = -7.500000e+00 : bf16}> : () -> bf16
    %10 = "arith.cmpf"(%9, %9) <{fastmath = #arith.fastmath<fast>, predicate = 7 : i64}> : (bf16, bf16) -> i1
    "cf.cond_br"(%10)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb1
    %11 = "arith.constant"() <{value = 2 : index}> : () -> index
    %12 = "tensor.dim"(%1, %11) : (tensor<?x8x1xi32>, index) -> index
    %13 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
    %14 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %15 = "arith.remf"(%13, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %16 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %17 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "cf.switch"(%16, %17)[^bb3, ^bb4] <{case_operand_segments = array<i32: 0>, case_values = dense<2> : vector<1xi16>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i16, i32) -> ()
  ^bb3(%18: i32):  // pred: ^bb2
    %19 = "arith.constant"() <{value = dense<[1.503910e-01, 2.500000e+00, 0.000000e+00, 1.503910e-01, 4.000000e+02, 2.500000e+00, 1.503910e-01, 1.000000e+00]> : vector<8xbf16>}> : () -> vector<8xbf16>
    %20 = "arith.minnumf"(%19, %19) <{fastmath = #arith.fastmath<fast>}> : (vector<8xbf16>, vector<8xbf16>) -> vector<8xbf16>
    %21 = "func.constant"() <{value = @f1}> : () -> (() -> i32)
    %22 = "func.call_indirect"(%21) : (() -> i32) -> i32
    "cf.br"()[^bb4] : () -> ()
  ^bb4:  // 3 preds: ^bb0, ^bb2, ^bb3
    %23 = "arith.constant"() <{value = 74 : i32}> : () -> i32
    %24 = "arith.constant"() <{value = 0 : index}> : () -> index
    %25 = "arith.constant"() <{value = 1 : index}> : () -> index
    %26 = "arith.constant"() <{value = 0 : index}> : () -> index
    %27 = "tensor.extract"(%2, %24, %25, %26) : (tensor<?x8x1xi32>, index, index, index) -> i32
    "func.return"(%23) : (i32) -> ()
  }) {test.kernel} : () -> ()
}) : () -> ()

