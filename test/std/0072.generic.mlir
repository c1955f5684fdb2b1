"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (memref<2x2xi16>, memref<?xi32>) -> (), sym_name = "helper6", sym_visibility = "public"}> ({
    ^bb0(%arg1: memref<2x2xi16>, %arg2: memref<?xi32>):
      %12 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      "cf.br"()[^bb1] : () -> ()
    ^bb1:  // pred: ^bb0
      %13 = "arith.constant"() <{value = true}> : () -> i1
      %14 = "arith.constant"() <{value = true}> : () -> i1
      %15 = "arith.muli"(%13, %14) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
      %16 = "arith.constant"() <{value = 17 : i16}> : () -> i16
      "cf.cond_br"(%14, %16, %12)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i16, i32) -> ()
    ^bb2(%17: i16):  // pred: ^bb1
      %18 = "arith.constant"() <{value = dense<1.000000e+02> : vector<4x3xf64>}> : () -> vector<4x3xf64>
      %19 = "arith.maximumf"(%18, %18) <{fastmath = #arith.fastmath<none>}> : (vector<4x3xf64>, vector<4x3xf64>) -> vector<4x3xf64>
      %20 = "arith.constant"() <{value = false}> : () -> i1
      %21 = "arith.constant"() <{value = -14 : i32}> : () -> i32
      "cf.cond_br"(%20, %21, %21)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
    ^bb3(%22: i32):  // 3 preds: ^bb1, ^bb2, ^bb2
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef}], function_type = (i16) -> tensor<4xi32>, sym_name = "kernel_0"}> ({
  ^bb0(%arg0: i16):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x3xindex>
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "memref.subview"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 1>, static_sizes = array<i64: 1, 2>, static_strides = array<i64: 1, 1>}> : (memref<4x3xindex>, index) -> memref<1x2xindex, strided<[3, 1], offset: ?>>
    %3 = "arith.cmpi"(%1, %1) <{predicate = 5 : i64}> : (index, index) -> i1
    "cf.cond_br"(%3)[^bb3, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %4 = "memref.collapse_shape"(%0) <{reassociation = [[0, 1]]}> : (memref<4x3xindex>) -> memref<12xindex>
    "cf.cond_br"(%3)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %5 = "tensor.empty"() : () -> tensor<4xi32>
    %6 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7 = "tensor.empty"() : () -> tensor<2xi32>
    %8 = "tensor.insert_slice"(%7, %5, %6) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: -9223372036854775808>}> : (tensor<2xi32>, tensor<4xi32>, index) -> tensor<4xi32>
    "cf.br"()[^bb3] : () -> ()
  ^bb3:  // 3 preds: ^bb0, ^bb1, ^bb2
    %9 = "tensor.empty"() : () -> tensor<3xi64>
    %10 = "arith.divui"(%9, %9) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %11 = "tensor.empty"() : () -> tensor<4xi32>
    "func.return"(%11) : (tensor<4xi32>) -> ()
  }) {ref = @inner::@helper6} : () -> ()
}) : () -> ()

