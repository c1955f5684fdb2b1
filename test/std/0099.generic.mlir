#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef}, {test.foo = 1 : i32}, {}], function_type = (memref<?xi8>, tensor<8x1x2xi8>, i8) -> (), sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef}, {llvm.zeroext}, {}, {test.foo = 1 : i32}], function_type = (vector<8x1x2xi8>, i8, memref<3x1xi8>, memref<?x?x2xi8>) -> i8, sym_name = "kernel_0", sym_visibility = "public"}> ({
  ^bb0(%arg3: vector<8x1x2xi8>, %arg4: i8, %arg5: memref<3x1xi8>, %arg6: memref<?x?x2xi8>):
    %19 = "arith.constant"() <{value = 1 : index}> : () -> index
    %20 = "arith.constant"() <{value = 1 : index}> : () -> index
    %21 = "memref.subview"(%arg5, %19, %20) <{operandSegmentSizes = array<i32: 1, 0, 1, 1>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, 1>, static_strides = array<i64: -9223372036854775808, 1>}> : (memref<3x1xi8>, index, index) -> memref<?x1xi8, strided<[?, 1]>>
    %22 = "arith.constant"() <{value = true}> : () -> i1
    %23 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %24 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    "cf.cond_br"(%22, %24, %23)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i8, i32) -> ()
  ^bb1(%25: i32):  // pred: ^bb0
    %26 = "tensor.from_elements"(%24, %24, %24) : (i8, i8, i8) -> tensor<3xi8>
    %27 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    "cf.switch"(%25, %27, %24, %24)[^bb2, ^bb3, ^bb3] <{case_operand_segments = array<i32: 1, 1>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i32, i8, i8, i8) -> ()
  ^bb2(%28: i8):  // 2 preds: ^bb0, ^bb1
    %29 = "scf.execute_region"() ({
      %32 = "arith.constant"() <{value = 4 : index}> : () -> index
      %33 = "tensor.empty"(%32) : (index) -> tensor<?x1x2xi32>
      %34 = "arith.constant"() <{value = 0 : index}> : () -> index
      %35 = "tensor.dim"(%33, %34) : (tensor<?x1x2xi32>, index) -> index
      %36 = "arith.minui"(%23, %23) : (i32, i32) -> i32
      "scf.yield"(%23) : (i32) -> ()
    }) : () -> i32
    "cf.br"(%24)[^bb3] : (i8) -> ()
  ^bb3(%30: i8):  // 3 preds: ^bb1, ^bb1, ^bb2
    %31 = "math.ctpop"(%23) : (i32) -> i32
    "func.return"(%30) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, vector<8x1x2xi32>, tensor<8x1x2xi32>), sym_name = "kernel_1", sym_visibility = "public"}> ({
    %0 = "arith.constant"() <{value = dense<1.500240e-01> : tensor<1x1xf16>}> : () -> tensor<1x1xf16>
    %1 = "arith.constant"() <{value = dense<3.000000e+00> : tensor<1x1xf16>}> : () -> tensor<1x1xf16>
    %2 = "linalg.generic"(%0, %1, %0) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg0: f16, %arg1: f16, %arg2: f16):
      %17 = "arith.addf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      %18 = "arith.addf"(%17, %arg2) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%18) : (f16) -> ()
    }) : (tensor<1x1xf16>, tensor<1x1xf16>, tensor<1x1xf16>) -> tensor<1x1xf16>
    %3 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = -3 : i32}> : () -> i32
    %5 = "math.ipowi"(%3, %4) : (i32, i32) -> i32
    %6 = "arith.constant"() <{value = 5.000000e-01 : f16}> : () -> f16
    %7 = "arith.minimumf"(%6, %6) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %8 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
    %9 = "arith.extf"(%8) : (f32) -> f64
    %10 = "arith.constant"() <{value = 1.000000e+02 : bf16}> : () -> bf16
    %11 = "arith.minnumf"(%10, %10) <{fastmath = #arith.fastmath<nnan,ninf>}> : (bf16, bf16) -> bf16
    %12 = "arith.constant"() <{value = 20 : i16}> : () -> i16
    %13 = "arith.cmpi"(%12, %12) <{predicate = 3 : i64}> : (i16, i16) -> i1
    "scf.if"(%13) ({
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    %14 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
    %15 = "arith.constant"() <{value = dense<[[[2147483647, 24]], [[0, 0]], [[0, 70]], [[1, 2147483647]], [[0, -1]], [[2147483647, 73]], [[0, 0]], [[2147483647, 0]]]> : vector<8x1x2xi32>}> : () -> vector<8x1x2xi32>
    %16 = "arith.constant"() <{value = dense<2147483647> : tensor<8x1x2xi32>}> : () -> tensor<8x1x2xi32>
    "func.return"(%14, %15, %16) : (index, vector<8x1x2xi32>, tensor<8x1x2xi32>) -> ()
  }) : () -> ()
}) : () -> ()

