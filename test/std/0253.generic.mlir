#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}], function_type = (i16) -> i16, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "fn.0"}> ({
  ^bb0(%arg3: i16):
    %8 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
    %9 = "arith.negf"(%8) <{fastmath = #arith.fastmath<reassoc,contract>}> : (f32) -> f32
    %10 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    "cf.switch"(%10, %10)[^bb1, ^bb3] <{case_operand_segments = array<i32: 1>, case_values = dense<-1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
  ^bb1:  // pred: ^bb0
    %11 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x4xi32>
    %12 = "memref.subview"(%11) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2, 2>, static_sizes = array<i64: 4, 2>, static_strides = array<i64: 1, 1>}> : (memref<8x4xi32>) -> memref<4x2xi32, strided<[4, 1], offset: 10>>
    %13 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%13)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb1
    %14 = "tensor.empty"() : () -> tensor<8x4xi16>
    %15 = "tensor.expand_shape"(%14) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 8, 1, 4>}> : (tensor<8x4xi16>) -> tensor<8x1x4xi16>
    "cf.br"(%10)[^bb3] : (i32) -> ()
  ^bb3(%16: i32):  // 2 preds: ^bb0, ^bb2
    %17 = "arith.constant"() <{value = dense<[[-7, 2147483647], [5, -5], [2147483647, 72]]> : vector<3x2xi32>}> : () -> vector<3x2xi32>
    %18 = "arith.cmpi"(%17, %17) <{predicate = 3 : i64}> : (vector<3x2xi32>, vector<3x2xi32>) -> vector<3x2xi1>
    %19 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    "cf.switch"(%10, %16, %16, %10, %19)[^bb4, ^bb4, ^bb4, ^bb4] <{case_operand_segments = array<i32: 1, 1, 1>, case_values = dense<[3, 5, 6]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i32, i32, i32, i32, i32) -> ()
  ^bb4(%20: i32):  // 4 preds: ^bb3, ^bb3, ^bb3, ^bb3
    %21 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %22 = "tensor.from_elements"(%21) : (i32) -> tensor<1xi32>
    "func.return"(%arg3) : (i16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i16) -> (), sym_name = "fn.1"}> ({
  ^bb0(%arg0: i16):
    %0 = "arith.constant"() <{value = 1.000000e+02 : f16}> : () -> f16
    %1 = "arith.constant"() <{value = dense<[[66, 0, 73], [1, 1, 37], [0, -6, 2147483647]]> : tensor<3x3xi32>}> : () -> tensor<3x3xi32>
    %2 = "linalg.generic"(%1, %1) <{doc = "elementwise", indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1: i32, %arg2: i32):
      %7 = "arith.addi"(%arg1, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%7) : (i32) -> ()
    }) : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi32>
    %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x3xi16>
    %4 = "memref.expand_shape"(%3) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 3, 3>}> : (memref<3x3xi16>) -> memref<1x3x3xi16>
    %5 = "arith.constant"() <{value = true}> : () -> i1
    "cf.assert"(%5) <{msg = "x must be \22positive\22"}> : (i1) -> ()
    %6 = "arith.fptoui"(%0) : (f16) -> i64
    "func.return"() : () -> ()
  }) {test.kernel} : () -> ()
}) {test.module_note = "std"} : () -> ()

